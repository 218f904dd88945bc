"""Spoil Five's deals ruled (SPOIL FIVE., laws/foster-spoil-five.toml; napoleon-spoil-five.md §7.5-7.8): the pool,
the jink, robbing, the irregularities and their penalty, each case built from the section's words."""
from __future__ import annotations

import pytest

import referee
from referee.record import InvalidRecord

from spoil_five_records import (
    SCATTER, SCATTER_PLAYS, SCATTERED, SCATTERED_PLAYS, SWEEP, SWEEP_PLAYS, SWEEP_SPOILED, deal, record, rule, rulings,
)


def ev(kind: str, seat: str, **fields: object) -> dict[str, object]:
    return {"type": kind, "seat": seat, **fields}


def test_foster_spoil_five_counters_each_beginning_with_twenty() -> None:
    # foster:spoil-five#counters: "each beginning with 20 counters"
    ruling = rule(deal("A", SWEEP, "8S", *SWEEP_PLAYS, ev("abandon", "B")))
    assert ruling["score"] == {"A": 19, "B": 21} and ruling["games"] == []


def test_foster_spoil_five_players_two_to_ten_eleven_is_no_table() -> None:
    # foster:spoil-five#players: "Any number from 2 to 10 may play"
    seats = tuple("ABCDEFGHIJK")
    with pytest.raises(InvalidRecord, match="2 to 10"):
        referee.rule(record(seats=seats))
    assert referee.rule(record(seats=seats[:10]))["pool_total"] == 0


def test_foster_spoil_five_pool_one_counter_each_then_one_from_each_dealer() -> None:
    # foster:spoil-five#pool: "Before play begins each player deposits one counter in the pool, and to this amount
    # each successive dealer adds a counter until the pool is won"
    ruling = rule(deal("A", SCATTERED, "8S", *SCATTERED_PLAYS), deal("B", SCATTERED, "8S"), seats=("A", "B", "C"))
    first, second = ruling["deals"]
    assert first["pool"] == 3 and first["points"] == {"A": -1, "B": -1, "C": -1}
    assert second["pool"] == 1 and second["points"] == {"A": 0, "B": -1, "C": 0} and second["pool_total"] == 4


def test_foster_spoil_five_pool_all_contribute_equally_to_form_a_new_one() -> None:
    # "... until the pool is won, when all contribute equally to form a new one."
    ruling = rule(deal("A", SWEEP, "8S", *SWEEP_PLAYS, ev("abandon", "B")), deal("B", SWEEP, "8S"))
    assert ruling["deals"][0]["pool_total"] == 0 and ruling["deals"][1]["pool"] == 2


def test_foster_spoil_five_dealer_for_all_each_dealer_puts_up_for_all() -> None:
    # foster:spoil-five#dealer-for-all: "each successive dealer to put up for all the players, whether the pool is
    # won or not"
    ruling = rule(deal("A", SCATTERED, "8S", *SCATTERED_PLAYS), deal("B", SCATTERED, "8S"), seats=("A", "B", "C"),
                  dealer_puts_for_all=True)
    first, second = ruling["deals"]
    assert first["points"] == {"A": -3, "B": 0, "C": 0} and second["points"] == {"A": 0, "B": -3, "C": 0}


def test_foster_spoil_five_three_tricks_he_takes_the_pool() -> None:
    # foster:spoil-five#three-tricks: "If any one person can win three tricks he takes the pool." A wins the first
    # two tricks and the last
    d = rule(deal("A", SCATTER, "8S", *SCATTER_PLAYS), seats=("A", "B", "C"))["deals"][0]
    assert d["tricks_won"] == {"A": 3, "B": 1, "C": 1} and d["pool_winner"] == "A"
    assert d["points"] == {"A": 2, "B": -1, "C": -1} and d["pool_total"] == 0 and not d["jink"]


