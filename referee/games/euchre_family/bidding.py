"""The bidding round: the trump made by bidding instead of by a turn-up (family.md §3-4, issue 23).

"The players bidding in turn for the privilege of naming the trump suit" (foster:auction#ordinary-game): each in
turn, beginning with the eldest hand (keller:french-euchre#bidding), has one bid or passes; "There is no second
bid" (foster:auction#highest-names, keller:french-euchre#one-bid). What a bid must be is the game's own rule, which
the game declares (``Game.bid_fault``, ``bid_rank``, ``bid_ends``): a bid the game does not allow is of no effect,
and the ruling says so and cites the law; it was the player's one bid. Of equal bids the first holds
(keller:french-euchre#equal-bids; persuasive where the game's section is silent). The holder of the bid is the
deal's ``maker``: he names the trump (``make``), or the suit of his bid is the trump where the game names it in the
bid. No one bidding, the deal is void and passes to the left: the sections are silent, and Foster's law 22 is cited
as persuasive.

Readings (docs/reading.md, The bidding round): a bid or pass out of turn stands when the player's turn comes (the
sections are silent; Call-Ace's law 51 is persuasive, as for an order out of turn); a record that goes on to the
trump named, the widow or the play before every player is heard has the players not heard passing.

The bidding round is a part (``AUCTION``, ``part.FamilyPart``) that each game bidding for the trump lists before the
turn-up's: it takes the bids, the partners chosen or called for, and the passes and the trump named while a bidding
round is open; a bid at a table whose trump is turned up it rules all the same (``bid``: no effect).
"""
from __future__ import annotations

from ...cards import Suit
from ...law.laws import Citation, cite
from ...law.rulings import Irregularity, Ruling
from ...record import BidMade, Event, HolderCalled, PartnersChosen, Passed, TrumpMade
from ...state import BiddingRound, DealState
from .. import Bid
from .part import FamilyPart

#: The sections say nothing of a deal in which no one bids: Foster's law for no one naming a trump.
NO_BID = "foster:22"
#: The sections say nothing of a bid out of turn: Foster's Call-Ace law for a decision given out of turn.
OUT_OF_TURN = "callace:51"


def dealt(state: DealState) -> None:
    """The cards are dealt: where the game bids for the trump instead of turning one up (``Game.bidding``), the
    bidding begins."""
    if state.game.bidding is not None:
        begins(state)


def begins(state: DealState) -> None:
    """The bidding begins with the eldest hand."""
    state.bidding_round = BiddingRound(tuple(state.rotation(state.eldest)))
    state.phase = "bidding"


def _round(state: DealState) -> BiddingRound:
    if state.bidding_round is None:
        begins(state)
    assert state.bidding_round is not None
    return state.bidding_round


def _law(law: str | None) -> list[Citation]:
    return [cite(law)] if law else []


def _bid(ev: BidMade) -> Bid:
    return Bid(ev.value, ev.suit, ev.misere)


def said(bid: BidMade) -> str:
    """A bid as said at the table: ``3``, ``5 in hearts``, ``7 no trumps``, ``misere``."""
    if bid.misere:
        return "misere"
    suit = " no trumps" if bid.suit == "NT" else f" in {Suit.parse(bid.suit).plural}" if bid.suit else ""
    return f"{bid.value}{suit}"


