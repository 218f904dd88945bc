"""The JSON API (flask-smorest): rulings for any record, and the club's tables.

``POST /api/v1/rulings`` rules on a whole record, stores nothing and is open
to all; ``POST /api/v1/evenings/rule`` so rules on a whole evening
(``euchre-evening/1``). The tables' endpoints take a scorer's bearer token. Every error has
one shape, ``{"code", "status", "message", "errors"}``, where ``errors`` lists
``{"path", "value", "message"}`` (an invalid record is a 422 naming each field).
The OpenAPI document is at ``/api/openapi.json``.
"""
from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import Any, NoReturn, TypeVar, cast

import marshmallow as ma
from flask import Flask, current_app, g, request
from flask.views import MethodView
from sqlalchemy import select
from webargs import core
from webargs.flaskparser import FlaskParser, is_json_request

from .. import rule
from ..compare import compare
from ..documents.scoresheet import table_sheet
from ..evenings.evening import rule_evening
from ..games import GAMES
from ..jsontext import NotJson
from ..law.codes import CODES
from ..record import InvalidRecord
from ..schemas import EveningRulingSchema, RulingSchema, flatten_errors
from ..store import Access, GameTable, SequenceConflict, create_table
from ..store.kept import season_standings
from . import rate
from .auth import scorer_for_token
from .bounds import check_evening, check_record, read_json
from .db import get_db
from .smorest import Api, Blueprint, CSRFProtect, abort
from .tables import MAX_ID, TableView, club_ruling, club_table, entry_json, summaries, write
from .turns import heavy_turn
from .view import scoresheet_json

F = TypeVar("F", bound=Callable[..., Any])
#: The most entries of a table's log a page of ``GET /api/v1/tables/N/events`` holds.
EVENTS_PAGE = 1_000



class _Parser(FlaskParser):
    """Request bodies that do not load are 422s in the one error shape."""

    def _raw_load_json(self, req: Any) -> Any:
        """The body's JSON as the service reads any (``jsontext.parse``), within the service's bounds
        (``bounds.read_json``: nested deeper than it reads or an integer longer, a 413): NaN or nesting past the
        reader is a 400, a string that is not text (half of a UTF-16 surrogate pair, which no database can keep) a
        422 naming it; bytes that are not UTF-8 and what is not JSON, webargs' 400 as before."""
        if not is_json_request(req):
            return core.missing
        data = req.get_data(cache=True)
        if req.content_length is None and len(data) >= current_app.config["MAX_CONTENT_LENGTH"]:
            req.stream.read(1)  # a body sent in chunks is read up to the bound, not past it: past it, werkzeug's 413
        try:
            return read_json(data)
        except NotJson as err:
            if err.path is None:
                abort(400, message="The request body is not JSON the service reads.",
                      errors=[{"path": "body", "value": None, "message": str(err)}])
            abort(422, message="The request body is not valid.", errors=[
                {"path": err.path, "value": None, "message": "Half of a UTF-16 surrogate pair, not a character."}])

    def handle_error(self, error: ma.ValidationError, req: Any, schema: ma.Schema, *,
                     error_status_code: int | None, error_headers: Mapping[str, str] | None) -> NoReturn:
        body = req.get_json(silent=True)
        errors = []
        for location, messages in (error.messages.items() if isinstance(error.messages, dict) else [("json", error.messages)]):
            for path, message in flatten_errors(messages):
                value = body.get(path.split(".")[0].split("[")[0]) if isinstance(body, dict) else body
                errors.append({"path": path, "value": value, "message": message})
        abort(error_status_code or 422, message="The request body is not valid.", errors=errors)


class ApiBlueprint(Blueprint):
    ARGUMENTS_PARSER = _Parser()

    def arguments(self, schema: Any, **kwargs: Any) -> Callable[[F], F]:
        """Parse the request's body with ``schema``: a class is made an instance once, here (webargs would make
        one for every request)."""
        return super().arguments(schema() if isinstance(schema, type) else schema, **kwargs)


def invalid(err: InvalidRecord, message: str = "The record is impossible.") -> NoReturn:
    abort(422, message=message, errors=err.errors)


def conflict(err: SequenceConflict) -> NoReturn:
    abort(409, message=str(err), errors=[{
        "path": "sequence", "value": err.expected,
        "message": f"The log stands at event {err.head}; the next event is {err.head + 1}.",
    }])


