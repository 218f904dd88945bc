"""Écarté's play (ecarte.md §6, The play; §7): the pone leads, "at the same time announcing the suit"
(foster:ecarte#announce-suit); the adversary must follow and win the trick if he can (``ranking``); a renounce claimed
has "the cards ... taken back, and the hand played over again, with the foregoing penalty for the renounce"
(foster:ecarte#played-over), the table restored as it stood at the first lead; a lead out of turn, a suit announced
wrongly, a quitted trick looked at, cards thrown down."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...cards import Card
from ...law.rulings import Named
from ...parts.play import How, Play
from ...record import Abandoned, CardPlayed, Claimed, Event, PlayCorrected
from ...table.facts import TurnSet
from ...table.owner import ruled
from ...table.state import Table
from . import kings
from .ranking import EcarteRanking, ranking
from .slot import EcarteSlot, end_with_point, unadvised

if TYPE_CHECKING:
    from . import Ecarte

#: The events of Écarté's play besides record format 1's (``parts.play.PLAY_EVENTS``).
ALSO = frozenset({"mark_king", "unmark_king", "replay", "resign"})
RENOUNCE = Named("renounce")
SAID = {"not_followed": "does not follow suit, able to", "trumped": "trumps the trick, able to follow suit",
        "not_won": "declines to win the trick, able to"}


@dataclass(slots=True)
class EcartePlay:
    """What Écarté says of its play (``parts.play.PlayRules``)."""

    game: Ecarte
    part: Play[EcarteSlot] | None = field(default=None)

    def ranking(self, table: Table[EcarteSlot]) -> EcarteRanking:
        return ranking(table.trump)

    def must_lead(self, table: Table[EcarteSlot], seat: str) -> frozenset[Card] | None:
        return None

    def played(self, table: Table[EcarteSlot], i: int, event: CardPlayed, how: How) -> None:
        own, seat = table.own, event.seat or ""
        kings.false_king_found(table)
        first_card = sum(1 for t in table.tricks for s, _ in t.plays if s == seat) == 1 and not own.first_play
        if first_card and (unadvised(table, i, seat) or self._more_than_five(table, i, seat)):
            return
        trick = table.trick or table.tricks[-1]
        plays = trick.plays[:-1]
        if not plays and event.names is not None and event.names is not event.card.suit:
            ruled(table, i, Named("wrong_suit_announced"), ["foster:ecarte#announce-suit", "foster:ecarte#wrong-suit",
                                                            "foster:ecarte#call-suit", "foster:ecarte#remain"],
                  f"{seat} announces {event.names.plural} and leads {event.card.name()}.",
                  "His adversary may demand that he take back the card and lead the suit announced (or, holding none "
                  "of it, call a suit), or that it remain as played.", options=("lead_announced", "stand"))
        if how in ("lead_out_of_turn", "play_out_of_turn"):
            ruled(table, i, Named("lead_out_of_turn"), ["foster:ecarte#lead-out-of-turn",
                                                        "foster:ecarte#lead-out-of-turn-stands"],
                  f"{seat} leads {event.card.name()} out of turn.",
                  "He may take it back without penalty; if his adversary plays to it, the trick stands good.")
        elif how == "renounce":
            broke = self.ranking(table).renounce(table.hand(seat) | {event.card}, plays, event.card)
            own.renounces.append((i, seat, broke or "not_followed"))

    @staticmethod
    def _more_than_five(table: Table[EcarteSlot], i: int, seat: str) -> bool:
        """After discarding and drawing, ``seat`` plays with more than five cards: "he loses the point and the
        privilege of marking the King" (foster:ecarte#more-than-five); a King he turned was marked at the deal."""
        own = table.own
        held = len(table.hand(seat)) + 1
        if own.rounds == 0 or held <= 5:
            return False
        own.king_lost.add(seat)
        if own.king == (seat, "marked"):
            own.uncredit(seat, "foster:ecarte#king-point")
            own.king = None
        end_with_point(table, i, seat, False, Named("more_than_five"), ["foster:ecarte#more-than-five"],
                       f"{seat} plays with {held} cards after discarding and drawing.")
        return True

    def other(self, table: Table[EcarteSlot], i: int, event: Event) -> None:
        kind = event.type
        if kind == "mark_king":
            kings.mark(table, i, event)
        elif kind == "unmark_king":
            kings.unmark(table, i, event)
        elif isinstance(event, Claimed):
            self._claim(table, i, event)
        elif kind == "replay":
            self._replay(table, i, event)
        elif isinstance(event, PlayCorrected):
            table.own.renounces = [r for r in table.own.renounces if r[1] != event.seat]
            ruled(table, i, Named("renounce_corrected"), ["foster:ecarte#renounce"],
                  f"{event.seat} corrects {event.card.name()} before the trick is quitted; the section names no time "
                  "to correct a renounce.", "The card is replaced: no penalty and no replay.", persuasive=["foster:31"])
        elif isinstance(event, Abandoned):
            self._abandoned(table, i, event)
        else:
            self.game.other(table, i, event)

    def _claim(self, table: Table[EcarteSlot], i: int, event: Claimed) -> None:
        own = table.own
        found = [(j, seat, how) for j, seat, how in own.renounces if not event.against or seat == event.against]
        revoke = " (claimed as a revoke: \"There is no such thing as a revoke in EcartÉ\", read as a renounce)" if (
            event.kind == "revoke") else ""
        laws = ["foster:ecarte#renounce", "foster:ecarte#follow-and-win", "foster:ecarte#played-over"]
        if not found:
            ruled(table, i, RENOUNCE, laws + ["foster:ecarte#no-revoke"] * bool(revoke),
                  f"A renounce claimed{revoke}; the facts show none.", "No effect.")
            return
        for j, seat, how in found:
            own.renouncers.add(seat)
            ruled(table, j, RENOUNCE, laws + (["foster:ecarte#trump-when-able"] if how == "trumped" else
                                              ["foster:ecarte#neither"] if how == "not_won" else [])
                  + ["foster:ecarte#no-revoke"] * bool(revoke),
                  f"{seat} {SAID[how]}{revoke}.",
                  f"The cards are taken back and the hand played over; if {seat} makes the odd trick he counts "
                  "nothing, all five tricks one point only.")
        own.renounces = [r for r in own.renounces if r not in found]
        own.replay_due = True

    def _replay(self, table: Table[EcarteSlot], i: int, event: Event) -> None:
        own = table.own
        if not own.replay_due or own.before_play is None:
            ruled(table, i, Named("replay"), ["foster:ecarte#played-over"],
                  "The hand is played over with no renounce claimed and no false King found.",
                  "No cause: the tricks played over count (a reading).")
            if own.before_play is None:
                return
        own.first_play = list(table.tricks)
        own.replay_due = False
        table.restore(own.before_play)
        table.apply(TurnSet(None))
        if self.part is not None:
            self.part.renounces.clear()
            self.part.turn_before.clear()
        own.renounces = []

    def _abandoned(self, table: Table[EcarteSlot], i: int, event: Abandoned) -> None:
        """Cards thrown down: "he loses the point; if he has not taken a trick, he loses two points"
        (foster:ecarte#abandoned); no penalty where he claimed and the claim is good (foster:ecarte#claim-good), or
        conceded and the adversary cannot win more than is admitted (foster:ecarte#admission): the hand is then
        scored as claimed or conceded, the rest of its tricks to the claimant or the adversary as best play gives."""
        own, seat = table.own, event.seat or ""
        other = own.adversary(table, seat)
        taken = table.tricks_won(seat)
        said = event.claiming or event.conceding
        if said is not None and table.trump is not None:
            winner = seat if event.claiming else other
            sure = sure_tricks(self.ranking(table), table, winner)
            wanted = {"point": 3, "vole": 5}.get(said, sure)
            good = sure >= wanted if event.claiming else sure <= wanted
            if good:
                law = "foster:ecarte#claim-good" if event.claiming else "foster:ecarte#admission"
                ruled(table, i, Named("abandoned"), [law], f"{seat} throws his cards down "
                      f"{'claiming' if event.claiming else 'admitting that ' + other + ' wins'} the {said}; the cards "
                      f"left give {winner} {sure} tricks in all however the other plays.",
                      "No penalty: the hand is scored as claimed." if event.claiming else
                      "No penalty: the hand is scored as conceded.")
                own.conceded = {winner: max(sure, wanted) if event.claiming else wanted,
                                own.adversary(table, winner): 5 - (max(sure, wanted) if event.claiming else wanted)}
                return
        end_with_point(table, i, seat, taken == 0, Named("abandoned"), ["foster:ecarte#abandoned"],
                       f"{seat} throws his cards upon the table, having taken {taken} trick{'s' * (taken != 1)}"
                       + (f", claiming or conceding the {said}, which the cards left do not bear out" if said else "")
                       + ".")


