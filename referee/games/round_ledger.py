"""The round games' ledger: counters running on from deal to deal with the pool (``ledger.counters.CountersLedger``),
the ruling's top level saying the unit (rams-loo.md §2: ``"counters": {"unit": "white", "white_per_red": 3}``; Rams'
and Rounce's ``"counter"``, ``white_per_red`` null)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..ledger.carry import Carry
from ..ledger.counters import CountersLedger
from ..ledger.settlement import Settlement

if TYPE_CHECKING:
    from ..record import Record
    from ..table.state import Table


@dataclass(frozen=True, slots=True)
class RoundLedger:
    """Counters by seat and the pool, in ``unit`` (``white``: ``white_per_red`` to a red; ``counter``: None)."""

    counters: CountersLedger
    unit: str
    white_per_red: int | None

    def opening(self, record: Record) -> Carry:
        return self.counters.opening(record)

    def post(self, carry: Carry, settlement: Settlement, table: Table[Any]) -> Carry:
        return self.counters.post(carry, settlement, table)

    def summary(self, carry: Carry) -> dict[str, Any]:
        return {**self.counters.summary(carry), "counters": {"unit": self.unit, "white_per_red": self.white_per_red}}
