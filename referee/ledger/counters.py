"""Counters that run on between seats from deal to deal, with a pool where the game keeps one (Napoleon, Spoil Five,
the Loos): each seat starts with its counters (``options.counters`` or ``start_score``), each deal's settlement moves
them, and the pool carries; no game is ever won (``games`` is ``[]``: family.md §6)."""
from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from .carry import Carry
from .settlement import POOL, Settlement, net

if TYPE_CHECKING:
    from ..record import Record
    from ..table.state import Table


@dataclass(frozen=True, slots=True)
class CountersLedger:
    """Counters by seat from ``counters`` each (unless ``start_score`` says otherwise), with a pool where
    ``pooled``. A barred seat stays barred until the pool is taken (the game says when: ``Table.pool_taken``)."""

    counters: int
    pooled: bool = False

    def opening(self, record: Record) -> Carry:
        start = record.start_score or {}
        scores = {seat: start.get(seat, self.counters) for seat in record.seats}
        pool = record.start_pool or 0
        return Carry(dealer=None, scores=MappingProxyType(scores), pool=pool, pool_formed=pool > 0,
                     barred=frozenset(record.start_barred))

    def post(self, carry: Carry, settlement: Settlement, table: Table[Any]) -> Carry:
        moved = net(settlement)
        scores = {seat: n + moved.get(seat, 0) for seat, n in carry.scores.items()}
        pool = carry.pool + moved.get(POOL, 0)
        taken = table.pool_taken
        return replace(carry, dealer=table.next_dealer, scores=MappingProxyType(scores), pool=pool,
                       pool_formed=self.pooled and (carry.pool_formed or POOL in moved) and not taken,
                       barred=frozenset() if taken else carry.barred | table.barred)

    def summary(self, carry: Carry) -> dict[str, Any]:
        out: dict[str, Any] = {"score": dict(carry.scores), "games": []}
        if self.pooled:
            out["pool_total"] = carry.pool
        return out
