"""A table's append-only log, and the record it makes for the engine.

Every write names the ``sequence`` it expects to take (the table's head
plus one). A write that finds the head moved raises ``SequenceConflict``;
of two writes racing for the same number, the loser finds the table's kept
state moved on when it comes to write it (``kept.Kept.save``), or meets the
unique constraint on ``(table_id, sequence)``, and gets ``SequenceConflict``
too. So sequence numbers are dense, and nothing is lost or written twice.

A correction never changes an entry: it is a new entry
``{"type": "retract", "sequence": n, "reason": "..."}``; the record the
engine sees leaves the retracted fact out, and the history keeps both.

Each append is checked by building the deal it joins or corrects as a
record of its own and loading it (``referee.schemas.load_record``); it reads
the table's kept state and that deal's events, never the whole log. An
impossible event raises ``InvalidRecord`` naming the field (``event.card``)
and nothing is stored. A fact that breaks the laws is stored and ruled on,
never refused.
"""
from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any, cast

from sqlalchemy import Table, bindparam, insert, select, text
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from ..record import InvalidRecord
from ..schemas import RECORD_FORMAT, load_record
from . import kept
from .kept import Kept, KeptDeal
from .models import Club, Deal, GameTable, Player, Scorer, Seat, utcnow
from .names import is_printable_name

FACT = "fact"
NEW_DEAL = "new_deal"
RETRACT = "retract"
MAX_REASON = 500
NAME_LENGTH = 120
"""The longest name of a table, a player or a club that is kept."""
SEAT_LENGTH = 8
"""The longest seat's name that is kept."""
TABLE_DEALS = 300
"""The most deals a table keeps live: a long evening is some dozens, a match of several evenings a few hundred."""
DEAL_FACTS = 200
"""The most facts a deal keeps live: a deal played out is about forty, one with its irregularities and
corrections seldom twice that."""
TABLE_EVENTS = 20_000
"""The most events a table's log keeps, corrections included: its deals' facts, with room to correct them."""
TABLE_BYTES = 64 * 2 ** 20
"""The most a table's events may take, as the database keeps them (their JSON's characters), annotations included:
64 MiB. A long evening's log is some hundreds of kilobytes; twenty thousand events played out, about six MiB."""
PLAIN_EVENT = 2_048
"""An event of at most these characters is not weighed against ``TABLE_BYTES`` (a deal's hands, a play, a claim:
some tens to a few hundred): only a larger one, one with annotations, is, against what is kept and room for the
events still to come, each as large as this (so the log never passes the bound, however it goes on)."""
DEALS = cast(Table, Deal.__table__)


class SequenceConflict(Exception):
    """Another scorer wrote to the table first: the head is not where the write expected."""

    def __init__(self, expected: int, head: int) -> None:
        self.expected = expected
        self.head = head
        said = (f"event {expected} is written already (the table's log stands at event {head}): another scorer "
                "wrote first" if head >= expected else f"the table's log stands at event {head}, not {expected - 1}")
        super().__init__(f"{said}; reload the table and record it again if it still stands")


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


def _only(body: Mapping[str, Any], allowed: set[str]) -> None:
    extra = sorted(set(body) - allowed)
    if extra:
        raise InvalidRecord([{"path": f"event.{k}", "value": body[k], "message": "Unknown field."} for k in extra])


def _under(path: str, prefix: str) -> bool:
    return path == prefix or path.startswith((prefix + ".", prefix + "["))


def _possible(record: dict[str, Any], index: int, prefix: tuple[str, str] | None, context: str = "",
              rename: tuple[str, str] | None = None) -> dict[str, Any]:
    """``record``, deal ``index`` of its table as a record of its own, if it is possible (it loads); else
    ``InvalidRecord`` naming the new event's fields (under ``prefix[0]``) as ``prefix[1]`` (``event.*``), and other
    paths under ``rename[0]`` as under ``rename[1]``."""
    try:
        load_record(record, first=index)
        return record
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


