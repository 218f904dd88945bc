"""Set-back Euchre as Foster gives it (SET-BACK EUCHRE, laws/foster-set-back.toml) and as Keller gives it (Set-back
Euchre, laws/keller-set-back.toml; family.md §4, `game: set-back`), each case built from the section's words."""
from __future__ import annotations

from typing import Any

import pytest

import referee
from referee.law.codes import find_code
from referee.law.laws import cite, code_data, for_point
from referee.record import InvalidRecord

from builders import deal, ev, only_deal, record


# -- the keller code ----------------------------------------------------------------------------------------------

def test_keller_setback_point_march_euchred_the_code_counts_one_two_and_two_against() -> None:
    # keller:set-back#point: "takes three tricks, he is entitled to diminish his score by one point"; #march: "If he
    # makes a march, he may deduct two points"; #euchred: "if he is euchred he is set back two points"
    keller = find_code("keller")
    assert (keller.hand_score(3, True, 4).makers, keller.hand_score(4, True, 4).makers) == (1, 1)
    assert keller.hand_score(5, True, 6).makers == 2  # two, however many play: not foster:2's "as many points"
    euchred = keller.hand_score(2, True, 4)
    assert (euchred.makers, euchred.defenders) == (0, 2)
    assert [c.key for c in (keller.hand_score(3, True, 4).laws + keller.hand_score(5, True, 4).laws
                            + euchred.laws)] == ["point", "march", "euchred"]


def test_keller_code_silent_on_irregularities_foster_persuasive() -> None:
    # Keller's section rules no irregularity: Foster's Euchre Laws are cited, persuasive, and the ruling says so
    data = code_data("keller")
    assert data.persuasive == ("foster",) and data.named
    binding, persuasive, note = for_point("keller", "misdeal")
    assert binding == () and persuasive == (cite("foster:14"),) and "silent" in note
    assert find_code("keller").revoke == ([], [cite("foster:30")])
    assert find_code("keller").lead == cite("foster:text#lead")


# -- the game: a table of four, N deals and turns the nine of hearts -------------------------------------------------

#: E holds every trump but the turn-up; S spades, W clubs, N (the dealer) diamonds.
HANDS = {"N": ["AD", "KD", "QD", "TD", "9D"], "E": ["JH", "JD", "AH", "KH", "QH"],
         "S": ["AS", "KS", "QS", "JS", "TS"], "W": ["AC", "KC", "QC", "JC", "TC"]}
#: E orders up and leads his trumps: a march (N has taken the nine of hearts up and discarded the nine of diamonds).
MARCH = [ev("order_up", "E"), ev("discard", "N", card="9D"),
         "JH", "TS", "TC", "9H", "JD", "JS", "JC", "TD", "AH", "QS", "QC", "QD", "KH", "KS", "KC", "KD",
         "QH", "AS", "AC", "AD"]


def set_back(*deals: dict[str, Any], code: str = "foster", **options: Any) -> dict[str, Any]:
    return referee.rule(record(*deals, game="set-back", code=code, **options))


def march(*events: Any, hands: dict[str, list[str]] = HANDS) -> dict[str, Any]:
    return deal("N", *(events or MARCH), hands=hands, turn_up="9H")


#: E holds three trumps and two small cards: he takes three tricks, W the last two; N and S none.
POINT_HANDS = {"N": ["AD", "KD", "QD", "TD", "9D"], "E": ["JH", "JD", "AH", "9C", "9S"],
               "S": ["AS", "KS", "QS", "JS", "TS"], "W": ["AC", "KC", "QC", "JC", "TC"]}
POINT = [ev("order_up", "E"), ev("discard", "N", card="9D"),
         "JH", "TS", "TC", "9H", "JD", "JS", "JC", "TD", "AH", "QS", "QC", "QD", "9C", "KS", "AC", "KD",
         "KC", "AD", "9S", "AS"]
