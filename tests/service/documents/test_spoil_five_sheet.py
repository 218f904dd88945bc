"""Spoil Five's and Forty-Five's sheets and reports: each player's counters, the pool and the barred seats; Forty-Five's
points by side to 45 (the counters and the pool as the rulings give them, foster:spoil-five#pool, #counters)."""
from __future__ import annotations

import re
from html import unescape
from typing import Any

from referee.documents.reports import ruling_report_html, scoresheet_html
from referee.documents.scoresheet import table_sheet

from spoil_five_records import FOUR, SCATTERED, SCATTERED_PLAYS, SWEEP, SWEEP_SPOILED, deal, record


def text(html: str) -> str:
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split())


def evening() -> dict[str, Any]:
    """Three deals: spoiled twice (C robbing without the ace in the second, barred), then won by a jink."""
    second = {"B": SCATTERED["A"], "C": SCATTERED["B"], "A": SCATTERED["C"]}
    sweep = {"A": SWEEP["B"], "B": SWEEP["A"], "C": ["2C", "3C", "4C", "6C", "7C"]}
    return record(deal("A", SCATTERED, "8S", *SCATTERED_PLAYS),
                  deal("B", second, "8S", {"type": "rob", "seat": "C", "decline": False, "card": "6D"},
                       *SCATTERED_PLAYS[:-1], "8S"),
                  deal("C", sweep, "8S", "5S", "2D", "2C", "JS", "3D", "3C", "KS", "4D", "4C", "QS", "6D", "6C",
                       "9D", "7D", "7C"), seats=("A", "B", "C"))


def test_foster_spoil_five_pool_the_sheet_keeps_each_players_counters_the_pool_and_the_barred() -> None:
    sheet = table_sheet(evening())
    assert [row.pool_result for row in sheet.rows] == ["spoiled", "spoiled", "jinked: taken by A"]
    assert [row.pool_total for row in sheet.rows] == [3, 4, 0] and sheet.pool == 0
    assert [row.barred for row in sheet.rows] == [(), ("C",), ()]
    assert [row.score for row in sheet.rows][0] == {"A": 19, "B": 19, "C": 19}
    assert sheet.rows[-1].score == {"A": 26, "B": 17, "C": 17} and sheet.payments == []
    page = text(scoresheet_html([evening()]))
    assert "Kept in counters; the pool in counters" in page and "Five points wins the game" not in page
    assert "Kept as Foster's Call-Ace Euchre" not in page and "jinked; pool to a (A)" in page


def test_foster_spoil_five_counters_the_report_s_score_before_from_twenty() -> None:
    page = text(ruling_report_html(evening(), deal=1))
    assert "Before A 19, B 19, C 19 counters; the pool 3 counters" in page


def test_foster_forty_five_game_the_sheet_by_side_to_forty_five() -> None:
    sheet = table_sheet(record(deal("A", SWEEP_SPOILED, "8S", *FOUR), game="forty-five", top={"start_score": {"A": 5, "B": 40}}))
    assert sheet.game_to == 45 and sheet.games[0].winner == "B" and sheet.rows[0].result == "scored"


def test_foster_spoil_five_last_deal_the_sheet_notes_a_sitting_ended_by_another() -> None:
    # foster:spoil-five#last-deal: "the last deal shall be made by the player on the right of the first dealer"
    sheet = table_sheet(evening())  # A, B, C deal: C sits on A's right
    assert sheet.last_deal_said is None
    shorter = {**evening(), "deals": evening()["deals"][:2]}
    said = table_sheet(shorter).last_deal_said
    assert said is not None and "ends with B's deal" in said and "on his right sits C" in said
    assert "Nothing is ruled" in said and "Nothing is ruled" in text(scoresheet_html([shorter]))
