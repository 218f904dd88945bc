"""The play: cards played in turn to tricks, following as the game's ranking says, the trick's winner leading the
next; a lead or play out of turn, a renounce, a card not held are facts all the same, which the game rules on
(``PlayRules.played``). The other events of the play (a claim, an exposed card, the hands abandoned or shown, an
outcome agreed, an election, a call, a look at a quitted trick) are the game's to rule on (``PlayRules.other``);
a card taken back or a renounce corrected goes back to its hand."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Generic, Literal, Protocol, TypeVar

from ..cards import Card
from ..record import CardPlayed, CardTakenBack, Event, InvalidRecord, PlayCorrected
from ..table.facts import Played, TrickClosed, TurnSet, Unplayed

if TYPE_CHECKING:
    from ..games.base import Ranking
    from ..table.state import Table

S = TypeVar("S")

#: How a card was played, as ``PlayRules.played`` is told: in turn and regular; led or played out of turn; in turn
#: but not following as the ranking requires (a renounce); not held (a card the player does not hold: played all the
#: same, and the game says what it means).
How = Literal["regular", "lead_out_of_turn", "play_out_of_turn", "renounce", "wrong_lead"]
#: A card played that its player cannot hold (his cards recorded, and it is not among them) is an impossible record:
#: ``Play.take`` raises ``InvalidRecord`` naming the event's card.

PLAY_EVENTS = frozenset({"play", "quit_trick", "take_back", "correct", "expose", "claim", "show", "abandon",
                         "outcome", "elect", "call", "look_back", "remark"})


class PlayRules(Protocol[S]):
    """What the game says of its play."""

    def ranking(self, table: Table[S]) -> Ranking:
        """The cards ranked now, and what they make a player play (``must_play``) and who wins (``trick_winner``)."""
        ...

    def must_lead(self, table: Table[S], seat: str) -> frozenset[Card] | None:
        """The cards ``seat`` must lead from, or None where he may lead any."""
        ...

    def played(self, table: Table[S], i: int, event: CardPlayed, how: How) -> None:
        """Rule on a card played (once it is on the trick): set the trump a lead makes, note a renounce, penalise."""
        ...

    def other(self, table: Table[S], i: int, event: Event) -> None:
        """Rule on the play's other events (a claim, an exposed card, an abandonment, an outcome ...)."""
        ...


@dataclass(slots=True)
class Play(Generic[S]):
    """The play of the tricks."""

    rules: PlayRules[S]
    leader: str | None = None
    """Who leads the first trick (set by the game when the play begins)."""
    also: frozenset[str] = frozenset()
    """Event types besides ``PLAY_EVENTS`` the play takes, each handed to ``PlayRules.other`` (Napoleon's trump
    named before the first lead, Peep Nap's discard)."""
    events: frozenset[str] = PLAY_EVENTS
    renounces: list[tuple[int, str, int, Card]] = field(default_factory=list)
    """Each renounce: its event's index, the seat, the trick (from 0) and the card."""
    turn_before: dict[tuple[str, Card], str | None] = field(default_factory=dict)
    """Whose turn it was when each card on the table was played: his again if it is taken back."""

    def __post_init__(self) -> None:
        self.events = PLAY_EVENTS | self.also

    def whose_turn(self, table: Table[S]) -> str | None:
        """The turn; before the first card, the leader the game named (``take`` sets the turn to him then)."""
        return table.turn if table.turn is not None or table.tricks else self.leader

    def _to_play(self, table: Table[S]) -> tuple[str, ...]:
        """Who is still to play to the trick on the table: each player in the deal who has not, but one whose cards
        were recorded and are all gone (a hand dealt short)."""
        trick = table.trick
        played = {s for s, _ in trick.plays} if trick else set()
        return tuple(s for s in table.in_deal if s not in played and (s not in table.known or table.hand(s)))

    def legal(self, table: Table[S], event: Event) -> bool:
        if not isinstance(event, CardPlayed) or event.card is None:
            return True
        if event.seat is None or event.seat != self.whose_turn(table) or not table.holds(event.seat, event.card):
            return False
        return self._how(table, event) == "regular"

    def _how(self, table: Table[S], event: CardPlayed) -> How:
        assert event.card is not None and event.seat is not None
        trick = table.trick
        if trick is None:
            if event.seat != self.whose_turn(table):
                return "lead_out_of_turn"
            must = self.rules.must_lead(table, event.seat)
            return "wrong_lead" if must and event.card not in must else "regular"
        if event.seat != table.turn:
            return "play_out_of_turn"
        follow = self.rules.ranking(table).must_play(table.hand(event.seat), trick.plays)
        return "renounce" if follow and event.card not in follow else "regular"

    def take(self, table: Table[S], i: int, event: Event) -> None:
        if isinstance(event, CardPlayed) and event.card is not None and event.seat is not None:
            if event.seat in table.known and not table.holds(event.seat, event.card):
                raise InvalidRecord([{"path": f"deals[{table.index}].events[{i}].card", "value": event.card.code,
                                      "message": f"{event.seat} cannot hold {event.card}: it is in "
                                                 f"{table.where.get(event.card, 'no hand he was dealt')}."}])
            if table.turn is None:
                table.apply(TurnSet(self.leader or event.seat))
            how = self._how(table, event)
            if how == "renounce":
                self.renounces.append((i, event.seat, len(table.closed), event.card))
            self.turn_before[(event.seat, event.card)] = table.turn
            table.apply(Played(event.seat, event.card))
            self.rules.played(table, i, event, how)
            self._next(table, event.seat)
        elif isinstance(event, (CardTakenBack, PlayCorrected)) and event.card is not None and event.seat is not None:
            trick = table.trick
            if trick is not None and (event.seat, event.card) in trick.plays:
                table.apply(Unplayed(event.seat, event.card))
                if isinstance(event, PlayCorrected):
                    self.renounces = [r for r in self.renounces if (r[1], r[3]) != (event.seat, event.card)]
                table.apply(TurnSet(self.turn_before.pop((event.seat, event.card), event.seat)))
            self.rules.other(table, i, event)
        else:
            self.rules.other(table, i, event)

    def _next(self, table: Table[S], seat: str) -> None:
        """After ``seat``'s card: the trick closed when every player in the deal has played to it, else the next to
        play from its leader round to the left (after a card played out of turn, the player whose turn it was)."""
        trick = table.trick
        if trick is None:
            return
        left = self._to_play(table)
        if not left:
            table.apply(TrickClosed(self.rules.ranking(table).trick_winner(trick.plays)))
        else:
            table.apply(TurnSet(table.rotation(trick.leader, left)[0]))

    def done(self, table: Table[S]) -> bool:
        return False

    def leave(self, table: Table[S]) -> None:
        pass
