"""Builders for evenings (``euchre-evening/1``): tables whose deals are recorded by their outcomes, rounds, and
players drawn as Foster's ladies and gentlemen, so that a test states its case in Foster's words."""
from __future__ import annotations

from typing import Any

SEATS = ("N", "E", "S", "W")


def won(seat: str, tricks: int = 3, alone: bool = False) -> dict[str, Any]:
    """A deal recorded by its outcome: ``seat`` made the trump and his side took ``tricks``."""
    event: dict[str, Any] = {"type": "outcome", "seat": seat, "tricks": tricks}
    if alone:
        event["alone"] = True
    return {"dealer": "N", "events": [event]}


def stopped(seat: str = "E") -> dict[str, Any]:
    """A deal in play when the bell tapped: the trump ordered up, then the bell."""
    return {"dealer": "N", "events": [{"type": "deal", "turn_up": "JH"}, {"type": "order_up", "seat": seat},
                                      {"type": "bell"}]}


def passed() -> dict[str, Any]:
    """A deal in which no one made the trump."""
    return {"dealer": "N", "events": [{"type": "deal", "turn_up": "JH"},
                                      *({"type": "pass", "seat": s} for s in "ESWN" * 2)]}


def table(players: str, *deals: dict[str, Any], code: str = "foster") -> dict[str, Any]:
    """A table's record: ``players`` the ids seated N, E, S, W (``"a1 g1 a2 g2"``), and its deals."""
    return {"format": "euchre-record/1", "game": "euchre", "code": code, "seats": list(SEATS),
            "players": dict(zip(SEATS, players.split())), "deals": list(deals)}


def march(seat: str, times: int) -> list[dict[str, Any]]:
    """``times`` marches (two points each) by ``seat``'s side."""
    return [won(seat, 5)] * times


def players(ladies: int, gentlemen: int) -> dict[str, dict[str, str]]:
    """Ladies ``l1``..., gentlemen ``g1``... (Foster's two groups)."""
    out = {f"l{k}": {"name": f"Lady {k}", "group": "lady"} for k in range(1, ladies + 1)}
    out.update({f"g{k}": {"name": f"Gentleman {k}", "group": "gentleman"} for k in range(1, gentlemen + 1)})
    return out


def evening(*rounds: dict[str, Any], kind: str = "progressive", people: dict[str, Any] | None = None,
            **extra: Any) -> dict[str, Any]:
    return {"format": "euchre-evening/1", "kind": kind, "code": "foster",
            "players": people if people is not None else players(4, 4), "rounds": list(rounds), **extra}


def round_(*tables: dict[str, Any], bell: int | None = None, **extra: Any) -> dict[str, Any]:
    """A round of ``tables`` numbered 1 (the head table) onwards; ``bell``: the head table's deal it tapped in."""
    out: dict[str, Any] = {"tables": {str(k): t for k, t in enumerate(tables, 1)}, **extra}
    if bell is not None:
        out["bell"] = {"table": "1", "deal": bell}
    return out
