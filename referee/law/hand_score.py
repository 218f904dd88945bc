"""What a hand played out counts: the points to its makers and to their adversaries, and the laws that say so (the
code's, ``codes.Code.hand_score``; a game's own, ``games.base.Game.hand_score``)."""
from __future__ import annotations

from dataclasses import dataclass

from .laws import Citation


@dataclass(frozen=True, slots=True)
class HandScore:
    """Points a finished hand gives, by who gets them, and the laws that say so."""

    makers: int
    defenders: int
    laws: tuple[Citation, ...]
