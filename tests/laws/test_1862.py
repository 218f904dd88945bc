"""The 1862 code (A Professor; pages of the 1877 edition), each rule tested under its id, and the
comparison with Foster's laws. The treatise's own worked examples are cases here."""
from __future__ import annotations

from typing import Any

import pytest

import referee
from referee.compare import compare, format_comparison
from referee.documents.readable import format_ruling

from builders import deal, ev, only_deal, record
from test_foster_regular import MARCH, MARCH_PLAY

ORDERED = [ev("order_up", "E"), ev("discard", "N", card="9C")]


def rule_1862(*deals: dict[str, Any], start: dict[str, int] | None = None, **options: Any) -> dict[str, Any]:
    rec = record(*deals, code="1862", **options)
    if start:
        rec["start_score"] = start
    return referee.rule(rec)


def march(*events: Any, play: list[str] = MARCH_PLAY) -> dict[str, Any]:
    return deal("N", *events, *play, hands=MARCH, turn_up="9H")


def basis(d: dict[str, Any]) -> list[str]:
    return [f"{b['id']}" for b in d["basis"] if b["decides"] == "points"]


# -- chapter II: the point, the march, the euchre, the revoke, the making ------------------------------


def test_1862_II_35_the_lowest_cut_deals_the_two_highest_partners_against_the_two_lowest() -> None:
    # "He who cuts the lowest card wins the deal; and, in cutting, the Ace is accounted the lowest."
    d = march(*ORDERED)
    d["events"][:0] = [ev("cut_for_deal", "N", card="KS"), ev("cut_for_deal", "E", card="AS"),
                       ev("cut_for_deal", "S", card="QS"), ev("cut_for_deal", "W", card="9C")]
    [r] = only_deal(rule_1862(d))["rulings"]
    assert r["laws"] == ["1862:II.35"] and r["persuasive"] == ["foster:13"]
    assert "E cut the lowest card" in r["finding"]


def test_1862_II_36_the_deal_passes_in_rotation() -> None:
    d = only_deal(rule_1862(march(*ORDERED)))
    assert d["next_dealer"] == "E"
    assert [b["id"] for b in d["basis"] if b["decides"] == "next_dealer"] == ["1862:II.36"]


def test_1862_II_40_the_march_counts_two() -> None:
    d = only_deal(rule_1862(march(*ORDERED)))
    assert d["points"] == {"NS": 0, "EW": 2} and basis(d) == ["1862:II.40"]


def test_1862_II_40_the_defenders_march_counts_only_two() -> None:
    # "if one party win all five tricks when their opponents adopt or make a trump ... only entitled to two points"
    d = only_deal(rule_1862(march(ev("pass", "E"), ev("order_up", "S"), ev("discard", "N", card="9C"))))
    assert d["points"] == {"NS": 0, "EW": 2}
    assert [b["text"][:30] for b in d["basis"] if b["decides"] == "points"][1].startswith("And if one party win all five")


def test_1862_II_38_all_pass_the_making_the_deal_is_forfeited_to_the_left() -> None:
    passes = [ev("pass", s) for s in "ESW"] + [ev("turn_down", "N")] + [ev("pass", s) for s in "ESWN"]
    d = only_deal(rule_1862(march(*passes, play=[])))
    assert d["status"] == "passed" and d["next_dealer"] == "E"
    assert [b["id"] for b in d["basis"] if b["decides"] == "status"] == ["1862:II.38"]


def test_1862_II_39_a_revoke_gives_the_adversaries_two_points(examples: list[Any]) -> None:
    _, rec, _ = next(x for x in examples if x[0].startswith("03"))
    d = only_deal(referee.rule({**rec, "code": "1862"}))
    revoke = d["rulings"][0]
    assert (revoke["laws"], revoke["persuasive"], revoke["options"]) == (["1862:II.39"], ["foster:30"], [])
    assert d["points"] == {"NS": 0, "EW": 2}
    assert d["rulings"][1]["irregularity"] == "call_of_no_effect"  # the 1862 code gives no election


def test_1862_II_39_a_revoke_claimed_on_the_trick_still_on_the_table_waits_foster_31_persuasive() -> None:
    # II.39: "A player must always play a card of the suit led, if he holds one, on penalty of giving his adversaries
    # two points for the revoke". The code says nothing of correcting a renounce; Foster's law 31, persuasive: "A
    # revoke may be corrected by the player making it before the trick in which it occurs has been turned and
    # quitted". S renounces to E's trump lead holding the king of hearts; W claims with the trick on the table.
    play = ["JH", "9S", "AS", "8H"]
    claim = ev("claim", "W", kind="revoke", against="S")

    def ruled(*after: dict[str, Any]) -> dict[str, Any]:
        return only_deal(rule_1862(deal("N", ev("order_up", "E"), ev("discard", "N", card="KD"), *play, claim,
                                        *after, hands=BOTH_REVOKE_HANDS, turn_up="8H")))

    d = ruled()
    [r] = d["rulings"]
    assert (r["irregularity"], r["laws"], r["persuasive"]) == ("revoke_claim_pending", ["1862:II.39"], ["foster:31"])
    assert r["effect"].startswith("The code in force is silent; Foster's law is cited as persuasive. Not decided yet")
    assert d["status"] == "awaiting" and d["points"] == {"NS": 0, "EW": 0}
    d = ruled(ev("quit_trick"))
    assert d["rulings"][0]["irregularity"] == "revoke" and d["points"] == {"NS": 0, "EW": 2}


