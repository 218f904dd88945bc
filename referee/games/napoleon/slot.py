"""What Napoleon remembers of a deal (the table's slot for it, ``Table.own``), written only by its rules."""
from __future__ import annotations

from dataclasses import dataclass, field

from ...cards import Card, Suit
from ...record import OutcomeAgreed
from .bids import Held


@dataclass(slots=True)
class Slot:
    bidder: str | None = None
    bid: Held | None = None
    bid_event: int | None = None
    bound: str | None = None
    """All passed: the player bound to bid (the dealer, or with the dealer out the player on his right), whose pass
    is his bid of one given up (foster:napoleon#dealer-bound, a reading)."""
    named: Suit | None = None
    """The trump the bidder named before his first lead (``make``)."""
    void: str | None = None
    """The deal void: ``redeal`` (a misdeal, the same dealer deals again) or ``passed`` (Keller: the deal lost)."""
    abandoned: int | None = None
    outcome: OutcomeAgreed | None = None
    revoke: tuple[str, int] | None = None
    """The player in fault of a revoke claimed and proved, and the claim's event."""
    out_of_turn: list[tuple[str, int]] = field(default_factory=list)
    """Each adversary's card led or played out of turn (three counters to the bidder each)."""
    pool_paid: list[tuple[str, int, str]] = field(default_factory=list)
    """Counters paid into the pool in the deal besides the stake: (seat, counters, law)."""
    foul: dict[str, str] = field(default_factory=dict)
    """Each seat whose hand is foul once he has bid or passed: ``more`` or ``fewer``."""
    cuts: dict[str, Card] = field(default_factory=dict)
    """The cards cut for the first deal, each seat's last (foster:napoleon#cutting)."""
    widow_taker: str | None = None
    bought: set[str] = field(default_factory=set)
    peeped: set[str] = field(default_factory=set)
    played_on: int | None = None
    """Keller: the event at which the bidder, his bid made, led to the next trick (``#continue``)."""
    played_on_trick: int = 0
    compelled: bool = False
    scored_as_made: int | None = None
    """Keller: the bidder elected to abandon the hand and score (laws 28, 37): the event of his election."""
