"""A Railroad evening at one table on a phone-sized Chromium (issue 21; as tests/service/browser/test_browser_table.py drives it):
every variation of Foster's RAILROAD EUCHRE agreed when the table is started, a dozen deals recorded through the web
form, one tap a fact where the page offers it (partner's best each way, a lone hand against a lone hand, a pat hand, a
jambone with its calls, a jamboree, laps and a slam), ruled, and printed (the ruling report and the scoresheet as PDF,
drawn as PNG by pdftoppm). The taps of each deal are counted."""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from test_browser import CHROMIUM, _phone, _registered, _send, live_server, served  # noqa: F401
from test_browser_table import _tap

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="no chromium on this machine (Debian: apt-get install chromium)"),
]
SEATS = ("N", "E", "S", "W")
#: Five hands of the 25-card pack a deal, the nine of hearts turned; the four cards left, the stock.
#: W deals: N orders up alone, passes the 9♣ to S for S's 10♥; E plays alone against him, passes the 9♠ to W for W's
#: Q♥; E's joker and both bowers take three tricks: the lone maker euchred by the lone defender (#lone-euchre-four).
LONE_AGAINST_LONE = {"N": "AH KH QS 9C TC", "E": "JK JH JD AS 9S", "S": "TH AC KC QC JC", "W": "AD KD QD 9D QH"}
#: The five highest trumps (the joker, both bowers, the ace and king of hearts) for the eldest hand, to each dealer.
FIVE_HIGHEST = "JK JH JD AH KH"
OTHERS = ("QS AS 9C TC TD", "TH AC KC QC JC", "QH AD KD QD 9D")


def _five_highest_to(eldest: str, dealer: str) -> dict[str, str]:
    """The five highest trumps to ``eldest``; the dealer, then the others, take the rest in ``OTHERS``' order."""
    rest = [s for s in SEATS if s not in (eldest, dealer)]
    return {eldest: FIVE_HIGHEST, dealer: OTHERS[0], rest[0]: OTHERS[1], rest[1]: OTHERS[2]}


def _started_railroad(page: Any) -> None:
    """A Railroad table started with every variation agreed: W deals first; a turned joker makes hearts."""
    page.click("text=Start a table")
    page.select_option("select[name=game]", "railroad")
    for i, name in enumerate(["Ann", "Bob", "Cy", "Di"]):
        page.fill(f"input[name='player.{i}']", name)
    page.select_option("select[name=dealer]", "3")
    page.select_option("select[name='option.joker_suit']", "H")
    for option in ("lap", "slam", "pat_hand", "jambone", "jamboree"):
        page.check(f"input[name='option.{option}']")
    assert page.is_checked("input[name='option.rubbers']") and not page.is_visible("input[name='option.joker']")
    page.click("text=Start the table")
    page.wait_for_load_state("load")


class Counted:
    """The scorer's taps at the table, counted deal by deal (a tap, a form sent, a choice in the form)."""

    def __init__(self, page: Any) -> None:
        self.page, self.taps = page, 0

    def tap(self, selector: str) -> None:
        _tap(self.page, f"#quick button{selector}")
        self.taps += 1

    def dealt(self, hands: dict[str, str]) -> None:
        """Shuffled and cut by a tap each; the hands typed into the form and sent, the nine of hearts turned."""
        self.tap("[data-type=shuffle]")
        self.tap("[data-type=cut]")
        self.page.select_option("#event-type", "deal")
        for seat, hand in hands.items():
            self.page.fill(f"#record input[name='hands.{seat}']", hand)
        self.page.fill("#record input[name=turn_up]", "9H")
        _send(self.page)
        self.taps += 1 + len(hands) + 1  # the type chosen, each hand and the turn-up typed, sent as one

    def played_out(self) -> None:
        """Each card as the page offers it (a call of the jambone hand first where one is offered), till the deal
        is over."""
        while not self.page.locator("#quick .result").count():
            call = self.page.locator("#quick button[data-type=call]")
            self.tap("[data-type=call]" if call.count() else "[data-type=play]")

    def next_deal(self) -> int:
        taps, self.taps = self.taps, 0
        self.tap("[data-type=new_deal]")
        return taps


def _outcome(page: Any, seat: str, tricks: str, alone: bool = False) -> int:
    """A deal scored by its outcome (maker, trump hearts, alone, the makers' tricks); its taps."""
    picks = [f"input[name=seat][value={seat}]", "input[name=suit][value=H]", f"input[name=tricks][value='{tricks}']"]
    for pick in picks + (["input[name=alone]"] if alone else []):
        page.locator(f"#outcome label:has({pick})").tap()
    _tap(page, "#outcome button[type=submit]")
    return len(picks) + alone + 1


