"""The documents on paper, read back from the PDF: the laws quoted, the points and totals,
the rubbers (Foster's law 3), the 1862 lap and slam, Call-Ace's columns, the digest."""
from __future__ import annotations

import base64
import copy
import io
import re
import subprocess
import sys
from functools import cache
from html import unescape
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader

from referee import rule
from referee.cli import main
from referee.documents.reports import (
    record_digest,
    ruling_report_html,
    ruling_report_pdf,
    scoresheet_html,
    scoresheet_pdf,
    verify_report,
)
from referee.documents.ruling_report import ruling_report
from referee.documents.scoresheet import evening_sheet, table_sheet
from referee.law.codes import find_code
from referee.law.laws import law

from builders import EXAMPLES, ROOT, load
from played import callace_deal, callace_record, euchre_record, lone_march, march, renounced

A4 = (595, 842)  # points, rounded
LETTER = (612, 792)


def squash(text: str) -> str:
    return " ".join(text.split())


def pdf_text(pdf: bytes) -> str:
    return squash("\n".join(page.extract_text() or "" for page in PdfReader(io.BytesIO(pdf)).pages))


def page_sizes(pdf: bytes) -> set[tuple[int, int]]:
    return {(round(float(p.mediabox.width)), round(float(p.mediabox.height))) for p in PdfReader(io.BytesIO(pdf)).pages}


def example(name: str) -> dict[str, Any]:
    path = EXAMPLES / name
    if not path.exists():
        pytest.skip(f"no example at {path}")
    record: dict[str, Any] = load(path)
    return record


def quoted(law_id: str, key: str = "") -> str:
    return squash(law(law_id, key).shown)  # as the documents quote it


def boxes(box: Any) -> Any:
    """A laid-out box (WeasyPrint's, of a rendered page) and every box inside it."""
    yield box
    for child in getattr(box, "children", None) or ():
        yield from boxes(child)


@cache
def revoke_report() -> bytes:
    return ruling_report_pdf(example("03-revoke-with-election.record.json"), referee="J. Smith", table="Table 4")


#: Game 1: NS 6 to EW 2, a double; game 2: EW 6 to 0, a triple; game 3: NS 6 to EW 4, a single.
RUBBER = (march("EW"), lone_march("NS"), march("NS"),
          lone_march("EW"), march("EW"),
          lone_march("NS"), lone_march("EW"), march("NS"))


@cache
def rubber_sheet() -> tuple[dict[str, Any], str]:
    record = euchre_record(*RUBBER)
    return record, pdf_text(scoresheet_pdf([record]))


# -- the ruling report ------------------------------------------------------------


def test_foster_30_quoted_verbatim_in_the_ruling_report() -> None:
    text = pdf_text(revoke_report())
    assert quoted("foster:30") in text
    assert "Foster's Euchre Laws, law 30: The revoke and its penalty" in text


def test_foster_30_ruling_states_finding_options_election_and_effect() -> None:
    text = pdf_text(revoke_report())
    ruling = rule(example("03-revoke-with-election.record.json"))["deals"][0]["rulings"][0]
    assert squash(ruling["finding"]) in text
    assert "☒ add two — elected" in text and "☐ deduct two" in text
    assert ruling["effect"] in text
    assert "Before deal 1 0 0 This deal 0 +2 After (game 1) 0 2" in text


def test_an_option_not_taken_before_the_deal_was_over_is_printed_as_lapsed_not_awaited() -> None:
    from test_foster_irregularities import exposed_never_called

    text = squash(ruling_report_html(exposed_never_called()))
    assert "☐</span> call card" in text and "None was taken: the options lapsed when the deal was over." in text
    assert "Awaiting the election" not in text
    assert "Awaiting the election" in squash(ruling_report_html(
        {**example("03-revoke-with-election.record.json"), "deals": [
            {**(d := example("03-revoke-with-election.record.json")["deals"][0]), "events": d["events"][:-1]}]}))


def test_foster_27_quoted_in_the_report_on_a_lead_out_of_turn() -> None:
    text = pdf_text(ruling_report_pdf(example("04-lead-out-of-turn-suit-called.record.json")))
    assert quoted("foster:27") in text
    assert "call suit — elected" in text
    assert quoted("foster:1") in text  # the basis of the deal's points


def test_a_card_led_out_of_turn_and_taken_back_is_listed_with_the_other_facts_not_lost_from_the_paper() -> None:
    # foster:27: W's ace of clubs, led out of turn (event 10), is taken back and played again in its turn (event 15):
    # the tricks show the second play; the first is listed, as the ruling on it names it
    [d] = ruling_report(example("04-lead-out-of-turn-suit-called.record.json"), "-").deals
    listed = [f.event for f in d.other_facts]
    assert 10 in listed and 15 not in listed and [11, 12] == [e for e in listed if e in (11, 12)]
    assert "10 Di (W) played A♣" in pdf_text(ruling_report_pdf(example("04-lead-out-of-turn-suit-called.record.json")))


def test_foster_30_a_hand_abandoned_for_a_revoke_is_not_said_to_be_played() -> None:
    # "If a revoke is claimed and proved, the hand in which it occurs is immediately abandoned"
    assert "The deal scored before the hand was played out" in pdf_text(revoke_report())


def test_persuasive_citation_marked_not_binding_where_the_1862_code_is_silent() -> None:
    record = example("04-lead-out-of-turn-suit-called.record.json") | {"code": "1862"}
    text = pdf_text(ruling_report_pdf(record))
    assert "foster:27 · Foster's Euchre Laws, law 27: Leading out of turn PERSUASIVE, NOT BINDING" in text
    assert quoted("foster:27") in text


def test_binding_and_persuasive_laws_both_quoted_and_only_the_persuasive_marked() -> None:
    record = example("03-revoke-with-election.record.json") | {"code": "1862"}
    text = pdf_text(ruling_report_pdf(record))
    ruling = rule(record)["deals"][0]["rulings"][0]
    binding = ruling["laws"][0]
    assert binding.startswith("1862:") and ruling["persuasive"] == ["foster:30"]
    assert all(squash(c["text"]) in text for c in ruling["citations"])
    assert text.count("PERSUASIVE, NOT BINDING") == 1


def test_report_names_the_table_players_seats_code_and_options() -> None:
    text = pdf_text(revoke_report())
    for who in ("Ann (N)", "Bob (E)", "Cy (S)", "Di (W)"):
        assert who in text
    assert "Table 4" in text
    assert "Code in force Foster's Complete Hoyle: Euchre Laws" in text
    assert "Options agreed game of 5 points" in text
    assert "Partners NS: Ann & Cy; EW: Bob & Di" in text


def test_report_gives_the_turn_up_the_bidding_and_each_trick_by_seat() -> None:
    html = ruling_report_html(example("03-revoke-with-election.record.json"))
    text = pdf_text(revoke_report())
    assert "3Di (W) ordered up" in text.replace(" ", "") or "3 Di (W) ordered up" in text
    assert all(f"Trick {n}" in text for n in (1, 2, 3)) and "Trick 4" not in text
    # each trick a diagram: four cards, each at its seat, the winner's marked
    assert html.count('class="trick"') == 3
    assert html.count('<span class="card ') == 12 and html.count("card win") == 3
    assert '<span class="tile red">10♦</span>' in html  # the turn-up, ten of diamonds


