"""What Call-Ace remembers of one deal beside the engine's state (``kept``): the suit called, the cards exposed and
shown, who may not score or demand a new deal, a revoke claimed, for the Call-Ace laws to rule on and the partner
to be found by (``partner``)."""
from __future__ import annotations

import weakref
from dataclasses import dataclass, field

from ...cards import Card, Suit
from ...record import Abandoned
from ...state import DealState, Open, Revoke


@dataclass(slots=True)
class Claim:
    """A revoke claimed and proved, ruled when the partner is known."""

    revoke: Revoke
    finding: str


@dataclass(slots=True)
class CallAceDeal:
    """What the Call-Ace laws need remembered of one deal, beside the engine's state."""

    call: tuple[int, Suit] | None = None
    no_call_ruled: bool = False
    six_cards_ruled: bool = False
    exposures: list[tuple[int, str, Card, str]] = field(default_factory=list)  # (event, seat, card, how)
    shown: dict[str, set[Card]] = field(default_factory=dict)
    no_score: set[str] = field(default_factory=set)  # callace:27: neither he nor any of his partners scores
    no_new_deal: set[str] = field(default_factory=set)  # callace:10: lost the right to demand a new deal
    new_deal_options: list[Open] = field(default_factory=list)  # callace:7, open until the first declaration
    claim: Claim | None = None
    claim_ruled: bool = False
    abandoned: tuple[int, Abandoned] | None = None
    intimation_ruled: bool = False


_DEALS: weakref.WeakKeyDictionary[DealState, CallAceDeal] = weakref.WeakKeyDictionary()


def kept(state: DealState) -> CallAceDeal:
    """This code's record of the deal being replayed."""
    found = _DEALS.get(state)
    if found is None:
        found = _DEALS[state] = CallAceDeal()
    return found
