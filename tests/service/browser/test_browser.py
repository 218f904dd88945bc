"""A scorer at a phone-sized Chromium (Debian's, driven by Playwright) starts a table,
records a deal with a revoke through the form, tells the dispute, elects the penalty
(foster:30's add two) and downloads the ruling as a PDF.

Set REFEREE_SCREENSHOTS=DIR to keep a screenshot of each page at 390 and 1200 pixels wide.
"""
from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browsers import CHROMIUM
from databases import Migrated

HANDS = {"N": "AH QH AD TC 9C", "E": "AS 9S JH KD QC", "S": "KS TS TH 9H KC", "W": "QS JS KH QD JD"}
PLAYS = [("W", "KH"), ("N", "9C"), ("E", "9S"), ("S", "TH"), ("W", "JD"), ("N", "AD"), ("E", "KD"),
         ("S", "TD"), ("W", "QD"), ("N", "AH")]

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="no chromium on this machine (Debian: apt-get install chromium)"),
]


@pytest.fixture
def served(tmp_path: Path, migrated: Migrated) -> Iterator[tuple[Any, str]]:
    """The app on a fresh SQLite file at the newest schema, served by werkzeug on a free port for the browser;
    the app and its address."""
    from werkzeug.serving import make_server

    from referee.web import create_app
    from referee.web.db import get_engine
    url = migrated.onto(f"sqlite:///{tmp_path / 'referee.sqlite'}")
    app = create_app({"DATABASE_URL": url, "SECRET_KEY": "browser"})
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield app, f"http://127.0.0.1:{server.port}"
    server.shutdown()
    get_engine(app).dispose()


@pytest.fixture
def live_server(served: tuple[Any, str]) -> str:
    return served[1]


def _pick_card(page: Any, card: str) -> None:
    """Tap a card in the picker: among the suggestions, else under 'Any other card'."""
    suggested = page.locator(f"#record .cards.suggested label.card:has(input[value='{card}'])")
    if suggested.count():
        suggested.click()
        return
    details = page.locator("#record details.all-cards")
    if details.get_attribute("open") is None:
        details.locator("summary").click()
    page.locator(f"#record details.all-cards label.card:has(input[value='{card}'])").click()


def _send(page: Any, selector: str = "#record button[type=submit]") -> None:
    """Send a form of the scorer's page (htmx posts it and swaps the page's main part, no page loaded) and wait for
    the page to show what came of it: the next event expected, a question asked, or the fact refused."""
    head = page.get_attribute("main input[name=sequence]", "value")
    asked = page.locator("#slip").count() > 0
    page.locator(selector).first.click()
    page.wait_for_function("([h, asked]) => (!asked && document.querySelector('#slip') || "
                           "document.querySelector('.alert.error, .alert.conflict') || "
                           "document.querySelector('main input[name=sequence]').value !== h) && "
                           "!document.querySelector('.htmx-request, .htmx-swapping, .htmx-settling, .htmx-added')",
                           arg=[head, asked])  # and settled: the page's script has run on it


def _record(page: Any, kind: str, seat: str | None = None, card: str | None = None, slip: str | None = None) -> None:
    """Record a fact through the scorer's form; ``slip``: what the page asks first (an irregularity the fact will be
    ruled), answered "Record it"."""
    page.select_option("#event-type", kind)
    if seat:
        page.locator(f"#record label.seat-pick:has(input[value='{seat}'])").click()
    if card:
        _pick_card(page, card)
    _send(page)
    if slip is not None:
        assert slip in page.inner_text("#slip")
        _send(page, "#slip button[data-type=confirm]")
    assert page.locator("#slip").count() == 0, page.inner_text("#slip")
    assert page.locator(".alert").count() == 0, page.locator(".alert").inner_text()


def _fits(page: Any) -> bool:
    """Whether the page is no wider than the screen (not ``window.innerWidth``: a phone's widens to the page's)."""
    return bool(page.evaluate("document.documentElement.scrollWidth") <= page.viewport_size["width"])


def _registered(context: Any, base: str) -> Any:
    """A page of ``context`` on which ann has registered, founding the Hoyle Club."""
    page = context.new_page()
    page.goto(f"{base}/auth/register")
    page.fill("input[name=username]", "ann")
    page.fill("input[name=password]", "correct horse")
    page.fill("input[name=club]", "Hoyle Club")
    page.click("button[type=submit]")
    return page