#: E orders up with two trumps and three small cards: he takes two tricks, W the last three: E euchred.
EUCHRE_HANDS = {"N": ["AD", "KD", "QD", "TD", "9D"], "E": ["JH", "AH", "9C", "9S", "8S"],
                "S": ["AS", "KS", "QS", "JS", "TS"], "W": ["AC", "KC", "QC", "JC", "TC"]}
EUCHRE = [ev("order_up", "E"), ev("discard", "N", card="9D"),
          "JH", "TS", "TC", "9H", "AH", "JS", "JC", "TD", "9C", "QS", "AC", "QD", "KC", "KD", "9S", "AS",
          "QC", "AD", "8S", "KS"]


def test_foster_setback_reversal_the_count_usually_ten_and_the_march_deducted() -> None:
    # foster:set-back#reversal: "the players starting with a certain number of points, usually ten, and deducting
    # what they make on each deal": E's march, two (foster:1), deducted from his ten; no one else's count moves
    ruling = set_back(march())
    d = only_deal(ruling)
    assert d["rulings"] == [] and d["maker"] == "E" and d["status"] == "scored"
    assert d["points"] == {"N": 0, "E": -2, "S": 0, "W": 0}
    assert ruling["score"] == {"N": 10, "E": 8, "S": 10, "W": 10}
    assert {b["id"] for b in d["basis"] if b["decides"] == "points"} == {"foster:set-back", "foster:1"}


def test_foster_setback_reversal_the_point_deducts_one() -> None:
    # "deducting what they make on each deal": three tricks, one point (foster:1)
    d = only_deal(set_back(march(*POINT, hands=POINT_HANDS)))
    assert d["rulings"] == [] and [t["winner"] for t in d["tricks"]] == ["E", "E", "E", "W", "W"]
    assert d["points"] == {"N": 0, "E": -1, "S": 0, "W": 0}


def test_foster_setback_euchred_set_back_two_his_adversaries_counting_nothing() -> None:
    # foster:set-back#euchred: "if a player is euchred he is set back two points, his adversaries counting nothing"
    ruling = set_back(march(*EUCHRE, hands=EUCHRE_HANDS))
    d = only_deal(ruling)
    assert d["rulings"] == [] and [t["winner"] for t in d["tricks"]] == ["E", "E", "W", "W", "W"]
    assert d["points"] == {"N": 0, "E": 2, "S": 0, "W": 0}
    assert ruling["score"] == {"N": 10, "E": 12, "S": 10, "W": 10}
    assert [b["id"] for b in d["basis"] if b["decides"] == "points"] == ["foster:set-back"]


#: W holds a small diamond beside his clubs, and throws it on E's club lead, holding the ace of clubs: a revoke.
REVOKE_HANDS = {"N": ["AD", "KD", "QD", "TD", "9D"], "E": ["JH", "JD", "AH", "9C", "9S"],
                "S": ["AS", "KS", "QS", "JS", "TS"], "W": ["AC", "KC", "QC", "JC", "8D"]}
REVOKE = [ev("order_up", "E"), ev("discard", "N", card="9D"),
          "JH", "TS", "JC", "9H", "JD", "JS", "QC", "TD", "AH", "QS", "KC", "QD", "9C", "KS", "8D", "KD",
          ev("quit_trick", "E"), ev("claim", "E", kind="revoke", against="W", trick=4)]


def test_foster_setback_revoke_penalty_settled_in_the_same_way_the_revoker_set_back_two() -> None:
    # foster:set-back#revoke: "The revoke penalty is settled in the same way": W renounces clubs holding the ace;
    # claimed, the hand is abandoned (foster:30) and W is set back two, his adversaries counting nothing; no option
    ruling = set_back(march(*REVOKE, hands=REVOKE_HANDS))
    d = only_deal(ruling)
    [r] = d["rulings"]
    assert r["irregularity"] == "revoke" and r["options"] == [] and r["persuasive"] == []
    assert r["laws"] == ["foster:30", "foster:set-back"]
    assert "The revoke penalty is settled in the same way." in [c["text"] for c in r["citations"]]
    assert d["points"] == {"N": 0, "E": 0, "S": 0, "W": 2} and ruling["score"]["W"] == 12


