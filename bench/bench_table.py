"""A scorer at the table, on a phone: whole deals recorded in a real browser, today's pages against this checkout's,
in one run.

    .venv/bin/python bench/bench_table.py [--baseline /tmp/table-base] [--rounds 2] [--ways played,hands,outcome]

``--baseline``: a checkout of the pages to compare with, set up (``scripts/setup`` there: its own ``.venv/``), e.g.
``git worktree add /tmp/table-base 24269fd && /tmp/table-base/scripts/setup``; without it, this checkout alone.
Each checkout's app is served by its own Python (werkzeug, threaded, SQLite in a temporary directory, as
tests/service/browser/test_browser.py serves it) to Debian's Chromium driven by Playwright as a 390x844 touch screen
(``is_mobile``, ``has_touch``). On each, a scorer registers, starts a table and records four deals played out by
tests/played.py (dealt in turn from N: passes and an order, an order euchred, a lone hand by the dealer, an order
at once), as a scorer at the table would, in three ways:

- ``played``: every fact as it happens, the hands not typed (the turn-up named): the shuffle, the cut, the deal,
  each bid, the discard, each card; and the next deal started;
- ``hands``: the same, the four hands typed into the deal's form;
- ``outcome``: each deal by its outcome alone (maker, trump, alone, the makers' tricks), scores only.

Today's pages are recorded through their form (the kind of fact chosen, the seat and the card tapped, Record);
this checkout's through its one-tap buttons where it has them (``#quick``: the suggested fact, card or bid
recorded at once), else the same form. Counted per deal: taps (a tap on a button, a card, a seat or a field; a
drop-down list chosen from is two: open, choose), keystrokes, full page loads, and each fact's round trip, in the
page, from the tap that records it to the page showing it (the new page's ``load``, or htmx's ``afterSettle``):
p50 and p95 over the run, and this checkout's figures as ratios of today's. Both checkouts are served at once and
played in turn, way by way and round by round, so that both meet the machine's load alike.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from played import euchre_record  # noqa: E402

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
#: The deals, as tests/played.py plays them (strong seat, maker, alone), dealt in turn from N.
OUTCOMES = [("W", "W", False), ("E", "S", False), ("S", "S", True), ("N", "N", False)]
#: Served by the checkout's own Python: the app on SQLite in a directory, its port printed when it listens.
SERVER = """
import sys, threading
from werkzeug.serving import make_server
from referee.web import create_app
from referee.web.db import migrate
app = create_app({"DATABASE_URL": f"sqlite:///{sys.argv[1]}/referee.sqlite", "SECRET_KEY": "bench"})
migrate(app)
server = make_server("127.0.0.1", 0, app, threaded=True)
print(server.port, flush=True)
server.serve_forever()
"""
#: In every page: the time of each recording tap (a submit button), kept across page loads, and each round trip to
#: the page that shows it (its ``load`` event, or htmx's swap settled).
TIMING = """
addEventListener("click", function (e) {
  if (e.target.closest && e.target.closest("button[type=submit], button:not([type])")) {
    sessionStorage.tap = String(performance.timeOrigin + performance.now());
  }
}, true);
function shown() {
  var tap = sessionStorage.tap;
  if (!tap) return;
  var trips = JSON.parse(sessionStorage.trips || "[]");
  trips.push(performance.timeOrigin + performance.now() - Number(tap));
  sessionStorage.trips = JSON.stringify(trips);
  sessionStorage.removeItem("tap");
}
addEventListener("load", shown);
document.addEventListener("htmx:afterSettle", shown);
"""


@contextmanager
def serving(checkout: Path) -> Iterator[str]:
    """The app of ``checkout`` served by its own ``.venv``; its address."""
    with tempfile.TemporaryDirectory() as tmp:
        proc = subprocess.Popen([str(checkout / ".venv" / "bin" / "python"), "-c", SERVER, tmp], cwd=checkout,
                                stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        try:
            assert proc.stdout is not None
            port = proc.stdout.readline().strip()
            if not port:
                raise SystemExit(f"{checkout}: the server did not start (is {checkout}/.venv set up?)")
            yield f"http://127.0.0.1:{port}"
        finally:
            proc.terminate()
            proc.wait(10)


class NotRecordable(Exception):
    """A way of recording that the pages do not offer."""


@dataclass
class Tally:
    """What recording cost: taps, keystrokes, full page loads, and the facts' round trips (ms)."""

    taps: int = 0
    keys: int = 0
    loads: int = 0
    facts: int = 0
    trips: list[float] = field(default_factory=list)