def bid(state: DealState, i: int, ev: BidMade) -> None:
    """A bid: heard in the player's turn, given early out of it, or of no effect (no second bid; the bidding over;
    a game whose trump is turned up)."""
    seat = ev.seat or ""
    law = state.game.bidding
    if law is None:
        state.rule(Ruling(i, Irregularity.BID, [], f"{seat} bid {said(ev)}, but in {state.game.title} the trump is "
                          "made by the card turned up, not by bidding.", "No effect: the game has no bidding."))
        return
    r = _round(state)
    cut_off = r.ended[1] if r.ended else frozenset()
    if seat in r.early or seat in r.heard and seat not in cut_off:
        state.rule(Ruling(i, Irregularity.BID, _law(state.game.one_bid), f"{seat} bid {said(ev)}, having already "
                          f"had his turn to bid.", "No second bid: no effect."))
        return
    if state.phase != "bidding":
        why = "a bid ended it" if r.ended else "each bids in turn"
        state.rule(Ruling(i, Irregularity.BID, [cite(r.ended[0])] if r.ended else _law(law),
                          f"{seat} bid {said(ev)} after the bidding was over.", f"No effect: {why}, and the bidding "
                          "was over."))
        return
    if seat != r.turn:
        _early(state, i, seat, f"bid {said(ev)}", ev)
        return
    _hear(state, i, ev)
    _advance(state, i)


def passed(state: DealState, i: int, ev: Passed) -> None:
    """A refusal to bid: the player's turn is had."""
    seat = ev.seat or ""
    r = _round(state)
    if state.phase != "bidding" or seat in r.heard or seat in r.early:
        return  # a pass once his turn is had, or the bidding over, says nothing more
    if seat != r.turn:
        _early(state, i, seat, "passed", ev)
        return
    r.heard[seat] = i
    _advance(state, i)


def _early(state: DealState, i: int, seat: str, what: str, ev: Event) -> None:
    """A bid or pass out of turn: the sections are silent; Call-Ace's law 51 is persuasive: it stands when the
    player's turn comes, and does not prevent any player in his right turn from bidding."""
    r = _round(state)
    r.early[seat] = (i, ev)
    state.rule(Ruling(i, Irregularity.BID, [], f"{seat} {what} out of his turn; it was {r.turn}'s turn to bid.",
                      "The game's section is silent on a bid out of turn; Foster's Call-Ace law 51 is cited as "
                      "persuasive: it does not prevent any player in his right turn from bidding, and his decision, "
                      "already given, stands when his turn comes.", persuasive=[cite(OUT_OF_TURN)]))


def _hear(state: DealState, i: int, ev: BidMade) -> None:
    """A bid in turn: the player's one bid, of effect if the game allows it."""
    r = _round(state)
    seat = ev.seat or ""
    r.heard[seat] = i
    held = r.holding[1] if r.holding else None
    fault = state.game.bid_fault(_bid(ev), _bid(held) if held else None)
    if fault is not None:
        why, law = fault
        state.rule(Ruling(i, Irregularity.BID, [cite(law)], f"{seat} bid {said(ev)}: {why}.",
                          "The bid is of no effect; it was his one bid."))
        return
    r.bids.append((i, ev))
    rank = state.game.bid_rank(_bid(ev))
    if held is None or rank > state.game.bid_rank(_bid(held)):
        r.holding = (i, ev)
    elif rank == state.game.bid_rank(_bid(held)):
        equal = cite(state.game.equal_bids)
        binding, persuasive = ([equal], []) if state.game.equal_bids_binding else ([], [equal])
        silent = "" if binding else ("The game's section is silent on equal bids; Keller's rule for French Euchre is "
                                     "cited as persuasive: ")
        state.rule(Ruling(i, Irregularity.BID, binding, f"{seat} bid {said(ev)}, equal to {held.seat}'s bid of "
                          f"{said(held)}.", f"{silent}The first of equal bids holds: {held.seat}'s.",
                          persuasive=persuasive))
    ends = state.game.bid_ends(_bid(ev))
    if ends is not None and r.holding is not None and r.holding[1] is ev:
        state.out.decided_by("maker", cite(ends))
        r.ended = (ends, frozenset(s for s in r.order if s not in r.heard))
        for other in r.ended[1]:
            r.heard[other] = i  # the bidding is ended: no one after him bids


def _advance(state: DealState, i: int) -> None:
    """The next player's turn; a bid or pass he gave out of turn now stands. Every player heard, the bidding is
    over."""
    r = _round(state)
    while r.turn is not None and r.turn in r.early:
        k, ev = r.early.pop(r.turn)
        if isinstance(ev, BidMade):
            _hear(state, k, ev)
        else:
            r.heard[ev.seat or ""] = k
    if r.turn is None:
        close(state, i)


