"""Euchre for Five Players as Foster gives it (EUCHRE FOR FIVE PLAYERS, laws/foster-five-hand.toml; family.md §4,
`five-hand-euchre`), "practically the same as the seven-handed game" (laws/foster-seven-hand.toml), each case built
from the sentences' words. "The rules governing all irregularities in the deal are the same as in ordinary Euchre"
(foster:seven-hand#deal-irregularities): Foster's Laws 1-40 bind them, cited with that sentence."""
from __future__ import annotations

from typing import Any

import pytest

import referee
from referee.record import InvalidRecord

from builders import ev, only_deal, record

SEATS = ("A", "B", "C", "D", "E")
# A deals: B is the eldest hand, then C, D, E, and A last. B holds the right bower and the ace and king of hearts;
# C the left bower and the ace and jack of spades; D the queen and eight of hearts and three clubs; E five diamonds.
HANDS = {"A": ["8S", "9S", "TS", "8C", "9C"], "B": ["JH", "AH", "KH", "QS", "KS"], "C": ["JD", "TH", "9H", "AS", "JS"],
         "D": ["QH", "8H", "AC", "KC", "QC"], "E": ["AD", "KD", "QD", "TD", "9D"]}
WIDOW = ["JC", "TC", "8D"]
#: B bids four in hearts and holds the bid; he takes the widow, lays out three, and chooses C and D.
B_FOUR = (ev("bid", "B", value=4, suit="H"), ev("pass", "C"), ev("bid", "D", value=3, suit="C"), ev("pass", "E"),
          ev("pass", "A"))
WIDOW_TAKEN = (ev("take_widow", "B"), ev("discard", "B", cards=["QS", "KS", "8D"]))
#: B's trumps draw three rounds; C's left bower takes the third and his spades the last two: the bidder's side all five.
PLAY = [("B", "JH"), ("C", "9H"), ("D", "8H"), ("E", "9D"), ("A", "8S"),
        ("B", "AH"), ("C", "TH"), ("D", "QH"), ("E", "TD"), ("A", "9S"),
        ("B", "KH"), ("C", "JD"), ("D", "QC"), ("E", "QD"), ("A", "TS"),
        ("C", "AS"), ("D", "KC"), ("E", "KD"), ("A", "8C"), ("B", "JC"),
        ("C", "JS"), ("D", "AC"), ("E", "AD"), ("A", "9C"), ("B", "TC")]


def plays(*which: tuple[str, str]) -> list[dict[str, Any]]:
    return [ev("play", seat, card=card) for seat, card in which]


def five(*events: dict[str, Any], hands: dict[str, list[str]] | None = None, start_score: dict[str, int] | None = None,
         **options: Any) -> dict[str, Any]:
    dealt = ev("deal", hands=HANDS if hands is None else hands, widow=WIDOW)
    raw = record({"dealer": "A", "events": [ev("shuffle", "A"), ev("cut", "E"), dealt, *events]},
                 game="five-hand-euchre", seats=SEATS, **options)
    return referee.rule({**raw, "start_score": start_score} if start_score else raw)


def test_foster_five_hand_seven_hand_twenty_eight_cards_all_below_the_eight_deleted() -> None:
    # foster:five-hand#seven-hand: "the pack is reduced to 28 cards, all below the Eight in each suit being deleted".
    assert only_deal(five(*B_FOUR))["rulings"] == []
    with pytest.raises(InvalidRecord) as err:
        five(hands={**HANDS, "A": ["7S", "9S", "TS", "8C", "9C"]})
    assert "7S is not in the pack in use (28 cards)" in str(err.value)


def test_foster_five_hand_no_joker_the_joker_is_not_used() -> None:
    # #no-joker: "The Joker is not used."
    with pytest.raises(InvalidRecord):
        five(hands={**HANDS, "A": ["JK", "9S", "TS", "8C", "9C"]})


def test_foster_five_hand_five_players_each_for_himself_scores_by_seat() -> None:
    assert five()["score"] == {s: 0 for s in SEATS}
    with pytest.raises(InvalidRecord) as err:
        referee.rule(record(game="five-hand-euchre"))
    assert "Euchre for Five Players is played by five." in str(err.value)


def test_foster_seven_hand_highest_suit_the_suit_named_by_the_highest_bidder_is_the_trump() -> None:
    # foster:seven-hand#highest-suit: "the suit named by the highest bidder must be the trump for that deal".
    d = only_deal(five(*B_FOUR))
    assert (d["maker"], d["trump"], d["bid"]["value"]) == ("B", "H", 4)