def test_foster_setback_reversal_incorporates_laws_1_to_40_cited_with_the_sentence() -> None:
    # "simply a reversal of the ordinary method of scoring": the ordinary game's laws bind, cited with the sentence
    # that incorporates them (family.md §1). S leads the first trick, E's lead: a lead out of turn (foster:27, 28)
    events = [ev("order_up", "E"), ev("discard", "N", card="9D"), "TS"]
    [r] = only_deal(set_back(march(*events)))["rulings"]
    assert r["irregularity"] == "lead_out_of_turn" and r["persuasive"] == []
    assert "foster:set-back" in r["laws"] and any(law.startswith("foster:") and law != "foster:set-back"
                                                  for law in r["laws"])
    assert any(c["text"].startswith("This is simply a reversal") for c in r["citations"])


def test_foster_setback_reversal_the_game_won_by_the_first_count_wiped_out_and_the_next_begun_at_the_start() -> None:
    # the count wiped out wins (keller:set-back#object, "that player winning the game who first wipes out his
    # score"; Foster counts down from ten the same way); a count goes no lower than nothing; every seat then
    # begins the next game at the start agreed (family.md §4)
    ruling = set_back(march(), march(*POINT, hands=POINT_HANDS), start=1)
    [first, second] = ruling["games"]
    assert first["winner"] == "E" and first["score"] == {"N": 1, "E": 0, "S": 1, "W": 1}
    assert second["winner"] == "E" and ruling["games_won"] == {"N": 0, "E": 2, "S": 0, "W": 0}
    assert ruling["score"] == {"N": 1, "E": 1, "S": 1, "W": 1} and "rubbers" not in ruling


def test_foster_setback_euchred_with_keller_deduction_agreed_counts_wiped_out_together_win_jointly() -> None:
    # Keller's variation agreed (#euchre-deducts, persuasive under Foster): E euchred, N, S and W each deduct two
    # from two: all three wiped out by the one deal, the game won jointly (a reading, as Cut-throat's "they both win")
    ruling = set_back(march(*EUCHRE, hands=EUCHRE_HANDS), start=2, euchre_deducts=True)
    d = only_deal(ruling)
    assert d["points"] == {"N": -2, "E": 2, "S": -2, "W": -2}
    assert ruling["games"][0]["winner"] == ["N", "S", "W"] and ruling["games"][0]["score"]["E"] == 4


def test_keller_setback_object_two_or_more_players_seats_two_to_six_each_for_himself_foster_and_keller() -> None:
    # family.md §4: 2 to 6 seats, each for himself; Keller: "may be played by two or more players"
    with pytest.raises(InvalidRecord) as err:
        referee.rule(record(game="set-back", seats=("A", "B", "C", "D", "E", "F", "G")))
    assert "Set-back Euchre is played by two to six" in str(err.value)
    with pytest.raises(InvalidRecord):
        referee.rule(record(game="set-back", code="1862"))
    three = {"dealer": "N", "events": [
        {"type": "deal", "hands": {s: HANDS[s] for s in "NES"}, "turn_up": "9H"},
        ev("order_up", "E"), ev("discard", "N", card="9D"),
        "JH", "TS", "9H", "JD", "JS", "TD", "AH", "QS", "QD", "KH", "KS", "KD", "QH", "AS", "AD"]}
    holder = {c: s for s, cards in HANDS.items() for c in cards} | {"9H": "N"}
    three["events"] = [e if isinstance(e, dict) else ev("play", holder[e], card=e) for e in three["events"]]
    ruling = referee.rule(record(three, game="set-back", code="keller", seats=("N", "E", "S")))
    d = only_deal(ruling)
    assert d["rulings"] == [] and d["lone"] == "E" and d["points"] == {"N": 1, "E": -2, "S": 1}


