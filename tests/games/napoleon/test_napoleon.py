"""Napoleon (laws/foster-napoleon.toml, foster:napoleon; laws/keller-napoleon.toml, keller:napoleon), a game that owns
its deal (referee/games/napoleon/), each test built from the section's words (napoleon-spoil-five.md §7)."""
from __future__ import annotations

from typing import Any

import pytest

import referee
from referee.cards import Card, Suit
from referee.games.napoleon.ranking import ranking

#: W deals; N is the eldest hand. N's spades and the ace of hearts make four tricks; W's king of diamonds takes the
#: fifth.
HANDS = {"N": ["AS", "KS", "QS", "AH", "2D"], "E": ["JS", "4H", "5H", "6C", "7C"],
         "S": ["TS", "8H", "9H", "TC", "JC"], "W": ["9S", "QH", "KH", "QC", "KD"]}
#: The five tricks as N leads them (each trick's cards in the order N E S W).
TRICKS = [["AS", "JS", "TS", "9S"], ["KS", "4H", "8H", "QH"], ["QS", "5H", "9H", "KH"], ["AH", "6C", "TC", "QC"],
          ["2D", "7C", "JC", "KD"]]


def plays(tricks: list[list[str]] = TRICKS, order: str = "NESW") -> list[dict[str, Any]]:
    return [{"type": "play", "seat": seat, "card": card} for trick in tricks for seat, card in zip(order, trick)]


def bids(*said: tuple[str, Any]) -> list[dict[str, Any]]:
    """Each ``(seat, bid)``: a number of tricks, a dict of the bid's fields, or None for a pass."""
    out: list[dict[str, Any]] = []
    for seat, bid in said:
        if bid is None:
            out.append({"type": "pass", "seat": seat})
        else:
            out.append({"type": "bid", "seat": seat, **({"value": bid} if isinstance(bid, int) else bid)})
    return out


def deal(*events: dict[str, Any], dealer: str = "W", hands: dict[str, list[str]] | None = None,
         **dealt: Any) -> dict[str, Any]:
    return {"dealer": dealer, "events": [{"type": "deal", "hands": hands or HANDS, **dealt}, *events]}


def record(*deals: dict[str, Any], code: str = "foster", seats: str = "NESW", **fields: Any) -> dict[str, Any]:
    options = {k: v for k, v in fields.items() if k not in ("start_pool", "start_score")}
    extra = {k: v for k, v in fields.items() if k in ("start_pool", "start_score")}
    return {"format": "euchre-record/1", "game": "napoleon", "code": code, "seats": list(seats),
            "options": options, "deals": list(deals), **extra}


def rule(*deals: dict[str, Any], **fields: Any) -> dict[str, Any]:
    return referee.rule(record(*deals, **fields))


def only(ruling: dict[str, Any]) -> dict[str, Any]:
    assert len(ruling["deals"]) == 1
    return ruling["deals"][0]


def named(d: dict[str, Any], irregularity: str) -> list[dict[str, Any]]:
    return [r for r in d["rulings"] if r["irregularity"] == irregularity]


def settlement(d: dict[str, Any]) -> dict[str, Any]:
    (found,) = named(d, "settlement")
    return found


N_BIDS_THREE = bids(("N", 3), ("E", None), ("S", None), ("W", None))


# -- the bids and the payments ---------------------------------------------------------------------------------

def test_foster_napoleon_payments_each_adversary_pays_a_counter_for_every_trick_bid() -> None:
    """"If the bidder succeeds in winning the specified number of tricks, each adversary pays him a counter for every
    trick bid. If he bid three tricks, they pay him three counters each"; nothing for over-tricks (he takes four)."""
    d = only(rule(deal(*N_BIDS_THREE, *plays())))
    assert d["status"] == "scored" and d["maker"] == "N" and d["trump"] == "S"
    assert d["tricks_won"]["N"] == 4
    assert d["points"] == {"N": 9, "E": -3, "S": -3, "W": -3}
    assert settlement(d)["laws"] == ["foster:napoleon#payments"]


def test_foster_napoleon_payments_the_bidder_who_fails_pays_each_adversary() -> None:
    """"If he fails to win the specified number of tricks, he pays each adversary; ... four if he bid four": a bid
    of four is lost with the second trick the adversaries win, and the hands are thrown up (#abandon)."""
    hands = {**HANDS, "W": ["9S", "QH", "KH", "AC", "KD"]}
    events = [*bids(("N", 4), ("E", None), ("S", None), ("W", None)), *plays(TRICKS[:1]),
              *plays([["2D", "7C", "JC", "KD"]])]
    assert only(rule(deal(*events, hands=hands)))["status"] == "incomplete"  # one trick lost: four may yet be won
    d = only(rule(deal(*events, *plays([["AC", "AH", "6C", "TC"]], order="WNES"), hands=hands)))
    assert d["status"] == "scored" and d["tricks_won"] == {"N": 1, "E": 0, "S": 0, "W": 2}
    assert d["points"] == {"N": -12, "E": 4, "S": 4, "W": 4}


def test_foster_napoleon_nap_payments_ten_made_five_failed() -> None:
    """"Any player bidding nap, and succeeding in winning all five tricks, receives ten counters from each adversary;
    but if he fails, he pays only five to each." N's nap fails at the fifth trick; with W's king of diamonds
    changed for a small club, it is made."""
    d = only(rule(deal(*bids(("N", 5), ("E", None), ("S", None), ("W", None)), *plays())))
    assert d["bid"] == {"seat": "N", "value": 5, "misere": False, "name": "nap"}
    assert d["points"] == {"N": -15, "E": 5, "S": 5, "W": 5}
    assert settlement(d)["laws"] == ["foster:napoleon#nap-payments"]
    hands = {**HANDS, "W": ["9S", "QH", "KH", "QC", "3C"]}
    tricks = [*TRICKS[:4], ["2D", "7C", "JC", "3C"]]
    d = only(rule(deal(*bids(("N", {"value": 5, "name": "nap"}), ("E", None), ("S", None), ("W", None)),
                       *plays(tricks), hands=hands)))
    assert d["points"] == {"N": 30, "E": -10, "S": -10, "W": -10}


def test_foster_napoleon_nap_ends_the_bidding() -> None:
    """"If a player proposes to win all five tricks he bids nap, which is the highest bid possible, and precludes any
    further bidding": a bid after it is of no effect."""
    d = only(rule(deal(*bids(("N", 5), ("E", 5)), *plays())))
    assert d["maker"] == "N"
    (late,) = named(d, "bid")
    assert late["event"] == 2 and "after the bidding ended" in late["finding"]


def test_foster_napoleon_increase_a_bid_not_higher_is_his_pass() -> None:
    """"A bid having been made, any following player must either increase it or pass.\""""
    d = only(rule(deal(*bids(("N", 3), ("E", 2), ("S", None), ("W", None)), *plays())))
    assert d["maker"] == "N" and d["bid"]["value"] == 3
    (low,) = named(d, "bid")
    assert low["laws"] == ["foster:napoleon#increase"] and low["event"] == 2


def test_foster_napoleon_no_second_bid() -> None:
    """"Any bid once made can neither be amended nor recalled, and there is no second bid.\""""
    d = only(rule(deal(*bids(("N", 2), ("E", 3), ("S", None), ("W", None), ("N", 4)), *plays())))
    assert d["maker"] == "E" and d["bid"]["value"] == 3
    assert [r["laws"] for r in named(d, "bid")] == [["foster:napoleon#no-second-bid"]]


