"""Heavy work takes turns, so that no one request starves the others, and no anonymous client a club.

Printing a PDF (a quarter of a second to several seconds a document) and ruling or comparing a whole
record sent to the API (up to a second or two at the bounds) keep a processor busy and, in a worker of
threads, the interpreter's lock with it. Each process keeps two sets of turns: the club's, for the work of
a signed-in scorer (every PDF, and the open endpoints when a scorer's session or API token sends them),
and the open ones, for the open endpoints' work sent without an account. In each set at most
``HEAVY_RUNNING`` run at once (``OPEN_RUNNING`` for the open ones; default one each) and
``HEAVY_WAITING`` (``OPEN_WAITING``) more wait for their turn (default one), at most ``HEAVY_PATIENCE``
(``OPEN_PATIENCE``) seconds (default 60); any other is answered at once 503, "try again shortly", with
``Retry-After``. So however many anonymous requests come at once, a scorer's PDF waits behind at most
his club's own work, and a worker's other threads stay free for the pages and appends of the scorers at
their tables. (Configuration keys of the app, as named here.)
"""
from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from typing import cast

from flask import Flask, current_app
from werkzeug.exceptions import ServiceUnavailable

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
    app.extensions[EXTENSION] = {
        club: Turns(app.config.get(f"{prefix}_RUNNING", 1), app.config.get(f"{prefix}_WAITING", 1),
                    app.config.get(f"{prefix}_PATIENCE", 60.0))
        for club, prefix in ((True, "HEAVY"), (False, "OPEN"))}


def heavy_turn(club: bool = True) -> AbstractContextManager[None]:
    """A turn of the app's heavy work, the club's (a signed-in scorer's) or else the open one:
    ``with heavy_turn(): ...`` (``Turns.turn``)."""
    return cast(dict[bool, Turns], current_app.extensions[EXTENSION])[club].turn()
