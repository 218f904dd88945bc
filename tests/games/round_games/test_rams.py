"""Rams, or Rammes (foster:rams; rams-loo.md §4.1): each case built from its sentence's words, at a table of four
(A B C D, D dealing, A the eldest hand, C the pone), diamonds turned, the Écarté rank K Q J A 10 9 8 7."""
from __future__ import annotations

from typing import Any

import pytest

from referee import rule
from referee.cards import Card, Suit
from referee.games.heading import ECARTE, PIQUET, Heading
from referee.record import InvalidRecord
from referee.schemas import load_record

from round_games import balanced, decides, ev, named, quotes, record

SEATS = ("A", "B", "C", "D")
HANDS = {"A": ["KS", "QS", "JS", "AS", "TS"], "B": ["9S", "8S", "7S", "KH", "QH"],
         "C": ["JH", "AH", "TH", "9H", "8H"], "D": ["KC", "QC", "JC", "AC", "TC"]}
WIDOW = ["9C", "8C", "7C", "7H", "QD"]
STOCK = ["KD", "JD", "AD", "TD", "9D", "8D"]
#: A's five spades win every trick; the others follow, or discard, having neither the suit nor a trump.
A_TAKES_ALL = "KS 9S JH KC QS 8S AH QC JS 7S TH JC AS KH 9H AC TS QH 8H TC".split()


def rams(*deals: dict[str, Any], **kw: Any) -> dict[str, Any]:
    return record('rams', *deals, **kw)


def deal(*events: dict[str, Any] | str, hands: dict[str, list[str]] = HANDS, dealer: str = "D",
         widow: list[str] = WIDOW, turn_up: str = "7D", stock: list[str] = STOCK) -> dict[str, Any]:
    holder = {c: s for s, cards in hands.items() for c in cards}
    dealt = {"type": "deal", "hands": hands, "widow": widow, "turn_up": turn_up, "stock": stock, "pattern": "2-3"}
    evs: list[dict[str, Any]] = [{"type": "shuffle", "seat": dealer}, {"type": "cut", "seat": "C"}, dealt]
    evs += [{"type": "play", "seat": holder[e], "card": e} if isinstance(e, str) else e for e in events]
    return {"dealer": dealer, "events": evs}










def test_foster_rams_pool_each_dealer_puts_up_five_counters() -> None:
    d = rule(rams(deal(*A_TAKES_ALL)))["deals"][0]
    assert quotes(named(d, "settlement")[0], "foster:rams#pool") and d["points"]["D"] == -5 - 5


def test_foster_rams_simple_all_play_every_one_plays_on_a_simple() -> None:
    d = rule(rams(deal(ev("pass", "A"), *A_TAKES_ALL)))["deals"][0]
    assert quotes(named(d, "must_play")[0], "foster:rams#simple-all-play") and d["in"] == list(SEATS)


def test_foster_rams_fifths_a_fifth_of_the_pool_for_every_trick() -> None:
    # A double of 10 and the stake: 15, a fifth is 3; A takes five fifths.
    d = rule(rams(deal(ev("play_in", "A"), ev("play_in", "B"), ev("pass", "C"), ev("pass", "D"),
                       *[c for c in A_TAKES_ALL if c in HANDS["A"] + HANDS["B"]]), start_pool=10))["deals"][0]
    assert d["in"] == ["A", "B"] and d["shares"] == {"A": 15} and balanced(d)


def test_foster_rams_ramsed_a_player_in_without_a_trick_forfeits_five_to_the_next_pool() -> None:
    d = rule(rams(deal(*A_TAKES_ALL)))["deals"][0]
    assert d["points"] == {"A": 5, "B": -5, "C": -5, "D": -10} and d["pool_total"] == 15 and balanced(d)
    ramsed = named(d, "ramsed")
    assert [r["finding"].split()[0] for r in ramsed] == ["B", "C", "D"]
    assert all(quotes(r, "foster:rams#ramsed") for r in ramsed)