#: N deals and turns the eight of hearts; E orders it up. S holds the king of hearts, E the seven of diamonds.
BOTH_REVOKE_HANDS = {"E": ["JH", "JD", "AH", "7C", "7D"], "N": ["TH", "9H", "AC", "AD", "KD"],
                     "S": ["KH", "9S", "8S", "QC", "QD"], "W": ["AS", "KS", "QS", "KC", "9C"]}


def test_1862_II_39_when_both_sides_revoke_each_revoke_gives_the_adversaries_two_points() -> None:
    # "A player must always play a card of the suit led, if he holds one, on penalty of giving his adversaries two
    # points for the revoke": S renounces to the trump lead holding the king of hearts, E to the diamond lead holding
    # the seven. The code voids no deal for it (Foster's law 30 does): each side pays its two points.
    play = ["JH", "9S", "AS", "8H", "7C", "QC", "KC", "AC", "AD", "JD", "QD", "9C", "7D", "KH", "KS", "9H"]
    claims = [ev("claim", "W", kind="revoke", against="S"), ev("claim", "N", kind="revoke", against="E")]
    d = only_deal(rule_1862(deal("N", ev("order_up", "E"), ev("discard", "N", card="KD"), *play, *claims,
                                 hands=BOTH_REVOKE_HANDS, turn_up="8H")))
    assert [(r["irregularity"], r["laws"]) for r in d["rulings"]] == [("revoke", ["1862:II.39"])] * 2
    assert d["status"] == "scored" and d["points"] == {"NS": 2, "EW": 2}
    assert all("Both sides revoked" in r["finding"] and "void" not in r["effect"] for r in d["rulings"])


def test_1862_silent_on_a_called_card_not_played_foster_30_is_persuasive() -> None:
    # II.39's revoke is a renounce of the suit led, and S, with no trump, may play what he likes to E's trump lead;
    # not playing the exposed card E called is a revoke only by Foster's law 30, "non-compliance with a performable
    # penalty", persuasive here as the call itself is (foster:24)
    play = ["JH", "KH", "AS", "8H", ev("quit_trick"), ev("expose", "S", card="QC", how="dropped"),
            ev("call", "E", target="S", card="QC"), "JD", "9S", "KS", "9H", ev("quit_trick"),
            ev("claim", "W", kind="revoke", against="S"), ev("elect", "W", option="add_two")]
    d = only_deal(rule_1862(deal("N", ev("order_up", "E"), ev("discard", "N", card="KD"), *play,
                                 hands=BOTH_REVOKE_HANDS, turn_up="8H")))
    revoke = d["rulings"][1]
    assert (revoke["irregularity"], revoke["laws"], revoke["persuasive"]) == ("revoke", [], ["foster:30"])
    assert revoke["elected"] == "add_two" and d["points"] == {"NS": 0, "EW": 2} and "silent" in revoke["effect"]


def test_1862_II_39_the_eldest_hand_leads_no_penalty_named_foster_27_is_persuasive(examples: list[Any]) -> None:
    # II.39: "The eldest-hand opens the game by leading", and the winner of a trick leads the next; the code names no
    # penalty for a lead out of turn: Foster's law 27 is cited as persuasive, the code's rule as binding
    _, rec, _ = next(x for x in examples if x[0].startswith("04"))
    [r] = only_deal(referee.rule({**rec, "code": "1862"}))["rulings"]
    assert (r["laws"], r["persuasive"]) == (["1862:II.39"], ["foster:27"]) and "names no penalty" in r["effect"]


def test_1862_silent_on_ties_in_cutting_foster_5_is_persuasive() -> None:
    # II.35 says who deals and who pair; of a tie it says nothing: Foster's law 5, persuasive, with the silence said
    d = march(*ORDERED)
    d["events"][:0] = [ev("cut_for_deal", "N", card="AS"), ev("cut_for_deal", "E", card="AC"),
                       ev("cut_for_deal", "S", card="QS"), ev("cut_for_deal", "W", card="9C")]
    [r] = only_deal(rule_1862(d))["rulings"]
    assert (r["irregularity"], r["laws"], r["persuasive"]) == ("wrong_cut", [], ["foster:5"]) and "silent" in r["effect"]


# -- chapter III: playing alone, the bridge -----------------------------------------------------------------


def test_1862_III_45_the_lone_hand_counts_four() -> None:
    d = only_deal(rule_1862(march(ev("order_up", "E", alone=True), ev("discard", "N", card="9C"),
                                  play=[c for c in MARCH_PLAY if c not in MARCH["W"]])))
    assert d["points"] == {"NS": 0, "EW": 4} and basis(d) == ["1862:III.45"]


