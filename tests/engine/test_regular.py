"""The one-pass ruling of regular deals (``referee.regular``) is the law modules' ruling, only sooner.

For every record, ``regular.rule(record)`` must equal ``rule_record(load_record(record))``, the
ruling of the law modules on the loaded record, field for field, citations and all; and where the
record is impossible both must refuse it with the same errors. The records: legal deals under
Foster's code and the 1862 code with every option that touches a deal, each broken in the ways a
table breaks the laws (an event dropped, repeated or moved, a card, seat or flag changed: a lead
out of turn, a renounce, a discard forgotten, a bid out of turn), and the resilience tests'
chaotic and corrupted records. And a regular deal is ruled in the one pass, not handed on.
"""
from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_properties import SEATS, legal_deal
from test_resilience_records import chaotic_record, corrupted, legal_record

from referee import regular
from referee.engine import rule_record
from referee.record import InvalidRecord
from referee.schemas import load_record

SETTINGS = settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
DEAL_OPTIONS: dict[str, list[Any]] = {
    "lone_lead": ["eldest", "left_of_lone"], "stick_the_dealer": [True, False], "pack": [24, 25, 28, 32],
    "game_to": [1, 5, 10], "joker": [True, False],
}


def ruled_both_ways(record: Any) -> dict[str, Any] | None:
    """The one-pass ruling, checked equal to the law modules' (or refused alike); None if refused."""
    try:
        expected = rule_record(load_record(record))
    except InvalidRecord as err:
        try:
            regular.rule(record)
        except InvalidRecord as again:
            assert again.errors == err.errors
            return None
        raise AssertionError("the one-pass ruling accepted an impossible record") from None
    ruling = regular.rule(record)
    assert ruling == expected
    return ruling


def _mutate(deal: dict[str, Any], rng: random.Random) -> None:
    """Break a legal deal as a table does, one fact at a time: each way below that applies to it may be drawn."""
    events = deal["events"]
    dealt = next((e for e in events if e["type"] == "deal"), None)
    plays = [e for e in events if e["type"] == "play"]
    bids = [e for e in events if e["type"] in ("order_up", "take_up", "make")]
    discard = next((e for e in events if e["type"] == "discard"), None)
    cut = next((e for e in events if e["type"] == "cut"), None)
    k = rng.randrange(len(events))

    def swap() -> None:  # two facts in the other order: a bid or a play out of turn, a discard late
        j = rng.randrange(len(events) - 1)
        events[j], events[j + 1] = events[j + 1], events[j]

    def renounce() -> None:  # a player's cards played in other tricks: often a renounce (foster:30)
        seat = rng.choice(plays)["seat"]
        mine = [e for e in plays if e["seat"] == seat]
        a, b = rng.sample(mine, 2) if len(mine) > 1 else (mine[0], mine[0])
        a["card"], b["card"] = b["card"], a["card"]

    def bid() -> None:  # alone or not; taken up by another than the dealer; a suit named (foster:21)
        ev = rng.choice(bids)
        how = rng.randrange(3)
        if how == 0:
            ev["alone"] = not ev.get("alone", False)
        elif ev["type"] != "make":
            ev["type"] = "take_up" if ev["type"] == "order_up" else "order_up"
        else:
            ev["suit"] = rng.choice("SHDC")
            if how == 2:  # named in the first round
                first_pass = next((i for i, e in enumerate(events) if e["type"] == "pass"), 0)
                events.remove(ev)
                events.insert(first_pass + rng.randrange(4), ev)

    def discarded() -> None:  # passed across, kept by a lone dealer, or made after the lead (foster:17-19, 34)
        assert discard is not None
        how = rng.randrange(3)
        if how == 0:
            discard["to_partner"] = rng.random() < 0.5
        elif how == 1:
            at = events.index(discard)
            events.insert(at + rng.randint(1, 3), events.pop(at))
        else:  # never made
            events.remove(discard)

    def after() -> None:  # a card played after the hand: a lone player's partner still holds his
        assert dealt is not None
        if events[-1]["type"] == "quit_trick":
            events.pop()
        seat = rng.choice(SEATS)
        events.append({"type": "play", "seat": seat, "card": rng.choice(dealt["hands"].get(seat) or ["AS"])})

    def misdealt() -> None:  # a card in two places; a hand of six and one of four (foster:23); a pattern
        assert dealt is not None
        hands = list(dealt["hands"].values())
        how = rng.randrange(4)
        if how == 0 and dealt.get("stock"):
            dealt["stock"][0] = rng.choice(rng.choice(hands))
        elif how == 1:
            a, b = rng.sample(hands, 2)
            a.append(b.pop())
        elif how == 2:  # a hand given to a seat not at the table
            dealt["hands"]["X"] = dealt["hands"].pop(rng.choice(SEATS))
        else:
            dealt["pattern"] = rng.choice(["2-3", "3-2", "1-4", 5])

    def packet() -> None:  # too few cards left in a packet (foster:9)
        assert cut is not None
        cut[rng.choice(["top", "bottom"])] = rng.randrange(9)

    ways: list[Any] = [
        lambda: events.pop(k),
        lambda: events.insert(k, copy.deepcopy(events[k])),
        swap,
        lambda: events[k].__setitem__("seat", rng.choice(SEATS)) if "seat" in events[k] else None,
        lambda: deal.__setitem__("dealer", rng.choice(SEATS)),
        lambda: events.insert(next((i for i, e in enumerate(events) if e["type"] == "pass"), k) + rng.randrange(6),
                              {"type": "turn_down", "seat": rng.choice([deal["dealer"], *SEATS])}),
        lambda: events.insert(rng.randrange(3), {"type": "shuffle", "seat": rng.choice(SEATS)}),
    ]
    ways += [renounce] if plays else []
    ways += [after] if plays and dealt else []
    ways += [bid] if bids else []
    ways += [discarded] if discard else []
    ways += [misdealt] if dealt else []
    ways += [packet] if cut else []
    rng.choice(ways)()


