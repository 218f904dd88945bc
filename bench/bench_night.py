"""Whether anonymous clients can stop a club's printing: a scorer's ruling PDFs while anonymous clients post the
heaviest open requests, beside the same PDFs with the service idle.

    .venv/bin/python bench/bench_night.py [--pdfs 20] [--anonymous 8] [--deals 1000] [--seconds 120]
        [--requests 200] [--root DIR]

The app (``wsgi:app`` of ``--root``, by default this checkout; another checkout, say ``git archive main``
unpacked, measures the code before) under gunicorn as ``bench_service.py`` serves it (2 workers of 4 threads), on a
SQLite file seeded with a club, its scorer and a table of four recorded deals, half of them with an irregularity.
The scorer logs in and prints the table's ruling report (``GET /tables/N/ruling.pdf``) ``--pdfs`` times, one after
another: first with the service idle, then while ``--anonymous`` clients, each from an address of its own on the
loopback (127.0.0.2, 127.0.0.3, ...), post without an account, one after another, the comparison and the ruling of
a record of ``--deals`` generated deals (``POST /api/v1/comparisons`` and ``/rulings``, 1,000 deals: 1.2 MB, the
heaviest the open endpoints take) and an evening of forty tables (``POST /api/v1/evenings/rule``). Bounded: each
anonymous client stops after ``--requests`` requests or ``--seconds`` seconds, and they all stop when the scorer is
done. Printed: the scorer's PDFs by status, and their median, 90th percentile and slowest time, idle and loaded; the
anonymous requests by endpoint and status, with the median time to each answer.
"""
from __future__ import annotations

import argparse
import http.client
import json
import re
import statistics
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

from bench_evening import PASSWORD, seed as seed_evening
from bench_service import ROOT, served
from corpus import make_corpus


def seed(url: str) -> int:
    """Migrate; a club and its scorer (with a password, to log in), as ``bench_evening`` seeds them (its evening of one
    table beside), and four recorded deals at its plain table: that table's id."""
    from referee.store import GameTable, append, make_engine, session_factory

    seeded = seed_evening(url, 1)
    record = make_corpus(4, per_record=4, irregular=0.5, seed=38).records[0]  # Ann, Bob, Cy and Di, as at the table
    engine = make_engine(url)
    with session_factory(engine)() as s:
        table = s.get_one(GameTable, seeded["plain"])
        stream = [ev for d in record["deals"] for ev in [{"type": "new_deal", "dealer": d["dealer"]}, *d["events"]]]
        for sequence, event in enumerate(stream, 1):
            append(s, table, event, sequence=sequence, scorer_id=table.created_by)
        s.commit()
    engine.dispose()
    return int(seeded["plain"])


def evening_of_forty_tables() -> dict[str, Any]:
    """An evening of one round at forty tables, each a record of ten deals told by their outcomes."""
    players = {f"p{n}": {"name": f"Player {n}"} for n in range(160)}
    tables = {str(t + 1): {"format": "euchre-record/1", "game": "euchre", "code": "foster", "seats": list("NESW"),
                           "players": {s: f"p{4 * t + i}" for i, s in enumerate("NESW")},
                           "deals": [{"dealer": "NESW"[d % 4], "events": [{"type": "outcome", "seat": "NESW"[d % 4],
                                                                           "tricks": 3}]} for d in range(10)]}
              for t in range(40)}
    return {"format": "euchre-evening/1", "kind": "progressive", "code": "foster", "players": players,
            "rounds": [{"tables": tables}]}


class Scorer:
    """The scorer at his browser: logged in (a session cookie), printing the table's ruling report."""

    def __init__(self, port: int) -> None:
        self.port, self.cookies = port, ""

    def request(self, method: str, path: str, body: str | None = None) -> tuple[int, bytes, float]:
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=600)
        headers = {"Cookie": self.cookies}
        if body is not None:
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        t0 = time.perf_counter()
        try:
            conn.request(method, path, body=body, headers=headers)
            response = conn.getresponse()
            data = response.read()
            cookies = [c.split(";")[0] for c in response.headers.get_all("Set-Cookie") or []]
            if cookies:
                kept = dict(c.split("=", 1) for c in ([self.cookies] if self.cookies else []) + cookies)
                self.cookies = "; ".join(f"{k}={v}" for k, v in kept.items())
            return response.status, data, time.perf_counter() - t0
        finally:
            conn.close()

    def log_in(self) -> None:
        from urllib.parse import urlencode
        _, page, _ = self.request("GET", "/auth/login")
        csrf = re.search(rb'name="csrf_token" value="([^"]+)"', page)
        assert csrf
        status, _, _ = self.request("POST", "/auth/login", urlencode({
            "csrf_token": csrf.group(1).decode(), "username": "bench", "password": PASSWORD, "club": "Bench Club"}))
        assert status == 302, status

    def print_pdfs(self, table: int, count: int) -> list[tuple[int, float]]:
        return [(status, took) for status, _, took in (self.request("GET", f"/tables/{table}/ruling.pdf")
                                                       for _ in range(count))]


