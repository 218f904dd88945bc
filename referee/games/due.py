"""The fact a deal waits on next, as the scorer's page offers it (``questions.DealQuestions.due``): its event type, by
whom, why, and the cards it concerns. The game answers where its own laws decide what comes next (``Game.due_in_turn``,
``widow_due``, ``lone_hands_due``, ``partner_call_due``, ``jambone_call_due``), so it is named here, below both."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from ..cards import Card


@dataclass(frozen=True)
class Due:
    """The fact a deal waits on: its event type, by whom (if anyone in particular), why, and a card it concerns."""

    kind: str
    seat: str | None = None
    why: str = ""
    label: str = ""
    """What the prompt calls the fact, where it says more than the event type's label."""
    cards: tuple[Card, ...] = ()
    to: str | None = None
    """The partner a card is passed to (``pass_card``), or the jambone player a card is called from (``call``)."""
    holding: tuple[int, str | None] | None = None
    """In a bidding game, the bid that holds so far (its number and suit), which a bid must pass to hold."""
    shows_trump: bool = False
    """The trump is shown with it (the dealer's discard for the turn-up)."""
    refusable: bool = False
    """He may decline it (``pass``), the turn going on: Blind Euchre's widow refused, Penalty Euchre's hand kept."""
    exchanges: tuple[str, ...] = ()
    """What he may exchange his hand for (``exchange``'s ``with``): ``widow``, or the seat whose abandoned hand lies
    to be taken (Penalty Euchre)."""


class Held(Protocol):
    """The cards a seat holds as the page shows them (``DealQuestions.held``): his hand as the deal recorded it (none
    known otherwise); ``with_turn_up``: and the trump card the dealer takes up for his discard."""

    def __call__(self, seat: str, with_turn_up: bool = False) -> list[Card]: ...
