"""The scorer's page at the table of a game that owns its deal (Flask's test client): the facts its part in play calls
legal now, one tap each, in the game's words (``quick.owned_offer`` over ``table.turn``), and a fact out of turn asked
about as a slip, never refused. Each case is built from the law it names."""
from __future__ import annotations

import re
from typing import Any

from werkzeug.datastructures import MultiDict

from test_web_table import HX, _fields, _tap, _text

NAPOLEON = {"game": "napoleon", "code": "foster", "dealer": "3", "options_sent": "1"}  # W deals, N bids first
#: foster:napoleon's four hands of five: N holds the three top spades.
HANDS = {"N": "AS KS QS AH 2D", "E": "JS 4H 5H 6C 7C", "S": "TS 8H 9H TC JC", "W": "9S QH KH QC KD"}


def _offered(scorer: Any, table: int) -> str:
    """The one-tap panel's words."""
    page = scorer.client.get(f"/tables/{table}").get_data(as_text=True)
    found = re.search(r'<section class="panel quick".*?</section>', page, re.S)
    assert found, "no one-tap panel"
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", found.group(0)))


def _dealt(scorer: Any, **options: str) -> int:
    table = scorer.start_table(**NAPOLEON, **options)
    response = scorer.record(table, type="deal", **{f"hands.{s}": h for s, h in HANDS.items()})
    assert response.status_code in (200, 302), response.get_data(as_text=True)
    return table


def test_foster_napoleon_dealing_a_napoleon_table_offers_its_deal_not_euchres_turn_up(scorer: Any) -> None:
    # foster:napoleon#dealing: "No trump is turned." The deal is one tap by the dealer, no card turned up offered.
    table = scorer.start_table(**NAPOLEON)
    said = _offered(scorer, table)
    assert "Dealt by W Di" in said and "Order up" not in said and "turn" not in said.replace("in turn", "")
    assert _tap(scorer, table, 'data-type="deal"').status_code == 200
    assert "N Ann in turn: Bid, Pass" in _offered(scorer, table)


def test_foster_napoleon_bidding_each_in_turn_increases_or_passes(scorer: Any) -> None:
    # foster:napoleon#bidding: "Beginning on the dealer's left, each player in turn bids ... stating the number of
    # tricks"; #increase: "A bid having been made, any following player must either increase it or pass."
    table = _dealt(scorer)
    said = _offered(scorer, table)
    assert "N Ann in turn" in said and all(f"Bid {n}" in said for n in range(1, 6)) and "Pass" in said
    _tap(scorer, table, 'data-type="bid" data-seat="N" data-value="3"')
    said = _offered(scorer, table)
    assert "E Bob in turn" in said and "Bid 4" in said and "Bid 5" in said and "Bid 3" not in said


def test_foster_napoleon_nap_precludes_further_bidding_and_misere_is_offered_where_allowed(scorer: Any) -> None:
    # foster:napoleon#nap: nap "is the highest bid possible, and precludes any further bidding"; #misere: "In some
    # places a misère bid is allowed".
    table = _dealt(scorer, option__misere="on")
    assert "Bid misere" in _offered(scorer, table)
    _tap(scorer, table, 'data-type="bid" data-seat="N" data-value="5"')
    said = _offered(scorer, table)  # no bid after it: the napoleon leads
    assert "N Ann in turn" in said and "A♠" in said and "Bid " not in said.split("in turn:")[1]


def test_foster_napoleon_a_misere_tapped_is_recorded_as_a_misere(scorer: Any) -> None:
    # foster:napoleon#misere: the misère tapped is recorded as one (the bid's flag posted by its button).
    table = _dealt(scorer, option__misere="on")
    html = scorer.client.get(f"/tables/{table}").get_data(as_text=True)
    form = next(f for f in re.findall(r"<form .*?</form>", html, re.S) if "Bid misere" in f)
    fields = dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', form))
    assert fields["misere"] == "1"
    response = scorer.client.post(f"/tables/{table}/events", data=fields, headers=HX)
    assert "E Bob in turn" in _text(response) and "Bid 4" in _offered(scorer, table)


def test_foster_napoleon_first_lead_the_bidders_cards_then_following_suit(scorer: Any) -> None:
    # foster:napoleon#first-lead: "The player bidding the highest number of tricks has the first lead"; then each
    # follows suit where he can: E, holding the J♠ alone of spades, is offered it alone.
    table = _dealt(scorer)
    _tap(scorer, table, 'data-type="bid" data-seat="N" data-value="3"')
    for seat in "ESW":
        _tap(scorer, table, f'data-type="pass" data-seat="{seat}"')
    said = _offered(scorer, table)
    assert "N Ann in turn" in said and all(c in said for c in ("A♠", "K♠", "Q♠", "A♥", "2♦"))
    _tap(scorer, table, 'data-card="AS"')
    said = _offered(scorer, table)
    assert "E Bob in turn" in said and "J♠" in said and "4♥" not in said and "7♣" not in said


