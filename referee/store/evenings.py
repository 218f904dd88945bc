"""A club's evening in the store: its own append-only log, its rounds' tables, and the record it makes.

An evening (``Evening``) keeps everything that happens in it as entries of its log (``EveningEvent``),
numbered densely from 1 as a table's are, each write naming the sequence it expects to take
(``SequenceConflict`` if another wrote first: the unique ``(evening_id, sequence)`` decides a race):

- ``{"type": "player", "player": "p3", "name": "Ann", "group": "lady"}``: a player entered (``group``
  ``lady``, ``gentleman`` or ``null``); entered again under the same id after a retraction, corrected;
- ``{"type": "draw", "draw": {"p3": {"table": 2, "suit": "C"}, ...}}``: the draw for places;
- ``{"type": "round", "round": 1, "tables": {"1": {"N": "p3", ...}, ...}}``: a round seated; each of its
  tables is an ordinary table of the club (``EveningTable`` links it), whose scorer records every fact or
  each deal's ``outcome`` as at any table, on its own log;
- ``{"type": "bell", "round": 1, "stops": {"1": {"head": 31, "deal": 4}, ...}}``: the head table's bell
  (Foster: "Upon the tap of the bell all play immediately ceases, even if in the middle of a deal"): where
  each table's log stood when it rang, and the number of its last deal then (``null``: none yet);
- ``{"type": "tie_cut", "round": 1, "table": "3", "cuts": {"p5": "9H", "p7": "KS"}}``: a tie's cut;
- ``{"type": "prize_cut", "prize": "first", "cuts": {"p2": "9H", "p9": "KS"}}``: a prize's tie cut for (Foster: "if
  that is still a tie, the players must cut for it"; the record's ``prize_cuts``);
- ``{"type": "retract", "sequence": n, "reason": "..."}``: a correction; the entry stays in the history.

``evening_record`` makes the evening's record (``euchre-evening/1``, ``../shared/spec/family.md`` §5) from the
live entries and its tables' records: each table's players named by player id; the round's ``bell.deal`` the head
table's last deal when the bell rang; and at every other table a ``bell`` event in its last deal then, after the
facts recorded before it: in the middle of that deal, it stops it (it counts nothing); after its end, the deal
stands and the deals after it are the next hand of a tie (the engine's reading: ``referee.evenings.round_tables``).
"""
from __future__ import annotations

import csv
import io
import json
import secrets
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import bindparam, select, text
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from ..cards import Card
from ..evenings.draw import GENTLEMAN, GROUPS, LADY
from ..evenings.evening_record import NO_BELL, TableRulings
from ..record import InvalidRecord
from .links import issue_missing
from .kept import standing_rulings
from .log import MAX_REASON, NAME_LENGTH, SequenceConflict, create_table
from .table_log import TableLog, _json
from .models import Club, Evening, EveningEvent, EveningTable, GameTable, Scorer, utcnow
from .names import is_printable_name

EVENING_FORMAT = "euchre-evening/1"
KINDS = ("progressive", "military", "rotation")
PLAYER, DRAW, ROUND, BELL, TIE_CUT, PRIZE_CUT, RETRACT = (
    "player", "draw", "round", "bell", "tie_cut", "prize_cut", "retract")
PRIZES = ("first", "second", "booby")
SEATS = ("N", "E", "S", "W")
EVENING_PLAYERS = 400
"""The most players an evening keeps: a hundred tables."""
EVENING_EVENTS = 5_000
"""The most entries an evening's log keeps, corrections included."""
#: How a group may be written where players are entered (a CSV's second column, or after a comma).
GROUP_NAMES = {"lady": LADY, "ladies": LADY, "l": LADY, "gentleman": GENTLEMAN, "gentlemen": GENTLEMAN,
               "g": GENTLEMAN, "gent": GENTLEMAN, "": None}


class EveningConflict(SequenceConflict):
    """Another wrote to the evening first: its log is not where the write expected."""

    def __init__(self, expected: int, head: int) -> None:
        super().__init__(expected, head)
        self.args = (f"the evening's log stands at entry {head}, not {expected - 1}: another wrote first; "
                     "reload the page and do it again if it still stands",)


