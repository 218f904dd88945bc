"""Foster's Euchre Laws 4-40, one case (or more) per law, each built from the law's words."""
from __future__ import annotations

from typing import Any

import referee

from builders import HANDS, deal, ev, only_deal, record
from test_foster_irregularities import REVOKE_HANDS
from test_foster_regular import MARCH, MARCH_PLAY


def rule_deal(d: dict[str, Any], **options: Any) -> dict[str, Any]:
    return only_deal(referee.rule(record(d, **options)))


def raw(dealer: str, *events: dict[str, Any]) -> dict[str, Any]:
    return {"dealer": dealer, "events": list(events)}


def kinds(d: dict[str, Any]) -> list[tuple[str, list[str]]]:
    return [(r["irregularity"], r["laws"]) for r in d["rulings"]]


def march(*bidding: dict[str, Any], play: list[str] = MARCH_PLAY, **kw: Any) -> dict[str, Any]:
    """N deals, hearts turned; E holds the five best trumps."""
    return deal("N", *bidding, *play, hands=MARCH, turn_up="9H", **kw)


ORDERED = [ev("order_up", "E"), ev("discard", "N", card="9C")]
DEALT = ev("deal", hands=MARCH, turn_up="9H")


# -- forming the table, cutting, shuffling, dealing -----------------------------------------


def test_foster_4_the_lowest_cut_deals() -> None:
    # "Partners and deal are then cut for, the two lowest pairing against the two highest. The lowest deals"
    cuts = [ev("cut_for_deal", "N", card="KS"), ev("cut_for_deal", "E", card="AS"),
            ev("cut_for_deal", "S", card="QS"), ev("cut_for_deal", "W", card="9C")]
    d = march(*ORDERED)
    d["events"][:0] = cuts
    got = rule_deal(d)
    assert kinds(got) == [("wrong_cut", ["foster:4", "foster:13"])]
    assert "E cut the lowest card" in got["rulings"][0]["finding"]
    assert "stands good" in got["rulings"][0]["effect"]
    assert got["points"] == {"NS": 0, "EW": 2}  # the deal stands (law 13)


def test_foster_4_and_13_a_first_deal_out_of_turn_stopped_passes_to_the_lowest_cut() -> None:
    # "The lowest deals" (law 4); law 13: "The adversaries may stop a player dealing out of turn ... provided they do
    # so before the trump card is turned": E cut the lowest, N dealt and was stopped; E deals.
    cuts = [ev("cut_for_deal", "N", card="KS"), ev("cut_for_deal", "E", card="AS"),
            ev("cut_for_deal", "S", card="QS"), ev("cut_for_deal", "W", card="9C")]
    d = rule_deal(raw("N", *cuts, ev("shuffle", "N"), ev("cut", "W"), ev("deal_fault", "N", kind="out_of_turn")))
    assert (d["status"], d["next_dealer"]) == ("passed", "E")
    assert d["rulings"][-1]["finding"] == "N dealt out of turn; it was E's turn to deal."


def test_foster_4_and_the_text_partners_and_deal_are_cut_for_at_each_new_rubber() -> None:
    # "Partners and deal are cut for at the beginning of each new rubber" (the text); law 4: "The lowest deals".
    # A later deal cut for, as a new rubber's is: S cuts the lowest and deals, though E's deal came next in turn;
    # had N dealt, the cut says S should have.
    cuts = [ev("cut_for_deal", "N", card="9C"), ev("cut_for_deal", "E", card="KS"),
            ev("cut_for_deal", "S", card="AS"), ev("cut_for_deal", "W", card="QS")]
    for dealer, expected in (("S", []), ("N", [("wrong_cut", ["foster:4", "foster:13"])])):
        later = {"dealer": dealer, "events": [*cuts, ev("shuffle", dealer)]}
        ruled = referee.rule(record(march(*ORDERED), later))["deals"][1]
        assert kinds(ruled) == expected, dealer
    # N deals, and is stopped (foster:13): the deal passes to S, who cut the lowest, not to E, next in rotation
    stopped = {"dealer": "N", "events": [*cuts, ev("deal_fault", "N", kind="out_of_turn")]}
    ruled = referee.rule(record(march(*ORDERED), stopped))["deals"][1]
    assert (ruled["status"], ruled["next_dealer"]) == ("passed", "S")


def test_foster_4_the_two_lowest_pair_against_the_two_highest() -> None:
    cuts = [ev("cut_for_deal", "N", card="AS"), ev("cut_for_deal", "E", card="9S"),
            ev("cut_for_deal", "S", card="QS"), ev("cut_for_deal", "W", card="KC")]
    d = march(*ORDERED)
    d["events"][:0] = cuts
    [r] = rule_deal(d)["rulings"]
    assert r["laws"] == ["foster:4"] and "do not sit as partners" in r["finding"]
    assert "no remedy" in r["effect"]


def test_foster_5_ties_cut_again() -> None:
    # "Players cutting cards of equal value cut again"
    cuts = [ev("cut_for_deal", "N", card="9S"), ev("cut_for_deal", "E", card="9C"),
            ev("cut_for_deal", "S", card="QS"), ev("cut_for_deal", "W", card="KC")]
    d = march(*ORDERED)
    d["events"][:0] = cuts
    assert kinds(rule_deal(d)) == [("wrong_cut", ["foster:5"])]


def test_foster_5_a_tie_that_decides_the_partners_is_cut_again_one_among_the_highest_is_not() -> None:
    # law 4: "the two lowest pairing against the two highest"; law 5: "Players cutting cards of equal value cut
    # again". N cuts the ace (lowest: he deals); E and S tie with nines for the second lowest, which decides who
    # partners N. A tie between the two highest decides nothing.
    def ruled(*cards: str) -> list[dict[str, Any]]:
        d = march(*ORDERED)
        d["events"][:0] = [ev("cut_for_deal", seat, card=card) for seat, card in zip("NESW", cards)]
        return rule_deal(d)["rulings"]

    [r] = ruled("AS", "9C", "9S", "KC")
    assert (r["irregularity"], r["laws"]) == ("wrong_cut", ["foster:5"])
    assert r["finding"] == "E and S cut cards of equal value, which decide the partners."
    assert ruled("AS", "KC", "9S", "KS") == []  # E and W, the two highest: N and S partners, N deals