def test_report_lists_the_hands_in_the_order_of_the_seats_not_of_the_record() -> None:
    record = copy.deepcopy(example("03-revoke-with-election.record.json"))
    dealt = next(ev for ev in record["deals"][0]["events"] if ev["type"] == "deal")
    dealt["hands"] = dict(reversed(list(dealt["hands"].items())))
    text = pdf_text(ruling_report_pdf(record))
    hands = text[text.index("The hands as dealt"):]
    assert [hands.index(w) for w in ("Ann (N)", "Bob (E)", "Cy (S)", "Di (W)")] == sorted(
        hands.index(w) for w in ("Ann (N)", "Bob (E)", "Cy (S)", "Di (W)"))


def test_callace_20_the_report_names_the_partner_found_by_the_card_called() -> None:
    # callace:20: "The player holding the best card in play of the suit called becomes the partner of the caller
    # for that deal"; the report says who that was.
    text = pdf_text(ruling_report_pdf(example("06-call-ace-point.record.json")))
    assert "Partner the holder of the best spade in play: Ed (E)" in text


def test_callace_20_the_report_keeps_the_partner_secret_until_the_deal_is_over_as_the_pages_do() -> None:
    # Mid-deal the pages and the sheets say "partner not yet known" (scoresheet.partner_secret): at the table he is
    # known when the card called falls. The report of the same deal printed "Partner: the holder of the best spade
    # in play: Ed (E)", found from the hands recorded, which it still prints as the facts.
    record = example("06-call-ace-point.record.json")
    in_play = {**record, "deals": [{**record["deals"][0], "events": record["deals"][0]["events"][:12]}]}
    pdf = ruling_report_pdf(in_play)
    text = pdf_text(pdf)
    assert "Partner the holder of the best spade in play: not yet known, the deal not being over" in text
    assert "in play: Ed (E)" not in text and "Ed (E) A♠" in text  # his hand, with the card called, as recorded
    assert verify_report(in_play, pdf)[0]


def test_report_deal_chosen_or_every_deal_with_a_ruling() -> None:
    record = euchre_record(march("NS"), march("EW"), march("NS"))
    assert "Deal 2: the facts as recorded" in pdf_text(ruling_report_pdf(record, deal=1))
    assert "Deal 1: the facts" not in pdf_text(ruling_report_pdf(record, deal=1))
    everything = pdf_text(ruling_report_pdf(record))  # no ruling in any deal: every deal
    assert all(f"Deal {n}: the facts as recorded" in everything for n in (1, 2, 3))


def test_report_has_the_referees_name_and_signature_line_and_page_numbers() -> None:
    text = pdf_text(revoke_report())
    assert "J. Smith Referee (name) Signature Date" in text
    pages = len(PdfReader(io.BytesIO(revoke_report())).pages)
    assert all(f"Page {n} of {pages}" in text for n in range(1, pages + 1))


def test_long_names_stay_on_the_page() -> None:
    # Players, a table and a referee with long names (one with no space to break at): nothing of the report runs
    # off the right of the page, and the running head shortens the table's name.
    from weasyprint import HTML

    record = euchre_record(march("NS"), lone_march("EW"))
    record["players"] = {"N": "Maximiliana Wilhelmina Theodora von Hohenzollern-Sigmaringen", "E": "Bob",
                         "S": "Dorothea_Anastasia_Konstantinopoulou_Papadimitriou_x", "W": "Di"}
    table = "The Grand Hall of the Hoyle Club, Upper Table by the Window near the Fire"
    html = ruling_report_html(record, table=table, referee="Maximiliana_Wilhelmina_Theodora_von_Hohenzollern_x")
    assert "The Grand Hall of the Hoyle Club, Upper Table b…" in html
    document = HTML(string=html).render()
    for page in document.pages:
        right = page._page_box.margin_width() - page._page_box.margin_right  # the laid-out page
        edges = [b.position_x + b.margin_width() for b in boxes(page._page_box) if type(b).__name__ != "PageBox"]
        assert max(edges) <= right + 1


@pytest.mark.parametrize("size,expected", [("A4", A4), ("letter", LETTER)])
def test_report_fits_a4_and_us_letter(size: str, expected: tuple[int, int]) -> None:
    pdf = ruling_report_pdf(example("04-lead-out-of-turn-suit-called.record.json"), page_size=size)
    assert page_sizes(pdf) == {expected}


def test_an_unknown_page_size_is_refused() -> None:
    with pytest.raises(ValueError, match="page size"):
        ruling_report_html(example("03-revoke-with-election.record.json"), page_size="foolscap")


# -- the digest -------------------------------------------------------------------


def test_digest_is_sha256_of_the_canonical_record() -> None:
    record = {"b": 1, "a": "é"}
    import hashlib

    assert record_digest(record) == hashlib.sha256('{"a":"é","b":1}'.encode()).hexdigest()
    assert record_digest(dict(reversed(list(record.items())))) == record_digest(record)


def test_digest_printed_on_the_report_and_verified_against_its_record() -> None:
    record = example("03-revoke-with-election.record.json")
    assert record_digest(record) in pdf_text(revoke_report())
    ok, message = verify_report(record, revoke_report())
    assert ok and record_digest(record) in message


def test_a_changed_record_does_not_verify() -> None:
    record = copy.deepcopy(example("03-revoke-with-election.record.json"))
    record["deals"][0]["events"][-1]["option"] = "deduct_two"
    ok, message = verify_report(record, revoke_report())
    assert not ok and "another record" in message


def test_a_report_forged_with_the_records_digest_does_not_verify() -> None:
    # A report is "printed from this record" when every word of it is: a page that prints the record's digest, and
    # even says how the report was printed, but rules otherwise, is not.
    import weasyprint

    record = example("03-revoke-with-election.record.json")
    said = '{"deal": null, "referee": "J. Smith", "table": "Table 4", "page_size": "A4"}'
    forged = weasyprint.HTML(string=f"""<html><head><meta name="description" content='{said}'></head><body>
        <p>Ruling: NS win four points.</p><p>Record SHA-256: {record_digest(record)}</p></body></html>""").write_pdf()
    ok, message = verify_report(record, forged)
    assert not ok and "its words are not the report of it" in message
    unsaid = weasyprint.HTML(string=f"<p>Record SHA-256: {record_digest(record)}</p>").write_pdf()
    assert verify_report(record, unsaid) == (False, ("the report does not say how it was printed, so its words "
                                                     "cannot be checked"))


def test_a_pdf_without_a_digest_does_not_verify() -> None:
    record = example("03-revoke-with-election.record.json")
    assert verify_report(record, scoresheet_pdf([record])) == (False, "no record digest is printed on this report")
    assert verify_report(record, b"not a pdf")[0] is False


