"""Rams, or Rammes (foster:rams; rams-loo.md §4.1): three to six players, five cards each from the euchre pack, a widow
of five and a trump turned. Each dealer puts up five counters; each in turn from the eldest plays, takes the widow
instead of his hand, or passes (on a simple every one plays, by the usual custom); the players head the trick and
trump when void; the pool is divided by fifths, a player in who takes no trick is ramsed five to the next pool. The
first deal, the counters and the deal's irregularities are Spoil Five's (foster:rams#as-spoil-five,
#deal-irregularities)."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from ..cards import Card
from ..law.rulings import Irregularity
from ..ledger.counters import CountersLedger
from ..ledger.settlement import POOL, Settlement, Transfer, net
from ..parts.deal import DealPart
from ..parts.play import How, Play
from ..parts.play_in import PlayIn
from ..parts.play_in import How as Said
from ..record import (Abandoned, CardExposed, CardPlayed, DealFaulted, Discarded, Event, OutcomeAgreed, Passed, TakenUp,
                      WidowTaken)
from ..table.facts import Dropped, HandOver, Moved, TrumpSet, TurnSet
from ..table.owner import DealOwner, basis, ruled
from ..table.places import OUT, TURN_UP, WIDOW, discards, hand
from .base import TableOption
from .first_jack import first_jack
from .heading import ECARTE, PIQUET, WHIST, Heading, heading
from .round_events import GeneralRams, PlayedIn
from .round_ledger import RoundLedger
from .round_outcome import OUTCOME_SAID, Taken
from .round_rulings import GENERAL, MUST_PLAY, PENALTY, PONE_DECLINED, RAMSED, REDEAL, ROB_BARRED, SOLE_PLAYER

if TYPE_CHECKING:
    from ..ledger.base import Ledger
    from ..record import Record
    from ..table.state import Table

STAKE = 5

#: Spoil Five's misdeals (foster:spoil-five#misdeal), with Loo's two it does not name (foster:loo#misdeal, persuasive),
#: and the pack's faults, not the dealer's (foster:spoil-five#not-dealers-fault).
MISDEALS = frozenset({"not_cut", "wrong_count", "exposed_in_deal", "mixed_rounds", "counted_cards"})
LOO_MISDEALS = frozenset({"reshuffled_after_cut", "dealt_incorrectly"})
REDEALS = frozenset({"imperfect_pack", "faced_in_pack"})
DEAL_LAWS = ("foster:rams#deal-irregularities",)


@dataclass(slots=True)
class RamsSlot:
    """Rams' memory of one deal."""

    simple: bool
    """The pool before the stake was empty (foster:rams#simple-all-play)."""
    fault: str | None = None
    """``misdeal``, ``redeal`` or ``forfeit`` (a misdealer dealing again for two counters): the deal does not stand."""
    declared: dict[str, str] = field(default_factory=dict)
    """Each seat's declaration as it stands: ``play``, ``widow`` or ``pass``."""
    widow_taker: str | None = None
    general: str | None = None
    pone_declined: str | None = None
    sole: str | None = None
    robbed: bool = False
    ramsed: list[str] = field(default_factory=list)
    """The players ramsed in this deal: in, and no trick taken (foster:rams#ramsed)."""
    robber: str | None = None
    """Who took up the trump card (the dealer; Bierspiel's eldest hand after the dealer's pass): he discards as many."""
    offenders: dict[str, str] = field(default_factory=dict)
    """Players who incurred the one penalty, and the rule broken (foster:rams#penalty)."""
    first_jack: bool = False
    """The record's first deal dealt by the player the first jack fell to (Spoil Five's, foster:spoil-five#cutting)."""
    seven_turned: bool = False
    """Bierspiel: the seven of diamonds turned first lies by the turn-up (foster:bierspiel#seven-turned)."""
    taken: Taken = field(default_factory=Taken)
    """The tricks each player in took as the table agreed them, where the cards as played are not recorded."""
    settlement: Settlement = ()


