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
import shutil  # noqa: E402
from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

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


class Migrated:
    """The newest schema, made once per worker by the migrations (``upgrade``) on each kind of database and
    then laid on each test's fresh one, as many times as asked: on SQLite a copy of the migrated file, on
    PostgreSQL the migrations' statements, as they ran, run again in the test's schema. The same tables,
    indexes, constraints and ``alembic_version`` as ``upgrade`` makes, without Alembic's work each time
    (``tests/test_store_log.py`` runs the migrations themselves on a fresh database of each kind)."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.sqlite: Path | None = None
        self.statements: list[tuple[str, Any, bool]] | None = None

    def onto(self, url: str) -> str:
        """Bring the fresh, empty database at ``url`` to the newest schema; ``url``."""
        from sqlalchemy.engine import make_url
        if url.startswith("sqlite"):
            shutil.copyfile(self._sqlite_file(), make_url(url).database or "")
            return url
        import psycopg

        from referee.store.database import normalize_url
        scoped = make_url(normalize_url(url)).set(drivername="postgresql")
        with psycopg.connect(scoped.render_as_string(hide_password=False)) as conn, conn.cursor() as cursor:
            for statement, parameters, many in self._postgres_statements():
                if many:
                    cursor.executemany(statement, parameters)
                else:
                    cursor.execute(statement, parameters)  # as SQLAlchemy's driver ran it
        return url

    def _sqlite_file(self) -> Path:
        if self.sqlite is None:
            from referee.store import make_engine, upgrade

            path = self.root / "migrated.sqlite"
            engine = make_engine(f"sqlite:///{path}")
            upgrade(engine)
            with engine.connect() as conn:
                conn.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")  # all of it in the file copied
            engine.dispose()
            self.sqlite = path
        return self.sqlite

    def _postgres_statements(self) -> list[tuple[str, Any, bool]]:
        if self.statements is None:
            from sqlalchemy import event

            from referee.store import make_engine, scratch_schema, upgrade
            statements: list[tuple[str, Any, bool]] = []
            with scratch_schema(POSTGRES_URL, "referee_template") as url:
                schema = re.search(r"search_path(?:=|%3D)(\w+)", url)
                assert schema, url
                engine = make_engine(url)

                @event.listens_for(engine, "before_cursor_execute")
                def _kept(_conn: Any, _cursor: Any, statement: str, parameters: Any, _context: Any,
                          many: bool) -> None:
                    statements.append((statement, parameters, many))

                upgrade(engine)
                engine.dispose()
            assert not any(schema.group(1) in repr(s) for s in statements), "a statement names the schema"
            self.statements = statements
        return self.statements


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


# -- the browser (test_browser*, test_accessible, test_security_headers) ----------------------------------------------

#: Debian's Chromium, never a downloaded build; the browser tests skip where there is none.
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


@pytest.fixture(scope="session")
def chromium() -> Iterator[Any]:
    """Chromium driven by Playwright, launched once per worker at its first browser test (a launch costs a
    second or two); each test has contexts of its own (``browser``), so no cookie or page passes between tests."""
    if CHROMIUM is None:
        pytest.skip("no chromium on this machine (Debian: apt-get install chromium)")
    sync_api = pytest.importorskip("playwright.sync_api", reason="the playwright package is not installed")
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield browser
        browser.close()


@pytest.fixture
def browser(chromium: Any) -> Iterator[Any]:
    """The worker's Chromium for one test; the contexts the test opened (its pages, their cookies) closed after it."""
    assert not chromium.contexts, "a test before this one left a context open"
    yield chromium
    for context in chromium.contexts:
        context.close()


#: axe-core, the accessibility checker the browser tests run on each page (``axe``), from the npm registry: its version
#: and the registry's integrity of its package, checked before it is used. Installed by the first test that needs it into
#: .venv/ (as scripts/setup installs the rest), by npm; the tests that need it skip where npm cannot fetch it.
AXE_CORE = ("4.14.1", "sha512-FHfa+lmNjQZfJz1q8wKqIDwC6DExcHt/pkjNQb09a3NPjCKg2rhu5qb2S4r76ASyFNNtuFooJpZe37OgudVGtQ==")


