"""Five Hundred at the table and on its sheet and report: the web form, the panels, the documents (the service's
layer; the rules themselves are tests/games/test_five_hundred.py's)."""
from __future__ import annotations

from typing import Any

from builders import record
from test_five_hundred import BIDDING, CELLS, EVERY_TRICK, NO_TRUMPS, THREE, agreed, bid, dealt

from referee.cards import Suit


def test_foster_500_bidder_scores_by_outcome_the_ruling_report_says_the_bid_and_each_players_tricks() -> None:
    from referee.documents.reports import ruling_report_html
    rec = record({"dealer": "A", "events": [agreed("C", 6, (6, "NT"), {"A": 3, "B": 1})]}, game="five-hundred",
                 seats=THREE)
    html = ruling_report_html(rec)
    assert "Agreed outcome: ccc (C) bid 6 no trumps, 6 tricks, aaa (A) 3, bbb (B) 1" in html


def test_foster_500_joker_led_names_loads_alike_by_either_loader_and_prints_in_the_ruling_report() -> None:
    # family.md §3: `play` with `names`; the ruling report says the bid, the suit named and "no trumps"
    from referee.schemas import fast_load
    from referee.documents.reports import ruling_report_html
    from referee.schemas import _RECORD_SCHEMA
    rec = record(dealt(*NO_TRUMPS), game="five-hundred", seats=THREE)
    loaded = fast_load(rec)
    assert loaded is not None and loaded == _RECORD_SCHEMA.load(rec)
    assert loaded.deals[0].events[8].names is Suit.DIAMONDS  # type: ignore[attr-defined]
    html = ruling_report_html(rec)
    assert "(C) bid 6 no trumps" in html
    assert "naming diamonds" in html and "no trumps" in html and "took the widow" in html


def test_foster_500_joker_led_the_table_offers_it_naming_each_suit_and_the_panel_the_bids_that_pass() -> None:
    # foster:500#joker-led at the table: the bidder of no-trumps to lead is offered the joker naming each suit;
    # #most-valuable: the panel offers only the bids worth more than the one holding (equal values do not hold)
    from referee.games import find_game
    from referee.web.quick import offer
    from referee.web.view import pack_by_suit, suggest
    rec = record(game="five-hundred", seats=THREE)
    game = find_game("five-hundred")
    led = dealt(*NO_TRUMPS[:5])
    hint = suggest(game, rec, led)
    assert (hint.kind, hint.seat, hint.no_trumps) == ("play", "C", True)
    shown = offer(game, rec, led, 0, hint, pack_by_suit(rec), set(), None)
    assert shown is not None
    taps = [t for row in shown.rows for t in row]
    assert {t.fields.get("names") for t in taps if t.fields["card"] == "JK"} == {"S", "H", "D", "C"}
    bidding = dealt(bid("B", 8, "S"))
    hint = suggest(game, rec, bidding)
    panel = offer(game, rec, bidding, 0, hint, pack_by_suit(rec), set(), None)
    assert panel is not None and panel.prompt.endswith("8♠ (120) holds")
    offered = {(t.fields["value"], t.fields.get("suit")) for row in panel.rows for t in row if t.fields["type"] == "bid"}
    assert ("7", "C") not in offered and ("6", "NT") not in offered and ("8", "C") in offered  # 120 does not pass 120
    assert len(offered) == sum(1 for s, _, v in CELLS if v > 120)



def test_foster_500_game_the_sheet_names_the_section_not_the_euchre_laws_and_prints_no_rubbers() -> None:
    # foster:500#game: "Five hundred points is game": no rubbers; the code in force is Foster's section, which does
    # not incorporate the Euchre Laws: the printed sheet names it, and says neither "Euchre Laws" nor "Rubbers".
    from html import unescape

    from referee.documents.reports import scoresheet_html
    html = unescape(scoresheet_html([record(dealt(*BIDDING, *EVERY_TRICK), game="five-hundred", seats=THREE)]))
    assert "Foster's Complete Hoyle, 500, or Bid Euchre" in html
    assert "Euchre Laws" not in html and "Rubber" not in html and "rubber" not in html


def test_foster_500_game_the_web_sheet_says_no_euchre_laws_and_no_rubbers(scorer: Any) -> None:
    table = scorer.start_table(game="five-hundred", seats="A B C", player__3="", dealer="0", option__game_to="500",
                               option__rubbers="")
    sheet = scorer.client.get(f"/tables/{table}/scoresheet").get_data(as_text=True)
    assert "Euchre Laws" not in sheet and "ubber" not in sheet
