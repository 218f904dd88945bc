"""A Progressive Euchre evening (Foster's PROGRESSIVE EUCHRE, foster:progressive) in a real browser (Debian's
Chromium, driven by Playwright): the director starts it, enters sixteen players in two groups and draws for
places; four tables play four rounds, their scorers on phones recording each deal's outcome (and, at one table in
the first round, a whole deal card by card); the head table's scorer rings the bell while another table is in the
middle of a deal, and it reaches that table's page and a player's page by itself within two seconds; a table tied
at the bell plays the next hand; each round's results and stars are shown and the next round seated by the ruling;
after the fourth, the projector shows the prizes.

Set REFEREE_SCREENSHOTS=DIR to keep a screenshot of the director's, a player's, the projector's and a table's page.
"""
from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

import pytest

from played import euchre_deal

expect = pytest.importorskip("playwright.sync_api", reason="the playwright package is not installed").expect
from test_browser import CHROMIUM, _phone, _pick_card, _registered, live_server, served  # noqa: F401

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="no chromium on this machine (Debian: apt-get install chromium)"),
]

LADIES = ["Ada", "Beth", "Cora", "Dora", "Edna", "Flo", "Gwen", "Hope"]
GENTLEMEN = ["Abe", "Ben", "Cal", "Dan", "Eli", "Finn", "Gil", "Hugh"]
#: How long the bell may take to reach a page (Foster: "Upon the tap of the bell all play immediately ceases").
BELL_REACH_MS = 2000


def _submitted(page: Any, button: str) -> None:
    """A form of the director's pages sent (a page loaded), and nothing refused."""
    page.locator(button).first.click()
    page.wait_for_load_state()
    assert page.locator(".flash.error").count() == 0, page.locator(".flash.error").inner_text()


def _moved_on(page: Any, act: Any) -> None:
    """``act`` records at a table (a page loaded, or htmx's swap of its main part); wait until the page shows the
    table's next sequence expected, and nothing refused."""
    before = page.get_attribute("main input[name=sequence]", "value")
    act()
    deadline = time.monotonic() + 20
    while page.get_attribute("main input[name=sequence]", "value") == before:
        assert time.monotonic() < deadline, "the table's page did not move on"
        page.wait_for_timeout(50)
    assert page.locator(".alert").count() == 0, page.locator(".alert").inner_text()


def _start_deal(page: Any, table_url: str) -> None:
    """The table's next deal started, unless the table opens ready to score: its round's first deal begun when the
    round was seated, nothing in it yet (the scores-only form asks who dealt, "the cut for deal")."""
    page.goto(table_url)
    if page.locator("#outcome input[name=dealer]").count() == 0:
        _new_deal(page)


def _new_deal(page: Any) -> None:
    """The table's next deal started from its page as it stands (the form under "Start the next deal")."""
    if not page.is_visible("details.new-deal button[type=submit]"):
        page.click("details.new-deal summary")
    _moved_on(page, lambda: page.click("details.new-deal button[type=submit]"))


def _event(page: Any, kind: str, seat: str | None = None, card: str | None = None) -> None:
    """One fact through the table's record form (a late fact of a deal over: under its summary)."""
    if not page.is_visible("#event-type"):
        page.click("#record summary")
    page.select_option("#event-type", kind)
    if seat:
        page.locator(f"#record label.seat-pick:has(input[value='{seat}'])").click()
    if card:
        _pick_card(page, card)
    _moved_on(page, lambda: page.locator("#record button[type=submit]").click())


def _outcome(page: Any, table_url: str, seat: str, tricks: int) -> None:
    """A deal recorded by its outcome ("Scores only"): ``seat`` made the trump, his side took ``tricks``; the table's
    first deal started first."""
    page.goto(table_url)
    _by_outcome(page, seat, tricks)


def _by_outcome(page: Any, seat: str, tricks: int) -> None:
    """A deal recorded by its outcome on the table's page as it stands, the deal started first if none is."""
    if page.locator("#outcome").count() == 0:
        _new_deal(page)
    if not page.is_visible("#outcome button[type=submit]"):
        page.click("#outcome summary")
    page.locator(f"#outcome label:has(input[name=seat][value='{seat}'])").click()
    page.locator(f"#outcome label:has(input[name=tricks][value='{tricks}'])").click()
    _moved_on(page, lambda: page.click("#outcome button[type=submit]"))


def _played_out(page: Any, table_url: str) -> None:
    """A whole deal recorded fact by fact: North, dealing, holds the five best spades, orders up and marches."""
    _start_deal(page, table_url)
    for event in euchre_deal("N", "N", "N")["events"]:
        kind = event["type"]
        if kind == "deal":
            page.select_option("#event-type", "deal")
            for seat, hand in event["hands"].items():
                page.fill(f"#record input[name='hands.{seat}']", " ".join(hand))
            page.fill("#record input[name=turn_up]", event["turn_up"])
            _moved_on(page, lambda: page.locator("#record button[type=submit]").click())
        else:
            _event(page, kind, event.get("seat"), event.get("card"))
    assert "scored" in page.inner_text(".deal-head")


def _tables(director: Any, base: str, evening: str, round_no: int) -> list[str]:
    director.goto(evening)
    links = director.locator(f"#round-{round_no} a:text-is('open')")
    assert links.count() == 4
    return [base + str(links.nth(k).get_attribute("href")) for k in range(4)]


def _bell_reaches(page: Any, rung_at: float) -> float:
    """The page shows the bell, by itself (htmx's poll); how long after ``rung_at`` it was seen, in ms."""
    page.wait_for_selector("#bell.rung", timeout=BELL_REACH_MS + 1000)
    return (time.perf_counter() - rung_at) * 1000


