"""An evening of many tables by rounds (``euchre-evening/1``, family.md section 5) as loaded: ``load_evening``.

The evening's format is checked here, and an impossible evening refused (``InvalidRecord``, each error naming
its field by path and its value, as for a record): a table's record that is impossible, a seat held by no
player of the evening or a player at two tables in one round, a bell naming no deal of its table, a cut
naming a player not at its table. Everything else is a fact to rule on. Each kind has its own module:
Foster's PROGRESSIVE EUCHRE (``referee.evenings.progression``), his MILITARY EUCHRE (``referee.evenings.military``), and the
modern club's rotation (``referee.evenings.rotation``); each table's record in a round is ruled as at any table
(``referee.evenings.round_tables``), and the answer is ``euchre-evening-ruling/1``.
"""
from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..cards import Card, Suit
from ..games import GAMES
from ..record import InvalidRecord
from ..regular import rule

EVENING_FORMAT = "euchre-evening/1"
EVENING_RULING_FORMAT = "euchre-evening-ruling/1"
KINDS = ("progressive", "military", "rotation")
CODES = ("foster", "1862")
#: The options an evening may agree, with their types and defaults (family.md section 5; ``rounds``, the rounds a
#: rotation evening means to play, is this package's own).
OPTIONS: dict[str, tuple[type, Any]] = {"lone_at_head": (bool, True), "game_to": (int, 5),
                                        "deals_per_round": (int, 8), "rounds": (int, None)}


@dataclass(slots=True)
class Evening:
    """An evening as loaded: its kind, code, options, players, the draw and the rounds as recorded."""

    kind: str
    code: str
    options: dict[str, Any]
    names: dict[str, str]
    groups: dict[str, str | None]
    draw: dict[str, tuple[int, str]]
    rounds: list[Mapping[str, Any]]
    cuts: list[dict[str, dict[str, Card]]] = field(default_factory=list)  # each round's tie cuts, as cards
    prize_cuts: dict[str, dict[str, Card]] = field(default_factory=dict)
    rulings: dict[tuple[int, str], dict[str, Any]] = field(default_factory=dict)
    """Each table's record ruled as at any table (``referee.rule``), by round and table: ruled once, as it is
    checked."""

    @property
    def group_order(self) -> list[str | None]:
        """The groups drawn, the lady's first (``lady_group``), then the others as the players list them;
        ``[None]`` where no groups were drawn."""
        found = list(dict.fromkeys(g for g in self.groups.values() if g is not None))
        lady = self.lady_group
        return [lady, *(g for g in found if g != lady)] if lady is not None else [None]

    @property
    def lady_group(self) -> str | None:
        """The group that stands where Foster's rules put the ladies: ``lady`` if any player is of it, else the
        first group the players list (Foster's ladies draw first: the red-back cards)."""
        found = [g for g in self.groups.values() if g is not None]
        if not found:
            return None
        return "lady" if "lady" in found else found[0]


def table_names(round_: Mapping[str, Any]) -> list[str]:
    """A round's tables in their order, from the head table (No. 1) to the booby table (the highest number)."""
    return sorted(round_["tables"], key=int)


class TableRulings:
    """Each table's record ruled as at any table (``referee.rule``), kept from one ruling of an evening to the next
    by the record's JSON text: a table whose record is as it was when last ruled is not ruled again (an evening ruled
    again as its tables record their deals rules the tables that moved). What the last ruling did not ask for is let
    go (``settle``)."""

    def __init__(self) -> None:
        self._kept: dict[str, dict[str, Any]] = {}
        self._asked: dict[str, dict[str, Any]] = {}

    def rule(self, table: Any) -> dict[str, Any]:
        """``rule(table)``, or its ruling as made before for the same record; ``InvalidRecord`` as ``rule``."""
        try:
            key = json.dumps(table, separators=(",", ":"))
        except (TypeError, ValueError):  # not JSON (not from a store or a request): ruled, and not kept
            return rule(table)
        found = self._asked.get(key) or self._kept.get(key)
        if found is None:
            found = rule(table)
        self._asked[key] = found
        return found

    def offer(self, table: Any, ruling: dict[str, Any]) -> None:
        """Take ``ruling`` as ``rule(table)``'s, made elsewhere: the ruling a store keeps with the table's log (a
        table's ruling names no player, so the record's players by name or by id make the same ruling)."""
        self._kept[json.dumps(table, separators=(",", ":"))] = ruling

    def settle(self) -> None:
        """Keep the rulings the evening's last ruling asked for, and only those."""
        self._kept, self._asked = self._asked, {}


