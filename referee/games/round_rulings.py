"""The round games' ruling names (rams-loo.md §5, ``irregularity``), as stable as ``rulings.Irregularity``'s."""
from __future__ import annotations

from ..law.rulings import Named

RAMSED = Named("ramsed")
LOOED = Named("looed")
PONE_DECLINED = Named("pone_declined")
GENERAL = Named("general_rams")
FLUSH = Named("flush")
SOLE_PLAYER = Named("sole_player")
DEALER_DEFENDS = Named("dealer_defends")
PENALTY = Named("penalty")
REVOKE = Named("revoke")
CURRENT_POOL = Named("current_pool_offence")
NEXT_POOL = Named("next_pool_offence")
REDEAL = Named("redeal")
MUST_PLAY = Named("must_play")
ROB_BARRED = Named("rob_barred")
DRAW = Named("draw")
ALL_PASSED = Named("all_passed")
"""Loo: every player passed, the dealer too (a reading: the pool remains)."""
