"""Napoleon's options (napoleon-spoil-five.md §7.5): Foster's variations, agreed before play; not agreed, or under
``keller``, a variation's event is of no effect, and the ruling says so."""
from __future__ import annotations

from ...record import Record
from ..base import TableOption

OPTIONS = (
    TableOption("dealer_out", "The dealer gives himself no cards (usual with five or six)", False),
    TableOption("misere", "Misère allowed", False),
    TableOption("wellington", "Wellington allowed", False),
    TableOption("blucher", "Blücher allowed", False),
    TableOption("english_stakes", "Wellington and Blücher paid double and treble (England)", False),
    TableOption("pool", "A pool", False),
    TableOption("pool_stake", "The pool's stake", 2),
    TableOption("nap_doubles_pool", "A nap failed doubles the pool", True),
    TableOption("purchase", "Purchase Nap (with the pool)", False),
    TableOption("peep", "Peep Nap (with the pool)", False),
    TableOption("widow", "A widow of five", False),
)
_DEFAULTS = {o.name: o.default for o in OPTIONS}


def agreed(record: Record, name: str) -> bool | int | str:
    """A variation's option as agreed (``dealer_out``: by default with five or six under Foster, "it is usual",
    foster:napoleon#players); under ``keller`` Foster's variations are of no effect."""
    if name == "dealer_out" and not any(key == name for key, _ in record.options.own):
        return record.code != "keller" and len(record.seats) >= 5
    if record.code == "keller":
        return False if isinstance(_DEFAULTS[name], bool) else _DEFAULTS[name]
    return record.options.agreed(name, _DEFAULTS[name])


def dealer_out(record: Record) -> bool:
    """The dealer gives himself no cards: agreed (or usual), and of no effect with fewer than five."""
    return bool(agreed(record, "dealer_out")) and len(record.seats) >= 5
