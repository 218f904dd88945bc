"""Each table's state kept with its log, its ruling deal by deal; and a club's season standings from them.

A table's state is what an append needs besides its own deal's events: the log's head, the table's
record without its deals, the corrections, the ruling's summary and totals, and the score as the last
live deal found it (the tail) (``table_states``); and its live deals, a row each (``deal_states``: each
one's number, row, dealer, opening, the sequence of the last change to its facts, what its kept ruling
was made from and came to, and that ruling as the JSON text it is answered with, its maker read from it: a
deal's points are counted with its maker, as ``referee.rule`` posts them, foster:500#game). Both are brought up
to date in the transaction of every append (``Kept.save``), deal by deal: a deal whose facts, place,
expected dealer and game score are as when it was last ruled keeps its ruling and its row, and only a
deal that changed is ruled again (``regular.deal_outcome``, as ``referee.rule`` rules it) and written. So an append to the last deal, or
a new deal, reads the table's row, the last deal's row and its own deal's events (one statement), and
writes the table's row and the rows of the deals that changed (the one it joins), with the event (one
statement on PostgreSQL); an event that names an earlier deal, or a retraction, reads every deal's row.
``GET .../ruling`` joins kept JSON text (``ruling_text``); ``season_standings`` adds up kept totals; the
list of a club's tables says where each log stands from its state (``stands``).

A state is written only over the row it was read from (the same head and engine, or no row at all):
a writer that finds the row moved on gets ``False`` from ``save`` (the append's ``SequenceConflict``).
What is kept is derived from the log and made again from it at will (``build``): a state is used only
while it stands at the log's head and was made by this engine (a digest of the package's modules and
the laws), else it is made again. The kept ruling is ``referee.rule(record)``, to the letter.
"""
from __future__ import annotations

import functools
import hashlib
import json
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any, cast

from sqlalchemy import (
    JSON,
    BindParameter,
    Integer,
    Select,
    String,
    Table,
    bindparam,
    delete,
    func,
    insert,
    select,
    update,
)
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from ..documents.scoresheet import Ranking, Total, side_totals, standings
from ..games import find_game
from ..games.base import Game as GameRules
from ..record import Record
from ..regular import deal_outcome
from ..resources import LAWS_DIR
from ..schemas import load_record
from ..scoring import Game, Tally
from ..table.fold import fold_deal, pooled, ruling
from ..table.fold import deal_ruling as deal_folded
from .models import DealState, Event, GameTable, Player, Seat, TableState
from .table_log import FACT, TableLog

PACKAGE = Path(__file__).resolve().parent.parent
STATES = cast(Table, TableState.__table__)
DEALS = cast(Table, DealState.__table__)
EVENTS = cast(Table, Event.__table__)
EMPTY = '"deals":[]'


@functools.cache
def engine_version() -> str:
    """A digest of the package's modules, its subpackages' too (the games' rules, the ledgers, the store's counting of
    kept deals), and the laws: a state made by another engine is made again."""
    digest = hashlib.sha256()
    modules = [(path.relative_to(PACKAGE).as_posix(), path) for path in sorted(PACKAGE.rglob("*.py"))]
    for name, path in modules + [(path.name, path) for path in sorted(LAWS_DIR.glob("*.toml"))]:
        digest.update(name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:32]


def as_json(value: Any) -> str:
    """JSON text as the service answers it: compact, keys in the engine's order."""
    return json.dumps(value, separators=(",", ":"))


@dataclass(slots=True)
class KeptDeal:
    """A live deal of the table as the state keeps it."""

    number: int
    id: int
    dealer: str
    opened_by: int
    version: int
    """The sequence of the last change to its live facts: its opening, a fact, a fact's retraction."""
    key: str = ""
    """What its kept ruling was made from (its place, version, expected dealer and game score)."""
    status: str = ""
    points: dict[str, int] = field(default_factory=dict)
    next_dealer: str | None = None
    maker: str | None = None
    """Its maker, as its kept ruling names him (read from that ruling, not a column of its own): the bidder who counts
    first where the game says so (foster:500#game), as the game's ledger posts the deal."""


