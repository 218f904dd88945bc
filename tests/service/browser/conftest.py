"""The browser: Debian's Chromium driven by Playwright, one per worker."""
from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browsers import ARGS, CHROMIUM
from builders import ROOT

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


#: axe-core, the accessibility checker the browser tests run on each page (``axe``), from the npm registry: its version
#: and the registry's integrity of its package, checked before it is used. Installed by the first test that needs it into
#: .venv/ (as scripts/setup installs the rest), by npm; the tests that need it skip where npm cannot fetch it.
AXE_CORE = ("4.14.1", "sha512-FHfa+lmNjQZfJz1q8wKqIDwC6DExcHt/pkjNQb09a3NPjCKg2rhu5qb2S4r76ASyFNNtuFooJpZe37OgudVGtQ==")


def axe_core() -> Path:
    """axe-core's ``axe.min.js``, installed once into .venv/ from its package (``npm pack``), its integrity checked."""
    import base64
    import hashlib
    import subprocess
    import tarfile
    import tempfile

    version, integrity = AXE_CORE
    script = ROOT / ".venv" / f"axe-core-{version}" / "axe.min.js"
    if script.is_file():
        return script
    npm = shutil.which("npm")
    if npm is None:
        pytest.skip("no npm to install axe-core with (Debian: apt-get install npm)")
    with tempfile.TemporaryDirectory() as folder:
        packed = subprocess.run([npm, "pack", f"axe-core@{version}", "--pack-destination", folder, "--silent"],
                                capture_output=True, text=True, timeout=300)
        tarball = Path(folder) / f"axe-core-{version}.tgz"
        if packed.returncode or not tarball.is_file():
            pytest.skip(f"npm could not fetch axe-core {version}: {packed.stderr.strip()[-300:]}")
        digest = "sha512-" + base64.b64encode(hashlib.sha512(tarball.read_bytes()).digest()).decode()
        assert digest == integrity, f"axe-core {version}'s package is not the registry's: {digest}"
        with tarfile.open(tarball) as tar:
            member = tar.extractfile("package/axe.min.js")
            assert member is not None
            text = member.read()
        script.parent.mkdir(parents=True, exist_ok=True)
        partial = script.with_suffix(f".{os.getpid()}")  # two workers may install it at once: each renames its own
        partial.write_bytes(text)
        partial.replace(script)
    return script


#: What axe-core is asked: the WCAG 2.0, 2.1 and 2.2 rules at levels A and AA, and its best practices.
AXE_RUN = """async () => {
  const found = await axe.run(document, {runOnly: {type: 'tag', values:
    ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']}});
  return found.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                                     nodes: v.nodes.map(n => n.target.join(' ') + ': ' + n.failureSummary)}));
}"""


@pytest.fixture(scope="session")
def axe() -> Any:
    """A check of the page open in the browser by axe-core (injected with Playwright's ``add_script_tag``): what it
    finds wrong, each rule's id, what it asks and the elements that break it; ``[]`` where the page is clean."""
    script = axe_core()

    def check(page: Any) -> list[dict[str, Any]]:
        if not page.evaluate("typeof window.axe !== 'undefined'"):
            page.add_script_tag(path=str(script))
        found: list[dict[str, Any]] = page.evaluate(AXE_RUN)
        return found
    return check
