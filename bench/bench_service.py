"""The web service under load on loopback, against a bare Flask endpoint served the same way, in one run.

    .venv/bin/python bench/bench_service.py [--rounds 3] [--seconds 2] [--requests 2000] [--clients 4]
        [--databases sqlite,postgresql] [--growth 300]

Both apps are served by gunicorn (2 workers of 4 threads, gthread) on 127.0.0.1 at free ports;
a load generator in this process (``--clients`` threads, each on its own keep-alive connection,
each sending its next request when the last is answered) runs each endpoint for ``--seconds``
or ``--requests``, whichever comes first, after a warm-up, and stops by itself. Measured:

- ``GET /ping`` on the bare Flask app (the yardstick);
- ``POST /api/v1/rulings``: a whole record of ten deals ruled, nothing stored;
- ``GET /api/v1/tables/{id}/ruling``: a table of ten recorded deals, read and ruled;
- ``POST /api/v1/tables/{id}/events``: events appended, each client to a table of its own,
  deal after deal (``new_deal``, then the deal's facts), each naming the sequence it expects;

each on SQLite (WAL, a file) and on PostgreSQL (``REFEREE_TEST_POSTGRES_URL``, default
``postgresql+psycopg://postgres@127.0.0.1:5432/test``, in a schema of its own, dropped after)
when it answers, in ``--rounds`` rounds: in each, the yardstick, then every endpoint, so that each
endpoint's share of the yardstick's throughput is taken against the yardstick measured just before
it. Printed: the requests of all rounds pooled (requests/s, p50 and p99 latency), the median share
over the rounds and its range. Every answer must be the expected status; any other is counted and
printed. Then, in process (Flask's test client), how an append's time grows with its table: the
median append, and the table's pages that read only their part of its log (the scorer's page, the
history's newest page, the dispute form), as one table reaches 10, 100 and ``--growth`` deals.
(The season's standings are ``bench_season.py``'s.)
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from corpus import make_corpus

ROOT = Path(__file__).resolve().parent.parent
POSTGRES_URL = os.environ.get("REFEREE_TEST_POSTGRES_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test")
TOKEN = "bench-token-" + uuid.uuid4().hex
Request = tuple[str, str, bytes | None]  # method, path, JSON body


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def served(app: str, env: dict[str, str] | None = None, ready: str = "/ping", root: Path = ROOT) -> Iterator[int]:
    """``app`` (``module:name``, of the checkout at ``root``) under gunicorn on a free loopback port, stopped after."""
    port = free_port()
    cmd = [sys.executable, "-m", "gunicorn", "--bind", f"127.0.0.1:{port}", "--workers", "2",
           "--worker-class", "gthread", "--threads", "4", "--log-level", "warning", "--chdir", str(root), app]
    proc = subprocess.Popen(cmd, cwd=root,  # ``-m`` puts the working directory first on the path
                            env={**os.environ, "PYTHONPATH": f"{root}:{ROOT / 'bench'}", **(env or {})})
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
                conn.request("GET", ready)
                if conn.getresponse().status < 500:
                    break
            except OSError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                raise SystemExit(f"bench_service: {app} did not start on port {port}")
            time.sleep(0.2)
        yield port
    finally:
        proc.terminate()
        try:
            proc.wait(15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@dataclass
class Result:
    latencies: list[float] = field(default_factory=list)
    unexpected: dict[int, int] = field(default_factory=dict)
    elapsed: float = 0.0

    def quantile(self, q: float) -> float:
        ordered = sorted(self.latencies)
        return ordered[min(len(ordered) - 1, max(0, int(q * len(ordered) + 0.5) - 1))] * 1000

    @property
    def rate(self) -> float:
        return len(self.latencies) / self.elapsed


@dataclass
class Measured:
    """An endpoint measured over the rounds: its requests pooled, and its share of the bare endpoint's
    throughput in each round (that round's yardstick measured just before it)."""

    pooled: Result = field(default_factory=Result)
    shares: list[float] = field(default_factory=list)

    def add(self, result: Result, yardstick: Result | None) -> None:
        self.pooled.latencies += result.latencies
        self.pooled.elapsed += result.elapsed
        for status, n in result.unexpected.items():
            self.pooled.unexpected[status] = self.pooled.unexpected.get(status, 0) + n
        self.shares.append(result.rate / yardstick.rate if yardstick else 1.0)

    @property
    def share(self) -> float:
        return statistics.median(self.shares)


def load(port: int, make: Callable[[int], Callable[[], Request]], expect: int, *, clients: int, seconds: float,
         requests: int, warmup: int = 20, headers: dict[str, str] | None = None) -> Result:
    """Closed loop: each client sends its next request once the last is answered; ``warmup`` requests
    per client first, untimed; then until ``seconds`` pass or ``requests`` are answered in all."""
    result = Result()
    lock = threading.Lock()
    start = threading.Barrier(clients + 1)
    stop_at = [0.0]
    sent = [0]
    hdrs = {"Content-Type": "application/json", **(headers or {})}

    def client(k: int) -> None:
        nxt = make(k)
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)

        def one() -> tuple[int, float]:
            method, path, body = nxt()
            t0 = time.perf_counter()
            for attempt in (1, 2):
                try:
                    conn.request(method, path, body=body, headers=hdrs)
                    response = conn.getresponse()
                    response.read()
                    return response.status, time.perf_counter() - t0
                except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError):
                    conn.close()  # the server closed the kept-alive connection: once more on a new one
                    if attempt == 2:
                        raise
                    t0 = time.perf_counter()
            raise AssertionError

        for _ in range(warmup):
            one()
        start.wait()
        while True:
            with lock:
                if sent[0] >= requests or time.perf_counter() >= stop_at[0]:
                    break
                sent[0] += 1
            status, took = one()
            with lock:
                result.latencies.append(took)
                if status != expect:
                    result.unexpected[status] = result.unexpected.get(status, 0) + 1
        conn.close()

    threads = [threading.Thread(target=client, args=(k,), daemon=True) for k in range(clients)]
    for t in threads:
        t.start()
    stop_at[0] = time.perf_counter() + 3600
    start.wait()
    began = time.perf_counter()
    stop_at[0] = began + seconds
    for t in threads:
        t.join(seconds + 120)
    result.elapsed = time.perf_counter() - began
    return result


