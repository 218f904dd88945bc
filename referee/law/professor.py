"""The 1862 code's own rules (A Professor; pages of the 1877 edition): who may
play alone besides the maker, the bridge, and the agreed additions jambone
and jamboree. Each rule cites its ``1862:<chapter>.<page>`` id.

Where two of the treatise's rules could apply, the specific one wins, as the
treatise itself reads: III.47 gives the dealer (on his partner's assist or
making) and the eldest hand's partner (on the eldest hand's order or making)
the privilege of playing alone; III.49 bars a player who has passed in the
round from playing alone on his partner's order or making.
"""
from __future__ import annotations


from ..cards import Card
from ..record import Declared, Elected, PenaltyCalled, Remarked, WentAlone
from ..state import DealState, Trick
from . import play_faults
from .laws import Citation, cite
from .penalties import demand_from_call, open_options
from .rulings import Irregularity, Ruling



def went_alone(state: DealState, i: int, ev: WentAlone) -> None:
    """III.44, 47, 49: the maker's partner announcing a lone hand after the trump is settled."""
    seat = ev.seat or ""
    barred = _lone_barred(state, seat)
    if barred is not None:
        law, why = barred
        state.rule(Ruling(i, Irregularity.LONE_HAND_BARRED, [cite(law)], f"{seat} announced a lone hand; {why}.",
                          "No lone hand: the hand is played by both partners."))
        return
    lone = state.out.lone
    if lone is not None and lone != seat and seat in state.partners(lone):
        first, last = sorted((lone, seat), key=state.rotation(state.eldest).index)
        state.rule(Ruling(i, Irregularity.LONE_HAND_BARRED, [cite("1862:III.47#both-alone-precedence")],
                          f"{lone} and his partner {seat} both announced a lone hand.",
                          f"The right of playing alone belongs to the partner whose turn to play is last: {last} plays "
                          f"alone, and {first} lays down his cards."))
        seat = last
    state.go_alone(seat)


def _lone_barred(state: DealState, seat: str) -> tuple[str, str] | None:
    """Why ``seat`` may not play alone now (law id, reason), or None."""
    maker = state.out.maker
    if maker is None or state.out.tricks or (state.trick and state.trick.plays):
        return "1862:III.44#who-may-play-alone", "the time to declare it is when the trump is made, before the play"
    if state.discards:  # "if the dealer, when he takes up the trump and before he discards"; the others sooner
        return "1862:III.44#who-may-play-alone", ("the dealer had discarded: the time to declare it is when the trump "
                                                  "is made, the dealer's before he discards")
    if seat == maker:
        return None
    if seat not in state.partners(maker):
        return "1862:III.44#who-may-play-alone", f"{maker}, an adversary, made the trump"
    if seat == state.dealer or maker == state.eldest:
        return None  # III.47: the dealer on his partner's assist or making; the eldest hand's partner
    if (seat, "pass") in state.bidding:
        return "1862:III.49#passed-cannot-alone", "he had passed, and his partner then made the trump"
    return None


def bridge_remark(state: DealState, i: int, ev: Remarked) -> None:
    """III.57: a dealer's opponent calling attention to the bridge; the dealer's side's option."""
    seat, dealer_side = ev.seat or "", state.side(state.dealer)
    opponents = state.other_side(dealer_side)
    score = state.game_score
    if state.side(seat) == dealer_side or not _at_bridge(state):  # not III.57's case: a remark on the score (II.41)
        scores = sorted(state.game_score.get(side, 0) for side in (dealer_side, opponents))
        bridge = scores[1] == 4 and scores[0] in (1, 2)  # "Four to one, or two, is always a Bridge"
        _attention_to_score(state, i, ev, [] if bridge else [cite("1862:III.57#bridge-score")])
        return

    def alone(_: Elected | PenaltyCalled) -> str:
        state.barred[opponents] = (f"{seat} called attention to the bridge", "1862:III.57#bridge-remark")
        return f"{dealer_side} may play alone; {opponents} may not order up."

    open_options(state, Ruling(i, Irregularity.BRIDGE_REMARK, [cite("1862:III.57#bridge-remark")],
                               f"{seat}, an opponent of the dealer, called his partner's attention to the bridge "
                               f"({opponents} 4, {dealer_side} {score.get(dealer_side, 0)}).",
                               "The dealer or his partner may play alone, or permit the opponents to order up, at "
                               "their option."),
                 dealer_side, {"play_alone": alone, "permit_order": lambda _: "The opponents may order up."})