class Rams(DealOwner[RamsSlot]):
    """Rams, with the Écarté rank unless ``options.rank`` is ``piquet``."""

    name: ClassVar[str] = "rams"
    title: ClassVar[str] = "Rams"
    seats: ClassVar[tuple[int, ...]] = (3, 4, 5, 6)
    seats_law: ClassVar[str] = "foster:rams#players"
    seats_said: ClassVar[str] = f"Rams is played by three to six ({seats_law})."
    codes: ClassVar[tuple[str, ...]] = ("foster",)
    hand: ClassVar[int] = 5
    widow: ClassVar[int] = 5
    """"An extra hand, known as the widow" (foster:rams#widow): five cards, as each hand."""
    runs_on: ClassVar[bool] = True
    unit: ClassVar[str] = "counters"
    own_events: ClassVar[dict[str, type[Event]]] = {"play_in": PlayedIn, "general": GeneralRams}
    own_options: ClassVar[tuple[TableOption, ...]] = (
        TableOption("rank", "Rank of the cards", "ecarte", (("ecarte", "K Q J A 10 9 8 7, as at Écarté (#cards)"),
                                                             ("piquet", "A K Q J 10 9 8 7, as at Piquet (#piquet-rank)"))),
        TableOption("simple_all_play", "Every one plays on a simple (#simple-all-play)", True),
        TableOption("eldest_must_play", "The eldest hand must play (#eldest-must-play)", False),
        TableOption("misdeal_forfeit", "A misdealer deals again for two counters (#misdeal-forfeit)", False),
    )
    table_options: ClassVar[tuple[TableOption, ...]] = own_options
    labels: ClassVar[dict[str, str]] = {"play_in": "Plays", "take_widow": "Takes the widow", "pass": "Passes",
                                        "general": "General rams", "outcome": OUTCOME_SAID}
    divided_by: ClassVar[str] = "foster:rams#fifths"
    """The sentence that pays the pool by the trick (an outcome of no effect cites it, ``round_outcome``)."""
    counters_law: ClassVar[str] = "foster:spoil-five#counters"
    penalty_said: ClassVar[str] = ("wins nothing on the deal (his tricks' shares stay in the pool) and forfeits five "
                                   "counters to the next pool")

    def pack_size(self, seats: int) -> int:
        """The euchre pack, thirty-two cards (foster:rams#cards)."""
        return 32

    def cards_dealt(self, seats: int) -> int:
        """A hand to each player dealt cards, the widow and the trump turned: with six the dealer takes none
        (foster:rams#players), so thirty-two cards hold five hands, the widow and the trump."""
        return self.hand * (seats - 1 if seats == 6 else seats) + self.widow + 1

    def new_slot(self, table: Table[RamsSlot]) -> RamsSlot:
        return RamsSlot(simple=table.carry.pool == 0)

    def parts(self, table: Table[RamsSlot]) -> Sequence[Any]:
        rules = self.rules()
        return [DealPart(rules), PlayIn(rules, frozenset({"play_in", "take_widow", "pass", "general", "take_up",
                                                          "discard"})), Play(rules)]

    def rules(self) -> RamsRules:
        """The deal's rules for the parts (Rounce's, which differ, are its own)."""
        return RamsRules(self)

    def offered_to(self, table: Table[RamsSlot], kind: str, seat: str | None) -> Sequence[str | None]:
        """An outcome: each player in whose tricks are not yet agreed (``round_outcome``); any other fact, the seat in
        turn."""
        return table.own.taken.offered(table, self.in_deal(table)) if kind == "outcome" else (seat,)

    def ranks(self, table: Table[RamsSlot]) -> str:
        return PIQUET if table.record.options.agreed("rank", "ecarte") == "piquet" else ECARTE

    def ranking_at(self, table: Table[RamsSlot]) -> Heading:
        return heading(table.trump, self.ranks(table), under_trump=True)

    def over(self, table: Table[RamsSlot]) -> bool:
        slot = table.own
        return bool(slot.fault or slot.sole or slot.pone_declined or slot.taken.tricks_done(table) == self.hand)

    def turn_up_asked(self, table: Table[RamsSlot]) -> bool:
        """The next card is turned for the trump (foster:rams#trump)."""
        return True

    def ledger(self, record: Record) -> Ledger:
        return RoundLedger(CountersLedger(record.options.counters or 20, pooled=True), "counter", None)

    def dealt(self, table: Table[RamsSlot]) -> tuple[str, ...]:
        """The players dealt cards: all, but the dealer where six play (foster:rams#players)."""
        return tuple(s for s in table.seats if not (len(table.seats) == 6 and s == table.dealer))

    def in_deal(self, table: Table[RamsSlot]) -> tuple[str, ...]:
        """The players in: those who play or took the widow; after a general rams, all dealt cards."""
        if table.own.general is not None:
            return self.dealt(table)
        return tuple(s for s in table.seats if table.own.declared.get(s) in ("play", "widow"))

    # -- the settlement -------------------------------------------------------------------------------------------

    def settle(self, table: Table[RamsSlot]) -> Settlement:
        slot, dealer = table.own, table.dealer
        left = table.left_of(dealer, table.seats)
        if slot.fault in ("redeal", "forfeit"):
            table.apply(HandOver("redeal", dealer))
            slot.settlement = ((Transfer(2, POOL, dealer, "foster:spoil-five#misdeal-forfeit", also=DEAL_LAWS),)
                               if slot.fault == "forfeit" else ())
            return slot.settlement
        if slot.fault == "misdeal":
            table.apply(HandOver("passed", left))
            return ()
        stake = Transfer(STAKE, POOL, dealer, "foster:rams#pool", also=("foster:rams#dealer-adds",))
        current = table.carry.pool + STAKE
        won = self._won(table, current)
        if won is None:
            slot.settlement = (stake,)
            table.apply(HandOver("incomplete", None))
            return slot.settlement
        status, transfers = won
        slot.settlement = (stake, *transfers)
        table.apply(HandOver(status, left))
        return slot.settlement

    def _won(self, table: Table[RamsSlot], current: int) -> tuple[str, list[Transfer]] | None:
        slot = table.own
        if slot.pone_declined is not None:
            return "passed", [Transfer(STAKE, table.dealer, slot.pone_declined, "foster:rams#pone-must-play")]
        players = self.in_deal(table)
        if not players:  # all passed, once every one has declared (before, the declaring is in play)
            return ("passed", []) if all(s in slot.declared for s in self.rules().order(table)) else None
        if slot.sole is not None:
            return "scored", [Transfer(current, slot.sole, POOL, "foster:rams#players")]
        if slot.general is not None:
            return self._general(table, current, players)
        if slot.taken.tricks_done(table) < self.hand:
            return None
        share = current // self.hand
        out: list[Transfer] = []
        ramsed = [s for s in players if not slot.taken.tricks_of(table, s) and s not in slot.offenders]
        for seat in players:
            tricks = slot.taken.tricks_of(table, seat)
            if seat in slot.offenders:
                out.append(Transfer(STAKE, POOL, seat, "foster:rams#penalty", also=("foster:rams#penalty-offences",)))
            elif tricks:
                out.append(Transfer(share * tricks, seat, POOL, "foster:rams#fifths"))
            else:
                laws = ["foster:rams#ramsed"] + (["foster:rams#two-ramsed"] if len(ramsed) > 1 else [])
                out.append(Transfer(STAKE, POOL, seat, laws[0], also=tuple(laws[1:])))
                slot.ramsed.append(seat)
                ruled(table, None, RAMSED, laws, f"{seat} played his hand and failed to get a trick.",
                      f"{seat} is ramsed: five counters to the next pool.")
        return "scored", out

    def _general(self, table: Table[RamsSlot], current: int,
                 players: tuple[str, ...]) -> tuple[str, list[Transfer]] | None:
        """foster:rams#general-made, #general-failed, #general-spoiled: all five tricks, or the first one lost."""
        slot = table.own
        announcer = slot.general
        assert announcer is not None
        others = [s for s in self.dealt(table) if s != announcer]
        lost = next((t for t in table.closed if t.winner != announcer), None)
        spoiler = lost.winner if lost is not None else next(
            (s for s in others if slot.taken.tricks_of(table, s)), None)  # by the outcome: a trick another took
        if spoiler is None and slot.taken.tricks_done(table) < self.hand:
            return None
        if spoiler is None:
            ruled(table, None, GENERAL, ["foster:rams#general-made"], f"{announcer} won all five tricks.",
                  f"{announcer} takes the pool and five counters from each other player.")
            return "scored", [Transfer(current, announcer, POOL, "foster:rams#general-made"),
                              *(Transfer(STAKE, announcer, s, "foster:rams#general-made") for s in others)]
        ruled(table, None, GENERAL, ["foster:rams#general-failed", "foster:rams#general-spoiled"],
              f"{announcer} lost trick {table.closed.index(lost) + 1} to {lost.winner}." if lost is not None else
              f"{announcer} lost a trick to {spoiler}.",
              f"The hands are abandoned: {announcer} doubles the pool ({current}) and pays five counters to each "
              "adversary; the trick that spoiled it wins nothing.")
        return "scored", [Transfer(current, POOL, announcer, "foster:rams#general-failed"),
                          *(Transfer(STAKE, s, announcer, "foster:rams#general-failed") for s in others)]

    def deal_fields(self, table: Table[RamsSlot]) -> dict[str, Any]:
        slot = table.own
        pool_total = table.carry.pool + net(slot.settlement).get(POOL, 0)
        return {
            "trump": table.trump.value if table.trump is not None else None,
            "in": list(self.in_deal(table)) if not slot.fault else [],
            "shares": {s: t.amount for s in table.seats for t in slot.settlement if t.to == s and t.from_ == POOL},
            "tricks_won": {s: slot.taken.tricks_of(table, s) for s in table.seats},
            "general": slot.general,
            "ramsed": list(slot.ramsed),
            "next_pool": "simple" if pool_total == 0 else "double",
            "basis": basis(*self.decided(table)),
        }

    def decided(self, table: Table[RamsSlot]) -> list[tuple[str, tuple[str, ...]]]:
        """The sentences that decide the deal's fields, as its facts make them."""
        slot = table.own
        rank = "foster:rams#piquet-rank" if self.ranks(table) == PIQUET else "foster:rams#cards"
        out: list[tuple[str, tuple[str, ...]]] = [
            ("hands", ("foster:rams#dealing", "foster:rams#widow")), ("trump", ("foster:rams#trump",)),
            ("in", ("foster:rams#declare", "foster:rams#pass") + (
                ("foster:rams#widow-exchange",) if slot.widow_taker else ()) + (
                ("foster:rams#simple-all-play",) if slot.simple else ("foster:rams#double",)))]
        if table.tricks:
            out.append(("tricks", (rank, "foster:rams#general-lead" if slot.general else "foster:rams#lead",
                                   "foster:rams#head", "foster:rams#trump-if-void", "foster:rams#discard")))
        if slot.robbed:
            out.append(("hands", ("foster:rams#rob",)))
        if slot.first_jack:
            out.append(("dealer", ("foster:spoil-five#cutting", "foster:rams#as-spoil-five")))
        out.append(("score", ("foster:rams#as-spoil-five", "foster:spoil-five#counters")))
        out.append(("next_pool", ("foster:rams#simple-double", "foster:rams#dealer-adds")))
        return out


