"""Paper for the board, read back from the rendered PDF page by page: the referee's signature on the page of the
last ruling, a deal's facts on one page, no law printed on a page apart from the ruling that quotes it, the evening's
tables in the order of their numbers, the counters large enough to read across the room, and Letter or A4 alike
from the command and from the web.

The records are built to push each part onto a page break: one to five deals, each with a ruling (a revoke the
adversaries did not claim, foster:text "Revokes must be detected and claimed before the cards are cut for the
following deal"), laid out on A4 and on Letter, so that the break falls at a different place in each."""
from __future__ import annotations

import io
import re
from html import unescape
from collections.abc import Sequence
from functools import cache
from typing import Any

import pytest
from pypdf import PdfReader

from referee import rule
from referee.documents.reports import record_digest, ruling_report_pdf, scoresheet_html, scoresheet_pdf, verify_report
from referee.documents.ruling_report import Report, ruling_report
from referee.documents.scoresheet import table_sheet

from played import FOUR, euchre_record, lone_march, march, renounced

A4 = (595, 842)  # points, rounded
LETTER = (612, 792)
SIZES = {"A4": A4, "letter": LETTER}
DEALS = range(1, 6)
#: Each paper, its reports printed once in a process (``printed``): the tests that read them on one worker.
PRINTED = [pytest.param(size, marks=pytest.mark.xdist_group(f"test_paper.printed[{size}]")) for size in SIZES]


def squash(text: str) -> str:
    return " ".join(text.split())


def page_texts(pdf: bytes) -> list[str]:
    return [squash(page.extract_text() or "") for page in PdfReader(io.BytesIO(pdf)).pages]


def pages_of(pages: Sequence[str], texts: Sequence[str]) -> list[int]:
    """The page (from 0) on which each of ``texts`` is printed, each found after the one before it: the pages read
    as one document, in order."""
    found, page, at = [], 0, 0
    for text in texts:
        while page < len(pages) and text not in pages[page][at:]:
            page, at = page + 1, 0
        assert page < len(pages), f"{text!r} is not printed after the text before it"
        at = pages[page].index(text, at) + len(text)
        found.append(page)
    return found


def opening(text: str, words: int = 7) -> str:
    """The first words of a text, as the PDF's text holds them where a line may break."""
    return " ".join(squash(text).split()[:words])


@cache
def revokes(deals: int) -> dict[str, Any]:
    """A record of ``deals`` deals, in each a revoke in the first trick that nobody claimed."""
    outcomes = [march("NS"), lone_march("EW"), march("EW"), lone_march("NS")]
    record = euchre_record(*(outcomes[k % 4] for k in range(deals)))
    for k, deal in enumerate(record["deals"]):
        renounced(deal, "W" if k % 4 == 3 else "S")  # in a lone hand of N's, S sits out
    assert all(d["rulings"] for d in rule(record)["deals"])
    return record


@cache
def printed(deals: int, size: str) -> tuple[Report, list[str]]:
    """The report of ``revokes(deals)`` as it prints it, and the text of each of its pages."""
    record = revokes(deals)
    pdf = ruling_report_pdf(record, referee="J. Smith", table="Table 4", page_size=size)
    return ruling_report(record, record_digest(record), referee="J. Smith", table="Table 4"), page_texts(pdf)


@pytest.mark.parametrize("size", PRINTED)
def test_the_referee_signs_on_the_page_of_the_last_ruling_never_on_a_page_alone(size: str) -> None:
    for deals in DEALS:
        report, pages = printed(deals, size)
        deal = report.deals[-1]
        last = deal.rulings[-1]
        effect, signature = pages_of(pages, [f"Deal {deal.number}: the ruling", f"Ruling {last.number}: ",
                                             opening("Effect. " + last.effect), "Referee (name)"])[2:]
        assert signature == effect == len(pages) - 1, f"{deals} deals on {size}: the signature on page " \
            f"{signature + 1} of {len(pages)}, the last ruling's effect on page {effect + 1}"


@pytest.mark.parametrize("size", PRINTED)
def test_a_deals_facts_are_printed_on_one_page(size: str) -> None:
    for deals in DEALS:
        report, pages = printed(deals, size)
        for d in report.deals:
            texts = [f"Deal {d.number}: the facts as recorded", "The hands as dealt", "The bidding", "The tricks",
                     f"Trick {len(d.tricks)}", "Other facts recorded", opening(d.other_facts[-1].text, 4)]
            on = pages_of(pages, texts)
            assert len(set(on)) == 1, f"{deals} deals on {size}: deal {d.number}'s facts on pages " \
                f"{sorted({p + 1 for p in on})}: {dict(zip(texts, (p + 1 for p in on)))}"


