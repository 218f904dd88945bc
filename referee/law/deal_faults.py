"""Forming the table, shuffling, cutting and dealing (Foster's laws 4-14 and
23; Call-Ace laws 1-10 and 27).

Each fault is detected from the facts (the cuts for deal, the shuffles, the
cut, the hands dealt, who dealt) or from a recorded ``deal_fault``, and ruled
by the law of the code in force; where that code is silent (the 1862 text),
Foster's law is cited as persuasive.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from ..record import Cut, CutForDeal, DealFaulted, Dealt, Elected, PenaltyCalled, Shuffled
from ..state import DealState
from .laws import Citation, cite, for_point
from .penalties import open_options
from .rulings import Irregularity, Ruling



#: The 1862 code's rules of cutting, dealing and the deal's rotation (II.36), which name no penalty for a fault.


def laws_for(state: DealState, point: str) -> tuple[list[Citation], list[Citation], str]:
    """The citations for a point of the rules under the code in force (``laws.for_point``): its own law, binding;
    else the persuasive law of its chain, and a note saying so; but where the game's section under the code in force
    incorporates the ordinary game's laws (``Game.incorporates``: Keller's French Euchre, "according to the rules of
    the regular four-handed game"), the chain's law binds, cited beside the sentence."""
    binding, persuasive, note = for_point(state.code.name, point)
    incorporating = state.game.incorporates.get(state.code.name)
    if not binding and persuasive and incorporating is not None:  # the section incorporates the ordinary game's laws:
        return [*persuasive, cite(incorporating)], [], ""  # binding, cited with its sentence (family.md §1)
    return list(binding), list(persuasive), note


# -- cutting for partners and deal (foster:4, 5, 7; callace:1) --------------------------

CUT_ORDER = "A6789TJQK"  # foster:7: "the ace is low, the other cards ranking, K Q J 10 9 8 7"


def judge_cutting_for_deal(state: DealState) -> None:
    """The first dealer (and the partners) as the cuts for deal decide, by the code's law of cutting for deal (its
    ``Judge``'s: the lowest cut, ``lowest_deals``, or the first jack, ``first_jack_deals``)."""
    cuts = [(i, ev.seat or "", ev.card) for i, ev in enumerate(state.deal.events)
            if isinstance(ev, CutForDeal) and ev.card is not None]
    if cuts:
        state.judging.cut_for_deal(state, cuts)


def lowest_deals(state: DealState, cuts: list[tuple[int, str, Card]]) -> None:
    """foster:4, 5, 7: the lowest cut deals, and the lowest half pair against the highest."""
    keys: dict[str, list[int]] = {}
    for i, seat, card in cuts:
        if card.is_joker:
            binding, persuasive, silent = laws_for(state, "cut-joker")
            state.rule(Ruling(i, Irregularity.WRONG_CUT, binding, f"{seat} cut the joker.",
                              f"{silent}He must cut again; the cut counts for nothing.", persuasive=persuasive))
            continue
        keys.setdefault(seat, []).append(CUT_ORDER.index(card.rank))
    order = sorted(keys, key=lambda s: keys[s])
    if len(order) < len(state.seats):
        return
    i = cuts[-1][0]
    # foster:4 is written for four; with two, three or six the chapter's cutting by the number playing
    binding, persuasive, silent = laws_for(state, "cut-for-deal" if state.n == 4 else "cut-for-deal-by-number")
    # the lowest deals, and the lowest half pair against the highest: a tie decides something between the lowest
    # and the next (the deal), and either side of the half (the partners), where there are partners
    half = len(state.partners(state.seats[0])) + 1
    deal_tie = keys[order[0]] == keys[order[1]]
    partner_tie = half > 1 and keys[order[half - 1]] == keys[order[half]]
    if deal_tie or partner_tie:
        tied = [s for k, s in enumerate(order) if (deal_tie and k in (0, 1)) or (partner_tie and k in (half - 1, half))]
        what = " and ".join(w for w, tie in (("the deal", deal_tie), ("the partners", partner_tie)) if tie)
        tie_laws, tie_persuasive, tie_silent = laws_for(state, "cut-tie")
        state.rule(Ruling(i, Irregularity.WRONG_CUT, tie_laws,
                          f"{', '.join(tied[:-1])} and {tied[-1]} cut cards of equal value, which decide {what}.",
                          f"{tie_silent}They must cut again; the new cut decides nothing but the tie.",
                          persuasive=tie_persuasive))
        return
    lowest = order[0]
    low_pair = set(order[:half])
    state.cut_dealer = lowest  # the deal was his (foster:4), the first or a new rubber's
    if lowest != state.dealer:
        deal_laws, deal_persuasive, _ = laws_for(state, "first-deal-out-of-turn")
        note = "The code names no remedy for a deal by the wrong player; Foster's law is cited as persuasive. " \
            if deal_persuasive and not silent else ""
        state.rule(Ruling(i, Irregularity.WRONG_CUT, binding + deal_laws,
                          f"{lowest} cut the lowest card, but {state.dealer} dealt the first hand.",
                          f"{silent or note}The lowest deals. {_out_of_turn_effect(state)}",
                          persuasive=persuasive + deal_persuasive))
    if half > 1 and low_pair not in [{s, *state.partners(s)} for s in state.seats]:
        lows = sorted(low_pair)
        state.rule(Ruling(i, Irregularity.WRONG_CUT, binding,
                          f"{', '.join(lows[:-1])} and {lows[-1]} cut the {'two' if half == 2 else 'three'} lowest "
                          "cards but do not sit as partners.",
                          f"{silent}The two lowest pair against the two highest; the law gives no remedy once play "
                          "has begun, and the deal is ruled as played.", persuasive=persuasive))


