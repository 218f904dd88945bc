"""The Loos' ranking: a full pack, A K Q J 10 ... 2 in every suit, the ace highest (foster:loo#cards), no bowers; a
trump above any other card; and the duties of the play: follow suit and head the trick if he can
(foster:loo#simple-head), and, where a trump is turned, void of the suit led, trump or over-trump if he can, with no
duty to under-trump (foster:loo#head-double)."""
from __future__ import annotations

import functools
from collections.abc import Collection, Sequence

from ...cards import ALL_CARDS, RANKS, Card, Suit
from ..base import Ranking


class LooRanking(Ranking):
    """The cards ranked under ``trump`` (None: a simple before its trump is turned)."""

    __slots__ = ()

    def __init__(self, trump: Suit | None) -> None:
        self.trump = trump
        self.suit = {c: c.suit for c in ALL_CARDS if c.suit is not None}
        self.standing = {c: (c.suit, (trump is not None and c.suit is trump, RANKS.index(c.rank))) for c in ALL_CARDS if c.suit is not None}

    def beats(self, card: Card, plays: Sequence[tuple[str, Card]]) -> bool:
        """Whether ``card`` would win the trick ``plays`` (heads it)."""
        return self.trick_winner([*plays, ("", card)]) == ""

    def must_play(self, hand: Collection[Card], plays: Sequence[tuple[str, Card]],
                  named: Suit | None = None) -> list[Card]:
        """The cards of ``hand`` he may play to ``plays``; none where he may play any. Of the suit led, those that head
        the trick if he holds one, else any of it; void of it, a trump that heads the trick if he holds one, else any
        trump where the trick is not yet trumped (foster:loo#head-double: "he need not under-trump")."""
        led = plays[0][1].suit
        follow = [c for c in hand if c.suit is led]
        if follow:
            return [c for c in follow if self.beats(c, plays)] or follow
        trumps = [c for c in hand if self.trump is not None and c.suit is self.trump]
        if not trumps:
            return []
        heading = [c for c in trumps if self.beats(c, plays)]
        trumped = any(c.suit is self.trump for _, c in plays)
        return heading or ([] if trumped else trumps)


@functools.cache
def loo_ranking(trump: Suit | None) -> LooRanking:
    return LooRanking(trump)