def sure_tricks(rank: EcarteRanking, table: Table[EcarteSlot], seat: str) -> int:
    """The tricks ``seat`` wins in all, those taken and those the cards left give him however his adversary plays,
    both following and winning as they must (foster:ecarte#follow-and-win)."""
    own = table.own
    other = own.adversary(table, seat)
    trick = table.trick

    def best(hands: dict[str, frozenset[Card]], leader: str, plays: tuple[tuple[str, Card], ...]) -> int:
        to_play = leader if not plays else (other if plays[0][0] == seat else seat)
        if not hands[to_play]:
            return 0
        choices = (rank.must_play(hands[to_play], plays) or list(hands[to_play])) if plays else list(hands[to_play])
        results = []
        for card in choices:
            now = {**hands, to_play: hands[to_play] - {card}}
            done = (*plays, (to_play, card))
            if len(done) == 2:
                winner = rank.trick_winner(done)
                results.append((winner == seat) + best(now, winner, ()))
            else:
                results.append(best(now, leader, done))
        return max(results) if to_play == seat else min(results)

    start = trick.plays if trick is not None else []
    leader = trick.leader if trick is not None else (table.turn or own.pone)
    return table.tricks_won(seat) + best({s: table.hand(s) for s in (seat, other)}, leader, tuple(start))
