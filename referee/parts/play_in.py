"""Play or pass in turn (the round games: Rams' "play or pass", Loo's "stand", "take the widow", "pass"): each player
declares once, in the order the game gives (from the eldest hand, the dealer last); a declaration out of turn stands
and the turn goes on in order; a second is of no effect. The game says what each declaration does and what the
declaring's end does (``DeclareRules``)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Generic, Literal, Protocol, TypeVar

from .base import in_turn

if TYPE_CHECKING:
    from ..record import Event
    from ..table.state import Table

S = TypeVar("S")

#: How a declaration was made, as ``DeclareRules.declared`` is told: in his turn; before it (out of turn: it stands,
#: and the turn goes on in order); his second; after the declaring is over (once the play began).
How = Literal["in_turn", "early", "again", "late"]


class DeclareRules(Protocol[S]):
    """What the game says of its declaring."""

    def order(self, table: Table[S]) -> tuple[str, ...]:
        """Who declares, in order; empty where no one does (a Loo simple: all play)."""
        ...

    def declared(self, table: Table[S], i: int, event: Event, how: How) -> None:
        """Rule on event ``i`` of the declaring and apply what it does (a look, a flush shown, a declaration)."""
        ...

    def speaks(self, event: Event) -> bool:
        """Whether ``event`` is a declaration (takes the seat's turn), not a fact of the declaring (a look, a flush)."""
        ...

    def closed(self, table: Table[S]) -> None:
        """The declaring is over (every player declared, or the play began): who is in, who leads."""
        ...


@dataclass(slots=True)
class PlayIn(Generic[S]):
    """The declaring: the events ``events`` (the game's: ``play_in``, ``take_widow``, ``pass`` ...)."""

    rules: DeclareRules[S]
    events: frozenset[str]
    spoken: list[str] = field(default_factory=list)
    over: bool = False

    def whose_turn(self, table: Table[S]) -> str | None:
        return in_turn(self.rules.order(table), self.spoken, self.over)

    def legal(self, table: Table[S], event: Event) -> bool:
        return not self.over and event.seat == self.whose_turn(table)

    def take(self, table: Table[S], i: int, event: Event) -> None:
        seat = event.seat or ""
        how: How
        if self.over:
            how = "late"
        elif seat in self.spoken:
            how = "again" if self.rules.speaks(event) else "in_turn"
        else:
            how = "in_turn" if seat == self.whose_turn(table) else "early"
        if how in ("in_turn", "early") and self.rules.speaks(event):
            self.spoken.append(seat)
        self.rules.declared(table, i, event, how)
        if not self.over and self.whose_turn(table) is None:
            self.leave(table)

    def done(self, table: Table[S]) -> bool:
        return self.over

    def leave(self, table: Table[S]) -> None:
        """The declaring ends (every player declared, or the play began)."""
        if not self.over:
            self.over = True
            self.rules.closed(table)