@pytest.mark.parametrize("size", PRINTED)
def test_no_law_is_printed_on_a_page_apart_from_what_it_is_quoted_for(size: str) -> None:
    # a ruling's laws on the page of its finding; the laws deciding a deal's points on the page of its score
    for deals in DEALS:
        report, pages = printed(deals, size)
        for d in report.deals:
            texts = [f"Deal {d.number}: the ruling"]
            for r in d.rulings:
                texts += [f"Ruling {r.number}: ", opening("Finding. " + r.finding),
                          *(opening(q.text) for q in r.quotes), opening("Effect. " + r.effect)]
            texts += ["The effect on the score", *(opening(q.text) for q in d.basis)]
            on = pages_of(pages, texts)
            assert len(set(on)) == 1, f"{deals} deals on {size}: deal {d.number}'s ruling and laws on pages " \
                f"{sorted({p + 1 for p in on})}: {dict(zip(texts, (p + 1 for p in on)))}"


@pytest.mark.parametrize("size", PRINTED)
def test_a_deals_ruling_begins_on_the_page_of_its_heading(size: str) -> None:
    # "Deal 2: the ruling" and the trump and the deal's fate under it never end a page apart from the ruling
    for deals in DEALS:
        report, pages = printed(deals, size)
        for d in report.deals:
            heading, ruling = pages_of(pages, [f"Deal {d.number}: the ruling", f"Ruling {d.rulings[0].number}: "])
            assert heading == ruling, f"{deals} deals on {size}: deal {d.number}'s ruling apart from its heading"


#: Deals that push the laws at the foot of a scoresheet across a page break, on each paper.
PUSHED = {"A4": (1, 5, 11, 16), "letter": (3, 9, 14, 21)}


@pytest.mark.parametrize("size", SIZES)
def test_no_law_the_scoresheet_counts_by_is_printed_on_a_page_apart_from_its_heading(size: str) -> None:
    outcomes = [march("NS"), lone_march("EW"), march("EW"), lone_march("NS"), march("NS")]
    for deals in PUSHED[size]:
        record = euchre_record(*(outcomes[k % 5] for k in range(deals)))
        pages = page_texts(scoresheet_pdf([record], page_size=size))
        texts = ["Counted by", *(opening(q.text) for q in table_sheet(record).laws)]
        on = pages_of(pages, texts)
        assert len(set(on)) == 1, f"{deals} deals on {size}: {dict(zip(texts, (p + 1 for p in on)))}"


def test_the_evenings_sheet_prints_its_tables_in_the_order_of_their_numbers() -> None:
    # ticked on the list of tables, newest first, or named on the command line as the shell sorts files: 1, 10, 2
    names = ["Table 10", "Table 1", "table 3", "Table 2", "Table 11"]
    records = [euchre_record(*[march("NS")] * (k + 1)) for k in range(len(names))]
    text = squash(" ".join(page_texts(scoresheet_pdf(records, title="Club night", tables=names))))
    at = [text.index(f"Table {name} Code in force") for name in names]  # each table's heading
    assert [name for _, name in sorted(zip(at, names))] == ["Table 1", "Table 2", "table 3", "Table 10", "Table 11"]


def drawn(pdf: bytes) -> list[tuple[str, float]]:
    """Each piece of text the first page of a PDF draws, with its size in points, in the order drawn."""
    texts: list[tuple[str, float]] = []

    def text(t: str, cm: list[float], tm: list[float], font: Any, size: float) -> None:
        if t.strip():
            texts.append((t.strip(), size * tm[3] * cm[3]))

    PdfReader(io.BytesIO(pdf)).pages[0].extract_text(visitor_text=text)
    return texts


def counters_wide(html: str) -> list[float]:
    """The width in millimetres of each picture of counters on the first page, as WeasyPrint lays it out to print."""
    import weasyprint  # type: ignore[import-untyped]

    page = weasyprint.HTML(string=html).render().pages[0]._page_box
    return [b.width * 25.4 / 96 for b in page.descendants()
            if getattr(b, "element_tag", "") == "img" and "counter" in (b.element.get("class") or "")]