def test_foster_7_a_player_cutting_the_joker_must_cut_again() -> None:
    cuts = [ev("cut_for_deal", "E", card="JK"), ev("cut_for_deal", "N", card="AS"),
            ev("cut_for_deal", "E", card="QS"), ev("cut_for_deal", "S", card="9S"), ev("cut_for_deal", "W", card="KC")]
    d = march(*ORDERED)
    d["events"][:0] = cuts
    assert kinds(rule_deal(d, joker=True)) == [("wrong_cut", ["foster:7"])]


def test_foster_8_the_dealer_shuffles_last() -> None:
    d = raw("N", ev("shuffle", "N"), ev("shuffle", "S"), ev("cut", "W"), DEALT, *ORDERED)
    [r] = rule_deal(d)["rulings"]
    assert r["laws"] == ["foster:8"] and "no penalty" in r["effect"]


def test_foster_9_the_pone_cuts_and_leaves_four_cards_in_each_packet() -> None:
    # "The dealer must present the pack to the pone to be cut. At least four cards must be left in each packet."
    by_wrong_player = rule_deal(raw("N", ev("shuffle", "N"), ev("cut", "E"), DEALT, *ORDERED))
    assert kinds(by_wrong_player) == [("improper_cut", ["foster:9"]), ("misdeal", ["foster:14"]), ("after_the_deal", [])]
    assert by_wrong_player["status"] == "passed" and by_wrong_player["next_dealer"] == "E"
    short = rule_deal(raw("N", ev("shuffle", "N"), ev("cut", "W", top=3, bottom=29), DEALT))
    assert kinds(short)[0] == ("improper_cut", ["foster:9"]) and short["status"] == "passed"


def test_foster_9_a_card_exposed_in_cutting_the_pack_is_reshuffled_and_cut_again() -> None:
    again = rule_deal(raw("N", ev("shuffle", "N"), ev("cut", "W", exposed="AS"), ev("shuffle", "N"),
                          ev("cut", "W"), DEALT, *ORDERED))
    assert kinds(again) == [("improper_cut", ["foster:9"])] and again["status"] == "incomplete"
    not_again = rule_deal(raw("N", ev("shuffle", "N"), ev("cut", "W", exposed="AS"), DEALT))
    assert kinds(not_again) == [("improper_cut", ["foster:9"]), ("misdeal", ["foster:14"])]


def test_foster_9_the_dealer_reshuffling_after_a_proper_cut_loses_his_deal() -> None:
    d = rule_deal(raw("N", ev("shuffle", "N"), ev("cut", "W"), ev("shuffle", "N"), DEALT))
    assert kinds(d) == [("misdeal", ["foster:9"]), ("after_the_deal", [])]  # the cards dealt after the reshuffle
    assert d["status"] == "passed" and d["next_dealer"] == "E"


def test_foster_10_and_13_a_deal_out_of_turn_not_stopped_stands_and_the_deal_passes_left() -> None:
    first = march(*ORDERED)
    second = deal("S", ev("order_up", "W"), hands=MARCH, turn_up="9H")  # E's turn to deal, S deals
    ruling = referee.rule(record(first, second))
    d = ruling["deals"][1]
    [r] = d["rulings"]
    assert (r["irregularity"], r["laws"], r["event"]) == ("deal_out_of_turn", ["foster:13"], None)
    assert "E's turn" in r["finding"] and "stands good" in r["effect"]


def test_foster_12_an_adversary_exposing_a_card_gives_the_dealer_the_option() -> None:
    # "If an adversary exposes a card, the dealer may elect to deal again."
    d = rule_deal(raw("N", ev("deal_fault", kind="exposed_in_deal", seat="E", card="AH")))
    [r] = d["rulings"]
    assert r["options"] == ["new_deal", "deal_stands"] and "The dealer (NS)" in r["effect"]
    assert d["status"] == "awaiting"
    stands = rule_deal(raw("N", ev("deal_fault", kind="exposed_in_deal", seat="E", card="AH"),
                           ev("elect", "S", option="deal_stands"), DEALT, *ORDERED))
    assert stands["rulings"][0]["elected"] == "deal_stands" and stands["status"] == "incomplete"


# -- the trump ------------------------------------------------------------------------


def test_foster_15_a_player_who_passes_and_corrects_himself_may_be_barred_with_his_partner() -> None:
    # "Should a player pass, and afterward correct himself by ordering up ..., both he and his partner may be
    # prevented by the adversaries from exercising their privilege."
    d = rule_deal(march(ev("pass", "E"), ev("pass", "S"), ev("order_up", "E"), ev("elect", "N", option="bar_both"),
                        ev("order_up", "W"), play=[]))
    corrected, barred = d["rulings"]
    assert (corrected["irregularity"], corrected["laws"], corrected["elected"]) == ("pass_corrected", ["foster:15"],
                                                                                    "bar_both")
    assert (barred["irregularity"], barred["laws"]) == ("order_barred", ["foster:15"])
    assert d["trump"] is None and d["maker"] is None
    allowed = rule_deal(march(ev("pass", "E"), ev("pass", "S"), ev("order_up", "E"), ev("elect", "N", option="allow"),
                              ev("discard", "N", card="9C")))
    assert allowed["maker"] == "E" and allowed["points"] == {"NS": 0, "EW": 2}


