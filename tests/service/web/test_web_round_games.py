"""The round games at the table (Flask's test client): Rams' and Loo's declaring one tap each for the seat in turn, a
general rams, the dealer defending, a flush shown, the trump turned asked of a double's deal, the pool carried into
each deal from the last (a simple or a double). Each case built from the law it names."""
from __future__ import annotations

from typing import Any

from test_web_family_table import _offered
from test_web_table import _tap, _text

PLAYERS = {"player__0": "Ann", "player__1": "Bob", "player__2": "Cy", "player__3": "Di"}
RAMS = {"game": "rams", "code": "foster", "seats": "A B C D", "dealer": "3", "options_sent": "1",
        "option__simple_all_play": "on", **PLAYERS}  # D deals, A the eldest hand
LOO = {"game": "loo", "code": "foster", "seats": "A B C D", "dealer": "3", "options_sent": "1", **PLAYERS}
#: A simple of Loo played by its cards, one tap each: A wins the spades, D the hearts and the clubs; B and C looed.
SIMPLE = list(zip("ABCDABCDDABC", "AS KS QS JS 2H 4H 6H 8H 9C 3C 5C 7C".split()))


def _played(scorer: Any, table: int, plays: list[tuple[str, str]]) -> None:
    for seat, card in plays:
        assert _tap(scorer, table, f'data-seat="{seat}" data-card="{card}"').status_code == 200


def _double(scorer: Any) -> int:
    """A Loo table whose second deal is a double (B and C looed in the simple), A dealing, the ace of clubs turned."""
    table = scorer.start_table(**LOO)
    _tap(scorer, table, 'data-type="deal"')
    _played(scorer, table, SIMPLE)
    _tap(scorer, table, 'data-type="new_deal"', "deals")
    _tap(scorer, table, 'data-type="deal" data-card="AC"')
    return table


def test_foster_rams_declare_a_deal_in_progress_offers_each_declaration_not_passed_all_round(scorer: Any) -> None:
    # foster:rams#declare: "each player in turn, beginning on the dealer's left, must declare whether he will play or
    # pass". Dealt, no one has declared: the deal is in play, the eldest hand's declarations one tap each.
    table = scorer.start_table(**RAMS)
    said = _offered(scorer, table)
    assert "Dealt by D Di: tap the card turned up" in said and "Passed all round" not in said  # foster:rams#trump
    _tap(scorer, table, 'data-type="deal" data-card="7S"')
    said = _offered(scorer, table)
    assert "Passed all round" not in said and "A Ann in turn: Plays, Takes the widow, General rams" in said
    assert "Passes" not in said  # foster:rams#simple-all-play: the first pool is a simple, every one plays
    _tap(scorer, table, 'data-type="play_in" data-seat="A"')
    assert "B Bob in turn: Plays, Takes the widow, General rams" in _offered(scorer, table)


def test_foster_rams_general_a_general_rams_is_one_tap_and_leads(scorer: Any) -> None:
    # foster:rams#general: "Any player may announce a general rams"; #general-all-play: all must play; #general-lead:
    # he "has the privilege of the lead". One tap, then the others declare, and he leads.
    table = scorer.start_table(**RAMS)
    _tap(scorer, table, 'data-type="deal" data-card="7S"')
    _tap(scorer, table, 'data-type="general" data-seat="A"')
    said = _offered(scorer, table)
    assert "B Bob in turn: Plays, Takes the widow" in said and "General rams" not in said  # one general only
    for seat in "BCD":
        _tap(scorer, table, f'data-type="play_in" data-seat="{seat}"')
    assert "A Ann in turn: Tricks taken, Play" in _offered(scorer, table)  # or his tricks agreed


def test_foster_rams_double_a_pool_carried_makes_the_next_a_double_where_each_may_pass(scorer: Any) -> None:
    # foster:rams#simple-double: a pool holding more than the dealer's stake is a double; "In a double each plays or
    # passes as he pleases". A general rams failed leaves the pool doubled: the next deal's pass is offered.
    table = scorer.start_table(**RAMS)
    _tap(scorer, table, 'data-type="deal" data-card="7S"')
    _tap(scorer, table, 'data-type="general" data-seat="A"')
    for seat in "BCD":
        _tap(scorer, table, f'data-type="play_in" data-seat="{seat}"')
    _played(scorer, table, [("A", "AH"), ("B", "KH"), ("C", "QH"), ("D", "JH")])  # D... B heads with the king
    assert "Next deal: dealt by A Ann" in _offered(scorer, table)
    _tap(scorer, table, 'data-type="new_deal"', "deals")
    _tap(scorer, table, 'data-type="deal" data-card="7H"')
    assert "B Bob in turn: Plays, Takes the widow, Passes, General rams" in _offered(scorer, table)


def test_foster_loo_double_the_trump_turned_then_stand_widow_or_pass_one_tap_each(scorer: Any) -> None:
    # foster:loo#simple-all-follow: "All those who have not won a trick are looed ... will make the ensuing pool a
    # double"; #double: "the next card in the pack is turned up for a trump"; #declare: each in turn "may stand ... or
    # may take the widow in exchange; or may pass".
    table = scorer.start_table(**LOO)
    _tap(scorer, table, 'data-type="deal"')  # a simple: no trump turned, the deal one tap
    _played(scorer, table, SIMPLE)
    _tap(scorer, table, 'data-type="new_deal"', "deals")
    assert "Dealt by A Ann: tap the card turned up" in _offered(scorer, table)
    page = _text(scorer.client.get(f"/tables/{table}"))
    assert "the pool 18 before the deal (a double)" in page and "the pool 27" in page  # B and C looed, A's stake
    _tap(scorer, table, 'data-type="deal" data-card="AC"')
    assert "B Bob in turn: Stands, Takes the widow, Passes" in _offered(scorer, table)


