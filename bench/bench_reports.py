"""Time the two documents against a blank one-page WeasyPrint document, in the same run.

    .venv/bin/python bench/bench_reports.py [--runs N]

Prints the best and the median processor time of each (after a warm-up run each; the runs
interleaved, and timed by time.process_time, so that other work on a busy machine counts less)
and the ratio of the best times to the blank page's.
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

from referee.documents.reports import ruling_report_pdf, scoresheet_pdf

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT.parent / "shared" / "spec" / "examples" / "03-revoke-with-election.record.json"
sys.path.insert(0, str(ROOT / "tests"))
from played import euchre_record, lone_march, march  # noqa: E402


def blank() -> bytes:
    pdf: bytes = weasyprint.HTML(string="<!DOCTYPE html><html><body><p>&nbsp;</p></body></html>").write_pdf()
    return pdf


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args()
    record = json.loads(EXAMPLE.read_text())
    table = euchre_record(march("EW"), lone_march("NS"), march("NS"), lone_march("EW"), march("EW"),
                          lone_march("NS"), lone_march("EW"), march("NS"))
    documents: dict[str, Callable[[], bytes]] = {
        "blank one-page document": blank,
        "ruling report (example 3)": lambda: ruling_report_pdf(record),
        "scoresheet (3 games, rubber)": lambda: scoresheet_pdf([table]),
    }
    times: dict[str, list[float]] = {name: [] for name in documents}
    for make in documents.values():
        make()  # warm-up: fonts, templates, caches
    for _ in range(args.runs):  # interleaved, so that a busy machine slows all three alike
        for name, make in documents.items():
            start = time.process_time()
            make()
            times[name].append(time.process_time() - start)
    base = min(times["blank one-page document"])
    print(f"{'document':<30}{'best':>9}{'median':>9}  best / blank page")
    for name, ts in times.items():
        print(f"{name:<30}{min(ts) * 1000:7.1f}ms{statistics.median(ts) * 1000:7.1f}ms  {min(ts) / base:5.1f}x")


if __name__ == "__main__":
    main()
