"""What the pages show, derived from a table's record and its ruling.

Nothing here decides a point of law: the engine rules; these helpers say
events in plain words, suggest the likely next fact and the cards a seat
may legally play (suggestions only: any fact can be entered), and lay out
the scoresheet.
"""
from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from .. import rule
from ..cards import RANKS, Card, Suit, holds_suit
from ..engine import AFTER_THE_DEAL
from ..paper import SUIT_NAMES
from ..record import CALL_DEMANDS, DEAL_FAULT_KINDS, EVENT_TYPES, EXPOSE_HOW, REMARK_ABOUT
from ..ruling_report import card_label as _card_label
from ..schemas import load_record, pack_for
from ..scoresheet import TableSheet

SUIT_ORDER = "SHDC"

#: The event types in the order the form offers them, with a plain label.
EVENT_LABELS: dict[str, str] = {
    "play": "Plays a card",
    "pass": "Passes",
    "order_up": "Orders up (or assists)",
    "take_up": "Dealer takes up",
    "turn_down": "Dealer turns down",
    "make": "Makes a trump (second round)",
    "discard": "Dealer discards",
    "go_alone": "Goes alone",
    "deal": "The deal (hands, turn-up)",
    "shuffle": "Shuffles",
    "cut": "Cuts",
    "cut_for_deal": "Cuts for deal",
    "quit_trick": "Trick turned and quitted",
    "claim": "Claims a revoke",
    "expose": "Exposes a card",
    "correct": "Corrects a card played",
    "take_back": "Takes back a card",
    "remark": "Calls attention to something",
    "look_back": "Looks back at a trick",
    "show": "Shows his cards",
    "elect": "Elects a penalty option",
    "call": "Calls a penalty",
    "call_partner": "Calls a partner (Call-Ace)",
    "declare": "Declares jambone or jamboree",
    "deal_fault": "A fault in the deal",
    "abandon": "Abandons the hand",
}
assert set(EVENT_LABELS) == set(EVENT_TYPES)

#: The form fields each event type takes (``seat`` and ``card`` are the pickers).
EVENT_FIELDS: dict[str, tuple[str, ...]] = {
    "cut_for_deal": ("seat", "card"),
    "shuffle": ("seat",),
    "cut": ("seat", "top", "bottom", "exposed"),
    "deal": ("hands", "turn_up", "pattern", "stock"),
    "deal_fault": ("kind", "seat", "card", "count"),
    "pass": ("seat",),
    "order_up": ("seat", "alone"),
    "take_up": ("seat", "alone"),
    "turn_down": ("seat",),
    "make": ("seat", "suit", "alone"),
    "declare": ("seat", "what", "cards"),
    "go_alone": ("seat",),
    "call_partner": ("seat", "suit"),
    "discard": ("seat", "card", "to_partner"),
    "play": ("seat", "card"),
    "quit_trick": (),
    "expose": ("seat", "card", "how"),
    "correct": ("seat", "card"),
    "take_back": ("seat", "card"),
    "remark": ("seat", "about"),
    "look_back": ("seat",),
    "claim": ("seat", "kind", "against", "trick"),
    "show": ("seat", "cards"),
    "elect": ("seat", "option"),
    "call": ("seat", "target", "card", "suit", "demand"),
    "abandon": ("seat",),
}
assert set(EVENT_FIELDS) == set(EVENT_TYPES)

CHOICES: dict[str, Sequence[str]] = {
    "kind": DEAL_FAULT_KINDS, "how": EXPOSE_HOW, "about": REMARK_ABOUT, "demand": CALL_DEMANDS,
    "what": ("jambone", "jamboree"), "pattern": ("2-3", "3-2"),
}
INT_FIELDS = ("top", "bottom", "count", "trick")
BOOL_FIELDS = ("alone", "to_partner")
CARD_LIST_FIELDS = ("cards", "stock")


#: What the forms call the fields of an event, and of a write, that an error names by its path (the scorer's
#: form; a form that calls an event's fields otherwise gives its own names to ``field_label``).
FIELD_LABELS = {
    "type": "What happened", "seat": "Who", "card": "Card", "cards": "Cards", "hands": "The hands",
    "turn_up": "Turn-up", "pattern": "Pattern", "stock": "Stock", "suit": "Suit", "alone": "Alone",
    "to_partner": "Discard passed to partner", "against": "Against", "trick": "In trick", "kind": "Fault",
    "how": "How", "about": "About", "what": "Declares", "option": "Option", "target": "Called on", "demand": "Demand",
    "top": "Top packet", "bottom": "Bottom packet", "exposed": "Card exposed in the cut", "count": "Count",
    "dealer": "Dealer", "deal": "Deal",
    "sequence": "Event", "reason": "Why", "in_place_of": "In the place of", "ruling_event": "The ruling",
    "name": "Name of the table", "seats": "Seats", "players": "Players", "options": "Agreed before play",
    "code": "Laws", "game": "Game",
}


