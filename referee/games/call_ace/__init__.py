"""Call-Ace Euchre: four to seven, each for himself; the maker's partner is the holder of the best card in
play of the suit he calls, unknown until it falls (Foster's Laws of Call-Ace Euchre, 1905).

Law: callace:1 (the first jack deals), callace:2 (the pack), callace:20, 22 (the partner), callace:43 (the
scores run on).
"""
from __future__ import annotations

from ..base import EVENTS, JOKER, LONE_LEAD, STICK_THE_DEALER, Game

#: callace:2: the pack by the number of players.
LAW_2_PACK = {4: 24, 5: 28, 6: 32, 7: 36}


class CallAce(Game):
    """Call-Ace: each plays for himself, and the maker calls for a partner by a suit."""

    name = "call-ace"
    title = "Call-Ace"
    seats = (4, 5, 6, 7)
    seats_said = "Call-Ace is played by four to seven."
    codes = ("callace",)
    runs_on = True
    hidden_partner = True
    first_dealer_by_jack = True
    table_options = (JOKER, STICK_THE_DEALER, LONE_LEAD)  # no games to play to, nor rubbers (callace:43)
    events = EVENTS | {"call_partner"}  # the maker calls for the best card of a suit (callace:20)
    # what the form says otherwise, the maker's partner hidden: an order is never an assist (no fixed partners,
    # callace:20), and a lone hand is the maker's, announced instead of a call (callace:23, 24)
    labels = {"order_up": "Orders up", "go_alone": "Plays alone (calls no partner)"}

    def pack_size(self, seats: int) -> int:
        return LAW_2_PACK[min(max(seats, 4), 7)]  # (a table of another number: its seats are the error)


CALL_ACE = CallAce()