#: The largest file of players read (a club's list of hundreds is some kilobytes).
PLAYERS_FILE_BYTES = 256 * 1024
_BOMS = ((b"\xef\xbb\xbf", "utf-8-sig"), (b"\xff\xfe", "utf-16"), (b"\xfe\xff", "utf-16"))


def players_text(data: bytes) -> str:
    """The text of a file of players as a spreadsheet saves it: UTF-8 (with or without its mark), UTF-16 with its
    mark ("Unicode text"), else Windows-1252 (Latin-1's letters: "CSV" as Excel saves it on a Western Windows)
    where every letter beyond ASCII it reads is a Latin one (José, Müller, Øyvind); ``InvalidRecord`` naming the
    file and saying why for any other (too large, binary, another encoding), never text read wrong.

    >>> players_text("José,gentleman".encode("latin-1"))
    'José,gentleman'
    """
    if len(data) > PLAYERS_FILE_BYTES:
        raise _invalid("file", f"{len(data):,} bytes", f"A file of players holds at most {PLAYERS_FILE_BYTES // 1024} KB.")
    encoding = next((name for bom, name in _BOMS if data.startswith(bom)), "utf-8")
    try:
        text_in = data.decode(encoding)
    except UnicodeDecodeError:
        text_in = data.decode("cp1252", "replace") if encoding == "utf-8" else "\ufffd"
        if any(not _latin_letter(c) for c in text_in if ord(c) > 127):
            raise _invalid("file", None, "Not text in UTF-8, UTF-16 or Windows-1252 (Latin-1): save the file as "
                                         "\"CSV UTF-8\" and import it again.") from None
    if "\0" in text_in:
        raise _invalid("file", None, "Binary, not text: save the list as CSV (name,group), one player a line.")
    return text_in.lstrip("\ufeff")


def _latin_letter(c: str) -> bool:
    """A letter of the Latin alphabets Windows-1252 holds (À to ÿ, Œ, Š, Ž, Ÿ), or a no-break space."""
    return c == "\xa0" or (c.isalpha() and ("\u00c0" <= c <= "\u00ff" or c in "ŒœŠšŽžŸƒ"))


def read_players(text_in: str) -> list[tuple[str, str | None]]:
    """Players as a director enters or imports them: one a line, or CSV (``name,group``, a header line
    ``name,group`` ignored); the group, if any, ``lady`` or ``gentleman`` (``l``, ``g``, plurals). Blank lines
    are skipped; ``InvalidRecord`` names a line whose group is neither.

    >>> read_players("name,group\\nAnn,lady\\n\\nBob, Gentleman\\n")
    [('Ann', 'lady'), ('Bob', 'gentleman')]
    >>> read_players("Ann\\nBob")
    [('Ann', None), ('Bob', None)]
    """
    players: list[tuple[str, str | None]] = []
    errors = []
    rows = csv.reader(io.StringIO(text_in.lstrip("\ufeff"), newline=None))  # any line end: LF, CR LF, a lone CR
    try:
        for n, row in enumerate(rows, 1):
            cells = [cell.strip() for cell in row]
            if not any(cells) or [c.lower() for c in cells[:2]] == ["name", "group"]:
                continue
            name, group = cells[0], (cells[1].lower() if len(cells) > 1 else "")
            if group not in GROUP_NAMES:
                errors.append({"path": f"players[{n}]", "value": cells[1],
                               "message": "A group is lady or gentleman (or none)."})
                continue
            players.append((name, GROUP_NAMES[group]))
    except csv.Error as err:  # a name longer than the reader takes (128 KiB)
        raise _invalid(f"players[{rows.line_num}]", None, f"Not a line of CSV: {err}.") from None
    if errors:
        raise InvalidRecord(errors)
    return players


@dataclass(frozen=True, slots=True)
class EveningEntry:
    """One entry of an evening's history, with its retraction if it was retracted."""

    sequence: int
    body: Mapping[str, Any]
    scorer: str | None = None
    recorded_at: datetime | None = None
    retracted_by: int | None = None
    reason: str | None = None

    @property
    def type(self) -> str:
        return str(self.body.get("type"))


