"""Call-Ace Euchre: four to seven, each for himself; the maker's partner is the holder of the best card in
play of the suit he calls, unknown until it falls (Foster's Laws of Call-Ace Euchre, 1905).

Law: callace:1 (the first jack deals: the code's judge, ``law.judging``), callace:2 (the pack), callace:20, 22 (the
partner, the outcome's too; its call offered the maker, 19, 23), callace:43 (the scores run on), callace:45 (the maker
found to have had no partner).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ...law.laws import Citation, cite
from ...law.rulings import Irregularity, Ruling
from ...table.replayed import ReplayedOwner
from ..base import EVENTS, JOKER, LONE_LEAD, STICK_THE_DEALER
from ..due import Due
from .slot import kept

if TYPE_CHECKING:
    from ...record import OutcomeAgreed
    from ...state import DealState

#: callace:2: the pack by the number of players.
LAW_2_PACK = {4: 24, 5: 28, 6: 32, 7: 36}
#: Whom a ruling of the Call-Ace code gives its options to where the law names the maker of the trump
#: (``Open.entitled``), his partner unknown until the card called falls.
MAKER = "the maker of the trump"


class CallAce(ReplayedOwner):
    """Call-Ace: each plays for himself, and the maker calls for a partner by a suit."""

    name = "call-ace"
    title = "Call-Ace"
    seats = (4, 5, 6, 7)
    seats_said = "Call-Ace is played by four to seven."
    codes = ("callace",)
    runs_on = True
    hidden_partner = True
    table_options = (JOKER, STICK_THE_DEALER, LONE_LEAD)  # no games to play to, nor rubbers (callace:43)
    events = EVENTS | {"call_partner"}  # the maker calls for the best card of a suit (callace:20)
    # what the form says otherwise, the maker's partner hidden: an order is never an assist (no fixed partners,
    # callace:20), and a lone hand is the maker's, announced instead of a call (callace:23, 24)
    labels = {"order_up": "Orders up", "go_alone": "Plays alone (calls no partner)"}

    def pack_size(self, seats: int) -> int:
        return LAW_2_PACK[min(max(seats, 4), 7)]  # (a table of another number: its seats are the error)

    def makers(self, seats: tuple[str, ...], maker: str, chosen: Sequence[str] | None,
               holder: Callable[[], str | None]) -> set[str]:
        """callace:20, 22: the maker and the holder of the best card in play of the suit called (``holder``: the
        code's judging finds him), if any: none where the maker held it himself."""
        partner = holder()
        return {maker} | ({partner} if partner else set())

    def without_partners(self, seats: tuple[str, ...], maker: str) -> bool:
        return False  # callace:20: his partner is found in the play

    def outcome_makers(self, state: DealState, i: int, event: OutcomeAgreed, said: str) -> set[str] | None:
        """callace:20: the outcome names the maker's partner, the holder of the card called; or the maker played
        alone."""
        if event.partner is None and not event.alone:
            state.rule(Ruling(i, Irregularity.OUTCOME_INCOMPLETE, [cite("callace:20")],
                              f"The outcome recorded ({said}) does not say who held the best card in play of the suit "
                              "called, and with it the maker's partner for the deal.",
                              "Not scored: the outcome must name the partner (its holder of the card called, or the "
                              "maker himself where he held it and so had none, law 22)."))
            return None
        return super().outcome_makers(state, i, event, said)

    def score_outcome(self, state: DealState, i: int, event: OutcomeAgreed, makers: set[str], said: str,
                      *laws: Citation) -> None:
        """callace:45, 22: the maker who held the card called himself had no partner, and scores as a lone hand."""
        if len(makers) == 1 and not event.alone:
            laws = (cite("callace:45"), cite("callace:22"), *laws)
        super().score_outcome(state, i, event, makers, said, *laws)

    def partner_call_due(self, state: DealState, by: str | None) -> Due | None:
        """callace:20: the maker calls for the best card in play of a plain suit, or announces that he plays alone
        (callace:23), before the eldest hand leads: as the engine rules a call (``callace._call_partner``), the trump
        made and no lone hand, no call standing (one barred, of the trump suit say, leaves him to "still call a plain
        suit or play alone", callace:19), the play not begun (then a call is barred, and he plays without a partner).
        Due of the maker alone."""
        maker = state.out.maker
        if state.phase != "play" or state.out.lone is not None or kept(state).call is not None or state.out.tricks \
                or state.trick and state.trick.plays or by not in (None, maker):
            return None
        return Due("call_partner", maker, why="Before the eldest hand leads",
                   label="Calls for a partner (or plays alone)")

    def who_elects(self, entitled: str, maker: str | None, name: Callable[[str], str]) -> str:
        """Whom the ruling names (``Open.entitled``): the maker of the trump, named; or a player, or any player."""
        if maker is not None and entitled in (MAKER, maker):
            return f"{MAKER}, {name(maker)},"
        return name(entitled)


CALL_ACE = CallAce()
