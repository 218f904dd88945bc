"""Slowing the guessing of passwords: failed log-ins counted per user name and per address.

A user name that failed ``PER_NAME`` times in ``WINDOW`` (from anywhere), or an address from which
``PER_ADDRESS`` log-ins failed in it (whatever the names), is refused without its password being
looked at until the oldest of those failures is ``WINDOW`` old (429, with ``Retry-After``). A scorer
who fumbles his password at the table has ten tries a quarter of an hour; one who guesses, ten
guesses a name and thirty an address. A log-in that succeeds forgets its name's failures. The
failures are kept in the database (``login_failures``), so that every worker of the service counts
them alike, and those older than ``WINDOW`` are deleted as new ones come.
"""
from __future__ import annotations

from datetime import UTC, datetime, timedelta

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from ..store import LoginFailure
from ..store.models import utcnow

WINDOW = timedelta(minutes=15)
PER_NAME = 10
PER_ADDRESS = 30


def wait(db: Session, key: str, address: str) -> int | None:
    """Seconds before the user name ``key`` may be tried again from ``address``, or ``None`` if it may be now."""
    since = utcnow() - WINDOW
    waits = []
    for column, value, most in ((LoginFailure.name_key, key, PER_NAME), (LoginFailure.address, address, PER_ADDRESS)):
        count, oldest = db.execute(select(func.count(), func.min(LoginFailure.at))
                                   .where(column == value, LoginFailure.at > since)).one()
        if count >= most:
            waits.append(int((_aware(oldest) + WINDOW - utcnow()).total_seconds()) + 1)
    return max(waits) if waits else None


def failed(db: Session, key: str, address: str) -> None:
    """Count a failed log-in of ``key`` from ``address`` (and forget those too old to count); commits."""
    db.execute(delete(LoginFailure).where(LoginFailure.at <= utcnow() - WINDOW))
    db.add(LoginFailure(name_key=key, address=address[:64]))
    db.commit()


def succeeded(db: Session, key: str) -> None:
    """Forget the failed log-ins of ``key``, who has just logged in (not committed)."""
    db.execute(delete(LoginFailure).where(LoginFailure.name_key == key))


def _aware(at: datetime) -> datetime:
    """A time read back from the database, in UTC (SQLite gives it back without its zone)."""
    return at if at.tzinfo is not None else at.replace(tzinfo=UTC)
