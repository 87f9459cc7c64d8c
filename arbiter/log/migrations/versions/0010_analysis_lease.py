"""Hand records: when a process took a board for analysis.

``log_hand_records.dd_claimed_at``: with several server processes on one database, a
process that starts must not put back the boards another one is analysing (before, each
start set every ``running`` board to ``pending``, so they were analysed again). A board
``running`` for longer than a lease was left by a process that stopped, and any worker
takes it again. Boards ``running`` from before have no time: taken again at once.

Revision ID: 0010_analysis_lease
Revises: 0009_call_callers
Create Date: 2026-11-28
"""

import sqlalchemy as sa
from alembic import op

revision = "0010_analysis_lease"
down_revision = "0009_call_callers"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("log_hand_records") as batch:
        batch.add_column(sa.Column("dd_claimed_at", sa.DateTime(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("log_hand_records") as batch:
        batch.drop_column("dd_claimed_at")
