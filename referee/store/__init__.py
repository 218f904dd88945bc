"""Storage: SQLAlchemy models, the append-only log of each table, migrations.

Depends on the engine (to build and check records); the engine never
depends on it.
"""
from __future__ import annotations

from .database import make_engine, normalize_url, scratch_schema, session_factory, unreachable
from .log import SequenceConflict, append, create_table, head
from .migrate import upgrade
from .models import (
    Access, ApiToken, Base, Club, Deal, DealState, Evening, EveningEvent, EveningTable, Event, GameTable, LoginFailure,
    Player, Scorer, Seat, TableLink, TableState,
)
from .table_log import FACT, NEW_DEAL, RETRACT, Entry, TableLog

__all__ = [
    "FACT", "NEW_DEAL", "RETRACT", "Access", "ApiToken", "Base", "Club", "Deal", "DealState", "Entry", "Evening",
    "EveningEvent", "EveningTable", "Event", "GameTable", "LoginFailure", "Player", "Scorer", "Seat", "SequenceConflict", "TableLink", "TableLog", "TableState", "append",
    "create_table", "head", "make_engine", "normalize_url", "scratch_schema", "session_factory", "unreachable",
    "upgrade",
]