def close(state: DealState, i: int) -> None:
    """The bidding over: the holder of the bid is the maker; no one bidding, the deal is void."""
    r = _round(state)
    for seat in r.order:
        r.heard.setdefault(seat, i)  # not heard before the record went on: he passed
    r.early.clear()
    if r.holding is None:
        state.rule(Ruling(i, Irregularity.BID, [], "No one bid.", "The game's section is silent on a deal in which "
                          "no one bids; Foster's law 22 is cited as persuasive: the deal is void, and passes to the "
                          "next player on the dealer's left.", persuasive=[cite(NO_BID)]))
        state.finish("passed")
        return
    k, held = r.holding
    seat = held.seat or ""
    state.out.maker = seat
    state.out.extra["bid"] = {"seat": seat, "value": held.value, "suit": held.suit, "misere": held.misere}
    state.out.decided_by("maker", *_law(state.game.bidding))
    names_suit = state.game.suit_bid(state.n)
    if names_suit is not None and held.suit is not None:  # a bid recorded without its suit: the holder names it
        suit = Suit.parse(held.suit) if held.suit != "NT" else None
        state.out.decided_by("trump", cite(names_suit))
        state.settle(seat, suit, _alone(state, held), takes_up=False)
        _first_lead(state)
        return
    state.phase = "naming"


def made(state: DealState, i: int, ev: TrumpMade) -> None:
    """The trump named: by the holder of the bid once the bidding is over (the players not heard having passed)."""
    seat = ev.seat or ""
    if state.phase == "bidding":
        close(state, i)
    if state.phase != "naming":
        state.rule(Ruling(i, Irregularity.BID, [], f"{seat} named {ev.suit.plural} after the trump was settled.",
                          "The trump was already made: no effect."))
        return
    if seat != state.out.maker:
        state.rule(Ruling(i, Irregularity.BID, _law(state.game.bidding), f"{seat} named {ev.suit.plural}, but "
                          f"{state.out.maker} holds the bid.", "Only the player who has made the highest bid names "
                          "the trump: no effect."))
        return
    alone = ev.alone or _alone(state, state.bidding_round.holding[1] if state.bidding_round and
                                 state.bidding_round.holding else None)
    if alone and state.game.no_lone_hands is not None:
        state.rule(Ruling(i, Irregularity.LONE_HAND_BARRED, [cite(state.game.no_lone_hands)],
                          f"{seat} named {ev.suit.plural} to play alone.", "No lone hand: the hand is played by "
                          "both partners."))
        alone = False
    state.out.decided_by("trump", *_law(state.game.bidding))
    state.settle(seat, ev.suit, alone, takes_up=False)
    _first_lead(state)


def _first_lead(state: DealState) -> None:
    """The game's own law of who leads the first trick (the eldest hand; the bidder, where ``bidder_leads``)."""
    if state.game.first_lead is not None:
        state.out.decided_by("leader", cite(state.game.first_lead))


def before_the_play(state: DealState, i: int) -> None:
    """The record goes on to the play (or the widow) while the bidding is still open: the players not heard
    passed."""
    if state.phase == "bidding":
        close(state, i)


def _alone(state: DealState, held: BidMade | None) -> bool:
    """A bid played without partners where the bidder chooses them (five-hand's eight and fifteen, seven-hand's ten
    and twenty): a lone hand (family.md §4)."""
    return state.game.chosen_partners is not None and held is not None and not state.game.partners_for(_bid(held))[0]


def widow_barred(state: DealState, i: int, seat: str) -> bool:
    """The holder of a bid that leaves the widow untouched (seven-hand's twenty, five-hand's fifteen) took it: no
    effect, ruled; False otherwise."""
    held = state.bidding_round.holding if state.bidding_round is not None else None
    law = state.game.widow_barred(_bid(held[1])) if held is not None and held[1].seat == seat else None
    if law is None or held is None:
        return False
    state.rule(Ruling(i, Irregularity.WIDOW, [cite(law)], f"{seat} took the widow, having bid {said(held[1])}.",
                      "The cards in the widow must remain untouched: no effect."))
    return True


