"""A club night as the room lives it (Foster's PROGRESSIVE EUCHRE, foster:progressive), in a real browser (Debian's
Chromium, driven by Playwright): the director starts an evening of sixteen players and prints its papers; each of
the four tables' phones (390 px, no account) opens its table by the QR code on its table card, read from the papers
as printed (rendered with pdftoppm, read with zxing-cpp, as a phone's camera reads it); three rounds are played on
those phones, which follow their tables from round to round by themselves; a head table's page left open from round
1 rings no bell of round 3 and is told the round; a table tied at the bell plays the next hand; and the projector of
an evening of forty players is read at 1920x1080: every player, the prizes and the next round's seats on one
screen, the bell large within two seconds.

Set REFEREE_SCREENSHOTS=DIR to keep the projector's and the phones' screenshots and the papers' table cards.
"""
from __future__ import annotations

import io
import os
import random
import shutil
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

import pytest

expect = pytest.importorskip("playwright.sync_api", reason="the playwright package is not installed").expect
zxingcpp = pytest.importorskip("zxingcpp", reason="zxing-cpp (the QR codes read back) is not installed")
from PIL import Image  # noqa: E402
from test_browser import CHROMIUM, _phone, _registered, live_server, served  # noqa: E402,F401
from test_browser_evening import (  # noqa: E402
    BELL_REACH_MS, GENTLEMEN, LADIES, _bell_reaches, _by_outcome, _moved_on, _submitted,
)

from referee.law.laws import cite  # noqa: E402

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="no chromium on this machine (Debian: apt-get install chromium)"),
    pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="no pdftoppm (Debian: apt-get install poppler-utils)"),
]

SHOTS = os.environ.get("REFEREE_SCREENSHOTS")


def _shot(page: Any, name: str, full: bool = True) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"), full_page=full)


def qr_links(pdf: bytes) -> list[str]:
    """The addresses the papers' QR codes hold, read from their pages as printed (150 dpi), in page order."""
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "papers.pdf").write_bytes(pdf)
        subprocess.run(["pdftoppm", "-png", "-r", "150", str(Path(tmp) / "papers.pdf"), str(Path(tmp) / "page")],
                       check=True)
        found: list[str] = []
        for png in sorted(Path(tmp).glob("page*.png")):
            image = Image.open(io.BytesIO(png.read_bytes())).convert("L")
            found += [r.text for r in zxingcpp.read_barcodes(image)]
            if SHOTS and "/t/" in "".join(found) and not (Path(SHOTS) / "papers-table-cards.png").exists():
                Path(SHOTS).mkdir(parents=True, exist_ok=True)
                shutil.copy(png, Path(SHOTS) / "papers-table-cards.png")
        return found


def _in_round(page: Any, round_no: int) -> None:
    """The phone shows its table of ``round_no``, having followed it by itself (the bell's fragment, polled)."""
    page.wait_for_selector(f"#at-evening[data-round='{round_no}']", timeout=10_000)
    page.wait_for_load_state("load")


