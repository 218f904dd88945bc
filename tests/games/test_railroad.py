"""Railroad Euchre as Foster gives it (RAILROAD EUCHRE, laws/foster-railroad.toml; family.md §4, `game: railroad`),
each case built from the section's words; Foster's Euchre Laws 1-40 govern it beside the section ("any form of the
four-handed game", foster:railroad#expedient)."""
from __future__ import annotations

from typing import Any

import pytest

import referee
from referee.record import InvalidRecord

from builders import deal, ev, only_deal, record

#: W deals and turns the nine of hearts; N holds hearts, E spades, S clubs, W diamonds; the nine of spades, the nine of
#: clubs, the queen and ten of hearts lie in the stock (the 25-card pack: 20 dealt, the turn-up, four undealt).
HANDS = {"N": ["JH", "JD", "AH", "KH", "QH"], "E": ["JK", "AS", "KS", "QS", "JS"],
         "S": ["AC", "KC", "QC", "JC", "TC"], "W": ["AD", "KD", "QD", "TD", "9D"]}


def railroad(*deals: dict[str, Any], **options: Any) -> dict[str, Any]:
    return referee.rule(record(*deals, game="railroad", **options))


def test_foster_railroad_pack_twenty_five_cards_all_below_the_nine_deleted_and_the_joker_added() -> None:
    # foster:railroad#pack: "A pack of twenty-five cards is used, all below the 9 being deleted, and the Joker added."
    d = only_deal(railroad(deal("W", ev("order_up", "N"), ev("discard", "W", card="9D"), hands=HANDS, turn_up="9H")))
    assert d["rulings"] == [] and (d["trump"], d["maker"]) == ("H", "N")
    eights = {**HANDS, "W": ["AD", "KD", "QD", "TD", "8D"]}
    with pytest.raises(InvalidRecord) as err:
        railroad(deal("W", ev("order_up", "N"), hands=eights, turn_up="9H"))
    assert "8D" in str(err.value)


def test_foster_railroad_joker_is_always_the_best_trump_above_the_right_bower() -> None:
    # foster:railroad#joker: "The Joker is always the best trump." N leads the right bower; E's joker takes it.
    d = only_deal(railroad(deal("W", ev("order_up", "N"), ev("discard", "W", card="9D"), "JH", "JK", "AC", "9H",
                                hands=HANDS, turn_up="9H")))
    assert d["tricks"][0]["winner"] == "E"


def test_foster_railroad_players_four_two_partners_against_the_other_two() -> None:
    # foster:railroad#players: "There are four players, two being partners against the other two."
    with pytest.raises(InvalidRecord) as err:
        referee.rule(record(game="railroad", seats=("A", "B", "C", "D", "E", "F")))
    assert "Railroad Euchre is played by four." in str(err.value)
    assert railroad()["score"] == {"NS": 0, "EW": 0}


JOKER_UP = {**HANDS, "E": ["9H", "AS", "KS", "QS", "JS"]}


def test_foster_railroad_joker_suit_agreed_beforehand_is_the_trump_when_the_joker_is_turned() -> None:
    # foster:railroad#joker-suit: "it is usual to agree beforehand upon a suit which shall be the trump if the Joker is
    # turned up": hearts agreed, the joker turned, N orders it up: hearts are trumps, and nothing to rule.
    d = only_deal(railroad(deal("W", ev("order_up", "N"), ev("discard", "W", card="9D"), hands=JOKER_UP, turn_up="JK"),
                           joker_suit="H"))
    assert d["rulings"] == [] and d["trump"] == "H"


def test_foster_railroad_joker_suit_not_agreed_foster_silent_call_ace_persuasive() -> None:
    # Not agreed, Foster names no suit: the ruling says so and cites Call-Ace's law 5 as persuasive ("If the joker is
    # used and turned up, spades are trumps.")
    d = only_deal(railroad(deal("W", ev("order_up", "N"), ev("discard", "W", card="9D"), hands=JOKER_UP,
                                turn_up="JK")))
    [r] = d["rulings"]
    assert r["irregularity"] == "joker_turned" and r["persuasive"] == ["callace:5"] and d["trump"] == "S"
    assert r["laws"] == ["foster:railroad"] and "no suit was agreed beforehand" in r["finding"]
    assert "silent" in r["effect"]


def test_foster_railroad_expedient_the_ordinary_game_scores_a_march_two_under_laws_1_to_40() -> None:
    # foster:railroad#scoring: "the scoring is exactly the same as in the ordinary four-handed game": N and S take
    # all five tricks, a march, two (foster:2).
    hands = {**HANDS, "E": ["TH", "AS", "KS", "QS", "JS"], "N": ["JK", "JH", "JD", "AH", "KH"]}
    d = only_deal(railroad(deal("W", ev("order_up", "N"), ev("discard", "W", card="9D"),
                                "JK", "TH", "AC", "9H", "JH", "AS", "KC", "AD", "JD", "KS", "QC", "KD",
                                "AH", "QS", "JC", "QD", "KH", "JS", "TC", "TD", hands=hands, turn_up="9H")))
    assert d["rulings"] == [] and d["status"] == "scored" and d["points"] == {"NS": 2, "EW": 0}


