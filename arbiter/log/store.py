"""The database behind the log: engine, connection settings, sessions, migrations.

SQLite (the default, one file): every connection turns on foreign keys, WAL (readers
never block the writer), ``synchronous=FULL`` (a committed ruling survives a power cut,
not only a killed process) and a 30 s busy timeout. Write transactions start with
``BEGIN IMMEDIATE`` so that two writers queue for the lock instead of both reading and
then failing to upgrade; read transactions start with a plain ``BEGIN``.

PostgreSQL (by URL): the server does the rest; write transactions are ordinary
READ COMMITTED transactions that lock the event row they number rulings in.

``Store.open(url)`` runs the migrations (Alembic ``upgrade head``) when the database is
not at the head revision yet, so ``arbiter serve`` creates the file on first start.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import Engine, create_engine, event, inspect, text
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session, sessionmaker

from arbiter.log.config import database_url
from arbiter.log.migrations import HEAD

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
_PG_MIGRATION_LOCK = 727_1997  # any constant: one migrator at a time per database


@dataclass
class Store:
    url: str
    engine: Engine
    _read: sessionmaker[Session]
    _write: sessionmaker[Session]

    @property
    def dialect(self) -> str:
        return self.engine.dialect.name

    @classmethod
    def open(cls, url: str | None = None, migrate: bool = True) -> Store:
        resolved = database_url(url)
        engine = make_engine(resolved)
        writer = engine.execution_options(arbiter_write=True)
        store = cls(
            resolved,
            engine,
            sessionmaker(engine, expire_on_commit=False),
            sessionmaker(writer, expire_on_commit=False),
        )
        if migrate:
            store.migrate()
        _private(sqlite_path(resolved))
        return store

    @contextmanager
    def read(self) -> Iterator[Session]:
        with self._read() as session, session.begin():
            yield session

    @contextmanager
    def write(self) -> Iterator[Session]:
        """One write transaction: committed on leaving, rolled back on any exception."""
        with self._write() as session, session.begin():
            yield session

    def revision(self) -> str | None:
        with self.engine.connect() as conn:
            if not inspect(conn).has_table("alembic_version"):
                return None
            return conn.execute(text("SELECT version_num FROM alembic_version")).scalar()

    def migrate(self) -> None:
        """``alembic upgrade head``, unless the database is there already (cheap check)."""
        if self.revision() == HEAD:
            return
        self._alembic("upgrade", "head")

    def downgrade(self, revision: str) -> None:
        """``alembic downgrade REVISION`` (tests of a migration, an operator going back)."""
        self._alembic("downgrade", revision)

    def _alembic(self, direction: str, revision: str) -> None:
        """Run the migrations in one transaction. On SQLite, foreign keys are off while
        they run: a migration that rebuilds a table (SQLite cannot alter a column in
        place) drops the old one, and with foreign keys on, dropping a table deletes the
        rows that refer to it (an event's rulings). They are checked before the commit."""
        from alembic import command
        from alembic.config import Config

        config = Config()
        config.set_main_option("script_location", str(MIGRATIONS_DIR))
        writer = self.engine.execution_options(arbiter_write=True)
        sqlite = self.dialect == "sqlite"
        with writer.connect() as conn:
            raw = conn.connection.driver_connection if sqlite else None
            if raw is not None:
                raw.execute("PRAGMA foreign_keys=OFF")  # outside a transaction, or no effect
            try:
                if self.dialect == "postgresql":
                    conn.execute(
                        text("SELECT pg_advisory_xact_lock(:k)"), {"k": _PG_MIGRATION_LOCK}
                    )
                config.attributes["connection"] = conn
                getattr(command, direction)(config, revision)
                if sqlite and conn.execute(text("PRAGMA foreign_key_check")).first():
                    raise RuntimeError("a migration left rows that refer to nothing")
                conn.commit()
            finally:
                if raw is not None:
                    conn.rollback()
                    raw.execute("PRAGMA foreign_keys=ON")

    def dispose(self) -> None:
        self.engine.dispose()


def make_engine(url: str) -> Engine:
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        return _sqlite_engine(url)
    return create_engine(url, pool_pre_ping=True, pool_size=5, max_overflow=10)


def _sqlite_engine(url: str) -> Engine:
    parsed = make_url(url)
    database = parsed.database or ""
    if database and database != ":memory:" and not database.startswith("file:"):
        Path(database).expanduser().parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    engine = create_engine(url, connect_args={"timeout": 30, "check_same_thread": False})

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_conn, _record) -> None:  # pragma: no cover - trivial
        dbapi_conn.isolation_level = None  # we emit BEGIN ourselves (see _on_begin)
        cursor = dbapi_conn.cursor()
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute("PRAGMA busy_timeout=30000")
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=FULL")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn) -> None:
        immediate = conn.get_execution_options().get("arbiter_write")
        conn.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")

    return engine


def _private(path: str | None) -> None:
    """The log holds names: its SQLite file is readable by its owner only."""
    if path and os.path.exists(path):
        with contextlib.suppress(OSError):  # a file we do not own: leave it
            os.chmod(path, 0o600)


def sqlite_path(url: str) -> str | None:
    parsed = make_url(url)
    if parsed.get_backend_name() != "sqlite" or not parsed.database:
        return None
    return os.path.abspath(os.path.expanduser(parsed.database))
