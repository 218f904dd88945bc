"""Loo, or Division Loo (foster:loo): Three-card Loo, limited or unlimited (rams-loo.md §4.4).

Each dealer puts up three reds; a deal whose pool before the stake is empty is a simple, which every player plays
with no widow and no trump until a trick is not followed; any other is a double, with a widow and a trump turned, in
which each in turn stands, takes the widow or passes, the dealer last. The pool is divided by the trick in thirds;
a player in who takes no trick is looed for the next pool. Counted in white counters, three to a red
(foster:loo#whites)."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from ...cards import Card
from ...law.rulings import Irregularity
from ...ledger.counters import CountersLedger
from ...ledger.settlement import POOL, Settlement, Transfer, net
from ...parts.deal import DealPart
from ...parts.play import How, Play
from ...parts.play_in import PlayIn
from ...parts.play_in import How as Said
from ...record import (Abandoned, CardExposed, CardPlayed, Claimed, DealFaulted, Event, OutcomeAgreed, Passed,
                       WidowTaken)
from ...table.facts import Dropped, HandOver, Moved, TrickClosed, TrumpSet, TurnSet
from ...table.owner import DealOwner, basis, ruled
from ...table.places import OUT, STOCK, TURN_UP, WIDOW, hand
from ..base import TableOption
from ..first_jack import first_jack
from ..heading import PAM, Heading, heading
from ..round_events import Defended, FlushShown, Looked, PlayedIn, TrumpTurned
from ..round_ledger import RoundLedger
from ..round_outcome import OUTCOME_SAID, Taken
from ..round_rulings import (
    ALL_PASSED,
    CURRENT_POOL,
    DEALER_DEFENDS,
    FLUSH,
    LOOED,
    MUST_PLAY,
    NEXT_POOL,
    REDEAL,
    REVOKE,
    SOLE_PLAYER,
)

if TYPE_CHECKING:
    from ...record import Record
    from ...table.state import Snapshot, Table


#: The deal's faults that are a misdeal (foster:loo#misdeal), and those that are the pack's, not the dealer's
#: (foster:loo#redeal).
MISDEALS = frozenset({"not_cut", "reshuffled_after_cut", "dealt_incorrectly", "exposed_in_deal", "wrong_count"})
REDEALS = frozenset({"imperfect_pack", "faced_in_pack"})


@dataclass(slots=True)
class LooSlot:
    """Loo's memory of one deal."""

    simple: bool
    """The pool before the stake was empty (foster:loo#simple)."""
    fault: str | None = None
    """``misdeal`` or ``redeal``: the deal does not stand."""
    declared: dict[str, str] = field(default_factory=dict)
    """Each seat's declaration as it stands: ``stand``, ``widow``, ``defend`` or ``pass``."""
    widow_taker: str | None = None
    defender: str | None = None
    flushes: list[tuple[int, str, tuple[Card, ...]]] = field(default_factory=list)
    flush: str | None = None
    not_looed: set[str] = field(default_factory=set)
    """Players in who are not looed for the flush (a younger flush, the defending dealer)."""
    sole: str | None = None
    """The player who wins the pool without playing."""
    current: list[Transfer] = field(default_factory=list)
    """Payments to the current pool, divided in this deal (foster:loo#divided-offences)."""
    barred: set[str] = field(default_factory=set)
    """Players who "cannot win anything that deal" (foster:loo#current-pool)."""
    next_offenders: dict[str, str] = field(default_factory=dict)
    """Players looed for an offence, paid once to the next pool, and the law (foster:loo#after-trick)."""
    revoke: tuple[str, int, str] | None = None
    """The first revoke: its player, its event, the rule he broke."""
    discovered: bool = False
    trump_due: bool = False
    """A simple's trick was not followed and the dealer has yet to turn the trump."""
    trump_unknown: bool = False
    before_close: Snapshot | None = None
    first_jack: bool = False
    """The record's first deal dealt by the player the first jack fell to (foster:loo#cutting)."""
    looed: list[str] = field(default_factory=list)
    """The players looed in this deal, to pay the next pool: by a flush, for taking no trick, for an offence."""
    draws: dict[str, bool] = field(default_factory=dict)
    """Irish and Five-card Loo: the players who have named their number (foster:irish-loo#how-many)."""
    taken: Taken = field(default_factory=Taken)
    """The tricks each player in took as the table agreed them, where the cards as played are not recorded."""
    settlement: Settlement = ()


