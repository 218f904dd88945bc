"""Foster's MILITARY EUCHRE (``foster:military``): each table a fort, the East and West pairs travelling from
fort to fort, one game of five points at each with no lone hands, a flag to the winners of each game, and the
victors the fort that has captured the greatest number of flags.

Readings where Foster is silent (docs/reading.md#military-euchre): a fort's pairs are those who sat at it in
the first round (North and South its garrison, East and West its travellers); a flag the travellers win is
captured for their own fort; the travellers move to the next table by number, the last to No. 1; a lone hand
counts as the partners' hand (as at Progressive's head table); forts tied on flags are joint victors.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .evening_record import EVENING_RULING_FORMAT, Evening, table_names
from .round_tables import Counting, TableResult, count, pairs_of, quote


def rule_military(evening: Evening) -> dict[str, Any]:
    """The ruling on a military evening (``euchre-evening-ruling/1``), as far as it goes."""
    home: dict[str, str] = {}  # each player's fort: where he sat in the first round
    if evening.rounds:
        for name, record in evening.rounds[0]["tables"].items():
            home.update(dict.fromkeys((record.get("players") or {}).values(), name))
    forts = sorted({*home.values()}, key=int)
    flags = dict.fromkeys(forts, 0)
    players: dict[str, dict[str, int]] = {p: {"points": 0, "flags": 0} for p in evening.names}
    rounds = []
    circuit = len(forts)
    for r, round_ in enumerate(evening.rounds):
        tables = [fort_game(evening, r, round_, name) for name in table_names(round_)]
        captured: dict[str, str | None] = {}
        for table in tables:
            for pair in table.pairs.values():
                for player in pair.players:
                    if player in players:
                        players[player]["points"] += table.score[pair.side]
            if table.winners is None:
                continue
            winners = table.pairs[table.winners]
            fort = home.get(winners.players[0], table.name)
            captured[table.name] = fort if r < circuit else None
            for player in winners.players:
                if player in players:
                    players[player]["flags"] += 1
            if r < circuit and fort in flags:
                flags[fort] += 1
        decided = all(t.winners is not None for t in tables)
        citations = [quote("foster:military#flags", "flags"), quote("foster:military#progress", "next")]
        rounds.append({
            "status": "decided" if decided else "in_play",
            "tables": {t.name: t.to_dict() for t in tables},
            "flags": captured,
            "next": travel(tables) if decided else None,
            "citations": citations,
            "finding": "" if r < circuit else "The travellers were home again: the game had ended, and this "
                                               "round's flags are not counted.",
        })
    most = max(flags.values(), default=0)
    over = len(evening.rounds) >= circuit > 0 and all(r["status"] == "decided" for r in rounds[:circuit])
    return {
        "format": EVENING_RULING_FORMAT, "kind": evening.kind, "code": evening.code,
        "rounds": rounds,
        "forts": {fort: {"flags": flags[fort], "players": sorted(p for p, f in home.items() if f == fort)}
                  for fort in forts},
        "flags": flags,
        "victors": [fort for fort in forts if flags[fort] == most] if over and most else [],
        "over": over,
        "citations": [quote("foster:military#forts", "forts"), quote("foster:military#victors", "victors")],
        "players": players,
    }


def fort_game(evening: Evening, r: int, round_: Mapping[str, Any], name: str) -> TableResult:
    """One game of five points at a fort, no lone hands allowed (foster:military#progress)."""
    record = round_["tables"][name]
    ruling = evening.rulings[(r, name)]
    seats = record["seats"]
    result = TableResult(name=name, seats=tuple(seats), pairs=pairs_of(record, evening.lady_group, evening.groups),
                         score={seats[0] + seats[2]: 0, seats[1] + seats[3]: 0})
    game_to = evening.options["game_to"]
    count(result, record, ruling, Counting(stop=None, lone_barred="foster:military#progress", game_to=game_to))
    result.cites("foster:military#progress", "winners")
    first, second = sorted(result.score, key=lambda s: -result.score[s])
    if result.score[first] >= game_to:
        result.winners, result.decided_by = first, "game"
        result.cites("foster:military#flags", "winners")
        result.findings.append(f"{first} won the game, {result.score[first]} to {result.score[second]}, and a flag.")
        if len(result.counted) < sum(1 for d in ruling["deals"] if d["status"] == "scored"):
            result.findings.append("The deals recorded after the game are not counted: one game is played at each.")
    else:
        result.findings.append("The game is in play.")
    return result


def travel(tables: list[TableResult]) -> dict[str, dict[str, str]]:
    """The next round's seats: North and South stay at their fort; East and West go on to the next table (the last
    to No. 1), keeping their seats."""
    seating: dict[str, dict[str, str]] = {}
    for k, table in enumerate(tables):
        here = {seat: player for pair in table.pairs.values() for seat, player in zip(pair.seats, pair.players)}
        came = tables[k - 1]
        there = {seat: player for pair in came.pairs.values() for seat, player in zip(pair.seats, pair.players)}
        seats = table.seats
        seating[table.name] = {seats[i]: (here if i % 2 == 0 else there).get(seats[i], "") for i in range(4)}
    return seating
