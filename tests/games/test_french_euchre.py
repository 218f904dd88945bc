"""French Euchre, and the "six-handed Euchre" of his Napoleon, as Keller gives them (laws/keller-french-euchre.toml;
family.md §4, `french-euchre`, code `keller`), each case built from the sentences' words. "The game then proceeds
according to the rules of the regular four-handed game of Euchre" (keller:french-euchre#regular-rules): Foster's Laws
1-40 bind it, cited with that sentence."""
from __future__ import annotations

from typing import Any

import pytest

import referee
from referee.record import InvalidRecord

from builders import HANDS, deal, ev, only_deal, record

# N deals (builders.HANDS, all nines and up): E is the eldest hand, then S, W, and N last.
#: The hand played out with hearts trumps: NS take all five (S's bowers and hearts three, N's spades two).
PLAY = ("AH", "JH", "JD", "KH", "QH", "TC", "9C", "QC", "TH", "TS", "9D", "KC", "QS", "AC", "AS", "KD",
        "KS", "TD", "9S", "JC")
SIX = ("A", "B", "C", "D", "E", "F")


def french(*events: dict[str, Any] | str, start_score: dict[str, int] | None = None, **kw: Any) -> dict[str, Any]:
    raw = record(deal("N", *events, turn_up=None), game="french-euchre", code="keller", **kw)
    return referee.rule({**raw, "start_score": start_score} if start_score else raw)


def bid(seat: str, value: int, **fields: Any) -> dict[str, Any]:
    return ev("bid", seat, value=value, **fields)


def bids(*said: tuple[str, int]) -> list[dict[str, Any]]:
    """The round from the eldest hand: a number is a bid, 0 a pass."""
    return [bid(seat, n) if n else ev("pass", seat) for seat, n in said]


S_THREE = (*bids(("E", 2), ("S", 3), ("W", 0), ("N", 0)), ev("make", "S", suit="H"))


def six(*events: dict[str, Any], **kw: Any) -> dict[str, Any]:
    raw = record({"dealer": "A", "events": [ev("deal"), *events]}, game="french-euchre", code="keller", seats=SIX,
                 **kw)
    return referee.rule(raw)


def ids(ruling: dict[str, Any]) -> list[str]:
    return ruling["laws"]


def test_keller_french_pack_only_twenty_four_cards_all_below_nines_thrown_out() -> None:
    # keller:french-euchre#pack: "only twenty-four cards are used, all below nines being thrown out."
    assert only_deal(french(*S_THREE))["rulings"] == []
    eights = {**HANDS, "N": ["AS", "KS", "KH", "9D", "8C"]}
    with pytest.raises(InvalidRecord) as err:
        referee.rule(record(deal("N", hands=eights, turn_up=None), game="french-euchre", code="keller"))
    assert "8C is not in the pack in use (24 cards)" in str(err.value)


def test_keller_french_players_four_partners_sitting_opposite() -> None:
    # keller:french-euchre#players: "Four persons play the game, partners sitting opposite each other".
    assert french()["score"] == {"NS": 0, "EW": 0}
    with pytest.raises(InvalidRecord) as err:
        referee.rule(record(game="french-euchre", code="keller", seats=("A", "B", "C", "D", "E")))
    assert "French Euchre is played by four, or by six" in str(err.value)
    with pytest.raises(InvalidRecord):
        referee.rule(record(game="french-euchre", code="foster"))  # Keller's game, ruled by his code


def test_keller_french_no_trump_turned_the_highest_bidder_names_it() -> None:
    # #no-trump-turned: "no trump is turned"; #bidding: "that player making the highest bid is entitled to name the
    # trump".
    d = only_deal(french(*S_THREE))
    assert (d["maker"], d["trump"], d["bid"]["value"]) == ("S", "H", 3)


def test_keller_french_bidding_each_in_turn_beginning_with_the_eldest_hand() -> None:
    # #bidding: "each player, in turn, beginning with the eldest hand": S bids before E, the eldest: out of turn.
    d = only_deal(french(bid("S", 3), *bids(("E", 2), ("W", 0), ("N", 0)), ev("make", "S", suit="H")))
    assert [r["irregularity"] for r in d["rulings"]] == ["bid"]
    assert d["rulings"][0]["persuasive"] == ["callace:51"] and d["maker"] == "S"


def test_keller_french_must_pass_last_a_bid_not_more_than_the_last_is_worthless() -> None:
    # #must-pass-last: C bids three; "unless he bids more than three tricks, his bid is worthless".
    d = only_deal(french(*bids(("E", 3), ("S", 2), ("W", 0), ("N", 0)), ev("make", "E", suit="D")))
    ruling = d["rulings"][0]
    assert (ruling["irregularity"], ids(ruling)) == ("bid", ["keller:french-euchre"])
    assert ruling["citations"][0]["text"].startswith("But unless he bids more than three tricks, his bid is worthless")
    assert "no effect" in ruling["effect"] and d["maker"] == "E"


