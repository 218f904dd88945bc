"""The scorer's page at the table (Flask's test client): a deal scored by its outcome alone, one tap a fact with its
undo, and a slip asked about before it is recorded (referee/web/quick.py). Each case is built from the law it names."""
from __future__ import annotations

import html
import re
from typing import Any

import pytest

HX = {"HX-Request": "true"}


def _text(response: Any) -> str:
    """The page's words, its tags taken out."""
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", response.get_data(as_text=True))).replace(" .", ".")


def _html(response: Any) -> str:
    return re.sub(r"\s+", " ", response.get_data(as_text=True))


def _fields(html: str, button: str) -> dict[str, str]:
    """The hidden fields of the form of the one-tap button whose ``data-`` attributes include ``button``."""
    for form in re.findall(r"<form .*?</form>", html, re.S):
        if button in form:
            fields = dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', form))
            tapped = re.search(r'<button type="submit" name="([^"]+)" value="([^"]*)"[^>]*' + re.escape(button), form)
            return {**fields, **dict([tapped.groups()])} if tapped else fields
    raise AssertionError(f"no button {button}")


def _tap(scorer: Any, table: int, button: str, action: str = "events") -> Any:
    """Tap a one-tap button of the table's page, as htmx sends it."""
    html = scorer.client.get(f"/tables/{table}").get_data(as_text=True)
    return scorer.client.post(f"/tables/{table}/{action}", data=_fields(html, button), headers=HX)


def _outcome(scorer: Any, table: int, **fields: Any) -> Any:
    """The scores-only form sent, as htmx sends it."""
    html = scorer.client.get(f"/tables/{table}").get_data(as_text=True)
    form = re.search(r'<form [^>]*action="/tables/\d+/outcome".*?</form>', html, re.S)
    assert form, "no scores-only form"
    hidden = dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', form.group(0)))
    return scorer.client.post(f"/tables/{table}/outcome", data={**hidden, **fields}, headers=HX)


def test_foster_1_a_deal_scored_by_its_outcome_alone_then_the_next(scorer: Any) -> None:
    # foster:1: "If the players making the trump win all five tricks, they count two points towards game; if they
    # win three or four tricks, they count one point". Deal 1 by its outcome (W made hearts, took five), then deal 2
    # by its outcome: deal 1 over, deal 2 is opened with it, dealt by the next in turn.
    table = scorer.start_table()  # S deals first
    # nothing of the deal recorded yet: the scores-only form is open
    assert 'id="outcome" open' in scorer.client.get(f"/tables/{table}").get_data(as_text=True)
    response = _outcome(scorer, table, seat="W", suit="H", tricks="5")
    assert response.status_code == 200
    page = _text(response)
    assert "Score: NS 0 · EW 2" in page and "EW score 2" in page
    response = _outcome(scorer, table, seat="N", tricks="3")
    page = _text(response)
    assert response.status_code == 200 and "Score: NS 1 · EW 2" in page
    assert "Deal 2" in page and "New deal, dealt by Di (W)" in page
    ruling = scorer.client.get(f"/tables/{table}/ruling").get_data(as_text=True)
    assert "foster:1" in ruling


def test_one_tap_records_the_suggested_fact_and_undo_strikes_it_out(scorer: Any) -> None:
    # The page offers the fact it expects as a button: S to shuffle (foster:8, the dealer shuffles); a tap records
    # it and answers the page itself (htmx swaps it), no redirect. Undo is a correction: the history keeps both.
    table = scorer.start_table()
    response = _tap(scorer, table, 'data-type="shuffle" data-seat="S"')
    assert response.status_code == 200
    assert "Last: #2 Cy (S) shuffles" in _text(response) and 'data-type="cut" data-seat="E"' in _html(response)
    response = _tap(scorer, table, 'data-type="undo"', "undo")
    assert response.status_code == 200 and 'data-type="shuffle" data-seat="S"' in _html(response)
    history = _text(scorer.client.get(f"/tables/{table}/history"))
    assert "Correction: event 2 struck out (undone at the table)" in history


def test_the_bids_are_buttons_pass_order_up_alone(scorer: Any) -> None:
    # foster:15's bidding from the eldest hand: W, on the dealer's left, when S deals; the dealer, in his turn, turns
    # down or takes up (foster:20).
    table = scorer.start_table()
    for button in ('data-type="shuffle"', 'data-type="cut"', 'data-type="deal" data-card="TD"'):
        assert _tap(scorer, table, button).status_code == 200
    response = scorer.client.get(f"/tables/{table}")
    assert "W Di to bid" in _text(response)
    page = _html(response)
    assert 'data-type="pass" data-seat="W"' in page and 'data-type="order_up" data-seat="W" data-alone="1"' in page
    for seat in "WNE":
        _tap(scorer, table, f'data-type="pass" data-seat="{seat}"')
    page = _html(scorer.client.get(f"/tables/{table}"))
    assert 'data-type="turn_down" data-seat="S"' in page and 'data-type="take_up" data-seat="S"' in page


