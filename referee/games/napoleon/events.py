"""Napoleon's own event types (napoleon-spoil-five.md §7.4): a purchase (Purchase Nap) and a peep (Peep Nap)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...cards import Card
from ...record import Event
from ...table.owner import SeatName


@dataclass(frozen=True, slots=True)
class Bought(Event):
    """Purchase Nap: in turn from the eldest hand, before the first bid, ``seat`` laid out ``discards`` and the
    dealer gave him as many (``cards``, else the first of the stock); ``count`` 0 refuses
    (foster:napoleon#purchase)."""

    type: ClassVar[str] = "buy"
    seat: SeatName | None = None
    count: int = 0
    discards: tuple[Card, ...] | None = None
    cards: tuple[Card, ...] | None = None


@dataclass(frozen=True, slots=True)
class Peeped(Event):
    """Peep Nap: in his turn, before his bid or pass, ``seat`` took a private look at the widow's card, for one counter
    to the pool (foster:napoleon#peep)."""

    type: ClassVar[str] = "peep"
    seat: SeatName | None = None