#: W deals and turns the nine of hearts. N orders it up alone, passes the nine of clubs to S and takes S's best, the
#: ten of hearts; E plays alone against him, passes the nine of spades to W and takes W's best, the queen of hearts.
LONE = {"N": ["JH", "AH", "KH", "QS", "9C"], "E": ["JK", "JD", "AS", "KS", "9S"],
        "S": ["TH", "AC", "KC", "QC", "JC"], "W": ["AD", "KD", "QD", "QH", "TD"]}
N_TAKES_BEST = [ev("pass_card", "N", to="S", card="9C"), ev("pass_card", "S", to="N", card="TH")]
E_TAKES_BEST = [ev("pass_card", "E", to="W", card="9S"), ev("pass_card", "W", to="E", card="QH")]
#: N and E alone: the joker and the left bower take two tricks, the queen of hearts falls to the king, N's ten of
#: hearts takes the ace of spades, and E's king of spades the queen: E three tricks, N two.
#: (A bare card is a play by the seat it was dealt to; a card passed is played by its new holder.)
LONE_PLAY = ["JH", "JK", "JD", "AH", ev("play", "E", card="QH"), "KH", ev("play", "N", card="TH"), "AS", "QS", "KS"]


def lone_deal(*events: dict[str, Any] | str) -> dict[str, Any]:
    return deal("W", ev("order_up", "N", alone=True), ev("discard", "W", card="TD"), *events, hands=LONE,
                turn_up="9H")


def test_foster_railroad_partners_best_the_lone_player_passes_a_card_and_plays_his_partners_best() -> None:
    # foster:railroad#partners-best: "Any player announcing to play alone ... has the privilege of passing a card,
    # face down, to his partner. In exchange for this, but without seeing it, the partner gives the best card in his
    # hand to the lone player": N plays S's ten of hearts as his own, and S's hand holds N's nine of clubs.
    d = only_deal(railroad(lone_deal(*N_TAKES_BEST, ev("defend_alone", "E"), *E_TAKES_BEST, *LONE_PLAY)))
    assert d["rulings"] == [] and d["lone"] == "N" and d["status"] == "scored"
    assert ("N", "TH") in [tuple(p) for t in d["tricks"] for p in t["plays"]]


def test_foster_railroad_partners_best_only_between_a_lone_player_and_his_partner() -> None:
    # foster:railroad#partners-best: the privilege is the lone player's and his partner's: E, no lone player, passes
    # a card to W, which the referee says is of no effect.
    d = only_deal(railroad(lone_deal(ev("pass_card", "E", to="W", card="9S"))))
    [r] = d["rulings"]
    assert r["irregularity"] == "not_ruled" and r["laws"] == ["foster:railroad"]
    assert "no effect" in r["effect"]


def test_foster_railroad_partners_best_is_no_part_of_the_ordinary_game() -> None:
    # Foster's Euchre has no partner's best: a card passed at an ordinary euchre table is of no effect.
    hands = {s: [c for c in cards if c != "JK"] + (["TS"] if s == "E" else []) for s, cards in LONE.items()}
    d = only_deal(referee.rule(record(deal("W", ev("order_up", "N", alone=True), ev("discard", "W", card="TD"),
                                           *N_TAKES_BEST, hands=hands, turn_up="9H"))))
    assert [r["irregularity"] for r in d["rulings"]] == ["not_ruled", "not_ruled"]
    assert "Euchre has no partner's best" in d["rulings"][0]["effect"]


def test_foster_railroad_lone_euchre_four_the_lone_maker_euchred_by_the_lone_player_opposing_him() -> None:
    # foster:railroad#lone-euchre-four: "Should the lone player who makes the trump be euchred by the lone player
    # opposing him, the euchre counts four points." E, alone against N's lone hand, takes three tricks.
    d = only_deal(railroad(lone_deal(*N_TAKES_BEST, ev("defend_alone", "E"), *E_TAKES_BEST, *LONE_PLAY)))
    assert d["rulings"] == [] and d["defender_alone"] == "E" and d["points"] == {"NS": 0, "EW": 4}
    assert all(len(t["plays"]) == 2 for t in d["tricks"])  # "either of his adversaries may play alone against him"
    assert ("foster:railroad", "points") in [(b["id"], b["decides"]) for b in d["basis"]]


def test_foster_railroad_lone_against_lone_not_announced_the_lone_euchre_counts_two() -> None:
    # foster:railroad#scoring: "With the exception of the four points for euchreing a lone hand, the scoring is
    # exactly the same as in the ordinary four-handed game": E and W together euchre N's lone hand, two (foster:2).
    play = ["JH", "JK", "QH", "JD", "9H", "AH", "AS", "AD", "QS",  # E's joker, left bower and ace: three tricks
            "KS", "KD", "KH", ev("play", "N", card="TH"), "9S", "QD"]
    d = only_deal(railroad(lone_deal(*N_TAKES_BEST, *play)))
    assert d["status"] == "scored" and d["points"] == {"NS": 0, "EW": 2}


