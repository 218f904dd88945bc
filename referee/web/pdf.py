"""The PDF downloads: ``referee.documents.reports`` renders (WeasyPrint), this module serves."""
from __future__ import annotations

import threading
from typing import Any

from flask import abort, request
from werkzeug.wrappers import Response

from ..documents.paper import PAGE_SIZES
from ..documents.ruling_report import reported
from .bounds import REPORT_DEALS, REPORT_RULINGS
from .tables import TableView
from .turns import heavy_turn


def warm_in_background() -> threading.Thread:
    """``reports.warm`` in a thread of its own, started as the service starts (``referee serve``, ``wsgi.py``): the
    first download does not wait for WeasyPrint to load."""
    def run() -> None:
        from ..documents.reports import warm
        warm()

    thread = threading.Thread(target=run, name="warm-documents", daemon=True)
    thread.start()
    return thread


def _pdf(data: bytes, filename: str) -> Response:
    return Response(data, mimetype="application/pdf",
                    headers={"Content-Disposition": f'attachment; filename="{filename}"'})


def paper() -> str:
    """The paper a download is printed on: ``paper=a4`` (the default, as the command's) or ``paper=letter``."""
    chosen = request.args.get("paper", "").strip().lower() or "a4"
    if chosen not in PAGE_SIZES:
        abort(400, f"No paper {chosen[:20]!r}: a document is printed on A4 or Letter (paper=a4 or paper=letter).")
    return chosen


def ruling(view: TableView, deal: int | None, referee: str | None = None) -> Response:
    """The ruling on the table (or on one deal) as a PDF that quotes the laws, on the paper chosen (``paper``)."""
    from ..documents.reports import ruling_report_pdf  # WeasyPrint loads on the first download, not at start-up

    page_size = paper()
    if deal is not None and not 0 <= deal < len(view.record["deals"]):
        abort(404, f"No deal {deal} at this table.")
    chosen = reported(view.ruling, deal)
    rulings = sum(len(d["rulings"]) for d in chosen)
    if len(chosen) > REPORT_DEALS or rulings > REPORT_RULINGS:
        abort(422, f"The report would print {len(chosen)} deals and {rulings} rulings: one printed here holds at most "
                   f"{REPORT_DEALS} deals and {REPORT_RULINGS} rulings. Print fewer deals at a time (choose the deal), "
                   "or print it with the referee command (referee report).")
    sequences = [(e.deal, e.index, e.sequence) for e in view.log.entries()  # the live facts, numbered as the web does
                 if e.deal is not None and e.index is not None]
    with heavy_turn():
        data = ruling_report_pdf(view.record, deal=deal, referee=referee, table=view.table.name, sequences=sequences,
                                 page_size=page_size)
    suffix = f"-deal-{deal + 1}" if deal is not None else ""
    return _pdf(data, f"table-{view.table.id}-ruling{suffix}.pdf")


def scoresheet(view: TableView) -> Response:
    """The table's scoresheet as a PDF, on the paper chosen (``paper``)."""
    from ..documents.reports import scoresheet_pdf

    page_size = paper()
    with heavy_turn():
        data = scoresheet_pdf([view.record], title=view.table.name, tables=[view.table.name], page_size=page_size)
    return _pdf(data, f"table-{view.table.id}-scoresheet.pdf")


def evening(views: list[TableView], title: str) -> Response:
    """The evening's sheet of several tables (each table's games and rubbers, the totals per player and
    per partnership) as a PDF, on the paper chosen (``paper``); a table's own sheet if there is one."""
    from ..documents.reports import scoresheet_pdf

    page_size = paper()
    with heavy_turn():
        data = scoresheet_pdf([v.record for v in views], title=title, tables=[v.table.name for v in views],
                              page_size=page_size)
    return _pdf(data, "evening-scoresheet.pdf")


def evening_papers(record: dict[str, Any], ruling: dict[str, Any] | None, evening_id: int,
                   links: dict[str, str] | None = None) -> Response:
    """A club evening's papers (``reports.evening_papers_pdf``: the night's results with the prizes, each round's
    movement sheet, the next round's table cards with each table's link and its QR code, each player's tally card)
    as a PDF, on the paper chosen."""
    from ..documents.reports import evening_papers_pdf

    page_size = paper()
    with heavy_turn():
        data = evening_papers_pdf(record, ruling, page_size=page_size, links=links)
    return _pdf(data, f"evening-{evening_id}-papers.pdf")
