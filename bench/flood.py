"""A flood of table calls against a real `arbiter serve`, as issue 24's probe sent it.

The probe posted 3,000 calls in 79 s with the address printed for one table, to every
table number, and left 955 fake calls in the director's queue. This posts ``--posts``
calls (default 3,000) over kept-open connections: with the code of table 1, to table
numbers 1-60, a cancel after every third, from one address and (``--addresses``) from
several, named in ``X-Forwarded-For`` as a proxy does. Prints the statuses, the calls
made and the calls left waiting.

    .venv/bin/python bench/flood.py [--posts 3000] [--addresses 1] [--db URL]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.web.conftest import Server  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--posts", type=int, default=3000)
    parser.add_argument("--addresses", type=int, default=1)
    parser.add_argument("--db", default=None)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        url = args.db or f"sqlite:///{tmp}/log.db"
        os.environ["ARBITER_DATA_DIR"] = tmp
        if args.db:
            from tests.log.conftest import _reset_postgres

            _reset_postgres(url)
        from arbiter.log.calls import CallService
        from arbiter.log.models import TableCall
        from arbiter.log.service import LogService
        from arbiter.log.store import Store

        store = Store.open(url)
        event = LogService(store).create_event({"club": "BC", "date": "2026-11-28"}, "t")
        calls = CallService(store)
        token = calls.table_token(event["id"], 1)
        server = Server(Path(tmp), {"ARBITER_DATABASE_URL": url}, args=("--proxy", "127.0.0.1"))
        statuses: Counter[int] = Counter()
        start = time.perf_counter()
        try:
            with httpx.Client(base_url=server.url, timeout=60) as http:
                for i in range(args.posts):
                    who = {"x-forwarded-for": f"10.77.{i % args.addresses // 250}."
                                              f"{i % args.addresses % 250}"}  # fmt: skip
                    if i % 3 == 2:
                        answer = http.delete(f"/api/log/table/{token}/1", headers=who)
                    else:
                        answer = http.post(f"/api/log/table/{token}/{1 + i % 60}", json={},
                                           headers=who)  # fmt: skip
                    statuses[answer.status_code] += 1
        finally:
            server.stop()
        seconds = time.perf_counter() - start
        with store.read() as s:
            made = s.query(TableCall).count()
            tables = sorted({c.table_no for c in s.query(TableCall)})
        waiting = len(calls.queue(event["id"])["calls"])
        store.dispose()
        print(f"{args.posts} posts from {args.addresses} address(es) in {seconds:.0f} s "
              f"(load average {os.getloadavg()[0]:.1f}): statuses {dict(sorted(statuses.items()))}")
        print(f"calls made: {made} (tables {tables}); waiting in the director's queue: {waiting}")


if __name__ == "__main__":
    main()
