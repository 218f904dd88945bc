"""No one request can stop the club's evening: what a request may make the service read or make is bounded
(``referee.web.bounds``; a table's deals and facts, ``referee.store.log``), beyond the bound the answer is a
413 (a body) or a 422 (a document too long to print) in the one error shape, and heavy work (documents,
whole records ruled or compared) takes turns (``referee.web.turns``) so that the other pages are served
meanwhile. And the requests that answered 500: JSON nested 1,000 deep, integers of thousands of digits,
``²`` and 5,000-digit numbers in a page's address or a form, a line break in the login's ``next``: each a
4xx, in the one error shape for the API."""
from __future__ import annotations

import threading
import time
from typing import Any

import pytest
from scorers import Scorer

from builders import HANDS, deal, ev, record
from test_web_api import _error_shape

FOUR = ["N", "E", "S", "W"]


def _bare(deals: list[dict[str, Any]]) -> dict[str, Any]:
    return {"format": "euchre-record/1", "game": "euchre", "code": "foster", "seats": FOUR,
            "players": {s: s.lower() for s in FOUR}, "deals": deals}


def _dealer(n: int) -> str:
    return FOUR[(2 + n) % 4]


@pytest.fixture
def client(app: Any) -> Any:
    return app.test_client()


# -- the bounds on a record sent to be ruled or compared -------------------------------------------------


@pytest.mark.parametrize("endpoint", ["/api/v1/rulings", "/api/v1/comparisons"])
def test_a_record_of_more_deals_than_a_season_is_a_413_naming_the_bound(client: Any, endpoint: str) -> None:
    from referee.web.bounds import RECORD_DEALS
    response = client.post(endpoint, json=_bare([{"dealer": _dealer(n), "events": []} for n in range(RECORD_DEALS + 1)]))
    errors = _error_shape(response.json, 413)
    assert errors == [{"path": "deals", "value": RECORD_DEALS + 1,
                       "message": f"{RECORD_DEALS + 1:,} deals: a record sent to the service holds at most "
                                  f"{RECORD_DEALS:,}."}]


def test_a_record_at_the_bound_is_ruled(client: Any) -> None:
    from referee.web.bounds import RECORD_DEALS
    response = client.post("/api/v1/rulings", json=_bare([{"dealer": _dealer(n), "events": []}
                                                          for n in range(RECORD_DEALS)]))
    assert response.status_code == 200 and len(response.json["deals"]) == RECORD_DEALS


def test_a_deal_of_more_facts_than_a_deal_keeps_is_a_413(client: Any) -> None:
    from referee.store.log import DEAL_FACTS
    remarks = [ev("remark", "N", about="score")] * (DEAL_FACTS + 1)
    errors = _error_shape(client.post("/api/v1/rulings", json=record(deal("S", *remarks))).json, 413)
    assert errors[0]["path"] == "deals[0].events" and errors[0]["value"] == DEAL_FACTS + 4  # with its shuffle, cut, deal


def test_a_record_of_more_facts_in_all_than_a_season_is_a_413(client: Any) -> None:
    from referee.web.bounds import RECORD_DEALS, RECORD_FACTS
    each = RECORD_FACTS // RECORD_DEALS + 1
    deals = [{"dealer": _dealer(n), "events": [{"type": "pass", "seat": "N"}] * each} for n in range(RECORD_DEALS)]
    errors = _error_shape(client.post("/api/v1/rulings", json=_bare(deals)).json, 413)
    assert errors[0]["path"] == "deals" and errors[0]["value"] == each * RECORD_DEALS


def test_annotations_beyond_their_bounds_are_a_413_in_a_record_and_at_a_table(client: Any, scorer: Scorer) -> None:
    from referee.web.bounds import ANNOTATION_LENGTH, ANNOTATIONS
    long = {"type": "shuffle", "seat": "S", "annotations": ["x" * (ANNOTATION_LENGTH + 1)]}
    many = {"type": "shuffle", "seat": "S", "annotations": ["x"] * (ANNOTATIONS + 1)}
    for event, path in ((long, "deals[0].events[0].annotations[0]"), (many, "deals[0].events[0].annotations")):
        errors = _error_shape(client.post("/api/v1/rulings", json=record({"dealer": "S", "events": [event]})).json, 413)
        assert [e["path"] for e in errors] == [path]
    table = scorer.start_table()
    token = scorer.token()
    for event in (long, many):
        response = scorer.client.post(f"/api/v1/tables/{table}/events", json={"sequence": 2, "event": event},
                                      headers={"Authorization": f"Bearer {token}"})
        assert _error_shape(response.json, 413)[0]["path"].startswith("event.annotations")
    at_bound = {"type": "shuffle", "seat": "S", "annotations": ["x" * ANNOTATION_LENGTH] * ANNOTATIONS}
    response = scorer.client.post(f"/api/v1/tables/{table}/events", json={"sequence": 2, "event": at_bound},
                                  headers={"Authorization": f"Bearer {token}"})
    assert response.status_code == 201