def test_foster_15_calling_attention_to_the_bridge_both_lose_the_right_to_order_up() -> None:
    # "If a player calls his partner's attention to the fact that they are at the bridge, both lose their right to
    # order up the trump"; the bridge is "when the score is 4 to 1, or 4 to 0", and "when their score is 4, and the
    # dealer's side has only 1 or 2 marked" (the text)
    def ruled(start: dict[str, int]) -> dict[str, Any]:
        rec = record(march(ev("remark", "E", about="bridge"), ev("order_up", "E"), play=[]))
        rec["start_score"] = start
        return only_deal(referee.rule(rec))

    at_bridge = ruled({"NS": 1, "EW": 4})  # "they are at the bridge": E's side has the 4
    assert kinds(at_bridge) == [("bridge_remark", ["foster:15"]), ("order_barred", ["foster:15"])]
    assert at_bridge["maker"] is None
    at_two = ruled({"NS": 2, "EW": 4})  # N deals: EW, his adversaries, have the 4
    assert kinds(at_two) == [("bridge_remark", ["foster:15"]), ("order_barred", ["foster:15"])]
    others_at_bridge = ruled({"NS": 4, "EW": 1})  # NS are at the bridge, not E and his partner: no penalty
    assert others_at_bridge["maker"] == "E" and "his side is not at the bridge" in others_at_bridge["rulings"][0]["finding"]
    dealers_at_two = ruled({"NS": 4, "EW": 2})  # "the score being 4 to 1 or 4 to 0 in their favour": not a bridge
    assert dealers_at_two["maker"] == "E" and "not at the bridge" in dealers_at_two["rulings"][0]["finding"]
    at_three = ruled({"NS": 3, "EW": 4})  # no bridge: E's order stands
    assert at_three["maker"] == "E" and "is not at the bridge (4 to 0 or 1; 4 to 2 when" in at_three["rulings"][0]["finding"]
    at_nothing = ruled({"NS": 0, "EW": 0})
    assert kinds(at_nothing) == [("bridge_remark", ["foster:15", "foster:text"])] and at_nothing["maker"] == "E"


def test_foster_16_naming_the_trump_card_once_taken_up_the_highest_or_lowest_trump_may_be_called() -> None:
    # example 1's hand: diamonds; E names the trump card once N has taken it up; S calls his highest trump
    base = [ev("order_up", "E"), ev("discard", "N", card="9C"), ev("remark", "E", about="trump_card"),
            ev("call", "S", target="E", demand="highest")]
    complied = rule_deal(deal("N", *base, "KD", "JH", "JD", "9D"))
    r = complied["rulings"][0]
    assert (r["irregularity"], r["laws"], r["elected"]) == ("trump_card_named", ["foster:16"], "call_highest")
    broke = rule_deal(deal("N", *base, "TD", "JH", "JD", "9D", ev("quit_trick"),
                           ev("claim", "N", kind="revoke", against="E")))
    revoke = broke["rulings"][-1]
    assert revoke["irregularity"] == "revoke" and "highest trump" in revoke["finding"]


def test_foster_17_a_discard_once_quitted_cannot_be_taken_back() -> None:
    d = rule_deal(deal("N", ev("order_up", "E"), ev("discard", "N", card="9C"), ev("discard", "N", card="KH")))
    assert kinds(d) == [("discard", ["foster:17"])] and "first discard stands" in d["rulings"][0]["effect"]


def test_foster_18_the_eldest_leading_before_the_discard_the_dealer_may_amend_it() -> None:
    d = rule_deal(deal("N", ev("order_up", "E"), "KD", ev("discard", "N", card="9C"), ev("take_back", "E", card="KD"),
                       ev("discard", "N", card="KH")))
    assert kinds(d) == [("lead_before_discard", ["foster:18"]), ("lead_before_discard", ["foster:18"]),
                        ("discard", ["foster:18"])]
    assert d["tricks"][0]["plays"] == [["E", "KD"]]  # the card led cannot be taken back


def test_foster_19_the_dealer_alone_must_pass_his_discard_across() -> None:
    # "If he fails to do so, the adversaries may insist that his partner play with him, preventing the lone hand."
    d = rule_deal(march(ev("pass", "E"), ev("pass", "S"), ev("pass", "W"), ev("take_up", "N", alone=True),
                        ev("discard", "N", card="9C", to_partner=False), ev("elect", "E", option="prevent_lone"),
                        play=[]))
    [r] = d["rulings"]
    assert (r["laws"], r["elected"]) == (["foster:19"], "prevent_lone") and d["alone"] is False


def test_foster_34_the_dealer_announces_alone_by_passing_his_discard_across() -> None:
    d = rule_deal(march(ev("pass", "E"), ev("pass", "S"), ev("pass", "W"), ev("take_up", "N"),
                        ev("discard", "N", card="9C", to_partner=True), play=[]))
    assert d["lone"] == "N" and d["rulings"] == []
    assisted = rule_deal(march(ev("pass", "E"), ev("order_up", "S"), ev("discard", "N", card="9C", to_partner=True),
                               play=[]))
    assert kinds(assisted) == [("lone_hand_barred", ["foster:33", "foster:text"])] and assisted["lone"] is None


def test_foster_21_naming_the_suit_turned_down_loses_the_right_and_bars_the_correction() -> None:
    turned_down = [ev("pass", "E"), ev("pass", "S"), ev("pass", "W"), ev("turn_down", "N")]
    d = rule_deal(march(*turned_down, ev("make", "E", suit="H"), ev("make", "E", suit="S"), ev("pass", "S"),
                        ev("make", "W", suit="S"), play=[]))
    assert kinds(d) == [("turned_down_suit_named", ["foster:21"]), ("turned_down_suit_named", ["foster:21"]),
                        ("order_barred", ["foster:21"])]
    assert d["maker"] is None


def test_foster_21_the_suit_turned_down_named_out_of_turn_loses_his_right_not_the_turn_of_the_player_in_turn() -> None:
    # law 20: "Each player in turn, beginning on the dealer's left, then has the privilege of naming a new trump suit";
    # law 21: he who names the suit turned down "loses his right to name a suit" -- he, not E, whose turn it was
    turned_down = [ev("pass", "E"), ev("pass", "S"), ev("pass", "W"), ev("turn_down", "N")]
    d = rule_deal(march(*turned_down, ev("make", "W", suit="H"), ev("make", "E", suit="S"), play=[]))
    assert kinds(d) == [("turned_down_suit_named", ["foster:21"])]
    assert (d["maker"], d["trump"]) == ("E", "S")


