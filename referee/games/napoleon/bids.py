"""Napoleon's bids: what each is (tricks, misère, nap, Wellington, Blücher), how they rank, what each undertakes and
what it is paid or pays (napoleon-spoil-five.md §7.6's table)."""
from __future__ import annotations

from dataclasses import dataclass

from ...record import BidMade


@dataclass(frozen=True, slots=True)
class Held:
    """The bid that holds: ``kind`` one of ``tricks``, ``misere``, ``nap``, ``wellington``, ``blucher``; ``tricks`` the
    tricks it undertakes (0 for a misère: none taken)."""

    kind: str
    tricks: int

    @property
    def five(self) -> bool:
        """Nap, Wellington or Blücher: all five tricks bid."""
        return self.kind in ("nap", "wellington", "blucher")

    def said(self) -> str:
        if self.kind == "tricks":
            return f"{self.tricks} trick{'s' * (self.tricks != 1)}"
        return {"misere": "misère", "nap": "nap", "wellington": "Wellington", "blucher": "Blücher"}[self.kind]


#: The order of the bids (napoleon-spoil-five.md §7.7): 1 < 2 < 3 < misère < 4 < nap < Wellington < Blücher.
RANK = {"misere": 35, "nap": 50, "wellington": 60, "blucher": 70}


def held(bid: BidMade) -> Held:
    """What ``bid`` is, as recorded (``misere``, ``name``, or the number: five is nap)."""
    if bid.misere:
        return Held("misere", 0)
    if bid.name in ("wellington", "blucher"):
        return Held(bid.name, 5)
    if bid.name == "nap" or bid.value == 5:
        return Held("nap", 5)
    return Held("tricks", bid.value)


def rank(bid: Held) -> int:
    return RANK.get(bid.kind, bid.tricks * 10)


def values(bid: Held, keller: bool, english: bool, compelled: bool = False) -> tuple[int, int, tuple[str, ...]]:
    """What each adversary pays the bidder if he makes ``bid``, what he pays each if he fails, and the laws."""
    if keller:
        if compelled:
            return 5, 5, ("keller:napoleon#continue",)
        if bid.five:
            return 10, 5, ("keller:napoleon#napoleon", "keller:napoleon#payments")
        return bid.tricks, bid.tricks, ("keller:napoleon#payments", "keller:napoleon#under-five")
    if bid.kind == "misere":
        return 3, 3, ("foster:napoleon#payments", "foster:napoleon#misere")
    if bid.kind == "nap":
        return 10, 5, ("foster:napoleon#nap-payments",)
    if bid.kind == "wellington":
        return (20 if english else 10), 10, ("foster:napoleon#wellington",) + (
            ("foster:napoleon#england-stakes",) if english else ("foster:napoleon#nap-payments",))
    if bid.kind == "blucher":
        return (30 if english else 10), 20, ("foster:napoleon#blucher",) + (
            ("foster:napoleon#england-stakes",) if english else ())
    return bid.tricks, bid.tricks, ("foster:napoleon#payments",)
