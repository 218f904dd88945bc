"""What a game that owns its deal declares (issue 33: "the game as the owner of its deal's protocol over a generic
table"). Such a game lists its parts; ``engine.rule_record`` folds its records by ``table.fold``, asking the game
(``Game.own_ruling``), never its name. Every game owns its deal: the Euchre games with the Euchre replay as their
judges, through the one adapter (``table.replayed``: its one part pushes each event to ``engine.DealReplay``); the
others (Napoleon, Spoil Five and Forty-Five, Écarté, the Loos, Rams, Rounce, Bierspiel) with their phases as parts.

Its own event types are frozen dataclasses (``record.Event`` subclasses) whose fields ``schemas`` checks by their
types, generically: a seat (``SeatName``), a card, cards, an int, a bool, a choice among strings (``Choice``); an
impossible value is refused naming the field and the value. Its own options (``own_options``) are loaded the same
way, by the type of their defaults, and read with ``Options.own``.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeGuard, TypeVar

from ..games.base import Game, Ranking, TableOption
from ..law.laws import cite
from ..law.rulings import Irregularity, Ruling
from .facts import Ruled

if TYPE_CHECKING:
    from ..ledger.base import Ledger
    from ..ledger.settlement import Settlement
    from ..parts.base import Part
    from ..record import Event, Record
    from .state import Table

S = TypeVar("S")


class SeatName(str):
    """The type of an own event's field that names a seat (checked against the table's seats)."""


class Choice:
    """``Annotated[str, Choice("nap", "wellington")]``: an own event's field that takes one of these strings."""

    def __init__(self, *values: str) -> None:
        self.values = values


