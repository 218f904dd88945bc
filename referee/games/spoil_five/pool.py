"""What a deal of Spoil Five pays (napoleon-spoil-five.md §7.6): the stake into the pool, then the pool taken by
three tricks, by five with a counter from each other player, lost by a jink that fails, or spoiled and carried."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...ledger.settlement import POOL, Transfer


@dataclass(frozen=True, slots=True)
class Outcome:
    """How the deal ends for the pool: ``taker`` (or None: spoiled), whether he took all five, whether he jinked,
    ``decided`` False where the record stops before the deal is (``incomplete``), and the laws it goes by."""

    taker: str | None
    five: bool
    jinked: bool
    decided: bool
    laws: tuple[str, ...]
    said: str


def stake(seats: Sequence[str], dealer: str, pool_stands: bool, for_all: bool) -> list[Transfer]:
    """The deal's counters into the pool: "Before play begins each player deposits one counter in the pool, and to
    this amount each successive dealer adds a counter until the pool is won, when all contribute equally to form a
    new one" (foster:spoil-five#pool); with the dealer putting up for all, one for each player from him, every deal
    (foster:spoil-five#dealer-for-all)."""
    if for_all:
        return [Transfer(len(seats), POOL, dealer, "foster:spoil-five#dealer-for-all")]
    if pool_stands:
        return [Transfer(1, POOL, dealer, "foster:spoil-five#pool")]
    return [Transfer(1, POOL, seat, "foster:spoil-five#pool") for seat in seats]


def outcome(winners: Sequence[str], fourth_led_by: str | None, claimed: str | None,
            cannot_win: frozenset[str]) -> Outcome:
    """The deal's end for the pool, from the winners of its tricks in order, the leader of a fourth trick (his going
    on, if he won the first three), the player who abandoned his hand and claimed the pool, and the players who
    cannot win it (barred, foul).

    "If any one person can win three tricks he takes the pool. If he can win all five tricks he not only gets the pool,
    but receives an extra counter from each of the other players" (#three-tricks, #five-tricks); "if he continues
    playing he must jink it, and get all five tricks or lose what he has already won, the game being spoiled just as
    if no one had won three tricks" (#jink): only the first three tricks can be jinked (a reading)."""
    three = next((k for k in range(len(winners)) if winners[: k + 1].count(winners[k]) == 3), None)
    if three is None:
        if len(winners) < 5:
            return Outcome(None, False, False, False, (), "The hand is not played out.")
        return Outcome(None, False, False, True, ("foster:spoil-five#spoiled",),
                       "No player won three tricks: the game is spoiled, and the pool stands for the next deal.")
    seat = winners[three]
    if seat in cannot_win:
        return Outcome(None, False, False, True, ("foster:spoil-five#irregularities-in-play", "foster:spoil-five#spoiled"),
                       f"{seat} won three tricks, but has no right to the pool, which he cannot win: he takes "
                       "nothing, and the game is spoiled.")
    jinked = three == 2 and fourth_led_by == seat
    if jinked:
        if len(winners) == 5 and winners.count(seat) == 5:
            return Outcome(seat, True, True, True, ("foster:spoil-five#jink", "foster:spoil-five#five-tricks"),
                           f"{seat} won the first three tricks and went on: he jinked it and won all five, and takes "
                           "the pool and a counter from each of the other players.")
        if any(w != seat for w in winners[3:]):
            return Outcome(None, False, True, True, ("foster:spoil-five#jink", "foster:spoil-five#spoiled"),
                           f"{seat} won the first three tricks and went on without winning all five: he loses what he "
                           "had won, the game being spoiled just as if no one had won three tricks.")
        return Outcome(None, False, True, False, (), f"{seat} is jinking it; the hand is not played out.")
    if claimed == seat or len(winners) == 5:
        return Outcome(seat, False, False, True, ("foster:spoil-five#three-tricks",),
                       f"{seat} won three tricks and takes the pool.")
    return Outcome(None, False, False, False, (), f"{seat} has won three tricks and has neither claimed the pool "
                   "nor gone on.")


def paid(result: Outcome, pool: int, others: Sequence[str]) -> list[Transfer]:
    """What ``result`` pays beyond the stake: the pool (``pool`` counters) to its taker, and with five tricks a
    counter from each of ``others``."""
    if result.taker is None:
        return []
    out = [Transfer(pool, result.taker, POOL, result.laws[0], also=result.laws[1:])] if pool else []
    if result.five:
        out += [Transfer(1, result.taker, seat, "foster:spoil-five#five-tricks") for seat in others]
    return out
