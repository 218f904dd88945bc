"""Scorers: registration, login and logout (sessions), a club's scorers, API tokens.

Registering founds a club; a club's name alone does not let anyone in: a scorer of the club adds
the others (``/auth/scorers``), with a first password he gives them.

Passwords are kept as werkzeug hashes; API tokens as their SHA-256. Every
form carries a CSRF token (Flask-WTF's ``CSRFProtect``, set up in
``create_app``); the JSON API is exempt and takes a bearer token instead.
"""
from __future__ import annotations

import functools
import hashlib
import secrets
from collections.abc import Callable
from typing import Any, TypeVar, cast

from flask import Blueprint, flash, g, redirect, render_template, request, session, url_for
from sqlalchemy import bindparam, select
from sqlalchemy.exc import IntegrityError
from werkzeug.security import check_password_hash, generate_password_hash
from werkzeug.wrappers import Response

from ..store import ApiToken, Club, GameTable, Scorer
from ..store.log import NAME_LENGTH
from .db import get_db

bp = Blueprint("auth", __name__, url_prefix="/auth")

F = TypeVar("F", bound=Callable[..., Any])
MIN_PASSWORD = 8
USERNAME_LENGTH = 80


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


_BY_TOKEN = select(Scorer).join(ApiToken, ApiToken.scorer_id == Scorer.id).where(ApiToken.token_hash == bindparam("hash"))
_WITH_TABLE = _BY_TOKEN.add_columns(GameTable).outerjoin(
    GameTable, (GameTable.id == bindparam("table")) & (GameTable.club_id == Scorer.club_id))


def scorer_for_token(header: str | None, table_id: int | None = None) -> tuple[Scorer | None, GameTable | None]:
    """The scorer whose API token is in an ``Authorization: Bearer ...`` header, and the table ``table_id``
    if it is his club's (else ``None``): one query."""
    if not header or not header.startswith("Bearer "):
        return None, None
    token = {"hash": hash_token(header[len("Bearer "):].strip())}
    if table_id is None:
        return get_db().scalar(_BY_TOKEN, token), None
    found = get_db().execute(_WITH_TABLE, {**token, "table": table_id}).first()
    return (found[0], found[1]) if found else (None, None)


@bp.before_app_request
def load_logged_in_scorer() -> None:
    scorer_id = session.get("scorer_id")
    g.scorer = get_db().get(Scorer, scorer_id) if scorer_id is not None else None


def login_required(view: F) -> F:
    """Send a visitor who is not logged in to the login page, and back after."""
    @functools.wraps(view)
    def wrapped(*args: Any, **kwargs: Any) -> Any:
        if g.scorer is None:
            return redirect(url_for("auth.login", next=request.full_path.rstrip("?")))
        return view(*args, **kwargs)
    return cast(F, wrapped)


@bp.route("/register", methods=("GET", "POST"))
def register() -> Any:
    errors: dict[str, str] = {}
    form = request.form
    if request.method == "POST":
        username, password, club_name = (form.get("username", "").strip(), form.get("password", ""),
                                         form.get("club", "").strip())
        errors = _new_scorer_errors(username, password)
        if not club_name:
            errors["club"] = "Name your club."
        elif len(club_name) > NAME_LENGTH:
            errors["club"] = f"A club's name is at most {NAME_LENGTH} characters."
        db = get_db()
        if not errors and db.scalar(select(Club).where(Club.name == club_name)) is not None:
            errors["club"] = (f"The club {club_name!r} keeps its tables here already: one of its scorers adds you "
                              "(the Scorers page), with a first password.")
        if not errors:
            club = Club(name=club_name)
            scorer = Scorer(club=club, username=username, password_hash=generate_password_hash(password))
            db.add_all([club, scorer])
            if _committed(errors, username):
                session.clear()
                session["scorer_id"] = scorer.id
                flash(f"Welcome, {username}: you keep score for {club.name}.")
                return redirect(url_for("pages.index"))
    return render_template("auth/register.html", errors=errors, form=form), 422 if errors else 200


