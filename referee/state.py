"""The state of a deal as its facts are applied, apart from the judging of them.

``DealState`` holds what the table saw happen (the hands, the trick, whose turn it is, who made the
trump, what is open to the other side) and answers questions of it; it applies facts (the trump
settled, a trick quitted, the hand scored) but judges none. The judges (``deal_faults``,
``bidding_faults``, ``play_faults``, ``revokes``, ``penalties``, and a code's own: ``professor``,
``callace``) read it and return rulings; the engine (``engine.DealReplay``) pushes each event to
them. What a code rules by its own laws is asked of its ``Judge`` (``judging``), never of its name.
This module imports no judge: the engine's modules import one another in no circle.
"""
from __future__ import annotations

import functools
import re
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from typing import Protocol

from .cards import Card, Suit
from .games import seating
from .games.base import Ranking
from .law.codes import Code
from .law.hand_score import HandScore
from .law.laws import Citation, cite, for_point
from .law.rulings import Ruling
from .record import (
    BidMade,
    Claimed,
    Deal,
    Declared,
    Elected,
    Event,
    OutcomeAgreed,
    PenaltyCalled,
    Record,
    Remarked,
    WentAlone,
)

@dataclass(slots=True)
class Trick:
    """A trick: who led, the cards in the order played, and who won it."""

    leader: str
    plays: list[tuple[str, Card]] = field(default_factory=list)
    winner: str | None = None
    names: Suit | None = None
    """The suit its leader named to the joker led in a hand without trumps (foster:500#joker-led)."""

    def to_dict(self) -> dict[str, object]:
        out: dict[str, object] = {"leader": self.leader, "plays": [[s, c.code] for s, c in self.plays],
                                  "winner": self.winner}
        if self.names is not None:
            out["names"] = self.names.value
        return out


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
    no_trumps: bool = False  # the hand played without trumps (Five Hundred's bid of no-trumps: ``trump`` is ``NT``)
    persuasive: frozenset[Citation] = frozenset()  # the laws of ``basis`` the game's section does not incorporate

    def decided_by(self, what: str, *laws: Citation) -> None:
        """Cite the laws that decide ``what`` (``points``, ``status``, ``trump``, ``next_dealer``), each once."""
        basis = self.basis
        for law in laws:
            if (what, law) not in basis:
                basis.append((what, law))

    def to_dict(self) -> dict[str, object]:
        return {
            "index": self.index,
            "dealer": self.dealer,
            "status": self.status,
            "trump": self.trump.value if self.trump else "NT" if self.no_trumps else None,
            "maker": self.maker,
            "alone": self.lone is not None,
            "lone": self.lone,
            "tricks": [t.to_dict() for t in self.tricks],
            "points": dict(self.points),
            "rulings": [r.to_dict() for r in self.rulings],
            "next_dealer": self.next_dealer,
            "basis": [{**_quoted(c), "decides": what, "persuasive": True} if c in self.persuasive else
                      {**_quoted(c), "decides": what} for what, c in self.basis] if self.persuasive else
                     [{**_quoted(c), "decides": what} for what, c in self.basis],
            **self.extra,
        }


#: Foster's Euchre Laws 1-40 and his Euchre chapter's text: binding on a game only where its section incorporates them.
EUCHRE_LAWS = re.compile(r"^foster:([1-9]|[1-3][0-9]|40|text)$")  # not the section of Five Hundred, foster:500

#: How ``DealState.other_side`` names the adversaries of a side where more than two sides score.
ADVERSARIES = "the adversaries of "


def _of_the_code(citation: Citation, code: str) -> bool:
    """Whether ``citation`` is one of ``code``'s own laws (numbered, or its chapter's text), not a game's section."""
    own, _, rest = citation.id.partition(":")
    return own == code and (rest.isdigit() and not citation.key or rest == "text" or "." in rest)  # foster:500#... is
    # Five Hundred's section, its sentences keyed