@dataclass(slots=True)
class EveningState:
    """What an evening's live entries come to: its players, the draw, each round's seats and tables, bells and
    tie cuts; and its whole history."""

    head: int = 0
    entries: list[EveningEntry] = field(default_factory=list)
    players: dict[str, dict[str, Any]] = field(default_factory=dict)
    """Player id -> ``{"name", "group"}``, in the order entered."""
    draw: dict[str, Any] | None = None
    rounds: list[dict[str, dict[str, str]]] = field(default_factory=list)
    """Each round's seats: ``{table number: {seat: player id}}``."""
    tables: list[dict[str, int]] = field(default_factory=list)
    """Each round's tables: ``{table number: table id}``."""
    bells: dict[int, dict[str, Any]] = field(default_factory=dict)
    """Round number -> its live bell entry's body."""
    tie_cuts: dict[int, dict[str, dict[str, str]]] = field(default_factory=dict)
    prize_cuts: dict[str, dict[str, str]] = field(default_factory=dict)

    def player_named(self, name: str) -> str | None:
        return next((pid for pid, p in self.players.items() if p["name"].casefold() == name.casefold()), None)


_ENTRIES = text("SELECT e.sequence, e.body, s.username, e.recorded_at FROM evening_events e "
                "LEFT OUTER JOIN scorers s ON s.id = e.scorer_id WHERE e.evening_id = :evening ORDER BY e.sequence")
_TABLES = select(EveningTable.round, EveningTable.number, EveningTable.table_id)


def read_state(session: Session, evening: Evening) -> EveningState:
    """The evening as its log stands: read in two statements (its entries, its tables)."""
    rows = [(sequence, _json(body), username, recorded_at)
            for sequence, body, username, recorded_at in session.execute(_ENTRIES, {"evening": evening.id})]
    gone = {int(body["sequence"]): (sequence, str(body.get("reason", "")))
            for sequence, body, _, _ in rows if body.get("type") == RETRACT}
    state = EveningState(head=rows[-1][0] if rows else 0)
    linked: dict[int, dict[str, int]] = {}
    for round_no, number, table_id in session.execute(_TABLES.where(EveningTable.evening_id == evening.id)):
        linked.setdefault(round_no, {})[str(number)] = table_id
    for sequence, body, username, recorded_at in rows:
        by, reason = gone.get(sequence, (None, None))
        when = datetime.fromisoformat(recorded_at) if isinstance(recorded_at, str) else recorded_at
        state.entries.append(EveningEntry(sequence, body, username, when, by, reason))
        if by is not None:
            continue
        kind = body.get("type")
        if kind == PLAYER:
            state.players[body["player"]] = {"name": body["name"], "group": body.get("group")}
        elif kind == DRAW:
            state.draw = body["draw"]
        elif kind == ROUND:
            state.rounds.append(body["tables"])
            state.tables.append(linked.get(int(body["round"]), {}))
        elif kind == BELL:
            state.bells[int(body["round"])] = body
        elif kind == TIE_CUT:
            state.tie_cuts.setdefault(int(body["round"]), {})[str(body["table"])] = dict(body["cuts"])
        elif kind == PRIZE_CUT:
            state.prize_cuts.setdefault(str(body["prize"]), {}).update(body["cuts"])
    return state


_HEAD = text("SELECT coalesce(max(sequence), 0) FROM evening_events WHERE evening_id = :evening")


def evening_head(session: Session, evening_id: int) -> int:
    """The sequence of the evening's last entry (0 for none): one statement made once (every bell's poll asks it)."""
    return int(session.execute(_HEAD, {"evening": evening_id}).scalar_one())


# each table's head found in the events' index on (table, sequence), its last entry for the table: one probe a
# table, whatever the length of its log (an aggregate over the tables' events read them all, on every poll)
_HEADS = ("SELECT et.table_id, (SELECT max(e.sequence) FROM events e WHERE e.table_id = et.table_id) AS head "
          "FROM evening_tables et WHERE et.evening_id = :evening")
_VERSION = text("SELECT (SELECT coalesce(max(sequence), 0) FROM evening_events WHERE evening_id = :evening), "
                f"(SELECT coalesce(sum(head), 0) FROM ({_HEADS}) heads)")
_TABLE_HEADS = text(f"SELECT table_id, head FROM ({_HEADS}) heads WHERE head IS NOT NULL")


def evening_version(session: Session, evening_id: int) -> str:
    """What changes whenever anything of the evening does (its log's head, and the sum of its tables' heads: an
    append moves it on), in one statement on indexed rows (one probe a table, whatever its log's length): what a page
    that keeps itself current asks first."""
    row = session.execute(_VERSION, {"evening": evening_id}).one()
    return f"{row[0]}.{row[1]}"


