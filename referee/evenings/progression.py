"""Foster's PROGRESSIVE EUCHRE (``foster:progressive``): each round's results at the bell, the stars, the
progression with its change of partners, the draw, and the prizes, each decision with the sentence that decides
it.

Where Foster is silent the ruling says it takes a reading, and docs/reading.md#progressive-euchre names each:
a lone hand barred at the head table counts as the partners' hand; the next hand of a tie is the next deal not
void, and one in which no one made the trump is a hand in which neither side won a trick; in the seats a player
is not told to keep, the lady of the pair takes the first of its seats in the table's order; ties for the second
and the booby prizes follow the rule for the gold stars (the other stars, then a cut, the lowest cut winning);
a prize is won only by a player with at least one star of its colour.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .draw import first_seats
from .evening_record import EVENING_RULING_FORMAT, Evening, table_names
from .round_tables import Counting, TableResult, count, cut_rank, ladies_cut, next_hand, pairs_of, quote, stop_at

PRIZES = ("first", "second", "booby")
STAR_OF = {"first": "gold", "second": "red", "booby": "green"}


def rule_progressive(evening: Evening) -> dict[str, Any]:
    """The ruling on a progressive evening (``euchre-evening-ruling/1``), as far as it goes."""
    rounds: list[dict[str, Any]] = []
    results: list[list[TableResult]] = []
    expected = draw_seating(evening)
    for r, round_ in enumerate(evening.rounds):
        tables = [round_table(evening, r, round_, name) for name in table_names(round_)]
        ruled = round_ruling(evening, round_, tables)
        ruled["seated"] = seated_otherwise(round_, expected)
        if r == 0 and evening.draw:
            ruled["citations"].append(quote("foster:progressive#draw", "seated"))
        rounds.append(ruled)
        results.append(tables)
        expected = ruled["next"] or {}
    players = totals(evening.names, rounds, results)
    out: dict[str, Any] = {
        "format": EVENING_RULING_FORMAT, "kind": evening.kind, "code": evening.code,
        "draw": draw_seating(evening),
        "rounds": rounds,
        "players": players,
        "prizes": prizes(evening, players),
    }
    return out


def round_table(evening: Evening, r: int, round_: Mapping[str, Any], name: str) -> TableResult:
    """One table's result in round ``r``: its points when the bell tapped, and the winners."""
    order = table_names(round_)
    head = name == order[0]
    record = round_["tables"][name]
    ruling = evening.rulings[(r, name)]
    result = TableResult(name=name, seats=tuple(record["seats"]),
                         pairs=pairs_of(record, evening.lady_group, evening.groups),
                         score={side: 0 for side in _sides(record)})
    bell = round_.get("bell")
    stop = stop_at(record, bell["deal"] if bell is not None and bell["table"] == name else None)
    barred = "foster:progressive#head-table-lone" if head and not evening.options["lone_at_head"] else None
    count(result, record, ruling, Counting(stop=stop, lone_barred=barred))
    if bell is None:
        result.findings.append("The bell has not tapped: play goes on.")
        return result
    if stop is None and not head:
        result.findings.append("No bell is recorded at this table: it was between deals, and every deal counts.")
    first, second = sorted(result.score, key=lambda s: -result.score[s])
    game_to = evening.options["game_to"]
    if result.score[first] > result.score[second]:
        result.winners = first
        if head and result.score[first] >= game_to:
            result.decided_by = "game"
            result.cites("foster:progressive#game", "winners")
            result.findings.append(f"{first} won the game, {result.score[first]} to {result.score[second]}.")
        else:
            result.decided_by = "points"
            result.cites("foster:progressive#play-on", "winners")
            result.findings.append(f"{first} had {result.score[first]} to {result.score[second]} when the bell "
                                   "tapped.")
        return result
    after = stop if stop is not None else len(record["deals"]) - 1
    if not next_hand(result, record, ruling, after) and result.tricks is not None:
        ladies_cut(result, evening.cuts[r].get(name, {}))
    return result


def _sides(record: Mapping[str, Any]) -> list[str]:
    seats = record["seats"]
    return [seats[0] + seats[2], seats[1] + seats[3]]


