"""The scoresheet and the ruling report of the games that own their deals (referee/documents/own_sheet.py): each sheet's figures
from the sentences, checked against the ruling; each printed as a PDF, on both papers, with nothing of Euchre's
games, rubbers or settling up on it."""
from __future__ import annotations

import io
from typing import Any

import pytest
from pypdf import PdfReader

from referee import rule
from referee.documents.own_sheet import OwnSheet, own_sheet
from referee.documents.reports import ruling_report_pdf, scoresheet_pdf
from referee.documents.ruling_report import ruling_report
from referee.law.laws import law

from owned_records import (
    ecarte_game, forty_five, loo_evening, napoleon_evening, pool_ecarte, spoil_five_jink,
)

#: What a sheet of these games never says: Euchre's code, its game of five (foster:text's, titled so; Écarté's own
#: "The player first reaching five points wins the game" is its own), its rubbers, Call-Ace's settling up.
NEVER = ("Euchre Laws", "Five points wins the game", "foster:text", "ubber", "Settling up", "Code in force")
RECORDS = [napoleon_evening, spoil_five_jink, loo_evening, ecarte_game, pool_ecarte, forty_five]


def text(pdf: bytes) -> str:
    return " ".join("\n".join(p.extract_text() or "" for p in PdfReader(io.BytesIO(pdf)).pages).split())


def quoted(ref: str) -> str:
    law_id, _, key = ref.partition("#")
    return " ".join(law(law_id, key).shown.split())


def counts_run_on(sheet: OwnSheet, ruling: dict[str, Any]) -> None:
    """Each line's change is the ruling's, and each column runs on from the start by them; the pool is the ruling's
    deal by deal, each deal beginning with the last one's."""
    running = dict(sheet.start)
    for line, deal in zip(sheet.lines, ruling["deals"], strict=True):
        assert line.before == running
        assert line.points == {c: deal["points"].get(c, 0) for c in sheet.columns}
        running = {c: running[c] + line.points[c] for c in sheet.columns}
        assert line.running == running
        if line.won:
            running = {c: 0 for c in sheet.columns}
        if sheet.pool_unit:
            assert (line.pool, line.pool_total) == (deal["pool"], deal["pool_total"])
            assert line.pool_before + line.pool == line.pool_total  # type: ignore[operator]


def test_foster_napoleon_pool_the_sheet_carries_the_pool_and_each_players_counters() -> None:
    """"each player contributing a certain amount, usually two counters, on the first deal. Each dealer in turn adds
    two more" (#pool); "The player who first succeeds in winning five tricks on a nap bid takes the pool" (#pool-nap);
    "each deal is a complete game in itself" (#counters): the counters run on, fifty each to start."""
    record = napoleon_evening()
    ruling = rule(record)
    sheet = own_sheet(record)
    counts_run_on(sheet, ruling)
    assert sheet.start == {"N": 50, "E": 50, "S": 50, "W": 50} and sheet.unit == "counters"
    assert [(line.pool, line.pool_total) for line in sheet.lines] == [(8, 8), (2, 10), (-10, 0)]
    assert sheet.score == ruling["score"] and sheet.pool_total == ruling["pool_total"] == 0
    assert sheet.lines[0].said == ("Ann (N) bid 3",) and "Ann (N) bid nap" in sheet.lines[2].said
    assert sheet.lines[1].paid_by == ("foster:napoleon#dealer-bound", "foster:napoleon#pool")
    assert "foster:napoleon#pool-nap" in sheet.lines[2].paid_by
    assert sheet.changed == {"N": 44, "E": -16, "S": -14, "W": -14} and not sheet.to_a_number
    assert sheet.section == "Foster's Complete Hoyle, Napoleon, or Nap"


def test_foster_spoil_five_spoiled_the_pool_carried_twice_then_jinked() -> None:
    """"If no player wins three tricks, the game is spoiled" and the pool stands (#spoiled), each dealer adding one
    (#pool); who jinks it "and gets all five tricks, he takes the pool, and a counter from each of the other players"
    (#jink, #five-tricks)."""
    record = spoil_five_jink()
    ruling = rule(record)
    sheet = own_sheet(record)
    counts_run_on(sheet, ruling)
    assert [line.pool_total for line in sheet.lines] == [3, 4, 0]
    assert "spoiled" in sheet.lines[0].said and "spoiled" in sheet.lines[1].said
    assert {"jinked", "pool to Ann (A)", "every trick to Ann (A)"} <= set(sheet.lines[2].said)
    assert "foster:spoil-five#jink" in sheet.lines[2].paid_by
    assert sheet.score == {"A": 26, "B": 17, "C": 17} and sheet.barred == ()


