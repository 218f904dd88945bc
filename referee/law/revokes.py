"""The revoke (Foster's laws 30-32): established from the facts, corrected
in time or not, claimed, and the penalty the adversaries elect.

A revoke is "a renounce in error, not corrected in time; or non-compliance
with a performable penalty" (foster:30). A renounce is in error when the
record shows the player held a card of the suit led: the deal's ``hands``,
a later ``play`` of the suit, or a ``show``. The left bower belongs to the
trump suit for this as for everything. A claim the record does not prove yet
waits for its proof (the claimed player's cards shown, a card of the suit
played later, or the trick of the renounce turned and quitted, for until then
the renounce may be corrected) and is judged when it comes; if none comes, the
claim is ruled not proved when the record ends, or, while the renounce's trick
is still on the table, not decided yet (the deal awaits the trick's turning).
"""
from __future__ import annotations


from ..cards import Card
from ..record import CardPlayed, CardsShown, Claimed, Cut, Elected, PenaltyCalled, PlayCorrected
from ..state import DealState, Revoke
from . import play_faults
from .deal_faults import laws_for
from .laws import Citation, cite
from .penalties import open_options
from .rulings import Irregularity, Ruling



def judge_renounce(state: DealState, i: int, seat: str, card: Card, hand: list[Card] | None) -> None:
    """A card not of the suit led: a revoke if the player could follow."""
    trick = state.trick
    if trick is None or not trick.plays:
        return
    ranking = state.ranking
    led = state.led_suit()
    if led is None or ranking.suit[card] is led:
        return
    r = Revoke(event=i, seat=seat, trick=len(state.out.tricks), card=card,
               what=f"renounced to the {led.plural} lead", led=led)
    if hand is not None:
        held = ranking.must_play(hand, trick.plays, trick.names)
        if seat == state.dealer and state.discard_unknown:
            held = held[1:]  # one of them may be the discard the record does not name
        if not held:
            return
        r.evidence, r.dealt = f"holding {held[0].name()}, as the deal records", True
    state.revokes.append(r)


def note_evidence(state: DealState, seat: str, card: Card, how: str) -> None:
    """A card played or shown proves an earlier renounce of its suit was in error."""
    suit = state.ranking.suit[card]
    for r in state.revokes:
        if r.seat == seat and (r.evidence is None or r.dealt) and r.led is not None and suit is r.led:
            state.new_proof = state.new_proof or r.evidence is None
            r.evidence, r.led, r.dealt = f"while holding {card.name()}, which he {how}", None, False


def show(state: DealState, i: int, ev: CardsShown) -> None:
    for card in ev.cards:
        note_evidence(state, ev.seat or "", card, "showed")


def established(state: DealState) -> list[Revoke]:
    return [r for r in state.revokes if r.evidence is not None and not r.corrected]


def _names(ev: Claimed, r: Revoke) -> bool:
    """Whether claim ``ev`` names renounce ``r``: its player, and its trick if the claim gives one."""
    return r.seat == ev.against and (ev.trick is None or r.trick == ev.trick - 1)


def claimed(state: DealState, i: int, ev: Claimed) -> Revoke | None:
    """The revoke a claim proves, if the record proves it now; else the claim waits for its proof (``None``).
    A renounce in the trick still on the table is no revoke yet: it may be corrected until the trick is turned
    and quitted (foster:31, callace:39; the trick is turned by a ``quit_trick`` or the next card led, not by the
    claim). At the close, a claim never proved is ``None`` too, and the renounces it named are not reported again
    as unclaimed."""
    playing = len(state.out.tricks) if state.trick is not None else None  # the trick on the table, not turned
    named = [r for r in established(state) if _names(ev, r)]
    proved = [r for r in named if r.trick != playing]
    if proved:
        return proved[0]
    if state.closing:
        waiting = on_the_table(state, ev)  # ruled as waiting by ``unproved``
        for r in named:
            r.corrected = r.corrected or r is not waiting  # claimed, though too soon: not to be reported as unclaimed
    else:
        state.pending_claims.append((i, ev))
    return None


