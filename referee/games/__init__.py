"""The games of the Euchre family, each a registered object (``find_game``).

A game is registered by defining it: every module (or package) under ``referee/games/`` is looked through once, on
the registry's first use, and each ``Game`` it defines at its top level is found by its ``name``. Adding a game
touches no file here. The games below are named only to keep their order (the first, Euchre, is the
new-table form's default); the rest follow in the order of their modules' names.
"""
from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterator, MutableMapping

from .base import Bid, Game, Seating, TableOption, seating

__all__ = ["GAMES", "Bid", "Game", "Seating", "TableOption", "find_game", "seating"]

#: The Euchre games in the order the registry has always listed them, by name (their modules are imported on the
#: registry's first use, as every game's is: a game ported onto the table imports the engine, which imports this).
_FIRST = ("euchre", "call-ace", "railroad", "auction-euchre", "french-euchre", "five-hundred", "five-hand-euchre",
          "seven-hand-euchre", "set-back", "blind-euchre", "penalty-euchre")


class Registry(MutableMapping[str, Game]):
    """The games by name: those above, then every other ``Game`` a module of this package defines, found on first
    use (not at import: a game's module may import the record's event types, whose module imports this one). A game
    may also be registered by assignment (``GAMES[game.name] = game``), as a test registers one of its own."""

    def __init__(self, first: tuple[str, ...]) -> None:
        self._first = first
        self._games: dict[str, Game] | None = None

    def _found(self) -> dict[str, Game]:
        games = self._games
        if games is None:
            found: dict[str, Game] = {}
            for module in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
                loaded = importlib.import_module(f"{__name__}.{module.name}")
                for value in vars(loaded).values():
                    if isinstance(value, Game) and found.setdefault(value.name, value) is not value:
                        raise TypeError(f"two games are named {value.name!r}")
            games = {name: found[name] for name in self._first}
            games.update(found)
            self._games = games
        return games

    def __getitem__(self, name: str) -> Game:  # asked for each record: the found games' dict, once found
        games = self._games
        return (games if games is not None else self._found())[name]

    def __setitem__(self, name: str, game: Game) -> None:
        self._found()[name] = game

    def __delitem__(self, name: str) -> None:
        del self._found()[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._found())

    def __len__(self) -> int:
        return len(self._found())


GAMES = Registry(_FIRST)


def find_game(name: str) -> Game:
    """The registered game called ``name``; ``ValueError`` if none."""
    try:
        return GAMES[name]
    except KeyError:
        raise ValueError(f"unsupported game: {name}") from None