def test_foster_spoil_five_spoiled_no_three_tricks_the_pool_stands() -> None:
    # foster:spoil-five#spoiled: "scattering the tricks among the other players, so that no one of them shall be able
    # to get the three tricks necessary to win the pool. When this is done, the game is said to be spoiled"
    d = rule(deal("A", SCATTERED, "8S", *SCATTERED_PLAYS), seats=("A", "B", "C"))["deals"][0]
    assert d["tricks_won"] == {"A": 2, "B": 1, "C": 2} and d["spoiled"] and d["pool_winner"] is None
    assert d["status"] == "scored" and d["pool_total"] == 3
    ended = rulings(d, "pool")[0]
    assert any("it gives the game its name" in c["text"] for c in ended["citations"])
    assert ended["effect"] == "The pool of 3 counters stands for the next deal."


def test_foster_spoil_five_jink_abandon_his_hand_and_claim_the_pool() -> None:
    # foster:spoil-five#jink: "When a player has won three tricks, he should immediately abandon his hand and claim
    # the pool"
    d = rule(deal("A", SWEEP, "8S", *SWEEP_PLAYS, ev("abandon", "B")))["deals"][0]
    assert d["pool_winner"] == "B" and d["points"] == {"A": -1, "B": 1} and not d["jink"]


def test_foster_spoil_five_jink_an_abandon_without_three_tricks_is_of_no_effect() -> None:
    d = rule(deal("A", SWEEP, "8S", "5S", "2D", ev("abandon", "B")))["deals"][0]
    assert "Of no effect" in rulings(d, "abandoned")[0]["effect"] and d["status"] == "incomplete"


def test_foster_spoil_five_jink_stopped_after_three_tricks_unclaimed_is_incomplete() -> None:
    d = rule(deal("A", SWEEP, "8S", *SWEEP_PLAYS))["deals"][0]
    assert d["status"] == "incomplete" and d["pool_winner"] is None


def test_foster_spoil_five_five_tricks_jinked_the_pool_and_a_counter_from_each() -> None:
    # foster:spoil-five#five-tricks: "If he can win all five tricks he not only gets the pool, but receives an extra
    # counter from each of the other players." #jink: "he must jink it, and get all five tricks"
    d = rule(deal("A", SWEEP, "8S", *SWEEP_PLAYS, "QS", "6D", "9D", "7D"))["deals"][0]
    assert d["jink"] and d["pool_winner"] == "B" and d["points"] == {"A": -2, "B": 2}
    assert rulings(d, "jink")[0]["effect"] == "Won."


def test_foster_spoil_five_jink_failed_lose_what_he_has_already_won_spoiled() -> None:
    # #jink: "or lose what he has already won, the game being spoiled just as if no one had won three tricks"
    ruling = rule(deal("A", SWEEP_SPOILED, "8S", *SWEEP_PLAYS, "QS", "6D", "9D", "TD"))
    d = ruling["deals"][0]
    assert d["jink"] and d["spoiled"] and d["pool_winner"] is None and d["pool_total"] == 2
    assert rulings(d, "jink")[0]["effect"] == "Failed."


def test_foster_spoil_five_irregularities_in_play_lead_out_of_turn_barred_from_the_pool() -> None:
    # foster:spoil-five#irregularities-in-play: "If any player ... leads or plays out of turn ... he loses all his
    # right and interest in the current pool, which he cannot win": A, dealer, leads the first trick before B
    d = rule(deal("A", SWEEP, "8S", "2D", "5S", "JS", "3D", "KS", "4D", ev("abandon", "B")))["deals"][0]
    barred = rulings(d, "barred")
    assert barred and "A led 2D out of turn" in barred[0]["finding"] and d["barred"] == []  # B took the pool: freed
    assert d["pool_winner"] == "B"


