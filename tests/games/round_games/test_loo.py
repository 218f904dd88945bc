"""Loo, or Division Loo (foster:loo; rams-loo.md §4.4): each case built from its sentence's words, at a table of four
(A B C D, D dealing, A the eldest hand), counted in white counters, three to a red."""
from __future__ import annotations

from typing import Any

import pytest

from referee import rule
from referee.cards import Card, Suit
from referee.games.heading import Heading
from referee.record import InvalidRecord
from referee.schemas import load_record

from round_games import balanced, decides, ev, named, quotes, record

SEATS = ("A", "B", "C", "D")
#: A simple: all follow spades, hearts and clubs (no one void).
SIMPLE = {"A": ["AS", "2H", "3C"], "B": ["KS", "4H", "5C"], "C": ["QS", "6H", "7C"], "D": ["JS", "8H", "9C"]}
#: A double, hearts turned: A holds the ace of trumps.
DOUBLE = {"A": ["AH", "KS", "2C"], "B": ["QH", "3S", "4C"], "C": ["5H", "6S", "7D"], "D": ["8C", "9C", "TC"]}
DOUBLE_WIDOW = ["JH", "2D", "3D"]


def loo(*deals: dict[str, Any], **kw: Any) -> dict[str, Any]:
    return record('loo', *deals, **kw)


def deal(hands: dict[str, list[str]], *events: dict[str, Any] | str, dealer: str = "D", widow: list[str] | None = None,
         turn_up: str | None = None, stock: tuple[str, ...] = ("TD", "9D", "8D")) -> dict[str, Any]:
    """The shuffle, the cut and the deal, then ``events``; a bare card code is a play of it by whoever holds it (the
    widow's cards by the player who took it: give that play as an event)."""
    holder = {c: s for s, cards in hands.items() for c in cards}
    dealt: dict[str, Any] = {"type": "deal", "hands": hands, "stock": list(stock)}
    if widow is not None:
        dealt["widow"] = widow
    if turn_up is not None:
        dealt["turn_up"] = turn_up
    evs = [{"type": "shuffle", "seat": dealer}, {"type": "cut", "seat": "C"}, dealt]
    evs += [{"type": "play", "seat": holder[e], "card": e} if isinstance(e, str) else e for e in events]
    return {"dealer": dealer, "events": evs}




def play(seat: str, card: str) -> dict[str, Any]:
    return ev("play", seat, card=card)






def paid(d: dict[str, Any]) -> list[str]:
    settlement = named(d, "settlement")
    assert len(settlement) == 1
    return [part.strip() for part in settlement[0]["finding"].rstrip(".").split(";")]




SIMPLE_PLAYED = ("AS", "KS", "QS", "JS", "2H", "4H", "6H", "8H", "9C", "3C", "5C", "7C")


def test_foster_loo_pool_each_dealer_places_three_reds_in_the_pool() -> None:
    d = rule(loo(deal(SIMPLE, *SIMPLE_PLAYED)))["deals"][0]
    assert "D pays pool 9 counters (foster:loo#pool)" in paid(d)
    assert quotes(named(d, "settlement")[0], "foster:loo#pool")


def test_foster_loo_simple_the_first_deal_is_a_simple_no_trump_turned() -> None:
    d = rule(loo(deal(SIMPLE, *SIMPLE_PLAYED)))["deals"][0]
    assert d["trump"] is None and d["in"] == list(SEATS)  # no one declares: every player plays


def test_foster_loo_simple_all_follow_the_winners_divide_the_pool_the_others_looed() -> None:
    # A wins the spades, D the hearts and the clubs: a pool of 9 whites in thirds, A 3, D 6; B and C looed three reds
    # each for the next pool, which "added to the three to be deposited by the next dealer, will make the ensuing pool a
    # double".
    ruling = rule(loo(deal(SIMPLE, *SIMPLE_PLAYED)))
    d = ruling["deals"][0]
    assert d["status"] == "scored" and d["tricks_won"] == {"A": 1, "B": 0, "C": 0, "D": 2}
    assert d["shares"] == {"A": 3, "D": 6}
    assert d["points"] == {"A": 3, "B": -9, "C": -9, "D": -3} and balanced(d)
    assert d["pool_total"] == 18 and d["next_pool"] == "double"
    looed = named(d, "looed")
    assert [r["finding"].split()[0] for r in looed] == ["B", "C"]
    assert all(quotes(r, "foster:loo#simple-all-follow") for r in looed)
    assert ruling["pool_total"] == 18 and ruling["counters"] == {"unit": "white", "white_per_red": 3}
    assert ruling["score"] == {"A": 63, "B": 51, "C": 51, "D": 57} and ruling["games"] == []


def test_foster_loo_simple_head_the_others_must_head_the_trick_if_they_can() -> None:
    # B holds the king and the four of spades; A leads the queen: B must "play a better one than any already played".
    hands = {"A": ["QS", "2H", "3C"], "B": ["KS", "4S", "5C"], "C": ["JS", "6H", "7C"], "D": ["TS", "8H", "9C"]}
    d = rule(loo(deal(hands, "QS", "4S")))["deals"][0]
    revoke = named(d, "revoke")
    assert revoke and quotes(revoke[0], "foster:loo#simple-head") and quotes(revoke[0], "foster:loo#revokes")


