"""What a club's scoresheet holds, computed from records: every deal's points
on the running score, the games and rubbers (Foster's law 3), the 1862
lap and slam, Call-Ace's columns, and an evening's totals per player and
per partnership, each game apart. Pure Python: the engine rules,
``scoring.Tally`` counts, this module only arranges; ``reports`` prints."""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine import OVER
from ..games import GAMES, find_game, seating
from ..games.base import Game as GameRules
from ..games.railroad.passed import Passed, passed_cards
from ..law.codes import Counters, find_code
from ..law.laws import cite, law
from ..regular import rule
from ..schemas import load_record
from ..scoring import LAP, SLAM, Game, Tally, game_value, reckoned
from .paper import SUIT_SYMBOLS, Quote, by_number, code_title, options_agreed, side_labels, side_names, sides

#: foster:3's names for the value of a game.
GAME_VALUES = {3: "triple", 2: "double", 1: "single"}
#: The 1862 code's additions, by the laws that score them (1862:IV.65-67 the jambone, IV.74 the jamboree).
ADDITIONS = {"1862:IV.65": "jambone", "1862:IV.66": "jambone", "1862:IV.67": "jambone", "1862:IV.74": "jamboree"}
#: The rule each law a game cites stands for, by its key: the law's page of the 1862 code holds others.
GAME_RULES = {LAP: "lap", SLAM: "slam"}


@dataclass(frozen=True, slots=True)
class Row:
    """One deal on the sheet."""

    number: int  # 1-based, as players count deals
    dealer: str
    trump: str | None
    maker: str | None
    lone: str | None
    called: str | None  # Call-Ace: the suit whose best card the maker called for
    partner: str | None  # Call-Ace: the seat found to hold it (callace:20), None if no one but the maker
    partner_known: bool  # Call-Ace: False while the record does not show who holds it
    status: str
    tricks: int | None  # won by the makers' side, when five were played (euchre)
    points: dict[str, int]
    score: dict[str, int]  # the running score after the deal: the game's in euchre
    rulings: tuple[str, ...]  # what was ruled on, with the laws cited
    lapped_to: tuple[int, ...] = ()  # games begun by points lapped over from this deal
    makers_points: int | None = None  # what the maker (his side, in euchre) scored
    addition: str | None = None  # the 1862 code's jambone or jamboree, if the hand was scored as one
    by_ruling: str | None = None  # what decided the points, not the tricks: "revoke", or "ruled" (a side barred...)
    bid: str | None = None  # a bidding game: the bid that held, as said (``7♥``, ``6 NT``)
    hand: int = 5  # the tricks of a hand (Five Hundred's ten)
    declared: bool = False  # a count wiped down (Set-back): the maker declared to take all five, as agreed
    pool: int | None = None  # Penalty Euchre: the counters put back into the pool in the deal (foster:penalty)
    passed: tuple[Passed, ...] = ()  # Railroad: the cards passed for partner's best, face down until shown

    @property
    def wiped(self) -> str:
        """A count wiped down (Set-back): the maker's ``point`` (one off), ``march`` (two off), ``euchred`` (set back
        two), ``all five`` or ``declared, failed`` where he declared, or else as ``result``."""
        if self.status != "scored" or self.by_ruling or self.makers_points is None:
            return self.result
        if self.declared:  # all five wipe out what he had; fewer set him back as much
            return "all five" if self.makers_points > 0 else "declared, failed"
        return {1: "point", 2: "march"}.get(self.makers_points, "euchred")

    @property
    def result(self) -> str:
        """``point``, ``march``, ``euchred`` for a hand played out, whatever else was ruled; ``jambone``,
        ``jamboree``; ``revoke`` or ``ruled`` when a ruling decided the points; ``misdeal``; else what became of the
        deal (``passed``, ``redeal``)."""
        if self.status == "passed" and any(r.startswith("misdeal (") for r in self.rulings):
            return "misdeal"
        if self.status != "scored":
            return self.status
        if self.addition:
            return self.addition if self.makers_points else f"{self.addition} euchred"
        if self.by_ruling:
            return self.by_ruling
        if self.makers_points is None:
            return "scored"
        if self.bid is not None:  # scored by the bid: made, every trick, or set back (foster:500)
            made = "set back" if self.makers_points < 0 else "every trick" if self.tricks == self.hand else "made"
            return f"{self.bid} {made}"
        if self.makers_points <= 0:
            return "euchred"
        alone = self.lone or self.called is not None and self.partner is None and self.partner_known  # callace:22
        march = "lone march" if alone else "march"
        return "point" if self.makers_points == 1 else march


