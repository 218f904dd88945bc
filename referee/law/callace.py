"""Call-Ace Euchre under Foster's Laws of Call-Ace Euchre 1-51 (1905): what the code
rules otherwise than the four-hand partnership game.

There are no fixed partnerships. The maker of the trump calls for the best card of a
plain suit (callace:19); "the player holding the best card *in play* of the suit called
becomes the partner of the caller for that deal" (20), unknown until the card falls, and
a maker who holds it himself has none (22): the game's, found by ``games.call_ace.partner``
from what ``games.call_ace.slot`` keeps of the deal. The joker, when
used, is always the best trump, so it is never the card called; turned up, it makes
spades trumps (5).

The laws give their penalties to the maker of the trump: he selects the card of two
played (28), calls exposed cards (29, 41), calls a suit after a lead out of turn (32, 35)
and calls upon a player to win or lose the trick (49); where the player in error is known
to be the partner, the adversary last to play to the trick calls the suit (32). Scores are
by seat (43-46); a maker found to have had no partner scores as a lone hand (45); a
euchre that comes early is scored when the cards shown tell who the partner was (46).

The engine asks the registered ``CallAce`` code, which answers from here: ``own_event``
(the events this code rules on itself, ``OWN_EVENTS``, before the family's parts), ``judge_play``,
``score_hand`` and ``closing``.
Pure: the standard library and the package's own engine modules.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..cards import Card, Suit
from ..games.call_ace import CALL_ACE, MAKER
from ..games.call_ace.partner import PartnerFinding, candidates, disclosed, find_partner, makers_of, turned_down
from ..games.call_ace.slot import Claim, kept
from ..record import (
    Abandoned,
    CardExposed,
    CardPlayed,
    CardsShown,
    CardTakenBack,
    Claimed,
    DealFaulted,
    Dealt,
    Discarded,
    Elected,
    Event,
    LookedBack,
    OrderedUp,
    PartnerCalled,
    Passed,
    PenaltyCalled,
    PlayCorrected,
    Remarked,
    TakenUp,
    TrumpMade,
    TurnedDown,
    WentAlone,
)
from ..state import DealState, Early, Revoke
from . import bidding_faults, play_faults, revokes
from .deal_faults import laws_for
from .laws import Citation, cite
from .penalties import call_exposed_card, close, demand_from_call, open_options, suit_called
from .rulings import Irregularity, Ruling


Effect = Callable[[Elected | PenaltyCalled], str]



































# -- the events this code rules on itself ---------------------------------------------------


def own_event(state: DealState, i: int, ev: Event) -> bool:
    """Rule on ``ev`` under the Call-Ace laws; False to leave it to the shared modules."""
    handler = _HANDLERS.get(ev.type)
    return handler(state, i, ev) if handler is not None else False


def _deal(state: DealState, i: int, ev: Dealt) -> bool:
    if state.out.index == 0:
        _judge_pack(state)
    if state.cut_state in ("improper", "exposed"):
        binding, persuasive, _ = laws_for(state, "deal-from-pack-not-cut")
        state.rule(Ruling(i, Irregularity.MISDEAL, binding,
                          f"{state.dealer} dealt a pack that had not been properly cut.",
                          "Law 3 requires the pack to be cut by the pone, at least five cards remaining in each "
                          "packet, but the Call-Ace laws are silent on a deal from a pack not properly cut; Foster's "
                          f"Euchre law 14, cited as persuasive, makes it a misdeal: {state.dealer} loses the deal; "
                          f"{state.left_of(state.dealer)} deals next.", persuasive=persuasive))
        state.finish("passed")
        return True
    return False


def _judge_pack(state: DealState) -> None:
    """callace:2: the pack by the number of players; the options may agree another (and the joker)."""
    n, agreed = state.n, state.record.options.pack
    base = CALL_ACE.pack_size(n)
    if agreed is None or agreed in (base, base + 1):
        return
    state.rule(Ruling(None, Irregularity.WRONG_PACK, [cite("callace:2"), cite("callace:8")],
                      f"{n} played with a pack of {agreed} cards; law 2 gives {base} cards when {n} play.",
                      "The pack was agreed before play, and law 8's remedy (a deal with the wrong cards must be "
                      "stopped before the trump card is turned up) was not taken: the deals are ruled as played, "
                      "with the pack in use."))


# -- faults in the deal (6-10, 27, 50) -------------------------------------------------------


def _deal_fault(state: DealState, i: int, ev: DealFaulted) -> bool:
    dealer, nxt = state.dealer, state.left_of(state.dealer)
    if ev.kind == "exposed_in_deal":
        _exposed_in_deal(state, i, ev.seat, ev.card)
        return True
    if ev.kind == "interrupted":
        who = ev.seat or "The player who interrupted"
        if ev.seat is not None:
            kept(state).no_new_deal.add(ev.seat)
        state.rule(Ruling(i, Irregularity.DEALER_INTERRUPTED, [cite("callace:10")], f"{who} interrupted the dealer.",
                          f"{who} loses the right to demand a new deal this deal; the deal goes on."))
        return True
    if ev.kind == "imperfect_pack":
        state.rule(Ruling(i, Irregularity.NEW_DEAL, [cite("callace:50"), cite("callace:6")],
                          "The pack was proved imperfect.",
                          f"The deal is void, and {dealer} deals again; all previous scores made with that pack "
                          "stand good."))
        state.finish("redeal")
        return True
    if ev.kind == "wrong_count" and ev.seat is not None and state.played.get(ev.seat):  # to the first trick, at least
        _wrong_number(state, i, ev.seat, f"was found to have {ev.count or 'the wrong number of'} cards after he had "
                      "played to the first trick")
        return True
    if ev.kind in ("mixed_rounds", "wrong_count", "dealt_incorrectly"):
        what = {"mixed_rounds": "gave two cards to one player and three to another in the same round",
                "wrong_count": "gave a player more or less than five cards in the two rounds",
                "dealt_incorrectly": "dealt a card incorrectly and did not correct it before dealing to the next "
                                     "player"}[ev.kind]
        laws = [cite("callace:9"), cite("callace:4")] if ev.kind != "dealt_incorrectly" else [cite("callace:9")]
        state.rule(Ruling(i, Irregularity.MISDEAL, laws, f"{dealer} {what}.",
                          f"Misdeal: a misdeal loses the deal; {nxt} deals next."))
        state.finish("passed")
        return True
    if ev.kind == "not_cut":
        binding, persuasive, _ = laws_for(state, "deal-from-pack-not-cut")
        state.rule(Ruling(i, Irregularity.MISDEAL, binding, "The cards were not properly cut.",
                          "Law 3 requires the pack to be presented to the pone to be cut, but the Call-Ace laws are "
                          "silent on a deal from a pack not cut; Foster's Euchre law 14, cited as persuasive, makes "
                          f"it a misdeal: {dealer} loses the deal; {nxt} deals next.",
                          persuasive=persuasive))
        state.finish("passed")
        return True
    return False


def _exposed_in_deal(state: DealState, i: int, seat: str | None, card: Card | None) -> None:
    """callace:7: any player may demand a new deal if a card is exposed during the deal; the dealer,
    if a player exposes a card; callace:10: not one who interrupted the dealer."""
    dealer, cs = state.dealer, kept(state)
    what = card.name() if card is not None else "a card"
    if seat is not None and seat != dealer:
        finding, entitled, who = f"{seat} exposed {what} during the deal.", {dealer}, f"the dealer, {dealer}"
        effect = f"The dealer, {dealer}, may demand a new deal."
    else:
        finding, entitled, who = f"{what[0].upper() + what[1:]} was exposed during the deal.", set(state.seats), \
            "any player"
        effect = "Any player may demand a new deal."
    effect += " If no one demands it before the trump is declared on, the deal stands."
    barred = sorted(cs.no_new_deal & entitled, key=state.seats.index)
    if barred:  # law 10: "Interrupting the dealer ... cancels the right to demand a new deal"
        who += f" but {' and '.join(barred)}, who interrupted the dealer"
        effect += f" {' and '.join(barred)}, having interrupted the dealer, may not demand it."

    def new_deal(_: Elected | PenaltyCalled) -> str:
        state.finish("redeal")
        return f"A new deal was demanded: {dealer} deals again."

    laws = [cite("callace:7"), *([cite("callace:10")] if barred else [])]
    entry = open_options(state, Ruling(i, Irregularity.NEW_DEAL, laws, finding, effect), who,
                         {"new_deal": new_deal}, blocking=False,
                         may=lambda s: s in entitled and s not in cs.no_new_deal)
    cs.new_deal_options.append(entry)


def _lapse_new_deal(state: DealState) -> None:
    cs = kept(state)
    for entry in cs.new_deal_options:
        if entry in state.open:
            close(state, entry, entry.ruling.effect + " No one demanded it: the deal stands.")
    cs.new_deal_options.clear()


def _wrong_number(state: DealState, i: int, seat: str, what: str, laws: list[Citation] | None = None) -> None:
    """callace:27: "neither he nor any of his partners can score anything that hand"."""
    kept(state).no_score.add(seat)
    state.rule(Ruling(i, Irregularity.WRONG_NUMBER_OF_CARDS, laws or [cite("callace:27")], f"{seat} {what}.",
                      f"The deal stands good; neither {seat} nor any of his partners for this deal (the maker and "
                      "his partner, or all the adversaries of the maker) can score anything this hand."))


# -- making the trump (11-17, 51) --------------------------------------------------------------


ROUNDS = ("first_round", "second_round")


def _had_turn(state: DealState, seat: str) -> bool:
    return state.rotation(state.eldest).index(seat) < state.bid_turn


def settle(state: DealState, seat: str, suit: Suit | None, alone: bool, takes_up: bool) -> None:
    state.settle(seat, suit, alone, takes_up)
    state.out.decided_by("maker", cite("callace:15") if takes_up else cite("callace:16"))
    if takes_up and state.turn_up is not None and state.turn_up.is_joker:
        state.out.decided_by("trump", cite("callace:5"))


def _pass(state: DealState, i: int, ev: Passed | TurnedDown) -> bool:
    seat = ev.seat or ""
    what = "turned the trump card down" if isinstance(ev, TurnedDown) else "passed"
    _lapse_new_deal(state)
    if state.phase not in ROUNDS:
        return True
    if isinstance(ev, TurnedDown) and (seat != state.dealer or state.phase != "first_round"):
        if seat != state.dealer:
            state.rule(Ruling(i, Irregularity.ORDER_BARRED, [cite("callace:12")],
                              f"{seat}, not the dealer, turned the trump "
                              "card down.", "Only the dealer may take up the trump card or turn it down: no effect."))
        return True
    if seat == state.bidder():
        state.bidding.append((seat, "pass"))
        bidding_faults.advance(state, i)
        return True
    if bidding_faults.given_early(state, i, seat, what, "pass") or _had_turn(state, seat):
        return True  # a pass said again changes nothing
    laws = [cite("callace:51")] if state.phase == "first_round" else [cite("callace:51"), cite("callace:16")]
    bidding_faults.give_early(state, i, seat, what, Early("pass", i), laws)
    return True


def _order(state: DealState, i: int, ev: OrderedUp | TakenUp) -> bool:
    seat, taken = ev.seat or "", isinstance(ev, TakenUp)
    what = "took up the trump card" if taken else "ordered up the trump"
    _lapse_new_deal(state)
    joker = [cite("callace:5")] if state.turn_up is not None and state.turn_up.is_joker else []
    if state.phase == "second_round":
        state.rule(Ruling(i, Irregularity.TURNED_DOWN_SUIT_NAMED, [cite("callace:16"), *joker],
                          f"{seat} {what} after it had been turned down.",
                          "Once the trump is turned down, only one of the three other suits may be named: no effect."))
        return True
    if state.phase != "first_round":
        state.rule(Ruling(i, Irregularity.ORDER_BARRED, [], f"{seat} {what} after the trump was settled.",
                          "The trump was already made; the law gives this no effect and no penalty."))
        return True
    if taken and seat != state.dealer:
        state.rule(Ruling(i, Irregularity.ORDER_BARRED, [cite("callace:12")],
                          f"{seat}, not the dealer, took up the trump card.",
                          "No one but the dealer can take the trump card into his hand: no effect."))
        return True
    suit = state.turn_up.suit if state.turn_up else None
    if seat == state.bidder():
        settle(state, seat, suit, ev.alone, takes_up=True)
        return True
    if bidding_faults.given_early(state, i, seat, what, "order"):
        return True
    if _had_turn(state, seat):
        state.rule(Ruling(i, Irregularity.ORDER_BARRED, [cite("callace:11")],
                          f"{seat} {what} after passing in his turn.",
                          "Each player in turn must declare to pass or to order up; having declared to pass, he "
                          "cannot order up afterwards: no effect."))
        return True
    bidding_faults.give_early(state, i, seat, what, Early("order", i, alone=ev.alone))
    return True


def _make(state: DealState, i: int, ev: TrumpMade) -> bool:
    seat, suit = ev.seat or "", ev.suit
    _lapse_new_deal(state)
    if state.phase == "first_round":
        state.rule(Ruling(i, Irregularity.OUT_OF_TURN_BID, [cite("callace:16")],
                          f"{seat} named {suit.plural} before the trump "
                          "card was turned down.", "A new suit may be named only if the trump is turned down: no "
                          "effect."))
        return True
    if state.phase != "second_round":
        if seat == state.out.maker and state.phase == "play" and suit is not state.out.trump:
            state.rule(Ruling(i, Irregularity.ORDER_BARRED, [cite("callace:16")],
                              f"{seat}, the maker, named {suit.plural} "
                              f"after making {state.out.trump.plural if state.out.trump else 'the trump'}.",
                              "Once having legitimately made a selection, he cannot change it: no effect."))
        elif state.phase == "play":
            state.rule(Ruling(i, Irregularity.ORDER_BARRED, [], f"{seat} named {suit.plural} after the trump was "
                              "settled.", "The trump was already made; the law gives this no effect and no penalty."))
        return True
    down = turned_down(state)
    down_suit = Suit.SPADES if down is not None and down.is_joker else down.suit if down is not None else None
    if suit is down_suit:
        laws = [cite("callace:16")] + ([cite("callace:5")] if down is not None and down.is_joker else [])
        state.rule(Ruling(i, Irregularity.TURNED_DOWN_SUIT_NAMED, laws, f"{seat} named {suit.plural}, the suit turned "
                          "down.", "Only one of the three other suits may be named: no effect; he may still name "
                          "another suit, or pass, in his turn."))
        return True
    if seat == state.bidder():
        settle(state, seat, suit, ev.alone, takes_up=False)
        return True
    if bidding_faults.given_early(state, i, seat, f"named {suit.plural}", "make", suit):
        return True
    if _had_turn(state, seat):
        state.rule(Ruling(i, Irregularity.ORDER_BARRED, [cite("callace:16")], f"{seat} named {suit.plural} after "
                          "passing again in his turn.", "Each player in turn may name a suit or pass again; having "
                          "passed, he cannot name one afterwards: no effect."))
        return True
    bidding_faults.give_early(state, i, seat, f"named {suit.plural}", Early("make", i, suit=suit,
                              alone=ev.alone), [cite("callace:16"), cite("callace:51")])
    return True


def _discard(state: DealState, i: int, ev: Discarded) -> bool:
    """The dealer's discard; in Call-Ace no one sits out, so nothing is passed across."""
    if ev.seat == state.dealer and state.dealer_discards and not state.discards and ev.card is not None \
            and ev.card is state.turn_up:
        state.rule(Ruling(i, Irregularity.DISCARD, [cite("callace:13")],
                          f"The dealer {state.dealer} discarded the trump card "
                          "he had taken up.", "He must hold five cards including the turned trump; the law gives no "
                          "penalty, and the discard stands."))
    bidding_faults.discarded(state, i, replace(ev, to_partner=state.out.lone == state.dealer))
    return True


