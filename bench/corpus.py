"""A generated corpus of four-hand euchre records for the benchmarks (deterministic by seed).

Regular deals of every kind (ordered up, assisted, taken up, made in the second round,
passed all round; lone hands, marches, euchres), dealt from the 24-card pack so that
OpenSpiel's euchre can play the same deals, and a share of deals with irregularities
(a revoke claimed, a card exposed, a lead out of turn, a misdeal, a look back at a
quitted trick, a remark on the score), each finished with the elections its rulings
ask for. The dealers of a record follow one another as the laws have them.

    >>> corpus = make_corpus(40, per_record=10, irregular=0.25, seed=1)
    >>> sum(len(r["deals"]) for r in corpus.records)
    40
"""
from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

SEATS = ["N", "E", "S", "W"]
SUITS = "CDHS"  # OpenSpiel's order of suits
RANKS = "9TJQKA"  # and of ranks: its card index is rank * 4 + suit
PACK = [r + s for r in RANKS for s in SUITS]
SAME_COLOUR = {"S": "C", "C": "S", "H": "D", "D": "H"}
FORMAT = "euchre-record/1"


def suit_of(card: str, trump: str | None) -> str:
    """The suit ``card`` follows: the left bower belongs to the trumps."""
    return trump if trump and card == "J" + SAME_COLOUR[trump] else card[1]


def strength(card: str, led: str, trump: str) -> int:
    if card == "J" + trump:
        return 100
    if card == "J" + SAME_COLOUR[trump]:
        return 99
    if suit_of(card, trump) == trump:
        return 50 + RANKS.index(card[0])
    return RANKS.index(card[0]) if card[1] == led else -1


def left(seat: str, k: int = 1) -> str:
    return SEATS[(SEATS.index(seat) + k) % 4]


def side(seat: str) -> str:
    return "NS" if seat in "NS" else "EW"


@dataclass
class Deal:
    """A deal as generated: its record entry and what it is (``regular`` deals are OpenSpiel's too)."""

    dealer: str
    events: list[dict[str, Any]]
    kind: str  # regular, lone, passed; or the irregularity
    hands: dict[str, list[str]] = field(default_factory=dict)  # as dealt
    turn_up: str = ""
    bids: list[tuple[str, str]] = field(default_factory=list)  # (seat, "pass" or suit): OpenSpiel's bidding
    discard: str | None = None
    alone: bool = False
    plays: list[str] = field(default_factory=list)

    @property
    def regular(self) -> bool:
        return self.kind in ("regular", "lone", "passed")

    def entry(self) -> dict[str, Any]:
        return {"dealer": self.dealer, "events": self.events}


@dataclass
class Corpus:
    records: list[dict[str, Any]]
    deals: list[Deal]  # in the order of the records' deals

    @property
    def regular(self) -> list[Deal]:
        return [d for d in self.deals if d.regular]


def record(deals: list[dict[str, Any]], code: str = "foster") -> dict[str, Any]:
    return {"format": FORMAT, "game": "euchre", "code": code, "options": {"pack": 24},
            "seats": SEATS, "players": {"N": "Ann", "E": "Bob", "S": "Cy", "W": "Di"}, "deals": deals}


class _Play:
    """Playing out a hand legally, with hooks for an irregularity."""

    def __init__(self, rng: random.Random, hands: dict[str, list[str]], trump: str, leader: str,
                 out: str | None, events: list[dict[str, Any]]) -> None:
        self.rng, self.hands, self.trump, self.leader, self.out = rng, hands, trump, leader, out
        self.events = events
        self.cards: list[str] = []
        self.winners: list[str] = []

    def order(self) -> list[str]:
        return [s for s in (left(self.leader, k) for k in range(4)) if s != self.out]

    def legal(self, seat: str, led: str | None) -> list[str]:
        hand = self.hands[seat]
        follow = [c for c in hand if led is not None and suit_of(c, self.trump) == led]
        return follow or hand

    def play(self, seat: str, card: str) -> None:
        self.hands[seat].remove(card)
        self.events.append({"type": "play", "seat": seat, "card": card})
        self.cards.append(card)

    def trick(self, choose: Callable[[str, str | None, list[str]], str] | None = None) -> list[tuple[str, str]]:
        plays: list[tuple[str, str]] = []
        for seat in self.order():
            led = suit_of(plays[0][1], self.trump) if plays else None
            options = self.legal(seat, led)
            card = choose(seat, led, options) if choose else self.rng.choice(options)
            self.play(seat, card)
            plays.append((seat, card))
        led = suit_of(plays[0][1], self.trump)
        self.leader = max(plays, key=lambda p: strength(p[1], led, self.trump))[0]
        self.winners.append(self.leader)
        if self.rng.random() < 0.5:
            self.events.append({"type": "quit_trick"})
        return plays


