"""The record at the boundary: impossible records are refused, naming each
field by path and value; facts that break the laws are not refused."""
from __future__ import annotations

import copy
import json
import subprocess
import sys
from typing import Any

import pytest

import referee
from referee.record import EVENT_TYPES

from builders import HANDS, deal, ev, record


def errors_of(rec: dict[str, Any]) -> list[dict[str, Any]]:
    with pytest.raises(referee.InvalidRecord) as info:
        referee.rule(rec)
    assert isinstance(info.value, ValueError)
    return info.value.errors


def paths(rec: dict[str, Any]) -> dict[str, Any]:
    return {e["path"]: e["value"] for e in errors_of(rec)}


def test_unknown_card_is_named_by_path_and_value() -> None:
    rec = record(deal("N", ev("order_up", "E"), ev("discard", "N", card="ZZ")))
    assert paths(rec) == {"deals[0].events[4].card": "ZZ"}


def test_card_not_in_the_pack_in_use_is_refused() -> None:
    rec = record(deal("N", ev("order_up", "E"), ev("discard", "N", card="6C")))
    assert paths(rec) == {"deals[0].events[4].card": "6C"}


def test_a_card_in_two_hands_is_refused() -> None:
    hands = copy.deepcopy(HANDS)
    hands["E"][0] = "AS"  # N holds the ace of spades too
    assert "deals[0].events[2].hands.E[0]" in paths(record(deal("N", hands=hands)))


def test_the_turn_up_in_a_hand_is_refused() -> None:
    assert paths(record(deal("N", turn_up="AS"))) == {"deals[0].events[2].turn_up": "AS"}


def test_a_seat_not_at_the_table_is_refused() -> None:
    rec = record(deal("N", ev("order_up", "X")))
    assert paths(rec) == {"deals[0].events[3].seat": "X"}
    assert paths(record({"dealer": "Q", "events": []})) == {"deals[0].dealer": "Q"}


def test_wrong_types_are_refused() -> None:
    rec = record(deal("N", ev("order_up", "E", alone="yes")), game_to="5")
    assert paths(rec) == {"options.game_to": "5", "deals[0].events[3].alone": "yes"}
    assert paths({**record(), "deals": "none"}) == {"deals": "none"}
    assert paths({**record(), "format": "euchre-record/2"}) == {"format": "euchre-record/2"}


def test_unknown_event_type_and_unknown_field_are_refused() -> None:
    rec = record(deal("N", ev("redouble", "E"), ev("pass", "S", loudly=True)))
    got = paths(rec)
    assert got["deals[0].events[3].type"] == "redouble"
    assert got["deals[0].events[4].loudly"] is True


def test_a_play_of_a_card_the_recorded_hand_does_not_hold_is_refused() -> None:
    rec = record(deal("N", ev("order_up", "E"), ev("discard", "N", card="9C"),
                      ev("play", "E", card="AS")))
    [err] = errors_of(rec)
    assert err["path"] == "deals[0].events[5].card" and err["value"] == "AS"
    assert "N's hand" in err["message"]


def test_a_card_played_twice_is_refused_unless_taken_back_between() -> None:
    twice = record(deal("N", ev("order_up", "E"), ev("discard", "N", card="9C"), "KD", "JH", "JD", "9D", "KD"))
    assert paths(twice) == {"deals[0].events[9].card": "KD"}
    taken_back = record(deal("N", ev("order_up", "E"), ev("discard", "N", card="9C"),
                             "KD", ev("take_back", "E", card="KD"), "KD"))
    assert referee.rule(taken_back)["deals"][0]["status"] == "incomplete"


def test_a_card_discarded_or_in_a_trick_turned_and_quitted_cannot_be_exposed() -> None:
    # foster:24's exposed cards are cards "faced upon the table", "played to a trick" or "named by the player holding
    # it": a card face down out of play, discarded or in a quitted trick, would be a card in two places
    ordered = [ev("order_up", "E"), ev("discard", "N", card="9C")]
    assert paths(record(deal("N", *ordered, ev("expose", "N", card="9C", how="dropped")))) == {
        "deals[0].events[5].card": "9C"}
    quitted = record(deal("N", *ordered, "KD", "JH", "JD", "9D", ev("quit_trick"), ev("expose", "E", card="KD",
                                                                                       how="dropped")))
    assert paths(quitted) == {"deals[0].events[10].card": "KD"}
    assert errors_of(quitted)[0]["message"] == "KD cannot be exposed: E played it to a trick turned and quitted."
    # a card still in the trick may be: "the card so led may also be claimed as exposed" (foster:26)
    on_the_table = record(deal("N", *ordered, "KD", ev("expose", "E", card="KD", how="dropped")))
    assert referee.rule(on_the_table)["deals"][0]["status"] == "incomplete"


