"""Écarté and Pool Écarté, as Foster gives them (shared/spec/ecarte.md; laws/foster-ecarte.toml,
laws/foster-pool-ecarte.toml): games that own their deal (``table.owner.DealOwner``) over the family core.

"ÉcartÉ is played by two persons, who sit opposite each other" (foster:ecarte#players), each for himself, "with a
pack of thirty-two cards" (foster:ecarte#pack), "five points is the game" (foster:ecarte#game-counters). "Pool ÉcartÉ
is played by three persons" (foster:pool-ecarte#stakes), two of whom play each game. The section is the whole law and
incorporates no other: "All that is essential in the laws will be found embodied in the foregoing description of the
game" (foster:ecarte#essential); Foster's Euchre Laws are cited as persuasive only, where it is silent."""
from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any, ClassVar

from ...cards import Card
from ...law.rulings import Named, Ruling
from ...ledger.settlement import POOL, Settlement, Transfer
from ...parts.base import Part
from ...record import CardPlayed, Dealt as DealtEvent, Elected, Event, LookedBack, PenaltyCalled, Record, Remarked
from ...table.facts import HandOver, TrumpSet, TurnSet, Unplayed
from ...table.owner import DealOwner, basis, ruled
from ...table.places import TURN_UP
from ...table.state import Table
from ..base import TableOption
from .deal import EcarteDealPart, EcarteDealRules
from .events import EVENTS, DrawnFrom, Given
from .ledger import EcarteLedger, players_of
from .play import ALSO, EcartePlay, EcartePlayPart
from .proposals import Proposals
from .ranking import EcarteRanking, ranking
from .scoring import trick_points
from .slot import EcarteSlot, credit

TRUMP = "foster:ecarte#trump-card"


