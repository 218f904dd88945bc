"""A table's append-only log, and the record it makes for the engine.

Every write names the ``sequence`` it expects to take (the table's head
plus one). A write that finds the head moved raises ``SequenceConflict``;
two writes racing for the same number meet the unique constraint on
``(table_id, sequence)`` and the loser gets ``SequenceConflict`` too. So
sequence numbers are dense, and nothing is lost or written twice.

A correction never changes an entry: it is a new entry
``{"type": "retract", "sequence": n, "reason": "..."}``; the record the
engine sees leaves the retracted fact out, and the history keeps both.

Each append is checked by building the whole record it would make and
loading it (``referee.schemas.load_record``): an impossible event raises
``InvalidRecord`` naming the field (``event.card``) and nothing is stored.
A fact that breaks the laws is stored and ruled on, never refused.
"""
from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from sqlalchemy import func, select, text
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from ..record import InvalidRecord
from ..schemas import RECORD_FORMAT, load_record
from . import kept
from .models import Club, Deal, Event, GameTable, Player, Scorer, Seat, utcnow

FACT = "fact"
NEW_DEAL = "new_deal"
RETRACT = "retract"
MAX_REASON = 500


class SequenceConflict(Exception):
    """Another scorer wrote to the table first: the head is not where the write expected."""

    def __init__(self, expected: int, head: int) -> None:
        self.expected = expected
        self.head = head
        super().__init__(
            f"expected to write event {expected}, but the table's log stands at event {head}: "
            "another scorer wrote first; reload the table and record it again if it still stands")


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


