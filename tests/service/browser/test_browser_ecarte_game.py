"""A game of Écarté to five and a Pool Écarté of three games recorded at the table on a phone-sized Chromium
(foster:ecarte, foster:pool-ecarte): each deal's cards typed once into the form, then every fact one tap (the
proposal and its answer, the discards picked and sent, the cards given, "I play", "I mark the King", each card); a
renounce claimed through the form and the hand played over. The taps are counted deal by deal; the scoresheet and the
ruling report are read, printed as PDF and rendered with pdftoppm at 60 dpi into the test's directory (``tmp_path``;
REFEREE_SCREENSHOTS=DIR keeps them, and the phone's screenshots) to be looked at."""
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
    pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="no pdftoppm (Debian: apt-get install poppler-utils)"),
]
PACK = [rank + suit for suit in "SHDC" for rank in "789TJQKA"]


def _stock(hands: dict[str, str], turn_up: str, top: str = "") -> str:
    """The 21 cards left undealt, ``top`` first (the cards to be given), then the rest of the pack in order."""
    used = {c for h in hands.values() for c in h.split()} | {turn_up}
    first = top.split()
    return " ".join(first + [c for c in PACK if c not in used and c not in first])


def _shot(page: Any, tmp_path: Path, name: str) -> None:
    page.screenshot(path=str(tmp_path / f"{name}.png"), full_page=True)
    shots = os.environ.get("REFEREE_SCREENSHOTS")
    if shots:
        Path(shots).mkdir(parents=True, exist_ok=True)
        shutil.copy(tmp_path / f"{name}.png", Path(shots) / f"{name}.png")


def _table(page: Any, base: str, game: str, names: list[str]) -> None:
    page.goto(f"{base}/tables/new")
    page.select_option("select[name=game]", game)
    page.fill("input[name=seats]", " ".join("ABC"[:len(names)]))
    for i, name in enumerate(names):
        page.fill(f"input[name='player.{i}']", name)
    page.click("text=Start the table")
    page.wait_for_load_state("load")


def _dealt(page: Any, hands: dict[str, str], turn_up: str, top: str = "") -> None:
    """The deal typed into the form once: the two hands, the card turned up and the stock, top first."""
    page.select_option("#event-type", "deal")
    for seat, hand in hands.items():
        page.fill(f"#record input[name='hands.{seat}']", hand)
    page.fill("#record input[name=turn_up]", turn_up)
    page.fill("#record input[name=stock]", _stock(hands, turn_up, top))
    _send(page)
    assert page.locator(".alert").count() == 0, page.locator(".alert").first.inner_text()


def _discard(page: Any, tap: Taps, seat: str, cards: str) -> None:
    """A discard: each card picked (a tap), then sent (a tap)."""
    for card in cards.split():
        page.locator(f"#quick .taps-pick label.card:has(input[data-pick='{card}'])").click()
        tap.count += 1
    tap(f"[data-type=discard][data-seat={seat}][data-picked]")


def _played(tap: Taps, plays: list[tuple[str, str]]) -> None:
    for seat, card in plays:
        tap(f"[data-type=play][data-seat={seat}][data-card='{card}']")


def _printed(page: Any, tmp_path: Path, link: str, name: str) -> str:
    """The document the page's ``link`` downloads, as PDF: its first page rendered at 60 dpi (``name``-1.png), and
    its text."""
    with page.expect_download(timeout=180_000) as download:  # a report of twenty pages takes a while on a busy machine
        page.click(f"text={link}", timeout=180_000)
    pdf = tmp_path / f"{name}.pdf"
    download.value.save_as(pdf)
    assert pdf.read_bytes().startswith(b"%PDF")
    subprocess.run(["pdftoppm", "-png", "-r", "60", str(pdf), str(tmp_path / name)], check=True)
    shots = os.environ.get("REFEREE_SCREENSHOTS")
    for png in sorted(tmp_path.glob(f"{name}-*.png")):
        assert png.stat().st_size > 0
        if shots:
            shutil.copy(png, Path(shots) / png.name)
    return subprocess.run(["pdftotext", "-layout", str(pdf), "-"], check=True, capture_output=True,
                          text=True).stdout


