"""At the table on a phone-sized Chromium (as tests/service/browser/test_browser.py drives it): a deal recorded one tap a fact with no
page loaded, a deal scored by its outcome, and each slip the engine would rule asked about before it is recorded
("This will be ruled a misdeal (foster:23). Record it, or fix it?"): recorded, it stands as any fact."""
from __future__ import annotations

from typing import Any

import pytest

from test_browser import CHROMIUM, _phone, _registered, _send, _started, live_server, served  # noqa: F401

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="no chromium on this machine (Debian: apt-get install chromium)"),
]
HANDS = {"N": "AH QH AD TC 9C", "E": "AS 9S JH KD QC", "S": "KS TS TH 9H KC", "W": "QS JS KH QD JD"}


def _tap(page: Any, selector: str) -> None:
    """Tap a button that records (htmx posts it and swaps the page's main part), and wait for the page to show it:
    the next sequence expected, or the question asked."""
    head = page.get_attribute("main input[name=sequence]", "value")
    asked = page.locator("#slip").count() > 0
    page.locator(selector).first.tap()
    page.wait_for_function("([h, asked]) => (!asked && document.querySelector('#slip') || "
                           "document.querySelector('main input[name=sequence]').value !== h) && "
                           "!document.querySelector('.htmx-request, .htmx-swapping, .htmx-settling, .htmx-added')",
                           arg=[head, asked])


class Taps:
    """The scorer's taps on the one-tap buttons of ``page`` (``#quick``), each recorded (``_tap``) and counted."""

    def __init__(self, page: Any) -> None:
        self.page, self.count = page, 0

    def __call__(self, selector: str) -> None:
        _tap(self.page, f"#quick button{selector}")
        self.count += 1


def _loads(page: Any) -> list[int]:
    """A counter of the page's full loads from now on."""
    loads = [0]
    page.on("load", lambda _: loads.__setitem__(0, loads[0] + 1))
    return loads


def _in_view(page: Any, selector: str) -> bool:
    box = page.locator(selector).first.bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= page.viewport_size["height"]


def test_a_deal_one_tap_a_fact_no_page_loaded(live_server: str, browser: Any) -> None:  # noqa: F811
    # foster:1: W orders up, his side takes five tricks, a march of two. Every fact one tap, no page loaded; the
    # last fact, the trick on the table and the score in view; the deal over, its result in words and the next deal
    # the main button.
    context = _phone(browser)
    page = _registered(context, live_server)
    _started(page, ["Ann", "Bob", "Cy", "Di"])  # N deals, E is eldest
    page.wait_for_load_state("load")
    loads = _loads(page)
    taps = 0
    for selector in ("[data-type=shuffle]", "[data-type=cut]", "[data-type=deal][data-card='JS']",
                     "[data-type=pass][data-seat=E]", "[data-type=pass][data-seat=S]",
                     "[data-type=order_up][data-seat=W]:not([data-alone])", "[data-type=discard]:not([data-card])"):
        _tap(page, f"#quick button{selector}")
        taps += 1
    assert "E Bob to play" in page.inner_text("#quick")
    plays = ["AS", "KS", "QS", "AH", "JH", "9H", "TH", "QH", "AD", "KD", "QD", "JD",
             "AC", "KC", "QC", "JC", "TS", "9S", "TD", "9D"]
    for card in plays:
        page.evaluate("window.scrollTo(0, document.body.scrollHeight)")  # wherever the scorer was, the page comes back
        _tap(page, f"#quick button[data-type=play][data-card='{card}']")
        taps += 1
    assert taps <= 30 and loads[0] == 0
    assert _in_view(page, ".score") and _in_view(page, ".tricks li:last-child") and _in_view(page, "#quick .last")
    assert "made ♠ and took" in page.inner_text("#quick .result")
    assert page.locator("#quick button.primary[data-type=new_deal]").inner_text().startswith("Next deal: dealt by E")
    _tap(page, "#quick button[data-type=new_deal]")
    assert "Deal 2" in page.inner_text(".deal-head h2") and loads[0] == 0
    context.close()