def test_callace_51_persuasive_a_bid_out_of_turn_waits_for_his_turn() -> None:
    """Foster's Napoleon is silent on a bid out of turn: it waits for his turn and stands then (Call-Ace law 51)."""
    d = only(rule(deal(*bids(("E", 3), ("N", None), ("S", None), ("W", None)), *plays([["AS", "JS", "TS", "9S"]],
                                                                                    order="NESW"))))
    assert d["maker"] == "E"
    (early,) = named(d, "out_of_turn_bid")
    assert early["persuasive"] == ["callace:51"]


def test_foster_napoleon_misere_outranks_three_and_pays_three() -> None:
    """"In some places a misÈre bid is allowed, which outranks a bid of three tricks, and is beaten by one of four.
    There is no trump suit in misÈre" and it pays "the value of three tricks"; E takes no trick."""
    e_misere = bids(("N", 3), ("E", {"value": 0, "misere": True}), ("S", None), ("W", None))
    hands = {"N": ["AS", "KS", "QS", "AH", "2D"], "E": ["2S", "3S", "4S", "2H", "3H"],
             "S": ["TS", "8H", "9H", "TC", "JC"], "W": ["9S", "QH", "KH", "QC", "KD"]}
    tricks = [["2S", "TS", "9S", "AS"], ["KS", "3S", "TC", "QC"], ["QS", "4S", "JC", "KD"], ["AH", "2H", "8H", "QH"],
              ["2D", "3H", "9H", "KH"]]
    first = plays(tricks[:1], order="ESWN")
    d = only(rule(deal(*e_misere, *first, hands=hands), misere=True))
    assert d["maker"] == "E" and d["trump"] == "NT" and d["bid"]["misere"] is True
    assert d["status"] == "incomplete" and d["tricks_won"]["N"] == 1
    d = only(rule(deal(*e_misere, *first, *plays(tricks[1:]), hands=hands), misere=True))
    assert d["tricks_won"]["E"] == 0
    assert d["points"] == {"N": -3, "E": 9, "S": -3, "W": -3}
    assert settlement(d)["laws"] == ["foster:napoleon#payments", "foster:napoleon#misere"]


def test_foster_napoleon_misere_not_agreed_is_of_no_effect() -> None:
    """Misère is allowed "In some places": not agreed before play, the bid is of no effect (his pass)."""
    d = only(rule(deal(*bids(("N", 3), ("E", {"value": 0, "misere": True}), ("S", None), ("W", None)), *plays())))
    assert d["maker"] == "N"
    (refused,) = named(d, "variation_not_agreed")
    assert refused["laws"] == ["foster:napoleon#misere"]


def test_foster_napoleon_wellington_and_blucher_pay_double_and_treble_if_they_fail() -> None:
    """Wellington "binds him to pay ten counters to each player if he fails"; Blücher "binds him to pay twenty to
    each if he loses, but to receive only ten if he wins"; "In England, the bidder, if successful, receives double or
    treble stakes"."""
    nap_then = bids(("N", 5), ("E", None), ("S", None), ("W", {"value": 5, "name": "wellington"}))
    tricks = [["9S", "AS", "JS", "TS"], ["QH", "AH", "4H", "8H"]]
    d = only(rule(deal(*nap_then, *plays(tricks, order="WNES")), wellington=True))
    assert d["maker"] == "W" and d["points"] == {"N": 10, "E": 10, "S": 10, "W": -30}
    assert settlement(d)["laws"] == ["foster:napoleon#wellington", "foster:napoleon#nap-payments"]
    blucher = bids(("N", {"value": 5, "name": "blucher"}), ("E", None), ("S", None), ("W", None))
    d = only(rule(deal(*blucher, *plays()), blucher=True))
    assert d["points"] == {"N": -60, "E": 20, "S": 20, "W": 20}
    hands = {**HANDS, "W": ["9S", "QH", "KH", "QC", "3C"]}
    tricks = [*TRICKS[:4], ["2D", "7C", "JC", "3C"]]
    d = only(rule(deal(*blucher, *plays(tricks), hands=hands), blucher=True))
    assert d["points"]["N"] == 30
    d = only(rule(deal(*blucher, *plays(tricks), hands=hands), blucher=True, english_stakes=True))
    assert d["points"]["N"] == 90
    assert "foster:napoleon#england-stakes" in settlement(d)["laws"]


def test_foster_napoleon_wellington_not_agreed_is_of_no_effect() -> None:
    """"Better bids than “nap” are sometimes allowed": not agreed, a Wellington is of no effect, and the nap holds."""
    d = only(rule(deal(*bids(("N", 5), ("E", {"value": 5, "name": "wellington"})), *plays())))
    assert d["maker"] == "N"


def test_foster_napoleon_dealer_bound_his_pass_pays_one_to_each() -> None:
    """"If all pass until it comes to the dealer, he is bound to bid at least one trick, and either play or pay": his
    pass is read as his bid of one given up, and "The hands are never abandoned except in case of a misdeal"."""
    d = only(rule(deal(*bids(("N", None), ("E", None), ("S", None), ("W", None)))))
    assert d["status"] == "scored" and d["maker"] == "W"
    assert d["points"] == {"N": 1, "E": 1, "S": 1, "W": -3}
    (bound,) = named(d, "dealer_bound")
    assert bound["laws"] == ["foster:napoleon#dealer-bound", "foster:napoleon#never-abandoned"]


def test_foster_napoleon_players_with_five_the_dealer_gives_himself_no_cards() -> None:
    """"If five or six play it is usual for the dealer to give himself no cards": the dealer out neither pays nor
    receives; all passing, the player on his right is bound to bid (a reading)."""
    hands = {**HANDS, "X": ["2C", "3C", "4C", "5C", "6D"]}
    seats = "NESWX"
    d = only(rule(deal(*bids(("X", None), ("N", 2), ("E", None), ("S", None)), *plays(), dealer="W", hands=hands),
                  seats=seats))
    assert d["dealer_out"] is True and "W" not in d["tricks_won"]
    d = only(rule(deal(*bids(("N", None), ("E", None), ("S", None), ("X", None)), dealer="W",
                       hands={s: c for s, c in hands.items() if s != "W"}), seats=seats))
    assert d["maker"] == "S" and d["points"] == {"N": 1, "E": 1, "S": -3, "W": 0, "X": 1}


def test_foster_napoleon_deal_passes_to_the_left_and_counters_run_on() -> None:
    """"The deal passes to the left"; "As each deal is a complete game in itself it must be settled for in counters",
    each player's "usually fifty"."""
    ruling = rule(deal(*N_BIDS_THREE, *plays()), deal(*bids(("E", None), ("S", None), ("W", None), ("N", None)),
                                                      dealer="N"))
    assert [d["next_dealer"] for d in ruling["deals"]] == ["N", "E"]
    assert ruling["score"] == {"N": 50 + 9 - 3, "E": 50 - 3 + 1, "S": 50 - 3 + 1, "W": 50 - 3 + 1}
    assert ruling["games"] == []
    assert rule(deal(*N_BIDS_THREE, *plays()), counters=20)["score"]["N"] == 29


# -- the play ----------------------------------------------------------------------------------------------------