def open_work(view: F) -> F:
    """An open endpoint's heavy work, the reading of its body included (a request turned away costs nothing): a
    signed-in scorer's (his session, or his API token in ``Authorization``) takes the club's turns; anyone else's is
    held to the client's rate (``rate.hold_open``, a 429) and takes the open turns (``turns``), so that anonymous
    work never keeps a club's printing waiting."""
    @functools.wraps(view)
    def wrapped(*args: Any, **kwargs: Any) -> Any:
        club = g.scorer is not None or scorer_for_token(request.headers.get("Authorization"))[0] is not None
        if not club:
            rate.hold_open()
        with heavy_turn(club):
            return view(*args, **kwargs)
    return cast(F, wrapped)


def token_required(view: F) -> F:
    """The table endpoints answer a scorer's bearer token (``Authorization: Bearer ...``), unexpired and not
    revoked, within what it may do: a token that only reads writes nothing (403), and a token for one table
    reaches that table alone (403 elsewhere; the list of tables shows it alone)."""
    @functools.wraps(view)
    def wrapped(*args: Any, **kwargs: Any) -> Any:
        table_id = kwargs.get("table_id")
        # the table of the path is read with the scorer; held in ``g`` so that the session keeps it (its
        # identity map holds objects weakly) and ``club_table`` finds it there, without a query
        g.scorer, g.token, g.path_table = scorer_for_token(
            request.headers.get("Authorization"), table_id if isinstance(table_id, int) and 0 < table_id <= MAX_ID else None)
        if g.scorer is None:
            abort(401, message="A scorer's API token is required (Authorization: Bearer TOKEN).",
                  errors=[{"path": "Authorization", "value": None, "message": "No valid bearer token: none, "
                           "unknown, expired or revoked."}],
                  headers={"WWW-Authenticate": 'Bearer realm="referee"'})
        if g.token.access == Access.READ and request.method not in ("GET", "HEAD", "OPTIONS"):
            abort(403, message="This API token only reads.", errors=[])
        if g.token.table_id is not None and table_id != g.token.table_id and request.url_rule is not None \
                and not (request.url_rule.rule == "/api/v1/tables" and request.method == "GET"):
            abort(403, message=f"This API token is for table {g.token.table_id} only.", errors=[])
        return view(*args, **kwargs)
    return cast(F, wrapped)


# -- schemas (request bodies; documented responses) --------------------------------


class RecordBody(ma.Schema):
    """A record, ``euchre-record/1``; checked field by field by the engine's own loader."""

    class Meta:
        unknown = ma.INCLUDE

    format = ma.fields.Raw(metadata={"example": "euchre-record/1"})
    game = ma.fields.Raw(metadata={"description": "one of the games registered: " + ", ".join(GAMES)})
    code = ma.fields.Raw(metadata={"description": "one of the codes registered: " + ", ".join(CODES)})
    options = ma.fields.Raw()
    seats = ma.fields.Raw(metadata={"example": ["N", "E", "S", "W"]})
    players = ma.fields.Raw()
    start_score = ma.fields.Raw()
    deals = ma.fields.Raw(metadata={"description": "[{dealer, events: [...]}]"})


class EveningBody(ma.Schema):
    """An evening, ``euchre-evening/1``: rounds of tables, each a record; checked field by field by the engine's own
    loader (``referee.evenings.evening_record``)."""

    class Meta:
        unknown = ma.INCLUDE

    format = ma.fields.Raw(metadata={"example": "euchre-evening/1"})
    kind = ma.fields.Raw(metadata={"description": "progressive, military or rotation"})
    code = ma.fields.Raw(metadata={"description": "foster or 1862"})
    options = ma.fields.Raw(metadata={"description": "lone_at_head, game_to, deals_per_round, rounds"})
    players = ma.fields.Raw(metadata={"description": "{id: {name, group}}"})
    draw = ma.fields.Raw(metadata={"description": "{id: {table, suit}}"})
    rounds = ma.fields.Raw(metadata={"description": "[{tables: {number: record}, bell: {table, deal}, tie_cuts}]"})


class TableBody(ma.Schema):
    name = ma.fields.String(load_default="Table")
    game = ma.fields.String(load_default="euchre")
    code = ma.fields.String(load_default="foster")
    seats = ma.fields.List(ma.fields.String(), load_default=lambda: ["N", "E", "S", "W"])
    players = ma.fields.Dict(keys=ma.fields.String(), values=ma.fields.String(), load_default=dict)
    options = ma.fields.Dict(load_default=dict)
    start_score = ma.fields.Dict(keys=ma.fields.String(), values=ma.fields.Integer(strict=True), load_default=None)
    dealer = ma.fields.String(load_default=None, metadata={"description": "opens the first deal (event 1)"})


