"""The table of a deal: the one writer of where every card is, the tricks, the turn, the trump and the rulings.

``Table.apply`` takes a fact (``facts``) and changes the table by it; it judges nothing. ``snapshot`` and
``restore`` save and put back the cards and tricks (a hand played over: Écarté's renounce, Napoleon's English
revoke). The game's own memory is ``own``, a dataclass of the game's (``DealOwner.new_slot``), written only by the
game's parts.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

from ..cards import Card, Suit
from ..law.rulings import Ruling
from .facts import (
    Barred,
    Dealt,
    Dropped,
    Fact,
    HandOver,
    Moved,
    Played,
    PoolTaken,
    Ruled,
    TrickClosed,
    TrumpSet,
    TurnSet,
    Unplayed,
)
from .places import TRICK, Place, won

if TYPE_CHECKING:
    from ..ledger.carry import Carry
    from ..record import Deal, Record

S = TypeVar("S")


class Slotted(Protocol[S]):
    """What the table asks of its game (``owner.DealOwner``): its memory for the deal."""

    def new_slot(self, table: Table[S]) -> S: ...


@dataclass(slots=True)
class Trick:
    """A trick: its leader, the cards played to it in order, and its winner once closed."""

    leader: str
    plays: list[tuple[str, Card]] = field(default_factory=list)
    winner: str | None = None

    def to_dict(self) -> dict[str, object]:
        return {"leader": self.leader, "plays": [[s, c.code] for s, c in self.plays], "winner": self.winner}


@dataclass(frozen=True, slots=True)
class Snapshot:
    """The cards and tricks of a table at one moment (``Table.snapshot``)."""

    where: Mapping[Card, Place]
    tricks: tuple[tuple[str, tuple[tuple[str, Card], ...], str | None], ...]
    turn: str | None
    trump: Suit | None
    in_deal: tuple[str, ...]


class Table(Generic[S]):
    """One deal's table. Read anything; write only by ``apply``, but ``own``, the game's slot."""

    def __init__(self, game: Slotted[S], record: Record, index: int, deal: Deal, carry: Carry) -> None:
        self.game = game
        self.record = record
        self.index = index
        self.deal = deal
        self.carry = carry
        self.seats: tuple[str, ...] = record.seats
        self.dealer: str = deal.dealer
        self.in_deal: tuple[str, ...] = record.seats
        """The seats dealt in, in seat order."""
        self.where: dict[Card, Place] = {}
        self._hands: dict[str, set[Card]] = {seat: set() for seat in record.seats}
        self.known: set[str] = set()
        """The seats whose cards the deal recorded (``Dealt`` to their hands): a card one of them plays must be his."""
        self.tricks: list[Trick] = []
        self.turn: str | None = None
        self.trump: Suit | None = None
        self.rulings: list[Ruling] = []
        self.status = "incomplete"
        self.next_dealer: str | None = None
        self.maker: str | None = None
        """The deal's maker, where the game names one when the hand is over (``HandOver``)."""
        self.barred: frozenset[str] = frozenset()
        """The seats barred from the standing pool in this deal."""
        self.pool_taken = False
        self.own: S = game.new_slot(self)

    # -- reading ------------------------------------------------------------------------------------------------

    def hand(self, seat: str) -> frozenset[Card]:
        return frozenset(self._hands.get(seat, ()))

    def holds(self, seat: str, card: Card) -> bool:
        return card in self._hands.get(seat, ())

    @property
    def trick(self) -> Trick | None:
        """The trick on the table (open), if any."""
        return self.tricks[-1] if self.tricks and self.tricks[-1].winner is None else None

    @property
    def closed(self) -> list[Trick]:
        return [t for t in self.tricks if t.winner is not None]

    def tricks_won(self, seat: str) -> int:
        return sum(1 for t in self.tricks if t.winner == seat)

    def rotation(self, first: str, seats: tuple[str, ...] | None = None) -> tuple[str, ...]:
        """``seats`` (those in the deal, unless given) in the order of play from ``first`` to his left."""
        order = seats if seats is not None else self.in_deal
        i = self.seats.index(first)
        ring = [self.seats[(i + k) % len(self.seats)] for k in range(len(self.seats))]
        return tuple(s for s in ring if s in order)

    def left_of(self, seat: str, seats: tuple[str, ...] | None = None) -> str:
        """The next seat of ``seats`` (those in the deal, unless given) on ``seat``'s left."""
        i = self.seats.index(seat)
        order = seats if seats is not None else self.in_deal
        return next(s for s in (self.seats[(i + k) % len(self.seats)] for k in range(1, len(self.seats) + 1))
                    if s in order)

    # -- writing ------------------------------------------------------------------------------------------------

    def apply(self, fact: Fact) -> None:
        """Change the table by ``fact``."""
        if isinstance(fact, Played):
            self._move(fact.card, TRICK)
            trick = self.trick
            if trick is None:
                trick = Trick(fact.seat)
                self.tricks.append(trick)
            trick.plays.append((fact.seat, fact.card))
        elif isinstance(fact, TrickClosed):
            trick = self.trick
            if trick is not None:
                trick.winner = fact.winner
                for _, card in trick.plays:
                    self._move(card, won(fact.winner))
            self.turn = fact.winner
        elif isinstance(fact, Moved):
            self._move(fact.card, fact.to)
        elif isinstance(fact, Unplayed):
            trick = self.trick
            if trick is not None and (fact.seat, fact.card) in trick.plays:
                trick.plays.remove((fact.seat, fact.card))
                if not trick.plays:
                    self.tricks.pop()
            self._move(fact.card, Place("hand", fact.seat))
        elif isinstance(fact, Dealt):
            for card, place in fact.places.items():
                self._move(card, place)
                if place.kind == "hand" and place.seat is not None:
                    self.known.add(place.seat)
        elif isinstance(fact, TurnSet):
            self.turn = fact.seat
        elif isinstance(fact, TrumpSet):
            self.trump = fact.suit
        elif isinstance(fact, Ruled):
            self.rulings.append(fact.ruling)
        elif isinstance(fact, Dropped):
            self.in_deal = tuple(s for s in self.in_deal if s != fact.seat)
        elif isinstance(fact, HandOver):
            self.status, self.next_dealer, self.maker = fact.status, fact.next_dealer, fact.maker
        elif isinstance(fact, Barred):
            self.barred |= {fact.seat}
        elif isinstance(fact, PoolTaken):
            self.pool_taken = True

    def _move(self, card: Card, to: Place) -> None:
        was = self.where.get(card)
        if was is not None and was.kind == "hand" and was.seat is not None:
            self._hands[was.seat].discard(card)
        self.where[card] = to
        if to.kind == "hand" and to.seat is not None:
            self._hands.setdefault(to.seat, set()).add(card)

    def snapshot(self) -> Snapshot:
        return Snapshot(dict(self.where), tuple((t.leader, tuple(t.plays), t.winner) for t in self.tricks),
                        self.turn, self.trump, self.in_deal)

    def restore(self, snapshot: Snapshot) -> None:
        """Put the cards and tricks back as ``snapshot`` saw them (the rulings, the status and ``own`` stay)."""
        self.where = dict(snapshot.where)
        self._hands = {seat: set() for seat in self.seats}
        for card, place in self.where.items():
            if place.kind == "hand" and place.seat is not None:
                self._hands[place.seat].add(card)
        self.tricks = [Trick(leader, list(plays), winner) for leader, plays, winner in snapshot.tricks]
        self.turn, self.trump, self.in_deal = snapshot.turn, snapshot.trump, snapshot.in_deal


