"""Builders and checks for the round games' tests (Rams, Rounce, Bierspiel, the Loos): a record, an event, the
rulings of one kind, and whether a ruling cites and quotes a sentence by its anchor."""
from __future__ import annotations

from typing import Any

from referee.law.laws import law


def record(game: str, *deals: dict[str, Any], seats: tuple[str, ...] = ("A", "B", "C", "D"),
           start_pool: int | None = None, start_score: dict[str, int] | None = None, **options: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"format": "euchre-record/1", "game": game, "code": "foster", "options": options,
                           "seats": list(seats), "players": {s: s * 3 for s in seats}, "deals": list(deals)}
    if start_pool is not None:
        out["start_pool"] = start_pool
    if start_score is not None:
        out["start_score"] = start_score
    return out


def ev(type_: str, seat: str, **fields: Any) -> dict[str, Any]:
    return {"type": type_, "seat": seat, **fields}


def named(d: dict[str, Any], irregularity: str) -> list[dict[str, Any]]:
    """The deal's rulings of one ``irregularity``, in order."""
    return [r for r in d["rulings"] if r["irregularity"] == irregularity]


def quotes(ruling: dict[str, Any], ref: str) -> bool:
    """Whether ``ruling`` cites ``ref`` (``foster:loo#looed-double``) by its anchor and quotes its sentence."""
    law_id, _, key = ref.partition("#")
    return ref in ruling["laws"] + ruling["persuasive"] and any(
        c["id"] == ref and c["text"] == law(law_id, key).text for c in ruling["citations"])


def balanced(d: dict[str, Any]) -> bool:
    """What the players gained and lost and what the pool gained come to nothing (rams-loo.md §5)."""
    return sum(d["points"].values()) + d["pool"] == 0


def decides(d: dict[str, Any], field: str, ref: str) -> bool:
    """Whether the deal's ``basis`` says ``ref`` decides ``field``, quoting it."""
    law_id, _, key = ref.partition("#")
    return any(b["id"] == ref and b["decides"] == field and b["text"] == law(law_id, key).text for b in d["basis"])
