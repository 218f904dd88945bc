"""The `referee` command, as a user runs it."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from referee.cli import main
from referee.laws import law

from builders import EXAMPLES


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def example(name: str) -> str:
    path = EXAMPLES / name
    if not path.exists():
        pytest.skip(f"no example at {path}")
    return str(path)


def test_rule_json_prints_the_ruling_format(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rule", example("03-revoke-with-election.record.json"), "--json")
    assert code == 0
    ruling: dict[str, Any] = json.loads(out)
    assert ruling["format"] == "euchre-ruling/1" and ruling["score"] == {"NS": 0, "EW": 2}


def test_rule_readable_quotes_each_law_cited(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rule", example("03-revoke-with-election.record.json"))
    assert code == 0
    assert "foster:30" in out
    # the verbatim text, wrapped: compare with whitespace collapsed
    assert " ".join(law("foster:30").text.split()) in " ".join(out.split())
    assert "Score: NS 0, EW 2" in out


def test_rule_readable_quotes_the_sentence_of_the_descriptive_text_cited_and_no_other(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # the spec: `foster:text` is "the descriptive text of the Euchre chapter (quote the sentence)". Example 3
    # without its claim: the revoke is unclaimed, ruled by the text's "Revokes must be detected and claimed
    # before the cards are cut for the following deal."
    data = json.loads(Path(example("03-revoke-with-election.record.json")).read_text())
    data["deals"][0]["events"] = [e for e in data["deals"][0]["events"] if e["type"] not in ("claim", "elect")]
    path = tmp_path / "unclaimed.json"
    path.write_text(json.dumps(data))
    code, out, _ = run(capsys, "rule", str(path))
    assert code == 0 and "revoke unclaimed" in out
    said = " ".join(out.split())
    assert " ".join(law("foster:text", "revoke-claim-time").text.split()) in said
    assert law("foster:text", "pack").text.split(".")[0] not in said  # the chapter's other sentences are not quoted
    assert out.count("foster:text") == 1


def test_rule_readable_says_an_option_not_taken_lapsed_and_a_ruling_on_the_deal_itself(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    from test_foster_irregularities import exposed_never_called

    path = tmp_path / "lapsed.json"
    path.write_text(json.dumps(exposed_never_called()))
    code, out, _ = run(capsys, "rule", str(path))
    assert code == 0 and "Options: call_card; elected: none (the options lapsed)" in out and "(awaiting)" not in out
    # foster:13: a deal out of turn answers the deal, not one of its events
    data = json.loads(Path(example("01-plain-hand.record.json")).read_text())
    data["deals"].append({**data["deals"][0], "dealer": data["deals"][0]["dealer"]})  # the same dealer again
    path.write_text(json.dumps(data))
    code, out, _ = run(capsys, "rule", str(path))
    assert code == 0 and "Ruling on the deal: deal out of turn" in out and "event None" not in out


def test_law_prints_one_rule_of_an_id_by_the_key_the_list_gives(capsys: pytest.CaptureFixture[str]) -> None:
    code, listed, _ = run(capsys, "law", "--list", "1862")
    assert code == 0 and "1862:II.35#game\t" in listed
    code, out, _ = run(capsys, "law", "1862:II.35#game")
    assert code == 0 and " ".join(law("1862:II.35", "game").text.split()) in " ".join(out.split())
    assert out.count("1862:II.35 ") == 1  # that rule alone, not every rule of page 35
    code, _, err = run(capsys, "law", "foster:text#no-such-rule")
    assert code == 2 and "no rule 'no-such-rule'" in err


def test_an_output_that_cannot_be_written_is_said_plainly(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = run(capsys, "report", example("01-plain-hand.record.json"), "-o", str(tmp_path / "no" / "r.pdf"))
    assert code == 1 and err.startswith("referee: cannot write") and "No such file or directory" in err
    (tmp_path / "taken").write_text("a file in the way")
    code, _, err = run(capsys, "scoresheet", example("01-plain-hand.record.json"), "-o", str(tmp_path / "taken" / "s.pdf"))
    assert code == 1 and "cannot write" in err


def test_a_reader_that_stops_reading_is_no_error() -> None:
    done = subprocess.run(f"'{sys.executable}' -m referee.cli law --list 1862 | head -1", shell=True,
                          capture_output=True, text=True, check=False)
    assert done.stdout.startswith("1862:") and "Traceback" not in done.stderr


def test_rule_on_a_missing_file_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit, match="no such file"):
        main(["rule", "/nonexistent/record.json"])


def test_rule_on_a_file_that_is_not_json_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "r.json"
    path.write_text("{not json")
    code, _, err = run(capsys, "rule", str(path))
    assert code == 2 and "not JSON" in err


def test_law_prints_the_citation_and_verbatim_text(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "law", "foster:33")
    assert code == 0
    assert "Foster's Euchre Laws, law 33" in out
    assert "No one but the individual maker of the trump can play alone." in out


def test_law_prints_every_rule_under_a_shared_1862_page(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "law", "1862:II.40")
    assert code == 0 and out.count("1862:II.40") >= 3 and "chapter II, page 40" in out


@pytest.mark.parametrize("bad", ["foster:41", "foster:0", "callace:52", "1862:II.1", "hoyle:1", "30"])
def test_an_unknown_law_id_is_a_clear_error(bad: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "law", bad)
    assert code == 2 and out == "" and repr(bad) in err


@pytest.mark.parametrize("code_name,count", [("foster", 40), ("callace", 51)])
def test_law_list_lists_a_code(code_name: str, count: int, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "law", "--list", code_name)
    numbered = [line for line in out.splitlines() if line.split("\t")[0].split(":")[1].isdigit()]
    assert code == 0 and len(numbered) == count


def test_import_egn_a_directory_with_a_progress_bar(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    egn_dir = EXAMPLES.parents[1] / "data" / "egn"
    if not egn_dir.is_dir():
        pytest.skip(f"no EGN data at {egn_dir}")
    code, _, err = run(capsys, "import-egn", str(egn_dir), "-o", str(tmp_path / "out"))
    files = sorted((tmp_path / "out").glob("*.record.json"))
    assert code == 0 and len(files) == len(list(egn_dir.glob("*.egn")))
    assert f"{len(files)}/{len(files)}" in err and "#" * 30 in err
    code, out, _ = run(capsys, "rule", str(files[0]), "--json")
    assert code == 0 and json.loads(out)["format"] == "euchre-ruling/1"


def test_export_egn_names_what_egn_cannot_hold(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "game.egn"
    code, _, err = run(capsys, "export-egn", example("04-lead-out-of-turn-suit-called.record.json"), "-o", str(target))
    assert code == 0 and json.loads(target.read_text())["deals"]
    assert "take_back" in err and "penalty calls" in err


def test_import_egn_a_malformed_file_exits_2_naming_the_field(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.egn"
    bad.write_text(json.dumps({"fileType": "Euchre Game Notation", "version": "1.4", "deals": [{"dealNumber": "one"}]}))
    code, _, err = run(capsys, "import-egn", str(bad), "-o", str(tmp_path / "r.json"))
    assert code == 2 and "bad.egn" in err
    assert not (tmp_path / "r.json").exists()


def test_law_coverage_foster_shows_every_law_applied_and_tested_or_why_not(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "law", "--coverage", "foster")
    assert code == 0
    blocks = out.split("\nfoster:")
    assert len(blocks) == 40
    assert "NOT APPLIED" not in out
    untested = [b.split()[0] for b in blocks if "tests: no test" in b]
    assert all("no ruling needed" in b for b in blocks if "tests: no test" in b), untested
    law30 = out.split("\nfoster:30 ", 1)[1].split("\nfoster:31 ", 1)[0]
    assert "revokes.py" in law30 and "test_foster_30_" in law30


def test_law_coverage_1862_every_rule_cited_is_tested(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "law", "--coverage", "1862")
    assert code == 0 and "1862:III.46" in out
    assert "tests: no test" not in out and "NOT APPLIED" not in out


def test_rule_compare_names_the_differences(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rule", example("02-lone-hand-euchred.record.json"), "--compare")
    assert code == 0 and "the codes differ on points" in out and "1862:III.46" in out
    code, out, _ = run(capsys, "rule", example("02-lone-hand-euchred.record.json"), "--compare", "--json")
    assert json.loads(out)["format"] == "euchre-comparison/1"
