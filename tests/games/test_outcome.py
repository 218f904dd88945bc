"""A deal recorded by its outcome alone (record format 1, ``outcome``): "the deal's outcome as the table agreed
it, where its cards were not recorded (a club keeping only its scoresheet); scored by the code's laws as a deal
played so would be; a deal whose play is recorded needs none, and where both stand and disagree the play governs
and the ruling says so". Each case is scored by the law it names, from the law's words."""
from __future__ import annotations

from typing import Any

import pytest

import referee

from builders import HANDS, deal, ev, only_deal, record

CALL_ACE_SEATS = ("A", "B", "C", "D", "E")


def outcome(seat: str, tricks: int, **fields: Any) -> dict[str, Any]:
    return ev("outcome", seat, tricks=tricks, **fields)


def agreed(*events: dict[str, Any], dealer: str = "N", **kw: Any) -> dict[str, Any]:
    """The ruling on one deal recorded by ``events`` alone (no shuffle, cut or cards)."""
    return only_deal(referee.rule(record({"dealer": dealer, "events": list(events)}, **kw)))


def test_outcome_foster_1_march_counts_two() -> None:
    # foster:1: "If the players making the trump win all five tricks, they count two points towards game"
    d = agreed(outcome("E", 5, suit="H"))
    assert d["status"] == "scored" and d["maker"] == "E" and d["trump"] == "H" and d["alone"] is False
    assert d["points"] == {"NS": 0, "EW": 2} and d["rulings"] == [] and d["tricks"] == []
    assert [b["id"] for b in d["basis"]] == ["foster:1", "foster:10"]
    assert d["next_dealer"] == "E"


def test_outcome_foster_1_three_or_four_tricks_count_one() -> None:
    # foster:1: "if they win three or four tricks, they count one point"
    assert agreed(outcome("S", 3))["points"] == {"NS": 1, "EW": 0}
    assert agreed(outcome("S", 4))["points"] == {"NS": 1, "EW": 0}


def test_outcome_foster_1_euchred_adversaries_count_two() -> None:
    # foster:1: "if they fail to win three tricks, their adversaries count two points"
    assert agreed(outcome("W", 2, suit="C"))["points"] == {"NS": 2, "EW": 0}


def test_outcome_foster_2_lone_hand_five_tricks_counts_four() -> None:
    # foster:2: "If the player making the trump plays alone, and makes five tricks, he counts as many points as
    # there are players in the game ... four if four play"
    d = agreed(outcome("N", 5, alone=True))
    assert d["alone"] is True and d["lone"] == "N"
    assert d["points"] == {"NS": 4, "EW": 0} and [b["id"] for b in d["basis"]][0] == "foster:2"


def test_outcome_1862_III_46_lone_hand_euchred_counts_four_to_the_adversaries() -> None:
    # 1862:III.46: the lone hand euchred, the adversaries count four under the 1862 code
    d = agreed(outcome("N", 1, alone=True), code="1862")
    assert d["points"] == {"NS": 0, "EW": 4} and "1862:III.46" in [b["id"] for b in d["basis"]]


def test_outcome_scores_run_on_into_the_game() -> None:
    # foster:1: "A game consists of five points": three marches by their outcomes make a game
    r = referee.rule(record(*({"dealer": d, "events": [outcome("E", 5)]} for d in "NES")))
    assert r["games"] == [{"winner": "EW", "score": {"NS": 0, "EW": 6}, "slam": False}]


def test_outcome_agreeing_with_the_play_recorded_is_silent() -> None:
    # where the play is recorded the deal "needs none": an outcome that agrees with it adds nothing
    played = referee.rule(record(deal("N", ev("order_up", "E"), ev("discard", "N", card="9C"),
                                      "KD", "JH", "JD", "9D", "AC", "QD", "QC", "9S", "AS", "TD", "QS", "TS",
                                      "AH", "TH", "TC", "KH", "KC", "QH", "JC", "KS", turn_up="QD")))
    both = referee.rule(record(deal("N", ev("order_up", "E"), ev("discard", "N", card="9C"),
                                    "KD", "JH", "JD", "9D", "AC", "QD", "QC", "9S", "AS", "TD", "QS", "TS",
                                    "AH", "TH", "TC", "KH", "KC", "QH", "JC", "KS", outcome("E", 4, suit="D"))))
    assert only_deal(both)["points"] == only_deal(played)["points"] == {"NS": 0, "EW": 1}
    assert only_deal(both)["rulings"] == []