def test_foster_loo_simple_head_not_necessarily_the_best_card() -> None:
    # "This does not necessarily mean that they shall play the best card they hold of the suit led"
    hands = {"A": ["QS", "2H", "3C"], "B": ["AS", "KS", "5C"], "C": ["JS", "6H", "7C"], "D": ["TS", "8H", "9C"]}
    d = rule(loo(deal(hands, "QS", "KS", "JS", "TS")))["deals"][0]
    assert not named(d, "revoke") and d["tricks"][0]["winner"] == "B"


def test_foster_loo_simple_trump_turned_when_a_player_cannot_follow_the_highest_trump_wins() -> None:
    # C cannot follow spades and plays the two of diamonds; the dealer turns the ten of diamonds: diamonds are trumps,
    # and the trump played wins the trick. C then leads (no trump left to lead), and the pool is a Bold Stand's.
    hands = {"A": ["AS", "2H", "3C"], "B": ["KS", "4H", "5C"], "C": ["2D", "6H", "7C"], "D": ["JS", "8H", "9C"]}
    d = rule(loo(deal(hands, "AS", "KS", "2D", "JS", ev("turn_trump", "D", card="TD"),
                      "6H", "8H", "2H", "4H", "9C", "3C", "5C", "7C")))["deals"][0]
    assert d["trump"] == "D" and d["tricks"][0]["winner"] == "C"
    assert d["tricks_won"] == {"A": 0, "B": 0, "C": 1, "D": 2} and d["shares"] == {"C": 3, "D": 6}
    looed = named(d, "looed")
    assert len(looed) == 2 and all(quotes(r, "foster:loo#bold-stand") for r in looed)
    assert not named(d, "revoke") and balanced(d)


def test_foster_loo_simple_trump_the_winner_must_lead_a_trump_if_he_has_one() -> None:
    hands = {"A": ["AS", "2H", "3C"], "B": ["KS", "4H", "5C"], "C": ["2D", "6D", "7C"], "D": ["JS", "8H", "9C"]}
    d = rule(loo(deal(hands, "AS", "KS", "2D", "JS", ev("turn_trump", "D", card="TD"), "7C")))["deals"][0]
    revoke = named(d, "revoke")
    assert revoke and quotes(revoke[0], "foster:loo#simple-trump")


def test_foster_loo_simple_trump_a_play_before_the_trump_is_turned_leaves_the_deal_incomplete() -> None:
    hands = {"A": ["AS", "2H", "3C"], "B": ["KS", "4H", "5C"], "C": ["2D", "6H", "7C"], "D": ["JS", "8H", "9C"]}
    d = rule(loo(deal(hands, "AS", "KS", "2D", "JS", "6H")))["deals"][0]
    assert d["status"] == "incomplete"


def test_foster_loo_double_more_than_three_reds_a_widow_and_a_trump_turned() -> None:
    d = rule(loo(deal(DOUBLE, ev("play_in", "A"), ev("pass", "B"), ev("take_widow", "C"), ev("pass", "D"),
                      "AH", play("C", "JH"), "KS", play("C", "2D"), "2C", play("C", "3D"),
                      widow=DOUBLE_WIDOW, turn_up="9H"), start_pool=9))["deals"][0]
    assert d["trump"] == "H" and d["in"] == ["A", "C"]


def test_foster_loo_looed_double_he_who_takes_the_widow_must_win_a_trick() -> None:
    # A stands and wins all three tricks of a pool of 18 (9 carried and the stake); C took the widow and is looed.
    d = rule(loo(deal(DOUBLE, ev("play_in", "A"), ev("pass", "B"), ev("take_widow", "C"), ev("pass", "D"),
                      "AH", play("C", "JH"), "KS", play("C", "2D"), "2C", play("C", "3D"),
                      widow=DOUBLE_WIDOW, turn_up="9H"), start_pool=9))["deals"][0]
    assert d["shares"] == {"A": 18} and d["points"] == {"A": 18, "B": 0, "C": -9, "D": -9}
    looed = named(d, "looed")
    assert len(looed) == 1 and looed[0]["finding"].startswith("C") and quotes(looed[0], "foster:loo#looed-double")
    assert d["pool_total"] == 9 and d["next_pool"] == "double" and balanced(d)


def test_foster_loo_declare_a_passed_hand_is_given_up_and_cannot_be_played() -> None:
    # B passed: his hand goes to the dealer; his card played is of no effect in the trick (the trick is A's and C's).
    d = rule(loo(deal(DOUBLE, ev("play_in", "A"), ev("pass", "B"), ev("take_widow", "C"), ev("pass", "D"),
                      "AH", play("C", "JH"), widow=DOUBLE_WIDOW, turn_up="9H"), start_pool=9))["deals"][0]
    assert d["tricks"][0]["plays"] == [["A", "AH"], ["C", "JH"]] and d["tricks"][0]["winner"] == "A"


def test_foster_loo_widow_alone_all_pass_but_the_widow_taker_he_wins_the_pool_next_a_simple() -> None:
    ruling = rule(loo(deal(DOUBLE, ev("pass", "A"), ev("pass", "B"), ev("take_widow", "C"), ev("pass", "D"),
                           widow=DOUBLE_WIDOW, turn_up="9H"),
                      deal(SIMPLE, *SIMPLE_PLAYED, dealer="A"), start_pool=9))
    d, simple = ruling["deals"]
    assert d["status"] == "scored" and d["shares"] == {"C": 18} and d["pool_total"] == 0
    assert d["next_pool"] == "simple" and quotes(named(d, "sole_player")[0], "foster:loo#widow-alone")
    assert simple["trump"] is None and simple["in"] == list(SEATS)  # the next deal is a simple: all play