def test_foster_railroad_expedient_an_evening_every_variation_recorded_through_the_form_ruled_and_printed(
        served: tuple[Any, str], browser: Any, tmp_path: Path) -> None:  # noqa: F811
    _, base = served
    context = _phone(browser, accept_downloads=True)
    page = _registered(context, base)
    _started_railroad(page)
    scorer, taps = Counted(page), []

    # Deal 1, W deals. foster:railroad#partners-best and #lone-against-lone, each with its partner's best.
    scorer.dealt(LONE_AGAINST_LONE)
    for selector in ("[data-type=order_up][data-seat=N][data-alone]", "[data-type=discard][data-card='9D']",
                     "[data-type=pass_card][data-seat=N][data-card='9C']",
                     "[data-type=pass_card][data-seat=S][data-card='TH']", "[data-type=defend_alone][data-seat=E]",
                     "[data-type=pass_card][data-seat=E][data-card='9S']",
                     "[data-type=pass_card][data-seat=W][data-card='QH']"):
        scorer.tap(selector)
    scorer.played_out()
    assert "EW score 4" in page.inner_text("#quick .result")  # #lone-euchre-four
    taps.append(scorer.next_deal())

    # Deal 2, N deals. #pat-hand: E alone without his partner's best takes five: five; no lone hand against him.
    scorer.dealt(_five_highest_to("E", "N"))
    scorer.tap("[data-type=order_up][data-seat=E][data-alone]")
    scorer.tap("[data-type=discard][data-card='9C']")
    assert page.locator("#quick button[data-type=defend_alone]").count() == 0
    scorer.played_out()
    assert "EW score 5" in page.inner_text("#quick .result")  # a slam (NS nothing) and a lap: 9 in all
    taps.append(scorer.next_deal())

    # Deal 3, E deals. #jambone: S alone announces jambone; W, on his left, calls each lead (#jambone-lead-call).
    scorer.dealt(_five_highest_to("S", "E"))
    scorer.tap("[data-type=order_up][data-seat=S][data-alone]")
    scorer.tap("[data-type=discard][data-card='9C']")
    scorer.tap("[data-type=declare][data-seat=S][data-what=jambone]")
    assert page.locator("#quick button[data-type=call][data-seat=W][data-target=S]").count() == 5
    scorer.played_out()
    assert "NS score 8" in page.inner_text("#quick .result")
    taps.append(scorer.next_deal())

    # Deal 4, S deals. #jamboree: W, who ordered it up, announces and shows the five highest trumps: sixteen.
    scorer.dealt(_five_highest_to("W", "S"))
    scorer.tap("[data-type=order_up][data-seat=W]:not([data-alone])")
    scorer.tap("[data-type=discard][data-card='9C']")
    page.select_option("#event-type", "declare")
    page.locator("#record label.seat-pick:has(input[value='W'])").click()
    page.select_option("#record select[name=what]", "jamboree")
    _send(page)
    scorer.taps += 4
    assert "EW score 16" in page.inner_text("#quick .result")
    taps.append(scorer.next_deal())

    # Deals 5-12 by their outcome: a point, a march, a euchre, a lone march each way.
    for seat, tricks, alone in (("N", "3", False), ("E", "5", False), ("S", "2", False), ("W", "5", True),
                                ("N", "5", True), ("E", "4", False), ("S", "3", False), ("W", "1", False)):
        taps.append(_outcome(page, seat, tricks, alone))
    assert "Deal 12" in page.inner_text(".deal-head h2")
    assert max(taps[:4]) <= 32 and max(taps[4:]) <= 6, taps

    ruling = page.goto(page.url.split("?")[0] + "/ruling")
    assert ruling is not None and ruling.ok
    said = page.inner_text("main")
    assert "foster:railroad" in said
    sheet = page.goto(page.url.replace("/ruling", "/scoresheet"))
    assert sheet is not None and sheet.ok and "alone" in page.inner_text("main")
    pdfs = {}
    for name in ("ruling.pdf", "scoresheet.pdf"):
        response = page.request.get(page.url.replace("/scoresheet", f"/{name}"))
        assert response.ok and response.body().startswith(b"%PDF")
        pdfs[name] = tmp_path / name
        pdfs[name].write_bytes(response.body())
    context.close()
    if shutil.which("pdftoppm") is None:
        pytest.skip("no pdftoppm here to draw the PDFs (Debian: apt-get install poppler-utils)")
    out = Path("/tmp/railweb-railroad-evening")
    out.mkdir(exist_ok=True)
    for name, path in pdfs.items():
        subprocess.run(["pdftoppm", "-png", "-r", "70", str(path), str(out / name.removesuffix(".pdf"))], check=True)
    assert sorted(p.name for p in out.glob("scoresheet*.png")) and sorted(out.glob("ruling*.png"))
    print("taps per deal:", taps)
