"""Euchre Game Notation import and export (referee.egn).

The real games live in ``shared/data/egn`` next to the repository; the trick
winners and scores they imply are worked out here from the EGN data alone,
with a card ranking written for the test, and compared with the import and
with the engine's ruling.
"""
from __future__ import annotations

import ast
import copy
import json
import re
import sys
from pathlib import Path
from typing import Any, Callable

import pytest

from referee.egn import EgnError, egn_from_record, import_egn_path, record_from_egn

from builders import EXAMPLES, SHARED

DATA = SHARED / "data" / "egn"
GAMES = sorted(DATA.glob("*.egn"))
GAME_PARAMS = [pytest.param(path, id=path.stem) for path in GAMES] or [
    pytest.param(None, marks=pytest.mark.skip(reason=f"no EGN games found in {DATA}"))
]
SEATS = "NESW"


def load(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def record_of(egn: Any) -> dict[str, Any]:
    record, _ = record_from_egn(egn)
    return record


def game(name: str) -> dict[str, Any]:
    path = DATA / f"{name}.egn"
    if not path.exists():
        pytest.skip(f"EGN game {path} not found")
    return load(path)


def engine_rule() -> Callable[[dict[str, Any]], dict[str, Any]]:
    referee = pytest.importorskip("referee")
    rule = getattr(referee, "rule", None)
    if rule is None:
        pytest.skip("referee.rule (the engine) is not there yet")
    return rule  # type: ignore[no-any-return]


# -- the cards' own verdict, from the EGN data alone ---------------------------

SAME_COLOUR = {"S": "C", "C": "S", "H": "D", "D": "H"}


def norm(card: str) -> str:
    return ("9" if card[0] == "N" else card[0]) + card[1].upper()


def suit_of(card: str, trump: str) -> str:
    return trump if card[0] == "J" and card[1] == SAME_COLOUR[trump] else card[1]


def strength(card: str, trump: str, led: str) -> int:
    suit = suit_of(card, trump)
    if suit == trump:
        if card[0] == "J":
            return 200 if card[1] == trump else 199
        return 100 + "9TJQKA".index(card[0])
    return "9TJQKA".index(card[0]) if suit == led else -1


def replay(egn: dict[str, Any]) -> dict[str, Any]:
    """Who played each card, who won each trick and the score, from EGN's facts."""
    rules = egn["metadata"].get("ruleset", {})
    to_win = rules.get("winning_score", 10)
    score = list(egn["metadata"]["initialScore"])
    deals = []
    ended_at = None
    for n, deal in enumerate(egn["deals"]):
        dealer = deal["initialState"]["dealer"]
        up = norm(deal["initialState"]["upCard"])
        phases = {p["type"]: p for p in deal["phases"]}
        bid, play = phases["EUCHRE_BIDDING"], phases["TRICK_PLAY"]
        k = next(i for i, c in enumerate(bid["calls"]) if c != "Pass")
        maker = (dealer + 1 + k) % 4
        trump = up[1] if k < 4 else bid["calls"][k].upper()
        alone = bid.get("isAlone", False)
        out = (maker + 2) % 4 if alone else None
        if alone and rules.get("loner_lead") == "LEFT_OF_LONER":
            leader = (maker + 1) % 4
        else:
            leader = (dealer + 1) % 4
            if leader == out:
                leader = (leader + 1) % 4
        first = leader
        plays, winners = [], []
        for trick in play["tricks"]:
            seats = [s for s in ((leader + i) % 4 for i in range(4)) if s != out]
            cards = [norm(c) for c in trick]
            led = suit_of(cards[0], trump)
            leader = max(zip(seats, cards), key=lambda sc: strength(sc[1], trump, led))[0]
            plays.append(list(zip(seats, cards)))
            winners.append(leader)
        won = sum(1 for w in winners if w % 2 == maker % 2)
        if won >= 3:
            side, points = maker % 2, (1 if won < 5 else 4 if alone else 2)
        else:
            side, points = 1 - maker % 2, 2
        score[side] += points
        if ended_at is None and max(score) >= to_win:
            ended_at = n
        deals.append({
            "first_leader": first, "plays": plays, "winners": winners, "trump": trump, "maker": maker,
            "alone": alone, "points": [points if side == 0 else 0, points if side == 1 else 0],
        })
    return {"deals": deals, "score": score, "ended_at": ended_at}


# -- a small JSON-schema check (the subset egn-schema-v1.json uses) ---------------


def schema_errors(value: Any, schema: dict[str, Any], root: dict[str, Any], at: str = "$") -> list[str]:
    if "$ref" in schema:
        schema = root["definitions"][schema["$ref"].rsplit("/", 1)[1]]
    kinds = {"object": dict, "array": list, "string": str, "boolean": bool}
    kind = schema.get("type")
    if kind == "integer":
        if not isinstance(value, int) or isinstance(value, bool):
            return [f"{at}: not an integer"]
    elif kind is not None and not isinstance(value, kinds[kind]):
        return [f"{at}: not of type {kind}"]
    errors: list[str] = []
    if "const" in schema and value != schema["const"]:
        errors.append(f"{at}: not {schema['const']!r}")
    if "enum" in schema and value not in schema["enum"]:
        errors.append(f"{at}: not one of {schema['enum']}")
    if isinstance(value, str):
        if "pattern" in schema and not re.search(schema["pattern"], value):
            errors.append(f"{at}: {value!r} does not match {schema['pattern']}")
        if len(value) > schema.get("maxLength", len(value)):
            errors.append(f"{at}: too long")
    if isinstance(value, int) and not isinstance(value, bool):
        if value < schema.get("minimum", value) or value > schema.get("maximum", value):
            errors.append(f"{at}: out of range")
    if isinstance(value, dict):
        for name in schema.get("required", []):
            if name not in value:
                errors.append(f"{at}: missing required {name}")
        props = schema.get("properties", {})
        extra = schema.get("additionalProperties", True)
        for name, sub in value.items():
            if name in props:
                errors += schema_errors(sub, props[name], root, f"{at}.{name}")
            elif extra is False:
                errors.append(f"{at}: unexpected field {name}")
            elif isinstance(extra, dict):
                errors += schema_errors(sub, extra, root, f"{at}.{name}")
    if isinstance(value, list):
        if not schema.get("minItems", 0) <= len(value) <= schema.get("maxItems", len(value)):
            errors.append(f"{at}: wrong number of items")
        for i, item in enumerate(value):
            if "items" in schema:
                errors += schema_errors(item, schema["items"], root, f"{at}[{i}]")
    for sub in schema.get("allOf", []):
        errors += schema_errors(value, sub, root, at)
    if "anyOf" in schema and all(schema_errors(value, s, root, at) for s in schema["anyOf"]):
        errors.append(f"{at}: matches none of anyOf")
    if "oneOf" in schema:
        matching = sum(not schema_errors(value, s, root, at) for s in schema["oneOf"])
        if matching != 1:
            errors.append(f"{at}: matches {matching} of oneOf, not exactly one")
    if "not" in schema and not schema_errors(value, schema["not"], root, at):
        errors.append(f"{at}: matches a 'not' schema")
    return errors


@pytest.fixture(scope="module")
def egn_schema() -> dict[str, Any]:
    path = DATA / "egn-schema-v1.json"
    if not path.exists():
        pytest.skip(f"{path} not found")
    return load(path)


def test_schema_check_accepts_v14_games_and_rejects_the_older_loggers(egn_schema: dict[str, Any]) -> None:
    """The structural check can fail: the README says the 1.0.0 files break the schema."""
    if not GAMES:
        pytest.skip(f"no EGN games found in {DATA}")
    for path in GAMES:
        errors = schema_errors(load(path), egn_schema, egn_schema)
        if load(path)["version"] == "1.0.0":
            assert "$.deals[0]: matches 0 of oneOf, not exactly one" in errors, path.name  # kitty etc.
        else:
            assert errors == [], path.name


# -- every real game ------------------------------------------------------------


@pytest.mark.parametrize("path", GAME_PARAMS)
def test_game_imports_with_its_players_score_and_rules(path: Path) -> None:
    egn = load(path)
    record = record_of(egn)
    meta = egn["metadata"]
    assert record["format"] == "euchre-record/1"
    assert (record["game"], record["code"]) == ("euchre", "foster")
    assert record["seats"] == ["N", "E", "S", "W"]
    assert record["players"] == dict(zip(SEATS, meta["players"]))
    assert record["start_score"] == {"NS": meta["initialScore"][0], "EW": meta["initialScore"][1]}
    lone_lead = {"LEFT_OF_DEALER": "eldest", "LEFT_OF_LONER": "left_of_lone"}[meta["ruleset"]["loner_lead"]]
    assert record["options"] == {"game_to": 10, "stick_the_dealer": True, "lone_lead": lone_lead, "pack": 24}
    assert [d["dealer"] for d in record["deals"]] == [SEATS[d["initialState"]["dealer"]] for d in egn["deals"]]


@pytest.mark.parametrize("path", GAME_PARAMS)
def test_imported_cards_are_played_by_the_seats_the_cards_imply(path: Path) -> None:
    egn = load(path)
    record = record_of(egn)
    for n, (deal, expected) in enumerate(zip(record["deals"], replay(egn)["deals"])):
        plays = [(e["seat"], e["card"]) for e in deal["events"] if e["type"] == "play"]
        assert plays == [(SEATS[s], c) for trick in expected["plays"] for s, c in trick], f"deal {n}"
        assert sum(e["type"] == "quit_trick" for e in deal["events"]) == len(expected["plays"])
        for trick in expected["plays"]:  # a lone player's partner plays no card
            assert len(trick) == (3 if expected["alone"] else 4)


@pytest.mark.parametrize("path", GAME_PARAMS)
def test_imported_bidding_names_the_maker_and_trump_the_calls_imply(path: Path) -> None:
    egn = load(path)
    record = record_of(egn)
    for n, (deal, expected) in enumerate(zip(record["deals"], replay(egn)["deals"])):
        making = [e for e in deal["events"] if e["type"] in ("order_up", "take_up", "make")]
        assert len(making) == 1, f"deal {n}"
        assert making[0]["seat"] == SEATS[expected["maker"]]
        assert making[0].get("alone", False) == expected["alone"]
        turn_up = deal["events"][0]["turn_up"]
        assert making[0].get("suit", turn_up[1]) == expected["trump"]


@pytest.mark.parametrize("path", GAME_PARAMS)
def test_game_ends_on_its_last_deal_unless_unfinished(path: Path) -> None:
    """The cards' scores reach 10 exactly at the last deal (a check on the data and the replay)."""
    replayed = replay(load(path))
    if path.stem == "another-fun-euchre":  # README: a single deal that does not finish a game
        assert replayed["ended_at"] is None
    else:
        assert replayed["ended_at"] == len(replayed["deals"]) - 1


@pytest.mark.parametrize("path", GAME_PARAMS)
def test_export_then_import_gives_the_same_record(path: Path, egn_schema: dict[str, Any]) -> None:
    """Only the older logger's version is not kept: the export is a new EGN 1.4 file."""
    record = record_of(load(path))
    exported, left_out = egn_from_record(record)
    version = record["source"]["version"]
    assert left_out == ([] if version == "1.4" else [f"source.version: {version!r} left out: this is a new file in EGN 1.4"])
    assert schema_errors(exported, egn_schema, egn_schema) == []
    assert record_from_egn(exported) == ({**record, "source": {**record["source"], "version": "1.4"}}, [])


@pytest.mark.parametrize("path", GAME_PARAMS)
def test_imported_game_is_a_valid_record(path: Path) -> None:
    schemas = pytest.importorskip("referee.schemas")
    schemas.load_record(record_of(load(path)))


@pytest.mark.parametrize("path", GAME_PARAMS)
def test_engine_rules_each_game_as_its_cards_imply(path: Path) -> None:
    rule = engine_rule()
    egn = load(path)
    replayed = replay(egn)
    ruling = rule(record_of(egn))
    assert len(ruling["deals"]) == len(replayed["deals"])
    for n, (deal, expected) in enumerate(zip(ruling["deals"], replayed["deals"])):
        assert deal["rulings"] == [], f"deal {n}: played under enforced rules"
        assert deal["status"] == "scored", f"deal {n}"
        assert [t["winner"] for t in deal["tricks"]] == [SEATS[w] for w in expected["winners"]], f"deal {n}"
        assert deal["points"] == {"NS": expected["points"][0], "EW": expected["points"][1]}, f"deal {n}"
        assert deal["trump"] == expected["trump"] and deal["maker"] == SEATS[expected["maker"]]
    score = {"NS": replayed["score"][0], "EW": replayed["score"][1]}
    winner = None if replayed["ended_at"] is None else ("NS" if score["NS"] > score["EW"] else "EW")
    assert [(g["winner"], g["score"]) for g in ruling["games"]] == [(winner, score)]
    # record-format §2: the ruling's score is the game in progress; once the game is won, the next game's
    assert ruling["score"] == (score if winner is None else {"NS": 0, "EW": 0})


# -- particular deals -----------------------------------------------------------


def deal_of(name: str, index: int) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = record_of(game(name))["deals"][index]["events"]
    return events


def test_assist_alone_leaves_the_turn_up_on_the_pack() -> None:
    """mote-w5-g5 deal 9: N deals, S assists alone; N lays down his cards and does not discard."""
    events = deal_of("mote-w5-g5", 9)
    assert events[1:3] == [{"type": "pass", "seat": "E"}, {"type": "order_up", "seat": "S", "alone": True}]
    assert not any(e["type"] == "discard" for e in events)
    assert not any(e.get("seat") == "N" for e in events if e["type"] == "play")
    assert events[3] == {"type": "play", "seat": "E", "card": "JH"}


def test_stick_the_dealer_deal_records_turn_down_and_the_dealers_make() -> None:
    """epic-comeback deal 1: seven passes, then the dealer names diamonds."""
    events = deal_of("epic-comeback", 1)
    dealer = record_of(game("epic-comeback"))["deals"][1]["dealer"]
    calls = [e for e in events if e["type"] in ("pass", "turn_down", "make")]
    assert [e["type"] for e in calls] == ["pass"] * 3 + ["turn_down"] + ["pass"] * 3 + ["make"]
    assert calls[3]["seat"] == dealer and calls[-1] == {"type": "make", "seat": dealer, "suit": "D"}


def test_dealer_taking_up_alone_is_take_up_and_partners_given_hand_is_kept() -> None:
    """quite-the-hustle deal 10: N takes up alone; only the hand of S, who sat out, is given."""
    events = deal_of("quite-the-hustle", 10)
    assert events[4] == {"type": "take_up", "seat": "N", "alone": True}
    assert events[0]["hands"]["S"] == ["JS", "9S", "AD", "JC", "TC"]
    assert not any(e.get("seat") == "S" for e in events if e["type"] == "play")


def test_older_loggers_player_cards_are_read_as_hands() -> None:
    """mote-w5-g5 deal 5 gives the sitting-out partner's hand in ``player_cards``."""
    assert deal_of("mote-w5-g5", 5)[0]["hands"]["S"] == ["TD", "TC", "TH", "TS", "JH"]


def test_hands_are_reconstructed_from_play_and_known_discard() -> None:
    """masters w1 g1 deal 1: S deals, takes the TC up and discards QS."""
    events = deal_of("masters-of-the-euchreverse-w1-g1", 1)
    hands = events[0]["hands"]
    assert {"type": "discard", "seat": "S", "card": "QS"} in events
    played = {s: [e["card"] for e in events if e["type"] == "play" and e["seat"] == s] for s in SEATS}
    for seat in "NEW":
        assert hands[seat] == played[seat]
    assert sorted(hands["S"]) == sorted([c for c in played["S"] if c != "TC"] + ["QS"])


def test_dealers_hand_is_not_guessed_when_his_discard_is_unknown() -> None:
    """masters w1 g6 deal 4: E deals, N orders alone, E's discard is not recorded (README)."""
    events = deal_of("masters-of-the-euchreverse-w1-g6", 4)
    assert set(events[0]["hands"]) == {"N", "W"}  # S sat out; E's discard is unknown
    assert {"type": "discard", "seat": "E"} in events


def first_player(egn: dict[str, Any], deal: int) -> str:
    events = record_of(egn)["deals"][deal]["events"]
    return next(str(e["seat"]) for e in events if e["type"] == "play")


def test_left_of_lone_lead_moves_the_first_lead_to_the_lone_players_left() -> None:
    """masters w1 g1 deal 4: E deals, S (the eldest) makes hearts alone in the second round.
    Eldest leads: S. Under left_of_lone W leads. (The up-card was turned down, so moving
    the cards to other seats makes no impossible record.)"""
    egn = game("masters-of-the-euchreverse-w1-g1")
    egn["deals"] = [deal] = egn["deals"][4:5]
    assert deal["initialState"]["dealer"] == 1 and deal["phases"][0]["isAlone"]
    assert deal["phases"][0]["calls"] == ["Pass"] * 4 + ["h"]
    assert first_player(egn, 0) == "S"
    egn["metadata"]["ruleset"]["loner_lead"] = "LEFT_OF_LONER"
    assert first_player(egn, 0) == "W"


def test_eldest_hand_whose_partner_plays_alone_passes_the_lead_on() -> None:
    """masters w1 g6 deal 4: E deals, N orders up alone; S, the eldest, sits out and W leads."""
    assert first_player(game("masters-of-the-euchreverse-w1-g6"), 4) == "W"


def test_older_loggers_initial_lead_names_the_first_leader() -> None:
    """mote-w5-g1 deal 1: E deals, S makes spades; initialLead 2 (S) agrees with the rule.
    An initialLead of W is followed as a recorded fact (a lead out of turn)."""
    egn = game("mote-w5-g1")
    play = egn["deals"][1]["phases"][1]
    assert play["initialLead"] == 2 and first_player(egn, 1) == "S"
    play["initialLead"] = 3
    assert first_player(egn, 1) == "W"


def test_supported_rules_become_options() -> None:
    egn = game("another-fun-euchre")
    egn["metadata"]["ruleset"] = {"std": False, "winning_score": 5, "loner_lead": "LEFT_OF_LONER", "min_rank": 7}
    assert record_of(egn)["options"] == {
        "game_to": 5, "stick_the_dealer": False, "lone_lead": "left_of_lone", "pack": 32,
    }
    egn["metadata"]["ruleset"] = {}  # EGN's defaults: stick the dealer, to 10
    assert record_of(egn)["options"] == {
        "game_to": 10, "stick_the_dealer": True, "lone_lead": "eldest", "pack": 24,
    }


def test_bower_letters_are_read_once_trump_is_known() -> None:
    egn = game("another-fun-euchre")  # spades ordered up; trick 3 holds JS and the ace
    trick = egn["deals"][0]["phases"][1]["tricks"][2]
    assert trick[0] == "Js"
    trick[0] = "R"
    events = record_of(egn)["deals"][0]["events"]
    assert events == deal_of("another-fun-euchre", 0)


# -- refusals ---------------------------------------------------------------------


def refused(egn: Any) -> list[dict[str, Any]]:
    with pytest.raises(EgnError) as caught:
        record_from_egn(egn)
    errors: list[dict[str, Any]] = caught.value.errors
    for e in errors:
        assert set(e) == {"path", "value", "message"}
        assert e["path"] in str(caught.value)
    return errors


def _set(egn: dict[str, Any], path: str, value: Any) -> None:
    """Set ``deals[0].phases[1].tricks[2][1]``-style paths; ``...`` deletes."""
    keys = [int(k) if k.isdigit() else k for k in re.findall(r"[^.\[\]]+", path)]
    target = egn
    for key in keys[:-1]:
        target = target[key]
    if value is ...:
        del target[keys[-1]]
    else:
        target[keys[-1]] = value


MALFORMED = [  # what is changed, to what, the error's path (if elsewhere) and message
    ("deals[0].phases[1].tricks[2][1]", "Zq", None, "unknown card"),
    ("deals[0].phases[1].tricks[2][1]", "Xx", None, "unknown card"),
    ("deals[0].phases[1].tricks[2][1]", 12, None, "not a card"),
    ("deals[0].phases[1].tricks[2][1]", "Jc", None, "JC, but that card is played by S in trick 1"),
    ("deals[0].phases[1].tricks[2][1]", "7c", None, "not in the pack"),
    ("deals[0].phases[1].tricks[1]", ["Ad", "Jd", "9h", "Qs", "Kc"], None, "a trick is 4 cards"),
    ("deals[0].initialState.dealer", 4, None, "player index"),
    ("deals[0].initialState.dealer", "1", None, "player index"),
    ("deals[0].initialState.upCard", ..., None, "not a card"),
    ("deals[0].initialState.upCard", "Jc", "deals[0].phases[1].tricks[0][0]", "JC, but that card is the up-card"),
    ("deals[0].initialState.playerCards", [["Jc", "9d"]], "deals[0].initialState.playerCards[0]", "five cards"),
    ("deals[0].initialState.playerCards", [["Jc", "Jc", "Ac", "Kc", "Qc"]],
     "deals[0].initialState.playerCards[0][1]", "JC is in N's hand but also in N's hand"),
    ("deals[0].phases[0].calls[0]", "h", None, "not a call of the first round"),
    ("deals[0].phases[0].calls", "Pass", None, "not a list"),
    ("deals[0].phases[0].isAlone", "yes", None, "not a boolean"),
    ("deals[0].phases[0].discard", "Jc", "deals[0].phases[1].tricks[0][0]", "the dealer's discard"),
    ("deals[0].phases[1].type", "SCORING", None, "not a phase"),
    ("deals[0].dealNumber", ..., None, "missing"),
    ("deals[0]", "CAESEgYKBFBhc3M=", None, "encoded deal"),
    ("deals", {}, None, "not a list"),
    ("metadata.players", ["SparkJR", "Dante", "I75North"], None, "four"),
    ("metadata.players[2]", 7, None, "not a name"),
    ("metadata.initialScore", "0-1", None, "two whole numbers"),
    ("metadata.ruleset.std", "yes", None, "not a boolean"),
    ("metadata.ruleset.loner_lead", "LEFT_OF_PARTNER", None, "not one of"),
    ("fileType", "Euchre Notes", None, "Euchre Game Notation"),
    ("version", "2.0", None, "version"),
]


@pytest.mark.parametrize(("path", "value", "at", "message"), MALFORMED,
                         ids=[f"{p}={v!r}" for p, v, _, _ in MALFORMED])
def test_malformed_file_is_refused_naming_the_field(path: str, value: Any, at: str | None, message: str) -> None:
    egn = game("another-fun-euchre")
    _set(egn, path, value)
    errors = refused(egn)
    where = [e for e in errors if e["path"] == (at or path)]
    assert where, errors
    assert message in where[0]["message"]
    if at is None:
        assert where[0]["value"] == (None if value is ... else value)


def test_every_problem_is_reported_at_once() -> None:
    egn = game("vwec-finals")
    egn["deals"][2]["phases"][1]["tricks"][0][0] = "Zz"
    egn["deals"][7]["initialState"]["dealer"] = -1
    egn["metadata"]["ruleset"]["defend_alone"] = True
    paths = {e["path"] for e in refused(egn)}
    assert paths == {"deals[2].phases[1].tricks[0][0]", "deals[7].initialState.dealer", "metadata.ruleset.defend_alone"}


def test_non_object_file_is_refused() -> None:
    assert refused([1, 2])[0]["path"] == ""


UNSUPPORTED_RULES = [
    ("defend_alone", True), ("allow_no_trump", True), ("canadian", True), ("joker", True),
    ("partners_best", True), ("go_under", True), ("farmers", True), ("fast_break", True),
    ("four_trick_tokens", True), ("loner_march_score", 5), ("loner_euchred_score", 4),
    ("num_players", 3), ("num_deals", 8), ("min_rank", 10), ("winning_score", 0), ("bowers_up", True),
]


@pytest.mark.parametrize(("rule", "value"), UNSUPPORTED_RULES, ids=[r for r, _ in UNSUPPORTED_RULES])
def test_rule_the_engine_does_not_play_is_refused_by_name(rule: str, value: Any) -> None:
    egn = game("another-fun-euchre")
    egn["metadata"]["ruleset"][rule] = value
    errors = refused(egn)
    assert [(e["path"], e["value"]) for e in errors] == [(f"metadata.ruleset.{rule}", value)]
    assert "unsupported rule" in errors[0]["message"] or "unknown rule" in errors[0]["message"]


@pytest.mark.parametrize(("rule", "value"), [("defend_alone", False), ("num_deals", 0), ("canadian", False)])
def test_rule_at_its_standard_value_is_accepted(rule: str, value: Any) -> None:
    egn = game("another-fun-euchre")
    egn["metadata"]["ruleset"][rule] = value
    assert record_of(egn)["deals"]


def test_no_trump_call_is_refused() -> None:
    egn = game("vwec-finals")  # deal 1: four passes, then clubs
    egn["deals"][1]["phases"][0]["calls"][4] = "n"
    [error] = refused(egn)
    assert error["path"] == "deals[1].phases[0].calls[4]" and "no-trump" in error["message"]


def test_defending_alone_in_a_deal_is_refused() -> None:
    egn = game("vwec-finals")  # deal 7: a lone hand
    egn["deals"][7]["phases"][0]["aloneDefender"] = 2
    [error] = refused(egn)
    assert error["path"] == "deals[7].phases[0].aloneDefender" and "defending alone" in error["message"]


# -- export ---------------------------------------------------------------------------


def example(name: str) -> dict[str, Any]:
    path = EXAMPLES / f"{name}.record.json"
    if not path.exists():
        pytest.skip(f"example record {path} not found")
    return load(path)


HELD = {"deal", "pass", "turn_down", "order_up", "take_up", "make", "discard", "play", "quit_trick"}


@pytest.mark.parametrize("name", ["01-plain-hand", "02-lone-hand-euchred", "03-revoke-with-election",
                                  "04-lead-out-of-turn-suit-called", "05-misdeal"])
def test_export_names_every_fact_left_out(name: str, egn_schema: dict[str, Any]) -> None:
    record = example(name)
    exported, left_out = egn_from_record(record)
    assert schema_errors(exported, egn_schema, egn_schema) == []
    for i, deal in enumerate(record["deals"]):
        whole = any(n.startswith(f"deals[{i}]: the whole deal left out") for n in left_out)
        for j, event in enumerate(deal["events"]):
            if event["type"] not in HELD or whole:
                assert whole or any(n.startswith(f"deals[{i}].events[{j}]") for n in left_out), (j, event)


def test_export_keeps_bidding_discard_and_tricks_and_reports_shuffle_cut_and_pattern() -> None:
    record = example("01-plain-hand")
    exported, left_out = egn_from_record(record)
    assert exported["metadata"]["ruleset"] == {
        "std": False, "min_rank": 7, "winning_score": 5, "loner_lead": "LEFT_OF_DEALER",
    }
    assert len(left_out) == 4 and "shuffle" in left_out[0] and "pattern" in left_out[2]
    back = record_of(exported)["deals"][0]["events"]
    kept = [e for e in record["deals"][0]["events"] if e["type"] in HELD]
    kept[0] = {k: v for k, v in kept[0].items() if k in ("type", "hands", "turn_up")}
    assert back == kept


def test_export_drops_a_card_taken_back_and_keeps_the_rest_of_the_deal() -> None:
    record = example("04-lead-out-of-turn-suit-called")
    exported, left_out = egn_from_record(record)
    tricks = exported["deals"][0]["phases"][1]["tricks"]
    assert len(tricks) == 5 and tricks[1] == ["Kc", "9c", "Ac", "Jc"]
    assert any("events[10]" in n and "take_back" in n for n in left_out)
    assert any(n.startswith("deals[0].events[12]: call") for n in left_out)


def test_export_stops_at_a_play_out_of_turn_and_reports_the_rest() -> None:
    record = example("01-plain-hand")
    events = record["deals"][0]["events"]
    i = next(j for j, e in enumerate(events) if e["type"] == "play" and e["card"] == "AS")  # trick 3, N leads
    events[i]["seat"], events[i + 1]["seat"] = "E", "N"
    exported, left_out = egn_from_record(record)
    assert len(exported["deals"][0]["phases"][1]["tricks"]) == 2
    assert any(n.startswith(f"deals[0].events[{i}]") and "order of play" in n for n in left_out)
    for j in range(i + 1, len(events)):
        assert any(n.startswith(f"deals[0].events[{j}]") for n in left_out), j


def test_export_reports_options_code_and_fields_egn_lacks() -> None:
    record = example("02-lone-hand-euchred")
    record["code"] = "1862"
    record["options"].update({"lap": True, "rubbers": False})
    record["venue"] = "the club"
    _, left_out = egn_from_record(record)
    for what in ("code", "options.lap", "options.rubbers", "venue"):
        assert any(n.startswith(what) for n in left_out), what


def test_export_names_a_claim_of_an_earlier_deal_with_its_deal() -> None:
    # EGN records no claims: a claim recorded in a later deal, naming the deal of its revoke, is left out whole
    record = example("01-plain-hand")
    second = copy.deepcopy(record["deals"][0])
    second["events"].insert(0, {"type": "claim", "seat": "W", "kind": "revoke", "against": "N", "deal": 0})
    record["deals"].append(second)
    _, left_out = egn_from_record(record)
    assert ('deals[1].events[0]: claim by W {"against": "N", "deal": 0, "kind": "revoke"} left out: EGN records no '
            'claims') in left_out


def test_export_refuses_call_ace() -> None:
    with pytest.raises(EgnError) as caught:
        egn_from_record(example("06-call-ace-point"))
    assert {e["path"] for e in caught.value.errors} >= {"game", "seats"}


def test_export_refuses_an_unknown_card_naming_its_path() -> None:
    record = example("01-plain-hand")
    record["deals"][0]["events"][5]["card"] = "ZZ"
    with pytest.raises(EgnError) as caught:
        egn_from_record(record)
    assert caught.value.errors == [{"path": "deals[0].events[5].card", "value": "ZZ", "message": "unknown card"}]


def test_export_notes_a_missing_discard_that_reading_back_would_invent() -> None:
    record = example("01-plain-hand")
    del record["deals"][0]["events"][4]  # N's discard
    _, left_out = egn_from_record(record)
    assert any("no discard by the dealer" in n for n in left_out)


# -- files ------------------------------------------------------------------------------


def test_import_directory_writes_each_game_and_reports_progress(tmp_path: Path) -> None:
    if not GAMES:
        pytest.skip(f"no EGN games found in {DATA}")
    calls: list[tuple[int, int, str]] = []
    written = import_egn_path(DATA, tmp_path / "out", lambda *a: calls.append(a)).written
    assert [p.name for p in written] == [f"{g.stem}.record.json" for g in GAMES]
    assert calls == [(n, len(GAMES), g.name) for n, g in enumerate(GAMES, 1)]
    for out, src in zip(written, GAMES):
        assert load(out) == record_of(load(src))


def test_import_file_writes_the_record_to_dst_or_into_a_directory(tmp_path: Path) -> None:
    src = DATA / "another-fun-euchre.egn"
    if not src.exists():
        pytest.skip(f"{src} not found")
    [out] = import_egn_path(src, tmp_path / "game.json").written
    assert out == tmp_path / "game.json" and load(out) == record_of(load(src))
    [out] = import_egn_path(src, tmp_path).written
    assert out == tmp_path / "another-fun-euchre.record.json"


def test_import_directory_writes_every_good_file_and_refuses_each_bad_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    """Two bad files among the real games: the good ones are all written, each bad one is
    named with its errors, one line per field, and the exit status is 2."""
    if not GAMES:
        pytest.skip(f"no EGN games found in {DATA}")
    src = tmp_path / "in"
    src.mkdir()
    for path in GAMES:
        (src / path.name).write_bytes(path.read_bytes())
    bad = game("vwec-finals")
    bad["deals"][2]["phases"][1]["tricks"][0][0] = "Zz"
    bad["deals"][7]["initialState"]["dealer"] = -1
    (src / "b-bad-card.egn").write_text(json.dumps(bad))
    (src / "c-not-json.egn").write_text("{not json")
    done = import_egn_path(src, tmp_path / "out")
    assert [p.name for p in done.written] == [f"{g.stem}.record.json" for g in GAMES]
    assert [(f.name, [e["path"] for e in errors]) for f, errors in done.refused] == [
        ("b-bad-card.egn", ["deals[2].phases[1].tricks[0][0]", "deals[7].initialState.dealer"]),
        ("c-not-json.egn", [""]),
    ]

    from referee.cli import main
    code = main(["import-egn", str(src), "-o", str(tmp_path / "cli")])
    err = capsys.readouterr().err
    assert code == 2
    assert len(list((tmp_path / "cli").glob("*.record.json"))) == len(GAMES)
    assert f"referee: cannot convert {src / 'b-bad-card.egn'}\n  deals[2].phases[1].tricks[0][0]: unknown card" in err
    assert "\n  deals[7].initialState.dealer: missing or not a player index" in err
    assert f"referee: cannot convert {src / 'c-not-json.egn'}\n  (file): not JSON" in err
    assert f"{len(GAMES)} records written to {tmp_path / 'cli'}, 2 files refused" in err


# -- what the record keeps, and what it says it left out -----------------------------------


def test_import_keeps_title_description_date_and_where_the_record_came_from() -> None:
    meta = game("vwec-finals")["metadata"]
    record = record_of(game("vwec-finals"))
    assert {k: record[k] for k in ("title", "description", "date")} == {
        "title": "VWEC Finals", "description": meta["description"], "date": "2026-05-29T16:30",
    }
    assert record["source"] == {"notation": "Euchre Game Notation", "version": "1.4", "game_id": "egn_m_20260529_01"}
    assert record_of(game("mote-w5-g1"))["source"] == {"notation": "Euchre Game Notation", "version": "1.0.0"}


@pytest.mark.parametrize("path", GAME_PARAMS)
def test_import_keeps_each_annotation_on_the_call_or_play_it_comments_on(path: Path) -> None:
    """callAnnotations are keyed by the index of the call, playAnnotations by the index of the
    card among all the deal's plays (EGN docs/annotations.md)."""
    egn = load(path)
    for deal, events in zip(egn["deals"], (d["events"] for d in record_of(egn)["deals"])):
        calls = [e for e in events if e["type"] in ("pass", "turn_down", "order_up", "take_up", "make")]
        plays = [e for e in events if e["type"] == "play"]
        expected = [[] for _ in events]
        for phase in deal["phases"]:
            for key, commented in (("callAnnotations", calls), ("playAnnotations", plays)):
                for index, texts in phase.get(key, {}).items():
                    expected[events.index(commented[int(index)])] = texts
        assert [e.get("annotations", []) for e in events] == expected


def test_july_4th_annotations_land_on_the_make_and_the_lead_they_discuss() -> None:
    deal3 = deal_of("july-4th-pairs-finals", 3)
    [make] = [e for e in deal3 if e["type"] == "make"]
    assert make["seat"] == "W" and make["annotations"][0].startswith("[??] Crossing the river in diamonds")
    plays = [e for e in deal_of("july-4th-pairs-finals", 7) if e["type"] == "play"]
    assert plays[4]["card"] == "9C" and plays[4]["annotations"][0].startswith("[!!] Amazing decision here to play clubs")


@pytest.mark.parametrize("path", GAME_PARAMS)
def test_import_names_the_alternative_lines_it_leaves_out(path: Path) -> None:
    egn = load(path)
    with_lines = [f"deals[{i}]" for i, deal in enumerate(egn["deals"]) if "alternativeLines" in deal]
    _, left_out = record_from_egn(egn)
    why = "alternativeLines left out: analysis of play that did not happen; the record holds what was played"
    assert left_out == ([f"{', '.join(with_lines)}: {why}"] if with_lines else [])


def test_import_names_each_kind_of_field_it_leaves_out_and_where() -> None:
    egn = game("another-fun-euchre")
    egn["metadata"]["players"][0] = {"name": "SparkJR", "rating": 1500}
    egn["metadata"]["players"][2] = {"name": "I75North", "rating": 1420, "id": "i75"}
    egn["metadata"]["finalScore"] = [0, 3]
    egn["deals"][0]["phases"][1]["clock"] = [12, 9, 30]
    record, left_out = record_from_egn(egn)
    assert record["players"] == {"N": "SparkJR", "E": "Dante", "S": "I75North", "W": "NightLX"}
    assert left_out == [
        "metadata: finalScore left out: the ruling works out the score from the deals",
        "metadata.players[0], metadata.players[2]: rating left out: the record keeps only each player's name",
        "metadata.players[2]: id left out: the record keeps only each player's name",
        "deals[0].phases[1]: clock left out: the record has no place for it",
    ]


def test_import_egn_says_on_standard_error_what_it_left_out(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from referee.cli import main
    src = DATA / "july-4th-pairs-finals.egn"
    if not src.exists():
        pytest.skip(f"{src} not found")
    assert main(["import-egn", str(src), "-o", str(tmp_path / "r.json")]) == 0
    _, left_out = record_from_egn(load(src))
    assert capsys.readouterr().err.splitlines() == [f"referee: not in the record: {src}: {n}" for n in left_out]
    assert load(tmp_path / "r.json")["title"] == "July 4th Pairs Finals"


def test_malformed_annotations_are_refused() -> None:
    egn = game("vwec-finals")
    egn["deals"][2]["phases"][1]["playAnnotations"] = {"20": ["no such play"]}
    egn["deals"][11]["phases"][0]["callAnnotations"] = {"0": "not a list"}
    assert [(e["path"], e["message"]) for e in refused(egn)] == [
        ("deals[2].phases[1].playAnnotations.20", "not the index of one of the 20 calls or plays"),
        ("deals[11].phases[0].callAnnotations.0", "not a list of comments"),
    ]


def test_export_writes_back_title_date_game_id_and_annotations() -> None:
    record = example("01-plain-hand")
    events = record["deals"][0]["events"]
    assert events[3]["type"] == "order_up" and events[6]["type"] == "play"
    events[3]["annotations"] = ["an easy order"]
    events[6]["annotations"] = ["the second card"]
    record.update(title="Club night", date="1890-07-04 20:00", source={"game_id": "t1"})
    exported, left_out = egn_from_record(record)
    assert not any(word in n for n in left_out for word in ("title", "date", "source", "annotations"))
    assert {k: exported["metadata"][k] for k in ("title", "date", "gameId")} == {
        "title": "Club night", "date": "1890-07-04 20:00", "gameId": "t1",
    }
    bidding, play = exported["deals"][0]["phases"]
    assert bidding["callAnnotations"] == {"0": ["an easy order"]}
    assert play["playAnnotations"] == {"1": ["the second card"]}
    record["date"] = "4 July 1890"
    _, left_out = egn_from_record(record)
    assert "date: EGN writes a date as 2026-05-29T16:30; '4 July 1890' left out" in left_out


def test_egn_module_imports_only_the_standard_library_cards_the_games_rules_of_play_and_the_file_reader() -> None:
    import referee.jsontext

    def imported(module: str) -> set[str]:
        names = set()
        for node in ast.walk(ast.parse(Path(sys.modules[module].__file__ or "").read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names |= {a.name.split(".")[0] for a in node.names}
            elif isinstance(node, ast.ImportFrom):
                names.add("." * node.level + (node.module or "").split(".")[0])
        return names - set(sys.stdlib_module_names)

    assert imported("referee.egn") == {".cards", ".games", ".jsontext"} and imported(referee.jsontext.__name__) == set()


def test_egn_error_is_a_value_error_listing_path_value_and_message() -> None:
    err = EgnError([{"path": "deals[0].dealNumber", "value": None, "message": "missing"}])
    assert isinstance(err, ValueError)
    assert "deals[0].dealNumber: missing (value: None)" in str(err)


def test_deep_copy_of_input_is_left_unchanged_by_import() -> None:
    egn = game("vwec-finals")
    before = copy.deepcopy(egn)
    record_of(egn)
    assert egn == before