def table_heads(session: Session, evening_id: int) -> dict[int, int]:
    """Each of the evening's tables' log head (a table yet to record anything is absent), in one statement."""
    return {table_id: head for table_id, head in session.execute(_TABLE_HEADS, {"evening": evening_id})}


def create_evening(session: Session, club: Club, *, name: str, kind: str, code: str = "foster",
                   options: Mapping[str, Any] | None = None, scorer_id: int | None = None) -> Evening:
    """Start an evening of the club; ``InvalidRecord`` naming the field if its name or kind cannot be."""
    name = name.strip()
    errors = []
    if not name or len(name) > NAME_LENGTH or not is_printable_name(name):
        errors.append({"path": "name", "value": name[:40],
                       "message": f"An evening's name is one line of at most {NAME_LENGTH} characters."})
    if kind not in KINDS:
        errors.append({"path": "kind", "value": kind, "message": f"One of {', '.join(KINDS)}."})
    if code != "foster":
        errors.append({"path": "code", "value": code, "message": "An evening is played under Foster's code."})
    if errors:
        raise InvalidRecord(errors)
    evening = Evening(club_id=club.id, name=name, kind=kind, code=code, options=dict(options or {}),
                      share_token=secrets.token_urlsafe(18), created_by=scorer_id, created_at=utcnow())
    session.add(evening)
    session.flush()
    return evening


def _invalid(path: str, value: Any, message: str) -> InvalidRecord:
    return InvalidRecord([{"path": path, "value": value, "message": message}])


def check_entry(state: EveningState, body: Mapping[str, Any]) -> None:
    """``InvalidRecord`` naming the field if ``body`` cannot be the evening's next entry."""
    kind = body.get("type")
    if kind == PLAYER:
        _check_player(state, body)
    elif kind == DRAW:
        if state.draw is not None or state.rounds:
            raise _invalid("type", kind, "The players were drawn for places already.")
        if not isinstance(body.get("draw"), Mapping) or set(body["draw"]) != set(state.players):
            raise _invalid("draw", body.get("draw"), "The draw gives every player entered a card, and no one else.")
    elif kind == ROUND:
        _check_round(state, body)
    elif kind == BELL:
        round_no = body.get("round")
        if round_no != len(state.rounds) or not state.rounds:
            raise _invalid("round", round_no, "The bell rings in the round being played.")
        if round_no in state.bells:
            raise _invalid("round", round_no, "The bell has rung in this round already.")
    elif kind == TIE_CUT:
        _check_tie_cut(state, body)
    elif kind == PRIZE_CUT:
        _check_prize_cut(state, body)
    elif kind == RETRACT:
        target = body.get("sequence")
        found = next((e for e in state.entries if e.sequence == target), None)
        if found is None or found.type == RETRACT or found.retracted_by is not None:
            raise _invalid("sequence", target, "Not a standing entry of the evening that can be struck out.")
        if found.type in (DRAW, ROUND):
            raise _invalid("sequence", target, "A draw or a round is seated at its tables and is not struck out: "
                           "correct its tables' entries instead.")
        if not str(body.get("reason", "")).strip():
            raise _invalid("reason", body.get("reason"), "Say why it is struck out.")
        if len(str(body["reason"])) > MAX_REASON:
            raise _invalid("reason", str(body["reason"])[:40] + "...", f"At most {MAX_REASON} characters.")
    else:
        raise _invalid("type", kind, f"One of {PLAYER}, {DRAW}, {ROUND}, {BELL}, {TIE_CUT}, {PRIZE_CUT}, {RETRACT}.")


def _check_player(state: EveningState, body: Mapping[str, Any]) -> None:
    name, group, pid = body.get("name"), body.get("group"), body.get("player")
    if not isinstance(name, str) or not name.strip() or len(name) > NAME_LENGTH or not is_printable_name(name):
        raise _invalid("name", name, f"A player's name is one line of at most {NAME_LENGTH} characters.")
    if group is not None and group not in GROUPS:
        raise _invalid("group", group, "A group is lady or gentleman (or none).")
    if not isinstance(pid, str) or pid in state.players:
        raise _invalid("player", pid, "A new player's id, or that of one struck out to be entered again.")
    other = state.player_named(name)
    if other is not None:
        raise _invalid("name", name, f"{name} is entered already ({other}).")
    if len(state.players) >= EVENING_PLAYERS:
        raise _invalid("player", pid, f"An evening keeps at most {EVENING_PLAYERS} players.")


