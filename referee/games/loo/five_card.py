"""Five-card Loo (foster:five-card-loo; rams-loo.md §4.6): "Irish Loo with some additional variations"
(foster:five-card-loo#irish): five cards each, a red worth five whites, the dealer's five reds, the pool by fifths,
the flush of five cards of a suit claimed at once and paid by every one at the table, and Pam where agreed."""
from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from ...cards import Card
from ..base import TableOption
from ..heading import PAM, Heading, heading
from .irish import IrishLoo
from .three_card import Loo, LooSlot

if TYPE_CHECKING:
    from ...table.state import Table


class FiveCardLoo(IrishLoo):
    """Five-card Loo, limited unless ``options.limit`` is ``unlimited``; Pam with ``options.pam``."""

    name: ClassVar[str] = "five-card-loo"
    title: ClassVar[str] = "Five-card Loo"
    seats: ClassVar[tuple[int, ...]] = tuple(range(3, 11))
    seats_said: ClassVar[str] = "Five-card Loo is played by three to ten: fifty-two cards, five to each and a trump."
    hand: ClassVar[int] = 5
    red: ClassVar[int] = 5
    """"Each red counter should be worth five white ones" (foster:five-card-loo#counters)."""
    stake_reds: ClassVar[int] = 5
    stake_law: ClassVar[str] = "foster:five-card-loo#pool"
    shares: ClassVar[int] = 5
    default_counters: ClassVar[int] = 250
    counters_law: ClassVar[str] = "foster:five-card-loo#counters"
    own_options: ClassVar[tuple[TableOption, ...]] = (
        *Loo.own_options, TableOption("pam", "Pam, the club jack, the best trump (#pam)", False))
    table_options: ClassVar[tuple[TableOption, ...]] = own_options
    flush_law: ClassVar[str] = "foster:five-card-loo#flush"
    flush_claims: ClassVar[str] = "foster:five-card-loo#flush"
    two_flushes: ClassVar[str] = "foster:five-card-loo#two-flushes"
    flush_said: ClassVar[str] = "five cards of a suit (or Pam and four), held"
    flush_at_once: ClassVar[bool] = True

    def ranking_at(self, table: Table[LooSlot]) -> Heading:
        return heading(table.trump, pam=self.pam(table))

    def pam(self, table: Table[LooSlot]) -> bool:
        return bool(table.record.options.agreed("pam", False))

    def is_flush(self, table: Table[LooSlot], seat: str, cards: tuple[Card, ...], players: tuple[str, ...]) -> bool:
        """"a flush of five cards in any suit", or Pam "Combined with four cards of any suit" (#pam-flush); any
        player at the table, playing or not, before the first card."""
        rest = [c for c in cards if not (self.pam(table) and c == PAM)]
        return len(cards) == 5 and len(set(cards)) == 5 and len({c.suit for c in rest}) == 1

    def flush_looed(self, table: Table[LooSlot], players: tuple[str, ...]) -> tuple[str, ...]:
        """"every person at the table, whether playing or not, is supposed to be looed" (#flush)."""
        return table.seats

    def flush_price(self, table: Table[LooSlot], current: int) -> int:
        return 5 * self.red  # "pays five red counters to the next pool"

    def decided(self, table: Table[LooSlot], pool_total: int) -> list[tuple[str, tuple[str, ...]]]:
        """Irish Loo's, and the variations: five cards, Pam where agreed (#irish, #pam)."""
        out = [("hands", ("foster:five-card-loo#irish",)), *super().decided(table, pool_total)[1:]]
        if self.pam(table) and table.tricks:
            out.append(("tricks", ("foster:five-card-loo#pam",)))
        if self.pam(table) and table.own.flush:
            out.append(("flush", ("foster:five-card-loo#pam-flush",)))
        return out

    def loo_price(self, table: Table[LooSlot], current: int) -> tuple[int, str]:
        """Five reds for taking no trick, the amount the flush sentence names for a loo here (reading 13); Unlimited
        Loo's current pool where agreed."""
        if self.limit(table) == "unlimited":
            return current, "foster:loo#unlimited"
        return 5 * self.red, "foster:five-card-loo#flush"


FIVE_CARD_LOO = FiveCardLoo()
