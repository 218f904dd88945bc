"""The first deal of the round games: "A card is dealt round to each player, face up, and the first Jack takes the
first deal" (foster:loo#cutting; Rams by Spoil Five's, foster:spoil-five#cutting). Read from the record's
``cut_for_deal`` events of its first deal, in the order dealt round."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..law.rulings import Irregularity
from ..record import CutForDeal
from ..table.owner import ruled
from ..table.state import Table


def first_jack(table: Table[Any], laws: Sequence[str]) -> bool:
    """Whether the first jack dealt round fell to the dealer of the record's first deal; where it fell to another, a
    ruling says so: the section names no penalty, and the deal stands. False where no jack is recorded."""
    if table.index != 0:
        return False
    jack = next((e for e in table.deal.events if isinstance(e, CutForDeal) and e.card is not None
                 and e.card.rank == "J"), None)
    if jack is None or jack.seat is None:
        return False
    if jack.seat != table.dealer:
        ruled(table, None, Irregularity.DEAL_OUT_OF_TURN, list(laws), f"The first jack dealt round fell to "
              f"{jack.seat}; {table.dealer} dealt. The section names no penalty for it.", "The deal stands.")
        return False
    return True
