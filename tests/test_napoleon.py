"""Napoleon (laws/foster-napoleon.toml, foster:napoleon; laws/keller-napoleon.toml, keller:napoleon), a game that owns
its deal (referee/games/napoleon/), each test built from the section's words (napoleon-spoil-five.md §7)."""
from __future__ import annotations

from typing import Any

import pytest

import referee
from referee.cards import Card, Suit
from referee.games.napoleon.ranking import ranking

#: W deals; N is the eldest hand. N's spades and the ace of hearts make four tricks; W's king of diamonds takes the
#: fifth.
HANDS = {"N": ["AS", "KS", "QS", "AH", "2D"], "E": ["JS", "4H", "5H", "6C", "7C"],
         "S": ["TS", "8H", "9H", "TC", "JC"], "W": ["9S", "QH", "KH", "QC", "KD"]}
#: The five tricks as N leads them (each trick's cards in the order N E S W).
TRICKS = [["AS", "JS", "TS", "9S"], ["KS", "4H", "8H", "QH"], ["QS", "5H", "9H", "KH"], ["AH", "6C", "TC", "QC"],
          ["2D", "7C", "JC", "KD"]]


def plays(tricks: list[list[str]] = TRICKS, order: str = "NESW") -> list[dict[str, Any]]:
    return [{"type": "play", "seat": seat, "card": card} for trick in tricks for seat, card in zip(order, trick)]


def bids(*said: tuple[str, Any]) -> list[dict[str, Any]]:
    """Each ``(seat, bid)``: a number of tricks, a dict of the bid's fields, or None for a pass."""
    out: list[dict[str, Any]] = []
    for seat, bid in said:
        if bid is None:
            out.append({"type": "pass", "seat": seat})
        else:
            out.append({"type": "bid", "seat": seat, **({"value": bid} if isinstance(bid, int) else bid)})
    return out


def deal(*events: dict[str, Any], dealer: str = "W", hands: dict[str, list[str]] | None = None,
         **dealt: Any) -> dict[str, Any]:
    return {"dealer": dealer, "events": [{"type": "deal", "hands": hands or HANDS, **dealt}, *events]}


def record(*deals: dict[str, Any], code: str = "foster", seats: str = "NESW", **fields: Any) -> dict[str, Any]:
    options = {k: v for k, v in fields.items() if k not in ("start_pool", "start_score")}
    extra = {k: v for k, v in fields.items() if k in ("start_pool", "start_score")}
    return {"format": "euchre-record/1", "game": "napoleon", "code": code, "seats": list(seats),
            "options": options, "deals": list(deals), **extra}


def rule(*deals: dict[str, Any], **fields: Any) -> dict[str, Any]:
    return referee.rule(record(*deals, **fields))


def only(ruling: dict[str, Any]) -> dict[str, Any]:
    assert len(ruling["deals"]) == 1
    return ruling["deals"][0]


def named(d: dict[str, Any], irregularity: str) -> list[dict[str, Any]]:
    return [r for r in d["rulings"] if r["irregularity"] == irregularity]


def settlement(d: dict[str, Any]) -> dict[str, Any]:
    (found,) = named(d, "settlement")
    return found


N_BIDS_THREE = bids(("N", 3), ("E", None), ("S", None), ("W", None))


# -- the bids and the payments ---------------------------------------------------------------------------------

def test_foster_napoleon_payments_each_adversary_pays_a_counter_for_every_trick_bid() -> None:
    """"If the bidder succeeds in winning the specified number of tricks, each adversary pays him a counter for every
    trick bid. If he bid three tricks, they pay him three counters each"; nothing for over-tricks (he takes four)."""
    d = only(rule(deal(*N_BIDS_THREE, *plays())))
    assert d["status"] == "scored" and d["maker"] == "N" and d["trump"] == "S"
    assert d["tricks_won"]["N"] == 4
    assert d["points"] == {"N": 9, "E": -3, "S": -3, "W": -3}
    assert settlement(d)["laws"] == ["foster:napoleon#payments"]


def test_foster_napoleon_payments_the_bidder_who_fails_pays_each_adversary() -> None:
    """"If he fails to win the specified number of tricks, he pays each adversary; ... four if he bid four": a bid
    of four is lost with the second trick the adversaries win, and the hands are thrown up (#abandon)."""
    hands = {**HANDS, "W": ["9S", "QH", "KH", "AC", "KD"]}
    events = [*bids(("N", 4), ("E", None), ("S", None), ("W", None)), *plays(TRICKS[:1]),
              *plays([["2D", "7C", "JC", "KD"]])]
    assert only(rule(deal(*events, hands=hands)))["status"] == "incomplete"  # one trick lost: four may yet be won
    d = only(rule(deal(*events, *plays([["AC", "AH", "6C", "TC"]], order="WNES"), hands=hands)))
    assert d["status"] == "scored" and d["tricks_won"] == {"N": 1, "E": 0, "S": 0, "W": 2}
    assert d["points"] == {"N": -12, "E": 4, "S": 4, "W": 4}


