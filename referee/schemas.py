"""The record and ruling formats at the boundary (marshmallow).

``load_record`` is the one way raw JSON becomes a ``Record``: the schema
checks types and shapes; ``impossibilities`` then checks what no table can
produce (a seat not at the table, a card not in the pack, a card in two
places, a play of a card the recorded hand does not hold). Every problem is
collected, and ``InvalidRecord`` names each by path and value.
"""
from __future__ import annotations

import dataclasses
import functools
import typing
from collections.abc import Iterator, Mapping
from typing import Any

from marshmallow import EXCLUDE, RAISE, Schema, ValidationError, fields, post_load, validate

from .cards import JOKER, Card, Suit, make_pack
from .fastload import Lean, dispatched, own_fields
from .games import GAMES, Bid, TableOption, find_game
from .law.codes import CODES
from .record import (
    BID_NAMES,
    BID_SUITS,
    CALL_DEMANDS,
    DEAL_FAULT_KINDS,
    EVENT_TYPES,
    EXPOSE_HOW,
    REMARK_ABOUT,
    CardExposed,
    CardPassed,
    CardPlayed,
    CardsShown,
    CardTakenBack,
    Claimed,
    CutForDeal,
    Deal,
    Dealt,
    Discarded,
    Event,
    Exchanged,
    InvalidRecord,
    Options,
    OrderedUp,
    OutcomeAgreed,
    PartnersChosen,
    PlayCorrected,
    Record,
    TakenUp,
    TrickQuitted,
    WidowTaken,
)
from .table.owner import Choice, SeatName

RECORD_FORMAT = "euchre-record/1"
RULING_FORMAT = "euchre-ruling/1"


class CardField(fields.Field[Card]):
    """A card in the record's notation (``9S``, ``TH``, ``10H``, ``JK``)."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Card:
        if not isinstance(value, str):
            raise ValidationError("Not a card: expected a string like '9S'.")
        try:
            return Card.parse(value)
        except ValueError:
            raise ValidationError(f"Unknown card {value!r}.") from None

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> Any:
        return None if value is None else str(value)


class SuitField(fields.Field[Suit]):
    """A suit letter: ``S``, ``H``, ``D`` or ``C``."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Suit:
        if isinstance(value, str):
            try:
                return Suit.parse(value)
            except ValueError:
                pass
        raise ValidationError(f"Unknown suit {value!r}: expected S, H, D or C.")


class StrictBoolean(fields.Field[bool]):
    """``true`` or ``false`` only (not 1, 0 or strings)."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> bool:
        if isinstance(value, bool):
            return value
        raise ValidationError(f"Not a boolean: {value!r}.")


#: The card Bierspiel's deal may turn aside before the trump (``deal.seven_turned``, foster:bierspiel#seven-turned).
SEVEN_OF_DIAMONDS = Card.parse("7D")


def _strict_int(**kw: Any) -> fields.Integer:
    return fields.Integer(strict=True, **kw)


class _EventSchema(Schema):
    class Meta:
        unknown = RAISE

    type = fields.String(required=True)
    annotations = fields.List(fields.String())  # commentary on the event (EGN's); not a fact the engine rules on

    @post_load
    def make(self, data: dict[str, Any], **kwargs: Any) -> Event:
        cls = EVENT_TYPES[data.pop("type")]
        data.pop("annotations", None)
        return cls(**data)


def _event_schema(schema_name: str, **declared: fields.Field[Any]) -> type[Schema]:
    return type(schema_name, (_EventSchema,), declared)


def Seat(**kw: Any) -> fields.String:
    """A seat name; checked against the table's seats after loading."""
    return fields.String(**kw)


class OutcomeBidSchema(Schema):
    """An outcome's ``bid`` (Five Hundred): the tricks bid and the suit, or ``NT``, as the ``bid`` event has them."""

    class Meta:
        unknown = RAISE

    value = _strict_int(required=True)
    suit = fields.String(required=True, validate=validate.OneOf(BID_SUITS))

    @post_load
    def make(self, data: dict[str, Any], **kwargs: Any) -> Bid:
        return Bid(data["value"], data["suit"])


#: Record format 1's choices that a game that owns its deal may add to (``DealOwner.own_values``): (event type, field)
#: -> the values every game has. A value another game adds is impossible in a record of a game that lacks it.
OPEN_CHOICES: dict[tuple[str, str], tuple[str, ...]] = {
    ("deal_fault", "kind"): DEAL_FAULT_KINDS, ("remark", "about"): REMARK_ABOUT, ("claim", "kind"): ("revoke",),
    ("look_back", "at"): ("trick",), ("abandon", "claiming"): (), ("abandon", "conceding"): ()}


def _choices(kind: str, name: str) -> tuple[str, ...]:
    """The values of ``kind``'s field ``name`` that some registered game has."""
    added = (v for game in GAMES.values() for v in getattr(game, "own_values", {}).get((kind, name), ()))
    return OPEN_CHOICES[(kind, name)] + tuple(dict.fromkeys(added))