def test_1862_III_53_the_sad_example_the_dealers_strong_lone_hand_is_euchred() -> None:
    # "turns up the Ace of spades ... The eldest-hand ... holds the Right-Bower and seven of spades, and the seven,
    # eight, and nine of clubs, and passes ... the dealer having in hand the Left-Bower and King of spades, with the
    # Ace and ten of hearts, and the Ace of diamonds ... announces that he will Play Alone, and discards the ten of
    # hearts ... the very strong lone hand is absolutely Euchred."
    hands = {"N": ["JC", "KS", "AH", "TH", "AD"], "E": ["JS", "7S", "7C", "8C", "9C"],
             "S": ["QS", "TS", "9S", "8S", "TC"], "W": ["KC", "QH", "KH", "QD", "KD"]}
    play = ["7C", "KC", "AS",   # the eldest leads a small club, his partner follows, the dealer wins with the ace
            "JC", "JS", "QH",   # the left bower, won by the right bower
            "8C", "QD", "KS",   # another club forces the king of trumps
            "AH", "7S", "KH",   # the seven of trumps wins the ace led
            "9C", "KD", "AD"]   # the third club wins the remaining ace
    d = only_deal(rule_1862(deal("N", ev("pass", "E"), ev("pass", "S"), ev("pass", "W"), ev("take_up", "N", alone=True),
                                 ev("discard", "N", card="TH"), *play, hands=hands, turn_up="AS")))
    assert [t["winner"] for t in d["tricks"]] == ["N", "E", "N", "E", "E"]
    assert d["lone"] == "N" and d["rulings"] == []
    assert d["points"] == {"NS": 0, "EW": 4} and basis(d) == ["1862:III.46"]


def test_1862_III_44_the_time_to_declare_a_lone_hand_is_when_the_trump_is_made() -> None:
    d = only_deal(rule_1862(march(*ORDERED, "JH", ev("go_alone", "W"), play=[])))
    [r] = d["rulings"]
    assert (r["irregularity"], r["laws"]) == ("lone_hand_barred", ["1862:III.44"]) and d["lone"] is None


def test_1862_III_47_the_dealer_may_play_alone_on_his_partners_assist() -> None:
    d = only_deal(rule_1862(march(ev("pass", "E"), ev("order_up", "S"), ev("go_alone", "N"),
                                  ev("discard", "N", card="9C"), play=["JH"])))
    assert (d["maker"], d["lone"], d["rulings"]) == ("S", "N", [])
    assert d["tricks"][0]["leader"] == "E"


def test_1862_III_47_the_eldest_hands_partner_may_play_alone_and_III_45_the_lead_passes_to_the_dealers_partner() -> None:
    d = only_deal(rule_1862(march(ev("order_up", "E"), ev("go_alone", "W"), ev("discard", "N", card="9C"),
                                  play=["AD"])))
    assert (d["maker"], d["lone"], d["rulings"]) == ("E", "W", [])
    assert d["tricks"][0]["leader"] == "S"  # "the lead is transferred to the dealer's partner"
    said = format_ruling(rule_1862(march(ev("order_up", "E"), ev("go_alone", "W"), ev("discard", "N", card="9C"),
                                         play=["AD"])))
    assert "made by E; W plays alone;" in said  # the readable report names the lone player, not the maker


def test_1862_III_47_both_partners_alone_the_one_whose_turn_is_last_plays() -> None:
    # "B, who is the eldest-hand, orders up the trump card, and announces that he will Play Alone. D, his partner,
    # has the right to take the privilege of Playing Alone from him."
    d = only_deal(rule_1862(march(ev("order_up", "E", alone=True), ev("go_alone", "W"), play=[])))
    [r] = d["rulings"]
    assert r["laws"] == ["1862:III.47"] and d["lone"] == "W"
    # "the right of Playing Alone belongs to the partner whose turn to play is last", whoever announces first: W's
    # lone hand announced, E's announcement after it does not take it back
    d = only_deal(rule_1862(march(ev("order_up", "E"), ev("go_alone", "W"), ev("go_alone", "E"), play=[])))
    [r] = d["rulings"]
    assert r["laws"] == ["1862:III.47"] and d["lone"] == "W" and "W plays alone, and E lays down" in r["effect"]


def test_1862_III_49_a_player_who_has_passed_cannot_play_alone_on_his_partners_order() -> None:
    d = only_deal(rule_1862(march(ev("pass", "E"), ev("pass", "S"), ev("order_up", "W"), ev("go_alone", "E"), play=[])))
    [r] = d["rulings"]
    assert (r["irregularity"], r["laws"]) == ("lone_hand_barred", ["1862:III.49"]) and d["lone"] is None


