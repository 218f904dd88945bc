"""The law codes as data: ``laws/*.toml`` loaded into ``Law`` values.

Each law has its id (``foster:30``, ``callace:36``, ``1862:II.39``, or
``foster:text`` for the descriptive text of Foster's chapter), a title and
its verbatim text. Where several rules share one id (a page of the 1862
code, or ``foster:text``) each has a ``key`` naming the rule, and a
``Citation`` names the pair. Where a verbatim text carries its scan's page
furniture (a running head in mid-sentence), the law names it, and the
documents show it as a page mark (``Law.shown``).
"""
from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from ..resources import LAWS_DIR


class UnknownLaw(KeyError):
    """A law id (or id and key) that no code in ``laws/`` holds."""

    def __str__(self) -> str:
        return str(self.args[0])


@dataclass(frozen=True, slots=True)
class Law:
    """One rule of a code, quoted verbatim from its source."""

    id: str
    key: str
    title: str
    text: str
    section: str = ""
    source: str = ""
    furniture: tuple[str, ...] = ()
    """The runs of the scan's page furniture that stand in ``text`` (``46 EUCHRE.``), as they stand there."""
    cited_as: str = ""
    """How a report names the law: its file's ``citation`` (a game's own section: ``Foster's Complete Hoyle,
    Railroad Euchre``; a code's numbered laws: a form, ``Foster's Euchre Laws, law {rest}``, filled in from the
    id), or the file's ``citations`` for its id."""
    listed: bool = False
    """A sentence of a game's section whose file says ``coverage = "sentences"``: ``referee law --coverage`` lists it
    by its anchor, applied, tested, or why it needs no ruling."""
    no_ruling: str = ""
    """Why no fact of a record can break the sentence (its entry's ``no_ruling``), where none can."""

    @property
    def shown(self) -> str:
        """The text as the documents and pages quote it: each run of page furniture a page mark, ``[p. 46]``, the
        page it opens (its largest number); an editorial mark, not the author's words. ``text`` stays verbatim."""
        text = self.text
        for run in self.furniture:
            text = text.replace(run, f"[p. {max(int(n) for n in re.findall(r'[0-9]+', run))}]")
        return text

    @property
    def code(self) -> str:
        return self.id.split(":", 1)[0]

    @property
    def citation(self) -> str:
        """How a report names the law: ``Foster's Euchre Laws, law 30``, as its file's ``citation`` says."""
        return self.cited_as


@dataclass(frozen=True, slots=True)
class Citation:
    """A reference from the engine to one law: its id, and its key where the id is shared."""

    id: str
    key: str = ""

    @property
    def law(self) -> Law:
        return law(self.id, self.key)


@lru_cache(maxsize=4096)
def cite(ref: str) -> Citation:
    """``cite("foster:30")``; ``cite("foster:text#lead")`` for a keyed rule. The same citation for the same ref, made
    once for the refs cited lately (a deal's basis then finds a law it already cites by identity)."""
    law_id, _, key = ref.partition("#")
    return Citation(law_id, key)


@cache
def _files() -> dict[str, tuple[dict[str, Any], ...]]:
    """Each code's law files (``laws/*.toml``, each declaring its ``code``), parsed, in the order of their names:
    a code's numbered laws in one file, and each game's own section beside them in a file of its own."""
    found: dict[str, list[dict[str, Any]]] = {}
    for path in sorted(LAWS_DIR.glob("*.toml")):
        with path.open("rb") as fh:
            data = tomllib.load(fh)
        found.setdefault(data["code"], []).append(data)
    return {code: tuple(docs) for code, docs in found.items()}


def codes() -> tuple[str, ...]:
    """The codes ``laws/`` holds, by their names in the record format."""
    return tuple(sorted(_files()))


@cache
def code_laws(code: str) -> tuple[Law, ...]:
    """Every law of ``code`` (``foster``, ``callace``, ``1862``, ...) in file order."""
    try:
        docs = _files()[code]
    except KeyError:
        raise UnknownLaw(f"unknown code {code!r}: expected one of {', '.join(codes())}") from None
    return tuple(
        Law(
            id=entry["id"], key=entry.get("key", ""), title=entry["title"], text=entry["text"].strip(),
            section=entry.get("section", ""), source=entry.get("source", data.get("source", "")),
            furniture=tuple(entry.get("furniture", ())), cited_as=_cited_as(data, entry["id"]),
            listed=data.get("coverage") == "sentences" and "key" in entry, no_ruling=entry.get("no_ruling", ""),
        )
        for data in docs
        for entry in data["law"]
    )


