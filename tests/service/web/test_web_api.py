"""The JSON API: open rulings, the tables with their token, the append-only events
(409 for a stale sequence, 422 naming the field), one error shape; on SQLite and PostgreSQL."""
from __future__ import annotations

import json
import threading
from typing import Any

import pytest

import referee
from referee.games import GAMES
from referee.store.kept import as_json

HANDS = {"N": ["AH", "QH", "AD", "TC", "9C"], "E": ["AS", "9S", "JH", "KD", "QC"],
         "S": ["KS", "TS", "TH", "9H", "KC"], "W": ["QS", "JS", "KH", "QD", "JD"]}


def _error_shape(body: dict[str, Any], code: int) -> list[dict[str, Any]]:
    assert set(body) == {"code", "status", "message", "errors"}, body
    assert body["code"] == code
    for e in body["errors"]:
        assert set(e) == {"path", "value", "message"}
    errors: list[dict[str, Any]] = body["errors"]
    return errors


@pytest.fixture
def api(scorer: Any) -> Any:
    """A test client with the scorer's bearer token."""
    token = scorer.token()

    class Client:
        headers = {"Authorization": f"Bearer {token}"}

        def get(self, url: str) -> Any:
            return scorer.client.get(url, headers=self.headers)

        def post(self, url: str, json: Any) -> Any:
            return scorer.client.post(url, json=json, headers=self.headers)

    return Client()


@pytest.fixture
def table(api: Any) -> int:
    response = api.post("/api/v1/tables", {"name": "API table", "players": {"N": "Ann", "E": "Bob"}, "dealer": "S"})
    assert response.status_code == 201, response.json
    assert response.json["head"] == 1
    return int(response.json["id"])


def test_anyone_may_check_a_ruling_and_nothing_is_stored(app: Any, revoke_record: dict[str, Any]) -> None:
    client = app.test_client()
    response = client.post("/api/v1/rulings", json=revoke_record)
    assert response.status_code == 200
    assert response.json == referee.rule(revoke_record)
    assert response.json["deals"][0]["rulings"][0]["laws"] == ["foster:30"]
    # in the engine's order, the spec's (format, game, code, deals; each deal's index, dealer, status...),
    # as a table's kept ruling is answered
    assert response.get_data(as_text=True).strip() == as_json(referee.rule(revoke_record))
    assert response.get_data(as_text=True).startswith('{"format":"euchre-ruling/1","game":"euchre","code":"foster"')
    assert client.get("/api/v1/tables").status_code == 401  # nothing to list, and nothing was kept


def test_an_invalid_record_is_a_422_naming_each_field(app: Any, revoke_record: dict[str, Any]) -> None:
    bad = {**revoke_record, "options": {"game_to": "ten"}}
    bad["deals"] = [{"dealer": "S", "events": [{"type": "play", "seat": "N", "card": "ZZ"},
                                               {"type": "claim", "seat": "W", "kind": "revoke", "against": "N", "trick": 11}]}]
    response = app.test_client().post("/api/v1/rulings", json=bad)
    errors = _error_shape(response.json, 422)
    assert {(e["path"], e["value"]) for e in errors} == {
        ("options.game_to", "ten"), ("deals[0].events[0].card", "ZZ"), ("deals[0].events[1].trick", 11)}


@pytest.mark.parametrize("body", [[1, 2], "a record", None])
def test_a_body_that_is_not_a_record_is_a_422_in_the_same_shape(app: Any, body: Any) -> None:
    response = app.test_client().post("/api/v1/rulings", json=body)
    assert response.status_code == 422
    _error_shape(response.json, 422)


def test_the_openapi_document_describes_the_api(app: Any) -> None:
    doc = app.test_client().get("/api/openapi.json").json
    assert doc["info"]["title"] == "Referee"
    for path in ("/api/v1/rulings", "/api/v1/tables", "/api/v1/tables/{table_id}/events",
                 "/api/v1/tables/{table_id}/ruling", "/api/v1/tables/{table_id}/scoresheet",
                 "/api/v1/tables/{table_id}/record"):
        assert path in doc["paths"], path
    assert doc["components"]["securitySchemes"]["bearerAuth"]["scheme"] == "bearer"
    post = doc["paths"]["/api/v1/tables/{table_id}/events"]["post"]
    assert {"201", "409", "422"} <= set(post["responses"])