def test_foster_26_a_call_is_of_the_trick_it_is_made_for_and_lapses_if_it_would_make_him_revoke() -> None:
    # "The adversary on the right of an exposed card must call it before he plays himself"; an exposed card is played
    # when called "unless compliance with the demand would make the player revoke" (the text). E calls S's exposed
    # ace of clubs to his diamond lead: S must follow with a diamond, and the call lapses with the trick. In trick 2,
    # where nobody called it, S may play what he likes: no breach, and a claim of a revoke is not proved.
    hands = {"N": ["AS", "KS", "QS", "9C", "TC"], "E": ["JH", "JD", "AH", "KH", "9D"],
             "S": ["AD", "KD", "QD", "TD", "AC"], "W": ["QH", "KC", "QC", "JC", "JS"]}
    events = [*ORDERED, ev("expose", "S", card="AC", how="dropped"), ev("call", "E", target="S", card="AC"),
              "9D", "AD", "KC", "9H", ev("quit_trick"), "AS", "KH", "KD", "JS", ev("quit_trick"),
              ev("claim", "E", kind="revoke", against="S")]
    d = rule_deal(deal("N", *events, hands=hands, turn_up="9H"))
    assert [x["irregularity"] for x in d["rulings"]] == ["exposed_card", "revoke_not_proved"]
    assert d["rulings"][0]["elected"] == "call_card"


def test_foster_21_naming_out_of_turn_forbids_that_suit_to_both_partners() -> None:
    turned_down = [ev("pass", "E"), ev("pass", "S"), ev("pass", "W"), ev("turn_down", "N")]
    d = rule_deal(march(*turned_down, ev("make", "S", suit="D"), ev("pass", "E"), ev("make", "S", suit="D"), play=[]))
    assert kinds(d) == [("out_of_turn_bid", ["foster:21"]), ("order_barred", ["foster:21"])]
    made = rule_deal(march(*turned_down, ev("make", "S", suit="D"), ev("pass", "E"), ev("make", "S", suit="C"),
                           play=[]))
    assert made["maker"] == "S" and made["trump"] == "C"


def test_out_of_turn_order_foster_is_silent_callace_51_is_persuasive() -> None:
    d = rule_deal(march(ev("order_up", "S"), ev("discard", "N", card="9C")))
    [r] = d["rulings"]
    assert (r["laws"], r["persuasive"]) == ([], ["callace:51"]) and "silent" in r["effect"]
    assert d["maker"] == "S" and "before the play began, and his decision stood" in r["effect"]


def test_callace_51_persuasive_an_order_out_of_turn_does_not_prevent_the_player_in_his_right_turn() -> None:
    # "If any player passes or orders up out of his proper turn, that shall not prevent any player in his right
    # turn from ordering up or passing." S orders up in E's turn; E, in his right turn, orders up alone.
    d = rule_deal(march(ev("order_up", "S"), ev("order_up", "E", alone=True), ev("discard", "N", card="9C"),
                        play=[]))
    assert kinds(d) == [("out_of_turn_bid", [])] and (d["maker"], d["lone"]) == ("E", "E")
    assert "His turn came" not in d["rulings"][0]["effect"]


def test_callace_51_persuasive_the_decision_already_given_must_stand() -> None:
    # "Should it come to the player in error in his right turn, his decision, already given, must stand."
    d = rule_deal(march(ev("order_up", "S"), ev("pass", "E"), ev("discard", "N", card="9C"), play=[]))
    assert kinds(d) == [("out_of_turn_bid", [])] and d["maker"] == "S" and d["trump"] == "H"
    assert d["rulings"][0]["effect"].endswith("His turn came, and his decision stood.")
    # W passes in S's turn: S still passes or orders in his turn; when W's turn comes his pass stands, and
    # saying otherwise then has no effect.
    d = rule_deal(march(ev("pass", "E"), ev("pass", "W"), ev("pass", "S"), ev("order_up", "W"),
                        ev("take_up", "N"), ev("discard", "N", card="9C"), play=[]))
    assert kinds(d) == [("out_of_turn_bid", []), ("order_barred", [])]
    assert d["rulings"][1]["persuasive"] == ["callace:51"] and d["maker"] == "N"


def test_callace_51_persuasive_a_pass_out_of_turn_stands_in_the_second_round_too() -> None:
    # "Should it come to the player in error in his right turn, his decision, already given, must stand": S passes
    # in E's turn; when S's turn comes his pass stands, and his naming clubs then has no effect and no penalty.
    # N, in his right turn, makes clubs (foster:21 forbids only a suit named "out of his proper turn").
    turned_down = [ev("pass", "E"), ev("pass", "S"), ev("pass", "W"), ev("turn_down", "N")]
    d = rule_deal(march(*turned_down, ev("pass", "S"), ev("pass", "E"), ev("make", "S", suit="C"), ev("pass", "W"),
                        ev("make", "N", suit="C"), play=[]))
    assert kinds(d) == [("out_of_turn_bid", []), ("order_barred", [])]
    assert (d["maker"], d["trump"]) == ("N", "C")


def test_foster_20_the_dealers_turning_down_is_his_pass_and_out_of_turn_it_waits_for_his_turn() -> None:
    # "If the dealer does not take up the trump, he must place it under the remainder of the pack": that is his
    # decision in his turn. Turned down before the others speak, it does not prevent E ordering up in his turn
    # (callace:51, persuasive); a player not the dealer cannot turn it down.
    d = rule_deal(march(ev("turn_down", "N"), *ORDERED, play=[]))
    assert kinds(d) == [("out_of_turn_bid", [])] and (d["maker"], d["trump"]) == ("E", "H")
    assert d["rulings"][0]["finding"] == "N turned the trump card down out of his proper turn; it was E's turn."
    d = rule_deal(march(ev("pass", "E"), ev("turn_down", "S"), ev("pass", "S"), ev("pass", "W"), ev("take_up", "N"),
                        ev("discard", "N", card="9C"), play=[]))
    assert kinds(d) == [("order_barred", ["foster:20"])] and d["maker"] == "N"
    # the passes not recorded: the trump card turned down, then a suit named, tells that the first round was over
    d = rule_deal(march(ev("turn_down", "N"), ev("make", "E", suit="D"), play=[]))
    assert kinds(d) == [("out_of_turn_bid", [])] and (d["maker"], d["trump"]) == ("E", "D")
    assert d["rulings"][0]["effect"].endswith("No one ordered up in his turn: the first round was over.")
    # the dealer's turning down and his pass both recorded, in either order: one act, no ruling
    d = rule_deal(march(ev("pass", "E"), ev("pass", "S"), ev("pass", "W"), ev("turn_down", "N"), ev("pass", "N"),
                        ev("make", "E", suit="D"), play=[]))
    assert d["rulings"] == [] and d["maker"] == "E"


# -- the hands and the play -------------------------------------------------------------------


