"""The law codes a table may play under, each a registered object.

What differs between codes is declared here, as values with the law that
gives them, not scattered through the engine as ``if code == "1862"``. The
engine asks the code; the code answers with numbers and citations. What a
code rules by its own laws (its judges) is in ``judging``.
A citation in a ``persuasive`` slot is another code's law, cited where this
code is silent, never as binding.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import ClassVar

from ..cards import Suit
from ..games import GAMES
from .hand_score import HandScore
from .laws import Citation, cite, code_data


@dataclass(frozen=True, slots=True)
class Counter:
    """One of the two cards a side keeps its score with, as it lies: its rank, and whether its face is up."""

    rank: int
    up: bool


@dataclass(frozen=True, slots=True)
class CountersLie:
    """The two counters as they lie for one score: the card beneath, the card above, and how the one lies on the
    other, by the law's words: ``covered`` (the card above over most of the other, Foster's "covered by"),
    ``crosswise`` (across half of the other), ``back to back`` (squarely on it), ``lengthwise`` (along it, half
    covering it)."""

    under: Counter
    over: Counter
    lie: str


@dataclass(frozen=True, slots=True)
class Counters:
    """The two cards a side counts a game of five with, as the code's own laws place them for one to four."""

    laws: tuple[Citation, ...]  # the code's own, binding
    cards: str  # their names, as the sheet's note gives them
    described: str  # by whom they are placed so, as the sheet's note gives it
    suits: tuple[Suit, Suit]  # the first side's pair, the second's
    positions: tuple[CountersLie, ...]  # for one, two, three, four
    by_pips: bool  # the score read by the pips left showing, the cards drawn without their rank in the corner


def _lies(lie: str | tuple[str, ...], *cards: tuple[int, bool, int, bool]) -> tuple[CountersLie, ...]:
    """One to four, each (rank beneath, its face up, rank above, its face up), lying as ``lie`` says (one for each,
    or the same for all)."""
    lies = (lie,) * len(cards) if isinstance(lie, str) else lie
    return tuple(CountersLie(Counter(r1, up1), Counter(r2, up2), how) for (r1, up1, r2, up2), how in zip(cards, lies))


class Code:
    """A law code. Subclasses declare their values and citations."""

    name: ClassVar[str]

    @property
    def games(self) -> tuple[str, ...]:
        """The games the code governs, as each game declares its codes."""
        return tuple(name for name, game in GAMES.items() if self.name in game.codes)

    @property
    def title(self) -> str:
        """The code's title, as its law file declares it."""
        return code_data(self.name).title

    def point(self, point: str) -> Citation | None:
        """The code's own law for a point of its table (``laws/*.toml``'s ``[points]``), if it has one."""
        laws = code_data(self.name).points.get(point)
        return laws[0] if laws else None

    def _own(self, point: str) -> Citation:
        law = self.point(point)
        if law is None:
            raise ValueError(f"the {self.name} code's law file names no law for {point!r}")
        return law

    @functools.cached_property
    def lead(self) -> Citation:
        """Who leads the first trick, and the lead when a lone player's partner sits out."""
        return self._own("first-lead")

    @functools.cached_property
    def trick(self) -> Citation:
        """Following suit, and who wins a trick."""
        return self._own("trick-winner")

    @functools.cached_property
    def all_pass(self) -> Citation:
        """All pass the making: the deal passes to the left."""
        return self._own("all-pass")

    @functools.cached_property
    def deal_passes(self) -> Citation | None:
        """The deal passes to the left."""
        return self.point("deal-passes")

    @functools.cached_property
    def second_round(self) -> Citation | None:
        """The second round's making."""
        return self.point("second-round")

    @functools.cached_property
    def game(self) -> Citation:
        """A game is won at ``game_to`` points."""
        return self._own("game-won")

    @functools.cached_property
    def lone_maker(self) -> Citation:
        """Only the maker may play alone (or this code's own rule)."""
        return self._own("lone-maker")

    @functools.cached_property
    def lone_in_words(self) -> Citation | None:
        """The law by which a lone hand is made known in words alone, the dealer's discard saying nothing of it
        (``None``: the dealer's lone hand is announced by passing his discard across, foster:19, 34)."""
        return self.point("lone-in-words")

    @functools.cached_property
    def dealer_always_discards(self) -> Citation | None:
        """The law by which the dealer may discard and take in the trump card once it is taken, even while his
        partner's lone hand has him sit out (``None``: the trump stays on the pack then, foster:text)."""
        return self.point("dealer-always-discards")

    #: The rubber's count, if the code has one; (citation, binding).
    rubber: ClassVar[tuple[Citation, bool] | None] = None
    #: The counters a game of five is kept with, if the code names them.
    counters: ClassVar[Counters | None] = None

    def hand_score(self, tricks_won: int, lone: bool, players: int) -> HandScore:
        raise NotImplementedError

    @property
    def revoke(self) -> tuple[list[Citation], list[Citation]]:
        """The law of the revoke: (binding, persuasive)."""
        return [self._own("revoke-law")], []

    @property
    def both_revoke(self) -> tuple[list[Citation], list[Citation]] | None:
        """The law of both sides revoking: (binding, persuasive); ``None``: the code voids no deal for revokes on
        both sides, each revoke claimed is penalized on its own."""
        law = self.point("revoke-both-sides")
        return None if law is None else ([law], [])

    #: Whether the code has the agreed additions (lap, slam, jambone, jamboree) that the options may enable.
    additions: ClassVar[bool] = False

    def jambone_score(self, tricks_won: int) -> HandScore:
        raise NotImplementedError

    # A code whose game has no fixed partnerships (call-ace) rules on these steps itself.