def test_keller_french_must_pass_last_if_b_bids_four_he_supersedes_c() -> None:
    # "If B bids four tricks, however, he supersedes C in the right to make the trump."
    d = only_deal(french(*bids(("E", 3), ("S", 4), ("W", 0), ("N", 0)), ev("make", "S", suit="H")))
    assert d["rulings"] == [] and d["maker"] == "S"


def test_keller_french_equal_bids_the_right_belongs_to_the_player_first_making_that_bid() -> None:
    # #equal-bids: "if two or more players bid the same number of tricks, and no higher bid has been made, the right
    # to name the trump belongs to the player first making that bid."
    d = only_deal(french(*bids(("E", 3), ("S", 3), ("W", 3), ("N", 0)), ev("make", "E", suit="D")))
    assert (d["maker"], d["trump"]) == ("E", "D") and len(d["rulings"]) == 2


def test_keller_french_five_ends_the_bidding_for_that_deal() -> None:
    # #five-ends: "If any player, the eldest hand for instance, bids five tricks, that ends the bidding for that deal".
    d = only_deal(french(bid("E", 5), bid("S", 5), ev("make", "E", suit="D")))
    ruling = d["rulings"][0]
    assert ruling["irregularity"] == "bid" and "after the bidding was over" in ruling["finding"]
    assert ruling["citations"][0]["text"].startswith("If any player, the eldest hand for instance, bids five tricks")
    assert (d["maker"], d["trump"]) == ("E", "D")


def test_keller_french_five_ends_six_tricks_cannot_be_bid() -> None:
    # "for five tricks are all that can be made"
    d = only_deal(french(*bids(("E", 6), ("S", 2), ("W", 0), ("N", 0)), ev("make", "S", suit="H")))
    assert ids(d["rulings"][0]) == ["keller:french-euchre"] and d["maker"] == "S"


def test_keller_french_one_bid_each_player_has_but_one_bid() -> None:
    # #one-bid: "Each player has but one bid for the trump."
    d = only_deal(french(*bids(("E", 2), ("S", 3), ("W", 0), ("N", 0)), bid("E", 4), ev("make", "S", suit="H")))
    ruling = d["rulings"][0]
    assert ruling["citations"][0]["text"] == "Each player has but one bid for the trump."
    assert d["maker"] == "S"


def test_keller_french_eldest_leads_the_play_begins_with_the_eldest_hand_leading() -> None:
    # #eldest-leads: "the play begins with the eldest hand leading": E leads though S holds the bid.
    d = only_deal(french(*S_THREE, "AH"))
    assert d["rulings"] == [] and d["tricks"][0]["leader"] == "E"


def test_keller_french_regular_rules_bind_foster_laws_cited_with_the_sentence() -> None:
    # #regular-rules: "The game then proceeds according to the rules of the regular four-handed game of Euchre":
    # S, the bidder, leads instead of E: Foster's law on a lead out of turn binds, cited beside the sentence.
    d = only_deal(french(*S_THREE, "QH"))
    ruling = d["rulings"][0]
    assert ruling["irregularity"] == "lead_out_of_turn" and not ruling["persuasive"]
    assert any(law.startswith("foster:") for law in ids(ruling)) and "keller:french-euchre" in ids(ruling)
    assert "silent" not in ruling["effect"]


def test_keller_french_no_lone_hands_cannot_be_played() -> None:
    # #no-lone-hands: "Lone hands cannot be played."
    d = only_deal(french(*bids(("E", 2), ("S", 5)), ev("make", "S", suit="H", alone=True)))
    ruling = d["rulings"][0]
    assert ruling["irregularity"] == "lone_hand_barred"
    assert ruling["citations"][0]["text"] == "Lone hands cannot be played."
    assert (d["maker"], d["alone"]) == ("S", False)


def test_keller_french_no_excess_bids_three_makes_five_counts_three() -> None:
    # #no-excess: "if a side bids three tricks, and makes five, it can count only three."
    d = only_deal(french(*S_THREE, *PLAY))
    assert d["status"] == "scored" and d["points"] == {"NS": 3, "EW": 0}


def test_keller_french_euchred_the_opposing_side_scores_what_the_bidders_would_have() -> None:
    # #euchred: "if a side bids five tricks, and fails to make them, the opposing side is entitled to score five".
    d = only_deal(french(*bids(("E", 2), ("S", 5)), ev("make", "S", suit="H"), ev("outcome", "S", suit="H", tricks=4)))
    assert d["points"] == {"NS": 0, "EW": 5}


