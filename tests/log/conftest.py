"""The log's tests run against SQLite and against a real PostgreSQL server.

Every test that uses ``store`` (or anything built on it) runs twice: ``[sqlite]`` on a
fresh file, ``[postgresql]`` on the server named by ``ARBITER_TEST_POSTGRES_URL`` (emptied
before each test). Without that variable the PostgreSQL runs are skipped on a developer's
machine, but fail when ``CI`` is set: CI must start the server
(``eval "$(bash scripts/ci/start-postgres.sh)"``) so that it shows they ran. The summary
at the end says how many log tests passed on each backend (tests/conftest.py).
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient

from arbiter.guide.library import library
from arbiter.guide.paths import paths

PG_ENV = "ARBITER_TEST_POSTGRES_URL"
BACKENDS = ("sqlite", "postgresql")
_TABLES = (
    "log_table_calls, log_hand_records, log_history, log_followups, log_persons, log_rulings, "
    "log_events, log_settings, log_memberships, log_clubs, "
    "log_login_failures, log_sessions, log_users"
)


def pg_url() -> str | None:
    """The PostgreSQL database of this test process: the one named by
    ``ARBITER_TEST_POSTGRES_URL``, or under pytest-xdist a database of each worker's own
    on the same server (``arbiter_test_gw0`` ...), made on first use, so that workers
    emptying their tables never meet."""
    url = os.environ.get(PG_ENV) or None
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    if url is None or not worker:
        return url
    return _worker_database(url, worker)


_made: dict[str, str] = {}


def _worker_database(url: str, worker: str) -> str:
    if worker in _made:
        return _made[worker]
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    base = make_url(url)
    name = f"{base.database}_{worker}"
    engine = create_engine(base, isolation_level="AUTOCOMMIT")
    with engine.connect() as conn:
        found = conn.execute(text("SELECT 1 FROM pg_database WHERE datname = :n"), {"n": name})
        if not found.first():
            conn.execute(text(f'CREATE DATABASE "{name}"'))
    engine.dispose()
    _made[worker] = base.set(database=name).render_as_string(hide_password=False)
    return _made[worker]


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    """A data folder of the test's own (the server's key is made there)."""
    folder = tmp_path / "data"
    monkeypatch.setenv("ARBITER_DATA_DIR", str(folder))
    return folder


@pytest.fixture(params=BACKENDS)
def db_url(request, tmp_path) -> str:
    """A database URL with the current schema and no rows, on each backend in turn."""
    if request.param == "sqlite":
        path = tmp_path / "log.db"
        shutil.copyfile(_sqlite_template(request), path)
        url = f"sqlite:///{path}"
    else:
        url = pg_url()
        if url is None:
            if os.environ.get("CI"):
                pytest.fail(
                    f"CI is set but {PG_ENV} is not: the PostgreSQL tests must run in "
                    'CI. Start the server first: eval "$(bash '
                    'scripts/ci/start-postgres.sh)"',
                    pytrace=False,
                )
            pytest.skip(f"{PG_ENV} not set (start one with scripts/ci/start-postgres.sh)")
        _reset_postgres(url)
    request.node.user_properties.append(("backend", request.param))  # for xdist's summary
    return url


_template: list[Path] = []


def _sqlite_template(request) -> Path:
    """A SQLite log with the current schema and no rows, migrated from nothing once a
    process and copied for each test, as PostgreSQL's schema is made once a run and
    emptied for each test: running the migrations took 0.2 s of CPU a test."""
    if not _template:
        from arbiter.log.store import Store

        folder = request.getfixturevalue("tmp_path_factory").mktemp("sqlite-template")
        store = Store.open(f"sqlite:///{folder / 'log.db'}")
        store.dispose()  # the last connection closed: the write-ahead log is in the file
        assert not (folder / "log.db-wal").exists()
        _template.append(folder / "log.db")
    return _template[0]


_schema_dropped: set[str] = set()


def _reset_postgres(url: str) -> None:
    """Empty the log's tables; the first time in a run, drop the whole schema so that the
    migrations run from nothing on PostgreSQL too."""
    from sqlalchemy import create_engine, inspect, text

    from arbiter.log.store import Store

    if url not in _schema_dropped:
        engine = create_engine(url)
        with engine.begin() as conn:
            conn.execute(text("DROP SCHEMA public CASCADE"))
            conn.execute(text("CREATE SCHEMA public"))
        engine.dispose()
        _schema_dropped.add(url)
    store = Store.open(url)  # migrates a fresh database
    try:
        with store.engine.begin() as conn:
            if inspect(conn).has_table("log_users"):
                conn.execute(text(f"TRUNCATE {_TABLES} RESTART IDENTITY CASCADE"))
    finally:
        store.dispose()


@pytest.fixture
def store(db_url):
    from arbiter.log.store import Store

    s = Store.open(db_url)
    yield s
    s.dispose()


@pytest.fixture
def svc(store):
    from arbiter.log.service import LogService

    return LogService(store)


@pytest.fixture
def event(svc) -> dict:
    return svc.create_event(
        {"club": "BC De Troef", "date": "2026-11-21", "session": "avond", "kind": "pairs"},
        "test",
    )


def ruling_answers(topic_id: str = "insufficient-bid", index: int = 0) -> dict[str, str]:
    """The answers of one complete path through a topic."""
    topic = library().topic(topic_id)
    return list(paths(topic))[index].as_dict()


def a_ruling(**overrides) -> dict:
    data = {
        "table": 3,
        "board": 12,
        "round": 2,
        "called_at": "20:41",
        "called_by": "Z",
        "topic": "insufficient-bid",
        "answers": ruling_answers(),
        "persons": [{"role": "offender", "seat": "O", "pair": 4, "name": "Piet Jansen"}],
        "facts_agreed": "Oost bood 1♥ na 1♠ van Noord.",
    }
    data.update(overrides)
    return data


# -- password hashes ------------------------------------------------------------------------

#: Argon2id at its least cost (one pass over 8 KiB): some 800 hashes and checks of the
#: log's tests took 150 s of CPU at the product's cost (64 MiB, 3 passes, 0.16 s each).
#: What a test of accounts, roles and sessions checks does not depend on the cost. The
#: tests of signing in itself (throttle, hashes that overlap, a crowd's memory, the cost
#: stored) are marked ``real_password_hash`` and keep the product's hasher.
QUICK_HASH = {"time_cost": 1, "memory_cost": 8, "parallelism": 1}


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "real_password_hash: the product's Argon2id cost, not the tests' least one"
    )


@pytest.fixture(autouse=True)
def _quick_password_hashes(request, monkeypatch):
    if request.node.get_closest_marker("real_password_hash") is not None:
        return
    from argon2 import PasswordHasher

    from arbiter.log import auth

    hasher = PasswordHasher(**QUICK_HASH)
    dummy = hasher.hash("no account has this password")
    monkeypatch.setattr(auth, "_hasher", lambda: hasher)
    monkeypatch.setattr(auth, "_dummy_hash", lambda: dummy)


# -- the log's web app, signed in as each role -------------------------------------------

PASSWORD = "correct horse battery"


@pytest.fixture
def app(db_url):
    """The log on a small FastAPI app, with director dirk and viewer vera."""
    from arbiter.log.auth import Accounts
    from arbiter.log.web import install

    application = FastAPI()
    log_app = install(application, db_url)
    accounts = Accounts(log_app.store)
    accounts.add_user("dirk", PASSWORD, "director")
    accounts.add_user("vera", PASSWORD, "viewer")
    yield application
    log_app.store.dispose()


def client_for(app, user: str | None) -> TestClient:
    client = TestClient(app, follow_redirects=False)
    if user:
        response = login(client, user, PASSWORD)
        assert response.status_code == 303, response.text
    return client


def login(client: TestClient, user: str, password: str, next_url: str = "/log"):
    page = client.get("/log/login", params={"next": next_url})
    token = re.search(r'name="login_csrf" value="([^"]+)"', page.text)[1]
    return client.post(
        "/log/login",
        data={"username": user, "password": password, "login_csrf": token, "next": next_url},
    )


def csrf_of(client: TestClient) -> str:
    page = client.get("/log")
    return re.search(r'name="csrf_token" value="([^"]+)"', page.text)[1]


@pytest.fixture
def director(app):
    return client_for(app, "dirk")


@pytest.fixture
def viewer(app):
    return client_for(app, "vera")


@pytest.fixture
def anon(app):
    return client_for(app, None)


@pytest.fixture
def event_id(app) -> int:
    svc = app.state.arbiter_log.service
    return svc.create_event({"club": "BC De Troef", "date": "2026-11-21"}, "dirk")["id"]


@pytest.fixture
def ruling_id(app, event_id) -> int:
    svc = app.state.arbiter_log.service
    data = a_ruling(followups=[{"kind": "check_board", "text": "Spel nakijken"}])
    return svc.add_ruling(event_id, data, "dirk")["id"]


def log_routes(app) -> list[tuple[str, str]]:
    """(method, path) of every route of the log, read from the app (so that a route added
    later is covered by the tests that go over them all)."""

    def walk(routes):
        for route in routes:
            inner = getattr(route, "original_router", None) or getattr(route, "app", None)
            if inner is not None and hasattr(inner, "routes"):
                yield from walk(inner.routes)
            else:
                yield route

    found = {
        (method, route.path)
        for route in walk(app.routes)
        for method in getattr(route, "methods", None) or ()
        if method != "HEAD" and route.path.startswith(("/log", "/api/log"))
    }
    return sorted(found, key=lambda r: (r[1], r[0]))


def count_rulings(app) -> int:
    return app.state.arbiter_log.service.counts()["rulings"]


def club_log(db: Path, kind: str = "pairs", hands: Path | None = None) -> tuple[int, int]:
    """A log file at ``db`` as a browser test finds it: director "dirk" (PASSWORD), one
    event of BC De Troef (with ``hands`` as its hand records, when given) and a ruling on
    board 6. Returns the event's and the ruling's ids."""
    from arbiter.log.auth import Accounts
    from arbiter.log.hands import HandService
    from arbiter.log.service import LogService
    from arbiter.log.store import Store

    store = Store.open(f"sqlite:///{db}")
    Accounts(store).add_user("dirk", PASSWORD, "director")
    svc = LogService(store)
    event = svc.create_event(
        {"club": "BC De Troef", "date": "2026-11-21", "session": "avond", "kind": kind}, "t"
    )
    if hands is not None:
        HandService(store).import_file(event["id"], hands.read_bytes(), hands.name, "dirk")
    ruling = svc.add_ruling(event["id"], a_ruling(board=6), "dirk")
    store.dispose()
    return event["id"], ruling["id"]
