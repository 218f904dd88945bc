"""The documents on paper: ruling reports and scoresheets, as HTML from the
print stylesheets in ``templates/report/`` and as PDF through WeasyPrint; the
record's digest printed on a report, and checking a report against a record.

The engine never imports this module; it reads the engine's public output
(the ruling, ``scoring.Tally``) through ``ruling_report`` and ``scoresheet``.
"""
from __future__ import annotations

import base64
import hashlib
import io
import json
import logging
import mimetypes
import re
import unicodedata
from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit
from urllib.request import url2pathname

import jinja2
import weasyprint  # type: ignore[import-untyped]
from markupsafe import Markup, escape
from pypdf import PdfReader
from weasyprint.urls import URLFetcher, URLFetcherResponse  # type: ignore[import-untyped]

from ..evenings.evening import rule_evening
from ..law.codes import Counters
from ..resources import STATIC_DIR, TEMPLATES_DIR
from .evening_paper import evening_papers
from .own_sheet import own_sheet, owns_its_deal
from .paper import PAGE_SIZES, SUIT_SYMBOLS, TRUMP_NAMES, TRUMP_SYMBOLS, score, signed, who
from .qr import qr_svg
from .ruling_report import card_label, ruling_report
from .scoresheet import GAME_VALUES, evening_sheet, table_sheet

#: The only files a document takes in: its templates and the service's static files.
OWN_FILES = (TEMPLATES_DIR.resolve(), STATIC_DIR.resolve())

#: The longest table name the running head prints whole.
RUNNING = 48

# What pypdf warns of while reading a broken file ("EOF marker not found") is for a program's log, where one is kept;
# with none, it is not printed on standard error: verify_report says in one line what is wrong.
logging.getLogger("pypdf").addHandler(logging.NullHandler())

_DIGEST = re.compile(r"SHA-256\s*:?\s*((?:[0-9a-f]\s*){64})")


#: What a ruling report keeps in its subject of how it was printed (and, from a table, its facts' numbers).
PRINTED_WITH = {"deal", "referee", "table", "page_size"}


