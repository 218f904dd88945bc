"""A scorer at a browser (a Flask test client), as the service's tests drive the pages."""
from __future__ import annotations

import re
from typing import Any


class Scorer:
    """A scorer at a browser (a Flask test client): fills in and sends the forms."""

    def __init__(self, client: Any, username: str) -> None:
        self.client = client
        self.username = username
        self.club = "Hoyle Club"  # the club he registers, or is added to; a log-in names it

    @staticmethod
    def csrf(html: str) -> str:
        found = re.search(r'name="csrf_token" value="([^"]+)"', html)
        assert found, "the page has no form with a CSRF token"
        return found.group(1)

    @staticmethod
    def sequence(html: str) -> str:
        found = re.search(r'name="sequence" value="(\d+)"', html)
        assert found, "the page has no form with the expected sequence"
        return found.group(1)

    def submit(self, page: str, action: str | None = None, **data: Any) -> Any:
        """Open ``page``, fill its form (CSRF token and expected sequence as the page gave them) and send it."""
        html = self.client.get(page).get_data(as_text=True)
        fields = {"csrf_token": self.csrf(html)}
        if 'name="sequence"' in html:
            fields["sequence"] = self.sequence(html)
        fields.update({k.replace("__", "."): v for k, v in data.items()})
        return self.client.post(action or page, data=fields)

    def register(self, password: str = "correct horse", club: str = "Hoyle Club") -> Any:
        self.club = club
        return self.submit("/auth/register", username=self.username, password=password, club=club)

    def added_by(self, member: Scorer, password: str = "correct horse") -> None:
        """Added to ``member``'s club by him (its Scorers page), then logged in with the password he gave."""
        assert member.submit("/auth/scorers", username=self.username, password=password).status_code == 302
        self.club = member.club
        assert self.submit("/auth/login", username=self.username, password=password, club=self.club).status_code == 302

    def start_table(self, **data: Any) -> int:
        form = {"name": "Table 1", "game": "euchre", "code": "foster", "seats": "N E S W", "player__0": "Ann",
                "player__1": "Bob", "player__2": "Cy", "player__3": "Di", "dealer": "2", "options_sent": "1",
                "option__rubbers": "1", "option__game_to": "5"}
        form.update(data)
        response = self.submit("/tables/new", **form)
        assert response.status_code == 302, response.get_data(as_text=True)
        return int(response.headers["Location"].rstrip("/").split("/")[-1])

    def record(self, table: int, **event: Any) -> Any:
        """Record one event through the table's form."""
        return self.submit(f"/tables/{table}", f"/tables/{table}/events", **event)

    def token(self) -> str:
        html = self.submit("/auth/tokens", name="tests").get_data(as_text=True)
        found = re.search(r'id="new-token">([^<]+)<', html)
        assert found
        return found.group(1)