def test_foster_five_hand_widow_the_bidder_takes_the_three_and_discards_to_five() -> None:
    # #widow: "the three remaining form the widow"; foster:seven-hand#widow: "The successful bidder takes the widow
    # ... discarding others in their stead, so as to restore the number of his cards" (to five).
    d = only_deal(five(*B_FOUR, *WIDOW_TAKEN, ev("choose_partners", "B", partners=["C", "D"]), *plays(*PLAY)))
    assert d["rulings"] == [] and d["status"] == "scored"


def test_foster_seven_hand_widow_taken_by_another_than_the_successful_bidder_is_of_no_effect() -> None:
    d = only_deal(five(*B_FOUR, ev("take_widow", "D")))
    ruling = d["rulings"][0]
    assert ruling["irregularity"] == "widow" and ruling["laws"] == ["foster:seven-hand"]


def test_foster_seven_hand_bidder_leads_the_successful_bidder_has_the_lead() -> None:
    # foster:seven-hand#bidder-leads: "The successful bidder has the lead for the first trick."
    d = only_deal(five(*B_FOUR, *WIDOW_TAKEN, ev("choose_partners", "B", partners=["C", "D"]), *plays(PLAY[0])))
    assert d["rulings"] == [] and d["tricks"][0]["leader"] == "B"
    wrong = only_deal(five(*B_FOUR, *WIDOW_TAKEN, ev("choose_partners", "B", partners=["C", "D"]),
                           *plays(("E", "9D"))))
    assert wrong["rulings"][0]["irregularity"] == "lead_out_of_turn"


def test_foster_seven_hand_deal_irregularities_foster_laws_bind_cited_with_the_sentence() -> None:
    # foster:seven-hand#deal-irregularities: "The rules governing all irregularities in the deal are the same as in
    # ordinary Euchre": the pack not cut, dealt: Foster's law 14, binding, with the sentence.
    raw = record({"dealer": "A", "events": [ev("shuffle", "A"), ev("deal_fault", kind="not_cut", seat="A")]},
                 game="five-hand-euchre", seats=SEATS)
    ruling = only_deal(referee.rule(raw))["rulings"][0]
    assert "foster:14" in ruling["laws"] and "foster:seven-hand" in ruling["laws"] and not ruling["persuasive"]


def test_foster_five_hand_partners_three_tricks_takes_one_partner_only() -> None:
    # #partners: "The player bidding three tricks takes one partner only."
    events = (ev("bid", "B", value=3, suit="H"), *[ev("pass", s) for s in "CDEA"], *WIDOW_TAKEN,
              ev("choose_partners", "B", partners=["C", "D"]), ev("outcome", "B", suit="H", tricks=3))
    d = only_deal(five(*events))
    ruling = d["rulings"][0]
    assert ruling["citations"][0]["text"].startswith("The player bidding three tricks takes one partner only.")
    assert "No effect for D" in ruling["effect"] and d["partners"] == ["C"]
    assert d["points"] == {"A": 0, "B": 3, "C": 3, "D": 0, "E": 0}


def test_foster_five_hand_partners_four_or_five_tricks_takes_two_partners() -> None:
    # "The player bidding four or five tricks, takes two partners."; foster:seven-hand#scoring: "he and his partners
    # ... are credited by the scorer with the number of points bid, but no more": all five tricks, four each.
    d = only_deal(five(*B_FOUR, *WIDOW_TAKEN, ev("choose_partners", "B", partners=["C", "D"]), *plays(*PLAY)))
    assert sum(1 for t in d["tricks"] if t["winner"] in "BCD") == 5
    assert d["points"] == {"A": 0, "B": 4, "C": 4, "D": 4, "E": 0} and d["partners"] == ["C", "D"]
    assert [b["id"] for b in d["basis"] if b["decides"] == "points"] == ["foster:seven-hand"]


def test_foster_seven_hand_euchred_the_adversaries_are_credited_with_the_number_bid() -> None:
    # foster:seven-hand#euchred: "If the player making the trump fails to reach his bid, he is euchred, and the
    # adversaries are credited with the number of points bid."
    d = only_deal(five(*B_FOUR, *WIDOW_TAKEN, ev("choose_partners", "B", partners=["C", "D"]),
                       ev("outcome", "B", suit="H", tricks=3)))
    assert d["points"] == {"A": 4, "B": 0, "C": 0, "D": 0, "E": 4}


def test_foster_five_hand_alone_eight_takes_the_widow_but_no_partners() -> None:
    # #alone: "A player who intends to take the widow, but no partners, can bid eight": a lone hand, all five tricks.
    events = (ev("bid", "B", value=8, suit="H"), *[ev("pass", s) for s in "CDEA"], *WIDOW_TAKEN,
              ev("choose_partners", "B", partners=["C"]), ev("outcome", "B", suit="H", alone=True, tricks=5))
    d = only_deal(five(*events))
    assert (d["alone"], d["lone"]) == (True, "B")
    assert "No effect for C" in d["rulings"][0]["effect"]
    assert d["points"] == {"A": 0, "B": 8, "C": 0, "D": 0, "E": 0}
    short = only_deal(five(*events[:-1], ev("outcome", "B", suit="H", alone=True, tricks=4)))
    assert short["points"] == {"A": 8, "B": 0, "C": 8, "D": 8, "E": 8}  # eight undertakes all five