def test_foster_spoil_five_irregularities_in_play_barred_carried_to_subsequent_deals_until_the_pool_is_won() -> None:
    # "which he cannot win, either on that or any subsequent deal, but to which he must continue to contribute when it
    # comes to his turn to deal. After the pool has been won, and a fresh one formed, the penalty is removed."
    # Deal 1, C dealing, A eldest: A robs the 8S turned without the ace (barred); the tricks scattered. Deal 2, A
    # dealing: A wins three tricks and takes nothing. Deal 3, B dealing: C takes the pool, and A is free.
    first = {"A": SCATTERED["B"], "B": SCATTERED["C"], "C": SCATTERED["A"]}
    d1 = deal("C", first, "8S", ev("rob", "A", card="6D"), *SCATTERED_PLAYS[:-1], "8S")
    d2 = deal("A", SCATTER, "8S", *SCATTER_PLAYS)
    d3 = deal("B", {"C": SWEEP["B"], "A": SWEEP["A"], "B": ["2C", "3C", "4C", "6C", "7C"]}, "8S",
              "5S", "2D", "2C", "JS", "3D", "3C", "KS", "4D", "4C", ev("abandon", "C"))
    ruling = rule(d1, d2, d3, seats=("A", "B", "C"))
    one, two, three = ruling["deals"]
    assert rulings(one, "barred") and one["barred"] == ["A"]
    assert two["tricks_won"]["A"] == 3 and two["pool_winner"] is None and two["spoiled"] and two["barred"] == ["A"]
    assert two["points"] == {"A": -1, "B": 0, "C": 0}  # A deals: he contributes his counter
    assert three["pool_winner"] == "C" and three["barred"] == [] and three["points"]["C"] == 5
    assert ruling["pool_total"] == 0


def test_foster_spoil_five_irregularities_in_play_start_barred_contributes_when_he_deals() -> None:
    ruling = rule(deal("A", SCATTERED, "8S", *SCATTERED_PLAYS), seats=("A", "B", "C"),
                  top={"start_pool": 5, "start_barred": ["A"]})
    d = ruling["deals"][0]
    assert d["points"]["A"] == -1 and d["barred"] == ["A"] and d["pool_total"] == 6


def test_foster_spoil_five_irregularities_in_play_revokes_in_a_plain_suit() -> None:
    # "revokes in a plain suit": B leads KD; A holds diamonds and plays a club, neither following nor trumping
    hands = {"B": ["KD", "5S", "JS", "KS", "QS"], "A": ["2D", "2C", "3D", "4D", "6D"]}
    d = rule(deal("A", hands, "8S", "KD", "2C"))["deals"][0]
    assert "revoked in a plain suit" in rulings(d, "barred")[0]["finding"] and d["barred"] == ["A"]


def test_foster_spoil_five_irregularities_in_play_renounces_in_the_trump_suit() -> None:
    # "renounces in the trump suit": B leads the KS; A holds the 2S and plays a diamond
    hands = {"B": ["KS", "5S", "JS", "QS", "9D"], "A": ["2S", "2D", "3D", "4D", "6D"]}
    d = rule(deal("A", hands, "8S", "KS", "2D"))["deals"][0]
    assert "renounced in the trump suit" in rulings(d, "barred")[0]["finding"]


def test_foster_spoil_five_irregularities_in_play_reneges_to_the_lead_of_a_higher_trump() -> None:
    # "reneges to the lead of a higher trump": B leads the 5S; A holds the JS alone and plays a diamond
    hands = {"B": ["5S", "KS", "QS", "9D", "8D"], "A": ["JS", "2D", "3D", "4D", "6D"]}
    d = rule(deal("A", hands, "7S", "5S", "2D"))["deals"][0]
    assert "reneged to the lead of a higher trump" in rulings(d, "barred")[0]["finding"]


def test_foster_spoil_five_follow_a_renounce_corrected_before_the_trick_is_quitted_costs_nothing() -> None:
    # a renounce corrected before its trick is quitted is none (Euchre law 31, persuasive): C plays a club to the KD
    # led holding diamonds, and takes it back for a diamond before A plays
    hands = {"B": ["KD", "5S", "JS", "KS", "QS"], "C": ["2D", "2C", "3D", "4D", "6D"],
             "A": ["7D", "8D", "9D", "TD", "3C"]}
    d = rule(deal("A", hands, "8S", "KD", "2C", ev("correct", "C", card="2C"), "2D", "7D"),
             seats=("A", "B", "C"))["deals"][0]
    assert not rulings(d, "barred") and rulings(d, "revoke_corrected") and d["barred"] == []
    assert d["tricks"][0]["plays"] == [["B", "KD"], ["C", "2D"], ["A", "7D"]]


