"""Spoil Five's and Forty-Five's sheets and reports: each player's counters, the pool and the barred seats; Forty-Five's
points by side to 45 (the counters and the pool as the rulings give them, foster:spoil-five#pool, #counters)."""
from __future__ import annotations

import re
from html import unescape
from typing import Any

from referee.documents.own_sheet import own_sheet
from referee.documents.reports import ruling_report_html, scoresheet_html

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
    # foster:spoil-five#pool: "each successive dealer adds a counter until the pool is won"; #irregularities-in-play: C,
    # robbing without the ace, "loses all his right and interest in the current pool"; #jink: A goes on and wins all
    # five (#five-tricks: the pool "and an extra counter from each of the other players").
    sheet = own_sheet(evening())
    assert [line.said for line in sheet.lines] == [("spoiled",), ("spoiled",),
                                                   ("every trick to a (A)", "jinked", "pool to a (A)")]
    pools = [(line.pool_before, line.pool, line.pool_total) for line in sheet.lines]
    assert pools == [(0, 3, 3), (3, 1, 4), (4, -4, 0)]
    assert sheet.pool_total == 0 and sheet.pool_unit == "counters"
    assert [line.out for line in sheet.lines] == [(), ("C barred from the pool",), ()] and sheet.barred == ()
    assert sheet.start == {"A": 20, "B": 20, "C": 20} and sheet.lines[0].running == {"A": 19, "B": 19, "C": 19}
    assert sheet.score == {"A": 26, "B": 17, "C": 17} and not sheet.to_a_number
    assert sheet.lines[2].notes[-1] == "Pool: A takes the pool of 5 counters."  # the jink's finding said once
    page = text(scoresheet_html([evening()]))
    assert "Five points wins the game" not in page and "Kept as Foster's Call-Ace Euchre" not in page
    assert "jinked; pool to a (A)" in page and "C barred from the pool" in page


def test_foster_spoil_five_counters_the_report_s_score_before_from_twenty() -> None:
    page = text(ruling_report_html(evening(), deal=1))
    assert "Before A 19, B 19, C 19 counters; the pool 3 counters" in page
    assert "c (C) robbed the turn-up, laying out 6 ♦" in page  # foster:spoil-five#rob-ace-holder, in words


def test_foster_forty_five_game_the_sheet_by_side_to_forty_five() -> None:
    # foster:forty-five#game: "Forty-five points is game."; #odd-trick: B's four tricks, the odd trick, five.
    sheet = own_sheet(record(deal("A", SWEEP_SPOILED, "8S", *FOUR), game="forty-five",
                             top={"start_score": {"A": 5, "B": 40}}))
    assert sheet.to_a_number and sheet.unit == "points" and sheet.pool_unit is None
    assert sheet.games[0].winner == "B" and sheet.games[0].score == {"A": 5, "B": 45}
    assert sheet.lines[0].status == "scored" and sheet.lines[0].won == "Game 1 won by b (B)"
    # the record ends with the game won: the board shows its score, not the next game's nothing
    page = text(scoresheet_html([record(deal("A", SWEEP_SPOILED, "8S", *FOUR), game="forty-five",
                                        top={"start_score": {"A": 5, "B": 40}})]))
    assert "Game 1 won by b (B) at deal 1: the points A: a 5 B: b 45" in page


def test_foster_forty_five_no_pool_the_sheet_notes_nothing_of_who_dealt_last() -> None:
    # foster:spoil-five#last-deal ends a sitting of pool deals; Forty-Five's game ends at 45 (#game, #no-pool): a
    # reading, nothing noted of a record that ends with another's deal than the first dealer's right-hand neighbour.
    two = record(deal("A", SWEEP_SPOILED, "8S", *FOUR), deal("B", SWEEP_SPOILED, "8S", *FOUR), game="forty-five")
    assert own_sheet(two).last_deal_said is None and "last deal" not in text(scoresheet_html([two]))


def test_foster_spoil_five_last_deal_the_sheet_notes_a_sitting_ended_by_another() -> None:
    # foster:spoil-five#last-deal: "the last deal shall be made by the player on the right of the first dealer"
    sheet = own_sheet(evening())  # A, B, C deal: C sits on A's right
    assert sheet.last_deal_said is None
    shorter = {**evening(), "deals": evening()["deals"][:2]}
    said = own_sheet(shorter).last_deal_said
    assert said is not None and "ends with B's deal" in said and "on his right sits C" in said
    assert "Nothing is ruled" in said and "Nothing is ruled" in text(scoresheet_html([shorter]))
