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
from functools import cache
from typing import Any

from .resources import LAWS_DIR


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
    """How a report names a law of a game's own section (its file's ``citation``: ``Foster's Complete Hoyle,
    Railroad Euchre``); empty for the numbered laws and the 1862 code's pages, named from their ids."""

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
        """How a report names the law: ``Foster, Euchre Laws, law 30``."""
        if self.cited_as:
            return self.cited_as
        code, _, rest = self.id.partition(":")
        if code == "foster":
            return "Foster's Complete Hoyle, Euchre (descriptive text)" if rest == "text" else f"Foster's Euchre Laws, law {rest}"
        if code == "callace":
            return f"Foster's Laws of Call-Ace Euchre (1905), law {rest}"
        chapter, _, page = rest.partition(".")
        return f"The Law and Practice of the Game of Euchre (1862), chapter {chapter}, page {page}"


@dataclass(frozen=True, slots=True)
class Citation:
    """A reference from the engine to one law: its id, and its key where the id is shared."""

    id: str
    key: str = ""

    @property
    def law(self) -> Law:
        return law(self.id, self.key)


def cite(ref: str) -> Citation:
    """``cite("foster:30")``; ``cite("foster:text#lead")`` for a keyed rule."""
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
            furniture=tuple(entry.get("furniture", ())), cited_as=data.get("citation", ""),
        )
        for data in docs
        for entry in data["law"]
    )


@cache
def _index() -> dict[tuple[str, str], Law]:
    return {(rule.id, rule.key): rule for code in codes() for rule in code_laws(code)}


#: Law ids: Foster's numbered laws, his chapter's text and a game's own section of his family chapter
#: (``foster:railroad``); Call-Ace's laws; the 1862 code's chapter and page; a section of Keller's chapter.
_ID = re.compile(r"^(foster:(\d+|text|[a-z0-9]+(-[a-z0-9]+)*)|callace:\d+|1862:[IVX]+\.\d+|keller:[a-z0-9]+(-[a-z0-9]+)*)$")


def laws_with_id(law_id: str) -> list[Law]:
    """All rules under one id (one, except for shared ids); ``UnknownLaw`` if none."""
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
