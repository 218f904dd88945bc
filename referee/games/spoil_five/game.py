"""Spoil Five as Foster gives it (SPOIL FIVE., laws/foster-spoil-five.toml; napoleon-spoil-five.md §7): each for
himself, five cards each and a trump turned, robbing, the play by colour, and a pool won by three tricks, by five,
lost by a jink, or spoiled and carried, the players barred from it carried with it until it is won."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from ...cards import Card
from ...law.rulings import Irregularity, Named
from ...ledger.counters import CountersLedger
from ...ledger.settlement import POOL, Settlement, Transfer
from ...parts.deal import DealPart
from ...parts.play import How, Play
from ...record import CardExposed, CardPlayed, Cut, CutForDeal, DealFaulted, Dealt, Event, Record
from ...table.facts import Barred, Dropped, HandOver, Moved, PoolTaken, TrickClosed, TrumpSet, TurnSet
from ...table.owner import DealOwner, basis, ruled
from ...table.places import discards, hand
from ...table.state import Table
from ..base import Ranking, TableOption, follow_suit
from . import pool
from .events import Robbed
from .ranking import SpoilFiveRanking, ace_of_trumps, privileged, ranking
from .slot import Offence, SpoilSlot

ROB = Named("rob")
RENEGE = Named("renege")
JINK = Named("jink")
BARRED = Named("barred")
FOUL_HAND = Named("foul_hand")
POOL_RULING = Named("pool")
"""The deal's end for the pool, citing the sentence it ends by (#three-tricks, #five-tricks, #jink, #spoiled): the
core's settlement ruling cites only the sentences of what is paid."""

#: The deal's faults that are not the dealer's: the same dealer deals again (foster:spoil-five#not-dealers-fault).
NOT_DEALERS_FAULT = ("faced_in_pack", "imperfect_pack")
#: The misdeals the section names: the deal passes to the left (foster:spoil-five#misdeal).
MISDEALS = ("not_cut", "wrong_count", "exposed_in_deal", "mixed_rounds", "counted_cards")
#: Deal faults the section is silent on, read as misdeals by the Euchre law on them (laws 9, 14): persuasive.
MISDEALS_BY_EUCHRE_LAW = {"dealt_incorrectly": "foster:14", "reshuffled_after_cut": "foster:9"}
IRREGULAR = "foster:spoil-five#irregularities-in-play"
#: The rule each kind of offence breaks, cited after the penalty's sentence.
OFFENCE_RULES = {
    "revoke": ("foster:spoil-five#follow", "foster:spoil-five#reneging"),
    "lead_out_of_turn": ("foster:spoil-five#eldest-leads", "foster:spoil-five#trick-winner"),
    "rob": ("foster:spoil-five#rob-ace-turned", "foster:spoil-five#rob-ace-holder"),
}
FIRST_DEAL = Named("first_deal")