def test_foster_napoleon_pack_and_trick_winner_no_bowers_the_ace_highest() -> None:
    """"rank A K Q J 10 9 8 7 6 5 4 3 2; the ace being highest in play"; "The highest card played of the suit led wins
    the trick, and trumps win all other suits": the jack of trumps is a jack (no bower), the other black jack a club."""
    spades = ranking(False, Suit.SPADES)
    cards = {c: Card.parse(c) for c in ("QS", "JS", "JC", "2S", "AH")}
    assert spades.trick_winner([("N", cards["QS"]), ("E", cards["JS"])]) == "N"
    assert spades.trick_winner([("N", cards["AH"]), ("E", cards["2S"])]) == "E"
    assert spades.must_play([cards["JC"], cards["2S"]], [("N", cards["QS"])]) == [cards["2S"]]


def test_foster_napoleon_first_lead_makes_the_trump() -> None:
    """"The player bidding the highest number of tricks has the first lead, and the first card he plays must be one of
    the trump suit": the suit of his first card is trumps."""
    d = only(rule(deal(*bids(("N", None), ("E", None), ("S", 2), ("W", None)),
                       *plays([["8H", "QH", "AH", "4H"]], order="SWNE"))))
    assert d["maker"] == "S" and d["trump"] == "H" and d["tricks"][0]["winner"] == "N"


def test_foster_napoleon_first_lead_not_of_the_suit_named_is_a_lead_out_of_turn() -> None:
    """The bidder named hearts (``make``) and led a spade: Foster is silent; read as his lead out of turn
    (#bidder-lead-out-of-turn), the trick good as all followed, hearts staying trumps."""
    d = only(rule(deal(*N_BIDS_THREE, {"type": "make", "seat": "N", "suit": "H"}, *plays(TRICKS[:1]))))
    assert d["trump"] == "H"
    (lead,) = named(d, "lead_out_of_turn")
    assert lead["laws"] == ["foster:napoleon#first-lead", "foster:napoleon#bidder-lead-out-of-turn"]


def test_foster_napoleon_follow_suit_a_renounce_claimed_is_a_revoke_the_adversary_pays_for_all() -> None:
    """"When a revoke is detected and claimed, the hands are immediately abandoned, and the individual player in fault
    must pay all the counters depending on the result ... if he is opposed to the bidder, he pays for himself and for
    each of his partners." E holds the jack of spades and plays a heart to the ace of spades."""
    events = [*N_BIDS_THREE, *plays([["AS", "4H", "TS", "9S"]]),
              {"type": "claim", "seat": "N", "kind": "revoke", "against": "E"}]
    d = only(rule(deal(*events)))
    assert d["status"] == "scored" and d["points"] == {"N": 9, "E": -9, "S": 0, "W": 0}
    assert named(d, "revoke")[0]["laws"] == ["foster:napoleon#revoke"]


def test_foster_napoleon_revoke_by_the_bidder_pays_each_adversary() -> None:
    """"If he is the bidder, he pays each adversary": E bid three, led hearts, lost the trick, and played a club to
    the ace of spades holding the jack."""
    events = [*bids(("N", None), ("E", 3), ("S", None), ("W", None)), *plays([["4H", "8H", "QH", "AH"]], order="ESWN"),
              *plays([["AS", "6C", "TS", "9S"]]), {"type": "claim", "seat": "N", "kind": "revoke", "against": "E"}]
    d = only(rule(deal(*events)))
    assert d["maker"] == "E" and d["trump"] == "H"
    assert d["points"] == {"N": 3, "E": -9, "S": 3, "W": 3}


def test_foster_napoleon_revoke_not_proved() -> None:
    """A claim against a player who followed suit: no renounce recorded, the claim fails, and the play goes on."""
    events = [*N_BIDS_THREE, *plays(TRICKS[:1]), {"type": "claim", "seat": "N", "kind": "revoke", "against": "E"},
              *plays(TRICKS[1:])]
    d = only(rule(deal(*events)))
    assert named(d, "revoke_not_proved") and d["points"]["N"] == 9


def test_foster_napoleon_adversary_out_of_turn_forfeits_three_and_is_not_paid() -> None:
    """"If any adversary of the bidder leads or plays out of turn, he forfeits three counters to the bidder,
    independently of the result of the hand, and receives nothing if the bid is defeated." S plays before E."""
    events = [*bids(("N", 5), ("E", None), ("S", None), ("W", None)),
              {"type": "play", "seat": "N", "card": "AS"}, {"type": "play", "seat": "S", "card": "TS"},
              {"type": "play", "seat": "E", "card": "JS"}, {"type": "play", "seat": "W", "card": "9S"},
              *plays(TRICKS[1:])]
    d = only(rule(deal(*events)))
    assert named(d, "play_out_of_turn")[0]["laws"] == ["foster:napoleon#adversary-out-of-turn"]
    # the nap fails: N pays E and W five each, and S nothing; S pays N three.
    assert d["points"] == {"N": -10 + 3, "E": 5, "S": -3, "W": 5}


def test_foster_napoleon_bidder_lead_out_of_turn_the_trick_good_if_all_followed() -> None:
    """"If the bidder leads out of turn, the card must be taken back, unless all have followed the erroneous lead, in
    which case the trick is good." W won the first trick; N leads the second: all follow, no penalty."""
    hands = {**HANDS, "W": ["AC", "QH", "KH", "QC", "KD"], "N": ["AS", "KS", "QS", "AH", "2C"]}
    events = [*bids(("N", 2), ("E", None), ("S", None), ("W", None)),
              *plays([["2C", "6C", "TC", "AC"]]), *plays([["AS", "JS", "TS", "KD"]])]
    d = only(rule(deal(*events, hands=hands)))
    assert d["trump"] == "C" and d["tricks"][1]["winner"] == "N"
    (lead,) = named(d, "lead_out_of_turn")
    assert lead["laws"] == ["foster:napoleon#bidder-lead-out-of-turn"] and "all have followed" in lead["effect"]


# -- the irregularities in the deal and in the hands ---------------------------------------------------------

def test_foster_napoleon_misdeal_the_misdealer_deals_again() -> None:
    """"if too many or too few cards are given to any player ... it is a misdeal, and the misdealer must deal again
    with the same pack"; "A misdeal does not lose the deal in Napoleon, because the deal is a disadvantage."""
    d = only(rule(deal({"type": "deal_fault", "kind": "faced_in_pack"}, *N_BIDS_THREE, *plays())))
    assert d["status"] == "redeal" and d["next_dealer"] == "W" and d["points"] == {s: 0 for s in "NESW"}
    assert named(d, "misdeal")[0]["laws"] == ["foster:napoleon#misdeal", "foster:napoleon#misdeal-keeps-deal"]


def test_foster_napoleon_wrong_count_before_bid_is_a_misdeal() -> None:
    """"If a player, before he makes a bid or passes, discovers that he holds too many or too few cards, he must
    immediately claim a misdeal.\""""
    d = only(rule(deal({"type": "bid", "seat": "N", "value": 2},
                       {"type": "deal_fault", "kind": "wrong_count", "seat": "E", "count": 4})))
    assert d["status"] == "redeal"
    assert named(d, "misdeal")[0]["laws"][0] == "foster:napoleon#wrong-count-before-bid"