def load_evening(data: Any, known: TableRulings | None = None) -> Evening:
    """Raw JSON to an ``Evening``; ``InvalidRecord`` naming every impossible field. ``known``: the tables' rulings
    kept from an earlier ruling of the evening, and kept for the next."""
    if not isinstance(data, Mapping):
        raise InvalidRecord([{"path": "evening", "value": data, "message": "An evening must be a JSON object."}])
    rulings: dict[tuple[int, str], dict[str, Any]] = {}
    try:
        errors = [{"path": path, "value": value, "message": message}
                  for path, value, message in _problems(data, rulings, known.rule if known else rule)]
    finally:
        if known is not None:
            known.settle()
    if errors:
        raise InvalidRecord(errors)
    options = {name: data.get("options", {}).get(name, default) for name, (_, default) in OPTIONS.items()}
    players = data["players"]
    return Evening(
        kind=data["kind"], code=data["code"], options=options,
        names={p: v["name"] for p, v in players.items()}, groups={p: v.get("group") for p, v in players.items()},
        draw={p: (v["table"], v["suit"]) for p, v in (data.get("draw") or {}).items()},
        rounds=list(data["rounds"]),
        cuts=[{t: {p: Card.parse(c) for p, c in cuts.items()} for t, cuts in (r.get("tie_cuts") or {}).items()}
              for r in data["rounds"]],
        prize_cuts={prize: {p: Card.parse(c) for p, c in cuts.items()}
                    for prize, cuts in (data.get("prize_cuts") or {}).items()},
        rulings=rulings,
    )


#: Why a rotation evening takes no bell.
NO_BELL = ("A rotation evening has no bell: each round is its fixed number of deals at every table (rotation), "
           "not play until the head table's bell (foster:progressive).")
_TOP = {"format", "kind", "code", "options", "players", "draw", "rounds", "prize_cuts", "title", "date", "notes"}
_ROUND = {"tables", "bell", "tie_cuts"}


def _problems(data: Mapping[str, Any], rulings: dict[tuple[int, str], dict[str, Any]],
              ruler: Callable[[Any], dict[str, Any]]) -> Iterator[tuple[str, Any, str]]:
    """What no evening can hold, as (path, value, message); each table's record ruled (by ``ruler``) into
    ``rulings``."""
    for key in data:
        if key not in _TOP:
            yield key, data[key], "Unknown field."
    if data.get("format") != EVENING_FORMAT:
        yield "format", data.get("format"), f"Must be {EVENING_FORMAT!r}."
    if data.get("kind") not in KINDS:
        yield "kind", data.get("kind"), f"Must be one of {', '.join(KINDS)}."
    code = data.get("code")
    if code not in CODES:
        yield "code", code, f"An evening plays the ordinary four-handed game: one of {', '.join(CODES)}."
    yield from _option_problems(data.get("options", {}))
    players = data.get("players")
    if not isinstance(players, Mapping) or not players:
        yield "players", players, "The evening's players: an object of player ids, each {\"name\": ...}."
        return
    for pid, player in players.items():
        if not isinstance(player, Mapping) or not isinstance(player.get("name"), str) or not player["name"].strip():
            yield f"players.{pid}", player, "A player is {\"name\": ..., \"group\": ...} with a name."
        elif not isinstance(player.get("group", ""), str) or set(player) - {"name", "group"}:
            yield f"players.{pid}", player, "A player has a name and, where the evening draws two groups, a group."
    yield from _draw_problems(data.get("draw"), players)
    rounds = data.get("rounds")
    if not isinstance(rounds, list):
        yield "rounds", rounds, "The rounds: a list (empty before the first)."
        return
    for r, round_ in enumerate(rounds):
        if data.get("kind") == "rotation" and isinstance(round_, Mapping) and "bell" in round_:
            yield f"rounds[{r}].bell", round_["bell"], NO_BELL
        yield from _round_problems(round_, r, players, code, rulings, ruler)
    prize_cuts = data.get("prize_cuts")
    if prize_cuts is not None:
        if not isinstance(prize_cuts, Mapping):
            yield "prize_cuts", prize_cuts, "The cuts for tied prizes: {\"first\": {player: card}, ...}."
        else:
            for prize, cuts in prize_cuts.items():
                if prize not in ("first", "second", "booby"):
                    yield f"prize_cuts.{prize}", prize, "A prize is first, second or booby."
                yield from _cut_problems(cuts, f"prize_cuts.{prize}", set(players))


def _option_problems(options: Any) -> Iterator[tuple[str, Any, str]]:
    if not isinstance(options, Mapping):
        yield "options", options, "The options: an object."
        return
    for name, value in options.items():
        if name not in OPTIONS:
            yield f"options.{name}", value, f"Unknown option: one of {', '.join(OPTIONS)}."
        elif OPTIONS[name][0] is bool and not isinstance(value, bool):
            yield f"options.{name}", value, "Must be true or false."
        elif OPTIONS[name][0] is int and (type(value) is not int or value < 1):
            yield f"options.{name}", value, "Must be a whole number, 1 or more."


