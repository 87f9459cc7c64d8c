"""Server CPU per request: the web app driven in this process, no network, no threads.

`bench/web_load.py` gives what a director feels (requests per second, p99 at 50 clients),
but on a shared machine its figures swing with everything else that runs. This bench
counts the CPU time (``time.process_time``) the app spends per request on the routes a
director loads most, each URL over and over (so from the page cache, as at the table),
which holds still under other load. It also prints how many routes the router tries
before it finds each page: the route scan was half a question page's cost (see
docs/web.md).

    .venv/bin/python bench/web_cpu.py [--requests 3000]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import tempfile
import time

URLS = {
    "home": "/nl/",
    "question page": "/nl/t/insufficient-bid?a=insufficient:yes,in_turn:yes",
    "ruling page": "/nl/t/insufficient-bid?a=insufficient:yes,in_turn:yes,lho_called:yes",
    "API call (state JSON)":
        "/api/v1/topics/insufficient-bid/state?a=insufficient:yes,in_turn:yes&lang=nl",
    "alert guide": "/nl/alert",
    "log (to sign-in)": "/log",
}  # fmt: skip


async def request(app, url: str) -> int:
    """One GET through the whole app (middleware included); returns the status."""
    path, _, query = url.partition("?")
    scope = {
        "type": "http", "asgi": {"version": "3.0"}, "http_version": "1.1", "method": "GET",
        "scheme": "http", "path": path, "raw_path": path.encode(),
        "query_string": query.encode(), "root_path": "",
        "headers": [(b"host", b"127.0.0.1"), (b"accept-encoding", b"gzip")],
        "client": ("127.0.0.1", 50000), "server": ("127.0.0.1", 80),
    }  # fmt: skip
    body_sent = False
    status = 0

    async def receive() -> dict:
        nonlocal body_sent
        if not body_sent:
            body_sent = True
            return {"type": "http.request", "body": b"", "more_body": False}
        await asyncio.Event().wait()  # the client never disconnects
        return {}

    async def send(message: dict) -> None:
        nonlocal status
        if message["type"] == "http.response.start":
            status = message["status"]

    await app(scope, receive, send)
    return status


def routes_tried(app, url: str) -> int:
    """How many routes the router tests before the one that takes ``url``."""
    from starlette.routing import Match

    def flat(routes) -> list:
        out = []
        for route in routes:
            inner = getattr(route, "original_router", None)
            out += flat(inner.routes) if inner is not None else [route]
        return out

    scope = {"type": "http", "path": url.partition("?")[0], "method": "GET", "root_path": "",
             "query_string": b"", "headers": []}  # fmt: skip
    for n, route in enumerate(flat(app.router.routes), 1):
        if route.matches(scope)[0] == Match.FULL:
            return n
    return 0


async def main(requests: int) -> None:
    os.environ.setdefault("ARBITER_DATA_DIR", tempfile.mkdtemp(prefix="arbiter-bench-"))
    from arbiter.server import create_app

    app = create_app()
    print(f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}; "
          f"{requests} requests per URL, from the page cache")  # fmt: skip
    print(f"{'route':<24}{'status':>7}{'CPU ms/request':>16}{'routes tried':>14}")
    for name, url in URLS.items():
        for _ in range(20):  # build and cache the page first
            status = await request(app, url)
        start = time.process_time()
        for _ in range(requests):
            await request(app, url)
        ms = (time.process_time() - start) / requests * 1000
        print(f"{name:<24}{status:>7}{ms:>16.3f}{routes_tried(app, url):>14}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--requests", type=int, default=3000)
    asyncio.run(main(parser.parse_args().requests))
