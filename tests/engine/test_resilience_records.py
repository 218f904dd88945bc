"""Resilience of the law engine: whatever record it is handed, valid or corrupted, ``referee.rule``
returns a ruling (of format 1, JSON-ready) or raises ``InvalidRecord`` naming the bad fields;
nothing else, ever. And the lean loader (``referee.fastload``) loads exactly what marshmallow
loads, or leaves the record to it.

Records come from hypothesis strategies: legal deals (``test_properties.legal_deal``), chaotic
deals of well-typed facts in any order under every code and game (plays mostly of cards the
player holds, so that most get past the loader to the engine), and either of them corrupted at
one place of the JSON (a value replaced by another of any type, a key removed or added, a card
put in two places)."""
from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from marshmallow import ValidationError
from test_properties import legal_deal

import referee
from referee.cards import make_pack
from referee.record import CALL_DEMANDS, DEAL_FAULT_KINDS, EVENT_TYPES, EXPOSE_HOW, REMARK_ABOUT
from referee.schemas import _RECORD_SCHEMA, RulingSchema, fast_load

OPTION_VALUES: dict[str, st.SearchStrategy[Any]] = {
    "game_to": st.integers(1, 12), "joker": st.booleans(), "lap": st.booleans(), "slam": st.booleans(),
    "jambone": st.booleans(), "jamboree": st.booleans(), "rubbers": st.booleans(),
    "stick_the_dealer": st.booleans(), "lone_lead": st.sampled_from(["eldest", "left_of_lone"]),
    "pack": st.sampled_from([24, 25, 28, 32, 33, 36]),
}
SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))


def _card(rng: random.Random, hand: list[str], pack: list[str]) -> str:
    """Mostly a card of the player's recorded hand (taken from it), sometimes any card of the pack."""
    if hand and rng.random() < 0.85:
        return hand.pop(rng.randrange(len(hand)))
    return rng.choice(pack)


@st.composite
def chaotic_record(draw: st.DrawFn, earlier_claims: bool = False) -> dict[str, Any]:
    """A record of well-typed facts in any order: any game and code, any options, deals whose events
    are drawn from every type, the cards played mostly from the player's recorded hand; with
    ``earlier_claims``, some claims name an earlier deal (``deal``)."""
    game, code = draw(st.sampled_from([("euchre", "foster"), ("euchre", "1862"), ("call-ace", "callace")]))
    seats = ["N", "E", "S", "W"] if game == "euchre" else ["A", "B", "C", "D", "E", "F", "G"][:draw(st.integers(4, 7))]
    options = draw(st.fixed_dictionaries({}, optional=OPTION_VALUES))
    size = options.get("pack") or ({4: 24, 5: 28, 6: 32, 7: 36}[len(seats)] if game == "call-ace" else 32)
    if size < 5 * len(seats) + 1:
        options.pop("pack")
        size = {4: 24, 5: 28, 6: 32, 7: 36}[len(seats)]
    joker = "pack" not in options and options.get("joker")  # as schemas.pack_for has it
    pack = sorted(str(c) for c in make_pack(size)) + (["JK"] if joker else [])
    deals = []
    for _ in range(draw(st.integers(1, 3))):
        rng = random.Random(draw(st.integers(0, 2**32)))
        cards = pack[:]
        rng.shuffle(cards)
        hands = {s: cards[5 * k:5 * k + 5] for k, s in enumerate(seats)}
        turn_up = cards[5 * len(seats)]
        held = {s: list(h) for s, h in hands.items()}
        dealer = draw(st.sampled_from(seats))
        events: list[dict[str, Any]] = []
        if draw(st.booleans()):
            events.append({"type": "deal", "hands": hands, "turn_up": turn_up} if draw(st.booleans())
                          else {"type": "deal", "turn_up": turn_up})
        kinds = sorted(EVENT_TYPES)
        for _ in range(draw(st.integers(0, 30))):
            kind = draw(st.sampled_from(kinds + ["play"] * 12 + ["pass"] * 3))
            seat = draw(st.sampled_from(seats))

            ev: dict[str, Any] = {"type": kind, "seat": seat}
            if kind in ("play", "correct", "take_back", "cut_for_deal"):
                ev["card"] = _card(rng, held[seat], cards)
            elif kind == "expose":
                ev.update(card=_card(rng, held[seat], cards), how=rng.choice(EXPOSE_HOW))
            elif kind == "discard":
                ev.update(card=_card(rng, held[seat], cards)) if rng.random() < 0.8 else None
            elif kind in ("order_up", "take_up"):
                ev["alone"] = rng.random() < 0.3
            elif kind == "make":
                ev.update(suit=rng.choice("SHDC"), alone=rng.random() < 0.3)
            elif kind == "call_partner":
                ev["suit"] = rng.choice("SHDC")
            elif kind == "declare":
                ev["what"] = rng.choice(["jambone", "jamboree"])
            elif kind == "deal_fault":
                ev["kind"] = rng.choice(DEAL_FAULT_KINDS)
            elif kind == "remark":
                ev["about"] = rng.choice(REMARK_ABOUT)
            elif kind == "claim":
                ev.update(kind="revoke", against=rng.choice(seats), trick=rng.randint(1, 5))
                if earlier_claims and deals and rng.random() < 0.3:  # a claim of an earlier deal's revoke
                    ev["deal"] = rng.randrange(len(deals))
            elif kind == "show":
                ev["cards"] = list(held[seat])
            elif kind == "elect":
                ev["option"] = rng.choice(["add_two", "deduct_two", "call_suit", "call_card", "new_deal",
                                           "abandon_and_score", "play_on", "call_highest"])
            elif kind == "call":
                ev["target"] = rng.choice(seats)
                what = rng.randrange(3)
                ev.update({"card": rng.choice(cards)} if what == 0 else {"suit": rng.choice("SHDC")} if what == 1
                          else {"demand": rng.choice(CALL_DEMANDS)})
            elif kind == "deal":
                ev = {"type": "deal", "turn_up": rng.choice(cards)}
            elif kind == "quit_trick":
                ev = {"type": "quit_trick"}
            elif kind == "cut":
                ev.update(top=rng.randint(0, 30), bottom=rng.randint(0, 30))
            events.append(ev)
        deals.append({"dealer": dealer, "events": events})
    record = {"format": "euchre-record/1", "game": game, "code": code, "options": options, "seats": seats,
              "players": {s: f"P{s}" for s in seats}, "deals": deals}
    if draw(st.booleans()):
        sides = ["".join(seats[0::2]), "".join(seats[1::2])] if game == "euchre" else seats
        record["start_score"] = {side: draw(st.integers(0, 4)) for side in sides}
    return record


