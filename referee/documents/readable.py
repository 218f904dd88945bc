"""The ruling as a person reads it: each deal, each ruling, each law quoted."""
from __future__ import annotations

import re
import textwrap
from collections.abc import Mapping
from typing import Any

from ..law.laws import Law, law, laws_with_id
from ..law.rulings import ELECTABLE

SUITS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


def quote(law_id: str, persuasive: bool = False) -> list[str]:
    """Every rule under a law id, with its verbatim text, indented for a report."""
    return [line for rule in laws_with_id(law_id) for line in _quoted(rule, persuasive)]


def _quoted(rule: Law, persuasive: bool) -> list[str]:
    mark = " (persuasive, not binding)" if persuasive else ""
    return [f"    {rule.id} {rule.citation}: {rule.title}{mark}",
            *textwrap.wrap(f"“{rule.text}”", 88, initial_indent="      ", subsequent_indent="      ")]


def _cited(ruling: dict[str, Any]) -> list[str]:
    """The rules a ruling cites, quoted: those its ``citations`` name (one rule of an id shared by several,
    such as a sentence of ``foster:text``), or, for a ruling without them, every rule under each id."""
    if "citations" not in ruling:
        return [line for key, persuasive in (("laws", False), ("persuasive", True))
                for law_id in ruling[key] for line in quote(law_id, persuasive)]
    return [line for c in ruling["citations"]
            for line in _quoted(next(r for r in laws_with_id(c["id"]) if r.text == c["text"]), c["persuasive"])]


def format_ruling(ruling: dict[str, Any], players: dict[str, str] | None = None) -> str:
    """A readable report of a ruling (format 1) that quotes each law cited."""
    players = players or {}
    out = [f"Ruling under the {ruling['code']} code ({ruling['game']})", ""]
    for deal in ruling["deals"]:
        trump = SUITS.get(deal["trump"] or "", "not made")
        who = deal["maker"] or "no one"
        if deal["alone"]:  # under the 1862 code the maker's partner may play the lone hand (III.47)
            who += " alone" if deal["lone"] == deal["maker"] else f"; {deal['lone']} plays alone"
        out.append(f"Deal {deal['index'] + 1}: dealer {_name(deal['dealer'], players)}; "
                   f"trump {trump}, made by {who}; {deal['status']}.")
        if "called" in deal and deal["maker"]:  # call-ace
            partner = deal["partner"] or ("not yet known" if not deal["partner_known"] else "none")
            out.append(f"  called: the best {SUITS[deal['called']][:-1]}; partner: {partner}"
                       if deal["called"] else f"  no call for a partner; partner: {partner}")
        for n, trick in enumerate(deal["tricks"], 1):
            plays = " ".join(f"{s}:{c}" for s, c in trick["plays"])
            out.append(f"  trick {n}: {plays}  won by {trick['winner']}")
        points = ", ".join(f"{side} {pts}" for side, pts in deal["points"].items() if pts)
        out.append(f"  points: {points or 'none'}; next dealer: {deal['next_dealer'] or '(awaiting)'}")
        for basis in deal.get("basis", []):
            out.append(f"    by {basis['id']}: {basis['title']}" + (" (persuasive)" if basis.get("persuasive") else ""))
            out += textwrap.wrap(f"“{basis['text']}”", 88, initial_indent="      ", subsequent_indent="      ")
        for r in deal["rulings"]:
            on = f"event {r['event']}" if r["event"] is not None else "the deal"
            out.append(f"  Ruling on {on}: {r['irregularity'].replace('_', ' ')}")
            out += textwrap.wrap(r["finding"], 88, initial_indent="    Finding: ", subsequent_indent="      ")
            if r["options"]:
                waiting = "(awaiting)" if deal["status"] in ELECTABLE else "none (the options lapsed)"
                out.append(f"    Options: {', '.join(r['options'])}; elected: {r['elected'] or waiting}")
            out += textwrap.wrap(r["effect"], 88, initial_indent="    Effect: ", subsequent_indent="      ")
            if r.get("custom"):
                out.append(f"    Rests on the house custom `{r['custom']}`, agreed before play, not on a law.")
            if not r["laws"] and not r["persuasive"] and not r.get("custom"):
                out.append("    No law cited: the code in force gives no ruling on this.")
            out += _cited(r)
        out.append("")
    score = ", ".join(f"{side} {pts}" for side, pts in ruling["score"].items())
    out.append(f"Score: {score}")
    won = ruling.get("games_won")
    if won:
        out.append("Games won: " + ", ".join(f"{side} {n}" for side, n in won.items()))
    for rubber in ruling.get("rubbers", []):
        out.append(f"Rubber won by {rubber['winner']} (games {rubber['games']}), worth {rubber['points']} (foster:3)")
    return "\n".join(out)


def _name(seat: str, players: dict[str, str]) -> str:
    return f"{players[seat]} ({seat})" if seat in players else seat