#: Figures and counters a club member reads from across the room, the sheet pinned to the board: the score in
#: figures 40 points high (the height of a capital about 10 mm), the cards laid as counters 40 mm wide.
ACROSS_THE_ROOM = (40, 40)


@pytest.mark.parametrize("size", SIZES)
def test_the_score_and_its_counters_head_the_scoresheet_large_enough_to_read_across_the_room(size: str) -> None:
    # foster:text (Scoring with the 4 and 3 as counters): "When the 4 is face up, covered by the 3 face down, it
    # counts two ... When the 3 is face down, covered by the 4 face up, it counts four": EW 4 by a lone march, NS 2
    record = euchre_record(lone_march("EW"), march("NS"))
    texts = drawn(scoresheet_pdf([record], page_size=size))
    figure, counter = ACROSS_THE_ROOM
    large = [t for t, pt in texts if pt >= figure - 0.5]
    assert large == ["2", "4"], texts[:40]  # NS 2 and EW 4: the score of the game in play, and nothing else so large
    assert len([w for w in counters_wide(scoresheet_html([record], page_size=size)) if w >= counter - 0.5]) == 2
    assert [t for t, pt in texts if t.startswith("Game 1")][0] == "Game 1: the score"


def sizes_of(pdf: bytes) -> set[tuple[int, int]]:
    return {(round(float(p.mediabox.width)), round(float(p.mediabox.height))) for p in PdfReader(io.BytesIO(pdf)).pages}


def test_the_club_prints_on_letter_or_a4_from_the_web_as_from_the_command(app: Any, scorer: Any,
                                                                          tmp_path: Any) -> None:
    import json

    from referee.cli import main

    from test_web_pages import _play_the_revoke, _text

    table = scorer.start_table(name="Table 4")
    _play_the_revoke(scorer, table)
    scorer.submit(f"/tables/{table}/scoresheet", f"/tables/{table}/share")
    token = re.search(r"/share/([\w-]+)", _text(scorer.client.get(f"/tables/{table}/scoresheet")))
    assert token
    shared = app.test_client()
    downloads = {f"/tables/{table}/ruling.pdf?deal=0": scorer.client, f"/tables/{table}/scoresheet.pdf?": scorer.client,
                 f"/evening.pdf?table={table}": scorer.client, f"/share/{token[1]}/scoresheet.pdf?": shared}
    for url, client in downloads.items():
        for paper, size in (("", A4), ("&paper=a4", A4), ("&paper=letter", LETTER), ("&paper=Letter", LETTER)):
            response = client.get(url + paper)
            assert response.status_code == 200 and sizes_of(response.data) == {size}, url + paper
        refused = client.get(url + "&paper=foolscap")
        assert refused.status_code == 400 and "No paper 'foolscap': a document is printed on A4 or Letter" in \
            unescape(_text(refused)), url
    # each page that prints offers the choice
    ruling = _text(scorer.client.get(f"/tables/{table}/ruling"))
    form = re.search(r'<form method="get" action="/tables/\d+/ruling.pdf"[^>]*>.*?</form>', ruling, re.DOTALL)
    assert form and '<select name="paper">' in form[0] and '<option value="letter">Letter</option>' in form[0]
    assert '<select name="paper" form="evening">' in _text(scorer.client.get("/"))
    for page, pdf, client in ((f"/tables/{table}/scoresheet", f"/tables/{table}/scoresheet.pdf", scorer.client),
                              (f"/share/{token[1]}", f"/share/{token[1]}/scoresheet.pdf", shared)):
        text = _text(client.get(page))
        assert f'href="{pdf}?paper=a4"' in text and f'href="{pdf}?paper=letter"' in text, page
    record = scorer.client.get(f"/api/v1/tables/{table}/record",
                               headers={"Authorization": f"Bearer {scorer.token()}"}).json
    letter = scorer.client.get(f"/tables/{table}/ruling.pdf?paper=letter").data
    assert verify_report(record, letter)[0]  # printed again as it says it was printed: on Letter
    # and the command: --page-size letter
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    for command in ("report", "scoresheet"):
        for option, size in (([], A4), (["--page-size", "letter"], LETTER), (["--page-size", "A4"], A4)):
            out = tmp_path / f"{command}.pdf"
            assert main([command, str(path), "-o", str(out), *option]) == 0
            assert sizes_of(out.read_bytes()) == {size}, (command, option)
