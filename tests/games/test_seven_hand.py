"""Seven-handed Euchre as Foster gives it (SEVEN-HANDED EUCHRE, laws/foster-seven-hand.toml; family.md §4,
`seven-hand-euchre`), each case built from the section's words. "The rules governing all irregularities in the deal
are the same as in ordinary Euchre" (#deal-irregularities): Foster's Laws 1-40 bind them, cited with that sentence."""
from __future__ import annotations

from typing import Any

import pytest

import referee
from referee.record import InvalidRecord

from builders import ev, only_deal, record

SEATS = ("A", "B", "C", "D", "E", "F", "G")
# A deals: B is the eldest hand. B holds both bowers of spades and the ace, king and queen; C the joker and the
# deuces and treys; the other 35 cards go round D, E, F, G and A, seven each, and four to the widow.
B_HAND = ["JS", "JC", "AS", "KS", "QS", "AH", "KH"]
C_HAND = ["JK", "2S", "3S", "2H", "3H", "2D", "3D"]
REST = [r + s for s in "SHDC" for r in "23456789TJQKA" if r + s not in B_HAND + C_HAND]
HANDS = {"B": B_HAND, "C": C_HAND, **{seat: REST[7 * k:7 * k + 7] for k, seat in enumerate("DEFGA")}}
WIDOW = REST[35:]
PASSES = [ev("pass", s) for s in "CDEFGA"]


def seven(*events: dict[str, Any], hands: dict[str, list[str]] | None = None,
          start_score: dict[str, int] | None = None) -> dict[str, Any]:
    dealt = ev("deal", hands=HANDS if hands is None else hands, widow=WIDOW)
    raw = record({"dealer": "A", "events": [ev("shuffle", "A"), ev("cut", "G"), dealt, *events]},
                 game="seven-hand-euchre", seats=SEATS)
    return referee.rule({**raw, "start_score": start_score} if start_score else raw)


def b_bids(value: int, *then: dict[str, Any]) -> dict[str, Any]:
    return only_deal(seven(ev("bid", "B", value=value, suit="S"), *PASSES, *then))


def test_foster_seven_hand_pack_a_full_pack_of_fifty_three_cards_including_the_joker() -> None:
    # #pack: "a full pack of fifty-three cards, including the Joker": every card dealt, the deuces and the joker too.
    assert len(WIDOW) == 4 and sum(map(len, HANDS.values())) == 49
    assert b_bids(5)["rulings"] == []
    with pytest.raises(InvalidRecord):
        seven(hands={**HANDS, "B": ["1S", *B_HAND[1:]]})


def test_foster_seven_hand_joker_is_always_the_best_trump_the_bowers_second_and_third() -> None:
    # #joker: "the Joker is always the best trump, the right and left bowers being the second and third-best".
    partners = ev("choose_partners", "B", partners=["D", "E"])
    led = [ev("play", s, card=c) for s, c in zip("BCDEFGA", ["JS", "JK", "4S", "4H", "4D", "9D", "3C"])]
    d = b_bids(5, ev("take_widow", "B"), ev("discard", "B", cards=WIDOW), partners, *led)
    assert d["trump"] == "S" and d["rulings"] == [] and d["tricks"][0]["winner"] == "C"  # the joker over the right


def test_foster_seven_hand_dealing_seven_cards_each_four_to_the_widow_no_trump_turned() -> None:
    # #dealing: "until each player has received seven cards. The four remaining ... form the widow. No trump is turned."
    d = b_bids(5, ev("take_widow", "B"), ev("discard", "B", cards=WIDOW))
    assert d["rulings"] == [] and d["trump"] == "S"
    with pytest.raises(InvalidRecord):  # a card of the widow also in a hand
        seven(hands={**HANDS, "A": [*HANDS["A"][:6], WIDOW[0]]})


def test_foster_seven_hand_bidding_each_in_turn_from_the_eldest_bids_points_naming_his_suit() -> None:
    # #bidding: "each player in turn, beginning with the eldest hand, bids a certain number of points, at the same
    # time naming the suit"; #highest-suit: "the suit named by the highest bidder must be the trump".
    d = only_deal(seven(ev("bid", "B", value=2, suit="H"), ev("pass", "C"), ev("pass", "D"),
                        ev("bid", "E", value=3, suit="C"), ev("bid", "F", value=4, suit="H"), ev("pass", "G"),
                        ev("bid", "A", value=6, suit="H")))
    assert (d["maker"], d["trump"]) == ("A", "H") and d["rulings"] == []


