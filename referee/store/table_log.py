"""A table's log as read in one go (``TableLog.load``): its entries, each marked with what became of it (retracted,
its place in the record), its deals, and the record its live entries make. Read by the log's writes (``log``)
and by the state kept with it, made again from the log at will (``kept.rebuild``)."""
from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import bindparam, select, text
from sqlalchemy.orm import Session

from ..schemas import RECORD_FORMAT
from .models import Deal, GameTable, Player, Seat

#: The kinds of entry: a fact of a deal, a deal opened, a correction.
FACT = "fact"
NEW_DEAL = "new_deal"
RETRACT = "retract"


@dataclass(frozen=True, slots=True)
class Entry:
    """One entry of the history, with what became of it."""

    sequence: int
    kind: str
    body: Mapping[str, Any]
    deal_number: int | None = None
    scorer: str | None = None
    recorded_at: datetime | None = None
    retracted_by: int | None = None
    reason: str | None = None
    deal: int | None = None
    """Index of the entry's deal in the record (``None`` if the deal was retracted)."""
    index: int | None = None
    """Index of a live fact in its deal's ``events`` (the ruling's ``event``)."""
    place: float | None = None
    """For a fact recorded in place of another, that one's place among its deal's facts (else its sequence)."""

    @property
    def key(self) -> tuple[float, int]:
        """Where the entry stands among its deal's facts: by its place, then by its sequence."""
        return (self.place if self.place is not None else self.sequence, self.sequence)

    @property
    def is_live(self) -> bool:
        """Whether the entry counts: not retracted, nor in a retracted deal."""
        if self.retracted_by is not None:
            return False
        return self.kind == RETRACT or self.deal is not None


@dataclass(frozen=True, slots=True)
class DealInfo:
    number: int
    dealer: str
    opened_by: int
    id: int = 0


_EVENTS = text("SELECT e.table_id, e.sequence, e.kind, e.body, e.deal_id, s.username, e.recorded_at, e.place "
               "FROM events e LEFT OUTER JOIN scorers s ON s.id = e.scorer_id WHERE e.table_id IN :tables "
               "ORDER BY e.table_id, e.sequence").bindparams(bindparam("tables", expanding=True))
_DEALS = select(Deal.table_id, Deal.id, Deal.number, Deal.dealer, Deal.opened_by).where(
    Deal.table_id.in_(bindparam("tables", expanding=True)))
_SEATS = (select(Seat.table_id, Seat.name, Player.name).outerjoin(Player, Player.id == Seat.player_id)
          .where(Seat.table_id.in_(bindparam("tables", expanding=True))).order_by(Seat.table_id, Seat.position))


def _json(value: Any) -> Any:
    """A body as the ORM reads it: SQLite hands back the JSON text; psycopg decodes it itself."""
    return json.loads(value) if isinstance(value, (str, bytes)) else value


def _when(value: Any) -> datetime | None:
    """``recorded_at`` as the ORM reads it: SQLite hands back text (``2026-11-22 00:01:02.000003``)."""
    return datetime.fromisoformat(value) if isinstance(value, str) else value


