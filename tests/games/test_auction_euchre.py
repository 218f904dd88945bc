"""Auction Euchre as Foster gives it (AUCTION EUCHRE, laws/foster-auction.toml; family.md §4, `auction-euchre`),
each case built from the section's words. "Auction Euchre is exactly the same as the ordinary four or six-handed
game, except that the trump is not turned up" (foster:auction#ordinary-game): Foster's Laws 1-40 bind it, cited with
that sentence. The bidding round itself is tested in test_bidding.py."""
from __future__ import annotations

from typing import Any

import pytest

import referee
from referee.record import InvalidRecord

from builders import deal, ev, only_deal, record

# N deals (builders.HANDS): E is the eldest hand. S holds the right bower and two more hearts, N the king; W the left.
BID_AND_MAKE = (ev("bid", "E", value=2), ev("bid", "S", value=3), ev("pass", "W"), ev("pass", "N"),
                ev("make", "S", suit="H"))
#: The hand played out: S's bowers and hearts take three, N's spades two; NS take all five.
PLAY = ("AH", "JH", "JD", "KH", "QH", "TC", "9C", "QC", "TH", "TS", "9D", "KC", "QS", "AC", "AS", "KD",
        "KS", "TD", "9S", "JC")


def auction(*deals: dict[str, Any], start_score: dict[str, int] | None = None, **kw: Any) -> dict[str, Any]:
    raw = record(*deals, game="auction-euchre", **kw)
    return referee.rule({**raw, "start_score": start_score} if start_score else raw)


def test_foster_auction_ordinary_game_four_or_six_players_partners_as_the_ordinary_game() -> None:
    # foster:auction#ordinary-game: "the ordinary four or six-handed game": two against two, or three against three.
    assert auction()["score"] == {"NS": 0, "EW": 0}
    six = referee.rule(record(game="auction-euchre", seats=("A", "B", "C", "D", "E", "F")))
    assert six["score"] == {"ACE": 0, "BDF": 0}
    with pytest.raises(InvalidRecord) as err:
        referee.rule(record(game="auction-euchre", seats=("A", "B", "C")))
    assert "Auction Euchre is played by four or six." in str(err.value)


def test_foster_auction_ordinary_game_the_trump_is_not_turned_up() -> None:
    # "except that the trump is not turned up": the deal turns none; the trump is the suit the holder names.
    d = only_deal(auction(deal("N", *BID_AND_MAKE, turn_up=None)))
    assert d["rulings"] == [] and (d["maker"], d["trump"]) == ("S", "H")


def test_foster_auction_eldest_leads_no_matter_who_is_the_successful_bidder() -> None:
    # foster:auction#eldest-leads: S holds the bid; E, the eldest hand, leads, and the lead is regular.
    d = only_deal(auction(deal("N", *BID_AND_MAKE, "AH", turn_up=None)))
    assert d["rulings"] == [] and d["tricks"][0]["leader"] == "E"
    assert any(b["id"] == "foster:auction" and b["decides"] == "leader" for b in d["basis"])


def test_foster_auction_ordinary_game_binds_foster_laws_cited_with_the_sentence() -> None:
    # The successful bidder S leads instead of the eldest: a lead out of turn, ruled by Foster's numbered laws, which
    # bind "exactly the same as the ordinary ... game", each ruling citing the section's sentence beside them.
    d = only_deal(auction(deal("N", *BID_AND_MAKE, "QH", turn_up=None)))
    ruling = d["rulings"][0]
    assert ruling["irregularity"] == "lead_out_of_turn"
    assert any(law.startswith("foster:") and law[7:].isdigit() for law in ruling["laws"])
    assert ruling["laws"][-1] == "foster:auction" and not ruling["persuasive"]


def test_foster_auction_bid_scores_the_number_bid_even_if_the_bidder_accomplishes_more() -> None:
    # foster:auction#bid-scores: "If a player has bid 3, and he and his partner take 4 or 5 tricks, they count 3 only."
    d = only_deal(auction(deal("N", *BID_AND_MAKE, *PLAY, turn_up=None)))
    assert sum(1 for t in d["tricks"] if t["winner"] in ("N", "S")) == 5
    assert d["status"] == "scored" and d["points"] == {"NS": 3, "EW": 0}
    assert [b["id"] for b in d["basis"] if b["decides"] == "points"] == ["foster:auction"]


def test_foster_auction_bid_scores_the_bid_made_exactly() -> None:
    d = only_deal(auction(deal("N", *BID_AND_MAKE, ev("outcome", "S", suit="H", tricks=3), turn_up=None)))
    assert d["points"] == {"NS": 3, "EW": 0}


