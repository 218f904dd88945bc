"""The turn-up's two rounds as a part of the Euchre family's (``part.FamilyPart``): the trump card turned, ordered up,
assisted, taken up or turned down in the first round, a suit made in the second, a lone hand announced, the code's
declarations at the making (the 1862 code's jambone and jamboree), the remarks on the bridge and the trump card, and
the dealer's discard. Each is ruled by the code's judges of the making (``law.bidding_faults``: foster:15-22, 33, 34;
callace:11-18, 24, 51), the code's own where it has them (``law.judging``: the 1862 code's lone hand, bridge and
additions; Call-Ace's, asked before this part). Every game lists it; a game's own parts listed before it take what
they rule (Railroad's partner who may not play alone instead, its jambone and jamboree; Set-back's declaration of
all five; Blind Euchre's widow, Penalty Euchre's exchanges), and the auction, where the trump is bid for, its passes
and its trump named.
"""
from __future__ import annotations

from dataclasses import replace

from ...law import bidding_faults
from ...law.rulings import Irregularity, Ruling
from ...record import Declared, Discarded, OrderedUp, Passed, Remarked, TakenUp, TrumpMade, TurnedDown, WentAlone
from ...state import DealState
from .part import FamilyPart


def passed(state: DealState, i: int, ev: Passed) -> bool:
    bidding_faults.passed(state, i, ev)
    return True


def ordered_up(state: DealState, i: int, ev: OrderedUp) -> bool:
    bidding_faults.ordered_up(state, i, ev.seat or "", ev.alone, taken_up=False)
    return True


def taken_up(state: DealState, i: int, ev: TakenUp) -> bool:
    bidding_faults.ordered_up(state, i, ev.seat or "", ev.alone, taken_up=True)
    return True


def turned_down(state: DealState, i: int, ev: TurnedDown) -> bool:
    bidding_faults.turned_down(state, i, ev)
    return True


def made(state: DealState, i: int, ev: TrumpMade) -> bool:
    bidding_faults.made(state, i, ev)
    return True


def went_alone(state: DealState, i: int, ev: WentAlone) -> bool:
    state.judging.went_alone(state, i, ev)
    return True


def declared(state: DealState, i: int, ev: Declared) -> bool:
    """A jambone or jamboree declared, as the code rules it (the 1862 code's additions; a code that has none: of no
    effect)."""
    state.judging.declared(state, i, ev)
    return True


def remarked(state: DealState, i: int, ev: Remarked) -> bool:
    """A remark on the bridge or on the trump card (foster:15, 16); any other remark is the play's."""
    if ev.about not in ("bridge", "trump_card"):
        return False
    bidding_faults.remarked(state, i, ev)
    return True


def discarded(state: DealState, i: int, ev: Discarded) -> bool:
    """The dealer's discard of one card for the trump card taken up (foster:17-19, 34); several cards at once only
    the widow's taker discards."""
    if ev.cards is not None and len(ev.cards) > 1:
        state.rule(Ruling(i, Irregularity.DISCARD, [], f"{ev.seat} discarded {len(ev.cards)} cards at once, but he "
                          "took no widow.", "The laws give a discard of several cards only to the taker of the widow: "
                          "no effect."))
        return True
    one = ev if ev.cards is None else replace(ev, card=next(iter(ev.discarded), None), cards=None)  # as ``card``
    bidding_faults.discarded(state, i, one)
    return True


TURN_UP: FamilyPart[DealState] = FamilyPart("the turn-up", {
    "pass": passed, "order_up": ordered_up, "take_up": taken_up, "turn_down": turned_down, "make": made,
    "go_alone": went_alone, "declare": declared, "remark": remarked, "discard": discarded})