def format_law(law_id: str) -> str:
    """``referee law ID``: the citation and verbatim text of each rule under the id; ``ID#key`` (as ``law --list``
    prints the rules of an id that holds several), of that rule alone."""
    if "#" in law_id:
        return "\n".join(line[4:] for line in _quoted(law(*law_id.split("#", 1)), False))
    return "\n".join(line[4:] for line in quote(law_id))


KINDS = {"progressive": "Progressive Euchre", "military": "Military Euchre", "rotation": "Rotation Euchre"}
DECIDED_BY = {"game": "the game won", "points": "the points when play ceased", "tricks_next_hand":
              "the most tricks on the next hand", "cut": "the ladies' cut"}


def named(text: str, names: Mapping[str, str]) -> str:
    """A finding with each player's id as his name."""
    if not names:
        return text
    alternatives = "|".join(re.escape(p) for p in sorted(names, key=len, reverse=True))
    return re.sub(rf"(?<![\w-])({alternatives})(?![\w-])", lambda m: names[m.group(1)], text)


def format_evening(ruling: dict[str, Any], names: dict[str, str] | None = None) -> str:
    """A readable report of an evening's ruling (``euchre-evening-ruling/1``), quoting each sentence it rules by
    once where it first decides something."""
    names = names or {}
    quoted: set[tuple[str, str]] = set()

    def who(players: list[str] | None) -> str:
        return " and ".join(names.get(p, p) for p in players or []) or "no one yet"

    def cites(citations: list[dict[str, str]], indent: str) -> list[str]:
        out = []
        for c in citations:
            if (c["id"], c["key"]) not in quoted:
                quoted.add((c["id"], c["key"]))
                out.append(f"{indent}{c['id']}#{c['key']}: {c['title']}")
                more = indent + "  "
                out += textwrap.wrap(f"“{c['text']}”", 88, initial_indent=more, subsequent_indent=more)
        return out

    out = [f"{KINDS[ruling['kind']]}, under the {ruling['code']} code: {len(ruling['rounds'])} rounds", ""]
    if ruling.get("draw"):
        out.append("The draw seats the first round:")
        out += [f"  Table {t}: " + ", ".join(f"{s} {names.get(p, p)}" for s, p in seats.items())
                for t, seats in ruling["draw"].items()]
        out.append("")
    for n, round_ in enumerate(ruling["rounds"], 1):
        out.append(f"Round {n} ({round_['status'].replace('_', ' ')})")
        for name, table in round_["tables"].items():
            score = ", ".join(f"{side} {p}" for side, p in table["score"].items())
            by = f", by {DECIDED_BY[table['decided_by']]}" if table["winners"] else ""
            out.append(f"  Table {name}: {score}; won by {who(table['winners'])}{by}")
            out += textwrap.wrap(table["finding"], 88, initial_indent="    ", subsequent_indent="    ")
            out += cites(table["citations"], "    ")
        stars = round_.get("stars") or {}
        for colour in ("gold", "red", "green"):
            holders = [p for p, star in stars.items() if star == colour]
            if holders:
                out.append(f"  {colour.title()} stars: {', '.join(names.get(p, p) for p in holders)}")
        if round_.get("flags"):
            out.append("  Flags: " + ", ".join(f"table {t} to fort {f}" for t, f in round_["flags"].items() if f))
        for seat in round_.get("seated") or []:
            sat, ruled = names.get(seat["sat"], seat["sat"]), names.get(seat["ruled"], seat["ruled"])
            out.append(f"  Seated otherwise: table {seat['table']} {seat['seat']}: {sat} sat where {ruled} was ruled "
                       "to sit.")
        if round_.get("next"):
            out.append("  Next round:")
            out += [f"    Table {t}: " + ", ".join(f"{s} {names.get(p, p)}" for s, p in seats.items())
                    for t, seats in round_["next"].items()]
        out += cites(round_.get("citations") or [], "  ")
        out.append("")
    if ruling.get("flags"):
        out.append("Flags by fort: " + ", ".join(f"fort {f} {k}" for f, k in ruling["flags"].items()))
        out.append(f"Victors: {', '.join('fort ' + f for f in ruling['victors']) or 'not yet'}")
        out += cites(ruling.get("citations") or [], "  ")
    out.append("Players:")
    for player, t in ruling["players"].items():
        extra = ", ".join(f"{k} {v}" for k, v in t.items() if k != "points")
        points = f"{t['points']} point{'s' * (t['points'] != 1)}"
        out.append(f"  {names.get(player, player)}: {points}" + (f"; {extra}" if extra else ""))
    for prize in ruling.get("prizes") or []:
        group = f" ({prize['group']})" if prize["group"] else ""
        out.append(f"Prize {prize['prize']}{group}: {who([prize['player']] if prize['player'] else [])}. "
                   f"{named(prize['finding'], names)}")
        out += cites(prize["citations"], "  ")
    return "\n".join(out)
