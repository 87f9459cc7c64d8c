"""A soak of ``arbiter serve`` under a mixed load, on SQLite and PostgreSQL (issue 24: a
server grew from 106 MB to 535 MB in an hour of probing, and nobody knew whether it
levels off). Bounded in count and time: rounds of the same requests (guide pages of
every topic, the API, calculators, the log's writes and reads, table calls, bad
requests), each followed by pages never asked before, until the page cache is full.

After the first rounds (the caches fill, the solver and the templates load) the server's
memory must stay level: the same requests again cost nothing more, and pages beyond the
cache's bound push old ones out. If it grows, the failure says what grew (the server's
own report: caches, kept answers, objects by type). ``bench/soak.py`` runs it longer.
"""

from __future__ import annotations

import pytest

from arbiter.log.auth import Accounts
from arbiter.log.calls import CallService
from arbiter.log.hands import HandService
from arbiter.log.service import LogService
from arbiter.log.store import Store
from tests.web.conftest import Server
from tests.web.soak_load import HANDS, PASSWORD, Soak, growth, run

ROUNDS = 5
FLOOD = 150
SECONDS = 90
PAGE_CACHE_MB = 8  # small, so that a short soak fills it (the default is larger)


@pytest.fixture
def soaked(db_url, tmp_path):
    store = Store.open(db_url)
    Accounts(store).add_user("dirk", PASSWORD, "director")
    event = LogService(store).create_event({"club": "BC De Troef", "date": "2026-11-28"}, "t")
    HandService(store).import_file(event["id"], HANDS.read_bytes(), "z.pbn", "dirk")
    token = CallService(store).table_token(event["id"], 3)
    store.dispose()
    server = Server(tmp_path, {"ARBITER_DATABASE_URL": db_url,
                               "ARBITER_PAGE_CACHE_MB": str(PAGE_CACHE_MB)})  # fmt: skip
    yield server, event["id"], token
    server.stop()


def test_memory_levels_off_under_a_mixed_load(soaked, capsys):
    server, event_id, token = soaked
    soak = Soak(server.url, event_id, token, paths_per_topic=2)
    seen = run(soak, ROUNDS, FLOOD, SECONDS)
    with capsys.disabled():
        print(f"\nsoak: {soak.requests} requests, statuses {dict(sorted(soak.statuses.items()))}")
    assert 500 not in soak.statuses and len(seen) >= 4, (soak.statuses, len(seen))
    warm, last = seen[2], seen[-1]
    cache = last["page_cache"]
    assert cache["bytes"] <= PAGE_CACHE_MB * 1_000_000, cache  # the bound holds
    assert seen[-2]["page_cache"]["bytes"] > PAGE_CACHE_MB * 1_000_000 * 0.7  # ... and is full
    # after two rounds: level, within 15 MB (the allocator's own ups and downs)
    assert last["rss_mb"] - warm["rss_mb"] <= 15, growth(warm, last)
    assert last["gc_tracked"] - warm["gc_tracked"] < 20_000, growth(warm, last)
