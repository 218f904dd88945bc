"""The sheet of a game that owns its deal (``table.owner.DealOwner``: Napoleon, Spoil Five and Forty-Five, the Loos,
Rams and Bierspiel, Écarté and Pool Écarté): a column a seat (or side) with each deal's change and the running count,
the pool carried deal by deal, who sat out, was barred from the pool, looed or ramsed as the rulings say, the games
won where the game is played to a number, and the sentences each deal is paid by, quoted. The words are the game's
(``unit``, ``pool_unit``, its section's citation) and the figures its ruling's and its ledger's, never a branch on
the game's name. Pure Python: ``reports`` prints it."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..games import Game, find_game
from ..law.laws import cite, laws_with_id
from ..regular import rule
from ..schemas import load_record
from ..table.owner import DealOwner, asks_its_parts
from .paper import TRUMP_SYMBOLS, Quote, options_agreed, side_names, who

#: The rulings whose sentences the sheet quotes: what each deal is paid by, and how a game or a pool is won.
PAID = ("settlement", "game_won", "pool_won")


@dataclass(frozen=True, slots=True)
class Line:
    """One deal on the sheet."""

    number: int  # 1-based, as players count deals
    dealer: str
    status: str
    trump: str | None  # the suit's symbol, ``NT``, or None
    said: tuple[str, ...]  # what the deal was, from its ruling's fields: the bid, who played, the pool won or spoiled
    before: dict[str, int]  # each column's count before it (nothing each, or the count to start, after a game won)
    points: dict[str, int]  # each column's change this deal
    running: dict[str, int]  # each column's count after it (the game in play's, where games are won)
    pool: int | None  # the deal's change to the pool, where there is one
    pool_total: int | None  # the pool once the deal is settled
    pool_before: int | None  # the pool the deal began with
    out: tuple[str, ...]  # the seats that took no part: sat out, the dealer out, passed, barred
    sat_out: tuple[str, ...]  # the seats not in the deal at all (Pool Écarté's third, Napoleon's dealer out)
    notes: tuple[str, ...]  # each ruling but the settlement: its name and finding
    paid_by: tuple[str, ...]  # the sentences the settlement cites, by anchor
    won: str | None = None  # the game won at this deal, in words


@dataclass(frozen=True, slots=True)
class GameWon:
    number: int
    winner: str
    score: dict[str, int]
    deal: int  # the deal (1-based) that won it


@dataclass(frozen=True, slots=True)
class OwnSheet:
    """A table's sheet of a game that owns its deal."""

    name: str
    record: dict[str, Any]
    ruling: dict[str, Any]
    section: str  # the game's own section, as the law data cites it (``Foster's Complete Hoyle, Spoil Five``)
    options: list[str]
    players: dict[str, str]
    columns: list[str]  # seats, or sides where the game is scored by side
    labels: dict[str, str]  # each column's heading: the player's name, or the side's players
    unit: str  # what the columns count: counters, points
    pool_unit: str | None  # what the pool holds (counters, stakes), None where the game has no pool
    start: dict[str, int]
    lines: list[Line]
    games: list[GameWon]
    score: dict[str, int]  # the count after the record (the game in play's)
    pool_total: int | None
    barred: tuple[str, ...]  # barred from the pool standing at the record's end
    stakes: dict[str, int]  # stakes won less stakes paid, where the pool is of stakes
    counted_in: str | None  # what a counter is, where the game says (Loo's whites, three to a red)
    laws: list[Quote]  # every sentence the deals are paid by, the game's own section first
    rules: DealOwner[Any]  # the record's game itself, resolved once where the record is loaded (``own_sheet``)

    @property
    def game_title(self) -> str:
        return self.rules.title

    @property
    def last_deal_said(self) -> str | None:
        """The note of a sitting ended by another's deal than the law's (``last_deal_note``)."""
        deals = self.record["deals"]
        return last_deal_note(self.rules, self.record, deals[0]["dealer"], deals[-1]["dealer"]) if deals else None

    @property
    def to_a_number(self) -> bool:
        """Whether the game is played to a number and its games are won (Écarté to five, Forty-Five to 45)."""
        return bool(self.games) or not self.rules.runs_on

    @property
    def changed(self) -> dict[str, int]:
        """Each column's count less its start: what the record won or lost."""
        return {c: self.score.get(c, 0) - self.start.get(c, 0) for c in self.columns}


