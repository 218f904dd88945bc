"""What a request at each of the service's bounds costs, against a small request of its kind, in one run.

    .venv/bin/python bench/bench_bounds.py [--runs 3]

In process (the app on a SQLite file, Flask's test client; the documents through ``referee.documents.reports``, as the
web prints them), processor time (``time.process_time``), the best of ``--runs`` after a warm-up run:

- the API, against ``POST /api/v1/rulings`` of a record of one deal: a record of ``RECORD_DEALS`` deals
  (generated, a tenth irregular) ruled and compared; one of as many facts as a record may hold, each
  impossible (every error found, the first hundred listed); one deal beyond the bound (refused unread);
- the documents, against a blank one-page WeasyPrint document: the ruling report of ``REPORT_DEALS``
  played deals with ``REPORT_RULINGS`` rulings (each irregular, and remarks on the score added), a table's scoresheet of ``TABLE_DEALS`` deals, an evening's sheet of
  ``EVENING_TABLES`` tables of 40 deals;
- an append to a deal of ``DEAL_FACTS - 1`` facts, against one to a deal of five.
"""
from __future__ import annotations

import argparse
import io
import json
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench_reports import blank
from corpus import make_corpus
from pypdf import PdfReader

from referee.documents.reports import ruling_report_pdf, scoresheet_pdf
from referee.store.log import DEAL_FACTS, TABLE_DEALS
from referee.web import create_app
from referee.web.bounds import EVENING_TABLES, RECORD_DEALS, RECORD_FACTS, REPORT_DEALS, REPORT_RULINGS
from referee.web.db import migrate


def best(make: Callable[[], Any], runs: int) -> tuple[float, Any]:
    make()  # warm-up
    times, out = [], None
    for _ in range(runs):
        start = time.process_time()
        out = make()
        times.append(time.process_time() - start)
    return min(times), out


def pages(pdf: bytes) -> int:
    return len(PdfReader(io.BytesIO(pdf)).pages)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    runs = args.runs
    with tempfile.TemporaryDirectory() as tmp:
        app = create_app({"TESTING": True, "DATABASE_URL": f"sqlite:///{Path(tmp) / 'bench.sqlite'}",
                          "SECRET_KEY": "bench"})
        migrate(app)
        client = app.test_client()

        def post(path: str, record: dict[str, Any], status: int) -> Callable[[], Any]:
            body = json.dumps(record, separators=(",", ":"))

            def send() -> Any:
                response = client.post(path, data=body, content_type="application/json")
                assert response.status_code == status, (path, response.status_code, response.get_data()[:300])
                return response
            return send

        season = make_corpus(RECORD_DEALS, per_record=RECORD_DEALS, irregular=0.1, seed=11).records[0]
        one = {**season, "deals": season["deals"][:1]}
        each = RECORD_FACTS // RECORD_DEALS
        impossible = {**season, "deals": [{"dealer": d["dealer"], "events": [{"type": "play", "seat": "N", "card": "Z"}]
                                           * each} for d in season["deals"]]}
        beyond = {**season, "deals": season["deals"] + season["deals"][:1]}
        base, _ = best(post("/api/v1/rulings", one, 200), runs)
        print(f"The API (a record of one deal ruled: {base * 1000:.1f} ms)")
        facts = sum(len(d["events"]) for d in season["deals"])
        for label, path, record, status in (
                (f"ruled, {RECORD_DEALS:,} deals ({facts:,} facts)", "/api/v1/rulings", season, 200),
                (f"compared, {RECORD_DEALS:,} deals", "/api/v1/comparisons", season, 200),
                (f"refused, {RECORD_FACTS:,} impossible facts", "/api/v1/rulings", impossible, 422),
                (f"refused, {RECORD_DEALS + 1:,} deals", "/api/v1/rulings", beyond, 413)):
            took, response = best(post(path, record, status), runs)
            size = len(json.dumps(record, separators=(",", ":"))) / 1e6
            print(f"  {label:<40} {size:5.2f} MB in, {len(response.get_data()) / 1e6:5.2f} MB out "
                  f"{took * 1000:9.1f} ms {took / base:8.1f}x")

        base, _ = best(blank, runs)
        print(f"The documents (a blank one-page document: {base * 1000:.1f} ms)")
        played = make_corpus(REPORT_DEALS, per_record=REPORT_DEALS, irregular=1.0, seed=12).records[0]
        table = make_corpus(TABLE_DEALS, per_record=TABLE_DEALS, irregular=0.1, seed=13).records[0]
        evening = make_corpus(40 * EVENING_TABLES, per_record=40, irregular=0.1, seed=14).records
        rulings = _to_the_bound(played)
        for label, make in (
                (f"ruling report, {REPORT_DEALS} deals, {rulings} rulings", lambda: ruling_report_pdf(played, table="T")),
                (f"scoresheet, {TABLE_DEALS} deals", lambda: scoresheet_pdf([table], title="T")),
                (f"evening, {EVENING_TABLES} tables of 40 deals", lambda: scoresheet_pdf(evening, title="Evening"))):
            took, pdf = best(make, max(1, runs // 2))
            print(f"  {label:<40} {pages(pdf):3d} pages {took * 1000:9.1f} ms {took / base:8.1f}x")

        small, full = appends(app, client)
        print(f"An append to a deal of {DEAL_FACTS - 1} facts: {full * 1000:.1f} ms, {full / small:.1f}x one to a deal "
              f"of five ({small * 1000:.1f} ms)")


def _to_the_bound(record: dict[str, Any]) -> int:
    """Remarks on the score added at the head of the record's deals, in turn, until it has ``REPORT_RULINGS``
    rulings (each remark is one, foster:40); how many it has."""
    from referee import rule

    def count() -> int:
        return sum(len(d["rulings"]) for d in rule(record)["deals"])

    k = 0
    while count() < REPORT_RULINGS:
        record["deals"][k % len(record["deals"])]["events"].insert(0, {"type": "remark", "seat": "N", "about": "score"})
        k += 1
    return count()


def appends(app: Any, client: Any) -> tuple[float, float]:
    """The median time of five appends (remarks, each a ruling) to a deal of five facts, and to one of
    ``DEAL_FACTS - 5`` facts that they bring to ``DEAL_FACTS``."""
    from referee.store import ApiToken, Club, Scorer, create_table
    from referee.web.auth import hash_token
    from referee.web.db import get_db
    with app.app_context():
        db = get_db()
        club = Club(name="Bench Club")
        scorer = Scorer(club=club, username="bench", password_hash="-")
        db.add_all([club, scorer])
        db.flush()
        db.add(ApiToken(scorer_id=scorer.id, name="bench", token_hash=hash_token("bench-token")))
        table = create_table(db, club, name="T", game="euchre", code="foster", seats=["N", "E", "S", "W"], dealer="S")
        db.commit()
        path = f"/api/v1/tables/{table.id}/events"
    headers = {"Authorization": "Bearer bench-token"}
    sequence = 2
    timed: dict[int, list[float]] = {5: [], DEAL_FACTS - 5: []}
    while sequence - 2 < DEAL_FACTS - 1:
        start = time.process_time()
        response = client.post(path, headers=headers, json={"sequence": sequence,
                                                            "event": {"type": "remark", "seat": "N", "about": "score"}})
        took = time.process_time() - start
        assert response.status_code == 201, response.json
        for at, times in timed.items():
            if at <= sequence - 2 < at + 5:
                times.append(took)
        sequence += 1
    return tuple(sorted(times)[2] for times in timed.values())  # type: ignore[return-value]


if __name__ == "__main__":
    main()
