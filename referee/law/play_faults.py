"""Irregularities in the play (Foster's laws 17, 18, 23-29, 35-38, 40;
Call-Ace laws 28-35, 47-49): exposed cards, leads and plays out of turn, the
lone hand's laws, looking back at a trick, calling attention to the trick or
the score, abandoning the hand."""
from __future__ import annotations

from collections.abc import Callable

from ..cards import Card
from ..record import Abandoned, CardExposed, CardPlayed, CardTakenBack, Elected, LookedBack, PenaltyCalled, Remarked
from ..state import DealState, Open
from .deal_faults import judge_hand_count, laws_for
from .laws import Citation, cite
from .penalties import call_exposed_card, close, demand_from_call, open_options, suit_called
from .rulings import Irregularity, Ruling


Effect = Callable[[Elected | PenaltyCalled], str]


def judge_play(state: DealState, i: int, seat: str, card: Card) -> bool:
    """Judge a card played before it joins the trick; False if it is not a play at all."""
    if seat in state.sitting_out:
        _lone_partner_exposed(state, i, seat, card, "played")
        return False
    if state.trick is None or not state.trick.plays:
        if seat != state.leader:
            _lead_out_of_turn(state, i, seat, card)
        else:
            lapse_false_lead(state, seat)
        if _discard_awaited(state) and seat == state.eldest:
            _lead_before_discard(state, i, seat, card)
    elif seat != state.next_to_play() and not following_false_lead(state):
        _play_out_of_turn(state, i, seat)
    if seat == state.dealer and _discard_awaited(state) and state.dealer not in state.no_score:
        if laws_for(state, "turn-up-declined")[0] and card is not state.turn_up:
            _turn_up_declined(state, i)
        else:
            _late_discard(state, i)
    judge_hand_count(state, i, seat)
    return True


def following_false_lead(state: DealState) -> bool:
    """Whether the trick being played was led out of turn: its cards, unless all follow, "must be taken back, but
    are not liable to be called" (foster:27), in whatever order they were played; none is a play out of turn."""
    ruling, trick = state.false_lead_ruling, state.trick
    if ruling is None or ruling.event is None or trick is None or not trick.plays:
        return False
    lead = state.deal.events[ruling.event]
    return isinstance(lead, CardPlayed) and (lead.seat, lead.card) == trick.plays[0]


def _discard_awaited(state: DealState) -> bool:
    """Whether the dealer's discard is due before the first trick and not yet made. The dealer playing
    jambone "is never compelled to use, or take in, the card turned up for trump ... and he may decline to
    discard" (1862:IV.68)."""
    return state.dealer_discards and not state.discards and not state.out.tricks and state.jambone != state.dealer


def lapse_false_lead(state: DealState, seat: str) -> None:
    """The right to call a suit after a lead out of turn lapses when the proper leader leads uncalled."""
    if state.false_lead is not None and state.false_lead in state.open:
        close(state, state.false_lead)
        state.false_lead.ruling.effect += f" No suit was called before {seat} led; the right lapsed."
        state.false_lead = None


def _late_discard(state: DealState, i: int) -> None:
    """foster:17: "If the dealer has not discarded until he has played to the first trick, he and his partner
    cannot score any points for that hand." """
    binding, persuasive, silent = laws_for(state, "discard-late")
    side = state.side(state.dealer)
    state.no_score.add(side)
    state.rule(Ruling(i, Irregularity.DISCARD_LATE, binding,
                      f"The dealer {state.dealer} played to the first trick before he had discarded.",
                      f"{silent}{side} cannot score any points for this hand.", persuasive=persuasive))


def _turn_up_declined(state: DealState, i: int) -> None:
    """1862:II.37, IV.68: the dealer "is always entitled to discard one card and take the turn-up" (II.37), and "is
    never compelled to use, or take in, the card turned up for trump ... and he may decline to discard" (IV.68, of
    the dealer playing jambone): he plays to the first trick without discarding, and the turn-up only shows the
    trump. The code's own rule, read for every dealer; no penalty."""
    state.dealer_discards = False
    state.rule(Ruling(i, Irregularity.DISCARD, laws_for(state, "turn-up-declined")[0],
                      f"The dealer {state.dealer} played to the first trick without discarding: he declined the "
                      "turn-up.", "No penalty: the dealer is entitled to take in the turn-up, never compelled to; "
                      "declined, it only indicates the trump suit and is not his to play. The code says so of the "
                      "dealer playing jambone (IV.68); read, with II.37's \"entitled\", for every dealer.",
                      persuasive=[]))


