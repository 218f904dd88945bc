"""A game of the Euchre family as a registered object: what it declares, the engine asks.

Each game is a subclass declaring what differs (python-chess's variants): how many seats it is
played with and the codes that govern it, the pack by the number of seats, the deal, how the
seats make sides, who the maker's partners are and how it scores. Nothing outside a game's module asks which game it is.
"""
from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True, slots=True)
class CountDown:
    """How a code counts a game whose count is wiped down (Set-back): the count each seat starts a game at, and the
    laws by which a deal changes it (``count_down``)."""

    start: int
    """The count each seat starts a game at, unless the options agree another (``options.start``)."""
    point: tuple[str, ...]
    """The laws by which the maker's three or four tricks deduct one from his count."""
    march: tuple[str, ...]
    """The laws by which his march deducts two."""
    euchred: tuple[str, ...]
    """The laws by which the maker euchred is set back two, his adversaries counting nothing."""
    no_trick: str | None = None
    """The law by which every player who played and took no trick is set back one, where the code has it."""


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
    in a game of five and shows the makers' tricks. (Railroad's sheet shows its points only, as it always has.)"""
    progressive: ClassVar[bool] = False
    """Played at an evening's progressive tables (foster:progressive: "the ordinary four-handed game")."""
    table_options: ClassVar[tuple[TableOption, ...]] = ()
    """The options the new-table form offers for the game, in order, with their labels and defaults; the form keeps
    only these of what it is sent (a game registered with its options appears in the form by registering)."""
    one_pass: ClassVar[bool] = False
    """A regular deal at a table of four seats in two fixed pairs, a trump turned, may be ruled in one pass
    (``regular``)."""

    count_down: ClassVar[Mapping[str, CountDown]] = {}
    """By code, how each seat's count is wiped down where the game keeps one (Set-back): a deal's points are the change
    to each count; the game is won by the first count wiped out, a count goes no lower than nothing, and every seat
    starts the next game at the start again (``scoring.Tally``). Empty where the scores count up."""
    incorporates: ClassVar[Mapping[str, str]] = {}
    """Code -> the sentence of the game's own section by which that code's laws bind the game: cited beside them in
    every ruling that cites them (family.md §1)."""
    silent_section: ClassVar[str | None] = None
    """The game's own section of Foster's chapter where it does not say that the ordinary game's laws govern (Blind,
    Penalty Euchre): Foster's Euchre Laws are then persuasive for the game, never binding, and every ruling says so
    (family.md §1)."""
    scored_as_seats: ClassVar[int | None] = None
    """Where the game's own section gives no scores: the number of seats whose scoring by the code's laws the game is
    scored as (Blind Euchre: Cut-throat's three), each scored deal's ruling saying the section is silent."""
    count_option: ClassVar[str] = "start"
    """Where the game has a ``count_down``: the option agreed before play that gives the count each seat starts at,
    unless its ``CountDown.start`` (``options.start``; Penalty Euchre's ``options.counters``)."""
    widow_makes: ClassVar[str | None] = None
    """The law by which the player who takes the widow, in turn from the eldest hand, names the trump and plays alone
    against all the others (Blind Euchre); None where taking the widow is no such thing."""
    widow_void: ClassVar[str | None] = None
    """The law by which a deal whose widow no one takes is void (Blind Euchre)."""
    exchange: ClassVar[str | None] = None
    """The law by which each player in turn may exchange his hand, face down, for the widow or for the hand another
    abandoned by taking it (Penalty Euchre's ``exchange``); None where no one may."""
    no_maker: ClassVar[str | None] = None
    """The law by which the trump turned is left on the pack, no one making it, the eldest hand leading and every man
    for himself (Penalty Euchre); the trump is the turn-up's suit once the exchanges are over."""
    counters_paid: ClassVar[str | None] = None
    """The law by which each player who took no trick receives a counter from each of the others, the rule that each
    then puts back into the pool a counter for each trick he took being ``pool``'s (Penalty Euchre): the hand is scored
    so, by seat, and the pool shown."""
    won_by: ClassVar[str | None] = None
    """The game's own law of how a game is won, where it is not the code's game of points (Penalty Euchre: the first
    rid of his counters); the sheet counts by it."""
    pool: ClassVar[str | None] = None
    """The law by which counters are put back into the pool, one for each trick taken (Penalty Euchre)."""
    widow: ClassVar[int] = 0
    """Cards dealt face down apart as the widow (``deal.widow``, family.md §3), in no hand until taken
    (``take_widow``); 0 where the game deals none."""
    turns_up: ClassVar[bool] = True
    """A trump card is turned up after the deal (``deal.turn_up``); False where none is and the trump is named."""

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
