"""The games of the Euchre family, each a registered object (``find_game``)."""
from __future__ import annotations

from .auction_euchre import AUCTION_EUCHRE
from .base import Bid, Game, Seating, TableOption, seating
from .blind_euchre import BLIND_EUCHRE
from .call_ace import CALL_ACE
from .euchre import EUCHRE
from .five_hand import FIVE_HAND
from .five_hundred import FIVE_HUNDRED
from .french_euchre import FRENCH_EUCHRE
from .penalty_euchre import PENALTY_EUCHRE
from .railroad import RAILROAD
from .set_back import SET_BACK
from .seven_hand import SEVEN_HAND

__all__ = ["GAMES", "Bid", "Game", "Seating", "TableOption", "find_game", "seating"]

GAMES: dict[str, Game] = {game.name: game for game in (EUCHRE, CALL_ACE, RAILROAD, AUCTION_EUCHRE, FRENCH_EUCHRE,
                                                          FIVE_HUNDRED, FIVE_HAND, SEVEN_HAND,
                                                          SET_BACK, BLIND_EUCHRE, PENALTY_EUCHRE)}


def find_game(name: str) -> Game:
    """The registered game called ``name``; ``ValueError`` if none."""
    try:
        return GAMES[name]
    except KeyError:
        raise ValueError(f"unsupported game: {name}") from None
