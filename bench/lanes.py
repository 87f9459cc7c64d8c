"""A double-dummy table behind eight worst-case claim checks: `arbiter serve` on loopback.

Issue 24's probe sent 8 claim checks at once (whole deals without a statement: the claim
search's worst case; no sign-in needed), then a plain ``calc dd``: it answered after
65 s, because every double-dummy job shared one queue. This sends the same: 8 different
worst-case claims at once, from one address (as the probe did) and, with ``--proxy``,
from 8 addresses (each request names its own in ``X-Forwarded-For``); 0.5 s later a
double-dummy table. Prints the table's time, what each claim got (status, seconds), the
server's CPU time and memory, and the load average.

    .venv/bin/python bench/lanes.py [--root DIR] [--no-proxy]

``--root`` runs the ``arbiter`` of another checkout (``git archive main | tar -x -C DIR``)
with this venv: the figures before a change. A tree without ``--proxy`` gets
``--no-proxy`` (one address only).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.web.test_lanes import DD, WORST, claim  # noqa: E402 - the same deals as the test


def start(root: Path, port: int, data: str, proxy: bool) -> subprocess.Popen:
    env = {**os.environ, "ARBITER_DATA_DIR": data, "PYTHONPATH": str(root)}
    args = ["--proxy", "127.0.0.1"] if proxy else []
    process = subprocess.Popen(
        [sys.executable, "-m", "arbiter", "serve", "--host", "127.0.0.1", "--port", str(port),
         *args], stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT, env=env, cwd=root,
    )  # fmt: skip
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1):
                return process
        except OSError:
            time.sleep(0.2)
    process.kill()
    raise SystemExit("arbiter serve did not start")


def post(port: int, path: str, body: dict, client: str | None) -> tuple[int, float]:
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=json.dumps(body)
                                     .encode(), headers={"content-type": "application/json"})
    if client:
        request.add_header("x-forwarded-for", client)
    start = time.perf_counter()
    try:
        with urllib.request.urlopen(request, timeout=600) as response:
            response.read()
            status = response.status
    except urllib.error.HTTPError as error:
        status = error.code
    return status, time.perf_counter() - start


def cpu_and_memory(pid: int) -> tuple[float, int]:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    status = Path(f"/proc/{pid}/status").read_text()
    rss = next(int(line.split()[1]) for line in status.splitlines() if line.startswith("VmRSS"))
    return (int(fields[11]) + int(fields[12])) / ticks, rss // 1024


def scenario(root: Path, many: bool) -> None:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with tempfile.TemporaryDirectory() as data:
        server = start(root, port, data, many)
        try:
            results: list[tuple[int, float] | None] = [None] * len(WORST)

            def send(i: int) -> None:
                results[i] = post(port, "/api/v1/calc/claim", claim(*WORST[i]),
                                  f"10.9.0.{i}" if many else None)  # fmt: skip

            cpu0, _ = cpu_and_memory(server.pid)
            threads = [threading.Thread(target=send, args=(i,)) for i in range(len(WORST))]
            for t in threads:
                t.start()
            time.sleep(0.5)
            status, seconds = post(port, "/api/v1/calc/dd", DD, "10.9.1.1" if many else None)
            who = "8 addresses" if many else "one address"
            print(f"calc dd behind 8 worst-case claims from {who}: {status} in {seconds:.2f} s",
                  flush=True)  # fmt: skip
            for t in threads:
                t.join()
            cpu1, rss = cpu_and_memory(server.pid)
            shown = ", ".join(f"{s} {t:.1f}s" for s, t in results)  # type: ignore[misc]
            print(f"  the claims: {shown}")
            print(f"  server CPU {cpu1 - cpu0:.1f} s, RSS {rss} MB, load {os.getloadavg()[0]:.1f}")
        finally:
            server.kill()
            server.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=ROOT)
    parser.add_argument("--no-proxy", action="store_true")
    args = parser.parse_args()
    print(f"tree: {args.root}; load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    scenario(args.root, many=False)
    if not args.no_proxy:
        scenario(args.root, many=True)


if __name__ == "__main__":
    main()
