"""Set-back at the web's table (issue 22): the new-table form offers it with each player's count at the start and
Keller's variations (foster:set-back#reversal, "usually ten"; keller:set-back#object, five; #declare-all,
#euchre-deducts), the start written as the table saw it; the scorer's form offers the hand thrown up and, where
agreed, the declaration to take all five; the scoresheet a column a player with his count."""
from __future__ import annotations

import re
from typing import Any


def _text(response: Any) -> str:
    return re.sub(r"\s+", " ", response.get_data(as_text=True))


def _options(app: Any, table: int) -> dict[str, Any]:
    from referee.store import GameTable
    from referee.web.db import get_db

    with app.app_context():
        return dict(get_db().get_one(GameTable, table).options)


def test_foster_setback_reversal_the_form_offers_the_start_and_keller_variations(app: Any, scorer: Any) -> None:
    page = _text(scorer.client.get("/tables/new"))
    assert '<option value="set-back" data-seats="N E S W" >Set-back Euchre</option>' in page
    assert 'name="option.start" min="1" value="10"' in page
    assert 'name="option.declare_all"' in page and 'name="option.euchre_deducts"' in page
    table = scorer.start_table(game="set-back", code="keller", option__start="10", option__declare_all="1",
                               option__game_to="5", option__rubbers="1")
    assert _options(app, table) == {"start": 10, "declare_all": True}  # the start as shown, kept; no game_to


def test_keller_setback_throw_up_and_declare_all_offered_on_the_scorers_form(app: Any, scorer: Any) -> None:
    table = scorer.start_table(game="set-back", code="keller", option__start="5", option__declare_all="1")
    page = _text(scorer.client.get(f"/tables/{table}"))
    assert '<option value="throw_up" >Throws up his hand (Set-back)</option>' in page
    assert '<select name="what"><option >all</option></select>' in page
    euchre = scorer.start_table()
    page = _text(scorer.client.get(f"/tables/{euchre}"))
    assert '<option value="throw_up"' not in page and '<option value="declare"' not in page


def test_keller_setback_object_the_scoresheet_a_column_a_player_with_his_count(app: Any, scorer: Any) -> None:
    table = scorer.start_table(game="set-back", code="keller", option__start="5")
    scorer.record(table, type="outcome", seat="S", suit="H", tricks="5")  # S's march: two off his five
    page = _text(scorer.client.get(f"/tables/{table}/scoresheet"))
    assert "his count as he keeps it, wiped down from 5" in page
    assert "S: his count now 3" in page and ">march" in page
