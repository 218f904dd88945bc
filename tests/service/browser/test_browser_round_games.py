"""The round games on a phone-sized Chromium, one scorer for the whole table: a Loo evening of eight (a simple, a double
won by a flush, a double played; players looed to the next pool) and a game of Rams of four (a simple with two
ramsed, a general rams made), every fact one tap, the hands not recorded, the taps counted. The sheet and the report
are read, printed as PDF and rendered to PNG (``pdftoppm -png -r 60``) into the test's directory to be looked at."""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from test_browser import CHROMIUM, _phone, _registered, live_server, served  # noqa: F401
from test_browser_table import Taps, _loads

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="no chromium on this machine (Debian: apt-get install chromium)"),
]
LOO_PLAYERS = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]
RAMS_PLAYERS = ["Ann", "Bob", "Cy", "Di"]


def _table(page: Any, base: str, game: str, seats: str, players: list[str], dealer: int) -> str:
    """A table started from the form, its seats typed (a box for each player), ``dealer`` the first dealer's index."""
    page.goto(f"{base}/tables/new")
    page.select_option("select[name=game]", game)
    page.fill("input[name=seats]", seats)
    page.dispatch_event("input[name=seats]", "input")
    for i, name in enumerate(players):
        page.fill(f"input[name='player.{i}']", name)
    page.select_option("select[name=dealer]", str(dealer))
    page.click("text=Start the table")
    page.wait_for_load_state("load")
    return str(page.url.split("?")[0].rstrip("/"))


def _tricks(tap: Taps, leads: list[tuple[str, list[str]]], seats: str) -> None:
    """Each trick by its leader and the cards in the order of play from him, one tap a card."""
    for leader, cards in leads:
        at = seats.index(leader)
        for k, card in enumerate(cards):
            tap(f"[data-type=play][data-seat={seats[(at + k) % len(seats)]}][data-card='{card}']")


def _printed(page: Any, url: str, path: Path) -> str:
    """The PDF at ``url`` saved to ``path``, rendered to PNG at 60 dpi beside it; its words, in reading order."""
    response = page.request.get(url)
    assert response.ok and response.body().startswith(b"%PDF"), url
    path.write_bytes(response.body())
    if shutil.which("pdftoppm"):
        subprocess.run(["pdftoppm", "-png", "-r", "60", str(path), str(path.with_suffix(""))], check=True)
    if not shutil.which("pdftotext"):
        pytest.skip("no pdftotext (Debian: apt-get install poppler-utils)")
    text = subprocess.run(["pdftotext", str(path), "-"], check=True, capture_output=True, text=True).stdout
    return " ".join(text.split())