def test_at_most_a_hundred_errors_are_listed_and_the_message_says_how_many(client: Any) -> None:
    deals = [{"dealer": _dealer(n), "events": [{"type": "play", "seat": "N", "card": "ZZ"}]} for n in range(1000)]
    body = client.post("/api/v1/rulings", json=_bare(deals)).json
    assert len(_error_shape(body, 422)) == 100
    assert body["message"].endswith("(the first 100 of 1,000 errors are listed)")


# -- the bounds on what a table keeps ------------------------------------------------------------------------


def test_a_deal_at_a_table_keeps_at_most_its_bound_of_facts(scorer: Scorer) -> None:
    from referee.store.log import DEAL_FACTS
    table = scorer.start_table()
    token = {"Authorization": f"Bearer {scorer.token()}"}
    for n in range(DEAL_FACTS):
        response = scorer.client.post(f"/api/v1/tables/{table}/events", headers=token,
                                      json={"sequence": n + 2, "event": {"type": "remark", "seat": "N", "about": "score"}})
        assert response.status_code == 201, response.json
    response = scorer.client.post(f"/api/v1/tables/{table}/events", headers=token,
                                  json={"sequence": DEAL_FACTS + 2, "event": {"type": "shuffle", "seat": "S"}})
    assert _error_shape(response.json, 422)[0]["message"].startswith(f"The deal has {DEAL_FACTS} facts, the most")


def test_a_table_keeps_at_most_its_bound_of_deals_and_of_events(scorer: Scorer, monkeypatch: Any) -> None:
    from referee.store import log
    monkeypatch.setattr(log, "TABLE_DEALS", 3)
    monkeypatch.setattr(log, "TABLE_EVENTS", 5)
    table = scorer.start_table()  # event 1 opens deal 1
    token = {"Authorization": f"Bearer {scorer.token()}"}

    def post(sequence: int, event: dict[str, Any]) -> Any:
        return scorer.client.post(f"/api/v1/tables/{table}/events", headers=token,
                                  json={"sequence": sequence, "event": event})

    assert post(2, {"type": "new_deal", "dealer": "W"}).status_code == 201
    assert post(3, {"type": "new_deal", "dealer": "N"}).status_code == 201
    refused = post(4, {"type": "new_deal", "dealer": "E"})
    assert "A table keeps at most 3 deals" in _error_shape(refused.json, 422)[0]["message"]
    assert post(4, {"type": "shuffle", "seat": "N"}).status_code == 201
    assert post(5, {"type": "cut", "seat": "E"}).status_code == 201
    refused = post(6, {"type": "remark", "seat": "N", "about": "score"})
    assert "A table keeps at most 5 events" in _error_shape(refused.json, 422)[0]["message"]


# -- documents too long to print, and the evening's sheet ---------------------------------------------------


def test_a_ruling_report_of_more_deals_than_its_bound_is_a_422_saying_print_fewer(scorer: Scorer) -> None:
    from referee.web.bounds import REPORT_DEALS
    table = scorer.start_table()
    dealer = "S"
    for n in range(REPORT_DEALS):  # deals with no ruling: the report would print them all
        dealer = FOUR[(FOUR.index(dealer) + 1) % 4]
        assert scorer.submit(f"/tables/{table}", f"/tables/{table}/deals", dealer=dealer).status_code == 302
    response = scorer.client.get(f"/tables/{table}/ruling.pdf")
    assert response.status_code == 422
    assert f"one printed here holds at most {REPORT_DEALS} deals" in response.get_data(as_text=True)
    assert scorer.client.get(f"/tables/{table}/ruling.pdf?deal=3").status_code == 200  # a deal at a time


