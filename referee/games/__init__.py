"""The games of the Euchre family, each a registered object (``find_game``)."""
from __future__ import annotations

from .base import Game, Seating, TableOption, seating
from .blind_euchre import BLIND_EUCHRE
from .call_ace import CALL_ACE
from .euchre import EUCHRE
from .penalty_euchre import PENALTY_EUCHRE
from .railroad import RAILROAD

__all__ = ["GAMES", "Game", "Seating", "TableOption", "find_game", "seating"]

GAMES: dict[str, Game] = {game.name: game for game in (EUCHRE, CALL_ACE, RAILROAD, BLIND_EUCHRE, PENALTY_EUCHRE)}


def find_game(name: str) -> Game:
    """The registered game called ``name``; ``ValueError`` if none."""
    try:
        return GAMES[name]
    except KeyError:
        raise ValueError(f"unsupported game: {name}") from None