class DealOwner(Game, Generic[S]):
    """A game that owns its deal's protocol. Declares, besides ``Game``'s name, title, seats, codes and pack:"""

    replayed: ClassVar[bool] = False
    own_events: ClassVar[Mapping[str, type[Event]]] = {}
    """The event types its section adds, by type name (those of record format 1 it has are in ``events``)."""
    own_cut: ClassVar[bool] = False
    """Its ``cut_for_deal`` may name no card (he did not cut) or several (he exposed more than one): Écarté's."""
    own_values: ClassVar[Mapping[tuple[str, str], tuple[str, ...]]] = {}
    """The values its section adds to a field of record format 1's events (``schemas.OPEN_CHOICES``): Écarté's
    ``("deal_fault", "kind")``: ``two_turned``; a record of another game naming one is impossible."""
    own_options: ClassVar[tuple[TableOption, ...]] = ()
    """The options its section adds, each loaded by the type of its default (bool, int, or one of ``choices``)."""
    unit: ClassVar[str] = "points"
    """What its deals pay: ``counters``, ``chips`` or ``points`` (the documents' and pages' word)."""
    pool_unit: ClassVar[str] = "counters"
    """What its pool holds, where it keeps one: ``counters``, or ``stakes`` (Pool Écarté) (the documents' word)."""
    every_trick: ClassVar[str] = "every trick"
    """What the documents call one player's winning every trick of a deal (Écarté's "the vole")."""
    settlement_ruled: ClassVar[bool] = True
    """Whether a deal's settlement is put as a ``settlement`` ruling citing the laws it is paid by; False where the
    deal ruling's ``basis`` cites them (``decides: points``), as the Euchre games' rulings always have
    (``table.replayed``)."""
    bidding_said: ClassVar[str] = "The bidding"
    """What the report calls the facts before the play (Écarté's "The proposals and the discards")."""
    face_down: ClassVar[frozenset[str]] = frozenset()
    """Its facts whose card is laid out face down (Spoil Five's rob): offered at the table with the card unnamed where
    the deal did not record the hand, else one for each card of it."""

    def offered_to(self, table: Table[S], kind: str, seat: str | None) -> Sequence[str | None]:
        """The seats whose fact of ``kind`` the table tries now: the seat in turn (``seat``), unless the law lets
        others make it out of turn (Spoil Five's dealer robbing a turned ace before the eldest hand leads)."""
        return (seat,)

    def words(self, table: Table[S], event: Event) -> str | None:
        """The game's words for ``event`` offered at the table as it stands, in place of its label and flags (the
        dealer's “I play these”); the page names its card after them. None: its label (``labels``) and its fields say
        it."""
        return None

    shown: ClassVar[tuple[str, ...]] = ()
    """Its own facts that any player in may make, not in turn, with the cards he holds (Loo's flush): offered for each
    player whose hand the deal recorded, wherever the fold rules nothing on it."""
    by_outcome: ClassVar[bool] = False
    """Whether its deal is scored by an ``outcome`` alone (``Game.by_outcome``): only where its rules read one
    recorded with nothing else (Forty-Five); Napoleon's needs the bidding first, and Spoil Five's is of no effect."""

    def own_ruling(self, record: Any) -> dict[str, Any]:
        from .fold import rule_record
        return rule_record(self, record)

    def opening_score(self, record: Any) -> dict[str, int] | None:
        return dict(self.ledger(record).opening(record).scores)

    def new_slot(self, table: Table[S]) -> S:
        """The game's own memory for one deal (a dataclass of its own)."""
        raise NotImplementedError

    def parts(self, table: Table[S]) -> Sequence[Part[S]]:
        """The deal's phases, in order, made fresh for the deal."""
        raise NotImplementedError

    def ranking_at(self, table: Table[S]) -> Ranking:
        """The cards ranked as the table stands (its trump; a card demoted in the deal), with what they make a player
        play and who wins a trick."""
        raise NotImplementedError

    def over(self, table: Table[S]) -> bool:
        """Whether the hand is over (its tricks played, abandoned, or decided): the fold asks it before each event, and
        the scorer's page offers no fact once it is."""
        raise NotImplementedError

    def after_hand(self, table: Table[S], event: Event) -> Sequence[str] | None:
        """An event that comes once the hand is ``over``: the laws by which it is of no effect (the fold rules it so,
        ``after_end``), or None where the part that takes it rules on it (a revoke claimed after the last trick, an
        election on a ruling still open, a card played after the hand was decided). None by default."""
        return None

    def settle(self, table: Table[S]) -> Settlement:
        """What the deal pays, each transfer with its law; called once the events are folded, whatever the status
        (empty where nothing is paid). It also puts the deal's status (``HandOver``) and its ``settlement`` ruling."""
        raise NotImplementedError

    def ledger(self, record: Record) -> Ledger:
        """The ledger that carries the record's deals one to the next."""
        raise NotImplementedError

    def turn_up_asked(self, table: Table[S]) -> bool:
        """Whether this deal turns a card for the trump, which the table asks of its deal (the card tapped), where the
        deal records no cards; else the deal is one tap."""
        return False

    def deal_fields(self, table: Table[S]) -> dict[str, Any]:
        """The deal ruling's fields the game adds or fills (``maker``, ``trump``, ``bid``, ...)."""
        return {}

    def not_ruled(self, table: Table[S], i: int, event: Event) -> None:
        """An event no part of the game takes: a fact all the same, of no effect (``not_ruled``)."""
        by = f" by {event.seat}" if event.seat else ""
        ruled(table, i, Irregularity.NOT_RULED, [], f"A {event.type} event{by}: {self.title} has no such fact.",
              f"{self.title} has no {event.type.replace('_', ' ')}: no effect.")


def asks_its_parts(game: Game) -> TypeGuard[DealOwner[Any]]:
    """Whether ``game`` owns its deal with its phases as parts: the table's page asks its parts what is legal
    (``table.turn``), its own sheet prints it, its sections are listed by sentence. Not a game the adapter replays
    (``table.replayed``: every Euchre game), whose page and sheet are the Euchre games' still."""
    return isinstance(game, DealOwner) and not game.replayed


def ruled(table: Table[Any], i: int | None, what: Irregularity | Any, laws: Sequence[str], finding: str, effect: str,
          persuasive: Sequence[str] = (), options: Sequence[str] = (), regular: bool = False) -> None:
    """Put a ruling on ``table``, citing ``laws`` (binding) and ``persuasive`` by id and anchor
    (``foster:napoleon#revoke``); ``regular``: it records a fact made as the law has it (``Ruling.regular``)."""
    table.apply(Ruled(Ruling(i, what, [cite(law) for law in laws], finding, effect, list(options),
                             persuasive=[cite(law) for law in persuasive], anchored=True, regular=regular)))


def basis(*decided: tuple[str, Sequence[str]]) -> list[dict[str, str]]:
    """A deal ruling's ``basis`` (ruling format 1): for each field it decides (``trump``, ``next_dealer``), the laws
    that decide it, each quoted, cited with its anchor."""
    out: list[dict[str, str]] = []
    for what, laws in decided:
        for ref in laws:
            c = cite(ref)
            out.append({"id": ref, "title": c.law.title, "text": c.law.text, "decides": what})
    return out
