"""Table links: a table's phone without an account (``TableLink``).

An evening's tables are each given a link when a round first seats a table of that number: it opens the table of
that number in whichever round is being played, and nothing else of the club; a single table (a round game kept by
its one scorer) is given one when its scorer asks. A link lasts ``LINK_LIFETIME`` from its issue, the length of a
club's evening and more (a reading: an evening has no recorded end); the director revokes it (its row deleted) and
issues another at will. The token is kept as the share links' are, so that the papers print it again.
"""
from __future__ import annotations

import secrets
from collections.abc import Iterable
from datetime import timedelta

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from .models import EveningTable, TableLink, utcnow

#: How long a table link lets its phone in: an evening, and the night after it.
LINK_LIFETIME = timedelta(hours=12)


def issue(session: Session, club_id: int, *, evening_id: int | None = None, number: int | None = None,
          table_id: int | None = None, scorer_id: int | None = None) -> TableLink:
    """A new link for an evening's table ``number``, or for the table ``table_id``: any link it had before (live or
    expired) is revoked. Does not commit."""
    if evening_id is not None:
        session.execute(delete(TableLink).where(TableLink.evening_id == evening_id, TableLink.number == number))
    else:
        session.execute(delete(TableLink).where(TableLink.table_id == table_id))
    link = TableLink(club_id=club_id, evening_id=evening_id, number=number, table_id=table_id,
                     token=secrets.token_urlsafe(18), created_by=scorer_id, created_at=utcnow(),
                     expires_at=utcnow() + LINK_LIFETIME)
    session.add(link)
    session.flush()
    return link


def issue_missing(session: Session, club_id: int, evening_id: int, numbers: Iterable[int],
                  scorer_id: int | None = None) -> None:
    """A link for each of the evening's table numbers that has no live one (a round seating more tables, say)."""
    have = set(evening_links(session, evening_id))
    for number in sorted(set(numbers) - have):
        issue(session, club_id, evening_id=evening_id, number=number, scorer_id=scorer_id)


def evening_links(session: Session, evening_id: int) -> dict[int, TableLink]:
    """The evening's live links, by table number."""
    found = session.scalars(select(TableLink).where(TableLink.evening_id == evening_id,
                                                    TableLink.expires_at > utcnow()))
    return {int(link.number or 0): link for link in found}


def table_link(session: Session, table_id: int) -> TableLink | None:
    """A single table's live link, if it has one."""
    return session.scalar(select(TableLink).where(TableLink.table_id == table_id, TableLink.expires_at > utcnow()))


def live_link(session: Session, token: str) -> TableLink | None:
    """The link ``token`` names, if it stands (not revoked, not expired)."""
    return session.scalar(select(TableLink).where(TableLink.token == token, TableLink.expires_at > utcnow()))


def revoke(session: Session, link: TableLink) -> None:
    """The link lets no one in from now on. Does not commit."""
    session.execute(delete(TableLink).where(TableLink.id == link.id))


def opened_now(session: Session, link: TableLink) -> tuple[int, int | None]:
    """The table the link opens now and its round (``None``: a single table's link): an evening's table of the
    link's number in the last round that seats one."""
    if link.evening_id is None:
        assert link.table_id is not None
        return link.table_id, None
    last = (select(func.max(EveningTable.round)).where(EveningTable.evening_id == link.evening_id,
                                                       EveningTable.number == link.number).scalar_subquery())
    found = session.execute(select(EveningTable.table_id, EveningTable.round).where(
        EveningTable.evening_id == link.evening_id, EveningTable.number == link.number,
        EveningTable.round == last)).first()
    if found is None:
        raise LookupError("the link's table is seated in no round")
    return int(found[0]), int(found[1])
