"""QR codes of links (segno), as inline SVG: a table's link on the director's page and printed on the evening's
table cards (``web.evenings``, ``web.pages``, ``reports``)."""
from __future__ import annotations

from functools import lru_cache

import segno
from markupsafe import Markup


@lru_cache(maxsize=512)
def qr_svg(url: str) -> Markup:
    """The QR code of ``url`` as inline SVG with a ``viewBox`` (no size of its own: its box sizes it), titled with the
    address; error correction M, as cards handled at a table need. Made once a link in a process (the director's
    page draws every table's at each load)."""
    return Markup(segno.make(url, error="m").svg_inline(omitsize=True, title=url))
