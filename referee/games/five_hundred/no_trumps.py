"""The joker led in a hand without trumps: its leader names the suit to be played to it (foster:500#joker-led).

"When there are no trumps, it is a suit by itself, but still a trump" (foster:500#joker-rank): it wins any trick it
is played to (``cards.Card.is_trump``), and "When the joker is led in a no-trump hand, the leader must name the suit
that he wishes played to it." A suit named to any other card, or in a hand with a trump, is of no effect, said so; a
joker led without a suit named is ruled on: Foster is silent on it, and the reading is that no suit was led, so that
any card may be played to it.
"""
from __future__ import annotations

from ...cards import Card, Suit
from ...law.laws import cite
from ...law.rulings import Irregularity, Ruling
from ...state import DealState


def named(state: DealState, i: int, seat: str, card: Card, names: Suit | None) -> Suit | None:
    """The suit ``seat`` named to ``card``, played to the trick on the table: the suit to be played to it where the
    card is the joker led in a hand without trumps (``None`` if he named none, ruled on); else of no effect."""
    law = state.game.no_trumps
    trick = state.trick
    leads = trick is not None and not trick.plays
    joker_led = law is not None and card.is_joker and leads and state.out.trump is None
    if joker_led and names is not None:
        return names
    if joker_led:
        assert law is not None
        state.rule(Ruling(i, Irregularity.JOKER_LED_UNNAMED, [cite(law)],
                          f"{seat} led the joker in a hand without trumps and named no suit to be played to it.",
                          "The law says the leader must name the suit; it gives no penalty for a joker led without "
                          "one. Reading: no suit was led, and any card may be played to it; the joker, still a "
                          "trump, wins the trick."))
        return None
    if names is not None:
        said = [cite(law)] if law is not None else []
        state.rule(Ruling(i, Irregularity.NOT_RULED, said,
                          f"{seat} named {names.plural} to {card.name()}.",
                          "No effect: only the joker led in a hand without trumps has a suit named to it."))
    return None
