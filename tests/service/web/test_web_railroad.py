"""Railroad Euchre at the table (Flask's test client): the options agreed when the table is started, and its facts
offered as one-tap buttons at the moments Foster's RAILROAD EUCHRE gives them (laws/foster-railroad.toml): partner's
best each way after a lone announcement, a lone hand against it, the jambone's calls before the play they govern."""
from __future__ import annotations

import re
from typing import Any

from test_web_table import HX, _fields, _html, _text

#: W deals and turns the nine of hearts (as tests/games/test_railroad.py's LONE): N orders it up alone.
LONE = {"N": "JH AH KH QS 9C", "E": "JK JD AS KS 9S", "S": "TH AC KC QC JC", "W": "AD KD QD QH TD"}


def _tap(scorer: Any, table: int, button: str) -> Any:
    html = scorer.client.get(f"/tables/{table}").get_data(as_text=True)
    response = scorer.client.post(f"/tables/{table}/events", data=_fields(html, button), headers=HX)
    assert response.status_code == 200, _text(response)
    return response


def _ordered_up_alone(scorer: Any, **options: Any) -> int:
    table = scorer.start_table(game="railroad", dealer="3", **options)  # W deals
    assert scorer.record(table, type="deal", **{f"hands__{s}": h for s, h in LONE.items()}, turn_up="9H").status_code \
        == 302
    assert scorer.record(table, type="order_up", seat="N", alone="1").status_code == 302
    assert scorer.record(table, type="discard", seat="W", card="TD").status_code == 302
    return table


def _options(app: Any, table: int) -> dict[str, Any]:
    from referee.store import GameTable
    from referee.web.db import get_db

    with app.app_context():
        return dict(get_db().get_one(GameTable, table).options)


def test_foster_railroad_scoring_the_form_offers_games_and_rubbers_and_the_variations(app: Any, scorer: Any) -> None:
    # foster:railroad#scoring: "the scoring is exactly the same as in the ordinary four-handed game" (a game of five,
    # foster:1; the rubber, foster:3), "but there are one or two variations which are sometimes agreed upon
    # beforehand": the laps, slams, pat hand, jambone and jamboree; and the suit of a turned joker (#joker-suit).
    page = _html(scorer.client.get("/tables/new"))
    for name in ("game_to", "rubbers", "joker_suit", "lap", "slam", "pat_hand", "jambone", "jamboree"):
        field = re.search(rf'data-games="([^"]*)"[^<]*(<[^>]*>[^<]*)*?<(input|select)[^>]*name="option.{name}"', page)
        assert field and "railroad" in field.group(1).split(), name
    table = scorer.start_table(game="railroad", option__game_to="7", option__joker_suit="S", option__lap="1",
                               option__slam="1", option__pat_hand="1", option__jambone="1", option__jamboree="1")
    assert _options(app, table) == {"game_to": 7, "joker_suit": "S", "lap": True, "slam": True, "pat_hand": True,
                                    "jambone": True, "jamboree": True, "rubbers": True}
    sheet = _text(scorer.client.get(f"/tables/{table}/scoresheet"))
    assert "NS: 0 points, 0 games" in sheet  # the sheet counts the games that laps and slams count


def test_foster_railroad_partners_best_offered_after_the_lone_announcement_each_way(scorer: Any) -> None:
    # foster:railroad#partners-best: "Any player announcing to play alone ... has the privilege of passing a card,
    # face down, to his partner. In exchange for this, but without seeing it, the partner gives the best card in his
    # hand to the lone player": N's cards to pass are offered, then S's to give.
    table = _ordered_up_alone(scorer)
    page = _html(scorer.client.get(f"/tables/{table}"))
    assert 'data-type="pass_card" data-seat="N" data-to="S" data-card="9C"' in page
    assert 'data-type="play" data-seat="N"' in page  # or he plays without it: the lead passes the privilege by
    response = _tap(scorer, table, 'data-type="pass_card" data-seat="N" data-to="S" data-card="9C"')
    page = _html(response)
    assert "gives his best card to N Ann, face down" in _text(response)
    assert 'data-type="pass_card" data-seat="S" data-to="N" data-card="TH"' in page
    assert 'data-type="play"' not in page  # "the partner cannot refuse" (#partner-cannot-refuse)
    page = _html(_tap(scorer, table, 'data-type="pass_card" data-seat="S" data-to="N" data-card="TH"'))
    # foster:railroad#lone-against-lone: "either of his adversaries may play alone against him"
    assert 'data-type="defend_alone" data-seat="E"' in page and 'data-type="defend_alone" data-seat="W"' in page
    page = _html(_tap(scorer, table, 'data-type="defend_alone" data-seat="E"'))
    # "discarding and taking partner's best card in the same manner"
    assert 'data-type="pass_card" data-seat="E" data-to="W" data-card="9S"' in page
    _tap(scorer, table, 'data-type="pass_card" data-seat="E" data-to="W" data-card="9S"')
    page = _html(_tap(scorer, table, 'data-type="pass_card" data-seat="W" data-to="E" data-card="QH"'))
    assert 'data-type="play" data-seat="N" data-card="TH"' in page  # the lead, the best he was given in his hand
    ruling = scorer.client.get(f"/tables/{table}/ruling").get_data(as_text=True)
    assert "irregularity" not in ruling.lower() or "No irregularity" in ruling


