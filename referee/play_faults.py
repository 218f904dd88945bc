"""Irregularities in the play: leads out of turn (Foster's laws 27, 28, 36,
37), revokes (30-32), the elections and abandonments they give."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import Card
from .record import Abandoned, Claimed, Elected
from .rulings import Irregularity, Ruling

if TYPE_CHECKING:
    from .engine import DealReplay


def _other_side(state: DealReplay, side: str) -> str:
    return next(s for s in state.record.sides if s != side)


def rule_lead_out_of_turn(state: DealReplay, i: int, seat: str, card: Card) -> Ruling:
    """A lead by ``seat`` when it was ``state.leader``'s turn to lead."""
    proper = state.leader or ""
    lone = state.out.lone
    trick_no = len(state.out.tricks) + 1
    finding = f"{seat} led {card.name()} to trick {trick_no} when it was {proper}'s turn to lead"
    if lone == seat:
        binding, persuasive = state.code.persuasive("foster:36", "foster:27")
        return Ruling(i, Irregularity.LEAD_OUT_OF_TURN, binding, finding + ".",
                      "The lone player is not liable to any penalty for a lead out of turn.", persuasive=persuasive)
    if lone is not None and state.side(seat) != state.side(lone):
        binding, persuasive = state.code.persuasive("foster:28", "foster:37")
        state.elect_effects = {"abandon_and_score": lambda: _lone_scores(state)}
        return Ruling(i, Irregularity.LEAD_OUT_OF_TURN, binding, finding + f", an adversary of the lone player {lone}.",
                      f"{lone} may abandon the hand and score the points.", options=["abandon_and_score"],
                      entitled=state.side(lone), persuasive=persuasive)
    binding, persuasive = state.code.persuasive("foster:27")
    entitled = _other_side(state, state.side(seat))
    if state.partner_of(seat) == proper:
        order = [s for s in state.rotation(proper) if s in state.active]
        return Ruling(i, Irregularity.LEAD_OUT_OF_TURN, binding, f"{finding}, his partner; no one had played to it.",
                      f"{order[-1]}, last to play to the trick, may call a suit from {proper}. "
                      f"Unless all play to the false lead, {seat} takes back {card.name()}, "
                      "which is not liable to be called.",
                      options=["call_suit"], entitled=entitled, persuasive=persuasive)
    return Ruling(i, Irregularity.LEAD_OUT_OF_TURN, binding, finding + ".",
                  f"It was the turn of neither {seat} nor his partner: {card.name()} is an exposed card, "
                  "liable to be called by the adversaries.",
                  options=["call_card"], entitled=entitled, persuasive=persuasive)


def _lone_scores(state: DealReplay) -> str:
    lone = state.out.lone or ""
    points = state.code.hand_score(5, True, state.n).makers
    state.out.points[state.side(lone)] += points
    state.finish("scored")
    return f"{lone} abandoned the hand and scored {points}."


def rule_revoke_claim(state: DealReplay, i: int, ev: Claimed) -> None:
    """foster:30: a revoke claimed and proved; the hand is abandoned."""
    against, claimant = ev.against, ev.seat or ""
    if state.trick is not None and len(state.trick.plays) == len(state.active) and len(state.out.tricks) < 4:
        state.quit_trick()  # a full trick on the table is turned before the hand is abandoned
    revokes = [r for r in state.established_revokes()
               if r.seat == against and (ev.trick is None or r.trick == ev.trick - 1)]
    binding, persuasive = state.code.persuasive("foster:30")
    if not revokes:
        state.rule(Ruling(i, Irregularity.REVOKE_NOT_PROVED, binding,
                          f"{claimant} claimed a revoke against {against}"
                          + (f" in trick {ev.trick}" if ev.trick else "") + "; the record does not prove it.",
                          "No penalty: a revoke must be claimed and proved.", persuasive=persuasive))
        return
    r = revokes[0]
    revoker_side = state.side(r.seat)
    sides_revoking = {state.side(x.seat) for x in state.established_revokes()}
    finding = (f"{r.seat} renounced to the {r.led.plural} lead in trick {r.trick + 1}, playing {r.card.name()}, "
               f"{r.evidence}; {claimant} claimed the revoke.")
    if len(sides_revoking) > 1:
        state.rule(Ruling(r.event, Irregularity.REVOKE, binding, finding + " Both sides revoked.",
                          f"The deal is void; {state.dealer} deals again.", persuasive=persuasive))
        state.finish("redeal")
        return
    entitled = _other_side(state, revoker_side)
    lone = state.out.lone is not None
    points = state.code.hand_score(5, True, state.n).makers if lone else 2
    word = {2: "two", 4: "four"}.get(points, str(points))

    def add() -> str:
        state.out.points[entitled] += points
        state.finish("scored")
        return f"Hand abandoned; {entitled} score {points}."

    def deduct() -> str:
        state.out.points[revoker_side] -= points
        state.finish("scored")
        return f"Hand abandoned; {points} deducted from {revoker_side}'s score."

    state.elect_effects = {f"add_{word}": add, f"deduct_{word}": deduct}
    state.phase = "done"
    state.rule(Ruling(r.event, Irregularity.REVOKE, binding, finding,
                      f"Hand abandoned; {entitled} may add {points} to their score or deduct {points} from {revoker_side}'s.",
                      options=list(state.elect_effects), entitled=entitled, persuasive=persuasive))


def apply_election(state: DealReplay, i: int, ev: Elected) -> None:
    """The entitled side chose an option of the ruling awaiting it."""
    ruling = state.pending
    if ruling is None or ev.option not in ruling.options or state.side(ev.seat or "") != ruling.entitled:
        why = ("no ruling awaits an election" if ruling is None else
               f"the option {ev.option!r} is not one of {', '.join(ruling.options)}" if ev.option not in ruling.options
               else f"the option belongs to {ruling.entitled}")
        state.rule(Ruling(i, Irregularity.NOT_RULED, list(ruling.laws) if ruling else [],
                          f"{ev.seat} elected {ev.option!r}, but {why}.", "The election has no effect.",
                          persuasive=list(ruling.persuasive) if ruling else []))
        return
    ruling.elected = ev.option
    ruling.effect = state.elect_effects.pop(ev.option)()
    state.elect_effects = {}
    state.pending = None


def rule_abandon(state: DealReplay, i: int, ev: Abandoned) -> None:
    """A lone player abandoning the hand under law 25, 28 or 37, else no law gives it."""
    if state.pending is not None and "abandon_and_score" in state.pending.options and ev.seat == state.out.lone:
        apply_election(state, i, Elected(seat=ev.seat, option="abandon_and_score"))
        return
    state.rule(Ruling(i, Irregularity.NOT_RULED, [], f"{ev.seat} abandoned the hand.",
                      "No law of the code in force gives this player the right to abandon the hand here; "
                      "the laws give no remedy, and the deal is left unscored."))