def test_foster_loo_defend_the_dealer_takes_the_widow_and_his_tricks_stay_in_the_pool() -> None:
    # A alone stands; the dealer's pass is of no effect: he takes the widow and defends. He wins every trick: A is
    # looed, and the shares of the dealer's tricks stay in the pool.
    hands = {"A": ["AS", "KS", "2C"], "B": ["QH", "3S", "4C"], "C": ["5H", "6S", "7D"], "D": ["8C", "9C", "TC"]}
    d = rule(loo(deal(hands, ev("play_in", "A"), ev("pass", "B"), ev("pass", "C"), ev("pass", "D"),
                      "AS", play("D", "KH"), play("D", "2D"), "2C", play("D", "3D"), "KS",
                      widow=["KH", "2D", "3D"], turn_up="9H"), start_pool=9))["deals"][0]
    assert d["defender"] == "D" and d["in"] == ["A", "D"]
    assert quotes(named(d, "must_play")[0], "foster:loo#defend")
    assert quotes(named(d, "dealer_defends")[0], "foster:loo#defend")
    assert d["tricks_won"]["D"] == 3 and d["shares"] == {}
    assert [r["finding"].split()[0] for r in named(d, "looed")] == ["A"]  # the dealer is not looed
    assert d["points"] == {"A": -9, "B": 0, "C": 0, "D": -9} and d["pool_total"] == 27 and balanced(d)


def test_foster_loo_flush_claims_three_trumps_claim_the_pool_each_in_looed() -> None:
    hands = {"A": ["AH", "KH", "QH"], "B": ["2H", "3S", "4C"], "C": ["5H", "6S", "7D"], "D": ["8C", "9C", "TC"]}
    d = rule(loo(deal(hands, ev("play_in", "A"), ev("play_in", "B"), ev("pass", "C"), ev("pass", "D"),
                      ev("flush", "A", cards=["AH", "KH", "QH"]), widow=DOUBLE_WIDOW, turn_up="9H"),
                 start_pool=9))["deals"][0]
    assert d["flush"] == "A" and d["shares"] == {"A": 18}
    assert d["points"] == {"A": 18, "B": -9, "C": 0, "D": -9} and balanced(d)
    assert quotes(named(d, "flush")[0], "foster:loo#flush-claims")


def test_foster_loo_two_flushes_the_elder_hand_wins_the_younger_is_not_looed() -> None:
    hands = {"A": ["2H", "3H", "4H"], "B": ["AH", "KH", "QH"], "C": ["5S", "6S", "7D"], "D": ["8C", "9C", "TC"]}
    d = rule(loo(deal(hands, ev("play_in", "A"), ev("play_in", "B"), ev("play_in", "C"), ev("pass", "D"),
                      ev("flush", "B", cards=["AH", "KH", "QH"]), ev("flush", "A", cards=["2H", "3H", "4H"]),
                      widow=DOUBLE_WIDOW, turn_up="9H"), start_pool=9))["deals"][0]
    assert d["flush"] == "A"  # "whether his trumps are better or not"
    assert d["points"] == {"A": 18, "B": 0, "C": -9, "D": -9}
    assert quotes(named(d, "flush")[0], "foster:loo#two-flushes")


def test_foster_loo_flush_not_three_trumps_is_of_no_effect() -> None:
    d = rule(loo(deal(DOUBLE, ev("play_in", "A"), ev("play_in", "B"), ev("pass", "C"), ev("pass", "D"),
                      ev("flush", "A", cards=["AH", "KS", "2C"]), widow=DOUBLE_WIDOW, turn_up="9H"),
                 start_pool=9))["deals"][0]
    assert d["flush"] is None and quotes(named(d, "not_ruled")[0], "foster:loo#flush")


def test_foster_loo_ace_lead_he_who_holds_the_ace_of_trumps_must_lead_it() -> None:
    d = rule(loo(deal(DOUBLE, ev("play_in", "A"), ev("play_in", "B"), ev("pass", "C"), ev("pass", "D"), "KS",
                      widow=DOUBLE_WIDOW, turn_up="9H"), start_pool=9))["deals"][0]
    revoke = named(d, "revoke")
    assert revoke and quotes(revoke[0], "foster:loo#ace-lead") and revoke[0]["finding"].startswith("A")


def test_foster_loo_ace_lead_or_the_king_when_the_ace_is_turned_up() -> None:
    hands = {"A": ["KH", "2H", "2C"], "B": ["QH", "3S", "4C"], "C": ["5H", "6S", "7D"], "D": ["8C", "9C", "TC"]}
    d = rule(loo(deal(hands, ev("play_in", "A"), ev("play_in", "B"), ev("pass", "C"), ev("pass", "D"), "2H",
                      widow=DOUBLE_WIDOW, turn_up="AH"), start_pool=9))["deals"][0]
    assert quotes(named(d, "revoke")[0], "foster:loo#ace-lead")


