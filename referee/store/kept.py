"""The ruling on each table's record, kept with its log; and a club's season standings from them.

A table's ruling is kept in ``table_rulings`` and brought up to date in the same transaction as
every append (``refresh``), deal by deal: a deal whose facts, place, expected dealer and game
score are as when it was last ruled keeps its ruling, and only a deal that changed is replayed
(``engine.replay_deal``), so an append costs one deal's replay, not the whole record's. Each row
also keeps its table's totals (points, games, rubbers and rubber points by side), which is all
``season_standings`` reads: the standings of a season of a hundred thousand deals are a sum over
the tables, not a replay of every deal.

What is kept is derived from the log and rebuilt from it at will: a row is used only while it
stands at the log's head and was made by this engine (a digest of the package's modules and the
laws), else it is made again. The kept ruling is ``referee.rule(record)``, to the letter.
"""
from __future__ import annotations

import functools
import hashlib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import func, select, update
from sqlalchemy.orm import Session

from ..codes import find_code
from ..engine import replay_deal, ruling_of
from ..laws import LAWS_DIR
from ..schemas import load_record
from ..scoresheet import Total, side_totals, standings
from ..scoring import Tally
from .models import Event, GameTable, Player, Seat, TableRuling

if TYPE_CHECKING:
    from .log import TableLog

PACKAGE = Path(__file__).resolve().parent.parent


@functools.cache
def engine_version() -> str:
    """A digest of the engine's modules and the laws: a kept ruling made by another engine is made again."""
    digest = hashlib.sha256()
    for path in sorted(PACKAGE.glob("*.py")) + sorted(LAWS_DIR.glob("*.toml")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:32]


@dataclass(frozen=True, slots=True)
class LiveDeal:
    """A deal of the record as the log holds it: its number, dealer and live facts (sequence, event)."""

    number: int
    dealer: str
    facts: tuple[tuple[int, Mapping[str, Any]], ...]

    def entry(self) -> dict[str, Any]:
        return {"dealer": self.dealer, "events": [dict(body) for _, body in self.facts]}


def live_deals(log: TableLog) -> list[LiveDeal]:
    """The record's deals, each with the sequences of its live facts (which name its content: facts
    are never changed)."""
    facts: dict[int, list[tuple[int, Mapping[str, Any]]]] = {}
    for entry in log.entries():
        if entry.kind == "fact" and entry.is_live and entry.deal is not None:
            facts.setdefault(entry.deal, []).append((entry.sequence, entry.body))
    return [LiveDeal(d.number, d.dealer, tuple(facts.get(i, ()))) for i, d in enumerate(log.live_deals())]


def _key(index: int, deal: LiveDeal, expected: str | None, score: Mapping[str, int]) -> str:
    seqs = ",".join(str(s) for s, _ in deal.facts)
    at = ",".join(f"{side}={points}" for side, points in sorted(score.items()))
    return f"{index}|{deal.number}|{deal.dealer}|{seqs}|{expected}|{at}"


def rule_log(log: TableLog, kept: TableRuling | None = None) -> tuple[dict[str, Any], list[str]]:
    """The ruling on the log's record and each deal's key, replaying only the deals whose key is not
    among those ``kept`` (when it was made by this engine)."""
    head = log.header()
    table = load_record({**head, "deals": []})
    code = find_code(table.code)
    reuse: dict[str, Any] = {}
    if kept is not None and kept.engine == engine_version():
        reuse = dict(zip(kept.keys, kept.ruling.get("deals", [])))
    tally = Tally(table)
    expected: str | None = None
    deals: list[dict[str, Any]] = []
    keys: list[str] = []
    for index, deal in enumerate(live_deals(log)):
        score = tally.current()
        key = _key(index, deal, expected, score)
        out: dict[str, Any] | None = reuse.get(key)
        if out is None:
            one = load_record({**head, "deals": [deal.entry()]})
            out = dict(replay_deal(one, code, index, one.deals[0], expected, score).to_dict())
        deals.append(out)
        keys.append(key)
        if out["status"] == "scored":
            tally.add(out["points"])
        expected = out["next_dealer"]
    return ruling_of(table, deals, tally), keys