class EventBody(ma.Schema):
    sequence = ma.fields.Integer(required=True, strict=True, metadata={
        "description": "the sequence the new event is to take: the head you have seen, plus one"})
    deal = ma.fields.Integer(strict=True, load_default=None, metadata={
        "description": "index of the deal in the record (default: the last)"})
    in_place_of = ma.fields.Integer(strict=True, load_default=None, metadata={
        "description": "a fact: the sequence of a retracted fact whose place among its deal's facts it takes "
                       "(a card mis-recorded, recorded again where it was played)"})
    event = ma.fields.Dict(required=True, metadata={
        "description": "an event of the record format, or {type: new_deal, dealer} or "
                       "{type: retract, sequence, reason}"})


class ErrorItem(ma.Schema):
    path = ma.fields.String()
    value = ma.fields.Raw()
    message = ma.fields.String()


class ErrorSchema(ma.Schema):
    """The one error shape of the API."""

    code = ma.fields.Integer()
    status = ma.fields.String()
    message = ma.fields.String()
    errors = ma.fields.List(ma.fields.Nested(ErrorItem))


class Table(ma.Schema):
    id = ma.fields.Integer()
    name = ma.fields.String()
    game = ma.fields.String()
    code = ma.fields.String()
    seats = ma.fields.List(ma.fields.String())
    players = ma.fields.Dict()
    options = ma.fields.Dict()
    start_score = ma.fields.Dict(allow_none=True)
    head = ma.fields.Integer(metadata={"description": "the sequence of the last event"})
    deals = ma.fields.Integer()
    created_at = ma.fields.String()


class Entry(ma.Schema):
    sequence = ma.fields.Integer()
    kind = ma.fields.String(metadata={"description": "fact, new_deal or retract"})
    event = ma.fields.Dict()
    deal = ma.fields.Integer(allow_none=True)
    index = ma.fields.Integer(allow_none=True, metadata={"description": "the event's index in its deal (a ruling's event)"})
    scorer = ma.fields.String(allow_none=True)
    recorded_at = ma.fields.String()
    retracted_by = ma.fields.Integer(allow_none=True)
    reason = ma.fields.String(allow_none=True)
    live = ma.fields.Boolean()
    in_place_of = ma.fields.Integer(allow_none=True, metadata={
        "description": "the fact whose place among its deal's facts this one takes, if it was recorded in one"})


class History(ma.Schema):
    head = ma.fields.Integer()
    events = ma.fields.List(ma.fields.Nested(Entry))
    next = ma.fields.Integer(allow_none=True, metadata={
        "description": "the ``after`` of the next page (null: this page reaches the head)"})


class HistoryQuery(ma.Schema):
    after = ma.fields.Integer(load_default=0, validate=ma.validate.Range(min=0, max=MAX_ID), metadata={
        "description": "the entries after this sequence (default 0: from the first)"})
    limit = ma.fields.Integer(load_default=EVENTS_PAGE, validate=ma.validate.Range(min=1, max=EVENTS_PAGE), metadata={
        "description": f"at most this many entries (default and most {EVENTS_PAGE:,})"})


# -- the blueprints --------------------------------------------------------------------

rulings = ApiBlueprint("api_rulings", __name__, url_prefix="/api/v1/rulings",
                       description="Rule on a whole record: stores nothing, open to all.")
comparisons = ApiBlueprint("api_comparisons", __name__, url_prefix="/api/v1/comparisons",
                           description="Rule on a whole record under every code of its game, side by side: "
                                       "stores nothing, open to all.")
evenings = ApiBlueprint("api_evenings", __name__, url_prefix="/api/v1/evenings",
                        description="Rule on a whole evening of Progressive, Military or rotation Euchre: stores "
                                    "nothing, open to all.")
tables = ApiBlueprint("api_tables", __name__, url_prefix="/api/v1/tables",
                      description="The club's tables and their append-only event logs (bearer token).")
BEARER: list[dict[str, list[str]]] = [{"bearerAuth": []}]


@rulings.route("")
class Rulings(MethodView):
    @open_work
    @rulings.arguments(RecordBody)
    @rulings.alt_response(200, schema=RulingSchema, description="The ruling, euchre-ruling/1", success=True)
    @rulings.alt_response(422, schema=ErrorSchema, description="An impossible record: each bad field named")
    def post(self, record: dict[str, Any]) -> Any:
        """Rule on a record (euchre-record/1)."""
        check_record(record)
        try:
            return rule(record)
        except InvalidRecord as err:
            invalid(err)


