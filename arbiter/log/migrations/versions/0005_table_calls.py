"""Calls from the tables: each event gets a secret for its table pages, and the calls are
kept until a director opens or dismisses them (so they survive a restart).

Events from before get a token of their own here. Self-contained: it depends on the
events table only, so it can be chained after any later revision.

Revision ID: 0005_table_calls
Revises: 0004_training
Create Date: 2026-11-24
"""

import secrets

import sqlalchemy as sa
from alembic import op

revision = "0005_table_calls"
down_revision = "0004_training"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("log_events") as batch:
        batch.add_column(sa.Column("call_token", sa.String(64), nullable=True))
    conn = op.get_bind()
    events = sa.table("log_events", sa.column("id", sa.Integer()), sa.column("call_token"))
    for (event_id,) in conn.execute(sa.select(events.c.id)).all():
        conn.execute(
            events.update()
            .where(events.c.id == event_id)
            .values(call_token=secrets.token_urlsafe(16))
        )
    with op.batch_alter_table("log_events") as batch:
        batch.alter_column("call_token", existing_type=sa.String(64), nullable=False)
        batch.create_unique_constraint("uq_log_events_call_token", ["call_token"])
    op.create_table(
        "log_table_calls",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "event_id",
            sa.Integer(),
            sa.ForeignKey("log_events.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("table_no", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=True),
        sa.Column("board", sa.Integer(), nullable=True),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("waiting_key", sa.String(32), nullable=True),
        sa.Column("called_at", sa.DateTime(), nullable=False),
        sa.Column("closed_at", sa.DateTime(), nullable=True),
        sa.Column("closed_by", sa.String(100), nullable=True),
        sa.UniqueConstraint("waiting_key", name="uq_log_table_calls_waiting"),
    )
    op.create_index("ix_log_table_calls_event_status", "log_table_calls", ["event_id", "status"])
    op.create_index(
        "ix_log_table_calls_event_table_at",
        "log_table_calls",
        ["event_id", "table_no", "called_at"],
    )


def downgrade() -> None:
    op.drop_index("ix_log_table_calls_event_table_at", "log_table_calls")
    op.drop_index("ix_log_table_calls_event_status", "log_table_calls")
    op.drop_table("log_table_calls")
    with op.batch_alter_table("log_events") as batch:
        batch.drop_constraint("uq_log_events_call_token", type_="unique")
        batch.drop_column("call_token")
