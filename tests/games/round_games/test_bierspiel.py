"""Bierspiel (foster:bierspiel; rams-loo.md §4.3), Rams with crosses: each case from its sentence's words, at a table
of four (A B C D, D dealing), diamonds turned, the piquet rank A K Q J 10 9 8 7."""
from __future__ import annotations

from typing import Any

import pytest

from referee import rule
from referee.cards import Card, Suit
from referee.games.heading import PIQUET, Heading
from referee.record import InvalidRecord
from referee.schemas import load_record

from round_games import decides, named, quotes, record

SEATS = ("A", "B", "C", "D")
HANDS = {"A": ["AS", "KS", "QS", "JS", "TS"], "B": ["9S", "8S", "7S", "AH", "KH"],
         "C": ["QH", "JH", "TH", "9H", "8H"], "D": ["AC", "KC", "QC", "JC", "TC"]}
WIDOW = ["9C", "8C", "7C", "7H", "AD"]
STOCK = ["KD", "QD", "JD", "TD", "9D", "7D"]
TWO_IN = ({"type": "play_in", "seat": "A"}, {"type": "play_in", "seat": "B"}, {"type": "pass", "seat": "C"},
          {"type": "pass", "seat": "D"})
#: A leads his smallest card face down (no trump), B has none to play to it; then A's spades take every trick.
A_TAKES_ALL = ("TS", "7S", "AS", "9S", "KS", "8S", "QS", "AH", "JS", "KH")


def bier(*deals: dict[str, Any], **kw: Any) -> dict[str, Any]:
    return record('bierspiel', *deals, **kw)


def deal(*events: dict[str, Any] | str, hands: dict[str, list[str]] = HANDS, dealer: str = "D",
         widow: list[str] = WIDOW, turn_up: str = "8D", stock: list[str] = STOCK) -> dict[str, Any]:
    holder = {c: s for s, cards in hands.items() for c in cards}
    dealt = {"type": "deal", "hands": hands, "widow": widow, "turn_up": turn_up, "stock": stock}
    evs: list[dict[str, Any]] = [{"type": "shuffle", "seat": dealer}, dealt]
    evs += [{"type": "play", "seat": holder[e], "card": e} if isinstance(e, str) else e for e in events]
    return {"dealer": dealer, "events": evs}






def test_foster_bierspiel_crosses_three_crosses_of_five_points_each() -> None:
    ruling = rule(bier(deal(*TWO_IN, *A_TAKES_ALL)))
    assert ruling["counters"] == {"unit": "point", "white_per_red": None} and ruling["pool_total"] is None
    assert ruling["deals"][0]["pool"] is None


def test_foster_bierspiel_wipe_a_trick_won_wipes_a_point() -> None:
    ruling = rule(bier(deal(*TWO_IN, *A_TAKES_ALL)))
    d = ruling["deals"][0]
    assert d["points"] == {"A": -5, "B": 5, "C": 0, "D": 0} and not named(d, "penalty")
    assert ruling["score"] == {"A": 10, "B": 20, "C": 15, "D": 15}
    assert quotes(named(d, "settlement")[0], "foster:bierspiel#wipe")


def test_foster_bierspiel_crosses_penalty_a_player_in_without_a_trick_gets_a_fresh_cross() -> None:
    d = rule(bier(deal(*TWO_IN, *A_TAKES_ALL)))["deals"][0]
    ramsed = named(d, "ramsed")[0]
    assert ramsed["finding"].startswith("B") and quotes(ramsed, "foster:bierspiel#crosses-penalty")
    assert "a reading" in ramsed["effect"]


def test_foster_bierspiel_face_down_a_leader_without_a_trump_leads_his_smallest_card() -> None:
    d = rule(bier(deal(*TWO_IN, "AS")))["deals"][0]
    penalty = named(d, "penalty")[0]
    assert penalty["finding"].startswith("A") and quotes(penalty, "foster:bierspiel#face-down")


def test_foster_bierspiel_face_down_the_trick_calls_for_a_trump_and_goes_to_the_leader_where_none_is_played() -> None:
    d = rule(bier(deal(*TWO_IN, "TS", "7S")))["deals"][0]
    assert d["tricks"][0]["winner"] == "A" and not named(d, "penalty")


def test_foster_bierspiel_trump_leads_a_trump_must_be_led_for_the_first_trick_of_two() -> None:
    hands = {**HANDS, "A": ["AS", "KS", "QS", "JS", "KD"]}
    stock = ["TS", "QD", "JD", "TD", "9D", "7D"]
    d = rule(bier(deal(*TWO_IN, "AS", hands=hands, stock=stock)))["deals"][0]
    assert quotes(named(d, "penalty")[0], "foster:bierspiel#trump-leads")


def test_foster_bierspiel_seven_the_seven_of_diamonds_is_the_second_best_trump() -> None:
    c = Card.parse
    ranking = Heading(Suit.HEARTS, PIQUET, seven=True)
    assert ranking.trick_winner([("A", c("KH")), ("B", c("7D"))]) == "B"
    assert ranking.trick_winner([("A", c("AH")), ("B", c("7D"))]) == "A"
    assert ranking.must_play([c("7D"), c("9S")], [("A", c("8H"))]) == [c("7D")]  # a trump: it follows hearts


def test_foster_bierspiel_auf_no_player_may_look_before_the_trump_is_turned() -> None:
    d = rule(bier(deal({"type": "look", "seat": "C"}, *TWO_IN)))["deals"][0]
    penalty = named(d, "penalty")[0]
    assert penalty["finding"].startswith("C") and quotes(penalty, "foster:bierspiel#auf") and "reading" in penalty[
        "finding"]


