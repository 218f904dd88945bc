"""Écarté and Pool Écarté ruled over the family core (referee/games/ecarte/): each test a case built from the
sentence it is named after (laws/foster-ecarte.toml, laws/foster-pool-ecarte.toml; shared/spec/ecarte.md)."""
from __future__ import annotations

from typing import Any

import pytest

from referee.engine import rule_record
from referee.record import InvalidRecord
from referee.schemas import load_record

#: A deal where every card is known: A deals, B is the pone; spades trumps.
HANDS = {"A": ["KS", "QS", "7H", "8H", "9C"], "B": ["AS", "TS", "KH", "QH", "JH"]}
STOCK = ["9S", "8S", "JS", "AH", "TH", "9H", "KD", "QD", "JD", "AD", "TD", "9D", "8D", "7D", "KC", "QC", "JC", "AC",
         "TC", "8C", "7C"]
#: B leads his hearts (three tricks), then A's trumps win the last two: B three tricks, A two.
B_THREE = [("B", "KH"), ("A", "7H"), ("B", "QH"), ("A", "8H"), ("B", "JH"), ("A", "9C"), ("B", "AS"), ("A", "KS"),
           ("A", "QS"), ("B", "TS")]


def ev(type_: str, seat: str | None = None, **fields: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"type": type_, **fields}
    if seat is not None:
        out["seat"] = seat
    return out


def plays(pairs: list[tuple[str, str]]) -> list[dict[str, Any]]:
    return [ev("play", seat, card=card) for seat, card in pairs]


def dealt(hands: dict[str, list[str]] | None = None, turn_up: str = "7S",
          stock: list[str] | None = None) -> dict[str, Any]:
    return ev("deal", hands=hands or HANDS, turn_up=turn_up, stock=STOCK if stock is None else stock)


def deal(*events: dict[str, Any], dealer: str = "A", pone: str | None = None, deal_event: bool = True,
         **kw: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"dealer": dealer, "events": ([dealt(**kw)] if deal_event else []) + list(events)}
    if pone is not None:
        out["pone"] = pone
    return out


def rule(*deals: dict[str, Any], game: str = "ecarte", seats: tuple[str, ...] = ("A", "B"),
         **top: Any) -> dict[str, Any]:
    options = top.pop("options", {})
    record = {"format": "euchre-record/1", "game": game, "code": "foster", "options": options, "seats": list(seats),
              "deals": list(deals), **top}
    return rule_record(load_record(record))


def named(d: dict[str, Any], what: str) -> list[dict[str, Any]]:
    return [r for r in d["rulings"] if r["irregularity"] == what]


# -- the players, the pack ------------------------------------------------------------------------------------------


def test_foster_ecarte_players_two_persons_another_number_is_impossible() -> None:
    with pytest.raises(InvalidRecord) as error:
        rule(deal(ev("stand", "B")), seats=("A", "B", "C"))
    assert "seats" in str(error.value)


def test_foster_ecarte_pack_a_six_is_not_an_ecarte_card() -> None:
    with pytest.raises(InvalidRecord) as error:
        rule(deal(ev("stand", "B"), *plays([("B", "6H")])))
    assert "6H" in str(error.value)


# -- standing, proposing, refusing: the first answer fixes the scoring ----------------------------------------------


def test_foster_ecarte_stand_scoring_the_pone_who_stood_makes_three_tricks_counts_one() -> None:
    ruling = rule(deal(ev("stand", "B"), *plays(B_THREE)))
    d = ruling["deals"][0]
    assert d["status"] == "scored" and d["at_risk"] == "B" and d["tricks_won"] == {"A": 2, "B": 3}
    assert d["points"] == {"A": 0, "B": 1} and ruling["score"] == {"A": 0, "B": 1}
    assert named(d, "settlement")[0]["laws"] == ["foster:ecarte#stand-scoring", "foster:ecarte#point-vole"]
    assert d["next_dealer"] == "B"


def test_foster_ecarte_stand_a_first_lead_with_no_proposal_plays_without_proposing() -> None:
    d = rule(deal(*plays(B_THREE)))["deals"][0]
    assert d["at_risk"] == "B" and d["points"]["B"] == 1


def test_foster_ecarte_stand_refuse_penalty_the_pone_who_stood_fails_and_the_dealer_counts_two() -> None:
    hands = {"A": ["KS", "QS", "KH", "8H", "9C"], "B": ["AS", "TS", "7H", "QH", "JH"]}
    # A wins the king of hearts, then his two trumps: three tricks to the pone's two
    order = [("B", "QH"), ("A", "KH"), ("A", "KS"), ("B", "AS"), ("A", "QS"), ("B", "TS"), ("A", "8H"), ("B", "JH"),
             ("B", "7H"), ("A", "9C")]
    d = rule(deal(ev("stand", "B"), *plays(order), hands=hands))["deals"][0]
    assert d["tricks_won"] == {"A": 3, "B": 2} and d["points"] == {"A": 2, "B": 0}
    failed = named(d, "failed_three")[0]
    assert "foster:ecarte#stand-refuse-penalty" in failed["laws"]


def test_foster_ecarte_refuse_scoring_the_dealer_who_refused_the_first_proposal_fails_the_pone_counts_two() -> None:
    d = rule(deal(ev("propose", "B"), ev("refuse", "A"), *plays(B_THREE)))["deals"][0]
    assert d["at_risk"] == "A" and d["points"] == {"A": 0, "B": 2}
    assert named(d, "failed_three")[0]["laws"][0] == "foster:ecarte#refuse-scoring"


def test_foster_ecarte_accept_refuse_a_proposal_unanswered_at_the_lead_is_read_as_refused() -> None:
    d = rule(deal(ev("propose", "B"), *plays(B_THREE)))["deals"][0]
    assert d["at_risk"] == "A" and d["points"]["B"] == 2 and named(d, "unanswered")


def test_foster_ecarte_irrevocable_a_second_answer_and_the_dealers_proposal_are_of_no_effect() -> None:
    d = rule(deal(ev("propose", "B"), ev("refuse", "A"), ev("accept", "A"), ev("propose", "A"),
                  *plays(B_THREE)))["deals"][0]
    assert len(named(d, "answer_barred")) == 2 and d["at_risk"] == "A" and d["rounds"] == 0


# -- the rounds of discards ------------------------------------------------------------------------------------------


def test_foster_ecarte_announce_number_the_cards_given_from_the_top_of_the_pack() -> None:
    events = [ev("propose", "B"), ev("accept", "A"), ev("discard", "B", cards=["AS", "TS"]), ev("give", "A"),
              ev("discard", "A", cards=["9C"]), ev("give", "A"), ev("stand", "B"),
              *plays([("B", "KH"), ("A", "7H"), ("B", "QH"), ("A", "8H"), ("B", "JH"), ("A", "JS"), ("A", "KS"),
                      ("B", "8S"), ("A", "QS"), ("B", "9S")])]
    d = rule(deal(*events))["deals"][0]
    # B was given 9S and 8S, the top two; A the next, JS
    assert d["rounds"] == 1 and d["at_risk"] is None
    assert d["tricks_won"] == {"A": 3, "B": 2} and d["points"] == {"A": 1, "B": 0}
    assert named(d, "settlement")[0]["laws"] == ["foster:ecarte#accepted-scoring", "foster:ecarte#point-vole"]
    assert named(d, "later_refusal")  # the stand after a round: no penalty (foster:ecarte#propose-again)


def test_foster_ecarte_at_least_one_a_proposer_who_takes_no_card_is_noted_without_penalty() -> None:
    d = rule(deal(ev("propose", "B"), ev("accept", "A"), ev("discard", "B", cards=[]), ev("give", "A"),
                  ev("stand", "B"), *plays(B_THREE)))["deals"][0]
    assert named(d, "at_least_one") and d["points"]["B"] == 1


def test_foster_ecarte_gives_wrong_number_the_dealer_loses_the_point_and_the_deal_ends() -> None:
    d = rule(deal(ev("propose", "B"), ev("accept", "A"), ev("discard", "B", cards=["AS", "TS"]),
                  ev("give", "A", cards=["9S", "8S", "JS"]), *plays(B_THREE[:2])))["deals"][0]
    assert named(d, "gave_wrong_number") and d["status"] == "scored"
    assert d["points"] == {"A": 0, "B": 1} and d["tricks"] == []
    # the fold asks the game whether the hand is over: the cards played after are of no effect, by the fault's law
    assert [r["laws"] for r in named(d, "after_end")] == [["foster:ecarte#gives-wrong-number"]] * 2


