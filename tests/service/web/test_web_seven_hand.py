"""Seven-hand Euchre at the table and on its sheet and report: the web form, the panels, the documents (the service's
layer; the rules themselves are tests/games/test_seven_hand.py's)."""
from __future__ import annotations

from builders import ev, record
from test_seven_hand import HANDS, SEATS, WIDOW


def test_foster_seven_hand_bidding_the_panel_offers_tricks_in_a_suit_and_ten_or_twenty_alone() -> None:
    # #bidding: a bid of tricks naming its suit; ten and twenty play alone (#ten, #twenty). The table's panel offers
    # them by suit, and once a bid holds only those above it.
    from referee.games import find_game
    from referee.web.quick import offer
    from referee.web.view import pack_by_suit, suggest
    rec = record(game="seven-hand-euchre", seats=SEATS)
    dealt = {"dealer": "A", "events": [ev("shuffle", "A"), ev("cut", "G"), ev("deal", hands=HANDS, widow=WIDOW),
                                       ev("bid", "B", value=5, suit="S")]}
    game = find_game(rec["game"])
    offered = offer(game, rec, dealt, 0, suggest(game, rec, dealt), pack_by_suit(rec), set(), None)
    assert offered is not None
    bids = {(t.fields["value"], t.fields["suit"]) for row in offered.rows for t in row if t.fields["type"] == "bid"}
    assert bids == {(str(v), s) for s in "SHDC" for v in (6, 7, 10, 20)}
