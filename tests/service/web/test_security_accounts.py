"""No one gets in who should not, and access is taken back: failed log-ins slowed per user name, club and
address and per address (a stranger's guesses lock no one out), the same work for a name that is no one's,
registration that tells no one which names exist (a user name is one within its club) and is held to a rate
per address, a log-in that always names its club (and so tells no one which clubs hold a name), user names folded for case and look-alike letters; log-out and a
password's change end every other session; API tokens that expire, can be revoked, and can be limited to
reading or to one table; a club removes a scorer; a log-in sends back only to a path of this site. And
the migration that brings an existing database to accounts kept so, on SQLite and PostgreSQL."""
from __future__ import annotations

import re
from datetime import timedelta
from typing import Any
from urllib.parse import quote

import pytest
from scorers import Scorer
from sqlalchemy import select, text, update

from test_web_api import _error_shape

PASSWORD = "correct horse"


def _login(client: Any, username: str, password: str = PASSWORD, address: str = "10.0.0.1",
           club: str = "Hoyle Club") -> Any:
    scorer = Scorer(client, username)
    html = client.get("/auth/login").get_data(as_text=True)
    return client.post("/auth/login", data={"csrf_token": scorer.csrf(html), "username": username,
                                            "password": password, "club": club},
                       environ_base={"REMOTE_ADDR": address})


def _db(app: Any) -> Any:
    from sqlalchemy.orm import Session

    from referee.web.db import get_engine
    return Session(get_engine(app))


# -- throttling ------------------------------------------------------------------------------------------------


def test_failed_logins_of_one_name_from_one_address_are_slowed_there_and_lock_no_one_out_elsewhere(
        app: Any, scorer: Scorer) -> None:
    # the re-probe: ten bad tries from anywhere locked a name at every club for 15 minutes, the right password too
    from referee.web.throttle import PER_NAME
    for n in range(PER_NAME):
        assert _login(app.test_client(), "ann", "wrong guess", address="10.0.1.1").status_code == 401
    refused = _login(app.test_client(), "ANN", PASSWORD, address="10.0.1.1", club="hoyle club")  # folded alike
    assert refused.status_code == 429 and 0 < int(refused.headers["Retry-After"]) <= 15 * 60
    assert "Too many failed log-ins" in refused.get_data(as_text=True)
    assert _login(app.test_client(), "bob", "wrong guess", address="10.0.1.1").status_code == 401  # another name
    assert _login(app.test_client(), "ann", PASSWORD, address="10.0.2.1").status_code == 302  # ann, at her table


def test_a_stranger_guessing_from_many_addresses_locks_no_scorer_out(app: Any, scorer: Scorer) -> None:
    from referee.web.throttle import PER_NAME
    for n in range(3 * PER_NAME):
        assert _login(app.test_client(), "ann", "wrong guess", address=f"10.0.3.{n}").status_code == 401
    assert _login(app.test_client(), "ann", address="10.0.4.1").status_code == 302


def test_failed_logins_from_one_address_are_slowed_whatever_the_names(app: Any, scorer: Scorer) -> None:
    from referee.web.throttle import PER_ADDRESS
    for n in range(PER_ADDRESS):
        assert _login(app.test_client(), f"guess{n}", "wrong guess", address="10.9.9.9").status_code == 401
    assert _login(app.test_client(), "ann", PASSWORD, address="10.9.9.9").status_code == 429
    assert _login(app.test_client(), "ann", PASSWORD, address="10.9.9.8").status_code == 302


def test_a_login_that_succeeds_forgets_its_names_failures_and_old_failures_are_forgotten(
        app: Any, scorer: Scorer) -> None:
    from referee.store import LoginFailure
    from referee.store.models import utcnow
    from referee.web.throttle import PER_NAME, WINDOW
    for _ in range(PER_NAME - 1):
        _login(app.test_client(), "ann", "wrong guess")
    assert _login(app.test_client(), "ann").status_code == 302
    for _ in range(PER_NAME - 1):
        _login(app.test_client(), "ann", "wrong guess")
    assert _login(app.test_client(), "ann").status_code == 302
    for _ in range(PER_NAME):
        _login(app.test_client(), "ann", "wrong guess")
    with _db(app) as s:
        s.execute(update(LoginFailure).values(at=utcnow() - WINDOW - timedelta(seconds=1)))
        s.commit()
    assert _login(app.test_client(), "ann").status_code == 302


