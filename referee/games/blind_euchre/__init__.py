"""Blind Euchre: each for himself, a widow of two, no trump turned (Foster's BLIND EUCHRE).

"Each player is for himself and a widow of two cards is dealt." (foster:blind#widow) "The player who takes the widow
practically orders up the trump and must play against all the others after discarding two cards." (#takes-widow) "If
no one will take the widow, the deal is void." (#void) The rules of the widow taken in turn, the trump named and the
deal void are ``referee/games/blind_euchre/blind.py``'s, by these declarations.

Foster names no number of players (three to six, family.md §4) and gives no scores: a deal is scored as Cut-throat's
maker against the rest, by seat (``scored_as_seats``: law 2 and the chapter's scoring of three, persuasive), its
ruling saying Foster is silent. The section does not say that the ordinary game's laws govern it: Foster's Euchre Laws
are persuasive for it, and every ruling says so (``silent_section``).

Law: foster:blind; foster:1-40 and foster:text persuasive.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...table.replayed import ReplayedOwner
from ..base import EVENTS, GAME_TO, LONE_LEAD
from ..due import Due, Held
from ..euchre_family.part import Family, FamilyPart
from .blind import WIDOW_MAKES

if TYPE_CHECKING:
    from ...state import DealState


class BlindEuchre(ReplayedOwner):
    """Blind Euchre: three to six, each for himself; the widow's taker names the trump and plays against the rest."""

    name = "blind-euchre"
    title = "Blind Euchre"
    seats = (3, 4, 5, 6)
    seats_said = "Blind Euchre is played by three to six, each for himself (Foster names no number)."
    events = EVENTS | {"take_widow"}  # the widow taken in turn (foster:blind#takes-widow)
    codes = ("foster",)
    widow = 2  # foster:blind#widow: "a widow of two cards is dealt"
    turns_up = False  # the taker of the widow names the trump (#takes-widow)
    widow_makes = "foster:blind#takes-widow"
    widow_void = "foster:blind#void"
    silent_section = "foster:blind#widow"
    scored_as_seats = 3  # Foster gives no scores: Cut-throat's (foster:2, foster:text#two-or-three-scoring)
    table_options = (GAME_TO, LONE_LEAD)  # a game of five as Cut-throat's (foster:text), the lead a house custom

    def replay_parts(self, family: Family) -> tuple[FamilyPart[Any], ...]:
        return family.deal, WIDOW_MAKES, family.widow, family.turn_up, family.play

    def pack_size(self, seats: int) -> int:
        return 32  # the ordinary game's pack (foster:text pack); the section names none

    def due_in_turn(self, state: DealState, by: str | None, held: Held) -> Due | None:
        """The widow, taken or refused in turn from the eldest hand; its taker discards two (as many as he took) and
        names the trump (foster:blind#takes-widow: "must play against all the others after discarding two cards")."""
        if state.widow_taker is None:
            return Due("take_widow", by or state.bidder(), why="The widow, in turn from the eldest hand",
                       label="Takes the widow (or refuses it)", refusable=True)
        return self.widow_due(state, by, held) or Due("make", by or state.widow_taker,
                                                      why="The taker of the widow names the trump")


BLIND_EUCHRE = BlindEuchre()
