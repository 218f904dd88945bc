"""A name printed on a document stays a name: it cannot break out of the running head's CSS string (a
carriage return or a form feed ended it, and what followed was a style that made WeasyPrint fetch a URL
or embed a local image), and whatever a document's text asks for, WeasyPrint takes in only the
project's own templates and static files (``reports.OwnFiles``): nothing from the network, no other
file. Names with control characters are refused where a table is started."""
from __future__ import annotations

import http.server
import io
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import tinycss2
from hypothesis import given, settings
from hypothesis import strategies as st
from pypdf import PdfReader

from referee.documents.reports import _css_string, ruling_report_html, ruling_report_pdf, scoresheet_pdf

from builders import deal, record

#: What ends a CSS string without closing it (a newline, to CSS), and what is no character of a name.
BREAKS = ["\r", "\f", "\n", "\r\n", "\x0b", "\x00", "\u2028", "\u200b"]


@pytest.fixture
def listener() -> Iterator[tuple[int, list[str]]]:
    """A web server on a loopback port that notes every path asked of it."""
    asked: list[str] = []

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            asked.append(self.path)
            self.send_response(404)
            self.end_headers()

        def log_message(self, *args: Any) -> None:
            pass

    server = http.server.HTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield server.server_address[1], asked
    server.shutdown()


@pytest.fixture
def secret_image() -> Iterator[Path]:
    """A local PNG, 37 by 23 pixels, that no document may take in: at a short path, that a name fits in the
    running head (48 characters) with it."""
    import struct
    import tempfile
    import zlib

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    rows = b"".join(b"\x00" + b"\xff\x00\x00" * 37 for _ in range(23))
    png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 37, 23, 8, 2, 0, 0, 0))
           + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))
    with tempfile.NamedTemporaryFile(suffix=".png") as file:
        file.write(png)
        file.flush()
        yield Path(file.name)


def _images(pdf: bytes) -> list[tuple[int, int]]:
    """The size of every image in the PDF, wherever it is drawn (a page's, a pattern's: every object is looked at)."""
    reader = PdfReader(io.BytesIO(pdf))
    sizes = []
    for number in range(1, int(reader.trailer["/Size"])):
        found = reader.get_object(number)
        if isinstance(found, dict) and found.get("/Subtype") == "/Image":
            sizes.append((int(found["/Width"]), int(found["/Height"])))
    return sizes


def _documents(name: str) -> list[bytes]:
    """The ruling report and the scoresheet of a table of that name (and titled so)."""
    rec = record(deal("N", "AS", "AH", "QS", "TS"))
    return [ruling_report_pdf(rec, table=name), scoresheet_pdf([rec], title=name, tables=[name])]


@pytest.mark.parametrize("brk", BREAKS, ids=repr)
def test_a_name_that_ends_its_css_string_makes_no_document_fetch_a_url(brk: str, listener: Any) -> None:
    port, asked = listener
    name = f"T{brk}}}}}*{{background:url(http://127.0.0.1:{port}/x)}}"  # short enough for the running head
    _documents(name)
    assert asked == []


@pytest.mark.parametrize("brk", ["\r", "\f"], ids=repr)
def test_a_name_that_ends_its_css_string_embeds_no_local_image(brk: str, secret_image: Path) -> None:
    name = f"T{brk}}}}}*{{background:url({secret_image})}}"  # a path: a file beside the templates, to WeasyPrint
    if len(name) > 48:
        pytest.skip(f"the temporary directory's path is too long for the running head: {secret_image}")
    for pdf in _documents(name):
        assert (37, 23) not in _images(pdf)


def test_whatever_a_document_asks_for_only_its_own_files_are_fetched(listener: Any, secret_image: Path) -> None:
    from referee.documents.reports import OWN_FILES, OwnFiles
    port, asked = listener
    fetcher = OwnFiles()
    for url in (f"http://127.0.0.1:{port}/x", secret_image.as_uri(), "file:///etc/passwd",
                (OWN_FILES[0] / ".." / "pyproject.toml").as_uri(), f"ftp://127.0.0.1:{port}/x"):
        with pytest.raises(ValueError, match="only its own files"):
            fetcher.fetch(url)
    assert asked == []
    own = OWN_FILES[0] / "report" / "print.css"
    assert fetcher.fetch(own.as_uri()).read() == own.read_bytes()
    assert fetcher.fetch("data:text/plain;base64,aGk=").read() == b"hi"


def test_a_document_that_asks_for_a_local_image_does_not_embed_it(secret_image: Path) -> None:
    from referee.documents.reports import _pdf
    assert _images(_pdf(f'<p>x</p><img src="{secret_image.as_uri()}">')) == []


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_any_name_is_one_css_string_of_itself(name: str) -> None:
    tokens = [t for t in tinycss2.parse_component_value_list(str(_css_string(name))) if t.type != "whitespace"]
    assert len(tokens) == 1 and tokens[0].type == "string"
    assert tokens[0].value == name.replace("\x00", "\ufffd")  # CSS reads NUL as the replacement character
    assert "<" not in str(_css_string(name))  # nor can it close the style element


@pytest.mark.parametrize("brk", BREAKS, ids=repr)
def test_the_running_head_of_the_html_report_holds_the_name_escaped(brk: str) -> None:
    html = ruling_report_html(record(deal("N")), table=f"T{brk}</style><img src=x>")
    style = html[html.index("<style>"):html.index("</style>")]
    assert f"T{brk}" not in style and "<img" not in html


@pytest.mark.parametrize("brk", BREAKS, ids=repr)
def test_a_table_named_with_a_control_character_is_not_started(scorer: Any, brk: str) -> None:
    response = scorer.submit("/tables/new", name=f"T{brk}x", seats="N E S W", dealer="0")
    assert response.status_code == 422 and "no control characters" in response.get_data(as_text=True)
    response = scorer.submit("/tables/new", name="T", seats="N E S W", dealer="0", player__1=f"Bo{brk}b")
    assert response.status_code == 422