def test_a_ruling_report_of_more_rulings_than_its_bound_is_a_422(scorer: Scorer) -> None:
    from referee.web.bounds import REPORT_RULINGS
    table = scorer.start_table()
    for _ in range(REPORT_RULINGS + 1):
        assert scorer.record(table, type="remark", seat="N", about="score").status_code == 302
    response = scorer.client.get(f"/tables/{table}/ruling.pdf")
    assert response.status_code == 422 and f"{REPORT_RULINGS + 1} rulings" in response.get_data(as_text=True)


def test_an_evening_of_more_tables_than_its_bound_is_a_422(scorer: Scorer) -> None:
    from referee.web.bounds import EVENING_TABLES
    query = "&".join(f"table={n}" for n in range(1, EVENING_TABLES + 2))
    response = scorer.client.get(f"/evening.pdf?{query}")
    assert response.status_code == 422 and f"at most {EVENING_TABLES}" in response.get_data(as_text=True)


# -- heavy work takes turns ------------------------------------------------------------------------------------


def test_heavy_work_takes_turns_one_at_a_time_one_waiting_the_others_turned_away() -> None:
    from werkzeug.exceptions import ServiceUnavailable

    from referee.web.turns import Turns
    turns = Turns(running=1, waiting=1, patience=5.0)
    order: list[str] = []
    first, done = threading.Event(), threading.Event()

    def holder() -> None:
        with turns.turn():
            order.append("first")
            first.set()
            done.wait(5)

    def waiter() -> None:
        with turns.turn():
            order.append("second")

    threads = [threading.Thread(target=holder), threading.Thread(target=waiter)]
    threads[0].start()
    first.wait(5)
    threads[1].start()
    time.sleep(0.2)  # the second waits in the queue
    with pytest.raises(ServiceUnavailable) as turned_away:  # the third finds no room: at once
        with turns.turn():
            pass
    assert turned_away.value.retry_after
    done.set()
    for t in threads:
        t.join(5)
    assert order == ["first", "second"]
    impatient = Turns(running=1, waiting=1, patience=0.1)
    with impatient.turn(), pytest.raises(ServiceUnavailable):
        with impatient.turn():
            pass


def test_while_anonymous_work_holds_every_open_turn_a_scorer_prints_and_more_anonymous_work_is_turned_away(
        app: Any, scorer: Scorer, revoke_record: dict[str, Any]) -> None:
    # the re-probe: four anonymous loops posting the 1,000-deal comparison made 19 of a scorer's 20 PDFs answer 503
    from referee.web.turns import EXTENSION
    table = scorer.start_table()
    token = {"Authorization": f"Bearer {scorer.token()}"}
    turns = app.extensions[EXTENSION][False]  # the open turns
    running, waiting, done = threading.Event(), threading.Event(), threading.Event()

    def hold(started: threading.Event) -> None:
        with turns.turn():
            started.set()
            done.wait(30)

    holders = [threading.Thread(target=hold, args=(running,)), threading.Thread(target=hold, args=(waiting,))]
    holders[0].start()
    running.wait(5)
    holders[1].start()  # waits for the turn: the queue is full
    time.sleep(0.2)
    client = app.test_client()
    try:
        started = time.perf_counter()
        for endpoint in ("/api/v1/rulings", "/api/v1/comparisons"):
            response = client.post(endpoint, json=revoke_record)
            assert _error_shape(response.json, 503) == [] and int(response.headers["Retry-After"]) > 0
            assert "try again" in response.json["message"]
        assert time.perf_counter() - started < 2  # turned away at once, the body unread
        assert client.get("/auth/login").status_code == 200
        pdf = scorer.client.get(f"/tables/{table}/ruling.pdf")
        assert pdf.status_code == 200 and pdf.data.startswith(b"%PDF")
        # the open endpoints sent with a scorer's token or session are the club's work: they take its turns
        assert client.post("/api/v1/rulings", json=revoke_record, headers=token).status_code == 200
        assert scorer.client.post("/api/v1/comparisons", json=revoke_record).status_code == 200
    finally:
        done.set()
        for t in holders:
            t.join(30)
    assert client.post("/api/v1/rulings", json=revoke_record).status_code == 200


