"""Errors: the API's one JSON shape, HTML pages for the browser."""
from __future__ import annotations

from typing import Any

from flask import Flask, render_template, request
from werkzeug.exceptions import HTTPException

from .smorest import Api, CSRFError

HINTS = {
    400: "The request could not be understood.",
    401: "Log in to do this.",
    403: "You may not do this.",
    404: "There is nothing here (or it belongs to another club).",
    405: "This page does not take that kind of request.",
    409: "Another scorer wrote first.",
    413: "That is too much to send at once.",
    422: "Some of what was entered is impossible.",
    500: "Something went wrong on our side; nothing half-done was kept.",
    503: "This part of the service is not available on this server.",
}


def init_app(app: Flask, api: Api) -> None:
    """One handler for every HTTP error: JSON under ``/api/``, a page elsewhere."""

    def handle(error: HTTPException) -> Any:
        if request.path.startswith("/api/"):
            payload, code, headers = api.handle_http_exception(error)
            payload.setdefault("message", error.description or error.name)
            payload.setdefault("errors", [])
            return payload, code, headers
        code = error.code or 500
        if isinstance(error, CSRFError):
            message = "The form had expired or was sent from elsewhere. Go back, reload the page and send it again."
        else:
            message = error.description or "" if code != 500 else HINTS[500]
        return render_template("error.html", code=code, name=error.name, message=message,
                               hint=HINTS.get(code, "")), code

    app.register_error_handler(HTTPException, handle)