def test_foster_ecarte_dealer_too_many_he_loses_the_point() -> None:
    d = rule(deal(ev("propose", "B"), ev("accept", "A"), ev("discard", "B", cards=["AS"]), ev("give", "A"),
                  ev("discard", "A", cards=["9C"]), ev("give", "A", cards=["8S", "JS"])))["deals"][0]
    assert named(d, "dealer_too_many") and d["points"] == {"A": 0, "B": 1}


def test_foster_ecarte_dealer_too_few_made_good_before_he_plays_no_penalty() -> None:
    d = rule(deal(ev("propose", "B"), ev("accept", "A"), ev("discard", "B", cards=["AS"]), ev("give", "A"),
                  ev("discard", "A", cards=["9C", "8H"]), ev("give", "A", cards=["8S"]),
                  ev("give", "A", to="A", cards=["JS"]), ev("stand", "B")))["deals"][0]
    assert named(d, "dealer_too_few") and not named(d, "dealer_too_many") and d["status"] == "incomplete"


# -- the King ----------------------------------------------------------------------------------------------------


def test_foster_ecarte_king_turned_the_dealer_marks_one_point_for_it_immediately() -> None:
    hands = {"A": ["7S", "QS", "7H", "8H", "9C"], "B": ["AS", "TS", "KH", "QH", "JH"]}
    d = rule(deal(ev("stand", "B"), hands=hands, turn_up="KS"))["deals"][0]
    assert d["king"] == {"seat": "A", "how": "turned"} and d["points"]["A"] == 1
    assert named(d, "king_turned")[0]["laws"][0] == "foster:ecarte#king-turned"


def test_foster_ecarte_king_not_eleventh_a_king_turned_in_a_wrong_deal_is_not_scored() -> None:
    hands = {"A": ["7S", "QS", "7H", "8H", "9C", "AH"], "B": ["AS", "TS", "KH", "QH", "JH"]}
    d = rule(deal(ev("stand", "B"), hands=hands, turn_up="KS", stock=[c for c in STOCK if c != "AH"]))["deals"][0]
    assert d["king"] is None and d["points"]["A"] == 0
    assert named(d, "king_turned")[0]["laws"] == ["foster:ecarte#king-not-eleventh"]


def test_foster_ecarte_king_wins_four_scored_and_the_king_turned_wins_the_game() -> None:
    hands = {"A": ["7S", "QS", "7H", "8H", "9C"], "B": ["AS", "TS", "KH", "QH", "JH"]}
    ruling = rule(deal(ev("stand", "B"), *plays([("B", "KH"), ("A", "7H")]), hands=hands, turn_up="KS"),
                  start_score={"A": 4, "B": 2})
    d = ruling["deals"][0]
    won = named(d, "game_won")[0]
    assert won["laws"] == ["foster:ecarte#five", "foster:ecarte#game-counters", "foster:ecarte#king-wins"]
    assert d["status"] == "scored" and d["tricks"] == [] and len(named(d, "after_end")) == 3
    assert named(d, "after_end")[0]["laws"] == ["foster:ecarte#five", "foster:ecarte#game-counters",
                                                "foster:ecarte#king-wins"]
    assert ruling["games"] == [{"winner": "A", "score": {"A": 5, "B": 2}}] and ruling["score"] == {"A": 0, "B": 0}


def test_foster_ecarte_pone_king_marked_before_he_plays_a_card_counts_one() -> None:
    hands = {"A": ["AS", "QS", "7H", "8H", "9C"], "B": ["KS", "TS", "KH", "QH", "JH"]}
    d = rule(deal(ev("stand", "B"), ev("mark_king", "B"), *plays([("B", "KS")]), hands=hands))["deals"][0]
    assert d["king"] == {"seat": "B", "how": "marked"} and d["points"]["B"] == 1


def test_foster_ecarte_king_led_unless_announced_before_it_touches_the_table_it_cannot_be_marked() -> None:
    hands = {"A": ["AS", "QS", "7H", "8H", "9C"], "B": ["KS", "TS", "KH", "QH", "JH"]}
    d = rule(deal(ev("stand", "B"), *plays([("B", "KS")]), ev("mark_king", "B"), hands=hands))["deals"][0]
    assert d["king"] is None and named(d, "king_late") and d["points"]["B"] == 0


def test_foster_ecarte_dealer_king_announced_after_the_first_lead_the_pone_having_said_i_play_is_late() -> None:
    d = rule(deal(ev("stand", "B"), *plays([("B", "KH")]), ev("mark_king", "A")))["deals"][0]
    late = named(d, "king_late")[0]
    assert late["laws"] == ["foster:ecarte#dealer-king", "foster:ecarte#i-play"] and d["points"]["A"] == 0


def test_foster_ecarte_not_notified_the_dealer_keeps_his_right_until_he_plays_to_the_first_trick() -> None:
    d = rule(deal(ev("propose", "B"), ev("refuse", "A"), *plays([("B", "KH")]), ev("mark_king", "A")))["deals"][0]
    assert d["king"] == {"seat": "A", "how": "marked"}
    assert "foster:ecarte#dealer-king" in named(d, "king_marked")[0]["laws"]


def test_foster_ecarte_false_king_the_adversary_marks_one_for_penalty() -> None:
    d = rule(deal(ev("stand", "B"), ev("mark_king", "B"), *plays([("B", "KH"), ("A", "7H")])))["deals"][0]
    false = named(d, "king_false")[0]
    assert false["laws"][0] == "foster:ecarte#false-king" and d["points"] == {"A": 1, "B": 0}
    assert d["king"] is None


def test_foster_ecarte_false_king_amended_before_a_card_is_played_no_penalty() -> None:
    d = rule(deal(ev("stand", "B"), ev("mark_king", "B"), ev("unmark_king", "B"),
                  *plays([("B", "KH"), ("A", "7H")])))["deals"][0]
    assert named(d, "king_false")[0]["laws"] == ["foster:ecarte#false-king-amended"] and d["points"]["A"] == 0


# -- the play ------------------------------------------------------------------------------------------------------


def test_foster_ecarte_renounce_claimed_the_hand_is_played_over_and_the_renouncer_counts_nothing_for_the_odd_trick(
) -> None:
    hands = {"A": ["KS", "QS", "JS", "7H", "9C"], "B": ["AS", "TS", "KH", "QH", "JH"]}
    stock = [c for c in STOCK if c != "JS"] + ["8H"]
    # A holds the seven of hearts but plays the nine of clubs to B's king of hearts: a renounce
    events = [ev("stand", "B"), *plays([("B", "KH"), ("A", "9C")]), ev("claim", "B", kind="renounce", against="A")]
    pending = rule(deal(*events, hands=hands, stock=stock))["deals"][0]
    assert pending["status"] == "incomplete" and named(pending, "renounce")[0]["event"] == 3
    over = [ev("replay", "B"), *plays([("B", "KH"), ("A", "7H"), ("B", "QH"), ("A", "JS"), ("A", "KS"), ("B", "TS"),
                                       ("A", "QS"), ("B", "AS"), ("A", "9C"), ("B", "JH")])]
    d = rule(deal(*events, *over, hands=hands, stock=stock))["deals"][0]
    assert d["status"] == "scored" and d["first_play"][0]["plays"] == [["B", "KH"], ["A", "9C"]]
    assert d["tricks_won"] == {"A": 4, "B": 1}
    # the renouncer makes the odd trick and counts nothing, though the pone who stood failed
    assert d["points"] == {"A": 0, "B": 0}
    assert "foster:ecarte#renounce" in named(d, "renounce")[0]["laws"]


def test_foster_ecarte_trump_when_able_to_follow_suit_the_same_penalty() -> None:
    events = [ev("stand", "B"), *plays([("B", "KH"), ("A", "QS")]), ev("claim", "B", kind="renounce", against="A")]
    d = rule(deal(*events))["deals"][0]
    assert "foster:ecarte#trump-when-able" in named(d, "renounce")[0]["laws"]


def test_foster_ecarte_no_revoke_a_revoke_claimed_is_read_as_a_renounce() -> None:
    events = [ev("stand", "B"), *plays([("B", "KH"), ("A", "9C")]), ev("claim", "B", kind="revoke", against="A")]
    d = rule(deal(*events))["deals"][0]
    renounce = named(d, "renounce")[0]
    assert "foster:ecarte#no-revoke" in renounce["laws"] and "read as a renounce" in renounce["finding"]