_EVENTS = text("SELECT e.sequence, e.kind, e.body, e.deal_id, s.username, e.recorded_at FROM events e "
               "LEFT OUTER JOIN scorers s ON s.id = e.scorer_id WHERE e.table_id = :table ORDER BY e.sequence")


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
        deals = session.execute(select(Deal.id, Deal.number, Deal.dealer, Deal.opened_by)
                                .where(Deal.table_id == table.id)).all()
        number_of = {d.id: d.number for d in deals}
        # The one query that grows with the log: plain SQL, each value decoded here, cheaper than
        # the same query through the ORM's typed columns.
        events = session.execute(_EVENTS, {"table": table.id}).all()
        rows = [Entry(sequence, kind, _json(body), number_of.get(deal_id) if deal_id else None, username,
                      _when(recorded_at))
                for sequence, kind, body, deal_id, username, recorded_at in events]
        seats = session.execute(select(Seat.name, Player.name).outerjoin(Player, Player.id == Seat.player_id)
                                .where(Seat.table_id == table.id).order_by(Seat.position)).all()
        return cls(table, rows, {d.number: DealInfo(d.number, d.dealer, d.opened_by) for d in deals},
                   seats=[seat for seat, _ in seats], players={seat: who for seat, who in seats if who})

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
        (worked out once for the log; ``replace`` makes a log that works it out again)."""
        if self._entries is None:
            self._entries = self._marked()
        return list(self._entries)

    def _marked(self) -> list[Entry]:
        gone = self.retractions()
        index_of = {d.number: i for i, d in enumerate(self.live_deals())}
        counts: dict[int, int] = {}
        out = []
        for row in self.rows:
            by, reason = gone.get(row.sequence, (None, None))
            deal = index_of.get(row.deal_number) if row.deal_number is not None else None
            index = None
            if row.kind == FACT and by is None and deal is not None:
                index = counts.get(deal, 0)
                counts[deal] = index + 1
            out.append(Entry(row.sequence, row.kind, row.body, row.deal_number, row.scorer, row.recorded_at,
                             by, reason, deal, index))
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
        for entry in self.entries():
            if entry.kind == FACT and entry.is_live and entry.deal is not None:
                deals[entry.deal]["events"].append(dict(entry.body))
        record = self.header()
        record["deals"] = deals
        return record

    # -- checking a write -------------------------------------------------

    def check(self, body: Any, deal: int | None = None) -> tuple[Entry, DealInfo | None]:
        """The entry ``body`` would make as the next in the log (and the deal it opens);
        ``InvalidRecord`` naming the field if it is impossible."""
        if not isinstance(body, Mapping):
            raise InvalidRecord([{"path": "event", "value": body, "message": "An event must be an object."}])
        body = dict(body)
        sequence = self.head + 1
        kind = body.get("type")
        if kind == RETRACT:
            self._check_retract(body)
            entry = Entry(sequence, RETRACT, body)
            _validate(replace(self, rows=[*self.rows, entry]), prefix=None,
                      context=f"Retracting event {body['sequence']} would leave an impossible record: ")
            return entry, None
        if kind == NEW_DEAL:
            _only(body, {"type", "dealer"})
            number = max(self.deals, default=0) + 1
            opened = DealInfo(number, str(body.get("dealer")), sequence)
            entry = Entry(sequence, NEW_DEAL, body, number)
            after = replace(self, rows=[*self.rows, entry], deals={**self.deals, number: opened})
            _validate(after, prefix=(f"deals[{len(self.live_deals())}].dealer", "event.dealer"))
            return entry, opened
        live = self.live_deals()
        if not live:
            raise InvalidRecord([{"path": "deal", "value": deal,
                                  "message": "No deal is open at this table: start a deal (new_deal) first."}])
        if deal is None:
            deal = len(live) - 1
        if not isinstance(deal, int) or isinstance(deal, bool) or not 0 <= deal < len(live):
            raise InvalidRecord([{"path": "deal", "value": deal,
                                  "message": f"No deal {deal!r} at this table (deals 0 to {len(live) - 1})."}])
        entry = Entry(sequence, FACT, body, live[deal].number)
        # Only the deal it joins can become impossible (the others, and the table, are as they were): that
        # deal is checked, in a record of its own, and its paths named as in the whole record.
        facts = [dict(e.body) for e in self.entries() if e.kind == FACT and e.is_live and e.deal == deal]
        alone = {**self.header(), "deals": [{"dealer": live[deal].dealer, "events": [*facts, body]}]}
        _validate_record(alone, prefix=(f"deals[0].events[{len(facts)}]", "event"), rename=("deals[0]", f"deals[{deal}]"))
        return entry, None

    def _check_retract(self, body: dict[str, Any]) -> None:
        _only(body, {"type", "sequence", "reason"})
        target, reason = body.get("sequence"), body.get("reason")
        errors = []
        if not isinstance(target, int) or isinstance(target, bool) or not 1 <= target <= self.head:
            errors.append({"path": "event.sequence", "value": target,
                           "message": f"No event {target!r} to retract (events 1 to {self.head})."})
        else:
            row = self.rows[target - 1]
            gone = self.retractions()
            if row.kind == RETRACT:
                errors.append({"path": "event.sequence", "value": target,
                               "message": "A retraction is not retracted: record the event again instead."})
            elif target in gone:
                errors.append({"path": "event.sequence", "value": target,
                               "message": f"Event {target} was already retracted by event {gone[target][0]}."})
        if not isinstance(reason, str) or not reason.strip():
            errors.append({"path": "event.reason", "value": reason, "message": "Give the reason for the correction."})
        elif len(reason) > MAX_REASON:
            errors.append({"path": "event.reason", "value": reason[:40] + "...",
                           "message": f"The reason is longer than {MAX_REASON} characters."})
        if errors:
            raise InvalidRecord(errors)


def _only(body: Mapping[str, Any], allowed: set[str]) -> None:
    extra = sorted(set(body) - allowed)
    if extra:
        raise InvalidRecord([{"path": f"event.{k}", "value": body[k], "message": "Unknown field."} for k in extra])


def _validate(log: TableLog, prefix: tuple[str, str] | None, context: str = "") -> None:
    """Load the whole record ``log`` makes; name the new event's fields as ``event.*``."""
    _validate_record(log.record(), prefix, context)


def _under(path: str, prefix: str) -> bool:
    return path == prefix or path.startswith((prefix + ".", prefix + "["))


def _validate_record(record: dict[str, Any], prefix: tuple[str, str] | None, context: str = "",
                     rename: tuple[str, str] | None = None) -> None:
    """Load ``record``; name the new event's fields (under ``prefix[0]``) as ``prefix[1]`` (``event.*``),
    and other paths under ``rename[0]`` as under ``rename[1]``."""
    try:
        load_record(record)
    except InvalidRecord as err:
        errors = []
        for e in err.errors:
            path = str(e["path"])
            if prefix is not None and _under(path, prefix[0]):
                path = prefix[1] + path[len(prefix[0]):]
            elif rename is not None and _under(path, rename[0]):
                path = rename[1] + path[len(rename[0]):]
            errors.append({**e, "path": path, "message": context + str(e["message"])})
        raise InvalidRecord(errors) from None


# -- writing ----------------------------------------------------------------