def field_label(path: str, labels: Mapping[str, str] | None = None) -> str:
    """The form's name for the field an error's path names: ``event.seat`` -> ``Who``, ``event.hands.N[1]`` ->
    ``N's hand``, ``players.N`` -> ``Player at N``, as ``labels`` names it if it does (the form's own names for
    the refused event's fields); the path itself for a field the forms do not show."""
    parts = re.sub(r"\[\d+\]", "", path).split(".")
    if len(parts) >= 2 and parts[-2] == "hands":
        return f"{parts[-1]}'s hand"
    if len(parts) >= 2 and parts[-2] == "players":
        return f"Player at {parts[-1]}"
    return (labels or {}).get(parts[-1]) or FIELD_LABELS.get(parts[-1], path)


def its_facts(count: int) -> str:
    """A deal's live facts, as struck out with its opening: ``its 14 facts``, ``its 1 fact``, ``no facts``."""
    return f"its {count} fact{'' if count == 1 else 's'}" if count else "no facts"


def card_label(code: str | None) -> str:
    """``"KH"`` -> ``"K♥"``, ``"TS"`` -> ``"10♠"`` (as the reports print them); no card, no label."""
    return _card_label(code) if code else ""


def card_list(text: str) -> list[str]:
    """Cards as typed: ``"AH qh, 10d"`` -> ``["AH", "QH", "10D"]``."""
    return [c.upper() for c in text.replace(",", " ").split()]


def event_from_form(kind: str, form: Mapping[str, str], seats: Sequence[str]) -> dict[str, Any]:
    """An event of ``kind`` from the form's fields, as typed; the record's own check judges it."""
    event: dict[str, Any] = {"type": kind}
    for name in EVENT_FIELDS.get(kind, ()):
        if name == "hands":
            hands = {seat: card_list(form.get(f"hands.{seat}", "")) for seat in seats}
            if any(hands.values()):
                event["hands"] = {seat: cards for seat, cards in hands.items() if cards}
            continue
        if name == "kind" and kind == "claim":
            event["kind"] = "revoke"  # the only claim the record format has
            continue
        value = (form.get(name) or "").strip()
        if not value:
            continue
        if name in INT_FIELDS:
            event[name] = int(value) if value.isdigit() else value
        elif name in BOOL_FIELDS:
            event[name] = value in ("1", "true", "on", "yes")
        elif name in CARD_LIST_FIELDS:
            event[name] = card_list(value)
        elif name in ("card", "turn_up", "exposed"):
            event[name] = value.upper()
        else:
            event[name] = value
    return event


def _name(seat: Any, players: Mapping[str, str]) -> str:
    return f"{players[seat]} ({seat})" if seat in players else str(seat)


def describe(body: Mapping[str, Any], players: Mapping[str, str] | None = None) -> str:
    """An entry of the log in plain words."""
    players = players or {}
    kind = body.get("type", "?")
    who = _name(body.get("seat"), players) if body.get("seat") else ""
    card = card_label(body.get("card"))
    if kind == "retract":
        return f"Correction: event {body.get('sequence')} struck out ({body.get('reason', '')})"
    if kind == "new_deal":
        return f"New deal, dealt by {_name(body.get('dealer'), players)}"
    if kind == "play":
        return f"{who} plays {card}"
    if kind == "deal":
        parts = []
        if body.get("hands"):
            parts.append("hands " + "; ".join(f"{s}: {' '.join(card_label(c) for c in cs)}"
                                               for s, cs in body["hands"].items()))
        if body.get("turn_up"):
            parts.append(f"turn-up {card_label(body['turn_up'])}")
        return "The deal" + (": " + ", ".join(parts) if parts else "")
    if kind == "make":
        return f"{who} makes {SUIT_NAMES.get(body.get('suit', ''), body.get('suit'))}" + (" alone" if body.get("alone") else "")
    if kind in ("order_up", "take_up"):
        return f"{who} {'orders up' if kind == 'order_up' else 'takes up'}" + (" alone" if body.get("alone") else "")
    if kind == "claim":
        trick = f" in trick {body['trick']}" if body.get("trick") else ""
        return f"{who} claims a {body.get('kind', 'revoke')} against {_name(body.get('against'), players)}{trick}"
    if kind == "elect":
        return f"{who} elects {str(body.get('option', '')).replace('_', ' ')}"
    if kind == "expose":
        return f"{who} exposes {card} ({body.get('how', '')})"
    if kind == "discard":
        return f"{who} discards" + (f" {card}" if card else "")
    if kind == "deal_fault":
        return f"Fault in the deal: {str(body.get('kind', '')).replace('_', ' ')}" + (f" ({who})" if who else "")
    if kind == "remark":
        return f"{who} calls attention to the {str(body.get('about', '')).replace('_', ' ')}"
    if kind == "call_partner":
        return f"{who} calls for the best {SUIT_NAMES.get(body.get('suit', ''), 'suits')[:-1]} as his partner"
    if kind == "call":
        what = body.get("demand") or card_label(body.get("card")) or SUIT_NAMES.get(body.get("suit", ""), "")
        return f"{who} calls on {_name(body.get('target'), players)}: {what}"
    if kind == "show":
        return f"{who} shows {' '.join(card_label(c) for c in body.get('cards', []))}"
    label = EVENT_LABELS.get(str(kind), str(kind)).lower()
    extra = f" {card}" if card else ""
    return f"{who} {label}{extra}".strip() if who else f"{label[0].upper()}{label[1:]}{extra}"


