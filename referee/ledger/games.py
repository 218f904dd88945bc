"""Games to N, with rubbers, laps and slams, or a count wiped down: the Euchre family's ledger (issue 33: "a ledger
chosen by the game keeps games to N with rubbers, laps and slams, a count wiped down").

The score is ``scoring.Tally``'s, not a copy of it: a game won once a side reaches ``options.game_to`` (foster:1,
5), the rubber the best of three games, its winners adding two and the value of the games (foster:3), a lap's points
counted on the next game and a slam reckoned as two games where agreed (1862:IV.62, 63; foster:railroad#laps,
#slams), a count wiped down where the game keeps one (Set-back's, Penalty Euchre's counters). Each deal scored posts
its settlement's points to the sides, with its maker (``Table.maker``: the bidder who counts first where the game
says so, foster:500#game); a deal not scored posts nothing. The carry holds the tally as it stands after the
deal (``Carry.game["tally"]``, a copy each deal: the carry into a deal never changes) and the score of the game in
progress (``Carry.scores``), which the next deal is ruled with.
"""
from __future__ import annotations

from copy import copy
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from ..scoring import Game, Tally
from .carry import Carry
from .settlement import Settlement, net

if TYPE_CHECKING:
    from ..record import Record
    from ..table.state import Table


def _tally(carry: Carry) -> Tally:
    tally = carry.game["tally"]
    assert isinstance(tally, Tally)
    return tally


def _copied(tally: Tally) -> Tally:
    """A tally to post to, leaving ``tally`` (a carry's) as it stands: the game in progress copied, the games before it
    shared (a tally changes only its last game, and adds the next)."""
    out = copy(tally)
    last = tally.games[-1]
    out.games = [*tally.games[:-1], Game(dict(last.score), last.winner, list(last.joint), last.slam, list(last.laws),
                                          list(last.rules))]
    return out


@dataclass(frozen=True, slots=True)
class GamesLedger:
    """A table's games, scored by ``scoring.Tally`` from each deal's settlement."""

    def opening(self, record: Record) -> Carry:
        tally = Tally(record)
        return Carry(dealer=None, scores=MappingProxyType(tally.current()), game=MappingProxyType({"tally": tally}))

    def post(self, carry: Carry, settlement: Settlement, table: Table[Any]) -> Carry:
        tally = _tally(carry)
        if table.status == "scored":  # a deal scored, though it paid nothing, is posted (a won game's next begins)
            tally = _copied(tally)
            moved = net(settlement)
            tally.add({side: moved.get(side, 0) for side in table.record.sides}, table.maker)
        return replace(carry, dealer=table.next_dealer, scores=MappingProxyType(tally.current()),
                       game=MappingProxyType({"tally": tally}))

    def summary(self, carry: Carry) -> dict[str, Any]:
        return _tally(carry).to_dict()
