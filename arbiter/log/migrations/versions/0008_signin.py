"""Sign-in: checks under way are not failures; look-alike user names are one name.

``log_login_failures.pending``: an attempt is counted before its password is checked
(so that forty at once are forty), as pending; only a wrong password makes it a failure.
Rows from before are failures.

User names are kept in their compatibility form (NFKC, lower case: fullwidth ``ｄｉｒｋ``
is ``dirk``), as ``arbiter.log.auth.clean_username`` makes them from now on. A name
stored before in another form is rewritten, unless that would make it another
account's name: such an account keeps its name (its holder signs in as the other
account's name would be typed, so the operator renames one with ``arbiter user``).

Revision ID: 0008_signin
Revises: 0007_call_rulings
Create Date: 2026-11-28
"""

import unicodedata

import sqlalchemy as sa
from alembic import op

revision = "0008_signin"
down_revision = "0007_call_rulings"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("log_login_failures") as batch:
        batch.add_column(
            sa.Column("pending", sa.Boolean(), nullable=False, server_default=sa.false())
        )
    users = sa.table("log_users", sa.column("id", sa.Integer()), sa.column("username"))
    conn = op.get_bind()
    rows = conn.execute(sa.select(users.c.id, users.c.username)).all()
    taken = {name for _, name in rows}
    for user_id, name in rows:
        plain = unicodedata.normalize("NFKC", name).lower()
        if plain != name and plain not in taken:
            conn.execute(users.update().where(users.c.id == user_id).values(username=plain))
            taken.discard(name)
            taken.add(plain)


def downgrade() -> None:
    op.execute("DELETE FROM log_login_failures WHERE pending")
    with op.batch_alter_table("log_login_failures") as batch:
        batch.drop_column("pending")
