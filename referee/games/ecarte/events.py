"""The events Écarté adds to the record (ecarte.md §3), each a fact of the table: the proposals and their answers, the
cards given from the stock or drawn from the adversary's hand, the King marked or unmarked, the hand played over, a
player's resignation."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...cards import Card
from ...record import Event
from ...table.owner import SeatName


@dataclass(frozen=True, slots=True)
class Proposed(Event):
    """The pone: "I propose;" or simply: "Cards." (foster:ecarte#propose)."""

    type: ClassVar[str] = "propose"


@dataclass(frozen=True, slots=True)
class Accepted(Event):
    """The dealer accepts the proposal by asking: "How many?" (foster:ecarte#accept-refuse)."""

    type: ClassVar[str] = "accept"


@dataclass(frozen=True, slots=True)
class Refused(Event):
    """The dealer refuses, by saying: "Play." (foster:ecarte#accept-refuse)."""

    type: ClassVar[str] = "refuse"


@dataclass(frozen=True, slots=True)
class Stood(Event):
    """The pone says "I play": before any proposal he stands (foster:ecarte#stand); later, the notice he gives before
    he leads (foster:ecarte#i-play)."""

    type: ClassVar[str] = "stand"


@dataclass(frozen=True, slots=True)
class Given(Event):
    """The dealer gives cards from the top of the stock (foster:ecarte#announce-number): to the pone, then to himself
    (foster:ecarte#dealer-takes). Without ``cards``, the top ``count`` of the stock; without ``count``, the number
    asked."""

    type: ClassVar[str] = "give"
    to: SeatName | None = None
    cards: tuple[Card, ...] | None = None
    count: int | None = None


@dataclass(frozen=True, slots=True)
class DrawnFrom(Event):
    """A player draws cards face downward from the other's hand, as a remedy gives him leave
    (foster:ecarte#dealer-wrong-count, #seen-dealer, #draw-superfluous); the cards drawn go with the discards."""

    type: ClassVar[str] = "draw_from"
    from_: SeatName | None = None
    cards: tuple[Card, ...] | None = None
    count: int | None = None


@dataclass(frozen=True, slots=True)
class KingMarked(Event):
    """ "I mark the King" (foster:ecarte#mark-king): the King of trumps announced and marked."""

    type: ClassVar[str] = "mark_king"


@dataclass(frozen=True, slots=True)
class KingUnmarked(Event):
    """A player who announced the King without holding it "amends the score" (foster:ecarte#false-king-amended)."""

    type: ClassVar[str] = "unmark_king"


@dataclass(frozen=True, slots=True)
class Replayed(Event):
    """The cards played taken back and the hand played over again from the first lead (foster:ecarte#played-over,
    #false-king-replay); ``seat``: who required it."""

    type: ClassVar[str] = "replay"


@dataclass(frozen=True, slots=True)
class Resigned(Event):
    """The player resigns, and one of the gallery plays out the game for him (foster:ecarte#gallery)."""

    type: ClassVar[str] = "resign"
    by: str | None = None


EVENTS: dict[str, type[Event]] = {cls.type: cls for cls in (
    Proposed, Accepted, Refused, Stood, Given, DrawnFrom, KingMarked, KingUnmarked, Replayed, Resigned)}
