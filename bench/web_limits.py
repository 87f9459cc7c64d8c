"""What one large request does to everybody else: `arbiter serve` on loopback.

1. A ``POST /api/v1/decide`` with a 4 MB (and a 0.9 MB) auction (the JSON form; the URL
   form caps a fact at 400 characters) while a second client asks ``/healthz`` every 20 ms: the
   health check's latency (p50 / max) while the big request is handled, the big request's
   status and time. Aim: the health check stays in milliseconds; the big request is refused.
2. A chunked 20 MB body (``Transfer-Encoding: chunked``, no Content-Length) sent to the
   decide API and to the log's sign-in: the status, how many bytes the server took before
   it answered, and the server's memory (RSS now and at its peak, from /proc) before and
   after. Aim: 413 after about 1 MB, memory unchanged.

    .venv/bin/python bench/web_limits.py [--port 0]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import socket
import statistics
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

from web_load import free_port, start_server  # this folder: the same server start

MB = 1_000_000


def memory_kb(pid: int) -> tuple[int, int]:
    """(VmRSS, VmHWM) of a process in kB: its memory now and at its peak."""
    fields = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        name, _, value = line.partition(":")
        fields[name] = value.strip()
    return int(fields["VmRSS"].split()[0]), int(fields["VmHWM"].split()[0])


def raw_request(port: int, head: str, chunks, timeout: float = 60) -> tuple[int, int, float]:
    """Send ``head`` and then ``chunks`` (bytes, already framed) until the server answers
    or closes; (status, bytes of body sent, seconds)."""
    start = time.perf_counter()
    sent = 0
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
        sock.sendall(head.encode())
        for chunk in chunks:
            try:
                sock.sendall(chunk)
            except OSError:  # the server answered and closed: stop sending
                break
            sent += len(chunk)
        with contextlib.suppress(OSError):
            sock.shutdown(socket.SHUT_WR)
        data = b""
        with contextlib.suppress(OSError):
            while b"\r\n" not in data:
                more = sock.recv(4096)
                if not more:
                    break
                data += more
    status = int(data.split(b" ", 2)[1]) if data.startswith(b"HTTP/") else 0
    return status, sent, time.perf_counter() - start


def decide_under_load(port: int, size: int) -> None:
    auction = " ".join(["pas"] * (size // 4))
    body = json.dumps({"topic": "insufficient-bid", "facts": {"dealer": "N", "auction": auction}})
    latencies: list[float] = []
    stop = threading.Event()

    def probe() -> None:
        while not stop.is_set():
            start = time.perf_counter()
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=30):
                pass
            latencies.append(time.perf_counter() - start)
            time.sleep(0.02)

    thread = threading.Thread(target=probe)
    thread.start()
    time.sleep(0.3)
    head = (
        f"POST /api/v1/decide HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n"
    )
    payload = body.encode()
    status, _, seconds = raw_request(
        port, head, (payload[i : i + 65536] for i in range(0, len(payload), 65536))
    )
    time.sleep(0.3)
    stop.set()
    thread.join()
    ms = sorted(x * 1000 for x in latencies)
    print(f"decide with a {len(body) / MB:.1f} MB auction: status {status} in {seconds:.2f} s")
    print(
        f"  /healthz meanwhile: {len(ms)} checks, p50 {statistics.median(ms):.1f} ms, "
        f"max {ms[-1]:.1f} ms"
    )


def chunked(total: int, size: int = 65536):
    piece = b"x" * size
    for _ in range(total // size):
        yield f"{size:x}\r\n".encode() + piece + b"\r\n"
    yield b"0\r\n\r\n"


def chunked_body(port: int, pid: int, path: str, content_type: str) -> None:
    before = memory_kb(pid)
    head = (
        f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: {content_type}\r\n"
        "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
    )
    status, sent, seconds = raw_request(port, head, chunked(20 * MB))
    time.sleep(0.5)
    after = memory_kb(pid)
    print(
        f"chunked 20 MB to {path}: status {status} after {sent / MB:.1f} MB sent, "
        f"{seconds:.2f} s; server RSS {before[0] // 1024} -> {after[0] // 1024} MB, "
        f"peak {before[1] // 1024} -> {after[1] // 1024} MB"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--port", type=int, default=0, help="0: a free port")
    args = parser.parse_args()
    port = args.port or free_port()
    with tempfile.TemporaryDirectory() as data_dir:
        server = start_server(port, data_dir)
        try:
            chunked_body(port, server.pid, "/api/v1/decide", "application/json")
            chunked_body(port, server.pid, "/api/log/login", "application/json")
            decide_under_load(port, 4 * MB)
            decide_under_load(port, 9 * MB // 10)  # under the body limit
        finally:
            server.terminate()
            server.wait(timeout=10)


if __name__ == "__main__":
    main()
