"""What one request may make the service read or make: the bounds, each chosen from what a club needs.

A body beyond a bound is answered 413, a document too long to print 422, each in the one error shape
naming the bound; nothing past it is read or ruled. The bounds on what a table keeps (its deals, a
deal's facts, its events) are the store's (``referee.store.log``), checked as each event is written.

- A JSON body nests at most ``JSON_DEPTH`` deep (a record nests seven: record, deals, a deal, its
  events, an event, its hands, a hand) and holds no integer of more than ``JSON_DIGITS`` digits (JSON's
  numbers are exact to fifteen; a sequence, a score or a trick needs a few).
- A record sent to be ruled or compared holds at most ``RECORD_DEALS`` deals (a season of one table
  imported: a long evening is some dozens of deals, twenty-odd evenings a thousand) and
  ``RECORD_FACTS`` facts in all (a thousand deals played out are some 28,000), each deal the store's
  ``DEAL_FACTS`` (a deal played out is about forty, one with its irregularities and corrections
  seldom twice that).
- An event carries at most ``ANNOTATIONS`` comments, each of at most ``ANNOTATION_LENGTH`` characters
  (EGN's comments are a remark on a call or a card).
- At most ``ERRORS_LISTED`` errors are listed; the message says how many there were.
- A ruling report from a table prints at most ``REPORT_DEALS`` deals and ``REPORT_RULINGS`` rulings
  (the disputes of a long evening, a handful, twice over; about a page and a half a deal, and a
  quarter of a second a page); beyond, the referee prints fewer deals at a time. An evening's sheet
  adds up at most ``EVENING_TABLES`` tables (a club's room of them).
- An evening sent to be ruled (``POST /api/v1/evenings/rule``) holds at most ``EVENING_ROUNDS`` rounds of at
  most ``ROUND_TABLES`` tables (the issue's forty tables of a fund-raiser, with room), each table's record
  within a record's bounds, and ``EVENING_FACTS`` facts in all (forty tables, a dozen rounds of ten deals
  told by their outcomes are some 5,000; played out, ten times that).
- A number in a form or a page's address has at most ``FORM_DIGITS`` digits (a 32-bit column's).
"""
from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, NoReturn

from ..jsontext import INTEGER_DIGITS, LongInteger, parse
from ..store.log import DEAL_FACTS
from .smorest import abort

JSON_DEPTH = 32
JSON_DIGITS = INTEGER_DIGITS
RECORD_DEALS = 1_000
RECORD_FACTS = 50_000
ANNOTATIONS = 20
ANNOTATION_LENGTH = 1_000
ERRORS_LISTED = 100
REPORT_DEALS = 12
REPORT_RULINGS = 24
EVENING_TABLES = 20
EVENING_ROUNDS = 40
ROUND_TABLES = 60
EVENING_FACTS = 100_000
FORM_DIGITS = 9

_WHOLE = re.compile(rf"-?[0-9]{{1,{FORM_DIGITS}}}")


def too_large(errors: list[dict[str, Any]], message: str = "The request is larger than this service takes.") -> NoReturn:
    abort(413, message=message, errors=errors)


def read_json(data: bytes) -> Any:
    """A request's JSON body as the service reads any (``jsontext.parse``, whose errors propagate), within the
    bounds: 413 if it nests deeper than ``JSON_DEPTH`` or holds an integer of more than ``JSON_DIGITS`` digits."""
    try:
        value = parse(data)
    except LongInteger as err:
        too_large([{"path": err.path, "value": None, "message": f"An integer of {err.digits:,} digits: this service "
                                                                 f"takes at most {JSON_DIGITS}."}])
    depth = _depth(value)
    if depth > JSON_DEPTH:
        too_large([{"path": "$", "value": depth, "message": f"Nested {depth} deep: this service reads at most "
                                                            f"{JSON_DEPTH} levels."}])
    return value


def _depth(value: Any) -> int:
    """How deep ``value`` nests (a scalar: 0), walked without recursion."""
    deepest = 0
    stack = [(value, 1)]
    while stack:
        node, level = stack.pop()
        children = node.values() if isinstance(node, dict) else node if isinstance(node, list) else None
        if children is None:
            continue
        deepest = max(deepest, level)
        if level <= JSON_DEPTH:  # deeper than the bound is enough to know
            stack.extend((child, level + 1) for child in children if isinstance(child, (dict, list)))
    return deepest