def test_foster_rams_two_ramsed_the_next_dealer_ramsed_puts_up_ten() -> None:
    ruling = rule(rams(deal(*A_TAKES_ALL), deal(ev("deal_fault", "A", kind="faced_in_pack"), dealer="A")))
    first = ruling["deals"][0]
    assert all(quotes(r, "foster:rams#two-ramsed") for r in named(first, "ramsed"))
    assert first["next_dealer"] == "A"


def test_foster_rams_double_in_double_pools_the_players_may_pass() -> None:
    d = rule(rams(deal(ev("play_in", "A"), ev("pass", "B"), ev("play_in", "C"), ev("pass", "D")),
                  start_pool=10))["deals"][0]
    assert not named(d, "must_play") and d["in"] == ["A", "C"]


def test_foster_rams_pone_must_play_declining_he_pays_the_dealer_five_and_the_pool_remains() -> None:
    d = rule(rams(deal(ev("pass", "A"), ev("pass", "B"), ev("pass", "C")), start_pool=10))["deals"][0]
    assert d["status"] == "passed" and d["points"] == {"A": 0, "B": 0, "C": -5, "D": 0}
    assert d["pool_total"] == 15 and quotes(named(d, "pone_declined")[0], "foster:rams#pone-must-play")


def test_foster_rams_dealer_must_play_if_he_is_opposed_by_only_one_player() -> None:
    d = rule(rams(deal(ev("play_in", "A"), ev("pass", "B"), ev("pass", "C"), ev("pass", "D")),
                  start_pool=10))["deals"][0]
    assert quotes(named(d, "must_play")[0], "foster:rams#dealer-must-play") and d["in"] == ["A", "D"]


def test_foster_rams_widow_exchange_his_original_hand_is_dead() -> None:
    # B takes the widow: a card of the hand dealt him is dead, not his to play.
    d = rule(rams(deal(ev("play_in", "A"), ev("take_widow", "B"), ev("pass", "C"), ev("pass", "D"),
                       "KS", ev("play", "B", card="QD")), start_pool=10))["deals"][0]
    assert d["in"] == ["A", "B"] and d["tricks"][0]["plays"] == [["A", "KS"], ["B", "QD"]]
    assert not named(d, "penalty")  # void of spades, B trumps with the queen of diamonds from the widow


def test_foster_rams_after_widow_those_following_play_the_hand_dealt_them_or_pass() -> None:
    d = rule(rams(deal(ev("take_widow", "A"), ev("take_widow", "B"), ev("pass", "C"), ev("pass", "D")),
                  start_pool=10))["deals"][0]
    widow = named(d, "widow")[0]
    assert widow["finding"].startswith("B") and quotes(widow, "foster:rams#after-widow") and d["in"] == ["A", "B"]


def test_foster_rams_rob_the_dealer_playing_may_take_up_the_trump_no_other_player_may() -> None:
    d = rule(rams(deal(ev("play_in", "A"), ev("take_up", "B"), ev("pass", "B"), ev("pass", "C"), ev("play_in", "D"),
                       ev("take_up", "D"), ev("discard", "D", card="TC")), start_pool=10))["deals"][0]
    barred = named(d, "rob_barred")
    assert len(barred) == 1 and barred[0]["finding"].startswith("B") and quotes(barred[0], "foster:rams#rob")


def test_foster_rams_head_each_must_play_a_higher_card_if_he_can() -> None:
    hands = {**HANDS, "A": ["QS", "KH", "JS", "AS", "TS"], "B": ["9S", "8S", "KS", "7S", "QH"]}
    d = rule(rams(deal("QS", "9S", hands=hands)))["deals"][0]
    penalty = named(d, "penalty")
    assert penalty and penalty[0]["finding"].startswith("B") and quotes(penalty[0], "foster:rams#head")