@pytest.mark.parametrize("code", ["foster", "1862"])
def test_a_discard_changed_leaves_either_card_in_the_dealers_hand(code: str) -> None:
    # foster:17 ("the first discard stands") or foster:18 ("The dealer may amend his discard"): which card went is the
    # engine's ruling, not an impossibility; the card he then plays is in his hand either way
    d = deal("N", ev("order_up", "E"), ev("discard", "N", card="9C"), ev("discard", "N", card="AS"),
             ev("play", "E", card="KD"), ev("play", "S", card="JH"), ev("play", "W", card="JD"), ev("play", "N", card="AS"))
    ruled = referee.rule(record(d, code=code))["deals"][0]
    assert ruled["rulings"][0]["irregularity"] == "discard" and len(ruled["tricks"][0]["plays"]) == 4


def test_a_pack_too_small_to_deal_every_player_five_and_a_trump_is_refused() -> None:
    # callace:2: "when seven play, the sixes are added"; five cards each and a trump turned need 36 for seven
    seven = {**record(game="call-ace", code="callace", seats=tuple("ABCDEFG"), pack=32), "deals": []}
    assert paths(seven) == {"options.pack": 32}
    assert referee.rule({**seven, "options": {"pack": 36}})["deals"] == []


def test_a_dealer_not_at_the_table_is_named_alone_not_with_every_card_he_would_have_held() -> None:
    # the turn-up is the dealer's to take up: with no such dealer, the cards he would hold are not errors of their own
    d = deal("N", ev("order_up", "E"), ev("discard", "N", card="9C"), "KD", "JH", "JD", "QD")
    d["dealer"] = "Q"
    assert paths(record(d)) == {"deals[0].dealer": "Q"}


def test_a_seat_without_a_name_is_refused() -> None:
    # "A side is named by its two seats joined, in seat order": a nameless seat would make a side of one seat's name
    assert paths(record(seats=("", "E", "S", "W"))) == {"seats[0]": ""}


def test_a_card_shown_is_one_left_in_the_players_hand() -> None:
    # The spec's `show`: "a player shows the cards left in his hand". A card in another hand, one he has played, or
    # one not in his recorded hand would be a card in two places.
    def shown(*cards: str) -> dict[str, Any]:
        return record(deal("N", ev("order_up", "E"), ev("discard", "N", card="9C"), "KD",
                           ev("show", "E", cards=list(cards))))

    assert paths(shown("AS")) == {"deals[0].events[6].cards[0]": "AS"}  # in N's hand
    assert paths(shown("TD", "KD")) == {"deals[0].events[6].cards[1]": "KD"}  # E played it
    assert "has already left the hand" in errors_of(shown("KD"))[0]["message"]
    assert referee.rule(shown("TD", "KC", "QC"))["deals"][0]["status"] == "incomplete"  # what E holds


def test_a_score_brought_forward_is_a_game_in_progress() -> None:
    # The spec's `start_score`: "the score of the game in progress when the record begins". At the game's count
    # (Foster's law 1: "A game consists of five points") the game is won, not in progress.
    won = record(deal("N", ev("order_up", "E")))
    won["start_score"] = {"NS": 5, "EW": 0}
    assert paths(won) == {"start_score.NS": 5}
    won["options"] = {"game_to": 10}
    assert referee.rule(won)["score"]["NS"] == 5  # a game of ten: five is under way
    won["start_score"] = {"NS": 4, "EW": -2}  # a deduction may leave a side below nothing (foster:30)
    assert referee.rule(won)["score"]["EW"] == -2


@pytest.mark.parametrize("value", [1, 2, -1, "0", 0.5, True, None])
def test_a_claims_deal_is_an_earlier_deals_index_else_the_record_is_impossible(value: Any) -> None:
    # a claim's ``deal`` names the earlier deal in which the revoke was made: not this deal, nor a later one
    claim = ev("claim", "W", kind="revoke", against="N", deal=value)
    assert paths(record(deal("N"), deal("E", claim))) == {"deals[1].events[3].deal": value}
    assert referee.rule(record(deal("N"), deal("E", {**claim, "deal": 0})))["deals"][1]["rulings"]
    assert paths(record(deal("N", {**claim, "deal": 0}))) == {"deals[0].events[3].deal": 0}  # the first has none
    message = errors_of(record(deal("N"), deal("E"), deal("S", {**claim, "deal": 2})))[0]["message"]
    assert message.startswith("2 is not an earlier deal") and message.endswith("(here 0 to 1).")