class Foster(Code):
    """Foster's Complete Hoyle, Euchre Laws 1-40 and the chapter's text."""

    name = "foster"
    rubber = (cite("foster:3"), True)
    # "the best method of scoring is to use the 4 and 3 of any suit. When the 3 is face up, but covered by the 4 face
    # down, it counts one. When the 4 is face up, covered by the 3 face down, it counts two. When the 4 is face down,
    # covered by the 3 face up, it counts three. When the 3 is face down, covered by the 4 face up, it counts four."
    counters = Counters(
        laws=(cite("foster:text#counters"),), cards="the 4 and 3", described="Foster describes them",
        suits=(Suit.SPADES, Suit.HEARTS), by_pips=False,
        positions=_lies("covered", (3, True, 4, False), (4, True, 3, False), (4, False, 3, True), (3, False, 4, True)),
    )

    def hand_score(self, tricks_won: int, lone: bool, players: int) -> HandScore:
        if lone:
            # foster:2: as many points as there are players for five; one for three or four; euchred, two.
            if tricks_won == 5:
                return HandScore(players, 0, (cite("foster:2"),))
            if tricks_won >= 3:
                return HandScore(1, 0, (cite("foster:2"),))
            return HandScore(0, 2, (cite("foster:2"),))
        if tricks_won == 5:
            return HandScore(2, 0, (cite("foster:1"),))
        if tricks_won >= 3:
            return HandScore(1, 0, (cite("foster:1"),))
        return HandScore(0, 2, (cite("foster:1"),))


class Professor1862(Code):
    """The Law and Practice of the Game of Euchre, by A Professor (1862; 1877 edition's pages)."""

    name = "1862"
    rubber = (cite("foster:3"), False)
    # II.41: "The five points constituting game are counted with the tray and deuce of the refuse cards, termed
    # counters"; II.42: "placing the tray of the two counters, crosswise, with the face down, upon one half the face of
    # the deuce, leaving only one of its pips exposed, for one point. To count two, the deuce is withdrawn from beneath
    # the tray, upon which it is placed back to back [the tray still face down, the deuce face up]. For three, both
    # cards arc turned over, exposing the face of the tray. Four is counted by removing the deuce from below the
    # tray, and replacing it, lengthwise, half covered, with the face up." V.79: "The deuce and tray, usually of
    # diamonds and spades". The count is the pips left showing: one, two, three, three and one.
    counters = Counters(
        laws=(cite("1862:II.41#counters"), cite("1862:II.42#counters-position"), cite("1862:V.79#counters-defined")),
        cards="the tray and deuce", described="the 1862 code's own law places them, 1862:II.42, binding",
        suits=(Suit.SPADES, Suit.DIAMONDS), by_pips=True,
        positions=_lies(("crosswise", "back to back", "back to back", "lengthwise"),
                        (2, True, 3, False), (3, False, 2, True), (2, False, 3, True), (2, True, 3, True)),
    )

    additions = True

    def jambone_score(self, tricks_won: int) -> HandScore:
        """IV.65, 66, 67: eight for five tricks; one for three or four; euchred, eight to the adversaries."""
        if tricks_won == 5:
            return HandScore(8, 0, (cite("1862:IV.65#jambone-count"),))
        if tricks_won >= 3:
            return HandScore(1, 0, (cite("1862:IV.66#jambone-majority"),))
        return HandScore(0, 8, (cite("1862:IV.67#jambone-euchred"),))

    def hand_score(self, tricks_won: int, lone: bool, players: int) -> HandScore:
        if lone:
            if tricks_won == 5:
                return HandScore(4, 0, (cite("1862:III.45#lone-score"),))
            if tricks_won >= 3:
                return HandScore(1, 0, (cite("1862:III.45#lone-score"),))
            return HandScore(0, 4, (cite("1862:III.46#lone-euchred"),))
        if tricks_won == 5:
            return HandScore(2, 0, (cite("1862:II.40#march"),))
        if tricks_won >= 3:
            return HandScore(1, 0, (cite("1862:II.40#point"),))
        if tricks_won == 0:  # the defenders' march counts no more than the euchre
            return HandScore(0, 2, (cite("1862:II.40#euchre"), cite("1862:II.40#defenders-march")))
        return HandScore(0, 2, (cite("1862:II.40#euchre"),))



