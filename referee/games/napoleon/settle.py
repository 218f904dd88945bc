"""What a deal of Napoleon pays (napoleon-spoil-five.md §7.6): the bid made or failed, paid by each adversary or to
each, by the bid and not the tricks; the dealer bound to bid; a revoke, paid all by the player in fault; an
adversary's card out of turn; the foul hands; and the pool, where agreed."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...ledger.settlement import POOL, Settlement, Transfer
from ...table.facts import HandOver, PoolTaken
from . import bids
from .options import agreed

if TYPE_CHECKING:
    from ...table.state import Table
    from .slot import Slot


def result(table: Table[Slot]) -> str | None:
    """``made``, ``failed``, or None where the deal is not decided (yet)."""
    own = table.own
    bid, bidder = own.bid, own.bidder
    if bid is None or bidder is None:
        return None
    if own.scored_as_made is not None:
        return "made"
    won = table.tricks_won(bidder)
    lost = len(table.closed) - won
    if own.foul.get(bidder) == "fewer" and not table.hand(bidder) and table.trick is None:
        lost = 5 - won  # he is supposed to have lost each trick he has no card for
    need = 5 if own.compelled else bid.tricks
    if bid.kind == "misere":
        decided = "failed" if won else "made" if won + lost >= 5 else None
    else:
        decided = "made" if won >= need else "failed" if lost > 5 - need else None
    if decided is None and own.outcome is not None and own.outcome.seat == bidder:
        tricks = own.outcome.tricks
        decided = ("made" if tricks == 0 else "failed") if bid.kind == "misere" else (
            "made" if tricks >= need else "failed")
    return decided


def settle(table: Table[Slot]) -> Settlement:
    own = table.own
    if own.void:
        return ()
    keller = table.record.code == "keller"
    next_dealer = table.left_of(table.dealer, table.seats)
    out: list[Transfer] = []
    if own.bound is not None:
        out += [Transfer(1, a, own.bound, "foster:napoleon#dealer-bound") for a in table.in_deal if a != own.bound]
    elif own.bidder is None or own.bid is None:
        return ()
    else:
        bidder, bid = own.bidder, own.bid
        adversaries = [a for a in table.in_deal if a != bidder]
        english = bool(agreed(table.record, "english_stakes"))
        made_value, failed_value, laws = bids.values(bid, keller, english, own.compelled)
        if own.revoke is not None:
            revoker = own.revoke[0]
            law = "keller:napoleon#revoke" if keller else "foster:napoleon#revoke"
            if revoker == bidder:
                out += [Transfer(failed_value, a, bidder, law) for a in adversaries]
            else:
                out.append(Transfer(made_value * len(adversaries), bidder, revoker, law))
        else:
            if own.played_on is not None and not own.compelled and table.trick is not None \
                    and len(table.tricks) == own.played_on_trick + 1:  # the opponents' election is due
                table.apply(HandOver("awaiting", None))
                return ()
            decided = result(table)
            if decided is None:
                return ()
            foul_bidder = own.foul.get(bidder)
            foul_adversary = any(a in own.foul for a in adversaries)
            if decided == "made" and foul_bidder != "more":
                out += [Transfer(made_value, bidder, a, laws[0], also=laws[1:]) for a in adversaries]
                if foul_adversary:
                    out = _paid_by("foster:napoleon#foul-adversary", out)
            elif decided == "failed" and not (foul_bidder is None and foul_adversary):
                offenders = {s for s, _ in own.out_of_turn}
                out += [Transfer(failed_value, a, bidder, laws[0], also=laws[1:]) for a in adversaries
                        if a not in offenders]
                if foul_bidder == "more":
                    out = _paid_by("foster:napoleon#foul-bidder-more", out)
            if foul_bidder == "fewer":
                out = _paid_by("foster:napoleon#foul-bidder-fewer", out)
        out += [Transfer(3, bidder, seat, "foster:napoleon#adversary-out-of-turn") for seat, _ in own.out_of_turn]
    out += _pool(table)
    table.apply(HandOver("scored", next_dealer))
    return tuple(out)


def _paid_by(law: str, transfers: list[Transfer]) -> list[Transfer]:
    """``transfers`` paid by ``law`` first (a foul hand's sentence), their own laws after it."""
    return [Transfer(t.amount, t.to, t.from_, law, also=(t.law, *t.also)) for t in transfers]


def _pool(table: Table[Slot]) -> list[Transfer]:
    """The pool's counters (foster:napoleon#pool): a fresh pool's stakes from every player, else the dealer's; the
    penalties and purchases paid into it; a nap made takes it, a nap failed doubles it where agreed."""
    own, record = table.own, table.record
    if record.code == "keller" or not agreed(record, "pool"):
        return []
    stake = int(agreed(record, "pool_stake"))
    out = ([Transfer(stake, POOL, seat, "foster:napoleon#pool") for seat in table.seats] if not table.carry.pool_formed
           else [Transfer(stake, POOL, table.dealer, "foster:napoleon#pool")])
    out += [Transfer(n, POOL, seat, law) for seat, n, law in own.pool_paid]
    bid, bidder = own.bid, own.bidder
    if bid is not None and bidder is not None and bid.five and own.revoke is None:
        standing = table.carry.pool + sum(t.amount for t in out)
        decided = result(table)
        if decided == "made":
            law = "foster:napoleon#purchase-pool" if agreed(record, "purchase") else "foster:napoleon#pool-nap"
            out.append(Transfer(standing, bidder, POOL, law))
            table.apply(PoolTaken())
        elif decided == "failed" and agreed(record, "nap_doubles_pool"):
            out.append(Transfer(standing, POOL, bidder, "foster:napoleon#pool-nap-fails"))
    return out