def test_foster_five_hand_alone_fifteen_takes_neither_widow_nor_partners() -> None:
    # #alone: "one who intends to take neither widow nor partners can bid fifteen".
    d = only_deal(five(ev("bid", "B", value=15, suit="H"), *[ev("pass", s) for s in "CDEA"], ev("take_widow", "B")))
    ruling = d["rulings"][0]
    assert ruling["irregularity"] == "widow" and ruling["laws"] == ["foster:five-hand"]
    assert d["lone"] == "B"


def test_foster_five_hand_a_bid_the_game_does_not_allow_is_of_no_effect() -> None:
    d = only_deal(five(ev("bid", "B", value=6, suit="H"), ev("bid", "C", value=3, suit="S"),
                       *[ev("pass", s) for s in "DEA"]))
    assert d["rulings"][0]["irregularity"] == "bid" and d["rulings"][0]["laws"] == ["foster:seven-hand"]
    assert d["maker"] == "C"


def test_foster_five_hand_here_the_holder_of_the_card_asked_for_is_a_partner() -> None:
    # #here: "the successful bidder ... select one of his partners by asking for the holder of a certain card";
    # #here-answered: "he asks for the spade ace, and the player holding that card must say, “Here”".
    events = (*B_FOUR, *WIDOW_TAKEN, ev("call_holder", "B", card="AS"), ev("choose_partners", "B", partners=["D"]),
              ev("outcome", "B", suit="H", tricks=4))
    d = only_deal(five(*events))
    assert d["rulings"] == [] and d["points"] == {"A": 0, "B": 4, "C": 4, "D": 4, "E": 0}
    answered = (*B_FOUR, *WIDOW_TAKEN, ev("call_holder", "B", card="AS", holder="C"),
                ev("outcome", "B", suit="H", tricks=4))
    assert only_deal(five(*answered))["points"]["C"] == 4


def test_foster_seven_hand_revoke_the_adversaries_score_the_number_bid_and_the_hand_is_abandoned() -> None:
    # foster:seven-hand#revoke: "If a player on either side revokes, the adversaries score the number bid, and the
    # hand is abandoned": D, the bidder's partner, renounces to the trump led holding the queen of hearts; A claims.
    events = (*B_FOUR, *WIDOW_TAKEN, ev("choose_partners", "B", partners=["C", "D"]),
              *plays(("B", "JH"), ("C", "9H"), ("D", "QC"), ("E", "9D"), ("A", "8S"), ("B", "AH")),
              ev("claim", "A", kind="revoke", against="D", trick=1))
    d = only_deal(five(*events))
    ruling = next(r for r in d["rulings"] if r["irregularity"] == "revoke")
    assert ruling["laws"] == ["foster:seven-hand"] and "Hand abandoned" in ruling["effect"]
    assert d["points"] == {"A": 4, "B": 0, "C": 0, "D": 0, "E": 4} and d["status"] == "scored"


def test_foster_five_hand_game_a_hundred_points() -> None:
    # #game: "100 points is game."
    events = (*B_FOUR, *WIDOW_TAKEN, ev("choose_partners", "B", partners=["C", "D"]), *plays(*PLAY))
    won = five(*events, start_score={"A": 0, "B": 96, "C": 0, "D": 0, "E": 0})
    assert won["games"][0]["winner"] == "B"
    assert five(*events, start_score={"B": 95})["score"]["B"] == 99


def test_foster_28_five_hand_a_lone_bid_of_eight_abandoned_for_a_lead_out_of_turn_scores_eight() -> None:
    # foster:28: "If an adversary of a lone player leads out of turn, the lone player may abandon the hand, and score
    # the points"; #alone: "can bid eight", and foster:seven-hand#scoring credits the bidder "with the number bid". B,
    # who leads (#bidder-leads), bids eight; C leads before him.
    events = (ev("bid", "B", value=8, suit="H"), *[ev("pass", s) for s in "CDEA"], *WIDOW_TAKEN,
              ev("play", "C", card="AS"), ev("abandon", "B"))
    d = only_deal(five(*events))
    [r] = d["rulings"]
    assert r["irregularity"] == "lead_out_of_turn" and r["effect"] == "B abandoned the hand and scored 8."
    assert d["points"] == {"A": 0, "B": 8, "C": 0, "D": 0, "E": 0}