def test_outcome_disagreeing_with_the_play_recorded_the_play_governs() -> None:
    # "where both stand and disagree the play governs and the ruling says so"
    d = only_deal(referee.rule(record(deal("N", ev("order_up", "E"), ev("discard", "N", card="9C"),
                                           "KD", "JH", "JD", "9D", "AC", "QD", "QC", "9S", "AS", "TD", "QS", "TS",
                                           "AH", "TH", "TC", "KH", "KC", "QH", "JC", "KS", outcome("E", 5)))))
    assert d["points"] == {"NS": 0, "EW": 1}  # foster:1, as played: four tricks (W's first, E's last three)
    [r] = d["rulings"]
    assert r["irregularity"] == "outcome_disagrees" and r["event"] == len(d["tricks"]) * 4 + 5
    assert "the makers took 4 tricks" in r["finding"] and r["effect"].startswith("The recorded facts govern")


def test_outcome_recorded_before_the_play_the_play_still_governs() -> None:
    # the order of the facts does not matter: the outcome is weighed once every fact is in
    events = [ev("order_up", "E"), outcome("W", 0), ev("discard", "N", card="9C"),
              "KD", "JH", "JD", "9D", "AC", "QD", "QC", "9S", "AS", "TD", "QS", "TS",
              "AH", "TH", "TC", "KH", "KC", "QH", "JC", "KS"]
    d = only_deal(referee.rule(record(deal("N", *events))))
    assert d["maker"] == "E" and d["points"] == {"NS": 0, "EW": 1}
    assert [r["irregularity"] for r in d["rulings"]] == ["outcome_disagrees"]
    assert "E made the trump, not W" in d["rulings"][0]["finding"]


def test_outcome_completes_a_play_recorded_in_part() -> None:
    # two tricks recorded, then the table agreed the rest: scored by foster:1 from the outcome
    d = only_deal(referee.rule(record(deal("N", ev("order_up", "E"), ev("discard", "N", card="9C"),
                                           "KD", "JH", "JD", "9D", "AC", "QD", "QC", "9S", outcome("E", 4)))))
    assert d["status"] == "scored" and d["points"] == {"NS": 0, "EW": 1} and d["rulings"] == []
    assert len(d["tricks"]) == 2


def test_outcome_that_the_tricks_turned_contradict_is_not_scored() -> None:
    # E's side (W) took the first of the two tricks recorded; "the makers' tricks" cannot be none
    d = only_deal(referee.rule(record(deal("N", ev("order_up", "E"), ev("discard", "N", card="9C"),
                                           "KD", "JH", "JD", "9D", "AC", "QD", "QC", "9S", outcome("E", 0)))))
    assert d["status"] == "incomplete" and d["points"] == {"NS": 0, "EW": 0}
    [r] = d["rulings"]
    assert r["irregularity"] == "outcome_disagrees" and "already taken 1 trick" in r["finding"]


def test_outcome_of_a_misdeal_the_facts_govern() -> None:
    # foster:14: "if he gives too many or too few cards to any player": a misdeal, the deal lost, whatever the
    # table agreed afterwards
    short = {**HANDS, "E": HANDS["E"][:4]}
    d = only_deal(referee.rule(record(deal("N", outcome("E", 3), hands=short))))
    assert d["status"] == "passed"
    assert [r["irregularity"] for r in d["rulings"]][-1] == "outcome_disagrees"
    assert d["points"] == {"NS": 0, "EW": 0}


def test_outcome_corrected_by_a_later_outcome() -> None:
    # a correction is a new fact: the last outcome recorded stands
    d = agreed(outcome("E", 5), outcome("E", 3))
    assert d["points"] == {"NS": 0, "EW": 1} and d["rulings"] == []


def test_outcome_callace_43_partner_named_scores_both() -> None:
    # callace:43 (scoring by seat): the maker and the holder of the card called score together
    d = agreed(outcome("B", 3, suit="S", partner="D"), dealer="A", game="call-ace", code="callace",
               seats=CALL_ACE_SEATS)
    assert d["points"] == {"A": 0, "B": 1, "C": 0, "D": 1, "E": 0}


def test_outcome_callace_45_maker_who_held_the_card_called_scores_as_a_lone_hand() -> None:
    # callace:22: a maker holding the best card of the suit called has no partner; callace:45: he scores as alone
    d = agreed(outcome("C", 5, partner="C"), dealer="B", game="call-ace", code="callace", seats=CALL_ACE_SEATS)
    assert d["points"] == {"A": 0, "B": 0, "C": 5, "D": 0, "E": 0}
    assert {"callace:45", "callace:22"} <= {b["id"] for b in d["basis"]}


def test_outcome_callace_20_without_the_partner_cannot_be_scored() -> None:
    # callace:20: "the player holding the best card in play of the suit called becomes the partner": the outcome
    # must say who he was
    d = agreed(outcome("C", 5), dealer="B", game="call-ace", code="callace", seats=CALL_ACE_SEATS)
    assert d["status"] == "incomplete" and set(d["points"].values()) == {0}
    [r] = d["rulings"]
    assert r["irregularity"] == "outcome_incomplete" and r["laws"] == ["callace:20"]


