"""Five-card Loo (foster:five-card-loo; rams-loo.md §4.6), Irish Loo with its variations: each case from its sentence's
words, at a table of four (A B C D, D dealing), hearts turned, a red worth five whites."""
from __future__ import annotations

from typing import Any

from referee import rule
from referee.cards import Card, Suit
from referee.games.heading import Heading

from round_games import ev, named, quotes, record

SEATS = ("A", "B", "C", "D")
HANDS = {"A": ["AH", "KS", "2C", "3C", "4C"], "B": ["QH", "3S", "5C", "6C", "7C"],
         "C": ["5H", "6S", "7D", "8D", "9D"], "D": ["8C", "9C", "TC", "QC", "KC"]}
FLUSH = ["2S", "4S", "5S", "7S", "8S"]
STOCK = ["JH", "TH", "2D", "3D", "4D", "5D"]


def five(*deals: dict[str, Any], **kw: Any) -> dict[str, Any]:
    return record('five-card-loo', *deals, **kw)


def deal(*events: dict[str, Any], hands: dict[str, list[str]] = HANDS, stock: list[str] = STOCK) -> dict[str, Any]:
    dealt = {"type": "deal", "hands": hands, "turn_up": "9H", "stock": stock}
    return {"dealer": "D", "events": [{"type": "shuffle", "seat": "D"}, {"type": "cut", "seat": "C"}, dealt, *events]}








def test_foster_five_card_loo_pool_the_dealer_puts_up_five_red_counters() -> None:
    d = rule(five(deal(ev("pass", "A"), ev("pass", "B"), ev("pass", "C"), ev("pass", "D"))))["deals"][0]
    assert d["points"]["D"] == -25 and d["pool_total"] == 25
    assert quotes(named(d, "settlement")[0], "foster:five-card-loo#pool")


def test_foster_five_card_loo_counters_fifty_reds_each_a_red_worth_five_whites() -> None:
    ruling = rule(five(deal(ev("pass", "A"))))
    assert ruling["score"]["A"] == 250 and ruling["counters"] == {"unit": "white", "white_per_red": 5}


def test_foster_five_card_loo_flush_claims_the_pool_and_every_person_at_the_table_is_looed() -> None:
    hands = {**HANDS, "C": FLUSH}
    stock = ["JH", "TH", "6S", "7D", "8D", "9D"]
    d = rule(five(deal(ev("flush", "C", cards=FLUSH), ev("play_in", "A"), ev("pass", "B"), ev("pass", "C"),
                       ev("pass", "D"), hands=hands, stock=stock), start_pool=25))["deals"][0]
    assert d["flush"] == "C" and d["shares"] == {"C": 50}
    assert d["points"] == {"A": -25, "B": -25, "C": 50, "D": -50}  # "whether playing or not", the dealer too
    assert quotes(named(d, "flush")[0], "foster:five-card-loo#flush")


def test_foster_five_card_loo_two_flushes_the_elder_hand_wins_even_against_a_flush_in_trumps() -> None:
    hands = {**HANDS, "A": ["AH", "KH", "QH", "JH", "TH"], "C": FLUSH, "B": ["3S", "5C", "6C", "7C", "2C"]}
    stock = ["3C", "4C", "6S", "7D", "8D", "9D"]
    d = rule(five(deal(ev("flush", "C", cards=FLUSH), ev("flush", "A", cards=hands["A"]),
                       hands=hands, stock=stock)))["deals"][0]
    assert d["flush"] == "A" and d["points"]["C"] == 0  # the younger flush is not looed
    assert quotes(named(d, "flush")[0], "foster:five-card-loo#two-flushes")


def test_foster_five_card_loo_pam_flush_pam_with_four_of_a_suit_is_a_flush_where_pam_is_agreed() -> None:
    hands = {**HANDS, "C": ["JC", "2S", "4S", "5S", "7S"]}
    stock = ["JH", "TH", "6S", "7D", "8D", "9D"]
    claimed = ev("flush", "C", cards=hands["C"])
    with_pam = rule(five(deal(claimed, hands=hands, stock=stock), pam=True))["deals"][0]
    without = rule(five(deal(claimed, hands=hands, stock=stock)))["deals"][0]
    assert with_pam["flush"] == "C" and without["flush"] is None


def test_foster_five_card_loo_pam_the_club_jack_is_always_the_best_trump() -> None:
    c = Card.parse
    ranking = Heading(Suit.HEARTS, pam=True)
    assert ranking.trick_winner([("A", c("AH")), ("B", c("JC"))]) == "B"
    assert ranking.must_play([c("JC"), c("2S")], [("A", c("KH"))]) == [c("JC")]  # a trump, to follow hearts


def test_foster_five_card_loo_pam_pass_the_holder_of_pam_must_pass_the_trump_ace() -> None:
    hands = {**HANDS, "B": ["JC", "2H", "5C", "6C", "7C"]}
    stock = ["JH", "TH", "QH", "3S", "4D", "5D"]
    d = rule(five(deal(ev("play_in", "A"), ev("play_in", "B"), ev("pass", "C"), ev("pass", "D"),
                       ev("play", "A", card="AH"), ev("play", "B", card="JC"), hands=hands, stock=stock),
                  pam=True))["deals"][0]
    revoke = named(d, "revoke")[0]
    assert revoke["finding"].startswith("B") and quotes(revoke, "foster:five-card-loo#pam-pass")


def test_foster_five_card_loo_irish_the_pool_divided_by_fifths_a_loo_five_reds() -> None:
    # A leads the ace of trumps and takes every trick of the 50 in the pool: ten a trick; B, taking none, is looed.
    hands = {**HANDS, "A": ["AH", "KS", "AC", "KC", "QC"], "D": ["8C", "9C", "TC", "JC", "4S"]}
    plays = ["AH", "QH", "KS", "3S", "AC", "5C", "KC", "6C", "QC", "7C"]
    holder = {card: seat for seat, cards in hands.items() for card in cards}
    d = rule(five(deal(ev("play_in", "A"), ev("play_in", "B"), ev("pass", "C"), ev("pass", "D"),
                       *[ev("play", holder[p], card=p) for p in plays], hands=hands), start_pool=25))["deals"][0]
    assert d["shares"] == {"A": 50} and d["points"]["B"] == -25 and not named(d, "revoke")
    looed = named(d, "looed")[0]
    assert looed["finding"].startswith("B") and quotes(looed, "foster:five-card-loo#flush")
