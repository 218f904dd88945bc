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
    assert r["irregularity"] == "joker_turned" and r["laws"] == [] and r["persuasive"] == ["callace:5"]
    assert "silent" in r["effect"] and d["trump"] == "S"


def test_foster_railroad_expedient_the_ordinary_game_scores_a_march_two_under_laws_1_to_40() -> None:
    # foster:railroad#scoring: "the scoring is exactly the same as in the ordinary four-handed game": N and S take
    # all five tricks, a march, two (foster:2).
    hands = {**HANDS, "E": ["TH", "AS", "KS", "QS", "JS"], "N": ["JK", "JH", "JD", "AH", "KH"]}
    d = only_deal(railroad(deal("W", ev("order_up", "N"), ev("discard", "W", card="9D"),
                                "JK", "TH", "AC", "9H", "JH", "AS", "KC", "AD", "JD", "KS", "QC", "KD",
                                "AH", "QS", "JC", "QD", "KH", "JS", "TC", "TD", hands=hands, turn_up="9H")))
    assert d["rulings"] == [] and d["status"] == "scored" and d["points"] == {"NS": 2, "EW": 0}
