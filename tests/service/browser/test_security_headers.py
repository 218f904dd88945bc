"""What every answer tells the browser (``referee.web.headers``): a Content-Security-Policy that lets in
only this site's scripts and styles, no inline ones (the pages have none; a self-hosted htmx runs under
it), no framing, nosniff, a same-origin Referrer-Policy; the session cookie HttpOnly and SameSite=Lax,
and Secure (with HSTS) on a request that came over HTTPS, directly or through a proxy the app is told of.
In a real browser, the pages raise no policy violation and their scripts run."""
from __future__ import annotations

import re
from typing import Any

import pytest
from scorers import Scorer

from test_browser import CHROMIUM, served  # noqa: F401 (fixtures)

HEADERS = {"X-Frame-Options": "DENY", "X-Content-Type-Options": "nosniff", "Referrer-Policy": "same-origin"}


def _pages(table: int) -> list[str]:
    return ["/", "/auth/login", "/auth/register", "/auth/scorers", "/auth/tokens", "/standings", "/tables/new",
            f"/tables/{table}", f"/tables/{table}/dispute", f"/tables/{table}/ruling", f"/tables/{table}/scoresheet",
            f"/tables/{table}/history", "/tables/999999", "/api/openapi.json", "/api/v1/tables"]


def test_every_answer_carries_the_policy_and_the_hardening_headers(scorer: Scorer) -> None:
    table = scorer.start_table()
    for page in _pages(table):
        response = scorer.client.get(page)
        policy = response.headers.get("Content-Security-Policy", "")
        assert "script-src 'self'" in policy and "style-src 'self'" in policy and "frame-ancestors 'none'" in policy
        assert "unsafe-inline" not in policy and "unsafe-eval" not in policy
        for name, value in HEADERS.items():
            assert response.headers.get(name) == value, (page, name)
        assert "Strict-Transport-Security" not in response.headers  # not over plain HTTP


def test_the_pages_have_no_inline_script_or_style(scorer: Scorer) -> None:
    table = scorer.start_table()
    for page in _pages(table)[:-2]:
        html = scorer.client.get(page).get_data(as_text=True)
        assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", html), page
        assert not re.search(r"<style\b|\sstyle=|\son[a-z]+=", html, re.IGNORECASE), page


def _session_cookie(response: Any) -> str:
    cookies = [c for c in response.headers.getlist("Set-Cookie") if c.startswith("session=")]
    assert cookies, response.headers
    return cookies[-1]


def test_the_session_cookie_is_httponly_samesite_and_secure_over_https(app: Any) -> None:
    plain = _session_cookie(app.test_client().get("/auth/login"))
    assert "HttpOnly" in plain and "SameSite=Lax" in plain and "Secure" not in plain
    secure = app.test_client().get("/auth/login", base_url="https://referee.example")
    assert "Secure" in _session_cookie(secure) and "SameSite=Lax" in _session_cookie(secure)
    assert secure.headers["Strict-Transport-Security"].startswith("max-age=")


def test_behind_a_proxy_the_app_told_of_it_believes_its_https_and_client_address(migrated_url: str) -> None:
    from referee.web import create_app
    forwarded = {"X-Forwarded-Proto": "https", "X-Forwarded-For": "203.0.113.7", "X-Forwarded-Host": "referee.example"}
    told = create_app({"TESTING": True, "DATABASE_URL": migrated_url, "SECRET_KEY": "test", "PROXIES": 1})
    untold = create_app({"TESTING": True, "DATABASE_URL": migrated_url, "SECRET_KEY": "test"})
    seen: list[str] = []

    @told.get("/_address")
    def address() -> str:
        from flask import request
        seen.append(request.remote_addr or "")
        return "ok"

    assert "Secure" in _session_cookie(told.test_client().get("/auth/login", headers=forwarded))
    assert "Secure" not in _session_cookie(untold.test_client().get("/auth/login", headers=forwarded))
    told.test_client().get("/_address", headers=forwarded)
    assert seen == ["203.0.113.7"]  # the throttle counts the client's address, not the proxy's


@pytest.mark.skipif(CHROMIUM is None, reason="no chromium on this machine (Debian: apt-get install chromium)")
def test_in_a_browser_the_pages_break_no_policy_and_their_scripts_run(served: Any, browser: Any) -> None:  # noqa: F811
    app, base = served
    page = browser.new_page(viewport={"width": 390, "height": 844})
    violations: list[str] = []
    page.on("console", lambda m: violations.append(m.text) if "Content Security Policy" in m.text else None)
    page.add_init_script("document.addEventListener('securitypolicyviolation', e => "
                         "console.log('Content Security Policy: ' + e.violatedDirective + ' ' + e.blockedURI))")
    page.goto(f"{base}/auth/register")
    page.fill("input[name=username]", "ann")
    page.fill("input[name=password]", "correct horse")
    page.fill("input[name=club]", "Hoyle Club")
    page.locator("button[type=submit]").click()
    page.wait_for_load_state()
    page.goto(f"{base}/tables/new")
    page.select_option("select[name=game]", "call-ace")  # new_table.js hides what the game does not take
    assert page.locator("[data-games='euchre']").first.is_hidden()
    page.select_option("select[name=game]", "euchre")
    page.locator("form button[type=submit]").last.click()
    page.wait_for_load_state()
    assert re.search(r"/tables/\d+$", page.url), page.url
    table = page.url.rsplit("/", 1)[-1]
    page.select_option("#event-type", "deal")  # record.js shows only the fields of the event chosen
    assert page.locator("[data-types~='play']").first.is_hidden()
    for path in ("dispute", "ruling", "scoresheet", "history"):
        page.goto(f"{base}/tables/{table}/{path}")
    for path in ("/auth/scorers", "/auth/tokens", "/standings", "/"):
        page.goto(f"{base}{path}")
    assert violations == []