@pytest.mark.parametrize("slip, question", [
    ({"type": "deal", "hands.N": "AH QH AD TC", "turn_up": "TD"}, "This will be ruled a misdeal (foster:23)"),
    ({"type": "cut", "seat": "W"}, "This will be ruled an improper cut (foster:9)"),
])
def test_a_slip_is_asked_about_and_stands_once_recorded(scorer: Any, slip: dict[str, str], question: str) -> None:
    # foster:23 (a hand of four cards: a misdeal) and foster:9 (the pack cut by the wrong player): asked first,
    # nothing stored; "Record it" sends it again, not asking, and it stands as any fact.
    table = scorer.start_table()
    _tap(scorer, table, 'data-type="shuffle"')
    html = scorer.client.get(f"/tables/{table}").get_data(as_text=True)
    sent = {"csrf_token": scorer.csrf(html), "sequence": "3", "ask": "1", **slip}
    response = scorer.client.post(f"/tables/{table}/events", data=sent, headers=HX)
    page = _text(response)
    assert response.status_code == 200 and question in page and "Record it, or fix it?" in page
    assert "Last: #2" in page  # nothing recorded
    asked = re.search(r'<section class="panel slip".*?</section>', response.get_data(as_text=True), re.S)
    assert asked
    again = dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', asked.group(0)))
    assert "ask" not in again
    response = scorer.client.post(f"/tables/{table}/events", data=again, headers=HX)
    assert response.status_code == 200 and "Last: #3" in _text(response)


HANDS = {"N": "AH QH AD TC 9C", "E": "AS 9S JH KD QC", "S": "KS TS TH 9H KC", "W": "QS JS KH QD JD"}


def _in_play(scorer: Any) -> int:
    """A table (S deals) whose deal is dealt, ordered up by W, the dealer's discard made: W to lead."""
    table = scorer.start_table()
    for event in ({"type": "shuffle", "seat": "S"}, {"type": "cut", "seat": "E"},
                  {"type": "deal", **{f"hands__{s}": h for s, h in HANDS.items()}, "turn_up": "TD"},
                  {"type": "order_up", "seat": "W"}, {"type": "discard", "seat": "S", "card": "9H"}):
        assert scorer.record(table, **event).status_code == 302
    return table


def test_foster_26_the_call_of_an_exposed_card_elected_is_offered_with_its_take_back(scorer: Any) -> None:
    # foster:26: an exposed card "may be called by the adversary on the right of the player exposing it ... before
    # he plays himself". N drops the A♦: only the adversaries, E and W, are offered the election; W on N's right
    # elects to call it, and the page offers the call, warns it must come before he plays, and its take-back.
    table = _in_play(scorer)
    assert scorer.submit(f"/tables/{table}/dispute", what="exposed", offender="N", card="AD", how="dropped"
                         ).status_code == 302
    ruling = _html(scorer.client.get(f"/tables/{table}/ruling"))
    elected_by = re.search(r'<select name="seat">(.*?)</select>', ruling)
    assert elected_by and re.findall(r'<option value="(\w)"', elected_by.group(1)) == ["E", "W"]
    html = scorer.client.get(f"/tables/{table}/ruling").get_data(as_text=True)
    form = re.search(r'<form method="post" action="/tables/\d+/elect".*?</form>', html, re.S)
    assert form
    fields = dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', form.group(0)))
    assert scorer.client.post(f"/tables/{table}/elect", data={**fields, "seat": "W", "option": "call_card"}
                              ).status_code == 302
    response = scorer.client.get(f"/tables/{table}")
    page, html = _text(response), _html(response)
    assert 'data-type="call" data-seat="W" data-target="N" data-card="AD"' in html
    assert "The call must come before W Di plays himself (foster:26)." in page
    assert 'data-type="take-back"' in html
    response = _tap(scorer, table, 'data-type="call"')
    assert response.status_code == 200 and "Di (W) calls on Ann (N): A♦" in _text(response)


