"""An event's hand records: the deal of every board, and its double-dummy analysis.

One row per board of an event (unique), written all at once when a hand-record file is
imported; the analysis (tricks table and par, as JSON) is filled in afterwards by the
background worker, board by board, ``dd_status`` telling how far it is.

Revision ID: 0006_hand_records
Revises: 0005_table_calls
Create Date: 2026-11-24
"""

import sqlalchemy as sa
from alembic import op

revision = "0006_hand_records"
down_revision = "0005_table_calls"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "log_hand_records",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "event_id",
            sa.Integer(),
            sa.ForeignKey("log_events.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("board", sa.Integer(), nullable=False),
        sa.Column("dealer", sa.String(1), nullable=False),
        sa.Column("vulnerability", sa.String(8), nullable=False),
        sa.Column("deal", sa.String(80), nullable=False),
        sa.Column("source", sa.String(200), nullable=True),
        sa.Column("line", sa.Integer(), nullable=True),
        sa.Column("dd_status", sa.String(16), nullable=False),
        sa.Column("dd", sa.JSON(), nullable=True),
        sa.Column("dd_seconds", sa.Float(), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("created_by", sa.String(100), nullable=False),
        sa.UniqueConstraint("event_id", "board", name="uq_log_hand_records_board"),
    )
    op.create_index("ix_log_hand_records_dd_status", "log_hand_records", ["dd_status"])


def downgrade() -> None:
    op.drop_index("ix_log_hand_records_dd_status", table_name="log_hand_records")
    op.drop_table("log_hand_records")