def test_keller_setback_throw_up_under_foster_silent_keller_cited_as_persuasive() -> None:
    # Foster's section says nothing of throwing up a hand: the ruling says so and cites Keller's #throw-up
    events = [ev("order_up", "E"), ev("discard", "N", card="9D"), ev("throw_up", "S"),
              *(c for c in MARCH[2:] if c not in HANDS["S"])]
    d = only_deal(set_back(march(*events)))
    [r] = d["rulings"]
    assert r["irregularity"] == "hand_thrown_up" and r["laws"] == [] and r["persuasive"] == ["keller:set-back"]
    assert "silent" in r["effect"] and d["points"] == {"N": 0, "E": -2, "S": 0, "W": 0}
    assert all(len(t["plays"]) == 3 for t in d["tricks"])


# -- Keller's Set-back ----------------------------------------------------------------------------------------------

def test_keller_setback_object_each_starting_with_five_the_march_deducts_two_and_no_trick_sets_back_one() -> None:
    # #object: "each player starting out with a score of five points"; #march: "he may deduct two points";
    # #no-trick: "If any player fails to take a single trick, he is set back one point."
    ruling = set_back(march(), code="keller")
    d = only_deal(ruling)
    assert d["rulings"] == [] and d["points"] == {"N": 1, "E": -2, "S": 1, "W": 1}
    assert ruling["score"] == {"N": 6, "E": 3, "S": 6, "W": 6}
    assert {b["title"] for b in d["basis"] if b["decides"] == "points"} == {
        "A march: two points deducted", "No trick taken: set back one"}


def test_keller_setback_point_three_tricks_diminish_his_score_by_one() -> None:
    # #point: "takes three tricks, he is entitled to diminish his score by one point"; N and S took no trick
    d = only_deal(set_back(march(*POINT, hands=POINT_HANDS), code="keller"))
    assert d["rulings"] == [] and d["points"] == {"N": 1, "E": -1, "S": 1, "W": 0}


def test_keller_setback_euchred_set_back_two_points_added_to_his_score() -> None:
    # #euchred: "if he is euchred he is set back two points; that is, two points are added to his score"
    ruling = set_back(march(*EUCHRE, hands=EUCHRE_HANDS), code="keller")
    assert only_deal(ruling)["points"] == {"N": 1, "E": 2, "S": 1, "W": 0}
    assert ruling["score"] == {"N": 6, "E": 7, "S": 6, "W": 5}


def test_keller_setback_throw_up_saves_him_from_being_set_back() -> None:
    # #throw-up: "he may throw up his hand, and thus save himself from being set back": S throws up and takes no
    # part in the play; N and W, who played and took no trick, are set back one
    events = [ev("order_up", "E"), ev("discard", "N", card="9D"), ev("throw_up", "S"),
              *(c for c in MARCH[2:] if c not in HANDS["S"])]
    d = only_deal(set_back(march(*events), code="keller"))
    assert d["rulings"] == [] and d["thrown_up"] == ["S"]
    assert d["points"] == {"N": 1, "E": -2, "S": 0, "W": 1}
    assert "A hand thrown up saves him from being set back" in {b["title"] for b in d["basis"]}


def test_keller_setback_each_for_himself_the_maker_cannot_throw_up_his_hand() -> None:
    # #each-for-himself: "when any player orders up the trump ... all the other players combine to defeat him": the
    # maker's throwing up is of no effect (a reading), and he plays on
    events = [ev("order_up", "E"), ev("discard", "N", card="9D"), ev("throw_up", "E"), *MARCH[2:]]
    d = only_deal(set_back(march(*events), code="keller"))
    [r] = d["rulings"]
    assert r["irregularity"] == "hand_thrown_up" and r["laws"] == ["keller:set-back"] and "reading" in r["effect"]
    assert d["points"]["E"] == -2


