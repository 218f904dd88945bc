"""Options a law gives the other side, their election, the penalty calls
that exercise them, and whether the player called upon complies.

A ruling with options is *open* until the entitled side elects (``elect``)
or exercises a call (``call``). Some open rulings hold the deal up (the
revoke's add-or-deduct, a new deal or not): the deal is ``awaiting`` while
they are open. Others are standing liabilities (an exposed card, liable to
be called until it is played) that lapse with the hand.

A call that is exercised becomes a ``Demand`` on one player. When he next
plays where the demand applies, the play is checked; not complying with a
performable penalty is a revoke (foster:30), kept with the revokes.
"""
from __future__ import annotations

from collections.abc import Callable

from ..cards import Card, Suit
from ..games.base import Ranking
from ..record import Elected, PenaltyCalled
from ..state import DealState, Demand, Open
from .laws import Citation
from .rulings import Irregularity, Ruling


#: The option a call exercises, by what it names.
CALL_OPTIONS = {
    "suit": "call_suit",
    "card": "call_card",
    "highest": "call_highest",
    "lowest": "call_lowest",
    "trump": "call_trump",
    "no_trump": "call_no_trump",
    "win": "call_win",
    "lose": "call_lose",
}
#: The options exercised by a call: electing one says which, and the call that follows exercises it.
CALLS = frozenset(CALL_OPTIONS.values()) | {"choose_card"}


def open_options(state: DealState, ruling: Ruling, entitled: str,
                 effects: dict[str, Callable[[Elected | PenaltyCalled], str]], *, blocking: bool = True,
                 caller_check: Callable[[PenaltyCalled], str | None] | None = None,
                 call_laws: list[Citation] | None = None, may: Callable[[str], bool] | None = None,
                 lapse_at_bidding: str | None = None) -> Open:
    """Rule with options open to ``entitled`` and remember how each takes effect."""
    ruling.options = list(effects)
    entry = Open(ruling, entitled, effects, blocking, caller_check, call_laws or [], may, lapse_at_bidding)
    state.rule(ruling)
    state.open.append(entry)
    return entry


def bidding_begins(state: DealState) -> None:
    """The players have taken up their cards: the options that lapse then are closed, and their effect says so."""
    for entry in [e for e in state.open if e.lapse_at_bidding is not None]:
        close(state, entry, f"{entry.ruling.effect} {entry.lapse_at_bidding}")


def close(state: DealState, entry: Open, effect: str | None = None) -> None:
    """The options lapse (or were used); the ruling keeps what was elected."""
    if entry in state.open:
        state.open.remove(entry)
    if effect is not None:
        entry.ruling.effect = effect


def elect(state: DealState, i: int, ev: Elected) -> None:
    """The entitled side chose an option of an open ruling: the one on ``ruling_event`` if it is named."""
    for entry in reversed(state.open):
        if ev.option in entry.effects and ev.ruling_event in (None, entry.ruling.event):
            if not _may(state, entry, ev.seat or ""):
                return _no_effect(state, i, entry.ruling, f"{ev.seat} elected {ev.option!r}, but the option "
                                  f"belongs to {entry.entitled}.")
            if ev.option in CALLS:  # the call itself follows: the option stays open to it, holding nothing up
                entry.ruling.elected = ev.option
                entry.ruling.effect = entry.effects[ev.option](ev)
                entry.effects, entry.blocking = {ev.option: entry.effects[ev.option]}, False
                return
            _take(state, entry, ev.option, ev)
            return
    on = f" on event {ev.ruling_event}" if ev.ruling_event is not None else ""
    _no_effect(state, i, None, f"{ev.seat} elected {ev.option!r}, but no open ruling{on} gives that option.")


def call(state: DealState, i: int, ev: PenaltyCalled) -> None:
    """A penalty call: the exercise of an open option to call."""
    what = "suit" if ev.suit else "card" if ev.card else ev.demand or ""
    option = CALL_OPTIONS.get(what, "")
    for entry in reversed(state.open):
        names = [o for o in entry.effects if o == option or (what == "card" and o == "choose_card")]
        if not names:
            continue
        if not _may(state, entry, ev.seat or ""):
            return _no_effect(state, i, entry.ruling, f"{ev.seat} called on {ev.target}, but the call belongs "
                              f"to {entry.entitled}.")
        why = entry.caller_check(ev) if entry.caller_check else None
        if why:
            return _no_effect(state, i, entry.ruling, f"{ev.seat} called on {ev.target}, but {why}.", entry.call_laws)
        _take(state, entry, names[0], ev)
        return
    _no_effect(state, i, None, f"{ev.seat} made a penalty call on {ev.target}, but no law of the code in force "
               "gives a call here.")


def _may(state: DealState, entry: Open, seat: str) -> bool:
    """Whether ``seat`` may exercise the options of ``entry``."""
    return entry.may(seat) if entry.may is not None else state.is_of(seat, entry.entitled)


def _take(state: DealState, entry: Open, option: str, ev: Elected | PenaltyCalled) -> None:
    close(state, entry)
    entry.ruling.elected = option
    entry.ruling.effect = entry.effects[option](ev)


def _no_effect(state: DealState, i: int, about: Ruling | None, finding: str,
               laws: list[Citation] | None = None) -> None:
    cited = laws or (list(about.laws) if about else [])
    state.rule(Ruling(i, Irregularity.CALL_OF_NO_EFFECT, cited, finding,
                      "The election or call has no effect.", persuasive=list(about.persuasive) if about else []))


