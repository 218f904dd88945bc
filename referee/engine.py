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
from dataclasses import dataclass, field
from typing import Any

from . import bidding_faults, callace, deal_faults, penalties, play_faults, revokes
from .cards import Card, Suit, trick_winner
from .codes import Code, find_code
from .laws import Citation, cite
from .penalties import Demand, Open
from .record import (
    Abandoned,
    BellTapped,
    CardExposed,
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
    Discarded,
    Elected,
    Event,
    LookedBack,
    OrderedUp,
    OutcomeAgreed,
    PartnerCalled,
    Passed,
    PenaltyCalled,
    PlayCorrected,
    Record,
    Remarked,
    Shuffled,
    TakenUp,
    TrickQuitted,
    TrumpMade,
    TurnedDown,
    WentAlone,
)
from .revokes import Revoke
from .rulings import Irregularity, Ruling
from .scoring import Tally


@dataclass(slots=True)
class Trick:
    """A trick: who led, the cards in the order played, and who won it."""

    leader: str
    plays: list[tuple[str, Card]] = field(default_factory=list)
    winner: str | None = None

    def to_dict(self) -> dict[str, object]:
        return {"leader": self.leader, "plays": [[s, c.code] for s, c in self.plays], "winner": self.winner}


@functools.cache
def _quoted(citation: Citation) -> dict[str, str]:
    """The law cited, as a deal's ``basis`` quotes it (its id, title and text), looked up once for each
    citation; never handed out itself, only copied."""
    law = citation.law
    return {"id": citation.id, "title": law.title, "text": law.text}


@dataclass(slots=True)
class DealOutcome:
    """What the ruling says of one deal (ruling format 1, ``deals[]``)."""

    index: int
    dealer: str
    status: str = "incomplete"
    trump: Suit | None = None
    maker: str | None = None
    lone: str | None = None
    tricks: list[Trick] = field(default_factory=list)
    points: dict[str, int] = field(default_factory=dict)
    rulings: list[Ruling] = field(default_factory=list)
    next_dealer: str | None = None
    basis: list[tuple[str, Citation]] = field(default_factory=list)  # (the field it decides, the law)
    extra: dict[str, object] = field(default_factory=dict)  # a code's own optional fields (call-ace: the partner)

    def decided_by(self, what: str, *laws: Citation) -> None:
        """Cite the laws that decide ``what`` (``points``, ``status``, ``trump``, ``next_dealer``), each once."""
        self.basis.extend(b for b in ((what, law) for law in laws) if b not in self.basis)

    def to_dict(self) -> dict[str, object]:
        return {
            "index": self.index,
            "dealer": self.dealer,
            "status": self.status,
            "trump": self.trump.value if self.trump else None,
            "maker": self.maker,
            "alone": self.lone is not None,
            "lone": self.lone,
            "tricks": [t.to_dict() for t in self.tricks],
            "points": dict(self.points),
            "rulings": [r.to_dict() for r in self.rulings],
            "next_dealer": self.next_dealer,
            "basis": [{**_quoted(c), "decides": what} for what, c in self.basis],
            **self.extra,
        }


#: The events that come only once the cards are dealt. A record that has one with no ``deal`` before it
#: says no more of the deal than that it was made: it is read as a ``deal`` event with nothing known (the
#: record format's ``deal``: "what is known of it"), not as a bid or a card before the deal.
#: The bids: a player who bids has taken up and looked at his cards.
BIDS = frozenset({"pass", "order_up", "take_up", "turn_down", "make"})
#: The facts that turn a full trick on the table and quit it, so that a renounce in it can no longer be corrected
#: (foster:31, callace:39) and a revoke claimed on it is judged: the next card led, and the hand abandoned (a
#: ``quit_trick`` turns it by its own handler). Any other fact (an election, a card corrected, shown or exposed, a
#: remark, another claim) leaves it on the table.
TURNS_THE_TRICK = frozenset({"play", "abandon"})
#: The play begins: the dealer discards, or a card is played.
PLAY_BEGINS = frozenset({"discard", "play"})
AFTER_THE_DEAL = frozenset({"pass", "order_up", "take_up", "turn_down", "make", "go_alone", "declare",
                            "call_partner", "discard", "play", "quit_trick"})