@dataclass(slots=True)
class TableLog:
    """A table and its log as read in one go: the record, the history, the checks."""

    table: GameTable
    rows: list[Entry]
    deals: dict[int, DealInfo] = field(default_factory=dict)
    seats: list[str] = field(default_factory=list)
    players: dict[str, str] = field(default_factory=dict)
    _entries: list[Entry] | None = field(default=None, init=False, repr=False, compare=False)

    # -- reading ----------------------------------------------------------

    @classmethod
    def load(cls, session: Session, table: GameTable) -> TableLog:
        return cls.load_many(session, [table])[0]

    @classmethod
    def load_many(cls, session: Session, tables: Sequence[GameTable]) -> list[TableLog]:
        """The tables' logs, in their order, read in three statements for them all (an evening's tables)."""
        ids = [table.id for table in tables]
        deals: dict[int, list[Any]] = {table_id: [] for table_id in ids}
        for deal in session.execute(_DEALS, {"tables": ids}):
            deals[deal.table_id].append(deal)
        number_of = {d.id: d.number for found in deals.values() for d in found}
        # The one query that grows with the log: plain SQL, each value decoded here, cheaper than
        # the same query through the ORM's typed columns.
        rows: dict[int, list[Entry]] = {table_id: [] for table_id in ids}
        for table_id, sequence, kind, body, deal_id, username, recorded_at, place in session.execute(
                _EVENTS, {"tables": ids}):
            rows[table_id].append(Entry(sequence, kind, _json(body), number_of.get(deal_id) if deal_id else None,
                                        username, _when(recorded_at), place=place))
        seats: dict[int, list[tuple[str, str | None]]] = {table_id: [] for table_id in ids}
        for table_id, seat, who in session.execute(_SEATS, {"tables": ids}):
            seats[table_id].append((seat, who))
        return [cls(table, rows[table.id], {d.number: DealInfo(d.number, d.dealer, d.opened_by, d.id)
                                            for d in deals[table.id]},
                    seats=[seat for seat, _ in seats[table.id]],
                    players={seat: who for seat, who in seats[table.id] if who}) for table in tables]

    @property
    def head(self) -> int:
        """The sequence of the last entry (0 for an empty log)."""
        return self.rows[-1].sequence if self.rows else 0

    def retractions(self) -> dict[int, tuple[int, str]]:
        """Retracted sequence -> (sequence of the retraction, reason)."""
        return {int(r.body["sequence"]): (r.sequence, str(r.body.get("reason", "")))
                for r in self.rows if r.kind == RETRACT}

    def live_deals(self) -> list[DealInfo]:
        """The deals not retracted, in order: the record's ``deals``."""
        gone = self.retractions()
        return [d for _, d in sorted(self.deals.items()) if d.opened_by not in gone]

    def entries(self) -> list[Entry]:
        """The whole history, each entry marked with its retraction and its place in the record
        (worked out once for the log)."""
        if self._entries is None:
            self._entries = self._marked()
        return list(self._entries)

    def _marked(self) -> list[Entry]:
        gone = self.retractions()
        index_of = {d.number: i for i, d in enumerate(self.live_deals())}
        live: dict[int, list[Entry]] = {}  # each live deal's live facts
        for row in self.rows:
            deal = index_of.get(row.deal_number) if row.deal_number is not None else None
            if row.kind == FACT and row.sequence not in gone and deal is not None:
                live.setdefault(deal, []).append(row)
        index = {row.sequence: k for facts in live.values() for k, row in enumerate(sorted(facts, key=_key))}
        out = []
        for row in self.rows:
            by, reason = gone.get(row.sequence, (None, None))
            deal = index_of.get(row.deal_number) if row.deal_number is not None else None
            out.append(Entry(row.sequence, row.kind, row.body, row.deal_number, row.scorer, row.recorded_at,
                             by, reason, deal, index.get(row.sequence), row.place))
        return out

    def header(self) -> dict[str, Any]:
        """The table's record without its deals."""
        table = self.table
        record: dict[str, Any] = {
            "format": RECORD_FORMAT, "game": table.game, "code": table.code,
            "options": dict(table.options or {}),
            "seats": list(self.seats), "players": dict(self.players),
        }
        if table.start_score:
            record["start_score"] = dict(table.start_score)
        return record

    def record(self) -> dict[str, Any]:
        """The table's record (``euchre-record/1``) from its live entries."""
        deals: list[dict[str, Any]] = [{"dealer": d.dealer, "events": []} for d in self.live_deals()]
        for entry in sorted(self.entries(), key=_key):  # each deal's facts in their places
            if entry.kind == FACT and entry.is_live and entry.deal is not None:
                deals[entry.deal]["events"].append(dict(entry.body))
        record = self.header()
        record["deals"] = deals
        return record


def _key(entry: Entry) -> tuple[float, int]:
    return entry.key