def test_foster_loo_lead_trump_the_eldest_playing_must_lead_a_trump_if_he_has_one() -> None:
    hands = {"A": ["2H", "KS", "2C"], "B": ["QH", "3S", "4C"], "C": ["5H", "6S", "7D"], "D": ["8C", "9C", "TC"]}
    d = rule(loo(deal(hands, ev("play_in", "A"), ev("play_in", "B"), ev("pass", "C"), ev("pass", "D"), "KS",
                      widow=DOUBLE_WIDOW, turn_up="9H"), start_pool=9))["deals"][0]
    assert quotes(named(d, "revoke")[0], "foster:loo#lead-trump")


def test_foster_loo_obsolete_the_higher_of_two_trumps_need_not_be_led() -> None:
    hands = {"A": ["2H", "KH", "2C"], "B": ["QH", "3S", "4C"], "C": ["5H", "6S", "7D"], "D": ["8C", "9C", "TC"]}
    d = rule(loo(deal(hands, ev("play_in", "A"), ev("play_in", "B"), ev("pass", "C"), ev("pass", "D"), "2H",
                      widow=DOUBLE_WIDOW, turn_up="9H"), start_pool=9))["deals"][0]
    assert not named(d, "revoke")


def test_foster_loo_head_double_void_he_must_trump_or_over_trump_but_need_not_under_trump() -> None:
    ranking = Heading(Suit.HEARTS)
    c = Card.parse
    led = [("A", c("5C"))]
    assert set(ranking.must_play([c("3H"), c("4H"), c("8S")], led)) == {c("3H"), c("4H")}  # trump
    trumped = [("A", c("5C")), ("B", c("4H"))]
    assert ranking.must_play([c("2H"), c("AH"), c("8S")], trumped) == [c("AH")]  # over-trump
    assert ranking.must_play([c("2H"), c("8S")], trumped) == []  # "he need not under-trump"
    assert ranking.must_play([c("2C"), c("KC"), c("AH")], led) == [c("KC")]  # head the trick


def test_foster_loo_head_double_a_player_who_could_over_trump_and_did_not_revokes() -> None:
    hands = {"A": ["AH", "5C", "2S"], "B": ["3H", "4H", "8S"], "C": ["2H", "KH", "9S"], "D": ["8C", "9C", "TC"]}
    d = rule(loo(deal(hands, ev("play_in", "A"), ev("play_in", "B"), ev("play_in", "C"), ev("pass", "D"),
                      "AH", "3H", "2H", "5C", "4H", "9S", widow=DOUBLE_WIDOW, turn_up="9H"),
                 start_pool=9))["deals"][0]
    revoke = named(d, "revoke")
    assert revoke and revoke[0]["finding"].startswith("C") and quotes(revoke[0], "foster:loo#head-double")


def test_foster_loo_revokes_the_pool_divided_among_those_who_declared_the_offender_excepted() -> None:
    # C revokes; the hands are abandoned on the claim: the current pool of 18 divided between A and B (9 each), and
    # C pays six reds to the next pool; no one is looed.
    hands = {"A": ["AH", "5C", "2S"], "B": ["3H", "4H", "8S"], "C": ["2H", "KH", "9S"], "D": ["8C", "9C", "TC"]}
    d = rule(loo(deal(hands, ev("play_in", "A"), ev("play_in", "B"), ev("play_in", "C"), ev("pass", "D"),
                      "AH", "3H", "2H", "5C", "4H", "9S", ev("claim", "A", kind="revoke", against="C"),
                      widow=DOUBLE_WIDOW, turn_up="9H"), start_pool=9))["deals"][0]
    assert d["shares"] == {"A": 9, "B": 9} and not named(d, "looed")
    assert d["points"] == {"A": 9, "B": 9, "C": -18, "D": -9} and d["pool_total"] == 18 and balanced(d)


def test_foster_loo_revokes_any_odd_white_counters_left_for_the_next_pool() -> None:
    # A pool of 19 (10 carried and the stake) among A and B: 9 each, and the odd white stays.
    hands = {"A": ["AH", "5C", "2S"], "B": ["3H", "4H", "8S"], "C": ["2H", "KH", "9S"], "D": ["8C", "9C", "TC"]}
    d = rule(loo(deal(hands, ev("play_in", "A"), ev("play_in", "B"), ev("play_in", "C"), ev("pass", "D"),
                      "AH", "3H", "2H", "5C", "4H", "9S", widow=DOUBLE_WIDOW, turn_up="9H"), start_pool=10))["deals"][0]
    assert named(d, "revoke") and d["shares"] == {"A": 9, "B": 9} and d["pool_total"] == 1 + 18


def test_foster_loo_misdeal_he_loses_his_deal_and_forfeits_three_reds_to_the_current_pool() -> None:
    ruling = rule(loo({"dealer": "D", "events": [{"type": "shuffle", "seat": "D"},
                                                 ev("deal_fault", "D", kind="not_cut")]},
                      deal(DOUBLE, ev("pass", "B"), ev("pass", "C"), ev("pass", "D"), ev("pass", "A"), dealer="A",
                           widow=DOUBLE_WIDOW, turn_up="9H")))
    bad, nxt = ruling["deals"]
    assert bad["status"] == "passed" and bad["next_dealer"] == "A" and bad["points"]["D"] == -9
    assert quotes(named(bad, "misdeal")[0], "foster:loo#misdeal")
    assert bad["pool_total"] == 9 and bad["next_pool"] == "double"  # "the pool becomes a double"
    assert nxt["trump"] == "H" and nxt["points"]["A"] == -9 and nxt["pool_total"] == 18