def test_an_evening_of_four_tables_and_four_rounds_from_the_draw_to_the_prizes(
        live_server: str, browser: Any) -> None:  # noqa: F811
    base = live_server
    desk = browser.new_context(viewport={"width": 1200, "height": 900})
    director = _registered(desk, base)
    director.goto(f"{base}/evenings")
    director.fill("input[name=name]", "Friday progressive")
    _submitted(director, "#new-evening button[type=submit]")
    evening = director.url
    players = "\n".join([f"{n},lady" for n in LADIES] + [f"{n},gentleman" for n in GENTLEMEN])
    director.fill("textarea[name=players]", players)
    _submitted(director, "#enter-players button[type=submit]")
    assert director.locator("ol.players li").count() == 16
    _submitted(director, "#draw")
    share = str(director.get_attribute("#players-link", "href"))
    projector_url = base + str(director.get_attribute("#projector-link", "href"))

    scorer = _phone(browser).new_page()  # the tables' scorer, logged in on his phone
    scorer.goto(f"{base}/auth/login")
    scorer.fill("input[name=username]", "ann")
    scorer.fill("input[name=password]", "correct horse")
    scorer.fill("input[name=club]", "Hoyle Club")
    scorer.click("button[type=submit]")
    other_table = _phone(browser).new_page()  # another table's phone, left open on its page
    other_table.goto(f"{base}/auth/login")
    other_table.fill("input[name=username]", "ann")
    other_table.fill("input[name=password]", "correct horse")
    other_table.fill("input[name=club]", "Hoyle Club")
    other_table.click("button[type=submit]")
    player = _phone(browser).new_page()  # a player's phone: no account, the share link
    player.goto(share)
    assert "Round 1" in player.inner_text("#players-live")
    projector = browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
    projector.goto(projector_url)
    assert projector.locator("ol.board li[data-player]").count() == 16

    for round_no in range(1, 5):
        head, second, third, fourth = _tables(director, base, evening, round_no)
        for _ in range(3):  # North and South march three times: six points, a game
            _outcome(scorer, head, "N", 5)
        if round_no == 1:
            _played_out(scorer, second)  # a whole deal, card by card: North and South march
        else:
            _outcome(scorer, second, "E", 3)
        _start_deal(scorer, second)
        _event(scorer, "shuffle", "E")  # in the middle of a deal when the bell taps
        _outcome(scorer, third, "N", 3)  # one point each: tied at the bell
        _outcome(scorer, third, "E", 3)
        _outcome(scorer, fourth, "S", 4)

        other_table.goto(second)
        other_table.wait_for_selector("#bell:not(.rung)")
        player.wait_for_selector("#bell:not(.rung)")
        scorer.goto(head)
        scorer.click("#ring-bell")  # the head table's bell, from its page
        rung_at = time.perf_counter()
        scorer.wait_for_load_state()
        assert _bell_reaches(other_table, rung_at) < BELL_REACH_MS + 500
        assert _bell_reaches(player, rung_at) < BELL_REACH_MS + 500
        assert "The bell has rung" in scorer.inner_text("#bell")

        _outcome(scorer, third, "N", 4)  # the tie: "those having won the most tricks on the next hand"
        director.goto(evening)
        results = director.locator(f"#round-{round_no} tr[data-table]")
        assert "game" in results.nth(0).inner_text()
        assert results.nth(0).locator(".star-gold").count() == 2
        assert "points" in results.nth(1).inner_text()
        assert "tricks next hand" in results.nth(2).inner_text()
        if round_no < 4:
            assert f"Round {round_no + 1}: where each sits" in director.inner_text(f"#round-{round_no}")
            _submitted(director, "#next-round")
            assert director.locator(f"#round-{round_no + 1}").count() == 1

    expect(player.locator("#players-live h2")).to_have_count(4, timeout=10_000)  # by itself (the page polls)
    director.goto(evening)
    for k in range(director.locator("form.prize-cut").count()):  # "the players must cut for it"
        form = director.locator("form.prize-cut").first
        for n, box in enumerate(form.locator("input[name^='cut.']").all()):
            box.fill(["9H", "TS", "QD", "KC", "AS", "8H", "7D", "JC"][n % 8])
        form.locator("button[type=submit]").click()
        director.wait_for_load_state()
    assert director.locator("form.prize-cut").count() == 0
    expect(projector.locator("ul.prizes li[data-prize][data-player]")).to_have_count(6, timeout=10_000)
    prizes = projector.locator("ul.prizes li[data-prize]")
    assert prizes.count() == 6  # first, second and booby, for the ladies and for the gentlemen
    winners = [prizes.nth(k).get_attribute("data-player") for k in range(6)]
    awarded = [w for w in winners if w]
    assert len(set(awarded)) == len(awarded)  # "One player cannot win two prizes."
    assert all(prizes.nth(k).get_attribute("data-player") for k in (0, 1))  # the first prizes, by the gold stars
    gold = [int(c) for c in projector.locator("ol.board li[data-player] .gold").all_inner_texts()]
    assert sum(gold) == 4 * 2 and gold == sorted(gold, reverse=True)
    shots = os.environ.get("REFEREE_SCREENSHOTS")
    if shots:
        out = Path(shots)
        out.mkdir(parents=True, exist_ok=True)
        for name, shown in {"evening-director": director, "evening-player": player, "evening-projector": projector,
                            "evening-table": other_table}.items():
            shown.screenshot(path=str(out / f"{name}.png"), full_page=True)
    desk.close()
