"""A table's phone without an account: the table link (``store.links``) as the pages take it.

Opened (``/t/TOKEN``, from the link or the QR code on the director's papers), the link is kept in the phone's
session: from then on the phone reaches the scoring pages of the one table the link opens now (an evening's: the
table of its number in the round being played, followed from round to round) and nothing else: not another table,
not another evening, not the club's pages, not the API. Each request reads the link again, so a revoked or expired
one lets the phone in no more at once. A logged-in scorer's session goes on as ever beside it.
"""
from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar, cast

from flask import Blueprint, abort, flash, g, redirect, request, session, url_for
from sqlalchemy import select
from werkzeug.wrappers import Response

from ..store import Evening, EveningTable, GameTable, TableLink
from ..store.links import issue, live_link, opened_now, revoke, table_link
from .auth import login_required
from .db import get_db
from .tables import SHARE_TOKEN, club_table

bp = Blueprint("links", __name__)
F = TypeVar("F", bound=Callable[..., Any])
#: Where the phone's session keeps its link.
KEPT = "table_link"


@dataclass(frozen=True)
class TablePass:
    """What a phone's table link lets it reach now: the link, the table it opens and that table's round (``None``:
    a single table's link)."""

    link: TableLink
    table_id: int
    round: int | None

    @property
    def token(self) -> str:
        return self.link.token


@bp.before_app_request
def load_table_pass() -> None:
    """The phone's table link, if its session keeps one that stands (else it is forgotten)."""
    g.table_pass = None
    token = session.get(KEPT)
    if not token:
        return
    link = live_link(get_db(), str(token)) if SHARE_TOKEN.fullmatch(str(token)) else None
    if link is None:
        session.pop(KEPT, None)
        return
    try:
        table_id, round_no = opened_now(get_db(), link)
    except LookupError:
        return
    g.table_pass = TablePass(link, table_id, round_no)


def table_pages(view: F) -> F:
    """A table's page, for a logged-in scorer of its club or a phone whose link opens it (``reached_table``);
    anyone else is sent to log in."""
    @functools.wraps(view)
    def wrapped(*args: Any, **kwargs: Any) -> Any:
        if g.scorer is None and g.table_pass is None:
            return redirect(url_for("auth.login", next=request.full_path.rstrip("?")))
        return view(*args, **kwargs)
    return cast(F, wrapped)


def reached_table(table_id: int) -> GameTable:
    """The table, for a logged-in scorer of its club (``club_table``) or the phone whose link opens it now. A page
    of the link's table in an earlier round is the phone's no more: asked for, the phone is sent to its table now;
    written to, refused (409) saying the round. Any other table: 404."""
    if g.scorer is not None:
        return club_table(table_id, g.scorer)
    held: TablePass = g.table_pass
    if held.table_id == table_id:
        return get_db().get_one(GameTable, table_id)
    if held.round is not None and _earlier(held, table_id):
        if request.method == "GET":
            abort(redirect(url_for("pages.table", table_id=held.table_id)))
        abort(409, f"Not recorded: this page is an earlier round's, and round {held.round} is being played. Your "
                   f"table's page is {url_for('links.opened', token=held.token, _external=True)}.")
    abort(404)


def _earlier(held: TablePass, table_id: int) -> bool:
    link = get_db().scalar(select(EveningTable).where(EveningTable.table_id == table_id))
    return link is not None and link.evening_id == held.link.evening_id and link.number == held.link.number


@bp.get("/t/<token>")
def opened(token: str) -> Response:
    """A table's link opened on a phone: kept in its session, and the table it opens now shown."""
    link = live_link(get_db(), token) if SHARE_TOKEN.fullmatch(token) else None
    if link is None:
        abort(404, "This table link lets no one in: it was revoked, or its evening is over. Ask the director for the "
                   "table's new link.")
    table_id, round_no = opened_now(get_db(), link)
    session[KEPT] = token
    if link.evening_id is not None:
        evening = get_db().get_one(Evening, link.evening_id)
        flash(f"This phone keeps the score of table {link.number} of {evening.name} (round {round_no} now): it "
              "follows the table from round to round, and opens nothing else.")
    else:
        flash("This phone keeps the score of this table: it opens nothing else.")
    return redirect(url_for("pages.table", table_id=table_id))


@bp.post("/tables/<int:table_id>/phone-link")
@login_required
def single_table_link(table_id: int) -> Response:
    """A single table's link, for its one scorer's phone (a round game's, say): issued (any before it revoked), or
    revoked (``do=revoke``). An evening's tables have theirs from the director's page."""
    table = club_table(table_id, g.scorer)
    db = get_db()
    if db.scalar(select(EveningTable).where(EveningTable.table_id == table.id)) is not None:
        abort(404, "An evening's table has its link from the director's page (it follows the table's number).")
    found = table_link(db, table.id)
    if request.form.get("do") == "revoke":
        if found is not None:
            revoke(db, found)
        flash("The table's phone link is revoked: it opens nothing now.")
    else:
        issue(db, table.club_id, table_id=table.id, scorer_id=g.scorer.id)
        flash("A phone link for this table (the old one, if any, opens nothing now): it opens this table's pages and "
              "nothing else, for twelve hours.")
    db.commit()
    return redirect(url_for("pages.scoresheet_page", table_id=table.id) + "#phone-link")


def phone_link(table: GameTable) -> str | None:
    """A single table's live link's address, if it has one."""
    found = table_link(get_db(), table.id)
    return url_for("links.opened", token=found.token, _external=True) if found else None