def test_foster_12_an_option_lapsed_in_the_deal_leaves_the_page(scorer: Any) -> None:
    # foster:12: a card exposed in dealing by the dealer's side gives the adversaries a new deal, "provided they have
    # not touched a card": once the bidding begins, the option has lapsed, and the page offers it no more.
    table = scorer.start_table()
    assert scorer.record(table, type="deal_fault", kind="exposed_in_deal", seat="N", card="AS").status_code == 302
    assert 'value="new_deal"' in _html(scorer.client.get(f"/tables/{table}/ruling"))
    assert scorer.record(table, type="deal", turn_up="TD").status_code == 302
    assert scorer.record(table, type="pass", seat="W").status_code == 302
    page = _text(scorer.client.get(f"/tables/{table}/ruling"))
    assert "None was taken: the options lapsed." in page and 'value="new_deal"' not in _html(
        scorer.client.get(f"/tables/{table}/ruling"))


def test_a_fact_forgotten_is_recorded_before_the_fact_it_came_before(scorer: Any) -> None:
    # foster:15: the bidding goes round from the eldest hand, W when S deals. W's pass was forgotten and N's
    # recorded, ruled a bid out of turn. Recorded before N's, the forgotten pass puts the bidding in order, nothing
    # deleted: N's pass is struck out and recorded again after it.
    table = scorer.start_table()
    for event in ({"type": "shuffle", "seat": "S"}, {"type": "cut", "seat": "E"}, {"type": "deal", "turn_up": "TD"},
                  {"type": "pass", "seat": "N"}):
        assert scorer.record(table, **event).status_code == 302
    ruling = scorer.client.get(f"/tables/{table}/ruling").get_data(as_text=True)
    assert "Out of turn bid" in ruling
    page = scorer.client.get(f"/tables/{table}?deal=0&before=5").get_data(as_text=True)
    assert "Recording a fact forgotten before #5" in _text(scorer.client.get(f"/tables/{table}?deal=0&before=5"))
    fields = dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"',
                             re.search(r'<form [^>]*id="record".*?</form>', page, re.S).group(0)))
    assert fields["before"] == "5"
    response = scorer.client.post(f"/tables/{table}/events", data={**fields, "type": "pass", "seat": "W"})
    assert response.status_code == 302
    log = _text(scorer.client.get(f"/tables/{table}"))
    assert re.search(r"#7 Di \(W\) passes.*#8 Ann \(N\) passes", log)  # in the deal's order
    assert "Out of turn bid" not in scorer.client.get(f"/tables/{table}/ruling").get_data(as_text=True)
    history = _text(scorer.client.get(f"/tables/{table}/history"))
    assert "Correction: event 5 struck out (a fact forgotten before it is recorded)" in history


def test_a_deal_recorded_again_has_its_hands_filled_in(scorer: Any) -> None:
    # The deal's hands (foster:23 counts them) recorded again, corrected, in its place: the form holds them as typed.
    table = _in_play(scorer)
    page = scorer.client.get(f"/tables/{table}?deal=0&replace=4").get_data(as_text=True)
    for seat, hand in HANDS.items():
        assert f'name="hands.{seat}" value="{hand}"' in page
    assert 'name="turn_up" value="TD"' in page


def test_callace_43_a_deal_scored_by_its_outcome_names_the_partner(scorer: Any) -> None:
    # callace:43: "if the maker of the trump and his partner have won three or four, but not five tricks, they shall
    # score one point each"; callace:20: the partner is "The player holding the best card in play of the suit called",
    # found in the play: the scores-only form of a Call-Ace table asks who he was. callace:22: the maker held it
    # himself, "he has no partner": three tricks alone score him one (callace:45).
    table = scorer.start_table(game="call-ace", code="callace", seats="A B C D E", player__4="Ed", dealer="0")
    page = _html(scorer.client.get(f"/tables/{table}"))
    assert "Partner: who held the card called" in page
    assert re.findall(r'<input type="radio" name="partner" value="(\w)"', page) == list("ABCDE")
    response = _outcome(scorer, table, seat="B", suit="H", partner="D", tricks="3")
    page = _text(response)
    assert response.status_code == 200 and "Score: A 0 · B 1 · C 0 · D 1 · E 0" in page
    assert "Bob (B) made hearts, partner Di (D), the makers took 3" in page
    response = _outcome(scorer, table, seat="C", suit="S", partner="C", tricks="3")
    page = _text(response)
    assert "Score: A 0 · B 1 · C 1 · D 1 · E 0" in page and "Cy (C) made spades, no partner" in page
    euchre = scorer.start_table()
    assert 'name="partner"' not in scorer.client.get(f"/tables/{euchre}").get_data(as_text=True)  # partners sit