# -- asking for a partner, playing alone (19-24) ----------------------------------------------


def _play_begun(state: DealState) -> bool:
    return bool(state.out.tricks) or bool(state.trick and state.trick.plays)


def _call_partner(state: DealState, i: int, ev: PartnerCalled) -> bool:
    seat, suit, maker, cs = ev.seat or "", ev.suit, state.out.maker, kept(state)
    finding = f"{seat} called for the best {suit.plural[:-1]}"

    def barred(laws: list[Citation], why: str, effect: str) -> bool:
        state.rule(Ruling(i, Irregularity.CALL_BARRED, laws, f"{finding}{why}.", effect))
        return True

    if state.phase != "play" or maker is None:
        return barred([cite("callace:24")],
                      " before the trump was made", "No one but the actual maker of the trump can ask for "
                      "a partner: no effect.")
    if seat != maker:
        return barred([cite("callace:24")],
                      f"; {maker}, not he, made the trump", "No one but the actual maker of the trump can "
                      "ask for a partner: no effect.")
    if state.out.lone == maker:
        return barred([cite("callace:23")],
                      ", having announced that he plays alone", "He plays alone, as he announced: the call "
                      "has no effect.")
    if cs.call is not None:
        if cs.call[1] is suit:
            return True
        return barred([cite("callace:21")], f", having called for the best {cs.call[1].plural[:-1]}", "A call once "
                      "legitimately made cannot be altered under any circumstances: the first call stands.")
    if suit is state.out.trump:
        return barred([cite("callace:19")],
                      f", {suit.plural} being trumps", "He cannot call on the best trump, only on the best "
                      "card of a plain suit: no effect. He must still call a plain suit or play alone (law 23).")
    if _play_begun(state):
        return barred([cite("callace:23")],
                      " after the play had begun", "The maker must call for a partner or announce that he "
                      "plays alone before the play (he calls \"before the eldest hand leads\", as Foster's description "
                      "has it): the call has no effect, and he plays without a partner.")
    state.called_suit = suit
    cs.call = (i, suit)
    return True


