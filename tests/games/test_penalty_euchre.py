"""Foster's PENALTY EUCHRE (laws/foster-penalty.toml, foster:penalty), each test built from the section's words:

"Five players are each provided with twelve counters. An extra hand of five cards is dealt face down, for a widow.
Each player in turn can exchange the hand dealt him for the widow, or for the hand abandoned by anyone who has taken
the widow, the cards being always face down. The turned trump is not taken up by the dealer, but is left on the pack.
The eldest hand leads for the first trick and every man is for himself, each holding his own tricks. At the end of the
hand, each player that has not taken a trick receives a counter from each of the others, whether they have taken
tricks or not. Then all those that have won tricks put back into the pool a counter for each trick they have taken.
The first player to get rid of his twelve counters wins the game." """
from __future__ import annotations

from typing import Any

import pytest
from each_for_himself import play_out, record

import referee

#: A deals, B is the eldest hand; the queen of diamonds is turned: diamonds are trumps.
HANDS = {"A": ["9D", "9C", "KH", "TD", "8D"], "B": ["AH", "KD", "QC", "KC", "8C"],
         "C": ["JS", "JC", "AS", "KS", "QS"], "D": ["AD", "TS", "9S", "AC", "TC"],
         "E": ["7S", "8S", "7H", "8H", "9H"]}
WIDOW = ["7D", "7C", "QH", "TH", "JH"]
TURN_UP = "QD"
#: B takes the widow; E takes the hand B abandoned.
EXCHANGES = [{"type": "exchange", "seat": "B", "with": "widow"}, {"type": "exchange", "seat": "E", "with": "B"}]
HELD = {**HANDS, "B": WIDOW, "E": HANDS["B"]}


def penalty_deal(*before_play: dict[str, Any], held: dict[str, list[str]] = HELD, dealer: str = "A",
                 play: bool = True) -> dict[str, Any]:
    events: list[dict[str, Any]] = [{"type": "deal", "hands": HANDS, "widow": WIDOW, "turn_up": TURN_UP},
                                    *before_play]
    if play:
        seats = "ABCDE"
        eldest = seats[(seats.index(dealer) + 1) % 5]
        events += play_out(held, "D", eldest, seats)[0]
    return {"dealer": dealer, "events": events}


def rule(*deals: dict[str, Any], **options: Any) -> dict[str, Any]:
    return referee.rule(record("penalty-euchre", "ABCDE", *deals, **options))


def errors(*deals: dict[str, Any]) -> list[dict[str, Any]]:
    with pytest.raises(referee.InvalidRecord) as err:
        rule(*deals)
    return err.value.errors


def kinds(deal: dict[str, Any]) -> list[str]:
    return [r["irregularity"] for r in deal["rulings"]]


def test_foster_penalty_counters_five_players_each_provided_with_twelve() -> None:
    ruling = rule(penalty_deal(*EXCHANGES))
    points = ruling["deals"][0]["points"]
    assert ruling["score"] == {seat: 12 + points[seat] for seat in "ABCDE"}


def test_foster_penalty_counters_as_many_as_agreed() -> None:
    ruling = rule(penalty_deal(*EXCHANGES), counters=20)
    assert ruling["score"]["C"] == 20 + ruling["deals"][0]["points"]["C"]


def test_foster_penalty_counters_five_players_only() -> None:
    with pytest.raises(referee.InvalidRecord) as err:
        referee.rule(record("penalty-euchre", "ABCD"))
    assert err.value.errors[0]["path"] == "seats" and "five" in err.value.errors[0]["message"]


def test_foster_penalty_widow_an_extra_hand_of_five_dealt_face_down() -> None:
    hands = {**HANDS, "E": ["7D", "8S", "7H", "8H", "9H"]}  # 7D is in the widow too
    bad = errors({"dealer": "A", "events": [{"type": "deal", "hands": hands, "widow": WIDOW, "turn_up": TURN_UP}]})
    assert bad[0]["path"] == "deals[0].events[0].widow[0]"
    unseen = errors(penalty_deal({"type": "play", "seat": "B", "card": "7D"}, play=False))
    assert "lies in the widow" in unseen[0]["message"]  # face down: in no hand until exchanged for


