"""The round games' ranking (Rams, Rounce, Bierspiel, the Loos): plain suits with no bowers, each suit in the game's
order of ranks, a trump above any other card; and the duty that Rams and Loo put on every player, to head the trick
(foster:rams#head, foster:loo#simple-head): follow suit with a card that beats the trick if he can, and, void of the
suit led, trump if he can, over-trumping where the trick is trumped; Rams "even if the trick is already trumped"
(foster:rams#trump-if-void), Loo with no duty to under-trump (foster:loo#head-double)."""
from __future__ import annotations

import functools
from collections.abc import Collection, Sequence

from ..cards import ALL_CARDS, Card, Suit
from .base import Ranking

#: Pam, the club jack (foster:five-card-loo#pam); Bierspiel's seven of diamonds (foster:bierspiel#seven).
PAM = Card.parse("JC")
SEVEN = Card.parse("7D")
#: The ranks from the lowest up: the whist order (Loo, Rounce), Écarté's (Rams' own, foster:rams#cards) and Piquet's
#: (foster:rams#piquet-rank).
WHIST = "23456789TJQKA"
ECARTE = "789TAJQK"
PIQUET = "789TJQKA"


class Heading(Ranking):
    """The cards ranked under ``trump`` (None: a Loo simple before its trump is turned) in the order ``ranks``; a
    player void of the suit led must trump even under the trick where ``under_trump``; where ``follow_only``, he need
    only follow suit (Rounce: "There is no obligation to head the trick, nor to trump or under-trump"). With ``pam``
    agreed, the club jack is always the best trump, of the trump suit for every purpose, and must pass the ace of
    trumps led where its holder has another trump (foster:five-card-loo#pam, #pam-pass)."""

    __slots__ = ("follow_only", "pam", "under_trump")

    def __init__(self, trump: Suit | None, ranks: str = WHIST, under_trump: bool = False,
                 follow_only: bool = False, pam: bool = False, seven: bool = False) -> None:
        self.trump = trump
        self.under_trump = under_trump
        self.follow_only = follow_only
        cards = [c for c in ALL_CARDS if c.suit is not None and c.rank in ranks]
        self.suit: dict[Card, Suit | None] = {c: c.suit for c in cards}
        self.standing = {c: (c.suit, (trump is not None and c.suit is trump, 2 * ranks.index(c.rank))) for c in cards}
        self.pam = PAM if pam and trump is not None else None
        if self.pam is not None:
            self.suit[PAM] = trump
            self.standing[PAM] = (trump, (True, 2 * len(ranks)))
        if seven and trump is not None:  # "the second-best card of the trump suit, ranking next below the ace"
            self.suit[SEVEN] = trump
            self.standing[SEVEN] = (trump, (True, 2 * ranks.index("A") - 1))

    def beats(self, card: Card, plays: Sequence[tuple[str, Card]]) -> bool:
        """Whether ``card`` would win the trick ``plays`` (heads it)."""
        return self.trick_winner([*plays, ("", card)]) == ""

    def must_play(self, hand: Collection[Card], plays: Sequence[tuple[str, Card]],
                  named: Suit | None = None) -> list[Card]:
        """The cards of ``hand`` he may play to ``plays``; none where he may play any. Of the suit led, those that head
        the trick if he holds one, else any of it; void of it, a trump that heads the trick if he holds one, else any
        trump where the trick is not yet trumped, or always where he must trump under."""
        suit = self.suit
        led = suit[plays[0][1]]
        follow = [c for c in hand if suit[c] is led]
        if self.follow_only:
            return follow
        if (self.pam in follow and led is not None and led is self.trump and len(follow) > 1
                and plays[0][1] == Card.parse("A" + led.value)):
            return [c for c in follow if c != self.pam]  # "the holder of Pam must pass the trick" (#pam-pass)
        if follow:
            return [c for c in follow if self.beats(c, plays)] or follow
        trumps = [c for c in hand if self.trump is not None and suit[c] is self.trump]
        if not trumps:
            return []
        heading = [c for c in trumps if self.beats(c, plays)]
        trumped = any(suit[c] is self.trump for _, c in plays)
        return heading or ([] if trumped and not self.under_trump else trumps)


@functools.cache
def heading(trump: Suit | None, ranks: str = WHIST, under_trump: bool = False, follow_only: bool = False,
            pam: bool = False, seven: bool = False) -> Heading:
    return Heading(trump, ranks, under_trump, follow_only, pam, seven)