class RamsRules:
    """The deal, the declaring and the play as Rams rules them (the parts' protocols)."""

    def __init__(self, game: Rams) -> None:
        self.game = game

    # -- the deal -------------------------------------------------------------------------------------------------

    def dealt_out(self, table: Table[RamsSlot], seats_dealt: tuple[str, ...]) -> tuple[str, ...]:
        """The cards are dealt: the trump turned (foster:rams#trump); with six the dealer takes no cards."""
        table.own.first_jack = first_jack(table, ["foster:spoil-five#cutting", "foster:rams#as-spoil-five"])
        turned = next((c for c, p in table.where.items() if p == TURN_UP), None)
        if turned is not None:
            table.apply(TrumpSet(turned.suit))
        return tuple(s for s in table.seats if s not in self.game.dealt(table))

    def fault(self, table: Table[RamsSlot], i: int, event: Event) -> None:
        slot = table.own
        if not isinstance(event, DealFaulted) or slot.fault:
            return
        kind = event.kind.replace("_", " ")
        if event.kind in REDEALS:
            slot.fault = "redeal"
            ruled(table, i, REDEAL, ["foster:spoil-five#not-dealers-fault", *DEAL_LAWS], f"The deal's fault: {kind}.",
                  f"The same dealer, {table.dealer}, deals again.")
        elif event.kind == "wrong_count" and table.tricks:
            self._penalty(table, i, event.seat or "", f"{event.seat} played with the wrong number of cards.",
                          "foster:rams#penalty-offences")
        elif event.kind in MISDEALS | LOO_MISDEALS:
            forfeit = bool(table.record.options.agreed("misdeal_forfeit", False))
            slot.fault = "forfeit" if forfeit else "misdeal"
            law = "foster:spoil-five#misdeal-forfeit" if forfeit else "foster:spoil-five#misdeal"
            ruled(table, i, Irregularity.MISDEAL, [law, *DEAL_LAWS], f"The deal's fault: {kind}. It is a misdeal"
                  + (" (Spoil Five names it not: Loo's misdeal, persuasive)" if event.kind in LOO_MISDEALS else "")
                  + ".", f"{table.dealer} forfeits two counters to the pool and deals again." if forfeit else
                  "The deal passes to the misdealer's left; the deal puts up no stake.",
                  persuasive=["foster:loo#misdeal"] if event.kind in LOO_MISDEALS else [])
        else:
            ruled(table, i, Irregularity.NOT_RULED, [], f"The deal's fault: {kind}; Spoil Five's rules of the deal "
                  "name no such irregularity.", "No effect.", persuasive=["foster:spoil-five#misdeal"])

    # -- the declaring --------------------------------------------------------------------------------------------

    def order(self, table: Table[RamsSlot]) -> tuple[str, ...]:
        """From the eldest hand, the players dealt cards (foster:rams#declare)."""
        if table.own.fault:
            return ()
        return table.rotation(table.left_of(table.dealer, table.seats), self.game.dealt(table))

    def speaks(self, event: Event) -> bool:
        return event.type in ("play_in", "take_widow", "pass", "general")

    def declared(self, table: Table[RamsSlot], i: int, event: Event, how: Said) -> None:
        slot, seat = table.own, event.seat or ""
        if slot.fault:
            return
        if isinstance(event, (TakenUp, Discarded)):
            self._rob(table, i, event)
        elif isinstance(event, GeneralRams):
            self._general(table, i, seat, how)
        elif isinstance(event, WidowTaken) and how == "again" and slot.general == seat and seat != slot.widow_taker:
            self._take_widow(table, i, seat)  # "either before or after taking the widow" (foster:rams#general)
        elif how in ("late", "again"):
            ruled(table, i, Irregularity.NOT_RULED, ["foster:rams#declare"], f"{seat}'s {event.type.replace('_', ' ')}"
                  f" {'after the declaring was over' if how == 'late' else 'after he had declared'}.", "No effect.")
        elif isinstance(event, PlayedIn):
            slot.declared[seat] = "play"
        elif isinstance(event, WidowTaken):
            self._take_widow(table, i, seat)
        elif isinstance(event, Passed):
            self._pass(table, i, seat)

    def _take_widow(self, table: Table[RamsSlot], i: int, seat: str) -> None:
        slot = table.own
        if slot.widow_taker is not None:
            ruled(table, i, Irregularity.WIDOW, ["foster:rams#after-widow"], f"{seat} would take the widow; "
                  f"{slot.widow_taker} has taken it.", f"No effect: {seat} plays the hand dealt him.")
            slot.declared[seat] = "play"
            return
        for card in table.hand(seat):
            table.apply(Moved(card, OUT))  # "his original hand is dead" (foster:rams#widow-exchange)
        for card in [c for c, p in table.where.items() if p == WIDOW]:
            table.apply(Moved(card, hand(seat)))
        slot.widow_taker = seat
        slot.declared[seat] = "widow"

    def _pass(self, table: Table[RamsSlot], i: int, seat: str) -> None:
        slot, options = table.own, table.record.options
        order = self.order(table)
        before = order[:order.index(seat)]
        compelled = (
            ("foster:rams#general-all-play", "a general rams is announced") if slot.general else
            ("foster:rams#simple-all-play", "the pool is a simple") if slot.simple and options.agreed(
                "simple_all_play", True) else
            ("foster:rams#eldest-must-play", "the eldest hand is obliged to play") if seat == order[0] and
            options.agreed("eldest_must_play", False) else
            ("foster:rams#dealer-must-play", "the dealer is opposed by only one player") if seat == table.dealer and
            sum(slot.declared.get(s) in ("play", "widow") for s in before) == 1 else None)
        if compelled is not None:
            ruled(table, i, MUST_PLAY, [compelled[0]], f"{seat} passed where {compelled[1]}.",
                  f"No effect: {seat} plays the hand dealt him.")
            slot.declared[seat] = "play"
        elif (table.dealer in order and seat == order[-2 if len(order) > 1 else 0] and before
              and all(slot.declared.get(s) == "pass" for s in before)):
            slot.pone_declined = seat
            slot.declared[seat] = "pass"
            ruled(table, i, PONE_DECLINED, ["foster:rams#pone-must-play"], f"All passed but {seat}, the pone, who "
                  "declines to play against the dealer.", f"{seat} pays the dealer five counters and the pool remains.")
        else:
            slot.declared[seat] = "pass"

    def _general(self, table: Table[RamsSlot], i: int, seat: str, how: Said) -> None:
        slot = table.own
        if slot.general is not None or how == "late":
            ruled(table, i, Irregularity.NOT_RULED, ["foster:rams#general"], f"{seat} announced a general rams "
                  + ("when one was announced already." if slot.general else "once the play had begun."), "No effect.")
            return
        slot.general = seat
        slot.declared.setdefault(seat, "play")
        for other, said in list(slot.declared.items()):
            if said == "pass":
                slot.declared[other] = "play"  # "those who have passed ... must take them up again"
        ruled(table, i, GENERAL, ["foster:rams#general", "foster:rams#general-all-play", "foster:rams#general-lead"],
              f"{seat} announced a general rams.", f"All at the table must play, and {seat} leads.", regular=True)

    def _rob(self, table: Table[RamsSlot], i: int, event: Event) -> None:
        """foster:rams#rob: the dealer, playing, may discard and take up the trump card; no other player may."""
        slot, seat, dealer = table.own, event.seat or "", table.dealer
        if isinstance(event, TakenUp):
            if seat != dealer or slot.declared.get(dealer) not in ("play", "widow") or slot.robbed \
                    or not self.turned(table) or any(s == dealer for t in table.tricks for s, _ in t.plays):
                ruled(table, i, ROB_BARRED, ["foster:rams#rob"], f"{seat} would take up the trump card.",
                      "No effect: the dealer alone may rob the trump, playing, before his first card.")
                return
            self.take_up(table, dealer)
        elif isinstance(event, Discarded) and seat == slot.robber and self.discarded(table, seat, event):
            for card in self.discarded(table, seat, event):
                table.apply(Moved(card, discards(seat)))
        else:
            ruled(table, i, Irregularity.NOT_RULED, ["foster:rams#rob"], f"{seat} discarded without robbing.",
                  "No effect.")

    def turned(self, table: Table[RamsSlot]) -> list[Card]:
        """The cards turned up and lying on the pack (Bierspiel's seven of diamonds turned aside by the trump card)."""
        return [c for c, p in table.where.items() if p == TURN_UP]

    def take_up(self, table: Table[RamsSlot], seat: str) -> None:
        """``seat`` takes the cards turned up into his hand, to discard as many."""
        slot = table.own
        slot.robbed, slot.robber = True, seat
        for card in self.turned(table):
            table.apply(Moved(card, hand(seat)))

    def discarded(self, table: Table[RamsSlot], seat: str, event: Discarded) -> tuple[Card, ...]:
        """The cards of a discard after the trump taken up, where he holds them and more than a hand (else none)."""
        cards = event.cards or ((event.card,) if event.card is not None else ())
        held = len(table.hand(seat))
        if cards and all(table.holds(seat, c) for c in cards) and held - len(cards) >= self.game.hand:
            return cards
        return ()

    def closed(self, table: Table[RamsSlot]) -> None:
        slot, dealer = table.own, table.dealer
        if slot.fault or slot.pone_declined:
            return
        order = self.order(table)
        for seat in order:
            if seat not in slot.declared:  # not declared when the play began
                compelled = slot.general or slot.simple and table.record.options.agreed("simple_all_play", True)
                dealer_alone = seat == dealer and len(self.game.in_deal(table)) == 1
                slot.declared[seat] = "play" if compelled or dealer_alone else "pass"
        players = self.game.in_deal(table)
        for seat in table.seats:
            if seat not in players and seat in table.in_deal:
                table.apply(Dropped(seat))
        if len(players) == 1 and dealer not in order:
            slot.sole = players[0]
            ruled(table, None, SOLE_PLAYER, ["foster:rams#players"], f"All pass but {slot.sole}, and the dealer holds"
                  " no cards: no one can be compelled to play against him. Rams does not say what follows; read as "
                  "Loo's player left alone, who wins the pool without playing (a reading).",
                  f"{slot.sole} wins the pool without playing.", persuasive=["foster:loo#widow-alone"])
            return
        for seat in players:  # a hand the deal did not record says no number
            if seat in table.known and len(table.hand(seat)) != self.game.hand:
                self._penalty(table, None, seat, f"{seat} plays with {len(table.hand(seat))} cards.",
                              "foster:rams#penalty-offences")
        if players:
            first = slot.general or table.rotation(table.left_of(dealer, table.seats), players)[0]
            table.apply(TurnSet(first))

    # -- the play -------------------------------------------------------------------------------------------------

    def ranking(self, table: Table[RamsSlot]) -> Heading:
        return self.game.ranking_at(table)

    def must_lead(self, table: Table[RamsSlot], seat: str) -> frozenset[Card] | None:
        """"begins by leading any card he pleases" (foster:rams#lead)."""
        return None

    def played(self, table: Table[RamsSlot], i: int, event: CardPlayed, how: How) -> None:
        seat = event.seat or ""
        slot = table.own
        first = sum(1 for t in table.tricks for s, _ in t.plays if s == seat) == 1
        if seat == slot.robber and seat in table.known and first and len(table.hand(seat)) + 1 != self.game.hand:
            self._penalty(table, i, seat, f"{seat} took up the trump and plays with {len(table.hand(seat)) + 1} "
                          "cards.", "foster:rams#penalty-offences")  # "playing with more or less than five cards"
        if how == "renounce":
            trick = table.trick
            led = trick.plays[0][1].suit if trick else None
            followed = any(c.suit is led for c in table.hand(seat)) or event.card.suit is led
            rule = "foster:rams#head" if followed else "foster:rams#trump-if-void"
            self._penalty(table, i, seat, f"{seat} played {event.card}, refusing to head or trump the trick when able, "
                          "or renouncing.", rule)
        elif how in ("lead_out_of_turn", "play_out_of_turn"):
            self._penalty(table, i, seat, f"{seat} {'led' if how == 'lead_out_of_turn' else 'played'} out of turn.",
                          "foster:rams#penalty-offences")

    def _penalty(self, table: Table[RamsSlot], i: int | None, seat: str, finding: str, rule: str,
                 persuasive: Sequence[str] = ()) -> None:
        """foster:rams#penalty: "to win nothing on the deal, and to forfeit five counters to the next pool", once."""
        slot = table.own
        if seat in slot.offenders:
            ruled(table, i, PENALTY, ["foster:rams#penalty", rule], finding, f"{seat} has incurred the one penalty "
                  "already: it is paid once.", persuasive=persuasive)
            return
        slot.offenders[seat] = rule
        ruled(table, i, PENALTY, ["foster:rams#penalty", "foster:rams#penalty-offences", rule], finding,
              f"{seat} {self.game.penalty_said}; the hand is played out.", persuasive=persuasive)

    def other(self, table: Table[RamsSlot], i: int, event: Event) -> None:
        seat = event.seat or ""
        if isinstance(event, OutcomeAgreed):
            table.own.taken.agree(table, i, event, self.game.in_deal(table), self.game.hand, self.game.divided_by)
        elif isinstance(event, CardExposed):
            self._penalty(table, i, seat, f"{seat} exposed {event.card}.", "foster:rams#penalty-offences")
        elif isinstance(event, Abandoned):
            self._penalty(table, i, seat, f"{seat} abandoned his hand in play: Rams does not name it; read as its one "
                          "penalty (a reading).", "foster:rams#penalty", persuasive=["foster:loo#after-trick"])
            table.apply(Dropped(seat))