def axe_core() -> Path:
    """axe-core's ``axe.min.js``, installed once into .venv/ from its package (``npm pack``), its integrity checked."""
    import base64
    import hashlib
    import subprocess
    import tarfile
    import tempfile

    version, integrity = AXE_CORE
    script = Path(__file__).resolve().parent.parent / ".venv" / f"axe-core-{version}" / "axe.min.js"
    if script.is_file():
        return script
    npm = shutil.which("npm")
    if npm is None:
        pytest.skip("no npm to install axe-core with (Debian: apt-get install npm)")
    with tempfile.TemporaryDirectory() as folder:
        packed = subprocess.run([npm, "pack", f"axe-core@{version}", "--pack-destination", folder, "--silent"],
                                capture_output=True, text=True, timeout=300)
        tarball = Path(folder) / f"axe-core-{version}.tgz"
        if packed.returncode or not tarball.is_file():
            pytest.skip(f"npm could not fetch axe-core {version}: {packed.stderr.strip()[-300:]}")
        digest = "sha512-" + base64.b64encode(hashlib.sha512(tarball.read_bytes()).digest()).decode()
        assert digest == integrity, f"axe-core {version}'s package is not the registry's: {digest}"
        with tarfile.open(tarball) as tar:
            member = tar.extractfile("package/axe.min.js")
            assert member is not None
            text = member.read()
        script.parent.mkdir(parents=True, exist_ok=True)
        partial = script.with_suffix(f".{os.getpid()}")  # two workers may install it at once: each renames its own
        partial.write_bytes(text)
        partial.replace(script)
    return script


#: What axe-core is asked: the WCAG 2.0, 2.1 and 2.2 rules at levels A and AA, and its best practices.
AXE_RUN = """async () => {
  const found = await axe.run(document, {runOnly: {type: 'tag', values:
    ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']}});
  return found.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                                     nodes: v.nodes.map(n => n.target.join(' ') + ': ' + n.failureSummary)}));
}"""


@pytest.fixture(scope="session")
def axe() -> Any:
    """A check of the page open in the browser by axe-core (injected with Playwright's ``add_script_tag``): what it
    finds wrong, each rule's id, what it asks and the elements that break it; ``[]`` where the page is clean."""
    script = axe_core()

    def check(page: Any) -> list[dict[str, Any]]:
        if not page.evaluate("typeof window.axe !== 'undefined'"):
            page.add_script_tag(path=str(script))
        found: list[dict[str, Any]] = page.evaluate(AXE_RUN)
        return found
    return check


# -- what every app the tests make shares in a worker: its templates compiled, its cost of a password ------------------

from jinja2 import BytecodeCache  # noqa: E402


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


# -- how the tests are handed out to the workers (./scripts/test: pytest-xdist, ``--dist loadgroup``) -----------------

#: The modules with the longest tests (each from ten seconds to two minutes), longest first: handed out before the
#: rest, so that the many short tests fill in behind them and no worker is left running a long one alone at the end.
LONGEST_FIRST = ("test_resilience_pages", "test_browser_evening", "test_browser_railroad", "test_resilience_api_schema",
                 "test_install", "test_paper", "test_resilience_corrections", "test_browser_five_hundred",
                 "test_browser_penalty", "test_resilience_records", "test_regular", "test_reports",
                 "test_browser_set_back", "test_browser_blind", "test_browser_french", "test_browser",
                 "test_browser_table", "test_web_pages", "test_web_evenings", "test_security_accounts")


@pytest.hookimpl(wrapper=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> Iterator[None]:
    """Before the other hooks (pytest-xdist reads the groups there): a test whose module fixture takes a parameter
    (``test_resilience_api_schema``'s app on each database) goes with the others of its module and parameter to one
    worker (``xdist_group``), which sets that fixture up once; every other test is handed out on its own, unless
    its module groups it. After them (pytest has ordered the tests by their fixtures): ``LONGEST_FIRST`` first,
    the rest in their order; every worker collects them in this order, and they are handed out in it
    (``--no-loadscope-reorder``)."""
    for item in items:
        if item.get_closest_marker("xdist_group"):
            continue
        fixtures = getattr(item, "_fixtureinfo", None)
        callspec = getattr(item, "callspec", None)
        if fixtures is None or callspec is None:
            continue
        shared = sorted(f"{name}={callspec.params[name]}" for name, defs in fixtures.name2fixturedefs.items()
                        if defs[-1].scope == "module" and name in callspec.params)
        if shared:
            item.add_marker(pytest.mark.xdist_group(f"{item.module.__name__}[{','.join(shared)}]"))
    yield
    rank = {name: k for k, name in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get(getattr(getattr(item, "module", None), "__name__", ""), len(rank)))