def test_foster_penalty_exchange_the_hand_dealt_him_for_the_widow() -> None:
    rule(penalty_deal({"type": "exchange", "seat": "B", "with": "widow"}, {"type": "play", "seat": "B", "card": "7D"},
                      play=False))  # he holds the widow now
    bad = errors(penalty_deal({"type": "exchange", "seat": "B", "with": "widow"},
                              {"type": "play", "seat": "B", "card": "AH"}, play=False))
    assert "lies in the hand B abandoned" in bad[0]["message"]


def test_foster_penalty_exchange_for_the_hand_abandoned_by_him_who_took_the_widow() -> None:
    rule(penalty_deal(*EXCHANGES, {"type": "play", "seat": "B", "card": "7D"}, {"type": "play", "seat": "C",
                                                                                 "card": "JS"}, play=False))
    bad = errors(penalty_deal(*EXCHANGES, {"type": "play", "seat": "B", "card": "7D"},
                              {"type": "play", "seat": "C", "card": "JS"}, {"type": "play", "seat": "D", "card": "AD"},
                              {"type": "play", "seat": "E", "card": "7S"}, play=False))
    assert "E cannot hold 7S: it lies in the hand E laid aside" in bad[0]["message"]  # E holds B's hand now


def test_foster_penalty_exchange_only_for_the_hand_of_one_who_took_the_widow() -> None:
    deal = rule(penalty_deal({"type": "exchange", "seat": "C", "with": "D"}, held=HANDS))["deals"][0]
    assert kinds(deal) == ["widow"] and "took no widow" in deal["rulings"][0]["finding"]


def test_foster_penalty_exchange_the_widow_once_and_the_hand_dealt_him_once() -> None:
    twice = rule(penalty_deal(*EXCHANGES, {"type": "exchange", "seat": "C", "with": "widow"}))["deals"][0]
    assert kinds(twice) == ["widow"] and "already taken" in twice["rulings"][0]["finding"]
    again = rule(penalty_deal(*EXCHANGES, {"type": "exchange", "seat": "E", "with": "widow"}))["deals"][0]
    assert "already exchanged" in again["rulings"][0]["finding"]


def test_foster_penalty_exchange_in_turn_out_of_turn_stands_the_silence_said() -> None:
    late = [{"type": "exchange", "seat": "C", "with": "widow"}, {"type": "exchange", "seat": "B", "with": "C"}]
    held = {**HANDS, "C": WIDOW, "B": HANDS["C"]}
    deal = rule(penalty_deal(*late, held=held))["deals"][0]
    assert kinds(deal) == ["out_of_turn_bid"] and "Foster is silent" in deal["rulings"][0]["effect"]
    assert deal["status"] == "scored"


def test_foster_penalty_trump_left_on_the_pack_its_suit_trumps_no_maker() -> None:
    deal = rule(penalty_deal(*EXCHANGES))["deals"][0]
    assert (deal["trump"], deal["maker"], deal["alone"]) == ("D", None, False)
    assert "foster:penalty" in [b["id"] for b in deal["basis"] if b["decides"] == "trump"]


def test_foster_penalty_trump_left_not_taken_up_by_the_dealer() -> None:
    deal = rule(penalty_deal({"type": "take_up", "seat": "A"}, *EXCHANGES))["deals"][0]
    assert kinds(deal) == ["order_barred"] and deal["maker"] is None
    bad = errors(penalty_deal(*EXCHANGES, {"type": "play", "seat": "B", "card": "7D"},
                              {"type": "play", "seat": "C", "card": "JS"}, {"type": "play", "seat": "D", "card": "AD"},
                              {"type": "play", "seat": "E", "card": "8C"}, {"type": "play", "seat": "A", "card": "QD"},
                              play=False))
    assert "lies in the turn-up" in bad[0]["message"]


def test_foster_penalty_each_for_himself_the_eldest_hand_leads() -> None:
    deal = rule(penalty_deal(*EXCHANGES))["deals"][0]
    assert deal["tricks"][0]["leader"] == "B" and kinds(deal) == []
    assert all(len(t["plays"]) == 5 for t in deal["tricks"])  # every man plays, each holding his own tricks


def test_foster_penalty_each_for_himself_no_lone_hand() -> None:
    deal = rule(penalty_deal(*EXCHANGES, {"type": "go_alone", "seat": "C"}))["deals"][0]
    assert kinds(deal) == ["lone_hand_barred"] and deal["lone"] is None