RAMS = Rams()


class Rounce(Rams):
    """Rounce (foster:rounce), "an American corruption of Rams": Rams' text binds it where its own says nothing
    different. The full pack ranking as at Whist, three to nine players, a widow of six whose taker discards one,
    all pools alike and no general rounce; only following suit is due, and the winner of the first trick leads a
    trump if he has one."""

    name: ClassVar[str] = "rounce"
    title: ClassVar[str] = "Rounce"
    seats: ClassVar[tuple[int, ...]] = tuple(range(3, 10))
    seats_law: ClassVar[str] = "foster:rounce#pack"
    seats_said: ClassVar[str] = f"Rounce is played by three to nine ({seats_law})."
    widow: ClassVar[int] = 6
    """"Six cards are dealt to the widow" (foster:rounce#widow)."""
    own_options: ClassVar[tuple[TableOption, ...]] = Rams.own_options[2:]  # no rank to choose, no simple
    table_options: ClassVar[tuple[TableOption, ...]] = own_options
    labels: ClassVar[dict[str, str]] = {"play_in": "Plays", "take_widow": "Takes the widow", "pass": "Passes",
                                        "outcome": OUTCOME_SAID}

    def pack_size(self, seats: int) -> int:
        """The full pack of fifty-two (foster:rounce#pack)."""
        return 52

    def cards_dealt(self, seats: int) -> int:
        """A hand to each, the widow of six and the trump: with nine, the whole pack."""
        return self.hand * seats + self.widow + 1

    def new_slot(self, table: Table[RamsSlot]) -> RamsSlot:
        return RamsSlot(simple=False)  # "All pools are alike" (foster:rounce#pools)

    def rules(self) -> RamsRules:
        return RounceRules(self)

    def ranking_at(self, table: Table[RamsSlot]) -> Heading:
        return heading(table.trump, WHIST, follow_only=True)

    def deal_fields(self, table: Table[RamsSlot]) -> dict[str, Any]:
        return {**super().deal_fields(table), "next_pool": None}

    def decided(self, table: Table[RamsSlot]) -> list[tuple[str, tuple[str, ...]]]:
        """Rams' (#corruption), but the pack and rank, the widow of six, the play and the pools (#pack, #widow,
        #no-head, #pools)."""
        out = [("game", ("foster:rounce#corruption",)), ("hands", ("foster:rounce#pack", "foster:rounce#widow")),
               ("in", ("foster:rams#declare", "foster:rounce#pools"))]
        if table.tricks:
            out.append(("tricks", ("foster:rounce#pack", "foster:rams#lead", "foster:rounce#no-head")))
        return out