def test_callace_20_an_outcome_without_its_partner_is_not_scored(scorer: Any) -> None:
    # callace:20: the partner is found in the play; an outcome that names none, and not alone, cannot say who scores
    # with the maker: not scored (outcome_incomplete), and the form records it all the same (facts are never refused).
    table = scorer.start_table(game="call-ace", code="callace", seats="A B C D E", player__4="Ed", dealer="0")
    response = _outcome(scorer, table, seat="B", suit="H", tricks="3")
    assert response.status_code == 200 and "Score: A 0 · B 0 · C 0 · D 0 · E 0" in _text(response)


def _form(scorer: Any, table: int) -> str:
    """The scores-only form of the table's page."""
    found = re.search(r'<form [^>]*action="/tables/\d+/outcome".*?</form>', _html(scorer.client.get(f"/tables/{table}")))
    assert found, "no scores-only form"
    return found.group(0)


def _five_hundred(scorer: Any, seats: str = "A B C") -> int:
    return scorer.start_table(game="five-hundred", seats=seats, dealer="0", option__game_to="500")


def test_foster_500_a_deal_scored_by_its_outcome_the_bid_and_each_players_tricks(scorer: Any) -> None:
    # foster:500#bidder-scores: "If he has made as many as he bid, he scores it"; #ten-a-trick: "Any player but the
    # bidder winning a trick scores ten points for it": the scores-only form of a Five Hundred table asks the bidder,
    # the bid (Foster's table, #table) and the tricks each player took; Cy bids seven hearts and takes eight, Bob two
    table = _five_hundred(scorer)
    page = _form(scorer, table)
    assert "Who bid: the bid that held" in page and 'name="suit"' not in page and 'name="alone"' not in page
    bids = re.findall(r'name="bid" value="(\w+)"', page)
    assert len(bids) == 25 and bids[:5] == ["6S", "7S", "8S", "9S", "10S"] and bids[-1] == "10NT"
    assert "<strong>7♥</strong> <small>200</small>" in page and "<strong>10 NT</strong> <small>600</small>" in page
    assert [re.findall(rf'name="tricks.{s}" value="(\d+)"', page) for s in "ABC"] == [[str(k) for k in range(11)]] * 3
    response = _outcome(scorer, table, seat="C", bid="7H", **{"tricks.C": "8", "tricks.B": "2"})
    page = _text(response)
    assert response.status_code == 200 and "Score: A 0 · B 20 · C 200" in page
    assert "Cy (C) bid 7 hearts and took 8, Bob (B) 2 (the outcome agreed)" in page
    # #set-back: "he loses, or is set back, as many points as he bid": the next deal, Ann bids six no-trumps, takes 5
    response = _outcome(scorer, table, seat="A", bid="6NT", **{"tricks.A": "5", "tricks.B": "3", "tricks.C": "2"})
    assert "Score: A -120 · B 50 · C 220" in _text(response)


def test_foster_500_players_two_against_two_the_form_asks_each_sides_tricks(scorer: Any) -> None:
    # foster:500#players: "sometimes two play against two as partners": the tricks are each side's
    table = _five_hundred(scorer, "N E S W")
    page = _form(scorer, table)
    assert 'name="tricks.NS"' in page and 'name="tricks.EW"' in page and 'name="tricks.N"' not in page
    response = _outcome(scorer, table, seat="E", bid="8H", **{"tricks.EW": "8", "tricks.NS": "2"})
    assert "Score: NS 20 · EW 300" in _text(response)


def test_foster_500_ten_a_trick_an_outcome_short_of_the_ten_tricks_is_recorded_not_scored(scorer: Any) -> None:
    # foster:500#ten-a-trick: "it is necessary for each player to keep separate the tricks he individually wins": the
    # tricks given come to nine: recorded all the same (facts are never refused), not scored
    table = _five_hundred(scorer)
    response = _outcome(scorer, table, seat="C", bid="7H", **{"tricks.C": "8", "tricks.B": "1"})
    page = _text(response)
    assert response.status_code == 200 and "Score: A 0 · B 0 · C 0" in page
    assert "Cy (C) bid 7 hearts and took 8, Bob (B) 1" in page


def test_foster_500_table_a_bid_not_in_the_table_is_refused_naming_the_field(scorer: Any) -> None:
    table = _five_hundred(scorer)
    response = _outcome(scorer, table, seat="C", bid="5H", **{"tricks.C": "10"})
    text = html.unescape(_text(response))
    assert response.status_code == 422 and re.search(r"Bid ?: 5 H is not a bid of Foster's table", text)


