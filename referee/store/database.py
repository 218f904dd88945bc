"""Engines for the service's database: SQLite (WAL) or PostgreSQL (psycopg 3)."""
from __future__ import annotations

import fcntl
import os
import threading
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy import Engine, create_engine, event, make_url, text
from sqlalchemy.orm import Session, SessionTransaction, sessionmaker


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


_TURNS: dict[str, threading.Lock] = {}
TURN = "referee_writer_turn"


def take_turn(session: Session) -> None:
    """Wait for the session's turn to write to its SQLite file, before its first write statement; the turn is
    held until its transaction ends. SQLite lets one writer in at a time and makes the others wait by sleeping
    and retrying, up to 100 ms a sleep; here they queue, each woken as the one before it commits: the threads
    of a process on a lock, the processes (gunicorn's workers) on a lock file beside the database
    (``flock``). Its reads come before, outside the turn (a write made over a state another changed meanwhile
    fails its compare-and-set: ``kept.Kept.save``). Elsewhere (PostgreSQL, an in-memory SQLite) nothing: the
    database queues its writers itself."""
    if TURN in session.info:
        return
    bind = session.connection().engine  # the session's transaction begun: its end gives the turn up
    path = bind.url.database if bind.dialect.name == "sqlite" else None
    if not path or path == ":memory:":
        return
    lock = _TURNS.setdefault(path, threading.Lock())
    lock.acquire()
    try:
        fd = os.open(path + ".writer", os.O_RDWR | os.O_CREAT, 0o600)
        fcntl.flock(fd, fcntl.LOCK_EX)
    except BaseException:
        lock.release()
        raise
    session.info[TURN] = (lock, fd)


@event.listens_for(Session, "after_transaction_end")
def _end_turn(session: Session, transaction: SessionTransaction) -> None:
    """The turn given up when the session's transaction ends (committed, rolled back or closed)."""
    if transaction.parent is None and TURN in session.info:
        lock, fd = session.info.pop(TURN)
        os.close(fd)  # and with it the lock file's lock
        lock.release()


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
