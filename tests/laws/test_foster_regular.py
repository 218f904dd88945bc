"""Regular four-hand play under Foster's laws, each case built from the law's words."""
from __future__ import annotations

from typing import Any

import referee

from builders import as_if_not_recorded, deal, ev, only_deal, record, winners

#: Hearts turned by N; E holds the five best trumps.
MARCH = {
    "N": ["AS", "KS", "QS", "9C", "TC"],
    "E": ["JH", "JD", "AH", "KH", "QH"],
    "S": ["AD", "KD", "QD", "TD", "9D"],
    "W": ["AC", "KC", "QC", "JC", "JS"],
}
#: E's five tricks in order, and who follows (E, S, W, N).
MARCH_PLAY = ["JH", "AD", "AC", "9H", "JD", "KD", "KC", "AS", "AH", "QD", "QC", "KS",
              "KH", "TD", "JC", "QS", "QH", "9D", "JS", "TC"]

#: Hearts turned by N; E has three sure tricks and two losers.
THREE = {
    "N": ["AS", "KS", "QS", "KC", "TC"],
    "E": ["JH", "JD", "AH", "9S", "9C"],
    "S": ["AD", "KD", "QD", "TD", "9D"],
    "W": ["AC", "QC", "JC", "JS", "TS"],
}


def ruled(*events: Any, hands: dict[str, list[str]] = MARCH, dealer: str = "N", turn_up: str = "9H",
          **options: Any) -> dict[str, Any]:
    return only_deal(referee.rule(record(deal(dealer, *events, hands=hands, turn_up=turn_up), **options)))


def without(plays: list[str], seat_cards: list[str]) -> list[str]:
    return [c for c in plays if c not in seat_cards]


def test_foster_1_march_all_five_tricks_count_two() -> None:
    # "If the players making the trump win all five tricks, they count two points"
    d = ruled(ev("order_up", "E"), ev("discard", "N", card="9C"), *MARCH_PLAY)
    assert d["status"] == "scored" and d["maker"] == "E" and d["trump"] == "H"
    assert winners(d) == ["E"] * 5
    assert d["points"] == {"NS": 0, "EW": 2}
    assert d["rulings"] == [] and d["next_dealer"] == "E"
    assert [b["id"] for b in d["basis"]] == ["foster:1", "foster:10"]  # the points; the deal passes to the left


def test_foster_1_three_tricks_count_one() -> None:
    # "if they win three or four tricks, they count one point" (the spec's example 1 hand)
    d = only_deal(referee.rule(record(deal(
        "N", ev("order_up", "E"), ev("discard", "N", card="9C"),
        "KD", "JH", "JD", "9D", "AC", "QD", "QC", "9S", "AS", "TD", "QS", "TS",
        "AH", "TH", "TC", "KH", "KC", "QH", "JC", "KS"))))
    assert winners(d) == ["W", "N", "E", "E", "E"]
    assert d["points"] == {"NS": 0, "EW": 1}


def test_foster_1_euchre_adversaries_count_two() -> None:
    # "if they fail to win three tricks, their adversaries count two points"
    d = ruled(ev("order_up", "S"), ev("discard", "N", card="9C"), *MARCH_PLAY)
    assert d["maker"] == "S"
    assert d["points"] == {"NS": 0, "EW": 2}


def test_foster_2_lone_hand_five_tricks_count_as_many_as_players() -> None:
    # "If the player making the trump plays alone, and makes five tricks, he counts ... four if four play"
    d = ruled(ev("order_up", "E", alone=True), ev("discard", "N", card="9C"), *without(MARCH_PLAY, MARCH["W"]))
    assert d["alone"] is True and d["lone"] == "E"
    assert all(len(t["plays"]) == 3 for t in d["tricks"])
    assert d["points"] == {"NS": 0, "EW": 4}


def test_foster_2_lone_hand_three_tricks_count_one() -> None:
    # "If he wins three or four tricks only, he counts one"
    d = ruled(ev("order_up", "E", alone=True), ev("discard", "N", card="TC"),
              "JH", "9D", "9H", "JD", "TD", "KC", "AH", "QD", "QS", "9S", "KD", "AS", "KS", "9C", "AD",
              hands=THREE)
    assert winners(d) == ["E", "E", "E", "N", "N"]
    assert d["points"] == {"NS": 0, "EW": 1}


def test_foster_2_lone_hand_euchred_adversaries_count_two(examples: list[Any]) -> None:
    # "if he fails to win three tricks, his adversaries count two" (the spec's example 2)
    _, rec, _ = next(x for x in examples if x[0].startswith("02"))
    d = only_deal(referee.rule(rec))
    assert d["lone"] == "S" and d["points"] == {"NS": 0, "EW": 2}


