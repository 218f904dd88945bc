"""Making the trump, and its irregularities (Foster's laws 15-22, 33, 34;
Call-Ace laws 11-18, 24, 51).

The bidding is applied as it happened: who passed, who ordered up, assisted,
took up or named a suit, in or out of turn; each fact that breaks a law is
ruled on, and the trump is settled by the bid the laws let stand.
"""
from __future__ import annotations

from collections.abc import Callable

from ..cards import Suit
from ..record import Discarded, Elected, Passed, PenaltyCalled, Remarked, TrumpMade, TurnedDown, WentAlone
from ..state import DealState, Early
from .deal_faults import laws_for
from .laws import Citation, cite
from .penalties import demand_from_call, open_options
from .rulings import Irregularity, Ruling


ROUNDS = ("first_round", "second_round")


def _law_51(state: DealState) -> tuple[list[Citation], list[Citation], str]:
    """Foster's euchre laws are silent on passing or ordering up out of turn; his Call-Ace law 51 is the nearest."""
    if state.code.name == "callace":
        return [cite("callace:51")], [], ""
    return [], [cite("callace:51")], "The code in force is silent on this; Foster's Call-Ace law 51 is persuasive. "


def give_early(state: DealState, i: int, seat: str, what: str, early: Early,
               laws: list[Citation] | None = None) -> None:
    """A pass, an order or a suit named out of turn: kept until the player's turn comes (callace:51)."""
    binding, persuasive, silent = _law_51(state)
    ruling = Ruling(i, Irregularity.OUT_OF_TURN_BID, binding if laws is None else laws,
                    f"{seat} {what} out of his proper turn; it was {state.bidder()}'s turn.",
                    f"{silent}That does not prevent any player in his right turn from ordering up or passing; should "
                    f"it come to {seat} in his right turn, his decision, already given, must stand.",
                    persuasive=persuasive)
    early.ruling = ruling
    state.early[seat] = early
    state.rule(ruling)


def given_early(state: DealState, i: int, seat: str, what: str, kind: str, suit: Suit | None = None) -> bool:
    """``seat`` declares (``kind``: pass, order, make) having given his decision out of turn: it must stand
    (callace:51); a different declaration has no effect."""
    early = state.early.get(seat) or state.stood.get(seat)
    if early is None:
        return False
    if early.what != kind or early.suit is not suit:
        binding, persuasive, silent = _law_51(state)
        given = {"pass": "passed", "order": "ordered up",
                 "make": f"named {early.suit.plural if early.suit else 'a suit'}"}[early.what]
        state.rule(Ruling(i, Irregularity.ORDER_BARRED, binding, f"{seat} {what}, having already {given} out of his "
                          "turn.", f"{silent}His decision, already given, must stand: no effect.",
                          persuasive=persuasive))
    return True


def advance(state: DealState, i: int) -> None:
    """The next player's turn; a decision he gave out of turn now stands (callace:51)."""
    while True:
        state.bid_turn += 1
        if state.bid_turn >= state.n:
            round_over(state, i)
            return
        seat = state.bidder()
        early = state.early.pop(seat, None)
        if early is None:
            return
        if early.ruling is not None:
            early.ruling.effect += " His turn came, and his decision stood."
        if early.what == "pass":
            state.stood[seat] = early
            state.bidding.append((seat, "pass"))
            continue
        _stands(state, seat, early)
        return


def _stands(state: DealState, seat: str, early: Early) -> None:
    state.stood[seat] = early
    state.bidding.append((seat, early.what))
    ordered = early.what == "order"
    suit = state.turn_up.suit if ordered and state.turn_up is not None else early.suit
    state.judging.settle(state, seat, suit, early.alone, takes_up=ordered)


def play_begins(state: DealState) -> None:
    """The dealer discards or a card is played while an order given out of turn waits for its turn: no player in
    his right turn ordered up before it, and it stands (callace:51)."""
    if state.phase not in ROUNDS:
        return
    waiting = [s for s in state.rotation(state.bidder()) if s in state.early and state.early[s].what != "pass"]
    if not waiting:
        return
    early = state.early.pop(waiting[0])
    if early.ruling is not None:
        early.ruling.effect += " No player in his right turn ordered up before the play began, and his decision stood."
    _stands(state, waiting[0], early)


