"""Alembic environment: run on the connection ``Store.migrate`` hands over.

Run by hand (``alembic -c ...``) it connects to ``ARBITER_DATABASE_URL`` or the default
SQLite file instead.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy.engine import Connection

from arbiter.log.models import Base

config = context.config
connection = config.attributes.get("connection")


def run(conn: Connection) -> None:
    """One transaction for the whole upgrade on both backends: SQLite runs DDL in a
    transaction too, so a start-up killed half-way leaves the old schema, not half one."""
    context.configure(
        connection=conn,
        target_metadata=Base.metadata,
        transactional_ddl=True,
        render_as_batch=True,
    )
    with context.begin_transaction():
        context.run_migrations()


if connection is None:  # pragma: no cover - only when run by hand
    from arbiter.log.store import Store

    store = Store.open(migrate=False)
    with store.engine.execution_options(arbiter_write=True).connect() as conn:
        run(conn)
else:
    run(connection)
