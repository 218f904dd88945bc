"""Irish Loo (foster:irish-loo; rams-loo.md §4.5), Three-card Loo with no widow and the exchange: each case from its
sentence's words, at a table of four (A B C D, D dealing), hearts turned."""
from __future__ import annotations

from typing import Any

from referee import rule

from round_games import ev, named, quotes, record

SEATS = ("A", "B", "C", "D")
HANDS = {"A": ["AH", "KS", "2C"], "B": ["QH", "3S", "4C"], "C": ["5H", "6S", "7D"], "D": ["8C", "9C", "TC"]}
STOCK = ["JH", "TH", "2D", "3D", "4D", "5D"]


def irish(*deals: dict[str, Any], **kw: Any) -> dict[str, Any]:
    return record('irish-loo', *deals, **kw)


def deal(*events: dict[str, Any], hands: dict[str, list[str]] = HANDS, widow: list[str] | None = None) -> dict[str, Any]:
    dealt: dict[str, Any] = {"type": "deal", "hands": hands, "turn_up": "9H", "stock": STOCK}
    if widow is not None:
        dealt["widow"] = widow
    return {"dealer": "D", "events": [{"type": "shuffle", "seat": "D"}, {"type": "cut", "seat": "C"}, dealt, *events]}








DECLARED = (ev("play_in", "A"), ev("pass", "B"), ev("play_in", "C"), ev("pass", "D"))


def test_foster_irish_loo_no_widow_no_distinction_between_simple_and_double_pools() -> None:
    # the first deal, with nothing in the pool, is declared and played as any other: any player may pass
    d = rule(irish(deal(*DECLARED, ev("play", "A", card="AH"), ev("play", "C", card="5H"),
                        ev("play", "A", card="KS"), ev("play", "C", card="6S"),
                        ev("play", "A", card="2C"), ev("play", "C", card="7D"))))["deals"][0]
    assert d["trump"] == "H" and d["in"] == ["A", "C"] and d["shares"] == {"A": 9} and d["next_pool"] is None
    assert [r["finding"].split()[0] for r in named(d, "looed")] == ["C"]


def test_foster_irish_loo_no_widow_a_widow_dealt_is_a_misdeal() -> None:
    d = rule(irish(deal(widow=["6D", "7C", "8D"])))["deals"][0]
    assert d["status"] == "passed" and quotes(named(d, "misdeal")[0], "foster:irish-loo#no-widow")


def test_foster_irish_loo_declare_the_dealer_defends_with_his_own_hand() -> None:
    d = rule(irish(deal(ev("play_in", "A"), ev("pass", "B"), ev("pass", "C"), ev("defend", "D"),
                        ev("play", "A", card="AH"), ev("play", "D", card="8C"))))["deals"][0]
    assert d["defender"] == "D" and d["in"] == ["A", "D"] and d["tricks"][0]["plays"][1] == ["D", "8C"]


def test_foster_irish_loo_how_many_the_number_first_asked_cannot_be_amended() -> None:
    d = rule(irish(deal(*DECLARED, ev("draw", "C", count=1, discards=["7D"], cards=["JH"]),
                        ev("draw", "C", count=1, discards=["6S"], cards=["TH"]))))["deals"][0]
    draw = named(d, "draw")
    assert len(draw) == 1 and quotes(draw[0], "foster:irish-loo#how-many") and "cannot be amended" in draw[0]["finding"]


def test_foster_irish_loo_how_many_the_cards_laid_out_govern_the_number_named() -> None:
    d = rule(irish(deal(*DECLARED, ev("draw", "C", count=2, discards=["7D"], cards=["JH"]))))["deals"][0]
    assert named(d, "draw")[0]["effect"] == "The cards laid out govern." and d["status"] != "passed"


def test_foster_irish_loo_draw_too_few_cards_dealt_for_those_laid_out_is_a_misdeal() -> None:
    d = rule(irish(deal(*DECLARED, ev("draw", "C", count=2, discards=["7D", "6S"], cards=["JH"]))))["deals"][0]
    assert d["status"] == "passed" and quotes(named(d, "misdeal")[0], "foster:irish-loo#draw")


def test_foster_irish_loo_three_card_a_flush_drawn_claims_the_pool() -> None:
    # C draws two trumps to his five of hearts and shows three trumps before A has drawn: weighed once all have.
    d = rule(irish(deal(*DECLARED, ev("draw", "C", count=2, discards=["7D", "6S"], cards=["JH", "TH"]),
                        ev("flush", "C", cards=["5H", "JH", "TH"]), ev("draw", "A", count=0)),
                   start_pool=9))["deals"][0]
    assert d["flush"] == "C" and d["shares"] == {"C": 18} and d["points"]["A"] == -9
    assert any(quotes(r, "foster:loo#flush-claims") for r in named(d, "flush"))


def test_foster_irish_loo_no_widow_taking_the_widow_is_of_no_effect() -> None:
    d = rule(irish(deal(ev("take_widow", "A"))))["deals"][0]
    assert quotes(named(d, "widow")[0], "foster:irish-loo#no-widow")
