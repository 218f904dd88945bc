"""The scorer's page at a Spoil Five table (Flask's test client): robbing and the claim of the pool as one-tap facts,
offered to whoever the law lets make them (the dealer's rob of a turned ace while the eldest hand is in turn), in
Foster's words; a rob the law does not allow is no tap, and is asked about as a slip, never refused."""
from __future__ import annotations

import re
from typing import Any

from test_web_table import HX, _fields, _tap, _text

#: Three players, A Ann dealing: B Bob is the eldest hand.
SPOIL = {"game": "spoil-five", "code": "foster", "seats": "A B C", "player__0": "Ann", "player__1": "Bob",
         "player__2": "Cy", "dealer": "0", "options_sent": "1"}
HANDS = {"A": "KD KC QS 7D 8D", "B": "5S 2D 3D 4D 6D", "C": "JS 2C 3C 4C 6C"}


def _offered(scorer: Any, table: int) -> str:
    """The one-tap panel's words."""
    page = scorer.client.get(f"/tables/{table}").get_data(as_text=True)
    found = re.search(r'<section class="panel quick".*?</section>', page, re.S)
    assert found, "no one-tap panel"
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", found.group(0)))


def _dealt(scorer: Any, turn_up: str, hands: dict[str, str] | None = None, **table: str) -> int:
    number = scorer.start_table(**{**SPOIL, **table})
    typed = {f"hands.{s}": h for s, h in (hands or {}).items()}
    response = scorer.record(number, type="deal", turn_up=turn_up, **typed)
    assert response.status_code in (200, 302), response.get_data(as_text=True)
    return number


def _ruling(scorer: Any, table: int) -> str:
    return scorer.client.get(f"/tables/{table}/ruling").get_data(as_text=True)


def test_foster_spoil_five_rob_ace_turned_the_dealer_robs_one_tap_while_the_eldest_is_in_turn(scorer: Any) -> None:
    # foster:spoil-five#rob-ace-turned: "If the trump card is an ace, the dealer may discard any card he pleases in
    # exchange for it"; #call-dealer: "the eldest hand, before leading, should call upon the dealer to discard ... If
    # the dealer does not want the trump, he answers: 'I play these.'" B is in turn; A, the dealer, may rob.
    table = _dealt(scorer, "AS", HANDS)
    said = _offered(scorer, table)
    assert "B Bob in turn: Play; A Ann: Rob" in said and "A Ann: Takes the ace turned, laying out:" in said
    html = scorer.client.get(f"/tables/{table}").get_data(as_text=True)
    assert all(_fields(html, f'data-type="rob" data-seat="A" data-card="{c}"') for c in ("KD", "KC", "QS", "7D", "8D"))
    assert "A Ann: “I play these”" in said
    assert "B Bob: Takes" not in said and "C Cy:" not in said and "“Turn the trump down”" not in said
    response = _tap(scorer, table, 'data-type="rob" data-seat="A" data-card="7D"')
    assert response.status_code == 200 and "This will be ruled" not in _text(response)
    said = _offered(scorer, table)
    assert "B Bob in turn: Play" in said and "Rob" not in said and "“I play these”" not in said
    assert "Ann (A) robs the turn-up, laying out 7♦" in said  # the last fact, in words
    assert "A robs: he takes AS for 7D, laid out." in _ruling(scorer, table)


def test_foster_spoil_five_call_dealer_i_play_these_one_tap_then_no_rob(scorer: Any) -> None:
    # foster:spoil-five#call-dealer: "he answers: 'I play these.'" Recorded by its tap, no rob is offered after it.
    table = _dealt(scorer, "AS", HANDS)
    _tap(scorer, table, 'data-type="rob" data-seat="A" data-decline="1"')
    said = _offered(scorer, table)
    assert "B Bob in turn: Play" in said and "Takes the ace turned" not in said
    assert "could rob and does not wish to (“I play these”)" in _ruling(scorer, table)


def test_foster_spoil_five_rob_ace_turned_the_hands_not_recorded_the_card_laid_out_unnamed(scorer: Any) -> None:
    # foster:spoil-five#rob-ace-turned: the dealer discards "any card he pleases": face down, not typed, the rob is
    # one tap with the card unnamed (no button for each card of the pack).
    table = _dealt(scorer, "AS")
    said = _offered(scorer, table)
    assert "A Ann: Takes the ace turned " in said and "laying out" not in said
    html = scorer.client.get(f"/tables/{table}").get_data(as_text=True)
    rob = _fields(html, 'data-type="rob" data-seat="A"')
    assert "card" not in rob and rob.get("decline") != "1"