def regular_deal(rng: random.Random, dealer: str, *, lone: float = 0.2, passed: float = 0.08) -> tuple[Deal, _Play | None]:
    """A legal deal by ``dealer``; the play is returned so that an irregularity can be added to it."""
    cards = PACK[:]
    rng.shuffle(cards)
    order = [left(dealer, k) for k in range(1, 5)]  # eldest first, dealer last
    hands = {seat: cards[5 * k:5 * k + 5] for k, seat in enumerate(order)}
    turn_up, stock = cards[20], cards[21:]
    events: list[dict[str, Any]] = [
        {"type": "shuffle", "seat": dealer}, {"type": "cut", "seat": order[2]},
        {"type": "deal", "hands": {s: list(h) for s, h in hands.items()}, "turn_up": turn_up,
         "pattern": rng.choice(["2-3", "3-2"]), "stock": stock}]
    deal = Deal(dealer, events, "regular", hands={s: list(h) for s, h in hands.items()}, turn_up=turn_up)
    alone = rng.random() < lone
    roll = rng.random()
    if roll < passed:
        deal.bids = [(s, "pass") for s in order] * 2
        events += [{"type": "pass", "seat": s} for s in order] + [{"type": "turn_down", "seat": dealer}]
        events += [{"type": "pass", "seat": s} for s in order]
        deal.kind = "passed"
        return deal, None
    if roll < 0.55:  # ordered up, assisted or taken up
        k = rng.randrange(4)
        maker, trump = order[k], turn_up[1]
        deal.bids = [(s, "pass") for s in order[:k]] + [(maker, trump)]
        events += [{"type": "pass", "seat": s} for s in order[:k]]
        events.append({"type": "take_up" if maker == dealer else "order_up", "seat": maker, "alone": alone})
        discard = rng.choice(hands[dealer])  # never the trump card itself, which OpenSpiel does not allow
        hand = [c for c in hands[dealer] if c != discard] + [turn_up]
        deal.discard = discard
        if not (alone and left(maker, 2) == dealer):  # a dealer whose partner plays alone leaves the trump
            hands[dealer] = hand
            events.append({"type": "discard", "seat": dealer, "card": discard})
    else:  # made in the second round
        k = rng.randrange(4)
        maker = order[k]
        trump = rng.choice([s for s in SUITS if s != turn_up[1]])
        deal.bids = [(s, "pass") for s in order] + [(s, "pass") for s in order[:k]] + [(maker, trump)]
        events += [{"type": "pass", "seat": s} for s in order] + [{"type": "turn_down", "seat": dealer}]
        events += [{"type": "pass", "seat": s} for s in order[:k]]
        events.append({"type": "make", "seat": maker, "suit": trump, "alone": alone})
    deal.alone = alone
    deal.kind = "lone" if alone else "regular"
    out = left(maker, 2) if alone else None
    leader = order[0] if order[0] != out else order[1]
    return deal, _Play(rng, hands, trump, leader, out, events)


def _finish(play: _Play, deal: Deal) -> None:
    while len(play.winners) < 5:
        play.trick()
    deal.plays = play.cards


# -- irregularities (the engine rules on them; the generator only records the facts) -------------


def _revoke(rng: random.Random, deal: Deal, play: _Play) -> bool:
    """A player renounces holding the suit led; the adversaries claim after the hand."""
    offender: list[tuple[str, int]] = []

    def choose(seat: str, led: str | None, options: list[str]) -> str:
        hand = play.hands[seat]
        others = [c for c in hand if c not in options]
        if not offender and led is not None and others and len(options) < len(hand):
            offender.append((seat, len(play.winners) + 1))
            return rng.choice(others)
        return rng.choice(options)

    for _ in range(5):
        play.trick(choose if not offender else None)
    if not offender:
        return False
    seat, trick = offender[0]
    deal.events.append({"type": "claim", "seat": left(seat), "kind": "revoke", "against": seat, "trick": trick})
    return True


def _exposed(rng: random.Random, deal: Deal, play: _Play) -> bool:
    """A defender drops a card face up in the play; it stays exposed until played."""
    play.trick()
    defenders = [s for s in SEATS if s != play.out and play.hands[s]]
    seat = rng.choice(defenders)
    deal.events.append({"type": "expose", "seat": seat, "card": rng.choice(play.hands[seat]), "how": "dropped"})
    return True


def _lead_out_of_turn(rng: random.Random, deal: Deal, play: _Play) -> bool:
    """After a trick or two, the wrong player leads, and takes the card back into his hand."""
    for _ in range(rng.randrange(1, 3)):
        play.trick()
    wrong = [s for s in SEATS if s not in (play.leader, play.out)]
    seat = rng.choice(wrong)
    card = rng.choice(play.hands[seat])
    play.events.append({"type": "play", "seat": seat, "card": card})  # taken back: the proper leader leads
    play.events.append({"type": "take_back", "seat": seat, "card": card})
    return True


def _look_back(rng: random.Random, deal: Deal, play: _Play) -> bool:
    play.trick()
    if deal.events[-1].get("type") != "quit_trick":
        deal.events.append({"type": "quit_trick"})
    deal.events.append({"type": "look_back", "seat": rng.choice([s for s in SEATS if s != play.out])})
    return True