def test_a_password_is_kept_as_werkzeugs_scrypt_at_its_own_cost(app: Any, monkeypatch: Any) -> None:
    # the tests hash at a lower cost (conftest's quick_password_hashes); the app, as it serves, at werkzeug's
    from werkzeug.security import generate_password_hash

    from referee.store import Scorer as ScorerRow
    from referee.web import auth
    monkeypatch.setattr(auth, "generate_password_hash", generate_password_hash)
    assert Scorer(app.test_client(), "ann").register().status_code == 302
    with _db(app) as s:
        kept = s.scalars(select(ScorerRow.password_hash)).one()
    assert kept.startswith("scrypt:32768:8:1$") and PASSWORD not in kept
    assert _login(app.test_client(), "ann").status_code == 302


def test_a_name_that_is_no_ones_costs_the_same_work_as_a_scorers(app: Any, scorer: Scorer, monkeypatch: Any) -> None:
    from referee.web import auth
    checked: list[str] = []

    def check(pwhash: str, password: str) -> bool:
        checked.append(pwhash.split("$")[0])  # the method and its parameters: scrypt:32768:8:1 in service
        return False

    monkeypatch.setattr(auth, "check_password_hash", check)
    for name in ("ann", "nobody", "ANN", "zed"):
        assert _login(app.test_client(), name, "wrong guess", address=f"10.1.1.{len(checked)}").status_code == 401
    assert len(checked) == 4 and len(set(checked)) == 1 and checked[0].startswith("scrypt:")


# -- names: one within a club, folded -------------------------------------------------------------------------


def test_registration_says_nothing_of_the_names_kept_here(app: Any, scorer: Scorer) -> None:
    # ann keeps score for Hoyle Club; another "ann" (or "ANN") founds his club exactly as a new name would
    for name, club in (("ann", "Euchre Club"), ("ANN", "Third Club"), ("newcomer", "Fourth Club")):
        response = Scorer(app.test_client(), name).register(club=club)
        assert response.status_code == 302 and response.headers["Location"] == "/"


def test_registration_is_held_to_a_rate_per_address(app: Any) -> None:
    # the re-probe: 279 accounts and clubs in 15 s from one address
    from referee.web.rate import DEFAULTS, REGISTER

    def register(n: int, address: str) -> Any:
        client = app.test_client()
        html = client.get("/auth/register").get_data(as_text=True)
        return client.post("/auth/register", data={"csrf_token": Scorer.csrf(html), "username": f"ann{n}",
                                                   "password": PASSWORD, "club": f"Club {n}"},
                           environ_base={"REMOTE_ADDR": address})

    most, per = DEFAULTS[REGISTER]
    assert [register(n, "10.0.6.1").status_code for n in range(most)] == [302] * most
    refused = register(most, "10.0.6.1")
    assert refused.status_code == 429 and 0 < int(refused.headers["Retry-After"]) <= per
    assert "Too many clubs registered from your address" in refused.get_data(as_text=True)
    assert register(most + 1, "10.0.6.2").status_code == 302


def test_a_name_at_two_clubs_logs_in_with_its_club(app: Any, scorer: Scorer) -> None:
    other = Scorer(app.test_client(), "ann")
    other.register(password="another horse", club="Euchre Club")
    assert _login(app.test_client(), "ann", club="").status_code == 422  # which ann? the club says
    assert _login(app.test_client(), "ann", club="hoyle club").status_code == 302
    assert _login(app.test_client(), "ann", "another horse", club="Euchre Club").status_code == 302
    assert _login(app.test_client(), "ann", "another horse", club="Hoyle Club").status_code == 401


def test_a_log_in_tells_no_one_whether_another_club_holds_a_name(app: Any, scorer: Scorer) -> None:
    # the re-probe: register a club with the name to test, then log in without the club: 401 if another club had
    # the name, 302 if not. A log-in always names its club now, and answers alike whoever else holds the name.
    answers = []
    for name, club in (("ann", "Prober's Club"), ("nobody", "Second Prober's Club")):  # ann is Hoyle Club's too
        prober = Scorer(app.test_client(), name)
        assert prober.register(password="prober's horse", club=club).status_code == 302
        without = _login(app.test_client(), name, "prober's horse", address="10.0.5.1", club="")
        page = re.sub(r'value="[^"]*"', "", without.get_data(as_text=True))  # the form's token and the name typed
        answers.append((without.status_code, page))
        assert _login(app.test_client(), name, "prober's horse", address="10.0.5.1", club=club).status_code == 302
    assert answers[0] == answers[1] and answers[0][0] == 422 and "Name your club" in answers[0][1]


