"""The ruling kept with each table's log (``referee.store.kept``), on SQLite and PostgreSQL: after
every append, correction and retracted deal it is ``referee.rule(record)`` to the letter; a row made
by another engine, or missing, is made again; the season's standings add up the kept totals exactly
as the evening's sheet adds up the tables."""
from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import Engine, update
from sqlalchemy.orm import Session, sessionmaker
from test_properties import legal_deal

import referee
from referee.scoresheet import evening_sheet, table_sheet
from referee.store import (
    Club,
    GameTable,
    TableLog,
    TableRuling,
    append,
    create_table,
    make_engine,
    session_factory,
    upgrade,
)
from referee.store.kept import kept_ruling, season_standings

SEATS = ["N", "E", "S", "W"]


@pytest.fixture
def sessions(db_url: str) -> Iterator[sessionmaker[Session]]:
    engine: Engine = make_engine(db_url)
    upgrade(engine)
    yield session_factory(engine)
    engine.dispose()


def _table(s: Session, club: Club, name: str, players: dict[str, str], code: str = "foster") -> GameTable:
    return create_table(s, club, name=name, game="euchre", code=code, seats=SEATS, players=players)


def _record(s: Session, table: GameTable, deals: list[dict[str, Any]], check: bool = True) -> None:
    """Append each deal (new_deal, then its facts), checking the kept ruling after each append."""
    seq = TableLog.load(s, table).head + 1
    for deal in deals:
        for body in [{"type": "new_deal", "dealer": deal["dealer"]}, *deal["events"]]:
            append(s, table, body, sequence=seq)
            seq += 1
            if check:
                _kept_is_the_ruling(s, table)


def _kept_is_the_ruling(s: Session, table: GameTable) -> None:
    log = TableLog.load(s, table)
    kept = s.get_one(TableRuling, table.id)
    assert kept.head == log.head
    assert kept.ruling == referee.rule(log.record())


def _deals(seed: int, n: int) -> list[dict[str, Any]]:
    """Legal deals whose dealers follow one another (a passed deal passes the deal on, too)."""
    rng = random.Random(seed)
    out = []
    dealer = "N"
    while len(out) < n:
        deal, _ = legal_deal(rng)
        if deal["dealer"] == dealer:
            out.append(deal)
            dealer = SEATS[(SEATS.index(dealer) + 1) % 4]
    return out


def test_the_kept_ruling_is_the_engines_after_every_append_and_correction(sessions: sessionmaker[Session]) -> None:
    with sessions() as s:
        club = Club(name="Hoyle Club")
        s.add(club)
        s.flush()
        table = _table(s, club, "T", {"N": "Ann", "E": "Bob", "S": "Cy", "W": "Di"})
        _kept_is_the_ruling(s, table)  # no deals yet
        _record(s, table, _deals(1, 3))
        log = TableLog.load(s, table)
        first_play = next(e for e in log.entries() if e.kind == "fact" and e.body["type"] == "play")
        append(s, table, {"type": "retract", "sequence": first_play.sequence, "reason": "misrecorded"},
               sequence=log.head + 1)
        _kept_is_the_ruling(s, table)
        second_deal = TableLog.load(s, table).live_deals()[1]
        append(s, table, {"type": "retract", "sequence": second_deal.opened_by, "reason": "a deal not played"},
               sequence=TableLog.load(s, table).head + 1)
        _kept_is_the_ruling(s, table)  # the third deal is now the second, its dealer out of turn
        _record(s, table, _deals(2, 2))
        s.commit()


def test_a_ruling_made_by_another_engine_or_missing_is_made_again(sessions: sessionmaker[Session]) -> None:
    with sessions() as s:
        club = Club(name="Hoyle Club")
        s.add(club)
        s.flush()
        table = _table(s, club, "T", {"N": "Ann"})
        _record(s, table, _deals(3, 2), check=False)
        s.execute(update(TableRuling).where(TableRuling.table_id == table.id)
                  .values(engine="an older engine", ruling={"format": "stale"}, keys=[]))
        s.expire_all()
        assert kept_ruling(s, table) == referee.rule(TableLog.load(s, table).record())
        s.delete(s.get_one(TableRuling, table.id))  # a table from before rulings were kept
        s.flush()
        assert kept_ruling(s, table) == referee.rule(TableLog.load(s, table).record())
        assert s.get_one(TableRuling, table.id).engine != "an older engine"
        s.commit()


def test_the_seasons_standings_are_the_evening_sheets_totals(sessions: sessionmaker[Session]) -> None:
    players = [{"N": "Ann", "E": "Bob", "S": "Cy", "W": "Di"}, {"N": "Cy", "E": "Ann", "S": "Di", "W": "Bob"},
               {"N": "Ann", "E": "Di", "S": "Bob"}]
    with sessions() as s:
        club = Club(name="Hoyle Club")
        other = Club(name="Another Club")
        s.add_all([club, other])
        s.flush()
        tables = []
        for n, who in enumerate(players):
            table = _table(s, club, f"Table {n + 1}", who, code="1862" if n == 2 else "foster")
            _record(s, table, _deals(10 + n, 7), check=False)
            tables.append(table)
        _record(s, _table(s, other, "Elsewhere", players[0]), _deals(20, 2), check=False)
        s.delete(s.get_one(TableRuling, tables[1].id))  # one from before totals were kept
        s.commit()
        found = season_standings(s, club.id)
        sheets = [table_sheet(TableLog.load(s, t).record(), t.name) for t in tables]
        evening = evening_sheet(sheets)
        assert found.tables == 3 and found.deals == 21
        assert found.players == evening.players
        assert found.partnerships == evening.partnerships
        assert s.get(TableRuling, tables[1].id) is not None
