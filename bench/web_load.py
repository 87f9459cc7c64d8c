"""Load test of the web app: `arbiter serve` on loopback, 50 clients at once.

Starts the server as the director does (its own process, one worker), then drives it
from a small load generator in this process: plain HTTP/1.1 over keep-alive connections
(asyncio streams, so the generator costs little next to the server on a 2-core machine).
For a question page, a ruling page and an API call (each the same URL over and over), and
for every state of every topic (first visits, when each page is built; then again, from
the page cache), it prints requests per second and the p50/p99 latency; then the size of
every page type (as sent, and gzipped as a browser gets it) and the time to build a page.

Aim: p99 under 50 ms at 50 concurrent clients on this machine; every page under 60 KB.

    .venv/bin/python bench/web_load.py [--clients 50] [--seconds 5] [--port 0]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gzip
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
QUESTION = "/nl/t/insufficient-bid?a=insufficient:yes,in_turn:yes"  # one hot page each
RULING = "/nl/t/insufficient-bid?a=insufficient:yes,in_turn:yes,lho_called:yes"
API = "/api/v1/topics/insufficient-bid/state?a=insufficient:yes,in_turn:yes&lang=nl"
LOADS = {"question page": QUESTION, "ruling page": RULING, "API call (state JSON)": API}
SIZES = {
    "home": "/nl/",
    "search results": "/nl/?q=kaart",
    "question": QUESTION,
    "ruling": RULING,
    "flowchart (largest)": None,  # filled in: the biggest topic's chart
    "table data form": "/nl/t/insufficient-bid/facts",
    "laws index": "/nl/laws",
    "laws part (largest)": None,
    "one law": "/nl/laws/27",
    "calculators": "/nl/calc",
    "API call": API,
    "offline bundle (not a page)": "/api/v1/bundle/nl",
}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_server(port: int, data_dir: str) -> subprocess.Popen:
    env = {**os.environ, "ARBITER_DATA_DIR": data_dir, "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen(
        [sys.executable, "-m", "arbiter", "serve", "--host", "127.0.0.1", "--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.STDOUT,
        env=env,
        cwd=ROOT,
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        url = f"http://127.0.0.1:{port}/healthz"
        with contextlib.suppress(OSError), urllib.request.urlopen(url, timeout=1):
            return process
        time.sleep(0.1)
    process.kill()
    raise SystemExit("arbiter serve did not start")


def fetch(port: int, path: str, gz: bool = False) -> bytes:
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}")
    if gz:
        request.add_header("Accept-Encoding", "gzip")
    with urllib.request.urlopen(request) as response:
        return response.read()


def request_bytes(port: int, path: str) -> bytes:
    return (
        f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
        "Accept-Encoding: gzip\r\nConnection: keep-alive\r\n\r\n"
    ).encode()


async def client(
    port: int,
    requests: list[bytes],
    offset: int,
    stop: float,
    latencies: list[float],
    limit: int | None = None,
) -> None:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    turn = offset
    try:
        while time.perf_counter() < stop and (limit is None or len(latencies) < limit):
            start = time.perf_counter()
            writer.write(requests[turn % len(requests)])
            turn += 1
            head = await reader.readuntil(b"\r\n\r\n")
            length = 0
            for line in head.split(b"\r\n"):
                if line[:15].lower() == b"content-length:":
                    length = int(line[15:])
            if not head.startswith(b"HTTP/1.1 200"):
                raise RuntimeError(head.split(b"\r\n")[0].decode())
            await reader.readexactly(length)
            latencies.append(time.perf_counter() - start)
    finally:
        writer.close()


async def load(
    port: int, paths: list[str], clients: int, seconds: float, limit: int | None = None
) -> tuple[float, list[float]]:
    requests = [request_bytes(port, path) for path in paths]
    step = max(1, len(requests) // clients)
    latencies: list[float] = []
    started = time.perf_counter()
    stop = started + seconds
    await asyncio.gather(
        *(client(port, requests, i * step, stop, latencies, limit) for i in range(clients))
    )
    return time.perf_counter() - started, latencies


def every_state() -> list[str]:
    """Every state of every topic, in Dutch: a director's session, not one hot page."""
    from arbiter.guide.library import library
    from arbiter.guide.paths import paths
    from arbiter.guide.story import Story

    found: dict[str, None] = {}
    for topic in library().topics.values():
        for path in paths(topic):
            for k in range(len(path.answers) + 1):
                found[Story(topic.id, path.answers[:k]).url()] = None
    return list(found)


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def cold_build_ms() -> dict[str, float]:
    """Milliseconds to build each page kind the first time (in process, no cache)."""
    import warnings

    sys.path.insert(0, str(ROOT))
    warnings.simplefilter("ignore")  # TestClient's notice about httpx versions
    from fastapi.testclient import TestClient

    from arbiter.web.app import create_app

    app = create_app(plugins=())
    with TestClient(app) as test_client:
        test_client.get("/nl/")  # imports, templates compiled
        out = {}
        for name, path in LOADS.items():
            app.state.renderer.cache = type(app.state.renderer.cache)()
            start = time.perf_counter()
            test_client.get(path)
            out[name] = (time.perf_counter() - start) * 1000
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--port", type=int, default=0)
    args = parser.parse_args()
    port = args.port or free_port()

    sys.path.insert(0, str(ROOT))
    from arbiter.guide.library import library
    from arbiter.web.views import LAW_PARTS

    biggest = max(library().topics.values(), key=lambda t: len(t.nodes))
    SIZES["flowchart (largest)"] = f"/nl/t/{biggest.id}/flow"

    with tempfile.TemporaryDirectory() as data_dir:
        server = start_server(port, data_dir)
        try:
            parts = [f"/nl/laws/{a}-{b}" for a, b, _ in LAW_PARTS]
            SIZES["laws part (largest)"] = max(parts, key=lambda p: len(fetch(port, p)))
            print(f"arbiter serve on 127.0.0.1:{port}, {os.cpu_count()} cores, "
                  f"{args.clients} clients, {args.seconds:g} s per page\n")  # fmt: skip
            head = ("req/s", "p50 ms", "p99 ms", "max ms")
            print(f"{'load':<28}" + "".join(f"{h:>9}" for h in head) + f"{'requests':>10}")
            worst_p99 = 0.0
            loads = {name: ([path], None) for name, path in LOADS.items()}
            states = every_state()
            # every state of every topic: once, each page built on its first visit; then
            # over and over, as a club evening goes on
            loads[f"{len(states)} states, 1st visit"] = (states, len(states))
            loads[f"{len(states)} states, again"] = (states, None)
            for name, (group, limit) in loads.items():
                if len(group) == 1:
                    fetch(port, group[0], gz=True)  # warm the cache, as a first visit does
                elapsed, lat = asyncio.run(load(port, group, args.clients, args.seconds, limit))
                p50, p99 = percentile(lat, 50) * 1000, percentile(lat, 99) * 1000
                if limit is None:  # the aim is for pages once built; 1st visits are shown
                    worst_p99 = max(worst_p99, p99)
                print(f"{name:<28}{len(lat) / elapsed:>9.0f}{p50:>9.1f}{p99:>9.1f}"
                      f"{max(lat) * 1000:>9.1f}{len(lat):>10}")  # fmt: skip
            print(f"\n{'page':<30}{'bytes':>9}{'gzipped':>9}")
            biggest_page = 0
            for name, path in SIZES.items():
                raw = fetch(port, path)
                packed = len(gzip.compress(raw))
                if "not a page" not in name:
                    biggest_page = max(biggest_page, len(raw))
                print(f"{name:<30}{len(raw):>9}{packed:>9}   {path}")
        finally:
            server.terminate()
            server.wait(timeout=10)

    print("\nfirst build of a page (before the page cache), in process:")
    for name, ms in cold_build_ms().items():
        print(f"  {name:<24}{ms:>7.1f} ms")
    ok_latency, ok_size = worst_p99 < 50, biggest_page < 60_000
    latency = f"{'met' if ok_latency else 'NOT met'} (worst {worst_p99:.1f} ms)"
    size = f"{'met' if ok_size else 'NOT met'} (largest {biggest_page} B)"
    print(f"\naim p99 < 50 ms: {latency}; every page < 60 KB: {size}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