def correct(state: DealState, i: int, ev: PlayCorrected) -> None:
    """foster:31, 32: a revoke corrected before the trick is turned and quitted."""
    seat = ev.seat or ""
    trick = state.trick
    k = next((k for k in range(len(trick.plays) - 1, -1, -1) if trick.plays[k][0] == seat), None) if trick else None
    if trick is None or k is None:
        binding, persuasive = laws_for(state, "revoke-corrected-late")[:2]
        state.rule(Ruling(i, Irregularity.REVOKE, binding,
                          f"{seat} tried to correct a card after the trick was turned and quitted.",
                          "Too late: a revoke may be corrected only before the trick in which it occurs has been "
                          "turned and quitted. The card played stands.", persuasive=persuasive))
        return
    old = trick.plays[k][1]
    free = play_faults.taken_back_freely(state, seat)
    state.return_to_hand(seat, old)
    state.take_from_hand(seat, ev.card)
    trick.plays[k] = (seat, ev.card)
    state.played[seat][-1] = ev.card
    renounce = next((r for r in state.revokes if r.seat == seat and r.trick == len(state.out.tricks)
                     and r.card is old and not r.corrected), None)
    if renounce is None:
        if free:
            return None
        return play_faults.played_in_error(state, i, seat, old, f"{seat} took back {old.name()}, played in the "
                                           f"regular course of play, and played {ev.card.name()} instead.")
    renounce.corrected = renounce.righted = True
    binding, persuasive = laws_for(state, "revoke-corrected")[:2]
    finding = (f"{seat} corrected his renounce, playing {ev.card.name()} for {old.name()}, before the trick was "
               "turned and quitted")
    lone = state.out.lone
    if seat == lone:  # foster:36: "The lone player is not liable to any penalty for exposed cards"
        own, own_persuasive, silent = laws_for(state, "lone-exposed-card")
        state.rule(Ruling(i, Irregularity.REVOKE_CORRECTED, binding + own, finding + ".",
                          f"{silent}No revoke. The lone player is not liable to any penalty for exposed cards: "
                          f"{old.name()}, played in error, is not liable to be called; any cards played after it by "
                          "others may be taken back without penalty.", persuasive=persuasive + own_persuasive))
        return
    if lone is not None and state.side(seat) != state.side(lone):  # foster:32's exposed card, and law 25's remedy
        play_faults.exposed_against_lone(state, i, seat, old, finding, binding, persuasive, "",
                                         Irregularity.REVOKE_CORRECTED, f"No revoke. {old.name().capitalize()}, "
                                         "played in error, is an exposed card. ")
        return
    play_faults.expose(state, i, seat, old, Ruling(
        i, Irregularity.REVOKE_CORRECTED, binding, finding + ".",
        f"No revoke. {old.name().capitalize()}, played in error, is an exposed card; any cards played "
        "after it by others may be taken back without penalty.", persuasive=persuasive))


def on_the_table(state: DealState, ev: Claimed) -> Revoke | None:
    """The renounce claim ``ev`` names in the trick still on the table, not corrected, while the hand goes on: no
    revoke yet, for "A revoke may be corrected by the player making it before the trick in which it occurs has been
    turned and quitted" (foster:31; callace:39)."""
    if state.trick is None or state.phase == "done":
        return None
    playing = len(state.out.tricks)
    return next((r for r in state.revokes if r.trick == playing and not r.corrected and _names(ev, r)), None)


def unproved(state: DealState, i: int, ev: Claimed, binding: list[Citation], persuasive: list[Citation]) -> Ruling:
    """The ruling on a claim the record never proved: the renounce it names corrected in time, or still on the
    table and not yet decided (the deal awaits the trick's turning: ``claim_waits``), or no proof."""
    claim = f"{ev.seat} claimed a revoke against {ev.against}" + (f" in trick {ev.trick}" if ev.trick else "")
    own, own_persuasive, silent = laws_for(state, "revoke-corrected-in-time")
    if any(r.righted and _names(ev, r) for r in state.revokes):
        return Ruling(i, Irregularity.REVOKE_NOT_PROVED, own + binding, f"{claim}; he corrected his renounce before "
                      "the trick was turned and quitted.", f"{silent}No revoke: the renounce was corrected in time; no "
                      "penalty for it.", persuasive=own_persuasive + persuasive)
    waiting = on_the_table(state, ev)
    if waiting is not None:
        waiting.corrected = True  # claimed: not to be reported as unclaimed
        state.claim_waits = True
        held = f", {waiting.evidence}" if waiting.evidence else ""
        return Ruling(i, Irregularity.REVOKE_CLAIM_PENDING, own + binding,
                      f"{claim}; {waiting.seat} {waiting.what} in trick {waiting.trick + 1}, playing "
                      f"{waiting.card.name()}{held}, and the trick is still on the table, not turned and quitted.",
                      f"{silent}Not decided yet: {waiting.seat} may still correct his renounce before the trick is "
                      "turned and quitted. The claim is decided when it is (the trick quitted, or the next card led), "
                      "or when the hand is over; no option is open until then.",
                      persuasive=own_persuasive + persuasive)
    return Ruling(i, Irregularity.REVOKE_NOT_PROVED, binding, f"{claim}; the record does not prove it.",
                  not_proved(state), persuasive=persuasive)