def test_foster_23_wrong_number_of_cards_found_after_the_first_trick_the_side_cannot_score() -> None:
    hands = {**MARCH, "E": MARCH["E"] + ["TH"]}
    d = rule_deal(deal("N", *ORDERED, *MARCH_PLAY, hands=hands, turn_up="9H"))
    assert kinds(d) == [("wrong_number_of_cards", ["foster:23"])]
    assert d["status"] == "scored" and d["points"] == {"NS": 0, "EW": 0}
    before = rule_deal(deal("N", *ORDERED, hands=hands, turn_up="9H"))
    assert kinds(before) == [("misdeal", ["foster:23"])] and before["status"] == "passed"


def test_foster_23_a_hand_dealt_short_stands_good_and_the_last_trick_is_played_without_it() -> None:
    # "if he has played to the first trick the deal stands good, and he cannot score anything that hand": N was
    # dealt four cards; his side cannot score, but the hand is played out and the makers, EW, score their point.
    hands = {**REVOKE_HANDS, "N": ["AH", "QH", "AD", "TC"]}
    plays = ["JD", "AD", "KD", "TD", "QD", "TC", "JH", "TH", "AS", "TS", "JS", "AH", "QC", "KC", "QS", "QH",
             "KS", "KH", "9S"]
    d = rule_deal(deal("S", ev("order_up", "W"), ev("discard", "S", card="9H"), *plays, hands=hands, turn_up="TD"))
    assert kinds(d) == [("wrong_number_of_cards", ["foster:23"])]
    assert d["status"] == "scored" and d["points"] == {"NS": 0, "EW": 1}
    assert [len(t["plays"]) for t in d["tricks"]] == [4, 4, 4, 4, 3]


def test_foster_23_he_has_played_to_the_first_trick_once_he_has_led_to_it() -> None:
    # "if he has played to the first trick the deal stands good, and he cannot score anything that hand": E
    # leads to the first trick, and only then is found to hold six cards (his hand not recorded). The trick is not
    # finished, but E has played to it: no misdeal.
    holder = {c: s for s, cards in MARCH.items() for c in cards} | {"9H": "N"}
    plays = [ev("play", holder[c], card=c) for c in MARCH_PLAY]
    found = ev("deal_fault", "E", kind="wrong_count", count=6)
    d = rule_deal(unrecorded_hands(deal("N", *ORDERED, plays[0], found, *plays[1:], turn_up="9H")))
    assert kinds(d) == [("wrong_number_of_cards", ["foster:23"])]
    assert d["status"] == "scored" and d["points"] == {"NS": 0, "EW": 0}  # E's march scores nothing
    before = rule_deal(unrecorded_hands(deal("N", *ORDERED, found, *plays, turn_up="9H")))
    assert kinds(before)[0] == ("misdeal", ["foster:14"]) and before["status"] == "passed"


def unrecorded_hands(d: dict[str, Any]) -> dict[str, Any]:
    """The deal with no hands dealt into the record."""
    d["events"][2].pop("hands")
    return d


def test_foster_24_an_exposed_card_is_liable_to_be_called_and_must_be_played_when_called() -> None:
    # S drops the ace of diamonds; E, on his right, calls it before he plays; S must play it when he can
    events = [*ORDERED, ev("expose", "S", card="AD", how="dropped"), ev("call", "E", target="S", card="AD"), "JH"]
    complied = rule_deal(march(*events, play=["AD", "AC", "9H"]))
    [r] = complied["rulings"]
    assert (r["irregularity"], r["laws"], r["elected"]) == ("exposed_card", ["foster:24"], "call_card")
    broke = rule_deal(march(*events, play=["KD", "AC", "9H", ev("quit_trick"),
                                                  ev("claim", "E", kind="revoke", against="S")]))
    assert [x["irregularity"] for x in broke["rulings"]] == ["exposed_card", "revoke"]
    assert "ace of diamonds" in broke["rulings"][1]["finding"]


def test_foster_24_two_cards_played_to_a_trick_the_adversaries_elect_which() -> None:
    d = rule_deal(march(*ORDERED, "JH", ev("expose", "S", card="KD", how="two_played"), play=["AD"]))
    [r] = d["rulings"]
    assert r["laws"] == ["foster:24"] and "elect which shall be played" in r["effect"]
    # "Two or more cards played to a trick. The adversaries may elect which shall be played": E elects the king, which
    # is played in the ace's place; the ace goes back to S's hand, an exposed card liable to be called
    d = rule_deal(march(*ORDERED, "JH", "AD", ev("expose", "S", card="KD", how="two_played"),
                        ev("call", "E", target="S", card="KD"), play=["AC", "9H"]))
    elected, left = d["rulings"]
    assert elected["elected"] == "call_card" and "played in place of the ace of diamonds" in elected["effect"]
    assert d["tricks"][0]["plays"] == [["E", "JH"], ["S", "KD"], ["W", "AC"], ["N", "9H"]]
    assert (left["irregularity"], left["laws"], left["options"]) == ("exposed_card", ["foster:24"], ["call_card"])
    assert "ace of diamonds, taken back, is an exposed card" in left["effect"]


def test_foster_25_an_adversary_of_a_lone_player_exposing_a_card_the_lone_player_may_abandon_and_score() -> None:
    d = rule_deal(march(ev("order_up", "E", alone=True), ev("discard", "N", card="9C"),
                        ev("expose", "S", card="AD", how="dropped"), ev("abandon", "E"), play=[]))
    [r] = d["rulings"]
    assert (r["laws"], r["elected"]) == (["foster:24", "foster:25"], "abandon_and_score")
    assert d["status"] == "scored" and d["points"] == {"NS": 0, "EW": 4}


#: E plays alone (hearts, N's nine turned and taken in); S, an adversary, drops the ace of diamonds face up.
LONE_EXPOSED = [ev("order_up", "E", alone=True), ev("discard", "N", card="9C"),
                ev("expose", "S", card="AD", how="dropped")]


