"""An evening of many tables at once under load on loopback: the scorers' appends, the players' pages, the
projector's standings and the bell, with a plain table's append measured in the same run as the baseline.

    .venv/bin/python bench/bench_evening.py [--tables 40] [--seconds 40] [--pace 3] [--warmup 5]
        [--databases sqlite,postgresql] [--root DIR]

The app (``wsgi:app`` of ``--root``, by default this checkout; another checkout, say ``git archive main`` unpacked,
measures the code before on the same load) under gunicorn (2 workers of 4 threads, gthread) on 127.0.0.1, on a
database seeded with an evening of ``--tables`` tables (four players each, two groups, drawn for places, round 1
seated). First, with nothing else running, one scorer appends to a plain table of the club (``new_deal``,
``outcome``, ...) as fast as answered: the baseline. Then, for ``--seconds``, in this process:

- each table's scorer (one thread a table) appends its deals' outcomes through the API, one event every ``--pace``
  seconds (a random wait of 0.5 to 1.5 times it), and right after the bell a burst of four at once (the deal stopped,
  a tie's next hand), then on at his pace;
- each player's phone (four a table) loads the whole players' page once at the start, then asks for the bell's
  fragment every second and for the players' page's fragment every three (as the pages' htmx does: each names the
  version it shows and is answered 204 until something moves); the first ``--warmup`` seconds (every phone opening
  its page at once) are not counted but for those pages;
- each table's phone (one a table, opened by the table's link, no account) asks for its bell's fragment every second,
  as its page does;
- the projector asks for its board's fragment every three seconds and for its bell's every second; another client
  loads the whole projector's page every half second (what a page costs to make, the ruling included);
- the director rings the bell (his log-in and form, as a browser sends them) halfway through.

Printed, for each database: p50 and p99 of each request (ms), with how many; the append under load against the
baseline; and how long the bell took to reach each players' phone, each table's phone and the projector (from the
director's sending it to the page's first answer that shows it: its poll's wait included), p50, p99 and the last.
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import re
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench_service import ROOT, TOKEN, database, served

PASSWORD = "bench horse battery"
BELL_POLL = 1.0
LIVE_POLL = 3.0


@dataclass
class Timings:
    """Latencies of one kind of request, in seconds, and the answers other than those expected; those answered
    before ``since`` (the warm-up: every phone opening its page at once) are not counted."""

    took: list[float] = field(default_factory=list)
    unexpected: dict[int, int] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)
    since: float = 0.0

    def add(self, seconds: float, status: int, expected: tuple[int, ...]) -> None:
        if time.perf_counter() < self.since:
            return
        with self.lock:
            self.took.append(seconds)
            if status not in expected:
                self.unexpected[status] = self.unexpected.get(status, 0) + 1

    def quantile(self, q: float) -> float:
        ordered = sorted(self.took)
        return ordered[min(len(ordered) - 1, max(0, int(q * len(ordered) + 0.5) - 1))] * 1000 if ordered else 0.0


def seed(url: str, tables: int) -> dict[str, Any]:
    """Migrate; a club, its scorer (with a password, for the director's log-in) and the API token; a plain table;
    an evening of ``tables`` tables drawn and seated for round 1. The ids and the share token."""
    from werkzeug.security import generate_password_hash

    from referee.evenings.draw import draw, first_seats
    from referee.store import ApiToken, Club, Scorer, create_table, make_engine, session_factory, upgrade
    from referee.store.evenings import append_entries, create_evening, read_state
    from referee.store.links import evening_links
    from referee.web.auth import hash_token

    engine = make_engine(url)
    upgrade(engine)
    with session_factory(engine)() as s:
        club = Club(name="Bench Club")
        s.add(club)
        s.flush()
        scorer = Scorer(club_id=club.id, username="bench", password_hash=generate_password_hash(PASSWORD))
        s.add(scorer)
        s.flush()
        s.add(ApiToken(scorer_id=scorer.id, name="bench", token_hash=hash_token(TOKEN)))
        plain = create_table(s, club, name="Plain", game="euchre", code="foster", seats=list("NESW"),
                             players={"N": "Ann", "E": "Bob", "S": "Cy", "W": "Di"}, scorer_id=scorer.id)
        evening = create_evening(s, club, name="Bench evening", kind="progressive", scorer_id=scorer.id)
        players = [{"type": "player", "player": f"p{n}", "name": f"Player {n}",
                    "group": "lady" if n <= 2 * tables else "gentleman"} for n in range(1, 4 * tables + 1)]
        append_entries(s, evening, players, sequence=1, scorer_id=scorer.id)
        state = read_state(s, evening)
        groups = {p: v["group"] for p, v in state.players.items()}
        drawn = draw(groups, random.Random(1))
        seats = first_seats(drawn, list(state.players), groups)
        append_entries(s, evening, [{"type": "draw", "draw": drawn},
                                    {"type": "round", "round": 1, "tables": {str(t): a for t, a in seats.items()}}],
                       sequence=len(players) + 1, scorer_id=scorer.id)
        s.commit()
        links = evening_links(s, evening.id)
        return {"plain": plain.id, "evening": evening.id, "token": evening.share_token,
                "tables": [read_state(s, evening).tables[0][str(n)] for n in range(1, tables + 1)],
                "links": [links[n].token for n in range(1, tables + 1)]}


def outcomes(rng: random.Random, begun: bool = False) -> Callable[[], dict[str, Any]]:
    """A table's events, deal after deal: ``new_deal`` (the deal passing to the left), then its ``outcome``; ``begun``:
    the first deal is begun already (an evening's table, as its round was seated), its outcome first."""
    seats = "NESW"
    state = {"n": 1 if begun else 0}

    def nxt() -> dict[str, Any]:
        n = state["n"]
        state["n"] += 1
        if n % 2 == 0:
            return {"type": "new_deal", "dealer": seats[(n // 2) % 4]}
        return {"type": "outcome", "seat": rng.choice(seats), "tricks": rng.choice([0, 1, 3, 3, 4, 5])}

    return nxt


class Client:
    """One keep-alive connection, as a phone or a scorer holds one."""

    def __init__(self, port: int, headers: dict[str, str] | None = None) -> None:
        self.port = port
        self.headers = headers or {}
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        self.last_cookie = ""

    def send(self, method: str, path: str, body: bytes | None = None) -> tuple[int, str, float]:
        t0 = time.perf_counter()
        for attempt in (1, 2):
            try:
                self.conn.request(method, path, body=body, headers=self.headers)
                response = self.conn.getresponse()
                text = response.read().decode()
                cookie = response.getheader("Set-Cookie")
                if cookie:
                    self.last_cookie = cookie.split(";", 1)[0]
                return response.status, text, time.perf_counter() - t0
            except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError):
                self.conn.close()
                self.conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
                if attempt == 2:
                    raise
                t0 = time.perf_counter()
        raise AssertionError


def baseline(port: int, table: int, appends: int) -> Timings:
    """A plain table's appends, one scorer, nothing else running, each sent when the last is answered."""
    api = Client(port, {"Authorization": f"Bearer {TOKEN}", "Content-Type": "application/json"})
    nxt = outcomes(random.Random(0))
    timings = Timings()
    for sequence in range(1, appends + 1):
        status, _, took = api.send("POST", f"/api/v1/tables/{table}/events",
                                   json.dumps({"sequence": sequence, "event": nxt()}).encode())
        if sequence > 10:  # warmed up
            timings.add(took, status, (201,))
    return timings


@dataclass
class Run:
    appends: Timings = field(default_factory=Timings)
    bell_polls: Timings = field(default_factory=Timings)
    player_polls: Timings = field(default_factory=Timings)
    player_pages: Timings = field(default_factory=Timings)
    table_bell_polls: Timings = field(default_factory=Timings)
    projector_polls: Timings = field(default_factory=Timings)
    projector_bell_polls: Timings = field(default_factory=Timings)
    standings_pages: Timings = field(default_factory=Timings)
    ring: Timings = field(default_factory=Timings)
    reached: list[float] = field(default_factory=list)
    tables_reached: list[float] = field(default_factory=list)
    projector_reached: list[float] = field(default_factory=list)
    rung_at: list[float] = field(default_factory=list)
    server_cpu: float = 0.0
    """The server's processor time over the counted seconds (``served_cpu``), and this process's (the load's)."""
    load_cpu: float = 0.0
    lock: threading.Lock = field(default_factory=threading.Lock)


def served_cpu() -> float:
    """The processor time (user and system, in seconds) of the processes this one started and theirs: the server,
    gunicorn's master and its workers. What the server spent, whatever else the machine runs meanwhile."""
    tick = os.sysconf("SC_CLK_TCK")
    children: dict[int, list[int]] = {}
    spent: dict[int, float] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            text = stat.read_text()
        except OSError:  # ended meanwhile
            continue
        fields = text[text.rindex(")") + 2:].split()  # after the command's name: state, ppid, ... utime, stime
        pid = int(stat.parent.name)
        children.setdefault(int(fields[1]), []).append(pid)
        spent[pid] = (int(fields[11]) + int(fields[12])) / tick
    total, todo = 0.0, list(children.get(os.getpid(), []))
    while todo:
        pid = todo.pop()
        total += spent.get(pid, 0.0)
        todo += children.get(pid, [])
    return total


def evening_load(port: int, seeded: dict[str, Any], seconds: float, pace: float, warmup: float) -> Run:
    run = Run()
    since = time.perf_counter() + warmup
    ring_at = since + seconds / 2  # halfway, however long the director's log-in and page took
    for timings in (run.appends, run.bell_polls, run.player_polls, run.table_bell_polls, run.projector_polls,
                    run.projector_bell_polls, run.standings_pages):
        timings.since = since
    stop = threading.Event()
    rung = threading.Event()
    token = seeded["token"]

    def scorer(table: int, k: int) -> None:
        rng = random.Random(k)
        api = Client(port, {"Authorization": f"Bearer {TOKEN}", "Content-Type": "application/json"})
        _, text, _ = api.send("GET", f"/api/v1/tables/{table}")
        head = json.loads(text)["head"]  # its first deal begun as its round was seated (a checkout before: none)
        nxt, sequence, burst = outcomes(rng, begun=head > 0), head + 1, 0
        stop.wait(rng.uniform(0, pace))
        while not stop.is_set():
            status, _, took = api.send("POST", f"/api/v1/tables/{table}/events",
                                       json.dumps({"sequence": sequence, "event": nxt()}).encode())
            run.appends.add(took, status, (201,))
            sequence += 1
            if rung.is_set() and burst == 0:
                burst = 4
            if burst > 1:
                burst -= 1
                continue  # the burst after the bell: the next at once
            if burst == 1:
                burst = -1  # once a bell
            stop.wait(rng.uniform(0.5, 1.5) * pace)

    def phone(k: int) -> None:
        rng = random.Random(1000 + k)
        client = Client(port)
        status, page, took = client.send("GET", f"/e/{token}")
        run.player_pages.add(took, status, (200,))
        bell_v = ""
        live = re.search(r'part=players&amp;v=([0-9.]+)', page)
        live_v = live.group(1) if live else ""
        seen = False
        next_bell = time.perf_counter() + rng.uniform(0, BELL_POLL)
        next_live = time.perf_counter() + rng.uniform(0, LIVE_POLL)
        while not stop.is_set():
            now = time.perf_counter()
            if now >= next_bell:
                status, text, took = client.send("GET", f"/e/{token}/bell?v={bell_v}")
                run.bell_polls.add(took, status, (200, 204))
                if status == 200:
                    found = re.search(r'bell\?v=(\d+)', text)
                    bell_v = found.group(1) if found else bell_v
                    if not seen and "The bell has rung" in text:
                        seen = True
                        with run.lock:
                            run.reached.append(time.perf_counter())
                next_bell += BELL_POLL
            if now >= next_live:
                status, text, took = client.send("GET", f"/e/{token}/live?part=players&v={live_v}")
                run.player_polls.add(took, status, (200, 204))
                if status == 200:
                    found = re.search(r'part=players&amp;v=([0-9.]+)', text)
                    live_v = found.group(1) if found else live_v
                next_live += LIVE_POLL
            stop.wait(max(0.0, min(next_bell, next_live) - time.perf_counter()))

    def bell_watch(client: Client, path: str, timings: Timings, reached: list[float], k: int) -> None:
        """A page's bell, polled every second from a random start: when it first shows the bell rung."""
        rng = random.Random(5000 + k)
        version = ""
        stop.wait(rng.uniform(0, BELL_POLL))
        next_bell = time.perf_counter()
        seen = False
        while not stop.is_set():
            status, text, took = client.send("GET", f"{path}{'&' if '?' in path else '?'}v={version}")
            timings.add(took, status, (200, 204))
            if status == 200:
                found = re.search(r'v=(\d+)"', text)
                version = found.group(1) if found else version
                if not seen and ("The bell has rung" in text or "The bell!" in text):
                    seen = True
                    with run.lock:
                        reached.append(time.perf_counter())
            next_bell += BELL_POLL
            stop.wait(max(0.0, next_bell - time.perf_counter()))

    def table_phone(k: int, link: str) -> None:
        client = Client(port)
        status, _, _ = client.send("GET", f"/t/{link}")
        cookie = client.last_cookie
        assert status == 302 and cookie, "the table's link did not open"
        client.headers = {"Cookie": cookie}
        bell_watch(client, f"/evenings/{seeded['evening']}/bell?round=1", run.table_bell_polls, run.tables_reached, k)

    def projector_bell() -> None:
        bell_watch(Client(port), f"/e/{token}/bell?big=1", run.projector_bell_polls, run.projector_reached, 0)

    def projector() -> None:
        client = Client(port)
        version = ""
        while not stop.is_set():
            status, text, took = client.send("GET", f"/e/{token}/live?part=projector&v={version}")
            run.projector_polls.add(took, status, (200, 204))
            if status == 200:
                found = re.search(r'data-version="([0-9.]+)"', text)
                version = found.group(1) if found else version
            stop.wait(LIVE_POLL)

    def standings_page() -> None:
        client = Client(port)
        while not stop.is_set():
            status, _, took = client.send("GET", f"/e/{token}/projector")
            run.standings_pages.add(took, status, (200,))
            stop.wait(0.5)

    def director() -> None:
        import requests

        web = requests.Session()
        base = f"http://127.0.0.1:{port}"
        login = web.get(f"{base}/auth/login").text
        csrf = re.search(r'name="csrf_token" value="([^"]+)"', login)
        assert csrf
        web.post(f"{base}/auth/login", data={"csrf_token": csrf.group(1), "username": "bench", "password": PASSWORD,
                                              "club": "Bench Club"})
        page = web.get(f"{base}/evenings/{seeded['evening']}").text
        csrf = re.search(r'name="csrf_token" value="([^"]+)"', page)
        assert csrf, "the director is not logged in"
        stop.wait(max(0.0, ring_at - time.perf_counter()))
        t0 = time.perf_counter()
        run.rung_at.append(t0)
        rung.set()
        answer = web.post(f"{base}/evenings/{seeded['evening']}/bell", data={"csrf_token": csrf.group(1), "round": "1"},
                          allow_redirects=False)
        run.ring.add(time.perf_counter() - t0, answer.status_code, (302,))

    threads = [threading.Thread(target=scorer, args=(t, k), daemon=True) for k, t in enumerate(seeded["tables"])]
    threads += [threading.Thread(target=phone, args=(k,), daemon=True) for k in range(4 * len(seeded["tables"]))]
    threads += [threading.Thread(target=table_phone, args=(k, link), daemon=True)
                for k, link in enumerate(seeded["links"])]
    threads += [threading.Thread(target=f, daemon=True) for f in (projector, projector_bell, standings_page, director)]
    for t in threads:
        t.start()
    time.sleep(warmup)
    server, load = served_cpu(), time.process_time()
    time.sleep(seconds)
    run.server_cpu, run.load_cpu = served_cpu() - server, time.process_time() - load
    stop.set()
    for t in threads:
        t.join(60)
    return run


def report(kind: str, base: Timings, run: Run, tables: int) -> list[str]:
    rows = [("a plain table's append, alone (baseline)", base), ("an append at an evening's table", run.appends),
            ("the bell's fragment (phones, every 1 s)", run.bell_polls),
            ("the players' fragment (phones, every 3 s)", run.player_polls),
            ("the players' page, whole", run.player_pages),
            ("the table phones' bell (every 1 s)", run.table_bell_polls),
            ("the projector's board fragment (every 3 s)", run.projector_polls),
            ("the projector's bell (every 1 s)", run.projector_bell_polls),
            ("the projector's page, whole (every 0.5 s)", run.standings_pages),
            ("the director's bell (POST)", run.ring)]
    lines = [f"{kind}: {tables} tables, {4 * tables} phones"]
    for name, t in rows:
        odd = f"  unexpected: {t.unexpected}" if t.unexpected else ""
        lines.append(f"  {name:<46} p50 {t.quantile(0.5):7.1f} ms  p99 {t.quantile(0.99):7.1f} ms  "
                     f"n={len(t.took)}{odd}")
    served = sum(len(t.took) for t in (run.appends, run.bell_polls, run.player_polls, run.table_bell_polls,
                                       run.projector_polls, run.projector_bell_polls, run.standings_pages))
    lines.append(f"  the server's processor time: {run.server_cpu:.1f} s over the counted seconds, "
                 f"{run.server_cpu * 1000 / max(served, 1):.2f} ms a request ({served} requests); the load's own "
                 f"{run.load_cpu:.1f} s")
    ratio = run.appends.quantile(0.5) / base.quantile(0.5) if base.took else 0.0
    lines.append(f"  append under load / alone: p50 {ratio:.2f}x, p99 "
                 f"{run.appends.quantile(0.99) / max(base.quantile(0.99), 1e-9):.2f}x")
    if run.rung_at:
        for what, reached, of in (("players' phones", run.reached, 4 * tables),
                                  ("table phones", run.tables_reached, tables), ("projector", run.projector_reached, 1)):
            reach = sorted(at - run.rung_at[0] for at in reached)
            q = (lambda p, r=reach: r[min(len(r) - 1, max(0, int(p * len(r) + 0.5) - 1))] if r else 0.0)
            lines.append(f"  the bell reached {len(reach)} of {of} {what}: p50 {q(0.5) * 1000:.0f} ms, "
                         f"p99 {q(0.99) * 1000:.0f} ms, last {reach[-1] * 1000 if reach else 0:.0f} ms "
                         f"(their polls every {BELL_POLL:g} s included)")
    return lines


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=40)
    parser.add_argument("--seconds", type=float, default=40.0)
    parser.add_argument("--pace", type=float, default=3.0, help="seconds between a scorer's appends (on average)")
    parser.add_argument("--baseline", type=int, default=300, help="the plain table's appends, alone")
    parser.add_argument("--warmup", type=float, default=5.0, help="seconds of the load not counted, first")
    parser.add_argument("--databases", default="sqlite,postgresql")
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout whose app is served")
    args = parser.parse_args(argv)
    out: list[str] = []
    for kind in args.databases.split(","):
        with tempfile.TemporaryDirectory() as tmp, database(kind, Path(tmp)) as url:
            try:
                seeded = seed(url, args.tables)
            except Exception as err:  # noqa: BLE001 (a database that does not answer is said, and skipped)
                out.append(f"{kind}: not measured ({str(err).splitlines()[0]})")
                continue
            env = {"DATABASE_URL": url, "REFEREE_SECRET_KEY": "bench"}
            with served("wsgi:app", env, ready="/auth/login", root=args.root.resolve()) as port:
                base = baseline(port, seeded["plain"], args.baseline)
                run = evening_load(port, seeded, args.seconds, args.pace, args.warmup)
            lines = report(kind, base, run, args.tables)
            print("\n".join(lines), flush=True)
            out += lines
    print("\n" + "\n".join(out))


if __name__ == "__main__":
    sys.exit(main())
