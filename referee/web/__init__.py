"""The web service: ``create_app`` in the style of Flask's tutorial.

Pages for scorers at the table (``pages``), accounts and tokens (``auth``),
the JSON API (``api``), on SQLite in the instance folder unless
``DATABASE_URL`` names another database (PostgreSQL through psycopg 3).
"""
from __future__ import annotations

import os
import secrets
from pathlib import Path
from typing import Any

from flask import Flask, send_from_directory
from werkzeug.wrappers import Response

from ..jsontext import MAX_RECORD_BYTES
from ..resources import STATIC_DIR, TEMPLATES_DIR
from . import api, auth, db, errors, evenings, headers, links, pages, rate, turns, view
from .smorest import CSRFProtect

csrf = CSRFProtect()


def create_app(test_config: dict[str, Any] | None = None) -> Flask:
    """Build the app: config, extensions, blueprints."""
    app = Flask(__name__, instance_relative_config=True, template_folder=str(TEMPLATES_DIR),
                static_folder=str(STATIC_DIR))
    app.config.from_mapping(
        DATABASE_URL=os.environ.get("DATABASE_URL")
        or f"sqlite:///{Path(app.instance_path) / 'referee.sqlite'}",
        MAX_CONTENT_LENGTH=MAX_RECORD_BYTES,  # a 413 past it; the command refuses a larger record too
        WTF_CSRF_TIME_LIMIT=None,
        SESSION_COOKIE_SAMESITE="Lax",
        PROXIES=int(os.environ.get("REFEREE_PROXIES") or 0),  # proxies in front, whose X-Forwarded-* are believed
    )
    if test_config is None:
        app.config.from_pyfile("config.py", silent=True)
    else:
        app.config.update(test_config)
    os.makedirs(app.instance_path, exist_ok=True)
    # JSON answered in the engine's order (the spec's: format, game, code, deals...), as kept rulings are served
    app.json.sort_keys = False  # type: ignore[attr-defined]
    if not app.config.get("SECRET_KEY"):
        app.config["SECRET_KEY"] = os.environ.get("REFEREE_SECRET_KEY") or _instance_secret(app)

    app.jinja_env.filters["field_label"] = view.field_label  # the errors' fields as the forms name them
    app.jinja_env.filters["entered"] = view.entered  # and their values as entered
    db.init_app(app)
    headers.init_app(app)
    turns.init_app(app)
    rate.init_app(app)
    csrf.init_app(app)
    app.register_blueprint(auth.bp)
    app.register_blueprint(links.bp)
    app.register_blueprint(pages.bp)
    app.register_blueprint(evenings.bp)
    errors.init_app(app, api.init_app(app, csrf))
    app.add_url_rule("/favicon.ico", "favicon", _favicon)
    return app


def _favicon() -> Response:
    """The site's icon where a browser asks for it unbidden (``/favicon.ico``): the one the pages name, a spade."""
    return send_from_directory(STATIC_DIR, "favicon.svg", mimetype="image/svg+xml", max_age=86400)


def _instance_secret(app: Flask) -> str:
    """A secret key kept in the instance folder, so sessions outlive a restart."""
    path = Path(app.instance_path) / "secret_key"
    if not path.exists():
        path.write_text(secrets.token_hex(32))
        path.chmod(0o600)
    return path.read_text().strip()