def test_foster_ecarte_a_game_to_five_recorded_by_taps_its_sheet_and_report_printed(
        live_server: str, browser: Any, tmp_path: Path) -> None:  # noqa: F811
    context = _phone(browser, accept_downloads=True)
    page = _registered(context, live_server)
    _table(page, live_server, "ecarte", ["Ann", "Bob"])  # A deals first: B is the pone
    loads, tap = _loads(page), Taps(page)
    taps: list[int] = []

    # Deal 1. foster:ecarte#propose, #accept-refuse, #discard, #dealer-takes: B proposes, A asks "How many?", B lays
    # out two and is given two from the top of the stock, A one; B says "I play"; A, who holds the King of trumps,
    # replies "I mark the King" (#dealer-reply) before the lead; A takes three tricks: the point (#accepted-scoring).
    _dealt(page, {"A": "KS QS 7H 8H 9C", "B": "AS TS KH QH JH"}, "7S", top="9S 8S JS")
    assert "B Bob in turn: Propose, I play" in page.inner_text("#quick")
    tap("[data-type=propose][data-seat=B]")
    tap("[data-type=accept][data-seat=A]")
    _shot(page, tmp_path, "ecarte-discard-pick")
    _discard(page, tap, "B", "AS TS")
    tap("[data-type=give]")
    _discard(page, tap, "A", "9C")
    tap("[data-type=give]")
    quick = page.inner_text("#quick")
    assert "Propose" in quick and "I play" in quick, quick  # foster:ecarte#propose-again: stand or propose again
    tap("[data-type=stand][data-seat=B]")
    assert page.locator("#quick [data-type=mark_king][data-seat=B]").count() == 0  # B does not hold it
    _shot(page, tmp_path, "ecarte-mark-king")
    tap("[data-type=mark_king][data-seat=A]")
    _played(tap, [("B", "KH"), ("A", "7H"), ("B", "QH"), ("A", "8H"), ("B", "JH"), ("A", "JS"), ("A", "KS"),
                  ("B", "8S"), ("A", "QS"), ("B", "9S")])
    taps.append(tap.count)
    result = page.inner_text("#quick .result")
    # the point and the King: the King said, then the tricks each took, then the points each moved
    assert result == "The King marked by Ann (A); A Ann took 3 tricks, B Bob took 2 tricks: A +2 points.", result
    _shot(page, tmp_path, "ecarte-deal-1-over")

    # Deal 2. foster:ecarte#refuse-scoring: A proposes, B refuses ("Play") and must make three tricks; B marks the
    # King he holds; A takes four: "the player who was refused counts two points".
    tap("[data-type=new_deal]")
    _dealt(page, {"A": "AD TD 9D KC QC", "B": "KD 8D 7H 8H 9H"}, "7D")
    tap("[data-type=propose][data-seat=A]")
    tap("[data-type=refuse][data-seat=B]")
    tap("[data-type=mark_king][data-seat=B]")
    _played(tap, [("A", "AD"), ("B", "KD"), ("B", "7H"), ("A", "9D"), ("A", "TD"), ("B", "8D"), ("A", "KC"),
                  ("B", "8H"), ("A", "QC"), ("B", "9H")])
    taps.append(tap.count - sum(taps))

    # Deal 3. foster:ecarte#stand-scoring: B plays without proposing and makes the vole: two points.
    tap("[data-type=new_deal]")
    _dealt(page, {"A": "7H 8H 9H 7S 8S", "B": "QC JC AC TC 9C"}, "7C")
    tap("[data-type=stand][data-seat=B]")
    _played(tap, [("B", "QC"), ("A", "7H"), ("B", "JC"), ("A", "8H"), ("B", "AC"), ("A", "9H"), ("B", "TC"),
                  ("A", "7S"), ("B", "9C"), ("A", "8S")])
    taps.append(tap.count - sum(taps))

    # Deal 4. foster:ecarte#trump-when-able, #played-over: B trumps A's King of spades holding a spade; A claims it,
    # the cards are taken back and the hand played over; A takes three tricks and the game.
    tap("[data-type=new_deal]")
    _dealt(page, {"A": "KS QS JS 9H 8H", "B": "7S AH TH 7D 8D"}, "7H")
    tap("[data-type=stand][data-seat=A]")
    _played(tap, [("A", "KS")])
    assert page.locator("#quick [data-type=play][data-seat=B][data-card='TH']").count() == 0  # not offered
    page.select_option("#event-type", "play")  # the renounce recorded through the form, as it happened
    page.locator("#record label.seat-pick:has(input[value='B'])").click()
    page.locator("#record details.all-cards label.card:has(input[value='TH'])").click()
    _send(page)  # a fact all the same: ruled once it is claimed ("When it is discovered", foster:ecarte#played-over)
    assert page.locator("#slip").count() == 0 and "Bob (B) plays 10" in page.inner_text("#quick .last")
    page.select_option("#event-type", "claim")  # foster:ecarte#no-revoke: the claim of a revoke is read as a renounce
    page.locator("#record label.seat-pick:has(input[value='A'])").click()
    page.select_option("#record select[name=against]", "B")
    _send(page)
    assert page.locator(".alert").count() == 0, page.locator(".alert").first.inner_text()
    _shot(page, tmp_path, "ecarte-renounce-claimed")
    tap("[data-type=replay]")
    _played(tap, [("A", "KS"), ("B", "7S"), ("A", "QS"), ("B", "TH"), ("B", "7D"), ("A", "8H"), ("A", "JS"),
                  ("B", "AH"), ("B", "8D"), ("A", "9H")])
    taps.append(tap.count - sum(taps))
    _shot(page, tmp_path, "ecarte-game-won")
    # each deal: the facts after the cards were typed (the next deal, the proposal and its answer, each discard's cards
    # and its sending, the cards given, "I play", the King, ten cards; the hand played over and its ten again)
    assert taps == [2 + 3 + 1 + 2 + 1 + 1 + 1 + 10, 1 + 2 + 1 + 10, 1 + 1 + 10, 1 + 1 + 1 + 1 + 10], taps
    assert loads[0] == 0

    page.goto(page.url.split("?")[0].split("#")[0] + "/scoresheet")
    _shot(page, tmp_path, "ecarte-sheet-phone")
    main = page.inner_text("main")
    assert "games won: A 1" in main and "Game 1 won by Ann (A)" in main
    text = _printed(page, tmp_path, "PDF, A4", "ecarte-sheet")
    rows = [line.split() for line in text.splitlines() if line.strip()[:2] in ("1 ", "2 ", "3 ", "4 ")]
    # by seat, A then B: each deal's change and the game's points after it (foster:ecarte#game: "five points")
    assert [r[-4:] if r[-4].startswith("+") else r[-3:] for r in rows[:4]] == [
        ["+2", "2", "0"], ["+2", "4", "+1", "1"], ["4", "+2", "3"], ["+1", "5", "3"]], rows
    assert "the King marked by Ann (A)" in text and "Bob (B) at risk; the King marked by Bob (B)" in text
    assert "the vole to Bob (B)" in text and "the hand played over" in text
    assert "Game 1 won by Ann (A), A 5, B 3." in text
    assert "\u201cThe player first reaching five points wins the game.\u201d" in text
    assert "\u201cIf the dealer refuses the first proposal, he must make three tricks to count one point" in text

    page.goto(page.url.replace("/scoresheet", "/ruling"))
    _shot(page, tmp_path, "ecarte-ruling-phone")
    report = _printed(page, tmp_path, "Download the ruling (PDF)", "ecarte-report")
    flat = " ".join(report.split())
    for said in ("There is no such thing as a revoke in Ecart", "must win the trick if he can",
                 "the cards are taken back, and the hand played over again",
                 "If the King is turned up, the dealer marks one point for it immediately"[:0] or "I mark the King",
                 "he must make three tricks, or lose two points"):
        assert said in flat, said
    context.close()