def _cited_as(data: dict[str, Any], law_id: str) -> str:
    """How a report names ``law_id`` of the file ``data``: its ``citations`` entry, else its ``citation`` form with
    the id's parts (``rest``: after the code; ``chapter`` and ``page``: the 1862 code's, either side of the dot)."""
    if law_id in data.get("citations", {}):
        return str(data["citations"][law_id])
    rest = law_id.partition(":")[2]
    chapter, _, page = rest.partition(".")
    return str(data.get("citation", "")).format(rest=rest, chapter=chapter, page=page)


@dataclass(frozen=True, slots=True)
class CodeData:
    """A code as its law file declares it (the file of its numbered laws, which has a ``title``): its name and
    title, the codes it cites as persuasive where it is silent (in order), and its points of law."""

    code: str
    title: str
    named: str
    """How a ruling names a law of this code cited as persuasive: ``Foster's law``."""
    persuasive: tuple[str, ...]
    points: dict[str, tuple[Citation, ...]]
    """A point of the rules (``lone-exposed-card``) -> the laws that decide it under this code."""
    rules: dict[str, tuple[Citation, ...]]
    """A point whose rule the code states, naming no penalty for breaking it -> that rule."""


def _citations(value: str | list[str]) -> tuple[Citation, ...]:
    return tuple(cite(ref) for ref in ([value] if isinstance(value, str) else value))


@cache
def code_data(code: str) -> CodeData:
    """The declarations of ``code``'s law file; ``UnknownLaw`` if no file of the code declares a title."""
    doc = next((d for d in _files().get(code, ()) if "title" in d), None)
    if doc is None:
        raise UnknownLaw(f"no law file declares the code {code!r}")
    return CodeData(code, doc["title"], doc.get("named", ""), tuple(doc.get("persuasive", ())),
                    {p: _citations(v) for p, v in doc.get("points", {}).items()},
                    {p: _citations(v) for p, v in doc.get("rules", {}).items()})


SILENT = "The code in force is silent; {named} is cited as persuasive. "
NO_PENALTY = "The code states the rule and names no penalty for breaking it; {named} is cited as persuasive. "


@cache
def for_point(code: str, point: str) -> tuple[tuple[Citation, ...], tuple[Citation, ...], str]:
    """The citations for a point of the rules under ``code``: its own law, binding; else the law of the first code
    of its persuasive chain that has the point, persuasive, and a note saying so; where the code states the rule
    and names no penalty for it, that rule, binding, with the persuasive law for the penalty. A point no code of
    the chain has: no citation, no note."""
    data = code_data(code)
    own = data.points.get(point)
    if own is not None:
        return own, (), ""
    other = next((code_data(c) for c in data.persuasive if point in code_data(c).points), None)
    persuasive = other.points[point] if other is not None else ()
    rule = data.rules.get(point, ())
    if other is None:
        return rule, (), ""
    return rule, persuasive, (NO_PENALTY if rule else SILENT).format(named=other.named)


@cache
def _index() -> dict[tuple[str, str], Law]:
    return {(rule.id, rule.key): rule for code in codes() for rule in code_laws(code)}


#: Law ids: Foster's numbered laws, his chapter's text and a game's own section of his family chapter
#: (``foster:railroad``); Call-Ace's laws; the 1862 code's chapter and page; a section of Keller's chapter.
_ID = re.compile(r"^(foster:(\d+|text|[a-z0-9]+(-[a-z0-9]+)*)|callace:\d+|1862:[IVX]+\.\d+|keller:[a-z0-9]+(-[a-z0-9]+)*)$")


def laws_with_id(law_id: str) -> list[Law]:
    """All rules under one id (one, except for shared ids); ``UnknownLaw`` if none. An id as a ruling cites it with its
    anchor (``foster:napoleon#revoke``) is looked up by its id."""
    law_id = law_id.partition("#")[0]
    if not _ID.match(law_id):
        raise UnknownLaw(f"not a law id: {law_id!r} (expected foster:N, foster:text, foster:<section>, callace:N, "
                         "1862:<chapter>.<page> or keller:<section>, with #key for one rule of an id that holds "
                         "several)")
    found = [rule for (i, _), rule in _index().items() if i == law_id]
    if not found:
        raise UnknownLaw(f"no law {law_id!r} in laws/")
    return found


def shown(law_id: str, text: str) -> str:
    """A law's ``text`` as a ruling cites it (its id and verbatim text), as the documents and pages quote it
    (``Law.shown``); a text no rule of the id has, as it is."""
    return next((rule.shown for rule in laws_with_id(law_id) if rule.text == text), text)


def law(law_id: str, key: str = "") -> Law:
    """The law with ``law_id`` (and ``key`` where the id is shared)."""
    try:
        return _index()[(law_id, key)]
    except KeyError:
        if key:
            raise UnknownLaw(f"no rule {key!r} under {law_id!r} in laws/") from None
        found = laws_with_id(law_id)
        if len(found) == 1:
            return found[0]
        raise UnknownLaw(f"{law_id!r} holds several rules: name one of {', '.join(rule.key for rule in found)}") from None