def _go_alone(state: DealState, i: int, ev: WentAlone) -> bool:
    seat, maker, cs = ev.seat or "", state.out.maker, kept(state)
    if state.phase != "play" or maker is None or seat != maker:
        who = "before the trump was made" if maker is None else f"; {maker}, not he, made the trump"
        state.rule(Ruling(i, Irregularity.LONE_HAND_BARRED, [cite("callace:24")],
                          f"{seat} announced that he plays alone{who}.",
                          "No one but the actual maker of the trump can play alone: no effect."))
        return True
    if state.out.lone == seat:
        return True
    if cs.call is not None:
        state.rule(Ruling(i, Irregularity.LONE_HAND_BARRED, [cite("callace:21")],
                          f"{seat} announced that he plays alone after "
                          f"calling for the best {cs.call[1].plural[:-1]}.", "A call once legitimately made cannot "
                          "be altered under any circumstances: no lone hand; the call stands."))
        return True
    if _play_begun(state):
        state.out.lone = seat  # he has no partner in any case (no call was made): the announcement changes nothing
        return True
    state.go_alone(seat)
    return True


# -- the play (25, 28-35, 39, 41, 48, 49) ----------------------------------------------------------


def _play(state: DealState, i: int, ev: CardPlayed) -> bool:
    """A card played before the trump is made is an exposed card (callace:29); the rest is the shared play."""
    if state.phase == "play":
        return False
    seat, card = ev.seat or "", ev.card
    ruling = Ruling(i, Irregularity.EXPOSED_CARD, [cite("callace:29")],
                    f"{seat} played {card.name()} before the trump was "
                    "made.", f"{_cap(card)} is an exposed card: it shall be laid upon the table, and may be called by "
                    "the maker of the trump at any time; but the player cannot be made to revoke.")
    _liable(state, i, seat, card, ruling)
    return True