def test_foster_railroad_pat_hand_no_lone_hand_offered_against_it(scorer: Any) -> None:
    # foster:railroad#pat-hand: a pat hand agreed, the lone player who takes no partner's best plays a pat hand,
    # and "they are not permitted to play alone against him": no lone defence is offered before his exchange.
    table = _ordered_up_alone(scorer, option__pat_hand="1")
    page = _html(scorer.client.get(f"/tables/{table}"))
    assert 'data-type="pass_card" data-seat="N"' in page and 'data-type="defend_alone"' not in page


def test_foster_railroad_jambone_lead_call_by_the_player_on_his_left_before_the_play(scorer: Any) -> None:
    # foster:railroad#jambone: "Any person playing a lone hand may announce Jambone"; #jambone-lead-call: "If a lead
    # is required, it must be called by the person on the jambone player's left": E calls N's lead, then N plays it.
    table = _ordered_up_alone(scorer, option__jambone="1")
    page = _html(scorer.client.get(f"/tables/{table}"))
    assert 'data-type="declare" data-seat="N" data-what="jambone"' in page
    page = _html(_tap(scorer, table, 'data-type="declare" data-seat="N" data-what="jambone"'))
    assert 'data-type="defend_alone"' not in page  # "It is not allowable to play alone against a jambone."
    assert 'data-type="call" data-seat="E" data-target="N" data-card="KH"' in page
    response = _tap(scorer, table, 'data-type="call" data-seat="E" data-target="N" data-card="KH"')
    assert "Bob (E) calls on Ann (N): K♥" in _text(response)
    assert re.findall(r'data-type="play" data-seat="N" data-card="(\w+)"', _html(response)) == ["KH"]
    _tap(scorer, table, 'data-type="play" data-seat="N" data-card="KH"')
    page = _html(scorer.client.get(f"/tables/{table}"))
    assert 'data-type="play" data-seat="E"' in page  # E follows: no call on his own play


def test_foster_railroad_partners_best_the_sheets_show_the_passed_cards_face_down_until_shown(scorer: Any) -> None:
    # foster:railroad#partners-best: the lone player passes a card "face down", and the partner passes his best "to
    # him face down": the scoresheet and the ruling report (HTML and PDF) show each face down until it is shown.
    # N passes the 9♣ to S and takes S's 10♥; N leads the 10♥: it is shown, the 9♣ is not.
    table = _ordered_up_alone(scorer)
    for event in ({"seat": "N", "to": "S", "card": "9C"}, {"seat": "S", "to": "N", "card": "TH"}):
        assert scorer.record(table, type="pass_card", **event).status_code == 302
    scorer.client.get(f"/tables/{table}/scoresheet")  # the flash of what the scorer recorded, said to him once
    sheet = _html(scorer.client.get(f"/tables/{table}/scoresheet"))
    assert sheet.count('<span class="card-back" title="a card passed face down">face down</span>') == 2
    assert "9♣" not in sheet and "10♥" not in sheet
    assert scorer.record(table, type="play", seat="N", card="TH").status_code == 302
    scorer.client.get(f"/tables/{table}/scoresheet")
    sheet = _html(scorer.client.get(f"/tables/{table}/scoresheet"))
    assert "S to N 10♥" in sheet and "N to S <span class=\"card-back\"" in sheet and "9♣" not in sheet