def test_the_tables_need_a_scorers_token(app: Any, table: int) -> None:
    client = app.test_client()
    for url in ("/api/v1/tables", f"/api/v1/tables/{table}", f"/api/v1/tables/{table}/events"):
        response = client.get(url)
        assert response.status_code == 401
        assert response.headers["WWW-Authenticate"].startswith("Bearer")
        _error_shape(response.json, 401)
    response = client.post(f"/api/v1/tables/{table}/events", json={"sequence": 2, "event": {"type": "shuffle", "seat": "S"}},
                           headers={"Authorization": "Bearer not-a-token"})
    assert response.status_code == 401


def test_another_clubs_scorer_cannot_see_the_table(app: Any, table: int) -> None:
    from scorers import Scorer
    other = Scorer(app.test_client(), "zed")
    other.register(club="Another Club")
    headers = {"Authorization": f"Bearer {other.token()}"}
    for part in ("", "/events", "/record", "/ruling", "/scoresheet"):
        assert other.client.get(f"/api/v1/tables/{table}{part}", headers=headers).status_code == 404, part
    assert other.client.get("/api/v1/tables", headers=headers).json == []


def test_a_table_is_started_listed_and_read(api: Any, table: int) -> None:
    assert [t["id"] for t in api.get("/api/v1/tables").json] == [table]
    got = api.get(f"/api/v1/tables/{table}").json
    assert got["seats"] == ["N", "E", "S", "W"] and got["players"] == {"N": "Ann", "E": "Bob"}
    assert api.get(f"/api/v1/tables/{table}/record").json["deals"] == [{"dealer": "S", "events": []}]


def test_the_table_list_says_where_each_log_stands_without_reading_the_logs(app: Any, api: Any, table: int) -> None:
    """Each table listed with its head and live deals, from the state kept with its log: as many
    statements for a list of three tables with their events as for one table."""
    from sqlalchemy import event

    from referee.web.db import get_engine

    statements: list[str] = []
    event.listen(get_engine(app), "before_cursor_execute", lambda *args: statements.append(args[2]))
    assert api.get("/api/v1/tables").status_code == 200
    one_table = len(statements)
    second = api.post("/api/v1/tables", {"name": "Second", "dealer": "N"}).json["id"]
    api.post("/api/v1/tables", {"name": "Third"})
    for n, body in enumerate([{"type": "shuffle", "seat": "N"}, {"type": "cut", "seat": "W"},
                              {"type": "new_deal", "dealer": "E"}, {"type": "retract", "sequence": 4, "reason": "no"}],
                             start=2):
        assert api.post(f"/api/v1/tables/{second}/events", {"sequence": n, "event": body}).status_code == 201
    statements.clear()
    listed = {t["name"]: (t["head"], t["deals"]) for t in api.get("/api/v1/tables").json}
    assert len(statements) == one_table
    assert listed == {"API table": (1, 1), "Second": (5, 1), "Third": (0, 0)}
    for t in api.get("/api/v1/tables").json:  # as the table's own log has it
        history = api.get(f"/api/v1/tables/{t['id']}/events").json
        assert t["head"] == history["head"]
        assert t["deals"] == len(api.get(f"/api/v1/tables/{t['id']}/record").json["deals"])
    with get_engine(app).begin() as conn:  # a state lost (it is derived): the log says where it stands
        conn.exec_driver_sql(f"DELETE FROM table_states WHERE table_id = {second}")
    assert {t["name"]: (t["head"], t["deals"]) for t in api.get("/api/v1/tables").json} == listed


def test_an_impossible_table_is_a_422_naming_the_field(api: Any) -> None:
    response = api.post("/api/v1/tables", {"options": {"game_to": 0}})
    assert [e["path"] for e in _error_shape(response.json, 422)] == ["options.game_to"]
    response = api.post("/api/v1/tables", {"seats": "NESW"})
    assert [e["path"] for e in _error_shape(response.json, 422)] == ["seats"]