def _phone(browser: Any, **options: Any) -> Any:
    """A browser context as a 390 px phone."""
    return browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, **options)


def _started(page: Any, names: list[str], dealer: int | None = None) -> str:
    """A euchre table started from the front page with ``names`` in seat order (``dealer``: the index of the first
    dealer); its page's address."""
    page.click("text=Start a table")
    for i, name in enumerate(names):
        page.fill(f"input[name='player.{i}']", name)
    if dealer is not None:
        page.select_option("select[name=dealer]", str(dealer))
    page.click("text=Start the table")
    page.wait_for_load_state("load")  # its scripts run: a tap before htmx takes the form would post it as a page
    return str(page.url.split("#")[0].split("?")[0])


def test_a_scorer_records_a_revoke_elects_the_penalty_and_downloads_the_ruling(
        live_server: str, browser: Any, tmp_path: Path) -> None:
    context = _phone(browser, accept_downloads=True, device_scale_factor=1)
    page = _registered(context, live_server)
    _started(page, ["Ann", "Bob", "Cy", "Di"], dealer=2)  # S deals
    assert "Deal 1" in page.inner_text("h2")
    assert _fits(page), "the record page is wider than a phone"

    page.select_option("#event-type", "deal")
    for seat, hand in HANDS.items():
        page.fill(f"input[name='hands.{seat}']", hand)
    page.fill("input[name=turn_up]", "TD")
    _send(page)
    _record(page, "order_up", "W")
    _record(page, "discard", "S", "9H")
    for seat, card in PLAYS:  # N renounces, holding hearts: the page asks first
        _record(page, "play", seat, card, slip="Record it, or fix it?" if card == "9C" else None)
    assert "W K♥" in page.inner_text(".tricks")
    led = page.locator("#record details.all-cards label.card:has(input[value='KH'])")
    assert led.get_attribute("hidden") is not None, "a card played is offered to be played again"
    page.select_option("#event-type", "take_back")
    assert led.get_attribute("hidden") is None, "a card played is not offered to be taken back"

    page.click("nav.tabs >> text=Dispute")
    page.check("input[name=what][value=revoke]")
    page.locator("label.seat-pick:has(input[name=offender][value=N])").click()
    page.select_option("select[name=claimant]", "W")
    page.fill("input[name=trick]", "1")
    assert _fits(page), "the dispute page is wider than a phone"
    page.click("text=Record and rule")
    assert "foster:30: The revoke and its penalty" in page.inner_text("#deal-0")
    assert "awaiting" in page.inner_text("#deal-0 .status")
    page.click("#deal-0 button[value=add_two]")
    ruled = page.inner_text("#deal-0")
    assert "Elected: add two." in ruled and "EW score 2" in ruled
    assert "EW 2" in page.inner_text(".score")

    with page.expect_download() as download:
        page.click("text=Download the ruling (PDF)")
    path = tmp_path / "ruling.pdf"
    download.value.save_as(path)
    data = path.read_bytes()
    assert data.startswith(b"%PDF") and len(data) > 1000

    shots = os.environ.get("REFEREE_SCREENSHOTS")
    if shots:
        _screenshots(context, page, live_server, Path(shots))
    context.close()


def test_the_new_table_form_follows_the_seats_as_they_are_typed(live_server: str, browser: Any) -> None:
    # A Call-Ace table of five: typing the seats gives a box for each player and a place in the dealers' list.
    context = _phone(browser)
    page = _registered(context, live_server)
    page.goto(f"{live_server}/tables/new")
    page.select_option("select[name=game]", "call-ace")
    page.select_option("select[name=code]", "callace")
    page.fill("input[name='player.0']", "Ann")
    page.fill("input[name=seats]", "A B C D E")
    assert page.locator(".players input").count() == 5 and page.locator("select[name=dealer] option").count() == 5
    assert page.input_value("input[name='player.0']") == "Ann"  # what was typed stays
    for i, name in enumerate(["Ann", "Bob", "Cy", "Di", "Ed"]):
        page.fill(f"input[name='player.{i}']", name)
    page.select_option("select[name=dealer]", "4")
    page.click("text=Start the table")
    assert "Deal 1 is dealt by E" in page.inner_text("body") and "E Ed" in page.inner_text("body")
    context.close()


