"""The scoresheet page of a table whose game owns its deal (templates/tables/_own_sheet.html): the counters a column a
player, the pool carried deal by deal, the sentences each deal is paid by; nothing of Euchre's games or rubbers."""
from __future__ import annotations

from typing import Any

import referee
from owned_records import napoleon_evening, spoil_five_jink
from test_resilience_pages import _recorded
from test_web_pages import _text


def test_foster_napoleon_pool_the_page_carries_the_pool_and_the_counters(app: Any, scorer: Any) -> None:
    record = napoleon_evening()
    table = _recorded(app, record)
    page = _text(scorer.client.get(f"/tables/{table}/scoresheet"))
    ruling = referee.rule(record)
    assert page.count('class="deal-cell"') == 1 + len(ruling["deals"])  # the start, and each deal
    assert "Foster&#39;s Complete Hoyle, Napoleon, or Nap: kept in counters; the pool in counters" in page
    # foster:napoleon#pool: two from each on the first deal; #pool-nap: the nap made takes it
    assert "<small>+8</small>8</td>" in page and "<small>−10</small>0</td>" in page
    assert "Paid by foster:napoleon#nap-payments, foster:napoleon#pool, foster:napoleon#pool-nap." in page
    assert "Game 1" not in page and "ubber" not in page


def test_foster_spoil_five_spoiled_the_shared_page_says_spoiled_and_jinked(app: Any, scorer: Any) -> None:
    table = _recorded(app, spoil_five_jink())
    page = _text(scorer.client.get(f"/tables/{table}/scoresheet"))
    assert page.count("· spoiled") == 2 and "· jinked" in page and "The pool: 0 counters" in page
