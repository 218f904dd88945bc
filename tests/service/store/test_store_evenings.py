"""An evening in the store (Foster's PROGRESSIVE EUCHRE, family.md §5), on SQLite and PostgreSQL: its own
append-only log (players, the draw, rounds, the bell, corrections), its rounds' tables kept as any table's,
concurrent writers that never overwrite one another, and the ``euchre-evening/1`` record it makes."""
from __future__ import annotations

import random
import threading
from typing import Any

import pytest
from sqlalchemy import Engine, text
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import Session, sessionmaker

from referee import InvalidRecord
from referee.evenings.draw import draw, first_seats
from referee.store import Club, Evening, GameTable, append
from referee.store.evenings import (
    EveningConflict,
    append_entries,
    bell_entry,
    create_evening,
    evening_record,
    evening_version,
    read_players,
    read_state,
)

NAMES = [("Ann", "lady"), ("Bea", "lady"), ("Cat", "lady"), ("Dot", "lady"),
         ("Al", "gentleman"), ("Bo", "gentleman"), ("Cy", "gentleman"), ("Di", "gentleman")]


def players(names: list[tuple[str, str | None]]) -> list[dict[str, Any]]:
    return [{"type": "player", "player": f"p{n}", "name": name, "group": group}
            for n, (name, group) in enumerate(names, 1)]


@pytest.fixture
def evening_id(sessions: sessionmaker[Session]) -> int:
    """An evening of two tables: eight players entered, drawn for places, round 1 seated (entries 1 to 10)."""
    with sessions() as s:
        club = Club(name="Hoyle Club")
        s.add(club)
        s.flush()
        evening = create_evening(s, club, name="Friday", kind="progressive")
        append_entries(s, evening, players(NAMES), sequence=1)
        state = read_state(s, evening)
        drawn = draw({p: v["group"] for p, v in state.players.items()}, random.Random(7))
        seats = first_seats(drawn, list(state.players), {p: v["group"] for p, v in state.players.items()})
        append_entries(s, evening, [{"type": "draw", "draw": drawn},
                                    {"type": "round", "round": 1,
                                     "tables": {str(t): at for t, at in seats.items()}}], sequence=9)
        s.commit()
        return evening.id


def test_players_are_entered_one_a_line_or_imported_as_csv_with_or_without_groups() -> None:
    assert read_players("Ann\n\nBob\n") == [("Ann", None), ("Bob", None)]
    assert read_players("name,group\nAnn,Lady\n\"Smith, Bob\",g\n") == [("Ann", "lady"), ("Smith, Bob", "gentleman")]
    with pytest.raises(InvalidRecord) as err:
        read_players("Ann,captain\n")
    assert err.value.errors[0]["path"] == "players[1]"


def test_the_draw_seats_each_table_with_partners_by_suit(sessions: sessionmaker[Session], evening_id: int) -> None:
    """foster:progressive: "The number of pips on the card drawn indicates the number of the table at which the
    player is to sit, and those drawing cards of the same suit are partners for the first game." Partners sit
    opposite, two ladies and two gentlemen at each table."""
    with sessions() as s:
        evening = s.get_one(Evening, evening_id)
        record = evening_record(s, evening)
    assert record["format"] == "euchre-evening/1" and record["kind"] == "progressive"
    assert record["players"]["p1"] == {"name": "Ann", "group": "lady"}
    (round_1,) = record["rounds"]
    assert sorted(round_1["tables"]) == ["1", "2"]
    for number, table in round_1["tables"].items():
        seats = table["players"]
        for a, b in (("N", "S"), ("E", "W")):
            assert record["draw"][seats[a]]["suit"] == record["draw"][seats[b]]["suit"]  # partners by suit
            assert record["draw"][seats[a]]["table"] == int(number)  # the table by the pips
        assert [record["players"][seats[s]]["group"] for s in "NESW"] == ["lady", "lady", "gentleman", "gentleman"]
        assert table["format"] == "euchre-record/1"
        assert table["deals"] == [{"dealer": "N", "events": []}]  # begun: "the deal is cut for at each table"