def test_foster_penalty_no_trick_receives_a_counter_from_each_of_the_others() -> None:
    deal = rule(penalty_deal(*EXCHANGES))["deals"][0]
    won = {seat: sum(t["winner"] == seat for t in deal["tricks"]) for seat in "ABCDE"}
    assert won == {"A": 2, "B": 1, "C": 0, "D": 0, "E": 2}
    # C and D took none: each receives four, and each pays one to the other: three more each
    assert deal["points"]["C"] == deal["points"]["D"] == 3


def test_foster_penalty_tricks_to_pool_a_counter_for_each_trick() -> None:
    deal = rule(penalty_deal(*EXCHANGES))["deals"][0]
    # A: one to C, one to D, two into the pool; B: two, and one; E: two, and two
    assert (deal["points"]["A"], deal["points"]["B"], deal["points"]["E"]) == (-4, -3, -4)
    assert deal["pool"] == 5 and sum(deal["points"].values()) == -5


def test_foster_penalty_first_rid_of_his_counters_wins_the_game() -> None:
    ruling = rule(penalty_deal(*EXCHANGES), counters=4)
    assert ruling["games"][0]["winner"] == ["A", "E"]  # both rid of four in the same deal: a reading, jointly
    once = rule(penalty_deal(*EXCHANGES), counters=3)
    assert once["games"][0]["winner"] == ["A", "B", "E"]
    assert rule(penalty_deal(*EXCHANGES))["games"][0]["winner"] is None


def test_foster_penalty_counters_the_euchre_laws_persuasive_said_in_every_ruling() -> None:
    events = penalty_deal(*EXCHANGES)["events"]
    lead = next(k for k, e in enumerate(events) if e["type"] == "play")
    events.insert(lead, {"type": "expose", "seat": "C", "card": "JS", "how": "dropped"})  # law 24
    deal = rule({"dealer": "A", "events": events})["deals"][0]
    assert deal["rulings"]
    for ruling in deal["rulings"]:
        assert not [law for law in ruling["laws"] if law[7:].isdigit()]
        assert "does not say that the ordinary game's laws govern it" in ruling["effect"]



def test_foster_penalty_first_rid_the_sheet_names_every_winner() -> None:
    from referee.documents.scoresheet import table_sheet

    sheet = table_sheet(record("penalty-euchre", "ABCDE", penalty_deal(*EXCHANGES), counters=4))
    assert sheet.games[0].joint == ("A", "E") and sheet.games[0].score["A"] == 0


def test_foster_penalty_no_trick_an_outcome_of_a_makers_tricks_scores_nothing() -> None:
    deal = rule(penalty_deal(*EXCHANGES, play=False) | {"events": [
        *penalty_deal(*EXCHANGES, play=False)["events"], {"type": "outcome", "seat": "C", "tricks": 3}]})["deals"][0]
    assert kinds(deal) == ["outcome_incomplete"] and deal["points"] == dict.fromkeys("ABCDE", 0)



def _buttons(page: str, kind: str) -> list[dict[str, str]]:
    """The taps of ``kind`` on the scorer's page, each by its data- attributes."""
    import re
    return [dict(re.findall(r'data-(\w+)="([^"]*)"', b)) for b in re.findall(rf'<button[^>]*data-type="{kind}"[^>]*>',
                                                                           page)]



# -- a revoke at a table of counters: Foster's law 30, persuasive, read in counters (docs/reading.md, Penalty Euchre) --
#
# foster:30: "If a revoke is claimed and proved, the hand in which it occurs is immediately abandoned. The adversaries
# of the revoking player then have the option of adding two points to their own score, or deducting two points from
# his score. If both sides revoke, the deal is void." The section: "The first player to get rid of his twelve counters
# wins the game" (#first-rid); "put back into the pool a counter for each trick" (#tricks-to-pool); "every man is for
# himself" (#each-for-himself).


def _p(seat: str, card: str) -> dict[str, Any]:
    return {"type": "play", "seat": seat, "card": card}


QUIT = {"type": "quit_trick"}
#: No exchanges; B leads. E renounces to the hearts lead in trick 1 (7S, holding 7H 8H 9H) and plays 9H in trick 3.
REVOKED = [_p("B", "AH"), _p("C", "AS"), _p("D", "AD"), _p("E", "7S"), _p("A", "KH"), QUIT,
           _p("D", "AC"), _p("E", "8S"), _p("A", "9C"), _p("B", "KC"), _p("C", "JC"), QUIT,
           _p("D", "TS"), _p("E", "9H"), _p("A", "TD"), _p("B", "KD"), _p("C", "KS"), QUIT]