def test_foster_spoil_five_reneging_the_privilege_used_is_no_penalty() -> None:
    # foster:spoil-five#reneging: "Any player holding the Five ... but having no smaller trump with them, may refuse
    # to follow suit if any inferior trump is led"
    hands = {"B": ["9S", "KS", "QS", "9D", "8D"], "A": ["5S", "2D", "3D", "4D", "6D"]}
    d = rule(deal("A", hands, "7S", "9S", "2D"))["deals"][0]
    assert rulings(d, "renege") and not rulings(d, "barred")
    assert rulings(d, "renege")[0]["effect"] == "The privilege of reneging: no penalty."


def test_foster_spoil_five_irregularities_in_play_exposes_a_card_after_any_player_has_won_two_tricks() -> None:
    # "or exposes a card after any player has won two tricks"
    d = rule(deal("A", SWEEP, "8S", "5S", "2D", "JS", "3D", ev("expose", "A", card="6D", how="dropped")))["deals"][0]
    assert "after a player had won two tricks" in rulings(d, "barred")[0]["finding"]


def test_foster_spoil_five_irregularities_in_play_a_card_exposed_before_two_tricks_won_costs_nothing() -> None:
    d = rule(deal("A", SWEEP, "8S", "5S", "2D", ev("expose", "A", card="6D", how="dropped")))["deals"][0]
    assert not rulings(d, "barred") and "No penalty" in rulings(d, "exposed_card")[0]["effect"]


def test_foster_spoil_five_rob_ace_turned_the_dealer_discards_any_card_for_it() -> None:
    # foster:spoil-five#rob-ace-turned: "If the trump card is an ace, the dealer may discard any card he pleases in
    # exchange for it."
    hands = {"B": ["5S", "JS", "KS", "QS", "9D"], "A": ["2D", "3D", "4D", "6D", "7D"]}
    d = rule(deal("A", hands, "AS", ev("rob", "A", card="7D"), "9D", "AS"))["deals"][0]
    assert d["robbed_by"] == "A" and d["tricks"][0]["winner"] == "A"
    assert "The rob stands." in rulings(d, "rob")[0]["effect"]


def test_foster_spoil_five_call_dealer_i_play_these_and_a_rob_after_the_lead_of_no_effect() -> None:
    # foster:spoil-five#call-dealer: "If the dealer does not want the trump, he answers: “I play these.”"; the eldest
    # calls on him "before leading": a rob after the lead is of no effect (a reading)
    hands = {"B": ["5S", "JS", "KS", "QS", "9D"], "A": ["2D", "3D", "4D", "6D", "7D"]}
    declined = rule(deal("A", hands, "AS", ev("rob", "A", decline=True), "9D", "7D"))["deals"][0]
    assert declined["robbed_by"] is None and "I play these" in rulings(declined, "rob")[0]["finding"]
    late = rule(deal("A", hands, "AS", "9D", ev("rob", "A", card="7D")))["deals"][0]
    assert late["robbed_by"] is None and rulings(late, "rob")[0]["effect"] == "Of no effect."


def test_foster_spoil_five_rob_ace_holder_announced_at_his_turn_to_the_first_trick() -> None:
    # foster:spoil-five#rob-ace-holder: "any player at the table holding the ace of trumps is bound to announce the
    # fact when it comes to his turn to play to the first trick ... the dealer will give him the turn-up trump"
    hands = {"B": ["9D", "KD", "QD", "JD", "TD"], "A": ["AS", "3D", "4D", "6D", "7D"]}
    d = rule(deal("A", hands, "8S", "9D", ev("rob", "A", card="3D"), "8S"))["deals"][0]
    assert d["robbed_by"] == "A" and d["tricks"][0]["winner"] == "A"


