"""What the scorer's page offers as one tap, and the slips it asks about before recording.

Nothing here rules: the buttons are the fact the deal expects next (``view.suggest``), each recorded as it is by one
tap; and a fact that the engine would rule an irregularity is asked about first (``slip``), by ruling the deal with
it and without it. Recorded anyway, it stands as any fact.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..cards import Suit
from ..games import find_game, seating
from ..paper import SUIT_NAMES
from ..questions import DealQuestions
from ..record import CALL_DEMANDS, PenaltyCalled
from ..ruling_report import SUIT_SYMBOLS
from .view import Suggestion, card_label, deal_state, describe

#: The facts recorded in the ordinary course of a deal: a slip among them is asked about before it is recorded. The
#: others (a claim, an exposed card, a fault in the deal, ...) say an irregularity themselves: recorded at once.
ORDINARY = frozenset({"shuffle", "cut", "deal", "pass", "order_up", "take_up", "turn_down", "make", "go_alone",
                      "call_partner", "discard", "play", "quit_trick"})
#: A deal's status once it is over: the next deal is due.
OVER = ("scored", "redeal", "passed")


@dataclass(frozen=True)
class Tap:
    """One button: the fact it records (the form's fields, ``type`` first) and what it says."""

    label: str
    fields: dict[str, str]
    main: bool = False

    @property
    def data(self) -> dict[str, str]:
        """The button's ``data-`` attributes, naming the fact (``type``, ``seat``, ``card``, ``suit``, ``alone``)."""
        out = {k: v for k, v in self.fields.items() if k in ("type", "seat", "target", "card", "suit", "option")}
        if "turn_up" in self.fields:
            out["card"] = self.fields["turn_up"]
        if self.fields.get("alone"):
            out["alone"] = "1"
        return out


@dataclass
class Offer:
    """The next fact's buttons: a prompt, then rows of taps."""

    prompt: str
    rows: list[list[Tap]] = field(default_factory=list)
    warning: str = ""


def shared(row: Sequence[Tap]) -> tuple[dict[str, str], str] | None:
    """A row of taps that differ in their card alone (cards to play, discard or turn up): the fields they share and
    the card's field, that one form with a button a card sends; ``None`` for any other row."""
    key = next((k for k in ("card", "turn_up") if len(row) > 1 and all(k in t.fields for t in row)), None)
    if key is None:
        return None
    common = {k: v for k, v in row[0].fields.items() if k != key}
    if any({k: v for k, v in t.fields.items() if k != key} != common for t in row):
        return None
    return common, key


def _who(seat: str | None, players: Mapping[str, str]) -> str:
    return f"{seat} {players[seat]}" if seat and players.get(seat) else str(seat or "")


def _cards(codes: Sequence[str], fields: Mapping[str, str], key: str = "card") -> list[Tap]:
    return [Tap(card_label(c), {**fields, key: c}) for c in codes]


def _by_suit(codes: Sequence[str], pack: Sequence[tuple[str, list[str]]]) -> list[list[str]]:
    """``codes`` in rows, one a suit, as the pickers lay out the pack."""
    rows = [[c for c in cards if c in codes] for _, cards in pack]
    return [row for row in rows if row]


def offer(record: Mapping[str, Any], deal: Mapping[str, Any] | None, index: int, hint: Suggestion,
          pack: Sequence[tuple[str, list[str]]], gone: set[str], on_the_pack: str | None) -> Offer | None:
    """The buttons for the fact ``hint`` expects in ``deal`` (its dealer and events, deal ``index``); ``None`` where
    the form alone records it (cards shown, a claim) or no deal is in play."""
    if deal is None:
        return None
    players, seat, kind = record["players"], hint.seat, hint.kind
    who = _who(seat, players)
    if kind in ("shuffle", "cut"):
        verb = "Shuffled" if kind == "shuffle" else "Cut"
        return Offer(f"{who} to {kind}", [[Tap(f"{verb} by {who}", {"type": kind, "seat": seat or ""}, main=True)]])
    if kind == "deal":
        rows = [_cards(row, {"type": "deal"}, "turn_up") for row in _by_suit([c for _, cs in pack for c in cs], pack)]
        return Offer(f"Dealt by {_who(deal['dealer'], players)}: tap the card turned up", rows)
    if kind == "pass" and seat:
        return Offer(f"{who} to bid", _bids(record, deal, index, seat))
    if kind == "discard" and seat:
        codes = hint.cards or [c for _, cs in pack for c in cs if c not in gone]
        rows = [_cards(row, {"type": "discard", "seat": seat}) for row in _by_suit(codes, pack)]
        unseen = Tap("Discards, the card not seen", {"type": "discard", "seat": seat})
        return Offer(f"{who} discards", rows + [[unseen]])
    if kind == "call_partner" and seat:
        calls = [Tap(f"Calls {SUIT_SYMBOLS[s]} {SUIT_NAMES[s]}", {"type": "call_partner", "seat": seat, "suit": s})
                 for s in "SHDC"]
        return Offer(f"{who} calls for a partner", [calls, [Tap("Plays alone", {"type": "go_alone", "seat": seat})]])
    if kind == "take_back" and seat and hint.cards:
        card = hint.cards[0]
        return Offer(hint.why, [[Tap(f"{who} takes back the {card_label(card)}",
                                     {"type": "take_back", "seat": seat, "card": card}, main=True)]])
    if kind == "quit_trick":
        return Offer(hint.why, [[Tap("Trick turned and quitted", {"type": "quit_trick"}, main=True)]])
    if kind == "call" and seat:
        return _calls(deal_state(record, deal, index), seat, players)
    if kind == "elect" and seat and hint.options:
        return Offer(f"{who} elects ({hint.why[0].lower()}{hint.why[1:]})",
                     [[Tap(o.replace("_", " ").capitalize(), {"type": "elect", "seat": seat, "option": o})
                       for o in hint.options]])
    if kind == "play" and seat:
        codes = hint.cards or [c for _, cs in pack for c in cs if c not in gone and c != on_the_pack]
        prompt = f"{who} to play" + (f": {hint.why[0].lower()}{hint.why[1:]}" if hint.why else "")
        return Offer(prompt, [_cards(row, {"type": "play", "seat": seat}) for row in _by_suit(codes, pack)])
    return None


def _calls(state: DealQuestions, seat: str, players: Mapping[str, str]) -> Offer | None:
    """After an election to call (an exposed card, a suit, a demand), the calls the engine's check lets ``seat`` make
    now on the offender, as buttons; for an exposed card, the warning that the call comes before the caller plays
    (the laws that say how it is called)."""
    elected = state.elected_call()
    if elected is None:
        return None
    option, target = elected.option, elected.target
    if option == "call_card":
        calls = [(PenaltyCalled(seat=seat, target=target, card=c), f"Call the {card_label(c.code)} from {target}",
                  {"card": c.code}) for c in elected.cards]
    elif option == "call_suit":
        calls = [(PenaltyCalled(seat=seat, target=target, suit=Suit(s)), f"Call {SUIT_SYMBOLS[s]} from {target}",
                  {"suit": s}) for s in "SHDC"]
    elif option.removeprefix("call_") in CALL_DEMANDS:
        demand = option.removeprefix("call_")
        calls = [(PenaltyCalled(seat=seat, target=target, demand=demand),
                  f"Call on {target}: {demand.replace('_', ' ')}", {"demand": demand})]
    else:
        return None
    taps = [Tap(label, {"type": "call", "seat": seat, "target": target, **fields}, main=True)
            for ev, label, fields in calls if elected.allows(ev)]
    laws = ", ".join(c.id for c in elected.laws)
    warning = f"The call must come before {_who(seat, players)} plays himself" + (f" ({laws})" if laws else "") + \
        "." if option == "call_card" else ""
    return Offer(f"{_who(seat, players)} elected to {option.replace('_', ' ')}: the call", [taps] if taps else [],
                 warning or ("" if taps else "The laws let no call be made now: take back the election, or record "
                             "what happened below."))


def _bids(record: Mapping[str, Any], deal: Mapping[str, Any], index: int, seat: str) -> list[list[Tap]]:
    """A bidder's buttons: in the first round pass, order up (the dealer: turn down, take up), alone or not; in the
    second, pass or make a suit other than the one turned down, alone or not."""
    state = deal_state(record, deal, index)
    if state.bidding_round() == 1:
        if seat == state.dealer:
            return [[Tap("Turn down", {"type": "turn_down", "seat": seat}), Tap("Take up", {"type": "take_up",
                     "seat": seat}), Tap("Take up alone", {"type": "take_up", "seat": seat, "alone": "1"})]]
        order = "Assist" if seat in state.partners(state.dealer) else "Order up"
        return [[Tap("Pass", {"type": "pass", "seat": seat}), Tap(order, {"type": "order_up", "seat": seat}),
                 Tap(f"{order} alone", {"type": "order_up", "seat": seat, "alone": "1"})]]
    turned = state.turned_suit.value if state.turned_suit is not None else None
    suits = [s for s in "SHDC" if s != turned]
    return [[Tap("Pass", {"type": "pass", "seat": seat})],
            [Tap(f"Make {SUIT_SYMBOLS[s]}", {"type": "make", "seat": seat, "suit": s}) for s in suits],
            [Tap(f"{SUIT_SYMBOLS[s]} alone", {"type": "make", "seat": seat, "suit": s, "alone": "1"}) for s in suits]]


def result_words(d: Mapping[str, Any], record: Mapping[str, Any], labels: Mapping[str, str]) -> str:
    """A deal over, its result in words, from its ruling: ``W Di made ♠ and took 4 tricks: EW score 1.``"""
    status, players = d.get("status"), record["players"]
    if status == "passed":
        return f"Passed all round: no score. {d.get('next_dealer') or 'The next player'} deals next."
    if status == "redeal":
        return f"A new deal by {d.get('next_dealer') or 'the same dealer'}: no score."
    maker, trump = d.get("maker"), d.get("trump")
    scored = [f"{labels.get(side, side)} score {pts}" for side, pts in (d.get("points") or {}).items() if pts]
    made = ""
    if maker:
        partners = seating(find_game(record["game"]), tuple(record["seats"])).partners.get(maker, ())
        makers = {maker, d["partner"]} if d.get("partner") else {maker, *partners}
        won = sum(1 for t in d.get("tricks") or [] if t.get("winner") in makers)
        took = f" and took {won} trick{'' if won == 1 else 's'}" if d.get("tricks") else ""
        made = f"{_who(maker, players)} made {SUIT_SYMBOLS.get(trump, '') if trump else 'the trump'}" + \
            f"{' alone' if d.get('alone') else ''}{took}: "
    return made + (", ".join(scored) or "no score") + "."


@dataclass(frozen=True)
class Slip:
    """A fact the engine would rule an irregularity: what it would be ruled, in words."""

    question: str
    fact: str


def slip(record: Mapping[str, Any], deal: Mapping[str, Any], index: int, body: Mapping[str, Any],
         players: Mapping[str, str]) -> Slip | None:
    """Whether recording ``body`` (an ordinary fact) at the end of ``deal`` (deal ``index``) would be ruled an
    irregularity that the deal without it is not: the first new ruling, said as a question."""
    if body.get("type") not in ORDINARY:
        return None
    before = deal_state(record, deal, index).rulings
    try:
        after = deal_state(record, {**deal, "events": [*deal["events"], dict(body)]}, index).rulings
    except ValueError:  # an impossible fact: the write refuses it, naming the field
        return None
    at = len(deal["events"])  # the fact's place: a ruling on it, not one an earlier fact's is proved by
    known = {(r.event, r.irregularity) for r in before}
    new = [r for r in after if r.event in (at, None) and (r.event, r.irregularity) not in known]
    if not new:
        return None
    r = new[0]
    laws = ", ".join(c.id for c in r.laws)
    what = r.irregularity.value.replace("_", " ")
    return Slip(f"This will be ruled {'an' if what[0] in 'aeiou' else 'a'} {what}{f' ({laws})' if laws else ''}: "
                f"{r.finding} Record it, or fix it?", describe(body, players))
