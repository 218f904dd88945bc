"""Slowing the guessing of passwords: failed log-ins counted per scorer and address, and per address.

A scorer (his user name at his club) for whom ``PER_NAME`` log-ins from one address failed in
``WINDOW``, or an address from which ``PER_ADDRESS`` log-ins failed in it (whatever the names), is
refused from that address without the password being looked at until the oldest of those failures is
``WINDOW`` old (429, with ``Retry-After``). A scorer who fumbles his password at the table has ten tries
a quarter of an hour; one who guesses, ten guesses a name and thirty an address. The count is keyed on
what a stranger cannot choose for the scorer, his address: guesses from elsewhere never lock him out.
A log-in that succeeds forgets the failures of its name from its address. The failures are kept in the
database (``login_failures``: the key a digest of the name and club, so the table names no one), so
that every worker of the service counts them alike, and those older than ``WINDOW`` are deleted as new
ones come.
"""
from __future__ import annotations

import hashlib
from datetime import UTC, datetime, timedelta

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from ..store import LoginFailure
from ..store.models import utcnow

WINDOW = timedelta(minutes=15)
PER_NAME = 10
PER_ADDRESS = 30


def key(name: str, club: str) -> str:
    """What a log-in's failures are counted under: a digest of the user name's key and the club's name, folded."""
    return hashlib.sha256(f"{name}\n{club.casefold()}".encode()).hexdigest()


def wait(db: Session, key: str, address: str) -> int | None:
    """Seconds before the scorer ``key`` (``throttle.key``'s) may be tried again from ``address``, or ``None`` if he
    may be now."""
    since = utcnow() - WINDOW
    address = address[:64]
    waits = []
    for where, most in (((LoginFailure.name_key == key) & (LoginFailure.address == address), PER_NAME),
                        (LoginFailure.address == address, PER_ADDRESS)):
        count, oldest = db.execute(select(func.count(), func.min(LoginFailure.at))
                                   .where(where, LoginFailure.at > since)).one()
        if count >= most:
            waits.append(int((_aware(oldest) + WINDOW - utcnow()).total_seconds()) + 1)
    return max(waits) if waits else None


def failed(db: Session, key: str, address: str) -> None:
    """Count a failed log-in of ``key`` from ``address`` (and forget those too old to count); commits."""
    db.execute(delete(LoginFailure).where(LoginFailure.at <= utcnow() - WINDOW))
    db.add(LoginFailure(name_key=key, address=address[:64]))
    db.commit()


def succeeded(db: Session, key: str, address: str) -> None:
    """Forget the failed log-ins of ``key`` from ``address``, whence he has just logged in (not committed)."""
    db.execute(delete(LoginFailure).where(LoginFailure.name_key == key, LoginFailure.address == address[:64]))


def _aware(at: datetime) -> datetime:
    """A time read back from the database, in UTC (SQLite gives it back without its zone)."""
    return at if at.tzinfo is not None else at.replace(tzinfo=UTC)