#: S makes hearts, holding every trump but the turn-up; E spades, W clubs, N (the dealer) diamonds.
S_HANDS = {"N": HANDS["N"], "E": HANDS["S"], "S": HANDS["E"], "W": HANDS["W"]}
S_MARCH = ["JH", "TC", "9H", "TS", "JD", "JC", "TD", "JS", "AH", "QC", "QD", "QS", "KH", "KC", "KD", "KS",
           "QH", "AC", "AD", "AS"]


def test_keller_setback_declare_all_and_declare_lead_the_declarer_leads_and_wins_the_game() -> None:
    # #declare-all: "if he accomplishes this to give him the game, no matter what his score may have been";
    # #declare-lead: "has the privilege of making the lead, unless he should be the dealer": S declares, and leads
    events = [ev("pass", "E"), ev("order_up", "S"), ev("discard", "N", card="9D"), ev("declare", "S", what="all"),
              *S_MARCH]
    ruling = set_back(march(*events, hands=S_HANDS), code="keller", declare_all=True)
    d = only_deal(ruling)
    assert d["rulings"] == [] and d["declared_all"] == "S" and d["points"]["S"] == -5
    assert ruling["games"][0]["winner"] == "S" and ruling["score"] == {"N": 5, "E": 5, "S": 5, "W": 5}


def test_keller_setback_agreed_before_play_a_declaration_not_agreed_has_no_effect() -> None:
    # #agreed-before-play: the variations "cannot be played unless agreed upon by the players previous to the opening
    # of the game": the declaration is of no effect, and S's lead is out of turn (E, the eldest, leads)
    events = [ev("pass", "E"), ev("order_up", "S"), ev("discard", "N", card="9D"), ev("declare", "S", what="all"),
              *S_MARCH]
    d = only_deal(set_back(march(*events, hands=S_HANDS), code="keller"))
    kinds = [r["irregularity"] for r in d["rulings"]]
    assert kinds[0] == "declaration" and "lead_out_of_turn" in kinds
    assert "declared_all" not in d


def test_keller_setback_declare_example_six_points_fails_set_back_six_making_twelve() -> None:
    # #declare-example: "if a player has a score of six points, and he "declares," ... but if he fails to take all
    # the five tricks, he is set back six points, making his score twelve"
    events = [ev("order_up", "E"), ev("discard", "N", card="9D"), ev("declare", "E", what="all"), *POINT[2:]]
    ruling = set_back(march(*events, hands=POINT_HANDS), code="keller", declare_all=True, start=6)
    d = only_deal(ruling)
    assert d["rulings"] == [] and d["points"]["E"] == 6 and ruling["score"]["E"] == 12


def test_keller_setback_euchre_deducts_his_adversaries_deduct_two() -> None:
    # #euchre-deducts: "he is not only set back two points, but his adversary or adversaries ... are allowed to
    # deduct two points from their score"; N and S, who took no trick, are set back one besides
    ruling = set_back(march(*EUCHRE, hands=EUCHRE_HANDS), code="keller", euchre_deducts=True)
    assert only_deal(ruling)["points"] == {"N": -1, "E": 2, "S": -1, "W": -2}
    assert ruling["score"] == {"N": 4, "E": 7, "S": 4, "W": 3}


def test_foster_setback_revoke_under_keller_silent_foster_and_his_set_back_sentence_persuasive() -> None:
    # Keller says nothing of the revoke: Foster's law 30 and his Set-back's "settled in the same way", persuasive
    d = only_deal(set_back(march(*REVOKE, hands=REVOKE_HANDS), code="keller"))
    [r] = d["rulings"]
    assert r["laws"] == [] and r["persuasive"] == ["foster:30", "foster:set-back"] and "silent" in r["effect"]
    assert d["points"] == {"N": 0, "E": 0, "S": 0, "W": 2}