# -- the database: a fresh one, seeded ------------------------------------------------------------


@contextmanager
def database(kind: str, tmp: Path) -> Iterator[str]:
    if kind == "sqlite":
        yield f"sqlite:///{tmp / 'bench.sqlite'}"
        return
    from referee.store import scratch_schema

    with scratch_schema(POSTGRES_URL, "referee_bench") as url:
        yield url


def seed(url: str, tables: list[dict[str, Any]], clients: int) -> tuple[list[int], list[int]]:
    """Migrate; a club, a scorer and the API token; the recorded tables; one empty table per client.
    Returns the ids of the recorded tables and of the clients' tables."""
    from referee.store import (
        ApiToken,
        Club,
        GameTable,
        Scorer,
        append,
        create_table,
        make_engine,
        session_factory,
        upgrade,
    )
    from referee.web.auth import hash_token

    engine = make_engine(url)
    upgrade(engine)
    recorded, empty = [], []
    with session_factory(engine)() as s:
        club = Club(name="Bench Club")
        s.add(club)
        s.flush()
        scorer = Scorer(club_id=club.id, username="bench", password_hash="-")
        s.add(scorer)
        s.flush()
        s.add(ApiToken(scorer_id=scorer.id, name="bench", token_hash=hash_token(TOKEN)))
        for n, rec in enumerate(tables):
            table = create_table(s, club, name=f"Recorded {n}", game=rec["game"], code=rec["code"],
                                 seats=rec["seats"], players=rec["players"], options=rec["options"],
                                 scorer_id=scorer.id)
            seq = 1
            for deal in rec["deals"]:
                append(s, table, {"type": "new_deal", "dealer": deal["dealer"]}, sequence=seq, scorer_id=scorer.id)
                seq += 1
                for ev in deal["events"]:
                    append(s, table, ev, sequence=seq, scorer_id=scorer.id)
                    seq += 1
            recorded.append(table.id)
        for k in range(clients):
            table = create_table(s, club, name=f"Client {k}", game="euchre", code="foster",
                                 seats=["N", "E", "S", "W"], players={"N": "Ann", "E": "Bob", "S": "Cy", "W": "Di"},
                                 options={"pack": 24}, scorer_id=scorer.id)
            empty.append(table.id)
        s.commit()
        assert s.get(GameTable, recorded[0]) is not None
    engine.dispose()
    return recorded, empty


