"""Replay a deal from its facts, find the irregularities, rule on them.

``DealReplay.push`` applies one event to the state of the deal as the table
saw it happen, and keeps the Euchre family's protocol: the deal implied by an
event that comes only after it, the bidding begun, the play begun, claims judged
again as their proof comes, nothing heard once the hand is over but what the laws
still hear. Each event is then asked of the parts its game lists
(``Game.replay_parts``, ``games.euchre_family.part``: the game's own and the
family's, the code's own laws before the family's) until one takes it; their
judges, the modules that hold the laws (``deal_faults``, ``bidding_faults``,
``play_faults``, ``revokes``, ``penalties``, a game's own), read the state and
collect their rulings, never raised. The engine asks neither the game's name nor
its declarations which rule applies. It imports only the standard library and
the package's own pure modules.
"""
from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from .games import Game
from .games.euchre_family import bidding
from .games.euchre_family.deal import DEAL
from .games.euchre_family.part import Family
from .games.euchre_family.play import PLAY
from .games.euchre_family.turn_up import TURN_UP
from .games.euchre_family.widow import WIDOW
from .games.five_hundred import bid_outcome
from .law import bidding_faults, deal_faults, penalties, revokes
from .law.codes import Code
from .law.judging import JUDGES, Judging
from .law.rulings import Irregularity, Ruling, tricks_said
from .record import (
    BellTapped,
    CardsShown,
    Claimed,
    CutForDeal,
    Deal,
    Dealt,
    Discarded,
    Elected,
    Event,
    OutcomeAgreed,
    PenaltyCalled,
    Record,
)
from .state import DealOutcome, DealState
from .table.replayed import ReplayedOwner


#: The events that come only once the cards are dealt. A record that has one with no ``deal`` before it
#: says no more of the deal than that it was made: it is read as a ``deal`` event with nothing known (the
#: record format's ``deal``: "what is known of it"), not as a bid or a card before the deal.
#: The bids: a player who bids has taken up and looked at his cards.
BIDS = frozenset({"pass", "order_up", "take_up", "turn_down", "make", "bid"})
#: The facts that turn a full trick on the table and quit it, so that a renounce in it can no longer be corrected
#: (foster:31, callace:39) and a revoke claimed on it is judged: the next card led, and the hand abandoned (a
#: ``quit_trick`` turns it by the play's own rule). Any other fact (an election, a card corrected, shown or exposed, a
#: remark, another claim) leaves it on the table.
TURNS_THE_TRICK = frozenset({"play", "abandon"})
#: What an event a game does not have (``Game.events``) would be, as the ruling names it; else its type in words.
NOT_OF_THE_GAME = {"pass_card": "partner's best", "defend_alone": "lone hand against a lone hand",
                   "call_partner": "call of a partner (Call-Ace's)", "bell": "bell (Progressive Euchre's)",
                   "throw_up": "hand thrown up", "exchange": "exchange of hands",
                   "choose_partners": "choice of partners", "call_holder": "call of a card's holder"}
#: The play begins: the dealer discards, or a card is played.
PLAY_BEGINS = frozenset({"discard", "play"})
AFTER_THE_DEAL = frozenset({"pass", "order_up", "take_up", "turn_down", "make", "go_alone", "declare",
                            "call_partner", "discard", "play", "quit_trick", "pass_card", "defend_alone", "bid",
                            "choose_partners", "call_holder", "take_widow", "throw_up", "exchange"})

#: The Euchre family's parts, which each game lists beside its own (``Game.replay_parts``).
FAMILY = Family(deal=DEAL, turn_up=TURN_UP, auction=bidding.AUCTION, widow=WIDOW, play=PLAY)
#: A part's rule on an event (``euchre_family.part.FamilyPart``): True where it took it.
Rule = Callable[[DealState, int, Any], bool]