def judge_play(state: DealState, i: int, seat: str, card: Card) -> bool:
    """Judge a card played before it joins the trick (the Call-Ace laws)."""
    cs = kept(state)
    trick = state.trick
    leading = trick is None or not trick.plays
    if leading:
        if not state.out.tricks and cs.call is None and state.out.lone is None and not cs.no_call_ruled:
            _no_call(state, i)
        if seat != state.leader:
            _lead_out_of_turn(state, i, seat, card)
        else:
            play_faults.lapse_false_lead(state, seat)
        if state.dealer_discards and not state.discards and not state.out.tricks and seat == state.eldest:
            state.led_before_discard = (seat, card)
            state.rule(Ruling(i, Irregularity.LEAD_BEFORE_DISCARD, [cite("callace:31")], f"The eldest hand {seat} led "
                              f"{card.name()} before the dealer had discarded.", "The lead cannot be taken back."))
    else:
        assert trick is not None
        if seat != state.next_to_play() and not play_faults.following_false_lead(state):
            state.rule(Ruling(i, Irregularity.PLAY_OUT_OF_TURN, [], f"{seat} played to trick "
                              f"{len(state.out.tricks) + 1} before {state.next_to_play()}, whose turn it was.",
                              "The Call-Ace laws give a remedy for a lead out of turn (law 32), none for a card played "
                              "out of turn to a trick already led. The nearest law, Foster's euchre law 29, founds its "
                              "remedy on fixed partners (the fourth hand playing before his partner), which a Call-Ace "
                              "table, its partnership unknown in the play (law 20), does not have: the card stands as "
                              "played.", persuasive=[cite("foster:29")]))
        ruling = state.false_lead_ruling
        if ruling is not None and len(trick.plays) + 1 == len(state.active) and ruling.event is not None \
                and trick.plays[0][0] == state.deal.events[ruling.event].seat and cite("callace:33") not in ruling.laws:
            ruling.laws.append(cite("callace:33"))  # all have played to the erroneous lead: it cannot be rectified
    if seat == state.dealer and state.dealer_discards and not state.discards and not state.out.tricks \
            and not cs.six_cards_ruled:
        cs.six_cards_ruled = True
        _wrong_number(state, i, seat, "played to the first trick holding six cards: he had not discarded, as law 13 "
                      "requires of the dealer when the trump is taken up", [cite("callace:27"), cite("callace:13")])
    if seat in state.miscount and not state.out.tricks:
        _wrong_number(state, i, seat, f"was dealt {state.miscount.pop(seat)} cards, not five, and has played to "
                      "the first trick without the error being discovered and announced")
    _win_or_lose(state, i, seat, card)
    _got_rid_of(state, seat, card)
    return True


def _no_call(state: DealState, i: int) -> None:
    kept(state).no_call_ruled = True
    state.rule(Ruling(i, Irregularity.NO_CALL, [cite("callace:23"), cite("callace:45")],
                      f"{state.out.maker}, the maker of the trump, "
                      "neither called for a partner nor announced that he plays alone before the play began.",
                      "Law 23 requires one or the other but gives no penalty. Having called for no card, he has no "
                      "partner, and is scored as a lone hand (law 45: whether he called for a partner or not does not "
                      "matter, provided it is shown that he did not have one)."))


def _lead_out_of_turn(state: DealState, i: int, seat: str, card: Card) -> None:
    """callace:32, 34, 35."""
    proper, maker, lone = state.leader or "", state.out.maker or "", state.out.lone
    finding = f"{seat} led {card.name()} to trick {len(state.out.tricks) + 1} when it was {proper}'s turn to lead"
    back = f"Unless all play to it (law 33), {card.name()} is taken back and {proper} leads."
    if seat == maker:
        ruling = Ruling(i, Irregularity.LEAD_OUT_OF_TURN, [cite("callace:34")],
                        finding + "; he is the maker of the trump.",
                        f"There is no penalty for the maker of the trump leading out of turn. {back}")
        state.false_lead_ruling = ruling
        state.rule(ruling)
        return
    if lone is not None:
        ruling = Ruling(i, Irregularity.LEAD_OUT_OF_TURN, [cite("callace:35")],
                        finding + f", against the lone hand of {maker}.",
                        f"{maker} may either call a suit from {proper}, whose right turn it was to lead, or call "
                        f"{card.name()} an exposed card.")

        def expose(ev: Elected | PenaltyCalled) -> str:
            if state.trick is not None and (seat, card) in state.trick.plays:
                play_faults.taken_back(state, i, CardTakenBack(seat=seat, card=card))
            exposed = Ruling(i, Irregularity.EXPOSED_CARD, [cite("callace:35"), cite("callace:29")],
                             f"{card.name()}, led out of turn by "
                             f"{seat}, called an exposed card by {maker}.", f"{_cap(card)} is laid upon the table and "
                             f"may be called by the maker at any time; but {seat} cannot be made to revoke.")
            _liable(state, i, seat, card, exposed)
            return f"{maker} called {card.name()} an exposed card; it is taken back, to be laid upon the table."

        options = {"call_suit": suit_called(state, i, ruling, proper), "expose_card": expose}
        state.false_lead_ruling = ruling
        state.false_lead = open_options(state, ruling, MAKER, options, may=lambda s: s == maker,
                                        caller_check=_from(proper))
        return
    partner = disclosed(state)
    if partner == seat and seat != maker:
        order = [s for s in state.play_order(proper) if s not in (maker, seat)]
        caller = order[-1]
        finding += f"; it had already been disclosed that {seat} is the partner"
        effect = (f"{caller}, the adversary who will be the last player on the trick when properly led, may call a "
                  f"suit from {proper}. {back}")
    else:
        caller = maker
        effect = f"{maker}, the maker of the trump, may call a suit from {proper}, whose right turn it was. {back}"
    ruling = Ruling(i, Irregularity.LEAD_OUT_OF_TURN, [cite("callace:32")], finding + ".", effect)
    state.false_lead_ruling = ruling
    state.false_lead = open_options(state, ruling, caller, {"call_suit": suit_called(state, i, ruling, proper)},
                                    may=lambda s: s == caller, caller_check=_from(proper))


