"""The King of trumps announced and marked (ecarte.md §6, Marking the king): "If the pone holds it, he must announce
and mark it before he plays a card" (foster:ecarte#pone-king), leading it "before the King touches the table"
(foster:ecarte#king-led); "If the dealer holds the King he must announce it before his adversary leads for the first
trick" (foster:ecarte#dealer-king), unless the elder hand led without saying "I play" (foster:ecarte#not-notified);
a King announced by one who does not hold it is taken down, and his adversary marks one "for penalty"
(foster:ecarte#false-king), unless amended before a card is played (foster:ecarte#false-king-amended)."""
from __future__ import annotations

from ...cards import Card
from ...law.rulings import Named
from ...record import Event
from ...table.owner import ruled
from ...table.state import Table
from .slot import EcarteSlot, credit

KING_MARKED = Named("king_marked")
KING_LATE = Named("king_late")
KING_BARRED = Named("king_barred")
KING_FALSE = Named("king_false")


def trump_king(table: Table[EcarteSlot]) -> Card | None:
    return Card.parse("K" + table.trump.value) if table.trump is not None else None


def played_by(table: Table[EcarteSlot], seat: str) -> bool:
    return any(s == seat for trick in table.tricks for s, _ in trick.plays)


def mark(table: Table[EcarteSlot], i: int, event: Event) -> None:
    """A ``mark_king``: one point where its player holds the King of trumps and marks it in time."""
    own, seat, king = table.own, event.seat or "", trump_king(table)
    if own.king is not None and own.king[0] == seat:
        return  # the King he turned was marked at the deal: announcing it adds nothing
    if seat in own.king_lost:
        ruled(table, i, KING_BARRED, ["foster:ecarte#pone-no-king" if seat == own.pone else
                                      "foster:ecarte#dealer-too-many"],
              f"{seat} announces the King, having lost the right to mark it.", "No point.")
        return
    if king is not None and king in table.where and not table.holds(seat, king) and not any(
            (seat, king) in trick.plays for trick in table.tricks):
        own.false_king = (i, seat)
        return
    if seat == own.pone:
        late = played_by(table, seat)
        laws = ["foster:ecarte#pone-king", "foster:ecarte#king-led"]
    else:
        led = bool(table.tricks)
        late = led and (own.notified or played_by(table, seat))
        laws = ["foster:ecarte#dealer-king", "foster:ecarte#i-play"] if own.notified else [
            "foster:ecarte#dealer-king", "foster:ecarte#not-notified"]
    if late:
        ruled(table, i, KING_LATE, laws, f"{seat} announces the King after "
              f"{'playing a card' if seat == own.pone else 'the first lead'}.", "It cannot be marked: no point.")
        return
    own.king = (seat, "marked")
    ruled(table, i, KING_MARKED, [*laws[:1], "foster:ecarte#king-point", "foster:ecarte#mark-king"],
          f"{seat} announces and marks the King of trumps, in time.", f"{seat} scores one point.")
    credit(table, seat, 1, "foster:ecarte#king-point")


def unmark(table: Table[EcarteSlot], i: int, event: Event) -> None:
    """An ``unmark_king``: a false King amended before a card is played, without penalty."""
    own = table.own
    if own.false_king is not None and own.false_king[1] == event.seat:
        ruled(table, i, KING_FALSE, ["foster:ecarte#false-king-amended"],
              f"{event.seat} announced the King without holding it, and amends the score before a card is played.",
              "No penalty.")
        own.false_king = None


def false_king_found(table: Table[EcarteSlot]) -> None:
    """A King falsely announced, not amended before a card was played: the point not counted, the adversary marking
    one for penalty; the cards played since may be taken back and the hand played over (``replay``)."""
    own = table.own
    if own.false_king is None:
        return
    i, seat = own.false_king
    own.false_king = None
    other = own.adversary(table, seat)
    ruled(table, i, KING_FALSE, ["foster:ecarte#false-king", "foster:ecarte#false-king-additional",
                                 "foster:ecarte#false-king-replay"],
          f"{seat} announced and marked the King without holding it, and a card was played before he amended it.",
          f"The point erroneously marked is taken down; {other} marks one for penalty, and his own King besides if he "
          "holds and marks it; the cards played since may be taken back and the hand played over.",
          options=("replay", "stand"))
    own.replay_due = True
    credit(table, other, 1, "foster:ecarte#false-king")
