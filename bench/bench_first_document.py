"""The first document a service prints against the next, with the documents warmed at start (``reports.warm``, as
``referee serve`` and ``wsgi.py`` do in the background) and without: each in a process of its own.

    .venv/bin/python bench/bench_first_document.py [--runs N]

Prints, for each, the seconds (wall clock) of the first scoresheet and ruling report of the spec's example 3 and of the
next, WeasyPrint's import counted in the first where it is not warmed."""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT.parent / "shared" / "spec" / "examples" / "03-revoke-with-election.record.json"

ONE = """
import json, sys, time
if sys.argv[1] == "warm":
    from referee.documents.reports import warm
    warm()
record = json.loads(open(sys.argv[2]).read())
times = []
for _ in range(2):
    start = time.perf_counter()
    from referee.documents.reports import ruling_report_pdf, scoresheet_pdf
    scoresheet_pdf([record])
    ruling_report_pdf(record)
    times.append(time.perf_counter() - start)
print(json.dumps(times))
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    for how in ("cold", "warm"):
        runs = [json.loads(subprocess.run([sys.executable, "-c", ONE, how, str(EXAMPLE)], check=True,
                                          capture_output=True, text=True).stdout) for _ in range(args.runs)]
        first, then = min(r[0] for r in runs), min(r[1] for r in runs)
        print(f"{how}: the first documents {first:.2f} s, the next {then:.2f} s ({first / then:.2f}x), best of {args.runs}")


if __name__ == "__main__":
    main()