def test_a_deal_scored_by_its_outcome_in_five_taps(live_server: str, browser: Any) -> None:  # noqa: F811
    # foster:2: a lone hand that takes five tricks counts four (four playing). Maker, trump, alone, tricks, Record.
    context = _phone(browser)
    page = _registered(context, live_server)
    _started(page, ["Ann", "Bob", "Cy", "Di"])
    for pick in ("input[name=seat][value=S]", "input[name=suit][value=H]", "input[name=alone]",
                 "input[name=tricks][value='5']"):
        page.locator(f"#outcome label:has({pick})").tap()
    _tap(page, "#outcome button[type=submit]")
    assert "NS 4" in page.inner_text(".score")
    context.close()


def _dealt(page: Any, hands: bool = True) -> None:
    """Shuffled and cut by a tap each, then dealt through the form (the hands typed, if ``hands``), N dealing."""
    _tap(page, "#quick button[data-type=shuffle]")
    _tap(page, "#quick button[data-type=cut]")
    if hands:
        page.select_option("#event-type", "deal")
        for seat, hand in HANDS.items():
            page.fill(f"#record input[name='hands.{seat}']", hand)
        page.fill("#record input[name=turn_up]", "TD")
        _send(page)
    else:
        _tap(page, "#quick button[data-type=deal][data-card='TD']")


def _asked(page: Any, question: str) -> str:
    page.wait_for_selector("#slip")
    said = page.inner_text("#slip")
    assert question in said and "Record it, or fix it?" in said
    return said


def test_foster_23_a_hand_of_the_wrong_size_is_asked_about_then_fixed(
        live_server: str, browser: Any) -> None:  # noqa: F811
    # foster:23: "If a player have more or less than five cards ... it is a misdeal". A hand typed with four cards is
    # asked about; "Fix it": the form holds what was typed, the fifth card added, and the deal is recorded.
    context = _phone(browser)
    page = _registered(context, live_server)
    _started(page, ["Ann", "Bob", "Cy", "Di"])
    _tap(page, "#quick button[data-type=shuffle]")
    _tap(page, "#quick button[data-type=cut]")
    page.select_option("#event-type", "deal")
    for seat, hand in HANDS.items():
        page.fill(f"#record input[name='hands.{seat}']", hand if seat != "N" else "AH QH AD TC")
    page.fill("#record input[name=turn_up]", "TD")
    _send(page)
    _asked(page, "This will be ruled a misdeal (foster:23): N was dealt 4 cards, not five.")
    assert "The deal" not in page.inner_text(".log")  # nothing recorded
    page.click("#slip [data-type=fix]")
    assert page.input_value("#record input[name='hands.N']") == "AH QH AD TC"
    page.fill("#record input[name='hands.N']", HANDS["N"])
    _send(page)
    assert page.locator("#slip").count() == 0 and "The deal: hands" in page.inner_text(".log")
    context.close()


