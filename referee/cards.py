"""Cards, suits, packs, the bowers and the joker, and who wins a trick.

A card is parsed once and interned, so cards compare by identity and hash
cheaply::

    >>> Card.parse("10H") is Card.parse("TH")
    True
    >>> Card.parse("JD").is_left_bower(Suit.HEARTS)
    True
    >>> trick_winner([("E", Card.parse("AS")), ("S", Card.parse("JD"))], Suit.HEARTS)
    'S'

Law: foster:text (bowers, joker); the left bower belongs to the trump suit
for following suit, revoking and ranking (record format, "Cards").
"""
from __future__ import annotations

import enum
import functools
from collections.abc import Sequence
from typing import ClassVar


class Suit(enum.Enum):
    """A suit, by its letter in the record format."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @property
    def partner(self) -> Suit:
        """The other suit of the same colour ("next" in euchre talk)."""
        return _NEXT[self]

    @property
    def plural(self) -> str:
        return self.name.lower()

    @classmethod
    def parse(cls, letter: str) -> Suit:
        try:
            return cls(letter.upper())
        except ValueError:
            raise ValueError(f"unknown suit: {letter!r}") from None


_NEXT = {
    Suit.SPADES: Suit.CLUBS,
    Suit.CLUBS: Suit.SPADES,
    Suit.HEARTS: Suit.DIAMONDS,
    Suit.DIAMONDS: Suit.HEARTS,
}

#: Ranks from low to high as they stand in plain suits (family.md section 2: the 52-card pack's).
RANKS = "23456789TJQKA"
_RANK_NAMES = {
    "2": "two", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven", "8": "eight", "9": "nine", "T": "ten",
    "J": "jack", "Q": "queen", "K": "king", "A": "ace",
}


class Card:
    """A playing card: a rank and a suit, or the joker (no suit)."""

    __slots__ = ("code", "rank", "suit")
    _interned: ClassVar[dict[str, Card]] = {}

    rank: str
    suit: Suit | None
    code: str

    def __init__(self, rank: str, suit: Suit | None) -> None:
        self.rank = rank
        self.suit = suit
        self.code = "JK" if suit is None else rank + suit.value

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse ``"9S"``, ``"TH"``, ``"10h"`` or ``"JK"``; ``ValueError`` otherwise."""
        card = cls._interned.get(text)
        if card is not None:
            return card
        if not isinstance(text, str):
            raise ValueError(f"not a card: {text!r}")
        norm = text.strip().upper()
        if norm.startswith("10"):
            norm = "T" + norm[2:]
        card = cls._interned.get(norm)
        if card is None:
            raise ValueError(f"unknown card: {text!r}")
        cls._interned[text] = card
        return card

    @property
    def is_joker(self) -> bool:
        return self.suit is None

    def is_right_bower(self, trump: Suit | None) -> bool:
        return self.rank == "J" and trump is not None and self.suit is trump

    def is_left_bower(self, trump: Suit | None) -> bool:
        return self.rank == "J" and trump is not None and self.suit is trump.partner

    def is_trump(self, trump: Suit | None) -> bool:
        """Whether the card is a trump; the joker always is: in a hand without trumps "it is a suit by itself, but
        still a trump" (foster:500#joker-rank)."""
        return self.suit is None or self.suit is trump or self.is_left_bower(trump)

    def power(self, trump: Suit | None) -> int:
        """Rank for comparing cards of one suit: higher wins.

        Trumps rank joker, right bower, left bower, then A K Q T 9 ... 2;
        plain suits A K Q J T 9 ... 2."""
        if self.suit is None:
            return 30
        if self.rank == "J" and trump is not None:
            if self.suit is trump:
                return 29
            if self.suit is trump.partner:
                return 28
        return RANKS.index(self.rank)

    def name(self) -> str:
        """``"the ace of hearts"``, ``"the joker"``."""
        if self.suit is None:
            return "the joker"
        return f"the {_RANK_NAMES[self.rank]} of {self.suit.plural}"

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    def __str__(self) -> str:
        return self.code


