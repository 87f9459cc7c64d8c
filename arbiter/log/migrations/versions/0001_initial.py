"""The ruling log: users, sessions, settings, events, rulings, persons, follow-ups, history.

Revision ID: 0001
Revises:
Create Date: 2026-11-21
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "log_users",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("username", sa.String(100), nullable=False, unique=True),
        sa.Column("display_name", sa.String(100), nullable=True),
        sa.Column("role", sa.String(16), nullable=False),
        sa.Column("password_hash", sa.String(255), nullable=False),
        sa.Column("active", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
    )
    op.create_table(
        "log_sessions",
        sa.Column("id", sa.String(64), primary_key=True),
        sa.Column(
            "user_id",
            sa.Integer(),
            sa.ForeignKey("log_users.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("csrf", sa.String(64), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("expires_at", sa.DateTime(), nullable=False),
    )
    op.create_table(
        "log_login_failures",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("key", sa.String(200), nullable=False),
        sa.Column("at", sa.DateTime(), nullable=False),
    )
    op.create_index("ix_log_login_failures_key_at", "log_login_failures", ["key", "at"])
    op.create_table(
        "log_settings",
        sa.Column("key", sa.String(64), primary_key=True),
        sa.Column("value", sa.Text(), nullable=False),
    )
    op.create_table(
        "log_events",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("club", sa.String(200), nullable=False),
        sa.Column("date", sa.Date(), nullable=False),
        sa.Column("session", sa.String(100), nullable=True),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("profile", sa.String(16), nullable=False),
        sa.Column("ruling_count", sa.Integer(), nullable=False),
        sa.Column("results_published_at", sa.DateTime(), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("created_by", sa.String(100), nullable=False),
    )
    op.create_index("ix_log_events_date", "log_events", ["date"])
    op.create_table(
        "log_rulings",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("uid", sa.String(36), nullable=False, unique=True),
        sa.Column(
            "event_id",
            sa.Integer(),
            sa.ForeignKey("log_events.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("number", sa.Integer(), nullable=False),
        sa.Column("round", sa.Integer(), nullable=True),
        sa.Column("table_no", sa.Integer(), nullable=True),
        sa.Column("board", sa.Integer(), nullable=False),
        sa.Column("called_at", sa.DateTime(), nullable=True),
        sa.Column("called_by", sa.String(1), nullable=True),
        sa.Column("topic", sa.String(100), nullable=True),
        sa.Column("title", sa.String(200), nullable=True),
        sa.Column("answers", sa.JSON(), nullable=False),
        sa.Column("facts", sa.JSON(), nullable=False),
        sa.Column("ruling_node", sa.String(100), nullable=True),
        sa.Column("ruling_text", sa.JSON(), nullable=False),
        sa.Column("outcome", sa.JSON(), nullable=False),
        sa.Column("laws", sa.JSON(), nullable=False),
        sa.Column("facts_agreed", sa.Text(), nullable=True),
        sa.Column("facts_disputed", sa.Text(), nullable=True),
        sa.Column("director_finding", sa.Text(), nullable=True),
        sa.Column("notes", sa.Text(), nullable=True),
        sa.Column("adjusted_score", sa.JSON(), nullable=True),
        sa.Column("appeal_status", sa.String(16), nullable=False),
        sa.Column("appeal_note", sa.Text(), nullable=True),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("created_by", sa.String(100), nullable=False),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.Column("updated_by", sa.String(100), nullable=False),
        sa.UniqueConstraint("event_id", "number", name="uq_log_rulings_event_number"),
    )
    op.create_index("ix_log_rulings_event_board", "log_rulings", ["event_id", "board"])
    op.create_index("ix_log_rulings_event_table", "log_rulings", ["event_id", "table_no"])
    op.create_index("ix_log_rulings_topic", "log_rulings", ["topic"])
    op.create_table(
        "log_persons",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "ruling_id",
            sa.Integer(),
            sa.ForeignKey("log_rulings.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("seat", sa.String(1), nullable=True),
        sa.Column("role", sa.String(16), nullable=False),
        sa.Column("pair_no", sa.Integer(), nullable=True),
        sa.Column("team_no", sa.Integer(), nullable=True),
        sa.Column("name", sa.String(100), nullable=True),
        sa.Column("federation_no", sa.String(20), nullable=True),
    )
    op.create_index("ix_log_persons_ruling_id", "log_persons", ["ruling_id"])
    op.create_index("ix_log_persons_name", "log_persons", ["name"])
    op.create_index("ix_log_persons_federation_no", "log_persons", ["federation_no"])
    op.create_table(
        "log_followups",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "ruling_id",
            sa.Integer(),
            sa.ForeignKey("log_rulings.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("kind", sa.String(32), nullable=False),
        sa.Column("text", sa.JSON(), nullable=False),
        sa.Column("laws", sa.JSON(), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("resolution", sa.Text(), nullable=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("resolved_at", sa.DateTime(), nullable=True),
        sa.Column("resolved_by", sa.String(100), nullable=True),
    )
    op.create_index("ix_log_followups_ruling_status", "log_followups", ["ruling_id", "status"])
    op.create_table(
        "log_history",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "ruling_id",
            sa.Integer(),
            sa.ForeignKey("log_rulings.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("action", sa.String(16), nullable=False),
        sa.Column("changed_at", sa.DateTime(), nullable=False),
        sa.Column("changed_by", sa.String(100), nullable=False),
        sa.Column("changes", sa.JSON(), nullable=False),
    )
    op.create_index("ix_log_history_ruling_id", "log_history", ["ruling_id"])


def downgrade() -> None:
    for table in (
        "log_history",
        "log_followups",
        "log_persons",
        "log_rulings",
        "log_events",
        "log_settings",
        "log_login_failures",
        "log_sessions",
        "log_users",
    ):
        op.drop_table(table)