class Scorer:
    """A scorer's phone: taps and keystrokes counted, page loads counted by the page's own ``load`` events."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.tally = Tally()
        page.on("load", lambda _: self._loaded())

    def _loaded(self) -> None:
        self.tally.loads += 1

    def tap(self, selector: str) -> None:
        self.page.locator(selector).first.tap()
        self.tally.taps += 1

    def choose(self, selector: str, value: str) -> None:
        if self.page.input_value(selector) != value:
            self.page.select_option(selector, value)
            self.tally.taps += 2  # the list opened, the value tapped

    def type(self, selector: str, text: str) -> None:
        self.tap(selector)
        self.page.fill(selector, text)
        self.tally.keys += len(text)

    def record(self, selector: str) -> None:
        """Tap what records a fact, and wait for the page to show it."""
        before = self.trips()
        self.tap(selector)
        self.tally.facts += 1
        deadline = time.monotonic() + 30
        while self.trips() == before and time.monotonic() < deadline:
            self.page.wait_for_timeout(5)
        self.page.wait_for_load_state()
        alert = self.page.locator(".alert")
        if alert.count():
            raise AssertionError(f"refused: {alert.first.inner_text()}")

    def trips(self) -> int:
        try:
            return int(self.page.evaluate("JSON.parse(sessionStorage.trips || '[]').length"))
        except Exception:  # the page navigating: its context gone
            self.page.wait_for_load_state()
            return self.trips()

    def collect(self) -> None:
        self.tally.trips = [float(t) for t in self.page.evaluate("JSON.parse(sessionStorage.trips || '[]')")]


def start_table(page: Any, base: str, user: str) -> str:
    """Register ``user`` (a club of his own) and start a euchre table dealt first by N; its address."""
    page.goto(f"{base}/auth/register")
    page.fill("input[name=username]", user)
    page.fill("input[name=password]", "correct horse")
    page.fill("input[name=club]", f"{user}'s club")
    page.click("button[type=submit]")
    page.goto(f"{base}/tables/new")
    for i, name in enumerate(["Ann", "Bob", "Cy", "Di"]):
        page.fill(f"input[name='player.{i}']", name)
    page.click("text=Start the table")
    page.wait_for_load_state("load")
    return str(page.url.split("#")[0].split("?")[0])


# -- today's form ---------------------------------------------------------------------------------------------------


def form_fact(s: Scorer, event: dict[str, Any], hands: bool) -> None:
    """One fact through the scorer's form: its kind chosen, its seat and card tapped, its fields typed, Record."""
    page, kind = s.page, event["type"]
    over = page.locator("#record details:not([open]) > summary")
    if over.count():
        s.tap("#record details > summary")  # a late fact of a deal over
    s.choose("#event-type", kind)
    seat = event.get("seat")
    if seat and not page.is_checked(f"#record input[name=seat][value={seat}]"):
        s.tap(f"#record label.seat-pick:has(input[value='{seat}'])")
    card = event.get("card")
    if card:
        suggested = f"#record .cards.suggested label.card:has(input[value='{card}'])"
        if not page.locator(suggested).count():
            if page.get_attribute("#record details.all-cards", "open") is None:
                s.tap("#record details.all-cards > summary")
            suggested = f"#record details.all-cards label.card:has(input[value='{card}'])"
        s.tap(suggested)
    if kind == "deal":
        if hands:
            for who, cards in event["hands"].items():
                s.type(f"#record input[name='hands.{who}']", " ".join(cards))
        s.type("#record input[name=turn_up]", event["turn_up"])
    if event.get("alone"):
        s.tap("#record input[name=alone]")
    if kind == "outcome":
        if not page.locator("#record input[name=tricks]").count():
            raise NotRecordable("the form has no field for the makers' tricks")
        if event.get("suit"):
            s.choose("#record select[name=suit]", event["suit"])
        s.type("#record input[name=tricks]", str(event["tricks"]))
    s.record("#record button[type=submit]")


