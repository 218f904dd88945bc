"""Records of Spoil Five and Forty-Five for the tests: hands dealt, a trump turned, cards played by whoever holds
them."""
from __future__ import annotations

from typing import Any

import referee

#: Two players, A dealing, B eldest; spades trumps by the 8S turned. B's trumps win the first three tricks.
SWEEP = {"B": ["5S", "JS", "KS", "QS", "9D"], "A": ["2D", "3D", "4D", "6D", "7D"]}
#: The same, A keeping the ten of diamonds, highest in red above B's nine.
SWEEP_SPOILED = {"B": ["5S", "JS", "KS", "QS", "9D"], "A": ["2D", "3D", "4D", "6D", "TD"]}
SWEEP_PLAYS = ("5S", "2D", "JS", "3D", "KS", "4D")
#: Three players, A dealing, B eldest, spades trumps: A wins the first two tricks, B the third, C the fourth; the last
#: card of A's (the QS, else the 9H) decides whether he wins a third trick.
SCATTER = {"B": ["5S", "2D", "3D", "4D", "6D"], "C": ["JS", "2C", "3C", "4C", "6C"],
           "A": ["KD", "KC", "QS", "7D", "8D"]}
SCATTER_PLAYS = ("2D", "2C", "KD", "KC", "3D", "3C", "7D", "5S", "4C", "4D", "JS", "8D", "6C", "QS", "6D")
#: SCATTER with A's last card a heart: the tricks scattered, two, one and two.
SCATTERED = dict(SCATTER, A=["KD", "KC", "9H", "7D", "8D"])
SCATTERED_PLAYS = tuple("9H" if card == "QS" else card for card in SCATTER_PLAYS)
#: Two players: B wins all five tricks (SWEEP); B four, A the last (SWEEP_SPOILED).
FIVE = (*SWEEP_PLAYS, "QS", "6D", "9D", "7D")
FOUR = (*SWEEP_PLAYS, "QS", "6D", "9D", "TD")


def deal(dealer: str, hands: dict[str, list[str]], turn_up: str | None, *events: str | dict[str, Any]
         ) -> dict[str, Any]:
    """A deal of ``hands`` with ``turn_up``; each event a card played by whoever holds it (the robber, the turn-up
    once robbed), or an event as it stands."""
    holder = {c: s for s, cards in hands.items() for c in cards}
    evs: list[dict[str, Any]] = [{"type": "deal", "hands": hands}]
    if turn_up:
        evs[0]["turn_up"] = turn_up
    for ev in events:
        if isinstance(ev, str):
            evs.append({"type": "play", "seat": holder[ev], "card": ev})
        else:
            if ev["type"] == "rob" and not ev.get("decline") and turn_up:
                holder[turn_up] = ev["seat"]
            evs.append(ev)
    return {"dealer": dealer, "events": evs}


def record(*deals: dict[str, Any], game: str = "spoil-five", seats: tuple[str, ...] = ("A", "B"),
           top: dict[str, Any] | None = None, **options: Any) -> dict[str, Any]:
    return {"format": "euchre-record/1", "game": game, "code": "foster", "options": options, "seats": list(seats),
            "players": {s: s.lower() for s in seats}, "deals": list(deals), **(top or {})}


def rule(*deals: dict[str, Any], **kw: Any) -> dict[str, Any]:
    return referee.rule(record(*deals, **kw))


def rulings(deal_ruling: dict[str, Any], name: str) -> list[dict[str, Any]]:
    return [r for r in deal_ruling["rulings"] if r["irregularity"] == name]