def _new_scorer_errors(username: str, password: str) -> dict[str, str]:
    """What is wrong with a new scorer's user name and first password, by field."""
    errors = {}
    if not username:
        errors["username"] = "Choose a user name."
    elif len(username) > USERNAME_LENGTH:
        errors["username"] = f"A user name is at most {USERNAME_LENGTH} characters."
    if len(password) < MIN_PASSWORD:
        errors["password"] = f"A password needs at least {MIN_PASSWORD} characters."
    if not errors and get_db().scalar(select(Scorer).where(Scorer.username == username)) is not None:
        errors["username"] = f"The user name {username!r} is taken."
    return errors


def _committed(errors: dict[str, str], username: str) -> bool:
    """Commit a new scorer; ``False``, with the error, if another took the user name (or club) meanwhile."""
    db = get_db()
    try:
        db.commit()
    except IntegrityError:
        db.rollback()
        errors["username"] = f"The user name {username!r} is taken."
        return False
    return True


@bp.route("/scorers", methods=("GET", "POST"))
@login_required
def scorers() -> Any:
    """The club's scorers; a scorer adds another, with a first password he gives him."""
    errors: dict[str, str] = {}
    form = request.form
    if request.method == "POST":
        username, password = form.get("username", "").strip(), form.get("password", "")
        errors = _new_scorer_errors(username, password)
        if not errors:
            get_db().add(Scorer(club_id=g.scorer.club_id, username=username,
                                password_hash=generate_password_hash(password)))
            if _committed(errors, username):
                flash(f"{username} keeps score for {g.scorer.club.name} now: give him the password to log in with.")
                return redirect(url_for("auth.scorers"))
    club = get_db().scalars(select(Scorer).where(Scorer.club_id == g.scorer.club_id).order_by(Scorer.username)).all()
    return render_template("auth/scorers.html", scorers=club, errors=errors, form=form), 422 if errors else 200


@bp.route("/login", methods=("GET", "POST"))
def login() -> Any:
    error = None
    if request.method == "POST":
        username = request.form.get("username", "").strip()
        scorer = get_db().scalar(select(Scorer).where(Scorer.username == username))
        if scorer is None or not check_password_hash(scorer.password_hash, request.form.get("password", "")):
            error = "Wrong user name or password."
        else:
            session.clear()
            session["scorer_id"] = scorer.id
            target = request.args.get("next", "")
            return redirect(target if target.startswith("/") and not target.startswith("//") else url_for("pages.index"))
    return render_template("auth/login.html", error=error), 401 if error else 200


@bp.post("/logout")
def logout() -> Response:
    session.clear()
    return redirect(url_for("pages.index"))


@bp.post("/password")
@login_required
def password() -> Any:
    """A scorer changes his password (the first one, given by the scorer who added him, say)."""
    current, new = request.form.get("current", ""), request.form.get("new", "")
    if not check_password_hash(g.scorer.password_hash, current):
        flash("Not changed: the present password is wrong.", "error")
    elif len(new) < MIN_PASSWORD:
        flash(f"Not changed: a password needs at least {MIN_PASSWORD} characters.", "error")
    else:
        g.scorer.password_hash = generate_password_hash(new)
        get_db().commit()
        flash("Your password is changed.")
    return redirect(url_for("auth.scorers"))


@bp.route("/tokens", methods=("GET", "POST"))
@login_required
def tokens() -> Any:
    """A scorer's API tokens; a new one is shown once, then only its name is kept in view."""
    db = get_db()
    new_token = None
    if request.method == "POST":
        new_token = secrets.token_urlsafe(32)
        name = request.form.get("name", "").strip() or "API token"
        db.add(ApiToken(scorer_id=g.scorer.id, name=name[:120], token_hash=hash_token(new_token)))
        db.commit()
    mine = db.scalars(select(ApiToken).where(ApiToken.scorer_id == g.scorer.id).order_by(ApiToken.id)).all()
    return render_template("auth/tokens.html", tokens=mine, new_token=new_token)
