"""The law engine's replay throughput, side by side with OpenSpiel's euchre, in one run.

    .venv/bin/python bench/bench_engine.py [--deals 10000] [--runs 3] [--baseline REV] [--profile]

A corpus of generated deals (``bench/corpus.py``) is ruled in-process through ``referee.rule``
(loading the JSON record, replaying every event under the laws, the ruling as JSON-ready dicts):

- the regular deals (ordered up, assisted, taken up, made in the second round, passed all
  round; lone hands) against OpenSpiel's euchre (C++, ``pip install open_spiel``) applying the
  same deals' actions from Python, a fresh state per deal; every OpenSpiel replay is checked
  legal, action by action, and its returns equal to the engine's points before anything is timed;
- the same number of deals of all kinds with a share of irregularities (each ruled, its
  elections made);
- time per deal for records of 1, 10, 100 and 1000 deals (it must stay flat);
- with ``--baseline REV``, the engine as it stood at git revision REV (its ``referee/`` and
  ``laws/`` extracted and imported under another name), timed in the same run on the same
  records: the speed-up.

Times are the best of ``--runs`` interleaved runs (wall clock, ``time.perf_counter``); the corpora are
frozen out of the cyclic garbage collector's sight first (``gc.freeze``), being input, not engine state.
"""
from __future__ import annotations

import argparse
import cProfile
import gc
import importlib
import io
import pstats
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from corpus import Corpus, make_corpus, openspiel_actions, record

import referee

ROOT = Path(__file__).resolve().parent.parent
Rule = Callable[[dict[str, Any]], dict[str, Any]]


def load_baseline(rev: str, into: Path) -> Rule | None:
    """``rule`` of the package as it stood at ``rev``, imported as ``referee_at_<rev>``."""
    try:
        data = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "referee", "laws"], check=True,
                              capture_output=True).stdout
    except (OSError, subprocess.CalledProcessError) as err:
        print(f"  (no baseline: git archive {rev} failed: {err})")
        return None
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        tar.extractall(into, filter="data")
    name = "referee_at_" + "".join(c for c in rev if c.isalnum())
    (into / "referee").rename(into / name)
    sys.path.insert(0, str(into))
    module = importlib.import_module(name)
    rule: Rule = module.rule
    return rule


def timed(fn: Callable[[], object]) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def rule_all(rule: Rule, records: list[dict[str, Any]]) -> Callable[[], None]:
    def run() -> None:
        for r in records:
            rule(r)
    return run


def openspiel_all(game: Any, actions: list[list[int]]) -> Callable[[], None]:
    def run() -> None:
        for seq in actions:
            state = game.new_initial_state()
            for a in seq:
                state.apply_action(a)
            state.returns()
    return run


def check(corpus: Corpus, regular_only: bool) -> None:
    """Every record is ruled; a regular deal draws no ruling and is scored or passed."""
    ruled = [d for r in corpus.records for d in referee.rule(r)["deals"]]
    assert len(ruled) == len(corpus.deals)
    for deal, out in zip(corpus.deals, ruled):
        if deal.regular:
            assert out["rulings"] == [] and out["status"] in ("scored", "passed"), (deal.kind, out)
        else:
            assert out["rulings"], deal.kind
    if regular_only:
        assert all(d.regular for d in corpus.deals)


def check_openspiel(game: Any, corpus: Corpus, actions: list[list[int]]) -> None:
    """Each OpenSpiel replay is legal action by action, and its returns are the engine's points."""
    ruled = [d for r in corpus.records for d in referee.rule(r)["deals"]]
    for deal, out, seq in zip(corpus.deals, ruled, actions):
        state = game.new_initial_state()
        for a in seq:
            assert a in state.legal_actions(), (deal.kind, a, str(state))
            state.apply_action(a)
        assert state.is_terminal()
        assert state.returns()[0] == out["points"]["NS"] - out["points"]["EW"], (deal.kind, state.returns(), out)