def totals_json(log: TableLog, ruling: Mapping[str, Any]) -> dict[str, Any]:
    return {"deals": len(ruling["deals"]),
            "sides": [{"name": t.name, "points": t.points, "games": t.games, "rubbers": t.rubbers,
                       "rubber_points": t.rubber_points} for t in side_totals(log.header(), ruling)]}


def refresh(session: Session, log: TableLog, *, only_if_stale: bool = False) -> TableRuling:
    """Bring the table's kept ruling to the log's head (in the caller's transaction).

    With ``only_if_stale`` (a reader filling in a missing or outworn row), a row that another writer
    has meanwhile brought to this head or beyond is left as it is."""
    table_id = log.table.id
    kept = session.get(TableRuling, table_id)
    ruling, keys = rule_log(log, kept)
    values = {"head": log.head, "engine": engine_version(), "keys": keys, "ruling": ruling,
              "totals": totals_json(log, ruling)}
    if kept is None:
        kept = TableRuling(table_id=table_id, **values)
        if only_if_stale:
            try:
                with session.begin_nested():
                    session.add(kept)
            except Exception:  # noqa: BLE001 (another reader or writer made it first: theirs stands)
                found = session.get(TableRuling, table_id)
                assert found is not None
                return found
        else:
            session.add(kept)
        return kept
    if only_if_stale:
        session.execute(update(TableRuling).where(
            TableRuling.table_id == table_id,
            (TableRuling.engine != values["engine"]) | (TableRuling.head < log.head)).values(**values))
        session.refresh(kept)
        return kept
    for name, value in values.items():
        setattr(kept, name, value)
    return kept


def head_of(session: Session, table_id: int) -> int:
    return int(session.scalar(select(func.coalesce(func.max(Event.sequence), 0))
                              .where(Event.table_id == table_id)) or 0)


def kept_ruling(session: Session, table: GameTable) -> dict[str, Any]:
    """The ruling on the table's record: the kept one if it stands at the head, else made (and kept)."""
    from .log import TableLog

    kept = session.get(TableRuling, table.id)
    if kept is not None and kept.engine == engine_version() and kept.head == head_of(session, table.id):
        return kept.ruling
    return refresh(session, TableLog.load(session, table), only_if_stale=True).ruling


@dataclass(frozen=True, slots=True)
class Standings:
    """A club's season: totals per player and per partnership over all its tables."""

    tables: int
    deals: int
    players: list[Total]
    partnerships: list[Total]


def season_standings(session: Session, club_id: int) -> Standings:
    """Every table of the club, from the totals kept with each (those missing or outworn made first)."""
    from .log import TableLog

    version = engine_version()
    rows = session.execute(
        select(GameTable.id, GameTable.name, GameTable.game, TableRuling.engine, TableRuling.totals)
        .outerjoin(TableRuling, TableRuling.table_id == GameTable.id)
        .where(GameTable.club_id == club_id).order_by(GameTable.id)).all()
    seats: dict[int, list[tuple[str, str | None]]] = {}
    for table_id, seat, player in session.execute(
            select(Seat.table_id, Seat.name, Player.name).join(GameTable, GameTable.id == Seat.table_id)
            .outerjoin(Player, Player.id == Seat.player_id).where(GameTable.club_id == club_id)
            .order_by(Seat.table_id, Seat.position)):
        seats.setdefault(table_id, []).append((seat, player))
    tables: list[tuple[str, str, Sequence[tuple[str, str | None]], Iterable[Total]]] = []
    deals = 0
    for table_id, name, game, engine, totals in rows:
        if engine != version or totals is None:
            table = session.get_one(GameTable, table_id)
            totals = refresh(session, TableLog.load(session, table), only_if_stale=True).totals
        deals += int(totals["deals"])
        tables.append((name, game, seats.get(table_id, []), [Total(**t) for t in totals["sides"]]))
    players, partnerships = standings(tables)
    return Standings(len(rows), deals, players, partnerships)
