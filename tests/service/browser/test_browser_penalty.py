"""A Penalty Euchre game of five recorded at the table on a phone-sized Chromium, one tap a fact (foster:penalty): each
deal's turn-up tapped, the exchanges made in turn by taps (the widow, the hand its taker abandoned, a hand kept), the
eldest's lead and every card; three deals, the taps counted for each; the scoresheet with each player's counters and
the pool, and its PDF (REFEREE_SCREENSHOTS=DIR keeps its first page, rendered at 60 dpi, as penalty-sheet-1.png, and
the sheet on the phone as penalty-sheet-phone.png)."""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from each_for_himself import play_out
from test_browser import CHROMIUM, _phone, _registered, live_server, served  # noqa: F401
from test_browser_table import Taps, _loads

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="no chromium on this machine (Debian: apt-get install chromium)"),
]
SEATS = "ABCDE"
#: Five hands and the widow, as tests/games/test_penalty_euchre.py deals them; the queen of diamonds turned: diamonds trumps.
CARDS = [["9D", "9C", "KH", "TD", "8D"], ["AH", "KD", "QC", "KC", "8C"], ["JS", "JC", "AS", "KS", "QS"],
         ["AD", "TS", "9S", "AC", "TC"], ["7S", "8S", "7H", "8H", "9H"]]
WIDOW = ["7D", "7C", "QH", "TH", "JH"]
TURN_UP = "QD"
#: Each deal: its dealer, the hands dealt (each deal's dealt round one seat on), and the exchanges in turn from the
#: eldest hand: ``with`` for an exchange, None for a hand kept.
DEALS = [
    ("A", [("B", "widow"), ("C", None), ("D", None), ("E", "B")]),  # then nothing is left: A is not asked
    ("B", [("C", None), ("D", "widow"), ("E", "D")]),
    ("C", [("D", None), ("E", None), ("A", None), ("B", None), ("C", None)]),  # every hand kept
]


def _held(dealer: str, exchanges: list[tuple[str, str | None]]) -> dict[str, list[str]]:
    """What each holds when the exchanges are over: the hand dealt him (the cards go round a seat a deal), the widow,
    or the hand its taker abandoned."""
    shift = SEATS.index(dealer)
    dealt = {SEATS[(i + shift) % 5]: list(cards) for i, cards in enumerate(CARDS)}
    held = dict(dealt)
    for seat, with_ in exchanges:
        if with_ is not None:
            held[seat] = WIDOW if with_ == "widow" else dealt[with_]
    return held


def test_foster_penalty_a_game_of_five_recorded_by_taps_its_counters_and_pool_printed(
        live_server: str, browser: Any, tmp_path: Path) -> None:  # noqa: F811
    context = _phone(browser, accept_downloads=True)
    page = _registered(context, live_server)
    page.goto(f"{live_server}/tables/new?game=penalty-euchre")  # five seats, A to E; twelve counters each
    for i, name in enumerate(["Ann", "Bob", "Cy", "Di", "Ed"]):
        page.fill(f"input[name='player.{i}']", name)
    page.click("text=Start the table")
    page.wait_for_load_state("load")
    assert "Deal 1 is dealt by A" in page.inner_text("body")
    loads = _loads(page)
    tap = Taps(page)
    taps: list[int] = []  # each deal's
    pools = []
    for number, (dealer, exchanges) in enumerate(DEALS):
        before = tap.count
        if number:
            tap("[data-type=new_deal]")
        tap("[data-type=shuffle]")
        tap("[data-type=cut]")
        assert f"Dealt by {dealer}" in page.inner_text("#quick")
        tap(f"[data-type=deal][data-card='{TURN_UP}']")  # #trump-left: the turned trump left on the pack
        for seat, with_ in exchanges:
            assert f"{seat} " in page.inner_text("#quick .prompt") and "exchanges his hand" in page.inner_text("#quick")
            tap(f"[data-type=exchange][data-seat={seat}][data-with={with_}]" if with_
                else f"[data-type=pass][data-seat={seat}]")
        eldest = SEATS[(SEATS.index(dealer) + 1) % 5]
        assert f"{eldest} " in page.inner_text("#quick .prompt") and "to play" in page.inner_text("#quick .prompt")
        assert page.locator("#quick button[data-type=exchange]").count() == 0
        plays, winners = play_out(_held(dealer, exchanges), "D", eldest, SEATS)
        for event in plays:
            if event["type"] == "play":
                tap(f"[data-type=play][data-seat={event['seat']}][data-card='{event['card']}']")
        pools.append(len(winners))
        taps.append(tap.count - before)
        assert "Next deal" in page.inner_text("#quick")
    # per deal: the next deal (after the first), shuffle, cut, the turn-up, the exchanges in turn, 25 cards
    assert taps == [3 + 4 + 25, 1 + 3 + 3 + 25, 1 + 3 + 5 + 25] and loads[0] == 0

    page.goto(page.url.split("?")[0].split("#")[0] + "/scoresheet")
    sheet, main = page.inner_text("table.sheet"), page.inner_text("main")
    assert "Pool" in sheet and "None" not in sheet  # no maker: none named
    # #tricks-to-pool: "a counter for each trick they have taken", five a deal; #counters: each started with twelve
    assert f"one for each trick taken, {sum(pools)} in all" in main and "the counters he holds, from 12" in main
    held = [int(line.split("holds ")[1].split()[0]) for line in main.splitlines() if " holds " in line]
    assert len(held) == 5 and sum(held) == 5 * 12 - sum(pools)  # the counters held and the pool: the sixty
    shots = os.environ.get("REFEREE_SCREENSHOTS")
    if shots:  # the sheet on the phone
        page.screenshot(path=str(Path(shots) / "penalty-sheet-phone.png"), full_page=True)
    with page.expect_download() as download:
        page.click("text=PDF, A4")
    pdf = tmp_path / "penalty-sheet.pdf"
    download.value.save_as(pdf)
    assert pdf.read_bytes().startswith(b"%PDF")
    subprocess.run(["pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "1", str(pdf), str(tmp_path / "penalty-sheet")],
                   check=True)
    assert (tmp_path / "penalty-sheet-1.png").stat().st_size > 0
    if shots:  # to look at the sheet as printed
        shutil.copy(tmp_path / "penalty-sheet-1.png", Path(shots) / "penalty-sheet-1.png")
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], check=True, capture_output=True, text=True).stdout
    assert "Penalty Euchre" in text and "Pool" in text and "The pool" in text and "Counters got rid of" in text
    assert "12 counters, paid and put back into the pool; the first rid of his counters wins the game" in text
    context.close()
