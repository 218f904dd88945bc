"""Foster's Napoleon ranks the cards A K Q J 10 9 8 7 6 5 4 3 2 in every suit, trumps included, with no bowers: a
jack is a jack of its own suit (foster:napoleon#pack); trumps win all other suits (foster:napoleon#trick-winner);
in a misère there are no trumps (foster:napoleon#misere). Keller's Napoleon is ranked as the regular game, with
the bowers (the family's ``Ranking``; napoleon-spoil-five.md §7.2, a reading of keller:napoleon#regular-rules)."""
from __future__ import annotations

import functools

from ...cards import RANKS, Suit, make_pack
from ..base import Ranking, follow_suit


class PlainRanking(Ranking):
    """Every card of its own suit, ranked by its rank, a trump above any other card."""

    def __init__(self, trump: Suit | None) -> None:
        cards = make_pack(52)
        self.trump = trump
        self.suit = {c: c.suit for c in cards}
        self.standing = {c: (c.suit, (trump is not None and c.suit is trump, RANKS.index(c.rank))) for c in cards}


@functools.cache
def plain(trump: Suit | None) -> Ranking:
    return PlainRanking(trump)


def ranking(keller: bool, trump: Suit | None) -> Ranking:
    """The ranking under the code (``keller``: the regular game's) when ``trump`` is trumps."""
    return follow_suit(trump) if keller else plain(trump)