class Loo(DealOwner[LooSlot]):
    """Three-card Loo, limited unless ``options.limit`` is ``unlimited``."""

    name: ClassVar[str] = "loo"
    title: ClassVar[str] = "Loo"
    seats: ClassVar[tuple[int, ...]] = tuple(range(3, 18))
    seats_law: ClassVar[str] = "foster:loo#players"
    seats_said: ClassVar[str] = f"Loo is played by three to seventeen ({seats_law})."
    codes: ClassVar[tuple[str, ...]] = ("foster",)
    hand: ClassVar[int] = 3
    turns_up: ClassVar[bool] = False  # a simple turns none; a double's widow and trump are its own
    runs_on: ClassVar[bool] = True
    unit: ClassVar[str] = "counters"
    red: ClassVar[int] = 3
    """White counters to a red (foster:loo#whites)."""
    stake_reds: ClassVar[int] = 3
    shares: ClassVar[int] = 3
    """The parts the pool is divided in, one a trick."""
    stake_law: ClassVar[str] = "foster:loo#pool"
    widow_dealt: ClassVar[bool] = True
    """A double's widow (foster:loo#double); Irish Loo deals none."""
    default_counters: ClassVar[int] = 60
    """18 red and 6 white, in whites (``counters_law``), where ``options.counters`` does not say."""
    counters_law: ClassVar[str] = "foster:loo#counters"
    pack_law: ClassVar[str] = "foster:loo#cards"
    own_events: ClassVar[dict[str, type[Event]]] = {
        "play_in": PlayedIn, "defend": Defended, "flush": FlushShown, "turn_trump": TrumpTurned, "look": Looked}
    own_options: ClassVar[tuple[TableOption, ...]] = (
        TableOption("limit", "Limited or unlimited", "limited", (("limited", "Limited Loo (foster:loo#limited)"),
                                                                 ("unlimited", "Unlimited Loo (foster:loo#unlimited)"))),)
    table_options: ClassVar[tuple[TableOption, ...]] = own_options
    shown: ClassVar[tuple[str, ...]] = ("flush",)
    labels: ClassVar[dict[str, str]] = {"play_in": "Stands", "take_widow": "Takes the widow", "pass": "Passes",
                                        "defend": "Defends the pool", "flush": "Shows a flush",
                                        "outcome": OUTCOME_SAID}

    widow: ClassVar[int] = 3
    """A double's "extra hand ... for the widow" (foster:loo#double); none in a simple, and none in Irish Loo."""

    def pack_size(self, seats: int) -> int:
        """The full pack of fifty-two (``pack_law``)."""
        return 52

    def cards_dealt(self, seats: int) -> int:
        """A double's deal, the most a deal takes: a hand to each, the widow where it deals one and the pack holds it
        (with seventeen, fifty-one cards are dealt to the hands: none is left for a widow), and the trump turned."""
        hands = self.hand * seats
        widow = self.widow if self.widow_dealt and hands + self.widow + 1 <= self.pack_size(seats) else 0
        return hands + widow + 1

    # -- the deal's memory, parts and ranking ---------------------------------------------------------------------

    def new_slot(self, table: Table[LooSlot]) -> LooSlot:
        return LooSlot(simple=table.carry.pool == 0)

    def parts(self, table: Table[LooSlot]) -> Sequence[Any]:
        rules = LooRules(self)
        return [DealPart(rules), PlayIn(rules, frozenset({"play_in", "take_widow", "pass", "defend", "look", "flush"})),
                Play(rules, also=frozenset({"turn_trump"}))]

    def offered_to(self, table: Table[LooSlot], kind: str, seat: str | None) -> Sequence[str | None]:
        """An outcome: each player in whose tricks are not yet agreed (``round_outcome``); any other fact, the seat in
        turn."""
        return table.own.taken.offered(table, self.in_deal(table)) if kind == "outcome" else (seat,)

    def ranking_at(self, table: Table[LooSlot]) -> Heading:
        return heading(table.trump)

    def over(self, table: Table[LooSlot]) -> bool:
        slot = table.own
        return bool(slot.fault or slot.sole or slot.flush or slot.discovered
                    or slot.taken.tricks_done(table) == self.hand)

    def ledger(self, record: Record) -> RoundLedger:
        return RoundLedger(CountersLedger(record.options.counters or self.default_counters, pooled=True), "white",
                           self.red)

    def turn_up_asked(self, table: Table[LooSlot]) -> bool:
        """A double turns a trump (foster:loo#double); a simple none (foster:loo#simple-no-trump)."""
        return not table.own.simple

    def limit(self, table: Table[LooSlot]) -> str:
        return str(table.record.options.agreed("limit", "limited"))

    # -- the settlement -------------------------------------------------------------------------------------------

    def settle(self, table: Table[LooSlot]) -> Settlement:
        slot, dealer = table.own, table.dealer
        left = table.left_of(dealer, table.seats)
        if slot.fault == "redeal":
            table.apply(HandOver("redeal", dealer))
            return ()
        if slot.fault == "misdeal":
            slot.settlement = (Transfer(self.stake_reds * self.red, POOL, dealer, "foster:loo#misdeal"),)
            table.apply(HandOver("passed", left))
            return slot.settlement
        if slot.flushes:
            self.weigh_flushes(table, self.in_deal(table))
        paid = [Transfer(self.stake_reds * self.red, POOL, dealer, self.stake_law), *slot.current]
        current = table.carry.pool + sum(t.amount for t in paid)
        won = self._won(table, current)
        if won is None:
            slot.settlement = tuple(paid)
            table.apply(HandOver("incomplete", None))
            return slot.settlement
        status, transfers = won
        slot.settlement = (*paid, *transfers, *(Transfer(3 * self.red, POOL, seat, by)
                                                 for seat, by in slot.next_offenders.items()))
        table.apply(HandOver(status, left))
        return slot.settlement

    def in_deal(self, table: Table[LooSlot]) -> tuple[str, ...]:
        """The players in: all in a simple; in a double those who stood, took the widow or defend."""
        slot = table.own
        if slot.simple:
            return table.seats
        return tuple(s for s in table.seats if slot.declared.get(s) in ("stand", "widow", "defend"))

    def _won(self, table: Table[LooSlot], current: int) -> tuple[str, list[Transfer]] | None:
        """Who takes what of the current pool and who pays the next, with the deal's status; None: not yet known."""
        slot = table.own
        players = self.in_deal(table)
        if slot.flush is not None:
            looed = [s for s in self.flush_looed(table, players) if s != slot.flush and s not in slot.not_looed]
            slot.looed += looed
            younger = sorted(slot.not_looed - {slot.defender})
            laws = [self.flush_claims, self.flush_law] + ([self.two_flushes] if younger else [])
            ruled(table, None, FLUSH, laws, f"{slot.flush} shows a flush" + (
                f"; {', '.join(younger)} another, the younger hand" if younger else "") + ".",
                  f"{slot.flush} claims the pool without playing; {', '.join(looed) or 'no one'} looed" +
                  (", not the younger flush" if younger else "") + ".")
            return "scored", [Transfer(current, slot.flush, POOL, self.flush_claims),
                              *(Transfer(self.flush_price(table, current), POOL, s, self.flush_claims)
                                for s in looed)]
        if not slot.simple and not players:
            if not all(s in slot.declared for s in table.seats):  # the declaring is in play
                return None
            ruled(table, None, ALL_PASSED, ["foster:loo#declare"], "Every player passed, the dealer too: no one has won "
                  "the pool, and Loo's text does not say what follows; read as Spoil Five's pool, which stands "
                  "\"until the pool is won\" (a reading).", "The pool remains for the next deal.",
                  persuasive=["foster:spoil-five#pool"])
            return "passed", []
        if slot.sole is not None:
            return "scored", [Transfer(current, slot.sole, POOL, "foster:loo#widow-alone")]
        if slot.revoke is not None:
            return "scored", self._revoke(table, current, players)
        if slot.trump_unknown or slot.taken.tricks_done(table) < self.hand:
            return None
        share = current // self.shares
        divided = self.divided(table)
        out: list[Transfer] = []
        for seat in players:
            tricks = slot.taken.tricks_of(table, seat)
            if tricks and seat not in slot.barred and seat not in slot.next_offenders and seat != slot.defender:
                out.append(Transfer(share * tricks, seat, POOL, divided, also=("foster:loo#whites",)))
            elif not tricks and seat != slot.defender and seat not in slot.next_offenders:
                price, by = self.loo_price(table, current)
                limit = "foster:loo#unlimited" if by == "foster:loo#unlimited" else "foster:loo#limited"
                out.append(Transfer(price, POOL, seat, by, also=(limit,) if limit != by else ()))
                slot.looed.append(seat)
                ruled(table, None, LOOED, list(dict.fromkeys([by, limit])), f"{seat} played and won no trick.",
                      f"{seat} is looed: {price} white counters to the next pool.")
        return "scored", out

    def divided(self, table: Table[LooSlot]) -> str:
        """The sentence that divides the pool by the trick: a simple's with no trump turned, else the Bold Stand's."""
        turned = table.trump is not None
        return "foster:loo#bold-stand" if turned or not table.own.simple else "foster:loo#simple-all-follow"

    def loo_price(self, table: Table[LooSlot], current: int) -> tuple[int, str]:
        """What a player in who took no trick pays the next pool, and the law: three reds, or under Unlimited Loo the
        current pool (foster:loo#unlimited)."""
        if self.limit(table) == "unlimited":
            return current, "foster:loo#unlimited"
        if table.own.simple:
            return 3 * self.red, "foster:loo#bold-stand" if table.trump is not None else "foster:loo#simple-all-follow"
        return 3 * self.red, "foster:loo#looed-double"

    flush_law: ClassVar[str] = "foster:loo#flush"
    flush_claims: ClassVar[str] = "foster:loo#flush-claims"
    two_flushes: ClassVar[str] = "foster:loo#two-flushes"

    def flush_looed(self, table: Table[LooSlot], players: tuple[str, ...]) -> tuple[str, ...]:
        """Who a flush looes: "each of those who are “in”" (foster:loo#flush-claims)."""
        return players

    def flush_price(self, table: Table[LooSlot], current: int) -> int:
        """Each player looed by a flush: "each of those who are “in” being looed three red counters", limited or
        unlimited (reading 12)."""
        return 3 * self.red

    def _revoke(self, table: Table[LooSlot], current: int, players: tuple[str, ...]) -> list[Transfer]:
        """foster:loo#revokes: the pool divided as equally as possible among those who declared to play, the offender
        (and a defending dealer) excepted, the odd whites left; six reds from the offender to the next pool."""
        slot = table.own
        assert slot.revoke is not None
        offender = slot.revoke[0]
        sharers = [s for s in players if s != offender and s != slot.defender]
        each = current // len(sharers) if sharers else 0
        law = "foster:loo#revokes"
        return [*(Transfer(each, s, POOL, law) for s in sharers if each),
                Transfer(6 * self.red, POOL, offender, law, also=("foster:loo#payments",))]

    def weigh_flushes(self, table: Table[LooSlot], players: tuple[str, ...]) -> None:
        """foster:loo#flush, #two-flushes: three trumps held by a player in, shown once all have declared (one shown
        before is weighed then); of several, the elder hand's wins, the younger not looed."""
        slot = table.own
        order = table.rotation(table.left_of(table.dealer, table.seats), table.seats)
        good = [s for s in (slot.flush, *slot.not_looed) if s is not None and s != slot.defender]
        for i, seat, cards in slot.flushes:
            if not cards and seat not in table.known and table.trump is not None \
                    and seat in self.flush_looed(table, players):
                good.append(seat)  # reading 16: his hand not recorded, the flush the table saw
            elif all(table.holds(seat, c) for c in cards) and self.is_flush(table, seat, cards, players):
                good.append(seat)
            else:
                ruled(table, i, Irregularity.NOT_RULED, [self.flush_law], f"{seat} showed {' '.join(map(str, cards))}:"
                      f" not {self.flush_said}.", "No effect: play goes on.")
        slot.flushes.clear()
        if good:
            good.sort(key=order.index)
            slot.flush = good[0]
            slot.not_looed = set(good[1:]) | ({slot.defender} if slot.defender else set())


    flush_said: ClassVar[str] = "three trumps held by a player in"
    flush_at_once: ClassVar[bool] = False
    """A flush is weighed when shown (Five-card: "may immediately claim the pool"), not once all have declared."""

    def is_flush(self, table: Table[LooSlot], seat: str, cards: tuple[Card, ...], players: tuple[str, ...]) -> bool:
        """Three trumps held by a player in (foster:loo#flush)."""
        return seat in players and len(cards) == 3 and all(c.suit is table.trump for c in cards)

    def deal_fields(self, table: Table[LooSlot]) -> dict[str, Any]:
        slot = table.own
        moved = net(slot.settlement)
        pool_total = table.carry.pool + moved.get(POOL, 0)
        return {
            "trump": table.trump.value if table.trump is not None else None,
            "in": list(self.in_deal(table)) if not slot.fault else [],
            "shares": {s: t.amount for s in table.seats for t in slot.settlement
                       if t.to == s and t.from_ == POOL},
            "tricks_won": {s: slot.taken.tricks_of(table, s) for s in table.seats},
            "flush": slot.flush, "defender": slot.defender,
            "looed": [s for s in table.seats if s in slot.looed or s in slot.next_offenders and table.status == "scored"],
            "next_pool": "simple" if pool_total == 0 else "double",
            "basis": basis(*self.decided(table, pool_total)),
        }

    def decided(self, table: Table[LooSlot], pool_total: int) -> list[tuple[str, tuple[str, ...]]]:
        """The sentences that decide the deal's fields, as its facts make them."""
        slot = table.own
        out: list[tuple[str, tuple[str, ...]]] = [("hands", ("foster:loo#dealing", "foster:loo#cards"))]
        if slot.first_jack:
            out.append(("dealer", ("foster:loo#cutting",)))
        if slot.simple:
            out.append(("in", ("foster:loo#simple", "foster:loo#simple-all-follow")))
            out.append(("trump", ("foster:loo#simple-trump",) if table.trump else ("foster:loo#simple-no-trump",)))
        elif not slot.fault:
            out.append(("in", ("foster:loo#declare",)))
            out.append(("trump", ("foster:loo#double", "foster:loo#double-widow")))
        if table.tricks:
            out.append(("tricks", ("foster:loo#simple-head",) if table.trump is None else ("foster:loo#head-double",)))
        out.append(("score", (self.counters_law, "foster:loo#whites")))
        out.append(("next_pool", ("foster:loo#widow-alone",) if slot.sole else ("foster:loo#simple",) if pool_total == 0
                    else ("foster:loo#double", "foster:loo#simple-all-follow")))
        if table.next_dealer is not None:
            out.append(("next_dealer", ("foster:loo#redeal",) if table.status == "redeal" else
                        ("foster:loo#misdeal",) if slot.fault else ("foster:loo#pool",)))
        return out


