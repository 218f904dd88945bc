"""Écarté's deal: "Five cards are given to each player, and the eleventh is turned up for the trump"
(foster:ecarte#deal); "If the King is turned up, the dealer marks one point for it immediately" (foster:ecarte#king-turned),
unless "a wrong number of cards has been dealt" (foster:ecarte#king-not-eleventh); and the deal's faults (ecarte.md §7).
Pool Écarté's seat sitting out is out of the deal."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...law.rulings import Named
from ...parts.deal import DealPart
from ...record import Cut, CutForDeal, DealFaulted, Dealt as DealtEvent, Event, Remarked
from ...table.facts import Moved, TrumpSet
from ...table.owner import ruled
from ...table.places import discards
from ...table.state import Table
from .ranking import power
from .slot import EcarteSlot, credit

if TYPE_CHECKING:
    from . import Ecarte

KING_TURNED = Named("king_turned")


@dataclass(slots=True)
class EcarteDealRules:
    """What Écarté says of its deal (``parts.deal.DealRules``)."""

    game: Ecarte

    def dealt_out(self, table: Table[EcarteSlot], seats_dealt: tuple[str, ...]) -> tuple[str, ...]:
        """The seat that sits out (Pool Écarté): every seat but the dealer and the pone."""
        return tuple(s for s in table.seats if s not in (table.dealer, table.own.pone))

    def fault(self, table: Table[EcarteSlot], i: int, event: Event) -> None:
        own = table.own
        if isinstance(event, CutForDeal):
            self._cut_for_deal(table, i, event)
        if isinstance(event, Cut) and min(event.top or 2, event.bottom or 2) < 2:
            ruled(table, i, Named("cut_short"), ["foster:ecarte#cut-packets"],
                  f"A packet of the cut left with fewer than two cards (top {event.top}, bottom {event.bottom}).",
                  "The section names no penalty: the deal stands (a reading).")
        if not isinstance(event, DealFaulted):
            return
        given = own.rounds > 0
        if event.kind == "faced_in_pack" and given:
            self._faced_for_discard(table, i, event)
        elif event.kind in ("faced_in_pack", "imperfect_pack"):
            law = "foster:ecarte#faced" if event.kind == "faced_in_pack" else "foster:ecarte#imperfect"
            said = "A card other than the eleventh found faced in the pack" if event.kind == "faced_in_pack" else (
                "The pack found imperfect; all scores previously made with it stand good")
            ruled(table, i, Named(event.kind), [law], f"{said}.", "A new deal by the same dealer.",
                  persuasive=["foster:11"])
            own.status, own.next_dealer = "redeal", table.dealer
        elif event.kind == "not_cut":
            ruled(table, i, Named("not_cut"), ["foster:ecarte#cut", "foster:ecarte#pone-too-many"],
                  "The pack was not cut; the section requires the cut and names no penalty (Foster's law 14, "
                  "persuasive: a misdeal).", f"A misdeal, which loses the deal: {own.pone} deals next.",
                  persuasive=["foster:14"])
            own.status, own.next_dealer = "passed", own.pone
        elif event.kind == "exposed_in_deal":
            mine = event.seat in (None, table.dealer)
            ruled(table, i, Named("exposed_in_deal"),
                  ["foster:ecarte#dealer-exposes-own" if mine else "foster:ecarte#exposes-adversarys"],
                  f"The dealer exposed {'one of his own cards' if mine else 'a card of the pone'} in dealing.",
                  "The deal stands." if mine else "The pone may claim a fresh deal, having seen none of his cards.",
                  options=() if mine else ("fresh_deal", "stand"))
        elif event.kind in ("out_of_turn", "wrong_pack"):
            self._out_of_turn(table, i, event)
        elif event.kind == "wrong_count":
            self._wrong_count(table, i, event.seat or own.pone, event.count, event.seen)
        elif event.kind == "two_turned":
            self._two_turned(table, i, event)
        elif event.kind == "turned_for_discard":
            if event.card is not None:
                table.apply(Moved(event.card, discards()))
            own.forced = True
            ruled(table, i, Named("turned_for_discard"), ["foster:ecarte#another-trump-turned",
                                                          "foster:ecarte#trump-same"],
                  "The dealer turned up another card in dealing for the discard.",
                  "The card is put aside with the discards, the trump unchanged; the dealer cannot refuse the pone "
                  "another discard if he demands it.")
        else:  # a fault of record format 1 that Écarté's section does not name (mixed rounds, counted cards ...)
            self.game.not_ruled(table, i, event)

    def _cut_for_deal(self, table: Table[EcarteSlot], i: int, event: CutForDeal) -> None:
        """A card cut for the first deal: none cut or shown loses the first deal (foster:ecarte#no-cut); of several
        exposed, the lowest is his cut (foster:ecarte#cut-exposed); equal cards cut again, the new cut deciding the tie
        (foster:ecarte#cutting; Foster's law 5, persuasive)."""
        own, seat = table.own, event.seat or ""
        card = event.card
        if event.cards:
            card = min(event.cards, key=power)
            ruled(table, i, Named("cut_exposed"), ["foster:ecarte#cut-exposed"],
                  f"{seat} exposes {len(event.cards)} cards in cutting.", f"The lowest, {card.name()}, is his cut.")
        if card is None:
            ruled(table, i, Named("no_cut"), ["foster:ecarte#no-cut"],
                  f"{seat} does not cut, or will not show his cut.", f"{seat} loses the first deal.")
            return
        tie = next((c for s, c in own.cuts if s != seat and power(c) == power(card)), None)
        own.cuts.append((seat, card))
        if tie is not None:
            ruled(table, i, Named("cut_tie"), ["foster:ecarte#cutting"],
                  f"{seat} cuts {card.name()}, equal to {tie.name()}; the section is silent on a tie.",
                  "They cut again; the new cut decides only the tie.", persuasive=["foster:5"])
            own.cuts.clear()

    def _wrong_count(self, table: Table[EcarteSlot], i: int, seat: str, count: int | None, seen: bool) -> None:
        """A wrong number of cards from the deal, found: the pone chooses the remedy, or a misdeal, which loses the
        deal; the trump card unchanged, and a King turned not scored (foster:ecarte#misdeal ... #king-not-eleventh)."""
        own = table.own
        held = count if count is not None else own.dealt.get(seat, 5)
        over = held > 5
        pone = seat == own.pone
        if seen:
            laws = ["foster:ecarte#seen-pone", "foster:ecarte#seen-show"] if pone else ["foster:ecarte#seen-dealer"]
            options = ("correct", "misdeal") if pone else (("draw" if over else "supply"), "misdeal")
        elif pone:
            laws = ["foster:ecarte#pone-too-many" if over else "foster:ecarte#pone-too-few"]
            options = ("discard_at_hazard" if over else "supply", "misdeal")
        else:
            laws = ["foster:ecarte#dealer-wrong-count"]
            options = ("draw" if over else "supply", "misdeal")
        laws = ["foster:ecarte#misdeal", *laws, "foster:ecarte#remedied"]
        king = ""
        if own.king == (table.dealer, "turned"):
            laws.append("foster:ecarte#king-not-eleventh")
            own.king = None
            own.uncredit(table.dealer, "foster:ecarte#king-turned")
            king = "; the King turned is not scored, not being the eleventh card"
        own.advised.add(seat)
        own.remedy = seat
        ruled(table, i, Named("wrong_count"), laws, f"{seat} was dealt {held} cards.",
              f"{own.pone} chooses: remedy it, the trump card unchanged, or claim a misdeal, which loses the deal"
              f"{king}.", options=options)

    def _two_turned(self, table: Table[EcarteSlot], i: int, event: DealFaulted) -> None:
        seen = event.seen
        ruled(table, i, Named("two_turned"), ["foster:ecarte#two-turned-seen" if seen else "foster:ecarte#two-turned"],
              f"The dealer turned up more than one card for the trump ({', '.join(c.code for c in event.cards or ())}).",
              "The pone, having seen his hand, must claim a misdeal or take the eleventh card for the trump, the other "
              "set aside." if seen else "The pone selects which card shall be the trump, or claims a new deal by the "
              "same dealer.", options=("misdeal", "eleventh") if seen else ("choose_trump", "fresh_deal"))

    def _faced_for_discard(self, table: Table[EcarteSlot], i: int, event: DealFaulted) -> None:
        to_dealer = event.seat == table.dealer
        ruled(table, i, Named("faced_for_discard"),
              ["foster:ecarte#faced-for-dealer" if to_dealer else "foster:ecarte#faced-for-pone"],
              f"A card found faced in the pack when dealing for the discard, falling to {event.seat}.",
              "The deal stands good." if to_dealer else "The pone may take it, or claim a fresh deal by the same "
              "dealer.", options=() if to_dealer else ("take", "fresh_deal"))

    def _out_of_turn(self, table: Table[EcarteSlot], i: int, event: DealFaulted) -> None:
        own = table.own
        played = bool(table.tricks) or own.round not in ("none", "pone_discard")
        proper = own.pone
        laws = ["foster:ecarte#out-of-turn", "foster:ecarte#proper-turn"]
        if played:
            ruled(table, i, Named("deal_out_of_turn"), ["foster:ecarte#stands-good"],
                  f"{table.dealer} dealt out of turn, found after a discard or a trick played to.",
                  "The deal stands good, and the turn to deal runs on from it.")
            return
        if table.trump is not None and self.game.packs(table) == 1:
            ruled(table, i, Named("deal_out_of_turn"), ["foster:ecarte#set-aside"],
                  f"{table.dealer} dealt out of turn, found after the trump was turned, with one pack in use.",
                  "There is no other pack to take up: the deal stands (a reading).")
            return
        if table.trump is not None:
            laws = ["foster:ecarte#set-aside", "foster:ecarte#proper-turn", "foster:ecarte#two-packs"]
        ruled(table, i, Named("deal_out_of_turn"), laws,
              f"{table.dealer} dealt out of turn (or with the wrong pack), found "
              f"{'after' if table.trump is not None else 'before'} the trump was turned.",
              f"The deal is void: {proper}, whose proper turn it was, deals"
              + (" the other pack; these cards are set aside for the ensuing deal." if table.trump else "."))
        own.status, own.next_dealer = "passed", proper


@dataclass(slots=True)
class EcarteDealPart(DealPart[EcarteSlot]):
    """The deal's phase (``parts.deal.DealPart``), and once the cards are dealt: the trump, the stock's order, the
    King turned."""

    events: frozenset[str] = frozenset({"cut_for_deal", "shuffle", "cut", "deal", "deal_fault", "remark"})

    def take(self, table: Table[EcarteSlot], i: int, event: Event) -> None:
        if isinstance(event, Remarked):  # before the deal: the dealer tells a change of his manner of dealing
            table.own.pattern_told |= event.about == "pattern"
            if isinstance(self.rules, EcarteDealRules):
                self.rules.game.other(table, i, event)
            return
        dealt_now = isinstance(event, DealtEvent) and not self.dealt
        DealPart.take(self, table, i, event)
        if not (dealt_now and isinstance(event, DealtEvent)):
            return
        own = table.own
        own.stock = list(event.stock or ())
        own.dealt = {seat: len(cards) for seat, cards in (event.hands or {}).items()}
        own.pattern = event.pattern
        self._pattern(table, i)
        if event.turn_up is None:
            return
        table.apply(TrumpSet(event.turn_up.suit))
        if event.turn_up.rank != "K":
            return
        counts = [len(cards) for cards in (event.hands or {}).values()]
        if event.hands is not None and any(n != 5 for n in counts):
            ruled(table, i, KING_TURNED, ["foster:ecarte#king-not-eleventh"],
                  f"The King turned up ({event.turn_up.code}), the hands dealt {counts} cards.",
                  "It cannot be scored, because it was not the eleventh card.")
            return
        own.king = (table.dealer, "turned")
        ruled(table, i, KING_TURNED, ["foster:ecarte#king-turned", "foster:ecarte#king-point", "foster:ecarte#deal"],
              f"The King of trumps ({event.turn_up.code}) turned up, the eleventh card.",
              f"{table.dealer}, the dealer, marks one point for it immediately.")
        credit(table, table.dealer, 1, "foster:ecarte#king-turned")

    @staticmethod
    def _pattern(table: Table[EcarteSlot], i: int) -> None:
        """"in whichever manner the dealer begins he must continue during the game" (foster:ecarte#pattern); a change
        for the following game told "when presenting the cards to be cut" (foster:ecarte#pattern-change). The section
        names no penalty: the ruling says so, with no effect."""
        own, dealer = table.own, table.dealer
        this_game = table.carry.game.get("patterns", {}).get(dealer)
        last_game = table.carry.game.get("last_patterns", {}).get(dealer)
        if own.pattern is None:
            return
        if this_game is not None and this_game != own.pattern:
            ruled(table, i, Named("pattern_changed"), ["foster:ecarte#pattern"],
                  f"{dealer} deals {own.pattern}, having begun the game {this_game}.",
                  "The section names no penalty: no effect (a reading).")
        elif this_game is None and last_game not in (None, own.pattern) and not own.pattern_told:
            ruled(table, i, Named("pattern_changed"), ["foster:ecarte#pattern-change"],
                  f"{dealer} deals {own.pattern} in a new game, having dealt {last_game} in the last, without advising "
                  "his adversary when presenting the cards to be cut.",
                  "The section names no penalty: no effect (a reading).")
