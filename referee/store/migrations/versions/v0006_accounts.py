"""Accounts taken back and guarded: a scorer's user name is one within his club, compared folded
(``scorers.name_key``); his sessions end together (``session_epoch``); a club removes a scorer
(``removed_at``); API tokens expire (``expires_at``: those kept before last 90 days from this
migration), read or write (``access``: those kept before write, as they did) and may be for one table
(``table_id``); failed log-ins are kept a while to slow the guessing of passwords (``login_failures``).

On SQLite the scorers and tokens tables are made again (Alembic's batch mode), with the foreign keys
checked after (``referee.store.migrate.upgrade``). Two scorers of one club whose names fold alike (``Ann`` and ``ann``) were two names before: the later
one's name takes its number (``ann-7``), so that each logs in by a name of his own.

Revision ID: 0006
Revises: 0005
"""
from __future__ import annotations

from datetime import UTC, datetime, timedelta

import sqlalchemy as sa
from alembic import op

from referee.store.names import name_key

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

#: SQLite's unnamed constraints, named so that a table made again (batch mode) can leave one out.
NAMING = {"uq": "uq_%(table_name)s_%(column_0_name)s"}


def upgrade() -> None:
    bind = op.get_bind()
    op.add_column("scorers", sa.Column("name_key", sa.String(255), nullable=True))
    op.add_column("scorers", sa.Column("session_epoch", sa.Integer, nullable=False, server_default="0"))
    op.add_column("scorers", sa.Column("removed_at", sa.DateTime(timezone=True), nullable=True))
    taken: set[tuple[int, str]] = set()
    for scorer_id, club_id, username in bind.execute(sa.text("SELECT id, club_id, username FROM scorers ORDER BY id")):
        key = name_key(username)
        if (club_id, key) in taken:
            username = f"{username}-{scorer_id}"
            key = name_key(username)
        taken.add((club_id, key))
        bind.execute(sa.text("UPDATE scorers SET username = :name, name_key = :key WHERE id = :id"),
                     {"name": username, "key": key, "id": scorer_id})
    with op.batch_alter_table("scorers", naming_convention=NAMING) as batch:
        batch.alter_column("name_key", existing_type=sa.String(255), nullable=False)
        batch.drop_constraint(_username_unique(bind), type_="unique")
        batch.create_unique_constraint("uq_scorers_club_name_key", ["club_id", "name_key"])
        batch.create_index("ix_scorers_name_key", ["name_key"])

    op.add_column("api_tokens", sa.Column("expires_at", sa.DateTime(timezone=True), nullable=True))
    op.add_column("api_tokens", sa.Column("access", sa.String(8), nullable=False, server_default="write"))
    op.execute(sa.text("UPDATE api_tokens SET expires_at = :at").bindparams(at=datetime.now(UTC) + timedelta(days=90)))
    with op.batch_alter_table("api_tokens") as batch:
        batch.alter_column("expires_at", existing_type=sa.DateTime(timezone=True), nullable=False)
        batch.add_column(sa.Column("table_id", sa.Integer, nullable=True))
        batch.create_foreign_key("fk_api_tokens_table_id", "game_tables", ["table_id"], ["id"])

    op.create_table(
        "login_failures",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name_key", sa.String(255), nullable=False),
        sa.Column("address", sa.String(64), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
    )
    for column in ("name_key", "address", "at"):
        op.create_index(f"ix_login_failures_{column}", "login_failures", [column])


def _username_unique(bind: sa.Connection) -> str:
    """The name of the constraint that kept user names unique across clubs (unnamed, it takes ``NAMING``'s)."""
    found = next(c for c in sa.inspect(bind).get_unique_constraints("scorers") if c["column_names"] == ["username"])
    return found["name"] or "uq_scorers_username"


def downgrade() -> None:
    op.drop_table("login_failures")
    with op.batch_alter_table("api_tokens") as batch:
        batch.drop_constraint("fk_api_tokens_table_id", type_="foreignkey")
        batch.drop_column("table_id")
        batch.drop_column("access")
        batch.drop_column("expires_at")
    with op.batch_alter_table("scorers") as batch:
        batch.drop_index("ix_scorers_name_key")
        batch.drop_constraint("uq_scorers_club_name_key", type_="unique")
        batch.drop_column("removed_at")
        batch.drop_column("session_epoch")
        batch.drop_column("name_key")
        batch.create_unique_constraint("scorers_username_key", ["username"])
