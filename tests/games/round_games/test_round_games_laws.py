"""The round games' law data (laws/foster-rams.toml, -rounce, -bierspiel, -loo, -irish-loo, -five-card-loo):
every anchor of ``shared/spec/rams-loo.md`` §8 keyed under its section, with its sentence verbatim, and the
sentence standing in that section of Foster's chapter."""
from __future__ import annotations

import re

import pytest

from builders import SHARED
from referee.cli import main
from referee.law.laws import code_laws, law

SPEC = SHARED / "spec" / "rams-loo.md"
SOURCE = SHARED / "sources" / "foster-complete-hoyle-euchre-family.txt"
#: Each section's id and its title line in the source, in the order the chapter gives them.
SECTIONS = {"foster:rams": "RAMS, OR RAMMES", "foster:rounce": "ROUNCE.", "foster:bierspiel": "BIERSPIEL.",
            "foster:loo": "LOO, OR DIVISION LOO.", "foster:irish-loo": "IRISH LOO.",
            "foster:five-card-loo": "FIVE-CARD LOO."}


def collapse(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def spec_anchors() -> dict[tuple[str, str], str]:
    """The §8 table of the spec: (id, anchor) -> the sentence(s), for the six sections of these games."""
    if not SPEC.is_file():
        pytest.skip(f"the spec is not at {SPEC}")
    table = SPEC.read_text(encoding="utf-8").split("## 8. Law anchors", 1)[1]
    rows = re.findall(r"^\| `(foster:[a-z-]+)#([a-z0-9-]+)` \| (.*) \|$", table, re.M)
    return {(law_id, key): text for law_id, key, text in rows if law_id in SECTIONS}


def section_text(law_id: str) -> str:
    """The section of Foster's chapter, from its title line to the next section's (or the chapter's end)."""
    lines = SOURCE.read_text(encoding="utf-8").split("\n")
    titles = list(SECTIONS.values())
    start = lines.index(SECTIONS[law_id])
    after = titles.index(SECTIONS[law_id]) + 1
    end = lines.index(titles[after]) if after < len(titles) else len(lines)
    return collapse("\n".join(lines[start:end]))


def held() -> dict[tuple[str, str], str]:
    return {(rule.id, rule.key): rule.text for rule in code_laws("foster") if rule.id in SECTIONS}


def test_every_anchor_of_the_spec_is_keyed_with_its_sentence_verbatim() -> None:
    anchors = spec_anchors()
    assert len(anchors) == 110  # 39 Rams, 5 Rounce, 10 Bierspiel, 42 Loo, 5 Irish, 9 Five-card
    laws = held()
    assert set(laws) == set(anchors), sorted(set(laws) ^ set(anchors))
    for ref, text in anchors.items():
        assert collapse(laws[ref]) == collapse(text), ref


@pytest.mark.parametrize("law_id", list(SECTIONS))
def test_every_sentence_stands_in_its_own_section_of_the_source(law_id: str) -> None:
    if not SOURCE.is_file():
        pytest.skip(f"the law texts are not at {SOURCE}")
    section = section_text(law_id)
    rules = [rule for rule in code_laws("foster") if rule.id == law_id]
    assert rules
    for rule in rules:
        assert collapse(rule.text) in section, (rule.id, rule.key)


def test_foster_loo_looed_double_printed_by_its_anchor(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["law", "foster:loo#looed-double"]) == 0
    out = collapse(capsys.readouterr().out)
    assert "Foster's Complete Hoyle, Loo, or Division Loo" in out
    assert ("If he takes the widow or stands, he must win at least one trick, or he is looed, and will forfeit "
            "three red counters to the next pool.") in out
    assert "he wins the pool without playing" not in out  # that sentence alone, not the section


def test_a_section_without_an_anchor_prints_every_sentence(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["law", "foster:irish-loo"]) == 0
    out = collapse(capsys.readouterr().out)
    for key in ("no-widow", "declare", "how-many", "draw", "three-card"):
        assert collapse(law("foster:irish-loo", key).text) in out, key


def test_the_sections_are_cited_by_the_names_of_their_games() -> None:
    assert law("foster:rams", "penalty").citation == "Foster's Complete Hoyle, Rams, or Rammes"
    assert law("foster:five-card-loo", "pam").citation == "Foster's Complete Hoyle, Five-card Loo"
    assert law("foster:loo", "misdeal").section == "Irregularities in the Deal"
    assert law("foster:rams", "ramsed").section == "DIVIDING THE POOL"


def test_coverage_of_foster_lists_every_round_game_sentence_by_its_anchor(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["law", "--coverage", "foster"]) == 0
    out = capsys.readouterr().out
    rows = {block.split(maxsplit=1)[0]: block for block in ("\n" + out).split("\nfoster:")[1:]}
    assert {f"{law_id.removeprefix('foster:')}#{key}" for law_id, key in spec_anchors()} <= set(rows)
    assert "no ruling needed" in rows["loo#obsolete"]  # the rule Foster calls obsolete is no duty to rule on
    assert "games/loo/three_card.py" in rows["loo#looed-double"]
    assert "test_foster_loo_looed_double_printed_by_its_anchor" in rows["loo#looed-double"]
