"""Irregularities the foundation rules on: revokes (laws 30-31), leads out of
turn (27, 28), faults in dealing (9, 11-14). Each case follows the law's words."""
from __future__ import annotations

from typing import Any

import pytest

import referee

from builders import HANDS, deal, ev, only_deal, record
from test_foster_regular import MARCH, MARCH_PLAY, THREE

#: The spec's example 3: S deals, diamonds turned, W orders up; N renounces to the heart lead.
REVOKE_HANDS = {
    "N": ["AH", "QH", "AD", "TC", "9C"],
    "E": ["AS", "9S", "JH", "KD", "QC"],
    "S": ["KS", "TS", "TH", "9H", "KC"],
    "W": ["QS", "JS", "KH", "QD", "JD"],
}
REVOKE_PLAY = ["KH", "9C", "9S", "TH", "JD", "AD", "KD", "TD", "QD", "AH", "JH", "TS"]


def revoke_deal(*after: Any, hands: dict[str, list[str]] | None = REVOKE_HANDS) -> dict[str, Any]:
    events = [ev("order_up", "W"), ev("discard", "S", card="9H"), *REVOKE_PLAY, *after]
    if hands is None:  # no hands recorded: every play names its seat
        holder = {c: s for s, cards in REVOKE_HANDS.items() for c in cards} | {"TD": "S"}
        events = [ev("play", holder[e], card=e) if isinstance(e, str) else e for e in events]
        d = deal("S", *events, hands={}, turn_up="TD")
        d["events"][2].pop("hands")
        return only_deal(referee.rule(record(d)))
    return only_deal(referee.rule(record(deal("S", *events, hands=hands, turn_up="TD"))))


def test_foster_30_revoke_claimed_and_proved_hand_abandoned_adversaries_add_two() -> None:
    # "If a revoke is claimed and proved, the hand in which it occurs is immediately abandoned. The adversaries
    # of the revoking player then have the option of adding two points to their own score"
    d = revoke_deal(ev("claim", "W", kind="revoke", against="N", trick=1), ev("elect", "W", option="add_two"))
    [r] = d["rulings"]
    assert (r["irregularity"], r["laws"], r["event"]) == ("revoke", ["foster:30"], 6)
    assert r["options"] == ["add_two", "deduct_two"] and r["elected"] == "add_two"
    assert d["status"] == "scored" and d["points"] == {"NS": 0, "EW": 2} and len(d["tricks"]) == 3


def test_foster_30_or_deducting_two_points_from_his_score() -> None:
    d = revoke_deal(ev("claim", "E", kind="revoke", against="N"), ev("elect", "E", option="deduct_two"))
    assert d["points"] == {"NS": -2, "EW": 0}


def test_foster_30_the_ruling_awaits_the_adversaries_election() -> None:
    d = revoke_deal(ev("claim", "W", kind="revoke", against="N", trick=1))
    assert d["status"] == "awaiting" and d["rulings"][0]["elected"] is None
    assert d["next_dealer"] is None and d["points"] == {"NS": 0, "EW": 0}


def test_foster_30_the_revoking_side_cannot_elect() -> None:
    d = revoke_deal(ev("claim", "W", kind="revoke", against="N"), ev("elect", "N", option="add_two"))
    assert d["status"] == "awaiting"
    assert d["rulings"][-1]["irregularity"] == "call_of_no_effect" and "belongs to EW" in d["rulings"][-1]["finding"]


def test_foster_30_revoke_established_from_a_later_play_when_hands_are_not_recorded() -> None:
    # N renounced hearts in trick 1, and played the ace of hearts in trick 3: the renounce was in error
    d = revoke_deal(ev("claim", "W", kind="revoke", against="N", trick=1), ev("elect", "W", option="add_two"),
                    hands=None)
    [r] = d["rulings"]
    assert r["irregularity"] == "revoke" and "ace of hearts" in r["finding"]
    assert d["points"] == {"NS": 0, "EW": 2}


def test_foster_30_a_claim_the_facts_do_not_prove_gives_no_penalty() -> None:
    d = revoke_deal(ev("claim", "N", kind="revoke", against="E", trick=1))
    [r] = [r for r in d["rulings"] if r["event"] == 17]
    assert r["irregularity"] == "revoke_not_proved" and r["laws"] == ["foster:30"] and r["options"] == []


def _no_hands_recorded(*events: Any) -> dict[str, Any]:
    """The spec's example 3 with no hands dealt into the record: each card played by its holder."""
    holder = {c: s for s, cards in REVOKE_HANDS.items() for c in cards} | {"TD": "S"}
    d = deal("S", *(ev("play", holder[e], card=e) if isinstance(e, str) else e for e in events), hands={},
             turn_up="TD")
    d["events"][2].pop("hands")
    return only_deal(referee.rule(record(d)))


def test_foster_30_a_revoke_claimed_and_then_proved_by_the_cards_shown() -> None:
    # "If a revoke is claimed and proved, the hand in which it occurs is immediately abandoned": W claims N's
    # renounce to the heart lead as soon as the first trick is played; N's cards, shown then, prove it, and the
    # trick is turned and quitted (law 31: till then N might correct it).
    d = _no_hands_recorded(ev("order_up", "W"), ev("discard", "S", card="9H"), *REVOKE_PLAY[:4],
                           ev("claim", "W", kind="revoke", against="N", trick=1),
                           ev("show", "N", cards=["AH", "QH", "AD", "TC"]), ev("quit_trick"),
                           ev("elect", "W", option="add_two"))
    [r] = d["rulings"]
    assert (r["irregularity"], r["laws"], r["event"]) == ("revoke", ["foster:30"], 6)  # N's nine of clubs
    assert "holding the ace of hearts, which he showed" in r["finding"] and r["elected"] == "add_two"
    assert d["status"] == "scored" and d["points"] == {"NS": 0, "EW": 2}


