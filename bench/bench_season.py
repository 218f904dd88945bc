"""A season's standings: a club with 100,000 recorded deals, its standings in under a second.

    .venv/bin/python bench/bench_season.py [--deals 100000] [--per-table 100] [--databases sqlite,postgresql]

The club's tables (``--per-table`` deals each, of all kinds, a tenth with irregularities, players
drawn from a club of sixteen) are written to a fresh database as the store writes them: tables,
seats, players, deals and every event of the log (in bulk: executemany on SQLite, COPY on
PostgreSQL), and with each table the state, rulings and totals the store keeps with its log
(``referee.store.kept.build``, what a table's log makes; the corpus repeats a few dozen distinct
records, each ruled once). Then timed, best of ``--runs``:

- ``season_standings(session, club)``: the totals per player and partnership, summed from the kept totals;
- ``GET /api/v1/standings`` through the app (in process), the same as JSON;
- ``GET /api/v1/tables`` through the app: the club's tables, each with its log's head and live deals;
- for contrast, replaying every record per request (``evening_sheet`` over ``table_sheet`` of each table),
  timed on ten tables and scaled to the season.
"""
from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from corpus import make_corpus
from sqlalchemy import Engine, insert, text
from sqlalchemy.orm import Session

from referee.documents.scoresheet import evening_sheet, table_sheet
from referee.store import (
    ApiToken,
    Club,
    Deal,
    DealState,
    Entry,
    GameTable,
    Player,
    Scorer,
    Seat,
    TableLog,
    TableState,
    make_engine,
    normalize_url,
    session_factory,
    upgrade,
)
from referee.store.kept import build, season_standings
from referee.store.log import DealInfo
from referee.web.auth import hash_token

POSTGRES_URL = os.environ.get("REFEREE_TEST_POSTGRES_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test")
SEATS = ["N", "E", "S", "W"]
PLAYERS = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ida", "Jo", "Kit", "Lu", "Max", "Ned", "Olga", "Pat"]
TOKEN = "season-" + uuid.uuid4().hex


@contextmanager
def database(kind: str, tmp: Path) -> Iterator[str]:
    if kind == "sqlite":
        yield f"sqlite:///{tmp / 'season.sqlite'}"
        return
    from sqlalchemy import make_url
    schema = f"referee_season_{uuid.uuid4().hex[:12]}"
    admin = make_engine(POSTGRES_URL)
    with admin.begin() as conn:
        conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    try:
        yield make_url(normalize_url(POSTGRES_URL)).update_query_dict(
            {"options": f"-csearch_path={schema}"}).render_as_string(hide_password=False)
    finally:
        with admin.begin() as conn:
            conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()


def log_of(record: dict[str, Any], table: GameTable) -> TableLog:
    """The log a table with this record holds: new_deal, then the deal's facts, deal after deal."""
    rows: list[Entry] = []
    deals: dict[int, DealInfo] = {}
    for number, deal in enumerate(record["deals"], 1):
        deals[number] = DealInfo(number, deal["dealer"], len(rows) + 1)
        rows.append(Entry(len(rows) + 1, "new_deal", {"type": "new_deal", "dealer": deal["dealer"]}, number))
        rows += [Entry(len(rows) + 1 + k, "fact", ev, number) for k, ev in enumerate(deal["events"])]
    return TableLog(table, rows, deals, seats=list(record["seats"]), players=dict(record["players"]))