def test_foster_spoil_five_turn_down_he_could_rob_but_does_not_wish_to() -> None:
    # foster:spoil-five#turn-down: "he must tell the dealer to turn the trump down"; he keeps his ace and its rank
    hands = {"B": ["9D", "KD", "QD", "JD", "TD"], "A": ["AS", "3D", "4D", "6D", "7D"]}
    d = rule(deal("A", hands, "8S", "9D", ev("rob", "A", decline=True), "3D", "KD", "AS"))["deals"][0]
    assert d["robbed_by"] is None and "turned down" in rulings(d, "rob")[0]["finding"]


def test_foster_spoil_five_ace_unannounced_it_sinks_below_every_trump_for_that_deal() -> None:
    # foster:spoil-five#ace-unannounced: "If the holder of the ace of trumps plays without announcing it, he not only
    # loses his right to rob, but his ace of trumps becomes of less value than any other trump for that deal"
    hands = {"B": ["AS", "KD", "QD", "JD", "TD"], "A": ["TS", "3D", "4D", "6D", "7D"]}
    d = rule(deal("A", hands, "8S", "AS", "TS", ev("rob", "B", card="KD")))["deals"][0]
    assert d["tricks"][0]["winner"] == "A"  # the ten of trumps, lowest in black, above the sunken ace
    assert "less value than any other trump" in rulings(d, "rob")[0]["effect"]
    assert rulings(d, "rob")[1]["effect"] == "Of no effect." and d["robbed_by"] is None


def test_foster_spoil_five_irregularities_in_play_robs_when_he_does_not_hold_the_ace() -> None:
    # "If any player robs when he does not hold the ace": barred; the exchange stands
    hands = {"B": ["9D", "KD", "QD", "JD", "TD"], "A": ["2S", "3D", "4D", "6D", "7D"]}
    d = rule(deal("A", hands, "8S", ev("rob", "A", card="3D")))["deals"][0]
    assert d["barred"] == ["A"] and d["robbed_by"] == "A"


def test_foster_spoil_five_not_dealers_fault_the_same_person_deals_again() -> None:
    # foster:spoil-five#not-dealers-fault: "any card except the trump found faced in the pack, or the pack found
    # imperfect, the same person deals again"
    d = rule({"dealer": "A", "events": [{"type": "deal_fault", "kind": "faced_in_pack"}]})["deals"][0]
    assert d["status"] == "redeal" and d["next_dealer"] == "A" and d["pool"] == 0


def test_foster_spoil_five_misdeal_the_deal_passes_to_the_misdealers_left() -> None:
    # foster:spoil-five#misdeal: "if the dealer neglects to have the pack cut ... it is a misdeal, and the deal passes
    # to the next player on the misdealer's left"
    d = rule({"dealer": "A", "events": [{"type": "deal_fault", "kind": "not_cut"}]}, seats=("A", "B", "C"))["deals"][0]
    assert d["status"] == "passed" and d["next_dealer"] == "B" and d["pool"] == 0
    assert [b["id"] for b in d["basis"] if b["decides"] == "next_dealer"] == ["foster:spoil-five#misdeal"]


def test_foster_spoil_five_misdeal_forfeit_two_counters_to_the_pool_and_he_deals_again() -> None:
    # foster:spoil-five#misdeal-forfeit: "the misdealer is allowed to deal again if he forfeits two counters to the
    # pool"
    d = rule({"dealer": "A", "events": [{"type": "deal_fault", "kind": "counted_cards"}]},
             misdeal_forfeit=True)["deals"][0]
    assert d["status"] == "redeal" and d["next_dealer"] == "A" and d["points"]["A"] == -2 and d["pool_total"] == 2


def test_foster_spoil_five_foul_hand_abandoned_no_right_to_the_pool_tricks_remain_his() -> None:
    # foster:spoil-five#foul-hand: "that hand is foul, and must be abandoned, the holder forfeiting all right to the
    # pool for that deal. Those who have their right number of cards finish the play without the foul hand, but any
    # tricks already won by the holder of the foul hand remain his property."
    d = rule(deal("A", SCATTER, "8S", *SCATTER_PLAYS[:6], {"type": "deal_fault", "kind": "wrong_count", "seat": "A"},
                  "4D", "4C", "5S", "JS", "6D", "6C"), seats=("A", "B", "C"))["deals"][0]
    assert rulings(d, "foul_hand") and d["tricks_won"]["A"] == 2
    assert all(len(t["plays"]) == 2 for t in d["tricks"][2:])


