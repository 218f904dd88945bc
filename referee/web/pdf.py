"""The PDF downloads: ``referee.reports`` renders, this module serves."""
from __future__ import annotations

import importlib
from typing import Any, Protocol, cast

from flask import abort
from werkzeug.wrappers import Response

from .tables import TableView


class _Reports(Protocol):
    def ruling_report_pdf(self, record: dict[str, Any], *, deal: int | None = None, referee: str | None = None,
                          page_size: str = "A4") -> bytes: ...

    def scoresheet_pdf(self, records: list[dict[str, Any]], *, title: str | None = None,
                       page_size: str = "A4") -> bytes: ...


def _reports() -> _Reports:
    try:
        return cast(_Reports, importlib.import_module("referee.reports"))
    except ImportError:
        abort(503, "The PDF reports are not installed on this server.")


def _pdf(data: bytes, filename: str) -> Response:
    return Response(data, mimetype="application/pdf",
                    headers={"Content-Disposition": f'attachment; filename="{filename}"'})


def ruling(view: TableView, deal: int | None, referee: str | None = None) -> Response:
    """The ruling on the table (or on one deal) as a PDF that quotes the laws."""
    if deal is not None and not 0 <= deal < len(view.record["deals"]):
        abort(404, f"No deal {deal} at this table.")
    data = _reports().ruling_report_pdf(view.record, deal=deal, referee=referee)
    suffix = f"-deal-{deal + 1}" if deal is not None else ""
    return _pdf(data, f"table-{view.table.id}-ruling{suffix}.pdf")


def scoresheet(view: TableView) -> Response:
    data = _reports().scoresheet_pdf([view.record], title=view.table.name)
    return _pdf(data, f"table-{view.table.id}-scoresheet.pdf")
