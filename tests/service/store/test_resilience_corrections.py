"""Resilience of the log under corrections: whatever a scorer writes, in whatever order (the next fact, a
fact recorded late into an earlier deal, a fact retracted, a fact recorded in the place of one retracted, a
deal struck, a new deal), the table's kept state stays the one its log makes, and nothing is lost or stored
half-way.

Each example is a table of its own, on SQLite and PostgreSQL, with the facts of a record from the engine's
resilience strategies (legal deals, and chaotic deals under every code and game). The writes are drawn one
by one. After each: the kept state is a rebuild from the whole log, its ruling is ``referee.rule`` of the
log's record to the letter (``test_store_kept._kept_is_the_ruling``), and the sequence numbers are dense.
A write that is refused (an impossible fact, a retraction that would leave one, a retraction of a
retraction or of an entry already retracted, a sequence not the head's next) changes nothing: the log and
the kept state are as before it."""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import event as tally
from hypothesis import strategies as st
from sqlalchemy import Engine, select
from sqlalchemy.orm import Session, sessionmaker
from test_resilience_records import chaotic_record, legal_record
from test_store_kept import _kept_is_the_ruling

import referee
from referee.store import (
    Club,
    Event,
    GameTable,
    SequenceConflict,
    TableLog,
    TableState,
    append,
    create_table,
    make_engine,
    session_factory,
)

WRITES = settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
RECORDS = st.one_of(legal_record(), chaotic_record())
#: The kinds of write, each as often as a scorer might make it (the next fact most often).
KINDS = ("next",) * 6 + ("late", "late", "retract", "retract", "in place", "strike", "retract again", "stale")


@pytest.fixture
def sessions(migrated_url: str) -> Iterator[sessionmaker[Session]]:
    engine: Engine = make_engine(migrated_url)
    with session_factory(engine)() as s:
        s.add(Club(name="Hoyle Club"))
        s.commit()
    yield session_factory(engine)
    engine.dispose()


def _write(data: st.DataObject, log: TableLog, stream: list[tuple[dict[str, Any], bool]],
           ) -> tuple[str, dict[str, Any], int | None, int, int | None]:
    """The next write drawn: its kind, the event, the deal it joins (``None``: the last), its sequence, and the
    fact it takes the place of."""
    live = log.live_deals()
    facts = [e for e in log.entries() if e.kind == "fact" and e.is_live]
    dead = [e for e in log.entries() if e.retracted_by is not None or e.kind == "retract"]
    replaced = [e for e in log.entries() if e.kind == "fact" and e.retracted_by is not None and e.deal is not None]
    kind = data.draw(st.sampled_from([k for k in KINDS if {
        "next": bool(stream), "late": bool(live and stream), "retract": bool(facts), "strike": bool(live),
        "in place": bool(replaced), "retract again": bool(dead), "stale": True}[k]]), label="write")
    if kind == "next":
        event, _ = stream.pop(0)
        return kind, event, None, log.head + 1, None
    if kind in ("late", "in place"):  # a fact of the record, into an earlier (or the last) deal, or a fact's place
        facts_left = [e for e, is_fact in stream if is_fact] or [{"type": "pass", "seat": "N"}]
        event = data.draw(st.sampled_from(facts_left), label="late fact")
        if kind == "in place":
            return kind, event, None, log.head + 1, data.draw(st.sampled_from([e.sequence for e in replaced]))
        return kind, event, data.draw(st.integers(0, len(live) - 1), label="into deal"), log.head + 1, None
    target = data.draw(st.sampled_from(
        [e.sequence for e in facts] if kind == "retract" else [d.opened_by for d in live] if kind == "strike"
        else [e.sequence for e in dead] if kind == "retract again" else [log.head or 1]), label="target")
    event = {"type": "retract", "sequence": target, "reason": f"{kind} {target}"}
    return (kind, event, None, data.draw(st.sampled_from([log.head, log.head + 2])) if kind == "stale" else log.head + 1,
            None)


def _as_it_was(s: Session, table: GameTable) -> tuple[list[tuple[int, str]], Any]:
    """The log's entries and the table's kept row."""
    return ([(e.sequence, e.kind) for e in s.scalars(select(Event).where(Event.table_id == table.id)
                                                    .order_by(Event.sequence))],
            s.execute(select(TableState.head, TableState.summary).where(TableState.table_id == table.id)).first())


@WRITES
@given(record=RECORDS, data=st.data())
def test_any_writes_keep_the_state_the_log_makes_and_a_refused_one_changes_nothing(
        sessions: sessionmaker[Session], record: dict[str, Any], data: st.DataObject) -> None:
    try:
        referee.rule(record)
    except referee.InvalidRecord:
        tally("impossible record")
        return  # an impossible record: refused whole, here and in the store
    stream = [(e, is_fact) for d in record["deals"]
              for e, is_fact in [({"type": "new_deal", "dealer": d["dealer"]}, False), *((e, True) for e in d["events"])]]
    with sessions() as s:
        club = s.scalars(select(Club)).one()
        table = create_table(s, club, name="Table", game=record["game"], code=record["code"], seats=record["seats"],
                             players=record.get("players"), options=record.get("options"),
                             start_score=record.get("start_score"))
        s.commit()
        kinds = []
        for _ in range(data.draw(st.integers(5, 40), label="writes")):
            log = TableLog.load(s, table)
            kind, event, deal, sequence, in_place_of = _write(data, log, stream)
            before = _as_it_was(s, table)
            try:
                append(s, table, event, sequence=sequence, deal=deal, in_place_of=in_place_of)
                s.commit()
                kinds.append(kind)
                tally(f"written: {kind}")
            except (SequenceConflict, referee.InvalidRecord) as refused:
                s.rollback()
                # one writer: a conflict only for a stale sequence; an impossible fact, or a retraction that
                # would leave one, is refused; a retraction of a retraction or of what is retracted always
                assert isinstance(refused, SequenceConflict) == (kind == "stale"), refused
                assert kind != "strike", refused
                assert _as_it_was(s, table) == before  # nothing stored half-way
            else:
                assert kind not in ("retract again", "stale")
                assert _as_it_was(s, table)[0] == [*before[0], (sequence, event.get("type") if event.get("type") in
                                                                ("new_deal", "retract") else "fact")]
            _kept_is_the_ruling(s, table)
            sequences = [seq for seq, _ in _as_it_was(s, table)[0]]
            assert sequences == list(range(1, len(sequences) + 1))