for _suit in Suit:
    for _rank in RANKS:
        _card = Card(_rank, _suit)
        Card._interned[_card.code] = _card
JOKER = Card("", None)
Card._interned["JK"] = JOKER
ALL_CARDS: tuple[Card, ...] = tuple(Card._interned.values())

#: Pack sizes and the lowest rank each keeps (the 25-card pack is 24 and the joker).
PACKS: dict[int, tuple[str, bool]] = {
    24: ("9", False),
    25: ("9", True),
    28: ("8", False),
    32: ("7", False),
    33: ("7", True),
    36: ("6", False),
    43: ("5", True),
    52: ("2", False),  # the full pack: Napoleon, Spoil Five, the Loos (napoleon-spoil-five.md §7.2)
    53: ("2", True),  # foster:seven-hand#pack: "a full pack of fifty-three cards, including the Joker"
}
#: The cards a pack holds besides its ranks from the lowest up: Five Hundred's 43 for four players, the fives up,
#: the red fours and the joker (family.md section 4; Foster names no pack for four).
PACK_EXTRAS: dict[int, tuple[str, ...]] = {43: ("4H", "4D")}


@functools.cache
def make_pack(size: int) -> frozenset[Card]:
    """The cards of a pack of ``size`` (24, 25, 28, 32, 33, 36, 43 or 53); made once for each size."""
    try:
        low, joker = PACKS[size]
    except KeyError:
        raise ValueError(f"no pack of {size} cards") from None
    ranks = RANKS[RANKS.index(low):]
    cards = {Card.parse(r + s.value) for s in Suit for r in ranks}
    if joker:
        cards.add(JOKER)
    cards.update(Card.parse(code) for code in PACK_EXTRAS.get(size, ()))
    return frozenset(cards)


def pack_size(lowest_rank: str, joker: bool) -> int:
    """The size of the pack that keeps ``lowest_rank`` and up, with or without the joker."""
    for size, (low, with_joker) in PACKS.items():
        if low == lowest_rank and with_joker == joker and size not in PACK_EXTRAS:
            return size
    return 4 * (len(RANKS) - RANKS.index(lowest_rank)) + int(joker)


def _suit_under(card: Card, trump: Suit | None) -> Suit | None:
    """The suit ``card`` belongs to when ``trump`` is trumps, as the family ranks the cards: the left bower and the
    joker belong to the trump suit. The tables below are made from it; the engine asks them through the game's
    ranking (``Game.ranking(trump).suit``), never the card."""
    if card.suit is None or card.is_left_bower(trump):
        return trump
    return card.suit


@functools.cache
def standing(trump: Suit | None) -> dict[Card, tuple[Suit | None, tuple[bool, int]]]:
    """Each card's suit when ``trump`` is trumps, and its key in a trick (a trump above any other card, then
    by ``power``), from ``_suit_under``, ``Card.is_trump`` and ``Card.power``; made once for each trump."""
    return {c: (_suit_under(c, trump), (c.is_trump(trump), c.power(trump))) for c in ALL_CARDS}


@functools.cache
def suits_under(trump: Suit | None) -> dict[Card, Suit | None]:
    """The suit each card belongs to when ``trump`` is trumps (``_suit_under``), made once for each trump: the
    family's ``Ranking.suit``."""
    return {c: _suit_under(c, trump) for c in ALL_CARDS}


def trick_winner(plays: Sequence[tuple[str, Card]], trump: Suit | None) -> str:
    """The seat whose card wins a trick: the best trump, else the best of the suit led."""
    return best_of(plays, standing(trump))


def best_of(plays: Sequence[tuple[str, Card]], ranks: dict[Card, tuple[Suit | None, tuple[bool, int]]]) -> str:
    """The seat whose card wins a trick, each card ranked as ``ranks`` has it (``standing(trump)``)."""
    best_seat, lead = plays[0]
    led, best_key = ranks[lead]
    for seat, card in plays[1:]:
        suit, key = ranks[card]
        if (suit is led or key[0]) and key > best_key:
            best_seat, best_key = seat, key
    return best_seat

