"""A Spoil Five sitting and a game of Forty-Five at the table on a phone-sized Chromium, one tap a fact (the hands
typed, as a scorer types them), the taps counted; then their scoresheets and ruling reports printed as PDF, each page
made a PNG at 60 dpi into the test's directory (``tmp_path``) to be looked at, and their words read.

The Spoil Five sitting (Ann, Bob and Cy, A dealing first): the dealer robs the ace turned and Bob claims the pool with
three tricks (foster:spoil-five#rob-ace-turned, #jink); Cy robs with the ace of trumps, Bob revokes and is barred, and
the pool is spoiled (#rob-ace-holder, #irregularities-in-play, #spoiled); spoiled again and carried (#pool); then Cy
turns the trump down, wins the first three tricks, goes on and jinks it (#turn-down, #jink, #five-tricks).
The Forty-Five game (N and S against E and W): four deals of all five, ten each, and the odd trick, five: 45
(foster:forty-five#odd-trick, #game)."""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from test_browser import CHROMIUM, _phone, _record, _registered, _send, live_server, served  # noqa: F401
from test_browser_table import Taps, _loads

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="no chromium on this machine (Debian: apt-get install chromium)"),
    pytest.mark.skipif(shutil.which("pdftoppm") is None or shutil.which("pdftotext") is None,
                       reason="no poppler-utils on this machine (pdftoppm, pdftotext)"),
]

#: Each deal: its dealer, the hands, the card turned, then each fact: a card (played by whoever holds it), a rob
#: ``("rob", seat, card laid out or "" for none, decline)``, an abandon ``("abandon", seat)``, or a card played in a
#: slip the page asks about first ``("slip", card)``.
SPOIL_DEALS: list[tuple[str, dict[str, str], str, list[Any]]] = [
    ("A", {"A": "KC QC JC 9H 8D", "B": "5S JS KS 2H 3H", "C": "2D 3D 4D 6D 7D"}, "AS",
     [("rob", "A", "8D", False), "5S", "2D", "AS", "JS", "3D", "KC", "KS", "4D", "QC", ("abandon", "B")]),
    ("B", {"A": "KH 2C 3C 4C 6D", "B": "QH 2D 3D 4D 7D", "C": "AS 2H 3H 4H 5H"}, "8S",
     [("rob", "C", "5H", False), "2H", "KH", ("slip", "2D"), "2C", "3D", "8S", "AS", "3C", "4D", "3H", "4C", "QH",
      "7D", "4H", "6D"]),
    ("C", {"A": "KH QH 7S 8S 9S", "B": "KS QS 2H 3H 4H", "C": "KC QC 2S 3S 4S"}, "9D",
     "KH 2H KC 7S KS 2S QS 3S 8S 3H QC QH 9S 4H 4S".split()),
    ("A", {"A": "2C 3C 4C 6C 7C", "B": "2S 3S 4S 6S 7S", "C": "5H JH AH KH QH"}, "9H",
     ["2S", ("rob", "C", "", True), "5H", "2C", "JH", "3C", "3S", "AH", "4C", "4S", "KH", "6C", "6S", "QH", "7C",
      "7S"]),
]

