"""A pytest plugin that keeps every record the tests have ruled or loaded, for ``bench/compare_rulings.py``.

    .venv/bin/python -m pytest -p record_capture tests/laws/test_examples.py ...   (with bench/ on PYTHONPATH)

Each record given to ``referee.rule`` or ``referee.schemas.load_record`` (outside a ruling already kept) is kept
once, as JSON, in the file ``REFEREE_CAPTURE`` names (one record a line).
"""
from __future__ import annotations

import functools
import json
import os
import sys
from collections.abc import Callable
from typing import Any

import pytest

_kept: dict[str, None] = {}
_inside = [False]


def _keeping(fn: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(fn)
    def wrapper(data: Any, *args: Any, **kwargs: Any) -> Any:
        if _inside[0] or kwargs.get("first", 0) or args:
            return fn(data, *args, **kwargs)
        try:
            _kept.setdefault(json.dumps(data, sort_keys=True), None)
        except (TypeError, ValueError):
            pass  # not JSON (a test of bad input): nothing to compare
        _inside[0] = True
        try:
            return fn(data, *args, **kwargs)
        finally:
            _inside[0] = False
    return wrapper


def pytest_configure(config: pytest.Config) -> None:
    import referee
    import referee.regular
    import referee.schemas

    originals = {id(referee.schemas.load_record): _keeping(referee.schemas.load_record),
                 id(referee.regular.rule): _keeping(referee.regular.rule)}
    for name, module in list(sys.modules.items()):
        if name == "referee" or name.startswith("referee."):
            for attr in ("load_record", "rule"):
                value = getattr(module, attr, None)
                if value is not None and id(value) in originals:
                    setattr(module, attr, originals[id(value)])
    rule = referee.rule
    referee.rule = _keeping(rule)  # type: ignore[assignment]


def pytest_unconfigure(config: pytest.Config) -> None:
    path = os.environ.get("REFEREE_CAPTURE")
    if path:
        with open(path, "w") as fh:
            fh.writelines(line + "\n" for line in _kept)
