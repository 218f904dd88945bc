"""Bierspiel (foster:bierspiel; rams-loo.md §4.3), "a popular form of Rams" (#form): Rams' text binds it where its own
says nothing different. No pool: three crosses of five points chalked before each player, a trick won wiping one
point, every penalty a fresh cross; the seven of diamonds always the second trump; trumps led once fewer than the
players in; the player last to wipe out his third cross pays for the beer."""
from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, ClassVar

from ..cards import Card
from ..law.rulings import Irregularity
from ..ledger.carry import Carry
from ..ledger.settlement import Settlement, Transfer, net
from ..parts.deal import DealPart
from ..parts.play import How, Play
from ..parts.play_in import PlayIn
from ..parts.play_in import How as Said
from ..record import CardPlayed, Dealt, Event, TakenUp
from ..table.facts import HandOver, Moved, TrumpSet
from ..table.owner import ruled
from ..table.places import TURN_UP
from .base import TableOption
from .heading import PIQUET, SEVEN, Heading, heading
from .rams import Rams, RamsRules, RamsSlot
from .round_events import GeneralRams, Looked, PlayedIn
from .round_rulings import RAMSED

if TYPE_CHECKING:
    from ..record import Record
    from ..table.state import Table

CROSS = 5
"""A cross's points (foster:bierspiel#crosses)."""


class CalledTrump(Heading):
    """A trick led face down by a leader without a trump (foster:bierspiel#face-down): it "calls for a trump from such
    of the other players as have one", heading if they can; the highest trump wins it, none played, the leader (a
    reading)."""

    __slots__ = ()

    def must_play(self, hand: Any, plays: Any, named: Any = None) -> list[Card]:
        trumps = [c for c in hand if self.suit[c] is self.trump]
        return [c for c in trumps if self.beats(c, plays)] or trumps

    def trick_winner(self, plays: Any) -> str:
        trumped = [(s, c) for s, c in plays if self.suit[c] is self.trump]
        return super().trick_winner(trumped) if trumped else str(plays[0][0])


