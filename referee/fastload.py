"""Loading well-formed data without marshmallow's machinery, with a schema's own meaning.

``schemas.load_record`` tries ``schemas.fast_load`` first, a ``Lean`` loader of ``RecordSchema``. Its loaders
are derived, on first use, from the marshmallow schemas themselves (``RecordSchema`` and each event
type's schema, the fields of the schemas' own given by ``own_fields`` and ``dispatched``): the same
fields, the same validators, the same ``post_load`` hooks that build the ``Record``, so a
field added to a schema is loaded here too. Only the walk over the data is leaner. Anything
this module is not sure of (a value of another type, a validator that refuses, an unknown
key, a field of a kind it does not know) makes it give up and return ``None``; marshmallow
then loads the record, or names every bad field exactly as before. So a record loads to the
same ``Record`` either way, and an impossible one is refused with the same errors.

    >>> from referee.schemas import _RECORD_SCHEMA, fast_load
    >>> raw = {"format": "euchre-record/1", "game": "euchre", "code": "foster",
    ...        "seats": ["N", "E", "S", "W"], "deals": [{"dealer": "N", "events": [
    ...            {"type": "deal", "turn_up": "JH"}, {"type": "order_up", "seat": "E"}]}]}
    >>> fast_load(raw) == _RECORD_SCHEMA.load(raw)
    True
    >>> fast_load({**raw, "seats": "NESW"}) is None  # marshmallow names the field
    True
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Generic, TypeVar

from marshmallow import RAISE, Schema, ValidationError, fields, missing

from .cards import Card


class _Defer(Exception):
    """Not sure: let marshmallow load it."""


Convert = Callable[[Any], Any]
Custom = dict[type, Callable[[fields.Field[Any]], Convert]]
T = TypeVar("T")


def _defer(_: Any = None) -> Any:
    raise _Defer


def _validated(convert: Convert, validators: list[Callable[[Any], Any]]) -> Convert:
    if not validators:
        return convert

    def checked(value: Any) -> Any:
        out = convert(value)
        try:
            for validator in validators:
                validator(out)
        except ValidationError:
            raise _Defer from None
        return out

    return checked


def _string(value: Any) -> str:
    if type(value) is not str:
        raise _Defer
    return value


def _strict_int(value: Any) -> int:
    if type(value) is not int:
        raise _Defer
    return value


def _own(field: fields.Field[Any]) -> Convert:
    """A field of the package's own (a card, a suit, a strict boolean): its ``_deserialize``."""
    deserialize = field._deserialize

    def convert(value: Any) -> Any:
        if value is None:
            raise _Defer
        try:
            return deserialize(value, None, None)
        except ValidationError:
            raise _Defer from None

    return convert


def _card(field: fields.Field[Any]) -> Convert:
    """A card's field (``schemas.CardField``): a card already parsed once is found at once (``Card.parse`` looks there first)."""
    known = Card._interned
    slow = _own(field)

    def convert(value: Any) -> Any:
        card = known.get(value) if type(value) is str else None
        return card if card is not None else slow(value)

    return convert


def _boolean(value: Any) -> bool:
    """A strict boolean's field (``schemas.StrictBoolean``): ``true`` or ``false`` only."""
    if value is True or value is False:
        return value
    raise _Defer


def _list(inner: Convert) -> Convert:
    def convert(value: Any) -> list[Any]:
        if type(value) is not list:
            raise _Defer
        return [inner(v) for v in value]

    return convert


def _dict(keys: Convert | None, values: Convert | None) -> Convert:
    def convert(value: Any) -> dict[Any, Any]:
        if type(value) is not dict:
            raise _Defer
        return {keys(k) if keys else k: values(v) if values else v for k, v in value.items()}

    return convert


