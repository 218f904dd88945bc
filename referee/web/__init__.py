"""The web service (a minimal app for now; the full service is its own issue)."""
from __future__ import annotations

from typing import Any

from flask import Flask, jsonify, request

from .. import rule
from ..record import InvalidRecord


def create_app(test_config: dict[str, Any] | None = None) -> Flask:
    """Build the Flask app, in the style of Flask's tutorial."""
    app = Flask(__name__, instance_relative_config=True)
    if test_config:
        app.config.update(test_config)

    @app.post("/api/v1/rulings")
    def post_ruling() -> Any:
        try:
            return jsonify(rule(request.get_json(force=True, silent=True) or {}))
        except InvalidRecord as err:
            return jsonify({"code": 422, "status": "Unprocessable Entity", "message": "invalid record",
                            "errors": err.errors}), 422

    return app