def test_a_club_night_on_phones_opened_from_the_papers_qr_codes(live_server: str, browser: Any) -> None:  # noqa: F811
    base = live_server
    desk = browser.new_context(viewport={"width": 1200, "height": 900})
    director = _registered(desk, base)
    director.goto(f"{base}/evenings")
    director.fill("input[name=name]", "Club night")
    _submitted(director, "#new-evening button[type=submit]")
    evening = director.url
    director.fill("textarea[name=players]", "\n".join([f"{n},lady" for n in LADIES] + [f"{n},gentleman" for n in GENTLEMEN]))
    _submitted(director, "#enter-players button[type=submit]")
    _submitted(director, "#draw")
    papers = director.request.get(base + str(director.get_attribute("#papers-a4", "href")))
    assert papers.ok
    links = qr_links(papers.body())
    assert len(links) == 4 and all(link.startswith(f"{base}/t/") for link in links)  # one a table card
    shown = [director.locator(f"#table-links li[data-table='{n}'] a.table-link").inner_text() for n in range(1, 5)]
    assert shown == links  # the cards in the order of their tables

    phones = []
    for n, link in enumerate(links, 1):  # each table's phone: no account, the QR code's link
        page = _phone(browser).new_page()
        page.goto(link)
        expect(page.locator("#at-evening")).to_have_attribute("data-table", str(n))
        assert page.locator("header.site a:text('Log out')").count() == 0
        phones.append(page)
    head, second, third, fourth = phones
    stale = _phone(browser, java_script_enabled=False).new_page()  # the head table's page left open, asleep
    player = _phone(browser).new_page()
    player.goto(str(director.get_attribute("#players-link", "href")) + "?player=p1")
    projector = browser.new_context(viewport={"width": 1920, "height": 1080}).new_page()
    projector.goto(base + str(director.get_attribute("#projector-link", "href")))

    for round_no in (1, 2, 3):
        for page in phones:
            _in_round(page, round_no)
        if round_no == 3:  # before any deal of round 3, the page of round 1 rings no bell, and is told the round
            stale.click("#ring-bell")
            said = stale.locator(".flash.error").inner_text()
            assert "this page is round 1's, and round 3 is being played" in said
            assert "The bell has rung" not in director.request.get(f"{evening}/bell").text()
        for _ in range(3):  # North and South march three times: the game at the head table
            _by_outcome(head, "N", 5)
        if round_no == 1:
            stale.goto(links[0])  # its page, the game won: the bell's button, as it stood in round 1
            assert stale.locator("#ring-bell").count() == 1
        _by_outcome(second, "E", 3)
        _moved_on(second, lambda: second.click("#quick button[data-type=new_deal]"))  # a deal in hand at the bell
        _by_outcome(third, "N", 3)  # one point each: tied at the bell
        _by_outcome(third, "E", 3)
        _by_outcome(fourth, "S", 4)
        for page in (second, third, player, projector):
            page.wait_for_selector("#bell:not(.rung)")
        head.click("#ring-bell")  # the game won: rung without a question
        rung_at = time.perf_counter()
        head.wait_for_load_state()
        for page in (second, third, player, projector):
            assert _bell_reaches(page, rung_at) < BELL_REACH_MS + 500
        expect(projector.locator("#bell.big.rung")).to_be_visible()
        second.reload()
        assert "was stopped by the bell" in second.inner_text("#stopped-deal")
        assert second.locator("#outcome").count() == 0 and second.locator("details.new-deal").count() == 0
        assert "The evening counts" in second.inner_text("#evening-score")
        third.reload()
        assert cite("foster:progressive#ties").law.text in third.inner_text("#next-hand-asked")
        _by_outcome(third, "N", 4)  # the tie played off: the most tricks on the next hand
        assert "tricks next hand" in third.inner_text("#round-over")
        if round_no == 1:
            _shot(second, "club-night-phone-after-bell")
            _shot(third, "club-night-phone-tie-decided")
        if round_no < 3:
            director.goto(evening)
            _submitted(director, "#next-round")
            expect(player.locator("#sits-now")).to_contain_text(f"Round {round_no + 1}: table", timeout=10_000)
    _shot(head, "club-night-phone-head")
    _shot(player, "club-night-player")
    director.goto(evening)
    assert director.locator("#round-3 tr[data-table]").count() == 4
    assert "tricks next hand" in director.locator("#round-3 tr[data-table='3']").inner_text()
    desk.close()


