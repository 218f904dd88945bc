"""What every printed document says the same way: who sits where, the code
and options in force, a law quoted. Pure Python: no rendering here."""
from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import Suit
from ..games import Game
from ..law.codes import find_code
from ..law.laws import Law, cite, laws_with_id, shown

SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
#: A deal's trump as the papers say it: a suit, or ``NT``, a hand played without trumps (Five Hundred, foster:500).
TRUMP_NAMES = {**SUIT_NAMES, "NT": "no trumps"}
TRUMP_SYMBOLS = {**SUIT_SYMBOLS, "NT": "NT"}

#: The paper a document prints on, by the names the command line and the web accept, as CSS names its size.
PAGE_SIZES = {"a4": "A4", "letter": "letter"}


def signed(n: int) -> str:
    """A balance as the sheets print it: ``+3``, ``0``, ``−2`` (a minus sign, not a hyphen)."""
    return f"+{n}" if n > 0 else score(n)


def score(n: int) -> str:
    """A score as the sheets print it: ``3``, ``0``, ``−1`` (a deduction may take it below nothing)."""
    return "−" + str(-n) if n < 0 else str(n)


@dataclass(frozen=True, slots=True)
class Quote:
    """A law as a document prints it: citation, title, verbatim text (its scan's page furniture a page mark,
    ``Law.shown``)."""

    id: str
    citation: str
    title: str
    text: str
    persuasive: bool = False

    @classmethod
    def of(cls, law: Law, persuasive: bool = False) -> Quote:
        return cls(law.id, law.citation, law.title, law.shown, persuasive)

    @classmethod
    def cited(cls, citation: dict[str, Any]) -> Quote:
        """From a ruling's ``citations`` or ``basis`` entry (``{id, title, text[, persuasive]}``)."""
        law_id = citation["id"]
        return cls(law_id, laws_with_id(law_id)[0].citation, citation["title"], shown(law_id, citation["text"]),
                   bool(citation.get("persuasive", False)))


def by_number(name: str) -> list[str | int]:
    """A name as the documents order names: its numbers as numbers, ``Table 2`` before ``Table 10`` (a sort key;
    the words in alphabetical order, whatever their case)."""
    return [int(part) if k % 2 else part.casefold() for k, part in enumerate(re.split(r"(\d+)", name))]


def who(seat: str, players: dict[str, str]) -> str:
    """``Ann (N)``, or the seat alone when the record names no player there."""
    return f"{players[seat]} ({seat})" if seat in players else seat


def sides(game: Game, seats: Sequence[str]) -> list[tuple[str, tuple[str, ...]]]:
    """The sides ``game`` makes of ``seats``, with their seats: ``[("NS", ("N", "S")), ...]``; each seat alone in
    call-ace."""
    return [("".join(group), group) for group in game.side_seats(tuple(seats))]


def side_names(game: Game, record: Mapping[str, Any]) -> dict[str, str]:
    """Each side of ``record`` (a table of ``game``) named by its players: ``{"NS": "Ann & Cy", ...}``."""
    players = record.get("players") or {}
    return {side: " & ".join(players.get(s, s) for s in seats) for side, seats in sides(game, record["seats"])}


def side_labels(game: Game, record: Mapping[str, Any]) -> dict[str, str]:
    """Each side of ``record`` (a table of ``game``) as a document prints it: ``NS`` for seats of a letter, else its
    seats joined by a dash, ``North–South``, where a narrow column's heading may break."""
    return {side: ("" if all(len(s) == 1 for s in seats) else "–").join(seats)
            for side, seats in sides(game, record["seats"])}


def code_title(game: Game, record: Mapping[str, Any]) -> str:
    """The code in force as the documents name it: where ``game``'s own section does not incorporate the ordinary
    game's laws (``Game.silent_section``: Five Hundred, Blind and Penalty Euchre), that section, not "Euchre Laws"."""
    silent = game.silent_section
    return cite(silent).law.citation if silent is not None and record["code"] == "foster" else \
        find_code(record["code"]).title


_OPTION_WORDS: dict[str, Any] = {
    "game_to": lambda v: f"game of {v} points",
    "joker": lambda v: "the joker in the pack" if v else "no joker",
    "lap": lambda v: "the lap: points over game carried to the next" if v else "no lap",
    "slam": lambda v: "the slam: a love game counts two games" if v else "no slam",
    "jambone": lambda v: "the jambone" if v else "no jambone",
    "jamboree": lambda v: "the jamboree" if v else "no jamboree",
    "rubbers": lambda v: "rubbers played" if v else "no rubbers",
    "stick_the_dealer": lambda v: "stick the dealer (house custom)" if v else "the dealer is not stuck",
    "lone_lead": lambda v: ("the player on the lone player's left leads (house custom)" if v == "left_of_lone"
                            else "the eldest hand leads against a lone hand"),
    "pack": lambda v: f"a pack of {v} cards",
    "pat_hand": lambda v: "the pat hand: a lone hand without partner's best counts five" if v else "no pat hand",
    "joker_suit": lambda v: f"a joker turned up makes {Suit.parse(v).plural} trumps",
    "start": lambda v: f"each player's count starts at {v}",
    "declare_all": lambda v: "a player may declare to take all five tricks (Keller)" if v else "no declaring",
    "euchre_deducts": lambda v: ("the adversaries of a player euchred deduct two (Keller)" if v
                                 else "the adversaries of a player euchred count nothing"),
}


def options_agreed(record: dict[str, Any]) -> list[str]:
    """The options the record says were agreed before play, in words; the defaults are not listed."""
    return [_OPTION_WORDS[name](value) if name in _OPTION_WORDS else _said(name, value)
            for name, value in (record.get("options") or {}).items()]


def _said(name: str, value: Any) -> str:
    """An option no document words for itself (a game's own: Napoleon's ``pool``): ``pool agreed``, ``no pool``,
    ``pool stake: 2``."""
    words = name.replace("_", " ")
    if isinstance(value, bool):
        return f"{words} agreed" if value else f"no {words}"
    return f"{words}: {value}"