def form_next_deal(s: Scorer) -> None:
    s.record(".new-deal button[type=submit]")


# -- this checkout's buttons ----------------------------------------------------------------------------------------


def _button(s: Scorer, event: dict[str, Any]) -> str | None:
    """The one-tap button that records ``event`` as it is, if the page offers one."""
    kind = event["type"]
    sel = f"#quick button[data-type='{kind}']"
    if kind in ("order_up", "take_up", "make"):
        sel += "[data-alone]" if event.get("alone") else ":not([data-alone])"
    if event.get("card") or kind == "deal":
        sel += f"[data-card='{event.get('card') or event['turn_up']}']"
    if event.get("suit"):
        sel += f"[data-suit='{event['suit']}']"
    if event.get("seat"):
        sel += f"[data-seat='{event['seat']}']"
    return sel if s.page.locator(sel).count() else None


def tap_fact(s: Scorer, event: dict[str, Any], hands: bool) -> None:
    button = None if hands and event["type"] == "deal" else _button(s, event)
    if button is None:
        form_fact(s, event, hands)
    else:
        s.record(button)


def tap_next_deal(s: Scorer) -> None:
    if s.page.locator("#quick button[data-type=new_deal]").count():
        s.record("#quick button[data-type=new_deal]")
    else:
        form_next_deal(s)


def tap_outcome(s: Scorer, event: dict[str, Any]) -> None:
    """A deal by its outcome through the scores-only form (``#outcome``): maker, trump, alone, tricks, Record."""
    if not s.page.locator("#outcome").count():
        form_fact(s, event, False)
        return
    if not s.page.locator("#outcome[open], #outcome details[open]").count() and s.page.locator(
            "#outcome > summary").count():
        s.tap("#outcome > summary")
    s.tap(f"#outcome label:has(input[name=seat][value={event['seat']}])")
    if event.get("suit"):
        s.tap(f"#outcome label:has(input[name=suit][value={event['suit']}])")
    if event.get("alone"):
        s.tap("#outcome label:has(input[name=alone])")
    s.tap(f"#outcome label:has(input[name=tricks][value='{event['tricks']}'])")
    s.record("#outcome button[type=submit]")


# -- the deals ------------------------------------------------------------------------------------------------------


def the_deals() -> list[dict[str, Any]]:
    """The deals played, each with its facts as events (the tricks' turning left to the engine, as the pages
    leave it) and its outcome as the ruling scores it."""
    import referee

    record = euchre_record(*OUTCOMES)
    ruling = referee.rule(record)
    deals = []
    for d, r in zip(record["deals"], ruling["deals"]):
        facts = [_as_at_the_table(e, d["dealer"]) for e in d["events"] if e["type"] != "quit_trick"]
        side = {s: s in ("N", "S") for s in "NESW"}
        won = sum(side[t["winner"]] == side[r["maker"]] for t in r["tricks"])
        outcome = {"type": "outcome", "seat": r["maker"], "suit": r["trump"], "alone": r["alone"], "tricks": won}
        deals.append({"dealer": d["dealer"], "facts": facts, "outcome": outcome})
    return deals


def _as_at_the_table(event: dict[str, Any], dealer: str) -> dict[str, Any]:
    """The dealer's order up said as the table says it: he takes up the trump card."""
    if event["type"] == "order_up" and event.get("seat") == dealer:
        return {**event, "type": "take_up"}
    return event


