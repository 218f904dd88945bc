"""French Euchre's bidding at the table on a phone-sized Chromium (keller:french-euchre#bidding), one tap a bid: with
four the bids are of tricks and the holder names the trump (#five-ends: one to five); with six each bid declares its
suit, the trump (keller:six-hand#suit-declared). The taps are counted from the shuffle to the first lead."""
from __future__ import annotations

from typing import Any

import pytest

from test_browser import CHROMIUM, _phone, _registered, live_server, served  # noqa: F401
from test_browser_table import Taps, _loads

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="no chromium on this machine (Debian: apt-get install chromium)"),
]


def _french_table(page: Any, base: str, names: list[str]) -> None:
    page.goto(f"{base}/tables/new?game=french-euchre")  # the form opened for the game: its code, the compass
    if len(names) == 6:
        page.fill("input[name=seats]", "A B C D E F")
    for i, name in enumerate(names):
        page.fill(f"input[name='player.{i}']", name)
    page.click("text=Start the table")
    page.wait_for_load_state("load")


def _bids(page: Any) -> list[str]:
    return [b.inner_text() for b in page.locator("#quick button[data-type=bid]").all()]


def test_keller_french_bidding_four_players_bid_by_taps_the_holder_names_the_trump(
        live_server: str, browser: Any) -> None:  # noqa: F811
    # #bidding: E (the eldest) bids two, S three, W passes, N four (#must-pass-last: more than three); N names spades
    # and E leads (#eldest-leads).
    context = _phone(browser)
    page = _registered(context, live_server)
    _french_table(page, live_server, ["Ann", "Bob", "Cy", "Di"])
    loads = _loads(page)
    tap = Taps(page)

    for kind in ("shuffle", "cut", "deal"):
        tap(f"[data-type={kind}]")
    assert "E Bob to bid" in page.inner_text("#quick") and _bids(page) == ["1", "2", "3", "4", "5"]
    tap("[data-type=bid][data-seat=E][data-value='2']")
    tap("[data-type=bid][data-seat=S][data-value='3']")
    assert "W Di to bid: 3 holds" in page.inner_text("#quick") and _bids(page) == ["4", "5"]
    tap("[data-type=pass][data-seat=W]")
    tap("[data-type=bid][data-seat=N][data-value='4']")
    assert "N Ann names the trump" in page.inner_text("#quick")
    tap("[data-type=make][data-seat=N][data-suit=S]")
    assert "E Bob to play" in page.inner_text("#quick")
    assert tap.count == 8 and loads[0] == 0  # the shuffle, the cut, the deal, four bids, the trump named
    context.close()


def test_keller_six_hand_bids_declare_their_suit_one_tap_each(live_server: str, browser: Any) -> None:  # noqa: F811
    # keller:six-hand#suit-declared: B bids three hearts, C passes, D four spades, E passes, F five clubs, which ends
    # the bidding (keller:french-euchre#five-ends): clubs are trumps, and B, the eldest hand, leads.
    context = _phone(browser)
    page = _registered(context, live_server)
    _french_table(page, live_server, ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"])
    loads = _loads(page)
    tap = Taps(page)

    for kind in ("shuffle", "cut", "deal"):
        tap(f"[data-type={kind}]")
    offered = _bids(page)
    assert "B Bob to bid" in page.inner_text("#quick") and len(offered) == 20 and "3♥" in offered
    tap("[data-type=bid][data-seat=B][data-value='3'][data-suit=H]")
    assert "C Cy to bid: 3♥ holds" in page.inner_text("#quick") and "3♠" not in _bids(page) and "4♠" in _bids(page)
    tap("[data-type=pass][data-seat=C]")
    tap("[data-type=bid][data-seat=D][data-value='4'][data-suit=S]")
    tap("[data-type=pass][data-seat=E]")
    assert _bids(page) == ["5♠", "5♥", "5♦", "5♣"]
    tap("[data-type=bid][data-seat=F][data-value='5'][data-suit=C]")
    assert "B Bob to play" in page.inner_text("#quick")
    assert tap.count == 8 and loads[0] == 0  # the shuffle, the cut, the deal, five bids: the fifth ends it
    page.goto(page.url.split("?")[0].split("#")[0] + "/ruling")
    assert "the suit on which the bid is based must be declared" in page.inner_text("body")
    context.close()