def last_deal_note(game: Game, record: Mapping[str, Any], first: str, last: str) -> str | None:
    """Where ``game`` (``record``'s) has a law of who makes a sitting's last deal (``Game.last_deal``: Spoil Five's, the
    player on the right of the first dealer) and the record, first dealt by ``first``, ends with ``last``'s deal of
    another: the note a sheet makes of it. Nothing is ruled on it."""
    rule_of = game.last_deal
    if rule_of is None:
        return None
    seats = record["seats"]
    right = seats[(seats.index(first) - 1) % len(seats)]
    if last == right:
        return None
    return (f"The record ends with {last}'s deal; the first dealer was {first}, and on his right sits {right}: "
            f"“{cite(rule_of).law.text}” ({rule_of}). Nothing is ruled on it.")


def owns_its_deal(record: Mapping[str, Any]) -> bool:
    """Whether the record's game owns its deal with its phases as parts (its ruling folded by ``table.fold``, no
    Euchre replay under it, ``Game.replayed``): this sheet is its."""
    game = find_game(record["game"])
    return asks_its_parts(game)


def section_title(record: Mapping[str, Any]) -> str | None:
    """The game's own section as the law data cites it, where the code has one for the game."""
    found = laws_with_id(f"{record['code']}:{record['game']}")
    return found[0].citation if found else None


def own_sheet(record: dict[str, Any], name: str | None = None, ruling: dict[str, Any] | None = None) -> OwnSheet:
    """The sheet of ``record``, a game that owns its deal; ``InvalidRecord`` if the record is impossible."""
    if ruling is None:
        ruling = rule(record)
    loaded = load_record(record)
    game = loaded.played  # resolved once where the record is loaded
    assert isinstance(game, DealOwner)
    ledger = game.ledger(loaded)
    start = {c: 0 for c in loaded.sides} | dict(ledger.opening(loaded).scores)
    fresh = {c: 0 for c in loaded.sides} | dict(ledger.opening(load_record(
        {k: v for k, v in record.items() if k not in ("start_score", "start_pool")})).scores)
    players = dict(record.get("players") or {})
    columns = list(loaded.sides)
    labels = side_names(game, record)
    pooled = "pool_total" in ruling
    running = dict(start)
    lines: list[Line] = []
    games: list[GameWon] = []
    to_win = list(ruling.get("games") or [])
    for deal in ruling["deals"]:
        points = {c: deal["points"].get(c, 0) for c in columns}
        before, running = running, {c: running[c] + points[c] for c in columns}
        after, won = dict(running), None
        if to_win and all(running.get(c) == n for c, n in to_win[0]["score"].items()):
            done = to_win.pop(0)
            games.append(GameWon(len(games) + 1, done["winner"], {c: n for c in columns for s, n in done["score"].items()
                                                                  if s == c}, deal["index"] + 1))
            won = f"Game {len(games)} won by {who(done['winner'], players)}"
            running = dict(fresh)
        settled = [r for r in deal["rulings"] if r["irregularity"] == "settlement"]
        lines.append(Line(
            number=deal["index"] + 1, dealer=deal["dealer"], status=deal["status"],
            trump=TRUMP_SYMBOLS.get(deal["trump"]) if deal.get("trump") else None, said=deal_said(deal, players, game),
            before=before, points=points, running=after, pool=deal.get("pool") if pooled else None,
            pool_total=deal.get("pool_total") if pooled else None,
            pool_before=(lines[-1].pool_total if lines else record.get("start_pool") or 0) if pooled else None, out=_out(deal, columns),
            sat_out=tuple(s for s in (deal.get("out"), deal["dealer"] if deal.get("dealer_out") else None) if s),
            notes=_notes(deal),
            paid_by=tuple(law for r in settled for law in r["laws"] + r["persuasive"]), won=won))
    last = ruling["deals"][-1] if ruling["deals"] else {}
    return OwnSheet(
        name=name or "Table", record=record, ruling=ruling,
        section=section_title(record) or game.title, options=options_agreed(record), players=players,
        columns=columns, labels=labels, unit=game.unit, pool_unit=game.pool_unit if pooled else None,
        start=start, lines=lines, games=games, score={c: dict(ruling["score"]).get(c, running[c]) for c in columns},
        pool_total=ruling.get("pool_total") if pooled else None, barred=tuple(last.get("barred") or ()),
        stakes=dict(ruling.get("stakes") or {}), counted_in=_counted_in(ruling.get("counters")),
        laws=_paid_by(record, ruling), rules=game)