@pytest.mark.parametrize("endpoint", ["/api/v1/rulings", "/api/v1/comparisons", "/api/v1/evenings/rule"])
def test_a_client_without_an_account_is_held_to_a_rate_on_the_open_endpoints(
        app: Any, scorer: Scorer, endpoint: str) -> None:
    from referee.web.rate import DEFAULTS, OPEN
    most, per = DEFAULTS[OPEN]
    client = app.test_client()
    for n in range(most):  # what is sent counts, whatever it is: an empty body costs a turn too
        assert client.post(endpoint, json={}, environ_base={"REMOTE_ADDR": "10.0.7.1"}).status_code == 422, n
    refused = client.post(endpoint, json={}, environ_base={"REMOTE_ADDR": "10.0.7.1"})
    assert _error_shape(refused.json, 429) == [] and 0 < int(refused.headers["Retry-After"]) <= per
    assert "Too many requests from your address" in refused.json["message"]
    assert client.post(endpoint, json={}, environ_base={"REMOTE_ADDR": "10.0.7.2"}).status_code == 422  # another
    token = {"Authorization": f"Bearer {scorer.token()}"}  # a scorer's work is the club's: no rate
    assert client.post(endpoint, json={}, headers=token, environ_base={"REMOTE_ADDR": "10.0.7.1"}).status_code == 422


# -- the 500s that were left --------------------------------------------------------------------------------


@pytest.fixture
def api_table(scorer: Scorer) -> tuple[int, dict[str, str]]:
    return scorer.start_table(), {"Authorization": f"Bearer {scorer.token()}", "Content-Type": "application/json"}


DEEP = "[" * 1000 + "]" * 1000
BIG = "9" * 4300


@pytest.mark.parametrize("body,code,path", [
    (DEEP, 400, "body"), ('{"deals": ' + DEEP + "}", 400, "body"),
    ('{"format": ' + '{"a": ' * 1000 + "1" + "}" * 1001, 400, "body"),
    ('{"deals": [' + "[" * 40 + "]" * 40 + "]}", 413, "$"),
    ('{"start_score": {"N": ' + BIG + '}}', 413, "start_score.N"), ('{"deals": ' + BIG + "9}", 413, "deals"),
    ('{"x": -' + BIG + "}", 413, "x"),
], ids=["array", "deals", "object", "40 deep", "4300 digits", "4301 digits", "negative"])
def test_json_nested_deep_or_with_huge_integers_is_a_4xx_in_the_one_shape(client: Any, body: str, code: int,
                                                                           path: str) -> None:
    """Nested past what the parser follows (about a thousand deep): the body is not JSON the service reads (400);
    past the bound it reads (413, the whole body named), or with an integer longer than its bound (413, its field
    named)."""
    for endpoint in ("/api/v1/rulings", "/api/v1/comparisons"):
        response = client.post(endpoint, data=body, content_type="application/json")
        assert _error_shape(response.json, code)[0]["path"] == path


@pytest.mark.parametrize("field", ["sequence", "deal", "in_place_of", "event.trick", "event.sequence"])
def test_a_4300_digit_integer_in_any_field_of_an_event_is_a_4xx_in_the_one_shape(
        app: Any, api_table: tuple[int, dict[str, str]], field: str) -> None:
    table, headers = api_table
    event = '{"type": "claim", "seat": "N", "kind": "revoke", "against": "E", "trick": 1}'
    if field.startswith("event."):
        event = event.replace('"trick": 1', f'"{field[6:]}": {BIG}')
    body = '{"sequence": 2, "event": ' + event + "}"
    if not field.startswith("event."):
        body = body.replace('"sequence": 2', f'"sequence": 2, "{field}": {BIG}' if field != "sequence" else
                            f'"sequence": {BIG}')
    response = app.test_client().post(f"/api/v1/tables/{table}/events", data=body, headers=headers)
    _error_shape(response.json, 413)


@pytest.mark.parametrize("value", ["²", "9" * 5000, "٣", "-" + "9" * 20])
def test_odd_numbers_in_a_pages_address_are_a_400(scorer: Scorer, value: str) -> None:
    table = scorer.start_table()
    for page in (f"/tables/{table}?deal={value}", f"/tables/{table}?replace={value}",
                 f"/tables/{table}/history?last={value}", f"/tables/{table}/ruling.pdf?deal={value}",
                 f"/tables/{table}/dispute?deal={value}", f"/evening.pdf?table={value}"):
        assert scorer.client.get(page).status_code == 400, page


