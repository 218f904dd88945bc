"""Table links and the season's read-only link: a table's phone opens its scoring pages without an account
(``table_links``: an evening's table by its number, whatever the round, or one table; each with its expiry, deleted
when revoked), and ``clubs.standings_token`` lets anyone with the link read the club's season (a projector's).

Revision ID: 0008
Revises: 0007
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "table_links",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("club_id", sa.Integer, sa.ForeignKey("clubs.id"), nullable=False),
        sa.Column("evening_id", sa.Integer, sa.ForeignKey("evenings.id"), nullable=True),
        sa.Column("number", sa.Integer, nullable=True),
        sa.Column("table_id", sa.Integer, sa.ForeignKey("game_tables.id"), nullable=True, unique=True),
        sa.Column("token", sa.String(64), nullable=False, unique=True),
        sa.Column("created_by", sa.Integer, sa.ForeignKey("scorers.id"), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("evening_id", "number", name="uq_table_links_evening_number"),
    )
    op.add_column("clubs", sa.Column("standings_token", sa.String(64), nullable=True))
    op.create_index("ix_clubs_standings_token", "clubs", ["standings_token"], unique=True)


def downgrade() -> None:
    op.drop_table("table_links")
    op.drop_index("ix_clubs_standings_token", "clubs")
    if op.get_bind().dialect.name == "sqlite":  # in place (SQLite 3.35): a batch's copy of clubs would drop the table
        op.execute("ALTER TABLE clubs DROP COLUMN standings_token")  # its scorers and tables refer to
    else:
        op.drop_column("clubs", "standings_token")
