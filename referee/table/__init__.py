"""The generic table of any trick game: where each card is (``places``), what changes it (``facts``), the one
writer of it (``state.Table``), one pass over a deal's events (``fold``), and what a game that owns its deal
declares (``owner.DealOwner``)."""
