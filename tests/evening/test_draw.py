"""The draw for places (Foster's PROGRESSIVE EUCHRE, "Drawing for Positions", foster:progressive)."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from referee.evenings.draw import DrawRefused, draw, first_seats


def test_each_group_draws_from_its_own_pack_of_black_suits_ace_to_the_number_of_tables() -> None:
    """"From the two black suits in each a sequence of cards is sorted out, equal in length to the number of tables
    in play ... The ladies take only the red-back cards, and the gentlemen only the blue." Thirty-two players fill
    eight tables: each group's cards are the clubs and spades from the ace to the eight, once each."""
    groups = {f"l{n}": "lady" for n in range(16)} | {f"g{n}": "gentleman" for n in range(16)}
    drawn = draw(groups, random.Random(1))
    for group in ("lady", "gentleman"):
        cards = sorted((c["table"], c["suit"]) for p, c in drawn.items() if groups[p] == group)
        assert cards == sorted((t, s) for t in range(1, 9) for s in "CS")


def test_same_suit_same_table_are_partners_and_sit_opposite() -> None:
    """"those drawing cards of the same suit are partners for the first game": the clubs North and South, the
    spades East and West, the lady in the first seat of each pair."""
    groups = {f"l{n}": "lady" for n in range(8)} | {f"g{n}": "gentleman" for n in range(8)}
    drawn = draw(groups, random.Random(3))
    seats = first_seats(drawn, list(groups), groups)
    assert sorted(seats) == [1, 2, 3, 4]
    for table, at in seats.items():
        assert [drawn[at[s]]["suit"] for s in "NESW"] == ["C", "S", "C", "S"]
        assert {drawn[p]["table"] for p in at.values()} == {table}
        assert [groups[at[s]] for s in "NESW"] == ["lady", "lady", "gentleman", "gentleman"]


def test_with_no_groups_the_two_packs_are_drawn_together() -> None:
    drawn = draw(dict.fromkeys(map(str, range(12))), random.Random(5))
    assert Counter((c["table"], c["suit"]) for c in drawn.values()) == {(t, s): 2 for t in (1, 2, 3) for s in "CS"}


def test_a_draw_that_cannot_fill_the_tables_is_refused_saying_why() -> None:
    with pytest.raises(DrawRefused, match="multiple of four"):
        draw(dict.fromkeys("abcdef"), random.Random(0))
    with pytest.raises(DrawRefused, match="ladies"):
        draw({"a": "lady", "b": "lady", "c": "lady", "d": "gentleman"}, random.Random(0))