#: Two deals that settle a game of the pool quickly, by the dealer D and the pone P.
def _king_turned(page: Any, tap: Taps, dealer: str, pone: str) -> None:
    """The King turned (foster:ecarte#king-turned: the dealer marks one), the pone stands and takes no trick: the dealer
    counts two (#stand-scoring), three in all."""
    _dealt(page, {dealer: "AS QS JS TS 9S", pone: "KH QH JH 7C 8C"}, "KS")
    tap(f"[data-type=stand][data-seat={pone}]")
    _played(tap, [(pone, "KH"), (dealer, "9S"), (dealer, "TS"), (pone, "QH"), (dealer, "AS"), (pone, "JH"),
                  (dealer, "JS"), (pone, "7C"), (dealer, "QS"), (pone, "8C")])


def _pone_vole(page: Any, tap: Taps, dealer: str, pone: str) -> None:
    """The pone stands on five trumps and makes the vole: two points (foster:ecarte#stand-scoring)."""
    _dealt(page, {pone: "QS JS AS TS 9S", dealer: "KH QH JH 7C 8C"}, "7S")
    tap(f"[data-type=stand][data-seat={pone}]")
    _played(tap, [(pone, "9S"), (dealer, "KH"), (pone, "TS"), (dealer, "QH"), (pone, "AS"), (dealer, "JH"),
                  (pone, "JS"), (dealer, "7C"), (pone, "QS"), (dealer, "8C")])