def test_foster_bierspiel_eldest_takes_up_if_the_dealer_passes() -> None:
    d = rule(bier(deal(*TWO_IN, {"type": "take_up", "seat": "A"}, {"type": "discard", "seat": "A", "card": "TS"})))
    assert not named(d["deals"][0], "rob_barred") and decides(d["deals"][0], "hands", "foster:bierspiel#eldest-takes-up")


def test_foster_bierspiel_wipe_the_last_to_wipe_out_his_third_cross_pays_for_the_beer() -> None:
    hands = {"A": ["AS", "KS", "QS", "JS", "TS"], "B": ["9S", "8S", "7S", "AH", "KH"],
             "C": ["QH", "JH", "TH", "9H", "8H"]}
    stock = ["AC", "KC", "QC", "JC", "TC", "KD", "QD", "JD", "TD", "9D", "7D"]
    ruling = rule(bier(deal({"type": "play_in", "seat": "A"}, {"type": "play_in", "seat": "B"},
                            {"type": "pass", "seat": "C"}, "TS", "7S", "AS", "9S", "KS", "8S", "QS", "AH", "JS",
                            "KH", hands=hands, dealer="C", stock=stock),
                       seats=("A", "B", "C"), start_score={"A": 5, "B": 1, "C": 0}))
    (game,) = ruling["games"]
    assert game["loser"] == "B" and game["winner"] == ["A", "C"]
    assert ruling["score"] == {"A": 15, "B": 15, "C": 15}  # every player begins again with his crosses


def test_foster_bierspiel_form_rams_binds_where_bierspiel_says_nothing_different() -> None:
    # Rams' pone: when all before him pass he must play, or take a fresh cross (Rams' five, paid in crosses)
    d = rule(bier(deal({"type": "pass", "seat": "A"}, {"type": "pass", "seat": "B"}, {"type": "pass", "seat": "C"})))
    deal0 = d["deals"][0]
    assert quotes(named(deal0, "pone_declined")[0], "foster:rams#pone-must-play") and deal0["points"]["C"] == 5
    assert decides(deal0, "game", "foster:bierspiel#form")


def _seven_turned(*events: dict[str, Any] | str, game: str = "bierspiel") -> dict[str, Any]:
    """The seven of diamonds turned first and laid by the eight, turned after it: diamonds trumps."""
    dealt = deal(*events, stock=["KD", "QD", "JD", "TD", "9D"])
    dealt["events"][1]["seven_turned"] = True
    return record(game, dealt)


THREE_IN_D_TAKES_BOTH = ({"type": "play_in", "seat": "A"}, {"type": "play_in", "seat": "B"},
                         {"type": "pass", "seat": "C"}, {"type": "play_in", "seat": "D"},
                         {"type": "take_up", "seat": "D"}, {"type": "discard", "seat": "D", "cards": ["JC", "TC"]})


def test_foster_bierspiel_seven_turned_the_dealer_turns_up_the_next_card_for_a_trump() -> None:
    # foster:bierspiel#seven-turned: "If it is turned up, the dealer turns up the next card for a trump".
    d = rule(_seven_turned(*TWO_IN))["deals"][0]
    assert d["trump"] == "D" and decides(d, "trump", "foster:bierspiel#seven-turned")


def test_foster_bierspiel_seven_turned_in_his_turn_the_dealer_takes_both_cards_discarding_others() -> None:
    # foster:bierspiel#seven-turned: "when it comes to his turn, he can take both cards into his hand, discarding
    # others in their place". D takes the seven and the eight, discards two clubs, and heads A's card led face down
    # with the seven of diamonds, the second-best trump (#seven, #face-down).
    d = rule(_seven_turned(*THREE_IN_D_TAKES_BOTH, "TS", "7S", {"type": "play", "seat": "D", "card": "7D"}))["deals"][0]
    assert not named(d, "rob_barred") and not named(d, "penalty") and not named(d, "not_ruled")
    assert decides(d, "hands", "foster:bierspiel#seven-turned") and d["tricks"][0]["winner"] == "D"


def test_foster_bierspiel_seven_turned_discarding_one_for_two_taken_he_plays_with_six_cards() -> None:
    # foster:bierspiel#seven-turned: "discarding others in their place": both taken, one discarded, he plays with
    # six cards: Rams' one penalty, "playing with more or less than five cards" (foster:rams#penalty-offences).
    events = [*THREE_IN_D_TAKES_BOTH[:-1], {"type": "discard", "seat": "D", "card": "TC"}, "TS", "7S",
              {"type": "play", "seat": "D", "card": "7D"}]
    d = rule(_seven_turned(*events))["deals"][0]
    assert named(d, "penalty") and named(d, "penalty")[0]["finding"].startswith("D")


def test_foster_bierspiel_seven_turned_the_seven_aside_and_in_a_hand_is_an_impossible_record() -> None:
    # foster:bierspiel#seven-turned: the seven "turned up" lies by the trump card, in no hand; Rams turns none aside.
    dealt = deal(*TWO_IN, stock=["KD", "QD", "JD", "TD", "9D"], hands={**HANDS, "D": ["AC", "KC", "QC", "JC", "7D"]})
    dealt["events"][1]["seven_turned"] = True
    with pytest.raises(InvalidRecord) as err:
        load_record(record("bierspiel", dealt))
    assert [(e["path"], e["value"]) for e in err.value.errors] == [("deals[0].events[1].seven_turned", True)]
    with pytest.raises(InvalidRecord) as err:
        load_record(_seven_turned(game="rams"))
    assert [e["path"] for e in err.value.errors] == ["deals[0].events[1].seven_turned"]
