"""Reading and writing a table, shared by the pages and the JSON API."""
from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from flask import abort
from sqlalchemy import select

from .. import rule
from ..games import Game, find_game
from ..record import InvalidRecord
from ..store import Entry, GameTable, Scorer, TableLog, append
from ..store.kept import current, ruling_text, stands
from .bounds import annotation_errors, too_large
from .db import get_db


@dataclass
class TableView:
    """A table as read for one request: its log, record and ruling."""

    table: GameTable
    log: TableLog = field(init=False)

    def __post_init__(self) -> None:
        self.log = TableLog.load(get_db(), self.table)

    @cached_property
    def record(self) -> dict[str, Any]:
        return self.log.record()

    @cached_property
    def ruling(self) -> dict[str, Any]:
        """The ruling on the record: the one kept with the log when it stands at this head."""
        found = ruling_text(get_db(), self.table.id)
        assert found is not None  # the table was read in this request
        head, text = found
        if head == self.log.head:
            ruling: dict[str, Any] = json.loads(text)
            return ruling
        return rule(self.record)

    @cached_property
    def game(self) -> Game:
        return played_at(self.table)

    @property
    def head(self) -> int:
        return self.log.head

    @property
    def players(self) -> dict[str, str]:
        players: dict[str, str] = self.record["players"]
        return players


#: What a share link's token can be (``secrets.token_urlsafe``'s letters, as long as its column holds).
SHARE_TOKEN = re.compile(r"[A-Za-z0-9_-]{1,64}")
#: The largest id a table can have (a 32-bit integer column, as on PostgreSQL).
MAX_ID = 2**31 - 1


def club_table(table_id: int, scorer: Scorer | None) -> GameTable:
    """The table, if it belongs to the scorer's club; 404 otherwise (nothing is said of other clubs)."""
    if not 0 < table_id <= MAX_ID:
        abort(404)  # no such table; and the database would refuse to look for it
    table = get_db().get(GameTable, table_id)
    if table is None or scorer is None or table.club_id != scorer.club_id:
        abort(404)
    return table


def summaries(tables: Sequence[GameTable]) -> list[dict[str, Any]]:
    """The tables as the API lists them: each with where its log stands (``kept.stands``: one statement
    for them all, never their logs)."""
    stood = stands(get_db(), tables)
    return [{"id": t.id, "name": t.name, "game": t.game, "code": t.code, "seats": stood[t.id].record["seats"],
             "players": stood[t.id].record["players"], "options": dict(t.options or {}), "start_score": t.start_score,
             "head": stood[t.id].head, "deals": stood[t.id].deals,
             "created_at": t.created_at.isoformat() if t.created_at else None} for t in tables]


def played_at(table: GameTable) -> Game:
    """The game ``table`` plays, resolved once where a request reads the table: its pages and forms ask it for its
    words and its rules, never its name again."""
    return find_game(table.game)


def table_header(table: GameTable) -> dict[str, Any]:
    """The table's record without its deals (its seats, players and options), from the state kept with its
    log, not the log."""
    return current(get_db(), table, whole=False).record


def club_ruling(table_id: int, scorer: Scorer) -> str:
    """The ruling on the table as JSON text, read with the table in one statement, if it belongs to the
    scorer's club (``club_table``); 404 otherwise."""
    found = ruling_text(get_db(), table_id, scorer.club_id) if 0 < table_id <= MAX_ID else None
    if found is None:
        abort(404)
    return found[1]


def shared_table(token: str) -> GameTable:
    """The table a share link's token names; 404 for any other token (one a link cannot hold, too)."""
    if not SHARE_TOKEN.fullmatch(token):
        abort(404)
    table = get_db().scalar(select(GameTable).where(GameTable.share_token == token))
    if table is None:
        abort(404)
    return table


class InvalidEvent(InvalidRecord):
    """An impossible event among those written at once: ``errors`` name its fields, ``event`` is its body."""

    def __init__(self, errors: list[dict[str, Any]], event: Any) -> None:
        super().__init__(errors)
        self.event = event


def write(table: GameTable, bodies: Sequence[tuple[Any, int | None] | tuple[Any, int | None, int | None]],
          sequence: int, scorer: Scorer | None) -> list[Entry]:
    """Append events as ``sequence``, ``sequence + 1``, ... in one transaction: all or nothing. Each is its
    body, the deal it joins, and (optionally) the retracted fact whose place it takes. ``scorer``: who wrote them
    (``None``: a table's phone by its link, ``links``).

    ``SequenceConflict``, or ``InvalidEvent`` for the first event refused, propagate after the rollback; 413 for
    annotations beyond the bounds (``bounds.annotation_errors``), before anything is written."""
    too_much = [error for body, *_ in bodies for error in annotation_errors(body, "event")]
    if too_much:
        too_large(too_much)
    db = get_db()
    entries: list[Entry] = []
    try:
        for body, deal, *place in bodies:
            try:
                entries.append(append(db, table, body, sequence=sequence + len(entries), deal=deal,
                                      in_place_of=place[0] if place else None,
                                      scorer_id=scorer.id if scorer else None))
            except InvalidRecord as err:
                raise InvalidEvent(err.errors, body) from err
        db.commit()
    except Exception:
        db.rollback()
        raise
    return entries


def entry_json(entry: Any) -> dict[str, Any]:
    """An entry of the history as the API answers it."""
    return {"sequence": entry.sequence, "kind": entry.kind, "event": dict(entry.body),
            "deal": entry.deal, "index": entry.index, "scorer": entry.scorer,
            "recorded_at": entry.recorded_at.isoformat() if entry.recorded_at else None,
            "retracted_by": entry.retracted_by, "reason": entry.reason, "live": entry.is_live,
            "in_place_of": int(entry.place) if entry.place is not None else None}
