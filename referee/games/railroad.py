"""Railroad Euchre: the four-handed game with every expedient to make points rapidly (Foster's RAILROAD EUCHRE).

"Railroad Euchre is the name given to any form of the four-handed game in which every expedient is used to make
points rapidly" (foster:railroad#expedient), so Foster's Euchre Laws 1-40 govern it beside its own section. "A pack
of twenty-five cards is used, all below the 9 being deleted, and the Joker added. The Joker is always the best
trump." (#pack, #joker) "There are four players, two being partners against the other two." (#players) The suit a
turned joker makes is the one agreed beforehand (`options.joker_suit`, #joker-suit); not agreed, Foster is silent and
Call-Ace's law 5 is cited as persuasive (deal_faults.joker_turned).

Law: foster:railroad (the section), foster:1-40.
"""
from __future__ import annotations

from .base import EVENTS, Game


class Railroad(Game):
    """Railroad Euchre: two pairs opposite, the 25-card pack with the joker."""

    name = "railroad"
    title = "Railroad Euchre"
    seats = (4,)
    seats_said = "Railroad Euchre is played by four."
    codes = ("foster",)
    joker_suit = "foster:railroad#joker-suit"
    partners_best = "foster:railroad#partners-best"
    lone_defence = "foster:railroad#lone-against-lone"
    lone_defence_euchre = (4, "foster:railroad#lone-euchre-four")
    pat_hand = "foster:railroad#pat-hand"
    jambone = "foster:railroad#jambone"
    jambone_counts = (8, 1, -2)  # #jambone-score: "he scores eight points ... he counts one point ... he loses two"
    jamboree = "foster:railroad#jamboree"
    lap = "foster:railroad#laps"
    slam = "foster:railroad#slams"
    events = EVENTS | {"pass_card", "defend_alone"}  # partner's best, the lone hand against a lone hand

    def pack_size(self, seats: int) -> int:
        return 25  # foster:railroad#pack: the nines up, and the joker

    def side_seats(self, seats: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
        return (seats[0::2], seats[1::2])  # foster:railroad#players: two partners against the other two


RAILROAD = Railroad()
