"""A soak of `arbiter serve`: the mixed load of tests/log/test_soak.py for as long as asked.

Starts a server on a fresh SQLite log (or ``--db URL``, emptied first: a PostgreSQL
database of its own) with a director, an event with hand records and a table's code;
then rounds of the same requests (guide pages of every topic in both languages, the
API, calculators, the log's writes and reads, table calls, bad requests), each followed
by ``--flood`` pages never asked before. After each round: the server's resident memory
and what it holds (page cache, kept answers, solved deals, objects tracked). Prints the
table, the load average, and what grew between the second round and the last.

    .venv/bin/python bench/soak.py [--minutes 10] [--flood 300] [--db URL]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from arbiter.log.auth import Accounts  # noqa: E402
from arbiter.log.calls import CallService  # noqa: E402
from arbiter.log.hands import HandService  # noqa: E402
from arbiter.log.service import LogService  # noqa: E402
from arbiter.log.store import Store  # noqa: E402
from tests.web.conftest import Server  # noqa: E402
from tests.web.soak_load import HANDS, PASSWORD, Soak, growth, run  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=10)
    parser.add_argument("--flood", type=int, default=300)
    parser.add_argument("--db", default=None, help="a PostgreSQL URL (emptied first)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        url = args.db or f"sqlite:///{tmp}/log.db"
        if args.db:
            from tests.log.conftest import _reset_postgres

            _reset_postgres(url)
        os.environ["ARBITER_DATA_DIR"] = tmp
        store = Store.open(url)
        Accounts(store).add_user("dirk", PASSWORD, "director")
        event = LogService(store).create_event({"club": "BC", "date": "2026-11-28"}, "t")
        HandService(store).import_file(event["id"], HANDS.read_bytes(), "z.pbn", "dirk")
        token = CallService(store).table_token(event["id"], 3)
        store.dispose()
        server = Server(Path(tmp), {"ARBITER_DATABASE_URL": url})
        try:
            print(f"{'PostgreSQL' if args.db else 'SQLite'}; load average "
                  f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")  # fmt: skip
            soak = Soak(server.url, event["id"], token, paths_per_topic=6)
            seen = run(soak, 10_000, args.flood, args.minutes * 60)
            print(f"{soak.requests} requests; statuses {dict(sorted(soak.statuses.items()))}; "
                  f"load average {os.getloadavg()[0]:.1f}")  # fmt: skip
            print(growth(seen[min(2, len(seen) - 1)], seen[-1]))
        finally:
            server.stop()


if __name__ == "__main__":
    main()