def _check_round(state: EveningState, body: Mapping[str, Any]) -> None:
    round_no, tables = body.get("round"), body.get("tables")
    if round_no != len(state.rounds) + 1:
        raise _invalid("round", round_no, f"The next round is round {len(state.rounds) + 1}.")
    if not isinstance(tables, Mapping) or not tables:
        raise _invalid("tables", tables, "A round seats its players at its tables.")
    if sorted(tables) != sorted(str(n) for n in range(1, len(tables) + 1)):
        raise _invalid("tables", sorted(tables), "The tables are numbered from 1, the head table, without a gap.")
    seated: set[str] = set()
    for number, seats in tables.items():
        if not isinstance(seats, Mapping) or sorted(seats) != sorted(SEATS):
            raise _invalid(f"tables.{number}", seats, "Each table seats a player at N, E, S and W.")
        for seat, pid in seats.items():
            if pid not in state.players or pid in seated:
                raise _invalid(f"tables.{number}.{seat}", pid, "A player entered, seated once in the round.")
            seated.add(pid)


def _check_tie_cut(state: EveningState, body: Mapping[str, Any]) -> None:
    round_no, table, cuts = body.get("round"), body.get("table"), body.get("cuts")
    if not isinstance(round_no, int) or not 0 < round_no <= len(state.rounds):
        raise _invalid("round", round_no, "A round seated.")
    if str(table) not in state.rounds[round_no - 1]:
        raise _invalid("table", table, f"A table of round {round_no}.")
    at_table = set(state.rounds[round_no - 1][str(table)].values())
    if not isinstance(cuts, Mapping) or not cuts or not set(cuts) <= at_table:
        raise _invalid("cuts", cuts, "The card each player of the table cut.")
    for pid, card in cuts.items():
        try:
            Card.parse(str(card))
        except ValueError:
            raise _invalid(f"cuts.{pid}", card, "A card such as 9H or KS.") from None


def _check_prize_cut(state: EveningState, body: Mapping[str, Any]) -> None:
    prize, cuts = body.get("prize"), body.get("cuts")
    if prize not in PRIZES:
        raise _invalid("prize", prize, f"One of {', '.join(PRIZES)}.")
    if not isinstance(cuts, Mapping) or not cuts or not set(cuts) <= set(state.players):
        raise _invalid("cuts", cuts, "The card each player tied for the prize cut.")
    for pid, card in cuts.items():
        try:
            Card.parse(str(card))
        except ValueError:
            raise _invalid(f"cuts.{pid}", card, "A card such as 9H or KS.") from None


def append_entries(session: Session, evening: Evening, bodies: Sequence[Mapping[str, Any]], *, sequence: int,
                   scorer_id: int | None = None) -> list[EveningEntry]:
    """Append ``bodies`` to the evening's log as ``sequence``, ``sequence + 1``, ...: each checked against the
    state the ones before it leave (``InvalidRecord`` naming the field, nothing written); ``EveningConflict`` if
    the log does not stand at ``sequence - 1`` or another takes the number first. A ``round`` starts its tables.
    Does not commit: the caller's transaction is the unit of work."""
    state = read_state(session, evening)
    if sequence != state.head + 1:
        raise EveningConflict(sequence, state.head)
    if state.head + len(bodies) > EVENING_EVENTS:
        raise _invalid("sequence", sequence, f"An evening keeps at most {EVENING_EVENTS:,} entries.")
    scorer = session.get(Scorer, scorer_id) if scorer_id else None
    written = []
    for at, body in enumerate((dict(b) for b in bodies), sequence):  # each checked on the state those before leave
        if evening.kind == "rotation" and body.get("type") == BELL:
            raise _invalid("type", BELL, NO_BELL)
        check_entry(state, body)
        entry = EveningEntry(at, body, scorer.username if scorer else None, utcnow())
        _apply(state, entry)
        written.append(entry)
    session.add_all(EveningEvent(evening_id=evening.id, sequence=e.sequence, body=e.body, scorer_id=scorer_id,
                                 recorded_at=e.recorded_at) for e in written)
    try:
        session.flush()
    except IntegrityError:  # another took the number first
        session.rollback()
        raise EveningConflict(sequence, evening_head(session, evening.id)) from None
    for entry in written:
        if entry.type == ROUND:
            _seat(session, evening, state, entry.body, scorer_id)
    return written