def test_foster_ecarte_played_over_a_renounce_not_claimed_is_not_penalized() -> None:
    d = rule(deal(ev("stand", "B"), *plays([("B", "KH"), ("A", "9C"), ("B", "QH"), ("A", "7H"), ("B", "JH"),
                                            ("A", "8H"), ("B", "AS"), ("A", "KS"), ("A", "QS"), ("B", "TS")])))
    assert d["deals"][0]["points"] == {"A": 0, "B": 1} and not named(d["deals"][0], "renounce")


def test_foster_ecarte_lead_out_of_turn_the_trick_played_to_stands_good() -> None:
    d = rule(deal(ev("stand", "B"), *plays([("A", "7H"), ("B", "KH")])))["deals"][0]
    assert named(d, "lead_out_of_turn") and d["tricks"][0]["winner"] == "B"


def test_foster_ecarte_wrong_suit_announced_one_suit_and_led_another() -> None:
    d = rule(deal(ev("stand", "B"), ev("play", "B", card="KH", names="S")))["deals"][0]
    wrong = named(d, "wrong_suit_announced")[0]
    assert wrong["laws"][:2] == ["foster:ecarte#announce-suit", "foster:ecarte#wrong-suit"]
    assert wrong["options"] == ["lead_announced", "stand"]


def test_foster_ecarte_wrong_suit_his_adversary_may_demand_that_he_take_back_the_card_and_lead_the_suit_announced() -> None:
    # "If a player announces one suit and leads another, his adversary may demand that he take back the card played,
    # and lead the suit announced": B announces spades and leads the King of hearts; A demands spades.
    d = rule(deal(ev("stand", "B"), ev("play", "B", card="KH", names="S"), ev("elect", "A", option="lead_announced"),
                  *plays([("B", "AS"), ("A", "KS"), ("A", "QS"), ("B", "TS")])))["deals"][0]
    assert named(d, "wrong_suit_announced")[0]["elected"] == "lead_announced"
    assert [t["plays"] for t in d["tricks"]] == [[["B", "AS"], ["A", "KS"]], [["A", "QS"], ["B", "TS"]]]
    assert not named(d, "demand_not_led")


def test_foster_ecarte_call_suit_he_has_none_of_the_announced_suit_the_adversary_calls_a_suit() -> None:
    # "If he has none of the announced suit, the adversary may call a suit": B announces diamonds, holding none, and
    # leads the King of hearts; A calls spades; B leads the Queen of hearts all the same, holding spades.
    d = rule(deal(ev("stand", "B"), ev("play", "B", card="KH", names="D"), ev("elect", "A", option="call_suit"),
                  ev("call", "A", target="B", suit="S"), ev("play", "B", card="QH")))["deals"][0]
    wrong = named(d, "wrong_suit_announced")[0]
    assert wrong["options"] == ["call_suit", "stand"] and "holding none of diamonds" in wrong["finding"]
    assert named(d, "suit_called")[0]["laws"] == ["foster:ecarte#call-suit"]
    assert named(d, "demand_not_led")[0]["event"] == 5 and [t["plays"] for t in d["tricks"]] == [[["B", "QH"]]]


def test_foster_ecarte_remain_the_adversary_satisfied_with_the_card_led_it_remains_as_played() -> None:
    # "If the adversary is satisfied with the card led, but improperly announced, he may demand that it remain as
    # played."
    d = rule(deal(ev("stand", "B"), ev("play", "B", card="KH", names="S"), ev("elect", "A", option="stand"),
                  ev("play", "A", card="7H")))["deals"][0]
    assert [t["plays"] for t in d["tricks"]] == [[["B", "KH"], ["A", "7H"]]]


def test_foster_ecarte_abandoned_without_a_trick_he_loses_two_points() -> None:
    d = rule(deal(ev("stand", "B"), *plays([("B", "KH"), ("A", "7H")]), ev("abandon", "A")))["deals"][0]
    assert named(d, "abandoned") and d["points"] == {"A": 0, "B": 2}


def test_foster_ecarte_claim_good_cards_thrown_down_claiming_the_point_no_penalty() -> None:
    d = rule(deal(ev("stand", "B"), *plays([("B", "KH"), ("A", "7H")]), ev("abandon", "B", claiming="point")))
    d = d["deals"][0]
    assert named(d, "abandoned")[0]["laws"] == ["foster:ecarte#claim-good"]
    assert d["status"] == "scored" and d["points"] == {"A": 0, "B": 1}


def test_foster_ecarte_claim_good_a_claim_the_cards_do_not_bear_out_loses_the_point() -> None:
    d = rule(deal(ev("stand", "B"), *plays([("B", "KH"), ("A", "7H")]), ev("abandon", "B", claiming="vole")))
    d = d["deals"][0]
    # B, who stood, took a trick: he loses the point, two where he was at risk
    assert named(d, "abandoned")[0]["laws"] == ["foster:ecarte#abandoned"] and d["points"] == {"A": 2, "B": 0}


def test_foster_ecarte_admission_conceding_the_point_the_adversary_cannot_win_more() -> None:
    d = rule(deal(ev("stand", "B"), *plays([("B", "KH"), ("A", "7H")]), ev("abandon", "A", conceding="point")))
    d = d["deals"][0]
    assert named(d, "abandoned")[0]["laws"] == ["foster:ecarte#admission"] and d["points"] == {"A": 0, "B": 1}


def test_foster_ecarte_looking_at_discards_he_may_be_called_on_to_play_exposed() -> None:
    d = rule(deal(ev("propose", "B"), ev("accept", "A"), ev("discard", "B", cards=["AS"]), ev("give", "A"),
                  ev("look_back", "B", at="discards"), ev("propose", "B"), ev("refuse", "A")))["deals"][0]
    assert named(d, "looked_at_discards")[0]["laws"] == ["foster:ecarte#looking-at-discards",
                                                         "foster:ecarte#discards-quitted"]
    assert not named(d, "answer_barred") and named(d, "later_refusal")  # the rounds go on after it


# -- the deal's faults ---------------------------------------------------------------------------------------------


def test_foster_ecarte_faced_a_card_faced_in_the_pack_a_new_deal_by_the_same_dealer() -> None:
    d = rule(deal(ev("deal_fault", "A", kind="faced_in_pack")))["deals"][0]
    assert d["status"] == "redeal" and d["next_dealer"] == "A"
    assert named(d, "faced_in_pack")[0]["persuasive"] == ["foster:11"]


def test_foster_ecarte_cut_the_pack_not_cut_a_misdeal_which_loses_the_deal_law_14_persuasive() -> None:
    d = rule(deal(ev("deal_fault", "A", kind="not_cut")))["deals"][0]
    assert d["status"] == "passed" and d["next_dealer"] == "B"


def test_foster_ecarte_exposes_adversarys_card_the_pone_may_claim_a_fresh_deal() -> None:
    d = rule(deal(ev("deal_fault", "B", kind="exposed_in_deal", card="KH"),
                  ev("elect", "B", option="fresh_deal"), ev("stand", "B")))["deals"][0]
    assert d["status"] == "redeal" and named(d, "exposed_in_deal")[0]["elected"] == "fresh_deal"
    # "the non-dealer may claim a fresh deal": claimed, the hand is over; his stand after it is of no effect
    assert [(r["event"], r["laws"]) for r in named(d, "after_end")] == [(3, ["foster:ecarte#exposes-adversarys"])]


def test_foster_ecarte_trump_card_given_into_a_hand_is_an_impossible_record() -> None:
    with pytest.raises(InvalidRecord) as error:
        rule(deal(ev("propose", "B"), ev("accept", "A"), ev("discard", "B", cards=["AS"]),
                  ev("give", "A", cards=["7S"])))
    assert "foster:ecarte#trump-card" in str(error.value)


def test_foster_ecarte_pone_too_many_unseen_he_claims_a_misdeal_which_loses_the_deal() -> None:
    d = rule(deal(ev("deal_fault", "B", kind="wrong_count", count=6), ev("elect", "B", option="misdeal")))["deals"][0]
    wrong = named(d, "wrong_count")[0]
    assert wrong["laws"][:2] == ["foster:ecarte#misdeal", "foster:ecarte#pone-too-many"]
    assert wrong["options"] == ["discard_at_hazard", "misdeal"] and wrong["elected"] == "misdeal"
    assert d["status"] == "passed" and d["next_dealer"] == "B"


