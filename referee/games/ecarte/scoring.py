"""Écarté's points by tricks in one hand (ecarte.md §6, Scoring by tricks): "A player winning three tricks out of the
five possible, counts one point toward game; winning all five tricks, which is called the vole, counts two points"
(foster:ecarte#point-vole); the player at risk (who stood, or refused the first proposal) "must win at least three
tricks or lose two points" (foster:ecarte#stand-refuse-penalty); "In no case can a player make more than two points
in one hand by tricks" (foster:ecarte#two-by-tricks); a renouncer who "makes the odd trick ... counts nothing; if he
makes all five tricks, he counts one point only, instead of two" (foster:ecarte#renounce)."""
from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import Literal

#: The first answer, which fixes the scoring: the pone stood ("plays without proposing"), the dealer refused the first
#: proposal, or accepted it (foster:ecarte#stand-scoring, #refuse-scoring, #accepted-scoring).
FirstAnswer = Literal["stood", "refused", "accepted"]

SCORING_LAW: Mapping[FirstAnswer, str] = {
    "stood": "foster:ecarte#stand-scoring",
    "refused": "foster:ecarte#refuse-scoring",
    "accepted": "foster:ecarte#accepted-scoring",
}


@dataclass(frozen=True, slots=True)
class TrickPoints:
    """What the tricks of a hand give: ``points`` to ``seat`` (none: nobody won three), by ``laws`` (most specific
    first), and how (``failed_three``: the player at risk failed; ``renounced``: the winner renounced)."""

    seat: str | None
    points: int
    laws: tuple[str, ...]
    failed_three: bool = False
    renounced: bool = False


def trick_points(tricks_won: Mapping[str, int], pone: str, dealer: str, first: FirstAnswer,
                 renouncers: Collection[str] = ()) -> TrickPoints:
    """The points the tricks ``tricks_won`` give (by seat, five in all or fewer where the hand stopped), the first
    answer being ``first``, the seats in ``renouncers`` having renounced."""
    at_risk = pone if first == "stood" else dealer if first == "refused" else None
    law = SCORING_LAW[first]
    winner = next((seat for seat in (pone, dealer) if tricks_won.get(seat, 0) >= 3), None)
    if winner is None:
        return TrickPoints(None, 0, (law,))
    vole = tricks_won[winner] == 5
    if winner in renouncers:
        return TrickPoints(winner, 1 if vole else 0, ("foster:ecarte#renounce", "foster:ecarte#played-over", law),
                           renounced=True)
    if at_risk is not None and winner != at_risk:  # the player at risk failed: two, the vole no more
        laws: tuple[str, ...] = (law, "foster:ecarte#stand-refuse-penalty", "foster:ecarte#two-by-tricks")
        if vole and first == "refused":
            laws = ("foster:ecarte#refused-vole", *laws)
        return TrickPoints(winner, 2, laws, failed_three=True)
    return TrickPoints(winner, 2 if vole else 1, (law, "foster:ecarte#point-vole"))
