"""What the engine makes of each law of a code: applied (and where), tested
(and by which tests), or why it needs no ruling.

Read from the source, so it cannot drift: a law is *applied* where a module
of the package cites its id as a string, or names a point of law that a code's
table (``laws.code_data``) decides by it; *tested* by each test whose name
begins ``test_<code>_<number>``. The section of a game that owns its deal,
and a section whose law file says ``coverage = "sentences"``, is listed
sentence by sentence, by its anchor
(``foster:spoil-five#ranking``): applied where a module names ``id#anchor`` (a
citation, or the docstring or comment of the code that applies it),
tested by each test whose name begins ``test_foster_spoil_five_ranking``
(the longest anchor that begins it), or why it needs no ruling (the entry's
``no_ruling``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from .laws import Citation, code_data, code_laws, codes

PACKAGE = Path(__file__).resolve().parent.parent
TESTS = PACKAGE.parent / "tests"

#: Laws that no fact of a record can break, and why.
NO_RULING = {
    "foster:6": "Cutting out at the end of a rubber: who gives way to players waiting; no deal turns on it.",
    "foster:39": "A right (to ask that the cards of the current trick be drawn), with no penalty attached.",
    "callace:26": "How the winner keeps his tricks (face down until the score is decided); looking at one is law 48.",
    "callace:40": "A right (to ask a player who renounces whether he has none of the suit), with no penalty.",
    "callace:47": "A right (to ask that the cards of the current trick be drawn), with no penalty attached.",
    "1862:III.53": "A worked example (a strong lone hand euchred), not a rule: tested as a case.",
    "1862:IV.75": "Worked examples of the lap and the slam, not rules: tested as cases.",
    "1862:IV.76": "A worked example (jamboree from four to love), not a rule: tested as a case.",
    "foster:napoleon#misere-play": "Advice on playing misères, not a rule.",
    "foster:napoleon#variations": "The introduction to the variations, each ruled by its own sentence.",
    "foster:napoleon#revoke-england": "Not ruled (napoleon-spoil-five.md §7.8): a hand played over is recorded as the "
                                      "next deal.",
    "foster:napoleon#show": "A duty to show the hands as evidence (the `show` event), with no penalty attached.",
    "foster:napoleon#one-at-a-time": "A way of dealing (`deal.pattern`), with nothing to rule.",
    "foster:napoleon#cutting-dealt": "A custom of some places that a record's cut (`cut_for_deal`) does not tell from "
                                     "the cut of #cutting, which is ruled.",
}


@dataclass(slots=True)
class LawCoverage:
    law_id: str
    title: str
    applied_in: list[str] = field(default_factory=list)
    tests: list[str] = field(default_factory=list)

    no_ruling: str = ""

    @property
    def reason(self) -> str | None:
        return NO_RULING.get(self.law_id) or self.no_ruling or None


def coverage(code: str) -> list[LawCoverage]:
    """Each sentence of ``code``'s game sections listed by anchor (``_sentences``), then each numbered law of ``code``,
    with the modules that apply it and the tests that check it."""
    rows: dict[str, LawCoverage] = _sentences(code)
    for law in code_laws(code):
        # a numbered law (1862:II.35, foster:30): not foster:text, nor a game's section, whose sentences are keyed
        # (foster:500 is a section's name, not a law's number)
        rest = law.id.partition(":")[2]
        if re.fullmatch(r"[IVX]+\.\d+", rest) or not law.key and re.fullmatch(r"\d+", rest):
            rows.setdefault(law.id, LawCoverage(law.id, law.title))
    cited = re.compile(rf"""["']({re.escape(code)}:[IVX]*\.?\d+)(?:#[\w-]+)?["']""")
    by_point = _points_citing()
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.name in ("coverage.py", "laws.py"):  # the machinery, not rules
            continue
        text = path.read_text(encoding="utf-8")
        named = {law.id for point, laws in by_point.items() if _names_point(text, point) for law in laws}
        for law_id in sorted(set(cited.findall(text)) | named):
            if law_id in rows:
                rows[law_id].applied_in.append(str(path.relative_to(PACKAGE)))
    # test_foster_30_..., test_foster_10_and_13_..., test_1862_III_46_...
    test_name = re.compile(rf"def (test_{re.escape(code)}_((?:(?:[IVX]+_)?\d+_(?:and_)?)+)\w*)\(")
    for path in sorted(TESTS.rglob("test_*.py")) if TESTS.is_dir() else []:
        for name, numbers in test_name.findall(path.read_text(encoding="utf-8")):
            for chapter, n in re.findall(r"(?:([IVX]+)_)?(\d+)", numbers):
                law_id = f"{code}:{chapter}.{n}" if chapter else f"{code}:{n}"
                if law_id in rows:
                    rows[law_id].tests.append(name)
    return list(rows.values())


def _sentences(code: str) -> dict[str, LawCoverage]:
    """Each sentence of ``code``'s game sections listed by anchor: the sections of the games that own their deals (a
    section whose id is the code and the game's name, ``foster:napoleon``) and every section whose law file says
    ``coverage = "sentences"``; each with the modules that name it and the tests named after it."""
    from ..games import GAMES
    from ..table.owner import asks_its_parts

    sections = {f"{code}:{name}" for name, game in GAMES.items() if asks_its_parts(game)}
    rows = {f"{law.id}#{law.key}": LawCoverage(f"{law.id}#{law.key}", law.title, no_ruling=law.no_ruling)
            for law in code_laws(code) if law.key and (law.id in sections or law.listed)}
    if not rows:
        return rows
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.name in ("coverage.py", "laws.py"):
            continue
        text = path.read_text(encoding="utf-8")
        for ref, row in rows.items():
            if re.search(rf"{re.escape(ref)}(?![\w-])", text):
                row.applied_in.append(str(path.relative_to(PACKAGE)))
    # test_foster_spoil_five_ranking_...: the anchor the name begins with, the longest where several do
    prefixes = sorted(((f"test_{ref.replace(':', '_').replace('#', '_').replace('-', '_')}", ref) for ref in rows),
                      key=lambda pair: -len(pair[0]))
    for path in sorted(TESTS.rglob("test_*.py")) if TESTS.is_dir() else []:
        for name in re.findall(r"def (test_\w+)\(", path.read_text(encoding="utf-8")):
            named = next((r for prefix, r in prefixes if name == prefix or name.startswith(prefix + "_")), None)
            if named is not None:
                rows[named].tests.append(name)
    return rows


def _points_citing() -> dict[str, list[Citation]]:
    """Each point of law, with every law the codes' tables decide it by (their own, or the rule stated)."""
    out: dict[str, list[Citation]] = {}
    for name in codes():
        try:
            data = code_data(name)
        except KeyError:
            continue  # a code of a game's own section only: no table of points
        for table in (data.points, data.rules):
            for point, laws in table.items():
                out.setdefault(point, []).extend(laws)
    return out


def _names_point(text: str, point: str) -> bool:
    """Whether a module's source names ``point`` (a deal fault's point by its ``"fault-"`` prefix)."""
    return f'"{point}"' in text or point.startswith("fault-") and '"fault-"' in text


def format_coverage(code: str) -> str:
    lines = []
    for row in coverage(code):
        if code == "1862" and not row.applied_in and not row.tests:
            continue  # a page of commentary or advice that the engine does not cite
        if row.applied_in:
            state = "applied in " + ", ".join(row.applied_in)
        elif row.reason:
            state = "no ruling needed: " + row.reason
        else:
            state = "NOT APPLIED"
        tests = ", ".join(row.tests) if row.tests else "no test"
        lines.append(f"{row.law_id:<12} {row.title}\n    {state}\n    tests: {tests}")
    return "\n".join(lines)
