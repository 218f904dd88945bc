"""A Set-back game of four players recorded through the web form on a phone-sized Chromium (as tests/service/browser/test_browser.py
drives it), and its sheet printed: the table started as Keller's Set-back (keller:set-back#object, each player's count
agreed at two), a deal played card by card in which E marches and wipes out his count (#march), the next deal scored
by its outcome; the scoresheet a column a player with his count as he keeps it, and its PDF (REFEREE_SCREENSHOTS=DIR
keeps its first page as set-back-sheet.png)."""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from test_browser import CHROMIUM, _phone, _record, _registered, _send, live_server, served  # noqa: F401

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="no chromium on this machine (Debian: apt-get install chromium)"),
]
#: E holds every trump but the turn-up (the nine of hearts); S spades, W clubs, N (the dealer) diamonds.
HANDS = {"N": "AD KD QD TD 9D", "E": "JH JD AH KH QH", "S": "AS KS QS JS TS", "W": "AC KC QC JC TC"}
#: E leads his trumps: a march (N has taken up the nine of hearts and discarded the nine of diamonds).
PLAYS = [("E", "JH"), ("S", "TS"), ("W", "TC"), ("N", "9H"), ("E", "JD"), ("S", "JS"), ("W", "JC"), ("N", "TD"),
         ("E", "AH"), ("S", "QS"), ("W", "QC"), ("N", "QD"), ("E", "KH"), ("S", "KS"), ("W", "KC"), ("N", "KD"),
         ("E", "QH"), ("S", "AS"), ("W", "AC"), ("N", "AD")]


def test_keller_setback_a_game_of_four_recorded_through_the_web_form_and_its_sheet_printed(
        live_server: str, browser: Any, tmp_path: Path) -> None:  # noqa: F811
    context = _phone(browser, accept_downloads=True)
    page = _registered(context, live_server)
    page.click("text=Start a table")
    page.select_option("select[name=game]", "set-back")
    page.select_option("select[name=code]", "keller")
    assert page.is_visible("input[name='option.start']") and not page.is_visible("input[name='option.game_to']")
    page.fill("input[name='option.start']", "2")
    page.check("input[name='option.declare_all']")
    for i, name in enumerate(["Ann", "Bob", "Cy", "Di"]):
        page.fill(f"input[name='player.{i}']", name)
    page.click("text=Start the table")
    assert "Deal 1" in page.inner_text("h2")

    page.select_option("#event-type", "deal")
    for seat, hand in HANDS.items():
        page.fill(f"#record input[name='hands.{seat}']", hand)
    page.fill("#record input[name=turn_up]", "9H")
    _send(page)
    _record(page, "order_up", "E")
    _record(page, "discard", "N", "9D")
    for seat, card in PLAYS:
        _record(page, "play", seat, card)
    # keller:set-back#march: E's march deducts two, his count wiped out; #no-trick: each of the others set back one
    page.goto(page.url.split("?")[0].split("#")[0] + "/scoresheet")
    sheet = page.inner_text("table.sheet")
    assert "Game 1: won by E" in sheet and "march" in sheet

    page.go_back()
    page.click("text=Next deal")
    for pick in ("input[name=seat][value=S]", "input[name=suit][value=S]", "input[name=tricks][value='3']"):
        page.locator(f"#outcome label:has({pick})").tap()
    _send(page, "#outcome button[type=submit]")

    page.goto(page.url.split("?")[0].split("#")[0] + "/scoresheet")
    rows = [row.inner_text() for row in page.locator("table.sheet tr").all()]
    assert any(row.startswith("Game 2") for row in rows)
    assert any("point" in row for row in rows)  # S's point wipes one off his count: two, one
    assert "S: his count now 1" in page.inner_text("main")
    with page.expect_download() as got:
        page.click("text=PDF, A4")
    pdf = tmp_path / "sheet.pdf"
    got.value.save_as(pdf)
    assert pdf.read_bytes().startswith(b"%PDF")
    subprocess.run(["pdftoppm", "-r", "70", "-png", "-f", "1", "-l", "1", str(pdf), str(tmp_path / "sheet")],
                   check=True)
    if os.environ.get("REFEREE_SCREENSHOTS"):  # to look at the sheet as printed
        shutil.copy(tmp_path / "sheet-1.png", Path(os.environ["REFEREE_SCREENSHOTS"]) / "set-back-sheet.png")
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], check=True, capture_output=True,
                          text=True).stdout
    assert "Set-back Euchre" in text and "Game 1 won by Bob (E), the count wiped out." in text
    assert "Each starts at" in text and "Points wiped off" in text
    context.close()
