"""Forty-Five, or Five and Ten: Spoil Five played by two, or by two equal partnerships of two or three, for points
to a game of forty-five (FORTY-FIVE, OR FIVE AND TEN., laws/foster-forty-five.toml; napoleon-spoil-five.md §7).
Foster's SPOIL FIVE binds it in all but the pool (foster:forty-five#names, #no-pool); where Spoil Five's penalty is
the pool's, Forty-Five is silent, and the nearest Euchre Law is cited as persuasive."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, ClassVar

from ...cards import Card
from ...law.rulings import Irregularity
from ...ledger.carry import Carry
from ...ledger.settlement import Settlement, Transfer, net
from ...record import Claimed, Dealt, Elected, Event, OutcomeAgreed, Record
from ...table.facts import HandOver
from ...table.owner import basis, ruled
from ...table.places import STOCK
from ...table.state import Table
from ..base import TableOption, seating
from .game import FOUL_HAND, IRREGULAR, SpoilFive
from .ranking import ace_of_trumps
from .slot import SpoilSlot

NO_POOL = "foster:forty-five#no-pool"


@dataclass(frozen=True, slots=True)
class FortyFiveLedger:
    """Points by side from nothing (or ``start_score``) to ``game_to``: a side reaching it wins the game, and the next
    game begins at nothing each (foster:forty-five#game). The games won are the carry's ``game``."""

    game_to: int

    def opening(self, record: Record) -> Carry:
        start = record.start_score or {}
        return Carry(dealer=None, scores=MappingProxyType({side: start.get(side, 0) for side in record.sides}),
                     game=MappingProxyType({"games": ()}))

    def post(self, carry: Carry, settlement: Settlement, table: Table[Any]) -> Carry:
        moved = net(settlement)
        scores = {side: n + moved.get(side, 0) for side, n in carry.scores.items()}
        games = tuple(carry.game["games"])
        out = [side for side, n in scores.items() if n >= self.game_to]
        if out:
            winner = max(out, key=lambda side: scores[side])
            games += ({"winner": winner, "score": dict(scores), "slam": False, "laws": ["foster:forty-five"]},)
            scores = {side: 0 for side in scores}
        return replace(carry, dealer=table.next_dealer, scores=MappingProxyType(scores),
                       game=MappingProxyType({"games": games}))

    def summary(self, carry: Carry) -> dict[str, Any]:
        return {"score": dict(carry.scores), "games": list(carry.game["games"])}


class FortyFive(SpoilFive):
    """Forty-Five: two players, or two partnerships of two or three sitting alternately, for points; no pool."""

    name = "forty-five"
    title = "Forty-Five"
    seats = (2, 4, 6)
    seats_said = ("Forty-Five is played by two persons only, or by four or six divided into two equal partnerships "
                  "(foster:forty-five#names).")
    runs_on = False
    rubbers = False  # foster:forty-five#game: "Forty-five points is game."; no rubbers
    last_deal: ClassVar[str | None] = None
    """A reading: the game ends at 45 (#game), whoever deals; Spoil Five's last deal (#last-deal) ends a sitting of pool
    deals, each dealer putting up his counter, which Forty-Five has not (#no-pool)."""
    unit: ClassVar[str] = "points"
    by_outcome: ClassVar[bool] = True  # a seat of a side and the side's tricks (napoleon-spoil-five.md's ``outcome``)
    pooled: ClassVar[bool] = False
    own_options: ClassVar[tuple[TableOption, ...]] = (
        TableOption("count", "Counting", "odd_trick", (("odd_trick", "The odd trick five, all five ten (#odd-trick)"),
                                                       ("tricks", "Each trick five, less the losers' (#tricks-count)"))),
        TableOption("rob_with_king", "Robbing with the King, the ace not in play (#minor-variations)", False),
        TableOption("dealer_bonus", "Five to the dealer's side for an ace or King turned (#minor-variations)", False),
    )
    labels: ClassVar[Mapping[str, str]] = {"rob": "Rob", "abandon": "Abandon the hands"}

    def game_to(self, seats: int) -> int:
        return 45  # foster:forty-five#game: "Forty-five points is game."

    def side_seats(self, seats: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
        """Two players each for himself; four or six, the partners sitting alternately (a reading of "two equal
        partnerships", as the Euchre chapter seats four and six)."""
        if len(seats) == 2:
            return tuple((s,) for s in seats)
        return (seats[0::2], seats[1::2])

    def ledger(self, record: Record) -> FortyFiveLedger:  # type: ignore[override]
        return FortyFiveLedger(record.options.game_to)

    def deal_fields(self, table: Table[SpoilSlot]) -> dict[str, Any]:
        slot = table.own
        return {"trump": slot.trump.value if slot.trump else None,
                "tricks_won": {s: table.tricks_won(s) for s in table.seats}, "robbed_by": slot.robbed_by,
                "basis": basis(*[(what, laws) for what, laws in self._decided(table) if what != "barred"],
                               *([("score", ("foster:forty-five#names", "foster:forty-five#odd-trick",
                                             "foster:forty-five#game"))] if table.status == "scored" else []))}

    def _robbing_card(self, table: Table[SpoilSlot]) -> Card | None:
        """The ace of trumps; with ``rob_with_king``, the King of trumps where the ace is not in play (neither turned
        up nor in a hand): "robbing with the King, if the ace is not in play" (foster:forty-five#minor-variations)."""
        trump = table.own.trump
        assert trump is not None
        ace = ace_of_trumps(trump)
        if table.record.options.agreed("rob_with_king", False) and table.where.get(ace, STOCK) == STOCK:
            return Card.parse("K" + trump.value)
        return ace

    def _irregular_rob(self, table: Table[SpoilSlot], i: int, seat: str, turn_up: Card) -> None:
        ruled(table, i, Irregularity.CUSTOM, [IRREGULAR, NO_POOL],
              f"{seat} robbed {turn_up} without holding the ace of trumps. Spoil Five's penalty is the pool's, which "
              "Forty-Five has not, and no Euchre Law speaks to it.", "No penalty: the exchange stands.")

    def _bar(self, table: Table[SpoilSlot]) -> None:
        """Spoil Five's offences, whose penalty is the pool's: Forty-Five is silent; the nearest Euchre Law
        persuasive (napoleon-spoil-five.md §7.8)."""
        for o in table.own.offences:
            if o.what == "revoke":
                ruled(table, o.event, Irregularity.REVOKE_UNCLAIMED, ["foster:spoil-five#follow",
                                                                      "foster:spoil-five#reneging", NO_POOL],
                      o.said + " Forty-Five has no pool to lose; Euchre law 30, persuasive, penalises a revoke claimed "
                      "and proved.", "No revoke is claimed: no penalty, and the deal is scored as played.",
                      persuasive=["foster:30"])
            elif o.what == "exposed":
                ruled(table, o.event, Irregularity.EXPOSED_CARD, [NO_POOL], o.said + " Forty-Five has no pool to lose.",
                      "The card is liable to be called by the adversary on its holder's right (Euchre laws 24 and 26, "
                      "persuasive).", persuasive=["foster:24", "foster:26"])
            else:
                ruled(table, o.event, Irregularity.LEAD_OUT_OF_TURN if o.what == "lead_out_of_turn" else
                      Irregularity.PLAY_OUT_OF_TURN, [NO_POOL], o.said + " Forty-Five has no pool to lose.",
                      "The card stands (Euchre law 27, persuasive).", persuasive=["foster:27"])

    def over(self, table: Table[SpoilSlot]) -> bool:
        slot = table.own
        return (slot.void is not None or len(table.closed) == 5 or slot.revoke_claimed is not None or slot.abandoned
                or slot.agreed is not None)

    def _foul(self, table: Table[SpoilSlot], i: int | None, seat: str) -> None:
        """A wrong count found in the play: Spoil Five's forfeit is the pool's; Euchre law 23, persuasive: the deal
        stands, and his side cannot score anything that hand."""
        table.own.foul.add(seat)
        ruled(table, i, FOUL_HAND, ["foster:spoil-five#foul-hand", NO_POOL],
              f"{seat} is found in the play to hold too many or too few cards. Spoil Five's forfeit is of the pool, "
              "which Forty-Five has not; Euchre law 23 is cited as persuasive.",
              f"The deal stands, and {seat}'s side cannot score anything this hand.", persuasive=["foster:23"])

    def other(self, table: Table[SpoilSlot], i: int, event: Event) -> None:
        slot = table.own
        side_of = seating(self, table.seats).side
        if isinstance(event, Claimed) and event.kind == "revoke" and event.seat is not None:
            revoker = next((o.seat for o in slot.offences if o.what == "revoke"
                            and side_of[o.seat] != side_of[event.seat]), None)
            if revoker is None or slot.revoke_claimed is not None:
                ruled(table, i, Irregularity.REVOKE_NOT_PROVED, ["foster:spoil-five#follow", NO_POOL],
                      f"{event.seat} claims a revoke that the facts recorded do not show.", "Of no effect.",
                      persuasive=["foster:30"])
            else:
                slot.revoke_claimed = (i, revoker)
        elif isinstance(event, Elected) and event.option in ("add_two", "deduct_two") and event.seat is not None \
                and slot.revoke_claimed is not None and slot.election is None \
                and side_of[event.seat] != side_of[slot.revoke_claimed[1]]:
            slot.election = (i, event.seat, event.option)
        elif event.type == "abandon":
            if self._points_decided(table):
                slot.abandoned = True
                ruled(table, i, Irregularity.ABANDONED, ["foster:forty-five#odd-trick"],
                      f"{event.seat} abandons the hands: the deal's points are decided.", "The hand is over.",
                      regular=True)
            else:
                ruled(table, i, Irregularity.ABANDONED, [NO_POOL], f"{event.seat} abandons his hand before the deal's "
                      "points are decided.", "Of no effect: there is no pool to claim, and the deal is played out.")
        elif isinstance(event, OutcomeAgreed) and event.seat is not None and event.tricks is not None \
                and 0 <= event.tricks <= 5 and not table.tricks:
            slot.agreed = (i, event.seat, event.tricks)
        else:
            super().other(table, i, event)

    def _points_decided(self, table: Table[SpoilSlot]) -> bool:
        """Whether the deal's points are decided before its last trick: counting by the odd trick, a side has three
        tricks and the other one (five points, no more, are the first's)."""
        if table.record.options.agreed("count", "odd_trick") == "tricks" or table.trick is not None:
            return False
        won = self._won(table)
        return max(won.values()) >= 3 and min(won.values()) >= 1

    def _won(self, table: Table[SpoilSlot]) -> dict[str, int]:
        """Each side's tricks: its partners' together (foster:spoil-five#own-tricks: each player gathers his own, the
        partnership counting them), or as agreed by the deal's ``outcome``."""
        side_of = seating(self, table.seats).side
        sides = table.record.sides
        agreed = table.own.agreed
        if agreed is not None:
            mine = side_of[agreed[1]]
            return {side: agreed[2] if side == mine else 5 - agreed[2] for side in sides}
        won = {side: 0 for side in sides}
        for trick in table.closed:
            if trick.winner is not None:
                won[side_of[trick.winner]] += 1
        return won

    def _revoke_settled(self, table: Table[SpoilSlot]) -> Settlement:
        """Law 30, persuasive: the hand abandoned; the revoker's adversaries add two to their score, or deduct two from
        the revoking side's, as they elect (awaiting their election where none is recorded)."""
        slot = table.own
        assert slot.revoke_claimed is not None
        at, revoker = slot.revoke_claimed
        side_of = seating(self, table.seats).side
        if slot.election is None:
            ruled(table, at, Irregularity.REVOKE, ["foster:spoil-five#follow", "foster:spoil-five#reneging", NO_POOL],
                  f"A revoke by {revoker}, claimed and proved. Forty-Five has no pool to lose; Euchre law 30 is cited "
                  "as persuasive.", "The hand is abandoned; his adversaries may add two points to their score or "
                  "deduct two from his side's.", persuasive=["foster:30"], options=["add_two", "deduct_two"])
            table.apply(HandOver("awaiting", table.left_of(table.dealer)))
            return ()
        _, seat, option = slot.election
        ruled(table, at, Irregularity.REVOKE, ["foster:spoil-five#follow", "foster:spoil-five#reneging", NO_POOL],
              f"A revoke by {revoker}, claimed and proved; {seat} elects {option.replace('_', ' ')}.",
              "The hand is abandoned; " + (f"{side_of[seat]} adds two points." if option == "add_two" else
                                           f"{side_of[revoker]} has two points deducted."),
              persuasive=["foster:30"], options=["add_two", "deduct_two"])
        table.apply(HandOver("scored", table.left_of(table.dealer)))
        if option == "add_two":
            return (Transfer(2, side_of[seat], None, "foster:30", "points"),)
        return (Transfer(-2, side_of[revoker], None, "foster:30", "points"),)

    def settle(self, table: Table[SpoilSlot]) -> Settlement:
        slot = table.own
        if slot.void is not None:
            return ()
        if not any(isinstance(e, Dealt) for e in table.deal.events) and slot.agreed is None:
            table.apply(HandOver("incomplete", None))
            return ()
        if slot.revoke_claimed is not None:
            return self._revoke_settled(table)
        self._bar(table)
        sides = table.record.sides
        side_of = seating(self, table.seats).side
        score = table.carry.scores
        points: list[Transfer] = []
        bonus = bool(table.record.options.agreed("dealer_bonus", False)) and slot.turn_up is not None and \
            slot.turn_up.rank in "AK"
        if bonus:
            points.append(Transfer(5, side_of[table.dealer], None, "foster:forty-five#minor-variations", "points"))
        game_to = table.record.options.game_to
        if bonus and score[side_of[table.dealer]] + 5 >= game_to:
            table.apply(HandOver("scored", table.left_of(table.dealer)))
            return tuple(points)
        by_tricks = table.record.options.agreed("count", "odd_trick") == "tricks"
        if by_tricks and slot.agreed is None:
            won = {side: 0 for side in sides}
            for k, trick in enumerate(table.closed):
                assert trick.winner is not None
                won[side_of[trick.winner]] += 1
                counted = {side: score[side] + 5 * won[side] + sum(t.amount for t in points if t.to == side)
                           for side in sides}
                if k < 4 and any(counted[side] >= game_to for side in sides):
                    # foster:forty-five#count-out: each trick counted as it is won
                    points += [Transfer(5 * n, side, None, "foster:forty-five#count-out", "points")
                               for side, n in won.items() if n]
                    table.apply(HandOver("scored", table.left_of(table.dealer)))
                    return tuple(points)
        won = self._won(table)
        if sum(won.values()) < 5 and not slot.abandoned:
            table.apply(HandOver("incomplete", table.left_of(table.dealer)))
            return tuple(points)
        winner = max(sides, key=lambda side: won[side])
        fouled = {side_of[seat] for seat in slot.foul}
        if winner not in fouled:
            if by_tricks:
                worth, law = 5 * (won[winner] - (5 - won[winner])), "foster:forty-five#tricks-count"
            else:
                worth, law = (10 if won[winner] == 5 else 5), "foster:forty-five#odd-trick"
            points.append(Transfer(worth, winner, None, law, "points"))
        table.apply(HandOver("scored", table.left_of(table.dealer)))
        return tuple(points)


FORTY_FIVE = FortyFive()
