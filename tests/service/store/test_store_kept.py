"""The state and ruling kept with each table's log (``referee.store.kept``), on SQLite and PostgreSQL:
after every append, correction, retracted deal and race between writers the kept state is the one a
full rebuild from the log makes, and the kept ruling is ``referee.rule(record)`` to the letter; a state
made by another engine, missing, or behind the log is made again; the season's standings add up the
kept totals exactly as the evening's sheet adds up the tables."""
from __future__ import annotations

import json
import random
import threading
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from alembic import command
from sqlalchemy import Engine, delete, insert, select, text, update
from sqlalchemy.orm import Session, sessionmaker
from test_properties import legal_deal

import referee
from referee.documents.scoresheet import evening_sheet, table_sheet
from referee.engine import rule_record
from referee.schemas import load_record
from referee.store import (
    Club,
    DealState,
    Event,
    GameTable,
    SequenceConflict,
    TableLog,
    TableState,
    append,
    create_table,
    make_engine,
    session_factory,
    upgrade,
)
from referee.store import kept as kept_module
from referee.store import log as log_module
from referee.store.kept import as_json, build, ruling_text, season_standings
from referee.store.log import history_page, outline, shown_deal
from referee.store.table_log import Entry
from referee.store.migrate import alembic_config, current_revision, head_revision

SEATS = ["N", "E", "S", "W"]


@pytest.fixture
def sessions(migrated_url: str) -> Iterator[sessionmaker[Session]]:
    engine: Engine = make_engine(migrated_url)
    yield session_factory(engine)
    engine.dispose()


def _club(s: Session) -> Club:
    club = Club(name="Hoyle Club")
    s.add(club)
    s.flush()
    return club


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
    """The kept state is the one the log makes afresh, and its ruling the engine's."""
    log = TableLog.load(s, table)
    rebuilt = build(log).columns()
    kept = s.execute(select(*(getattr(TableState, name) for name in rebuilt))
                     .where(TableState.table_id == table.id)).one()
    assert kept._asdict() == rebuilt
    made = build(log)
    rows = s.execute(select(*(getattr(DealState, name) for name in made.deal_columns(0)))
                     .where(DealState.table_id == table.id).order_by(DealState.position)).all() if made.deals else []
    assert [row._asdict() for row in rows] == [made.deal_columns(p) for p in range(len(made.deals))]
    found = ruling_text(s, table.id)
    assert found is not None
    head, text = found
    assert head == log.head and json.loads(text) == referee.rule(log.record())
    assert text == as_json(rule_record(load_record(log.record())))  # to the letter, in the engine's order


def _ruling(s: Session, table: GameTable) -> Any:
    found = ruling_text(s, table.id)
    assert found is not None
    return json.loads(found[1])


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
        club = _club(s)
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


def _shown_is_the_logs(s: Session, table: GameTable) -> None:
    """Each live deal as the scorer's page shows it (``shown_deal``) is that deal of the whole log and of its
    ruling: its facts, its entries of the history, its ruling, the summary and the next dealer."""
    log = TableLog.load(s, table)
    record, ruling = log.record(), referee.rule(log.record())
    deals = record["deals"]
    for asked in [None, -1, len(deals), *range(len(deals))]:
        shown = shown_deal(s, table, asked)
        at = asked if asked is not None and 0 <= asked < len(deals) else len(deals) - 1
        assert (shown.head, shown.count, shown.position) == (log.head, len(deals), at)
        assert shown.record == log.header()
        assert shown.summary == {k: v for k, v in ruling.items() if k != "deals"} | {"deals": []}
        assert shown.entries == [e for e in log.entries() if e.deal == at]
        if at < 0:
            assert (shown.dealer, shown.facts, shown.ruling, shown.next_dealer) == (None, [], None, None)
            continue
        assert {"dealer": shown.dealer, "events": shown.facts} == deals[at]
        assert shown.ruling == ruling["deals"][at]
        assert shown.next_dealer == ruling["deals"][-1]["next_dealer"]