def _forty(app: Any, club_name: str) -> str:
    """An evening of forty players (ten tables) whose first round is played and rung: its share token."""
    from sqlalchemy import select

    from referee.evenings.draw import draw, first_seats
    from referee.store import Club, GameTable, append
    from referee.store.evenings import append_entries, bell_entry, create_evening, read_state
    from referee.web.db import get_db

    with app.app_context():
        db = get_db()
        club = db.scalar(select(Club).where(Club.name == club_name))
        evening = create_evening(db, club, name="Hall night", kind="progressive")
        names = [f"{first} {last}" for first, last in zip(
            ["Ada", "Beth", "Cora", "Dora", "Edna", "Flo", "Gwen", "Hope", "Iris", "June"] * 4,
            ["Abbott"] * 10 + ["Bramwell-Hughes"] * 10 + ["Cartwright"] * 10 + ["Delacourt"] * 10)]
        entries = [{"type": "player", "player": f"p{n}", "name": name, "group": "lady" if n <= 20 else "gentleman"}
                   for n, name in enumerate(names, 1)]
        append_entries(db, evening, entries, sequence=1)
        state = read_state(db, evening)
        groups = {p: v["group"] for p, v in state.players.items()}
        drawn = draw(groups, random.Random(7))
        seats = first_seats(drawn, list(state.players), groups)
        append_entries(db, evening, [{"type": "draw", "draw": drawn},
                                     {"type": "round", "round": 1, "tables": {str(t): s for t, s in seats.items()}}],
                       sequence=len(entries) + 1)
        state = read_state(db, evening)
        for number, table_id in state.tables[0].items():
            table = db.get_one(GameTable, table_id)
            marches = 3 if number == "1" else int(number) % 3 + 1
            for k in range(marches):  # the first deal begun by N as the round was seated (event 1)
                if k:
                    append(db, table, {"type": "new_deal", "dealer": "NESW"[k % 4]}, sequence=2 * k + 1)
                append(db, table, {"type": "outcome", "seat": "NE"[int(number) % 2] if number != "1" else "N",
                                   "tricks": 5}, sequence=2 * k + 2)
        append_entries(db, evening, [bell_entry(db, state)], sequence=state.head + 1)
        db.commit()
        return str(evening.share_token)


def test_the_projector_shows_forty_players_the_prizes_and_the_next_seats_on_one_1080p_screen(
        served: Any, browser: Any) -> None:  # noqa: F811
    app, base = served
    desk = browser.new_context(viewport={"width": 1200, "height": 900})
    _registered(desk, base)
    token = _forty(app, "Hoyle Club")
    hall = browser.new_context(viewport={"width": 1920, "height": 1080})
    projector = hall.new_page()
    projector.goto(f"{base}/e/{token}/projector")
    expect(projector.locator("ol.board li[data-player]")).to_have_count(40)
    _shot(projector, "club-night-projector-40", full=False)
    size = projector.evaluate("[document.documentElement.scrollWidth, document.documentElement.scrollHeight]")
    assert size[0] <= 1920 and size[1] <= 1080, f"the projector scrolls: {size}"
    for selector in ("ol.board li[data-player]", "ul.prizes li", "ol.board-seats.next li"):
        items = projector.locator(selector)
        assert items.count() > 0, selector
        for k in range(items.count()):  # each on the screen, none hidden below it
            box = items.nth(k).bounding_box()
            assert box and box["y"] >= 0 and box["y"] + box["height"] <= 1080 and box["x"] + box["width"] <= 1920
    assert projector.locator("ol.board-seats.next li").count() == 10  # round 2's seats, between the rounds
    assert "Round 2: where each sits" in projector.inner_text("#seats-title")
    assert projector.locator("header.site").count() == 0  # no site log-in header
    type_px = projector.evaluate("parseFloat(getComputedStyle(document.querySelector('ol.board li .name')).fontSize)")
    assert type_px >= 24  # read from the back of a hall
    bell_px = projector.evaluate("parseFloat(getComputedStyle(document.querySelector('#bell')).fontSize)")
    assert bell_px >= 40 and "The bell" in projector.inner_text("#bell")
    _shot(projector, "club-night-projector-40", full=False)
    desk.close()
    hall.close()
