"""Resilience of what people see: whatever record the engine rules, recorded at a table event by event,
every page of the table shows it (the scorer's page at each deal, the ruling, the scores, the history,
the dispute form, the share link) and both PDFs print it; no page ever fails.

Records come from the engine's resilience strategies (``test_resilience_records``): legal deals, and
chaotic deals of well-typed facts in any order under every code and game. Each is recorded at a table
of its own through the store, as the scorer's form and the API record it: a ``new_deal`` and then each
fact, appended in order. On SQLite: the pages read what the store keeps, and the store's equality on
both databases is ``test_store_kept``'s."""
from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import select
from test_resilience_records import chaotic_record, legal_record

import referee
from referee.record import InvalidRecord
from referee.store import Club, GameTable, append, create_table
from referee.web.bounds import REPORT_DEALS, REPORT_RULINGS

PAGES = settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
PDFS = settings(max_examples=20, deadline=None, suppress_health_check=list(HealthCheck))
RECORDS = st.one_of(legal_record(), chaotic_record(earlier_claims=True))


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Any, Any]]:
    """The web app on a SQLite file, and a scorer logged in to it."""
    from scorers import Scorer

    from referee.web import create_app
    from referee.web.db import get_engine, migrate
    app = create_app({"TESTING": True, "SECRET_KEY": "test",
                      "DATABASE_URL": f"sqlite:///{tmp_path_factory.mktemp('pages') / 'referee.sqlite'}"})
    migrate(app)
    scorer = Scorer(app.test_client(), "ann")
    assert scorer.register().status_code == 302
    yield app, scorer
    get_engine(app).dispose()


def _recorded(app: Any, record: dict[str, Any]) -> int:
    """The record, recorded at a new table of the scorer's club event by event; the table's id."""
    from referee.web.db import get_db

    with app.app_context():
        db = get_db()
        club = db.scalars(select(Club)).one()
        table = create_table(db, club, name="Table", game=record["game"], code=record["code"],
                             seats=record["seats"], players=record.get("players"), options=record.get("options"),
                             start_score=record.get("start_score"))
        sequence = 1
        for number, deal in enumerate(record["deals"]):
            for event, at in [({"type": "new_deal", "dealer": deal["dealer"]}, None),
                              *((e, number) for e in deal["events"])]:
                append(db, table, event, sequence=sequence, deal=at)
                sequence += 1
        db.commit()
        table_id: int = table.id
        assert db.get(GameTable, table_id) is not None
    return table_id


def _table(site: tuple[Any, Any], record: dict[str, Any]) -> tuple[Any, int] | None:
    """The scorer's client and the record's table, recorded; ``None`` if the record is impossible (refused
    whole, in the store too)."""
    app, scorer = site
    try:
        referee.rule(record)
    except InvalidRecord:
        return None
    return scorer.client, _recorded(app, record)


def _each_answers(client: Any, paths: list[str], record: dict[str, Any], pdf: bool = False) -> None:
    for path in paths:
        response = client.get(path)
        assert response.status_code == 200, (path, record)
        assert not pdf or response.data.startswith(b"%PDF"), (path, record)


@PAGES
@given(RECORDS)
def test_every_page_of_a_table_shows_any_record_the_engine_rules(site: tuple[Any, Any], record: dict[str, Any]) -> None:
    found = _table(site, record)
    if found is None:
        return
    client, table = found
    _each_answers(client, [f"/tables/{table}?deal={k}" for k in range(len(record["deals"]))]
                  + [f"/tables/{table}{page}" for page in ("/ruling", "/scoresheet", "/history", "/dispute")], record)
    ruled = client.get(f"/tables/{table}/ruling").get_data(as_text=True)
    assert all(f'id="deal-{k}"' in ruled for k in range(len(record["deals"])))
    app, scorer = site
    scorer.submit(f"/tables/{table}/scoresheet", f"/tables/{table}/share")
    token = re.search(r"/share/([\w-]+)", client.get(f"/tables/{table}/scoresheet").get_data(as_text=True))
    assert token and app.test_client().get(f"/share/{token.group(1)}").status_code == 200


@PDFS
@given(RECORDS)
def test_both_pdfs_print_any_record_the_engine_rules(site: tuple[Any, Any], record: dict[str, Any]) -> None:
    found = _table(site, record)
    if found is not None:
        client, table = found
        ruled = referee.rule(record)["deals"]
        if len(ruled) > REPORT_DEALS or sum(len(d["rulings"]) for d in ruled) > REPORT_RULINGS:
            # beyond what one report from the web prints (web/bounds.py): refused saying so, the command prints it
            response = client.get(f"/tables/{table}/ruling.pdf")
            assert response.status_code == 422 and "referee report" in response.get_data(as_text=True), record
            _each_answers(client, [f"/tables/{table}/scoresheet.pdf"], record, pdf=True)
        else:
            _each_answers(client, [f"/tables/{table}/ruling.pdf", f"/tables/{table}/scoresheet.pdf"], record, pdf=True)
