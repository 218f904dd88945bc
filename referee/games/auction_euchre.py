"""Auction Euchre: the ordinary four or six-handed game, the trump bid for instead of turned up (Foster's AUCTION
EUCHRE).

"Auction Euchre is exactly the same as the ordinary four or six-handed game, except that the trump is not turned up,
the players bidding in turn for the privilege of naming the trump suit." (foster:auction#ordinary-game) So Foster's
Euchre Laws 1-40 govern it, binding, beside its section. "The bidder names the number of tricks he proposes to take"
(#bid-tricks): one to five, the tricks of a hand. "There is no second bid, and the player who has made the highest
bid names the trump suit." (#highest-names) "No matter who is the successful bidder, the eldest hand leads for the
first trick." (#eldest-leads) The side counts its bid and no more (#bid-scores), euchred the adversaries count it
(#euchred); "Fifteen points is usually the game." (#game)

Law: foster:auction (the section), foster:1-40.
"""
from __future__ import annotations

from typing import Any

from .base import EVENTS, Bid
from .euchre_family.bid_scores import ScoredByBid
from .euchre_family.part import Family, FamilyPart


class AuctionEuchre(ScoredByBid):
    """Auction Euchre: two pairs opposite with four, three against three sitting alternately with six."""

    name = "auction-euchre"
    title = "Auction Euchre"
    seats = (4, 6)
    seats_said = "Auction Euchre is played by four or six."
    events = EVENTS | {"bid"}  # the trump made by bidding (foster:auction#highest-names)
    codes = ("foster",)
    incorporates = {"foster": "foster:auction#ordinary-game"}
    bidding = "foster:auction#highest-names"
    one_bid = "foster:auction#highest-names"
    bid_scores = ("foster:auction#bid-scores", "foster:auction#euchred")
    first_lead = "foster:auction#eldest-leads"

    def replay_parts(self, family: Family) -> tuple[FamilyPart[Any], ...]:
        return family.deal, family.auction, family.turn_up, family.play

    def pack_size(self, seats: int) -> int:
        return 32  # foster:auction#ordinary-game: the ordinary game's pack

    def side_seats(self, seats: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
        return (seats[0::2], seats[1::2])  # the ordinary four or six-handed game's partners

    def game_to(self, seats: int) -> int:
        return 15  # foster:auction#game

    def bid_fault(self, bid: Bid, holding: Bid | None) -> tuple[str, str] | None:
        if not 1 <= bid.value <= self.hand or bid.misere:  # #bid-tricks: the tricks he proposes to take, of five
            return (f"a bid is the number of tricks the bidder proposes to take, one to {self.hand}",
                    "foster:auction#bid-tricks")
        return None

    def bids(self, seats: int) -> tuple[Bid, ...]:
        """#bid-tricks: "the number of tricks he proposes to take", one to five, as the bidding panel offers them."""
        return tuple(Bid(tricks) for tricks in range(1, self.hand + 1))


AUCTION_EUCHRE = AuctionEuchre()
