"""What every answer tells the browser, and the session cookie's terms.

- ``Content-Security-Policy``: scripts, styles, images, fonts and requests from this site only, no inline
  script or style, no plugin, forms sent here only, no framing (the pages' scripts are static files;
  a self-hosted htmx runs under it, with its indicator styles off: ``htmx.config.includeIndicatorStyles``);
- ``X-Frame-Options: DENY`` (for browsers before ``frame-ancestors``), ``X-Content-Type-Options: nosniff``,
  ``Referrer-Policy: same-origin`` (a share link's token goes to no other site; a form's own ``Referer``
  stays, which Flask-WTF checks over HTTPS);
- over HTTPS, ``Strict-Transport-Security`` for a year.

The session cookie is ``HttpOnly``, ``SameSite=Lax`` and, on a request that came over HTTPS, ``Secure``.
Behind a reverse proxy that terminates HTTPS, ``REFEREE_PROXIES`` (the number of proxies in front, the
app's ``PROXIES``) makes the app believe their ``X-Forwarded-For``, ``-Proto``, ``-Host`` and ``-Port``:
the client's address (the log-in's throttle counts by it), and HTTPS.
"""
from __future__ import annotations

from flask import Flask, request
from flask.sessions import SecureCookieSessionInterface
from werkzeug.middleware.proxy_fix import ProxyFix
from werkzeug.wrappers import Response

POLICY = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; font-src 'self'; "
          "connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'")
HEADERS = {"Content-Security-Policy": POLICY, "X-Frame-Options": "DENY", "X-Content-Type-Options": "nosniff",
           "Referrer-Policy": "same-origin"}
HSTS = "max-age=31536000"


class Sessions(SecureCookieSessionInterface):
    """Flask's signed-cookie sessions, the cookie ``Secure`` on a request that came over HTTPS."""

    def get_cookie_secure(self, app: Flask) -> bool:
        return bool(super().get_cookie_secure(app)) or request.is_secure


def init_app(app: Flask) -> None:
    app.session_interface = Sessions()
    proxies = int(app.config.get("PROXIES") or 0)
    if proxies:
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=proxies, x_proto=proxies, x_host=proxies,  # type: ignore[method-assign]
                                x_port=proxies)
    app.after_request(_told)


def _told(response: Response) -> Response:
    for name, value in HEADERS.items():
        response.headers.setdefault(name, value)
    if request.is_secure:
        response.headers.setdefault("Strict-Transport-Security", HSTS)
    return response
