"""A probe of a real `arbiter serve`, as issue 24's: every route with edge input.

Starts a server on a fresh SQLite log (or ``--db URL``, a PostgreSQL database emptied
first) with a director, an event, a ruling with a follow-up, hand records and a table's
call. Then, over kept-open connections, for every route read from the app and every
method, as a director (with her CSRF token) and without an account: ids 0, -1, 2^31 - 1,
2^31, 2^63, 30 digits and text with a NUL in each path parameter; bodies of JSON nested
100,000 deep, JSON of odd values (NUL, huge numbers, 20,000 characters, RTL marks),
forms of the same, and a body over 1 MB. Prints the number of requests, the statuses,
the 5xx with their routes, and connections the server dropped.

    .venv/bin/python bench/probe.py [--db URL] [--rounds 3]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
import tempfile
from collections import Counter
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.log.conftest import a_ruling  # noqa: E402
from tests.web.conftest import Server  # noqa: E402
from tests.web.soak_load import HANDS, PASSWORD  # noqa: E402

EDGES = ["0", "-1", str(2**31 - 1), str(2**31), str(2**63), "9" * 30, "a%00b", "%00", "x" * 300]
ODD = ["\x00", "a\x00b", "x" * 20_000, "\u202eevil", "😀", "' OR 1=1 --", "<script>", 2**63,
       10**30, -1, 1.5, None, True, [], {}]  # fmt: skip
FIELDS = ["club", "date", "table", "board", "round", "topic", "answers", "facts", "version",
          "changes", "username", "password", "status", "kind", "text", "uid", "pbn", "item",
          "answer", "retention_days", "results_published_at", "persons", "followups"]  # fmt: skip


def routes() -> list[tuple[str, str]]:
    from fastapi.routing import APIRoute

    from arbiter.server import create_app

    def flat(items):
        for route in items:
            inner = getattr(route, "original_router", None)
            yield from flat(inner.routes) if inner is not None else [route]

    out = []
    for route in flat(create_app().routes):
        methods = route.methods if isinstance(route, APIRoute) else getattr(route, "methods", None)
        for method in sorted(methods or {"GET"}):
            if method != "HEAD" and getattr(route, "path", None):
                out.append((method, route.path))
    return sorted(set(out))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", default=None)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    rng = random.Random(24)
    with tempfile.TemporaryDirectory() as tmp:
        url = args.db or f"sqlite:///{tmp}/log.db"
        os.environ["ARBITER_DATA_DIR"] = tmp
        if args.db:
            from tests.log.conftest import _reset_postgres

            _reset_postgres(url)
        from arbiter.log.auth import Accounts
        from arbiter.log.calls import CallService
        from arbiter.log.hands import HandService
        from arbiter.log.service import LogService
        from arbiter.log.store import Store

        store = Store.open(url)
        Accounts(store).add_user("dirk", PASSWORD, "director")
        svc = LogService(store)
        event = svc.create_event({"club": "BC", "date": "2026-11-28"}, "t")
        ruling = svc.add_ruling(event["id"], a_ruling(followups=[{"kind": "note", "text": "x"}]),
                                "t")  # fmt: skip
        HandService(store).import_file(event["id"], HANDS.read_bytes(), "z.pbn", "dirk")
        calls = CallService(store)
        token = calls.table_token(event["id"], 4)
        call = calls.call(token, 4)[0]
        store.dispose()
        ids = {"event_id": event["id"], "ruling_id": ruling["id"], "call_id": call["id"],
               "followup_id": ruling["followups"][0]["id"], "token": token, "table": 4,
               "board": 6, "username": "dirk", "fmt": "csv", "name": "score", "topic_id":
               "revoke", "lang": "nl", "number": 27, "path": "app.css"}  # fmt: skip
        server = Server(Path(tmp), {"ARBITER_DATABASE_URL": url})
        statuses: Counter[int] = Counter()
        errors: Counter[str] = Counter()
        dropped = 0
        try:
            director = httpx.Client(base_url=server.url, timeout=120)
            page = director.get("/log/login")
            form = re.search(r'name="login_csrf" value="([^"]+)"', page.text)[1]
            director.post("/log/login", data={"username": "dirk", "password": PASSWORD,
                                              "login_csrf": form, "next": "/log"})  # fmt: skip
            csrf = re.search(r'name="csrf_token" value="([^"]+)"', director.get("/log").text)[1]
            director.headers["x-csrf-token"] = csrf
            anonymous = httpx.Client(base_url=server.url, timeout=120)
            every = routes()
            for _ in range(args.rounds):
                for method, path in every:
                    if path.endswith("/logout"):
                        continue
                    names = re.findall(r"{(\w+)(?::\w+)?}", path)
                    fills = [{}] + [{n: e} for n in names for e in EDGES]
                    for fill in fills:
                        url_path = re.sub(r"{(\w+)(:\w+)?}",
                                          lambda m, f=fill: str(f.get(m[1], ids.get(m[1], "x"))),
                                          path)  # fmt: skip
                        bodies: list[dict] = [{}]
                        if method != "GET":
                            odd = {rng.choice(FIELDS): rng.choice(ODD) for _ in range(4)}
                            form = {k: str(v) for k, v in odd.items()} | {"csrf_token": csrf}
                            bodies = [
                                {"content": "[" * 100_000 + "]" * 100_000,
                                 "headers": {"content-type": "application/json"}},
                                {"content": json.dumps(odd),
                                 "headers": {"content-type": "application/json"}},
                                {"data": form},
                                {"content": b"x" * 1_100_000,
                                 "headers": {"content-type": "application/json"}},
                            ]  # fmt: skip
                        for body in bodies:
                            for client in (director, anonymous):
                                try:
                                    answer = client.request(method, url_path, **body)
                                except httpx.TransportError:
                                    dropped += 1
                                    continue
                                statuses[answer.status_code] += 1
                                if answer.status_code >= 500:
                                    errors[f"{answer.status_code} {method} {path}"] += 1
        finally:
            server.stop()
        print(f"{'PostgreSQL' if args.db else 'SQLite'}: {sum(statuses.values())} requests, "
              f"{sum(v for k, v in statuses.items() if k >= 500)} answered 5xx, "
              f"{dropped} connections dropped; load average {os.getloadavg()[0]:.1f}")  # fmt: skip
        print("statuses:", dict(sorted(statuses.items())))
        for line, count in errors.most_common(20):
            print(f"  {count:5d}  {line}")


if __name__ == "__main__":
    main()
