"""What the pages show, derived from a table's record and its ruling.

Nothing here decides a point of law: the engine rules; these helpers say
events in plain words, suggest the likely next fact and the cards a seat
may legally play (suggestions only: any fact can be entered), and lay out
the scoresheet.
"""
from __future__ import annotations

import re
import typing
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field, fields
from typing import Any

from ..cards import RANKS, Card
from ..documents.paper import SUIT_NAMES
from ..documents.ruling_report import card_label as _card_label
from ..documents.scoresheet import TableSheet, partner_secret
from ..games import Game
from ..law.codes import find_code
from ..ledger.carry import Carry
from ..questions import DealQuestions
from ..record import CALL_DEMANDS, DEAL_FAULT_KINDS, EVENT_TYPES, EXPOSE_HOW, REMARK_ABOUT, Deal, Record
from ..schemas import load_record, pack_for
from ..state import Demand
from ..table.owner import DealOwner, asks_its_parts
from ..table.turn import turn
from .bounds import number_or_text

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
    "pass_card": "Passes a card face down to his partner (Railroad)",
    "defend_alone": "Plays alone against the lone hand (Railroad)",
    "take_widow": "Takes the widow",
    "exchange": "Exchanges his hand, face down (Penalty Euchre)",
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
    "call_partner": "Calls for a partner",
    "declare": "Declares (jambone, jamboree; Set-back: to take all five)",
    "deal_fault": "A fault in the deal",
    "abandon": "Abandons the hand",
    "outcome": "The deal's outcome (scores only)",
    "bell": "The bell: play ceases (Progressive Euchre)",
    "bid": "Bids (tricks and the suit, or no trumps)",
    "choose_partners": "Chooses his partners",
    "call_holder": "Calls for the holder of a card",
    "throw_up": "Throws up his hand (Set-back)",
}
assert set(EVENT_LABELS) == set(EVENT_TYPES)


#: What a player may declare: the 1862 code's additions (the form's choices where none is offered), and Set-back's
#: declaration to take all five tricks (keller:set-back#declare-all).
DECLARED = ("jambone", "jamboree", "all")


def declarations(game: Game, record: Mapping[str, Any], kept: str | None = None) -> tuple[str, ...]:
    """What a player may declare at a table of ``record``'s header (of ``game``): jambone and jamboree where agreed,
    under a code that has them (the 1862 code's additions, "agreed before play", 1862:IV.62) or in a game that has its
    own (``Game.jambone``, ``Game.jamboree``: Railroad's, foster:railroad#jambone, #jamboree); elsewhere, or not agreed,
    a declaration has no effect, as the engine rules it; to take all five tricks where the game has it and it was
    agreed (Keller's Set-back, keller:set-back#declare-all); ``kept``: one offered all the same (``event_labels``)."""
    options = record.get("options") or {}
    governs = record["code"] in game.codes_for(len(record["seats"]))
    additions = governs and find_code(record["code"]).additions
    # to take all five: the game's own declaration (Game.declare_all), where agreed (options.declare_all)
    all_five = governs and game.declare_all is not None and bool(options.get("declare_all"))
    own = {"jambone": game.jambone is not None, "jamboree": game.jamboree is not None}
    return tuple(what for what in DECLARED
                 if (all_five if what == "all" else (additions or own[what]) and options.get(what)) or what == kept)


def event_labels(game: Game, record: Mapping[str, Any], kept: str | None = None) -> dict[str, str]:
    """The event types the form offers at a table of ``record``'s header, in order, with their labels: its ``game``'s
    (``Game.events``: Railroad's partner's best, Call-Ace's call of a partner, Penalty Euchre's exchange, the bell of
    four-hand Euchre's progressive tables), in its own words where it has them (``Game.labels``), a declaration only
    where one may be made (``declarations``); ``kept``: a type offered all the same (the fact the form records again, or
    was sent with: any fact may be recorded)."""
    labels = {**EVENT_LABELS, **game.labels}  # its own events in its own words (Napoleon's "Buy", Call-Ace's order up)
    offered = game.events if declarations(game, record) else game.events - {"declare"}
    return {kind: label for kind, label in labels.items() if kind in offered or kind == kept}


