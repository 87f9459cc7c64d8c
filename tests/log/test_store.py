"""The database layer: URLs, connection settings, migrations, start-up cost."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import text

from arbiter.i18n import InputError
from arbiter.log import config
from arbiter.log.migrations import HEAD
from arbiter.log.store import MIGRATIONS_DIR, Store

ROOT = Path(__file__).resolve().parents[2]


def test_default_url_is_a_file_in_the_data_dir(monkeypatch, tmp_path):
    monkeypatch.delenv(config.URL_ENV, raising=False)
    monkeypatch.setenv(config.DATA_DIR_ENV, str(tmp_path))
    assert config.database_url() == f"sqlite:///{tmp_path}/arbiter.db"
    monkeypatch.delenv(config.DATA_DIR_ENV)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert config.database_url() == f"sqlite:///{tmp_path}/xdg/arbiter/arbiter.db"


def test_database_url_from_the_environment(monkeypatch):
    monkeypatch.setenv(config.URL_ENV, "postgres://u:secret@db.example/log")
    assert config.database_url() == "postgresql+psycopg://u:secret@db.example/log"
    with pytest.raises(InputError) as info:
        config.database_url("mysql://u:secret@host/db")
    assert "secret" not in info.value.message("en") and "***" in info.value.message("en")


def test_head_constant_matches_the_migration_scripts():
    from alembic.config import Config
    from alembic.script import ScriptDirectory

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS_DIR))
    assert ScriptDirectory.from_config(cfg).get_current_head() == HEAD


def test_migrations_build_exactly_the_models(store):
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    from arbiter.log.models import Base

    assert store.revision() == HEAD
    with store.engine.connect() as conn:
        assert compare_metadata(MigrationContext.configure(conn), Base.metadata) == []


def test_opening_again_is_a_no_op(db_url):
    first = Store.open(db_url)
    second = Store.open(db_url)
    assert first.revision() == second.revision() == HEAD
    first.dispose()
    second.dispose()


def test_sqlite_connection_settings(tmp_path):
    store = Store.open(f"sqlite:///{tmp_path}/deep/dir/log.db")
    db = tmp_path / "deep" / "dir" / "log.db"
    assert db.exists() and db.stat().st_mode & 0o077 == 0  # owner only: it holds names
    with store.engine.connect() as conn:
        assert conn.execute(text("PRAGMA journal_mode")).scalar() == "wal"
        assert conn.execute(text("PRAGMA foreign_keys")).scalar() == 1
        assert conn.execute(text("PRAGMA synchronous")).scalar() == 2  # FULL
        assert conn.execute(text("PRAGMA busy_timeout")).scalar() == 30000
    store.dispose()


def test_foreign_keys_are_enforced(store):
    from sqlalchemy.exc import IntegrityError

    from arbiter.log.models import History

    with pytest.raises(IntegrityError), store.write() as s:
        s.add(History(ruling_id=12345, version=1, action="create", changed_by="x", changes={}))


def test_guide_commands_do_not_load_the_database_stack():
    code = (
        "import sys; from arbiter.cli.main import main; main(['topics', '--json']); "
        "bad = [m for m in ('sqlalchemy', 'alembic', 'fastapi', 'argon2') "
        "if m in sys.modules]; sys.exit(len(bad))"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True)
    assert result.returncode == 0, result.stderr


def test_postgres_in_ci(request):
    """CI must run the PostgreSQL half of this suite, not skip it."""
    import os

    from tests.log.conftest import PG_ENV

    if os.environ.get("CI"):
        assert os.environ.get(PG_ENV), (
            f"CI is set but {PG_ENV} is not; start PostgreSQL with "
            'eval "$(bash scripts/ci/start-postgres.sh)" before pytest'
        )
    else:
        pytest.skip("not in CI")