# -- checking and writing an event --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Change:
    """What an event, checked, does to its table's state."""

    kind: str
    body: dict[str, Any]
    position: int | None = None
    """The live deal it joins, opens, strikes or corrects (its index in the record)."""
    number: int | None = None
    """That deal's number at the table."""
    index: int | None = None
    """A fact's index in its deal."""
    alone: dict[str, Any] | None = None
    """The deal as the event leaves it, as a record of its own, possible (``None`` if struck)."""
    target: int | None = None
    """The sequence a retraction retracts."""
    place: float | None = None
    """A fact's place among its deal's facts, if it is recorded in place of another (else its sequence)."""


_FACTS = text("SELECT sequence, body, place FROM events WHERE table_id = :table AND sequence > :after "
              "AND sequence <= :head AND deal_id = :deal AND kind = 'fact'")
_KIND = text("SELECT kind, deal_id, place FROM events WHERE table_id = :table AND sequence = :sequence")


def deal_facts(session: Session, state: Kept, deal: KeptDeal) -> list[tuple[int, float, Mapping[str, Any]]]:
    """The live facts of a deal in their places, each with its sequence and place: the only events an append
    reads (read with the state, if they were: ``Kept.facts``)."""
    rows: Sequence[Any] | None = state.facts.get(deal.version)
    if rows is None:
        rows = session.execute(_FACTS, {"table": state.table_id, "after": deal.opened_by, "head": state.head,
                                        "deal": deal.id}).all()
    return sorted(((sequence, place if place is not None else sequence, _json(body))
                   for sequence, body, place in rows if sequence not in state.corrections), key=_placed)


def _placed(fact: tuple[int, float, Any]) -> tuple[float, int]:
    """Where a fact stands among its deal's facts: by its place, then by its sequence (as ``Entry.key``)."""
    return fact[1], fact[0]


def check(session: Session, state: Kept, body: Any, deal: int | None = None,
          in_place_of: int | None = None) -> Change:
    """What ``body`` does as the next event of the table whose state is ``state`` (a fact: in the place of the
    fact ``in_place_of``, retracted, if it is given); ``InvalidRecord`` naming the field if it is impossible.
    Only the deal it joins or corrects can become impossible (the others, and the table, are as they were):
    that deal is checked, in a record of its own, and its paths named as in the whole record."""
    if not isinstance(body, Mapping):
        raise InvalidRecord([{"path": "event", "value": body, "message": "An event must be an object."}])
    body = dict(body)
    kind = body.get("type")
    if in_place_of is not None and kind in (RETRACT, NEW_DEAL):
        raise InvalidRecord([{"path": "in_place_of", "value": in_place_of,
                              "message": "Only a fact is recorded in the place of another."}])
    if kind == RETRACT:
        return _check_retract(session, state, body)
    live = state.count
    if kind == NEW_DEAL:
        _only(body, {"type", "dealer"})
        if live >= TABLE_DEALS:
            raise InvalidRecord([{"path": "event", "value": body, "message": f"A table keeps at most {TABLE_DEALS} "
                                  "deals: start another table for the next deal."}])
        opened = KeptDeal(state.opened + 1, 0, str(body.get("dealer")), state.head + 1, state.head + 1)
        alone = _possible(state.alone(opened, []), live, prefix=("deals[0].dealer", "event.dealer"),
                          rename=("deals[0]", f"deals[{live}]"))
        return Change(NEW_DEAL, body, live, opened.number, alone=alone)
    if not live:
        raise InvalidRecord([{"path": "deal", "value": deal,
                              "message": "No deal is open at this table: start a deal (new_deal) first."}])
    place = None
    if in_place_of is not None:
        deal, place = _replaced(session, state, in_place_of, deal)
    if deal is None:
        deal = live - 1
    if not isinstance(deal, int) or isinstance(deal, bool) or not 0 <= deal < live:
        raise InvalidRecord([{"path": "deal", "value": deal,
                              "message": f"No deal {deal!r} at this table (deals 0 to {live - 1})."}])
    if kind == "claim" and place is None and "deal" not in body and deal < live - 1 \
            and _cut_after(session, state, deal):
        body["deal"], deal = deal, live - 1  # a fact of the deal in play, of an earlier deal's revoke (too late)
    joined = state.deal(deal)
    facts = deal_facts(session, state, joined)
    if len(facts) >= DEAL_FACTS:
        raise InvalidRecord([{"path": "deal", "value": deal, "message": f"The deal has {len(facts)} facts, the most "
                              "a deal keeps: retract one to record another."}])
    at = len(facts) if place is None else sum(1 for _, key, _ in facts if key <= place)
    bodies = [fact for _, _, fact in facts]
    bodies.insert(at, body)
    alone = _possible(state.alone(joined, bodies), deal, prefix=(f"deals[0].events[{at}]", "event"),
                      rename=("deals[0]", f"deals[{deal}]"))
    return Change(FACT, body, deal, joined.number, at, alone, place=place)