def test_foster_seven_hand_highest_suit_there_is_no_second_bid() -> None:
    d = only_deal(seven(ev("bid", "B", value=2, suit="H"), *PASSES, ev("bid", "B", value=5, suit="S")))
    assert d["rulings"][0]["irregularity"] == "bid" and (d["maker"], d["bid"]["value"]) == ("B", 2)


def test_foster_seven_hand_widow_the_successful_bidder_takes_it_and_discards_to_seven() -> None:
    # #widow: "The successful bidder takes the widow ... so as to restore the number of his cards to seven."
    d = b_bids(5, ev("take_widow", "B"), ev("discard", "B", cards=[*WIDOW, "AH"]))
    assert d["rulings"][0]["irregularity"] == "widow"  # a fifth card laid out: no effect, he keeps it


def test_foster_seven_hand_partners_not_more_than_five_tricks_two_partners() -> None:
    # #partners: "not more than five tricks ... he chooses two partners, and these three play against the remaining
    # four."
    d = b_bids(5, ev("choose_partners", "B", partners=["C", "D", "E"]))
    assert "No effect for E" in d["rulings"][0]["effect"]
    assert d["rulings"][0]["citations"][0]["text"].startswith("If the bidder has proposed to take not more than five")


def test_foster_seven_hand_partners_six_or_seven_tricks_three_partners_and_the_scoring() -> None:
    # "If he has bid to make six or seven tricks he chooses three partners"; #scoring: "he and his partners, if any,
    # are credited by the scorer with the number of points bid, but no more."
    d = b_bids(6, ev("choose_partners", "B", partners=["C", "D", "E"]), ev("outcome", "B", suit="S", tricks=7))
    assert d["rulings"] == []
    assert d["points"] == {"A": 0, "B": 6, "C": 6, "D": 6, "E": 6, "F": 0, "G": 0}


def test_foster_seven_hand_scoring_a_bid_of_five_taking_seven_counts_only_five() -> None:
    # #scoring: "Should a player bid five, and his side take seven, it would count them only five points."
    d = b_bids(5, ev("choose_partners", "B", partners=["C", "D"]), ev("outcome", "B", suit="S", tricks=7))
    assert d["points"] == {"A": 0, "B": 5, "C": 5, "D": 5, "E": 0, "F": 0, "G": 0}


def test_foster_seven_hand_euchred_the_adversaries_are_credited_with_the_number_bid() -> None:
    # #euchred: "If the player making the trump fails to reach his bid, he is euchred, and the adversaries are
    # credited with the number of points bid."
    d = b_bids(5, ev("choose_partners", "B", partners=["C", "D"]), ev("outcome", "B", suit="S", tricks=4))
    assert d["points"] == {"A": 5, "B": 0, "C": 0, "D": 0, "E": 5, "F": 5, "G": 5}


def test_foster_seven_hand_ten_all_seven_tricks_without_partners_outranks_seven() -> None:
    # #ten: "he may bid ten, which would outrank a bid of seven": a lone hand undertaking all seven tricks.
    d = only_deal(seven(ev("bid", "B", value=7, suit="S"), ev("bid", "C", value=10, suit="H"),
                        *[ev("pass", s) for s in "DEFGA"], ev("take_widow", "C"), ev("discard", "C", cards=WIDOW),
                        ev("outcome", "C", suit="H", alone=True, tricks=7)))
    assert (d["maker"], d["lone"]) == ("C", "C")
    assert d["points"] == {"A": 0, "B": 0, "C": 10, "D": 0, "E": 0, "F": 0, "G": 0}
    short = b_bids(10, ev("outcome", "B", suit="S", alone=True, tricks=6))
    assert short["points"] == {"A": 10, "B": 0, "C": 10, "D": 10, "E": 10, "F": 10, "G": 10}


def test_foster_seven_hand_twenty_the_widow_must_remain_untouched() -> None:
    # #twenty: "When twenty is bid the cards in the widow must remain untouched."
    d = b_bids(20, ev("take_widow", "B"))
    ruling = d["rulings"][0]
    assert (ruling["irregularity"], ruling["laws"]) == ("widow", ["foster:seven-hand"])
    assert ruling["citations"][0]["text"].endswith("When twenty is bid the cards in the widow must remain untouched.")


def test_foster_seven_hand_bidder_leads_the_successful_bidder_has_the_lead_for_the_first_trick() -> None:
    d = b_bids(5, ev("choose_partners", "B", partners=["C", "D"]), ev("play", "B", card="AS"))
    assert d["rulings"] == [] and d["tricks"][0]["leader"] == "B"