def table_record(rng: random.Random) -> dict[str, Any]:
    """Legal deals in turn (each dealer the last one's left), most of them broken once or twice,
    under either code and any options that touch a deal."""
    options = {name: rng.choice(values) for name, values in DEAL_OPTIONS.items() if rng.random() < 0.3}
    deals: list[dict[str, Any]] = []
    for _ in range(rng.randint(1, 4)):
        deal = legal_deal(rng)[0]
        if deals:  # the deal passes to the left (foster:10): turn the seats so that it does
            deal = _turned(deal, (SEATS.index(deals[-1]["dealer"]) + 1 - SEATS.index(deal["dealer"])) % 4)
        for _ in range(rng.choice([0, 1, 1, 2])):
            if deal["events"]:
                _mutate(deal, rng)
        deals.append(deal)
    return {"format": "euchre-record/1", "game": "euchre", "code": rng.choice(["foster", "1862"]),
            "options": options, "seats": SEATS, "deals": deals}


def _turned(deal: dict[str, Any], shift: int) -> dict[str, Any]:
    """The same deal with every seat moved ``shift`` places to the left."""
    move = {s: SEATS[(i + shift) % 4] for i, s in enumerate(SEATS)}

    def turn(value: Any) -> Any:
        if isinstance(value, dict):
            return {move.get(k, k): turn(v) for k, v in value.items()}
        if isinstance(value, list):
            return [turn(v) for v in value]
        return move.get(value, value) if isinstance(value, str) and len(value) == 1 else value

    return turn(deal)  # type: ignore[no-any-return]


@pytest.mark.parametrize("block", range(10))
def test_foster_and_1862_deals_played_or_broken_are_ruled_as_the_law_modules_rule_them(block: int) -> None:
    for seed in range(block * 300, block * 300 + 300):
        record = table_record(random.Random(seed))
        try:
            ruled_both_ways(record)
        except AssertionError as err:
            raise AssertionError(f"table_record(random.Random({seed}))") from err


@SETTINGS
@given(st.one_of(legal_record(), chaotic_record(), corrupted(st.one_of(legal_record(), st.randoms().map(table_record)))))
def test_chaotic_and_corrupted_records_are_ruled_or_refused_as_the_law_modules_do(record: dict[str, Any]) -> None:
    ruled_both_ways(record)


@given(st.randoms(use_true_random=False), st.sampled_from(["foster", "1862"]))
@settings(max_examples=300, deadline=None)
def test_foster_1_2_10_20_22_a_regular_deal_is_ruled_in_one_pass(rng: random.Random, code: str) -> None:
    """foster:1, 2, 10, 20, 22: a deal that breaks no law is scored or passed without the law modules."""
    deal = legal_deal(rng)[0]
    record = {"format": "euchre-record/1", "game": "euchre", "code": code, "seats": SEATS, "deals": [deal]}
    header = load_record({**record, "deals": []})
    outcome = regular.rule_deal(regular._table(header.game, header.seats, header.options, code), 0, deal, None)
    assert outcome.status in ("scored", "passed") and not outcome.rulings
    assert ruled_both_ways(record) == rule_record(load_record(record))


@pytest.mark.parametrize("code", ["foster", "1862"])
def test_foster_20_the_dealers_pass_recorded_again_as_the_card_turned_down_is_ruled_in_one_pass(code: str) -> None:
    """foster:20: "If the dealer does not take up the trump, he must place it under the remainder of the pack": a
    scorer who records the dealer's pass and then the card turned down records one act twice; still regular."""
    rng = random.Random(7)
    while True:
        deal = legal_deal(rng)[0]
        events = deal["events"]
        passes = [k for k, e in enumerate(events) if e["type"] == "pass"]
        if any(e["type"] == "make" for e in events) and len(passes) >= 4:
            break
    events.insert(passes[3] + 1, {"type": "turn_down", "seat": deal["dealer"]})
    record = {"format": "euchre-record/1", "game": "euchre", "code": code, "seats": SEATS, "deals": [deal]}
    header = load_record({**record, "deals": []})
    outcome = regular.rule_deal(regular._table(header.game, header.seats, header.options, code), 0, deal, None)
    assert outcome.status == "scored" and not outcome.rulings
    assert ruled_both_ways(record) == rule_record(load_record(record))