class Bierspiel(Rams):
    """Bierspiel: Rams with the piquet rank, the seven of diamonds, trump leads and crosses."""

    name: ClassVar[str] = "bierspiel"
    title: ClassVar[str] = "Bierspiel"
    seats_said: ClassVar[str] = "Bierspiel is played by three to six, as Rams (foster:rams#players)."
    unit: ClassVar[str] = "points"
    penalty_said: ClassVar[str] = "gets a fresh cross, five points (#crosses-penalty), and his tricks wipe nothing"
    own_events: ClassVar[dict[str, type[Event]]] = {"play_in": PlayedIn, "general": GeneralRams, "look": Looked}
    own_options: ClassVar[tuple[TableOption, ...]] = (
        TableOption("crosses", "Crosses each (#crosses)", 3), *Rams.own_options[2:])
    table_options: ClassVar[tuple[TableOption, ...]] = own_options

    divided_by: ClassVar[str] = "foster:bierspiel#wipe"
    seven_aside: ClassVar[bool] = True

    def new_slot(self, table: Table[RamsSlot]) -> RamsSlot:
        return RamsSlot(simple=False)  # no pool, no simple

    def cards_dealt(self, seats: int) -> int:
        """Rams' deal, and the seven of diamonds turned aside before the trump (foster:bierspiel#seven-turned)."""
        return super().cards_dealt(seats) + 1

    def rules(self) -> RamsRules:
        return BierRules(self)

    def parts(self, table: Table[RamsSlot]) -> list[Any]:
        rules = self.rules()
        return [DealPart(rules), PlayIn(rules, frozenset({"play_in", "take_widow", "pass", "general", "take_up",
                                                          "discard", "look"})), Play(rules)]

    def ranking_at(self, table: Table[RamsSlot]) -> Heading:
        trick = table.trick
        if trick is not None and table.trump is not None and len(table.closed) < self.trump_leads(table):
            lead = trick.plays[0][1]
            if lead.suit is not table.trump and lead != SEVEN:
                return CalledTrump(table.trump, PIQUET, under_trump=True, seven=True)
        return heading(table.trump, PIQUET, under_trump=True, seven=True)

    def trump_leads(self, table: Table[RamsSlot]) -> int:
        """"If only two declare to play, a trump must be led for the first trick; if three play, trumps must be led
        twice; if four play, three times" (foster:bierspiel#trump-leads): one fewer than the players in."""
        return max(len(self.in_deal(table)) - 1, 0)

    def ledger(self, record: Record) -> BeerLedger:
        return BeerLedger(CROSS * int(record.options.agreed("crosses", 3)))

    def settle(self, table: Table[RamsSlot]) -> Settlement:
        """A trick wipes a point (#wipe); a player in without a trick, the one penalty, a pone declining and a misdeal's
        forfeit each add a fresh cross (#crosses-penalty)."""
        slot, dealer = table.own, table.dealer
        left = table.left_of(dealer, table.seats)
        cross = "foster:bierspiel#crosses-penalty"
        if slot.fault in ("redeal", "forfeit"):
            table.apply(HandOver("redeal", dealer))
            slot.settlement = (Transfer(CROSS, dealer, None, cross, "points", ("foster:spoil-five#misdeal-forfeit",)),) \
                if slot.fault == "forfeit" else ()
            return slot.settlement
        if slot.fault == "misdeal":
            table.apply(HandOver("passed", left))
            return ()
        if slot.pone_declined is not None:
            slot.settlement = (Transfer(CROSS, slot.pone_declined, None, cross, "points",
                                        ("foster:rams#pone-must-play",)),)
            table.apply(HandOver("passed", left))
            return slot.settlement
        players = self.in_deal(table)
        if not players or slot.sole is not None:
            table.apply(HandOver("passed", left))
            return ()
        if slot.taken.tricks_done(table) < self.hand:
            table.apply(HandOver("incomplete", None))
            return ()
        out: list[Transfer] = []
        for seat in players:
            tricks = slot.taken.tricks_of(table, seat)
            if seat in slot.offenders:
                out.append(Transfer(CROSS, seat, None, cross, "points", ("foster:rams#penalty",)))
            elif tricks:
                out.append(Transfer(-tricks, seat, None, "foster:bierspiel#wipe", "points"))
            else:
                out.append(Transfer(CROSS, seat, None, cross, "points", ("foster:rams#engages",)))
                slot.ramsed.append(seat)
                ruled(table, None, RAMSED, [cross, "foster:rams#engages"], f"{seat} played and took no trick.",
                      f"A fresh cross for {seat}: Rams' forfeit of five read under \"All penalties are made by adding "
                      "fresh crosses\" (a reading).")
        slot.settlement = tuple(out)
        table.apply(HandOver("scored", left))
        return slot.settlement

    def deal_fields(self, table: Table[RamsSlot]) -> dict[str, Any]:
        return {**super().deal_fields(table), "next_pool": None, "pool": None, "pool_total": None}

    def decided(self, table: Table[RamsSlot]) -> list[tuple[str, tuple[str, ...]]]:
        """Rams' (#form), with the piquet rank and the seven of diamonds, the trump leads and the crosses."""
        out = [("game", ("foster:bierspiel#form",)), ("hands", ("foster:rams#dealing", "foster:rams#widow")),
               ("trump", ("foster:rams#trump",)), ("in", ("foster:rams#declare", "foster:rams#pass"))]
        if table.tricks:
            out.append(("tricks", ("foster:rams#piquet-rank", "foster:bierspiel#seven", "foster:bierspiel#trump-leads",
                                   "foster:rams#head", "foster:rams#trump-if-void")))
        if table.own.seven_turned:
            out.append(("trump", ("foster:bierspiel#seven-turned",)))
        if table.own.robbed and table.own.declared.get(table.dealer) == "pass":
            out.append(("hands", ("foster:bierspiel#eldest-takes-up",)))
        elif table.own.robbed and table.own.seven_turned:
            out.append(("hands", ("foster:bierspiel#seven-turned",)))
        out.append(("score", ("foster:bierspiel#crosses", "foster:bierspiel#wipe")))
        return out