def test_a_string_holding_half_a_surrogate_pair_is_a_422_naming_it_never_a_500(api: Any, table: int) -> None:
    # JSON may escape half of a UTF-16 pair alone ("\\ud800"), which is no character: no database can keep it
    for url, body, path in (("/api/v1/tables", {"name": "Table \ud800"}, "name"),
                            ("/api/v1/tables", {"players": {"N": "Ann", "E": "B\udc00ob"}}, "players.E"),
                            (f"/api/v1/tables/{table}/events",
                             {"sequence": 2, "event": {"type": "retract", "sequence": 1, "reason": "\ud83d"}},
                             "event.reason")):
        response = api.post(url, body)
        assert response.status_code == 422 and _error_shape(response.json, 422) == [{
            "path": path, "value": None, "message": "Half of a UTF-16 surrogate pair, not a character."}]
    assert api.post("/api/v1/tables", {"name": "Table \U0001f0a1"}).status_code == 201  # a whole pair is a character


def test_json_the_service_does_not_read_is_a_400_saying_why_never_a_500(app: Any,
                                                                         revoke_record: dict[str, Any]) -> None:
    client = app.test_client()
    for body, said in ((b"[" * 100_000 + b"]" * 100_000, "nested deeper"),
                       (b'{"format": NaN}', "NaN is not a JSON number")):
        response = client.post("/api/v1/rulings", data=body, content_type="application/json")
        assert response.status_code == 400 and said in _error_shape(response.json, 400)[0]["message"]
    # a byte-order mark before the record is ignored, as RFC 8259 (8.1) allows and the command does
    response = client.post("/api/v1/rulings", data=b"\xef\xbb\xbf" + json.dumps(revoke_record).encode(),
                           content_type="application/json")
    assert response.status_code == 200 and response.json == referee.rule(revoke_record)


def test_the_revoke_recorded_event_by_event_is_ruled_by_foster_30(
        api: Any, table: int, revoke_record: dict[str, Any]) -> None:
    for n, event in enumerate(revoke_record["deals"][0]["events"], start=2):
        response = api.post(f"/api/v1/tables/{table}/events", {"sequence": n, "event": event})
        assert response.status_code == 201, response.json
        assert response.json["sequence"] == n and response.json["live"]
    ruling = api.get(f"/api/v1/tables/{table}/ruling").json
    expected = referee.rule(revoke_record)
    assert ruling["deals"] == expected["deals"] and ruling["score"] == {"NS": 0, "EW": 2}
    sheet = api.get(f"/api/v1/tables/{table}/scoresheet").json
    assert sheet["rows"][0]["score"] == {"NS": 0, "EW": 2}
    assert sheet["rows"][0]["status"] == "scored" and sheet["rows"][0]["result"] == "revoke"
    assert sheet["games"][0]["deals"] == [1]


def test_a_stale_sequence_is_a_409_and_stores_nothing(api: Any, table: int) -> None:
    assert api.post(f"/api/v1/tables/{table}/events", {"sequence": 2, "event": {"type": "shuffle", "seat": "S"}}).status_code == 201
    response = api.post(f"/api/v1/tables/{table}/events", {"sequence": 2, "event": {"type": "cut", "seat": "E"}})
    errors = _error_shape(response.json, 409)
    assert errors[0]["path"] == "sequence" and "next event is 3" in errors[0]["message"]
    assert api.get(f"/api/v1/tables/{table}/events").json["head"] == 2


def test_a_body_not_sent_as_json_and_a_table_not_found_are_said_plainly(app: Any, api: Any) -> None:
    # A record sent as form data was read as an empty one ("Missing data" for every field); an unknown table
    # answered werkzeug's "check your spelling".
    response = app.test_client().post("/api/v1/rulings", data=json.dumps({"format": "euchre-record/1"}),
                                      content_type="text/plain")
    assert _error_shape(response.json, 415) == [] and "Content-Type: application/json" in response.json["message"]
    missing = api.get("/api/v1/tables/999/ruling")
    assert _error_shape(missing.json, 404) == [] and "belongs to another club" in missing.json["message"]


