"""The new-table form, from the registry: every registered game (``games.GAMES``) with its title and seats, the codes
that govern it (``codes.CODES``) and the options it declares (``Game.table_options``), and the options a form sent
comes to for the game chosen. A game appears here by registering; nothing here asks which game it is."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..games import GAMES, TableOption
from ..law.codes import CODES
from .bounds import number_or_text


@dataclass(frozen=True, slots=True)
class FormOption:
    """One field of the form's "Agreed before play": an option by its name, the games that declare it (each with
    its label: a law's option reads as the game's law has it), shown for those games alone."""

    name: str
    labels: dict[str, str]
    """Each declaring game's label, by game, in the order of the registry."""
    declared: TableOption
    """The first declaring game's declaration: the field's kind, choices and default."""

    @property
    def games(self) -> str:
        """The games that take it, as the form's ``data-games`` says them."""
        return " ".join(self.labels)

    @property
    def kind(self) -> str:
        """``check``, ``number`` or ``choice``: how the form asks for it."""
        default = self.declared.default
        return "choice" if self.declared.choices else "check" if isinstance(default, bool) else "number"

    @property
    def one_label(self) -> str | None:
        """The label where every game that takes it says it alike, else ``None`` (each game's is shown with it)."""
        return next(iter(self.labels.values())) if len(set(self.labels.values())) == 1 else None

    @property
    def defaults(self) -> str:
        """Each declaring game's default, as the form's ``data-defaults`` says them (``euchre:5 five-hundred:500``):
        the form's script puts the chosen game's in a field left at the last game's."""
        return " ".join(f"{game}:{self.default_for(game)}" for game in self.labels)

    def default_for(self, game: str) -> bool | int | str:
        """What the form shows unsent for ``game`` (its own declaration's default where it declares the option)."""
        own = next((o for o in GAMES[game].table_options if o.name == self.name), None) if game in GAMES else None
        return (own or self.declared).default


def form_options() -> list[FormOption]:
    """Every option any registered game declares, once, in the order they are first declared."""
    found: dict[str, FormOption] = {}
    for name, game in GAMES.items():
        for option in game.table_options:
            if option.name not in found:
                found[option.name] = FormOption(option.name, {}, option)
            found[option.name].labels[name] = option.label
    return list(found.values())


#: The seats the form offers for a game played by four: the compass, as the form always has.
COMPASS = ("N", "E", "S", "W")


def asked_game(name: str | None) -> str:
    """The game the form is opened for (``/tables/new?game=X``): X where it is a registered game, else the first
    registered (a name not registered is no error: the form as usual)."""
    return name if name is not None and name in GAMES else next(iter(GAMES))


def first_code(game: str) -> str:
    """The code the form chooses for ``game`` until another is chosen: the first that governs it."""
    return GAMES[game].codes[0] if game in GAMES else ""


def seats_for(game: str) -> str:
    """The seats the form offers for ``game`` until others are typed: the compass where it is played by four, else
    as many letters from A as the fewest it is played by (Penalty Euchre's five: ``A B C D E``)."""
    counts = GAMES[game].seats if game in GAMES else (len(COMPASS),)
    return " ".join(COMPASS if len(COMPASS) in counts else "ABCDEFGHIJ"[:min(counts)])


def codes_offered() -> dict[str, tuple[str, tuple[str, ...]]]:
    """Each registered code by name: its title and the games it governs (the form offers it for those)."""
    return {name: (code.title, code.games) for name, code in CODES.items()}


def options_from(form: Mapping[str, str], game: str) -> dict[str, Any]:
    """The options a form sent (``option.<name>``) come to, for ``game``: only those the game declares. A box ticked
    is True; unticked, False where its default is True (rubbers) and the form's options were sent, else left out. A
    number or a choice is kept where it differs from the default, or always where the option is ``kept``; a number not
    a whole one is kept as sent, for the record's check to name. An unknown game: none (the record's check names the game)."""
    if game not in GAMES:
        return {}
    out: dict[str, Any] = {}
    for option in GAMES[game].table_options:
        sent = form.get(f"option.{option.name}")
        if isinstance(option.default, bool):
            if sent:
                out[option.name] = True
            elif option.default and form.get("options_sent"):
                out[option.name] = False
            continue
        value = (sent or "").strip()
        if not value or value == str(option.default) and not option.kept:
            continue
        out[option.name] = number_or_text(value) if isinstance(option.default, int) else value
    return out


def option_labels() -> dict[str, str]:
    """What the form calls each option, for its errors (the first declaring game's label)."""
    return {o.name: o.declared.label for o in form_options()}
