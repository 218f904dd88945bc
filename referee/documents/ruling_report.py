"""What a ruling report holds: the table, the code and options in force, and
for each deal in dispute the facts as recorded and each ruling with the laws
it cites, quoted. Pure Python: ``reports`` prints it."""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from ..cards import Card
from ..games.base import Game
from ..games.railroad.passed import Passed
from ..law.laws import laws_with_id
from ..law.rulings import ELECTABLE
from ..table.owner import asks_its_parts
from .own_sheet import Line, OwnSheet, own_sheet
from .paper import SUIT_NAMES, SUIT_SYMBOLS, Quote, who
from .scoresheet import GameSheet, Row, TableSheet, partner_secret, table_sheet


STATUS_WORDS = {
    "scored": "played and scored",
    "redeal": "void: the same dealer deals again",
    "passed": "the deal passes to the next dealer",
    "awaiting": "awaiting an election or more facts",
    "incomplete": "the record stops in mid-hand",
}

BIDDING = {"bid", "pass", "order_up", "take_up", "turn_down", "make", "go_alone", "call_partner", "declare", "discard",
           "take_widow", "exchange", "propose", "accept", "refuse", "stand", "give", "draw_from", "mark_king"}
#: Facts a report shows elsewhere (the deal, the tricks) or that decide nothing by themselves.
SHOWN_ELSEWHERE = BIDDING | {"shuffle", "deal", "play", "quit_trick"}


def card_label(code: str) -> str:
    """``"10♥"`` for ``"TH"``; ``"Joker"`` for ``"JK"``."""
    if code.upper() == "JK":
        return "Joker"
    rank, suit = code[:-1].upper(), code[-1].upper()
    return ("10" if rank in ("T", "10") else rank) + SUIT_SYMBOLS[suit]


@dataclass(frozen=True, slots=True)
class Play:
    seat: str
    card: str
    order: int  # 1 for the lead
    wins: bool


@dataclass(frozen=True, slots=True)
class TrickView:
    number: int
    leader: str
    winner: str | None
    plays: tuple[Play, ...]
    names: str | None = None  # the suit named to the joker led in no trumps (foster:500#joker-led)

    def at(self, seat: str) -> Play | None:
        return next((p for p in self.plays if p.seat == seat), None)


@dataclass(frozen=True, slots=True)
class Fact:
    """An event of the record, numbered as the ruling numbers it, in words; where the record is a table's, with its
    number in the table's history (``sequence``)."""

    event: int
    text: str
    sequence: int | None = None


@dataclass(frozen=True, slots=True)
class Option:
    name: str
    elected: bool

    @property
    def words(self) -> str:
        return self.name.replace("_", " ")


@dataclass(frozen=True, slots=True)
class RulingView:
    number: int
    event: Fact | None
    irregularity: str
    finding: str
    quotes: tuple[Quote, ...]
    options: tuple[Option, ...]
    awaiting: bool
    custom: str | None
    effect: str


@dataclass(frozen=True, slots=True)
class DealView:
    number: int
    dealer: str
    turn_up: str | None
    hands: dict[str, list[str]]
    stock: list[str]
    bidding: tuple[Fact, ...]
    bidding_said: str
    other_facts: tuple[Fact, ...]
    tricks: tuple[TrickView, ...]
    trump: str | None
    maker: str | None
    lone: str | None
    called: str | None  # Call-Ace: the suit called
    partner: str | None  # Call-Ace: the seat found to hold the card called, once the deal is over (``partner_secret``)
    partner_known: bool
    partner_secret: bool  # Call-Ace: the partner not yet known, the deal not over, though the hands are recorded
    passed: tuple[Passed, ...]  # Railroad: the cards passed for partner's best, face down until shown (as the sheet)
    status: str
    points: dict[str, int]
    before: dict[str, int]
    after: dict[str, int]
    game: int | None  # the game (1-based) the deal is played in; None in Call-Ace
    games_won: tuple[GameSheet, ...]  # the games the deal wins: more than one when its points lap over a whole game
    lapped_into: GameSheet | None  # the game its points over game lap into, opening with them
    game_laws: tuple[Quote, ...]  # the laws those games are counted by (the lap, the slam)
    basis: tuple[Quote, ...]
    rulings: tuple[RulingView, ...]
    next_dealer: str | None
    widow: tuple[str, ...] = ()  # the widow as dealt (``deal.widow``), where the game deals one
    turns_up: bool = True  # the game turns a trump (``Game.turns_up``); else none is turned: the trump is named
    seats: tuple[str, ...] = ()  # the seats at its tricks, where not every seat of the table is dealt in
    hand: int = 5  # the tricks of a hand (``Game.hand``: Loo's three)
    line: Line | None = None  # a game that owns its deal: the deal's line on its own sheet (the pool, the count)

    @property
    def status_words(self) -> str:
        if self.status == "scored" and sum(len(t.plays) > 0 for t in self.tricks) < self.hand:
            return "scored before the hand was played out"  # abandoned, for a revoke, say, or ended early
        return STATUS_WORDS.get(self.status, self.status)

    @property
    def ruled_events(self) -> set[int]:
        """The events the rulings answer."""
        return {r.event.event for r in self.rulings if r.event is not None}