def test_two_writers_expecting_the_same_entry_one_wins_and_nothing_is_overwritten(
        sessions: sessionmaker[Session], evening_id: int) -> None:
    barrier = threading.Barrier(2)
    outcomes: list[str] = []

    def ring(who: int) -> None:
        with sessions() as s:
            evening = s.get_one(Evening, evening_id)
            state = read_state(s, evening)
            barrier.wait()
            try:
                append_entries(s, evening, [{"type": "tie_cut", "round": 1, "table": "1",
                                             "cuts": {state.rounds[0]["1"]["N"]: "9H" if who else "KS"}}],
                               sequence=11)
                s.commit()
                outcomes.append("written")
            except (EveningConflict, DBAPIError):
                s.rollback()
                outcomes.append("conflict")

    threads = [threading.Thread(target=ring, args=(n,)) for n in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(outcomes) == ["conflict", "written"]
    with sessions() as s:
        state = read_state(s, s.get_one(Evening, evening_id))
    assert state.head == 11 and [e.sequence for e in state.entries] == list(range(1, 12))


def test_a_correction_is_an_entry_and_the_history_keeps_both(sessions: sessionmaker[Session], evening_id: int) -> None:
    """The hostess "is the referee in all disputes" (foster:progressive): she corrects a name; the entry stands in
    the history, struck out, and the player is entered again under his id."""
    with sessions() as s:
        evening = s.get_one(Evening, evening_id)
        append_entries(s, evening, [{"type": "retract", "sequence": 2, "reason": "misspelt"},
                                    {"type": "player", "player": "p2", "name": "Beatrice", "group": "lady"}],
                       sequence=11)
        s.commit()
        state = read_state(s, evening)
        record = evening_record(s, evening, state)
    assert state.entries[1].retracted_by == 11 and state.entries[1].reason == "misspelt"
    assert record["players"]["p2"]["name"] == "Beatrice"
    with sessions() as s:
        with pytest.raises(EveningConflict):
            append_entries(s, s.get_one(Evening, evening_id), [{"type": "retract", "sequence": 3, "reason": "x"}],
                           sequence=12)


def test_an_impossible_entry_is_refused_naming_its_field_and_nothing_is_written(
        sessions: sessionmaker[Session], evening_id: int) -> None:
    with sessions() as s:
        evening = s.get_one(Evening, evening_id)
        with pytest.raises(InvalidRecord) as err:
            append_entries(s, evening, [{"type": "player", "player": "p9", "name": "Zed", "group": None},
                                        {"type": "player", "player": "p10", "name": "ann", "group": None}],
                           sequence=11)
        assert err.value.errors[0]["path"] == "name"
        s.rollback()
        assert read_state(s, evening).head == 10
        with pytest.raises(InvalidRecord) as err:
            append_entries(s, evening, [{"type": "retract", "sequence": 10, "reason": "again"}], sequence=11)
        assert err.value.errors[0]["path"] == "sequence"


def test_the_evening_log_is_append_only(engine: Engine, evening_id: int) -> None:
    with engine.connect() as conn, pytest.raises(DBAPIError):
        conn.execute(text("UPDATE evening_events SET body = body WHERE evening_id = :e"), {"e": evening_id})


def test_the_bell_stops_each_table_where_its_play_stood(sessions: sessionmaker[Session], evening_id: int) -> None:
    """foster:progressive: "Upon the tap of the bell all play immediately ceases, even if in the middle of a
    deal." The head table between deals gives the round's ``bell.deal`` as its last deal, over; table 2, in the middle
    of its second deal, gets a ``bell`` event after the facts recorded before the bell, and before any after it."""
    with sessions() as s:
        evening = s.get_one(Evening, evening_id)
        tables = read_state(s, evening).tables[0]
        head, second = (s.get_one(GameTable, tables[n]) for n in ("1", "2"))
        append(s, head, {"type": "outcome", "seat": "E", "tricks": 3}, sequence=2)  # deal 1 begun at seating
        for seq, body in enumerate([{"type": "outcome", "seat": "E", "tricks": 5},
                                    {"type": "new_deal", "dealer": "E"}, {"type": "pass", "seat": "S"}], 2):
            append(s, second, body, sequence=seq)
        s.commit()
        before = evening_version(s, evening_id)
        append_entries(s, evening, [bell_entry(s, read_state(s, evening))], sequence=11)
        append(s, second, {"type": "pass", "seat": "W"}, sequence=5, deal=1)  # recorded after the bell
        s.commit()
        assert evening_version(s, evening_id) != before
        record = evening_record(s, evening)
    (round_1,) = record["rounds"]
    assert round_1["bell"] == {"table": "1", "deal": 0}
    events = round_1["tables"]["2"]["deals"][1]["events"]
    assert [e["type"] for e in events] == ["pass", "bell", "pass"]
    assert all(e["type"] != "bell" for d in round_1["tables"]["1"]["deals"] for e in d["events"])
    with sessions() as s:
        with pytest.raises(InvalidRecord):  # once a round
            append_entries(s, s.get_one(Evening, evening_id), [bell_entry(s, read_state(s, s.get_one(
                Evening, evening_id)))], sequence=12)


def test_a_prize_tied_on_every_star_is_cut_for_and_the_cut_is_in_the_record(
        sessions: sessionmaker[Session], evening_id: int) -> None:
    """foster:progressive: "if that is still a tie, the players must cut for it": the cut is an entry, and the
    evening's record carries it as ``prize_cuts``; struck out, it is gone from the record."""
    with sessions() as s:
        evening = s.get_one(Evening, evening_id)
        append_entries(s, evening, [{"type": "prize_cut", "prize": "first", "cuts": {"p1": "9H", "p2": "KS"}}],
                       sequence=11)
        with pytest.raises(InvalidRecord) as err:
            append_entries(s, evening, [{"type": "prize_cut", "prize": "best", "cuts": {"p1": "9H"}}], sequence=12)
        assert err.value.errors[0]["path"] == "prize"
        assert evening_record(s, evening)["prize_cuts"] == {"first": {"p1": "9H", "p2": "KS"}}
        append_entries(s, evening, [{"type": "retract", "sequence": 11, "reason": "cut again"}], sequence=12)
        assert "prize_cuts" not in evening_record(s, evening)


def test_an_evening_ruled_with_its_tables_kept_rulings_is_ruled_as_from_their_records(
        sessions: sessionmaker[Session], evening_id: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """foster:progressive: "Upon the tap of the bell all play immediately ceases, even if in the middle of a deal."
    The evening's record offers the ruling kept with each table's log that moved (``kept.standing_rulings``) to the
    evening's ruling (``TableRulings``): the ruling is the one made from the tables' records afresh, before the bell
    and after it (table 2 stopped in the middle of a deal: its record is not its log's, and is ruled), a table
    struck a deal and recorded it again; and no table whose log holds its record is ruled again."""
    from copy import deepcopy

    import referee.evenings.evening_record as loading
    from referee.evenings.evening import TableRulings, rule_evening

    ruled: list[Any] = []
    rule = loading.rule
    monkeypatch.setattr(loading, "rule", lambda table: ruled.append(table) or rule(table))
    known, logs = TableRulings(), {}  # as the pages keep them between two rulings of the evening
    with sessions() as s:
        evening = s.get_one(Evening, evening_id)
        tables = read_state(s, evening).tables[0]
        head, second = (s.get_one(GameTable, tables[n]) for n in ("1", "2"))
        for seq, body in enumerate([{"type": "outcome", "seat": "E", "tricks": 3},  # deal 1 begun at seating
                                    {"type": "retract", "sequence": 2, "reason": "the other side made it"},
                                    {"type": "outcome", "seat": "N", "tricks": 5}], 2):
            append(s, head, body, sequence=seq)
        for seq, body in enumerate([{"type": "outcome", "seat": "E", "tricks": 4},
                                    {"type": "new_deal", "dealer": "E"}, {"type": "pass", "seat": "S"}], 2):
            append(s, second, body, sequence=seq)
        s.commit()
        record = evening_record(s, evening, None, logs, known)
        assert rule_evening(record, known) == rule_evening(deepcopy(record))
        assert len(ruled) == 2  # afresh only: both tables' kept rulings were the evening's
        append(s, head, {"type": "new_deal", "dealer": "E"}, sequence=5)
        append_entries(s, evening, [bell_entry(s, read_state(s, evening))], sequence=11)
        append(s, second, {"type": "pass", "seat": "W"}, sequence=5, deal=1)  # recorded after the bell
        s.commit()
        ruled.clear()
        record = evening_record(s, evening, read_state(s, evening), logs, known)
        assert [e["type"] for e in record["rounds"][0]["tables"]["2"]["deals"][1]["events"]] == ["pass", "bell", "pass"]
        made = rule_evening(record, known)
        assert [table["players"] for table in ruled] == [record["rounds"][0]["tables"]["2"]["players"]]
        assert made == rule_evening(deepcopy(record))
        assert made["rounds"][0]["tables"]["2"]["stopped"] == 1