def test_foster_napoleon_wrong_count_after_bid_the_deal_stands_foul_adversary() -> None:
    """"If he has either made a bid or passed, the deal stands good, and the hand must be played out." "If the bidder
    has his right number of cards and succeeds, he must be paid. If he fails, he neither wins nor loses\""""
    found = {"type": "deal_fault", "kind": "wrong_count", "seat": "E", "count": 6}
    d = only(rule(deal(*N_BIDS_THREE, found, *plays())))
    assert d["status"] == "scored" and d["points"]["N"] == 9
    assert "foster:napoleon#foul-adversary" in settlement(d)["laws"]
    d = only(rule(deal(*bids(("N", 5), ("E", None), ("S", None), ("W", None)), found, *plays())))
    assert d["status"] == "scored" and d["points"] == {s: 0 for s in "NESW"}


def test_foster_napoleon_foul_bidder_more_pays_if_he_loses_wins_nothing_if_he_succeeds() -> None:
    """"If the bidder has more than his right number of cards he must pay if he loses; but wins nothing if he
    succeeds." N was dealt six (a wrong count shown by the hands alone, found in the play)."""
    hands = {**HANDS, "N": [*HANDS["N"], "3D"]}
    d = only(rule(deal(*N_BIDS_THREE, *plays(), hands=hands)))
    assert d["points"] == {s: 0 for s in "NESW"}
    assert named(d, "wrong_number_of_cards")
    d = only(rule(deal(*bids(("N", 5), ("E", None), ("S", None), ("W", None)), *plays(), hands=hands)))
    assert d["points"] == {"N": -15, "E": 5, "S": 5, "W": 5}
    assert settlement(d)["laws"][0] == "foster:napoleon#foul-bidder-more"


def test_foster_napoleon_foul_bidder_fewer_loses_the_trick_he_has_no_card_for() -> None:
    """"If he has less than his right number of cards, he is simply supposed to have lost the trick for which he has no
    card to play." N holds four: his nap is lost when his cards are out."""
    hands = {**HANDS, "N": HANDS["N"][:4]}
    d = only(rule(deal(*bids(("N", 4), ("E", None), ("S", None), ("W", None)), *plays(TRICKS[:4]), hands=hands)))
    assert d["points"]["N"] == 12
    d = only(rule(deal(*bids(("N", 5), ("E", None), ("S", None), ("W", None)), *plays(TRICKS[:4]), hands=hands)))
    assert d["points"]["N"] == -15


def test_foster_napoleon_exposed_card_the_section_is_silent() -> None:
    """Foster's Napoleon names no penalty for an exposed card: laws 24 and 26 persuasive for an adversary's, law 36
    for the bidder's ("The lone player is not liable to any penalty for exposed cards")."""
    d = only(rule(deal(*N_BIDS_THREE, {"type": "expose", "seat": "E", "card": "JS", "how": "dropped"},
                       {"type": "expose", "seat": "N", "card": "AS", "how": "dropped"}, *plays())))
    adversary, bidder = named(d, "exposed_card")
    assert adversary["persuasive"] == ["foster:24", "foster:26"] and bidder["persuasive"] == ["foster:36"]
    assert d["points"]["N"] == 9


def test_foster_napoleon_quitted_a_trick_looked_at() -> None:
    """"A trick once turned and quitted cannot again be seen": no penalty named, law 38 persuasive."""
    d = only(rule(deal(*N_BIDS_THREE, *plays(TRICKS[:1]), {"type": "look_back", "seat": "E"}, *plays(TRICKS[1:]))))
    (looked,) = named(d, "looked_back")
    assert looked["laws"] == ["foster:napoleon#quitted"] and looked["persuasive"] == ["foster:38"]


def test_an_event_napoleon_has_not_is_of_no_effect() -> None:
    """A Euchre ``order_up`` at a Napoleon table is a fact all the same, ruled of no effect."""
    d = only(rule(deal({"type": "order_up", "seat": "N"}, *N_BIDS_THREE, *plays())))
    assert named(d, "not_ruled")[0]["event"] == 1 and d["points"]["N"] == 9


def test_napoleons_own_events_are_checked_naming_the_field_and_value() -> None:
    """Napoleon's own ``buy`` is loaded by its fields' types: a card not in the pack, a seat not at the table, a count
    that is not a number are impossible, each error naming the field and the value."""
    bad = deal({"type": "buy", "seat": "Z", "count": "two", "discards": ["XX"]})
    with pytest.raises(referee.InvalidRecord) as err:
        rule(bad, pool=True, purchase=True)
    paths = {e["path"]: e["value"] for e in err.value.errors}
    assert paths["deals[0].events[1].count"] == "two"
    assert paths["deals[0].events[1].discards[0]"] == "XX"
    with pytest.raises(referee.InvalidRecord) as err:
        rule(deal({"type": "buy", "seat": "Z", "count": 1}), pool=True, purchase=True)
    assert [(e["path"], e["value"]) for e in err.value.errors] == [("deals[0].events[1].seat", "Z")]
    with pytest.raises(referee.InvalidRecord) as err:
        rule(deal(), pool="yes")
    assert [(e["path"], e["value"]) for e in err.value.errors] == [("options.pool", "yes")]


# -- the pool and its variations ---------------------------------------------------------------------------------

def test_foster_napoleon_pool_formed_by_all_then_each_dealer_adds_two() -> None:
    """"Napoleon is sometimes played with a pool, each player contributing a certain amount, usually two counters, on
    the first deal. Each dealer in turn adds two more\""""
    ruling = rule(deal(*N_BIDS_THREE, *plays()), deal(*bids(("E", None), ("S", None), ("W", None), ("N", None)),
                                                      dealer="N"), pool=True)
    first, second = ruling["deals"]
    assert (first["pool"], first["pool_total"]) == (8, 8)
    assert first["points"] == {"N": 9 - 2, "E": -5, "S": -5, "W": -5}
    assert (second["pool"], second["pool_total"]) == (2, 10) and second["points"]["N"] == -3 - 2
    assert ruling["pool_total"] == 10


def test_foster_napoleon_pool_nap_takes_the_pool_and_a_fresh_one_is_formed() -> None:
    """"The player who first succeeds in winning five tricks on a nap bid takes the pool, and a fresh one is
    formed.\""""
    hands = {**HANDS, "W": ["9S", "QH", "KH", "QC", "3C"]}
    tricks = [*TRICKS[:4], ["2D", "7C", "JC", "3C"]]
    nap = deal(*bids(("N", 5), ("E", None), ("S", None), ("W", None)), *plays(tricks), hands=hands)
    ruling = rule(nap, deal(*bids(("E", None), ("S", None), ("W", None), ("N", None)), dealer="N"),
                  pool=True, start_pool=6)
    first, second = ruling["deals"]
    assert first["points"]["N"] == 30 + 6 + 2 and first["pool_total"] == 0  # a pool stands: the dealer adds two
    assert "foster:napoleon#pool-nap" in settlement(first)["laws"]
    assert second["pool"] == 8  # a fresh pool: two from each


def test_foster_napoleon_pool_nap_fails_doubles_the_pool() -> None:
    """"If a player bids nap and fails, he is usually called upon to double the amount then in the pool, besides
    paying his adversaries.\""""
    d = only(rule(deal(*bids(("N", 5), ("E", None), ("S", None), ("W", None)), *plays()), pool=True, start_pool=4))
    assert d["pool"] == 2 + 6 and d["pool_total"] == 12
    assert d["points"]["N"] == -15 - 6
    assert "foster:napoleon#pool-nap-fails" in settlement(d)["laws"]
    d = only(rule(deal(*bids(("N", 5), ("E", None), ("S", None), ("W", None)), *plays()), pool=True, start_pool=4,
                  nap_doubles_pool=False))
    assert d["pool_total"] == 6