def test_foster_railroad_lone_against_lone_only_an_adversary_before_the_first_lead() -> None:
    # foster:railroad#lone-against-lone: "Any person having announced to play alone, either of his adversaries may
    # play alone against him": S, N's partner, may not; nor E once the first card is led.
    partner = only_deal(railroad(lone_deal(ev("defend_alone", "S"))))
    late = only_deal(railroad(lone_deal("JH", ev("defend_alone", "E"))))
    for d in (partner, late):
        [r] = d["rulings"]
        assert r["irregularity"] == "lone_hand_barred" and r["laws"] == ["foster:railroad"]
        assert "defender_alone" not in d


def outcome(dealer: str, seat: str, tricks: int, alone: bool = False) -> dict[str, Any]:
    """A deal recorded by its outcome only: ``seat`` made hearts and took ``tricks``."""
    return deal(dealer, ev("outcome", seat, suit="H", alone=alone, tricks=tricks))


def test_foster_railroad_laps_points_over_the_game_are_counted_on_the_next() -> None:
    # foster:railroad#laps: "If a player makes more points than are necessary to win the game, the additional points
    # are counted on the next game, so that there is always an inducement to play lone hands, even with 4 points up."
    rec = record(outcome("W", "N", 5, alone=True), game="railroad", lap=True)
    rec["start_score"] = {"NS": 4, "EW": 2}
    ruling = referee.rule(rec)
    assert ruling["games"][0] == {"winner": "NS", "score": {"NS": 5, "EW": 2}, "slam": False,
                                  "laws": ["foster:railroad"]}
    assert ruling["score"] == {"NS": 3, "EW": 0}
    # not agreed, the points over the game are lost ("sometimes agreed upon beforehand", #scoring)
    rec["options"] = {}
    assert referee.rule(rec)["score"] == {"NS": 0, "EW": 0}


def test_foster_railroad_slams_five_before_the_other_has_scored_counts_two_games() -> None:
    # foster:railroad#slams: "If one side reaches five points before the other has scored, it is a slam, and counts
    # two games."
    deals = (outcome("W", "N", 5, alone=True), outcome("N", "S", 5))
    ruling = referee.rule(record(*deals, game="railroad", slam=True))
    assert ruling["games"][0]["slam"] is True and ruling["games"][0]["laws"] == ["foster:railroad"]
    assert ruling["games_won"] == {"NS": 2, "EW": 0}
    assert referee.rule(record(*deals, game="railroad"))["games_won"] == {"NS": 1, "EW": 0}
    # the other side has scored: no slam
    scored = referee.rule(record(outcome("W", "E", 3), *deals, game="railroad", slam=True))
    assert scored["games"][0]["slam"] is False and scored["games_won"] == {"NS": 1, "EW": 0}


PAT = {"N": ["JK", "JH", "JD", "AH", "KH"], "E": ["AS", "KS", "QS", "JS", "9S"],
       "S": ["TH", "AC", "KC", "QC", "JC"], "W": ["AD", "KD", "QD", "QH", "TD"]}
PAT_PLAY = ["JK", "9S", "9H", "JH", "JS", "QH", "JD", "QS", "AD", "AH", "KS", "KD", "KH", "AS", "QD"]


def test_foster_railroad_pat_hand_all_five_tricks_without_partners_best_counts_five() -> None:
    # foster:railroad#pat-hand: "if a person plays alone without taking his partner's best card ... and such a player
    # succeeds in winning all five tricks with a pat hand, it counts five points."
    pat = deal("W", ev("order_up", "N", alone=True), ev("discard", "W", card="TD"), *PAT_PLAY, hands=PAT,
               turn_up="9H")
    d = only_deal(railroad(pat, pat_hand=True, lap=True, slam=True))
    assert d["rulings"] == [] and d["points"] == {"NS": 5, "EW": 0}
    assert ("foster:railroad", "points") in [(b["id"], b["decides"]) for b in d["basis"]]
    assert only_deal(railroad(pat))["points"] == {"NS": 4, "EW": 0}  # not agreed: the lone hand's four (foster:2)


def test_foster_railroad_pat_hand_euchred_the_adversaries_count_three() -> None:
    # foster:railroad#pat-hand: "If he is euchred, they count three": N alone without his partner's best takes two.
    play = ["JH", "JK", "QH", "JD", "9H", "AH", "AS", "AD", "QS", "KS", "KD", "KH", "9C", "9S", "QD"]
    d = only_deal(railroad(lone_deal(*play), pat_hand=True))
    assert d["rulings"] == [] and d["points"] == {"NS": 0, "EW": 3}
    # with his partner's best taken it is no pat hand: the euchre of a lone hand counts two (foster:2)
    best = play[:12] + [ev("play", "N", card="TH"), "9S", "QD"]
    assert only_deal(railroad(lone_deal(*N_TAKES_BEST, *best), pat_hand=True))["points"] == {"NS": 0, "EW": 2}


