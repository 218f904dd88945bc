"""Scorers: registration, login and logout (sessions), a club's scorers, API tokens.

Registering founds a club; a club's name alone does not let anyone in: a scorer of the club adds
the others (``/auth/scorers``), with a first password he gives them, and may remove one.

A user name is one within its club, compared folded (``store.names.name_key``): registering, which
founds a new club, never meets another's name, so it tells no one which names exist; it is held to a
rate per address (``rate``). Logging in takes the user name, the password and the club, always: a
log-in never asks which clubs hold a name, so it tells no one whether another club has it. It does the
same work whether the name exists or not (one password hash checked, a stand-in's if need be), and
failed log-ins are slowed per name, club and address and per address (``throttle``), so that a
stranger's guesses never lock a scorer out.

A session names its scorer and his ``session_epoch``: logging out, or changing the password, moves the
epoch on and so ends every other session of his (the password's change keeps the one it was made in);
so does his removal from the club. Passwords are kept as werkzeug's scrypt hashes; API tokens as their
SHA-256, each with its expiry, its access (read, or read and write) and, if chosen, its one table. Every
form carries a CSRF token (Flask-WTF's ``CSRFProtect``, set up in ``create_app``); the JSON API is
exempt and takes a bearer token instead.
"""
from __future__ import annotations

import functools
import hashlib
import re
import secrets
from collections.abc import Callable
from datetime import timedelta
from typing import Any, TypeVar, cast

from flask import Blueprint, abort, flash, g, redirect, render_template, request, session, url_for
from sqlalchemy import bindparam, delete, func, select
from sqlalchemy.exc import IntegrityError
from werkzeug.security import check_password_hash, generate_password_hash
from werkzeug.wrappers import Response

from ..store import Access, ApiToken, Club, GameTable, Scorer
from ..store.log import NAME_LENGTH
from ..store.models import utcnow
from ..store.names import is_printable_name, name_key
from . import rate, throttle
from .db import get_db
from .tables import MAX_ID

bp = Blueprint("auth", __name__, url_prefix="/auth")

F = TypeVar("F", bound=Callable[..., Any])
MIN_PASSWORD = 8
USERNAME_LENGTH = 80
#: The lifetimes a new API token may be given, in days, the first the one proposed.
TOKEN_DAYS = (90, 30, 7, 1, 365)
#: The cookie that remembers, for this browser's next log-in, the club of the last scorer who logged in (days).
CLUB_COOKIE, CLUB_DAYS = "club", 365
#: A path of this site, as ``next`` may name one: from its root, not ``//`` or ``/\\`` (another host, to a
#: browser), only visible ASCII (a browser drops a tab or a line break, and ``/\t/evil`` becomes ``//evil``).
_SITE_PATH = re.compile(r"/(?![/\\])[!-~]*")


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


_BY_TOKEN = (select(Scorer, ApiToken).join(ApiToken, ApiToken.scorer_id == Scorer.id)
             .where(ApiToken.token_hash == bindparam("hash"), ApiToken.expires_at > bindparam("now"),
                    Scorer.removed_at.is_(None)))
_WITH_TABLE = _BY_TOKEN.add_columns(GameTable).outerjoin(
    GameTable, (GameTable.id == bindparam("table")) & (GameTable.club_id == Scorer.club_id))


def scorer_for_token(header: str | None, table_id: int | None = None
                     ) -> tuple[Scorer | None, ApiToken | None, GameTable | None]:
    """The scorer whose API token is in an ``Authorization: Bearer ...`` header (unexpired, his own, and he still
    of his club), the token, and the table ``table_id`` if it is his club's (else ``None``): one query."""
    if not header or not header.startswith("Bearer "):
        return None, None, None
    token = {"hash": hash_token(header[len("Bearer "):].strip()), "now": utcnow()}
    if table_id is None:
        alone = get_db().execute(_BY_TOKEN, token).first()
        return (alone[0], alone[1], None) if alone else (None, None, None)
    found = get_db().execute(_WITH_TABLE, {**token, "table": table_id}).first()
    return (found[0], found[1], found[2]) if found else (None, None, None)


