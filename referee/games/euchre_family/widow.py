"""The widow: the cards dealt face down apart (``deal.widow``), taken into one player's hand (``take_widow``) and
discarded for (``discard`` with ``cards``), each card accounted for once (family.md §3).

The widow's cards are in no hand until taken; the taker holds them then, and lays out as many as he took. What taking
the widow means in each game (Blind Euchre's taker orders up the trump; a bidding game's bidder takes it) is that
game's own; this module applies the cards and rules on what no game allows: the widow taken where none is dealt, taken
a second time, or more cards discarded for it than were taken.

The widow is a part (``WIDOW``, ``part.FamilyPart``) that each game dealing one lists before the turn-up's: it takes
the widow taken and its taker's discard (any other is the dealer's, the turn-up's); a widow taken at a table that
deals none it rules all the same (``taken``: no effect).
"""
from __future__ import annotations

from ...law.laws import cite
from ...law.rulings import Irregularity, Ruling
from ...record import Discarded, WidowTaken
from ...state import DealState
from ..due import Due, Held
from . import bidding
from .part import FamilyPart


def taken(state: DealState, i: int, ev: WidowTaken) -> bool:
    """``ev.seat`` takes the widow into his hand; False (and ruled: no effect) where there is none to take."""
    seat = ev.seat or ""
    finding = f"{seat} took the widow"
    if not state.game.widow:
        state.rule(Ruling(i, Irregularity.WIDOW, [], f"{finding}, but {state.game.title} deals no widow.",
                          "There is no widow to take: no effect."))
        return False
    if state.widow_taker is not None:
        state.rule(Ruling(i, Irregularity.WIDOW, [], f"{finding}, but {state.widow_taker} had already taken it.",
                          "The widow is taken once: no effect."))
        return False
    state.widow_taker = seat
    state.widow_taken, state.widow = state.widow, []
    hand = state.hands.get(seat)
    if hand is not None:
        hand.extend(state.widow_taken)
    return True


def discarded(state: DealState, i: int, ev: Discarded) -> None:
    """The widow's taker lays out cards for it: as many as he took (the game's widow); any beyond are of no effect
    and stay in his hand. A discard that does not say its cards lays out those due."""
    seat = ev.seat or ""
    due = max(state.game.widow - len(state.widow_discards), 0)
    named = ev.discarded
    if not named:  # a discard the record does not say the cards of: the cards due
        state.widow_discards.extend([None] * due)
        return
    laid, beyond = named[:due], named[due:]
    for card in laid:
        state.take_from_hand(seat, card)
    state.widow_discards.extend(laid)
    if beyond:
        state.rule(Ruling(i, Irregularity.WIDOW, [],
                          f"{seat} took the widow of {state.game.widow} cards and discarded "
                          f"{' '.join(str(c) for c in beyond)} beyond them.",
                          f"He lays out as many cards as he took: the discard beyond them has no effect, and "
                          f"{'they stay' if len(beyond) > 1 else 'it stays'} in his hand."))


def to_another(state: DealState, i: int, ev: WidowTaken) -> bool:
    """The widow taken by another than the successful bidder where the game gives it to him alone (Five Hundred:
    "This widow is taken in hand by the successful bidder", foster:500#widow): no effect, ruled; False otherwise."""
    law, seat = state.game.widow_to_bidder, ev.seat or ""
    if law is None or seat == state.out.maker:
        return False
    holder = f"{state.out.maker} holds the bid" if state.out.maker else "no one holds the bid yet"
    state.rule(Ruling(i, Irregularity.WIDOW, [cite(law)], f"{seat} took the widow, but {holder}.",
                      "The widow is taken by the successful bidder: no effect."))
    return True


def offered_to_bidder(state: DealState, by: str | None, held: Held) -> Due | None:
    """The widow not yet taken, offered before the first lead to the successful bidder (``by``: as it falls to that
    seat), where the game gives it to him alone (``Game.widow_to_bidder``: "This widow is taken in hand by the
    successful bidder", foster:500#widow; foster:seven-hand#widow); None once taken, or before a bid holds."""
    maker = state.out.maker
    if state.widow_taker is not None or maker is None:
        return None
    return Due("take_widow", by or maker, cards=tuple(held(by or maker)), why="The widow")


# -- the widow as a part (``part.FamilyPart``) ----------------------------------------------------------------------


def widow_taken(state: DealState, i: int, ev: WidowTaken) -> bool:
    """The widow taken: in a bidding game, once the bidding is over (the players not heard passed), by the holder of a
    bid that leaves it to him (``to_another``, ``bidding.widow_barred``); where none is dealt, of no effect."""
    if state.bidding_round is not None:
        bidding.before_the_play(state, i)  # the widow taken: the players not heard passed
    if not to_another(state, i, ev) and not bidding.widow_barred(state, i, ev.seat or ""):
        taken(state, i, ev)
    return True


def widow_discarded(state: DealState, i: int, ev: Discarded) -> bool:
    """The cards laid out by the widow's taker; any other discard is the dealer's, the turn-up's."""
    if ev.seat is None or ev.seat != state.widow_taker:
        return False
    discarded(state, i, ev)
    return True


#: The widow: a game that deals one lists this part (Five Hundred, five- and seven-hand, Blind and Penalty Euchre)
#: before the turn-up's, which takes the dealer's discard. A widow taken at a table that deals none is ruled here all
#: the same, in its words (``taken``).
WIDOW: FamilyPart[DealState] = FamilyPart("the widow", {"take_widow": widow_taken, "discard": widow_discarded},
                                          absent=frozenset({"take_widow"}))