def test_foster_railroad_pat_hand_fails_to_win_all_five_the_adversaries_count_one() -> None:
    # foster:railroad#pat-hand: "If he fails to win all five tricks, the adversaries count one." N takes four; W's ten
    # of clubs takes his nine.
    hands = {**PAT, "N": ["JK", "JH", "JD", "AH", "9C"], "W": ["AD", "KD", "QD", "QH", "TC"]}
    play = ["JK", "9S", "9H", "JH", "JS", "QH", "JD", "QS", "AD", "AH", "KS", "QD", "9C", "AS", "TC"]
    d = only_deal(railroad(deal("W", ev("order_up", "N", alone=True), ev("discard", "W", card="KD"), *play,
                                hands=hands, turn_up="9H"), pat_hand=True))
    assert d["rulings"] == [] and [t["winner"] for t in d["tricks"]] == ["N", "N", "N", "N", "W"]
    assert d["points"] == {"NS": 0, "EW": 1}


def test_foster_railroad_pat_hand_they_are_not_permitted_to_play_alone_against_him() -> None:
    # foster:railroad#pat-hand: "but they are not permitted to play alone against him."
    d = only_deal(railroad(lone_deal(ev("defend_alone", "E")), pat_hand=True))
    [r] = d["rulings"]
    assert r["irregularity"] == "lone_hand_barred" and "pat hand" in r["effect"] and "defender_alone" not in d


def test_foster_railroad_jamboree_the_five_highest_trumps_announced_and_shown_score_sixteen() -> None:
    # foster:railroad#jamboree: "This is the combination of the five highest trumps in one hand, and need only be
    # announced and shown to entitle the holder to score sixteen points." N orders up hearts holding the joker, both
    # bowers, the ace and the king.
    jam = deal("W", ev("order_up", "N"), ev("discard", "W", card="TD"), ev("declare", "N", what="jamboree"),
               hands=PAT, turn_up="9H")
    d = only_deal(railroad(jam, jamboree=True))
    assert d["rulings"] == [] and d["status"] == "scored" and d["points"] == {"NS": 16, "EW": 0}
    # not agreed ("sometimes agreed upon beforehand", #scoring): no effect
    [r] = only_deal(railroad(jam))["rulings"]
    assert r["irregularity"] == "not_ruled" and "did not agree" in r["finding"]


def test_foster_railroad_jamboree_help_made_with_the_assistance_of_his_partners_best() -> None:
    # foster:railroad#jamboree-help: "any player may make it with the assistance of his partners best": N alone, the
    # king of hearts given him by S for his queen of spades.
    hands = {**PAT, "N": ["JK", "JH", "JD", "AH", "QS"], "S": ["TH", "KH", "KC", "QC", "JC"],
             "E": ["AS", "KS", "AC", "JS", "9S"]}
    d = only_deal(railroad(deal("W", ev("order_up", "N", alone=True), ev("discard", "W", card="TD"),
                                ev("pass_card", "N", to="S", card="QS"), ev("pass_card", "S", to="N", card="KH"),
                                ev("declare", "N", what="jamboree"), hands=hands, turn_up="9H"), jamboree=True))
    assert d["rulings"] == [] and d["points"] == {"NS": 16, "EW": 0}


def test_foster_railroad_jamboree_help_it_does_not_count_unless_the_holder_has_made_the_trump() -> None:
    # foster:railroad#jamboree-help: "but it does not count unless the holder of it has made the trump"; and
    # #maker-only: "no one but the maker of the trump can ... announce Jambone or Jamboree". E orders up; N holds it.
    d = only_deal(railroad(deal("W", ev("pass", "N"), ev("order_up", "E"), ev("discard", "W", card="TD"),
                                ev("declare", "N", what="jamboree"), hands=PAT, turn_up="9H"), jamboree=True))
    [r] = d["rulings"]
    assert r["irregularity"] == "lone_hand_barred" and r["laws"] == ["foster:railroad"]
    assert d["status"] != "scored" and d["points"] == {"NS": 0, "EW": 0}


def jambone_deal(*events: dict[str, Any] | str) -> dict[str, Any]:
    return deal("W", ev("order_up", "N", alone=True), ev("discard", "W", card="TD"),
                ev("declare", "N", what="jambone"), *events, hands=PAT, turn_up="9H")


def test_foster_railroad_jambone_score_five_tricks_eight() -> None:
    # foster:railroad#jambone: "Any person playing a lone hand may announce Jambone, and expose his cards"; and
    # #jambone-score: "If in spite of these difficulties the jambone player succeeds in winning five tricks, he scores
    # eight points."
    d = only_deal(railroad(jambone_deal(*PAT_PLAY), jambone=True))
    assert d["rulings"] == [] and d["points"] == {"NS": 8, "EW": 0}
    assert ("foster:railroad", "points") in [(b["id"], b["decides"]) for b in d["basis"]]


def test_foster_railroad_jambone_score_three_or_four_one_euchred_loses_two() -> None:
    # foster:railroad#jambone-score: "If he wins three or four only, he counts one point. If he is euchred he loses
    # two." N's jambone with the hand of the lone euchre above: two tricks.
    play = ["JH", "JK", "QH", "JD", "9H", "AH", "AS", "AD", "QS", "KS", "KD", "KH", "9C", "9S", "QD"]
    d = only_deal(railroad(deal("W", ev("order_up", "N", alone=True), ev("discard", "W", card="TD"),
                                ev("declare", "N", what="jambone"), *play, hands=LONE, turn_up="9H"), jambone=True))
    assert d["rulings"] == [] and d["points"] == {"NS": -2, "EW": 0}
    hands = {**PAT, "N": ["JK", "JH", "JD", "AH", "9C"], "W": ["AD", "KD", "QD", "QH", "TC"]}
    four = ["JK", "9S", "9H", "JH", "JS", "QH", "JD", "QS", "AD", "AH", "KS", "QD", "9C", "AS", "TC"]
    d = only_deal(railroad(deal("W", ev("order_up", "N", alone=True), ev("discard", "W", card="KD"),
                                ev("declare", "N", what="jambone"), *four, hands=hands, turn_up="9H"), jambone=True))
    assert d["points"] == {"NS": 1, "EW": 0}


