"""Alembic's environment: run the migrations on the connection handed in by
``referee.store.migrate.upgrade`` (or on ``sqlalchemy.url`` when Alembic's
own command line is used with a config that names one)."""
from __future__ import annotations

from alembic import context
from sqlalchemy import Connection

from referee.store.database import make_engine
from referee.store.models import Base


def run_on(connection: Connection) -> None:
    context.configure(connection=connection, target_metadata=Base.metadata, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


def run() -> None:
    connection = context.config.attributes.get("connection")
    if connection is not None:
        run_on(connection)
        return
    url = context.config.get_main_option("sqlalchemy.url")
    if not url:
        raise SystemExit("referee migrations: no connection and no sqlalchemy.url")
    with make_engine(url).begin() as conn:
        run_on(conn)


run()
