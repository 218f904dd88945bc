"""Auction Euchre at the table and on its sheet and report: the web form, the panels, the documents (the service's
layer; the rules themselves are tests/games/test_auction_euchre.py's)."""
from __future__ import annotations

from builders import deal, ev, record


def test_foster_auction_bid_tricks_the_panel_offers_the_tricks_that_pass_the_bid_holding() -> None:
    # #bid-tricks: "the number of tricks he proposes to take": the table's panel offers one to five, and once a bid
    # holds (#highest-names: the highest bid names the trump) only those above it, or a pass.
    from referee.games import find_game
    from referee.web.quick import offer
    from referee.web.view import pack_by_suit, suggest
    rec = record(game="auction-euchre")
    game = find_game("auction-euchre")
    opening = deal("N", turn_up=None)
    offered = offer(game, rec, opening, 0, suggest(game, rec, opening), pack_by_suit(rec), set(), None)
    assert offered is not None and offered.prompt.startswith("E")  # the eldest hand bids first
    assert [t.fields["value"] for row in offered.rows for t in row if t.fields["type"] == "bid"] == list("12345")
    two = deal("N", ev("bid", "E", value=2), turn_up=None)
    offered = offer(game, rec, two, 0, suggest(game, rec, two), pack_by_suit(rec), set(), None)
    assert offered is not None
    assert [t.fields["value"] for row in offered.rows for t in row if t.fields["type"] == "bid"] == list("345")
    assert any(t.fields["type"] == "pass" for row in offered.rows for t in row)
