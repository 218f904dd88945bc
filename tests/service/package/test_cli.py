"""The `referee` command, as a user runs it."""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from referee.cli import main
from referee.law.laws import law

from builders import EXAMPLES, ROOT


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
    numbered = [b for b in out.split("\nfoster:") if b.split(maxsplit=1)[0].removeprefix("foster:").isdigit()]
    assert len(numbered) == 40
    assert "\nfoster:napoleon#revoke " in out  # the sentences of a game that owns its deal, each by its anchor
    # every numbered law and every sentence of Napoleon's applied (the round games' sections list what is not yet)
    blocks = numbered + [b for b in out.split("\nfoster:") if b.startswith("napoleon#")]
    assert not [b for b in blocks if "NOT APPLIED" in b]
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


# -- what is given that is not a record: one line naming the file and what is wrong, never a traceback ----------


def bad_record(tmp_path: Path, name: str, data: bytes) -> str:
    path = tmp_path / name
    path.write_bytes(data)
    return str(path)


def plain_hand() -> str:
    return Path(example("01-plain-hand.record.json")).read_text(encoding="utf-8")


def one_line_naming(err: str, path: str, *said: str) -> bool:
    """Standard error is one line, naming the file and saying each of ``said``."""
    lines = err.splitlines()
    return len(lines) == 1 and lines[0].startswith(f"referee: {path}: ") and all(s in lines[0] for s in said)


