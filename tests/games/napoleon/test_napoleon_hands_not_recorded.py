"""Napoleon recorded as a club scorer keeps it: the hands not typed, the deal told by its bids and the cards as played,
or by its outcome (the bid and the bidder's tricks). Only a hand the record gives can hold too many or too few cards
(foster:napoleon#wrong-count-before-bid, #wrong-count-after-bid): a hand not recorded is no foul hand. Each test from the
sentence it rules by."""
from __future__ import annotations

from typing import Any

from test_napoleon import HANDS, N_BIDS_THREE, TRICKS, bids, named, only, plays, rule, settlement


def untyped(*events: dict[str, Any], dealer: str = "W", hands: dict[str, list[str]] | None = None) -> dict[str, Any]:
    """A deal whose hands were not typed (``hands``: those that were)."""
    return {"dealer": dealer, "events": [{"type": "deal", **({"hands": hands} if hands else {})}, *events]}


def outcome(seat: str, tricks: int) -> dict[str, Any]:
    return {"type": "outcome", "seat": seat, "tricks": tricks}


def test_foster_napoleon_payments_each_adversary_pays_a_counter_for_every_trick_bid_the_hands_not_recorded() -> None:
    """"If the bidder wins, each adversary pays him a counter for every trick bid": N's three made with the cards as
    played, no hand typed; no hand is found foul for holding no recorded cards."""
    d = only(rule(untyped(*N_BIDS_THREE, *plays())))
    assert d["status"] == "scored" and d["points"] == {"N": 9, "E": -3, "S": -3, "W": -3}
    assert not named(d, "wrong_number_of_cards")
    assert settlement(d)["laws"] == ["foster:napoleon#payments"]


def test_foster_napoleon_wrong_count_after_bid_only_a_hand_recorded_is_found_foul() -> None:
    """"If a player ... discovers that he holds too many or too few cards" / "If he has either made a bid or passed,
    the deal stands good, and the hand must be played out": N's hand typed with four cards is foul, found in the play;
    E's, S's and W's, not typed, are not."""
    d = only(rule(untyped(*bids(("N", 4), ("E", None), ("S", None), ("W", None)), *plays(TRICKS[:4]),
                          hands={"N": HANDS["N"][:4]})))
    assert [r["finding"] for r in named(d, "wrong_number_of_cards")] == ["N held 4 cards when the play began."]
    assert d["points"]["N"] == 12 and settlement(d)["laws"][0] == "foster:napoleon#foul-bidder-fewer"


def test_foster_napoleon_abandon_the_hands_not_recorded_the_deal_settled_by_the_bidders_tricks() -> None:
    """"The hands are usually abandoned when the bidder succeeds in his undertaking ... If it is impossible for him to
    succeed ... the hands are thrown up": the bids recorded, then the bidder's tricks agreed (``outcome``)."""
    d = only(rule(untyped(*N_BIDS_THREE, outcome("N", 3))))
    assert d["status"] == "scored" and d["points"] == {"N": 9, "E": -3, "S": -3, "W": -3}
    d = only(rule(untyped(*N_BIDS_THREE, outcome("N", 2))))
    assert d["status"] == "scored" and d["points"] == {"N": -9, "E": 3, "S": 3, "W": 3}
    assert not named(d, "wrong_number_of_cards")


def test_foster_napoleon_abandon_an_outcome_names_the_bidders_tricks_not_an_adversarys() -> None:
    """The outcome is the bidder's tricks (napoleon-spoil-five.md: "``seat`` the bidder and ``tricks`` his"): E's, an
    adversary's, is of no effect, ruled so, and the deal is not settled by it."""
    d = only(rule(untyped(*N_BIDS_THREE, outcome("E", 2))))
    (found,) = [r for r in d["rulings"] if r["irregularity"] == "not_ruled"]
    assert found["effect"] == "No effect." and "N bid" in found["finding"]
    assert d["status"] == "incomplete" and d["points"] == {s: 0 for s in "NESW"}


def test_foster_napoleon_bidding_a_deal_recorded_without_its_bidding_is_not_all_passing() -> None:
    """"Beginning on the dealer's left, each player in turn bids": with no bid or pass recorded, who bid is not known;
    the dealer is not bound to bid (#dealer-bound is for all passing), and the deal waits for its bidding."""
    d = only(rule(untyped(outcome("N", 3))))
    assert not named(d, "dealer_bound") and d["status"] == "incomplete"
    (found,) = named(d, "not_ruled")
    assert found["laws"] == ["foster:napoleon#bidding"] and "not all passing" in found["finding"]
    d = only(rule(untyped(*bids(("N", None), ("E", None), ("S", None), ("W", None)))))  # all passed: he is bound
    assert named(d, "dealer_bound")
