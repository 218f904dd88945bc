"""Replay a deal from its facts, find the irregularities, rule on them.

``DealReplay.push`` applies one event to the state of the deal as the table
saw it happen; judging whether the event broke a law is a separate step,
done by the modules that hold the laws (``deal_faults``, ``bidding_faults``,
``play_faults``, ``revokes``, ``penalties``), whose rulings are collected,
never raised. The engine imports only the standard library and the
package's own pure modules.
"""
from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from .games import Game, find_game
from .games.blind_euchre import blind
from .games.euchre_family import bidding, widow
from .games.five_hundred import bid_outcome, no_trumps
from .games.penalty_euchre import penalty
from .games.railroad import jambone_calls, jamboree, lone_hands
from .games.set_back import declarations
from .law import bidding_faults, deal_faults, penalties, play_faults, revokes
from .law.codes import Code
from .law.judging import JUDGES
from .law.laws import cite
from .law.rulings import Irregularity, Ruling, tricks_said
from .record import (
    Abandoned,
    BellTapped,
    BidMade,
    CardExposed,
    CardPassed,
    CardPlayed,
    CardsShown,
    CardTakenBack,
    Claimed,
    Cut,
    CutForDeal,
    Deal,
    DealFaulted,
    Dealt,
    Declared,
    DefendedAlone,
    Discarded,
    Elected,
    Event,
    HolderCalled,
    LookedBack,
    OrderedUp,
    OutcomeAgreed,
    PartnerCalled,
    PartnersChosen,
    Passed,
    PenaltyCalled,
    PlayCorrected,
    Record,
    Remarked,
    Shuffled,
    TakenUp,
    ThrownUp,
    TrickQuitted,
    TrumpMade,
    TurnedDown,
    WentAlone,
    WidowTaken,
)
from .state import DealOutcome, DealState, Trick
from .table.replayed import ReplayedOwner


#: The events that come only once the cards are dealt. A record that has one with no ``deal`` before it
#: says no more of the deal than that it was made: it is read as a ``deal`` event with nothing known (the
#: record format's ``deal``: "what is known of it"), not as a bid or a card before the deal.
#: The bids: a player who bids has taken up and looked at his cards.
BIDS = frozenset({"pass", "order_up", "take_up", "turn_down", "make", "bid"})
#: The facts that turn a full trick on the table and quit it, so that a renounce in it can no longer be corrected
#: (foster:31, callace:39) and a revoke claimed on it is judged: the next card led, and the hand abandoned (a
#: ``quit_trick`` turns it by its own handler). Any other fact (an election, a card corrected, shown or exposed, a
#: remark, another claim) leaves it on the table.
TURNS_THE_TRICK = frozenset({"play", "abandon"})
#: What an event a game does not have (``Game.events``) would be, as the ruling names it; else its type in words.
NOT_OF_THE_GAME = {"pass_card": "partner's best", "defend_alone": "lone hand against a lone hand",
                   "call_partner": "call of a partner (Call-Ace's)", "bell": "bell (Progressive Euchre's)",
                   "throw_up": "hand thrown up", "exchange": "exchange of hands",
                   "choose_partners": "choice of partners", "call_holder": "call of a card's holder"}
#: Events whose own judge rules their absence from a game, in its words and under its irregularity: a bid where the
#: trump is turned up (``bidding.bid``), a widow taken where none is dealt (``widow.taken``).
JUDGED_WHERE_ABSENT = frozenset({"bid", "take_widow"})
#: The play begins: the dealer discards, or a card is played.
PLAY_BEGINS = frozenset({"discard", "play"})
AFTER_THE_DEAL = frozenset({"pass", "order_up", "take_up", "turn_down", "make", "go_alone", "declare",
                            "call_partner", "discard", "play", "quit_trick", "pass_card", "defend_alone", "bid",
                            "choose_partners", "call_holder", "take_widow", "throw_up", "exchange"})

#: The games' own rules on an event, before the code's, each with the declaration of the law it rests on: a game that
#: declares it (Blind Euchre's widow, ``Game.widow_makes``; Penalty Euchre's exchanges, ``Game.exchange``) has its
#: events asked of the rule first, True if it has ruled.
GAMES_OWN: tuple[tuple[str, Callable[[DealState, int, Event], bool]], ...] = (
    ("widow_makes", blind.own_event), ("exchange", penalty.own_event))


@functools.cache
def own_rules(game: Game) -> tuple[Callable[[DealState, int, Event], bool], ...]:
    """Of ``GAMES_OWN``, the rules of the laws ``game`` declares (made once for each game)."""
    return tuple(rule for law, rule in GAMES_OWN if getattr(game, law) is not None)