def game_score(summary: Mapping[str, Any], last_status: str | None) -> dict[str, int]:
    """The score of the game in play, as a table's head shows it, from the ruling without its deals and the
    status of the last deal: the ruling's score (its last game's), but once that game is won and the deal after
    it has begun (the last deal is not the one scored that won it), the new game's, as the scoresheet opens it."""
    games = summary["games"]
    if games and games[-1]["winner"] is not None and last_status != "scored":
        return {side: 0 for side in summary["score"]}
    return dict(summary["score"])


# -- suggestions for the next fact ---------------------------------------------


@dataclass
class Suggestion:
    """What probably comes next in a deal, and the cards a seat may legally play."""

    kind: str = "shuffle"
    seat: str | None = None
    cards: list[str] = field(default_factory=list)
    """The cards suggested for the picker: the legal plays when the hands are known."""
    held: list[str] = field(default_factory=list)
    """The cards the seat still holds, when the deal recorded its hand."""
    trump: str | None = None
    led: str | None = None
    follows: bool = False
    """Whether the seat holds the suit led (else any card of his may be played)."""
    why: str = ""


def next_seat(seats: Sequence[str], seat: str, out: str | None = None) -> str:
    """The seat on ``seat``'s left, skipping the partner of a lone player (``out``)."""
    i = seats.index(seat)
    nxt = seats[(i + 1) % len(seats)]
    return next_seat(seats, nxt) if nxt == out else nxt


def suggest(record: Mapping[str, Any], deal: Mapping[str, Any] | None, ruled: Mapping[str, Any] | None,
            by: str | None = None) -> Suggestion:
    """A guess at the next fact of ``deal`` (its dealer and events, as in the record; ``None``: no deal),
    from the table's record and the engine's ruling on the deal (``ruled``): by the seat whose turn it is, or
    by ``by`` (the cards he may play)."""
    seats: list[str] = list(record["seats"])
    if deal is None:
        return Suggestion()
    events: list[dict[str, Any]] = deal["events"]
    dealer: str = deal["dealer"]
    ruled = ruled or {}
    trump = ruled.get("trump")
    types = [e.get("type") for e in events]
    dealt = next((e for e in events if e.get("type") == "deal"), None)
    if dealt is None and AFTER_THE_DEAL.isdisjoint(types):
        if "shuffle" not in types:
            return Suggestion("shuffle", by or dealer)
        if "cut" not in types:
            return Suggestion("cut", by or seats[seats.index(dealer) - 1])
        return Suggestion("deal", by or dealer)
    dealt = dealt or {}  # not recorded, but the bidding or the play shows it was made (engine.AFTER_THE_DEAL)
    if ruled.get("maker") is None:  # the trump not made yet
        bids = [e for e in events if e.get("type") in ("pass", "turn_down")]
        seat = next_seat(seats, dealer)
        for _ in bids:
            seat = next_seat(seats, seat)
        return Suggestion("pass", by or seat, why="The bidding")
    taken = any(t in types for t in ("order_up", "take_up"))
    if taken and "discard" not in types and record["game"] == "euchre":
        held = _held(events, by or dealer, dealer, dealt, taken)
        return Suggestion("discard", by or dealer, cards=held, held=held, trump=trump, why="The dealer's discard")
    lone = ruled.get("lone")
    out = seats[(seats.index(lone) + 2) % 4] if lone and record["game"] == "euchre" else None
    tricks = ruled.get("tricks") or []
    per_trick = len(seats) - (1 if out else 0)
    if tricks and len(tricks[-1]["plays"]) < per_trick:
        last = tricks[-1]["plays"][-1][0]
        seat = next_seat(seats, last, out)
        led_card = Card.parse(tricks[-1]["plays"][0][1])
    else:
        if len(tricks) == 5:
            return Suggestion("quit_trick", None, trump=trump, why="The hand is played out")
        seat = tricks[-1]["winner"] if tricks and tricks[-1].get("winner") else next_seat(seats, dealer, out)
        led_card = None
    seat = by or seat
    suit = Suit.parse(trump) if trump else None  # unknown if the turn-up is not recorded
    held = _held(events, seat, dealer, dealt, taken)
    led = led_card.suit_under(suit) if led_card is not None else None
    follow = [c.code for c in holds_suit((Card.parse(c) for c in held), led, suit)] if led is not None else []
    return Suggestion("play", seat, cards=follow or held, held=held, trump=trump,
                      led=led.value if led is not None else None, follows=bool(follow),
                      why="To follow suit" if led is not None else "To lead")


