"""Fixtures shared by the tests."""
from __future__ import annotations

from typing import Any

import pytest

from builders import EXAMPLES, load


@pytest.fixture
def examples() -> list[tuple[str, dict[str, Any], dict[str, Any]]]:
    if not EXAMPLES.is_dir():
        pytest.skip(f"the spec's examples are not at {EXAMPLES}")
    return [(p.name, load(p), load(p.with_name(p.name.replace(".record.", ".ruling."))))
            for p in sorted(EXAMPLES.glob("*.record.json"))]
