"""Five Hundred, or Bid Euchre: three players each for himself, or two against two (Foster's 500, OR BID EUCHRE).

"Five hundred is supposed to be a game for three players, but sometimes two play against two as partners."
(foster:500#players) "The dealer gives ten cards to each player ... he lays off three cards face down for a widow"
(#deal): thirty-three cards for three, the sevens up and the joker, which "is always used" (#joker-used). Foster
names no pack for four, who need forty-three: family.md section 4's, the fives up, the red fours and the joker
(``options.pack`` 43), is the reading. The players bid tricks and a suit, or no trumps (#bidding, #six-and-suit);
"the most valuable game" by Foster's table wins (#most-valuable, #table); the bidder takes the widow, discards three
(#widow) and leads (#bidder-leads). He scores his bid, or 250 for every trick on a smaller bid (#bidder-scores,
#every-trick), or is set back by it (#set-back); every other player scores ten a trick (#ten-a-trick); game is five
hundred, the bidder counting first (#game). The joker is the best trump; in no trumps a suit by itself, still a
trump, which its holder cannot trump with while he can follow, and whose leader names the suit to be played to it
(#joker-rank, #joker-follow, #joker-led: ``cards``, ``play.names``).

Law: foster:500 (the section).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...law.laws import Citation, cite
from ...table.replayed import ReplayedOwner
from ..base import EVENTS, Bid, TableOption
from ..due import Due, Held
from ..euchre_family import widow
from ..euchre_family.part import Family, FamilyPart
from . import bid_outcome

if TYPE_CHECKING:
    from ...record import OutcomeAgreed
    from ...state import DealState

#: foster:500#table: Foster's table of values, the points of a bid of six to ten tricks in each suit and in no
#: trumps ("If trumps are: 6 tricks. 7 tricks. 8 tricks. 9 tricks. 10 tricks.").
TABLE_OF_VALUES: dict[str, tuple[int, int, int, int, int]] = {
    "S": (40, 80, 120, 160, 200),
    "C": (60, 120, 180, 240, 300),
    "D": (80, 160, 240, 320, 400),
    "H": (100, 200, 300, 400, 500),
    "NT": (120, 240, 360, 480, 600),
}
#: foster:500#six-and-suit: "The number of tricks bid must not be less than six"; ten is every trick.
FEWEST, MOST = 6, 10
#: foster:500#every-trick: "he scores 250 if his bid was less than 250".
EVERY_TRICK = 250
#: foster:500#ten-a-trick: "Any player but the bidder winning a trick scores ten points for it".
TEN_A_TRICK = 10


class FiveHundred(ReplayedOwner):
    """Five Hundred: three each for himself, or four in two partnerships; bids weighed by Foster's table."""

    name = "five-hundred"
    title = "Five Hundred"
    seats = (3, 4)
    seats_said = "Five Hundred is played by three, or by four in two partnerships."
    events = EVENTS | {"bid", "take_widow"}  # the bidding and the widow (foster:500#bidding, #widow)
    codes = ("foster",)
    hand = 10  # foster:500#deal: "ten cards to each player"
    widow = 3  # foster:500#deal: "three cards face down for a widow"
    turns_up = False  # foster:500#bidding: the trump is named in the bid, none turned up
    widow_to_bidder = "foster:500#widow"
    bidding = "foster:500#bidding"
    bid_names_suit = "foster:500#six-and-suit"
    first_lead = "foster:500#bidder-leads"
    bidder_leads = True
    bidder_counts_first = "foster:500#game"
    rubbers = False  # foster:500#game: a game of five hundred points, no rubbers
    won_by = {"foster": "foster:500#game"}  # "Five hundred points is game"
    no_trumps = "foster:500#joker-led"
    joker_follows = "foster:500#joker-follow"
    # the section takes the ordinary game's manner of dealing and nothing else: Laws 1-40 are persuasive for it
    silent_section = "foster:500#deal"
    trick_points = (TEN_A_TRICK, "foster:500#ten-a-trick")
    table_options = (TableOption("game_to", "Game to", 500),)  # foster:500#game

    def replay_parts(self, family: Family) -> tuple[FamilyPart[Any], ...]:
        return family.deal, family.auction, family.widow, family.turn_up, family.play

    def pack_size(self, seats: int) -> int:
        # three: ten each and a widow of three, the sevens up and the joker (foster:500#deal, #joker-used); four:
        # Foster names none, and the reading is family.md's forty-three, the fives up, the red fours and the joker
        return 33 if seats == 3 else 43

    def side_seats(self, seats: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
        if len(seats) == 4:  # foster:500#players: "two play against two as partners", sitting opposite
            return (seats[0::2], seats[1::2])
        return tuple((s,) for s in seats)

    def game_to(self, seats: int) -> int:
        return 500  # foster:500#game: "Five hundred points is game"

    def bid_worth(self, tricks: int, suit: str | None) -> int | None:
        """foster:500#table, #six-and-suit: the bid's value by Foster's table; None for fewer than six tricks, more
        than ten, or no suit named."""
        row = TABLE_OF_VALUES.get(suit or "")
        return row[tricks - FEWEST] if row is not None and FEWEST <= tricks <= MOST else None

    def bid_fault(self, bid: Bid, holding: Bid | None) -> tuple[str, str] | None:
        """foster:500#six-and-suit: six to ten tricks, and the suit (or no trumps) named with them."""
        if bid.misere:
            return "Five Hundred has no misère bid", "foster:500#bidding"
        if bid.suit is None:
            return "the suit must be named at the same time", "foster:500#six-and-suit"
        if bid.value < FEWEST:
            return "the number of tricks bid must not be less than six", "foster:500#six-and-suit"
        if bid.value > MOST:
            return "there are but ten tricks", "foster:500#deal"
        return None

    def bids(self, seats: int) -> tuple[Bid, ...]:
        """foster:500#table: six to ten tricks in each suit and in no trumps, the rows of Foster's table."""
        return tuple(Bid(tricks, suit) for suit in TABLE_OF_VALUES for tricks in range(FEWEST, MOST + 1))

    def bid_rank(self, bid: Bid) -> int:
        """foster:500#most-valuable: "the most valuable game, regardless of the number of tricks or the suit", by
        Foster's table (#table). Equal values (eight spades, seven clubs, six no-trumps: 120) Foster leaves silent:
        the first holds (``equal_bids``, Keller's rule cited as persuasive)."""
        return self.bid_worth(bid.value, bid.suit) or 0

    def bid_points(self, tricks: int, suit: str | None, won: int) -> tuple[int, str]:
        """foster:500#bidder-scores, #every-trick, #set-back."""
        worth = self.bid_worth(tricks, suit) or 0
        if won < tricks:
            return -worth, "foster:500#set-back"  # "he loses, or is set back, as many points as he bid"
        if won == MOST and worth < EVERY_TRICK:
            return EVERY_TRICK, "foster:500#every-trick"
        return worth, "foster:500#bidder-scores"  # "he cannot score more than he bid"

    def widow_due(self, state: DealState, by: str | None, held: Held) -> Due | None:
        """foster:500#widow: "This widow is taken in hand by the successful bidder, who discards three cards in its
        place": offered him, then his discard."""
        return widow.offered_to_bidder(state, by, held) or super().widow_due(state, by, held)

    def deal_passes_law(self, code_law: Citation | None) -> Citation | None:
        return cite("foster:500#deal")  # "as in the ordinary game of euchre": the deal passes to the left (a reading)

    def score_hand(self, state: DealState, makers: set[str]) -> None:
        """By the bid that held (``score_bid``), each side's tricks as played; no bid recorded, by the tricks."""
        held = state.bidding_round.holding if state.bidding_round is not None else None
        if held is None:
            super().score_hand(state, makers)
            return
        self.score_bid(state, held[1].value, held[1].suit, makers, state.tricks_won())

    def score_bid(self, state: DealState, tricks: int, suit: str | None, makers: set[str],
                  won: Mapping[str, int]) -> None:
        """The hand scored by the bid from each side's tricks ``won`` (played, or the outcome agreed): the bidder's
        side its bid made, or 250 for every trick on a smaller bid, or set back by it (``bid_points``:
        #bidder-scores, #every-trick, #set-back); every other side ten for each trick it won (#ten-a-trick)."""
        bidders = {state.side(seat) for seat in makers}
        points, bid_law = self.bid_points(tricks, suit, sum(won.get(side, 0) for side in bidders))
        state.out.decided_by("points", cite(bid_law), cite("foster:500#ten-a-trick"))
        for side in state.record.sides:
            state.award(side, points if side in bidders else TEN_A_TRICK * won.get(side, 0))
        state.finish("scored")

    def lone_value(self, state: DealState) -> tuple[dict[str, int], tuple[Citation, ...]]:
        """The bid made (#bidder-scores), to the bidder's side; no bid recorded, by the tricks."""
        held = state.bidding_round.holding if state.bidding_round is not None else None
        if held is None:
            return super().lone_value(state)
        maker_sides = {state.side(seat) for seat in state.makers()}
        tricks = held[1].value
        points, law = self.bid_points(tricks, held[1].suit, tricks)
        return {side: points if side in maker_sides else 0 for side in state.record.sides}, (cite(law),)

    def outcome_alone(self, state: DealState, event: OutcomeAgreed) -> bool:
        """No lone hand (#players): the bidder alone as the bid makes him, where he has no partner (three, each for
        himself)."""
        return not state.partners(event.seat or "")

    def outcome_conflict(self, state: DealState, event: OutcomeAgreed) -> str:
        return bid_outcome.conflict(state, event)

    def outcome_differs(self, state: DealState, event: OutcomeAgreed) -> list[str]:
        return bid_outcome.differs(state, event)

    def score_outcome(self, state: DealState, i: int, event: OutcomeAgreed, makers: set[str], said: str,
                      *laws: Citation) -> None:
        """By the bid that held and each side's tricks the outcome gives (``bid_outcome``), once it gives both."""
        scored = bid_outcome.settle(state, i, event, said)
        if scored is not None:
            bid, won = scored
            self.score_bid(state, bid.value, bid.suit, makers, won)


FIVE_HUNDRED = FiveHundred()
