"""QR codes of links (segno), as inline SVG: a table's link on the director's page and printed on the evening's
table cards (``web.links``, ``reports``)."""
from __future__ import annotations

import segno
from markupsafe import Markup


def qr_svg(url: str) -> Markup:
    """The QR code of ``url`` as inline SVG with a ``viewBox`` (no size of its own: its box sizes it), titled with the
    address; error correction M, as cards handled at a table need."""
    return Markup(segno.make(url, error="m").svg_inline(omitsize=True, title=url))
