"""A regular deal, ruled in one pass straight from its JSON.

Most deals a club records break no law: the pack shuffled by the dealer and cut by the pone,
five cards to each, the bidding in turn, the dealer's discard, every card played in turn and
following suit. ``rule`` replays such deals here, in one pass over the raw events, without
building the record's event objects or asking the law modules about each card, and gives
each the ``DealOutcome`` the law modules would give: the same tricks and points, decided by
the same citations (the code's own ``hand_score``, ``second_round``, ``all_pass`` and
``deal_passes``). At the first fact this module is not sure of (any irregularity, any event
or field it does not read, a value of another type, a card not in the pack or not in the
player's hand), it gives up on that deal: the deal is loaded as ever (``schemas.load_record``,
and an impossible one makes the whole record load, to be refused with the same errors) and
ruled by the law modules, folded by its game as every deal is (``table.fold.fold_events``, the Euchre games'
adapter ``table.replayed``). So ``rule(data)`` is always
``rule_record(load_record(data))``, only sooner; ``tests/engine/test_regular.py`` checks the two
are equal on generated deals of every kind, regular and not.

    >>> from referee.engine import rule_record
    >>> from referee.schemas import load_record
    >>> passes = [{"type": "pass", "seat": s} for s in "ESWN"] * 2
    >>> data = {"format": "euchre-record/1", "game": "euchre", "code": "foster", "seats": list("NESW"),
    ...         "deals": [{"dealer": "N", "events": [{"type": "deal", "hands": {
    ...             "E": ["9S", "TS", "JS", "QS", "KS"], "S": ["9H", "TH", "JH", "QH", "KH"],
    ...             "W": ["9D", "TD", "JD", "QD", "KD"], "N": ["9C", "TC", "JC", "QC", "KC"]},
    ...             "turn_up": "AS"}, *passes]}]}
    >>> ruling = rule(data)
    >>> ruling["deals"][0]["status"], ruling == rule_record(load_record(data))
    ('passed', True)
"""
from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any

from .cards import Card, Suit
from .engine import rule_record
from .games import GAMES
from .games.base import Ranking, follow_suit
from .law.codes import Code, find_code
from .ledger.carry import Carry
from .record import InvalidRecord, Options, Record
from .schemas import load_deal, load_record, pack_for
from .scoring import Tally
from .state import DealOutcome, Trick
from .table.fold import fold_events, ruling
from .table.replayed import ReplayedOwner


class _Unsure(Exception):
    """Not a deal this module rules: the law modules rule it."""


#: The keys each event type this module reads may have (any other key, or type, and it is unsure).
_KEYS: dict[str, frozenset[str]] = {
    "shuffle": frozenset({"type", "seat"}),
    "cut": frozenset({"type", "seat", "top", "bottom"}),
    "deal": frozenset({"type", "seat", "hands", "turn_up", "pattern", "stock"}),
    "pass": frozenset({"type", "seat"}),
    "order_up": frozenset({"type", "seat", "alone"}),
    "take_up": frozenset({"type", "seat", "alone"}),
    "turn_down": frozenset({"type", "seat"}),
    "make": frozenset({"type", "seat", "suit", "alone"}),
    "discard": frozenset({"type", "seat", "card", "to_partner"}),
    "play": frozenset({"type", "seat", "card"}),
    "quit_trick": frozenset({"type", "seat"}),
}
_BIDS = ("pass", "order_up", "take_up", "turn_down", "make")
#: The codes whose regular deals this module rules (a four-hand euchre table's); Call-Ace goes to the law modules.
ONE_PASS_CODES = ("foster", "1862")
_SUITS = {s.value: s for s in Suit}
_PATTERNS = ("2-3", "3-2")


class _Table:
    """What every deal at one table shares: its seats, its pack's cards by code, and the code."""

    def __init__(self, game: str, seats: tuple[str, ...], options: Options, code: Code) -> None:
        record = Record(game=game, code=code.name, options=options, seats=seats, players={}, deals=())
        self.code, self.sides, self.game, self.seats = code, record.sides, record.played, seats
        self.left = {s: seats[(i + 1) % 4] for i, s in enumerate(seats)}
        self.partner = {s: seats[(i + 2) % 4] for i, s in enumerate(seats)}
        self.right = {s: seats[(i + 3) % 4] for i, s in enumerate(seats)}
        self.side = {s: record.side_of(s) for s in seats}
        self.cards = {card.code: card for card in pack_for(record) if not card.is_joker}
        self.order = {s: tuple(seats[(i + k) % 4] for k in range(4)) for i, s in enumerate(seats)}
        #: The order of play from each leader, with each seat (or none) sitting out (``Game.play_order``).
        self.turns = {(leader, out): self.game.play_order(seats, leader, (out,) if out else ())
                      for leader in seats for out in (None, *seats)}
        #: Who leads the first trick, by the dealer and the lone player (or none): ``Game.first_leader``.
        self.first_leader = {
            (dealer, lone): self.game.first_leader(seats, dealer, lone, (self.partner[lone],) if lone else (),
                                                   options.lone_lead)
            for dealer in seats for lone in (None, *seats)}
        self.stick = options.stick_the_dealer