def test_keller_setback_each_for_himself_irregularities_keller_silent_foster_persuasive() -> None:
    # a lead out of turn under Keller: his section is silent; Foster's law is cited as persuasive, and said so
    events = [ev("order_up", "E"), ev("discard", "N", card="9D"), "TS"]
    [r] = only_deal(set_back(march(*events), code="keller"))["rulings"]
    assert r["laws"] == [] and r["persuasive"] and all(p.startswith("foster:") for p in r["persuasive"])
    assert "silent" in r["effect"]


#: N, the dealer, holds every trump but the turn-up; E diamonds, S spades, W clubs.
N_HANDS = {"N": HANDS["E"], "E": HANDS["N"], "S": HANDS["S"], "W": HANDS["W"]}


def test_keller_setback_declare_lead_denied_the_dealer_the_eldest_leads() -> None:
    # #declare-lead: "has the privilege of making the lead, unless he should be the dealer, to whom this privilege is
    # denied": N, the dealer, takes up and declares; E, the eldest, leads; N takes all five and wipes out his five
    events = [ev("pass", "E"), ev("pass", "S"), ev("pass", "W"), ev("take_up", "N"), ev("discard", "N", card="9H"),
              ev("declare", "N", what="all"),
              "AD", "TS", "TC", "JH", "JD", "KD", "JS", "JC", "AH", "QD", "QS", "QC", "KH", "TD", "KS", "KC",
              "QH", "9D", "AS", "AC"]
    ruling = set_back(march(*events, hands=N_HANDS), code="keller", declare_all=True)
    d = only_deal(ruling)
    assert d["rulings"] == [] and d["tricks"][0]["leader"] == "E" and d["points"]["N"] == -5
    assert ruling["games"][0]["winner"] == "N"


def test_keller_setback_throw_up_once_the_play_has_begun_has_no_effect() -> None:
    # #throw-up: "he may throw up his hand" to save himself; once he has played to a trick (a reading: before the
    # play) it is of no effect, he plays on and, taking no trick, is set back one
    events = [*MARCH[:6], ev("throw_up", "S"), *MARCH[6:]]
    d = only_deal(set_back(march(*events), code="keller"))
    [r] = d["rulings"]
    assert r["irregularity"] == "hand_thrown_up" and "after the play began" in r["finding"]
    assert d["points"] == {"N": 1, "E": -2, "S": 1, "W": 1} and "thrown_up" not in d


def test_foster_setback_chips_each_player_starting_with_ten_brought_forward_above_nothing() -> None:
    # #chips: "each player starting with ten"; a count brought forward (start_score) is the game in progress: a
    # count of nothing is a game won, not a count to bring forward
    assert set_back()["score"] == {"N": 10, "E": 10, "S": 10, "W": 10}
    rec = record(march(), game="set-back")
    rec["start_score"] = {"N": 3, "E": 1, "S": 12, "W": 10}
    assert referee.rule(rec)["games"][0] == {"winner": "E", "score": {"N": 3, "E": 0, "S": 12, "W": 10},
                                             "slam": False}
    rec["start_score"] = {"N": 0}
    with pytest.raises(InvalidRecord) as err:
        referee.rule(rec)
    assert "start_score.N" in str(err.value.errors)


def test_foster_setback_and_keller_setback_every_sentence_of_each_section_keyed() -> None:
    from referee.law.laws import code_laws

    keys = {(law.id, law.key) for code in ("foster", "keller") for law in code_laws(code)
            if law.id in ("foster:set-back", "keller:set-back")}
    assert {k for i, k in keys if i == "foster:set-back"} == {"reversal", "euchred", "revoke", "chips"}
    assert {k for i, k in keys if i == "keller:set-back"} == {
        "name", "object", "cross", "numerals", "each-for-himself", "point", "march", "euchred", "no-trick",
        "throw-up", "pool", "pool-euchred", "variations", "declare-all", "declare-example", "declare-lead",
        "euchre-deducts", "points-paid", "agreed-before-play"}