def test_foster_loo_an_evening_of_eight_simple_and_doubles_a_flush_and_loos_paid_to_the_next_pool(
        live_server: str, browser: Any, tmp_path: Path) -> None:  # noqa: F811
    # foster:loo#players: "Any number of persons from three to seventeen may play, but eight is the usual limit": eight
    # seats on one phone, one scorer. #simple: the first deal a simple, no trump turned; #simple-all-follow: "All those
    # who have not won a trick are looed, and must contribute three red counters each for the next pool, which ... will
    # make the ensuing pool a double"; #double: "the next card in the pack is turned up for a trump"; #flush-claims:
    # the flush "claims the pool without playing, each of those who are “in” being looed three red counters";
    # #looed-double: he who stands "must win at least one trick, or he is looed".
    context = _phone(browser)
    page = _registered(context, live_server)
    table = _table(page, live_server, "loo", "A B C D E F G H", LOO_PLAYERS, 7)  # H deals, A the eldest hand
    loads, tap = _loads(page), Taps(page)
    seats = "ABCDEFGH"

    # Deal 1, a simple: the deal one tap, every one plays; A wins the spades, H the hearts and the clubs.
    tap("[data-type=deal]")
    assert "A Ann in turn: Tricks taken, Play" in page.inner_text("#quick")
    page.screenshot(path=str(tmp_path / "loo-simple.png"))
    _tricks(tap, [("A", "AS KS QS JS TS 9S 8S 7S".split()), ("A", "2H 3H 4H 5H 6H 7H 8H 9H".split()),
                  ("H", "KC 2C 3C 4C 5C 6C 7C 8C".split())], seats)
    result = page.inner_text("#quick .result")
    assert "A Ann 1 trick, H Hal 2 tricks" in result and "B Bob, C Cy, D Di, E Ed, F Flo, G Gus looed" in result
    assert "the pool 54, the next deal a double" in result, result
    simple = tap.count

    # Deal 2, a double: the trump turned, each declares in turn, the dealer last; C shows a flush.
    tap("[data-type=new_deal]")
    assert "Dealt by A Ann: tap the card turned up" in page.inner_text("#quick")
    tap("[data-type=deal][data-card='9D']")
    assert "B Bob in turn: Stands, Takes the widow, Passes" in page.inner_text("#quick")
    tap("[data-type=play_in][data-seat=B]")
    tap("[data-type=play_in][data-seat=C]")
    for seat in "DEFGHA":
        tap(f"[data-type=pass][data-seat={seat}]")
    page.screenshot(path=str(tmp_path / "loo-flush-offered.png"))
    tap("[data-type=flush][data-seat=C]")
    result = page.inner_text("#quick .result")
    assert "C Cy shows a flush; B Bob looed" in result and "C +63" in result and "the next deal a double" in result
    flush = tap.count - simple

    # Deal 3, a double played: C stands, D takes the widow, the rest pass; C takes every trick, D is looed.
    tap("[data-type=new_deal]")
    tap("[data-type=deal][data-card='2H']")
    tap("[data-type=play_in][data-seat=C]")
    tap("[data-type=take_widow][data-seat=D]")
    for seat in "EFGHAB":
        tap(f"[data-type=pass][data-seat={seat}]")
    _tricks(tap, [("C", ["AH", "3H"]), ("C", ["KH", "4H"]), ("C", ["QH", "5H"])], "CD")
    result = page.inner_text("#quick .result")
    assert "C Cy 3 tricks; D Di looed" in result and "the pool 9, the next deal a double" in result, result
    page.screenshot(path=str(tmp_path / "loo-evening.png"), full_page=True)
    assert loads[0] == 0  # every fact a tap, no page loaded
    taps = tap.count

    page.goto(f"{table}/scoresheet")
    sheet = page.inner_text("table.sheet")
    page.screenshot(path=str(tmp_path / "loo-scoresheet.png"), full_page=True)
    assert "in: A, B, C, D, E, F, G, H" in sheet and "looed: B, C, D, E, F, G" in sheet
    assert "flush by Cy (C)" in sheet and "looed: B" in sheet and "looed: D" in sheet and "next a double" in sheet
    totals = page.inner_text("body")
    # each began with 60 whites: A +3 -9 (his stake), H +6 -9 (his stake), C -9 +63 +18, ...
    for said in ("A Ann: 54", "B Bob: 33", "C Cy: 132", "D Di: 42", "H Hal: 57", "The pool: 9"):
        assert said in totals, said

    printed = _printed(page, f"{table}/scoresheet.pdf", tmp_path / "loo-scoresheet.pdf")
    assert "looed: B, C, D, E, F, G" in printed and "flush by Cy (C)" in printed
    report = _printed(page, f"{table}/ruling.pdf", tmp_path / "loo-report.pdf")
    for quoted in ("Each successive dealer places three red counters in the pool.",
                   "The player with the flush then shows it, and claims the pool without playing",
                   "All those who have not won a trick are looed"):
        assert quoted in report, quoted
    print(f"Loo taps: simple {simple}, flush deal {flush}, the evening {taps}")
    assert (simple, flush, taps) == (25, 11, 52)
    context.close()


def test_foster_rams_a_game_of_four_a_simple_two_ramsed_then_a_general_rams_made(
        live_server: str, browser: Any, tmp_path: Path) -> None:  # noqa: F811
    # foster:rams#simple-all-play: on a simple every one plays; #fifths: a fifth of the pool for every trick; #ramsed:
    # "If he has played his hand, and failed to get a trick, he is ramsed"; #general: "he may announce a general rams,
    # when it comes to his turn"; #general-made: "he not only gets the pool but receives five counters in addition
    # from each player".
    context = _phone(browser)
    page = _registered(context, live_server)
    table = _table(page, live_server, "rams", "A B C D", RAMS_PLAYERS, 3)  # D deals, A the eldest hand
    loads, tap = _loads(page), Taps(page)

    # Deal 1, a simple: the trump turned, every one plays; A takes three, B two; C and D ramsed.
    assert "Dealt by D Di: tap the card turned up" in page.inner_text("#quick")
    tap("[data-type=deal][data-card='7S']")
    said = page.inner_text("#quick")
    assert "A Ann in turn: Plays, Takes the widow, General rams" in said and "Passed all round" not in said
    page.screenshot(path=str(tmp_path / "rams-declare.png"))
    for seat in "ABCD":
        tap(f"[data-type=play_in][data-seat={seat}]")
    _tricks(tap, [("A", "KH QH JH AH".split()), ("A", "KD QD JD AD".split()), ("A", "KC QC JC AC".split()),
                  ("A", "TH KS 9H 8H".split()), ("B", "QS TD 9D 7H".split())], "ABCD")
    result = page.inner_text("#quick .result")
    assert "A Ann 3 tricks, B Bob 2 tricks; C Cy, D Di ramsed" in result, result
    assert "the pool 10, the next deal a double" in result
    simple = tap.count

    # Deal 2, a double: B announces a general rams, the others must play; B takes all five.
    tap("[data-type=new_deal]")
    tap("[data-type=deal][data-card='7C']")
    assert "Passes" in page.inner_text("#quick")  # a double: each plays or passes as he pleases
    tap("[data-type=general][data-seat=B]")
    for seat in "CDA":
        tap(f"[data-type=play_in][data-seat={seat}]")
    _tricks(tap, [("B", "KC QC JC AC".split()), ("B", "KS QS JS AS".split()), ("B", "KH QH JH AH".split()),
                  ("B", "KD QD JD AD".split()), ("B", "TC 9C 8C 9S".split())], "BCDA")
    result = page.inner_text("#quick .result")
    assert "B Bob 5 tricks" in result and "B +30" in result and "the next deal a simple" in result, result
    page.screenshot(path=str(tmp_path / "rams-game.png"), full_page=True)
    assert loads[0] == 0
    taps = tap.count

    page.goto(f"{table}/scoresheet")
    sheet = page.inner_text("table.sheet")
    page.screenshot(path=str(tmp_path / "rams-scoresheet.png"), full_page=True)
    assert "ramsed: C, D" in sheet and "general by Bob (B)" in sheet and "next a double" in sheet
    assert "next a simple" in sheet
    totals = page.inner_text("body")
    for said in ("A Ann: 13", "B Bob: 52", "C Cy: 10", "D Di: 5", "The pool: 0"):
        assert said in totals, said
    printed = _printed(page, f"{table}/scoresheet.pdf", tmp_path / "rams-scoresheet.pdf")
    assert "ramsed: C, D" in printed and "general by Bob (B)" in printed
    report = _printed(page, f"{table}/ruling.pdf", tmp_path / "rams-report.pdf")
    for quoted in ("he may announce a general rams, when it comes to his turn to pass or play",
                   "If he has played his hand, and failed to get a trick, he is ramsed, and forfeits five counters",
                   "he not only gets the pool but receives five counters in addition from each player"):
        assert quoted in report, quoted
    print(f"Rams taps: simple {simple}, the game {taps}")
    assert (simple, taps) == (25, 51)
    context.close()