def test_foster_seven_hand_revoke_the_adversaries_score_the_number_bid_and_the_hand_is_abandoned() -> None:
    # #revoke: "If a player on either side revokes, the adversaries score the number bid, and the hand is
    # abandoned": B leads the ace of hearts; F, an adversary holding the jack and queen, plays a diamond; B claims.
    assert {"JH", "QH", "4D"} <= set(HANDS["F"])
    plays = [ev("play", s, card=c) for s, c in zip("BCDEFGA", ["AH", "2H", "4S", "4H", "4D", "9D", "3C"])]
    d = b_bids(5, ev("choose_partners", "B", partners=["C", "D"]), *plays, ev("quit_trick"),
               ev("claim", "B", kind="revoke", against="F", trick=1))
    ruling = next(r for r in d["rulings"] if r["irregularity"] == "revoke")
    assert ruling["laws"] == ["foster:seven-hand"] and "Hand abandoned" in ruling["effect"]
    assert d["points"] == {"A": 0, "B": 5, "C": 5, "D": 5, "E": 0, "F": 0, "G": 0} and d["status"] == "scored"


def test_foster_seven_hand_deal_irregularities_the_same_as_in_ordinary_euchre() -> None:
    # #deal-irregularities: a card faced in the pack: Foster's law 11, binding, with the sentence.
    d = only_deal(seven(ev("deal_fault", kind="faced_in_pack", card="2C")))
    ruling = d["rulings"][0]
    assert "foster:11" in ruling["laws"] and "foster:seven-hand" in ruling["laws"] and not ruling["persuasive"]


def test_foster_seven_hand_the_scores_run_on_no_game() -> None:
    # family.md §4: seven-hand has no game; its prizes go to "the highest number of points won during the evening".
    ruling = seven(ev("bid", "B", value=5, suit="S"), *PASSES, ev("choose_partners", "B", partners=["C", "D"]),
                   ev("outcome", "B", suit="S", tricks=5), start_score={"B": 200})
    assert ruling["games"][0]["winner"] is None and ruling["score"]["B"] == 205


def test_foster_28_seven_hand_a_lone_bid_of_ten_abandoned_for_a_lead_out_of_turn_scores_ten() -> None:
    # foster:28: "If an adversary of a lone player leads out of turn, the lone player may abandon the hand, and score
    # the points"; #ten: "he may bid ten", credited "with the number bid" (#scoring), not law 2's seven.
    d = b_bids(10, ev("take_widow", "B"), ev("discard", "B", cards=WIDOW), ev("play", "C", card="2S"),
               ev("abandon", "B"))
    [r] = d["rulings"]
    assert r["effect"] == "B abandoned the hand and scored 10."
    assert d["points"] == {"A": 0, "B": 10, "C": 0, "D": 0, "E": 0, "F": 0, "G": 0}


def test_foster_27_seven_hand_a_lead_by_the_bidders_partner_in_his_turn_a_suit_called_from_the_bidder() -> None:
    # foster:27: "If a player leads when it was his partner's turn, a suit may be called from his partner": C, whom B
    # chose for the deal, leads in B's turn (#bidder-leads); A, last to the trick, may call a suit from B.
    d = b_bids(5, ev("choose_partners", "B", partners=["C", "D"]), ev("play", "C", card="2S"))
    [r] = d["rulings"]
    assert r["options"] == ["call_suit"] and "his partner B's turn" in r["finding"]
    assert r["effect"].startswith("A, last to play to the trick, may call a suit from B.")


def test_foster_38_seven_hand_a_trick_looked_at_a_suit_called_from_him_or_his_partners_for_the_deal() -> None:
    # foster:38: "under penalty of having a suit called from him or his partner": D, whom B chose with C, looks at the
    # first trick turned and quitted; a suit may be called from D, B or C, by an adversary (E), not by C.
    trick = [("B", "AS"), ("C", "2S"), ("D", "4S"), ("E", "4H"), ("F", "4D"), ("G", "2C"), ("A", "3C")]
    base = (ev("choose_partners", "B", partners=["C", "D"]), *[ev("play", s, card=c) for s, c in trick],
            ev("quit_trick"), ev("look_back", "D"))
    [r] = b_bids(5, *base)["rulings"]
    assert r["effect"] == "A suit may be called from D or his partners for the deal (B, C) when next one of them leads."
    [r] = b_bids(5, *base, ev("call", "E", target="B", suit="H"))["rulings"]
    assert (r["elected"], r["effect"]) == ("call_suit", "E called hearts from B.")
    d = b_bids(5, *base, ev("call", "C", target="B", suit="H"))
    assert d["rulings"][1]["finding"] == "C called on B, but the call belongs to the adversaries of D."