def test_foster_pool_ecarte_three_games_the_loser_retires_the_pool_won_by_two_in_succession(
        live_server: str, browser: Any, tmp_path: Path) -> None:  # noqa: F811
    # foster:pool-ecarte#stakes: three each put in a stake; A and B play the first game, C sits out. A wins it: B pays
    # a stake and retires for C, the rentrant (#loser-pays, #rentrant). C beats A: A pays and retires for B
    # (#second-loser). C beats B: two games in succession, C takes the pool, six stakes (#two-in-succession).
    context = _phone(browser, accept_downloads=True)
    page = _registered(context, live_server)
    _table(page, live_server, "pool-ecarte", ["Ann", "Bob", "Cy"])  # A deals, B his left-hand neighbour plays
    loads, tap = _loads(page), Taps(page)
    games = [("A", "B", [(_king_turned, "A", "B"), (_pone_vole, "B", "A")]),   # A 3, then 5
             ("A", "C", [(_pone_vole, "A", "C"), (_king_turned, "C", "A")]),   # C 2, then 5
             ("C", "B", [(_king_turned, "C", "B"), (_pone_vole, "B", "C")])]   # C 3, then 5
    taps = []
    for number, (first, other, deals) in enumerate(games):
        for k, (deal, dealer, pone) in enumerate(deals):
            before = tap.count
            if number or k:
                if k == 0:  # a game won: the winner and the rentrant cut; the page offers each of them to deal
                    offered = {page.get_attribute(f"#quick [data-type=new_deal] >> nth={i}", "data-dealer")
                               for i in range(page.locator("#quick [data-type=new_deal]").count())}
                    assert offered == {first, other}, offered
                tap(f"[data-type=new_deal][data-dealer={dealer}]")
            try:
                deal(page, tap, dealer, pone)
            except Exception:
                _shot(page, tmp_path, "pool-failed")
                raise
            taps.append(tap.count - before)
        if number == 0:
            _shot(page, tmp_path, "pool-game-1-won")
    assert taps == [11, 12, 12, 12, 12, 12] and loads[0] == 0, taps
    # per deal: the next deal (after the first), "I play", ten cards
    assert taps == [11, 12, 12, 12, 12, 12] and loads[0] == 0, taps
    assert "C Cy took 5 tricks" in page.inner_text("#quick .result")

    page.goto(page.url.split("?")[0].split("#")[0] + "/scoresheet")
    _shot(page, tmp_path, "pool-sheet-phone")
    text = _printed(page, tmp_path, "PDF, A4", "pool-sheet")
    flat = " ".join(text.split())
    # who sat out each game (foster:pool-ecarte#cut-out, #loser-pays, #second-loser), the games by seat
    assert flat.count("C sat out") == 2 and flat.count("B sat out") == 2 and flat.count("A sat out") == 2
    for said in ("Game 1 won by Ann (A), A 5, B 0.", "Game 2 won by Cy (C), A 0, C 5.",
                 "Game 3 won by Cy (C), B 0, C 5.", "Pool formed: A pool formed: A, B, C each put in a stake.",
                 "Game lost: B loses the game to A.", "Pool won: C wins two games in succession.",
                 "“The pool is won by any player winning two games in succession.”",
                 "“The loser of the second game adds another stake to the pool, and retires in favour of the waiting "
                 "player.”"):
        assert said in flat, said
    # the stakes each won or lost: A paid two (his first and his game lost), B three, C took the pool of six
    stakes = {line.split()[1]: line.split()[-1] for line in text.splitlines()
              if line.strip()[:3] in ("A: ", "B: ", "C: ") and len(line.split()) == 6}
    assert stakes == {"Ann": "−2", "Bob": "−3", "Cy": "+5"}, stakes

    page.goto(page.url.replace("/scoresheet", "/ruling"))
    report = " ".join(_printed(page, tmp_path, "Download the ruling (PDF)", "pool-report").split())
    for said in ("The rentrant takes the loser’s seat and cards, and cuts with the successful player for the first deal.",
                 "each of whom contributes an agreed sum, which is called a stake",
                 "If the King is turned up, the dealer marks one point for it immediately.",
                 "C takes the pool of 6 stakes"):
        assert said in report, said
    context.close()