def test_foster_railroad_partners_best_the_ruling_report_and_its_sheet_print_them_face_down_until_shown() -> None:
    # The same deal's record, as the ruling report and the scoresheet print it (referee.documents.reports, the PDF's HTML).
    from builders import deal, ev, record
    from referee.documents.reports import ruling_report_html, scoresheet_html

    hands = {s: h.split() for s, h in LONE.items()}
    data = record(deal("W", ev("order_up", "N", alone=True), ev("discard", "W", card="TD"),
                       ev("pass_card", "N", to="S", card="9C"), ev("pass_card", "S", to="N", card="TH"),
                       ev("play", "N", card="TH"), hands=hands, turn_up="9H"), game="railroad")
    report = re.sub(r"\s+", " ", ruling_report_html(data))
    passed = re.search(r"<th>Passed face down</th><td>(.*?)</td>", report)
    assert passed and passed[1].count('<span class="tile down">face down</span>') == 1 and "10" in passed[1]
    sheet = re.sub(r"\s+", " ", scoresheet_html([data]))
    assert "Passed for partner&#39;s best:" in sheet or "Passed for partner's best:" in sheet
    assert sheet.count('<span class="tile down">face down</span>') == 1


def test_foster_railroad_partners_best_the_ruling_page_names_no_card_passed_face_down(scorer: Any) -> None:
    # #partners-best: the best given "without seeing" the lone player's card, before it (out of turn): the ruling
    # page tells the fact ruled on without naming the card passed face down.
    table = _ordered_up_alone(scorer)
    assert scorer.record(table, type="pass_card", seat="S", to="N", card="TH").status_code == 302
    scorer.client.get(f"/tables/{table}")  # the flash of what the scorer recorded, said to him once
    page = _text(scorer.client.get(f"/tables/{table}/ruling"))
    assert "Partners best" in page or "partners best" in page.lower()
    assert "Cy (S) passes a card face down to Ann (N)" in page and "10♥" not in page


def test_foster_railroad_dealer_two_discards_the_second_after_his_partners_best(scorer: Any) -> None:
    # foster:railroad#dealer-two-discards: "If the dealer plays alone, he has two discards; the first in exchange for
    # his partner's best card, and then another, in exchange for the trump card, after seeing what his partner can
    # give him." W deals and takes up alone: his card to E first (or his discard, taking no best), then E's best,
    # then his discard for the nine of hearts, which may be the joker's partner's card passed to him.
    table = scorer.start_table(game="railroad", dealer="3")
    assert scorer.record(table, type="deal", **{f"hands__{s}": h for s, h in LONE.items()}, turn_up="9H").status_code \
        == 302
    for seat in ("N", "E", "S"):
        assert scorer.record(table, type="pass", seat=seat).status_code == 302
    assert scorer.record(table, type="take_up", seat="W", alone="1").status_code == 302
    page = _html(scorer.client.get(f"/tables/{table}"))
    assert 'data-type="pass_card" data-seat="W" data-to="E" data-card="TD"' in page
    assert 'data-type="discard" data-seat="W" data-card="9H"' in page  # no best taken: his one discard
    _tap(scorer, table, 'data-type="pass_card" data-seat="W" data-to="E" data-card="TD"')
    page = _html(_tap(scorer, table, 'data-type="pass_card" data-seat="E" data-to="W" data-card="JK"'))
    assert 'data-type="discard" data-seat="W" data-card="JK"' in page and 'data-type="defend_alone"' not in page
    page = _html(_tap(scorer, table, 'data-type="discard" data-seat="W" data-card="AD"'))
    assert 'data-type="defend_alone" data-seat="N"' in page and 'data-type="defend_alone" data-seat="S"' in page


def test_foster_railroad_jambone_follow_call_by_the_player_on_his_right(scorer: Any) -> None:
    # foster:railroad#jambone-follow-call: "If a card is called on a trick, it must be called by the person on the
    # jambone player's right." W deals, takes up alone and announces jambone; N leads; S, on W's right, calls W's card
    # to the trick, of the cards that follow suit ("they cannot make the player revoke", #jambone-calls).
    table = scorer.start_table(game="railroad", dealer="3", option__jambone="1")
    assert scorer.record(table, type="deal", **{f"hands__{s}": h for s, h in LONE.items()}, turn_up="9H").status_code \
        == 302
    for seat in ("N", "E", "S"):
        assert scorer.record(table, type="pass", seat=seat).status_code == 302
    assert scorer.record(table, type="take_up", seat="W", alone="1").status_code == 302
    _tap(scorer, table, 'data-type="declare" data-seat="W" data-what="jambone"')  # no discard asked of him (IV.68)
    _tap(scorer, table, 'data-type="play" data-seat="N" data-card="AH"')
    page = _html(_tap(scorer, table, 'data-type="play" data-seat="S" data-card="TH"'))
    calls = re.findall(r'data-type="call" data-seat="S" data-target="W" data-card="(\w+)"', page)
    assert "QH" in calls and not {"AD", "KD", "QD", "TD"} & set(calls)  # his hearts only: trumps are led
