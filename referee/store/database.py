"""Engines for the service's database: SQLite (WAL) or PostgreSQL (psycopg 3)."""
from __future__ import annotations

import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy import Engine, create_engine, event, make_url, text
from sqlalchemy.orm import Session, sessionmaker


def normalize_url(url: str) -> str:
    """``postgres://`` and ``postgresql://`` (as hosts hand them out) use psycopg 3.

    >>> normalize_url("postgres://u@h/db")
    'postgresql+psycopg://u@h/db'
    >>> normalize_url("sqlite:///x.db")
    'sqlite:///x.db'
    """
    for prefix in ("postgres://", "postgresql://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix):]
    return url


def make_engine(url: str, **kwargs: Any) -> Engine:
    """An engine for ``url``; SQLite gets WAL, foreign keys and a busy timeout."""
    url = normalize_url(url)
    if url.startswith("sqlite"):
        kwargs.setdefault("connect_args", {"timeout": 30})
        engine = create_engine(url, **kwargs)

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_connection: Any, _record: Any) -> None:
            cursor = dbapi_connection.cursor()
            if ":memory:" not in url and url not in ("sqlite://", "sqlite:///"):
                cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.close()

        return engine
    kwargs.setdefault("pool_pre_ping", True)
    return create_engine(url, **kwargs)


def session_factory(engine: Engine) -> sessionmaker[Session]:
    return sessionmaker(bind=engine, expire_on_commit=False)


@contextmanager
def scratch_schema(url: str, prefix: str) -> Iterator[str]:
    """A PostgreSQL schema of its own for one run (tests, benchmarks): its URL, the schema dropped after."""
    schema = f"{prefix}_{uuid.uuid4().hex[:12]}"
    admin = make_engine(url)
    with admin.begin() as conn:
        conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    scoped = make_url(normalize_url(url)).update_query_dict({"options": f"-csearch_path={schema}"})
    try:
        yield scoped.render_as_string(hide_password=False)
    finally:
        with admin.begin() as conn:
            conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()


def unreachable(url: str) -> str | None:
    """Why the database at ``url`` cannot be reached (its first line of error), or ``None`` if it can."""
    try:
        engine = make_engine(url, connect_args={"connect_timeout": 3})
        with engine.connect() as conn:
            conn.execute(text("SELECT 1"))
        engine.dispose()
    except Exception as err:  # noqa: BLE001 (any failure means: not reachable)
        return str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
    return None