_EVENT_SCHEMA_CLASSES: dict[str, type[Schema]] = {
    "cut_for_deal": _event_schema("CutForDealSchema", seat=Seat(required=True), card=CardField(),
                                  cards=fields.List(CardField())),
    "shuffle": _event_schema("ShuffleSchema", seat=Seat(required=True)),
    "cut": _event_schema(
        "CutSchema", seat=Seat(required=True), top=_strict_int(validate=validate.Range(min=0)),
        bottom=_strict_int(validate=validate.Range(min=0)), exposed=CardField(),
    ),
    "deal": _event_schema(
        "DealSchema", seat=Seat(),
        hands=fields.Dict(keys=fields.String(), values=fields.List(CardField())),
        turn_up=CardField(), pattern=fields.String(validate=validate.OneOf(["2-3", "3-2"])),
        stock=fields.List(CardField()), widow=fields.List(CardField()), seven_turned=StrictBoolean(),
    ),
    "deal_fault": _event_schema(
        "DealFaultSchema", kind=fields.String(required=True, validate=validate.OneOf(_choices("deal_fault", "kind"))),
        seat=Seat(), card=CardField(), count=_strict_int(validate=validate.Range(min=0)),
        cards=fields.List(CardField()), seen=StrictBoolean(),
    ),
    "pass": _event_schema("PassSchema", seat=Seat(required=True)),
    "order_up": _event_schema("OrderUpSchema", seat=Seat(required=True), alone=StrictBoolean()),
    "take_up": _event_schema("TakeUpSchema", seat=Seat(required=True), alone=StrictBoolean()),
    "turn_down": _event_schema("TurnDownSchema", seat=Seat(required=True)),
    "make": _event_schema(
        "MakeSchema", seat=Seat(required=True), suit=SuitField(required=True), alone=StrictBoolean(),
    ),
    "declare": _event_schema(
        "DeclareSchema", seat=Seat(required=True),
        what=fields.String(required=True, validate=validate.OneOf(["jambone", "jamboree", "all"])),
        cards=fields.List(CardField()),
    ),
    "go_alone": _event_schema("GoAloneSchema", seat=Seat(required=True)),
    "pass_card": _event_schema("PassCardSchema", seat=Seat(required=True), to=Seat(required=True), card=CardField()),
    "defend_alone": _event_schema("DefendAloneSchema", seat=Seat(required=True)),
    "call_partner": _event_schema("CallPartnerSchema", seat=Seat(required=True), suit=SuitField(required=True)),
    "discard": _event_schema(
        "DiscardSchema", seat=Seat(required=True), card=CardField(), to_partner=StrictBoolean(),
        cards=fields.List(CardField()), count=_strict_int(validate=validate.Range(min=0)),
    ),
    "take_widow": _event_schema("TakeWidowSchema", seat=Seat(required=True)),
    "exchange": _event_schema("ExchangeSchema", seat=Seat(required=True),
                              with_=fields.String(required=True, data_key="with")),
    "play": _event_schema("PlaySchema", seat=Seat(required=True), card=CardField(required=True), names=SuitField()),
    "quit_trick": _event_schema("QuitTrickSchema", seat=Seat()),
    "expose": _event_schema(
        "ExposeSchema", seat=Seat(required=True), card=CardField(required=True),
        how=fields.String(required=True, validate=validate.OneOf(EXPOSE_HOW)),
    ),
    "correct": _event_schema("CorrectSchema", seat=Seat(required=True), card=CardField(required=True)),
    "take_back": _event_schema("TakeBackSchema", seat=Seat(required=True), card=CardField(required=True)),
    "remark": _event_schema(
        "RemarkSchema", seat=Seat(required=True),
        about=fields.String(required=True, validate=validate.OneOf(_choices("remark", "about"))),
    ),
    "look_back": _event_schema("LookBackSchema", seat=Seat(required=True),
                               at=fields.String(validate=validate.OneOf(_choices("look_back", "at")))),
    "claim": _event_schema(
        "ClaimSchema", seat=Seat(required=True), kind=fields.String(required=True, validate=validate.OneOf(_choices("claim", "kind"))),
        against=Seat(required=True), trick=_strict_int(validate=validate.Range(min=1, max=10)),  # (the hand's tricks: 5, Five Hundred's 10)
        deal=_strict_int(validate=validate.Range(min=0)),
    ),
    "show": _event_schema("ShowSchema", seat=Seat(required=True), cards=fields.List(CardField(), required=True)),
    "elect": _event_schema("ElectSchema", seat=Seat(required=True), option=fields.String(required=True),
                           ruling_event=_strict_int(validate=validate.Range(min=0)), card=CardField()),
    "call": _event_schema(
        "CallSchema", seat=Seat(required=True), target=Seat(required=True), card=CardField(), suit=SuitField(),
        demand=fields.String(validate=validate.OneOf(CALL_DEMANDS)),
    ),
    "abandon": _event_schema("AbandonSchema", seat=Seat(required=True),
                             claiming=fields.String(validate=validate.OneOf(_choices("abandon", "claiming"))),
                             conceding=fields.String(validate=validate.OneOf(_choices("abandon", "conceding")))),
    "outcome": _event_schema(
        "OutcomeSchema", seat=Seat(required=True), suit=SuitField(), alone=StrictBoolean(),
        tricks=_strict_int(required=True, validate=validate.Range(min=0, max=10)), partner=Seat(),  # (the hand's)
        bid=fields.Nested(OutcomeBidSchema),  # Five Hundred's: checked against Foster's table after loading
        others=fields.Dict(keys=fields.String(), values=_strict_int(validate=validate.Range(min=0, max=10))),
    ),
    "bell": _event_schema("BellSchema", seat=Seat()),
    "bid": _event_schema(
        "BidSchema", seat=Seat(required=True), value=_strict_int(required=True),
        suit=fields.String(validate=validate.OneOf(BID_SUITS)), misere=StrictBoolean(),
        name=fields.String(validate=validate.OneOf(BID_NAMES)),
    ),
    "choose_partners": _event_schema("ChoosePartnersSchema", seat=Seat(required=True),
                                     partners=fields.List(Seat(), required=True)),
    "call_holder": _event_schema("CallHolderSchema", seat=Seat(required=True), card=CardField(required=True),
                                 holder=Seat()),
    "throw_up": _event_schema("ThrowUpSchema", seat=Seat(required=True)),
}
assert set(_EVENT_SCHEMA_CLASSES) == set(EVENT_TYPES)


#: Each event type's seats' and cards' fields (``_fields_of``), an own event type's put by its schema.
_FIELDS_OF: dict[type[Event], tuple[tuple[str, ...], tuple[str, ...]]] = {}