def test_foster_rams_head_if_he_has_two_higher_he_may_play_either() -> None:
    hands = {**HANDS, "A": ["JS", "KH", "QS", "AS", "TS"], "B": ["9S", "8S", "KS", "7H", "QH"]}
    ranking = Heading(Suit.DIAMONDS, ECARTE, under_trump=True)
    c = Card.parse
    assert set(ranking.must_play([c(x) for x in hands["B"]], [("A", c("AS"))])) == {c("KS")}
    assert set(ranking.must_play([c("KS"), c("QS"), c("7S")], [("A", c("JS"))])) == {c("KS"), c("QS")}


def test_foster_rams_trump_if_void_even_if_the_trick_is_already_trumped() -> None:
    # Foster's example (#under-trump-example): C trumps with the King, D's only trump is the Queen: he must play it.
    ranking = Heading(Suit.HEARTS, ECARTE, under_trump=True)
    c = Card.parse
    trick = [("A", c("7C")), ("B", c("8C")), ("C", c("KH"))]
    assert ranking.must_play([c("QH"), c("9S"), c("TD")], trick) == [c("QH")]
    assert ranking.trick_winner([*trick, ("D", c("QH"))]) == "C"


def test_foster_rams_under_trump_example_a_void_player_who_discards_holding_a_trump_incurs_the_penalty() -> None:
    hands = {**HANDS, "C": ["JH", "AH", "TH", "9H", "8D"]}
    stock = ["KD", "JD", "AD", "TD", "9D", "8H"]
    d = rule(rams(deal("KS", "9S", "JH", hands=hands, stock=stock)))["deals"][0]
    penalty = named(d, "penalty")
    assert penalty[0]["finding"].startswith("C") and quotes(penalty[0], "foster:rams#trump-if-void")


def test_foster_rams_discard_a_player_with_neither_suit_nor_trump_may_discard_any_card() -> None:
    d = rule(rams(deal(*A_TAKES_ALL)))["deals"][0]
    assert not named(d, "penalty")


def test_foster_rams_cards_the_ecarte_rank_and_the_piquet_rank() -> None:
    c = Card.parse
    ecarte, piquet = Heading(None, ECARTE), Heading(None, PIQUET)
    assert ecarte.trick_winner([("A", c("AS")), ("B", c("JS"))]) == "B"  # K Q J A
    assert piquet.trick_winner([("A", c("AS")), ("B", c("KS"))]) == "A"  # A K Q J
    d = rule(rams(deal("KS", "9S", "JH", "KC", "AS"), rank="piquet"))["deals"][0]
    assert d["tricks"][0]["winner"] == "A"


def test_foster_rams_cards_a_six_is_not_in_the_euchre_pack() -> None:
    with pytest.raises(InvalidRecord):
        load_record(rams(deal(hands={**HANDS, "A": ["KS", "QS", "JS", "AS", "6S"]})))


def test_foster_rams_players_three_to_six_seven_is_an_impossible_record() -> None:
    with pytest.raises(InvalidRecord) as err:
        load_record(rams(seats=("A", "B", "C", "D", "E", "F", "G")))
    assert "three to six" in str(err.value.errors)


def test_foster_rams_players_when_six_play_the_dealer_takes_no_cards() -> None:
    seats = ("A", "B", "C", "D", "E", "F")
    hands = {"A": ["KS", "QS", "JS", "AS", "TS"], "B": ["9S", "8S", "7S", "KH", "QH"],
             "C": ["JH", "AH", "TH", "9H", "8H"], "D": ["KC", "QC", "JC", "AC", "TC"],
             "E": ["9C", "8C", "7C", "7H", "QD"]}
    d = rule(rams(deal(ev("play_in", "A"), ev("pass", "B"), ev("pass", "C"), ev("pass", "D"), ev("pass", "E"),
                       hands=hands, dealer="F", widow=["KD", "JD", "AD", "TD", "9D"], stock=["8D"]),
                  seats=seats, start_pool=10))["deals"][0]
    sole = named(d, "sole_player")[0]
    assert d["shares"] == {"A": 15} and "a reading" in sole["finding"]
    assert quotes(sole, "foster:loo#widow-alone")


