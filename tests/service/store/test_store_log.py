"""The append-only log of a table, on SQLite and PostgreSQL: dense sequence numbers,
409-style conflicts, corrections that keep the history, impossible events refused whole."""
from __future__ import annotations

import fcntl
import os
import sqlite3
import threading
from typing import Any

import pytest
from sqlalchemy import Engine, func, select, text
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import Session, sessionmaker

import referee
from referee import InvalidRecord
from referee.store import (
    Club,
    Event,
    GameTable,
    SequenceConflict,
    TableLog,
    append,
    create_table,
    log,
    make_engine,
    session_factory,
    upgrade,
)
from referee.store.migrate import current_revision, head_revision

PLAYERS = {"N": "Ann", "E": "Bob", "S": "Cy", "W": "Di"}


@pytest.fixture
def table_id(sessions: sessionmaker[Session]) -> int:
    """A Foster table (N E S W), its first deal dealt by S as event 1."""
    with sessions() as s:
        club = Club(name="Hoyle Club")
        s.add(club)
        s.flush()
        table = create_table(s, club, name="T", game="euchre", code="foster", seats=list("NESW"),
                             players=PLAYERS, dealer="S")
        s.commit()
        return table.id


def _append(sessions: sessionmaker[Session], table_id: int, body: Any, sequence: int, **kw: Any) -> int:
    with sessions() as s:
        event = append(s, s.get_one(GameTable, table_id), body, sequence=sequence, **kw)
        s.commit()
        return event.sequence


def _log(sessions: sessionmaker[Session], table_id: int) -> TableLog:
    with sessions() as s:
        return TableLog.load(s, s.get_one(GameTable, table_id))


def _count(sessions: sessionmaker[Session], table_id: int) -> int:
    with sessions() as s:
        return int(s.scalar(select(func.count()).select_from(Event).where(Event.table_id == table_id)) or 0)


def test_migrations_bring_the_database_to_the_newest_schema(db_url: str) -> None:
    # on a fresh, empty database of each kind (the ``engine`` fixture's is laid from the migrations' result)
    engine = make_engine(db_url)
    assert current_revision(engine) is None
    upgrade(engine)
    assert current_revision(engine) == head_revision() is not None
    upgrade(engine)  # a second run changes nothing
    assert current_revision(engine) == head_revision()
    engine.dispose()


def test_the_tests_newest_schema_is_the_one_the_migrations_make(db_url: str, migrated: Any) -> None:
    # conftest's ``migrated`` lays the migrations' result on each test's database: the same schema as they make
    from sqlalchemy import inspect

    def schema(url: str) -> dict[str, Any]:
        engine = make_engine(url)
        seen = inspect(engine)
        tables = {name: [repr(part) for part in (
            seen.get_columns(name), seen.get_pk_constraint(name), seen.get_foreign_keys(name), seen.get_indexes(name),
            seen.get_unique_constraints(name), seen.get_check_constraints(name))] for name in seen.get_table_names()}
        engine.dispose()
        return tables

    engine = make_engine(db_url)
    upgrade(engine)
    engine.dispose()
    made = schema(db_url)
    if db_url.startswith("sqlite"):
        laid = schema(migrated.onto(db_url.replace("referee.sqlite", "laid.sqlite")))
    else:
        from databases import POSTGRES_URL

        from referee.store import scratch_schema
        with scratch_schema(POSTGRES_URL, "referee_test") as other:
            laid = schema(migrated.onto(other))
    assert laid == made and "alembic_version" in made


def test_events_take_dense_sequence_numbers_and_make_the_record(
        sessions: sessionmaker[Session], table_id: int, revoke_record: dict[str, Any]) -> None:
    events = revoke_record["deals"][0]["events"]
    for n, event in enumerate(events, start=2):
        assert _append(sessions, table_id, event, n) == n
    log = _log(sessions, table_id)
    assert [e.sequence for e in log.entries()] == list(range(1, len(events) + 2))
    assert log.record() == {**revoke_record, "options": {}}
    ruling = referee.rule(log.record())
    assert ruling["deals"][0]["rulings"][0]["laws"] == ["foster:30"]
    assert ruling["score"] == {"NS": 0, "EW": 2}


