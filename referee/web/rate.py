"""A client's rate: how many requests of a kind one address may make in a while, in this process.

Two kinds are held to a rate, each by its client's address (``request.remote_addr``, the proxy's
``X-Forwarded-For`` where the service is told to believe it): the open endpoints' work sent without an
account (``POST /api/v1/rulings``, ``/comparisons``, ``/evenings/rule``), at most ``OPEN_RATE`` requests
in ``OPEN_PER`` seconds (default 30 a minute: a program ruling a season's tables one by one, a request
every two seconds), and registering a club, at most ``REGISTER_RATE`` in ``REGISTER_PER`` seconds
(default 10 an hour: a club registers once). A request past its rate is answered 429, "too many
requests", with ``Retry-After``: the seconds until the oldest of those counted is out of the window.
(Configuration keys of the app, as named here.) Each process counts its own requests, in memory: a
service of several processes lets a client as many times the rate; the turns of the heavy work
(``turns``) are each process's too.
"""
from __future__ import annotations

import math
import threading
import time
from collections import deque

from flask import Flask, current_app, request
from werkzeug.exceptions import TooManyRequests

EXTENSION = "referee_rates"
OPEN, REGISTER = "open", "register"
#: A kind's rate unless the app's configuration says otherwise: requests, and the window in seconds.
DEFAULTS = {OPEN: (30, 60.0), REGISTER: (10, 3600.0)}
#: The clients a rate remembers before it forgets those whose requests are all out of its window.
CLIENTS = 10_000


class Rate:
    """At most ``most`` requests in ``per`` seconds from each client, counted over a sliding window."""

    def __init__(self, most: int, per: float) -> None:
        self.most, self.per = most, per
        self._seen: dict[str, deque[float]] = {}
        self._lock = threading.Lock()

    def wait(self, client: str) -> int | None:
        """Seconds before ``client`` may make another request, or ``None``: then this one is counted."""
        now = time.monotonic()
        with self._lock:
            if len(self._seen) >= CLIENTS:
                self._forget(now)
            seen = self._seen.setdefault(client, deque())
            while seen and seen[0] <= now - self.per:
                seen.popleft()
            if len(seen) >= self.most:
                return max(1, math.ceil(seen[0] + self.per - now))
            seen.append(now)
            return None

    def _forget(self, now: float) -> None:
        for client in [c for c, seen in self._seen.items() if not seen or seen[-1] <= now - self.per]:
            del self._seen[client]


def init_app(app: Flask) -> None:
    app.extensions[EXTENSION] = {
        kind: Rate(int(app.config.get(f"{kind.upper()}_RATE", most)), float(app.config.get(f"{kind.upper()}_PER", per)))
        for kind, (most, per) in DEFAULTS.items()}


def retry_after(kind: str) -> int | None:
    """Seconds before this request's client may make another of ``kind``, or ``None``: then it is counted."""
    rates: dict[str, Rate] = current_app.extensions[EXTENSION]
    return rates[kind].wait(request.remote_addr or "")


def hold_open() -> None:
    """Count this request to an open endpoint against its client's rate: ``TooManyRequests`` (429, with
    ``Retry-After``) if the client is past it."""
    wait = retry_after(OPEN)
    if wait is not None:
        rate: Rate = current_app.extensions[EXTENSION][OPEN]
        raise TooManyRequests(f"Too many requests from your address: this service rules at most {rate.most} a "
                              f"{rate.per:g} seconds for a client without an account. Try again in {wait} seconds, "
                              "or send it with a scorer's API token (Authorization: Bearer TOKEN).", retry_after=wait)