def _draw_problems(draw: Any, players: Mapping[str, Any]) -> Iterator[tuple[str, Any, str]]:
    if draw is None:
        return
    if not isinstance(draw, Mapping):
        yield "draw", draw, "The draw: an object of player ids, each {\"table\": pips, \"suit\": letter}."
        return
    drawn: dict[tuple[Any, ...], str] = {}
    for pid, card in draw.items():
        at = f"draw.{pid}"
        if pid not in players:
            yield at, pid, "Not a player of the evening."
            continue
        if not isinstance(card, Mapping) or type(card.get("table")) is not int or card["table"] < 1 \
                or card.get("suit") not in [s.value for s in Suit] or set(card) - {"table", "suit"}:
            yield at, card, "A card drawn: {\"table\": its pips (1 or more), \"suit\": S, H, D or C}."
            continue
        group = players[pid].get("group") if isinstance(players[pid], Mapping) else None
        group = group if isinstance(group, str) else None  # a group of another type: the player's error, named above
        same = (card["table"], card["suit"], group)
        if group is not None and same in drawn:
            yield at, card, f"The same card as {drawn[same]} drew from the same pack."
        drawn[same] = pid
        if sum(1 for (t, s, _), p in drawn.items() if (t, s) == same[:2]) > 2:
            yield at, card, "More than two players drew this table and suit: a pair is two."


def _round_problems(round_: Any, r: int, players: Mapping[str, Any], code: Any,
                    rulings: dict[tuple[int, str], dict[str, Any]],
                    ruler: Callable[[Any], dict[str, Any]]) -> Iterator[tuple[str, Any, str]]:
    at = f"rounds[{r}]"
    if not isinstance(round_, Mapping) or not isinstance(round_.get("tables"), Mapping):
        yield at, round_, "A round: {\"tables\": {number: record}, \"bell\": ..., \"tie_cuts\": ...}."
        return
    for key in round_:
        if key not in _ROUND:
            yield f"{at}.{key}", round_[key], "Unknown field."
    seated: dict[str, str] = {}
    for name, table in round_["tables"].items():
        where = f"{at}.tables.{name}"
        if not (isinstance(name, str) and name.isdigit() and int(name) >= 1):
            yield where, name, "A table is named by its number, from 1 (the head table)."
            continue
        yield from _table_problems(table, where, players, code, seated, name, rulings, r, ruler)
    bell = round_.get("bell")
    if bell is not None:
        tables = round_["tables"]
        if not isinstance(bell, Mapping) or not isinstance(bell.get("table"), str) or bell["table"] not in tables \
                or type(bell.get("deal")) is not int or set(bell) - {"table", "deal"}:
            yield f"{at}.bell", bell, "The bell: {\"table\": the head table, \"deal\": the index of its deal}."
        elif bell["table"] != min(tables, key=lambda t: int(t) if t.isdigit() else 0):
            yield f"{at}.bell.table", bell["table"], "The bell is the head table's (No. 1, the lowest number)."
        else:
            deals = tables[bell["table"]].get("deals") if isinstance(tables[bell["table"]], Mapping) else None
            if not isinstance(deals, list) or not 0 <= bell["deal"] < len(deals):
                yield f"{at}.bell.deal", bell["deal"], "Not the index of one of the head table's deals."
    cuts = round_.get("tie_cuts")
    if cuts is not None:
        if not isinstance(cuts, Mapping):
            yield f"{at}.tie_cuts", cuts, "The cuts for ties: {table: {player: card}}."
            return
        for name, table_cuts in cuts.items():
            if name not in round_["tables"]:
                yield f"{at}.tie_cuts.{name}", name, "Not a table of the round."
                continue
            here = {p for p, t in seated.items() if t == name}
            yield from _cut_problems(table_cuts, f"{at}.tie_cuts.{name}", here)


def _table_problems(table: Any, where: str, players: Mapping[str, Any], code: Any, seated: dict[str, str], name: str,
                    rulings: dict[tuple[int, str], dict[str, Any]], r: int,
                    ruler: Callable[[Any], dict[str, Any]]) -> Iterator[tuple[str, Any, str]]:
    try:
        rulings[(r, name)] = ruler(table)  # ruled once, as it is checked
    except InvalidRecord as invalid:
        for e in invalid.errors:
            yield f"{where}.{e['path']}", e["value"], e["message"]
        return
    if table["game"] not in GAMES or not GAMES[table["game"]].progressive:
        yield f"{where}.game", table["game"], "An evening's tables play the ordinary four-handed game (euchre)."
    if table["code"] != code:
        yield f"{where}.code", table["code"], f"The evening is played under one code ({code})."
    held = table.get("players") or {}
    for seat in table["seats"]:
        pid = held.get(seat)
        if not isinstance(pid, str) or pid not in players:
            yield f"{where}.players.{seat}", pid, "A seat is held by a player of the evening (a player id)."
        elif pid in seated:
            yield f"{where}.players.{seat}", pid, f"Also at table {seated[pid]} in this round."
        else:
            seated[pid] = name


def _cut_problems(cuts: Any, at: str, allowed: set[str]) -> Iterator[tuple[str, Any, str]]:
    if not isinstance(cuts, Mapping):
        yield at, cuts, "The cards cut: {player: card}."
        return
    for pid, card in cuts.items():
        if pid not in allowed:
            yield f"{at}.{pid}", pid, "Not a player who could cut here."
            continue
        try:
            Card.parse(card)
        except (ValueError, TypeError):
            yield f"{at}.{pid}", card, "Not a card."

