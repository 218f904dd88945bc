"""The deal: the cards dealt to their places (a hand, the stock, the widow, the turn-up), the seats dealt no cards
out of the deal, and the deal's faults, which the game judges by its own law (``DealRules``)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

from ..cards import Card
from ..record import Dealt as DealtEvent
from ..record import DealFaulted, Event
from ..table.facts import Dealt, Dropped
from ..table.places import STOCK, TURN_UP, WIDOW, Place, hand

if TYPE_CHECKING:
    from ..table.state import Table

S = TypeVar("S")


class DealRules(Protocol[S]):
    """What the game says of its deal."""

    def dealt_out(self, table: Table[S], seats_dealt: tuple[str, ...]) -> tuple[str, ...]:
        """The seats out of the deal, given the seats the deal gave cards to (Napoleon's dealer out)."""
        ...

    def fault(self, table: Table[S], i: int, event: Event) -> None:
        """Rule on a ``deal_fault``, a ``cut_for_deal``, ``shuffle`` or ``cut`` (the game's law data)."""
        ...


@dataclass(slots=True)
class DealPart(Generic[S]):
    """The deal's phase: ``cut_for_deal``, ``shuffle``, ``cut``, ``deal`` and ``deal_fault``."""

    rules: DealRules[S]
    events: frozenset[str] = frozenset({"cut_for_deal", "shuffle", "cut", "deal", "deal_fault"})
    dealt: bool = field(default=False)

    def whose_turn(self, table: Table[S]) -> str | None:
        return None if self.dealt else table.dealer

    def legal(self, table: Table[S], event: Event) -> bool:
        return event.type != "deal_fault" and not (self.dealt and event.type == "deal")

    def take(self, table: Table[S], i: int, event: Event) -> None:
        if isinstance(event, DealtEvent) and not self.dealt:
            self.lay(table, event)
        elif isinstance(event, DealFaulted) or event.type in ("cut_for_deal", "shuffle", "cut", "deal"):
            self.rules.fault(table, i, event)

    def lay(self, table: Table[S], event: DealtEvent) -> None:
        """The cards of ``event`` laid in their places: the deal is dealt."""
        self.dealt = True
        places: dict[Card, Place] = {}
        for seat, cards in (event.hands or {}).items():
            places.update((card, hand(seat)) for card in cards)
        places.update((card, STOCK) for card in event.stock or ())
        places.update((card, WIDOW) for card in event.widow or ())
        if event.turn_up is not None:
            places[event.turn_up] = TURN_UP
        table.apply(Dealt(places))
        for seat in self.rules.dealt_out(table, tuple(s for s in table.seats if s in (event.hands or {}))):
            table.apply(Dropped(seat))

    def done(self, table: Table[S]) -> bool:
        return self.dealt

    def leave(self, table: Table[S]) -> None:
        self.dealt = True
