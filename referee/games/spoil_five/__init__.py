"""Spoil Five and Forty-Five (Foster's SPOIL FIVE. and FORTY-FIVE, OR FIVE AND TEN.; napoleon-spoil-five.md §7)."""
from __future__ import annotations

from .forty_five import FORTY_FIVE, FortyFive
from .game import SPOIL_FIVE, SpoilFive

__all__ = ["FORTY_FIVE", "SPOIL_FIVE", "FortyFive", "SpoilFive"]