def _lead_before_discard(state: DealState, i: int, seat: str, card: Card) -> None:
    binding, persuasive, silent = laws_for(state, "lead-before-discard")
    state.led_before_discard = (seat, card)
    state.rule(Ruling(i, Irregularity.LEAD_BEFORE_DISCARD, binding,
                      f"The eldest hand {seat} led {card.name()} before the dealer had quitted his discard.",
                      f"{silent}The dealer may amend his discard; the eldest hand cannot take back the card led.",
                      persuasive=persuasive))


def _lead_out_of_turn(state: DealState, i: int, seat: str, card: Card) -> None:
    """foster:27, 28, 36, 37: a lead by a player whose turn it was not."""
    proper, lone = state.leader or "", state.out.lone
    finding = f"{seat} led {card.name()} to trick {len(state.out.tricks) + 1} when it was {proper}'s turn to lead"
    entitled = state.other_side(state.side(seat))
    if lone == seat:
        binding, persuasive, silent = laws_for(state, "lone-out-of-turn")
        state.false_lead_ruling = Ruling(i, Irregularity.LEAD_OUT_OF_TURN, binding, finding + ".",
                                         f"{silent}The lone player is not liable to any penalty for a lead out of turn.",
                                         persuasive=persuasive)
        state.rule(state.false_lead_ruling)
        return
    if lone is not None and state.side(seat) != state.side(lone):
        binding, persuasive, silent = laws_for(state, "lead-out-of-turn-against-lone")
        binding += laws_for(state, "lone-abandons-for-out-of-turn")[0]
        state.false_lead_ruling = Ruling(i, Irregularity.LEAD_OUT_OF_TURN, binding,
                                         finding + f", an adversary of the lone player {lone}.",
                                         f"{silent}{lone} may abandon the hand and score the points.",
                                         persuasive=persuasive)
        open_options(state, state.false_lead_ruling, state.side(lone),
                     {"abandon_and_score": _lone_scores(state, state.false_lead_ruling)}, blocking=False)
        return
    binding, persuasive, silent = laws_for(state, "false-lead")
    partners = state.deal_partners(seat)  # fixed, or taken for the deal (five- and seven-hand)
    if proper in partners:
        side = {seat, *partners}
        # the last to the trick of the adversaries, who call (a partner taken for the deal may sit last: a reading)
        order = state.play_order(proper)
        last = next((s for s in reversed(order) if s not in side), order[-1])
        ruling = Ruling(i, Irregularity.LEAD_OUT_OF_TURN, binding, finding.replace(f"it was {proper}'s", f"it was his partner {proper}'s") + "; no one had played to it.",
                        f"{silent}{last}, last to play to the trick, may call a suit from {proper}. Unless all play to "
                        f"the false lead, {seat} takes back {card.name()}, which is not liable to be called.",
                        persuasive=persuasive)

        def call_suit(ev: Elected | PenaltyCalled) -> str:
            if isinstance(ev, PenaltyCalled):
                demand_from_call(state, ev, ruling, i)
                return (f"{silent}{ev.seat}, last to play to the trick, called {ev.suit.plural if ev.suit else 'a suit'} "
                        f"from {ev.target}. {seat} took back {card.name()}, which is not liable to be called.")
            return f"{ev.seat} elected to call a suit from {proper}."

        def caller(ev: PenaltyCalled) -> str | None:
            if ev.seat != last:
                return f"the demand must be made by {last}, the last player to the trick"
            return None if ev.target == proper else f"the suit may be called only from {proper}"

        state.false_lead_ruling = ruling
        state.false_lead = open_options(state, ruling, entitled, {"call_suit": call_suit}, caller_check=caller,
                                        may=None if partners == state.partners(seat) else lambda s: s not in side)
        return
    ruling = Ruling(i, Irregularity.LEAD_OUT_OF_TURN, binding, finding + ".",
                    f"{silent}It was the turn of neither {seat} nor his partner: {card.name()} is an exposed card, "
                    "liable to be called by the adversaries.", persuasive=persuasive)
    state.false_lead_ruling = ruling
    expose(state, i, seat, card, ruling)