def test_foster_loo_redeal_a_card_faced_in_the_pack_the_same_dealer_deals_again() -> None:
    d = rule(loo({"dealer": "D", "events": [{"type": "shuffle", "seat": "D"},
                                            ev("deal_fault", "D", kind="faced_in_pack")]}))["deals"][0]
    assert d["status"] == "redeal" and d["next_dealer"] == "D" and d["points"] == {s: 0 for s in SEATS}
    assert quotes(named(d, "redeal")[0], "foster:loo#redeal")


def test_foster_loo_simple_trump_turned_he_forfeits_three_reds_to_the_current_pool_but_it_remains_a_simple() -> None:
    d = rule(loo(deal(SIMPLE, *SIMPLE_PLAYED, turn_up="TD", stock=("7D",))))["deals"][0]
    assert d["trump"] is None and d["in"] == list(SEATS)
    assert quotes(named(d, "current_pool_offence")[0], "foster:loo#simple-trump-turned")
    # the forfeit is divided in this deal: a pool of 18 in thirds, A 6, D 12
    assert d["shares"] == {"A": 6, "D": 12} and d["points"]["D"] == -9 - 9 + 12


def test_foster_loo_simple_widow_dealt_a_card_dealt_for_a_widow_in_a_simple_is_a_misdeal() -> None:
    d = rule(loo(deal(SIMPLE, widow=["TD", "9D", "8D"], stock=("7D",))))["deals"][0]
    assert d["status"] == "passed" and quotes(named(d, "misdeal")[0], "foster:loo#simple-widow-dealt")


def test_foster_loo_misdeal_too_many_or_too_few_cards() -> None:
    short = {**SIMPLE, "A": ["AS", "2H"]}
    d = rule(loo(deal(short, stock=("3C", "TD"))))["deals"][0]
    assert d["status"] == "passed" and quotes(named(d, "misdeal")[0], "foster:loo#misdeal")


def test_foster_loo_current_pool_a_look_before_his_turn_three_reds_and_he_wins_nothing() -> None:
    # B looks before A has declared; B then stands and wins a trick: his share stays in the pool.
    hands = {"A": ["AH", "KS", "4C"], "B": ["QS", "3S", "3C"], "C": ["5H", "6S", "7D"], "D": ["8C", "9C", "TC"]}
    d = rule(loo(deal(hands, ev("look", "B"), ev("play_in", "A"), ev("play_in", "B"), ev("pass", "C"),
                      ev("pass", "D"), "AH", "3S", "KS", "QS", "4C", "3C",
                      widow=DOUBLE_WIDOW, turn_up="9H"), start_pool=9))["deals"][0]
    offence = named(d, "current_pool_offence")
    assert offence and quotes(offence[0], "foster:loo#current-pool")
    assert d["tricks_won"] == {"A": 3, "B": 0, "C": 0, "D": 0}
    assert d["shares"] == {"A": 27}  # 9 carried, the stake and B's three reds, all to A's three tricks
    assert [r["finding"].split()[0] for r in named(d, "looed")] == ["B"]  # "If he plays and is looed, he must pay."


def test_foster_loo_current_pool_a_declaration_out_of_turn_stands_and_is_paid_for() -> None:
    d = rule(loo(deal(DOUBLE, ev("pass", "B"), ev("play_in", "A"), ev("take_widow", "C"), ev("pass", "D"),
                      "AH", play("C", "JH"), "KS", play("C", "2D"), "2C", play("C", "3D"),
                      widow=DOUBLE_WIDOW, turn_up="9H"), start_pool=9))["deals"][0]
    offence = named(d, "current_pool_offence")
    assert offence[0]["finding"].startswith("B") and quotes(offence[0], "foster:loo#current-pool")
    assert d["in"] == ["A", "C"] and d["points"]["B"] == -9 and d["shares"] == {"A": 27}


def test_foster_loo_after_trick_exposing_a_card_is_looed_three_reds_and_his_tricks_stay() -> None:
    d = rule(loo(deal(SIMPLE, ev("expose", "A", card="3C", how="dropped"), *SIMPLE_PLAYED)))["deals"][0]
    offence = named(d, "next_pool_offence")
    assert offence and quotes(offence[0], "foster:loo#after-trick")
    assert d["shares"] == {"D": 6}  # A's trick stays in the pool
    assert d["points"]["A"] == -9 and d["pool_total"] == 9 - 6 + 9 * 3


def test_foster_loo_unlimited_a_player_failing_puts_up_the_amount_of_the_current_pool() -> None:
    d = rule(loo(deal(DOUBLE, ev("play_in", "A"), ev("pass", "B"), ev("take_widow", "C"), ev("pass", "D"),
                      "AH", play("C", "JH"), "KS", play("C", "2D"), "2C", play("C", "3D"),
                      widow=DOUBLE_WIDOW, turn_up="9H"), start_pool=9, limit="unlimited"))["deals"][0]
    assert d["points"]["C"] == -18 and quotes(named(d, "looed")[0], "foster:loo#unlimited")


def test_foster_loo_players_three_to_seventeen_fewer_is_an_impossible_record() -> None:
    data = loo()
    data["seats"], data["players"] = ["A", "B"], {"A": "a", "B": "b"}
    with pytest.raises(InvalidRecord) as err:
        load_record(data)
    assert "seventeen" in str(err.value.errors)