@pytest.mark.parametrize(("fields", "path", "words"), [
    ({"tricks": 6}, "deals[0].events[0].tricks", "less than or equal to 5"),
    ({"tricks": "3"}, "deals[0].events[0].tricks", "integer"),
    ({"tricks": 3, "partner": "W"}, "deals[0].events[0].partner", "only in Call-Ace"),
    ({"tricks": 3, "partner": "X"}, "deals[0].events[0].partner", "not at the table"),
])
def test_outcome_impossible_is_refused_naming_the_field(fields: dict[str, Any], path: str, words: str) -> None:
    with pytest.raises(referee.InvalidRecord) as err:
        referee.rule(record({"dealer": "N", "events": [{"type": "outcome", "seat": "E", **fields}]}))
    assert any(e["path"] == path and words in e["message"] for e in err.value.errors), err.value.errors


def test_outcome_lone_hand_with_a_partner_is_impossible() -> None:
    with pytest.raises(referee.InvalidRecord) as err:
        referee.rule(record({"dealer": "A", "events": [outcome("B", 5, alone=True, partner="D")]},
                            game="call-ace", code="callace", seats=CALL_ACE_SEATS))
    assert [e["path"] for e in err.value.errors] == ["deals[0].events[0].partner"]


#: A Five Hundred outcome (the extension's ``bid`` and ``others``): C bid seven hearts and took seven tricks, A one and
#: B two.
FIVE_HUNDRED_OUTCOME = {"type": "outcome", "seat": "C", "tricks": 7, "bid": {"value": 7, "suit": "H"},
                        "others": {"A": 1, "B": 2}}


@pytest.mark.parametrize(("fields", "seats", "path", "words"), [
    ({"bid": {"value": 5, "suit": "H"}}, "ABC", "bid", "not a bid of Foster's table"),  # foster:500#six-and-suit
    ({"bid": {"value": 11, "suit": "NT"}}, "ABC", "bid", "not a bid of Foster's table"),
    ({"bid": {"value": 7, "suit": "X"}}, "ABC", "bid.suit", "Must be one of"),
    ({"bid": {"value": 7}}, "ABC", "bid.suit", "required"),
    ({"suit": "S"}, "ABC", "suit", "The trump is the bid's (7 H), not spades"),
    ({"others": {"A": 3, "B": 2}}, "ABC", "others", "come to 12: the hand has 10 tricks"),  # foster:500#deal
    ({"others": {"A": 11}}, "ABC", "others.A", "less than or equal to 10"),
    ({"others": {"C": 3}}, "ABC", "others.C", "the bidder's side"),
    ({"others": {"X": 3}}, "ABC", "others.X", "Seat 'X' is not at the table"),
    ({"seat": "N", "others": {"E": 3}}, "NESW", "others.E", "keyed by its name (NS or EW)"),
    ({"seat": "N", "others": {"NS": 3}}, "NESW", "others.NS", "the bidder's side"),
])
def test_outcome_five_hundred_impossible_is_refused_naming_the_field_and_value(
        fields: dict[str, Any], seats: str, path: str, words: str) -> None:
    # foster:500#table, #deal: a bid of Foster's table, the hand's ten tricks; the sides of the table
    event = {**FIVE_HUNDRED_OUTCOME, **fields}
    with pytest.raises(referee.InvalidRecord) as err:
        referee.rule(record({"dealer": seats[0], "events": [event]}, game="five-hundred", seats=tuple(seats)))
    full = f"deals[0].events[0].{path}"
    [error] = [e for e in err.value.errors if e["path"] == full]
    assert words in error["message"], err.value.errors
    value: Any = event
    for part in path.split("."):
        value = value.get(part)
    assert error["value"] == value


@pytest.mark.parametrize("name", ["bid", "others"])
def test_outcome_bid_and_others_only_in_five_hundred(name: str) -> None:
    event = {"type": "outcome", "seat": "E", "tricks": 3, name: FIVE_HUNDRED_OUTCOME[name]}
    with pytest.raises(referee.InvalidRecord) as err:
        referee.rule(record({"dealer": "N", "events": [event]}))
    assert [e["path"] for e in err.value.errors] == [f"deals[0].events[0].{name}"]
    assert "only in Five Hundred" in err.value.errors[0]["message"]


def test_outcome_five_hundred_loads_alike_by_either_loader() -> None:
    from referee.schemas import fast_load
    from referee.games import Bid
    from referee.schemas import _RECORD_SCHEMA
    rec = record({"dealer": "A", "events": [FIVE_HUNDRED_OUTCOME]}, game="five-hundred", seats=("A", "B", "C"))
    loaded = fast_load(rec)
    assert loaded is not None and loaded == _RECORD_SCHEMA.load(rec)
    [event] = loaded.deals[0].events
    assert event.bid == Bid(7, "H") and event.others == {"A": 1, "B": 2}  # type: ignore[attr-defined]