def _cut_after(session: Session, state: Kept, deal: int) -> bool:
    """Whether the cards were cut for the deal after ``deal``: it has a fact but a shuffle (a cut, the deal, a bid, a
    card...), or a deal came after it. A revoke of ``deal`` claimed now is claimed too late ("before the cards are
    cut for the following deal", foster:text): the claim is a fact of the deal in play, naming the deal of the
    revoke (``deal``), not of the earlier deal, whose facts all came before that cut."""
    if deal + 2 < state.count:
        return True
    following = deal_facts(session, state, state.deal(deal + 1))
    return any(fact.get("type") not in ("shuffle", "cut_for_deal") for _, _, fact in following)


def _replaced(session: Session, state: Kept, target: Any, deal: int | None) -> tuple[int, float]:
    """The live deal of the fact ``target`` (retracted, to be recorded again in its place) and its place;
    ``InvalidRecord`` naming ``in_place_of`` if there is no such fact."""
    def refused(message: str) -> InvalidRecord:
        return InvalidRecord([{"path": "in_place_of", "value": target, "message": message}])

    if not isinstance(target, int) or isinstance(target, bool) or not 1 <= target <= state.head:
        raise refused(f"No event {target!r} to record in the place of (events 1 to {state.head}).")
    found = session.execute(_KIND, {"table": state.table_id, "sequence": target}).one()
    at = next((i for i, d in enumerate(state.deals, start=state.first) if d.id == found.deal_id), None)
    if found.kind != FACT or at is None:
        raise refused(f"Event {target} is not a fact of a deal at this table.")
    if target not in state.corrections:
        raise refused(f"Event {target} stands: retract it first, then record the fact in its place.")
    if deal is not None and deal != at:
        raise refused(f"Event {target} is a fact of deal {at}, not of deal {deal}.")
    return at, found.place if found.place is not None else target


def _check_retract(session: Session, state: Kept, body: dict[str, Any]) -> Change:
    _only(body, {"type", "sequence", "reason"})
    target, reason = body.get("sequence"), body.get("reason")
    errors = []
    found = None
    if not isinstance(target, int) or isinstance(target, bool) or not 1 <= target <= state.head:
        errors.append({"path": "event.sequence", "value": target,
                       "message": f"No event {target!r} to retract (events 1 to {state.head})."})
    else:
        found = session.execute(_KIND, {"table": state.table_id, "sequence": target}).one()
        if found.kind == RETRACT:
            errors.append({"path": "event.sequence", "value": target,
                           "message": "A retraction is not retracted: record the event again instead."})
        elif target in state.corrections:
            errors.append({"path": "event.sequence", "value": target,
                           "message": f"Event {target} was already retracted by event {state.corrections[target][0]}."})
    if not isinstance(reason, str) or not reason.strip():
        errors.append({"path": "event.reason", "value": reason, "message": "Give the reason for the correction."})
    elif len(reason) > MAX_REASON:
        errors.append({"path": "event.reason", "value": reason[:40] + "...",
                       "message": f"The reason is longer than {MAX_REASON} characters."})
    if errors:
        raise InvalidRecord(errors)
    assert found is not None and isinstance(target, int)
    if found.kind == NEW_DEAL:  # the deal is struck (it is live: its opening is not retracted)
        position = next(i for i, d in enumerate(state.deals) if d.opened_by == target)
        return Change(RETRACT, body, position, state.deals[position].number, target=target)
    at = next((i for i, d in enumerate(state.deals) if d.id == found.deal_id), None)
    if at is None:  # a fact of a deal struck before: the record is as it was
        return Change(RETRACT, body, target=target)
    deal = state.deals[at]
    facts = [fact for sequence, _, fact in deal_facts(session, state, deal) if sequence != target]
    alone = _possible(state.alone(deal, facts), at, prefix=None, rename=("deals[0]", f"deals[{at}]"),
                      context=f"Retracting event {target} would leave an impossible record: ")
    return Change(RETRACT, body, at, deal.number, alone=alone, target=target)