def _own_field(hint: Any, required: bool) -> fields.Field[Any]:
    """The field that loads an own event's field of type ``hint`` (``table.owner``): a seat, a card, cards, an int, a
    bool, a string, or one of a ``Choice``'s strings; ``X | None`` as ``X``."""
    kw: dict[str, Any] = {"required": required}
    if typing.get_origin(hint) is typing.Annotated:
        base, *marks = typing.get_args(hint)
        choice = next(m for m in marks if isinstance(m, Choice))
        return fields.String(validate=validate.OneOf(choice.values), **kw)
    args = [a for a in typing.get_args(hint) if a is not type(None)]
    if args and typing.get_origin(hint) is not tuple:
        return _own_field(args[0], required)
    if hint is SeatName:
        return Seat(**kw)
    if hint is Card:
        return CardField(**kw)
    if typing.get_origin(hint) is tuple and typing.get_args(hint)[0] is Card:
        return fields.List(CardField(), **kw)
    if typing.get_origin(hint) is tuple and typing.get_args(hint)[0] is SeatName:
        return fields.List(Seat(), **kw)
    if hint is bool:
        return StrictBoolean(**kw)
    if hint is int:
        return _strict_int(validate=validate.Range(min=0), **kw)
    if hint is str:
        return fields.String(**kw)
    raise TypeError(f"an own event's field of type {hint!r}: not one the record loader checks")


def _own_event_schema(cls: type[Event]) -> type[Schema]:
    """The schema of a game's own event type, from its fields' types; ``seat`` required, the rest optional. Its
    seats' and cards' fields are checked against the table and the pack as every event's are (``_fields_of``)."""
    hints = typing.get_type_hints(cls, include_extras=True)
    declared = {f.name: _own_field(hints[f.name], f.name == "seat") for f in dataclasses.fields(cls)}
    for name, field in declared.items():  # a field named for a keyword (``from_``) is the keyword in the record
        if name.endswith("_"):
            field.data_key = name[:-1]
    seat_fields = tuple(name for name in declared if _is(hints[name], SeatName))
    card_fields = tuple(name for name in declared if _is(hints[name], Card))
    _FIELDS_OF[cls] = (seat_fields, card_fields)

    class OwnEventSchema(_EventSchema):
        @post_load
        def make(self, data: dict[str, Any], **kwargs: Any) -> Event:
            data.pop("type")
            data.pop("annotations", None)
            values: dict[str, Any] = {k: tuple(v) if isinstance(v, list) else v for k, v in data.items()}
            return cls(**values)

    return type(f"{cls.__name__}Schema", (OwnEventSchema,), declared)


def _is(hint: Any, kind: type) -> bool:
    """Whether ``hint`` is ``kind``, ``kind | None`` or a tuple of ``kind``."""
    return hint is kind or kind in typing.get_args(hint)


def _own_events() -> dict[str, type[Schema]]:
    """Every registered game's own event types' schemas. A type two games declare must be the same class (family.md
    §6: "Shared types keep one shape")."""
    found: dict[str, type[Event]] = {}
    for game in GAMES.values():
        for kind, cls in getattr(game, "own_events", {}).items():
            if kind in EVENT_TYPES or found.setdefault(kind, cls) is not cls:
                raise TypeError(f"the event type {kind!r} is declared twice, in two shapes")
    return {kind: _own_event_schema(cls) for kind, cls in found.items()}


_EVENT_SCHEMA_CLASSES.update(_own_events())
EVENT_SCHEMAS: dict[str, Schema] = {kind: cls() for kind, cls in _EVENT_SCHEMA_CLASSES.items()}


class EventField(fields.Field[Event]):
    """An event: dispatched on its ``type`` to the type's own schema."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Event:
        if not isinstance(value, Mapping):
            raise ValidationError("An event must be an object.")
        kind = value.get("type")
        schema = EVENT_SCHEMAS.get(kind) if isinstance(kind, str) else None
        if schema is None:
            raise ValidationError({"type": [f"Unknown event type {kind!r}."]})
        event: Event = schema.load(value)
        return event


class OptionsSchema(Schema):
    class Meta:
        unknown = RAISE

    game_to = _strict_int(validate=validate.Range(min=1))
    joker = StrictBoolean()
    lap = StrictBoolean()
    slam = StrictBoolean()
    jambone = StrictBoolean()
    jamboree = StrictBoolean()
    rubbers = StrictBoolean()
    stick_the_dealer = StrictBoolean()
    lone_lead = fields.String(validate=validate.OneOf(["eldest", "left_of_lone"]))
    pack = _strict_int(validate=validate.OneOf([24, 25, 28, 32, 33, 36, 43, 52]))
    joker_suit = SuitField()
    pat_hand = StrictBoolean()
    start = _strict_int(validate=validate.Range(min=1))
    declare_all = StrictBoolean()
    euchre_deducts = StrictBoolean()
    counters = _strict_int(validate=validate.Range(min=1))

    @post_load
    def make(self, data: dict[str, Any], **kwargs: Any) -> Options:
        own = tuple((name, data.pop(name)) for name in list(data) if name in _OWN_OPTIONS)
        return Options(**{"game_to": GAME_TO_UNSAID, **data}, own=own)


def _option_field(option: TableOption) -> fields.Field[Any]:
    """An own option's field, by the type of its default: a bool, an int (not below nothing), or a choice."""
    if isinstance(option.default, bool):
        return StrictBoolean()
    if isinstance(option.default, int):
        return _strict_int(validate=validate.Range(min=0))
    return fields.String(validate=validate.OneOf([value for value, _ in option.choices]))


#: The options the games that own their deals add (``DealOwner.own_options``); one name, one shape.
_OWN_OPTIONS: dict[str, fields.Field[Any]] = {}
for _game in GAMES.values():
    for _option in getattr(_game, "own_options", ()):
        if _option.name in OptionsSchema._declared_fields and _option.name not in _OWN_OPTIONS:
            raise TypeError(f"the option {_option.name!r} is record format 1's: a game may not declare it again")
        _OWN_OPTIONS.setdefault(_option.name, _option_field(_option))
OptionsSchema._declared_fields.update(_OWN_OPTIONS)


#: ``game_to`` not agreed: the record's game says it (``Game.game_to``), set once the game is known.
GAME_TO_UNSAID = 0
_UNSAID = Options(game_to=GAME_TO_UNSAID)


