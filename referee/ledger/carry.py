"""What a deal depends on besides its own facts (family.md §6: "A deal depends on more than the dealer and the
score"): the dealer the last deal named, the scores, the pool, the seats barred from it, the next deal's kind, who
sits out, and the game's own carried state. Replaying one deal, and a store's kept state, key on it."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

_EMPTY: Mapping[str, Any] = MappingProxyType({})


@dataclass(frozen=True, slots=True)
class Carry:
    """The carry into a deal."""

    dealer: str | None
    """The dealer the last deal's ruling named (None: the first deal, or a dealer to be cut for)."""
    scores: Mapping[str, int] = field(default_factory=lambda: _EMPTY)
    """Each seat's or side's score or counters held."""
    pool: int = 0
    """The counters (or stakes) in the pool."""
    pool_formed: bool = False
    """Whether a pool stands (stakes put in since the record began with ``start_pool``, or since the last was taken):
    a pool of nothing may stand, and a pool game forms a fresh one only where none does."""
    barred: frozenset[str] = frozenset()
    """The seats barred from the standing pool."""
    next_kind: str | None = None
    """The kind of the next deal where the game has kinds (a simple or a double)."""
    out: frozenset[str] = frozenset()
    """The seats sitting out the next deal (Pool Écarté)."""
    game: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)
    """The game's own carried state."""
