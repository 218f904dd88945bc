"""The record: a table's facts as immutable values (record format 1).

Events are frozen dataclasses with past-tense names; each carries the
record format's ``type`` string it is read from. A record of an illegal
play is a normal record: judging it is the engine's business, not this
module's. This module only knows what makes a record *impossible*.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .cards import Card, Suit
from .games import Bid, Game, find_game, seating


class InvalidRecord(ValueError):
    """An impossible record: each error names a field by path and its value.

    ``errors`` is a list of ``{"path": ..., "value": ..., "message": ...}``.
    """

    def __init__(self, errors: list[dict[str, Any]]) -> None:
        self.errors = errors
        lines = [f"{e['path']}: {e['message']} (value: {e['value']!r})" for e in errors]
        super().__init__("invalid record:\n  " + "\n  ".join(lines))


# -- events ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Event:
    """A fact recorded at the table."""

    type: ClassVar[str]
    seat: str | None = None


@dataclass(frozen=True, slots=True)
class CutForDeal(Event):
    """A card cut (or thrown round) for partners and the first deal."""

    type: ClassVar[str] = "cut_for_deal"
    card: Card | None = None
    cards: tuple[Card, ...] | None = None
    """Écarté: the cards a player exposed in cutting, more than one (foster:ecarte#cut-exposed); with no ``card`` nor
    ``cards``, he did not cut, or would not show his cut (foster:ecarte#no-cut). Other games name one ``card``."""


@dataclass(frozen=True, slots=True)
class Shuffled(Event):
    """A player shuffled the pack (the dealer's shuffle must be last)."""

    type: ClassVar[str] = "shuffle"


@dataclass(frozen=True, slots=True)
class Cut(Event):
    """The pone cut the pack."""

    type: ClassVar[str] = "cut"
    top: int | None = None
    bottom: int | None = None
    exposed: Card | None = None


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """The deal, with what is known of it."""

    type: ClassVar[str] = "deal"
    hands: Mapping[str, tuple[Card, ...]] | None = None
    turn_up: Card | None = None
    pattern: str | None = None
    stock: tuple[Card, ...] | None = None
    widow: tuple[Card, ...] | None = None
    """The cards dealt face down apart, as the widow (family.md §3): in no hand until a ``take_widow`` (or a Penalty
    Euchre ``exchange``) puts them in one. ``turn_up`` is absent where the game turns no trump."""
    seven_turned: bool | None = None
    """Bierspiel (rams-loo.md §3): the seven of diamonds was turned first and lies by the turn-up; ``turn_up`` is the
    card turned after it, which fixes the trump (foster:bierspiel#seven-turned)."""


DEAL_FAULT_KINDS = (
    "faced_in_pack", "exposed_in_deal", "out_of_turn", "wrong_pack",
    "imperfect_pack", "wrong_count", "mixed_rounds", "counted_cards",
    "dealt_incorrectly", "not_cut", "reshuffled_after_cut", "interrupted",
)


@dataclass(frozen=True, slots=True)
class DealFaulted(Event):
    """A fault in the deal, of one of ``DEAL_FAULT_KINDS``."""

    type: ClassVar[str] = "deal_fault"
    kind: str = ""
    card: Card | None = None
    count: int | None = None
    cards: tuple[Card, ...] | None = None
    """The cards of the fault where it has several (Écarté's ``two_turned``: the cards turned up)."""
    seen: bool = False
    """Whether the hands had been seen when the fault was found (Écarté's, ecarte.md §3)."""


@dataclass(frozen=True, slots=True)
class Passed(Event):
    """A player passed (first or second round)."""

    type: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True)
class OrderedUp(Event):
    """A player ordered the dealer up (by the dealer's partner: an assist)."""

    type: ClassVar[str] = "order_up"
    alone: bool = False


@dataclass(frozen=True, slots=True)
class TakenUp(Event):
    """The dealer took up the trump card of his own accord."""

    type: ClassVar[str] = "take_up"
    alone: bool = False


@dataclass(frozen=True, slots=True)
class TurnedDown(Event):
    """The dealer turned the trump card down."""

    type: ClassVar[str] = "turn_down"


@dataclass(frozen=True, slots=True)
class TrumpMade(Event):
    """A player named a trump suit in the second round."""

    type: ClassVar[str] = "make"
    suit: Suit = Suit.SPADES
    alone: bool = False


@dataclass(frozen=True, slots=True)
class Declared(Event):
    """Jambone or jamboree declared (the 1862 code's additions)."""

    type: ClassVar[str] = "declare"
    what: str = ""
    cards: tuple[Card, ...] | None = None


@dataclass(frozen=True, slots=True)
class WentAlone(Event):
    """A lone hand announced after the trump was settled by the partner."""

    type: ClassVar[str] = "go_alone"


@dataclass(frozen=True, slots=True)
class PartnerCalled(Event):
    """Call-Ace: the maker called for the best card of a suit."""

    type: ClassVar[str] = "call_partner"
    suit: Suit = Suit.SPADES


@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """The dealer's discard, quitted."""

    type: ClassVar[str] = "discard"
    card: Card | None = None
    to_partner: bool | None = None
    cards: tuple[Card, ...] | None = None
    """Several cards discarded at once (the widow's taker discarding for it, family.md §3); ``card`` stays for one."""
    count: int | None = None
    """The number of cards the player announces he discards, "distinctly" (Écarté's, ecarte.md §3): the number he asks
    for; without it, the number of cards named."""

    @property
    def discarded(self) -> tuple[Card, ...]:
        """The cards this discard names, one or several (none where the record does not say which)."""
        return (self.card,) if self.card is not None else tuple(self.cards or ())


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """A card played to the current trick."""

    type: ClassVar[str] = "play"
    card: Card = field(default=None)  # type: ignore[assignment]
    names: Suit | None = None
    """Five Hundred: the suit the leader of the joker in a hand without trumps names to be played to it
    (foster:500#joker-led; family.md section 3)."""


@dataclass(frozen=True, slots=True)
class TrickQuitted(Event):
    """The trick was turned and quitted."""

    type: ClassVar[str] = "quit_trick"


EXPOSE_HOW = ("dropped", "named", "shown", "two_played")


@dataclass(frozen=True, slots=True)
class CardExposed(Event):
    """A card exposed otherwise than in regular play."""

    type: ClassVar[str] = "expose"
    card: Card = field(default=None)  # type: ignore[assignment]
    how: str = "dropped"


@dataclass(frozen=True, slots=True)
class PlayCorrected(Event):
    """A player took back his last card played to the trick and played another."""

    type: ClassVar[str] = "correct"
    card: Card = field(default=None)  # type: ignore[assignment]


@dataclass(frozen=True, slots=True)
class CardTakenBack(Event):
    """A card played in error was taken back into the hand."""

    type: ClassVar[str] = "take_back"
    card: Card = field(default=None)  # type: ignore[assignment]


REMARK_ABOUT = ("bridge", "score", "trick", "trump_card")


@dataclass(frozen=True, slots=True)
class Remarked(Event):
    """A player called attention to something."""

    type: ClassVar[str] = "remark"
    about: str = ""


@dataclass(frozen=True, slots=True)
class LookedBack(Event):
    """A player looked at a trick already turned and quitted."""

    type: ClassVar[str] = "look_back"
    at: str | None = None
    """What he looked at: a quitted ``trick`` (unsaid: a trick), or Écarté's ``discards`` (ecarte.md §3)."""


@dataclass(frozen=True, slots=True)
class Claimed(Event):
    """A claim of an irregularity (a revoke)."""

    type: ClassVar[str] = "claim"
    kind: str = "revoke"
    against: str = ""
    trick: int | None = None
    #: The index in ``deals`` of the deal in which the revoke was made, when it is an earlier deal than the one
    #: whose events hold the claim (a claim made once the next deal had begun); ``None``: this deal.
    deal: int | None = None


@dataclass(frozen=True, slots=True)
class CardsShown(Event):
    """A player showed the cards left in his hand."""

    type: ClassVar[str] = "show"
    cards: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class Elected(Event):
    """The side entitled to a penalty chose one of the ruling's options."""

    type: ClassVar[str] = "elect"
    option: str = ""
    ruling_event: int | None = None
    """The ``event`` of the ruling elected on (an extension of the spec's ``elect``); without it, the latest
    open ruling that offers ``option``."""
    card: Card | None = None
    """The card chosen, for an option that chooses one (Écarté's ``choose_trump``, ecarte.md §3)."""


CALL_DEMANDS = ("highest", "lowest", "trump", "no_trump", "win", "lose")


@dataclass(frozen=True, slots=True)
class PenaltyCalled(Event):
    """A penalty call exercised on ``target``."""

    type: ClassVar[str] = "call"
    target: str = ""
    card: Card | None = None
    suit: Suit | None = None
    demand: str | None = None


@dataclass(frozen=True, slots=True)
class Abandoned(Event):
    """A player abandoned the hand."""

    type: ClassVar[str] = "abandon"
    claiming: str | None = None
    """Écarté: the cards thrown down claiming ``point``, ``vole`` or ``game`` (foster:ecarte#claim-good)."""
    conceding: str | None = None
    """Écarté: the cards thrown down admitting that the adversary wins it (foster:ecarte#admission)."""


@dataclass(frozen=True, slots=True)
class OutcomeAgreed(Event):
    """The deal's outcome as the table agreed it, where its cards were not recorded (a club keeping only its
    scoresheet): ``seat`` the maker, the trump ``suit`` (if said), whether ``alone``, and the makers' ``tricks``.
    It is scored by the code's laws as a deal played so would be; where the deal's recorded facts decide it
    otherwise, they govern. ``partner`` (an extension of the spec's ``outcome``, Call-Ace only): the holder of the
    best card in play of the suit called (callace:20), the maker's own seat where he held it and so had no partner
    (callace:22). ``bid`` and ``others`` (extensions too, Five Hundred only): the bid that held, its tricks and its
    suit or ``NT`` (valued by foster:500#table), and the tricks of each other side, keyed as the ruling's points are
    (each other player's seat with three; the other side's name with four), each of whom scores ten a trick
    (foster:500#ten-a-trick); ``tricks`` is then the bidder's (his side's)."""

    type: ClassVar[str] = "outcome"
    suit: Suit | None = None
    alone: bool = False
    tricks: int = 0
    partner: str | None = None
    bid: Bid | None = None
    others: Mapping[str, int] | None = None


@dataclass(frozen=True, slots=True)
class CardPassed(Event):
    """Railroad: a card passed face down to a partner, the lone player's, and his partner's best in return
    (foster:railroad#partners-best); ``card`` is unknown until shown."""

    type: ClassVar[str] = "pass_card"
    to: str | None = None
    card: Card | None = None


@dataclass(frozen=True, slots=True)
class DefendedAlone(Event):
    """Railroad: an adversary of a lone player announced to play alone against him (foster:railroad#lone-against-lone)."""

    type: ClassVar[str] = "defend_alone"


@dataclass(frozen=True, slots=True)
class WidowTaken(Event):
    """A player took the widow (``deal.widow``) into his hand (family.md §3)."""

    type: ClassVar[str] = "take_widow"


@dataclass(frozen=True, slots=True)
class Exchanged(Event):
    """Penalty Euchre: a player exchanged the hand dealt him, unseen, for the widow (``with_``: ``widow``) or for the
    hand abandoned by the player who took it (``with_``: that seat), the cards always face down
    (foster:penalty#exchange; the record's field is ``with``)."""

    type: ClassVar[str] = "exchange"
    with_: str = ""


@dataclass(frozen=True, slots=True)
class BellTapped(Event):
    """Progressive Euchre: the head table's bell tapped, and play ceased at this table "even if in the middle of a
    deal" (foster:progressive#bell); the deal it stopped counts nothing. ``seat``, optional: who recorded it."""

    type: ClassVar[str] = "bell"


#: A bid's suit: a suit's letter, or ``NT`` for no trumps (family.md §3).
BID_SUITS = ("S", "H", "D", "C", "NT")
#: A bid's name (Napoleon's nap and the better bids than nap, napoleon-spoil-five.md §7.4).
BID_NAMES = ("nap", "wellington", "blucher")


@dataclass(frozen=True, slots=True)
class BidMade(Event):
    """A bid for the trump, in the game's own units (tricks, or points where the game bids points), with the suit
    where the game names it in the bid (``NT``: no trumps); a refusal to bid is a ``pass`` (family.md §3)."""

    type: ClassVar[str] = "bid"
    value: int = 0
    suit: str | None = None
    misere: bool = False
    name: str | None = None
    """Napoleon: the bid's name, ``nap``, ``wellington`` or ``blucher`` (napoleon-spoil-five.md §7.4)."""


@dataclass(frozen=True, slots=True)
class PartnersChosen(Event):
    """The successful bidder named his partners for the deal (family.md §3)."""

    type: ClassVar[str] = "choose_partners"
    partners: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class HolderCalled(Event):
    """The successful bidder asked for the holder of ``card`` as his partner; ``holder``: who answered "Here"
    (family.md §3; foster:five-hand)."""

    type: ClassVar[str] = "call_holder"
    card: Card | None = None
    holder: str | None = None
@dataclass(frozen=True, slots=True)
class ThrownUp(Event):
    """Set-back (Keller): a player throws up his hand before the play and takes no part in it, and so is not set back
    for taking no trick (keller:set-back#throw-up)."""

    type: ClassVar[str] = "throw_up"


EVENT_TYPES: dict[str, type[Event]] = {
    cls.type: cls
    for cls in (
        CutForDeal, Shuffled, Cut, Dealt, DealFaulted, Passed, OrderedUp, TakenUp,
        TurnedDown, TrumpMade, Declared, WentAlone, PartnerCalled, Discarded,
        CardPlayed, TrickQuitted, CardExposed, PlayCorrected, CardTakenBack,
        Remarked, LookedBack, Claimed, CardsShown, Elected, PenaltyCalled, Abandoned, OutcomeAgreed, BellTapped,
        CardPassed, DefendedAlone, BidMade, PartnersChosen, HolderCalled, WidowTaken, ThrownUp, Exchanged,
    )
}


# -- the record -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Options:
    """What the table agreed before play (record format 1, ``options``)."""

    game_to: int = 5
    joker: bool = False
    lap: bool = False
    slam: bool = False
    jambone: bool = False
    jamboree: bool = False
    rubbers: bool | None = None
    stick_the_dealer: bool = False
    lone_lead: str = "eldest"
    pack: int | None = None
    pat_hand: bool = False
    """Railroad: a lone hand without partner's best counts five, fails one, euchred three (foster:railroad#pat-hand)."""
    joker_suit: Suit | None = None
    """Railroad: the suit a turned joker makes trump, agreed beforehand (foster:railroad#joker-suit)."""
    start: int | None = None
    """Set-back: the count each player starts a game at (the game's own, ``Game.start_count``, where not agreed)."""
    declare_all: bool = False
    """Set-back, Keller's variation: a player may declare to take all five tricks (keller:set-back#declare-all)."""
    euchre_deducts: bool = False
    """Set-back, Keller's variation: the adversaries of a player euchred deduct two (keller:set-back#euchre-deducts)."""
    counters: int | None = None
    """Penalty Euchre: the counters each player is provided with (foster:penalty#counters: twelve, where not agreed)."""
    own: tuple[tuple[str, bool | int | str], ...] = ()
    """The options a game that owns its deal adds (``DealOwner.own_options``), as agreed, by name."""

    def agreed(self, name: str, default: bool | int | str) -> bool | int | str:
        """The game's own option ``name`` as agreed, else ``default``."""
        return next((value for key, value in self.own if key == name), default)


@dataclass(frozen=True, slots=True)
class Deal:
    """One deal: its dealer and the facts in the order they happened."""

    dealer: str
    events: tuple[Event, ...]
    pone: str | None = None
    """The dealer's adversary where the table seats more than play the deal (Pool Écarté, ecarte.md §2)."""


@dataclass(frozen=True, slots=True)
class Record:
    """A table's record: game, code, options, seats, players and deals."""

    game: str
    code: str
    options: Options
    seats: tuple[str, ...]
    players: Mapping[str, str]
    deals: tuple[Deal, ...]
    start_score: Mapping[str, int] | None = None
    start_pool: int | None = None
    """The counters (or stakes) in the pool before the first deal (family.md §6)."""
    start_barred: tuple[str, ...] = ()
    """The seats barred from that standing pool (Spoil Five)."""
    start_holder: str | None = None
    """Pool Écarté: the winner of the last game of the pool in progress, who takes it if he wins the next
    (ecarte.md §3)."""
    played: Game = field(init=False, repr=False, compare=False)
    """The game ``game`` names, resolved once where the record is made: what reads the record asks it, never the
    name again."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "played", find_game(self.game))

    @property
    def sides(self) -> tuple[str, ...]:
        """The sides that score, as the game makes them of the seats: ``("NS", "EW")`` for four-hand euchre; each
        seat for call-ace."""
        return seating(self.played, self.seats).sides

    def side_of(self, seat: str) -> str:
        return seating(self.played, self.seats).side[seat]
