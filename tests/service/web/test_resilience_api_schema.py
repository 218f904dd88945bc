"""schemathesis against the API's own OpenAPI document (``/api/openapi.json``), in process (WSGI, no
network): whatever it sends, within the document or out of it, the API answers no 5xx, and every
4xx is in the one error shape ``{"code", "status", "message", "errors"}`` with each error
``{"path", "value", "message"}``. Each operation is tried with a scorer's token, on a table that
exists, so that the table endpoints are reached and not only refused, with bodies valid by the
document and bodies not; on SQLite and on PostgreSQL (a fresh database for the module each), where
a value longer than a column holds would fail in the database, not in the API's checks."""
from __future__ import annotations

import contextlib
import json
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from scorers import Scorer
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schemathesis import GenerationMode

from referee.web import create_app
from referee.web.db import get_engine, migrate

SETTINGS = settings(max_examples=30, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
#: The app under test, made at import so that its operations can be listed; migrated and seeded by ``served``.
DB = Path(tempfile.mkdtemp(prefix="referee-schemathesis-")) / "referee.sqlite"
APP = create_app({"TESTING": True, "DATABASE_URL": f"sqlite:///{DB}", "SECRET_KEY": "test"})
SCHEMA = schemathesis.openapi.from_wsgi("/api/openapi.json", APP)
OPERATIONS = {r.ok().label: r.ok() for r in SCHEMA.get_all_operations()}


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def served(request: pytest.FixtureRequest) -> Iterator[tuple[Any, dict[str, str], int]]:
    """The app on its database, migrated, with a scorer's token and a table of his club."""
    with contextlib.ExitStack() as stack:
        app = APP
        if request.param == "postgresql":
            from databases import POSTGRES_URL, postgres_unreachable

            from referee.store import scratch_schema
            if postgres_unreachable():
                pytest.skip(postgres_unreachable() or "")
            url = stack.enter_context(scratch_schema(POSTGRES_URL, "referee_schemathesis"))
            app = create_app({"TESTING": True, "DATABASE_URL": url, "SECRET_KEY": "test"})
        migrate(app)
        scorer = Scorer(app.test_client(), "ann")
        assert scorer.register().status_code == 302
        table = scorer.start_table()
        yield app, {"Authorization": f"Bearer {scorer.token()}"}, table
        get_engine(app).dispose()
    if request.param == "sqlite":
        shutil.rmtree(DB.parent, ignore_errors=True)


def _one_error_shape(response: Any) -> None:
    assert response.status_code < 500, (response.status_code, response.text[:500])
    if 400 <= response.status_code < 500:
        body = json.loads(response.text)
        assert set(body) == {"code", "status", "message", "errors"}, body
        assert body["code"] == response.status_code
        for error in body["errors"]:
            assert set(error) == {"path", "value", "message"}, error


def test_every_operation_is_tried() -> None:
    assert len(OPERATIONS) >= 11 and "POST /api/v1/tables/{table_id}/events" in OPERATIONS


@pytest.mark.parametrize("mode", [GenerationMode.POSITIVE, GenerationMode.NEGATIVE], ids=["valid", "invalid"])
@pytest.mark.parametrize("label", sorted(OPERATIONS))
@SETTINGS
@given(data=st.data())
def test_the_api_answers_no_5xx_and_every_4xx_in_the_one_error_shape(
        served: tuple[Any, dict[str, str], int], label: str, mode: GenerationMode, data: st.DataObject) -> None:
    app, auth, table = served
    case = data.draw(OPERATIONS[label].as_strategy(mode))
    if case.path_parameters and "table_id" in case.path_parameters and data.draw(st.booleans()):
        case.path_parameters["table_id"] = table  # on a table that exists, as often as not
    _one_error_shape(case.call(headers=auth, app=app))
    _one_error_shape(case.call(app=app))  # and without the token