def test_foster_spoil_five_own_tricks_each_for_himself_scores_by_seat() -> None:
    # foster:spoil-five#own-tricks: "Each player gathers his own tricks, as there are no partnerships."
    ruling = rule(deal("A", SCATTER, "8S", *SCATTER_PLAYS), seats=("A", "B", "C"))
    assert set(ruling["score"]) == {"A", "B", "C"}


def test_foster_spoil_five_eldest_leads_and_the_winner_of_each_trick_leads_the_next() -> None:
    # foster:spoil-five#eldest-leads: "The eldest hand begins by leading any card he pleases."; #trick-winner: "The
    # winner of the first trick leads any card he pleases for the next"
    d = rule(deal("A", SCATTER, "8S", *SCATTER_PLAYS), seats=("A", "B", "C"))["deals"][0]
    assert d["tricks"][0]["leader"] == "B" and [t["winner"] for t in d["tricks"]] == ["A", "A", "B", "C", "A"]


def test_foster_spoil_five_eldest_leads_the_dealer_leading_is_barred_citing_who_leads() -> None:
    d = rule(deal("A", SWEEP, "8S", "2D", "5S"))["deals"][0]
    assert any("The eldest hand begins by leading" in c["text"] for c in rulings(d, "barred")[0]["citations"])


def test_foster_spoil_five_dealing_the_next_card_turned_up_is_the_trump_for_that_deal() -> None:
    # foster:spoil-five#dealing: "the next card is turned up on the remainder of the pack, and the suit to which it
    # belongs is the trump for that deal"
    for turn_up in ("8S", "8D"):
        d = rule(deal("A", SWEEP, turn_up, "5S", "2D"))["deals"][0]
        assert d["trump"] == turn_up[1]
        assert [b["id"] for b in d["basis"] if b["decides"] == "trump"] == ["foster:spoil-five#dealing"]
    assert rule(deal("A", SWEEP, "8D", "5S", "2D"))["deals"][0]["tricks"][0]["winner"] == "A"  # 2D trumps now


def test_foster_spoil_five_cutting_the_first_jack_takes_the_first_deal() -> None:
    # foster:spoil-five#cutting: "one of them deals a card face up to each in succession. The first Jack takes the
    # first deal."
    thrown = [{"type": "cut_for_deal", "seat": "B", "card": "4C"}, {"type": "cut_for_deal", "seat": "A", "card": "JH"},
              {"type": "cut_for_deal", "seat": "B", "card": "JD"}]
    first = deal("A", SWEEP, "8S")
    first["events"][:0] = thrown
    d = rule(first)["deals"][0]
    assert rulings(d, "first_deal")[0]["effect"] == "The first deal is A's." and len(rulings(d, "first_deal")) == 1
    first["dealer"] = "B"
    d = rule(first)["deals"][0]
    assert "the deal stands" in rulings(d, "first_deal")[0]["effect"] and d["next_dealer"] == "A"


def test_foster_spoil_five_held_up_the_best_trump_held_up_is_a_privilege_used() -> None:
    # foster:spoil-five#held-up: "The best trump is often held up for three rounds to coax a player to go on": A
    # keeps the 5S to the 9S and KS led, plays it to the fifth trick and spoils B's jink
    hands = {"B": ["9S", "KS", "QS", "9D", "8D"], "A": ["5S", "2D", "3D", "4D", "6D"]}
    d = rule(deal("A", hands, "7S", "9S", "2D", "KS", "3D", "QS", "4D", "9D", "6D", "8D", "5S"))["deals"][0]
    assert len(rulings(d, "renege")) == 3 and not rulings(d, "barred")
    assert d["jink"] and d["spoiled"] and d["tricks"][4]["winner"] == "A"