def test_cli_report_and_verify_exit_status(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    right = str(EXAMPLES / "03-revoke-with-election.record.json")
    wrong = str(EXAMPLES / "04-lead-out-of-turn-suit-called.record.json")
    if not Path(right).exists():
        pytest.skip("no examples")
    pdf = tmp_path / "ruling.pdf"
    assert main(["report", right, "-o", str(pdf), "--referee", "J. Smith", "--page-size", "letter"]) == 0
    assert page_sizes(pdf.read_bytes()) == {LETTER}
    assert main(["verify", right, str(pdf)]) == 0
    assert main(["verify", wrong, str(pdf)]) == 1
    invalid = tmp_path / "invalid.json"
    invalid.write_text('{"format": "euchre-record/1"}')
    assert main(["verify", str(invalid), str(pdf)]) == 2
    assert main(["report", right, "-o", str(pdf), "--deal", "9"]) == 2
    capsys.readouterr()


# -- scoresheets: games and rubbers ---------------------------------------------------


def test_foster_3_rubber_value_printed_on_the_sheet() -> None:
    # "The winners of the rubber add two points to the value of their games, and deduct the points
    # made by the losers": NS win a double and a single, EW a triple: 2 + 1 + 2 - 3 = 2.
    record, text = rubber_sheet()
    assert rule(record)["rubbers"] == [{"winner": "NS", "games": [0, 1, 2], "points": 2}]
    assert "Game 1 won by NS (Ann & Cy), NS 6, EW 2: a double, 2 rubber points (Foster's law 3)" in text
    assert "Game 2 won by EW (Bob & Di), NS 0, EW 6: a triple, 3 rubber points (Foster's law 3)" in text
    assert "Game 3 won by NS (Ann & Cy), NS 6, EW 4: a single, 1 rubber point (Foster's law 3)" in text
    assert "1 1, 2, 3 NS 2 (double) + 1 (single) +2 − 3 (triple) 2" in text
    assert quoted("foster:3") in text


def test_foster_3_totals_rubber_points_won_less_lost() -> None:
    record, text = rubber_sheet()
    assert "NS Ann & Cy 12 2 1 +2" in text
    assert "EW Bob & Di 12 1 0 −2" in text


def test_foster_3_third_game_not_played_after_two_wins() -> None:
    # "If the first two are won by the same players, the third game is not played."
    record = euchre_record(lone_march("NS"), march("NS"), lone_march("EW"), lone_march("NS"), march("NS"),
                           march("NS"))
    text = pdf_text(scoresheet_pdf([record]))
    assert "1 1, 2 NS 3 (triple) + 1 (single) +2 none 6" in text  # EW had 4 in game 2: a single
    assert "Game 3 not finished: NS 2, EW 0." in text


def test_running_score_deal_by_deal_with_the_points_of_each_deal() -> None:
    record, text = rubber_sheet()
    sheet = table_sheet(record)
    assert [r.score for r in sheet.games[0].rows] == [{"NS": 0, "EW": 2}, {"NS": 4, "EW": 2}, {"NS": 6, "EW": 2}]
    assert table_sheet(record, ruling=rule(record)) == sheet  # from the ruling kept with a table's log
    assert "1 Ann (N) ♠ Bob (E) 5 march +2" in text
    assert "2 Bob (E) ♠ Ann (N) alone 5 lone march +4" in text


def test_foster_30_a_revoke_nobody_claimed_leaves_the_march_a_march_on_the_sheet() -> None:
    # foster:30: "If a revoke is claimed and proved, the hand in which it occurs is immediately abandoned. The
    # adversaries of the revoking player then have the option of adding two points to their own score, or deducting
    # two points from his score." Unclaimed ("Revokes must be detected and claimed before the cards are cut for the
    # following deal"), it carries no penalty: the hand is what its tricks made, and the ruling a note below it.
    record = euchre_record(march("NS"), lone_march("NS"), march("EW"))
    renounced(record["deals"][0], "S")
    renounced(record["deals"][1], "E")
    assert [[r["irregularity"] for r in d["rulings"]] for d in rule(record)["deals"]] == [
        ["revoke_unclaimed"], ["revoke_unclaimed"], []]
    assert [row.result for row in table_sheet(record).rows] == ["march", "lone march", "march"]
    text = pdf_text(scoresheet_pdf([record]))
    assert "1 Ann (N) ♠ Ann (N) 5 march +2 2 0 Ruled: revoke unclaimed (foster:text)." in text
    assert "2 Bob (E) ♠ Ann (N) alone 5 lone march +4 6 0 Ruled: revoke unclaimed (foster:text)." in text
    # claimed and penalized, the revoke decides the points; so does a side barred from scoring its march (foster:17:
    # "If the dealer has not discarded until he has played to the first trick, he and his partner cannot score any
    # points for that hand")
    assert table_sheet(example("03-revoke-with-election.record.json")).rows[0].result == "revoke"
    late = euchre_record(march("NS"))
    events = late["deals"][0]["events"] = [ev for ev in late["deals"][0]["events"] if ev["type"] != "discard"]
    played = next(k for k, ev in enumerate(events) if ev["type"] == "play" and ev["seat"] == "N")
    events.insert(played + 1, {"type": "discard", "seat": "N", "card": "9S"})
    assert rule(late)["deals"][0]["points"] == {"NS": 0, "EW": 0}
    assert table_sheet(late).rows[0].result == "ruled"


def test_foster_14_a_misdeal_reads_misdeal_on_the_sheet_not_passed_as_when_all_pass() -> None:
    # "A misdeal forfeits the deal": the deal passes, as it does when all pass (foster:22), but the sheet says why
    misdealt = euchre_record(march("NS"))
    misdealt["deals"][0]["events"] = [{"type": "shuffle", "seat": "N"}, {"type": "deal_fault", "kind": "wrong_count",
                                                                         "seat": "E", "count": 6}]
    [row] = table_sheet(misdealt).rows
    assert (row.status, row.result) == ("passed", "misdeal")
    [r] = rule(misdealt)["deals"][0]["rulings"]
    assert r["finding"] == "N gave E 6 cards."  # the fault as the scorer found it, not "too many or too few"


def counters_drawn(html: str) -> list[tuple[int, str]]:
    """Each counters picture on a sheet, in the order printed (the running scores', then the key's): its score and
    its SVG."""
    drawn = re.findall(r'<img class="counter" alt="(\d)" src="data:image/svg\+xml;base64,([^"]+)"', html)
    return [(int(alt), base64.b64decode(data).decode("utf-8")) for alt, data in drawn]


def lying(svg: str) -> list[dict[str, Any]]:
    """The cards of a counters picture, the one beneath first: face up or down, crosswise (turned a quarter) or not,
    the box it covers on the picture, and the centres of its pips (none face down), each on the picture."""
    cards = []
    for transform, body in re.findall(r'<g transform="([^"]+)">(.*?)</g>', svg, re.S):
        moved = re.search(r"translate\(([-\d.]+),([-\d.]+)\)", transform)
        assert moved is not None
        tx, ty = float(moved.group(1)), float(moved.group(2))
        turned = "rotate(90)" in transform
        scale = float(m.group(1)) if (m := re.search(r"scale\(([\d.]+)\)", transform)) else 1.0

        def place(x: float, y: float) -> tuple[float, float]:
            x, y = x * scale, y * scale
            return (tx - y, ty + x) if turned else (tx + x, ty + y)

        (x0, y0), (x1, y1) = place(0, 0), place(20, 14)  # a card is drawn 20 by 14, lengthwise
        up = 'fill="#fff"' in body.split(">")[0]
        pip = r'<text x="([\d.]+)" y="([\d.]+)" font-size="([\d.]+)" text-anchor="middle"[^>]*>[^<]+<'
        pips = [place(float(x), float(y) - 0.35 * float(size)) for x, y, size in re.findall(pip, body)]
        cards.append({"up": up, "crosswise": turned, "box": (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)),
                      "pips": pips if up else []})
    return cards