def _play_out_of_turn(state: DealState, i: int, seat: str) -> None:
    """foster:29 (third hand before second; fourth before second), 36, 37."""
    assert state.trick is not None
    expected = state.next_to_play() or ""
    lone = state.out.lone
    order = state.play_order(state.trick.leader)
    finding = f"{seat} played to trick {len(state.out.tricks) + 1} before {expected}, whose turn it was"
    if lone == seat:
        binding, persuasive, silent = laws_for(state, "lone-out-of-turn")
        state.rule(Ruling(i, Irregularity.PLAY_OUT_OF_TURN, binding, finding + ".",
                          f"{silent}The lone player is not liable to any penalty.", persuasive=persuasive))
        return
    if lone is not None and state.side(seat) != state.side(lone):
        binding, persuasive, silent = laws_for(state, "play-out-of-turn-against-lone")
        ruling = Ruling(i, Irregularity.PLAY_OUT_OF_TURN, binding, finding + f", against the lone player {lone}.",
                        f"{silent}{lone} may abandon the hand and score the points.", persuasive=persuasive)
        open_options(state, ruling, state.side(lone), {"abandon_and_score": _lone_scores(state, ruling)},
                     blocking=False)
        return
    binding, persuasive, silent = laws_for(state, "play-out-of-turn")
    if len(order) == 4 and expected == order[1] and seat == order[2]:
        state.rule(Ruling(i, Irregularity.PLAY_OUT_OF_TURN, binding, finding + " (third hand before second).",
                          f"{silent}No penalty: the fourth hand may now play before his partner, of his own volition "
                          "or at the second hand's direction.", persuasive=persuasive))
        return
    if len(order) == 4 and expected == order[1] and seat == order[3]:
        third = order[2]
        if any(s == third for s, _ in state.trick.plays):
            state.rule(Ruling(i, Irregularity.PLAY_OUT_OF_TURN, binding, finding + ", after the third hand had "
                              "played before the second.", f"{silent}No penalty: the fourth hand may play before his "
                              "partner once the third hand has.", persuasive=persuasive))
            return
        ruling = Ruling(i, Irregularity.PLAY_OUT_OF_TURN, binding, finding + " (fourth hand before second).",
                        f"{silent}{third}, the third hand, may call upon {expected} to play his highest or lowest of "
                        "the suit led, or to trump or not to trump the trick.", persuasive=persuasive)
        trick_no = len(state.out.tricks)

        def caller(ev: PenaltyCalled) -> str | None:
            if ev.seat != third:
                return f"the third hand, {third}, may call"
            return None if ev.target == expected else f"the call is upon the second hand, {expected}"

        open_options(state, ruling, state.side(third), _demands(state, ruling, i, trick_no, expected),
                     blocking=False, caller_check=caller, call_laws=binding + persuasive)
        return
    state.rule(Ruling(i, Irregularity.PLAY_OUT_OF_TURN, binding, finding + ".",
                      f"{silent}Foster's law 29 gives a remedy only when the third or the fourth hand plays before the second; "
                      "for this play out of turn the code gives none, and the card stands as played.",
                      persuasive=persuasive))


DEMAND_WORDS = {"highest": "play his highest of the suit led", "lowest": "play his lowest of the suit led",
                "trump": "trump the trick", "no_trump": "not trump the trick"}


def _demands(state: DealState, ruling: Ruling, i: int, trick: int, target: str) -> dict[str, Effect]:
    """The options to call highest, lowest, trump or not trump, for ``trick``."""
    def option(kind: str) -> Effect:
        def take(ev: Elected | PenaltyCalled) -> str:
            if isinstance(ev, PenaltyCalled):
                demand_from_call(state, ev, ruling, i, trick=trick)
                return f"{ev.seat} called upon {ev.target} to {DEMAND_WORDS[kind]}."
            return f"{ev.seat} elected to call upon {target}: {kind.replace('_', ' ')}."
        return take
    return {f"call_{k}": option(k) for k in ("highest", "lowest", "trump", "no_trump")}