def test_foster_30_a_revoke_claimed_and_then_proved_by_a_later_play_abandons_the_hand_then() -> None:
    # The claim comes after the first trick; play goes on, and N's ace of hearts in the third trick proves it:
    # the hand is abandoned there (two tricks turned), and W elects.
    d = _no_hands_recorded(ev("order_up", "W"), ev("discard", "S", card="9H"), *REVOKE_PLAY[:4],
                           ev("claim", "W", kind="revoke", against="N", trick=1), *REVOKE_PLAY[4:],
                           ev("elect", "W", option="add_two"))
    r, after = d["rulings"]  # the rest of the hand, played out at the table, comes after it was abandoned
    assert r["irregularity"] == "revoke" and "ace of hearts, which he played in trick 3" in r["finding"]
    assert (after["irregularity"], after["finding"]) == ("after_the_deal", "2 events (16 to 17) were recorded after the deal was over (scored).")
    assert d["status"] == "scored" and d["points"] == {"NS": 0, "EW": 2} and len(d["tricks"]) == 2


def test_foster_30_a_claim_never_proved_is_ruled_not_proved_when_the_record_ends() -> None:
    d = _no_hands_recorded(ev("order_up", "W"), ev("discard", "S", card="9H"), *REVOKE_PLAY[:4],
                           ev("claim", "W", kind="revoke", against="N", trick=1), ev("quit_trick"))
    assert [(r["irregularity"], r["event"]) for r in d["rulings"]] == [("revoke_not_proved", 9)]


#: The spec's example 3 played out: tricks to W, W, E, E and S; the makers (EW) win four, for one point.
REVOKE_PLAYED_OUT = [*REVOKE_PLAY, "AS", "KS", "QS", "TC", "QC", "KC", "JS", "QH"]


@pytest.mark.parametrize("option,points", [("add_two", {"NS": 0, "EW": 2}), ("deduct_two", {"NS": -2, "EW": 0})])
def test_foster_30_a_revoke_claimed_after_the_last_trick_abandons_the_hand_its_points_with_it(
        option: str, points: dict[str, int]) -> None:
    # "Revokes must be detected and claimed before the cards are cut for the following deal" (the text); law 30:
    # "If a revoke is claimed and proved, the hand in which it occurs is immediately abandoned." The hand was
    # played out and the last trick quitted, the makers taking four tricks; W claims N's renounce of the first
    # trick: the penalty alone counts.
    played = only_deal(referee.rule(record(deal("S", ev("order_up", "W"), ev("discard", "S", card="9H"),
                                                 *REVOKE_PLAYED_OUT, ev("quit_trick"), hands=REVOKE_HANDS, turn_up="TD"))))
    assert played["points"] == {"NS": 0, "EW": 1} and [t["winner"] for t in played["tricks"]] == list("WWEES")
    for quitted in ([ev("quit_trick")], []):  # the last trick turned and quitted, or still on the table
        d = only_deal(referee.rule(record(deal("S", ev("order_up", "W"), ev("discard", "S", card="9H"),
                                               *REVOKE_PLAYED_OUT, *quitted,
                                               ev("claim", "W", kind="revoke", against="N", trick=1),
                                               ev("elect", "W", option=option), hands=REVOKE_HANDS, turn_up="TD"))))
        assert [(r["irregularity"], r["elected"]) for r in d["rulings"]] == [("revoke", option)]
        assert d["status"] == "scored" and d["points"] == points and d["next_dealer"] == "W"
        assert [t["winner"] for t in d["tricks"]] == list("WWEES")  # every card played stays on the record
        assert [(b["id"], b["decides"]) for b in d["basis"]] == [("foster:10", "next_dealer")]  # foster:1 scored none
    # a claim the hand does not prove, then the last trick turned: the turning is part of the hand
    d = only_deal(referee.rule(record(deal("S", ev("order_up", "W"), ev("discard", "S", card="9H"), *REVOKE_PLAYED_OUT[:-1],
                                           ev("claim", "E", kind="revoke", against="S"), REVOKE_PLAYED_OUT[-1],
                                           ev("quit_trick"), hands=REVOKE_HANDS, turn_up="TD"))))
    assert [r["irregularity"] for r in d["rulings"]] == ["revoke_not_proved", "revoke_unclaimed"]


#: N deals (builders.HANDS), diamonds turned; E orders up. E renounces to the clubs lead of trick 2 holding the
#: king and queen of clubs, and W to the spades lead of trick 3 holding the ten of spades.
TWO_REVOKES = ["KD", "JH", "JD", "9D", "AC", "QD", "TD", "9S", "AS", "QC", "QS", "TC", "KH", "AH", "TH", "TS"]


@pytest.mark.parametrize("options,points", [(["add_two", "add_two"], {"NS": 4, "EW": 0}),
                                            (["add_two", "deduct_two"], {"NS": 2, "EW": -2})])