def test_foster_railroad_jambone_score_eight_with_the_pat_hand_agreed_not_a_pat_hands_five() -> None:
    # foster:railroad#jambone-score: "he scores eight points"; #pat-hand, agreed, counts "five points" for a lone hand
    # without partner's best "with a pat hand". N's jambone takes no partner's best: it is scored as the jambone he
    # announced (a reading: docs/reading.md, Railroad).
    d = only_deal(railroad(jambone_deal(*PAT_PLAY), jambone=True, pat_hand=True, lap=True, slam=True))
    assert d["rulings"] == [] and d["points"] == {"NS": 8, "EW": 0}


def test_foster_railroad_no_lone_against_jambone() -> None:
    # foster:railroad#no-lone-against-jambone: "It is not allowable to play alone against a jambone."
    d = only_deal(railroad(jambone_deal(ev("defend_alone", "E")), jambone=True))
    [r] = d["rulings"]
    assert r["irregularity"] == "lone_hand_barred" and "jambone" in r["effect"] and "defender_alone" not in d


def test_foster_railroad_maker_only_announces_jambone_and_only_if_agreed() -> None:
    # foster:railroad#maker-only: "no one but the maker of the trump can play alone, or announce Jambone"; the jambone
    # is agreed beforehand (#scoring).
    d = only_deal(railroad(deal("W", ev("order_up", "N", alone=True), ev("discard", "W", card="TD"),
                                ev("declare", "E", what="jambone"), hands=PAT, turn_up="9H"), jambone=True))
    assert [r["irregularity"] for r in d["rulings"]] == ["lone_hand_barred"]
    [r] = only_deal(railroad(jambone_deal()))["rulings"]
    assert r["irregularity"] == "not_ruled" and "did not agree" in r["finding"]


def test_foster_railroad_pat_hand_the_dealer_alone_without_taking_up_the_trump() -> None:
    # foster:railroad#pat-hand: "or the dealer plays alone without taking up the trump or asking for his partners
    # best ... If he fails to win all five tricks, the adversaries count one": N deals, the nine of spades goes down,
    # N makes hearts alone and loses the first trick to E's ace of spades.
    hands = {"E": ["AS", "KS", "QS", "JS", "TC"], "S": ["TH", "AC", "KC", "QC", "JC"],
             "W": ["AD", "KD", "QD", "QH", "TD"], "N": ["JK", "JH", "JD", "AH", "9C"]}
    bids = [ev("pass", s) for s in "ESW"] + [ev("turn_down", "N")] + [ev("pass", s) for s in "ESW"]
    play = ["AS", "TD", "9C", "KS", "QD", "JK", "JH", "TC", "QH", "JD", "QS", "KD", "AH", "JS", "AD"]
    pat = deal("N", *bids, ev("make", "N", suit="H", alone=True), *play, hands=hands, turn_up="9S")
    d = only_deal(railroad(pat, pat_hand=True))
    assert d["rulings"] == [] and [t["winner"] for t in d["tricks"]] == ["E", "N", "N", "N", "N"]
    assert d["points"] == {"NS": 0, "EW": 1}
    assert only_deal(railroad(pat))["points"] == {"NS": 1, "EW": 0}  # not agreed: three or four count one (foster:2)


def test_foster_railroad_dealer_two_discards_the_second_may_be_his_partners_card() -> None:
    # foster:railroad#dealer-two-discards: "If the dealer plays alone, he has two discards; the first in exchange for
    # his partner's best card, and then another, in exchange for the trump card ... In this second discard he may get
    # rid of the card passed to him by his partner." W takes up the king of hearts alone, passes the nine of clubs to
    # E, takes E's ten of hearts, and discards it for the turn-up.
    hands = {"N": ["AS", "KS", "QS", "JS", "9S"], "E": ["TH", "AD", "KD", "QD", "TD"],
             "S": ["AC", "KC", "QC", "JC", "TC"], "W": ["JK", "JH", "JD", "AH", "9C"]}
    play = ["AS", "AC", "JK", "JH", "9S", "TC", "JD", "JS", "JC", "AH", "QS", "QC", "KH", "KS", "KC"]
    d = only_deal(railroad(deal("W", ev("pass", "N"), ev("pass", "E"), ev("pass", "S"), ev("take_up", "W", alone=True),
                                ev("pass_card", "W", to="E", card="9C"), ev("pass_card", "E", to="W", card="TH"),
                                ev("discard", "W", card="TH"), *play, hands=hands, turn_up="KH")))
    assert d["rulings"] == [] and d["lone"] == "W" and d["points"] == {"NS": 0, "EW": 4}


