"""What the scorer's page offers as one tap, and the slips it asks about before recording.

Nothing here rules: the buttons are the fact the deal expects next (``view.suggest``), each recorded as it is by one
tap; and a fact that the engine would rule an irregularity is asked about first (``slip``), by ruling the deal with
it and without it. Recorded anyway, it stands as any fact.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from typing import Any

from ..cards import Card, Suit
from ..documents.own_sheet import deal_said
from ..documents.paper import SUIT_NAMES, SUIT_SYMBOLS, TRUMP_SYMBOLS
from ..games import Bid, Game, seating
from ..law.rulings import Irregularity
from ..questions import DealQuestions
from ..record import CALL_DEMANDS, EVENT_TYPES, Event, PenaltyCalled
from ..table.owner import DealOwner, asks_its_parts
from ..table.turn import UNSEATED, ruled_on, turn
from .view import Suggestion, card_label, deal_state, describe, owned_deal, pack_by_suit, suggest

#: The facts recorded in the ordinary course of a deal: a slip among them is asked about before it is recorded. The
#: others (a claim, an exposed card, a fault in the deal, ...) say an irregularity themselves: recorded at once.
ORDINARY = frozenset({"shuffle", "cut", "deal", "pass", "order_up", "take_up", "turn_down", "make", "go_alone",
                      "call_partner", "discard", "play", "quit_trick"})
#: Rulings that say how the deal is scored, not that a fact was irregular: never asked about (Blind Euchre's last card
#: brings the ruling that Foster gives no scores, foster:blind, and how the deal is scored all the same).
NOT_SLIPS = frozenset({Irregularity.NO_SCORES})
#: A deal's status once it is over: the next deal is due.
OVER = ("scored", "redeal", "passed")


@dataclass(frozen=True)
class Tap:
    """One button: the fact it records (the form's fields, ``type`` first) and what it says."""

    label: str
    fields: dict[str, str]
    main: bool = False
    lead: str = ""
    """Words said before the row it heads, where its buttons name only their cards (a rob's: whose, and what he
    does with the card tapped)."""
    pick: str = ""
    """The field a row of card taps is gathered into, where the fact takes several cards at once (Écarté's discards,
    ``cards``): each card is picked, then the fact sent with those picked (its words, ``send``)."""
    send: str = ""

    @property
    def data(self) -> dict[str, str]:
        """The button's ``data-`` attributes, naming the fact (``type``, ``seat``, ``card``, ``suit``, ``alone``, an
        outcome's ``tricks``, a rob's ``decline``)."""
        out = {k: v for k, v in self.fields.items() if k in (
            "type", "seat", "target", "to", "what", "card", "suit", "option", "value", "tricks", "names", "with",
            "decline")}
        if "turn_up" in self.fields:
            out["card"] = self.fields["turn_up"]
        if self.fields.get("alone") == "1":
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


def offer(game: Game, record: Mapping[str, Any], deal: Mapping[str, Any] | None, index: int, hint: Suggestion,
          pack: Sequence[tuple[str, list[str]]], gone: set[str], on_the_pack: str | None) -> Offer | None:
    """The buttons for the fact ``hint`` expects in ``deal`` (its dealer and events, deal ``index``); ``None`` where
    the form alone records it (cards shown, a claim) or no deal is in play."""
    if deal is None:
        return None
    if asks_its_parts(game):
        return owned_offer(game, record, deal, index, pack)
    players, seat, kind = record["players"], hint.seat, hint.kind
    who = _who(seat, players)
    if kind in ("shuffle", "cut"):
        verb = "Shuffled" if kind == "shuffle" else "Cut"
        return Offer(f"{who} to {kind}", [[Tap(f"{verb} by {who}", {"type": kind, "seat": seat or ""}, main=True)]])
    if kind == "deal" and not game.turns_up:  # no trump turned: the deal is one tap (the widow laid off)
        dealer = _who(deal["dealer"], players)
        return Offer(f"{dealer} to deal", [[Tap(f"Dealt by {dealer}", {"type": "deal"}, main=True)]])
    if kind == "bid" and seat:
        return _bid_panel(game, len(record["seats"]), seat, who, hint.holding)
    if kind == "make" and seat:
        return Offer(f"{who} names the trump", [[Tap(f"Names {SUIT_SYMBOLS[s]} {SUIT_NAMES[s]}",
                                                     {"type": "make", "seat": seat, "suit": s}) for s in "SHDC"]])
    if kind == "take_widow" and seat and hint.refusable:  # foster:blind#takes-widow: in turn, taken or refused
        return Offer(f"{who}: the widow, in turn from the eldest hand", [[
            Tap(f"{who} takes the widow", {"type": "take_widow", "seat": seat}),
            Tap("Refuses it", {"type": "pass", "seat": seat})]])
    if kind == "take_widow" and seat:
        return Offer(f"{who} holds the bid: the widow", [[Tap(f"{who} takes the widow", {"type": "take_widow",
                                                                                          "seat": seat}, main=True)]])
    if kind == "exchange" and seat:  # foster:penalty#exchange: in turn, for the widow or a hand abandoned, or kept
        fields = {"type": "exchange", "seat": seat}
        return Offer(f"{who}: exchanges his hand, face down, or keeps it", [
            [Tap("For the widow" if w == "widow" else f"For the hand {_who(w, players)} abandoned",
                 {**fields, "with": w}) for w in hint.exchanges],
            [Tap("Keeps his hand", {"type": "pass", "seat": seat})]])
    if kind == "deal":
        rows = [_cards(row, {"type": "deal"}, "turn_up") for row in _by_suit([c for _, cs in pack for c in cs], pack)]
        return Offer(f"Dealt by {_who(deal['dealer'], players)}: tap the card turned up", rows)
    if kind == "pass" and seat:
        return Offer(f"{who} to bid", _bids(record, deal, index, seat))
    if kind == "discard" and seat:
        codes = hint.cards or [c for _, cs in pack for c in cs if c not in gone]
        rows = [_cards(row, {"type": "discard", "seat": seat}) for row in _by_suit(codes, pack)]
        unseen = Tap("Discards, the card not seen", {"type": "discard", "seat": seat}, main=not hint.cards)
        widow = hint.why if hint.why.startswith("The discard for the widow") else ""  # which of the cards due
        return Offer(f"{who} discards" + (f": {widow[0].lower()}{widow[1:]}" if widow else ""), rows + [[unseen]])
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
    if kind in ("pass_card", "defend_alone"):
        return _lone_hands(deal_state(record, deal, index), hint, players, pack, gone, on_the_pack)
    if kind == "call" and seat:
        state = deal_state(record, deal, index)
        return _calls(state, seat, players) or _jambone_calls(game, record, deal, index, hint, players, pack)
    if kind == "elect" and seat and hint.options:
        return Offer(f"{who} elects ({hint.why[0].lower()}{hint.why[1:]})",
                     [[Tap(o.replace("_", " ").capitalize(), {"type": "elect", "seat": seat, "option": o})
                       for o in hint.options]])
    if kind == "play" and seat:
        codes = hint.cards or [c for _, cs in pack for c in cs if c not in gone and c != on_the_pack]
        prompt = f"{who} to play" + (f": {hint.why[0].lower()}{hint.why[1:]}" if hint.why else "")
        rows = [_cards(row, {"type": "play", "seat": seat}) for row in _by_suit(codes, pack)]
        if hint.no_trumps and hint.led is None:  # foster:500#joker-led: its leader names the suit played to it
            joker = {"type": "play", "seat": seat, "card": "JK"}
            rows = [[Tap(f"{card_label('JK')} naming {SUIT_SYMBOLS[s]}", {**joker, "names": s}) for s in "SHDC"]
                    if [t.fields["card"] for t in row] == ["JK"] else row for row in rows]
        return Offer(prompt, rows)
    return None


def owned_offer(game: DealOwner[Any], record: Mapping[str, Any], deal: Mapping[str, Any], index: int,
                pack: Sequence[tuple[str, list[str]]]) -> Offer | None:
    """The buttons of a game that owns its deal: the facts its part in play calls legal now and the fold finds no
    irregularity in (``table.turn``), in the game's words (``DealOwner.labels``, ``DealOwner.words``), a row to a kind
    of fact and its cards by suit, a fact of another seat than the one in turn (a dealer's rob) saying whose it is;
    ``None`` where the part can say none (the form records it)."""
    at = turn(game, *owned_deal(game, record, deal, index))
    if not at.facts:
        return None
    players = record["players"]
    rows: list[list[Tap]] = []
    turned = any(getattr(e, "turn_up", None) is not None for e in at.facts)
    for kind in dict.fromkeys(e.type for e in at.facts):
        taps = [Tap(card_label(getattr(e, "turn_up").code) if getattr(e, "turn_up", None) is not None else
                    f"Dealt by {_who(deal['dealer'], players)}" if kind == "deal" else
                    f"{_said(game, kind)} by {_who(e.seat, players)}" if kind in ("shuffle", "cut") else
                    _fact_said(game, e, at.words.get(e)) + f" by {_who(e.seat, players)}" if kind in game.shown else
                    _whose(e, at.seat, players) + _fact_said(game, e, at.words.get(e)),
                    _form_of(e), main=kind == "deal" and not turned)
                for e in at.facts if e.type == kind]
        key = "turn_up" if kind == "deal" and turned else "card"
        carded = [t for t in taps if key in t.fields]
        if carded and _several(game, kind):  # its cards picked, then sent at once
            rows.append([replace(t, label=card_label(t.fields["card"]), lead="", pick="cards",
                                 send=f"{_said(game, kind)}: the cards picked") for t in carded])
            if not _hand_known(deal, carded[0].fields.get("seat")):  # or the number, his cards not recorded
                rows.append([t for t in taps if "card" not in t.fields])
            continue
        if kind != "play" and key == "card":  # a card tapped for another fact than its play: the row says the fact,
            carded = [replace(t, label=card_label(t.fields["card"]), lead=t.label.removesuffix(  # its buttons the card
                " " + card_label(t.fields["card"]))) for t in carded]
        by_suit = [row for codes in _by_suit([t.fields[key] for t in carded], pack)
                   for row in [[t for c in codes for t in carded if t.fields[key] == c]]]
        if kind == "play" and any(e.seat != at.seat for e in at.facts):  # others' facts offered too: whose cards
            by_suit[:1] = [[replace(t, lead=f"{_who(at.seat, players)} in turn") for t in row] for row in by_suit[:1]]
        rows += [[replace(t, lead="") if i or j else t for j, t in enumerate(row)] for i, row in enumerate(by_suit)]
        rest = [t for t in taps if key not in t.fields]
        by_seat = {seat: [t for t in rest if t.fields.get("seat") == seat]
                   for seat in dict.fromkeys(t.fields.get("seat") for t in rest)}
        if kind == "outcome" and len(by_seat) > 1:  # each player's tricks (a round game): a row each, led by his name
            rows += [[replace(t, label=t.fields["tricks"], lead=f"{_who(seat, players)}: {_said(game, kind)}"
                              if not j else "") for j, t in enumerate(row)] for seat, row in by_seat.items()]
        elif rest:
            rows.append(rest)
    shown = [row for row in rows if row and row[0].fields["type"] in game.shown]
    rows = shown + [row for row in rows if row not in shown]  # a flush before the cards to play: in view on a phone
    if len(at.facts) == 1:
        rows = [[Tap(rows[0][0].label, rows[0][0].fields, main=True)]]
    said = ", ".join(dict.fromkeys(_said(game, e.type) for e in at.facts if e.seat in (at.seat, None)))
    if turned:  # the trump turned: the deal is the card tapped
        said = said.replace(_said(game, "deal"), f"Dealt by {_who(deal['dealer'], players)}: tap the card turned up")
    told = [e for e in at.facts if e.type != "outcome"]  # each player's tricks taken: his own row says whose
    others = "; ".join(f"{_who(seat, players)}: " + ", ".join(dict.fromkeys(
        _said(game, e.type) for e in told if e.seat == seat)) for seat in dict.fromkeys(
        e.seat for e in told if e.seat != at.seat and e.type not in UNSEATED))
    prompt = f"{_who(at.seat, players)} in turn: {said}" if at.seat else said
    return Offer("; ".join(p for p in (prompt, others) if p), rows)


def _whose(event: Event, seat: str | None, players: Mapping[str, str]) -> str:
    """Who makes a fact offered out of turn (the dealer's rob while the eldest hand is in turn), before its words."""
    return f"{_who(event.seat, players)}: " if event.seat and seat and event.seat != seat else ""


def _several(game: DealOwner[Any], kind: str) -> bool:
    """Whether a fact of ``kind`` may name several cards at once (a ``cards`` field: Écarté's discards)."""
    kind_of = game.own_events.get(kind) or EVENT_TYPES.get(kind)
    return kind_of is not None and any(f.name == "cards" for f in fields(kind_of))


def _hand_known(deal: Mapping[str, Any], seat: str | None) -> bool:
    """Whether the deal recorded ``seat``'s hand: a number of cards alone would leave his hand as it was."""
    return any(e.get("type") == "deal" and seat in (e.get("hands") or {}) for e in deal.get("events", ()))


#: The words of the facts of a deal's ordinary course, where the game has none of its own (``DealOwner.labels``).
WORDS = {"deal": "The deal", "shuffle": "Shuffled", "cut": "Cut", "bid": "Bid", "pass": "Pass", "play": "Play"}


def _said(game: DealOwner[Any], kind: str) -> str:
    return game.labels.get(kind) or WORDS.get(kind) or kind.replace("_", " ").capitalize()


def _fact_said(game: DealOwner[Any], event: Event, words: str | None = None) -> str:
    """A fact on its button: the game's label of its kind, then what its fields say (a card, a number, a flag); or
    the game's own ``words`` for it, which say its flags, then its card."""
    said = [words or _said(game, event.type)]
    for name, value in _filled(event).items():
        if isinstance(value, Card):
            said = [card_label(value.code)] if event.type == "play" else [*said, card_label(value.code)]
        elif isinstance(value, Suit):
            said.append(f"{SUIT_SYMBOLS[value.value]} {SUIT_NAMES[value.value]}")
        elif value is True and words is None:
            said.append(name.replace("_", " "))
        elif isinstance(value, (int, str)) and not isinstance(value, bool):
            said.append(str(value))
    return " ".join(said)


def _filled(event: Event) -> dict[str, Any]:
    """An event's fields other than its seat that differ from their defaults, and its tricks (an outcome's none)."""
    return {f.name: getattr(event, f.name) for f in fields(event) if f.name != "seat" and (
        getattr(event, f.name) != f.default or isinstance(f.default, Suit) or f.name == "tricks")}


def _form_of(event: Event) -> dict[str, str]:
    """An event as the form posts it (``view.event_from_form`` reads it back by the fields' types)."""
    out = {"type": event.type, **({"seat": event.seat} if event.seat else {})}
    for name, value in {f.name: getattr(event, f.name) for f in fields(event) if f.name != "seat"}.items():
        if value is None:
            continue
        out[name] = value.code if isinstance(value, Card) else value.value if isinstance(value, Suit) else ("1" if value else "0") if isinstance(value, bool) \
            else " ".join(c.code for c in value) if isinstance(value, tuple) else str(value)
    return out


def _bid_said(bid: Bid) -> str:
    """``7♥``, ``6 NT``: a bid on its button."""
    return f"{bid.value} NT" if bid.suit == "NT" else f"{bid.value}{SUIT_SYMBOLS.get(bid.suit or '', '')}"


def _bid_valued(game: Game, bid: Bid, between: str) -> str:
    """A bid with its value where the game values it otherwise than by its tricks (Five Hundred's table: ``6♠ · 40``,
    ``6♠ (40)``); else the bid alone (``3♥``)."""
    rank = game.bid_rank(bid)
    return _bid_said(bid) + (between.format(rank) if rank != bid.value else "")


def outcome_bids(game: Game, seats: int) -> list[list[tuple[str, str, int]]]:
    """The scores-only form's bids (Five Hundred's outcome ``bid``, foster:500#table): the game's bids with ``seats``
    players, a row to a suit, each its form value (``7H``, ``6NT``), its label (``7♥``) and its value (200)."""
    rows: dict[str | None, list[tuple[str, str, int]]] = {}
    for bid in game.bids(seats):
        rows.setdefault(bid.suit, []).append((f"{bid.value}{bid.suit or ''}", _bid_said(bid), game.bid_rank(bid)))
    return list(rows.values())


def _bid_panel(game: Game, seats: int, seat: str, who: str, holding: tuple[int, str | None] | None) -> Offer:
    """The bidding panel: who bids next, the bid that holds, and what he may bid, the game's bids with ``seats``
    players that pass it (by ``Game.bid_rank``: Five Hundred's table of values), in rows by suit where the bid names
    its suit (``Game.bids``); or pass."""
    held = Bid(*holding) if holding is not None else None
    floor = game.bid_rank(held) if held is not None else None
    rows: dict[str | None, list[Tap]] = {}
    for bid in game.bids(seats):
        if floor is None or game.bid_rank(bid) > floor:
            rows.setdefault(bid.suit, []).append(Tap(_bid_valued(game, bid, " · {}"), {
                "type": "bid", "seat": seat, "value": str(bid.value), **({"suit": bid.suit} if bid.suit else {})}))
    holds = f": {_bid_valued(game, held, ' ({})')} holds" if held is not None else ""
    return Offer(f"{who} to bid{holds}", [[Tap("Pass", {"type": "pass", "seat": seat}, main=not rows)],
                                          *rows.values()])


def _lone_hands(state: DealQuestions, hint: Suggestion, players: Mapping[str, str], pack: Sequence[tuple[str, list[str]]],
                gone: set[str], on_the_pack: str | None) -> Offer:
    """Railroad's lone hands before the first lead (``view.suggest``'s ``pass_card``, ``defend_alone``): the card
    passed face down each way for partner's best (foster:railroad#partners-best: the lone player's, then his
    partner's best "without seeing it"); and, while the lone player may yet play without it, what passes it by: an
    adversary alone against him (#lone-against-lone, not against a pat hand or a jambone: #pat-hand,
    #no-lone-against-jambone), his jambone or jamboree where agreed (#jambone, #jamboree), and the lead (a lone
    dealer: his discard for the turn-up)."""
    seat, to, lone = hint.seat, hint.to, state.lone or ""
    rows: list[list[Tap]] = []
    if hint.kind == "pass_card" and seat and to:
        fields = {"type": "pass_card", "seat": seat, "to": to}
        rows = [_cards(row, fields) for row in _by_suit(hint.cards, pack)]
        if seat not in state.playing_alone():  # the partner gives his best: nothing else now
            return Offer(f"{_who(seat, players)} gives his best card to {_who(to, players)}, face down",
                         rows + [[Tap("Gives his best, the card not seen", fields, main=not rows)]])
        rows.append([Tap("Passes a card, not seen", fields, main=not rows)])
        prompt = f"{_who(seat, players)} alone: passes a card face down to {_who(to, players)} for his best, or not"
    else:
        prompt = f"{_who(lone, players)} alone: an adversary alone against him, or the lead"
    if seat == lone or hint.kind == "defend_alone":
        defenders = state.may_defend_alone()
        if defenders:
            rows.append([Tap(f"{_who(s, players)} plays alone against him", {"type": "defend_alone", "seat": s})
                         for s in defenders])
        said = state.announcements()
        if said:
            rows.append([Tap(f"{_who(lone, players)} announces {what}", {"type": "declare", "seat": lone, "what": what})
                         for what in said])
    if state.lone == state.dealer and state.discard_due():
        held = [c.code for c in state.held(state.dealer)] + ([state.turn_up.code] if state.turn_up is not None else [])
        fields = {"type": "discard", "seat": state.dealer}
        rows += [_cards(row, fields) for row in _by_suit(held, pack)] or [[Tap("Discards, the card not seen", fields)]]
        return Offer(prompt + " (or discards for the turn-up)", rows)
    leader = state.next_to_play()
    if leader is not None:
        held = [c.code for c in state.held(leader)] or \
            [c for _, cs in pack for c in cs if c not in gone and c != on_the_pack]
        rows += [_cards(row, {"type": "play", "seat": leader}) for row in _by_suit(held, pack)]
    return Offer(prompt, rows)


def _jambone_calls(game: Game, record: Mapping[str, Any], deal: Mapping[str, Any], index: int, hint: Suggestion,
                   players: Mapping[str, str], pack: Sequence[tuple[str, list[str]]]) -> Offer | None:
    """The adversary's call of the card the jambone player plays (foster:railroad#jambone-calls: the lead called by
    the player on his left, #jambone-lead-call; a card on a trick by the one on his right, #jambone-follow-call),
    "but they cannot make the player revoke": the calls of the cards he may play; or his play, no card called."""
    caller, seat = hint.seat, hint.to
    if caller is None or seat is None:
        return None
    legal = suggest(game, record, deal, seat, index).cards  # by his seat: the cards he may play
    fields = {"type": "call", "seat": caller, "target": seat}
    rows = [[Tap(f"Calls the {card_label(c)}", {**fields, "card": c}) for c in row] for row in _by_suit(legal, pack)]
    plays = [_cards(row, {"type": "play", "seat": seat}) for row in _by_suit(legal, pack)]
    return Offer(f"{_who(caller, players)} calls the card {_who(seat, players)} plays from his jambone hand "
                 "(or he plays, no card called)", rows + plays)


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


def result_words(game: Game, d: Mapping[str, Any], record: Mapping[str, Any], labels: Mapping[str, str]) -> str:
    """A deal over, its result in words, from its ruling: ``W Di made ♠ and took 4 tricks: EW score 1.``"""
    status, players = d.get("status"), record["players"]
    if status == "passed":
        return f"Passed all round: no score. {d.get('next_dealer') or 'The next player'} deals next."
    if status == "redeal":
        return f"A new deal by {d.get('next_dealer') or 'the same dealer'}: no score."
    if "shares" in d:  # a round game (rams-loo.md §5): who took what of the pool, who pays the next
        return _round_result(d, players)
    maker, trump, bid = d.get("maker"), d.get("trump"), d.get("bid") or {}
    if asks_its_parts(game) and not maker and status == "scored":  # no maker (Spoil Five, Forty-Five): what
        parts = deal_said(d, players, game)                               # the deal was, and each one's change
        if d.get("tricks") and not any("trick" in part for part in parts):  # the tricks each took, unless said
            parts = (*parts, ", ".join(f"{_who(seat, players)} took {n} trick{'' if n == 1 else 's'}"
                                       for seat, n in (d.get("tricks_won") or {}).items()))
        said = "; ".join(p for p in parts if p)
        moved = ", ".join(f"{labels.get(side, side)} {pts:+d}" for side, pts in (d.get("points") or {}).items() if pts)
        return (said[:1].upper() + said[1:] + ": " if said else "") + (f"{moved} {game.unit}" if moved else
                                                                         f"no {game.unit}") + "."
    scored = [f"{labels.get(side, side)} score {pts}" for side, pts in (d.get("points") or {}).items() if pts]
    # a hand abandoned on a penalty (foster:30's revoke): the score is the penalty's, not the tricks'
    abandoned = next((r for r in reversed(d.get("rulings") or []) if "Hand abandoned" in (r.get("effect") or "")), None)
    made = ""
    if not maker and d.get("tricks_won") and d.get("tricks") and not abandoned:  # each for himself, no one made it
        scored = [f"{_who(seat, players)} scores {pts}" for seat, pts in (d.get("points") or {}).items() if pts]
        made = ", ".join(f"{_who(seat, players)} took {n} trick{'' if n == 1 else 's'}"
                         for seat, n in d["tricks_won"].items()) + ": "
    if maker:
        partners = seating(game, tuple(record["seats"])).partners.get(maker, ())
        makers = {maker, d["partner"]} if d.get("partner") else {maker, *partners}
        won = sum(1 for t in d.get("tricks") or [] if t.get("winner") in makers)
        took = f" and took {won} trick{'' if won == 1 else 's'}" if d.get("tricks") and not abandoned else ""
        said = f"made {TRUMP_SYMBOLS.get(trump, '')}" if trump else \
            f"bid {bid.get('name') or ('misère' if bid.get('misere') else bid.get('value'))}" if bid.get("seat") \
            else "made the trump"  # a bid said where no trump is made (Napoleon's deal told by its outcome)
        made = f"{_who(maker, players)} {said}{f' {game.against}' if d.get('alone') else ''}{took}" + (
            "; " if abandoned else ": ")
    if abandoned:
        what = str(abandoned["irregularity"]).replace("_", " ")
        laws = ", ".join(abandoned.get("laws") or [])
        elected = f", {str(abandoned['elected']).replace('_', ' ')} elected" if abandoned.get("elected") else ""
        penalty = f"the hand abandoned on the {what}{f' ({laws})' if laws else ''}{elected}: "
        made += penalty if made else penalty[0].upper() + penalty[1:]
        if abandoned.get("options") and not abandoned.get("elected"):
            return made + "the option awaits its election."
    return made + (", ".join(scored) or "no score") + "."


def _round_result(d: Mapping[str, Any], players: Mapping[str, str]) -> str:
    """A round game's deal over, from its ruling: the flush or the tricks each took, the shares of the pool, who is
    looed or ramsed, each player's change and the pool carried: ``D Di 2 tricks, A Ann 1: B Bob, C Cy looed. A +3,
    B -9, C -9, D -3; the pool 18, the next deal a double.``"""
    won = {s: n for s, n in (d.get("tricks_won") or {}).items() if n}
    said = [f"{_who(d['flush'], players)} shows a flush"] if d.get("flush") else \
        [", ".join(f"{_who(s, players)} {n} trick{'' if n == 1 else 's'}" for s, n in won.items())] if won else []
    for paid in ("looed", "ramsed"):
        if d.get(paid):
            said.append(f"{', '.join(_who(s, players) for s in d[paid])} {paid}")
    moved = ", ".join(f"{s} {'+' if n > 0 else ''}{n}" for s, n in (d.get("points") or {}).items() if n)
    pool = f"the pool {d['pool_total']}" if d.get("pool_total") is not None else ""
    then = f"the next deal a {d['next_pool']}" if d.get("next_pool") else ""
    return "; ".join(said) + (". " if said else "") + (moved or "No change") + (
        f"; {', '.join(x for x in (pool, then) if x)}" if pool or then else "") + "."


@dataclass(frozen=True)
class Slip:
    """A fact the engine would rule an irregularity: what it would be ruled, in words."""

    question: str
    fact: str
    instead: dict[str, str] | None = None
    """The fact "Record it" records in its place, where the fact itself cannot be (its button's label under
    ``label``): a card not in the pack is in no record, but the pack found imperfect is."""


#: The fields of an event that name cards (``event_from_form``'s bodies): each a card, a list, or lists by seat.
CARD_FIELDS = ("card", "turn_up", "exposed", "cards", "widow", "stock", "hands")


def _named(value: Any) -> list[str]:
    """The cards a field's value names: a card, a list of them, or lists by seat."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, Mapping):
        return [c for cards in value.values() for c in _named(cards)]
    if isinstance(value, (list, tuple)):
        return [c for v in value for c in _named(v)]
    return []


def outside_pack(record: Mapping[str, Any], body: Mapping[str, Any], players: Mapping[str, str]) -> Slip | None:
    """A fact naming a card that is not in the table's pack (a seven or an eight at a table of the 24-card pack): no
    record can hold it, so it is asked about as a slip, not refused bare. Fixed, or, if such a card was found in the
    pack, the pack is imperfect: "a new deal by the same dealer ... if the pack is proved incorrect or imperfect"
    (foster:11), the fault recorded in its place."""
    pack = {c for _, codes in pack_by_suit(record) for c in codes}
    for name in CARD_FIELDS:
        for code in _named(body.get(name)):
            try:
                card = Card.parse(code).code
            except ValueError:
                continue  # no card at all: the write refuses it, naming the field
            if card not in pack:
                agreed = (record.get("options") or {}).get("pack")
                said = f"the {agreed} cards agreed" if agreed else f"{len(pack)} cards"
                return Slip(f"The {card_label(card)} is not in this table's pack ({said}). A slip? Fix it. If it was "
                            "in the pack, the pack is imperfect: a new deal by the same dealer (foster:11). Record "
                            "it, or fix it?", describe(dict(body), players),
                            {"type": "deal_fault", "kind": "imperfect_pack", "label": "Record it: the pack imperfect"})
    return None


def slip(game: Game, record: Mapping[str, Any], deal: Mapping[str, Any], index: int, body: Mapping[str, Any],
         players: Mapping[str, str]) -> Slip | None:
    """Whether recording ``body`` (an ordinary fact) at the end of ``deal`` (deal ``index``) would be ruled an
    irregularity that the deal without it is not: the first new ruling, said as a question."""
    if asks_its_parts(game):
        return _owned_slip(game, record, deal, index, body, players)
    if body.get("type") not in ORDINARY:
        return None
    before = deal_state(record, deal, index).rulings
    try:
        after = deal_state(record, {**deal, "events": [*deal["events"], dict(body)]}, index).rulings
    except ValueError:  # an impossible fact: the write refuses it, naming the field
        return None
    at = len(deal["events"])  # the fact's place: a ruling on it, not one an earlier fact's is proved by
    known = {(r.event, r.irregularity) for r in before}
    new = [r for r in after if r.event in (at, None) and (r.event, r.irregularity) not in known
           and r.irregularity not in NOT_SLIPS]
    if not new:
        return None
    r = new[0]
    laws = ", ".join(c.id for c in r.laws)
    what = r.irregularity.value.replace("_", " ")
    return Slip(f"This will be ruled {'an' if what[0] in 'aeiou' else 'a'} {what}{f' ({laws})' if laws else ''}: "
                f"{r.finding} Record it, or fix it?", describe(body, players))


def _owned_slip(game: DealOwner[Any], record: Mapping[str, Any], deal: Mapping[str, Any], index: int,
                body: Mapping[str, Any], players: Mapping[str, str]) -> Slip | None:
    """A game that owns its deal: the first ruling its fold puts on ``body`` recorded next, said as a question."""
    try:
        loaded, _, with_it, carry = owned_deal(game, record, {**deal, "events": [*deal["events"], dict(body)]}, index)
    except ValueError:  # an impossible fact: the write refuses it, naming the field
        return None
    found = ruled_on(game, loaded, index, with_it, carry, len(deal["events"]))
    if not found:
        return None
    r = found[0]
    laws = ", ".join(dict.fromkeys(f"{c.id}#{c.key}" if r.anchored and c.key else c.id for c in r.laws))
    what = str(getattr(r.irregularity, "value", r.irregularity)).replace("_", " ")
    return Slip(f"This will be ruled {'an' if what[0] in 'aeiou' else 'a'} {what}{f' ({laws})' if laws else ''}: "
                f"{r.finding} Record it, or fix it?", describe(dict(body), players))
