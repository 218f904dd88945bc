"""Time the two documents against a blank one-page WeasyPrint document, in the same run.

    .venv/bin/python bench/bench_reports.py [--runs N]

Prints the median time of each (after one warm-up run each) and the ratio to the blank page.
The ruling report is the spec's example 3 (a revoke with an election); the scoresheet is a
table of three games and a rubber, deal by deal with the counters, from tests/played.py."""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

import weasyprint  # type: ignore[import-untyped]

from referee.reports import ruling_report_pdf, scoresheet_pdf

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT.parent / "shared" / "spec" / "examples" / "03-revoke-with-election.record.json"
sys.path.insert(0, str(ROOT / "tests"))
from played import euchre_record, lone_march, march  # noqa: E402


def blank() -> bytes:
    pdf: bytes = weasyprint.HTML(string="<!DOCTYPE html><html><body><p>&nbsp;</p></body></html>").write_pdf()
    return pdf


def timed(make: Callable[[], bytes], runs: int) -> float:
    make()  # warm-up: fonts, templates, caches
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        make()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    record = json.loads(EXAMPLE.read_text())
    table = euchre_record(march("EW"), lone_march("NS"), march("NS"), lone_march("EW"), march("EW"),
                          lone_march("NS"), lone_march("EW"), march("NS"))
    base = timed(blank, args.runs)
    print(f"blank one-page document  {base * 1000:8.1f} ms")
    for name, make in (("ruling report (example 3)", lambda: ruling_report_pdf(record)),
                       ("scoresheet (3 games, rubber)", lambda: scoresheet_pdf([table]))):
        t = timed(make, args.runs)
        print(f"{name:<25}{t * 1000:8.1f} ms  {t / base:5.1f}x the blank page")


if __name__ == "__main__":
    main()