@comparisons.route("")
class Comparisons(MethodView):
    @open_work
    @comparisons.arguments(RecordBody)
    @comparisons.alt_response(200, description="The rulings under each code, and each difference with the "
                              "citations each code rules by (euchre-comparison/1)", success=True)
    @comparisons.alt_response(422, schema=ErrorSchema, description="An impossible record: each bad field named")
    def post(self, record: dict[str, Any]) -> Any:
        """Rule on a record under every code that can govern its game, and name where the rulings differ."""
        check_record(record)
        try:
            return compare(record)
        except InvalidRecord as err:
            invalid(err)


@evenings.route("/rule")
class EveningRulings(MethodView):
    @open_work
    @evenings.arguments(EveningBody)
    @evenings.alt_response(200, schema=EveningRulingSchema, success=True,
                           description="The ruling, euchre-evening-ruling/1: each round's tables, stars and next "
                                       "seats, the players' totals and the prizes, each decision quoting Foster")
    @evenings.alt_response(422, schema=ErrorSchema, description="An impossible evening: each bad field named")
    def post(self, evening: dict[str, Any]) -> Any:
        """Rule on an evening (euchre-evening/1), as far as it goes."""
        check_evening(evening)
        try:
            return rule_evening(evening)
        except InvalidRecord as err:
            invalid(err, "The evening is impossible.")


@tables.route("")
class Tables(MethodView):
    decorators = [token_required]

    @tables.doc(security=BEARER)
    @tables.alt_response(200, schema=Table(many=True), success=True)
    def get(self) -> Any:
        """The tables of the scorer's club, newest first."""
        found = select(GameTable).where(GameTable.club_id == g.scorer.club_id).order_by(GameTable.id.desc())
        if g.token.table_id is not None:  # a token for one table
            found = found.where(GameTable.id == g.token.table_id)
        return summaries(list(get_db().scalars(found)))

    @tables.doc(security=BEARER)
    @tables.arguments(TableBody)
    @tables.alt_response(201, schema=Table, success=True)
    @tables.alt_response(422, schema=ErrorSchema)
    def post(self, body: dict[str, Any]) -> Any:
        """Start a table (and, with ``dealer``, its first deal); ``{}`` takes every default."""
        if not request.get_data(cache=True):
            abort(400, message="The request has no body: send the table as JSON ({} takes every default).",
                  errors=[{"path": "body", "value": None, "message": "No body."}])
        db = get_db()
        try:
            table = create_table(db, g.scorer.club, scorer_id=g.scorer.id, **body)
            db.commit()
        except InvalidRecord as err:
            db.rollback()
            invalid(err, "The table is impossible.")
        return summaries([table])[0], 201


@tables.route("/<int:table_id>")
class TableResource(MethodView):
    decorators = [token_required]

    @tables.doc(security=BEARER)
    @tables.alt_response(200, schema=Table, success=True)
    def get(self, table_id: int) -> Any:
        """A table, with the head of its log."""
        return summaries([club_table(table_id, g.scorer)])[0]


@tables.route("/<int:table_id>/events")
class Events(MethodView):
    decorators = [token_required]

    @tables.doc(security=BEARER)
    @tables.arguments(HistoryQuery, location="query")
    @tables.alt_response(200, schema=History, success=True)
    def get(self, query: dict[str, Any], table_id: int) -> Any:
        """The log, retracted entries and corrections included, a page at a time: the entries after ``after``, at
        most ``limit`` of them; ``next`` is the ``after`` of the next page."""
        view = TableView(club_table(table_id, g.scorer))
        after, limit = query["after"], query["limit"]
        page = view.log.entries()[after:after + limit]  # a log's sequences are dense, from 1
        return {"head": view.head, "events": [entry_json(e) for e in page],
                "next": after + limit if after + limit < view.head else None}

    @tables.doc(security=BEARER)
    @tables.arguments(EventBody)
    @tables.alt_response(201, schema=Entry, success=True)
    @tables.alt_response(409, schema=ErrorSchema, description="Another scorer wrote first: reload and retry")
    @tables.alt_response(422, schema=ErrorSchema, description="An impossible event: nothing stored")
    def post(self, body: dict[str, Any], table_id: int) -> Any:
        """Append an event as ``sequence`` (409 if the log has moved on)."""
        table = club_table(table_id, g.scorer)
        try:
            (entry,) = write(table, [(body["event"], body["deal"], body["in_place_of"])], body["sequence"], g.scorer)
        except InvalidRecord as err:
            invalid(err, "The event is impossible; nothing was stored.")
        except SequenceConflict as err:
            conflict(err)
        return entry_json(entry), 201


