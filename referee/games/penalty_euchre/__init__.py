"""Penalty Euchre: five each for himself, twelve counters each, a widow of five (Foster's PENALTY EUCHRE).

"Five players are each provided with twelve counters. An extra hand of five cards is dealt face down, for a widow.
Each player in turn can exchange the hand dealt him for the widow, or for the hand abandoned by anyone who has taken
the widow, the cards being always face down. The turned trump is not taken up by the dealer, but is left on the pack.
The eldest hand leads for the first trick and every man is for himself, each holding his own tricks." (foster:penalty
#counters, #widow, #exchange, #trump-left, #each-for-himself) "At the end of the hand, each player that has not taken a
trick receives a counter from each of the others, whether they have taken tricks or not. Then all those that have won
tricks put back into the pool a counter for each trick they have taken. The first player to get rid of his twelve
counters wins the game." (#no-trick, #tricks-to-pool, #first-rid) The exchanges, the play with no maker and the
counters are ``penalty.py``'s here, by these declarations; the count of counters ``scoring.Tally``'s (``count_down``,
from ``options.counters``), kept by the games' ledger (``ledger.games``).

It owns its deal by the first step of the port (``table.replayed``): its records are folded (``table.fold``), each
deal's judges are the Euchre replay's, and a deal scored pays as transfers (``penalty.settlement``: a counter from
each of the others to a player who took no trick, a counter into the pool for each trick taken, or law 30's counters
for a revoke), each with the law it is paid by.

The section does not say that the ordinary game's laws govern it: Foster's Euchre Laws are persuasive for it, and every
ruling says so (``silent_section``).

Law: foster:penalty; foster:1-40 and foster:text persuasive.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...table.replayed import ReplayedOwner
from ..base import EVENTS, CountDown, TableOption
from ..due import Due, Held
from ..euchre_family.part import Family, FamilyPart
from . import penalty

if TYPE_CHECKING:
    from ...ledger.settlement import Settlement
    from ...state import DealOutcome, DealState


class PenaltyEuchre(ReplayedOwner):
    """Penalty Euchre: five, each for himself; exchanges with the widow; counters paid, the first rid of them wins."""

    name = "penalty-euchre"
    title = "Penalty Euchre"
    seats = (5,)
    seats_said = "Penalty Euchre is played by five, each for himself."
    events = EVENTS | {"exchange"}  # a hand exchanged for the widow (foster:penalty#exchange)
    codes = ("foster",)
    widow = 5  # foster:penalty#widow: "An extra hand of five cards is dealt face down, for a widow."
    # #counters: "each provided with twelve counters"; #first-rid: "The first player to get rid of his twelve counters
    # wins the game." The counters are paid by the section's own laws (``counters_paid``, ``pool``), not a maker's.
    count_down = {"foster": CountDown(start=12, point=(), march=(), euchred=())}
    count_option = "counters"
    table_options = (TableOption("counters", "Counters each (Foster: twelve)", 12),)
    exchange = "foster:penalty#exchange"
    no_maker = "foster:penalty#trump-left"
    counters_paid = "foster:penalty#no-trick"
    by_outcome = False  # no one makes the trump: an outcome of a maker's tricks scores nothing
    pool = "foster:penalty#tricks-to-pool"
    # "The first player to get rid of his twelve counters wins the game."
    won_by = {"foster": "foster:penalty#first-rid"}
    silent_section = "foster:penalty#counters"
    rubbers = False  # won by the first rid of his counters (#first-rid); no rubbers in the section
    unit = "counters"

    def replay_parts(self, family: Family) -> tuple[FamilyPart[Any], ...]:
        return family.deal, penalty.EXCHANGES, family.widow, family.turn_up, family.play

    def pack_size(self, seats: int) -> int:
        return 32  # the ordinary game's pack (foster:text pack): five hands, the widow and the trump turned

    def due_in_turn(self, state: DealState, by: str | None, held: Held) -> Due | None:
        """The exchanges: in turn from the eldest hand each may exchange his hand, face down, for the widow or for the
        hand abandoned by its taker, or keep it (``pass``) (foster:penalty#exchange); the next after the last heard who
        has not exchanged, while there is something to exchange for; then the eldest hand's lead (#each-for-himself)."""
        order = state.rotation(state.eldest)
        heard = [e.seat for e in state.deal.events if e.type in ("pass", "exchange") and e.seat in order]
        after = order[order.index(heard[-1]) + 1:] if heard else order
        seat = by or next((s for s in after if s not in heard), None)
        exchanges = tuple((["widow"] if state.widow_taker is None else []) +
                          [s for s in state.abandoned if s != seat])
        if seat is None or not exchanges or seat in state.exchanged:
            return Due("play", by or state.eldest, why="The eldest hand leads")
        return Due("exchange", seat, why="The exchanges, in turn from the eldest hand", refusable=True,
                   label="Exchanges his hand, face down (or keeps it)", exchanges=exchanges)

    def transfers(self, state: DealState, outcome: DealOutcome) -> Settlement:
        return penalty.settlement(state, outcome.points)


PENALTY_EUCHRE = PenaltyEuchre()
