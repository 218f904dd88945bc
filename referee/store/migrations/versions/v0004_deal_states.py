"""Each live deal's kept state in a row of its own (``deal_states``: its place, what its ruling was made
from and came to, and the ruling), no longer in an array of ``table_states`` (which counts them,
``deals``): an append writes its table's row and the rows of the deals that changed, not every deal of
the table again. They replace ``deal_rulings`` and the array; all are derived from the log and made
again from it when missing, so nothing is carried over. ``tail`` keeps the score as the last live deal
found it, so that an append to it or a new deal reads that deal's row alone.

Revision ID: 0004
Revises: 0003
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def _table_states(*deals: sa.Column[object]) -> None:
    op.create_table(
        "table_states",
        sa.Column("table_id", sa.Integer, sa.ForeignKey("game_tables.id"), primary_key=True),
        sa.Column("head", sa.Integer, nullable=False),
        sa.Column("engine", sa.String(64), nullable=False),
        sa.Column("opened", sa.Integer, nullable=False),
        sa.Column("record", sa.JSON, nullable=False),
        *deals,
        sa.Column("corrections", sa.JSON, nullable=False),
        sa.Column("summary", sa.Text, nullable=False),
        sa.Column("totals", sa.JSON, nullable=False),
    )


def upgrade() -> None:
    op.drop_table("deal_rulings")
    op.drop_table("table_states")
    _table_states(sa.Column("deals", sa.Integer, nullable=False), sa.Column("tail", sa.JSON, nullable=True))
    op.create_table(
        "deal_states",
        sa.Column("table_id", sa.Integer, sa.ForeignKey("game_tables.id"), primary_key=True),
        sa.Column("position", sa.Integer, primary_key=True),
        sa.Column("number", sa.Integer, nullable=False),
        sa.Column("deal_id", sa.Integer, sa.ForeignKey("deals.id"), nullable=False),
        sa.Column("dealer", sa.String(16), nullable=False),
        sa.Column("opened_by", sa.Integer, nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("key", sa.Text, nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("points", sa.JSON, nullable=False),
        sa.Column("next_dealer", sa.String(16), nullable=True),
        sa.Column("ruling", sa.Text, nullable=False),
    )


def downgrade() -> None:  # to 0003's tables, empty: their states are made again from the logs when read
    op.drop_table("deal_states")
    op.drop_table("table_states")
    _table_states(sa.Column("deals", sa.JSON, nullable=False))
    op.create_table(
        "deal_rulings",
        sa.Column("table_id", sa.Integer, sa.ForeignKey("game_tables.id"), primary_key=True),
        sa.Column("position", sa.Integer, primary_key=True),
        sa.Column("ruling", sa.Text, nullable=False),
    )