class LooRules:
    """The deal, the declaring and the play as Loo rules them (the parts' protocols)."""

    weigh_declared: ClassVar[bool] = True
    """Flushes are weighed once all have declared (Three-card); Irish Loo's once all have drawn, at the first card."""

    def __init__(self, game: Loo) -> None:
        self.game = game

    # -- the deal (DealRules) -------------------------------------------------------------------------------------

    def dealt_out(self, table: Table[LooSlot], seats_dealt: tuple[str, ...]) -> tuple[str, ...]:
        """The cards are dealt: Loo's deal judged (three each, no widow and no trump in a simple); none is out."""
        slot, dealer = table.own, table.dealer
        slot.first_jack = first_jack(table, ["foster:loo#cutting"])
        widow = [c for c, p in table.where.items() if p == WIDOW]
        turned = next((c for c, p in table.where.items() if p == TURN_UP), None)
        if self._dealt_wrong(table, "foster:loo#dealing"):
            return ()
        if slot.simple and widow:
            self._misdeal(table, None, "A widow dealt in a simple.", ["foster:loo#simple-widow-dealt",
                                                                      "foster:loo#simple-no-trump"])
        elif slot.simple and turned is not None:
            ruled(table, None, CURRENT_POOL, ["foster:loo#simple-trump-turned", "foster:loo#simple-no-trump",
                                              "foster:loo#divided-offences"],
                  f"{dealer} turned a trump ({turned}) in a simple.",
                  f"{dealer} forfeits three reds to the current pool; it remains a simple, with no trump.")
            slot.current.append(Transfer(3 * self.game.red, POOL, dealer, "foster:loo#simple-trump-turned"))
        elif not slot.simple and not widow and len(table.seats) < 17 and table.known:  # cards recorded, none the widow
            self._misdeal(table, None, "No widow dealt in a double: a wrong number of hands.",
                          ["foster:loo#misdeal", "foster:loo#double", "foster:loo#double-widow"])
        elif not slot.simple and turned is not None:
            table.apply(TrumpSet(turned.suit))
        return ()

    def _dealt_wrong(self, table: Table[LooSlot], dealing: str) -> bool:
        """A player given too many or too few cards: a misdeal (foster:loo#misdeal), ruled; ``dealing`` the sentence
        that says how many. A deal recorded without its cards (the club's scorer keeps no hands) says no number."""
        wrong = [s for s in table.seats if len(table.hand(s)) != self.game.hand] if table.known else []
        if wrong:
            self._misdeal(table, None, f"{', '.join(wrong)} dealt {' and '.join(str(len(table.hand(s))) for s in wrong)}"
                          f" cards, not {self.game.hand}.", ["foster:loo#misdeal", dealing])
        return bool(wrong)

    def _misdeal(self, table: Table[LooSlot], i: int | None, finding: str, laws: list[str]) -> None:
        table.own.fault = "misdeal"
        ruled(table, i, Irregularity.MISDEAL, laws, finding + " It is a misdeal.",
              f"{table.dealer} loses his deal and forfeits three reds to the current pool; the deal puts up no stake "
              "and the new dealer adds his three: the pool becomes a double.")

    def fault(self, table: Table[LooSlot], i: int, event: Event) -> None:
        slot = table.own
        if not isinstance(event, DealFaulted) or slot.fault:
            return
        if event.kind in REDEALS:
            slot.fault = "redeal"
            ruled(table, i, REDEAL, ["foster:loo#redeal"], f"The deal's fault: {event.kind.replace('_', ' ')}.",
                  f"The same dealer, {table.dealer}, deals again without penalty.")
        elif event.kind in MISDEALS:
            self._misdeal(table, i, f"The deal's fault: {event.kind.replace('_', ' ')}.", ["foster:loo#misdeal"])
        else:
            ruled(table, i, Irregularity.NOT_RULED, [], f"The deal's fault: {event.kind.replace('_', ' ')}; "
                  "Loo's text names no such irregularity.", "No effect.", persuasive=["foster:loo#misdeal"])

    # -- the declaring (DeclareRules) -----------------------------------------------------------------------------

    def order(self, table: Table[LooSlot]) -> tuple[str, ...]:
        """From the dealer's left, the dealer last (foster:loo#declare); no one in a simple."""
        if table.own.simple or table.own.fault:
            return ()
        return table.rotation(table.left_of(table.dealer, table.seats), table.seats)

    def speaks(self, event: Event) -> bool:
        return event.type in ("play_in", "take_widow", "pass", "defend")

    def declared(self, table: Table[LooSlot], i: int, event: Event, how: Said) -> None:
        slot, seat = table.own, event.seat or ""
        if slot.fault:
            return
        if isinstance(event, Looked):
            if how == "early" and not slot.simple:
                self._current_pool(table, i, seat, f"{seat} looked at his cards before his turn to declare.",
                                   ["foster:loo#current-pool", "foster:loo#no-look"])
            else:
                ruled(table, i, Irregularity.NOT_RULED, ["foster:loo#no-look"], f"{seat} looked at his cards "
                      f"{'in a simple, where no one declares' if slot.simple else 'in his turn'}.", "No effect.")
            return
        if isinstance(event, FlushShown):
            if table.tricks or slot.sole:
                ruled(table, i, Irregularity.NOT_RULED, ["foster:loo#flush"], f"{seat} showed a flush once the play "
                      "had begun.", "No effect: a flush is announced as soon as all have declared.")
                return
            slot.flushes.append((i, seat, event.cards))
            if self.game.flush_at_once or how == "late" and self.weigh_declared:  # all have declared
                self.game.weigh_flushes(table, self.game.in_deal(table))
            return
        if slot.simple:
            self._in_simple(table, i, event)
            return
        if how in ("late", "again"):
            ruled(table, i, Irregularity.NOT_RULED, ["foster:loo#declare"], f"{seat}'s {event.type.replace('_', ' ')} "
                  f"{'after the declaring was over' if how == 'late' else 'after he had declared'}.", "No effect.")
            return
        if how == "early":
            self._current_pool(table, i, seat, f"{seat} announced his intention out of his proper turn.",
                               ["foster:loo#current-pool"], "; his declaration stands")
        self._declare(table, i, seat, event)

    def _in_simple(self, table: Table[LooSlot], i: int, event: Event) -> None:
        seat = event.seat or ""
        if isinstance(event, Passed):
            ruled(table, i, MUST_PLAY, ["foster:loo#simple-all-follow", "foster:loo#simple"], f"{seat} passed in a simple.",
                  "No effect: in a simple every player plays.")
        elif isinstance(event, WidowTaken):
            ruled(table, i, Irregularity.WIDOW, ["foster:loo#simple-no-trump"], f"{seat} took the widow in a simple.",
                  "No effect: in a simple no widow is dealt.")
        elif isinstance(event, Defended):
            ruled(table, i, Irregularity.NOT_RULED, ["foster:loo#defend"], f"{seat} would defend the pool in a simple.",
                  "No effect: every player plays a simple.")

    def _current_pool(self, table: Table[LooSlot], i: int, seat: str, finding: str, laws: list[str],
                      more: str = "") -> None:
        slot = table.own
        slot.current.append(Transfer(3 * self.game.red, POOL, seat, laws[0], also=("foster:loo#payments",)))
        slot.barred.add(seat)
        ruled(table, i, CURRENT_POOL, [*laws, "foster:loo#divided-offences"], finding, f"{seat} forfeits three reds to the current pool and cannot win "
              f"anything this deal{more}; if he plays and is looed, he pays.")

    def _declare(self, table: Table[LooSlot], i: int, seat: str, event: Event) -> None:
        slot, dealer = table.own, table.dealer
        if isinstance(event, WidowTaken) and slot.widow_taker is not None:
            ruled(table, i, Irregularity.WIDOW, ["foster:loo#declare"], f"{seat} would take the widow; "
                  f"{slot.widow_taker} has taken it.", f"No effect: {seat} stands on the cards dealt him.")
            slot.declared[seat] = "stand"
        elif isinstance(event, PlayedIn):
            slot.declared[seat] = "stand"
        elif isinstance(event, WidowTaken):
            self._take_widow(table, seat, "widow")
        elif isinstance(event, Defended) or isinstance(event, Passed) and seat == dealer and self._alone(table):
            if seat != dealer or not self._alone(table):
                ruled(table, i, Irregularity.NOT_RULED, ["foster:loo#defend"], f"{seat} would defend the pool.",
                      "No effect: the dealer defends only where one player alone stands on his own hand.")
                return
            if isinstance(event, Passed):
                ruled(table, i, MUST_PLAY, ["foster:loo#defend"], "The dealer passed with one player alone standing.",
                      "No effect: the dealer, if he will not play for himself, must take the widow and defend.")
            self._defend(table, i)
        elif isinstance(event, Passed):
            slot.declared[seat] = "pass"
            for card in table.hand(seat):
                table.apply(Moved(card, STOCK))  # "he gives his original hand to the dealer" (foster:loo#declare)
            table.apply(Dropped(seat))

    def _alone(self, table: Table[LooSlot]) -> bool:
        """One player alone stands on his own hand, every other before the dealer having passed."""
        said = [v for s, v in table.own.declared.items() if s != table.dealer]
        return said.count("stand") == 1 and all(v in ("stand", "pass") for v in said) and \
            len(said) == len(table.seats) - 1

    def _take_widow(self, table: Table[LooSlot], seat: str, as_: str) -> None:
        slot = table.own
        for card in table.hand(seat):
            table.apply(Moved(card, OUT))  # his hand given to the dealer, to the bottom of the pack: dead
        for card in [c for c, p in table.where.items() if p == WIDOW]:
            table.apply(Moved(card, hand(seat)))
        slot.widow_taker = seat
        slot.declared[seat] = as_

    def _defend(self, table: Table[LooSlot], i: int | None) -> None:
        slot = table.own
        if self.game.widow_dealt:
            self._take_widow(table, table.dealer, "defend")
        slot.declared[table.dealer] = "defend"
        slot.defender = table.dealer
        ruled(table, i, DEALER_DEFENDS, ["foster:loo#defend"], f"One player alone stands; {table.dealer}, the "
              f"dealer, {'takes the widow and ' if self.game.widow_dealt else ''}plays to defend the pool.",
              "If he takes no trick he is not looed; the shares of any tricks he wins stay in the pool.", regular=True)

    def closed(self, table: Table[LooSlot]) -> None:
        slot = table.own
        if slot.fault:
            return
        if not slot.simple:
            if table.dealer not in slot.declared and self._alone(table):
                self._defend(table, None)
            for seat in table.seats:
                if seat not in slot.declared:
                    slot.declared[seat] = "pass"
                    table.apply(Dropped(seat))
            players = self.game.in_deal(table)
            if len(players) == 1 and players[0] in (slot.widow_taker, table.dealer) and slot.defender is None:
                slot.sole = players[0]
                dealer_alone = players[0] == table.dealer  # reading 8: #widow-alone read for him
                ruled(table, None, SOLE_PLAYER, ["foster:loo#widow-alone"] if not dealer_alone else ["foster:loo#declare"],
                      f"All pass but {slot.sole}" + (", the dealer. Loo's text gives the pool without play to the "
                                                     "widow-taker; read for the dealer left alone too (a reading)"
                                                     if dealer_alone else "") + ".",
                      f"{slot.sole} wins the pool without playing, and the next deal is a simple.",
                      persuasive=["foster:loo#widow-alone"] if dealer_alone else [])
                return
            if self.weigh_declared:
                self.game.weigh_flushes(table, players)
        players = self.game.in_deal(table)
        if players:
            table.apply(TurnSet(table.rotation(table.left_of(table.dealer, table.seats), players)[0]))

    # -- the play (PlayRules) -------------------------------------------------------------------------------------

    def ranking(self, table: Table[LooSlot]) -> Heading:
        return self.game.ranking_at(table)

    def must_lead(self, table: Table[LooSlot], seat: str) -> frozenset[Card] | None:
        """A trump where one is turned (foster:loo#lead-trump, #winner-leads-trump, #simple-trump); the first lead
        of a double, the ace of trumps, or the king when the ace is turned (foster:loo#ace-lead)."""
        trump = table.trump
        if trump is None:
            return None
        suit = self.ranking(table).suit
        trumps = frozenset(c for c in table.hand(seat) if suit[c] is trump)
        if not trumps:
            return None
        if not table.closed and not table.own.simple:
            ace, king = Card.parse("A" + trump.value), Card.parse("K" + trump.value)
            if ace in trumps:
                return frozenset({ace})
            if king in trumps and table.where.get(ace) == TURN_UP:
                return frozenset({king})
        return trumps

    def played(self, table: Table[LooSlot], i: int, event: CardPlayed, how: How) -> None:
        slot, seat = table.own, event.seat or ""
        if slot.flushes and len(table.tricks) == 1 and len(table.tricks[0].plays) == 1:
            self.game.weigh_flushes(table, self.game.in_deal(table))  # shown before the draws were over: weighed now
        if slot.fault or slot.sole or slot.flush or slot.discovered:
            ruled(table, i, Irregularity.NOT_RULED, [], f"{seat} played {event.card} after the hand was decided.",
                  "No effect.")
            return
        if slot.trump_due:
            slot.trump_unknown = True
        if how in ("renounce", "wrong_lead") and slot.revoke is None:
            broke = self._broken(table, seat, how, event.card)
            slot.revoke = (seat, i, broke)
            ruled(table, i, REVOKE, ["foster:loo#revokes", broke], f"{seat} played {event.card}: "
                  f"{'a lead' if how == 'wrong_lead' else 'a card'} the rule ({broke}) did not allow him.",
                  f"A revoke: the hands are abandoned; the pool is divided among those who declared to play, {seat} "
                  "excepted, and he pays six reds to the next pool.")
        elif how in ("lead_out_of_turn", "play_out_of_turn"):
            self._next_pool(table, i, seat, f"{seat} {'led' if how == 'lead_out_of_turn' else 'played'} out of turn.")
        trick = table.trick
        if (slot.simple and table.trump is None and trick is not None
                and len(trick.plays) == len(table.in_deal)
                and any(c.suit is not trick.plays[0][1].suit for _, c in trick.plays)):
            slot.trump_due = True
            slot.before_close = table.snapshot()

    def _broken(self, table: Table[LooSlot], seat: str, how: How, card: Card) -> str:
        """The rule the revoke broke (foster:loo#revokes lists them)."""
        trick = table.trick or (table.closed[-1] if table.closed else None)
        if card == PAM and table.trump is not None and trick is not None \
                and trick.plays[0][1] == Card.parse("A" + table.trump.value) and self.ranking(table).pam is not None:
            return "foster:five-card-loo#pam-pass"
        if how == "wrong_lead":
            if not table.closed and not table.own.simple:
                must = self.must_lead(table, seat) or frozenset()
                return "foster:loo#ace-lead" if len(must) == 1 and next(iter(must)).rank in "AK" else "foster:loo#lead-trump"
            return "foster:loo#simple-trump" if table.own.simple else "foster:loo#winner-leads-trump"
        return "foster:loo#simple-head" if table.trump is None else "foster:loo#head-double"

    def _next_pool(self, table: Table[LooSlot], i: int, seat: str, finding: str) -> None:
        slot = table.own
        if seat in slot.next_offenders:
            ruled(table, i, NEXT_POOL, ["foster:loo#one-penalty"], finding, f"{seat} has paid the one penalty already.")
            return
        slot.next_offenders[seat] = "foster:loo#after-trick"
        ruled(table, i, NEXT_POOL, ["foster:loo#after-trick", "foster:loo#one-penalty", "foster:loo#offender-tricks"], finding,
              f"{seat} is looed for three reds to the next pool and wins nothing from this one; play goes on.")

    def other(self, table: Table[LooSlot], i: int, event: Event) -> None:
        slot, seat = table.own, event.seat or ""
        if isinstance(event, TrumpTurned):
            self._turn_trump(table, i, event)
        elif slot.fault or slot.sole or slot.flush:
            return
        elif isinstance(event, CardExposed):
            self._next_pool(table, i, seat, f"{seat} exposed {event.card}.")
        elif isinstance(event, Abandoned):
            self._next_pool(table, i, seat, f"{seat} abandoned his hand.")
            table.apply(Dropped(seat))
        elif isinstance(event, OutcomeAgreed):
            slot.taken.agree(table, i, event, self.game.in_deal(table), self.game.hand, self.game.divided(table))
        elif isinstance(event, Claimed) and slot.revoke is not None and not slot.discovered:
            slot.discovered = True
            ruled(table, i, REVOKE, ["foster:loo#revokes"], f"The revoke of {slot.revoke[0]} is discovered.",
                  "The hands are abandoned.")

    def _turn_trump(self, table: Table[LooSlot], i: int, event: TrumpTurned) -> None:
        """foster:loo#simple-trump: the trump turned once a trick is complete that a player could not follow; if a
        trump was played to it, the highest trump wins it."""
        slot, card = table.own, event.card
        if not slot.trump_due or card is None or table.where.get(card) != STOCK:
            ruled(table, i, Irregularity.NOT_RULED, ["foster:loo#simple-trump"], f"A trump turned ({card}) "
                  "where no trick has gone unfollowed in a simple.", "No effect.")
            return
        slot.trump_due = slot.trump_unknown = False
        before, slot.before_close = slot.before_close, None
        last = table.closed[-1]
        plays = list(last.plays)
        if before is not None and any(c.suit is card.suit for _, c in plays):
            table.restore(before)
            table.apply(Moved(card, TURN_UP))
            table.apply(TrumpSet(card.suit))
            table.apply(TrickClosed(heading(card.suit).trick_winner(plays)))
        else:
            table.apply(Moved(card, TURN_UP))
            table.apply(TrumpSet(card.suit))


LOO = Loo()