def test_foster_spoil_five_rob_ace_holder_bound_to_announce_at_his_turn_to_the_first_trick(scorer: Any) -> None:
    # foster:spoil-five#rob-ace-holder: "any player at the table holding the ace of trumps is bound to announce the
    # fact when it comes to his turn to play to the first trick"; #turn-down: or "tell the dealer to turn the trump
    # down". C holds the A♠: at his turn he is offered the rob and the turn-down, and no card (#ace-unannounced).
    hands = {**HANDS, "C": "JS 2C 3C 4C AS"}
    table = _dealt(scorer, "8S", hands)
    said = _offered(scorer, table)
    assert "C Cy: Rob" in said and "C Cy: Robs the turn-up, laying out: A♠ J♠ " in said and "A Ann: Robs" not in said
    assert "C Cy: “Turn the trump down”" in said and "“I play these”" not in said
    _tap(scorer, table, 'data-type="play" data-seat="B" data-card="2D"')
    said = _offered(scorer, table)
    assert said.split("Undo ")[1].startswith("C Cy in turn: Rob ") and "“Turn the trump down”" in said
    assert "2♣" not in said.split("“Turn the trump down”")[1]  # no card played without the ace announced
    _tap(scorer, table, 'data-type="rob" data-seat="C" data-card="2C"')
    said = _offered(scorer, table)
    assert "C Cy in turn: Play" in said and "8♠" in said and "Robs" not in said
    assert "C robs: he takes 8S for 2C, laid out." in _ruling(scorer, table)


def test_foster_spoil_five_irregularities_in_play_a_rob_without_the_ace_is_no_tap_and_is_asked_about(
        scorer: Any) -> None:
    # foster:spoil-five#irregularities-in-play: "If any player robs when he does not hold the ace ... he loses all his
    # right and interest in the current pool". No one holds the A♠: no rob offered; B's, sent, is a slip asked about.
    table = _dealt(scorer, "8S", HANDS)
    assert "Rob" not in _offered(scorer, table)
    html = scorer.client.get(f"/tables/{table}").get_data(as_text=True)
    fields = {k: v for k, v in _fields(html, 'data-type="play" data-seat="B" data-card="2D"').items() if k != "card"}
    response = scorer.client.post(f"/tables/{table}/events", data={**fields, "type": "rob"}, headers=HX)
    page = _text(response)
    assert "This will be ruled a barred" in page and "foster:spoil-five#irregularities-in-play" in page


#: Two players, A dealing, B eldest; spades trumps by the 8S: B's trumps win the first three tricks.
SWEEP = {"A": "2D 3D 4D 6D 7D", "B": "5S JS KS QS 9D"}


def test_foster_spoil_five_jink_the_winner_of_three_tricks_claims_the_pool_by_one_tap(scorer: Any) -> None:
    # foster:spoil-five#jink: "When a player has won three tricks, he should immediately abandon his hand and claim the
    # pool"; #three-tricks: "If any one person can win three tricks he takes the pool."
    table = _dealt(scorer, "8S", SWEEP, seats="A B", player__2="")
    for lead, follow in (("5S", "2D"), ("JS", "3D")):
        _tap(scorer, table, f'data-type="play" data-seat="B" data-card="{lead}"')
        _tap(scorer, table, f'data-type="play" data-seat="A" data-card="{follow}"')
        assert "Claim the pool" not in _offered(scorer, table)
    _tap(scorer, table, 'data-type="play" data-seat="B" data-card="KS"')
    _tap(scorer, table, 'data-type="play" data-seat="A" data-card="4D"')
    said = _offered(scorer, table)
    assert "B Bob in turn: Claim the pool, Play" in said and "Q♠" in said  # or lead on, and jink it
    response = _tap(scorer, table, 'data-type="abandon" data-seat="B"')
    assert response.status_code == 200 and "This will be ruled" not in _text(response)
    assert "B has won three tricks and abandons his hand, claiming the pool." in _ruling(scorer, table)
    said = _offered(scorer, table)
    assert "Claim the pool" not in said and "Pool to Bob (B); A Ann took 0 tricks, B Bob took 3 tricks: A -1, B +1 counters." in said
