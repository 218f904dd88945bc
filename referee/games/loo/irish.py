"""Irish Loo (foster:irish-loo; rams-loo.md §4.5): Three-card Loo "In all other respects" (foster:irish-loo#three-card),
but no widow and no simple or double: a trump always turned, each in turn from the eldest plays or passes, the dealer
last, and then each player in may exchange cards from the pack ("How many?")."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from ...law.rulings import Irregularity
from ...parts.deal import DealPart
from ...parts.play import Play
from ...parts.play_in import PlayIn
from ...parts.play_in import How as Said
from ...record import Event, WidowTaken
from ...table.facts import Moved, TrumpSet
from ...table.owner import ruled
from ...table.places import OUT, STOCK, TURN_UP, WIDOW, hand
from ..first_jack import first_jack
from ..round_events import Drawn
from ..round_outcome import OUTCOME_SAID
from ..round_rulings import DRAW
from .three_card import Loo, LooRules, LooSlot

if TYPE_CHECKING:
    from ...table.state import Table

class IrishLoo(Loo):
    """Irish Loo, limited unless ``options.limit`` is ``unlimited``."""

    name: ClassVar[str] = "irish-loo"
    title: ClassVar[str] = "Irish Loo"
    seats_said: ClassVar[str] = "Irish Loo is played by three to seventeen, as Three-card Loo (foster:loo#players)."
    widow_dealt: ClassVar[bool] = False
    own_events: ClassVar[dict[str, type[Event]]] = {**Loo.own_events, "draw": Drawn}
    labels: ClassVar[dict[str, str]] = {"play_in": "Plays", "pass": "Declines", "defend": "Defends the pool",
                                        "draw": "Exchanges", "flush": "Shows a flush", "outcome": OUTCOME_SAID}

    def new_slot(self, table: Table[LooSlot]) -> LooSlot:
        return LooSlot(simple=False)  # "no distinction between simple and double pools" (foster:irish-loo#no-widow)

    def parts(self, table: Table[LooSlot]) -> Sequence[Any]:
        rules = IrishRules(self)
        return [DealPart(rules), PlayIn(rules, frozenset({"play_in", "take_widow", "pass", "defend", "look", "flush",
                                                          "draw"})), Play(rules, also=frozenset({"turn_trump"}))]

    def deal_fields(self, table: Table[LooSlot]) -> dict[str, Any]:
        return {**super().deal_fields(table), "next_pool": None}

    def decided(self, table: Table[LooSlot], pool_total: int) -> list[tuple[str, tuple[str, ...]]]:
        """Three-card Loo's "In all other respects" (#three-card), but the declaring, the trump and the pools."""
        out = [(what, laws) for what, laws in super().decided(table, pool_total) if what not in ("in", "trump",
                                                                                                  "next_pool")]
        return [("in", ("foster:irish-loo#declare", "foster:irish-loo#three-card")),
                ("trump", ("foster:irish-loo#declare", "foster:irish-loo#no-widow")), *out]


    def turn_up_asked(self, table: Table[LooSlot]) -> bool:
        """"A trump is always turned up" (foster:irish-loo#declare)."""
        return True


class IrishRules(LooRules):
    """Loo's rules, but for the deal, the widow and the draw."""

    weigh_declared: ClassVar[bool] = False

    def dealt_out(self, table: Table[LooSlot], seats_dealt: tuple[str, ...]) -> tuple[str, ...]:
        """Three each, no widow, a trump always turned (foster:irish-loo#no-widow, #declare)."""
        table.own.first_jack = first_jack(table, ["foster:loo#cutting", "foster:irish-loo#three-card"])
        widow = [c for c, p in table.where.items() if p == WIDOW]
        turned = next((c for c, p in table.where.items() if p == TURN_UP), None)
        if self._dealt_wrong(table, "foster:irish-loo#three-card"):
            return ()
        if widow:
            self._misdeal(table, None, "A widow dealt: a wrong number of hands.",
                          ["foster:loo#misdeal", "foster:irish-loo#no-widow"])
        elif turned is not None:
            table.apply(TrumpSet(turned.suit))
        return ()

    def speaks(self, event: Event) -> bool:
        return event.type in ("play_in", "take_widow", "pass", "defend")

    def declared(self, table: Table[LooSlot], i: int, event: Event, how: Said) -> None:
        if table.own.fault:
            return
        if isinstance(event, Drawn):
            self._draw(table, i, event)
        elif isinstance(event, WidowTaken):
            ruled(table, i, Irregularity.WIDOW, ["foster:irish-loo#no-widow"], f"{event.seat} would take the widow.",
                  "No effect: no widow is dealt; he has not declared.")
        else:
            super().declared(table, i, event, how)

    def _draw(self, table: Table[LooSlot], i: int, event: Drawn) -> None:
        """foster:irish-loo#how-many, #draw: the discards out of play, the cards called for dealt from the pack."""
        slot, seat = table.own, event.seat or ""
        drawn: dict[str, bool] = slot.draws
        held = all(table.holds(seat, c) for c in event.discards)
        if table.tricks or seat not in self.game.in_deal(table) or seat in drawn or not held:
            why = ("the play had begun" if table.tricks else "he has not declared to play"
                   if seat not in self.game.in_deal(table) else "he had named his number: it cannot be amended or "
                   "recalled" if seat in drawn else "he does not hold the cards he lays out")
            ruled(table, i, DRAW, ["foster:irish-loo#how-many", "foster:irish-loo#declare"],
                  f"{seat} would exchange {len(event.discards)} cards; {why}.", "No effect.")
            return
        drawn[seat] = True
        cards = event.cards if event.cards is not None else ()
        if event.count is not None and event.count != len(event.discards):
            ruled(table, i, DRAW, ["foster:irish-loo#how-many"], f"{seat} named {event.count} and laid out "
                  f"{len(event.discards)}.", "The cards laid out govern.")
        for card in event.discards:
            table.apply(Moved(card, OUT))
        for card in cards:
            if table.where.get(card) == STOCK:
                table.apply(Moved(card, hand(seat)))
        if event.cards is not None and len(cards) != len(event.discards):
            self._misdeal(table, i, f"{seat} was given {len(cards)} cards for {len(event.discards)} laid out: too "
                          "many or too few.", ["foster:loo#misdeal", "foster:irish-loo#draw"])


IRISH_LOO = IrishLoo()