def first_jack_deals(state: DealState, cuts: list[tuple[int, str, Card]]) -> None:
    """callace:1: a card thrown round to each player; the first jack deals."""
    jack = next(((i, seat) for i, seat, card in cuts if card.rank == "J"), None)
    if jack is not None:
        state.cut_dealer = jack[1]  # a deal out of turn stopped passes to him
    if jack is not None and jack[1] != state.dealer:
        stopped = any(isinstance(ev, DealFaulted) and ev.kind == "out_of_turn" for ev in state.deal.events)
        state.rule(Ruling(jack[0], Irregularity.WRONG_CUT, [cite("callace:1"), cite("callace:8")],
                          f"{jack[1]} received the first jack, but {state.dealer} dealt the first hand.",
                          f"{jack[1]} deals the first hand." if stopped else _out_of_turn_effect(state)))


# -- who deals (foster:10, 13; callace:3, 8) ----------------------------------------------


def _deal_law(state: DealState) -> tuple[list[Citation], list[Citation], str]:
    return laws_for(state, "deal-out-of-turn")


def _out_of_turn_effect(state: DealState) -> str:
    turned = any(isinstance(ev, Dealt) and ev.turn_up is not None for ev in state.deal.events)
    if state.code.name == "callace":
        return ("He must be stopped before the trump card is turned up; the law says nothing of a deal not stopped, "
                "so the deal is ruled as played.")
    if turned:
        return "He was not stopped before the trump card was turned: the deal stands good, and passes to the left."
    return "He may be stopped before the trump card is turned."


def judge_dealer(state: DealState) -> None:
    """A deal by a player whose turn it was not (the record's dealer against the last ruling's next dealer)."""
    expected = state.expected_dealer
    if expected is None or expected == state.dealer:
        return
    if any(isinstance(ev, DealFaulted) and ev.kind == "out_of_turn" for ev in state.deal.events):
        return  # recorded as stopped or not: ruled on that fact
    binding, persuasive, note = _deal_law(state)
    state.rule(Ruling(None, Irregularity.DEAL_OUT_OF_TURN, binding,
                      f"{state.dealer} dealt when it was {expected}'s turn to deal.",
                      note + _out_of_turn_effect(state), persuasive=persuasive))


# -- shuffling and cutting (foster:8, 9, 14; callace:3) -------------------------------------


def shuffled(state: DealState, i: int, ev: Shuffled) -> None:
    if ev.seat == state.dealer and state.cut_state == "proper":
        binding, persuasive, silent = laws_for(state, "shuffle-after-cut")
        state.rule(Ruling(i, Irregularity.MISDEAL, binding,
                          f"The dealer {state.dealer} reshuffled the pack after it had been properly cut.",
                          f"{silent}{state.dealer} loses his deal; {state.left_of(state.dealer)} deals next.",
                          persuasive=persuasive))
        state.finish("passed")
        return
    if ev.seat != state.dealer and state.dealer_shuffled:
        binding, persuasive, silent = laws_for(state, "shuffle-by-dealer")
        state.rule(Ruling(i, Irregularity.SHUFFLE, binding,
                          f"{ev.seat} shuffled after the dealer {state.dealer} had shuffled.",
                          f"{silent}The dealer has the right to shuffle last; the law gives no penalty.",
                          persuasive=persuasive))
    state.dealer_shuffled = ev.seat == state.dealer
    state.cut_state = None


