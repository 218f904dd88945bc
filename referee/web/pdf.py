"""The PDF downloads: ``referee.reports`` renders (WeasyPrint), this module serves."""
from __future__ import annotations

from flask import abort
from werkzeug.wrappers import Response

from ..ruling_report import reported
from .bounds import REPORT_DEALS, REPORT_RULINGS
from .tables import TableView
from .turns import heavy_turn


def _pdf(data: bytes, filename: str) -> Response:
    return Response(data, mimetype="application/pdf",
                    headers={"Content-Disposition": f'attachment; filename="{filename}"'})


def ruling(view: TableView, deal: int | None, referee: str | None = None) -> Response:
    """The ruling on the table (or on one deal) as a PDF that quotes the laws."""
    from ..reports import ruling_report_pdf  # WeasyPrint loads on the first download, not at start-up

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
        data = ruling_report_pdf(view.record, deal=deal, referee=referee, table=view.table.name, sequences=sequences)
    suffix = f"-deal-{deal + 1}" if deal is not None else ""
    return _pdf(data, f"table-{view.table.id}-ruling{suffix}.pdf")


def scoresheet(view: TableView) -> Response:
    """The table's scoresheet as a PDF."""
    from ..reports import scoresheet_pdf

    with heavy_turn():
        data = scoresheet_pdf([view.record], title=view.table.name, tables=[view.table.name])
    return _pdf(data, f"table-{view.table.id}-scoresheet.pdf")


def evening(views: list[TableView], title: str) -> Response:
    """The evening's sheet of several tables (each table's games and rubbers, the totals per player and
    per partnership) as a PDF; a table's own sheet if there is one."""
    from ..reports import scoresheet_pdf

    with heavy_turn():
        data = scoresheet_pdf([v.record for v in views], title=title, tables=[v.table.name for v in views])
    return _pdf(data, "evening-scoresheet.pdf")
