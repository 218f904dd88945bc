"""An evening's papers (``referee evening EVENING.json -o PAPERS.pdf``, ``reports.evening_papers_pdf``): the
night's results with the prizes, each round's movement sheet, the table cards, each player's tally card; a
rotation evening's chart and each player's card; Letter and A4."""
from __future__ import annotations

import io
from typing import Any

import pytest
from pypdf import PdfReader

from referee.documents.reports import evening_papers_pdf
from referee.evenings.evening import rule_evening

from evenings import evening, march, players, round_, stopped, table, won

PROGRESSIVE = evening(round_(table("l1 l2 g1 g2", *march("N", 3)), table("l3 l4 g3 g4", won("E"), stopped()),
                             bell=2), people=players(4, 4))


def text_and_size(pdf: bytes) -> tuple[str, tuple[float, float]]:
    reader = PdfReader(io.BytesIO(pdf))
    box = reader.pages[0].mediabox
    return "\n".join(page.extract_text() for page in reader.pages), (round(float(box.width)), round(float(box.height)))


@pytest.mark.parametrize(("size", "points"), [("letter", (612, 792)), ("a4", (595, 842))])
def test_progressive_papers_results_movement_table_and_tally_cards(size: str, points: tuple[int, int]) -> None:
    text, box = text_and_size(evening_papers_pdf(PROGRESSIVE, page_size=size))
    assert box == points
    for words in ("the night's results", "The prizes", "Round 1: the movement sheet", "Where each player goes",
                  "Table cards: round 2", "the head table", "the booby table", "Tally cards",
                  "Upon the tap of the bell all play immediately ceases", "One player cannot win two prizes."):
        assert words in text, words
    assert "Lady 1" in text and "l1" not in text.split()  # players by name, never by id


def test_military_papers_name_the_forts_and_their_flags() -> None:
    people = {p: {"name": f"Player {p.upper()}"} for p in "abcdefgh"}
    military = evening(round_(table("a b c d", *march("N", 3)), table("e f g h", *march("E", 3))), kind="military",
                       people=people)
    text, _ = text_and_size(evening_papers_pdf(military))
    assert "Fort" in text and "Flags" in text and "a fort" in text
    assert "The winners of each game get a little flag from the losers as a trophy." in text


def test_rotation_papers_the_chart_and_each_player_s_card() -> None:
    people: dict[str, Any] = {p: {"name": f"Player {p.upper()}"} for p in "abcde"}
    rotation = evening(kind="rotation", people=people, options={"deals_per_round": 2, "rounds": 5})
    chart = rule_evening(rotation)["schedule"]
    text, _ = text_and_size(evening_papers_pdf(rotation))
    assert "The rotation chart" in text and "Each player's card" in text and "Sitting out" in text
    assert text.count("bye") == 5  # each of the five sits out once in five rounds
    assert chart[0]["tables"]["1"]["N"] in {"a", "b", "c", "d", "e"}