def _from(proper: str) -> Callable[[PenaltyCalled], str | None]:
    def check(ev: PenaltyCalled) -> str | None:
        if ev.suit is None:
            return None
        return None if ev.target == proper else f"the suit may be called only from {proper}, whose right turn it was"
    return check


def _cap(card: Card) -> str:
    name = card.name()
    return name[0].upper() + name[1:]


def _liable(state: DealState, i: int, seat: str, card: Card, ruling: Ruling) -> None:
    """callace:29, 41: an exposed card, which the maker of the trump may call at any time (not his own: 30)."""
    if card not in state.exposed[seat] and card not in state.played[seat]:
        state.exposed[seat].append(card)
    state.exposed_by_ruling.setdefault(id(ruling), []).append(card)

    def check(ev: PenaltyCalled) -> str | None:
        if ev.card is not card or ev.target != seat:
            return f"the card called is not {seat}'s exposed {card.name()}"
        if card in state.played[seat]:
            return f"{card.name()} has been got rid of in the course of play, and no penalty remains"
        return None

    open_options(state, ruling, MAKER, {"call_card": call_exposed_card(state, ruling, i, seat, card)},
                 blocking=False, caller_check=check,
                 call_laws=[cite("callace:29")], may=lambda s: s == state.out.maker and s != seat)


def _got_rid_of(state: DealState, seat: str, card: Card) -> None:
    """callace:29: "If an exposed card can be got rid of in the course of play, no penalty remains." """
    for entry in state.open:
        if card in state.exposed_by_ruling.get(id(entry.ruling), ()) and "call_card" in entry.effects \
                and entry.ruling.elected is None and card in state.exposed[seat]:
            entry.ruling.effect += f" {seat} got rid of it in the course of play: no penalty remains."


def _win_or_lose(state: DealState, i: int, seat: str, card: Card) -> None:
    """callace:49: a player called upon by the maker to win or to lose the trick."""
    trick_no = len(state.out.tricks)
    plays = list(state.trick.plays) if state.trick else []
    hand = state.hands.get(seat)
    for d in state.demands:
        if d.done or d.target != seat or d.kind not in ("win", "lose") or (d.trick is not None and d.trick != trick_no):
            continue
        d.done = True
        if hand is None or not plays:
            continue  # a lead wins the trick so far; an unrecorded hand cannot be judged
        ranking = state.ranking
        legal = ranking.must_play(hand, plays) or list(hand)
        wins = {c: ranking.trick_winner([*plays, (seat, c)]) == seat for c in legal}
        want = d.kind == "win"
        if wins.get(card, False) != want and any(w == want for w in wins.values()):
            state.add_breach(i, seat, d, card, f"{d.kind} the trick when called upon to", True)


def _two_played(state: DealState, i: int, seat: str, card: Card) -> None:
    """callace:28: "If more than one card is played to the same trick by any player, the maker of the trump shall
    select the card to be played." """
    trick, maker = state.trick, state.out.maker or ""
    mine = [c for s, c in trick.plays if s == seat] if trick else []
    other = mine[-1] if mine else None
    k = len(state.out.tricks) + 1
    with_ = f" with {other.name()}" if other else ""
    own = seat == maker  # law 30: "There is no penalty against the maker of the trump for exposing ... his cards"
    ruling = Ruling(i, Irregularity.EXPOSED_CARD, [cite("callace:28"), *([cite("callace:30")] if own else [])],
                    f"{seat}{', the maker of the trump,' if own else ''} played {card.name()}{with_} to trick {k}.",
                    f"The maker of the trump, {maker}, shall select the card to be played"
                    + ("; the other is no exposed card, there being no penalty against the maker." if own else "."))

    def choose(ev: Elected | PenaltyCalled) -> str:
        if not isinstance(ev, PenaltyCalled) or ev.card is None:
            return f"{ev.seat} elected to select the card to be played."
        if ev.card is card and other is not None and trick is not None and (seat, other) in trick.plays:
            trick.plays[trick.plays.index((seat, other))] = (seat, card)
            state.return_to_hand(seat, other)
            state.take_from_hand(seat, card)
            state.played[seat][state.played[seat].index(other)] = card
            return f"{ev.seat} selected {card.name()}: it is played in place of {other.name()}, which {seat} takes " \
                   "back into his hand."
        if ev.card is card:
            demand_from_call(state, ev, ruling, i, trick=k - 1, kind="play_card")
            return f"{ev.seat} selected {card.name()}, which {seat} must play to the trick."
        return f"{ev.seat} selected {ev.card.name()}: it stands as played, and {seat} takes {card.name()} back " \
               "into his hand."

    def check(ev: PenaltyCalled) -> str | None:
        if ev.target != seat or ev.card not in (card, other):
            return f"the card selected must be one of the cards {seat} played to the trick"
        if state.trick is not trick:
            return "the trick has been turned and quitted"
        return None

    open_options(state, ruling, MAKER, {"choose_card": choose}, blocking=False, caller_check=check,
                 call_laws=[cite("callace:28")], may=lambda s: s == maker)


