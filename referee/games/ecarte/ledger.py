"""Écarté's games to five, by seat, and Pool Écarté's pool of stakes (ecarte.md §4, §5).

"The player first reaching five points wins the game" (foster:ecarte#five); the next game begins at nothing each,
the deal passing on to the adversary (a reading, §8). At a pool, "The winner of the first game retains his seat;
the loser pays into the pool another stake, equal to the first, and retires in favour of the third player, who is
called the rentrant" (foster:pool-ecarte#loser-pays); "The pool is won by any player winning two games in succession"
(foster:pool-ecarte#two-in-succession)."""
from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any

from ...ledger.carry import Carry
from ...ledger.settlement import POOL, Settlement
from ...record import Deal, Dealt, Record
from ...table.state import Table
from .slot import EcarteSlot


def players_of(record: Record, deal: Deal, carry: Carry) -> tuple[str, str]:
    """The two who play ``deal`` (a deal of ``record``, which the store hands over without its deals): its dealer and
    its pone (recorded, or the carry's other player, or, at a new pool with no pone recorded, the dealer's left-hand
    neighbour)."""
    if deal.pone is not None:
        return deal.dealer, deal.pone
    playing = tuple(carry.game.get("players") or ())
    other = next((s for s in playing if s != deal.dealer), None)
    if other is None:
        seats = record.seats
        other = seats[(seats.index(deal.dealer) + 1) % len(seats)] if deal.dealer in seats else seats[0]
    return deal.dealer, other


@dataclass(frozen=True, slots=True)
class EcarteLedger:
    """Scores by seat in the game in progress; games won; with ``pooled``, the pool of stakes."""

    pooled: bool

    def opening(self, record: Record) -> Carry:
        seats = record.seats if not self.pooled or not record.deals else players_of(record, record.deals[0], Carry(None))
        start = record.start_score or {}
        scores = {seat: start.get(seat, 0) for seat in seats}
        game: dict[str, Any] = {"games": (), "players": tuple(seats), "holder": record.start_holder, "pools": (),
                                "pool_games": (),
                                "stakes": MappingProxyType({s: 0 for s in record.seats}), "new_game": True}
        pool = record.start_pool or 0
        return Carry(dealer=None, scores=MappingProxyType(scores), pool=pool,
                     pool_formed=record.start_pool is not None, game=MappingProxyType(game))

    def post(self, carry: Carry, settlement: Settlement, table: Table[Any]) -> Carry:
        own: EcarteSlot = table.own
        game = dict(carry.game)
        playing = (table.dealer, own.pone)
        scores = {seat: own.score(seat) for seat in playing}
        stakes = dict(game["stakes"])
        pool = carry.pool
        for t in settlement:
            if t.unit != "counters":
                continue
            pool += t.amount if t.to == POOL else -t.amount if t.from_ == POOL else 0
            if t.from_ in stakes:
                stakes[t.from_] -= t.amount
            if t.to in stakes:
                stakes[t.to] += t.amount
        formed = carry.pool_formed or any(t.to == POOL for t in settlement)
        game["stakes"] = MappingProxyType(stakes)
        game["new_game"] = False
        patterns = dict(game.get("patterns", {}))
        if own.pattern is not None:
            patterns.setdefault(table.dealer, own.pattern)
        game["patterns"] = MappingProxyType(patterns)
        dealt = next((e for e in table.deal.events if isinstance(e, Dealt)), None)
        if own.set_aside and dealt is not None:  # kept for its dealer's ensuing deal (foster:ecarte#set-aside)
            game["set_aside"] = (table.dealer, dealt, table.index)
        elif (game.get("set_aside") or ("",))[0] == table.dealer:  # his ensuing deal dealt: the cards used
            game["set_aside"] = None
        winner = own.game_winner
        if winner is not None:
            game["last_patterns"], game["patterns"] = game["patterns"], MappingProxyType({})
        if winner is None:
            return replace(carry, dealer=table.next_dealer, scores=MappingProxyType(scores), pool=pool,
                           pool_formed=formed, game=MappingProxyType(game))
        loser = own.adversary(table, winner)
        index = len(game["games"])
        won: dict[str, Any] = {"winner": winner, "score": scores}
        if self.pooled:
            out = next(s for s in table.seats if s not in playing)
            won.update(players=sorted(playing, key=table.seats.index), out=out)
            game["pool_games"] = (*game["pool_games"], index)
            if game["holder"] == winner:  # two games in succession: the pool won
                game["pools"] = (*game["pools"], {"winner": winner, "stakes": carry.pool + sum(
                    t.amount for t in settlement if t.to == POOL and t.unit == "counters"), "games":
                    list(game["pool_games"])})
                game.update(holder=None, pool_games=(), players=None)
                formed = False
            else:
                game.update(holder=winner, players=(winner, out))
            game["new_game"] = True
        game["games"] = (*game["games"], won)
        next_players = game["players"] or ()
        return replace(carry, dealer=table.next_dealer, scores=MappingProxyType({s: 0 for s in next_players or playing}),
                       pool=pool, pool_formed=formed, game=MappingProxyType(game),
                       out=frozenset({loser}) if self.pooled and game["players"] else frozenset())

    def summary(self, carry: Carry) -> dict[str, Any]:
        games = list(carry.game["games"])
        won: dict[str, int] = {}
        for g in games:
            won[g["winner"]] = won.get(g["winner"], 0) + 1
        out: dict[str, Any] = {"score": dict(carry.scores), "games": games, "games_won": won}
        if self.pooled:
            players = carry.game["players"]
            out.update(pool_total=carry.pool, stakes=dict(carry.game["stakes"]),
                       pools=[*carry.game["pools"]] + ([{"winner": None, "stakes": carry.pool,
                                                         "games": list(carry.game["pool_games"])}]
                                                       if carry.pool_formed else []),
                       next_game={"players": sorted(players, key=list(carry.game["stakes"]).index), "out": next(iter(carry.out), None)} if players else None)
        return out
