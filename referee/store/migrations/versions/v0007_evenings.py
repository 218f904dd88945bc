"""Club evenings (``euchre-evening/1``): an evening (``evenings``), its append-only log (``evening_events``:
players, the draw, the rounds seated, the bell, tie cuts, corrections) and its rounds' tables
(``evening_tables``, each an ordinary table of ``game_tables``). The log and the links are append-only,
as the tables' logs are: triggers refuse UPDATE and DELETE.

Revision ID: 0007
Revises: 0006
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None

APPEND_ONLY = ("evening_events", "evening_tables")


def upgrade() -> None:
    op.create_table(
        "evenings",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("club_id", sa.Integer, sa.ForeignKey("clubs.id"), nullable=False),
        sa.Column("name", sa.String(120), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("code", sa.String(16), nullable=False),
        sa.Column("options", sa.JSON, nullable=False),
        sa.Column("share_token", sa.String(64), nullable=False, unique=True),
        sa.Column("created_by", sa.Integer, sa.ForeignKey("scorers.id"), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_evenings_club_id", "evenings", ["club_id"])
    op.create_table(
        "evening_events",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("evening_id", sa.Integer, sa.ForeignKey("evenings.id"), nullable=False),
        sa.Column("sequence", sa.Integer, nullable=False),
        sa.Column("body", sa.JSON, nullable=False),
        sa.Column("scorer_id", sa.Integer, sa.ForeignKey("scorers.id"), nullable=True),
        sa.Column("recorded_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("evening_id", "sequence", name="uq_evening_events_evening_sequence"),
    )
    op.create_table(
        "evening_tables",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("evening_id", sa.Integer, sa.ForeignKey("evenings.id"), nullable=False),
        sa.Column("round", sa.Integer, nullable=False),
        sa.Column("number", sa.Integer, nullable=False),
        sa.Column("table_id", sa.Integer, sa.ForeignKey("game_tables.id"), nullable=False, unique=True),
        sa.UniqueConstraint("evening_id", "round", "number", name="uq_evening_tables_round_number"),
    )
    dialect = op.get_bind().dialect.name
    for table in APPEND_ONLY:
        if dialect == "postgresql":  # the function made by 0001
            op.execute(f"CREATE TRIGGER {table}_append_only BEFORE UPDATE OR DELETE ON {table} "
                       "FOR EACH ROW EXECUTE FUNCTION referee_append_only()")
        elif dialect == "sqlite":
            for action in ("UPDATE", "DELETE"):
                op.execute(f"CREATE TRIGGER {table}_no_{action.lower()} BEFORE {action} ON {table} "
                           f"BEGIN SELECT RAISE(ABORT, 'the {table} table is append-only'); END")


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        for table in APPEND_ONLY:
            op.execute(f"DROP TRIGGER IF EXISTS {table}_append_only ON {table}")
    for table in ("evening_tables", "evening_events", "evenings"):
        op.drop_table(table)
