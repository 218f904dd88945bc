"""Euchre: four hands in two fixed pairs, partners opposite (Foster's Euchre Laws; the 1862 code).

Law: foster:text (the pack, the partners), 1862:II.35.
"""
from __future__ import annotations

from .base import Game


class Euchre(Game):
    """Four-hand euchre: the seats in two pairs, partners sitting opposite."""

    name = "euchre"
    title = "Euchre"
    seats = (4,)
    seats_said = "Four-hand euchre has four seats."
    codes = ("foster", "1862")
    one_pass = True

    def pack_size(self, seats: int) -> int:
        return 32  # foster:text pack: the piquet pack; the 1862 code counts nine trumps likewise

    def side_seats(self, seats: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
        return ((seats[0], seats[2]), (seats[1], seats[3]))


EUCHRE = Euchre()
