"""The round games' deal by its outcome (docs/reading.md, "A round game's deal by its outcome"): once the declarations
are made, an ``outcome`` for each player in names the tricks he took, and the pool is paid from them by the same
sentences as from the tricks played (foster:loo#simple-all-follow, #bold-stand, #looed-double; foster:rams#fifths,
#ramsed, #general-made, #general-failed). At a table of four (A B C D, D dealing), the cards not recorded."""
from __future__ import annotations

from typing import Any

import pytest

from referee import rule
from referee.record import InvalidRecord

from round_games import balanced, ev, named, quotes, record

#: The deal, its cards not recorded (a club scorer keeps who played and the tricks each took).
DEALT = [{"type": "shuffle", "seat": "D"}, {"type": "cut", "seat": "C"}, {"type": "deal"}]


def deal(*events: dict[str, Any]) -> dict[str, Any]:
    return {"dealer": "D", "events": [*DEALT, *events]}


def took(seat: str, tricks: int) -> dict[str, Any]:
    return ev("outcome", seat, tricks=tricks)


def settled(d: dict[str, Any]) -> dict[str, Any]:
    """What the settlement decides of a deal: its pool's shares, the counters, the pool left and the players looed or
    ramsed, with the sentences it cites."""
    keep = ("status", "shares", "points", "pool", "pool_total", "next_pool", "tricks_won", "looed", "ramsed", "in")
    return {**{k: d.get(k) for k in keep},
            "rulings": [(r["irregularity"], r["finding"], list(r.get("laws", []))) for r in d["rulings"]
                        if r["irregularity"] in ("settlement", "looed", "ramsed", "general_rams")]}


# -- Loo ------------------------------------------------------------------------------------------------------------

#: A simple played: A wins the spades, D the hearts and the clubs (test_loo's SIMPLE, all following).
SIMPLE = {"A": ["AS", "2H", "3C"], "B": ["KS", "4H", "5C"], "C": ["QS", "6H", "7C"], "D": ["JS", "8H", "9C"]}
SIMPLE_PLAYED = ("AS", "KS", "QS", "JS", "2H", "4H", "6H", "8H", "9C", "3C", "5C", "7C")


def simple_played() -> dict[str, Any]:
    holder = {c: s for s, cards in SIMPLE.items() for c in cards}
    return {"dealer": "D", "events": [
        DEALT[0], DEALT[1], {"type": "deal", "hands": SIMPLE, "stock": ["TD", "9D", "8D"]},
        *(ev("play", holder[c], card=c) for c in SIMPLE_PLAYED)]}


def test_foster_loo_simple_all_follow_the_winners_divide_the_pool_by_the_outcome_as_by_the_tricks_played() -> None:
    # "the winners of the several tricks divide the pool. All those who have not won a trick are looed": A one trick,
    # D two, agreed; B and C named by no outcome took none once A's and D's come to the hand's three.
    by_outcome = rule(record("loo", deal(took("A", 1), took("D", 2))))["deals"][0]
    played = rule(record("loo", simple_played()))["deals"][0]
    assert by_outcome["status"] == "scored" and by_outcome["shares"] == {"A": 3, "D": 6}
    assert by_outcome["tricks_won"] == {"A": 1, "B": 0, "C": 0, "D": 2}
    assert [r["finding"].split()[0] for r in named(by_outcome, "looed")] == ["B", "C"]
    assert all(quotes(r, "foster:loo#simple-all-follow") for r in named(by_outcome, "looed"))
    assert settled(by_outcome) == settled(played) and balanced(by_outcome)


def test_foster_loo_bold_stand_in_a_double_each_trick_a_third_by_the_outcome_the_one_without_looed() -> None:
    # "the winner of each is entitled to one-third of the contents of the pool": a double of 18 and the stake, 27;
    # A and B stand, C and D pass; A took two, B one.
    d = rule(record("loo", deal(ev("play_in", "A"), ev("play_in", "B"), ev("pass", "C"), ev("pass", "D"),
                                took("A", 2), took("B", 1)), start_pool=18))["deals"][0]
    assert d["in"] == ["A", "B"] and d["shares"] == {"A": 18, "B": 9} and d["pool_total"] == 0
    assert quotes(named(d, "settlement")[0], "foster:loo#bold-stand") and balanced(d)
    assert d["next_pool"] == "simple"


def test_foster_loo_looed_double_a_player_in_whose_outcome_is_no_trick_is_looed() -> None:
    # "he must win at least one trick, or he is looed, and will forfeit three red counters to the next pool".
    d = rule(record("loo", deal(ev("play_in", "A"), ev("play_in", "B"), ev("pass", "C"), ev("pass", "D"),
                                took("B", 0), took("A", 3)), start_pool=18))["deals"][0]
    looed = named(d, "looed")
    assert [r["finding"].split()[0] for r in looed] == ["B"] and quotes(looed[0], "foster:loo#looed-double")
    assert d["shares"] == {"A": 27} and d["pool_total"] == 9 and d["next_pool"] == "double"


def test_foster_loo_simple_an_outcome_short_of_the_hands_three_tricks_leaves_the_deal_incomplete() -> None:
    d = rule(record("loo", deal(took("A", 1), took("D", 1))))["deals"][0]
    assert d["status"] == "incomplete" and d["shares"] == {}