def _history_is_the_logs(s: Session, table: GameTable) -> None:
    """The history read a page at a time (``history_page``), from the newest page back, is the whole log's,
    entry for entry, each marked alike; each page links to its neighbours."""
    log = TableLog.load(s, table)
    ruling = referee.rule(log.record())
    pages: list[list[Entry]] = []
    page = history_page(s, table)
    while True:
        assert (page.outline.head, page.outline.record) == (log.head, log.header())
        assert page.outline.summary == {k: v for k, v in ruling.items() if k != "deals"} | {"deals": []}
        assert len(page.entries) <= log_module.HISTORY_PAGE
        pages.insert(0, page.entries)
        if page.older is None:
            break
        older = history_page(s, table, page.older)
        assert older.newer == page.entries[-1].sequence
        page = older
    assert [e for p in pages for e in p] == [replace(e, index=None) for e in log.entries()]
    assert history_page(s, table, log.head + 1).entries == history_page(s, table, 0).entries == pages[-1]
    assert outline(s, table) == replace(page.outline, dealers=[d["dealer"] for d in log.record()["deals"]])


@pytest.mark.parametrize("is_the_logs", [_shown_is_the_logs, _history_is_the_logs], ids=["scorers-page", "history"])
def test_a_page_that_reads_part_of_the_log_shows_what_the_whole_log_shows(
        sessions: sessionmaker[Session], monkeypatch: pytest.MonkeyPatch, is_the_logs: Any) -> None:
    """The scorer's page reads one deal's events and the kept state, the history a page of entries and the
    kept state; never the whole log: what each shows is what the whole log shows, with corrections, a struck
    deal, and a state made again from the log."""
    monkeypatch.setattr(log_module, "HISTORY_PAGE", 7)
    with sessions() as s:
        club = _club(s)
        table = _table(s, club, "T", {"N": "Ann", "E": "Bob", "S": "Cy", "W": "Di"})
        is_the_logs(s, table)  # no deals yet
        _record(s, table, _deals(3, 4), check=False)
        log = TableLog.load(s, table)
        play = next(e for e in log.entries() if e.kind == "fact" and e.deal == 1 and e.body["type"] == "play")
        append(s, table, {"type": "retract", "sequence": play.sequence, "reason": "misrecorded"}, sequence=log.head + 1)
        append(s, table, {"type": "retract", "sequence": log.live_deals()[0].opened_by, "reason": "not played"},
               sequence=log.head + 2)
        is_the_logs(s, table)
        s.execute(update(TableState).where(TableState.table_id == table.id).values(engine="an older engine"))
        is_the_logs(s, table)
        s.commit()


def test_a_ruling_made_by_another_engine_or_missing_is_made_again(sessions: sessionmaker[Session]) -> None:
    with sessions() as s:
        club = _club(s)
        table = _table(s, club, "T", {"N": "Ann"})
        _record(s, table, _deals(3, 2), check=False)
        s.execute(update(TableState).where(TableState.table_id == table.id)
                  .values(engine="an older engine", summary='{"format":"stale"}'))
        s.execute(update(DealState).where(DealState.table_id == table.id).values(ruling='{"stale":true}'))
        assert _ruling(s, table) == referee.rule(TableLog.load(s, table).record())
        assert s.scalar(select(TableState.engine).where(TableState.table_id == table.id)) != "an older engine"
        _kept_is_the_ruling(s, table)
        s.execute(delete(DealState).where(DealState.table_id == table.id))  # a table from before states were kept
        s.execute(delete(TableState).where(TableState.table_id == table.id))
        assert _ruling(s, table) == referee.rule(TableLog.load(s, table).record())
        _kept_is_the_ruling(s, table)
        s.execute(update(TableState).where(TableState.table_id == table.id).values(engine="an older engine"))
        _record(s, table, _deals(4, 1))  # an append to an outworn state makes it again first
        s.commit()


