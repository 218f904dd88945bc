"""The new-table form from the registry (issue 21): every registered game is offered with what it declares (its
title, its seats, its options with their labels and defaults), and a table keeps only the options of its game; a game
appears by registering, nothing in the web names it."""
from __future__ import annotations

import re
from typing import Any, ClassVar

import pytest

from referee.games import GAMES, Game, TableOption


def _text(response: Any) -> str:
    return re.sub(r"\s+", " ", response.get_data(as_text=True))


def _options(app: Any, table: int) -> dict[str, Any]:
    from referee.store import GameTable
    from referee.web.db import get_db

    with app.app_context():
        return dict(get_db().get_one(GameTable, table).options)


def test_the_form_offers_every_registered_game_with_its_title_and_seats(scorer: Any) -> None:
    page = _text(scorer.client.get("/tables/new"))
    for name, game in GAMES.items():
        assert re.search(f'<option value="{name}" data-seats="[^"]+" (selected)?>{game.title}</option>', page), name
        assert f'<small class="muted" data-games="{name}">{game.seats_said}</small>' in page
    for game in GAMES.values():
        for option in game.table_options:
            assert f'name="option.{option.name}"' in page  # each option declared is a field of the form


def test_the_form_offers_a_game_that_registers_with_its_options(scorer: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    class Parlour(Game):
        name = "parlour-euchre"
        title = "Parlour Euchre"
        seats = (4,)
        seats_said = "Parlour Euchre is played by four."
        codes = ("foster",)
        table_options: ClassVar[tuple[TableOption, ...]] = (
            TableOption("stick_the_dealer", "The dealer is stuck", True),)

    monkeypatch.setitem(GAMES, "parlour-euchre", Parlour())
    page = _text(scorer.client.get("/tables/new?game=parlour-euchre"))
    assert '<option value="parlour-euchre" data-seats="N E S W" selected>Parlour Euchre</option>' in page
    assert "Parlour Euchre is played by four." in page
    found = re.search(r'<label class="check" data-games="([^"]*)"><input type="checkbox" '
                      r'name="option.stick_the_dealer"[^>]*> (.*?)</label>', page)
    assert found and "parlour-euchre" in found.group(1).split()
    assert '<span data-games="parlour-euchre">The dealer is stuck</span>' in found.group(2)  # its own label


def test_a_table_keeps_only_the_options_its_game_declares(app: Any, scorer: Any) -> None:
    # Sent without the script, every option of every game comes: Railroad keeps its own (foster:railroad#joker-suit,
    # #pat-hand, #jambone, #jamboree), not the 1862 code's joker box of four-hand Euchre.
    table = scorer.start_table(game="railroad", option__joker="1", option__joker_suit="H", option__pat_hand="1",
                               option__jambone="1", option__jamboree="1", option__lone_lead="eldest")
    options = _options(app, table)
    assert options["joker_suit"] == "H" and options["pat_hand"] and options["jambone"] and options["jamboree"]
    assert "joker" not in options and "lone_lead" not in options  # the default is not written
    page = _text(scorer.client.get(f"/tables/{table}"))
    assert "railroad under the foster laws" in page


def test_a_euchre_table_keeps_its_options_as_the_form_always_did(app: Any, scorer: Any) -> None:
    table = scorer.start_table(option__game_to="7", option__lap="1", option__lone_lead="left_of_lone",
                               option__pat_hand="1")
    assert _options(app, table) == {"game_to": 7, "lap": True, "rubbers": True, "lone_lead": "left_of_lone"}
    unticked = scorer.start_table(option__rubbers="")
    assert _options(app, unticked) == {"rubbers": False}  # the box ticked at first, unticked: no rubbers


def _selected(page: str, select: str) -> list[str]:
    """The values the form's ``select`` has selected."""
    found = re.search(f'<select name="{select}">(.*?)</select>', page)
    assert found
    return re.findall(r'<option value="([^"]+)"[^>]* selected>', found.group(1))


def test_the_form_opened_for_a_game_chooses_it_its_code_and_its_seats(scorer: Any) -> None:
    # /tables/new?game=X: X chosen, with the code that governs it and seats as it is played, each option at its
    # default (foster:penalty#counters: "each provided with twelve counters"); the first registered game otherwise.
    page = _text(scorer.client.get("/tables/new?game=penalty-euchre"))
    assert _selected(page, "game") == ["penalty-euchre"] and _selected(page, "code") == ["foster"]
    assert 'name="seats" value="A B C D E"' in page
    assert [re.search(r'placeholder="Player at (\w)"', p).group(1) for p in page.split('name="player.')[1:]] == \
        list("ABCDE")
    assert 'name="option.counters" min="1" value="12"' in page
    page = _text(scorer.client.get("/tables/new?game=french-euchre"))
    assert _selected(page, "game") == ["french-euchre"] and _selected(page, "code") == ["keller"]
    assert 'name="seats" value="N E S W"' in page  # played by four (or six): the compass, as always
    page = _text(scorer.client.get("/tables/new?game=set-back"))
    assert _selected(page, "code") == ["foster"] and 'name="option.start" min="1" value="10"' in page


def test_the_form_opened_for_a_game_not_registered_is_the_form_as_usual(scorer: Any) -> None:
    usual = scorer.client.get("/tables/new")
    for asked in ("parlour-euchre", "", "<script>", "penalty-euchre%00"):
        response = scorer.client.get(f"/tables/new?game={asked}")
        assert response.status_code == 200 and "Not started" not in _text(response)
        assert _selected(_text(response), "game") == _selected(_text(usual), "game") == [next(iter(GAMES))]
        assert 'name="seats" value="N E S W"' in _text(response)


def test_a_table_started_from_the_form_opened_for_a_game_is_of_that_game(app: Any, scorer: Any) -> None:
    html = scorer.client.get("/tables/new?game=penalty-euchre").get_data(as_text=True)
    assert 'data-games="penalty-euchre"' in html
    response = scorer.client.post("/tables/new?game=penalty-euchre", data={
        "csrf_token": scorer.csrf(html), "name": "Pool", "game": "penalty-euchre", "code": "foster",
        "seats": "A B C D E", "dealer": "0", "options_sent": "1", "option.counters": "12",
        **{f"player.{i}": name for i, name in enumerate(["Ann", "Bob", "Cy", "Di", "Ed"])}})
    assert response.status_code == 302
    table = int(response.headers["Location"].rstrip("/").split("/")[-1])
    assert "penalty-euchre under the foster laws" in _text(scorer.client.get(f"/tables/{table}"))
