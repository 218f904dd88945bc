"""The score across deals: games to ``game_to``, laps and slams (the 1862
code's options), rubbers (Foster's law 3), and Call-Ace's running scores."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .law.codes import find_code
from .law.laws import Citation, cite
from .record import Record


@dataclass(slots=True)
class Game:
    """One game: its running score, its winner once won, and whether a slam."""

    score: dict[str, int]
    winner: str | None = None
    joint: list[str] = field(default_factory=list)  # every winner where the game is won jointly (by seat)
    slam: bool = False
    laws: list[str] = field(default_factory=list)  # the laws by which it was counted, where an addition applied
    rules: list[str] = field(default_factory=list)  # the same, each rule as cited (``foster:railroad#laps``)

    def cite(self, rule: str) -> None:
        """A rule by which the game was counted (``laws``: each id once, as a ruling's ``laws``)."""
        if rule not in self.rules:
            self.rules.append(rule)
        law = cite(rule).id
        if law not in self.laws:
            self.laws.append(law)

    @property
    def winners(self) -> list[str]:
        """Who won it: every winner where it was won jointly, its winner, or no one yet."""
        return list(self.joint) or ([self.winner] if self.winner is not None else [])

    def to_dict(self) -> dict[str, Any]:
        winner: str | list[str] | None = list(self.joint) if len(self.joint) > 1 else self.winner
        out: dict[str, Any] = {"winner": winner, "score": dict(self.score), "slam": self.slam}
        if self.laws:
            out["laws"] = list(self.laws)
        return out


LAP = "1862:IV.62"  # the lap: points over five counted upon the ensuing game
SLAM = "1862:IV.63"  # the slam: a love game reckoned as two games


def game_value(loser_points: int) -> int:
    """foster:3: a triple if the losers have not scored, a double if they have
    fewer than three, a single if they have three or four."""
    if loser_points <= 0:
        return 3
    return 2 if loser_points < 3 else 1


def reckoned(slam: bool) -> int:
    """How many games a game won counts: a slam "must be reckoned as two games" (1862:IV.63), any other one."""
    return 2 if slam else 1


@dataclass
class Tally:
    """The table's score, fed one deal's points at a time."""

    record: Record
    games: list[Game] = field(default_factory=list)

    def __post_init__(self) -> None:
        # the lap and the slam are the 1862 code's additions, and Railroad's own (foster:railroad#laps, #slams): the
        # options enable them only under that code or in that game
        code = find_code(self.record.code)
        additions = code.additions
        game = self.record.played
        self.runs_on = game.runs_on
        """Whether the game has no games won, its scores simply running on (call-ace)."""
        self.sides = self.record.sides
        self.lap_law = game.lap_law(LAP if additions else None)
        self.slam_law = game.slam_law(SLAM if additions else None)
        self.first_count = game.bidder_counts_first
        self.both_win: Citation | None = game.both_win(code, len(self.sides))  # foster:text#both-win
        down = game.count_down.get(self.record.code)
        self.counts_down = down is not None
        agreed = getattr(self.record.options, game.count_option, None)  # options.start; Penalty's options.counters
        self.count_from = (agreed or down.start) if down is not None else 0
        start = game.opening_score(self.record) or self.fresh()
        start.update(self.record.start_score or {})
        self.games.append(Game(score=start))

    def fresh(self) -> dict[str, int]:
        """A new game's score: nothing each, or where the game counts down each seat's count at the start."""
        return {side: self.count_from for side in self.sides}

    def current(self) -> dict[str, int]:
        """The score of the game in progress (a new game's zeros once the last is won)."""
        game = self.games[-1]
        return self.fresh() if game.winner is not None else dict(game.score)

    def add(self, points: dict[str, int], maker: str | None = None) -> None:
        """A deal's points; ``maker``: its bidder, who counts first where the game says so (``first_count``)."""
        game = self.games[-1]
        if game.winner is not None:
            game = Game(score=self.fresh())
            self.games.append(game)
        for side, pts in points.items():
            game.score[side] = game.score.get(side, 0) + pts
        if self.counts_down:
            self._wiped_out(game)
        elif not self.runs_on:
            self._settle_games(self.record.side_of(maker) if maker is not None and self.first_count else None)

    def _wiped_out(self, game: Game) -> None:
        """A count wiped down (Set-back): no count lower than nothing; the game won by the first count wiped out
        (foster:set-back#reversal, keller:set-back#object), jointly by every count wiped out in the same deal (a
        reading: docs/reading.md, Set-back)."""
        for side, count in game.score.items():
            game.score[side] = max(count, 0)
        game.joint = [side for side in self.record.sides if game.score[side] == 0]
        game.winner = game.joint[0] if game.joint else None

    def _settle_games(self, first: str | None = None) -> None:
        """The game won once a side reaches ``game_to``; ``first``: the side that counts first (the bidder's, in Five
        Hundred: "as the bidder has the first count he may go out first, even if an adversary has won tricks enough
        to reach 500 also", foster:500#game), which wins where it and another reach the game in the same deal."""
        opts = self.record.options
        lap, slam = self.lap_law if opts.lap else None, self.slam_law if opts.slam else None
        goal = opts.game_to
        game = self.games[-1]
        leader = max(game.score, key=lambda s: game.score[s])
        if first is not None and self.first_count is not None and game.score.get(first, 0) >= goal:
            if any(v >= goal for s, v in game.score.items() if s != first):
                game.cite(cite(self.first_count).id)  # out first, though an adversary reached the game too
            leader = first
        if self.both_win is not None:
            reached = [side for side in self.record.sides if game.score[side] >= goal]
            if len(reached) > 1:  # they both win a game
                game.winner, game.joint = reached[0], reached
                game.cite(f"{self.both_win.id}#{self.both_win.key}")
                return
        while game.score[leader] >= goal:
            game.winner = leader
            others_blank = all(v <= 0 for s, v in game.score.items() if s != leader)
            game.slam = slam is not None and others_blank
            if slam is not None and game.slam:
                game.cite(slam)
            if not lap:
                return
            over = game.score[leader] - goal
            game.score[leader] = goal
            if over <= 0:
                return
            game.cite(lap)
            game = Game(score={side: 0 for side in self.record.sides})
            game.score[leader] = over
            self.games.append(game)

    def games_won(self) -> dict[str, int]:
        won = {side: 0 for side in self.record.sides}
        for g in self.games:
            for winner in g.winners:
                won[winner] += reckoned(g.slam)
        return won

    def rubbers(self) -> list[dict[str, Any]]:
        """foster:3: the best of three games; the winners add two for the rubber
        and deduct the value of the losers' games.

        A slam (1862:IV.63: "that game is deemed to be a double-game, and must be reckoned as two games") is two
        games won toward the rubber, so that one slam and one game, or a slam first, finish it; and each of its two
        games has law 3's value of a game won when "their adversaries have not scored", a triple. The 1862 code is
        silent on rubbers and law 3 on slams: this is the reading closest to both texts. A slam is one game at the
        table: it is never split between two rubbers, and won after a game of the same side it is counted whole
        (the rubber then holds three games won)."""
        out: list[dict[str, Any]] = []
        current: list[int] = []
        won = {side: 0 for side in self.record.sides}
        for index, g in enumerate(self.games):
            if g.winner is None:
                break
            current.append(index)
            for winner in g.winners:  # a game won jointly counts to each of its winners
                won[winner] += reckoned(g.slam)
            rubber = next((w for w in g.winners if won[w] >= 2), None)  # only a winner of this game can reach two
            if rubber is not None:
                value = 2
                for k in current:
                    gk = self.games[k]
                    loser = min(gk.score, key=lambda s: gk.score[s])
                    v = game_value(gk.score[loser]) * reckoned(gk.slam)
                    value += v if rubber in gk.winners else -v
                out.append({"winner": rubber, "games": list(current), "points": value})
                current, won = [], {side: 0 for side in self.record.sides}
        return out

    def to_dict(self) -> dict[str, Any]:
        # spec §2: "the score of the game in progress at the record's end. Once a game is won, that is the next game's"
        out: dict[str, Any] = {"score": self.current(), "games": [g.to_dict() for g in self.games]}
        if not self.runs_on:
            out["games_won"] = self.games_won()
            if self.record.options.rubbers is not False and self.record.played.rubbers:
                out["rubbers"] = self.rubbers()
        return out