@dataclass(frozen=True, slots=True)
class ShownDeal:
    """One live deal of a table as the scorer's page shows it, read from the state kept with the log and
    that deal's own events (never the whole log)."""

    head: int
    record: dict[str, Any]
    """The table's record without its deals."""
    count: int
    """How many deals are live."""
    position: int
    """The deal's place in the record (-1: there is none)."""
    dealer: str | None
    facts: list[Mapping[str, Any]]
    """Its live facts, in order: its ``events`` in the record."""
    entries: list[Entry]
    """Its entries of the history (its opening and facts, retracted or not), as ``TableLog.entries``."""
    ruling: dict[str, Any] | None
    """Its ruling, as in the table's ruling."""
    summary: dict[str, Any]
    """The table's ruling without its deals (the score, the games)."""
    next_dealer: str | None
    """Who deals next, by the last deal's ruling."""
    last_status: str | None
    """The last deal's status, by its ruling (``None``: there is none)."""


_DEAL_EVENTS = text("SELECT e.sequence, e.kind, e.body, s.username, e.recorded_at, e.place FROM events e "
                    "LEFT OUTER JOIN scorers s ON s.id = e.scorer_id WHERE e.table_id = :table "
                    "AND e.sequence >= :opened AND e.deal_id = :deal ORDER BY e.sequence")


def shown_deal(session: Session, table: GameTable, position: int | None = None) -> ShownDeal:
    """The live deal at ``position`` (the last if ``None`` or out of range) as the scorer's page shows it."""
    state = kept.current(session, table, whole=position is not None)
    count = state.count
    if position is None or not 0 <= position < count:
        position = count - 1
    summary, ruling = kept.deal_ruling(session, state, position)
    if position < 0:
        return ShownDeal(state.head, state.record, 0, -1, None, [], [], None, summary, None, None)
    deal = state.deal(position)
    gone = state.corrections
    rows = [Entry(sequence, kind, _json(body), deal.number, username, _when(recorded_at),
                  gone[sequence][0] if sequence in gone else None, gone[sequence][1] if sequence in gone else None,
                  position, place=place)
            for sequence, kind, body, username, recorded_at, place in session.execute(
                _DEAL_EVENTS, {"table": table.id, "opened": deal.opened_by, "deal": deal.id})]
    live = sorted((e for e in rows if e.kind == FACT and e.retracted_by is None), key=_key)
    index = {e.sequence: k for k, e in enumerate(live)}
    entries = [replace(e, index=index.get(e.sequence)) for e in rows]
    last = state.deal(count - 1)
    return ShownDeal(state.head, state.record, count, position, deal.dealer, [e.body for e in live], entries, ruling,
                     summary, last.next_dealer, last.status)


@dataclass(frozen=True, slots=True)
class Outline:
    """A table as its pages show it above their own part, read from the state kept with its log alone."""

    head: int
    record: dict[str, Any]
    """The table's record without its deals."""
    summary: dict[str, Any]
    """The table's ruling without its deals (the score, the games)."""
    last_status: str | None
    """The last deal's status, by its ruling (``None``: there is none)."""
    dealers: list[str] | None = None
    """The dealer of each live deal, in order (``None``: not read)."""


def outline(session: Session, table: GameTable) -> Outline:
    """The table's outline with its dealers, from its kept state (its row and its deals' rows, not their
    rulings)."""
    state = kept.current(session, table)
    return _outline(session, state, [d.dealer for d in state.deals])