def head(session: Session, table_id: int) -> int:
    """The sequence of the table's last event, read from the database."""
    return int(session.scalar(select(func.coalesce(func.max(Event.sequence), 0))
                              .where(Event.table_id == table_id)) or 0)


def append(session: Session, table: GameTable, body: Any, *, sequence: int,
           deal: int | None = None, scorer_id: int | None = None) -> Event:
    """Append ``body`` to the table's log as event ``sequence``.

    ``SequenceConflict`` if the log's head is not ``sequence - 1`` (or another
    writer takes the number first); ``InvalidRecord`` if the event is
    impossible. Flushes but does not commit: the caller's transaction is the
    unit of work, and a failure leaves nothing behind once it rolls back.
    The table's kept ruling (``kept``) is brought to the new head in the same transaction.
    """
    return append_entry(session, table, body, sequence=sequence, deal=deal, scorer_id=scorer_id)[0]


def append_entry(session: Session, table: GameTable, body: Any, *, sequence: int,
                 deal: int | None = None, scorer_id: int | None = None) -> tuple[Event, Entry]:
    """``append``, and the new entry as the history shows it (its deal, its index there)."""
    log = TableLog.load(session, table)
    if sequence != log.head + 1:
        raise SequenceConflict(sequence, log.head)
    entry, opened = log.check(body, deal)
    deal_id = None
    try:
        if opened is not None:
            row = Deal(table_id=table.id, number=opened.number, dealer=opened.dealer, opened_by=sequence)
            session.add(row)
            session.flush()
            deal_id = row.id
        elif entry.deal_number is not None:
            deal_id = session.scalar(select(Deal.id).where(Deal.table_id == table.id,
                                                           Deal.number == entry.deal_number))
        event = Event(table_id=table.id, sequence=sequence, kind=entry.kind, deal_id=deal_id,
                      body=dict(entry.body), scorer_id=scorer_id, recorded_at=utcnow())
        session.add(event)
        session.flush()
    except IntegrityError:
        session.rollback()
        raise SequenceConflict(sequence, head(session, table.id)) from None
    scorer = session.scalar(select(Scorer.username).where(Scorer.id == scorer_id)) if scorer_id else None
    written = replace(entry, scorer=scorer, recorded_at=event.recorded_at)
    after = replace(log, rows=[*log.rows, written],
                    deals={**log.deals, opened.number: opened} if opened is not None else log.deals)
    kept.refresh(session, after)
    return event, after.entries()[-1]


def create_table(session: Session, club: Club, *, name: str, game: str, code: str, seats: Sequence[str],
                 players: Mapping[str, str] | None = None, options: Mapping[str, Any] | None = None,
                 start_score: Mapping[str, int] | None = None, dealer: str | None = None,
                 scorer_id: int | None = None) -> GameTable:
    """Start a table; with ``dealer``, its first deal too (event 1).

    The table is checked as a record with no deals: ``InvalidRecord`` names
    the bad field (``seats``, ``options.game_to``, ``players.X``)."""
    players = {seat: who.strip() for seat, who in (players or {}).items() if who and who.strip()}
    draft: dict[str, Any] = {"format": RECORD_FORMAT, "game": game, "code": code, "options": dict(options or {}),
                             "seats": list(seats), "players": players, "deals": []}
    if start_score:
        draft["start_score"] = dict(start_score)
    load_record(draft)
    table = GameTable(club_id=club.id, name=name.strip() or "Table", game=game, code=code,
                      options=dict(options or {}), start_score=dict(start_score) if start_score else None,
                      created_by=scorer_id, created_at=utcnow())
    session.add(table)
    session.flush()
    for position, seat in enumerate(seats):
        player = _player(session, club, players[seat]) if seat in players else None
        session.add(Seat(table_id=table.id, position=position, name=seat,
                         player_id=player.id if player else None))
    session.flush()
    session.refresh(table)
    kept.refresh(session, TableLog.load(session, table))  # the ruling on no deals, kept from the start
    if dealer is not None:
        append(session, table, {"type": NEW_DEAL, "dealer": dealer}, sequence=1, scorer_id=scorer_id)
    return table


def _player(session: Session, club: Club, name: str) -> Player:
    """The club's player of that name, added if new."""
    found = session.scalar(select(Player).where(Player.club_id == club.id, Player.name == name))
    if found is not None:
        return found
    try:
        with session.begin_nested():
            player = Player(club_id=club.id, name=name)
            session.add(player)
        return player
    except IntegrityError:  # another scorer added the same player just now
        return session.scalars(select(Player).where(Player.club_id == club.id, Player.name == name)).one()