def round_ruling(evening: Evening, round_: Mapping[str, Any], tables: list[TableResult]) -> dict[str, Any]:
    """A round's results, its stars and, once every table is decided, the next round's seats."""
    stars: dict[str, str] = {}
    citations: list[dict[str, str]] = []

    def cites(ref: str, decides: str) -> None:
        quoted = quote(ref, decides)
        if quoted not in citations:
            citations.append(quoted)

    head, booby = tables[0], tables[-1]
    for table in tables:
        if table.winners is None:
            continue
        if table is head:
            stars.update(dict.fromkeys(table.players_of(table.winners), "gold"))
            cites("foster:progressive#gold", "stars")
        else:
            stars.update(dict.fromkeys(table.players_of(table.winners), "red"))
            cites("foster:progressive#red", "stars")
        if table is booby:
            stars.update(dict.fromkeys(table.players_of(table.losers), "green"))
            cites("foster:progressive#green", "stars")
    decided = all(t.winners is not None for t in tables)
    status = "in_play" if round_.get("bell") is None else "decided" if decided else "awaiting"
    seating = progression(tables) if decided else None
    if seating is not None:
        for ref in ("gold", "head-losers", "red", "change-partners", "head-and-booby-partners"):
            cites(f"foster:progressive#{ref}", "next")
    return {
        "status": status,
        "tables": {t.name: t.to_dict() for t in tables},
        "stars": stars,
        "next": seating,
        "citations": citations,
    }


def progression(tables: list[TableResult]) -> dict[str, dict[str, str]]:
    """Where each player sits for the next round: the head table's winners keep their seats and the winners from
    No. 2 join them as partners; the other winners go up one table, the head table's losers down to the booby
    table; at every other table the lady who lost keeps her seat and takes for partner the gentleman arriving
    from below (at the booby table, from the head table), her partner the arriving lady. Partners sit opposite."""
    seating: dict[str, dict[str, str]] = {}
    for k, table in enumerate(tables):
        assert table.winners is not None and table.losers is not None
        seats = table.seats
        opposite = {seats[i]: seats[(i + 2) % 4] for i in range(4)}
        if k == 0:  # gold: the winners retain their seats; the arriving pair remain partners
            stay = table.pairs[table.winners]
            arriving = tables[1].pairs[tables[1].winners or ""] if len(tables) > 1 else table.pairs[table.losers]
            placed = {stay.seats[0]: stay.players[0], stay.seats[1]: stay.players[1]}
            free = next(s for s in seats if s not in placed)
            placed.update({free: arriving.lady, opposite[free]: arriving.gentleman})
        else:  # the lady who has just lost retains her seat; the arrivals divide
            lost = table.pairs[table.losers]
            source = tables[k + 1] if k + 1 < len(tables) else tables[0]
            arriving = source.pairs[(source.winners if source is not tables[0] else source.losers) or ""]
            lady_seat = lost.seats[lost.players.index(lost.lady)]
            placed = {lady_seat: lost.lady, opposite[lady_seat]: arriving.gentleman}
            free = next(s for s in seats if s not in placed)
            placed.update({free: arriving.lady, opposite[free]: lost.gentleman})
        seating[table.name] = {seat: placed[seat] for seat in seats}
    return seating


def draw_seating(evening: Evening) -> dict[str, dict[str, str]]:
    """The first round's seats by the draw: "The number of pips on the card drawn indicates the number of the table
    at which the player is to sit, and those drawing cards of the same suit are partners for the first game."
    (foster:progressive#draw). Seated as the service's draw seats them (``draw.first_seats``): at each table the
    pair of the first suit (clubs, then spades, the black suits Foster sorts out) North and South, the other East
    and West, each lady (with no groups, the player listed first) in the pair's first seat."""
    drawn: dict[str, dict[str, int | str]] = {pid: {"table": table, "suit": suit}
                                              for pid, (table, suit) in evening.draw.items()}
    seats = first_seats(drawn, list(evening.names), evening.groups, evening.lady_group)
    return {str(table): at for table, at in seats.items()}


def seated_otherwise(round_: Mapping[str, Any], expected: Mapping[str, Mapping[str, str]]) -> list[dict[str, Any]]:
    """Where a round's tables were seated otherwise than the draw or the last round's progression ruled: each
    seat, the player ruled to it, and the player who sat there (the hostess may seat otherwise; it is a fact)."""
    out = []
    for name in table_names(round_):
        held = round_["tables"][name].get("players") or {}
        for seat, ruled in (expected.get(name) or {}).items():
            if held.get(seat) != ruled:
                out.append({"table": name, "seat": seat, "ruled": ruled, "sat": held.get(seat)})
    return out


