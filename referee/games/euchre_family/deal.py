"""The deal as a part of the Euchre family's (``part.FamilyPart``): the cutting for deal, the shuffle and the cut, the
cards dealt and the deal's faults, each ruled by the code's judges of the deal (``law.deal_faults``: foster:5-18,
callace:2-10; the Call-Ace code's own, ``law.callace``, asked before them). Every game lists it first.

The cards dealt are put in their places (the hands, the turn-up, the widow); where the game bids for the trump, the
bidding begins with them (``bidding.dealt``).
"""
from __future__ import annotations

from ...law import deal_faults
from ...record import Cut, CutForDeal, DealFaulted, Dealt, Shuffled
from ...state import DealState
from . import bidding
from .part import FamilyPart


def cut_for_deal(state: DealState, i: int, ev: CutForDeal) -> bool:
    return True  # judged once all the cuts are known (deal_faults.judge_cutting_for_deal)


def shuffled(state: DealState, i: int, ev: Shuffled) -> bool:
    deal_faults.shuffled(state, i, ev)
    return True


def cut(state: DealState, i: int, ev: Cut) -> bool:
    deal_faults.cut(state, i, ev)
    return True


def dealt(state: DealState, i: int, ev: Dealt) -> bool:
    """The cards dealt (as far as the record knows them) put in their places, and the deal judged."""
    state.dealt = {s: tuple(cards) for s, cards in (ev.hands or {}).items()}
    state.hands = {s: list(cards) for s, cards in state.dealt.items()}
    state.turn_up = ev.turn_up
    state.widow = list(ev.widow or ())
    state.phase = "first_round"
    bidding.dealt(state)  # where the trump is bid for, not turned up
    deal_faults.dealt(state, i, ev)
    if ev.turn_up is not None and ev.turn_up.is_joker:
        deal_faults.joker_turned(state, i)
    return True


def deal_fault(state: DealState, i: int, ev: DealFaulted) -> bool:
    deal_faults.rule_deal_fault(state, i, ev)
    return True


DEAL: FamilyPart[DealState] = FamilyPart("the deal", {
    "cut_for_deal": cut_for_deal, "shuffle": shuffled, "cut": cut, "deal": dealt, "deal_fault": deal_fault})