@pytest.mark.parametrize("game", ["euchre", "call-ace of 5", "call-ace of 7"])
def test_the_scoresheet_of_an_evening_fits_a_phone(served: tuple[Any, str], browser: Any, game: str) -> None:
    # Lone hands and marches make the widest rows ("E dealt · ♠ S alone", "lone march"): at 390 px the running
    # scores of both sides are on the screen, not cut off at its edge. At a Call-Ace table of five the sheet was 440
    # px wide in a box of 369, the last players' running totals off the screen's edge: a column for each player
    # holds the points of the deal and the running score, as the printed sheet's do, and seven fit.
    from played import callace_record, euchre_record, lone_march, march
    from test_resilience_pages import _recorded

    app, base = served
    context = _phone(browser)
    page = _registered(context, base)
    seats = int(game.split()[-1]) if game != "euchre" else 2
    record = (euchre_record(*[lone_march("NS"), lone_march("EW"), march("NS"), march("EW")] * 3) if game == "euchre"
              else callace_record(12, tuple("ABCDEFG"[:seats])))
    table = _recorded(app, record)
    page.goto(f"{base}/tables/{table}/scoresheet")
    assert page.locator(".deal-cell").count() == 12
    assert page.locator("table.sheet .run").count() == seats * 13  # the heads' and each deal's
    assert _fits(page), f"the scoresheet is {page.evaluate('document.documentElement.scrollWidth')} px wide, not 390"
    assert page.evaluate("(s => s.scrollWidth <= s.clientWidth + 1)(document.querySelector('.scroll'))"), \
        "the scoresheet's columns do not fit a phone"
    context.close()


def test_the_seat_buttons_fit_a_phone_with_a_long_name(live_server: str, browser: Any) -> None:
    # A name wider than half the phone: its seat button wraps it, and the record page during a deal and the
    # dispute page stay 390 px wide (they ran off it, the E and W buttons cut at its edge).
    context = _phone(browser)
    page = _registered(context, live_server)
    table = _started(page, ["Ann", "Cyrus Montgomery-Fitzwilliam", "Cy", "Wilhelmina Featherstonehaugh"])
    _record(page, "order_up", "W", slip="This will be ruled an out of turn bid")  # E's turn: asked, then recorded
    for url in (table, f"{table}/dispute"):
        page.goto(url)
        assert page.locator("label.seat-pick").count() == 4
        assert _fits(page), f"{url} is {page.evaluate('document.documentElement.scrollWidth')} px wide, not 390"
    context.close()


def test_a_fault_in_the_deal_names_only_the_seat_the_scorer_picks(live_server: str, browser: Any) -> None:
    # The form preselects the seat of the fact it expects (S, to shuffle); chosen "A fault in the deal", "faced in
    # pack", and sent without a seat picked, the fault was stored as S's: "faced in pack (Cy (S))".
    context = _phone(browser)
    page = _registered(context, live_server)
    _started(page, ["Ann", "Bob", "Cy", "Di"], dealer=2)  # S deals
    assert page.is_checked("#record input[name=seat][value=S]")  # to shuffle
    page.select_option("#event-type", "deal_fault")
    assert not page.is_checked("#record input[name=seat][value=S]")
    page.select_option("#event-type", "shuffle")
    assert page.is_checked("#record input[name=seat][value=S]")  # back to the fact it expects
    page.select_option("#event-type", "deal_fault")
    page.select_option("select[name=kind]", "faced_in_pack")
    _send(page)
    assert "Fault in the deal: faced in pack</li>" in page.inner_html(".log")
    page.click("#record summary")  # the deal is void: a late fact of it, a seat picked, is kept
    _record(page, "deal_fault", "E")
    assert "Fault in the deal: faced in pack (Bob (E))" in page.inner_text(".log")
    context.close()