def test_foster_spoil_five_barred_the_sheet_names_who_is_barred_from_the_pool() -> None:
    """A barred player is barred "until the pool has been won" (#barred); the sheet names him on the deal's line
    where its ruling does, and at the foot while the pool stands."""
    record = spoil_five_jink()
    record["start_barred"] = ["B"]
    record["deals"] = record["deals"][:2]
    ruling = rule(record)
    sheet = own_sheet(record)
    assert "B barred from the pool" in sheet.lines[-1].out and sheet.barred == ("B",)


def test_foster_loo_looed_pays_the_next_pool() -> None:
    """A simple: "those who do not win a trick are looed" three reds each, for the next pool (#simple-all-follow),
    which "added to the three to be deposited by the next dealer, will make the ensuing pool a double"; the double:
    he who took the widow and won no trick is looed (#looed-double)."""
    record = loo_evening()
    ruling = rule(record)
    sheet = own_sheet(record)
    counts_run_on(sheet, ruling)
    first, second = sheet.lines
    assert [n.split(":")[0] for n in first.notes] == ["Looed", "Looed"]
    assert first.notes[0].startswith("Looed: B") and first.notes[1].startswith("Looed: C")
    assert first.pool_total == 18 and "next a double" in first.said and second.pool_before == 18
    assert "foster:loo#simple-all-follow" in first.paid_by and "foster:loo#looed-double" in second.paid_by
    assert set(second.out) == {"A passed", "C passed"} and second.notes[0].startswith("Looed: D")
    assert sheet.counted_in == "in whites, 3 to a red"


def test_foster_ecarte_five_the_game_won_the_king_and_the_vole() -> None:
    """"The game is five points" (#five); the King turned counts one to the dealer (#king-turned); the vole, all five
    tricks, two (#stand-scoring). A reaches five at the fourth deal, and the next game begins at nothing each."""
    record = ecarte_game()
    ruling = rule(record)
    sheet = own_sheet(record)
    counts_run_on(sheet, ruling)
    assert sheet.to_a_number and sheet.unit == "points" and sheet.pool_unit is None
    assert "the King turned by Ann (A)" in sheet.lines[0].said
    assert "the vole to Bob (B)" in sheet.lines[2].said
    (game,) = sheet.games
    assert (game.winner, game.score, game.deal) == ("A", {"A": 5, "B": 3}, 4)
    assert sheet.lines[3].won == "Game 1 won by Ann (A)" and sheet.lines[4].before == {"A": 0, "B": 0}
    assert sheet.score == ruling["score"] == {"A": 0, "B": 2}


def test_foster_pool_ecarte_stakes_who_sits_out_and_the_pool_won() -> None:
    """Each of three "contributes a stake to form a pool" (#stakes), the loser "retires in favour of the third player"
    (#rentrant), and "the first winner, if he also wins the second game, takes the pool" (#two-in-succession)."""
    record = pool_ecarte()
    ruling = rule(record)
    sheet = own_sheet(record)
    counts_run_on(sheet, ruling)
    assert sheet.pool_unit == "stakes" and [line.sat_out for line in sheet.lines] == [("C",), ("A",), ("A",), ("A",)]
    assert [line.pool_total for line in sheet.lines] == [4, 4, 4, 0]
    assert [g.winner for g in sheet.games] == ["B", "B"] and sheet.stakes == {"A": -2, "B": 4, "C": -2}
    assert "foster:pool-ecarte#two-in-succession" in {q.id for q in sheet.laws}


def test_foster_forty_five_game_forty_five_points_by_seat() -> None:
    """"Forty-five points is game" (#game); "The side winning the odd trick counts five points" (#odd-trick)."""
    record = forty_five()
    ruling = rule(record)
    sheet = own_sheet(record)
    counts_run_on(sheet, ruling)
    (game,) = sheet.games
    assert (game.winner, game.score, game.deal) == ("B", {"A": 25, "B": 45}, 3)
    assert all(line.paid_by == ("foster:forty-five#odd-trick",) for line in sheet.lines)


