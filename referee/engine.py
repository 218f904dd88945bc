"""Replay a deal from its facts, find the irregularities, rule on them.

``DealReplay.push`` applies one event to the state of the deal, as the
table saw it happen; judging whether the event broke a law is a separate
step (``_judge_*``) whose rulings are collected, never raised. The engine
imports only the standard library and the package's own pure modules.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any
from dataclasses import dataclass, field

from .cards import Card, Suit, trick_winner
from .codes import Code, find_code
from .laws import Citation, cite
from .record import (
    Abandoned, CardExposed, CardPlayed, CardsShown, CardTakenBack, Claimed, Dealt, DealFaulted,
    Deal, Discarded, Elected, Event, Options, OrderedUp, PartnerCalled, Passed, PenaltyCalled,
    PlayCorrected, Record, Shuffled, Cut, TakenUp, TrickQuitted, TrumpMade, TurnedDown, WentAlone,
)
from .rulings import Irregularity, Ruling
from . import deal_faults, play_faults
from .scoring import Tally

NOT_YET_RULED = {
    "declare": "jambone and jamboree (the 1862 code's additions)",
    "go_alone": "a lone hand announced after the trump was settled (the 1862 code's privilege)",
    "expose": "exposed cards",
    "remark": "remarks calling attention to the bridge, score, trick or trump card",
    "look_back": "looking at a quitted trick",
    "cut_for_deal": "cutting for deal",
}


@dataclass(slots=True)
class Trick:
    """A trick: who led, the cards in the order played, and who won it."""

    leader: str
    plays: list[tuple[str, Card]] = field(default_factory=list)
    winner: str | None = None

    def to_dict(self) -> dict[str, object]:
        return {"leader": self.leader, "plays": [[s, c.code] for s, c in self.plays], "winner": self.winner}


@dataclass(slots=True)
class Renounce:
    """A card not of the suit led, played by a player who may have held one."""

    event: int
    seat: str
    trick: int
    led: Suit
    card: Card
    evidence: str | None = None  # how the holding of the suit led is known
    corrected: bool = False


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
    basis: list[Citation] = field(default_factory=list)  # the laws that decide the status and points

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
            "basis": [{"id": c.id, "title": c.law.title, "text": c.law.text} for c in self.basis],
        }


class DealReplay:
    """The state of one deal as its events are pushed, and the rulings found."""

    def __init__(self, record: Record, code: Code, index: int, deal: Deal) -> None:
        self.record, self.code, self.options = record, code, record.options
        self.seats = record.seats
        self.n = len(self.seats)
        self.dealer = deal.dealer
        self.deal = deal
        self.out = DealOutcome(index=index, dealer=deal.dealer, points={s: 0 for s in record.sides})
        self.hands: dict[str, list[Card]] = {}
        self.turn_up: Card | None = None
        self.phase = "deal"  # deal, first_round, second_round, play, done
        self.bidders: list[str] = self.rotation(self.left_of(self.dealer))
        self.bid_turn = 0
        self.discarded = False
        self.discard_unknown = False  # the dealer discarded, but the record does not say which card
        self.dealer_discards = False
        self.called_suit: Suit | None = None
        self.sitting_out: str | None = None
        self.trick: Trick | None = None
        self.leader: str | None = None
        self.renounces: list[Renounce] = []
        self.played: dict[str, list[Card]] = {s: [] for s in self.seats}
        self.false_lead: tuple[Ruling, str] | None = None  # ruling, the seat whose lead it was
        self.pending: Ruling | None = None
        self.elect_effects: dict[str, Callable[[], str]] = {}
        self.no_score: set[str] = set()

    # -- seats ---------------------------------------------------------------

    def left_of(self, seat: str) -> str:
        return self.seats[(self.seats.index(seat) + 1) % self.n]

    def rotation(self, first: str) -> list[str]:
        i = self.seats.index(first)
        return [self.seats[(i + k) % self.n] for k in range(self.n)]

    def partner_of(self, seat: str) -> str | None:
        if self.record.game != "euchre":
            return None
        return self.seats[(self.seats.index(seat) + 2) % 4]

    def side(self, seat: str) -> str:
        return self.record.side_of(seat)

    @property
    def active(self) -> list[str]:
        return [s for s in self.seats if s != self.sitting_out]

    # -- applying events ---------------------------------------------------------

    def push(self, i: int, event: Event) -> None:
        """Apply event ``i`` to the state and judge it."""
        if self.phase == "done" and not isinstance(event, (Elected, Claimed, PenaltyCalled, CardsShown, TrickQuitted)):
            return
        handler = getattr(self, "_on_" + event.type, None)
        if handler is None:
            self.rule(Ruling(
                i, Irregularity.NOT_RULED, [], f"The record shows a `{event.type}` event by {event.seat}.",
                f"This engine does not yet rule on {NOT_YET_RULED.get(event.type, event.type)}; the fact is kept "
                "and the deal is ruled on the other facts.",
            ))
            return
        handler(i, event)

    def rule(self, ruling: Ruling) -> None:
        self.out.rulings.append(ruling)
        if ruling.is_awaiting:
            self.pending = ruling

    def _on_shuffle(self, i: int, ev: Shuffled) -> None:
        pass

    def _on_cut(self, i: int, ev: Cut) -> None:
        pass

    def _on_deal(self, i: int, ev: Dealt) -> None:
        self.hands = {s: list(cards) for s, cards in (ev.hands or {}).items()}
        self.turn_up = ev.turn_up
        self.phase = "first_round"

    def _on_deal_fault(self, i: int, ev: DealFaulted) -> None:
        ruling, status = deal_faults.rule_deal_fault(self, i, ev)
        self.rule(ruling)
        if status is not None:
            self.finish(status)

    # -- making the trump ------------------------------------------------------

    def _on_pass(self, i: int, ev: Passed) -> None:
        self.bid_turn += 1
        if self.phase == "second_round" and self.bid_turn >= self.n:
            if self.options.stick_the_dealer:
                self.rule(Ruling(
                    i, Irregularity.CUSTOM, [], f"All passed the making, the dealer {self.dealer} last.",
                    "Under the house custom of sticking the dealer the deal is not void: the dealer must name a trump.",
                    custom="stick_the_dealer",
                ))
                return
            self.out.basis.append(self.code.all_pass)
            self.finish("passed")

    def _on_order_up(self, i: int, ev: OrderedUp) -> None:
        self._settle(i, ev.seat, self.turn_up.suit_under(None) if self.turn_up else None, ev.alone, takes_up=True)

    def _on_take_up(self, i: int, ev: TakenUp) -> None:
        self._settle(i, ev.seat, self.turn_up.suit_under(None) if self.turn_up else None, ev.alone, takes_up=True)

    def _on_turn_down(self, i: int, ev: TurnedDown) -> None:
        self.phase = "second_round"
        self.bid_turn = 0

    def _on_make(self, i: int, ev: TrumpMade) -> None:
        self._settle(i, ev.seat, ev.suit, ev.alone, takes_up=False)

    def _settle(self, i: int, seat: str | None, suit: Suit | None, alone: bool, takes_up: bool) -> None:
        assert seat is not None
        if self.turn_up is not None and self.turn_up.is_joker and takes_up:
            suit = Suit.SPADES  # callace:5; Foster's euchre laws are silent
        self.out.trump = suit
        self.out.maker = seat
        self.dealer_discards = takes_up
        self.phase = "play"
        if alone:
            self.out.lone = seat
            self.sitting_out = self.partner_of(seat)
            if self.sitting_out == self.dealer:
                self.dealer_discards = False  # foster:text dealers-partner-alone: the trump stays on the pack
        self.leader = self._first_leader()

    def _first_leader(self) -> str:
        lone = self.out.lone
        if lone is not None and self.options.lone_lead == "left_of_lone":
            return self.left_of(lone)
        eldest = self.left_of(self.dealer)
        return self.left_of(eldest) if eldest == self.sitting_out else eldest

    def _on_go_alone(self, i: int, ev: WentAlone) -> None:
        if self.code.name != "foster":
            self.rule(Ruling(
                i, Irregularity.NOT_RULED, [], f"{ev.seat} announced a lone hand after the trump was settled.",
                f"This engine does not yet rule on {NOT_YET_RULED['go_alone']}; the hand is played with partners.",
            ))
            return
        maker = self.out.maker
        if ev.seat == maker:
            laws, why = [cite("foster:34")], "he did not say “alone” in connection with making the trump"
        else:
            laws, why = [cite("foster:33"), cite("foster:text#playing-alone")], f"{maker}, not he, made the trump"
        self.rule(Ruling(
            i, Irregularity.LONE_HAND_BARRED, laws,
            f"{ev.seat} announced a lone hand after the trump was settled; {why}.",
            "No lone hand: the hand is played by both partners.",
        ))

    def _on_call_partner(self, i: int, ev: PartnerCalled) -> None:
        self.called_suit = ev.suit

    def _on_discard(self, i: int, ev: Discarded) -> None:
        self.discarded = True
        self.discard_unknown = ev.card is None
        hand = self.hands.get(self.dealer)
        if hand is not None and self.turn_up is not None and self.turn_up not in hand:
            hand.append(self.turn_up)
        if hand is not None and ev.card in hand:
            hand.remove(ev.card)

    # -- the play ----------------------------------------------------------------

    def _on_play(self, i: int, ev: CardPlayed) -> None:
        seat, card = ev.seat, ev.card
        assert seat is not None
        if self.phase != "play":
            self.rule(Ruling(
                i, Irregularity.NOT_RULED, [], f"{seat} played {card.name()} before the trump was settled.",
                "This engine does not yet rule on a card played before the trump is made; the fact is kept.",
            ))
            return
        if self.trick is not None and len(self.trick.plays) >= len(self.active):
            self.quit_trick()
        if self.trick is None:
            self.trick = Trick(leader=seat)
            if seat != self.leader:
                self._judge_lead_out_of_turn(i, seat, card)
            elif self.false_lead is not None:
                self._lapse_false_lead(seat)
        self._take_from_hand(seat, card)
        if seat == self.dealer and not self.discarded and self.dealer_discards and not self.out.tricks:
            self._judge_late_discard(i)
        self._judge_renounce(i, seat, card)
        self.trick.plays.append((seat, card))
        self.played[seat].append(card)
        self._check_evidence(seat, card)
        if len(self.trick.plays) == len(self.active) and self.false_lead is not None:
            ruling, _ = self.false_lead
            ruling.effect = "All played to the false lead: the error cannot be rectified, and the trick stands."
            ruling.options, ruling.entitled = [], None
            if self.pending is ruling:
                self.pending = None
            self.false_lead = None

    def _take_from_hand(self, seat: str, card: Card) -> None:
        hand = self.hands.get(seat)
        if hand is not None and card in hand:
            hand.remove(card)

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
        if len(self.out.tricks) == 5:
            self._score_hand()

    def _on_take_back(self, i: int, ev: CardTakenBack) -> None:
        if self.trick is None:
            return
        for k, (seat, card) in enumerate(self.trick.plays):
            if seat == ev.seat and card is ev.card:
                del self.trick.plays[k]
                self.played[seat].remove(card)
                if ev.seat in self.hands:
                    self.hands[ev.seat].append(card)
                break
        if not self.trick.plays:
            self.trick = None

    def _on_correct(self, i: int, ev: PlayCorrected) -> None:
        if self.trick is None:
            return
        for k in range(len(self.trick.plays) - 1, -1, -1):
            seat, old = self.trick.plays[k]
            if seat == ev.seat:
                self.trick.plays[k] = (seat, ev.card)
                self.played[seat][-1] = ev.card
                if seat in self.hands:
                    self.hands[seat].append(old)
                    if ev.card in self.hands[seat]:
                        self.hands[seat].remove(ev.card)
                for r in self.renounces:
                    if r.seat == seat and r.trick == len(self.out.tricks) and not r.corrected:
                        r.corrected = True
                        binding, persuasive = self.code.persuasive("foster:31", "foster:32")
                        self.rule(Ruling(
                            i, Irregularity.REVOKE_CORRECTED, binding,
                            f"{seat} corrected his renounce before the trick was turned and quitted.",
                            f"No revoke. {old.name().capitalize()}, played in error, is an exposed card.",
                            persuasive=persuasive,
                        ))
                break

    def _on_show(self, i: int, ev: CardsShown) -> None:
        for card in ev.cards:
            self._check_evidence(ev.seat or "", card, shown=True)

    # -- judging ----------------------------------------------------------------

    def _judge_lead_out_of_turn(self, i: int, seat: str, card: Card) -> None:
        ruling = play_faults.rule_lead_out_of_turn(self, i, seat, card)
        self.rule(ruling)
        if ruling.options:
            self.false_lead = (ruling, self.leader or "")

    def _lapse_false_lead(self, seat: str) -> None:
        assert self.false_lead is not None
        ruling, _ = self.false_lead
        ruling.effect += f" No call was made before {seat} led; the right lapsed."
        ruling.entitled = None
        if self.pending is ruling:
            self.pending = None
        self.false_lead = None

    def _judge_late_discard(self, i: int) -> None:
        binding, persuasive = self.code.persuasive("foster:17")
        side = self.side(self.dealer)
        self.no_score.add(side)
        self.rule(Ruling(
            i, Irregularity.DISCARD_LATE, binding,
            f"The dealer {self.dealer} played to the first trick before he had discarded.",
            f"{side} cannot score any points for this hand.", persuasive=persuasive,
        ))

    def _judge_renounce(self, i: int, seat: str, card: Card) -> None:
        assert self.trick is not None
        if not self.trick.plays:
            return
        trump = self.out.trump
        led = self.trick.plays[0][1].suit_under(trump)
        if led is None or card.suit_under(trump) is led:
            return
        r = Renounce(event=i, seat=seat, trick=len(self.out.tricks), led=led, card=card)
        hand = self.hands.get(seat)
        if hand is not None:
            held = [c for c in hand if c.suit_under(trump) is led]
            if seat == self.dealer and self.discard_unknown:
                held = held[1:]  # one of them may be the discard the record does not name
            if held:
                r.evidence = f"holding {held[0].name()}, as the deal records"
            else:
                return
        self.renounces.append(r)

    def _check_evidence(self, seat: str, card: Card, shown: bool = False) -> None:
        trump = self.out.trump
        for r in self.renounces:
            if r.seat == seat and r.evidence is None and card.suit_under(trump) is r.led:
                later = len(self.out.tricks) + (0 if shown else 1)
                if shown or later > r.trick + 1 or (self.trick is not None and self.trick.plays and self.trick.plays[-1] == (seat, card) and len(self.out.tricks) > r.trick):
                    r.evidence = f"while holding {card.name()}, which he {'showed' if shown else f'played in trick {len(self.out.tricks) + 1}'}"

    def established_revokes(self) -> list[Renounce]:
        return [r for r in self.renounces if r.evidence is not None and not r.corrected]

    def _on_claim(self, i: int, ev: Claimed) -> None:
        play_faults.rule_revoke_claim(self, i, ev)

    def _on_elect(self, i: int, ev: Elected) -> None:
        play_faults.apply_election(self, i, ev)

    def _on_call(self, i: int, ev: PenaltyCalled) -> None:
        if self.false_lead is not None:
            ruling, _ = self.false_lead
            ruling.elected = "call_suit" if ev.suit is not None else ruling.options[0]
            ruling.entitled = None
            if self.pending is ruling:
                self.pending = None
            what = ev.suit.plural if ev.suit else (ev.card.name() if ev.card else ev.demand or "")
            ruling.effect = f"{ev.seat} called {what} from {ev.target}. " + ruling.effect
            self.false_lead = None
            return
        self.rule(Ruling(
            i, Irregularity.NOT_RULED, [], f"{ev.seat} made a penalty call on {ev.target}.",
            "This engine does not yet rule on this penalty call; the fact is kept.",
        ))

    def _on_abandon(self, i: int, ev: Abandoned) -> None:
        play_faults.rule_abandon(self, i, ev)

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
        """callace:20, 22: the holder of the best card in play of the suit called."""
        suit, trump = self.called_suit, self.out.trump
        if suit is None or self.out.lone:
            return None
        best: tuple[int, str] | None = None
        holdings: Iterable[tuple[str, Card]]
        if self.hands and len(self.hands) == self.n:
            holdings = [(s, c) for s, cards in self.deal_hands().items() for c in cards]
        else:
            holdings = [(s, c) for s, cards in self.played.items() for c in cards]
        for seat, card in holdings:
            if card.suit_under(trump) is suit and (best is None or card.power(trump) > best[0]):
                best = (card.power(trump), seat)
        if best is None or best[1] == self.out.maker:
            return None
        return best[1]

    def deal_hands(self) -> dict[str, list[Card]]:
        for ev in self.deal.events:
            if isinstance(ev, Dealt) and ev.hands:
                return {s: list(c) for s, c in ev.hands.items()}
        return {}

    def _score_hand(self) -> None:
        makers = self.makers()
        won = sum(1 for t in self.out.tricks if t.winner in makers)
        score = self.code.hand_score(won, self.out.lone is not None, self.n)
        self.out.basis.extend(score.laws)
        if self.record.game == "euchre":
            maker_side = self.side(self.out.maker or "")
            other = next(s for s in self.record.sides if s != maker_side)
            self._award(maker_side, score.makers)
            self._award(other, score.defenders)
        else:
            for seat in self.seats:
                self._award(seat, score.makers if seat in makers else score.defenders)
        self.finish("scored")

    def _award(self, side: str, points: int) -> None:
        if side not in self.no_score:
            self.out.points[side] = self.out.points.get(side, 0) + points

    def finish(self, status: str) -> None:
        self.phase = "done"
        self.out.status = status
        self.out.next_dealer = self.dealer if status == "redeal" else self.left_of(self.dealer)

    def close(self) -> DealOutcome:
        """The outcome once every event has been pushed."""
        if self.trick is not None and self.phase != "done":
            if len(self.trick.plays) == len(self.active):
                self.quit_trick()
            else:
                self.out.tricks.append(self.trick)  # the trick on the table, not yet won
        for r in self.established_revokes():
            if not any(x.irregularity is Irregularity.REVOKE and x.event == r.event for x in self.out.rulings):
                binding, persuasive = self.code.persuasive("foster:text#revoke-claim-time")
                self.rule(Ruling(
                    r.event, Irregularity.REVOKE_UNCLAIMED, binding,
                    f"{r.seat} renounced to the {r.led.plural} lead in trick {r.trick + 1}, playing {r.card.name()}, "
                    f"{r.evidence}.",
                    "No revoke was claimed in the record; a claim may still be made before the cards are cut "
                    "for the following deal.", persuasive=persuasive,
                ))
        if self.pending is not None and self.pending.is_awaiting:
            self.out.status = "awaiting"
            self.out.next_dealer = None
        elif self.phase != "done":
            self.out.status = "incomplete"
            self.out.next_dealer = None
        return self.out


def replay(record: Record, code: Code) -> list[DealOutcome]:
    """Replay every deal of ``record`` under ``code``."""
    outcomes = []
    for index, deal in enumerate(record.deals):
        state = DealReplay(record, code, index, deal)
        for i, event in enumerate(deal.events):
            state.push(i, event)
        outcomes.append(state.close())
    return outcomes


def rule_record(record: Record) -> dict[str, Any]:
    """The ruling (format 1) on a loaded record."""
    code = find_code(record.code)
    outcomes = replay(record, code)
    tally = Tally(record)
    for outcome in outcomes:
        if outcome.status == "scored":
            tally.add(outcome.points)
    return {
        "format": "euchre-ruling/1",
        "game": record.game,
        "code": record.code,
        "deals": [o.to_dict() for o in outcomes],
        **tally.to_dict(),
    }