def call_exposed_card(state: DealState, ruling: Ruling, i: int, seat: str,
                      card: Card) -> Callable[[Elected | PenaltyCalled], str]:
    """The effect of calling ``seat``'s exposed ``card``: he must play it unless it would make him revoke."""
    def take(ev: Elected | PenaltyCalled) -> str:
        if isinstance(ev, PenaltyCalled):  # for the trick it is called to (foster:26): this one, unless he has played
            played = state.trick is not None and any(s == seat for s, _ in state.trick.plays)  # then the next
            demand_from_call(state, ev, ruling, i, trick=len(state.out.tricks) + played)
            return f"{ev.seat} called {card.name()}, which {seat} must play unless it would make him revoke."
        return f"{ev.seat} elected to call {card.name()}."
    return take


# -- demands and compliance ----------------------------------------------------


def suit_called(state: DealState, i: int, ruling: Ruling, from_whom: str | None = None,
                ) -> Callable[[Elected | PenaltyCalled], str]:
    """The effect of electing or calling a suit (foster:27, 38; callace:32, 35, 48): a call is a demand
    on its target to lead that suit."""
    def take(ev: Elected | PenaltyCalled) -> str:
        if isinstance(ev, PenaltyCalled):
            demand_from_call(state, ev, ruling, i)
            return f"{ev.seat} called {ev.suit.plural if ev.suit else 'a suit'} from {ev.target}."
        return f"{ev.seat} elected to call a suit" + (f" from {from_whom}." if from_whom else ".")
    return take


def demand_from_call(state: DealState, ev: PenaltyCalled, ruling: Ruling, i: int, *,
                     trick: int | None = None, kind: str | None = None) -> Demand:
    """The demand a call places on its target."""
    kind = kind or ("lead_suit" if ev.suit else "play_card" if ev.card else ev.demand or "")
    d = Demand(target=ev.target, kind=kind, ruling=ruling, event=i, suit=ev.suit, card=ev.card, trick=trick)
    state.demands.append(d)
    return d


def check_play(state: DealState, i: int, seat: str, card: Card, led: Suit | None, hand: list[Card] | None) -> None:
    """Check ``seat``'s play of ``card`` against the demands on him.

    ``hand`` is what the record shows he held before the play (None if
    unknown); ``led`` the suit led to the trick (None if he leads). Each card's suit is the game's
    (``Game.ranking``)."""
    ranking = state.ranking
    trick_no = len(state.out.tricks)
    for d in state.demands:
        if d.done or d.target != seat or (d.trick is not None and d.trick != trick_no):
            continue
        breach = breach_of(d, card, led, hand, ranking)
        if breach is None:
            continue  # the demand does not apply to this play
        d.done = True
        if breach:
            state.add_breach(i, seat, d, card, breach, hand is not None)
        elif d.kind == "lead_suit" and ranking.suit[card] is d.suit:  # complied with: the ruling says so
            called = f"from {seat}."
            d.ruling.effect = d.ruling.effect.replace(called, f"from {seat}, who led {card.name()}.", 1)


def breach_of(d: Demand, card: Card, led: Suit | None, hand: list[Card] | None, ranking: Ranking) -> str | None:
    """``None`` if the demand does not apply to this play, ``""`` if complied with,
    else what the player failed to do; each card of the suit ``ranking`` (the game's, ``Game.ranking``) gives it."""
    trump, suits = ranking.trump, ranking.suit
    suit_of = suits[card]
    follows = [c for c in hand if suits[c] is led] if hand is not None and led else None
    if d.kind == "lead_suit":
        if led is not None:
            return None
        if suit_of is d.suit:
            return ""
        if hand is not None and not any(suits[c] is d.suit for c in hand):
            return ""
        return f"lead {d.suit.plural if d.suit else ''} when it was called"
    if d.kind == "play_card":
        if card is d.card:
            return ""
        assert d.card is not None
        legal = led is None or suits[d.card] is led or suit_of is not led
        return f"play {d.card.name()} when it was called" if legal else None
    if d.kind in ("highest", "lowest"):
        if led is None:
            return None
        if suit_of is not led:
            return "" if follows is None or not follows else f"play his {d.kind} {led.plural}"
        if follows is None:
            return ""  # judged from later plays (``later_breach``)
        best = max(follows, key=lambda c: c.power(trump)) if d.kind == "highest" else min(follows, key=lambda c: c.power(trump))
        return "" if card is best else f"play his {d.kind} {led.plural}, {best.name()}"
    if d.kind in ("trump", "no_trump"):
        if led is None or suit_of is led and led is not trump:
            return ""
        is_trump = trump is not None and suit_of is trump
        if d.kind == "trump":
            can = hand is None or any(c.is_trump(trump) for c in hand)
            return "" if is_trump or not can else "trump the trick when called upon to"
        return "" if not is_trump or (hand is not None and all(c.is_trump(trump) for c in hand)) \
            else "not trump the trick when called upon not to"
    if d.kind in ("highest_trump", "lowest_trump"):
        if trump is None or suit_of is not trump or hand is None:
            return None if trump is None or suit_of is not trump else ""
        trumps = [c for c in hand if c.is_trump(trump)]
        pick = max if d.kind == "highest_trump" else min
        best = pick(trumps, key=lambda c: c.power(trump))
        return "" if card is best else f"play his {d.kind.replace('_', ' ')}, {best.name()}"
    return None
