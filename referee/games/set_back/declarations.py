"""What a player of a game counted down undertakes before the play (Set-back, Keller): a hand thrown up, and a
declaration to take all five tricks.

keller:set-back#throw-up: "if a player thinks his hand is so weak that he cannot take a single trick, he may throw up
his hand, and thus save himself from being set back": before the play, he takes no part in it (family.md §3). The
maker cannot: "all the other players combine to defeat him" (#each-for-himself). keller:set-back#declare-all: a
player may "declare" to take all the tricks, where agreed before play (#agreed-before-play); "The player who declares
to take all the five tricks has the privilege of making the lead, unless he should be the dealer" (#declare-lead).
Each law is the game's own (``Game.hand_thrown_up``, ``declare_all``, ...): binding under its own code, and under
another, silent on it (Foster's Set-back), persuasive, the ruling saying so. Where the texts are silent (a hand thrown
up once the play has begun; a declaration by another than the maker, or after the lead) the rulings take a reading
(docs/reading.md, Set-back). The change to each count is reckoned in ``count_down``.

A part Set-back lists (``DECLARATIONS``, ``euchre_family.part``): it takes a hand thrown up and a declaration of all
five; a jambone or jamboree declared is the turn-up's (the code's).
"""
from __future__ import annotations

from ...law.laws import Citation, cite
from ...law.rulings import Irregularity, Ruling
from ...record import Declared, ThrownUp
from ...state import DealState
from ..euchre_family.part import FamilyPart

#: The ruling's word where the code in force is silent on a rule of the game's own section of another code.
SILENT = "The code in force is silent on this; the game's rule is cited as persuasive. "


def laws_of(state: DealState, *laws: str | None) -> tuple[list[Citation], list[Citation], str]:
    """The game's own ``laws``: binding under their own code; under another code, silent on them, persuasive, and the
    note that says so."""
    cited = [cite(law) for law in laws if law is not None]
    if all(c.law.code == state.code.name for c in cited):
        return cited, [], ""
    return [], cited, SILENT


def before_the_play(state: DealState) -> bool:
    """No card has been played to the first trick."""
    return not state.out.tricks and not (state.trick is not None and state.trick.plays)


def thrown_up(state: DealState, i: int, seat: str) -> None:
    """A hand thrown up (``throw_up``): the player takes no part in the play, and is not set back for taking no
    trick; the maker's, or one thrown up once the play has begun, is of no effect."""
    game = state.game
    binding, persuasive, silent = laws_of(state, game.hand_thrown_up)
    if seat == state.out.maker or not before_the_play(state):
        maker = seat == state.out.maker
        why = ("made the trump, and threw up his hand: the others combine to defeat him" if maker
               else "threw up his hand after the play began")
        more = laws_of(state, game.maker_against_all) if maker else ([], [], "")
        state.rule(Ruling(i, Irregularity.HAND_THROWN_UP, binding + more[0], f"{seat} {why}.",
                          f"{silent}No effect: he plays his hand (a reading: a hand is thrown up by an adversary of "
                          "the maker, before the play).", persuasive=persuasive + more[1]))
        return
    if seat in state.thrown_up:
        return
    state.thrown_up = (*state.thrown_up, seat)
    state.out.extra["thrown_up"] = list(state.thrown_up)
    if state.phase == "play":
        state.sitting_out = (*state.sitting_out, seat)
        declarer = state.out.extra.get("declared_all")
        state.leader = declarer if isinstance(declarer, str) and declarer != state.dealer else state.first_leader()
    if silent:
        state.rule(Ruling(i, Irregularity.HAND_THROWN_UP, binding, f"{seat} threw up his hand before the play.",
                          f"{silent}He takes no part in the play.", persuasive=persuasive))


def declared_all(state: DealState, i: int, seat: str) -> None:
    """A declaration to take all five tricks (``declare`` of ``all``): where agreed, the maker's before the lead
    stands, and he leads unless he is the dealer; otherwise it is of no effect."""
    game = state.game
    if not state.options.declare_all:
        binding, persuasive, silent = laws_of(state, game.declare_all, game.variations_agreed)
        state.rule(Ruling(i, Irregularity.DECLARATION, binding,
                          f"{seat} declared to take all five tricks; the variation was not agreed before play.",
                          f"{silent}No effect: the variations \"cannot be played unless agreed upon by the players "
                          "previous to the opening of the game\".", persuasive=persuasive))
        return
    binding, persuasive, silent = laws_of(state, game.declare_all, game.declare_lead)
    maker = state.out.maker
    if seat != maker or not before_the_play(state):
        why = f"{maker} made the trump" if maker and seat != maker else "no trump was made" if seat != maker \
            else "the play had begun"
        state.rule(Ruling(i, Irregularity.DECLARATION, binding, f"{seat} declared to take all five tricks, but {why}.",
                          f"{silent}No effect (a reading: the maker declares, before the lead).",
                          persuasive=persuasive))
        return
    state.out.extra["declared_all"] = seat
    lead = seat != state.dealer
    if lead:
        state.leader = seat
    if silent:
        state.rule(Ruling(i, Irregularity.DECLARATION, binding, f"{seat} declared to take all five tricks, as agreed "
                          "before play.", f"{silent}" + (f"{seat} leads. " if lead else "") + "All five tricks win "
                          "him the game; fewer set him back as many points as he had.", persuasive=persuasive))


# -- the declarations as a part (``euchre_family.part.FamilyPart``) --------------------------------------------------


def hand_thrown_up(state: DealState, i: int, ev: ThrownUp) -> bool:
    thrown_up(state, i, ev.seat or "")
    return True


def all_declared(state: DealState, i: int, ev: Declared) -> bool:
    """A declaration to take all five (``declared_all``); a jambone or jamboree declared is the turn-up's (the code's:
    of no effect)."""
    if ev.what != "all":
        return False
    declared_all(state, i, ev.seat or "")
    return True


#: The hand thrown up and the declaration of all five: Set-back lists this part before the turn-up's.
DECLARATIONS: FamilyPart[DealState] = FamilyPart("the declarations", {"throw_up": hand_thrown_up,
                                                                      "declare": all_declared})