class CallAce(Code):
    """Foster's Laws of Call-Ace Euchre 1-51 (1905)."""

    name = "callace"

    def hand_score(self, tricks_won: int, lone: bool, players: int) -> HandScore:
        if lone:
            if tricks_won == 5:
                return HandScore(players, 0, (cite("callace:44"),))
            if tricks_won >= 3:
                return HandScore(1, 0, (cite("callace:44"),))
            return HandScore(0, 2, (cite("callace:46"),))
        if tricks_won == 5:
            return HandScore(2 if players == 4 else 3, 0, (cite("callace:43"),))
        if tricks_won >= 3:
            return HandScore(1, 0, (cite("callace:43"),))
        return HandScore(0, 2, (cite("callace:46"),))


class Keller(Code):
    """John W. Keller, The Game of Euchre (1887), chapter 9: Set-back Euchre (and French Euchre).

    Keller's sections describe their games and say nothing of the irregularities: the ruling says so, and cites
    Foster's Euchre Laws, the first code of its persuasive chain (``laws/keller-set-back.toml``), as persuasive
    (``laws.for_point``). Where the engine asks the code itself for the ordinary game's law of a point (who leads,
    the deal passing, the revoke), Keller is silent and Foster's law of the point answers, persuasive where the
    ruling can say so (the revoke)."""

    name = "keller"

    @functools.cached_property
    def _chain(self) -> Code:
        return find_code(code_data(self.name).persuasive[0])

    def _own(self, point: str) -> Citation:
        law = self.point(point)
        return law if law is not None else self._chain._own(point)

    @property
    def revoke(self) -> tuple[list[Citation], list[Citation]]:
        """Keller is silent on the revoke: Foster's law 30, persuasive."""
        return [], self._chain.revoke[0]

    @property
    def both_revoke(self) -> tuple[list[Citation], list[Citation]] | None:
        """Keller is silent on revokes on both sides: Foster's law of it, persuasive."""
        chain = self._chain.both_revoke
        return None if chain is None else ([], chain[0])

    def hand_score(self, tricks_won: int, lone: bool, players: int) -> HandScore:
        """keller:set-back#point, #march, #euchred: three tricks one point, a march two, euchred two, however many
        play (every maker plays against all the others, #each-for-himself). Set-back wipes its counts down by the
        game's own declaration (``Game.count_down``, ``count_down``); this is the code's count where a ruling asks
        it (a lone hand's value)."""
        if tricks_won == 5:
            return HandScore(2, 0, (cite("keller:set-back#march"),))
        if tricks_won >= 3:
            return HandScore(1, 0, (cite("keller:set-back#point"),))
        return HandScore(0, 2, (cite("keller:set-back#euchred"),))


CODES: dict[str, Code] = {code.name: code for code in (Foster(), Professor1862(), CallAce(), Keller())}


def find_code(name: str) -> Code:
    """The registered code called ``name``; ``ValueError`` if none."""
    try:
        return CODES[name]
    except KeyError:
        raise ValueError(f"unsupported code: {name}") from None
