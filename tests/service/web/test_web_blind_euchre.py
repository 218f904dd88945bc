"""Blind Euchre at the table and on its sheet and report: the web form, the panels, the documents (the service's
layer; the rules themselves are tests/games/test_blind_euchre.py's)."""
from __future__ import annotations

from typing import Any

from each_for_himself import record
from test_blind_euchre import EUCHRED, MARCH, OTHERS, _buttons, blind_deal

import referee


def test_foster_blind_takes_widow_in_turn_offered_as_taps_the_discard_of_two_and_the_trump(scorer: Any) -> None:
    # #takes-widow: "The player who takes the widow practically orders up the trump and must play against all the
    # others after discarding two cards": in turn from the eldest hand (E) each is offered the widow or its refusal;
    # its taker (S) his cards to discard, two, then the trump to name; then E leads.
    table = scorer.start_table(game="blind-euchre", dealer="0")  # N deals
    hands = {**OTHERS, "S": ["QH", "TH", *MARCH[0]]}
    scorer.record(table, type="deal", **{f"hands__{s}": " ".join(h) for s, h in hands.items()},
                  widow=" ".join(MARCH[1]))

    def page() -> str:
        return scorer.client.get(f"/tables/{table}").get_data(as_text=True)

    def tap(**fields: str) -> None:
        assert scorer.record(table, ask="1", **fields).status_code == 302

    assert "E Bob: the widow, in turn from the eldest hand" in page()
    assert _buttons(page(), "take_widow") == [{"type": "take_widow", "seat": "E"}]
    assert _buttons(page(), "pass") == [{"type": "pass", "seat": "E"}]
    tap(type="pass", seat="E")
    assert _buttons(page(), "take_widow") == [{"type": "take_widow", "seat": "S"}]
    tap(type="take_widow", seat="S")
    assert "S Cy discards: the discard for the widow (1 of 2)" in page()
    held = {b["card"] for b in _buttons(page(), "discard") if "card" in b}
    assert held == {"QH", "TH", *MARCH[0], *MARCH[1]}  # the five dealt him and the widow's two
    tap(type="discard", seat="S", card="QH")
    assert "(2 of 2)" in page() and "QH" not in {b.get("card") for b in _buttons(page(), "discard")}
    tap(type="discard", seat="S", card="TH")
    assert "S Cy names the trump" in page()
    assert [b["suit"] for b in _buttons(page(), "make")] == list("SHDC")
    tap(type="make", seat="S", suit="S")
    assert {b["seat"] for b in _buttons(page(), "play")} == {"E"}  # the eldest hand leads
    ruled = referee.rule(record("blind-euchre", "NESW", {"dealer": "N", "events": [
        {"type": "deal", "hands": hands, "widow": list(MARCH[1])}, {"type": "pass", "seat": "E"},
        {"type": "take_widow", "seat": "S"}, {"type": "discard", "seat": "S", "card": "QH"},
        {"type": "discard", "seat": "S", "card": "TH"}, {"type": "make", "seat": "S", "suit": "S"}]}))
    assert ruled["deals"][0]["rulings"] == [] and ruled["deals"][0]["maker"] == "S"  # the taps' facts, as recorded


def test_foster_blind_takes_widow_recorded_at_the_table_through_the_web_form(scorer: Any) -> None:
    table = scorer.start_table(game="blind-euchre", dealer="0")
    hands = {**OTHERS, "S": ["QH", "TH", *MARCH[0]]}
    deal = {"type": "deal", **{f"hands__{s}": " ".join(h) for s, h in hands.items()}, "widow": " ".join(MARCH[1])}
    for event in (deal, {"type": "pass", "seat": "E"}, {"type": "take_widow", "seat": "S"},
                  {"type": "discard", "seat": "S", "cards": "QH TH"}, {"type": "make", "seat": "S", "suit": "S"}):
        response = scorer.record(table, **event)
        assert response.status_code == 302, response.get_data(as_text=True)[:2000]
    page = scorer.client.get(f"/tables/{table}").get_data(as_text=True)
    assert "discards Q" in page and "Takes the widow".lower() in page.lower()
    assert scorer.client.get(f"/tables/{table}/scoresheet").status_code == 200


def test_foster_blind_void_every_refusal_a_tap_the_deal_void(scorer: Any) -> None:
    # #void: "If no one will take the widow, the deal is void": each refuses in turn by a tap, and the deal passes.
    table = scorer.start_table(game="blind-euchre", dealer="0")
    scorer.record(table, type="deal")
    for seat in "ESWN":
        page = scorer.client.get(f"/tables/{table}").get_data(as_text=True)
        assert _buttons(page, "pass") == [{"type": "pass", "seat": seat}]
        assert scorer.record(table, ask="1", type="pass", seat=seat).status_code == 302
    page = scorer.client.get(f"/tables/{table}").get_data(as_text=True)
    assert "Passed all round: no score" in page and 'data-type="new_deal"' in page


def test_foster_blind_takes_widow_the_sheet_a_column_per_player_the_count() -> None:
    from referee.documents.reports import scoresheet_html
    from referee.documents.scoresheet import table_sheet

    rec = record("blind-euchre", "NESW", blind_deal(*MARCH), blind_deal(*EUCHRED, trump="H"))
    sheet = table_sheet(rec)
    assert sheet.each_for_himself and sheet.pool is None and sheet.kept_in == "points"
    assert [row.score for row in sheet.rows] == [{"N": 0, "E": 0, "S": 3, "W": 0}, {"N": 2, "E": 2, "S": 3, "W": 2}]
    html = scoresheet_html([rec])
    assert "Blind Euchre: the scoresheet" in html and "The pool" not in html
