"""Écarté's memory for one deal (the table's ``own``): the first answer, the rounds of discards, the King, the points
credited as they happen, the renounces, the hand as it stood before the first lead, and how the deal ended.

"A game consists of five points, which are made by tricks, by penalties, and by marking the King"
(foster:ecarte#game); points are credited as they happen, and "The player first reaching five points wins the game"
(foster:ecarte#five): the deal that wins it ends there (ecarte.md §6)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from ...cards import Card
from ...law.rulings import Named
from ...table.owner import ruled
from ...table.state import Snapshot, Table, Trick
from .scoring import FirstAnswer

#: Where the rounds of discards stand: none open, the pone to discard, to be given, the dealer to discard, to be
#: given, or a round over (the pone to stand or propose again).
Round = Literal["none", "pone_discard", "give_pone", "dealer_discard", "give_dealer", "over"]

GAME_WON = Named("game_won")


@dataclass(slots=True)
class EcarteSlot:
    """One deal of Écarté, as its parts write it."""

    pone: str
    game_to: int
    score_before: dict[str, int]
    """Each player's score in the game before the deal."""
    stock: list[Card] = field(default_factory=list)
    """The stock's cards as recorded, top first, less those given."""
    first: FirstAnswer | None = None
    open_proposal: bool = False
    round: Round = "none"
    rounds: int = 0
    asked: dict[str, int] = field(default_factory=dict)
    """The number each player announced he discards in the round open (the number he asks for)."""
    taken: dict[str, int] = field(default_factory=dict)
    """The number each player was given in the round open."""
    settled: bool = False
    """The proposals are over: a stand or a refusal (or the first lead)."""
    notified: bool = False
    """The elder hand said "I play" once the proposals were settled (foster:ecarte#i-play)."""
    king: tuple[str, str] | None = None
    """The King of trumps credited: the seat, and ``turned`` or ``marked``."""
    king_lost: set[str] = field(default_factory=set)
    """The players who have lost the right to mark the King."""
    false_king: tuple[int, str] | None = None
    """A King announced by a player who does not hold it, not yet amended: the event and the seat."""
    credits: list[tuple[str, int, str]] = field(default_factory=list)
    """The points credited in the deal, in order: the seat, the points, the law."""
    renounces: list[tuple[int, str, str]] = field(default_factory=list)
    """Each renounce the facts show, not corrected: its event, the seat, how (``ranking.Renounce``)."""
    renouncers: set[str] = field(default_factory=set)
    """The players whose renounce was claimed: the hand is played over, with the penalty for the renounce."""
    replay_due: bool = False
    before_play: Snapshot | None = None
    first_play: list[Trick] = field(default_factory=list)
    """The tricks taken back when the hand was played over."""
    ended: bool = False
    """The deal ended before its tricks were played (a fault that gives the point, the game won): its later events
    are of no effect."""
    status: str | None = None
    """``redeal`` or ``passed`` where a fault voids the deal; None: scored or incomplete, as its tricks say."""
    next_dealer: str | None = None
    """The next dealer a fault names (a misdeal: the pone)."""
    game_winner: str | None = None
    dealt: dict[str, int] = field(default_factory=dict)
    """The cards each player was dealt, where the record says."""
    advised: set[str] = field(default_factory=set)
    """The players whose wrong number of cards is known (a ``wrong_count`` fault, or a remark of it)."""
    remedy: str | None = None
    """The player whose wrong number from the deal is being remedied (a discard, a supply or a draw follows)."""
    pattern: str | None = None
    """The dealer's manner of dealing this deal (``2-3`` or ``3-2``), where recorded."""
    pattern_told: bool = False
    """The dealer advised his adversary, presenting the cards to be cut, that he changes his manner of dealing."""
    conceded: dict[str, int] | None = None
    """The tricks of a hand thrown down, claimed or conceded with no penalty: each player's, as it is scored."""
    cuts: list[tuple[str, Card]] = field(default_factory=list)
    """The cards cut for the first deal, since the last tie."""
    forced: bool = False
    """Another trump turned in dealing for the discard: the pone's next proposal cannot be refused."""

    def uncredit(self, seat: str, law: str) -> None:
        """Take down a point credited to ``seat`` by ``law`` (a King no longer scored)."""
        self.credits = [c for c in self.credits if (c[0], c[2]) != (seat, law)]

    def adversary(self, table: Table[Any], seat: str) -> str:
        return self.pone if seat == table.dealer else table.dealer

    def score(self, seat: str) -> int:
        return self.score_before.get(seat, 0) + sum(n for s, n, _ in self.credits if s == seat)


def credit(table: Table[EcarteSlot], seat: str, points: int, law: str) -> None:
    """Credit ``points`` to ``seat`` now, by ``law``; where it brings him to the game, the game is won and the deal
    ends there (foster:ecarte#five)."""
    own = table.own
    if own.ended or points <= 0:
        return
    own.credits.append((seat, points, law))
    if own.score(seat) >= own.game_to:
        own.game_winner = seat
        own.ended = True
        laws = ["foster:ecarte#five", "foster:ecarte#game-counters"]
        if law == "foster:ecarte#king-turned" and own.score(seat) - points == own.game_to - 1:
            laws.append("foster:ecarte#king-wins")
        ruled(table, None, GAME_WON, laws, f"{seat} reaches {own.score(seat)} points, the game being {own.game_to}.",
              f"{seat} wins the game; the deal ends here, and whatever else it would have given counts for nothing.")


def end_with_point(table: Table[EcarteSlot], i: int, offender: str, two: bool, what: Named, laws: list[str],
                   finding: str) -> None:
    """A fault that costs ``offender`` "the point" (``two``: "two points"): his adversary scores it, and the deal ends
    (ecarte.md §8, "the point": one, or two where the offender was at risk)."""
    own = table.own
    at_risk = own.pone if own.first == "stood" else table.dealer if own.first == "refused" else None
    points = 2 if two or offender == at_risk else 1
    other = own.adversary(table, offender)
    ruled(table, i, what, laws, finding, f"{other} scores {points}; the deal ends, its tricks counting nothing.")
    credit(table, other, points, laws[0])
    own.ended = True


def unadvised(table: Table[EcarteSlot], i: int, seat: str) -> bool:
    """Whether ``seat``, dealt a wrong number of cards, plays or discards to exchange without having advised his
    adversary of it: "he loses two points, and the right of marking the King, even if turned up"
    (foster:ecarte#unadvised); the deal ends."""
    own = table.own
    dealt = own.dealt.get(seat)
    if dealt is None or dealt == 5 or seat in own.advised or own.ended:
        return False
    own.advised.add(seat)
    own.king_lost.add(seat)
    if own.king is not None and own.king[0] == seat:
        own.uncredit(seat, "foster:ecarte#king-turned")
        own.uncredit(seat, "foster:ecarte#king-point")
        own.king = None
    end_with_point(table, i, seat, True, Named("unadvised"), ["foster:ecarte#unadvised"],
                   f"{seat}, dealt {dealt} cards, plays or discards without advising his adversary of it.")
    return True