def partners_chosen(state: DealState, i: int, ev: PartnersChosen | HolderCalled) -> None:
    """The successful bidder names his partners (``choose_partners``), or asks for the holder of a card, who answers
    "Here" (``call_holder``): as many as his bid takes, those beyond of no effect (the game's law)."""
    seat = ev.seat or ""
    what = "chose partners" if isinstance(ev, PartnersChosen) else "called for the holder of a card"
    law = state.game.chosen_partners if isinstance(ev, PartnersChosen) else state.game.call_holder
    r = state.bidding_round
    if law is None or r is None or r.holding is None:
        state.rule(Ruling(i, Irregularity.BID, [], f"{seat} {what}, but in {state.game.title} the successful bidder "
                          f"does not {'choose his partners' if isinstance(ev, PartnersChosen) else 'call for one'}.",
                          "No effect."))
        return
    if seat != state.out.maker:
        state.rule(Ruling(i, Irregularity.BID, [cite(law)], f"{seat} {what}, but {state.out.maker} holds the bid.",
                          "Only the successful bidder takes partners: no effect."))
        return
    if isinstance(ev, PartnersChosen):
        named = tuple(p for p in ev.partners if p != seat)
    else:
        holder = ev.holder or _holder_of(state, ev)
        named = (holder,) if holder is not None and holder != seat else ()
    partners = tuple(dict.fromkeys((*r.partners, *named)))
    held = r.holding[1]
    allowed, allowed_law = state.game.partners_for(_bid(held))
    if len(partners) > allowed:
        beyond = partners[allowed:]
        state.rule(Ruling(i, Irregularity.BID, [cite(allowed_law)], f"{seat} bid {said(held)} and {what}: "
                          f"{' and '.join(beyond)} beyond the {allowed} partner{'s' * (allowed != 1)} the bid takes.",
                          f"No effect for {' and '.join(beyond)}, who play against him."))
        partners = partners[:allowed]
    r.partners = partners
    state.out.extra["partners"] = list(partners)  # family.md §4: "Where partners are chosen, the deal's partners"


def _holder_of(state: DealState, ev: HolderCalled) -> str | None:
    """Who holds the card called, as the record shows the hands (None where it does not show it)."""
    return next((s for s, cards in state.hands.items() if ev.card in cards), None)


# -- the auction as a part (``part.FamilyPart``) --------------------------------------------------------------------


def pass_in_round(state: DealState, i: int, ev: Passed) -> bool:
    """A pass in the bidding round; a pass outside one (where the trump is turned up) is the turn-up's."""
    if state.bidding_round is None:
        return False
    passed(state, i, ev)
    return True


def trump_named(state: DealState, i: int, ev: TrumpMade) -> bool:
    """The trump named by the holder of the bid; where the trump is turned up, a suit made is the turn-up's."""
    if state.bidding_round is None:
        return False
    made(state, i, ev)
    return True


def bid_made(state: DealState, i: int, ev: BidMade) -> bool:
    bid(state, i, ev)
    return True


def partners_taken(state: DealState, i: int, ev: PartnersChosen | HolderCalled) -> bool:
    partners_chosen(state, i, ev)
    return True


#: The bidding round: where the game bids for the trump (``Game.bidding``: Auction, French, Five Hundred, five- and
#: seven-hand), it lists this part before the turn-up's, which takes the passes and the suits made where no bidding
#: round is open. A bid at a table whose trump is turned up is ruled here all the same, in its words (``bid``).
AUCTION: FamilyPart[DealState] = FamilyPart("the auction", {
    "pass": pass_in_round, "make": trump_named, "bid": bid_made, "choose_partners": partners_taken,
    "call_holder": partners_taken},
    absent=frozenset({"bid"}))
