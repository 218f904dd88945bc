"""A Blind Euchre deal recorded at the table on a phone-sized Chromium, one tap a fact (foster:blind): the widow
refused and taken in turn from the eldest hand, the taker's discard of two and the trump he names, the play; the taps
counted."""
from __future__ import annotations

from typing import Any

import pytest

from each_for_himself import play_out
from test_browser import CHROMIUM, _phone, _registered, live_server, served  # noqa: F401
from test_browser_table import Taps, _loads

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="no chromium on this machine (Debian: apt-get install chromium)"),
]
#: As tests/games/test_blind_euchre.py deals them (N deals, E is the eldest): S takes the widow (the club and queen of
#: spades), discards his two hearts and holds the five best spades.
OTHERS = {"N": ["9D", "9C", "KH", "TD", "8D"], "E": ["AH", "KD", "QC", "KC", "8C"],
          "W": ["AD", "TS", "9S", "AC", "TC"]}
KEPT, WIDOW = ["JS", "AS", "KS"], ["JC", "QS"]


def test_foster_blind_takes_widow_a_deal_recorded_by_taps(live_server: str, browser: Any) -> None:  # noqa: F811
    # #takes-widow: E refuses the widow, S takes it, discards two and names spades, and plays against all the others:
    # a march, scored as Cut-throat's (the section silent on the scores).
    context = _phone(browser)
    page = _registered(context, live_server)
    page.goto(f"{live_server}/tables/new?game=blind-euchre")
    for i, name in enumerate(["Ann", "Bob", "Cy", "Di"]):
        page.fill(f"input[name='player.{i}']", name)
    page.click("text=Start the table")
    page.wait_for_load_state("load")
    loads = _loads(page)
    tap = Taps(page)

    for kind in ("shuffle", "cut", "deal"):
        tap(f"[data-type={kind}]")
    assert "E Bob: the widow, in turn from the eldest hand" in page.inner_text("#quick")
    tap("[data-type=pass][data-seat=E]")
    tap("[data-type=take_widow][data-seat=S]")
    for k, card in enumerate(("QH", "TH"), 1):
        assert f"S Cy discards: the discard for the widow ({k} of 2)" in page.inner_text("#quick")
        tap(f"[data-type=discard][data-seat=S][data-card='{card}']")
    tap("[data-type=make][data-seat=S][data-suit=S]")
    plays, winners = play_out({**OTHERS, "S": KEPT + WIDOW}, "S", "E", "NESW")
    for event in plays:
        if event["type"] == "play":
            tap(f"[data-type=play][data-seat={event['seat']}][data-card='{event['card']}']")
    assert winners == ["S"] * 5 and tap.count == 28 and loads[0] == 0  # 3 + refused + taken + 2 discards + trump + 20
    assert "S Cy made ♠ alone and took 5 tricks" in page.inner_text("#quick .result")
    context.close()