def test_foster_text_the_adversaries_option_for_every_revoke_made_during_the_hand(
        options: list[str], points: dict[str, int]) -> None:
    # "the adversaries of the revoking player can either deduct two points from his score, or add two to their own
    # score, for every revoke made during the hand": S claims E's revoke and then W's; each is a penalty of its own,
    # and the hand is scored once both options are taken.
    def ruled(*after: dict[str, Any]) -> dict[str, Any]:
        return only_deal(referee.rule(record(deal("N", ev("order_up", "E"), ev("discard", "N", card="9C"),
                                                  *TWO_REVOKES, ev("claim", "S", kind="revoke", against="E", trick=2),
                                                  ev("claim", "S", kind="revoke", against="W", trick=3), *after))))

    d = ruled(ev("elect", "S", option=options[0]))
    assert [(r["irregularity"], r["elected"]) for r in d["rulings"]] == [("revoke", None), ("revoke", options[0])]
    assert d["status"] == "awaiting"
    d = ruled(*(ev("elect", "S", option=o) for o in options))
    assert [r["laws"] for r in d["rulings"]] == [["foster:30"], ["foster:30", "foster:text"]]
    assert d["status"] == "scored" and d["points"] == points and d["next_dealer"] == "E"


def test_foster_30_both_sides_revoke_the_second_proved_after_the_first_was_ruled_the_deal_is_void() -> None:
    # "If both sides revoke, the deal is void." The hands are not recorded. S claims E's renounce of trick 2
    # (proved by the queen of clubs E played in trick 3) and elects; E claims S's renounce of trick 3, which S's
    # cards, shown then, prove. The first penalty goes with the deal.
    holder = {c: s for s, cards in HANDS.items() for c in cards} | {"QD": "N"}
    plays = [ev("play", holder[c], card=c) for c in [*TWO_REVOKES[:10], "QH", "TS"]]  # S: the queen of hearts
    d = deal("N", ev("order_up", "E"), ev("discard", "N", card="9C"), *plays,
             ev("claim", "S", kind="revoke", against="E", trick=2), ev("elect", "S", option="add_two"),
             ev("claim", "E", kind="revoke", against="S", trick=3), ev("show", "S", cards=["QS", "TH"]), turn_up="QD")
    d["events"][2].pop("hands")
    ruled = only_deal(referee.rule(record(d)))
    assert [(r["irregularity"], r["elected"]) for r in ruled["rulings"]] == [("revoke", "add_two"), ("revoke", None)]
    assert "Both sides revoked" in ruled["rulings"][1]["finding"]
    assert ruled["status"] == "redeal" and ruled["next_dealer"] == "N" and ruled["points"] == {"NS": 0, "EW": 0}


def test_foster_27_and_24_an_election_names_the_ruling_it_answers() -> None:
    # N leads out of turn (law 27) and E drops a card (law 24): both rulings offer the adversaries a call. An
    # election naming the lead's ruling (its event, 5) answers that one; without it, the latest open ruling; naming
    # an event no open ruling answers, it has no effect.
    def elected(seat: str = "E", **on: int) -> list[tuple[str, str | None]]:
        d = only_deal(referee.rule(record(deal("S", ev("order_up", "W"), ev("discard", "S", card="9H"),
                                               ev("play", "N", card="AH"), ev("expose", "E", card="9S", how="dropped"),
                                               ev("elect", seat, option="call_card", **on),
                                               hands=REVOKE_HANDS, turn_up="TD"))))
        return [(r["irregularity"], r["elected"]) for r in d["rulings"]]

    assert elected(ruling_event=5) == [("lead_out_of_turn", "call_card"), ("exposed_card", None)]
    assert elected("S") == [("lead_out_of_turn", None), ("exposed_card", "call_card")]  # NS: E's adversaries
    assert elected(ruling_event=2)[-1] == ("call_of_no_effect", None)


def exposed_never_called() -> dict[str, Any]:
    """The spec's example 3 played out, N having named his queen of hearts (an exposed card, foster:24) before
    the play: the adversaries never call it, and their option lapses when the hand is scored."""
    return record(deal("S", ev("order_up", "W"), ev("discard", "S", card="9H"),
                       ev("expose", "N", card="QH", how="named"), *REVOKE_PLAYED_OUT, ev("quit_trick"),
                       hands=REVOKE_HANDS, turn_up="TD"))


def test_foster_26_an_exposed_card_not_called_before_the_hand_is_over_is_called_no_more() -> None:
    d = only_deal(referee.rule(exposed_never_called()))
    exposed = d["rulings"][0]
    assert (exposed["irregularity"], exposed["options"], exposed["elected"]) == ("exposed_card", ["call_card"], None)
    assert d["status"] == "scored"  # not awaiting: the option lapsed


def test_a_fact_recorded_once_the_deal_is_over_is_said_to_have_no_effect_not_dropped() -> None:
    # The spec: where the code is silent, the ruling says so. Foster's law 14 makes a pack not properly cut a
    # misdeal, but no law reaches back to a hand played out and scored: the fault, recorded after it, is answered.
    played = [ev("order_up", "W"), ev("discard", "S", card="9H"), *REVOKE_PLAYED_OUT, ev("quit_trick")]
    d = only_deal(referee.rule(record(deal("S", *played, ev("deal_fault", kind="not_cut"), hands=REVOKE_HANDS,
                                           turn_up="TD"))))
    unclaimed, r = d["rulings"]  # N's renounce of the first trick, and the fault
    assert unclaimed["irregularity"] == "revoke_unclaimed"
    assert (r["event"], r["irregularity"], r["laws"], r["persuasive"]) == (26, "after_the_deal", [], [])
    assert r["finding"] == "Event 26 was recorded after the deal was over (scored)." and "no effect" in r["effect"]
    assert d["status"] == "scored" and d["points"] == {"NS": 0, "EW": 1}


