"""Napoleon as a registered game that owns its deal: its seats, codes, pack, options, events, parts, ranking,
settlement, ledger and words."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from ...ledger.counters import CountersLedger
from ...parts.auction import Auction
from ...parts.deal import DealPart
from ...parts.play import Play
from ...record import Event
from ...table.owner import DealOwner, basis
from ..base import EVENTS, Ranking
from .events import Bought, Peeped
from .options import OPTIONS, agreed
from .ranking import ranking
from .rules import Bidding, Rules, suit_said
from .settle import settle
from .slot import Slot

if TYPE_CHECKING:
    from ...ledger.base import Ledger
    from ...ledger.settlement import Settlement
    from ...parts.base import Part
    from ...record import Record
    from ...table.state import Table

class Napoleon(DealOwner[Slot]):
    name = "napoleon"
    title = "Napoleon"
    seats = (2, 3, 4, 5, 6, 7)
    seats_said = "Napoleon is played by two to six (seven under Keller, with the pack of thirty-six)."
    codes = ("foster", "keller")
    runs_on = True
    turns_up = False
    unit = "counters"
    against = "against all the others"
    own_events: ClassVar[Mapping[str, type[Event]]] = {"buy": Bought, "peep": Peeped}
    own_options = OPTIONS
    table_options = OPTIONS
    events = EVENTS | {"bid", "take_widow", "buy", "peep"}
    labels: ClassVar[Mapping[str, str]] = {"bid": "Bid", "pass": "Pass", "buy": "Buy", "peep": "Peep",
                                           "take_widow": "Take the widow", "make": "Name the trump",
                                           "outcome": "Tricks the bidder took"}

    def codes_for(self, seats: int) -> tuple[str, ...]:
        return ("keller",) if seats == 7 else self.codes

    def pack_size(self, seats: int) -> int:
        return 52

    def pack_in_use(self, seats: int, code: str) -> int:
        """Foster's fifty-two (foster:napoleon#pack); Keller's thirty-two, or thirty-six with seven
        (keller:napoleon#pack, #packs-by-number)."""
        return 52 if code != "keller" else 36 if seats == 7 else 32

    def new_slot(self, table: Table[Slot]) -> Slot:
        return Slot()

    def parts(self, table: Table[Slot]) -> Sequence[Part[Slot]]:
        rules = Rules(table)
        auction: Auction[Slot] = Auction(Bidding(rules), also=frozenset({"buy", "peep", "take_widow", "discard"}),
                                         aside=rules.aside)
        play: Play[Slot] = Play(rules, also=frozenset({"make", "take_widow", "discard"}))
        rules.auction, rules.play = auction, play
        return [DealPart(rules), auction, play]

    def ranking_at(self, table: Table[Slot]) -> Ranking:
        return ranking(table.record.code == "keller", table.trump)

    def over(self, table: Table[Slot]) -> bool:
        own = table.own
        return bool(own.void or own.bound or own.revoke or own.abandoned is not None or len(table.closed) >= 5)

    def settle(self, table: Table[Slot]) -> Settlement:
        return settle(table)

    def ledger(self, record: Record) -> Ledger:
        return CountersLedger(record.options.counters or 50, bool(agreed(record, "pool")))

    def deal_fields(self, table: Table[Slot]) -> dict[str, Any]:
        own = table.own
        bid = own.bid
        return {
            "maker": own.bidder or own.bound, "alone": own.bidder is not None, "lone": own.bidder,
            "trump": "NT" if bid is not None and bid.kind == "misere" else (
                suit_said(table.trump) if table.trump is not None else None),
            "bid": None if bid is None else {
                "seat": own.bidder, "value": bid.tricks, "misere": bid.kind == "misere",
                "name": bid.kind if bid.five else None},
            "tricks_won": {seat: table.tricks_won(seat) for seat in table.in_deal},
            "dealer_out": table.dealer not in table.in_deal,
            "basis": basis(*self._decided(table)),
        }

    def _decided(self, table: Table[Slot]) -> list[tuple[str, tuple[str, ...]]]:
        """The laws that decide the deal's fields, as its facts make them."""
        keller = table.record.code == "keller"
        own = table.own
        out: list[tuple[str, tuple[str, ...]]] = []
        if table.dealer not in table.in_deal:
            out.append(("dealer_out", ("foster:napoleon#players",)))
        if own.bidder is not None:
            out.append(("maker", ("keller:napoleon#bidding", "keller:napoleon#names-trump") if keller else (
                "foster:napoleon#bidding", "foster:napoleon#pass")))
        if table.trump is not None or own.bid is not None and own.bid.kind == "misere":
            out.append(("trump", ("keller:napoleon#leads",) if keller else (
                "foster:napoleon#misere",) if own.bid is not None and own.bid.kind == "misere" else (
                "foster:napoleon#first-lead",)))
        if table.tricks:
            out.append(("tricks", ("keller:napoleon#regular-rules", "keller:napoleon#pack") + (
                ("keller:napoleon#packs-by-number",) if table.record.options.pack else ()) if keller else (
                "foster:napoleon#pack", "foster:napoleon#follow-suit", "foster:napoleon#trick-winner")))
        if table.status == "scored":
            out.append(("score", ("keller:napoleon#each-for-himself", "keller:napoleon#chips") if keller else (
                "foster:napoleon#counters",)))
        if table.next_dealer is not None:
            redeal = table.status == "redeal"
            out.append(("next_dealer", ("keller:napoleon#deal", "keller:napoleon#regular-rules") if keller else (
                ("foster:napoleon#misdeal-keeps-deal",) if redeal else ("foster:napoleon#deal-passes",))))
        return out


NAPOLEON = Napoleon()