def test_1862_II_37_the_dealer_is_always_entitled_to_discard_when_he_takes_his_partners_lone_hand() -> None:
    # II.37: "The dealer is always entitled to discard one card and take the turn-up ... whether it is ordered up by
    # his antagonists, or he is assisted by his partner"; III.47: S assists alone, and N, the dealer, whose turn to
    # play is last, takes the lone hand from him, declaring it, as III.44 says, "when he takes up the trump and
    # before he discards". Declared after his discard, it comes too late: S keeps his lone hand.
    alone = [ev("go_alone", "N"), ev("discard", "N", card="9C")]
    d = only_deal(rule_1862(march(ev("pass", "E"), ev("order_up", "S", alone=True), *alone, play=["JH", "AC", "9H"])))
    assert [(r["irregularity"], r["laws"]) for r in d["rulings"]] == [("lone_hand_barred", ["1862:III.47"])]
    assert d["lone"] == "N"
    late = only_deal(rule_1862(march(ev("pass", "E"), ev("order_up", "S", alone=True), *alone[::-1], play=[])))
    assert [(r["irregularity"], r["laws"]) for r in late["rulings"]] == [("lone_hand_barred", ["1862:III.44"])]
    assert late["lone"] == "S"


def test_1862_III_44_a_lone_hand_or_jambone_declared_after_the_dealers_discard_comes_too_late() -> None:
    # III.44: "The proper time to declare this intention is when it is the turn of the player ... to order up the
    # trump, or assist; or, if the dealer, when he takes up the trump and before he discards"; IV.65: jambone "under
    # the same restrictions which regulate Playing Alone"
    d = only_deal(rule_1862(march(*ORDERED, ev("go_alone", "W"), play=[])))
    [r] = d["rulings"]
    assert (r["irregularity"], r["laws"], d["lone"]) == ("lone_hand_barred", ["1862:III.44"], None)
    d = only_deal(rule_1862(march(*ORDERED, ev("declare", "E", what="jambone"), play=[]), **ADDITIONS))
    [r] = d["rulings"]
    assert (r["irregularity"], r["laws"], d["lone"]) == ("lone_hand_barred", ["1862:IV.65"], None)


def test_1862_III_47_jambone_declared_by_the_partner_first_in_turn_does_not_take_the_lone_hand_from_the_last() -> None:
    # III.47: "the right of Playing Alone belongs to the partner whose turn to play is last"; IV.65: jambone "under the
    # same restrictions": E orders up, W (last of the two) announces a lone hand, then E declares jambone
    d = only_deal(rule_1862(march(ev("order_up", "E"), ev("go_alone", "W"), ev("declare", "E", what="jambone"),
                                  play=[]), **ADDITIONS))
    assert d["lone"] == "W" and [(r["irregularity"], r["laws"]) for r in d["rulings"]] == [
        ("lone_hand_barred", ["1862:III.47", "1862:IV.65"])]


def test_1862_III_45_the_dealer_makes_his_lone_hand_known_by_saying_it_not_by_his_discard() -> None:
    # III.44: the dealer declares "when he takes up the trump and before he discards"; III.45: "In each case the player
    # makes known his intention by saying, distinctly and unequivocally, 'I Play Alone.'" Foster's law 19 (the discard
    # passed across, or the adversaries may prevent the lone hand) is no part of this code.
    passes = [ev("pass", "E"), ev("pass", "S"), ev("pass", "W")]
    kept = only_deal(rule_1862(march(*passes, ev("take_up", "N", alone=True),
                                     ev("discard", "N", card="9C", to_partner=False), play=[])))
    assert (kept["lone"], kept["rulings"]) == ("N", [])
    # nor does a discard passed across, without the words, make a lone hand
    passed = only_deal(rule_1862(march(*passes, ev("take_up", "N"), ev("discard", "N", card="9C", to_partner=True),
                                       play=[])))
    [r] = passed["rulings"]
    assert (r["irregularity"], r["laws"], r["persuasive"]) == ("discard", ["1862:III.45"], [])
    assert passed["lone"] is None and "N and S play the hand together" in r["effect"]


def test_foster_33_forbids_what_1862_III_47_allows() -> None:
    events = [ev("pass", "E"), ev("order_up", "S"), ev("go_alone", "N")]
    comparison = compare(record(march(*events, play=[])))
    [diff] = [x for x in comparison["deals"][0]["differences"] if x["field"] == "lone"]
    assert diff["values"] == {"foster": None, "1862": "N"}


def test_1862_III_57_a_remark_at_the_bridge_gives_the_dealers_side_the_option() -> None:
    # "If either one of the dealer's opponents calls the attention of his partner to the state of the game, at a
    # Bridge ... the dealer, or his partner, may then Play Alone, or permit the opponents to order up"
    d = only_deal(rule_1862(march(ev("remark", "E", about="bridge"), ev("elect", "N", option="play_alone"),
                                  ev("order_up", "E"), play=[]), start={"EW": 4, "NS": 1}))
    remark, barred = d["rulings"]
    assert (remark["laws"], remark["options"], remark["elected"]) == (["1862:III.57"], ["play_alone", "permit_order"],
                                                                     "play_alone")
    assert barred["irregularity"] == "order_barred" and d["maker"] is None
    assert (barred["laws"], barred["persuasive"]) == (["1862:III.57"], [])  # the code's own law, not Foster's 15


