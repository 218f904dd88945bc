"""What the engine makes of each law of a code: applied (and where), tested
(and by which tests), or why it needs no ruling.

Read from the source, so it cannot drift: a law is *applied* where a module
of the package cites its id as a string, or names a point of law that a code's
table (``laws.code_data``) decides by it; *tested* by each test whose name
begins ``test_<code>_<number>``. A game's section whose file lists it by the
sentence (``by_sentence``) has a row for each sentence (``foster:ecarte#renounce``):
applied where a module cites that string, tested by each test whose name begins
``test_foster_ecarte_renounce`` (``_and_`` another anchor of the section after it),
or ruling no fact for the reason its ``no_ruling`` gives.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from .laws import Citation, code_data, code_laws, codes

PACKAGE = Path(__file__).resolve().parent
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
        return self.no_ruling or NO_RULING.get(self.law_id)


def coverage(code: str) -> list[LawCoverage]:
    """Each numbered law of ``code`` with the modules that apply it and the tests that check it."""
    rows: dict[str, LawCoverage] = {}
    sentences: dict[str, dict[str, str]] = {}  # a section listed by the sentence: its tests' prefix -> anchor -> ref
    for law in code_laws(code):
        # a numbered law (1862:II.35, foster:30): not foster:text, nor a game's section, whose sentences are keyed
        # (foster:500 is a section's name, not a law's number), unless its file lists them by the sentence
        rest = law.id.partition(":")[2]
        if law.by_sentence:
            ref = f"{law.id}#{law.key}"
            rows.setdefault(ref, LawCoverage(ref, law.title, no_ruling=law.no_ruling))
            sentences.setdefault(_test_name(law.id) + "_", {})[_test_name(law.key)] = ref
        elif re.fullmatch(r"[IVX]+\.\d+", rest) or not law.key and re.fullmatch(r"\d+", rest):
            rows.setdefault(law.id, LawCoverage(law.id, law.title))
    cited = re.compile(rf"""["']({re.escape(code)}:[IVX]*\.?\d+)(?:#[\w-]+)?["']|["']({re.escape(code)}:[a-z0-9-]+#[a-z0-9-]+)["']""")
    by_point = _points_citing()
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.name in ("coverage.py", "laws.py"):  # the machinery, not rules
            continue
        text = path.read_text(encoding="utf-8")
        named = {law.id for point, laws in by_point.items() if _names_point(text, point) for law in laws}
        for law_id in sorted({number or sentence for number, sentence in cited.findall(text)} | named):
            if law_id in rows:
                rows[law_id].applied_in.append(str(path.relative_to(PACKAGE)))
    # test_foster_30_..., test_foster_10_and_13_..., test_1862_III_46_...
    test_name = re.compile(rf"def (test_{re.escape(code)}_((?:(?:[IVX]+_)?\d+_(?:and_)?)+)\w*)\(")
    for path in sorted(TESTS.glob("test_*.py")) if TESTS.is_dir() else []:
        for name, numbers in test_name.findall(path.read_text(encoding="utf-8")):
            for chapter, n in re.findall(r"(?:([IVX]+)_)?(\d+)", numbers):
                law_id = f"{code}:{chapter}.{n}" if chapter else f"{code}:{n}"
                if law_id in rows:
                    rows[law_id].tests.append(name)
        for name in re.findall(r"def (test_\w+)\(", path.read_text(encoding="utf-8")):
            for ref in _sentences_tested(name, sentences):
                rows[ref].tests.append(name)
    return sorted(rows.values(), key=lambda row: "#" in row.law_id)  # the numbered laws first, then the sentences


def _test_name(part: str) -> str:
    """A law id or anchor as a test's name spells it: ``foster:ecarte`` ``test_foster_ecarte``, ``king-led``
    ``king_led``."""
    return ("test_" if ":" in part else "") + re.sub(r"[^a-z0-9]+", "_", part.lower())


def _sentences_tested(name: str, sentences: dict[str, dict[str, str]]) -> list[str]:
    """The sentences a test's name begins with: ``test_foster_ecarte_king_led_and_pone_king_...`` names
    ``foster:ecarte#king-led`` and ``#pone-king`` (at each place, the longest anchor that fits)."""
    for prefix, anchors in sentences.items():
        if not name.startswith(prefix):
            continue
        found: list[str] = []
        rest = name[len(prefix):]
        while True:
            fits = [a for a in anchors if rest == a or rest.startswith(a + "_")]
            if not fits:
                return found
            anchor = max(fits, key=len)
            found.append(anchors[anchor])
            rest = rest[len(anchor):]
            if not rest.startswith("_and_"):
                return found
            rest = rest[len("_and_"):]
    return []


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
