"""Railroad's jamboree, agreed before play (foster:railroad#jamboree), where the game declares it
(``Game.jamboree``): "the combination of the five highest trumps in one hand, and need only be announced and shown
to entitle the holder to score sixteen points. If held by the dealer, it may be made with the assistance of the
turn-up trump; and any player may make it with the assistance of his partners best; but it does not count unless
the holder of it has made the trump." With the joker in the pack the five are the joker, both bowers, the ace and
the king of trumps (family.md §4).

A part Railroad lists (``JAMBOREE``, ``euchre_family.part``): it takes a jamboree declared; a declaration of another
kind is another part's, or the turn-up's (the code's: Foster's Laws 1-40 have no jamboree).
"""
from __future__ import annotations

from ...cards import Card
from ...law.laws import cite
from ...law.rulings import Irregularity, Ruling
from ...record import Declared
from ...state import DealState
from ..euchre_family.part import FamilyPart


def five_highest(cards: list[Card], state: DealState) -> bool:
    """Whether ``cards`` hold the joker, both bowers, the ace and the king of trumps."""
    trump = state.out.trump
    held = {c for c in cards if c.is_joker or c.is_right_bower(trump) or c.is_left_bower(trump)
            or c.suit is trump and c.rank in "AK"}
    return len(held) == 5


def ordered_up_with_it(state: DealState, seat: str, dealt: list[Card]) -> bool:
    """Whether ``seat``, on the dealer's side, holds the five highest trumps as dealt (a pat jamboree) and an adversary
    ordered the dealer up (foster:railroad#pat-jamboree-ordered-up)."""
    maker = state.out.maker
    return (maker is not None and state.turn_up_taken and state.side(seat) == state.side(state.dealer)
            and state.side(maker) != state.side(seat) and five_highest(dealt, state))


def declared(state: DealState, i: int, ev: Declared, law: str) -> None:
    """A jamboree announced and shown: sixteen to the maker's side, and the hand is over."""
    seat = ev.seat or ""
    finding = f"{seat} announced jamboree."
    if not state.options.jamboree:
        state.rule(Ruling(i, Irregularity.NOT_RULED, [cite("foster:railroad#scoring")],
                          f"{seat} announced jamboree, which the table did not agree to play.",
                          "The jamboree is one of the variations \"sometimes agreed upon beforehand\": not agreed, "
                          "the announcement has no effect."))
        return
    if state.out.maker != seat:
        laws = [cite(law + "-help"), cite("foster:railroad#maker-only")]
        effect = "A jamboree does not count unless the holder of it has made the trump: no effect; the hand is played."
        if ordered_up_with_it(state, seat, list(ev.cards or state.dealt.get(seat, ()))):
            state.euchre_only = cite("foster:railroad#pat-jamboree-ordered-up")
            laws.append(state.euchre_only)
            effect = (f"If a player with a pat Jamboree is ordered up, all he can score is a euchre: the jamboree "
                      f"counts nothing; the hand is played, and {state.side(seat)} scores only if it euchres "
                      f"{state.out.maker}.")
        state.rule(Ruling(i, Irregularity.LONE_HAND_BARRED, laws, f"{finding} {seat} did not make the trump.", effect))
        return
    held = list(state.holding(seat) or [])
    if seat == state.dealer and state.turn_up_taken and state.turn_up is not None \
            and state.turn_up not in held + state.played[seat]:
        held.append(state.turn_up)  # "with the assistance of the turn-up trump"
    if not five_highest(list(ev.cards or held), state):
        shown = "the record does not show his cards" if not (ev.cards or held) else \
            "the cards shown are not the joker, both bowers, the ace and the king of trumps"
        state.rule(Ruling(i, Irregularity.NOT_RULED, [cite(law)], f"{finding} But {shown}.",
                          "No jamboree: the hand is played."))
        return
    state.out.points[state.side(seat)] += 16
    state.out.decided_by("points", cite(law), cite(law + "-help"))
    state.finish("scored")


def jamboree_declared(state: DealState, i: int, ev: Declared) -> bool:
    """Jamboree announced where the game's own law rules it (``DealState.own_jamboree``); a declaration of another
    kind, or the jamboree under a code compared with the game (the 1862 code's), is the turn-up's."""
    law = state.own_jamboree
    if ev.what != "jamboree" or law is None:
        return False
    declared(state, i, ev, law)
    return True


#: The jamboree (#jamboree): Railroad lists this part before the turn-up's.
JAMBOREE: FamilyPart[DealState] = FamilyPart("the jamboree", {"declare": jamboree_declared})