def test_foster_24_and_26_the_lone_player_may_call_an_adversarys_exposed_card_and_refusing_it_is_a_revoke() -> None:
    # foster:24: exposed cards "are liable to be called by the adversaries": the lone player is S's adversary, and
    # the only one in play, so "the adversary on the right of an exposed card must call it before he plays himself"
    # (foster:26) is he. Called, S must play it where he can: he has no heart, and playing the king instead is a
    # revoke (foster:30), claimed by E.
    call = ev("call", "E", target="S", card="AD")
    complied = rule_deal(march(*LONE_EXPOSED, call, play=["JH", "AD", "9H"]))
    [r] = complied["rulings"]
    assert (r["irregularity"], r["laws"], r["options"], r["elected"]) == (
        "exposed_card", ["foster:24", "foster:25"], ["abandon_and_score", "call_card"], "call_card")
    refused = rule_deal(march(*LONE_EXPOSED, call, play=["JH", "KD", "9H", ev("quit_trick"),
                                                          ev("claim", "E", kind="revoke", against="S")]))
    assert [x["irregularity"] for x in refused["rulings"]] == ["exposed_card", "revoke"]
    assert "did not play the ace of diamonds when it was called" in refused["rulings"][1]["finding"]
    # the call is the lone player's: N, S's partner, has no call of it
    by_partner = rule_deal(march(*LONE_EXPOSED, ev("call", "N", target="S", card="AD"), play=[]))
    assert [x["irregularity"] for x in by_partner["rulings"]] == ["exposed_card", "call_of_no_effect"]
    assert by_partner["rulings"][0]["effect"] == ("E may abandon the hand and score the points, or play on and call "
                                                  "the ace of diamonds, an exposed card.")


#: N plays alone, diamonds turned by S, who sits out (the trump stays on the pack); W, eldest, leads.
LONE_N = [ev("pass", "W"), ev("order_up", "N", alone=True)]


def test_foster_36_a_lone_player_who_corrects_a_renounce_is_not_liable_to_a_call_of_the_card_he_played() -> None:
    # foster:32: "the card played in error is exposed"; foster:36: "The lone player is not liable to any penalty for
    # exposed cards". W leads the king of hearts; N renounces with the nine of clubs, holding the ace and queen of
    # hearts, and corrects it with the queen: no revoke, and the nine of clubs is not liable to be called.
    d = rule_deal(deal("S", *LONE_N, "KH", "9C", ev("correct", "N", card="QH"), "AS",
                       ev("call", "W", target="N", card="9C"), hands=REVOKE_HANDS, turn_up="TD"))
    assert kinds(d) == [("revoke_corrected", ["foster:31", "foster:32", "foster:36"]), ("call_of_no_effect", [])]
    assert d["rulings"][0]["options"] == []
    assert "not liable to be called" in d["rulings"][0]["effect"]


def test_foster_25_and_32_a_renounce_corrected_by_an_adversary_of_the_lone_player_exposes_the_card() -> None:
    # foster:32: "If a player corrects his mistake in time to save a revoke, the card played in error is exposed";
    # foster:25: "If an adversary of a person playing alone exposes a card, the lone player may abandon the hand,
    # and score the points". W leads the queen of spades; N has none; E plays the king of diamonds holding the ace
    # and nine of spades, and corrects it with the ace. N abandons and scores four.
    corrected = [*LONE_N, "QS", "9C", "KD", ev("correct", "E", card="AS")]
    [r] = rule_deal(deal("S", *corrected, hands=REVOKE_HANDS, turn_up="TD"))["rulings"]
    assert (r["irregularity"], r["laws"]) == ("revoke_corrected", ["foster:31", "foster:32", "foster:25"])
    assert r["options"] == ["abandon_and_score", "call_card"]
    assert r["effect"] == ("No revoke. The king of diamonds, played in error, is an exposed card. N may abandon the "
                           "hand and score the points, or play on and call the king of diamonds, an exposed card.")
    d = rule_deal(deal("S", *corrected, ev("abandon", "N"), hands=REVOKE_HANDS, turn_up="TD"))
    assert d["rulings"][0]["elected"] == "abandon_and_score"
    assert d["status"] == "scored" and d["points"] == {"NS": 4, "EW": 0}


def test_foster_text_joker_turned_up_foster_is_silent_and_call_ace_law_5_is_persuasive() -> None:
    # foster:text: the joker "is always the best trump"; of the suit a turned joker makes trump Foster's Euchre laws
    # say nothing. callace:5: "If the joker is used and turned up, spades are trumps": cited as persuasive.
    d = rule_deal(deal("N", ev("order_up", "E"), ev("discard", "N", card="9C"), "AH", "QH", "TS", "KH",
                       turn_up="JK"), joker=True)
    [r] = d["rulings"]
    assert (r["irregularity"], r["laws"], r["persuasive"]) == ("joker_turned", [], ["callace:5"])
    assert r["effect"].startswith("The code in force is silent") and d["trump"] == "S"


def test_foster_26_the_adversary_on_the_right_calls_an_exposed_card_before_he_plays() -> None:
    d = rule_deal(march(*ORDERED, "JH", ev("expose", "S", card="AD", how="dropped"),
                        ev("call", "W", target="S", card="AD"), play=[]))
    assert [x["irregularity"] for x in d["rulings"]] == ["exposed_card", "call_of_no_effect"]
    assert "the adversary on the right" in d["rulings"][1]["finding"]


def test_foster_29_third_hand_before_second_the_fourth_may_play_before_his_partner() -> None:
    # example 3's hand: W leads a heart; E (third) plays before N (second)
    d = rule_deal(deal("S", ev("order_up", "W"), ev("discard", "S", card="9H"), "KH", "9S", "QH", "TH",
                       hands=REVOKE_HANDS, turn_up="TD"))
    [r] = d["rulings"]
    assert (r["irregularity"], r["laws"], r["options"]) == ("play_out_of_turn", ["foster:29"], [])


def test_foster_29_fourth_hand_before_second_the_third_may_call_on_the_second() -> None:
    # S (fourth) plays before N (second); E (third) calls on N for his highest heart: the ace
    events = [ev("order_up", "W"), ev("discard", "S", card="9H"), "KH", "TH", ev("call", "E", target="N",
                                                                                 demand="highest")]
    complied = rule_deal(deal("S", *events, "AH", "9S", hands=REVOKE_HANDS, turn_up="TD"))
    r = complied["rulings"][0]
    assert (r["laws"], r["elected"]) == (["foster:29"], "call_highest") and len(complied["rulings"]) == 1
    broke = rule_deal(deal("S", *events, "QH", "9S", ev("quit_trick"), ev("claim", "E", kind="revoke", against="N"),
                           hands=REVOKE_HANDS, turn_up="TD"))
    assert broke["rulings"][-1]["irregularity"] == "revoke" and "highest hearts" in broke["rulings"][-1]["finding"]