def passed(state: DealState, i: int, ev: Passed, what: str = "passed") -> None:
    seat = ev.seat or ""
    if state.phase not in ROUNDS:
        return
    if seat == state.dealer and state.dealer_turned_down and state.phase == "second_round" and not state.bidding:
        return  # his turning down, recorded again as his pass
    if seat == state.bidder():
        state.bidding.append((seat, "pass"))
        advance(state, i)
    elif not given_early(state, i, seat, what, "pass") and (seat, "pass") not in state.bidding:
        give_early(state, i, seat, what, Early("pass", i))


def _first_round_over(state: DealState, i: int, early: Early) -> None:
    """A suit named after the dealer turned the trump card down out of turn, no one having ordered up in his turn:
    the others passed, and the first round was over (foster:20)."""
    if early.ruling is not None:
        early.ruling.effect += " No one ordered up in his turn: the first round was over."
    round_over(state, i)
    state.dealer_turned_down = True


def turned_down(state: DealState, i: int, ev: TurnedDown) -> None:
    """The dealer's turning the trump card down is his pass (foster:20); anyone else's has no effect."""
    seat = ev.seat or ""
    if state.phase != "first_round" or seat != state.dealer:
        binding, persuasive, silent = laws_for(state, "turned-down")
        if seat != state.dealer:
            state.rule(Ruling(i, Irregularity.ORDER_BARRED, binding, f"{seat}, not the dealer, turned the trump card "
                              "down.", f"{silent}Only the dealer turns the trump card down: no effect.",
                              persuasive=persuasive))
        return
    if seat == state.bidder():
        state.dealer_turned_down = True
    passed(state, i, Passed(seat=seat), "turned the trump card down")
    early = state.early.get(seat)
    if early is not None:
        early.turned_down = True


def round_over(state: DealState, i: int) -> None:
    """Every player has passed the round: the second round begins, or the deal is void (foster:22,
    callace:17), unless the house custom sticks the dealer."""
    state.early.clear()
    state.stood.clear()
    if state.phase == "first_round":  # the dealer's pass is his turning down
        state.phase, state.bid_turn, state.bidding = "second_round", 0, []
        return
    if state.options.stick_the_dealer:
        state.rule(Ruling(i, Irregularity.CUSTOM, [], f"All passed the making, the dealer {state.dealer} last.",
                          "Under the house custom of sticking the dealer the deal is not void: the dealer must name "
                          "a trump.", custom="stick_the_dealer"))
        state.bid_turn -= 1
        return
    state.out.decided_by("status", state.code.all_pass)
    state.finish("passed")


def ordered_up(state: DealState, i: int, seat: str, alone: bool, taken_up: bool) -> None:
    """An order up, an assist (by the dealer's partner) or the dealer's taking up."""
    what = "took up the trump" if taken_up else "assisted" if seat in state.partners(state.dealer) else "ordered up"
    if state.phase == "second_round":
        return _named_turned_down(state, i, seat)
    if state.phase != "first_round":
        state.rule(Ruling(i, Irregularity.ORDER_BARRED, [], f"{seat} {what} after the trump was settled.",
                          "The trump was already made; the law gives this no effect and no penalty."))
        return
    if taken_up and seat != state.dealer:
        binding, persuasive, _ = laws_for(state, "taking-up")
        state.rule(Ruling(i, Irregularity.ORDER_BARRED, binding, f"{seat}, not the dealer, took up the trump card.",
                          "No one but the dealer can take the trump into his hand: no effect.", persuasive=persuasive))
        return
    side = state.side(seat)
    if side in state.barred:
        why, law_id = state.barred[side]
        own = law_id.startswith(state.code.name + ":")  # else Foster's law, persuasive
        binding, persuasive = ([cite(law_id)], []) if own else ([], [cite(law_id)])
        state.rule(Ruling(i, Irregularity.ORDER_BARRED, binding, f"{seat} {what} after {why}.",
                          f"{side} have lost the right to order up the trump: the order has no effect.",
                          persuasive=persuasive))
        return
    if given_early(state, i, seat, what, "order"):
        return
    passed_before = (seat, "pass") in state.bidding
    if not passed_before and seat != state.bidder():
        give_early(state, i, seat, what, Early("order", i, alone=alone))
        return
    state.bidding.append((seat, "order"))
    state.settle(seat, state.turn_up.suit if state.turn_up else None, alone, takes_up=True)
    if passed_before:
        _pass_corrected(state, i, seat, what)