#: The hand played out after it: A wins tricks 4 and 5; C and E take none.
PLAYED_OUT = [_p("B", "QC"), _p("C", "QS"), _p("D", "TC"), _p("E", "7H"), _p("A", "9D"), QUIT,
              _p("A", "8D"), _p("B", "8C"), _p("C", "JS"), _p("D", "9S"), _p("E", "8H"), QUIT]
CLAIM = {"type": "claim", "seat": "C", "kind": "revoke", "against": "E", "trick": 1}


def revoke_deal(*events: dict[str, Any]) -> dict[str, Any]:
    return {"dealer": "A", "events": [{"type": "deal", "hands": HANDS, "widow": WIDOW, "turn_up": TURN_UP}, *events]}


def elect(option: str, seat: str = "C") -> dict[str, Any]:
    return {"type": "elect", "seat": seat, "option": option}


def test_foster_30_penalty_claimed_and_proved_the_hand_abandoned_the_adversaries_option() -> None:
    deal = rule(revoke_deal(*REVOKED, CLAIM))["deals"][0]
    (ruling,) = deal["rulings"]
    assert ruling["irregularity"] == "revoke" and ruling["options"] == ["add_two", "deduct_two"]
    assert deal["status"] == "awaiting" and deal["points"] == dict.fromkeys("ABCDE", 0)
    assert ruling["persuasive"] == ["foster:30"] and "foster:penalty" in ruling["laws"]  # the section's own words
    assert "Penalty Euchre section is silent on the revoke" in ruling["finding"]
    assert "a reading" in ruling["finding"] and "docs/reading.md" in ruling["finding"]
    assert "does not say that the ordinary game's laws govern it" in ruling["effect"]
    assert "no counters paid for it" in ruling["effect"]


def test_foster_30_penalty_adding_two_points_to_their_own_score_each_adversary_rids_himself_of_two_counters() -> None:
    ruling = rule(revoke_deal(*REVOKED, CLAIM, elect("add_two")))
    deal = ruling["deals"][0]
    assert deal["status"] == "scored"
    # #first-rid: a point added is a counter got rid of; #each-for-himself: all four others are his adversaries
    assert deal["points"] == {"A": -2, "B": -2, "C": -2, "D": -2, "E": 0}
    assert deal["pool"] == 8  # #tricks-to-pool: into the pool, where counters got rid of go
    assert ruling["score"] == {"A": 10, "B": 10, "C": 10, "D": 10, "E": 12}
    assert "A, B, C, D each put two counters into the pool" in deal["rulings"][0]["effect"]


def test_foster_30_penalty_deducting_two_points_from_his_score_the_revoker_takes_two_counters() -> None:
    ruling = rule(revoke_deal(*REVOKED, CLAIM, elect("deduct_two")))
    deal = ruling["deals"][0]
    assert deal["points"] == {"A": 0, "B": 0, "C": 0, "D": 0, "E": 2} and deal["pool"] == -2  # taken from the pool
    assert ruling["score"]["E"] == 14  # further from the game, as a point deducted is
    assert "E takes two counters from the pool" in deal["rulings"][0]["effect"]


def test_foster_30_penalty_the_adversaries_option_any_of_them_not_the_revoker() -> None:
    by_another = rule(revoke_deal(*REVOKED, CLAIM, elect("deduct_two", seat="A")))["deals"][0]
    assert by_another["points"]["E"] == 2  # every man for himself: each of the others is an adversary
    by_him = rule(revoke_deal(*REVOKED, CLAIM, elect("add_two", seat="E")))["deals"][0]
    assert [r["irregularity"] for r in by_him["rulings"]] == ["revoke", "call_of_no_effect"]
    assert by_him["status"] == "awaiting" and by_him["points"] == dict.fromkeys("ABCDE", 0)