class SpoilFive(DealOwner[SpoilSlot]):
    """Spoil Five: two to ten players, each for himself, counters and a pool."""

    name = "spoil-five"
    title = "Spoil Five"
    seats: ClassVar[tuple[int, ...]] = (2, 3, 4, 5, 6, 7, 8, 9, 10)
    seats_said = "Spoil Five is played by any number from 2 to 10 (foster:spoil-five#players)."
    codes = ("foster",)
    runs_on = True
    rubbers = False
    last_deal: ClassVar[str | None] = "foster:spoil-five#last-deal"
    unit: ClassVar[str] = "counters"
    own_events: ClassVar[Mapping[str, type[Event]]] = {"rob": Robbed}
    own_options: ClassVar[tuple[TableOption, ...]] = (
        TableOption("dealer_puts_for_all", "Each dealer puts up for all (foster:spoil-five#dealer-for-all)", False),
        TableOption("misdeal_forfeit", "A misdealer deals again for two counters (#misdeal-forfeit)", False),
    )
    labels: ClassVar[Mapping[str, str]] = {"rob": "Rob", "abandon": "Claim the pool"}
    face_down: ClassVar[frozenset[str]] = frozenset({"rob"})  # #rob-ace-holder: "pass a card to the dealer face
    # downward"
    pooled: ClassVar[bool] = True
    """Whether the game keeps a pool (Forty-Five has none: foster:forty-five#no-pool)."""

    def pack_size(self, seats: int) -> int:
        return 52  # foster:spoil-five#pack: "a full pack of fifty-two cards"

    def codes_for(self, seats: int) -> tuple[str, ...]:
        return self.codes

    # -- the deal's table ------------------------------------------------------------------------------------

    def new_slot(self, table: Table[SpoilSlot]) -> SpoilSlot:
        dealt = next((e for e in table.deal.events if isinstance(e, Dealt)), None)
        turn_up = dealt.turn_up if dealt is not None else None
        return SpoilSlot(turn_up, turn_up.suit if turn_up is not None else None)

    def parts(self, table: Table[SpoilSlot]) -> Sequence[Any]:
        rules = Rules(self)
        return [DealPart(rules), Play(rules, leader=table.left_of(table.dealer), also=frozenset({"rob"}))]

    def ranking_at(self, table: Table[SpoilSlot]) -> Ranking:
        slot = table.own
        return follow_suit(None) if slot.trump is None else ranking(slot.trump, slot.sunk)

    def ranking(self, trump: Any) -> Ranking:
        return follow_suit(None) if trump is None else ranking(trump)

    def over(self, table: Table[SpoilSlot]) -> bool:
        slot = table.own
        return slot.void is not None or slot.claimed is not None or len(table.closed) == 5

    def offered_to(self, table: Table[SpoilSlot], kind: str, seat: str | None) -> Sequence[str | None]:
        """A rob is not only the seat in turn's: an ace turned, the dealer's before the eldest hand leads
        (#rob-ace-turned, #call-dealer); else the ace holder's before his card to the first trick (#rob-ace-holder).
        The seats whose right to rob stands now (``_right_to_rob``), the turn-up not yet robbed nor his right used."""
        if kind != "rob":
            return (seat,)
        slot = table.own
        if slot.turn_up is None or slot.trump is None or slot.robbed_by is not None:
            return ()
        return tuple(s for s in table.in_deal if s not in slot.announced and self._right_to_rob(table, s)[0] == "yes")

    def words(self, table: Table[SpoilSlot], event: Event) -> str | None:
        """A rob in Foster's words: the ace turned taken, or the turn-up robbed, the card laid out (the page names it
        after the words); declined, the dealer's “I play these” (#call-dealer), the holder's “turn the trump down”
        (#turn-down)."""
        turn_up = table.own.turn_up
        if not isinstance(event, Robbed) or turn_up is None:
            return None
        ace = turn_up.rank == "A"
        if event.decline:
            return "“I play these”" if ace else "“Turn the trump down”"
        robs = "Takes the ace turned" if ace else "Robs the turn-up"
        return robs + (", laying out" if event.card is not None else "")

    def ledger(self, record: Record) -> CountersLedger:
        # foster:spoil-five#counters: "each beginning with 20 counters"
        return CountersLedger(record.options.counters or 20, pooled=True)

    def deal_fields(self, table: Table[SpoilSlot]) -> dict[str, Any]:
        slot = table.own
        return {"trump": slot.trump.value if slot.trump else None,
                "tricks_won": {s: table.tricks_won(s) for s in table.seats}, "robbed_by": slot.robbed_by,
                "barred": sorted(table.carry.barred | table.barred) if not table.pool_taken else [],
                **self._pool_fields(table), "basis": basis(*self._decided(table))}

    def _decided(self, table: Table[SpoilSlot]) -> list[tuple[str, tuple[str, ...]]]:
        """The sentences that decide the deal's fields, as its facts make them."""
        slot = table.own
        out: list[tuple[str, tuple[str, ...]]] = []
        if slot.trump is not None and slot.void is None:
            out.append(("trump", ("foster:spoil-five#dealing",)))
        if table.tricks:
            out.append(("tricks", ("foster:spoil-five#pack", "foster:spoil-five#ranking", "foster:spoil-five#plain-suits",
                                   "foster:spoil-five#four-best-trumps", "foster:spoil-five#follow",
                                   "foster:spoil-five#trick-winner")))
        if table.status == "scored" and self.pooled:
            out.append(("score", ("foster:spoil-five#counters", "foster:spoil-five#pool")))
        if table.carry.barred or table.barred:
            out.append(("barred", ("foster:spoil-five#irregularities-in-play",)))
        if table.next_dealer is not None:
            out.append(("next_dealer", {"passed": ("foster:spoil-five#misdeal",), "redeal": (
                "foster:spoil-five#misdeal-forfeit" if slot.misdealer_forfeits else
                "foster:spoil-five#not-dealers-fault",)}.get(table.status, ("foster:spoil-five#dealing",))))
        return out

    def _pool_fields(self, table: Table[SpoilSlot]) -> dict[str, Any]:
        result = self._outcome(table)
        return {"pool_winner": result.taker if result else None, "spoiled": bool(result and result.decided
                                                                                  and result.taker is None),
                "jink": bool(result and result.jinked)}

    # -- DealRules ----------------------------------------------------------------------------------------------

    def dealt_out(self, table: Table[SpoilSlot], seats_dealt: tuple[str, ...]) -> tuple[str, ...]:
        # foster:spoil-five#dealing: "the next card is turned up on the remainder of the pack, and the suit to which
        # it belongs is the trump for that deal"
        table.apply(TrumpSet(table.own.trump))
        return ()

    def fault(self, table: Table[SpoilSlot], i: int, event: Event) -> None:
        if isinstance(event, CutForDeal):
            self._first_jack(table, i, event)
        if isinstance(event, Cut):
            left = [n for n in (event.top, event.bottom) if n is not None]
            if any(n < len(table.seats) for n in left):
                ruled(table, i, Irregularity.IMPROPER_CUT, ["foster:spoil-five#dealing"],
                      f"The pack was cut leaving {min(left)} cards in a packet, fewer than the {len(table.seats)} "
                      "players.", "The section names no penalty: the deal stands.")
        if not isinstance(event, DealFaulted):
            return
        slot, kind = table.own, event.kind
        played = bool(table.tricks)
        if kind == "wrong_count" and played and event.seat is not None:
            self._foul(table, i, event.seat)
        elif played or slot.void is not None:
            ruled(table, i, Irregularity.AFTER_THE_DEAL, [], f"A deal fault ({kind}) recorded once the play began.",
                  "The deal stands and is played out: the section names no fault of the deal found in the play but a "
                  "foul hand.", persuasive=["foster:13"])
        elif kind in NOT_DEALERS_FAULT:
            slot.void = "redeal"
            ruled(table, i, Irregularity.NEW_DEAL, ["foster:spoil-five#not-dealers-fault"],
                  f"An irregularity in the deal not the dealer's fault ({kind.replace('_', ' ')}).",
                  f"The same person deals again: {table.dealer}.")
            table.apply(HandOver("redeal", table.dealer))
        elif kind in MISDEALS or kind in MISDEALS_BY_EUCHRE_LAW:
            self._misdeal(table, i, kind)
        elif kind == "interrupted":
            slot.void = "redeal"
            ruled(table, i, Irregularity.DEALER_INTERRUPTED, [], "The dealer was interrupted in dealing; the section "
                  "is silent.", f"{table.dealer} deals again (Euchre law 14, persuasive).", persuasive=["foster:14"])
            table.apply(HandOver("redeal", table.dealer))
        else:  # out of turn, the wrong pack: before the play, void, the proper dealer deals (law 13, persuasive)
            slot.void = "passed"
            proper = table.carry.dealer or table.dealer
            ruled(table, i, Irregularity.DEAL_OUT_OF_TURN if kind == "out_of_turn" else Irregularity.WRONG_PACK, [],
                  f"A deal fault ({kind.replace('_', ' ')}) found before the play; the section is silent.",
                  f"The deal is void; {proper} deals (Euchre law 13, persuasive).", persuasive=["foster:13"])
            table.apply(HandOver("passed", proper))

    def _first_jack(self, table: Table[SpoilSlot], i: int, event: CutForDeal) -> None:
        """foster:spoil-five#cutting: "one of them deals a card face up to each in succession. The first Jack takes
        the first deal." A deal by another stands (Euchre law 13, persuasive: a deal out of turn not stopped)."""
        slot = table.own
        if slot.first_jack is not None or event.card is None or event.card.rank != "J" or event.seat is None:
            return
        slot.first_jack = event.seat
        stands = "" if event.seat == table.dealer else (f" {table.dealer} deals it instead: the deal stands, and passes "
                                                        "on from him (Euchre law 13, persuasive).")
        ruled(table, i, FIRST_DEAL, ["foster:spoil-five#cutting"], f"{event.seat} receives the first Jack, {event.card}.",
              f"The first deal is {event.seat}'s." + stands, persuasive=["foster:13"] if stands else [])

    def _misdeal(self, table: Table[SpoilSlot], i: int, kind: str) -> None:
        slot = table.own
        euchre = MISDEALS_BY_EUCHRE_LAW.get(kind)
        forfeit = bool(table.record.options.agreed("misdeal_forfeit", False)) and self.pooled
        slot.void = "redeal" if forfeit else "passed"
        slot.misdealer_forfeits = forfeit
        laws = ["foster:spoil-five#misdeal"] + (["foster:spoil-five#misdeal-forfeit"] if forfeit else [])
        effect = (f"{table.dealer} forfeits two counters to the pool and deals again." if forfeit else
                  f"The deal passes to the next player on the misdealer's left, {table.left_of(table.dealer)}.")
        ruled(table, i, Irregularity.MISDEAL, laws, f"A misdeal: {kind.replace('_', ' ')}.", effect,
              persuasive=[euchre] if euchre else [])
        table.apply(HandOver(slot.void, table.dealer if forfeit else table.left_of(table.dealer)))

    def _foul(self, table: Table[SpoilSlot], i: int | None, seat: str) -> None:
        """foster:spoil-five#foul-hand: the hand abandoned, its holder's right to the pool for the deal forfeit, the
        others playing on without him, the tricks he has won his."""
        table.own.foul.add(seat)
        table.apply(Dropped(seat))
        for card in table.hand(seat):
            table.apply(Moved(card, discards(seat)))
        trick = table.trick
        if table.turn == seat and trick is not None:
            table.apply(TurnSet(table.left_of(seat)))
        ruled(table, i, FOUL_HAND, ["foster:spoil-five#foul-hand"],
              f"{seat} is found in the play to hold too many or too few cards: his hand is foul.",
              f"{seat}'s hand is abandoned and he forfeits all right to the pool for this deal; the others finish the "
              "play without him, and the tricks he has won remain his.")

    # -- PlayRules ----------------------------------------------------------------------------------------------

    def must_lead(self, table: Table[SpoilSlot], seat: str) -> frozenset[Card] | None:
        return None  # foster:spoil-five#eldest-leads: "leading any card he pleases"; the winner of a trick "leads any
        # card he pleases for the next" (foster:spoil-five#trick-winner)

    def played(self, table: Table[SpoilSlot], i: int, event: CardPlayed, how: How) -> None:
        slot, seat, card = table.own, event.seat, event.card
        assert seat is not None
        held = table.hand(seat) | {card}
        if len(table.tricks) == 1:
            self._first_trick(table, i, seat, held)
        trick = table.tricks[-1]
        if how in ("lead_out_of_turn", "play_out_of_turn"):
            said = "led" if how == "lead_out_of_turn" else "played"
            self._offence(table, Offence(i, seat, how, f"{seat} {said} {card} out of turn.", card))
        elif how == "renounce":
            self._renounce(table, i, seat, card, held, trick.plays[0][1])
        elif len(trick.plays) > 1 and isinstance(rank := self.ranking_at(table), SpoilFiveRanking):
            led = trick.plays[0][1]
            if rank.suit[led] is slot.trump and rank.suit[card] is not slot.trump and rank.can_renege(held, led):
                ruled(table, i, RENEGE, ["foster:spoil-five#reneging", "foster:spoil-five#reneging-examples",
                                         "foster:spoil-five#reneging-lead", "foster:spoil-five#held-up"],
                      f"{seat} played {card} to {led} led, holding only trumps above it of the three highest.",
                      "The privilege of reneging: no penalty.", regular=True)

    def _first_trick(self, table: Table[SpoilSlot], i: int, seat: str, held: frozenset[Card]) -> None:
        """foster:spoil-five#ace-unannounced: the holder of the ace of trumps who plays to the first trick without
        announcing it loses his right to rob, and his ace sinks below every other trump for the deal."""
        slot = table.own
        if slot.trump is None or slot.turn_up is None or slot.turn_up.rank == "A":
            return
        ace = ace_of_trumps(slot.trump)
        if ace in held and seat not in slot.announced and slot.sunk is None:
            slot.sunk = ace
            slot.announced.add(seat)
            ruled(table, i, ROB, ["foster:spoil-five#ace-unannounced", "foster:spoil-five#rob-ace-holder"],
                  f"{seat} holds {ace}, the ace of trumps, and played to the first trick without announcing it.",
                  f"He has lost his right to rob, and {ace} is of less value than any other trump for this deal"
                  + (", without the privileges of the ace of hearts." if ace.code == "AH" else "."))

    def _renounce(self, table: Table[SpoilSlot], i: int, seat: str, card: Card, held: frozenset[Card],
                  led: Card) -> None:
        slot = table.own
        rank = self.ranking_at(table)
        trump_led = rank.suit[led] is slot.trump
        if trump_led:
            assert slot.trump is not None
            best = privileged(slot.trump) - {slot.sunk}
            what = ("reneged to the lead of a higher trump" if any(
                c in best and rank.standing[c] < rank.standing[led] for c in held) else "renounced in the trump suit")
        else:
            what = "revoked in a plain suit, holding the suit and neither following nor trumping"
        self._offence(table, Offence(i, seat, "revoke", f"{seat} {what}: {card} to {led} led.", card))

    def _offence(self, table: Table[SpoilSlot], offence: Offence) -> None:
        """An irregularity in play: barred from the current pool (the card stands and the play goes on). Ruled once
        its trick is quitted, a renounce corrected before then being none (law 31, persuasive)."""
        table.own.offences.append(offence)

    def other(self, table: Table[SpoilSlot], i: int, event: Event) -> None:
        if isinstance(event, Robbed):
            self._rob(table, i, event)
        elif event.type == "abandon":
            self._abandon(table, i, event)
        elif isinstance(event, CardExposed) and event.seat is not None and event.card is not None:
            self._exposed(table, i, event.seat, event.card)
        elif event.type == "correct" and event.seat is not None:
            card = getattr(event, "card", None)
            offences = table.own.offences
            table.own.offences = [o for o in offences if not (o.seat == event.seat and o.card is card
                                                              and o.what == "revoke")]
            if len(offences) != len(table.own.offences):
                ruled(table, i, Irregularity.REVOKE_CORRECTED, [IRREGULAR, "foster:spoil-five#follow"],
                      f"{event.seat} corrected his renounce of {card} before the trick was quitted.",
                      "It is no renounce, and costs nothing: the card goes back to his hand.",
                      persuasive=["foster:31"])
        elif event.type in ("claim", "show", "quit_trick", "remark", "take_back"):
            return  # found from the facts (a renounce), or nothing to rule (the hands shown, a trick quitted)
        else:
            self.not_ruled(table, i, event)

    def _rob(self, table: Table[SpoilSlot], i: int, event: Robbed) -> None:
        slot, seat = table.own, event.seat
        assert seat is not None
        turn_up, trump = slot.turn_up, slot.trump
        if turn_up is None or trump is None or seat in slot.announced or slot.robbed_by is not None:
            ruled(table, i, ROB, [], f"A rob by {seat}: the turn-up is already taken, or his right used.",
                  "Of no effect.")
            return
        ace_turned = turn_up.rank == "A"
        right, law = self._right_to_rob(table, seat)
        if right == "late":
            ruled(table, i, ROB, [law], f"A rob by {seat} after " + (
                "the eldest hand's lead: the dealer who has not robbed before it plays his own cards (a reading)."
                if ace_turned else "his card to the first trick: he has lost his right to rob."), "Of no effect.")
            return
        if event.decline and right == "no":
            said = "foster:spoil-five#call-dealer" if ace_turned else "foster:spoil-five#turn-down"
            ruled(table, i, ROB, [law, said],
                  f"{seat} declines to rob, having no right to rob: " + (
                      "he is not the dealer, who alone takes an ace turned" if ace_turned else
                      "he does not hold the ace of trumps") + ". A reading: the declining shows “that he could rob, "
                  "but does not wish to”, and he could not.", "Of no effect.")
            return
        slot.announced.add(seat)
        if event.decline:
            ruled(table, i, ROB, [law, "foster:spoil-five#call-dealer" if ace_turned else
                                  "foster:spoil-five#turn-down"],
                  f"{seat} could rob and does not wish to (" + ("“I play these”" if ace_turned else
                                                                 "the trump turned down") + ").",
                  f"{turn_up} stays on the pack; {seat} keeps his hand" + ("." if ace_turned else
                                                                            " and his ace its rank."), regular=True)
            return
        table.apply(Moved(turn_up, hand(seat)))
        if event.card is not None and table.holds(seat, event.card):
            table.apply(Moved(event.card, discards(seat)))
        slot.robbed_by = seat
        if right == "yes":
            ruled(table, i, ROB, [law], f"{seat} robs: he takes {turn_up}"
                  + (f" for {event.card}, laid out." if event.card else "."), "The rob stands.", regular=True)
        else:
            self._irregular_rob(table, i, seat, turn_up)

    def _irregular_rob(self, table: Table[SpoilSlot], i: int, seat: str, turn_up: Card) -> None:
        self._offence(table, Offence(i, seat, "rob", f"{seat} robbed {turn_up} without holding the ace of trumps."))

    def _right_to_rob(self, table: Table[SpoilSlot], seat: str) -> tuple[str, str]:
        """Whether ``seat`` may rob now: ``yes``, ``no`` (he has no right: an irregular rob), or ``late``; and the
        law. An ace turned, the dealer before the eldest hand's lead (#rob-ace-turned, #call-dealer); else the holder
        of the ace of trumps before his card to the first trick (#rob-ace-holder)."""
        slot = table.own
        assert slot.turn_up is not None and slot.trump is not None
        if slot.turn_up.rank == "A":
            if seat != table.dealer:
                return "no", "foster:spoil-five#rob-ace-turned"
            return ("late" if table.tricks else "yes"), "foster:spoil-five#rob-ace-turned"
        robber = self._robbing_card(table)
        if robber is None or not table.holds(seat, robber):
            return "no", "foster:spoil-five#rob-ace-holder"
        first = table.tricks[0] if table.tricks else None
        if first is not None and (seat in {s for s, _ in first.plays} or first.winner is not None):
            return "late", "foster:spoil-five#ace-unannounced"
        return "yes", "foster:spoil-five#rob-ace-holder"

    def _robbing_card(self, table: Table[SpoilSlot]) -> Card | None:
        """The card whose holder robs the turn-up: the ace of trumps."""
        assert table.own.trump is not None
        return ace_of_trumps(table.own.trump)

    def _abandon(self, table: Table[SpoilSlot], i: int, event: Event) -> None:
        """foster:spoil-five#jink: "When a player has won three tricks, he should immediately abandon his hand and
        claim the pool"; any other player's abandonment is of no effect."""
        seat = event.seat
        winners = [t.winner for t in table.closed]
        if seat is not None and winners.count(seat) >= 3 and table.own.claimed is None and table.trick is None:
            table.own.claimed = seat
            ruled(table, i, Irregularity.ABANDONED, ["foster:spoil-five#jink"],
                  f"{seat} has won three tricks and abandons his hand, claiming the pool.", "The hand is over.",
                  regular=True)
        else:
            ruled(table, i, Irregularity.ABANDONED, ["foster:spoil-five#jink"],
                  f"{seat or 'A player'} abandons his hand without three tricks won to claim the pool by.",
                  "Of no effect: only a winner of three tricks abandons his hand and claims the pool.")

    def _exposed(self, table: Table[SpoilSlot], i: int, seat: str, card: Card) -> None:
        """foster:spoil-five#irregularities-in-play: a card exposed "after any player has won two tricks" bars its
        player; before, the section names no penalty."""
        winners = [t.winner for t in table.closed]
        if any(winners.count(s) >= 2 for s in table.seats):
            self._offence(table, Offence(i, seat, "exposed", f"{seat} exposed {card} after a player had won two "
                                                              "tricks.", card))
        else:
            ruled(table, i, Irregularity.EXPOSED_CARD, [IRREGULAR],
                  f"{seat} exposed {card} before any player had won two tricks.",
                  "No penalty: the section names one only for a card exposed after any player has won two tricks; "
                  "the card stays his to play.")

    # -- the settlement -----------------------------------------------------------------------------------------

    def _bar(self, table: Table[SpoilSlot]) -> None:
        """Each offence ruled: its player barred from the current pool (Spoil Five)."""
        for offence in table.own.offences:
            table.apply(Barred(offence.seat))
            ruled(table, offence.event, BARRED, [IRREGULAR, *OFFENCE_RULES.get(offence.what, ())],
                  offence.said, f"{offence.seat} loses all his right and interest in the current pool, which he cannot "
                  "win on this or any later deal until it is won; he still contributes when he deals. The card stands "
                  "and the play goes on.", persuasive=["foster:27"] if "out_of_turn" in offence.what else [])

    def _dealt_wrong(self, table: Table[SpoilSlot]) -> None:
        """A hand dealt too many or too few cards, its deal not found at fault: found in the play (a card left over,
        or none to play), foul (foster:spoil-five#foul-hand); the trick it could not play to closes without it."""
        dealt = next(e for e in table.deal.events if isinstance(e, Dealt))
        for seat, cards in (dealt.hands or {}).items():
            if len(cards) != self.hand and seat in table.in_deal and seat not in table.own.foul:
                self._foul(table, None, seat)
        trick = table.trick
        if trick is not None and table.in_deal and {s for s, _ in trick.plays} >= set(table.in_deal):
            table.apply(TrickClosed(self.ranking_at(table).trick_winner(trick.plays)))

    def _outcome(self, table: Table[SpoilSlot]) -> pool.Outcome | None:
        slot = table.own
        if slot.void is not None or not table.tricks:
            return None
        fourth = table.tricks[3].leader if len(table.tricks) > 3 else None
        winners = [t.winner for t in table.closed if t.winner is not None]
        return pool.outcome(winners, fourth, slot.claimed, table.carry.barred | table.barred | frozenset(slot.foul))

    def settle(self, table: Table[SpoilSlot]) -> Settlement:
        slot = table.own
        if slot.void is not None:
            if slot.misdealer_forfeits:
                return (Transfer(2, POOL, table.dealer, "foster:spoil-five#misdeal-forfeit"),)
            return ()
        if not any(isinstance(e, Dealt) for e in table.deal.events):
            table.apply(HandOver("incomplete", None))
            return ()
        self._dealt_wrong(table)
        self._bar(table)
        carry = table.carry
        transfers = pool.stake(table.seats, table.dealer, carry.pool_formed,
                               bool(table.record.options.agreed("dealer_puts_for_all", False)))
        result = self._outcome(table)
        if result is not None and result.jinked:
            ruled(table, None, JINK, ["foster:spoil-five#jink"], result.said,
                  "Won." if result.taker else "Failed." if result.decided else "Not yet decided.")
        if result is None or not result.decided:
            table.apply(HandOver("incomplete", table.left_of(table.dealer)))
            return tuple(transfers)
        in_pool = carry.pool + sum(t.amount for t in transfers)
        others = [s for s in table.seats if s != result.taker]
        transfers += pool.paid(result, in_pool, others)
        ruled(table, None, POOL_RULING, [*result.laws, "foster:spoil-five#own-tricks"], result.said,
              f"{result.taker} takes the pool of {in_pool} counters." if result.taker else
              f"The pool of {in_pool} counters stands for the next deal.")
        if result.taker is not None:
            table.apply(PoolTaken())
        table.apply(HandOver("scored", table.left_of(table.dealer)))
        return tuple(transfers)


class Rules:
    """The game as its parts ask it (``parts.deal.DealRules``, ``parts.play.PlayRules``): the ranking as the table
    stands, and the game's rulings on the deal and the play."""

    def __init__(self, game: SpoilFive) -> None:
        self.game = game

    def ranking(self, table: Table[SpoilSlot]) -> Ranking:
        return self.game.ranking_at(table)

    def dealt_out(self, table: Table[SpoilSlot], seats_dealt: tuple[str, ...]) -> tuple[str, ...]:
        return self.game.dealt_out(table, seats_dealt)

    def fault(self, table: Table[SpoilSlot], i: int, event: Event) -> None:
        self.game.fault(table, i, event)

    def must_lead(self, table: Table[SpoilSlot], seat: str) -> frozenset[Card] | None:
        return self.game.must_lead(table, seat)

    def played(self, table: Table[SpoilSlot], i: int, event: CardPlayed, how: How) -> None:
        self.game.played(table, i, event, how)

    def other(self, table: Table[SpoilSlot], i: int, event: Event) -> None:
        self.game.other(table, i, event)


SPOIL_FIVE = SpoilFive()