@dataclass(slots=True)
class GameSheet:
    """One game: the score it opened with, its deals, and how it ended."""

    number: int
    opening: dict[str, int]
    lapped_from: int | None = None
    rows: list[Row] = field(default_factory=list)
    winner: str | None = None
    joint: tuple[str, ...] = ()  # every winner of a game won jointly (counts wiped out in the same deal)
    score: dict[str, int] = field(default_factory=dict)
    slam: bool = False
    value: int | None = None  # foster:3: 3, 2 or 1, for the winners, when rubbers are played
    laws: tuple[Quote, ...] = ()  # the laws it was counted by, where the lap or the slam applied


@dataclass(frozen=True, slots=True)
class RubberSheet:
    """A rubber as law 3 counts it: the games' values, two for the rubber, the losers' deducted."""

    number: int
    winner: str
    games: tuple[int, ...]  # game numbers, 1-based
    won: tuple[int, ...]  # the values of the winners' games
    lost: tuple[int, ...]  # the values of the losers' games, deducted
    points: int


@dataclass(frozen=True, slots=True)
class Total:
    """A side's (or a player's, or a partnership's) totals."""

    name: str
    points: int
    games: int | None = None
    rubbers: int | None = None
    rubber_points: int | None = None  # won less lost
    tables: int = 1


@dataclass(frozen=True, slots=True)
class Ranking:
    """One game's totals per player and per partnership across tables, ranked. Each game is ranked apart: Call-Ace
    has no games or rubbers, and its points are a seat's; a player who played both is in each, with its totals."""

    game: str
    players: list[Total]
    partnerships: list[Total]  # none in Call-Ace: a partner is found deal by deal (callace:20)
    rules: GameRules
    """The game itself, resolved once (``standings``): the rankings ask it for its words and its counting."""

    @property
    def title(self) -> str:
        return self.rules.title

    @property
    def games_and_rubbers(self) -> bool:
        """Whether the game is played to games and rubbers (``Game.games_and_rubbers``): its totals show them."""
        return self.rules.games_and_rubbers

    @property
    def counts_down(self) -> bool:
        """Whether each player keeps a count wiped down (``Game.count_down``): his points are those wiped off, and the
        games he won rank him first."""
        return bool(self.rules.count_down)


@dataclass(frozen=True, slots=True)
class Payment:
    """Call-Ace settling up: ``payer`` owes ``payee`` the difference of their scores."""

    payer: str
    payee: str
    amount: int


