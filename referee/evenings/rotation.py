"""Rotation Euchre, the modern club's form (family.md section 5, ``kind: rotation``): a schedule of partners and
tables for any number of players, and the ruling of a rotation evening (each player's points and rank).

``schedule(players, rounds)``: for 4 to 40 players, ``rounds`` rounds in which each player partners each other
at most once, meets each as an opponent as evenly as the schedule's construction allows, and sits out (where the
players are not a multiple of four) as evenly as can be: after every round, no player has sat out twice more
than another.

The construction is cyclic. The players are the residues modulo an odd ``q`` (``q = n`` for an odd number of
players, ``q = n - 1`` and one player fixed, ``∞``, for an even number). Round 0 pairs ``k`` with ``-k`` (and
``0`` with ``∞``); every other round is round 0 with ``t`` added to every player. Two players ``x`` and ``y`` are
partners in the one round where ``x + y = 2t`` (``t`` with ``∞``): each pair at most once. Round 0's pairs are
seated two to a table so that the differences between opponents (``k - k'`` and ``k + k'``, up to sign) each
arise at most once: then over the whole cycle any two players meet as opponents exactly twice or never, and in
any part of it at most twice (found by a search; where none exists for that ``q``, a difference may arise twice,
and two players meet at most four times). Where a pair (or ``0``, for odd ``q``) is left over in round 0, it sits
out; the rounds are played in the order that keeps the byes even. Last, the rounds asked are seated again table by
table where that lessens how often opponents meet again (``_balance``): the partners and byes stay.
"""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import Any

from .evening_record import EVENING_RULING_FORMAT, Evening, table_names
from .progression import seated_otherwise
from .round_tables import Counting, TableResult, count, pairs_of

MIN_PLAYERS, MAX_PLAYERS = 4, 40
#: The most times two players meet as opponents in any schedule: round 0 uses each difference between opponents at
#: most twice, so two players meet at most four times in the whole cycle, and ``_balance`` never seats them a fifth.
MOST_MEETINGS = 4

Pair = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Round:
    """One round of a schedule: its tables (each two pairs of partners, numbered from 1) and who sits out."""

    tables: tuple[tuple[Pair, Pair], ...]
    byes: tuple[int, ...]


def max_rounds(players: int) -> int:
    """The most rounds in which no two players partner twice: ``n`` for odd ``n``, ``n - 1`` for even."""
    return players if players % 2 else players - 1