@pytest.mark.parametrize("page_size", ["a4", "letter"])
@pytest.mark.parametrize("build", RECORDS, ids=lambda b: b.__name__)
def test_each_sheet_printed_quotes_its_sentences_and_nothing_of_euchre(build: Any, page_size: str) -> None:
    record = build()
    sheet = own_sheet(record)
    printed = text(scoresheet_pdf([record], page_size=page_size))
    assert sheet.section in printed and sheet.game_title in printed
    for q in sheet.laws:
        assert q.id in printed and " ".join(q.text.split()) in printed
    for line in sheet.lines:
        assert all(law_id in printed for law_id in line.paid_by)
    assert not [word for word in NEVER if word in printed]


def test_foster_napoleon_report_quotes_each_ruling_by_anchor_the_pool_in_its_effect() -> None:
    record = napoleon_evening()
    printed = text(ruling_report_pdf(record))
    assert "Foster's Complete Hoyle, Napoleon, or Nap, the game's own section" in printed
    assert "foster:napoleon#dealer-bound" in printed and quoted("foster:napoleon#dealer-bound") in printed
    assert "The pool" in printed and "the pool 0 counters" in printed
    assert not [word for word in NEVER if word in printed]


def test_callace_51_persuasive_quoted_after_the_games_own_sentences_and_marked() -> None:
    """Napoleon's section is silent on a bid out of turn: Call-Ace's law 51 is cited as persuasive, and the report
    prints the game's own sentences first and marks the persuasive one."""
    record = napoleon_evening()
    events = record["deals"][0]["events"]
    events[1:5] = [{"type": "bid", "seat": "S", "value": 2}, {"type": "bid", "seat": "N", "value": 3},
                   {"type": "pass", "seat": "E"}, {"type": "pass", "seat": "S"}, {"type": "pass", "seat": "W"}]
    report = ruling_report(record, "0" * 64, deal=0)
    (deal,) = report.deals
    (early,) = [r for r in deal.rulings if r.irregularity == "Out of turn bid"]
    assert [q.id for q in early.quotes if q.persuasive] == ["callace:51"]
    for r in deal.rulings:
        flags = [q.persuasive for q in r.quotes]
        assert flags == sorted(flags)  # the game's own first, the persuasive last
    printed = text(ruling_report_pdf(record, deal=0))
    assert "law 51: Passing or ordering up out of turn PERSUASIVE, NOT BINDING" in printed  # the tag, in capitals


@pytest.mark.parametrize("build", [ecarte_game, pool_ecarte, forty_five], ids=lambda b: b.__name__)
def test_a_game_to_a_number_report_says_the_game_won_and_the_count_before_each_deal(build: Any) -> None:
    record = build()
    sheet = own_sheet(record)
    printed = text(ruling_report_pdf(record))
    for g in sheet.games:
        assert f"Game {g.number} won by" in printed
    assert "Partners" not in printed and f"{sheet.unit} in the game in play" in printed
    assert not [word for word in NEVER if word in printed]


def test_foster_loo_simple_all_follow_a_deal_by_its_outcome_reported_as_each_players_tricks() -> None:
    """A Loo simple recorded by its outcome (docs/reading.md: each player's tricks taken): the report says each fact in
    Loo's words, not Euchre's maker, and quotes the sentence that divides the pool."""
    record = {"format": "euchre-record/1", "game": "loo", "code": "foster", "options": {},
              "seats": ["A", "B", "C", "D"], "players": {"A": "Ann", "B": "Bob", "C": "Cy", "D": "Di"},
              "deals": [{"dealer": "D", "events": [
                  {"type": "shuffle", "seat": "D"}, {"type": "cut", "seat": "C"}, {"type": "deal"},
                  {"type": "outcome", "seat": "A", "tricks": 1}, {"type": "outcome", "seat": "D", "tricks": 2}]}]}
    printed = text(ruling_report_pdf(record))
    assert "Agreed outcome: Ann (A), tricks taken 1" in printed and "Agreed outcome: Di (D), tricks taken 2" in printed
    assert "made the trump" not in printed and quoted("foster:loo#simple-all-follow") in printed
    assert not [word for word in NEVER if word in printed]
