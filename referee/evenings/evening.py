"""The ruling of an evening of many tables by rounds (family.md section 5): ``rule_evening`` takes an evening
(``euchre-evening/1``, loaded and checked by ``referee.evenings.evening_record``) and answers ``euchre-evening-ruling/1``,
as far as the evening goes: Foster's PROGRESSIVE EUCHRE (``referee.evenings.progression``), his MILITARY EUCHRE
(``referee.evenings.military``), or the modern club's rotation (``referee.evenings.rotation``).

    >>> deals = [{"dealer": "N", "events": [{"type": "outcome", "seat": "E", "tricks": 5}]}] * 3
    >>> table = {"format": "euchre-record/1", "game": "euchre", "code": "foster", "seats": list("NESW"),
    ...          "players": {"N": "ann", "E": "bob", "S": "cat", "W": "dan"}, "deals": deals}
    >>> evening = {"format": "euchre-evening/1", "kind": "progressive", "code": "foster",
    ...            "players": {p: {"name": p.title()} for p in ("ann", "bob", "cat", "dan")},
    ...            "rounds": [{"tables": {"1": table}, "bell": {"table": "1", "deal": 2}}]}
    >>> ruled = rule_evening(evening)["rounds"][0]
    >>> ruled["tables"]["1"]["winners"], ruled["tables"]["1"]["decided_by"], ruled["stars"]["bob"]
    (['bob', 'dan'], 'game', 'gold')
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .evening_record import EVENING_FORMAT, EVENING_RULING_FORMAT, TableRulings, load_evening
from .military import rule_military
from .progression import rule_progressive
from .rotation import rule_rotation

__all__ = ["EVENING_FORMAT", "EVENING_RULING_FORMAT", "TableRulings", "rule_evening"]


def rule_evening(record: Mapping[str, Any], known: TableRulings | None = None) -> dict[str, Any]:
    """The ruling (``euchre-evening-ruling/1``) on an evening as loaded from JSON, as far as it goes;
    ``InvalidRecord`` if it is impossible. ``known``: its tables' rulings as made for an earlier ruling of it (a
    table whose record has not changed since is not ruled again), kept for the next."""
    evening = load_evening(record, known)
    if evening.kind == "military":
        return rule_military(evening)
    if evening.kind == "rotation":
        return rule_rotation(evening)
    return rule_progressive(evening)