@pytest.mark.parametrize("slip", ["cutter", "bidder", "renounce", "new deal"])
def test_a_slip_is_asked_about_and_recorded_stands(live_server: str, browser: Any, slip: str) -> None:  # noqa: F811
    # foster:9: the pack cut by the wrong player is not properly cut; a bid out of turn (E's turn, W orders up); a
    # renounce (N holds hearts and plays a club to the heart led: foster:30 if not corrected); a new deal with the
    # deal in play. Each is asked about first; "Record it", and it stands as any fact.
    context = _phone(browser)
    page = _registered(context, live_server)
    _started(page, ["Ann", "Bob", "Cy", "Di"])  # N deals: W cuts, E is eldest
    if slip == "cutter":
        _tap(page, "#quick button[data-type=shuffle]")
        _record_slip(page, "cut", "E")
        said = _asked(page, "This will be ruled an improper cut (foster:9)")
        assert "E cut, not the pone W" in said
    elif slip == "bidder":
        _dealt(page, hands=False)
        _record_slip(page, "order_up", "W")
        _asked(page, "This will be ruled an out of turn bid: W ordered up out of his proper turn; it was E's turn.")
    elif slip == "renounce":
        _dealt(page)
        _tap(page, "#quick button[data-type=order_up][data-seat=E]:not([data-alone])")
        _tap(page, "#quick button[data-type=discard][data-card='TC']")
        _tap(page, "#quick button[data-type=play][data-card='QC']")  # E leads the queen of clubs...
        _record_slip(page, "play", "S", "KS")  # ...and S, holding the king, plays a spade
        _asked(page, "This will be ruled a revoke unclaimed")
    else:
        _tap(page, "#quick button[data-type=shuffle]")
        page.click("text=Start the next deal")
        _send(page, ".new-deal button[type=submit]")
        _asked(page, "Deal 1 is not over (incomplete)")
    before = page.locator(".log li").count()
    _tap(page, "#slip button[data-type=confirm]")
    assert page.locator("#slip").count() == 0
    if slip == "new deal":
        assert "Deal 2" in page.inner_text(".deal-head h2")
    else:
        assert page.locator(".log li").count() == before + 1
    context.close()


def _record_slip(page: Any, kind: str, seat: str, card: str | None = None) -> None:
    """A fact through the scorer's form, sent (the page then asks)."""
    page.select_option("#event-type", kind)
    page.locator(f"#record label.seat-pick:has(input[value='{seat}'])").click()
    if card:
        details = page.locator("#record details.all-cards")
        if details.get_attribute("open") is None:
            details.locator("summary").click()
        page.locator(f"#record details.all-cards label.card:has(input[value='{card}'])").click()
    _send(page)



def test_foster_26_an_exposed_card_called_at_the_table(live_server: str, browser: Any) -> None:  # noqa: F811
    # foster:26: an exposed card "may be called by the adversary on the right of the player exposing it ... before he
    # plays himself". N drops the A♦: the ruling page offers the election to E and W alone; W elects to call it, and
    # the scorer's page offers the call with its warning and the election's take-back; taken back, the election is
    # open again; elected again, the call is one tap.
    context = _phone(browser)
    page = _registered(context, live_server)
    table = _started(page, ["Ann", "Bob", "Cy", "Di"])  # N deals: W, on his right, cuts
    _dealt(page)
    _tap(page, "#quick button[data-type=order_up][data-seat=E]:not([data-alone])")
    _tap(page, "#quick button[data-type=discard][data-card='TC']")
    page.click("nav.tabs >> text=Dispute")
    page.check("input[name=what][value=exposed]")
    page.locator("label.seat-pick:has(input[name=offender][value=N])").click()
    page.locator("label.card:has(input[name=card][value=AD])").click()
    page.click("text=Record and rule")

    def elect() -> None:
        page.goto(f"{table}/ruling")
        options = page.locator("form.elect select[name=seat] option").all()
        assert [o.get_attribute("value") for o in options] == ["E", "W"]
        page.select_option("form.elect select[name=seat]", "W")
        page.click("form.elect button[value=call_card]")
        page.goto(table)

    elect()
    assert "The call must come before W Di plays himself (foster:26)." in page.inner_text("#quick")
    _tap(page, "#quick button[data-type=take-back]")
    assert page.locator("#quick button[data-type=call]").count() == 0
    elect()
    _tap(page, "#quick button[data-type=call][data-card='AD']")
    assert "Di (W) calls on Ann (N): A♦" in page.inner_text("#quick .last")
    context.close()


def test_a_tap_not_answered_says_so(live_server: str, browser: Any) -> None:  # noqa: F811
    # Facts are never lost in silence: a tap the server does not answer with a page (no connection, an error) says
    # it was not recorded, and the page stays as it stood.
    context = _phone(browser)
    page = _registered(context, live_server)
    _started(page, ["Ann", "Bob", "Cy", "Di"])
    page.route("**/events", lambda route: route.abort())
    page.locator("#quick button[data-type=shuffle]").tap()
    page.wait_for_selector(".flash.error")
    assert "Not recorded: the server could not be reached" in page.inner_text(".flash.error")
    page.unroute("**/events")
    page.route("**/events", lambda route: route.fulfill(status=500, body="oops"))
    page.locator("#quick button[data-type=shuffle]").tap()
    page.wait_for_selector("text=the server answered 500")
    assert page.locator("#quick button[data-type=shuffle]").count() == 1  # the page as it stood
    context.close()