def test_foster_29_the_call_is_the_third_hands_upon_the_second() -> None:
    # "the third hand may call upon the second hand": W, the leader, calls instead; no effect, and N is free.
    events = [ev("order_up", "W"), ev("discard", "S", card="9H"), "KH", "TH", ev("call", "W", target="N",
                                                                                 demand="lowest")]
    d = rule_deal(deal("S", *events, "AH", "9S", hands=REVOKE_HANDS, turn_up="TD"))
    assert [(r["irregularity"], r["elected"]) for r in d["rulings"]] == [("play_out_of_turn", None),
                                                                         ("call_of_no_effect", None)]
    assert "the third hand, E, may call" in d["rulings"][1]["finding"]
    called = rule_deal(deal("S", *events[:-1], ev("call", "E", target="N", demand="lowest"), "QH", "9S",
                            hands=REVOKE_HANDS, turn_up="TD"))
    assert called["rulings"][0]["effect"] == "E called upon N to play his lowest of the suit led."


def test_foster_29_gives_no_remedy_for_the_fourth_hand_before_the_third_and_is_the_codes_own_law() -> None:
    # W leads, N (second) follows, S (fourth) plays before E (third): law 29 names only plays before the second
    # hand. It is Foster's own law, cited as such, never as persuasive under his own code.
    d = rule_deal(deal("S", ev("order_up", "W"), ev("discard", "S", card="9H"), "KH", "AH", "TH",
                       hands=REVOKE_HANDS, turn_up="TD"))
    [r] = d["rulings"]
    assert (r["laws"], r["persuasive"], r["options"]) == (["foster:29"], [], [])
    assert "stands as played" in r["effect"]


def test_foster_27_the_cards_played_to_a_false_lead_are_not_liable_whatever_their_order() -> None:
    # "If all have not followed, the cards erroneously played must be taken back, but are not liable to be called":
    # E leads in his partner W's turn, and N follows before S. N's card is not a play out of turn under law 29.
    d = rule_deal(deal("S", ev("order_up", "W"), ev("discard", "S", card="9H"), "9S", "AH",
                       hands=REVOKE_HANDS, turn_up="TD"))
    assert kinds(d) == [("lead_out_of_turn", ["foster:27"])]
    assert d["rulings"][0]["options"] == ["call_suit"]


def test_foster_text_a_card_played_and_taken_back_is_played_in_error_and_exposed() -> None:
    # "All cards led out of turn, played in error, ... are called exposed cards, and must be left face up on the
    # table": W leads the king of hearts and N follows with his ace; N takes it back (or plays his queen for it).
    start = [ev("order_up", "W"), ev("discard", "S", card="9H"), "KH", "AH"]
    for then in ([ev("take_back", "N", card="AH")], [ev("correct", "N", card="QH")]):
        d = rule_deal(deal("S", *start, *then, hands=REVOKE_HANDS, turn_up="TD"))
        assert kinds(d) == [("exposed_card", ["foster:text"])] and d["rulings"][0]["options"] == ["call_card"]
        assert "The ace of hearts, played in error, is an exposed card" in d["rulings"][0]["effect"]
    # "If all have not followed, the cards erroneously played must be taken back, but are not liable to be called"
    false_lead = rule_deal(deal("S", ev("order_up", "W"), ev("discard", "S", card="9H"), "9S", "TS",
                                ev("take_back", "S", card="TS"), ev("take_back", "E", card="9S"),
                                hands=REVOKE_HANDS, turn_up="TD"))
    assert kinds(false_lead) == [("lead_out_of_turn", ["foster:27"])]
    # law 36: "The lone player is not liable to any penalty for exposed cards"
    lone = rule_deal(deal("S", ev("order_up", "W", alone=True), ev("discard", "S", card="9H"), "JD",
                          ev("take_back", "W", card="JD"), hands=REVOKE_HANDS, turn_up="TD"))
    assert kinds(lone) == [("exposed_card", ["foster:36", "foster:text"])] and lone["rulings"][0]["options"] == []


def test_foster_32_and_27_a_card_changed_after_a_renounce_corrected_or_in_a_false_lead_is_not_exposed() -> None:
    # foster:32: "any cards subsequently played by others may be taken back without penalty"; foster:27: the cards
    # played to a false lead "must be taken back, but are not liable to be called" - changed, as taken back.
    d = rule_deal(deal("S", ev("order_up", "W"), ev("discard", "S", card="9H"), "KH", "9C", "9S", "TH",
                       ev("correct", "N", card="AH"), ev("correct", "E", card="QC"),
                       hands=REVOKE_HANDS, turn_up="TD"))
    assert kinds(d) == [("revoke_corrected", ["foster:31", "foster:32"])]
    d = rule_deal(deal("S", ev("order_up", "W"), ev("discard", "S", card="9H"), "9S", "TS", ev("correct", "S", card="KS"),
                       hands=REVOKE_HANDS, turn_up="TD"))
    assert kinds(d) == [("lead_out_of_turn", ["foster:27"])]


def test_foster_30_a_revoke_with_the_left_bower_the_left_bower_is_a_trump() -> None:
    # diamonds trumps; E's jack of hearts is the left bower: he must play it to a trump lead
    hands = {**REVOKE_HANDS, "N": ["AH", "QH", "AD", "KD", "9C"], "E": ["AS", "9S", "JH", "TC", "QC"]}
    d = rule_deal(deal("S", ev("order_up", "W"), ev("discard", "S", card="9H"), "JD", "AD", "TC", "TD",
                       ev("quit_trick"), ev("claim", "N", kind="revoke", against="E"), hands=hands, turn_up="TD"))
    [r] = d["rulings"]
    assert r["irregularity"] == "revoke" and "jack of hearts" in r["finding"]