def test_foster_rams_general_made_he_gets_the_pool_and_five_from_each_player() -> None:
    d = rule(rams(deal(ev("general", "A"), *A_TAKES_ALL), start_pool=10))["deals"][0]
    assert d["general"] == "A" and d["shares"] == {"A": 15}
    assert d["points"] == {"A": 30, "B": -5, "C": -5, "D": -10} and not named(d, "ramsed")
    assert quotes(named(d, "general_rams")[-1], "foster:rams#general-made") and balanced(d)


def test_foster_rams_general_all_play_those_who_passed_take_their_hands_up_again() -> None:
    d = rule(rams(deal(ev("pass", "A"), ev("general", "B"), ev("pass", "C")), start_pool=10))["deals"][0]
    assert d["in"] == list(SEATS) and quotes(named(d, "must_play")[0], "foster:rams#general-all-play")


def test_foster_rams_general_failed_he_doubles_the_pool_and_pays_five_to_each() -> None:
    # B announces and loses the first trick to A: the hands are abandoned.
    d = rule(rams(deal(ev("general", "B"), "9S", "JH", "KC", "KS"), start_pool=10))["deals"][0]
    assert d["points"] == {"A": 5, "B": -15 - 15, "C": 5, "D": 5 - 5} and d["pool_total"] == 10 + 5 + 15
    assert quotes(named(d, "general_rams")[-1], "foster:rams#general-spoiled") and balanced(d)


def test_foster_rams_penalty_once_he_wins_nothing_and_forfeits_five_to_the_next_pool() -> None:
    d = rule(rams(deal(ev("expose", "A", card="TS", how="dropped"), ev("expose", "A", card="AS", how="dropped"),
                       *A_TAKES_ALL)))["deals"][0]
    penalties = named(d, "penalty")
    assert len(penalties) == 2 and quotes(penalties[0], "foster:rams#penalty-offences")
    assert d["shares"] == {} and d["points"]["A"] == -5 and not [r for r in named(d, "ramsed") if "A " in r["finding"]]


def test_foster_rams_penalty_offences_leading_out_of_turn() -> None:
    d = rule(rams(deal(ev("play", "B", card="9S"))))["deals"][0]
    assert named(d, "penalty")[0]["finding"].startswith("B")


def test_foster_rams_deal_irregularities_a_misdeal_passes_the_deal_as_in_spoil_five() -> None:
    d = rule(rams({"dealer": "D", "events": [ev("deal_fault", "D", kind="not_cut")]}))["deals"][0]
    misdeal = named(d, "misdeal")[0]
    assert d["status"] == "passed" and d["next_dealer"] == "A" and d["points"] == {s: 0 for s in SEATS}
    assert quotes(misdeal, "foster:spoil-five#misdeal") and quotes(misdeal, "foster:rams#deal-irregularities")


def test_foster_rams_deal_irregularities_with_the_forfeit_agreed_he_deals_again_for_two() -> None:
    d = rule(rams({"dealer": "D", "events": [ev("deal_fault", "D", kind="not_cut")]},
                  misdeal_forfeit=True))["deals"][0]
    assert d["status"] == "redeal" and d["points"]["D"] == -2 and d["pool_total"] == 2
    assert quotes(named(d, "misdeal")[0], "foster:spoil-five#misdeal-forfeit")


def test_foster_rams_as_spoil_five_each_begins_with_twenty_counters() -> None:
    ruling = rule(rams({"dealer": "D", "events": [ev("deal_fault", "D", kind="faced_in_pack")]}))
    assert ruling["score"] == {s: 20 for s in SEATS}
    assert ruling["counters"] == {"unit": "counter", "white_per_red": None}


def test_foster_rams_piquet_rank_where_agreed_the_ace_is_the_best() -> None:
    d = rule(rams(deal("KS", "9S", "JH", "KC", "AS"), rank="piquet"))["deals"][0]
    assert d["tricks"][0]["winner"] == "A" and decides(d, "tricks", "foster:rams#piquet-rank")


def test_foster_rams_dealing_five_each_and_the_widow_dealt() -> None:
    d = rule(rams(deal(*A_TAKES_ALL)))["deals"][0]
    assert decides(d, "hands", "foster:rams#dealing") and decides(d, "hands", "foster:rams#widow")