@pytest.mark.parametrize(("body", "path"), [
    ({"sequence": 2, "event": {"type": "play", "seat": "N", "card": "1X"}}, "event.card"),
    ({"sequence": 2, "event": {"type": "play", "seat": "N", "card": "AS", "colour": "red"}}, "event.colour"),
    ({"sequence": 2, "event": {"type": "shuffle", "seat": "S"}, "deal": 4}, "deal"),
    ({"sequence": "two", "event": {"type": "shuffle", "seat": "S"}}, "sequence"),
    ({"event": {"type": "shuffle", "seat": "S"}}, "sequence"),
])
def test_an_impossible_event_is_a_422_naming_the_field(api: Any, table: int, body: dict[str, Any], path: str) -> None:
    response = api.post(f"/api/v1/tables/{table}/events", body)
    assert [e["path"] for e in _error_shape(response.json, 422)] == [path]
    assert api.get(f"/api/v1/tables/{table}/events").json["head"] == 1


def test_a_correction_through_the_api_keeps_both_events(api: Any, table: int) -> None:
    url = f"/api/v1/tables/{table}/events"
    api.post(url, {"sequence": 2, "event": {"type": "deal", "hands": HANDS, "turn_up": "TD"}})
    api.post(url, {"sequence": 3, "event": {"type": "order_up", "seat": "E"}})
    response = api.post(url, {"sequence": 4, "event": {"type": "retract", "sequence": 3, "reason": "it was W"}})
    assert response.status_code == 201 and response.json["kind"] == "retract"
    api.post(url, {"sequence": 5, "event": {"type": "order_up", "seat": "W"}})
    history = api.get(url).json
    assert [(e["sequence"], e["live"], e["retracted_by"]) for e in history["events"]] == [
        (1, True, None), (2, True, None), (3, False, 4), (4, True, None), (5, True, None)]
    assert history["events"][2]["reason"] == "it was W"
    assert api.get(f"/api/v1/tables/{table}/ruling").json["deals"][0]["maker"] == "W"


def test_a_fact_recorded_in_the_place_of_a_retracted_one_through_the_api(api: Any, table: int) -> None:
    # The dealer's discard is entered as the nine of hearts; it was the king of clubs. Retracted, and recorded again
    # in its place: it stands before the play, where it was, and its index is the one the discard had.
    url = f"/api/v1/tables/{table}/events"
    for sequence, event in enumerate([{"type": "deal", "hands": HANDS, "turn_up": "TD"},
                                      {"type": "order_up", "seat": "W"}, {"type": "discard", "seat": "S", "card": "9H"},
                                      {"type": "play", "seat": "W", "card": "KH"}], start=2):
        assert api.post(url, {"sequence": sequence, "event": event}).status_code == 201
    assert api.post(url, {"sequence": 6, "event": {"type": "retract", "sequence": 4, "reason": "the king of clubs"}}
                    ).status_code == 201
    response = api.post(url, {"sequence": 7, "event": {"type": "discard", "seat": "S", "card": "KC"}, "in_place_of": 4})
    assert response.status_code == 201 and (response.json["index"], response.json["in_place_of"]) == (2, 4)
    assert [e["in_place_of"] for e in api.get(url).json["events"]][-2:] == [None, 4]
    events = api.get(f"/api/v1/tables/{table}/record").json["deals"][0]["events"]
    assert [e["type"] for e in events] == ["deal", "order_up", "discard", "play"] and events[2]["card"] == "KC"
    refused = api.post(url, {"sequence": 8, "event": {"type": "pass", "seat": "N"}, "in_place_of": 5})
    assert [e["path"] for e in _error_shape(refused.json, 422)] == ["in_place_of"]  # W's card stands


