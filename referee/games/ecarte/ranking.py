"""Écarté's cards and its rule of play: "a pack of thirty-two cards, which rank, K Q J A 10 9 8 7"
(foster:ecarte#pack) in every suit, trumps included, with no bowers (ecarte.md §2); "the adversary must not only
follow suit, but must win the trick if he can. If he can neither follow suit nor trump, he may discard any card he
pleases" (foster:ecarte#follow-and-win, foster:ecarte#neither); "The highest card played, if of the suit led, wins
the trick, and trumps win all other suits" (foster:ecarte#trick)."""
from __future__ import annotations

import functools
from collections.abc import Collection, Sequence
from typing import Literal

from ...cards import ALL_CARDS, Card, Suit
from ..base import Ranking

#: The ranks from the lowest up (foster:ecarte#pack): the ace between the jack and the ten; the same in cutting.
ORDER = "789TAJQK"

#: How a card played breaks the rule of play (foster:ecarte#renounce, foster:ecarte#trump-when-able): not following
#: suit when able, trumping when able to follow, or declining to win the trick when able.
Renounce = Literal["not_followed", "trumped", "not_won"]


def power(card: Card) -> int:
    """The card's place in the order, higher wins (the cut's order too: suits do not count)."""
    return ORDER.find(card.rank)


class EcarteRanking(Ranking):
    """The cards ranked under ``trump``: each card in its own suit (no bowers), a trump above any plain card."""

    __slots__ = ()

    def __init__(self, trump: Suit | None) -> None:
        self.trump = trump
        self.suit = {card: card.suit for card in ALL_CARDS}
        self.standing = {card: (card.suit, (card.suit is not None and card.suit is trump, power(card)))
                         for card in ALL_CARDS}

    def must_play(self, hand: Collection[Card], plays: Sequence[tuple[str, Card]],
                  named: Suit | None = None) -> list[Card]:
        """Of ``hand``, the cards the adversary may play to the lead ``plays``: of the suit led, those that win it,
        else any of it; void in it, his trumps; else any card (none listed)."""
        led = plays[0][1]
        suited = [c for c in hand if c.suit is led.suit]
        if suited:
            return [c for c in suited if power(c) > power(led)] or suited
        return [c for c in hand if c.suit is not None and c.suit is self.trump]

    def renounce(self, hand: Collection[Card], plays: Sequence[tuple[str, Card]], card: Card) -> Renounce | None:
        """How ``card``, played to ``plays`` from ``hand`` (the hand before it was played), breaks the rule of play;
        None where it does not."""
        must = self.must_play(hand, plays)
        if not must or card in must:
            return None
        led = plays[0][1]
        if any(c.suit is led.suit for c in hand) and card.suit is not led.suit:
            return "trumped" if card.suit is self.trump else "not_followed"
        return "not_won"


@functools.cache
def ranking(trump: Suit | None) -> EcarteRanking:
    """Écarté's ranking under ``trump``, made once for each trump."""
    return EcarteRanking(trump)