#: The form fields each event type takes (``seat`` and ``card`` are the pickers).
EVENT_FIELDS: dict[str, tuple[str, ...]] = {
    "cut_for_deal": ("seat", "card"),
    "shuffle": ("seat",),
    "cut": ("seat", "top", "bottom", "exposed"),
    "deal": ("hands", "turn_up", "pattern", "stock", "widow"),
    "deal_fault": ("kind", "seat", "card", "count"),
    "pass": ("seat",),
    "order_up": ("seat", "alone"),
    "take_up": ("seat", "alone"),
    "turn_down": ("seat",),
    "make": ("seat", "suit", "alone"),
    "declare": ("seat", "what", "cards"),
    "go_alone": ("seat",),
    "pass_card": ("seat", "to", "card"),
    "defend_alone": ("seat",),
    "take_widow": ("seat",),
    "exchange": ("seat", "with"),
    "call_partner": ("seat", "suit"),
    "discard": ("seat", "card", "cards", "to_partner"),
    "play": ("seat", "card", "names"),
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
    "outcome": ("seat", "suit", "alone", "tricks", "partner"),
    "bell": (),
    "bid": ("seat", "value", "suit"),
    "take_widow": ("seat",),
    "choose_partners": ("seat", "partners"),
    "call_holder": ("seat", "card", "holder"),
    "throw_up": ("seat",),
}
assert set(EVENT_FIELDS) == set(EVENT_TYPES)

CHOICES: dict[str, Sequence[str]] = {
    "kind": DEAL_FAULT_KINDS, "how": EXPOSE_HOW, "about": REMARK_ABOUT, "demand": CALL_DEMANDS,
    "what": ("jambone", "jamboree"), "pattern": ("2-3", "3-2"),
}
INT_FIELDS = ("top", "bottom", "count", "trick", "tricks", "value")
BOOL_FIELDS = ("alone", "to_partner")
CARD_LIST_FIELDS = ("cards", "stock", "widow")
SEAT_LIST_FIELDS = ("partners",)


