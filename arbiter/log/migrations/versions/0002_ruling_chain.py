"""A ruling keeps its whole story: the topics it went through, each with its ruling.

A ruling that hands over to another topic (a lead out of turn that leaves a penalty
card) is saved as one ruling; ``chain`` lists the topics with the ruling reached in each,
the final one last. Rulings saved before have a story of one topic: theirs.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-22
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("log_rulings") as batch:
        batch.add_column(sa.Column("chain", sa.JSON(), nullable=False, server_default="[]"))
    rulings = sa.table(
        "log_rulings",
        sa.column("id", sa.Integer()),
        sa.column("topic", sa.String()),
        sa.column("ruling_node", sa.String()),
        sa.column("chain", sa.JSON()),
    )
    connection = op.get_bind()
    rows = connection.execute(
        sa.select(rulings.c.id, rulings.c.topic, rulings.c.ruling_node).where(
            rulings.c.topic.is_not(None)
        )
    ).all()
    for row in rows:
        connection.execute(
            rulings.update()
            .where(rulings.c.id == row.id)
            .values(chain=[{"topic": row.topic, "node": row.ruling_node}])
        )


def downgrade() -> None:
    with op.batch_alter_table("log_rulings") as batch:
        batch.drop_column("chain")