@functools.lru_cache(maxsize=256)
def _game_to_said(options: Options, game: str, seats: int) -> Options:
    """``options`` with the game's ``game_to`` for ``seats`` where the table agreed none; made once for the options
    seen lately (bounded: the options come from the records the service is sent)."""
    return dataclasses.replace(options, game_to=find_game(game).game_to(seats))


class DealSchema(Schema):
    class Meta:
        unknown = RAISE

    dealer = Seat(required=True)
    pone = Seat()
    events = fields.List(EventField(), required=True)

    @post_load
    def make(self, data: dict[str, Any], **kwargs: Any) -> Deal:
        return Deal(dealer=data["dealer"], events=tuple(data["events"]), pone=data.get("pone"))


class RecordSchema(Schema):
    """Record format 1 (``euchre-record/1``)."""

    class Meta:
        unknown = RAISE

    format = fields.String(required=True, validate=validate.Equal(RECORD_FORMAT))
    game = fields.String(required=True, validate=validate.OneOf(list(GAMES)))
    code = fields.String(required=True, validate=validate.OneOf(list(CODES)))
    options = fields.Nested(OptionsSchema)
    seats = fields.List(fields.String(), required=True, validate=validate.Length(min=2, max=17))  # (Loo's 17)
    players = fields.Dict(keys=fields.String(), values=fields.String())
    start_score = fields.Dict(keys=fields.String(), values=_strict_int())
    start_pool = _strict_int(validate=validate.Range(min=0))
    start_barred = fields.List(fields.String())
    start_holder = fields.String()
    deals = fields.List(fields.Nested(DealSchema), required=True)
    # Optional, not ruled on: what the game was and where the record came from (import-egn).
    title = fields.String()
    description = fields.String()
    date = fields.String()
    source = fields.Dict(keys=fields.String(), values=fields.String())

    @post_load
    def make(self, data: dict[str, Any], **kwargs: Any) -> Record:
        options = data.get("options") or _UNSAID
        if options.game_to == GAME_TO_UNSAID:
            options = _game_to_said(options, data["game"], len(data["seats"]))
        return Record(
            game=data["game"], code=data["code"], options=options,
            seats=tuple(data["seats"]), players=data.get("players") or {},
            deals=tuple(data["deals"]), start_score=data.get("start_score"),
            start_pool=data.get("start_pool"), start_barred=tuple(data.get("start_barred") or ()),
            start_holder=data.get("start_holder"),
        )


_RECORD_SCHEMA = RecordSchema()

#: The schemas' own field types as the lean loader converts them (``fastload``): a card, a suit, a strict boolean,
#: and an event dispatched on its ``type`` to that type's schema.
_LEAN_FIELDS = own_fields(CardField, SuitField, StrictBoolean)
_LEAN_FIELDS[EventField] = dispatched(EVENT_SCHEMAS, dict(_LEAN_FIELDS))
#: The ``Record`` marshmallow would load from the data, or ``None`` to let marshmallow do it.
fast_load = Lean(_RECORD_SCHEMA, _LEAN_FIELDS, Record)
#: The ``Deal`` marshmallow would load from one deal's data (an item of a record's ``deals``), or ``None`` where the
#: lean loader is not sure of it.
fast_load_deal = Lean(DealSchema(), _LEAN_FIELDS, Deal)


def flatten_errors(messages: Any, path: str = "") -> Iterator[tuple[str, str]]:
    """marshmallow's nested messages as (path, message) pairs: ``deals[0].events[3].card``.

    A ``Dict`` field nests its values' errors under ``"value"``; the path names the key alone
    (``hands.N[1]``). Under an item of a list (an event) ``value`` is the field of that name (a bid's)."""
    if isinstance(messages, Mapping):
        for key, sub in messages.items():
            if key == "_schema" or key == "value" and not path.endswith("]"):  # a bid's own ``value`` is a field
                yield from flatten_errors(sub, path)
            elif isinstance(key, int):
                yield from flatten_errors(sub, f"{path}[{key}]")
            else:
                yield from flatten_errors(sub, f"{path}.{key}" if path else str(key))
    elif isinstance(messages, list):
        for m in messages:
            yield from flatten_errors(m, path)
    else:
        yield path or "record", str(messages)


def _value_at(data: Any, path: str) -> Any:
    value = data
    for part in path.replace("]", "").replace("[", ".").split("."):
        if part == "record" or part == "":
            continue
        if isinstance(value, Mapping):
            value = value.get(part)
        elif isinstance(value, list) and part.isdigit() and int(part) < len(value):
            value = value[int(part)]
        else:
            return None
    return value


def load_record(data: Any, first: int = 0) -> Record:
    """Raw JSON (as loaded) to a ``Record``; ``InvalidRecord`` if impossible. ``first``: the index, in the
    table's whole record, of the first deal of ``data`` (a deal loaded as a record of its own gives its index: a
    claim's ``deal`` must name a deal before it)."""
    if not isinstance(data, Mapping):
        raise InvalidRecord([{"path": "record", "value": data, "message": "A record must be a JSON object."}])
    record = fast_load(data)  # the schemas' meaning without marshmallow's machinery; None if unsure
    if record is None:
        try:
            record = _RECORD_SCHEMA.load(data)
        except ValidationError as err:
            raise InvalidRecord([
                {"path": path, "value": _value_at(data, path), "message": msg}
                for path, msg in flatten_errors(err.messages)
            ]) from None
    problems = list(impossibilities(record, first))
    if problems:
        raise InvalidRecord([
            {"path": path, "value": _value_at(data, path), "message": msg} for path, msg in problems
        ])
    return record


def pack_for(record: Record) -> frozenset[Card]:
    """The cards that can be in play at this table: the pack the options agree, else the game's for its seats."""
    opts = record.options
    cards = make_pack(opts.pack if opts.pack is not None
                      else record.played.pack_in_use(len(record.seats), record.code))
    return cards | {JOKER} if opts.joker else cards  # the 24-card pack and the joker: the nines up and the joker


