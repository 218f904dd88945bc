"""A ruling on one irregularity: what was found, the laws that give the
remedy, the options of the side entitled, and the effect."""
from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any

from .laws import Citation


class Irregularity(enum.Enum):
    """The irregularities the engine names in a ruling (stable names)."""

    REVOKE = "revoke"
    """A renounce in error not corrected in time, or a penalty not complied with."""
    REVOKE_CORRECTED = "revoke_corrected"
    """A renounce corrected in time: the card played in error is exposed."""
    REVOKE_NOT_PROVED = "revoke_not_proved"
    """A revoke claimed that the facts do not establish."""
    REVOKE_UNCLAIMED = "revoke_unclaimed"
    """A renounce in error the record shows but no one claimed."""
    LEAD_OUT_OF_TURN = "lead_out_of_turn"
    """A lead by a player whose turn it was not."""
    PLAY_OUT_OF_TURN = "play_out_of_turn"
    """A card played to a trick before the player's turn."""
    MISDEAL = "misdeal"
    """A misdeal: the deal is lost."""
    NEW_DEAL = "new_deal"
    """A fault that gives a new deal by the same dealer."""
    DEAL_STANDS = "deal_stands"
    """A fault in dealing that the laws let stand."""
    LONE_HAND_BARRED = "lone_hand_barred"
    """A lone hand announced by a player the code does not allow to play alone."""
    DISCARD_LATE = "discard_late"
    """The dealer played to the first trick before discarding."""
    NOT_RULED = "not_ruled"
    """A fact the engine does not yet rule on: said plainly, not guessed."""
    CUSTOM = "custom"
    """A house custom agreed before play decided the point."""


@dataclass(slots=True)
class Ruling:
    """One ruling of a deal (ruling format 1, ``rulings[]``)."""

    event: int | None
    irregularity: Irregularity
    laws: list[Citation]
    finding: str
    effect: str
    options: list[str] = field(default_factory=list)
    elected: str | None = None
    persuasive: list[Citation] = field(default_factory=list)
    custom: str | None = None
    entitled: str | None = None  # the side that may elect, while options are open

    @property
    def is_awaiting(self) -> bool:
        return bool(self.options) and self.elected is None and self.entitled is not None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "event": self.event,
            "irregularity": self.irregularity.value,
            "laws": _ids(self.laws),
            "persuasive": _ids(self.persuasive),
            "finding": self.finding,
            "options": list(self.options),
            "elected": self.elected,
            "effect": self.effect,
        }
        if self.custom:
            out["custom"] = self.custom
        out["citations"] = [
            {"id": c.id, "title": c.law.title, "text": c.law.text, "persuasive": persuasive}
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