def same(method: str, path: str, body: bytes | None = None) -> Callable[[int], Callable[[], Request]]:
    """For each client, the same request again and again."""
    return lambda k: lambda: (method, path, body)


def appender(table: int, deals: list[dict[str, Any]]) -> Callable[[], Request]:
    """Appends the deals' facts to ``table`` in order, ``new_deal`` before each deal's."""
    stream = [ev for d in deals for ev in [{"type": "new_deal", "dealer": d["dealer"]}, *d["events"]]]
    state = {"next": 0}

    def nxt() -> Request:
        k = state["next"]
        state["next"] = k + 1
        body = json.dumps({"sequence": k + 1, "event": stream[k % len(stream)]}).encode()
        return "POST", f"/api/v1/tables/{table}/events", body

    return nxt


#: The pages of a table whose cost should not grow with it: they read the kept state and their own part of the log.
PAGES = {"the scorer's page": "/tables/{table}", "the history's newest page": "/tables/{table}/history",
         "the dispute form": "/tables/{table}/dispute"}


def growth(url: str, table: int, deals: list[dict[str, Any]], marks: tuple[int, ...]
           ) -> dict[str, dict[int, float]]:
    """How the table's costs grow with it, in process through the app (``create_app``, Flask's test client):
    an append (ms, the median of the appends of five deals) and each page of ``PAGES`` (the median of five
    loads) as the table reaches each of ``marks`` deals."""
    from sqlalchemy import select

    from referee.store import Scorer
    from referee.web import create_app
    from referee.web.db import get_db

    app = create_app({"DATABASE_URL": url, "SECRET_KEY": "bench", "TESTING": True})
    client = app.test_client()
    with app.app_context(), client.session_transaction() as session:
        bench = get_db().scalars(select(Scorer).where(Scorer.username == "bench")).one()
        session["scorer_id"], session["epoch"] = bench.id, bench.session_epoch  # logged in
    headers = {"Authorization": f"Bearer {TOKEN}", "Content-Type": "application/json"}
    nxt = appender(table, deals[:max(marks)])
    took: dict[int, list[float]] = {}
    pages: dict[str, dict[int, float]] = {name: {} for name in PAGES}
    for number, deal in enumerate(deals[:max(marks)], start=1):
        for _ in range(len(deal["events"]) + 1):
            _, path, body = nxt()
            t0 = time.perf_counter()
            status = client.post(path, data=body, headers=headers).status_code
            took.setdefault(number, []).append(time.perf_counter() - t0)
            if status != 201:
                raise SystemExit(f"bench_service: an append answered {status}")
        for name, path in PAGES.items() if number in marks else ():
            times = []
            for _ in range(5):
                t0 = time.perf_counter()
                status = client.get(path.format(table=table)).status_code
                times.append(time.perf_counter() - t0)
                if status != 200:
                    raise SystemExit(f"bench_service: {name} answered {status}")
            pages[name][number] = sorted(times)[2] * 1000
    appends = {}
    for mark in marks:
        times = sorted(t for n in range(mark - 4, mark + 1) for t in took[n])
        appends[mark] = times[len(times) // 2] * 1000
    return {"an append": appends, **pages}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument("--databases", default="sqlite,postgresql")
    parser.add_argument("--growth", type=int, default=300,
                        help="time an append as one table grows to 10, 100 and this many deals (0: not)")
    args = parser.parse_args()

    corpus = make_corpus(10 + 60 * args.clients, per_record=10, irregular=0.1, seed=99)
    ruled = corpus.records[0]
    per_client = [[d for r in corpus.records[1 + 6 * k:7 + 6 * k] for d in r["deals"]] for k in range(args.clients)]
    ruling_body = json.dumps(ruled).encode()
    auth = {"Authorization": f"Bearer {TOKEN}"}
    opts = {"clients": args.clients, "seconds": args.seconds, "requests": args.requests}
    rows: dict[tuple[str, str], Measured] = {}
    print(f"Service: gunicorn, 2 workers x 4 threads (gthread), on 127.0.0.1; {args.clients} clients, closed loop; "
          f"{args.rounds} rounds, each the bare endpoint then every endpoint for {args.seconds:g} s or "
          f"{args.requests} requests")
    ping = same("GET", "/ping")

    with tempfile.TemporaryDirectory() as tmp:
        for kind in args.databases.split(","):
            if kind == "postgresql":
                from referee.store import unreachable

                why = unreachable(POSTGRES_URL)
                if why:
                    print(f"  PostgreSQL not reachable at {POSTGRES_URL}: {why}")
                    continue
            with database(kind, Path(tmp)) as url:
                recorded, empty = seed(url, [ruled], args.clients)
                appenders = [appender(empty[k], per_client[k]) for k in range(args.clients)]  # on, round after round
                endpoints: list[tuple[str, str, Callable[[int], Callable[[], Request]], int, int]] = [
                    ("GET /api/v1/tables/{id}/ruling (10 deals)", kind,
                     same("GET", f"/api/v1/tables/{recorded[0]}/ruling"), 200, 20),
                    ("POST /api/v1/tables/{id}/events", kind, appenders.__getitem__, 201, 0)]
                if kind == args.databases.split(",")[0]:
                    endpoints.insert(0, ("POST /api/v1/rulings (10 deals)", "-",
                                         same("POST", "/api/v1/rulings", ruling_body), 200, 20))
                env = {"DATABASE_URL": url, "REFEREE_SECRET_KEY": "bench"}
                with served("wsgi:app", env, ready="/api/openapi.json") as port, served("bare_app:app") as bare_port:
                    for _ in range(args.rounds):
                        yardstick = load(bare_port, ping, 200, **opts)
                        rows.setdefault(("GET /ping (bare Flask)", kind), Measured()).add(yardstick, None)
                        for name, db, make, expect, warmup in endpoints:
                            result = load(port, make, expect, headers=auth, warmup=warmup, **opts)
                            rows.setdefault((name, db), Measured()).add(result, yardstick)

    grown: dict[str, dict[str, dict[int, float]]] = {}
    if args.growth:
        from referee.store import unreachable

        marks = (10, 100, args.growth)
        long_table = [d for r in make_corpus(args.growth, per_record=10, irregular=0.1, seed=98).records
                      for d in r["deals"]]
        with tempfile.TemporaryDirectory() as tmp:
            for kind in args.databases.split(","):
                if kind == "postgresql" and unreachable(POSTGRES_URL):
                    continue
                with database(kind, Path(tmp)) as url:
                    _, (table,) = seed(url, [ruled], 1)
                    grown[kind] = growth(url, table, long_table, marks)

    print(f"  {'endpoint':<44}{'db':<12}{'requests':>9}{'req/s':>9}{'p50 ms':>9}{'p99 ms':>9}{'/ bare':>8}"
          f"  {'(rounds)':<16}")
    for (name, db), m in rows.items():
        r = m.pooled
        flag = "" if not r.unexpected else f"   unexpected statuses: {r.unexpected}"
        spread = f"{min(m.shares):.2f}-{max(m.shares):.2f}" if len(m.shares) > 1 else ""
        print(f"  {name:<44}{db:<12}{len(r.latencies):>9}{r.rate:>9,.0f}{r.quantile(0.5):>9.1f}{r.quantile(0.99):>9.1f}"
              f"{m.share:>8.2f}  {spread:<16}{flag}")
    for kind, costs in grown.items():
        for what, by_deals in costs.items():
            print(f"  {what} in process ({kind}), by deals at the table: "
                  + ", ".join(f"{n}: {ms:.1f} ms" for n, ms in by_deals.items())
                  + f" ({by_deals[max(by_deals)] / by_deals[min(by_deals)]:.2f})")


if __name__ == "__main__":
    main()
