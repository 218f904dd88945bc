"""The Euchre family's parts, as the engine replays a deal (``engine.DealReplay``): what a game lists so that its events
are ruled by its own laws and the family's, with no branch in the engine (issue 33: "The Euchre family's parts ...
become parts a game lists; a new kind of part is a new module, never a branch in the engine").

A part names the event types it takes, each with its rule: ``rule(state, i, event)`` rules on event ``i`` over the
deal's ``state.DealState`` (which its judges read, as they always have) and says whether it took the event; a part
may decline one (False: a ``declare`` of another kind, a ``pass`` outside an auction, a ``discard`` by one who took no
widow), and the next part that takes its type is asked. A game lists its parts in the order they are asked
(``Game.replay_parts``): its own, from its package (Railroad's lone hands, jambone calls and jamboree; Set-back's
declarations; Blind Euchre's widow; Penalty Euchre's exchanges), and the family's, which the engine hands it
(``Family``): the deal, the turn-up's two rounds, the auction, the widow, the play. The code's own laws, where a code
departs from the family's judges on an event (``law.judging``: Call-Ace's), are asked before the family's parts.

This module imports nothing of the package: ``games.base`` names its types, and the parts' rules read the deal's
state, whose module imports the games.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

S = TypeVar("S")


@dataclass(frozen=True, slots=True, eq=False)
class FamilyPart(Generic[S]):
    """A part of a deal: the event types it takes (``rules``' keys), each with its rule over the deal's state ``S``
    (``state.DealState``); ``rule(state, i, event)`` is True where it took event ``i``, False where it declines it."""

    name: str
    rules: Mapping[str, Callable[[S, int, Any], bool]]
    absent: frozenset[str] = frozenset()
    """The event types it rules even at a game that does not list it, in its own words: a bid where the trump is
    turned up (the auction's), a widow taken where none is dealt (the widow's)."""


@dataclass(frozen=True, slots=True)
class Family:
    """The family's parts, which a game lists beside its own (the engine hands them to ``Game.replay_parts``: their
    rules read the deal's state, whose module imports ``games.base``, which cannot import them)."""

    deal: FamilyPart[Any]
    """The cutting, the shuffle and the cut, the deal and its faults (``deal``)."""
    turn_up: FamilyPart[Any]
    """The turn-up's two rounds: passes, orders, the trump taken up, turned down or made, a lone hand, the
    declarations of the code, the dealer's discard (``turn_up``)."""
    auction: FamilyPart[Any]
    """The bidding round, where the trump is bid for (``bidding``)."""
    widow: FamilyPart[Any]
    """The widow taken and discarded for (``widow``)."""
    play: FamilyPart[Any]
    """The play: cards to tricks, the irregularities of the play, claims and penalties, the outcome, the bell
    (``play``)."""

    @property
    def parts(self) -> tuple[FamilyPart[Any], ...]:
        """The family's parts, each once."""
        return self.deal, self.turn_up, self.auction, self.widow, self.play