def not_proved(state: DealState) -> str:
    """The effect of a claim the record does not prove: final once the hand is played out; while the record stops
    in mid-hand, the proof may yet come."""
    turned = len(state.out.tricks) + state.trick_full
    if state.phase == "play" and turned < state.game.hand:
        return ("No penalty on the record so far: it stops before the hand is played out, and a revoke must be "
                "claimed and proved; the cards played on, or shown, may yet prove it.")
    return "No penalty: a revoke must be claimed and proved."


def of_another_deal(state: DealState, i: int, ev: Claimed) -> bool:
    """A claim of an earlier deal's revoke, ruled here and ``True``; else ``False``. "Revokes must be detected and
    claimed before the cards are cut for the following deal" (foster:text):

    - a claim naming an earlier deal (``deal``) made once the cards were cut for the deal after it (this deal's
      ``cut``, or anything after it: the deal, a bid, a card; or an earlier deal's, if it names one before the last)
      is too late, and the renounce is not looked for;
    - one naming the deal before this one, made before this deal's cards were cut, is in time, but is heard in the
      record of the deal where the revoke was made, with its cards: here it has no effect;
    - a claim naming no deal, made once this deal's cards were cut, before a card of it was played, can be only of
      an earlier deal's revoke: too late."""
    before = state.deal.events[:i]
    cut = any(isinstance(e, Cut) for e in before)
    index = state.out.index
    binding, persuasive, silent = laws_for(state, "revoke-claim-time")
    claim = f"{ev.seat} claimed a revoke against {ev.against}"
    if ev.deal is not None:
        following = ev.deal + 1  # the deal whose cut closes the time for claims of deal ``ev.deal``
        if following < index or cut or state.phase != "deal":
            _too_late(state, i, f"{claim} in deal {ev.deal + 1} after the cards were cut for deal {following + 1}.",
                      binding, persuasive, silent)
            return True
        state.rule(Ruling(i, Irregularity.NOT_RULED, binding, f"{claim} in deal {ev.deal + 1} before the cards were "
                          f"cut for deal {index + 1}: in time.", f"{silent}The claim is heard in the record of deal "
                          f"{ev.deal + 1}, where the revoke was made, with its cards; it has no effect on this deal. "
                          "No penalty here.", persuasive=persuasive))
        return True
    if not cut or any(isinstance(e, CardPlayed) for e in before):
        return False
    _too_late(state, i, f"{claim} after the cards were cut for this deal, before any card of it was played.",
              binding, persuasive, silent)
    return True


def _too_late(state: DealState, i: int, finding: str, binding: list[Citation], persuasive: list[Citation],
              silent: str) -> None:
    state.rule(Ruling(i, Irregularity.REVOKE_NOT_PROVED, binding, finding,
                      f"{silent}Too late: revokes must be claimed before the cards are cut for the following deal. "
                      "No penalty.", persuasive=persuasive))


def claim(state: DealState, i: int, ev: Claimed) -> None:
    """foster:30: a revoke claimed and proved; the hand is abandoned; the adversaries' option."""
    if of_another_deal(state, i, ev):
        return
    claimant = ev.seat or ""
    r = claimed(state, i, ev)
    if r is not None and state.trick_full:
        state.quit_trick()  # a full trick on the table is turned before the hand is abandoned
    binding, persuasive = state.code.revoke
    if r is None and not state.closing:
        return  # the proof may follow: a card shown, or played later, or the trick played out
    if r is None:
        state.rule(unproved(state, i, ev, binding, persuasive))
        return
    r.corrected = True  # ruled on now; not to be reported as unclaimed
    revoker_side = state.side(r.seat)
    claimed_by = state.side(claimant)
    finding = f"{r.finding}; {claimant} claimed the revoke."
    other_sides = {state.side(x.seat) for x in [*established(state), *state.revokes_ruled]} - {revoker_side}
    if other_sides or claimed_by != revoker_side:
        state.take_back_score()  # claimed after the hand was played out: the hand is abandoned all the same
        state.revokes_ruled.append(r)
    both = state.code.both_revoke
    if other_sides and both is not None:
        state.rule(Ruling(r.event, Irregularity.REVOKE, binding + both[0],
                          finding + " Both sides revoked.", f"The deal is void; {state.dealer} deals again.",
                          persuasive=persuasive + both[1]))
        state.out.points = {s: 0 for s in state.out.points}  # a penalty ruled on the first revoke, too
        state.open.clear()
        state.finish("redeal")
        return
    if claimed_by == revoker_side:
        state.rule(Ruling(r.event, Irregularity.REVOKE_NOT_PROVED, binding, finding,
                          "The revoking side cannot claim its own revoke; the option belongs to the adversaries.",
                          persuasive=persuasive))
        return
    state.phase = "done"
    said = finding + (" Both sides revoked." if other_sides else "")
    state.game.rule_revoke(state, r, said, claimed_by, revoker_side)  # the code's penalty, or the game's own