def test_two_clubs_whose_names_differ_in_capitals_each_log_in_by_the_name_as_typed(app: Any, scorer: Scorer) -> None:
    Scorer(app.test_client(), "ann").register(password="another horse", club="HOYLE CLUB")
    assert _login(app.test_client(), "ann", club="Hoyle Club").status_code == 302
    assert _login(app.test_client(), "ann", "another horse", club="HOYLE CLUB").status_code == 302
    assert _login(app.test_client(), "ann", club="hoyle club").status_code == 302  # the first founded
    assert _login(app.test_client(), "ann", "another horse", club="hoyle club").status_code == 401


def test_the_login_page_fills_in_the_club_of_the_last_log_in_on_this_browser(app: Any, scorer: Scorer) -> None:
    phone = app.test_client()
    assert 'name="club" autocomplete="organization" required value=""' in phone.get("/auth/login").get_data(as_text=True)
    assert _login(phone, "ann").status_code == 302
    phone.post("/auth/logout", data={"csrf_token": Scorer.csrf(phone.get("/").get_data(as_text=True))})
    assert 'required value="Hoyle Club"' in phone.get("/auth/login").get_data(as_text=True)


@pytest.mark.parametrize("alike", ["ANN", "Ａｎｎ", "\u0410nn", "\u0430nn", "\u0391\u039d\u039d"],
                         ids=["capitals", "full-width", "Cyrillic A", "Cyrillic a", "Greek Alpha Nu Nu"])
def test_a_name_alike_to_a_scorers_of_the_club_is_taken_and_logs_in_as_his(
        app: Any, scorer: Scorer, alike: str) -> None:
    response = scorer.submit("/auth/scorers", username=alike, password=PASSWORD)
    assert response.status_code == 422 and "is taken" in response.get_data(as_text=True)
    assert _login(app.test_client(), alike).status_code == 302


def test_look_alike_letters_fold_into_the_latin_ones() -> None:
    from referee.store.names import name_key
    assert name_key("Tom") == name_key("\u0422\u043e\u043c") == name_key("\u03a4\u039fM") == "tom"
    assert name_key("ﬁnn") == name_key("FINN") == "finn"  # a ligature, as its letters
    assert name_key("l0la") != name_key("lola")  # digits stay digits


# -- sessions ended -------------------------------------------------------------------------------------------


def test_logging_out_ends_every_session_of_the_scorer(app: Any, scorer: Scorer) -> None:
    table = scorer.start_table()
    phone = app.test_client()
    assert _login(phone, "ann").status_code == 302
    assert phone.get(f"/tables/{table}").status_code == 200
    assert scorer.submit("/", "/auth/logout").status_code == 302
    for client in (scorer.client, phone):
        assert client.get(f"/tables/{table}").status_code == 302  # to log in


def test_changing_the_password_ends_every_other_session(app: Any, scorer: Scorer) -> None:
    table = scorer.start_table()
    phone = app.test_client()
    assert _login(phone, "ann").status_code == 302
    assert scorer.submit("/auth/scorers", "/auth/password", current=PASSWORD, new="battery staple").status_code == 302
    assert scorer.client.get(f"/tables/{table}").status_code == 200  # this one goes on
    assert phone.get(f"/tables/{table}").status_code == 302


# -- API tokens -------------------------------------------------------------------------------------------------


def _token(scorer: Scorer, **form: str) -> str:
    import re
    html = scorer.submit("/auth/tokens", name="t", **form).get_data(as_text=True)
    found = re.search(r'id="new-token">([^<]+)<', html)
    assert found
    return found.group(1)


def _api(scorer: Scorer, token: str, method: str, url: str, body: Any = None) -> Any:
    return scorer.client.open(url, method=method, json=body, headers={"Authorization": f"Bearer {token}"})


def test_an_api_token_expires(app: Any, scorer: Scorer) -> None:
    from referee.store import ApiToken
    from referee.store.models import utcnow
    token = _token(scorer, days="1")
    assert _api(scorer, token, "GET", "/api/v1/tables").status_code == 200
    with _db(app) as s:
        expiry = s.scalars(select(ApiToken.expires_at)).one()
        assert timedelta(hours=23) < expiry.replace(tzinfo=None) - utcnow().replace(tzinfo=None) <= timedelta(days=1)
        s.execute(update(ApiToken).values(expires_at=utcnow() - timedelta(seconds=1)))
        s.commit()
    response = _api(scorer, token, "GET", "/api/v1/tables")
    assert _error_shape(response.json, 401)[0]["message"].startswith("No valid bearer token")
    assert 'id="new-token"' not in scorer.client.get("/auth/tokens").get_data(as_text=True)


