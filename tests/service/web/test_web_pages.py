"""The pages a scorer uses at the table, as a scorer uses them (Flask's test client),
on SQLite and PostgreSQL: start a table, record a deal card by card, a dispute told
in plain words, the ruling quoting foster:30 with the election, the scoresheet and its
share link, the history with its corrections, the PDFs; CSRF on every form."""
from __future__ import annotations

import re
from typing import Any

import pytest

import referee
from referee.games import GAMES
from referee.law.laws import law

HANDS = {"N": "AH QH AD TC 9C", "E": "AS 9S JH KD QC", "S": "KS TS TH 9H KC", "W": "QS JS KH QD JD"}
PLAYS = [("W", "KH"), ("N", "9C"), ("E", "9S"), ("S", "TH"),  # N renounces to hearts, holding AH and QH
         ("W", "JD"), ("N", "AD"), ("E", "KD"), ("S", "TD"),
         ("W", "QD"), ("N", "AH")]                            # and shows he held a heart


def _text(response: Any) -> str:
    return re.sub(r"\s+", " ", response.get_data(as_text=True))


def _ordered_up(scorer: Any, table: int) -> None:
    """The deal of the spec's revoke example, recorded through the table's form up to the play: dealt, ordered up by
    W, the dealer's discard."""
    assert scorer.record(table, type="deal", **{f"hands__{s}": h for s, h in HANDS.items()}, turn_up="TD").status_code == 302
    assert scorer.record(table, type="order_up", seat="W").status_code == 302
    assert scorer.record(table, type="discard", seat="S", card="9H").status_code == 302


def _play_the_revoke(scorer: Any, table: int) -> None:
    """The deal of the spec's revoke example, recorded through the table's form."""
    _ordered_up(scorer, table)
    for seat, card in PLAYS:
        response = scorer.record(table, type="play", seat=seat, card=card)
        assert response.status_code == 302, _text(response)


def test_the_front_page_invites_a_visitor_to_log_in(app: Any) -> None:
    page = _text(app.test_client().get("/"))
    assert "Log in" in page and "POST /api/v1/rulings" in page


def test_a_scorer_registers_logs_out_and_logs_in(app: Any) -> None:
    from scorers import Scorer
    s = Scorer(app.test_client(), "cy")
    assert s.register(password="short").status_code == 422
    assert s.register().status_code == 302
    assert "Hoyle Club: tables" in _text(s.client.get("/"))
    assert Scorer(app.test_client(), "cy").register().status_code == 422  # the name is taken
    assert "at most 80 characters" in _text(Scorer(app.test_client(), "z" * 81).register())  # as kept
    assert "at most 120 characters" in _text(Scorer(app.test_client(), "zed").register(club="C" * 121))
    s.submit("/", "/auth/logout")
    assert "Register as a scorer" in _text(s.client.get("/"))
    assert s.submit("/auth/login", username="cy", password="wrong password", club="Hoyle Club").status_code == 401
    response = s.submit("/auth/login?next=/tables/new", username="cy", password="correct horse", club="Hoyle Club")
    assert response.status_code == 302 and response.headers["Location"] == "/tables/new"


def test_every_form_needs_its_csrf_token(scorer: Any) -> None:
    table = scorer.start_table()
    for url in ("/tables/new", f"/tables/{table}/events", f"/tables/{table}/dispute", f"/tables/{table}/elect",
                f"/tables/{table}/retract", f"/tables/{table}/share", f"/tables/{table}/deals", "/auth/tokens",
                "/auth/logout"):
        response = scorer.client.post(url, data={"sequence": "2", "type": "shuffle", "seat": "S"})
        assert response.status_code == 400, url
        assert "The form had expired" in _text(response)
    assert scorer.client.get(f"/tables/{table}").status_code == 200  # nothing was written, still logged in


def test_a_club_is_joined_only_when_one_of_its_scorers_adds_you(app: Any, scorer: Any) -> None:
    # Registering with the name of a club already kept here would let anyone in: it is refused, and nothing is
    # made. A scorer of the club adds the newcomer, who then logs in and keeps the club's tables.
    from scorers import Scorer
    table = scorer.start_table()
    stranger = Scorer(app.test_client(), "zed")
    response = stranger.register()  # "Hoyle Club", ann's
    assert response.status_code == 422 and "keeps its tables here already" in _text(response)
    assert stranger.submit("/auth/login", username="zed", password="correct horse", club="Hoyle Club").status_code == 401
    assert stranger.client.get(f"/tables/{table}").status_code == 302  # to the login page
    page = _text(scorer.client.get("/auth/scorers"))
    assert "The scorers of Hoyle Club" in page and 'ann <span class="muted">(you)</span>' in page
    response = scorer.submit("/auth/scorers", username="ann", password="correct horse")
    assert response.status_code == 422 and "is taken" in _text(response)
    bob = Scorer(app.test_client(), "bob")
    bob.added_by(scorer)
    assert bob.client.get(f"/tables/{table}").status_code == 200
    assert "bob" in _text(scorer.client.get("/auth/scorers"))
    # bob changes the password ann gave him: the old one no longer lets him in
    assert bob.submit("/auth/scorers", "/auth/password", current="wrong", new="battery staple").status_code == 302
    assert "the present password is wrong" in _text(bob.client.get("/auth/scorers"))
    assert bob.submit("/auth/scorers", "/auth/password", current="correct horse", new="battery staple").status_code == 302
    assert "Your password is changed" in _text(bob.client.get("/auth/scorers"))
    again = Scorer(app.test_client(), "bob")
    assert again.submit("/auth/login", username="bob", password="correct horse", club="Hoyle Club").status_code == 401
    assert again.submit("/auth/login", username="bob", password="battery staple", club="Hoyle Club").status_code == 302


def test_the_pages_of_a_table_are_for_its_club(app: Any, scorer: Any) -> None:
    from scorers import Scorer
    table = scorer.start_table()
    visitor = app.test_client()
    for page in ("", "/dispute", "/ruling", "/scoresheet", "/history", "/ruling.pdf", "/scoresheet.pdf"):
        response = visitor.get(f"/tables/{table}{page}")
        assert response.status_code == 302 and "/auth/login" in response.headers["Location"]
    other = Scorer(app.test_client(), "zed")
    other.register(club="Another Club")
    response = other.client.get(f"/tables/{table}")
    assert response.status_code == 404 and "belongs to another club" in _text(response)


def test_a_table_is_started_with_players_seats_code_and_options(scorer: Any) -> None:
    table = scorer.start_table(name="Friday", code="1862", option__lap="1", option__slam="1", option__game_to="10")
    page = _text(scorer.client.get(f"/tables/{table}"))
    assert "Friday" in page and "euchre under the 1862 laws" in page and "N Ann" in page
    assert "Dealer <strong>S</strong> (Cy)" in page
    assert "Next, probably: <strong>shuffles</strong> by S" in page
    index = _text(scorer.client.get("/"))
    assert "Friday" in index and "Ann, Bob, Cy, Di" in index


def test_a_callace_table_of_five_is_started_without_rubbers_it_has_no_games_for(app: Any, scorer: Any) -> None:
    # The form's "Rubbers" box is ticked at first; Call-Ace has no games, so no rubbers, whatever the box says.
    from referee.store import GameTable
    from referee.web.db import get_db

    table = scorer.start_table(game="call-ace", code="callace", seats="A B C D E", player__4="Ed", dealer="4",
                               option__game_to="7", option__lap="1", option__joker="1")  # sent without the script
    page = _text(scorer.client.get(f"/tables/{table}"))
    assert "call-ace under the callace laws" in page and "E Ed" in page and "Dealer <strong>E</strong> (Ed)" in page
    with app.app_context():
        assert get_db().get_one(GameTable, table).options == {"joker": True}  # no games to 7, no laps in Call-Ace


def test_an_impossible_table_is_refused_naming_the_field(scorer: Any) -> None:
    response = scorer.submit("/tables/new", name="T", game="euchre", code="callace", seats="N E S W", dealer="0")
    assert response.status_code == 422
    assert "<strong>Laws</strong>: The callace code governs only call-ace." in _text(response)
    assert "Not started: correct what is marked below." in _text(response)  # a table, not a fact of the game
    assert "cannot have happened" not in _text(response)


def test_the_card_picker_suggests_the_cards_that_follow_suit(scorer: Any) -> None:
    table = scorer.start_table()
    scorer.record(table, type="deal", **{f"hands__{s}": h for s, h in HANDS.items()}, turn_up="TD")
    page = _text(scorer.client.get(f"/tables/{table}"))
    assert "Next, probably: <strong>passes</strong> by W" in page
    scorer.record(table, type="order_up", seat="W")
    page = _text(scorer.client.get(f"/tables/{table}"))
    assert "Next, probably: <strong>dealer discards</strong> by S" in page
    scorer.record(table, type="discard", seat="S", card="9H")
    scorer.record(table, type="play", seat="W", card="KH")
    page = _text(scorer.client.get(f"/tables/{table}"))
    assert "Next, probably: <strong>plays a card</strong> by N" in page
    suggested = re.search(r'class="cards suggested">(.*?)</div>', page)
    assert suggested and re.findall(r'value="(\w\w)"', suggested.group(1)) == ["AH", "QH"]
    assert "Follows the hearts led:" in page
    assert 'value="9C" id="a-9C"' in page  # any card may still be entered: a renounce is a fact
    scorer.record(table, type="play", seat="N", card="AH")
    page = _text(scorer.client.get(f"/tables/{table}"))  # E holds no heart (the jack is the left bower, a trump)
    assert "No hearts to follow the lead: any card held by E:" in page and "Follows the" not in page