def test_foster_napoleon_nap_payments_ten_made_five_failed() -> None:
    """"Any player bidding nap, and succeeding in winning all five tricks, receives ten counters from each adversary;
    but if he fails, he pays only five to each." N's nap fails at the fifth trick; with W's king of diamonds
    changed for a small club, it is made."""
    d = only(rule(deal(*bids(("N", 5), ("E", None), ("S", None), ("W", None)), *plays())))
    assert d["bid"] == {"seat": "N", "value": 5, "misere": False, "name": "nap"}
    assert d["points"] == {"N": -15, "E": 5, "S": 5, "W": 5}
    assert settlement(d)["laws"] == ["foster:napoleon#nap-payments"]
    hands = {**HANDS, "W": ["9S", "QH", "KH", "QC", "3C"]}
    tricks = [*TRICKS[:4], ["2D", "7C", "JC", "3C"]]
    d = only(rule(deal(*bids(("N", {"value": 5, "name": "nap"}), ("E", None), ("S", None), ("W", None)),
                       *plays(tricks), hands=hands)))
    assert d["points"] == {"N": 30, "E": -10, "S": -10, "W": -10}


def test_foster_napoleon_nap_ends_the_bidding() -> None:
    """"If a player proposes to win all five tricks he bids nap, which is the highest bid possible, and precludes any
    further bidding": a bid after it is of no effect."""
    d = only(rule(deal(*bids(("N", 5), ("E", 5)), *plays())))
    assert d["maker"] == "N"
    (late,) = named(d, "bid")
    assert late["event"] == 2 and "after the bidding ended" in late["finding"]


def test_foster_napoleon_increase_a_bid_not_higher_is_his_pass() -> None:
    """"A bid having been made, any following player must either increase it or pass.\""""
    d = only(rule(deal(*bids(("N", 3), ("E", 2), ("S", None), ("W", None)), *plays())))
    assert d["maker"] == "N" and d["bid"]["value"] == 3
    (low,) = named(d, "bid")
    assert low["laws"] == ["foster:napoleon#increase"] and low["event"] == 2


def test_foster_napoleon_no_second_bid() -> None:
    """"Any bid once made can neither be amended nor recalled, and there is no second bid.\""""
    d = only(rule(deal(*bids(("N", 2), ("E", 3), ("S", None), ("W", None), ("N", 4)), *plays())))
    assert d["maker"] == "E" and d["bid"]["value"] == 3
    assert [r["laws"] for r in named(d, "bid")] == [["foster:napoleon#no-second-bid"]]


def test_callace_51_persuasive_a_bid_out_of_turn_waits_for_his_turn() -> None:
    """Foster's Napoleon is silent on a bid out of turn: it waits for his turn and stands then (Call-Ace law 51)."""
    d = only(rule(deal(*bids(("E", 3), ("N", None), ("S", None), ("W", None)), *plays([["AS", "JS", "TS", "9S"]],
                                                                                    order="NESW"))))
    assert d["maker"] == "E"
    (early,) = named(d, "out_of_turn_bid")
    assert early["persuasive"] == ["callace:51"]


def test_foster_napoleon_misere_outranks_three_and_pays_three() -> None:
    """"In some places a misÈre bid is allowed, which outranks a bid of three tricks, and is beaten by one of four.
    There is no trump suit in misÈre" and it pays "the value of three tricks"; E takes no trick."""
    e_misere = bids(("N", 3), ("E", {"value": 0, "misere": True}), ("S", None), ("W", None))
    hands = {"N": ["AS", "KS", "QS", "AH", "2D"], "E": ["2S", "3S", "4S", "2H", "3H"],
             "S": ["TS", "8H", "9H", "TC", "JC"], "W": ["9S", "QH", "KH", "QC", "KD"]}
    tricks = [["2S", "TS", "9S", "AS"], ["KS", "3S", "TC", "QC"], ["QS", "4S", "JC", "KD"], ["AH", "2H", "8H", "QH"],
              ["2D", "3H", "9H", "KH"]]
    first = plays(tricks[:1], order="ESWN")
    d = only(rule(deal(*e_misere, *first, hands=hands), misere=True))
    assert d["maker"] == "E" and d["trump"] == "NT" and d["bid"]["misere"] is True
    assert d["status"] == "incomplete" and d["tricks_won"]["N"] == 1
    d = only(rule(deal(*e_misere, *first, *plays(tricks[1:]), hands=hands), misere=True))
    assert d["tricks_won"]["E"] == 0
    assert d["points"] == {"N": -3, "E": 9, "S": -3, "W": -3}
    assert settlement(d)["laws"] == ["foster:napoleon#payments", "foster:napoleon#misere"]


