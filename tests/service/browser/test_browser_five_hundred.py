"""A Five Hundred game of three recorded at the table on a phone-sized Chromium, one tap a fact (the bidding panel,
the widow, the discard of three, the play), ruled, and its scoresheet and ruling printed (foster:500)."""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from test_browser import CHROMIUM, _phone, _registered, _send, live_server, served  # noqa: F401
from test_browser_table import Taps, _loads

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="no chromium on this machine (Debian: apt-get install chromium)"),
]
#: As tests/games/test_five_hundred.py deals them: C holds the hearts but the seven, the joker and both bowers; the widow
#: the seven of hearts and the eight and seven of diamonds.
HANDS = {"A": ["AS", "KS", "QS", "JS", "TS", "9S", "8S", "7S", "AC", "KC"],
         "B": ["QC", "JC", "TC", "9C", "8C", "7C", "KD", "QD", "TD", "9D"],
         "C": ["JK", "JH", "JD", "AH", "KH", "QH", "TH", "9H", "8H", "AD"]}


def _five_hundred_table(page: Any, base: str) -> None:
    page.goto(f"{base}/tables/new")
    page.select_option("select[name=game]", "five-hundred")
    page.fill("input[name=seats]", "A B C")
    for i, name in enumerate(["Ann", "Bob", "Cy"]):
        page.fill(f"input[name='player.{i}']", name)
    page.click("text=Start the table")
    assert "Deal 1 is dealt by A" in page.inner_text("body")


def test_foster_500_a_game_of_three_recorded_by_taps_ruled_and_printed(
        live_server: str, browser: Any, tmp_path: Path) -> None:  # noqa: F811
    # foster:500#six-and-suit, #most-valuable: C bids seven hearts (200) over B's six spades (40); #widow: he takes
    # the widow and discards three; #bidder-leads: he leads; #every-trick: all ten tricks, 250 on a bid under 250.
    context = _phone(browser, accept_downloads=True)
    page = _registered(context, live_server)
    _five_hundred_table(page, live_server)
    page.wait_for_load_state("load")
    loads = _loads(page)
    tap = Taps(page)

    tap("[data-type=shuffle]")
    tap("[data-type=cut]")
    assert "A Ann to deal" in page.inner_text("#quick")
    tap("[data-type=deal]")
    panel = page.inner_text("#quick")
    assert "B Bob to bid" in panel and "6♠ · 40" in panel and "10 NT · 600" in panel
    tap("[data-type=bid][data-seat=B][data-value='6'][data-suit=S]")
    panel = page.inner_text("#quick")
    assert "C Cy to bid: 6♠ (40) holds" in panel and "6♠ · 40" not in panel and "6♣ · 60" in panel
    tap("[data-type=bid][data-seat=C][data-value='7'][data-suit=H]")
    assert "A Ann to bid: 7♥ (200) holds" in page.inner_text("#quick")
    tap("[data-type=pass][data-seat=A]")
    assert "C Cy holds the bid: the widow" in page.inner_text("#quick")
    tap("[data-type=take_widow][data-seat=C]")
    for card in ("AD", "8D", "7D"):
        assert "C Cy discards" in page.inner_text("#quick")
        tap(f"[data-type=discard][data-seat=C][data-card='{card}']")
    assert "C Cy to play" in page.inner_text("#quick")  # the bidder leads
    for k, trump in enumerate(["JK", "JH", "JD", "AH", "KH", "QH", "TH", "9H", "8H", "7H"]):
        for seat, card in (("C", trump), ("A", HANDS["A"][k]), ("B", HANDS["B"][k])):
            tap(f"[data-type=play][data-seat={seat}][data-card='{card}']")
    assert tap.count == 40 and loads[0] == 0  # 2 + the deal + 3 bids + the widow + 3 discards + 30 cards
    assert "C Cy made ♥" in page.inner_text("#quick .result") and "C score 250" in page.inner_text("#quick .result")

    page.goto(page.url.split("?")[0].split("#")[0] + "/ruling")
    ruled = page.inner_text("body")
    assert "foster:500" in ruled and "In that case he scores 250 if his bid was less than 250" in ruled

    page.goto(page.url.rsplit("/", 1)[0] + "/scoresheet")
    sheet = page.inner_text("table.sheet")
    assert "7♥ every trick" in sheet and "250" in sheet
    with page.expect_download() as download:
        page.locator("a[download]").first.click()
    pdf = tmp_path / "scoresheet.pdf"
    download.value.save_as(pdf)
    assert pdf.read_bytes().startswith(b"%PDF")
    shots = os.environ.get("REFEREE_SCREENSHOTS")
    if shots and shutil.which("pdftoppm"):
        subprocess.run(["pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "1", str(pdf),
                        str(Path(shots) / "five-hundred-scoresheet")], check=True)
    context.close()


def test_foster_500_scores_only_the_bidder_the_bid_and_each_players_tricks_in_six_taps(
        live_server: str, browser: Any, tmp_path: Path) -> None:  # noqa: F811
    # foster:500#bidder-scores: "If he has made as many as he bid, he scores it; but he cannot score more than he
    # bid"; #ten-a-trick: "Any player but the bidder winning a trick scores ten points for it, so it is necessary for
    # each player to keep separate the tricks he individually wins". A club keeping only its scoresheet: Cy bid seven
    # hearts (#table: 200) and took eight tricks, Ann one, Bob one: the bidder, the bid, the three players' tricks and
    # send, on the phone, no page loaded.
    context = _phone(browser)
    page = _registered(context, live_server)
    _five_hundred_table(page, live_server)
    page.wait_for_load_state("load")
    loads = _loads(page)
    assert page.is_visible("#outcome legend:text('The bid')")
    assert page.locator("#outcome input[name=bid]").count() == 25  # Foster's table, a tap a bid
    assert page.evaluate("document.documentElement.scrollWidth") <= 390  # nothing off the phone's screen
    shots = os.environ.get("REFEREE_SCREENSHOTS")
    if shots:
        page.locator("#outcome").screenshot(path=str(Path(shots) / "five-hundred-scores-only-form.png"))
    taps = 0
    for pick in ("input[name=seat][value=C]", "input[name=bid][value='7H']", "input[name='tricks.C'][value='8']",
                 "input[name='tricks.A'][value='1']", "input[name='tricks.B'][value='1']"):
        page.locator(f"#outcome label:has({pick})").tap()
        taps += 1
    _send(page, "#outcome button[type=submit]")
    taps += 1
    main = page.inner_text("main")
    assert taps == 6 and loads[0] == 0 and "A 10 · B 10 · C 200" in main
    assert "Cy (C) bid 7 hearts and took 8, Ann (A) 1, Bob (B) 1 (the outcome agreed)" in main
    if shots:
        page.screenshot(path=str(Path(shots) / "five-hundred-scores-only.png"), full_page=True)
    context.close()
