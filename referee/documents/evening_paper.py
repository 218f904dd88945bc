"""What an evening's papers hold, in pure Python (``reports.evening_papers_pdf`` prints them): each player's tally
card, the table cards, each round's movement sheet, the night's results with the prizes; for a rotation evening,
the rotation chart and each player's card. Read from the evening as recorded and its ruling
(``euchre-evening-ruling/1``), never the engine's insides.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..law.laws import cite
from .paper import Quote
from .readable import DECIDED_BY, KINDS, named

STARS = ("gold", "red", "green")


def _quotes(citations: list[dict[str, str]]) -> list[Quote]:
    return [Quote.cited(c) for c in citations]


def evening_papers(evening: Mapping[str, Any], ruling: Mapping[str, Any]) -> dict[str, Any]:
    """The papers of an evening as its ruling has it so far."""
    names = {p: v["name"] for p, v in evening["players"].items()}
    groups = {p: v.get("group") for p, v in evening["players"].items()}
    kind = ruling["kind"]
    out: dict[str, Any] = {"kind": kind, "title": evening.get("title") or KINDS[kind], "names": names,
                           "groups": groups, "rotation": kind == "rotation"}
    seatings = _seatings(evening, ruling)
    out["rounds"] = [_movement(n, round_, names, seatings) for n, round_ in enumerate(ruling["rounds"])]
    out["table_cards"] = _table_cards(evening, ruling, seatings)
    out["players"] = [_tally_card(p, names, groups, evening, ruling) for p in names]
    out["results"] = _results(ruling, names, groups)
    if kind == "rotation":
        out["chart"] = [{"round": n + 1, "tables": {t: {s: names[p] for s, p in seats.items()}
                                                    for t, seats in r["tables"].items()},
                         "byes": [names[p] for p in r["byes"]]} for n, r in enumerate(ruling["schedule"])]
        out["cards"] = [_rotation_card(p, names, ruling) for p in names]
    return out


def _seatings(evening: Mapping[str, Any], ruling: Mapping[str, Any]) -> list[dict[str, dict[str, str]]]:
    """Where the players sat in each round played, then where the ruling seats them next (the draw's, before the
    first; the schedule's, at a rotation evening)."""
    played = [{t: dict(record.get("players") or {}) for t, record in r["tables"].items()} for r in evening["rounds"]]
    if ruling["kind"] == "rotation":
        return played + [r["tables"] for r in ruling["schedule"][len(played):]]
    following = ruling["rounds"][-1]["next"] if ruling["rounds"] else ruling.get("draw")
    return played + ([following] if following else [])


def _movement(n: int, round_: Mapping[str, Any], names: Mapping[str, str],
              seatings: list[dict[str, dict[str, str]]]) -> dict[str, Any]:
    """A round's movement sheet: each table's result, the stars, and where each player goes next."""
    tables = []
    for name, table in round_["tables"].items():
        winners = table["winners"]
        tables.append({
            "name": name, "score": table["score"],
            "sides": {side: " & ".join(names.get(p, p) for p in s["players"]) for side, s in table["sides"].items()},
            "winners": " & ".join(names.get(p, p) for p in winners) if winners else None,
            "decided_by": DECIDED_BY.get(table["decided_by"] or "", ""), "finding": table["finding"],
            "quotes": _quotes(table["citations"]),
        })
    following = seatings[n + 1] if n + 1 < len(seatings) else None
    moves = []
    if following:
        now = {p: t for t, seats in seatings[n].items() for p in seats.values()}
        for table, seats in following.items():
            for seat, p in seats.items():
                moves.append({"player": names.get(p, p), "from": now.get(p, "—"), "to": table, "seat": seat})
        moves.sort(key=lambda m: (int(m["to"]), m["seat"]))
    stars = round_.get("stars") or {}
    return {"number": n + 1, "status": round_["status"].replace("_", " "), "tables": tables, "moves": moves,
            "stars": {c: [names.get(p, p) for p, s in stars.items() if s == c] for c in STARS},
            "flags": round_.get("flags") or {}, "quotes": _quotes(round_.get("citations") or [])}


def _table_cards(evening: Mapping[str, Any], ruling: Mapping[str, Any],
                 seatings: list[dict[str, dict[str, str]]]) -> list[dict[str, Any]]:
    """A card for each table of the next round (the first, before play): its number, head or booby table, who sits
    where, and the sentences of Foster's its players need at the table."""
    names = {p: v["name"] for p, v in evening["players"].items()}
    seating = seatings[-1] if seatings else {}
    numbers = sorted(seating, key=int)
    kind = ruling["kind"]
    lone_barred = not (evening.get("options") or {}).get("lone_at_head", True)
    cards = []
    for t in numbers:
        rules: list[str] = []
        if kind == "progressive":
            rules = ["foster:progressive#bell", "foster:progressive#play-on", "foster:progressive#ties"]
            if t == numbers[0]:
                rules = ["foster:progressive#game", "foster:progressive#bell"] + (
                    ["foster:progressive#head-table-lone"] if lone_barred else [])
        elif kind == "military":
            rules = ["foster:military#progress", "foster:military#flags"]
        role = ("the head table" if t == numbers[0] else "the booby table" if t == numbers[-1] else "") \
            if kind == "progressive" else ("a fort" if kind == "military" else "")
        cards.append({"number": t, "role": role, "round": len(seatings),
                      "seats": {s: names.get(p, p) for s, p in seating[t].items()},
                      "quotes": [_quote(ref) for ref in rules]})
    return cards


def _quote(ref: str) -> Quote:
    return Quote.of(cite(ref).law)


def _tally_card(player: str, names: Mapping[str, str], groups: Mapping[str, Any], evening: Mapping[str, Any],
                ruling: Mapping[str, Any]) -> dict[str, Any]:
    """A player's tally card: each round's table, partner, points and star; the totals."""
    rows = []
    for n, (recorded, round_) in enumerate(zip(evening["rounds"], ruling["rounds"])):
        for t, table in round_["tables"].items():
            for side, s in table["sides"].items():
                if player in s["players"]:
                    partner = next((q for q in s["players"] if q != player), "")
                    won = table["winners"] is not None and player in table["winners"]
                    rows.append({"round": n + 1, "table": t, "partner": names.get(partner, partner),
                                 "points": table["score"][side], "won": won,
                                 "star": (round_.get("stars") or {}).get(player, "")})
    totals = ruling["players"].get(player, {})
    return {"name": names[player], "group": groups.get(player), "rows": rows, "totals": totals}


def _results(ruling: Mapping[str, Any], names: Mapping[str, str], groups: Mapping[str, Any]) -> dict[str, Any]:
    """The night's results: the players' totals, ranked, and the prizes (or the forts' flags)."""
    players = ruling["players"]
    if ruling["kind"] == "progressive":
        order = sorted(players, key=lambda p: (-players[p]["gold"], -players[p]["red"], players[p]["green"],
                                               -players[p]["points"], names[p]))
    else:
        order = sorted(players, key=lambda p: (-players[p]["points"], names[p]))
    prizes = [{"prize": prize["prize"], "group": prize["group"],
               "player": names.get(prize["player"], "") if prize["player"] else None,
               "finding": named(prize["finding"], names), "quotes": _quotes(prize["citations"])}
              for prize in ruling.get("prizes") or []]
    cited = [c for prize in ruling.get("prizes") or [] for c in prize["citations"]]
    cited += ruling.get("citations") or []
    forts = {fort: {"flags": f["flags"], "players": ", ".join(names.get(p, p) for p in f["players"])}
             for fort, f in (ruling.get("forts") or {}).items()}
    return {"players": [{"name": names[p], "group": groups.get(p), **players[p]} for p in order], "prizes": prizes,
            "forts": forts, "victors": ruling.get("victors"), "quotes": list(dict.fromkeys(_quotes(cited)))}


def _rotation_card(player: str, names: Mapping[str, str], ruling: Mapping[str, Any]) -> dict[str, Any]:
    """A rotation player's card: for each round of the schedule, his table and seat, partner and opponents, or the
    bye; his points where the round is played."""
    rows = []
    for n, r in enumerate(ruling["schedule"]):
        row: dict[str, Any] = {"round": n + 1, "table": "bye", "seat": "", "partner": "", "opponents": "",
                               "points": None}
        for t, seats in r["tables"].items():
            if player in seats.values():
                seat = next(s for s, p in seats.items() if p == player)
                partner = seats[{"N": "S", "S": "N", "E": "W", "W": "E"}[seat]]
                others = [p for s, p in seats.items() if p not in (player, partner)]
                row.update(table=t, seat=seat, partner=names[partner],
                           opponents=" & ".join(names[p] for p in others))
        if n < len(ruling["rounds"]):
            for table in ruling["rounds"][n]["tables"].values():
                for side, s in table["sides"].items():
                    if player in s["players"]:
                        row["points"] = table["score"][side]
        rows.append(row)
    return {"name": names[player], "rows": rows, "totals": ruling["players"].get(player, {})}