@dataclass(frozen=True, slots=True)
class Report:
    sheet: TableSheet
    seats: list[str]
    deals: tuple[DealView, ...]
    score: dict[str, int]
    referee: str | None
    digest: str
    own: OwnSheet | None = None  # a game that owns its deal: its own sheet (the counters, the pool, the games won)

    @property
    def players(self) -> dict[str, str]:
        return self.sheet.players

    @property
    def numbered(self) -> bool:
        """Whether the facts carry their numbers in a table's history."""
        return any(f.sequence is not None for d in self.deals for f in (*d.bidding, *d.other_facts))


def ruling_report(record: dict[str, Any], digest: str, *, deal: int | None = None,
                  referee: str | None = None, table: str | None = None,
                  sequences: Mapping[tuple[int, int], int] | None = None) -> Report:
    """The report on ``record``: the deal at index ``deal`` (0-based, the ruling's ``index``),
    or else every deal with a ruling, or else every deal. ``sequences``: each fact's number in the table's history,
    by its deal and its index in the deal, where the record is a table's."""
    sheet = table_sheet(record, table)
    ruling = sheet.ruling
    own = own_sheet(record, table, ruling) if asks_its_parts(sheet.rules) else None
    views = (_deal_view(sheet, d, sequences or {}) for d in reported(ruling, deal))
    return Report(sheet=sheet, seats=list(record["seats"]),
                  deals=tuple(_own_view(v, own) if own else v for v in views),
                  score=dict(ruling["score"]), referee=referee, digest=digest, own=own)


def _own_view(view: DealView, own: OwnSheet) -> DealView:
    """A deal of a game that owns its deal as its own sheet counts it: the count before and after it by its columns,
    the pool, no game of Euchre's; each ruling's laws the game's own section first, the persuasive last."""
    line = own.lines[view.number - 1]
    section = f"{own.record['code']}:{own.record['game']}"
    rulings = tuple(replace(r, quotes=tuple(sorted(r.quotes, key=lambda q: (q.persuasive,
                                                                           q.id.split("#")[0] != section))))
                    for r in view.rulings)
    played = {p.seat for t in view.tricks for p in t.plays}
    return replace(view, before=dict(line.before), after=dict(line.running), points=dict(line.points), game=None,
                   games_won=(), lapped_into=None, game_laws=(), rulings=rulings, line=line,
                   seats=tuple(s for s in own.record["seats"] if s in played))


def reported(ruling: Mapping[str, Any], deal: int | None = None) -> list[dict[str, Any]]:
    """The deals' rulings a report prints: the deal at index ``deal``, or else every deal with a ruling, or else
    every deal (``IndexError`` if there is no deal ``deal``)."""
    if deal is not None:
        if not 0 <= deal < len(ruling["deals"]):
            raise IndexError(f"the record has {len(ruling['deals'])} deals: no deal {deal + 1}")
        return [ruling["deals"][deal]]
    return [d for d in ruling["deals"] if d["rulings"]] or list(ruling["deals"])


