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
``declarations``, the change to each count reckoned in ``count_down``.

Law: foster:set-back, keller:set-back; foster:1-40 (binding under foster, persuasive under keller).
"""
from __future__ import annotations

from typing import Any

from ..base import EVENTS, CountDown, Game, TableOption
from ..euchre_family.part import Family, FamilyPart
from .declarations import DECLARATIONS

#: The options a Set-back table may agree before play, as the table form offers them: the count each starts at
#: (foster:set-back#reversal "usually ten", keller:set-back#object "five"), and Keller's variations.
OPTIONS = (
    TableOption("start", "Each player's count at the start (Foster: usually ten; Keller: five)", 10, kept=True),
    TableOption("declare_all", "Keller's variation: a player may declare to take all five tricks", False),
    TableOption("euchre_deducts", "Keller's variation: a player euchred, his adversaries deduct two", False),
)


class SetBack(Game):
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
    revoke_settled = "foster:set-back#revoke"
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


SET_BACK = SetBack()