def test_1862_III_57_a_remark_on_the_state_of_the_game_at_a_bridge_is_the_bridge_remark() -> None:
    # "calls the attention of his partner to the state of the game, at a Bridge -- or gives any intimation of the fact"
    d = only_deal(rule_1862(march(ev("remark", "W", about="score"), *ORDERED, play=[]), start={"EW": 4, "NS": 1}))
    [remark] = d["rulings"]
    assert (remark["irregularity"], remark["laws"], remark["options"]) == (
        "bridge_remark", ["1862:III.57"], ["play_alone", "permit_order"])


def test_1862_II_41_no_player_calls_attention_to_the_score_and_foster_40_gives_the_remedy() -> None:
    # II.41: "no player should ask how the score of the game stands, or calls his partner's attention to it"; the code
    # names no penalty, and Foster's law 40's call is persuasive. Not at a bridge (3 to 1), nor by the dealer's
    # opponent at one (S is of the dealer's side), it is this remark, not III.57's.
    for seat, start in (("W", {"EW": 3, "NS": 1}), ("S", {"EW": 4, "NS": 1})):
        d = only_deal(rule_1862(march(ev("remark", seat, about="score"), *ORDERED, play=[]), start=start))
        [remark] = d["rulings"]
        assert (remark["irregularity"], remark["laws"], remark["persuasive"]) == (
            "attention_called", ["1862:II.41"], ["foster:40"])
        assert "names no penalty" in remark["effect"] and "call_highest" in remark["options"]


def test_1862_III_57_four_to_nothing_is_not_a_bridge_and_the_remark_is_against_II_41() -> None:
    # "Four to one, or two, is always a Bridge -- four to nothing is not"; the remark is still one on the score, which
    # II.41 forbids ("no player should ... call his partner's attention to it"), Foster's law 40's remedy persuasive.
    # So is one by the dealer's side at a bridge: III.57's option is given against the dealer's opponents only.
    d = only_deal(rule_1862(march(ev("remark", "E", about="bridge"), *ORDERED), start={"EW": 4, "NS": 0}))
    [r] = d["rulings"]
    assert (r["irregularity"], r["laws"], r["persuasive"]) == ("attention_called", ["1862:II.41", "1862:III.57"],
                                                               ["foster:40"])
    assert "play_alone" not in r["options"] and d["points"] == {"NS": 0, "EW": 2}
    d = only_deal(rule_1862(march(ev("remark", "S", about="bridge"), *ORDERED), start={"EW": 4, "NS": 1}))
    [r] = d["rulings"]
    assert (r["irregularity"], r["laws"]) == ("attention_called", ["1862:II.41"]) and "before the play" in r["finding"]


def test_1862_V_79_the_call_of_an_exposed_card_is_the_codes_own_and_foster_24_persuasive_for_the_rest() -> None:
    # V.79: "Call. Is the right to require an adversary to play a card that has been improperly shown or exposed."
    d = only_deal(rule_1862(march(*ORDERED, ev("expose", "S", card="AD", how="dropped"), play=[])))
    [r] = d["rulings"]
    assert (r["irregularity"], r["laws"], r["persuasive"], r["options"]) == (
        "exposed_card", ["1862:V.79"], ["foster:24"], ["call_card"])


def test_1862_silent_on_the_joker_cut_for_deal_foster_7_is_persuasive() -> None:
    d = march(*ORDERED)
    d["events"][:0] = [ev("cut_for_deal", "N", card="JK")]
    [r] = only_deal(rule_1862(d, joker=True))["rulings"]
    assert (r["irregularity"], r["laws"], r["persuasive"]) == ("wrong_cut", [], ["foster:7"]) and "silent" in r["effect"]


# -- chapter IV: lap, slam, jambone, jamboree ---------------------------------------------------------------------


ADDITIONS = {"lap": True, "slam": True, "jambone": True, "jamboree": True}
JAMBONE = [ev("order_up", "E"), ev("declare", "E", what="jambone"), ev("discard", "N", card="9C")]
LONE_PLAY = [c for c in MARCH_PLAY if c not in MARCH["W"]]


def test_1862_IV_64_and_65_jambone_the_cards_laid_face_up_five_tricks_count_eight() -> None:
    d = only_deal(rule_1862(march(*JAMBONE, play=LONE_PLAY), **ADDITIONS))
    jambone = d["rulings"][0]
    assert (jambone["irregularity"], jambone["laws"], jambone["options"]) == ("jambone", ["1862:IV.64"], ["call_card"])
    assert d["lone"] == "E" and d["points"] == {"NS": 0, "EW": 8} and basis(d) == ["1862:IV.65"]