def _deal_view(sheet: TableSheet, deal: dict[str, Any], sequences: Mapping[tuple[int, int], int]) -> DealView:
    record, players, index = sheet.record, sheet.players, deal["index"]
    events = record["deals"][index]["events"]
    dealt: dict[str, Any] = next((ev for ev in events if ev.get("type") == "deal"), {})
    facts = [Fact(i, describe(ev, sheet.rules, record, deal["dealer"]), sequences.get((index, i)))
             for i, ev in enumerate(events)]
    in_tricks = _played_in_tricks(events, deal["tricks"])
    before, row, game = _place(sheet, deal["index"])
    lapped = [sheet.games[n - 1] for n in row.lapped_to]
    won = tuple(g for g in [game, *lapped]  # won by this deal: it is the game's last, or the game has none (a lap)
                if g is not None and g.winner is not None and (not g.rows or g.rows[-1] is row))
    hands = dealt.get("hands") or {}
    return DealView(
        number=deal["index"] + 1, dealer=deal["dealer"], turn_up=dealt.get("turn_up"),
        hands={s: list(hands[s]) for s in record["seats"] if s in hands}, stock=list(dealt.get("stock") or []),
        bidding=tuple(f for f in facts if events[f.event]["type"] in BIDDING),
        bidding_said=getattr(sheet.rules, "bidding_said", "The bidding"),
        other_facts=tuple(f for f in facts if events[f.event]["type"] not in SHOWN_ELSEWHERE
                          or events[f.event]["type"] == "play" and f.event not in in_tricks),
        tricks=tuple(_trick(n, t) for n, t in enumerate(deal["tricks"], 1)),
        trump=deal["trump"], maker=deal["maker"], lone=deal["lone"], called=deal.get("called"),  # the partner as the
        partner=row.partner, partner_known=row.partner_known, partner_secret=partner_secret(deal),  # sheet has him
        passed=row.passed, status=deal["status"],
        points=dict(deal["points"]), before=before, after=dict(row.score), game=game.number if game else None,
        games_won=won, lapped_into=lapped[-1] if lapped else None,
        game_laws=tuple(dict.fromkeys(q for g in won for q in g.laws)),
        basis=tuple(Quote.cited(b) for b in deal.get("basis", [])),
        rulings=tuple(_ruling_view(n, r, facts, players, deal["status"] in ELECTABLE) for n, r in enumerate(deal["rulings"], 1)),
        next_dealer=deal["next_dealer"],
        widow=tuple(dealt.get("widow") or ()), turns_up=sheet.rules.turns_up, hand=sheet.rules.hand,
    )


def _place(sheet: TableSheet, index: int) -> tuple[dict[str, int], Row, GameSheet | None]:
    """The running score before deal ``index``, its row on the sheet, and the game it is played in."""
    if sheet.runs_on:
        previous = sheet.rows[index - 1].score if index else sheet.start
        return dict(previous), sheet.rows[index], None
    for game in sheet.games:
        for k, row in enumerate(game.rows):
            if row.number == index + 1:
                previous = game.rows[k - 1].score if k else game.opening
                return dict(previous), row, game
    raise LookupError(f"deal {index + 1} is on no game of the sheet")


def _played_in_tricks(events: list[dict[str, Any]], tricks: list[dict[str, Any]]) -> set[int]:
    """The plays the tricks show: for each card in a trick, the last play of it. The others (taken back, changed,
    a false lead's) are listed with the other facts, not lost from the paper."""
    left = Counter((seat, Card.parse(card)) for t in tricks for seat, card in t["plays"])
    shown = set()
    for i in range(len(events) - 1, -1, -1):
        ev = events[i]
        play = (ev.get("seat"), Card.parse(ev["card"])) if ev.get("type") == "play" else None
        if play is not None and left[play] > 0:
            left[play] -= 1
            shown.add(i)
    return shown


def _trick(number: int, trick: dict[str, Any]) -> TrickView:
    plays = tuple(Play(seat, card, k, seat == trick["winner"]) for k, (seat, card) in enumerate(trick["plays"], 1))
    return TrickView(number, trick["leader"], trick["winner"], plays, trick.get("names"))


