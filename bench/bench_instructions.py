"""The law engine's work per deal counted in machine instructions, against a baseline revision, in one run.

    .venv/bin/python bench/bench_instructions.py --baseline REV [--deals 1000]

Wall-clock figures on a shared two-core machine move by a fifth from run to run when other jobs run
beside them (``docs/benchmarks.md``); the instructions a process executes do not. Each corpus of
``bench/corpus.py`` (the regular deals, and the deals of all kinds) is ruled under Valgrind's
``cachegrind`` (``--cache-sim=no``: the instructions alone) in three processes: one that only loads
both engines and the corpus and warms their caches on fifty records (``none``), one that then rules
every record with this checkout's engine (``ours``), one with the engine at ``REV`` (``base``). The
difference from ``none`` is the ruling's own count; the ratio ``base / ours`` above 1 means this
checkout does less work. ``PYTHONHASHSEED=0`` keeps the counts repeatable (to a few tenths of a
percent: the addresses still differ from run to run). Instructions are not time: a change that
saves instructions but touches more memory may not be faster; ``bench_engine.py`` times it.
Valgrind must be installed (Debian: ``valgrind``); each process takes a minute or two.
"""
from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
WARM = 50  # records ruled by both engines in every process, before the count's difference


def child(which: str, kind: str, deals: int, baseline: str) -> None:
    """Run under Valgrind: load, warm, and (``ours`` or ``base``) rule the corpus once."""
    from bench_engine import load_baseline
    from corpus import make_corpus

    import referee
    base = load_baseline(baseline, Path(tempfile.mkdtemp()))
    assert base is not None, f"no engine at {baseline}"
    corpus = make_corpus(deals, per_record=10, irregular=0.0 if kind == "regular" else 0.1,
                         seed=2026 if kind == "regular" else 2027)
    for r in corpus.records[:WARM]:
        referee.rule(r)
        base(r)
    rule = {"ours": referee.rule, "base": base}.get(which)
    if rule is not None:
        for r in corpus.records:
            rule(r)


def counted(which: str, kind: str, deals: int, baseline: str) -> int:
    """The instructions the child process ``which`` executed, as cachegrind counts them."""
    out = subprocess.run(
        ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
         sys.executable, __file__, "--child", which, kind, str(deals), "--baseline", baseline],
        capture_output=True, text=True, env={**os.environ, "PYTHONHASHSEED": "0"}, check=True)
    found = re.search(r"I\s+refs:\s+([\d,]+)", out.stderr)
    assert found, out.stderr[-2000:]
    return int(found.group(1).replace(",", ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", required=True, metavar="REV")
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--kinds", default="regular,all", help="regular, all (deals of all kinds), or both")
    parser.add_argument("--child", nargs=3, metavar=("WHICH", "KIND", "DEALS"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        which, kind, deals = args.child
        child(which, kind, int(deals), args.baseline)
        return
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is not installed (Debian: apt-get install valgrind)")
    print(f"Engine: instructions per deal, {args.deals:,} deals per corpus in records of 10, against {args.baseline}")
    for kind in args.kinds.split(","):
        with ThreadPoolExecutor(max_workers=3) as pool:
            none, ours, base = pool.map(lambda w: counted(w, kind, args.deals, args.baseline), ("none", "ours", "base"))
        o, b = (ours - none) / args.deals, (base - none) / args.deals
        print(f"  {kind + ' deals':<14} ours {o:>10,.0f}   {args.baseline} {b:>10,.0f}   ratio {b / o:.3f}")


if __name__ == "__main__":
    sys.path.insert(0, str(HERE))
    main()
