"""Builders that let a test state a case in the law's own terms."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

#: The checkout, and the shared materials beside it (``../shared``), found from here whatever the folder a test sits in.
ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"
EXAMPLES = SHARED / "spec" / "examples"

#: A deal where every card is known: N deals, E is eldest, W is the pone.
HANDS = {
    "N": ["AS", "KS", "KH", "9D", "9C"],
    "E": ["AH", "KD", "TD", "KC", "QC"],
    "S": ["QS", "9S", "QH", "JH", "TH"],
    "W": ["TS", "JD", "AC", "JC", "TC"],
}


def record(*deals: dict[str, Any], code: str = "foster", game: str = "euchre",
           seats: tuple[str, ...] = ("N", "E", "S", "W"), **options: Any) -> dict[str, Any]:
    """A record of ``deals`` under ``code`` with ``options``."""
    return {
        "format": "euchre-record/1", "game": game, "code": code, "options": options,
        "seats": list(seats), "players": {s: s.lower() * 3 for s in seats}, "deals": list(deals),
    }


def deal(dealer: str, *events: dict[str, Any] | str, hands: dict[str, list[str]] | None = None,
         turn_up: str | None = "QD") -> dict[str, Any]:
    """A deal: a shuffle, a cut, the deal, then ``events``.

    An event given as a bare card code (``"KD"``) is a play of that card by
    whoever holds it in ``hands`` (the dealer, for the turn-up)."""
    hands = HANDS if hands is None else hands
    holder = {c: s for s, cards in hands.items() for c in cards}
    if turn_up:
        holder[turn_up] = dealer
    pone = "NESW"[("NESW".index(dealer) - 1) % 4]
    evs: list[dict[str, Any]] = [{"type": "shuffle", "seat": dealer}, {"type": "cut", "seat": pone}]
    dealt: dict[str, Any] = {"type": "deal", "hands": hands}
    if turn_up:
        dealt["turn_up"] = turn_up
    evs.append(dealt)
    for ev in events:
        evs.append({"type": "play", "seat": holder[ev], "card": ev} if isinstance(ev, str) else ev)
    return {"dealer": dealer, "events": evs}


def ev(type_: str, seat: str | None = None, **fields: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"type": type_}
    if seat is not None:
        out["seat"] = seat
    out.update(fields)
    return out


def only_deal(ruling: dict[str, Any]) -> dict[str, Any]:
    assert len(ruling["deals"]) == 1
    return ruling["deals"][0]


def winners(d: dict[str, Any]) -> list[str]:
    return [t["winner"] for t in d["tricks"]]


def load(path: Path) -> Any:
    return json.loads(path.read_text())


def as_if_not_recorded(deal_ruling: dict[str, Any], at: int) -> dict[str, Any]:
    """A deal's ruling with its event ``at`` (its ``deal``) taken out of the record: each ruling on a later
    event on the one before it, a ruling on the deal itself on the event that now takes its place."""
    return {**deal_ruling, "rulings": [{**r, "event": r["event"] - 1 if r["event"] is not None and r["event"] > at
                                        else r["event"]} for r in deal_ruling["rulings"]]}


def replayed_alone(data: dict[str, Any]) -> dict[str, Any]:
    """The ruling on the record ``data`` with each deal replayed by the Euchre judges alone (``engine.start_deal``, its
    events pushed, closed), the dealer expected the last deal's next, and the score kept by ``scoring.Tally`` fed each
    deal scored with its maker: what a Euchre game's fold through the adapter (``table.replayed``) must give."""
    from referee.engine import start_deal
    from referee.law.codes import find_code
    from referee.schemas import load_record
    from referee.scoring import Tally

    loaded = load_record(data)
    tally, expected, deals = Tally(loaded), None, []
    for index, one in enumerate(loaded.deals):
        state = start_deal(loaded, find_code(loaded.code), index, one, expected, tally.current())
        for i, event in enumerate(one.events):
            state.push(i, event)
        outcome = state.close()
        if outcome.status == "scored":
            tally.add(outcome.points, outcome.maker)
        expected = outcome.next_dealer
        deals.append(outcome.to_dict())
    return {"format": "euchre-ruling/1", "game": loaded.game, "code": loaded.code, "deals": deals, **tally.to_dict()}
