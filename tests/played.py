"""Deals played out to the end by a simple, legal strategy, for tests that need
many deals with known points (scoresheets, rubbers, laps, Call-Ace columns).

Each deal follows the laws: the bidding goes round from the eldest hand, the
dealer takes up the turn-up and discards, every player follows suit when he
can, and the winner of a trick leads to the next."""
from __future__ import annotations

import random
from typing import Any

from referee.cards import Card, Suit, make_pack, trick_winner
from referee.games.euchre import EUCHRE

FOUR = ("N", "E", "S", "W")
#: The five best spades: whoever holds them wins every trick with spades trumps.
TOP_SPADES = ["JS", "JC", "AS", "KS", "QS"]


def _rotation(seats: tuple[str, ...], first: str) -> list[str]:
    i = seats.index(first)
    return [seats[(i + k) % len(seats)] for k in range(len(seats))]


def _play_out(seats: tuple[str, ...], hands: dict[str, list[Card]], trump: Suit, leader: str,
              sitting_out: str | None = None) -> list[dict[str, Any]]:
    """Five tricks: the leader plays his best card; the others follow suit with their lowest, else their lowest."""
    events: list[dict[str, Any]] = []
    strength = lambda c: (c.is_trump(trump), c.power(trump))  # noqa: E731
    for _ in range(5):
        plays: list[tuple[str, Card]] = []
        for seat in _rotation(seats, leader):
            if seat == sitting_out:
                continue
            hand = hands[seat]
            if plays:
                card = min(EUCHRE.must_play(hand, plays, trump) or hand, key=strength)
            else:
                card = max(hand, key=strength)
            hand.remove(card)
            plays.append((seat, card))
            events.append({"type": "play", "seat": seat, "card": card.code})
        events.append({"type": "quit_trick"})
        leader = trick_winner(plays, trump)
    return events


def euchre_deal(dealer: str, strong: str, maker: str, alone: bool = False) -> dict[str, Any]:
    """A four-hand deal, spades turned, where ``strong`` holds the five best trumps and ``maker``
    orders up (alone, if asked): a march for the strong side when it makes the trump (four
    points alone), a euchre of the other side when it does."""
    rest = sorted(make_pack(24) - {Card.parse(c) for c in TOP_SPADES + ["9S"]}, key=lambda c: c.code)
    others = [s for s in FOUR if s != strong]
    hands = {strong: [Card.parse(c) for c in TOP_SPADES]}
    hands.update({seat: rest[5 * k:5 * k + 5] for k, seat in enumerate(others)})
    dealt = {"type": "deal", "hands": {s: [c.code for c in hands[s]] for s in FOUR}, "turn_up": "9S",
             "stock": [c.code for c in rest[15:]]}
    trump = Suit.SPADES
    eldest = _rotation(FOUR, dealer)[1]
    events: list[dict[str, Any]] = [{"type": "shuffle", "seat": dealer}, {"type": "cut", "seat": _rotation(FOUR, dealer)[3]},
                                    dealt]
    for seat in _rotation(FOUR, eldest):
        if seat == maker:
            events.append({"type": "order_up", "seat": seat, "alone": alone})
            break
        events.append({"type": "pass", "seat": seat})
    sitting_out = _rotation(FOUR, maker)[2] if alone else None
    if dealer != sitting_out:  # the dealer takes up the turn-up and discards; sitting out, he does not
        hands[dealer].append(Card.parse("9S"))
        discard = min(hands[dealer], key=lambda c: (c.is_trump(trump), c.power(trump)))
        hands[dealer].remove(discard)
        events.append({"type": "discard", "seat": dealer, "card": discard.code})
    leader = eldest if eldest != sitting_out else _rotation(FOUR, eldest)[1]
    events += _play_out(FOUR, hands, trump, leader, sitting_out)
    return {"dealer": dealer, "events": events}


def euchre_record(*outcomes: tuple[str, str, bool], code: str = "foster", **options: Any) -> dict[str, Any]:
    """A record whose deals, dealt in turn from N, have the outcomes given as
    (strong seat, maker, alone); ``options`` are the table's."""
    deals = [euchre_deal(FOUR[k % 4], strong, maker, alone) for k, (strong, maker, alone) in enumerate(outcomes)]
    return {"format": "euchre-record/1", "game": "euchre", "code": code, "options": options, "seats": list(FOUR),
            "players": {"N": "Ann", "E": "Bob", "S": "Cy", "W": "Di"}, "deals": deals}


def march(side: str) -> tuple[str, str, bool]:
    """Two points to ``side`` (``NS`` or ``EW``): its first seat makes the trump and wins all five."""
    return (side[0], side[0], False)


def lone_march(side: str) -> tuple[str, str, bool]:
    """Four points to ``side``: its first seat plays alone and wins all five."""
    return (side[0], side[0], True)


def callace_deal(seats: tuple[str, ...], dealer: str, seed: int, alone: bool = False) -> dict[str, Any]:
    """A Call-Ace deal from a shuffled pack: the eldest hand orders up (alone, or calling for the
    best card of the first plain suit) and the hand is played out."""
    rng = random.Random(seed)
    pack = sorted(make_pack({4: 24, 5: 28, 6: 32, 7: 36}[len(seats)]), key=lambda c: c.code)
    rng.shuffle(pack)
    hands = {s: pack[5 * i:5 * i + 5] for i, s in enumerate(seats)}
    turn_up, stock = pack[5 * len(seats)], pack[5 * len(seats) + 1:]
    assert turn_up.suit is not None
    trump = turn_up.suit
    order = _rotation(seats, dealer)
    eldest = order[1]
    events: list[dict[str, Any]] = [
        {"type": "shuffle", "seat": dealer}, {"type": "cut", "seat": order[-1]},
        {"type": "deal", "hands": {s: [c.code for c in h] for s, h in hands.items()}, "turn_up": turn_up.code,
         "stock": [c.code for c in stock]},
        {"type": "order_up", "seat": eldest, "alone": alone},
    ]
    hand = hands[dealer] + [turn_up]
    discard = min(hand, key=lambda c: (c.is_trump(trump), c.power(trump)))
    hand.remove(discard)
    hands[dealer] = hand
    events.append({"type": "discard", "seat": dealer, "card": discard.code})
    if not alone:
        events.append({"type": "call_partner", "seat": eldest, "suit": next(s for s in Suit if s is not trump).value})
    events += _play_out(seats, hands, trump, eldest)
    return {"dealer": dealer, "events": events}


def callace_record(deals: int, seats: tuple[str, ...] = ("A", "B", "C", "D", "E")) -> dict[str, Any]:
    """A Call-Ace record of ``deals`` deals, dealt in turn, every fourth a lone hand."""
    names = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus"]
    return {"format": "euchre-record/1", "game": "call-ace", "code": "callace", "seats": list(seats),
            "players": dict(zip(seats, names)),
            "deals": [callace_deal(seats, seats[k % len(seats)], 100 + k, alone=k % 4 == 3) for k in range(deals)]}


def renounced(deal: dict[str, Any], seat: str) -> dict[str, Any]:
    """The deal with ``seat``'s first two cards played the other way round: in the played deals, a renounce in
    the first trick that no trick turns on."""
    first, second = [ev for ev in deal["events"] if ev["type"] == "play" and ev["seat"] == seat][:2]
    first["card"], second["card"] = second["card"], first["card"]
    return deal