@functools.lru_cache(maxsize=64)
def _table(game: str, seats: tuple[str, ...], options: Options, code: str) -> _Table:
    """The table of a record's header, made once for the tables seen lately."""
    return _Table(game, seats, options, find_code(code))


def _seat(table: _Table, value: Any) -> str:
    if type(value) is not str or value not in table.side:
        raise _Unsure
    return value


def _alone(ev: dict[str, Any]) -> bool:
    alone = ev.get("alone", False)
    if alone is not True and alone is not False:
        raise _Unsure
    return alone


def rule_deal(table: _Table, index: int, raw: Any, expected: str | None) -> DealOutcome:
    """The outcome of a regular deal, as its game's fold would give it (``_replay``); ``_Unsure`` if not regular."""
    if type(raw) is not dict or raw.keys() != {"dealer", "events"} or type(raw["events"]) is not list:
        raise _Unsure
    dealer = _seat(table, raw["dealer"])
    if expected is not None and expected != dealer:
        raise _Unsure  # a deal out of turn (foster:13)
    code = table.code
    out = DealOutcome(index=index, dealer=dealer, points={s: 0 for s in table.sides})
    eldest = table.left[dealer]
    bidders = table.order[eldest]
    phase = "deal"
    shuffled = cut = False
    hands: dict[str, list[Card]] = {}
    turn_up: Card | None = None
    bid = 0
    trump: Suit | None = None
    ranking = follow_suit(None)  # the game's, once the trump is made
    under: Mapping[Card, Suit | None] = {}
    sitting_out: str | None = None
    discard_due = discarded = False
    leader = ""
    order: tuple[str, ...] = ()
    trick: list[tuple[str, Card]] = []
    led: Suit | None = None
    full = 4
    tricks = out.tricks
    cards = table.cards
    game = table.game
    for ev in raw["events"]:
        if phase == "play" and type(ev) is dict and len(ev) == 3 and ev.get("type") == "play":
            seat, card = ev["seat"], cards[ev["card"]]  # KeyError: not a card of the pack
            if len(trick) == full:  # (after the fifth trick, no hand holds a card: _Unsure below)
                tricks.append(_quit(ranking, trick))
                trick, leader = [], tricks[-1].winner or ""
                order = table.turns[leader, sitting_out]
            if seat != order[len(trick)] or discard_due and not discarded:
                raise _Unsure  # out of turn (foster:27-29), or a play before the discard (foster:17, 18)
            hand = hands[seat]
            if card not in hand:
                raise _Unsure
            if not trick:
                led = under[card]
            elif under[card] is not led and ranking.must_play(hand, trick):
                raise _Unsure  # a renounce in error (foster:30; the game's one_pass: a card of the suit led is legal)
            hand.remove(card)
            trick.append((seat, card))
            continue
        if type(ev) is not dict:
            raise _Unsure
        kind = ev.get("type")
        keys = _KEYS.get(kind) if type(kind) is str else None
        if keys is None or not keys.issuperset(ev.keys()) or "seat" not in ev and kind not in ("deal", "quit_trick"):
            raise _Unsure
        if phase == "play":
            if kind == "quit_trick":
                if "seat" in ev:
                    _seat(table, ev["seat"])
                if len(trick) != full:
                    raise _Unsure
                tricks.append(_quit(ranking, trick))
                trick, leader = [], tricks[-1].winner or ""
                order = table.turns[leader, sitting_out]
                if len(tricks) == 5:
                    phase = "scored"
            elif kind == "discard":
                seat, card = _seat(table, ev["seat"]), cards[ev["card"]]
                to_partner = ev.get("to_partner", out.lone == dealer)
                if to_partner is not True and to_partner is not False:
                    raise _Unsure
                if seat != dealer or not discard_due or discarded or trick or tricks \
                        or to_partner != (out.lone == dealer):
                    raise _Unsure  # a discard not due, again, or late; passed across, or kept by a lone dealer
                hand = hands[dealer]
                assert turn_up is not None
                hand.append(turn_up)
                if card not in hand:
                    raise _Unsure
                hand.remove(card)
                discarded = True
            else:
                raise _Unsure
        elif phase == "first_round" or phase == "second_round":
            if kind not in _BIDS:
                raise _Unsure
            seat = _seat(table, ev["seat"])
            assert turn_up is not None and turn_up.suit is not None
            if kind == "turn_down":  # the dealer's pass, in his turn (foster:20); anyone else's is ruled on
                if seat != dealer:
                    raise _Unsure
                if phase == "second_round":
                    continue  # his pass that ended the first round, recorded again as the card turned down
                kind = "pass"
            if seat != bidders[bid]:
                raise _Unsure  # out of turn (callace:51, foster:21)
            if kind == "pass":
                bid += 1
                if bid < 4:
                    continue
                if phase == "first_round":
                    phase, bid = "second_round", 0
                    continue
                if table.stick:
                    raise _Unsure  # the house custom of sticking the dealer
                out.decided_by("status", code.all_pass)
                phase = "passed"
                continue
            alone = _alone(ev)
            if kind == "make":
                letter = ev.get("suit")
                suit = _SUITS.get(letter) if type(letter) is str else None
                if phase != "second_round" or suit is None or suit is turn_up.suit:
                    raise _Unsure  # a suit named in the first round, or the suit turned down (foster:21)
                trump = suit
            elif phase != "first_round" or kind == "take_up" and seat != dealer:
                raise _Unsure
            else:
                trump = turn_up.suit
                discard_due = True
            ranking = game.ranking(trump)
            out.trump, out.maker, under = trump, seat, ranking.suit
            if alone:
                out.lone, sitting_out, full = seat, table.partner[seat], 3
                if sitting_out == dealer:
                    discard_due = False  # foster:text dealers-partner-alone: the trump stays on the pack
            leader = table.first_leader[dealer, out.lone]
            order = table.turns[leader, sitting_out]
            if kind == "make" and code.second_round is not None:
                out.decided_by("trump", code.second_round)
            phase = "play"
        elif phase == "deal":
            seat = _seat(table, ev["seat"]) if "seat" in ev else None
            if kind == "shuffle":
                if cut or seat != dealer and shuffled:
                    raise _Unsure  # reshuffled after the cut (foster:9), or after the dealer (foster:8)
                shuffled = seat == dealer
            elif kind == "cut":
                if cut or seat != table.right[dealer]:
                    raise _Unsure  # cut twice, or not by the pone (foster:9)
                for packet in ("top", "bottom"):
                    if packet in ev and (type(ev[packet]) is not int or ev[packet] < 4):
                        raise _Unsure  # fewer than four cards left in a packet (foster:9)
                cut = True
            elif kind == "deal":
                hands, turn_up = _dealt(table, ev)
                phase = "first_round"
            else:
                raise _Unsure
        else:
            raise _Unsure  # an event after the hand is over
    if len(trick) == full:
        tricks.append(_quit(ranking, trick))
        trick, phase = [], "scored" if len(tricks) == 5 else phase
    if phase == "scored":
        makers = (out.maker, table.partner[out.maker or ""])
        won = sum(1 for t in tricks if t.winner in makers)
        score = code.hand_score(won, out.lone is not None, 4)
        out.decided_by("points", *score.laws)
        makers_side = table.side[out.maker or ""]
        for side in table.sides:
            out.points[side] += score.makers if side == makers_side else score.defenders
    if phase in ("scored", "passed"):
        out.status = phase
        out.next_dealer = table.left[dealer]
        if code.deal_passes is not None:
            out.decided_by("next_dealer", code.deal_passes)
    elif trick:
        tricks.append(Trick(leader=trick[0][0], plays=trick))  # the trick on the table, not yet won
    return out


