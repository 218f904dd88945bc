"""The processor time of each request ``bench_evening.py`` makes, in process (Flask's test client, no HTTP, no other
request beside it), for this checkout's app or another's: what a request costs to make, which other jobs on a busy
machine inflate far less than they do the latencies under load.

    .venv/bin/python bench/bench_evening_work.py [--root DIR] [--tables 40] [--databases sqlite,postgresql]

On an evening seeded as ``bench_evening.seed`` seeds it, its tables four deals in (eight events each), the ruling made
in the request (``EVENING_STALE`` 0): an append at an evening's table; the projector's board after one table moved, and
after 27 of the 40 moved (about two seconds of the evening's appends: the ruling a process makes again every two
seconds); the board, the projector's page and the players' fragment at a version already made; the bell's fragment
once the log moved (``v`` behind) and unmoved (204). Printed: each one's median processor time (ms) over its runs.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from bench_service import ROOT, TOKEN, database


def measure(url: str, tables: int) -> list[tuple[str, float, int]]:
    """Each request's median processor time (s) and runs, on a database at ``url`` (seeded here)."""
    import bench_evening

    seeded = bench_evening.seed(url, tables)
    os.environ.update(DATABASE_URL=url, REFEREE_SECRET_KEY="bench")
    from referee.web import create_app

    app = create_app()
    app.config["EVENING_STALE"] = 0
    client = app.test_client()
    api = {"Authorization": f"Bearer {TOKEN}", "Content-Type": "application/json"}
    heads = {t: json.loads(client.get(f"/api/v1/tables/{t}", headers=api).get_data())["head"] for t in seeded["tables"]}
    nexts = {t: bench_evening.outcomes(random.Random(t), begun=heads[t] > 0) for t in seeded["tables"]}
    token, turn = seeded["token"], {"table": 0}

    def append(table: int | None = None) -> None:
        if table is None:
            table = seeded["tables"][turn["table"] % tables]
            turn["table"] += 1
        heads[table] += 1
        answer = client.post(f"/api/v1/tables/{table}/events", headers=api,
                             data=json.dumps({"sequence": heads[table], "event": nexts[table]()}))
        assert answer.status_code == 201, answer.get_data(as_text=True)

    def get(path: str, *statuses: int) -> Callable[[], None]:
        def asked() -> None:
            answer = client.get(path)
            assert answer.status_code in statuses, (path, answer.status_code)
        return asked

    for _ in range(8):
        for table in seeded["tables"]:
            append(table)
    board = get(f"/e/{token}/live?part=projector&v=", 200)
    evening_head = 4 * tables + 2  # the players, the draw and round 1
    cases: list[tuple[str, Callable[[], None], Callable[[], None] | None, int]] = [
        ("an append at an evening's table", append, None, 60),
        ("the board, one table moved", board, append, 20),
        ("the board, 27 of 40 tables moved", board, lambda: [append() for _ in range(27 * tables // 40)], 10),
        ("the board, made already", board, None, 30),
        ("the projector's page, made already", get(f"/e/{token}/projector", 200), None, 30),
        ("the players' fragment, made already", get(f"/e/{token}/live?part=players&v=", 200), None, 30),
        ("the bell's fragment, the log moved", get(f"/e/{token}/bell?v=1", 200), None, 60),
        ("the bell's fragment, unmoved (204)", get(f"/e/{token}/bell?v={evening_head}", 204), None, 60),
    ]
    out = []
    for name, request, before, runs in cases:
        took = []
        for _ in range(runs):
            if before is not None:
                before()
            start = time.process_time()
            request()
            took.append(time.process_time() - start)
        out.append((name, statistics.median(took), runs))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout whose app is measured")
    parser.add_argument("--tables", type=int, default=40)
    parser.add_argument("--databases", default="sqlite,postgresql")
    parser.add_argument("--child", help=argparse.SUPPRESS)  # the database's URL, in the process of --root
    args = parser.parse_args()
    if args.child:
        print(json.dumps(measure(args.child, args.tables)))
        return
    for kind in args.databases.split(","):
        with tempfile.TemporaryDirectory() as tmp, database(kind, Path(tmp)) as url:
            env = {**os.environ, "PYTHONPATH": f"{args.root.resolve()}:{ROOT / 'bench'}"}
            done = subprocess.run([sys.executable, __file__, "--child", url, "--tables", str(args.tables)], env=env,
                                  cwd=args.root, capture_output=True, text=True)
            if done.returncode:
                print(f"{kind}: not measured ({(done.stderr.strip().splitlines() or ['?'])[-1]})")
                continue
            print(f"{kind}: {args.root.resolve()}, processor time a request (median), in process")
            for name, took, runs in json.loads(done.stdout.strip().splitlines()[-1]):
                print(f"  {name:<40} {took * 1000:7.2f} ms  ({runs} runs)")


if __name__ == "__main__":
    main()