@functools.cache
def rules_of(game: Game, judging: Judging) -> dict[str, tuple[Rule, ...]]:
    """Each event type ``game`` has (``Game.events``), with the rules that may take it, in the order they are asked:
    its parts' (``Game.replay_parts``), in the game's order, the code's own (``judging.own_event``, where the code has
    laws of its own for the type) before the first of the family's. A bid or a widow taken at a game that lists no
    part taking it is ruled by the family's part that rules its absence (``FamilyPart.absent``: the auction, the
    widow). A type not here is not of the game (``DealReplay._not_of_the_game``). Made once for each game and code."""
    parts, family = game.replay_parts(FAMILY), FAMILY.parts
    absent = {kind: part for part in family for kind in part.absent}
    rules: dict[str, tuple[Rule, ...]] = {}
    for kind in game.events | absent.keys():
        taking = [part for part in parts if kind in part.rules]
        if not taking and kind in absent:
            taking = [absent[kind]]
        asked = [part.rules[kind] for part in taking]
        if kind in judging.own_events:
            first = next((k for k, part in enumerate(taking) if part in family), len(taking))
            asked.insert(first, judging.own_event)
        if asked:
            rules[kind] = tuple(asked)
    return rules


class DealReplay(DealState):
    """A deal replayed: each event pushed applied to its state (``DealState``) and judged by the parts its game lists
    (``rules_of``)."""

    def __init__(self, record: Record, code: Code, index: int, deal: Deal, expected_dealer: str | None) -> None:
        judging = JUDGES[code.name]
        super().__init__(record, code, judging, index, deal, expected_dealer)
        self.rules = rules_of(self.game, judging)

    # -- applying events ---------------------------------------------------------

    def push(self, i: int, event: Event) -> None:
        """Apply event ``i`` to the state and judge it."""
        if self.stopped:
            self.after_the_deal.append(i)  # play ceased at the bell: nothing after it is heard
            return
        if event.type not in self.rules:
            self._not_of_the_game(i, event)
            return
        if self.phase == "deal" and event.type in AFTER_THE_DEAL:
            self.push(i, Dealt())  # the cards were dealt: the record says no more of the deal
        if event.type in BIDS and self.open:
            penalties.bidding_begins(self)  # the players have taken up their cards (foster:12)
        if self.bidding_round is not None and event.type in PLAY_BEGINS:
            bidding.before_the_play(self, i)  # the players not heard passed
        if self.early and event.type in PLAY_BEGINS:
            bidding_faults.play_begins(self)  # an order given out of turn, and no one ordered in his turn
        if self.pending_claims and event.type in TURNS_THE_TRICK and self.trick_full:
            self.quit_trick()  # the table moves on: the trick is turned, and a renounce in it is a revoke
            self._judge_claims_again()
        if self.phase == "done" and not self._heard_after_the_hand(event):
            self.after_the_deal.append(i)
            return
        self.judge(i, event)
        if self.new_proof and self.pending_claims:  # a claim made before its proof: judged again now
            self._judge_claims_again()

    def _not_of_the_game(self, i: int, event: Event) -> None:
        """An event the game does not have (``Game.events``): a fact all the same, never refused, and not assumed to
        be what it would be in another game (a call of a partner at a euchre table, a bell at a Call-Ace table): the
        ruling says the game has no such fact, and it has no effect."""
        title, by = self.game.title, f" by {event.seat}" if event.seat else ""
        what = NOT_OF_THE_GAME.get(event.type, f"{event.type.replace('_', ' ')} event")
        self.rule(Ruling(i, Irregularity.NOT_RULED, [], f"A {event.type} event{by}: {title} has no such fact.",
                         f"{title} has no {what}: no effect."))

    def _judge_claims_again(self) -> None:
        self.new_proof = False
        pending, self.pending_claims = self.pending_claims, []
        for k, claim in pending:
            self.judge(k, claim)

    def judge(self, i: int, event: Event) -> None:
        """Apply event ``i`` and judge it: asked of the game's parts (and the code's own laws) until one takes it."""
        for rule in self.rules[event.type]:
            if rule(self, i, event):
                return

    def _heard_after_the_hand(self, event: Event) -> bool:
        """After the hand: elections and calls while a ruling is open, shown cards, and revoke claims on a hand
        played out ("before the cards are cut for the following deal", foster:text) or abandoned for a revoke."""
        if isinstance(event, (Elected, PenaltyCalled)):
            return True  # to an open ruling, or said to be of no effect
        if isinstance(event, Discarded):  # the dealer's discard due when the hand was decided without play (IV.74)
            return event.seat == self.dealer and self.turn_up_taken and not self.discards and not self.out.tricks
        if isinstance(event, Claimed):  # or a further revoke of the hand abandoned for one, or an earlier deal's
            return len(self.out.tricks) == self.game.hand and self.out.status == "scored" or bool(self.revokes_ruled) \
                or event.deal is not None
        # an outcome is set beside the facts at the close; a bell between deals stops nothing
        return isinstance(event, (CardsShown, OutcomeAgreed, BellTapped))

    def settle_by_outcome(self, i: int, ev: OutcomeAgreed) -> None:
        """The outcome the table agreed (record format 1, ``outcome``), where the deal's cards were not recorded:
        scored by the code's laws as a deal played so would be. Where the recorded facts decide the deal, or
        contradict the outcome (another maker or trump, a lone hand or none, more tricks than the tricks turned
        allow), they govern, and the ruling says so; a deal awaiting an election or a claim's decision awaits it
        first."""
        said = _outcome_words(ev)
        if self.phase == "done":
            differs = self._outcome_differs(ev)
            if differs:
                self.rule(Ruling(i, Irregularity.OUTCOME_DISAGREES, [],
                                 f"The outcome recorded ({said}) disagrees with the deal's recorded facts: {differs}.",
                                 "The recorded facts govern: the deal stands as ruled from them."))
            return
        if any(o.blocking for o in self.open) or self.claim_waits:
            return
        makers = self.game.outcome_makers(self, i, ev, said)  # None: the outcome lacks them, ruled so (callace:20)
        if makers is None:
            return
        conflict = self._outcome_conflict(ev, makers) or self.game.outcome_conflict(self, ev)
        if conflict:
            self.rule(Ruling(i, Irregularity.OUTCOME_DISAGREES, [],
                             f"The outcome recorded ({said}) cannot be the outcome of the deal as recorded: {conflict}.",
                             "The recorded facts govern: the deal is not scored until they are completed or corrected."))
            return
        self.game.score_outcome(self, i, ev, makers, said)  # by its tricks, or the game's own (Five Hundred's bid)

    def _outcome_differs(self, ev: OutcomeAgreed) -> str:
        """How an outcome differs from the deal its recorded facts decided ('' where it agrees)."""
        if self.out.status != "scored":
            return f"the deal was {OVER.get(self.out.status, self.out.status)}"
        differs = []
        if self.out.maker != ev.seat:
            differs.append(f"{self.out.maker} made the trump, not {ev.seat}")
        if ev.suit is not None and self.out.trump is not ev.suit:
            differs.append(f"the trump was {self.out.trump.plural if self.out.trump else 'not made'}")
        if (self.out.lone is not None) != self._outcome_alone(ev):
            differs.append("a lone hand was played" if self.out.lone else "no lone hand was played")
        if self.out.maker is not None and not differs:
            makers = self.makers()
            won = sum(1 for t in self.out.tricks if t.winner in makers)
            if len(self.out.tricks) < self.game.hand:
                differs.append(f"the hand was scored before it was played out, after {len(self.out.tricks)} tricks")
            elif won != ev.tricks:
                differs.append(f"the makers took {tricks_said(won)}")
        differs.extend(self.game.outcome_differs(self, ev))  # the game's own: the bid that held, the others' tricks
        return "; ".join(differs)

    def _outcome_alone(self, ev: OutcomeAgreed) -> bool:
        """Whether the outcome's maker played alone: as it says; in a game scored by the bid (Five Hundred), which has
        no lone hand, as the bid makes him: alone where he has no partner (three, each for himself)."""
        return self.game.outcome_alone(self, ev)

    def _outcome_conflict(self, ev: OutcomeAgreed, makers: set[str]) -> str:
        """How an outcome contradicts the facts recorded of a deal they leave undecided ('' where it does not)."""
        if self.out.maker is not None and self.out.maker != ev.seat:
            return f"{self.out.maker} made the trump"
        if self.out.maker is not None and ev.suit is not None and self.out.trump is not ev.suit:
            return f"the trump made was {self.out.trump.plural if self.out.trump else 'none'}"
        if self.out.maker is not None and (self.out.lone is not None) != self._outcome_alone(ev):
            return "the lone hand recorded" if self.out.lone else "no lone hand was recorded"
        turned = [t for t in self.out.tricks if t.winner is not None]
        won = sum(1 for t in turned if t.winner in makers)
        if won > ev.tricks:
            return f"the makers had already taken {tricks_said(won)}"
        if len(turned) - won > self.game.hand - ev.tricks:
            return f"the adversaries had already taken {tricks_said(len(turned) - won)}"
        return ""

    def close(self) -> DealOutcome:
        """The outcome once every event has been pushed."""
        self.closing = True
        if self.pending_claims and self.trick_full and len(self.out.tricks) == self.game.hand - 1:
            self.quit_trick()  # the record ends with the fifth trick played: the hand is over, the trick turned
        for k, claim in self.pending_claims:  # never proved, or its renounce still on the table: judged so
            self.judge(k, claim)
        self.judging.closing(self)
        if self.trick is not None and self.phase != "done":
            if len(self.trick.plays) == len(self.active) and not self.claim_waits:
                self.quit_trick()
            else:
                self.out.tricks.append(self.trick)  # the trick on the table, not yet won (or not yet turned)
        revokes.unclaimed(self)
        deal_faults.miscount_at_close(self)
        if self.agreed is not None:
            self.settle_by_outcome(*self.agreed)
        if self.after_the_deal:
            first, last = self.after_the_deal[0], self.after_the_deal[-1]
            which = f"Event {first} was" if first == last else f"{len(self.after_the_deal)} events ({first} to {last}) were"
            over = "stopped by the bell" if self.stopped else OVER.get(self.out.status, "the hand abandoned")
            self.rule(Ruling(first, Irregularity.AFTER_THE_DEAL, [],
                             f"{which} recorded after the deal was over ({over}).",
                             "The code in force gives no ruling that reaches back to a deal once it is over: they "
                             "have no effect on it."))
        if any(o.blocking for o in self.open) or self.claim_waits:
            self.out.status = "awaiting"
            self.out.next_dealer = None
        elif self.phase != "done":
            self.out.status = "incomplete"
            self.out.next_dealer = None
        self.say_which_laws_bind()
        return self.out