def test_foster_napoleon_pool_revokes_pay_five_and_leads_out_of_turn_three() -> None:
    """"revokes pay five, and leads out of turn three": into the pool, besides the penalties (the bidder's lead out of
    turn too)."""
    events = [*N_BIDS_THREE, *plays([["AS", "4H", "TS", "9S"]]),
              {"type": "claim", "seat": "N", "kind": "revoke", "against": "E"}]
    d = only(rule(deal(*events), pool=True, start_pool=2))
    assert d["pool"] == 2 + 5 and d["points"]["E"] == -9 - 5
    hands = {**HANDS, "W": ["AC", "QH", "KH", "QC", "KD"], "N": ["AS", "KS", "QS", "AH", "2C"]}
    events = [*bids(("N", 2), ("E", None), ("S", None), ("W", None)),
              *plays([["2C", "6C", "TC", "AC"]]), *plays([["AS", "JS", "TS", "KD"]]),
              {"type": "abandon", "seat": "N"}, {"type": "outcome", "seat": "N", "tricks": 2}]
    d = only(rule(deal(*events, hands=hands), pool=True, start_pool=2))
    assert d["pool"] == 2 + 3 and d["points"]["N"] == 6 - 3


def test_foster_napoleon_purchase_one_counter_a_card_to_the_pool() -> None:
    """"each player in turn, beginning on the dealer’s left, may discard as many cards as he pleases, the dealer giving
    him others in their place. For each card so exchanged, the player pays one counter to the pool." N buys two from
    the stock and plays one of them."""
    stock = ["AD", "3D"]
    buys = [{"type": "buy", "seat": "N", "count": 2, "discards": ["2D", "AH"]},
            {"type": "buy", "seat": "E", "count": 0}]
    tricks = [*TRICKS[:3], ["AD", "6C", "TC", "KD"]]
    d = only(rule(deal(*buys, *N_BIDS_THREE, *plays(tricks), stock=stock), pool=True, purchase=True, start_pool=2))
    assert d["pool"] == 2 + 2 and d["tricks_won"]["N"] == 4
    assert d["points"]["N"] == 9 - 2  # W, the dealer, adds two to the pool standing


def test_foster_napoleon_purchase_once_a_second_buy_is_of_no_effect() -> None:
    """"Only one round of exchanges is allowed, and bids are then in order.\""""
    buys = [{"type": "buy", "seat": "N", "count": 0}, *N_BIDS_THREE[:1],
            {"type": "buy", "seat": "E", "count": 1, "discards": ["4H"]}]
    d = only(rule(deal(*buys, *N_BIDS_THREE[1:], *plays(), stock=["AD"]), pool=True, purchase=True, start_pool=2))
    assert [r["laws"] for r in named(d, "purchase")][-1] == ["foster:napoleon#purchase-once"]
    assert d["pool"] == 2


def test_foster_napoleon_purchase_not_agreed_is_of_no_effect() -> None:
    """Purchase Nap "is a variation of the pool game": without the pool agreed, a buy is of no effect."""
    d = only(rule(deal({"type": "buy", "seat": "N", "count": 1, "discards": ["2D"]}, *N_BIDS_THREE, *plays(),
                       stock=["AD"]), purchase=True))
    assert named(d, "variation_not_agreed") and d["tricks_won"]["N"] == 4


def test_foster_napoleon_peep_one_counter_and_the_card_to_the_highest_bidder() -> None:
    """"Each player in turn, before bidding or passing, has the privilege of taking a private peep at this down card,
    on paying one counter to the pool." "he then takes it into his hand ... He must then discard to reduce his hand to
    five cards.\""""
    events = [{"type": "peep", "seat": "N"}, *N_BIDS_THREE[:1], {"type": "peep", "seat": "N"},
              *N_BIDS_THREE[1:], {"type": "discard", "seat": "N", "card": "AD"}, *plays()]
    d = only(rule(deal(*events, widow=["AD"]), pool=True, peep=True, start_pool=2))
    assert d["pool"] == 2 + 1 and d["points"]["N"] == 9 - 1
    assert named(d, "peep")[-1]["effect"].startswith("No effect")
    d = only(rule(deal(*N_BIDS_THREE, *plays(), widow=["AD"]), pool=True, peep=True, start_pool=2))
    assert d["points"]["N"] == 0  # he holds six: a bidder with too many, who wins nothing


def test_foster_napoleon_widow_taken_in_turn_is_a_nap() -> None:
    """"Any player in his proper turn to bid may take the widow, and from the total of ten cards so obtained select
    five on which he must bid nap, discarding the others face downward.\""""
    widow = ["3C", "4C", "5C", "6H", "7H"]
    events = [{"type": "take_widow", "seat": "N"}, {"type": "discard", "seat": "N", "cards": ["2D", *widow[1:]]},
              *bids(("N", 3), ("E", None), ("S", None), ("W", None))]
    hands = {**HANDS, "W": ["9S", "QH", "KH", "QC", "KD"]}
    tricks = [*TRICKS[:4], ["3C", "7C", "JC", "QC"]]
    tricks[3] = ["AH", "6C", "TC", "KD"]
    d = only(rule(deal(*events, *plays(tricks), widow=widow, hands=hands), widow=True))
    assert d["bid"]["name"] == "nap" and d["points"]["N"] == -15
    assert named(d, "widow")[-1]["laws"] == ["foster:napoleon#widow"]


# -- Keller's Napoleon -------------------------------------------------------------------------------------------

#: Keller's pack of thirty-two, the sevens up. W deals; N is the eldest hand.
K_HANDS = {"N": ["AS", "KS", "QS", "AH", "7D"], "E": ["JS", "8H", "9H", "8C", "7C"],
           "S": ["TS", "7H", "TH", "TC", "JC"], "W": ["9S", "QH", "KH", "QC", "KD"]}


def test_keller_napoleon_payments_the_bidder_who_fails_pays_each_opponent() -> None:
    """"But if he fails to make all the tricks he has bid, he must pay to each opponent one chip for each trick he bid":
    N bid four and lost two; the right bower (the jack of spades) and the left (the jack of clubs) are trumps (the
    regular game's ranking, a reading of #regular-rules)."""
    events = [*bids(("N", 4), ("E", None), ("S", None), ("W", None)), {"type": "make", "seat": "N", "suit": "S"},
              *plays([["AS", "JS", "TS", "9S"]])]
    d = only(rule(deal(*events, hands=K_HANDS), code="keller"))
    assert d["trump"] == "S" and d["tricks"][0]["winner"] == "E"  # the right bower
    events += [*plays([["8H", "7H", "QH", "AH"]], order="ESWN"), *plays([["KS", "7C", "JC", "QC"]]),
               *plays([["QS", "9H", "TC", "KH"]])]
    d = only(rule(deal(*events, hands=K_HANDS), code="keller"))
    assert d["tricks_won"] == {"N": 2, "E": 1, "S": 1, "W": 0} and d["status"] == "scored"
    assert d["points"] == {"N": -12, "E": 4, "S": 4, "W": 4}
    assert settlement(d)["laws"] == ["keller:napoleon#payments", "keller:napoleon#under-five"]