def prizes(evening: Evening, players: Mapping[str, Mapping[str, int]]) -> list[dict[str, Any]]:
    """The prizes: "The lady and gentleman having the largest number of gold stars taking the first prizes; the
    largest number of red stars winning the second prizes; and the largest number of green stars the booby
    prizes. One player cannot win two prizes." (foster:progressive#prizes, #one-prize); ties as #prize-ties."""
    won: set[str] = set()
    out = []
    for prize in PRIZES:
        for group in evening.group_order:
            field = [p for p in players if evening.groups.get(p) == group and p not in won]
            entry = award(prize, group, field, players, evening.prize_cuts.get(prize, {}))
            if entry["player"] is not None:
                won.add(entry["player"])
            out.append(entry)
    return out


def award(prize: str, group: str | None, field: list[str], players: Mapping[str, Mapping[str, int]],
          cuts: Mapping[str, Any]) -> dict[str, Any]:
    """One prize among ``field`` (the group's players not yet holding a prize)."""
    star = STAR_OF[prize]
    laws = [quote("foster:progressive#prizes", "prize"), quote("foster:progressive#one-prize", "prize")]
    entry: dict[str, Any] = {"prize": prize, "group": group, "player": None, "laws": ["foster:progressive"],
                             "citations": laws, "tied": [], "finding": ""}
    holders = [p for p in field if players[p][star] > 0]
    if not holders:
        entry["finding"] = f"No player yet holds a {star} star (a reading: a prize goes to a star of its colour)."
        return entry

    def merit(p: str) -> tuple[int, ...]:
        s = players[p]
        if prize == "first":  # the accompanying red stars decide it; then the fewest green
            return (s["gold"], s["red"], -s["green"])
        if prize == "second":  # a reading: as for the gold, the accompanying gold stars, then the fewest green
            return (s["red"], s["gold"], -s["green"])
        return (s["green"], -s["gold"], -s["red"])  # a reading: the booby's fewest gold, then fewest red

    best = max(merit(p) for p in holders)
    leaders = [p for p in holders if merit(p) == best]
    most = max(players[p][star] for p in holders)
    if len(leaders) == 1:
        entry["player"] = leaders[0]
        tied = [p for p in holders if players[p][star] == most and p != leaders[0]]
        entry["finding"] = f"{leaders[0]}: {most} {star} star{'s' * (most != 1)}" + (
            f", the tie with {', '.join(tied)} decided by the other stars" if tied else "") + "."
        if tied:
            laws.append(quote("foster:progressive#prize-ties", "prize"))
        return entry
    laws.append(quote("foster:progressive#prize-ties", "prize"))
    entry["tied"] = leaders
    cut = {p: cuts[p] for p in leaders if p in cuts}
    if len(cut) < len(leaders):
        entry["finding"] = f"{', '.join(leaders)} are tied on every star: the players must cut for it."
        return entry
    ranked = sorted(leaders, key=lambda p: cut_rank(cut[p]))
    if cut_rank(cut[ranked[0]]) == cut_rank(cut[ranked[1]]):
        entry["finding"] = f"{', '.join(leaders)} are tied on every star, and cut equal: they cut again."
        return entry
    entry["player"] = ranked[0]
    entry["cut"] = {p: str(c) for p, c in cut.items()}
    entry["finding"] = (f"{', '.join(leaders)} are tied on every star and cut for it: {ranked[0]} cut lowest "
                        f"({cut[ranked[0]]}), a reading of \"the lowest cut going up\".")
    return entry


def totals(players: Mapping[str, str], rounds: list[dict[str, Any]],
           results: list[list[TableResult]]) -> dict[str, Any]:
    """Each player's points over the evening (their side's points at their table, round by round) and stars."""
    out: dict[str, dict[str, int]] = {p: {"gold": 0, "red": 0, "green": 0, "points": 0} for p in players}
    for ruled, tables in zip(rounds, results):
        for player, star in (ruled.get("stars") or {}).items():
            out[player][star] += 1
        for result in tables:
            for pair in result.pairs.values():
                for player in pair.players:
                    if player in out:
                        out[player]["points"] += result.score[pair.side]
    return out