def test_an_outcome_whose_tricks_come_to_more_than_the_hands_three_is_an_impossible_record() -> None:
    with pytest.raises(InvalidRecord) as raised:
        rule(record("loo", deal(took("A", 2), took("D", 2))))
    assert raised.value.errors[0]["path"] == "deals[0].events[4].tricks" and raised.value.errors[0]["value"] == 2
    assert "the hand has 3 tricks" in raised.value.errors[0]["message"]


def test_an_outcome_where_the_cards_are_played_is_of_no_effect_the_play_governs() -> None:
    played = simple_played()
    played["events"].append(took("B", 3))
    d = rule(record("loo", played))["deals"][0]
    assert d["shares"] == {"A": 3, "D": 6} and d["tricks_won"]["B"] == 0


def test_foster_loo_declare_an_outcome_of_a_player_who_passed_is_of_no_effect() -> None:
    d = rule(record("loo", deal(ev("play_in", "A"), ev("play_in", "B"), ev("pass", "C"), ev("pass", "D"),
                                took("C", 1), took("A", 2), took("B", 1)), start_pool=18))["deals"][0]
    assert any("who is not in" in r["finding"] for r in named(d, "not_ruled"))
    assert d["shares"] == {"A": 18, "B": 9}


# -- Rams -----------------------------------------------------------------------------------------------------------


def test_foster_rams_fifths_a_fifth_of_the_pool_for_every_trick_by_the_outcome() -> None:
    # A double of 10 and the stake: 15, a fifth is 3; A and B play, A took three, B two.
    d = rule(record("rams", deal(ev("play_in", "A"), ev("play_in", "B"), ev("pass", "C"), ev("pass", "D"),
                                 took("A", 3), took("B", 2)), start_pool=10))["deals"][0]
    assert d["in"] == ["A", "B"] and d["shares"] == {"A": 9, "B": 6} and balanced(d)
    assert quotes(named(d, "settlement")[0], "foster:rams#fifths") and not named(d, "ramsed")


def test_foster_rams_ramsed_a_player_in_whose_outcome_is_no_trick_forfeits_five_to_the_next_pool() -> None:
    # A simple: every one plays; A took all five, the others none (named by no outcome).
    d = rule(record("rams", deal(took("A", 5))))["deals"][0]
    assert d["points"] == {"A": 5, "B": -5, "C": -5, "D": -10} and d["pool_total"] == 15 and balanced(d)
    ramsed = named(d, "ramsed")
    assert [r["finding"].split()[0] for r in ramsed] == ["B", "C", "D"]
    assert all(quotes(r, "foster:rams#two-ramsed") for r in ramsed)


def test_foster_rams_general_made_all_five_by_the_outcome() -> None:
    d = rule(record("rams", deal(ev("general", "A"), took("A", 5)), start_pool=10))["deals"][0]
    general = named(d, "general_rams")
    assert quotes(general[-1], "foster:rams#general-made") and d["points"]["A"] == 15 + 15


def test_foster_rams_general_failed_a_trick_another_took_by_the_outcome() -> None:
    d = rule(record("rams", deal(ev("general", "A"), took("B", 1)), start_pool=10))["deals"][0]
    general = named(d, "general_rams")
    assert quotes(general[-1], "foster:rams#general-failed") and "A lost a trick to B" in general[-1]["finding"]


def test_a_rams_outcome_beyond_the_hands_five_tricks_is_an_impossible_record() -> None:
    with pytest.raises(InvalidRecord) as raised:
        rule(record("rams", deal(took("A", 4), took("B", 2))))
    assert raised.value.errors[0]["path"] == "deals[0].events[4].tricks"


# -- Bierspiel, Rounce, Irish Loo -------------------------------------------------------------------------------------


def test_foster_bierspiel_wipe_each_trick_agreed_wipes_a_point_the_player_without_one_a_fresh_cross() -> None:
    # "When a trick is won, a beer-soaked finger wipes out the centre of a cross, and reduces its value to four."
    d = rule(record("bierspiel", deal(ev("play_in", "A"), ev("play_in", "B"), ev("pass", "C"), ev("pass", "D"),
                                      took("A", 5))))["deals"][0]
    assert d["status"] == "scored" and d["tricks_won"]["A"] == 5
    assert [r["finding"].split()[0] for r in named(d, "ramsed")] == ["B"]
    assert quotes(named(d, "settlement")[0], "foster:bierspiel#wipe")


def test_foster_rounce_corruption_rams_fifths_by_the_outcome() -> None:
    # "This is an American corruption of Rams" (foster:rounce#corruption): Rams' fifths by the trick, and "All pools
    # are alike" (#pools): A and B play, C and D pass.
    d = rule(record("rounce", deal(ev("play_in", "A"), ev("play_in", "B"), ev("pass", "C"), ev("pass", "D"),
                                   took("A", 4), took("B", 1))))["deals"][0]
    assert d["status"] == "scored" and set(d["shares"]) == {"A", "B"} and balanced(d)


def test_foster_irish_loo_three_card_thirds_by_the_outcome_after_the_draws() -> None:
    d = rule(record("irish-loo", deal(ev("play_in", "A"), ev("play_in", "B"), ev("pass", "C"), ev("pass", "D"),
                                      took("A", 1), took("B", 2))))["deals"][0]
    assert d["status"] == "scored" and set(d["shares"]) == {"A", "B"} and balanced(d)
