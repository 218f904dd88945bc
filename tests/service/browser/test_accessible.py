"""Accessible: every control's border and every focus ring at least 3:1 against what surrounds it (WCAG 2.1's
contrast ratio, success criterion 1.4.11), a "Skip to content" link first on every page, and every form usable by
the keyboard alone (a real browser: Debian's Chromium driven by Playwright, as in tests/service/browser/test_browser.py)."""
from __future__ import annotations

import re
from typing import Any
from urllib.parse import urlsplit


from referee.resources import STATIC_DIR

from test_browser import _phone, served  # noqa: F401  (served: the live server fixture)

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