def test_foster_30_penalty_the_hand_abandoned_pays_no_counters_claimed_after_it_was_played_out() -> None:
    played = rule(revoke_deal(*REVOKED, *PLAYED_OUT))["deals"][0]
    assert played["pool"] == 5 and played["points"]["C"] == 3  # unclaimed: the hand's counters (#no-trick)
    claimed = rule(revoke_deal(*REVOKED, *PLAYED_OUT, CLAIM, elect("deduct_two")))["deals"][0]
    assert claimed["points"] == {"A": 0, "B": 0, "C": 0, "D": 0, "E": 2} and claimed["pool"] == -2
    assert not [b for b in claimed["basis"] if b["decides"] == "points"]  # the hand's counters taken back


def test_foster_text_revoke_penalty_for_every_revoke_made_during_the_hand() -> None:
    # E renounces to hearts in trick 1 and to spades in trick 3 (9H, holding 8S, which he plays in trick 4)
    twice = [_p("B", "AH"), _p("C", "AS"), _p("D", "AD"), _p("E", "7S"), _p("A", "KH"), QUIT,
             _p("D", "AC"), _p("E", "7H"), _p("A", "9C"), _p("B", "KC"), _p("C", "JC"), QUIT,
             _p("D", "TS"), _p("E", "9H"), _p("A", "TD"), _p("B", "KD"), _p("C", "KS"), QUIT,
             _p("B", "QC"), _p("C", "QS"), _p("D", "TC"), _p("E", "8S"), _p("A", "9D"), QUIT]
    claims = [CLAIM, elect("add_two"), {**CLAIM, "seat": "D", "trick": 3}, elect("deduct_two", seat="D")]
    deal = rule(revoke_deal(*twice, *claims))["deals"][0]
    assert [r["irregularity"] for r in deal["rulings"]] == ["revoke", "revoke"]
    assert "foster:text" in deal["rulings"][1]["persuasive"]  # "for every revoke made during the hand"
    assert deal["points"] == {"A": -2, "B": -2, "C": -2, "D": -2, "E": 2} and deal["pool"] == 6


def test_foster_30_penalty_both_sides_revoke_two_players_the_deal_is_void() -> None:
    # every man for himself: E's renounce in trick 1 and C's in trick 2 (KS to the club lead, holding JC, played later)
    both = [_p("B", "AH"), _p("C", "AS"), _p("D", "AD"), _p("E", "7S"), _p("A", "KH"), QUIT,
            _p("D", "AC"), _p("E", "8S"), _p("A", "9C"), _p("B", "KC"), _p("C", "KS"), QUIT,
            _p("D", "TS"), _p("E", "9H"), _p("A", "TD"), _p("B", "KD"), _p("C", "JC"), QUIT]
    deal = rule(revoke_deal(*both, {**CLAIM, "seat": "B"}))["deals"][0]
    assert deal["status"] == "redeal" and deal["next_dealer"] == "A"
    assert deal["points"] == dict.fromkeys("ABCDE", 0) and "pool" not in deal



# -- foster:23 at a table of counters: "if he has played to the first trick the deal stands good, and he cannot score
# anything that hand" (persuasive; read in counters, docs/reading.md, Penalty Euchre) --


#: The hand of REVOKED played out with E following suit (9H to the hearts lead, 7S to the spades): D wins tricks 1 and
#: 2, B trick 3, A tricks 4 and 5.
FOLLOWED = [_p("B", "AH"), _p("C", "AS"), _p("D", "AD"), _p("E", "9H"), _p("A", "KH"), QUIT,
            _p("D", "AC"), _p("E", "8S"), _p("A", "9C"), _p("B", "KC"), _p("C", "JC"), QUIT,
            _p("D", "TS"), _p("E", "7S"), _p("A", "TD"), _p("B", "KD"), _p("C", "KS"), QUIT, *PLAYED_OUT]


def found_short(seat: str) -> dict[str, Any]:
    """FOLLOWED, ``seat`` found with four cards once he has played to the first trick."""
    return revoke_deal(*FOLLOWED[:6], {"type": "deal_fault", "kind": "wrong_count", "seat": seat, "count": 4},
                       *FOLLOWED[6:])


def test_foster_23_penalty_cannot_score_anything_that_hand_no_counter_into_the_pool_for_his_tricks() -> None:
    fair = rule(revoke_deal(*FOLLOWED))["deals"][0]
    assert fair["rulings"] == [] and fair["points"]["A"] == -4  # one to C, one to E, two into the pool
    deal = rule(found_short("A"))["deals"][0]
    assert [r["irregularity"] for r in deal["rulings"]] == ["wrong_number_of_cards"]
    assert deal["status"] == "scored"  # "the deal stands good"
    assert deal["points"]["A"] == -2 and deal["pool"] == 3  # his two tricks' counters stay with him
    assert {s: deal["points"][s] for s in "BCDE"} == {s: fair["points"][s] for s in "BCDE"}
    (ruling,) = deal["rulings"]
    assert ruling["persuasive"] == ["foster:23"] and "a reading" in ruling["effect"]
    assert "Penalty Euchre section is silent on it" in ruling["effect"]