def test_1862_IV_66_the_player_entitled_to_call_names_a_card_and_the_jambone_player_must_play_it() -> None:
    # E has the lead, so his left-hand adversary S calls: the queen of hearts to the first trick
    called = [*JAMBONE, ev("call", "S", target="E", card="QH")]
    played = only_deal(rule_1862(march(*called, play=["QH", "AD", "9H", "JH", "KD", "AS", "JD", "QD", "KS",
                                                     "AH", "TD", "QS", "KH", "9D", "TC"]), **ADDITIONS))
    assert played["rulings"][0]["elected"] == "call_card" and len(played["rulings"]) == 1
    broke = only_deal(rule_1862(march(*called, play=["JH", "AD", "9H", ev("quit_trick"),
                                                                  ev("claim", "S", kind="revoke", against="E")]),
                                **ADDITIONS))
    revoke = broke["rulings"][-1]
    assert revoke["irregularity"] == "revoke" and "queen of hearts" in revoke["finding"]
    # the code says the jambone player "is compelled to play the card called", and no more: the penalty is Foster's
    # law 30's, persuasive ("non-compliance with a performable penalty"), at what the jambone would have scored
    assert (revoke["laws"], revoke["persuasive"], revoke["options"]) == ([], ["foster:30"], ["add_eight", "deduct_eight"])
    assert "silent" in revoke["effect"]


def test_1862_IV_68_the_call_is_forfeited_when_the_callers_partner_plays_first() -> None:
    d = only_deal(rule_1862(march(*JAMBONE, "JH", "AD", ev("call", "S", target="E", card="QH"), play=[]), **ADDITIONS))
    assert d["rulings"][-1]["irregularity"] == "call_of_no_effect" and d["rulings"][-1]["laws"] == ["1862:IV.68"]


#: N deals and turns the nine of hearts; all pass, and N takes it up alone and plays jambone. He holds no diamond.
JAMBONE_HANDS = {"N": ["JH", "JD", "AH", "TH", "AC"], "E": ["TD", "KD", "QD", "KS", "QS"],
                 "S": ["KH", "QH", "9S", "TS", "AS"], "W": ["AD", "9D", "JS", "KC", "QC"]}
DEALER_JAMBONE = [ev("pass", "E"), ev("pass", "S"), ev("pass", "W"), ev("take_up", "N", alone=True),
                  ev("declare", "N", what="jambone")]


def jambone_trick(*events: Any) -> list[tuple[str, list[str]]]:
    """The rulings (their kinds and laws) on N's jambone after ``events``, which follow the declaration."""
    d = only_deal(rule_1862(deal("N", *DEALER_JAMBONE, *events, hands=JAMBONE_HANDS, turn_up="9H"), **ADDITIONS))
    return [(r["irregularity"], r["laws"]) for r in d["rulings"]]


def test_1862_IV_68_the_dealer_playing_jambone_may_decline_to_discard() -> None:
    # "He is never compelled to use, or take in, the card turned up for trump ... and he may decline to discard":
    # no lead before the discard, no late discard, and the hand scores.
    d = only_deal(rule_1862(deal("N", *DEALER_JAMBONE, "TD", "AD", "TH", "JH", "KD", "9D", "JD", "QD", "JS",
                                 "AH", "KS", "KC", "AC", "QS", "QC", hands=JAMBONE_HANDS, turn_up="9H"), **ADDITIONS))
    assert [r["irregularity"] for r in d["rulings"]] == ["jambone"]
    assert d["status"] == "scored" and d["points"] == {"NS": 8, "EW": 0}


def test_1862_IV_68_and_II_37_a_dealer_may_decline_the_turn_up_by_the_codes_own_rule() -> None:
    # II.37: "The dealer is always entitled to discard one card and take the turn-up"; IV.68: "He is never compelled to
    # use, or take in, the card turned up for trump ... for then the turn up card only serves to indicate the trump
    # suit, and he may decline to discard". N takes up alone (no jambone) and plays to the first trick without
    # discarding: no penalty, by the code's own laws, not Foster's law 17 as persuasive; the turn-up is never his.
    take_up = [ev("pass", "E"), ev("pass", "S"), ev("pass", "W"), ev("take_up", "N", alone=True)]
    d = only_deal(rule_1862(deal("N", *take_up, "TD", "AD", "TH", "JH", "KD", "9D", "JD", "QD", "JS",
                                 "AH", "KS", "KC", "AC", "QS", "QC", hands=JAMBONE_HANDS, turn_up="9H")))
    declined = d["rulings"][-1]
    assert (declined["irregularity"], declined["laws"], declined["persuasive"]) == (
        "discard", ["1862:II.37", "1862:IV.68"], [])
    assert declined["finding"] == "The dealer N played to the first trick without discarding: he declined the turn-up."
    assert "discard_late" not in [r["irregularity"] for r in d["rulings"]]
    assert d["status"] == "scored" and d["points"] == {"NS": 4, "EW": 0}
    # the turn-up played to the first trick was taken in: then the discard was due before the play (II.39)
    late = only_deal(rule_1862(deal("N", *take_up, "TD", "AD", "9H", hands=JAMBONE_HANDS, turn_up="9H")))
    assert (late["rulings"][-1]["irregularity"], late["rulings"][-1]["laws"]) == ("discard_late", ["1862:II.39"])