def impossibilities(record: Record, first: int = 0) -> Iterator[tuple[str, str]]:
    """What no table can produce, as (path, message) pairs (``first``: as ``load_record`` has it)."""
    seats = set(record.seats)
    if len(seats) != len(record.seats):
        yield "seats", "A seat is named twice."
    for k, seat in enumerate(record.seats):
        if not seat.strip():  # a side is named by its seats joined: an empty name would make a side a seat
            yield f"seats[{k}]", "A seat needs a name."
    game = record.played
    yield from game.seating_impossibilities(len(record.seats), record.code, lambda: CODES[record.code].games)
    for seat in record.players:
        if seat not in seats:
            yield f"players.{seat}", f"Seat {seat!r} is not at the table."
    yield from game.score_brought_impossibilities(record.start_score or {}, record.sides, record.options.game_to)
    pack = pack_for(record)
    yield from game.pack_impossibilities(len(pack), len(record.seats))
    for d, deal in enumerate(record.deals):
        yield from _deal_problems(record, deal, f"deals[{d}]", first + d, seats, pack)


def load_deal(header: Record, raw: Any, index: int) -> Deal | None:
    """Deal ``index`` of the table ``header`` (its record loaded without deals, and possible), loaded from ``raw``
    alone (as JSON) without loading the header again: the deal ``load_record`` would load with it; ``None`` where the
    fast loader is not sure of it, or the deal is impossible (``load_record`` then names every error)."""
    deal = fast_load_deal(raw)
    if deal is None:
        return None
    problems = _deal_problems(header, deal, "deals[0]", index, set(header.seats), pack_for(header))
    return deal if next(problems, None) is None else None


def _deal_problems(record: Record, deal: Deal, at: str, index: int, seats: set[str],
                   pack: frozenset[Card]) -> Iterator[tuple[str, str]]:
    """What no table can produce in ``deal``, deal ``index`` of ``record`` at the path ``at``."""
    if deal.dealer not in seats:
        yield f"{at}.dealer", f"Seat {deal.dealer!r} is not at the table."
    claims = [(i, e) for i, e in enumerate(deal.events) if type(e) in _CLAIMS_AND_OUTCOMES]  # few, if any
    if claims:
        yield from _claims_of_earlier_deals(claims, at, index)
        yield from _claims_of_tricks_played(claims, at, record.played.hand)
        yield from _outcome_partners(record, claims, at)
        yield from _outcome_bids(record, claims, at)
    game = record.played
    yield from _deal_impossibilities(deal, at, seats, pack, game.replayed)
    own: Mapping[tuple[str, str], tuple[str, ...]] = getattr(game, "own_values", {})
    for i, event in enumerate(deal.events):
        if isinstance(event, CutForDeal) and (event.card is None or event.cards) and not getattr(game, "own_cut", False):
            yield f"{at}.events[{i}].card", "A card cut for the deal names its one card."
        for (kind, name), values in OPEN_CHOICES.items():
            value = getattr(event, name, None) if event.type == kind else None
            if value is not None and value not in values + own.get((kind, name), ()):
                yield f"{at}.events[{i}].{name}", f"{value!r} is not a {name} of a {kind} at {game.title}."
    yield from game.impossibilities(record, deal, at)


#: The events ``impossibilities`` checks against the deals and tricks of the hand: claims and agreed outcomes.
_CLAIMS_AND_OUTCOMES = frozenset({Claimed, OutcomeAgreed})


def _claims_of_earlier_deals(claims: list[tuple[int, Event]], at: str, index: int) -> Iterator[tuple[str, str]]:
    """A claim's ``deal`` names an earlier deal than ``index``, the claim's own (the one in which the revoke was
    made), by its index in ``deals`` (``claims``: the deal's claims and outcomes, by their index in its events)."""
    for i, event in claims:
        if isinstance(event, Claimed) and event.deal is not None and event.deal >= index:
            earlier = "the first deal has none" if not index else "here 0" if index == 1 else f"here 0 to {index - 1}"
            yield f"{at}.events[{i}].deal", (f"{event.deal} is not an earlier deal: a claim's deal names the earlier "
                                             f"deal in which the revoke was made, by its index in deals ({earlier}).")


def _claims_of_tricks_played(claims: list[tuple[int, Event]], at: str, tricks: int) -> Iterator[tuple[str, str]]:
    """A claim's ``trick`` is one of the hand's (five; Five Hundred's ten, foster:500#deal), and an outcome's
    ``tricks`` no more than the hand has (Seven-hand's seven)."""
    for i, event in claims:
        if isinstance(event, Claimed) and event.trick is not None and event.trick > tricks:
            yield f"{at}.events[{i}].trick", f"Must be less than or equal to {tricks}: the hand has {tricks} tricks."
        if isinstance(event, OutcomeAgreed) and event.tricks > tricks:
            yield f"{at}.events[{i}].tricks", f"Must be less than or equal to {tricks}: the hand has {tricks} tricks."


def _outcome_partners(record: Record, claims: list[tuple[int, Event]], at: str) -> Iterator[tuple[str, str]]:
    """An outcome's ``partner``, as the game has one (``Game.outcome_partner_impossibilities``)."""
    game = record.played
    for i, event in claims:
        if isinstance(event, OutcomeAgreed) and event.partner is not None:
            yield from game.outcome_partner_impossibilities(record, event, f"{at}.events[{i}]")


def _outcome_bids(record: Record, claims: list[tuple[int, Event]], at: str) -> Iterator[tuple[str, str]]:
    """An outcome's ``bid`` and ``others``, as the game has them (``Game.outcome_bid_impossibilities``)."""
    game = record.played
    for i, event in claims:
        if isinstance(event, OutcomeAgreed) and (event.bid is not None or event.others is not None):
            yield from game.outcome_bid_impossibilities(record, event, f"{at}.events[{i}]")