def test_foster_napoleon_bidding_out_of_turn_is_asked_about_not_refused(scorer: Any) -> None:
    # foster:napoleon#bidding: "each player in turn bids". S's bid before N's is asked about first; "Record it"
    # records it as sent.
    table = _dealt(scorer)
    html = scorer.client.get(f"/tables/{table}").get_data(as_text=True)
    fields = {**_fields(html, 'data-type="bid" data-seat="N" data-value="3"'), "seat": "S"}
    response = scorer.client.post(f"/tables/{table}/events", data=fields, headers=HX)
    assert response.status_code == 200
    page = _text(response)
    assert "This will be ruled an out of turn bid" in page and "Record it, or fix it?" in page
    assert "N Ann in turn" in _offered(scorer, table)  # nothing recorded
    response = scorer.client.post(f"/tables/{table}/events", data={k: v for k, v in fields.items() if k != "ask"},
                                  headers=HX)
    assert response.status_code == 200 and "out of turn" in scorer.client.get(f"/tables/{table}/ruling").get_data(
        as_text=True).lower()


ECARTE = {"game": "ecarte", "code": "foster", "seats": "A B", "player__0": "Ann", "player__1": "Bob", "dealer": "0",
          "options_sent": "1"}
ECARTE_HANDS = {"A": "KS QS 7H 8H 9C", "B": "AS TS KH QH JH"}
#: The stock, from its top.
STOCK = "9S 8S JS AH TH 9H KD QD JD AD TD 9D 8D 7D KC QC JC AC TC 8C 7C"


def test_foster_ecarte_propose_discard_then_the_cards_given_from_the_stock(scorer: Any) -> None:
    # foster:ecarte#propose: the pone "says: 'I propose'"; #stand: or "I play"; #discard: "the elder hand discards any
    # number of cards from one to five"; the dealer gives him as many from the stock, then discards and takes his.
    table = scorer.start_table(**ECARTE)
    scorer.record(table, type="deal", turn_up="7S", stock=STOCK, **{f"hands.{s}": h for s, h in ECARTE_HANDS.items()})
    said = _offered(scorer, table)
    assert "B Bob in turn: Propose, I play" in said
    _tap(scorer, table, 'data-type="propose"')
    assert "A Ann in turn: Accept, Refuse" in _offered(scorer, table)
    _tap(scorer, table, 'data-type="accept"')
    said = _offered(scorer, table)
    # his hand recorded: the cards he lays out are picked and sent at once (a number alone would leave them in it)
    assert "B Bob in turn: Discards" in said and "Discards: pick the cards" in said and "Discards 2" not in said
    assert "I play" not in said  # a round open: he discards before he may stand again (#propose-again)
    html = scorer.client.get(f"/tables/{table}").get_data(as_text=True)
    form = next(f for f in re.findall(r"<form .*?</form>", html, re.S) if "taps-pick" in f)
    fields = list(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', form))
    scorer.client.post(f"/tables/{table}/events", headers=HX,
                       data=MultiDict([*fields, ("cards", "AS"), ("cards", "TS")]))  # two boxes ticked
    said = _offered(scorer, table)
    assert "A Ann in turn: Give" in said and "Give 2" in said  # as many as he asked for
    assert "Bob (B) discards A♠ 10♠" in _text(scorer.client.get(f"/tables/{table}"))


def test_foster_ecarte_stand_then_the_pone_leads_his_cards(scorer: Any) -> None:
    # foster:ecarte#stand: the pone "plays without proposing"; the elder hand leads: his cards are offered.
    table = scorer.start_table(**ECARTE)
    scorer.record(table, type="deal", turn_up="7S", **{f"hands.{s}": h for s, h in ECARTE_HANDS.items()})
    _tap(scorer, table, 'data-type="stand"')
    said = _offered(scorer, table)
    assert "B Bob in turn" in said and all(c in said for c in ("A♠", "10♠", "K♥", "Q♥", "J♥"))


LOO_SEATS = "A B C D E F G H"
LOO_HANDS = {"A": "AS 2H 3C", "B": "KS 4H 5C", "C": "QS 6H 7C", "D": "JS 8H 9C", "E": "TS TH TC", "F": "9S JH JC",
             "G": "8S QH QC", "H": "7S KH KC"}


def test_foster_loo_simple_all_follow_eight_seats_on_one_page_the_cards_of_the_seat_in_turn(scorer: Any) -> None:
    # foster:loo#simple: the first deal a simple, no trump, every one plays; #simple-all-follow: "the winner of the
    # trick leads any card he pleases for the next trick". Eight seats at one table, the seat in turn's cards offered.
    players = {f"player__{i}": name for i, name in enumerate("Ann Bob Cy Di Ed Flo Gus Hal".split())}
    table = scorer.start_table(game="loo", code="foster", seats=LOO_SEATS, dealer="7", options_sent="1", **players)
    scorer.record(table, type="deal", **{f"hands.{s}": h for s, h in LOO_HANDS.items()})
    said = _offered(scorer, table)
    assert "A Ann in turn: Tricks taken, Play" in said and all(c in said for c in ("A♠", "2♥", "3♣"))
    for seat, card in zip("ABCDEFG", ("AS", "KS", "QS", "JS", "TS", "9S", "8S")):
        _tap(scorer, table, f'data-seat="{seat}" data-card="{card}"')
    said = _offered(scorer, table)
    assert "H Hal in turn: Play" in said and "7♠" in said and "K♥" not in said  # he follows suit