def test_foster_auction_euchred_the_adversaries_count_the_number_of_points_bid() -> None:
    # foster:auction#euchred: "If they are euchred, failing to make the number of tricks bid, the adversaries count
    # the number of points bid": S bid 4 and his side take three.
    events = (ev("bid", "E", value=2), ev("bid", "S", value=4), ev("pass", "W"), ev("pass", "N"),
              ev("make", "S", suit="H"), ev("outcome", "S", suit="H", tricks=3))
    d = only_deal(auction(deal("N", *events, turn_up=None)))
    assert d["points"] == {"NS": 0, "EW": 4}
    points = [b["text"] for b in d["basis"] if b["decides"] == "points"]
    assert len(points) == 1 and points[0].startswith("If they are euchred")


def test_foster_auction_game_fifteen_points() -> None:
    # foster:auction#game: "Fifteen points is usually the game": NS at 13 make their bid of 3 and win it; EW at 4
    # with 5 more (by a game of five) have not.
    ruling = auction(deal("N", *BID_AND_MAKE, *PLAY, turn_up=None), start_score={"NS": 13, "EW": 4})
    assert ruling["games"][0]["winner"] == "NS" and ruling["games"][0]["score"]["NS"] == 16
    short = auction(deal("N", *BID_AND_MAKE, *PLAY, turn_up=None), start_score={"NS": 4, "EW": 0})
    assert short["games"][0]["winner"] is None and short["score"] == {"NS": 7, "EW": 0}
    agreed = auction(deal("N", *BID_AND_MAKE, *PLAY, turn_up=None), start_score={"NS": 4, "EW": 0}, game_to=5)
    assert agreed["games"][0]["winner"] == "NS"  # another game agreed beforehand (options.game_to)


def test_foster_auction_six_players_three_against_three_the_side_scores_its_bid() -> None:
    seats = ("A", "B", "C", "D", "E", "F")
    events = [ev("deal"), ev("bid", "B", value=3), ev("bid", "C", value=4), ev("pass", "D"), ev("pass", "E"),
              ev("pass", "F"), ev("pass", "A"), ev("make", "C", suit="S"), ev("outcome", "C", suit="S", tricks=5)]
    d = only_deal(referee.rule(record({"dealer": "A", "events": events}, game="auction-euchre", seats=seats)))
    assert (d["maker"], d["points"]) == ("C", {"ACE": 4, "BDF": 0})


def test_foster_auction_ordinary_game_a_lone_hand_named_with_the_trump_scores_the_bid() -> None:
    # A reading (docs/reading.md): the section neither allows nor bars a lone hand, and the ordinary game's laws
    # govern: S names hearts alone, N lays down his cards, and the side counts the bid of three (#bid-scores).
    events = (*BID_AND_MAKE[:-1], ev("make", "S", suit="H", alone=True), ev("outcome", "S", suit="H", alone=True,
                                                                           tricks=3))
    d = only_deal(auction(deal("N", *events, turn_up=None)))
    assert (d["lone"], d["rulings"], d["points"]) == ("S", [], {"NS": 3, "EW": 0})


#: S bids three and names hearts to play alone (the reading above); N lays down his cards, and E, the eldest, leads.
LONE_BID = (*BID_AND_MAKE[:-1], ev("make", "S", suit="H", alone=True))


def test_foster_28_auction_a_lone_bid_abandoned_for_a_lead_out_of_turn_scores_the_bid() -> None:
    # foster:28: "If an adversary of a lone player leads out of turn, the lone player may abandon the hand, and score
    # the points": the points his hand would have scored, the bid (#bid-scores: "the number of points bid"), not law
    # 2's four. W leads before E.
    d = only_deal(auction(deal("N", *LONE_BID, ev("play", "W", card="TS"), ev("abandon", "S"), turn_up=None)))
    [r] = d["rulings"]
    assert r["effect"] == "S abandoned the hand and scored 3." and "foster:auction" in r["laws"]
    assert d["points"] == {"NS": 3, "EW": 0}


def test_foster_30_auction_a_revoke_against_a_lone_bid_is_the_bid() -> None:
    # foster:30: "If one person is playing alone, the penalty for a revoke is as many points as would have been scored
    # if the lone hand had succeeded": S's three (#bid-scores). E leads the ace of hearts, S the right bower; W, holding
    # the left bower, throws the ten of spades.
    d = only_deal(auction(deal("N", *LONE_BID, "AH", "JH", ev("play", "W", card="TS"), ev("quit_trick"),
                               ev("claim", "S", kind="revoke", against="W", trick=1),
                               ev("elect", "S", option="deduct_3"), turn_up=None)))
    [r] = d["rulings"]
    assert r["options"] == ["add_3", "deduct_3"] and r["effect"] == "Hand abandoned; 3 deducted from EW's score."
    assert "foster:auction" in r["laws"] and d["points"] == {"NS": 0, "EW": -3}