def test_keller_napoleon_leads_the_card_led_is_the_trump() -> None:
    """"If he should lead a card without naming the trump, the card led is understood to be the trump.\""""
    d = only(rule(deal(*bids(("N", 2), ("E", None), ("S", None), ("W", None)), *plays([["AH", "8H", "7H", "QH"]]),
                       hands=K_HANDS), code="keller"))
    assert d["trump"] == "H"


def test_keller_napoleon_napoleon_all_five_ten_chips_failing_five() -> None:
    """"If a player bids to make all five tricks, and succeeds, the payment from each of his opponents is double, or
    ten chips"; five ends the bidding; failing, he pays five (#payments, napoleon-spoil-five.md §7.6)."""
    d = only(rule(deal(*bids(("N", 5), ("E", 5)), {"type": "abandon", "seat": "N"},
                       {"type": "outcome", "seat": "N", "tricks": 5}, hands=K_HANDS), code="keller"))
    assert d["maker"] == "N" and d["points"] == {"N": 30, "E": -10, "S": -10, "W": -10}
    d = only(rule(deal(*bids(("N", 5)), {"type": "abandon", "seat": "N"}, {"type": "outcome", "seat": "N", "tricks": 4},
                       hands=K_HANDS), code="keller"))
    assert d["points"]["N"] == -15


def test_keller_napoleon_has_no_misere_and_foster_variations_are_of_no_effect() -> None:
    """Keller's bids are of tricks: a misère is of no effect; Foster's pool is not Keller's."""
    d = only(rule(deal(*bids(("N", 2), ("E", {"value": 0, "misere": True}), ("S", None), ("W", None)), hands=K_HANDS),
                  code="keller", misere=True, pool=True))
    assert d["maker"] == "N" and named(d, "bid")[0]["laws"][0] == "keller:napoleon#bidding"
    assert "pool" not in d


def test_keller_napoleon_no_one_bidding_the_deal_is_void() -> None:
    """Keller is silent; law 22 binds through #regular-rules: no one bidding, the deal is void and passes."""
    d = only(rule(deal(*bids(("N", None), ("E", None), ("S", None), ("W", None)), hands=K_HANDS), code="keller"))
    assert d["status"] == "passed" and d["next_dealer"] == "N"


def test_keller_napoleon_revoke_forfeits_the_game() -> None:
    """"A revoke forfeits the game": an adversary revoking, the bidder is paid as if he had made his bid, the player
    in fault paying all (Foster's Napoleon persuasive on who pays)."""
    events = [*bids(("N", 4), ("E", None), ("S", None), ("W", None)), *plays([["AS", "8H", "TS", "9S"]]),
              {"type": "claim", "seat": "N", "kind": "revoke", "against": "E"}]
    d = only(rule(deal(*events, hands=K_HANDS), code="keller"))
    assert d["points"] == {"N": 12, "E": -12, "S": 0, "W": 0}
    (revoke,) = named(d, "revoke")
    assert revoke["laws"] == ["keller:napoleon#revoke"] and revoke["persuasive"] == ["foster:napoleon#revoke"]


def test_keller_napoleon_continue_compelled_to_play_for_five() -> None:
    """"If a player should bid any number less than five, and, after having made the number of tricks he bid, should
    continue to play, his opponents may compel him to play for the entire five tricks; and in the event of his failure
    to make five tricks, he loses the game, and must pay five chips to each of his opponents.\""""
    hands = {**K_HANDS, "E": ["7S", "8H", "9H", "8C", "7C"], "W": ["9S", "QH", "KH", "QC", "AD"]}
    tricks = [["AS", "7S", "TS", "9S"], ["KS", "8H", "7H", "QH"]]
    events = [*bids(("N", 1), ("E", None), ("S", None), ("W", None)), *plays(tricks[:1]),
              {"type": "play", "seat": "N", "card": "KS"}]
    d = only(rule(deal(*events, hands=hands), code="keller"))
    assert d["status"] == "awaiting" and named(d, "played_on")[0]["options"] == ["compel_five"]
    rest = [{"type": "play", "seat": s, "card": c} for s, c in zip("ESW", tricks[1][1:])]
    compelled = [*events, {"type": "elect", "seat": "E", "option": "compel_five"}, *rest,
                 *plays([["QS", "9H", "TH", "KH"], ["AH", "8C", "TC", "QC"], ["7D", "7C", "JC", "AD"]])]
    d = only(rule(deal(*compelled, hands=hands), code="keller"))
    assert d["points"] == {"N": -15, "E": 5, "S": 5, "W": 5}
    assert settlement(d)["laws"] == ["keller:napoleon#continue"]
    d = only(rule(deal(*events, *rest, hands=hands), code="keller"))
    assert d["points"]["N"] == 3  # not compelled: paid his bid, and no more


def test_keller_napoleon_pack_of_thirty_two() -> None:
    """"It is played with thirty-two cards, - all below the sevens being left out": a deuce is not in Keller's pack."""
    with pytest.raises(referee.InvalidRecord) as err:
        rule(deal(*N_BIDS_THREE), code="keller")
    assert any("not in the pack in use (32 cards)" in e["message"] for e in err.value.errors)


# -- cutting and dealing -----------------------------------------------------------------------------------------

def test_foster_napoleon_cutting_the_lowest_cut_deals_the_ace_below_the_deuce() -> None:
    """"the ace being highest in play; but ranking below the deuce in cutting"; "the lowest cut has the first choice
    of seats, and deals the first hand": E cut the ace, and W dealt."""
    cuts = [{"type": "cut_for_deal", "seat": s, "card": c} for s, c in zip("NESW", ["2C", "AD", "5H", "KS"])]
    d = only(rule({"dealer": "W", "events": [*cuts, {"type": "deal", "hands": HANDS}, *N_BIDS_THREE, *plays()]}))
    (wrong,) = named(d, "deal_out_of_turn")
    assert wrong["laws"] == ["foster:napoleon#cutting", "foster:napoleon#deal-out-of-turn"]
    assert d["status"] == "scored" and d["next_dealer"] == "N"


def test_foster_napoleon_deal_out_of_turn_stands_and_passes_on_from_its_dealer() -> None:
    """"if any player begins to deal out of turn, he must finish, and the deal stands good": N should have dealt the
    second deal; S dealt it, and the deal passes to S's left."""
    second = deal(*bids(("W", None), ("N", None), ("E", 2), ("S", None)), {"type": "abandon", "seat": "E"},
                  {"type": "outcome", "seat": "E", "tricks": 2}, dealer="S")
    ruling = rule(deal(*N_BIDS_THREE, *plays()), second)
    assert named(ruling["deals"][1], "deal_out_of_turn")[0]["laws"] == ["foster:napoleon#deal-out-of-turn"]
    assert ruling["deals"][1]["next_dealer"] == "W"


def test_foster_napoleon_dealing_a_packet_of_fewer_than_four_the_deal_stands() -> None:
    """"at least four cards must be left in each packet": the section names no penalty; the deal stands."""
    d = only(rule({"dealer": "W", "events": [{"type": "cut", "seat": "S", "top": 2, "bottom": 50},
                                             {"type": "deal", "hands": HANDS}, *N_BIDS_THREE, *plays()]}))
    assert named(d, "improper_cut")[0]["laws"] == ["foster:napoleon#dealing"] and d["status"] == "scored"