@dataclass(slots=True)
class TableSheet:
    """One table's sheet."""

    name: str
    record: dict[str, Any]
    ruling: dict[str, Any]
    game: str
    code: str
    code_title: str
    options: list[str]
    players: dict[str, str]
    side_names: dict[str, str]
    game_to: int
    start: dict[str, int]
    rows: list[Row]
    games: list[GameSheet]
    rubbers: list[RubberSheet]
    totals: list[Total]
    payments: list[Payment]
    laws: list[Quote]
    counters: Counters | None  # drawn beside each running score, in a game of five
    rules: GameRules
    """The record's game itself, resolved once where the record is loaded (``table_sheet``); the sheet asks it, not
    its name, for its words and its counting."""
    count_from: int | None = None  # where each seat keeps a count wiped down (Set-back): the count a game starts at
    pool: int | None = None  # the counters put back into the pool over the record, where the game has a pool

    @property
    def runs_on(self) -> bool:
        return self.rules.runs_on

    @property
    def game_title(self) -> str:
        """The game as the sheet's heading names it (``Euchre``, ``Five Hundred``)."""
        return self.rules.title

    @property
    def counts_down(self) -> bool:
        """Each seat keeps a count wiped down (``Game.count_down``): a column a player, the count as he keeps it."""
        return self.count_from is not None

    @property
    def brought_forward(self) -> bool:
        """The first game opened with a score brought forward (another count than the start, where counted down)."""
        return any(v != (self.count_from or 0) for v in self.start.values())

    @property
    def each_for_himself(self) -> bool:
        """Whether each side is one player: the sheet's columns are the players'."""
        return all(len(seats) == 1 for _, seats in sides(self.rules, self.record["seats"]))

    @property
    def kept_in(self) -> str:
        """What the running score is kept in: counters where the game pays them (Penalty Euchre), else points."""
        return "counters" if self.rules.counters_paid else "points"

    @property
    def pool_said(self) -> str:
        """What the pool holds, as the sheet says it (Penalty Euchre): the counters put back for tricks, and where a
        revoke's counters moved, law 30's two read in counters (docs/reading.md, Penalty Euchre)."""
        revoked = any(row.by_ruling == "revoke" and row.status == "scored" for row in self.rows)
        return "the counters put back into it, one for each trick taken" + (
            "; for a revoke, two by each of the revoker's adversaries, or two taken out by the revoker, as they elect "
            "(law 30, persuasive, read in counters)" if revoked else "")

    @property
    def side_labels(self) -> dict[str, str]:
        return side_labels(self.rules, self.record)

@dataclass(frozen=True, slots=True)
class EveningSheet:
    """Several tables and the evening's totals, for the secretary."""

    title: str
    tables: list[TableSheet]
    rankings: list[Ranking]  # a game's at a time (``standings``)


def partner_secret(deal: Mapping[str, Any]) -> bool:
    """Whether a Call-Ace deal's partner is kept secret where the deal is shown (the sheets, a share link, the
    table's pages): until the deal is over (scored, void, lost to the next dealer), for at the table the partner is
    not known until the card called falls (callace:20), even where the scorer recorded every hand."""
    return deal["status"] not in OVER


