"""The databases the service's tests run on: SQLite always, PostgreSQL where it is reachable, each at the newest
schema as the migrations make it."""
from __future__ import annotations

import functools
import os
import re
import shutil
from pathlib import Path
from typing import Any

#: PostgreSQL for the database tests; they run on SQLite always, and on this too when reachable.
POSTGRES_URL = os.environ.get("REFEREE_TEST_POSTGRES_URL", "postgresql+psycopg://postgres@127.0.0.1:5432/test")


@functools.cache
def postgres_unreachable() -> str | None:
    """Why the PostgreSQL tests cannot run here (``None`` if they can)."""
    from referee.store import unreachable

    first = unreachable(POSTGRES_URL)
    return None if first is None else \
        f"PostgreSQL not reachable at {POSTGRES_URL} (set REFEREE_TEST_POSTGRES_URL): {first}"


class Migrated:
    """The newest schema, made once per worker by the migrations (``upgrade``) on each kind of database and
    then laid on each test's fresh one, as many times as asked: on SQLite a copy of the migrated file, on
    PostgreSQL the migrations' statements, as they ran, run again in the test's schema. The same tables,
    indexes, constraints and ``alembic_version`` as ``upgrade`` makes, without Alembic's work each time
    (``tests/service/store/test_store_log.py`` runs the migrations themselves on a fresh database of each kind)."""

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
