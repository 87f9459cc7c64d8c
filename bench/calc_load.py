"""A trivial calculator while the double-dummy solver is busy: `arbiter serve` on loopback.

DDS is not thread-safe, so double-dummy requests take turns; no other calculator may wait
for them (issue 12). This starts the server as the director does (its own process), lets
8 clients post double-dummy requests back to back, and meanwhile times a score request
(`arbiter calc score 4♠X= --vul ja` over the API) one after the other. It prints the
score request's p50/p99 alone and under that load, and how many double-dummy tables were
solved. Aim: the p99 under load stays within a few tens of milliseconds of the p99 alone
(the machine's two cores are shared with the solver).

    .venv/bin/python bench/calc_load.py [--dd-clients 8] [--seconds 5]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from web_load import free_port, percentile, start_server  # noqa: E402

DEAL = "N:AKQJ63.AQ3.A7.KJ .T8742.T9863.A64 85.KJ6.KQ2.T9872 T9742.95.J54.Q53"
DD = {"args": {"deal": DEAL, "vul": "NZ", "dealer": "N"}, "lang": "nl"}
SCORE = {"args": {"result": "4♠X=", "vul": "ja"}, "lang": "nl"}


def post_bytes(port: int, path: str, body: dict) -> bytes:
    data = json.dumps(body).encode()
    head = (
        f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: keep-alive\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(data)}\r\n\r\n"
    )
    return head.encode() + data


async def client(port: int, request: bytes, stop: float, latencies: list[float]) -> None:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        while time.perf_counter() < stop:
            start = time.perf_counter()
            writer.write(request)
            head = await reader.readuntil(b"\r\n\r\n")
            if not head.startswith(b"HTTP/1.1 200"):
                raise RuntimeError(head.split(b"\r\n")[0].decode())
            length = next(
                int(line[15:]) for line in head.split(b"\r\n")
                if line[:15].lower() == b"content-length:"
            )  # fmt: skip
            await reader.readexactly(length)
            latencies.append(time.perf_counter() - start)
    finally:
        writer.close()


async def run(port: int, dd_clients: int, seconds: float) -> tuple[list[float], list[float]]:
    stop = time.perf_counter() + seconds
    score: list[float] = []
    solved: list[float] = []
    dd = post_bytes(port, "/api/v1/calc/dd", DD)
    await asyncio.gather(
        client(port, post_bytes(port, "/api/v1/calc/score", SCORE), stop, score),
        *(client(port, dd, stop, solved) for _ in range(dd_clients)),
    )
    return score, solved


def line(name: str, latencies: list[float]) -> str:
    p50, p99 = percentile(latencies, 50) * 1000, percentile(latencies, 99) * 1000
    return f"  {name:<38}{p50:>8.1f}{p99:>8.1f}{max(latencies) * 1000:>9.1f}{len(latencies):>9}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dd-clients", type=int, default=8)
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    port = free_port()
    with tempfile.TemporaryDirectory() as data_dir:
        server = start_server(port, data_dir)
        try:
            asyncio.run(run(port, 1, 1.0))  # warm up: endplay loaded, pages compiled
            alone, _ = asyncio.run(run(port, 0, args.seconds))
            loaded, solved = asyncio.run(run(port, args.dd_clients, args.seconds))
        finally:
            server.terminate()
            server.wait(timeout=10)
    print(f"arbiter serve on 127.0.0.1:{port}, {os.cpu_count()} cores, {args.seconds:g} s each")
    print(f"  {'score request (POST /api/v1/calc/score)':<38}{'p50 ms':>8}{'p99 ms':>8}"
          f"{'max ms':>9}{'requests':>9}")  # fmt: skip
    print(line("alone", alone))
    print(line(f"while {args.dd_clients} clients hit double dummy", loaded))
    rate, p50 = len(solved) / args.seconds, percentile(solved, 50) * 1000
    print(f"  double-dummy tables solved meanwhile: {len(solved)} ({rate:.1f}/s, p50 {p50:.0f} ms)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
