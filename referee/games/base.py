"""A game of the Euchre family as a registered object: what it declares, the engine asks.

Each game is a subclass declaring what differs (python-chess's variants): how many seats it is
played with and the codes that govern it, the pack by the number of seats, the deal, how the
seats make sides, who the maker's partners are and how it scores. Nothing outside a game's module asks which game it is.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True, slots=True)
class TableOption:
    """One option a table of the game may agree before play (record format ``options``), as the new-table form offers
    it: a box to tick where the default is a bool, a number where it is an int, else a choice among ``choices``
    (value, label; ``""``: not agreed). Only a value other than ``default`` is written to the record."""

    name: str
    label: str
    default: bool | int | str
    choices: tuple[tuple[str, str], ...] = ()


#: Options more than one game declares (``Game.table_options``): a game of so many points and rubbers (foster:1, 3),
#: the joker, and the house customs of games played by the turn-up with lone hands.
GAME_TO = TableOption("game_to", "Game to", 5)
RUBBERS = TableOption("rubbers", "Rubbers (best of three games)", True)
JOKER = TableOption("joker", "Joker in the pack", False)
LONE_LEAD = TableOption("lone_lead", "Lone hand: who leads", "eldest", (
    ("eldest", "The eldest hand (the laws)"), ("left_of_lone", "The player on the lone player's left (house custom)")))
STICK_THE_DEALER = TableOption("stick_the_dealer", "Stick the dealer (house custom)", False)


class Game:
    """A game. Subclasses declare their values; the methods answer from them."""

    name: ClassVar[str]
    """The game's name in the record format (``euchre``, ``call-ace``)."""
    title: ClassVar[str]
    seats: ClassVar[tuple[int, ...]]
    """The numbers of seats the game is played with."""
    seats_said: ClassVar[str]
    """The same, as a record's error says it: ``Euchre is played by two, three, four or six.``"""
    codes: ClassVar[tuple[str, ...]]
    """The codes that govern it."""
    hand: ClassVar[int] = 5
    """Cards dealt to each seat; a trump card is turned up after the deal."""
    runs_on: ClassVar[bool] = False
    """The scores simply run on: no games are won."""
    hidden_partner: ClassVar[bool] = False
    """The maker's partner is found in the play (the holder of a card called), not fixed by the seats."""
    first_dealer_by_jack: ClassVar[bool] = False
    """The first dealer is the player who receives the first jack thrown round (else: the lowest cut)."""
    joker_suit: ClassVar[str | None] = None
    """The game's own law that the suit a turned joker makes is agreed beforehand (``options.joker_suit``)."""
    partners_best: ClassVar[str | None] = None
    """The law by which a lone player passes a card face down to his partner for his partner's best, and the
    partner gives it (Railroad); None where the game has no such exchange."""
    lone_defence: ClassVar[str | None] = None
    """The law by which an adversary of a lone player may play alone against him (Railroad); None where none may."""
    lone_defence_euchre: ClassVar[tuple[int, str] | None] = None
    """What the euchre of a lone maker by a lone defender counts the defenders, and the law that says so."""
    pat_hand: ClassVar[str | None] = None
    """The law by which a pat hand (a lone hand without partner's best, or a lone dealer's without the turn-up) may be
    agreed to count five, its failure one to the adversaries and its euchre three, with no lone hand against it."""
    jambone: ClassVar[str | None] = None
    """The game's own law of the jambone, where it has one (Railroad's); its counts in ``jambone_counts``."""
    jambone_counts: ClassVar[tuple[int, int, int]] = (0, 0, 0)
    """What the jambone player's side counts for five tricks, for three or four, and euchred."""
    jamboree: ClassVar[str | None] = None
    """The game's own law of the jamboree, where it has one (Railroad's: sixteen, the maker only)."""
    lap: ClassVar[str | None] = None
    """The law of the game's own by which the lap may be agreed (Railroad), where the code has none."""
    slam: ClassVar[str | None] = None
    """The law of the game's own by which the slam may be agreed (Railroad), where the code has none."""
    games_and_rubbers: ClassVar[bool] = False
    """Played to a game's end and in rubbers as four-hand Euchre is (foster:3): the game declares ``game_to`` and
    ``rubbers`` among its ``table_options``; the sheet counts each side's games and rubbers, draws the code's counters
    in a game of five and shows the makers' tricks."""
    progressive: ClassVar[bool] = False
    """Played at an evening's progressive tables (foster:progressive: "the ordinary four-handed game")."""
    compared_with: ClassVar[tuple[str, ...]] = ()
    """Codes that do not govern the game but have rules of their own for some of its parts, by which ``referee rule
    --compare`` also rules its record, each by its own text (Railroad: the 1862 code's jambone and jamboree, 1862:IV;
    ``DealState.own_jambone``). A record may not name them as its code."""
    table_options: ClassVar[tuple[TableOption, ...]] = ()
    """The options the new-table form offers for the game, in order, with their labels and defaults; the form keeps
    only these of what it is sent (a game registered with its options appears in the form by registering)."""
    one_pass: ClassVar[bool] = False
    """A regular deal at a table of four seats in two fixed pairs, a trump turned, may be ruled in one pass
    (``regular``)."""

    def codes_for(self, seats: int) -> tuple[str, ...]:
        """The codes that govern the game played with ``seats``."""
        return self.codes

    def pack_size(self, seats: int) -> int:
        """The cards of the pack in use with ``seats`` players, unless the options agree another."""
        raise NotImplementedError

    def side_seats(self, seats: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
        """The seats of each side, in seat order: each seat alone where each plays for himself."""
        return tuple((s,) for s in seats)

    def partners(self, seats: tuple[str, ...], seat: str) -> tuple[str, ...]:
        """The seats fixed as ``seat``'s partners for the game (none where each plays for himself, or where the
        maker's partner is found in the play)."""
        return seating(self, seats).partners[seat]


@dataclass(frozen=True, slots=True)
class Seating:
    """A table's sides as its game makes them: each named by its seats joined in seat order (family.md §2)."""

    sides: tuple[str, ...]
    side: dict[str, str]
    """Each seat's side."""
    partners: dict[str, tuple[str, ...]]
    """Each seat's fixed partners."""


@functools.lru_cache(maxsize=256)
def seating(game: Game, seats: tuple[str, ...]) -> Seating:
    """The sides of ``game`` at a table of ``seats``, made once for the tables seen lately (bounded: the seats'
    names come from the records the service is sent)."""
    groups = game.side_seats(seats)
    return Seating(tuple("".join(group) for group in groups),
                   {seat: "".join(group) for group in groups for seat in group},
                   {seat: tuple(s for s in group if s != seat) for group in groups for seat in group})