def test_foster_text_revokes_must_be_claimed_before_the_cards_are_cut_for_the_following_deal() -> None:
    # "Revokes must be detected and claimed before the cards are cut for the following deal." N's renounce of the
    # first trick goes unclaimed in its deal; W claims it once the next deal's cards are cut: too late.
    first = deal("S", ev("order_up", "W"), ev("discard", "S", card="9H"), *REVOKE_PLAYED_OUT, ev("quit_trick"),
                 hands=REVOKE_HANDS, turn_up="TD")
    second = deal("W")
    second["events"].insert(2, ev("claim", "W", kind="revoke", against="N"))  # after the shuffle and the cut
    ruled = referee.rule(record(first, second))
    [unclaimed] = ruled["deals"][0]["rulings"]
    assert unclaimed["irregularity"] == "revoke_unclaimed" and "no penalty" in unclaimed["effect"]
    assert "may still be made" not in unclaimed["effect"]
    [late] = ruled["deals"][1]["rulings"]
    assert (late["event"], late["irregularity"], late["laws"]) == (2, "revoke_not_proved", ["foster:text"])
    assert late["effect"].startswith("Too late") and ruled["deals"][0]["points"] == {"NS": 0, "EW": 1}
    # before the cut, the claim is not ruled too late
    second["events"].insert(1, second["events"].pop(2))
    [claim] = referee.rule(record(first, second))["deals"][1]["rulings"]
    assert not claim["effect"].startswith("Too late")


def test_foster_text_a_claim_naming_an_earlier_deal_made_after_the_next_cut_is_too_late() -> None:
    # "Revokes must be detected and claimed before the cards are cut for the following deal." N's renounce of the
    # first trick of deal 1 goes unclaimed in it; W claims it once deal 2 is under way, the claim naming deal 1
    # (``deal``: its index, 0), as the web's dispute form records it: too late, whatever deal 2's cards show.
    first = deal("S", ev("order_up", "W"), ev("discard", "S", card="9H"), *REVOKE_PLAYED_OUT, ev("quit_trick"),
                 hands=REVOKE_HANDS, turn_up="TD")
    claim = ev("claim", "W", kind="revoke", against="N", deal=0)
    second = deal("W", ev("order_up", "N"), ev("discard", "W", card="TC"))  # builders.HANDS, diamonds trumps
    for at in (2, 3, 4, 5):  # after the cut, the deal, a bid, the dealer's discard
        later = {**second, "events": [*second["events"][:at], claim, *second["events"][at:]]}
        ruled = referee.rule(record(first, later))
        assert [r["irregularity"] for r in ruled["deals"][0]["rulings"]] == ["revoke_unclaimed"]
        assert ruled["deals"][0]["points"] == {"NS": 0, "EW": 1}
        [late] = ruled["deals"][1]["rulings"]
        assert (late["event"], late["irregularity"], late["laws"], late["options"]) == (
            at, "revoke_not_proved", ["foster:text"], [])
        assert late["finding"] == "W claimed a revoke against N in deal 1 after the cards were cut for deal 2."
        assert late["effect"] == ("Too late: revokes must be claimed before the cards are cut for the following "
                                  "deal. No penalty.")
        assert ruled["deals"][1]["points"] == {"NS": 0, "EW": 0} and ruled["deals"][1]["status"] == "incomplete"
    # with cards of deal 2 played, the claim is not taken for one of deal 2's: its renounce is not looked for
    played = deal("W", ev("order_up", "N"), ev("discard", "W", card="TC"), "KH", "AH", "QH", "TS", claim)
    ruled = referee.rule(record(first, played))
    assert [r["irregularity"] for r in ruled["deals"][1]["rulings"]][0] == "revoke_not_proved"
    assert ruled["deals"][1]["rulings"][0]["effect"].startswith("Too late")
    # before deal 2's cut the claim is in time, but it is heard in deal 1's record, with its cards: no effect here
    before = {**second, "events": [second["events"][0], claim, *second["events"][1:]]}
    ruled = referee.rule(record(first, before))
    [heard] = ruled["deals"][1]["rulings"]
    assert (heard["event"], heard["irregularity"], heard["laws"], heard["options"]) == (
        1, "not_ruled", ["foster:text"], [])
    assert heard["finding"] == "W claimed a revoke against N in deal 1 before the cards were cut for deal 2: in time."
    assert "heard in the record of deal 1" in heard["effect"] and "No penalty here" in heard["effect"]
    assert ruled["deals"][1]["points"] == {"NS": 0, "EW": 0} and ruled["deals"][1]["status"] == "incomplete"
    assert ruled["deals"][0]["points"] == {"NS": 0, "EW": 1}
    # a claim of deal 1 recorded in deal 3 comes after deal 2's cut, wherever it stands
    third = {**deal("N"), "events": [claim, *deal("N")["events"]]}
    [late] = referee.rule(record(first, before, third))["deals"][2]["rulings"]
    assert late["finding"] == "W claimed a revoke against N in deal 1 after the cards were cut for deal 2."


def test_foster_30_if_both_sides_revoke_the_deal_is_void() -> None:
    # E holds the king of diamonds (trump) but plays the queen of clubs to the trump lead of trick 2
    play = ["KH", "9C", "9S", "TH", "JD", "AD", "QC", "TD"]
    d = only_deal(referee.rule(record(deal("S", ev("order_up", "W"), ev("discard", "S", card="9H"), *play,
                                           ev("claim", "W", kind="revoke", against="N"),
                                           hands=REVOKE_HANDS, turn_up="TD"))))
    assert d["status"] == "redeal" and d["next_dealer"] == "S"
    # law 30: "If both sides revoke, the deal is void"; the text: "the same dealer must deal again"
    assert d["rulings"][0]["laws"] == ["foster:30", "foster:text"] and "Both sides revoked" in d["rulings"][0]["finding"]