class Ecarte(DealOwner[EcarteSlot]):
    """Écarté: two players, each for himself, to five points."""

    name: ClassVar[str] = "ecarte"
    title: ClassVar[str] = "Écarté"
    every_trick: ClassVar[str] = "the vole"
    bidding_said: ClassVar[str] = "The proposals and the discards"
    seats: ClassVar[tuple[int, ...]] = (2,)
    seats_said: ClassVar[str] = "Écarté is played by two."
    codes: ClassVar[tuple[str, ...]] = ("foster",)
    rubbers: ClassVar[bool] = False
    own_events: ClassVar[Mapping[str, type[Event]]] = EVENTS
    own_cut: ClassVar[bool] = True
    own_values: ClassVar[Mapping[tuple[str, str], tuple[str, ...]]] = {
        ("deal_fault", "kind"): ("two_turned", "turned_for_discard"), ("remark", "about"): ("count", "pattern"),
        ("claim", "kind"): ("renounce",), ("look_back", "at"): ("discards",),
        ("abandon", "claiming"): ("point", "vole", "game"), ("abandon", "conceding"): ("point", "vole", "game")}
    own_options: ClassVar[tuple[TableOption, ...]] = (TableOption("packs", "Packs in use", 2),)
    table_options: ClassVar[tuple[TableOption, ...]] = (TableOption("game_to", "Game to", 5),
                                                        TableOption("packs", "Packs in use", 2))
    labels: ClassVar[Mapping[str, str]] = {"propose": "Propose", "accept": "Accept", "refuse": "Refuse",
                                           "stand": "I play", "discard": "Discards", "give": "Give",
                                           "mark_king": "I mark the King", "replay": "Played over"}
    pooled: ClassVar[bool] = False

    def pack_size(self, seats: int) -> int:
        return 32

    def impossibilities(self, record: Any, deal: Any, at: str) -> Iterator[tuple[str, str]]:
        """The deal's pone not a player of it; the trump card given, drawn or played: "The trump card cannot be taken
        into the hand under any circumstances" (foster:ecarte#trump-card); and what no game's can (``Game``'s)."""
        yield from super().impossibilities(record, deal, at)
        if deal.pone is not None and (deal.pone not in record.seats or deal.pone == deal.dealer):
            yield f"{at}.pone", f"Seat {deal.pone!r} is not the dealer's adversary at the table."
        if record.start_holder is not None and record.start_holder not in record.seats and deal is record.deals[0]:
            yield "start_holder", f"Seat {record.start_holder!r} is not at the table."
        turn_up = next((e.turn_up for e in deal.events if isinstance(e, DealtEvent)), None)
        for i, event in enumerate(deal.events):
            held = event.cards if isinstance(event, (Given, DrawnFrom)) else (
                (event.card,) if isinstance(event, CardPlayed) else None)
            if turn_up is not None and held and turn_up in held:
                yield f"{at}.events[{i}]", f"{turn_up} is the trump card, which no one takes into his hand ({TRUMP})."

    def packs(self, table: Table[EcarteSlot]) -> int:
        return int(table.record.options.agreed("packs", 2))

    def new_slot(self, table: Table[EcarteSlot]) -> EcarteSlot:
        dealer, pone = players_of(table.record, table.deal, table.carry)
        return EcarteSlot(pone=pone, game_to=table.record.options.game_to,
                          score_before={s: table.carry.scores.get(s, 0) for s in (dealer, pone)})

    def parts(self, table: Table[EcarteSlot]) -> Sequence[Part[EcarteSlot]]:
        rules = EcartePlay(self)
        play = EcartePlayPart(rules, leader=table.own.pone, also=ALSO)
        rules.part = play
        return (EcarteDealPart(EcarteDealRules(self)), Proposals(self), play)

    def ranking_at(self, table: Table[EcarteSlot]) -> EcarteRanking:
        return ranking(table.trump)

    def offered_to(self, table: Table[EcarteSlot], kind: str, seat: str | None) -> Sequence[str | None]:
        """foster:ecarte#mark-king: either player holding the King may announce it whoever is in turn (the dealer's
        "I mark the King" in reply to the pone's "I play"): tried for each, the seat in turn first."""
        return [seat, *(s for s in table.in_deal if s != seat)] if kind == "mark_king" else (seat,)

    def over(self, table: Table[EcarteSlot]) -> bool:
        return table.own.ended or self._tricks(table) is not None

    def after_hand(self, table: Table[EcarteSlot], event: Event) -> Sequence[str] | None:
        """Once the deal has ended before its tricks were played (a fault that gives the point, the game won, a fresh
        deal or a misdeal claimed), each later event is of no effect by the law that ended it (ecarte.md §8, "the
        point"; foster:ecarte#five: "whatever else it would have given counts for nothing"). The tricks played out,
        what follows is the parts': a renounce claimed and the hand played over, an election, a King announced late."""
        return table.own.ended_by or None

    def other(self, table: Table[EcarteSlot], i: int, event: Event) -> None:
        """The events any phase may see: a remark, an election, a resignation, a look at the discards or a trick."""
        if isinstance(event, Elected):
            self._elect(table, i, event)
        elif event.type == "resign":
            ruled(table, i, Named("resigned"), ["foster:ecarte#gallery"],
                  f"{event.seat} resigns; one of the gallery plays out the game for him.",
                  f"The game goes on as {event.seat}'s, his seat and score kept.")
        elif isinstance(event, LookedBack) and event.at == "discards":
            ruled(table, i, Named("looked_at_discards"), ["foster:ecarte#looking-at-discards",
                                                          "foster:ecarte#discards-quitted"],
                  f"{event.seat} looks at the discards once quitted.", "His adversary may call upon him to play with "
                  "his cards exposed face upward on the table, not liable to be called; no points.",
                  options=("play_exposed", "waive"))
        elif isinstance(event, LookedBack):
            ruled(table, i, Named("looked_at_trick"), ["foster:ecarte#looking-at-tricks"],
                  f"{event.seat} looks at a trick turned and quitted.", "His adversary may call upon him to play with "
                  "the remainder of his hand exposed, not liable to be called; no points.",
                  options=("play_exposed", "waive"))
        elif isinstance(event, Remarked) and event.seat not in (table.dealer, table.own.pone):
            first = not table.carry.game.get("pool_games")  # "during the first game" of the pool
            ruled(table, i, Named("outsider_remark"), ["foster:pool-ecarte#outsider"],
                  f"{event.seat}, sitting out, makes a remark in the {'first' if first else 'second or a later'} game "
                  "of the pool.", "The section names no penalty: no effect." if first else
                  "On the second game he is allowed to advise the player who has taken his seat and cards: no "
                  "irregularity.")
        elif isinstance(event, PenaltyCalled) and table.own.calling and event.suit is not None:
            table.own.calling, table.own.demand = False, event.suit
            ruled(table, i, Named("suit_called"), ["foster:ecarte#call-suit"],
                  f"{event.seat} calls {event.suit.plural}, the leader holding none of the suit he announced.",
                  f"The leader leads {event.suit.plural} if he holds any.")
        elif isinstance(event, Remarked) and event.about == "count" and event.seat is not None:
            table.own.advised.add(event.seat)  # he advises his adversary of his wrong number (#unadvised)

    def _elect(self, table: Table[EcarteSlot], i: int, event: Elected) -> None:
        """An election on the latest open ruling that offers its option."""
        for ruling in reversed(table.rulings):
            if event.option in ruling.options and ruling.elected is None and (
                    event.ruling_event is None or ruling.event == event.ruling_event):
                ruling.elected = event.option
                own = table.own
                ended_by = tuple(f"{c.id}#{c.key}" for c in ruling.laws)
                if event.option == "fresh_deal":
                    own.status, own.next_dealer, own.ended_by = "redeal", table.dealer, ended_by
                elif event.option == "misdeal":  # "a misdeal, which loses the deal" (foster:ecarte#pone-too-many)
                    own.status, own.next_dealer, own.ended_by = "passed", own.pone, ended_by
                elif event.option == "take_point":
                    credit(table, table.dealer, 1, "foster:ecarte#dealer-marks-point")
                    own.ended_by = own.ended_by or ("foster:ecarte#dealer-marks-point",)
                elif event.option == "choose_trump" and event.card is not None:
                    table.apply(TrumpSet(event.card.suit))
                elif event.option in ("lead_announced", "call_suit"):
                    self._demand(table, ruling, event.option)
                return

    @staticmethod
    def _demand(table: Table[EcarteSlot], ruling: Ruling, option: str) -> None:
        """The card led under a wrong announcement taken back, the leader to lead the suit announced
        (foster:ecarte#wrong-suit) or the suit his adversary calls (#call-suit, a ``call`` with its ``suit``)."""
        led = table.deal.events[ruling.event] if ruling.event is not None else None
        trick = table.trick
        if not isinstance(led, CardPlayed) or led.card is None or led.seat is None or trick is None or (
                trick.plays[:1] != [(led.seat, led.card)]):
            return
        table.apply(Unplayed(led.seat, led.card))
        table.apply(TurnSet(led.seat))
        if option == "lead_announced":
            table.own.demand = led.names
        else:
            table.own.calling = True

    def _tricks(self, table: Table[EcarteSlot]) -> dict[str, int] | None:
        """The tricks won by each player once the hand is over, each trick to which a player had no card to play
        counted to his adversary (foster:ecarte#dealer-too-few, #pone-asks-fewer); None while it is not."""
        own = table.own
        players = (table.dealer, own.pone)
        held = {s: sum(1 for p in own.before_play.where.values() if p.kind == "hand" and p.seat == s)
                for s in players} if own.before_play is not None else {}
        known = [n for n in held.values() if n]
        playable = min(known + [5]) if len(known) == 2 else 5
        closed = table.closed
        if own.conceded is not None:
            return dict(own.conceded)
        if len(closed) < playable or own.replay_due:
            return None
        won = {s: table.tricks_won(s) for s in players}
        for s in players:
            if held.get(s, 5) < 5:
                won[own.adversary(table, s)] += 5 - max(held[s], len(closed))
        return won

    def settle(self, table: Table[EcarteSlot]) -> Settlement:
        own = table.own
        stakes = self._stakes(table)
        if own.status in ("redeal", "passed"):
            table.apply(HandOver(own.status, own.next_dealer))
            return tuple(stakes)
        won = None if own.ended else self._tricks(table)
        by_tricks: tuple[str, ...] = ()
        by_tricks_law = ""
        if won is not None:
            assert own.first is not None
            got = trick_points(won, own.pone, table.dealer, own.first, own.renouncers)
            if got.failed_three:
                ruled(table, None, Named("failed_three"), list(got.laws),
                      f"{own.adversary(table, got.seat or '')}, at risk, wins fewer than three tricks.",
                      f"{got.seat} counts two points.")
            if got.seat is not None:
                credit(table, got.seat, got.points, got.laws[0])
                by_tricks, by_tricks_law = got.laws[1:], got.laws[0]
        status = "scored" if own.ended or won is not None else "incomplete"
        if status == "incomplete" and any(r.options and r.elected is None for r in table.rulings[-1:]):
            status = "awaiting"
        stakes += self._stakes_of_game(table, sum(t.amount for t in stakes))
        next_dealer = None if self.pooled and own.game_winner else own.pone if status == "scored" else None
        table.apply(HandOver(status, next_dealer))
        points = [Transfer(n, seat, None, law, "points", also=by_tricks if law == by_tricks_law else ())
                  for seat, n, law in own.credits]
        return tuple(points + stakes)

    # -- Pool Écarté's stakes (PoolEcarte) ------------------------------------------------------------------------

    def _stakes(self, table: Table[EcarteSlot]) -> list[Transfer]:
        return []

    def _stakes_of_game(self, table: Table[EcarteSlot], put_in: int) -> list[Transfer]:
        return []

    def ledger(self, record: Record) -> EcarteLedger:
        return EcarteLedger(self.pooled)

    def deal_fields(self, table: Table[EcarteSlot]) -> dict[str, Any]:
        own = table.own
        at_risk = own.pone if own.first == "stood" else table.dealer if own.first == "refused" else None
        turn_up = next((c for c, p in (own.before_play or table.snapshot()).where.items() if p.kind == "turn_up"),
                       None)
        points = {seat: own.score(seat) - own.score_before.get(seat, 0) for seat in (table.dealer, own.pone)}
        out: dict[str, Any] = {
            "pone": own.pone, "trump": table.trump.value if table.trump else None,
            "turn_up": turn_up.code if turn_up else None, "at_risk": at_risk, "rounds": own.rounds,
            "king": {"seat": own.king[0], "how": own.king[1]} if own.king else None,
            "tricks_won": {seat: table.tricks_won(seat) for seat in (table.dealer, own.pone)},
            "points": points,
        }
        if own.first_play:
            out["first_play"] = [t.to_dict() for t in own.first_play]
        out["basis"] = basis(*self._decided(table))
        return out

    def _decided(self, table: Table[EcarteSlot]) -> list[tuple[str, tuple[str, ...]]]:
        """The sentences that decide the deal's fields, as its facts make them (the deal ruling's ``basis``)."""
        own = table.own
        out: list[tuple[str, tuple[str, ...]]] = [("pone", ("foster:ecarte#players",))]
        if table.trump is not None:
            out.append(("trump", ("foster:ecarte#deal", "foster:ecarte#trump-same")))
        if own.first is not None:
            out.append(("at_risk", {
                "stood": ("foster:ecarte#stand", "foster:ecarte#stand-refuse-penalty"),
                "refused": ("foster:ecarte#propose", "foster:ecarte#accept-refuse",
                            "foster:ecarte#stand-refuse-penalty"),
                "accepted": ("foster:ecarte#propose", "foster:ecarte#accept-refuse")}[own.first]))
        if own.rounds:
            out.append(("rounds", ("foster:ecarte#discard", "foster:ecarte#announce-number",
                                   "foster:ecarte#dealer-takes", "foster:ecarte#dealer-discard")))
        if own.king is not None:
            out.append(("king", ("foster:ecarte#king-turned",) if own.king[1] == "turned" else (
                "foster:ecarte#mark-king",) + (("foster:ecarte#dealer-reply",) if own.king[0] == table.dealer else ())))
        elif self._king_unmarked(table):
            out.append(("king", ("foster:ecarte#not-compelled",)))
        if table.tricks:
            out.append(("tricks", ("foster:ecarte#pack", "foster:ecarte#follow-and-win", "foster:ecarte#neither",
                                   "foster:ecarte#trick")))
        if table.status == "scored":
            out.append(("points", ("foster:ecarte#game",)))
        return out

    @staticmethod
    def _king_unmarked(table: Table[EcarteSlot]) -> bool:
        """Whether a player held the King of trumps at the first lead and did not mark it."""
        king = Card.parse("K" + table.trump.value) if table.trump is not None else None
        before = table.own.before_play
        return king is not None and before is not None and before.where.get(king, TURN_UP).kind == "hand"


