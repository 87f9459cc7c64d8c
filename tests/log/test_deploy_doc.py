"""docs/deploy.md as written: each command marked ``<!-- run: NAME -->`` is run here, in
bash, exactly as the page shows it (only the database URL, the ports and the home folder
are this test's own); every other block says why it is not run (issue 24).

On PostgreSQL: the first start (migrate, accounts), three processes behind a proxy, a
backup with ``pg_dump`` and its restore, an upgrade of a log two versions old. On
SQLite: the backup of the log file while the server could run, and its restore.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import time
from pathlib import Path

import httpx
import pytest

from tests.log.conftest import PASSWORD, a_ruling, pg_url
from tests.web.conftest import ROOT, START_S, free_port

DOC = (ROOT / "docs" / "deploy.md").read_text(encoding="utf-8")
BLOCK = re.compile(r"(<!-- run: (\S+) -->\n)?```(\w+)\n(.*?)```", re.S)
RUN = {name: body for _, name, _, body in BLOCK.findall(DOC) if name}
BIN = str(Path(os.environ.get("VIRTUAL_ENV", ROOT / ".venv")) / "bin")


def bash(name: str, env: dict[str, str], cwd: Path, stdin: str = "", per_line: bool = False
         ) -> str:  # fmt: skip
    """Run the page's block ``name``; its output, or the test fails with it. With
    ``per_line`` each line is run on its own with ``stdin`` (a director typing the
    password asked for, twice, at each prompt). Run in a session of its own: no terminal,
    so the password prompts read standard input."""
    out = []
    commands = [c for c in RUN[name].splitlines() if c.strip()] if per_line else [RUN[name]]
    for command in commands:
        result = subprocess.run(["bash", "-euo", "pipefail", "-c", command], input=stdin,
                                capture_output=True, text=True, env=env, cwd=cwd, timeout=300,
                                start_new_session=True, check=False)  # fmt: skip
        assert result.returncode == 0, (command, result.stdout, result.stderr)
        assert "Traceback" not in result.stderr, result.stderr
        out.append(result.stdout)
    return "".join(out)


def base_env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("ARBITER_DATA_DIR", "XDG_DATA_HOME", "ARBITER_DATABASE_URL")}  # fmt: skip
    env.update(HOME=str(home), PATH=f"{BIN}:{env.get('PATH', '')}", PYTHONPATH=str(ROOT))
    return env


def test_every_block_is_run_or_says_why_not():
    """A command added to the page is run by a test, or the page says why it cannot be."""
    assert set(RUN) == {"first-start", "processes", "pg-backup", "pg-restore",
                        "sqlite-backup", "sqlite-restore", "upgrade"}  # fmt: skip
    for _marker, name, kind, body in BLOCK.findall(DOC):
        if name:
            continue
        before = DOC[: DOC.index(f"```{kind}\n{body}")][-400:]
        assert "not run by the tests" in " ".join(before.split()), body[:80]


@pytest.fixture
def deploy_db(tmp_path):
    """A PostgreSQL database of this test's own, empty, as a plain ``postgresql://`` URL
    (the form the page uses for arbiter and pg_dump alike)."""
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    url = pg_url()
    if url is None:
        if os.environ.get("CI"):
            pytest.fail("CI is set but ARBITER_TEST_POSTGRES_URL is not", pytrace=False)
        pytest.skip("ARBITER_TEST_POSTGRES_URL not set")
    base = make_url(url)
    name = f"{base.database}_deploy"
    admin = create_engine(base, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    admin.dispose()
    plain = base.set(drivername="postgresql", database=name)
    yield plain.render_as_string(hide_password=False)


def test_postgresql_first_start_processes_backup_restore_upgrade(deploy_db, tmp_path):
    from arbiter.log.migrations import HEAD
    from arbiter.log.service import LogService
    from arbiter.log.store import Store

    env = {**base_env(tmp_path), "ARBITER_DATABASE_URL": deploy_db,
           "ARBITER_DATA_DIR": str(tmp_path / "data")}  # fmt: skip
    out = bash("first-start", env, tmp_path, stdin=f"{PASSWORD}\n{PASSWORD}\n", per_line=True)
    assert HEAD in out
    store = Store.open(deploy_db, migrate=False)
    try:
        from arbiter.log.auth import Accounts

        accounts = {a["username"]: a for a in Accounts(store).users()}
        assert accounts["dirk"]["clubs"] == ["BC De Troef"] and accounts["fed"]["role"] == (
            "federation")  # fmt: skip
        svc = LogService(store)
        event = svc.create_event({"club": "BC De Troef", "date": "2026-11-28"}, "t")
        svc.add_ruling(event["id"], a_ruling(board=4), "t")

        # -- three processes, as the page starts them, on ports of this test's own
        ports = [free_port() for _ in range(3)]
        block = RUN["processes"].replace("8001 8002 8003", " ".join(map(str, ports)))
        quiet = subprocess.DEVNULL
        servers = subprocess.Popen(["bash", "-euo", "pipefail", "-c", block + "wait\n"],
                                   env=env, cwd=tmp_path, start_new_session=True,
                                   stdout=quiet, stderr=quiet)  # fmt: skip
        try:
            for port in ports:
                deadline = time.monotonic() + START_S
                while True:
                    try:
                        httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=2)
                        break
                    except httpx.HTTPError:
                        assert time.monotonic() < deadline, port
                        time.sleep(0.3)
                # behind the proxy: the phone's address and https, as nginx sends them
                login = httpx.post(f"http://127.0.0.1:{port}/api/log/login", timeout=60,
                                   json={"username": "dirk", "password": PASSWORD},
                                   headers={"x-forwarded-for": f"10.50.0.{port % 200}",
                                            "x-forwarded-proto": "https"})  # fmt: skip
                assert login.status_code == 200, login.text
                page = httpx.get(f"http://127.0.0.1:{port}/log/login", timeout=60,
                                 headers={"x-forwarded-for": "10.50.1.1",
                                          "x-forwarded-proto": "https"})  # fmt: skip
                assert 'id="insecure"' not in page.text  # the proxy's https is seen
                assert "secure" in page.headers.get("set-cookie", "").lower()
        finally:
            os.killpg(servers.pid, signal.SIGTERM)
            servers.wait(timeout=30)

        # -- backup, a change, the processes stopped, restore: the log as it was
        bash("pg-backup", env, tmp_path)
        assert (tmp_path / "arbiter.dump").stat().st_size > 1000
        svc.add_ruling(event["id"], a_ruling(board=9), "t")
        assert svc.counts()["rulings"] == 2
        store.dispose()
        bash("pg-restore", env, tmp_path)
        assert LogService(store).counts() == {"events": 1, "rulings": 1}

        # -- an upgrade of a log two versions old
        store.downgrade("0008_signin")
        assert store.revision() == "0008_signin"
        store.dispose()
        assert HEAD in bash("upgrade", env, tmp_path)
        assert store.revision() == HEAD
        assert LogService(store).counts() == {"events": 1, "rulings": 1}
    finally:
        store.dispose()


@pytest.mark.skipif(shutil.which("sqlite3") is None, reason="no sqlite3 program here")
def test_sqlite_backup_and_restore(tmp_path):
    from arbiter.log.service import LogService
    from arbiter.log.store import Store

    env = base_env(tmp_path)
    db = tmp_path / ".local" / "share" / "arbiter" / "arbiter.db"
    store = Store.open(f"sqlite:///{db}")  # the log as arbiter serve leaves it (WAL mode)
    svc = LogService(store)
    event = svc.create_event({"club": "BC De Troef", "date": "2026-11-28"}, "t")
    svc.add_ruling(event["id"], a_ruling(board=4), "t")
    bash("sqlite-backup", env, tmp_path)  # while the log is open
    svc.add_ruling(event["id"], a_ruling(board=9), "t")
    assert svc.counts()["rulings"] == 2
    store.dispose()  # arbiter serve stopped
    bash("sqlite-restore", env, tmp_path)
    again = Store.open(f"sqlite:///{db}")
    try:
        assert LogService(again).counts() == {"events": 1, "rulings": 1}
    finally:
        again.dispose()