def _pass_corrected(state: DealState, i: int, seat: str, what: str) -> None:
    """foster:15: "Should a player pass, and afterward correct himself by ordering up or assisting, both he
    and his partner may be prevented by the adversaries from exercising their privilege." """
    side = state.side(seat)
    binding, persuasive, silent = laws_for(state, "pass-corrected")

    def bar(_: Elected | PenaltyCalled) -> str:
        state.barred[side] = (f"{seat} passed and corrected himself", "foster:15")
        state.out.trump = state.out.maker = state.out.lone = None
        state.sitting_out, state.leader, state.dealer_discards = (), None, False
        state.phase = "first_round"
        return f"The adversaries barred {side}: the order has no effect, and neither {seat} nor his partner may order up."

    open_options(state, Ruling(i, Irregularity.PASS_CORRECTED, binding,
                               f"{seat} passed, and afterward corrected himself: he {what}.",
                               f"{silent}The adversaries may prevent both {seat} and his partner from ordering up "
                               "or assisting.", persuasive=persuasive),
                 state.other_side(side), {"bar_both": bar, "allow": lambda _: "The order stands."})


def _named_turned_down(state: DealState, i: int, seat: str) -> None:
    """foster:21: naming the suit turned down loses the right to name a suit."""
    binding, persuasive, silent = laws_for(state, "suit-turned-down-named")
    state.lost_make.add(seat)
    if seat == state.bidder():  # in his turn, it was his turn's naming; out of it, the turn stays with its player
        state.bid_turn += 1
    suit = state.turn_up.suit.plural if state.turn_up and state.turn_up.suit else "the turned-down suit"
    state.rule(Ruling(i, Irregularity.TURNED_DOWN_SUIT_NAMED, binding,
                      f"{seat} named {suit}, the suit already turned down.",
                      f"{silent}{seat} loses his right to name a suit; if he corrects himself and names another, "
                      "neither he nor his partner may make that suit the trump.", persuasive=persuasive))


def made(state: DealState, i: int, ev: TrumpMade) -> None:
    """A suit named for the trump in the second round."""
    seat, suit, side = ev.seat or "", ev.suit, state.side(ev.seat or "")
    early = state.early.get(state.dealer)
    if state.phase == "first_round" and early is not None and early.turned_down:
        _first_round_over(state, i, early)
    turned = state.turn_up.suit if state.turn_up else None
    binding, persuasive, silent = laws_for(state, "suit-turned-down-named")
    if state.phase not in ("first_round", "second_round"):
        state.rule(Ruling(i, Irregularity.ORDER_BARRED, [], f"{seat} named {suit.plural} after the trump was settled.",
                          "The trump was already made; the law gives this no effect and no penalty."))
        return
    if state.phase == "second_round" and suit is turned:
        return _named_turned_down(state, i, seat)
    if given_early(state, i, seat, f"named {suit.plural}", "make", suit):
        return  # he passed out of turn, and that decision stood when his turn came
    if seat in state.lost_make:
        state.barred_suits.setdefault(side, set()).add(suit)
        state.rule(Ruling(i, Irregularity.TURNED_DOWN_SUIT_NAMED, binding,
                          f"{seat}, having named the suit turned down, corrected himself and named {suit.plural}.",
                          f"{silent}Neither he nor his partner may make {suit.plural} the trump: no effect.",
                          persuasive=persuasive))
        return
    if state.phase == "first_round" or seat != state.bidder():
        state.barred_suits.setdefault(side, set()).add(suit)
        state.rule(Ruling(i, Irregularity.OUT_OF_TURN_BID, binding,
                          f"{seat} named {suit.plural} out of his proper turn.",
                          f"{silent}Both he and his partner are forbidden to make {suit.plural} the trump: no effect.",
                          persuasive=persuasive))
        return
    if suit in state.barred_suits.get(side, set()):
        state.rule(Ruling(i, Irregularity.ORDER_BARRED, binding, f"{seat} named {suit.plural}, which {side} had been "
                          "forbidden to make the trump.", f"{silent}No effect.", persuasive=persuasive))
        return
    state.bidding.append((seat, "make"))
    state.settle(seat, suit, ev.alone, takes_up=False)
    if state.code.second_round is not None:
        state.out.decided_by("trump", state.code.second_round)


