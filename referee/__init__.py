"""Referee: a cited law engine for Euchre as played at club tables.

``rule(record)`` takes a record (format ``euchre-record/1``, as loaded from
JSON) and returns the ruling (format ``euchre-ruling/1``) as a JSON-ready
dict; an impossible record raises ``InvalidRecord``.
"""
from __future__ import annotations

from typing import Any

from . import regular
from .record import InvalidRecord

__all__ = ["InvalidRecord", "rule"]


def rule(record: dict[str, Any]) -> dict[str, Any]:
    """Rule on a record as loaded from JSON; ``InvalidRecord`` if it is impossible."""
    return regular.rule(record)