def test_a_write_that_expects_another_sequence_is_a_conflict_and_stores_nothing(
        sessions: sessionmaker[Session], table_id: int) -> None:
    _append(sessions, table_id, {"type": "shuffle", "seat": "S"}, 2)
    for stale in (2, 1, 5):
        with pytest.raises(SequenceConflict) as caught:
            _append(sessions, table_id, {"type": "cut", "seat": "E"}, stale)
        assert caught.value.head == 2 and caught.value.expected == stale
        said = str(caught.value)  # in words a scorer follows
        assert said.startswith(f"event {stale} is written already (the table's log stands at event 2): another scorer"
                               if stale <= 2 else "the table's log stands at event 2, not 4")
    assert _count(sessions, table_id) == 2


@pytest.mark.parametrize(("event", "path"), [
    ({"type": "play", "seat": "N", "card": "ZZ"}, "event.card"),
    ({"type": "play", "seat": "X", "card": "AS"}, "event.seat"),
    ({"type": "play", "seat": "N"}, "event.card"),
    ({"type": "fly", "seat": "N"}, "event.type"),
    ({"type": "claim", "seat": "W", "kind": "revoke", "against": "N", "trick": 9}, "event.trick"),
])
def test_an_impossible_event_is_refused_naming_its_field(
        sessions: sessionmaker[Session], table_id: int, event: dict[str, Any], path: str) -> None:
    with pytest.raises(InvalidRecord) as caught:
        _append(sessions, table_id, event, 2)
    assert [e["path"] for e in caught.value.errors] == [path]
    assert _count(sessions, table_id) == 1


def test_a_card_in_two_places_is_impossible_and_nothing_is_stored(
        sessions: sessionmaker[Session], table_id: int, revoke_record: dict[str, Any]) -> None:
    deal = revoke_record["deals"][0]["events"][2]
    _append(sessions, table_id, deal, 2)
    with pytest.raises(InvalidRecord) as caught:  # AH lies in N's hand: E cannot play it
        _append(sessions, table_id, {"type": "play", "seat": "E", "card": "AH"}, 3)
    assert caught.value.errors[0]["path"] == "event.card"
    assert "N's hand" in caught.value.errors[0]["message"]
    assert _log(sessions, table_id).head == 2


def test_a_fact_that_breaks_the_laws_is_stored_and_ruled_on(sessions: sessionmaker[Session], table_id: int) -> None:
    """foster:30 is for the engine to apply: the store refuses only the impossible."""
    hands = {"N": ["AH", "QH", "AD", "TC", "9C"], "E": ["AS", "9S", "JH", "KD", "QC"],
             "S": ["KS", "TS", "TH", "9H", "KC"], "W": ["QS", "JS", "KH", "QD", "JD"]}
    events = [{"type": "deal", "hands": hands, "turn_up": "TD"}, {"type": "order_up", "seat": "W"},
              {"type": "discard", "seat": "S", "card": "9H"}, {"type": "play", "seat": "W", "card": "KH"},
              {"type": "play", "seat": "N", "card": "9C"}]  # a renounce, holding AH and QH
    for n, event in enumerate(events, start=2):
        _append(sessions, table_id, event, n)
    ruling = referee.rule(_log(sessions, table_id).record())
    assert "revoke" in ruling["deals"][0]["rulings"][0]["irregularity"]


def test_a_correction_is_a_new_event_and_both_stay_in_the_history(
        sessions: sessionmaker[Session], table_id: int) -> None:
    _append(sessions, table_id, {"type": "shuffle", "seat": "S"}, 2)
    _append(sessions, table_id, {"type": "cut", "seat": "W"}, 3)  # the wrong seat
    _append(sessions, table_id, {"type": "retract", "sequence": 3, "reason": "E cut, not W"}, 4)
    _append(sessions, table_id, {"type": "cut", "seat": "E"}, 5)
    entries = _log(sessions, table_id).entries()
    assert [(e.sequence, e.kind, e.is_live) for e in entries] == [
        (1, "new_deal", True), (2, "fact", True), (3, "fact", False), (4, "retract", True), (5, "fact", True)]
    assert entries[2].retracted_by == 4 and entries[2].reason == "E cut, not W"
    assert _log(sessions, table_id).record()["deals"][0]["events"] == [
        {"type": "shuffle", "seat": "S"}, {"type": "cut", "seat": "E"}]
    assert [e.index for e in entries] == [None, 0, None, None, 1]