def _field(field: fields.Field[Any], custom: Custom) -> Convert:
    """The converter for one field's value (its key is its schema's business: ``schema_loader``); ``_defer`` for a
    field whose meaning is not plain."""
    if field.attribute is not None or field.load_default is not missing or field.allow_none or field.dump_only:
        return _defer
    kind = type(field)
    if kind in custom:
        convert = custom[kind](field)
    elif kind is fields.String:
        convert = _string
    elif kind is fields.Integer and getattr(field, "strict", False):
        convert = _strict_int
    elif kind is fields.List:
        convert = _list(_field(field.inner, custom))  # type: ignore[attr-defined]
    elif kind is fields.Dict:
        k, v = field.key_field, field.value_field  # type: ignore[attr-defined]
        convert = _dict(_field(k, custom) if k else None, _field(v, custom) if v else None)
    elif kind is fields.Nested and not field.many and field.only is None and not field.exclude:  # type: ignore[attr-defined]
        convert = schema_loader(field.schema, custom)  # type: ignore[attr-defined]
    else:
        return _defer
    return _validated(convert, list(field.validators))


def schema_loader(schema: Schema, custom: Custom) -> Convert:
    """A loader with ``schema``'s meaning: its fields, its required ones, unknown keys refused, then its
    ``post_load`` hook; ``_defer`` if the schema does anything else."""
    hooks = schema._hooks
    post = hooks.get("post_load") or []
    others = [h for kind, found in hooks.items() if kind != "post_load" for h in found]
    if schema.many or schema.unknown != RAISE or others or len(post) > 1 or any(many for _, many, _ in post):
        return _defer
    # each key of the data (a field's ``data_key``, else its name) -> its converter; and the keys that are not the
    # field's name (``with`` for ``with_``) -> the field's name
    names = {field.data_key or name: _field(field, custom) for name, field in schema.fields.items()
             if not field.dump_only}
    renamed = {field.data_key: name for name, field in schema.fields.items()
               if not field.dump_only and field.data_key is not None and field.data_key != name}
    required = [name for name, field in schema.fields.items() if field.required]
    make = getattr(schema, post[0][0]) if post else None

    def load(value: Any) -> Any:
        if type(value) is not dict:
            raise _Defer
        data: dict[str, Any] = {}
        for key, raw in value.items():
            convert = names.get(key)
            if convert is None:
                raise _Defer
            data[key] = convert(raw)
        for key, name in renamed.items():
            if key in data:
                data[name] = data.pop(key)
        for name in required:
            if name not in data:
                raise _Defer
        return make(data, many=False, partial=None, unknown=RAISE) if make is not None else data

    return load


def own_fields(card: type, suit: type, boolean: type) -> Custom:
    """The converters of the schemas' own field types: a card's, a suit's, a strict boolean's."""
    return {card: _card, suit: _own, boolean: lambda _: _boolean}


def dispatched(schemas: Mapping[str, Schema], custom: Custom) -> Callable[[fields.Field[Any]], Convert]:
    """The converter of a field dispatched on its value's ``type`` to that type's schema (``schemas.EventField``)."""

    def for_field(_: fields.Field[Any]) -> Convert:
        by_type = {kind: schema_loader(schema, custom) for kind, schema in schemas.items()}

        def convert(value: Any) -> Any:
            if type(value) is not dict:
                raise _Defer
            kind = value.get("type")
            load = by_type.get(kind) if type(kind) is str else None
            if load is None:
                raise _Defer
            return load(value)

        return convert

    return for_field


class Lean(Generic[T]):
    """A loader with ``schema``'s meaning that gives up (``None``) where it is not sure, derived on its first use;
    what it loads is a ``kind``, else ``None``."""

    def __init__(self, schema: Schema, custom: Custom, kind: type[T]) -> None:
        self.schema, self.custom, self.kind = schema, custom, kind
        self._load: Convert | None = None

    def __call__(self, data: Any) -> T | None:
        load = self._load
        if load is None:
            load = self._load = schema_loader(self.schema, self.custom)
        try:
            loaded = load(data)
        except _Defer:
            return None
        return loaded if isinstance(loaded, self.kind) else None
