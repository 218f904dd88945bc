"""Fixtures shared by the tests."""
from __future__ import annotations

from typing import Any

import pytest

from builders import EXAMPLES, load


@pytest.fixture
def examples() -> list[tuple[str, dict[str, Any], dict[str, Any]]]:
    if not EXAMPLES.is_dir():
        pytest.skip(f"the spec's examples are not at {EXAMPLES}")
    return [(p.name, load(p), load(p.with_name(p.name.replace(".record.", ".ruling."))))
            for p in sorted(EXAMPLES.glob("*.record.json"))]


# -- the web service and its database (test_web_*, test_store_*, test_browser) ---------------

import functools  # noqa: E402
import os  # noqa: E402
import re  # noqa: E402
from collections.abc import Iterator  # noqa: E402

#: PostgreSQL for the database tests; they run on SQLite always, and on this too when reachable.
POSTGRES_URL = os.environ.get("REFEREE_TEST_POSTGRES_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test")


@functools.cache
def postgres_unreachable() -> str | None:
    """Why the PostgreSQL tests cannot run here (``None`` if they can)."""
    from referee.store import unreachable

    first = unreachable(POSTGRES_URL)
    return None if first is None else \
        f"PostgreSQL not reachable at {POSTGRES_URL} (set REFEREE_TEST_POSTGRES_URL): {first}"


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Any) -> Iterator[str]:
    """A fresh, empty database: a SQLite file, or a schema of its own on PostgreSQL, dropped after."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'referee.sqlite'}"
        return
    reason = postgres_unreachable()
    if reason:
        pytest.skip(reason)
    from referee.store import scratch_schema

    with scratch_schema(POSTGRES_URL, "referee_test") as url:
        yield url


@pytest.fixture
def engine(db_url: str) -> Iterator[Any]:
    """The store's engine on a fresh database, migrated to the newest schema (test_store_*)."""
    from referee.store import make_engine, upgrade
    engine = make_engine(db_url)
    upgrade(engine)
    yield engine
    engine.dispose()


@pytest.fixture
def sessions(engine: Any) -> Any:
    """Sessions of that engine."""
    from referee.store import session_factory
    return session_factory(engine)


@pytest.fixture
def app(db_url: str) -> Iterator[Any]:
    """The web app on a fresh database, migrated to the newest schema."""
    from referee.web import create_app
    from referee.web.db import get_engine, migrate
    app = create_app({"TESTING": True, "DATABASE_URL": db_url, "SECRET_KEY": "test"})
    migrate(app)
    yield app
    get_engine(app).dispose()


class Scorer:
    """A scorer at a browser (a Flask test client): fills in and sends the forms."""

    def __init__(self, client: Any, username: str) -> None:
        self.client = client
        self.username = username

    @staticmethod
    def csrf(html: str) -> str:
        found = re.search(r'name="csrf_token" value="([^"]+)"', html)
        assert found, "the page has no form with a CSRF token"
        return found.group(1)

    @staticmethod
    def sequence(html: str) -> str:
        found = re.search(r'name="sequence" value="(\d+)"', html)
        assert found, "the page has no form with the expected sequence"
        return found.group(1)

    def submit(self, page: str, action: str | None = None, **data: Any) -> Any:
        """Open ``page``, fill its form (CSRF token and expected sequence as the page gave them) and send it."""
        html = self.client.get(page).get_data(as_text=True)
        fields = {"csrf_token": self.csrf(html)}
        if 'name="sequence"' in html:
            fields["sequence"] = self.sequence(html)
        fields.update({k.replace("__", "."): v for k, v in data.items()})
        return self.client.post(action or page, data=fields)

    def register(self, password: str = "correct horse", club: str = "Hoyle Club") -> Any:
        return self.submit("/auth/register", username=self.username, password=password, club=club)

    def added_by(self, member: Scorer, password: str = "correct horse") -> None:
        """Added to ``member``'s club by him (its Scorers page), then logged in with the password he gave."""
        assert member.submit("/auth/scorers", username=self.username, password=password).status_code == 302
        assert self.submit("/auth/login", username=self.username, password=password).status_code == 302

    def start_table(self, **data: Any) -> int:
        form = {"name": "Table 1", "game": "euchre", "code": "foster", "seats": "N E S W", "player__0": "Ann",
                "player__1": "Bob", "player__2": "Cy", "player__3": "Di", "dealer": "2", "options_sent": "1",
                "option__rubbers": "1", "option__game_to": "5"}
        form.update(data)
        response = self.submit("/tables/new", **form)
        assert response.status_code == 302, response.get_data(as_text=True)
        return int(response.headers["Location"].rstrip("/").split("/")[-1])

    def record(self, table: int, **event: Any) -> Any:
        """Record one event through the table's form."""
        return self.submit(f"/tables/{table}", f"/tables/{table}/events", **event)

    def token(self) -> str:
        html = self.submit("/auth/tokens", name="tests").get_data(as_text=True)
        found = re.search(r'id="new-token">([^<]+)<', html)
        assert found
        return found.group(1)


@pytest.fixture
def scorer(app: Any) -> Scorer:
    """A registered scorer, logged in."""
    s = Scorer(app.test_client(), "ann")
    assert s.register().status_code == 302
    return s


@pytest.fixture
def revoke_record(examples: Any) -> dict[str, Any]:
    """The spec's revoke example: N renounces to hearts in trick 1, W claims, W elects."""
    for name, record, _ in examples:
        if name.startswith("03-revoke"):
            return dict(record)
    pytest.skip("the spec's revoke example is missing")