def suggest_again(record: Mapping[str, Any], deal: Mapping[str, Any], index: int, by: str | None) -> Suggestion:
    """The suggestion for the fact at ``index`` of ``deal``, by ``by``, to be recorded again in its place: as
    the deal stood before it, ruled on the facts before it alone."""
    before = {"dealer": deal["dealer"], "events": deal["events"][:index]}
    return suggest(record, before, rule({**record, "deals": [before]})["deals"][0], by)


def _held(events: Sequence[Mapping[str, Any]], seat: str, dealer: str, dealt: Mapping[str, Any], taken: bool) -> list[str]:
    """The cards ``seat`` still holds, if the deal recorded the hand (else none known)."""
    hand = list((dealt.get("hands") or {}).get(seat, []))
    if not hand:
        return []
    hand = [Card.parse(c).code for c in hand]
    if seat == dealer and taken and dealt.get("turn_up"):
        hand.append(Card.parse(dealt["turn_up"]).code)
    gone = left_the_hands(events)
    return [c for c in hand if c not in gone]


def left_the_hands(events: Sequence[Mapping[str, Any]]) -> set[str]:
    """The cards that have left the hands in a deal's ``events``: played or discarded, and not taken back by
    their player (a correction puts back the card it corrects). As the record's check counts them
    (``schemas._plays_held``), none of them can be played or discarded again: a card in two places."""
    gone: dict[str, str] = {}  # card -> who played or discarded it
    last: dict[str, str] = {}  # seat -> the last card he played
    for e in events:
        seat, card, kind = e.get("seat"), e.get("card"), e.get("type")
        if kind not in ("play", "discard", "correct", "take_back") or not seat or not card:
            continue
        code = Card.parse(card).code
        if kind == "take_back" and gone.get(code) == seat:
            del gone[code]
        elif kind != "take_back":
            if kind == "correct" and seat in last:
                gone.pop(last[seat], None)
            gone[code] = seat
            if kind != "discard":
                last[seat] = code
    return set(gone)


def pack_by_suit(record: Mapping[str, Any]) -> list[tuple[str, list[str]]]:
    """The table's pack for the card pickers: ``[("S", ["AS", "KS", ...]), ...]``, joker last."""
    pack = pack_for(load_record({**record, "deals": []}))
    rows = []
    for suit in SUIT_ORDER:
        cards = [c for c in pack if c.suit is not None and c.suit.value == suit]
        rows.append((suit, [c.code for c in sorted(cards, key=lambda c: -RANKS.index(c.rank))]))
    if any(c.is_joker for c in pack):
        rows.append(("JK", ["JK"]))
    return rows


# -- the scoresheet ---------------------------------------------------------------


def scoresheet_json(sheet: TableSheet) -> dict[str, Any]:
    """The sheet (``referee.scoresheet.table_sheet``) as the API answers it."""
    return {
        "name": sheet.name, "sides": list(sheet.start), "side_names": sheet.side_names, "start": sheet.start,
        "rows": [{**asdict(row), "result": row.result} for row in sheet.rows],
        "games": [{"number": g.number, "opening": g.opening, "lapped_from": g.lapped_from, "winner": g.winner,
                   "score": g.score, "slam": g.slam, "value": g.value, "deals": [row.number for row in g.rows]}
                  for g in sheet.games],
        "rubbers": [asdict(r) for r in sheet.rubbers],
        "totals": [asdict(t) for t in sheet.totals],
    }