TOP = "5S JS AH KS QS"
#: Forty-Five: N and S against E and W. Four deals in which N or S holds the five best trumps and takes every trick,
#: then one in which S takes three and E one, the hands abandoned once the points are decided.
FORTY_FIVE_DEALS: list[tuple[str, dict[str, str], str, list[Any]]] = [
    ("N", {"S": TOP, "N": "2H 3H 4H 6H 7H", "E": "2C 3C 4C 6C 7C", "W": "2D 3D 4D 6D 7D"}, "8S",
     "2C 5S 2D 2H JS 3D 3H 3C AH 4D 4H 4C KS 6D 6H 6C QS 7D 7H 7C".split()),
    ("E", {"S": TOP, "N": "2H 3H 4H 6H 7H", "E": "2C 3C 4C 6C 7C", "W": "2D 3D 4D 6D 7D"}, "8S",
     "5S 2D 2H 2C JS 3D 3H 3C AH 4D 4H 4C KS 6D 6H 6C QS 7D 7H 7C".split()),
    ("S", {"N": TOP, "E": "2H 3H 4H 6H 7H", "S": "2C 3C 4C 6C 7C", "W": "2D 3D 4D 6D 7D"}, "8S",
     "2D 5S 2H 2C JS 3H 3C 3D AH 4H 4C 4D KS 6H 6C 6D QS 7H 7C 7D".split()),
    ("W", {"N": TOP, "E": "2H 3H 4H 6H 7H", "S": "2C 3C 4C 6C 7C", "W": "2D 3D 4D 6D 7D"}, "8S",
     "5S 2H 2C 2D JS 3H 3C 3D AH 4H 4C 4D KS 6H 6C 6D QS 7H 7C 7D".split()),
    ("N", {"S": "5S JS AH 2D 3D", "E": "KD QD 2H 3H 4H", "W": "2C 3C 4C 6C 7C", "N": "4D 6D 7D 8D 9D"}, "8S",
     [*"2H 5S 2C 4D JS 3C 6D 3H AH 4C 7D 4H 2D 6C 8D KD".split(), ("abandon", "E")]),
]


def _table(page: Any, base: str, game: str, seats: str, names: list[str], dealer: int) -> str:
    page.goto(f"{base}/tables/new")
    page.select_option("select[name=game]", game)
    page.fill("input[name=seats]", seats)
    for i, name in enumerate(names):
        page.fill(f"input[name='player.{i}']", name)
    page.select_option("select[name=dealer]", str(dealer))
    page.click("text=Start the table")
    page.wait_for_load_state("load")
    return str(page.url).rstrip("/")


def _deal(page: Any, tap: Taps, hands: dict[str, str], turn_up: str, facts: list[Any], shots: Path | None = None
          ) -> None:
    """One deal: the hands and the card turned typed in the form, then each fact by its one-tap button."""
    page.select_option("#event-type", "deal")
    for seat, hand in hands.items():
        page.fill(f"#record input[name='hands.{seat}']", hand)
    page.fill("#record input[name=turn_up]", turn_up)
    _send(page)
    holder = {c: s for s, h in hands.items() for c in h.split()}
    for fact in facts:
        page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
        if isinstance(fact, str):
            tap(f"[data-type=play][data-seat={holder[fact]}][data-card='{fact}']")
        elif fact[0] == "rob":
            _, seat, card, decline = fact
            if shots is not None:
                page.screenshot(path=str(shots), full_page=True)
            tap(f"[data-type=rob][data-seat={seat}]" + ("[data-decline='1']" if decline else
                                                         f"[data-card='{card}'][data-decline='0']"))
            if not decline:
                holder[turn_up] = seat
        elif fact[0] == "abandon":
            tap(f"[data-type=abandon][data-seat={fact[1]}]")
        else:  # the scorer's form: the page asks first, and "Record it" records it
            _record(page, "play", holder[fact[1]], fact[1], slip="Record it, or fix it?")
    assert page.locator("#quick .result").count() == 1, page.inner_text("#quick")


def _printed(context: Any, url: str, out: Path, name: str) -> str:
    """The PDF at ``url`` saved as ``name``.pdf, each page made a PNG at 60 dpi (``name``-1.png, ...); its text."""
    response = context.request.get(url)
    assert response.ok and response.body().startswith(b"%PDF"), url
    pdf = out / f"{name}.pdf"
    pdf.write_bytes(response.body())
    subprocess.run(["pdftoppm", "-png", "-r", "60", str(pdf), str(out / name)], check=True)
    assert list(out.glob(f"{name}-*.png"))
    said = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], check=True, capture_output=True, text=True).stdout
    return " ".join(said.split())


