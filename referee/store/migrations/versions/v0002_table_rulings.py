"""The ruling on each table's record, kept with the log (``referee.store.kept``): derived data,
brought up to date with every append and rebuilt from the log at will.

Revision ID: 0002
Revises: 0001
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "table_rulings",
        sa.Column("table_id", sa.Integer, sa.ForeignKey("game_tables.id"), primary_key=True),
        sa.Column("head", sa.Integer, nullable=False),
        sa.Column("engine", sa.String(64), nullable=False),
        sa.Column("keys", sa.JSON, nullable=False),
        sa.Column("ruling", sa.JSON, nullable=False),
        sa.Column("totals", sa.JSON, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("table_rulings")
