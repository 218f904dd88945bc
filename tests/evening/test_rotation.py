"""The rotation schedule (referee/evenings/rotation.py), checked for every number of players from 4 to 40: the partners,
the opponents and the byes. The modern club's form, which no code governs (family.md section 5, ``rotation``)."""
from __future__ import annotations

import itertools
from collections import Counter

import pytest

from referee.evenings.evening import rule_evening
from referee.evenings.rotation import MAX_PLAYERS, MIN_PLAYERS, MOST_MEETINGS, _starter, max_rounds, schedule

from evenings import evening, round_, table, won

PLAYERS = range(MIN_PLAYERS, MAX_PLAYERS + 1)
#: Two players meet as opponents at most four times in any schedule (``MOST_MEETINGS``), and at least none: round 0
#: of the cycle seats its pairs so that each difference between opponents arises at most twice (once where the search
#: finds a perfect seating), and every round is round 0 moved on, so two players differing by d meet as often as d
#: arises between opponents in round 0, counted twice (k against k' and -k against -k' differ alike): at most 2 x 2;
#: seating the rounds again (``_balance``) never makes it a fifth.


def meetings(rounds: list) -> tuple[Counter[frozenset[int]], Counter[frozenset[int]], list[Counter[int]]]:
    partners: Counter[frozenset[int]] = Counter()
    opponents: Counter[frozenset[int]] = Counter()
    byes: Counter[int] = Counter()
    after: list[Counter[int]] = []
    for r in rounds:
        for a, b in r.tables:
            partners.update([frozenset(a), frozenset(b)])
            opponents.update(frozenset((x, y)) for x in a for y in b)
        byes.update(r.byes)
        after.append(Counter(byes))
    return partners, opponents, after


@pytest.mark.parametrize("n", PLAYERS)
def test_rotation_schedule_for_every_number_of_players(n: int) -> None:
    for rounds in sorted({1, min(8, max_rounds(n)), max_rounds(n)}):
        schedule_ = schedule(n, rounds)
        assert len(schedule_) == rounds
        for r in schedule_:  # every player at one table or sitting out, four to a table
            seated = [p for table in r.tables for pair in table for p in pair]
            assert sorted(seated + list(r.byes)) == list(range(1, n + 1)) and len(r.byes) == n % 4
        partners, opponents, after = meetings(schedule_)
        assert max(partners.values()) == 1, "a partnership repeated"
        counts = [opponents[frozenset(p)] for p in itertools.combinations(range(1, n + 1), 2)]
        assert max(counts) <= MOST_MEETINGS and max(counts) - min(counts) <= MOST_MEETINGS
        for byes in after:  # after every round, no player has sat out twice more than another
            assert max(byes[p] for p in range(1, n + 1)) - min(byes[p] for p in range(1, n + 1)) <= 1


@pytest.mark.parametrize("n", range(13, MAX_PLAYERS + 1))
def test_rotation_an_evening_of_eight_rounds_meets_no_two_players_more_than_twice(n: int) -> None:
    # as evenly as can be in a club's evening: eight rounds give each player sixteen meetings among 12 to 39 others,
    # and no two of them meet a third time (with fewer players there are too few tables a round to avoid it)
    _, opponents, _ = meetings(schedule(n, 8))
    assert max(opponents.values()) <= 2


@pytest.mark.parametrize("n", [n for n in PLAYERS if n % 4 in (0, 1)])
def test_rotation_full_cycle_every_two_players_meet_twice_where_the_seating_is_perfect(n: int) -> None:
    # with no one sitting out (n = 4k) or one (4k + 1) and a perfect round 0 (each difference once), the whole
    # cycle is a whist tournament: everyone partners everyone once and meets everyone else twice as an opponent
    q, _, inf_with, tables = _starter(n)
    classes = [c for a, b in tables for c in ((a - b) % q, (a + b) % q)] + ([inf_with] if inf_with else [])
    if any(k > 1 for k in Counter(min(c, q - c) for c in classes).values()):
        pytest.skip(f"no perfect round 0 found for {n} players")
    partners, opponents, _ = meetings(schedule(n, max_rounds(n)))
    assert len(partners) == n * (n - 1) // 2
    assert set(opponents[frozenset(p)] for p in itertools.combinations(range(1, n + 1), 2)) == {2}


def test_rotation_schedule_refuses_what_it_cannot_give() -> None:
    with pytest.raises(ValueError, match="4 to 40 players"):
        schedule(41, 3)
    with pytest.raises(ValueError, match="1 to 7 rounds"):
        schedule(8, 8)  # an eighth round would pair two players again


# -- a rotation evening ruled -----------------------------------------------------------------------------------

FIVE = {p: {"name": p.upper()} for p in ("a", "b", "c", "d", "e")}


def test_rotation_evening_points_are_the_sides_points_summed_and_ranked() -> None:
    # family.md section 5: "each round a fixed number of deals, options.deals_per_round, at every table ... players'
    # scores are their side's points in each round, summed"; the deals past the round's number are not counted
    chart = rule_evening(evening(kind="rotation", people=FIVE, options={"deals_per_round": 2}))["schedule"]
    assert len(chart) == 5 and all(len(r["byes"]) == 1 for r in chart)
    first = chart[0]["tables"]["1"]
    seats = " ".join(first[s] for s in "NESW")
    r = rule_evening(evening(round_(table(seats, won("N", 5), won("E"), won("E", 5))), kind="rotation",
                             people=FIVE, options={"deals_per_round": 2}))
    one = r["rounds"][0]
    assert one["status"] == "decided" and one["tables"]["1"]["score"] == {"NS": 2, "EW": 1}
    assert one["byes"] == chart[0]["byes"] and one["next"] == chart[1]["tables"] and one["seated"] == []
    north, south, east = first["N"], first["S"], first["E"]
    assert r["players"][north] == r["players"][south] == {"points": 2, "rounds": 1, "byes": 0, "rank": 1}
    assert r["players"][east]["rank"] == 3 and r["players"][chart[0]["byes"][0]]["byes"] == 1
    assert r["players"][chart[0]["byes"][0]]["rank"] == 5


def test_rotation_evening_in_play_until_the_round_s_deals_are_played() -> None:
    r = rule_evening(evening(round_(table("a b c d", won("N"))), kind="rotation", people=FIVE,
                             options={"deals_per_round": 4}))
    assert r["rounds"][0]["status"] == "in_play" and r["rounds"][0]["tables"]["1"]["winners"] is None


def test_rotation_evening_a_round_seated_otherwise_than_the_schedule_is_noted() -> None:
    chart = rule_evening(evening(kind="rotation", people=FIVE, options={"deals_per_round": 1}))["schedule"]
    first = chart[0]["tables"]["1"]
    swapped = " ".join(first[s] for s in "ESWN")  # everyone one seat round
    r = rule_evening(evening(round_(table(swapped, won("N"))), kind="rotation", people=FIVE,
                             options={"deals_per_round": 1}))
    assert [(s["seat"], s["ruled"]) for s in r["rounds"][0]["seated"]] == [(s, first[s]) for s in "NESW"]
