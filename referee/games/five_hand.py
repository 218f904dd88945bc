"""Euchre for Five Players: "practically the same as the seven-handed game" (Foster's EUCHRE FOR FIVE PLAYERS).

"This is practically the same as the seven-handed game, but the pack is reduced to 28 cards, all below the Eight in
each suit being deleted. The Joker is not used." (foster:five-hand#seven-hand, #no-joker) Five cards each, three to
the widow (#widow). "The player bidding three tricks takes one partner only. The player bidding four or five tricks,
takes two partners." (#partners) Eight takes the widow and no partners, fifteen neither (#alone); a hundred points
the game (#game). In some clubs a partner is taken by asking for the holder of a card, who says "Here" (#here,
#here-answered). The rest is Seven-handed Euchre's (laws/foster-seven-hand.toml): the bidding, the widow, the bidder's
lead, the scoring by seat, the revoke, the deal's irregularities Euchre's.

Law: foster:five-hand, foster:seven-hand, foster:1-40 (the deal's irregularities, following suit).
"""
from __future__ import annotations

from typing import ClassVar

from .base import EVENTS, Bid
from .seven_hand import LAW as SEVEN, SevenHand

LAW = "foster:five-hand"


class FiveHand(SevenHand):
    """Euchre for Five Players: each for himself, the bidder's partners chosen (or called) for the deal."""

    name = "five-hand-euchre"
    title = "Euchre for Five Players"
    seats = (5,)
    seats_said = "Euchre for Five Players is played by five."
    # Seven-hand's, and the holder of a card asked for (#here)
    events = EVENTS | {"bid", "take_widow", "choose_partners", "call_holder"}
    hand = 5  # #widow: "Five cards are dealt to each player"
    widow = 3  # #widow: "the three remaining form the widow"
    runs_on = False  # #game: "100 points is game"
    call_holder = f"{LAW}#here"
    alone: ClassVar[dict[int, str]] = {8: f"{LAW}#alone", 15: f"{LAW}#alone"}

    def pack_size(self, seats: int) -> int:
        return 28  # #seven-hand: "reduced to 28 cards, all below the Eight in each suit being deleted"; #no-joker

    def game_to(self, seats: int) -> int:
        return 100  # #game

    def bid_fault(self, bid: Bid, holding: Bid | None) -> tuple[str, str] | None:
        if bid.misere or bid.suit == "NT" or not (1 <= bid.value <= self.hand or bid.value in self.alone):
            return (f"a bid is of tricks to make, one to {self.hand}, in a suit; eight or fifteen to play without "
                    "partners", f"{SEVEN}#bidding")
        return None

    def partners_for(self, bid: Bid) -> tuple[int, str]:
        if bid.value in self.alone:
            return 0, self.alone[bid.value]
        return (1 if bid.value <= 3 else 2), f"{LAW}#partners"

    def widow_barred(self, bid: Bid) -> str | None:
        return f"{LAW}#alone" if bid.value == 15 else None


FIVE_HAND = FiveHand()
