"""Railroad under --compare (issue 21): where Foster's Railroad rules and the 1862 code's additions differ (the
jambone's calls and its euchre, the jamboree's five cards), each code rules by its own text, and `referee rule
--compare` shows both (``Game.compared_with``)."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import referee
from referee.compare import compare
from referee.record import InvalidRecord

from builders import deal, ev, record
from test_cli import run

HANDS = {"N": ["JH", "AH", "KH", "QS", "9C"], "E": ["JK", "JD", "AS", "KS", "9S"],
         "S": ["TH", "AC", "KC", "QC", "JC"], "W": ["AD", "KD", "QD", "QH", "TD"]}


def jambone_euchred() -> dict[str, Any]:
    """W deals, turns the nine of hearts and takes it up alone, announces jambone and discards; N leads the right
    bower and S, on W's right, calls W's queen of hearts to it, and the nine of hearts to the second trick; N and S
    take every trick: the jambone is euchred."""
    plays = [ev("play", "N", card="JH"), ev("play", "S", card="TH"), ev("call", "S", target="W", card="QH"),
             ev("play", "W", card="QH"), ev("play", "N", card="AH"), ev("play", "S", card="AC"),
             ev("call", "S", target="W", card="9H"), ev("play", "W", card="9H"),
             *(ev("play", s, card=c) for s, c in (("N", "KH"), ("S", "KC"), ("W", "AD"), ("N", "QS"), ("S", "QC"),
                                                  ("W", "KD"), ("N", "9C"), ("S", "JC"), ("W", "QD")))]
    return record(deal("W", ev("pass", "N"), ev("pass", "E"), ev("pass", "S"), ev("take_up", "W", alone=True),
                       ev("declare", "W", what="jambone"), ev("discard", "W", card="TD"), *plays,
                       hands=HANDS, turn_up="9H"), game="railroad", jambone=True)


def test_foster_railroad_jambone_compared_with_the_1862_code_each_rules_the_calls_and_the_euchre_by_its_text() -> None:
    # foster:railroad#jambone-follow-call: "If a card is called on a trick, it must be called by the person on the
    # jambone player's right" (S calls W's cards, twice); #jambone-score: "If he is euchred he loses two."
    # 1862:IV.64: only "the player entitled to the lead" calls, one card, "to be played to the first trick" (S's calls
    # are of no effect, IV.68); IV.67: euchred, "his adversaries ... would be entitled to count eight points".
    comparison = compare(jambone_euchred())
    assert comparison["codes"] == ["foster", "1862"] and comparison["compared"] == ["1862"]
    foster, professor = (comparison["rulings"][c]["deals"][0] for c in ("foster", "1862"))
    assert foster["rulings"] == [] and foster["points"] == {"NS": 0, "EW": -2}
    assert professor["points"] == {"NS": 8, "EW": 0}
    assert [r["irregularity"] for r in professor["rulings"]] == ["jambone", "call_of_no_effect", "call_of_no_effect"]
    differ = {d["field"]: d for d in comparison["deals"][0]["differences"]}
    assert set(differ) == {"points", "rulings"}
    assert [c["id"] for c in differ["points"]["citations"]["foster"]] == ["foster:railroad"]
    assert "1862:IV.67" in [c["id"] for c in differ["points"]["citations"]["1862"]]


def test_foster_railroad_jamboree_compared_the_joker_is_among_foster_s_five_not_the_1862_code_s() -> None:
    # foster:railroad#jamboree: "the combination of the five highest trumps in one hand ... sixteen points" (with the
    # joker: the joker, both bowers, the ace and the king, family.md §4); 1862:IV.74's are the two bowers, the ace,
    # king and queen: N's joker, bowers, ace and king of hearts are a jamboree by Foster's and none by the 1862 code's.
    hands = {"N": ["JK", "JH", "JD", "AH", "KH"], "E": ["QH", "AS", "KS", "QS", "JS"],
             "S": ["AC", "KC", "QC", "JC", "TC"], "W": ["AD", "KD", "QD", "TD", "9D"]}
    data = record(deal("W", ev("order_up", "N"), ev("declare", "N", what="jamboree"), hands=hands, turn_up="9H"),
                  game="railroad", jamboree=True)
    comparison = compare(data)
    foster, professor = (comparison["rulings"][c]["deals"][0] for c in ("foster", "1862"))
    assert foster["points"] == {"NS": 16, "EW": 0} and foster["status"] == "scored"
    assert professor["points"] == {"NS": 0, "EW": 0} and professor["status"] != "scored"
    assert any("1862:IV.74" in r["laws"] for r in professor["rulings"])


def test_foster_railroad_compare_on_the_command_line_shows_both_codes(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "railroad.json"
    path.write_text(json.dumps(jambone_euchred()), encoding="utf-8")
    code, out, err = run(capsys, "rule", str(path), "--compare")
    assert code == 0 and err == ""
    assert "ruled under each code that can govern railroad: foster; and under 1862, which does not govern it" in out
    assert "points under foster: NS 0, EW -2" in out and "points under 1862: NS 8, EW 0" in out
    assert "1862:IV.67" in out and "foster:railroad" in out


def test_foster_railroad_a_record_may_not_name_a_code_it_is_only_compared_with() -> None:
    # family.md §4: railroad's code is `foster`; the 1862 code rules its record only beside it, under --compare.
    with pytest.raises(InvalidRecord) as err:
        referee.rule({**jambone_euchred(), "code": "1862"})
    assert "code" in str(err.value)