@tables.route("/<int:table_id>/record")
class Record(MethodView):
    decorators = [token_required]

    @tables.doc(security=BEARER)
    @tables.alt_response(200, schema=RecordBody, success=True)
    def get(self, table_id: int) -> Any:
        """The table's record (euchre-record/1): the live events, corrections applied."""
        return TableView(club_table(table_id, g.scorer)).record


@tables.route("/<int:table_id>/ruling")
class Ruling(MethodView):
    decorators = [token_required]

    @tables.doc(security=BEARER)
    @tables.alt_response(200, schema=RulingSchema, success=True)
    def get(self, table_id: int) -> Any:
        """The engine's ruling on the table's record (euchre-ruling/1), as kept with its log."""
        text = club_ruling(table_id, g.scorer)
        get_db().commit()  # a ruling made afresh (a table from before rulings were kept) is kept
        return current_app.response_class(text, mimetype="application/json")  # the kept JSON, as it is


@tables.route("/<int:table_id>/scoresheet")
class Scoresheet(MethodView):
    decorators = [token_required]

    @tables.doc(security=BEARER)
    def get(self, table_id: int) -> Any:
        """Each deal's points and the running score of its game; the games, rubbers and totals."""
        view = TableView(club_table(table_id, g.scorer))
        return scoresheet_json(table_sheet(view.record, view.table.name, view.ruling))


class TotalSchema(ma.Schema):
    game = ma.fields.String(validate=ma.validate.OneOf(GAMES), metadata={"description": "the game the totals are of"})
    name = ma.fields.String()
    points = ma.fields.Integer()
    games = ma.fields.Integer(allow_none=True)
    rubbers = ma.fields.Integer(allow_none=True)
    rubber_points = ma.fields.Integer(allow_none=True, metadata={"description": "won less lost (Foster's law 3)"})
    tables = ma.fields.Integer()


class StandingsSchema(ma.Schema):
    tables = ma.fields.Integer()
    deals = ma.fields.Integer()
    players = ma.fields.List(ma.fields.Nested(TotalSchema), metadata={
        "description": "each game ranked apart, euchre's rows then call-ace's: a player who played both has a row in "
                       "each, with that game's totals"})
    partnerships = ma.fields.List(ma.fields.Nested(TotalSchema), metadata={
        "description": "euchre's: in call-ace a partner is found deal by deal"})


standings = ApiBlueprint("api_standings", __name__, url_prefix="/api/v1/standings",
                         description="The club's season: totals per player and partnership (bearer token).")


def _total(game: str, t: Any) -> dict[str, Any]:
    return {"game": game, "name": t.name, "points": t.points, "games": t.games, "rubbers": t.rubbers,
            "rubber_points": t.rubber_points, "tables": t.tables}


@standings.route("")
class Standings(MethodView):
    decorators = [token_required]

    @standings.doc(security=BEARER)
    @standings.alt_response(200, schema=StandingsSchema, success=True)
    def get(self) -> Any:
        """Every table of the scorer's club added up, as the evening's sheet adds up its tables."""
        db = get_db()
        found = season_standings(db, g.scorer.club_id)
        db.commit()  # totals made afresh for tables from before they were kept are kept
        return {"tables": found.tables, "deals": found.deals,
                "players": [_total(r.game, t) for r in found.rankings for t in r.players],
                "partnerships": [_total(r.game, t) for r in found.rankings for t in r.partnerships]}


class RefereeApi(Api):
    """flask-smorest's Api, documenting our error shape."""

    ERROR_SCHEMA = ErrorSchema


def init_app(app: Flask, csrf: CSRFProtect) -> Api:
    """Serve the API on ``app``; its blueprints are exempt from CSRF (they take tokens)."""
    app.config.setdefault("API_TITLE", "Referee")
    app.config.setdefault("API_VERSION", "v1")
    app.config.setdefault("OPENAPI_VERSION", "3.0.3")
    app.config.setdefault("OPENAPI_URL_PREFIX", "/api")
    app.config.setdefault("OPENAPI_JSON_PATH", "openapi.json")
    api = RefereeApi(app)
    api.spec.components.security_scheme("bearerAuth", {"type": "http", "scheme": "bearer"})
    for blp in (rulings, comparisons, evenings, tables, standings):
        api.register_blueprint(blp)
        csrf.exempt(blp)
    app.before_request(_json_bodies)
    app.extensions["referee_api"] = api
    return api


def _json_bodies() -> None:
    """A body the API takes is JSON: sent as anything else, it is said so (415), not read as an empty record."""
    if request.path.startswith("/api/") and request.method in ("POST", "PUT", "PATCH") and request.content_length \
            and not request.is_json:
        abort(415, message="Send the body as JSON, with the header Content-Type: application/json.")