def test_foster_30_against_a_lone_hand_the_penalty_is_what_the_lone_hand_would_have_scored() -> None:
    # "If one person is playing alone, the penalty for a revoke is as many points as would have been scored
    # if the lone hand had succeeded": N holds the nine of hearts (trump) and renounces to E's right bower
    d = only_deal(referee.rule(record(deal("N", ev("order_up", "E", alone=True), ev("discard", "N", card="TC"),
                                           "JH", "9D", "AS", ev("quit_trick"),
                                           ev("claim", "E", kind="revoke", against="N"),
                                           ev("elect", "E", option="add_four"), hands=THREE, turn_up="9H"))))
    assert d["rulings"][0]["options"] == ["add_four", "deduct_four"]
    assert d["points"] == {"NS": 0, "EW": 4}


def test_foster_31_a_revoke_corrected_before_the_trick_is_quitted_is_no_revoke() -> None:
    # "A revoke may be corrected by the player making it before the trick in which it occurs has been turned
    # and quitted"; law 32: "the card played in error is exposed"
    d = revoke_deal(hands=REVOKE_HANDS)  # baseline: the renounce is unclaimed
    assert [r["irregularity"] for r in d["rulings"]] == ["revoke_unclaimed"]
    events = [ev("order_up", "W"), ev("discard", "S", card="9H"), "KH", "9C", ev("correct", "N", card="QH"),
              "9S", "TH", ev("claim", "W", kind="revoke", against="N", trick=1)]
    d = only_deal(referee.rule(record(deal("S", *events, hands=REVOKE_HANDS, turn_up="TD"))))
    kinds = [(r["irregularity"], r["laws"]) for r in d["rulings"]]
    assert kinds == [("revoke_corrected", ["foster:31", "foster:32"]), ("revoke_not_proved", ["foster:31", "foster:30"])]
    assert "he corrected his renounce before the trick was turned and quitted" in d["rulings"][1]["finding"]
    assert d["rulings"][1]["effect"] == "No revoke: the renounce was corrected in time; no penalty for it."


def test_foster_31_a_revoke_claimed_before_the_trick_is_turned_may_still_be_corrected() -> None:
    # "A revoke may be corrected by the player making it before the trick in which it occurs has been turned and
    # quitted": W claims the moment N renounces; N corrects, playing the queen of hearts; law 32: "the card
    # played in error is exposed". No revoke: the claim is not proved.
    claim = ev("claim", "W", kind="revoke", against="N", trick=1)
    d = only_deal(referee.rule(record(deal("S", ev("order_up", "W"), ev("discard", "S", card="9H"), "KH", "9C", claim,
                                           ev("correct", "N", card="QH"), "9S", "TH",
                                           hands=REVOKE_HANDS, turn_up="TD"))))
    assert [(r["irregularity"], r["event"]) for r in d["rulings"]] == [("revoke_corrected", 8), ("revoke_not_proved", 7)]
    assert d["status"] == "incomplete" and d["points"] == {"NS": 0, "EW": 0}
    assert d["rulings"][1]["effect"] == "No revoke: the renounce was corrected in time; no penalty for it."
    # the record stops in mid-hand, the claim named no renounce yet: the proof may yet come
    d = only_deal(referee.rule(record(deal("S", ev("order_up", "W"), ev("discard", "S", card="9H"), "KH",
                                           ev("claim", "W", kind="revoke", against="E"), hands=REVOKE_HANDS,
                                           turn_up="TD"))))
    assert "may yet prove it" in d["rulings"][0]["effect"]
    # all four have played, the trick not yet turned: W claims, and N may still correct
    d = only_deal(referee.rule(record(deal("S", ev("order_up", "W"), ev("discard", "S", card="9H"), "KH", "9C", "9S",
                                           "TH", claim, ev("correct", "N", card="QH"), ev("quit_trick"),
                                           hands=REVOKE_HANDS, turn_up="TD"))))
    assert [r["irregularity"] for r in d["rulings"]] == ["revoke_corrected", "revoke_not_proved"]
    assert d["tricks"][0]["plays"][1] == ["N", "QH"]
    # not corrected, the renounce is a revoke once the trick is turned and quitted, and the claim stands
    d = only_deal(referee.rule(record(deal("S", ev("order_up", "W"), ev("discard", "S", card="9H"), "KH", "9C", claim,
                                           "9S", "TH", ev("quit_trick"), ev("elect", "W", option="add_two"),
                                           hands=REVOKE_HANDS, turn_up="TD"))))
    [r] = d["rulings"]
    assert (r["irregularity"], r["event"], r["elected"]) == ("revoke", 6, "add_two")
    assert d["status"] == "scored" and d["points"] == {"NS": 0, "EW": 2}