@dataclass(slots=True)
class Kept:
    """A table's state at ``head``, as read (``read_at``: the head and engine of its row, ``None`` if
    there was none) and as changed since (``rulings``: the deals' rulings made since, by position).

    ``deals`` are the live deals from position ``first`` on: all of them, or (``current(whole=False)``)
    the last alone, with ``tail``, the score as it found it, standing for those before."""

    table_id: int
    head: int
    opened: int
    record: dict[str, Any]
    deals: list[KeptDeal]
    corrections: dict[int, tuple[int, str]]
    summary: str = ""
    totals: dict[str, Any] = field(default_factory=dict)
    read_at: tuple[int, str] | None = None
    rows: int | None = None
    """How many deals' rows the table has kept (``None``: not known)."""
    rulings: dict[int, str] = field(default_factory=dict)
    first: int = 0
    tail: dict[str, Any] | None = None
    """The score as the last live deal found it (``None`` if there is none): the games so far
    (``Game.to_dict``), the dealer expected, and each side's points."""
    facts: dict[int, list[Any]] = field(default_factory=dict)
    """The facts of a deal read with the state (``current(facts=True)``: the last deal's), retracted ones too,
    each its sequence, body and place, by the deal's ``version`` (so that they stand only while it does)."""

    @property
    def count(self) -> int:
        """How many deals are live."""
        return self.first + len(self.deals)

    def deal(self, position: int) -> KeptDeal:
        """The live deal at ``position`` (one of ``deals``)."""
        if position < self.first:
            raise IndexError(f"deal {position} was not read (deals from {self.first} on)")
        return self.deals[position - self.first]

    def alone(self, deal: KeptDeal, facts: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
        """The table's record with this deal alone, holding ``facts``."""
        return {**self.record, "deals": [{"dealer": deal.dealer, "events": [dict(f) for f in facts]}]}

    def restate(self, alone: Callable[[KeptDeal], dict[str, Any]], since: int = 0) -> None:
        """Rule again each deal whose key changed (``alone``: the deal as a record of its own, possible: ruled
        as ``referee.rule`` rules it, in one pass where it is regular, ``regular.deal_outcome``),
        and the summary, totals and tail. The deals before ``since`` are as they were ruled (a deal's key is
        made of its place and facts and of the deals before it): only their points are counted on, and
        those before ``first`` are counted in the tail."""
        table = load_record({**self.record, "deals": []})
        game = table.played
        if not game.replayed:  # a game whose phases are parts: every deal folded from the carry the last one left
            self._refold(game, table, alone)
            return
        tally = Tally(table)
        expected: str | None = None
        points = {side: 0 for side in table.sides}
        if self.first:
            assert self.tail is not None and since >= self.first
            tally.games = [Game(**game) for game in self.tail["games"]]
            expected, points = self.tail["expected"], dict(self.tail["points"])
        tail = None
        for index, deal in enumerate(self.deals, start=self.first):
            score = tally.current()
            if index == self.count - 1:
                tail = {"games": [game.to_dict() for game in tally.games], "expected": expected, "points": dict(points)}
            if index >= since:
                at = ",".join(f"{side}={value}" for side, value in sorted(score.items()))
                key = f"{index}|{deal.number}|{deal.dealer}|{deal.version}|{expected}|{at}"
                if key != deal.key:
                    one = alone(deal)
                    outcome = deal_outcome(one, table, index, one["deals"][0], expected, tally)
                    deal.key, deal.status, deal.points, deal.next_dealer, deal.maker = \
                        key, outcome.status, outcome.points, outcome.next_dealer, outcome.maker
                    self.rulings[index] = as_json(outcome.to_dict())
            if deal.status == "scored":
                tally.add(deal.points, deal.maker)  # with its maker, as ``referee.rule`` posts it
                for side, won in deal.points.items():
                    points[side] = points.get(side, 0) + won
            expected = deal.next_dealer
        self.tail = tail
        summary = ruling(table, [], tally.to_dict())
        self._sum_up(game, summary, points)

    def _refold(self, game: Any, table: Record, alone: Callable[[KeptDeal], dict[str, Any]]) -> None:
        """``restate`` for a game whose phases are parts (``table.owner.asks_its_parts``): every deal is read
        (``current``) and folded again from the carry the deal before it left, as ``referee.rule`` folds the record;
        a deal whose key (its place, facts and carry) changed has its ruling kept anew."""
        assert self.first == 0, "a game whose phases are parts is read whole"
        ledger = game.ledger(table)
        carry = ledger.opening(table)
        pool = pooled(ledger, table)
        points = {side: 0 for side in table.sides}
        for index, kept_deal in enumerate(self.deals):
            one = alone(kept_deal)
            deal = load_record({**one, "deals": one["deals"]}, first=index).deals[0]
            before = carry
            folded, settlement = fold_deal(game, table, index, deal, carry)
            carry = ledger.post(carry, settlement, folded)
            ruled = deal_folded(game, folded, settlement, carry, pool)
            key = f"{index}|{kept_deal.number}|{kept_deal.dealer}|{kept_deal.version}|{before!r}"
            if key != kept_deal.key:
                kept_deal.key, kept_deal.status, kept_deal.points, kept_deal.next_dealer, kept_deal.maker = \
                    key, ruled["status"], ruled["points"], ruled["next_dealer"], ruled["maker"]
                self.rulings[index] = as_json(ruled)
            if kept_deal.status == "scored":
                for side, won in kept_deal.points.items():
                    points[side] = points.get(side, 0) + won
        self.tail = {"games": [], "expected": carry.dealer, "points": dict(points)}
        summary = ruling(table, [], ledger.summary(carry))
        self._sum_up(game, summary, points)

    def _sum_up(self, game: GameRules, summary: dict[str, Any], points: dict[str, int]) -> None:
        """The summary kept (the ruling without its deals) and the totals, every deal's points counted as one."""
        self.summary = as_json(summary)
        outcomes = [{"status": "scored", "points": points}]
        self.totals = {"deals": self.count, "sides": [
            {"name": t.name, "points": t.points, "games": t.games, "rubbers": t.rubbers,
             "rubber_points": t.rubber_points} for t in side_totals(game, self.record, {**summary, "deals": outcomes})]}

    def columns(self) -> dict[str, Any]:
        """The table's row (but its table's id), as written."""
        return {"head": self.head, "engine": engine_version(), "opened": self.opened, "record": self.record,
                "deals": self.count, "tail": self.tail,
                "corrections": {str(k): list(v) for k, v in self.corrections.items()},
                "summary": self.summary, "totals": self.totals}

    def deal_columns(self, position: int) -> dict[str, Any]:
        """The row of the deal at ``position`` ruled since the state was read (but its table's id), as
        written."""
        deal = self.deal(position)
        return {"position": position, "number": deal.number, "deal_id": deal.id, "dealer": deal.dealer,
                "opened_by": deal.opened_by, "version": deal.version, "key": deal.key, "status": deal.status,
                "points": deal.points, "next_dealer": deal.next_dealer, "ruling": self.rulings[position]}

    def save(self, session: Session, *, quiet: bool = False, event: Mapping[str, Any] | None = None) -> bool:
        """Write the state over the row it was read from, the rows of the deals ruled since, and ``event`` (the
        row of the log's event that brings the state there, but its table's id, if any); ``False``, and nothing
        written, if the row has moved on (``quiet``: also if another made the row first; else that is an
        ``IntegrityError``). On PostgreSQL, a row written over is written with its deal's row (an append's, if
        one deal was ruled since) and the event in one statement."""
        values = {**self.columns(), "table": self.table_id}
        if self.read_at is not None:
            values |= {"was_head": self.read_at[0], "was_engine": self.read_at[1]}
        deals = [self.deal_columns(p) for p in self.rulings]
        conn = session.connection()
        if self.read_at is not None and len(deals) <= 1 and conn.dialect.name == "postgresql":
            together = {**values, **(event or {}),
                        **{f"ruled_{name}": value for deal in deals for name, value in deal.items()}}
            if conn.execute(_moved(bool(deals), event is not None), together).scalar_one() != 1:
                return False
        else:
            if self.read_at is None:
                if not quiet:
                    conn.execute(_MAKE, values)
                else:
                    try:
                        with session.begin_nested():
                            conn.execute(_MAKE, values)
                    except IntegrityError:
                        return False
            elif conn.execute(_MOVE, values).rowcount != 1:
                return False
            if deals:
                conn.execute(_upsert(conn.dialect.name), [{"table_id": self.table_id, **deal} for deal in deals])
            if event is not None:
                conn.execute(_LOGGED, {"table_id": self.table_id, **event})
        if self.rows is None or self.rows > self.count:
            conn.execute(_TRIM, {"table": self.table_id, "deals": self.count})
        self.read_at, self.rows, self.rulings = (self.head, values["engine"]), self.count, {}
        return True


_TABLE: BindParameter[int] = bindparam("table", type_=Integer)
_MAKE = insert(STATES).values(table_id=_TABLE)
_MOVE = (update(STATES).where(STATES.c.table_id == _TABLE, STATES.c.head == bindparam("was_head"),
                              STATES.c.engine == bindparam("was_engine"))
         .values({c: bindparam(c.name, type_=c.type) for c in STATES.c if c.name != "table_id"}))
_TRIM = delete(DEALS).where(DEALS.c.table_id == _TABLE, DEALS.c.position >= bindparam("deals"))
_LOGGED = insert(EVENTS)


def _over(made: Any) -> Any:
    """``made``, an insert of deals' rows, writing each over the one kept at its position if there is one."""
    return made.on_conflict_do_update(index_elements=[DEALS.c.table_id, DEALS.c.position],
                                      set_={c.name: made.excluded[c.name] for c in DEALS.c
                                            if c.name not in ("table_id", "position")})


@functools.cache
def _upsert(dialect: str) -> Any:
    """Write deals' rows, each over the one kept at its position if there is one."""
    return _over((postgresql if dialect == "postgresql" else sqlite).insert(DEALS))


@functools.cache
def _moved(deal: bool, event: bool) -> Any:
    """PostgreSQL: the state's row written over the one it was read from (``_MOVE``), with (``deal``) a deal's
    row (its columns named ``ruled_...``) and (``event``) the log's event, in one statement, a data-modifying
    ``WITH``; how many states' rows moved (1, or 0 if it had moved on: then nothing is written)."""
    moved = _MOVE.returning(STATES.c.table_id).cte("moved")
    written = []
    if deal:
        columns = [c for c in DEALS.c if c.name != "table_id"]
        rows = select(moved.c.table_id, *(bindparam(f"ruled_{c.name}", type_=c.type) for c in columns))
        written.append(_over(postgresql.insert(DEALS).from_select(["table_id", *columns], rows)).cte("ruled"))
    if event:
        columns = [c for c in EVENTS.c if c.name not in ("id", "table_id")]
        rows = select(moved.c.table_id, *(bindparam(c.name, type_=c.type) for c in columns))
        written.append(insert(EVENTS).from_select(["table_id", *columns], rows).cte("logged"))
    return select(func.count()).select_from(moved).add_cte(*written)


def log_head(table_id: Any) -> Select[int]:
    """The sequence of the table's last event (0 for an empty log); ``table_id`` a value, a parameter or a
    column of an outer query."""
    return select(func.coalesce(func.max(Event.sequence), 0)).where(Event.table_id == table_id)


_LOG_HEAD = log_head(_TABLE).scalar_subquery().label("log_head")
_RULING = (select(STATES.c.head, STATES.c.engine, STATES.c.summary, _LOG_HEAD, DEALS.c.ruling)
           .select_from(GameTable).outerjoin(STATES, STATES.c.table_id == GameTable.id)
           .outerjoin(DEALS, DEALS.c.table_id == GameTable.id)
           .where(GameTable.id == _TABLE).order_by(DEALS.c.position))
_STANDS = (select(STATES.c.table_id, STATES.c.head, STATES.c.record, STATES.c.deals,
                  log_head(STATES.c.table_id).correlate(STATES).scalar_subquery().label("log_head"))
           .where(STATES.c.table_id.in_(bindparam("tables", expanding=True))))
_CLUB_RULING = _RULING.where(GameTable.club_id == bindparam("club"))


def _gathered(dialect: str, *columns: Any) -> Any:
    """The rows' ``columns`` gathered in one JSON array, each row an array."""
    if dialect == "postgresql":
        return func.json_agg(func.json_build_array(*columns), type_=JSON)
    # SQLite: its JSON columns are text, taken in as JSON
    return func.json_group_array(func.json_array(*(func.json(c) if isinstance(c.type, JSON) else c for c in columns)),
                                 type_=JSON)


def _maker(dialect: str) -> Any:
    """The maker a deal's kept ruling names (``KeptDeal.maker``), read from its JSON text."""
    if dialect == "postgresql":
        return func.json_extract_path_text(DEALS.c.ruling.cast(JSON), "maker", type_=String)
    return func.json_extract(DEALS.c.ruling, "$.maker", type_=String)


@functools.cache
def _current(dialect: str, whole: bool, facts: bool) -> Any:
    """The table's row with its deals' rows (``whole``: all of them, else the last) gathered in one JSON
    array (each deal an array: its position, then ``KeptDeal``'s fields), and (``facts``) the last deal's
    facts in another (``Kept.facts``), in one statement."""
    named = {"id": DEALS.c.deal_id, "maker": _maker(dialect)}  # the fields not a column of their name
    columns = [DEALS.c.position, *(named[f.name] if f.name in named else DEALS.c[f.name] for f in fields(KeptDeal))]
    deals = select(_gathered(dialect, *columns)).where(DEALS.c.table_id == STATES.c.table_id)
    if not whole:
        deals = deals.where(DEALS.c.position >= STATES.c.deals - 1)
    read = select(STATES.c.head, STATES.c.engine, STATES.c.opened, STATES.c.record, STATES.c.corrections,
                  STATES.c.deals, STATES.c.tail, deals.correlate(STATES).scalar_subquery().label("kept_deals"),
                  _LOG_HEAD).where(STATES.c.table_id == _TABLE)
    if not facts:
        return read
    last = DEALS.alias("last")  # its row first, then its events by their sequences
    gathered = (select(_gathered(dialect, EVENTS.c.sequence, EVENTS.c.body, EVENTS.c.place))
                .where(EVENTS.c.table_id == last.c.table_id, EVENTS.c.sequence > last.c.opened_by,
                       EVENTS.c.sequence <= STATES.c.head, EVENTS.c.deal_id == last.c.deal_id, EVENTS.c.kind == "fact")
                .correlate(STATES, last).scalar_subquery().label("kept_facts"))
    return (read.add_columns(gathered)
            .outerjoin(last, (last.c.table_id == STATES.c.table_id) & (last.c.position == STATES.c.deals - 1)))


def current(session: Session, table: GameTable, *, whole: bool = True, facts: bool = False) -> Kept:
    """The table's state at the log's head: as kept if it stands there and this engine made it, else
    made again from the log (``build``). Not ``whole``: with its last deal alone, and the tail (enough
    for an event that joins the last deal or opens a new one); ``facts``: with that deal's facts too."""
    conn = session.connection()
    whole = whole or not find_game(table.game).replayed  # a game whose phases are parts folds every deal from the first
    facts = facts and not whole
    row = conn.execute(_current(conn.dialect.name, whole, facts), {"table": table.id}).first()
    if row is None or row.engine != engine_version() or row.head != row.log_head:
        return rebuild(session, table)
    deals = [KeptDeal(*d[1:]) for d in sorted(row.kept_deals or [])]  # in the order of their positions
    return Kept(table.id, row.head, row.opened, row.record, deals,
                {int(k): (v[0], v[1]) for k, v in row.corrections.items()},
                read_at=(row.head, row.engine), rows=row.deals, first=row.deals - len(deals), tail=row.tail,
                facts={deals[-1].version: row.kept_facts or []} if facts and deals else {})


_DEAL_RULING = (select(STATES.c.summary, DEALS.c.ruling).select_from(STATES)
                .outerjoin(DEALS, (DEALS.c.table_id == STATES.c.table_id) & (DEALS.c.position == bindparam("position")))
                .where(STATES.c.table_id == _TABLE))


def deal_ruling(session: Session, state: Kept, position: int) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """The table's ruling without its deals, and the ruling on the deal at ``position`` (``None`` if there is
    none), as kept with ``state`` (read with it, or made with it if it was made again from the log)."""
    if state.read_at != (state.head, engine_version()):  # made again from the log: not kept as it stands
        summary, ruling = state.summary, state.rulings.get(position)
    else:
        row = session.execute(_DEAL_RULING, {"table": state.table_id, "position": position}).one()
        summary, ruling = row.summary, row.ruling
    return json.loads(summary), json.loads(ruling) if ruling is not None else None


@dataclass(frozen=True, slots=True)
class Stand:
    """Where a table's log stands: its head, its record without the deals, how many deals are live."""

    head: int
    record: dict[str, Any]
    deals: int


def stands(session: Session, tables: Sequence[GameTable]) -> dict[int, Stand]:
    """Where each table's log stands, from the states kept with the logs, in one statement (whatever
    engine made them: none of this is a ruling); a table whose state is missing or behind its log, from
    its log."""
    found = {row.table_id: Stand(row.head, row.record, row.deals)
             for row in session.execute(_STANDS, {"tables": [t.id for t in tables]}) if row.head == row.log_head}
    for table in tables:
        if table.id not in found:
            kept = rebuild(session, table)
            found[table.id] = Stand(kept.head, kept.record, kept.count)
    return found


def rebuild(session: Session, table: GameTable) -> Kept:
    """The table's state made again from its log, to be written over its row as it stands."""
    found = session.execute(select(STATES.c.head, STATES.c.engine).where(STATES.c.table_id == table.id)).first()
    kept = build(TableLog.load(session, table))
    kept.read_at = (found.head, found.engine) if found is not None else None
    return kept


def build(log: TableLog) -> Kept:
    """The state a table's log makes, every live deal ruled."""
    corrections = log.retractions()
    number_of = {row.sequence: row.deal_number for row in log.rows if row.kind == FACT}
    version: dict[int, int] = {}
    for row in log.rows:
        number = number_of.get(row.sequence) if row.kind == FACT else \
            number_of.get(int(row.body["sequence"])) if row.kind == "retract" else None
        if number is not None:
            version[number] = row.sequence
    facts = [deal["events"] for deal in log.record()["deals"]]  # each live deal's facts, in their places
    live = log.live_deals()
    kept = Kept(log.table.id, log.head, len(log.deals), log.header(),
                [KeptDeal(d.number, d.id, d.dealer, d.opened_by, max(d.opened_by, version.get(d.number, 0)))
                 for d in live], corrections)
    position = {d.number: i for i, d in enumerate(live)}
    kept.restate(lambda d: kept.alone(d, facts[position[d.number]]))
    return kept


def ruling_text(session: Session, table_id: int, club_id: int | None = None) -> tuple[int, str] | None:
    """The ruling on the table's record as JSON text, and the head it stands at: the kept deals' rulings
    joined under the kept summary, read in one statement with the table (made again from the log, and
    kept, if the state does not stand at the log's head or another engine made it). ``None`` if there is
    no such table (of the club ``club_id``, if given)."""
    rows = session.connection().execute(_RULING if club_id is None else _CLUB_RULING,
                                        {"table": table_id, "club": club_id}).all()
    if not rows:
        return None
    standing = _standing(rows)
    if standing is not None:
        return standing
    kept = rebuild(session, session.get_one(GameTable, table_id))
    rulings = [kept.rulings[p] for p in range(kept.count)]
    kept.save(session, quiet=True)  # unless another has brought it up to date meanwhile: theirs stands
    return kept.head, _joined(kept.summary, rulings)


_RULINGS = (select(GameTable.id.label("table_id"), STATES.c.head, STATES.c.engine, STATES.c.summary,
                   log_head(GameTable.id).correlate(GameTable).scalar_subquery().label("log_head"), DEALS.c.ruling)
            .select_from(GameTable).join(STATES, STATES.c.table_id == GameTable.id)
            .outerjoin(DEALS, DEALS.c.table_id == GameTable.id)
            .where(GameTable.id.in_(bindparam("tables", expanding=True))).order_by(GameTable.id, DEALS.c.position))


def standing_rulings(session: Session, table_ids: Sequence[int]) -> dict[int, tuple[int, str]]:
    """The rulings kept with the tables' logs as JSON text, each with the head it stands at, by table id, read in one
    statement: those that stand at their log's head, made by this engine (nothing is made again or written for the
    others, absent: ``ruling_text`` does that)."""
    rows: dict[int, list[Any]] = {}
    for row in session.connection().execute(_RULINGS, {"tables": list(table_ids)}):
        rows.setdefault(row.table_id, []).append(row)
    found = {table_id: _standing(table_rows) for table_id, table_rows in rows.items()}
    return {table_id: standing for table_id, standing in found.items() if standing is not None}


def _standing(rows: Sequence[Any]) -> tuple[int, str] | None:
    """The kept ruling read by ``_RULING``, if it stands (at the log's head, made by this engine)."""
    if rows and rows[0].engine == engine_version() and rows[0].head == rows[0].log_head:
        return rows[0].head, _joined(rows[0].summary, [r.ruling for r in rows if r.ruling is not None])
    return None


def _joined(summary: str, deals: Sequence[str]) -> str:
    """The ruling's text: the deals' rulings in the summary's place for them (its first ``"deals":[]``:
    the fields before it are the format, game and code)."""
    before, after = summary.split(EMPTY, 1)
    return before + '"deals":[' + ",".join(deals) + "]" + after


@dataclass(frozen=True, slots=True)
class Standings:
    """A club's season: each game's totals per player and per partnership over all its tables."""

    tables: int
    deals: int
    rankings: list[Ranking]


def season_standings(session: Session, club_id: int) -> Standings:
    """Every table of the club, from the totals kept with each (those missing or outworn made first)."""
    version = engine_version()
    rows = session.execute(
        select(GameTable.id, GameTable.name, GameTable.game, STATES.c.engine, STATES.c.totals)
        .outerjoin(STATES, STATES.c.table_id == GameTable.id)
        .where(GameTable.club_id == club_id).order_by(GameTable.id)).all()
    seats: dict[int, list[tuple[str, str | None]]] = {}
    for table_id, seat, player in session.execute(
            select(Seat.table_id, Seat.name, Player.name).join(GameTable, GameTable.id == Seat.table_id)
            .outerjoin(Player, Player.id == Seat.player_id).where(GameTable.club_id == club_id)
            .order_by(Seat.table_id, Seat.position)):
        seats.setdefault(table_id, []).append((seat, player))
    tables: list[tuple[str, GameRules, Sequence[tuple[str, str | None]], Iterable[Total]]] = []
    deals = 0
    named = Counter(row.name for row in rows)  # a seat with no player is its table's: tables of one name kept apart
    for table_id, name, game, engine, totals in rows:
        if engine != version or totals is None:
            kept = rebuild(session, session.get_one(GameTable, table_id))
            kept.save(session, quiet=True)
            totals = kept.totals
        deals += int(totals["deals"])
        label = name if named[name] == 1 else f"{name} #{table_id}"
        tables.append((label, find_game(game), seats.get(table_id, []), [Total(**t) for t in totals["sides"]]))
    return Standings(len(rows), deals, standings(tables))
