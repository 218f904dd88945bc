"""A game of the Euchre family as a registered object: what it declares, the engine asks.

Each game is a subclass declaring what differs (python-chess's variants): how many seats it is
played with and the codes that govern it, the pack by the number of seats, the deal, how the
seats make sides, who the maker's partners are and how it scores. Nothing outside a game's module asks which game it is.
"""
from __future__ import annotations

import functools
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar

from ..cards import Card, Suit, best_of, standing, suits_under

#: The events of record format 1 every game of the family has: its table's (record-format.md §1) but Call-Ace's call of
#: a partner; the events family.md §3 adds are each a game's own (``Game.events``).
EVENTS = frozenset({"cut_for_deal", "shuffle", "cut", "deal", "deal_fault", "pass", "order_up", "take_up", "turn_down",
                    "make", "declare", "go_alone", "discard", "play", "quit_trick", "expose", "correct", "take_back",
                    "remark", "look_back", "claim", "show", "elect", "call", "abandon", "outcome"})


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
    """Played to a game's end and in rubbers as four-hand Euchre is (foster:3): the table form offers ``game_to``,
    rubbers and the 1862 code's additions; the sheet counts each side's games and rubbers, draws the code's counters
    in a game of five and shows the makers' tricks. (Railroad's sheet shows its points only, as it always has.)"""
    progressive: ClassVar[bool] = False
    """Played at an evening's progressive tables (foster:progressive: "the ordinary four-handed game")."""
    events: ClassVar[frozenset[str]] = EVENTS
    """The event types the game has: record format 1's (``EVENTS``) and those its own section adds (family.md §3). An
    event of another type is a fact all the same, recorded, never refused: the engine rules that the game has no such
    fact, and it has no effect (``engine.DealReplay.push``)."""
    one_pass: ClassVar[bool] = False
    """A regular deal at a table of four seats in two fixed pairs, a trump turned, may be ruled in one pass
    (``regular``): the game's ``must_play`` asks no more of a player than a card of the suit led where he holds one."""

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

    # -- the rules of play, walked here alone: the engine, the one pass, EGN and the pages ask them --------------

    def ranking(self, trump: Suit | None) -> Ranking:
        """The game's ranking of the cards when ``trump`` is trumps, and what it makes a player play (``Ranking``);
        a game whose rules ask more of a player (must head the trick, must trump) returns its own."""
        return follow_suit(trump)

    def must_play(self, hand: Collection[Card], plays: Sequence[tuple[str, Card]], trump: Suit | None) -> list[Card]:
        """``Ranking.must_play`` under ``trump``."""
        return self.ranking(trump).must_play(hand, plays)

    def play_order(self, seats: tuple[str, ...], leader: str, out: Collection[str] = ()) -> tuple[str, ...]:
        """The seats in the order of play from ``leader``, to his left round the table, without those in ``out``
        (a lone player's partners, who lay down their cards; a hand dealt short once played out, foster:23)."""
        return _play_order(seats, leader, tuple(out))

    def first_leader(self, seats: tuple[str, ...], dealer: str, lone: str | None, out: Collection[str],
                     lone_lead: str) -> str:
        """Who leads the first trick: "the eldest hand, or the player next him on the left, if the partner of the
        eldest hand is playing alone" (foster:text#lead), the first of the order of play from the eldest without the
        seats ``out``; under the house custom ``lone_lead: left_of_lone``, the lone player's left-hand adversary."""
        if lone is not None and lone_lead == "left_of_lone":
            return seats[(seats.index(lone) + 1) % len(seats)]
        return self.play_order(seats, seats[(seats.index(dealer) + 1) % len(seats)], out)[0]


class Ranking:
    """The cards ranked when ``trump`` is trumps, as the Euchre family ranks them: the joker, the right bower and the
    left above the other trumps, a trump above any plain card, the left bower and the joker of the trump suit
    (foster:text#bowers, foster:text#joker); and the rule of play it gives, follow suit."""

    __slots__ = ("standing", "suit", "trump")

    def __init__(self, trump: Suit | None) -> None:
        self.trump = trump
        self.suit: Mapping[Card, Suit | None] = suits_under(trump)
        """The suit each card belongs to, for following suit, revoking and winning tricks."""
        self.standing = standing(trump)

    def must_play(self, hand: Collection[Card], plays: Sequence[tuple[str, Card]]) -> list[Card]:
        """Of ``hand``, the cards a player must play to the trick ``plays`` (led: not empty): those of the suit led,
        "the others must follow suit if they can" (foster:text#lead; failing to is a revoke, foster:text#follow-suit);
        none where he holds none of it and may play any card."""
        suit = self.suit
        led = suit[plays[0][1]]
        return [c for c in hand if suit[c] is led] if led in map(suit.__getitem__, hand) else []

    def trick_winner(self, plays: Sequence[tuple[str, Card]]) -> str:
        """The seat whose card wins the trick ``plays``: the best trump, else the best card of the suit led."""
        return best_of(plays, self.standing)


@functools.cache
def follow_suit(trump: Suit | None) -> Ranking:
    """The family's ranking under ``trump`` (``Ranking``), made once for each trump."""
    return Ranking(trump)


@functools.lru_cache(maxsize=1024)
def _play_order(seats: tuple[str, ...], leader: str, out: tuple[str, ...]) -> tuple[str, ...]:
    """``Game.play_order``, made once for each table, leader and seats out seen lately (bounded: the seats' names
    come from the records the service is sent)."""
    i = seats.index(leader)
    return tuple(s for s in (seats[(i + k) % len(seats)] for k in range(len(seats))) if s not in out)


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
