"""Fixtures shared by the tests."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from builders import EXAMPLES, load


@pytest.fixture
def examples() -> list[tuple[str, dict[str, Any], dict[str, Any]]]:
    if not EXAMPLES.is_dir():
        pytest.skip(f"the spec's examples are not at {EXAMPLES}")
    return [(p.name, load(p), load(p.with_name(p.name.replace(".record.", ".ruling."))))
            for p in sorted(EXAMPLES.glob("*.record.json"))]


@pytest.fixture
def revoke_record(examples: Any) -> dict[str, Any]:
    """The spec's revoke example: N renounces to hearts in trick 1, W claims, W elects."""
    for name, record, _ in examples:
        if name.startswith("03-revoke"):
            return dict(record)
    pytest.skip("the spec's revoke example is missing")


def pytest_ignore_collect(collection_path: Path) -> bool | None:
    """The conftest.py files hold fixtures, not doctests: not collected as modules under ``--doctest-modules``
    (imported so, two of one name in the tests' folders would clash; pytest loads them as conftests all the same)."""
    return True if collection_path.name == "conftest.py" else None


# -- how the tests are handed out to the workers (./scripts/test: pytest-xdist, ``--dist loadgroup``) -----------------

#: The modules with the longest tests (each from ten seconds to two minutes), longest first: handed out before the
#: rest, so that the many short tests fill in behind them and no worker is left running a long one alone at the end.
LONGEST_FIRST = ("test_resilience_pages", "test_browser_evening", "test_browser_railroad", "test_resilience_api_schema",
                 "test_install", "test_paper", "test_resilience_corrections", "test_browser_five_hundred",
                 "test_browser_penalty", "test_resilience_records", "test_regular", "test_reports",
                 "test_browser_set_back", "test_browser_blind", "test_browser_french", "test_browser",
                 "test_browser_table", "test_web_pages", "test_web_evenings", "test_security_accounts")


@pytest.hookimpl(wrapper=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> Iterator[None]:
    """Before the other hooks (pytest-xdist reads the groups there): a test whose module fixture takes a parameter
    (``test_resilience_api_schema``'s app on each database) goes with the others of its module and parameter to one
    worker (``xdist_group``), which sets that fixture up once; every other test is handed out on its own, unless
    its module groups it. After them (pytest has ordered the tests by their fixtures): ``LONGEST_FIRST`` first,
    the rest in their order; every worker collects them in this order, and they are handed out in it
    (``--no-loadscope-reorder``)."""
    for item in items:
        if item.get_closest_marker("xdist_group"):
            continue
        fixtures = getattr(item, "_fixtureinfo", None)
        callspec = getattr(item, "callspec", None)
        if fixtures is None or callspec is None:
            continue
        shared = sorted(f"{name}={callspec.params[name]}" for name, defs in fixtures.name2fixturedefs.items()
                        if defs[-1].scope == "module" and name in callspec.params)
        if shared:
            item.add_marker(pytest.mark.xdist_group(f"{item.module.__name__}[{','.join(shared)}]"))
    yield
    rank = {name: k for k, name in enumerate(LONGEST_FIRST)}
    items.sort(key=lambda item: rank.get(getattr(getattr(item, "module", None), "__name__", ""), len(rank)))
