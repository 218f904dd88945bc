"""Blind Euchre's widow (foster:blind, where the game declares it: ``Game.widow_makes``, ``Game.widow_void``).

"The player who takes the widow practically orders up the trump and must play against all the others after discarding
two cards." (#takes-widow) "If no one will take the widow, the deal is void." (#void) In turn from the eldest hand each
may take the widow (``take_widow``, its cards applied by ``widow.taken``) or refuse it (``pass``); the taker discards
two (``widow.discarded``) and names the trump (``make``), playing alone against all the others, the eldest hand leading
as when the trump is ordered up. None taking it, the deal is void and passes to the left (family.md §4). Foster gives
no scores: the hand is scored as Cut-throat's maker against the rest (``Game.scored_as_seats``), the silence said.

A part Blind Euchre lists (``WIDOW_MAKES``, ``euchre_family.part``) before the family's widow, which puts the widow's
cards in the taker's hand, and the turn-up's.
"""
from __future__ import annotations

from ...law.laws import cite
from ...law.rulings import Irregularity, Ruling
from ...record import Event, TrumpMade
from ...state import DealState
from ..euchre_family.part import FamilyPart

NO_TRUMP_TURNED = ("order_up", "take_up", "turn_down")


def own_event(state: DealState, i: int, ev: Event) -> bool:
    """Blind Euchre's own ruling on event ``i``; True if it has ruled (False: the shared judges rule, as the widow taken
    and discarded for is applied by ``widow``)."""
    law = state.game.widow_makes
    assert law is not None, "only a game that declares the widow's law lists this part"
    if ev.type == "pass":
        return refused(state, i, ev.seat or "")
    if ev.type == "take_widow":
        if state.phase == "first_round" and state.widow_taker is None:
            in_turn(state, i, ev.seat or "", "took the widow")
        return False  # the widow goes into his hand (``widow.taken``)
    if isinstance(ev, TrumpMade):
        return named(state, i, ev, law)
    if ev.type in NO_TRUMP_TURNED:
        state.rule(Ruling(i, Irregularity.ORDER_BARRED, [cite(law)],
                          f"{ev.seat} {ev.type.replace('_', ' ')} a trump card, but none is turned in "
                          f"{state.game.title}.", "The player who takes the widow orders up the trump and names it: "
                          "no effect."))
        return True
    return False


def in_turn(state: DealState, i: int, seat: str, what: str) -> None:
    """The widow is taken or refused in turn from the eldest hand (family.md §4); out of his turn, Foster is silent:
    read, the decision stands and the turn goes on from him (law 21, persuasive, bars only a suit named out of turn)."""
    if seat != state.bidder():
        state.rule(Ruling(i, Irregularity.OUT_OF_TURN_BID, [], f"{seat} {what} out of his turn ({state.bidder()}'s).",
                          "Foster is silent on the widow taken or refused out of turn; read: it stands, and the turn "
                          "goes on from him.", persuasive=[cite("foster:21")]))
    state.bid_turn = state.rotation(state.eldest).index(seat) + 1


def refused(state: DealState, i: int, seat: str) -> bool:
    """A player refuses the widow (``pass``); every player refusing it, the deal is void (#void) and passes to the
    left."""
    if state.phase != "first_round":
        return False
    if state.widow_taker is not None:
        return True  # the widow taken, no one else has it to refuse
    in_turn(state, i, seat, "refused the widow")
    state.bidding.append((seat, "pass"))
    if {s for s, _ in state.bidding} >= set(state.seats) and state.game.widow_void is not None:
        state.out.decided_by("status", cite(state.game.widow_void))
        state.finish("passed")
    return True


def named(state: DealState, i: int, ev: TrumpMade, law: str) -> bool:
    """The taker of the widow names the trump and plays alone against all the others (#takes-widow)."""
    seat = ev.seat or ""
    if state.phase != "first_round":
        return False
    if seat != state.widow_taker:
        who = f"{state.widow_taker} took it" if state.widow_taker else "no one has taken it"
        state.rule(Ruling(i, Irregularity.ORDER_BARRED, [cite(law)], f"{seat} named {ev.suit.plural}, but {who}.",
                          "The player who takes the widow orders up the trump: only he names it; no effect."))
        return True
    state.out.decided_by("trump", cite(law))
    state.settle(seat, ev.suit, alone=True, takes_up=False)
    return True


def own_score(state: DealState) -> bool:
    """The hand scored as Cut-throat's maker against the rest, by seat (``Game.scored_as_seats``), Foster silent on
    the scores and the ruling saying so; False where the game is not Blind Euchre."""
    law, maker = state.game.widow_makes, state.out.maker
    if law is None or maker is None or state.game.scored_as_seats is None:
        return False
    won = sum(1 for t in state.out.tricks if t.winner == maker)
    state.score_tricks(won, {maker}, True)
    counted = ", ".join(f"{seat} {points}" for seat, points in state.out.points.items() if points) or "nothing"
    trump = state.out.trump.plural if state.out.trump else "the trump"
    state.rule(Ruling(None, Irregularity.NO_SCORES, [cite(law)],
                      f"{maker} took the widow, made {trump} and took {won} trick{'s' * (won != 1)} against all the "
                      f"others. Foster's {state.game.title} section gives no scores and is silent on them.",
                      "Read: scored as Cut-throat's maker against the rest, by seat, a march three, three or four "
                      f"tricks one, euchred two to each of the others: {counted}.",
                      persuasive=[cite("foster:2"), cite("foster:text#two-or-three-scoring")]))
    return True


#: The widow taken or refused in turn, the trump named by its taker, and no trump turned to order up (``own_event``):
#: Blind Euchre lists this part before the family's widow (which applies the widow's cards) and the turn-up's.
WIDOW_MAKES: FamilyPart[DealState] = FamilyPart("Blind Euchre's widow", dict.fromkeys(
    ("pass", "take_widow", "make", *NO_TRUMP_TURNED), own_event))
