"""Set-back Euchre: each for himself, a count that starts high and is wiped down (Foster's SET-BACK EUCHRE; Keller's
Set-back Euchre).

Foster: "This is simply a reversal of the ordinary method of scoring, the players starting with a certain number of
points, usually ten, and deducting what they make on each deal." (foster:set-back#reversal: the ordinary game but for
its scoring, so Foster's Euchre Laws 1-40 bind it, cited with that sentence, ``incorporates``) "if a player is euchred
he is set back two points, his adversaries counting nothing. The revoke penalty is settled in the same way."
(#euchred, #revoke) Keller: "each player starting out with a score of five points, and that player winning the game
who first wipes out his score" (keller:set-back#object); "each player plays for himself; and when any player orders up
the trump, or makes it, or takes it up, all the other players combine to defeat him" (#each-for-himself); the point
one, the march two, euchred set back two (#point, #march, #euchred); a player who takes no trick set back one, unless
he threw up his hand (#no-trick, #throw-up); and his variations, played only if agreed before play
(#agreed-before-play): declaring to take all five (``options.declare_all``, #declare-all, #declare-lead) and the
adversaries of a player euchred deducting two (``options.euchre_deducts``, #euchre-deducts). Keller is silent on the
irregularities: Foster's laws are persuasive (the keller code's chain). Where Foster is silent on a rule of Keller's
(a hand thrown up, the variations), Keller's sentence is cited as persuasive.

A deal's ``points`` are the change to each seat's count (a point -1, a march -2, euchred +2; ``count_down``); the
count starts at ``options.start`` (ten under Foster, five under Keller, where not agreed), goes no lower than nothing,
and the first wiped out wins the game (``scoring.Tally``). The hand thrown up and the declaration are judged in
``declarations``, the change to each count reckoned in ``count_down``; the revoke settled as a euchre here.

Law: foster:set-back, keller:set-back; foster:1-40 (binding under foster, persuasive under keller).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...law.deal_faults import laws_for
from ...law.laws import Citation, cite
from ...law.rulings import Irregularity, Ruling
from ...table.replayed import ReplayedOwner
from ..base import EVENTS, CountDown, TableOption
from ..euchre_family import count_down
from ..euchre_family.part import Family, FamilyPart
from .declarations import DECLARATIONS

if TYPE_CHECKING:
    from ...state import DealState, Revoke

#: The options a Set-back table may agree before play, as the table form offers them: the count each starts at
#: (foster:set-back#reversal "usually ten", keller:set-back#object "five"), and Keller's variations.
OPTIONS = (
    TableOption("start", "Each player's count at the start (Foster: usually ten; Keller: five)", 10, kept=True),
    TableOption("declare_all", "Keller's variation: a player may declare to take all five tricks", False),
    TableOption("euchre_deducts", "Keller's variation: a player euchred, his adversaries deduct two", False),
)


class SetBack(ReplayedOwner):
    """Set-back Euchre: two to six, each for himself, the maker against all the others; a count wiped down."""

    name = "set-back"
    title = "Set-back Euchre"
    seats = (2, 3, 4, 5, 6)
    seats_said = "Set-back Euchre is played by two to six, each for himself."
    events = EVENTS | {"throw_up"}  # a hand thrown up before the play (keller:set-back#throw-up)
    codes = ("foster", "keller")
    count_down = {
        # foster:set-back#reversal: "usually ten", and "deducting what they make": the ordinary point and march (law 1)
        "foster": CountDown(start=10, point=("foster:set-back#reversal", "foster:1"),
                            march=("foster:set-back#reversal", "foster:1"), euchred=("foster:set-back#euchred",)),
        # keller:set-back#object: "a score of five points"
        "keller": CountDown(start=5, point=("keller:set-back#point",), march=("keller:set-back#march",),
                            euchred=("keller:set-back#euchred",), no_trick="keller:set-back#no-trick"),
    }
    # the first count wiped out: keller:set-back#object, "that player winning the game who first wipes out his score";
    # Foster names no end, and the reading is the count wiped out of his reversal (docs/reading.md, Set-back)
    won_by = {"foster": "foster:set-back#reversal", "keller": "keller:set-back#object"}
    incorporates = {"foster": "foster:set-back#reversal"}
    hand_thrown_up = "keller:set-back#throw-up"
    maker_against_all = "keller:set-back#each-for-himself"
    declare_all = "keller:set-back#declare-all"
    declare_lead = "keller:set-back#declare-lead"
    euchre_deducts = "keller:set-back#euchre-deducts"
    variations_agreed = "keller:set-back#agreed-before-play"
    rubbers = False  # a game won by the first count wiped out (foster:set-back#reversal); no rubbers in the section
    table_options = OPTIONS

    def replay_parts(self, family: Family) -> tuple[FamilyPart[Any], ...]:
        return family.deal, DECLARATIONS, family.turn_up, family.play

    def pack_size(self, seats: int) -> int:
        return 32  # the ordinary game's pack (foster:text pack); Keller names none for Set-back

    def score_tricks(self, state: DealState, won: int, makers: set[str], lone: bool, *laws: Citation) -> None:
        """The change to each seat's count, wiped down (``count_down``): the maker's point or march deducted, or
        euchred, set back."""
        maker = state.out.maker
        assert maker is not None
        played = len(state.out.tricks) == 5 and all(t.winner is not None for t in state.out.tricks)
        change, said = count_down.changes(
            self, state.code.name, state.seats, maker, won,
            {t.winner for t in state.out.tricks if t.winner is not None} if played else None, state.thrown_up,
            state.game_score, state.out.extra.get("declared_all") == maker, state.options.euchre_deducts)
        state.out.decided_by("points", *said)
        for seat, points in change.items():
            state.award(seat, points)
        state.finish("scored")

    def lone_value(self, state: DealState) -> tuple[dict[str, int], tuple[Citation, ...]]:
        """The lone hand's value: the march deducted from the lone player's count (``count_down``)."""
        maker = state.out.maker
        assert maker is not None
        change, deducted = count_down.changes(
            self, state.code.name, state.seats, maker, self.hand, None, state.thrown_up, state.game_score,
            state.out.extra.get("declared_all") == maker, state.options.euchre_deducts)
        return change, tuple(deducted)

    def rule_revoke(self, state: DealState, r: Revoke, finding: str, entitled: str, revoker_side: str) -> None:
        """foster:set-back#revoke: "The revoke penalty is settled in the same way" as a euchre (#euchred): the revoker
        is set back two points, his adversaries counting nothing; no option. The game's sentence binds under its own
        code, and is persuasive under another (Keller, silent on the revoke)."""
        law = cite("foster:set-back#revoke")
        binding, persuasive, silent = laws_for(state, "revoke-proved")
        if law.law.code == state.code.name:
            binding = binding + [law]
        else:
            persuasive = persuasive + [law]
        state.out.points[revoker_side] += 2  # each revoke claimed in the hand (the hand's own points taken back)
        state.rule(Ruling(r.event, Irregularity.REVOKE, binding, finding,
                          f"{silent}Hand abandoned; {revoker_side} is set back two points, his adversaries counting "
                          "nothing.", persuasive=persuasive))
        state.finish("scored")


SET_BACK = SetBack()
