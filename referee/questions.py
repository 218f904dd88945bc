"""The questions the web asks of a deal's state, answered without handing it the state's internals.

``DealQuestions`` wraps a deal replayed and closed (``engine.DealReplay``) and answers what the scorer's
pages want of it: what is due next (whose turn, which kind of fact), what a seat holds and may legally
play, the demand of a penalty call on his card, who may elect an open ruling's options and who is named
as electing, the call an election waits on. The state itself stays private (``_state``): the pages read
only these answers, so the judges may keep and change the state as they need. Nothing here decides a
point of law: each answer is the engine's own reading (the rules of play are the game's, ``Game.ranking``;
the calls' checks are the judges'), and what a game's own laws offer next is the game's answer (``Game.due_in_turn``,
``widow_due``, ``lone_hands_due``, ``partner_call_due``, ``jambone_call_due``, ``may_defend_alone``,
``announcements``, ``who_elects``: Blind's widow, Penalty's exchanges, the widow given the bidder, Railroad's lone
hands and jambone, Call-Ace's hidden partner).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .cards import Card, Suit
from .engine import DealReplay
from .games.call_ace.partner import whereabouts
from .games.due import Due
from .law.codes import find_code
from .law.laws import Citation
from .law.penalties import CALLS, breach_of
from .law.play_faults import following_false_lead
from .law.rulings import Irregularity, Ruling
from .record import CardPlayed, Elected, PenaltyCalled, Record
from .schemas import pack_for
from .state import Demand, Open


@dataclass(frozen=True)
class ElectedCall:
    """A call elected and not yet made: the option, the offender it is made on, the cards it may name (an exposed
    card's call), whether the engine's check lets a given call be made now, and the laws that say how it is made."""

    option: str
    target: str
    cards: tuple[Card, ...]
    allows: Callable[[PenaltyCalled], bool]
    laws: tuple[Citation, ...] = field(default=())


class DealQuestions:
    """A deal's state, replayed and closed as its ruling closes it, asked what the pages show of it."""

    def __init__(self, state: DealReplay) -> None:
        self._state = state

    @classmethod
    def of(cls, record: Record, index: int) -> DealQuestions:
        """The questions of ``record``'s one deal (deal ``index`` of its table), its facts pushed and closed as its
        ruling closes it (a full trick turned, a revoke claim judged on what the record shows)."""
        state = DealReplay(record, find_code(record.code), index, record.deals[0], None)
        for i, event in enumerate(record.deals[0].events):
            state.push(i, event)
        state.close()
        return cls(state)

    # -- what the table is -------------------------------------------------------------------------

    @property
    def dealer(self) -> str:
        return self._state.dealer

    @property
    def trump(self) -> Suit | None:
        return self._state.out.trump

    @property
    def turned_suit(self) -> Suit | None:
        """The suit of the trump card turned up (None if none, or the joker)."""
        turn_up = self._state.turn_up
        return turn_up.suit if turn_up is not None else None

    @property
    def turn_up(self) -> Card | None:
        """The trump card turned up (None if none)."""
        return self._state.turn_up

    @property
    def no_trumps(self) -> bool:
        """The hand is played without trumps: the joker led names the suit to be played to it (foster:500#joker-led)."""
        return self._state.out.no_trumps

    @property
    def lone(self) -> str | None:
        """The seat playing alone, if any."""
        return self._state.out.lone

    def playing_alone(self) -> tuple[str, ...]:
        """The seats playing alone: the lone player, and an adversary alone against him (foster:railroad#lone-against-
        lone)."""
        return tuple(s for s in (self._state.out.lone, self._state.lone_defender) if s is not None)

    def next_to_play(self) -> str | None:
        """The seat whose turn it is to play to the trick (None if none)."""
        return self._state.next_to_play()

    @property
    def rulings(self) -> tuple[Ruling, ...]:
        """The deal's rulings so far."""
        return tuple(self._state.out.rulings)

    def partners(self, seat: str) -> tuple[str, ...]:
        """The seat's partners fixed by the game (none where each plays for himself or the partner is hidden)."""
        return self._state.partners(seat)

    def bidding_round(self) -> int | None:
        """The round of bidding in progress: 1 (the turn-up's), 2 (a suit named), or None (no bidding now)."""
        return {"first_round": 1, "second_round": 2}.get(self._state.phase)

    # -- what a seat holds and may play ------------------------------------------------------------

    def held(self, seat: str, with_turn_up: bool = False) -> list[Card]:
        """The cards ``seat`` still holds, as the state has his hand if the deal recorded it (else none known);
        ``with_turn_up``: and the trump card the dealer takes up for his discard."""
        state = self._state
        hand = list(state.holding(seat) or [])
        if hand and with_turn_up and state.turn_up is not None and state.turn_up not in hand:
            hand.append(state.turn_up)
        return hand

    def led(self) -> Suit | None:
        """The suit to be followed in the trick on the table (``DealState.led_suit``: the suit of the card led, the
        trump suit for a bower or the joker; the suit named to the joker led without trumps), None before the lead."""
        return self._state.led_suit()

    def must_play(self, seat: str) -> list[Card]:
        """Of the cards ``seat`` holds as recorded, those the game's rules of play oblige him to play to the trick
        on the table (``Ranking.must_play``: follow suit); none where he may play any (the lead, none of the suit led,
        his hand not recorded)."""
        state = self._state
        trick = state.trick
        if trick is None or not trick.plays:
            return []
        return state.game.must_play(self.held(seat), trick.plays, state.out.trump, trick.names)

    def jambone_called(self, seat: str) -> tuple[str, Card] | None:
        """The card an adversary called from ``seat``'s jambone hand, not yet played, and who called it
        (foster:railroad#jambone-calls); None if none."""
        state = self._state
        return state.jambone_called if state.jambone == seat else None

    def demand_on(self, seat: str, legal: list[Card]) -> tuple[Demand | None, list[Card]]:
        """The demand of a penalty call the engine holds on ``seat``'s next card (a suit to lead, a card to play,
        ...) and those of ``legal`` (his legal plays, or the whole pack where his hand is unknown) that comply, as
        the engine judges a play against it (``penalties.check_play``); all of ``legal`` where he cannot comply.
        No demand on this play: ``(None, legal)``."""
        state = self._state
        ranking, hand, led = state.ranking, state.holding(seat), self.led()
        trick = sum(t.winner is not None for t in state.out.tricks)  # the state closed: the trick on the table is one
        cards = legal or sorted(pack_for(state.record), key=lambda c: c.code)  # his hand unknown
        for d in state.demands:
            if d.done or d.target != seat or d.trick not in (None, trick):
                continue
            judged = [(c, breach_of(d, c, led, hand, ranking)) for c in cards]
            if all(breach is None for _, breach in judged):
                continue  # not on this play: a suit to lead, and he follows; a card called that would make him revoke
            complying = {c for c, breach in judged if not breach}
            return d, [c for c in legal if c in complying] or legal
        return None, legal

    # -- what is due next ------------------------------------------------------------------------

    def due(self, by: str | None = None) -> Due:
        """The next fact of the deal in the order of the game: the shuffle, the cut, the deal, the bidding (or what
        the game takes in turn in its place), the widow, the discard, a lone hand's exchanges, the call of a partner,
        the cards of a lead out of turn taken back, the play (or a card called from a jambone hand), the game
        answering for its own laws' facts; ``by``: the fact as it falls to that seat."""
        state = self._state
        if state.phase == "done":
            return Due("new_deal", why="The deal is over")
        if state.phase == "deal":
            types = {e.type for e in state.deal.events}
            if "shuffle" not in types:
                return Due("shuffle", by or state.dealer)
            if "cut" not in types:
                return Due("cut", by or state.right_of(state.dealer))
            return Due("deal", by or state.dealer)
        bidding = state.bidding_round
        if bidding is not None and state.phase == "bidding":
            holds = bidding.holding[1] if bidding.holding is not None else None
            return Due("bid", by or bidding.turn, why="The bidding",
                       holding=(holds.value, holds.suit) if holds is not None else None)
        if bidding is not None and state.phase == "naming":
            return Due("make", by or state.out.maker, why="The holder of the bid names the trump")
        game = state.game
        in_turn = game.due_in_turn(state, by, self.held) if state.phase == "first_round" else None
        if in_turn is not None:
            return in_turn
        if state.phase != "play":
            return Due("pass", by or state.bidder(), why="The bidding")
        before_the_lead = not state.out.tricks and not (state.trick is not None and state.trick.plays)
        widow = game.widow_due(state, by, self.held) if before_the_lead else None
        if widow is not None:
            return widow
        exchange = game.lone_hands_due(state, self.held) if by is None else None
        lone_dealer_first = exchange is not None and exchange.kind == "pass_card" and state.out.lone == state.dealer
        if self.discard_due() and not lone_dealer_first:  # a lone dealer's second discard follows his partner's best
            discards = self.held(by or state.dealer, with_turn_up=by in (None, state.dealer))
            return Due("discard", by or state.dealer, why="The dealer's discard", cards=tuple(discards),
                       shows_trump=True)
        if exchange is not None:
            return exchange
        call = game.partner_call_due(state, by)
        if call is not None:
            return call
        trick = state.trick  # the trick on the table, not full (the state closed, a full one is turned)
        if trick is not None and following_false_lead(state) and by in (None, trick.plays[-1][0]):
            back, card = trick.plays[-1]  # its cards go back, the last played first (the lead stays the false lead)
            return Due("take_back", back, why="The lead out of turn is taken back", cards=(card,))
        seat = by or state.next_to_play()
        called = game.jambone_call_due(state, seat) if seat is not None and by is None else None
        return called or Due("play", seat)

    def discard_due(self) -> bool:
        """Whether the dealer's discard is due and not made, as the engine rules a discard
        (``bidding_faults.discarded``): he took up the trump card and does not sit out (but the 1862 code's dealer
        always discards), before a trick is won (the state closed, the trick on the table is among ``out.tricks``,
        not won), and not playing jambone, which "may decline to discard" (1862:IV.68)."""
        state = self._state
        taken = state.dealer_discards or state.turn_up_taken and state.code.dealer_always_discards is not None
        return taken and not state.discards and all(t.winner is None for t in state.out.tricks) \
            and state.jambone != state.dealer

    def may_defend_alone(self) -> list[str]:
        """The adversaries of the lone player who may yet play alone against him, as the game has it
        (``Game.may_defend_alone``: Railroad's, foster:railroad#lone-against-lone); none otherwise."""
        return self._state.game.may_defend_alone(self._state)

    def announcements(self) -> list[str]:
        """What the lone player may yet announce before the first lead, as the game has it (``Game.announcements``:
        Railroad's jambone or jamboree, foster:railroad#jambone, #jamboree); nothing otherwise."""
        return self._state.game.announcements(self._state)

    def awaited(self) -> Due | None:
        """The election an open ruling waits on, the call elected and not yet made, the cards a ruling waits to be
        shown, or the trick's turning a revoke claim waits on: what comes first (None if nothing is awaited)."""
        state = self._state
        for entry in self._live():
            elected = entry.ruling.elected
            if elected is not None:  # a call elected: the call itself is still to be made, by the seat that elected it
                seat = next((e.seat for e in reversed(state.deal.events) if isinstance(e, Elected)
                             and e.option == elected), None)
                return Due("call", seat, why=f"The call elected: {elected.replace('_', ' ')}")
            if entry.ruling.irregularity is Irregularity.CARDS_TO_BE_SHOWN:  # callace:46: "all the cards must be shown"
                wanted = [s for s in state.seats if s in whereabouts(state)[2]]  # the hands the record lacks
                return Due("show", wanted[0] if wanted else None,
                           why=f"The ruling awaits the cards of {', '.join(wanted) or 'every player'}")
            if entry.blocking:
                return Due("elect", self.electors().get(entry.ruling.event),
                           why=f"The ruling on the {entry.ruling.irregularity.value.replace('_', ' ')} awaits it")
        if state.claim_waits:  # foster:31, callace:39: the renounce may be corrected till the trick is turned
            return Due("quit_trick", why="The revoke claimed is decided when the trick is turned and quitted, "
                                         "unless the renounce is corrected first")
        return None

    # -- who may elect -----------------------------------------------------------------------------

    def _offered(self, entry: Open) -> list[str]:
        """The options of an open ruling not yet spent: a call of an exposed card once the card has been played is
        spent ("the fact of their being exposed does not prevent their being got rid of in the course of play",
        foster:text#cards-played-in-error), called or not."""
        state = self._state
        cards = state.exposed_by_ruling.get(id(entry.ruling))
        if cards and "call_card" in entry.effects:
            after = entry.ruling.event if entry.ruling.event is not None else -1
            played = {e.card for i, e in enumerate(state.deal.events) if i > after and isinstance(e, CardPlayed)}
            if all(c in played for c in cards):  # each played since it was exposed (a card led in error is not)
                return [o for o in entry.effects if o != "call_card"]
        return list(entry.effects)

    def _live(self) -> list[Open]:
        """The deal's open rulings but those whose every option is spent (one that offers none, awaiting cards shown
        or the trick's turning, stays)."""
        return [e for e in self._state.open if not e.effects or self._offered(e)]

    def open_options(self) -> list[str]:
        """The options of the deal's rulings open to an election (what an ``elect`` may name), each once."""
        return list(dict.fromkeys(o for e in self._live() if e.ruling.elected is None for o in self._offered(e)))

    def offered(self) -> dict[int | None, list[str]]:
        """For each open ruling of the deal not yet elected on (by its event), the options still offered: those of
        the ruling but the ones spent (``_offered``)."""
        return {e.ruling.event: self._offered(e) for e in self._live() if e.ruling.elected is None}

    def entitled_seats(self) -> dict[int | None, list[str]]:
        """For each open ruling of the deal not yet elected on (by its event), the seats the engine lets elect, in
        the table's order (the entitled side's, or whom ``Open.may`` names); a ruling whose options lapsed is not
        open."""
        state = self._state
        return {e.ruling.event: [s for s in state.seats if s in state.active and (
            e.may(s) if e.may is not None else state.is_of(s, e.entitled))]
            for e in self._live() if e.ruling.elected is None}

    def electors(self) -> dict[int | None, str]:
        """For each open ruling of the deal not yet elected on (by its event), the seat to name as electing, of the
        seats the engine lets elect (the entitled side's, or Call-Ace's maker): the last claimant of the deal if he
        is one; else the first whose call on the ruling the engine's check lets make (on some seat, of the card the
        ruling is on), the nearest on the offender's right first (with no offender, a fault in the deal, the
        dealer's): the adversary on the right of an exposed card, who "must call it" (foster:26), the last to play
        to a trick led in his partner's turn (foster:27). The scorer may change it."""
        state = self._state
        events = state.deal.events
        claimants = [e.seat for e in events if e.type == "claim"]
        out: dict[int | None, str] = {}
        for entry in self._live():
            if entry.ruling.elected is not None:
                continue
            event = entry.ruling.event
            fact = events[event] if event is not None and event < len(events) else None
            offender = fact.seat if fact is not None and fact.seat in state.seats else state.dealer
            may = [s for s in reversed(state.rotation(offender))
                   if s in state.active
                   and (entry.may(s) if entry.may is not None else state.is_of(s, entry.entitled))]
            check, card = entry.caller_check, getattr(fact, "card", None)
            calls = [s for s in may if check is None or any(
                check(PenaltyCalled(seat=s, target=t, card=card)) is None for t in state.seats)]
            named = [s for s in claimants[-1:] if s in may] or calls or may
            if named:
                out[event] = named[0]
        return out

    def who_elects(self, name: Callable[[str], str]) -> dict[int | None, str]:
        """For each open ruling of the deal not yet elected on (by its event), who the engine gives its options to,
        as the ruling page says it (``name``: how it names a seat), as the game says it (``Game.who_elects``): where
        it seats fixed partners the entitled side; where it hides the maker's partner (Call-Ace) whom the ruling
        names (``Open.entitled``: the maker of the trump, named, or a player, or any player)."""
        state = self._state
        out: dict[int | None, str] = {}
        for entry in self._live():
            if entry.ruling.elected is not None:
                continue
            who = state.game.who_elects(entry.entitled, state.out.maker, name)
            out[entry.ruling.event] = f"{who[0].upper()}{who[1:]} elects"
        return out

    def elected_call(self) -> ElectedCall | None:
        """The call an election made and waits on (an exposed card's, a suit's, a demand's), on the offender of the
        ruling elected on; None if none waits."""
        state = self._state
        entry = next((e for e in self._live() if e.ruling.elected in CALLS), None)
        if entry is None or entry.ruling.event is None or entry.ruling.event >= len(state.deal.events):
            return None
        option, fact = entry.ruling.elected, state.deal.events[entry.ruling.event]
        assert option is not None
        card = getattr(fact, "card", None)
        cards = state.exposed_by_ruling.get(id(entry.ruling)) or ([card] if card else [])
        check = entry.caller_check
        return ElectedCall(option, fact.seat or "", tuple(cards), lambda ev: check is None or check(ev) is None,
                           tuple(entry.call_laws))
