"""One pass over a deal's events for a game that owns its deal: the part that takes each event rules on it and
applies it to the table; the game settles the deal once its events are folded; its ledger carries the deal's
carry to the next. The ruling has format 1's shape (record-format.md §2, family.md §6)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from ..law.laws import cite
from ..law.rulings import SETTLEMENT, Ruling
from ..ledger.settlement import POOL, Settlement, laws_of, net
from .facts import Ruled
from .state import Table

if TYPE_CHECKING:
    from ..ledger.carry import Carry
    from ..parts.base import Part
    from ..record import Deal, Record
    from .owner import DealOwner

S = TypeVar("S")


def fold_deal(game: DealOwner[S], record: Record, index: int, deal: Deal, carry: Carry) -> tuple[Table[S], Settlement]:
    """Deal ``index`` of ``record`` folded from ``carry``: its table, and what it pays."""
    table, _, _ = fold_events(game, record, index, deal, carry)
    settlement = game.settle(table)
    if settlement:
        moved = net(settlement)
        table.apply(Ruled(Ruling(None, SETTLEMENT, [cite(law) for law in laws_of(settlement)],
                                 _said(settlement, game.unit), _effect(moved, game.unit), anchored=True)))
    return table, settlement


def fold_events(game: DealOwner[S], record: Record, index: int, deal: Deal,
                carry: Carry) -> tuple[Table[S], Sequence[Part[S]], int]:
    """Deal ``index``'s events folded, not settled: its table, its parts and the index of the part in play (what the
    scorer's page asks of a deal as it stands, ``table.turn``)."""
    table: Table[S] = Table(game, record, index, deal, carry)
    parts: Sequence[Part[S]] = game.parts(table)
    current = 0
    for i, event in enumerate(deal.events):
        k = _taker(parts, current, event.type)
        if k is None:
            game.not_ruled(table, i, event)
            continue
        while current < k:  # a later part took it: the phases before it end where they stand
            parts[current].leave(table)
            current += 1
        parts[k].take(table, i, event)
        while current < len(parts) - 1 and parts[current].done(table):
            current += 1
    return table, parts, current


def _taker(parts: Sequence[Part[Any]], current: int, kind: str) -> int | None:
    """The part that takes an event of ``kind``: the current one or the first after it that does, else the last one
    before it that does (a late event, which that part rules on)."""
    later = next((k for k in range(current, len(parts)) if kind in parts[k].events), None)
    if later is not None:
        return later
    return next((k for k in range(current - 1, -1, -1) if kind in parts[k].events), None)


def _said(settlement: Settlement, unit: str) -> str:
    return "; ".join(f"{t.from_ or 'no one'} pays {t.to} {t.amount} {unit} ({t.law})" if t.from_ else
                     f"{t.to} scores {t.amount} {unit} ({t.law})" for t in settlement) + "."


def _effect(moved: dict[str, int], unit: str) -> str:
    return "; ".join(f"{who} {'+' if n > 0 else ''}{n}" for who, n in moved.items() if n) + f" {unit}." if any(
        moved.values()) else f"No {unit} change hands."


def deal_ruling(game: DealOwner[S], table: Table[S], settlement: Settlement, carry_after: Carry) -> dict[str, Any]:
    """The deal's ruling (ruling format 1, ``deals[]``), with the pool where the game keeps one."""
    moved = net(settlement)
    scored_by = table.record.sides
    out: dict[str, Any] = {
        "index": table.index, "dealer": table.dealer, "status": table.status, "trump": None, "maker": None,
        "alone": False, "lone": None, "tricks": [t.to_dict() for t in table.tricks],
        "points": {who: moved.get(who, 0) for who in scored_by},
        "rulings": [r.to_dict() for r in table.rulings], "next_dealer": table.next_dealer,
    }
    out.update(game.deal_fields(table))
    if game.ledger(table.record).summary(carry_after).get("pool_total") is not None:
        out["pool"] = moved.get(POOL, 0)
        out["pool_total"] = carry_after.pool
    return out


def rule_record(game: DealOwner[S], record: Record) -> dict[str, Any]:
    """The ruling (format 1) on ``record``, every deal folded from the carry the last one left."""
    ledger = game.ledger(record)
    carry = ledger.opening(record)
    deals: list[dict[str, Any]] = []
    for index, deal in enumerate(record.deals):
        table, settlement = fold_deal(game, record, index, deal, carry)
        carry = ledger.post(carry, settlement, table)
        deals.append(deal_ruling(game, table, settlement, carry))
    return {"format": "euchre-ruling/1", "game": record.game, "code": record.code, "deals": deals,
            **ledger.summary(carry)}