def test_a_declaration_by_a_seat_not_at_the_table_is_an_impossible_record() -> None:
    with pytest.raises(InvalidRecord) as err:
        load_record(loo(deal(DOUBLE, ev("play_in", "Z"), widow=DOUBLE_WIDOW, turn_up="9H"), start_pool=9))
    assert any("Z" in str(e["value"]) for e in err.value.errors)


def test_foster_loo_dealing_three_cards_each_too_few_is_a_misdeal() -> None:
    short = {**SIMPLE, "A": ["AS", "2H"]}
    d = rule(loo(deal(short, stock=("3C", "TD"))))["deals"][0]
    assert d["status"] == "passed" and d["in"] == []
    assert quotes(named(d, "misdeal")[0], "foster:loo#dealing")


def test_foster_loo_simple_no_trump_in_simple_pools_no_trump_is_turned_and_no_widow_dealt() -> None:
    d = rule(loo(deal(SIMPLE, ev("take_widow", "B"), *SIMPLE_PLAYED)))["deals"][0]
    assert d["trump"] is None and quotes(named(d, "widow")[0], "foster:loo#simple-no-trump")
    assert d["in"] == list(SEATS) and d["status"] == "scored"


def test_foster_loo_simple_all_follow_a_pass_in_a_simple_is_of_no_effect() -> None:
    d = rule(loo(deal(SIMPLE, ev("pass", "B"), *SIMPLE_PLAYED)))["deals"][0]
    assert quotes(named(d, "must_play")[0], "foster:loo#simple-all-follow") and d["in"] == list(SEATS)
    assert d["points"]["B"] == -9  # he played, took no trick and is looed


def test_foster_loo_bold_stand_when_the_trump_is_turned_the_winner_of_each_trick_takes_a_third() -> None:
    hands = {"A": ["AS", "2H", "3C"], "B": ["KS", "4H", "5C"], "C": ["2D", "6H", "7C"], "D": ["JS", "8H", "9C"]}
    d = rule(loo(deal(hands, "AS", "KS", "2D", "JS", ev("turn_trump", "D", card="TD"),
                      "6H", "8H", "2H", "4H", "9C", "3C", "5C", "7C")))["deals"][0]
    settlement = named(d, "settlement")[0]
    assert quotes(settlement, "foster:loo#bold-stand") and "pool pays C 3 counters (foster:loo#bold-stand)" in paid(d)


def test_foster_loo_no_look_a_look_in_his_own_turn_is_of_no_effect() -> None:
    d = rule(loo(deal(DOUBLE, ev("look", "A"), ev("play_in", "A"), ev("pass", "B"), ev("take_widow", "C"),
                      ev("pass", "D"), widow=DOUBLE_WIDOW, turn_up="9H"), start_pool=9))["deals"][0]
    assert not named(d, "current_pool_offence") and quotes(named(d, "not_ruled")[0], "foster:loo#no-look")


def test_foster_loo_no_look_the_dealer_looking_before_asking_the_others_pays_the_current_pool() -> None:
    d = rule(loo(deal(DOUBLE, ev("look", "D"), ev("play_in", "A"), ev("pass", "B"), ev("take_widow", "C"),
                      ev("pass", "D"), widow=DOUBLE_WIDOW, turn_up="9H"), start_pool=9))["deals"][0]
    offence = named(d, "current_pool_offence")
    assert offence[0]["finding"].startswith("D") and quotes(offence[0], "foster:loo#no-look")


def test_foster_loo_winner_leads_trump_the_winner_of_a_trick_must_lead_a_trump_if_he_has_one() -> None:
    # A wins the first trick with the ace of trumps and still holds the two: leading the king of spades revokes.
    hands = {"A": ["AH", "2H", "KS"], "B": ["QH", "3S", "4C"], "C": ["5H", "6S", "7D"], "D": ["8C", "9C", "TC"]}
    d = rule(loo(deal(hands, ev("play_in", "A"), ev("play_in", "B"), ev("pass", "C"), ev("pass", "D"),
                      "AH", "QH", "KS", widow=DOUBLE_WIDOW, turn_up="9H"), start_pool=9))["deals"][0]
    assert quotes(named(d, "revoke")[0], "foster:loo#winner-leads-trump")


def test_foster_loo_one_penalty_a_second_offence_is_not_paid_again() -> None:
    d = rule(loo(deal(SIMPLE, ev("expose", "B", card="5C", how="dropped"), ev("expose", "B", card="4H", how="dropped"),
                      *SIMPLE_PLAYED)))["deals"][0]
    offences = named(d, "next_pool_offence")
    assert len(offences) == 2 and quotes(offences[1], "foster:loo#one-penalty")
    assert d["points"]["B"] == -9  # once, and not looed again for taking no trick


def test_foster_loo_offender_tricks_the_payment_for_them_is_left_in_the_pool() -> None:
    d = rule(loo(deal(SIMPLE, ev("expose", "D", card="9C", how="dropped"), *SIMPLE_PLAYED)))["deals"][0]
    assert quotes(named(d, "next_pool_offence")[0], "foster:loo#offender-tricks")
    assert d["tricks_won"]["D"] == 2 and d["shares"] == {"A": 3}  # D's two thirds stay in the pool


