"""Penalty Euchre's exchanges, its play with no maker, and its counters (foster:penalty, where the game declares them:
``Game.exchange``, ``Game.no_maker``, ``Game.counters_paid``, ``Game.pool``).

"Each player in turn can exchange the hand dealt him for the widow, or for the hand abandoned by anyone who has taken
the widow, the cards being always face down." (#exchange) Read: each exchanges once at most, in turn from the eldest
hand; the widow is taken once, and the hand its taker laid down once (by another), the hand given up for it then lying
dead. "The turned trump is not taken up by the dealer, but is left on the pack." (#trump-left) No one makes the trump:
its suit is the turn-up's, and the play begins with the eldest hand's lead, "every man ... for himself, each holding
his own tricks" (#each-for-himself). "At the end of the hand, each player that has not taken a trick receives a counter
from each of the others, whether they have taken tricks or not. Then all those that have won tricks put back into the
pool a counter for each trick they have taken." (#no-trick, #tricks-to-pool) A deal's ``points`` are each seat's change
in counters (received, plus; paid, minus), its ``pool`` the counters put back into the pool.

A revoke: the section is silent, and Foster's law 30, persuasive, scores it in points; read in counters (``revoke``,
docs/reading.md, Penalty Euchre).

The exchanges and the play with no maker are a part Penalty Euchre lists (``EXCHANGES``, ``euchre_family.part``)
before the family's widow, turn-up and play.
"""
from __future__ import annotations

from collections.abc import Mapping

from ...cards import Card
from ...law.deal_faults import laws_for
from ...law.laws import cite
from ...law.penalties import open_options
from ...law.rulings import Irregularity, Ruling
from ...ledger.settlement import POOL, Settlement, Transfer, net
from ...record import Elected, Event, Exchanged, PenaltyCalled
from ...state import DealState, Revoke
from ..euchre_family.part import FamilyPart

#: The makings of the trump, which no one makes here: (the irregularity, what the ruling says of it).
NO_MAKING = {
    "order_up": "The turned trump is not taken up by the dealer: no effect.",
    "take_up": "The turned trump is not taken up by the dealer: no effect.",
    "turn_down": "The turned trump is left on the pack, its suit trumps: no effect.",
    "make": "No one makes the trump: the turned trump's suit is trumps; no effect.",
}


def own_event(state: DealState, i: int, ev: Event) -> bool:
    """Penalty Euchre's own ruling on event ``i``; True if it has ruled."""
    law, left = state.game.exchange, state.game.no_maker
    assert law is not None and left is not None, "only a game that declares the exchanges' laws lists this part"
    seat = ev.seat or ""
    if isinstance(ev, Exchanged):
        if state.phase == "first_round":
            exchanged(state, i, ev, law)
            return True
        state.rule(Ruling(i, Irregularity.WIDOW, [cite(law)], f"{seat} exchanged his hand after the play began.",
                          "The exchanges are made in turn before the eldest hand leads: no effect."))
        return True
    if ev.type == "pass":
        return state.phase == "first_round"  # he keeps the hand dealt him
    if ev.type in NO_MAKING and state.phase == "first_round":
        state.rule(Ruling(i, Irregularity.ORDER_BARRED, [cite(left)],
                          f"{seat} {ev.type.replace('_', ' ').replace('make', 'named a trump')}.", NO_MAKING[ev.type]))
        return True
    if ev.type == "go_alone":
        state.rule(Ruling(i, Irregularity.LONE_HAND_BARRED, [cite("foster:penalty#each-for-himself")],
                          f"{seat} announced a lone hand.", "Every man is for himself: there is no lone hand to play; "
                          "no effect."))
        return True
    if ev.type == "outcome":
        state.rule(Ruling(i, Irregularity.OUTCOME_INCOMPLETE, [cite(state.game.counters_paid or left)],
                          f"An outcome was agreed for {seat} as maker.", "No one makes the trump, and the counters go "
                          "by each player's tricks: an outcome of a maker's tricks scores nothing; the tricks recorded "
                          "are scored."))
        return True
    if ev.type == "play" and state.phase == "first_round":
        begin_play(state, left)
    return False  # the play itself is the shared judges'


#: The exchanges, no maker (no order, no trump made, no lone hand, no outcome of a maker's tricks) and the play begun by
#: the eldest hand (``own_event``): Penalty Euchre lists this part before the family's widow, turn-up and play.
EXCHANGES: FamilyPart[DealState] = FamilyPart("Penalty Euchre's exchanges", dict.fromkeys(
    ("exchange", "pass", *NO_MAKING, "go_alone", "outcome", "play"), own_event))


