"""Four scorers appending to one table at once, over HTTP to the service running as a process of its
own, on SQLite (WAL) and on PostgreSQL; midway the server is killed with SIGKILL and started again.
No event is lost or written twice, the sequence numbers are dense, every acknowledged (201) event
is in the log at the sequence it was acknowledged with, and the ruling kept with the log is the
engine's ruling on the record.

Each scorer does what the table page tells a scorer to do: write with the head it saw plus one; on
a 409, take the head the answer names and write again; when the server does not answer, wait for
it, and look in the history before writing again (the write may have been kept before the kill)."""
from __future__ import annotations

import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import text

import referee

from builders import ROOT

TOKEN = "resilience-token"
WRITERS, EACH = 4, 12
SERVE = ("import sys; from werkzeug.serving import run_simple; from wsgi import app; "
         "run_simple('127.0.0.1', int(sys.argv[1]), app, threaded=True)")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Server:
    """The service (``wsgi:app``) as a process of its own on a loopback port."""

    def __init__(self, db_url: str, port: int) -> None:
        self.db_url, self.port = db_url, port
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        env = {**os.environ, "DATABASE_URL": self.db_url, "REFEREE_SECRET_KEY": "test", "PYTHONPATH": str(ROOT)}
        self.proc = subprocess.Popen([sys.executable, "-c", SERVE, str(self.port)], cwd=ROOT, env=env,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 30
        while not self.answers():
            assert self.proc.poll() is None, "the server exited"
            assert time.monotonic() < deadline, "the server did not start"
            time.sleep(0.1)

    def answers(self) -> bool:
        try:
            return request(self.port, "GET", "/api/openapi.json", timeout=2)[0] == 200
        except (OSError, http.client.HTTPException):
            return False

    def kill(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


def request(port: int, method: str, path: str, body: Any = None, timeout: float = 10) -> tuple[int, Any]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        conn.request(method, path, body=None if body is None else json.dumps(body),
                     headers={"Authorization": f"Bearer {TOKEN}", "Content-Type": "application/json"})
        response = conn.getresponse()
        return response.status, json.loads(response.read() or b"null")
    finally:
        conn.close()


@pytest.fixture
def table(migrated_url: str) -> int:
    from referee.store import ApiToken, Club, Scorer, create_table, make_engine, session_factory
    from referee.web.auth import hash_token
    engine = make_engine(migrated_url)
    with session_factory(engine)() as s:
        club = Club(name="Hoyle Club")
        s.add(club)
        s.flush()
        scorer = Scorer(club_id=club.id, username="ann", password_hash="-")
        s.add(scorer)
        s.flush()
        s.add(ApiToken(scorer_id=scorer.id, name="tests", token_hash=hash_token(TOKEN)))
        t = create_table(s, club, name="T", game="euchre", code="foster", seats=list("NESW"), dealer="S")
        s.commit()
        table_id = t.id
    if migrated_url.startswith("sqlite"):
        with engine.connect() as conn:
            assert conn.execute(text("PRAGMA journal_mode")).scalar() == "wal"
    engine.dispose()
    return table_id


@pytest.fixture
def server(db_url: str, table: int) -> Iterator[Server]:
    s = Server(db_url, _free_port())
    s.start()
    yield s
    s.stop()


def test_four_writers_lose_nothing_and_duplicate_nothing_through_a_sigkill(server: Server, table: int) -> None:
    events = f"/api/v1/tables/{table}/events"
    acked: dict[int, int] = {}  # marker -> the sequence its 201 named
    lock = threading.Lock()
    up = threading.Event()
    up.set()
    failures: list[BaseException] = []
    killed = threading.Event()

    def head() -> int:
        return int(request(server.port, "GET", f"/api/v1/tables/{table}")[1]["head"])

    def stored(marker: int) -> bool:
        log = request(server.port, "GET", events)[1]["events"]
        return any(e["event"].get("top") == marker for e in log)

    def writer(w: int) -> None:
        try:
            for k in range(EACH):
                marker = 100 * w + k
                seen: int | None = None
                while True:
                    up.wait(60)
                    try:
                        if seen is None:
                            seen = head()
                        status, body = request(server.port, "POST", events, {
                            "sequence": seen + 1, "event": {"type": "cut", "seat": "E", "top": marker}})
                    except (OSError, http.client.HTTPException):  # the server went down: wait for it, and see
                        # whether the write was kept (the answer may have been cut off)
                        up.wait(60)
                        time.sleep(0.05)
                        try:
                            if stored(marker):
                                break
                        except (OSError, http.client.HTTPException):
                            pass
                        seen = None
                        continue
                    if status == 201:
                        with lock:
                            acked[marker] = body["sequence"]
                        break
                    assert status == 409, (status, body)
                    seen = None  # another scorer wrote first: reload the head and write again
        except BaseException as err:  # noqa: BLE001 (reported below)
            failures.append(err)

    def killer() -> None:
        try:
            while len(acked) < WRITERS * EACH // 3:
                time.sleep(0.01)
            up.clear()
            server.kill()  # mid-run: writes in flight are cut off
            killed.set()
            server.start()
            up.set()
        except BaseException as err:  # noqa: BLE001
            failures.append(err)
            up.set()

    threads = [threading.Thread(target=writer, args=(w,)) for w in range(WRITERS)]
    threads.append(threading.Thread(target=killer))
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=240)
    assert not any(t.is_alive() for t in threads), "the writers did not finish in time"
    assert not failures, failures
    assert killed.is_set()

    log = request(server.port, "GET", events)[1]
    sequences = [e["sequence"] for e in log["events"]]
    assert sequences == list(range(1, log["head"] + 1))  # dense
    markers = [e["event"]["top"] for e in log["events"] if e["kind"] == "fact"]
    assert sorted(markers) == sorted(100 * w + k for w in range(WRITERS) for k in range(EACH))  # once each
    at = {e["event"]["top"]: e["sequence"] for e in log["events"] if e["kind"] == "fact"}
    assert all(at[marker] == sequence for marker, sequence in acked.items())  # acknowledged, and kept there
    record = request(server.port, "GET", f"/api/v1/tables/{table}/record")[1]
    assert request(server.port, "GET", f"/api/v1/tables/{table}/ruling")[1] == referee.rule(record)
