"""The table's facts: what ``Table.apply`` takes. A part of a game turns a recorded event into facts; the table only
applies them (it judges nothing)."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..cards import Card, Suit
from ..law.rulings import Ruling
from .places import Place


@dataclass(frozen=True, slots=True)
class Dealt:
    """The cards dealt, each to its place (a hand, the stock, the widow, the turn-up)."""

    places: Mapping[Card, Place]


@dataclass(frozen=True, slots=True)
class Moved:
    """A card moved to ``to`` (a discard, a card bought, the widow taken, a rob)."""

    card: Card
    to: Place


@dataclass(frozen=True, slots=True)
class Played:
    """``seat`` played ``card`` to the trick on the table (led it, where none is open)."""

    seat: str
    card: Card


@dataclass(frozen=True, slots=True)
class Unplayed:
    """``seat``'s ``card`` taken back from the trick to his hand (a lead out of turn taken back, a renounce
    corrected)."""

    seat: str
    card: Card


@dataclass(frozen=True, slots=True)
class TrickClosed:
    """The trick on the table won by ``winner``: its cards to his tricks won; he leads next."""

    winner: str


@dataclass(frozen=True, slots=True)
class TrumpSet:
    """The trump suit set (None: no trumps), at any time of the deal."""

    suit: Suit | None


@dataclass(frozen=True, slots=True)
class TurnSet:
    """Whose turn it is (None: no one's)."""

    seat: str | None


@dataclass(frozen=True, slots=True)
class Dropped:
    """``seat`` out of the deal (a dealer who gives himself no cards, a player who stands out)."""

    seat: str


@dataclass(frozen=True, slots=True)
class Ruled:
    """A ruling of the deal."""

    ruling: Ruling


@dataclass(frozen=True, slots=True)
class HandOver:
    """The deal is over with ``status`` (``scored``, ``redeal``, ``passed``, ``awaiting``), the next dealer
    ``next_dealer`` (None: to be cut for), and its ``maker`` where one made the trump or held the bid (the bidder who
    counts first where the game says so, foster:500#game: ``Game.bidder_counts_first``)."""

    status: str
    next_dealer: str | None
    maker: str | None = None


@dataclass(frozen=True, slots=True)
class Barred:
    """``seat`` barred from the standing pool (Spoil Five's irregularities in play)."""

    seat: str


@dataclass(frozen=True, slots=True)
class PoolTaken:
    """The standing pool is taken: the next deal forms a fresh one, and the seats barred from it are free."""


Fact = (Dealt | Moved | Played | Unplayed | TrickClosed | TrumpSet | TurnSet | Dropped | Ruled | HandOver | Barred
        | PoolTaken)
