"""Call-Ace tables of four to seven players for the tests: the pack by law 2, deals built
from the cards a case names (the rest dealt low cards first, the stock the remainder), and
hands played out in an order the case gives.

The seats are ``A B C ...``; ``A`` deals unless a case says otherwise, so ``B`` is the
eldest hand and the last seat is the pone. A hand is played out by list order: the
leader leads his first card; a player follows with his first card of the suit led, and
when he has none plays his last card."""
from __future__ import annotations

from typing import Any

from builders import ev

import referee
from referee.cards import JOKER, Card, Suit, make_pack, trick_winner
from referee.games.call_ace import CALL_ACE

LAW_2 = {4: 24, 5: 28, 6: 32, 7: 36}


def seats(n: int) -> tuple[str, ...]:
    return tuple("ABCDEFG"[:n])


def rotation(n: int, first: str) -> list[str]:
    s = seats(n)
    i = s.index(first)
    return [s[(i + k) % n] for k in range(n)]


def pack(n: int, joker: bool = False) -> list[Card]:
    cards = set(make_pack(LAW_2[n])) | ({JOKER} if joker else set())
    return sorted(cards, key=lambda c: c.code)


def fill(n: int, hands: dict[str, list[str]], turn_up: str, trump: str = "H", stock: tuple[str, ...] = (),
         joker: bool = False) -> tuple[dict[str, list[str]], list[str]]:
    """Every seat's five cards (those named, the rest dealt from what is left, trumps then low cards first)
    and the stock (the cards named for it first)."""
    named = {c for cards in hands.values() for c in cards} | {turn_up} | set(stock)
    assert len(named) == sum(len(c) for c in hands.values()) + 1 + len(stock), "a card named twice"
    t = Suit(trump)
    left = [c for c in pack(n, joker) if c.code not in named]
    for code in named:
        assert Card.parse(code) in pack(n, joker), f"{code} is not in the pack for {n}"
    left.sort(key=lambda c: (not c.is_trump(t), c.power(t), c.code))
    out = {s: list(hands[s]) for s in hands}
    for s in seats(n):
        if s not in out:
            out[s], left = [c.code for c in left[:5]], left[5:]
    assert all(len(h) == 5 for h in out.values()), out
    return out, list(stock) + [c.code for c in left]


def play_out(n: int, hands: dict[str, list[str]], trump: str, leader: str, tricks: int = 5,
             renounce: dict[str, int] | None = None) -> tuple[list[dict[str, Any]], list[str]]:
    """Play ``tricks`` tricks by list order; the play events and each trick's winner. A seat in ``renounce``
    renounces in that trick (0-based), playing his last card not of the suit led."""
    t = Suit(trump)
    held = {s: [Card.parse(c) for c in cards] for s, cards in hands.items()}
    events: list[dict[str, Any]] = []
    winners: list[str] = []
    for k in range(tricks):
        plays: list[tuple[str, Card]] = []
        for seat in rotation(n, leader):
            hand = held[seat]
            if plays:
                follow = CALL_ACE.must_play(hand, plays, t)
                if (renounce or {}).get(seat) == k:
                    card = [c for c in hand if c not in follow][-1]
                else:
                    card = follow[0] if follow else hand[-1]
            else:
                card = hand[0]
            hand.remove(card)
            plays.append((seat, card))
            events.append({"type": "play", "seat": seat, "card": card.code})
        events.append({"type": "quit_trick"})
        leader = trick_winner(plays, t)
        winners.append(leader)
    return events, winners




def dealt(n: int, hands: dict[str, list[str]], turn_up: str, stock: list[str],
          dealer: str = "A") -> list[dict[str, Any]]:
    """The shuffle, the pone's cut and the deal."""
    pone = rotation(n, dealer)[-1]
    return [ev("shuffle", dealer), ev("cut", pone), ev("deal", hands=hands, turn_up=turn_up, stock=stock)]


def record(n: int, *deals: dict[str, Any], **options: Any) -> dict[str, Any]:
    return {"format": "euchre-record/1", "game": "call-ace", "code": "callace", "options": options,
            "seats": list(seats(n)), "players": {s: s.lower() * 3 for s in seats(n)}, "deals": list(deals)}


def rule(n: int, *deals: dict[str, Any], **options: Any) -> dict[str, Any]:
    return referee.rule(record(n, *deals, **options))


def rule_deal(n: int, events: list[dict[str, Any]], dealer: str = "A", **options: Any) -> dict[str, Any]:
    ruling = rule(n, {"dealer": dealer, "events": events}, **options)
    assert len(ruling["deals"]) == 1
    d: dict[str, Any] = ruling["deals"][0]
    return d


def kinds(d: dict[str, Any]) -> list[tuple[str, list[str]]]:
    return [(r["irregularity"], r["laws"]) for r in d["rulings"]]


def in_play(hands: dict[str, list[str]], dealer: str, turn_up: str, discard: str,
            first: bool = True) -> dict[str, list[str]]:
    """The hands as played: the dealer takes the turn-up into his hand (first, or last) and quits his discard."""
    out = {s: list(c) for s, c in hands.items()}
    d = [c for c in out[dealer] if c != discard]
    out[dealer] = [turn_up, *d] if first else [*d, turn_up]
    return out