@functools.cache
def _rotations(seats: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    """Each seat's round of the table, starting from it, for ``DealState.rotation``."""
    n = len(seats)
    return {s: tuple(seats[(i + k) % n] for k in range(n)) for i, s in reversed(list(enumerate(seats)))}



@dataclass(slots=True)
class Revoke:
    """A renounce (or a penalty not complied with) that may be in error."""

    event: int
    seat: str
    trick: int  # 0-based
    card: Card
    what: str  # "renounced to the hearts lead" / "did not play his highest hearts when called upon"
    led: Suit | None = None  # the suit whose holding proves it, if proof is still wanted
    evidence: str | None = None
    corrected: bool = False
    righted: bool = False  # corrected by its player before the trick was turned and quitted (foster:31, callace:39)
    dealt: bool = False  # proved by the deal's record of his hand alone, so far (a card of the suit played later
    # says more)
    breach: bool = False  # a penalty not complied with, not a renounce (a revoke by foster:30's second limb)

    @property
    def finding(self) -> str:
        return f"{self.seat} {self.what} in trick {self.trick + 1}, playing {self.card.name()}, {self.evidence}"


@dataclass(slots=True)
class Early:
    """A decision given out of turn (callace:51): it stands when the player's turn comes."""

    what: str  # pass, order, make
    event: int
    ruling: Ruling | None = None
    suit: Suit | None = None
    alone: bool = False
    turned_down: bool = False  # the dealer's pass, given by turning the trump card down


@dataclass(slots=True)
class Open:
    """A ruling whose options are open to ``entitled``."""

    ruling: Ruling
    entitled: str
    effects: dict[str, Callable[[Elected | PenaltyCalled], str]]
    blocking: bool = True
    #: Why a given caller may not exercise a call now (None if he may), and the laws that say how calls are made.
    caller_check: Callable[[PenaltyCalled], str | None] | None = None
    call_laws: list[Citation] = field(default_factory=list)
    #: Who may elect or call, where that is not one side (call-ace: the maker of the trump, any player).
    may: Callable[[str], bool] | None = None
    #: What the effect adds when the options lapse as the bidding begins, if they do (``None``: they do not).
    lapse_at_bidding: str | None = None
    #: Why a call is of no effect whoever makes it, the option spent (an exposed card since played), and the laws that
    #: say so (None while it is not).
    spent: Callable[[PenaltyCalled], tuple[str, list[Citation]] | None] | None = None


@dataclass(slots=True)
class Demand:
    """What a penalty call requires of ``target``.

    ``kind``: ``lead_suit`` (lead the suit if he can), ``play_card`` (play the
    exposed card unless that would revoke), ``highest``/``lowest`` (of the suit
    led), ``trump``/``no_trump`` (the trick), ``highest_trump``/``lowest_trump``
    (his next trump)."""

    target: str
    kind: str
    ruling: Ruling
    event: int
    suit: Suit | None = None
    card: Card | None = None
    trick: int | None = None  # the trick it applies to, if only one
    done: bool = field(default=False)


@dataclass(slots=True)
class BiddingRound:
    """The bidding of one deal as it was heard: who has had his turn, the bids of effect, the bid that holds."""

    order: tuple[str, ...]
    """The seats in turn, from the eldest hand."""
    heard: dict[str, int] = field(default_factory=dict)
    """Each seat that has had his turn (bid or passed): the event of it."""
    bids: list[tuple[int, BidMade]] = field(default_factory=list)
    """The bids of effect, in the order made."""
    holding: tuple[int, BidMade] | None = None
    """The bid that holds: the highest, the first of equal bids."""
    early: dict[str, tuple[int, Event]] = field(default_factory=dict)
    """A bid or pass given out of turn, standing when the player's turn comes."""
    partners: tuple[str, ...] = ()
    """The partners the holder of the bid chose or called for the deal."""
    ended: tuple[str, frozenset[str]] | None = None
    """A bid that ended the bidding (five in French Euchre): the law that says so, and the seats it left unheard."""

    @property
    def turn(self) -> str | None:
        """Whose turn it is to bid (None once every seat has had his turn)."""
        return next((s for s in self.order if s not in self.heard), None)


class Judge(Protocol):
    """What a code rules by its own laws, where it departs from the shared judges (``judging.JUDGES``)."""

    def rule_revoke(self, state: DealState, r: Revoke, finding: str, entitled: str, revoker_side: str) -> None:
        """The penalty for a revoke claimed and proved."""

    def settle(self, state: DealState, seat: str, suit: Suit | None, alone: bool, takes_up: bool) -> None:
        """The trump made by ``seat``, in his turn."""

    def went_alone(self, state: DealState, i: int, ev: WentAlone) -> None:
        """A lone hand announced after the trump was settled."""

    def bridge_remark(self, state: DealState, i: int, ev: Remarked) -> None:
        """A remark on the bridge."""

    def remarked_on_score(self, state: DealState, i: int, ev: Remarked) -> bool:
        """The code's own ruling on a remark on the score; True if it has ruled."""

    def declared(self, state: DealState, i: int, ev: Declared) -> None:
        """Jambone or jamboree declared."""

    @property
    def own_events(self) -> frozenset[str]:
        """The event types the code has laws of its own for (``own_event``), asked before the family's parts."""

    def own_event(self, state: DealState, i: int, ev: Event) -> bool:
        """The code's own ruling on an event of ``own_events``, before the family's parts; True if it has ruled."""

    def judge_play(self, state: DealState, i: int, seat: str, card: Card) -> bool:
        """Judge a card played before it joins the trick; False if it is not a play at all."""

    def cut_for_deal(self, state: DealState, cuts: list[tuple[int, str, Card]]) -> None:
        """The first dealer (and the partners) as the ``cuts`` for deal (event index, seat, card) decide."""

    def own_score(self, state: DealState) -> bool:
        """Score the hand played out by the code's own rule; True if it has."""

    def partner(self, state: DealState) -> str | None:
        """The maker's partner where the game hides him until the play shows him (None if none)."""

    def closing(self, state: DealState) -> None:
        """What the code decides once every event of the deal has been pushed."""


class DealState:
    """The state of one deal as its facts are applied: what the table saw, and the rulings found so far."""

    def __init__(self, record: Record, code: Code, judge: Judge, index: int, deal: Deal,
                 expected_dealer: str | None) -> None:
        self.record, self.code, self.options = record, code, record.options
        self.judging = judge
        self.game = record.played
        self.seating = seating(self.game, record.seats)
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
        self.widow: list[Card] = []  # the widow's cards as dealt and not yet taken (``deal.widow``), where recorded
        self.widow_taker: str | None = None  # who took the widow into his hand (``take_widow``)
        self.widow_taken: list[Card] = []  # the widow's cards he took, where recorded
        self.widow_discards: list[Card | None] = []  # the cards he discarded for it (None: not recorded which)
        self.exchanged: list[str] = []  # Penalty Euchre: the seats that exchanged their hands, in order
        self.abandoned: dict[str, list[Card] | None] = {}  # and the hand the widow's taker laid down, until taken
        self.bid_turn = 0
        self.bidding: list[tuple[str, str]] = []  # (seat, what) in the current round
        self.barred: dict[str, tuple[str, str]] = {}  # side -> why it may not order up, and by which law
        self.barred_suits: dict[str, set[Suit]] = {}  # side -> suits it may not make (law 21)
        self.lost_make: set[str] = set()  # seats that lost the right to name a suit (law 21)
        self.dealer_turned_down = False  # the first round ended with the dealer's turning the trump card down
        self.early: dict[str, Early] = {}  # decisions given out of turn, awaiting it (callace:51)
        self.stood: dict[str, Early] = {}  # and those that stood when the turn came
        self.dealer_discards = False
        self.turn_up_taken = False  # the trump card ordered up, assisted or taken up (the dealer's discard is due)
        self.discards: list[Card | None] = []
        self.discard_unknown = False  # the dealer discarded, but the record does not say which card
        self.called_suit: Suit | None = None
        self.sitting_out: tuple[str, ...] = ()  # a lone player's partners, who lay down their cards
        self.thrown_up: tuple[str, ...] = ()  # the hands thrown up, which take no part in the play (Set-back, Keller)
        self.spent: set[str] = set()  # seats dealt short that have played every card they held (foster:23)
        self._active: tuple[tuple[tuple[str, ...], int], list[str]] = (((), 0), [])
        self._ranking = self.game.ranking(None)
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
        self.lone_defender: str | None = None  # the adversary playing alone against a lone hand (Railroad)
        self.took_best: set[str] = set()  # the lone players given their partner's best (Railroad)
        self.asked_best: set[str] = set()  # the lone players who passed a card for it (Railroad)
        self.euchre_only: Citation | None = None  # Railroad: a pat jamboree ordered up, "all he can score is a euchre"
        self.jambone_called: tuple[str, Card] | None = None  # Railroad: the caller and the card called of the jambone
        self.game_score: dict[str, int] = {}  # the score of the game in progress when the deal began
        self.agreed: tuple[int, OutcomeAgreed] | None = None  # the outcome the table agreed (the last recorded)
        self.stopped = False  # the bell tapped in the middle of the deal: play ceased (foster:progressive#bell)
        self.bidding_round: BiddingRound | None = None  # a game whose trump is bid for: its bidding (``bidding``)

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

    def partners(self, seat: str) -> tuple[str, ...]:
        """The seat's partners fixed by the game (none where each plays for himself or the partner is hidden)."""
        return self.seating.partners[seat]

    def deal_partners(self, seat: str) -> tuple[str, ...]:
        """The seat's partners in this deal: those fixed by the game, or, where the successful bidder takes partners
        for the deal (five- and seven-hand, called or chosen), the bidder and his partners to one another
        ("the maker of the trump in each deal selects his partners, and they play against the others",
        foster:text#seats-by-number): partners for the laws of partners (law 27's call from partner)."""
        taken = self.bidding_round.partners if self.bidding_round is not None else ()
        maker = self.out.maker
        if not taken or maker is None or seat not in (maker, *taken):
            return self.seating.partners[seat]
        return tuple(s for s in (maker, *taken) if s != seat)

    def side(self, seat: str) -> str:
        return self.seating.side[seat]

    def other_side(self, side: str) -> str:
        """The adversaries of ``side``: the other side, or, where more than two sides score (each for himself),
        ``the adversaries of <side>``, any of whom may take an option the laws give "the adversaries"."""
        others = [s for s in self.seating.sides if s != side]
        return others[0] if len(others) == 1 else ADVERSARIES + side

    def is_of(self, seat: str, side: str) -> bool:
        """Whether ``seat`` belongs to ``side`` (or to the adversaries it names: ``other_side``)."""
        mine = self.seating.side[seat]
        return mine == side or side.startswith(ADVERSARIES) and mine != side[len(ADVERSARIES):]

    @property
    def active(self) -> list[str]:
        """The seats that play: all but a lone player's partner, and a hand dealt short once it is played out (the
        list is kept until that changes)."""
        key, cached = self._active
        if key != (self.sitting_out, len(self.spent)) or not cached:
            cached = [s for s in self.seats if s not in self.sitting_out and s not in self.spent]
            self._active = ((self.sitting_out, len(self.spent)), cached)
        return cached

    @property
    def eldest(self) -> str:
        return self.left_of(self.dealer)

    def play_order(self, leader: str) -> tuple[str, ...]:
        """The seats of ``active`` in the order of play from ``leader`` (``Game.play_order``)."""
        return self.game.play_order(self.seats, leader, (*self.sitting_out, *self.spent) if self.spent
                                    else self.sitting_out)

    @property
    def ranking(self) -> Ranking:
        """The game's ranking under the trump made so far (``Game.ranking``), kept until the trump changes."""
        ranking = self._ranking
        if ranking.trump is not self.out.trump:
            ranking = self._ranking = self.game.ranking(self.out.trump)
        return ranking

    def led_suit(self) -> Suit | None:
        """The suit to be followed in the trick on the table: the suit of the card led, or, the joker led in a hand
        without trumps, the suit its leader named (foster:500#joker-led); None before the lead, or where none was
        named."""
        trick = self.trick
        if trick is None or not trick.plays:
            return None
        return trick.names or self.ranking.suit[trick.plays[0][1]]

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
        """Add a ruling; where the game's own section incorporates the code's laws, the sentence that does is cited
        beside them (``Game.incorporates``, family.md §1)."""
        incorporating = self.game.incorporates.get(self.code.name)
        if incorporating is not None and any(_of_the_code(c, self.code.name) for c in ruling.laws):
            law = cite(incorporating)
            if law not in ruling.laws:
                ruling.laws.append(law)
        self.out.rulings.append(ruling)

    def say_which_laws_bind(self) -> None:
        """Where the game's own section is silent on the ordinary game's laws (``Game.silent_section``), Foster's Euchre
        Laws and chapter cited in each ruling are persuasive, and each ruling says so (family.md §1); done once every
        ruling of the deal is final."""
        silent = self.game.silent_section
        if silent is None:
            return
        said = (f" Foster's {self.game.title} section ({cite(silent).id}) does not say that the ordinary game's laws "
                "govern it: his Euchre Laws do not bind it and are cited as persuasive.")
        # the deal's basis too: a law the section does not incorporate decides as persuasive, and says so
        self.out.persuasive = frozenset(c for _, c in self.out.basis if EUCHRE_LAWS.match(c.id))
        for ruling in self.out.rulings:
            euchre_laws = [c for c in ruling.laws if EUCHRE_LAWS.match(c.id)]
            ruling.laws = [c for c in ruling.laws if c not in euchre_laws]
            ruling.persuasive = [*euchre_laws, *(c for c in ruling.persuasive if c not in euchre_laws)]
            if not ruling.effect.endswith(said):
                ruling.effect += said

    def games_own(self, laws: Collection[Citation]) -> list[Citation]:
        """Of ``laws``, the game's own (its section's sentences, not the code's numbered laws or chapter text): cited
        in a ruling beside the code's law where the game's own decides a value (the lone hand's, ``lone_value``)."""
        return [c for c in laws if not _of_the_code(c, self.code.name)]

    def add_breach(self, i: int, seat: str, demand: Demand, card: Card, what: str, known: bool) -> None:
        """A penalty not complied with: a revoke if it was performable (foster:30)."""
        r = Revoke(event=i, seat=seat, trick=len(self.out.tricks), card=card,
                   what=f"did not {what}", evidence="as the record of his hand shows" if known else None,
                   led=demand.suit if not known else None, breach=True)
        self.revokes.append(r)

    def bidder(self) -> str:
        """Whose turn it is to pass, order up or name a suit."""
        return self.rotation(self.eldest)[self.bid_turn % self.n]


    def settle(self, seat: str, suit: Suit | None, alone: bool, takes_up: bool) -> None:
        """The trump is made by ``seat``; the play begins."""
        if self.turn_up is not None and self.turn_up.is_joker and takes_up:
            # the suit agreed beforehand (foster:railroad#joker-suit); else callace:5, where the code is silent cited as
            # persuasive (deal_faults.joker_turned)
            suit = self.options.joker_suit or Suit.SPADES
        self.out.trump = suit
        self.out.no_trumps = suit is None and self.game.no_trumps is not None  # foster:500#bidding: no trump but the joker
        self.out.maker = seat
        self.turn_up_taken = self.dealer_discards = takes_up
        self.phase = "play"
        self.out.lone = None
        self.sitting_out = self.thrown_up
        if alone or self.game.without_partners(self.seats, seat):  # foster:text no-partnerships
            self.go_alone(seat)
        self.leader = self.first_leader()

    def go_alone(self, seat: str) -> None:
        self.out.lone = seat
        # "who must lay down his cards" (foster:text scoring); and the hands thrown up (Set-back)
        self.sitting_out = (*self.partners(seat), *self.thrown_up)
        # foster:text dealers-partner-alone: with the dealer sitting out, the trump stays on the pack
        self.dealer_discards = self.turn_up_taken and self.dealer not in self.sitting_out
        self.leader = self.first_leader()

    def cancel_lone(self) -> None:
        """The lone hand prevented: the partner plays with him (foster:19, 25, 35)."""
        self.out.lone = None
        self.sitting_out = self.thrown_up

    def first_leader(self) -> str:
        """Who leads the first trick (``Game.first_leader``)."""
        return self.game.first_leader(self.seats, self.dealer, self.out.lone, self.sitting_out, self.options.lone_lead,
                                      self.out.maker)


    def quit_trick(self) -> None:
        trick = self.trick
        assert trick is not None
        trick.winner = self.ranking.trick_winner(trick.plays)
        self.out.tricks.append(trick)
        self.trick = None
        self.leader = trick.winner
        self.new_proof = True  # a renounce in the trick turned can no longer be corrected
        if len(self.out.tricks) == self.game.hand:
            self.score_hand()
        elif any(self.hands.get(s) == [] for s in self.active):
            self._played_out_short()

    def _played_out_short(self) -> None:
        """foster:23, callace:27: a hand dealt short stands good once it has played to the first trick; when it has
        no card left, the tricks that remain are played without it."""
        self.spent |= {s for s in self.active if self.hands.get(s) == []}
        if self.leader in self.spent:
            self.leader = self.play_order(self.leader)[0] if self.active else None


    # -- the end of the hand -----------------------------------------------------

    def makers(self) -> set[str]:
        """The maker's side: his partners fixed by the game; where the game hides them (call-ace), the holder of
        the called card."""
        maker = self.out.maker
        assert maker is not None
        chosen = self.bidding_round.partners if self.bidding_round is not None else None
        return self.game.makers(self.seats, maker, chosen, lambda: self.judging.partner(self))

    @property
    def own_jambone(self) -> str | None:
        """The game's own law of the jambone (``Game.jambone``) where a code that governs the game is in force; under
        a code compared with it (``Game.compared_with``: the 1862 code's additions), that code rules the jambone."""
        return self.game.own_jambone(self.code.name)

    @property
    def own_jamboree(self) -> str | None:
        """The game's own law of the jamboree, as ``own_jambone``."""
        return self.game.own_jamboree(self.code.name)

    def score_hand(self) -> None:
        if self.judging.own_score(self):
            return
        self.game.score_hand(self, self.makers())

    def score_tricks(self, won: int, makers: set[str], lone: bool, *laws: Citation) -> None:
        """The hand scored for ``won`` tricks to ``makers``, a lone hand or not (``laws``: the further laws that
        decide the points), as the game scores it (``Game.score_tricks``: by the code's laws, or the game's own
        count)."""
        self.game.score_tricks(self, won, makers, lone, *laws)

    def trick_score(self, won: int, lone: bool, *laws: Citation) -> tuple[HandScore, tuple[Citation, ...]]:
        """What the makers and their adversaries count for ``won`` tricks, a lone hand or not, by the game's own
        scoring where it has one (the bid, the jambone's counts, the lone hand's) and else the code's; and the laws
        that decide it (``laws``: further laws that do)."""
        score = self.game.hand_score(self, won, lone)
        if lone:
            score, own = self.game.lone_score(self, score, won)
            laws = (*laws, *own)
        if self.euchre_only is not None and won < 3:  # the holder of the pat jamboree ordered up scores the euchre
            laws = (*laws, self.euchre_only)
        if lone and self.game.without_partners(self.seats, self.out.maker or ""):
            laws = (*for_point(self.code.name, "lone-without-partners")[0], *laws)  # no partnerships: a lone hand
        return score, (*score.laws, *laws)

    def code_score(self, won: int, lone: bool) -> HandScore:
        """What the makers and their adversaries count for ``won`` tricks, a lone hand or not, by the code's laws;
        a jambone by the game's own counts where it has them, else by the code's."""
        if self.jambone is not None and self.own_jambone is not None:  # the game's own counts
            five, some, euchred = self.game.jambone_counts
            return HandScore(five if won == 5 else some if won >= 3 else euchred, 0,
                             (cite(self.own_jambone + "-score"),))
        if self.jambone is not None:
            return self.code.jambone_score(won)
        return self.code.hand_score(won, lone, self.game.scored_as_seats or self.n)

    def lone_value(self) -> tuple[dict[str, int], tuple[Citation, ...]]:
        """What the lone hand would have scored had it succeeded, by side, and the laws that say so: the penalty for
        a revoke against it, "as many points as would have been scored if the lone hand had succeeded" (foster:30),
        and "the points" its player scores abandoning the hand (foster:25, 28, 37). The game's own value, not law 2's
        count of players where the game scores otherwise (``Game.lone_value``): a Railroad pat hand five and a
        jambone eight, a bid its bid (Auction; five-hand's eight, seven-hand's ten; Five Hundred's by Foster's table),
        and where the count is wiped down (Set-back) the march deducted from the lone player's count."""
        assert self.out.maker is not None
        return self.game.lone_value(self)

    def tricks_won(self) -> dict[str, int]:
        """Each side's tricks turned and won so far."""
        won = {side: 0 for side in self.record.sides}
        for trick in self.out.tricks:
            if trick.winner is not None:
                won[self.side(trick.winner)] += 1
        return won

    def pat_hand(self) -> bool:
        """The pat hand agreed, and the lone maker plays without his partner's best (the dealer, without the turn-up
        too)."""
        maker = self.out.maker
        return (self.options.pat_hand and maker is not None and maker == self.out.lone and maker not in self.took_best
                and not (maker == self.dealer and self.turn_up_taken))

    def award(self, side: str, points: int) -> None:
        if side not in self.no_score:
            self.out.points[side] = self.out.points.get(side, 0) + points

    def take_back_score(self) -> None:
        """A hand played out and scored, then abandoned for a revoke claimed and proved before the next cut
        (foster:30, callace:36): its tricks' points (or counters, and the pool they went into), and the laws that
        decided them, are taken back (once: a further revoke claimed then adds its penalty to the first's)."""
        if self.out.status == "scored" and not self.revokes_ruled:
            self.out.points = {s: 0 for s in self.out.points}
            self.out.extra.pop("pool", None)  # the counters its tricks put into the pool (Penalty Euchre)
            self.out.basis = [b for b in self.out.basis if b[0] not in ("points", "next_dealer")]

    def finish(self, status: str) -> None:
        self.phase = "done"
        self.out.status = status
        self.out.next_dealer = self.dealer if status == "redeal" else self.left_of(self.dealer)
        passes = self.game.deal_passes_law(self.code.deal_passes)
        if status != "redeal" and passes is not None:
            self.out.decided_by("next_dealer", passes)
        self.open = [o for o in self.open if o.blocking and o.ruling.elected is None and status != "scored"]

