"""A ruling on one irregularity: what was found, the laws that give the
remedy, the options of the side entitled, and the effect."""
from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any

from .laws import Citation


class Irregularity(enum.Enum):
    """The irregularities the engine names in a ruling (stable names)."""

    WRONG_CUT = "wrong_cut"
    """Cutting for partners and deal not as the laws say (laws 4, 5, 7)."""
    SHUFFLE = "shuffle"
    """The dealer did not shuffle last (law 8)."""
    IMPROPER_CUT = "improper_cut"
    """The pack not properly cut: too few cards in a packet, a card exposed, cut by the wrong player (law 9)."""
    MISDEAL = "misdeal"
    """A misdeal: the deal is lost (laws 9, 14, 23)."""
    NEW_DEAL = "new_deal"
    """A fault that gives a new deal by the same dealer (laws 11, 12, 13)."""
    DEAL_OUT_OF_TURN = "deal_out_of_turn"
    """A deal by the wrong player or with the wrong pack (law 13)."""
    WRONG_NUMBER_OF_CARDS = "wrong_number_of_cards"
    """A player found with more or fewer than five cards (law 23)."""
    PASS_CORRECTED = "pass_corrected"
    """A player passed and then ordered up or assisted (law 15)."""
    BRIDGE_REMARK = "bridge_remark"
    """A player called his partner's attention to the bridge (law 15)."""
    ORDER_BARRED = "order_barred"
    """An order, assist or making by a player who had lost the right (laws 15, 21)."""
    OUT_OF_TURN_BID = "out_of_turn_bid"
    """Ordering up or making the trump out of turn (law 21)."""
    TRUMP_CARD_NAMED = "trump_card_named"
    """A player named the trump card after it was taken up or played (law 16)."""
    DISCARD = "discard"
    """The dealer's discard taken back, amended, or not passed across (laws 17-19, 34)."""
    DISCARD_LATE = "discard_late"
    """The dealer played to the first trick before discarding (law 17)."""
    LEAD_BEFORE_DISCARD = "lead_before_discard"
    """The eldest hand led before the dealer discarded (law 18)."""
    TURNED_DOWN_SUIT_NAMED = "turned_down_suit_named"
    """A player named the suit turned down (law 21)."""
    EXPOSED_CARD = "exposed_card"
    """A card exposed otherwise than in regular play (laws 24-26, 32, 35, 36)."""
    LEAD_OUT_OF_TURN = "lead_out_of_turn"
    """A lead by a player whose turn it was not (laws 27, 28, 36, 37)."""
    PLAY_OUT_OF_TURN = "play_out_of_turn"
    """A card played to a trick before the player's turn (laws 29, 37)."""
    REVOKE = "revoke"
    """A renounce in error not corrected in time, or a penalty not complied with (law 30)."""
    REVOKE_CORRECTED = "revoke_corrected"
    """A renounce corrected in time: the card played in error is exposed (laws 31, 32)."""
    REVOKE_CLAIM_PENDING = "revoke_claim_pending"
    """A revoke claimed while the renounce's trick is on the table, not turned and quitted: the renounce may still
    be corrected, and the claim is decided when the trick is turned or the hand is over (laws 30, 31)."""
    REVOKE_NOT_PROVED = "revoke_not_proved"
    """A revoke claimed that the facts do not establish (law 30)."""
    REVOKE_UNCLAIMED = "revoke_unclaimed"
    """A renounce in error the record shows but no one claimed."""
    LONE_HAND_BARRED = "lone_hand_barred"
    """A lone hand by a player the code does not allow to play alone (laws 33, 34)."""
    LOOKED_BACK = "looked_back"
    """A player looked at a trick turned and quitted (law 38)."""
    ATTENTION_CALLED = "attention_called"
    """A player called attention to the trick or the score (law 40)."""
    CALL_OF_NO_EFFECT = "call_of_no_effect"
    """A penalty call or election that the laws do not give to that player, then, or at all."""
    ABANDONED = "abandoned"
    """A player abandoned the hand."""
    JAMBONE = "jambone"
    """Jambone declared (1862:IV.64): the adversary entitled to the lead may call a card of the open hand; Railroad
    (foster:railroad#jambone-calls): a card the jambone player played otherwise than called."""
    WRONG_PACK = "wrong_pack"
    """Call-Ace: a pack other than law 2's for the number of players."""
    DEALER_INTERRUPTED = "dealer_interrupted"
    """Call-Ace: the dealer interrupted; the interrupter loses the right to a new deal (law 10)."""
    CALL_BARRED = "call_barred"
    """Call-Ace: a call for a partner the laws do not allow (laws 19, 21, 23, 24)."""
    NO_CALL = "no_call"
    """Call-Ace: the maker neither called for a partner nor announced a lone hand (law 23)."""
    INTIMATION = "intimation"
    """Call-Ace: the partner gave an intimation that he is the partner (law 20)."""
    CARDS_TO_BE_SHOWN = "cards_to_be_shown"
    """Call-Ace: the partner must be found from the cards shown before the hand can be scored (law 46)."""
    JOKER_TURNED = "joker_turned"
    """The joker turned up for trump where the code in force names no suit for it: its silence said, Call-Ace's
    law 5 persuasive (spades are trumps)."""
    NOT_RULED = "not_ruled"
    """A fact the engine does not yet rule on: said plainly, not guessed."""
    AFTER_THE_DEAL = "after_the_deal"
    """Facts recorded once the deal was over (scored, void or passed): the laws give them no effect on it."""
    JOKER_LED_UNNAMED = "joker_led_unnamed"
    """Five Hundred: the joker led in a hand without trumps, and no suit named to it (foster:500#joker-led)."""
    OUTCOME_DISAGREES = "outcome_disagrees"
    """The deal's outcome as the table agreed it disagrees with the deal's recorded facts, which govern."""
    OUTCOME_INCOMPLETE = "outcome_incomplete"
    """The deal's outcome as the table agreed it lacks what the code scores by (Call-Ace: who was the partner)."""
    BELL = "bell"
    """Progressive Euchre: the head table's bell tapped in the middle of the deal; play ceased, and the deal counts
    nothing (foster:progressive#bell)."""
    PARTNERS_BEST = "partners_best"
    """Railroad: a partner's best refused or given out of turn (foster:railroad#partner-cannot-refuse,
    #partners-best)."""
    BID = "bid"
    """The bidding round (``referee.bidding``): a bid the game does not allow, a second bid, a bid or pass out of turn,
    equal bids, no one bidding, the trump named by another than the holder of the bid."""
    WIDOW = "widow"
    """The widow taken, or a discard for it, otherwise than the game allows (a game with no widow, the widow taken
    twice, more cards discarded than were taken)."""
    HAND_THROWN_UP = "hand_thrown_up"
    """Set-back: a hand thrown up otherwise than Keller allows it (keller:set-back#throw-up), or where the code in force
    is silent on it."""
    DECLARATION = "declaration"
    """Set-back: a declaration to take all five tricks not agreed before play, not the maker's, or after the lead
    (keller:set-back#declare-all, #agreed-before-play)."""
    NO_SCORES = "no_scores"
    """The game's own section gives no scores (Blind Euchre): the deal scored by a reading, the silence said."""
    CUSTOM = "custom"
    """A house custom agreed before play decided the point."""