def test_foster_31_a_revoke_claimed_on_the_trick_still_on_the_table_is_decided_when_it_is_turned_and_quitted() -> None:
    # Law 31: "A revoke may be corrected by the player making it before the trick in which it occurs has been turned
    # and quitted"; law 30: "If a revoke is claimed and proved, the hand in which it occurs is immediately
    # abandoned." W leads the king of hearts, N (holding the ace) plays the nine of clubs, E and S play: the trick
    # is full, not turned, and W claims. Till it is turned N may still correct: the claim is not decided, the deal
    # awaits, and no option is open.
    full = [ev("order_up", "W"), ev("discard", "S", card="9H"), "KH", "9C", "9S", "TH"]
    claim = ev("claim", "W", kind="revoke", against="N")

    def ruled(*events: dict[str, Any] | str) -> dict[str, Any]:
        return only_deal(referee.rule(record(deal("S", *events, hands=REVOKE_HANDS, turn_up="TD"))))

    for events, at in ((full, 9), (full[:4], 7)):  # the trick full, or N's card the last played to it: the same
        d = ruled(*events, claim)
        [r] = d["rulings"]
        assert (r["irregularity"], r["event"], r["laws"], r["options"]) == (
            "revoke_claim_pending", at, ["foster:31", "foster:30"], [])
        assert "the trick is still on the table, not turned and quitted" in r["finding"]
        assert r["effect"].startswith("Not decided yet: N may still correct his renounce")
        assert d["status"] == "awaiting" and d["next_dealer"] is None and d["points"] == {"NS": 0, "EW": 0}
        assert [t["winner"] for t in d["tricks"]] == [None]  # not turned
    # an election recorded while the claim waits has nothing to elect; N's correction after it is in time
    d = ruled(*full, claim, ev("elect", "W", option="add_two"), ev("correct", "N", card="QH"))
    assert [(r["irregularity"], r["event"]) for r in d["rulings"]] == [
        ("call_of_no_effect", 10), ("revoke_corrected", 11), ("revoke_not_proved", 9)]
    assert d["rulings"][2]["effect"] == "No revoke: the renounce was corrected in time; no penalty for it."
    assert d["points"] == {"NS": 0, "EW": 0} and d["tricks"][0]["plays"][1] == ["N", "QH"]
    # not corrected: the trick turned and quitted, or the next card led, decides the claim, and the option opens
    for turned in (ev("quit_trick"), "JD"):
        d = ruled(*full, claim, turned)
        r = d["rulings"][0]
        assert (r["irregularity"], r["event"], r["options"]) == ("revoke", 6, ["add_two", "deduct_two"])
        assert d["status"] == "awaiting" and [t["winner"] for t in d["tricks"]] == ["W"]
    d = ruled(*full, claim, ev("elect", "W", option="add_two"), ev("quit_trick"), ev("elect", "W", option="add_two"))
    assert [(r["irregularity"], r["elected"]) for r in d["rulings"]] == [("call_of_no_effect", None),
                                                                        ("revoke", "add_two")]
    assert d["status"] == "scored" and d["points"] == {"NS": 0, "EW": 2}


def test_foster_27_a_lead_in_the_partners_turn_a_suit_may_be_called_from_the_partner(examples: list[Any]) -> None:
    _, rec, expected = next(x for x in examples if x[0].startswith("04"))
    [r] = only_deal(referee.rule(rec))["rulings"]
    assert (r["laws"], r["options"], r["elected"]) == (["foster:27"], ["call_suit"], "call_suit")
    assert r["effect"].startswith("N, last to play to the trick, called clubs from E")


def test_foster_27_electing_to_call_a_suit_then_calling_it_places_the_demand(examples: list[Any]) -> None:
    # "a suit may be called from his partner": the side elects the option, then the last player calls the suit;
    # the call exercises the election, and E, called on for clubs, must lead them (foster:30, "non-compliance with
    # a performable penalty" is a revoke).
    _, rec, _ = next(x for x in examples if x[0].startswith("04"))
    events = rec["deals"][0]["events"]
    at = next(k for k, e in enumerate(events) if e["type"] == "call")
    events.insert(at, ev("elect", "N", option="call_suit"))
    [r] = only_deal(referee.rule(rec))["rulings"]
    assert r["elected"] == "call_suit" and r["effect"].startswith("N, last to play to the trick, called clubs from E")
    events[at + 2:] = [ev("play", "E", card="QD")]  # E leads a trump, holding clubs: the call not complied with
    d = only_deal(referee.rule(rec))
    assert [x["irregularity"] for x in d["rulings"]] == ["lead_out_of_turn", "revoke_unclaimed"]


def test_foster_27_if_all_have_played_to_the_false_lead_the_error_cannot_be_rectified() -> None:
    # E won trick 1 (the spec's example 4); W leads instead and all follow
    hands = {"N": ["AS", "JS", "QH", "TH", "JC"], "E": ["KH", "QD", "JD", "KC", "QC"],
             "S": ["QS", "AH", "9H", "9D", "9C"], "W": ["KS", "TS", "9S", "JH", "AC"]}
    d = only_deal(referee.rule(record(deal("N", ev("order_up", "E"), ev("discard", "N", card="TH"),
                                           "JD", "9D", "JH", "TD", "AC", "JC", "KC", "9C",
                                           hands=hands, turn_up="TD"))))
    [r] = d["rulings"]
    assert r["irregularity"] == "lead_out_of_turn" and r["laws"] == ["foster:27"] and r["options"] == []
    assert "cannot be rectified" in r["effect"]
    assert d["tricks"][1]["leader"] == "W" and d["tricks"][1]["winner"] == "W"


def test_foster_27_a_lead_in_the_turn_of_neither_the_card_is_exposed() -> None:
    # E leads; N (an adversary, not E's partner) leads instead
    d = only_deal(referee.rule(record(deal("N", ev("order_up", "E"), ev("discard", "N", card="9C"), "AS",
                                           hands=MARCH, turn_up="9H"))))
    [r] = d["rulings"]
    assert r["options"] == ["call_card"] and "exposed card" in r["effect"]
    assert d["status"] == "incomplete"  # a standing liability: play goes on