def pips_showing(svg: str) -> list[int]:
    """How many pips of each card of a counters picture (the one beneath first) no card above covers."""
    cards = lying(svg)

    def covered(pip: tuple[float, float], above: list[dict[str, Any]]) -> bool:
        return any(a["box"][0] <= pip[0] <= a["box"][2] and a["box"][1] <= pip[1] <= a["box"][3] for a in above)

    return [sum(1 for pip in card["pips"] if not covered(pip, cards[k + 1:])) for k, card in enumerate(cards)]


#: The laws of the counters, each code's (foster:text, 1862:II.41, II.42, V.79), by their words.
COUNTER_LAWS = {law("foster:text", "counters").text, law("1862:II.41", "counters").text,
                law("1862:II.42", "counters-position").text, law("1862:V.79", "counters-defined").text}


def test_foster_counters_drawn_as_the_text_places_them() -> None:
    # "When the 3 is face up, but covered by the 4 face down, it counts one. When the 4 is face up, covered by
    # the 3 face down, it counts two. When the 4 is face down, covered by the 3 face up, it counts three. When
    # the 3 is face down, covered by the 4 face up, it counts four."
    record, text = rubber_sheet()
    html = scoresheet_html([record])
    key = counters_drawn(html)[-4:]
    expected = {1: ("3", None), 2: ("4", None), 3: (None, "3"), 4: (None, "4")}  # (under, over): the rank face up
    assert [points for points, _ in key] == [1, 2, 3, 4]
    for points, svg in key:
        cards = svg.split("<g ")[1:]
        assert len(cards) == 2
        faces = [re.search(r'font-weight="bold"[^>]*>(\d)<', c) for c in cards]
        assert [f.group(1) if f else None for f in faces] == list(expected[points])
    assert quoted("foster:text", "counters") in text
    assert not any(q.persuasive for q in table_sheet(record).laws if q.id == "foster:text")
    assert "the side's counters as Foster describes them (the 4 and 3: spades for NS, hearts for EW)" in squash(html)
    assert "1862:" not in html
    # every running score of one to four has its counters: NS 4 (deal 2) and EW 2 (deals 1 to 3), ...
    shown = [v for g in table_sheet(record).games for r in g.rows for v in r.score.values() if 1 <= v <= 4]
    assert html.count('<img class="counter"') == 1 + len(shown) + 4  # the score at the head (EW 4), the key's four


@pytest.mark.parametrize("code", ["foster", "1862"])
def test_no_counters_for_a_game_of_ten(code: str) -> None:
    record = euchre_record(march("NS"), march("EW"), code=code, game_to=10)
    html = scoresheet_html([record])
    assert '<img class="counter"' not in html and "the side's counters" not in html
    assert not COUNTER_LAWS & {q.text for q in table_sheet(record).laws}


# -- the 1862 counting ------------------------------------------------------------------


def test_1862_lap_points_over_five_carried_to_the_next_game() -> None:
    record = euchre_record(lone_march("NS"), lone_march("NS"), march("EW"), code="1862", lap=True)
    sheet = table_sheet(record)
    assert [(g.winner, g.score) for g in sheet.games] == [("NS", {"NS": 5, "EW": 0}), (None, {"NS": 3, "EW": 2})]
    text = pdf_text(scoresheet_pdf([record]))
    assert "Points over 5 lapped to game 2: it opens with NS 3, EW 0." in text
    assert "Game 2, opened with the points lapped over from game 1" in text
    assert quoted("1862:IV.62", "lap") in text


def test_1862_slam_a_love_game_counts_two_games() -> None:
    record = euchre_record(lone_march("NS"), march("NS"), march("EW"), code="1862", slam=True)
    sheet = table_sheet(record)
    assert sheet.games[0].slam and {t.name: t.games for t in sheet.totals} == {"NS": 2, "EW": 0}
    text = pdf_text(scoresheet_pdf([record]))
    assert "a slam, counting two games, each a triple, 6 rubber points (Foster's law 3, persuasive)" in text
    assert quoted("1862:IV.63", "slam") in text


def test_1862_IV_63_and_foster_3_the_sheet_counts_a_slam_two_games_of_a_rubber() -> None:
    # 1862:IV.63: a slam "must be reckoned as two games"; foster:3: "The Rubber is the best of three games ... The
    # winners gain a triple, or three points, if their adversaries have not scored": NS's slam finishes the rubber,
    # its two games each a triple, and two for the rubber
    record = euchre_record(lone_march("NS"), march("NS"), march("EW"), code="1862", slam=True)
    sheet = table_sheet(record)
    [rubber] = sheet.rubbers
    assert (rubber.winner, rubber.games, rubber.won, rubber.lost, rubber.points) == ("NS", (1,), (3, 3), (), 8)
    assert {t.name: (t.rubbers, t.rubber_points) for t in sheet.totals} == {"NS": (1, 8), "EW": (0, -8)}
    assert "Rubbers Rubber Games Won by The winners' games For the rubber The losers' games, deducted Value 1 1 NS " \
           "3 (triple) + 3 (triple) +2 none 8" in pdf_text(scoresheet_pdf([record]))


def test_1862_lap_and_slam_together_from_one_lone_hand() -> None:
    # NS at 4 to nothing play alone and win: 8, the game a slam, and 3 lap into the next game.
    record = euchre_record(march("NS"), march("NS"), lone_march("NS"), code="1862", lap=True, slam=True)
    sheet = table_sheet(record)
    assert sheet.games[0].slam and sheet.games[1].opening == {"NS": 3, "EW": 0}
    assert sheet.rows[2].lapped_to == (2,)