def exchanged(state: DealState, i: int, ev: Exchanged, law: str) -> None:
    """The hand dealt him exchanged, face down, for the widow or for the hand its taker abandoned (#exchange)."""
    seat, with_ = ev.seat or "", ev.with_
    finding = f"{seat} exchanged his hand for " + ("the widow" if with_ == "widow" else f"the hand {with_} abandoned")
    why = ("he had already exchanged the hand dealt him" if seat in state.exchanged
           else "the widow was already taken" if with_ == "widow" and state.widow_taker is not None
           else f"{with_} took no widow" if with_ != "widow" and with_ != state.widow_taker
           else f"the hand {with_} abandoned was already taken" if with_ != "widow" and with_ not in state.abandoned
           else "")
    if why:
        state.rule(Ruling(i, Irregularity.WIDOW, [cite(law)], f"{finding}, but {why}.",
                          "Each player in turn can exchange the hand dealt him for the widow, or for the hand "
                          "abandoned by anyone who has taken the widow: no effect; he keeps his hand."))
        return
    order = state.rotation(state.eldest)
    later = [s for s in state.exchanged if order.index(s) > order.index(seat)]
    if later:
        state.rule(Ruling(i, Irregularity.OUT_OF_TURN_BID, [cite(law)],
                          f"{finding} after {', '.join(later)}, whose turn comes after his.",
                          "Each player exchanges in turn; Foster is silent on an exchange out of turn. Read: it "
                          "stands, the cards being always face down."))
    state.exchanged.append(seat)
    hand = state.hands.get(seat)
    if with_ == "widow":
        state.widow_taker, state.widow_taken, state.widow = seat, state.widow, []
        state.abandoned[seat] = list(hand) if hand is not None else None
        taken: list[Card] | None = state.widow_taken or None
    else:
        taken = state.abandoned.pop(with_)
    if taken is None:
        state.hands.pop(seat, None)  # what he holds now the record does not say
    else:
        state.hands[seat] = list(taken)


def begin_play(state: DealState, law: str) -> None:
    """The exchanges over, the eldest hand leads: the turned trump's suit is trumps, no one having made it, and every
    man plays for himself (#trump-left, #each-for-himself)."""
    state.out.trump = state.turn_up.suit if state.turn_up is not None else None
    state.out.decided_by("trump", cite(law))
    state.phase = "play"
    state.leader = state.eldest


def own_score(state: DealState) -> bool:
    """The counters: a counter from each of the others to every player who took no trick (#no-trick), then a counter
    into the pool for each trick taken (#tricks-to-pool). False where the game has no counters.

    A player who "cannot score anything that hand" (foster:23, persuasive; the section is silent) is read in counters
    (docs/reading.md, Penalty Euchre): he puts no counter into the pool for his tricks, and the counters paid to those
    who took no trick, by him or to him, are paid as the section pays them (``BARRED_READ``)."""
    paid, pool = state.game.counters_paid, state.game.pool
    if paid is None or pool is None:
        return False
    moved = net(counters(state, paid, pool))
    for seat in state.seats:
        state.out.points[seat] = state.out.points.get(seat, 0) + moved.get(seat, 0)
    state.out.extra["pool"] = moved.get(POOL, 0)
    state.out.decided_by("points", cite(paid), cite(pool))
    for ruling in state.out.rulings:
        if ruling.irregularity is Irregularity.WRONG_NUMBER_OF_CARDS and BARRED_READ not in ruling.effect:
            ruling.effect += BARRED_READ
            ruling.laws.append(cite(pool))
    state.finish("scored")
    return True


def counters(state: DealState, paid: str, pool: str) -> Settlement:
    """The hand's counters as transfers: a counter from each of the others to every player who took no trick
    (``paid``, #no-trick), then a counter into the pool for each trick taken (``pool``, #tricks-to-pool), but by a
    player who "cannot score anything that hand" (``BARRED_READ``)."""
    tricks = {seat: 0 for seat in state.seats}
    for trick in state.out.tricks:
        if trick.winner is not None:
            tricks[trick.winner] += 1
    out = [Transfer(1, seat, other, paid) for seat, won in tricks.items() if not won
           for other in state.seats if other != seat]
    out += [Transfer(won, POOL, seat, pool) for seat, won in tricks.items()
            if won and state.side(seat) not in state.no_score]
    return tuple(out)


