"""The cards passed face down for partner's best (foster:railroad#partners-best: "passing a card, face down, to his
partner ... the partner gives the best card in his hand to the lone player, passing it to him face down"), as the
papers show them: face down until they are shown, by being played to a trick or shown (a ``show``), from the record;
a card the record does not name stays face down."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Passed:
    """One card passed face down: by ``seat`` to ``to``; ``card`` once it is shown, else ``None`` (face down)."""

    seat: str
    to: str
    card: str | None


def passed_cards(events: Sequence[Mapping[str, Any]], tricks: Sequence[Mapping[str, Any]]) -> tuple[Passed, ...]:
    """The cards passed in a deal of ``events`` (as recorded) whose ruling played ``tricks``, each face down until it
    is shown: played to one of the tricks, or among the cards of a ``show``."""
    seen = {str(card).upper() for t in tricks for _, card in t["plays"]}
    seen |= {str(c).upper() for e in events if e.get("type") == "show" for c in e.get("cards") or ()}
    return tuple(Passed(str(e.get("seat")), str(e.get("to")),
                        str(e["card"]).upper() if e.get("card") and str(e["card"]).upper() in seen else None)
                 for e in events if e.get("type") == "pass_card")