def _ruling_view(number: int, ruling: dict[str, Any], facts: list[Fact], players: dict[str, str],
                 deal_open: bool) -> RulingView:
    event = ruling["event"]
    if "citations" in ruling:
        quotes = tuple(Quote.cited(c) for c in ruling["citations"])
    else:  # a ruling without the project's ``citations`` extension: quote every rule under each id
        quotes = tuple(Quote.of(l, p) for ids, p in ((ruling["laws"], False), (ruling["persuasive"], True))
                       for i in ids for l in laws_with_id(i))
    return RulingView(
        number=number, event=facts[event] if event is not None and 0 <= event < len(facts) else None,
        irregularity=ruling["irregularity"].replace("_", " ").capitalize(), finding=ruling["finding"],
        quotes=quotes, options=tuple(Option(o, o == ruling["elected"]) for o in ruling["options"]),
        awaiting=bool(ruling["options"]) and ruling["elected"] is None and deal_open, custom=ruling.get("custom"),
        effect=ruling["effect"],
    )


def describe(ev: dict[str, Any], game: Game, record: dict[str, Any], dealer: str) -> str:
    """An event of ``record`` (of ``game``) in plain words, cards as ``10♥``."""
    players = record.get("players") or {}
    seat = who(ev["seat"], players) if ev.get("seat") else ""
    alone = " alone" if ev.get("alone") else ""
    own_outcome = game.labels.get("outcome", "")  # a game's own words for its outcome (a round game's tricks taken)
    words: dict[str, Callable[[], str]] = {
        "cut_for_deal": lambda: f"{seat} cut {card_label(ev['card'])} for the deal",
        "shuffle": lambda: f"{seat} shuffled",
        "cut": lambda: f"{seat} cut the pack" + (f", exposing {card_label(ev['exposed'])}" if ev.get("exposed") else ""),
        "deal": lambda: "The deal" + (f"; the turn-up {card_label(ev['turn_up'])}" if ev.get("turn_up") else "")
                        + (f"; a widow of {len(ev['widow'])}" if ev.get("widow") else ""),
        "take_widow": lambda: f"{seat} took the widow",
        "exchange": lambda: f"{seat} exchanged his hand for "
                            + ("the widow" if ev.get("with") == "widow" else f"the hand {ev.get('with')} abandoned"),
        "deal_fault": lambda: f"Fault in the deal: {ev['kind'].replace('_', ' ')}"
                              + (f" ({seat})" if seat else "") + (f", {card_label(ev['card'])}" if ev.get("card") else ""),
        "pass": lambda: f"{seat} passed",
        "order_up": lambda: f"{seat} {'assisted' if _partners(game, record, ev['seat'], dealer) else 'ordered up'}"
                            f"{alone}",
        "take_up": lambda: f"{seat} took up the trump card{alone}",
        "turn_down": lambda: f"{seat} turned the trump card down",
        "make": lambda: f"{seat} made {SUIT_NAMES[ev['suit'].upper()]} trumps{alone}",
        "declare": lambda: f"{seat} declared "
                           + ("to take all five tricks" if ev["what"] == "all" else f"the {ev['what']}"),
        "go_alone": lambda: f"{seat} announced a lone hand",
        "pass_card": lambda: f"{seat} passed a card face down to {who(ev['to'], players)}",
        "defend_alone": lambda: f"{seat} played alone against the lone hand",
        "call_partner": lambda: f"{seat} called for the best {SUIT_NAMES[ev['suit'].upper()][:-1]}",
        "discard": lambda: f"{seat} discarded " + (card_label(ev["card"]) if ev.get("card") else
                                                   " ".join(card_label(c) for c in ev["cards"]) if ev.get("cards")
                                                   else "(card not recorded)"),
        "play": lambda: f"{seat} played {card_label(ev['card'])}"
                        + (f", naming {SUIT_NAMES[ev['names'].upper()]}" if ev.get("names") else ""),
        "bid": lambda: f"{seat} bid {ev['value']}" + (" no trumps" if ev.get("suit") == "NT" else
                                                       f" in {SUIT_NAMES[ev['suit'].upper()]}" if ev.get("suit") else ""),
        "quit_trick": lambda: "The trick was turned and quitted",
        "expose": lambda: f"{seat} exposed {card_label(ev['card'])} ({ev['how'].replace('_', ' ')})",
        "correct": lambda: f"{seat} took back his card and played {card_label(ev['card'])} instead",
        "take_back": lambda: f"{seat} took back {card_label(ev['card'])}",
        "remark": lambda: f"{seat} called attention to the {ev['about'].replace('_', ' ')}",
        "look_back": lambda: f"{seat} looked at a quitted trick",
        "claim": lambda: f"{seat} claimed a {ev['kind']} against {who(ev['against'], players)}"
                         + (f" in trick {ev['trick']}" if ev.get("trick") else "")
                         + (f" of deal {ev['deal'] + 1}" if isinstance(ev.get("deal"), int) else ""),
        "show": lambda: f"{seat} showed " + " ".join(card_label(c) for c in ev["cards"]),
        "elect": lambda: f"{seat} elected: {ev['option'].replace('_', ' ')}",
        "call": lambda: f"{seat} called " + _called(ev) + f" from {who(ev['target'], players)}",
        "abandon": lambda: f"{seat} abandoned the hand",
        "rob": lambda: f"{seat} " + ("did not rob (the trump left on the pack)" if ev.get("decline") else
                                     "robbed the turn-up" + (f", laying out {card_label(ev['card'])}" if ev.get("card")
                                                             else "")),
        "outcome": lambda: _bid_outcome(ev, seat, players) if "bid" in ev or "others" in ev else
                           f"Agreed outcome: {seat}, {own_outcome.lower()} {ev['tricks']}" if own_outcome else
                           f"Agreed outcome: {seat} made "
                           + (SUIT_NAMES[ev["suit"].upper()] if ev.get("suit") else "the trump")
                           + (" alone" if ev.get("alone") else "")
                           + (f" with {who(ev['partner'], players)}" if ev.get("partner") not in (None, ev["seat"]) else "")
                           + f", {ev['tricks']} trick" + ("s" if ev["tricks"] != 1 else ""),
        "bell": lambda: "The head table's bell tapped: play ceased",
        "propose": lambda: f"{seat} proposed",
        "accept": lambda: f"{seat} accepted",
        "refuse": lambda: f"{seat} refused",
        "stand": lambda: f"{seat} said “I play”",
        "give": lambda: f"{seat} gave" + (f" {who(ev['to'], players)}" if ev.get("to") else "")
                        + (" " + " ".join(card_label(c) for c in ev["cards"]) if ev.get("cards") else
                           f" {ev['count']} card{'s' * (ev['count'] != 1)}" if ev.get("count") is not None else
                           " the cards asked for") + " from the top of the stock",
        "draw_from": lambda: f"{seat} drew from {who(ev.get('from') or '', players)}'s hand",
        "unmark_king": lambda: f"{seat} took down the King he had marked",
        "replay": lambda: "The cards were taken back and the hand played over",
        "resign": lambda: f"{seat} resigned" + (f"; {ev['by']} played on for him" if ev.get("by") else ""),
        "play_in": lambda: f"{seat} declared to play",
        "mark_king": lambda: f"{seat} marked the King",
        "throw_up": lambda: f"{seat} threw up his hand",
    }
    return words[ev["type"]]() if ev["type"] in words else f"{seat} {ev['type'].replace('_', ' ')}".strip()


def _bid_outcome(ev: dict[str, Any], seat: str, players: dict[str, str]) -> str:
    """Five Hundred's agreed outcome: the bid that held, the bidder's tricks and each other side's."""
    bid = ev.get("bid")
    said = f"{bid['value']} {SUIT_NAMES.get(bid['suit'], 'no trumps')}" if bid else "the bid"
    others = "".join(f", {who(side, players)} {n}" for side, n in (ev.get("others") or {}).items())
    return f"Agreed outcome: {seat} bid {said}, {ev['tricks']} trick" + ("s" if ev["tricks"] != 1 else "") + others


def _partners(game: Game, record: dict[str, Any], seat: str, dealer: str) -> bool:
    """Whether ``seat`` is the dealer's partner, fixed by ``game`` (his order up is an assist)."""
    return seat in game.partners(tuple(record["seats"]), dealer)


def _called(ev: dict[str, Any]) -> str:
    if ev.get("card"):
        return card_label(ev["card"])
    if ev.get("suit"):
        return SUIT_NAMES[ev["suit"].upper()]
    return f"“{ev.get('demand', '')}”"
