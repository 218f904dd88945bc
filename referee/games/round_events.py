"""The events the round games add to the record (rams-loo.md §3), one shape each for every game that has them
(family.md §6: "Shared types keep one shape"). ``take_widow`` and ``pass`` are record format 1's."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..cards import Card
from ..record import Event
from ..table.owner import SeatName


@dataclass(frozen=True, slots=True)
class PlayedIn(Event):
    """``seat`` declares to play with the hand dealt him: Rams' and Rounce's "play", Loo's "stand"."""

    type: ClassVar[str] = "play_in"
    seat: SeatName | None = None


@dataclass(frozen=True, slots=True)
class Defended(Event):
    """Loo: the dealer takes the widow and plays to defend the pool against one player standing alone."""

    type: ClassVar[str] = "defend"
    seat: SeatName | None = None


@dataclass(frozen=True, slots=True)
class FlushShown(Event):
    """``seat`` shows a flush (``cards``) and claims the pool."""

    type: ClassVar[str] = "flush"
    seat: SeatName | None = None
    cards: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class TrumpTurned(Event):
    """Loo, a simple: the dealer turns the trump (``card``) from the pack after a trick a player could not follow."""

    type: ClassVar[str] = "turn_trump"
    seat: SeatName | None = None
    card: Card | None = None


@dataclass(frozen=True, slots=True)
class Looked(Event):
    """``seat`` looked at his cards before his time (Loo: before his turn to declare)."""

    type: ClassVar[str] = "look"
    seat: SeatName | None = None


@dataclass(frozen=True, slots=True)
class GeneralRams(Event):
    """Rams: ``seat`` announces a general rams, in his turn to pass or play."""

    type: ClassVar[str] = "general"
    seat: SeatName | None = None


@dataclass(frozen=True, slots=True)
class Drawn(Event):
    """Irish and Five-card Loo: the exchange, "How many?": ``count`` the number named, ``discards`` laid out, ``cards``
    dealt him from the pack."""

    type: ClassVar[str] = "draw"
    seat: SeatName | None = None
    count: int | None = None
    discards: tuple[Card, ...] = ()
    cards: tuple[Card, ...] | None = None
