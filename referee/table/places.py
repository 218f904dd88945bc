"""Where a card is: one model of places for every trick game."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Kind = Literal["hand", "stock", "widow", "turn_up", "discards", "trick", "won", "out"]


@dataclass(frozen=True, slots=True)
class Place:
    """A place at the table: a seat's hand or tricks won (``seat`` named), or the table's stock, widow, turn-up,
    discards, the trick on the table, or out of play."""

    kind: Kind
    seat: str | None = None

    def __str__(self) -> str:
        said = {"hand": "'s hand", "won": "'s tricks", "discards": "'s discards"}
        if self.seat is not None:
            return f"{self.seat}{said.get(self.kind, ' ' + self.kind)}"
        return {"turn_up": "the turn-up", "out": "out of play"}.get(self.kind, f"the {self.kind}")


STOCK = Place("stock")
WIDOW = Place("widow")
TURN_UP = Place("turn_up")
TRICK = Place("trick")
OUT = Place("out")


def hand(seat: str) -> Place:
    return Place("hand", seat)


def won(seat: str) -> Place:
    return Place("won", seat)


def discards(seat: str | None = None) -> Place:
    """A seat's discards (laid out face down), or the table's where no seat is named."""
    return Place("discards", seat)