def deal_said(deal: Mapping[str, Any], players: dict[str, str], game: DealOwner[Any]) -> tuple[str, ...]:
    """What the deal was, in words, from the fields its ruling carries (family.md §6 and the games' specs): the sheet's
    line, and the table's result where no one made the trump."""
    out: list[str] = []
    won = deal.get("tricks_won") or {}
    if len(deal["tricks"]) == game.hand and any(n == game.hand for n in won.values()):
        out.append(f"{game.every_trick} to {who(next(s for s, n in won.items() if n == game.hand), players)}")
    bid = deal.get("bid")
    if bid and bid.get("seat"):
        value = bid.get("name") or ("misère" if bid.get("misere") else f"{bid.get('value')}")
        out.append(f"{who(bid['seat'], players)} bid {value}")
    if deal.get("first_play"):
        out.append("the hand played over")
    if deal.get("at_risk"):
        out.append(f"{who(deal['at_risk'], players)} at risk")
    king = deal.get("king")
    if king:
        out.append(f"the King {king.get('how', 'marked')} by {who(king['seat'], players)}")
    if deal.get("in") is not None:
        out.append("in: " + (", ".join(deal["in"]) or "no one"))
    if deal.get("general"):
        out.append(f"general by {who(deal['general'], players)}")
    if deal.get("flush"):
        out.append(f"flush by {who(deal['flush'], players)}")
    if deal.get("jink"):
        out.append("jinked")
    if deal.get("spoiled"):
        out.append("spoiled")
    if deal.get("pool_winner"):
        out.append(f"pool to {who(deal['pool_winner'], players)}")
    if deal.get("shares"):
        out.append("shares: " + ", ".join(f"{s} {n}" for s, n in deal["shares"].items()))
    for paid in ("looed", "ramsed"):  # to the next pool (rams-loo.md §4: Loo's looed, Rams' ramsed)
        if deal.get(paid):
            out.append(f"{paid}: " + ", ".join(deal[paid]))
    if deal.get("next_pool"):
        out.append(f"next a {deal['next_pool']}")
    if deal["status"] != "scored":
        out.append(deal["status"])
    return tuple(out)


def _notes(deal: Mapping[str, Any]) -> tuple[str, ...]:
    """Each ruling but the settlement: its name and finding; its effect where an earlier ruling of the deal found the
    same (Spoil Five's jink and the pool it takes are found in one sentence)."""
    notes: list[str] = []
    found: set[str] = set()
    for r in deal["rulings"]:
        if r["irregularity"] != "settlement":
            said = r["effect"] if r["finding"] in found else r["finding"]
            found.add(r["finding"])
            notes.append(f"{r['irregularity'].replace('_', ' ').capitalize()}: {said}")
    return tuple(notes)


def _out(deal: Mapping[str, Any], columns: list[str]) -> tuple[str, ...]:
    """Who took no part in the deal, as its ruling says: sat out (``out``), the dealer out (``dealer_out``), passed
    (not ``in``), barred from the pool (``barred``)."""
    out: list[str] = []
    if deal.get("out"):
        out.append(f"{deal['out']} sat out")
    if deal.get("dealer_out"):
        out.append(f"{deal['dealer']}, the dealer, took no cards")
    if deal.get("in") is not None:
        out += [f"{c} passed" for c in columns if c not in deal["in"]]
    out += [f"{c} barred from the pool" for c in deal.get("barred") or ()]
    return tuple(out)


def _counted_in(counters: Mapping[str, Any] | None) -> str | None:
    """What a counter is, where the ruling says (rams-loo.md §2: ``{"unit": "white", "white_per_red": 3}``)."""
    if not counters or not counters.get("white_per_red"):
        return None
    return f"in {counters['unit']}s, {counters['white_per_red']} to a red"


def _paid_by(record: Mapping[str, Any], ruling: Mapping[str, Any]) -> list[Quote]:
    """Every sentence the deals' settlements cite, and those by which a game or a pool is won, each once, quoted:
    the game's own section first, then the sections it takes over, then the persuasive."""
    own = f"{record['code']}:{record['game']}"
    quotes: dict[str, Quote] = {}
    for deal in ruling["deals"]:
        for r in deal["rulings"]:
            if r["irregularity"] in PAID:
                for c in r.get("citations", ()):
                    quotes.setdefault(c["id"], Quote.cited(c))
    return sorted(quotes.values(), key=lambda q: (q.persuasive, q.id.split("#")[0] != own))