#: What the forms call the fields of an event, and of a write, that an error names by its path (the scorer's
#: form; a form that calls an event's fields otherwise gives its own names to ``field_label``).
FIELD_LABELS = {
    "type": "What happened", "seat": "Who", "card": "Card", "cards": "Cards", "hands": "The hands",
    "turn_up": "Turn-up", "pattern": "Pattern", "stock": "Stock", "suit": "Suit", "alone": "Alone", "bid": "Bid",
    "others": "The others' tricks",
    "to_partner": "Discard passed to partner", "against": "Against", "trick": "In trick", "kind": "Fault",
    "how": "How", "about": "About", "what": "Declares", "option": "Option", "target": "Called on", "demand": "Demand",
    "top": "Top packet", "bottom": "Bottom packet", "exposed": "Card exposed in the cut", "count": "Count",
    "dealer": "Dealer", "deal": "Deal", "value": "Tricks bid", "widow": "Widow", "names": "Names the suit",
    "partners": "Partners", "holder": "Holder", "with": "For", "to": "Passed to",
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


def entered(value: Any) -> str:
    """A value an error names, in the words it was entered in: ``['N', 'E', 'S']`` -> ``N E S`` (seats, cards
    as typed), ``{'N': ['AH']}`` -> ``N: AH``."""
    if isinstance(value, (list, tuple)):
        return " ".join(entered(v) for v in value)
    if isinstance(value, Mapping):
        return "; ".join(f"{k}: {entered(v)}" for k, v in value.items())
    return str(value)


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
            event[name] = number_or_text(value)
        elif name in BOOL_FIELDS:
            event[name] = value in ("1", "true", "on", "yes")
        elif name in CARD_LIST_FIELDS:
            event[name] = card_list(value)
        elif name in SEAT_LIST_FIELDS:
            event[name] = value.replace(",", " ").split()
        elif name in ("card", "turn_up", "exposed"):
            event[name] = value.upper()
        else:
            event[name] = value
    return event


#: The fields the scorer's page posts for itself beside a fact (the deal it is shown at, the sequence expected): never
#: a field of the fact (a claim's ``deal``, the earlier deal of a revoke, is the dispute page's).
PAGE_FIELDS = frozenset({"deal", "sequence", "ask", "csrf_token", "replace", "before", "reason"})


def typed_from_form(game: Game, kind: str, form: Mapping[str, str]) -> dict[str, Any]:
    """The fields of an event of ``kind`` that a game owning its deal has and ``EVENT_FIELDS`` does not list (its own
    events', a Napoleon bid's ``misere``), read by their types as the record loader checks them; none for another
    game. The one-tap buttons post them (``quick.owned_offer``)."""
    kind_of = (getattr(game, "own_events", {}) or {}).get(kind) or EVENT_TYPES.get(kind)
    if kind_of is None or getattr(game, "replayed", True):
        return {}
    hints = typing.get_type_hints(kind_of)
    event: dict[str, Any] = {}
    for f in fields(kind_of):
        value = (form.get(f.name) or "").strip()
        if f.name in EVENT_FIELDS.get(kind, ()) or f.name in PAGE_FIELDS or not value:
            continue
        plain = [a for a in typing.get_args(hints[f.name]) if a is not type(None)] or [hints[f.name]]
        kind_said = str(plain[0])
        if plain[0] is bool:
            event[f.name] = value in ("1", "true", "on", "yes")
        elif plain[0] is int:
            event[f.name] = number_or_text(value)
        elif "tuple" in kind_said:
            event[f.name] = card_list(value)
        elif plain[0] is Card:
            event[f.name] = value.upper()
        else:
            event[f.name] = value
    return event


def outcome_from_form(game: Game, form: Mapping[str, str], record: Mapping[str, Any]) -> dict[str, Any]:
    """The scores-only form's outcome, as typed; in Five Hundred (a game scored by the bid) its ``bid`` (``7H``,
    ``6NT``: ``{"value": 7, "suit": "H"}``) and each side's tricks (``tricks.A``, ``tricks.EW``): the bidder's side's
    are the outcome's ``tricks``, the others' its ``others`` (docs/reading.md). The record's own check judges it."""
    seats = record["seats"]
    event = event_from_form("outcome", form, seats)
    if game.trick_points is None:
        return event
    bid = (form.get("bid") or "").strip().upper()
    said = re.fullmatch(r"(\d+)\s*(NT|[SHDC])", bid)
    if bid:
        event["bid"] = {"value": int(said[1]), "suit": said[2]} if said else bid
    bidder = event.get("seat")
    others: dict[str, Any] = {}
    for group in game.side_seats(tuple(seats)):
        side = "".join(group)
        value = (form.get(f"tricks.{side}") or "").strip()
        if not value:
            continue
        if bidder in group:
            event["tricks"] = number_or_text(value)
        else:
            others[side] = number_or_text(value)
    if isinstance(bidder, str) and bidder in seats:
        event.setdefault("tricks", 0)  # a player who took none may be left out, the bidder too
    if others:
        event["others"] = others
    return event


def form_of(body: Mapping[str, Any]) -> dict[str, Any]:
    """The scorer's form filled in with an event as it was recorded (``event_from_form``'s inverse): its hands as
    typed (``hands.N``: ``AH QH AD TC 9C``), its lists of cards too, a yes as ticked."""
    form: dict[str, Any] = {}
    for name, value in body.items():
        if name == "hands" and isinstance(value, Mapping):
            form.update({f"hands.{seat}": " ".join(map(str, cards)) for seat, cards in value.items()
                         if isinstance(cards, list)})
        elif isinstance(value, bool):
            form[name] = "1" if value else ""
        elif isinstance(value, (str, int)):
            form[name] = value
        elif isinstance(value, list):
            form[name] = " ".join(map(str, value))
    return form


def _name(seat: Any, players: Mapping[str, str]) -> str:
    return f"{players[seat]} ({seat})" if seat in players else str(seat)


def dealers_partner(game: Game, record: Mapping[str, Any], dealer: str | None) -> str | None:
    """The partner of ``dealer`` (his order up is an assist) where the game seats him one partner (four-hand Euchre);
    none where each plays for himself or the maker's partner is hidden (Call-Ace), nor where he has two (six hands)."""
    seats = tuple(record["seats"])
    partners = game.partners(seats, dealer) if dealer is not None and dealer in seats else ()
    return partners[0] if len(partners) == 1 else None


def _outcome_said(game: Game | None) -> str | None:
    """A game's own words for its outcome (``Game.labels``), or None where it has none (Euchre's maker's)."""
    return game.labels.get("outcome") if game is not None else None


def describe(body: Mapping[str, Any], players: Mapping[str, str] | None = None, partner: str | None = None, *,
             face_down: bool = False, game: Game | None = None) -> str:
    """An entry of the log in plain words; ``partner``: the dealer's partner, if known (``dealers_partner``),
    whose order up is said as an assist; ``face_down``: a card passed for partner's best is not named (the ruling
    page: foster:railroad#partners-best, "face down"), as the scorer's own log names it; ``game``: the table's, whose
    own words for an outcome (``labels``: a round game's player's tricks taken, Napoleon's bidder's) say it."""
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
        if body.get("widow"):
            parts.append("widow " + " ".join(card_label(c) for c in body["widow"]))
        return "The deal" + (": " + ", ".join(parts) if parts else "")
    if kind == "make":
        return f"{who} makes {SUIT_NAMES.get(body.get('suit', ''), body.get('suit'))}" + (" alone" if body.get("alone") else "")
    if kind in ("order_up", "take_up"):
        verb = "takes up" if kind == "take_up" else "assists" if partner and body.get("seat") == partner else "orders up"
        return f"{who} {verb}" + (" alone" if body.get("alone") else "")
    if kind == "take_back":
        return f"{who} takes back the {card}"
    if kind == "correct":
        return f"{who} takes back his card and plays the {card} instead"
    if kind == "cut_for_deal":
        return f"{who} cuts the {card} for deal"
    if kind == "claim":
        trick = f" in trick {body['trick']}" if body.get("trick") else ""
        return f"{who} claims a {body.get('kind', 'revoke')} against {_name(body.get('against'), players)}{trick}"
    if kind == "elect":
        return f"{who} elects {str(body.get('option', '')).replace('_', ' ')}"
    if kind == "bid":  # the tricks and the suit, or no trumps; a misère, or the bid's name (Napoleon's nap)
        suit = SUIT_NAMES.get(str(body.get("suit")), "no trumps" if body.get("suit") == "NT" else "")
        said = "misère" if body.get("misere") else f"{body.get('name') or body.get('value', '')}" + (
            f" {suit}" if suit else "")
        return f"{who} bids {said}"
    if kind == "expose":
        return f"{who} exposes {card} ({body.get('how', '')})"
    if kind == "discard":
        cards = card or " ".join(card_label(c) for c in body.get("cards") or [])
        return f"{who} discards" + (f" {cards}" if cards else "")
    if kind == "exchange":
        what = "the widow" if body.get("with") == "widow" else f"the hand {_name(body.get('with'), players)} abandoned"
        return f"{who} exchanges his hand for {what}"
    if kind == "deal_fault":
        return f"Fault in the deal: {str(body.get('kind', '')).replace('_', ' ')}" + (f" ({who})" if who else "")
    if kind == "remark":
        return f"{who} calls attention to the {str(body.get('about', '')).replace('_', ' ')}"
    if kind == "call_partner":
        return f"{who} calls for the best {SUIT_NAMES.get(body.get('suit', ''), 'suits')[:-1]} as his partner"
    if kind == "call":
        what = body.get("demand") or card_label(body.get("card")) or SUIT_NAMES.get(body.get("suit", ""), "")
        return f"{who} calls on {_name(body.get('target'), players)}: {what}"
    if kind == "outcome" and ("bid" in body or "others" in body):  # Five Hundred's: the bid, each side's tricks
        bid, others = body.get("bid"), body.get("others")
        said = f"{bid.get('value')} {SUIT_NAMES.get(str(bid.get('suit')), 'no trumps')}" if isinstance(bid, Mapping) \
            else str(bid)
        took = "".join(f", {_name(side, players)} {n}" for side, n in others.items()) \
            if isinstance(others, Mapping) else ""
        return f"{who} bid {said} and took {body.get('tricks')}{took} (the outcome agreed)"
    said_by_game = _outcome_said(game) if kind == "outcome" else None
    if said_by_game is not None:
        return f"{who}: {said_by_game.lower()} {body.get('tricks')} (the outcome agreed)"
    if kind == "outcome":
        suit = SUIT_NAMES.get(body.get("suit", ""), "")
        made = f"{who} made {suit or 'the trump'}" + (" alone" if body.get("alone") else "")
        partner = body.get("partner")  # Call-Ace: the holder of the card called; the maker himself: none
        made += "" if not partner else ", no partner" if partner == body.get("seat") else \
            f", partner {_name(partner, players)}"
        return f"{made}, the makers took {body.get('tricks')} (the outcome agreed)"
    if kind == "declare":
        return f"{who} declares {body.get('what') or 'jambone or jamboree'}"
    if kind == "rob":  # Spoil Five, Forty-Five: the turn-up taken for a card laid out, or the right not used
        return f"{who} " + ("does not rob (the trump left on the pack)" if body.get("decline") in (True, "1") else
                            "robs the turn-up" + (f", laying out {card}" if card else ""))
    if kind == "pass_card":
        named = f"the {card}" if card and not face_down else "a card"
        return f"{who} passes {named} face down to {_name(body.get('to'), players)}"
    if kind == "defend_alone":
        return f"{who} plays alone against the lone hand"
    if kind == "show":
        return f"{who} shows {' '.join(card_label(c) for c in body.get('cards', []))}"
    label = EVENT_LABELS.get(str(kind), str(kind)).lower()
    extra = f" {card}" if card else ""
    return f"{who} {label}{extra}".strip() if who else f"{label[0].upper()}{label[1:]}{extra}"


def game_score(summary: Mapping[str, Any], last_status: str | None) -> dict[str, int]:
    """The score of the game in play, as a table's head shows it, from the ruling without its deals and the
    status of the last deal: the ruling's score (the game in progress), but the game just won while its winning
    deal is the last (the deal after it not yet begun), as the scoresheet closes it."""
    games = summary["games"]
    if games and games[-1]["winner"] is not None and last_status == "scored":
        return dict(games[-1]["score"])
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
    label: str = ""
    """What the prompt calls the fact, where it says more than the event type's label."""
    called: str = ""
    """The demand of a penalty call on the seat's card, in words (``lead hearts``): ``cards`` are those that comply."""
    options: list[str] = field(default_factory=list)
    """The options of the deal's rulings open to an election (what an ``elect`` may name)."""
    holding: tuple[int, str | None] | None = None
    """In a bidding game, the bid that holds so far (its number and suit), which a bid must pass to hold."""
    no_trumps: bool = False
    """The hand is played without trumps: the joker led names the suit to be played to it (foster:500#joker-led)."""
    to: str | None = None
    """The partner a card is passed to (``pass_card``), or the jambone player a card is called from (``call``)."""
    refusable: bool = False
    """He may decline the fact (``pass``): Blind Euchre's widow refused, Penalty Euchre's hand kept."""
    exchanges: list[str] = field(default_factory=list)
    """What he may exchange his hand for (``exchange``'s ``with``): the widow, or a seat's abandoned hand."""


def deal_state(record: Mapping[str, Any], deal: Mapping[str, Any], index: int = 0) -> DealQuestions:
    """The questions of ``deal`` (its dealer and events; deal ``index`` of its table) at a table of ``record``'s
    header, as the engine's state of it answers them, its facts pushed and closed as its ruling closes it."""
    return DealQuestions.of(load_record({**record, "deals": [deal]}, first=index), index)


def owned_deal(game: DealOwner[Any], record: Mapping[str, Any], deal: Mapping[str, Any],
               index: int) -> tuple[Record, int, Deal, Carry]:
    """``deal`` (deal ``index`` of a table of ``record``'s header, of a game that owns its deal) loaded as a record of
    its own, with its carry from the game's ledger: what ``table.turn`` folds."""
    loaded = load_record({**record, "deals": [deal]}, first=index)
    return loaded, index, loaded.deals[0], game.ledger(loaded).opening(loaded)


def who_elects(state: DealQuestions, players: Mapping[str, str]) -> dict[int | None, str]:
    """For each open ruling of the deal not yet elected on (by its event), who the engine gives its options to, as
    the ruling page says it, each seat named with its player (``DealQuestions.who_elects``)."""
    return state.who_elects(lambda seat: _name(seat, players))


def partner_said(deal: Mapping[str, Any], players: Mapping[str, str]) -> str:
    """A Call-Ace deal's partner as the pages say it, from its ruling (``partner``, ``partner_known``), kept secret
    as the sheets keep it (``scoresheet.partner_secret``)."""
    if partner_secret(deal):
        return "partner not yet known"
    if not deal.get("partner_known", True):
        return "partner not known"
    return f"partner {_name(deal['partner'], players)}" if deal.get("partner") else "no partner"


def _demand_words(d: Demand) -> str:
    """``lead hearts``, ``play the K♠``, ``play his highest``, ``trump the trick``."""
    if d.kind == "lead_suit":
        return f"lead {d.suit.plural if d.suit else 'the suit called'}"
    if d.kind == "play_card":
        return f"play the {card_label(d.card.code if d.card else None)}"
    return {"trump": "trump the trick", "no_trump": "not trump the trick"}.get(
        d.kind, f"play his {d.kind.replace('_', ' ')}")


def suggest(game: Game, record: Mapping[str, Any], deal: Mapping[str, Any] | None, by: str | None = None,
            index: int = 0) -> Suggestion:
    """A guess at the next fact of ``deal`` (its dealer and events, as in the record, deal ``index`` of its table;
    ``None``: no deal) at a table of ``record``'s header, from the engine's state of the deal: an election or a call
    its rulings wait on first, else by the seat whose turn it is, or by ``by`` (the cards he may play)."""
    if deal is None:
        return Suggestion()
    if asks_its_parts(game):  # its part in play says (table.turn), not Euchre's questions
        at = turn(game, *owned_deal(game, record, deal, index))  # the first fact of the seat in turn, else any
        first = next((e for e in at.facts if e.seat == at.seat), at.facts[0] if at.facts else None)
        if first is None:
            return Suggestion("", at.seat)
        return Suggestion(first.type, first.seat or at.seat, label=game.labels.get(first.type, ""))
    state = deal_state(record, deal, index)
    awaited = state.awaited() if by is None else None  # by a seat named: his cards
    hint = Suggestion(awaited.kind, awaited.seat, why=awaited.why) if awaited is not None else _in_turn(state, by)
    hint.options = state.open_options()
    return hint


def _in_turn(state: DealQuestions, by: str | None) -> Suggestion:
    """The next fact of the deal in the order of the game: the deal, the bidding, the discard, the play."""
    due = state.due(by)
    trump = state.trump.value if state.trump is not None else None
    if due.kind in ("take_widow", "discard"):
        cards = _codes(due.cards)
        return Suggestion(due.kind, due.seat, cards=cards, held=cards, trump=trump if due.shows_trump else None,
                          why=due.why, label=due.label, refusable=due.refusable)
    if due.kind != "play":
        return Suggestion(due.kind, due.seat, cards=_codes(due.cards), why=due.why, label=due.label, to=due.to,
                          holding=due.holding, refusable=due.refusable, exchanges=list(due.exchanges))
    seat = due.seat
    led = state.led()
    held = state.held(seat) if seat else []
    called_by = state.jambone_called(seat) if seat else None
    if called_by is not None:  # the card called from his jambone hand, to be played (foster:railroad#jambone-calls)
        caller, card = called_by
        return Suggestion("play", seat, cards=[card.code], held=_codes(held), trump=trump,
                          led=led.value if led is not None else None, why=f"{caller} called the {card_label(card.code)}")
    follow = state.must_play(seat) if seat and led is not None else []
    demand, legal = state.demand_on(seat, follow or held) if seat else (None, held)
    called = _demand_words(demand) if demand is not None else ""
    # to follow suit only where his hand, as recorded, holds the suit led; of a hand not recorded, nothing is said
    why = (f"Called on to {called}" if called else "To lead" if led is None else "To follow suit" if follow
           else "Has none of the suit led" if held else "")
    return Suggestion("play", seat, cards=_codes(legal), held=_codes(held), trump=trump,
                      led=led.value if led is not None else None, follows=bool(follow), called=called, why=why,
                      no_trumps=state.no_trumps)


def suggest_again(game: Game, record: Mapping[str, Any], deal: Mapping[str, Any], at: int, by: str | None,
                  index: int = 0) -> Suggestion:
    """The suggestion for the fact at ``at`` of ``deal`` (deal ``index`` of its table), by ``by``, to be recorded
    again in its place: as the deal stood before it, on the facts before it alone."""
    return suggest(game, record, {"dealer": deal["dealer"], "events": deal["events"][:at]}, by, index)


def _codes(cards: Sequence[Card]) -> list[str]:
    return [c.code for c in cards]


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


def on_the_pack(events: Sequence[Mapping[str, Any]]) -> str | None:
    """The trump card turned up, unless it was ordered or taken up: it lies on the pack (turned down, or the bidding
    not over), in no hand, and as the record's check has it (``schemas._plays_held``) no one can play, expose or
    discard it."""
    dealt = next((e for e in events if e.get("type") == "deal"), None)
    if dealt is None or not dealt.get("turn_up") or any(e.get("type") in ("order_up", "take_up") for e in events):
        return None
    return Card.parse(dealt["turn_up"]).code


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
    """The sheet (``referee.documents.scoresheet.table_sheet``) as the API answers it."""
    return {
        "name": sheet.name, "sides": list(sheet.start), "side_names": sheet.side_names, "start": sheet.start,
        "rows": [{**asdict(row), "result": row.result} for row in sheet.rows],
        "games": [{"number": g.number, "opening": g.opening, "lapped_from": g.lapped_from, "winner": g.winner,
                   "score": g.score, "slam": g.slam, "value": g.value, "deals": [row.number for row in g.rows]}
                  for g in sheet.games],
        "rubbers": [asdict(r) for r in sheet.rubbers],
        "totals": [asdict(t) for t in sheet.totals],
    }
