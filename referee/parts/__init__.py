"""The phases a game lists (``DealOwner.parts``), each a small object made fresh for each deal (``base.Part``): the
deal, an auction, the play. A new kind of part is a new module here, which later games may list too."""