FLOWS: dict[str, tuple[Callable[..., None], Callable[..., None], Callable[..., None]]] = {
    "form": (form_fact, form_next_deal, lambda s, e: form_fact(s, e, False)),
    "taps": (tap_fact, tap_next_deal, tap_outcome),
}


def play(browser: Any, base: str, flow: str, way: str, user: str) -> Tally:
    """Record the deals at a new table on ``base`` by ``flow``, the ``way`` asked; what it cost."""
    fact, next_deal, outcome = FLOWS[flow]
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    context.add_init_script(TIMING)
    try:
        page = context.new_page()
        start_table(page, base, user)
        page.evaluate("sessionStorage.clear()")
        s = Scorer(page)
        for k, d in enumerate(the_deals()):
            if way == "outcome":
                if k and not flow == "taps":
                    next_deal(s)
                outcome(s, d["outcome"])
                continue
            for event in d["facts"]:
                fact(s, event, way == "hands")
            next_deal(s)
        if way == "outcome" and flow == "form":
            next_deal(s)  # the buttons' last deal leaves the next to start: today's form's is started too
        s.collect()
    finally:
        context.close()
    return s.tally


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))] if ordered else float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--baseline", type=Path, help="a checkout of today's pages, set up (its own .venv)")
    parser.add_argument("--ways", default="played,hands,outcome", help="the ways to record, of those above")
    parser.add_argument("--rounds", type=int, default=2, help="each way played this many times on each checkout")
    args = parser.parse_args()
    if CHROMIUM is None:
        raise SystemExit("no chromium on this machine (Debian: apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    deals = len(OUTCOMES)
    checkouts = [("today", args.baseline.resolve(), "form")] if args.baseline else []
    checkouts.append(("this checkout", ROOT, "taps"))
    results: dict[tuple[str, str], Tally] = {}
    unrecordable: set[tuple[str, str]] = set()
    with sync_playwright() as p, ExitStack() as stack:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        bases = {name: stack.enter_context(serving(checkout)) for name, checkout, _ in checkouts}
        for r in range(args.rounds):  # the checkouts in turn, way by way, so that both meet the machine's load alike
            for way in args.ways.split(","):
                for name, _, flow in checkouts:
                    if (name, way) in unrecordable:
                        continue
                    try:
                        t = play(browser, bases[name], flow, way, f"{way}{r}")
                    except NotRecordable as err:
                        print(f"  {name}, {way}: not recordable: {err}")
                        unrecordable.add((name, way))
                        continue
                    total = results.setdefault((name, way), Tally())
                    total.taps += t.taps
                    total.keys += t.keys
                    total.loads += t.loads
                    total.facts += t.facts
                    total.trips += t.trips
        browser.close()
    n = deals * args.rounds
    print(f"{deals} deals a way, {args.rounds} round(s); per deal: taps, keystrokes, full page loads; "
          "each fact's round trip, tap to page shown (ms)")
    for (name, way), t in results.items():
        print(f"  {name:14} {way:8} {t.taps / n:6.1f} taps {t.keys / n:6.1f} keys {t.loads / n:5.1f} loads   "
              f"p50 {pct(t.trips, .5):6.1f}  p95 {pct(t.trips, .95):6.1f}  ({len(t.trips)} facts)")
    if args.baseline:
        for way in args.ways.split(","):
            if ("today", way) not in results or ("this checkout", way) not in results:
                continue
            a, b = results[("today", way)], results[("this checkout", way)]
            print(f"  ratio {way:8} taps {b.taps / a.taps:.2f}  keys {b.keys / max(a.keys, 1):.2f}  "
                  f"loads {b.loads / max(a.loads, 1):.2f}  p95 {pct(b.trips, .95) / pct(a.trips, .95):.2f}")
    if os.environ.get("BENCH_JSON"):
        Path(os.environ["BENCH_JSON"]).write_text(json.dumps(
            {f"{k[0]}/{k[1]}": vars(v) for k, v in results.items()}, indent=1))


if __name__ == "__main__":
    main()