def test_foster_railroad_dealers_partner_alone_the_dealer_may_pass_him_the_turn_up() -> None:
    # foster:railroad#dealers-partner-alone: "If the dealer's partner plays alone, the dealer may pass him the turn-up
    # trump, or any better card he may have in his hand." E orders up alone, passes the nine of clubs to W, and plays
    # the king of hearts turned up.
    hands = {"N": ["AS", "KS", "QS", "JS", "9S"], "E": ["JK", "JH", "JD", "AH", "9C"],
             "S": ["AC", "KC", "QC", "JC", "TC"], "W": ["TH", "AD", "KD", "QD", "TD"]}
    play = ["AS", "JK", "AC", "JH", "TC", "9S", "JD", "JC", "JS", "AH", "QC", "QS",
            ev("play", "E", card="KH"), "KC", "KS"]
    d = only_deal(railroad(deal("W", ev("pass", "N"), ev("order_up", "E", alone=True),
                                ev("pass_card", "E", to="W", card="9C"),
                                ev("pass_card", "W", to="E", card="KH"), *play, hands=hands, turn_up="KH")))
    assert d["rulings"] == [] and d["lone"] == "E" and d["points"] == {"NS": 0, "EW": 4}


def jambone_call(seat: str, card: str) -> dict[str, Any]:
    return ev("call", seat, target="N", card=card)


def test_foster_railroad_jambone_lead_call_by_the_person_on_the_jambone_players_left() -> None:
    # foster:railroad#jambone-lead-call: "If a lead is required, it must be called by the person on the jambone
    # player's left." N plays jambone and has the lead: E, on his left, calls the joker, and N leads it.
    d = only_deal(railroad(jambone_deal(jambone_call("E", "JK"), *PAT_PLAY), jambone=True))
    assert d["rulings"] == [] and d["points"] == {"NS": 8, "EW": 0}
    # W, on his right, calls the lead: Foster gives no penalty; the call is read as of no effect
    d = only_deal(railroad(jambone_deal(jambone_call("W", "KH"), *PAT_PLAY), jambone=True))
    [r] = d["rulings"]
    assert r["irregularity"] == "call_of_no_effect" and r["laws"] == ["foster:railroad"]
    assert "must be called by E" in r["effect"] and "Foster is silent" in r["effect"] and "read" in r["effect"]
    assert d["points"] == {"NS": 8, "EW": 0}


#: N's jambone with LONE's hands: N leads the right bower, E's joker takes it; E leads the left bower, W plays the nine
#: of hearts, and N, on the lead of a trump, comes to follow.
JAMBONE_LONE = ["JH", "JK", "QH", "JD", "9H"]


def lone_jambone(*events: dict[str, Any] | str) -> dict[str, Any]:
    return deal("W", ev("order_up", "N", alone=True), ev("discard", "W", card="TD"),
                ev("declare", "N", what="jambone"), *JAMBONE_LONE, *events, hands=LONE, turn_up="9H")


def test_foster_railroad_jambone_follow_call_by_the_person_on_the_jambone_players_right() -> None:
    # foster:railroad#jambone-follow-call: "If a card is called on a trick, it must be called by the person on the
    # jambone player's right": W calls N's king of hearts to E's lead, and N plays it; E calling is of no effect.
    d = only_deal(railroad(lone_jambone(jambone_call("W", "KH"), "KH"), jambone=True))
    assert d["rulings"] == [] and ["N", "KH"] in d["tricks"][1]["plays"]
    [r] = only_deal(railroad(lone_jambone(jambone_call("E", "KH"), "KH"), jambone=True))["rulings"]
    assert r["irregularity"] == "call_of_no_effect" and "must be called by W" in r["effect"]


def test_foster_railroad_jambone_calls_no_forced_revoke() -> None:
    # foster:railroad#jambone-calls: "but they cannot make the player revoke": to E's lead of a trump W calls N's nine
    # of clubs, N holding the ace and king of hearts: the call has no effect, and N follows suit.
    d = only_deal(railroad(lone_jambone(jambone_call("W", "9C"), "AH"), jambone=True))
    [r] = d["rulings"]
    assert r["irregularity"] == "call_of_no_effect" and r["laws"] == ["foster:railroad"]
    assert "cannot make the player revoke" in r["effect"] and "must follow suit" in r["effect"]


def test_foster_railroad_jambone_calls_a_card_played_otherwise_than_called_foster_silent() -> None:
    # foster:railroad#jambone-calls: "the adversaries then have me right to call any card they please": W calls the
    # king of hearts and N plays the ace. Foster gives no penalty: the ruling says he is silent and what is read.
    d = only_deal(railroad(lone_jambone(jambone_call("W", "KH"), "AH"), jambone=True))
    [r] = d["rulings"]
    assert r["irregularity"] == "jambone" and r["laws"] == ["foster:railroad"]
    assert r["finding"] == "N, playing jambone, played the ace of hearts when W had called the king of hearts."
    assert "silent" in r["effect"] and "Read" in r["effect"] and ["N", "AH"] in d["tricks"][1]["plays"]