@pytest.mark.parametrize(("retract", "path"), [
    ({"type": "retract", "sequence": 9, "reason": "x"}, "event.sequence"),
    ({"type": "retract", "sequence": 3, "reason": "again"}, "event.sequence"),  # a retraction
    ({"type": "retract", "sequence": 2, "reason": "twice"}, "event.sequence"),  # already retracted
    ({"type": "retract", "sequence": 1, "reason": "  "}, "event.reason"),
    ({"type": "retract", "sequence": 1, "reason": "x", "why": "y"}, "event.why"),
])
def test_a_correction_must_name_a_live_event_and_a_reason(
        sessions: sessionmaker[Session], table_id: int, retract: dict[str, Any], path: str) -> None:
    _append(sessions, table_id, {"type": "shuffle", "seat": "S"}, 2)
    _append(sessions, table_id, {"type": "retract", "sequence": 2, "reason": "not so"}, 3)
    with pytest.raises(InvalidRecord) as caught:
        _append(sessions, table_id, retract, 4)
    assert caught.value.errors[0]["path"] == path
    assert _count(sessions, table_id) == 3


def test_a_fact_recorded_in_the_place_of_a_retracted_one_stands_where_it_stood(
        sessions: sessionmaker[Session], table_id: int) -> None:
    # S deals and W orders up; W's lead is mis-recorded as the ten of clubs, and N, E and S follow. The scorer
    # retracts W's card and records the right one in its place: W's lead comes first, as it was played (recorded
    # after the others, it would be a card played out of turn to a full trick).
    hands = {"N": ["AS", "KS", "QH", "9D", "9C"], "E": ["KH", "KD", "TD", "KC", "QC"],
             "S": ["QS", "9S", "AH", "JH", "TH"], "W": ["TS", "JD", "AC", "JC", "TC"]}
    facts = [{"type": "deal", "hands": hands, "turn_up": "QD"}, {"type": "order_up", "seat": "W"},
             {"type": "discard", "seat": "S", "card": "9S"}, {"type": "play", "seat": "W", "card": "TC"},
             {"type": "play", "seat": "N", "card": "9C"}, {"type": "play", "seat": "E", "card": "KC"},
             {"type": "play", "seat": "S", "card": "QS"}]  # S, out of clubs, throws a spade
    for sequence, fact in enumerate(facts, start=2):
        _append(sessions, table_id, fact, sequence)
    wrong = 5  # W's ten of clubs: it was the jack of clubs
    _append(sessions, table_id, {"type": "retract", "sequence": wrong, "reason": "it was the jack"}, 9)
    with pytest.raises(InvalidRecord) as standing:
        _append(sessions, table_id, {"type": "play", "seat": "W", "card": "JC"}, 10, in_place_of=6)
    assert standing.value.errors[0]["path"] == "in_place_of" and "retract it first" in standing.value.errors[0]["message"]
    entry = _append(sessions, table_id, {"type": "play", "seat": "W", "card": "JC"}, 10, in_place_of=wrong)
    assert entry == 10
    log_ = _log(sessions, table_id)
    events = log_.record()["deals"][0]["events"]
    assert [e.get("card") for e in events if e["type"] == "play"] == ["JC", "9C", "KC", "QS"]
    assert [(e.sequence, e.index) for e in log_.entries() if e.kind == "fact" and e.is_live] == [
        (2, 0), (3, 1), (4, 2), (6, 4), (7, 5), (8, 6), (10, 3)]
    ruling = referee.rule(log_.record())["deals"][0]
    assert ruling["rulings"] == [] and ruling["tricks"][0]["plays"][0] == ["W", "JC"]
    # the place of a fact is kept with it: a correction of the correction stands there too
    _append(sessions, table_id, {"type": "retract", "sequence": 10, "reason": "the ace, after all"}, 11)
    _append(sessions, table_id, {"type": "play", "seat": "W", "card": "AC"}, 12, in_place_of=10)
    assert [e.get("card") for e in _log(sessions, table_id).record()["deals"][0]["events"] if e["type"] == "play"] == [
        "AC", "9C", "KC", "QS"]