def test_foster_loo_defend_the_dealer_defending_the_pool_is_one_tap(scorer: Any) -> None:
    # foster:loo#defend: "If only one player stands, and he has not taken the widow, the dealer, if he will not play
    # for himself, must take the widow and play to defend the pool."
    table = _double(scorer)
    _tap(scorer, table, 'data-type="play_in" data-seat="B"')
    _tap(scorer, table, 'data-type="pass" data-seat="C"')
    _tap(scorer, table, 'data-type="pass" data-seat="D"')
    said = _offered(scorer, table)
    assert "A Ann in turn: Stands, Takes the widow, Defends the pool" in said and "Passes" not in said.split("in turn:")[1]
    _tap(scorer, table, 'data-type="defend" data-seat="A"')
    assert "B Bob in turn: Tricks taken, Play" in _offered(scorer, table)


def test_foster_loo_flush_claims_a_flush_shown_once_all_have_declared_is_one_tap(scorer: Any) -> None:
    # foster:loo#flush: "he must announce it as soon as all have declared"; #flush-claims: he "claims the pool without
    # playing, each of those who are “in” being looed three red counters". The hands not recorded: the flush the
    # table saw (reading 16).
    table = _double(scorer)
    for kind, seat in (("play_in", "B"), ("play_in", "C"), ("pass", "D"), ("pass", "A")):
        _tap(scorer, table, f'data-type="{kind}" data-seat="{seat}"')
    said = _offered(scorer, table)
    assert "B Bob in turn: Tricks taken, Play, Shows a flush" in said and "Shows a flush by B Bob" in said
    assert said.index("Shows a flush by C Cy") < said.index("A♠")  # above the cards to play, in view on a phone
    assert "by D Di" not in said and "by A Ann" not in said  # those who passed are not in
    _tap(scorer, table, 'data-type="flush" data-seat="C"')
    said = _offered(scorer, table)
    assert "C Cy shows a flush; B Bob looed. A -9, B -9, C +27; the pool 9, the next deal a double." in said



def test_foster_loo_simple_all_follow_a_simple_by_its_outcome_a_row_of_tricks_for_each_player(scorer: Any) -> None:
    # foster:loo#simple-all-follow: "the winners of the several tricks divide the pool. All those who have not won a
    # trick are looed". Dealt, the cards not typed: each player's tricks a row of taps (none to the hand's three); A
    # one, D two, and B and C, named by no tap, took none: three taps for the deal.
    table = scorer.start_table(**LOO)
    _tap(scorer, table, 'data-type="deal"')
    said = _offered(scorer, table)
    assert all(f"{seat}: Tricks taken: 0 1 2 3" in said for seat in ("A Ann", "B Bob", "C Cy", "D Di"))
    _tap(scorer, table, 'data-type="outcome" data-seat="A" data-tricks="1"')
    said = _offered(scorer, table)
    assert "A Ann: Tricks taken" not in said
    assert "D Di: Tricks taken: 0 1 2 A Ann in turn" in said  # no more than three in all
    _tap(scorer, table, 'data-type="outcome" data-seat="D" data-tricks="2"')
    said = _offered(scorer, table)
    assert "B Bob, C Cy looed" in said and "A +3, B -9, C -9, D -3; the pool 18, the next deal a double" in said
    history = _text(scorer.client.get(f"/tables/{table}/history"))
    assert "Ann (A): tricks taken 1 (the outcome agreed)" in history and "made the trump" not in history

def test_foster_rams_fifths_a_double_by_its_outcome_after_the_declarations(scorer: Any) -> None:
    # foster:rams#fifths: "one-fifth of the contents of the pool for every trick he has won"; #ramsed: a player in who
    # took no trick pays five to the next pool. A general rams failed doubles the pool; in the next deal, a double, A
    # and B play, the others pass: their tricks are asked, B's three and A's two.
    table = scorer.start_table(**RAMS)
    _tap(scorer, table, 'data-type="deal" data-card="7S"')
    for seat in "ABCD":
        _tap(scorer, table, f'data-type="play_in" data-seat="{seat}"')
    _tap(scorer, table, 'data-type="outcome" data-seat="A" data-tricks="5"')
    said = _offered(scorer, table)
    assert "Ann (A): tricks taken 5 (the outcome agreed)" in said
    assert "B Bob, C Cy, D Di ramsed" in said and "Next deal: dealt by A Ann" in said
    _tap(scorer, table, 'data-type="new_deal"', "deals")
    _tap(scorer, table, 'data-type="deal" data-card="7H"')
    for kind, seat in (("play_in", "B"), ("play_in", "C"), ("pass", "D"), ("pass", "A")):
        _tap(scorer, table, f'data-type="{kind}" data-seat="{seat}"')
    said = _offered(scorer, table)
    assert "B Bob: Tricks taken: 0 1 2 3 4 5" in said and "C Cy: Tricks taken" in said and "D Di: Tricks" not in said
    _tap(scorer, table, 'data-type="outcome" data-seat="B" data-tricks="3"')
    _tap(scorer, table, 'data-type="outcome" data-seat="C" data-tricks="2"')
    said = _offered(scorer, table)
    assert "Next deal: dealt by B Bob" in said and "ramsed" not in said