def test_foster_30_the_left_bower_does_not_follow_its_own_suit() -> None:
    # hearts led, diamonds trumps: E holds the jack of hearts, a trump, and no heart: no revoke
    hands = {**REVOKE_HANDS, "N": ["AH", "QH", "AD", "KD", "9C"], "E": ["AS", "9S", "JH", "TC", "QC"]}
    d = rule_deal(deal("S", ev("order_up", "W"), ev("discard", "S", card="9H"), "KH", "AH", "9S", "TH",
                       hands=hands, turn_up="TD"))
    assert d["rulings"] == []


def test_foster_30_non_compliance_with_a_performable_penalty_is_a_revoke() -> None:
    # example 4: N calls clubs from E; E leads a heart holding the king and queen of clubs
    hands = {"N": ["AS", "JS", "QH", "TH", "JC"], "E": ["KH", "QD", "JD", "KC", "QC"],
             "S": ["QS", "AH", "9H", "9D", "9C"], "W": ["KS", "TS", "9S", "JH", "AC"]}
    d = rule_deal(deal("N", ev("order_up", "E"), ev("discard", "N", card="TH"), "JD", "9D", "JH", "TD",
                       "AC", ev("take_back", "W", card="AC"), ev("call", "N", target="E", suit="C"),
                       "KH", "AH", "9S", "QH", ev("quit_trick"), ev("claim", "N", kind="revoke", against="E"),
                       ev("elect", "S", option="add_two"), hands=hands, turn_up="TD"))
    revoke = d["rulings"][-1]
    assert revoke["irregularity"] == "revoke" and "lead clubs" in revoke["finding"]
    assert d["points"] == {"NS": 2, "EW": 0}


def test_foster_31_a_correction_after_the_trick_is_quitted_is_too_late() -> None:
    d = rule_deal(deal("S", ev("order_up", "W"), ev("discard", "S", card="9H"), "KH", "9C", "9S", "TH",
                       ev("quit_trick"), ev("correct", "N", card="QH"), hands=REVOKE_HANDS, turn_up="TD"))
    assert [x["irregularity"] for x in d["rulings"]] == ["revoke", "revoke_unclaimed"]
    assert d["rulings"][0]["laws"] == ["foster:31"] and "Too late" in d["rulings"][0]["effect"]


def test_foster_32_the_card_played_in_error_is_exposed_and_may_be_called() -> None:
    d = rule_deal(deal("S", ev("order_up", "W"), ev("discard", "S", card="9H"), "KH", "9C",
                       ev("correct", "N", card="QH"), "9S", "TH", ev("call", "W", target="N", card="9C"),
                       hands=REVOKE_HANDS, turn_up="TD"))
    [r] = d["rulings"]
    assert r["laws"] == ["foster:31", "foster:32"] and r["elected"] == "call_card"


def test_foster_35_the_lone_players_partner_exposing_a_card_the_adversaries_may_prevent_the_lone_hand() -> None:
    d = rule_deal(march(ev("order_up", "E", alone=True), ev("discard", "N", card="9C"),
                        ev("expose", "W", card="AC", how="dropped"), ev("elect", "N", option="prevent_lone"), play=[]))
    r = d["rulings"][0]
    assert (r["laws"], r["elected"]) == (["foster:35", "foster:25"], "prevent_lone")
    assert d["alone"] is False


def test_foster_36_the_lone_player_is_not_liable_for_exposed_cards_nor_a_lead_out_of_turn() -> None:
    d = rule_deal(march(ev("order_up", "E", alone=True), ev("discard", "N", card="9C"),
                        ev("expose", "E", card="QH", how="named"), play=[]))
    assert kinds(d) == [("exposed_card", ["foster:36"])] and d["rulings"][0]["options"] == []


def test_foster_37_an_adversary_playing_out_of_turn_the_lone_player_may_abandon_and_score() -> None:
    d = rule_deal(march(ev("order_up", "E", alone=True), ev("discard", "N", card="9C"), "JH", "9H",
                        ev("abandon", "E"), play=[]))
    [r] = d["rulings"]
    assert (r["irregularity"], r["laws"], r["elected"]) == ("play_out_of_turn", ["foster:37"], "abandon_and_score")
    assert d["points"] == {"NS": 0, "EW": 4}


def test_foster_38_looking_at_a_quitted_trick_a_suit_may_be_called_from_him_or_his_partner() -> None:
    d = rule_deal(march(*ORDERED, *MARCH_PLAY[:4], ev("quit_trick"), ev("look_back", "S"),
                        ev("call", "E", target="N", suit="S"), play=MARCH_PLAY[4:]))
    [r] = d["rulings"]
    assert (r["irregularity"], r["laws"], r["elected"]) == ("looked_back", ["foster:38"], "call_suit")
    # "any trick that has once been turned and quitted": in the first trick, none has been
    early = rule_deal(march(*ORDERED, *MARCH_PLAY[:2], ev("look_back", "S"), play=MARCH_PLAY[2:]))
    [r] = early["rulings"]
    assert (r["laws"], r["options"]) == (["foster:38"], []) and r["effect"].startswith("No penalty")


def test_foster_40_calling_attention_to_the_trick_the_player_may_be_called_upon() -> None:
    d = rule_deal(march(*ORDERED, "JH", ev("remark", "S", about="trick"), ev("call", "E", target="S", demand="lowest"),
                        play=["9D", "AC", "9H"]))
    [r] = d["rulings"]
    assert (r["irregularity"], r["laws"], r["elected"]) == ("attention_called", ["foster:40"], "call_lowest")


def test_a_call_no_law_gives_has_no_effect() -> None:
    d = rule_deal(march(*ORDERED, ev("call", "S", target="E", suit="S"), play=[]))
    assert kinds(d) == [("call_of_no_effect", [])]


def test_an_abandoned_hand_no_law_gives_is_said_plainly() -> None:
    d = rule_deal(march(*ORDERED, "JH", ev("abandon", "S"), play=[]))
    assert kinds(d) == [("abandoned", [])] and "no remedy" in d["rulings"][0]["effect"]


def test_the_spec_example_hands_play_clean_under_every_law() -> None:
    d = rule_deal(deal("N", ev("order_up", "E"), ev("discard", "N", card="9C"),
                       "KD", "JH", "JD", "9D", "AC", "QD", "QC", "9S", "AS", "TD", "QS", "TS",
                       "AH", "TH", "TC", "KH", "KC", "QH", "JC", "KS", hands=HANDS))
    assert d["rulings"] == [] and d["status"] == "scored"