class BierRules(RamsRules):
    """Rams' rules, but for the look before "Auf", the eldest taking up the trump, the trump leads and no general."""

    def _general(self, table: Table[RamsSlot], i: int, seat: str, how: Said) -> None:
        ruled(table, i, Irregularity.NOT_RULED, ["foster:bierspiel#crosses"], f"{seat} announced a general rams.",
              "No effect: there is no pool to win, only crosses to wipe.")

    def declared(self, table: Table[RamsSlot], i: int, event: Event, how: Said) -> None:
        if isinstance(event, Looked):
            self._penalty(table, i, event.seat or "", f"{event.seat} looked at his cards before the trump was turned "
                          "and the word given: Bierspiel names no penalty but crosses; read as the one penalty "
                          "(a reading).", "foster:bierspiel#auf", persuasive=["foster:loo#current-pool"])
        else:
            super().declared(table, i, event, how)

    def _rob(self, table: Table[RamsSlot], i: int, event: Event) -> None:
        """"If the dealer passes, the eldest hand may take up the trump" (foster:bierspiel#eldest-takes-up)."""
        slot, seat = table.own, event.seat or ""
        eldest = self.order(table)[0] if self.order(table) else None
        if (isinstance(event, TakenUp) and seat == eldest and slot.declared.get(table.dealer) == "pass"
                and slot.declared.get(seat) in ("play", "widow") and not slot.robbed and self.turned(table)):
            self.take_up(table, seat)
            return
        super()._rob(table, i, event)

    def dealt_out(self, table: Table[RamsSlot], seats_dealt: tuple[str, ...]) -> tuple[str, ...]:
        """"If it is turned up, the dealer turns up the next card for a trump" (foster:bierspiel#seven-turned): the
        seven of diamonds lies by the turn-up, which fixes the trump; the dealer may take both."""
        out = super().dealt_out(table, seats_dealt)
        dealt = next((e for e in table.deal.events if isinstance(e, Dealt)), None)
        if dealt is not None and dealt.seven_turned:
            table.own.seven_turned = True
            table.apply(Moved(SEVEN, TURN_UP))
            if dealt.turn_up is not None:
                table.apply(TrumpSet(dealt.turn_up.suit))
        return out

    def must_lead(self, table: Table[RamsSlot], seat: str) -> frozenset[Card] | None:
        """A trump for each of the first leads, one fewer than the players in; without one, his smallest card
        (foster:bierspiel#trump-leads, #face-down)."""
        if table.trump is None or len(table.closed) >= self.game_bier.trump_leads(table):
            return None
        ranking = heading(table.trump, PIQUET, under_trump=True, seven=True)
        held = table.hand(seat)
        trumps = frozenset(c for c in held if ranking.suit[c] is table.trump)
        if trumps:
            return trumps
        low = min(ranking.standing[c][1] for c in held) if held else None
        return frozenset(c for c in held if ranking.standing[c][1] == low)

    @property
    def game_bier(self) -> Bierspiel:
        assert isinstance(self.game, Bierspiel)
        return self.game

    def played(self, table: Table[RamsSlot], i: int, event: CardPlayed, how: How) -> None:
        if how == "wrong_lead":
            seat = event.seat or ""
            trumps = any(self.game.ranking_at(table).suit[c] is table.trump for c in table.hand(seat))
            self._penalty(table, i, seat, f"{seat} led {event.card}: " + (
                "a trump must be led, and he holds one." if trumps else "without a trump he must lead his smallest "
                "card."), "foster:bierspiel#trump-leads" if trumps else "foster:bierspiel#face-down")
        else:
            super().played(table, i, event, how)


@dataclass(frozen=True, slots=True)
class BeerLedger:
    """Each player's points left on his crosses, never below nothing; the game over when at most one has any left,
    "the player who is last to wipe out his third cross pays for the beer" (foster:bierspiel#wipe)."""

    start: int

    def opening(self, record: Record) -> Carry:
        start = record.start_score or {}
        scores = {seat: start.get(seat, self.start) for seat in record.seats}
        return Carry(dealer=None, scores=MappingProxyType(scores),
                     game=MappingProxyType({"wiped": (), "games": ()}))

    def post(self, carry: Carry, settlement: Settlement, table: Table[Any]) -> Carry:
        moved = net(settlement)
        scores = {seat: max(0, n + moved.get(seat, 0)) for seat, n in carry.scores.items()}
        wiped: tuple[str, ...] = carry.game["wiped"]
        wiped += tuple(s for s in table.seats if scores[s] == 0 and s not in wiped)
        games: tuple[dict[str, Any], ...] = carry.game["games"]
        left = [s for s in table.seats if scores[s] > 0]
        if len(left) <= 1:
            loser = left[0] if left else wiped[-1]
            games += ({"winner": [s for s in wiped if s != loser], "loser": loser, "score": scores},)
            scores, wiped = {seat: self.start for seat in scores}, ()
        return replace(carry, dealer=table.next_dealer, scores=MappingProxyType(scores),
                       game=MappingProxyType({"wiped": wiped, "games": games}))

    def summary(self, carry: Carry) -> dict[str, Any]:
        return {"score": dict(carry.scores), "games": list(carry.game["games"]), "pool_total": None,
                "counters": {"unit": "point", "white_per_red": None}}


BIERSPIEL = Bierspiel()
