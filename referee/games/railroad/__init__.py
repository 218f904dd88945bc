"""Railroad Euchre: the four-handed game with every expedient to make points rapidly (Foster's RAILROAD EUCHRE).

"Railroad Euchre is the name given to any form of the four-handed game in which every expedient is used to make
points rapidly" (foster:railroad#expedient), so Foster's Euchre Laws 1-40 govern it beside its own section. "A pack
of twenty-five cards is used, all below the 9 being deleted, and the Joker added. The Joker is always the best
trump." (#pack, #joker) "There are four players, two being partners against the other two." (#players) The suit a
turned joker makes is the one agreed beforehand (`options.joker_suit`, #joker-suit); not agreed, Foster is silent and
Call-Ace's law 5 is cited as persuasive (deal_faults.joker_turned).

It owns its deal by the first step of the port (``table.replayed``): its records are folded (``table.fold``), each
deal's judges are the Euchre replay's (the turn-up's rounds, partner's best and the lone hands, ``lone_hands``; the
jambone's calls, ``jambone_calls``; the jamboree, ``jamboree``), a deal scored pays its points to a side as a transfer
by the laws that decide them, and its games, rubbers, laps and slams are kept by the games' ledger (``ledger.games``).

Law: foster:railroad (the section), foster:1-40.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ...law.hand_score import HandScore
from ...law.laws import Citation, cite
from ...table.replayed import ReplayedOwner
from ..base import EVENTS, GAME_TO, LONE_LEAD, RUBBERS, STICK_THE_DEALER, TableOption
from ..due import Due, Held
from ..euchre_family.part import Family, FamilyPart
from .jambone_calls import JAMBONE_CALLS
from .jamboree import JAMBOREE
from .lone_hands import LONE_HANDS, before_the_first_lead

if TYPE_CHECKING:
    from ...state import DealState

#: foster:railroad#joker-suit: "it is usual to agree beforehand upon a suit which shall be the trump if the Joker is
#: turned up"; the variations "sometimes agreed upon beforehand" (#scoring, #laps, #slams, #pat-hand, #jambone,
#: #jamboree), as the table form offers them.
OPTIONS = (
    GAME_TO, TableOption("joker_suit", "The Joker turned up makes trump", "", (
        ("", "No suit agreed"), ("S", "Spades"), ("H", "Hearts"), ("D", "Diamonds"), ("C", "Clubs"))),
    TableOption("lap", "Laps: points over the game count on the next", False),
    TableOption("slam", "Slams: five to love counts two games", False),
    TableOption("pat_hand", "Pat hand: alone without partner's best, five", False),
    TableOption("jambone", "Jambone: alone with the cards exposed, eight", False),
    TableOption("jamboree", "Jamboree: the five highest trumps, sixteen", False),
    RUBBERS, STICK_THE_DEALER, LONE_LEAD)
#: foster:railroad#lone-euchre-four: what the euchre of a lone maker by a lone player opposing him counts the
#: adversaries.
LONE_EUCHRE = 4
PAT_HAND = "foster:railroad#pat-hand"


class Railroad(ReplayedOwner):
    """Railroad Euchre: two pairs opposite, the 25-card pack with the joker."""

    name = "railroad"
    title = "Railroad Euchre"
    seats = (4,)
    seats_said = "Railroad Euchre is played by four."
    codes = ("foster",)
    joker_suit = "foster:railroad#joker-suit"
    partners_best = "foster:railroad#partners-best"
    lone_defence = "foster:railroad#lone-against-lone"
    pat_hand = PAT_HAND
    jambone = "foster:railroad#jambone"
    jambone_counts = (8, 1, -2)  # #jambone-score: "he scores eight points ... he counts one point ... he loses two"
    jamboree = "foster:railroad#jamboree"
    lap = "foster:railroad#laps"
    slam = "foster:railroad#slams"
    table_options = OPTIONS
    # Played to games of five and in rubbers as the ordinary game (foster:1, 3): "the scoring is exactly the same as in
    # the ordinary four-handed game" (#scoring), a lap's points "are counted on the next game" (#laps) and a slam
    # "counts two games" (#slams): the text counts games, so the sheet counts them and the rubbers of law 3.
    games_and_rubbers = True
    # The 1862 code's additions have a jambone and a jamboree of their own (1862:IV.64-76: one card called, by the
    # adversary entitled to the lead, to the first trick; euchred, the adversaries count eight): Foster's Railroad
    # rules them otherwise (#jambone-calls: any card, lead or following; euchred, he loses two). --compare shows both.
    compared_with = ("1862",)
    events = EVENTS | {"pass_card", "defend_alone"}  # partner's best, the lone hand against a lone hand

    def replay_parts(self, family: Family) -> tuple[FamilyPart[Any], ...]:
        return family.deal, LONE_HANDS, JAMBONE_CALLS, JAMBOREE, family.turn_up, family.play

    def pack_size(self, seats: int) -> int:
        return 25  # foster:railroad#pack: the nines up, and the joker

    def side_seats(self, seats: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
        return (seats[0::2], seats[1::2])  # foster:railroad#players: two partners against the other two

    def lone_score(self, state: DealState, score: HandScore, won: int) -> tuple[HandScore, tuple[Citation, ...]]:
        """The lone maker euchred by the lone player opposing him, four to the adversaries (#lone-euchre-four); the pat
        hand agreed (``DealState.pat_hand``): five; fails, one; euchred, three (#pat-hand). A jambone announced counts
        as one (#jambone-score): a reading, docs/reading.md."""
        laws: tuple[Citation, ...] = ()
        if state.lone_defender is not None and won < 3:
            score = replace(score, defenders=LONE_EUCHRE)
            laws = (*laws, cite("foster:railroad#lone-euchre-four"))
        if state.pat_hand() and state.jambone is None:
            score = replace(score, makers=5 if won == 5 else 0, defenders=0 if won == 5 else 1 if won >= 3 else 3)
            laws = (*laws, cite(PAT_HAND))
        return score, laws

    def lone_hands_due(self, state: DealState, held: Held) -> Due | None:
        """The lone player's card passed face down to his partner, the partner's best in return (#partners-best);
        then an adversary's lone defence (#lone-against-lone) and its own exchange. Each is a privilege, not a duty:
        the first lead passes it by (the offer also gives the lead)."""
        lone = state.out.lone
        if lone is None or not before_the_first_lead(state):
            return None
        for alone in (lone, state.lone_defender):
            if alone is None or alone in state.took_best or alone == state.jambone and alone not in state.asked_best:
                continue  # a jambone announced with his cards exposed as they lie: he asked for no best
            partner = next(iter(state.partners(alone)), None)
            if partner is None:
                return None
            if alone not in state.asked_best:
                return Due("pass_card", alone, to=partner, cards=tuple(held(alone)),
                           label="Passes a card face down to his partner", why="Partner's best, if he takes it")
            return Due("pass_card", partner, to=alone, cards=tuple(held(partner, with_turn_up=partner == state.dealer)),
                       label="Gives his best card face down", why=f"In exchange for {alone}'s card")
        if self.may_defend_alone(state):
            return Due("defend_alone", None, why=f"An adversary of {lone} may play alone against him")
        return None

    def may_defend_alone(self, state: DealState) -> list[str]:
        """#lone-against-lone: either adversary of the lone player, none having done so; not against a pat hand or a
        jambone (#pat-hand, #no-lone-against-jambone)."""
        lone = state.out.lone
        if lone is None or state.lone_defender is not None or state.jambone is not None or state.pat_hand():
            return []
        return [s for s in state.seats if state.side(s) != state.side(lone)]

    def announcements(self, state: DealState) -> list[str]:
        """His jambone or jamboree, where agreed (#jambone, #jamboree), he the maker and no jambone announced."""
        lone = state.out.lone
        return [what for what in ("jambone", "jamboree") if getattr(state.options, what) and lone is not None
                and state.out.maker == lone and state.jambone is None]

    def jambone_call_due(self, state: DealState, seat: str) -> Due | None:
        """The adversaries "have the right to call any card they please, either for the lead, or in following suit"
        (#jambone-calls), no call made yet for this card: for a lead, the player on the jambone player's left; on a
        trick, the player on his right (#jambone-lead-call, #jambone-follow-call)."""
        if state.jambone != seat or state.jambone_called is not None:
            return None
        last = state.deal.events[-1] if state.deal.events else None
        if last is not None and last.type == "call" and getattr(last, "target", None) == seat:
            return None
        trick = state.trick
        caller = state.left_of(seat) if trick is None or not trick.plays else state.right_of(seat)
        return Due("call", caller, to=seat, why=f"{caller} may call the card {seat} plays from his jambone hand")


RAILROAD = Railroad()