@bp.before_app_request
def load_logged_in_scorer() -> None:
    """The session's scorer, if the session stands: his epoch (none ended it since) and he still of his club."""
    scorer_id = session.get("scorer_id")
    scorer = get_db().get(Scorer, scorer_id) if scorer_id is not None else None
    if scorer is not None and (scorer.removed_at is not None or scorer.session_epoch != session.get("epoch")):
        session.clear()
        scorer = None
    g.scorer = scorer


def _log_in(scorer: Scorer) -> None:
    session.clear()
    session["scorer_id"] = scorer.id
    session["epoch"] = scorer.session_epoch


def login_required(view: F) -> F:
    """Send a visitor who is not logged in to the login page, and back after."""
    @functools.wraps(view)
    def wrapped(*args: Any, **kwargs: Any) -> Any:
        if g.scorer is None:
            return redirect(url_for("auth.login", next=request.full_path.rstrip("?")))
        return view(*args, **kwargs)
    return cast(F, wrapped)


def site_path(target: str) -> str | None:
    """``target`` if it is a path of this site (``_SITE_PATH``), else ``None``: where a log-in may send back to."""
    return target if _SITE_PATH.fullmatch(target) else None


@bp.route("/register", methods=("GET", "POST"))
def register() -> Any:
    errors: dict[str, str] = {}
    form = request.form
    if request.method == "POST":
        wait = rate.retry_after(rate.REGISTER)
        if wait is not None:
            errors = {"club": f"Too many clubs registered from your address: try again in {wait // 60 + 1} minutes."}
            return render_template("auth/register.html", errors=errors, form=form), 429, {"Retry-After": str(wait)}
        username, password, club_name = (form.get("username", "").strip(), form.get("password", ""),
                                         form.get("club", "").strip())
        errors = _new_scorer_errors(username, password)
        if not club_name:
            errors["club"] = "Name your club."
        elif len(club_name) > NAME_LENGTH:
            errors["club"] = f"A club's name is at most {NAME_LENGTH} characters."
        elif not is_printable_name(club_name):
            errors["club"] = "A club's name holds no control characters (a line break, a tab)."
        db = get_db()
        if not errors and db.scalar(select(Club).where(Club.name == club_name)) is not None:
            errors["club"] = _club_here(club_name)
        if not errors:
            club = Club(name=club_name)
            scorer = Scorer(club=club, username=username, password_hash=generate_password_hash(password))
            db.add_all([club, scorer])
            try:
                db.commit()
            except IntegrityError:  # another founded the club meanwhile
                db.rollback()
                errors["club"] = _club_here(club_name)
            else:
                _log_in(scorer)
                flash(f"Welcome, {username}: you keep score for {club.name}.")
                return _remembering(redirect(url_for("pages.index")), club.name)
    return render_template("auth/register.html", errors=errors, form=form), 422 if errors else 200


def _remembering(response: Response, club: str) -> Response:
    """``response``, with the club to fill in on this browser's next log-in (``CLUB_COOKIE``)."""
    response.set_cookie(CLUB_COOKIE, club, max_age=CLUB_DAYS * 86400, httponly=True, samesite="Lax",
                        secure=request.is_secure)
    return response


def _club_here(club_name: str) -> str:
    return (f"The club {club_name!r} keeps its tables here already: one of its scorers adds you (the Scorers page), "
            "with a first password.")


def _new_scorer_errors(username: str, password: str) -> dict[str, str]:
    """What is wrong with a new scorer's user name and first password, by field."""
    errors = {}
    if not username:
        errors["username"] = "Choose a user name."
    elif len(username) > USERNAME_LENGTH or len(name_key(username)) > 4 * USERNAME_LENGTH:
        errors["username"] = f"A user name is at most {USERNAME_LENGTH} characters."
    elif not is_printable_name(username):
        errors["username"] = "A user name holds no control characters (a line break, a tab)."
    if len(password) < MIN_PASSWORD:
        errors["password"] = f"A password needs at least {MIN_PASSWORD} characters."
    return errors