def test_foster_spoil_five_a_sitting_robbed_claimed_spoiled_twice_and_jinked_then_printed(
        live_server: str, browser: Any, tmp_path: Path) -> None:  # noqa: F811
    context = _phone(browser)
    page = _registered(context, live_server)
    table = _table(page, live_server, "spoil-five", "A B C", ["Ann", "Bob", "Cy"], 0)
    loads, tap = _loads(page), Taps(page)
    counts = []
    for number, (dealer, hands, turn_up, facts) in enumerate(SPOIL_DEALS, 1):
        if number > 1:
            assert page.locator("#quick button.primary[data-type=new_deal]").inner_text().startswith(
                f"Next deal: dealt by {dealer}")
            tap("[data-type=new_deal]")
        before = tap.count
        if number == 1:  # foster:spoil-five#rob-ace-turned: the dealer's rob while the eldest hand is in turn
            page.select_option("#event-type", "deal")
        _deal(page, tap, hands, turn_up, facts, tmp_path / f"spoil-five-rob-{number}.png")
        counts.append(tap.count - before)
        page.screenshot(path=str(tmp_path / f"spoil-five-deal-{number}.png"), full_page=True)
    result = page.inner_text("#quick .result")  # foster:spoil-five#jink, #five-tricks
    assert result == "Every trick to Cy (C); jinked; pool to Cy (C): A -2, B -1, C +7 counters.", result
    assert counts == [11, 15, 15, 16] and tap.count == 60 and loads[0] == 0, (counts, tap.count, loads)

    sheet = _printed(context, f"{table}/scoresheet.pdf?paper=a4", tmp_path, "spoil-five-sheet")
    for said in ("A: Ann", "B: Bob", "C: Cy", "pool to Bob (B)", "spoiled", "jinked", "pool to Cy (C)",
                 "B barred from the pool"):
        assert said in sheet, said
    assert "16" in sheet and "20" in sheet and "24" in sheet
    report = _printed(context, f"{table}/ruling.pdf?paper=a4", tmp_path, "spoil-five-report")
    for quoted in ("“If the trump card is an ace, the dealer may discard any card he pleases in exchange for it.",
                   "“When a player has won three tricks, he should immediately abandon his hand and claim the pool,",
                   "“If any player robs when he does not hold the ace; leads or plays out of turn; reneges to the lead",
                   "If he can win all five tricks he not only gets the pool, but receives an extra counter from each"):
        assert quoted in report, quoted
    context.close()


def test_foster_forty_five_a_game_to_forty_five_by_side_then_printed(
        live_server: str, browser: Any, tmp_path: Path) -> None:  # noqa: F811
    context = _phone(browser)
    page = _registered(context, live_server)
    table = _table(page, live_server, "forty-five", "N E S W", ["Ann", "Bob", "Cy", "Di"], 0)
    loads, tap = _loads(page), Taps(page)
    for number, (dealer, hands, turn_up, facts) in enumerate(FORTY_FIVE_DEALS, 1):
        if number > 1:
            tap("[data-type=new_deal]")
        _deal(page, tap, hands, turn_up, facts)
    page.screenshot(path=str(tmp_path / "forty-five-game.png"), full_page=True)
    assert tap.count == 4 * 20 + 16 + 1 + 4 and loads[0] == 0, tap.count

    sheet = _printed(context, f"{table}/scoresheet.pdf?paper=a4", tmp_path, "forty-five-sheet")
    assert "Game 1 won by Ann & Cy (NS) at deal 5: the points NS: Ann & Cy EW: Bob & Di 45 0" in sheet, sheet
    assert all(f"{n} · ♠ · every trick to" in sheet for n in ("1 N", "2 E", "3 S", "4 W")) and "+10 40" in sheet
    assert "+5 45" in sheet and "E abandons the hands: the deal's points are decided." in sheet
    assert "last deal" not in sheet  # foster:spoil-five#last-deal is the pool's: a reading
    report = _printed(context, f"{table}/ruling.pdf?paper=a4", tmp_path, "forty-five-report")
    for quoted in ("“Forty-five points is game.”",
                   "“The side winning the odd trick counts five points towards game, or ten points if it wins all"):
        assert quoted in report, quoted
    context.close()
