"""The ruling of an evening and the rotation schedule, timed in-process.

    .venv/bin/python bench/bench_evening_rule.py [--tables 40] [--rounds 6] [--deals 10] [--runs 5]

- ``rule_evening`` on a Progressive evening of ``--tables`` tables and ``--rounds`` rounds, each table's
  ``--deals`` deals told by their outcomes (a club keeping only its scores) and the bell in its last deal,
  against the baseline measured in the same run: every one of its tables' records ruled alone with
  ``referee.rule``, the work at the heart of the evening's ruling. The ratio is what the evening adds
  (checking the evening and each table's record, the bell, ties, stars, the progression, the prizes).
- ``rotation.schedule(n, max_rounds(n))`` for every n from 4 to 40, its caches cleared first: the search
  for round 0's seating and the order of the rounds, the whole cycle of rounds for each n.

Times are the best of ``--runs`` (wall clock, ``time.perf_counter``).
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

import referee
from referee.evenings import rotation
from referee.evenings.evening import rule_evening

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from evenings import evening, players, round_, table, won  # noqa: E402


def progressive(tables: int, rounds: int, deals: int) -> dict[str, Any]:
    """An evening whose every table is seated by pairs of ladies and gentlemen and plays ``deals`` deals."""
    def one_round(r: int) -> dict[str, Any]:
        out = []
        for k in range(tables):
            hands = [won("NESW"[(i + k + r) % 4], 3 + (i + k) % 3) for i in range(deals)]
            hands[-1] = {**hands[-1], "events": [*hands[-1]["events"], {"type": "bell"}]}
            out.append(table(f"l{2 * k + 1} l{2 * k + 2} g{2 * k + 1} g{2 * k + 2}", *hands))
        return round_(*out, bell=deals - 1)
    return evening(*(one_round(r) for r in range(rounds)), people=players(2 * tables, 2 * tables))


def best(runs: int, work: Any) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    ev = progressive(args.tables, args.rounds, args.deals)
    records = [t for r in ev["rounds"] for t in r["tables"].values()]
    ruled = best(args.runs, lambda: rule_evening(ev))
    baseline = best(args.runs, lambda: [referee.rule(t) for t in records])
    print(f"An evening of {args.tables} tables, {args.rounds} rounds, {args.deals} deals a table "
          f"({len(records)} tables' records, {len(records) * args.deals} deals):")
    print(f"  rule_evening            {ruled * 1000:8.1f} ms  ({ruled / baseline:.2f}x the baseline)")
    print(f"  each record ruled alone {baseline * 1000:8.1f} ms  (the baseline)")

    def every_schedule() -> list[float]:
        rotation._starter.cache_clear()
        rotation._cycle.cache_clear()
        each = []
        for n in range(rotation.MIN_PLAYERS, rotation.MAX_PLAYERS + 1):
            start = time.perf_counter()
            rotation.schedule(n, rotation.max_rounds(n))
            each.append(time.perf_counter() - start)
        return each

    runs = [every_schedule() for _ in range(args.runs)]
    total = min(sum(r) for r in runs)
    worst = min(max(r) for r in runs)
    slowest = 4 + max(range(len(runs[0])), key=lambda i: min(r[i] for r in runs))
    print("The rotation schedule, every n from 4 to 40, its whole cycle of rounds:")
    print(f"  all 37 schedules        {total * 1000:8.1f} ms; the slowest, {slowest} players, {worst * 1000:.1f} ms")


if __name__ == "__main__":
    main()
