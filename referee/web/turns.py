"""Heavy work takes turns, so that no one request starves the others.

Printing a PDF (a quarter of a second to several seconds a document) and ruling or comparing a whole
record sent to the API (up to a second or two at the bounds) keep a processor busy and, in a worker of
threads, the interpreter's lock with it. In each process at most ``HEAVY_RUNNING`` of them run at once
(default one) and ``HEAVY_WAITING`` more wait for their turn (default one), at most ``HEAVY_PATIENCE``
seconds (default 60); any other is answered at once 503, "try again shortly", with ``Retry-After``. So a
worker's other threads stay free for the pages and appends of the scorers at their tables, however many
heavy requests come at once. (Configuration keys of the app, as named here.)
"""
from __future__ import annotations

import functools
import threading
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from typing import Any, TypeVar, cast

from flask import Flask, current_app
from werkzeug.exceptions import ServiceUnavailable

F = TypeVar("F", bound=Callable[..., Any])
EXTENSION = "referee_turns"
RETRY_AFTER = 10


class Turns:
    """The turns of one process's heavy work: ``running`` at once, ``waiting`` more in the queue."""

    def __init__(self, running: int, waiting: int, patience: float) -> None:
        self._slots = threading.BoundedSemaphore(running)
        self._lock = threading.Lock()
        self._room = waiting
        self.patience = patience

    @contextmanager
    def turn(self) -> Iterator[None]:
        """Hold a turn for the work in the ``with`` block: at once if one is free, else after waiting in the queue
        if there is room in it; ``ServiceUnavailable`` (503) if there is none, or the wait is too long."""
        if not self._slots.acquire(blocking=False):
            with self._lock:
                if self._room <= 0:
                    raise _busy()
                self._room -= 1
            try:
                if not self._slots.acquire(timeout=self.patience):
                    raise _busy()
            finally:
                with self._lock:
                    self._room += 1
        try:
            yield
        finally:
            self._slots.release()


def _busy() -> ServiceUnavailable:
    return ServiceUnavailable("The service is busy printing or ruling for others: try again in a few seconds.",
                              retry_after=RETRY_AFTER)


def init_app(app: Flask) -> None:
    app.extensions[EXTENSION] = Turns(app.config.get("HEAVY_RUNNING", 1), app.config.get("HEAVY_WAITING", 1),
                                      app.config.get("HEAVY_PATIENCE", 60.0))


def heavy_turn() -> AbstractContextManager[None]:
    """A turn of the app's heavy work: ``with heavy_turn(): ...`` (``Turns.turn``)."""
    return cast(Turns, current_app.extensions[EXTENSION]).turn()


def heavy(view: F) -> F:
    """A view whose work is heavy, reading its request included: it runs in its turn (``heavy_turn``)."""
    @functools.wraps(view)
    def wrapped(*args: Any, **kwargs: Any) -> Any:
        with heavy_turn():
            return view(*args, **kwargs)
    return cast(F, wrapped)