def test_1862_IV62_IV63_the_ruling_report_says_the_deal_wins_a_slam_and_laps_the_point_over() -> None:
    # 1862:IV.63: a game won "before their opponents have made one point, that game is deemed to be a double-game,
    # and must be reckoned as two games"; 1862:IV.62: "The Lap then is simply counting upon the score of the ensuing
    # game all the points made ... over and above the five, of which the game consists." NS at 2 to love win a lone
    # march: the game, a slam, and one point over five into game 2.
    record = euchre_record(march("NS"), lone_march("NS"), march("EW"), code="1862", lap=True, slam=True)
    text = pdf_text(ruling_report_pdf(record, deal=1))
    assert ("Before deal 2 2 0 This deal +4 0 After (game 1) 5 0 Game 1 won by NS (Ann & Cy), NS 5, EW 0: a slam, "
            "counting two games, each a triple, 6 rubber points (Foster's law 3, persuasive). The points over 5 lap "
            "into game 2, which opens NS 1, EW 0. The laws counting the game 1862:IV.63") in text
    assert quoted("1862:IV.63", "slam") in text and quoted("1862:IV.62", "lap") in text
    # any code: the deal that wins a game says so; one that does not, says nothing of it
    foster = euchre_record(march("NS"), lone_march("NS"))
    assert "After (game 1) 6 0 Game 1 won by NS (Ann & Cy), NS 6, EW 0: a triple, 3 rubber points (Foster's law 3)." \
        in pdf_text(ruling_report_pdf(foster, deal=1))
    assert "won by" not in pdf_text(ruling_report_pdf(foster, deal=0))


def test_1862_the_scans_page_furniture_is_shown_as_a_page_mark_and_kept_verbatim_in_the_data() -> None:
    # The 1877 scan prints the running head of a page turned in mid-sentence, and the code's texts keep it verbatim:
    # "... four or three of the tricks, 46 EUCHRE. he can count but one point" (III.45), "all the points made LAP,
    # SLAM, AND JAMBONE. 63 over and above the five" (IV.62): a garbled sentence to a club reader. The documents show
    # each as a page mark, "[p. 46]", an editorial mark, not the author's words; `referee law` prints the text verbatim.
    from referee.documents.readable import format_law

    record = euchre_record(march("NS"), lone_march("NS"), march("EW"), code="1862", lap=True, slam=True)
    for text in (pdf_text(ruling_report_pdf(record, deal=1)), pdf_text(scoresheet_pdf([record]))):
        assert "four or three of the tricks, [p. 46] he can count but one point." in text
        assert "all the points made [p. 63] over and above the five" in text
        assert "46 EUCHRE." not in text and "JAMBONE. 63" not in text
    assert "four or three of the tricks, 46 EUCHRE. he can count" in squash(format_law("1862:III.45#lone-score"))


def test_rubbers_under_the_1862_code_cite_foster_3_as_persuasive() -> None:
    record = euchre_record(lone_march("NS"), march("NS"), code="1862")
    assert any(q.id == "foster:3" and q.persuasive for q in table_sheet(record).laws)
    assert "rubber points (Foster's law 3, persuasive)" in squash(scoresheet_html([record]))
    assert "rubber points (Foster's law 3)" in squash(scoresheet_html([euchre_record(lone_march("NS"), march("NS"))]))


#: 1862:II.42, the counters for one to four: (the card beneath, the card above), each (rank, face up), and how the
#: one lies on the other.
II_42 = {
    # "placing the tray of the two counters, crosswise, with the face down, upon one half the face of the deuce,
    # leaving only one of its pips exposed, for one point"
    1: ((2, True), (3, False), "crosswise"),
    # "To count two, the deuce is withdrawn from beneath the tray, upon which it is placed back to back": the tray
    # still face down, the deuce's back on the tray's, its face up
    2: ((3, False), (2, True), "back to back"),
    # "For three, both cards arc turned over, exposing the face of the tray"
    3: ((2, False), (3, True), "back to back"),
    # "Four is counted by removing the deuce from below the tray, and replacing it, lengthwise, half covered, with
    # the face up"
    4: ((2, True), (3, True), "lengthwise"),
}


def test_1862_II_42_the_code_places_the_tray_and_deuce_for_one_to_four() -> None:
    counters = find_code("1862").counters
    assert counters is not None
    assert {n: ((p.under.rank, p.under.up), (p.over.rank, p.over.up), p.lie)
            for n, p in enumerate(counters.positions, 1)} == II_42
    # 1862:V.79: "Counters. The deuce and tray, usually of diamonds and spades"
    assert {s.value for s in counters.suits} == {"S", "D"}
    assert find_code("callace").counters is None


def test_1862_II_42_the_sheet_draws_the_tray_and_deuce_each_score_by_the_pips_left_showing() -> None:
    # 1862:II.42: at one the tray lies crosswise on half the deuce, "leaving only one of its pips exposed"; at two the
    # deuce's face shows (two pips), at three the tray's (three), at four the tray's and half the deuce's: one pip.
    record = euchre_record(*RUBBER, code="1862")
    html = scoresheet_html([record])
    drawn = counters_drawn(html)
    sheet = table_sheet(record)
    shown = [(r.score[s], side) for g in sheet.games for r in g.rows for side, s in enumerate(sheet.side_names)
             if 1 <= r.score[s] <= 4]
    head = [(v, side) for side, v in enumerate(sheet.games[-1].score.values()) if 1 <= v <= 4]
    assert len(drawn) == len(head) + len(shown) + 4  # the score at the head, every running score of one to four,
    key = drawn[-4:]  # and the key's four
    assert [points for points, _ in key] == [1, 2, 3, 4]
    for points, svg in key:
        cards = lying(svg)
        assert len(cards) == 2
        (under_rank, under_up), (over_rank, over_up), lie = II_42[points]
        assert [c["up"] for c in cards] == [under_up, over_up]
        assert [len(c["pips"]) for c in cards] == [under_rank if under_up else 0, over_rank if over_up else 0]
        assert sum(pips_showing(svg)) == points, points
        assert cards[1]["crosswise"] == (lie == "crosswise") and not cards[0]["crosswise"]
    one = lying(key[0][1])
    beneath, above = one[0]["box"], one[1]["box"]
    assert above[0] > beneath[0] + 5 and above[0] < beneath[2]  # "upon one half the face of the deuce"
    four = lying(key[3][1])
    beneath, above = four[0]["box"], four[1]["box"]
    length = beneath[2] - beneath[0]
    # "lengthwise, half covered"
    assert abs((above[0] - beneath[0]) - length / 2) < length / 5 and above[1] == beneath[1]
    # one side's pair of spades, the other's of diamonds (1862:V.79)
    for (points, svg), (v, side) in zip(drawn, head + shown):
        assert points == v and ("♠" if side == 0 else "♦") in svg and ("♦" if side == 0 else "♠") not in svg


