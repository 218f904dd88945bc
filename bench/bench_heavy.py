"""Whether heavy requests starve the others: the login page's latency while comparisons of big records run.

    .venv/bin/python bench/bench_heavy.py [--seconds 20] [--heavy 8] [--deals 1000] [--root DIR]

The app (``wsgi:app`` of ``--root``, by default this checkout: another checkout, say ``git archive main``
unpacked, measures the code before) under gunicorn as ``bench_service.py`` serves it (2 workers of 4
threads), on a SQLite file. First the login page alone (``GET /auth/login``, one client, one request after
another) for ``--seconds``; then the same while ``--heavy`` clients post comparisons
(``POST /api/v1/comparisons``) one after another, of a record of ``--deals`` generated deals (1,000 deals
is about 1.4 MB; ``--deals 1450`` is the 2 MB the server takes at most). Printed: the login page's median,
90th percentile and slowest answer in each phase and their ratio to the page alone; how many comparisons
were answered, by status, and the median time to an answer of each status.
"""
from __future__ import annotations

import argparse
import http.client
import json
import statistics
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

from bench_service import ROOT, served
from corpus import make_corpus


def timed(port: int, method: str, path: str, body: bytes | None = None) -> tuple[int, float]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=600)
    t0 = time.perf_counter()
    try:
        conn.request(method, path, body=body, headers={"Content-Type": "application/json"})
        response = conn.getresponse()
        response.read()
        return response.status, time.perf_counter() - t0
    finally:
        conn.close()


def login_latencies(port: int, seconds: float) -> list[float]:
    """The login page, one request after another, for ``seconds``."""
    took = []
    stop = time.perf_counter() + seconds
    while time.perf_counter() < stop:
        status, t = timed(port, "GET", "/auth/login")
        assert status == 200, status
        took.append(t)
    return took


def summary(took: list[float], alone: list[float] | None = None) -> str:
    ordered = sorted(took)
    p50, p90, top = statistics.median(ordered), ordered[int(0.9 * (len(ordered) - 1))], ordered[-1]
    ratio = f"  ({p50 / statistics.median(alone):.1f}x, {p90 / sorted(alone)[int(0.9 * (len(alone) - 1))]:.1f}x, " \
            f"{top / max(alone):.1f}x the page alone)" if alone else ""
    return f"{len(took):5d} requests  p50 {p50 * 1000:8.1f} ms  p90 {p90 * 1000:8.1f} ms  max {top * 1000:8.1f} ms{ratio}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--heavy", type=int, default=8)
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--root", type=Path, default=ROOT)
    args = parser.parse_args()

    record = make_corpus(args.deals, per_record=args.deals, irregular=0.1, seed=7).records[0]
    body = json.dumps(record).encode()
    print(f"gunicorn, 2 workers x 4 threads, {args.root}; comparisons of {args.deals} deals ({len(body) / 1e6:.2f} MB), "
          f"{args.heavy} at once; {args.seconds:g} s a phase")
    with tempfile.TemporaryDirectory() as tmp:
        env = {"DATABASE_URL": f"sqlite:///{Path(tmp) / 'bench.sqlite'}", "REFEREE_SECRET_KEY": "bench"}
        with served("wsgi:app", env, ready="/auth/login", root=args.root.resolve()) as port:
            login_latencies(port, 1.0)  # warm up
            alone = login_latencies(port, args.seconds)
            print(f"the login page alone:           {summary(alone)}")
            answered: list[tuple[int, float]] = []
            stop = threading.Event()

            def heavy() -> None:
                while not stop.is_set():
                    answered.append(timed(port, "POST", "/api/v1/comparisons", body))

            clients = [threading.Thread(target=heavy, daemon=True) for _ in range(args.heavy)]
            for c in clients:
                c.start()
            time.sleep(1.0)  # the comparisons under way
            loaded = login_latencies(port, args.seconds)
            stop.set()
            for c in clients:
                c.join(600)
            print(f"while {args.heavy} comparisons run:    {summary(loaded, alone)}")
            statuses = Counter(status for status, _ in answered)
            times = {s: statistics.median([t for status, t in answered if status == s]) for s in statuses}
            print("comparisons answered: " + ", ".join(f"{n} x {s} (median {times[s]:.2f} s)"
                                                      for s, n in sorted(statuses.items())))


if __name__ == "__main__":
    main()
