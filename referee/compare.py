"""One record ruled under every code that can govern its game, side by side.

``compare(record)`` rules the record under each code registered for its
game, and each code the game is compared with (``Game.compared_with``:
Railroad's jambone and jamboree under the 1862 code's additions), and names,
deal by deal, each field where the rulings differ, with the citations each
code rules by."""
from __future__ import annotations

import dataclasses
from typing import Any

from .engine import rule_record
from .law.codes import CODES
from .record import InvalidRecord
from .schemas import load_record

COMPARED = ("status", "trump", "maker", "lone", "points", "next_dealer")


def compare(data: dict[str, Any]) -> dict[str, Any]:
    """The rulings under each code for the record's game, and their differences (``InvalidRecord`` if impossible)."""
    record = load_record(data)
    game = record.played
    candidates = game.comparable(CODES)
    # a code under which the record is impossible (its cards not in that code's pack: Keller's Napoleon's thirty-two)
    # has nothing to compare
    codes = [name for name in candidates
             if name == record.code or name in game.compared_with or _possible(data, name)]
    rulings = {name: rule_record(dataclasses.replace(record, code=name)) for name in codes}
    deals = []
    for index in range(len(record.deals)):
        per_code = {name: rulings[name]["deals"][index] for name in codes}
        differences = [
            {"field": field, "values": {name: d[field] for name, d in per_code.items()},
             "citations": {name: _citations(d, field) for name, d in per_code.items()}}
            for field in (*COMPARED, "tricks", "rulings")
            if len({_key(field, d) for d in per_code.values()}) > 1
        ]
        deals.append({"index": index, "differences": differences})
    return {
        "format": "euchre-comparison/1",
        "game": record.game,
        "codes": codes,
        "compared": [name for name in codes if name in game.compared_with],
        "impossible": [name for name in candidates if name not in codes],
        "deals": deals,
        "score": {name: r["score"] for name, r in rulings.items()},
        "games_won": {name: r.get("games_won") for name, r in rulings.items()},
        "rulings": rulings,
    }


def _key(field: str, deal: dict[str, Any]) -> str:
    """A comparable form of a field: rulings by what they decide, not by their wording or citations."""
    value = deal[field]
    if field == "tricks":
        return repr([(t["leader"], t["plays"], t["winner"]) for t in value])
    if field == "rulings":
        return repr([(r["event"], r["irregularity"], r["options"], r["elected"]) for r in value])
    return repr(value)


#: The fields a ruling (an irregularity's remedy) may decide, besides the rulings themselves.
RULED = {"status", "points", "next_dealer", "lone", "tricks", "rulings"}


def _citations(deal: dict[str, Any], field: str) -> list[dict[str, Any]]:
    """The laws by which a code decides ``field`` of a deal: its basis for that field, and its rulings."""
    seen: dict[str, dict[str, Any]] = {}
    for basis in deal.get("basis", []):
        if basis["decides"] == field:
            seen.setdefault(basis["id"] + basis["text"][:40], {**basis, "persuasive": False})
    if field in RULED:
        for r in deal["rulings"]:
            for c in r["citations"]:
                seen.setdefault(c["id"] + c["text"][:40], c)
    return list(seen.values())


def _possible(data: dict[str, Any], code: str) -> bool:
    """Whether the record is possible under ``code`` (its cards in that code's pack, its seats that code's)."""
    try:
        load_record({**data, "code": code})
    except InvalidRecord:
        return False
    return True


def format_comparison(comparison: dict[str, Any]) -> str:
    """The comparison as a person reads it: each deal's differences, and why, with each code's laws."""
    codes = comparison["codes"]
    compared = comparison.get("compared") or []
    governing = [name for name in codes if name not in compared]
    out = [f"The record ruled under each code that can govern {comparison['game']}: {', '.join(governing)}"
           + (f"; and under {', '.join(compared)}, which does not govern it but has rules of its own for some of its "
              "parts, each ruling by its own text" if compared else ""), ""]
    for name in comparison.get("impossible") or []:
        out[-1:] = [f"Under {name} the record is impossible (a card not in its pack, or a number of seats it has "
                    "not): nothing to compare.", ""]
    for deal in comparison["deals"]:
        if not deal["differences"]:
            out.append(f"Deal {deal['index'] + 1}: the codes agree.")
            continue
        out.append(f"Deal {deal['index'] + 1}: the codes differ on "
                   + ", ".join(d["field"].replace("_", " ") for d in deal["differences"]) + ".")
        for diff in deal["differences"]:
            for name in codes:
                out.append(f"  {diff['field']} under {name}: {_show(diff['field'], diff['values'][name])}")
                for c in diff["citations"][name]:
                    mark = " (persuasive)" if c.get("persuasive") else ""
                    out.append(f"      {c['id']}{mark} {c['title']}: “{' '.join(c['text'].split())}”")
        out.append("")
    for name in codes:
        score = ", ".join(f"{side} {pts}" for side, pts in comparison["score"][name].items())
        out.append(f"Score under {name}: {score}")
    return "\n".join(out)


def _show(field: str, value: Any) -> str:
    if field == "points":
        return ", ".join(f"{side} {pts}" for side, pts in value.items())
    if field == "rulings":
        return "; ".join(f"{r['irregularity']} ({', '.join(r['laws'] + r['persuasive']) or 'no law'})"
                         f"{': ' + r['elected'] if r['elected'] else ''}" for r in value) or "none"
    if field == "tricks":
        return " ".join(str(t["winner"]) for t in value)
    return str(value)
