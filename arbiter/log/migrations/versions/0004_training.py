"""Self-test answers of signed-in users (arbiter train), for their progress per topic.

Self-contained: one new table, nothing else changes. Chained to the head of main when it
was written; the lead may re-chain it.

Revision ID: 0004_training
Revises: 0003
Create Date: 2026-11-24
"""

import sqlalchemy as sa
from alembic import op

revision = "0004_training"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "log_training_answers",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("uid", sa.String(36), nullable=False, unique=True),
        sa.Column(
            "user_id",
            sa.Integer(),
            sa.ForeignKey("log_users.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("item", sa.String(200), nullable=False),
        sa.Column("topic", sa.String(100), nullable=False),
        sa.Column("choice", sa.String(16), nullable=False),
        sa.Column("correct", sa.Boolean(), nullable=False),
        sa.Column("answered_at", sa.DateTime(), nullable=False),
    )
    op.create_index(
        "ix_log_training_answers_user_topic", "log_training_answers", ["user_id", "topic"]
    )


def downgrade() -> None:
    op.drop_index("ix_log_training_answers_user_topic", "log_training_answers")
    op.drop_table("log_training_answers")