class RounceRules(RamsRules):
    """Rams' rules, but for Rounce's widow of six, its pools, its play and the trump led after the first trick."""

    def _general(self, table: Table[RamsSlot], i: int, seat: str, how: Said) -> None:
        ruled(table, i, Irregularity.NOT_RULED, ["foster:rounce#pools"], f"{seat} announced a general rams.",
              "No effect: there is no such announcement as general rounce.")

    def _rob(self, table: Table[RamsSlot], i: int, event: Event) -> None:
        """The widow's taker discards one of its six (foster:rounce#widow); else Rams' rob."""
        slot, seat = table.own, event.seat or ""
        if isinstance(event, Discarded) and seat == slot.widow_taker and event.card is not None \
                and table.holds(seat, event.card) and len(table.hand(seat)) > self.game.hand:
            table.apply(Moved(event.card, discards(seat)))
        else:
            super()._rob(table, i, event)

    def must_lead(self, table: Table[RamsSlot], seat: str) -> frozenset[Card] | None:
        """"the winner of the first trick must lead a trump if he has one" (foster:rounce#no-head)."""
        if len(table.closed) != 1 or table.trump is None:
            return None
        trumps = frozenset(c for c in table.hand(seat) if c.suit is table.trump)
        return trumps or None

    def played(self, table: Table[RamsSlot], i: int, event: CardPlayed, how: How) -> None:
        seat = event.seat or ""
        slot = table.own
        first = sum(1 for t in table.tricks for s, _ in t.plays if s == seat) == 1
        if seat == slot.robber and seat in table.known and first and len(table.hand(seat)) + 1 != self.game.hand:
            self._penalty(table, i, seat, f"{seat} took up the trump and plays with {len(table.hand(seat)) + 1} "
                          "cards.", "foster:rams#penalty-offences")  # "playing with more or less than five cards"
        if how == "renounce":
            self._penalty(table, i, seat, f"{seat} played {event.card}, not following suit when able (a renounce).",
                          "foster:rounce#no-head")
        elif how == "wrong_lead":
            self._penalty(table, i, seat, f"{seat}, the first trick's winner, led {event.card} holding a trump. "
                          "Rounce names no penalty for it; read as Rams' one penalty for a renounce (a reading).",
                          "foster:rounce#no-head", persuasive=["foster:loo#revokes"])
        else:
            super().played(table, i, event, how)


ROUNCE = Rounce()