def table_sheet(record: dict[str, Any], name: str | None = None,
                ruling: dict[str, Any] | None = None) -> TableSheet:
    """The sheet of one table's record; ``InvalidRecord`` if the record is impossible. ``ruling``: the
    record's ruling (``referee.rule(record)``) if it was made already, as the store keeps it."""
    if ruling is None:
        ruling = rule(record)
    played = find_game(record["game"])  # the game resolved once: the sheet asks it, never its name again
    owned = not played.replayed  # a game that owns its deal (table.owner): its ruling says all
    pooled = owned and ruling.get("pool_total") is not None and played.runs_on
    # counters running on with a pool (Spoil Five): each deal's counters move, whatever its status, from the counters
    # the record opened with
    opening = {s: n - sum(d["points"].get(s, 0) for d in ruling["deals"]) for s, n in ruling["score"].items()}
    loaded = load_record({**record, "deals": [], **({"start_score": opening} if pooled else {})})
    players = dict(record.get("players") or {})
    tally = Tally(loaded)
    fresh = tally.fresh()  # a new game's score: nothing each, or the count each starts at (Set-back)
    games = [GameSheet(1, dict(tally.games[0].score))]
    rows: list[Row] = []
    for deal in ruling["deals"]:
        before = len(tally.games)
        into = before - 1 if tally.games[-1].winner is None else before  # the game this deal is played in
        if deal["status"] == "scored" or pooled and any(deal["points"].values()):
            tally.add(deal["points"], deal["maker"])
        if into == len(games):
            games.append(GameSheet(into + 1, dict(fresh)))
        lapped = range(into + 1, len(tally.games))
        games += [GameSheet(k + 1, dict(tally.games[k].score), lapped_from=into + 1) for k in lapped]
        row = Row(
            number=deal["index"] + 1, dealer=deal["dealer"], trump=deal["trump"], maker=deal["maker"],
            lone=deal["lone"], called=deal.get("called"),
            partner=None if partner_secret(deal) else deal.get("partner"),
            partner_known=not partner_secret(deal) and deal.get("partner_known", True), status=deal["status"],
            tricks=_makers_tricks(played, record, deal), points=dict(deal["points"]),
            score=dict(tally.games[into].score) if into < len(tally.games) else dict(fresh),
            rulings=tuple(_ruled(r) for r in deal["rulings"]), lapped_to=tuple(k + 1 for k in lapped),
            makers_points=(-1 if tally.counts_down else 1) * deal["points"].get(loaded.side_of(deal["maker"]), 0)
            if deal["maker"] else None,  # counted down: what is wiped off the maker's count
            addition=next((ADDITIONS[b["id"]] for b in deal.get("basis", ()) if b["decides"] == "points"
                           and b["id"] in ADDITIONS), None),
            by_ruling=None if not _irregular(deal) or _counted_from_tricks(deal) else
            "revoke" if any(r["irregularity"] == "revoke" for r in deal["rulings"]) else "ruled",
            bid=_bid_said(deal.get("bid")), hand=played.hand,
            declared=deal["maker"] is not None and deal.get("declared_all") == deal["maker"],
            pool=deal.get("pool"),
            passed=passed_cards(_events(record, deal["index"]), deal["tricks"]),
        )
        rows.append(row)
        games[into].rows.append(row)
    rubbers_played = "rubbers" in ruling
    for sheet in games:
        game = tally.games[sheet.number - 1] if sheet.number <= len(tally.games) else Game(dict(sheet.opening))
        sheet.winner, sheet.score, sheet.slam = game.winner, dict(game.score), game.slam
        sheet.joint = tuple(game.joint)
        sheet.laws = tuple(game_law(rule) for rule in game.rules)
        if game.winner is not None and rubbers_played:
            sheet.value = game_value(min(v for s, v in game.score.items() if s != game.winner))
    rubbers = [_rubber(n, r, games) for n, r in enumerate(ruling.get("rubbers", []), 1)]
    return TableSheet(
        name=name or "Table", record=record, ruling=ruling, game=record["game"], code=record["code"],
        code_title=code_title(played, record), options=options_agreed(record), players=players,
        side_names=side_names(played, record), game_to=loaded.options.game_to, start=dict(games[0].opening),
        rows=rows, games=games if not tally.runs_on else [], rubbers=rubbers,
        totals=_side_totals(played, record, ruling, rubbers),
        payments=_settle(ruling["score"]) if tally.runs_on else [],
        laws=_counting_laws(played, record, ruling, rubbers_played), counters=counters(played, record),
        pool=sum(row.pool or 0 for row in rows) if played.pool else None,
        rules=played, count_from=tally.count_from if tally.counts_down else None,
    )


def _irregular(deal: Mapping[str, Any]) -> bool:
    """Whether a deal has a ruling besides what it pays (a game that owns its deal puts a ``settlement`` ruling on
    every deal settled)."""
    return any(r["irregularity"] != "settlement" for r in deal["rulings"])


def _events(record: Mapping[str, Any], index: int) -> list[Mapping[str, Any]]:
    """The events of the record's deal ``index`` (none where the record has no such deal)."""
    deals = record.get("deals") or []
    return list(deals[index].get("events") or []) if 0 <= index < len(deals) else []


def counters(game: GameRules, record: Mapping[str, Any]) -> Counters | None:
    """The counters a sheet draws beside each running score: the code's own, for a game of five (``game``,
    ``record``'s)."""
    if not game.games_and_rubbers or (record.get("options") or {}).get("game_to", 5) != 5:
        return None
    return find_code(record["code"]).counters


def game_law(rule: str) -> Quote:
    """A rule a game is counted by (``scoring.LAP``, ``SLAM``; a game's own, ``foster:railroad#laps``), quoted."""
    law_id, _, key = rule.partition("#")
    return Quote.of(law(law_id, key or GAME_RULES[law_id]))


