"""Errors: the API's one JSON shape, HTML pages for the browser."""
from __future__ import annotations

from typing import Any

from flask import Flask, g, render_template, request
from werkzeug.exceptions import HTTPException

from ..schemas import flatten_errors
from .bounds import listed
from .smorest import Api, CSRFError

HINTS = {
    400: "The request could not be understood.",
    401: "Log in to do this.",
    403: "You may not do this.",
    404: "There is nothing here (or it belongs to another club).",
    405: "This page does not take that kind of request.",
    409: "Another scorer wrote first.",
    413: "That is too much to send at once.",
    415: "Send JSON, with the header Content-Type: application/json.",
    422: "Some of what was entered is impossible.",
    500: "Something went wrong on our side; nothing half-done was kept.",
    503: "This part of the service is not available on this server.",
}


#: Where webargs says it found a request's error; the error's path then starts inside it.
LOCATIONS = ("json", "query", "querystring", "form", "headers", "cookies", "files", "view_args", "path")


def one_shape(errors: Any) -> list[dict[str, Any]]:
    """Errors as the API gives them, ``[{"path", "value", "message"}]``, whatever shape they came in
    (webargs names a body that is not JSON as ``{"json": ["Invalid JSON body."]}``)."""
    if isinstance(errors, list) and all(isinstance(e, dict) and set(e) == {"path", "value", "message"}
                                        for e in errors):
        return errors
    out = []
    items = errors.items() if isinstance(errors, dict) else [("", errors)]
    for key, sub in items:
        at = "" if key in LOCATIONS else str(key)
        out += [{"path": path if path != "record" else (key if key not in LOCATIONS else "body"),
                 "value": None, "message": message} for path, message in flatten_errors(sub, at)]
    return out


def _said(error: HTTPException) -> dict[str, str]:
    """The headers the error gives besides its body's type (``Retry-After``, ``Allow``, ``WWW-Authenticate``)."""
    return {name: value for name, value in error.get_headers() if name.lower() != "content-type"}


def init_app(app: Flask, api: Api) -> None:
    """One handler for every HTTP error: JSON under ``/api/``, a page elsewhere."""

    def handle(error: HTTPException) -> Any:
        if request.path.startswith("/api/"):
            payload, code, headers = api.handle_http_exception(error)
            if "message" not in payload and error.description == type(error).description:
                payload["message"] = HINTS.get(code, error.name)  # werkzeug's words are for a page, not for the API
            payload.setdefault("message", error.description or error.name)
            payload["errors"], payload["message"] = listed(one_shape(payload.get("errors", [])), payload["message"])
            return payload, code, {**_said(error), **(headers or {})}
        code = error.code or 500
        if code >= 500 and "db" in g:  # the page is drawn (its scorer read) on a session that failed
            g.db.rollback()
        if isinstance(error, CSRFError):
            message = "The form had expired or was sent from elsewhere. Go back, reload the page and send it again."
        else:
            message = error.description or "" if code != 500 else HINTS[500]
        return render_template("error.html", code=code, name=error.name, message=message,
                               hint=HINTS.get(code, "")), code, _said(error)

    app.register_error_handler(HTTPException, handle)