def test_a_change_to_any_module_of_the_package_or_to_the_laws_is_another_engine(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # a game's rules live in subpackages (referee/games/...), and the store's counting of kept deals in its own: a
    # state kept before any of them changed is made again, not answered as it was kept
    package, laws = tmp_path / "referee", tmp_path / "laws"
    (package / "games").mkdir(parents=True)
    laws.mkdir()
    files = [package / "engine.py", package / "games" / "five_hundred.py", laws / "foster-500.toml"]
    for path in files:
        path.write_text("# as it was\n")
    monkeypatch.setattr(kept_module, "PACKAGE", package)
    monkeypatch.setattr(kept_module, "LAWS_DIR", laws)
    made = kept_module.engine_version.__wrapped__
    versions = {made()}
    for path in files:
        path.write_text("# changed\n")
        versions.add(made())
    assert len(versions) == 1 + len(files)


def test_a_table_kept_before_deal_states_keeps_its_log_and_its_ruling_at_the_newest_schema(db_url: str) -> None:
    """Migration 0004 moves each live deal's kept state into a row of its own: a database at 0003 (its
    states and rulings kept in 0003's tables, stale or not) comes to the newest schema with every event of
    its logs, and each table's state and ruling made again from its log; and back down to 0003 and up."""
    engine = make_engine(db_url)
    upgrade(engine)
    with session_factory(engine)() as s:
        club = _club(s)
        table = _table(s, club, "T", {"N": "Ann", "S": "Cy"})
        _record(s, table, _deals(5, 3), check=False)
        s.commit()
        table_id, events, record = table.id, TableLog.load(s, table).rows, TableLog.load(s, table).record()
    cfg = alembic_config()
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.downgrade(cfg, "0003")
        conn.execute(text("INSERT INTO table_states (table_id, head, engine, opened, record, deals, corrections, "
                          "summary, totals) VALUES (:t, 1, 'an older engine', 1, '{}', '[]', '{}', '', '{}')"),
                     {"t": table_id})
        conn.execute(text("INSERT INTO deal_rulings (table_id, position, ruling) VALUES (:t, 0, '{}')"),
                     {"t": table_id})
    assert current_revision(engine) == "0003"
    upgrade(engine)
    assert current_revision(engine) == head_revision()
    with session_factory(engine)() as s:
        table = s.get_one(GameTable, table_id)
        assert TableLog.load(s, table).rows == events
        assert _ruling(s, table) == referee.rule(record)
        s.commit()
        _kept_is_the_ruling(s, table)
    engine.dispose()


def test_a_state_behind_the_log_is_made_again(sessions: sessionmaker[Session]) -> None:
    """An event written without the store's append (not by this code) leaves the state behind the log:
    reading or appending makes it again from the log."""
    with sessions() as s:
        club = _club(s)
        table = _table(s, club, "T", {"N": "Ann"})
        deal = _deals(5, 1)[0]
        _record(s, table, [{"dealer": deal["dealer"], "events": deal["events"][:3]}], check=False)
        head = TableLog.load(s, table).head
        s.execute(insert(Event.__table__).values(table_id=table.id, sequence=head + 1, kind="fact",
                                                 deal_id=TableLog.load(s, table).deals[1].id, body=deal["events"][3],
                                                 recorded_at=TableLog.load(s, table).rows[-1].recorded_at))
        assert _ruling(s, table) == referee.rule(TableLog.load(s, table).record())  # made again, and kept
        _kept_is_the_ruling(s, table)
        with pytest.raises(SequenceConflict):
            append(s, table, deal["events"][4], sequence=head + 1)
        append(s, table, deal["events"][4], sequence=head + 2)
        _kept_is_the_ruling(s, table)
        s.commit()


def test_the_kept_state_is_a_rebuild_after_many_writers_at_once(sessions: sessionmaker[Session]) -> None:
    """Four writers at once, on a table of played deals: facts to any deal, new deals, corrections of
    any fact (a play, a deal's hands) and struck deals, each retried on a conflict; the kept state is
    the one the whole log makes."""
    with sessions() as s:
        club = _club(s)
        table = _table(s, club, "T", {"N": "Ann", "E": "Bob"})
        _record(s, table, _deals(6, 4), check=False)
        table_id = table.id
        s.commit()
    failures: list[BaseException] = []
    conflicts, refused = [0], [0]

    def operation(rng: random.Random, log: TableLog, marker: int) -> tuple[dict[str, Any], int | None]:
        live = log.live_deals()
        facts = [e for e in log.entries() if e.kind == "fact" and e.is_live]
        choice = rng.random()
        if choice < 0.25 and facts:
            return {"type": "retract", "sequence": rng.choice(facts).sequence, "reason": "misrecorded"}, None
        if choice < 0.35 and len(live) > 1:
            return {"type": "retract", "sequence": rng.choice(live).opened_by, "reason": "not dealt"}, None
        if choice < 0.45 or not live:
            return {"type": "new_deal", "dealer": rng.choice(SEATS)}, None
        return {"type": "cut", "seat": rng.choice(SEATS), "top": marker}, rng.randrange(len(live))

    def writer(w: int) -> None:
        rng = random.Random(w)
        try:
            for k in range(15):
                while True:
                    with sessions() as s:
                        table = s.get_one(GameTable, table_id)
                        log = TableLog.load(s, table)
                        body, deal = operation(rng, log, 100 * w + k)
                        try:
                            append(s, table, body, sequence=log.head + 1, deal=deal)
                            s.commit()
                        except SequenceConflict:
                            conflicts[0] += 1
                            continue
                        except referee.InvalidRecord:
                            refused[0] += 1
                    break
        except BaseException as err:  # noqa: BLE001 (reported below)
            failures.append(err)

    threads = [threading.Thread(target=writer, args=(w,)) for w in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=300)
    assert not failures, failures
    assert conflicts[0] > 0  # they did race
    with sessions() as s:
        table = s.get_one(GameTable, table_id)
        log = TableLog.load(s, table)
        assert log.head == sum(1 + len(d["events"]) for d in _deals(6, 4)) + 4 * 15 - refused[0]  # none lost
        assert {"fact", "new_deal", "retract"} <= {e.kind for e in log.rows[-60:]}
        _kept_is_the_ruling(s, table)


def test_the_seats_of_two_tables_of_one_name_with_no_players_are_not_one_player(
        sessions: sessionmaker[Session]) -> None:
    # "Table 1" on two evenings, no players named: its seats are the table's, and each table's N is its own
    with sessions() as s:
        club = Club(name="Hoyle Club")
        s.add(club)
        s.flush()
        for seed in (1, 2):
            _record(s, _table(s, club, "Table 1", {}), _deals(seed, 3), check=False)
        s.commit()
        found = season_standings(s, club.id)
        [euchre] = found.rankings
        names = [t.name for t in euchre.players]
        assert len(names) == 8 and len(set(names)) == 8
        assert all(t.tables == 1 for t in euchre.players)


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
        s.execute(delete(DealState).where(DealState.table_id == tables[1].id))  # one from before totals were kept
        s.execute(delete(TableState).where(TableState.table_id == tables[1].id))
        s.commit()
        found = season_standings(s, club.id)
        sheets = [table_sheet(TableLog.load(s, t).record(), t.name) for t in tables]
        evening = evening_sheet(sheets)
        assert found.tables == 3 and found.deals == 21
        assert found.rankings == evening.rankings and [r.game for r in found.rankings] == ["euchre"]
        assert s.get(TableState, tables[1].id) is not None


def test_a_club_with_a_euchre_table_and_a_callace_table_ranks_each_game_apart(
        sessions: sessionmaker[Session]) -> None:
    # Di and Ann play at both: each is in each game's ranking with that game's totals, not their sum; Ed, who tops
    # the Call-Ace table, is not ranked below the euchre rubber's winners for having no rubber.
    from played import callace_record, euchre_record
    from test_reports import RUBBER

    euchre = euchre_record(*RUBBER)
    callace = callace_record(8)
    with sessions() as s:
        club = _club(s)
        _record(s, _table(s, club, "Table 1", euchre["players"]), euchre["deals"], check=False)
        seats = create_table(s, club, name="Table 2", game="call-ace", code="callace", seats=callace["seats"],
                             players={"A": "Ed", "B": "Di", "C": "Flo", "D": "Ann", "E": "Gus"})
        _record(s, seats, callace["deals"], check=False)
        s.commit()
        found = season_standings(s, club.id)
        assert (found.tables, found.deals) == (2, 16)
        assert [(r.game, [(t.name, t.rubber_points, t.games, t.points) for t in r.players],
                 [t.name for t in r.partnerships]) for r in found.rankings] == [
            ("euchre", [("Ann", 2, 2, 12), ("Cy", 2, 2, 12), ("Bob", -2, 1, 12), ("Di", -2, 1, 12)],
             ["Ann & Cy", "Bob & Di"]),
            ("call-ace", [("Ed", None, None, 12), ("Di", None, None, 9), ("Ann", None, None, 8),
                          ("Flo", None, None, 6), ("Gus", None, None, 5)], [])]
        evening = evening_sheet(table_sheet(TableLog.load(s, t).record(), t.name)
                                for t in s.scalars(select(GameTable).order_by(GameTable.id)))
        assert found.rankings == evening.rankings


def test_a_napoleon_table_keeps_the_folded_ruling_with_its_pool(sessions: sessionmaker[Session]) -> None:
    # A game that owns its deal (Napoleon) is kept as referee.rule folds it: each deal from the carry the last one
    # left (the counters and the pool), after every append, to the letter.
    from test_napoleon import HANDS, N_BIDS_THREE, bids, plays

    deals = [{"dealer": "W", "events": [{"type": "deal", "hands": HANDS}, *N_BIDS_THREE, *plays()]},
             {"dealer": "N", "events": bids(("E", None), ("S", None), ("W", None), ("N", None))}]
    with sessions() as s:
        club = _club(s)
        table = create_table(s, club, name="Nap", game="napoleon", code="foster", seats=SEATS,
                             players={"N": "Ann", "E": "Bob", "S": "Cy", "W": "Di"}, options={"pool": True})
        _record(s, table, deals)
        s.commit()
        ruling = _ruling(s, table)
        assert ruling["pool_total"] == 10 and ruling["score"]["N"] == 50 + 9 - 2 - 3 - 2


def _made(seat: str, bid: tuple[int, str], tricks: int, others: dict[str, int]) -> dict[str, Any]:
    """Five Hundred's deal as the table agreed it: ``seat`` bid ``bid`` (tricks, suit) and took ``tricks``, ``others``
    the other side's."""
    return {"type": "outcome", "seat": seat, "tricks": tricks, "bid": {"value": bid[0], "suit": bid[1]},
            "others": others}


def test_a_five_hundred_table_kept_lets_the_bidder_go_out_first(sessions: sessionmaker[Session]) -> None:
    # foster:500#game: "Five hundred points is game, and as the bidder has the first count he may go out first, even
    # if an adversary has won tricks enough to reach 500 also." E bids nine no-trumps and EW take every trick (480,
    # #every-trick: nothing extra on a bid over 250); S bids eight hearts and NS take nine tricks, EW one (NS 300, EW
    # 490); N bids seven hearts and NS take eight tricks (500), EW two (510): the bidder's side goes out first. The kept
    # summary is the engine's after every append, and after the next deal is opened and struck again (the winning deal
    # then counted from its kept row, its maker read from its kept ruling, not ruled again).
    deals = [{"dealer": "N", "events": [_made("E", (9, "NT"), 10, {"NS": 0})]},
             {"dealer": "E", "events": [_made("S", (8, "H"), 9, {"EW": 1})]},
             {"dealer": "S", "events": [_made("N", (7, "H"), 8, {"EW": 2})]}]
    with sessions() as s:
        club = _club(s)
        table = create_table(s, club, name="500", game="five-hundred", code="foster", seats=SEATS,
                             players={"N": "Ann", "E": "Bob", "S": "Cy", "W": "Di"})
        _record(s, table, deals)
        head = TableLog.load(s, table).head
        append(s, table, {"type": "new_deal", "dealer": "W"}, sequence=head + 1)  # the last deal's row read
        _kept_is_the_ruling(s, table)
        append(s, table, {"type": "retract", "sequence": head + 1, "reason": "not dealt"}, sequence=head + 2)
        _kept_is_the_ruling(s, table)  # every deal's row read
        s.commit()
        ruling = _ruling(s, table)
        assert ruling["games"][0] == {"winner": "NS", "score": {"NS": 500, "EW": 510}, "slam": False,
                                      "laws": ["foster:500"]}
        assert ruling["games_won"] == {"NS": 1, "EW": 0}
