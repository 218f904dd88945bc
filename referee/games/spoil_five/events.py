"""Spoil Five's and Forty-Five's own event type (napoleon-spoil-five.md §7.4): the rob."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...cards import Card
from ...record import Event
from ...table.owner import SeatName


@dataclass(frozen=True, slots=True)
class Robbed(Event):
    """The dealer takes the turned ace, or the holder of the ace of trumps the turn-up, laying out ``card`` face down;
    ``decline``: the announcement without the exchange, the dealer's "I play these", the holder's "turn the trump
    down" (foster:spoil-five#rob-ace-turned, #rob-ace-holder, #call-dealer, #turn-down)."""

    type: ClassVar[str] = "rob"
    seat: SeatName | None = None
    card: Card | None = None
    decline: bool | None = None
