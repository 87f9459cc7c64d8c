"""Ruling-log timings on SQLite and PostgreSQL.

Prints, per backend: inserts per second through the one write path (each ruling its own
transaction with its persons, follow-ups and history row, SQLite with synchronous=FULL),
the time to render an event's list page of 1 000 rulings (the HTML page through the
router, signed in, as a browser gets it), with the JSON list and the CSV export beside it,
and the time to write the appeal report as PDF for a ruling whose free-text fields are all
at their limit (issue 12: the old writer took minutes for one 20,000-character word).

    .venv/bin/python bench/log_bench.py [--rulings 1000] [--runs 5]

PostgreSQL is measured when ARBITER_BENCH_POSTGRES_URL or ARBITER_TEST_POSTGRES_URL names a
server (its log tables are emptied first: use a throwaway database, e.g. the one
scripts/ci/start-postgres.sh starts).
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

PASSWORD = "benchmark password"


def ruling(i: int) -> dict:
    from arbiter.guide.library import library
    from arbiter.guide.paths import paths

    topic = library().topic("insufficient-bid")
    answers = list(paths(topic))[i % 5].as_dict()
    return {
        "table": 1 + i % 15,
        "board": 1 + i % 30,
        "round": 1 + i // 30 % 9,
        "called_at": f"{19 + i // 60 % 4}:{i % 60:02d}",
        "called_by": "NESW"[i % 4],
        "topic": "insufficient-bid",
        "answers": answers,
        "persons": [
            {
                "role": "offender",
                "seat": "NESW"[(i + 1) % 4],
                "pair": 1 + i % 20,
                "name": f"Speler {i}",
            }
        ],
        "facts_agreed": "Oost bood 1♥ na 1♠ van Noord; niemand had nog geboden.",
        "notes": f"Bench ruling {i}",
        "followups": [{"kind": "check_board", "text": "Spel nakijken na afloop"}],
    }


def largest(words: bool) -> dict:
    """A ruling with every free-text field at its limit (validate.py / models.py): the
    five account fields and the adjusted score's note at TEXT_MAX, the title, eight
    persons at NAME_MAX, twenty follow-ups at FOLLOWUP_TEXT_MAX. ``words``: ordinary
    words; else one unbroken "word" per field (a pasted URL), the hardest case to wrap."""
    from arbiter.log.models import NAME_MAX, SHORT_MAX, TEXT_MAX
    from arbiter.log.validate import FOLLOWUP_TEXT_MAX, FOLLOWUPS_MAX, PERSONS_MAX

    def cut(n: int) -> str:
        return (("Oost ♠ zegt één ding, " if words else "https://x.nl/ab♥") * n)[:n]

    return {
        "table": 1,
        "board": 1,
        "title": cut(SHORT_MAX),
        "facts_agreed": cut(TEXT_MAX),
        "facts_disputed": cut(TEXT_MAX),
        "director_finding": cut(TEXT_MAX),
        "notes": cut(TEXT_MAX),
        "appeal_note": cut(TEXT_MAX),
        "adjusted_score": {"kind": "assigned", "ns": "+420", "ew": "-420", "note": cut(TEXT_MAX)},
        "persons": [{"role": "other", "name": cut(NAME_MAX)} for _ in range(PERSONS_MAX)],
        "followups": [{"kind": "note", "text": cut(FOLLOWUP_TEXT_MAX)}] * FOLLOWUPS_MAX,
    }


def bench_report(runs: int) -> None:
    """The appeal report as PDF for the largest allowed ruling (goal: under 1 s)."""
    from arbiter.log import report
    from arbiter.log.service import LogService
    from arbiter.log.store import Store

    with tempfile.TemporaryDirectory() as tmp:
        store = Store.open(f"sqlite:///{tmp}/report.db")
        svc = LogService(store)
        event = svc.create_event({"club": "Bench", "date": "2026-11-21"}, "bench")
        for words in (True, False):
            r = svc.ruling(svc.add_ruling(event["id"], largest(words), "bench")["id"], "nl")
            report.pdf(r, "nl")  # warm up: imports, font files
            times, cpu, size = [], [], 0
            for _ in range(runs):
                t0, c0 = time.perf_counter(), time.process_time()
                size = len(report.pdf(r, "nl"))
                times.append(time.perf_counter() - t0)
                cpu.append(time.process_time() - c0)
            kind = "words" if words else "unbroken"
            pages = len(re.findall(rb"/Type /Page\b", report.pdf(r, "nl")))
            print(
                f"report PDF  largest ruling ({kind:<8}): {statistics.median(times) * 1000:5.0f} ms"
                f" median of {runs} ({statistics.median(cpu) * 1000:.0f} ms CPU; {pages} pages,"
                f" {size / 1024:,.0f} KiB)"
            )
        store.dispose()


def reset_postgres(url: str) -> None:
    from sqlalchemy import inspect, text

    from arbiter.log.store import Store

    store = Store.open(url)
    with store.engine.begin() as conn:
        if inspect(conn).has_table("log_users"):
            conn.execute(
                text(
                    "TRUNCATE log_history, log_followups, log_persons, log_rulings, log_events, "
                    "log_settings, log_login_failures, log_sessions, log_users RESTART IDENTITY "
                    "CASCADE"
                )
            )
    store.dispose()


def bench(name: str, url: str, count: int, runs: int) -> None:
    from fastapi import FastAPI
    from fastapi.testclient import TestClient

    from arbiter.log.auth import Accounts
    from arbiter.log.web import install

    app = FastAPI()
    log_app = install(app, url)
    svc = log_app.service
    Accounts(log_app.store).add_user("bench", PASSWORD)
    event = svc.create_event({"club": "Bench", "date": "2026-11-21"}, "bench")
    for i in range(20):  # warm up (imports, caches, connection pool)
        svc.add_ruling(event["id"], ruling(i), "bench")
    event = svc.create_event({"club": "Bench", "date": "2026-11-22"}, "bench")
    started = time.perf_counter()
    for i in range(count):
        svc.add_ruling(event["id"], ruling(i), "bench")
    elapsed = time.perf_counter() - started
    print(
        f"{name:<11} inserts: {count} rulings in {elapsed:.2f} s = "
        f"{count / elapsed:,.0f} rulings/s ({elapsed / count * 1000:.1f} ms each)"
    )

    client = TestClient(app, follow_redirects=False)
    page = client.get("/log/login")
    token = re.search(r'name="login_csrf" value="([^"]+)"', page.text)[1]
    client.post("/log/login", data={"username": "bench", "password": PASSWORD, "login_csrf": token})

    def timed(path: str) -> tuple[float, int]:
        times, size = [], 0
        for _ in range(runs):
            t0 = time.perf_counter()
            response = client.get(path)
            times.append(time.perf_counter() - t0)
            assert response.status_code == 200, response.status_code
            size = len(response.content)
        return statistics.median(times), size

    for label, path in (
        ("list page (HTML)", f"/log/events/{event['id']}"),
        ("list (JSON API)", f"/api/log/events/{event['id']}/rulings"),
        ("export (CSV)", f"/log/events/{event['id']}/export.csv"),
    ):
        median, size = timed(path)
        print(
            f"{name:<11} {label:<17} {count} rulings: {median * 1000:7.0f} ms median of "
            f"{runs} ({size / 1024:,.0f} KiB)"
        )
    log_app.store.dispose()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rulings", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--report-only", action="store_true", help="only the report PDF")
    args = parser.parse_args()
    bench_report(args.runs)
    if args.report_only:
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        bench("SQLite", f"sqlite:///{tmp}/bench.db", args.rulings, args.runs)
    pg = os.environ.get("ARBITER_BENCH_POSTGRES_URL") or os.environ.get("ARBITER_TEST_POSTGRES_URL")
    if pg:
        reset_postgres(pg)
        bench("PostgreSQL", pg, args.rulings, args.runs)
        reset_postgres(pg)
    else:
        print(
            "PostgreSQL  skipped: set ARBITER_BENCH_POSTGRES_URL "
            '(eval "$(bash scripts/ci/start-postgres.sh)")'
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