# -- each sentence, one test -------------------------------------------------------------------------------------

def test_foster_napoleon_counters_fifty_each_and_a_supply_may_run_out() -> None:
    """"each of the others purchases from him a certain number of counters, usually fifty. When any player’s supply is
    exhausted, he can purchase more": counters from fifty, or as brought forward, may go below nothing."""
    ruling = rule(deal(*bids(("N", 4), ("E", None), ("S", None), ("W", None)), {"type": "abandon", "seat": "N"},
                       {"type": "outcome", "seat": "N", "tricks": 3}), start_score={"N": 2, "E": 50, "S": 50, "W": 50})
    assert ruling["score"] == {"N": -10, "E": 54, "S": 54, "W": 54}


def test_foster_napoleon_misdeal_keeps_deal_the_same_dealer_deals_again() -> None:
    """"A misdeal does not lose the deal in Napoleon, because the deal is a disadvantage.\""""
    ruling = rule(deal({"type": "deal_fault", "kind": "not_cut"}), deal(*N_BIDS_THREE, *plays()))
    assert [d["dealer"] for d in ruling["deals"]] == ["W", "W"] and ruling["deals"][0]["next_dealer"] == "W"
    assert not named(ruling["deals"][1], "deal_out_of_turn")


def test_foster_napoleon_bidding_from_the_dealers_left_the_trump_not_named() -> None:
    """"Beginning on the dealer’s left, each player in turn bids ... In bidding, the trump suit is not named, only the
    number of tricks": a suit said with the bid names nothing; the bidder's first lead makes the trump."""
    d = only(rule(deal(*bids(("N", {"value": 3, "suit": "H"}), ("E", None), ("S", None), ("W", None)), *plays())))
    assert d["trump"] == "S" and d["points"]["N"] == 9


def test_foster_napoleon_pass_a_player_who_will_not_bid() -> None:
    """"If a player will not make a bid, he says “I pass,”": the passes leave the bid to E."""
    d = only(rule(deal(*bids(("N", None), ("E", 1), ("S", None), ("W", None)))))
    assert d["maker"] == "E" and d["bid"]["value"] == 1 and d["status"] == "incomplete"


def test_foster_napoleon_never_abandoned_the_dealer_bound_pays_without_play() -> None:
    """"The hands are never abandoned except in case of a misdeal": all passing, the deal is settled, not dealt
    again."""
    d = only(rule(deal(*bids(("N", None), ("E", None), ("S", None), ("W", None)))))
    assert d["status"] == "scored" and d["next_dealer"] == "N"


def test_foster_napoleon_trick_winner_leads_again() -> None:
    """"The winner of the trick leads again for the next trick ... After the first trick any suit may be led.\""""
    hands = {**HANDS, "W": ["AC", "QH", "KH", "QC", "KD"], "N": ["AS", "KS", "QS", "AH", "2C"]}
    d = only(rule(deal(*bids(("N", 2), ("E", None), ("S", None), ("W", None)), *plays([["2C", "6C", "TC", "AC"]]),
                       *plays([["KD", "AS", "JS", "TS"]], order="WNES"), hands=hands)))
    assert [t["leader"] for t in d["tricks"]] == ["N", "W"] and d["tricks"][1]["winner"] == "W"
    assert not named(d, "lead_out_of_turn")


def test_foster_napoleon_abandon_once_the_bidder_succeeds() -> None:
    """"The hands are usually abandoned when the bidder succeeds in his undertaking ... nothing is paid for under or
    over-tricks.\""""
    d = only(rule(deal(*bids(("N", 2), ("E", None), ("S", None), ("W", None)), *plays(TRICKS[:2]),
                       {"type": "abandon", "seat": "N"})))
    assert d["status"] == "scored" and d["points"]["N"] == 6
    assert named(d, "abandoned")[0]["laws"] == ["foster:napoleon#abandon"]


def test_foster_napoleon_foul_adversary_the_bidder_who_fails_neither_wins_nor_loses() -> None:
    """"If he fails, he neither wins nor loses; because he is playing against a foul hand": E was dealt four."""
    hands = {**HANDS, "E": HANDS["E"][:4]}
    d = only(rule(deal(*bids(("N", 5), ("E", None), ("S", None), ("W", None)), *plays(TRICKS[:4]),
                       *[{"type": "play", "seat": s, "card": c} for s, c in (("N", "2D"), ("S", "JC"), ("W", "KD"))],
                       hands=hands)))
    assert d["status"] == "scored" and d["points"] == {s: 0 for s in "NESW"}


def test_foster_napoleon_bidder_plays_out_of_turn_no_penalty() -> None:
    """"There is no penalty if he plays out of turn": E won the first trick and led; N, the bidder, played before S
    and W."""
    hands = {**HANDS, "N": ["AS", "KS", "QS", "AH", "2C"], "E": ["JS", "4H", "5H", "AC", "7C"],
             "W": ["9S", "QH", "KH", "QC", "KD"]}
    events = [*bids(("N", 2), ("E", None), ("S", None), ("W", None)), *plays([["2C", "AC", "TC", "QC"]]),
              *plays([["4H", "AH", "8H", "QH"]], order="ENSW")]
    d = only(rule(deal(*events, hands=hands)))
    (late,) = named(d, "play_out_of_turn")
    assert late["laws"] == ["foster:napoleon#bidder-plays-out-of-turn"] and late["effect"] == "No penalty."
    assert d["tricks"][1]["winner"] == "N" and d["points"]["N"] == 0  # his bid of two not yet decided


def test_a_card_played_that_its_player_cannot_hold_is_an_impossible_record() -> None:
    """A card E was not dealt (his cards recorded) is no fact: the record is invalid, naming the event's card."""
    with pytest.raises(referee.InvalidRecord) as err:
        rule(deal(*N_BIDS_THREE, *plays([["AS", "KH", "TS", "9S"]])))
    assert [(e["path"], e["value"]) for e in err.value.errors] == [("deals[0].events[6].card", "KH")]


def test_foster_napoleon_blucher_outbids_wellington() -> None:
    """"Another may outbid this again by bidding Blucher\""""
    events = bids(("N", 5), ("E", {"value": 5, "name": "wellington"}), ("S", {"value": 5, "name": "blucher"}))
    d = only(rule(deal(*events), wellington=True, blucher=True))
    assert d["maker"] == "S" and d["bid"]["name"] == "blucher"


def test_foster_napoleon_england_stakes_wellington_double() -> None:
    """"In England, the bidder, if successful, receives double or treble stakes for a Wellington or a Blucher":
    Wellington made, twenty from each."""
    events = [*bids(("N", {"value": 5, "name": "wellington"})), {"type": "abandon", "seat": "N"},
              {"type": "outcome", "seat": "N", "tricks": 5}]
    d = only(rule(deal(*events), wellington=True, english_stakes=True))
    assert d["points"]["N"] == 60


def test_foster_napoleon_purchase_pool_a_nap_takes_the_entire_pool() -> None:
    """"Any player winning five tricks on a nap bid takes the entire pool.\""""
    events = [*bids(("N", 5), ("E", None), ("S", None), ("W", None)), {"type": "abandon", "seat": "N"},
              {"type": "outcome", "seat": "N", "tricks": 5}]
    d = only(rule(deal(*events), pool=True, purchase=True, start_pool=10))
    assert d["pool_total"] == 0 and "foster:napoleon#purchase-pool" in settlement(d)["laws"]


