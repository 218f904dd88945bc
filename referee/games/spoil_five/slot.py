"""What Spoil Five remembers of one deal: the turn-up, the robs, the ace sunk, the offences that bar, the foul
hands, the claim of the pool, and a deal dealt again or passed."""
from __future__ import annotations

from dataclasses import dataclass, field

from ...cards import Card, Suit


@dataclass(frozen=True, slots=True)
class Offence:
    """An irregularity in play that bars its player from the current pool (foster:spoil-five#irregularities-in-play),
    at event ``event``: ``what`` the ruling's name, ``said`` the finding."""

    event: int
    seat: str
    what: str
    said: str
    card: Card | None = None


@dataclass(slots=True)
class SpoilSlot:
    """The deal's memory, written by the game's rules only."""

    turn_up: Card | None
    trump: Suit | None
    robbed_by: str | None = None
    """The seat that holds the turn-up by a rob standing."""
    announced: set[str] = field(default_factory=set)
    """The seats that robbed or declined: the rob's right used (a second of no effect)."""
    sunk: Card | None = None
    """The ace of trumps played unannounced, the lowest trump for the deal (foster:spoil-five#ace-unannounced)."""
    offences: list[Offence] = field(default_factory=list)
    foul: set[str] = field(default_factory=set)
    """The seats whose hands were found foul in the play (foster:spoil-five#foul-hand)."""
    claimed: str | None = None
    """The winner of three tricks who abandoned his hand and claimed the pool (foster:spoil-five#jink)."""
    void: str | None = None
    """``redeal`` or ``passed``: the deal made void by a fault in the deal."""
    misdealer_forfeits: bool = False
    """The misdealer deals again for two counters to the pool (foster:spoil-five#misdeal-forfeit)."""
    revoke_claimed: tuple[int, str] | None = None
    """Forty-Five: a revoke claimed and proved, the claim's event and the revoker (law 30, persuasive)."""
    election: tuple[int, str, str] | None = None
    """Forty-Five: the election on it, its event, the seat and the option (``add_two``, ``deduct_two``)."""
    agreed: tuple[int, str, int] | None = None
    """Forty-Five: the deal's outcome agreed, its event, a seat of the side and the side's tricks."""
    abandoned: bool = False
    """Forty-Five: the hands abandoned once the deal's points were decided."""
    first_jack: str | None = None
    """Who received the first Jack dealt face up for the first deal (foster:spoil-five#cutting)."""