@bp.route("/scorers", methods=("GET", "POST"))
@login_required
def scorers() -> Any:
    """The club's scorers; a scorer adds another, with a first password he gives him (a scorer the club removed is
    added back so, under his name)."""
    errors: dict[str, str] = {}
    form = request.form
    db = get_db()
    if request.method == "POST":
        username, password = form.get("username", "").strip(), form.get("password", "")
        errors = _new_scorer_errors(username, password)
        same = None if errors else db.scalar(select(Scorer).where(Scorer.club_id == g.scorer.club_id,
                                                                  Scorer.name_key == name_key(username)))
        if same is not None and same.removed_at is None:
            errors["username"] = f"The user name {username!r} is taken: {same.username} keeps score for the club."
        if not errors:
            if same is not None:  # back in the club, with the first password given now
                same.removed_at, same.password_hash = None, generate_password_hash(password)
                same.session_epoch += 1
            else:
                db.add(Scorer(club_id=g.scorer.club_id, username=username, password_hash=generate_password_hash(password)))
            try:
                db.commit()
            except IntegrityError:  # another scorer added him just now
                db.rollback()
                errors["username"] = f"The user name {username!r} is taken: he keeps score for the club."
            else:
                flash(f"{username} keeps score for {g.scorer.club.name} now: give him the password to log in with.")
                return redirect(url_for("auth.scorers"))
    club = db.scalars(select(Scorer).where(Scorer.club_id == g.scorer.club_id, Scorer.removed_at.is_(None))
                      .order_by(Scorer.username)).all()
    return render_template("auth/scorers.html", scorers=club, errors=errors, form=form), 422 if errors else 200


@bp.post(f"/scorers/<int(max={MAX_ID}):scorer_id>/remove")
@login_required
def remove_scorer(scorer_id: int) -> Response:
    """The club removes a scorer: his sessions end, his API tokens are revoked, he logs in no more. The history
    keeps his name on what he recorded; adding him again (the Scorers page) brings him back."""
    db = get_db()
    scorer = db.get(Scorer, scorer_id)
    if scorer is None or scorer.club_id != g.scorer.club_id or scorer.removed_at is not None:
        abort(404)
    if scorer.id == g.scorer.id:
        flash("You cannot remove yourself: another scorer of the club removes you.", "error")
        return redirect(url_for("auth.scorers"))
    scorer.removed_at = utcnow()
    scorer.session_epoch += 1
    db.execute(delete(ApiToken).where(ApiToken.scorer_id == scorer.id))
    db.commit()
    flash(f"{scorer.username} no longer keeps score for {g.scorer.club.name}: his sessions and API tokens are ended.")
    return redirect(url_for("auth.scorers"))


@bp.route("/login", methods=("GET", "POST"))
def login() -> Any:
    error, status, headers = None, 200, {}
    if request.method == "POST":
        username, club = request.form.get("username", "").strip(), request.form.get("club", "").strip()
        # a name or a club no one can have (a control character, too long) is no one's, and is counted apart
        typed = len(username) <= USERNAME_LENGTH and len(club) <= NAME_LENGTH and is_printable_name(username + club)
        key = throttle.key(name_key(username) if typed else "\ufffd", club if typed else "")
        address = request.remote_addr or ""
        db = get_db()
        wait = throttle.wait(db, key, address)
        if not club:
            error, status = "Name your club: a user name is a scorer's within his club.", 422
        elif wait is not None:
            error, status = f"Too many failed log-ins: try again in {wait // 60 + 1} minutes.", 429
            headers = {"Retry-After": str(wait)}
        else:
            scorer = _the_scorer(name_key(username), club) if typed else None
            # the same work for a name that is no one's: a stand-in's hash is checked instead
            matches = check_password_hash(scorer.password_hash if scorer else _stand_in(), request.form.get("password", ""))
            if scorer is None or not matches:
                throttle.failed(db, key, address)
                error, status = "Wrong user name, club or password.", 401
            else:
                throttle.succeeded(db, key, address)
                db.commit()
                _log_in(scorer)
                target = site_path(request.args.get("next", ""))
                return _remembering(redirect(target or url_for("pages.index")), scorer.club.name)
    club_shown = request.form.get("club") or request.cookies.get(CLUB_COOKIE)
    return render_template("auth/login.html", error=error, club=club_shown), status, headers


