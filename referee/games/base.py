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
class Bid:
    """A bid as the game judges it: the number said, its suit (``S H D C``, ``NT``) where named, and misère."""

    value: int
    suit: str | None = None
    misere: bool = False


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
    """Cards dealt to each seat, and so the tricks of a hand (five; Five Hundred's ten): the hand is scored when they
    are played (``DealState.quit_trick``), and a hand of another number is the wrong number of cards."""
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
    game_law: ClassVar[str | None] = None
    """The game's own law of the points that make a game (Five Hundred's five hundred), which its sheet counts by;
    None where the code's law says it (foster:text, five points)."""
    rubbers: ClassVar[bool] = True
    """Its games are counted into rubbers (foster:3) unless the table agrees otherwise; False where the game has none
    (Five Hundred: "Five hundred points is game")."""
    progressive: ClassVar[bool] = False
    """Played at an evening's progressive tables (foster:progressive: "the ordinary four-handed game")."""
    table_options: ClassVar[tuple[TableOption, ...]] = ()
    """The options the new-table form offers for the game, in order, with their labels and defaults; the form keeps
    only these of what it is sent (a game registered with its options appears in the form by registering)."""
    one_pass: ClassVar[bool] = False
    """A regular deal at a table of four seats in two fixed pairs, a trump turned, may be ruled in one pass
    (``regular``)."""

    incorporates: ClassVar[str | None] = None
    """The section's sentence by which the ordinary game's laws govern the game ("exactly the same as the ordinary
    four or six-handed game"): Foster's Laws 1-40 are binding for it, each ruling by one of them citing the sentence
    beside it (family.md §1); None where the game's laws are its own or bind by their own terms."""
    bidding: ClassVar[str | None] = None
    """The law by which the trump is made by bidding instead of by a turn-up: each in turn from the eldest hand, one
    bid or a pass (``referee.bidding``); None where a trump is turned up."""
    one_bid: ClassVar[str | None] = None
    """The law that each player has one bid, and no second bid."""
    bid_names_suit: ClassVar[str | None] = None
    """The law by which a bid names its suit, the suit of the bid that holds being the trump; None where the holder
    of the bid names the trump (``make``) once the bidding is over."""
    equal_bids: ClassVar[str] = "keller:french-euchre#equal-bids"
    """The law that of equal bids the first holds: the game's own where ``equal_bids_binding``, else cited as
    persuasive where the game's section is silent (family.md §4: Keller's rule for French Euchre)."""
    equal_bids_binding: ClassVar[bool] = False
    no_lone_hands: ClassVar[str | None] = None
    """The game's own law that lone hands cannot be played (Keller's French Euchre); None where they may."""
    bid_scores: ClassVar[tuple[str, str] | None] = None
    """The laws by which the holder of the bid and his side score the number bid and no more, and euchred, the
    adversaries score it; None where a hand is scored by its tricks as the code scores them."""
    first_lead: ClassVar[str | None] = None
    """The game's own law of who leads the first trick, where the game names him (the eldest hand, Auction)."""
    bidder_leads: ClassVar[bool] = False
    """The holder of the bid leads the first trick (``first_lead`` the law that says so); else the eldest hand."""

    def bid_fault(self, bid: Bid, holding: Bid | None) -> tuple[str, str] | None:
        """Why the game does not allow ``bid`` (what is wrong with it, and the law that says what a bid must be),
        ``holding`` being the bid that holds so far; None if it allows it."""
        return None

    def bid_rank(self, bid: Bid) -> int:
        """The value of a bid for ranking against another (the number bid, unless the game ranks bids otherwise)."""
        return bid.value

    def bids(self) -> tuple[Bid, ...]:
        """The bids the game allows, as the table's bidding panel offers them, in rows by suit (the panel shows those
        that pass the bid holding); none where the panel offers no bids as buttons."""
        return ()

    def bid_ends(self, bid: Bid) -> str | None:
        """The law by which ``bid`` ends the bidding (none can pass it), or None."""
        return None

    def game_to(self, seats: int) -> int:
        """The points of a game with ``seats`` players, unless the options agree another (``options.game_to``)."""
        return 5

    bidder_counts_first: ClassVar[str | None] = None
    """The law by which the bidder counts first after the hand (Five Hundred): where he and another reach the game in
    the same deal, he goes out first. None where the game has no such law."""
    no_trumps: ClassVar[str | None] = None
    """The law by which a hand may be played without trumps and the joker, led in it, has its suit named by its leader
    (``play.names``, Five Hundred); None where the game has no hand without trumps."""

    def bid_points(self, tricks: int, suit: str | None, won: int) -> tuple[int, str]:
        """What the bidder's side scores for a bid of ``tricks`` in ``suit`` when it won ``won`` tricks (negative
        where it is set back), and the law that says so, where the game scores by the bid."""
        raise NotImplementedError

    widow_to_bidder: ClassVar[str | None] = None
    """The law by which the widow is taken by the successful bidder alone (Five Hundred); None where another may."""
    trick_points: ClassVar[tuple[int, str] | None] = None
    """What every side but the bidder's scores for each trick it wins, and the law, where the game scores by the bid
    (None where it does not)."""

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