def evening_sheet(tables: Iterable[TableSheet], title: str | None = None) -> EveningSheet:
    """The evening's sheet: each table, in the order of their names' numbers (``Table 2`` before ``Table 10``,
    however they were ticked or named on the command line), and each game's totals per player and per partnership
    across tables."""
    tables = sorted(tables, key=lambda t: by_number(t.name))
    seated = ((t.name, t.rules, [(seat, t.players.get(seat)) for seat in t.record["seats"]], t.totals) for t in tables)
    return EveningSheet(title=title or "The evening's scoresheet", tables=tables, rankings=standings(seated))


def side_totals(game: GameRules, record: Mapping[str, Any], ruling: Mapping[str, Any]) -> list[Total]:
    """Each side's totals from a table's ruling (a table of ``game``), as its sheet counts them
    (``TableSheet.totals``)."""
    rubbers = [RubberSheet(n, r["winner"], (), (), (), r["points"]) for n, r in enumerate(ruling.get("rubbers", []), 1)]
    return _side_totals(game, dict(record), dict(ruling), rubbers)


def standings(tables: Iterable[tuple[str, GameRules, Sequence[tuple[str, str | None]], Iterable[Total]]]
              ) -> list[Ranking]:
    """Each game's totals per player and per partnership across tables, ranked, from each table's (name, game,
    seats in order with their players, side totals): the games played, in the order they are registered
    (``games.GAMES``)."""
    per_player: dict[tuple[str, str], list[Total]] = {}
    per_pair: dict[tuple[str, str], list[Total]] = {}
    for name, played, seated, totals in tables:
        by_side = {t.name: t for t in totals}
        players = {seat: player for seat, player in seated if player}
        for side, seats in sides(played, [seat for seat, _ in seated]):
            total = by_side[side]
            for seat in seats:
                per_player.setdefault((played.name, players.get(seat) or f"{name} {seat}"), []).append(total)
            if len(seats) > 1:
                pair = " & ".join(sorted(players.get(s) or f"{name} {s}" for s in seats))
                per_pair.setdefault((played.name, pair), []).append(total)
    return [Ranking(name, _ranked(_sum(who, ts) for (g, who), ts in per_player.items() if g == name),
                    _ranked(_sum(who, ts) for (g, who), ts in per_pair.items() if g == name), game)
            for name, game in GAMES.items() if any(g == name for g, _ in per_player)]


# -- helpers ----------------------------------------------------------------


def _counted_from_tricks(deal: dict[str, Any]) -> bool:
    """Whether a scored deal's points are its hand's: a law of the play decides them (a penalty or a hand
    abandoned leaves none), and someone scored them (a side barred from scoring its tricks, as by foster:17 or
    23, leaves the play's law cited and nothing scored)."""
    return any(b["decides"] == "points" for b in deal.get("basis", ())) and any(deal["points"].values())


def _bid_said(bid: Mapping[str, Any] | None) -> str | None:
    """The bid that held, as the sheet says it: ``7♥``, ``6 NT`` (None where the deal had no bidding)."""
    if not bid or bid.get("value") is None:
        return None
    suit = bid.get("suit")
    return f"{bid['value']} NT" if suit == "NT" else f"{bid['value']}{SUIT_SYMBOLS.get(suit or '', '')}"


def _makers_tricks(game: GameRules, record: dict[str, Any], deal: dict[str, Any]) -> int | None:
    if not (game.games_and_rubbers or deal.get("bid")) or deal["maker"] is None:
        return None
    if deal.get("bid") and not deal["tricks"] and deal["status"] == "scored":  # by the outcome agreed (Five Hundred)
        events = record["deals"][deal["index"]].get("events", []) if deal["index"] < len(record["deals"]) else []
        agreed = [e for e in events if isinstance(e, dict) and e.get("type") == "outcome"]
        return agreed[-1].get("tricks") if agreed else None  # the last recorded stands
    if len(deal["tricks"]) != game.hand:
        return None
    makers = {deal["maker"], *seating(game, tuple(record["seats"])).partners[deal["maker"]]}
    return sum(1 for t in deal["tricks"] if t["winner"] in makers)


