"""The API's side-by-side comparison: one record under every code of its game (issue 4)."""
from __future__ import annotations

from typing import Any

import referee.compare


def test_post_comparisons_rules_under_each_code_and_names_the_differences(app: Any, examples: Any) -> None:
    _, record, _ = next(x for x in examples if x[0].startswith("02"))
    response = app.test_client().post("/api/v1/comparisons", json=record)
    assert response.status_code == 200
    assert response.json == referee.compare.compare(record)
    [diff] = response.json["deals"][0]["differences"]
    assert diff["field"] == "points" and [c["id"] for c in diff["citations"]["1862"]] == ["1862:III.46"]
    assert app.test_client().get("/api/v1/tables").status_code == 401  # nothing stored, no token needed


def test_post_comparisons_an_impossible_record_is_a_422_naming_the_field(app: Any, examples: Any) -> None:
    _, record, _ = next(x for x in examples if x[0].startswith("02"))
    bad = {**record, "seats": ["N", "E", "S", "N"]}
    response = app.test_client().post("/api/v1/comparisons", json=bad)
    assert response.status_code == 422 and response.json["errors"][0]["path"] == "seats"
    assert "/api/v1/comparisons" in app.test_client().get("/api/openapi.json").json["paths"]


def test_a_bad_card_in_a_hand_is_named_by_seat_and_position(examples: Any) -> None:
    _, record, _ = next(x for x in examples if x[0].startswith("01"))
    record["deals"][0]["events"][2]["hands"]["N"][1] = "ZZ"
    try:
        referee.rule(record)
    except referee.InvalidRecord as err:
        assert [(e["path"], e["value"]) for e in err.errors] == [("deals[0].events[2].hands.N[1]", "ZZ")]
    else:
        raise AssertionError("an unknown card was accepted")