def test_foster_rams_trump_the_next_card_turned_is_the_trump() -> None:
    d = rule(rams(deal(*A_TAKES_ALL)))["deals"][0]
    assert d["trump"] == "D" and decides(d, "trump", "foster:rams#trump")


def test_foster_rams_declare_each_in_turn_from_the_eldest_may_play_or_pass() -> None:
    # B's declaration out of his turn stands, and the turn goes on in order (Rams names no penalty)
    d = rule(rams(deal(ev("play_in", "B"), ev("pass", "A"), ev("play_in", "C"), ev("pass", "D")),
                  start_pool=10))["deals"][0]
    assert d["in"] == ["B", "C"] and not named(d, "penalty") and decides(d, "in", "foster:rams#declare")


def test_foster_rams_pass_he_takes_no_further_part_in_that_deal() -> None:
    d = rule(rams(deal(ev("play_in", "A"), ev("pass", "B"), ev("play_in", "C"), ev("pass", "D"), "KS", "JH"),
                  start_pool=10))["deals"][0]
    assert d["tricks"][0]["plays"] == [["A", "KS"], ["C", "JH"]] and decides(d, "in", "foster:rams#pass")


def test_foster_rams_engages_he_who_plays_must_take_a_trick_or_forfeit_five() -> None:
    d = rule(rams(deal(ev("play_in", "A"), ev("play_in", "B"), ev("pass", "C"), ev("pass", "D"),
                       *[c for c in A_TAKES_ALL if c in HANDS["A"] + HANDS["B"]]), start_pool=10))["deals"][0]
    assert d["points"]["B"] == -5 and named(d, "ramsed")[0]["finding"].startswith("B")


def test_foster_rams_eldest_must_play_where_agreed_his_pass_is_of_no_effect() -> None:
    d = rule(rams(deal(ev("pass", "A"), ev("play_in", "B"), ev("play_in", "C"), ev("pass", "D")), start_pool=10,
                  eldest_must_play=True))["deals"][0]
    assert quotes(named(d, "must_play")[0], "foster:rams#eldest-must-play") and d["in"] == ["A", "B", "C"]


def test_foster_rams_lead_the_eldest_of_those_playing_leads() -> None:
    # A passes: B, the eldest of those in, leads; A's card is not his to play
    d = rule(rams(deal(ev("pass", "A"), ev("play_in", "B"), ev("play_in", "C"), ev("pass", "D"), "9S", "JH"),
                  start_pool=10))["deals"][0]
    assert d["tricks"][0]["leader"] == "B" and not named(d, "penalty") and decides(d, "tricks", "foster:rams#lead")


def test_foster_rams_simple_double_the_next_pool_a_double_when_anything_is_left() -> None:
    d = rule(rams(deal(*A_TAKES_ALL)))["deals"][0]
    assert d["next_pool"] == "double" and decides(d, "next_pool", "foster:rams#simple-double")


def test_foster_rams_dealer_adds_five_however_many_are_in_the_pool() -> None:
    d = rule(rams(deal(ev("pass", "A"), ev("pass", "B"), ev("pass", "C")), start_pool=40))["deals"][0]
    assert d["pool_total"] == 45 and quotes(named(d, "settlement")[0], "foster:rams#dealer-adds")


def test_foster_rams_general_announced_in_his_turn_a_second_is_of_no_effect() -> None:
    d = rule(rams(deal(ev("general", "A"), ev("general", "B")), start_pool=10))["deals"][0]
    assert d["general"] == "A" and quotes(named(d, "not_ruled")[0], "foster:rams#general")


def test_foster_rams_general_lead_the_announcer_has_the_first_lead() -> None:
    d = rule(rams(deal(ev("play_in", "A"), ev("general", "B"), ev("play_in", "C"), ev("play_in", "D"), "9S"),
                  start_pool=10))["deals"][0]
    assert d["tricks"][0]["leader"] == "B" and not named(d, "penalty")
    assert decides(d, "tricks", "foster:rams#general-lead")


