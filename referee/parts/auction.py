"""An auction: bids and passes in turn, one each, each bid higher than the one holding; the game says what a bid is
worth, what ends the bidding and what the bidding's end does (``BidRules``), and rules each fault by its own law."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Generic, Literal, Protocol, TypeVar

from ..record import BidMade, Event
from .base import in_turn

if TYPE_CHECKING:
    from ..table.state import Table

S = TypeVar("S")

#: What is wrong with a bid or pass, as ``BidRules.fault`` is told: after the bidding ended, his second word, not
#: higher than the bid holding, out of his turn (it waits for his turn, and stands then).
Fault = Literal["late", "second", "not_higher", "out_of_turn"]


class BidRules(Protocol[S]):
    """What the game says of its bidding."""

    def order(self, table: Table[S]) -> tuple[str, ...]:
        """Who bids, in order (from the eldest hand)."""
        ...

    def rank(self, table: Table[S], i: int, bid: BidMade) -> int | None:
        """The bid's rank against others (higher beats lower); None where the game does not allow it, having ruled
        why (the bid is then his pass)."""
        ...

    def ends(self, table: Table[S], bid: BidMade) -> bool:
        """Whether ``bid`` ends the bidding (none can pass it)."""
        ...

    def fault(self, table: Table[S], i: int, event: Event, fault: Fault) -> None:
        """Rule on a bid or pass of no effect (``late``, ``second``, ``not_higher``), or one out of turn."""
        ...

    def closed(self, table: Table[S], holder: tuple[int, BidMade] | None) -> None:
        """The bidding is over: ``holder`` the bid that holds (its event's index and the bid), None if all passed."""
        ...


@dataclass(slots=True)
class Auction(Generic[S]):
    """The bidding: ``bid`` and ``pass``; and the events of ``also`` that happen in the bidding (Napoleon's widow
    taken in turn, a peep, a purchase), each handed to ``aside`` (the game's), which rules on it."""

    rules: BidRules[S]
    also: frozenset[str] = frozenset()
    aside: Callable[[Table[S], int, Event], None] | None = None
    events: frozenset[str] = frozenset()
    spoken: dict[str, Event] = field(default_factory=dict)
    waiting: dict[str, tuple[int, Event]] = field(default_factory=dict)
    holder: tuple[int, BidMade, int] | None = None
    """The bid holding: its event's index, the bid, its rank."""
    over: bool = False

    def __post_init__(self) -> None:
        self.events = frozenset({"bid", "pass"}) | self.also

    def whose_turn(self, table: Table[S]) -> str | None:
        return in_turn(self.rules.order(table), self.spoken, self.over)

    def legal(self, table: Table[S], event: Event) -> bool:
        return not self.over and event.seat == self.whose_turn(table)

    def take(self, table: Table[S], i: int, event: Event) -> None:
        seat = event.seat or ""
        if event.type not in ("bid", "pass"):
            if self.aside is not None:
                self.aside(table, i, event)
            return
        if self.over:
            self.rules.fault(table, i, event, "late")
        elif seat in self.spoken or seat in self.waiting:
            self.rules.fault(table, i, event, "second")
        elif seat != self.whose_turn(table):
            self.waiting[seat] = (i, event)
            self.rules.fault(table, i, event, "out_of_turn")
        else:
            self._speak(table, i, event)
            while not self.over and (turn := self.whose_turn(table)) in self.waiting:
                self._speak(table, *self.waiting.pop(turn))
        if not self.over and self.whose_turn(table) is None:
            self._close(table)

    def _speak(self, table: Table[S], i: int, event: Event) -> None:
        self.spoken[event.seat or ""] = event
        if not isinstance(event, BidMade):
            return
        rank = self.rules.rank(table, i, event)
        if rank is None:
            return
        if self.holder is not None and rank <= self.holder[2]:
            self.rules.fault(table, i, event, "not_higher")
            return
        self.holder = (i, event, rank)
        if self.rules.ends(table, event):
            self._close(table)

    def _close(self, table: Table[S]) -> None:
        self.over = True
        self.rules.closed(table, None if self.holder is None else self.holder[:2])

    def done(self, table: Table[S]) -> bool:
        return self.over

    def leave(self, table: Table[S]) -> None:
        """The play began before every player spoke: who has not bid has passed."""
        if not self.over:
            self._close(table)