def test_foster_22_all_pass_the_making_the_deal_is_void_and_passes_left() -> None:
    # "If no one will name a new trump, the deal is void, and passes to the next player on the dealer's left."
    d = ruled(ev("pass", "E"), ev("pass", "S"), ev("pass", "W"), ev("turn_down", "N"),
              ev("pass", "E"), ev("pass", "S"), ev("pass", "W"), ev("pass", "N"))
    assert d["status"] == "passed" and d["next_dealer"] == "E" and d["trump"] is None
    assert d["rulings"] == [] and [b["id"] for b in d["basis"]] == ["foster:22", "foster:10"]
    assert d["points"] == {"NS": 0, "EW": 0}


def test_foster_20_second_round_making_a_new_trump() -> None:
    # "Each player in turn, beginning on the dealer's left, then has the privilege of naming a new trump suit."
    d = ruled(ev("pass", "E"), ev("pass", "S"), ev("pass", "W"), ev("turn_down", "N"),
              ev("pass", "E"), ev("make", "S", suit="D"))
    assert d["trump"] == "D" and d["maker"] == "S" and d["status"] == "incomplete"


def test_foster_33_no_one_but_the_maker_can_play_alone() -> None:
    # "No one but the individual maker of the trump can play alone."
    d = ruled(ev("order_up", "E"), ev("go_alone", "W"), ev("discard", "N", card="9C"), *MARCH_PLAY)
    [r] = d["rulings"]
    assert r["irregularity"] == "lone_hand_barred" and r["laws"][0] == "foster:33"
    assert d["alone"] is False and d["points"] == {"NS": 0, "EW": 2}


def test_foster_34_the_maker_must_say_alone_when_he_orders_up() -> None:
    # "Any other player intending to play alone must use the expression "alone" in connection with his ordering up"
    d = ruled(ev("order_up", "E"), ev("go_alone", "E"), ev("discard", "N", card="9C"), *MARCH_PLAY)
    assert [r["laws"] for r in d["rulings"]] == [["foster:34"]]
    assert d["alone"] is False and d["points"]["EW"] == 2


def test_foster_text_lead_the_eldest_hand_leads() -> None:
    d = ruled(ev("order_up", "E"), ev("discard", "N", card="9C"), *MARCH_PLAY)
    assert d["tricks"][0]["leader"] == "E"


def test_foster_text_lead_next_player_leads_when_the_eldest_hands_partner_plays_alone() -> None:
    # "the eldest hand, or the player next him on the left, if the partner of the eldest hand is playing alone"
    d = ruled(ev("order_up", "W", alone=True), ev("discard", "N", card="9C"), "AD", "AC", "AS")
    assert d["lone"] == "W"
    assert d["tricks"][0]["leader"] == "S" and [s for s, _ in d["tricks"][0]["plays"]] == ["S", "W", "N"]
    assert d["status"] == "incomplete"


def test_foster_text_dealers_partner_alone_the_dealer_lays_down_his_cards() -> None:
    # "the dealer lays down his cards, leaving the trump on the pack": no discard, no late-discard ruling
    d = ruled(ev("pass", "E"), ev("order_up", "S", alone=True), "JH", "AD", "AC", "JD", "KD", "KC")
    assert d["lone"] == "S" and d["rulings"] == []
    assert [s for s, _ in d["tricks"][0]["plays"]] == ["E", "S", "W"]


def test_foster_17_dealer_who_has_not_discarded_before_playing_to_the_first_trick_cannot_score() -> None:
    # "If the dealer has not discarded until he has played to the first trick, he and his partner cannot score"
    d = ruled(ev("pass", "N"), ev("order_up", "E"), "AS", "JH", "9D", "JS", "JD", "TD", "9H", "KS", "AH", "QD", "AC", "QS",
              "KH", "KD", "KC", "9C", "QH", "AD", "QC", "TC", dealer="W")
    assert winners(d) == ["E"] * 5
    lead, late = d["rulings"]  # law 18: the eldest hand led before the discard, which is no fault of his
    assert (lead["irregularity"], lead["laws"]) == ("lead_before_discard", ["foster:18"])
    assert (late["irregularity"], late["laws"]) == ("discard_late", ["foster:17"])
    assert d["points"] == {"NS": 0, "EW": 0}


def test_a_record_that_stops_mid_hand_is_incomplete_not_an_error() -> None:
    d = ruled(ev("order_up", "E"), ev("discard", "N", card="9C"), "JH", "AD")
    assert d["status"] == "incomplete" and d["next_dealer"] is None
    assert d["tricks"] == [] or d["tricks"][-1]["winner"] is None


