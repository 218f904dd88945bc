"""French Euchre, and the "six-handed Euchre" of Keller's Napoleon (Keller 1887, chapter 9).

"In this form of Euchre only twenty-four cards are used, all below nines being thrown out. Four persons play the
game, partners sitting opposite each other" (keller:french-euchre#pack, #players); "no trump is turned"
(#no-trump-turned). Each in turn from the eldest hand bids for the privilege of naming the trump (#bidding); a bid
must be more than the last, else "his bid is worthless" (#must-pass-last); five tricks ends the bidding (#five-ends);
of equal bids the first holds (#equal-bids); "Each player has but one bid for the trump." (#one-bid) The eldest hand
leads (#eldest-leads); the regular game's rules govern "except so far as scoring and lone hands are concerned. Lone
hands cannot be played." (#regular-rules, #no-lone-hands) Each trick counts a point, no more than the bid; euchred,
the adversaries score the bid (#no-excess, #euchred); fifteen points the game (#game).

With six (keller:six-hand): two partnerships of three, seated alternately (#players); "Two of the sevens are
discarded from the pack, so that all the cards are dealt out" (#pack: which two, Keller does not say: any card of the
32-card pack may be in play); the bid declares its suit, the trump (#suit-declared); twenty-five points (#game).

Law: keller:french-euchre, keller:six-hand.
"""
from __future__ import annotations

from typing import Any

from .base import EVENTS, Bid
from .euchre_family.bid_scores import ScoredByBid
from .euchre_family.part import Family, FamilyPart


class FrenchEuchre(ScoredByBid):
    """French Euchre: two pairs opposite with four (24 cards); three against three alternately with six (30)."""

    name = "french-euchre"
    title = "French Euchre"
    seats = (4, 6)
    seats_said = "French Euchre is played by four, or by six (Keller: six-handed Euchre)."
    events = EVENTS | {"bid"}  # the trump made by bidding (keller:french-euchre#bidding)
    codes = ("keller",)
    turns_up = False
    incorporates = {"keller": "keller:french-euchre#regular-rules"}  # Foster's Laws 1-40 bind (family.md §1)
    bidding = "keller:french-euchre#bidding"
    one_bid = "keller:french-euchre#one-bid"
    equal_bids_binding = True
    no_lone_hands = "keller:french-euchre#no-lone-hands"
    bid_scores = ("keller:french-euchre#no-excess", "keller:french-euchre#euchred")
    first_lead = "keller:french-euchre#eldest-leads"

    def replay_parts(self, family: Family) -> tuple[FamilyPart[Any], ...]:
        return family.deal, family.auction, family.turn_up, family.play

    def pack_size(self, seats: int) -> int:
        # #pack: twenty-four cards; keller:six-hand#pack: the 32-card pack with two of its sevens discarded
        return 32 if seats == 6 else 24

    def side_seats(self, seats: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
        return (seats[0::2], seats[1::2])  # #players: partners opposite; six-hand#players: seated alternately

    def game_to(self, seats: int) -> int:
        return 25 if seats == 6 else 15  # keller:six-hand#game; keller:french-euchre#game

    def suit_bid(self, seats: int) -> str | None:
        return "keller:six-hand#suit-declared" if seats == 6 else None

    def bid_fault(self, bid: Bid, holding: Bid | None) -> tuple[str, str] | None:
        if not 1 <= bid.value <= self.hand or bid.misere:
            return f"a bid is of tricks to make, one to {self.hand}", "keller:french-euchre#five-ends"
        if holding is not None and bid.value <= holding.value:
            return (f"it is not more than the {holding.value} already bid, and cannot supersede it",
                    "keller:french-euchre#must-pass-last")
        return None

    def bids(self, seats: int) -> tuple[Bid, ...]:
        """#bidding, #five-ends: a bid of tricks, one to five ("five tricks are all that can be made"); with six, each
        in a suit, "the suit on which the bid is based must be declared" (keller:six-hand#suit-declared); with four
        the holder names the trump once the bidding is over."""
        tricks = range(1, self.hand + 1)
        if self.suit_bid(seats) is None:
            return tuple(Bid(n) for n in tricks)
        return tuple(Bid(n, suit) for suit in "SHDC" for n in tricks)

    def bid_ends(self, bid: Bid) -> str | None:
        return "keller:french-euchre#five-ends" if bid.value == self.hand else None


FRENCH_EUCHRE = FrenchEuchre()
