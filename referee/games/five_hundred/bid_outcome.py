"""A Five Hundred deal by the outcome the table agreed (the record's ``outcome`` with its ``bid`` and ``others``,
docs/reading.md): scored by the bid as the deal played would be, by the one scoring (``FiveHundred.score_bid``:
foster:500#bidder-scores, #every-trick, #set-back, #ten-a-trick), from the tricks the outcome gives each side.

The outcome must say the bid that held (its value is Foster's table's, #table), unless the bidding is recorded, and
account for the hand's ten tricks: "Any player but the bidder winning a trick scores ten points for it, so it is
necessary for each player to keep separate the tricks he individually wins" (#ten-a-trick). Short of either it is
recorded and not scored, and the ruling says why, as Call-Ace's outcome without its partner. Where the deal's
recorded facts decide or contradict it (another bid, a side's tricks), they govern (``engine``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...cards import Suit
from ...law.laws import cite
from ...law.rulings import Irregularity, Ruling, tricks_said
from .. import Bid

if TYPE_CHECKING:
    from ...record import OutcomeAgreed
    from ...state import DealState


def bid_of(state: DealState, ev: OutcomeAgreed) -> Bid | None:
    """The bid that held: the outcome's, else the bidding's as recorded, where its holder is the outcome's bidder."""
    if ev.bid is not None:
        return ev.bid
    held = state.bidding_round.holding if state.bidding_round is not None else None
    if held is None or held[1].seat != ev.seat:
        return None
    return Bid(held[1].value, held[1].suit)


def tricks_of(state: DealState, ev: OutcomeAgreed) -> dict[str, int]:
    """Each side's tricks as the outcome gives them: the bidder's side ``tricks``, each other side its ``others``
    (a side not named, none)."""
    won = {side: (ev.others or {}).get(side, 0) for side in state.record.sides}
    won[state.side(ev.seat or "")] = ev.tricks
    return won


def differs(state: DealState, ev: OutcomeAgreed) -> list[str]:
    """How the outcome differs from the deal its recorded facts decided: the bid that held, each other side's
    tricks (the maker, the trump and the makers' tricks are the engine's to compare, as for every game)."""
    found = []
    held = state.out.extra.get("bid")
    if ev.bid is not None and isinstance(held, dict) and (held["value"], held["suit"]) != (ev.bid.value, ev.bid.suit):
        found.append(f"the bid that held was {bid_words(Bid(held['value'], held['suit']))}")
    won = state.tricks_won()
    for side, tricks in (ev.others or {}).items():
        if won.get(side, 0) != tricks:
            found.append(f"{side} took {tricks_said(won.get(side, 0))}")
    return found


def conflict(state: DealState, ev: OutcomeAgreed) -> str:
    """How the outcome contradicts the facts recorded of a deal they leave undecided: another bid holding, a side
    that had already taken more tricks than the outcome gives it ('' where it does not)."""
    held = state.bidding_round.holding if state.bidding_round is not None else None
    if ev.bid is not None and held is not None and (held[1].value, held[1].suit) != (ev.bid.value, ev.bid.suit):
        return f"the bid holding was {bid_words(Bid(held[1].value, held[1].suit))}"
    won = state.tricks_won()
    for side, tricks in (ev.others or {}).items():
        if won.get(side, 0) > tricks:
            return f"{side} had already taken {tricks_said(won[side])}"
    return ""


def settle(state: DealState, i: int, ev: OutcomeAgreed, said: str) -> tuple[Bid, dict[str, int]] | None:
    """The bid that held and each side's tricks by the outcome, to score the deal by (the maker, the trump and the
    bid recorded as the deal's); or None where the outcome lacks either, and the rulings say what it lacks."""
    game, seat = state.game, ev.seat or ""
    bid = bid_of(state, ev)
    won = tricks_of(state, ev)
    accounted = sum(won.values())
    if bid is None:
        state.rule(Ruling(i, Irregularity.OUTCOME_INCOMPLETE, [cite("foster:500#bidder-scores"), cite("foster:500#table")],
                          f"The outcome recorded ({said}) does not say the bid that held, and the record has no "
                          "bidding that does.",
                          "Not scored: the bidder scores his bid made, or is set back by it, at its value in Foster's "
                          "table; the outcome must give the bid, its tricks and its suit or no trumps."))
    if accounted < game.hand:
        state.rule(Ruling(i, Irregularity.OUTCOME_INCOMPLETE, [cite("foster:500#ten-a-trick")],
                          f"The outcome recorded ({said}) accounts for {accounted} of the {game.hand} tricks: it does "
                          f"not say who took the other {game.hand - accounted}.",
                          "Not scored: every player but the bidder scores ten for each trick he wins, and the bid is "
                          "made or set back by the bidder's tricks; the outcome must give each other player's tricks "
                          "(where four play, the other side's)."))
    if bid is None or accounted < game.hand:
        return None
    if ev.alone and state.partners(seat):
        state.rule(Ruling(i, Irregularity.NOT_RULED, [cite("foster:500#players")],
                          f"The outcome recorded says {seat} played alone.",
                          "Five Hundred has no lone hand: no effect; the bid is his side's, two against two."))
    trump = None if bid.suit == "NT" else Suit.parse(bid.suit or "")
    state.out.maker, state.out.trump = seat, trump
    state.out.no_trumps = trump is None and game.no_trumps is not None  # foster:500#bidding: no trump but the joker
    state.out.lone = None if state.partners(seat) else seat  # each for himself: his hand is his alone
    state.out.extra["bid"] = {"seat": seat, "value": bid.value, "suit": bid.suit, "misere": False}
    if game.bidding is not None:
        state.out.decided_by("maker", cite(game.bidding))
    names_suit = game.suit_bid(state.n)
    if names_suit is not None:
        state.out.decided_by("trump", cite(names_suit))
    return bid, won


def bid_words(bid: Bid) -> str:
    """``7 hearts``, ``6 no trumps``: a bid as the rulings say it."""
    return f"{bid.value} {'no trumps' if bid.suit == 'NT' else Suit.parse(bid.suit or '').plural}"
