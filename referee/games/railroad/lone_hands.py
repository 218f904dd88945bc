"""Railroad's lone hands: partner's best, a card passed face down each way (foster:railroad#partners-best), and a
lone hand against a lone hand (#lone-against-lone), each where the game declares it (``Game.partners_best``,
``Game.lone_defence``).

"Any player announcing to play alone, whether the dealer or not, has the privilege of passing a card, face down, to
his partner. In exchange for this, but without seeing it, the partner gives the best card in his hand to the lone
player" (#partners-best). "Any person having announced to play alone, either of his adversaries may play alone
against him; discarding and taking partner's best card in the same manner." (#lone-against-lone)

A part Railroad lists (``LONE_HANDS``, ``euchre_family.part``), with the jambone announced (``jambone``): it takes the
cards passed, the lone hand against a lone hand, a lone hand proposed by a lone player's partner and the jambone
declared, and sees the first card led (partner's best refused) before the play's part takes it.
"""
from __future__ import annotations

from ...law.laws import cite
from ...law.rulings import Irregularity, Ruling
from ...record import CardPassed, CardPlayed, Declared, DefendedAlone, WentAlone
from ...state import DealState
from ..euchre_family.part import FamilyPart


def before_the_first_lead(state: DealState) -> bool:
    """The trump is made and no card is led yet."""
    return state.phase == "play" and not state.out.tricks and state.trick is None


REFUSE = "foster:railroad#partner-cannot-refuse"


def partner_alone_instead(state: DealState, i: int, seat: str) -> bool:
    """The partner of a lone player proposes to play alone instead: "the partner cannot refuse; neither can he propose
    to play alone instead" (#partner-cannot-refuse). False where it is not that."""
    lone = next((s for s in (state.out.lone, state.lone_defender) if s is not None and seat in state.partners(s)), None)
    if state.game.partners_best is None or lone is None:
        return False
    state.rule(Ruling(i, Irregularity.LONE_HAND_BARRED, [cite(REFUSE)],
                      f"{seat} proposed to play alone instead of {lone}, his partner, who had announced to play alone.",
                      f"The partner cannot refuse; neither can he propose to play alone instead: no effect; {lone} "
                      f"plays alone, and {seat} gives him his best card."))
    return True


def best_refused(state: DealState, i: int) -> None:
    """At the first lead, a lone player who passed his card and had no best card in return: his partner refused."""
    for seat in sorted(state.asked_best - state.took_best):
        state.took_best.add(seat)  # ruled once
        partner = next(iter(state.partners(seat)), "")
        state.rule(Ruling(i, Irregularity.PARTNERS_BEST, [cite(REFUSE), cite("foster:railroad#partners-best")],
                          f"{seat} announced to play alone and passed his card to {partner}, who gave him no card "
                          "before the first lead.",
                          "The partner cannot refuse. Foster gives no penalty for a refusal and is silent on it; read: "
                          "the refusal has no effect on the lone hand, which is played and scored as recorded, and "
                          "it is not a pat hand, for he asked for his partner's best."))


def defend_alone(state: DealState, i: int, ev: DefendedAlone) -> None:
    """An adversary of a lone player plays alone against him: his partner lays down his cards."""
    seat, law, lone = ev.seat or "", state.game.lone_defence, state.out.lone
    if partner_alone_instead(state, i, seat):
        return
    finding = f"{seat} announced to play alone against the lone hand."
    assert law is not None  # a game that has the event (``Game.events``) declares its law
    if state.jambone is not None and state.own_jambone is not None:
        state.rule(Ruling(i, Irregularity.LONE_HAND_BARRED, [cite("foster:railroad#no-lone-against-jambone")], finding,
                          f"{state.jambone} plays jambone; it is not allowable to play alone against a "
                          "jambone: no effect; his partner plays."))
        return
    pat = state.game.pat_hand
    if pat is not None and lone is not None and state.pat_hand():
        state.rule(Ruling(i, Irregularity.LONE_HAND_BARRED, [cite(pat)], finding,
                          f"{lone} plays a pat hand, and the adversaries are not permitted to play alone against him: "
                          "no effect; his partner plays."))
        return
    if (lone is None or state.side(seat) == state.side(lone) or state.lone_defender is not None
            or not before_the_first_lead(state)):
        state.rule(Ruling(i, Irregularity.LONE_HAND_BARRED, [cite(law)], finding,
                          "Only an adversary of a player who has announced to play alone may play alone against him, "
                          "before the first lead: no effect; his partner plays."))
        return
    state.lone_defender = seat
    state.out.extra["defender_alone"] = seat
    state.sitting_out = (*state.sitting_out, *state.partners(seat))
    state.leader = state.first_leader()