def test_1862_IV_68_the_leader_calls_at_the_moment_he_leads() -> None:
    # "The player calling the card to the first trick should call it at the moment he leads": E leads the ten of
    # diamonds and calls N's ten of hearts (N's lowest trump: IV.71) before W plays; the call stands, and N, who
    # plays the jack of diamonds instead, does not play the card called.
    assert jambone_trick("TD", ev("call", "E", target="N", card="TH"), "AD", "JD") == [
        ("jambone", ["1862:IV.64"]), ("revoke_unclaimed", [])]
    assert jambone_trick("TD", ev("call", "E", target="N", card="TH"), "AD", "TH") == [("jambone", ["1862:IV.64"])]
    # once W, the caller's partner, has played, the call comes too late
    assert jambone_trick("TD", "AD", ev("call", "E", target="N", card="TH"), "JD") == [
        ("jambone", ["1862:IV.64"]), ("call_of_no_effect", ["1862:IV.68"])]


@pytest.mark.parametrize("with_the_lead", [False, True], ids=["called-before-the-lead", "called-with-the-lead"])
def test_1862_IV_70_and_IV_71_no_lay_card_and_only_the_lowest_trump_may_be_called_to_a_lead_he_cannot_follow(
        with_the_lead: bool) -> None:
    # IV.70: the eldest hand "could not play a lay card of a different suit and call the Ace of the lay suit to be
    # played to it"; IV.71: no player "can require him to throw away a commanding card of a lay suit to a lead of a
    # different suit, but in that case can only call his lowest trump". N has no diamond to follow E's ten.
    def called(card: str, plays: str) -> list[tuple[str, list[str]]]:
        call = ev("call", "E", target="N", card=card)
        return jambone_trick(*([("TD"), call] if with_the_lead else [call, "TD"]), "AD", plays)

    assert called("AC", "JD") == [("jambone", ["1862:IV.64"]), ("call_of_no_effect", ["1862:IV.70", "1862:IV.71"])]
    assert called("AH", "JD") == [("jambone", ["1862:IV.64"]), ("call_of_no_effect", ["1862:IV.71"])]
    assert called("TH", "JD") == [("jambone", ["1862:IV.64"]), ("revoke_unclaimed", [])]  # it binds


def test_1862_IV_67_jambone_euchred_counts_the_adversaries_eight() -> None:
    d = only_deal(rule_1862(march(ev("pass", "E"), ev("order_up", "S"), ev("declare", "S", what="jambone"),
                                  play=["JH", "AD", "AC", "JD", "KD", "KC", "AH", "QD", "QC", "KH", "TD", "JC",
                                        "QH", "9D", "JS"]), **ADDITIONS))
    assert d["lone"] == "S" and d["points"] == {"NS": 0, "EW": 8} and basis(d) == ["1862:IV.67"]


def test_1862_IV_65_jambone_restrictions_no_jambone_against_the_adverse_partys_trump() -> None:
    d = only_deal(rule_1862(march(ev("order_up", "E"), ev("declare", "S", what="jambone"), play=[]), **ADDITIONS))
    [r] = d["rulings"]
    assert (r["irregularity"], r["laws"]) == ("lone_hand_barred", ["1862:IV.65"])


def test_1862_IV_74_jamboree_counts_sixteen_without_play() -> None:
    d = only_deal(rule_1862(march(ev("order_up", "E"), ev("declare", "E", what="jamboree"), play=[]), **ADDITIONS))
    assert d["status"] == "scored" and d["points"] == {"NS": 0, "EW": 16} and d["tricks"] == []
    assert basis(d) == ["1862:IV.74", "1862:IV.74"]


def test_1862_IV_74_and_III_44_the_dealer_declares_jamboree_on_taking_up_the_trump_before_he_discards() -> None:
    # IV.74: "the two Bowers, Ace, King, and Queen of trumps, in one hand"; III.44: the dealer declares "when he
    # takes up the trump and before he discards": the ace turned up is his, though not yet discarded for.
    hands = {"N": ["JH", "JD", "KH", "QH", "9C"], "E": ["AS", "KS", "QS", "JS", "TS"],
             "S": ["AC", "KC", "QC", "JC", "TC"], "W": ["AD", "KD", "QD", "TD", "9D"]}
    d = only_deal(rule_1862(deal("N", ev("pass", "E"), ev("pass", "S"), ev("pass", "W"), ev("take_up", "N"),
                                 ev("declare", "N", what="jamboree"), ev("discard", "N", card="9C"), hands=hands,
                                 turn_up="AH"), **ADDITIONS))
    assert d["status"] == "scored" and d["points"] == {"NS": 16, "EW": 0} and d["rulings"] == []  # his discard heard


def test_1862_IV_74_announcing_jambone_by_mistake_for_a_jamboree_counts_eight() -> None:
    # E holds the two bowers, ace, king and queen of hearts: a jamboree, announced as jambone
    d = only_deal(rule_1862(march(*JAMBONE, play=LONE_PLAY), **ADDITIONS))
    assert d["points"] == {"NS": 0, "EW": 8}


