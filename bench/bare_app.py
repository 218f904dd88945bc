"""The bare Flask app the service is measured against: one trivial JSON endpoint, served the same way."""
from __future__ import annotations

from flask import Flask, jsonify
from flask.typing import ResponseReturnValue

app = Flask(__name__)


@app.get("/ping")
def ping() -> ResponseReturnValue:
    return jsonify(ok=True)