def cut(state: DealState, i: int, ev: Cut) -> None:
    pone = state.right_of(state.dealer)
    least = 5 if state.code.name == "callace" else 4
    binding, persuasive, silent = laws_for(state, "cut-improper")
    problems = []
    if ev.seat != pone:
        problems.append(f"{ev.seat} cut, not the pone {pone}")
    short = [n for n in (ev.top, ev.bottom) if n is not None and n < least]
    if short:
        problems.append(f"a packet of {min(short)} cards was left (at least {least} must be left in each)")
    if problems:
        state.cut_state = "improper"
        state.rule(Ruling(i, Irregularity.IMPROPER_CUT, binding, "The pack was not properly cut: "
                          + "; ".join(problems) + ".", f"{silent}The pack must be properly cut before it is dealt; "
                          "dealt as it is, it is a misdeal.", persuasive=persuasive))
    elif ev.exposed is not None:
        state.cut_state = "exposed"
        binding, persuasive, silent = laws_for(state, "cut-again")  # Call-Ace law 3 is silent on it
        state.rule(Ruling(i, Irregularity.IMPROPER_CUT, binding,
                          f"{ev.exposed.name().capitalize()} was exposed in cutting.",
                          f"{silent}The pack must be reshuffled, and cut again.", persuasive=persuasive))
    else:
        state.cut_state = "proper"


# -- the deal (foster:10, 14, 23; callace:9, 27) ------------------------------------------


def joker_turned(state: DealState, i: int) -> None:
    """The joker turned up for trump, the code in force naming no suit for it (Foster's Euchre laws say only that it
    "is always the best trump"): its silence said, and Call-Ace's law 5 cited as persuasive."""
    binding, persuasive, _ = laws_for(state, "joker-turned-up")
    # the code's own law, or the suit the table agreed beforehand (foster:railroad#joker-suit): applied as the trump is
    # made
    if state.phase == "done" or binding or state.options.joker_suit is not None:
        return
    agreed = state.game.joker_suit  # the game's law that a suit is agreed beforehand: none was
    state.rule(Ruling(i, Irregularity.JOKER_TURNED, [cite(agreed)] if agreed else [],
                      f"{state.dealer} turned up the joker for trump"
                      + ("; no suit was agreed beforehand for a turned joker." if agreed else "."),
                      "The code in force is silent on the suit a joker turned up makes trump; Call-Ace's law 5 is "
                      "cited as persuasive: \"If the joker is used and turned up, spades are trumps.\" Spades are the "
                      "suit turned up.", persuasive=persuasive))


def dealt(state: DealState, i: int, ev: Dealt) -> None:
    if state.cut_state in ("improper", "exposed"):
        binding, persuasive, silent = laws_for(state, "misdeal")
        state.rule(Ruling(i, Irregularity.MISDEAL, binding,
                          f"{state.dealer} dealt a pack that had not been properly cut.",
                          f"{silent}Misdeal: {state.dealer} loses the deal; {state.left_of(state.dealer)} deals next.",
                          persuasive=persuasive))
        state.finish("passed")
        return
    state.miscount = {s: len(c) for s, c in (ev.hands or {}).items() if len(c) != state.game.hand}


def judge_hand_count(state: DealState, i: int, seat: str) -> None:
    """foster:23: a player found with the wrong number of cards once he has played to the first trick."""
    if seat not in state.miscount or state.out.tricks:
        return
    n = state.miscount.pop(seat)
    side = state.side(seat)
    state.no_score.add(side)
    binding, persuasive, silent = laws_for(state, "wrong-number-of-cards")
    state.rule(Ruling(i, Irregularity.WRONG_NUMBER_OF_CARDS, binding,
                      f"{seat} was dealt {n} cards, not five, and has played to the first trick.",
                      f"{silent}The deal stands good; {seat} ({side}) cannot score anything this hand.",
                      persuasive=persuasive))


@dataclass(frozen=True, slots=True)
class Fault:
    """What a recorded deal fault gives: ``lost`` (a misdeal), ``new_deal`` (same dealer),
    ``option`` (the side entitled may have a new deal), ``stopped`` (dealing
    out of turn: stopped before the turn-up, else the deal stands), or ``stands``
    (the dealer interrupted: the deal goes on)."""

    outcome: str
    finding: str


