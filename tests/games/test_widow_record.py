"""The widow in the record (family.md §3): ``deal.widow`` and a deal with no ``turn_up``, ``take_widow``, and a
``discard`` of several ``cards``; each card accounted for once (a card in two places is an impossible record), the
widow's cards in no hand until taken. The lean loader loads these as marshmallow does."""
from __future__ import annotations

from typing import Any

import pytest
from builders import ev, only_deal, record

import referee
from referee.engine import DealReplay
from referee.games import GAMES, find_game
from referee.games.euchre_family.part import Family, FamilyPart
from referee.law.codes import find_code
from referee.schemas import _RECORD_SCHEMA, fast_load, load_record

HANDS = {
    "N": ["AS", "KS", "KH", "9D", "9C"],
    "E": ["AH", "KD", "TD", "KC", "QC"],
    "S": ["QS", "9S", "QH", "JH", "TH"],
    "W": ["TS", "JD", "AC", "JC", "TC"],
}
WIDOW = ["QD", "8S"]


def _widow_deal(*events: dict[str, Any], hands: dict[str, list[str]] = HANDS,
                widow: list[str] = WIDOW) -> dict[str, Any]:
    return {"dealer": "N", "events": [{"type": "deal", "hands": hands, "widow": widow}, *events]}


def _errors(raw: dict[str, Any]) -> list[dict[str, Any]]:
    with pytest.raises(referee.InvalidRecord) as err:
        load_record(raw)
    return err.value.errors


def test_a_deal_with_a_widow_and_no_turn_up_loads_alike_both_ways() -> None:
    raw = record(_widow_deal(ev("take_widow", "E"), ev("discard", "E", cards=["QD", "8S"])))
    fast = fast_load(raw)
    assert fast is not None and fast == _RECORD_SCHEMA.load(raw)
    dealt, taken, discard = fast.deals[0].events
    assert list(map(str, dealt.widow)) == ["QD", "8S"] and dealt.turn_up is None  # type: ignore[attr-defined]
    assert taken.type == "take_widow" and taken.seat == "E"
    assert [str(c) for c in discard.discarded] == ["QD", "8S"]  # type: ignore[attr-defined]


def test_a_card_both_in_a_hand_and_in_the_widow_is_an_impossible_record() -> None:
    errors = _errors(record(_widow_deal(widow=["AS", "8S"])))
    assert [(e["path"], e["value"]) for e in errors] == [("deals[0].events[0].widow[0]", "AS")]
    assert "also in N's hand" in errors[0]["message"]


def test_a_widow_card_played_before_it_is_taken_lies_in_the_widow() -> None:
    errors = _errors(record(_widow_deal(ev("play", "E", card="QD"))))
    assert errors[0]["path"] == "deals[0].events[1].card" and "it lies in the widow" in errors[0]["message"]


def test_the_widow_taken_is_in_the_takers_hand_and_no_other() -> None:
    load_record(record(_widow_deal(ev("take_widow", "E"), ev("play", "E", card="QD"))))
    errors = _errors(record(_widow_deal(ev("take_widow", "E"), ev("play", "S", card="QD"))))
    assert errors[0]["path"] == "deals[0].events[2].card" and "lies in E's hand" in errors[0]["message"]


def test_a_discard_of_several_cards_names_each_bad_card_by_its_place() -> None:
    errors = _errors(record(_widow_deal(ev("take_widow", "E"), ev("discard", "E", cards=["QD", "AS", "QD"]))))
    assert [e["path"] for e in errors] == ["deals[0].events[2].cards[1]", "deals[0].events[2].cards[2]"]
    assert "already left the hand" in errors[1]["message"]


def test_a_discard_names_its_card_or_its_cards_not_both() -> None:
    errors = _errors(record(_widow_deal(ev("take_widow", "E"), ev("discard", "E", card="QD", cards=["8S"]))))
    assert errors[0]["path"] == "deals[0].events[2].cards"


def test_a_discarded_card_cannot_be_played() -> None:
    errors = _errors(record(_widow_deal(ev("take_widow", "E"), ev("discard", "E", cards=["QD", "AH"]),
                                        ev("play", "E", card="AH"))))
    assert errors[0]["path"] == "deals[0].events[3].card" and "already left the hand" in errors[0]["message"]


def test_the_widow_taken_where_the_game_deals_none_is_ruled_of_no_effect() -> None:
    ruling = referee.rule(record({"dealer": "N", "events": [{"type": "deal", "hands": HANDS, "turn_up": "QD"},
                                                            ev("take_widow", "E")]}))
    widow = [r for r in only_deal(ruling)["rulings"] if r["irregularity"] == "widow"]
    assert len(widow) == 1 and "deals no widow" in widow[0]["finding"]


def test_a_dealers_discard_given_as_a_list_of_one_is_his_discard() -> None:
    one = referee.rule(record({"dealer": "N", "events": [{"type": "deal", "hands": HANDS, "turn_up": "QD"},
                                                         ev("order_up", "E"), ev("discard", "N", cards=["9C"])]}))
    assert only_deal(one)["rulings"] == []


def _replay(raw: dict[str, Any], widow: int, monkeypatch: pytest.MonkeyPatch) -> DealReplay:
    """The state of the first deal of ``raw`` with each event applied, the game dealing a widow of ``widow`` and so
    listing the family's widow among its parts (``Game.replay_parts``), as every game that deals one does."""

    class WidowEuchre(type(find_game("euchre"))):  # type: ignore[misc]
        def replay_parts(self, family: Family) -> tuple[FamilyPart[Any], ...]:
            return family.deal, family.widow, family.turn_up, family.play

    game = WidowEuchre()
    monkeypatch.setattr(game, "widow", widow)
    monkeypatch.setitem(GAMES, "euchre", game)
    rec = load_record(raw)
    state = DealReplay(rec, find_code("foster"), 0, rec.deals[0], None)
    for i, event in enumerate(rec.deals[0].events):
        state.push(i, event)
    return state


def test_the_state_takes_the_widow_into_the_hand_and_lays_out_the_discard(monkeypatch: pytest.MonkeyPatch) -> None:
    state = _replay(record(_widow_deal(ev("take_widow", "E"), ev("discard", "E", cards=["QD", "KC"]))), 2, monkeypatch)
    assert state.widow == [] and state.widow_taker == "E"
    assert sorted(map(str, state.hands["E"])) == sorted(["AH", "KD", "TD", "QC", "8S"])
    assert list(map(str, state.widow_discards)) == ["QD", "KC"]


def test_a_discard_beyond_the_widow_taken_is_of_no_effect(monkeypatch: pytest.MonkeyPatch) -> None:
    state = _replay(record(_widow_deal(ev("take_widow", "E"), ev("discard", "E", cards=["QD", "KC", "AH"]))), 2,
                    monkeypatch)
    assert "AH" in map(str, state.hands["E"]) and len(state.hands["E"]) == 5
    assert [r.irregularity.value for r in state.out.rulings] == ["widow"]


def test_the_widow_is_taken_once(monkeypatch: pytest.MonkeyPatch) -> None:
    state = _replay(record(_widow_deal(ev("take_widow", "E"), ev("take_widow", "S"))), 2, monkeypatch)
    assert state.widow_taker == "E" and len(state.hands["S"]) == 5
    assert "had already taken it" in state.out.rulings[0].finding
