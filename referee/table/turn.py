"""What a deal of a game that owns its deal expects next, as the scorer's page offers it (issue 33-36, "at the
table"): the part in play, whose turn it is in it, and the facts of the part's events that are regular now.

Nothing here is a branch on a game: each part says its events, ``whose_turn`` and ``legal``; a fact is offered where
its part calls it legal and the fold, the deal refolded with it, rules nothing on it but what records it as regular
(``Ruling.regular``: a rob that stands is ruled, and is no slip). The fields of an event are filled from their types:
its seat is the seat in turn (or each the game names, ``DealOwner.makers``), a card each card he may hold (a card laid
face down, ``DealOwner.face_down``, unnamed where his hand is not recorded), a choice each of its values, a flag either
way, a bid's number each from one to the cards in a hand.
"""
from __future__ import annotations

import itertools
import typing
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from typing import TYPE_CHECKING, Any, TypeVar

from ..cards import Card, Suit
from ..law.rulings import Ruling
from ..record import EVENT_TYPES, Event, InvalidRecord
from ..record import Dealt as DealtEvent
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
#: number (a bid's tricks) and its card (the card a robber lays out) left out where one is set; any other flag is left
#: as it is (the form sets it).
FLAGS = ("misere", "decline")
#: At most this many facts are tried (each one a fold of the deal).
MOST = 160


@dataclass(frozen=True)
class Turn:
    """A deal as it stands: whose turn it is (None: no one's), and the facts regular now, in the game's order, with the
    game's words for those it says in its own (``DealOwner.words``)."""

    seat: str | None
    facts: tuple[Event, ...]
    words: Mapping[Event, str] = field(default_factory=dict)


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
            if kind_of is None:
                continue
            for who in game.offered_to(table, kind, seat):
                if who is None and kind not in UNSEATED:
                    continue
                shapes = (_turned(table) if kind == "deal" and game.turn_up_asked(table)
                          else _shapes(kind_of, who, table, game.hand, kind in game.face_down))
                for event in itertools.islice(shapes, MOST):
                    if (part.legal(table, event) or _unknown(event, table)) and _clean(game, record, index, deal,
                                                                                        carry, event, at):
                        found.append(event)
        if found or seat is not None:
            found += _shown(game, record, index, deal, carry, table)
            words = {e: w for e in found if (w := game.words(table, e)) is not None}
            return Turn(seat, tuple(found), words)
        part.leave(table)
    return Turn(None, ())


def _shown(game: DealOwner[S], record: Record, index: int, deal: Deal, carry: Carry, table: Table[S]) -> list[Event]:
    """The game's facts any player may make now (``DealOwner.shown``: Loo's flush), each with the cards he holds where
    the deal recorded his hand (none where it did not: the table saw them), where the fold rules nothing on it."""
    out: list[Event] = []
    if not any(e.type == "deal" for e in table.deal.events):
        return out
    for kind in game.shown:
        kind_of = game.own_events[kind]
        for seat in table.seats:
            event = kind_of(seat=seat, cards=tuple(sorted(table.hand(seat), key=_order)))  # type: ignore[call-arg]
            if _clean(game, record, index, deal, carry, event, len(deal.events)):
                out.append(event)
    return out


def _clean(game: DealOwner[S], record: Record, index: int, deal: Deal, carry: Carry, event: Event, at: int) -> bool:
    """Whether the fold rules nothing on ``event`` recorded next (at ``at``) in ``deal``; a fact that would make the
    record impossible (a round game's tricks agreed beyond the hand's) is not offered."""
    try:
        return not ruled_on(game, record, index, replace(deal, events=(*deal.events, event)), carry, at)
    except InvalidRecord:
        return False


def ruled_on(game: DealOwner[S], record: Record, index: int, deal: Deal, carry: Carry, at: int) -> list[Ruling]:
    """The rulings the fold and the settlement put on ``deal``'s event ``at`` that find it irregular (the page asks
    about the first as a slip): a rob found barred when the deal is settled is ruled on the rob; a rob that stands is
    ruled too, but regular (``Ruling.regular``), and is none of them."""
    table, _ = fold_deal(game, record, index, deal, carry)
    return [r for r in table.rulings if r.event == at and not r.regular]


def _turned(table: Table[Any]) -> Iterator[Event]:
    """The deal, each card of the pack turned up (the game turns a trump, ``DealOwner.turn_up_asked``)."""
    return (DealtEvent(turn_up=card) for card in sorted(pack_for(table.record), key=_order))


def _unknown(event: Event, table: Table[Any]) -> bool:
    """Whether ``event`` names a card of a hand the deal did not record: its part cannot say it is held, the fold
    alone judges it."""
    return getattr(event, "card", None) is not None and event.seat is not None and event.seat not in table.known


def _shapes(kind_of: type[Event], seat: str | None, table: Table[Any], tricks: int,
            face_down: bool = False) -> Iterator[Event]:
    """Events of ``kind_of`` by ``seat``, one for each choice of their fields' values that their types give (``tricks``:
    the tricks of a hand); its card unnamed where it is laid ``face_down`` from a hand not recorded."""
    hints = typing.get_type_hints(kind_of, include_extras=True)
    names: list[str] = []
    values: list[Sequence[Any]] = []
    for f in sorted(fields(kind_of), key=lambda f: f.name not in FLAGS):  # a flag set after all its numbers
        unseen = face_down and f.name == "card" and seat not in table.known
        options = [None] if unseen else _values(f.name, hints[f.name], seat, table, tricks)
        if options is not None:
            names.append(f.name)
            values.append(options)
    seen: set[Event] = set()
    for chosen in _choices(names, values):
        given = dict(zip(names, chosen))
        if any(given.get(flag) for flag in FLAGS):  # a misère is a bid of no number of tricks; a rob declined lays
            if "value" in given:                     # out no card
                given["value"] = 0
            if "card" in given:
                given["card"] = None
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


def _values(name: str, hint: Any, seat: str | None, table: Table[Any], tricks: int) -> Sequence[Any] | None:
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
    if plain == [int] and name == "tricks":  # an outcome's tricks taken: none to every trick of the hand
        return list(range(tricks + 1))
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