def test_1862_II_41_and_II_42_and_V_79_the_sheet_counts_by_the_codes_own_counters_not_fosters() -> None:
    # The 1862 code is not silent on the counters: "The five points constituting game are counted with the tray and
    # deuce of the refuse cards, termed counters" (II.41), placed as II.42 says. Its words bind; Foster's 4 and 3
    # are not quoted, not even as persuasive.
    record = euchre_record(*RUBBER, code="1862")
    laws = {(q.id, q.text): q for q in table_sheet(record).laws}
    for law_id, key in (("1862:II.41", "counters"), ("1862:II.42", "counters-position"),
                        ("1862:V.79", "counters-defined")):
        q = laws[(law_id, law(law_id, key).text)]
        assert not q.persuasive
    assert ("foster:text", law("foster:text", "counters").text) not in laws
    html = squash(unescape(scoresheet_html([record])))
    assert ("the side's counters as the 1862 code's own law places them, 1862:II.42, binding (the tray and deuce: "
            "spades for NS, diamonds for EW)") in html
    assert "Foster describes" not in html and "the 4 and 3" not in html
    text = pdf_text(scoresheet_pdf([record])).replace("- ", "-")  # "-except" may break at its hyphen
    assert quoted("1862:II.42", "counters-position").replace("- ", "-") in text
    assert quoted("1862:II.41", "counters") in text and quoted("foster:text", "counters") not in text


# -- Call-Ace ------------------------------------------------------------------------------


def test_callace_a_column_per_player_with_strokes_crossed_in_fives() -> None:
    # "a column being set apart for each player in the game, and points being credited by strokes,
    # with the usual cross through every fourth, so as to reckon them up quickly in fives at the end"
    record = callace_record(12)
    score = rule(record)["score"]
    text = pdf_text(scoresheet_pdf([record]))
    for seat, name in record["players"].items():
        total = score[seat]
        fives = f"{total // 5} five{'s' if total >= 10 else ''}" + (f" and {total % 5}" if total % 5 else "")
        assert f"{fives} = {total}" in text
        assert f"{name} ({seat})" in text
    html = scoresheet_html([record])
    tallies = html.split('<svg class="strokes"')[1:]
    assert len(tallies) == len(record["seats"])
    for seat, svg in zip(record["seats"], tallies):
        assert svg.split("</svg>")[0].count("<line") == score[seat]  # one stroke a point, the cross the fifth


def test_callace_no_counters_the_scores_are_kept_in_strokes() -> None:
    record = callace_record(6)
    html = scoresheet_html([record])
    assert '<img class="counter"' not in html and "the side's counters" not in html
    assert not COUNTER_LAWS & {q.text for q in table_sheet(record).laws}


def test_callace_a_score_brought_forward_is_added_under_the_strokes_of_the_sitting() -> None:
    # The strokes count the points of this record; the settling up counts the scores brought forward too: the foot
    # of each column says so, and gives the score the settling counts.
    record = {**callace_record(6), "start_score": {"A": 19, "B": 0, "C": 0, "D": 3, "E": 0}}
    ruled = rule(record)["score"]
    html = squash(scoresheet_html([record]))
    for seat, before in (("A", 19), ("D", 3)):
        assert f"with {before} brought forward: <b>{ruled[seat]}</b>" in html
    assert html.count("brought forward:") == 2


def test_a_score_below_nothing_is_printed_with_a_minus_sign() -> None:
    # foster:30: "deducting two points from his score", elected against NS at nothing: NS stand at −2.
    record = example("03-revoke-with-election.record.json")
    record["deals"][0]["events"][-1]["option"] = "deduct_two"
    html = scoresheet_html([record])
    assert rule(record)["score"]["NS"] == -2
    assert '<span class="n">−2</span>' in html and ">-2<" not in html


def test_callace_the_columns_of_strokes_are_never_split_between_pages() -> None:
    # Seven players and 21 deals put the columns at the foot of the first page; a column of 31 strokes (three rows)
    # was left blank there, its strokes carried over the page. The columns are kept on one page, whole.
    from weasyprint import HTML

    record = callace_record(21, ("A", "B", "C", "D", "E", "F", "G"))
    document = HTML(string=scoresheet_html([record])).render()
    pages = [n for n, page in enumerate(document.pages) for box in boxes(page._page_box)  # the laid-out page
             if type(box).__name__ == "InlineReplacedBox" and "strokes" in (box.element.get("class") or "")]
    assert len(pages) == sum(1 for points in rule(record)["score"].values() if points > 0) and len(set(pages)) == 1


def test_callace_deals_show_each_players_points_and_running_score() -> None:
    record = callace_record(4)
    sheet = table_sheet(record)
    assert sheet.rows[-1].score == rule(record)["score"]
    text = pdf_text(scoresheet_pdf([record]))
    assert quoted("callace:43") in text


def heads(html: str, table: str, names: str) -> list[dict[str, float]]:
    """For each table of class ``table`` in the document laid out, the width of each of its columns headed by one of
    ``names`` (a seat, say)."""
    from weasyprint import HTML

    return [{cell.element.text: cell.border_width() for cell in boxes(box)
             if type(cell).__name__ == "TableCellBox" and cell.element_tag == "th"
             and (cell.element.text or "?") in names}
            for page in HTML(string=html).render().pages for box in boxes(page._page_box)
            if type(box).__name__ == "TableBox" and table in (box.element.get("class") or "").split()]


@pytest.mark.parametrize("deals,seats", [(4, "ABCDE"), (8, "ABCDEF"), (8, "ABCDEFG"), (12, "ABCD")])
def test_callace_every_player_has_a_column_of_one_width(deals: int, seats: str) -> None:
    # Five players, four deals: in the sheet's "The deals" the column of E, who had not scored ("0" where the others
    # had "+2 4"), printed at half the width of A's to D's (and with more players, a column here and there narrower
    # or wider, as the widest figures fell); so in the report's "The effect on the score". Each player's column is
    # as wide as every other's.
    record = callace_record(deals, tuple(seats))
    tables = [t for t in heads(scoresheet_html([record]), "sheet", seats) if t]  # the deals (of the sheet's tables)
    assert len(tables) == 1
    tables += heads(ruling_report_html(record), "score", seats)  # a deal's effect on the score, each deal
    assert len(tables) == 1 + deals
    for widths in tables:
        assert set(widths) == set(seats)
        assert max(widths.values()) - min(widths.values()) < 0.5, widths


def test_callace_20_22_the_sheet_names_the_partner_found_in_each_deal() -> None:
    # callace:20: "The player holding the best card in play of the suit called becomes the partner of the caller for
    # that deal". The sheet printed the suit called and not the partner: no one could see who shared a point. It
    # names him; none for a lone hand or a maker found to hold the card himself (callace:22); not known while the
    # record does not show who holds it (the last deal: the hands not recorded, no card played yet).
    record = callace_record(12)
    unshown = callace_deal(tuple(record["seats"]), "C", 0)
    unshown["events"] = [ev for ev in unshown["events"] if ev["type"] not in ("play", "quit_trick")]
    dealt = next(ev for ev in unshown["events"] if ev["type"] == "deal")
    del dealt["hands"], dealt["stock"]
    record["deals"].append(unshown)
    deals = rule(record)["deals"]
    assert (deals[0]["called"], deals[0]["partner"]) == ("S", "E")
    assert (deals[3]["lone"], deals[3]["called"], deals[3]["partner"]) == ("E", None, None)
    assert (deals[9]["maker"], deals[9]["called"], deals[9]["partner"], deals[9]["partner_known"]) == ("A", "S", None, True)
    assert (deals[12]["called"], deals[12]["partner_known"]) == ("S", False)
    text = pdf_text(scoresheet_pdf([record]))
    assert "Deal Dealer Trump Made by Called: partner Result" in text
    for row in ("1 A ♥ B ♠ E euchred", "4 D ♠ E alone none euchred", "10 E ♥ A ♠ none euchred",
                "13 C ♣ D ♠ not known incomplete"):
        assert row in text


