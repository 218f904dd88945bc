"""Railroad's jambone calls (foster:railroad#jambone-calls, #jambone-lead-call, #jambone-follow-call), where the game
declares its jambone (``Game.jambone``): the jambone player's cards lie face up and "the adversaries then have me right
to call any card they please, either for the lead, or in following suit; but they cannot make the player revoke".
"If a lead is required, it must be called by the person on the jambone player's left. If a card is called on a trick,
it must be called by the person on the jambone player's right." A call is a `call` (`target` the jambone player,
`card`) recorded just before the play it governs (family.md §4).

Foster gives no penalty for a call made by the wrong adversary nor for a card played otherwise than called: the
rulings say he is silent and what the referee reads (docs/reading.md, Railroad).

A part Railroad lists (``JAMBONE_CALLS``, ``euchre_family.part``): it takes a call of the jambone player's card (any
other call is a penalty's, the play's) and sees his card played against the card called before the play's part
takes it.
"""
from __future__ import annotations

from ...cards import Card
from ...law.laws import cite
from ...law.rulings import Irregularity, Ruling
from ...record import CardPlayed, PenaltyCalled
from ...state import DealState
from ..euchre_family.part import FamilyPart

CALLS = "foster:railroad#jambone-calls"
LEAD_CALL = "foster:railroad#jambone-lead-call"
FOLLOW_CALL = "foster:railroad#jambone-follow-call"


def to_lead(state: DealState) -> bool:
    """Whether the next card is a lead: no trick on the table, or the one there is full."""
    return state.trick is None or len(state.trick.plays) >= len(state.active)


def called(state: DealState, i: int, ev: PenaltyCalled) -> None:
    """An adversary calls a card of the jambone player's open hand: for the lead, by the player on his left; in
    following, by the player on his right; never a card that would make him revoke."""
    seat, caller, card = ev.target or "", ev.seat or "", ev.card
    leading = to_lead(state)
    proper, law = (state.left_of(seat), LEAD_CALL) if leading else (state.right_of(seat), FOLLOW_CALL)
    finding = f"{caller} called {card.name() if card else 'no card'} from {seat}'s jambone hand " + \
        ("for the lead." if leading else "in following suit.")
    next_leader: str | None = seat
    if leading:  # the trick on the table, full, goes to its winner, who leads next
        trick = state.trick
        next_leader = state.ranking.trick_winner(trick.plays) if trick else state.leader
    if next_leader != seat:
        state.rule(Ruling(i, Irregularity.CALL_OF_NO_EFFECT, [cite(law)], finding,
                          f"A lead is called only \"if a lead is required\" of the jambone player, and {next_leader} "
                          "has the lead: the call has no effect."))
        return
    if caller != proper:
        state.rule(Ruling(i, Irregularity.CALL_OF_NO_EFFECT, [cite(law)], finding,
                          f"The {'lead' if leading else 'card on a trick'} must be called by {proper}, on the jambone "
                          f"player's {'left' if leading else 'right'}. Foster is silent on a call by the other "
                          "adversary; read: it is not the call the text gives, and has no effect."))
        return
    hand = state.holding(seat)
    if card is None or hand is not None and card not in hand:
        state.rule(Ruling(i, Irregularity.CALL_OF_NO_EFFECT, [cite(CALLS)], finding,
                          f"The adversaries call a card of the jambone player's exposed hand, and {seat} does not "
                          "hold the one called: the call has no effect."))
        return
    if not leading and state.trick is not None and hand is not None:
        must = state.game.must_play(hand, state.trick.plays, state.out.trump)
        if must and card not in must:
            state.rule(Ruling(i, Irregularity.CALL_OF_NO_EFFECT, [cite(CALLS)], finding,
                              f"{card.name()} does not follow the suit led, which {seat} holds; they cannot make the "
                              f"player revoke: the call has no effect, and {seat} must follow suit."))
            return
    state.jambone_called = (caller, card)


def played(state: DealState, i: int, seat: str, card: Card) -> None:
    """The jambone player plays: the card called, or an irregularity Foster gives no penalty for."""
    call, state.jambone_called = state.jambone_called, None
    if call is None or call[1] == card:
        return
    caller, wanted = call
    state.rule(Ruling(i, Irregularity.JAMBONE, [cite(CALLS)],
                      f"{seat}, playing jambone, played {card.name()} when {caller} had called {wanted.name()}.",
                      "The adversaries have the right to call any card they please; Foster gives no penalty for a "
                      "card played otherwise than called and is silent on it. Read: the card played stands (the "
                      "laws of the ordinary game apply to it, foster:railroad#expedient), and the irregularity is "
                      "recorded."))


# -- the jambone's calls as a part (``euchre_family.part.FamilyPart``) -----------------------------------------------


def call_made(state: DealState, i: int, ev: PenaltyCalled) -> bool:
    """A call of a card of the jambone player's hand, where the game's own law rules the jambone
    (``DealState.own_jambone``); any other call is the play's (a penalty's)."""
    if state.jambone is None or ev.target != state.jambone or state.own_jambone is None:
        return False
    called(state, i, ev)
    return True


def jambone_plays(state: DealState, i: int, ev: CardPlayed) -> bool:
    """The jambone player's card to a trick, against the card called (``played``). The card itself is the play's."""
    seat = ev.seat or ""
    if seat == state.jambone and state.phase == "play" and state.own_jambone is not None:
        played(state, i, seat, ev.card)
    return False


#: The adversaries' calls of the jambone player's cards (#jambone-calls): Railroad lists this part before the play's.
JAMBONE_CALLS: FamilyPart[DealState] = FamilyPart("the jambone's calls", {"call": call_made, "play": jambone_plays})
