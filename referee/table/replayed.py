"""The step by which a Euchre game owns its deal before its phases are parts: the fold hands each event to the
Euchre judges as they are (issue 33: "Port every game onto it, Penalty Euchre and Railroad first. Every ruling stays
what it is today").

Every Euchre game owns its deal by this step (``ReplayedOwner``: Euchre, Call-Ace, Railroad, Auction, French, Five
Hundred, Five-hand, Seven-hand, Set-back, Blind and Penalty Euchre): each is a ``DealOwner``, and
``engine.rule_record`` rules every record through ``table.fold`` (the engine has no other path). Such a game settles
each deal as transfers (``settle``: points to a side, counters seat to seat and to the pool, each with the law it is
paid by) and keeps its games in a ledger (``ledger.games.GamesLedger``: games to N, rubbers, laps and slams, a count
wiped down, scores running on, the bidder who counts first, each as ``scoring.Tally`` keeps it; the deal's maker
reaches it on the table, ``HandOver``). Its phases are one part, ``Replayed``, which takes every event of record
format 1 and pushes it to the deal's ``engine.DealReplay`` (the game's slot, ``Replaying``): the judges
(``deal_faults``, ``bidding_faults``, ``play_faults``, ``revokes``, ``penalties``, the game's own: ``bidding``,
``widow``, ``blind``, ``declarations``, ``penalty``, ``lone_hands``, ``jambone_calls``, ``jamboree``) read the
``DealState`` they have always read, and the deal's ruling is the one they give (``deal_fields``). This module is that
adapter, and the only one: no judge is copied. A regular deal of four-hand Euchre is ruled in one pass
(``regular``), as its fold would rule it; any other deal there is folded here.

What the step leaves for the port proper (docs/family-core.md, "Porting a Euchre game onto it"): the table holds
only the deal's rulings, status, next dealer and maker (``close``), not its cards and tricks; the scorer's page asks
the replay's questions (``questions``), as for every game the engine replays (``Game.replayed`` stays True: the
record loader follows the cards as before, and the store keeps such a game's deals one by one, ``store.kept``); the
turn-up's rounds, the bidding, the widow, the exchanges, the lone hands and the jambone's calls are parts the game
lists over the replay (``Game.replay_parts``, ``games.euchre_family.part``), not yet parts of the fold over the table.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ..law.codes import find_code
from ..ledger.games import GamesLedger
from ..ledger.settlement import Settlement, Transfer
from ..record import EVENT_TYPES
from .facts import HandOver, Ruled
from .owner import DealOwner

if TYPE_CHECKING:
    from ..games.base import Ranking
    from ..ledger.base import Ledger
    from ..record import Event, Record
    from ..state import DealOutcome, DealState
    from .state import Table


@dataclass(slots=True)
class Replaying:
    """The game's slot: the deal as the judges replay it (an ``engine.DealReplay``: the state they read, its ``push``
    and its ``close``, held apart so that nothing here imports the engine, which imports the games), and its outcome
    once closed."""

    state: DealState
    push: Callable[[int, Event], None]
    close: Callable[[], DealOutcome]
    outcome: DealOutcome | None = None


class Replayed:
    """The one part of a game ported by this step: every event of record format 1, pushed to the replay (an event the
    game does not have is the replay's to rule of no effect, ``DealReplay._not_of_the_game``)."""

    events: frozenset[str] = frozenset(EVENT_TYPES)

    def whose_turn(self, table: Table[Replaying]) -> str | None:
        return None  # the scorer's page asks the replay's questions (``questions.DealQuestions``), not the parts

    def legal(self, table: Table[Replaying], event: Event) -> bool:
        return True  # the replay rules on whatever is recorded

    def take(self, table: Table[Replaying], i: int, event: Event) -> None:
        table.own.push(i, event)

    def done(self, table: Table[Replaying]) -> bool:
        return False

    def leave(self, table: Table[Replaying]) -> None:
        pass


#: The part, which keeps nothing of a deal (the replay, in the slot, does).
REPLAYED: tuple[Replayed, ...] = (Replayed(),)


def citing(laws: Sequence[Any]) -> tuple[str, tuple[str, ...]]:
    """A transfer's law and its other laws (``Transfer.law``, ``also``) from citations, each as ``id#key``."""
    refs = [f"{c.id}#{c.key}" if c.key else c.id for c in laws]
    return (refs[0], tuple(refs[1:])) if refs else ("", ())


class ReplayedOwner(DealOwner[Replaying]):
    """A Euchre game, which owns its deal by this step: its deals folded, settled as transfers, kept by games."""

    replayed = True
    by_outcome = True  # an outcome is scored by the replay as at every Euchre table (Penalty Euchre says otherwise)
    settlement_ruled = False  # the laws it is paid by are its deal ruling's ``basis`` (``decides: points``)
    start_deal: ClassVar[Callable[..., Any] | None] = None
    """The engine's start of a deal (``engine.start_deal``), handed here by the engine as it loads: this module cannot
    import the engine, which imports the games' rules it replays (no module imports another in a circle)."""

    def opening_score(self, record: Any) -> dict[str, int] | None:
        return None  # a new game's score, or the count it starts at (``scoring.Tally``)

    def new_slot(self, table: Table[Replaying]) -> Replaying:
        assert self.start_deal is not None, "the engine is loaded before a deal is replayed"
        record = table.record
        replay = self.start_deal(record, find_code(record.code), table.index, table.deal, table.carry.dealer,
                            dict(table.carry.scores))
        return Replaying(replay, replay.push, replay.close)

    def parts(self, table: Table[Replaying]) -> Sequence[Replayed]:
        return REPLAYED

    def ranking_at(self, table: Table[Replaying]) -> Ranking:
        return self.ranking(table.own.state.out.trump)

    def over(self, table: Table[Replaying]) -> bool:
        return table.own.state.phase == "done"

    def close(self, table: Table[Replaying]) -> DealOutcome:
        """The deal's outcome once its events are pushed (closed once): its rulings and status put on the table."""
        slot = table.own
        if slot.outcome is None:
            slot.outcome = slot.close()
            for ruling in slot.outcome.rulings:
                table.apply(Ruled(ruling))
            table.apply(HandOver(slot.outcome.status, slot.outcome.next_dealer, slot.outcome.maker))
        return slot.outcome

    def settle(self, table: Table[Replaying]) -> Settlement:
        outcome = self.close(table)
        return self.transfers(table.own.state, outcome) if outcome.status == "scored" else ()

    def transfers(self, state: DealState, outcome: DealOutcome) -> Settlement:
        """A deal scored, as transfers: each side's points scored, by the laws that decide them (``HandScore``'s, the
        code's points of law). A game that pays otherwise (counters) says so."""
        law, also = citing([c for what, c in outcome.basis if what == "points"])
        return tuple(Transfer(n, side, None, law, "points", also) for side, n in outcome.points.items() if n)

    def ledger(self, record: Record) -> Ledger:
        return GamesLedger()

    def deal_fields(self, table: Table[Replaying]) -> dict[str, Any]:
        return self.close(table).to_dict()  # the deal's ruling as the judges give it