def schedule(players: int, rounds: int) -> list[Round]:
    """``rounds`` rounds for ``players`` players (numbered from 1); ``ValueError`` beyond 4..40 players or
    ``max_rounds``."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"a rotation schedule is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}")
    if not 1 <= rounds <= max_rounds(players):
        raise ValueError(f"{players} players can play 1 to {max_rounds(players)} rounds without two of them partnering "
                         f"twice, not {rounds}")
    cycle = _cycle(players)
    return _balance([cycle[t] for t in _order(players, rounds)], players)


def _balance(rounds: list[Round], players: int) -> list[Round]:
    """The rounds with their pairs seated again, round by round, wherever two tables' four pairs seated otherwise
    meet less often as opponents those who have met (the sum of their meetings, which is the sum of the squares of
    every two players' meetings, lessened): the partners and the byes as they were. A part of the cycle (an evening
    of eight rounds, say) so loses the meetings its rounds happen to repeat."""
    met = [[0] * (players + 1) for _ in range(players + 1)]
    tables = [[list(table) for table in r.tables] for r in rounds]

    def seat(a: Pair, b: Pair, k: int) -> None:
        for x in a:
            for y in b:
                met[x][y] += k
                met[y][x] += k

    def cost(a: Pair, b: Pair) -> int:
        return met[a[0]][b[0]] + met[a[0]][b[1]] + met[a[1]][b[0]] + met[a[1]][b[1]]

    for r in tables:
        for a, b in r:
            seat(a, b, 1)
    for _ in range(10):
        moved = False
        for r in tables:
            for i in range(len(r)):
                for j in range(i + 1, len(r)):
                    (a, b), (c, d) = r[i], r[j]
                    seat(a, b, -1)
                    seat(c, d, -1)
                    best, seated = cost(a, b) + cost(c, d), ((a, b), (c, d))
                    for other in (((a, c), (b, d)), ((a, d), (b, c))):
                        if cost(*other[0]) + cost(*other[1]) < best and _below(met, other):
                            best, seated, moved = cost(*other[0]) + cost(*other[1]), other, True
                    r[i], r[j] = list(seated[0]), list(seated[1])
                    seat(*seated[0], 1)
                    seat(*seated[1], 1)
        if not moved:
            break
    return [Round(tables=tuple((a, b) for a, b in r), byes=old.byes) for r, old in zip(tables, rounds)]


def _below(met: list[list[int]], seated: tuple[tuple[Pair, Pair], tuple[Pair, Pair]]) -> bool:
    """Whether seating two tables so leaves every two opponents within ``MOST_MEETINGS``."""
    return all(met[x][y] < MOST_MEETINGS for a, b in seated for x in a for y in b)


def _fold(d: int, q: int) -> int:
    d %= q
    return min(d, q - d)


@functools.cache
def _starter(players: int) -> tuple[int, int | None, int | None, tuple[Pair, ...]]:
    """Round 0: ``(q, bye, inf_with, tables)``: the unit ``k`` (the pair ``k, -k``) that sits out, if one must;
    the unit seated with ``0, ∞`` (even ``n``); and the other tables as pairs of units ``(k, k')``."""
    odd = players % 2 == 1
    q = players if odd else players - 1
    units = list(range(1, (q - 1) // 2 + 1))
    one_out = (len(units) + (0 if odd else 1)) % 2 == 1
    # the unit left out: one prime to q (the order of the rounds, ``_order``, steps by it), and for an even number
    # of players one whose triple is not 0 (``_inf_byes``)
    byes = [k for k in reversed(units) if math.gcd(k, q) == 1 and (odd or 3 * k % q)][:4] if one_out else [None]
    for overuse in (0, 1, 2, len(units)):
        for bye in byes:
            found = _seat([k for k in units if k != bye], q, not odd, overuse, [0])
            if found is not None:
                inf_with, tables = found
                return q, bye, inf_with, tables
    raise AssertionError(f"no starter for {players} players")  # overuse len(units) always seats them


def _seat(free: list[int], q: int, with_inf: bool, overuse: int,
          budget: list[int]) -> tuple[int | None, tuple[Pair, ...]] | None:
    """Seat the units ``free`` two to a table (the first with ``0, ∞`` where ``with_inf``), each difference between
    opponents used at most once, or ``overuse`` times more in all; a bounded depth-first search."""
    limit = 2000

    def search(free: list[int], used: dict[int, int], spare: int, tables: list[Pair],
               inf: int | None) -> tuple[int | None, tuple[Pair, ...]] | None:
        budget[0] += 1
        if budget[0] > limit * (overuse + 1):
            return None
        if not free:
            return inf, tuple(tables)
        options: list[tuple[int, tuple[int, ...]]]
        if with_inf and inf is None:
            options = [(k, (_fold(k, q),)) for k in free]
        else:
            options = [(k2, (_fold(free[0] - k2, q), _fold(free[0] + k2, q))) for k2 in free[1:]]
        for k, classes in options:
            over = sum(1 for c in classes if used.get(c, 0))
            if over > spare:
                continue
            for c in classes:
                used[c] = used.get(c, 0) + 1
            if with_inf and inf is None:
                found = search([x for x in free if x != k], used, spare - over, tables, k)
            else:
                found = search([x for x in free[1:] if x != k], used, spare - over, [*tables, (free[0], k)], inf)
            for c in classes:
                used[c] -= 1
            if found is not None:
                return found
        return None

    return search(free, {}, overuse, [], None)


@functools.cache
def _cycle(players: int) -> tuple[Round, ...]:
    """Every round of the cycle, round ``t`` being round 0 with ``t`` added (``∞``, player ``n``, fixed)."""
    q, bye, inf_with, tables = _starter(players)
    inf = players - 1  # ∞, for an even number of players (0-based)
    out = []
    for t in range(q):
        def unit(k: int) -> Pair:
            return ((t + k) % q + 1, (t - k) % q + 1)

        seated = [(unit(a), unit(b)) for a, b in tables]
        byes: list[int] = []
        if inf_with is not None:
            zero: Pair = (t + 1, inf + 1)
            if bye is not None and t in _inf_byes(q, bye):  # ∞ sits out here, and the unit left out plays instead
                seated.append((unit(inf_with), unit(bye)))
                byes = [*zero]
            else:
                seated.append((zero, unit(inf_with)))
                byes = [*unit(bye)] if bye is not None else []
        else:
            byes = [t + 1] + ([*unit(bye)] if bye is not None else [])
        out.append(Round(tables=tuple(seated), byes=tuple(sorted(byes))))
    return tuple(out)


def _inf_byes(q: int, bye: int) -> tuple[int, int]:
    """For ``n ≡ 2 (mod 4)``, the two rounds in which ``0 + t`` and ``∞`` sit out instead of the unit ``bye``:
    ``t`` and ``t + bye``, so that over the cycle two players sit out once and every other player twice."""
    return 0, bye % q


def _order(players: int, rounds: int) -> list[int]:
    """The rounds of the cycle to play, in order, so that after each no player has sat out twice more than another.
    Written ``t = b·u`` (``b`` the unit left out, prime to ``q``), a round's byes are ``u - 1, u + 1`` (with two out)
    or ``u - 1, u, u + 1`` (three): the rounds are taken so that these follow one another round the cycle, like a
    deal. With none or one out (``t`` itself), in turn. With three, ``u`` steps by three (where ``3 | q``, a pass of
    disjoint triples, then the next pass one further on). With two, ``u - 1, u + 1`` run along ``2j`` (``u = 2j + 1``
    for ``j`` stepping by two from ``j0``, where ``2·j0 = -1``), and the two rounds in which ``∞`` sits out (``u = 0``,
    byes ``0, ∞``; ``u = 1``, byes ``1, ∞``) are played first and half way: with ``q ≡ 1 (mod 4)`` the second falls
    in the second pass, so that ``∞`` is never two byes ahead."""
    q, bye, _, _ = _starter(players)
    if bye is None:
        return list(range(rounds))
    if players % 4 == 3:
        third = q // 3
        steps = [(3 * i + 1) % q for i in range(q)] if q % 3 else [3 * (i % third) + 1 + i // third for i in range(q)]
    else:
        j0, half = (q - 1) // 2, (q + 1) // 2
        wave = [(j0 + 2 * i) % q for i in range(q)]
        steps = [1 if j == j0 else 0 if j == (j0 + half) % q else (2 * j + 1) % q for j in wave]
    return [bye * u % q for u in steps[:rounds]]


SEATS = ("N", "E", "S", "W")


def seating(players: list[str], rounds: int) -> list[dict[str, Any]]:
    """The schedule for the evening's ``players`` (ids, in the order the evening lists them), round by round: each
    table's seats (partners opposite: the first pair North and South) and who sits out."""
    out = []
    for r in schedule(len(players), rounds):
        tables = {str(k): {seat: players[p - 1] for seat, p in zip(SEATS, (a[0], b[0], a[1], b[1]))}
                  for k, (a, b) in enumerate(r.tables, 1)}
        out.append({"tables": tables, "byes": [players[p - 1] for p in r.byes]})
    return out


def rule_rotation(evening: Evening) -> dict[str, Any]:
    """The ruling on a rotation evening (``euchre-evening-ruling/1``): each table's points over the round's deals
    (``options.deals_per_round``), each player's points (his side's, summed) and rank, and the schedule."""
    ids = list(evening.names)
    planned = evening.options["rounds"] or max_rounds(len(ids))
    chart = seating(ids, min(planned, max_rounds(len(ids)))) if MIN_PLAYERS <= len(ids) <= MAX_PLAYERS else []
    deals = evening.options["deals_per_round"]
    players: dict[str, dict[str, int]] = {p: {"points": 0, "rounds": 0, "byes": 0} for p in ids}
    rounds = []
    for r, round_ in enumerate(evening.rounds):
        tables = []
        over = True
        for name in table_names(round_):
            record = round_["tables"][name]
            ruling = evening.rulings[(r, name)]
            seats = record["seats"]
            result = TableResult(name=name, seats=tuple(seats),
                                 pairs=pairs_of(record, evening.lady_group, evening.groups),
                                 score={seats[0] + seats[2]: 0, seats[1] + seats[3]: 0})
            count(result, record, ruling, Counting(stop=None, lone_barred=None, deals=deals))
            played = sum(1 for d in ruling["deals"] if d["status"] in ("scored", "passed"))
            first, second = sorted(result.score, key=lambda s: -result.score[s])
            over = over and played >= deals
            if played < deals:
                result.findings.append(f"{played} of the round's {deals} deals played.")
            elif result.score[first] > result.score[second]:
                result.winners, result.decided_by = first, "points"
                result.findings.append(f"{first} had {result.score[first]} points to {result.score[second]} after "
                                       f"the round's {deals} deals.")
            else:
                result.decided_by = "points"
                result.findings.append(f"Tied, {result.score[first]} all, after the round's {deals} deals: each "
                                       "player counts his side's points.")
            for pair in result.pairs.values():
                for player in pair.players:
                    if player in players:
                        players[player]["points"] += result.score[pair.side]
                        players[player]["rounds"] += 1
            tables.append(result)
        seated = {p for t in tables for pair in t.pairs.values() for p in pair.players}
        for player in players:
            players[player]["byes"] += player not in seated
        rounds.append({
            "status": "decided" if over else "in_play",
            "tables": {t.name: t.to_dict() for t in tables},
            "byes": [p for p in ids if p not in seated],
            "seated": seated_otherwise(round_, chart[r]["tables"] if r < len(chart) else {}),
            "next": chart[r + 1]["tables"] if r + 1 < len(chart) else None,
        })
    ranked = sorted(players, key=lambda p: -players[p]["points"])
    for p in players:
        players[p]["rank"] = 1 + sum(1 for q in ranked if players[q]["points"] > players[p]["points"])
    return {
        "format": EVENING_RULING_FORMAT, "kind": evening.kind, "code": evening.code,
        "schedule": chart,
        "rounds": rounds,
        "players": players,
    }