@st.composite
def legal_record(draw: st.DrawFn) -> dict[str, Any]:
    rngs = draw(st.lists(st.randoms(use_true_random=False), min_size=1, max_size=4))
    return {"format": "euchre-record/1", "game": "euchre", "code": draw(st.sampled_from(["foster", "1862"])),
            "seats": ["N", "E", "S", "W"], "deals": [legal_deal(r)[0] for r in rngs]}


JSON_VALUES = st.one_of(st.none(), st.booleans(), st.integers(-3, 40), st.floats(allow_nan=False),
                        st.sampled_from(["", "N", "JH", "10h", "JK", "ZZ", "S", "euchre", "play", "revoke"]),
                        st.just([]), st.just({}), st.just(["AS", "AS"]), st.just({"type": "play"}))


def _paths(value: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [at]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*at, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*at, i))
    return out


@st.composite
def corrupted(draw: st.DrawFn, records: st.SearchStrategy[dict[str, Any]]) -> dict[str, Any]:
    """A record broken at one place: a value replaced, a key dropped or added, an item duplicated."""
    record = json.loads(json.dumps(draw(records)))
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(_paths(record)))
        if not path:
            continue
        parent = record
        for step in path[:-1]:
            parent = parent[step]
        last = path[-1]
        how = draw(st.sampled_from(["replace", "drop", "add", "duplicate"]))
        if how == "replace":
            parent[last] = copy.deepcopy(draw(JSON_VALUES))  # st.just's value is shared
        elif how == "drop":
            del parent[last]
        elif how == "add" and isinstance(parent, dict):
            parent[draw(st.sampled_from(["extra", "card", "seat", "type", "hands", "alone"]))] = copy.deepcopy(draw(JSON_VALUES))
        elif how == "duplicate" and isinstance(parent, list):
            parent.insert(last, json.loads(json.dumps(parent[last])))
    return record


def _rules_or_refuses(record: Any) -> None:
    """The one promise: a ruling of format 1, or ``InvalidRecord`` with each bad field named."""
    try:
        ruling = referee.rule(record)
    except referee.InvalidRecord as err:
        assert err.errors and all(set(e) == {"path", "value", "message"} for e in err.errors), err.errors
        json.dumps(err.errors)  # the API answers them as they are
        return
    assert RulingSchema().validate(ruling) == {}, ruling
    assert len(ruling["deals"]) == len(record["deals"])
    json.dumps(ruling)


def _same_load(record: Any) -> None:
    """The lean loader loads what marshmallow loads, or leaves the record to it."""
    fast = fast_load(record)
    try:
        slow = _RECORD_SCHEMA.load(record)
    except ValidationError:
        assert fast is None
        return
    assert fast is None or fast == slow


@SETTINGS
@given(legal_record())
def test_a_legal_record_is_ruled(record: dict[str, Any]) -> None:
    _rules_or_refuses(record)
    _same_load(record)
    assert fast_load(record) is not None  # a well-formed record takes the lean path


@SETTINGS
@given(chaotic_record(earlier_claims=True))
def test_facts_in_any_order_are_ruled_or_refused_as_impossible(record: dict[str, Any]) -> None:
    _rules_or_refuses(record)
    _same_load(record)


@SETTINGS
@given(corrupted(st.one_of(legal_record(), chaotic_record(earlier_claims=True))))
def test_a_corrupted_record_is_ruled_or_refused_naming_the_field(record: dict[str, Any]) -> None:
    _rules_or_refuses(record)
    _same_load(record)


@pytest.mark.parametrize("value", [None, [], "record", 3, {"format": "euchre-record/1"}, {"deals": {}}])
def test_what_is_not_a_record_is_refused(value: Any) -> None:
    with pytest.raises(referee.InvalidRecord):
        referee.rule(value)