def test_foster_railroad_pat_jamboree_ordered_up_all_he_can_score_is_a_euchre() -> None:
    # foster:railroad#pat-jamboree-ordered-up: "If a player with a pat Jamboree is ordered up, all he can score is a
    # euchre." N deals holding the joker, both bowers, the ace and king of hearts; E orders him up. N's jamboree
    # counts nothing; N takes all five tricks, E is euchred, and N and S score the euchre, two (foster:2), not sixteen.
    play = ["AS", "AC", "AD", "JK", "JH", "9S", "TH", "QH", "JD", "KS", "KC", "KD",
            "AH", "QS", "QC", "QD", "KH", "JS", "JC", "TD"]
    jam = deal("N", ev("order_up", "E"), ev("discard", "N", card="9H"), ev("declare", "N", what="jamboree"), *play,
               hands=PAT, turn_up="9H")
    d = only_deal(railroad(jam, jamboree=True))
    [r] = d["rulings"]
    assert r["irregularity"] == "lone_hand_barred" and "all he can score is a euchre" in r["effect"]
    assert d["status"] == "scored" and d["points"] == {"NS": 2, "EW": 0}
    assert "all he can score is a euchre." in [b["text"][-29:] for b in d["basis"] if b["decides"] == "points"]


def test_foster_railroad_partner_cannot_refuse_neither_can_he_propose_to_play_alone_instead() -> None:
    # foster:railroad#partner-cannot-refuse: "If any player, in his proper turn, announces to play alone, and asks for
    # his partner's best, the partner cannot refuse; neither can he propose to play alone instead." N orders up alone
    # and passes his nine of clubs; S proposes to play alone instead, which has no effect, and gives his best.
    d = only_deal(railroad(lone_deal(ev("pass_card", "N", to="S", card="9C"), ev("go_alone", "S"),
                                     ev("pass_card", "S", to="N", card="TH"))))
    [r] = d["rulings"]
    assert r["irregularity"] == "lone_hand_barred" and r["laws"] == ["foster:railroad"]
    assert "neither can he propose to play alone instead" in r["effect"] and d["lone"] == "N"


def test_foster_railroad_partner_cannot_refuse_his_best_foster_silent_on_a_refusal() -> None:
    # foster:railroad#partner-cannot-refuse: "the partner cannot refuse": N passes his nine of clubs and S gives him
    # nothing before N leads. Foster gives no penalty: the ruling says he is silent and what is read.
    refused = lone_deal(ev("pass_card", "N", to="S", card="9C"), "JH")
    d = only_deal(railroad(refused, pat_hand=True))
    [r] = d["rulings"]
    assert r["irregularity"] == "partners_best" and r["laws"] == ["foster:railroad"]
    assert "The partner cannot refuse." in r["effect"] and "silent" in r["effect"] and "read" in r["effect"]
    assert r["event"] == len(refused["events"]) - 1  # the first lead, when the refusal is known


def test_foster_railroad_partners_best_given_out_of_turn_before_the_lone_players_card() -> None:
    # foster:railroad#partners-best: "In exchange for this, but without seeing it, the partner gives the best card in
    # his hand": S gives his ten of hearts before N passes his nine of clubs. Foster is silent; the card stands given,
    # and N, euchred, loses the lone hand's two (foster:2), not a pat hand's three.
    play = ["JH", "JK", "QH", "JD", "9H", "AH", "AS", "AD", "QS", "KS", "KD", "KH", ev("play", "N", card="TH"), "9S",
            "QD"]
    early = lone_deal(ev("pass_card", "S", to="N", card="TH"), ev("pass_card", "N", to="S", card="9C"), *play)
    d = only_deal(railroad(early, pat_hand=True))
    [r] = d["rulings"]
    assert r["irregularity"] == "partners_best" and "out of turn" in r["effect"] and "silent" in r["effect"]
    assert early["events"][r["event"]]["seat"] == "S" and d["status"] == "scored" and d["points"] == {"NS": 0, "EW": 2}


def test_foster_railroad_jambone_lead_call_only_if_a_lead_is_required_of_him() -> None:
    # foster:railroad#jambone-lead-call: "If a lead is required, it must be called by the person on the jambone player's
    # left": E's joker takes the first trick and E has the lead; E's call of a lead from N has no effect.
    d = only_deal(railroad(deal("W", ev("order_up", "N", alone=True), ev("discard", "W", card="TD"),
                                ev("declare", "N", what="jambone"), "JH", "JK", "QH", jambone_call("E", "AH"), "JD",
                                hands=LONE, turn_up="9H"), jambone=True))
    [r] = d["rulings"]
    assert r["irregularity"] == "call_of_no_effect" and "E has the lead" in r["effect"]


# -- the lone hand's value is Railroad's: the revoke (foster:30) and the hand abandoned (foster:25, 28, 37) ------------