def _apply(state: EveningState, entry: EveningEntry) -> None:
    """Bring ``state`` to the entry just written."""
    body, kind = entry.body, entry.type
    state.head = entry.sequence
    state.entries.append(entry)
    if kind == PLAYER:
        state.players[body["player"]] = {"name": body["name"], "group": body.get("group")}
    elif kind == DRAW:
        state.draw = dict(body["draw"])
    elif kind == ROUND:
        state.rounds.append(dict(body["tables"]))
        state.tables.append({})  # its tables, once started (``_seat``)
    elif kind == BELL:
        state.bells[int(body["round"])] = dict(body)
    elif kind == TIE_CUT:
        state.tie_cuts.setdefault(int(body["round"]), {})[str(body["table"])] = dict(body["cuts"])
    elif kind == PRIZE_CUT:
        state.prize_cuts.setdefault(str(body["prize"]), {}).update(body["cuts"])
    elif kind == RETRACT:
        target = int(body["sequence"])
        state.entries = [EveningEntry(e.sequence, e.body, e.scorer, e.recorded_at, entry.sequence,
                                      str(body["reason"])) if e.sequence == target else e for e in state.entries]
        struck = next(e for e in state.entries if e.sequence == target)
        if struck.type == PLAYER:
            del state.players[struck.body["player"]]
        elif struck.type == BELL:
            del state.bells[int(struck.body["round"])]
        elif struck.type == TIE_CUT:
            state.tie_cuts.get(int(struck.body["round"]), {}).pop(str(struck.body["table"]), None)
        elif struck.type == PRIZE_CUT:
            for pid in struck.body["cuts"]:
                state.prize_cuts.get(str(struck.body["prize"]), {}).pop(pid, None)


def _seat(session: Session, evening: Evening, state: EveningState, body: Mapping[str, Any],
          scorer_id: int | None) -> None:
    """Start the round's tables, each an ordinary table of the club with the players seated by name and its first
    deal begun."""
    club = session.get(Club, evening.club_id)
    assert club is not None
    options = {"game_to": evening.options["game_to"]} if evening.options.get("game_to") else {}
    round_no = int(body["round"])
    for number, seats in sorted(body["tables"].items(), key=lambda item: int(item[0])):
        table = create_table(session, club, name=f"{evening.name}: round {round_no}, table {number}"[:NAME_LENGTH],
                             game="euchre", code=evening.code, seats=list(SEATS), options=options,
                             players={seat: state.players[pid]["name"] for seat, pid in seats.items()},
                             dealer=SEATS[0], scorer_id=scorer_id)  # ready to score: "the deal is cut for at each
        # table" (foster:progressive), and its page says whom the cut chose (``web.pages``: the first seat until then)
        session.add(EveningTable(evening_id=evening.id, round=round_no, number=int(number), table_id=table.id))
        state.tables[round_no - 1][number] = table.id
    session.flush()
    issue_missing(session, club.id, evening.id, (int(n) for n in body["tables"]), scorer_id)


_STOPS = text("SELECT ts.table_id, ts.head, ds.number FROM table_states ts LEFT OUTER JOIN deal_states ds "
              "ON ds.table_id = ts.table_id AND ds.position = ts.deals - 1 WHERE ts.table_id IN :tables"
              ).bindparams(bindparam("tables", expanding=True))


def bell_entry(session: Session, state: EveningState) -> dict[str, Any]:
    """The bell of the round being played, as it rings now: where each of its tables stands (its log's head, and
    the number of its last deal, ``None`` before its first), read in one statement."""
    if not state.rounds:
        raise _invalid("round", 0, "No round is seated: the bell rings in a round being played.")
    tables = state.tables[-1]
    number_of = {table_id: number for number, table_id in tables.items()}
    stops = {number_of[table_id]: {"head": head, "deal": deal}
             for table_id, head, deal in session.execute(_STOPS, {"tables": list(number_of)})}
    return {"type": BELL, "round": len(state.rounds), "stops": dict(sorted(stops.items(), key=lambda i: int(i[0])))}