def _dealt(table: _Table, ev: dict[str, Any]) -> tuple[dict[str, list[Card]], Card]:
    """Five cards to each seat and a card turned up, none of them twice; ``_Unsure`` (or ``KeyError``,
    for a card not of the pack) otherwise."""
    raw_hands, pattern, stock = ev.get("hands"), ev.get("pattern", "2-3"), ev.get("stock", [])
    if type(raw_hands) is not dict or raw_hands.keys() != table.side.keys() or pattern not in _PATTERNS \
            or type(stock) is not list:
        raise _Unsure
    cards = table.cards
    hands = {}
    for seat, held in raw_hands.items():
        if type(held) is not list or len(held) != 5:
            raise _Unsure  # a hand of more or fewer than five (foster:23)
        hands[seat] = list(map(cards.__getitem__, held))
    turn_up = cards[ev["turn_up"]]
    seen = {turn_up, *(cards[c] for c in stock)}
    for hand in hands.values():
        seen.update(hand)
    if len(seen) != 21 + len(stock):
        raise _Unsure  # a card in two places
    return hands, turn_up


def _quit(ranking: Ranking, plays: list[tuple[str, Card]]) -> Trick:
    """The trick turned and quitted, won as the game ranks its cards (``Ranking.trick_winner``)."""
    return Trick(plays[0][0], plays, ranking.trick_winner(plays))


