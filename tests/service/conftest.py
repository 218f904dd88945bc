"""Fixtures of the service's tests (its documents, store, web pages and API, browsers): a database of each kind at
the newest schema, the app on it, a scorer at a browser. The tests above this folder (the laws, the games, the
engine, the evenings) run without them, with the engine's dependencies alone (``scripts/test``)."""
from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

import pytest
from databases import POSTGRES_URL, Migrated, postgres_unreachable
from jinja2 import BytecodeCache
from scorers import Scorer

# -- the web service and its database (test_web_*, test_store_*, test_browser) ---------------


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


@pytest.fixture(scope="session")
def migrated(tmp_path_factory: pytest.TempPathFactory) -> Migrated:
    return Migrated(tmp_path_factory.mktemp("migrated"))


@pytest.fixture
def migrated_url(db_url: str, migrated: Migrated) -> str:
    """``db_url``'s fresh database at the newest schema, as the migrations make it."""
    return migrated.onto(db_url)


@pytest.fixture
def engine(migrated_url: str) -> Iterator[Any]:
    """The store's engine on a fresh database at the newest schema (test_store_*)."""
    from referee.store import make_engine
    engine = make_engine(migrated_url)
    yield engine
    engine.dispose()


@pytest.fixture
def sessions(engine: Any) -> Any:
    """Sessions of that engine."""
    from referee.store import session_factory
    return session_factory(engine)


@pytest.fixture
def app(migrated_url: str) -> Iterator[Any]:
    """The web app on a fresh database at the newest schema."""
    from referee.web import create_app
    from referee.web.db import get_engine
    app = create_app({"TESTING": True, "DATABASE_URL": migrated_url, "SECRET_KEY": "test"})
    yield app
    get_engine(app).dispose()


# -- what every app the tests make shares in a worker: its templates compiled, its cost of a password ------------------


class CompiledTemplates(BytecodeCache):
    """Jinja's bytecode cache, in memory: each template compiled once in a worker, not once per app (the tests make
    an app each, and each app its own Jinja environment, which compiled every template it rendered: a third of a web
    test's time). Kept by the template's name and the checksum of its source, as Jinja keys it: an edited template
    is compiled again."""

    def __init__(self) -> None:
        self.kept: dict[str, bytes] = {}

    def load_bytecode(self, bucket: Any) -> None:
        if bucket.key in self.kept:
            bucket.bytecode_from_string(self.kept[bucket.key])

    def dump_bytecode(self, bucket: Any) -> None:
        self.kept[bucket.key] = bucket.bytecode_to_string()


@pytest.fixture(autouse=True, scope="session")
def templates_compiled_once() -> Iterator[None]:
    """Every Flask app the tests make renders with one ``CompiledTemplates`` (Flask's ``jinja_options``)."""
    from flask import Flask

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Flask, "jinja_options", {**Flask.jinja_options, "bytecode_cache": CompiledTemplates()})
        yield


#: The cost the tests hash passwords at: werkzeug's scrypt, at n = 2**10 rather than its 2**15.
QUICK_SCRYPT = "scrypt:1024:8:1"


@pytest.fixture(autouse=True, scope="session")
def quick_password_hashes() -> Iterator[None]:
    """Passwords hashed as the app hashes them (werkzeug's scrypt, a salt of its own each) at a cost of 2**10, not
    2**15: a few milliseconds a hash, not a tenth of a second, for the hundreds the tests make (each scorer
    registered, added or changing his password). A check reads the cost from the hash, so a log-in checks at the
    cost the password was hashed at, as it does in service; the cost in service is
    ``test_security_accounts``'s ``test_a_password_is_kept_as_werkzeugs_scrypt_at_its_own_cost``."""
    from werkzeug.security import generate_password_hash

    from referee.web import auth
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(auth, "generate_password_hash",
                      functools.partial(generate_password_hash, method=QUICK_SCRYPT))
        auth._stand_in.cache_clear()
        yield
    auth._stand_in.cache_clear()


@pytest.fixture
def scorer(app: Any) -> Scorer:
    """A registered scorer, logged in."""
    s = Scorer(app.test_client(), "ann")
    assert s.register().status_code == 302
    return s
