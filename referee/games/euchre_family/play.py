"""The play as a part of the Euchre family's (``part.FamilyPart``): cards played to tricks and the tricks turned, a
card taken back, corrected, exposed or shown, remarks, a look back at a trick, claims of a revoke, elections and calls
of a penalty, the hand abandoned, the outcome the table agreed and Progressive Euchre's bell. Each is ruled by the
code's judges of the play (``law.play_faults``: foster:23-32, 35-40; ``law.revokes``: the renounce and the revoke;
``law.penalties``: the options a ruling opens and their elections and calls), the code's own where it has them
(``law.judging``: the 1862 code's and Call-Ace's play; Call-Ace's, asked before this part). Every game lists it last;
a game's own parts listed before it see a card played first (Railroad's partner's best refused at the first lead, its
jambone player's card called) and take a call of the jambone player's card.

A suit named to a card led is Five Hundred's joker led without trumps (``five_hundred.no_trumps``), of no effect at
any other table or to any other card.
"""
from __future__ import annotations

from ...law import penalties, play_faults, revokes
from ...law.laws import cite
from ...law.rulings import Irregularity, Ruling
from ...record import (
    Abandoned,
    BellTapped,
    CardExposed,
    CardPlayed,
    CardsShown,
    CardTakenBack,
    Claimed,
    Elected,
    LookedBack,
    OutcomeAgreed,
    PenaltyCalled,
    PlayCorrected,
    Remarked,
    TrickQuitted,
)
from ...state import DealState, Trick
from ..five_hundred import no_trumps
from .part import FamilyPart


def played(state: DealState, i: int, ev: CardPlayed) -> bool:
    """A card played: before the trump is made, an irregularity (foster:25, callace:29); else judged, then added to
    the trick on the table (the full trick before it turned first)."""
    seat, card = ev.seat or "", ev.card
    if state.phase != "play":
        play_faults.played_before_trump(state, i, seat, card)
        return True
    if state.trick is not None and len(state.trick.plays) >= len(state.active):
        state.quit_trick()
    hand = list(state.hands[seat]) if seat in state.hands else None
    led = state.led_suit()
    if not state.judging.judge_play(state, i, seat, card):
        return True  # not a play to the trick (an exposure): ruled, and the card is left face up
    if state.trick is None:
        state.trick = Trick(seat)
        state.trick.names = no_trumps.named(state, i, seat, card, ev.names)  # the joker led without trumps
    elif ev.names is not None:
        no_trumps.named(state, i, seat, card, ev.names)  # named to no joker led: of no effect
    revokes.judge_renounce(state, i, seat, card, hand)
    penalties.check_play(state, i, seat, card, led, hand)
    state.take_from_hand(seat, card)
    state.trick.plays.append((seat, card))
    state.played[seat].append(card)
    revokes.note_evidence(state, seat, card, f"played in trick {len(state.out.tricks) + 1}")
    if len(state.trick.plays) == len(state.active):
        play_faults.trick_complete(state)
    return True


def trick_quitted(state: DealState, i: int, ev: TrickQuitted) -> bool:
    if state.trick is not None and len(state.trick.plays) >= len(state.active):
        state.quit_trick()
    return True


def taken_back(state: DealState, i: int, ev: CardTakenBack) -> bool:
    play_faults.taken_back(state, i, ev)
    return True


def corrected(state: DealState, i: int, ev: PlayCorrected) -> bool:
    revokes.correct(state, i, ev)
    return True


def exposed(state: DealState, i: int, ev: CardExposed) -> bool:
    play_faults.exposed(state, i, ev)
    return True


def shown(state: DealState, i: int, ev: CardsShown) -> bool:
    revokes.show(state, i, ev)
    return True


def remarked(state: DealState, i: int, ev: Remarked) -> bool:
    play_faults.remarked(state, i, ev)
    return True


def looked_back(state: DealState, i: int, ev: LookedBack) -> bool:
    play_faults.looked_back(state, i, ev)
    return True


def claimed(state: DealState, i: int, ev: Claimed) -> bool:
    revokes.claim(state, i, ev)
    return True


def elected(state: DealState, i: int, ev: Elected) -> bool:
    penalties.elect(state, i, ev)
    return True


def called(state: DealState, i: int, ev: PenaltyCalled) -> bool:
    penalties.call(state, i, ev)
    return True


def abandoned(state: DealState, i: int, ev: Abandoned) -> bool:
    play_faults.abandoned(state, i, ev)
    return True


def outcome(state: DealState, i: int, ev: OutcomeAgreed) -> bool:
    state.agreed = (i, ev)  # a correction is a new outcome: the last recorded stands; weighed at the close
    return True


def bell(state: DealState, i: int, ev: BellTapped) -> bool:
    """foster:progressive#bell: "Upon the tap of the bell all play immediately ceases, even if in the middle of
    a deal." The deal it stops counts nothing (a deal already over when it taps stands: the table was between
    deals, as it was when its outcome was agreed), and whatever is recorded after it is not heard."""
    if state.phase == "done" or state.agreed is not None:
        return True
    state.stopped, state.phase = True, "done"
    state.open, state.pending_claims, state.claim_waits = [], [], False
    if state.trick is not None:
        state.out.tricks.append(state.trick)  # the trick on the table when the bell tapped, won by no one
        state.trick = None
    state.out.points = {s: 0 for s in state.out.points}
    state.out.basis = []
    state.out.status, state.out.next_dealer = "incomplete", None
    state.rule(Ruling(i, Irregularity.BELL, [cite("foster:progressive#bell")],
                      "The head table's bell tapped in the middle of the deal: all play ceased.",
                      "The deal stopped by the bell counts nothing."))
    return True


PLAY: FamilyPart[DealState] = FamilyPart("the play", {
    "play": played, "quit_trick": trick_quitted, "take_back": taken_back, "correct": corrected, "expose": exposed,
    "show": shown, "remark": remarked, "look_back": looked_back, "claim": claimed, "elect": elected, "call": called,
    "abandon": abandoned, "outcome": outcome, "bell": bell})