def _lone_scores(state: DealState, ruling: Ruling) -> Effect:
    """foster:25, 28, 37: "the lone player may abandon the hand, and score the points": the points his lone hand would
    have scored had it succeeded, by the game's scoring (``DealState.lone_value``); where the count is wiped down
    (Set-back), deducted from his count. The game's own laws of that value are cited with the ruling's."""
    def take(ev: Elected | PenaltyCalled) -> str:
        lone = state.out.lone or ""
        value, laws = state.lone_value()
        for side, points in value.items():
            state.out.points[side] += points
        ruling.laws += [c for c in state.games_own(laws) if c not in ruling.laws]
        state.finish("scored")
        points = value[state.side(lone)]
        if points < 0:
            return f"{lone} abandoned the hand: {-points} deducted from his count."
        return f"{lone} abandoned the hand and scored {points}."
    return take


def trick_complete(state: DealState) -> None:
    """foster:27: "If all have played to the false lead, the error cannot be rectified." """
    ruling = state.false_lead_ruling
    assert state.trick is not None
    if ruling is None or ruling.event is None or state.trick.plays[0][0] != state.deal.events[ruling.event].seat:
        state.false_lead_ruling = None
        return
    lone = "abandon_and_score" in ruling.options  # laws 28, 37 set no time on the lone player's option: it stays
    for entry in list(state.open):
        if entry.ruling is ruling and not lone:
            close(state, entry)
    if ruling.elected is None and lone:
        binding, persuasive, _ = laws_for(state, "false-lead-played-to")
        ruling.laws, ruling.persuasive = ruling.laws + binding, ruling.persuasive + persuasive
        ruling.effect = (f"All played to the false lead: the trick stands. {state.out.lone} may still abandon the hand "
                         "and score the points.")
    elif ruling.elected is None:
        ruling.options = []
        ruling.effect = "All played to the false lead: the error cannot be rectified, and the trick stands."
    state.false_lead = None
    state.false_lead_ruling = None


def taken_back(state: DealState, i: int, ev: CardTakenBack) -> None:
    seat, card = ev.seat or "", ev.card
    if state.led_before_discard == (seat, card) and not state.out.tricks:
        binding, persuasive, silent = laws_for(state, "lead-before-discard")
        state.rule(Ruling(i, Irregularity.LEAD_BEFORE_DISCARD, binding,
                          f"{seat} took back {card.name()}, which he had led before the dealer's discard.",
                          f"{silent}The eldest hand cannot take back the card led: it stands.", persuasive=persuasive))
        return
    trick = state.trick
    if trick is None or (seat, card) not in trick.plays:
        return
    free = taken_back_freely(state, seat)
    trick.plays.remove((seat, card))
    state.played[seat].remove(card)
    state.return_to_hand(seat, card)
    if any(o.ruling.event is not None and card in state.exposed_by_ruling.get(id(o.ruling), ()) for o in state.open):
        state.exposed[seat].append(card)  # an exposed card taken back stays exposed, liable to be called
    elif not free:
        played_in_error(state, i, seat, card, f"{seat} took back {card.name()}, played in the regular course of play.")
    if not trick.plays:
        state.trick = None


def taken_back_freely(state: DealState, seat: str) -> bool:
    """Whether ``seat`` may take back his card in the trick on the table without penalty: a card of a false lead
    (foster:27, "not liable to be called"), or played after another's renounce corrected (foster:32)."""
    return following_false_lead(state) or any(
        r.corrected and r.trick == len(state.out.tricks) and r.seat != seat for r in state.revokes)


def played_in_error(state: DealState, i: int, seat: str, card: Card, finding: str) -> None:
    """A card played and taken back, no law allowing it: "All cards led out of turn, played in error, ... are called
    exposed cards, and must be left face up on the table" (foster:text); the lone player is not liable."""
    binding, persuasive, silent = laws_for(state, "played-in-error")
    if seat == state.out.lone:
        lone, lone_persuasive, _ = laws_for(state, "lone-exposed-card")
        state.rule(Ruling(i, Irregularity.EXPOSED_CARD, lone + binding, finding, f"{silent}The lone player is not "
                          "liable to any penalty for exposed cards.", persuasive=lone_persuasive + persuasive))
        return
    expose(state, i, seat, card, Ruling(
        i, Irregularity.EXPOSED_CARD, binding, finding, f"{silent}{card.name().capitalize()}, played in error, is an "
        "exposed card, left face up on the table and liable to be called by the adversaries.", persuasive=persuasive))