def test_foster_30_railroad_a_revoke_against_a_pat_hand_is_the_pat_hands_five() -> None:
    # foster:30: "If one person is playing alone, the penalty for a revoke is as many points as would have been scored
    # if the lone hand had succeeded"; #pat-hand: "such a player succeeds in winning all five tricks with a pat hand,
    # it counts five points". N alone without his partner's best leads the joker; W, holding the queen of hearts,
    # throws the ace of diamonds.
    rv = deal("W", ev("order_up", "N", alone=True), ev("discard", "W", card="TD"), "JK", "9S",
              ev("play", "W", card="AD"), ev("quit_trick"), ev("claim", "N", kind="revoke", against="W", trick=1),
              ev("elect", "N", option="add_5"), hands=PAT, turn_up="9H")
    d = only_deal(railroad(rv, pat_hand=True))
    [r] = d["rulings"]
    assert r["irregularity"] == "revoke" and r["options"] == ["add_5", "deduct_5"]
    assert r["laws"] == ["foster:30", "foster:railroad"] and "counts five points" in r["citations"][1]["text"]
    assert d["points"] == {"NS": 5, "EW": 0}
    # the pat hand not agreed: the ordinary lone hand's four (foster:2)
    assert only_deal(railroad(rv))["rulings"][0]["options"] == ["add_four", "deduct_four"]


PAT_ABANDONED = [ev("order_up", "N", alone=True), ev("discard", "W", card="TD"), ev("play", "E", card="AS"),
                 ev("abandon", "N")]


def test_foster_28_railroad_a_pat_hand_abandoned_for_a_lead_out_of_turn_scores_five() -> None:
    # foster:28: "If an adversary of a lone player leads out of turn, the lone player may abandon the hand, and score
    # the points"; the points of a pat hand are five (#pat-hand). E leads before N, the eldest hand and lone player.
    d = only_deal(railroad(deal("W", *PAT_ABANDONED, hands=PAT, turn_up="9H"), pat_hand=True))
    [r] = d["rulings"]
    assert r["elected"] == "abandon_and_score" and r["effect"] == "N abandoned the hand and scored 5."
    assert "foster:railroad" in r["laws"] and d["points"] == {"NS": 5, "EW": 0} and d["status"] == "scored"
    assert only_deal(railroad(deal("W", *PAT_ABANDONED, hands=PAT, turn_up="9H")))["points"] == {"NS": 4, "EW": 0}


def test_foster_37_railroad_a_jambone_abandoned_for_a_lead_out_of_turn_scores_eight() -> None:
    # foster:37: "Should either adversary lead or play out of turn, the lone player may abandon the hand, and score
    # the points"; #jambone-score: the jambone player winning five tricks "scores eight points".
    d = only_deal(railroad(jambone_deal(ev("play", "E", card="AS"), ev("abandon", "N")), jambone=True))
    [r] = d["rulings"]
    assert r["effect"] == "N abandoned the hand and scored 8." and d["points"] == {"NS": 8, "EW": 0}
    assert any("he scores eight points" in c["text"] for c in r["citations"])


def settlements(data: dict[str, Any]) -> list[Any]:
    """What each deal of ``data`` pays, as Railroad, a game that owns its deal, settles it (``table.fold``)."""
    from referee.games import find_game
    from referee.schemas import load_record
    from referee.table.fold import settled
    from referee.table.owner import DealOwner

    game = find_game("railroad")
    assert isinstance(game, DealOwner)
    return [settlement for _, settlement, _ in settled(game, load_record(data))]


def test_foster_railroad_pat_hand_five_points_paid_to_the_side_by_law_2_and_the_pat_hand() -> None:
    # #scoring: "the scoring is exactly the same as in the ordinary four-handed game" (foster:2's lone hand's four),
    # and #pat-hand, agreed: "it counts five points": one transfer of points to N's side, by both laws.
    from referee.ledger.settlement import Transfer

    pat = deal("W", ev("order_up", "N", alone=True), ev("discard", "W", card="TD"), *PAT_PLAY, hands=PAT,
               turn_up="9H")
    assert settlements(record(pat, game="railroad", pat_hand=True)) == [
        (Transfer(5, "NS", None, "foster:2", "points", ("foster:railroad#pat-hand",)),)]
    assert settlements(record(pat, game="railroad")) == [(Transfer(4, "NS", None, "foster:2", "points"),)]


def test_foster_railroad_jambone_score_euchred_loses_two_paid_as_two_points_lost() -> None:
    # #jambone-score: "If he is euchred he loses two."
    play = ["JH", "JK", "QH", "JD", "9H", "AH", "AS", "AD", "QS", "KS", "KD", "KH", "9C", "9S", "QD"]
    (paid,) = settlements(record(deal("W", ev("order_up", "N", alone=True), ev("discard", "W", card="TD"),
                                      ev("declare", "N", what="jambone"), *play, hands=LONE, turn_up="9H"),
                                 game="railroad", jambone=True))
    assert [(t.amount, t.to, t.from_, t.law) for t in paid] == [(-2, "NS", None, "foster:railroad#jambone-score")]


def test_foster_railroad_owns_its_deal_ruled_through_the_fold_as_the_judges_rule_it() -> None:
    # The game owns its deal (issue 33): its record is folded, and the ruling is the one its judges give.
    from builders import replayed_alone

    data = record(deal("W", ev("order_up", "N", alone=True), ev("discard", "W", card="TD"), *PAT_PLAY, hands=PAT,
                       turn_up="9H"), outcome("N", "S", 5), outcome("E", "E", 1), game="railroad", slam=True)
    assert referee.rule(data) == replayed_alone(data)