def _expose(state: DealState, i: int, ev: CardExposed) -> bool:
    """callace:28, 29, 30 (and 7, during the deal)."""
    seat, card, how = ev.seat or "", ev.card, ev.how
    cs = kept(state)
    if card not in state.played[seat]:
        cs.exposures.append((i, seat, card, how))
    if state.phase == "deal":
        _exposed_in_deal(state, i, seat, card)
        return True
    maker = state.out.maker
    did = {"dropped": "dropped face up", "named": "named", "shown": "showed", "two_played": "played"}[how]
    if seat == maker and how != "two_played":
        state.rule(Ruling(i, Irregularity.EXPOSED_CARD, [cite("callace:30")],
                          f"{seat}, the maker of the trump, {did} {card.name()}.",
                          "There is no penalty against the maker of the trump for exposing any or all of his cards."))
        return True
    if how == "two_played":  # by "any player", the maker too, who then selects his own card
        _two_played(state, i, seat, card)
        return True
    ruling = Ruling(i, Irregularity.EXPOSED_CARD, [cite("callace:29")], f"{seat} {did} {card.name()}.",
                    f"{_cap(card)} is an exposed card: it shall be laid upon the table, and may be called by the maker "
                    f"of the trump{f' ({maker})' if maker else ''} at any time; but {seat} cannot be made to revoke. "
                    "If it can be got rid of in the course of play, no penalty remains.")
    _liable(state, i, seat, card, ruling)
    return True


def _correct(state: DealState, i: int, ev: PlayCorrected) -> bool:
    """callace:39, 41 (30 for the maker)."""
    seat, trick, maker = ev.seat or "", state.trick, state.out.maker
    k = next((k for k in range(len(trick.plays) - 1, -1, -1) if trick.plays[k][0] == seat), None) if trick else None
    if trick is None or k is None:
        state.rule(Ruling(i, Irregularity.REVOKE, [cite("callace:39")],
                          f"{seat} tried to correct a card after the trick was "
                          "turned and quitted.", "Too late: a revoke may be corrected only before the trick in which "
                          "it occurs is turned and quitted. The card played stands."))
        return True
    old = trick.plays[k][1]
    state.return_to_hand(seat, old)
    state.take_from_hand(seat, ev.card)
    trick.plays[k] = (seat, ev.card)
    state.played[seat][state.played[seat].index(old)] = ev.card
    for r in state.revokes:
        if r.seat == seat and r.trick == len(state.out.tricks) and r.card is old and not r.corrected:
            r.corrected = r.righted = True
            finding = (f"{seat} corrected his renounce, playing {ev.card.name()} for {old.name()}, before the trick "
                       "was turned and quitted.")
            retake = "those who have played after him may take back their cards and substitute others without penalty"
            if seat == maker:
                laws = [cite("callace:39"), cite("callace:41"), cite("callace:30")]
                state.rule(Ruling(i, Irregularity.REVOKE_CORRECTED, laws, finding, f"No revoke; {retake}. There "
                                  "is no penalty against the maker of the trump for the card exposed."))
            else:
                _liable(state, i, seat, old, Ruling(
                    i, Irregularity.REVOKE_CORRECTED, [cite("callace:39"), cite("callace:41")], finding,
                    f"No revoke; {retake}. {_cap(old)}, played in error, becomes an exposed card, and may be called by "
                    "the maker of the trump."))
    return True


def _remark(state: DealState, i: int, ev: Remarked) -> bool:
    """callace:18 (the trump card named), 49 (attention called to a trick or to the score)."""
    seat, about, maker = ev.seat or "", ev.about, state.out.maker
    if about == "trump_card":
        taken = state.phase in ("play", "done") and state.dealer_discards \
            and (bool(state.discards) or bool(state.played[state.dealer]))
        if not taken:
            state.rule(Ruling(i, Irregularity.TRUMP_CARD_NAMED, [cite("callace:18")],
                              f"{seat} named the trump card while it "
                              "was still to be seen.", "No breach: the law forbids telling what the trump card was "
                              "only once it is taken up into the dealer's hand or played to a trick."))
        else:
            state.rule(Ruling(i, Irregularity.TRUMP_CARD_NAMED, [cite("callace:18")],
                              f"{seat} told what the trump card was after "
                              "it had been taken up into the dealer's hand.", "Any player may ask what the trump suit "
                              "is, but he cannot be informed what the denomination of the trump card was. The law "
                              "gives no penalty."))
        return True
    trick = state.trick
    trick_no = len(state.out.tricks) + (1 if trick is not None and len(trick.plays) == len(state.active) else 0)
    what = "the score" if about in ("score", "bridge") else "the trick"
    finding = f"{seat} called attention to {what} during trick {trick_no + 1}"
    if state.phase != "play" or maker is None:
        state.rule(Ruling(i, Irregularity.ATTENTION_CALLED, [cite("callace:49")],
                          finding.split(" during")[0] + " before the "
                          "trump was made.", "The law's remedy is the maker's call upon a player to win or to lose the "
                          "trick; there is no maker and no trick yet: no remedy."))
        return True
    if seat == maker:
        state.rule(Ruling(i, Irregularity.ATTENTION_CALLED, [cite("callace:49")],
                          finding + "; he is the maker of the trump.",
                          "The law's remedy is the maker's own call; it gives none against the maker: no penalty."))
        return True
    ruling = Ruling(i, Irregularity.ATTENTION_CALLED, [cite("callace:49")], finding + ".",
                    f"The player whose attention is attracted may be called upon by the maker of the trump, {maker}, "
                    "to win or to lose the trick.")

    def demand(kind: str) -> Effect:
        def take(ev2: Elected | PenaltyCalled) -> str:
            if isinstance(ev2, PenaltyCalled):
                demand_from_call(state, ev2, ruling, i, trick=trick_no, kind=kind)
                return f"{ev2.seat} called upon {ev2.target} to {kind} the trick."
            return f"{ev2.seat} elected to call upon a player to {kind} the trick."
        return take

    def check(ev2: PenaltyCalled) -> str | None:
        if ev2.target in (maker, seat):
            return f"the call is upon the player whose attention {seat} attracted, not upon {ev2.target}"
        return None

    open_options(state, ruling, MAKER, {"call_win": demand("win"), "call_lose": demand("lose")}, blocking=False,
                 caller_check=check, may=lambda s: s == maker)
    return True