def score_remark(state: DealState, i: int, ev: Remarked) -> None:
    """II.41: "no player should ask how the score of the game stands, or calls his partner's attention to it"; no
    penalty is named, and Foster's law 40 gives the remedy, persuasive. A dealer's opponent's, at a bridge while the
    trump is to be ordered up, is III.57's: "calls the attention of his partner to the state of the game, at a
    Bridge"."""
    seat, dealer_side = ev.seat or "", state.side(state.dealer)
    if state.phase == "first_round" and state.side(seat) != dealer_side and _at_bridge(state):
        bridge_remark(state, i, ev)
        return
    _attention_to_score(state, i, ev)


def _attention_to_score(state: DealState, i: int, ev: Remarked, also: list[Citation] | None = None) -> None:
    """II.41 forbids it and names no penalty: Foster's law 40's remedy, persuasive (``also``: the law saying the score
    is no bridge, for a remark on the bridge)."""
    binding, persuasive = [cite("1862:II.41#score-remark"), *(also or [])], [cite("foster:40")]
    play_faults.attention_called(state, i, ev, binding, persuasive, "The code forbids calling attention to the score "
                                 "but names no penalty; Foster's law 40 is cited as persuasive. ")


def _at_bridge(state: DealState) -> bool:
    """III.57: the dealer's opponents have four, and the dealer's side one or two."""
    dealer_side = state.side(state.dealer)
    score = state.game_score
    return score.get(state.other_side(dealer_side), 0) == 4 and score.get(dealer_side, 0) in (1, 2)


def declared(state: DealState, i: int, ev: Declared) -> None:
    """IV.64-76: jambone (a lone hand laid face up) and jamboree (the five highest trumps)."""
    seat, what = ev.seat or "", ev.what
    if not getattr(state.options, what):
        state.rule(Ruling(i, Irregularity.NOT_RULED, [cite("1862:IV.62#lap-agreement")],
                          f"{seat} declared {what}, which the table did not agree to play.",
                          f"The {what} is one of the additions agreed before play; not agreed, the declaration has no "
                          "effect."))
        return
    barred = _lone_barred(state, seat)
    if barred is not None or state.out.maker is None:
        law = f"1862:IV.{'65#jambone' if what == 'jambone' else '76#jamboree'}-restrictions"
        why = barred[1] if barred else "no trump was made"
        state.rule(Ruling(i, Irregularity.LONE_HAND_BARRED, [cite(law)], f"{seat} declared {what}; {why}.",
                          f"The {what} may be played only under the restrictions that regulate playing alone: "
                          "no effect."))
        return
    lone = state.out.lone
    if lone is not None and lone != seat and seat in state.partners(lone) \
            and state.rotation(state.eldest).index(lone) > state.rotation(state.eldest).index(seat):
        state.rule(Ruling(i, Irregularity.LONE_HAND_BARRED, [cite("1862:III.47#both-alone-precedence"),
                                                             cite("1862:IV.65#jambone-restrictions")],
                          f"{seat} declared {what}; his partner {lone} had announced a lone hand.",
                          f"The right of playing alone belongs to the partner whose turn to play is last: {lone} plays "
                          f"alone, and {seat} lays down his cards; no {what}."))
        return
    if lone != seat:
        state.go_alone(seat)
    held = list(state.holding(seat) or [])
    if seat == state.dealer and state.turn_up_taken and state.turn_up is not None and not state.discards \
            and state.turn_up not in held + state.played[seat]:
        held.append(state.turn_up)  # declared when he takes up the trump and before he discards (III.44, IV.76)
    cards = list(ev.cards or held)
    if what == "jamboree":
        return _jamboree(state, i, seat, cards)
    state.jambone = seat
    _jambone_call(state, i, seat)


