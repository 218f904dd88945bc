"""Schema migrations (Alembic; the scripts are in ``migrations/``).

``upgrade(engine)`` brings a database to the newest schema; it is what
``flask --app wsgi init-db``, ``referee serve`` and the tests call.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Engine

MIGRATIONS = Path(__file__).resolve().parent / "migrations"


def alembic_config() -> Config:
    """Alembic's configuration, pointing at the package's migration scripts."""
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    return cfg


def upgrade(engine: Engine, revision: str = "head") -> None:
    """Apply every migration up to ``revision`` (the newest by default), in one transaction (``migrate``)."""
    migrate(engine, command.upgrade, revision)


def migrate(engine: Engine, step: Callable[[Config, str], None], revision: str) -> None:
    """Alembic's ``step`` (``command.upgrade``, ``command.downgrade``) to ``revision``, in one transaction.

    On SQLite, a table is altered by making it again (Alembic's batch mode), which its foreign keys would
    forbid while rows point at it: they are checked once the migrations are done instead, and any row left
    pointing nowhere undoes them all."""
    cfg = alembic_config()
    with engine.connect() as connection:
        sqlite = connection.dialect.name == "sqlite"
        if sqlite:
            connection.exec_driver_sql("PRAGMA foreign_keys = OFF")  # outside a transaction, where it takes effect
            connection.commit()
        try:
            with connection.begin():
                cfg.attributes["connection"] = connection
                step(cfg, revision)
                broken = connection.exec_driver_sql("PRAGMA foreign_key_check").all() if sqlite else []
                if broken:
                    raise RuntimeError(f"the migrations would leave rows pointing nowhere: {broken[:5]}")
        finally:
            if sqlite:
                connection.exec_driver_sql("PRAGMA foreign_keys = ON")
                connection.commit()


def current_revision(engine: Engine) -> str | None:
    """The revision the database stands at (``None`` before the first)."""
    with engine.connect() as connection:
        return MigrationContext.configure(connection).get_current_revision()


def head_revision() -> str | None:
    """The newest revision among the scripts."""
    return ScriptDirectory.from_config(alembic_config()).get_current_head()