def test_the_new_table_form_shows_only_what_the_game_takes(live_server: str, browser: Any) -> None:
    # Call-Ace has no partners sitting opposite, no games to play to, no rubbers: the form showed them, "Rubbers"
    # ticked and "Game to 5", for a game that ignores them; and kept the laws of euchre chosen.
    context = _phone(browser)
    page = _registered(context, live_server)
    page.goto(f"{live_server}/tables/new")
    euchre_only = ["text=Partners sit opposite", "input[name='option.game_to']", "input[name='option.rubbers']",
                   "input[name='option.lap']"]
    assert all(page.is_visible(what) for what in euchre_only)
    page.select_option("select[name=game]", "call-ace")
    assert not any(page.is_visible(what) for what in euchre_only)
    assert page.input_value("select[name=code]") == "callace" and page.is_visible("input[name='option.joker']")
    page.fill("input[name=seats]", "A B C D E")
    page.click("text=Start the table")
    assert "Deal 1 is dealt by A" in page.inner_text("body")
    page.goto(f"{live_server}/tables/new")
    page.select_option("select[name=game]", "call-ace")
    page.select_option("select[name=game]", "euchre")
    assert page.is_checked("input[name='option.rubbers']") and page.input_value("select[name=code]") == "foster"
    context.close()


def test_the_new_table_form_opened_for_a_game_shows_that_game(live_server: str, browser: Any) -> None:
    # /tables/new?game=X: X chosen with its code, its options shown and the others hidden, its seats; another game
    # chosen, the seats left at X's follow it; a name not registered, the form as usual.
    context = _phone(browser)
    page = _registered(context, live_server)
    page.goto(f"{live_server}/tables/new?game=call-ace")
    assert page.input_value("select[name=game]") == "call-ace" and page.input_value("select[name=code]") == "callace"
    assert page.is_visible("input[name='option.joker']") and not page.is_visible("input[name='option.game_to']")
    assert not page.is_visible("text=Partners sit opposite")
    page.goto(f"{live_server}/tables/new?game=penalty-euchre")
    assert page.input_value("select[name=game]") == "penalty-euchre" and page.is_visible("text=Counters each")
    assert page.input_value("input[name=seats]") == "A B C D E" and page.locator(".players input").count() == 5
    assert page.input_value("input[name='option.counters']") == "12" and not page.is_visible("text=Rubbers")
    page.select_option("select[name=game]", "euchre")
    assert page.input_value("input[name=seats]") == "N E S W" and page.locator(".players input").count() == 4
    page.select_option("select[name=game]", "penalty-euchre")
    for i, name in enumerate(["Ann", "Bob", "Cy", "Di", "Ed"]):
        page.fill(f"input[name='player.{i}']", name)
    page.click("text=Start the table")
    assert "Deal 1 is dealt by A" in page.inner_text("body")
    page.goto(f"{live_server}/tables/new?game=no-such-game")
    assert page.input_value("select[name=game]") == "euchre" and page.is_visible("input[name='option.game_to']")
    context.close()


def test_callace_43_scores_only_the_partner_named_in_five_taps(live_server: str, browser: Any) -> None:
    # callace:43: the maker and his partner, three tricks, "one point each"; callace:20: the partner, the holder of
    # the card called, named on the scores-only form: the maker, the trump, the partner, the tricks, and send.
    context = _phone(browser)
    page = _registered(context, live_server)
    page.goto(f"{live_server}/tables/new?game=call-ace")
    page.fill("input[name=seats]", "A B C D E")
    for i, name in enumerate(["Ann", "Bob", "Cy", "Di", "Ed"]):
        page.fill(f"input[name='player.{i}']", name)
    page.click("text=Start the table")
    assert page.is_visible("#outcome legend:text('Partner: who held the card called')")
    taps = 0
    for pick in ("input[name=seat][value=B]", "input[name=suit][value=H]", "input[name=partner][value=D]",
                 "input[name=tricks][value='3']"):
        page.locator(f"#outcome label:has({pick})").tap()
        taps += 1
    _send(page, "#outcome button[type=submit]")
    taps += 1
    assert taps == 5 and "A 0 · B 1 · C 0 · D 1 · E 0" in page.inner_text("main")
    context.close()