def test_foster_ecarte_seen_dealer_the_pone_may_draw_from_the_dealers_hand() -> None:
    d = rule(deal(ev("deal_fault", "A", kind="wrong_count", count=6, seen=True)))["deals"][0]
    wrong = named(d, "wrong_count")[0]
    assert "foster:ecarte#seen-dealer" in wrong["laws"] and wrong["options"] == ["draw", "misdeal"]
    assert d["status"] == "awaiting"


def test_foster_ecarte_king_not_eleventh_a_wrong_count_found_takes_down_the_king_turned() -> None:
    hands = {"A": ["7S", "QS", "7H", "8H", "9C"], "B": ["AS", "TS", "KH", "QH", "JH"]}
    d = rule(deal(ev("deal_fault", "A", kind="wrong_count", count=4), hands=hands, turn_up="KS"))["deals"][0]
    assert "foster:ecarte#king-not-eleventh" in named(d, "wrong_count")[0]["laws"]
    assert d["king"] is None and d["points"]["A"] == 0


def test_foster_ecarte_unadvised_a_player_with_a_wrong_number_who_plays_without_advising_loses_two() -> None:
    hands = {"A": ["KS", "QS", "7H", "8H", "9C", "AH"], "B": ["AS", "TS", "KH", "QH", "JH"]}
    stock = [c for c in STOCK if c != "AH"]
    d = rule(deal(ev("stand", "B"), *plays([("B", "KH"), ("A", "7H")]), hands=hands, stock=stock))["deals"][0]
    assert named(d, "unadvised")[0]["laws"] == ["foster:ecarte#unadvised"]
    assert d["points"] == {"A": 0, "B": 2} and d["status"] == "scored"


def test_foster_ecarte_unadvised_advised_by_a_remark_no_penalty() -> None:
    hands = {"A": ["KS", "QS", "7H", "8H", "9C", "AH"], "B": ["AS", "TS", "KH", "QH", "JH"]}
    stock = [c for c in STOCK if c != "AH"]
    d = rule(deal(ev("remark", "A", about="count"), ev("stand", "B"), *plays([("B", "KH"), ("A", "7H")]),
                  hands=hands, stock=stock))["deals"][0]
    assert not named(d, "unadvised")


def test_foster_ecarte_more_than_five_after_discarding_and_drawing_he_loses_the_point() -> None:
    d = rule(deal(ev("propose", "B"), ev("accept", "A"), ev("discard", "B", cards=["AS"]), ev("give", "A"),
                  ev("give", "A", to="A", cards=["8S"]), ev("stand", "B"),
                  *plays([("B", "KH"), ("A", "7H")])))["deals"][0]
    # A discarded nothing and took a card: six in his hand when he plays
    assert named(d, "dealer_too_many") or named(d, "more_than_five")
    assert d["points"] == {"A": 0, "B": 1}


def test_foster_ecarte_pone_asks_more_the_dealer_not_playing_marks_the_point() -> None:
    d = rule(deal(ev("propose", "B"), ev("accept", "A"), ev("discard", "B", cards=["AS"], count=2),
                  ev("elect", "A", option="take_point")))["deals"][0]
    asked = named(d, "pone_asked_more")[0]
    assert asked["options"] == ["play", "take_point"] and asked["elected"] == "take_point"
    assert d["points"] == {"A": 1, "B": 0} and d["status"] == "scored"


def test_foster_ecarte_pone_asks_fewer_each_trick_he_has_no_card_for_is_the_dealers() -> None:
    events = [ev("propose", "B"), ev("accept", "A"), ev("discard", "B", cards=["AS", "TS"], count=1),
              ev("give", "A"), ev("stand", "B"),
              *plays([("B", "KH"), ("A", "7H"), ("B", "QH"), ("A", "8H"), ("B", "JH"), ("A", "9C"), ("B", "9S"),
                      ("A", "KS")])]
    d = rule(deal(*events))["deals"][0]
    assert named(d, "pone_asked_fewer") and d["tricks_won"] == {"A": 1, "B": 3}
    assert d["status"] == "scored" and d["points"] == {"A": 0, "B": 1}


def test_foster_ecarte_two_turned_the_pone_selects_which_card_shall_be_the_trump() -> None:
    d = rule(deal(ev("deal_fault", "A", kind="two_turned", cards=["7S", "9S"]),
                  ev("elect", "B", option="choose_trump", card="9D"), ev("stand", "B")))["deals"][0]
    two = named(d, "two_turned")[0]
    assert two["laws"] == ["foster:ecarte#two-turned"] and two["elected"] == "choose_trump" and d["trump"] == "D"


def test_foster_ecarte_two_turned_seen_a_misdeal_or_the_eleventh_card() -> None:
    d = rule(deal(ev("deal_fault", "A", kind="two_turned", cards=["7S", "9S"], seen=True)))["deals"][0]
    assert named(d, "two_turned")[0]["options"] == ["misdeal", "eleventh"]


def test_foster_ecarte_another_trump_turned_the_dealer_cannot_refuse_another_discard() -> None:
    d = rule(deal(ev("propose", "B"), ev("accept", "A"), ev("discard", "B", cards=["AS"]), ev("give", "A"),
                  ev("deal_fault", "A", kind="turned_for_discard", card="JS"), ev("propose", "B"),
                  ev("refuse", "A")))["deals"][0]
    assert named(d, "turned_for_discard") and d["rounds"] == 2 and d["at_risk"] is None


def test_foster_ecarte_two_turned_is_no_deal_fault_of_euchre() -> None:
    record = {"format": "euchre-record/1", "game": "euchre", "code": "foster", "seats": ["N", "E", "S", "W"],
              "deals": [{"dealer": "N", "events": [{"type": "deal_fault", "kind": "two_turned"}]}]}
    with pytest.raises(InvalidRecord) as error:
        load_record(record)
    assert "'two_turned' is not a kind of a deal_fault at Euchre" in str(error.value)


def basis_of(d: dict[str, Any], field: str) -> list[str]:
    return [b["id"] for b in d["basis"] if b["decides"] == field]


def test_foster_ecarte_deal_the_eleventh_card_turned_up_for_the_trump_decides_it() -> None:
    d = rule(deal(ev("stand", "B"), *plays(B_THREE)))["deals"][0]
    assert d["trump"] == "S" and d["turn_up"] == "7S"
    assert basis_of(d, "trump")[0] == "foster:ecarte#deal" and "foster:ecarte#trick" in basis_of(d, "tricks")
    assert basis_of(d, "at_risk") == ["foster:ecarte#stand", "foster:ecarte#stand-refuse-penalty"]


def test_foster_ecarte_propose_accept_refuse_the_first_answer_decides_who_is_at_risk() -> None:
    d = rule(deal(ev("propose", "B"), ev("accept", "A"), ev("discard", "B", cards=["AS"]), ev("give", "A"),
                  ev("stand", "B")))["deals"][0]
    assert d["at_risk"] is None and basis_of(d, "at_risk") == ["foster:ecarte#propose", "foster:ecarte#accept-refuse"]
    assert "foster:ecarte#dealer-takes" in basis_of(d, "rounds")


def test_foster_ecarte_not_compelled_a_king_held_and_not_marked_scores_nothing() -> None:
    hands = {"A": ["AS", "QS", "7H", "8H", "9C"], "B": ["KS", "TS", "KH", "QH", "JH"]}
    d = rule(deal(ev("stand", "B"), *plays([("B", "KH"), ("A", "7H")]), hands=hands))["deals"][0]
    assert d["king"] is None and basis_of(d, "king") == ["foster:ecarte#not-compelled"]


def test_foster_ecarte_cutting_equal_cards_cut_again() -> None:
    d = rule(deal(ev("cut_for_deal", "A", card="9H"), ev("cut_for_deal", "B", card="9C")))["deals"][0]
    tie = named(d, "cut_tie")[0]
    assert tie["laws"] == ["foster:ecarte#cutting"] and tie["persuasive"] == ["foster:5"]


def test_foster_ecarte_cutting_the_ace_between_the_jack_and_the_ten_is_no_tie() -> None:
    d = rule(deal(ev("cut_for_deal", "A", card="AH"), ev("cut_for_deal", "B", card="TC")))["deals"][0]
    assert not named(d, "cut_tie")


def test_foster_ecarte_no_cut_he_loses_the_first_deal() -> None:
    d = rule(deal(ev("cut_for_deal", "B")))["deals"][0]
    assert named(d, "no_cut")[0]["laws"] == ["foster:ecarte#no-cut"]