@pytest.mark.parametrize(("body", "in_place_of", "message"), [
    ({"type": "play", "seat": "W", "card": "JC"}, 99, "No event 99"),
    ({"type": "play", "seat": "W", "card": "JC"}, 1, "not a fact"),  # the deal's opening
    ({"type": "retract", "sequence": 2, "reason": "x"}, 3, "Only a fact"),
])
def test_only_a_fact_is_recorded_in_the_place_of_a_fact(
        sessions: sessionmaker[Session], table_id: int, body: dict[str, Any], in_place_of: int, message: str) -> None:
    _append(sessions, table_id, {"type": "shuffle", "seat": "S"}, 2)
    _append(sessions, table_id, {"type": "retract", "sequence": 2, "reason": "not so"}, 3)
    with pytest.raises(InvalidRecord) as caught:
        _append(sessions, table_id, body, 4, in_place_of=in_place_of)
    assert caught.value.errors[0]["path"] == "in_place_of" and message in caught.value.errors[0]["message"]
    assert _count(sessions, table_id) == 3


def test_retracting_a_deal_strikes_the_deal_and_its_events(sessions: sessionmaker[Session], table_id: int) -> None:
    _append(sessions, table_id, {"type": "shuffle", "seat": "S"}, 2)
    _append(sessions, table_id, {"type": "new_deal", "dealer": "N"}, 3)  # begun in error
    _append(sessions, table_id, {"type": "shuffle", "seat": "N"}, 4)
    _append(sessions, table_id, {"type": "retract", "sequence": 3, "reason": "S deals again"}, 5)
    log = _log(sessions, table_id)
    assert [d["dealer"] for d in log.record()["deals"]] == ["S"]
    assert [e.is_live for e in log.entries()] == [True, True, False, False, True]
    _append(sessions, table_id, {"type": "cut", "seat": "E"}, 6)  # goes to the last live deal
    assert len(_log(sessions, table_id).record()["deals"][0]["events"]) == 2


def test_a_fact_needs_an_open_deal_and_a_new_deal_a_seat(sessions: sessionmaker[Session]) -> None:
    with sessions() as s:
        club = Club(name="C")
        s.add(club)
        s.flush()
        table = create_table(s, club, name="T", game="euchre", code="foster", seats=list("NESW"))
        s.commit()
        with pytest.raises(InvalidRecord) as caught:
            append(s, table, {"type": "shuffle", "seat": "N"}, sequence=1)
        assert caught.value.errors[0]["path"] == "deal"
        with pytest.raises(InvalidRecord) as caught:
            append(s, table, {"type": "new_deal", "dealer": "Q"}, sequence=1)
        assert caught.value.errors[0]["path"] == "event.dealer"
        append(s, table, {"type": "new_deal", "dealer": "N"}, sequence=1)
        with pytest.raises(InvalidRecord) as caught:
            append(s, table, {"type": "shuffle", "seat": "N"}, sequence=2, deal=3)
        assert caught.value.errors[0]["path"] == "deal"


def test_an_impossible_table_is_refused_naming_its_field(sessions: sessionmaker[Session]) -> None:
    with sessions() as s:
        club = Club(name="C")
        s.add(club)
        s.flush()
        with pytest.raises(InvalidRecord) as caught:
            create_table(s, club, name="T", game="euchre", code="foster", seats=list("NESW"),
                         options={"game_to": "ten"})
        assert caught.value.errors[0]["path"] == "options.game_to"
        with pytest.raises(InvalidRecord) as caught:
            create_table(s, club, name="T", game="euchre", code="callace", seats=list("NESW"))
        assert [e["path"] for e in caught.value.errors] == ["code"]
        with pytest.raises(InvalidRecord) as caught:  # longer than kept: refused here, not failed in the database
            create_table(s, club, name="T" * 121, game="euchre", code="foster", seats=["N", "E", "S", "W" * 9],
                         players={"N": "Ann" * 41})
        assert [e["path"] for e in caught.value.errors] == ["name", "seats[3]", "players.N"]
        with pytest.raises(InvalidRecord) as caught:  # the first dealer: the table's field, as it was given
            create_table(s, club, name="T", game="euchre", code="foster", seats=list("NESW"), dealer="X")
        assert [(e["path"], e["value"]) for e in caught.value.errors] == [("dealer", "X")]