def test_keller_french_game_fifteen_points() -> None:
    # #game: "Fifteen points constitute the game in French Euchre, and each trick counts a point."
    won = french(*S_THREE, *PLAY, start_score={"NS": 12, "EW": 0})
    assert won["games"][0]["winner"] == "NS"
    assert french(*S_THREE, *PLAY, start_score={"NS": 11, "EW": 0})["score"] == {"NS": 14, "EW": 0}


def test_keller_six_hand_players_two_partnerships_of_three_seated_alternately() -> None:
    # keller:six-hand#players: "two partnerships of three members each. These partners are seated alternately".
    assert six()["score"] == {"ACE": 0, "BDF": 0}


def test_keller_six_hand_pack_two_sevens_discarded_all_the_cards_dealt() -> None:
    # keller:six-hand#pack: "Two of the sevens are discarded from the pack": a seven may be in play, a six may not.
    hands = {"A": ["7S", "8S", "9S", "TS", "JS"], "B": ["QS", "KS", "AS", "7H", "8H"],
             "C": ["9H", "TH", "JH", "QH", "KH"], "D": ["AH", "8D", "9D", "TD", "JD"],
             "E": ["QD", "KD", "AD", "8C", "9C"], "F": ["TC", "JC", "QC", "KC", "AC"]}
    assert six(ev("deal", hands=hands))["deals"][0]["status"] == "incomplete"
    with pytest.raises(InvalidRecord):
        six(ev("deal", hands={**hands, "A": ["6S", "8S", "9S", "TS", "JS"]}))


def test_keller_six_hand_suit_declared_with_the_bid_is_the_trump() -> None:
    # keller:six-hand#suit-declared: "When a bid is made, the suit on which the bid is based must be declared".
    d = only_deal(six(bid("B", 2, suit="C"), bid("C", 3, suit="S"), *[ev("pass", s) for s in "DEFA"]))
    assert (d["maker"], d["trump"], d["rulings"]) == ("C", "S", [])
    assert any(b["id"] == "keller:six-hand" and b["decides"] == "trump" for b in d["basis"])


def test_keller_six_hand_no_excess_and_euchred_score_the_tricks_bid() -> None:
    # #no-excess: "The winning side can score no more than the number of tricks bid"; #euchred: "the opposing side
    # scores the number of tricks bid."
    passes = [ev("pass", s) for s in "CDEFA"]
    made = only_deal(six(bid("B", 3, suit="C"), *passes, ev("outcome", "B", suit="C", tricks=5)))
    assert made["points"] == {"ACE": 0, "BDF": 3}
    failed = only_deal(six(bid("B", 4, suit="C"), *passes, ev("outcome", "B", suit="C", tricks=3)))
    assert failed["points"] == {"ACE": 4, "BDF": 0}


def test_keller_six_hand_game_twenty_five_points() -> None:
    # keller:six-hand#game: "The game is usually twenty-five points."
    raw = record(game="french-euchre", code="keller", seats=SIX)
    assert referee.rule({**raw, "start_score": {"ACE": 24, "BDF": 0}})["games"][0]["winner"] is None


def test_keller_french_regular_rules_a_revoke_is_ruled_by_foster_law_30_binding() -> None:
    # #regular-rules: W renounces to the trump led holding the left bower (a heart, hearts trumps); S claims: the
    # regular game's revoke, Foster's law 30, binding and cited with the sentence: NS add two, the hand abandoned.
    events = (*S_THREE, "AH", "JH", "TS", "KH", ev("quit_trick"), ev("claim", "S", kind="revoke", against="W", trick=1),
              ev("elect", "S", option="add_two"))
    d = only_deal(french(*events))
    ruling = d["rulings"][0]
    assert (ruling["irregularity"], ruling["laws"], ruling["persuasive"]) == ("revoke", ["foster:30",
                                                                                        "keller:french-euchre"], [])
    assert (d["points"], d["status"]) == ({"NS": 2, "EW": 0}, "scored")


def _panel(rec: dict[str, Any], dealt: dict[str, Any]) -> tuple[str, list[tuple[str, str | None]]]:
    """The table's bidding panel for ``dealt``: its prompt and the bids it offers as taps (value, suit)."""
    from referee.games import find_game
    from referee.web.quick import offer
    from referee.web.view import pack_by_suit, suggest
    game = find_game(rec["game"])
    offered = offer(game, rec, dealt, 0, suggest(game, rec, dealt), pack_by_suit(rec), set(), None)
    assert offered is not None
    return offered.prompt, [(t.fields["value"], t.fields.get("suit")) for row in offered.rows for t in row
                            if t.fields["type"] == "bid"]


