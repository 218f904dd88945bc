"""No write without a scorer: every route that takes a POST (but the open ones: logging in,
registering, rulings and comparisons that store nothing) is tried without a session, with a
stranger's CSRF token, with a session but a forged or another session's CSRF token, through the
API without a token, with a wrong one, with the share link's token, with the browser's session
cookie alone (the API takes no cookie, so no page elsewhere can write through it), and with
another club's token; a share link reads and cannot write. After each, the database is as it was.
(tests/service/web/test_web_pages.py checks that each form needs its CSRF token at all, and that a table's pages
are for its club; tests/service/web/test_web_api.py that the tables need a token.)"""
from __future__ import annotations

import re
from typing import Any

from scorers import Scorer
from sqlalchemy import func, select

from referee.store import ApiToken, Deal, Event, GameTable
from referee.store.models import Evening, EveningEvent, EveningTable
from referee.store import Scorer as ScorerRow
from referee.web.db import get_engine

OPEN = {"/auth/login", "/auth/register", "/api/v1/rulings", "/api/v1/comparisons", "/api/v1/evenings/rule"}
FORM = {"sequence": "2", "type": "shuffle", "seat": "S", "dealer": "W", "option": "add_two", "name": "x",
        "retract": "1", "reason": "because", "seats": "N E S W", "game": "euchre", "code": "foster"}
EVENT = {"sequence": 2, "event": {"type": "shuffle", "seat": "S"}}


def _state(app: Any) -> tuple[Any, ...]:
    """Everything a write could change."""
    from sqlalchemy.orm import Session
    with Session(get_engine(app)) as s:
        counts = tuple(s.scalar(select(func.count()).select_from(m)) for m in (Event, Deal, GameTable, ApiToken, ScorerRow,
                                                                                 Evening, EveningEvent, EveningTable))
        shares = tuple(s.scalars(select(GameTable.share_token).order_by(GameTable.id)))
        accounts = tuple(s.execute(select(ScorerRow.id, ScorerRow.password_hash, ScorerRow.session_epoch,
                                          ScorerRow.removed_at).order_by(ScorerRow.id)))
    return counts, shares, accounts


def _write_routes(app: Any, table: int, scorer: int = 0, token: int = 0, evening: int = 0) -> list[str]:
    """Every route that takes a POST, but the open ones; the ids in its path those of the club's table, a scorer
    of the club, the scorer's API token and the club's evening (its table 1's link)."""
    out = []
    for rule in app.url_map.iter_rules():
        if "POST" in (rule.methods or ()) and rule.rule not in OPEN:
            ids = {"table_id": table, "scorer_id": scorer, "token_id": token, "evening_id": evening, "number": 1}
            out.append(re.sub(r"<int(?:\([^)]*\))?:(\w+)>", lambda m: str(ids[m.group(1)]), rule.rule))
    return sorted(out)


def _ids(app: Any, username: str) -> tuple[int, int]:
    """The id of the scorer ``username`` and of the first API token of the club."""
    from sqlalchemy.orm import Session
    with Session(get_engine(app)) as s:
        return (s.scalars(select(ScorerRow.id).where(ScorerRow.username == username)).one(),
                s.scalars(select(ApiToken.id).order_by(ApiToken.id)).first() or 0)


def _csrf_of(client: Any, page: str = "/auth/login") -> str:
    found = re.search(r'name="csrf_token" value="([^"]+)"', client.get(page).get_data(as_text=True))
    assert found
    return found.group(1)