class DealReplay(DealState):
    """A deal replayed: each event pushed applied to its state (``DealState``) and judged."""

    def __init__(self, record: Record, code: Code, index: int, deal: Deal, expected_dealer: str | None) -> None:
        super().__init__(record, code, JUDGES[code.name], index, deal, expected_dealer)
        self.own_rules = own_rules(self.game)

    # -- applying events ---------------------------------------------------------

    def push(self, i: int, event: Event) -> None:
        """Apply event ``i`` to the state and judge it."""
        if self.stopped:
            self.after_the_deal.append(i)  # play ceased at the bell: nothing after it is heard
            return
        if event.type not in self.game.events and event.type not in JUDGED_WHERE_ABSENT:
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
        """Apply event ``i`` and judge it, under the game's or the code's own laws if it has some for the event."""
        for rules in self.own_rules:
            if rules(self, i, event):
                return
        if not self.judging.own_event(self, i, event):
            getattr(self, "_on_" + event.type)(i, event)

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

    def _on_cut_for_deal(self, i: int, ev: CutForDeal) -> None:
        pass  # judged once all the cuts are known (deal_faults.judge_cutting_for_deal)

    def _on_shuffle(self, i: int, ev: Shuffled) -> None:
        deal_faults.shuffled(self, i, ev)

    def _on_cut(self, i: int, ev: Cut) -> None:
        deal_faults.cut(self, i, ev)

    def _on_deal(self, i: int, ev: Dealt) -> None:
        self.dealt = {s: tuple(cards) for s, cards in (ev.hands or {}).items()}
        self.hands = {s: list(cards) for s, cards in self.dealt.items()}
        self.turn_up = ev.turn_up
        self.widow = list(ev.widow or ())
        self.phase = "first_round"
        bidding.dealt(self)  # where the trump is bid for, not turned up
        deal_faults.dealt(self, i, ev)
        if ev.turn_up is not None and ev.turn_up.is_joker:
            deal_faults.joker_turned(self, i)

    def _on_deal_fault(self, i: int, ev: DealFaulted) -> None:
        deal_faults.rule_deal_fault(self, i, ev)

    # -- making the trump ------------------------------------------------------

    def _on_pass(self, i: int, ev: Passed) -> None:
        if self.bidding_round is not None:
            bidding.passed(self, i, ev)
        else:
            bidding_faults.passed(self, i, ev)

    def _on_bid(self, i: int, ev: BidMade) -> None:
        bidding.bid(self, i, ev)

    def _on_choose_partners(self, i: int, ev: PartnersChosen) -> None:
        bidding.partners_chosen(self, i, ev)

    def _on_call_holder(self, i: int, ev: HolderCalled) -> None:
        bidding.partners_chosen(self, i, ev)

    def _on_order_up(self, i: int, ev: OrderedUp) -> None:
        bidding_faults.ordered_up(self, i, ev.seat or "", ev.alone, taken_up=False)

    def _on_take_up(self, i: int, ev: TakenUp) -> None:
        bidding_faults.ordered_up(self, i, ev.seat or "", ev.alone, taken_up=True)

    def _on_turn_down(self, i: int, ev: TurnedDown) -> None:
        bidding_faults.turned_down(self, i, ev)

    def _on_make(self, i: int, ev: TrumpMade) -> None:
        if self.bidding_round is not None:
            bidding.made(self, i, ev)
        else:
            bidding_faults.made(self, i, ev)

    def _on_go_alone(self, i: int, ev: WentAlone) -> None:
        if not lone_hands.partner_alone_instead(self, i, ev.seat or ""):
            self.judging.went_alone(self, i, ev)

    def _on_declare(self, i: int, ev: Declared) -> None:
        if ev.what == "jamboree" and self.own_jamboree is not None:
            jamboree.declared(self, i, ev, self.own_jamboree)
        elif ev.what == "jambone" and self.own_jambone is not None:
            lone_hands.jambone(self, i, ev, self.own_jambone)
        elif ev.what == "all" and self.game.declare_all is not None:
            declarations.declared_all(self, i, ev.seat or "")
        else:
            self.judging.declared(self, i, ev)

    def _on_pass_card(self, i: int, ev: CardPassed) -> None:
        lone_hands.pass_card(self, i, ev)

    def _on_defend_alone(self, i: int, ev: DefendedAlone) -> None:
        lone_hands.defend_alone(self, i, ev)

    def _on_call_partner(self, i: int, ev: PartnerCalled) -> None:
        self.called_suit = ev.suit

    def _on_take_widow(self, i: int, ev: WidowTaken) -> None:
        if self.bidding_round is not None:
            bidding.before_the_play(self, i)  # the widow taken: the players not heard passed
        if not widow.to_another(self, i, ev) and not bidding.widow_barred(self, i, ev.seat or ""):
            widow.taken(self, i, ev)

    def _on_discard(self, i: int, ev: Discarded) -> None:
        if ev.seat is not None and ev.seat == self.widow_taker:
            widow.discarded(self, i, ev)
        elif ev.cards is not None and len(ev.cards) > 1:
            self.rule(Ruling(i, Irregularity.DISCARD, [], f"{ev.seat} discarded {len(ev.cards)} cards at once, but "
                             "he took no widow.", "The laws give a discard of several cards only to the taker of the "
                             "widow: no effect."))
        else:  # one card, as ``card`` or as a list of one
            one = ev if ev.cards is None else replace(ev, card=next(iter(ev.discarded), None), cards=None)
            bidding_faults.discarded(self, i, one)

    # -- the play ----------------------------------------------------------------

    def _on_play(self, i: int, ev: CardPlayed) -> None:
        seat, card = ev.seat or "", ev.card
        if self.phase != "play":
            play_faults.played_before_trump(self, i, seat, card)
            return
        if self.trick is not None and len(self.trick.plays) >= len(self.active):
            self.quit_trick()
        hand = list(self.hands[seat]) if seat in self.hands else None
        led = self.led_suit()
        if self.asked_best and lone_hands.before_the_first_lead(self):
            lone_hands.best_refused(self, i)
        if seat == self.jambone and self.own_jambone is not None:
            jambone_calls.played(self, i, seat, card)
        if not self.judging.judge_play(self, i, seat, card):
            return  # not a play to the trick (an exposure): ruled, and the card is left face up
        if self.trick is None:
            self.trick = Trick(seat)
            self.trick.names = no_trumps.named(self, i, seat, card, ev.names)  # the joker led without trumps
        elif ev.names is not None:
            no_trumps.named(self, i, seat, card, ev.names)  # named to no joker led: of no effect
        revokes.judge_renounce(self, i, seat, card, hand)
        penalties.check_play(self, i, seat, card, led, hand)
        self.take_from_hand(seat, card)
        self.trick.plays.append((seat, card))
        self.played[seat].append(card)
        revokes.note_evidence(self, seat, card, f"played in trick {len(self.out.tricks) + 1}")
        if len(self.trick.plays) == len(self.active):
            play_faults.trick_complete(self)

    def _on_quit_trick(self, i: int, ev: TrickQuitted) -> None:
        if self.trick is not None and len(self.trick.plays) >= len(self.active):
            self.quit_trick()

    def _on_take_back(self, i: int, ev: CardTakenBack) -> None:
        play_faults.taken_back(self, i, ev)

    def _on_correct(self, i: int, ev: PlayCorrected) -> None:
        revokes.correct(self, i, ev)

    def _on_expose(self, i: int, ev: CardExposed) -> None:
        play_faults.exposed(self, i, ev)

    def _on_show(self, i: int, ev: CardsShown) -> None:
        revokes.show(self, i, ev)

    def _on_remark(self, i: int, ev: Remarked) -> None:
        bidding_faults.remarked(self, i, ev) if ev.about in ("bridge", "trump_card") else play_faults.remarked(self, i, ev)

    def _on_look_back(self, i: int, ev: LookedBack) -> None:
        play_faults.looked_back(self, i, ev)

    def _on_claim(self, i: int, ev: Claimed) -> None:
        revokes.claim(self, i, ev)

    def _on_elect(self, i: int, ev: Elected) -> None:
        penalties.elect(self, i, ev)

    def _on_call(self, i: int, ev: PenaltyCalled) -> None:
        if self.jambone is not None and ev.target == self.jambone and self.own_jambone is not None:
            jambone_calls.called(self, i, ev)
        else:
            penalties.call(self, i, ev)

    def _on_abandon(self, i: int, ev: Abandoned) -> None:
        play_faults.abandoned(self, i, ev)

    def _on_throw_up(self, i: int, ev: ThrownUp) -> None:
        assert self.game.hand_thrown_up is not None  # a game that has the event (``Game.events``) declares its law
        declarations.thrown_up(self, i, ev.seat or "")  # Set-back (Keller): he takes no part in the play

    def _on_outcome(self, i: int, ev: OutcomeAgreed) -> None:
        self.agreed = (i, ev)  # a correction is a new outcome: the last recorded stands; weighed at the close

    def _on_bell(self, i: int, ev: BellTapped) -> None:
        """foster:progressive#bell: "Upon the tap of the bell all play immediately ceases, even if in the middle of
        a deal." The deal it stops counts nothing (a deal already over when it taps stands: the table was between
        deals, as it was when its outcome was agreed), and whatever is recorded after it is not heard."""
        if self.phase == "done" or self.agreed is not None:
            return
        self.stopped, self.phase = True, "done"
        self.open, self.pending_claims, self.claim_waits = [], [], False
        if self.trick is not None:
            self.out.tricks.append(self.trick)  # the trick on the table when the bell tapped, won by no one
            self.trick = None
        self.out.points = {s: 0 for s in self.out.points}
        self.out.basis = []
        self.out.status, self.out.next_dealer = "incomplete", None
        self.rule(Ruling(i, Irregularity.BELL, [cite("foster:progressive#bell")],
                         "The head table's bell tapped in the middle of the deal: all play ceased.",
                         "The deal stopped by the bell counts nothing."))

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
    return find_game(record.game).own_ruling(record)
