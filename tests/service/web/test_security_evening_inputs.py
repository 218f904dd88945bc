"""Every bad input to the evening's API, pages and CSV import answers a 4xx or a flash naming the field, never a
500; a file of players in any common encoding and line ending is read right or refused saying why, never kept as
mojibake; a rotation evening has no bell (family.md §5, ``rotation``: "each round a fixed number of deals", not
foster:progressive's "Upon the tap of the bell all play immediately ceases"). The findings of the re-probe:
``bell.table`` a list or an object (``TypeError: unhashable type``), the bell rung before any round is seated, the
bell form's ``back=²`` or of 5,000 digits, a players CSV with lone CR line ends, a Latin-1 CSV kept as ``Jos\ufffd``,
a rotation evening that took the bell."""
from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest
from scorers import Scorer

from referee.cli import main

from evenings import evening, round_, table, won
from test_web_evenings import drawn, page, start, tables_of


def _bell_at(where: Any, kind: str = "progressive") -> dict[str, Any]:
    night = evening(round_(table("l1 l2 g1 g2", won("N")), table("l3 l4 g3 g4", won("N")), bell=0), kind=kind)
    night["rounds"][0]["bell"]["table"] = where
    return night


@pytest.mark.parametrize("where", [["1"], {"1": 0}, 1, None], ids=["list", "object", "number", "null"])
def test_foster_progressive_a_bell_at_no_table_is_a_422_naming_it_by_the_api_and_exit_2_by_the_command(
        app: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str], where: Any) -> None:
    # foster:progressive: "The head table is provided with a bell": a bell's table is the head table's number
    response = app.test_client().post("/api/v1/evenings/rule", json=_bell_at(where))
    assert response.status_code == 422 and response.json["errors"][0]["path"] == "rounds[0].bell"
    path = tmp_path / "evening.json"
    path.write_text(json.dumps(_bell_at(where)), encoding="utf-8")
    assert main(["evening", str(path)]) == 2
    assert "rounds[0].bell: The bell:" in capsys.readouterr().err


def test_a_rotation_evening_takes_no_bell_by_the_api(app: Any) -> None:
    response = app.test_client().post("/api/v1/evenings/rule", json=_bell_at("1", kind="rotation"))
    assert response.status_code == 422
    assert response.json["errors"][0]["path"] == "rounds[0].bell"
    assert "A rotation evening has no bell" in response.json["errors"][0]["message"]


def _flashed(scorer: Scorer, response: Any) -> str:
    assert response.status_code == 302, response.get_data(as_text=True)
    return str(scorer.client.get(response.headers["Location"]).get_data(as_text=True))


def test_the_bell_rung_before_any_round_is_seated_is_refused_saying_why(scorer: Scorer) -> None:
    evening_id = start(scorer)
    said = _flashed(scorer, scorer.submit(f"/evenings/{evening_id}", f"/evenings/{evening_id}/bell"))
    assert "Not rung: no round is seated yet" in said and "#1 bell" not in said


def test_a_rotation_evening_refuses_the_bell_saying_why(scorer: Scorer) -> None:
    response = scorer.submit("/evenings", name="Tuesday rotation", kind="rotation", deals_per_round="1")
    evening_id = int(response.headers["Location"].rstrip("/").split("/")[-1])
    scorer.submit(f"/evenings/{evening_id}", f"/evenings/{evening_id}/players", players="Ann\nBob\nCy\nDi")
    scorer.submit(f"/evenings/{evening_id}", f"/evenings/{evening_id}/draw")
    assert len(tables_of(page(scorer, evening_id))) == 1
    said = _flashed(scorer, scorer.submit(f"/evenings/{evening_id}", f"/evenings/{evening_id}/bell"))
    assert "Not rung: A rotation evening has no bell" in said and " bell\n" not in said


