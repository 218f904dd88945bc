"""The part protocol: one phase of a deal, as the fold (``table.fold``) hands it the events it takes."""
from __future__ import annotations

from collections.abc import Container, Iterable
from typing import TYPE_CHECKING, Protocol, TypeVar

if TYPE_CHECKING:
    from ..record import Event
    from ..table.state import Table

S = TypeVar("S")


class Part(Protocol[S]):
    """A phase of a deal, made for one deal (it may keep that deal's memory of the phase in itself)."""

    events: frozenset[str]
    """The event types it takes."""

    def whose_turn(self, table: Table[S]) -> str | None:
        """The seat whose turn it is in this phase (None: no one's, or the phase is over)."""
        ...

    def legal(self, table: Table[S], event: Event) -> bool:
        """Whether ``event`` is regular now (in turn, allowed): an irregular one is a fact all the same, which
        ``take`` rules on."""
        ...

    def take(self, table: Table[S], i: int, event: Event) -> None:
        """Rule on event ``i`` (by ``Ruled`` facts) and apply what it does (by the table's facts, and the game's
        slot)."""
        ...

    def done(self, table: Table[S]) -> bool:
        """Whether the phase is over: the fold moves on to the next part for the events it takes."""
        ...

    def leave(self, table: Table[S]) -> None:
        """A later part took an event: this phase ends where it stands (who has not bid has passed)."""
        ...


def in_turn(order: Iterable[str], spoken: Container[str], over: bool) -> str | None:
    """Whose turn it is in a phase where each speaks once, in ``order`` (a bid or a pass, a declaration): the first
    not yet ``spoken``; no one's once the phase is ``over``."""
    return None if over else next((seat for seat in order if seat not in spoken), None)