def _any_card(page: str) -> dict[str, str]:
    """The cards of the scorer's "All cards" (or "Any other card") picker, each with the only event types it is
    offered for ("": any)."""
    found = re.findall(r'<label class="card [^"]*"(?: data-types="([\w ]+)")?> '
                       r'<input type="radio" name="card" value="(\w+)" id="a-', page)
    return {code: types for types, code in found}


def test_the_card_picker_offers_a_card_played_or_discarded_only_to_be_taken_back(scorer: Any) -> None:
    # A tester's deal, the hands not recorded: the picker offered every card of the pack, those played and the
    # discard too, which the store refuses (a card in two places). Now they are offered only to be taken back
    # (record.js shows them for that alone); the cards merely unknown are all offered.
    table = scorer.start_table()  # Cy (S) deals
    assert scorer.record(table, type="deal", turn_up="9S").status_code == 302
    assert scorer.record(table, type="order_up", seat="E", alone="1").status_code == 302
    assert scorer.record(table, type="discard", seat="S", card="TD").status_code == 302
    for seat, card in [("W", "AH"), ("E", "JS"), ("N", "KH")]:
        assert scorer.record(table, type="play", seat=seat, card=card).status_code == 302
    cards = _any_card(_text(scorer.client.get(f"/tables/{table}")))
    assert len(cards) == 32 and {c for c, types in cards.items() if types} == {"AH", "JS", "KH", "TD"}
    assert {types for types in cards.values() if types} == {"take_back"} and cards["9S"] == cards["QS"] == ""
    response = scorer.record(table, type="play", seat="E", card="KH")  # as the store would have it
    assert response.status_code == 422 and "KH has already left the hand: N played or discarded it." in _text(response)
    assert scorer.record(table, type="take_back", seat="N", card="KH").status_code == 302
    assert _any_card(_text(scorer.client.get(f"/tables/{table}")))["KH"] == ""  # in N's hand again
    cards = _any_card(_text(scorer.client.get(f"/tables/{table}?deal=0&replace=5")))  # W's lead, to record again
    assert cards["AH"] == "" and cards["JS"] == "take_back"  # his card may be entered again, E's not


def test_with_no_deal_recorded_the_form_goes_on_from_the_bidding(scorer: Any) -> None:
    table = scorer.start_table()  # Cy (S) deals
    assert "Next, probably: <strong>shuffles</strong> by S" in _text(scorer.client.get(f"/tables/{table}"))
    scorer.record(table, type="order_up", seat="W")  # the deal itself not recorded: nothing known of it
    page = _text(scorer.client.get(f"/tables/{table}"))
    assert "Next, probably: <strong>dealer discards</strong> by S" in page
    scorer.record(table, type="discard", seat="S")
    assert "Next, probably: <strong>plays a card</strong> by W" in _text(scorer.client.get(f"/tables/{table}"))
    table = scorer.start_table()  # a deal recorded without its turn-up: the trump is not known
    scorer.record(table, type="deal", **{f"hands__{s}": h for s, h in HANDS.items()})
    scorer.record(table, type="order_up", seat="W")
    scorer.record(table, type="discard", seat="S", card="9H")
    page = _text(scorer.client.get(f"/tables/{table}"))
    assert "Next, probably: <strong>plays a card</strong> by W" in page


def test_a_deal_recorded_card_by_card_is_ruled_as_it_goes(scorer: Any) -> None:
    table = scorer.start_table()
    _play_the_revoke(scorer, table)
    page = _text(scorer.client.get(f"/tables/{table}"))
    assert "♦ diamonds</strong>, made by W" in page
    assert "W K♥" in page and "N 9♣" in page and "→ W" in page
    assert "Di (W) plays K♥" in page  # this deal so far


def test_an_impossible_event_is_refused_naming_the_field_and_nothing_is_stored(scorer: Any) -> None:
    table = scorer.start_table()
    scorer.record(table, type="deal", **{f"hands__{s}": h for s, h in HANDS.items()}, turn_up="TD")
    response = scorer.record(table, type="play", seat="E", card="AH")  # AH is in N's hand
    page = _text(response)
    assert response.status_code == 422
    assert "<strong>Card</strong>: E cannot hold AH: it lies in N&#39;s hand." in page  # as the form calls it
    assert 'value="AH" id="a-AH" checked' in page  # the form keeps what was entered
    assert "Not recorded: correct what is marked below and send it again; what you entered is kept." in page
    response = scorer.record(table, type="deal", hands__N="AH ZZ")
    assert response.status_code == 422 and "<strong>N&#39;s hand</strong>" in _text(response)
    response = scorer.record(table, type="cut", seat="W", exposed="ZZ")
    assert response.status_code == 422 and "<strong>Card exposed in the cut</strong>" in _text(response)
    history = _text(scorer.client.get(f"/tables/{table}/history"))
    assert "#3" not in history and "#2" in history


def test_a_stale_form_is_a_conflict_and_the_page_shows_the_table_as_it_stands(app: Any, scorer: Any) -> None:
    from scorers import Scorer
    table = scorer.start_table()
    bob = Scorer(app.test_client(), "bob")
    bob.added_by(scorer)
    stale = scorer.client.get(f"/tables/{table}").get_data(as_text=True)  # ann opens the form
    assert bob.record(table, type="shuffle", seat="S").status_code == 302  # bob writes first
    response = scorer.client.post(f"/tables/{table}/events", data={
        "csrf_token": scorer.csrf(stale), "sequence": scorer.sequence(stale), "type": "shuffle", "seat": "S"})
    page = _text(response)
    assert response.status_code == 409 and "another scorer wrote first" in page
    assert 'name="sequence" value="3"' in page
    assert page.count("shuffles") >= 1 and "#2" in page


def test_a_dispute_in_plain_words_is_ruled_with_the_law_quoted_and_the_penalty_elected(scorer: Any) -> None:
    table = scorer.start_table()
    _play_the_revoke(scorer, table)
    response = scorer.submit(f"/tables/{table}/dispute", what="revoke", offender="N", claimant="W", trick="1")
    assert response.status_code == 302 and response.headers["Location"].endswith(f"/tables/{table}/ruling#deal-0")
    page = _text(scorer.client.get(f"/tables/{table}/ruling"))
    assert "Di (W) claims a revoke against Ann (N) in trick 1" in page  # the flash names the fact recorded
    assert "foster:30: The revoke and its penalty" in page
    assert f'on <a href="/tables/{table}/history?last=6#event-6">#6</a>: Ann (N) plays 9♣' in page  # the renounce
    assert law("foster:30").text[:80] in page
    assert "awaiting" in page and 'value="add_two"' in page and 'value="deduct_two"' in page
    assert re.search(r'<option value="W" selected>W Di</option>', page)
    response = scorer.submit(f"/tables/{table}/ruling", f"/tables/{table}/elect", deal="0", seat="W", option="add_two")
    assert response.status_code == 302
    page = _text(scorer.client.get(f"/tables/{table}/ruling"))
    assert "Elected: add two." in page and "Hand abandoned; EW score 2." in page
    sheet = _text(scorer.client.get(f"/tables/{table}/scoresheet"))
    assert "Score: <strong>NS 0</strong> · <strong>EW 2</strong>" in sheet
    assert re.search(r'<td class="num run">0</td> ?<td class="num run">2</td>', sheet)


def test_an_election_is_on_the_ruling_its_form_stands_under_named_by_an_adversary(scorer: Any) -> None:
    # Two rulings of one deal offer the same option: N leads out of turn (foster:27) and E drops a card (foster:24).
    # The button under the first elects on the first; each form names an adversary of its offender to elect: the one
    # on his right, as foster:26 has "The adversary on the right of an exposed card must call it" (it named the
    # one on his left, whose call the engine rules of no effect).
    table = scorer.start_table()
    _ordered_up(scorer, table)
    assert scorer.submit(f"/tables/{table}/dispute", what="lead", offender="N", card="AH").status_code == 302
    assert scorer.submit(f"/tables/{table}/dispute", what="exposed", offender="E", card="9S", how="dropped").status_code == 302
    page = _text(scorer.client.get(f"/tables/{table}/ruling"))
    forms = {int(m.group(1)): m.group(2) for m in re.finditer(
        r'name="ruling_event" value="(\d+)">.*?<option value="(\w)" selected>', page)}
    assert forms == {3: "W", 4: "N"}  # the lead's offender N, the exposed card's E: each one's right
    response = scorer.submit(f"/tables/{table}/ruling", f"/tables/{table}/elect", deal="0", seat="E",
                             option="call_card", ruling_event="3")
    assert response.status_code == 302
    page = _text(scorer.client.get(f"/tables/{table}/ruling"))
    lead, exposed = page.split("Exposed card", 1)
    assert "Elected: call card." in lead and 'name="ruling_event" value="4"' in exposed and "Elected:" not in exposed


