"""A fact recorded in place of another keeps that one's place among its deal's facts (``events.place``):
a card mis-recorded in the middle of a trick is corrected where it was played, not added after the
cards that followed it. ``NULL`` for every other entry: its place is its sequence.

Revision ID: 0005
Revises: 0004
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("events", sa.Column("place", sa.Float, nullable=True))


def downgrade() -> None:
    op.drop_column("events", "place")