@functools.cache
def _stand_in() -> str:
    """The hash a log-in checks a password against when the user name is no one's: made as a scorer's is."""
    return generate_password_hash(secrets.token_urlsafe(16))


def _the_scorer(key: str, club: str) -> Scorer | None:
    """The scorer, still of his club, whose user name is ``key`` (folded) at the club named ``club``: as typed, else
    in other capitals (of two clubs whose names differ only so, the first founded)."""
    return get_db().scalar(select(Scorer).join(Club, Club.id == Scorer.club_id)
                           .where(Scorer.name_key == key, Scorer.removed_at.is_(None),
                                  func.lower(Club.name) == club.lower())
                           .order_by((Club.name == club).desc(), Club.id).limit(1))


@bp.post("/logout")
def logout() -> Response:
    """Log out: this session and every other of the scorer's end."""
    if g.scorer is not None:
        g.scorer.session_epoch += 1
        get_db().commit()
    session.clear()
    return redirect(url_for("pages.index"))


@bp.post("/password")
@login_required
def password() -> Any:
    """A scorer changes his password (the first one, given by the scorer who added him, say); his other sessions
    end, this one goes on."""
    current, new = request.form.get("current", ""), request.form.get("new", "")
    if not check_password_hash(g.scorer.password_hash, current):
        flash("Not changed: the present password is wrong.", "error")
    elif len(new) < MIN_PASSWORD:
        flash(f"Not changed: a password needs at least {MIN_PASSWORD} characters.", "error")
    else:
        g.scorer.password_hash = generate_password_hash(new)
        g.scorer.session_epoch += 1
        get_db().commit()
        _log_in(g.scorer)
        flash("Your password is changed; your other sessions are ended.")
    return redirect(url_for("auth.scorers"))


@bp.route("/tokens", methods=("GET", "POST"))
@login_required
def tokens() -> Any:
    """A scorer's API tokens; a new one is shown once, then only its name is kept in view. Each is given its
    lifetime, its access (read, or read and write) and the table it is for (or all the club's)."""
    db = get_db()
    new_token = None
    tables = db.execute(select(GameTable.id, GameTable.name).where(GameTable.club_id == g.scorer.club_id)
                        .order_by(GameTable.id.desc())).all()
    if request.method == "POST":
        form = request.form
        days = int(form["days"]) if form.get("days") in {str(d) for d in TOKEN_DAYS} else TOKEN_DAYS[0]
        access = Access.READ if form.get("access") == Access.READ.value else Access.WRITE
        table = next((t.id for t in tables if str(t.id) == form.get("table")), None)
        new_token = secrets.token_urlsafe(32)
        name = "".join(c for c in form.get("name", "") if c.isprintable()).strip() or "API token"
        db.add(ApiToken(scorer_id=g.scorer.id, name=name[:120], token_hash=hash_token(new_token),
                        expires_at=utcnow() + timedelta(days=days), access=access.value, table_id=table))
        db.commit()
    mine = db.scalars(select(ApiToken).where(ApiToken.scorer_id == g.scorer.id, ApiToken.expires_at > utcnow())
                      .order_by(ApiToken.id)).all()
    response = render_template("auth/tokens.html", tokens=mine, new_token=new_token, tables=dict(tables),
                               days=TOKEN_DAYS, accesses=Access)
    return response, 200, {"Cache-Control": "no-store"}  # a new token is shown once, and kept by no cache


@bp.post(f"/tokens/<int(max={MAX_ID}):token_id>/revoke")
@login_required
def revoke_token(token_id: int) -> Response:
    """Revoke one of the scorer's own API tokens: it lets no one in from now on."""
    db = get_db()
    token = db.get(ApiToken, token_id)
    if token is None or token.scorer_id != g.scorer.id:
        abort(404)
    db.delete(token)
    db.commit()
    flash(f"The token {token.name!r} is revoked.")
    return redirect(url_for("auth.tokens"))
