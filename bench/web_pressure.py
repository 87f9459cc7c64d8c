"""What a hostile or clumsy crowd does to a director at the table: `arbiter serve` on loopback.

1. **A guide page under load.** One client asks a question page of the guide over and
   over, first alone, then while 8 clients post double-dummy tables back to back and 8
   clients post the largest body the server accepts (just under 1 MB of JSON to the
   decide API). Prints the page's p50/p99, and what the others got done meanwhile.
   Aim: the page's p99 stays within tens of milliseconds.
2. **Concurrent sign-ins.** 60 sign-ins with wrong passwords at once to the log's API
   (Argon2id: 64 MiB and some 50 ms of CPU per check), first all from one address, then
   from 60 addresses (loopback has all of 127.0.0.0/8), a fresh server each time; meanwhile
   the real director signs in from an address of her own with the right password. Prints
   the answers (401 checked and wrong, 429 slowed down, 503 busy), how long the crowd and
   the director took, and the server's memory (RSS before, peak after, from /proc).
   Aim: peak memory bounded whatever the crowd's size; the director gets in.

    .venv/bin/python bench/web_pressure.py [--part guide|signin] [--seconds 5] [--signins 60]
"""

from __future__ import annotations

import argparse
import asyncio
import http.client
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from calc_load import DD, post_bytes  # noqa: E402 - this folder
from web_limits import memory_kb  # noqa: E402
from web_load import QUESTION, free_port, percentile, request_bytes, start_server  # noqa: E402

BODY_MAX = 1_000_000
PASSWORD = "correct horse battery"


def largest_body(port: int) -> bytes:
    """A decide request just under the body limit (a long auction of passes)."""
    filler = " ".join(["pas"] * 250_000)
    body = {"topic": "insufficient-bid", "facts": {"dealer": "N", "auction": filler}}
    data = json.dumps(body).encode()[: BODY_MAX - 200]
    data = data[: data.rfind(b" ")] + b'"}}'
    head = (
        f"POST /api/v1/decide HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: keep-alive\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(data)}\r\n\r\n"
    )
    return head.encode() + data


