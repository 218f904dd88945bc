"""What each code rules by its own laws, where it departs from the shared judges: a registry by code.

The shared judges are Foster's (``deal_faults``, ``bidding_faults``, ``play_faults``, ``revokes``,
``penalties``); the 1862 code rules its lone hand, its bridge, its revoke and its additions itself
(``professor``), and Call-Ace its first dealer, the first jack's (``deal_faults``), and its partner found in the
play (``callace``). The engine asks a deal's ``Judge`` (``state.Judge``), found here by the code's name; no module
asks which code it is.
"""
from __future__ import annotations

from ..cards import Card, Suit
from ..games.blind_euchre import blind
from ..games.call_ace.partner import find_partner
from ..games.penalty_euchre import penalty
from ..record import Declared, Event, Remarked, WentAlone
from ..state import DealState, Revoke
from . import bidding_faults, callace, deal_faults, play_faults, professor, revokes
from .rulings import Irregularity, Ruling


class Judging:
    """Foster's rulings, shared by every code that has no rule of its own on the point."""

    def rule_revoke(self, state: DealState, r: Revoke, finding: str, entitled: str, revoker_side: str) -> None:
        if not penalty.revoke(state, r, finding, revoker_side):  # law 30 read in counters (Penalty Euchre)
            revokes.foster_revoke(state, r, finding, entitled, revoker_side)

    def settle(self, state: DealState, seat: str, suit: Suit | None, alone: bool, takes_up: bool) -> None:
        state.settle(seat, suit, alone, takes_up)

    def went_alone(self, state: DealState, i: int, ev: WentAlone) -> None:
        bidding_faults.went_alone(state, i, ev)

    def bridge_remark(self, state: DealState, i: int, ev: Remarked) -> None:
        bidding_faults.bridge_remark(state, i, ev)

    def remarked_on_score(self, state: DealState, i: int, ev: Remarked) -> bool:
        return False  # foster:40's, callace:49's ruling follows

    def declared(self, state: DealState, i: int, ev: Declared) -> None:
        """Jambone or jamboree declared where the code has no such thing."""
        state.rule(Ruling(i, Irregularity.NOT_RULED, [], f"{ev.seat} declared {ev.what}.", f"The {state.code.name} "
                          f"code has no {ev.what} (one of the 1862 code's additions): no effect."))

    own_events: frozenset[str] = frozenset()

    def own_event(self, state: DealState, i: int, ev: Event) -> bool:
        return False

    def judge_play(self, state: DealState, i: int, seat: str, card: Card) -> bool:
        return play_faults.judge_play(state, i, seat, card)

    def cut_for_deal(self, state: DealState, cuts: list[tuple[int, str, Card]]) -> None:
        deal_faults.lowest_deals(state, cuts)

    def own_score(self, state: DealState) -> bool:
        return blind.own_score(state) or penalty.own_score(state)

    def partner(self, state: DealState) -> str | None:
        return None

    def closing(self, state: DealState) -> None:
        pass


class ProfessorJudging(Judging):
    """The 1862 code: its own lone hand (III.44, 45), bridge, score remark, revoke (II.39) and additions."""

    def rule_revoke(self, state: DealState, r: Revoke, finding: str, entitled: str, revoker_side: str) -> None:
        if r.breach:  # II.39's revoke is a renounce of the suit led; a penalty not complied with is one by foster:30
            revokes.foster_revoke(state, r, finding, entitled, revoker_side)
        else:
            revokes.professor_revoke(state, r, finding, entitled, revoker_side)

    def went_alone(self, state: DealState, i: int, ev: WentAlone) -> None:
        professor.went_alone(state, i, ev)

    def bridge_remark(self, state: DealState, i: int, ev: Remarked) -> None:
        professor.bridge_remark(state, i, ev)

    def remarked_on_score(self, state: DealState, i: int, ev: Remarked) -> bool:
        professor.score_remark(state, i, ev)
        return True

    def declared(self, state: DealState, i: int, ev: Declared) -> None:
        professor.declared(state, i, ev)

    def judge_play(self, state: DealState, i: int, seat: str, card: Card) -> bool:
        return professor.judge_play(state, i, seat, card)


class CallAceJudging(Judging):
    """Call-Ace: the partner found in the play by the card called (callace:20, 22), and its own penalties."""

    def rule_revoke(self, state: DealState, r: Revoke, finding: str, entitled: str, revoker_side: str) -> None:
        callace.rule_revoke(state, r, finding, find_partner(state))

    def settle(self, state: DealState, seat: str, suit: Suit | None, alone: bool, takes_up: bool) -> None:
        callace.settle(state, seat, suit, alone, takes_up)

    own_events = callace.OWN_EVENTS

    def own_event(self, state: DealState, i: int, ev: Event) -> bool:
        return callace.own_event(state, i, ev)

    def judge_play(self, state: DealState, i: int, seat: str, card: Card) -> bool:
        return callace.judge_play(state, i, seat, card)

    def cut_for_deal(self, state: DealState, cuts: list[tuple[int, str, Card]]) -> None:
        deal_faults.first_jack_deals(state, cuts)  # callace:1: the first jack deals

    def own_score(self, state: DealState) -> bool:
        callace.score_hand(state)
        return True

    def partner(self, state: DealState) -> str | None:
        """callace:20, 22: the holder of the best card in play of the suit called (None if the maker)."""
        return find_partner(state).partner

    def closing(self, state: DealState) -> None:
        callace.closing(state)


#: Keller's sections rule no irregularity of their own: Foster's judges rule, citing Foster's laws as persuasive.
JUDGES: dict[str, Judging] = {"foster": Judging(), "1862": ProfessorJudging(), "callace": CallAceJudging(),
                              "keller": Judging()}