def test_an_id_beyond_a_columns_range_in_any_path_is_no_500(scorer: Scorer) -> None:
    import re
    scorer.start_table()
    token = {"Authorization": f"Bearer {scorer.token()}"}
    csrf = Scorer.csrf(scorer.client.get("/auth/scorers").get_data(as_text=True))
    rules = [r for r in scorer.client.application.url_map.iter_rules() if "<int" in r.rule]
    assert {"/auth/scorers/<int(max=2147483647):scorer_id>/remove", "/tables/<int:table_id>"} <= {r.rule for r in rules}
    for rule in rules:
        for number in ("2147483648", "9" * 20, "9" * 5000):
            url = re.sub(r"<int[^>]*>", number, rule.rule)
            for method in sorted((rule.methods or set()) & {"GET", "POST"}):
                if url.startswith("/api/"):
                    response = scorer.client.open(url, method=method, headers=token, json={})
                else:
                    response = scorer.client.open(url, method=method, data={"csrf_token": csrf})
                assert response.status_code < 500, (method, url[:60], response.status_code)


@pytest.mark.parametrize("value", ["²", "9" * 5000])
def test_odd_numbers_in_a_form_are_a_4xx(scorer: Scorer, value: str) -> None:
    table = scorer.start_table()
    sends = [
        (f"/tables/{table}", f"/tables/{table}/events", {"type": "shuffle", "seat": "S", "sequence": value}),
        (f"/tables/{table}", f"/tables/{table}/events", {"type": "claim", "seat": "N", "against": "E", "trick": value}),
        (f"/tables/{table}", f"/tables/{table}/events", {"type": "shuffle", "seat": "S", "deal": value}),
        (f"/tables/{table}", f"/tables/{table}/events", {"type": "shuffle", "seat": "S", "replace": value}),
        (f"/tables/{table}/history", f"/tables/{table}/retract", {"target": value, "reason": "x"}),
        (f"/tables/{table}/dispute", None, {"what": "revoke", "trick": value, "claimant": "N", "offender": "E"}),
        (f"/tables/{table}/dispute", None, {"what": "misdeal", "fault": "wrong_count", "count": value}),
        (f"/tables/{table}/ruling", f"/tables/{table}/elect", {"deal": value, "seat": "N", "option": "x"}),
        (f"/tables/{table}/ruling", f"/tables/{table}/elect", {"ruling_event": value, "seat": "N", "option": "x"}),
        ("/tables/new", None, {"name": "T", "seats": "N E S W", "option__game_to": value, "dealer": "0"}),
        ("/tables/new", None, {"name": "T", "seats": "N E S W", "dealer": value}),
    ]
    for page, action, data in sends:
        response = scorer.submit(page, action, **data)
        assert response.status_code < 500, (action or page, data)
        if response.status_code == 302 and action and action.endswith(("/retract", "/elect")):
            assert "Not" in scorer.client.get(response.headers["Location"]).get_data(as_text=True)  # refused, said


@pytest.mark.parametrize("target", ["/\r\nX-Evil: 1", "/\n", "/tables/1\r"])
def test_a_line_break_in_the_logins_next_is_no_500(app: Any, scorer: Scorer, target: str) -> None:
    visitor = Scorer(app.test_client(), "ann")
    from urllib.parse import quote
    response = visitor.submit(f"/auth/login?next={quote(target)}", username="ann", password="correct horse",
                              club="Hoyle Club")
    assert response.status_code == 302 and response.headers["Location"] == "/"


@pytest.mark.parametrize("value", ["a\x00b", "x" * 300, "x" * 100_000, "\u2028"], ids=["NUL", "300", "100,000", "LS"])
def test_what_no_column_can_hold_in_a_form_or_an_address_is_no_500(app: Any, scorer: Scorer, value: str) -> None:
    """PostgreSQL's text holds no NUL, and its columns have lengths: a log-in, the scorers' and tokens' forms
    and a share link refuse what they cannot hold, or hold it without, and answer no 500."""
    visitor = Scorer(app.test_client(), "x")
    for fields in ({"username": value, "password": value, "club": value}, {"username": "ann", "password": "x",
                                                                           "club": value}):
        # a club that is a line separator alone is none once stripped: "Name your club" (422)
        assert visitor.submit("/auth/login", **fields).status_code == (422 if value == "\u2028" else 401)
    assert scorer.submit("/auth/scorers", username=value, password="correct horse").status_code == 422
    response = scorer.submit("/auth/tokens", name=value)
    assert response.status_code == 200 and 'id="new-token"' in response.get_data(as_text=True)
    assert scorer.client.get(f"/share/{value[:1000]}").status_code == 404