def test_foster_napoleon_misere_not_agreed_is_of_no_effect() -> None:
    """Misère is allowed "In some places": not agreed before play, the bid is of no effect (his pass)."""
    d = only(rule(deal(*bids(("N", 3), ("E", {"value": 0, "misere": True}), ("S", None), ("W", None)), *plays())))
    assert d["maker"] == "N"
    (refused,) = named(d, "variation_not_agreed")
    assert refused["laws"] == ["foster:napoleon#misere"]


def test_foster_napoleon_wellington_and_blucher_pay_double_and_treble_if_they_fail() -> None:
    """Wellington "binds him to pay ten counters to each player if he fails"; Blücher "binds him to pay twenty to
    each if he loses, but to receive only ten if he wins"; "In England, the bidder, if successful, receives double or
    treble stakes"."""
    nap_then = bids(("N", 5), ("E", None), ("S", None), ("W", {"value": 5, "name": "wellington"}))
    tricks = [["9S", "AS", "JS", "TS"], ["QH", "AH", "4H", "8H"]]
    d = only(rule(deal(*nap_then, *plays(tricks, order="WNES")), wellington=True))
    assert d["maker"] == "W" and d["points"] == {"N": 10, "E": 10, "S": 10, "W": -30}
    assert settlement(d)["laws"] == ["foster:napoleon#wellington", "foster:napoleon#nap-payments"]
    blucher = bids(("N", {"value": 5, "name": "blucher"}), ("E", None), ("S", None), ("W", None))
    d = only(rule(deal(*blucher, *plays()), blucher=True))
    assert d["points"] == {"N": -60, "E": 20, "S": 20, "W": 20}
    hands = {**HANDS, "W": ["9S", "QH", "KH", "QC", "3C"]}
    tricks = [*TRICKS[:4], ["2D", "7C", "JC", "3C"]]
    d = only(rule(deal(*blucher, *plays(tricks), hands=hands), blucher=True))
    assert d["points"]["N"] == 30
    d = only(rule(deal(*blucher, *plays(tricks), hands=hands), blucher=True, english_stakes=True))
    assert d["points"]["N"] == 90
    assert "foster:napoleon#england-stakes" in settlement(d)["laws"]


def test_foster_napoleon_wellington_not_agreed_is_of_no_effect() -> None:
    """"Better bids than “nap” are sometimes allowed": not agreed, a Wellington is of no effect, and the nap holds."""
    d = only(rule(deal(*bids(("N", 5), ("E", {"value": 5, "name": "wellington"})), *plays())))
    assert d["maker"] == "N"


def test_foster_napoleon_dealer_bound_his_pass_pays_one_to_each() -> None:
    """"If all pass until it comes to the dealer, he is bound to bid at least one trick, and either play or pay": his
    pass is read as his bid of one given up, and "The hands are never abandoned except in case of a misdeal"."""
    d = only(rule(deal(*bids(("N", None), ("E", None), ("S", None), ("W", None)))))
    assert d["status"] == "scored" and d["maker"] == "W"
    assert d["points"] == {"N": 1, "E": 1, "S": 1, "W": -3}
    (bound,) = named(d, "dealer_bound")
    assert bound["laws"] == ["foster:napoleon#dealer-bound", "foster:napoleon#never-abandoned"]


def test_foster_napoleon_players_with_five_the_dealer_gives_himself_no_cards() -> None:
    """"If five or six play it is usual for the dealer to give himself no cards": the dealer out neither pays nor
    receives; all passing, the player on his right is bound to bid (a reading)."""
    hands = {**HANDS, "X": ["2C", "3C", "4C", "5C", "6D"]}
    seats = "NESWX"
    d = only(rule(deal(*bids(("X", None), ("N", 2), ("E", None), ("S", None)), *plays(), dealer="W", hands=hands),
                  seats=seats))
    assert d["dealer_out"] is True and "W" not in d["tricks_won"]
    d = only(rule(deal(*bids(("N", None), ("E", None), ("S", None), ("X", None)), dealer="W",
                       hands={s: c for s, c in hands.items() if s != "W"}), seats=seats))
    assert d["maker"] == "S" and d["points"] == {"N": 1, "E": 1, "S": -3, "W": 0, "X": 1}


def test_foster_napoleon_deal_passes_to_the_left_and_counters_run_on() -> None:
    """"The deal passes to the left"; "As each deal is a complete game in itself it must be settled for in counters",
    each player's "usually fifty"."""
    ruling = rule(deal(*N_BIDS_THREE, *plays()), deal(*bids(("E", None), ("S", None), ("W", None), ("N", None)),
                                                      dealer="N"))
    assert [d["next_dealer"] for d in ruling["deals"]] == ["N", "E"]
    assert ruling["score"] == {"N": 50 + 9 - 3, "E": 50 - 3 + 1, "S": 50 - 3 + 1, "W": 50 - 3 + 1}
    assert ruling["games"] == []
    assert rule(deal(*N_BIDS_THREE, *plays()), counters=20)["score"]["N"] == 29
