"""The browser the tests drive: Debian's Chromium, never a downloaded build, and how it is launched."""
from __future__ import annotations

import shutil

#: Debian's Chromium, never a downloaded build; the browser tests skip where there is none.
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
