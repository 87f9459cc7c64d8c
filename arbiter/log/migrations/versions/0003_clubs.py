"""Clubs on one shared server: an event belongs to a club, an account to one or more.

A log from before has one club: every event and every account is put in it, so that it
works as before. The club is named after the club most of the events name (a log kept at
one club names that club), or ``standaard`` when there are no events yet.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-24
"""

import datetime as dt

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

DEFAULT_CLUB = "standaard"


def upgrade() -> None:
    op.create_table(
        "log_clubs",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("name", sa.String(200), nullable=False, unique=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
    )
    op.create_table(
        "log_memberships",
        sa.Column(
            "user_id",
            sa.Integer(),
            sa.ForeignKey("log_users.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column(
            "club_id",
            sa.Integer(),
            sa.ForeignKey("log_clubs.id", ondelete="CASCADE"),
            primary_key=True,
        ),
    )
    op.create_index("ix_log_memberships_club_id", "log_memberships", ["club_id"])
    with op.batch_alter_table("log_events") as batch:
        batch.add_column(sa.Column("club_id", sa.Integer(), nullable=True))
    _one_club_for_what_there_is()
    with op.batch_alter_table("log_events") as batch:
        batch.alter_column("club_id", existing_type=sa.Integer(), nullable=False)
        batch.create_foreign_key(
            "fk_log_events_club_id", "log_clubs", ["club_id"], ["id"], ondelete="RESTRICT"
        )
        batch.create_index("ix_log_events_club_id", ["club_id"])


def _one_club_for_what_there_is() -> None:
    conn = op.get_bind()
    events = sa.table("log_events", sa.column("club", sa.String()), sa.column("club_id"))
    users = sa.table("log_users", sa.column("id", sa.Integer()))
    clubs = sa.table(
        "log_clubs",
        sa.column("id", sa.Integer()),
        sa.column("name", sa.String()),
        sa.column("created_at", sa.DateTime()),
    )
    members = sa.table("log_memberships", sa.column("user_id"), sa.column("club_id"))
    user_ids = conn.execute(sa.select(users.c.id)).scalars().all()
    most = conn.execute(
        sa.select(events.c.club, sa.func.count().label("n"))
        .group_by(events.c.club)
        .order_by(sa.desc("n"), events.c.club)
        .limit(1)
    ).first()
    if most is None and not user_ids:
        return  # a new log: its first club comes with its first account
    name = (most.club.strip()[:200] if most and most.club.strip() else None) or DEFAULT_CLUB
    now = dt.datetime.now(dt.UTC).replace(tzinfo=None, microsecond=0)
    club_id = conn.execute(
        clubs.insert().values(name=name, created_at=now).returning(clubs.c.id)
    ).scalar_one()
    conn.execute(events.update().values(club_id=club_id))
    if user_ids:
        conn.execute(members.insert(), [{"user_id": u, "club_id": club_id} for u in user_ids])


def downgrade() -> None:
    with op.batch_alter_table("log_events") as batch:
        batch.drop_index("ix_log_events_club_id")
        batch.drop_constraint("fk_log_events_club_id", type_="foreignkey")
        batch.drop_column("club_id")
    op.drop_index("ix_log_memberships_club_id", "log_memberships")
    op.drop_table("log_memberships")
    op.drop_table("log_clubs")
