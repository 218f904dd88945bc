"""What one table may make the service keep, and what a body may make it read: a table's events bounded, annotations
included (``store.log.TABLE_BYTES``, 64 MiB), and read back a page at a time; a body sent in chunks past the bound a
413 like any other; a table started with no body refused. The findings of the re-probe: 1,000 events of 20
annotations made ``GET /events`` answer 120 MB and the SQLite file 125 MB (at the bound of 20,000 events, 2.4 GB); a
chunked body over 2 MB answered 400; ``POST /api/v1/tables`` with no body made a table."""
from __future__ import annotations

import io
from typing import Any

import pytest
from scorers import Scorer

from test_web_api import _error_shape

ANNOTATED = {"type": "shuffle", "seat": "S", "annotations": ["x" * 1_000] * 20}  # at the bounds of an event's


@pytest.fixture
def api(scorer: Scorer) -> tuple[Any, int, dict[str, str]]:
    return scorer.client, scorer.start_table(), {"Authorization": f"Bearer {scorer.token()}"}


def _append(client: Any, table: int, token: dict[str, str], event: dict[str, Any]) -> Any:
    head = client.get(f"/api/v1/tables/{table}", headers=token).json["head"]
    return client.post(f"/api/v1/tables/{table}/events", json={"sequence": head + 1, "event": event}, headers=token)


def test_a_tables_events_are_bounded_annotations_included(api: tuple[Any, int, dict[str, str]],
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    from referee.store import log
    assert log.TABLE_BYTES == 64 * 2 ** 20  # as the README's bounds table says
    # the bound made small enough to reach in a test: room for about five annotated events now
    monkeypatch.setattr(log, "TABLE_BYTES", log.TABLE_EVENTS * log.PLAIN_EVENT + 100_000)
    client, table, token = api
    answers = [_append(client, table, token, ANNOTATED).status_code for _ in range(8)]
    assert answers[0] == 201 and 422 in answers and answers.index(422) >= 3
    refused = _append(client, table, token, ANNOTATED)
    error = _error_shape(refused.json, 422)[0]
    assert error["path"] == "event" and "A table keeps at most" in error["message"] and "MiB" in error["message"]
    assert _append(client, table, token, {"type": "shuffle", "seat": "S"}).status_code == 201  # plain events go on


def test_a_tables_events_are_read_back_in_pages(api: tuple[Any, int, dict[str, str]]) -> None:
    client, table, token = api
    for _ in range(4):
        assert _append(client, table, token, {"type": "shuffle", "seat": "S"}).status_code == 201
    whole = client.get(f"/api/v1/tables/{table}/events", headers=token).json
    assert whole["head"] == 5 and [e["sequence"] for e in whole["events"]] == [1, 2, 3, 4, 5] and whole["next"] is None
    pages, after = [], 0
    while after is not None:
        page = client.get(f"/api/v1/tables/{table}/events?after={after}&limit=2", headers=token).json
        pages.append([e["sequence"] for e in page["events"]])
        after = page["next"]
    assert pages == [[1, 2], [3, 4], [5]]
    for query in ("limit=0", "limit=1001", "after=-1", "after=x", "after=" + "9" * 5000):
        response = client.get(f"/api/v1/tables/{table}/events?{query}", headers=token)
        assert _error_shape(response.json, 422)[0]["path"].startswith(query.split("=")[0]), query


def test_a_body_sent_in_chunks_past_the_bound_is_a_413(app: Any) -> None:
    from referee.jsontext import MAX_RECORD_BYTES
    body = b'{"deals": [' + b'{"dealer": "N", "events": []},' * (MAX_RECORD_BYTES // 30) + b"{}]}"
    assert len(body) > MAX_RECORD_BYTES
    for endpoint in ("/api/v1/rulings", "/api/v1/comparisons", "/api/v1/evenings/rule"):
        response = app.test_client().post(endpoint, input_stream=io.BytesIO(body), environ_base={
            "wsgi.input_terminated": True}, headers={"Content-Type": "application/json", "Transfer-Encoding": "chunked"})
        _error_shape(response.json, 413)
    small = b'{"format": "euchre-record/1"}'
    response = app.test_client().post("/api/v1/rulings", input_stream=io.BytesIO(small), environ_base={
        "wsgi.input_terminated": True}, headers={"Content-Type": "application/json", "Transfer-Encoding": "chunked"})
    assert response.status_code == 422  # read whole, and ruled impossible


def test_a_table_started_with_no_body_is_refused(api: tuple[Any, int, dict[str, str]]) -> None:
    client, _, token = api
    for headers in (token, {**token, "Content-Type": "application/json"}):
        response = client.post("/api/v1/tables", headers=headers)
        assert _error_shape(response.json, 400)[0]["path"] == "body"
    assert client.post("/api/v1/tables", json={}, headers=token).status_code == 201  # {}: every default