def test_foster_loo_whites_the_pool_divided_in_whole_whites_the_odd_ones_left() -> None:
    # A pool of 10 (1 carried and the stake) in thirds: a share is 3 whites; A's three tricks take 9, and 1 stays.
    d = rule(loo(deal(DOUBLE, ev("play_in", "A"), ev("pass", "B"), ev("take_widow", "C"), ev("pass", "D"),
                      "AH", play("C", "JH"), "KS", play("C", "2D"), "2C", play("C", "3D"),
                      widow=DOUBLE_WIDOW, turn_up="9H"), start_pool=1))["deals"][0]
    assert d["shares"] == {"A": 9} and d["pool_total"] == 1 + 9
    assert quotes(named(d, "settlement")[0], "foster:loo#whites")


def test_foster_loo_divided_offences_a_payment_to_the_current_pool_is_divided_in_this_deal() -> None:
    d = rule(loo(deal(SIMPLE, ev("look", "B"), *SIMPLE_PLAYED, turn_up="TD", stock=("7D",))))["deals"][0]
    # a look in a simple is of no effect; the trump turned is paid to the current pool and divided now
    assert quotes(named(d, "current_pool_offence")[0], "foster:loo#divided-offences")
    assert d["shares"] == {"A": 6, "D": 12}


def test_foster_loo_limited_a_loo_is_three_reds_whatever_the_pool() -> None:
    d = rule(loo(deal(DOUBLE, ev("play_in", "A"), ev("pass", "B"), ev("take_widow", "C"), ev("pass", "D"),
                      "AH", play("C", "JH"), "KS", play("C", "2D"), "2C", play("C", "3D"),
                      widow=DOUBLE_WIDOW, turn_up="9H"), start_pool=90))["deals"][0]
    assert d["points"]["C"] == -9 and quotes(named(d, "looed")[0], "foster:loo#limited")


def test_foster_loo_payments_a_revoke_is_six_reds() -> None:
    hands = {"A": ["AH", "5C", "2S"], "B": ["3H", "4H", "8S"], "C": ["2H", "KH", "9S"], "D": ["8C", "9C", "TC"]}
    d = rule(loo(deal(hands, ev("play_in", "A"), ev("play_in", "B"), ev("play_in", "C"), ev("pass", "D"),
                      "AH", "3H", "2H", "5C", "4H", "9S", widow=DOUBLE_WIDOW, turn_up="9H"), start_pool=9))["deals"][0]
    assert "C pays pool 18 counters (foster:loo#revokes)" in paid(d)
    assert quotes(named(d, "settlement")[0], "foster:loo#payments")


def test_foster_loo_double_an_extra_hand_must_be_dealt_for_the_widow() -> None:
    d = rule(loo(deal(DOUBLE, turn_up="9H"), start_pool=9))["deals"][0]
    assert d["status"] == "passed" and quotes(named(d, "misdeal")[0], "foster:loo#double")


def test_foster_loo_counters_each_begins_with_twenty_reds_in_whites() -> None:
    ruling = rule(loo({"dealer": "D", "events": [ev("deal_fault", "D", kind="faced_in_pack")]}))
    assert ruling["score"] == {s: 60 for s in SEATS}
    ruling = rule(loo({"dealer": "D", "events": [ev("deal_fault", "D", kind="faced_in_pack")]}, counters=30))
    assert ruling["score"] == {s: 30 for s in SEATS}


def test_foster_loo_cards_a_card_not_in_the_pack_is_an_impossible_record() -> None:
    with pytest.raises(InvalidRecord):
        load_record(loo(deal({**SIMPLE, "A": ["AS", "2H", "JK"]})))


def test_foster_loo_widow_alone_read_for_the_dealer_left_alone() -> None:
    d = rule(loo(deal(DOUBLE, ev("pass", "A"), ev("pass", "B"), ev("pass", "C"), ev("play_in", "D"),
                      widow=DOUBLE_WIDOW, turn_up="9H"), start_pool=9))["deals"][0]
    sole = named(d, "sole_player")[0]
    assert d["shares"] == {"D": 18} and "a reading" in sole["finding"]
    assert quotes(sole, "foster:loo#declare") and "foster:loo#widow-alone" in sole["persuasive"]


def test_foster_loo_declare_all_pass_the_dealer_too_the_pool_remains() -> None:
    d = rule(loo(deal(DOUBLE, ev("pass", "A"), ev("pass", "B"), ev("pass", "C"), ev("pass", "D"),
                      widow=DOUBLE_WIDOW, turn_up="9H"), start_pool=9))["deals"][0]
    assert d["status"] == "passed" and d["pool_total"] == 18 and d["next_dealer"] == "A"
    remains = named(d, "all_passed")[0]
    assert "a reading" in remains["finding"] and quotes(remains, "foster:spoil-five#pool")


def test_foster_loo_declare_only_one_widow_a_second_taker_stands() -> None:
    d = rule(loo(deal(DOUBLE, ev("take_widow", "A"), ev("take_widow", "B"), ev("pass", "C"), ev("pass", "D"),
                      widow=DOUBLE_WIDOW, turn_up="9H"), start_pool=9))["deals"][0]
    assert named(d, "widow")[0]["finding"].startswith("B") and d["in"] == ["A", "B"]