@pytest.mark.parametrize("name,data,said", [
    ("utf16.json", lambda text: text.encode("utf-16"), "UTF-16 text, not UTF-8"),  # Notepad's "Unicode", with its BOM
    ("utf16le.json", lambda text: text.encode("utf-16-le"), "UTF-16 text, not UTF-8"),  # no byte-order mark
    ("utf32.json", lambda text: text.encode("utf-32"), "UTF-32 text, not UTF-8"),
    ("latin1.json", lambda text: text.replace('"Ann"', '"Anné"').encode("latin-1"), "not UTF-8 text (byte 0xe9"),
    ("binary.json", lambda text: bytes(range(256)), "binary, not text"),
    ("image.json", lambda text: b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "binary, not text"),
    ("empty.json", lambda text: b"", "empty"),
    ("blank.json", lambda text: b" \n\t\n", "empty"),
    ("broken.json", lambda text: text[:40].encode(), "not JSON: "),
    ("nan.json", lambda text: text.replace('"format"', '"x": NaN, "format"').encode(), "NaN is not a JSON number"),
    ("deep.json", lambda text: b"[" * 100_000 + b"]" * 100_000, "nested deeper"),
    ("surrogate.json", lambda text: text.replace('"Ann"', '"\\ud800Ann"').encode(),
     "players.N holds half of a UTF-16 surrogate pair"),
])
def test_a_file_that_is_not_a_record_is_one_line_naming_it_exit_2(
        name: str, data: Any, said: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = bad_record(tmp_path, name, data(plain_hand()))
    for argv in (["rule", path], ["rule", path, "--json"], ["report", path, "-o", str(tmp_path / "r.pdf")],
                 ["export-egn", path, "-o", str(tmp_path / "g.egn")]):
        code, out, err = run(capsys, *argv)
        assert code == 2 and out == "" and one_line_naming(err, path, said), (argv, err)
    assert not (tmp_path / "r.pdf").exists() and not (tmp_path / "g.egn").exists()


def test_a_byte_order_mark_before_the_record_is_ignored_as_json_allows(tmp_path: Path,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    # RFC 8259, 8.1: a parser may ignore a byte-order mark; some Windows editors write one before UTF-8
    path = bad_record(tmp_path, "bom.json", b"\xef\xbb\xbf" + plain_hand().encode())
    assert run(capsys, "rule", path, "--json") == run(capsys, "rule", example("01-plain-hand.record.json"), "--json")


def test_a_missing_file_or_a_directory_is_said_as_such_never_as_a_file_that_cannot_be_written(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing, folder = str(tmp_path / "nowhere.json"), str(tmp_path)
    for path, said in ((missing, "no such file"), (folder, "a directory, not a file")):
        for argv in (["rule", path], ["report", path, "-o", str(tmp_path / "r.pdf")], ["scoresheet", path, "-o",
                     str(tmp_path / "s.pdf")], ["verify", path, str(tmp_path / "r.pdf")], ["export-egn", path, "-o",
                     str(tmp_path / "g.egn")]):
            code, out, err = run(capsys, *argv)
            assert code == 2 and one_line_naming(err, path, said) and "cannot write" not in err, (argv, err)
    code, _, err = run(capsys, "verify", example("01-plain-hand.record.json"), folder)
    assert code == 2 and one_line_naming(err, folder, "a directory, not a file")


def test_an_invalid_record_names_its_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = bad_record(tmp_path, "r.json", plain_hand().replace('"N"', '"X"', 1).encode())
    code, _, err = run(capsys, "rule", path)
    assert code == 2 and err.startswith(f"referee: {path}: invalid record\n")
    # a record whose deals are not a list, asked for one deal: refused as impossible, not a traceback
    path = bad_record(tmp_path, "list.json", b"[]")
    code, _, err = run(capsys, "report", path, "--deal", "1", "-o", str(tmp_path / "r.pdf"))
    assert code == 2 and err.startswith(f"referee: {path}: invalid record\n") and "must be a JSON object" in err


def test_scoresheet_names_each_bad_record_by_its_file_and_reports_them_all(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = example("01-plain-hand.record.json")
    utf16 = bad_record(tmp_path, "utf16.json", plain_hand().encode("utf-16"))
    impossible = bad_record(tmp_path, "impossible.json", plain_hand().replace('"QD"', '"ZZ"', 1).encode())
    missing = str(tmp_path / "missing.json")
    sheet = tmp_path / "sheet.pdf"
    code, out, err = run(capsys, "scoresheet", good, utf16, good, impossible, missing, "-o", str(sheet))
    assert code == 2 and out == "" and not sheet.exists()
    lines = err.splitlines()
    assert lines[0] == (f"referee: {utf16}: UTF-16 text, not UTF-8 (as some Windows editors save \"Unicode\"): "
                        "save it as UTF-8")
    assert lines[1] == f"referee: {impossible}: invalid record" and "ZZ" in lines[2]
    assert lines[-2] == f"referee: {missing}: no such file"
    assert lines[-1] == "referee: 3 of the 5 records refused: no scoresheet printed"
    assert good not in err


def test_verify_given_what_is_not_a_pdf_says_so_without_the_pdf_library_s_warnings(tmp_path: Path) -> None:
    record = example("01-plain-hand.record.json")
    not_pdf = bad_record(tmp_path, "notes.pdf", b"hello")
    cut_short = bad_record(tmp_path, "short.pdf", b"%PDF-1.7\n1 0 obj\n<< /Type /Catalog")
    for report, said in ((not_pdf, "not a PDF"), (cut_short, "not a readable PDF")):
        done = subprocess.run([sys.executable, "-m", "referee.cli", "verify", record, report],
                              capture_output=True, text=True, check=False)
        assert done.returncode == 1 and done.stdout == "", done
        assert done.stderr.splitlines() == [done.stderr.strip()] and said in done.stderr, done.stderr


def test_report_deal_counts_from_1_as_the_reports_print_deals_and_says_so(tmp_path: Path,
                                                                         capsys: pytest.CaptureFixture[str]) -> None:
    record = example("01-plain-hand.record.json")
    for deal in ("0", "2"):
        code, _, err = run(capsys, "report", record, "--deal", deal, "-o", str(tmp_path / "r.pdf"))
        assert code == 2 and f"no deal {deal} in {record}: it has 1 deal" in err
        assert "--deal counts from 1, as the reports print deals (the ruling's JSON index + 1)" in err
    assert "counting from 1" in build_parser_help("report")


def build_parser_help(command: str) -> str:
    from referee.cli import build_parser

    parser = build_parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))  # noqa: SLF001
    return " ".join(sub.choices[command].format_help().split())


def test_compare_on_a_game_one_code_governs_says_there_is_nothing_to_compare(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "rule", example("06-call-ace-point.record.json"), "--compare")
    assert code == 0 and "the codes agree" not in out
    assert err == "referee: call-ace is ruled by one code only (callace): there is nothing to compare it with\n"
    assert out == run(capsys, "rule", example("06-call-ace-point.record.json"))[1]  # its ruling, as `rule` gives it
    code, out, err = run(capsys, "rule", example("06-call-ace-point.record.json"), "--compare", "--json")
    assert code == 0 and json.loads(out)["codes"] == ["callace"] and "nothing to compare" in err


def test_import_egn_on_a_folder_with_no_games_says_so_and_exits_2(tmp_path: Path,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "notes.txt").write_text("no games here")
    code, _, err = run(capsys, "import-egn", str(tmp_path), "-o", str(tmp_path / "out"))
    assert code == 2 and err == f"referee: {tmp_path}: no games in it (no .egn file)\n"
    assert not (tmp_path / "out").exists()


def test_import_egn_of_a_file_that_is_not_utf8_names_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = bad_record(tmp_path, "game.egn", json.dumps({"fileType": "Euchre Game Notation"}).encode("utf-16"))
    code, _, err = run(capsys, "import-egn", game, "-o", str(tmp_path / "r.json"))
    assert code == 2 and f"cannot convert {game}" in err and "UTF-16 text, not UTF-8" in err


def test_a_record_larger_than_the_api_takes_is_refused_unless_asked(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    from referee.jsontext import MAX_RECORD_BYTES

    data = json.loads(plain_hand())
    data["description"] = "x" * MAX_RECORD_BYTES  # a record of 2 MiB and a little more
    path = bad_record(tmp_path, "large.json", json.dumps(data).encode())
    code, out, err = run(capsys, "rule", path)
    assert code == 2 and out == "" and one_line_naming(err, path, "more than the 2,097,152 (2 MiB)", "--allow-large")
    code, out, _ = run(capsys, "rule", path, "--allow-large")
    assert code == 0 and "Score: NS 0, EW 1" in out


def test_a_ruling_printed_where_a_character_cannot_be_shown_shows_a_stand_in_not_a_traceback() -> None:
    done = subprocess.run([sys.executable, "-m", "referee.cli", "rule", example("03-revoke-with-election.record.json")],
                          capture_output=True, text=True, check=False, env={**os.environ, "PYTHONIOENCODING": "ascii"})
    assert done.returncode == 0 and done.stderr == "" and "?" in done.stdout and "foster:30" in done.stdout


def test_law_prints_a_sentence_of_foster_spoil_five_by_its_anchor(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "law", "foster:spoil-five#ranking")
    assert code == 0 and "Foster's Complete Hoyle, Spoil Five" in out
    assert "the heart ace being always the third best trump" in " ".join(out.split())
    code, out, _ = run(capsys, "law", "foster:forty-five#game")
    assert code == 0 and "Forty-five points is game." in out


def test_law_coverage_foster_lists_spoil_five_and_forty_five_by_their_anchors(capsys: pytest.CaptureFixture[str]) -> None:
    # the sections' files say coverage = "sentences": every sentence listed by its anchor, cited, tested or why not
    code, out, _ = run(capsys, "law", "--coverage", "foster")
    rows = {block.split(maxsplit=1)[0]: block for block in ("\n" + out).split("\nfoster:")[1:]}
    assert code == 0 and {"spoil-five#ranking", "spoil-five#jink", "forty-five#game"} <= set(rows)
    assert "spoil_five/game.py" in rows["spoil-five#last-deal"]  # the sheet's note: nothing is ruled
    assert "test_foster_spoil_five_last_deal_" in rows["spoil-five#last-deal"]
    ours = {ref: row for ref, row in rows.items() if ref.startswith(("spoil-five#", "forty-five#"))}
    assert len(ours) == 42 and not [ref for ref, row in ours.items() if "NOT APPLIED" in row]
    assert not [ref for ref, row in ours.items() if "tests: no test" in row and "no ruling needed" not in row]
    assert "test_foster_spoil_five_jink_" in rows["spoil-five#jink"] and "spoil_five/" in rows["spoil-five#jink"]
    assert "test_foster_spoil_five_and_forty_five_hold_every_anchor" not in out  # "and" is no anchor


@pytest.mark.parametrize("command", ["rule", "report", "scoresheet", "export-egn", "evening"])
@pytest.mark.parametrize("digits", [16, 4_301, 100_000])
def test_an_integer_too_long_anywhere_in_a_record_is_one_line_naming_it_exit_2(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str, digits: int) -> None:
    # the re-probe: an integer of 4,301 digits (past Python's conversion limit) printed a traceback and exited 1
    record = json.loads(Path(example("03-revoke-with-election.record.json")).read_text(encoding="utf-8"))
    text = json.dumps(record).replace('"game_to": 5', '"game_to": ' + "9" * digits, 1)
    assert "9" * digits in text
    path = tmp_path / "long.json"
    path.write_text(text, encoding="utf-8")
    output = ["-o", str(tmp_path / "out")] if command not in ("rule", "evening") else []
    code, out, err = run(capsys, command, str(path), *output)
    assert code == 2 and out == ""
    assert err == f"referee: {path}: options.game_to holds an integer of {digits:,} digits: this service " \
                  "reads none of more than 15\n"


def test_an_evening_whose_player_s_group_is_an_object_is_refused_naming_it_exit_2(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    evening = json.loads((ROOT / "docs" / "progressive-evening.json").read_text())
    pid = next(iter(evening["draw"]))
    evening["players"][pid]["group"] = {"lady": True}  # was a TypeError from the draw's check, a traceback
    path = tmp_path / "evening.json"
    path.write_text(json.dumps(evening), encoding="utf-8")
    code, _, err = run(capsys, "evening", str(path))
    assert code == 2 and f"  players.{pid}: A player has a name" in err and "Traceback" not in err


def test_law_prints_a_sentence_of_napoleon_by_its_anchor_and_coverage_lists_each(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "law", "foster:napoleon#revoke")
    assert code == 0 and "the individual player in fault must pay all the counters" in out
    code, out, _ = run(capsys, "law", "--coverage", "keller")
    sentences = [b for b in ("\n" + out).split("\nkeller:") if b.startswith("napoleon#")]
    assert len(sentences) == 18 and "NOT APPLIED" not in "".join(sentences)
    assert all("tests: no test" not in b for b in sentences)