def test_a_callace_scorer_follows_the_prompt_to_the_makers_call(live_server: str, browser: Any) -> None:
    # After the order and the discard the form stood at the eldest hand's lead, and the call recorded after it was
    # barred. Now it stands at the maker's call, his seat picked and the suit to choose, and then at the lead.
    context = _phone(browser)
    page = _registered(context, live_server)
    page.goto(f"{live_server}/tables/new")
    page.select_option("select[name=game]", "call-ace")
    page.fill("input[name=seats]", "A B C D E")
    page.click("text=Start the table")  # A deals
    page.select_option("#event-type", "deal")
    page.fill("input[name=turn_up]", "9D")
    _send(page)
    _record(page, "order_up", "B")
    _record(page, "discard", "A")
    assert page.input_value("#event-type") == "call_partner" and page.is_checked("#record input[name=seat][value=B]")
    assert page.is_visible("select[name=suit]") and not page.is_visible("select[name=to_partner]")
    assert _fits(page), "the record page is wider than a phone"
    page.select_option("select[name=suit]", "S")
    _send(page)
    assert "called ♠ · partner not yet known" in page.inner_text(".deal-head")
    assert page.input_value("#event-type") == "play" and page.is_checked("#record input[name=seat][value=B]")
    context.close()


def test_the_standings_fit_a_phone(served: tuple[Any, str], browser: Any) -> None:
    # At 390 px the columns "Tables" and the partnerships' "Points" were cut off mid-word at the screen's edge.
    # A club of both games: Euchre's players and partnerships, then Call-Ace's players.
    from played import callace_record, euchre_record, march
    from test_resilience_pages import _recorded

    app, base = served
    context = _phone(browser)
    page = _registered(context, base)
    record = euchre_record(march("NS"), march("EW"), march("NS"), march("NS"))
    _recorded(app, {**record, "players": {"N": "Maximilian", "E": "Bartholomew", "S": "Christabel", "W": "Wilhelmina"}})
    _recorded(app, {**callace_record(3), "players": {"A": "Maximilian", "B": "Bartholomew", "C": "Christabel",
                                                     "D": "Wilhelmina", "E": "Constantine"}})
    page.goto(f"{base}/standings")
    assert page.locator("table.totals").count() == 3
    if os.environ.get("REFEREE_SCREENSHOTS"):
        page.screenshot(path=str(Path(os.environ["REFEREE_SCREENSHOTS"]) / "standings-390.png"), full_page=True)
    assert _fits(page), f"the standings are {page.evaluate('document.documentElement.scrollWidth')} px wide, not 390"
    assert page.evaluate("[...document.querySelectorAll('.scroll')].every(s => s.scrollWidth <= s.clientWidth + 1)"), \
        "the standings' columns do not fit a phone"
    context.close()


def _screenshots(context: Any, page: Any, base: str, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    page.click("text=Scores")
    page.click("text=Make a read-only share link")
    share = page.get_attribute("#share-link", "href")
    page.goto(f"{base}/tables/1")
    page.click("#quick button[data-type=new_deal]")
    page.wait_for_selector("text=Deal 2")
    page.select_option("#event-type", "deal")
    page.fill("input[name='hands.N']", "AS KS KH 9D 9C")
    page.screenshot(path=str(out / "record-deal-390.png"), full_page=True)
    page.select_option("#event-type", "play")
    page.locator("#record label.seat-pick:has(input[value='E'])").click()
    page.locator("#record details.all-cards label.card:has(input[value='QH'])").click()
    page.screenshot(path=str(out / "record-picker-390.png"), full_page=True)
    pages = {"index": "/", "new": "/tables/new", "record": "/tables/1", "dispute": "/tables/1/dispute",
             "ruling": "/tables/1/ruling", "scoresheet": "/tables/1/scoresheet", "history": "/tables/1/history",
             "standings": "/standings", "tokens": "/auth/tokens", "share": share, "missing": "/tables/99"}
    for width in (390, 1200):
        page.set_viewport_size({"width": width, "height": 900})
        for name, url in pages.items():
            page.goto(url if url.startswith("http") else base + url)
            page.screenshot(path=str(out / f"{name}-{width}.png"), full_page=True)
    anonymous = context.browser.new_context(viewport={"width": 390, "height": 844})
    p2 = anonymous.new_page()
    for name, url in {"login": "/auth/login", "register": "/auth/register", "welcome": "/"}.items():
        p2.goto(base + url)
        p2.screenshot(path=str(out / f"{name}-390.png"), full_page=True)
    anonymous.close()