def expose(state: DealState, i: int, seat: str, card: Card, ruling: Ruling) -> None:
    """An exposed card: left face up, liable to be called by the adversaries (foster:24, 26)."""
    if card not in state.exposed[seat]:
        state.exposed[seat].append(card)
    card_liable_to_call(state, i, seat, card, ruling)


def card_liable_to_call(state: DealState, i: int, seat: str, card: Card, ruling: Ruling,
                        effect: Effect | None = None, also: dict[str, Effect] | None = None) -> None:
    """foster:24, 26: an exposed card, liable to be called by the adversaries (``effect``: the call's, if not the
    card's being played when it may be; ``also``: the options the ruling gives beside the call). Against a lone
    player the lone player is the one adversary in play: the call is his (foster:24, "liable to be called by the
    adversaries"; foster:26, "before he plays himself")."""
    entitled = state.other_side(state.side(seat))
    state.exposed_by_ruling.setdefault(id(ruling), []).append(card)
    lone = state.out.lone

    def caller(ev: PenaltyCalled) -> str | None:
        if ev.card is not card or ev.target != seat:
            return f"the card called is not {seat}'s exposed {card.name()}"
        if state.code.name != "foster":
            return None
        right = state.right_of(seat)
        if lone is not None and state.side(lone) != state.side(seat):
            right = lone
        while right in state.sitting_out:
            right = state.right_of(right)
        if ev.seat != right:
            return f"the adversary on the right of an exposed card, {right}, must call it"
        if state.trick is not None and any(s == right for s, _ in state.trick.plays) \
                and not any(s == seat for s, _ in state.trick.plays) and len(state.trick.plays) < len(state.active):
            return f"{right} must call it before he plays himself"
        if state.trick is None and state.leader == seat and state.out.tricks:
            return "it was not called before the previous trick was turned and quitted"
        return None

    call_laws = laws_for(state, "exposed-card-call")[0]
    open_options(state, ruling, entitled,
                 {**(also or {}), "call_card": effect or call_exposed_card(state, ruling, i, seat, card)},
                 blocking=False, caller_check=caller, call_laws=call_laws)


def exposed_against_lone(state: DealState, i: int, seat: str, card: Card, finding: str, laws: list[Citation],
                         persuasive: list[Citation], silent: str, kind: Irregularity = Irregularity.EXPOSED_CARD,
                         said: str = "") -> None:
    """foster:25 with 24, 26: an adversary of the lone player exposes a card (``laws``: how it came to be exposed).
    "the lone player may abandon the hand, and score the points"; or he plays on, and the card, "liable to be
    called by the adversaries", is his to call: refused when performable, a revoke (foster:30)."""
    lone = state.out.lone or ""
    binding, lone_persuasive, lone_silent = laws_for(state, "exposed-against-lone")
    ruling = Ruling(i, kind, laws + binding, finding + f", an adversary of the lone player {lone}.",
                    f"{lone_silent or silent}{said}{lone} may abandon the hand and score the points, or play on "
                    f"and call {card.name()}, an exposed card.", persuasive=lone_persuasive + persuasive)
    if card not in state.exposed[seat]:
        state.exposed[seat].append(card)
    card_liable_to_call(state, i, seat, card, ruling, also={"abandon_and_score": _lone_scores(state, ruling)})