def test_foster_napoleon_peep_taken_whether_he_paid_to_peep_or_not() -> None:
    """"he then takes it into his hand, whether he has paid to peep at it or not. He must then discard": N did not
    peep; the widow's ace of diamonds is his, and he plays it."""
    events = [*N_BIDS_THREE, {"type": "discard", "seat": "N", "card": "2D"}, *plays(TRICKS[:4]),
              *plays([["AD", "7C", "JC", "KD"]])]
    d = only(rule(deal(*events, widow=["AD"]), pool=True, peep=True, start_pool=2))
    assert d["tricks_won"]["N"] == 5 and d["points"]["N"] == 9


def test_keller_napoleon_each_for_himself_every_opponent_pays() -> None:
    """"Each player plays for himself": the points are each player's, the bidder's from each opponent."""
    d = only(rule(deal(*bids(("N", 2)), {"type": "abandon", "seat": "N"}, {"type": "outcome", "seat": "N", "tricks": 2},
                       hands=K_HANDS), code="keller"))
    assert d["points"] == {"N": 6, "E": -2, "S": -2, "W": -2}


def test_keller_napoleon_deal_passes_to_the_left() -> None:
    """"The deal is settled by cutting, as in the regular game": the deal passes to the left (the regular game's)."""
    d = only(rule(deal(*bids(("N", 2)), {"type": "abandon", "seat": "N"}, {"type": "outcome", "seat": "N", "tricks": 2},
                       hands=K_HANDS), code="keller"))
    assert d["next_dealer"] == "N"


def test_keller_napoleon_bidding_five_ends_all_competition() -> None:
    """"the dealer is reached, who has the last bid unless some other player shall have bid five points, and thus
    ended all competition.\""""
    d = only(rule(deal(*bids(("N", 5), ("E", 5)), hands=K_HANDS), code="keller"))
    assert d["maker"] == "N" and named(d, "bid")[0]["laws"] == ["keller:napoleon#one-bid"]


def test_keller_napoleon_bid_more_or_pass() -> None:
    """"each player must bid more than any preceding player, or pass.\""""
    d = only(rule(deal(*bids(("N", 3), ("E", 3), ("S", None), ("W", None)), hands=K_HANDS), code="keller"))
    assert d["maker"] == "N"
    assert named(d, "bid")[0]["laws"] == ["keller:napoleon#bid-more", "keller:napoleon#one-bid"]


def test_keller_napoleon_names_trump_the_highest_bidder_names_it() -> None:
    """"The player who bids to make the most tricks names the trump": another's naming is of no effect."""
    events = [*bids(("N", 2), ("E", None), ("S", None), ("W", None)), {"type": "make", "seat": "E", "suit": "H"},
              {"type": "make", "seat": "N", "suit": "C"}]
    d = only(rule(deal(*events, hands=K_HANDS), code="keller"))
    assert d["trump"] == "C" and named(d, "order_barred")[0]["laws"] == ["keller:napoleon#names-trump"]


def test_keller_napoleon_chips_the_counters_agreed() -> None:
    """"The value of the chips must be settled by the players before the commencement of the game": the chips each
    holds, agreed (``counters``)."""
    ruling = rule(deal(*bids(("N", 2)), {"type": "abandon", "seat": "N"}, {"type": "outcome", "seat": "N", "tricks": 2},
                       hands=K_HANDS), code="keller", counters=10)
    assert ruling["score"] == {"N": 16, "E": 8, "S": 8, "W": 8}


def test_keller_napoleon_under_five_one_chip_a_trick_of_the_bid() -> None:
    """"In all cases where the bid is less than five tricks, the payment is one chip for each trick taken": read as
    the tricks of his bid (Keller's own example), not four taken on a bid of two."""
    d = only(rule(deal(*bids(("N", 2)), {"type": "abandon", "seat": "N"}, {"type": "outcome", "seat": "N", "tricks": 4},
                       hands=K_HANDS), code="keller"))
    assert d["points"]["N"] == 6


def test_keller_napoleon_stop_turning_his_cards_down_when_made() -> None:
    """"He should then turn his cards down, and collect his winnings": his abandonment once his bid is made."""
    d = only(rule(deal(*bids(("N", 1), ("E", None), ("S", None), ("W", None)), *plays([["AS", "8S", "TS", "9S"]]),
                       {"type": "abandon", "seat": "N"}, hands={**K_HANDS, "E": ["8S", "8H", "9H", "8C", "7C"]}),
                  code="keller"))
    assert d["points"]["N"] == 3 and named(d, "abandoned")[0]["laws"] == ["keller:napoleon#stop"]


def test_keller_napoleon_one_bid_he_must_stick_to_it() -> None:
    """"He has but one bid, and he must stick to whatever he bids.\""""
    d = only(rule(deal(*bids(("N", 1), ("E", None), ("S", None), ("W", None), ("N", 3)), hands=K_HANDS),
                  code="keller"))
    assert d["bid"]["value"] == 1 and named(d, "bid")[0]["laws"] == ["keller:napoleon#one-bid"]


def test_keller_napoleon_trick_turned_cannot_be_examined() -> None:
    """"A trick once turned cannot be examined until the end of the game": law 38 on the penalty, persuasive."""
    d = only(rule(deal(*bids(("N", 1), ("E", None), ("S", None), ("W", None)), *plays([["AS", "JS", "TS", "9S"]]),
                       {"type": "look_back", "seat": "S"}, hands=K_HANDS), code="keller"))
    assert named(d, "looked_back")[0]["laws"] == ["keller:napoleon#trick-turned"]


def test_keller_napoleon_regular_rules_an_adversarys_exposed_card() -> None:
    """"In all other particulars, - following suit, playing out of turn, exposed cards, etc., - the rules of the regular
    game of Euchre govern Napoleon": laws 24 and 26 bind."""
    d = only(rule(deal(*bids(("N", 1), ("E", None), ("S", None), ("W", None)),
                       {"type": "expose", "seat": "E", "card": "8H", "how": "dropped"}, hands=K_HANDS), code="keller"))
    assert named(d, "exposed_card")[0]["laws"] == ["keller:napoleon#regular-rules", "foster:24", "foster:26"]


def test_keller_napoleon_packs_by_number_the_nines_up_with_four() -> None:
    """"If four or less are playing, all cards below the nines are thrown out": with the pack of 24 agreed, a seven is
    not in the pack."""
    with pytest.raises(referee.InvalidRecord) as err:
        rule(deal(*bids(("N", 1)), hands=K_HANDS), code="keller", pack=24)
    assert any("(24 cards)" in e["message"] for e in err.value.errors)


def test_napoleon_compared_under_both_codes_where_its_cards_are_in_kellers_pack() -> None:
    """napoleon-spoil-five.md §7.1: ``--compare`` rules a Napoleon record under both codes where its cards are in
    Keller's pack, and says there is nothing to compare otherwise."""
    from referee.compare import compare

    kellers = record(deal(*bids(("N", 2)), {"type": "abandon", "seat": "N"},
                          {"type": "outcome", "seat": "N", "tricks": 2}, hands=K_HANDS))
    assert compare(kellers)["codes"] == ["foster", "keller"]
    fosters = compare(record(deal(*N_BIDS_THREE, *plays())))
    assert fosters["codes"] == ["foster"] and fosters["impossible"] == ["keller"]
