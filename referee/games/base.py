"""A game of the Euchre family as a registered object: what it declares, the engine asks.

Each game is a subclass declaring what differs (python-chess's variants): how many seats it is
played with and the codes that govern it, the pack by the number of seats, the deal, how the
seats make sides, who the maker's partners are and how it scores. Nothing outside a game's module asks which game it is.
"""
from __future__ import annotations

import functools
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from ..cards import Card, Suit, best_of, standing, suits_under
from ..law.hand_score import HandScore
from ..law.laws import Citation
from .due import Due, Held
from .euchre_family.part import Family, FamilyPart

#: The events of record format 1 every game of the family has: its table's (record-format.md §1) but Call-Ace's call of
#: a partner; the events family.md §3 adds are each a game's own (``Game.events``).
EVENTS = frozenset({"cut_for_deal", "shuffle", "cut", "deal", "deal_fault", "pass", "order_up", "take_up", "turn_down",
                    "make", "declare", "go_alone", "discard", "play", "quit_trick", "expose", "correct", "take_back",
                    "remark", "look_back", "claim", "show", "elect", "call", "abandon", "outcome"})


@dataclass(frozen=True, slots=True)
class Bid:
    """A bid as the game judges it: the number said, its suit (``S H D C``, ``NT``) where named, and misère."""

    value: int
    suit: str | None = None
    misere: bool = False


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
    kept: bool = False
    """Written to the record even at its default: the default shown is not every code's own (Set-back's start, Foster's
    ten and Keller's five), so the value the table saw is the one agreed."""


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
    joker_suit: ClassVar[str | None] = None
    """The game's own law that the suit a turned joker makes is agreed beforehand (``options.joker_suit``)."""
    partners_best: ClassVar[str | None] = None
    """The law by which a lone player passes a card face down to his partner for his partner's best, and the
    partner gives it (Railroad); None where the game has no such exchange."""
    lone_defence: ClassVar[str | None] = None
    """The law by which an adversary of a lone player may play alone against him (Railroad); None where none may."""
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
    won_by: ClassVar[Mapping[str, str]] = {}
    """By code, the game's own law by which a game is won, which says how: Five Hundred's five hundred points
    (foster:500#game), Penalty Euchre's first rid of his counters (foster:penalty#first-rid), Set-back's first count
    wiped out (by Keller's five, keller:set-back#object; by Foster's ten, read from foster:set-back#reversal). The sheet
    quotes it first; a code not named here wins the game by its own law of the game (``Code.game``: foster's five
    points), as four-hand Euchre does."""
    rubbers: ClassVar[bool] = True
    """Its games are counted into rubbers (foster:3) unless the table agrees otherwise; False where the game has none
    (Five Hundred: "Five hundred points is game")."""
    progressive: ClassVar[bool] = False
    """Played at an evening's progressive tables (foster:progressive: "the ordinary four-handed game")."""
    compared_with: ClassVar[tuple[str, ...]] = ()
    """Codes that do not govern the game but have rules of their own for some of its parts, by which ``referee rule
    --compare`` also rules its record, each by its own text (Railroad: the 1862 code's jambone and jamboree, 1862:IV;
    ``DealState.own_jambone``). A record may not name them as its code."""
    table_options: ClassVar[tuple[TableOption, ...]] = ()
    """The options the new-table form offers for the game, in order, with their labels and defaults; the form keeps
    only these of what it is sent (a game registered with its options appears in the form by registering)."""
    events: ClassVar[frozenset[str]] = EVENTS
    """The event types the game has: record format 1's (``EVENTS``) and those its own section adds (family.md §3). An
    event of another type is a fact all the same, recorded, never refused: the engine rules that the game has no such
    fact, and it has no effect (``engine.DealReplay.push``). Each is taken by one of its parts (``replay_parts``)."""

    def replay_parts(self, family: Family) -> tuple[FamilyPart[Any], ...]:
        """The parts of a deal as the engine replays it (``engine.DealReplay``), in the order an event is asked of them
        (``euchre_family.part``): the game's own, from its package, and the family's (``family``: the engine hands them
        here, for their rules read the deal's state, whose module imports this one). The plain game's: the deal, the
        turn-up's two rounds and the play. A game that owns its deal by parts of its own (``table.owner.DealOwner``,
        not ``replayed``) is not asked."""
        return family.deal, family.turn_up, family.play
    one_pass: ClassVar[bool] = False
    """A regular deal at a table of four seats in two fixed pairs, a trump turned, may be ruled in one pass
    (``regular``): the game's ``must_play`` asks no more of a player than a card of the suit led where he holds one."""
    count_down: ClassVar[Mapping[str, CountDown]] = {}
    """By code, how each seat's count is wiped down where the game keeps one (Set-back): a deal's points are the change
    to each count; the game is won by the first count wiped out, a count goes no lower than nothing, and every seat
    starts the next game at the start again (``scoring.Tally``). Empty where the scores count up."""
    incorporates: ClassVar[Mapping[str, str]] = {}
    """Code -> the sentence of the game's own section by which that code's laws bind the game: cited beside them in
    every ruling that cites them (family.md §1)."""
    hand_thrown_up: ClassVar[str | None] = None
    """The law by which a player may throw up his hand before the play (``throw_up``), take no part in it, and so not
    be set back for taking no trick (Keller's Set-back); None where the game has none. Binding under its own code,
    persuasive under another, as each law of a game's own below (``declarations``)."""
    maker_against_all: ClassVar[str | None] = None
    """The law by which all the other players combine to defeat the maker (Set-back): he cannot throw up his hand."""
    declare_all: ClassVar[str | None] = None
    """The law by which a player may, where agreed (``options.declare_all``), declare to take all five tricks
    (``declare`` of ``all``): all five win him the game, fewer set him back as many points as he had (Keller)."""
    declare_lead: ClassVar[str | None] = None
    """The law by which the player who declares to take all five leads, unless he is the dealer."""
    euchre_deducts: ClassVar[str | None] = None
    """The law by which, where agreed (``options.euchre_deducts``), the adversaries of a player euchred deduct two."""
    variations_agreed: ClassVar[str | None] = None
    """The law by which the game's variations are played only where agreed before play."""

    bidding: ClassVar[str | None] = None
    """The law by which the trump is made by bidding instead of by a turn-up: each in turn from the eldest hand, one
    bid or a pass (``games.euchre_family.bidding``); None where a trump is turned up."""
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
    first_lead: ClassVar[str | None] = None
    """The game's own law of who leads the first trick, where the game names him (the eldest hand, Auction)."""
    bidder_leads: ClassVar[bool] = False
    """The holder of the bid leads the first trick (``first_lead`` the law that says so); else the eldest hand."""

    chosen_partners: ClassVar[str | None] = None
    """The law by which the successful bidder chooses his partners for the deal (``choose_partners``), the scores kept
    by seat; None where partners are fixed by the seats or found in the play."""
    call_holder: ClassVar[str | None] = None
    """The law by which he may take a partner by asking for the holder of a card, who answers "Here"
    (``call_holder``); None where he may not."""

    replayed: ClassVar[bool] = True
    """Its deals are replayed by ``engine.DealReplay``, and the record loader follows its cards as that replay does
    (``schemas._plays_held``): the Euchre games, which own their deal through the adapter (``table.replayed``);
    False for a game whose phases are its own parts (``table.owner.DealOwner``)."""

    def own_ruling(self, record: Any) -> dict[str, Any]:
        """The ruling on ``record`` (a ``record.Record``, which imports this module): every game owns its deal's
        protocol (``table.owner.DealOwner``, folded by ``table.fold``), the Euchre games through the adapter
        (``table.replayed``)."""
        raise NotImplementedError

    def opening_score(self, record: Any) -> dict[str, int] | None:
        """Each seat's score before the record's first deal where the game's ledger says it (Napoleon's fifty
        counters), for the sheets that count the scores on (``scoring.Tally``); None: nothing each, or the count the
        game starts at."""
        return None

    def partners_for(self, bid: Bid) -> tuple[int, str]:
        """How many partners the successful bidder takes for ``bid`` (where he chooses them), and the law."""
        return 0, ""

    def bid_tricks(self, bid: Bid) -> int:
        """The tricks ``bid`` undertakes to win (the number bid, unless the game's bid says otherwise)."""
        return bid.value

    def widow_barred(self, bid: Bid) -> str | None:
        """The law by which the holder of ``bid`` may not take the widow ("the cards in the widow must remain
        untouched"), or None."""
        return None

    def suit_bid(self, seats: int) -> str | None:
        """The law by which a bid names its suit with ``seats`` players (``bid_names_suit``, unless the game says
        otherwise by the number of players)."""
        return self.bid_names_suit

    def bid_fault(self, bid: Bid, holding: Bid | None) -> tuple[str, str] | None:
        """Why the game does not allow ``bid`` (what is wrong with it, and the law that says what a bid must be),
        ``holding`` being the bid that holds so far; None if it allows it."""
        return None

    def bid_rank(self, bid: Bid) -> int:
        """The value of a bid for ranking against another (the number bid, unless the game ranks bids otherwise)."""
        return bid.value

    def bids(self, seats: int) -> tuple[Bid, ...]:
        """The bids the game allows with ``seats`` players, as the table's bidding panel offers them, in rows by suit
        (the panel shows those that pass the bid holding); none where the panel offers no bids as buttons."""
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

    joker_follows: ClassVar[str | None] = None
    """The game's own law that the joker's holder cannot trump with it while he can follow suit (Five Hundred), cited
    on a revoke made with the joker; None where the game has none."""
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
    last_deal: ClassVar[str | None] = None
    """The law by which a sitting ends with the deal of the first dealer's right-hand neighbour (Spoil Five): the sheet
    notes a record that ends otherwise, and nothing is ruled. None where the game has no such law."""
    against: ClassVar[str] = "alone"
    """How the documents and pages say a lone player's hand: "alone", Napoleon's "against all the others"."""
    labels: ClassVar[Mapping[str, str]] = {}
    """Its events' labels for the pages, where it says them otherwise than Euchre (Call-Ace's order up, no partner
    told; a game that owns its deal its own events': Napoleon's "Buy")."""
    by_outcome: ClassVar[bool] = True
    """Whether a deal is scored by its outcome alone (``outcome``, nothing else recorded): the table's scores-only
    form is offered where it is (not in Penalty Euchre, where no one makes the trump)."""
    counters_paid: ClassVar[str | None] = None
    """The law by which each player who took no trick receives a counter from each of the others, the rule that each
    then puts back into the pool a counter for each trick he took being ``pool``'s (Penalty Euchre): the hand is scored
    so, by seat, and the pool shown."""
    pool: ClassVar[str | None] = None
    """The law by which counters are put back into the pool, one for each trick taken (Penalty Euchre)."""
    widow: ClassVar[int] = 0
    """Cards dealt face down apart as the widow (``deal.widow``, family.md §3), in no hand until taken
    (``take_widow``); 0 where the game deals none."""
    turns_up: ClassVar[bool] = True
    """A trump card is turned up after the deal (``deal.turn_up``); False where none is and the trump is named."""

    seven_aside: ClassVar[bool] = False
    """The deal may turn the seven of diamonds aside before the trump (``deal.seven_turned``: Bierspiel's); a record
    of another game saying so is impossible."""

    def cards_dealt(self, seats: int) -> int:
        """The cards a deal takes from the pack with ``seats`` players, which the record loader asks the pack to hold:
        each hand, the widow where the game deals one, and the trump turned."""
        return self.hand * seats + self.widow + self.turns_up

    def impossibilities(self, record: Any, deal: Any, at: str) -> Iterator[tuple[str, str]]:
        """What no table of this game can produce in ``deal`` (a ``record.Deal`` of the ``record.Record``, whose module
        imports this one), at the path ``at``, beyond what the record loader checks of every game: each as (path,
        message): by default a seven of diamonds turned aside where the game turns none (``seven_aside``); a game's own
        besides (Écarté's: the trump card taken into a hand)."""
        if self.seven_aside:
            return
        for i, event in enumerate(deal.events):
            if getattr(event, "seven_turned", None):
                yield f"{at}.events[{i}].seven_turned", (
                    f"{self.title} turns no seven aside: the seven of diamonds turned first is Bierspiel's "
                    "(foster:bierspiel#seven-turned).")

    def seating_impossibilities(self, seats: int, code: str,
                                governs: Callable[[], Sequence[str]]) -> Iterator[tuple[str, str]]:
        """A table of this game with ``seats`` seats under ``code`` that cannot be: a number of seats it is not played
        by, a code that does not govern it with them (``governs``: the games the code governs)."""
        if seats not in self.seats:
            yield "seats", self.seats_said
        codes = self.codes_for(seats)
        if code in self.codes and code not in codes:
            yield "code", f"{self.title} with {seats} seats is ruled by the {' or the '.join(codes)} code."
        elif code not in self.codes:
            others = governs()
            yield "code", (f"{self.title} is ruled by the {self.codes[0]} code." if len(self.codes) == 1 or not others
                           else f"The {code} code governs only {' and '.join(others)}.")

    def score_brought_impossibilities(self, start_score: Mapping[str, int], sides: Sequence[str],
                                      game_to: int) -> Iterator[tuple[str, str]]:
        """A score brought forward (``start_score``) that cannot be: a side not at the table, a game already won (the
        count wiped down to nothing, or the score at ``game_to``, where the scores do not run on)."""
        for side, points in start_score.items():
            if side not in sides:
                yield f"start_score.{side}", f"{side!r} is not a side at this table ({', '.join(sides)})."
            elif self.count_down and points <= 0:
                yield f"start_score.{side}", (f"{points} is a game won: the count brought forward is the game in "
                                              "progress, above nothing.")
            elif not self.runs_on and not self.count_down and points >= game_to:
                yield f"start_score.{side}", (f"{points} is a game won: the score brought forward is the game in "
                                              f"progress, under {game_to}.")

    def pack_impossibilities(self, pack: int, seats: int) -> Iterator[tuple[str, str]]:
        """A pack of ``pack`` cards too small for ``seats`` players: each hand dealt (foster:10, callace:4;
        foster:500#deal), the widow where the game deals one, and the trump turned."""
        need = self.cards_dealt(seats)
        if pack < need and seats in self.seats:  # (a number of seats the game has not: said above)
            dealt = f", deal a widow of {self.widow}" if self.widow else ""
            cards = {5: "five", 7: "seven", 10: "ten"}.get(self.hand, str(self.hand))  # the hands the family deals
            yield "options.pack", (f"A pack of {pack} cards cannot deal {cards} cards to each of "
                                   f"{seats} players{dealt}{' and turn up a trump' if self.turns_up else ''}: "
                                   f"{need} are needed.")

    def outcome_partner_impossibilities(self, record: Any, event: Any, where: str) -> Iterator[tuple[str, str]]:
        """An outcome's ``partner`` (``event``, a ``record.OutcomeAgreed`` naming one, at ``where``) is Call-Ace's
        (the holder of the card called, ``hidden_partner``), and a lone hand has none."""
        if not self.hidden_partner:
            yield f"{where}.partner", ("An outcome names a partner only in Call-Ace (the holder of the card "
                                       f"called); in {record.game} the partners are fixed.")
        elif event.alone and event.partner != event.seat:
            yield f"{where}.partner", f"A lone hand has no partner: {event.seat} played alone."

    def outcome_bid_impossibilities(self, record: Any, event: Any, where: str) -> Iterator[tuple[str, str]]:
        """An outcome's ``bid`` and ``others`` (``event``, a ``record.OutcomeAgreed`` naming either, at ``where``) are
        Five Hundred's (a game scored by the bid's value, every other side ten a trick: ``trick_points``): a bid of
        Foster's table (foster:500#table), the trump its suit, the others keyed by the table's other sides, and no
        more tricks in all than the hand has (foster:500#deal)."""
        if self.trick_points is None:
            for name in ("bid", "others"):
                if getattr(event, name) is not None:
                    yield f"{where}.{name}", (f"An outcome names the {name} only in Five Hundred (scored by the bid's "
                                              f"value and ten a trick to the others); {record.game} is not.")
            return
        bid = event.bid
        if bid is not None and bid not in self.bids(len(record.seats)):
            yield f"{where}.bid", (f"{bid.value} {bid.suit} is not a bid of Foster's table: six to ten tricks, in "
                                   "spades, clubs, diamonds, hearts or no trumps (foster:500#table).")
        elif bid is not None and event.suit is not None and event.suit.value != bid.suit:
            yield f"{where}.suit", (f"The trump is the bid's ({bid.value} {bid.suit}), not {event.suit.plural}: one "
                                    "outcome cannot say both.")
        bidders = record.side_of(event.seat or "") if event.seat in record.seats else None
        for side in event.others or {}:
            if side == bidders:
                yield f"{where}.others.{side}", (f"{side} is the bidder's side: his side's tricks are the outcome's "
                                                 "tricks.")
            elif side not in record.sides and record.sides == record.seats:  # each for himself: a side is a seat
                yield f"{where}.others.{side}", f"Seat {side!r} is not at the table."
            elif side not in record.sides:
                yield f"{where}.others.{side}", (f"{side!r} is not a side at this table: the players are in two "
                                                 "partnerships, and the other side's tricks are keyed by its name "
                                                 f"({' or '.join(record.sides)}).")
        total = event.tricks + sum((event.others or {}).values())
        if total > self.hand:
            yield f"{where}.others", (f"The bidder's {event.tricks} tricks and the others' "
                                      f"{' + '.join(str(n) for n in (event.others or {}).values())} come to {total}: "
                                      f"the hand has {self.hand} tricks (foster:500#deal).")

    def lap_law(self, code_law: str | None) -> str | None:
        """The law by which the lap may be agreed: the game's own (Railroad's), else the code's (``code_law``)."""
        return self.lap if self.lap else code_law

    def slam_law(self, code_law: str | None) -> str | None:
        """The law by which the slam may be agreed: the game's own (Railroad's), else the code's (``code_law``)."""
        return self.slam if self.slam else code_law

    def both_win(self, code: Any, sides: int) -> Any:
        """The law by which two who reach the game together both win it (``code.point("game-won-jointly")``: "If
        three are playing, and two of them reach five points simultaneously by euchreing the third, they both win a
        game", foster:text#both-win): three each for himself, a game won by the code's own law of the game (not the
        game's own, ``won_by``); else None."""
        return code.point("game-won-jointly") if sides == 3 and code.name not in self.won_by else None

    def comparable(self, codes: Iterable[str]) -> list[str]:
        """The ``codes`` a record of the game may be compared under: those that govern it, and those it is compared
        with (``compared_with``), in their order."""
        return [name for name in codes if name in self.codes or name in self.compared_with]

    def own_jambone(self, code: str) -> str | None:
        """The game's own law of the jambone (``jambone``) where ``code`` governs the game; under a code compared with
        it (``compared_with``: the 1862 code's additions), that code rules the jambone (None)."""
        return self.jambone if code in self.codes else None

    def own_jamboree(self, code: str) -> str | None:
        """The game's own law of the jamboree, as ``own_jambone``."""
        return self.jamboree if code in self.codes else None

    def codes_for(self, seats: int) -> tuple[str, ...]:
        """The codes that govern the game played with ``seats``."""
        return self.codes

    def pack_size(self, seats: int) -> int:
        """The cards of the pack in use with ``seats`` players, unless the options agree another."""
        raise NotImplementedError

    def pack_in_use(self, seats: int, code: str) -> int:
        """The pack with ``seats`` players under ``code``, unless the options agree another (a game whose codes
        differ in the pack says so: Keller's Napoleon thirty-two cards, Foster's fifty-two)."""
        return self.pack_size(seats)

    def side_seats(self, seats: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
        """The seats of each side, in seat order: each seat alone where each plays for himself."""
        return tuple((s,) for s in seats)

    def makers(self, seats: tuple[str, ...], maker: str, chosen: Sequence[str] | None,
               holder: Callable[[], str | None]) -> set[str]:
        """The maker's side for the deal: he and his partners fixed by the game. A game whose maker chooses his
        partners (``chosen``, the bidding's: Seven-hand) or finds his partner in the play (``holder``, the holder of
        the card called: Call-Ace) answers otherwise."""
        return {maker, *self.partners(seats, maker)}

    def without_partners(self, seats: tuple[str, ...], maker: str) -> bool:
        """The maker has no partner for the deal, and so plays alone where each plays for himself
        (foster:text#no-partnerships); not where his partners are chosen by him or found in the play."""
        return not self.partners(seats, maker)

    def partners(self, seats: tuple[str, ...], seat: str) -> tuple[str, ...]:
        """The seats fixed as ``seat``'s partners for the game (none where each plays for himself, or where the
        maker's partner is found in the play)."""
        return seating(self, seats).partners[seat]

    # -- the hand's score, the deal's end and the outcome agreed: the ordinary game's answers, a game that differs
    # answering its own. ``state`` is the deal's ``state.DealState`` (``engine.DealReplay``), whose module imports this
    # one; ``event`` a ``record.OutcomeAgreed``.

    def score_hand(self, state: Any, makers: set[str]) -> None:
        """The hand played out, scored for the tricks ``makers`` took (``score_tricks``)."""
        state.score_tricks(sum(1 for t in state.out.tricks if t.winner in makers), makers, state.out.lone is not None)

    def score_tricks(self, state: Any, won: int, makers: set[str], lone: bool, *laws: Citation) -> None:
        """The hand scored by the code's laws for ``won`` tricks to ``makers``, a lone hand or not (``laws``: the
        further laws that decide the points): each side the makers' count or their adversaries'."""
        score, said = state.trick_score(won, lone, *laws)
        state.out.decided_by("points", *said)
        maker_sides = {state.side(seat) for seat in makers}
        for side in state.record.sides:
            state.award(side, score.makers if side in maker_sides else score.defenders)
        state.finish("scored")

    def hand_score(self, state: Any, won: int, lone: bool) -> HandScore:
        """What the makers and their adversaries count for ``won`` tricks, a lone hand or not: the code's count
        (``DealState.code_score``: the jambone's where one was played)."""
        score: HandScore = state.code_score(won, lone)
        return score

    def lone_score(self, state: Any, score: HandScore, won: int) -> tuple[HandScore, tuple[Citation, ...]]:
        """A lone hand's ``score`` for ``won`` tricks as the game's own laws of the lone hand count it, and those
        laws: as the code counts it."""
        return score, ()

    def lone_value(self, state: Any) -> tuple[dict[str, int], tuple[Citation, ...]]:
        """What the lone hand would have scored had it succeeded, by side, and the laws that say so: every trick
        taken alone (``DealState.lone_value``)."""
        maker_sides = {state.side(seat) for seat in state.makers()}
        score, laws = state.trick_score(self.hand, True)
        return {side: score.makers if side in maker_sides else score.defenders for side in state.record.sides}, laws

    def deal_passes_law(self, code_law: Citation | None) -> Citation | None:
        """The law by which the deal passes to the left, the basis of the next dealer: the code's (``code_law``)."""
        return code_law

    def rule_revoke(self, state: Any, r: Any, finding: str, entitled: str, revoker_side: str) -> None:
        """The penalty for the revoke ``r`` (a ``state.Revoke``) claimed and proved: the code's (the deal's
        ``Judge``), ``entitled`` the side that has its option."""
        state.judging.rule_revoke(state, r, finding, entitled, revoker_side)

    def outcome_makers(self, state: Any, i: int, event: Any, said: str) -> set[str] | None:
        """The maker's side by the outcome the table agreed (``event``, said ``said``): the outcome's maker, his
        partners chosen in the bidding or named by the outcome as the holder of the card called (``makers``). None
        where the outcome lacks what the game needs to know them, and the ruling says so."""
        chosen = state.bidding_round.partners if state.bidding_round is not None else None
        return self.makers(state.seats, event.seat or "", chosen, lambda: event.partner)

    def outcome_alone(self, state: Any, event: Any) -> bool:
        """Whether the outcome's maker played alone: as it says."""
        return bool(event.alone)

    def outcome_conflict(self, state: Any, event: Any) -> str:
        """How the outcome contradicts the recorded facts of a deal they leave undecided, beyond the maker, the
        trump, the lone hand and the makers' tricks (``engine``'s to compare, as for every game): nothing ('')."""
        return ""

    def outcome_differs(self, state: Any, event: Any) -> list[str]:
        """How the outcome differs from the deal its recorded facts decided, beyond what ``engine`` compares for
        every game: in nothing."""
        return []

    def score_outcome(self, state: Any, i: int, event: Any, makers: set[str], said: str, *laws: Citation) -> None:
        """The deal scored by the outcome the table agreed, as a deal played so would be (``score_tricks``: the
        makers' tricks; ``laws``, further laws that decide the points)."""
        state.out.maker = event.seat
        state.out.trump = event.suit or state.out.trump
        state.out.lone = event.seat if event.alone else None
        state.score_tricks(event.tricks, makers, event.alone or len(makers) == 1, *laws)

    # -- what the scorer's page is offered next of a deal (``questions.DealQuestions``): the ordinary game's answers,
    # "nothing of the game's own", a game with a rule of its own answering it. ``state`` is the deal's replayed and
    # closed ``state.DealState``, whose module imports this one; ``held`` the cards a seat holds as the page shows them.

    def due_in_turn(self, state: Any, by: str | None, held: Held) -> Due | None:
        """In the first round, the fact the game's own law takes in turn from the eldest hand in place of the turn-up's
        rounds (Blind Euchre's widow, Penalty Euchre's exchanges); ``by``: as it falls to that seat. None: the turn-up's
        rounds."""
        return None

    def widow_due(self, state: Any, by: str | None, held: Held) -> Due | None:
        """Before the first lead (the page asks it only then), the next card of the discard for the widow, laid out by
        its taker (``by``: as it falls to that seat): he lays out as many cards as he took (family.md §3,
        ``euchre_family.widow.discarded``). None where no one took it or he has laid them out. A game that gives the
        widow to the successful bidder offers it to him first."""
        taker, laid = state.widow_taker, len(state.widow_discards)
        if taker is None or laid >= self.widow:
            return None
        return Due("discard", by or taker, cards=tuple(held(by or taker)),
                   why=f"The discard for the widow ({laid + 1} of {self.widow})")

    def lone_hands_due(self, state: Any, held: Held) -> Due | None:
        """What a lone hand offers before the first lead beside the code's (partner's best, a lone hand against it:
        Railroad's, foster:railroad#partners-best, #lone-against-lone): nothing."""
        return None

    def may_defend_alone(self, state: Any) -> list[str]:
        """The adversaries of the lone player who may yet play alone against him: none (foster:railroad
        #lone-against-lone is Railroad's)."""
        return []

    def announcements(self, state: Any) -> list[str]:
        """What the lone player may yet announce before the first lead of the game's own (Railroad's jambone and
        jamboree, foster:railroad#jambone, #jamboree): nothing."""
        return []

    def partner_call_due(self, state: Any, by: str | None) -> Due | None:
        """The maker's call of a partner, where the game has him find his partner in the play (Call-Ace's, callace:20;
        ``by``: as it falls to that seat): none, his partners fixed by the seats."""
        return None

    def jambone_call_due(self, state: Any, seat: str) -> Due | None:
        """An adversary's call of the card ``seat``, next to play, plays from his jambone hand (Railroad's,
        foster:railroad#jambone-calls): none."""
        return None

    def who_elects(self, entitled: str, maker: str | None, name: Callable[[str], str]) -> str:
        """Who an open ruling's options are given to, as the ruling page says it (``entitled``: whom the ruling names,
        ``Open.entitled``; ``maker`` the maker of the trump; ``name``: how the page names a seat): the partners seated
        together, the entitled side."""
        return "the entitled side"

    # -- the rules of play, walked here alone: the engine, the one pass, EGN and the pages ask them --------------

    def ranking(self, trump: Suit | None) -> Ranking:
        """The game's ranking of the cards when ``trump`` is trumps, and what it makes a player play (``Ranking``);
        a game whose rules ask more of a player (must head the trick, must trump) returns its own."""
        return follow_suit(trump)

    def must_play(self, hand: Collection[Card], plays: Sequence[tuple[str, Card]], trump: Suit | None,
                  named: Suit | None = None) -> list[Card]:
        """``Ranking.must_play`` under ``trump``."""
        return self.ranking(trump).must_play(hand, plays, named)

    def play_order(self, seats: tuple[str, ...], leader: str, out: Collection[str] = ()) -> tuple[str, ...]:
        """The seats in the order of play from ``leader``, to his left round the table, without those in ``out``
        (a lone player's partners, who lay down their cards; a hand dealt short once played out, foster:23)."""
        return _play_order(seats, leader, tuple(out))

    def first_leader(self, seats: tuple[str, ...], dealer: str, lone: str | None, out: Collection[str],
                     lone_lead: str, maker: str | None = None) -> str:
        """Who leads the first trick: "the eldest hand, or the player next him on the left, if the partner of the
        eldest hand is playing alone" (foster:text#lead), the first of the order of play from the eldest without the
        seats ``out`` (a lone player's partners, the hands thrown up); under the house custom ``lone_lead:
        left_of_lone``, the lone player's left-hand adversary; where the holder of the bid leads (``bidder_leads``,
        the game's ``first_lead``), ``maker``."""
        if lone is not None and lone_lead == "left_of_lone":
            return seats[(seats.index(lone) + 1) % len(seats)]
        if self.bidder_leads and maker is not None:
            return maker
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

    def must_play(self, hand: Collection[Card], plays: Sequence[tuple[str, Card]],
                  named: Suit | None = None) -> list[Card]:
        """Of ``hand``, the cards a player must play to the trick ``plays`` (led: not empty): those of the suit led,
        "the others must follow suit if they can" (foster:text#lead; failing to is a revoke, foster:text#follow-suit);
        none where he holds none of it and may play any card. ``named``: the suit the leader named to the joker led
        in a hand without trumps, the suit to be played to it (foster:500#joker-led)."""
        suit = self.suit
        led = named or suit[plays[0][1]]
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