def _elect_played(state: DealState, ruling: Ruling, i: int, seat: str, card: Card) -> Effect:
    """foster:24 II: of two cards played to a trick, "The adversaries may elect which shall be played": the second,
    called while the trick is on the table, is played in place of the first, which goes back to the hand exposed."""
    trick = state.trick
    first = next((c for s, c in reversed(trick.plays) if s == seat), None) if trick is not None else None
    call = call_exposed_card(state, ruling, i, seat, card)

    def take(ev: Elected | PenaltyCalled) -> str:
        if not isinstance(ev, PenaltyCalled) or first is None or trick is None or state.trick is not trick \
                or (seat, first) not in trick.plays:
            return call(ev)
        trick.plays[trick.plays.index((seat, first))] = (seat, card)
        state.return_to_hand(seat, first)
        state.take_from_hand(seat, card)
        state.played[seat][state.played[seat].index(first)] = card
        card_liable_to_call(state, i, seat, first, Ruling(
            i, Irregularity.EXPOSED_CARD, ruling.laws, f"{seat} played {first.name()} with {card.name()} to one trick; "
            f"{card.name()} was elected.", f"{first.name().capitalize()}, taken back, is an exposed card, liable to be "
            "called.", persuasive=ruling.persuasive))
        state.exposed[seat].append(first)
        return (f"{ev.seat} elected {card.name()}: it is played in place of {first.name()}, which {seat} takes back "
                "into his hand, an exposed card.")
    return take


def exposed(state: DealState, i: int, ev: CardExposed) -> None:
    """foster:24, 25, 35, 36: a card exposed otherwise than in regular play."""
    seat, card = ev.seat or "", ev.card
    did = {"dropped": f"dropped face up {card.name()}", "named": f"named {card.name()}", "shown": f"showed {card.name()}",
           "two_played": f"played {card.name()} with another to one trick"}[ev.how]
    finding = f"{seat} {did}"
    lone = state.out.lone
    if seat == lone:
        binding, persuasive, silent = laws_for(state, "lone-exposed-card")
        state.rule(Ruling(i, Irregularity.EXPOSED_CARD, binding, finding + ".",
                          f"{silent}The lone player is not liable to any penalty for exposed cards.",
                          persuasive=persuasive))
        return
    if seat in state.sitting_out:
        _lone_partner_exposed(state, i, seat, card, did)
        return
    binding, persuasive, silent = laws_for(state, "exposed-card")
    if state.code.name == "1862":  # V.79: "Call. Is the right to require an adversary to play a card that has been
        # improperly shown or exposed"; what is exposed, and how the call is made, are Foster's, persuasive
        binding = [cite("1862:V.79#call-defined")]
        silent = ("The code gives the adversaries the call of a card improperly shown or exposed (V.79); Foster's law "
                  "24 is cited as persuasive for the rest. ")
    if lone is not None and state.side(seat) != state.side(lone):
        exposed_against_lone(state, i, seat, card, finding, binding, persuasive, silent)
        return
    if ev.how == "two_played":
        ruling = Ruling(i, Irregularity.EXPOSED_CARD, binding, finding + ".",
                        f"{silent}Both are exposed cards; the adversaries may elect which shall be played.",
                        persuasive=persuasive)
        if card not in state.exposed[seat]:
            state.exposed[seat].append(card)
        card_liable_to_call(state, i, seat, card, ruling, _elect_played(state, ruling, i, seat, card))
        return
    expose(state, i, seat, card, Ruling(i, Irregularity.EXPOSED_CARD, binding, finding + ".",
                                       f"{silent}{card.name().capitalize()} is an exposed card: it must be left face "
                                       "up on the table, and is liable to be called by the adversaries.",
                                       persuasive=persuasive))


def _lone_partner_exposed(state: DealState, i: int, seat: str, card: Card, did: str) -> None:
    """foster:25, 35: the lone player's partner exposes a card; the adversaries may prevent the lone hand."""
    binding, persuasive, silent = laws_for(state, "lone-partner-exposed")
    binding += laws_for(state, "lone-partner-exposed-card")[0]
    lone = state.out.lone or ""
    ruling = Ruling(i, Irregularity.EXPOSED_CARD, binding,
                    f"{seat}, partner of the lone player {lone}, {did}.",
                    f"{silent}The adversaries may prevent the lone hand and compel {seat} to play with his partner, "
                    "the exposed card being left on the table and liable to be called.", persuasive=persuasive)

    def prevent(_: Elected | PenaltyCalled) -> str:
        state.cancel_lone()
        card_liable_to_call(state, i, seat, card, Ruling(
            i, Irregularity.EXPOSED_CARD, binding, f"{seat} exposed {card.name()} while his partner played alone.",
            "Left on the table, liable to be called.", persuasive=persuasive))
        state.exposed[seat].append(card)
        return f"The adversaries prevented the lone hand: {seat} plays with {lone}, {card.name()} left exposed."

    open_options(state, ruling, state.other_side(state.side(seat)),
                 {"prevent_lone": prevent, "allow_lone": lambda _: "The lone hand goes on."})


