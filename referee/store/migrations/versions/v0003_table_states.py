"""Each table's state kept with its log (``referee.store.kept``): the head, the live deals, the
corrections and the ruling's summary in ``table_states``, each live deal's ruling in ``deal_rulings``,
so that an append reads only its own deal's events and writes only the rulings that changed. They
replace ``table_rulings`` (one document per table); all are derived from the log and made again from
it when missing, so nothing is carried over.

Revision ID: 0003
Revises: 0002
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "table_states",
        sa.Column("table_id", sa.Integer, sa.ForeignKey("game_tables.id"), primary_key=True),
        sa.Column("head", sa.Integer, nullable=False),
        sa.Column("engine", sa.String(64), nullable=False),
        sa.Column("opened", sa.Integer, nullable=False),
        sa.Column("record", sa.JSON, nullable=False),
        sa.Column("deals", sa.JSON, nullable=False),
        sa.Column("corrections", sa.JSON, nullable=False),
        sa.Column("summary", sa.Text, nullable=False),
        sa.Column("totals", sa.JSON, nullable=False),
    )
    op.create_table(
        "deal_rulings",
        sa.Column("table_id", sa.Integer, sa.ForeignKey("game_tables.id"), primary_key=True),
        sa.Column("position", sa.Integer, primary_key=True),
        sa.Column("ruling", sa.Text, nullable=False),
    )
    op.drop_table("table_rulings")


def downgrade() -> None:
    op.create_table(  # as 0002 made it, empty: its rulings are made again from the log when read
        "table_rulings",
        sa.Column("table_id", sa.Integer, sa.ForeignKey("game_tables.id"), primary_key=True),
        sa.Column("head", sa.Integer, nullable=False),
        sa.Column("engine", sa.String(64), nullable=False),
        sa.Column("keys", sa.JSON, nullable=False),
        sa.Column("ruling", sa.JSON, nullable=False),
        sa.Column("totals", sa.JSON, nullable=False),
    )
    op.drop_table("deal_rulings")
    op.drop_table("table_states")
