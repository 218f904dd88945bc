"""Écarté's proposals, a part of its deal (ecarte.md §6, Proposals): the pone stands ("I play") or proposes
("Cards"); the dealer accepts ("How many?") or refuses ("Play"); each round after an acceptance the pone discards and
is given as many from the top of the stock, then the dealer discards and takes his; "the pone may either stand or
propose again, and the dealer may either give or refuse" (foster:ecarte#propose-again), until a stand or a refusal.
The first answer fixes the scoring (``scoring.FirstAnswer``). Every wrong number of cards given, asked or taken is a
fact with its remedy (ecarte.md §7)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...cards import Card
from ...law.rulings import Named
from ...record import Discarded, Event
from ...table.facts import Moved
from ...table.owner import ruled
from ...table.places import discards, hand
from ...table.state import Table
from . import kings
from .events import DrawnFrom, Given
from .slot import EcarteSlot, end_with_point, unadvised

if TYPE_CHECKING:
    from . import Ecarte

ANSWER_BARRED = Named("answer_barred")
EVENTS = frozenset({"propose", "accept", "refuse", "stand", "discard", "give", "draw_from", "mark_king",
                    "unmark_king", "remark", "elect", "look_back"})


@dataclass(slots=True)
class Proposals:
    """The proposals and the rounds of discards, from the deal to the first lead."""

    game: Ecarte
    events: frozenset[str] = field(default=EVENTS)

    def whose_turn(self, table: Table[EcarteSlot]) -> str | None:
        own = table.own
        if own.settled:
            return None
        if own.open_proposal or own.round in ("give_pone", "dealer_discard", "give_dealer"):
            return table.dealer
        return own.pone

    def legal(self, table: Table[EcarteSlot], event: Event) -> bool:
        return event.seat == self.whose_turn(table)

    def done(self, table: Table[EcarteSlot]) -> bool:
        return table.own.settled

    def leave(self, table: Table[EcarteSlot]) -> None:
        """The first lead with the proposals not settled: a proposal left unanswered is read as refused (a reading);
        no proposal at all, the pone "plays without proposing" (foster:ecarte#stand)."""
        own = table.own
        if own.settled:
            return
        if own.open_proposal:
            self._refused(table, None, unanswered=True)
        elif own.first is None:
            own.first = "stood"
        self._settle(table)

    def take(self, table: Table[EcarteSlot], i: int, event: Event) -> None:
        kind = event.type
        if kind in ("propose", "stand"):
            table.own.remedy = None
        if kind == "mark_king":
            kings.mark(table, i, event)
        elif kind == "unmark_king":
            kings.unmark(table, i, event)
        elif kind in ("remark", "elect", "look_back"):
            self.game.other(table, i, event)
        elif table.own.remedy is not None and kind in ("discard", "give", "draw_from") and table.own.rounds == 0:
            self._remedy(table, i, event)
        elif kind == "propose":
            self._propose(table, i, event)
        elif kind in ("accept", "refuse"):
            self._answer(table, i, event)
        elif kind == "stand":
            self._stand(table, i, event)
        elif isinstance(event, Discarded):
            self._discard(table, i, event)
        elif isinstance(event, Given):
            self._give(table, i, event)
        else:
            self._barred(table, i, event, "the section gives this player no such step here")

    # -- the steps ------------------------------------------------------------------------------------------------

    def _barred(self, table: Table[EcarteSlot], i: int, event: Event, why: str) -> None:
        ruled(table, i, ANSWER_BARRED, ["foster:ecarte#irrevocable", "foster:ecarte#accept-refuse"],
              f"A {event.type} by {event.seat}: {why}.", "No effect: a proposal, acceptance or refusal once made "
              "cannot be changed or taken back.")

    def _settle(self, table: Table[EcarteSlot]) -> None:
        own = table.own
        own.settled = True
        own.round = "none"
        own.before_play = table.snapshot()

    def _propose(self, table: Table[EcarteSlot], i: int, event: Event) -> None:
        own = table.own
        if event.seat != own.pone:
            self._barred(table, i, event, "the dealer does not propose")
        elif own.settled or own.open_proposal or own.round not in ("none", "dealer_discard", "over"):
            self._barred(table, i, event, "the proposals are settled, or a proposal or a round is open")
        else:
            own.open_proposal, own.round = True, "none"

    def _answer(self, table: Table[EcarteSlot], i: int, event: Event) -> None:
        own = table.own
        if event.seat != table.dealer or not own.open_proposal:
            self._barred(table, i, event, "no proposal of the pone's is open to the dealer's answer")
        elif event.type == "accept":
            own.open_proposal = False
            own.first = own.first or "accepted"
            own.rounds += 1
            own.round, own.asked, own.taken = "pone_discard", {}, {}
        elif own.forced:
            ruled(table, i, ANSWER_BARRED, ["foster:ecarte#another-trump-turned"],
                  "The dealer refuses a proposal, having turned up another trump in dealing for the discard.",
                  "He cannot refuse his adversary another discard: the proposal stands accepted.")
            own.forced = False
            own.open_proposal, own.rounds = False, own.rounds + 1
            own.round, own.asked, own.taken = "pone_discard", {}, {}
        else:
            self._refused(table, i, unanswered=False)
            self._settle(table)

    def _refused(self, table: Table[EcarteSlot], i: int | None, unanswered: bool) -> None:
        own = table.own
        own.open_proposal = False
        said = " (a proposal left unanswered at the first lead, read as refused)" if unanswered else ""
        if own.first is None:
            own.first = "refused"
            if unanswered:
                ruled(table, i, Named("unanswered"), ["foster:ecarte#accept-refuse",
                                                      "foster:ecarte#stand-refuse-penalty"],
                      f"The dealer refused the first proposal{said}.",
                      f"{table.dealer} must win at least three tricks or lose two points (a reading).")
        else:
            ruled(table, i, Named("later_refusal"), ["foster:ecarte#propose-again", "foster:ecarte#accepted-scoring"],
                  f"The dealer refused a later proposal{said}.", "No penalty for failure to make three tricks.")

    def _stand(self, table: Table[EcarteSlot], i: int, event: Event) -> None:
        own = table.own
        if event.seat != own.pone:
            self._barred(table, i, event, "the dealer does not stand")
        elif own.open_proposal:
            self._barred(table, i, event, "his proposal cannot be taken back")
        elif own.settled:
            own.notified = True  # "I play", said before he leads (foster:ecarte#i-play)
        else:
            if own.first is None:
                own.first = "stood"
            else:
                ruled(table, i, Named("later_refusal"), ["foster:ecarte#propose-again",
                                                         "foster:ecarte#accepted-scoring"],
                      f"{own.pone} stands after a round of discards.",
                      "No penalty for failure to make three tricks.")
            own.notified = True
            self._settle(table)

    def _remedy(self, table: Table[EcarteSlot], i: int, event: Event) -> None:
        """A wrong number from the deal remedied as the pone chose: cards discarded (shown to the dealer, where seen),
        supplied from the remainder of the pack, or drawn face downward from the dealer's hand; the trump card
        unchanged (foster:ecarte#remedied)."""
        own = table.own
        if isinstance(event, Discarded):
            for card in event.discarded:
                table.apply(Moved(card, discards(event.seat)))
        elif isinstance(event, Given):
            self._give_cards(table, i, event, event.to or own.remedy or own.pone, event.count or 0)
        elif isinstance(event, DrawnFrom) and event.from_ is not None:
            for card in event.cards or ():
                table.apply(Moved(card, discards(event.seat)))

    def _discard(self, table: Table[EcarteSlot], i: int, event: Discarded) -> None:
        own, seat = table.own, event.seat or ""
        if unadvised(table, i, seat):
            return
        laid = event.discarded
        count = event.count if event.count is not None else len(laid)
        step = "pone_discard" if seat == own.pone else "dealer_discard"
        if own.round != step or own.settled:
            self._barred(table, i, event, "it is not his turn to discard in a round after an acceptance")
            return
        for card in laid:
            table.apply(Moved(card, discards(seat)))
        own.asked[seat] = count
        own.round = "give_pone" if seat == own.pone else "give_dealer"
        if seat != own.pone:
            return
        if count == 0:
            ruled(table, i, Named("at_least_one"), ["foster:ecarte#at-least-one"],
                  f"{seat}, who proposed, discards no card.", "The section names no penalty: no effect (a reading).")
        if laid and count > len(laid):
            own.king_lost.add(seat)
            ruled(table, i, Named("pone_asked_more"), ["foster:ecarte#pone-asks-more",
                                                       "foster:ecarte#draw-superfluous",
                                                       "foster:ecarte#dealer-marks-point", "foster:ecarte#pone-no-king"],
                  f"{seat} asks for {count} cards, having laid out {len(laid)}.",
                  f"{table.dealer} may play the hand, drawing the superfluous cards, or not play and mark the point; "
                  f"either way {seat} cannot mark the King.", options=("play", "take_point"))
        elif laid and count < len(laid):
            ruled(table, i, Named("pone_asked_fewer"), ["foster:ecarte#pone-asks-fewer"],
                  f"{seat} asks for {count} cards, having laid out {len(laid)}.",
                  f"{seat} plays the hand as it is and may mark the King; each trick to which he has no card to play "
                  f"is {table.dealer}'s.")

    def _give(self, table: Table[EcarteSlot], i: int, event: Given) -> None:
        own, dealer = table.own, table.dealer
        to = event.to or (own.pone if own.round == "give_pone" else dealer)
        if to == dealer and own.round == "over" and own.asked.get(dealer, 0) > self._taken(own, dealer):
            own.taken[dealer] = self._taken(own, dealer) + self._give_cards(
                table, i, event, to, event.count or own.asked[dealer] - self._taken(own, dealer))
            return  # the dealer makes good his own deficiency before he plays (foster:ecarte#dealer-too-few)
        step = "give_pone" if to == own.pone else "give_dealer"
        if own.round != step and not (to == dealer and own.round == "dealer_discard"):
            self._barred(table, i, event, f"no discard of {to}'s is waiting to be given for")
            return
        asked = own.asked.get(to, 0)
        n = self._give_cards(table, i, event, to, event.count if event.count is not None else asked)
        own.taken[to] = n
        own.round = "dealer_discard" if to == own.pone else "over"
        if to == own.pone and n != asked:
            if not (own.king and own.king[0] == dealer):
                own.king_lost.add(dealer)
            end_with_point(table, i, dealer, False, Named("gave_wrong_number"), ["foster:ecarte#gives-wrong-number"],
                           f"{dealer} gives {own.pone} {n} cards, {own.pone} having asked for {asked}.")
        elif to == dealer and n > asked:
            if not (own.king and own.king[0] == dealer):
                own.king_lost.add(dealer)
            end_with_point(table, i, dealer, False, Named("dealer_too_many"), ["foster:ecarte#dealer-too-many"],
                           f"{dealer} gives himself {n} cards, wanting {asked}.")
        elif to == dealer and n < asked:
            ruled(table, i, Named("dealer_too_few"), ["foster:ecarte#dealer-too-few"],
                  f"{dealer} gives himself {n} cards, wanting {asked}.",
                  "He may make the deficiency good without penalty before he plays a card; after, each trick to which "
                  f"he has no card to play is {own.pone}'s.")

    @staticmethod
    def _taken(own: EcarteSlot, seat: str) -> int:
        return own.taken.get(seat, 0)

    def _give_cards(self, table: Table[EcarteSlot], i: int, event: Given, to: str, count: int) -> int:
        """The cards given to ``to``: those the record names, else the top ``count`` of the stock, then, the pack
        exhausted, his own discards (foster:ecarte#pack-exhausted). The number given."""
        own = table.own
        cards: list[Card] = list(event.cards or ())
        if not cards:
            cards = own.stock[:count]
        own.stock = [c for c in own.stock if c not in cards]
        back = [c for c in cards if table.where.get(c) == discards(to)]
        if back or (event.cards is None and count > len(cards) and own.stock == []):
            ruled(table, i, Named("pack_exhausted"), ["foster:ecarte#pack-exhausted", "foster:ecarte#no-cards-left"],
                  f"The stock cannot fill the {count} cards {to} asked for.",
                  f"{to} takes back a sufficient number from his discards; no penalty.")
        for card in cards:
            table.apply(Moved(card, hand(to)))
        return len(cards) if event.cards is not None else count
