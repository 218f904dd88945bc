"""The score across deals: games (foster:text game), rubbers (foster:3), laps and slams (1862 options)."""
from __future__ import annotations

from typing import Any

import pytest

from referee.schemas import load_record
from referee.scoring import Tally, game_value

from builders import record


def tally(*deal_points: dict[str, int], code: str = "foster", **options: Any) -> Tally:
    t = Tally(load_record(record(code=code, **options)))
    for points in deal_points:
        t.add(points)
    return t


@pytest.mark.parametrize("loser,value", [(0, 3), (1, 2), (2, 2), (3, 1), (4, 1)])
def test_foster_3_triple_double_single_by_the_losers_score(loser: int, value: int) -> None:
    # "a triple, or three points, if their adversaries have not scored; a double, or two points, if their
    # adversaries are less than three scored; a single, or one point, if their adversaries have scored three or four"
    assert game_value(loser) == value


def test_foster_3_two_straight_games_win_the_rubber_and_the_third_is_not_played() -> None:
    # two triples and two for the rubber: eight, the largest rubber possible (foster:text stakes)
    t = tally({"NS": 5, "EW": 0}, {"NS": 5, "EW": 0})
    assert t.to_dict()["rubbers"] == [{"winner": "NS", "games": [0, 1], "points": 8}]


def test_foster_3_the_winners_deduct_the_points_made_by_the_losers() -> None:
    # NS win a single (EW had 3), EW win a triple, NS win a single: 1 + 1 + 2 - 3 = 1, the smallest rubber
    t = tally({"EW": 3}, {"NS": 5}, {"EW": 5}, {"EW": 3}, {"NS": 5})
    [rubber] = t.to_dict()["rubbers"]
    assert rubber == {"winner": "NS", "games": [0, 1, 2], "points": 1}


def test_rubbers_can_be_turned_off_by_the_tables_options() -> None:
    assert "rubbers" not in tally({"NS": 5}, rubbers=False).to_dict()


def test_foster_game_points_over_five_are_not_carried_without_the_lap() -> None:
    t = tally({"NS": 4}, {"NS": 4}, {"NS": 1})
    assert [(g.winner, g.score) for g in t.games] == [("NS", {"NS": 8, "EW": 0}), (None, {"NS": 1, "EW": 0})]


def test_1862_IV_62_lap_points_over_five_go_to_the_next_game() -> None:
    # "counting upon the score of the ensuing game all the points made over and above the five"
    t = tally({"NS": 4}, {"NS": 4}, code="1862", lap=True)
    assert [(g.winner, g.score) for g in t.games] == [("NS", {"NS": 5, "EW": 0}), (None, {"NS": 3, "EW": 0})]


def test_1862_IV_63_slam_a_love_game_counts_two() -> None:
    # "when a party win the game, before their opponents have made one point, that game is ... reckoned as two"
    t = tally({"NS": 5}, {"EW": 1}, {"NS": 5}, code="1862", slam=True)
    assert [g.slam for g in t.games] == [True, False]
    assert t.games_won() == {"NS": 2 + 1, "EW": 0}


def test_1862_IV_63_and_foster_3_a_slam_is_two_games_won_toward_the_rubber_each_a_triple() -> None:
    # 1862:IV.63: a slam "is deemed to be a double-game, and must be reckoned as two games"; foster:3 (persuasive, the
    # 1862 code being silent on rubbers): "The Rubber is the best of three games. If the first two are won by the
    # same players, the third game is not played. The winners gain a triple, or three points, if their adversaries
    # have not scored ... The winners of the rubber add two points to the value of their games". A slam is two
    # games won, each a game whose adversaries have not scored: one slam finishes a rubber worth 3 + 3 + 2.
    t = tally({"NS": 5}, code="1862", slam=True)
    assert t.games_won() == {"NS": 2, "EW": 0}
    assert t.to_dict()["rubbers"] == [{"winner": "NS", "games": [0], "points": 8}]
    # EW win a game with NS at 1 (a double), then NS a slam: NS have two games to one; 3 + 3 + 2 - 2
    t = tally({"NS": 1}, {"EW": 5}, {"NS": 5}, code="1862", slam=True)
    assert [(g.winner, g.slam) for g in t.games] == [("EW", False), ("NS", True)]
    assert t.to_dict()["rubbers"] == [{"winner": "NS", "games": [0, 1], "points": 6}]
    # NS win a game (EW at 3, a single), then a slam: the slam is one game at the table, counted whole: 1 + 3 + 3 + 2
    t = tally({"EW": 3}, {"NS": 5}, {"NS": 5}, code="1862", slam=True)
    assert t.to_dict()["rubbers"] == [{"winner": "NS", "games": [0, 1], "points": 9}]
    # the slam not agreed, or under Foster's laws, a love game is one game: no rubber yet
    for code, slam in (("1862", False), ("foster", True)):
        assert tally({"NS": 5}, code=code, slam=slam).to_dict()["rubbers"] == []


def test_the_lap_and_slam_are_the_1862_codes_additions_not_fosters() -> None:
    t = tally({"NS": 4}, {"NS": 4}, lap=True, slam=True)
    assert [(g.winner, g.score, g.slam) for g in t.games] == [("NS", {"NS": 8, "EW": 0}, False)]