def test_foster_setback_a_game_without_a_throw_up_rules_it_of_no_effect() -> None:
    # only a game that has it declares it (Game.hand_thrown_up): in Euchre a hand thrown up is of no effect
    d = only_deal(referee.rule(record(deal("N", ev("throw_up", "S"), turn_up="9H", hands=HANDS))))
    [r] = d["rulings"]
    assert r["irregularity"] == "not_ruled" and "no hand thrown up" in r["effect"]


def test_foster_setback_reversal_the_scoresheet_keeps_each_count_as_the_players_keep_it() -> None:
    # "the players starting with a certain number of points, usually ten, and deducting what they make on each deal":
    # the sheet's rows are each player's count after the deal; its totals the points wiped off and the games won
    from referee.documents.scoresheet import table_sheet

    rec = record(march(), march(*EUCHRE, hands=EUCHRE_HANDS), march(*POINT, hands=POINT_HANDS), game="set-back",
                 start=2)
    sheet = table_sheet(rec)
    assert sheet.counts_down and sheet.count_from == 2 and not sheet.brought_forward
    [first, second] = sheet.games
    assert [(r.wiped, r.score["E"]) for r in first.rows] == [("march", 0)] and first.winner == "E"
    assert second.opening == {"N": 2, "E": 2, "S": 2, "W": 2}
    assert [(r.wiped, r.score["E"]) for r in second.rows] == [("euchred", 4), ("point", 3)]
    assert {t.name: (t.points, t.games) for t in sheet.totals} == {"N": (0, 0), "E": (1, 1), "S": (0, 0),
                                                                   "W": (0, 0)}
    assert sheet.laws[0].id == "foster:set-back"


def test_keller_setback_declare_all_under_foster_silent_keller_persuasive_and_not_the_makers_no_effect() -> None:
    # Keller's variation agreed at a Foster table: Foster is silent, Keller's #declare-all and #declare-lead are cited
    # as persuasive, and E's march wins him the game; S's declaration, E having made the trump, is of no effect
    events = [ev("order_up", "E"), ev("discard", "N", card="9D"), ev("declare", "S", what="all"),
              ev("declare", "E", what="all"), *MARCH[2:]]
    ruling = set_back(march(*events), declare_all=True)
    d = only_deal(ruling)
    [not_his, agreed] = d["rulings"]
    assert not_his["irregularity"] == "declaration" and "E made the trump" in not_his["finding"]
    assert agreed["laws"] == [] and agreed["persuasive"] == ["keller:set-back"] and "silent" in agreed["effect"]
    assert d["points"]["E"] == -10 and ruling["games"][0]["winner"] == "E"


@pytest.mark.parametrize(("code", "count"), [("foster", 8), ("keller", 3)])
def test_foster_28_setback_the_lone_hand_abandoned_for_a_lead_out_of_turn_deducts_the_march(code: str,
                                                                                          count: int) -> None:
    # foster:28: "If an adversary of a lone player leads out of turn, the lone player may abandon the hand, and score
    # the points"; in Set-back the players start with a count "and deducting what they make on each deal"
    # (foster:set-back#reversal; keller:set-back#march): E, the maker against all the others, abandons when S leads
    # before him, and his march's two come off his count, never onto it.
    events = [ev("order_up", "E"), ev("discard", "N", card="9D"), ev("play", "S", card="TS"), ev("abandon", "E")]
    ruling = set_back(march(*events), code=code)
    d = only_deal(ruling)
    [r] = d["rulings"]
    assert r["effect"] == "E abandoned the hand: 2 deducted from his count."
    assert d["points"] == {"N": 0, "E": -2, "S": 0, "W": 0} and ruling["score"]["E"] == count
    assert f"{code}:set-back" in r["laws"]