def test_an_api_token_can_be_revoked_by_its_scorer_alone(app: Any, scorer: Scorer) -> None:
    from referee.store import ApiToken
    token = _token(scorer)
    with _db(app) as s:
        token_id = s.scalars(select(ApiToken.id)).one()
    other = Scorer(app.test_client(), "zed")
    other.register(club="Another Club")
    assert other.submit("/auth/tokens", f"/auth/tokens/{token_id}/revoke").status_code == 404
    assert _api(scorer, token, "GET", "/api/v1/tables").status_code == 200
    assert scorer.submit("/auth/tokens", f"/auth/tokens/{token_id}/revoke").status_code == 302
    assert _api(scorer, token, "GET", "/api/v1/tables").status_code == 401


def test_a_token_that_only_reads_writes_nothing(app: Any, scorer: Scorer) -> None:
    table = scorer.start_table()
    token = _token(scorer, access="read")
    for url in ("/api/v1/tables", f"/api/v1/tables/{table}", f"/api/v1/tables/{table}/events",
                f"/api/v1/tables/{table}/ruling", "/api/v1/standings"):
        assert _api(scorer, token, "GET", url).status_code == 200, url
    for url, body in ((f"/api/v1/tables/{table}/events", {"sequence": 2, "event": {"type": "shuffle", "seat": "S"}}),
                      ("/api/v1/tables", {"name": "T"})):
        response = _api(scorer, token, "POST", url, body)
        assert _error_shape(response.json, 403) == [] and "only reads" in response.json["message"]
    assert _api(scorer, token, "GET", f"/api/v1/tables/{table}").json["head"] == 1


def test_a_token_for_one_table_reaches_that_table_alone(app: Any, scorer: Scorer) -> None:
    mine, other = scorer.start_table(), scorer.start_table(name="Table 2")
    token = _token(scorer, table=str(mine))
    assert [t["id"] for t in _api(scorer, token, "GET", "/api/v1/tables").json] == [mine]
    assert _api(scorer, token, "POST", f"/api/v1/tables/{mine}/events",
                {"sequence": 2, "event": {"type": "shuffle", "seat": "S"}}).status_code == 201
    for method, url, body in (("GET", f"/api/v1/tables/{other}", None), ("GET", f"/api/v1/tables/{other}/record", None),
                              ("POST", f"/api/v1/tables/{other}/events", {"sequence": 2, "event": {"type": "pass"}}),
                              ("POST", "/api/v1/tables", {"name": "T"}), ("GET", "/api/v1/standings", None)):
        response = _api(scorer, token, method, url, body)
        assert _error_shape(response.json, 403) == [] and f"table {mine} only" in response.json["message"], url


# -- a club removes a scorer ---------------------------------------------------------------------------------


def test_a_club_removes_a_scorer_his_sessions_and_tokens_end_and_adding_him_brings_him_back(
        app: Any, scorer: Scorer) -> None:
    from referee.store import Scorer as ScorerRow
    table = scorer.start_table()
    bob = Scorer(app.test_client(), "bob")
    bob.added_by(scorer)
    token = _token(bob)
    assert bob.record(table, type="shuffle", seat="S").status_code == 302
    with _db(app) as s:
        bob_id = s.scalars(select(ScorerRow.id).where(ScorerRow.username == "bob")).one()
        ann_id = s.scalars(select(ScorerRow.id).where(ScorerRow.username == "ann")).one()
    assert bob.submit("/auth/scorers", f"/auth/scorers/{bob_id}/remove").status_code == 302  # not himself
    assert "cannot remove yourself" in bob.client.get("/auth/scorers").get_data(as_text=True)
    stranger = Scorer(app.test_client(), "zed")
    stranger.register(club="Another Club")
    assert stranger.submit("/auth/scorers", f"/auth/scorers/{bob_id}/remove").status_code == 404
    assert scorer.submit("/auth/scorers", f"/auth/scorers/{bob_id}/remove").status_code == 302
    assert "bob no longer keeps score" in scorer.client.get("/auth/scorers").get_data(as_text=True)
    assert bob.client.get(f"/tables/{table}").status_code == 302  # his session is over
    assert _api(bob, token, "GET", "/api/v1/tables").status_code == 401
    assert _login(app.test_client(), "bob").status_code == 401
    history = scorer.client.get(f"/tables/{table}/history").get_data(as_text=True)
    assert "bob" in history  # what he recorded keeps his name
    assert scorer.submit("/auth/scorers", f"/auth/scorers/{ann_id}/remove").status_code == 302  # nor ann herself
    assert scorer.client.get(f"/tables/{table}").status_code == 200
    assert scorer.submit("/auth/scorers", username="Bob", password="new horse!").status_code == 302
    assert _login(app.test_client(), "bob", "new horse!").status_code == 302