def _jamboree(state: DealState, i: int, seat: str, cards: list[Card]) -> None:
    trump = state.out.trump
    highest = {c for c in cards if c.is_right_bower(trump) or c.is_left_bower(trump)} | \
        {c for c in cards if c.suit is trump and c.rank in "AKQ"}
    if len(highest) < 5:
        shown = "the record does not show his cards" if not cards else \
            "the cards shown are not the two bowers, ace, king and queen of trumps"
        state.rule(Ruling(i, Irregularity.NOT_RULED, [cite("1862:IV.74#jamboree")],
                          f"{seat} declared jamboree, but {shown}.", "No jamboree; the hand is played as a lone hand."))
        return
    side = state.side(seat)
    state.out.points[side] += 16
    state.out.decided_by("points", cite("1862:IV.74#jamboree"), cite("1862:IV.74#jamboree-display"))
    state.finish("scored")


def _jambone_call(state: DealState, i: int, seat: str) -> None:
    """IV.64-68: the adversary entitled to the lead may call one card of the open hand to the first trick."""
    leader = state.first_leader()
    caller = state.left_of(seat) if leader == seat else leader
    ruling = Ruling(i, Irregularity.JAMBONE, [cite("1862:IV.64#jambone-call")],
                    f"{seat} declared jambone and laid his cards face up.",
                    f"{caller} may call one of the exposed cards to be played to the first trick.")

    def call(ev: Elected | PenaltyCalled) -> str:
        if isinstance(ev, PenaltyCalled):
            demand_from_call(state, ev, ruling, i, trick=0, kind="play_card")
            return f"{ev.seat} called {ev.card.name() if ev.card else 'a card'}; {seat} must play it to the first trick."
        return f"{ev.seat} elected to call a card."

    def check(ev: PenaltyCalled) -> str | None:
        if ev.seat != caller:
            return f"the right to call belongs only to {caller}, who has the lead or plays first"
        if ev.target != seat or ev.card is None:
            return f"the call is of one of {seat}'s exposed cards"
        plays = state.trick.plays if state.trick else []
        if state.out.tricks or seat in (s for s, _ in plays):
            return f"{caller} did not call before {seat} played to the first trick"
        if any(s != caller for s, _ in plays):
            return "the caller's partner played before the call: the right to the call is forfeited"
        return None  # before the lead, or "at the moment he leads" (IV.68): the lead is judged with it

    open_options(state, ruling, state.other_side(state.side(seat)), {"call_card": call}, blocking=False,
                 caller_check=check, call_laws=[cite("1862:IV.68#jambone-call-time")])


def judge_play(state: DealState, i: int, seat: str, card: Card) -> bool:
    """A card played, judged as every code judges it; and, when the jambone player comes to play to the first
    trick, the card called from his open hand against the lead (IV.70, 71)."""
    if seat == state.jambone and not state.out.tricks and state.trick and state.trick.plays:
        _call_to_the_lead(state, i, seat, state.trick)
    return play_faults.judge_play(state, i, seat, card)


def _call_to_the_lead(state: DealState, i: int, seat: str, trick: Trick) -> None:
    """IV.70, 71: a card called from ``seat``'s open hand to a lead of another suit that he cannot follow must be his
    lowest trump; a card of a lay suit cannot be called to it. Such a call has no effect. The suits, and whether he
    can follow, are the game's (``Game.ranking``)."""
    trump = state.out.trump
    ranking = state.ranking
    led, suit = trick.plays[0][1], state.led_suit()
    hand = state.holding(seat)
    for demand in state.demands:
        card = demand.card
        if demand.done or demand.target != seat or demand.trick != 0 or card is None or ranking.suit[card] is suit:
            continue
        if hand is not None and ranking.must_play(hand, trick.plays, trick.names):
            continue  # he must follow suit: the call of another suit gives way to that (penalties.check_play)
        trumps = sorted((c for c in hand or () if c.is_trump(trump)), key=lambda c: c.power(trump))
        limit = cite("1862:IV.71#jambone-call-limit")
        if not card.is_trump(trump):
            why, laws = f"{card.name()} is of a lay suit", [cite("1862:IV.70#jambone-call-spirit"), limit]
        elif trumps and card != trumps[0]:
            why, laws = f"{card.name()} is not his lowest trump, {trumps[0].name()}", [limit]
        else:
            continue
        demand.done = True
        state.rule(Ruling(i, Irregularity.CALL_OF_NO_EFFECT, laws,
                          f"{seat}, playing jambone, cannot follow the lead of {led.name()}, and {why}.",
                          "No player can require him to throw away a card of a lay suit to a lead of a different "
                          "suit, and to such a lead only his lowest trump can be called: the call has no effect, "
                          f"and {seat} plays the card he chooses."))
