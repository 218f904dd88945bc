"""Écarté's and Pool Écarté's law data (laws/foster-ecarte.toml, laws/foster-pool-ecarte.toml): every anchor the spec
gives (shared/spec/ecarte.md §1), its sentence verbatim from Foster's section, printed by `referee law` and listed by
`referee law --coverage foster`."""
from __future__ import annotations

import re

import pytest

from referee.cli import main
from referee.law.laws import code_laws, law

from builders import SHARED

SOURCE = SHARED / "sources" / "foster-complete-hoyle-euchre-family.txt"
SPEC = SHARED / "spec" / "ecarte.md"
#: Each section: its id, and the headings it runs between in the source.
SECTIONS = {"foster:ecarte": ("ÉCARTÉ.", "POOL ÉCARTÉ."), "foster:pool-ecarte": ("POOL ÉCARTÉ.", "NAPOLEON, OR NAP.")}


def shared(path):
    if not path.is_file():
        pytest.skip(f"no shared text at {path}")
    return path.read_text(encoding="utf-8")


def spec_sentences() -> dict[tuple[str, str], str]:
    """The spec's tables of §1: (id, anchor) -> the sentence it stands for."""
    rows = re.findall(r"^\| `(foster:(?:pool-)?ecarte)#([a-z0-9-]+)` \| (.+) \|$", shared(SPEC), re.M)
    return {(law_id, anchor): sentence for law_id, anchor, sentence in rows}


def section_text(law_id: str) -> str:
    lines = shared(SOURCE).split("\n")
    start, end = SECTIONS[law_id]
    return re.sub(r"\s+", " ", "\n".join(lines[lines.index(start): lines.index(end)]))


def sentences(law_id: str) -> dict[str, str]:
    return {rule.key: rule.text for rule in code_laws("foster") if rule.id == law_id}


def test_every_anchor_of_the_spec_is_law_data_with_its_sentence() -> None:
    expected = spec_sentences()
    assert len(expected) == 130
    held = {(law_id, key): text for law_id in SECTIONS for key, text in sentences(law_id).items()}
    assert held == expected


@pytest.mark.parametrize("law_id", list(SECTIONS))
def test_every_sentence_stands_verbatim_in_its_section_of_the_source(law_id: str) -> None:
    section = section_text(law_id)
    missing = [key for key, text in sentences(law_id).items() if re.sub(r"\s+", " ", text) not in section]
    assert not missing


def test_foster_ecarte_no_revoke_no_anchor_is_in_both_sections() -> None:
    # "no anchor is in both tables, so a bare `#anchor` in this file names one sentence" (the spec, §1)
    assert not set(sentences("foster:ecarte")) & set(sentences("foster:pool-ecarte"))


def test_foster_ecarte_renounce_printed_by_referee_law(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["law", "foster:ecarte#renounce"]) == 0
    out = re.sub(r"\s+", " ", capsys.readouterr().out)
    assert "foster:ecarte" in out and law("foster:ecarte", "renounce").text in out
    assert "if he makes all five tricks, he counts one point only, instead of two." in out


def test_foster_pool_ecarte_two_in_succession_printed_with_its_section(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["law", "foster:pool-ecarte"]) == 0
    out = re.sub(r"\s+", " ", capsys.readouterr().out)
    assert "The pool is won by any player winning two games in succession." in out
    assert out.count("foster:pool-ecarte ") == 11


def test_coverage_foster_lists_every_sentence_of_both_sections(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["law", "--coverage", "foster"]) == 0
    out = capsys.readouterr().out
    listed = re.findall(r"^(foster:(?:pool-)?ecarte#[a-z0-9-]+) ", out, re.M)
    assert sorted(listed) == sorted(f"{law_id}#{key}" for law_id, key in spec_sentences())
    rows = {row.split(" ", 1)[0]: row for row in re.split(r"\n(?=foster:)", out)}
    assert "no ruling needed: The section's preface" in rows["foster:ecarte#no-code"]
    assert "test_foster_ecarte_renounce_printed_by_referee_law" in rows["foster:ecarte#renounce"]