def rule(data: Any) -> dict[str, Any]:
    """The ruling on a record as loaded from JSON: ``rule_record(load_record(data))``, sooner."""
    deals = data.get("deals") if isinstance(data, Mapping) else None
    name = data.get("game") if isinstance(data, Mapping) else None
    game = GAMES.get(name) if isinstance(name, str) else None
    if type(deals) is not list or game is None or not game.one_pass or data.get("code") not in ONE_PASS_CODES:
        return rule_record(load_record(data))
    try:
        header = load_record({**data, "deals": []})
    except InvalidRecord:
        return rule_record(load_record(data))  # every error named, the deals' too
    if len(header.seats) != 4:
        return rule_record(load_record(data))  # the one pass is four hands' in two pairs
    table = _table(header.game, header.seats, header.options, header.code)
    tally = Tally(header)
    outcomes = []
    expected: str | None = None
    for index, raw in enumerate(deals):
        outcome = _outcome(data, header, table, index, raw, expected, tally)
        outcomes.append(outcome)
        if outcome.status == "scored":
            tally.add(outcome.points, outcome.maker)  # as the game's ledger posts it (``ledger.games``)
        expected = outcome.next_dealer
    return ruling(header, [o.to_dict() for o in outcomes], tally.to_dict())


def deal_outcome(data: Mapping[str, Any], header: Record, index: int, raw: Any, expected: str | None,
                 tally: Tally) -> DealOutcome:
    """Deal ``index`` of the record ``data`` (``header``: the record loaded without its deals), ``raw`` as loaded
    from JSON, due to be dealt by ``expected`` with the game standing as ``tally`` has it: as ``rule`` rules it,
    in one pass where it is regular, else by the law modules; ``InvalidRecord`` if it is impossible. For a table
    that keeps its deals' rulings and rules again only the deal that changed."""
    one_pass = header.played.one_pass and header.code in ONE_PASS_CODES and len(header.seats) == 4
    return _outcome(data, header, _table(header.game, header.seats, header.options, header.code) if one_pass else None,
                    index, raw, expected, tally)


def _outcome(data: Mapping[str, Any], header: Record, table: _Table | None, index: int, raw: Any,
             expected: str | None, tally: Tally) -> DealOutcome:
    if table is not None:
        try:
            return rule_deal(table, index, raw, expected)
        except (_Unsure, KeyError, TypeError):  # a key or value of another kind: the law modules' deal
            pass
    return _replay(data, header, index, raw, expected, tally.current())


def _replay(data: Mapping[str, Any], header: Record, index: int, raw: Any, expected: str | None,
            game_score: dict[str, int]) -> DealOutcome:
    """Deal ``index`` ruled by the law modules, folded by its game (``ReplayedOwner``) from the dealer expected and
    the game's score: loaded alone (a deal's possibility depends only on the table), or, if it is impossible, the
    whole record loaded to name every error with its path."""
    deal = load_deal(header, raw, index)
    if deal is None:  # not sure of it, or impossible
        try:
            deal = load_record({**data, "deals": [raw]}, first=index).deals[0]
        except InvalidRecord:
            load_record(data)
            raise AssertionError("a deal impossible alone is impossible in its record") from None
    game = header.played
    assert isinstance(game, ReplayedOwner), "a Euchre game, which owns its deal through the adapter"
    table, _, _ = fold_events(game, header, index, deal, Carry(expected, game_score))
    return game.close(table)  # its outcome; the tally here keeps the score, as the game's ledger would