def test_foster_28_an_adversary_of_a_lone_player_leads_out_of_turn_the_lone_player_may_abandon_and_score() -> None:
    # "If an adversary of a lone player leads out of turn, the lone player may abandon the hand, and score the points."
    d = only_deal(referee.rule(record(deal("N", ev("order_up", "E", alone=True), ev("discard", "N", card="9C"),
                                           "AD", ev("abandon", "E"), hands=MARCH, turn_up="9H"))))
    [r] = d["rulings"]
    assert r["laws"] == ["foster:28", "foster:37"] and r["elected"] == "abandon_and_score"
    assert d["status"] == "scored" and d["points"] == {"NS": 0, "EW": 4}
    # the laws set no time on it: all having played to the false lead, the trick stands (law 27), and the lone player
    # may still abandon the hand and score
    d = only_deal(referee.rule(record(deal("N", ev("order_up", "E", alone=True), ev("discard", "N", card="9C"),
                                           "AD", "AS", "JH", ev("abandon", "E"), hands=MARCH, turn_up="9H"))))
    [r] = d["rulings"]
    assert r["laws"] == ["foster:28", "foster:37", "foster:27"] and r["elected"] == "abandon_and_score"
    assert d["status"] == "scored" and d["points"] == {"NS": 0, "EW": 4}


@pytest.mark.parametrize("kind,law", [("mixed_rounds", "foster:14"), ("wrong_count", "foster:14"),
                                      ("counted_cards", "foster:14"), ("dealt_incorrectly", "foster:14"),
                                      ("not_cut", "foster:14"), ("reshuffled_after_cut", "foster:9")])
def test_foster_14_a_misdeal_loses_the_deal(kind: str, law: str) -> None:
    d = only_deal(referee.rule(record({"dealer": "E", "events": [ev("shuffle", "E"), ev("deal_fault", kind=kind, seat="E")]})))
    assert d["status"] == "passed" and d["next_dealer"] == "S"
    assert [(r["irregularity"], r["laws"]) for r in d["rulings"]] == [("misdeal", [law])]


def test_foster_14_a_pack_not_properly_cut_is_a_misdeal_though_only_the_bidding_shows_it_was_dealt() -> None:
    # "It is a misdeal: If the cards have not been properly cut": S, not the pone W, cuts; no deal is
    # recorded, but E's order up shows the cards were dealt.
    d = only_deal(referee.rule(record({"dealer": "N", "events": [ev("shuffle", "N"), ev("cut", "S"),
                                                                 ev("order_up", "E")]})))
    assert d["status"] == "passed" and d["next_dealer"] == "E" and d["maker"] is None
    assert [(r["event"], r["irregularity"], r["laws"]) for r in d["rulings"]] == [
        (1, "improper_cut", ["foster:9"]), (2, "misdeal", ["foster:14"]), (2, "after_the_deal", [])]


@pytest.mark.parametrize("kind", ["faced_in_pack", "imperfect_pack"])
def test_foster_11_new_deal_by_the_same_dealer_for_a_faced_card_or_imperfect_pack(kind: str) -> None:
    d = only_deal(referee.rule(record({"dealer": "E", "events": [ev("deal_fault", kind=kind)]})))
    assert d["status"] == "redeal" and d["next_dealer"] == "E" and d["rulings"][0]["laws"] == ["foster:11"]


def test_foster_14_the_dealer_interrupted_by_an_adversary_does_not_lose_his_deal() -> None:
    # "A misdeal loses the deal ... If the dealer is interrupted in any manner by an adversary, he does not lose his
    # deal": a misdeal that follows the interruption is dealt again by him; with no misdeal the deal stands
    faulted = [ev("deal_fault", kind="interrupted", seat="S"), ev("deal_fault", kind="wrong_count", seat="E")]
    d = only_deal(referee.rule(record({"dealer": "E", "events": faulted})))
    assert d["status"] == "redeal" and d["next_dealer"] == "E"
    assert [r["irregularity"] for r in d["rulings"]] == ["new_deal", "new_deal"] and "deals again" in d["rulings"][1]["effect"]
    events = [ev("order_up", "W"), ev("discard", "S", card="9H"), *REVOKE_PLAYED_OUT, ev("quit_trick")]
    played = deal("S", *events, hands=REVOKE_HANDS, turn_up="TD")
    played["events"].insert(2, ev("deal_fault", kind="interrupted", seat="W"))  # after the cut, as he deals
    d = only_deal(referee.rule(record(played)))
    assert d["status"] == "scored" and d["points"] == {"NS": 0, "EW": 1} and d["next_dealer"] == "W"
    assert "the deal stands" in d["rulings"][0]["effect"]


def test_foster_12_cards_exposed_in_dealing_the_adversaries_may_demand_a_new_deal() -> None:
    d = only_deal(referee.rule(record({"dealer": "E", "events": [
        ev("deal_fault", kind="exposed_in_deal", seat="E", card="AS"), ev("elect", "N", option="new_deal")]})))
    [r] = d["rulings"]
    assert r["options"] == ["new_deal", "deal_stands"] and r["laws"] == ["foster:12"] and r["elected"] == "new_deal"
    assert d["status"] == "redeal" and d["next_dealer"] == "E"


def test_foster_12_provided_they_have_not_touched_a_card() -> None:
    # "The adversaries may demand a new deal if any card but the trump is exposed during the deal, provided they have
    # not touched a card": E has passed, so EW have taken up their cards; their demand comes too late.
    d = only_deal(referee.rule(record(deal("N", ev("deal_fault", kind="exposed_in_deal", seat="N", card="AS"),
                                           ev("pass", "E"), ev("elect", "E", option="new_deal"),
                                           hands=MARCH, turn_up="9H"))))
    exposed, late = d["rulings"]
    assert exposed["elected"] is None and "the option lapsed, and the deal stands" in exposed["effect"]
    assert late["irregularity"] == "call_of_no_effect" and d["status"] != "redeal"


