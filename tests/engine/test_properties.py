"""Property tests (hypothesis): random legal four-hand deals under Foster's laws.

The winners and points are worked out here independently of the engine, from
the laws' words: the right bower, the left bower, then ace down in trumps
(foster:text bowers); the highest of the suit led unless trumped
(foster:text trick-winner); points as laws 1 and 2 say."""
from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

import referee

SEATS = ["N", "E", "S", "W"]
SUITS = "SHDC"
PACK = [r + s for s in SUITS for r in "9TJQKA"]
SAME_COLOUR = {"S": "C", "C": "S", "H": "D", "D": "H"}


def suit_of(card: str, trump: str) -> str:
    return trump if card == "J" + SAME_COLOUR[trump] else card[1]


def strength(card: str, led: str, trump: str) -> int:
    order = "9TJQKA"
    if card == "J" + trump:
        return 100
    if card == "J" + SAME_COLOUR[trump]:
        return 99
    if suit_of(card, trump) == trump:
        return 50 + order.index(card[0])
    return order.index(card[0]) if card[1] == led else -1


def legal_deal(rng: random.Random) -> tuple[dict[str, Any], dict[str, Any]]:
    """A legal deal as a record, and what the laws make of it."""
    cards = PACK[:]
    rng.shuffle(cards)
    dealer = rng.choice(SEATS)
    d = SEATS.index(dealer)
    order = [SEATS[(d + k) % 4] for k in range(1, 5)]  # eldest first, dealer last
    hands = {seat: cards[5 * k:5 * k + 5] for k, seat in enumerate(order)}
    turn_up, stock = cards[20], cards[21:]
    events: list[dict[str, Any]] = [{"type": "shuffle", "seat": dealer}, {"type": "cut", "seat": order[2]},
                                    {"type": "deal", "hands": {s: list(h) for s, h in hands.items()},
                                     "turn_up": turn_up, "stock": stock}]
    expect: dict[str, Any] = {"dealer": dealer}
    alone = rng.random() < 0.25
    choice = rng.randrange(9)
    if choice < 4:  # ordered up, assisted or taken up
        maker, trump = order[choice], turn_up[1]
        events += [{"type": "pass", "seat": s} for s in order[:choice]]
        kind = "take_up" if maker == dealer else "order_up"
        events.append({"type": kind, "seat": maker, "alone": alone})
        partner = SEATS[(SEATS.index(maker) + 2) % 4]
        if not (alone and partner == dealer):
            hand = hands[dealer] + [turn_up]
            discard = rng.choice(hand)
            hand.remove(discard)
            hands[dealer] = hand
            events.append({"type": "discard", "seat": dealer, "card": discard})
    elif choice < 8:  # made in the second round
        k = choice - 4
        maker = order[k]
        trump = rng.choice([s for s in SUITS if s != turn_up[1]])
        events += [{"type": "pass", "seat": s} for s in order[:3]] + [{"type": "turn_down", "seat": dealer}]
        events += [{"type": "pass", "seat": s} for s in order[:k]]
        events.append({"type": "make", "seat": maker, "suit": trump, "alone": alone})
    else:
        events += [{"type": "pass", "seat": s} for s in order[:3]] + [{"type": "turn_down", "seat": dealer}]
        events += [{"type": "pass", "seat": s} for s in order]
        expect.update(status="passed", next_dealer=order[0])
        return {"dealer": dealer, "events": events}, expect
    out = SEATS[(SEATS.index(maker) + 2) % 4] if alone else None
    leader = order[0] if order[0] != out else order[1]
    won: list[str] = []
    for _ in range(5):
        seats = [SEATS[(SEATS.index(leader) + k) % 4] for k in range(4)]
        seats = [s for s in seats if s != out]
        plays: list[tuple[str, str]] = []
        for seat in seats:
            hand = hands[seat]
            if plays:
                led = suit_of(plays[0][1], trump)
                follow = [c for c in hand if suit_of(c, trump) == led]
                card = rng.choice(follow or hand)
            else:
                card = rng.choice(hand)
            hand.remove(card)
            plays.append((seat, card))
            events.append({"type": "play", "seat": seat, "card": card})
        led = suit_of(plays[0][1], trump)
        leader = max(plays, key=lambda p: strength(p[1], led, trump))[0]
        won.append(leader)
        if rng.random() < 0.5:
            events.append({"type": "quit_trick"})
    makers = {maker, SEATS[(SEATS.index(maker) + 2) % 4]}
    n = sum(1 for w in won if w in makers)
    maker_side = "NS" if maker in "NS" else "EW"
    other = "EW" if maker_side == "NS" else "NS"
    # foster:1 and foster:2
    points = {maker_side: 0, other: 0}
    if n == 5:
        points[maker_side] = 4 if alone else 2
    elif n >= 3:
        points[maker_side] = 1
    else:
        points[other] = 2
    expect.update(status="scored", trump=trump, maker=maker, lone=maker if alone else None, winners=won,
                  points=points, next_dealer=order[0])
    return {"dealer": dealer, "events": events}, expect


@settings(max_examples=300, deadline=None)
@given(st.randoms(use_true_random=False))
def test_foster_1_2_random_legal_deals_are_ruled_as_the_laws_say(rng: random.Random) -> None:
    deal, expect = legal_deal(rng)
    rec = {"format": "euchre-record/1", "game": "euchre", "code": "foster", "seats": SEATS, "deals": [deal]}
    [d] = referee.rule(rec)["deals"]
    assert d["rulings"] == []
    assert d["status"] == expect["status"] and d["next_dealer"] == expect["next_dealer"]
    if d["status"] == "passed":
        assert d["tricks"] == [] and d["points"] == {"NS": 0, "EW": 0}
        return
    assert len(d["tricks"]) == 5
    for trick in d["tricks"]:
        assert sum(1 for seat, _ in trick["plays"] if seat == trick["winner"]) == 1
    assert [t["winner"] for t in d["tricks"]] == expect["winners"]
    assert (d["trump"], d["maker"], d["lone"]) == (expect["trump"], expect["maker"], expect["lone"])
    assert d["points"] == expect["points"]


@settings(max_examples=50, deadline=None)
@given(st.lists(st.randoms(use_true_random=False), min_size=1, max_size=12))
def test_scores_run_on_from_deal_to_deal(rngs: list[random.Random]) -> None:
    deals, expects = zip(*(legal_deal(r) for r in rngs))
    rec = {"format": "euchre-record/1", "game": "euchre", "code": "foster", "seats": SEATS, "deals": list(deals),
           "options": {"game_to": 10**6}}
    ruling = referee.rule(rec)
    total = {"NS": 0, "EW": 0}
    for e in expects:
        for side, pts in e.get("points", {}).items():
            total[side] += pts
    assert ruling["score"] == total and ruling["games"][0]["winner"] is None