def went_alone(state: DealState, i: int, ev: WentAlone) -> None:
    """foster:33, 34: only the maker plays alone, and he says so when he makes the trump."""
    maker = state.out.maker
    if maker is None:
        binding, persuasive, silent = laws_for(state, "lone-without-trump")
        state.rule(Ruling(i, Irregularity.LONE_HAND_BARRED, binding, f"{ev.seat} announced a lone hand, but no trump "
                          "had been made.", f"{silent}No lone hand: the player says \"alone\" in connection with his "
                          "ordering up or making the trump.", persuasive=persuasive))
        return
    if ev.seat == maker:
        own = "lone-announced-late"
        why = "he did not announce it in connection with making the trump"
    else:
        own = "lone-not-maker"
        why = f"{maker}, not he, made the trump"
    binding, persuasive, silent = laws_for(state, own)
    state.rule(Ruling(i, Irregularity.LONE_HAND_BARRED, binding,
                      f"{ev.seat} announced a lone hand after the trump was settled; {why}.",
                      f"{silent}No lone hand: the hand is played by both partners.", persuasive=persuasive))


def discarded(state: DealState, i: int, ev: Discarded) -> None:
    """The dealer's discard (foster:17-19, 34)."""
    dealer = state.dealer
    if ev.seat != dealer or not (state.dealer_discards or state.turn_up_taken and state.code.dealer_always_discards is not None):
        state.rule(Ruling(i, Irregularity.DISCARD, [], f"{ev.seat} discarded, but no discard was due from him.",
                          "The laws give a discard only to the dealer who takes up the trump card; no effect."))
        return
    hand = state.hands.get(dealer)
    if state.discards:
        return _discard_again(state, i, ev)
    if hand is not None and state.turn_up is not None and state.turn_up not in hand and state.turn_up not in state.played[dealer]:
        hand.append(state.turn_up)
    state.discards.append(ev.card)
    state.discard_unknown = ev.card is None
    if hand is not None and ev.card in hand:
        hand.remove(ev.card)
    to_partner = ev.to_partner if ev.to_partner is not None else state.out.lone == dealer
    if state.code.lone_in_words is not None:
        if to_partner and state.out.lone != dealer:
            _discard_passed_in_silence(state, i, state.code.lone_in_words)
        return
    if not state.partners(dealer):
        return  # foster:19, 34 are written for a partner to pass the discard to: none sits at this table
    if state.out.lone == dealer and not to_partner:
        _lone_discard_kept(state, i)
    elif to_partner and state.out.lone != dealer:
        _discard_passed_across(state, i)


def _discard_again(state: DealState, i: int, ev: Discarded) -> None:
    dealer = state.dealer
    if state.led_before_discard is not None and state.discards[-1] is not None:
        binding, persuasive, silent = laws_for(state, "discard-amended")
        old = state.discards[-1]
        state.return_to_hand(dealer, old)
        state.take_from_hand(dealer, ev.card) if ev.card else None
        state.discards[-1] = ev.card
        state.rule(Ruling(i, Irregularity.DISCARD, binding, f"{dealer} amended his discard after the eldest hand led "
                          "before he had quitted it.", f"{silent}The dealer may amend his discard.",
                          persuasive=persuasive))
        return
    binding, persuasive, silent = laws_for(state, "discard-taken-back")
    state.rule(Ruling(i, Irregularity.DISCARD, binding, f"{dealer} tried to take back his discard after quitting it.",
                      f"{silent}Having quitted his discard, it cannot be taken back: the first discard stands.",
                      persuasive=persuasive))


def _lone_discard_kept(state: DealState, i: int) -> None:
    """foster:19: the dealer playing alone must pass his discard across; the adversaries' option."""
    binding, persuasive, silent = laws_for(state, "lone-discard-kept")
    dealer = state.dealer

    def insist(_: Elected | PenaltyCalled) -> str:
        state.cancel_lone()
        return f"The adversaries insisted: {' and '.join(state.partners(dealer))} plays with {dealer}; no lone hand."

    open_options(state, Ruling(i, Irregularity.DISCARD, binding,
                               f"{dealer} took up the trump to play alone but did not pass his discard across to "
                               "his partner.", f"{silent}The adversaries may insist that his partner play with him, "
                               "preventing the lone hand.", persuasive=persuasive),
                 state.other_side(state.side(dealer)),
                 {"prevent_lone": insist, "allow_lone": lambda _: "The lone hand stands."})