def test_foster_27_five_hand_a_lead_by_the_bidders_partner_in_his_turn_a_suit_called_from_the_bidder() -> None:
    # foster:27: "If a player leads when it was his partner's turn, a suit may be called from his partner. The demand
    # must be made by the last player to the trick"; the partners B chose are his partners for the deal ("the maker of
    # the trump in each deal selects his partners, and they play against the others", foster:text#seats-by-number).
    # C leads in B's turn (#bidder-leads): A, the last of the adversaries to the trick, calls spades from B.
    base = (*B_FOUR, *WIDOW_TAKEN, ev("choose_partners", "B", partners=["C", "D"]), ev("play", "C", card="AS"))
    [r] = only_deal(five(*base))["rulings"]
    assert r["irregularity"] == "lead_out_of_turn" and r["laws"][0] == "foster:27" and r["options"] == ["call_suit"]
    assert "his partner B's turn" in r["finding"] and r["effect"].startswith("A, last to play to the trick, may call "
                                                                            "a suit from B.")
    [r] = only_deal(five(*base, ev("call", "A", target="B", suit="S")))["rulings"]
    assert r["elected"] == "call_suit" and r["effect"].startswith("A, last to play to the trick, called spades from B.")
    # the call is the adversaries': B's partner D may not make it
    d = only_deal(five(*base, ev("call", "D", target="B", suit="S")))
    assert d["rulings"][0]["elected"] is None and d["rulings"][1]["irregularity"] == "call_of_no_effect"


def test_foster_27_five_hand_the_last_adversary_to_the_trick_calls_where_a_partner_sits_last() -> None:
    # foster:27's demand is the adversaries' ("the adversaries may call a suit", foster:text#leading-out-of-turn), by
    # the last to the trick; B bids three and takes A, who sits last to B's lead: E, the last adversary, calls (a
    # reading: docs/reading.md, Partners taken for the deal).
    bid3 = (ev("bid", "B", value=3, suit="H"), *[ev("pass", s) for s in "CDEA"], *WIDOW_TAKEN,
            ev("choose_partners", "B", partners=["A"]), ev("play", "A", card="9S"))
    [r] = only_deal(five(*bid3))["rulings"]
    assert r["options"] == ["call_suit"] and r["effect"].startswith("E, last to play to the trick, may call a suit "
                                                                    "from B.")


def test_foster_38_five_hand_a_trick_looked_at_a_suit_called_from_him_or_his_partners_for_the_deal() -> None:
    # foster:38: "No player is allowed to see any trick that has once been turned and quitted, under penalty of having
    # a suit called from him or his partner"; the partners B chose are his partners for the deal ("the maker of the
    # trump in each deal selects his partners, and they play against the others", foster:text#seats-by-number). C,
    # whom B chose, looks at the first trick: a suit may be called from C, B or D, by the adversaries A and E.
    base = (*B_FOUR, *WIDOW_TAKEN, ev("choose_partners", "B", partners=["C", "D"]), *plays(*PLAY[:5]),
            ev("quit_trick"), ev("look_back", "C"))
    [r] = only_deal(five(*base))["rulings"]
    assert (r["irregularity"], r["laws"][0], r["options"]) == ("looked_back", "foster:38", ["call_suit"])
    assert r["effect"] == "A suit may be called from C or his partners for the deal (B, D) when next one of them leads."
    [r] = only_deal(five(*base, ev("call", "A", target="B", suit="S")))["rulings"]  # B, who leads next
    assert (r["elected"], r["effect"]) == ("call_suit", "A called spades from B.")
    # the call is the adversaries': D, C's partner, may not make it; nor may it be made from E, an adversary
    d = only_deal(five(*base, ev("call", "D", target="B", suit="S")))
    assert d["rulings"][0]["elected"] is None and d["rulings"][1]["irregularity"] == "call_of_no_effect"
    assert d["rulings"][1]["finding"] == "D called on B, but the call belongs to the adversaries of C."
    d = only_deal(five(*base, ev("call", "A", target="E", suit="S")))
    assert d["rulings"][1]["finding"] == ("A called on E, but the suit may be called only from C or his partners for "
                                          "the deal (B, D).")


def test_foster_38_five_hand_an_adversary_who_looks_has_no_partner_for_the_deal() -> None:
    # foster:38's "or his partner": an adversary of the bidder's side has none (docs/reading.md, Partners taken for
    # the deal: the adversaries among themselves are not partners): E looks, a suit may be called from E alone.
    base = (*B_FOUR, *WIDOW_TAKEN, ev("choose_partners", "B", partners=["C", "D"]), *plays(*PLAY[:5]),
            ev("quit_trick"), ev("look_back", "E"))
    [r] = only_deal(five(*base))["rulings"]
    assert r["effect"] == "A suit may be called from E when next he leads."