def test_an_option_not_taken_before_the_deal_was_over_lapses_and_is_offered_no_more(scorer: Any) -> None:
    # foster:26: an exposed card may be called while it stands on the table; once the hand is played out and
    # scored, the adversaries' option has lapsed: the page says so, and offers no election.
    table = scorer.start_table()
    _ordered_up(scorer, table)
    assert scorer.submit(f"/tables/{table}/dispute", what="exposed", offender="N", card="QH", how="named").status_code == 302
    assert 'value="call_card"' in _text(scorer.client.get(f"/tables/{table}/ruling"))  # in play: the call is offered
    for seat, card in [*PLAYS, ("E", "JH"), ("S", "TS"), ("E", "AS"), ("S", "KS"), ("W", "QS"), ("N", "TC"),
                       ("E", "QC"), ("S", "KC"), ("W", "JS"), ("N", "QH")]:
        assert scorer.record(table, type="play", seat=seat, card=card).status_code == 302
    page = _text(scorer.client.get(f"/tables/{table}/ruling"))
    assert "None was taken: the options lapsed when the deal was over." in page and 'value="call_card"' not in page


def test_a_dispute_that_says_nothing_or_the_impossible_is_refused(scorer: Any) -> None:
    table = scorer.start_table()
    response = scorer.submit(f"/tables/{table}/dispute")
    assert response.status_code == 422 and "Say what happened." in _text(response)
    response = scorer.submit(f"/tables/{table}/dispute", what="exposed", offender="N", how="dropped")
    assert response.status_code == 422 and "<strong>Card</strong>" in _text(response)


def test_the_new_table_forms_errors_name_its_fields_as_it_does(scorer: Any) -> None:
    # They said "Seats" and "Dealer" (the scorer's form's names); the form says "Seats, clockwise", "First dealer".
    # A value was shown as Python writes it, the field's path beside it: "(entered: ['N', 'E', 'S']) seats".
    table = {"name": "T", "game": "euchre", "code": "foster", "seats": "N E S W", "dealer": "0"}
    page = _text(scorer.submit("/tables/new", **{**table, "seats": "N E S W X"}))
    assert "<strong>Seats, clockwise</strong>: Euchre is played by two, three, four or six." in page
    assert "(entered: N E S W X)</span></li>" in page and "[" not in page.split("Euchre is played by")[1].split("</li>")[0]
    assert "<strong>First dealer</strong>: Seat &#39;9&#39; is not at the table." in _text(
        scorer.submit("/tables/new", **{**table, "dealer": "9"}))
    assert "<strong>Game to</strong>: Must be greater than or equal to 1." in _text(
        scorer.submit("/tables/new", **{**table, "option__game_to": "0"}))
    assert "<strong>Player at N</strong>: Longer than the 120 characters kept." in _text(
        scorer.submit("/tables/new", **{**table, "player__0": "A" * 121}))


def test_the_elect_forms_errors_name_its_fields_as_it_does(scorer: Any) -> None:
    # The ruling page's flash named the field by its path: "event.seat: Seat 'X' is not at the table."
    table = scorer.start_table()
    assert scorer.record(table, type="deal", **{f"hands__{s}": h for s, h in HANDS.items()}, turn_up="TD").status_code == 302
    assert scorer.record(table, type="order_up", seat="W").status_code == 302
    assert scorer.submit(f"/tables/{table}/dispute", what="lead", offender="N", card="AH").status_code == 302
    response = scorer.submit(f"/tables/{table}/ruling", f"/tables/{table}/elect", deal="0", seat="X",
                             option="call_card")
    page = _text(scorer.client.get(response.headers["Location"]))
    assert "Not recorded: Elected by: Seat &#39;X&#39; is not at the table." in page and "event.seat" not in page


def test_the_correction_forms_errors_name_its_fields_as_it_does(scorer: Any) -> None:
    # The history's flash named the fields by their paths: "event.sequence: No event 99 to retract ...".
    table = scorer.start_table()
    url = f"/tables/{table}/history"
    response = scorer.submit(url, f"/tables/{table}/retract", target="99", reason="a slip")
    page = _text(scorer.client.get(response.headers["Location"]))
    assert "Not corrected: Strike out: No event 99 to retract (events 1 to 1)." in page and "event.sequence" not in page
    response = scorer.submit(url, f"/tables/{table}/retract", target="1", reason=" ")
    page = _text(scorer.client.get(response.headers["Location"]))
    assert "Not corrected: Why: Give the reason for the correction." in page


def test_a_disputes_errors_name_its_fields_as_the_dispute_form_does(scorer: Any) -> None:
    # A revoke claim's seat is the claimant ("Who claims it"), its offender ("Who did it") is ``against``; every
    # other fact's seat is the offender. The errors said "Who" for any seat, a name the dispute form does not show.
    table = scorer.start_table()
    _play_the_revoke(scorer, table)
    url = f"/tables/{table}/dispute"
    response = scorer.submit(url, what="revoke", offender="N", trick="1")
    assert response.status_code == 422
    assert "<strong>Who claims it</strong>: Missing data for required field." in _text(response)
    page = _text(scorer.submit(url, what="revoke", claimant="W", trick="1"))
    assert "<strong>Who did it</strong>: Missing data for required field." in page and "Who claims it</strong>" not in page
    page = _text(scorer.submit(url, what="revoke", claimant="W", shown="AH"))  # the cards shown: the offender's
    assert "<strong>Who did it</strong>: Missing data for required field." in page
    page = _text(scorer.submit(url, what="looked_back"))
    assert "<strong>Who did it</strong>: Missing data for required field." in page
    assert "<strong>The trouble</strong>: Say what happened." in _text(scorer.submit(url))


def test_a_dispute_is_told_of_the_deal_it_names(scorer: Any) -> None:
    table = scorer.start_table()  # deal 1, dealt by Cy (S)
    assert scorer.submit(f"/tables/{table}", f"/tables/{table}/deals", dealer="W").status_code == 302
    page = _text(scorer.client.get(f"/tables/{table}/dispute"))
    assert '<option value="0" >1 (dealt by S)</option><option value="1" selected>2 (dealt by W)</option>' in page
    page = _text(scorer.client.get(f"/tables/{table}/dispute?deal=0"))
    assert '<option value="0" selected>1 (dealt by S)</option>' in page
    response = scorer.submit(f"/tables/{table}/dispute?deal=0", what="looked_back", offender="E", deal="0")
    assert response.status_code == 302 and response.headers["Location"].endswith(f"/tables/{table}/ruling#deal-0")
    record = scorer.client.get(f"/tables/{table}/ruling").get_data(as_text=True)
    assert "Bob (E) looks back at a trick" in record
    assert "Bob (E) looks back at a trick" in _text(scorer.client.get(f"/tables/{table}?deal=0"))
    assert "Bob (E) looks back at a trick" not in _text(scorer.client.get(f"/tables/{table}?deal=1"))


def test_a_stale_dispute_is_a_conflict_and_its_form_stands_at_the_log_as_it_is(app: Any, scorer: Any) -> None:
    from scorers import Scorer
    table = scorer.start_table()
    bob = Scorer(app.test_client(), "bob")
    bob.added_by(scorer)
    stale = scorer.client.get(f"/tables/{table}/dispute").get_data(as_text=True)
    assert bob.record(table, type="shuffle", seat="S").status_code == 302
    response = scorer.client.post(f"/tables/{table}/dispute", data={
        "csrf_token": scorer.csrf(stale), "sequence": scorer.sequence(stale), "what": "looked_back", "offender": "E"})
    page = _text(response)
    assert response.status_code == 409 and "another scorer wrote first" in page
    assert 'name="sequence" value="3"' in page and 'value="looked_back" checked' in page


@pytest.mark.parametrize(("what", "fields", "described"), [
    ("lead", {"offender": "E", "card": "AS"}, "Bob (E) plays A♠"),
    ("exposed", {"offender": "N", "card": "QH", "how": "named"}, "Ann (N) exposes Q♥ (named)"),
    ("two_played", {"offender": "N", "card": "9C"}, "Ann (N) exposes 9♣ (two_played)"),
    ("looked_back", {"offender": "S"}, "Cy (S) looks back at a trick"),
    ("remark", {"offender": "E", "about": "score"}, "Bob (E) calls attention to the score"),
    ("misdeal", {"fault": "exposed_in_deal", "card": "JS"}, "Fault in the deal: exposed in deal"),
    ("abandon", {"offender": "W"}, "Di (W) abandons the hand"),
])
def test_each_kind_of_dispute_becomes_its_fact(scorer: Any, what: str, fields: dict[str, str], described: str) -> None:
    table = scorer.start_table()
    response = scorer.submit(f"/tables/{table}/dispute", what=what, **fields)
    assert response.status_code == 302, _text(response)
    assert described in _text(scorer.client.get(f"/tables/{table}/history"))


def test_a_correction_strikes_an_event_out_and_the_history_keeps_both(scorer: Any) -> None:
    table = scorer.start_table()
    scorer.record(table, type="shuffle", seat="S")
    scorer.record(table, type="cut", seat="W")
    response = scorer.submit(f"/tables/{table}/history", f"/tables/{table}/retract", target="3", reason="E cut, not W")
    assert response.status_code == 302
    page = _text(scorer.client.get(f"/tables/{table}/history"))
    assert "Correction: event 3 struck out (E cut, not W)" in page
    assert re.search(r'id="event-3" class="entry fact struck"', page)
    assert "struck out by #4</strong>: E cut, not W" in page
    record = _text(scorer.client.get(f"/tables/{table}"))
    assert (f'<li class="struck"><a class="seq" href="/tables/{table}/history?last=3#event-3" '
            'title="In the history, to correct it">#3</a> Di (W) cuts</li>') in record
    response = scorer.submit(f"/tables/{table}/history", f"/tables/{table}/retract", target="3", reason="again")
    assert "already retracted" in _text(scorer.client.get(response.headers["Location"]))