def record_digest(record: dict[str, Any]) -> str:
    """SHA-256 (hex) of the record's canonical JSON: keys sorted, no spaces, UTF-8."""
    canonical = json.dumps(record, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def ruling_report_html(record: dict[str, Any], *, deal: int | None = None, referee: str | None = None,
                       table: str | None = None, page_size: str = "A4",
                       sequences: Sequence[tuple[int, int, int]] = ()) -> str:
    """The ruling report as one self-contained HTML page (its print stylesheet inline).

    ``deal`` is an index into the record's deals (0-based, the ruling's ``index``);
    without it, every deal with a ruling (every deal, if none has one). ``sequences``: where the record is a
    table's, each fact's number in the table's history, as (deal, index in the deal, number)."""
    report = ruling_report(record, record_digest(record), deal=deal, referee=referee, table=table,
                           sequences={(d, i): n for d, i, n in sequences})
    printed_with = json.dumps({"deal": deal, "referee": referee, "table": table, "page_size": page_size,
                               **({"sequences": [list(x) for x in sequences]} if sequences else {})})
    return _render("report/ruling.html", page_size, report=report, sheet=report.sheet, digest=report.digest,
                   running_table=_running(report.sheet.name) if table else "", printed_with=printed_with)


def _running(name: str) -> str:
    """A name as the running head at the top of each page prints it: short enough to leave the title room."""
    return name if len(name) <= RUNNING else name[:RUNNING - 1].rstrip() + "…"


def ruling_report_pdf(record: dict[str, Any], *, deal: int | None = None, referee: str | None = None,
                      table: str | None = None, page_size: str = "A4",
                      sequences: Sequence[tuple[int, int, int]] = ()) -> bytes:
    """The ruling report as PDF (see ``ruling_report_html``); ``InvalidRecord`` for an impossible record."""
    return _pdf(ruling_report_html(record, deal=deal, referee=referee, table=table, page_size=page_size,
                                   sequences=sequences))


def scoresheet_html(records: list[dict[str, Any]], *, title: str | None = None,
                    tables: list[str] | None = None, page_size: str = "A4") -> str:
    """One record: that table's sheet. Several: the evening's sheet, a section per table
    and each game's totals per player and per partnership. ``tables`` names the tables in order."""
    if not records:
        raise ValueError("a scoresheet needs at least one record")
    names = list(tables or []) + [f"Table {n}" for n in range(len(tables or []) + 1, len(records) + 1)]
    if len(records) == 1 and owns_its_deal(records[0]):  # its own sheet: the counters, the pool, the games won
        sheet = own_sheet(records[0], names[0])
        title = title or "Scoresheet"
        return _render("report/own_sheet.html", page_size, sheet=sheet, title=title,
                       running_table=_running(sheet.name) if sheet.name != title else "")
    sheets = [table_sheet(r, n) for r, n in zip(records, names)]
    if len(sheets) == 1:
        title = title or "Scoresheet"
        return _render("report/scoresheet.html", page_size, sheet=sheets[0], title=title,  # the table's name once
                       running_table=_running(sheets[0].name) if sheets[0].name != title else "")
    evening = evening_sheet(sheets, title)
    return _render("report/evening.html", page_size, evening=evening, title=evening.title)


def scoresheet_pdf(records: list[dict[str, Any]], *, title: str | None = None,
                   tables: list[str] | None = None, page_size: str = "A4") -> bytes:
    """The scoresheet as PDF (see ``scoresheet_html``)."""
    return _pdf(scoresheet_html(records, title=title, tables=tables, page_size=page_size))


def evening_papers_html(evening: dict[str, Any], ruling: dict[str, Any] | None = None, *,
                        page_size: str = "letter", links: Mapping[str, str] | None = None) -> str:
    """An evening's papers as one self-contained HTML page: the night's results with the prizes (or the forts'
    flags, or the ranks), each round's movement sheet, the table cards for the next round, each player's tally card;
    a rotation evening's chart and each player's card. ``ruling``: the evening's, if already made
    (``rule_evening``; ``InvalidRecord`` for an impossible evening). ``links``: each table's link by its number,
    printed on its card with its QR code (a table's phone opens its scoring page with it, no account)."""
    papers = evening_papers(evening, ruling if ruling is not None else rule_evening(evening))
    codes = {number: (url, qr_svg(url)) for number, url in (links or {}).items()}
    return _render("report/evening_papers.html", page_size, p=papers, links=codes)


def evening_papers_pdf(evening: dict[str, Any], ruling: dict[str, Any] | None = None, *,
                       page_size: str = "letter", links: Mapping[str, str] | None = None) -> bytes:
    """An evening's papers as PDF (see ``evening_papers_html``)."""
    return _pdf(evening_papers_html(evening, ruling, page_size=page_size, links=links))


def printed_digests(pdf: bytes) -> set[str]:
    """Every record digest printed in a PDF report."""
    text = "\n".join(page.extract_text() or "" for page in PdfReader(io.BytesIO(pdf)).pages)
    return {re.sub(r"\s", "", m) for m in _DIGEST.findall(text)}


def verify_report(record: dict[str, Any], pdf: bytes) -> tuple[bool, str]:
    """Whether a printed ruling report was made from ``record``: its printed digest is the record's, and its
    every word is the report printed again from the record as it says it was printed (the deal, referee, table
    and page size it keeps in its subject)."""
    expected = record_digest(record)
    if b"%PDF-" not in pdf[:1024]:  # the header, which readers look for in the first kilobyte
        return False, "not a PDF (a PDF begins with %PDF-)"
    try:
        reader = PdfReader(io.BytesIO(pdf))
        printed = printed_digests(pdf)
        printed_with = json.loads(reader.metadata.subject or "null") if reader.metadata else None
    except Exception as err:  # pypdf raises many kinds on what is not a PDF, json one on a subject of other words
        return False, f"not a readable PDF report: {err}"
    if not printed:
        return False, "no record digest is printed on this report"
    if printed != {expected}:
        return False, f"the report was made from another record: it prints {', '.join(sorted(printed))}, " \
                      f"this record's digest is {expected}"
    if not isinstance(printed_with, dict) or not PRINTED_WITH <= set(printed_with) <= {*PRINTED_WITH, "sequences"}:
        return False, "the report does not say how it was printed, so its words cannot be checked"
    printed_with["sequences"] = [tuple(x) for x in printed_with.get("sequences", [])]
    words, again = _words(reader), _words(PdfReader(io.BytesIO(ruling_report_pdf(record, **printed_with))))
    if words != again:
        at = next((k for k, (w, a) in enumerate(zip(words, again)) if w != a), min(len(words), len(again)))
        return False, ("its digest is this record's, but its words are not the report of it: they differ at word "
                       f"{at + 1} ({' '.join(words[at:at + 6])!r}, not {' '.join(again[at:at + 6])!r})")
    return True, f"the report was made from this record (SHA-256 {expected}), every word of it"


def _words(reader: PdfReader) -> list[str]:
    return "\n".join(page.extract_text() or "" for page in reader.pages).split()


# -- rendering ----------------------------------------------------------------


def page_size_css(page_size: str) -> str:
    try:
        return PAGE_SIZES[page_size.lower()]
    except KeyError:
        raise ValueError(f"unknown page size {page_size!r}: expected A4 or letter") from None


#: A table of one deal, a bid out of turn in it and its outcome, so that a ruling and its laws are printed in
#: every face of the documents' fonts: the documents printed of it at start (``warm``).
_WARM_TABLE = {"format": "euchre-record/1", "game": "euchre", "code": "foster", "seats": ["N", "E", "S", "W"],
                "players": {"N": "N", "E": "E", "S": "S", "W": "W"},
                "deals": [{"dealer": "N", "events": [{"type": "deal", "turn_up": "JH"}, {"type": "pass", "seat": "W"},
                                                     {"type": "outcome", "seat": "E", "tricks": 3}]}]}


def warm() -> None:
    """Print both documents of a table of one deal, and throw them away: WeasyPrint, the fonts it finds and
    subsets, and the documents' templates loaded once, at start, so that the first document a scorer asks for comes
    as fast as the next (it took twice as long, and the import as long again)."""
    ruling_report_pdf(_WARM_TABLE)
    scoresheet_pdf([_WARM_TABLE])


def _render(template: str, page_size: str, **context: Any) -> str:
    return _environment().get_template(template).render(page_size=page_size_css(page_size), **context)


def _pdf(html: str) -> bytes:
    pdf: bytes = weasyprint.HTML(string=html, base_url=str(TEMPLATES_DIR / "report"), url_fetcher=OwnFiles()).write_pdf()
    return pdf


class OwnFiles(URLFetcher):  # type: ignore[misc]
    """WeasyPrint's fetcher for the documents: ``data:`` URLs (the counters, drawn inline) and the files under
    ``OWN_FILES``, nothing else: nothing from the network, no other file, whatever a document's text asks for."""

    def fetch(self, url: str, headers: Any = None) -> Any:
        parts = urlsplit(url)
        if parts.scheme.lower() == "data":
            return super().fetch(url, headers)
        if parts.scheme.lower() == "file" and parts.netloc in ("", "localhost"):
            path = Path(url2pathname(parts.path)).resolve()
            if path.is_file() and any(path.is_relative_to(root) for root in OWN_FILES):
                kind = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
                return URLFetcherResponse(url, path.read_bytes(), {"Content-Type": kind})
        raise ValueError(f"a document takes in only its own files, not {url[:80]!r}")


def _card(code: str) -> Markup:
    """A card as a small tile of rank and suit, ``10♥``, red for hearts and diamonds."""
    label = card_label(code)
    red = code.upper() != "JK" and code[-1].upper() in "HD"
    return Markup('<span class="tile{}">{}</span>').format(" red" if red else "", label)


def _suited(text: str) -> Markup:
    """Text with each red suit symbol in red."""
    out = escape(text)
    for symbol in (SUIT_SYMBOLS["H"], SUIT_SYMBOLS["D"]):
        out = Markup(out.replace(symbol, Markup('<span class="red">{}</span>').format(symbol)))
    return out


@cache
def _counter(points: int, counters: Counters, side: int) -> Markup:
    """The ``side``'s counters (0: the first side's suit, 1: the second's) lying for ``points``, as the code places
    them, as an image: drawn once, then reused by every row that shows them."""
    macros = _environment().get_template("report/macros.html").module
    svg = str(macros.counter(counters.positions[points - 1], counters.suits[side].value,  # type: ignore[attr-defined]
                             counters.by_pips, points))
    uri = "data:image/svg+xml;base64," + base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return Markup('<img class="counter" alt="{}" src="{}">').format(points, uri)


def _css_string(text: str) -> Markup:
    """A CSS string literal inside <style>: quoted, with every character but the letters, digits, marks,
    punctuation and symbols that cannot end it or the style element (``"'\\<>&``) escaped by its code point:
    control characters (a line end, a carriage return, a form feed), format characters, separators but the
    space."""
    return Markup('"' + "".join(c if _is_plain_in_css(c) else f"\\{ord(c):X} " for c in text) + '"')


def _is_plain_in_css(c: str) -> bool:
    return c == " " or (c not in "\"'\\<>&" and unicodedata.category(c)[0] not in "CZ")


@cache
def _environment() -> jinja2.Environment:
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES_DIR), autoescape=True,
                             trim_blocks=True, lstrip_blocks=True, undefined=jinja2.StrictUndefined)
    env.filters.update(card=_card, counter=_counter, css_string=_css_string, score=score, signed=signed, suited=_suited,
                       who=who, value_name=GAME_VALUES.get, suit=lambda s: TRUMP_NAMES.get(s or "", "none"),
                       symbol=lambda s: TRUMP_SYMBOLS.get(s, ""))
    return env
