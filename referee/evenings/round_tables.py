"""One table in one round of an evening: its record ruled as any table's, the deals that count, the points of
each pair, and the winners (family.md section 5).

A table's record is a whole record (format 1) whose seats are held by the evening's players; it is ruled as at
any table (``referee.rule``, once, as the evening is checked: ``Evening.rulings``), every dispute in it with it.
This module reads that ruling for the evening: where play ceased at the bell (``foster:progressive#bell``: the deal it stopped counts nothing, and at
the other tables "they play on, counting all points made until the bell taps", ``#play-on``), a lone hand where
lone hands are barred (counted as the partners' hand: a reading), a game of five, the tie at the bell decided by
the most tricks on the next hand and then by the ladies' cut (``#ties``, ``#tie-cut``, ``#cut-ranks``).
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..cards import Card
from ..law.codes import find_code
from ..law.laws import cite

#: The order of the cards in cutting: "In cutting, the ace is low, and the jack ranks below the Queen"
#: (foster:progressive#cut-ranks); the joker, which Foster's cutting does not name, above the king (a reading).
CUT_ORDER = "A6789TJQK"


def cut_rank(card: Card) -> int:
    """A card's place in cutting, lowest first (``CUT_ORDER``)."""
    return len(CUT_ORDER) if card.is_joker else CUT_ORDER.index(card.rank)


def quote(ref: str, decides: str) -> dict[str, str]:
    """The law ``ref`` (``foster:progressive#ties``) as an evening's ruling quotes it: id, key, title, verbatim
    text, and what it decides."""
    citation = cite(ref)
    law = citation.law
    return {"id": citation.id, "key": citation.key, "title": law.title, "text": law.text, "decides": decides}


@dataclass(slots=True)
class Pair:
    """The partners of one side at a table: its seats, the players in them, and which of them stands where
    Foster's rules put the lady (``lady``) and the gentleman."""

    side: str
    seats: tuple[str, str]
    players: tuple[str, str]
    lady: str
    gentleman: str


@dataclass(slots=True)
class TableResult:
    """What an evening's ruling says of one table in one round."""

    name: str
    seats: tuple[str, ...]
    pairs: dict[str, Pair]
    score: dict[str, int]
    winners: str | None = None  # the winning side, once decided
    decided_by: str | None = None  # game, points, tricks_next_hand, cut
    findings: list[str] = field(default_factory=list)
    citations: list[dict[str, str]] = field(default_factory=list)
    counted: list[int] = field(default_factory=list)  # the indexes of the deals whose points count
    stopped: int | None = None  # the deal the bell stopped, if any
    next_hand: int | None = None  # the deal that decided a tie, if any
    tricks: dict[str, int] | None = None  # each side's tricks on the next hand, if a tie went to it
    cut: dict[str, str] | None = None  # the ladies' cut, if a tie went to it

    def cites(self, ref: str, decides: str) -> None:
        quoted = quote(ref, decides)
        if quoted not in self.citations:
            self.citations.append(quoted)

    @property
    def losers(self) -> str | None:
        return None if self.winners is None else next(s for s in self.pairs if s != self.winners)

    def players_of(self, side: str | None) -> list[str]:
        return [] if side is None else list(self.pairs[side].players)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "winners": self.players_of(self.winners) or None,
            "decided_by": self.decided_by,
            "score": dict(self.score),
            "laws": list(dict.fromkeys(c["id"] for c in self.citations)),
            "citations": list(self.citations),
            "finding": " ".join(self.findings),
            "sides": {side: {"seats": list(p.seats), "players": list(p.players)} for side, p in self.pairs.items()},
            "counted": list(self.counted),
        }
        if self.stopped is not None:
            out["stopped"] = self.stopped
        if self.tricks is not None:
            out["next_hand"] = self.next_hand
            out["tricks"] = dict(self.tricks)
        if self.cut is not None:
            out["cut"] = dict(self.cut)
        return out


