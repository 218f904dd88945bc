"""Forty-Five, or Five and Ten (FORTY-FIVE, OR FIVE AND TEN., laws/foster-forty-five.toml; napoleon-spoil-five.md
§7): Spoil Five by two or by two partnerships, for points to forty-five, each case built from the section's words."""
from __future__ import annotations

import pytest

import referee
from referee.record import InvalidRecord
from referee.schemas import load_record

from spoil_five_records import FIVE, FOUR, SWEEP, SWEEP_PLAYS, SWEEP_SPOILED, deal, record, rule, rulings


def forty_five(*deals: dict[str, object], **kw: object) -> dict[str, object]:
    return rule(*deals, game="forty-five", **kw)  # type: ignore[arg-type]


def test_foster_forty_five_names_two_persons_or_four_or_six_in_two_equal_partnerships() -> None:
    # foster:forty-five#names: "played by two persons only, or by four or six divided into two equal partnerships"
    assert load_record(record(game="forty-five", seats=("A", "B"))).sides == ("A", "B")
    assert load_record(record(game="forty-five", seats=tuple("ABCD"))).sides == ("AC", "BD")
    assert load_record(record(game="forty-five", seats=tuple("ABCDEF"))).sides == ("ACE", "BDF")
    with pytest.raises(InvalidRecord, match="two equal partnerships"):
        referee.rule(record(game="forty-five", seats=("A", "B", "C")))


def test_foster_forty_five_no_pool() -> None:
    # foster:forty-five#no-pool: "There is no pool, as one side or the other must win three tricks every deal."
    ruling = forty_five(deal("A", SWEEP, "8S", *FIVE))
    assert "pool_total" not in ruling and "pool" not in ruling["deals"][0]  # type: ignore[index]


def test_foster_forty_five_odd_trick_five_points_or_ten_for_all_five() -> None:
    # foster:forty-five#odd-trick: "The side winning the odd trick counts five points towards game, or ten points if
    # it wins all five tricks."
    assert forty_five(deal("A", SWEEP_SPOILED, "8S", *FOUR))["score"] == {"A": 0, "B": 5}
    assert forty_five(deal("A", SWEEP, "8S", *FIVE))["score"] == {"A": 0, "B": 10}


def test_foster_forty_five_odd_trick_the_partnership_counts_its_tricks_together() -> None:
    # four players, A and C against B and D: B wins two tricks and D one, the odd trick for BD
    hands = {"B": ["5S", "JS", "2C", "3C", "4C"], "C": ["KD", "QD", "JD", "TD", "9D"],
             "D": ["KS", "2H", "3H", "4H", "6H"], "A": ["KC", "QC", "JC", "7S", "6S"]}
    plays = ("5S", "KD", "KS", "7S",  # B's five wins
             "JS", "QD", "2H", "6S",  # B's jack
             "2C", "JD", "3H", "KC",  # A's king of clubs
             "QC", "3C", "TD", "4H",  # A's queen: A and C two
             "JC", "4C", "9D", "6H")  # A's jack: AC three
    d = forty_five(deal("A", hands, "8S", *plays), seats=tuple("ABCD"))
    assert d["score"] == {"AC": 5, "BD": 0}


def test_foster_forty_five_game_forty_five_points_is_game() -> None:
    # foster:forty-five#game: "Forty-five points is game." B at 40 wins the odd trick: the game, and the next begins
    # at nothing each
    ruling = forty_five(deal("A", SWEEP_SPOILED, "8S", *FOUR), top={"start_score": {"A": 20, "B": 40}})
    assert ruling["games"] == [{"winner": "B", "score": {"A": 20, "B": 45}, "slam": False, "laws": ["foster:forty-five"]}]
    assert ruling["score"] == {"A": 0, "B": 0}


def test_foster_forty_five_tricks_count_each_trick_five_the_winners_less_the_losers() -> None:
    # foster:forty-five#tricks-count: "each trick counts five points, and the winners' score is deducted from the
    # losers', so that if one side wins four tricks it counts fifteen towards game"
    assert forty_five(deal("A", SWEEP_SPOILED, "8S", *FOUR), count="tricks")["score"] == {"A": 0, "B": 15}
    assert forty_five(deal("A", SWEEP, "8S", *FIVE), count="tricks")["score"] == {"A": 0, "B": 25}


def test_foster_forty_five_count_out_if_each_side_is_35_up_the_first_to_win_two_tricks_counts_out() -> None:
    # foster:forty-five#count-out: "if each side is 35 up, the first to win two tricks counts out"
    ruling = forty_five(deal("A", SWEEP, "8S", *FIVE), count="tricks", top={"start_score": {"A": 35, "B": 35}})
    d = ruling["deals"][0]  # type: ignore[index]
    assert d["points"] == {"A": 0, "B": 10} and ruling["games"][0]["winner"] == "B"  # type: ignore[index]
    assert any("counts out" in c["text"] for r in d["rulings"] for c in r["citations"])