def pass_card(state: DealState, i: int, ev: CardPassed) -> None:
    """A card passed face down between a lone player and his partner: it leaves the one hand for the other."""
    seat, to, law = ev.seat or "", ev.to or "", state.game.partners_best
    finding = f"{seat} passed a card face down to {to}."
    assert law is not None  # a game that has the event (``Game.events``) declares its law
    alone = {s for s in (state.out.lone, state.lone_defender) if s is not None}
    between = seat in alone and to in state.partners(seat) or to in alone and seat in state.partners(to)
    if not between or not before_the_first_lead(state):
        state.rule(Ruling(i, Irregularity.NOT_RULED, [cite(law)], finding,
                          "Only a lone player and his partner pass a card, each to the other, before the first lead; "
                          "the referee does not yet rule on another pass: no effect."))
        return
    if to in alone and to not in state.asked_best:
        state.rule(Ruling(i, Irregularity.PARTNERS_BEST, [cite(law)], f"{finding} {to} had not yet passed his card.",
                          "The partner gives his best \"in exchange for\" the lone player's card, \"without seeing "
                          "it\": given before it, out of turn. Foster gives no penalty and is silent on it; read: "
                          "the card stands given (he could not have seen a card not yet passed), and the exchange is "
                          "completed by the lone player's card."))
    if to in alone:
        state.took_best.add(to)
    else:
        state.asked_best.add(seat)
    if ev.card is not None:
        state.take_from_hand(seat, ev.card)
        state.return_to_hand(to, ev.card)


def jambone(state: DealState, i: int, ev: Declared, law: str) -> None:
    """A lone player announces Jambone and exposes his cards: his hand counts by the game's jambone counts
    (``Game.jambone_counts``); the adversaries' calls of his cards are ruled in jambone_calls."""
    seat = ev.seat or ""
    if not state.options.jambone:
        state.rule(Ruling(i, Irregularity.NOT_RULED, [cite("foster:railroad#scoring")],
                          f"{seat} announced jambone, which the table did not agree to play.",
                          "The jambone is one of the variations \"sometimes agreed upon beforehand\": not agreed, "
                          "the announcement has no effect."))
        return
    if state.out.maker != seat or state.out.lone != seat or state.out.tricks or state.trick is not None:
        state.rule(Ruling(i, Irregularity.LONE_HAND_BARRED, [cite(law), cite("foster:railroad#maker-only")],
                          f"{seat} announced jambone, not the maker of the trump playing a lone hand before the first "
                          "lead.", "Only the maker playing a lone hand may announce Jambone: no effect."))
        return
    state.jambone = seat


# -- Railroad's lone hands as a part (``euchre_family.part.FamilyPart``) ---------------------------------------------


def alone_instead(state: DealState, i: int, ev: WentAlone) -> bool:
    """A lone hand announced by the partner of a lone player (``partner_alone_instead``); any other is the turn-up's."""
    return partner_alone_instead(state, i, ev.seat or "")


def card_passed(state: DealState, i: int, ev: CardPassed) -> bool:
    pass_card(state, i, ev)
    return True


def defended_alone(state: DealState, i: int, ev: DefendedAlone) -> bool:
    defend_alone(state, i, ev)
    return True


def jambone_declared(state: DealState, i: int, ev: Declared) -> bool:
    """Jambone announced where the game's own law rules it (``DealState.own_jambone``); a declaration of another kind,
    or the jambone under a code compared with the game (the 1862 code's), is the turn-up's."""
    law = state.own_jambone
    if ev.what != "jambone" or law is None:
        return False
    jambone(state, i, ev, law)
    return True


def first_lead(state: DealState, i: int, ev: CardPlayed) -> bool:
    """The first card led by a lone player who passed his card and had none in return: his partner refused
    (``best_refused``). The card itself is the play's."""
    if state.asked_best and before_the_first_lead(state):
        best_refused(state, i)
    return False


#: Partner's best and the lone hand against a lone hand (#partners-best, #lone-against-lone, #partner-cannot-refuse)
#: and the jambone announced (#jambone): Railroad lists this part before the turn-up's and the play's.
LONE_HANDS: FamilyPart[DealState] = FamilyPart("lone hands and partner's best", {
    "go_alone": alone_instead, "pass_card": card_passed, "defend_alone": defended_alone, "declare": jambone_declared,
    "play": first_lead})