def test_callace_22_a_march_by_a_maker_who_held_the_card_called_reads_lone_march() -> None:
    # callace:22: the maker found to hold the card called himself plays without a partner, and scores as a lone hand
    from dataclasses import replace

    from referee.documents.scoresheet import Row

    row = Row(number=1, dealer="A", trump="H", maker="B", lone=None, called="S", partner=None, partner_known=True,
              status="scored", tricks=None, points={"B": 5}, score={"B": 5}, rulings=(), makers_points=5)
    assert row.result == "lone march"
    assert replace(row, partner="C").result == "march"


def test_a_sheet_titled_with_its_tables_name_heads_its_pages_with_the_name_once() -> None:
    # the web prints a table's sheet titled with the table's name: the running head said it at both corners
    pdf = scoresheet_pdf([callace_record(6, ("A", "B", "C", "D", "E", "F"))], title="Call-Ace six", tables=["Call-Ace six"])
    pages = PdfReader(io.BytesIO(pdf)).pages
    assert len(pages) > 1 and (pages[-1].extract_text() or "").count("Call-Ace six") == 1


def test_callace_20_a_sheet_of_a_deal_in_progress_keeps_the_partner_secret() -> None:
    # callace:20: the holder of the best card in play of the suit called "becomes the partner of the caller"; at the
    # table no one knows him until the card falls. A sheet printed (or shared) mid-hand does not name him, though the
    # scorer recorded every hand; once the deal is over it does.
    record = callace_record(1)
    whole = rule(record)["deals"][0]
    assert whole["partner"] == "E" and table_sheet(record).rows[0].partner == "E"
    events = record["deals"][0]["events"]
    record["deals"][0]["events"] = events[:next(k for k, e in enumerate(events) if e["type"] == "play") + 1]
    [row] = table_sheet(record).rows
    assert (row.status, row.partner, row.partner_known) == ("incomplete", None, False)
    assert "E euchred" not in pdf_text(scoresheet_pdf([record])) and "not known incomplete" in pdf_text(
        scoresheet_pdf([record]))


def test_callace_settling_up_the_lowest_owes_each_of_the_others_the_difference() -> None:
    record = callace_record(12)
    score = rule(record)["score"]
    payments = table_sheet(record).payments
    for p in payments:
        assert score[p.payer] < score[p.payee] and p.amount == score[p.payee] - score[p.payer]
    assert len(payments) == sum(1 for a in score for b in score if score[a] < score[b])


# -- the evening's sheet ----------------------------------------------------------------


def test_evening_sheet_totals_per_player_and_per_partnership() -> None:
    first, _ = rubber_sheet()
    second = euchre_record(lone_march("NS"), march("NS"), lone_march("NS"), march("NS"), code="1862")
    second["players"] = {"N": "Ann", "E": "Cy", "S": "Bob", "W": "Di"}  # Ann and Bob partners at table 2
    evening = evening_sheet([table_sheet(first, "T1"), table_sheet(second, "T2")])
    [euchre] = evening.rankings  # one game played: one ranking
    assert (euchre.game, euchre.title) == ("euchre", "Euchre")
    ann = next(t for t in euchre.players if t.name == "Ann")
    # Ann: NS at T1 (12 points, 2 games, a rubber of 2) and NS at T2 (12 points, 2 games, a rubber of two
    # triples and two: 8)
    assert (ann.tables, ann.points, ann.games, ann.rubbers, ann.rubber_points) == (2, 24, 4, 2, 10)
    pairs = {t.name: t for t in euchre.partnerships}
    assert set(pairs) == {"Ann & Cy", "Bob & Di", "Ann & Bob", "Cy & Di"}
    assert pairs["Ann & Cy"].rubber_points == 2 and (pairs["Ann & Bob"].points, pairs["Ann & Bob"].rubber_points) == (12, 8)
    assert pairs["Cy & Di"].rubber_points == -8
    pdf = scoresheet_pdf([first, second], title="Club night", tables=["T1", "T2"])
    text = pdf_text(pdf)
    assert "Euchre: totals per player" in text and "Euchre: totals per partnership" in text
    assert "Call-Ace:" not in text and "ranked apart" not in text
    assert "Ann 2 24 4 2 +10" in text
    assert all(f"T{n}" in text for n in (1, 2))


def test_an_evening_of_a_euchre_table_and_a_callace_table_ranks_each_game_apart() -> None:
    # Call-Ace has no games or rubbers, and its points are a seat's: ranked with euchre by rubber points, Ed's 12
    # points at Call-Ace came below Ann's and Cy's rubber, and Di's points at both tables were added up as one.
    euchre, _ = rubber_sheet()  # Ann & Cy win the rubber from Bob & Di: 2 rubber points; 12 points a side
    callace = {**callace_record(8), "players": {"A": "Ed", "B": "Di", "C": "Flo", "D": "Ann", "E": "Gus"}}
    evening = evening_sheet([table_sheet(euchre, "T1"), table_sheet(callace, "T2")])
    assert [(r.game, r.title) for r in evening.rankings] == [("euchre", "Euchre"), ("call-ace", "Call-Ace")]
    four, five = evening.rankings
    assert [(t.name, t.rubber_points, t.rubbers, t.games, t.points, t.tables) for t in four.players] == [
        ("Ann", 2, 1, 2, 12, 1), ("Cy", 2, 1, 2, 12, 1), ("Bob", -2, 0, 1, 12, 1), ("Di", -2, 0, 1, 12, 1)]
    assert [t.name for t in four.partnerships] == ["Ann & Cy", "Bob & Di"]
    assert rule(callace)["score"] == {"A": 12, "B": 9, "C": 6, "D": 8, "E": 5}
    assert [(t.name, t.rubber_points, t.rubbers, t.games, t.points, t.tables) for t in five.players] == [
        ("Ed", None, None, None, 12, 1), ("Di", None, None, None, 9, 1), ("Ann", None, None, None, 8, 1),
        ("Flo", None, None, None, 6, 1), ("Gus", None, None, None, 5, 1)]
    assert five.partnerships == []  # callace:20: a partner is the deal's, found when the card called falls
    text = pdf_text(scoresheet_pdf([euchre, callace], title="Club night", tables=["T1", "T2"]))
    players = text.index("Euchre: totals per player")
    pairs = text.index("Euchre: totals per partnership")
    seats = text.index("Call-Ace: totals per player")
    assert players < pairs < seats and "Call-Ace: totals per partnership" not in text
    assert "Ann 1 12 2 1 +2 Cy 1 12 2 1 +2 Bob 1 12 1 0 −2 Di 1 12 1 0 −2" in text[players:pairs]
    assert "Player Tables Points scored Ed 1 12 Di 1 9 Ann 1 8 Flo 1 6 Gus 1 5" in text[seats:]
    assert "Each game ranked apart" in text