def test_foster_spoil_five_jink_an_evening_a_pool_spoiled_twice_then_won_by_a_jink() -> None:
    # #spoiled twice, the pool carried and added to by each dealer (#pool), then A jinks it and takes the pool and a
    # counter from each other player (#jink, #five-tricks)
    second = {"B": SCATTERED["A"], "C": SCATTERED["B"], "A": SCATTERED["C"]}
    sweep = {"A": SWEEP["B"], "B": SWEEP["A"], "C": ["2C", "3C", "4C", "6C", "7C"]}
    ruling = rule(deal("A", SCATTERED, "8S", *SCATTERED_PLAYS), deal("B", second, "8S", *SCATTERED_PLAYS),
                  deal("C", sweep, "8S", "5S", "2D", "2C", "JS", "3D", "3C", "KS", "4D", "4C", "QS", "6D", "6C",
                       "9D", "7D", "7C"), seats=("A", "B", "C"))
    one, two, three = ruling["deals"]
    assert one["spoiled"] and two["spoiled"] and [one["pool_total"], two["pool_total"]] == [3, 4]
    assert three["jink"] and three["pool_winner"] == "A" and three["points"] == {"A": 7, "B": -1, "C": -2}
    assert ruling["score"] == {"A": 26, "B": 17, "C": 17} and ruling["pool_total"] == 0


def test_foster_spoil_five_foul_hand_a_wrong_count_shown_by_the_hands_found_in_the_play() -> None:
    # "If, during the play of a hand, it is discovered that any one holds too many or too few cards, that hand is
    # foul": A dealt four cards has none for the fifth trick; B's five tricks take the pool and a counter from A
    hands = {"B": ["5S", "JS", "KS", "QS", "9D"], "A": ["2D", "3D", "4D", "6D"]}
    d = rule(deal("A", hands, "8S", "5S", "2D", "JS", "3D", "KS", "4D", "QS", "6D", "9D"))["deals"][0]
    assert rulings(d, "foul_hand") and d["tricks"][4]["winner"] == "B" and d["pool_winner"] == "B"
    assert d["status"] == "scored" and d["points"] == {"A": -2, "B": 2}


def test_foster_spoil_five_dealing_as_many_cards_as_players_left_in_each_packet_else_no_penalty_named() -> None:
    # foster:spoil-five#dealing: "as many cards as there are players must be left in each packet"
    short = deal("A", SCATTERED, "8S", *SCATTERED_PLAYS)
    short["events"].insert(0, {"type": "cut", "seat": "C", "top": 2, "bottom": 50})
    d = rule(short, seats=("A", "B", "C"))["deals"][0]
    assert rulings(d, "improper_cut")[0]["effect"] == "The section names no penalty: the deal stands."
    assert d["status"] == "scored"
    short["events"][0]["top"] = 3
    assert not rulings(rule(short, seats=("A", "B", "C"))["deals"][0], "improper_cut")


def test_foster_spoil_five_turn_down_by_one_who_could_not_rob_is_of_no_effect() -> None:
    # foster:spoil-five#turn-down: the trump turned down "shows that he could rob, but does not wish to"; B holds no ace
    # of trumps, and #call-dealer's "I play these" is the dealer's alone: a reading, of no effect, no penalty.
    hands = {"B": ["9D", "KD", "QD", "JD", "TD"], "A": ["AS", "3D", "4D", "6D", "7D"]}
    d = rule(deal("A", hands, "8S", ev("rob", "B", decline=True), "9D", ev("rob", "A", decline=True), "3D"))["deals"][0]
    first, second = rulings(d, "rob")
    assert first["effect"] == "Of no effect." and "having no right to rob" in first["finding"]
    assert "A reading" in first["finding"] and "turned down" in second["finding"] and d["barred"] == []
    turned = {"B": ["9D", "KD", "QD", "JD", "TD"], "A": ["2S", "3D", "4D", "6D", "7D"]}
    d = rule(deal("A", turned, "AS", ev("rob", "B", decline=True)))["deals"][0]
    assert rulings(d, "rob")[0]["effect"] == "Of no effect." and "not the dealer" in rulings(d, "rob")[0]["finding"]
