"""The ledger protocol: what a game keeps across its deals."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from .carry import Carry
from .settlement import Settlement

if TYPE_CHECKING:
    from ..record import Record
    from ..table.state import Table


class Ledger(Protocol):
    """A game's ledger: the carry into the first deal, the carry out of each deal, and the ruling's top level."""

    def opening(self, record: Record) -> Carry:
        """The carry into the record's first deal (its ``start_score``, ``start_pool``, options)."""
        ...

    def post(self, carry: Carry, settlement: Settlement, table: Table[Any]) -> Carry:
        """The carry into the next deal, after ``table``'s deal settled by ``settlement`` (empty: not settled): the
        next dealer, the scores, the pool, the seats barred, the next deal's kind."""
        ...

    def summary(self, carry: Carry) -> dict[str, Any]:
        """The ruling's top level after the last deal (``score``, ``games``, ``pool_total`` where there is a pool)."""
        ...