def _remark(rng: random.Random, deal: Deal, play: _Play) -> bool:
    play.trick()
    deal.events.append({"type": "remark", "seat": rng.choice([s for s in SEATS if s != play.out]), "about": "score"})
    return True


IRREGULARITIES: dict[str, Callable[[random.Random, Deal, _Play], bool]] = {
    "revoke": _revoke, "exposed_card": _exposed, "lead_out_of_turn": _lead_out_of_turn,
    "look_back": _look_back, "remark": _remark,
}


def misdeal(rng: random.Random, dealer: str) -> Deal:
    """A card exposed in dealing: a new deal by the same dealer (or a deal faulted otherwise)."""
    deal, _ = regular_deal(rng, dealer, passed=0.0)
    events = deal.events[:3]
    card = rng.choice(sorted(deal.hands[rng.choice(SEATS)]))
    events.append({"type": "deal_fault", "kind": "exposed_in_deal", "card": card})
    return Deal(dealer, events, "misdeal", hands=deal.hands, turn_up=deal.turn_up)


def irregular_deal(rng: random.Random, dealer: str) -> Deal:
    kind = rng.choice([*IRREGULARITIES, "misdeal"])
    if kind == "misdeal":
        return misdeal(rng, dealer)
    while True:
        deal, play = regular_deal(rng, dealer, passed=0.0)
        assert play is not None
        if IRREGULARITIES[kind](rng, deal, play):
            break
    while len(play.winners) < 5 and all(play.hands[s] for s in play.order()):
        try:
            play.trick()
        except (IndexError, ValueError):
            break
    deal.kind = kind
    return deal


def _settle(rule: Callable[[dict[str, Any]], dict[str, Any]], deal: Deal) -> str | None:
    """Elect the first option of each open ruling (an adversary of the offender electing), until none is
    open; the next dealer as ruled (None if the deal is left incomplete)."""
    for _ in range(4):
        [ruled] = rule(record([{"dealer": deal.dealer, "events": deal.events}]))["deals"]
        if ruled["status"] != "awaiting":
            return ruled["next_dealer"]  # type: ignore[no-any-return]
        pending = [r for r in ruled["rulings"] if r["elected"] is None and r["options"]]
        if not pending:
            return None
        r = pending[-1]
        offender = deal.events[r["event"]].get("seat") or deal.events[r["event"]].get("against") or deal.dealer
        deal.events.append({"type": "elect", "seat": left(offender), "option": r["options"][0]})
    return None


def make_corpus(deals: int, *, per_record: int = 10, irregular: float = 0.1, seed: int = 2026) -> Corpus:
    """``deals`` deals in records of ``per_record`` deals; a share ``irregular`` of them with an irregularity."""
    import referee

    rng = random.Random(seed)
    records: list[dict[str, Any]] = []
    made: list[Deal] = []
    while len(made) < deals:
        dealer = rng.choice(SEATS)
        entries: list[dict[str, Any]] = []
        while len(entries) < per_record and len(made) < deals:
            if rng.random() < irregular:
                deal = irregular_deal(rng, dealer)
                following = _settle(referee.rule, deal)
                dealer = following or left(dealer)
            else:
                deal, play = regular_deal(rng, dealer)
                if play is not None:
                    _finish(play, deal)
                dealer = left(dealer)
            entries.append(deal.entry())
            made.append(deal)
        records.append(record(entries))
    return Corpus(records, made)


# -- OpenSpiel's euchre: the same deals as its actions ------------------------------------------

PASS, FIRST_SUIT, ALONE, PARTNER = 24, 25, 29, 30


def card_action(card: str) -> int:
    return RANKS.index(card[0]) * 4 + SUITS.index(card[1])


def openspiel_actions(deal: Deal) -> list[int]:
    """The deal as OpenSpiel's euchre plays it: the dealer and the cards as chance outcomes (the k-th
    card dealt goes to the dealer's seat plus k, the 21st is the upcard), the bids (24 pass, 25-28 a
    suit, C D H S), the dealer's discard, alone (29) or with the partner (30), the cards played."""
    assert deal.regular, deal.kind
    d = SEATS.index(deal.dealer)
    actions = [d]
    for k in range(20):
        actions.append(card_action(deal.hands[SEATS[(d + k) % 4]][k // 4]))
    actions.append(card_action(deal.turn_up))
    for _, bid in deal.bids:
        actions.append(PASS if bid == "pass" else FIRST_SUIT + SUITS.index(bid))
    if deal.kind == "passed":
        return actions
    if len(deal.bids) <= 4:  # ordered up: the dealer discards (in OpenSpiel even for a partner's lone hand)
        assert deal.discard is not None
        actions.append(card_action(deal.discard))
    actions.append(ALONE if deal.alone else PARTNER)
    actions += [card_action(c) for c in deal.plays]
    return actions
