"""Seven-handed Euchre: seven each for himself, the trump and the partners for the deal by bidding (Foster's
SEVEN-HANDED EUCHRE).

"Seven-handed Euchre is played with a full pack of fifty-three cards, including the Joker" (foster:seven-hand#pack),
"the Joker is always the best trump, the right and left bowers being the second and third-best" (#joker: the cards'
own ranking). Seven cards each, four to the widow, no trump turned (#dealing); "The rules governing all
irregularities in the deal are the same as in ordinary Euchre" (#deal-irregularities: Foster's Laws 1-40 binding,
cited with it). Each in turn from the eldest hand bids points naming his suit, no second bid, the highest bidder's
suit the trump (#bidding, #highest-suit); he takes the widow and discards to seven (#widow), and chooses two partners
to five tricks, three to six or seven (#partners); ten plays alone with the widow, twenty alone without it (#ten,
#twenty). He leads (#bidder-leads). He and his partners are credited with the bid and no more; euchred, the
adversaries are (#scoring, #euchred); a revoke on either side gives the adversaries the bid, and the hand is
abandoned (#revoke). Scores by seat; no game: the scores run on (family.md §4).

Law: foster:seven-hand (the section), foster:1-40 (the deal's irregularities, following suit).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from ..law.laws import cite
from ..law.rulings import Irregularity, Ruling
from .base import EVENTS, Bid
from .due import Due, Held
from .euchre_family import widow
from .euchre_family.bid_scores import ScoredByBid
from .euchre_family.part import Family, FamilyPart

if TYPE_CHECKING:
    from ..state import DealState, Revoke

LAW = "foster:seven-hand"


class SevenHand(ScoredByBid):
    """Seven-handed Euchre: each for himself, the bidder's partners chosen for the deal."""

    name = "seven-hand-euchre"
    title = "Seven-handed Euchre"
    seats = (7,)
    seats_said = "Seven-handed Euchre is played by seven."
    # the bidding, the widow, the partners chosen (foster:seven-hand)
    events = EVENTS | {"bid", "take_widow", "choose_partners"}
    codes = ("foster",)
    hand = 7  # #dealing: "until each player has received seven cards"
    widow = 4  # #dealing: "The four remaining in the pack ... form the widow"
    turns_up = False  # #dealing: "No trump is turned."
    runs_on = True  # family.md §4: no game; "the highest number of points won during the evening" (#prizes)
    incorporates = {"foster": f"{LAW}#deal-irregularities"}
    bidding = f"{LAW}#bidding"
    one_bid = f"{LAW}#highest-suit"
    bid_names_suit = f"{LAW}#highest-suit"
    widow_to_bidder = f"{LAW}#widow"
    chosen_partners = f"{LAW}#chooses-partners"
    bid_scores = (f"{LAW}#scoring", f"{LAW}#euchred")
    first_lead = f"{LAW}#bidder-leads"
    bidder_leads = True
    #: The bids that play alone: ten with the widow, twenty without it (#ten, #twenty).
    alone: ClassVar[dict[int, str]] = {10: f"{LAW}#ten", 20: f"{LAW}#twenty"}

    def replay_parts(self, family: Family) -> tuple[FamilyPart[Any], ...]:
        return family.deal, family.auction, family.widow, family.turn_up, family.play

    def pack_size(self, seats: int) -> int:
        return 53  # #pack

    def bid_fault(self, bid: Bid, holding: Bid | None) -> tuple[str, str] | None:
        if bid.misere or bid.suit == "NT" or not (1 <= bid.value <= self.hand or bid.value in self.alone):
            return (f"a bid is of tricks to make, one to {self.hand}, in a suit; ten or twenty to play alone",
                    f"{LAW}#bidding")
        return None

    def bids(self, seats: int) -> tuple[Bid, ...]:
        """#bidding: tricks in a suit, one to the tricks of a hand, or the bids that play alone (seven-hand's ten and
        twenty, five-hand's eight and fifteen), as the bidding panel offers them."""
        return tuple(Bid(tricks, suit) for suit in "SHDC" for tricks in (*range(1, self.hand + 1), *self.alone))

    def bid_tricks(self, bid: Bid) -> int:
        return self.hand if bid.value in self.alone else bid.value  # ten and twenty: "all seven tricks"

    def partners_for(self, bid: Bid) -> tuple[int, str]:
        if bid.value in self.alone:
            return 0, self.alone[bid.value]
        return (2 if bid.value <= 5 else 3), f"{LAW}#partners"

    def widow_barred(self, bid: Bid) -> str | None:
        return f"{LAW}#twenty" if bid.value == 20 else None

    def widow_due(self, state: DealState, by: str | None, held: Held) -> Due | None:
        """#widow: "The successful bidder takes the widow ... and discarding others in their stead, so as to restore the
        number of his cards to seven": offered him, then his discard."""
        return widow.offered_to_bidder(state, by, held) or super().widow_due(state, by, held)

    def makers(self, seats: tuple[str, ...], maker: str, chosen: Sequence[str] | None,
               holder: Callable[[], str | None]) -> set[str]:
        """#chooses-partners: the bidder and the partners he chose (``chosen``, the bidding's)."""
        return {maker, *chosen} if chosen is not None else super().makers(seats, maker, chosen, holder)

    def without_partners(self, seats: tuple[str, ...], maker: str) -> bool:
        return False  # #chooses-partners: his partners are his choice, not the seats'

    def rule_revoke(self, state: DealState, r: Revoke, finding: str, entitled: str, revoker_side: str) -> None:
        """#revoke: "If a player on either side revokes, the adversaries score the number bid, and the hand is
        abandoned": the bidder's side revoking, each adversary scores the bid; an adversary revoking, the bidder and
        each of his partners score it. No bid holding, the code's penalty."""
        held = state.bidding_round.holding if state.bidding_round is not None else None
        if held is None or state.out.maker is None:
            super().rule_revoke(state, r, finding, entitled, revoker_side)
            return
        bid, law = held[1].value, cite(f"{LAW}#revoke")
        makers = state.makers()
        scorers = [s for s in state.seats if (s in makers) != (r.seat in makers)]
        for seat in scorers:
            state.award(state.side(seat), bid)
        state.out.decided_by("points", law)
        state.rule(Ruling(r.event, Irregularity.REVOKE, [law], finding,
                          f"Hand abandoned; {', '.join(scorers)} score the {bid} bid."))
        state.finish("scored")


SEVEN_HAND = SevenHand()
