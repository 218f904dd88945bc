"""Call-Ace's partner: "the player holding the best card *in play* of the suit called becomes the partner of the
caller for that deal" (callace:20), unknown until the card falls, and a maker who holds it himself has none (22).
Cards in the stock, the trump card turned down and the dealer's discard (placed under the stock) are not in play.
What the record tells of who holds it (``find_partner``), who may yet prove to (``candidates``), who the table
knows to (``disclosed``)."""
from __future__ import annotations

from dataclasses import dataclass

from ...cards import Card, Suit
from ...record import Dealt, Record
from ...schemas import pack_for
from ...state import DealState
from .slot import kept


def pack_in_use(record: Record) -> frozenset[Card]:
    """The cards in use at the table: the pack agreed in the options, else law 2's for the number of players."""
    return pack_for(record)


@dataclass(frozen=True, slots=True)
class PartnerFinding:
    """Whether the record tells who holds the best card in play of the suit called, and who."""

    known: bool
    holder: str | None = None  # who holds the best card in play (the maker himself, perhaps)
    card: Card | None = None
    partner: str | None = None  # the holder, unless it is the maker (22)


def ranked(state: DealState, suit: Suit) -> list[Card]:
    """The cards of ``suit`` in the pack in use, best first (the left bower and the joker are trumps)."""
    trump = state.out.trump
    suits = state.ranking.suit
    return sorted((c for c in pack_in_use(state.record) if suits[c] is suit),
                  key=lambda c: c.power(trump), reverse=True)


def turned_down(state: DealState) -> Card | None:
    """The trump card, if it was turned down: face up under the stock, out of play."""
    if state.turn_up is None or state.dealer_discards or state.phase == "first_round":
        return None
    return state.turn_up


def _dealt_event(state: DealState) -> Dealt | None:
    return next((ev for ev in state.deal.events if isinstance(ev, Dealt)), None)


def whereabouts(state: DealState) -> tuple[dict[Card, str], set[Card], set[str]]:
    """Cards known to be in play and who holds them; cards known to be out of play (the stock, the
    trump card turned down, the dealer's discard); and the seats whose hands in play are not all known."""
    out: set[Card] = set()
    dealt = _dealt_event(state)
    out.update(dealt.stock or () if dealt else ())
    down = turned_down(state)
    if down is not None:
        out.add(down)
    out.update(d for d in state.discards if d is not None)
    where: dict[Card, str] = {}
    unsure_dealer = state.dealer_discards and state.discard_unknown  # his discard may be any of his six
    for seat, cards in state.dealt.items():
        if seat == state.dealer and unsure_dealer:
            continue
        where.update((c, seat) for c in cards if c not in out)
    if state.dealer_discards and state.turn_up is not None and state.turn_up not in out and not unsure_dealer:
        where[state.turn_up] = state.dealer
    cs = kept(state)
    for seat in state.seats:
        for c in [*state.played[seat], *cs.shown.get(seat, ())]:
            where[c] = seat
    for _, seat, c, _ in cs.exposures:
        if c not in out:
            where[c] = seat
    counts = {s: 0 for s in state.seats}
    for s in where.values():
        counts[s] += 1
    return where, out, {s for s, k in counts.items() if k < 5}


def find_partner(state: DealState) -> PartnerFinding:
    """callace:20, 22: the holder of the best card in play of the suit called, if the record tells."""
    suit, maker = state.called_suit, state.out.maker
    if suit is None or maker is None or state.out.lone is not None:
        return PartnerFinding(True)
    where, out, unknown = whereabouts(state)
    for card in ranked(state, suit):
        if card in where:
            holder = where[card]
            return PartnerFinding(True, holder, card, None if holder == maker else holder)
        if card in out or not unknown:
            continue  # not in play
        return PartnerFinding(False)  # it may be in a hand the record does not show, or in the stock
    return PartnerFinding(True)  # no card of the suit is in play


def candidates(state: DealState) -> list[str | None]:
    """Who may yet prove to be the partner: a player whose hand the record does not wholly show, or who holds a
    card of the suit called; or no one (None)."""
    suit, maker = state.called_suit, state.out.maker
    if suit is None:
        return [None]
    where, _, unknown = whereabouts(state)
    holders = {where[c] for c in ranked(state, suit) if c in where}
    return [s for s in state.seats if s != maker and (s in unknown or s in holders)] + [None]


def disclosed(state: DealState) -> str | None:
    """Who the table knows to hold the best card in play of the suit called: he has played or exposed
    a card of it, and every better card is known to be out of play (the trump card turned down)."""
    suit = state.called_suit
    if suit is None or state.out.maker is None:
        return None
    seen: dict[Card, str] = {}
    for seat in state.seats:
        seen.update((c, seat) for c in state.played[seat])
    for _, seat, c, _ in kept(state).exposures:
        seen.setdefault(c, seat)
    down = turned_down(state)
    for card in ranked(state, suit):
        if card in seen:
            return seen[card]
        if card is not down:
            return None
    return None


def makers_of(state: DealState, finding: PartnerFinding) -> set[str]:
    maker = state.out.maker or ""
    return {maker} | ({finding.partner} if finding.partner else set())