async def client(
    port: int, request: bytes, stop: float, latencies: list[float], statuses: Counter
) -> None:
    """Send ``request`` back to back on one keep-alive connection until ``stop``."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        while time.perf_counter() < stop:
            start = time.perf_counter()
            writer.write(request)
            await writer.drain()
            head = await reader.readuntil(b"\r\n\r\n")
            statuses[int(head.split(b" ", 2)[1])] += 1
            length = next(
                (int(line[15:]) for line in head.split(b"\r\n")
                 if line[:15].lower() == b"content-length:"), 0
            )  # fmt: skip
            await reader.readexactly(length)
            latencies.append(time.perf_counter() - start)
            if b"connection: close" in head.lower():
                writer.close()
                reader, writer = await asyncio.open_connection("127.0.0.1", port)
    finally:
        writer.close()


async def guide_run(port: int, dd: int, bodies: int, seconds: float) -> dict:
    stop = time.perf_counter() + seconds
    page: list[float] = []
    solved: list[float] = []
    sent: list[float] = []
    page_status: Counter = Counter()
    dd_status: Counter = Counter()
    body_status: Counter = Counter()
    big = largest_body(port)
    table = post_bytes(port, "/api/v1/calc/dd", DD)
    await asyncio.gather(
        client(port, request_bytes(port, QUESTION), stop, page, page_status),
        *(client(port, table, stop, solved, dd_status) for _ in range(dd)),
        *(client(port, big, stop, sent, body_status) for _ in range(bodies)),
    )
    return {
        "page": page,
        "page_status": page_status,
        "dd": solved,
        "dd_status": dd_status,
        "bodies": sent,
        "body_status": body_status,
    }


def guide_part(seconds: float, dd: int, bodies: int) -> None:
    port = free_port()
    loads = {
        "alone": (0, 0),
        f"while {dd} hit double dummy": (dd, 0),
        f"while {bodies} send 1 MB bodies": (0, bodies),
        f"while {dd} hit double dummy, {bodies} send 1 MB": (dd, bodies),
    }
    runs = {}
    with tempfile.TemporaryDirectory() as data_dir:
        server = start_server(port, data_dir)
        try:
            asyncio.run(guide_run(port, 1, 1, 1.0))  # warm up: endplay loaded, page cached
            for name, (n_dd, n_bodies) in loads.items():
                runs[name] = asyncio.run(guide_run(port, n_dd, n_bodies, seconds))
        finally:
            server.terminate()
            server.wait(timeout=10)
    print(f"1. guide page {QUESTION}, {seconds:g} s each")
    print(f"  {'':<46}{'p50 ms':>8}{'p99 ms':>8}{'max ms':>9}{'requests':>9}")
    for name, run in runs.items():
        lat = run["page"]
        p50, p99 = percentile(lat, 50) * 1000, percentile(lat, 99) * 1000
        print(f"  {name:<46}{p50:>8.1f}{p99:>8.1f}{max(lat) * 1000:>9.1f}{len(lat):>9}")
        if run["dd"] or run["bodies"]:
            print(f"    meanwhile: {len(run['dd'])} double-dummy tables solved "
                  f"{dict(run['dd_status'])}, {len(run['bodies'])} bodies of 1 MB answered "
                  f"{dict(run['body_status'])}")  # fmt: skip


# -- sign-ins ---------------------------------------------------------------------------


def sign_in(port: int, address: str, password: str) -> tuple[int, float]:
    """One ``POST /api/log/login`` from ``address``: (status, seconds)."""
    body = json.dumps({"username": "dirk", "password": password})
    start = time.perf_counter()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=300, source_address=(address, 0))
    try:
        conn.request("POST", "/api/log/login", body, {"Content-Type": "application/json"})
        status = conn.getresponse().status
    except OSError:
        status = 0
    finally:
        conn.close()
    return status, time.perf_counter() - start


def crowd(port: int, n: int, spread: bool) -> tuple[Counter, float, tuple[int, float]]:
    """``n`` wrong sign-ins at once (from one address, or ``spread`` over ``n``), and the
    director's right one from 127.0.0.1 a moment later."""
    statuses: Counter = Counter()
    go = threading.Event()

    def one(i: int) -> None:
        go.wait()
        address = f"127.0.{1 + i // 250}.{2 + i % 250}" if spread else "127.0.0.2"
        statuses[sign_in(port, address, f"guess number {i}")[0]] += 1

    threads = [threading.Thread(target=one, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    start = time.perf_counter()
    go.set()
    time.sleep(0.05)
    director = sign_in(port, "127.0.0.1", PASSWORD)
    for t in threads:
        t.join()
    return statuses, time.perf_counter() - start, director


def signin_part(n: int) -> None:
    print(f"2. {n} wrong sign-ins at once, and the director with the right password")
    print(f"  {'crowd from':<16}{'answers':<28}{'crowd s':>8}{'director':>16}"
          f"{'RSS MB':>8}{'peak MB':>8}")  # fmt: skip
    for spread in (False, True):
        port = free_port()
        with tempfile.TemporaryDirectory() as data_dir:
            env = {**os.environ, "ARBITER_DATA_DIR": data_dir, "PYTHONPATH": str(ROOT)}
            subprocess.run(
                [sys.executable, "-m", "arbiter", "user", "add", "dirk", "--password-stdin"],
                input=PASSWORD + "\n", text=True, env=env, check=True, capture_output=True,
            )  # fmt: skip
            server = start_server(port, data_dir)
            try:
                sign_in(port, "127.0.0.1", PASSWORD)  # warm up: Argon2 loaded, one check
                before = memory_kb(server.pid)
                statuses, seconds, (status, took) = crowd(port, n, spread)
                after = memory_kb(server.pid)
            finally:
                server.terminate()
                server.wait(timeout=10)
        where = f"{n} addresses" if spread else "one address"
        answers = ", ".join(f"{k}: {v}" for k, v in sorted(statuses.items()))
        print(f"  {where:<16}{answers:<28}{seconds:>8.2f}{f'{status} in {took:.2f} s':>16}"
              f"{before[0] // 1024:>8}{after[1] // 1024:>8}")  # fmt: skip


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--part", choices=("guide", "signin", "all"), default="all")
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--dd-clients", type=int, default=8)
    parser.add_argument("--body-clients", type=int, default=8)
    parser.add_argument("--signins", type=int, default=60)
    args = parser.parse_args()
    load = os.getloadavg()[0]
    print(f"{os.cpu_count()} cores, load average {load:.1f} at the start\n")
    if args.part in ("guide", "all"):
        guide_part(args.seconds, args.dd_clients, args.body_clients)
    if args.part in ("signin", "all"):
        signin_part(args.signins)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