def _deal_impossibilities(deal: Deal, at: str, seats: set[str], pack: frozenset[Card],
                          replayed: bool = True) -> Iterator[tuple[str, str]]:
    """What no table can produce in ``deal``'s events: a seat not at the table, a card not in the pack, a card dealt
    twice; where the engine replays the game (``Game.replayed``), a card played that its player cannot hold."""
    where: dict[Card, str] = {}  # card -> where it lies at the deal
    hands: dict[str, set[Card]] = {}
    turn_up: Card | None = None
    for i, event in enumerate(deal.events):
        kind = type(event)
        seat_fields, card_fields = _fields_of(kind)
        for name in seat_fields:
            value = getattr(event, name)
            if value is not None and value not in seats:
                yield f"{at}.events[{i}].{name}", f"Seat {value!r} is not at the table."
        if card_fields and not _all_in(pack, event, card_fields):
            for name, card in _cards_of(event, card_fields):
                if card not in pack:
                    yield f"{at}.events[{i}].{name}", f"{card} is not in the pack in use ({len(pack)} cards)."
        if kind not in _DEAL_CHECKED:
            continue
        if isinstance(event, PartnersChosen):
            for j, seat in enumerate(event.partners):
                if seat not in seats:
                    yield f"{at}.events[{i}].partners[{j}]", f"Seat {seat!r} is not at the table."
        if isinstance(event, Exchanged) and event.with_ != "widow" and event.with_ not in seats:
            yield f"{at}.events[{i}].with", f"{event.with_!r} is neither the widow nor a seat at the table."
        if isinstance(event, Dealt):
            ev = f"{at}.events[{i}]"
            for seat, cards in (event.hands or {}).items():
                if seat not in seats:
                    yield f"{ev}.hands.{seat}", f"Seat {seat!r} is not at the table."
                hands[seat] = set(cards)
                for j, card in enumerate(cards):
                    if card in where:
                        yield f"{ev}.hands.{seat}[{j}]", f"{card} is dealt twice (also in {where[card]})."
                    where[card] = f"{seat}'s hand"
            if event.turn_up is not None:
                turn_up = event.turn_up
                if turn_up in where:
                    yield f"{ev}.turn_up", f"{turn_up} is turned up but also in {where[turn_up]}."
                where[turn_up] = "the turn-up"
            if event.seven_turned:  # Bierspiel's seven of diamonds, turned first, lies by the turn-up
                if SEVEN_OF_DIAMONDS in where:
                    yield f"{ev}.seven_turned", f"The 7D is turned aside but also in {where[SEVEN_OF_DIAMONDS]}."
                where[SEVEN_OF_DIAMONDS] = "the turn-up"
            for j, card in enumerate(event.stock or ()):
                if card in where:
                    yield f"{ev}.stock[{j}]", f"{card} is in the stock but also in {where[card]}."
                where[card] = "the stock"
            for j, card in enumerate(event.widow or ()):  # in no hand until it is taken
                if card in where:
                    yield f"{ev}.widow[{j}]", f"{card} is in the widow but also in {where[card]}."
                where[card] = "the widow"
    if replayed and deal.dealer in seats:  # with no dealer at the table, who may hold the turn-up is unknown
        yield from _plays_held(deal, at, hands, where, turn_up)


#: The events ``_plays_held`` follows besides the cards played: the trump taken up, a trick quitted, cards shown,
#: passed, exposed, corrected, taken back or discarded, the widow taken and the hands exchanged.
_HOLDING = frozenset({OrderedUp, TakenUp, TrickQuitted, CardsShown, CardPassed, WidowTaken, Exchanged, Discarded,
                      CardExposed, PlayCorrected, CardTakenBack})

#: The events ``_deal_impossibilities`` checks further than their seats and cards: partners chosen, an exchange, the
#: deal.
_DEAL_CHECKED = frozenset({PartnersChosen, Exchanged, Dealt})


SEAT_FIELDS = ("seat", "target", "against", "partner", "to", "holder")
CARD_FIELDS = ("card", "exposed", "turn_up", "cards", "stock", "widow", "hands")


