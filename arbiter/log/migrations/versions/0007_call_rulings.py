"""A call from a table knows the ruling it led to.

``log_table_calls.ruling_id``: set when the ruling started from the call is saved (the
call is then ``ruled``); NULL for a call that is waiting, dismissed, cancelled, or opened
and not yet ruled. A ruling that is deleted (its event purged) leaves the call without it.

Revision ID: 0007_call_rulings
Revises: 0006_hand_records
Create Date: 2026-11-24
"""

import sqlalchemy as sa
from alembic import op

revision = "0007_call_rulings"
down_revision = "0006_hand_records"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("log_table_calls") as batch:
        batch.add_column(sa.Column("ruling_id", sa.Integer(), nullable=True))
        batch.create_foreign_key(
            "fk_log_table_calls_ruling", "log_rulings", ["ruling_id"], ["id"],
            ondelete="SET NULL",
        )  # fmt: skip


def downgrade() -> None:
    with op.batch_alter_table("log_table_calls") as batch:
        batch.drop_constraint("fk_log_table_calls_ruling", type_="foreignkey")
        batch.drop_column("ruling_id")
