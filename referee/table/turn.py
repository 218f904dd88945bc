"""What a deal of a game that owns its deal expects next, as the scorer's page offers it (issue 33-36, "at the
table"): the part in play, whose turn it is in it, and the facts of the part's events that are regular now.

Nothing here is a branch on a game: each part says its events, ``whose_turn`` and ``legal``; a fact is offered where
its part calls it legal and the fold, the deal refolded with it, rules nothing on it (it is no slip). The fields of
an event are filled from their types: its seat is the seat in turn, a card each card he may hold, a choice each of its
values, a flag either way, a bid's number each from one to the cards in a hand.
"""
from __future__ import annotations

import itertools
import typing
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING, Any, TypeVar

from ..cards import Card, Suit
from ..law.rulings import Ruling
from ..record import EVENT_TYPES, Event
from ..schemas import pack_for
from .fold import fold_deal, fold_events
from .owner import Choice

if TYPE_CHECKING:
    from ..ledger.carry import Carry
    from ..record import Deal, Record
    from .owner import DealOwner
    from .state import Table

S = TypeVar("S")

#: The places from which a card may yet be played or given (not on a trick, won, or out of play).
HELD = frozenset({"hand", "stock", "widow", "turn_up"})
#: The facts of a deal's ordinary course offered besides the game's own words (``DealOwner.labels``), in the order
#: they happen; any other (a claim, a card exposed, a remark) is the form's.
ORDINARY = ("deal", "shuffle", "cut", "bid", "pass", "play")
#: The facts that name no seat: offered where no one is in turn.
UNSEATED = ("deal",)
#: The flags that make another fact of an event, offered either way (a bid of misère, a rob declined), the event's
#: number (a bid's tricks) left out where one is set; any other flag is left as it is (the form sets it).
FLAGS = ("misere", "decline")
#: At most this many facts are tried (each one a fold of the deal).
MOST = 160


@dataclass(frozen=True)
class Turn:
    """A deal as it stands: whose turn it is (None: no one's), and the facts regular now, in the game's order."""

    seat: str | None
    facts: tuple[Event, ...]


def turn(game: DealOwner[S], record: Record, index: int, deal: Deal, carry: Carry) -> Turn:
    """The facts ``game``'s part in play takes that are regular now in ``deal`` (deal ``index`` of ``record``, folded
    from ``carry``): its events (``game.labels``' order first), each with the fields that make it legal and that the
    fold rules nothing on."""
    table, parts, current = fold_events(game, record, index, deal, carry)
    if game.over(table):
        return Turn(None, ())
    for part in parts[current:]:  # a phase in which no one is in turn (a simple's declaring) gives way to the next
        seat = part.whose_turn(table)
        order = [k for k in dict.fromkeys((*game.labels, *ORDINARY)) if k in part.events]
        at, found = len(deal.events), []
        for kind in order:
            kind_of = game.own_events.get(kind) or EVENT_TYPES.get(kind)
            if kind_of is None or (seat is None and kind not in UNSEATED):
                continue
            for event in itertools.islice(_shapes(kind_of, seat, table), MOST):
                if (part.legal(table, event) or _unknown(event, table)) and _clean(game, record, index, deal, carry,
                                                                                    event, at):
                    found.append(event)
        if found or seat is not None:
            return Turn(seat, tuple(found))
        part.leave(table)
    return Turn(None, ())


def _clean(game: DealOwner[S], record: Record, index: int, deal: Deal, carry: Carry, event: Event, at: int) -> bool:
    """Whether the fold rules nothing on ``event`` recorded next (at ``at``) in ``deal``."""
    return not ruled_on(game, record, index, replace(deal, events=(*deal.events, event)), carry, at)


def ruled_on(game: DealOwner[S], record: Record, index: int, deal: Deal, carry: Carry, at: int) -> list[Ruling]:
    """The rulings the fold and the settlement put on ``deal``'s event ``at`` (the page asks about the first as a
    slip): a rob found barred when the deal is settled is ruled on the rob."""
    table, _ = fold_deal(game, record, index, deal, carry)
    return [r for r in table.rulings if r.event == at]


def _unknown(event: Event, table: Table[Any]) -> bool:
    """Whether ``event`` names a card of a hand the deal did not record: its part cannot say it is held, the fold
    alone judges it."""
    return getattr(event, "card", None) is not None and event.seat is not None and event.seat not in table.known


def _shapes(kind_of: type[Event], seat: str | None, table: Table[Any]) -> Iterator[Event]:
    """Events of ``kind_of`` by ``seat``, one for each choice of their fields' values that their types give."""
    hints = typing.get_type_hints(kind_of, include_extras=True)
    names: list[str] = []
    values: list[Sequence[Any]] = []
    for f in sorted(fields(kind_of), key=lambda f: f.name not in FLAGS):  # a flag set after all its numbers
        options = _values(f.name, hints[f.name], seat, table)
        if options is not None:
            names.append(f.name)
            values.append(options)
    seen: set[Event] = set()
    for chosen in _choices(names, values):
        given = dict(zip(names, chosen))
        if any(given.get(flag) for flag in FLAGS) and "value" in given:  # a misère is a bid of no number of tricks
            given["value"] = 0
        event = kind_of(**given)
        if event not in seen:
            seen.add(event)
            yield event


def _choices(names: list[str], values: list[Sequence[Any]]) -> Iterator[tuple[Any, ...]]:
    """Each choice of the fields' values; a fact names its cards or their number, not both (Écarté's discard: the
    cards laid out, or how many he asks for)."""
    if "card" not in names or "count" not in names:
        yield from itertools.product(*values)
        return
    for left in ("count", "card"):
        yield from itertools.product(*[[None] if n == left else v for n, v in zip(names, values)])


def _values(name: str, hint: Any, seat: str | None, table: Table[Any]) -> Sequence[Any] | None:
    """The values a field takes among the facts offered (None: left as the event's default)."""
    if name == "seat":
        return [seat]
    args = typing.get_args(hint)
    if typing.get_origin(hint) is typing.Annotated:
        choice = next((a for a in args[1:] if isinstance(a, Choice)), None)
        return list(choice.values) if choice is not None else None
    plain = [a for a in args if a is not type(None)] or [hint]
    if plain == [Card]:
        return _cards(seat, table) if name == "card" else None
    if hint is Suit:  # a suit the fact must name (a trump named), not one it may (the joker's)
        return list(Suit)
    if plain == [bool] and name in FLAGS:
        return [False, True]
    if plain == [int] and name in ("value", "count"):  # a bid, the cards asked for: one to a whole hand
        return list(range(1, _hand_size(table) + 1))
    return None


def _cards(seat: str | None, table: Table[Any]) -> list[Card]:
    """The cards ``seat`` may hold: his hand where the deal recorded it, else every card of the pack not yet played;
    none before the cards are dealt (a card cut for the deal is the form's)."""
    if not any(e.type == "deal" for e in table.deal.events):
        return []
    if seat is not None and seat in table.known:
        return sorted(table.hand(seat), key=_order)
    return sorted((c for c in pack_for(table.record) if c not in table.where or table.where[c].kind in HELD),
                  key=_order)


def _hand_size(table: Table[Any]) -> int:
    hands: Mapping[str, Any] = {s: table.hand(s) for s in table.known}
    return max((len(h) for h in hands.values()), default=0) or max(1, len(pack_for(table.record)) // max(
        1, len(table.in_deal or table.seats)))


def _order(card: Card) -> tuple[str, str]:
    return (card.code[-1], card.code)
