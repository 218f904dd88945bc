"""One pass over a deal's events for a game that owns its deal: the part that takes each event rules on it and
applies it to the table; the game settles the deal once its events are folded; its ledger carries the deal's
carry to the next. The ruling has format 1's shape (record-format.md §2, family.md §6)."""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from ..law.laws import cite
from ..law.rulings import SETTLEMENT, Named, Ruling
from ..ledger.settlement import POOL, Settlement, Transfer, laws_of, net
from .facts import Ruled
from .state import Table

if TYPE_CHECKING:
    from ..ledger.base import Ledger
    from ..ledger.carry import Carry
    from ..parts.base import Part
    from ..record import Deal, Event, Record

S = TypeVar("S")

AFTER_END = Named("after_end")
"""An event that comes once the hand is over, of no effect by the law the game names (``DealOwner.after_hand``)."""


class Folded(Protocol[S]):
    """What the fold asks of its game (``owner.DealOwner`` declares it): the deal's parts, what the game does with
    an event no part takes, its settlement and the unit it pays in, its ledger, its own fields of a deal's ruling."""

    @property
    def unit(self) -> str: ...

    @property
    def pool_unit(self) -> str: ...

    @property
    def settlement_ruled(self) -> bool: ...

    def new_slot(self, table: Table[S]) -> S: ...

    def over(self, table: Table[S]) -> bool: ...

    def after_hand(self, table: Table[S], event: Event) -> Sequence[str] | None: ...

    def parts(self, table: Table[S]) -> Sequence[Part[S]]: ...

    def not_ruled(self, table: Table[S], i: int, event: Event) -> None: ...

    def settle(self, table: Table[S]) -> Settlement: ...

    def ledger(self, record: Record) -> Ledger: ...

    def deal_fields(self, table: Table[S]) -> dict[str, Any]: ...


def fold_deal(game: Folded[S], record: Record, index: int, deal: Deal, carry: Carry) -> tuple[Table[S], Settlement]:
    """Deal ``index`` of ``record`` folded from ``carry``: its table, and what it pays."""
    table, _, _ = fold_events(game, record, index, deal, carry)
    settlement = game.settle(table)
    if settlement and game.settlement_ruled:
        table.apply(Ruled(Ruling(None, SETTLEMENT, [cite(law) for law in laws_of(settlement)],
                                 _said(settlement, game), _effect(settlement, game), anchored=True)))
    return table, settlement


def fold_events(game: Folded[S], record: Record, index: int, deal: Deal,
                carry: Carry) -> tuple[Table[S], Sequence[Part[S]], int]:
    """Deal ``index``'s events folded, not settled: its table, its parts and the index of the part in play (what the
    scorer's page asks of a deal as it stands, ``table.turn``)."""
    table: Table[S] = Table(game, record, index, deal, carry)
    parts: Sequence[Part[S]] = game.parts(table)
    current, last, over = 0, len(parts) - 1, game.over
    for i, event in enumerate(deal.events):
        if over(table) and _after_hand(game, table, i, event):
            continue
        part = parts[current]
        if event.type not in part.events:  # another part's, or none's
            k = _taker(parts, current, event.type)
            if k is None:
                game.not_ruled(table, i, event)
                continue
            while current < k:  # a later part took it: the phases before it end where they stand
                parts[current].leave(table)
                current += 1
            part = parts[k]
        part.take(table, i, event)
        while current < last and parts[current].done(table):
            current += 1
    return table, parts, current


def _after_hand(game: Folded[S], table: Table[S], i: int, event: Event) -> bool:
    """Event ``i``, which comes once the hand is over, ruled of no effect where the game names the law that ends the
    hand so (``DealOwner.after_hand``); False where the game leaves it to the part that takes it."""
    laws = game.after_hand(table, event)
    if laws is None:
        return False
    by = f" by {event.seat}" if event.seat else ""
    table.apply(Ruled(Ruling(i, AFTER_END, [cite(law) for law in laws],
                             f"A {event.type.replace('_', ' ')}{by}, after the hand is over.", "No effect.",
                             anchored=True)))
    return True


