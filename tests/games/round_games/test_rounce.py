"""Rounce (foster:rounce; rams-loo.md §4.2), Rams with its differences: each case from its sentence's words, at a
table of four (A B C D, D dealing), diamonds turned, the full pack ranking as at Whist."""
from __future__ import annotations

from typing import Any

import pytest

from referee import rule
from referee.record import InvalidRecord
from referee.schemas import load_record

from round_games import ev, named, quotes, record

SEATS = ("A", "B", "C", "D")
HANDS = {"A": ["AS", "KS", "QS", "JS", "TS"], "B": ["9S", "8S", "2H", "3H", "4H"],
         "C": ["5H", "6H", "7H", "8H", "9H"], "D": ["2C", "3C", "4C", "5C", "6C"]}
WIDOW = ["7C", "8C", "9C", "TC", "JC", "QC"]
STOCK = ["3D", "4D", "5D", "6D"]


def rounce(*deals: dict[str, Any], **kw: Any) -> dict[str, Any]:
    return record('rounce', *deals, **kw)


def deal(*events: dict[str, Any] | str, hands: dict[str, list[str]] = HANDS, stock: list[str] = STOCK) -> dict[str, Any]:
    holder = {c: s for s, cards in hands.items() for c in cards}
    dealt = {"type": "deal", "hands": hands, "widow": WIDOW, "turn_up": "2D", "stock": stock}
    evs: list[dict[str, Any]] = [{"type": "shuffle", "seat": "D"}, {"type": "cut", "seat": "C"}, dealt]
    evs += [{"type": "play", "seat": holder[e], "card": e} if isinstance(e, str) else e for e in events]
    return {"dealer": "D", "events": evs}








ALL_IN = (ev("play_in", "A"), ev("play_in", "B"), ev("play_in", "C"), ev("play_in", "D"))


def test_foster_rounce_no_head_no_obligation_to_head_the_trick_nor_to_trump() -> None:
    # B follows below the ace; C, void of spades, throws a heart holding no trump duty; D a club.
    d = rule(rounce(deal(*ALL_IN, "AS", "8S", "5H", "2C")))["deals"][0]
    assert not named(d, "penalty") and d["tricks"][0]["winner"] == "A"


def test_foster_rounce_no_head_a_renounce_is_the_one_penalty() -> None:
    d = rule(rounce(deal(*ALL_IN, "AS", "2H")))["deals"][0]
    penalty = named(d, "penalty")[0]
    assert penalty["finding"].startswith("B") and quotes(penalty, "foster:rounce#no-head")
    assert quotes(penalty, "foster:rams#penalty")


def test_foster_rounce_no_head_the_winner_of_the_first_trick_must_lead_a_trump_if_he_has_one() -> None:
    hands = {**HANDS, "A": ["AS", "KS", "QS", "JS", "3D"]}
    stock = ["TS", "4D", "5D", "6D"]
    d = rule(rounce(deal(*ALL_IN, "AS", "8S", "5H", "2C", "KS", hands=hands, stock=stock)))["deals"][0]
    penalty = named(d, "penalty")[0]
    assert penalty["finding"].startswith("A") and "a reading" in penalty["finding"]
    assert quotes(penalty, "foster:rounce#no-head") and quotes(penalty, "foster:loo#revokes")


def test_foster_rounce_widow_six_cards_one_of_which_must_be_discarded_by_the_player_taking_it() -> None:
    d = rule(rounce(deal(ev("play_in", "A"), ev("take_widow", "B"), ev("discard", "B", card="QC"),
                         ev("pass", "C"), ev("pass", "D"), "AS", ev("play", "B", card="7C"))))["deals"][0]
    assert not named(d, "penalty") and d["in"] == ["A", "B"]


def test_foster_rounce_widow_not_discarded_he_plays_with_six_cards() -> None:
    d = rule(rounce(deal(ev("play_in", "A"), ev("take_widow", "B"), ev("pass", "C"), ev("pass", "D"),
                         "AS", ev("play", "B", card="7C"))))["deals"][0]
    penalty = named(d, "penalty")[0]
    assert penalty["finding"] == "B plays with 6 cards." and quotes(penalty, "foster:rams#penalty-offences")


def test_foster_rounce_pools_all_pools_alike_any_player_may_pass_on_the_first_deal() -> None:
    d = rule(rounce(deal(ev("pass", "A"), ev("play_in", "B"), ev("play_in", "C"), ev("pass", "D"))))["deals"][0]
    assert not named(d, "must_play") and d["in"] == ["B", "C"] and d["next_pool"] is None


def test_foster_rounce_pools_there_is_no_such_announcement_as_general_rounce() -> None:
    d = rule(rounce(deal(ev("general", "A"))))["deals"][0]
    assert d["general"] is None and quotes(named(d, "not_ruled")[0], "foster:rounce#pools")


def test_foster_rounce_pack_any_number_from_three_to_nine() -> None:
    seats = tuple("ABCDEFGHIJ")
    with pytest.raises(InvalidRecord) as err:
        load_record(rounce(seats=seats))
    assert "three to nine" in str(err.value.errors)
    load_record(rounce(seats=seats[:9]))


def test_foster_rounce_corruption_rams_binds_where_rounce_says_nothing_different() -> None:
    # Rams' rob: the dealer alone may take up the trump card
    d = rule(rounce(deal(ev("play_in", "A"), ev("take_up", "B"))))["deals"][0]
    barred = named(d, "rob_barred")[0]
    assert quotes(barred, "foster:rams#rob") and any(b["id"] == "foster:rounce#corruption" for b in d["basis"])
