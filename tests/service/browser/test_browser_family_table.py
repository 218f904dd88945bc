"""At the table of a game that owns its deal, on a phone-sized Chromium: a Napoleon deal recorded one tap a fact (the
bids and passes in turn, each card; the hands typed), no page loaded, its settlement shown; the taps counted. The pages are
screenshot at 390 px into the test's directory (``tmp_path``) to be looked at."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from test_browser import CHROMIUM, _phone, _registered, _send, live_server, served  # noqa: F401
from test_browser_table import Taps, _in_view, _loads

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="no chromium on this machine (Debian: apt-get install chromium)"),
]
HANDS = {"N": "AS KS QS AH 2D", "E": "JS 4H 5H 6C 7C", "S": "TS 8H 9H TC JC", "W": "9S QH KH QC KD"}
#: N leads his three spades and takes three tricks: his bid of three is made.
TRICKS = [["AS", "JS", "TS", "9S"], ["KS", "4H", "8H", "QH"], ["QS", "5H", "9H", "KH"]]


def _napoleon_table(page: Any, base: str) -> None:
    page.goto(f"{base}/tables/new")
    page.select_option("select[name=game]", "napoleon")
    for i, name in enumerate(["Ann", "Bob", "Cy", "Di"]):
        page.fill(f"input[name='player.{i}']", name)
    page.select_option("select[name=dealer]", "3")  # W deals: N bids first
    page.click("text=Start the table")
    page.wait_for_load_state("load")


def test_foster_napoleon_a_deal_one_tap_a_fact_bids_play_and_settlement(
        live_server: str, browser: Any, tmp_path: Path) -> None:  # noqa: F811
    # foster:napoleon#bidding: "each player in turn bids ... stating the number of tricks"; #pass: "I pass";
    # #first-lead: the bidder "has the first lead"; #abandon: "The hands are usually abandoned when the bidder succeeds
    # in his undertaking". N bids three, the others pass, N takes three tricks: the deal is settled, he is paid.
    context = _phone(browser)
    page = _registered(context, live_server)
    _napoleon_table(page, live_server)
    loads, tap = _loads(page), Taps(page)
    page.select_option("#event-type", "deal")  # the hands typed: the bidder's cards are offered, and who follows suit
    for seat, hand in HANDS.items():
        page.fill(f"#record input[name='hands.{seat}']", hand)
    _send(page)
    assert "N Ann in turn: Bid, Pass" in page.inner_text("#quick")
    page.screenshot(path=str(tmp_path / "napoleon-bidding.png"))
    tap("[data-type=bid][data-seat=N][data-value='3']")
    assert "Bid 3" not in page.inner_text("#quick") and "Bid 4" in page.inner_text("#quick")
    for seat in "ESW":
        tap(f"[data-type=pass][data-seat={seat}]")
    assert "N Ann in turn" in page.inner_text("#quick")
    for trick in TRICKS:
        for seat, card in zip("NESW", trick):
            if trick is TRICKS[1] and seat == "N":
                page.screenshot(path=str(tmp_path / "napoleon-play.png"))
            page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
            tap(f"[data-type=play][data-seat={seat}][data-card='{card}']")
    page.screenshot(path=str(tmp_path / "napoleon-settled.png"), full_page=True)
    result = page.inner_text("#quick .result")
    assert "N Ann" in result and "3 tricks" in result and "N score 9" in result, result
    assert tap.count == 16 and loads[0] == 0
    assert _in_view(page, ".score") and _in_view(page, "#quick .result")
    assert page.locator("#quick button.primary[data-type=new_deal]").inner_text().startswith("Next deal: dealt by N")
    context.close()



def test_foster_napoleon_the_hands_not_typed_the_cards_as_played_then_a_deal_by_the_bidders_tricks(
        live_server: str, browser: Any, tmp_path: Path) -> None:  # noqa: F811
    # foster:napoleon#payments: "each adversary pays him a counter for every trick bid"; #wrong-count-after-bid: a
    # hand not typed is no foul hand. Deal 1: the deal tapped, N bids three, the others pass, the twelve cards as
    # played (each seat offered every card not yet played). Deal 2: #abandon, "the hands are thrown up": E bids two,
    # the others pass, and his tricks are one tap.
    context = _phone(browser)
    page = _registered(context, live_server)
    _napoleon_table(page, live_server)
    loads, tap = _loads(page), Taps(page)
    tap("[data-type=deal]")
    tap("[data-type=bid][data-seat=N][data-value='3']")
    for seat in "ESW":
        tap(f"[data-type=pass][data-seat={seat}]")
    page.screenshot(path=str(tmp_path / "napoleon-untyped-play.png"))
    for trick in TRICKS:
        for seat, card in zip("NESW", trick):
            page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
            tap(f"[data-type=play][data-seat={seat}][data-card='{card}']")
    page.screenshot(path=str(tmp_path / "napoleon-untyped-settled.png"), full_page=True)
    result = page.inner_text("#quick .result")
    assert "N Ann" in result and "3 tricks" in result and "N score 9" in result, result
    assert tap.count == 17 and loads[0] == 0
    tap("[data-type=new_deal]")
    tap("[data-type=deal]")
    tap("[data-type=bid][data-seat=E][data-value='2']")
    for seat in "SWN":
        tap(f"[data-type=pass][data-seat={seat}]")
    page.screenshot(path=str(tmp_path / "napoleon-untyped-outcome.png"))
    tap("[data-type=outcome][data-seat=E][data-tricks='1']")
    page.screenshot(path=str(tmp_path / "napoleon-untyped-outcome-settled.png"), full_page=True)
    result = page.inner_text("#quick .result")
    assert "E Bob bid 2 against all the others: N score 2, E score -6" in result, result
    assert tap.count == 17 + 7 and loads[0] == 0
    assert "wrong number" not in page.content().lower()
    context.close()


ECARTE_HANDS = {"A": "KS QS 7H 8H 9C", "B": "AS TS KH QH JH"}
STOCK = "9S 8S JS AH TH 9H KD QD JD AD TD 9D 8D 7D KC QC JC AC TC 8C 7C"


def test_foster_ecarte_a_proposal_accepted_discards_and_cards_given_by_taps(
        live_server: str, browser: Any, tmp_path: Path) -> None:  # noqa: F811
    # foster:ecarte#propose: the pone "says: 'I propose'"; #discard: he "discards any number of cards from one to
    # five"; the dealer gives as many from the stock, discards and takes his; then the pone may propose again.
    context = _phone(browser)
    page = _registered(context, live_server)
    page.goto(f"{live_server}/tables/new")
    page.select_option("select[name=game]", "ecarte")
    page.fill("input[name=seats]", "A B")
    for i, name in enumerate(["Ann", "Bob"]):
        page.fill(f"input[name='player.{i}']", name)
    page.click("text=Start the table")
    page.wait_for_load_state("load")
    loads, tap = _loads(page), Taps(page)
    page.select_option("#event-type", "deal")
    for seat, hand in ECARTE_HANDS.items():
        page.fill(f"#record input[name='hands.{seat}']", hand)
    page.fill("#record input[name=turn_up]", "7S")
    page.fill("#record input[name=stock]", STOCK)
    _send(page)
    assert "B Bob in turn: Propose, I play" in page.inner_text("#quick")
    tap("[data-type=propose]")
    tap("[data-type=accept]")
    for card in ("AS", "TS"):  # the hands recorded: the cards laid out are picked, then sent (one fact)
        page.locator(f"#quick .taps-pick label.card:has(input[data-pick='{card}'])").click()
    tap("[data-type=discard][data-seat=B][data-picked]")
    tap("[data-type=give]")
    page.locator("#quick .taps-pick label.card:has(input[data-pick='9C'])").click()
    tap("[data-type=discard][data-seat=A][data-picked]")
    tap("[data-type=give]")
    page.screenshot(path=str(tmp_path / "ecarte-proposals.png"))
    assert "B Bob in turn" in page.inner_text("#quick") and "Propose" in page.inner_text("#quick")
    assert tap.count == 6 and loads[0] == 0  # and the three cards picked
    context.close()