@pytest.mark.parametrize("size,expected", [("A4", A4), ("letter", LETTER)])
def test_scoresheet_fits_a4_and_us_letter(size: str, expected: tuple[int, int]) -> None:
    record, _ = rubber_sheet()
    assert page_sizes(scoresheet_pdf([record, callace_record(3)], page_size=size)) == {expected}


def test_cli_scoresheet_writes_the_evening_sheet(tmp_path: Path) -> None:
    import json

    record, _ = rubber_sheet()
    paths = []
    for n, r in enumerate((record, callace_record(3)), 1):
        paths.append(tmp_path / f"t{n}.json")
        paths[-1].write_text(json.dumps(r))
    out = tmp_path / "sheet.pdf"
    assert main(["scoresheet", *map(str, paths), "-o", str(out), "--title", "Club night", "--table", "Red"]) == 0
    text = pdf_text(out.read_bytes())
    assert "Club night" in text and "Red" in text and "Table 2" in text


def test_the_engine_and_the_sheets_computation_never_import_weasyprint() -> None:
    code = ("import sys, referee, referee.engine, referee.documents.scoresheet, referee.documents.ruling_report; "
            "assert 'weasyprint' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)


# -- what people see ---------------------------------------------------------------------


def overflow(html: str) -> list[str]:
    """Every box that reaches past the right margin of its page (WeasyPrint's laid-out pages)."""
    import weasyprint  # type: ignore[import-untyped]

    out = []
    for n, page in enumerate(weasyprint.HTML(string=html).render().pages, 1):
        box = page._page_box
        limit = box.margin_width() - box.margin_right + 0.5
        for b in box.descendants():
            if b is not box and not type(b).__name__.startswith("Margin") and b.position_x + b.margin_width() > limit:
                out.append(f"page {n}: {type(b).__name__} {getattr(b, 'element_tag', '')} ends at "
                           f"{b.position_x + b.margin_width():.0f}px, past {limit:.0f}px")
    return out


def spilled(html: str) -> list[str]:
    """Every box that reaches out of the right of the table cell holding it, over the next column (WeasyPrint's
    laid-out pages)."""
    import weasyprint  # type: ignore[import-untyped]

    out = []
    for n, page in enumerate(weasyprint.HTML(string=html).render().pages, 1):
        for cell in page._page_box.descendants():
            if type(cell).__name__ != "TableCellBox":
                continue
            limit = cell.position_x + cell.margin_width() + 0.5
            out += [f"page {n}: {type(b).__name__} {getattr(b, 'text', '')!r} ends at "
                    f"{b.position_x + b.margin_width():.0f}px, past its cell's {limit:.0f}px"
                    for b in cell.descendants() if b is not cell and b.position_x + b.margin_width() > limit]
    return out


SEVEN = ("A", "B", "C", "D", "E", "F", "G")


@pytest.mark.parametrize("size", ["A4", "letter"])
def test_nothing_overflows_the_widest_documents(size: str) -> None:
    seven = callace_record(6, seats=SEVEN) | {"players": {s: f"Player {s} Longname" for s in SEVEN}}
    record, _ = rubber_sheet()
    assert overflow(scoresheet_html([seven], page_size=size)) == []
    assert overflow(scoresheet_html([record, seven, euchre_record(march("NS"))], page_size=size)) == []
    assert overflow(ruling_report_html(seven, deal=0, page_size=size)) == []
    assert overflow(ruling_report_html(example("03-revoke-with-election.record.json"), page_size=size)) == []


def seated(record: dict[str, Any], names: dict[str, str]) -> dict[str, Any]:
    """The record with its seats renamed (``{"N": "North", ...}``): the seats, the players', the hands' and every
    seat an event or a deal names."""
    def rename(value: Any, key: str = "") -> Any:
        if isinstance(value, dict):
            return {names.get(k, k): rename(v, k) for k, v in value.items()}
        if isinstance(value, list):
            return [rename(v, key) for v in value]
        return names.get(value, value) if key in ("seats", "seat", "dealer") else value

    renamed: dict[str, Any] = rename(record)
    return renamed


@pytest.mark.parametrize("size", ["A4", "letter"])
def test_a_sheet_with_seats_named_in_full_fits_the_page(size: str) -> None:
    # Seats of more than a letter made sides such as "NorthSouth", a word no column heading could break: the
    # columns of the sides, their counters and the end of the game's line ran off the right of the page.
    record = seated(euchre_record(march("NS"), lone_march("EW"), march("NS"), march("NS")),
                    {"N": "North", "E": "East", "S": "South", "W": "West"})
    record["players"] = {"North": "Christopher Montgomery", "East": "Alexandra Richardson",
                         "South": "Bartholomew Fairweather", "West": "Wilhelmina Featherstonehaugh"}
    assert overflow(scoresheet_html([record], page_size=size)) == []
    text = pdf_text(scoresheet_pdf([record], page_size=size)).replace("– ", "–")  # a heading may break at its dash
    assert "Result North–South East–West North–South score East–West score" in text
    assert ("Game 1 won by North–South (Christopher Montgomery & Bartholomew Fairweather), North–South 6, "
            "East–West 4: a single, 1 rubber point (Foster's law 3).") in text


@pytest.mark.parametrize("size", ["A4", "letter"])
def test_callace_the_columns_of_seven_players_named_in_full_hold_their_names(size: str) -> None:
    # A tester's table of seven: "Fenella Featherstonehaugh (F)" headed the column of her strokes in a word wider
    # than a seventh of the page, and ran over the next column's heading, "Gwendolyn Abercrombie-Lloyd (G)". A heading
    # breaks, between syllables where it can, to hold its column.
    players = {"A": "Bartholomew Fitzwilliam-Smythe", "B": "Maximiliana Oppenheimer", "C": "Cy",
               "D": "Dorothea Wolstenholme", "E": "Ed", "F": "Fenella Featherstonehaugh",
               "G": "Gwendolyn Abercrombie-Lloyd"}
    html = scoresheet_html([callace_record(12, SEVEN) | {"players": players}], page_size=size)
    assert spilled(html) == [] and overflow(html) == []


def test_the_documents_warmed_at_start_print_a_deal_and_a_ruling() -> None:
    # reports.warm prints both documents of its table as the service starts (referee serve, wsgi.py), so that the
    # first a scorer asks for is as fast as the next (bench/bench_first_document.py): its table is a deal scored with
    # a ruling, so that every face of the documents' fonts is loaded, and the service starts it in the background
    from referee.documents.reports import _WARM_TABLE

    deal = rule(_WARM_TABLE)["deals"][0]
    assert deal["status"] == "scored" and deal["rulings"]
    for started in (ROOT / "wsgi.py", ROOT / "referee" / "cli.py"):
        assert "warm_in_background()" in started.read_text()