def settlement(state: DealState, points: Mapping[str, int]) -> Settlement:
    """What a deal scored pays (``points``: each seat's change in counters): the counters of the hand played out
    (``counters``), or for a hand abandoned for a revoke the counters each adversary put into the pool or the
    revoker took from it (law 30 read in counters, ``revoke``)."""
    paid, pool = state.game.counters_paid, state.game.pool
    assert paid is not None and pool is not None
    if not state.revokes_ruled:
        return counters(state, paid, pool)
    law, read = "foster:30", ("foster:penalty#first-rid", pool)  # law 30's points read as counters (``revoke``)
    return tuple(Transfer(-n, POOL, seat, law, also=read) if n < 0 else Transfer(n, seat, POOL, law, also=read)
                 for seat, n in points.items() if n)


#: What the ruling on a player who "cannot score anything that hand" (foster:23) says of its reading in counters.
BARRED_READ = (" Foster's Penalty Euchre section is silent on it, and law 23, persuasive, is written in points. Read in "
               "counters, a reading (docs/reading.md, Penalty Euchre): he puts no counter back into the pool for the "
               "tricks he took, keeping them; a counter to each player who took no trick from each of the others, he "
               "too, is paid as the section pays it.")


#: What the ruling on a revoke says of the reading by which law 30's points are counters.
REVOKE_READ = (" Foster's Penalty Euchre section is silent on the revoke, and law 30, persuasive, scores it in points. "
               "Read in counters, a reading (docs/reading.md, Penalty Euchre): the first rid of his counters wins, so "
               "a point added to a player's score is a counter he gets rid of into the pool, and a point deducted from "
               "it a counter he takes from the pool; every man being for himself, each of the others is the "
               "revoker's adversary.")


def revoke(state: DealState, r: Revoke, finding: str, revoker: str) -> bool:
    """A revoke claimed and proved where the game pays counters; False where it pays none (law 30's points then).

    "If a revoke is claimed and proved, the hand in which it occurs is immediately abandoned. The adversaries of the
    revoking player then have the option of adding two points to their own score, or deducting two points from his
    score." (foster:30, persuasive: the section is silent) Read in counters: the hand abandoned pays none (#no-trick,
    #tricks-to-pool are "At the end of the hand"); ``add_two``: each of the others, "every man ... for himself"
    (#each-for-himself), gets rid of two counters into the pool (#tricks-to-pool), as a point scored brings him
    nearer the game (#first-rid); ``deduct_two``: the revoker takes two counters from the pool. Each revoke claimed in
    the hand has its option ("for every revoke made during the hand", foster:text#revoke-penalty). No lone hand is
    played here (``own_event``): law 30's lone hand's value never applies."""
    pool = state.game.pool
    if pool is None:
        return False
    binding, persuasive, _ = laws_for(state, "revoke-proved")
    if len(state.revokes_ruled) > 1:  # the adversaries' option "for every revoke made during the hand"
        every = laws_for(state, "revoke-penalty")[:2]
        binding, persuasive = binding + every[0], persuasive + every[1]
    adversaries = [seat for seat in state.seats if seat != revoker]

    def into_pool(counters: int) -> None:
        held = state.out.extra.get("pool")
        state.out.extra["pool"] = (held if isinstance(held, int) else 0) + counters
        if not any(o.blocking for o in state.open):  # once the option of every revoke ruled in the hand is taken
            state.finish("scored")

    def add(ev: Elected | PenaltyCalled) -> str:
        for seat in adversaries:
            state.out.points[seat] -= 2
        into_pool(2 * len(adversaries))
        return f"Hand abandoned; {', '.join(adversaries)} each put two counters into the pool."

    def deduct(ev: Elected | PenaltyCalled) -> str:
        state.out.points[revoker] += 2
        into_pool(-2)
        return f"Hand abandoned; {revoker} takes two counters from the pool."

    open_options(state, Ruling(
        r.event, Irregularity.REVOKE, [*binding, cite("foster:penalty#first-rid"), cite(pool)], finding + REVOKE_READ,
        f"Hand abandoned, no counters paid for it; the adversaries of {revoker} may each put two counters into the "
        f"pool (add_two) or have {revoker} take two from it (deduct_two).", persuasive=persuasive,
    ), state.other_side(revoker), {"add_two": add, "deduct_two": deduct})
    return True
