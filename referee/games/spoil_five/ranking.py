"""The cards of Spoil Five and Forty-Five ranked by colour, and what a player must play (foster:spoil-five#ranking).

Best first, as napoleon-spoil-five.md 7.2 reads Foster's two tables, whose suit signs the source lost:

    trumps     hearts    5H JH AH KH QH TH 9H 8H 7H 6H 4H 3H 2H
               diamonds  5D JD AH AD KD QD TD 9D 8D 7D 6D 4D 3D 2D
               clubs     5C JC AH AC KC QC 2C 3C 4C 6C 7C 8C 9C TC (spades alike)
    plain      hearts    KH QH JH TH 9H ... 2H (the AH is a trump)
               diamonds  KD QD JD TD 9D ... 2D AD
               clubs     KC QC JC AC 2C 3C ... TC (spades alike)

The ace of hearts belongs to the trump suit for every purpose, as the left bower does in Euchre. An ace of trumps
held and not announced sinks below every other trump for the rest of the deal, and loses its privilege
(foster:spoil-five#ace-unannounced): a ranking that changes mid-deal, made afresh with the sunken card.
"""
from __future__ import annotations

import functools
from collections.abc import Collection, Sequence

from ...cards import Card, Suit
from ..base import Ranking

ACE_OF_HEARTS = Card.parse("AH")
#: Below the King, Queen and Jack: "Highest in red; lowest in black" (foster:spoil-five#plain-suits).
_RED_SPOTS = "T98765432A"
_BLACK_SPOTS = "A23456789T"


def _plain(suit: Suit) -> list[Card]:
    """The suit's cards best first when it is not trumps (foster:spoil-five#plain-table): the red ace last, the
    ace of hearts never (it is always a trump)."""
    spots = _RED_SPOTS if suit.is_red else _BLACK_SPOTS
    cards = [Card.parse(rank + suit.value) for rank in "KQJ" + spots]
    return [c for c in cards if c is not ACE_OF_HEARTS]


def _trumps(suit: Suit) -> list[Card]:
    """The trump suit best first (foster:spoil-five#four-best-trumps): the Five, the Jack, the ace of
    hearts, the ace of the suit, then the King, the Queen and the other cards as in the plain suit, the Five once
    (foster:spoil-five#trump-table)."""
    five, jack, ace = (Card.parse(rank + suit.value) for rank in "5JA")
    best = [five, jack, ACE_OF_HEARTS] + ([] if ace is ACE_OF_HEARTS else [ace])
    return best + [c for c in _plain(suit) if c not in best]


def privileged(trump: Suit) -> frozenset[Card]:
    """The three highest trumps, which may renege to an inferior trump led (foster:spoil-five#reneging)."""
    return frozenset(_trumps(trump)[:3])


def ace_of_trumps(trump: Suit) -> Card:
    """The ace of the trump suit: the card whose holder robs (foster:spoil-five#rob-ace-holder)."""
    return Card.parse("A" + trump.value)


class SpoilFiveRanking(Ranking):
    """The cards ranked when ``trump`` is trumps, ``sunk`` (an ace of trumps played unannounced) the lowest trump. A
    trick is won by "The highest card played of the suit led ... and trumps win all other suits"
    (foster:spoil-five#trick-winner): ``Ranking.trick_winner`` over this ranking's ``standing``."""

    __slots__ = ("order", "sunk")

    def __init__(self, trump: Suit, sunk: Card | None = None) -> None:
        self.trump = trump
        self.sunk = sunk
        trumps = _trumps(trump)
        if sunk is not None:
            trumps = [c for c in trumps if c is not sunk] + [sunk]
        self.order: dict[Card, int] = {c: len(trumps) - i for i, c in enumerate(trumps)}
        """Each trump's rank among the trumps, higher better."""
        self.suit = {c: trump for c in trumps}
        self.standing = {c: (trump, (True, n)) for c, n in self.order.items()}
        for suit in Suit:
            if suit is not trump:
                plain = _plain(suit)
                for i, c in enumerate(plain):
                    self.suit[c] = suit
                    self.standing[c] = (suit, (False, len(plain) - i))

    def can_renege(self, hand: Collection[Card], led: Card) -> bool:
        """Whether a holder of ``hand`` need not play a trump to the trump ``led``: every trump he holds is one of
        the three highest, not sunk, and ranks above the card led ("Any player holding the Five or Jack of the trump
        suit; or the ace of hearts, but having no smaller trump with them, may refuse to follow suit if any inferior
        trump is led", foster:spoil-five#reneging; the card led decides, #reneging-lead)."""
        trump = self.suit[led]
        assert trump is not None
        best = privileged(trump) - {self.sunk}
        held = [c for c in hand if self.suit[c] is trump]
        return bool(held) and all(c in best and self.order[c] > self.order[led] for c in held)

    def must_play(self, hand: Collection[Card], plays: Sequence[tuple[str, Card]],
                  named: Suit | None = None) -> list[Card]:
        """Of ``hand``, the cards a player may play to the trick ``plays``, or none where he may play any: to a
        trump led a trump, unless he may renege (``can_renege``); to a plain suit led, the suit or a trump where he
        holds the suit ("It is not necessary to follow suit except in trumps; but if a player does not follow suit
        when he is able to do so, he must trump the trick, or it is a revoke. If he cannot follow suit, he may trump
        or discard at his pleasure", foster:spoil-five#follow)."""
        led = plays[0][1]
        suit = self.suit[led]
        if not any(self.suit[c] is suit for c in hand):
            return []
        if suit is self.trump:
            return [] if self.can_renege(hand, led) else [c for c in hand if self.suit[c] is suit]
        return [c for c in hand if self.suit[c] in (suit, self.trump)]


@functools.cache
def ranking(trump: Suit, sunk: Card | None = None) -> SpoilFiveRanking:
    """The ranking under ``trump`` with ``sunk`` the lowest trump, made once for each."""
    return SpoilFiveRanking(trump, sunk)