def test_foster_loo_simple_all_follow_a_simple_of_eight_by_its_outcome_in_three_taps(
        live_server: str, browser: Any, tmp_path: Path) -> None:  # noqa: F811
    # foster:loo#simple-all-follow: "the winners of the several tricks divide the pool. All those who have not won a
    # trick are looed". The evening's first deal above (25 taps by its cards) by its outcome: the deal, A's one trick,
    # H's two; the six others, named by no tap, took none.
    context = _phone(browser)
    page = _registered(context, live_server)
    _table(page, live_server, "loo", "A B C D E F G H", LOO_PLAYERS, 7)  # H deals, A the eldest hand
    loads, tap = _loads(page), Taps(page)
    tap("[data-type=deal]")
    said = page.inner_text("#quick")
    assert "A Ann: Tricks taken" in said and "H Hal: Tricks taken" in said
    page.screenshot(path=str(tmp_path / "loo-by-outcome.png"))
    tap("[data-type=outcome][data-seat=A][data-tricks='1']")
    assert page.locator("[data-type=outcome][data-seat=H][data-tricks='3']").count() == 0
    tap("[data-type=outcome][data-seat=H][data-tricks='2']")
    result = page.inner_text("#quick .result")
    assert "A Ann 1 trick, H Hal 2 tricks" in result and "B Bob, C Cy, D Di, E Ed, F Flo, G Gus looed" in result
    assert "the pool 54, the next deal a double" in result, result
    page.screenshot(path=str(tmp_path / "loo-by-outcome-result.png"))
    assert loads[0] == 0
    print(f"Loo simple of eight by its outcome: {tap.count} taps (by its cards: 25)")
    assert tap.count == 3
    context.close()


def test_foster_rams_fifths_a_simple_by_its_outcome_in_seven_taps(
        live_server: str, browser: Any, tmp_path: Path) -> None:  # noqa: F811
    # foster:rams#fifths: "one-fifth of the contents of the pool for every trick he has won"; #ramsed: "If he has
    # played his hand, and failed to get a trick, he is ramsed". The game's first deal above (25 taps by its cards) by
    # its outcome: the trump turned, every one plays, A's three tricks, B's two.
    context = _phone(browser)
    page = _registered(context, live_server)
    _table(page, live_server, "rams", "A B C D", RAMS_PLAYERS, 3)  # D deals, A the eldest hand
    loads, tap = _loads(page), Taps(page)
    tap("[data-type=deal][data-card='7S']")
    for seat in "ABCD":
        tap(f"[data-type=play_in][data-seat={seat}]")
    page.screenshot(path=str(tmp_path / "rams-by-outcome.png"))
    tap("[data-type=outcome][data-seat=A][data-tricks='3']")
    tap("[data-type=outcome][data-seat=B][data-tricks='2']")
    result = page.inner_text("#quick .result")
    assert "A Ann 3 tricks, B Bob 2 tricks; C Cy, D Di ramsed" in result, result
    assert "the pool 10, the next deal a double" in result
    assert loads[0] == 0
    print(f"Rams simple by its outcome: {tap.count} taps (by its cards: 25)")
    assert tap.count == 7
    context.close()