def test_no_page_writes_without_a_scorers_session_and_its_own_csrf_token(app: Any, scorer: Scorer) -> None:
    table = scorer.start_table()
    Scorer(app.test_client(), "bob").added_by(scorer)  # a scorer of the club, whom the club may remove
    scorer.token()  # and the scorer's API token, which he may revoke
    bob, token = _ids(app, "bob")
    evening = int(scorer.submit("/evenings", name="Friday", kind="progressive").headers["Location"].rsplit("/", 1)[1])
    routes = [r for r in _write_routes(app, table, bob, token, evening) if not r.startswith("/api/")]
    owned = {f"/tables/{table}/", f"/auth/scorers/{bob}/", f"/auth/tokens/{token}/", f"/evenings/{evening}/"}
    assert {f"/tables/{table}/events", f"/tables/{table}/retract", "/tables/new", "/auth/tokens",
            f"/auth/scorers/{bob}/remove", f"/auth/tokens/{token}/revoke", "/evenings",
            f"/evenings/{evening}/players", f"/evenings/{evening}/bell"} <= set(routes)
    visitor = app.test_client()
    other = Scorer(app.test_client(), "zed")
    other.register(club="Another Club")
    before = _state(app)
    for url in routes:
        # a visitor, with a CSRF token of his own session: sent to log in, nothing written
        if url != "/auth/logout":  # (logging out who is not logged in changes nothing)
            response = visitor.post(url, data={**FORM, "csrf_token": _csrf_of(visitor)})
            assert response.status_code == 302 and "/auth/login" in response.headers["Location"], url
        # the scorer, with a forged token and with another session's token: refused
        for token in ("forged", _csrf_of(visitor)):
            response = scorer.client.post(url, data={**FORM, "csrf_token": token})
            assert response.status_code == 400, (url, token)
        # another club's scorer, with his own valid token: the table (the scorer, the token) is not his
        if any(url.startswith(prefix) for prefix in owned):
            response = other.client.post(url, data={**FORM, "csrf_token": _csrf_of(other.client, "/")})
            assert response.status_code == 404, url
    assert _state(app) == before


def test_no_api_write_without_the_scorers_token(app: Any, scorer: Scorer) -> None:
    table = scorer.start_table()
    routes = [r for r in _write_routes(app, table) if r.startswith("/api/")]
    assert routes == ["/api/v1/tables", f"/api/v1/tables/{table}/events"]
    scorer.submit(f"/tables/{table}/scoresheet", f"/tables/{table}/share")
    share = _state(app)[1][0]
    assert share
    other = Scorer(app.test_client(), "zed")
    other.register(club="Another Club")
    strangers = {"none": {}, "wrong": {"Authorization": "Bearer not-a-token"},
                 "share link": {"Authorization": f"Bearer {share}"},
                 "not bearer": {"Authorization": f"Basic {share}"}}
    before = _state(app)
    for url in routes:
        body = EVENT if url.endswith("/events") else {"name": "T"}
        for name, headers in strangers.items():
            response = app.test_client().post(url, json=body, headers=headers)
            assert response.status_code == 401, (url, name)
            assert set(response.json) == {"code", "status", "message", "errors"}
        # the scorer's own browser session, logged in, without the token: the API takes no cookie
        assert scorer.client.post(url, json=body).status_code == 401, url
    response = other.client.post(f"/api/v1/tables/{table}/events", json=EVENT,
                                 headers={"Authorization": f"Bearer {other.token()}"})
    assert response.status_code == 404  # another club's token: no such table for him
    assert _state(app)[0][:3] == before[0][:3] and _state(app)[1] == before[1]


def test_a_share_link_reads_and_cannot_write(app: Any, scorer: Scorer) -> None:
    table = scorer.start_table()
    scorer.submit(f"/tables/{table}/scoresheet", f"/tables/{table}/share")
    token = _state(app)[1][0]
    visitor = app.test_client()
    assert visitor.get(f"/share/{token}").status_code == 200
    before = _state(app)
    for url in (f"/share/{token}", f"/share/{token}/scoresheet.pdf"):
        for method in (visitor.post, visitor.put, visitor.delete, visitor.patch):
            assert method(url, data=FORM).status_code == 405, url
    # having read the shared sheet, the visitor is no scorer: the table's own pages send him to log in
    for url in (f"/tables/{table}", f"/tables/{table}/scoresheet"):
        response = visitor.get(url)
        assert response.status_code == 302 and "/auth/login" in response.headers["Location"]
    response = visitor.post(f"/tables/{table}/events", data={**FORM, "csrf_token": _csrf_of(visitor)})
    assert response.status_code == 302 and "/auth/login" in response.headers["Location"]
    assert visitor.get(f"/api/v1/tables/{table}", headers={"Authorization": f"Bearer {token}"}).status_code == 401
    assert _state(app) == before
