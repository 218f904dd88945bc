"""The browser: Debian's Chromium driven by Playwright, one per worker."""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from browsers import ARGS, CHROMIUM

# -- the browser (test_browser*, test_accessible, test_security_headers) ----------------------------------------------

@pytest.fixture(scope="session")
def chromium() -> Iterator[Any]:
    """Chromium driven by Playwright, launched once per worker at its first browser test (a launch costs a
    second or two); each test has contexts of its own (``browser``), so no cookie or page passes between tests."""
    if CHROMIUM is None:
        pytest.skip("no chromium on this machine (Debian: apt-get install chromium)")
    sync_api = pytest.importorskip("playwright.sync_api", reason="the playwright package is not installed")
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield browser
        browser.close()


@pytest.fixture
def browser(chromium: Any) -> Iterator[Any]:
    """The worker's Chromium for one test; the contexts the test opened (its pages, their cookies) closed after it."""
    assert not chromium.contexts, "a test before this one left a context open"
    yield chromium
    for context in chromium.contexts:
        context.close()