def _fields_of(kind: type[Event]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The fields of an event type that name seats, and those that hold cards (in that order)."""
    found = _FIELDS_OF.get(kind)
    if found is None:
        names = {f.name for f in dataclasses.fields(kind)}
        found = _FIELDS_OF[kind] = (tuple(n for n in SEAT_FIELDS if n in names),
                                    tuple(n for n in CARD_FIELDS if n in names))
    return found


def _cards_of(event: Event, names: tuple[str, ...] = CARD_FIELDS) -> Iterator[tuple[str, Card]]:
    for name in names:
        value = getattr(event, name, None)
        if name == "hands":
            for seat, cards in (value or {}).items():
                for j, card in enumerate(cards):
                    yield f"hands.{seat}[{j}]", card
        elif isinstance(value, (tuple, list)):
            for j, card in enumerate(value):
                yield f"{name}[{j}]", card
        elif isinstance(value, Card):
            yield name, value


def _all_in(pack: frozenset[Card], event: Event, names: tuple[str, ...]) -> bool:
    """Whether every card ``event`` names is in ``pack`` (``_cards_of`` without the paths)."""
    for name in names:
        value = getattr(event, name)
        if value is None:
            continue
        if name == "hands":
            if not all(card in pack for cards in value.values() for card in cards):
                return False
        elif isinstance(value, (tuple, list)):
            if not all(card in pack for card in value):
                return False
        elif isinstance(value, Card) and value not in pack:
            return False
    return True


def _card_passed(deal: Deal, path: str, event: CardPassed, hands: dict[str, set[Card]], where: dict[Card, str],
                 turn_up: Card | None, dealer_takes: bool) -> Iterator[tuple[str, str]]:
    """A card passed face down (Railroad's partner's best) is one the giver could hold; it goes to the receiver's
    hand (where his hand is not recorded, it lies where the record does not say)."""
    card, seat, to = event.card, event.seat, event.to
    if card is None or seat is None or to is None:
        return
    if not (card in hands.get(seat, ()) or seat == deal.dealer and card is turn_up and dealer_takes):
        if seat in hands or card in where:
            yield path, f"{seat} cannot hold {card}: it lies in {where.get(card, 'no recorded hand')}."
            return
    hands.get(seat, set()).discard(card)
    if to in hands:
        hands[to].add(card)
        where[card] = f"{to}'s hand"
    else:
        where.pop(card, None)


def _widow_taken(seat: str, hands: dict[str, set[Card]], where: dict[Card, str]) -> None:
    """The widow's cards go into the taker's hand (where his hand is not recorded, they lie where the record does not
    say); taken once, a second taking finds none."""
    for card in [c for c, lies in where.items() if lies == "the widow"]:
        if seat in hands:
            hands[seat].add(card)
            where[card] = f"{seat}'s hand"
        else:
            del where[card]


def _exchanged(seat: str, with_: str, hands: dict[str, set[Card]], where: dict[Card, str],
               done: set[tuple[str, str]]) -> None:
    """Penalty Euchre's exchange: the seat's hand laid down face down, where the hand he takes lay (the widow, or the
    hand its taker abandoned); he holds the cards he took, and no other (where no card known lies there, the record
    does not say what he holds now). An exchange of no effect (a second by the same player, the widow or the abandoned
    hand already taken, a hand of one who took no widow: ``penalty.exchanged``) moves no card. ``done``: who
    ``exchanged``, what was ``taken`` (``widow``, or the seat whose abandoned hand it was), who ``took`` the
    widow."""
    if ("exchanged", seat) in done or ("taken", with_) in done or with_ != "widow" and ("took", with_) not in done:
        return
    done.update({("exchanged", seat), ("taken", with_)} | ({("took", seat)} if with_ == "widow" else set()))
    lies = "the widow" if with_ == "widow" else f"the hand {with_} abandoned"
    taken = [c for c, place in where.items() if place == lies]
    laid = f"the hand {seat} abandoned" if with_ == "widow" else f"the hand {seat} laid aside"
    for card in [c for c, place in where.items() if place == f"{seat}'s hand"]:
        where[card] = laid
    if not taken:
        hands.pop(seat, None)
        return
    hands[seat] = set(taken)
    for card in taken:
        where[card] = f"{seat}'s hand"


def _plays_held(
    deal: Deal, at: str, hands: dict[str, set[Card]], where: dict[Card, str], turn_up: Card | None,
) -> Iterator[tuple[str, str]]:
    """Each card played, exposed, discarded or shown is one its player could hold, no card leaves a hand twice
    (unless taken back between), and a card shown is one still in the hand."""
    dealer_takes = False
    gone: dict[Card, str] = {}  # card -> who played or discarded it
    put_away: dict[Card, str] = {}  # of those, the cards discarded or in a trick turned and quitted: how
    last_played: dict[str, Card] = {}
    exchanges: set[tuple[str, str]] = set()  # Penalty Euchre's exchanges made (``_exchanged``)
    for i, event in enumerate(deal.events):
        kind = type(event)
        if type(event) is not CardPlayed:  # the most of them: straight to the card's checks
            if kind not in _HOLDING:
                continue
            if isinstance(event, (OrderedUp, TakenUp)):
                dealer_takes = True
            if isinstance(event, TrickQuitted):
                put_away.update({c: f"{s} played it to a trick turned and quitted" for c, s in gone.items()
                                 if c not in put_away})
            if isinstance(event, CardsShown) and event.seat is not None:
                for j, shown in enumerate(event.cards or ()):
                    path = f"{at}.events[{i}].cards[{j}]"
                    held = shown in hands.get(event.seat, ()) or (event.seat == deal.dealer and shown is turn_up
                                                                   and dealer_takes)
                    if not held and (event.seat in hands or shown in where):
                        lies = where.get(shown, "no recorded hand")
                        yield path, f"{event.seat} cannot hold {shown}: it lies in {lies}."
                    elif shown in gone:  # "the cards left in his hand"
                        yield path, f"{shown} has already left the hand: {gone[shown]} played or discarded it."
                continue
            if isinstance(event, CardPassed):
                yield from _card_passed(deal, f"{at}.events[{i}].card", event, hands, where, turn_up, dealer_takes)
                continue
            if isinstance(event, WidowTaken) and event.seat is not None:
                _widow_taken(event.seat, hands, where)
                continue
            if isinstance(event, Exchanged) and event.seat is not None:
                _exchanged(event.seat, event.with_, hands, where, exchanges)
                continue
            if isinstance(event, Discarded) and event.cards is not None and event.seat is not None:
                if event.card is not None:
                    yield f"{at}.events[{i}].cards", "A discard names its card or its cards, not both."
                    continue
                for j, laid in enumerate(event.cards):
                    path = f"{at}.events[{i}].cards[{j}]"
                    if laid not in hands.get(event.seat, ()) and (event.seat in hands or laid in where):
                        lies = where.get(laid, "no recorded hand")
                        yield path, f"{event.seat} cannot hold {laid}: it lies in {lies}."
                    elif laid in gone:
                        yield path, f"{laid} has already left the hand: {gone[laid]} played or discarded it."
                    else:
                        gone[laid] = event.seat
                        put_away[laid] = f"{event.seat} discarded it"
                continue
            if not isinstance(event, (CardExposed, PlayCorrected, Discarded, CardTakenBack)):
                continue
        card, seat = event.card, event.seat
        if card is None or seat is None:
            continue
        path = f"{at}.events[{i}].card"
        if kind is CardTakenBack:
            if gone.get(card) == seat:
                del gone[card]
            continue
        may_hold = card in hands.get(seat, ()) or (seat == deal.dealer and card is turn_up and dealer_takes)
        if not may_hold and (seat in hands or card in where):
            lies = where.get(card, "no recorded hand")
            yield path, f"{seat} cannot hold {card}: it lies in {lies}."
            continue
        if kind is CardExposed:
            if card in put_away:  # face down out of play: no one can face it (a card in the trick still may be)
                yield path, f"{card} cannot be exposed: {put_away[card]}."
            continue
        if kind is PlayCorrected and seat in last_played:
            gone.pop(last_played[seat], None)
        if kind is Discarded and any(isinstance(e, Discarded) for e in deal.events[:i]):
            # a discard changed: the first stands (foster:17) or the second replaces it (foster:18), as the engine
            # rules; either card may be in the dealer's hand
            for earlier in (e.card for e in deal.events[:i] if isinstance(e, Discarded)):
                gone.pop(earlier, None)  # type: ignore[arg-type]
                put_away.pop(earlier, None)  # type: ignore[arg-type]
            continue
        if card in gone:
            yield path, f"{card} has already left the hand: {gone[card]} played or discarded it."
            continue
        gone[card] = seat
        if kind is Discarded:
            put_away[card] = f"{seat} discarded it"
        else:
            last_played[seat] = card


# -- the ruling format (dumped by the engine; validated in tests and the API) --


class TrickSchema(Schema):
    leader = fields.String(required=True)
    plays = fields.List(fields.Tuple((fields.String(), fields.String())), required=True)
    winner = fields.String(allow_none=True, required=True)
    names = fields.String()  # the suit named to the joker led in a hand without trumps (foster:500#joker-led)


class CitationSchema(Schema):
    id = fields.String(required=True)
    title = fields.String(required=True)
    text = fields.String(required=True)
    persuasive = fields.Boolean(required=True)


class RulingEntrySchema(Schema):
    class Meta:
        unknown = EXCLUDE

    event = fields.Integer(required=True, allow_none=True)
    irregularity = fields.String(required=True)
    laws = fields.List(fields.String(), required=True)
    persuasive = fields.List(fields.String(), required=True)
    finding = fields.String(required=True)
    options = fields.List(fields.String(), required=True)
    elected = fields.String(required=True, allow_none=True)
    effect = fields.String(required=True)
    custom = fields.String(allow_none=True)
    citations = fields.List(fields.Nested(CitationSchema))


class DealRulingSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    index = fields.Integer(required=True)
    dealer = fields.String(required=True)
    status = fields.String(required=True, validate=validate.OneOf(["scored", "redeal", "passed", "awaiting", "incomplete"]))
    trump = fields.String(required=True, allow_none=True)
    maker = fields.String(required=True, allow_none=True)
    alone = fields.Boolean(required=True)
    lone = fields.String(required=True, allow_none=True)
    tricks = fields.List(fields.Nested(TrickSchema), required=True)
    points = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True)
    rulings = fields.List(fields.Nested(RulingEntrySchema), required=True)
    next_dealer = fields.String(required=True, allow_none=True)


class WinnerField(fields.Field[Any]):
    """A game's winner: a side or seat, or a list of seats for a game won jointly (family.md §4)."""

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Any:
        if isinstance(value, str) or isinstance(value, list) and value and all(isinstance(v, str) for v in value):
            return value
        raise ValidationError("Not a side, a seat or a list of seats.")


class GameSchema(Schema):
    winner = WinnerField(required=True, allow_none=True)
    score = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True)
    slam = fields.Boolean()
    laws = fields.List(fields.String())


