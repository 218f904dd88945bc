"""Engines for the service's database: SQLite (WAL, its writers taking turns) or PostgreSQL (psycopg 3)."""
from __future__ import annotations

import fcntl
import os
import select
import sqlite3
import threading
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from sqlalchemy import Engine, create_engine, event, make_url, text
from sqlalchemy.exc import DisconnectionError
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
    """An engine for ``url``; SQLite gets WAL, foreign keys and a busy timeout; PostgreSQL's pool hands out no
    connection the server has closed."""
    url = normalize_url(url)
    if url.startswith("sqlite"):
        database = make_url(url).database
        kwargs["connect_args"] = {"timeout": 30, **kwargs.get("connect_args", {})}
        if database and database != ":memory:" and not database.startswith("file:"):
            kwargs["connect_args"].setdefault("factory", TurnTakingConnection)  # its writers take turns
        engine = create_engine(url, **kwargs)

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_connection: Any, _record: Any) -> None:
            cursor = dbapi_connection.cursor()
            if ":memory:" not in url and url not in ("sqlite://", "sqlite:///"):
                cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.close()

        return engine
    engine = create_engine(url, **kwargs)

    @event.listens_for(engine, "checkout")
    def _closed_by_the_server(dbapi_connection: Any, _record: Any, _proxy: Any) -> None:
        # A connection the server closed while it lay in the pool (a restart, its backend ended) has the
        # server's last word to read, then the end: it is replaced (the pool tries again with another), as a
        # pre-ping would replace it, without a round trip to the server for every checkout.
        if dbapi_connection.closed or _readable(dbapi_connection.fileno()):
            raise DisconnectionError("the server closed the connection while it was in the pool")

    return engine


def _readable(fd: int) -> bool:
    """Whether there is something to read on ``fd`` at once (or its end has come)."""
    poll = select.poll()
    poll.register(fd, select.POLLIN)
    return bool(poll.poll(0))


_TURNS: dict[str, threading.Lock] = {}
_READS = ("SELECT", "PRAGMA")


class TurnTakingConnection(sqlite3.Connection):
    """A connection to a SQLite file whose writers take turns: each waits for the turn before its first
    statement that may write (anything but a ``SELECT`` or a ``PRAGMA``) and holds it until its transaction
    ends (``commit``, ``rollback``, ``close``; at once, if the statement wrote outside a transaction).

    SQLite lets one writer in at a time and makes the others wait by sleeping and retrying, up to 100 ms a
    sleep; here they queue, each woken as the one before it commits: the threads of a process on a lock,
    the processes (gunicorn's workers) on a lock file beside the database (``flock``). Every write through
    the connection takes it, so none waits for the turn while holding SQLite's write lock (which would
    deadlock); reads go on outside it, and a write made over a state another changed meanwhile fails its
    compare-and-set (``kept.Kept.save``). An in-memory database, or PostgreSQL, which queues its writers
    itself, has no turn (``make_engine``)."""

    def __init__(self, database: str, *args: Any, **kwargs: Any) -> None:
        super().__init__(database, *args, **kwargs)
        path = os.path.abspath(database)
        self.lock_file = path + ".writer"
        self.patience = float(kwargs.get("timeout", args[0] if args else 5.0))
        self._lock = _TURNS.setdefault(path, threading.Lock())
        self._fd: int | None = None

    @property
    def has_turn(self) -> bool:
        return self._fd is not None

    def cursor(self, factory: Any = None) -> sqlite3.Cursor:  # type: ignore[override]
        return super().cursor(factory or _TurnTakingCursor)

    def execute(self, sql: str, parameters: Any = (), /) -> sqlite3.Cursor:
        return self.cursor().execute(sql, parameters)

    def executemany(self, sql: str, parameters: Any, /) -> sqlite3.Cursor:
        return self.cursor().executemany(sql, parameters)

    def take_turn(self, statement: str) -> None:
        """Wait for the turn, unless it is held or ``statement`` only reads."""
        if self._fd is not None or statement.lstrip()[:6].upper() in _READS:
            return
        if not self._lock.acquire(timeout=self.patience):
            raise sqlite3.OperationalError(f"database is locked: waited {self.patience:g} s for the turn to write")
        try:
            fd = os.open(self.lock_file, os.O_RDWR | os.O_CREAT, 0o600)
            fcntl.flock(fd, fcntl.LOCK_EX)
        except BaseException:
            self._lock.release()
            raise
        self._fd = fd

    @contextmanager
    def turn_for(self, statement: str) -> Iterator[None]:
        """Around a statement: the turn taken first (``take_turn``), and given up after if the statement
        left no transaction open (it only read, or SQLite committed it at once)."""
        self.take_turn(statement)
        try:
            yield
        finally:
            if not self.in_transaction:
                self.give_turn()

    def give_turn(self) -> None:
        """Give the turn up, if held (its transaction over)."""
        if self._fd is not None:
            fd, self._fd = self._fd, None
            os.close(fd)  # and with it the lock file's lock
            self._lock.release()

    def commit(self) -> None:
        try:
            super().commit()
        finally:
            self.give_turn()

    def rollback(self) -> None:
        try:
            super().rollback()
        finally:
            self.give_turn()

    def close(self) -> None:
        try:
            super().close()
        finally:
            self.give_turn()


class _TurnTakingCursor(sqlite3.Cursor):
    connection: TurnTakingConnection

    def execute(self, sql: str, parameters: Any = (), /) -> _TurnTakingCursor:
        with self.connection.turn_for(sql):
            return super().execute(sql, parameters)

    def executemany(self, sql: str, parameters: Any, /) -> _TurnTakingCursor:
        with self.connection.turn_for(sql):
            return super().executemany(sql, parameters)


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