def test_striking_out_a_deals_opening_says_its_facts_go_with_it_and_the_history_keeps_them(scorer: Any) -> None:
    # Striking out a deal's opening strikes out its facts with it: the form said only "Strike out #2", and the flash
    # "event 2 struck out". Both now say how many facts go; the history keeps every entry, those facts marked.
    table = scorer.start_table()  # event 1: deal 1, dealt by Cy (S)
    assert scorer.submit(f"/tables/{table}", f"/tables/{table}/deals", dealer="W").status_code == 302  # event 2
    for kind, seat in [("shuffle", "W"), ("cut", "S"), ("shuffle", "N")]:  # events 3 to 5, in deal 2
        assert scorer.record(table, type=kind, seat=seat).status_code == 302
    url = f"/tables/{table}/history"
    response = scorer.submit(url, f"/tables/{table}/retract", target="5", reason="N did not shuffle")
    page = _text(scorer.client.get(response.headers["Location"]))
    assert "Recorded event 6: event 5 struck out (N did not shuffle)." in page
    page = _text(scorer.client.get(url))
    assert "#2 opens deal 2: striking it out strikes out the deal with its 2 facts." in page  # #5 is struck already
    assert ">Strike out deal 2 with its 2 facts</button>" in page and ">Strike out #3</button>" in page
    assert ">Strike out deal 1 with no facts</button>" in page
    response = scorer.submit(url, f"/tables/{table}/retract", target="2", reason="W did not deal")
    page = _text(scorer.client.get(response.headers["Location"]))
    assert "Recorded event 7: deal 2 struck out with its 2 facts (W did not deal)." in page
    assert re.findall(r'id="event-(\d+)"', page) == ["7", "6", "5", "4", "3", "2", "1"]  # nothing lost
    for n in (3, 4, 5):
        assert re.search(rf'id="event-{n}" class="entry fact struck">(?:(?!</li>).)*a struck-out deal ·', page), n
    assert re.search(r'id="event-2" class="entry new_deal struck">(?:(?!</li>).)*struck out by #7</strong>: W did not '
                     'deal', page)
    assert "Strike out deal 1 with no facts" in page
    assert "<h2>Deal 1</h2>" in _text(scorer.client.get(f"/tables/{table}"))  # the only deal


def test_a_card_mis_recorded_is_recorded_again_in_its_place_from_the_history(scorer: Any) -> None:
    # E's card to the first trick is entered as the ace of spades; he played the nine. From the history the scorer
    # records it again, corrected: it is struck out and the nine takes its place, before S's card, as played.
    table = scorer.start_table()
    _ordered_up(scorer, table)
    for seat, card in [("W", "KH"), ("N", "9C"), ("E", "AS"), ("S", "TH")]:
        assert scorer.record(table, type="play", seat=seat, card=card).status_code == 302
    history = _text(scorer.client.get(f"/tables/{table}/history"))
    link = f'href="/tables/{table}?deal=0&amp;replace=7#record"'
    assert link in history
    page = _text(scorer.client.get(f"/tables/{table}?deal=0&replace=7"))
    assert "Recording #7 again, corrected:" in page and 'name="replace" value="7"' in page
    assert re.search(r'value="AS" id="\w-AS" checked', page) and 'value="E" checked' in page  # as it was recorded
    # the cards suggested are E's as they were when he played (no heart: the jack is the left bower, a trump), not
    # those of W, who leads the next trick
    assert "No hearts to follow the lead: any card held by E:" in page
    suggested = re.search(r'class="cards suggested">(.*?)</div>', page)
    assert suggested and re.findall(r'value="(\w\w)"', suggested.group(1)) == ["AS", "9S", "JH", "KD", "QC"]
    page = _text(scorer.client.get(f"/tables/{table}?deal=0&replace=6"))  # N's renounce: he held two hearts
    assert "Follows the hearts led:" in page and 'value="N" checked' in page
    suggested = re.search(r'class="cards suggested">(.*?)</div>', page)
    assert suggested and re.findall(r'value="(\w\w)"', suggested.group(1)) == ["AH", "QH"]
    response = scorer.submit(f"/tables/{table}?deal=0&replace=7", f"/tables/{table}/events", type="play", seat="E",
                             card="9S", deal="0", replace="7", reason="the nine, not the ace")
    assert response.status_code == 302
    history = _text(scorer.client.get(f"/tables/{table}/history"))
    assert "struck out by #9</strong>: the nine, not the ace" in history and "in the place of #7" in history
    ruling = _text(scorer.client.get(f"/tables/{table}/ruling"))
    assert "Play out of turn" not in ruling and "out of turn" not in ruling
    assert "9♠" in _text(scorer.client.get(f"/tables/{table}?deal=0"))
    assert scorer.client.get(f"/tables/{table}?deal=0&replace=7").status_code == 400  # struck out: no more to correct