def test_foster_ecarte_cut_exposed_more_than_one_card_the_lowest_is_his_cut() -> None:
    d = rule(deal(ev("cut_for_deal", "A", cards=["KH", "8C"]), ev("cut_for_deal", "B", card="8D")))["deals"][0]
    assert named(d, "cut_exposed")[0]["effect"] == "The lowest, the eight of clubs, is his cut."
    assert named(d, "cut_tie")  # the eight of clubs ties the eight of diamonds


def test_foster_ecarte_no_cut_a_cut_for_deal_without_a_card_is_impossible_at_euchre() -> None:
    record = {"format": "euchre-record/1", "game": "euchre", "code": "foster", "seats": ["N", "E", "S", "W"],
              "deals": [{"dealer": "N", "events": [{"type": "cut_for_deal", "seat": "E"}]}]}
    with pytest.raises(InvalidRecord) as error:
        load_record(record)
    assert "names its one card" in str(error.value)


def test_foster_ecarte_cut_packets_a_packet_of_one_card_no_penalty_named() -> None:
    d = rule(deal(ev("cut", "B", top=1, bottom=31), deal_event=True))["deals"][0]
    assert named(d, "cut_short")[0]["laws"] == ["foster:ecarte#cut-packets"]


def test_foster_ecarte_imperfect_pack_a_new_deal_by_the_same_dealer() -> None:
    d = rule(deal(ev("deal_fault", "A", kind="imperfect_pack")))["deals"][0]
    assert d["status"] == "redeal" and named(d, "imperfect_pack")[0]["laws"] == ["foster:ecarte#imperfect"]


def test_foster_ecarte_dealer_exposes_own_card_the_deal_stands() -> None:
    d = rule(deal(ev("deal_fault", "A", kind="exposed_in_deal", card="KS"), ev("stand", "B")))["deals"][0]
    exposed = named(d, "exposed_in_deal")[0]
    assert exposed["laws"] == ["foster:ecarte#dealer-exposes-own"] and exposed["options"] == []


def test_foster_ecarte_out_of_turn_stopped_before_the_trump_is_turned_the_proper_dealer_deals() -> None:
    d = rule(deal(ev("deal_fault", "A", kind="out_of_turn"), deal_event=False))["deals"][0]
    assert d["status"] == "passed" and d["next_dealer"] == "B"
    assert named(d, "deal_out_of_turn")[0]["laws"][0] == "foster:ecarte#out-of-turn"


def test_foster_ecarte_set_aside_found_after_the_trump_the_pack_set_aside_for_the_ensuing_deal() -> None:
    d = rule(deal(ev("deal_fault", "A", kind="out_of_turn")))["deals"][0]
    assert named(d, "deal_out_of_turn")[0]["laws"] == ["foster:ecarte#set-aside", "foster:ecarte#proper-turn",
                                                        "foster:ecarte#two-packs"]


def test_foster_ecarte_set_aside_the_cards_as_dealt_and_the_trump_turned_used_for_the_ensuing_deal() -> None:
    # "the pack must be set aside, with the cards as dealt, and the trump turned, to be used for the ensuing deal. The
    # other pack is then taken up and dealt by the player whose proper turn it was to deal" (#set-aside, #proper-turn):
    # B deals the other pack; A's ensuing deal records no deal of its own, and is played with the cards set aside.
    other = {"A": ["AH", "TH", "9H", "KD", "QD"], "B": ["JD", "AD", "TD", "9D", "8D"]}
    rest = [c for c in STOCK + ["KS", "QS", "7H", "8H", "9C", "AS", "TS", "KH", "QH", "JH"]
            if c not in other["A"] + other["B"] + ["7D"]]
    ruling = rule(deal(ev("deal_fault", "A", kind="out_of_turn"), turn_up="KS",
                       hands={"A": ["7S", "QS", "7H", "8H", "9C"], "B": ["AS", "TS", "KH", "QH", "JH"]}),
                  deal(ev("stand", "A"), dealer="B", hands=other, turn_up="7D", stock=rest),
                  deal(ev("stand", "B"), *plays(B_THREE[:1]), dealer="A", deal_event=False))
    aside = ruling["deals"][2]
    assert ruling["deals"][0]["status"] == "passed" and ruling["deals"][0]["next_dealer"] == "B"
    assert named(aside, "set_aside_dealt")[0]["laws"] == ["foster:ecarte#set-aside"]
    # the trump turned, the King of spades: the dealer marks one for it, in the deal that uses the cards
    assert aside["turn_up"] == "KS" and aside["trump"] == "S" and aside["king"] == {"seat": "A", "how": "turned"}
    assert aside["points"] == {"A": 1, "B": 0} and ruling["deals"][0]["points"] == {"A": 0, "B": 0}  # once, not twice
    assert aside["tricks"][0]["plays"] == [["B", "KH"]]  # B's hand as it was dealt and set aside


def test_foster_ecarte_stands_good_found_after_a_trick_played_to() -> None:
    d = rule(deal(ev("stand", "B"), *plays([("B", "KH"), ("A", "7H")]), ev("deal_fault", "A", kind="out_of_turn")))
    assert named(d["deals"][0], "deal_out_of_turn")[0]["laws"] == ["foster:ecarte#stands-good"]


def test_foster_ecarte_faced_for_dealer_a_card_faced_when_dealing_for_the_discard_falling_to_him_stands() -> None:
    d = rule(deal(ev("propose", "B"), ev("accept", "A"), ev("discard", "B", cards=["AS"]), ev("give", "A"),
                  ev("deal_fault", "A", kind="faced_in_pack")))["deals"][0]
    assert named(d, "faced_for_discard")[0]["laws"] == ["foster:ecarte#faced-for-dealer"]


def test_foster_ecarte_faced_for_pone_he_may_take_it_or_claim_a_fresh_deal() -> None:
    d = rule(deal(ev("propose", "B"), ev("accept", "A"), ev("discard", "B", cards=["AS"]), ev("give", "A"),
                  ev("deal_fault", "B", kind="faced_in_pack"), ev("elect", "B", option="fresh_deal")))["deals"][0]
    assert named(d, "faced_for_discard")[0]["options"] == ["take", "fresh_deal"] and d["status"] == "redeal"


def test_foster_ecarte_pack_exhausted_the_players_take_back_from_their_discards() -> None:
    stock = ["9S", "8S"]  # a stock nearly spent (the other cards in the discards of an earlier round, unrecorded)
    d = rule(deal(ev("propose", "B"), ev("accept", "A"), ev("discard", "B", cards=["AS", "TS", "KH"]),
                  ev("give", "A", cards=["9S", "8S", "AS"]), stock=stock))["deals"][0]
    assert named(d, "pack_exhausted")[0]["laws"][0] == "foster:ecarte#pack-exhausted"
    assert not named(d, "gave_wrong_number")


def test_foster_ecarte_looking_at_tricks_the_adversary_may_call_on_him_to_play_exposed() -> None:
    d = rule(deal(ev("stand", "B"), *plays([("B", "KH"), ("A", "7H")]), ev("look_back", "A")))["deals"][0]
    assert named(d, "looked_at_trick")[0]["options"] == ["play_exposed", "waive"] and d["points"] == {"A": 0, "B": 0}


def test_foster_ecarte_looking_at_tricks_played_exposed_but_not_liable_to_be_called() -> None:
    # "may be called upon to play with the remainder of his hand exposed, but not liable to be called": B calls on A
    # to play exposed; A's cards are on the table, and the play goes on as the ranking says, no card called.
    d = rule(deal(ev("stand", "B"), *plays([("B", "KH"), ("A", "7H")]), ev("look_back", "A"),
                  ev("elect", "B", option="play_exposed"), *plays(B_THREE[2:])))["deals"][0]
    assert named(d, "looked_at_trick")[0]["elected"] == "play_exposed"
    assert d["status"] == "scored" and d["tricks_won"] == {"A": 2, "B": 3} and d["points"] == {"A": 0, "B": 1}
    assert {r["irregularity"] for r in d["rulings"]} == {"looked_at_trick", "settlement"}


def test_foster_ecarte_gallery_a_player_who_resigns_keeps_his_seat_and_score() -> None:
    d = rule(deal(ev("stand", "B"), ev("resign", "A", by="Carl"), *plays(B_THREE)))["deals"][0]
    assert named(d, "resigned")[0]["laws"] == ["foster:ecarte#gallery"] and d["points"]["B"] == 1