def _outline(session: Session, state: Kept, dealers: list[str] | None = None) -> Outline:
    summary, _ = kept.deal_ruling(session, state, state.count - 1)
    last = state.deal(state.count - 1).status if state.count else None
    return Outline(state.head, state.record, summary, last, dealers)


HISTORY_PAGE = 100
"""How many entries a page of the history shows."""


@dataclass(frozen=True, slots=True)
class HistoryPage:
    """A page of a table's history: the entries up to ``last``, at most ``HISTORY_PAGE`` of them, marked as
    ``TableLog.entries`` marks them (but for ``index``, which it leaves out), read from the state kept with the
    log and those entries alone (never the whole log)."""

    outline: Outline
    """The table (its ``dealers`` not read)."""
    entries: list[Entry]
    """In the order of the log."""
    sizes: dict[int, int]
    """How many live facts each live deal opened on the page has, by its opening's sequence (``deal_sizes``)."""

    @property
    def older(self) -> int | None:
        """The ``last`` of the page of the entries before these (``None``: these reach back to the first)."""
        first = self.entries[0].sequence if self.entries else 1
        return first - 1 if first > 1 else None

    @property
    def newer(self) -> int | None:
        """The ``last`` of the page of the entries after these (``None``: these reach the head)."""
        head = self.outline.head
        last = self.entries[-1].sequence if self.entries else head
        return min(last + HISTORY_PAGE, head) if last < head else None


_HISTORY = text("SELECT e.sequence, e.kind, e.body, d.number, s.username, e.recorded_at, e.place FROM events e "
                "LEFT OUTER JOIN deals d ON d.id = e.deal_id LEFT OUTER JOIN scorers s ON s.id = e.scorer_id "
                "WHERE e.table_id = :table AND e.sequence > :after AND e.sequence <= :last ORDER BY e.sequence")
_OPENINGS = select(Deal.number, Deal.opened_by).where(Deal.table_id == bindparam("table")).order_by(Deal.number)


def history_page(session: Session, table: GameTable, last: int | None = None) -> HistoryPage:
    """The page of the history that ends at entry ``last`` (the head if ``None`` or out of range). A log's
    sequences are dense, so the page is the entries from ``last - HISTORY_PAGE + 1`` to ``last``."""
    state = kept.current(session, table, whole=False)
    if last is None or not 0 < last <= state.head:
        last = state.head
    gone = state.corrections
    live = [number for number, opened_by in session.execute(_OPENINGS, {"table": table.id}) if opened_by not in gone]
    position = {number: i for i, number in enumerate(live)}
    entries = []
    for sequence, kind, body, number, username, recorded_at, place in session.execute(
            _HISTORY, {"table": table.id, "after": last - HISTORY_PAGE, "last": last}):
        by, reason = gone.get(sequence, (None, None))
        entries.append(Entry(sequence, kind, _json(body), number, username, _when(recorded_at), by, reason,
                             position.get(number) if number is not None else None, place=place))
    openings = [e.sequence for e in entries if e.kind == NEW_DEAL and e.is_live]
    return HistoryPage(_outline(session, state), entries, deal_sizes(session, state, openings))


_DEAL_FACTS = text("SELECT d.opened_by, e.sequence FROM events e JOIN deals d ON d.id = e.deal_id "
                   "WHERE e.table_id = :table AND e.sequence > :after AND e.kind = 'fact' "
                   "AND d.opened_by IN :openings").bindparams(bindparam("openings", expanding=True))


def deal_sizes(session: Session, state: Kept, openings: Sequence[int]) -> dict[int, int]:
    """How many live facts each deal opened by one of ``openings`` (their sequences) has: those that a
    retraction of its opening strikes out with it."""
    sizes = dict.fromkeys(openings, 0)
    if sizes:
        for opened_by, sequence in session.execute(_DEAL_FACTS, {"table": state.table_id, "after": min(sizes),
                                                                 "openings": list(sizes)}):
            if sequence not in state.corrections:
                sizes[opened_by] += 1
    return sizes