def test_foster_has_no_jambone_a_declaration_is_said_plainly_to_have_no_effect() -> None:
    d = ruled(ev("order_up", "E"), ev("declare", "E", what="jambone"), ev("discard", "N", card="9C"), *MARCH_PLAY)
    [r] = d["rulings"]
    assert r["irregularity"] == "not_ruled" and "has no jambone" in r["effect"] and r["laws"] == []
    assert d["points"] == {"NS": 0, "EW": 2}


def test_custom_stick_the_dealer_the_dealer_may_not_pass_the_making() -> None:
    all_pass = [ev("pass", "E"), ev("pass", "S"), ev("pass", "W"), ev("turn_down", "N"),
                ev("pass", "E"), ev("pass", "S"), ev("pass", "W"), ev("pass", "N")]
    d = ruled(*all_pass, stick_the_dealer=True)
    [r] = d["rulings"]
    assert r["irregularity"] == "custom" and r["custom"] == "stick_the_dealer" and r["laws"] == []
    assert d["status"] == "incomplete"
    made = ruled(*all_pass[:-1], ev("make", "N", suit="S"), stick_the_dealer=True)
    assert made["trump"] == "S" and made["maker"] == "N" and made["rulings"] == []


def test_custom_lone_lead_the_player_on_the_lone_players_left_leads() -> None:
    d = ruled(ev("order_up", "E", alone=True), ev("discard", "N", card="9C"), "AD", "AS", "JH",
              lone_lead="left_of_lone")
    assert d["tricks"][0]["leader"] == "S"
    assert d["rulings"] == []


def test_foster_text_game_the_side_first_reaching_five_points_wins_and_a_new_game_begins() -> None:
    march = deal("N", ev("order_up", "E"), ev("discard", "N", card="9C"), *MARCH_PLAY, hands=MARCH, turn_up="9H")
    rec = record(march, march, march, march)
    rec["deals"] = [dict(d, dealer=dealer) for d, dealer in zip(rec["deals"], "NNNN")]
    ruling = referee.rule(rec)
    assert [g["winner"] for g in ruling["games"]] == ["EW", None]
    assert ruling["games"][0]["score"] == {"NS": 0, "EW": 6}
    assert ruling["score"] == {"NS": 0, "EW": 2}
    assert ruling["games_won"] == {"NS": 0, "EW": 1}


def test_spec_score_is_the_game_in_progress_after_a_game_is_won_the_next_games() -> None:
    # record-format §2: "score: the score of the game in progress at the record's end. Once a game is won, that is the
    # next game's score: nothing each"; the won game's final score stays in games. foster:text: "The side first
    # reaching five points wins the game". Three marches: EW won at six; the next game stands at nothing each.
    march = deal("N", ev("order_up", "E"), ev("discard", "N", card="9C"), *MARCH_PLAY, hands=MARCH, turn_up="9H")
    rec = record(march, march, march)
    rec["deals"] = [dict(d, dealer=dealer) for d, dealer in zip(rec["deals"], "NNN")]
    ruling = referee.rule(rec)
    assert [(g["winner"], g["score"]) for g in ruling["games"]] == [("EW", {"NS": 0, "EW": 6})]
    assert ruling["score"] == {"NS": 0, "EW": 0}


def test_start_score_carries_into_the_game_in_progress() -> None:
    rec = record(deal("N", ev("order_up", "E"), ev("discard", "N", card="9C"), *MARCH_PLAY, hands=MARCH, turn_up="9H"))
    rec["start_score"] = {"NS": 1, "EW": 3}
    ruling = referee.rule(rec)
    assert ruling["games"][0] == {"winner": "EW", "score": {"NS": 1, "EW": 5}, "slam": False}


def test_a_record_that_goes_straight_to_the_bidding_says_only_that_the_cards_were_dealt() -> None:
    # The record's deal event is "the deal; what is known of it" (the record format): with none recorded, E's
    # order up is an order up in the first round, not one "after the trump was settled", and the deal is
    # ruled as one of which nothing is known.
    played = deal("N", ev("order_up", "E"), ev("discard", "N", card="9C"), *MARCH_PLAY, hands=MARCH, turn_up="9H")
    at = next(k for k, e in enumerate(played["events"]) if e["type"] == "deal")
    nothing_known = [*played["events"][:at], {"type": "deal"}, *played["events"][at + 1:]]
    known = only_deal(referee.rule(record({"dealer": "N", "events": nothing_known})))
    bare = only_deal(referee.rule(record({"dealer": "N", "events": nothing_known[:at] + nothing_known[at + 1:]})))
    assert (bare["maker"], bare["status"], bare["points"]) == ("E", "scored", {"NS": 0, "EW": 1})
    assert "order_barred" not in [r["irregularity"] for r in bare["rulings"]]
    assert bare == as_if_not_recorded(known, at)