def foster_revoke(state: DealState, r: Revoke, finding: str, entitled: str, revoker_side: str) -> None:
    """foster:30: add two to their own score or deduct two from the revoker's; a lone hand's value if one is alone."""
    lone = state.out.lone
    points = 2  # "the option of adding two points to their own score, or deducting two points from his score"
    value_laws: tuple[Citation, ...] = ()
    if lone is not None:  # the lone hand's value by the game's scoring (a jambone's count, 1862:IV.65; a pat hand's)
        value, value_laws = state.lone_value()
        points = value[state.side(lone)]
    word = {2: "two", 4: "four", 8: "eight"}.get(points, str(points))

    def scored() -> None:  # once the option of every revoke ruled in the hand is taken
        if not any(o.blocking for o in state.open):
            state.finish("scored")

    def add(ev: Elected | PenaltyCalled) -> str:
        state.out.points[entitled] += points
        scored()
        return f"{silent}Hand abandoned; {entitled} score {points}."

    def deduct(ev: Elected | PenaltyCalled) -> str:
        state.out.points[revoker_side] -= points
        scored()
        return f"{silent}Hand abandoned; {points} deducted from {revoker_side}'s score."

    binding, persuasive, silent = laws_for(state, "revoke-proved")
    if len(state.revokes_ruled) > 1:  # the adversaries' option "for every revoke made during the hand"
        every = laws_for(state, "revoke-penalty")[:2]
        binding, persuasive = binding + every[0], persuasive + every[1]
    open_options(state, Ruling(
        r.event, Irregularity.REVOKE, broken(state, r) + binding + state.games_own(value_laws), finding,
        f"{silent}Hand abandoned; {entitled} may add {points} to their own score or deduct {points} from {revoker_side}'s"
        + (" (the lone hand's value)." if lone is not None else "."), persuasive=persuasive,
    ), entitled, {f"add_{word}": add, f"deduct_{word}": deduct})


def broken(state: DealState, r: Revoke) -> list[Citation]:
    """The game's own law a renounce breaks, where it has one: the joker played while its holder could follow suit
    ("The player holding it cannot trump with it as long as he can follow suit", foster:500#joker-follow)."""
    law = state.game.joker_follows
    return [cite(law)] if law is not None and r.card.is_joker and not r.breach else []


def unclaimed(state: DealState) -> None:
    """Revokes the record proves but no one claimed: reported, with no penalty."""
    for r in established(state):
        binding, persuasive = laws_for(state, "revoke-claim-time")[:2]
        state.rule(Ruling(r.event, Irregularity.REVOKE_UNCLAIMED, broken(state, r) + binding, r.finding + ".",
                          "No revoke was claimed in the record of this deal: no penalty. A claim is in time only "
                          "before the cards are cut for the following deal.", persuasive=persuasive))



def professor_revoke(state: DealState, r: Revoke, finding: str, entitled: str, revoker_side: str) -> None:
    """1862:II.39: a player must follow suit "on penalty of giving his adversaries two points for the revoke".
    The code does not say the hand is abandoned; Foster's law 30 does, and is persuasive."""
    binding, persuasive = state.code.revoke
    state.out.points[entitled] += 2
    state.rule(Ruling(r.event, Irregularity.REVOKE, binding, finding,
                      f"{entitled} score two points for the revoke. The 1862 code does not say whether the hand is "
                      "played out; Foster's law 30 abandons it, and the hand is ruled abandoned.",
                      persuasive=persuasive + laws_for(state, "revoke-proved")[1]))
    state.finish("scored")
