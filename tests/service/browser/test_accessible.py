"""Accessible: every control's border and every focus ring at least 3:1 against what surrounds it (WCAG 2.1's
contrast ratio, success criterion 1.4.11), a "Skip to content" link first on every page, and every form usable by
the keyboard alone (a real browser: Debian's Chromium driven by Playwright, as in tests/service/browser/test_browser.py)."""
from __future__ import annotations

import os
import re
from typing import Any
from urllib.parse import urlsplit


from referee.resources import STATIC_DIR

from test_browser import _phone, live_server, served  # noqa: F401  (the live server fixtures)

#: WCAG 1.4.11: "a contrast ratio of at least 3:1 against adjacent color(s)".
AT_LEAST = 3.0


def luminance(colour: str) -> float:
    """WCAG 2.1's relative luminance of an sRGB colour ``#rrggbb`` (or ``#rgb``)."""
    hexa = colour.lstrip("#")
    if len(hexa) == 3:
        hexa = "".join(c * 2 for c in hexa)
    r, g, b = (int(hexa[i:i + 2], 16) / 255 for i in (0, 2, 4))
    r, g, b = (c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in (r, g, b))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """WCAG 2.1's contrast ratio, (L1 + 0.05) / (L2 + 0.05), the lighter's luminance over the darker's."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_the_contrast_ratio_is_wcags() -> None:
    # the ratios WCAG's own understanding documents give: black on white 21:1, a colour on itself 1:1
    assert round(contrast("#000", "#fff"), 2) == 21.0 and contrast("#777", "#777") == 1.0
    assert round(contrast("#767676", "#fff"), 1) == 4.5  # the lightest grey that passes 4.5:1 on white


def stylesheet() -> tuple[dict[str, str], list[tuple[str, dict[str, str]]]]:
    """The service's stylesheet: its custom properties (``--felt``) and its rules, each (selector, declarations),
    the colours named by a custom property resolved."""
    css = re.sub(r"/\*.*?\*/", "", (STATIC_DIR / "referee.css").read_text(), flags=re.S)
    rules = []
    for selector, body in re.findall(r"([^{}]+)\{([^{}]*)\}", css):
        declared = dict((name.strip(), value.strip()) for name, _, value in
                        (d.partition(":") for d in body.split(";") if ":" in d))
        rules.append((" ".join(selector.split()), declared))
    properties = {k: v for selector, declared in rules if selector == ":root" for k, v in declared.items()}
    resolve = lambda v: re.sub(r"var\((--[\w-]+)\)", lambda m: properties[m[1]], v)  # noqa: E731
    return properties, [(s, {k: resolve(v) for k, v in d.items()}) for s, d in rules]


def colour_in(value: str) -> str | None:
    found = re.search(r"#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b", value)
    return found[0] if found else None


#: The controls a scorer operates: fields and lists, buttons (and links drawn as buttons), the seat and card pickers.
CONTROLS = ("input:not([type=radio]):not([type=checkbox]), select", "button, .button", ".seat-pick span",
            ".card span", ".seat-pick input:checked + span", ".card input:checked + span")


def test_each_controls_border_stands_out_3_to_1_from_the_panel_and_the_page() -> None:
    # a control is seen by its border, or by its fill where it is filled (the primary button, a seat picked)
    properties, rules = stylesheet()
    around = {"panel": properties["--panel"], "page": properties["--paper"]}
    merged: dict[str, dict[str, str]] = {}  # a control's rules, the larger screen's after the phone's
    for selector, declared in rules:
        merged.setdefault(selector, {}).update(declared)
    seen = set()
    for selector, declared in merged.items():
        if selector not in CONTROLS:
            continue
        border = colour_in(declared.get("border-color", "")) or colour_in(declared.get("border", ""))
        fill = colour_in(declared.get("background", ""))
        assert border or fill, selector
        for where, colour in around.items():
            best = max(contrast(c, colour) for c in (border, fill) if c)
            assert best >= AT_LEAST, f"{selector}: {best:.2f}:1 against the {where} ({colour})"
        seen.add(selector)
    assert seen == set(CONTROLS)


def test_each_focus_ring_stands_out_3_to_1_from_what_surrounds_it() -> None:
    # on the panel and the page; in the header, on its green
    properties, rules = stylesheet()
    rings = [(s, colour_in(d.get("outline", "")) or colour_in(d.get("outline-color", "")))
             for s, d in rules if ":focus" in s and ("outline" in d or "outline-color" in d)]
    assert ":focus-visible" in [s for s, _ in rings]  # every control focused by the keyboard has one
    for selector, ring in rings:
        if ring is None:
            continue  # a ring taken away where the focus only passes (main, reached by the skip link)
        around = [properties["--felt"]] if selector.startswith("header.site") else \
            [properties["--panel"], properties["--paper"]]
        for colour in around:
            assert contrast(ring, colour) >= AT_LEAST, f"{selector}: {contrast(ring, colour):.2f}:1 on {colour}"
    assert [s for s, d in rules if s == "main:focus"] and all(
        "none" in d.get("outline", "") for s, d in rules if s == "main:focus")


SKIP = '<a class="skip" href="#content">Skip to content</a>'


def test_every_page_begins_with_a_link_to_skip_to_its_content(app: Any, scorer: Any) -> None:
    from scorers import Scorer

    table = scorer.start_table()
    pages = ["/", "/standings", "/auth/scorers", "/auth/tokens", "/tables/new", f"/tables/{table}",
             f"/tables/{table}/dispute", f"/tables/{table}/ruling", f"/tables/{table}/scoresheet",
             f"/tables/{table}/history", "/tables/999"]
    visitor = Scorer(app.test_client(), "visitor")
    for client, urls in ((scorer.client, pages), (visitor.client, ["/", "/auth/login", "/auth/register"])):
        for url in urls:
            html = client.get(url).get_data(as_text=True)
            body = html.split("<body>", 1)[1].lstrip()
            assert body.startswith(SKIP), url  # the first thing the keyboard reaches
            assert '<main id="content" tabindex="-1">' in html, url


# -- the keyboard alone, in a real browser ---------------------------------------------------------------------------


#: What the browser says of the element in focus: what it is, its words, and the ring drawn round it (round the
#: picker's face, for a seat or a card whose radio button is hidden behind it), with the colour behind the ring.
FOCUSED = """() => {
  const el = document.activeElement;
  const drawn = el.matches('.seat-pick input, .card input') ? el.nextElementSibling : el;
  const style = getComputedStyle(drawn);
  let behind = drawn.parentElement, fill = 'rgba(0, 0, 0, 0)';
  while (behind && (fill = getComputedStyle(behind).backgroundColor) === 'rgba(0, 0, 0, 0)')
    behind = behind.parentElement;
  return {tag: el.tagName.toLowerCase(), type: el.type || '', name: el.name || '', value: el.value || '',
          text: (el.innerText || el.labels?.[0]?.innerText || '').trim(), checked: !!el.checked,
          outline: style.outlineStyle, width: parseFloat(style.outlineWidth), ring: style.outlineColor,
          behind: behind ? fill : 'rgb(255, 255, 255)'};
}"""


def hex_of(rgb: str) -> str:
    r, g, b = (int(v) for v in re.findall(r"\d+", rgb)[:3])
    return f"#{r:02x}{g:02x}{b:02x}"


def focused(page: Any) -> dict[str, Any]:
    """The element in focus, which must show a ring of 3:1 at least against what is behind it."""
    now: dict[str, Any] = page.evaluate(FOCUSED)
    if now["tag"] != "body":
        assert now["outline"] != "none" and now["width"] >= 2, now
        assert contrast(hex_of(now["ring"]), hex_of(now["behind"])) >= AT_LEAST, now
    return now


def tab_to(page: Any, wanted: Any, most: int = 60) -> dict[str, Any]:
    """Press Tab until the element in focus is the one ``wanted`` (a test of what ``focused`` says)."""
    for _ in range(most):
        page.keyboard.press("Tab")
        now = focused(page)
        if wanted(now):
            return now
    raise AssertionError(f"not reached by the keyboard in {most} presses of Tab; last in focus: {now}")


def enter(page: Any) -> None:
    """Press Enter on what is in focus, and wait for the page it leads to."""
    with page.expect_navigation():
        page.keyboard.press("Enter")


def arrive(page: Any, path: str | re.Pattern[str]) -> None:
    """Wait for the page at ``path`` (the skip link's ``#content`` may stay on the address after a redirect)."""
    page.wait_for_url(lambda url: bool(re.fullmatch(path, urlsplit(url).path)))


def test_a_scorer_registers_logs_in_starts_a_table_and_records_facts_with_the_keyboard_alone(
        served: tuple[Any, str], browser: Any) -> None:  # noqa: F811
    base = served[1]
    page = _phone(browser).new_page()
    keys = page.keyboard
    page.goto(f"{base}/auth/register")
    # the first Tab reaches the skip link, shown; Enter takes the focus past the header to the form
    skip = tab_to(page, lambda f: True, most=1)
    assert skip["text"] == "Skip to content" and page.locator("a.skip").is_visible()
    keys.press("Enter")
    assert page.evaluate("document.activeElement.id") == "content"
    first = tab_to(page, lambda f: f["tag"] == "input", most=1)  # straight to the form, past the header's links
    assert first["name"] == "username"
    keys.type("ann")
    tab_to(page, lambda f: f["name"] == "password")
    keys.type("correct horse")
    tab_to(page, lambda f: f["name"] == "club")
    keys.type("Hoyle Club")
    enter(page)
    arrive(page, "/")
    # log out and in again by the keyboard
    tab_to(page, lambda f: f["text"].startswith("Log out"))
    enter(page)
    tab_to(page, lambda f: f["text"] == "Log in" and f["tag"] == "a")
    enter(page)
    arrive(page, "/auth/login")
    tab_to(page, lambda f: f["name"] == "username")
    keys.type("ann")
    tab_to(page, lambda f: f["name"] == "password")
    keys.type("correct horse")
    tab_to(page, lambda f: f["tag"] == "button" and f["type"] == "submit" and "Log in" in f["text"])
    enter(page)
    arrive(page, "/")
    # start a table: its players typed, the form sent from its button
    tab_to(page, lambda f: f["text"] == "Start a table")
    enter(page)
    arrive(page, "/tables/new")
    for i, name in enumerate(["Ann", "Bob", "Cy", "Di"]):
        tab_to(page, lambda f, i=i: f["name"] == f"player.{i}")
        keys.type(name)
    tab_to(page, lambda f: f["tag"] == "button" and "Start the table" in f["text"])
    enter(page)
    arrive(page, re.compile(r"/tables/\d+"))
    # the record page: what happened chosen from its list, the seat from the pickers by the arrow keys, then sent
    before = page.locator(".log li").count()
    for kind, seat in (("shuffle", "N"), ("cut", "W")):
        tab_to(page, lambda f: f["name"] == "type")
        page.keyboard.press("Home")  # the list's first entry, then down to the one wanted
        label = page.locator(f"#event-type option[value='{kind}']").inner_text()
        for _ in range(40):
            if page.evaluate("document.activeElement.value") == kind:
                break
            keys.press("ArrowDown")
        assert page.evaluate("document.activeElement.value") == kind, label
        picked = tab_to(page, lambda f: f["name"] == "seat")
        for _ in range(8):
            if picked["value"] == seat and picked["checked"]:
                break
            keys.press("ArrowRight" if picked["value"] != seat else "Space")
            picked = focused(page)
        assert picked["value"] == seat and picked["checked"], picked
        tab_to(page, lambda f: f["tag"] == "button" and f["type"] == "submit" and f["text"].startswith("Record"))
        recorded = page.locator(".log li").count()
        keys.press("Enter")  # sent by htmx: the page's main part swapped, no page loaded
        page.locator(".log li").nth(recorded).wait_for()
        assert page.locator(".alert").count() == 0, page.locator(".alert").inner_text()
    assert page.locator(".log li").count() == before + 2  # both facts recorded, each by the keyboard alone


# -- every page, checked by axe-core and measured at a 360 px phone -----------------------------------------------------

#: The narrowest phone a page must fit without scrolling sideways (CSS pixels).
NARROWEST = 360


def every_page(app: Any) -> tuple[list[str], list[str]]:
    """A club with a table played a little and an evening drawn, round 1 started: the pages its scorer sees, and the
    pages read by the evening's share link."""
    from scorers import Scorer
    from test_web_evenings import drawn, page, tables_of

    scorer = Scorer(app.test_client(), "ann")
    assert scorer.register().status_code == 302
    table = scorer.start_table()
    for fact in ({"type": "shuffle", "seat": "S"}, {"type": "cut", "seat": "E"}):
        assert scorer.record(table, **fact).status_code == 302
    evening, token = drawn(scorer)
    head = tables_of(page(scorer, evening))[0]
    pages = ["/", "/standings", "/auth/scorers", "/auth/tokens", "/tables/new", f"/tables/{table}",
             f"/tables/{table}/dispute", f"/tables/{table}/ruling", f"/tables/{table}/scoresheet",
             f"/tables/{table}/history", "/evenings", f"/evenings/{evening}", f"/tables/{head}"]
    return pages, [f"/e/{token}", f"/e/{token}/projector"]


#: The elements that reach past the right edge of the window (the innermost of each), each by its tag, class and width.
TOO_WIDE = """() => {
  const edge = document.documentElement.clientWidth;
  const out = [...document.querySelectorAll('body *')].filter(el => el.getBoundingClientRect().right > edge + 0.5
    && ![...el.children].some(c => c.getBoundingClientRect().right > edge + 0.5));
  return out.map(el => el.tagName.toLowerCase() + '.' + el.className + ' ' + Math.round(el.getBoundingClientRect().right)
                  + ': ' + (el.innerText || '').slice(0, 40));
}"""


def too_wide(page: Any) -> list[str]:
    """What makes the page wider than its window (nothing, where it fits); a scrolling region's content is inside it."""
    if page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth"):
        return []
    found: list[str] = page.evaluate(TOO_WIDE)
    return found


#: The regions that scroll sideways (their content wider than they are) and that the keyboard cannot reach: neither in
#: the Tab order with a name (``tabindex="0"`` and ``aria-label``) nor holding anything that is.
UNREACHABLE_SCROLLS = """() => [...document.querySelectorAll('body *')].filter(el => {
  const x = getComputedStyle(el).overflowX;
  return (x === 'auto' || x === 'scroll') && el.scrollWidth > el.clientWidth
    && !(el.tabIndex >= 0 && el.getAttribute('aria-label'))
    && !el.querySelector('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])');
}).map(el => el.tagName.toLowerCase() + '.' + el.className)"""


def test_every_page_is_clean_by_axe_core_and_fits_a_360_px_phone(
        served: tuple[Any, str], browser: Any, axe: Any) -> None:  # noqa: F811
    # WCAG 2.2 A and AA and axe-core's best practices on every page; no page wider than a 360 px phone (the director's
    # was 459 px, the players' 379: the standings now scroll in a region of their own); every region that scrolls
    # reachable by the keyboard. REFEREE_SCREENSHOTS=DIR keeps each page at 360 px.
    app, base = served
    pages, shared = every_page(app)
    context = browser.new_context(viewport={"width": NARROWEST, "height": 780}, is_mobile=True, has_touch=True,
                                  bypass_csp=True)  # axe-core is injected as a script the policy would refuse
    page = context.new_page()
    kept = os.environ.get("REFEREE_SCREENSHOTS")
    found: dict[str, tuple[list[dict[str, Any]], list[str], list[str]]] = {}

    def check(path: str) -> None:
        page.goto(base + path)
        found[path] = (axe(page), too_wide(page), page.evaluate(UNREACHABLE_SCROLLS))
        if kept:
            page.screenshot(path=f"{kept}/{NARROWEST}{path.replace('/', '_') or '_index'}.png", full_page=True)

    for path in ["/auth/login", "/auth/register"]:
        check(path)
    page.goto(f"{base}/auth/login")
    page.fill("input[name=username]", "ann")
    page.fill("input[name=password]", "correct horse")
    page.fill("input[name=club]", "Hoyle Club")  # a log-in names its club
    with page.expect_navigation():
        page.click("main button[type=submit]")
    for path in pages + shared:
        check(path)
    assert {path: v for path, (v, _, _) in found.items() if v} == {}
    assert {path: w for path, (_, w, _) in found.items() if w and not path.endswith("/projector")} == {}  # a hall's
    assert {path: s for path, (_, _, s) in found.items() if s} == {}


#: The deal of test_browser_table's ``test_a_deal_one_tap_a_fact_no_page_loaded`` (foster:1: W orders up and his side
#: takes three tricks, one point), each fact the one-tap button that records it.
A_DEAL = ("[data-type=shuffle]", "[data-type=cut]", "[data-type=deal][data-card='JS']", "[data-type=pass][data-seat=E]",
          "[data-type=pass][data-seat=S]", "[data-type=order_up][data-seat=W]:not([data-alone])",
          "[data-type=discard]:not([data-card])",
          *(f"[data-type=play][data-card='{c}']" for c in ("AS", "KS", "QS", "AH", "JH", "9H", "TH", "QH", "AD", "KD",
                                                          "QD", "JD", "AC", "KC", "QC", "JC", "TS", "9S", "TD", "9D")))


def keys_for(page: Any, selector: str, most: int = 80) -> int:
    """The keys the scorer presses to record the fact of the button ``selector`` by the keyboard alone: Tab until it
    is in focus (its ring drawn), then Enter; the page swapped in by htmx awaited."""
    keys = 0
    while not page.evaluate("s => document.activeElement.matches(s)", f"#quick button{selector}"):
        assert keys < most, f"{selector} not reached in {most} presses of Tab; in focus: {focused(page)}"
        page.keyboard.press("Tab")
        focused(page)
        keys += 1
    head = page.get_attribute("main input[name=sequence]", "value")
    page.keyboard.press("Enter")
    page.wait_for_function("h => document.querySelector('main input[name=sequence]').value !== h && "
                           "!document.querySelector('.htmx-request, .htmx-swapping, .htmx-settling, .htmx-added')", arg=head)
    return keys + 1


def test_after_each_fact_the_focus_is_on_the_next_likely_fact_one_key_a_fact(
        live_server: str, browser: Any) -> None:  # noqa: F811
    # A deal of 27 facts by the keyboard alone, the hands not recorded. Before, each fact sent the focus back to the top
    # of the page: 17 keys the likeliest fact, 624 the deal. Now the focus stays on the next likely fact (Enter records
    # it): the cut, a pass, the discard not seen, a card of the suit led; another of its buttons is a few Tabs on
    # (99 keys the deal, 17 of them to reach the first fact from the top of the page loaded).
    from test_browser import _registered, _started

    page = _registered(_phone(browser), live_server)
    _started(page, ["Ann", "Bob", "Cy", "Di"])  # N deals, E is eldest
    keys = [keys_for(page, selector) for selector in A_DEAL]
    print("keys a fact:", keys, "the deal:", sum(keys))
    likely = {"cut": 1, "E passes": 3, "S passes": 4, "W's discard": 6, "S follows to the ace of spades": 8}
    assert all(keys[at] == 1 for at in likely.values()), keys
    assert sum(keys[1:]) <= 90, keys  # 607 before
    assert page.inner_text("#quick .result") == "W Di made ♠ and took 3 tricks: EW score 1."
    assert page.evaluate("document.activeElement.dataset.type") == "new_deal"  # the next deal, one key


def test_after_a_deal_scored_by_its_outcome_the_focus_is_on_the_next_outcome(
        live_server: str, browser: Any) -> None:  # noqa: F811
    # foster:2: a lone hand that takes five tricks counts four. Scores only, by the keyboard alone: the maker picked
    # by the arrow keys, the trump, alone, the tricks, Enter. The focus then stays in the scores-only form, on its
    # first field, for the next deal's outcome (not the top of the page, nor the next deal's card by card).
    from test_browser import _registered, _started

    page = _registered(_phone(browser), live_server)
    _started(page, ["Ann", "Bob", "Cy", "Di"])
    for pick in ("input[name=seat][value=S]", "input[name=suit][value=H]", "input[name=alone]",
                 "input[name=tricks][value='5']"):
        page.locator(f"#outcome {pick}").focus()
        page.keyboard.press("Space")
    head = page.get_attribute("main input[name=sequence]", "value")
    page.locator("#outcome button[type=submit]").focus()
    page.keyboard.press("Enter")
    page.wait_for_function("h => document.querySelector('main input[name=sequence]').value !== h && "
                           "!document.querySelector('.htmx-request, .htmx-swapping, .htmx-settling, .htmx-added')", arg=head)
    assert "NS 4" in page.inner_text(".score")
    now = focused(page)
    assert page.evaluate("!!document.activeElement.closest('#outcome')") and now["name"] == "seat", now