def test_foster_rams_general_spoiled_the_trick_that_spoils_it_gets_nothing_from_the_pool() -> None:
    d = rule(rams(deal(ev("general", "B"), "9S", "JH", "KC", "KS"), start_pool=10))["deals"][0]
    assert d["shares"] == {} and quotes(named(d, "general_rams")[-1], "foster:rams#general-spoiled")


def test_foster_rams_rob_the_dealer_robbing_takes_up_the_trump_card() -> None:
    d = rule(rams(deal(ev("play_in", "A"), ev("pass", "B"), ev("pass", "C"), ev("play_in", "D"),
                       ev("take_up", "D"), ev("discard", "D", card="TC")), start_pool=10))["deals"][0]
    assert not named(d, "rob_barred") and decides(d, "hands", "foster:rams#rob")


def test_foster_rams_as_spoil_five_the_first_jack_takes_the_first_deal() -> None:
    dealt = deal(*A_TAKES_ALL)
    dealt["events"][:0] = [ev("cut_for_deal", "A", card="8H"), ev("cut_for_deal", "B", card="JC")]
    d = rule(rams(dealt))["deals"][0]
    ruling = named(d, "deal_out_of_turn")[0]
    assert quotes(ruling, "foster:spoil-five#cutting") and quotes(ruling, "foster:rams#as-spoil-five")


def test_foster_rams_declare_the_deal_is_in_play_until_every_one_has_declared() -> None:
    # foster:rams#declare: "each player in turn ... must declare whether he will play or pass": a double dealt, one
    # pass recorded, the others yet to declare: no one has passed all round.
    d = rule(rams(deal(ev("pass", "A")), start_pool=10))["deals"][0]
    assert d["status"] == "incomplete" and d["in"] == []
    d = rule(rams(deal(*(ev("pass", s) for s in "ABC")), start_pool=10))["deals"][0]
    assert d["status"] == "passed"  # the pone declined (#pone-must-play): the deal is over


def test_foster_rams_widow_the_pack_holds_the_hands_the_widow_and_the_trump_with_six_the_dealer_none() -> None:
    # foster:rams#widow: "An extra hand, known as the widow"; #players: with six "the dealer takes no cards". Six at
    # the table: five hands, the widow and the trump, 31 of the 32 cards: a record, not refused. The pack the options
    # agree too small for them is impossible, the field and its value named.
    six = ("A", "B", "C", "D", "E", "F")
    assert load_record(rams(seats=six)).seats == six
    with pytest.raises(InvalidRecord) as err:
        load_record(rams(seats=six, pack=24))
    assert [(e["path"], e["value"]) for e in err.value.errors] == [("options.pack", 24)]
    assert "31 are needed" in err.value.errors[0]["message"]


def test_foster_rams_penalty_offences_a_hand_not_recorded_says_no_number_of_cards() -> None:
    # foster:rams#penalty-offences: "playing with more or less than five cards": a deal recorded without its hands
    # (the trump turned alone) says no number; every one plays, A takes three tricks, B two, C and D are ramsed.
    bare = {"dealer": "D", "events": [{"type": "deal", "turn_up": "7S"}, *(ev("play_in", s) for s in "ABCD")]}
    plays = [("A", "KH"), ("B", "QH"), ("C", "JH"), ("D", "AH"), ("A", "KD"), ("B", "QD"), ("C", "JD"), ("D", "AD"),
             ("A", "KC"), ("B", "QC"), ("C", "JC"), ("D", "AC"), ("A", "TH"), ("B", "KS"), ("C", "9H"), ("D", "8H"),
             ("B", "QS"), ("C", "TD"), ("D", "9D"), ("A", "7H")]
    bare["events"] += [ev("play", s, card=c) for s, c in plays]
    d = rule(rams(bare))["deals"][0]
    assert not named(d, "penalty") and d["ramsed"] == ["C", "D"]
    assert d["points"] == {"A": 3, "B": 2, "C": -5, "D": -10} and balanced(d)