def test_foster_26_a_called_card_since_played_is_not_offered_again(scorer: Any) -> None:
    # foster:text#cards-played-in-error: an exposed card may be "got rid of in the course of play". N drops the A♦, W
    # elects to call it; W leads and N trumps with the A♦ before the call is made: the call is spent, and neither the
    # table's page nor the ruling's offers it again.
    table = _in_play(scorer)
    assert scorer.submit(f"/tables/{table}/dispute", what="exposed", offender="N", card="AD", how="dropped"
                         ).status_code == 302
    assert scorer.record(table, type="elect", seat="W", option="call_card").status_code == 302
    assert 'data-type="call"' in _html(scorer.client.get(f"/tables/{table}"))
    for seat, card in (("W", "QS"), ("N", "AD")):
        assert scorer.record(table, type="play", seat=seat, card=card).status_code == 302
    assert 'data-type="call"' not in _html(scorer.client.get(f"/tables/{table}"))
    ruling = _html(scorer.client.get(f"/tables/{table}/ruling"))
    assert 'value="call_card"' not in ruling and "Elected: call card." in _text(
        scorer.client.get(f"/tables/{table}/ruling"))

def test_foster_30_a_revokes_result_line_says_the_penalty_not_the_tricks(revoke_record: dict[str, Any]) -> None:
    # foster:30: a revoke claimed and proved, "the adversaries of the revoking player may add two points to their
    # score": the hand is abandoned, and the line says so, not that the makers took their tricks (it read "W Di made
    # ♦ and took 1 trick: EW score 2", the penalty credited to the tricks). Before the election, it says one awaits.
    from referee import rule
    from referee.documents.paper import side_labels
    from referee.games import find_game
    from referee.web.quick import result_words

    deal = rule(revoke_record)["deals"][0]
    game = find_game(revoke_record["game"])
    said = result_words(game, deal, revoke_record, side_labels(game, revoke_record))
    assert said == "W Di made ♦; the hand abandoned on the revoke (foster:30), add two elected: EW score 2."
    unelected = {**revoke_record, "deals": [{**revoke_record["deals"][0],
                                              "events": revoke_record["deals"][0]["events"][:-1]}]}
    said = result_words(game, rule(unelected)["deals"][0], unelected, side_labels(game, unelected))
    assert said == "W Di made ♦; the hand abandoned on the revoke (foster:30): the option awaits its election."


def test_the_favicon_is_served_where_a_browser_asks_for_it(app: Any) -> None:
    # a browser asks /favicon.ico of every site unbidden: a spade, not a 404; every page names it too
    answer = app.test_client().get("/favicon.ico")
    assert answer.status_code == 200 and answer.mimetype == "image/svg+xml" and b"<svg" in answer.data
    assert 'rel="icon" href="/static/favicon.svg"' in app.test_client().get("/auth/login").get_data(as_text=True)


def test_foster_11_a_table_of_the_24_card_pack_asks_about_a_seven_as_a_slip(scorer: Any) -> None:
    # The 24-card pack, the nines up, agreed when the table is started (options.pack): the pickers offer its cards
    # alone. A seven is in no such pack, so a fact naming one is asked about, not refused bare nor recorded: a slip to
    # fix, or "if the pack is proved incorrect or imperfect" a new deal by the same dealer (foster:11), recorded in
    # its place by "Record it".
    table = scorer.start_table(option__pack="24")
    page = scorer.client.get(f"/tables/{table}").get_data(as_text=True)
    assert "the 24-card pack" in _text(scorer.client.get(f"/tables/{table}"))
    assert 'value="9S"' in page and 'value="8S"' not in page and 'value="7H"' not in page
    for fact in ({"type": "shuffle", "seat": "S"}, {"type": "cut", "seat": "E"}):
        assert scorer.record(table, **fact).status_code == 302
    page = scorer.client.get(f"/tables/{table}").get_data(as_text=True)
    asked = scorer.client.post(f"/tables/{table}/events", headers=HX, data={
        "csrf_token": scorer.csrf(page), "sequence": scorer.sequence(page), "deal": "0", "ask": "1", "type": "deal",
        "turn_up": "7S"})
    said = html.unescape(_text(asked))
    assert asked.status_code == 200 and "The 7♠ is not in this table's pack (the 24 cards agreed). A slip?" in said
    assert "a new deal by the same dealer (foster:11)" in said and "The deal: turn-up 7♠" not in said.split("Last:")[-1]
    recorded = scorer.client.post(f"/tables/{table}/events", headers=HX,
                                  data=_fields(_html(asked), 'data-type="confirm"'))
    assert "Fault in the deal: imperfect pack" in _text(recorded)
    assert "A new deal by S" in _text(recorded)  # foster:11: by the same dealer