def evening_record(session: Session, evening: Evening, state: EveningState | None = None,
                   logs: dict[int, TableLog] | None = None, known: TableRulings | None = None) -> dict[str, Any]:
    """The evening's record (``euchre-evening/1``) from its live entries and its tables' records. ``logs``: the
    tables' logs as read before, by table id, each read again only if its head has moved (and kept there);
    ``known``: the tables' rulings kept for the evening's ruling, to which each table read again offers the ruling
    kept with its log (``kept.standing_rulings``) where its record is the log's (no bell placed in it)."""
    state = state or read_state(session, evening)
    logs = {} if logs is None else logs
    heads = table_heads(session, evening.id)
    by_name = {p["name"]: pid for pid, p in state.players.items()}
    rounds = []
    for round_no, tables in enumerate(state.tables, 1):
        bell = state.bells.get(round_no)
        records: dict[str, Any] = {}
        head_deal = None
        moved = _read_again(session, tables.values(), logs, heads)
        standing = standing_rulings(session, moved) if known is not None and moved else {}
        for number, table_id in sorted(tables.items(), key=lambda item: int(item[0])):
            log = logs[table_id]
            table_record = log.record()
            table_record["players"] = {seat: by_name.get(name, name) for seat, name in table_record["players"].items()}
            placed = False
            if bell is not None and number in bell["stops"]:
                stop = bell["stops"][number]
                at = _stopped(log, stop)
                if number == "1":
                    head_deal = at[0] if at is not None else None
                elif at is not None:
                    table_record["deals"][at[0]]["events"].insert(at[1], {"type": BELL})
                    placed = True
            if known is not None and not placed and table_id in standing and standing[table_id][0] == log.head:
                known.offer(table_record, json.loads(standing[table_id][1]))
            records[number] = table_record
        shown: dict[str, Any] = {"tables": records}
        if bell is not None and head_deal is not None:  # (a head table yet to deal has no bell)
            shown["bell"] = {"table": "1", "deal": head_deal}
        if round_no in state.tie_cuts:
            shown["tie_cuts"] = state.tie_cuts[round_no]
        rounds.append(shown)
    players = {pid: ({"name": p["name"], "group": p["group"]} if p["group"] else {"name": p["name"]})
               for pid, p in state.players.items()}
    record: dict[str, Any] = {"format": EVENING_FORMAT, "kind": evening.kind, "code": evening.code,
                              "title": evening.name, "options": dict(evening.options or {}), "players": players}
    if state.draw is not None:
        record["draw"] = state.draw
    record["rounds"] = rounds
    if any(state.prize_cuts.values()):
        record["prize_cuts"] = {prize: cuts for prize, cuts in state.prize_cuts.items() if cuts}
    return record


def _read_again(session: Session, table_ids: Iterable[int], logs: dict[int, TableLog],
                heads: Mapping[int, int]) -> list[int]:
    """The tables whose logs are not in ``logs`` as they stand (``heads``), read again into it, all at once; their
    ids. A table's row is read once (its name, game and options are never changed)."""
    moved = [table_id for table_id in table_ids
             if table_id not in logs or logs[table_id].head != heads.get(table_id, 0)]
    if moved:
        new = [t for t in moved if t not in logs]
        rows = {table.id: table for table in session.scalars(select(GameTable).where(GameTable.id.in_(new)))} \
            if new else {}
        tables = [logs[t].table if t in logs else rows[t] for t in moved]
        logs.update(zip(moved, TableLog.load_many(session, tables)))
    return moved


def _stopped(log: TableLog, stop: Mapping[str, Any]) -> tuple[int, int] | None:
    """Where the bell stopped a table: its last deal when it rang (index in the record), in play or over, and how
    many of that deal's live facts were recorded before it; ``None`` if it had none (or that deal is struck)."""
    if stop.get("deal") is None:
        return None
    index = next((i for i, d in enumerate(log.live_deals()) if d.number == stop["deal"]), None)
    if index is None:
        return None
    before = sum(1 for e in log.entries() if e.deal == index and e.index is not None and e.sequence <= stop["head"])
    return index, before