class PoolEcarte(Ecarte):
    """Pool Écarté: three players, two of whom play each game; the pool won by two games in succession."""

    name: ClassVar[str] = "pool-ecarte"
    title: ClassVar[str] = "Pool Écarté"
    seats: ClassVar[tuple[int, ...]] = (3,)
    seats_said: ClassVar[str] = "Pool Écarté is played by three."
    own_options: ClassVar[tuple[TableOption, ...]] = (
        TableOption("packs", "Packs in use", 2), TableOption("stake", "The stake", 1),
        TableOption("engaged_only", "Only the two engaged contribute", False))
    table_options: ClassVar[tuple[TableOption, ...]] = (*Ecarte.table_options, *own_options[1:])
    pooled: ClassVar[bool] = True
    pool_unit: ClassVar[str] = "stakes"

    def deal_fields(self, table: Table[EcarteSlot]) -> dict[str, Any]:
        out = Ecarte.deal_fields(self, table)
        out["out"] = next((s for s in table.seats if s not in (table.dealer, table.own.pone)), None)
        out["basis"] += basis(("out", ("foster:pool-ecarte#cut-out",)), *(
            [("next_dealer", ("foster:pool-ecarte#rentrant", "foster:pool-ecarte#cut-deal"))]
            if table.own.game_winner else []))
        return out

    def _engaged_only(self, table: Table[EcarteSlot]) -> bool:
        return bool(table.record.options.agreed("engaged_only", False))

    def _stakes(self, table: Table[EcarteSlot]) -> list[Transfer]:
        """The stakes put in at a pool's first deal (each of the three, or the two engaged), or, with only the two
        engaged contributing, the rentrant's as he enters."""
        carry, own = table.carry, table.own
        if not carry.game.get("new_game"):
            return []
        engaged = self._engaged_only(table)
        if not carry.pool_formed:
            seats = (table.dealer, own.pone) if engaged else table.seats
            law = "foster:pool-ecarte#engaged-only" if engaged else "foster:pool-ecarte#stakes"
            ruled(table, None, Named("pool_formed"), [law, "foster:pool-ecarte#cut-out"],
                  f"A pool formed: {', '.join(seats)} each put in a stake.", f"The pool holds {len(seats)} stakes.")
            return [Transfer(1, POOL, seat, law, "counters") for seat in seats]
        if engaged:
            rentrant = next((s for s in (table.dealer, own.pone) if s != carry.game.get("holder")), own.pone)
            ruled(table, None, Named("pool_formed"), ["foster:pool-ecarte#engaged-only"],
                  f"{rentrant}, the rentrant, contributes his stake as he takes the loser's place.", "One stake in.")
            return [Transfer(1, POOL, rentrant, "foster:pool-ecarte#engaged-only", "counters")]
        return []

    def _stakes_of_game(self, table: Table[EcarteSlot], put_in: int) -> list[Transfer]:
        """A game won: the loser's stake (not where only the two engaged contribute), and the pool to the winner of two
        games in succession."""
        own, carry = table.own, table.carry
        winner = own.game_winner
        if winner is None:
            return []
        loser = own.adversary(table, winner)
        out: list[Transfer] = []
        first = not carry.game.get("pool_games")
        if not self._engaged_only(table):
            law = "foster:pool-ecarte#loser-pays" if first else "foster:pool-ecarte#second-loser"
            out.append(Transfer(1, POOL, loser, law, "counters"))
        holder = carry.game.get("holder")
        if holder == winner:
            held = carry.pool + put_in + len(out)
            laws = ["foster:pool-ecarte#two-in-succession"] + ["foster:pool-ecarte#five-stakes"] * (held == 5) + [
                "foster:pool-ecarte#new-pool"]
            ruled(table, None, Named("pool_won"), laws, f"{winner} wins two games in succession.",
                  f"{winner} takes the pool of {held} stakes; a new pool is formed, all three cutting to decide who "
                  "sits out.")
            out.append(Transfer(held, winner, POOL, "foster:pool-ecarte#two-in-succession", "counters"))
        else:
            out_seat = next(s for s in table.seats if s not in (table.dealer, own.pone))
            ruled(table, None, Named("game_lost"), ["foster:pool-ecarte#loser-pays" if first else
                                                    "foster:pool-ecarte#second-loser", "foster:pool-ecarte#rentrant"],
                  f"{loser} loses the game to {winner}.",
                  f"{loser} retires in favour of {out_seat}, the rentrant, who takes his seat and cards and cuts with "
                  f"{winner} for the first deal" + ("" if self._engaged_only(table) else f"; {loser} pays a stake")
                  + ".")
        return out


ECARTE = Ecarte()
POOL_ECARTE = PoolEcarte()