# -- only this site's paths in next ------------------------------------------------------------------------------


@pytest.mark.parametrize("target", ["/%09/evil.example/", "//evil.example/", "/\\evil.example/", "/\t/evil.example",
                                    "https://evil.example/", "javascript:alert(1)", "/%0a/evil.example", " /x",
                                    "/\u3000/evil.example"])
def test_a_login_sends_back_only_to_a_path_of_this_site(app: Any, scorer: Scorer, target: str) -> None:
    client = app.test_client()
    html = client.get("/auth/login").get_data(as_text=True)
    response = client.post(f"/auth/login?next={quote(target, safe='%/:')}",
                           data={"csrf_token": Scorer.csrf(html), "username": "ann", "password": PASSWORD,
                                 "club": "Hoyle Club"})
    assert response.status_code == 302 and response.headers["Location"] == "/"


def test_a_login_sends_back_to_the_page_asked_for(app: Any, scorer: Scorer) -> None:
    table = scorer.start_table()
    client = app.test_client()
    sent = client.get(f"/tables/{table}?deal=0")
    assert sent.status_code == 302
    html = client.get(sent.headers["Location"]).get_data(as_text=True)
    response = client.post(sent.headers["Location"], data={"csrf_token": Scorer.csrf(html), "username": "ann",
                                                           "password": PASSWORD, "club": "Hoyle Club"})
    assert response.headers["Location"] == f"/tables/{table}?deal=0"


# -- the migration ------------------------------------------------------------------------------------------------


def test_an_existing_database_comes_to_accounts_kept_so(db_url: str) -> None:
    """A database at 0005 with scorers and a token: the newest schema keeps them, their names folded (two of a
    club alike: the later one's numbered), the token writing as before and expiring in 90 days."""
    from referee.store import make_engine, upgrade
    from referee.store.migrate import current_revision, head_revision
    from referee.store.models import utcnow
    engine = make_engine(db_url)
    upgrade(engine, "0005")
    with engine.begin() as c:
        c.execute(text("INSERT INTO clubs (id, name, created_at) VALUES (1, 'C', :now), (2, 'D', :now)"),
                  {"now": utcnow()})
        c.execute(text("INSERT INTO scorers (id, club_id, username, password_hash, created_at) VALUES "
                       "(1, 1, 'Ann', 'x', :now), (2, 1, 'ann', 'y', :now), (3, 2, 'Ａnn2', 'z', :now)"), {"now": utcnow()})
        c.execute(text("INSERT INTO api_tokens (id, scorer_id, name, token_hash, created_at) VALUES "
                       "(1, 2, 't', 'h', :now)"), {"now": utcnow()})
        c.execute(text("INSERT INTO game_tables (id, club_id, name, game, code, options, created_by, created_at) "
                       "VALUES (1, 1, 'T', 'euchre', 'foster', '{}', 2, :now)"), {"now": utcnow()})
    upgrade(engine)
    assert current_revision(engine) == head_revision()
    with engine.connect() as c:
        assert c.execute(text("SELECT id, club_id, username, name_key, session_epoch, removed_at FROM scorers "
                              "ORDER BY id")).all() == [(1, 1, "Ann", "ann", 0, None), (2, 1, "ann-2", "ann-2", 0, None),
                                                        (3, 2, "Ａnn2", "ann2", 0, None)]
        access, table, expires = c.execute(text("SELECT access, table_id, expires_at FROM api_tokens")).one()
        assert (access, table) == ("write", None)
        if isinstance(expires, str):  # SQLite gives text back to a bare statement
            from datetime import datetime
            expires = datetime.fromisoformat(expires)
        left = expires.replace(tzinfo=None) - utcnow().replace(tzinfo=None)
        assert timedelta(days=89) < left <= timedelta(days=90)
        assert c.execute(text("SELECT created_by FROM game_tables")).scalar() == 2
    engine.dispose()