def growth(deals: int, seed: int, runs: int, rule: Rule) -> dict[int, float]:
    """Microseconds per deal for records of 1, 10, 100 and 1000 deals, the same deals each time."""
    chain = make_corpus(deals, per_record=1000, irregular=0.1, seed=seed + 7)
    entries = [d for r in chain.records for d in r["deals"]]
    out = {}
    for length in (1, 10, 100, 1000):
        records = [record(entries[i:i + length]) for i in range(0, len(entries), length)]
        gc.collect()
        gc.freeze()
        best = min(timed(rule_all(rule, records)) for _ in range(runs))
        out[length] = best / len(entries) * 1e6
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10_000)
    parser.add_argument("--per-record", type=int, default=10)
    parser.add_argument("--irregular", type=float, default=0.1, help="share of deals with an irregularity")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--growth-deals", type=int, default=2000)
    parser.add_argument("--baseline", metavar="REV", help="also time the engine as it stood at this git revision")
    parser.add_argument("--profile", action="store_true", help="print the engine's hot spots (cProfile)")
    args = parser.parse_args()

    print(f"Engine: referee.rule, in-process; {args.deals:,} deals per corpus, records of {args.per_record} deals; "
          f"best of {args.runs} interleaved runs")
    t0 = time.perf_counter()
    regular = make_corpus(args.deals, per_record=args.per_record, irregular=0.0, seed=args.seed)
    mixed = make_corpus(args.deals, per_record=args.per_record, irregular=args.irregular, seed=args.seed + 1)
    check(regular, regular_only=True)
    check(mixed, regular_only=False)
    kinds: dict[str, int] = {}
    for d in mixed.deals:
        kinds[d.kind] = kinds.get(d.kind, 0) + 1
    print(f"  corpora generated and checked in {time.perf_counter() - t0:.1f} s; all kinds: "
          + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items(), key=lambda kv: -kv[1])))

    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        pyspiel = None
        print("  OpenSpiel is not installed (pip install -e '.[bench]'): no side-by-side figure")
    game = actions = None
    if pyspiel is not None:
        game = pyspiel.load_game("euchre", {"stick_the_dealer": False})  # Foster's laws: a deal may pass
        actions = [openspiel_actions(d) for d in regular.deals]
        check_openspiel(game, regular, actions)
        print(f"  OpenSpiel's replays of the {len(actions):,} regular deals: every action legal, "
              "every deal's returns equal to the engine's points")

    # The corpora are the benchmark's input, not the engines' state: out of the cyclic collector's sight, so
    # that its full collections (which walk every live object) time the engines' own garbage alone.
    gc.collect()
    gc.freeze()
    base: Rule | None = None
    tmp = tempfile.TemporaryDirectory()
    if args.baseline:
        base = load_baseline(args.baseline, Path(tmp.name))

    jobs: dict[str, Callable[[], None]] = {
        "ours, regular deals": rule_all(referee.rule, regular.records),
        "ours, all kinds": rule_all(referee.rule, mixed.records),
    }
    if game is not None and actions is not None:
        jobs["OpenSpiel, regular deals"] = openspiel_all(game, actions)
    if base is not None:
        jobs[f"baseline {args.baseline}, regular deals"] = rule_all(base, regular.records)
        jobs[f"baseline {args.baseline}, all kinds"] = rule_all(base, mixed.records)
    best = {name: float("inf") for name in jobs}
    for _ in range(args.runs):
        for name, job in jobs.items():
            best[name] = min(best[name], timed(job))
    rate = {name: args.deals / t for name, t in best.items()}
    print(f"  {'':<34}{'deals/s':>10}{'us/deal':>10}")
    for name in jobs:
        print(f"  {name:<34}{rate[name]:>10,.0f}{best[name] / args.deals * 1e6:>10.1f}")
    if "OpenSpiel, regular deals" in rate:
        print(f"  ratio ours / OpenSpiel (regular deals): {rate['ours, regular deals'] / rate['OpenSpiel, regular deals']:.3f}")
    if base is not None:
        for what in ("regular deals", "all kinds"):
            print(f"  speed-up over {args.baseline} ({what}): "
                  f"{rate[f'ours, {what}'] / rate[f'baseline {args.baseline}, {what}']:.2f}x")

    print(f"Growth: time per deal by the number of deals in a record ({args.growth_deals:,} deals of all kinds)")
    ours = growth(args.growth_deals, args.seed, args.runs, referee.rule)
    print("  " + "".join(f"{n:>10}" for n in ours) + "   deals per record")
    print("  " + "".join(f"{us:>10.1f}" for us in ours.values()) + "   us per deal")
    print(f"  largest / smallest: {max(ours.values()) / min(ours.values()):.2f}")

    if args.profile:
        profile = cProfile.Profile()
        profile.runcall(rule_all(referee.rule, mixed.records))
        out = io.StringIO()
        pstats.Stats(profile, stream=out).sort_stats("tottime").print_stats(20)
        print("Profile (all kinds, by own time):")
        print("\n".join(line for line in out.getvalue().splitlines()[6:] if line.strip()))
    tmp.cleanup()


if __name__ == "__main__":
    main()