def _look_back(state: DealState, i: int, ev: LookedBack) -> bool:
    """callace:48: "under penalty of having a suit called from him or his partners"."""
    seat, maker = ev.seat or "", state.out.maker
    if not state.out.tricks or maker is None:
        state.rule(Ruling(i, Irregularity.LOOKED_BACK, [cite("callace:48")],
                          f"{seat} looked back, but no trick had been turned "
                          "down.", "No penalty."))
        return True
    partner = disclosed(state)
    partner = partner if partner != maker else None
    side = {maker} | ({partner} if partner else set())
    if seat in side:
        callers = set(state.seats) - side
        targets = side
        effect = (f"A suit may be called from {seat} or his partner{'' if partner else ' (once known)'} by an "
                  "adversary of the maker of the trump.")
    else:  # his partners, the other adversaries, are known once the maker's partner is, or the maker plays alone
        known = partner is not None or state.out.lone == maker
        callers = {maker}
        targets = {seat} | ((set(state.seats) - side) if known else set())
        effect = f"The maker of the trump, {maker}, may call a suit from {seat}" + \
            (" or any of his partners, the other adversaries." if known else ".")
    ruling = Ruling(i, Irregularity.LOOKED_BACK, [cite("callace:48")],
                    f"{seat} looked at a trick that had been turned down.",
                    effect)

    def check(ev2: PenaltyCalled) -> str | None:
        return None if ev2.target in targets else f"the suit may be called only from {' or '.join(sorted(targets))}"

    open_options(state, ruling, "an adversary" if seat in side else MAKER, {"call_suit": suit_called(state, i, ruling)},
                 blocking=False, caller_check=check, may=lambda s: s in callers)
    return True


def _show(state: DealState, i: int, ev: CardsShown) -> bool:
    kept(state).shown.setdefault(ev.seat or "", set()).update(ev.cards)
    revokes.show(state, i, ev)
    return True


def _abandon(state: DealState, i: int, ev: Abandoned) -> bool:
    """Play stopped once three tricks are turned: an early euchre, perhaps (callace:46), judged at the close."""
    if state.phase == "play" and len(state.out.tricks) + bool(
            state.trick and len(state.trick.plays) == len(state.active)) >= 3:
        kept(state).abandoned = (i, ev)
        return True
    return False


# -- revokes (36-38, 42, 6) --------------------------------------------------------------------------


def _claim(state: DealState, i: int, ev: Claimed) -> bool:
    if revokes.of_another_deal(state, i, ev):
        return True
    against, claimant, cs = ev.against, ev.seat or "", kept(state)
    r = revokes.claimed(state, i, ev)
    if r is not None and state.trick_full:
        state.quit_trick()  # a full trick on the table is turned before the hand is abandoned
    where = f" in trick {ev.trick}" if ev.trick else ""
    if r is None and not state.closing:
        return True  # the proof may follow: a card shown, or played later, or the trick played out
    if r is None:
        state.rule(revokes.unproved(state, i, ev, [cite("callace:36")], []))
        return True
    if claimant == against:
        state.rule(Ruling(i, Irregularity.REVOKE_NOT_PROVED, [cite("callace:36")],
                          f"{claimant} claimed his own revoke{where}.",
                          "A player cannot claim his own revoke: no effect."))
        return True
    r.corrected = True  # ruled on now; not to be reported as unclaimed
    state.take_back_score()  # claimed after the hand was played out: the revoke decides the hand
    state.phase = "done"
    cs.claim = Claim(r, f"{r.finding}; {claimant} claimed the revoke.")
    _resolve_claim(state, final=False)
    return True


def _resolve_claim(state: DealState, final: bool) -> None:
    cs = kept(state)
    claim = cs.claim
    assert claim is not None
    r = claim.revoke
    finding = find_partner(state)
    if not finding.known:
        if final:
            suit = _suit_word(state)
            _await_showing(state, r.event, [cite("callace:36"), cite("callace:46")],
                           claim.finding + f" The hands were abandoned before "
                           f"the holder of the best {suit} in play was known.", "The side in fault cannot be told "
                           "until all the cards are shown, to determine whether or not the maker of the trump had a "
                           "partner (as law 46 directs when a euchre comes early); the ruling awaits the showing.")
        return
    cs.claim_ruled = True
    makers = makers_of(state, finding)
    others = revokes.established(state)
    if any((x.seat in makers) != (r.seat in makers) for x in others):
        for x in others:
            x.corrected = True
        state.rule(Ruling(r.event, Irregularity.REVOKE, [cite("callace:42"), cite("callace:6")],
                          claim.finding + " Both sides revoked.",
                          f"The deal is void, and the same dealer, {state.dealer}, deals again."))
        state.finish("redeal")
        return
    rule_revoke(state, r, claim.finding, finding)


def rule_revoke(state: DealState, r: Revoke, finding: str, partner: PartnerFinding) -> None:
    """callace:36-38: the hands abandoned; a march to the maker's side (the lone hand's score to a lone maker) if
    an adversary revoked; two points to each adversary if the maker or his partner revoked."""
    maker = state.out.maker or ""
    makers = makers_of(state, partner)
    lone = state.out.lone is not None or partner.partner is None
    if r.seat in makers:
        laws, award = [cite("callace:36"), cite("callace:38")], {s: 2 for s in state.seats if s not in makers}
    elif lone:
        laws = [cite("callace:36"), cite("callace:37")] + ([] if state.out.lone else [cite("callace:45")])
        award = {maker: state.code.hand_score(5, True, state.n).makers}
    else:
        march = state.code.hand_score(5, False, state.n).makers
        laws, award = [cite("callace:36")], {s: march for s in sorted(makers, key=state.seats.index)}
    barred = _barred(state, makers, partner)
    text = []
    for seat, points in award.items():
        if seat in barred:
            text.append(f"{seat} scores nothing (law {barred[seat][0].id.split(':')[1]}, {barred[seat][1]})")
            continue
        state.out.points[seat] += points
        text.append(f"{seat} scores {points}")
    # Call-Ace's revoke is "Failure to follow suit when able to do so" (the text): a penalty not complied with is one
    # only by Foster's law 30, "non-compliance with a performable penalty", persuasive
    silent = "The code in force is silent on a penalty not complied with; Foster's law 30, persuasive, makes it a " \
             "revoke. " if r.breach else ""
    state.rule(Ruling(r.event, Irregularity.REVOKE, laws, finding, f"{silent}The hands are abandoned; "
                      + ", ".join(text) + ".", persuasive=[cite("foster:30")] if r.breach else []))
    state.finish("scored")