def opened_deal(session: Session, table: GameTable, sequence: object) -> tuple[int, int] | None:
    """The live deal that the event ``sequence`` opens, if it opens one: its place in the record and how many
    live facts it has (``deal_sizes``)."""
    if not isinstance(sequence, int):
        return None
    state = kept.current(session, table)
    position = next((i for i, d in enumerate(state.deals) if d.opened_by == sequence), None)
    return None if position is None else (position, deal_sizes(session, state, [sequence])[sequence])


def head(session: Session, table_id: int) -> int:
    """The sequence of the table's last event, read from the database."""
    return int(session.scalar(kept.log_head(table_id)) or 0)


def append(session: Session, table: GameTable, body: Any, *, sequence: int,
           deal: int | None = None, in_place_of: int | None = None, scorer_id: int | None = None) -> Entry:
    """Append ``body`` to the table's log as event ``sequence``; the entry as the history shows it. A fact
    ``in_place_of`` a retracted fact takes its place among its deal's facts: a card mis-recorded is recorded
    again where it was played.

    ``SequenceConflict`` if the log's head is not ``sequence - 1`` (or another writer takes the number
    first); ``InvalidRecord`` if the event is impossible. The table's kept state is read (its row with the
    last deal's, or every deal's for an event that joins an earlier deal or retracts, and the events of the
    deal the event joins or corrects), brought to the new head and written over the row it was read from
    in the same transaction: a writer that finds the row moved on has lost the race. Does not commit: the
    caller's transaction is the unit of work, and a failure leaves nothing behind once it rolls back."""
    # an event that joins the last deal or opens one needs the last deal alone; one that joins an earlier
    # deal, or retracts, may need any of them
    kind = body.get("type") if isinstance(body, Mapping) else None
    state = kept.current(session, table, whole=not isinstance(body, Mapping) or kind == RETRACT
                         or in_place_of is not None, facts=kind != NEW_DEAL)
    if deal is not None and state.first and deal != state.count - 1:
        state = kept.current(session, table)
    if sequence != state.head + 1:
        raise SequenceConflict(sequence, state.head)
    if sequence > TABLE_EVENTS:
        raise InvalidRecord([{"path": "sequence", "value": sequence, "message": f"A table keeps at most "
                              f"{TABLE_EVENTS:,} events: start another table to go on."}])
    change = check(session, state, body, deal, in_place_of)
    _within_bytes(session, table, change.body, sequence)
    try:
        recorded_at = _write(session, table, state, change, sequence, scorer_id)
    except IntegrityError:  # another writer took the number (or opened the deal, or made the state) first
        recorded_at = None
    if recorded_at is None:
        session.rollback()
        raise SequenceConflict(sequence, head(session, table.id))
    scorer = session.get(Scorer, scorer_id) if scorer_id else None
    return Entry(sequence, change.kind, change.body, change.number if change.kind != RETRACT else None,
                 scorer.username if scorer else None, recorded_at,
                 deal=change.position if change.kind != RETRACT else None, index=change.index, place=change.place)


_STORED = text("SELECT COALESCE(SUM(LENGTH(CAST(body AS TEXT))), 0) FROM events WHERE table_id = :table")


def _within_bytes(session: Session, table: GameTable, body: Any, sequence: int) -> None:
    """``InvalidRecord`` if the event ``body``, larger than a plain one (``PLAIN_EVENT``), would bring the table's
    log past ``TABLE_BYTES``, with room kept for the events still to come."""
    size = len(json.dumps(body))  # as the database is given it (SQLAlchemy's JSON: json.dumps)
    if size <= PLAIN_EVENT:
        return
    room = TABLE_BYTES - (TABLE_EVENTS - sequence) * PLAIN_EVENT - session.execute(_STORED, {"table": table.id}
                                                                                    ).scalar_one()
    if size > room:
        raise InvalidRecord([{"path": "event", "value": f"{size:,} characters", "message": (
            f"A table keeps at most {TABLE_BYTES // 2 ** 20} MiB of events, annotations included, and this one "
            f"would leave no room for the rest: {max(room, 0):,} characters are left for it. Start another "
            "table to go on, or record it with fewer annotations.")}])


