"""The bidding round (referee/games/euchre_family/bidding.py; family.md §3-4, issue 23), as the sections give it: each in turn from the
eldest hand, one bid or a pass, no second bid, the highest bid holding, the first of equal bids; a bid the game does
not allow of no effect; no one bidding, the deal void. Stated here through Auction Euchre (foster:auction), the
first game that bids; each game's own rules are tested in its own file."""
from __future__ import annotations

from typing import Any

import pytest

import referee
from referee.record import InvalidRecord
from referee.schemas import _RECORD_SCHEMA, fast_load

from builders import HANDS, deal, ev, only_deal, record

# N deals: E is the eldest hand, then S, W, and N last.


def auction(*events: dict[str, Any] | str, **options: Any) -> dict[str, Any]:
    return only_deal(referee.rule(record(deal("N", *events, turn_up=None), game="auction-euchre", **options)))


def bid(seat: str, value: int, **fields: Any) -> dict[str, Any]:
    return ev("bid", seat, value=value, **fields)


def kinds(d: dict[str, Any]) -> list[tuple[str, list[str], list[str]]]:
    return [(r["irregularity"], r["laws"], r["persuasive"]) for r in d["rulings"]]


def test_foster_auction_highest_names_bidding_in_turn_from_the_eldest_the_highest_bidder_holds_the_bid() -> None:
    # foster:auction#ordinary-game: "the players bidding in turn"; #highest-names: "the player who has made the highest
    # bid names the trump suit"; he is the deal's maker.
    d = auction(bid("E", 2), bid("S", 3), ev("pass", "W"), ev("pass", "N"), ev("make", "S", suit="H"))
    assert d["rulings"] == []
    assert (d["maker"], d["trump"], d["status"]) == ("S", "H", "incomplete")
    assert d["bid"] == {"seat": "S", "value": 3, "suit": None, "misere": False}


def test_foster_auction_highest_names_there_is_no_second_bid() -> None:
    # foster:auction#highest-names: "There is no second bid": E's four, after his two, is of no effect.
    d = auction(bid("E", 2), bid("S", 3), ev("pass", "W"), ev("pass", "N"), bid("E", 4), ev("make", "S", suit="H"))
    assert kinds(d) == [("bid", ["foster:auction"], [])]
    assert "No second bid" in d["rulings"][0]["effect"] and d["maker"] == "S"


def test_foster_auction_highest_names_a_second_bid_before_the_round_is_over_is_of_no_effect() -> None:
    d = auction(bid("E", 2), bid("S", 3), bid("E", 4), ev("pass", "W"), ev("pass", "N"), ev("make", "S", suit="H"))
    assert kinds(d) == [("bid", ["foster:auction"], [])] and d["maker"] == "S"


def test_foster_auction_bid_tricks_a_bid_the_game_does_not_allow_is_of_no_effect_and_his_one_bid() -> None:
    # foster:auction#bid-tricks: "The bidder names the number of tricks he proposes to take": six of five is no bid.
    d = auction(bid("E", 6), bid("S", 2), ev("pass", "W"), ev("pass", "N"), ev("make", "S", suit="C"))
    assert kinds(d) == [("bid", ["foster:auction"], [])]
    assert d["rulings"][0]["citations"][0]["text"] == "The bidder names the number of tricks he proposes to take."
    assert "no effect" in d["rulings"][0]["effect"] and d["maker"] == "S"


def test_foster_auction_equal_bids_the_first_holds_keller_persuasive() -> None:
    # Foster is silent on equal bids; keller:french-euchre#equal-bids, persuasive: "the right to name the trump
    # belongs to the player first making that bid".
    d = auction(bid("E", 3), bid("S", 3), ev("pass", "W"), ev("pass", "N"), ev("make", "E", suit="D"))
    assert kinds(d) == [("bid", [], ["keller:french-euchre"])]
    assert "silent" in d["rulings"][0]["effect"] and (d["maker"], d["trump"]) == ("E", "D")


def test_foster_auction_no_one_bidding_the_deal_void_and_passes_to_the_left_foster_22_persuasive() -> None:
    d = auction(ev("pass", "E"), ev("pass", "S"), ev("pass", "W"), ev("pass", "N"))
    assert (d["status"], d["next_dealer"], d["maker"]) == ("passed", "E", None)
    assert kinds(d) == [("bid", [], ["foster:22"])] and "silent" in d["rulings"][0]["effect"]


def test_foster_auction_ordinary_game_a_bid_out_of_turn_stands_when_his_turn_comes_callace_51_persuasive() -> None:
    # "bidding in turn": S bids before E has spoken; Foster is silent; Call-Ace's law 51: it stands in his turn.
    d = auction(bid("S", 3), ev("pass", "E"), bid("W", 2), ev("pass", "N"), ev("make", "S", suit="S"))
    assert kinds(d) == [("bid", [], ["callace:51"])]
    assert (d["maker"], d["trump"]) == ("S", "S")


def test_foster_auction_highest_names_only_the_holder_of_the_bid_names_the_trump() -> None:
    d = auction(bid("E", 2), bid("S", 3), ev("pass", "W"), ev("pass", "N"), ev("make", "E", suit="D"),
                ev("make", "S", suit="H"))
    assert kinds(d) == [("bid", ["foster:auction"], [])] and (d["maker"], d["trump"]) == ("S", "H")


def test_foster_auction_the_players_not_heard_before_the_trump_is_named_passed() -> None:
    # a reading (docs/reading.md): the record goes on to the trump named with W and N not heard: they passed.
    d = auction(bid("E", 2), bid("S", 3), ev("make", "S", suit="H"))
    assert d["rulings"] == [] and (d["maker"], d["trump"]) == ("S", "H")


def test_a_bid_in_a_game_whose_trump_is_turned_up_is_of_no_effect() -> None:
    d = only_deal(referee.rule(record(deal("N", bid("E", 3), ev("order_up", "E")))))
    assert [r["irregularity"] for r in d["rulings"]] == ["bid"] and d["maker"] == "E"


def test_the_bid_events_load_alike_by_the_lean_loader_and_marshmallow() -> None:
    raw = record(deal("N", bid("E", 2, suit="NT"), bid("S", 3, suit="H", misere=False), ev("pass", "W"),
                      ev("choose_partners", "S", partners=["N"]), ev("call_holder", "S", card="AS", holder="N"),
                      turn_up=None), game="auction-euchre")
    loaded = fast_load(raw)
    assert loaded is not None and loaded == _RECORD_SCHEMA.load(raw)
    assert loaded.options.game_to == 15  # foster:auction#game: "Fifteen points is usually the game."


@pytest.mark.parametrize("bad, path", [
    (bid("E", 2, suit="X"), "events[3].suit"),
    (ev("bid", "E", value="2"), "events[3].value"),
    (ev("choose_partners", "S", partners=["Q"]), "events[3].partners[0]"),
    (ev("call_holder", "S", card="ZZ"), "events[3].card"),
    (ev("call_holder", "S", card="AS", holder="Q"), "events[3].holder"),
])
def test_an_impossible_bid_or_partner_is_refused_naming_the_field(bad: dict[str, Any], path: str) -> None:
    with pytest.raises(InvalidRecord) as err:
        referee.rule(record(deal("N", bad, turn_up=None), game="auction-euchre"))
    assert any(e["path"].endswith(path) for e in err.value.errors), err.value.errors