@pytest.mark.parametrize("kind,law", [("faced_in_pack", "foster:11"), ("exposed_in_deal", "foster:12")])
def test_foster_11_and_12_any_card_but_the_trump(kind: str, law: str) -> None:
    # law 11: a new deal "if any card but the trump is found faced in the pack"; law 12: "if any card but the trump
    # is exposed during the deal". The trump card is turned face up by the deal itself (law 10).
    d = only_deal(referee.rule(record(deal("N", ev("deal_fault", kind=kind, seat="N", card="9H"), ev("order_up", "E"),
                                           hands=MARCH, turn_up="9H"))))
    [r] = d["rulings"]
    assert (r["laws"], r["options"]) == ([law], []) and "the deal stands" in r["effect"]
    assert d["status"] == "incomplete" and d["maker"] == "E"


def test_foster_13_dealing_out_of_turn_stands_once_the_trump_card_is_turned() -> None:
    d = only_deal(referee.rule(record(deal("N", ev("deal_fault", kind="out_of_turn", seat="N"),
                                           hands=MARCH, turn_up="9H"))))
    assert d["rulings"][0]["irregularity"] == "deal_out_of_turn" and d["rulings"][0]["laws"] == ["foster:13"]
    assert "stands good" in d["rulings"][0]["effect"]
    stopped = only_deal(referee.rule(record({"dealer": "N", "events": [ev("deal_fault", kind="out_of_turn", seat="N")]})))
    assert stopped["status"] == "redeal"
    # "may stop a player dealing out of turn": W began to deal in N's turn and was stopped; N's deal follows
    ordered = [ev("order_up", "E"), ev("discard", "N", card="9C")]
    d = only_deal(referee.rule(record(deal("N", *ordered, *MARCH_PLAY, hands=MARCH, turn_up="9H"))))
    d_w = record(deal("N", *ordered, *MARCH_PLAY, hands=MARCH, turn_up="9H"))
    d_w["deals"][0]["events"].insert(0, ev("deal_fault", kind="out_of_turn", seat="W"))
    w = only_deal(referee.rule(d_w))
    assert [(r["irregularity"], r["finding"]) for r in w["rulings"]] == [
        ("deal_out_of_turn", "W dealt out of turn; it was N's deal.")]
    assert (w["status"], w["points"]) == (d["status"], d["points"]) == ("scored", {"NS": 0, "EW": 2})


def test_foster_30_no_revoke_is_proved_from_a_card_the_dealer_may_have_discarded() -> None:
    # N took the nine of hearts up and discarded unseen: his one trump may be the discard,
    # so his renounce to the trump lead is not shown to be in error
    d = only_deal(referee.rule(record(deal("N", ev("order_up", "E"), ev("discard", "N"), "JH", "AD", "AC", "AS",
                                           hands=MARCH, turn_up="9H"))))
    assert d["rulings"] == []
    named = only_deal(referee.rule(record(deal("N", ev("order_up", "E"), ev("discard", "N", card="9C"),
                                               "JH", "AD", "AC", "AS", hands=MARCH, turn_up="9H"))))
    assert [r["irregularity"] for r in named["rulings"]] == ["revoke_unclaimed"]


def test_foster_text_cards_played_in_error_an_exposed_card_got_rid_of_in_the_course_of_play_cannot_be_called() -> None:
    # foster:text#cards-played-in-error: exposed cards "must be played when called by the adversaries ... but the fact
    # of their being exposed does not prevent their being got rid of in the course of play". E drops the king of
    # clubs and leads it; N's call of it afterwards, elected first or not, is a fact ruled of no effect citing that
    # sentence. Called before he leads it, the call takes effect.
    exposing = (ev("order_up", "E"), ev("discard", "N", card="9C"), ev("expose", "E", card="KC", how="dropped"))
    call = ev("call", "N", target="E", card="KC")
    for before in ((), (ev("elect", "N", option="call_card"),)):
        d = only_deal(referee.rule(record(deal("N", *exposing, *before, "KC", call))))
        late = d["rulings"][-1]
        assert (late["irregularity"], late["laws"]) == ("call_of_no_effect", ["foster:text"])
        assert "E has played the king of clubs since it was exposed: got rid of in the course of play" in \
            late["finding"] and late["effect"] == "The election or call has no effect."
        assert "must play" not in d["rulings"][0]["effect"]
    d = only_deal(referee.rule(record(deal("N", *exposing, call, "KC"))))
    assert d["rulings"][0]["elected"] == "call_card" and "E must play" in d["rulings"][0]["effect"]
    assert [r["irregularity"] for r in d["rulings"]] == ["exposed_card"]


def test_foster_text_cards_played_in_error_an_exposed_card_got_rid_of_is_no_longer_offered_for_a_call() -> None:
    # foster:text#cards-played-in-error: exposed cards "must be played when called by the adversaries ... but the fact
    # of their being exposed does not prevent their being got rid of in the course of play". E drops the king of
    # clubs; N elects to call it, but E leads it before the call is made: the call is spent, and neither the election
    # nor the call is offered again (what the table's pages ask, referee.questions).
    from referee.questions import DealQuestions
    from referee.schemas import load_record

    def asked(*events: dict[str, Any] | str) -> DealQuestions:
        return DealQuestions.of(load_record(record(deal("N", ev("order_up", "E"), ev("discard", "N", card="9C"),
                                                        ev("expose", "E", card="KC", how="dropped"), *events))), 0)

    exposed = asked()
    assert exposed.open_options() == ["call_card"] and exposed.entitled_seats() == {5: ["N", "S"]}
    assert asked(ev("elect", "N", option="call_card")).elected_call() is not None
    for spent in (asked("KC"), asked(ev("elect", "N", option="call_card"), "KC")):
        assert spent.open_options() == [] and spent.offered() == {} and spent.entitled_seats() == {}
        assert spent.elected_call() is None and spent.electors() == {}
        awaited = spent.awaited()
        assert awaited is None or awaited.kind != "call"