def _discard_passed_in_silence(state: DealState, i: int, law: Citation) -> None:
    """Under a code whose lone hand is announced in words (1862:III.45), the discard passed across announces none."""
    dealer = state.dealer
    state.rule(Ruling(i, Irregularity.DISCARD, [law], f"{dealer} passed his discard across to his partner, and did not "
                      "say he would play alone.", f"No lone hand: the code makes a lone hand known by saying it, not by "
                      f"the discard; {' and '.join((dealer, *state.partners(dealer)))} play the hand together."))


def _discard_passed_across(state: DealState, i: int) -> None:
    """foster:34: the dealer announces a lone hand by passing his discard across; only the maker may (33)."""
    dealer = state.dealer
    if state.out.maker == dealer:
        state.go_alone(dealer)
        return
    binding, persuasive, silent = laws_for(state, "discard-passed-across")
    state.rule(Ruling(i, Irregularity.LONE_HAND_BARRED, binding + [cite("foster:text#playing-alone")]
                      if state.code.name == "foster" else binding,
                      f"{dealer} passed his discard across to play alone, but {state.out.maker} made the trump.",
                      f"{silent}No one but the maker of the trump can play alone: no lone hand.", persuasive=persuasive))


def bridge_remark(state: DealState, i: int, ev: Remarked) -> None:
    """foster:15: "If a player calls his partner's attention to the fact that they are at the bridge, both lose
    their right to order up the trump." """
    seat, side = ev.seat or "", state.side(ev.seat or "")
    binding, persuasive, silent = laws_for(state, "bridge-remark")
    if state.code.name == "foster":  # the bridge: "when the score is 4 to 1, or 4 to 0"; "when their score is 4,
        # and the dealer's side has only 1 or 2 marked" (foster:text)
        ours, theirs = state.game_score.get(side, 0), state.game_score.get(state.other_side(side), 0)
        four = state.options.game_to - 1
        # "that they are at the bridge": his side has the four, the other 0 or 1 (2, against the dealer's side)
        if ours != four or theirs > (1 if side == state.side(state.dealer) else 2):
            state.rule(Ruling(i, Irregularity.BRIDGE_REMARK, [*binding, cite("foster:text#bridge-defined"),
                                                              cite("foster:text#bridge-ordering-up")],
                              f"{seat} spoke to his partner of the bridge, but at {side} {ours} to {theirs} his side "
                              f"is not at the bridge ({four} to 0 or 1; {four} to 2 when the dealer's adversaries "
                              f"have the {four}).",
                              "No penalty: law 15's bar reaches a remark that they are at the bridge.",
                              persuasive=persuasive))
            return
    state.barred[side] = (f"{seat} called his partner's attention to the bridge", "foster:15")
    state.rule(Ruling(i, Irregularity.BRIDGE_REMARK, binding,
                      f"{seat} called his partner's attention to the fact that they are at the bridge.",
                      f"{silent}Both {seat} and his partner lose their right to order up the trump.",
                      persuasive=persuasive))


def remarked(state: DealState, i: int, ev: Remarked) -> None:
    """foster:15 (the bridge) and 16 (the trump card named)."""
    seat, side = ev.seat or "", state.side(ev.seat or "")
    if ev.about == "bridge":
        state.judging.bridge_remark(state, i, ev)
        return
    taken = state.phase == "play" and state.dealer_discards and (state.discards or state.played[state.dealer])
    binding, persuasive, silent = laws_for(state, "trump-card-named")
    if not taken:
        state.rule(Ruling(i, Irregularity.TRUMP_CARD_NAMED, binding,
                          f"{seat} named the trump card while it was still to be seen.",
                          f"{silent}No penalty: the law penalizes naming it once it is taken up or played.",
                          persuasive=persuasive))
        return
    ruling = Ruling(i, Irregularity.TRUMP_CARD_NAMED, binding,
                    f"{seat} named the trump card after it had been taken up.",
                    f"{silent}An adversary may call upon {seat} to play his highest or lowest trump.",
                    persuasive=persuasive)

    def demand(kind: str) -> Callable[[Elected | PenaltyCalled], str]:
        def take(ev2: Elected | PenaltyCalled) -> str:
            if isinstance(ev2, PenaltyCalled):
                demand_from_call(state, ev2, ruling, i, kind=f"{kind}_trump")
            return f"{ev2.seat} called upon {seat} to play his {kind} trump."
        return take

    open_options(state, ruling, state.other_side(side), {"call_highest": demand("highest"),
                                                          "call_lowest": demand("lowest")}, blocking=False)

