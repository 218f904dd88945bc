"""An evening ruled by the command (``referee evening EVENING.json``) and the API (``POST /api/v1/evenings/rule``),
as family.md section 5 gives them: the same ruling, and an impossible evening refused naming each field."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from referee.cli import main
from referee.evenings.evening import rule_evening

from evenings import evening, march, players, round_, stopped, table, won

from builders import ROOT

EXAMPLE = ROOT / "docs" / "progressive-evening.json"
EVENING = evening(round_(table("l1 l2 g1 g2", *march("N", 3)), table("l3 l4 g3 g4", won("E"), stopped()), bell=2))


def write(tmp_path: Path, data: Any) -> str:
    path = tmp_path / "evening.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_referee_evening_json_prints_the_evening_ruling(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["evening", write(tmp_path, EVENING), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == rule_evening(EVENING)


def test_referee_evening_readable_names_the_players_and_quotes_foster(capsys: pytest.CaptureFixture[str],
                                                                       tmp_path: Path) -> None:
    assert main(["evening", write(tmp_path, EVENING)]) == 0
    out = capsys.readouterr().out
    assert "Table 1: NS 6, EW 0; won by Lady 1 and Gentleman 1, by the game won" in out
    assert "Gold stars: Lady 1, Gentleman 1" in out
    assert "“Upon the tap of the bell all play immediately ceases, even if in the middle of a" in out


def test_referee_evening_refuses_an_impossible_evening(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["evening", write(tmp_path, {**EVENING, "kind": "bridge"})]) == 2
    err = capsys.readouterr().err
    assert "evening.json: invalid evening" in err
    assert 'kind: Must be one of progressive, military, rotation. (value: "bridge")' in err


def test_api_evenings_rule_answers_the_ruling_and_stores_nothing(app: Any) -> None:
    response = app.test_client().post("/api/v1/evenings/rule", json=EVENING)
    assert response.status_code == 200 and response.json == rule_evening(EVENING)
    assert response.json["format"] == "euchre-evening-ruling/1"


def test_api_evenings_rule_an_impossible_evening_is_a_422_naming_each_field(app: Any) -> None:
    bad = evening(round_(table("l1 l2 g1 g2", won("N")), table("l1 l4 g3 g4", won("N")), bell=0),
                  people=players(4, 4))
    response = app.test_client().post("/api/v1/evenings/rule", json=bad)
    assert response.status_code == 422
    assert response.json["errors"] == [{"path": "rounds[0].tables.2.players.N", "value": "l1",
                                        "message": "Also at table 1 in this round."}]


def test_api_evenings_rule_bounds_the_rounds(app: Any) -> None:
    from referee.web.bounds import EVENING_ROUNDS
    many = evening(*[round_(table("l1 l2 g1 g2", won("N")), bell=0)] * (EVENING_ROUNDS + 1))
    response = app.test_client().post("/api/v1/evenings/rule", json=many)
    assert response.status_code == 413 and response.json["errors"][0]["path"] == "rounds"


def test_referee_evening_output_prints_the_papers(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["evening", write(tmp_path, EVENING), "-o", str(tmp_path / "papers.pdf"), "--page-size", "a4"]) == 0
    assert (tmp_path / "papers.pdf").read_bytes().startswith(b"%PDF-") and capsys.readouterr().out == ""


def test_the_readme_s_example_evening_is_ruled_to_its_prizes(capsys: pytest.CaptureFixture[str]) -> None:
    # docs/progressive-evening.json: three tables, two rounds; the bell mid-deal, a tie decided by the next hand,
    # lone hands barred at the head table, and a second prize cut for
    assert main(["evening", str(EXAMPLE)]) == 0
    out = capsys.readouterr().out
    assert "won by Dot and Dan, by the most tricks on the next hand" in out
    assert "Prize second (lady): Dot. Cora, Dot, Eve are tied on every star and cut for it" in out


def test_every_kind_of_evening_answers_the_evening_ruling_format() -> None:
    # family.md section 5's euchre-evening-ruling/1: each round's tables (winners, decided_by, score, laws), the
    # stars and the next seats; the players; the prizes (progressive), the flags (military)
    from referee.schemas import EveningRulingSchema
    people = {p: {"name": p} for p in "abcdefgh"}
    kinds = [json.loads(EXAMPLE.read_text(encoding="utf-8")), EVENING,
             evening(round_(table("a b c d", *march("N", 3)), table("e f g h", won("E"))), kind="military",
                     people=people),
             evening(round_(table("a b c d", won("N"))), kind="rotation", people=people,
                     options={"deals_per_round": 1})]
    for data in kinds:
        ruling = rule_evening(data)
        assert EveningRulingSchema().validate(ruling) == {}, data["kind"]
        assert EveningRulingSchema().validate({**ruling, "rounds": [{**ruling["rounds"][0], "status": "over"}]})
