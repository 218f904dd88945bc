"""A round game's deal by its outcome ("who played, the tricks each took, a flush"): once the declarations are made,
an ``outcome`` for each player in, ``seat`` the player and ``tricks`` the tricks he took, in place of the cards as
played (record format 1's ``outcome``, read so in the round games: rams-loo.md names none; docs/reading.md). The
settlement reads the tricks so agreed exactly as it reads tricks played (``tricks_of``, ``tricks_done``); a player in
named by no outcome took none once the others' come to the hand's tricks. Where a card of the play is recorded the
play governs (record-format.md: "where both stand and disagree the play governs"), and an outcome is of no effect;
the players' tricks coming to more than the hand has is an impossible record, as an outcome's ``tricks`` above the
hand's is in every game (``schemas``)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..law.rulings import Irregularity
from ..record import InvalidRecord, OutcomeAgreed
from ..table.owner import ruled

if TYPE_CHECKING:
    from ..table.state import Table

#: The outcome's words at the table: a row of taps for each player in, one a number of tricks.
OUTCOME_SAID = "Tricks taken"


@dataclass(slots=True)
class Taken:
    """The tricks each player in took, as the table agreed them (the last outcome for a seat stands)."""

    by_seat: dict[str, int] = field(default_factory=dict)

    def agree(self, table: Table[Any], i: int, event: OutcomeAgreed, players: tuple[str, ...], hand: int,
              law: str) -> None:
        """Rule on ``event``, deal ``table``'s event ``i``: ``players`` those in, ``hand`` the hand's tricks, ``law``
        the sentence that divides the pool by the trick."""
        seat = event.seat or ""
        if table.tricks:
            ruled(table, i, Irregularity.NOT_RULED, [law], f"An outcome by {seat} ({event.tricks} tricks) where the "
                  "cards as played are recorded (a reading).", "No effect: the play governs.")
            return
        if seat not in players:
            ruled(table, i, Irregularity.NOT_RULED, [law], f"An outcome by {seat}, who is not in: an outcome names the "
                  "tricks a player in took (a reading).", "No effect.")
            return
        total = sum(n for s, n in self.by_seat.items() if s != seat) + event.tricks
        if total > hand:
            raise InvalidRecord([{"path": f"deals[{table.index}].events[{i}].tricks", "value": event.tricks,
                                  "message": f"The players' tricks would come to {total}: "
                                             f"the hand has {hand} tricks."}])
        self.by_seat[seat] = event.tricks

    def offered(self, table: Table[Any], players: tuple[str, ...]) -> tuple[str, ...]:
        """The players in whose outcome the table offers: each whose tricks are not yet agreed, before any card of the
        play is recorded (a player the others' tricks leave none needs no tap: the deal is over)."""
        return () if table.tricks else tuple(s for s in players if s not in self.by_seat)

    def tricks_of(self, table: Table[Any], seat: str) -> int:
        """The tricks ``seat`` took: as played, or as agreed where no card of the play is recorded."""
        return table.tricks_won(seat) if table.tricks or not self.by_seat else self.by_seat.get(seat, 0)

    def tricks_done(self, table: Table[Any]) -> int:
        """The tricks over: those played, or those agreed where no card of the play is recorded."""
        return len(table.closed) if table.tricks or not self.by_seat else sum(self.by_seat.values())