FAULTS: dict[str, Fault] = {
    "faced_in_pack": Fault("new_deal", "A card other than the trump was found faced in the pack."),
    "imperfect_pack": Fault("new_deal", "The pack was proved incorrect or imperfect."),
    "exposed_in_deal": Fault("option", "A card other than the trump was exposed during the deal."),
    "out_of_turn": Fault("stopped", "dealt out of turn."),
    "wrong_pack": Fault("stopped", "dealt with the wrong pack."),
    "not_cut": Fault("lost", "The cards were not properly cut."),
    "mixed_rounds": Fault("lost", "gave two cards to one player and three to another in the same round."),
    "wrong_count": Fault("lost", "gave too many or too few cards to a player."),
    "counted_cards": Fault("lost", "counted the cards on the table or those remaining in the pack."),
    "dealt_incorrectly": Fault("lost", "dealt a card incorrectly and did not correct it before dealing another."),
    "reshuffled_after_cut": Fault("lost", "reshuffled the pack after it had been properly cut."),
    "interrupted": Fault("stands", "The dealer was interrupted by an adversary."),
}


def rule_deal_fault(state: DealState, i: int, ev: DealFaulted) -> None:
    """The ruling on a recorded deal fault."""
    fault = FAULTS[ev.kind]
    binding, persuasive, silent = laws_for(state, "fault-" + ev.kind.replace("_", "-"))
    dealer, nxt = state.dealer, state.left_of(state.dealer)
    finding = fault.finding if fault.finding[0].isupper() else f"{dealer} {fault.finding}"
    if ev.kind == "wrong_count" and ev.seat is not None and state.played.get(ev.seat):  # to the first trick, at least
        return found_wrong_count(state, i, ev.seat, ev.count)
    if ev.kind in ("faced_in_pack", "exposed_in_deal") and ev.card is not None and ev.card == state.turn_up \
            and (ev.kind == "faced_in_pack" or state.code.name != "callace"):  # foster:11, 12, callace:6: "any card
        # but the trump" (callace:7, of a card exposed in the deal, makes no such exception)
        how = "found faced in the pack" if ev.kind == "faced_in_pack" else "exposed during the deal"
        state.rule(Ruling(i, Irregularity.NEW_DEAL, binding, f"The card {how} is {ev.card.name()}, the trump card.",
                          f"{silent}The law gives a new deal for any card but the trump: the deal stands.",
                          persuasive=persuasive))
        return
    if ev.kind == "interrupted" and ev.seat is not None and state.side(ev.seat) == state.side(dealer):
        state.rule(Ruling(i, Irregularity.NEW_DEAL, binding, f"The dealer was interrupted by his partner {ev.seat}.",
                          f"{silent}The law saves the deal only when an adversary interrupts; the law gives no other "
                          "remedy, and the deal is ruled on what followed.", persuasive=persuasive))
        return
    if ev.kind == "interrupted":  # foster:14: "he does not lose his deal": a misdeal it causes is dealt again by him
        state.interrupted = True
        state.rule(Ruling(i, Irregularity.NEW_DEAL, binding, finding, f"{silent}{dealer} does not lose his deal: if he "
                          "misdeals, he deals again; if not, the deal stands.", persuasive=persuasive))
        return
    if fault.outcome == "lost" and state.interrupted:
        state.rule(Ruling(i, Irregularity.NEW_DEAL, binding, f"{finding.removesuffix('.')}, after an adversary "
                          "interrupted him.", f"{silent}Interrupted by an adversary, he does not lose his deal: "
                          f"{dealer} deals again.", persuasive=persuasive))
        state.finish("redeal")
        return
    if ev.kind == "wrong_count" and (ev.count is not None or ev.seat not in (None, dealer)):  # what was found
        whom = ev.seat if ev.seat not in (None, dealer) else "a player"
        finding = f"{dealer} gave {whom} " + (f"{ev.count} cards." if ev.count is not None else "too many or too few "
                                                                                              "cards.")
    if fault.outcome == "lost":
        state.rule(Ruling(i, Irregularity.MISDEAL, binding, finding,
                          f"{silent}Misdeal: {dealer} loses the deal; {nxt} deals next.", persuasive=persuasive))
        state.finish("passed")
    elif fault.outcome == "new_deal":
        state.rule(Ruling(i, Irregularity.NEW_DEAL, binding, finding,
                          f"{silent}A new deal by the same dealer, {dealer}; earlier scores stand.",
                          persuasive=persuasive))
        state.finish("redeal")
    elif fault.outcome == "option":
        _exposed_in_deal(state, i, ev, binding, persuasive, silent, finding)
    elif state.turn_up is None and ev.kind == "out_of_turn" and ev.seat is not None and ev.seat != dealer:
        state.rule(Ruling(i, Irregularity.DEAL_OUT_OF_TURN, binding, f"{ev.seat} dealt out of turn; it was {dealer}'s "
                          "deal.", f"{silent}No trump card is recorded as turned: stopped before it was, his deal is "
                          f"void, and {dealer} deals in his turn.", persuasive=persuasive))
    elif state.turn_up is None:
        right = (state.cut_dealer or state.expected_dealer or dealer) if ev.kind == "out_of_turn" else dealer
        state.rule(Ruling(i, Irregularity.DEAL_OUT_OF_TURN, binding, finding.removesuffix(".")
                          + (f"; it was {right}'s turn to deal." if right != dealer else "."),
                          f"{silent}No trump card is recorded as turned: stopped before it was, the deal is void, and "
                          + (f"{right} deals in his turn." if right != dealer else f"{dealer} deals again with the "
                             "right pack." if ev.kind == "wrong_pack" else "it is dealt by the player whose turn it is."),
                          persuasive=persuasive))
        state.finish("redeal" if right == dealer else "passed")
        state.out.next_dealer = right
    else:
        state.rule(Ruling(i, Irregularity.DEAL_OUT_OF_TURN, binding, finding,
                          f"{silent}Not stopped before the trump card was turned: the deal stands good.",
                          persuasive=persuasive))