def pairs_of(record: Mapping[str, Any], lady_group: str | None, groups: Mapping[str, str | None]) -> dict[str, Pair]:
    """The two pairs of a four-seat table (partners sit opposite). Of each pair, the player of ``lady_group`` is
    the lady of Foster's rules; where the pair holds none or two of the group (or no groups were drawn), the player
    in the pair's first seat in the table's order (``N`` or ``E``) stands where Foster puts the lady."""
    seats: list[str] = record["seats"]
    seated: Mapping[str, str] = record.get("players") or {}
    pairs = {}
    for i in (0, 1):
        side_seats = (seats[i], seats[i + 2])
        players = (seated.get(side_seats[0], ""), seated.get(side_seats[1], ""))
        ladies = [p for p in players if lady_group is not None and groups.get(p) == lady_group]
        lady = ladies[0] if len(ladies) == 1 else players[0]
        gentleman = players[1] if lady == players[0] else players[0]
        pairs[seats[i] + seats[i + 2]] = Pair(seats[i] + seats[i + 2], side_seats, players, lady, gentleman)
    return pairs


def has_bell(raw_deal: Any) -> bool:
    """Whether a deal as recorded holds a ``bell`` event (where play ceased at the table)."""
    events = raw_deal.get("events") if isinstance(raw_deal, Mapping) else None
    return isinstance(events, list) and any(isinstance(e, Mapping) and e.get("type") == "bell" for e in events)


def agreed_tricks(raw_deal: Any) -> int | None:
    """The makers' tricks of the last ``outcome`` recorded in a deal, if any."""
    events = raw_deal.get("events") if isinstance(raw_deal, Mapping) else None
    found = [e["tricks"] for e in events or () if isinstance(e, Mapping) and e.get("type") == "outcome"]
    return found[-1] if found else None


def tricks_by_side(record: Mapping[str, Any], ruled: Mapping[str, Any], raw_deal: Any) -> dict[str, int]:
    """Each side's tricks in a deal: the tricks recorded and won, else the outcome agreed (the makers' tricks, the
    adversaries' the rest of the five); a deal in which no one made the trump, none to either."""
    seats: list[str] = record["seats"]
    side_of = {s: seats[i % 2] + seats[i % 2 + 2] for i, s in enumerate(seats)}
    sides = list(dict.fromkeys(side_of.values()))
    won = {side: 0 for side in sides}
    tricks = [t for t in ruled["tricks"] if t["winner"] is not None]
    if tricks:
        for trick in tricks:
            won[side_of[trick["winner"]]] += 1
        return won
    agreed = agreed_tricks(raw_deal)
    maker = ruled.get("maker")
    if agreed is not None and maker is not None:
        makers = side_of[maker]
        won[makers] = agreed
        won[next(s for s in sides if s != makers)] = 5 - agreed
    return won


def lone_as_partners(record: Mapping[str, Any], ruled: Mapping[str, Any], raw_deal: Any) -> dict[str, int] | None:
    """A lone hand's points counted as the partners' hand would be (where lone hands are barred, a reading: the
    hand is not void, but it counts no more than the partners together could make); None if the tricks are not
    known."""
    maker = ruled["maker"]
    seats: list[str] = record["seats"]
    won = tricks_by_side(record, ruled, raw_deal)
    makers = seats[seats.index(maker) % 2] + seats[seats.index(maker) % 2 + 2]
    if sum(won.values()) != 5:
        return None
    score = find_code(record["code"]).hand_score(won[makers], False, 4)
    return {side: score.makers if side == makers else score.defenders for side in won}


@dataclass(slots=True)
class Counting:
    """How a round is counted at one table."""

    stop: int | None  # the deal in which play ceased (the bell), counting only if it was over before it
    lone_barred: str | None  # the law that bars lone hands here (foster:progressive#head-table-lone), or None
    game_to: int | None = None  # military: one game of this many points, the deals after it not counted
    deals: int | None = None  # rotation: the number of deals a round