@dataclass(frozen=True, slots=True)
class Named:
    """An irregularity (or a ruling's name: ``settlement``, ``rob``, ``jink``) a game that owns its deal names for
    itself, in its own module (``table.owner.DealOwner``), as stable as ``Irregularity``'s names."""

    value: str


SETTLEMENT = Named("settlement")
"""The ruling of a settled deal: what it pays, citing the sentences it is paid by (family.md §6)."""


#: The statuses of a deal whose rulings' options may still be taken: awaiting an election, or still in play.
ELECTABLE = ("awaiting", "incomplete")


@dataclass(slots=True)
class Ruling:
    """One ruling of a deal (ruling format 1, ``rulings[]``)."""

    event: int | None
    irregularity: Irregularity | Named
    laws: list[Citation]
    finding: str
    effect: str
    options: list[str] = field(default_factory=list)
    elected: str | None = None
    persuasive: list[Citation] = field(default_factory=list)
    custom: str | None = None
    anchored: bool = False
    """Cite each law by its id and anchor (``foster:napoleon#revoke``), as the games that own their deals do
    (family.md §6: "A ruling cites the section's sentence with its anchor"); else by its id alone."""

    def to_dict(self) -> dict[str, Any]:
        ids = _anchored if self.anchored else _ids
        out: dict[str, Any] = {
            "event": self.event,
            "irregularity": self.irregularity.value,
            "laws": ids(self.laws),
            "persuasive": ids(self.persuasive),
            "finding": self.finding,
            "options": list(self.options),
            "elected": self.elected,
            "effect": self.effect,
        }
        if self.custom:
            out["custom"] = self.custom
        out["citations"] = [
            {"id": f"{c.id}#{c.key}" if self.anchored and c.key else c.id, "title": c.law.title, "text": c.law.text,
             "persuasive": persuasive}
            for persuasive, group in ((False, self.laws), (True, self.persuasive))
            for c in group
        ]
        return out


def _ids(citations: list[Citation]) -> list[str]:
    seen: list[str] = []
    for c in citations:
        if c.id not in seen:
            seen.append(c.id)
    return seen


def _anchored(citations: list[Citation]) -> list[str]:
    """Each citation once, by its id and its anchor where it has one."""
    return list(dict.fromkeys(f"{c.id}#{c.key}" if c.key else c.id for c in citations))


def tricks_said(n: int) -> str:
    """``1 trick``, ``3 tricks``: a number of tricks as a finding says it."""
    return f"{n} trick{'s' * (n != 1)}"