class RubberSchema(Schema):
    winner = fields.String(required=True)
    games = fields.List(fields.Integer(), required=True)
    points = fields.Integer(required=True)


class RulingSchema(Schema):
    """Ruling format 1 (``euchre-ruling/1``)."""

    class Meta:
        unknown = EXCLUDE

    format = fields.String(required=True, validate=validate.Equal(RULING_FORMAT))
    game = fields.String(required=True)
    code = fields.String(required=True)
    deals = fields.List(fields.Nested(DealRulingSchema), required=True)
    score = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True)
    games = fields.List(fields.Nested(GameSchema), required=True)
    games_won = fields.Dict(keys=fields.String(), values=fields.Integer())
    rubbers = fields.List(fields.Nested(RubberSchema))


# -- the evening's ruling (euchre-evening-ruling/1, family.md section 5; validated in tests and the API's docs) --


class CitedSentenceSchema(Schema):
    """A sentence of a game's section quoted: its id and key, our title, the verbatim text, what it decides."""

    id = fields.String(required=True)
    key = fields.String(required=True)
    title = fields.String(required=True)
    text = fields.String(required=True)
    decides = fields.String(required=True)


class TableResultSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    winners = fields.List(fields.String(), required=True, allow_none=True)
    decided_by = fields.String(required=True, allow_none=True,
                               validate=validate.OneOf(["game", "points", "tricks_next_hand", "cut"]))
    score = fields.Dict(keys=fields.String(), values=fields.Integer(), required=True)
    laws = fields.List(fields.String(), required=True)
    citations = fields.List(fields.Nested(CitedSentenceSchema), required=True)
    finding = fields.String(required=True)


class EveningRoundSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    status = fields.String(required=True, validate=validate.OneOf(["in_play", "awaiting", "decided"]))
    tables = fields.Dict(keys=fields.String(), values=fields.Nested(TableResultSchema), required=True)
    stars = fields.Dict(keys=fields.String(), values=fields.String(validate=validate.OneOf(["gold", "red", "green"])))
    flags = fields.Dict(keys=fields.String(), values=fields.String(allow_none=True))
    next = fields.Dict(keys=fields.String(), values=fields.Dict(keys=fields.String(), values=fields.String()),
                       required=True, allow_none=True)


class PrizeSchema(Schema):
    class Meta:
        unknown = EXCLUDE

    prize = fields.String(required=True, validate=validate.OneOf(["first", "second", "booby"]))
    group = fields.String(required=True, allow_none=True)
    player = fields.String(required=True, allow_none=True)
    laws = fields.List(fields.String(), required=True)
    citations = fields.List(fields.Nested(CitedSentenceSchema), required=True)


class EveningRulingSchema(Schema):
    """The ruling of an evening (``euchre-evening-ruling/1``)."""

    class Meta:
        unknown = EXCLUDE

    format = fields.String(required=True, validate=validate.Equal("euchre-evening-ruling/1"))
    kind = fields.String(required=True, validate=validate.OneOf(["progressive", "military", "rotation"]))
    code = fields.String(required=True)
    rounds = fields.List(fields.Nested(EveningRoundSchema), required=True)
    players = fields.Dict(keys=fields.String(), values=fields.Dict(keys=fields.String(), values=fields.Integer()),
                          required=True)
    prizes = fields.List(fields.Nested(PrizeSchema))
    flags = fields.Dict(keys=fields.String(), values=fields.Integer())
    victors = fields.List(fields.String())