def check_evening(evening: Any) -> None:
    """413 if an evening (as sent) holds more rounds, tables or facts than an evening sent to the service may, or a
    table's record beyond a record's bounds; what is wrong with it else is the loader's to say."""
    rounds = evening.get("rounds") if isinstance(evening, Mapping) else None
    if not isinstance(rounds, list):
        return
    if len(rounds) > EVENING_ROUNDS:
        too_large([{"path": "rounds", "value": len(rounds),
                    "message": f"{len(rounds):,} rounds: an evening sent to the service holds at most "
                               f"{EVENING_ROUNDS}."}])
    facts = 0
    for r, round_ in enumerate(rounds):
        tables = round_.get("tables") if isinstance(round_, Mapping) else None
        if not isinstance(tables, Mapping):
            continue
        if len(tables) > ROUND_TABLES:
            too_large([{"path": f"rounds[{r}].tables", "value": len(tables),
                        "message": f"{len(tables):,} tables: a round holds at most {ROUND_TABLES}."}])
        for name, table in tables.items():
            check_record(table, f"rounds[{r}].tables.{name}.")
            deals = table.get("deals") if isinstance(table, Mapping) else None
            facts += sum(len(d["events"]) for d in deals or () if isinstance(d, Mapping)
                         and isinstance(d.get("events"), list)) if isinstance(deals, list) else 0
    if facts > EVENING_FACTS:
        too_large([{"path": "rounds", "value": facts,
                    "message": f"{facts:,} facts in all: an evening sent to the service holds at most "
                               f"{EVENING_FACTS:,}."}])


def check_record(record: Any, at: str = "") -> None:
    """413 if ``record`` (as sent) holds more deals or facts than a record sent to the service may, or an
    annotation beyond the bounds; what is wrong with it else is the loader's to say. ``at``: the record's path
    in the body (an evening's table), before each error's."""
    deals = record.get("deals") if isinstance(record, Mapping) else None
    if not isinstance(deals, list):
        return
    if len(deals) > RECORD_DEALS:
        too_large([{"path": f"{at}deals", "value": len(deals),
                    "message": f"{len(deals):,} deals: a record sent to the service holds at most {RECORD_DEALS:,}."}])
    errors, facts = [], 0
    for d, deal in enumerate(deals):
        events = deal.get("events") if isinstance(deal, Mapping) else None
        if not isinstance(events, list):
            continue
        facts += len(events)
        if len(events) > DEAL_FACTS:
            errors.append({"path": f"{at}deals[{d}].events", "value": len(events),
                           "message": f"{len(events):,} facts: a deal holds at most {DEAL_FACTS}."})
        for e, event in enumerate(events):
            errors += annotation_errors(event, f"{at}deals[{d}].events[{e}]")
    if facts > RECORD_FACTS:
        errors.insert(0, {"path": f"{at}deals", "value": facts,
                          "message": f"{facts:,} facts in all: a record sent to the service holds at most "
                                     f"{RECORD_FACTS:,}."})
    if errors:
        too_large(errors)


def annotation_errors(event: Any, path: str) -> list[dict[str, Any]]:
    """What is beyond the bounds in an event's ``annotations``, as errors at ``path`` (the event's)."""
    notes = event.get("annotations") if isinstance(event, Mapping) else None
    if not isinstance(notes, list):
        return []
    if len(notes) > ANNOTATIONS:
        return [{"path": f"{path}.annotations", "value": len(notes),
                 "message": f"{len(notes):,} annotations: an event carries at most {ANNOTATIONS}."}]
    return [{"path": f"{path}.annotations[{n}]", "value": note[:40] + "...",
             "message": f"An annotation of {len(note):,} characters: at most {ANNOTATION_LENGTH:,}."}
            for n, note in enumerate(notes) if isinstance(note, str) and len(note) > ANNOTATION_LENGTH]


def listed(errors: Sequence[Any], message: str) -> tuple[list[Any], str]:
    """The errors to list, at most ``ERRORS_LISTED``, and the message saying how many there were if not all."""
    if len(errors) <= ERRORS_LISTED:
        return list(errors), message
    return list(errors[:ERRORS_LISTED]), f"{message} (the first {ERRORS_LISTED} of {len(errors):,} errors are listed)"


def whole_number(text: str | None) -> int | None:
    """A whole number as a form or an address gives it (ASCII digits, at most ``FORM_DIGITS``), else ``None``."""
    return int(text) if text is not None and _WHOLE.fullmatch(text) else None


def number_or_text(text: str) -> int | str:
    """A form's number field: the whole number typed, else the text as typed (the record's check names it)."""
    number = whole_number(text)
    return text if number is None else number
