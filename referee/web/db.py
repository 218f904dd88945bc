"""The database as the Flask app sees it: one engine per app, one session per
request (``get_db``), closed at teardown; ``flask init-db`` migrates."""
from __future__ import annotations

from typing import cast

import click
from flask import Flask, current_app, g
from flask.cli import with_appcontext
from sqlalchemy import Engine
from sqlalchemy.orm import Session, sessionmaker

from ..store import make_engine, session_factory, upgrade

EXTENSION = "referee_db"


def init_app(app: Flask) -> None:
    """Make the app's engine from ``DATABASE_URL``; close sessions at teardown; add ``init-db``."""
    engine = make_engine(app.config["DATABASE_URL"])
    app.extensions[EXTENSION] = (engine, session_factory(engine))
    app.teardown_appcontext(close_db)
    app.cli.add_command(init_db_command)


def get_engine(app: Flask | None = None) -> Engine:
    engine, _ = (app or current_app).extensions[EXTENSION]
    return cast(Engine, engine)


def get_db() -> Session:
    """The request's database session (opened on first use)."""
    if "db" not in g:
        _, factory = current_app.extensions[EXTENSION]
        g.db = cast("sessionmaker[Session]", factory)()
    return cast(Session, g.db)


def close_db(_exc: BaseException | None = None) -> None:
    db = g.pop("db", None)
    if db is not None:
        db.close()


def migrate(app: Flask) -> None:
    """Bring the app's database to the newest schema."""
    upgrade(get_engine(app))


@click.command("init-db")
@with_appcontext
def init_db_command() -> None:
    """Create or migrate the database to the newest schema."""
    migrate(current_app)
    click.echo(f"Database ready: {get_engine().url.render_as_string(hide_password=True)}")