def anonymous(port: int, address: str, bodies: list[tuple[str, bytes]], stop: threading.Event, most: int,
              seconds: float, answered: list[tuple[str, int, float]]) -> None:
    """One anonymous client, from ``address``: the open endpoints' heaviest requests in turn, one after another."""
    until = time.perf_counter() + seconds
    for n in range(most):
        if stop.is_set() or time.perf_counter() > until:
            return
        path, body = bodies[n % len(bodies)]
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=600, source_address=(address, 0))
        t0 = time.perf_counter()
        try:
            conn.request("POST", path, body=body, headers={"Content-Type": "application/json"})
            response = conn.getresponse()
            response.read()
            answered.append((path, response.status, time.perf_counter() - t0))
            if response.status in (429, 503):  # told to come back: a well-behaved client waits a second
                time.sleep(1.0)
        except OSError:
            answered.append((path, 0, time.perf_counter() - t0))
        finally:
            conn.close()


def summary(took: list[tuple[int, float]], idle: list[tuple[int, float]] | None = None) -> str:
    said = ", ".join(f"{n} x {s}" for s, n in sorted(Counter(status for status, _ in took).items()))
    times = sorted(t for status, t in took if status == 200)
    if not times:
        return f"{said:<22} none answered"
    p50, p90, top = statistics.median(times), times[int(0.9 * (len(times) - 1))], times[-1]
    ratio = ""
    base = sorted(t for s, t in idle or [] if s == 200)
    if base:
        ratio = f"  ({p50 / statistics.median(base):.1f}x, {p90 / base[int(0.9 * (len(base) - 1))]:.1f}x, " \
                f"{top / base[-1]:.1f}x idle)"
    return f"{said:<22} p50 {p50 * 1000:7.0f} ms  p90 {p90 * 1000:7.0f} ms  max {top * 1000:7.0f} ms{ratio}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pdfs", type=int, default=20)
    parser.add_argument("--anonymous", type=int, default=8)
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=120.0)
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--root", type=Path, default=ROOT)
    args = parser.parse_args()

    record = json.dumps(make_corpus(args.deals, per_record=args.deals, irregular=0.1, seed=7).records[0]).encode()
    bodies = [("/api/v1/comparisons", record), ("/api/v1/rulings", record),
              ("/api/v1/evenings/rule", json.dumps(evening_of_forty_tables()).encode())]
    print(f"gunicorn, 2 workers x 4 threads, {args.root}; {args.pdfs} ruling PDFs of 4 deals; {args.anonymous} "
          f"anonymous clients posting records of {args.deals} deals ({len(record) / 1e6:.2f} MB) and an evening of "
          f"40 tables, at most {args.requests} requests or {args.seconds:g} s each")
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite:///{Path(tmp) / 'bench.sqlite'}"
        table = seed(url)
        env = {"DATABASE_URL": url, "REFEREE_SECRET_KEY": "bench"}
        with served("wsgi:app", env, ready="/auth/login", root=args.root.resolve()) as port:
            scorer = Scorer(port)
            scorer.log_in()
            scorer.print_pdfs(table, 2)  # warm up: WeasyPrint loaded in both workers
            idle = scorer.print_pdfs(table, args.pdfs)
            print(f"the scorer's PDFs, idle:   {summary(idle)}")
            answered: list[tuple[str, int, float]] = []
            stop = threading.Event()
            clients = [threading.Thread(target=anonymous, daemon=True, args=(
                port, f"127.0.0.{k + 2}", bodies[k % len(bodies):] + bodies[:k % len(bodies)], stop, args.requests,
                args.seconds, answered)) for k in range(args.anonymous)]
            for c in clients:
                c.start()
            time.sleep(2.0)  # the anonymous requests under way
            loaded = scorer.print_pdfs(table, args.pdfs)
            stop.set()
            for c in clients:
                c.join(600)
            print(f"the scorer's PDFs, loaded: {summary(loaded, idle)}")
            for path in sorted({p for p, _, _ in answered}):
                statuses = Counter(s for p, s, _ in answered if p == path)
                print(f"  anonymous {path:<24} " + ", ".join(
                    f"{n} x {s} (median {statistics.median(t for p, st, t in answered if p == path and st == s):.2f} s)"
                    for s, n in sorted(statuses.items())))


if __name__ == "__main__":
    main()
