"""A hand scored by the bid (Auction, French Euchre, Seven- and five-hand): "The number of points won or lost on the
deal are the number of points bid, even if the bidder accomplishes more" (foster:auction#bid-scores); "If they are
euchred, failing to make the number of tricks bid, the adversaries count the number of points bid" (#euchred). Each
game names its own laws (``ScoredByBid.bid_scores``: keller:french-euchre#no-excess, #euchred;
foster:seven-hand#scoring, #euchred).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from ...law.hand_score import HandScore
from ...law.laws import cite
from ..base import Bid
from ...table.replayed import ReplayedOwner

if TYPE_CHECKING:
    from ...state import DealState


class ScoredByBid(ReplayedOwner):
    """A game whose holder of the bid and his side score the number bid and no more, and euchred, the adversaries."""

    bid_scores: ClassVar[tuple[str, str]]
    """The laws by which the holder of the bid and his side score the number bid and no more, and euchred, the
    adversaries score it."""

    def hand_score(self, state: DealState, won: int, lone: bool) -> HandScore:
        """The number bid and no more, to the holder's side where his side took the tricks the bid undertakes
        (``bid_tricks``); euchred, to the others. No bid recorded, the code's count."""
        held = state.bidding_round.holding if state.bidding_round is not None else None
        if held is None:
            return super().hand_score(state, won, lone)
        bid, (made, failed) = held[1].value, self.bid_scores
        needed = self.bid_tricks(Bid(bid, held[1].suit, held[1].misere))
        return HandScore(bid, 0, (cite(made),)) if won >= needed else HandScore(0, bid, (cite(failed),))