def test_two_scorers_posting_the_same_sequence_one_wins_and_the_other_retries(app: Any, scorer: Any, api: Any,
                                                                           table: int) -> None:
    from scorers import Scorer
    bob = Scorer(app.test_client(), "bob")
    bob.added_by(scorer)  # the same club: both keep this table's score
    tokens = {"ann": api.headers, "bob": {"Authorization": f"Bearer {bob.token()}"}}
    start = threading.Barrier(2)
    statuses: dict[str, list[int]] = {"ann": [], "bob": []}

    def write(who: str, seat: str) -> None:
        client = app.test_client()
        url = f"/api/v1/tables/{table}/events"
        start.wait()
        for attempt in range(10):
            head = 1 if attempt == 0 else client.get(url, headers=tokens[who]).json["head"]
            r = client.post(url, json={"sequence": head + 1, "event": {"type": "remark", "seat": seat, "about": "score"}},
                            headers=tokens[who])
            statuses[who].append(r.status_code)
            if r.status_code == 201:
                return

    threads = [threading.Thread(target=write, args=a) for a in (("ann", "N"), ("bob", "E"))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert sorted(s[0] for s in statuses.values()) == [201, 409]
    assert all(s[-1] == 201 for s in statuses.values())
    events = api.get(f"/api/v1/tables/{table}/events").json["events"]
    assert [e["sequence"] for e in events] == [1, 2, 3]
    assert sorted(e["event"]["seat"] for e in events[1:]) == ["E", "N"]
    assert {e["scorer"] for e in events[1:]} == {"ann", "bob"}


def test_an_unknown_table_is_a_404_in_the_error_shape(api: Any) -> None:
    _error_shape(api.get("/api/v1/tables/999").json, 404)
    for beyond in (999, 2**31, 2**63):  # (the last two beyond a table's id column)
        _error_shape(api.get(f"/api/v1/tables/{beyond}/ruling").json, 404)


def test_the_standings_of_a_euchre_club_keep_their_fields_each_row_naming_its_game(app: Any, api: Any) -> None:
    from played import euchre_record
    from test_reports import RUBBER
    from test_resilience_pages import _recorded

    _recorded(app, euchre_record(*RUBBER))  # Ann & Cy win the rubber from Bob & Di
    got = api.get("/api/v1/standings").json
    assert (got["tables"], got["deals"]) == (1, 8)
    assert got["players"][0] == {"game": "euchre", "name": "Ann", "points": 12, "games": 2, "rubbers": 1,
                                 "rubber_points": 2, "tables": 1}
    assert [(t["name"], t["rubber_points"]) for t in got["players"]] == [("Ann", 2), ("Cy", 2), ("Bob", -2), ("Di", -2)]
    assert [(t["game"], t["name"]) for t in got["partnerships"]] == [("euchre", "Ann & Cy"), ("euchre", "Bob & Di")]


def test_the_standings_of_a_club_with_a_euchre_table_and_a_callace_table_rank_each_game_apart(
        app: Any, api: Any) -> None:
    # Di and Ann play at both tables: a row in each game, with its totals; Ed tops Call-Ace with 12 points (ranked
    # with euchre by rubber points, he came below the rubber's winners, and Di's 9 were added to her euchre 12).
    from played import callace_record, euchre_record
    from test_reports import RUBBER
    from test_resilience_pages import _recorded

    _recorded(app, euchre_record(*RUBBER))
    _recorded(app, {**callace_record(8), "players": {"A": "Ed", "B": "Di", "C": "Flo", "D": "Ann", "E": "Gus"}})
    got = api.get("/api/v1/standings").json
    assert (got["tables"], got["deals"]) == (2, 16)
    assert [(t.get("game"), t["name"], t["rubber_points"], t["points"]) for t in got["players"]] == [
        ("euchre", "Ann", 2, 12), ("euchre", "Cy", 2, 12), ("euchre", "Bob", -2, 12), ("euchre", "Di", -2, 12),
        ("call-ace", "Ed", None, 12), ("call-ace", "Di", None, 9), ("call-ace", "Ann", None, 8),
        ("call-ace", "Flo", None, 6), ("call-ace", "Gus", None, 5)]
    assert {t["game"] for t in got["partnerships"]} == {"euchre"}
    described = app.test_client().get("/api/openapi.json").json["components"]["schemas"]
    assert described["Total"]["properties"]["game"]["enum"] == list(GAMES)  # every game registered: euchre, call-ace, ...
    assert "each game ranked apart" in described["Standings"]["properties"]["players"]["description"]