def _outcome_words(ev: OutcomeAgreed) -> str:
    """``E made hearts alone, 3 tricks``: an outcome as the table agreed it; in Five Hundred ``C bid 7 hearts, 7
    tricks; A 1, B 2``."""
    if ev.bid is not None or ev.others is not None:
        bid = f"bid {bid_outcome.bid_words(ev.bid)}" if ev.bid is not None else "bid"
        others = "; ".join(f"{side} {n}" for side, n in (ev.others or {}).items())
        return f"{ev.seat} {bid}, {tricks_said(ev.tricks)}" + (f"; {others}" if others else "")
    trump = ev.suit.plural if ev.suit is not None else "the trump"
    partner = f" with {ev.partner}" if ev.partner is not None and ev.partner != ev.seat else ""
    return f"{ev.seat} made {trump}{' alone' if ev.alone else partner}, {tricks_said(ev.tricks)}"


#: How a deal came to be over.
OVER = {"scored": "scored", "redeal": "void, to be dealt again", "passed": "lost to the next dealer"}


def start_deal(record: Record, code: Code, index: int, deal: Deal, expected: str | None,
               game_score: dict[str, int]) -> DealReplay:
    """Deal ``index`` of a record before its first event: its dealer judged (the cutting for deal, or the dealer the
    last deal's ruling named, ``expected``), ready to be pushed its events."""
    state = DealReplay(record, code, index, deal, expected)
    state.game_score = game_score
    # the first deal, or a new rubber's: "Partners and deal are cut for at the beginning of each new rubber"
    if index == 0 or any(isinstance(ev, CutForDeal) for ev in deal.events):
        deal_faults.judge_cutting_for_deal(state)
    else:
        deal_faults.judge_dealer(state)
    return state


ReplayedOwner.start_deal = staticmethod(start_deal)  # every Euchre game starts its deals here, through the fold


def rule_record(record: Record) -> dict[str, Any]:
    """The ruling (format 1) on a loaded record: folded by its game, which owns its deal (``Game.own_ruling``; the
    Euchre games through the adapter, ``table.replayed``, whose deals are replayed here)."""
    return record.played.own_ruling(record)
