"""The scoresheet page of a table whose game owns its deal (templates/tables/_own_sheet.html): a column a player
with each deal's change over his count, the games won, the sentences each deal is paid by; nothing of Euchre's games
or rubbers."""
from __future__ import annotations

from typing import Any

from owned_records import forty_five
from test_resilience_pages import _recorded
from test_web_pages import _text


def test_foster_forty_five_game_the_page_counts_each_deal_and_the_game_won(app: Any, scorer: Any) -> None:
    """"The side winning the odd trick counts five points" (#odd-trick); "Forty-five points is game" (#game): B at
    35 wins the odd trick, A then, B again: forty-five, and the next game begins at nothing each."""
    table = _recorded(app, forty_five())
    page = _text(scorer.client.get(f"/tables/{table}/scoresheet"))
    assert "Foster&#39;s Complete Hoyle, Forty-Five, or Five and Ten: kept in points." in page
    assert page.count('class="deal-cell"') == 4  # the start, and each deal
    assert "<small>+5</small>40</td>" in page and "<small>+5</small>25</td>" in page and "<small>+5</small>45</td>" in page
    assert "<strong>Game 1 won by Bob (B).</strong> Paid by foster:forty-five#odd-trick." in page
    assert "B Bob: 0 points in the game in play, 1 game(s) won" in page
    assert "ubber" not in page