def found_wrong_count(state: DealState, i: int, seat: str, count: int | None) -> None:
    side = state.side(seat)
    state.no_score.add(side)
    binding, persuasive, silent = laws_for(state, "wrong-number-of-cards")
    n = f"{count} cards" if count is not None else "the wrong number of cards"
    state.rule(Ruling(i, Irregularity.WRONG_NUMBER_OF_CARDS, binding,
                      f"{seat} was found to have {n} after he had played to the first trick.",
                      f"{silent}The deal stands good; {seat} ({side}) cannot score anything this hand.",
                      persuasive=persuasive))


def _exposed_in_deal(state: DealState, i: int, ev: DealFaulted, binding: list[Citation],
                     persuasive: list[Citation], silent: str, finding: str) -> None:
    """foster:12: the adversaries' option (the dealer's, if an adversary exposed it)."""
    dealer = state.dealer
    by_adversary = ev.seat is not None and state.side(ev.seat) != state.side(dealer)
    entitled = state.side(dealer) if by_adversary else state.other_side(state.side(dealer))
    who = "The dealer" if by_adversary else "The adversaries"

    def new_deal(_: Elected | PenaltyCalled) -> str:
        state.finish("redeal")
        return f"A new deal by the same dealer, {dealer}."

    def stands(_: Elected | PenaltyCalled) -> str:
        return "The deal stands; cards exposed in dealing cannot be called."

    open_options(state, Ruling(i, Irregularity.NEW_DEAL, binding, finding,
                               f"{silent}{who} ({entitled}) may have a new deal by the same dealer; if not, cards "
                               "exposed in dealing cannot be called.", persuasive=persuasive),
                 entitled, {"new_deal": new_deal, "deal_stands": stands},
                 # the adversaries' demand, "provided they have not touched a card"; the dealer's has no proviso
                 lapse_at_bidding=None if by_adversary else "No new deal was demanded before the bidding began, "
                 "when the adversaries had touched their cards: the option lapsed, and the deal stands.")


def miscount_at_close(state: DealState) -> None:
    """foster:23: a wrong number of cards found before anyone played to the first trick is a misdeal."""
    if not state.miscount or state.phase == "done":
        return
    seat, n = next(iter(state.miscount.items()))
    binding, persuasive, silent = laws_for(state, "wrong-number-of-cards")
    state.rule(Ruling(None, Irregularity.MISDEAL, binding, f"{seat} was dealt {n} cards, not five.",
                      f"{silent}Misdeal: {state.dealer} loses the deal; {state.left_of(state.dealer)} deals next.",
                      persuasive=persuasive))
    state.finish("passed")