def _ruled(ruling: dict[str, Any]) -> str:
    laws = ", ".join(ruling["laws"] + [f"{p} (persuasive)" for p in ruling["persuasive"]])
    custom = f"house custom {ruling['custom']}" if ruling.get("custom") else ""
    why = laws or custom or "no law cited"
    return f"{ruling['irregularity'].replace('_', ' ')} ({why})"


def _rubber(number: int, rubber: dict[str, Any], games: list[GameSheet]) -> RubberSheet:
    played = [games[k] for k in rubber["games"]]
    # a slam is two games, each of its value (1862:IV.63, as ``scoring.Tally.rubbers`` counts it)
    values = [(g.winner, g.value or 0) for g in played for _ in range(reckoned(g.slam))]
    return RubberSheet(
        number=number, winner=rubber["winner"], games=tuple(g.number for g in played),
        won=tuple(v for side, v in values if side == rubber["winner"]),
        lost=tuple(v for side, v in values if side != rubber["winner"]),
        points=rubber["points"],
    )


def _side_totals(game: GameRules, record: dict[str, Any], ruling: dict[str, Any], rubbers: list[RubberSheet]
                 ) -> list[Total]:
    out = []
    for side, _ in sides(game, record["seats"]):
        points = sum(d["points"].get(side, 0) for d in ruling["deals"] if d["status"] == "scored")
        if game.count_down:  # the points wiped off his count, and the games he won
            out.append(Total(side, -points, ruling["games_won"][side]))
            continue
        if not game.games_and_rubbers:
            out.append(Total(side, points, ruling.get("games_won", {}).get(side)))
            continue
        won = [r for r in rubbers if r.winner == side]
        net = sum(r.points for r in won) - sum(r.points for r in rubbers if r.winner != side)
        played = "rubbers" in ruling
        out.append(Total(side, points, ruling["games_won"][side], len(won) if played else None,
                         net if played else None))
    return out


def _settle(score: dict[str, int]) -> list[Payment]:
    """Settling up as the 1905 text describes it: the lowest owes each of the others the
    difference; then the next lowest, and so on."""
    order = sorted(score, key=lambda s: score[s])
    return [Payment(low, high, score[high] - score[low])
            for i, low in enumerate(order) for high in order[i + 1:] if score[high] > score[low]]


def _counting_laws(game: GameRules, record: dict[str, Any], ruling: dict[str, Any], rubbers: bool) -> list[Quote]:
    """The laws the sheet counts by: the deals' bases, ``game``'s, the rubber, the lap and slam, the counters."""
    code = find_code(record["code"])
    won_by = game.won_by.get(code.name)  # the game's own law of the game, where it has one (``Game.won_by``)
    quotes = [Quote.of(cite(won_by).law if won_by else code.game.law)]
    for deal in ruling["deals"]:
        quotes += [Quote.cited(b) for b in deal.get("basis", [])]
    if rubbers and code.rubber is not None:
        citation, binding = code.rubber
        quotes.append(Quote.of(citation.law, persuasive=not binding))
    options = record.get("options") or {}
    quotes += [game_law(game.lap or LAP)] if options.get("lap") else []  # the game's own lap, else the 1862 code's
    quotes += [game_law(game.slam or SLAM)] if options.get("slam") else []
    kept_with = counters(game, record)
    quotes += [Quote.of(c.law) for c in kept_with.laws] if kept_with else []
    unique: dict[tuple[str, str], Quote] = {}
    for q in quotes:
        unique.setdefault((q.id, q.text), q)
    return list(unique.values())


def _sum(name: str, totals: list[Total]) -> Total:
    def add(values: list[int | None]) -> int | None:
        known = [v for v in values if v is not None]
        return sum(known) if known else None

    return Total(name, sum(t.points for t in totals), add([t.games for t in totals]),
                 add([t.rubbers for t in totals]), add([t.rubber_points for t in totals]), tables=len(totals))


def _ranked(totals: Iterable[Total]) -> list[Total]:
    return sorted(totals, key=lambda t: (-(t.rubber_points or 0), -(t.games or 0), -t.points, t.name))
