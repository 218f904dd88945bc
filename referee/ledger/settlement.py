"""What a deal pays: a list of transfers, points to a seat or side, counters seat to seat and to and from the pool,
each with the law it is paid by (family.md §6: "Each settled deal carries a ``settlement`` ruling citing the
sentences it is paid by")."""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

#: The pool, as a transfer's ``to`` or ``from_``.
POOL = "pool"

Unit = Literal["points", "counters"]


@dataclass(frozen=True, slots=True)
class Transfer:
    """``amount`` paid to ``to`` (a seat, a side, or ``POOL``) by ``from_`` (a seat, ``POOL``, or None: points
    scored, paid by no one), by the law ``law`` (a law id with its anchor, ``foster:napoleon#payments``)."""

    amount: int
    to: str
    from_: str | None
    law: str
    unit: Unit = "counters"
    also: tuple[str, ...] = ()
    """Other laws it is paid by (a misère's value, foster:napoleon#payments, and its rank, #misere)."""


Settlement = tuple[Transfer, ...]


def net(settlement: Iterable[Transfer]) -> dict[str, int]:
    """Each payee's and payer's change (the pool's too, under ``POOL``), in the order they are first named."""
    out: dict[str, int] = {}
    for t in settlement:
        out[t.to] = out.get(t.to, 0) + t.amount
        if t.from_ is not None:
            out[t.from_] = out.get(t.from_, 0) - t.amount
    return out


def laws_of(settlement: Iterable[Transfer]) -> list[str]:
    """The laws a settlement is paid by, each once, in the order they first pay."""
    seen: list[str] = []
    for t in settlement:
        for law in (t.law, *t.also):
            if law not in seen:
                seen.append(law)
    return seen