def _taker(parts: Sequence[Part[Any]], current: int, kind: str) -> int | None:
    """The part that takes an event of ``kind``, which the current one does not: the first after it that does, else
    the last one before it that does (a late event, which that part rules on)."""
    later = next((k for k in range(current + 1, len(parts)) if kind in parts[k].events), None)
    if later is not None:
        return later
    return next((k for k in range(current - 1, -1, -1) if kind in parts[k].events), None)


def unit_of(transfer: Transfer, game: Folded[Any]) -> str:
    """The word a transfer is paid in: what the pool holds for a payment to or from it (``DealOwner.pool_unit``:
    Pool Écarté's stakes), what the deals pay for any other (``DealOwner.unit``: its points)."""
    return game.pool_unit if POOL in (transfer.to, transfer.from_) else game.unit


def _said(settlement: Settlement, game: Folded[Any]) -> str:
    return "; ".join(f"{t.from_ or 'no one'} pays {t.to} {_amount(t, game)} ({t.law})" if t.from_ else
                     f"{t.to} scores {_amount(t, game)} ({t.law})" for t in settlement) + "."


def _amount(transfer: Transfer, game: Folded[Any]) -> str:
    """``1 stake``, ``5 counters``."""
    unit = unit_of(transfer, game)
    return f"{transfer.amount} {unit[:-1] if transfer.amount == 1 and unit.endswith('s') else unit}"


def _effect(settlement: Settlement, game: Folded[Any]) -> str:
    """Each payee's and payer's change, a clause to a unit (the stakes to the pool, the points to the sides)."""
    units = dict.fromkeys(unit_of(t, game) for t in settlement)
    said = [", ".join(f"{who} {'+' if n > 0 else ''}{n}" for who, n in moved.items() if n) + f" {unit}"
            for unit in units for moved in [net(t for t in settlement if unit_of(t, game) == unit)] if any(moved.values())]
    return "; ".join(said) + "." if said else f"No {game.unit} change hands."


def pooled(ledger: Ledger, record: Record) -> bool:
    """Whether ``ledger`` keeps a pool (its summary has a ``pool_total``): asked once for a record, not of each deal."""
    return ledger.summary(ledger.opening(record)).get("pool_total") is not None


def deal_ruling(game: Folded[S], table: Table[S], settlement: Settlement, carry_after: Carry,
                pool: bool) -> dict[str, Any]:
    """The deal's ruling (ruling format 1, ``deals[]``), with the pool where the game keeps one (``pool``:
    ``pooled``)."""
    moved = net(settlement)
    scored_by = table.record.sides
    out: dict[str, Any] = {
        "index": table.index, "dealer": table.dealer, "status": table.status, "trump": None, "maker": None,
        "alone": False, "lone": None, "tricks": [t.to_dict() for t in table.tricks],
        "points": {who: moved.get(who, 0) for who in scored_by},
        "rulings": [r.to_dict() for r in table.rulings], "next_dealer": table.next_dealer,
    }
    out.update(game.deal_fields(table))
    if pool:
        out["pool"] = moved.get(POOL, 0)
        out["pool_total"] = carry_after.pool
    return out


def settled(game: Folded[S], record: Record) -> Iterator[tuple[Table[S], Settlement, Carry]]:
    """Each deal of ``record`` folded from the carry the last one left: its table, what it pays, and the carry it
    leaves to the next."""
    ledger = game.ledger(record)
    carry = ledger.opening(record)
    for index, deal in enumerate(record.deals):
        table, settlement = fold_deal(game, record, index, deal, carry)
        carry = ledger.post(carry, settlement, table)
        yield table, settlement, carry


def rule_record(game: Folded[S], record: Record) -> dict[str, Any]:
    """The ruling (format 1) on ``record``, every deal folded from the carry the last one left."""
    ledger = game.ledger(record)
    carry = ledger.opening(record)
    pool = pooled(ledger, record)
    deals: list[dict[str, Any]] = []
    for table, settlement, carry in settled(game, record):
        deals.append(deal_ruling(game, table, settlement, carry, pool))
    return ruling(record, deals, ledger.summary(carry))


def ruling(record: Record, deals: list[dict[str, Any]], summary: dict[str, Any]) -> dict[str, Any]:
    """The ruling (format 1) on ``record`` from its deals' rulings and its ledger's summary after the last."""
    return {"format": "euchre-ruling/1", "game": record.game, "code": record.code, "deals": deals, **summary}
