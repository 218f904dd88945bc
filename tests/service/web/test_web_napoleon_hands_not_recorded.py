"""A Napoleon table whose scorer does not type the hands (Flask's test client): the deal tapped, the bids, then the
cards as played or the bidder's tricks, one tap each; no hand is ruled foul that the record does not give
(foster:napoleon#wrong-count-after-bid). Each case is built from the sentence it rules by."""
from __future__ import annotations

from typing import Any

from test_web_family_table import NAPOLEON, _offered
from test_web_table import _tap, _text

#: N leads his three spades and takes three tricks (the cards as played; no hand typed).
TRICKS = [["AS", "JS", "TS", "9S"], ["KS", "4H", "8H", "QH"], ["QS", "5H", "9H", "KH"]]


def _bid_three(scorer: Any) -> int:
    """A table dealt without its hands (the deal's one tap), N bidding three and the others passing."""
    table = scorer.start_table(**NAPOLEON)
    _tap(scorer, table, 'data-type="deal"')
    _tap(scorer, table, 'data-type="bid" data-seat="N" data-value="3"')
    for seat in "ESW":
        _tap(scorer, table, f'data-type="pass" data-seat="{seat}"')
    return table


def _ruling(scorer: Any, table: int) -> str:
    return _text(scorer.client.get(f"/tables/{table}/ruling")).lower()


def test_foster_napoleon_payments_the_cards_as_played_no_hand_typed_is_ruled_foul(scorer: Any) -> None:
    # foster:napoleon#payments: "each adversary pays him a counter for every trick bid"; #wrong-count-after-bid: only a
    # player found to hold "too many or too few cards" has a foul hand, and no hand was typed.
    table = _bid_three(scorer)
    said = _offered(scorer, table)
    assert "N Ann in turn" in said and "A♠" in said and "2♣" in said  # his hand unknown: any card not yet played
    for trick in TRICKS:
        for seat, card in zip("NESW", trick):
            response = _tap(scorer, table, f'data-seat="{seat}" data-card="{card}"')
    page = _text(response)
    assert "N Ann made ♠ against all the others and took 3 tricks: N score 9, E score -3, S score -3, W score -3" \
        in page  # the game's words for a lone hand, not Euchre's "alone"
    assert "wrong number" not in _ruling(scorer, table) and "foul" not in _ruling(scorer, table)


def test_foster_napoleon_abandon_the_bidders_tricks_one_tap_after_the_bidding(scorer: Any) -> None:
    # foster:napoleon#abandon: "The hands are usually abandoned when the bidder succeeds in his undertaking ... If it
    # is impossible for him to succeed ... the hands are thrown up". The bidding over, his tricks are one tap.
    table = _bid_three(scorer)
    said = _offered(scorer, table)
    assert all(f"Tricks the bidder took {k}" in said for k in range(6)) and "Tricks the bidder took 6" not in said
    page = _text(_tap(scorer, table, 'data-type="outcome" data-seat="N" data-tricks="2"'))
    assert "N Ann bid 3 against all the others: N score -9, E score 3, S score 3, W score 3" in page
    assert "wrong number" not in _ruling(scorer, table)


def test_foster_napoleon_bidding_the_scores_only_form_is_not_offered_where_an_outcome_alone_scores_nothing(
        scorer: Any) -> None:
    # napoleon-spoil-five.md: Napoleon's ``outcome`` is "``seat`` the bidder and ``tricks`` his (the bid is the
    # bidding's)", so a deal is not scored by an outcome alone: the table offers no scores-only form, and the bidder's
    # tricks are one tap once the bids are recorded (above). Forty-Five's outcome ("a seat of the side and the side's
    # tricks") scores alone, and its form is offered.
    napoleon = scorer.client.get(f"/tables/{scorer.start_table(**NAPOLEON)}").get_data(as_text=True)
    assert "Scores only" not in napoleon and 'action="/tables/' in napoleon
    forty_five = scorer.start_table(game="forty-five", code="foster", dealer="3", options_sent="1")
    assert "Scores only" in scorer.client.get(f"/tables/{forty_five}").get_data(as_text=True)