def test_foster_23_penalty_cannot_score_anything_a_player_who_took_no_trick_still_receives_his_counters() -> None:
    fair = rule(revoke_deal(*FOLLOWED))["deals"][0]
    deal = rule(found_short("C"))["deals"][0]
    assert deal["points"] == fair["points"] and deal["points"]["C"] == 3  # receiving is no score
    assert sum(deal["points"].values()) == -deal["pool"]  # every counter accounted for: paid, received or pooled




def settlements(data: dict[str, Any]) -> list[Any]:
    """What each deal of ``data`` pays, as Penalty Euchre, a game that owns its deal, settles it (``table.fold``)."""
    from referee.games import find_game
    from referee.schemas import load_record
    from referee.table.fold import settled
    from referee.table.owner import DealOwner

    game = find_game("penalty-euchre")
    assert isinstance(game, DealOwner)
    return [settlement for _, settlement, _ in settled(game, load_record(data))]


def test_foster_penalty_no_trick_and_tricks_to_pool_paid_as_transfers_each_by_its_sentence() -> None:
    # #no-trick: "each player that has not taken a trick receives a counter from each of the others, whether they have
    # taken tricks or not"; #tricks-to-pool: "Then all those that have won tricks put back into the pool a counter for
    # each trick they have taken." A 2, B 1, E 2 tricks; C and D none.
    from referee.ledger.settlement import POOL, net

    data = record("penalty-euchre", "ABCDE", penalty_deal(*EXCHANGES))
    (paid,) = settlements(data)
    received = {(t.to, t.from_) for t in paid if t.law == "foster:penalty#no-trick"}
    assert received == {(seat, other) for seat in "CD" for other in "ABCDE" if other != seat}
    assert all(t.amount == 1 for t in paid if t.law == "foster:penalty#no-trick")
    put_back = {t.from_: t.amount for t in paid if t.law == "foster:penalty#tricks-to-pool"}
    assert put_back == {"A": 2, "B": 1, "E": 2}
    assert {t.to for t in paid if t.law == "foster:penalty#tricks-to-pool"} == {POOL}
    deal = referee.rule(data)["deals"][0]
    moved = net(paid)
    assert {seat: moved.get(seat, 0) for seat in "ABCDE"} == deal["points"] and moved[POOL] == deal["pool"] == 5


def test_foster_penalty_owns_its_deal_ruled_through_the_fold_as_the_judges_rule_it() -> None:
    # The game owns its deal (issue 33): its record is folded, and the ruling is the one its judges give.
    from builders import replayed_alone

    data = record("penalty-euchre", "ABCDE", revoke_deal(*REVOKED, CLAIM, elect("add_two")),
                  penalty_deal(*EXCHANGES, dealer="B"))
    assert referee.rule(data) == replayed_alone(data)


def test_foster_30_penalty_the_revoke_paid_as_counters_to_and_from_the_pool() -> None:
    # foster:30, persuasive, read in counters: adding two, each adversary puts two into the pool; deducting two, the
    # revoker takes two from it; the hand abandoned pays nothing for its tricks (#no-trick is "At the end of the hand").
    (added,) = settlements(record("penalty-euchre", "ABCDE", revoke_deal(*REVOKED, CLAIM, elect("add_two"))))
    assert sorted((t.amount, t.to, t.from_, t.law) for t in added) == [
        (2, "pool", seat, "foster:30") for seat in "ABCD"]
    (deducted,) = settlements(record("penalty-euchre", "ABCDE", revoke_deal(*REVOKED, CLAIM, elect("deduct_two"))))
    assert [(t.amount, t.to, t.from_) for t in deducted] == [(2, "E", "pool")]
    (waiting,) = settlements(record("penalty-euchre", "ABCDE", revoke_deal(*REVOKED, CLAIM)))
    assert waiting == ()  # awaiting the adversaries' option: nothing paid yet