def test_a_rotation_evening_keeps_no_bell_entry_in_its_store(app: Any, scorer: Scorer) -> None:
    from sqlalchemy.orm import Session

    from referee.record import InvalidRecord
    from referee.store import Club, Evening
    from referee.store.evenings import BELL, append_entries, create_evening
    from referee.web.db import get_engine
    with Session(get_engine(app)) as db:
        club = db.query(Club).one()
        night: Evening = create_evening(db, club, name="Rotation", kind="rotation", options={"deals_per_round": 4})
        with pytest.raises(InvalidRecord) as refused:
            append_entries(db, night, [{"type": BELL, "round": 1, "stops": {}}], sequence=1)
        assert refused.value.errors[0]["path"] == "type" and "no bell" in refused.value.errors[0]["message"]


@pytest.mark.parametrize("back", ["²", "9" * 5000, "0", "-1", "x"])
def test_the_bell_forms_back_that_is_no_tables_number_is_a_400_naming_it(scorer: Scorer, back: str) -> None:
    evening_id, _ = drawn(scorer)
    response = scorer.submit(f"/evenings/{evening_id}", f"/evenings/{evening_id}/bell", back=back)
    assert response.status_code == 400 and "back:" in response.get_data(as_text=True)
    assert "has not rung" in scorer.client.get(f"/evenings/{evening_id}/bell").get_data(as_text=True)  # not rung


def _imported(scorer: Scorer, data: bytes) -> str:
    evening_id = start(scorer)
    response = scorer.submit(f"/evenings/{evening_id}", f"/evenings/{evening_id}/players",
                             file=(io.BytesIO(data), "players.csv"))
    return _flashed(scorer, response)


@pytest.mark.parametrize("data", [
    "name,group\rJosé,gentleman\rZoë,lady\r".encode(), "name,group\r\nJosé,gentleman\r\nZoë,lady\r\n".encode(),
    "José,gentleman\nZoë,lady".encode(), "\ufeffJosé,gentleman\nZoë,lady\n".encode(),
    "José,gentleman\r\nZoë,lady\r\n".encode("latin-1"), "José,gentleman\rZoë,lady\r".encode("cp1252"),
    "\ufeffJosé,gentleman\r\nZoë,lady\r\n".encode("utf-16-le"), "\ufeffJosé,gentleman\nZoë,lady\n".encode("utf-16-be"),
], ids=["CR", "CRLF", "LF", "UTF-8 mark", "Latin-1 CRLF", "Windows-1252 CR", "UTF-16 LE", "UTF-16 BE"])
def test_a_players_csv_in_any_common_encoding_and_line_end_is_read_right(scorer: Scorer, data: bytes) -> None:
    said = _imported(scorer, data)
    assert "Entered 2 players." in said and "José" in said and "Zoë" in said and "\ufffd" not in said


@pytest.mark.parametrize("data,reason", [
    ("山田,gentleman\n".encode("shift_jis"), "Not text in UTF-8, UTF-16 or Windows-1252"),
    ("Jos\u00e9,gentleman\n".encode("utf-16-le"), "Binary, not text"),
    (b"\x89PNG\r\n\x1a\n\x00\x00", "Not text in UTF-8, UTF-16 or Windows-1252"),
    (b"a," * 200_000, "at most 256 KB"),
], ids=["Shift JIS", "UTF-16 without its mark", "an image", "too large"])
def test_a_players_file_that_cannot_be_read_right_is_refused_saying_why(scorer: Scorer, data: bytes,
                                                                        reason: str) -> None:
    said = _imported(scorer, data)
    assert "Not recorded: the file: " in said and reason in said and "Entered" not in said


def test_a_name_longer_than_a_csv_reader_takes_is_refused_naming_its_line(scorer: Scorer) -> None:
    evening_id = start(scorer)
    said = _flashed(scorer, scorer.submit(f"/evenings/{evening_id}", f"/evenings/{evening_id}/players",
                                          players="Ann\n\"" + "x" * 200_000 + "\"\n"))
    assert "Not recorded: line 2: Not a line of CSV" in said