def patterned(dealer: str, pattern: str, *before: dict[str, Any]) -> dict[str, Any]:
    pone = "B" if dealer == "A" else "A"
    return {"dealer": dealer, "events": [*before, ev("deal", hands={dealer: HANDS["A"], pone: HANDS["B"]},
                                                     turn_up="7S", stock=STOCK, pattern=pattern)]}


def test_foster_ecarte_pattern_the_dealer_continues_during_the_game_as_he_began() -> None:
    ruling = rule(patterned("A", "2-3"), patterned("B", "3-2"), patterned("A", "3-2"))
    assert not named(ruling["deals"][1], "pattern_changed")  # each dealer his own manner
    changed = named(ruling["deals"][2], "pattern_changed")[0]
    assert changed["laws"] == ["foster:ecarte#pattern"] and "no penalty" in changed["effect"]


def test_foster_ecarte_pattern_change_for_the_following_game_told_when_presenting_the_cards() -> None:
    won = {"dealer": "A", "events": [{**dealt(), "pattern": "2-3"}, ev("stand", "B"), *plays(B_THREE)]}
    unsaid = rule(won, patterned("A", "3-2"), start_score={"A": 0, "B": 4})
    told = rule(won, patterned("A", "3-2", ev("remark", "A", about="pattern")), start_score={"A": 0, "B": 4})
    assert named(unsaid["deals"][1], "pattern_changed")[0]["laws"] == ["foster:ecarte#pattern-change"]
    assert not named(told["deals"][1], "pattern_changed") and told["deals"][1]["status"] == "incomplete"


# -- the game ------------------------------------------------------------------------------------------------------


def test_foster_ecarte_five_the_player_first_reaching_five_points_wins_the_game() -> None:
    ruling = rule(deal(ev("stand", "B"), *plays(B_THREE)), deal(ev("stand", "A"), dealer="B", deal_event=False),
                  start_score={"A": 1, "B": 4})
    assert ruling["games"] == [{"winner": "B", "score": {"A": 1, "B": 5}}] and ruling["games_won"] == {"B": 1}
    assert ruling["deals"][0]["next_dealer"] == "B" and ruling["score"] == {"A": 0, "B": 0}


# -- Pool Écarté ---------------------------------------------------------------------------------------------------


#: The dealer wins: the pone, holding A's cards, stands and makes two tricks (his trumps win the last).
DEALER_THREE = [("P", "9C"), ("D", "TS"), ("D", "KH"), ("P", "7H"), ("D", "QH"), ("P", "8H"), ("D", "JH"), ("P", "QS"),
                ("P", "KS"), ("D", "AS")]


def two_points(dealer: str, pone: str, winner: str) -> dict[str, Any]:
    """A deal that gives ``winner`` two points: the pone proposes, is refused and makes three tricks, or stands and
    makes two (foster:ecarte#refuse-scoring, #stand-scoring)."""
    if winner == pone:
        hands, answer = {dealer: HANDS["A"], pone: HANDS["B"]}, [ev("propose", pone), ev("refuse", dealer)]
        order = [({"A": dealer, "B": pone}[s], c) for s, c in B_THREE]
    else:
        hands, answer = {dealer: HANDS["B"], pone: HANDS["A"]}, [ev("stand", pone)]
        order = [({"D": dealer, "P": pone}[s], c) for s, c in DEALER_THREE]
    return {"dealer": dealer, "pone": pone, "events": [ev("deal", hands=hands, turn_up="7S", stock=STOCK), *answer,
                                                       *plays(order)]}


def pool(*deals: dict[str, Any], **top: Any) -> dict[str, Any]:
    return rule(*deals, game="pool-ecarte", seats=("A", "B", "C"), **top)


def test_foster_ecarte_stand_scoring_the_dealer_wins_when_the_pone_who_stood_fails() -> None:
    d = rule(two_points("A", "B", "A"))["deals"][0]
    assert d["tricks_won"] == {"A": 3, "B": 2} and d["points"] == {"A": 2, "B": 0}


def test_foster_pool_ecarte_stakes_each_of_three_contributes_a_stake_to_form_a_pool() -> None:
    ruling = pool(two_points("A", "B", "B"))
    d = ruling["deals"][0]
    assert d["pool"] == 3 and d["pool_total"] == 3 and d["out"] == "C" and named(d, "pool_formed")
    assert ruling["pool_total"] == 3 and ruling["stakes"] == {"A": -1, "B": -1, "C": -1}
    assert ruling["score"] == {"A": 0, "B": 2}


def test_foster_pool_ecarte_loser_pays_and_rentrant_the_loser_retires_in_favour_of_the_third_player() -> None:
    ruling = pool(two_points("A", "B", "B"), start_score={"A": 0, "B": 3})
    d = ruling["deals"][0]
    assert d["pool"] == 4 and d["pool_total"] == 4 and d["next_dealer"] is None
    assert named(d, "game_lost")[0]["laws"] == ["foster:pool-ecarte#loser-pays", "foster:pool-ecarte#rentrant"]
    assert ruling["games"] == [{"winner": "B", "score": {"A": 0, "B": 5}, "players": ["A", "B"], "out": "C"}]
    assert ruling["next_game"] == {"players": ["B", "C"], "out": "A"}
    assert ruling["stakes"] == {"A": -2, "B": -1, "C": -1} and ruling["score"] == {"B": 0, "C": 0}


def test_foster_pool_ecarte_two_in_succession_and_five_stakes_the_first_winner_wins_the_second_and_takes_five() -> None:
    ruling = pool(two_points("A", "B", "B"), two_points("C", "B", "B"), two_points("B", "C", "B"),
                  two_points("C", "B", "B"), start_score={"A": 0, "B": 3})
    assert [g["winner"] for g in ruling["games"]] == ["B", "B"]
    last = ruling["deals"][-1]
    won = named(last, "pool_won")[0]
    assert won["laws"] == ["foster:pool-ecarte#two-in-succession", "foster:pool-ecarte#five-stakes",
                           "foster:pool-ecarte#new-pool"]
    assert last["pool"] == 1 - 5 and last["pool_total"] == 0
    assert ruling["stakes"] == {"A": -2, "B": 4, "C": -2} and ruling["next_game"] is None
    assert ruling["pools"] == [{"winner": "B", "stakes": 5, "games": [0, 1]}]


def test_foster_pool_ecarte_second_loser_the_rentrant_who_wins_holds_the_pool_for_his_next_game() -> None:
    ruling = pool(two_points("A", "B", "B"), two_points("C", "B", "C"), two_points("B", "C", "C"),
                  two_points("C", "B", "C"), start_score={"A": 0, "B": 3})
    assert [g["winner"] for g in ruling["games"]] == ["B", "C"]
    assert named(ruling["deals"][-1], "game_lost")[0]["laws"][0] == "foster:pool-ecarte#second-loser"
    assert ruling["pool_total"] == 5 and ruling["next_game"] == {"players": ["A", "C"], "out": "B"}


def test_foster_pool_ecarte_engaged_only_the_two_engaged_contribute_the_loser_paying_nothing() -> None:
    ruling = pool(two_points("A", "B", "B"), two_points("C", "B", "B"), start_score={"A": 0, "B": 3},
                  options={"engaged_only": True})
    assert ruling["deals"][0]["pool"] == 2 and not named(ruling["deals"][0], "settlement")[0]["laws"].count(
        "foster:pool-ecarte#loser-pays")
    assert ruling["deals"][1]["pool"] == 1  # the rentrant's stake as he enters
    assert ruling["stakes"] == {"A": -1, "B": -1, "C": -1}


def test_foster_pool_ecarte_cut_out_the_seat_sitting_out_and_cut_deal_after_a_game() -> None:
    ruling = pool(two_points("A", "B", "B"), start_score={"A": 0, "B": 3})
    d = ruling["deals"][0]
    assert [b["id"] for b in d["basis"] if b["decides"] == "out"] == ["foster:pool-ecarte#cut-out"]
    assert [b["id"] for b in d["basis"] if b["decides"] == "next_dealer"] == ["foster:pool-ecarte#rentrant",
                                                                               "foster:pool-ecarte#cut-deal"]