def test_1862_IV_64_and_IV_74_the_scoresheet_names_the_jambone_and_the_jamboree() -> None:
    # IV.74: the jamboree "simply announces the fact, and displays the cards; for no play, of course, is
    # necessary": the sheet's result is the jamboree, not a lone march; and the jambone is named as such.
    from referee.documents.scoresheet import table_sheet

    jamboree = rule_record_1862(march(ev("order_up", "E"), ev("declare", "E", what="jamboree"), play=[]))
    jambone = rule_record_1862(march(*JAMBONE, play=LONE_PLAY))
    assert [table_sheet(r).rows[0].result for r in (jamboree, jambone)] == ["jamboree", "jambone"]


def rule_record_1862(d: dict[str, Any]) -> dict[str, Any]:
    """A record of the one deal under the 1862 code, with its additions agreed."""
    return record(d, code="1862", **ADDITIONS)


def test_additions_not_agreed_have_no_effect() -> None:
    d = only_deal(rule_1862(march(*JAMBONE)))
    assert d["rulings"][0]["irregularity"] == "not_ruled" and d["points"] == {"NS": 0, "EW": 2}


def games_won(start: dict[str, int], *events: Any, play: list[str]) -> tuple[dict[str, int], dict[str, int]]:
    ruling = rule_1862(march(*events, play=play), start=start, **ADDITIONS)
    return ruling["games_won"], ruling["score"]


def test_1862_IV_75_jambone_from_two_points_the_second_five_is_a_slam_three_games() -> None:
    # "a party scoring two points, and winning with the Jambone, making eight points more — the second five points,
    # from six to ten inclusive, must be a Slam, which counts two games — making, in all, three games."
    # The second game won at ten: the score is the next game's, nothing each (record-format §2).
    won, score = games_won({"EW": 2, "NS": 1}, *JAMBONE, play=LONE_PLAY)
    assert won == {"NS": 0, "EW": 3} and score == {"NS": 0, "EW": 0}


def test_1862_IV_75_jambone_from_four_points_three_games_and_two_lap_into_the_fourth() -> None:
    # "scoring four points and wins with the Jambone ... makes him twelve points, he counts three games, and the
    # supernumerary two lap into the fourth game."
    won, score = games_won({"EW": 4, "NS": 1}, *JAMBONE, play=LONE_PLAY)
    assert won == {"NS": 0, "EW": 3} and score == {"NS": 0, "EW": 2}


def test_1862_IV_75_jambone_from_four_to_love_both_games_slams_four_games() -> None:
    # "If the adverse party were not scoring one point, the first game would be a Slam, as well as the second, which
    # would then count four games, with the two to the next game."
    won, score = games_won({"EW": 4, "NS": 0}, *JAMBONE, play=LONE_PLAY)
    assert won == {"NS": 0, "EW": 4} and score == {"NS": 0, "EW": 2}
    ruling = rule_1862(march(*JAMBONE, play=LONE_PLAY), start={"EW": 4, "NS": 0}, **ADDITIONS)
    assert [g.get("laws") for g in ruling["games"]] == [["1862:IV.63", "1862:IV.62"]] * 2 + [None]
    # each slam two games won, each a triple: two rubbers of Foster's law 3 (persuasive), 3 + 3 + 2 each
    assert ruling["rubbers"] == [{"winner": "EW", "games": [k], "points": 8} for k in (0, 1)]


def test_1862_IV_76_jamboree_from_four_to_nothing_eight_games() -> None:
    # "scoring four to his opponent's nothing, and announces the Jamboree, the sixteen points ... make twenty points,
    # which make four games, each of them a Slam, which entitles him to count, in all, eight games"
    won, _ = games_won({"EW": 4, "NS": 0}, ev("order_up", "E"), ev("declare", "E", what="jamboree"), play=[])
    assert won == {"NS": 0, "EW": 8}


# -- side by side -------------------------------------------------------------------------------------------


def test_compare_names_each_difference_with_the_citations_of_each_code(examples: list[Any]) -> None:
    _, rec, _ = next(x for x in examples if x[0].startswith("02"))
    comparison = compare(rec)
    assert comparison["codes"] == ["foster", "1862"]
    [diff] = comparison["deals"][0]["differences"]
    assert diff["field"] == "points" and diff["values"] == {"foster": {"NS": 0, "EW": 2}, "1862": {"NS": 0, "EW": 4}}
    assert [c["id"] for c in diff["citations"]["foster"]] == ["foster:2"]
    assert [c["id"] for c in diff["citations"]["1862"]] == ["1862:III.46"]
    text = format_comparison(comparison)
    assert "points under foster: NS 0, EW 2" in text and "1862:III.46" in text


def test_compare_says_where_the_codes_agree(examples: list[Any]) -> None:
    _, rec, _ = next(x for x in examples if x[0].startswith("01"))
    assert compare(rec)["deals"][0]["differences"] == []
    assert "the codes agree" in format_comparison(compare(rec))


def test_compare_call_ace_has_one_code(examples: list[Any]) -> None:
    _, rec, _ = next(x for x in examples if x[0].startswith("06"))
    assert compare(rec)["codes"] == ["callace"]