def test_foster_loo_after_trick_leading_out_of_turn_and_abandoning_are_looed_three_reds() -> None:
    d = rule(loo(deal(SIMPLE, play("B", "KS"), ev("abandon", "C"))))["deals"][0]
    offences = named(d, "next_pool_offence")
    assert [o["finding"].split()[0] for o in offences] == ["B", "C"]
    assert all(quotes(o, "foster:loo#after-trick") for o in offences)


def test_foster_loo_simple_all_follow_a_double_follows_the_loos_of_a_simple() -> None:
    # "which, added to the three to be deposited by the next dealer, will make the ensuing pool a double"
    ruling = rule(loo(deal(SIMPLE, *SIMPLE_PLAYED),
                      deal(DOUBLE, ev("pass", "B"), ev("pass", "C"), ev("pass", "D"), ev("pass", "A"), dealer="A",
                           widow=DOUBLE_WIDOW, turn_up="9H")))
    first, second = ruling["deals"]
    assert first["next_pool"] == "double" and second["trump"] == "H" and second["pool_total"] == 27
    assert ruling["pool_total"] == 27


def test_foster_loo_double_widow_in_double_pools_a_widow_dealt_and_a_trump_turned() -> None:
    d = rule(loo(deal(DOUBLE, ev("play_in", "A"), ev("pass", "B"), ev("take_widow", "C"), ev("pass", "D"),
                      widow=DOUBLE_WIDOW, turn_up="9H"), start_pool=9))["deals"][0]
    assert d["trump"] == "H" and decides(d, "trump", "foster:loo#double-widow")
    simple = rule(loo(deal(SIMPLE, *SIMPLE_PLAYED)))["deals"][0]
    assert decides(simple, "trump", "foster:loo#simple-no-trump") and decides(simple, "next_pool", "foster:loo#double")


def test_foster_loo_cutting_the_first_jack_takes_the_first_deal() -> None:
    cuts = [ev("cut_for_deal", "A", card="5S"), ev("cut_for_deal", "B", card="JD"), ev("cut_for_deal", "C", card="JS")]
    dealt_by_b = deal(SIMPLE, *SIMPLE_PLAYED, dealer="B")
    dealt_by_b["events"][:0] = cuts
    d = rule(loo(dealt_by_b))["deals"][0]
    assert decides(d, "dealer", "foster:loo#cutting") and not named(d, "deal_out_of_turn")
    dealt_by_d = deal(SIMPLE, *SIMPLE_PLAYED)
    dealt_by_d["events"][:0] = cuts
    d = rule(loo(dealt_by_d))["deals"][0]
    out_of_turn = named(d, "deal_out_of_turn")[0]
    assert out_of_turn["finding"].startswith("The first jack dealt round fell to B")
    assert quotes(out_of_turn, "foster:loo#cutting") and d["status"] == "scored"  # the deal stands


def _bare(*events: dict[str, Any], turn_up: str | None = "9H") -> dict[str, Any]:
    """A deal recorded as a club's scorer keeps it: the card turned up alone, no hands."""
    return {"dealer": "D", "events": [{"type": "deal", **({"turn_up": turn_up} if turn_up else {})}, *events]}


def test_foster_loo_flush_claims_a_flush_the_table_saw_its_hand_not_recorded() -> None:
    # foster:loo#flush-claims: "The player with the flush then shows it, and claims the pool without playing, each of
    # those who are “in” being looed three red counters". The hands not recorded, the flush shown is the one the table
    # saw (reading 16).
    d = rule(loo(_bare(ev("play_in", "A"), ev("play_in", "B"), ev("pass", "C"), ev("pass", "D"), ev("flush", "A")),
                 start_pool=9))["deals"][0]
    assert d["status"] == "scored" and d["flush"] == "A"
    assert d["points"] == {"A": 18, "B": -9, "C": 0, "D": -9} and balanced(d)


def test_foster_loo_double_a_deal_recorded_without_its_cards_is_no_misdeal() -> None:
    # foster:loo#misdeal: "gives any player too many or too few cards; or deals a wrong number of hands": a deal whose
    # cards were not recorded says no number (reading 16). Its declaring is in play: no one has passed all round.
    d = rule(loo(_bare(), start_pool=9))["deals"][0]
    assert d["status"] == "incomplete" and not named(d, "misdeal") and d["trump"] == "H"
    d = rule(loo(_bare(ev("play_in", "A"), ev("flush", "C")), start_pool=9))["deals"][0]
    assert d["status"] == "incomplete" and d["flush"] is None  # C is not in


def test_foster_loo_players_seventeen_hands_and_the_trump_fill_the_pack_no_widow_is_left() -> None:
    # foster:loo#players: "Any number of persons from three to seventeen"; #double: "an extra hand must be dealt for
    # the widow": with seventeen, 51 cards are the hands and the 52nd the trump. Seventeen seats are a record; a pack
    # the options agree too small for sixteen hands, the widow and the trump is impossible, its field and value named.
    seventeen = tuple(chr(ord("A") + k) for k in range(17))
    assert load_record(loo(seats=seventeen)).seats == seventeen
    with pytest.raises(InvalidRecord) as err:
        load_record(loo(seats=seventeen[:16], pack=32))
    assert [(e["path"], e["value"]) for e in err.value.errors] == [("options.pack", 32)]
    assert "52 are needed" in err.value.errors[0]["message"]
