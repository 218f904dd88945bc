"""One deal's rules of Napoleon, as the parts ask them (``parts.deal.DealRules``, ``parts.auction.BidRules``,
``parts.play.PlayRules``): the deal's faults, the bidding and its variations, the play and its irregularities.
Each ruling cites the section's sentence by its anchor; where the section is silent, the nearest Euchre law as
persuasive, the silence said (napoleon-spoil-five.md §7.8)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...cards import RANKS, Card, Suit
from ...law.laws import for_point
from ...law.rulings import Irregularity, Named
from ...parts.auction import Auction, Fault
from ...parts.play import How, Play
from ...record import (
    BidMade,
    CardExposed,
    CardPlayed,
    Claimed,
    Cut,
    CutForDeal,
    DealFaulted,
    Dealt,
    Discarded,
    Elected,
    Event,
    LookedBack,
    OutcomeAgreed,
    TrumpMade,
    WidowTaken,
)
from ...table.facts import HandOver, Moved, TrumpSet, TurnSet
from ...table.owner import ruled
from ...table.places import STOCK, WIDOW, discards, hand
from ..base import Ranking
from . import bids
from .events import Bought, Peeped
from .options import agreed, dealer_out
from .ranking import ranking
from .slot import Slot

if TYPE_CHECKING:
    from ...table.state import Table

#: The sentence by which each variation is played where agreed (its option's name).
VARIATION = {"misere": "foster:napoleon#misere", "wellington": "foster:napoleon#wellington",
             "blucher": "foster:napoleon#blucher", "purchase": "foster:napoleon#purchase",
             "peep": "foster:napoleon#peep", "widow": "foster:napoleon#widow"}
SILENT = "Foster's Napoleon is silent on this; "

DEALER_BOUND = Named("dealer_bound")
PLAYED_ON = Named("played_on")
PURCHASE = Named("purchase")
PEEP = Named("peep")
NOT_AGREED = Named("variation_not_agreed")

#: The deal faults Foster's section names a misdeal (foster:napoleon#misdeal).
MISDEALS = frozenset({"faced_in_pack", "exposed_in_deal", "wrong_count", "mixed_rounds", "not_cut"})


class Rules:
    """Napoleon's rules for one deal: the parts' protocols, answered from the game's options and the table."""

    def __init__(self, table: Table[Slot]) -> None:
        self.keller = table.record.code == "keller"
        self.auction: Auction[Slot] | None = None
        self.play: Play[Slot] | None = None

    # -- the deal ---------------------------------------------------------------------------------------------

    def dealt_out(self, table: Table[Slot], seats_dealt: tuple[str, ...]) -> tuple[str, ...]:
        """At the deal: who should have dealt (the lowest cut, the ace below the deuce, for the first deal; else the
        last dealer's left), and the dealer out with five or six."""
        own, expected = table.own, table.carry.dealer
        if own.cuts:
            low = {seat: (card.rank != "A", RANKS.index(card.rank)) for seat, card in own.cuts.items()}
            expected = min(low, key=low.__getitem__)
        if expected is not None and expected != table.dealer:
            ruled(table, None, Irregularity.DEAL_OUT_OF_TURN,
                  ["keller:napoleon#deal", "foster:7"] if self.keller and own.cuts else
                  ["keller:napoleon#regular-rules", "foster:13"] if self.keller else
                  ["foster:napoleon#cutting", "foster:napoleon#deal-out-of-turn"] if own.cuts else
                  ["foster:napoleon#deal-out-of-turn"],
                  f"{table.dealer} dealt; it was {expected}'s deal.",
                  "The deal stands good; the deal passes to the left of the player who dealt.")
        return (table.dealer,) if dealer_out(table.record) else ()

    def fault(self, table: Table[Slot], i: int, event: Event) -> None:
        if isinstance(event, CutForDeal) and event.seat is not None and event.card is not None:
            table.own.cuts[event.seat] = event.card  # a tie cut again: the new cut decides the tie
            return
        if isinstance(event, Cut) and min(event.top or 4, event.bottom or 4) < 4 and not self.keller:
            ruled(table, i, Irregularity.IMPROPER_CUT, ["foster:napoleon#dealing"],
                  "A packet of fewer than four cards left in the cut: the section names no penalty.",
                  "The deal stands.")
            return
        if not isinstance(event, DealFaulted):
            if isinstance(event, Dealt):  # a second deal: the first stands
                ruled(table, i, Irregularity.NOT_RULED, [], "A second deal recorded in one deal.", "No effect.")
            return
        kind, seat, own = event.kind, event.seat, table.own
        spoken = self.auction is not None and seat is not None and seat in self.auction.spoken
        begun = self.auction is None or self.auction.over or table.tricks
        if kind == "wrong_count" and seat is not None and (spoken or begun):
            count = event.count if event.count is not None else len(table.hand(seat))
            if count != 5:
                own.foul[seat] = "more" if count > 5 else "fewer"
            ruled(table, i, Irregularity.WRONG_NUMBER_OF_CARDS,
                  ["keller:napoleon#regular-rules",
                   "foster:23"] if self.keller else ["foster:napoleon#wrong-count-after-bid"],
                  f"{seat} found {count} cards after he had bid or passed.",
                  "The deal stands and the hand is played out; the foul hand is settled as the section says.")
            return
        if begun:
            ruled(table, i, Irregularity.MISDEAL,
                  ["foster:napoleon#wrong-count-after-bid"] if not self.keller else ["keller:napoleon#regular-rules"],
                  f"A deal fault ({kind.replace('_', ' ')}) recorded after the bidding: a reading of "
                  "#wrong-count-after-bid.", "The deal stands and is played out.")
            return
        if self.keller:
            laws, _, _ = for_point("foster", f"fault-{kind.replace('_', '-')}")
            lost = any(c.id == "foster:14" for c in laws)
            status = "passed" if lost else "redeal"
            ruled(table, i, Irregularity.MISDEAL if lost else Irregularity.NEW_DEAL,
                  ["keller:napoleon#regular-rules", *(f"{c.id}" for c in laws)],
                  f"A deal fault ({kind.replace('_', ' ')}); the regular game's law governs Napoleon.",
                  "A misdeal loses the deal: it passes to the left." if lost else "The same dealer deals again.")
            self._void(table, status)
            return
        if kind in MISDEALS:
            misdeal = ["foster:napoleon#misdeal", "foster:napoleon#misdeal-keeps-deal"]
            if kind == "wrong_count" and seat is not None:
                misdeal.insert(0, "foster:napoleon#wrong-count-before-bid")
            ruled(table, i, Irregularity.MISDEAL, misdeal, f"A misdeal ({kind.replace('_', ' ')}).",
                  "The misdealer must deal again with the same pack; a misdeal does not lose the deal.")
            self._void(table, "redeal")
        elif kind == "out_of_turn":
            ruled(table, i, Irregularity.DEAL_OUT_OF_TURN, ["foster:napoleon#deal-out-of-turn"],
                  "A deal begun out of turn.",
                  "He must finish, and the deal stands good.")
        elif kind == "wrong_pack":
            ruled(table, i, Irregularity.WRONG_PACK, ["foster:napoleon#misdeal-keeps-deal"],
                  SILENT + "Foster's law 13 is cited as persuasive.", "The deal stands.", persuasive=["foster:13"])
        else:
            laws, _, _ = for_point("foster", f"fault-{kind.replace('_', '-')}")
            ruled(table, i, Irregularity.NEW_DEAL, ["foster:napoleon#misdeal-keeps-deal"],
                  SILENT + f"the Euchre law on it ({', '.join(c.id for c in laws)}) is cited as persuasive.",
                  "The same dealer deals again.", persuasive=[c.id for c in laws])
            self._void(table, "redeal")

    def _void(self, table: Table[Slot], status: str) -> None:
        table.own.void = status
        table.apply(HandOver(status, table.dealer if status == "redeal" else table.left_of(table.dealer, table.seats)))

    # -- the bidding ------------------------------------------------------------------------------------------

    def order(self, table: Table[Slot]) -> tuple[str, ...]:
        """From the eldest hand (the dealer's left) round to the dealer, or, with the dealer out, to his right."""
        return table.rotation(table.left_of(table.dealer))

    def rank(self, table: Table[Slot], i: int, bid: BidMade) -> int | None:
        own, seat = table.own, bid.seat or ""
        if own.void:
            return None
        wanted = bids.held(bid)
        if self.keller and (bid.misere or bid.name not in (None, "nap")):
            ruled(table, i, Irregularity.BID, ["keller:napoleon#bidding", "keller:napoleon#bid-more"],
                  f"{seat} bid {wanted.said()}: Keller's Napoleon has no such bid.", "No effect: his pass.")
            return None
        if not 0 < wanted.tricks <= 5 and wanted.kind != "misere":
            ruled(table, i, Irregularity.BID,
                  ["foster:napoleon#bidding" if not self.keller else "keller:napoleon#bidding"],
                  f"{seat} bid {bid.value} tricks: a bid is of one to five tricks.", "No effect: his pass.")
            return None
        variation = {"misere": "misere", "wellington": "wellington", "blucher": "blucher"}.get(wanted.kind)
        if variation and not agreed(table.record, variation):
            ruled(table, i, NOT_AGREED, [VARIATION[variation]],
                  f"{seat} bid {wanted.said()}, a variation not agreed before play.", "No effect: his pass.")
            return None
        if own.widow_taker == seat and not wanted.five:
            ruled(table, i, Irregularity.WIDOW, ["foster:napoleon#widow"],
                  f"{seat} took the widow and bid {wanted.said()}: he must bid nap on the cards he selects.",
                  "His lower bid is of no effect: the taking is his bid of nap.")
            return bids.rank(bids.Held("nap", 5))
        return bids.rank(wanted)

    def ends(self, table: Table[Slot], bid: BidMade) -> bool:
        wanted = bids.held(bid)
        if self.keller or wanted.kind == "blucher":
            return wanted.five
        if table.own.widow_taker == bid.seat:
            wanted = bids.Held("nap", 5)
        if wanted.kind == "nap":
            return not (agreed(table.record, "wellington") or agreed(table.record, "blucher"))
        return wanted.kind == "wellington" and not agreed(table.record, "blucher")

    def fault_of_bid(self, table: Table[Slot], i: int, event: Event, fault: Fault) -> None:
        seat = event.seat or ""
        if table.own.void or fault == "late" and event.type == "pass":  # a pass once the bidding is over says nothing
            return
        if fault == "out_of_turn":
            ruled(table, i, Irregularity.OUT_OF_TURN_BID, [],
                  f"{seat} {'bid' if event.type == 'bid' else 'passed'} out of turn: "
                  + ("Keller" if self.keller else "Foster's Napoleon") + " is silent; Call-Ace's law 51 is cited as "
                  "persuasive.", "It waits for his turn, and stands then.", persuasive=["callace:51"])
        elif fault == "not_higher":
            ruled(table, i, Irregularity.BID,
                  ["keller:napoleon#bid-more", "keller:napoleon#one-bid"] if self.keller
                  else ["foster:napoleon#increase"],
                  f"{seat}'s bid is not higher than the bid holding.", "No effect: it is his pass, his one bid.")
        else:
            ruled(table, i, Irregularity.BID,
                  ["keller:napoleon#one-bid"] if self.keller else ["foster:napoleon#no-second-bid"],
                  f"{seat} {'bid' if event.type == 'bid' else 'passed'} "
                  + ("after the bidding ended." if fault == "late" else "a second time."),
                  "No effect: there is no second bid, and the first stands.")

    def closed(self, table: Table[Slot], holder: tuple[int, BidMade] | None) -> None:
        own = table.own
        if own.void:
            return
        if holder is None and own.widow_taker is not None:  # the widow taken and no bid of his: his nap
            holder = (-1, BidMade(own.widow_taker, 5, name="nap"))
        if holder is None:
            order = self.order(table)
            if self.keller or not order:
                ruled(table, None, Irregularity.NOT_RULED, ["keller:napoleon#regular-rules", "foster:22"],
                      "No one bid: Keller is silent, and the regular game's law binds.",
                      "The deal is void and passes to the left.")
                own.void = "passed"
                table.apply(HandOver("passed", table.left_of(table.dealer, table.seats)))
                return
            own.bound = order[-1]
            ruled(table, None, DEALER_BOUND, ["foster:napoleon#dealer-bound", "foster:napoleon#never-abandoned"],
                  f"All passed to {own.bound}, bound to bid at least one trick"
                  + (" (the dealer out: the player on his right, the last dealt cards, a reading)"
                     if dealer_out(table.record) else "")
                  + "; his pass is read as his bid of one given up.",
                  f"{own.bound} pays one counter to each adversary; the hand is not played.")
            return
        i, bid = holder
        seat = bid.seat or ""
        own.bidder, own.bid_event = seat, i if i >= 0 else None
        own.bid = bids.Held("nap", 5) if own.widow_taker == seat and not bids.held(bid).five else bids.held(bid)
        if own.bid.kind == "misere":
            table.apply(TrumpSet(None))
        if self.play is not None:
            self.play.leader = seat
        table.apply(TurnSet(seat))
        if agreed(table.record, "peep") and not agreed(table.record, "widow"):
            for card in [c for c, p in table.where.items() if p == WIDOW]:  # foster:napoleon#peep-taken
                table.apply(Moved(card, hand(seat)))

    def aside(self, table: Table[Slot], i: int, event: Event) -> None:
        """The events of the bidding besides bids and passes: a purchase, a peep, the widow taken."""
        own, seat = table.own, event.seat or ""
        auction = self.auction
        assert auction is not None
        if isinstance(event, Bought):
            if not self._variation(table, i, event, "purchase", pooled=True):
                return
            if seat in own.bought or auction.spoken or auction.over or seat != self._next_to_buy(table):
                ruled(table, i, PURCHASE, ["foster:napoleon#purchase-once"],
                      f"{seat} bought out of turn, a second time, or after the bids began.", "No effect.")
                return
            own.bought.add(seat)
            laid = list(event.discards or ())
            given = list(event.cards) if event.cards is not None else [
                c for c, p in table.where.items() if p == STOCK][: event.count]
            for card in laid:
                table.apply(Moved(card, discards(seat)))
            for card in given:
                table.apply(Moved(card, hand(seat)))
            if given:
                own.pool_paid.append((seat, len(given), "foster:napoleon#purchase"))
            ruled(table, i, PURCHASE, ["foster:napoleon#purchase"], f"{seat} exchanged {len(given)} cards.",
                  f"{len(given)} counters from {seat} to the pool.")
        elif isinstance(event, Peeped):
            if not self._variation(table, i, event, "peep", pooled=True):
                return
            if seat in own.peeped or seat in auction.spoken or auction.over or seat != auction.whose_turn(table):
                ruled(table, i, PEEP, ["foster:napoleon#peep"],
                      f"{seat} peeped after his bid or pass, or a second time.",
                      "No effect: no counter paid.")
                return
            own.peeped.add(seat)
            own.pool_paid.append((seat, 1, "foster:napoleon#peep"))
            ruled(table, i, PEEP, ["foster:napoleon#peep"], f"{seat} peeped at the widow's card.",
                  "One counter to the pool.")
        elif isinstance(event, WidowTaken):
            if not self._variation(table, i, event, "widow", pooled=False):
                return
            if own.widow_taker is not None or seat != auction.whose_turn(table):
                ruled(table, i, Irregularity.WIDOW, ["foster:napoleon#widow"],
                      f"{seat} took the widow out of turn or a second time.",
                      "No effect.")
                return
            holding = auction.holder
            if holding is not None and bids.held(holding[1]).five and not (
                    agreed(table.record, "wellington") or agreed(table.record, "blucher")):
                ruled(table, i, Irregularity.WIDOW, ["foster:napoleon#widow", "foster:napoleon#nap"],
                      f"{seat} took the widow after a nap, with no better bid agreed.", "No effect: he keeps his hand.")
                return
            own.widow_taker = seat
            for card in [c for c, p in table.where.items() if p == WIDOW]:
                table.apply(Moved(card, hand(seat)))
            ruled(table, i, Irregularity.WIDOW, ["foster:napoleon#widow"], f"{seat} took the widow.",
                  "He selects five of the ten cards and must bid nap.")
        elif isinstance(event, Discarded):
            self.discard(table, i, event)

    def _next_to_buy(self, table: Table[Slot]) -> str | None:
        return next((s for s in self.order(table) if s not in table.own.bought), None)

    def _variation(self, table: Table[Slot], i: int, event: Event, name: str, pooled: bool) -> bool:
        """Whether the variation ``name`` is agreed (and the pool, where it is a variation of the pool game); if
        not, the event is of no effect, ruled so."""
        if self.keller or not agreed(table.record, name) or (
                pooled and not agreed(table.record, "pool")) or (
                name == "peep" and agreed(table.record, "widow")):
            ruled(table, i, NOT_AGREED, [VARIATION[name]],
                  f"A {event.type.replace('_', ' ')} by {event.seat}: "
                  + ("Keller's Napoleon has no such variation." if self.keller else
                     f"the variation ({name}) is not agreed before play" + (", or the pool is not" if pooled else "")
                     + "."), "No effect.")
            return False
        return True

    def discard(self, table: Table[Slot], i: int, event: Discarded) -> None:
        seat = event.seat or ""
        cards = event.discarded
        if seat not in (table.own.widow_taker, table.own.bidder) or not all(table.holds(seat, c) for c in cards):
            ruled(table, i, Irregularity.DISCARD, ["foster:napoleon#widow", "foster:napoleon#peep-taken"],
                  f"A discard by {seat}, who took no widow.", "No effect.")
            return
        for card in cards:
            table.apply(Moved(card, discards(seat)))

    # -- the play ---------------------------------------------------------------------------------------------

    def ranking(self, table: Table[Slot]) -> Ranking:
        return ranking(self.keller, table.trump)

    def must_lead(self, table: Table[Slot], seat: str) -> frozenset[Card] | None:
        own = table.own
        if self.keller or table.tricks or seat != own.bidder or own.named is None:
            return None
        return frozenset(c for c in table.hand(seat) if c.suit is own.named) or None

    def played(self, table: Table[Slot], i: int, event: CardPlayed, how: How) -> None:
        own, seat, card = table.own, event.seat or "", event.card
        assert card is not None
        first = len(table.tricks) == 1 and len(table.tricks[0].plays) == 1
        if first:
            self._hands_at_play(table)
        if first and seat == own.bidder and own.bid is not None and own.bid.kind != "misere" and own.named is None:
            table.apply(TrumpSet(card.suit))  # foster:napoleon#first-lead; keller:napoleon#leads
        if how == "lead_out_of_turn" or how == "wrong_lead":
            self._out_of_turn(table, i, seat, lead=True, wrong=how == "wrong_lead")
        elif how == "play_out_of_turn":
            self._out_of_turn(table, i, seat, lead=False, wrong=False)
        if self.keller and own.bid is not None and own.bidder == seat and not own.bid.five and own.played_on is None:
            trick = table.trick
            if trick is not None and len(trick.plays) == 1 and table.tricks_won(seat) >= own.bid.tricks:
                own.played_on, own.played_on_trick = i, len(table.tricks) - 1
                ruled(table, i, PLAYED_ON, ["keller:napoleon#continue", "keller:napoleon#stop"],
                      f"{seat}, his bid of {own.bid.said()} made, led to the next trick: he played on.",
                      "His opponents may compel him to play for all five (compel_five) before this trick is quitted.",
                      options=["compel_five"])

    def _hands_at_play(self, table: Table[Slot]) -> None:
        """At the first card, each hand not of five is foul, found in the play (foster:napoleon#wrong-count-after-bid;
        Peep Nap's bidder who did not discard holds six)."""
        trick = table.trick
        for seat in table.in_deal:
            held = len(table.hand(seat)) + sum(1 for s, _ in (trick.plays if trick else []) if s == seat)
            if held != 5 and seat not in table.own.foul:
                table.own.foul[seat] = "more" if held > 5 else "fewer"
                ruled(table, None, Irregularity.WRONG_NUMBER_OF_CARDS,
                      ["keller:napoleon#regular-rules",
                       "foster:23"] if self.keller else ["foster:napoleon#wrong-count-after-bid"],
                      f"{seat} held {held} cards when the play began.",
                      "The deal stands and the hand is played out; the foul hand is settled as the section says.")

    def _out_of_turn(self, table: Table[Slot], i: int, seat: str, lead: bool, wrong: bool) -> None:
        own = table.own
        what = "led" if lead else "played"
        if self.keller:
            if seat == own.bidder:
                ruled(table, i, Irregularity.LEAD_OUT_OF_TURN if lead else Irregularity.PLAY_OUT_OF_TURN,
                      ["keller:napoleon#regular-rules", "foster:36"], f"{seat}, the bidder, {what} out of turn.",
                      "The lone player is not liable to any penalty for it.")
            else:
                ruled(table, i, Irregularity.LEAD_OUT_OF_TURN if lead else Irregularity.PLAY_OUT_OF_TURN,
                      ["keller:napoleon#regular-rules", "foster:37" if lead else "foster:28"],
                      f"{seat}, an adversary of the bidder, {what} out of turn.",
                      "The bidder may abandon the hand and score as if he had made his bid (abandon_and_score).",
                      options=["abandon_and_score"])
            return
        pool = agreed(table.record, "pool")
        if lead and pool:
            own.pool_paid.append((seat, 3, "foster:napoleon#pool"))
        if seat == own.bidder:
            law = "foster:napoleon#bidder-lead-out-of-turn" if lead else "foster:napoleon#bidder-plays-out-of-turn"
            ruled(table, i, Irregularity.LEAD_OUT_OF_TURN if lead else Irregularity.PLAY_OUT_OF_TURN,
                  ["foster:napoleon#first-lead", law] if wrong else [law],
                  f"{seat}, the bidder, {what} out of turn" + (
                      " (his first card not of the suit he named: read as a lead out of turn)" if wrong else "") + ".",
                  ("The card must be taken back, unless all have followed, when the trick is good."
                   if lead else "No penalty.") + (" Three counters into the pool." if lead and pool else ""))
            return
        own.out_of_turn.append((seat, i))
        ruled(table, i, Irregularity.LEAD_OUT_OF_TURN if lead else Irregularity.PLAY_OUT_OF_TURN,
              ["foster:napoleon#adversary-out-of-turn"] + (["foster:napoleon#pool"] if lead and pool else []),
              f"{seat}, an adversary of the bidder, {what} out of turn."
              + (" The section is silent on the card; Foster's law 27 is cited as persuasive." if lead else ""),
              f"{seat} forfeits three counters to the bidder whatever the result, and receives nothing if the bid is "
              "defeated." + (" The card is taken back unless all have followed the false lead." if lead else
                             " The card stands.") + (" Three counters into the pool." if lead and pool else ""),
              persuasive=["foster:27"] if lead else [])

    def other(self, table: Table[Slot], i: int, event: Event) -> None:
        own, seat = table.own, event.seat or ""
        if isinstance(event, TrumpMade):
            if seat != own.bidder or table.tricks or own.bid is None or own.bid.kind == "misere":
                ruled(table, i, Irregularity.ORDER_BARRED,
                      ["keller:napoleon#names-trump"] if self.keller else ["foster:napoleon#first-lead"],
                      f"{seat} named a trump: only the bidder names it, before his first lead.", "No effect.")
                return
            own.named = event.suit
            table.apply(TrumpSet(event.suit))
        elif isinstance(event, Claimed):
            self._claim(table, i, event)
        elif isinstance(event, OutcomeAgreed):
            own.outcome = event
        elif isinstance(event, Elected):
            self._elect(table, i, event)
        elif event.type == "abandon":
            if own.abandoned is None:
                own.abandoned = i
                ruled(table, i, Irregularity.ABANDONED,
                      ["keller:napoleon#stop"] if self.keller else ["foster:napoleon#abandon"],
                      f"{seat} abandoned the hands.", "The deal is settled as it stands, or by its outcome.")
        elif isinstance(event, CardExposed):
            if seat == own.bidder:
                ruled(table, i, Irregularity.EXPOSED_CARD, ["keller:napoleon#regular-rules",
                                                            "foster:36"] if self.keller else [],
                      f"{seat}, the bidder, exposed {event.card}." + ("" if self.keller else " " + SILENT
                                                                      + "Foster's law 36 is cited as persuasive."),
                      "The lone player is not liable to any penalty for exposed cards.",
                      persuasive=[] if self.keller else ["foster:36"])
            else:
                ruled(table, i, Irregularity.EXPOSED_CARD,
                      ["keller:napoleon#regular-rules", "foster:24", "foster:26"] if self.keller else [],
                      f"{seat}, an adversary, exposed {event.card}."
                      + ("" if self.keller else " " + SILENT + "Foster's laws 24 and 26 are cited as persuasive."),
                      "The card is left face up on the table, liable to be called by the bidder.",
                      persuasive=[] if self.keller else ["foster:24", "foster:26"])
        elif isinstance(event, LookedBack):
            ruled(table, i, Irregularity.LOOKED_BACK,
                  ["keller:napoleon#trick-turned"] if self.keller else ["foster:napoleon#quitted"],
                  f"{seat} looked at a trick turned and quitted: forbidden, and no penalty named; Foster's law 38 is "
                  "cited as persuasive.", "A suit may be called from him when he next leads.",
                  persuasive=["foster:38"])
        elif isinstance(event, (WidowTaken, Discarded)):
            if isinstance(event, Discarded):
                self.discard(table, i, event)
            elif seat == own.bidder and agreed(table.record, "peep"):
                return  # the peep card already joined his hand when the bidding ended
            else:
                ruled(table, i, Irregularity.WIDOW, ["foster:napoleon#widow"],
                      f"{seat} took the widow after the bidding.",
                      "No effect.")

    def _claim(self, table: Table[Slot], i: int, event: Claimed) -> None:
        own, play = table.own, self.play
        assert play is not None
        found = next(((e, s, t, c) for e, s, t, c in play.renounces
                      if s == event.against and e < i and (event.trick is None or t == event.trick - 1)), None)
        if found is None or own.revoke is not None:
            ruled(table, i, Irregularity.REVOKE_NOT_PROVED,
                  ["keller:napoleon#revoke"] if self.keller else ["foster:napoleon#revoke"],
                  f"{event.seat} claimed a revoke against {event.against}: no renounce of his is recorded.",
                  "The claim fails; the play goes on.")
            return
        e, revoker, trick, card = found
        own.revoke = (revoker, i)
        side = "the bidder" if revoker == own.bidder else "an adversary of the bidder"
        if self.keller:
            ruled(table, i, Irregularity.REVOKE, ["keller:napoleon#revoke"],
                  f"{revoker}, {side}, renounced with {card} in trick {trick + 1}, claimed and proved. Keller is "
                  "silent on who pays; Foster's Napoleon is cited as persuasive: the player in fault pays all.",
                  "A revoke forfeits the game: " + ("the bidder is euchred." if revoker == own.bidder else
                                                   "the bidder is paid as if he had made his bid."),
                  persuasive=["foster:napoleon#revoke"])
            return
        pool = agreed(table.record, "pool")
        if pool:
            own.pool_paid.append((revoker, 5, "foster:napoleon#pool"))
        ruled(table, i, Irregularity.REVOKE, ["foster:napoleon#revoke"] + (["foster:napoleon#pool"] if pool else []),
              f"{revoker}, {side}, renounced with {card} in trick {trick + 1}, claimed and proved.",
              "The hands are abandoned, and the player in fault pays all the counters depending on the result."
              + (" Five counters into the pool." if pool else ""))

    def _elect(self, table: Table[Slot], i: int, event: Elected) -> None:
        own, seat = table.own, event.seat or ""
        if event.option == "compel_five" and self.keller and own.played_on is not None and seat != own.bidder \
                and not own.compelled and table.trick is not None and len(table.tricks) == own.played_on_trick + 1:
            own.compelled = True
            ruled(table, i, PLAYED_ON, ["keller:napoleon#continue"],
                  f"{seat} compelled {own.bidder} to play for all five.",
                  "Five tricks collect five chips from each opponent; fewer pay five to each.", options=["compel_five"])
            return
        if event.option == "abandon_and_score" and self.keller and seat == own.bidder and own.scored_as_made is None \
                and any(r.options == ["abandon_and_score"] for r in table.rulings):
            own.scored_as_made = i
            ruled(table, i, Irregularity.ABANDONED, ["keller:napoleon#regular-rules", "foster:28", "foster:37"],
                  f"{seat} abandoned the hand and scored.", "He is paid as if he had made his bid.",
                  options=["abandon_and_score"])
            return
        ruled(table, i, Irregularity.NOT_RULED, [], f"{seat} elected {event.option!r}: no ruling offers it to him now.",
              "No effect.")


def suit_said(suit: Suit | None) -> str:
    return suit.value if suit is not None else "NT"


class Bidding:
    """The bidding's protocol (``parts.auction.BidRules``), answered by the deal's ``Rules``."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules

    def order(self, table: Table[Slot]) -> tuple[str, ...]:
        return self.rules.order(table)

    def rank(self, table: Table[Slot], i: int, bid: BidMade) -> int | None:
        return self.rules.rank(table, i, bid)

    def ends(self, table: Table[Slot], bid: BidMade) -> bool:
        return self.rules.ends(table, bid)

    def fault(self, table: Table[Slot], i: int, event: Event, fault: Fault) -> None:
        self.rules.fault_of_bid(table, i, event, fault)

    def closed(self, table: Table[Slot], holder: tuple[int, BidMade] | None) -> None:
        self.rules.closed(table, holder)
