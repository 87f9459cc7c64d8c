"""Calls from the tables: who called, for a limit per address.

``log_table_calls.caller``: a MAC of the caller's address made with the event's secret
(never the address itself), so that one phone or network cannot fill the director's
queue with calls from every table; NULL for calls from before.

Revision ID: 0009_call_callers
Revises: 0008_signin
Create Date: 2026-11-28
"""

import sqlalchemy as sa
from alembic import op

revision = "0009_call_callers"
down_revision = "0008_signin"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("log_table_calls") as batch:
        batch.add_column(sa.Column("caller", sa.String(32), nullable=True))
    op.create_index(
        "ix_log_table_calls_event_caller_at", "log_table_calls",
        ["event_id", "caller", "called_at"],
    )  # fmt: skip


def downgrade() -> None:
    op.drop_index("ix_log_table_calls_event_caller_at", "log_table_calls")
    with op.batch_alter_table("log_table_calls") as batch:
        batch.drop_column("caller")