def test_a_long_history_is_shown_a_page_at_a_time_newest_first(scorer: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    from referee.store import log
    monkeypatch.setattr(log, "HISTORY_PAGE", 3)
    table = scorer.start_table()  # event 1: the first deal, dealt by Cy (S)
    for seat in "SWSW":
        scorer.record(table, type="shuffle" if seat == "S" else "cut", seat=seat)  # events 2 to 5
    url = f"/tables/{table}/history"
    page = _text(scorer.client.get(url))
    assert [int(n) for n in re.findall(r'id="event-(\d+)"', page)] == [5, 4, 3]
    assert "Entries 3 to 5 of 5, newest first" in page
    assert f'href="{url}?last=2" rel="next">Older entries' in page and "Newer entries" not in page
    page = _text(scorer.client.get(f"{url}?last=2"))
    assert [int(n) for n in re.findall(r'id="event-(\d+)"', page)] == [2, 1]
    assert f'href="{url}?last=5" rel="prev">Newer entries' in page and "Older entries" not in page
    response = scorer.submit(f"{url}?last=2", f"/tables/{table}/retract", target="2", reason="S did not shuffle")
    assert response.status_code == 302 and response.headers["Location"] == url
    assert re.findall(r'id="event-(\d+)"', _text(scorer.client.get(url))) == ["6", "5", "4"]
    assert re.search(r'id="event-2" class="entry fact struck"', _text(scorer.client.get(f"{url}?last=2")))
    assert re.findall(r'id="event-(\d+)"', _text(scorer.client.get(f"{url}?last=99"))) == ["6", "5", "4"]
    assert scorer.client.get(f"{url}?last=two").status_code == 400


def _rows(page: str) -> list[list[str]]:
    """The rows of the page's tables of totals, each its cells' text."""
    return [[re.sub(r"<[^>]+>", "", cell).strip() for cell in re.findall(r"<td[^>]*>(.*?)</td>", tr)]
            for tr in re.findall(r"<tr><td>.*?</tr>", page)]


def test_the_standings_page_adds_up_the_clubs_tables_per_player_and_partnership(app: Any, scorer: Any) -> None:
    from scorers import Scorer
    assert app.test_client().get("/standings").headers["Location"].startswith("/auth/login")
    assert "No table has been started yet." in _text(scorer.client.get("/standings"))
    table = scorer.start_table()
    _play_the_revoke(scorer, table)
    scorer.submit(f"/tables/{table}/dispute", what="revoke", offender="N", claimant="W", trick="1")
    scorer.submit(f"/tables/{table}/ruling", f"/tables/{table}/elect", deal="0", seat="W", option="add_two")
    scorer.start_table(name="Table 2")  # no deal played yet
    other = Scorer(app.test_client(), "zed")
    other.register(club="Another Club")
    other.start_table(player__1="Bob")  # another club's Bob: not counted here
    page = _text(scorer.client.get("/standings"))
    assert "2 tables, 2 deals." in page  # the second table's first deal is open
    assert re.findall(r"<h2>(.*?)</h2>", page) == ["Euchre: per player", "Euchre: per partnership",
                                                    "Share the standings"]
    assert _rows(page) == [  # name and tables, rubber points, rubbers, games, points; the leaders first
        ["Bob at 2 tables", "0", "0", "0", "2"], ["Di at 2 tables", "0", "0", "0", "2"],
        ["Ann at 2 tables", "0", "0", "0", "0"], ["Cy at 2 tables", "0", "0", "0", "0"],
        ["Bob &amp; Di at 2 tables", "0", "0", "0", "2"], ["Ann &amp; Cy at 2 tables", "0", "0", "0", "0"]]
    assert "1 table, 1 deal." in _text(other.client.get("/standings"))


def test_a_new_deal_is_started_with_the_next_dealer_offered(scorer: Any) -> None:
    table = scorer.start_table()
    _play_the_revoke(scorer, table)
    scorer.submit(f"/tables/{table}/dispute", what="revoke", offender="N", claimant="W", trick="1")
    scorer.submit(f"/tables/{table}/ruling", f"/tables/{table}/elect", deal="0", seat="W", option="add_two")
    page = _text(scorer.client.get(f"/tables/{table}"))
    assert '<option value="W" selected>W Di</option>' in page  # the ruling's next dealer
    assert scorer.submit(f"/tables/{table}", f"/tables/{table}/deals", dealer="W").status_code == 302
    page = _text(scorer.client.get(f"/tables/{table}"))
    assert "Deal 2" in page and "Dealer <strong>W</strong> (Di)" in page
    assert "Deal 1" in _text(scorer.client.get(f"/tables/{table}?deal=0"))


def test_the_head_of_a_table_shows_the_score_of_the_game_in_play(app: Any, scorer: Any) -> None:
    # NS win the first game 6 to 2 in four deals. Once the fifth deal has begun, the game in play is the second, at
    # nothing all, as the scoresheet has it; every page's head said "NS 6 · EW 2" (the ruling's score, its last game's).
    from played import euchre_record, march
    from test_resilience_pages import _recorded

    table = _recorded(app, euchre_record(march("NS"), march("EW"), march("NS"), march("NS")))
    won = '<span class="muted">· games won: NS 1, EW 0</span>'
    assert f"Score: <strong>NS 6</strong> · <strong>EW 2</strong> {won}" in _text(scorer.client.get(f"/tables/{table}"))
    assert scorer.submit(f"/tables/{table}", f"/tables/{table}/deals", dealer="N").status_code == 302
    for page in ("", "?deal=0", "/dispute", "/history", "/ruling", "/scoresheet"):
        head = _text(scorer.client.get(f"/tables/{table}{page}"))
        assert f"Score: <strong>NS 0</strong> · <strong>EW 0</strong> {won}" in head, page
    assert "Game 2</th>" in _text(scorer.client.get(f"/tables/{table}/scoresheet"))  # as the sheet opens it


def test_the_pages_print_sides_of_seats_named_in_full_as_the_paper_does(app: Any, scorer: Any) -> None:
    # The paper prints a side of seats longer than a letter "North–South" (paper.side_labels); the pages' heads, the
    # ruling's points and the scoresheet page printed "NorthSouth".
    from played import euchre_record, lone_march, march
    from test_reports import seated
    from test_resilience_pages import _recorded

    table = _recorded(app, seated(euchre_record(march("NS"), lone_march("EW"), march("NS"), march("NS")),
                                  {"N": "North", "E": "East", "S": "South", "W": "West"}))
    won = '<span class="muted">· games won: North–South 1, East–West 0</span>'
    for page in ("", "/dispute", "/history", "/ruling", "/scoresheet"):
        text = _text(scorer.client.get(f"/tables/{table}{page}"))
        assert f"Score: <strong>North–South 6</strong> · <strong>East–West 4</strong> {won}" in text, page
        assert "NorthSouth" not in text and "EastWest" not in text, page
    assert "Points: North–South 2, East–West 0" in _text(scorer.client.get(f"/tables/{table}/ruling"))
    sheet = _text(scorer.client.get(f"/tables/{table}/scoresheet"))
    assert '<th class="num">North–South +</th>' in sheet and "Game 1: won by North–South</th>" in sheet
    assert "<li>East–West: 4 points, 0 games</li>" in sheet


def test_the_scoresheet_page_of_a_callace_table_shows_its_deals(app: Any, scorer: Any) -> None:
    # Call-Ace has no games, its scores run on: the page listed the deals of the games only, and showed none.
    from played import callace_record
    from test_resilience_pages import _recorded

    record = callace_record(3)
    table = _recorded(app, record)
    page = _text(scorer.client.get(f"/tables/{table}/scoresheet"))
    ruling = referee.rule(record)
    assert page.count('class="deal-cell"') == 3 and "No deal yet" not in page
    last = ruling["deals"][-1]
    assert f"<strong>3</strong> <small>{last['dealer']} dealt" in page
    # callace:20: "The player holding the best card in play of the suit called becomes the partner of the caller"
    for deal in ruling["deals"]:
        if deal["called"] and deal["partner"]:
            assert f"{deal['partner']}</small>" in page.split(f"<strong>{deal['index'] + 1}</strong>")[1]
    assert "partner " in page


def test_a_share_link_shows_the_scoresheet_read_only(app: Any, scorer: Any) -> None:
    table = scorer.start_table()
    _play_the_revoke(scorer, table)
    assert "Make a read-only share link" in _text(scorer.client.get(f"/tables/{table}/scoresheet"))
    scorer.submit(f"/tables/{table}/scoresheet", f"/tables/{table}/share")
    page = _text(scorer.client.get(f"/tables/{table}/scoresheet"))
    link = re.search(r'id="share-link"[^>]*>([^<]+)<', page)
    assert link
    visitor = app.test_client()
    shared = _text(visitor.get(link.group(1)))
    assert "Scoresheet" in shared and "A read-only view" in shared
    assert "<form" not in shared and "csrf_token" not in shared
    assert visitor.get("/share/not-the-token").status_code == 404


def test_the_scorer_makes_an_api_token_shown_once(scorer: Any) -> None:
    token = scorer.token()
    page = _text(scorer.client.get("/auth/tokens"))
    assert token not in page and "tests" in page


def test_an_unknown_page_is_an_html_error_page(scorer: Any) -> None:
    response = scorer.client.get("/tables/999")
    assert response.status_code == 404 and response.mimetype == "text/html"
    assert "404 · Not Found" in _text(response)


def test_the_ruling_and_the_scoresheet_download_as_pdf(app: Any, scorer: Any) -> None:
    table = scorer.start_table()
    _play_the_revoke(scorer, table)
    scorer.submit(f"/tables/{table}/dispute", what="revoke", offender="N", claimant="W", trick="1")
    for url in (f"/tables/{table}/ruling.pdf", f"/tables/{table}/ruling.pdf?deal=0", f"/tables/{table}/scoresheet.pdf"):
        response = scorer.client.get(url)
        assert response.status_code == 200, url
        assert response.mimetype == "application/pdf" and response.data.startswith(b"%PDF")
        assert "attachment" in response.headers["Content-Disposition"]
    assert scorer.client.get(f"/tables/{table}/ruling.pdf?deal=5").status_code == 404
    scorer.submit(f"/tables/{table}/scoresheet", f"/tables/{table}/share")
    token = re.search(r'/share/([\w-]+)', _text(scorer.client.get(f"/tables/{table}/scoresheet")))
    assert token
    assert app.test_client().get(f"/share/{token.group(1)}/scoresheet.pdf").data.startswith(b"%PDF")


def test_the_ruling_pdf_numbers_each_fact_as_the_history_does_and_verifies_against_the_tables_record(
        scorer: Any) -> None:
    # A secretary matches the pinned report to the History page: each fact carries its number there (#), and the
    # report still verifies against the table's record (`referee verify`), the numbers kept in how it was printed
    from test_reports import pdf_text

    from referee.documents.reports import verify_report

    table = scorer.start_table()
    _play_the_revoke(scorer, table)
    scorer.submit(f"/tables/{table}/dispute", what="revoke", offender="N", claimant="W", trick="1")
    pdf = scorer.client.get(f"/tables/{table}/ruling.pdf").data
    facts = {(e["deal"], e["index"]): e["sequence"] for e in scorer.client.get(
        f"/api/v1/tables/{table}/events", headers={"Authorization": f"Bearer {scorer.token()}"}).json["events"]
        if e["index"] is not None}
    text = pdf_text(pdf)
    on = re.search(r"On event (\d+) \(#(\d+)\): Ann \(N\) played 9♣", text)
    assert on and facts[(0, int(on[1]))] == int(on[2])
    record = scorer.client.get(f"/api/v1/tables/{table}/record",
                               headers={"Authorization": f"Bearer {scorer.token()}"}).json
    assert verify_report(record, pdf)[0]


def test_the_ruling_pdf_leaves_the_referees_line_for_him_unless_his_name_is_given(scorer: Any) -> None:
    # The scorer who printed it (ann) was pre-printed on the Referee line: the scorer is not the referee. The line
    # is left for the referee's name and signature; the ruling page's form may give his name, which is printed, and
    # the report so printed still verifies against the table's record.
    from test_reports import pdf_text

    from referee.documents.reports import verify_report

    table = scorer.start_table()
    _play_the_revoke(scorer, table)
    scorer.submit(f"/tables/{table}/dispute", what="revoke", offender="N", claimant="W", trick="1")
    page = scorer.client.get(f"/tables/{table}/ruling").get_data(as_text=True)
    form = re.search(r'<form method="get" action="/tables/\d+/ruling.pdf"[^>]*>.*?</form>', page, re.DOTALL)
    assert form and 'name="referee"' in form[0]
    record = scorer.client.get(f"/api/v1/tables/{table}/record",
                               headers={"Authorization": f"Bearer {scorer.token()}"}).json
    for query, signed in (("", "."), ("?referee=", "."), ("?referee=J.+Smith&deal=0", "J. Smith")):
        pdf = scorer.client.get(f"/tables/{table}/ruling.pdf{query}").data
        text = pdf_text(pdf)
        assert f"{signed} Referee (name) Signature Date" in text and "ann" not in text, query
        assert verify_report(record, pdf)[0], query


def test_the_evening_sheet_of_the_tables_ticked_downloads_as_pdf(app: Any, scorer: Any) -> None:
    from scorers import Scorer
    from test_reports import pdf_text
    first = scorer.start_table(name="Table One")
    _play_the_revoke(scorer, first)
    scorer.submit(f"/tables/{first}/dispute", what="revoke", offender="N", claimant="W", trick="1")
    scorer.submit(f"/tables/{first}/ruling", f"/tables/{first}/elect", deal="0", seat="W", option="add_two")
    second = scorer.start_table(name="Table Two")
    assert f'name="table" value="{first}" form="evening"' in _text(scorer.client.get("/"))
    response = scorer.client.get(f"/evening.pdf?table={first}&table={second}")
    assert response.status_code == 200 and response.mimetype == "application/pdf"
    text = pdf_text(response.data)
    assert "Hoyle Club: the evening's scoresheet" in text and "Euchre: totals per player" in text
    assert text.index("Table One") < text.index("Table Two")  # in the order of their names (as of their numbers)
    response = scorer.client.get("/evening.pdf")
    assert response.status_code == 302 and "Tick the tables" in _text(scorer.client.get(response.headers["Location"]))
    other = Scorer(app.test_client(), "zed")
    other.register(club="Another Club")
    assert other.client.get(f"/evening.pdf?table={first}").status_code == 404  # another club's table
    assert scorer.client.get("/evening.pdf?table=one").status_code == 400


def test_flask_init_db_migrates_the_database(app: Any) -> None:
    result = app.test_cli_runner().invoke(args=["init-db"])
    assert result.exit_code == 0 and "Database ready" in result.output


def test_callace_19_the_log_says_which_suit_the_maker_called_for() -> None:
    # callace:19: "The maker of the trump has the privilege of calling on the best card of any plain suit for a
    # partner": the history and the scorer's page say which suit.
    from referee.web.view import describe

    assert describe({"type": "call_partner", "seat": "B", "suit": "D"}, {"B": "Bob"}) == \
        "Bob (B) calls for the best diamond as his partner"


def _hint(page: str) -> str:
    """The scorer's form's "Next, probably" line, its tags taken out."""
    found = re.search(r"Next, probably: (.*?)</p>", page)
    assert found, "the form has no prompt"
    return re.sub(r"<[^>]+>", "", found.group(1))


@pytest.mark.parametrize(("code", "options", "offered"), [
    ("foster", {}, ()), ("1862", {}, ()), ("foster", {"option__jambone": "1"}, ()),
    ("1862", {"option__jambone": "1"}, ("jambone",)), ("1862", {"option__jamboree": "1"}, ("jamboree",)),
    ("1862", {"option__jambone": "1", "option__jamboree": "1"}, ("jambone", "jamboree"))])
def test_the_form_offers_jambone_and_jamboree_only_under_the_1862_code_where_agreed(
        scorer: Any, code: str, options: dict[str, str], offered: tuple[str, ...]) -> None:
    # "Declares jambone or jamboree" was offered at a Foster table, and at an 1862 table where neither was agreed: the
    # 1862 code's additions, "agreed before play" (1862:IV.62). The form offers it, and what is declared, only where
    # agreed; a declaration posted elsewhere is still a fact, recorded and ruled on (no effect).
    table = scorer.start_table(code=code, **options)
    page = _text(scorer.client.get(f"/tables/{table}"))
    assert ('<option value="declare"' in page) == bool(offered)
    what = re.search(r'<select name="what">(.*?)</select>', page)
    assert what and tuple(re.findall(r"<option >(\w+)</option>", what[1])) == (offered or ("jambone", "jamboree"))
    assert scorer.record(table, type="declare", seat="W", what="jamboree").status_code == 302
    assert "W declared jamboree" in _text(scorer.client.get(f"/tables/{table}/ruling"))
    fact = re.search(r"#(\d+)</a> Di \(W\) declares", _text(scorer.client.get(f"/tables/{table}")))
    assert fact  # recorded again, corrected: the form offers it then
    page = _text(scorer.client.get(f"/tables/{table}?deal=0&replace={fact[1]}"))
    assert '<option value="declare" selected>' in page and "<option selected>jamboree</option>" in page


def test_the_prompt_says_to_follow_suit_only_to_a_player_the_record_shows_holding_the_suit_led(scorer: Any) -> None:
    # W leads the K♥. The prompt said "(to follow suit)" to E too, who holds no heart (his J♥ is the left bower, a
    # trump): it says so only to a player whose hand, as recorded, holds the suit led; of one who holds none, that
    # he has none; of one whose hand was not recorded, nothing.
    table = scorer.start_table()
    scorer.record(table, type="deal", **{f"hands__{s}": h for s, h in HANDS.items()}, turn_up="TD")
    for event in ({"type": "order_up", "seat": "W"}, {"type": "discard", "seat": "S", "card": "9H"},
                  {"type": "play", "seat": "W", "card": "KH"}):
        scorer.record(table, **event)
    assert _hint(_text(scorer.client.get(f"/tables/{table}"))) == "plays a card by N (to follow suit)."
    scorer.record(table, type="play", seat="N", card="AH")
    assert _hint(_text(scorer.client.get(f"/tables/{table}"))) == "plays a card by E (has none of the suit led)."
    table = scorer.start_table()  # the hands not recorded
    for event in ({"type": "deal", "turn_up": "TD"}, {"type": "order_up", "seat": "W"},
                  {"type": "discard", "seat": "S"}, {"type": "play", "seat": "W", "card": "KH"}):
        scorer.record(table, **event)
    assert _hint(_text(scorer.client.get(f"/tables/{table}"))) == "plays a card by N."


@pytest.mark.parametrize(("code", "next_fact"), [("foster", "plays a card by W (to lead)."),
                                                 ("1862", "dealer discards by S (the dealer&#39;s discard).")])
def test_the_prompt_asks_for_the_dealers_discard_only_where_the_engine_rules_one_due(
        scorer: Any, code: str, next_fact: str) -> None:
    # S deals, W passes, N (the dealer's partner) orders up alone. Under Foster the dealer sits out and the trump card
    # stays on the pack (foster:text): no discard is due, and one recorded is ruled "no discard was due from him". The
    # prompt asked for it all the same. The 1862 code's dealer is "always entitled to discard one card" (1862:II.37).
    table = scorer.start_table(code=code)
    assert scorer.record(table, type="deal", **{f"hands__{s}": h for s, h in HANDS.items()}, turn_up="TD").status_code == 302
    assert scorer.record(table, type="pass", seat="W").status_code == 302
    assert scorer.record(table, type="order_up", seat="N", alone="1").status_code == 302
    assert _hint(_text(scorer.client.get(f"/tables/{table}"))) == next_fact
    assert scorer.record(table, type="discard", seat="S", card="9H").status_code == 302
    ruled = "no discard was due from him" in _text(scorer.client.get(f"/tables/{table}/ruling"))
    assert ruled == (code == "foster")  # the engine's ruling, which the prompt follows


def test_the_prompt_points_first_to_the_election_a_ruling_awaits_and_the_call_elected(scorer: Any) -> None:
    # The header said an election awaits while the prompt went on with the play; a call elected on the ruling page was
    # skipped for the next lead. The form's Option was a text box that took a button's label ("add two") and stored it.
    table = scorer.start_table()
    _play_the_revoke(scorer, table)
    assert scorer.submit(f"/tables/{table}/dispute", what="revoke", offender="N", claimant="W", trick="1").status_code == 302
    page = _text(scorer.client.get(f"/tables/{table}"))
    assert "an election awaits" in page
    assert _hint(page) == "elects a penalty option by W (the ruling on the revoke awaits it)."
    assert ('<select name="option"><option value="add_two" >Add two</option>'
            '<option value="deduct_two" >Deduct two</option></select>') in page
    assert 'value="W" checked data-suggested' in page  # the claimant, of the side entitled
    assert scorer.record(table, type="elect", seat="W", option="add_two").status_code == 302
    assert "Elected: add two." in _text(scorer.client.get(f"/tables/{table}/ruling"))

    table = scorer.start_table()
    _ordered_up(scorer, table)
    assert scorer.submit(f"/tables/{table}/dispute", what="lead", offender="E", card="AS").status_code == 302
    # E led in his partner W's turn: S, "last to play to the trick, may call a suit from W" (foster:27), is named
    assert re.search(r'<option value="S" selected>', _text(scorer.client.get(f"/tables/{table}/ruling")))
    assert scorer.submit(f"/tables/{table}/ruling", f"/tables/{table}/elect", deal="0", seat="S",
                         option="call_suit").status_code == 302
    assert _hint(_text(scorer.client.get(f"/tables/{table}"))) == "calls a penalty by S (the call elected: call suit)."
    assert scorer.record(table, type="call", seat="S", target="W", suit="C").status_code == 302
    assert _hint(_text(scorer.client.get(f"/tables/{table}"))) == \
        "takes back a card by E (the lead out of turn is taken back)."
    assert scorer.record(table, type="take_back", seat="E", card="AS").status_code == 302
    assert _hint(_text(scorer.client.get(f"/tables/{table}"))) == "plays a card by W (called on to lead clubs)."
    assert "called clubs from W" in _text(scorer.client.get(f"/tables/{table}/ruling"))


def test_the_trump_card_turned_down_is_not_offered_for_a_play(scorer: Any) -> None:
    # The engine's check refuses a play of the card left on the pack; the picker offered it under "All cards".
    table = scorer.start_table()  # Cy (S) deals
    assert scorer.record(table, type="deal", turn_up="9D").status_code == 302
    for seat in "WNE":
        assert scorer.record(table, type="pass", seat=seat).status_code == 302
    assert scorer.record(table, type="turn_down", seat="S").status_code == 302
    cards = _any_card(_text(scorer.client.get(f"/tables/{table}")))
    assert cards["9D"] == "deal_fault" and cards["TD"] == ""  # named in a fault of the deal, never played
    assert scorer.record(table, type="make", seat="W", suit="S").status_code == 302
    response = scorer.record(table, type="play", seat="W", card="9D")
    assert response.status_code == 422 and "it lies in the turn-up" in _text(response)
    table = scorer.start_table()  # ordered up, the trump card is the dealer's: offered
    assert scorer.record(table, type="deal", turn_up="9D").status_code == 302
    assert scorer.record(table, type="order_up", seat="W").status_code == 302
    assert _any_card(_text(scorer.client.get(f"/tables/{table}")))["9D"] == ""


def test_the_log_says_an_assist_and_a_card_taken_back_in_words(scorer: Any) -> None:
    table = scorer.start_table()  # Cy (S) deals: Ann (N) is his partner
    assert scorer.record(table, type="deal", **{f"hands__{s}": h for s, h in HANDS.items()}, turn_up="TD").status_code == 302
    assert scorer.record(table, type="pass", seat="W").status_code == 302
    response = scorer.record(table, type="order_up", seat="N")
    page = _text(scorer.client.get(response.headers["Location"]))
    assert "Recorded event 4: Ann (N) assists." in page and "Ann (N) assists</li>" in page
    assert scorer.record(table, type="discard", seat="S", card="9H").status_code == 302
    assert scorer.record(table, type="play", seat="W", card="KH").status_code == 302
    assert scorer.record(table, type="take_back", seat="W", card="KH").status_code == 302
    page = _text(scorer.client.get(f"/tables/{table}"))
    assert "Di (W) takes back the K♥</li>" in page
    from referee.web.view import describe
    assert describe({"type": "order_up", "seat": "W"}, {"W": "Di"}, "N") == "Di (W) orders up"  # not the partner


def test_once_a_deal_is_over_the_page_starts_the_next_and_keeps_a_late_fact_aside(scorer: Any) -> None:
    # The form's "What happened" stood at "Trick turned and quitted" once the hand was played out and scored.
    table = scorer.start_table()
    _ordered_up(scorer, table)
    for seat, card in [("W", "KH"), ("N", "AH"), ("E", "JH"), ("S", "TH"), ("E", "AS"), ("S", "KS"), ("W", "QS"),
                       ("N", "9C"), ("E", "9S"), ("S", "TS"), ("W", "JS"), ("N", "TC"), ("W", "JD"), ("N", "AD"),
                       ("E", "KD"), ("S", "TD"), ("W", "QD"), ("N", "QH"), ("E", "QC"), ("S", "KC")]:
        assert scorer.record(table, type="play", seat=seat, card=card).status_code == 302, (seat, card)
    page = _text(scorer.client.get(f"/tables/{table}"))
    assert 'class="status status-scored"' in page
    # the next deal is the page's main button; another dealer may be chosen in the form kept aside
    assert 'class="primary big" data-type="new_deal">Next deal: dealt by' in page
    assert '<details class="panel new-deal" >' in page and "Start deal 2" in page
    assert "<details ><summary><h2>Record a late fact of this deal</h2></summary>" in page
    assert "Next, probably" not in page and re.search(r'<option value="\w+" selected>', page.split('id="event-type"')[1]
                                                      .split("</select>")[0]) is None


# -- a Call-Ace table: the form follows the engine's state of the deal ------------------------------------------------

#: The spec's example 06 (Call-Ace, five players, A deals): D orders up, A discards, D calls for the best spade (E's
#: ace), and the hand is played out.
CALL_ACE_HANDS = {"A": "KS QS KD KC QC", "B": "KH 8H AD JC 8C", "C": "9S 8S QH TH AC", "D": "JS JH QD JD TC",
                  "E": "AS TS TD 8D 9C"}


def _callace_table(scorer: Any) -> int:
    """A Call-Ace table of five, A (Ann) dealing, the deal recorded to the dealer's discard."""
    table = scorer.start_table(game="call-ace", code="callace", seats="A B C D E", player__0="Ann", player__1="Bob",
                               player__2="Cy", player__3="Di", player__4="Ed", dealer="0")
    assert scorer.record(table, type="deal", **{f"hands__{s}": h for s, h in CALL_ACE_HANDS.items()},
                         turn_up="9D").status_code == 302
    for event in [{"type": "pass", "seat": "B"}, {"type": "pass", "seat": "C"}, {"type": "order_up", "seat": "D"},
                  {"type": "discard", "seat": "A", "card": "QC"}]:
        assert scorer.record(table, **event).status_code == 302
    return table


def _suggested(page: str) -> list[str]:
    """The cards the picker suggests."""
    found = re.search(r'class="cards suggested">(.*?)</div>', page)
    return re.findall(r'value="(\w\w)"', found.group(1)) if found else []


def test_callace_23_the_prompt_asks_for_the_makers_call_before_the_lead(scorer: Any) -> None:
    # After the order and the discard the prompt asked for the eldest hand's lead: a scorer who followed it recorded
    # the lead first, and the call after it was ruled barred, "after the play had begun", the maker losing his partner.
    # callace:23: "If the maker of the trump does not call for a partner, he must announce that he plays alone".
    table = _callace_table(scorer)
    page = _text(scorer.client.get(f"/tables/{table}"))
    assert _hint(page) == "calls for a partner (or plays alone) by D (before the eldest hand leads)."
    assert '<option value="call_partner" selected>' in page and 'value="D" checked data-suggested' in page
    # a call the engine bars (the trump suit: "he must still call a plain suit or play alone") leaves it to be made
    assert scorer.record(table, type="call_partner", seat="D", suit="D").status_code == 302
    assert _hint(_text(scorer.client.get(f"/tables/{table}"))) == \
        "calls for a partner (or plays alone) by D (before the eldest hand leads)."
    assert scorer.record(table, type="call_partner", seat="D", suit="S").status_code == 302
    assert _hint(_text(scorer.client.get(f"/tables/{table}"))) == "plays a card by B (to lead)."
    table = _callace_table(scorer)  # a lone hand announced: no call is due
    assert scorer.record(table, type="go_alone", seat="D").status_code == 302
    assert _hint(_text(scorer.client.get(f"/tables/{table}"))) == "plays a card by B (to lead)."


def test_callace_29_32_the_prompt_and_picker_follow_a_penalty_calls_demand(scorer: Any) -> None:
    # C leads in B's turn; the maker calls hearts from B (callace:32). The prompt went on with the false lead ("plays
    # a card by D (to follow suit)", the queen's suit alone), never saying it is taken back nor that B must lead hearts;
    # a card exposed and called (callace:29) was not offered first either.
    table = _callace_table(scorer)
    assert scorer.record(table, type="call_partner", seat="D", suit="S").status_code == 302
    assert scorer.record(table, type="play", seat="C", card="QH").status_code == 302
    assert scorer.record(table, type="elect", seat="D", option="call_suit").status_code == 302
    assert scorer.record(table, type="call", seat="D", target="B", suit="H").status_code == 302
    page = _text(scorer.client.get(f"/tables/{table}"))
    assert _hint(page) == "takes back a card by C (the lead out of turn is taken back)." and _suggested(page) == ["QH"]
    assert scorer.record(table, type="take_back", seat="C", card="QH").status_code == 302
    page = _text(scorer.client.get(f"/tables/{table}"))
    assert _hint(page) == "plays a card by B (called on to lead hearts)."
    assert "Called on to lead hearts:" in page and _suggested(page) == ["KH", "8H"]
    for seat, card in [("B", "KH"), ("C", "TH"), ("D", "QD")]:
        assert scorer.record(table, type="play", seat=seat, card=card).status_code == 302
    assert scorer.record(table, type="expose", seat="E", card="9C", how="dropped").status_code == 302
    assert scorer.record(table, type="call", seat="D", target="E", card="9C").status_code == 302
    page = _text(scorer.client.get(f"/tables/{table}"))  # E holds no heart: he can play the card called
    assert _hint(page) == "plays a card by E (called on to play the 9♣)." and _suggested(page) == ["9C"]


def test_callace_46_the_prompt_asks_for_the_cards_to_be_shown(app: Any, scorer: Any) -> None:
    # A euchre early in the play, the partner unknown: the ruling awaits the cards shown, and the prompt said "elects a
    # penalty option" with nothing to elect.
    from callace_tables import record
    from test_callace import EUCHRE, hand
    from test_resilience_pages import _recorded

    events, _, hands = hand(5, {**EUCHRE, "C": ["KC", "QC", "JC", "TC", "9C"], "E": ["AC", "8D", "8S", "8C", "JS"]},
                            tricks=3)
    events[2]["hands"] = {"B": hands["B"], "D": hands["D"]}  # B made the trump; A's, C's and E's hands not known
    table = _recorded(app, record(5, {"dealer": "A", "events": events}))
    page = _text(scorer.client.get(f"/tables/{table}"))
    assert _hint(page) == "shows his cards by A (the ruling awaits the cards of A, C, E)."
    assert "the cards are to be shown.</strong>" in page and "an election awaits" not in page
    assert '<option value="show" selected>' in page


def test_callace_20_the_pages_say_the_suit_called_and_keep_the_partner_secret_until_the_deal_is_over(
        app: Any, scorer: Any, examples: Any) -> None:
    # The record and ruling pages never said which suit was called, nor who the partner was. The engine knows him from
    # the hands entered, but at the table he is not known until his card falls: not while the deal is in play.
    from test_resilience_pages import _recorded

    record = next(r for name, r, _ in examples if name.startswith("06-"))
    events = record["deals"][0]["events"]
    in_play = _recorded(app, {**record, "deals": [{"dealer": "A", "events": events[:12]}]})
    played = _recorded(app, record)
    for page in ("", "/ruling"):
        text = _text(scorer.client.get(f"/tables/{in_play}{page}"))
        assert '<span class="suit-S">♠</span> · partner not yet known' in text and "partner Ed" not in text, page
        text = _text(scorer.client.get(f"/tables/{played}{page}"))
        assert '<span class="suit-S">♠</span> · partner Ed (E)' in text, page


def test_1862_the_ruling_page_shows_the_scans_page_furniture_as_a_page_mark(app: Any, scorer: Any) -> None:
    # 1862:III.45 as the code's data keeps it, verbatim: "... four or three of the tricks, 46 EUCHRE. he can count but
    # one point", the scan's running head in mid-sentence. The page quotes it with a page mark, as the report does.
    from played import euchre_record, lone_march
    from test_resilience_pages import _recorded

    table = _recorded(app, euchre_record(lone_march("NS"), code="1862"))
    page = _text(scorer.client.get(f"/tables/{table}/ruling"))
    assert "four or three of the tricks, [p. 46] he can count but one point." in page and "46 EUCHRE." not in page


def test_callace_32_the_ruling_page_says_the_maker_elects(scorer: Any) -> None:
    # "a suit may be called, by the maker of the trump": the page said "The entitled side elects", and Call-Ace has no
    # sides.
    table = _callace_table(scorer)
    assert scorer.record(table, type="call_partner", seat="D", suit="S").status_code == 302
    assert scorer.record(table, type="play", seat="C", card="QH").status_code == 302
    page = _text(scorer.client.get(f"/tables/{table}/ruling"))
    assert "<strong>The maker of the trump, Di (D), elects:</strong>" in page and "entitled side" not in page


def test_a_callace_tables_form_offers_what_the_game_has(scorer: Any) -> None:
    # Call-Ace has no fixed partners: no assist, no discard passed to a partner; no jambone or jamboree (the 1862
    # code's); the maker plays alone instead of calling (callace:23). A euchre table has no partner to call (nor, under
    # Foster's laws, jambone or jamboree to declare: the form offers them only where agreed under the 1862 code).
    page = _text(scorer.client.get(f"/tables/{_callace_table(scorer)}"))
    types = page.split('id="event-type"')[1].split("</select>")[0]
    assert ">Orders up</option>" in types and "assists" not in types and 'value="declare"' not in types
    assert ">Plays alone (calls no partner)</option>" in types and ">Calls for a partner</option>" in types
    assert 'name="to_partner"' not in page
    page = _text(scorer.client.get(f"/tables/{scorer.start_table()}"))
    types = page.split('id="event-type"')[1].split("</select>")[0]
    assert ">Orders up (or assists)</option>" in types and 'value="declare"' not in types
    assert 'value="call_partner"' not in types and 'name="to_partner"' in page


def test_game_events_the_form_offers_railroads_partners_best_and_lone_defence_at_its_tables_alone(scorer: Any) -> None:
    # Game.events: Railroad's own section gives partner's best (foster:railroad#partners-best) and a lone hand
    # against a lone hand (#lone-against-lone); four-hand Euchre has neither, nor Penalty Euchre's exchange, and has
    # the bell of its progressive tables (foster:progressive#bell), which Railroad has not. Each table's form offers
    # its game's facts only (a fact of another game is still recorded, and ruled of no effect: test_games).
    def offered(table: int) -> str:
        return _text(scorer.client.get(f"/tables/{table}")).split('id="event-type"')[1].split("</select>")[0]

    railroad, euchre = offered(scorer.start_table(game="railroad")), offered(scorer.start_table())
    assert 'value="pass_card"' in railroad and 'value="defend_alone"' in railroad and 'value="bell"' not in railroad
    assert 'value="pass_card"' not in euchre and 'value="defend_alone"' not in euchre and 'value="bell"' in euchre
    assert 'value="exchange"' not in railroad + euchre and 'value="take_widow"' not in railroad + euchre


@pytest.mark.parametrize("name", sorted(GAMES))
def test_game_events_the_form_offers_each_game_its_declared_events_and_a_fact_recorded_again(name: str) -> None:
    from referee.web.view import event_labels
    game = GAMES[name]
    header = {"game": name, "code": game.codes[0], "seats": list("ABCDEFG"[:game.seats[0]]), "options": {}}
    assert set(event_labels(game, header)) == game.events - {"declare"}  # no declaration agreed (``declarations``)
    others = sorted({"pass_card", "exchange", "bell", "call_partner"} - game.events)
    assert others[0] not in event_labels(game, header) and others[0] in event_labels(game, header, kept=others[0])


def test_the_standings_of_players_who_only_played_callace_show_their_points_alone(app: Any, scorer: Any) -> None:
    # Columns of rubber points, rubbers and games all "—", and a note that they rank by rubber points.
    from played import callace_record
    from test_resilience_pages import _recorded

    _recorded(app, callace_record(6))
    page = _text(scorer.client.get("/standings"))
    assert "Rubber points" not in page and "Games</th>" not in page and "—" not in page
    assert "In order of points." in page
    points = [int(p) for p in re.findall(r'<td class="num">(-?\d+)</td></tr>', page)]
    assert len(points) == 5 and points == sorted(points, reverse=True)


def test_the_standings_of_a_club_with_a_euchre_table_and_a_callace_table_rank_each_game_apart(
        app: Any, scorer: Any) -> None:
    # Ranked as one, Ed's 12 points at Call-Ace (no rubbers: none counted as 0) came below the euchre rubber's
    # winners, and Di and Ann, at both tables, had their euchre and Call-Ace points summed.
    from played import callace_record, euchre_record
    from test_reports import RUBBER
    from test_resilience_pages import _recorded

    _recorded(app, euchre_record(*RUBBER))  # Ann & Cy win the rubber from Bob & Di
    _recorded(app, {**callace_record(8), "players": {"A": "Ed", "B": "Di", "C": "Flo", "D": "Ann", "E": "Gus"}})
    page = _text(scorer.client.get("/standings"))
    assert "2 tables, 16 deals." in page
    assert re.findall(r"<h2>(.*?)</h2>", page) == [
        "Euchre: per player", "Euchre: per partnership", "Call-Ace: per player", "Share the standings"]
    euchre, callace = page.split("<h2>Call-Ace: per player</h2>")
    assert _rows(euchre) == [  # rubber points, rubbers, games, points
        ["Ann at 1 table", "+2", "1", "2", "12"], ["Cy at 1 table", "+2", "1", "2", "12"],
        ["Bob at 1 table", "−2", "0", "1", "12"], ["Di at 1 table", "−2", "0", "1", "12"],
        ["Ann &amp; Cy at 1 table", "+2", "1", "2", "12"], ["Bob &amp; Di at 1 table", "−2", "0", "1", "12"]]
    assert _rows(callace) == [["Ed at 1 table", "12"], ["Di at 1 table", "9"], ["Ann at 1 table", "8"],
                              ["Flo at 1 table", "6"], ["Gus at 1 table", "5"]]
    assert "In order of rubber points, then games, then points." in euchre and "to the player's side." in euchre
    assert "In order of points." in callace and "to the player." in callace and "Rubber points" not in callace


def test_foster_31_the_prompt_asks_for_the_trick_to_be_turned_while_a_revoke_claimed_on_it_waits(scorer: Any) -> None:
    # foster:31: "A revoke may be corrected by the player making it before the trick in which it occurs has been
    # turned and quitted." W claims N's renounce while trick 1 is full on the table: the page said "an election
    # awaits" and prompted the play; nothing is to be elected until the trick is turned and quitted.
    table = scorer.start_table()
    _ordered_up(scorer, table)
    for seat, card in (("W", "KH"), ("N", "9C"), ("E", "9S"), ("S", "TH")):  # N renounces, holding AH and QH
        assert scorer.record(table, type="play", seat=seat, card=card).status_code == 302
    assert scorer.submit(f"/tables/{table}/dispute", what="revoke", offender="N", claimant="W", trick="1").status_code == 302
    page = _text(scorer.client.get(f"/tables/{table}"))
    assert "the revoke claimed waits for the trick to be turned and quitted" in page and "election awaits" not in page
    assert _hint(page) == ("trick turned and quitted (the revoke claimed is decided when the trick is turned and "
                           "quitted, unless the renounce is corrected first).")
    assert scorer.record(table, type="quit_trick").status_code == 302
    assert _hint(_text(scorer.client.get(f"/tables/{table}"))) == \
        "elects a penalty option by W (the ruling on the revoke awaits it)."
