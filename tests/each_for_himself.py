"""Builders for the games each for himself with a widow (Blind and Penalty Euchre): a record, and a hand played out
card by card, each player following suit with his best card."""
from __future__ import annotations

from typing import Any

from referee.cards import Card, Suit, trick_winner
from referee.games.euchre import EUCHRE


def record(game: str, seats: str, *deals: dict[str, Any], **options: Any) -> dict[str, Any]:
    return {"format": "euchre-record/1", "game": game, "code": "foster", "seats": list(seats),
            "players": {s: s.lower() * 3 for s in seats}, "options": options, "deals": list(deals)}


def play_out(hands: dict[str, list[str]], trump: str | None, leader: str, seats: str,
             tricks: int = 5) -> tuple[list[dict[str, Any]], list[str]]:
    """Each trick led by its last winner's best card, each other player following suit with his best (else his
    best card): the plays and quits, and each trick's winner."""
    suit = Suit.parse(trump) if trump else None
    held = {s: [Card.parse(c) for c in cards] for s, cards in hands.items()}
    events: list[dict[str, Any]] = []
    winners: list[str] = []
    for _ in range(tricks):
        order = seats[seats.index(leader):] + seats[:seats.index(leader)]
        plays: list[tuple[str, Card]] = []
        for seat in order:
            cards = held[seat]
            if plays:
                cards = EUCHRE.must_play(cards, plays, suit) or cards
            card = max(cards, key=lambda c: c.power(suit))
            held[seat].remove(card)
            plays.append((seat, card))
            events.append({"type": "play", "seat": seat, "card": str(card)})
        events.append({"type": "quit_trick"})
        leader = trick_winner(plays, suit)
        winners.append(leader)
    return events, winners