def played_before_trump(state: DealState, i: int, seat: str, card: Card) -> None:
    """foster:24 I: a card faced on the table otherwise than in the regular course of play."""
    binding, persuasive, silent = laws_for(state, "exposed-card")
    expose(state, i, seat, card, Ruling(
        i, Irregularity.EXPOSED_CARD, binding, f"{seat} played {card.name()} before the trump was settled.",
        f"{silent}{card.name().capitalize()} is an exposed card, liable to be called by the adversaries.",
        persuasive=persuasive))


def remarked(state: DealState, i: int, ev: Remarked) -> None:
    """foster:40: calling attention to the trick or to the score."""
    if ev.about == "score" and state.judging.remarked_on_score(state, i, ev):
        return
    attention_called(state, i, ev, *laws_for(state, "attention-called"))


def attention_called(state: DealState, i: int, ev: Remarked, binding: list[Citation], persuasive: list[Citation],
                     silent: str) -> None:
    """foster:40's remedy: the remark's maker may be called upon to play high or low, to trump or not."""
    seat = ev.seat or ""
    trick = len(state.out.tricks)
    when = f"during trick {trick + 1}" if state.phase == "play" else "before the play"
    ruling = Ruling(i, Irregularity.ATTENTION_CALLED, binding, f"{seat} called attention to the {ev.about} {when}.",
                    f"{silent}{seat} may be called upon to play his highest or lowest of the suit led, or to trump or "
                    "not to trump the trick.", persuasive=persuasive)
    open_options(state, ruling, state.other_side(state.side(seat)), _demands(state, ruling, i, trick, seat),
                 blocking=False)


def looked_back(state: DealState, i: int, ev: LookedBack) -> None:
    """foster:38: seeing a trick turned and quitted: a suit may be called from him or his partner."""
    seat = ev.seat or ""
    binding, persuasive, silent = laws_for(state, "looked-back")
    if not state.out.tricks:  # the law's "trick that has once been turned and quitted": there is none yet
        state.rule(Ruling(i, Irregularity.LOOKED_BACK, binding, f"{seat} looked back, but no trick had yet been turned "
                          "and quitted.", f"{silent}No penalty: the law reaches only a trick turned and quitted.",
                          persuasive=persuasive))
        return
    partners = state.partners(seat)
    whom = f"{seat} or his partner when next either of them leads" if partners else f"{seat} when next he leads"
    ruling = Ruling(i, Irregularity.LOOKED_BACK, binding, f"{seat} looked at a trick that had been turned and quitted.",
                    f"{silent}A suit may be called from {whom}.", persuasive=persuasive)

    def caller(ev2: PenaltyCalled) -> str | None:
        return None if ev2.target in (seat, *partners) else \
            f"the suit may be called only from {seat}" + (" or his partner" if partners else "")

    open_options(state, ruling, state.other_side(state.side(seat)), {"call_suit": suit_called(state, i, ruling)},
                 blocking=False,
                 caller_check=caller)


def abandoned(state: DealState, i: int, ev: Abandoned) -> None:
    """The lone player abandons under laws 25, 28, 37; else no law gives the right."""
    for entry in reversed(state.open):
        if "abandon_and_score" in entry.effects and state.is_of(ev.seat or "", entry.entitled) \
                and ev.seat == state.out.lone:
            _take(state, entry, ev)
            return
    state.rule(Ruling(i, Irregularity.ABANDONED, [], f"{ev.seat} abandoned the hand.",
                      "No law of the code in force gives this player the right to abandon the hand here; the laws "
                      "give no remedy, and the deal is left unscored."))
    state.phase = "done"


def _take(state: DealState, entry: Open, ev: Abandoned) -> None:
    close(state, entry)
    entry.ruling.elected = "abandon_and_score"
    entry.ruling.effect = entry.effects["abandon_and_score"](Elected(seat=ev.seat, option="abandon_and_score"))