def test_foster_forty_five_minor_variations_five_for_the_dealers_side_if_the_king_is_turned() -> None:
    # foster:forty-five#minor-variations: "counting five for the dealer's side if the ace or King is turned up"
    hands = {"B": ["5S", "JS", "AS", "QS", "9D"], "A": ["2D", "3D", "4D", "6D", "7D"]}
    plays = ("5S", "2D", "JS", "3D", "AS", "4D", "QS", "6D", "9D", "7D")
    assert forty_five(deal("A", hands, "KS", *plays), dealer_bonus=True)["score"] == {"A": 5, "B": 10}
    assert forty_five(deal("A", hands, "KS", *plays))["score"] == {"A": 0, "B": 10}


def test_foster_forty_five_minor_variations_robbing_with_the_king_if_the_ace_is_not_in_play() -> None:
    # "such as robbing with the King, if the ace is not in play": the AS in the stock, A robs the 8S with the KS
    hands = {"B": ["9D", "KD", "QD", "JD", "TD"], "A": ["KS", "3D", "4D", "6D", "7D"]}
    agreed = forty_five(deal("A", hands, "8S", "9D", {"type": "rob", "seat": "A", "card": "3D"}), rob_with_king=True)
    d = agreed["deals"][0]  # type: ignore[index]
    assert d["robbed_by"] == "A" and rulings(d, "rob")[0]["effect"] == "The rob stands."
    unagreed = forty_five(deal("A", hands, "8S", "9D", {"type": "rob", "seat": "A", "card": "3D"}))
    d = unagreed["deals"][0]  # type: ignore[index]
    assert "No penalty: the exchange stands." in rulings(d, "custom")[0]["effect"]


def test_foster_forty_five_no_pool_a_revoke_claimed_and_proved_law_30_persuasive_the_adversaries_elect() -> None:
    # Spoil Five's penalty for a revoke is the pool's; Forty-Five has none: law 30, persuasive: "If a revoke is claimed
    # and proved, the hand in which it occurs is immediately abandoned. The adversaries of the revoking player then
    # have the option of adding two points to their own score, or deducting two points from his score."
    hands = {"B": ["KD", "5S", "JS", "KS", "QS"], "A": ["2D", "2C", "3D", "4D", "6D"]}
    claimed = deal("A", hands, "8S", "KD", "2C", {"type": "claim", "seat": "B", "kind": "revoke", "against": "A"})
    d = forty_five(claimed)["deals"][0]  # type: ignore[index]
    revoke = rulings(d, "revoke")[0]
    assert revoke["persuasive"] == ["foster:30"] and revoke["options"] == ["add_two", "deduct_two"]
    assert d["status"] == "awaiting"
    claimed["events"].append({"type": "elect", "seat": "B", "option": "add_two"})
    ruling = forty_five(claimed)
    assert ruling["score"] == {"A": 0, "B": 2} and ruling["deals"][0]["status"] == "scored"  # type: ignore[index]
    claimed["events"][-1]["option"] = "deduct_two"
    assert forty_five(claimed, top={"start_score": {"A": 10, "B": 0}})["score"] == {"A": 8, "B": 0}


def test_foster_forty_five_no_pool_a_revoke_not_claimed_no_penalty() -> None:
    hands = {"B": ["KD", "5S", "JS", "KS", "QS"], "A": ["2D", "2C", "3D", "4D", "6D"]}
    d = forty_five(deal("A", hands, "8S", "KD", "2C"))["deals"][0]  # type: ignore[index]
    assert rulings(d, "revoke_unclaimed")[0]["effect"].startswith("No revoke is claimed: no penalty")
    assert d["status"] == "incomplete" and "barred" not in d


def test_foster_forty_five_odd_trick_the_hands_abandoned_once_the_points_are_decided() -> None:
    # the side with three tricks and the other with one: five points, no more
    d = forty_five(deal("A", SWEEP_SPOILED, "8S", "5S", "2D", "9D", "TD", "6D", "JS", "KS", "3D",
                        {"type": "abandon", "seat": "B"}))
    assert d["score"] == {"A": 0, "B": 5} and d["deals"][0]["status"] == "scored"  # type: ignore[index]
    early = forty_five(deal("A", SWEEP, "8S", *SWEEP_PLAYS, {"type": "abandon", "seat": "B"}))
    assert early["deals"][0]["status"] == "incomplete"  # type: ignore[index]


def test_foster_forty_five_odd_trick_an_outcome_agreed_scores_the_side_s_tricks() -> None:
    d = forty_five({"dealer": "A", "events": [{"type": "outcome", "seat": "A", "tricks": 1}]})
    assert d["score"] == {"A": 0, "B": 5}


def test_foster_forty_five_foul_hand_law_23_persuasive_his_side_cannot_score_that_hand() -> None:
    # a wrong count found in the play: Spoil Five's forfeit is the pool's; law 23: "he cannot score anything that hand"
    d = forty_five(deal("A", SWEEP, "8S", "5S", "2D", {"type": "deal_fault", "kind": "wrong_count", "seat": "B"},
                        "JS", "3D", "KS", "4D", "QS", "6D", "9D", "7D"))
    assert d["score"] == {"A": 0, "B": 0}
    assert rulings(d["deals"][0], "foul_hand")[0]["persuasive"] == ["foster:23"]  # type: ignore[index]