def seed(engine: Engine, deals: int, per_table: int) -> tuple[int, float]:
    """The season, written in bulk; returns the club's id and the seconds it took."""
    start = time.perf_counter()
    distinct = make_corpus(min(deals, 40 * per_table), per_record=per_table, irregular=0.1, seed=7).records
    kept = []
    for rec in distinct:
        table = GameTable(id=0, name="", game=rec["game"], code=rec["code"], options=rec["options"])
        state = build(log_of(rec, table))
        kept.append((state.columns(), [state.deal_columns(p) for p in range(len(state.deals))]))
    now = datetime.now(UTC)
    with Session(engine) as s:
        club = Club(name="Season Club")
        s.add(club)
        s.flush()
        scorer = Scorer(club_id=club.id, username="secretary", password_hash="-")
        s.add(scorer)
        s.flush()
        s.add(ApiToken(scorer_id=scorer.id, name="bench", token_hash=hash_token(TOKEN)))
        s.add_all(Player(id=k + 1, club_id=club.id, name=name) for k, name in enumerate(PLAYERS))
        s.commit()
        club_id = club.id
    logs = []  # per distinct record: its deals (number, dealer, opened_by) and events (sequence, kind, number, JSON)
    for rec in distinct:
        d_rows, e_rows, sequence = [], [], 0
        for number, deal in enumerate(rec["deals"], 1):
            d_rows.append((number, deal["dealer"], sequence + 1))
            for kind, body in [("new_deal", {"type": "new_deal", "dealer": deal["dealer"]})] + \
                    [("fact", ev) for ev in deal["events"]]:
                sequence += 1
                e_rows.append((sequence, kind, number, json.dumps(body)))
        logs.append((d_rows, e_rows))
    tables, seats, deal_rows, states, kept_deals, events = [], [], [], [], [], []
    deal_id = event_id = 0
    for t in range(deals // per_table):
        rec = distinct[t % len(distinct)]
        state, deal_states = kept[t % len(distinct)]
        d_rows, e_rows = logs[t % len(distinct)]
        table_id = t + 1
        tables.append({"id": table_id, "club_id": club_id, "name": f"Table {table_id}", "game": "euchre",
                       "code": rec["code"], "options": rec["options"], "start_score": None, "share_token": None,
                       "created_by": None, "created_at": now})
        for position, seat in enumerate(SEATS):
            seats.append({"id": 4 * t + position + 1, "table_id": table_id, "position": position, "name": seat,
                          "player_id": (t * 3 + position * 5) % len(PLAYERS) + 1})
        first = deal_id
        states.append({**state, "table_id": table_id})
        kept_deals += [{**d, "table_id": table_id, "deal_id": first + d["number"]} for d in deal_states]
        for number, dealer, opened_by in d_rows:
            deal_rows.append({"id": first + number, "table_id": table_id, "number": number, "dealer": dealer,
                              "opened_by": opened_by})
        deal_id += len(d_rows)
        for sequence, kind, number, body in e_rows:
            event_id += 1
            events.append((event_id, table_id, sequence, kind, first + number, body, None, now))
    with engine.begin() as conn:
        conn.execute(insert(GameTable.__table__), tables)
        conn.execute(insert(Seat.__table__), seats)
        conn.execute(insert(Deal.__table__), deal_rows)
        conn.execute(insert(TableState.__table__), states)
        conn.execute(insert(DealState.__table__), kept_deals)
    _bulk_events(engine, events)
    return club_id, time.perf_counter() - start


def _bulk_events(engine: Engine, events: list[tuple[Any, ...]]) -> None:
    columns = "id, table_id, sequence, kind, deal_id, body, scorer_id, recorded_at"
    raw = engine.raw_connection()
    try:
        cur = raw.cursor()
        if engine.dialect.name == "postgresql":
            with cur.copy(f"COPY events ({columns}) FROM STDIN") as copy:  # type: ignore[attr-defined]
                for row in events:
                    copy.write_row(row)
        else:
            cur.executemany(f"INSERT INTO events ({columns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                            [(*row[:7], row[7].strftime("%Y-%m-%d %H:%M:%S.%f")) for row in events])
        raw.commit()
    finally:
        raw.close()


def best(fn: Any, runs: int) -> tuple[float, Any]:
    out, times = None, []
    for _ in range(runs):
        t0 = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - t0)
    return min(times), out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100_000)
    parser.add_argument("--per-table", type=int, default=100)
    parser.add_argument("--databases", default="sqlite,postgresql")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"Season: {args.deals:,} recorded deals in tables of {args.per_table}; best of {args.runs}")
    with tempfile.TemporaryDirectory() as tmp:
        for kind in args.databases.split(","):
            try:
                ctx = database(kind, Path(tmp))
                url = ctx.__enter__()
            except Exception as err:  # noqa: BLE001 (PostgreSQL not reachable)
                print(f"  {kind}: not reachable ({str(err).splitlines()[0]})")
                continue
            try:
                engine = make_engine(url)
                upgrade(engine)
                club_id, seeded = seed(engine, args.deals, args.per_table)
                with engine.connect() as conn:
                    n_events = conn.execute(text("SELECT count(*) FROM events")).scalar()
                    n_deals = conn.execute(text("SELECT count(*) FROM deals")).scalar()
                sessions = session_factory(engine)

                def standings() -> Any:
                    with sessions() as s:
                        return season_standings(s, club_id)

                took, found = best(standings, args.runs)
                assert found.deals == n_deals == args.deals, (found.deals, n_deals)
                from referee.web import create_app
                app = create_app({"DATABASE_URL": url, "SECRET_KEY": "bench"})
                client = app.test_client()
                headers = {"Authorization": f"Bearer {TOKEN}"}
                took_http, response = best(lambda: client.get("/api/v1/standings", headers=headers), args.runs)
                assert response.status_code == 200 and response.json["deals"] == args.deals
                took_list, response = best(lambda: client.get("/api/v1/tables", headers=headers), args.runs)
                assert response.status_code == 200 and sum(t["deals"] for t in response.json) == args.deals

                def replayed() -> Any:
                    with sessions() as s:
                        tables = s.query(GameTable).filter(GameTable.club_id == club_id).order_by(GameTable.id).limit(10)
                        return evening_sheet(table_sheet(TableLog.load(s, t).record(), t.name) for t in tables)

                took_replay, _ = best(replayed, 1)
                scaled = took_replay * args.deals / (10 * args.per_table)
                print(f"  {kind}: {n_events:,} events, {n_deals:,} deals in {found.tables:,} tables "
                      f"(written in {seeded:.0f} s); {sum(len(r.players) for r in found.rankings)} players, "
                      f"{sum(len(r.partnerships) for r in found.rankings)} partnerships")
                print(f"    season_standings: {took * 1000:.0f} ms; GET /api/v1/standings: {took_http * 1000:.0f} ms; "
                      f"GET /api/v1/tables (the club's {found.tables:,} tables, each with its head and deals): "
                      f"{took_list * 1000:.0f} ms; "
                      f"replaying every record instead: {took_replay:.1f} s for 10 tables, "
                      f"about {scaled:.0f} s for the season")
                engine.dispose()
            finally:
                ctx.__exit__(None, None, None)


if __name__ == "__main__":
    main()