def test_the_database_refuses_to_change_or_delete_an_event(
        sessions: sessionmaker[Session], table_id: int) -> None:
    _append(sessions, table_id, {"type": "shuffle", "seat": "S"}, 2)
    for statement in ("UPDATE events SET kind = 'fact'", "DELETE FROM events", "DELETE FROM deals"):
        with sessions() as s, pytest.raises(DBAPIError, match="append-only"):
            s.execute(text(statement))
            s.commit()
    assert _count(sessions, table_id) == 2


def test_two_scorers_writing_at_once_lose_nothing_and_duplicate_nothing(
        sessions: sessionmaker[Session], table_id: int) -> None:
    """Each scorer writes with the sequence it saw; the loser of each race gets a
    conflict, reloads the head and tries again, until all its facts are in."""
    per_scorer, scorers = 8, 3
    start = threading.Barrier(scorers)
    conflicts: list[int] = []
    failures: list[BaseException] = []

    def scorer(who: int) -> None:
        try:
            for k in range(per_scorer):
                body = {"type": "cut", "seat": "E", "top": who * 100 + k}  # a fact we can find again
                while True:
                    seen = _log(sessions, table_id).head
                    if k == 0:
                        start.wait()  # all scorers read the same head, then race for it
                    try:
                        _append(sessions, table_id, body, seen + 1)
                        break
                    except SequenceConflict:
                        conflicts.append(who)
                        k = max(k, 1)
        except BaseException as err:  # noqa: BLE001 (reported below)
            failures.append(err)

    threads = [threading.Thread(target=scorer, args=(w,)) for w in range(scorers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert not failures, failures
    entries = _log(sessions, table_id).entries()
    assert [e.sequence for e in entries] == list(range(1, 1 + 1 + per_scorer * scorers))
    tops = sorted(e.body["top"] for e in entries if e.kind == "fact")
    assert tops == sorted(w * 100 + k for w in range(scorers) for k in range(per_scorer))
    assert len(conflicts) >= scorers - 1  # the first race alone had that many losers


def test_two_writes_for_the_same_sequence_one_wins_one_conflicts(
        sessions: sessionmaker[Session], table_id: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Both read the table's state and pass the check before either writes: the one that comes to
    write second finds the state moved on."""
    both_checked = threading.Barrier(2)
    results: dict[str, Any] = {}
    original = log.check

    def check_then_wait(*args: Any) -> Any:
        out = original(*args)
        both_checked.wait(timeout=10)
        return out

    def write(name: str) -> None:
        try:
            results[name] = _append(sessions, table_id, {"type": "remark", "seat": name, "about": "score"}, 2)
        except SequenceConflict as err:
            results[name] = err

    monkeypatch.setattr(log, "check", check_then_wait)
    threads = [threading.Thread(target=write, args=(seat,)) for seat in ("N", "E")]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    won = [k for k, v in results.items() if v == 2]
    lost = [k for k, v in results.items() if isinstance(v, SequenceConflict)]
    assert len(won) == 1 and len(lost) == 1, results
    assert results[lost[0]].head == 2
    entries = _log(sessions, table_id).entries()
    assert [e.sequence for e in entries] == [1, 2] and entries[1].body["seat"] == won[0]


def _has_turn(session: Session) -> bool:
    """Whether the session's SQLite connection holds its file's turn to write."""
    return bool(session.connection().connection.dbapi_connection.has_turn)  # type: ignore[union-attr]


def test_writers_to_one_sqlite_file_take_turns_each_until_its_transaction_ends(
        sessions: sessionmaker[Session], table_id: int, db_url: str) -> None:
    """An append holds the SQLite file's turn from its first write until its transaction ends: another
    writer (here a club registering, a thread of this process; or another process, on the lock file)
    waits for it and then goes on, and a rollback gives the turn up as a commit does. On PostgreSQL the
    database queues its writers itself and there is no turn."""
    first = sessions()
    append(first, first.get_one(GameTable, table_id), {"type": "shuffle", "seat": "S"}, sequence=2)
    if not db_url.startswith("sqlite"):
        assert not hasattr(first.connection().connection.dbapi_connection, "has_turn")
        first.close()
        return
    assert _has_turn(first)
    other_process = os.open(db_url.removeprefix("sqlite:///") + ".writer", os.O_RDWR)
    with pytest.raises(BlockingIOError):
        fcntl.flock(other_process, fcntl.LOCK_EX | fcntl.LOCK_NB)
    has_turn, gave_up = threading.Event(), threading.Event()

    def second_writer() -> None:
        with sessions() as s:
            s.add(Club(name="Late Club"))
            s.flush()
            has_turn.set()
            s.rollback()  # a write undone gives its turn up too
            gave_up.set()

    thread = threading.Thread(target=second_writer, daemon=True)
    thread.start()
    assert not has_turn.wait(0.3)
    first.commit()
    assert not _has_turn(first)
    assert has_turn.wait(10) and gave_up.wait(10)
    thread.join(10)
    fcntl.flock(other_process, fcntl.LOCK_EX | fcntl.LOCK_NB)  # every turn given up
    os.close(other_process)
    first.close()
    assert _log(sessions, table_id).head == 2


def test_a_sqlite_writer_waiting_for_its_turn_holds_no_lock_of_the_file(sessions: sessionmaker[Session],
                                                                         db_url: str) -> None:
    """A session that writes holds SQLite's one write lock until it ends: were it to wait for the turn after
    writing, it and the turn's holder (waiting for that lock) would wait for each other. So every statement
    that may write waits for the turn before it reaches the file, whatever writes it (starting a table, a
    club registering): while another process holds the turn, the waiting writer has written nothing, a
    writer outside the service can still write, and reads go on."""
    if not db_url.startswith("sqlite"):
        pytest.skip("PostgreSQL queues its writers itself: there is no turn")
    path = db_url.removeprefix("sqlite:///")
    with sessions() as s:
        s.add(Club(name="Turns Club"))
        s.commit()
    other_process = os.open(path + ".writer", os.O_RDWR)
    fcntl.flock(other_process, fcntl.LOCK_EX)
    done: list[int] = []

    def start_table() -> None:
        with sessions() as s:
            club = s.scalars(select(Club).where(Club.name == "Turns Club")).one()
            table = create_table(s, club, name="T", game="euchre", code="foster", seats=list("NESW"),
                                 players=PLAYERS, dealer="S")
            s.add(Club(name="Second Club"))
            s.commit()
            done.append(table.id)

    thread = threading.Thread(target=start_table, daemon=True)
    thread.start()
    thread.join(0.3)
    try:
        assert thread.is_alive() and not done
        outside = sqlite3.connect(path, timeout=0)  # fails at once if any other holds SQLite's write lock
        outside.execute("INSERT INTO clubs (name, created_at) VALUES ('Outside Club', '2026-11-22 00:00:00')")
        outside.commit()
        outside.close()
        with sessions() as s:
            assert s.scalar(select(func.count()).select_from(GameTable)) == 0
    finally:
        os.close(other_process)  # the other process lets go
    thread.join(10)
    assert done and _log(sessions, done[0]).head == 1
    with sessions() as s:
        assert set(s.scalars(select(Club.name))) == {"Turns Club", "Outside Club", "Second Club"}


def test_a_sqlite_writer_that_waits_too_long_for_its_turn_is_told_the_file_is_locked(tmp_path: Any) -> None:
    """As SQLite's own busy timeout does: a second writer in the same thread, behind a first that cannot end,
    waits the connection's timeout and fails, instead of waiting for ever."""
    engine = make_engine(f"sqlite:///{tmp_path / 'locked.sqlite'}", connect_args={"timeout": 0.2})
    upgrade(engine)
    factory = session_factory(engine)
    with factory() as first, factory() as second:
        first.add(Club(name="First"))
        first.flush()
        second.add(Club(name="Second"))
        with pytest.raises(DBAPIError, match="waited 0.2 s for the turn to write"):
            second.flush()
    engine.dispose()


def test_a_sqlite_connection_holds_its_turn_only_while_its_writing_transaction_lasts(tmp_path: Any) -> None:
    """A read takes no turn; a write takes it until the commit or the rollback that ends its transaction;
    a statement that writes outside a transaction (SQLite commits it at once) gives it up at once."""
    engine = make_engine(f"sqlite:///{tmp_path / 'turns.sqlite'}")
    upgrade(engine)
    club = text("INSERT INTO clubs (name, created_at) VALUES (:name, '2026-11-22 00:00:00')")
    with engine.connect() as conn:
        raw = conn.connection.dbapi_connection
        assert raw is not None
        conn.execute(select(func.count()).select_from(Club))
        assert not raw.has_turn
        conn.execute(club, {"name": "Kept"})
        assert raw.has_turn
        conn.commit()
        assert not raw.has_turn
        conn.execute(club, {"name": "Undone"})
        assert raw.has_turn
        conn.rollback()
        assert not raw.has_turn
        raw.execute("CREATE TABLE scratch (n INTEGER)")
        assert not raw.in_transaction and not raw.has_turn
        assert list(conn.execute(select(Club.name))) == [("Kept",)]
    engine.dispose()


def test_a_postgresql_connection_the_server_closed_in_the_pool_is_not_handed_out(engine: Engine, db_url: str) -> None:
    """A connection whose backend ended while it lay in the pool (a restart of the server, say) is replaced when
    it is checked out, not handed to a request to fail on, though the pool sends no ping to the server."""
    if not db_url.startswith("postgresql"):
        pytest.skip("SQLite has no server to close a connection")
    with engine.connect() as conn:
        pid = conn.execute(text("SELECT pg_backend_pid()")).scalar_one()
    other = make_engine(db_url)
    with other.connect() as conn:  # ends the backend, and waits (up to 10 s) until it has ended
        assert conn.execute(text("SELECT pg_terminate_backend(:pid, 10000)"), {"pid": pid}).scalar_one()
    other.dispose()
    with engine.connect() as conn:
        assert conn.execute(text("SELECT pg_backend_pid()")).scalar_one() != pid


def test_foster_text_a_revoke_claimed_in_its_deal_after_the_next_deals_cut_is_recorded_when_it_was_made(
        sessions: sessionmaker[Session], table_id: int) -> None:
    """"Revokes must be detected and claimed before the cards are cut for the following deal." A scorer records
    the claim in the deal of the revoke (the dispute form's "in deal 1"): before the next deal's cut it is heard
    there; after it, it is a fact of the deal in play, naming the deal of the revoke (``deal``), ruled too late,
    and the deal of the revoke stays scored."""
    hands = {"N": ["AH", "QH", "AD", "TC", "9C"], "E": ["AS", "9S", "JH", "KD", "QC"],
             "S": ["KS", "TS", "TH", "9H", "KC"], "W": ["QS", "JS", "KH", "QD", "JD"]}
    plays = "W KH N 9C E 9S S TH  W JD N AD E KD S TD  W QD N AH E JH S TS  E AS S KS W QS N QH  E QC S KC W JS N TC"
    seats_cards = plays.split()
    events = [{"type": "deal", "hands": hands, "turn_up": "TD"}, {"type": "order_up", "seat": "W"},
              {"type": "discard", "seat": "S", "card": "9H"},
              *({"type": "play", "seat": s, "card": c} for s, c in zip(seats_cards[::2], seats_cards[1::2]))]
    sequence = 2
    for event in [*events, {"type": "new_deal", "dealer": "W"}, {"type": "shuffle", "seat": "W"}]:
        sequence = _append(sessions, table_id, event, sequence) + 1
    claim = {"type": "claim", "seat": "W", "kind": "revoke", "against": "N", "trick": 1}
    # before the cut: heard in deal 1, whose hand is abandoned for the revoke (foster:30)
    heard = _append(sessions, table_id, claim, sequence, deal=0)
    ruled = referee.rule(_log(sessions, table_id).record())
    assert ruled["deals"][0]["status"] == "awaiting"
    assert [r["options"] for r in ruled["deals"][0]["rulings"]] == [["add_two", "deduct_two"]]
    _append(sessions, table_id, {"type": "retract", "sequence": heard, "reason": "made after the cut"}, heard + 1)
    # after the cut: a fact of deal 2, naming deal 1, too late
    _append(sessions, table_id, {"type": "cut", "seat": "S"}, heard + 2)
    late = _append(sessions, table_id, claim, heard + 3, deal=0)
    record = _log(sessions, table_id).record()
    assert record["deals"][1]["events"][-1] == {**claim, "deal": 0} and late == heard + 3
    ruled = referee.rule(record)
    assert ruled["deals"][0]["status"] == "scored" and ruled["deals"][0]["points"] == {"NS": 0, "EW": 1}
    [too_late] = ruled["deals"][1]["rulings"]
    assert (too_late["irregularity"], too_late["laws"], too_late["options"]) == (
        "revoke_not_proved", ["foster:text"], [])
    assert too_late["finding"] == "W claimed a revoke against N in deal 1 after the cards were cut for deal 2."