@functools.cache
def _rotations(seats: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    """Each seat's round of the table, starting from it, for ``DealReplay.rotation``."""
    n = len(seats)
    return {s: tuple(seats[(i + k) % n] for k in range(n)) for i, s in reversed(list(enumerate(seats)))}


class DealReplay:
    """The state of one deal as its events are pushed, and the rulings found."""

    def __init__(self, record: Record, code: Code, index: int, deal: Deal, expected_dealer: str | None) -> None:
        self.record, self.code, self.options = record, code, record.options
        self.seats = record.seats
        self.n = len(self.seats)
        self.dealer = deal.dealer
        self.deal = deal
        self.expected_dealer = expected_dealer
        self.cut_dealer: str | None = None  # who cut the lowest for the deal, where the deal records the cut
        self.interrupted = False  # the dealer interrupted by an adversary: he does not lose his deal (foster:14)
        self.out = DealOutcome(index=index, dealer=deal.dealer, points={s: 0 for s in record.sides})
        self.phase = "deal"  # deal, first_round, second_round, play, done
        self.dealer_shuffled = False
        self.cut_state: str | None = None  # proper, improper, exposed (a card exposed in cutting)
        self.miscount: dict[str, int] = {}  # seats dealt other than five cards, not yet ruled on
        self.hands: dict[str, list[Card]] = {}
        self.dealt: dict[str, tuple[Card, ...]] = {}
        self.turn_up: Card | None = None
        self.bid_turn = 0
        self.bidding: list[tuple[str, str]] = []  # (seat, what) in the current round
        self.barred: dict[str, tuple[str, str]] = {}  # side -> why it may not order up, and by which law
        self.barred_suits: dict[str, set[Suit]] = {}  # side -> suits it may not make (law 21)
        self.lost_make: set[str] = set()  # seats that lost the right to name a suit (law 21)
        self.dealer_turned_down = False  # the first round ended with the dealer's turning the trump card down
        self.early: dict[str, bidding_faults.Early] = {}  # decisions given out of turn, awaiting it (callace:51)
        self.stood: dict[str, bidding_faults.Early] = {}  # and those that stood when the turn came
        self.dealer_discards = False
        self.turn_up_taken = False  # the trump card ordered up, assisted or taken up (the dealer's discard is due)
        self.discards: list[Card | None] = []
        self.discard_unknown = False  # the dealer discarded, but the record does not say which card
        self.called_suit: Suit | None = None
        self.sitting_out: str | None = None
        self.spent: set[str] = set()  # seats dealt short that have played every card they held (foster:23)
        self._active: tuple[tuple[str | None, int], list[str]] = ((None, 0), [])
        self.trick: Trick | None = None
        self.leader: str | None = None
        self.led_before_discard: tuple[str, Card] | None = None
        self.false_lead: Open | None = None  # the open call of a suit after a lead in the partner's turn (foster:27)
        self.false_lead_ruling: Ruling | None = None  # the ruling on a lead out of turn, until the trick is complete
        self.exposed_by_ruling: dict[int, list[Card]] = {}
        self.played: dict[str, list[Card]] = {s: [] for s in self.seats}
        self.exposed: dict[str, list[Card]] = {s: [] for s in self.seats}
        self.revokes: list[Revoke] = []
        self.after_the_deal: list[int] = []  # the events that came once the deal was over, unheard
        self.revokes_ruled: list[Revoke] = []  # claimed and proved, each abandoning the hand (foster:30)
        #: Revoke claims the record does not prove yet: judged again when proof may have come (``new_proof``:
        #: a card shown or played after the claim, or the trick of the renounce turned and quitted), and at the
        #: close (``closing``) as not proved if none came, or as waiting (``claim_waits``) while the renounce's
        #: trick is still on the table and may be corrected (foster:31, callace:39).
        self.pending_claims: list[tuple[int, Claimed]] = []
        self.new_proof = False
        self.closing = False
        self.claim_waits = False
        self.open: list[Open] = []
        self.demands: list[Demand] = []
        self.no_score: set[str] = set()
        self.jambone: str | None = None  # the seat playing jambone (1862:IV.64)
        self.game_score: dict[str, int] = {}  # the score of the game in progress when the deal began
        self.agreed: tuple[int, OutcomeAgreed] | None = None  # the outcome the table agreed (the last recorded)
        self.stopped = False  # the bell tapped in the middle of the deal: play ceased (foster:progressive#bell)

    # -- seats ---------------------------------------------------------------

    def left_of(self, seat: str) -> str:
        return self.seats[(self.seats.index(seat) + 1) % self.n]

    def right_of(self, seat: str) -> str:
        return self.seats[(self.seats.index(seat) - 1) % self.n]

    def rotation(self, first: str) -> list[str]:
        order = _rotations(self.seats).get(first)
        if order is None:
            i = self.seats.index(first)  # ValueError, as ever, for a seat not at the table
            return [self.seats[(i + k) % self.n] for k in range(self.n)]
        return list(order)

    def partner_of(self, seat: str) -> str | None:
        if self.record.game != "euchre":
            return None
        return self.seats[(self.seats.index(seat) + 2) % 4]

    def side(self, seat: str) -> str:
        return self.record.side_of(seat)

    def other_side(self, side: str) -> str:
        return next(s for s in self.record.sides if s != side)

    @property
    def active(self) -> list[str]:
        """The seats that play: all but a lone player's partner, and a hand dealt short once it is played out (the
        list is kept until that changes)."""
        key, cached = self._active
        if key != (self.sitting_out, len(self.spent)) or not cached:
            cached = [s for s in self.seats if s != self.sitting_out and s not in self.spent]
            self._active = ((self.sitting_out, len(self.spent)), cached)
        return cached

    @property
    def eldest(self) -> str:
        return self.left_of(self.dealer)

    def play_order(self, leader: str) -> list[str]:
        out, spent = self.sitting_out, self.spent  # the seats of ``active``, from ``leader`` round
        return [s for s in self.rotation(leader) if s != out and s not in spent]

    @property
    def trick_full(self) -> bool:
        """Whether a trick every active seat has played to lies on the table, not yet turned and quitted."""
        return self.trick is not None and len(self.trick.plays) == len(self.active)

    def next_to_play(self) -> str | None:
        """Whose turn it is to play to the current trick."""
        if self.trick is None or not self.trick.plays:
            return self.leader
        order = self.play_order(self.trick.leader)
        played = {s for s, _ in self.trick.plays}
        return next((s for s in order if s not in played), None)

    # -- hands -----------------------------------------------------------------

    def holding(self, seat: str) -> list[Card] | None:
        """What the record shows ``seat`` holds now (None if his hand is not recorded)."""
        return self.hands.get(seat)

    def take_from_hand(self, seat: str, card: Card) -> None:
        hand = self.hands.get(seat)
        if hand is not None and card in hand:
            hand.remove(card)
        if card in self.exposed[seat]:
            self.exposed[seat].remove(card)

    def return_to_hand(self, seat: str, card: Card) -> None:
        hand = self.hands.get(seat)
        if hand is not None:
            hand.append(card)

    # -- rulings -------------------------------------------------------------------

    def rule(self, ruling: Ruling) -> None:
        self.out.rulings.append(ruling)

    def expose(self, i: int, seat: str, card: Card, ruling: Ruling) -> None:
        """An exposed card: left face up, liable to be called by the adversaries (foster:24, 26)."""
        if card not in self.exposed[seat]:
            self.exposed[seat].append(card)
        play_faults.card_liable_to_call(self, i, seat, card, ruling)

    def add_breach(self, i: int, seat: str, demand: Demand, card: Card, what: str, known: bool) -> None:
        """A penalty not complied with: a revoke if it was performable (foster:30)."""
        r = Revoke(event=i, seat=seat, trick=len(self.out.tricks), card=card,
                   what=f"did not {what}", evidence="as the record of his hand shows" if known else None,
                   led=demand.suit if not known else None, breach=True)
        self.revokes.append(r)

    # -- applying events ---------------------------------------------------------

    def push(self, i: int, event: Event) -> None:
        """Apply event ``i`` to the state and judge it."""
        if self.stopped:
            self.after_the_deal.append(i)  # play ceased at the bell: nothing after it is heard
            return
        if self.phase == "deal" and event.type in AFTER_THE_DEAL:
            self.push(i, Dealt())  # the cards were dealt: the record says no more of the deal
        if event.type in BIDS and self.open:
            penalties.bidding_begins(self)  # the players have taken up their cards (foster:12)
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

    def _judge_claims_again(self) -> None:
        self.new_proof = False
        pending, self.pending_claims = self.pending_claims, []
        for k, claim in pending:
            self.judge(k, claim)

    def judge(self, i: int, event: Event) -> None:
        """Apply event ``i`` and judge it, under the code's own laws if it has some for the event."""
        if not self.code.own_event(self, i, event):
            getattr(self, "_on_" + event.type)(i, event)

    def _heard_after_the_hand(self, event: Event) -> bool:
        """After the hand: elections and calls while a ruling is open, shown cards, and revoke claims on a hand
        played out ("before the cards are cut for the following deal", foster:text) or abandoned for a revoke."""
        if isinstance(event, (Elected, PenaltyCalled)):
            return True  # to an open ruling, or said to be of no effect
        if isinstance(event, Discarded):  # the dealer's discard due when the hand was decided without play (IV.74)
            return event.seat == self.dealer and self.turn_up_taken and not self.discards and not self.out.tricks
        if isinstance(event, Claimed):  # or a further revoke of the hand abandoned for one, or an earlier deal's
            return len(self.out.tricks) == 5 and self.out.status == "scored" or bool(self.revokes_ruled) \
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
        self.phase = "first_round"
        deal_faults.dealt(self, i, ev)

    def _on_deal_fault(self, i: int, ev: DealFaulted) -> None:
        deal_faults.rule_deal_fault(self, i, ev)

    # -- making the trump ------------------------------------------------------

    def bidder(self) -> str:
        """Whose turn it is to pass, order up or name a suit."""
        return self.rotation(self.eldest)[self.bid_turn % self.n]

    def _on_pass(self, i: int, ev: Passed) -> None:
        bidding_faults.passed(self, i, ev)

    def _on_order_up(self, i: int, ev: OrderedUp) -> None:
        bidding_faults.ordered_up(self, i, ev.seat or "", ev.alone, taken_up=False)

    def _on_take_up(self, i: int, ev: TakenUp) -> None:
        bidding_faults.ordered_up(self, i, ev.seat or "", ev.alone, taken_up=True)

    def _on_turn_down(self, i: int, ev: TurnedDown) -> None:
        bidding_faults.turned_down(self, i, ev)

    def _on_make(self, i: int, ev: TrumpMade) -> None:
        bidding_faults.made(self, i, ev)

    def settle(self, seat: str, suit: Suit | None, alone: bool, takes_up: bool) -> None:
        """The trump is made by ``seat``; the play begins."""
        if self.turn_up is not None and self.turn_up.is_joker and takes_up:
            suit = Suit.SPADES  # callace:5; Foster's euchre laws are silent
        self.out.trump = suit
        self.out.maker = seat
        self.turn_up_taken = self.dealer_discards = takes_up
        self.phase = "play"
        self.out.lone = None
        self.sitting_out = None
        if alone:
            self.go_alone(seat)
        self.leader = self.first_leader()

    def go_alone(self, seat: str) -> None:
        self.out.lone = seat
        self.sitting_out = self.partner_of(seat)
        # foster:text dealers-partner-alone: with the dealer sitting out, the trump stays on the pack
        self.dealer_discards = self.turn_up_taken and self.sitting_out != self.dealer
        self.leader = self.first_leader()

    def cancel_lone(self) -> None:
        """The lone hand prevented: the partner plays with him (foster:19, 25, 35)."""
        self.out.lone = None
        self.sitting_out = None

    def first_leader(self) -> str:
        lone = self.out.lone
        if lone is not None and self.options.lone_lead == "left_of_lone":
            return self.left_of(lone)
        return self.left_of(self.eldest) if self.eldest == self.sitting_out else self.eldest

    def _on_go_alone(self, i: int, ev: WentAlone) -> None:
        self.code.went_alone(self, i, ev)

    def _on_declare(self, i: int, ev: Declared) -> None:
        self.code.declared(self, i, ev)

    def _on_call_partner(self, i: int, ev: PartnerCalled) -> None:
        self.called_suit = ev.suit

    def _on_discard(self, i: int, ev: Discarded) -> None:
        bidding_faults.discarded(self, i, ev)

    # -- the play ----------------------------------------------------------------

    def _on_play(self, i: int, ev: CardPlayed) -> None:
        seat, card = ev.seat or "", ev.card
        if self.phase != "play":
            play_faults.played_before_trump(self, i, seat, card)
            return
        if self.trick is not None and len(self.trick.plays) >= len(self.active):
            self.quit_trick()
        hand = list(self.hands[seat]) if seat in self.hands else None
        led = self.trick.plays[0][1].suit_under(self.out.trump) if self.trick and self.trick.plays else None
        if not self.code.judge_play(self, i, seat, card):
            return  # not a play to the trick (an exposure): ruled, and the card is left face up
        if self.trick is None:
            self.trick = Trick(leader=seat)
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

    def quit_trick(self) -> None:
        trick = self.trick
        assert trick is not None
        trick.winner = trick_winner(trick.plays, self.out.trump)
        self.out.tricks.append(trick)
        self.trick = None
        self.leader = trick.winner
        self.new_proof = True  # a renounce in the trick turned can no longer be corrected
        if len(self.out.tricks) == 5:
            self.score_hand()
        elif any(self.hands.get(s) == [] for s in self.active):
            self._played_out_short()

    def _played_out_short(self) -> None:
        """foster:23, callace:27: a hand dealt short stands good once it has played to the first trick; when it has
        no card left, the tricks that remain are played without it."""
        self.spent |= {s for s in self.active if self.hands.get(s) == []}
        if self.leader in self.spent:
            self.leader = self.play_order(self.leader)[0] if self.active else None

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
        penalties.call(self, i, ev)

    def _on_abandon(self, i: int, ev: Abandoned) -> None:
        play_faults.abandoned(self, i, ev)

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

    # -- the end of the hand -----------------------------------------------------

    def makers(self) -> set[str]:
        """The maker's side: his partner in euchre; in call-ace, the holder of the called card."""
        maker = self.out.maker
        assert maker is not None
        if self.record.game == "euchre":
            return {maker, self.partner_of(maker) or maker}
        partner = self.callace_partner()
        return {maker} | ({partner} if partner else set())

    def callace_partner(self) -> str | None:
        """callace:20, 22: the holder of the best card in play of the suit called (None if the maker)."""
        return callace.find_partner(self).partner

    def score_hand(self) -> None:
        if self.code.own_score(self):
            return
        makers = self.makers()
        self.score_tricks(sum(1 for t in self.out.tricks if t.winner in makers), makers, self.out.lone is not None)

    def score_tricks(self, won: int, makers: set[str], lone: bool, *laws: Citation) -> None:
        """The hand scored by the code's laws for ``won`` tricks to ``makers``, a lone hand or not (``laws``: the
        further laws that decide the points)."""
        if self.jambone is not None:
            score = self.code.jambone_score(won)
        else:
            score = self.code.hand_score(won, lone, self.n)
        self.out.decided_by("points", *score.laws, *laws)
        if self.record.game == "euchre":
            maker_side = self.side(self.out.maker or "")
            self.award(maker_side, score.makers)
            self.award(self.other_side(maker_side), score.defenders)
        else:
            for seat in self.seats:
                self.award(seat, score.makers if seat in makers else score.defenders)
        self.finish("scored")

    def award(self, side: str, points: int) -> None:
        if side not in self.no_score:
            self.out.points[side] = self.out.points.get(side, 0) + points

    def take_back_score(self) -> None:
        """A hand played out and scored, then abandoned for a revoke claimed and proved before the next cut
        (foster:30, callace:36): its tricks' points, and the laws that decided them, are taken back (once: a
        further revoke claimed then adds its penalty to the first's)."""
        if self.out.status == "scored" and not self.revokes_ruled:
            self.out.points = {s: 0 for s in self.out.points}
            self.out.basis = [b for b in self.out.basis if b[0] not in ("points", "next_dealer")]

    def finish(self, status: str) -> None:
        self.phase = "done"
        self.out.status = status
        self.out.next_dealer = self.dealer if status == "redeal" else self.left_of(self.dealer)
        if status != "redeal" and self.code.deal_passes is not None:
            self.out.decided_by("next_dealer", self.code.deal_passes)
        self.open = [o for o in self.open if o.blocking and o.ruling.elected is None and status != "scored"]

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
        makers = {ev.seat or ""}
        if self.record.game == "euchre":
            makers.add(self.partner_of(ev.seat or "") or "")
        elif ev.partner is not None:
            makers.add(ev.partner)
        elif not ev.alone:
            self.rule(Ruling(i, Irregularity.OUTCOME_INCOMPLETE, [cite("callace:20")],
                             f"The outcome recorded ({said}) does not say who held the best card in play of the suit "
                             "called, and with it the maker's partner for the deal.",
                             "Not scored: the outcome must name the partner (its holder of the card called, or the "
                             "maker himself where he held it and so had none, law 22)."))
            return
        conflict = self._outcome_conflict(ev, makers)
        if conflict:
            self.rule(Ruling(i, Irregularity.OUTCOME_DISAGREES, [],
                             f"The outcome recorded ({said}) cannot be the outcome of the deal as recorded: {conflict}.",
                             "The recorded facts govern: the deal is not scored until they are completed or corrected."))
            return
        self.out.maker = ev.seat
        self.out.trump = ev.suit or self.out.trump
        self.out.lone = ev.seat if ev.alone else None
        laws: list[Citation] = []
        no_partner = ev.alone or len(makers) == 1
        if self.record.game != "euchre" and no_partner and not ev.alone:  # callace:45, 22: he held the card called
            laws = [cite("callace:45"), cite("callace:22")]
        self.score_tricks(ev.tricks, makers, no_partner, *laws)

    def _outcome_differs(self, ev: OutcomeAgreed) -> str:
        """How an outcome differs from the deal its recorded facts decided ('' where it agrees)."""
        if self.out.status != "scored":
            return f"the deal was {OVER.get(self.out.status, self.out.status)}"
        differs = []
        if self.out.maker != ev.seat:
            differs.append(f"{self.out.maker} made the trump, not {ev.seat}")
        if ev.suit is not None and self.out.trump is not ev.suit:
            differs.append(f"the trump was {self.out.trump.plural if self.out.trump else 'not made'}")
        if (self.out.lone is not None) != ev.alone:
            differs.append("a lone hand was played" if self.out.lone else "no lone hand was played")
        if self.out.maker is not None and not differs:
            makers = self.makers()
            won = sum(1 for t in self.out.tricks if t.winner in makers)
            if len(self.out.tricks) < 5:
                differs.append(f"the hand was scored before it was played out, after {len(self.out.tricks)} tricks")
            elif won != ev.tricks:
                differs.append(f"the makers took {_tricks(won)}")
        return "; ".join(differs)

    def _outcome_conflict(self, ev: OutcomeAgreed, makers: set[str]) -> str:
        """How an outcome contradicts the facts recorded of a deal they leave undecided ('' where it does not)."""
        if self.out.maker is not None and self.out.maker != ev.seat:
            return f"{self.out.maker} made the trump"
        if self.out.maker is not None and ev.suit is not None and self.out.trump is not ev.suit:
            return f"the trump made was {self.out.trump.plural if self.out.trump else 'none'}"
        if self.out.maker is not None and (self.out.lone is not None) != ev.alone:
            return "the lone hand recorded" if self.out.lone else "no lone hand was recorded"
        turned = [t for t in self.out.tricks if t.winner is not None]
        won = sum(1 for t in turned if t.winner in makers)
        if won > ev.tricks:
            return f"the makers had already taken {_tricks(won)}"
        if len(turned) - won > 5 - ev.tricks:
            return f"the adversaries had already taken {_tricks(len(turned) - won)}"
        return ""

    def close(self) -> DealOutcome:
        """The outcome once every event has been pushed."""
        self.closing = True
        if self.pending_claims and self.trick_full and len(self.out.tricks) == 4:
            self.quit_trick()  # the record ends with the fifth trick played: the hand is over, the trick turned
        for k, claim in self.pending_claims:  # never proved, or its renounce still on the table: judged so
            self.judge(k, claim)
        self.code.closing(self)
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
        return self.out


def _outcome_words(ev: OutcomeAgreed) -> str:
    """``E made hearts alone, 3 tricks``: an outcome as the table agreed it."""
    trump = ev.suit.plural if ev.suit is not None else "the trump"
    partner = f" with {ev.partner}" if ev.partner is not None and ev.partner != ev.seat else ""
    return f"{ev.seat} made {trump}{' alone' if ev.alone else partner}, {_tricks(ev.tricks)}"


def _tricks(n: int) -> str:
    return f"{n} trick{'s' * (n != 1)}"


#: How a deal came to be over.
OVER = {"scored": "scored", "redeal": "void, to be dealt again", "passed": "lost to the next dealer"}


def replay_deal(record: Record, code: Code, index: int, deal: Deal, expected: str | None,
                game_score: dict[str, int]) -> DealOutcome:
    """Replay and rule deal ``index`` of a record. Besides its own events it depends only on the
    table (``record``'s game, code, options and seats; not its other deals), its place in the record,
    the dealer the last deal's ruling named (``expected``) and the score of the game in progress."""
    state = DealReplay(record, code, index, deal, expected)
    state.game_score = game_score
    # the first deal, or a new rubber's: "Partners and deal are cut for at the beginning of each new rubber"
    if index == 0 or any(isinstance(ev, CutForDeal) for ev in deal.events):
        deal_faults.judge_cutting_for_deal(state)
    else:
        deal_faults.judge_dealer(state)
    for i, event in enumerate(deal.events):
        state.push(i, event)
    return state.close()


def replay(record: Record, code: Code) -> tuple[list[DealOutcome], Tally]:
    """Replay every deal of ``record`` under ``code``, each dealer checked against the last deal's ruling,
    and the score kept as the deals are scored."""
    outcomes: list[DealOutcome] = []
    tally = Tally(record)
    expected: str | None = None
    for index, deal in enumerate(record.deals):
        outcome = replay_deal(record, code, index, deal, expected, tally.current())
        outcomes.append(outcome)
        if outcome.status == "scored":
            tally.add(outcome.points)
        expected = outcome.next_dealer
    return outcomes, tally


def ruling_of(record: Record, deals: list[dict[str, Any]], tally: Tally) -> dict[str, Any]:
    """The ruling (format 1) from its deals' rulings and the tally of their points."""
    return {
        "format": "euchre-ruling/1",
        "game": record.game,
        "code": record.code,
        "deals": deals,
        **tally.to_dict(),
    }


def rule_record(record: Record) -> dict[str, Any]:
    """The ruling (format 1) on a loaded record."""
    code = find_code(record.code)
    outcomes, tally = replay(record, code)
    return ruling_of(record, [o.to_dict() for o in outcomes], tally)