def _write(session: Session, table: GameTable, state: Kept, change: Change, sequence: int,
           scorer_id: int | None) -> datetime | None:
    """Write the event and the state it brings (its deal first, if it opens one); when it was recorded,
    or ``None`` if the state had moved on since it was read."""
    deal_id = None
    if change.kind == NEW_DEAL:
        deal_id = session.connection().execute(_OPEN, {
            "table_id": table.id, "number": change.number, "dealer": str(change.body.get("dealer")),
            "opened_by": sequence}).scalar_one()
    elif change.kind == FACT:
        deal_id = state.deal(change.position or 0).id
    _apply(state, change, sequence, deal_id)
    state.restate(lambda d: change.alone if d.number == change.number and change.alone is not None
                  else state.alone(d, [fact for _, _, fact in deal_facts(session, state, d)]),
                  since=state.count if change.position is None else change.position)
    recorded_at = utcnow()
    event = {"sequence": sequence, "kind": change.kind, "deal_id": deal_id, "body": change.body, "scorer_id": scorer_id,
             "recorded_at": recorded_at, "place": change.place}
    return recorded_at if state.save(session, event=event) else None


_OPEN = insert(DEALS).returning(DEALS.c.id)


def _apply(state: Kept, change: Change, sequence: int, deal_id: int | None) -> None:
    """Bring ``state`` to the event ``sequence`` that makes ``change``."""
    state.head = sequence
    if change.kind == NEW_DEAL:
        assert deal_id is not None and change.number is not None
        state.opened = change.number
        state.deals.append(KeptDeal(change.number, deal_id, str(change.body.get("dealer")), sequence, sequence))
        return
    if change.kind == RETRACT:
        assert change.target is not None
        state.corrections[change.target] = (sequence, str(change.body["reason"]))
        if change.position is not None and change.alone is None:
            del state.deals[change.position - state.first]
            return
    if change.position is not None:
        state.deal(change.position).version = sequence


def create_table(session: Session, club: Club, *, name: str, game: str, code: str, seats: Sequence[str],
                 players: Mapping[str, str] | None = None, options: Mapping[str, Any] | None = None,
                 start_score: Mapping[str, int] | None = None, dealer: str | None = None,
                 scorer_id: int | None = None) -> GameTable:
    """Start a table; with ``dealer``, its first deal too (event 1).

    The table is checked as a record with no deals: ``InvalidRecord`` names
    the bad field (``seats``, ``options.game_to``, ``players.X``)."""
    players = {seat: who.strip() for seat, who in (players or {}).items() if who and who.strip()}
    too_long = [(path, value, most) for path, value, most in
                [("name", name.strip(), NAME_LENGTH), *((f"seats[{i}]", s, SEAT_LENGTH) for i, s in enumerate(seats)),
                 *((f"players.{s}", who, NAME_LENGTH) for s, who in players.items())]
                if isinstance(value, str) and len(value) > most]
    if too_long:
        raise InvalidRecord([{"path": path, "value": value[:40] + "...",
                              "message": f"Longer than the {most} characters kept."} for path, value, most in too_long])
    unprintable = [(path, value) for path, value in [("name", name), *((f"seats[{i}]", s) for i, s in enumerate(seats)),
                                                      *((f"players.{s}", who) for s, who in players.items())]
                   if isinstance(value, str) and not is_printable_name(value)]
    if unprintable:
        raise InvalidRecord([{"path": path, "value": value, "message": "A name holds no control characters (a line "
                              "break, a tab, a form feed)."} for path, value in unprintable])
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
    kept.build(TableLog.load(session, table)).save(session)  # the state of no deals, kept from the start
    if dealer is not None:
        try:
            append(session, table, {"type": NEW_DEAL, "dealer": dealer}, sequence=1, scorer_id=scorer_id)
        except InvalidRecord as err:  # named as the table's field, not as the event's it becomes
            raise InvalidRecord([{**e, "path": "dealer" if e["path"] == "event.dealer" else e["path"]}
                                 for e in err.errors]) from None
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
