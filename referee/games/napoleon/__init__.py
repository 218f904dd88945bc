"""Napoleon, or Nap (Foster's NAPOLEON, OR NAP.; Keller's Napoleon under the ``keller`` code): a game that owns
its deal (``table.owner.DealOwner``), as napoleon-spoil-five.md specifies it. One bid each of tricks, the trump not
named; the highest bidder against all the others; counters paid by the bid, with the pool, Purchase Nap, the widow
and Peep Nap where agreed."""
from .game import NAPOLEON, Napoleon

__all__ = ["NAPOLEON", "Napoleon"]