def test_foster_pool_ecarte_two_in_succession_a_pool_in_progress_won_by_its_holder() -> None:
    ruling = pool(two_points("C", "B", "B"), start_score={"B": 3, "C": 0}, start_pool=4, start_holder="B")
    won = named(ruling["deals"][0], "pool_won")[0]
    assert won["laws"][:2] == ["foster:pool-ecarte#two-in-succession", "foster:pool-ecarte#five-stakes"]
    assert ruling["stakes"] == {"A": 0, "B": 5, "C": -1} and ruling["pool_total"] == 0


def test_foster_pool_ecarte_outsider_a_remark_by_the_seat_sitting_out_is_of_no_effect() -> None:
    d = pool({"dealer": "A", "pone": "B", "events": [ev("remark", "C", about="score")]})["deals"][0]
    assert named(d, "outsider_remark")[0]["laws"] == ["foster:pool-ecarte#outsider"]
    later = pool(two_points("A", "B", "B"), {"dealer": "C", "pone": "B", "events": [ev("remark", "A", about="score")]},
                 start_score={"A": 0, "B": 3})["deals"][1]
    assert "allowed to advise" in named(later, "outsider_remark")[0]["effect"]


# -- each sentence the cases above apply, by its own name --------------------------------------------------------------


def cited(d: dict[str, Any], what: str) -> list[str]:
    """The laws the deal's rulings named ``what`` cite (``basis`` for its basis)."""
    if what == "basis":
        return [b["id"] for b in d["basis"]]
    return [law for r in named(d, what) for law in r["laws"]]


ROUND = [ev("propose", "B"), ev("accept", "A"), ev("discard", "B", cards=["AS"]), ev("give", "A")]


def test_foster_ecarte_two_packs_the_other_pack_taken_up_where_two_are_in_use() -> None:
    one = rule(deal(ev("deal_fault", "A", kind="out_of_turn")), options={"packs": 1})["deals"][0]
    assert cited(one, "deal_out_of_turn") == ["foster:ecarte#set-aside"] and one["status"] != "passed"
    assert "no other pack" in named(one, "deal_out_of_turn")[0]["finding"] + named(one, "deal_out_of_turn")[0]["effect"]
    two = rule(deal(ev("deal_fault", "A", kind="out_of_turn")))["deals"][0]
    assert "foster:ecarte#two-packs" in cited(two, "deal_out_of_turn") and two["status"] == "passed"


def test_foster_ecarte_game_counters_five_points_is_the_game() -> None:
    ruling = rule(deal(ev("stand", "B"), *plays(B_THREE)), start_score={"A": 0, "B": 4})
    assert "foster:ecarte#game-counters" in cited(ruling["deals"][0], "game_won")


def test_foster_ecarte_proper_turn_the_player_whose_proper_turn_it_was_deals() -> None:
    d = rule(deal(ev("deal_fault", "A", kind="out_of_turn"), deal_event=False))["deals"][0]
    assert "foster:ecarte#proper-turn" in cited(d, "deal_out_of_turn") and d["next_dealer"] == "B"


def test_foster_ecarte_misdeal_too_many_or_too_few_cards() -> None:
    d = rule(deal(ev("deal_fault", "A", kind="wrong_count", count=4)))["deals"][0]
    assert cited(d, "wrong_count")[0] == "foster:ecarte#misdeal"


def test_foster_ecarte_pone_too_few_he_may_supply_the_deficiency_from_the_pack() -> None:
    d = rule(deal(ev("deal_fault", "B", kind="wrong_count", count=4), ev("elect", "B", option="supply"),
                  ev("give", "A", to="B", cards=["9S"]), ev("stand", "B")))["deals"][0]
    assert "foster:ecarte#pone-too-few" in cited(d, "wrong_count") and d["status"] == "incomplete"
    assert not named(d, "gave_wrong_number") and not named(d, "answer_barred")


def test_foster_ecarte_dealer_wrong_count_the_pone_may_draw_the_superfluous_cards() -> None:
    d = rule(deal(ev("deal_fault", "A", kind="wrong_count", count=6)))["deals"][0]
    assert "foster:ecarte#dealer-wrong-count" in cited(d, "wrong_count")
    assert named(d, "wrong_count")[0]["options"] == ["draw", "misdeal"]


def test_foster_ecarte_seen_pone_he_may_supply_or_discard_or_claim_a_misdeal() -> None:
    d = rule(deal(ev("deal_fault", "B", kind="wrong_count", count=6, seen=True)))["deals"][0]
    assert cited(d, "wrong_count")[1] == "foster:ecarte#seen-pone"
    assert named(d, "wrong_count")[0]["options"] == ["correct", "misdeal"]


def test_foster_ecarte_seen_show_his_discard_shown_to_the_dealer() -> None:
    d = rule(deal(ev("deal_fault", "B", kind="wrong_count", count=6, seen=True)))["deals"][0]
    assert "foster:ecarte#seen-show" in cited(d, "wrong_count")


def test_foster_ecarte_remedied_the_trump_card_remains_unchanged() -> None:
    d = rule(deal(ev("deal_fault", "B", kind="wrong_count", count=6), ev("elect", "B", option="discard_at_hazard"),
                  ev("discard", "B", cards=["AS"]), ev("stand", "B")))["deals"][0]
    assert "foster:ecarte#remedied" in cited(d, "wrong_count") and d["trump"] == "S"


def test_foster_ecarte_dealer_takes_cards_after_helping_his_adversary() -> None:
    d = rule(deal(*ROUND, ev("discard", "A", cards=["9C"]), ev("give", "A"), ev("stand", "B")))["deals"][0]
    assert "foster:ecarte#dealer-takes" in cited(d, "basis") and not named(d, "answer_barred")


def test_foster_ecarte_discard_the_elder_hand_discards_one_to_five() -> None:
    d = rule(deal(*ROUND, ev("stand", "B")))["deals"][0]
    assert "foster:ecarte#discard" in cited(d, "basis") and d["rounds"] == 1


def test_foster_ecarte_discards_quitted_not_again_looked_at() -> None:
    d = rule(deal(*ROUND, ev("look_back", "A", at="discards")))["deals"][0]
    assert "foster:ecarte#discards-quitted" in cited(d, "looked_at_discards")


def test_foster_ecarte_dealer_discard_the_dealer_announces_how_many_he_takes() -> None:
    d = rule(deal(*ROUND, ev("discard", "A", cards=["9C", "8H"], count=2), ev("give", "A"),
                  ev("stand", "B")))["deals"][0]
    assert "foster:ecarte#dealer-discard" in cited(d, "basis") and not named(d, "dealer_too_few")


def test_foster_ecarte_propose_again_a_later_refusal_carries_no_penalty() -> None:
    d = rule(deal(*ROUND, ev("propose", "B"), ev("refuse", "A")))["deals"][0]
    assert cited(d, "later_refusal")[0] == "foster:ecarte#propose-again" and d["at_risk"] is None


def test_foster_ecarte_no_cards_left_for_the_dealer_his_own_fault() -> None:
    d = rule(deal(*ROUND, ev("discard", "A", cards=["9C"]), ev("give", "A"), stock=["9S"]))["deals"][0]
    assert "foster:ecarte#no-cards-left" in cited(d, "pack_exhausted")


def test_foster_ecarte_draw_superfluous_the_dealer_may_play_drawing_the_cards() -> None:
    d = rule(deal(ev("propose", "B"), ev("accept", "A"), ev("discard", "B", cards=["AS"], count=2),
                  ev("elect", "A", option="play")))["deals"][0]
    assert "foster:ecarte#draw-superfluous" in cited(d, "pone_asked_more") and d["points"] == {"A": 0, "B": 0}


def test_foster_ecarte_dealer_marks_point_deciding_not_to_play() -> None:
    d = rule(deal(ev("propose", "B"), ev("accept", "A"), ev("discard", "B", cards=["AS"], count=2),
                  ev("elect", "A", option="take_point")))["deals"][0]
    assert named(d, "settlement")[0]["laws"] == ["foster:ecarte#dealer-marks-point"]


def test_foster_ecarte_pone_no_king_having_asked_too_many_he_cannot_mark_it() -> None:
    hands = {"A": ["AS", "QS", "7H", "8H", "9C"], "B": ["KS", "TS", "KH", "QH", "JH"]}
    d = rule(deal(ev("propose", "B"), ev("accept", "A"), ev("discard", "B", cards=["TS"], count=2),
                  ev("elect", "A", option="play"), ev("give", "A", cards=["9S", "8S"]), ev("mark_king", "B"),
                  hands=hands))["deals"][0]
    assert cited(d, "king_barred") == ["foster:ecarte#pone-no-king"] and d["king"] is None