def test_foster_11_the_24_card_pack_chosen_at_the_start_and_a_seven_asked_about(
        live_server: str, browser: Any) -> None:  # noqa: F811
    # The 24-card pack, the nines up, chosen on the new table's form: the turn-up's buttons are its 24 cards, none
    # below the nine. A seven typed in a hand is in no such pack: asked about as a slip, the focus on "Fix it"; or
    # recorded as what it would be, the pack imperfect, a new deal by the same dealer (foster:11).
    context = _phone(browser)
    page = _registered(context, live_server)
    page.click("text=Start a table")
    for i, name in enumerate(["Ann", "Bob", "Cy", "Di"]):
        page.fill(f"input[name='player.{i}']", name)
    page.select_option("select[name='option.pack']", "24")
    page.click("text=Start the table")
    page.wait_for_load_state("load")
    assert "the 24-card pack" in page.inner_text(".table-head")
    _tap(page, "#quick button[data-type=shuffle]")
    _tap(page, "#quick button[data-type=cut]")
    turn_ups = page.locator("#quick button[data-type=deal]").evaluate_all("bs => bs.map(b => b.dataset.card)")
    assert len(turn_ups) == 24 and not [c for c in turn_ups if c[0] in "78"]
    page.select_option("#event-type", "deal")
    for seat, hand in HANDS.items():
        page.fill(f"#record input[name='hands.{seat}']", hand if seat != "N" else "AH QH AD TC 7C")
    page.fill("#record input[name=turn_up]", "TD")
    _send(page)
    said = _asked(page, "The 7♣ is not in this table's pack (the 24 cards agreed). A slip? Fix it.")
    assert "a new deal by the same dealer (foster:11)" in said
    assert page.evaluate("document.activeElement.dataset.type") == "fix"
    _tap(page, "#slip button[data-type=confirm]")
    assert "Fault in the deal: imperfect pack" in page.inner_text(".log")
    assert "A new deal by N" in page.inner_text("#quick .result")
    context.close()


def test_an_evening_table_opens_ready_to_score_its_outcome_form_in_view(
        served: tuple[Any, str], browser: Any) -> None:  # noqa: F811
    # foster:progressive: "All being seated, the deal is cut for at each table, and play begins." A round's table opens
    # with the scores-only form in view on a 390 px phone: the dealer the cut chose, the maker, the tricks, and Record.
    from scorers import Scorer
    from test_web_evenings import drawn, page as director_page, tables_of

    app, base = served
    scorer = Scorer(app.test_client(), "ann")
    assert scorer.register().status_code == 302
    evening, _ = drawn(scorer)
    table = tables_of(director_page(scorer, evening))[1]
    context = _phone(browser)
    page = context.new_page()
    page.goto(f"{base}/auth/login")
    page.fill("input[name=username]", "ann")
    page.fill("input[name=password]", "correct horse")
    page.fill("input[name=club]", "Hoyle Club")  # a log-in names its club
    with page.expect_navigation():
        page.click("main button[type=submit]")
    page.goto(f"{base}/tables/{table}")
    page.wait_for_load_state("load")
    assert page.locator("#outcome[open]").count() == 1 and _in_view(page, "#outcome summary")
    for pick in ("input[name=dealer][value=W]", "input[name=seat][value=S]", "input[name=tricks][value='3']"):
        page.locator(f"#outcome label:has({pick})").tap()
    _tap(page, "#outcome button[type=submit]")
    assert "NS 1" in page.inner_text(".score") and "Dealer W" in page.inner_text(".deal-head")
    context.close()
