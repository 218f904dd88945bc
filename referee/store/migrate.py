"""Schema migrations (Alembic; the scripts are in ``migrations/``).

``upgrade(engine)`` brings a database to the newest schema; it is what
``flask --app wsgi init-db``, ``referee serve`` and the tests call.
"""
from __future__ import annotations

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
    """Apply every migration up to ``revision`` (the newest by default)."""
    cfg = alembic_config()
    with engine.begin() as connection:
        cfg.attributes["connection"] = connection
        command.upgrade(cfg, revision)


def current_revision(engine: Engine) -> str | None:
    """The revision the database stands at (``None`` before the first)."""
    with engine.connect() as connection:
        return MigrationContext.configure(connection).get_current_revision()


def head_revision() -> str | None:
    """The newest revision among the scripts."""
    return ScriptDirectory.from_config(alembic_config()).get_current_head()