def test_foster_ecarte_trump_same_during_all_the_discards() -> None:
    d = rule(deal(*ROUND, ev("deal_fault", "A", kind="turned_for_discard", card="JS")))["deals"][0]
    assert "foster:ecarte#trump-same" in cited(d, "turned_for_discard") and d["trump"] == "S"


def test_foster_ecarte_mark_king_the_discards_settled_the_king_marked() -> None:
    hands = {"A": ["AS", "QS", "7H", "8H", "9C"], "B": ["KS", "TS", "KH", "QH", "JH"]}
    d = rule(deal(ev("stand", "B"), ev("mark_king", "B"), hands=hands))["deals"][0]
    assert "foster:ecarte#mark-king" in cited(d, "king_marked")


def test_foster_ecarte_i_play_the_dealer_marks_before_the_lead_after_the_notice() -> None:
    hands = {"A": ["KS", "QS", "7H", "8H", "9C"], "B": ["AS", "TS", "KH", "QH", "JH"]}
    d = rule(deal(ev("stand", "B"), ev("mark_king", "A"), *plays([("B", "KH")]), hands=hands))["deals"][0]
    assert cited(d, "king_marked")[:2] == ["foster:ecarte#dealer-king", "foster:ecarte#king-point"]
    late = rule(deal(ev("stand", "B"), *plays([("B", "KH")]), ev("mark_king", "A"), hands=hands))["deals"][0]
    assert "foster:ecarte#i-play" in cited(late, "king_late")


def test_foster_ecarte_dealer_reply_i_mark_the_king() -> None:
    d = rule(deal(ev("stand", "B"), ev("mark_king", "A"), *plays([("B", "KH")])))["deals"][0]
    assert "foster:ecarte#dealer-reply" in cited(d, "basis") and d["king"] == {"seat": "A", "how": "marked"}


def test_foster_ecarte_false_king_additional_the_adversary_marks_his_own_king_besides() -> None:
    # Foster's example: the pone announces the King as he leads, not having said "I play"; the dealer holds it
    d = rule(deal(ev("propose", "B"), ev("refuse", "A"), ev("mark_king", "B"), *plays([("B", "KH")]),
                  ev("mark_king", "A")))["deals"][0]
    assert "foster:ecarte#false-king-additional" in cited(d, "king_false") and d["points"] == {"A": 2, "B": 0}
    assert d["king"] == {"seat": "A", "how": "marked"}


def test_foster_ecarte_false_king_replay_the_cards_taken_back_and_the_hand_played_over() -> None:
    d = rule(deal(ev("stand", "B"), ev("mark_king", "B"), *plays([("B", "KH"), ("A", "7H")]),
                  ev("replay", "A"), *plays(B_THREE)))["deals"][0]
    assert "foster:ecarte#false-king-replay" in cited(d, "king_false")
    assert d["first_play"] and d["tricks_won"] == {"A": 2, "B": 3} and d["points"] == {"A": 1, "B": 1}


def test_foster_ecarte_announce_suit_the_leader_announces_it() -> None:
    d = rule(deal(ev("stand", "B"), ev("play", "B", card="KH", names="H")))["deals"][0]
    assert not named(d, "wrong_suit_announced")
    wrong = rule(deal(ev("stand", "B"), ev("play", "B", card="KH", names="C")))["deals"][0]
    assert cited(wrong, "wrong_suit_announced")[0] == "foster:ecarte#announce-suit"


def test_foster_ecarte_call_suit_none_of_the_suit_announced() -> None:
    d = rule(deal(ev("stand", "B"), ev("play", "B", card="KH", names="C")))["deals"][0]
    assert "foster:ecarte#call-suit" in cited(d, "wrong_suit_announced")


def test_foster_ecarte_remain_the_card_led_may_remain_as_played() -> None:
    d = rule(deal(ev("stand", "B"), ev("play", "B", card="KH", names="C"), ev("elect", "A", option="stand"),
                  ev("play", "A", card="7H")))["deals"][0]
    wrong = named(d, "wrong_suit_announced")[0]
    assert "foster:ecarte#remain" in wrong["laws"] and wrong["elected"] == "stand" and d["tricks"][0]["winner"] == "B"


def test_foster_ecarte_lead_out_of_turn_stands_the_adversary_having_played_to_it() -> None:
    d = rule(deal(ev("stand", "B"), *plays([("A", "7H"), ("B", "KH")])))["deals"][0]
    assert "foster:ecarte#lead-out-of-turn-stands" in cited(d, "lead_out_of_turn")


def test_foster_ecarte_game_five_points_by_tricks_penalties_and_the_king() -> None:
    d = rule(deal(ev("stand", "B"), *plays(B_THREE)))["deals"][0]
    assert "foster:ecarte#game" in cited(d, "basis")


def test_foster_ecarte_king_point_one_point_for_the_king() -> None:
    hands = {"A": ["AS", "QS", "7H", "8H", "9C"], "B": ["KS", "TS", "KH", "QH", "JH"]}
    d = rule(deal(ev("stand", "B"), ev("mark_king", "B"), hands=hands))["deals"][0]
    assert named(d, "settlement")[0]["laws"] == ["foster:ecarte#king-point"] and d["points"]["B"] == 1


def test_foster_ecarte_accepted_scoring_the_odd_trick_one_the_vole_two() -> None:
    d = rule(deal(*ROUND, ev("stand", "B"), *plays([("B", "KH"), ("A", "7H"), ("B", "QH"), ("A", "8H"), ("B", "JH"),
                                                     ("A", "9C"), ("B", "9S"), ("A", "KS"), ("A", "QS"),
                                                     ("B", "TS")])))["deals"][0]
    assert named(d, "settlement")[0]["laws"][0] == "foster:ecarte#accepted-scoring" and d["points"]["B"] == 1


def test_foster_pool_ecarte_cut_deal_and_rentrant_the_rentrant_cuts_with_the_winner() -> None:
    d = pool(two_points("A", "B", "B"), start_score={"A": 0, "B": 3})["deals"][0]
    assert "foster:pool-ecarte#cut-deal" in cited(d, "basis")


def test_foster_pool_ecarte_rentrant_takes_the_losers_seat() -> None:
    ruling = pool(two_points("A", "B", "B"), start_score={"A": 0, "B": 3})
    assert "foster:pool-ecarte#rentrant" in cited(ruling["deals"][0], "game_lost")
    assert ruling["next_game"]["out"] == "A"


def test_foster_pool_ecarte_five_stakes_and_new_pool() -> None:
    ruling = pool(two_points("C", "B", "B"), start_score={"B": 3, "C": 0}, start_pool=4, start_holder="B")
    laws = cited(ruling["deals"][0], "pool_won")
    assert "foster:pool-ecarte#five-stakes" in laws and laws[-1] == "foster:pool-ecarte#new-pool"
    assert ruling["next_game"] is None


def test_foster_pool_ecarte_new_pool_formed_by_each_of_the_three() -> None:
    ruling = pool(two_points("C", "B", "B"), two_points("A", "C", "C"), start_score={"B": 3, "C": 0}, start_pool=4,
                  start_holder="B")
    assert ruling["deals"][1]["pool"] == 3 and named(ruling["deals"][1], "pool_formed")


def test_foster_pool_ecarte_stakes_the_settlement_says_each_transfer_in_its_own_unit() -> None:
    # foster:pool-ecarte#stakes: each of three "contributes a stake to form a pool"; foster:ecarte's points are the
    # game's count. A stake paid to the pool is said in stakes, a point scored in points, never the one for the other.
    d = pool(two_points("A", "B", "B"))["deals"][0]
    settled = named(d, "settlement")[0]
    assert "A pays pool 1 stake (" in settled["finding"] and "B scores 2 points" in settled["finding"]
    assert "point" not in settled["finding"].split("B scores")[0]
    assert settled["effect"] == "B +2 points; pool +3, A -1, B -1, C -1 stakes."


def test_foster_ecarte_essential_the_euchre_laws_are_cited_as_persuasive_only() -> None:
    # "All that is essential in the laws will be found embodied in the foregoing description of the game": the pack not
    # cut is ruled by the section's sentences, Foster's law 14 cited only as persuasive, never as binding.
    d = rule(deal(ev("deal_fault", "A", kind="not_cut")))["deals"][0]
    not_cut = named(d, "not_cut")[0]
    assert all(law.startswith("foster:ecarte#") for law in not_cut["laws"]) and not_cut["persuasive"] == ["foster:14"]