# -- scoring (43-46; 20, 27) ------------------------------------------------------------------------


def _barred(state: DealState, makers: set[str], partner: PartnerFinding) -> dict[str, tuple[Citation, str]]:
    """Who scores nothing this hand, by the law and why: the players of the side of one who had the wrong number
    of cards (27), the partner who gave an intimation that he is the partner (20)."""
    cs = kept(state)
    barred: dict[str, tuple[Citation, str]] = {}
    adversaries = set(state.seats) - makers
    for seat in cs.no_score:
        for s in makers if seat in makers else adversaries:
            barred.setdefault(s, (cite("callace:27"), f"{seat} having had the wrong number of cards"))
    p = partner.partner
    if p is not None and partner.card is not None:
        hint = next(((i, how) for i, s, c, how in cs.exposures if s == p and c is partner.card
                     and how in ("named", "shown")), None)
        if hint is not None:
            barred.setdefault(p, (cite("callace:20"), "having given an intimation that he is the partner"))
            if not cs.intimation_ruled:
                cs.intimation_ruled = True
                how = "named" if hint[1] == "named" else "showed"
                state.rule(Ruling(hint[0], Irregularity.INTIMATION, [cite("callace:20")],
                                  f"{p}, the partner (the holder of "
                                  f"{partner.card.name()}, the best {_suit_word(state)} in play), {how} it before it "
                                  "fell, giving an intimation that he is the partner.",
                                  f"{p} scores nothing this deal."))
    return barred


def _suit_word(state: DealState) -> str:
    """``club`` for clubs called."""
    return state.called_suit.plural[:-1] if state.called_suit else "card"


def score_hand(state: DealState) -> None:
    """The hand played out: points by seat (43-46)."""
    finding = find_partner(state)
    if not finding.known:
        _await_showing(state, None, [cite("callace:20"), cite("callace:46")],
                       "The record does not show who held the best card in play of "
                       "the suit called.", "All the cards must be shown to determine whether the maker had a partner.")
        return
    _score(state, finding, early=False)


def _score(state: DealState, finding: PartnerFinding, early: bool) -> None:
    maker = state.out.maker or ""
    makers = makers_of(state, finding)
    won = sum(1 for t in state.out.tricks if t.winner in makers)
    declared = state.out.lone is not None
    score = state.code.hand_score(won, declared or finding.partner is None, state.n)
    laws = list(score.laws)
    if not declared and finding.partner is None:
        laws.append(cite("callace:45"))
        if finding.holder == maker and state.called_suit is not None:
            laws.append(cite("callace:22"))
    if early:
        laws.append(cite("callace:46"))
    barred = _barred(state, makers, finding)
    for seat in state.seats:
        if seat not in barred:
            state.out.points[seat] += score.makers if seat in makers else score.defenders
    laws += [c for c in (cite("callace:27"), cite("callace:20")) if any(b[0] == c for b in barred.values())]
    state.out.decided_by("points", *laws)
    state.finish("scored")


def _await_showing(state: DealState, event: int | None, laws: list[Citation], finding: str, effect: str) -> None:
    ruling = Ruling(event, Irregularity.CARDS_TO_BE_SHOWN, laws, finding, effect)
    open_options(state, ruling, "the table", {})
    state.phase = "done"


def closing(state: DealState) -> None:
    """Before the deal's outcome is read: a claim waiting on the partner, a euchre that came early (46)."""
    cs = kept(state)
    trick = state.trick
    if state.phase == "play" and trick is not None and len(trick.plays) == len(state.active) \
            and not state.claim_waits:  # a revoke claimed on it waits for its turning (39)
        state.quit_trick()
    if cs.claim is not None and not cs.claim_ruled and state.out.status != "redeal":
        _resolve_claim(state, final=True)
    elif state.phase == "play" and len(state.out.tricks) >= 3 and not state.claim_waits:
        _early_euchre(state)
    if cs.abandoned is not None and state.phase == "play":
        play_faults.abandoned(state, *cs.abandoned)
    found = find_partner(state)
    state.out.extra.update({
        "called": state.called_suit.value if state.called_suit else None,
        "partner": found.partner,
        "partner_known": found.known,
    })


def _early_euchre(state: DealState) -> None:
    """callace:46: "In case the euchre occurs early in the play, all the cards must be shown, in order to determine
    whether or not the maker of the trump had a partner, if he called for one." """
    maker = state.out.maker or ""
    tricks = [t for t in state.out.tricks if t.winner is not None]
    finding = find_partner(state)
    if finding.known:
        makers = makers_of(state, finding)
        if sum(1 for t in tricks if t.winner not in makers) >= 3:
            if state.trick is not None:
                state.out.tricks.append(state.trick)
                state.trick = None
            _score(state, finding, early=True)
        return
    if all(sum(1 for t in tricks if t.winner not in (maker, c)) >= 3 for c in candidates(state)):
        if state.trick is not None:
            state.out.tricks.append(state.trick)
            state.trick = None
        suit = _suit_word(state)
        _await_showing(state, None, [cite("callace:46")], f"{maker}, the maker of the trump, was euchred in the first "
                       f"{len(tricks)} tricks, whoever his partner; the record does not show who held the best {suit} "
                       "in play.", "All the cards must be shown, in order to determine whether or not the maker of the "
                       "trump had a partner; the ruling awaits the showing.")


_HANDLERS: dict[str, Callable[[DealState, int, Any], bool]] = {
    "deal": _deal,
    "deal_fault": _deal_fault,
    "pass": _pass,
    "turn_down": _pass,
    "order_up": _order,
    "take_up": _order,
    "make": _make,
    "discard": _discard,
    "call_partner": _call_partner,
    "go_alone": _go_alone,
    "play": _play,
    "expose": _expose,
    "correct": _correct,
    "remark": _remark,
    "look_back": _look_back,
    "show": _show,
    "claim": _claim,
    "abandon": _abandon,
}
#: The events the Call-Ace laws rule themselves (``own_event``), before the family's parts.
OWN_EVENTS = frozenset(_HANDLERS)