def count(result: TableResult, record: Mapping[str, Any], ruling: Mapping[str, Any], how: Counting) -> None:
    """The points of each side at the table (``result.score``), counted as ``how`` says."""
    raw = record["deals"]
    played = 0
    for index, ruled in enumerate(ruling["deals"]):
        if how.stop is not None and index > how.stop:
            break
        if how.deals is not None and played >= how.deals:
            break
        if how.game_to is not None and max(result.score.values()) >= how.game_to:
            break
        if ruled["status"] in ("scored", "passed"):
            played += 1
        if ruled["status"] != "scored":
            if how.stop == index:
                result.stopped = index
            continue
        points = dict(ruled["points"])
        if ruled["alone"] and how.lone_barred is not None:
            barred = lone_as_partners(record, ruled, raw[index])
            result.cites(how.lone_barred, "points")
            if barred is None:
                result.findings.append(f"Deal {index + 1}: {ruled['lone']} played alone, where lone hands are "
                                       "barred; the tricks are not recorded, and the hand counts as ruled.")
            elif barred != points:
                result.findings.append(
                    f"Deal {index + 1}: {ruled['lone']} played alone, where lone hands are barred: counted as the "
                    f"partners' hand would be ({_points(barred)}, not {_points(points)}), a reading.")
                points = barred
        for side, p in points.items():
            result.score[side] = result.score.get(side, 0) + p
        result.counted.append(index)
    if result.stopped is not None:
        result.cites("foster:progressive#bell", "points")
        result.findings.append(f"The bell stopped deal {result.stopped + 1}: it counts nothing.")


def _points(points: Mapping[str, int]) -> str:
    return ", ".join(f"{side} {p}" for side, p in points.items())


def next_hand(result: TableResult, record: Mapping[str, Any], ruling: Mapping[str, Any], after: int) -> bool:
    """A tie at the bell decided by "those having won the most tricks on the next hand" (foster:progressive#ties):
    the first deal after ``after`` that is not void (a deal dealt again is no hand; one in which no one made the
    trump is a hand in which neither side won a trick, a reading). True if it decided the tie; False if it is not
    yet played, or tied too."""
    result.cites("foster:progressive#ties", "winners")
    for index in range(after + 1, len(ruling["deals"])):
        ruled = ruling["deals"][index]
        if ruled["status"] == "redeal":
            continue
        if ruled["status"] not in ("scored", "passed"):
            break
        won = tricks_by_side(record, ruled, record["deals"][index])
        result.next_hand, result.tricks = index, won
        sides = sorted(won, key=lambda s: -won[s])
        if won[sides[0]] > won[sides[1]]:
            result.winners, result.decided_by = sides[0], "tricks_next_hand"
            result.findings.append(f"Tied at the bell; on the next hand (deal {index + 1}) {sides[0]} won "
                                   f"{won[sides[0]]} tricks to {won[sides[1]]}.")
            return True
        result.findings.append(f"Tied at the bell, and on the next hand (deal {index + 1}): {_points(won)} tricks"
                               + (" (no one made the trump, a reading: neither side won a trick)."
                                  if ruled["status"] == "passed" else "."))
        return False
    result.findings.append("Tied at the bell: the next hand decides it, when it is recorded (the table's next deal).")
    return False


def ladies_cut(result: TableResult, cuts: Mapping[str, Card]) -> None:
    """A tie on the next hand too: "the ladies cut to decide it, the lowest cut going up" (foster:progressive
    #tie-cut, #cut-ranks)."""
    result.cites("foster:progressive#tie-cut", "winners")
    result.cites("foster:progressive#cut-ranks", "winners")
    ladies = {side: pair.lady for side, pair in result.pairs.items()}
    missing = [lady for lady in ladies.values() if lady not in cuts]
    if missing:
        result.findings.append(f"The ladies cut to decide it: no cut is recorded for {', '.join(missing)}.")
        return
    result.cut = {lady: str(cuts[lady]) for lady in ladies.values()}
    ranked = sorted(ladies, key=lambda side: cut_rank(cuts[ladies[side]]))
    low, high = (cuts[ladies[s]] for s in ranked)
    if cut_rank(low) == cut_rank(high):
        result.findings.append(f"The ladies cut {low} and {high}, equal: they cut again (a reading).")
        return
    result.winners, result.decided_by = ranked[0], "cut"
    result.findings.append(f"The ladies cut: {ladies[ranked[0]]} {low}, {ladies[ranked[1]]} {high}; "
                           f"the lowest cut going up, {ranked[0]} win.")


def stop_at(record: Mapping[str, Any], bell_deal: int | None) -> int | None:
    """The deal in which play ceased at a table: the first that holds a ``bell`` event, or the deal the round's
    bell names at the head table (``bell_deal``), whichever came first; None where no bell is recorded."""
    marked = next((i for i, raw in enumerate(record["deals"]) if has_bell(raw)), None)
    found = [i for i in (marked, bell_deal) if i is not None]
    return min(found) if found else None