def test_every_problem_is_collected_not_just_the_first() -> None:
    shapes = record(deal("N", ev("order_up", "E"), ev("discard", "N", card="ZZ")), game_to=0)
    assert paths(shapes) == {"options.game_to": 0, "deals[0].events[4].card": "ZZ"}
    places = record(deal("N", ev("order_up", "X"), ev("discard", "N", card="AH")))
    assert paths(places) == {"deals[0].events[3].seat": "X", "deals[0].events[4].card": "AH"}


def test_every_event_type_of_the_spec_parses() -> None:
    events = [
        ev("cut_for_deal", "N", card="AS"), ev("shuffle", "N"), ev("cut", "W", top=10, bottom=14, exposed="9H"),
        ev("deal", hands={"N": ["9C"]}, turn_up="9H", pattern="2-3", stock=["TS"]),
        ev("deal_fault", kind="interrupted", seat="E"), ev("pass", "E"), ev("order_up", "S", alone=False),
        ev("take_up", "N", alone=False), ev("turn_down", "N"), ev("make", "E", suit="S", alone=True),
        ev("declare", "E", what="jambone", cards=["AS"]), ev("go_alone", "E"), ev("call_partner", "E", suit="H"),
        ev("discard", "N", card="9C", to_partner=True), ev("play", "E", card="AH"), ev("quit_trick"),
        ev("expose", "S", card="QS", how="dropped"), ev("correct", "E", card="KD"),
        ev("take_back", "E", card="KD"), ev("remark", "W", about="bridge"), ev("look_back", "W"),
        ev("claim", "W", kind="revoke", against="N", trick=1), ev("show", "E", cards=["AS"]),
        ev("elect", "W", option="add_two"), ev("call", "N", target="E", suit="C"),
        ev("call", "N", target="E", demand="highest"), ev("abandon", "E"),
        ev("outcome", "E", suit="S", alone=True, tricks=3), ev("bell"),
        ev("pass_card", "E", to="W", card="AS"), ev("defend_alone", "S"), ev("take_widow", "E"),
        ev("bid", "E", value=3, suit="NT", misere=False), ev("choose_partners", "E", partners=["W"]),
        ev("call_holder", "E", card="AS", holder="W"), ev("throw_up", "W"),
        ev("exchange", "E", **{"with": "widow"}),
    ]
    assert {e["type"] for e in events} == set(EVENT_TYPES)
    rec = record({"dealer": "N", "events": events})
    rec["start_score"] = {"NS": 2, "EW": 1}
    ruling = referee.rule(rec)  # a tangle of facts, but not an impossible record
    assert ruling["score"]["NS"] >= 2


def test_facts_that_break_the_laws_are_not_refused() -> None:
    # W plays out of turn, a renounce, a lead out of turn: rulings, never errors
    rec = record(deal("N", ev("order_up", "E"), ev("discard", "N", card="9C"), "JD", "KD", "JH", "9D"))
    assert referee.rule(rec)["deals"][0]["rulings"]


def test_cli_prints_the_errors_and_exits_2(tmp_path: Any) -> None:
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record(deal("N", ev("order_up", "E"), ev("discard", "N", card="ZZ")))))
    proc = subprocess.run([sys.executable, "-m", "referee.cli", "rule", str(path)], capture_output=True, text=True)
    assert proc.returncode == 2
    assert "deals[0].events[4].card" in proc.stderr and '"ZZ"' in proc.stderr
    assert proc.stdout == ""


def test_a_record_carries_its_game_resolved_once_where_it_is_loaded() -> None:
    # the game the record names, resolved where the record is made (``Record.played``): what reads the record asks
    # it, and a record made again with another code (``compare``) carries the same game
    import dataclasses

    from referee.games import find_game
    from referee.schemas import load_record
    loaded = load_record(record(deal("N")))
    assert loaded.played is find_game("euchre") and loaded.sides == ("NS", "EW")
    assert dataclasses.replace(loaded, code="1862").played is loaded.played
