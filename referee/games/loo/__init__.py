"""The Loos (foster:loo, foster:irish-loo, foster:five-card-loo; rams-loo.md §4.4-4.6): Three-card Loo, limited or
unlimited, Irish Loo and Five-card Loo."""
from .five_card import FIVE_CARD_LOO, FiveCardLoo
from .irish import IRISH_LOO, IrishLoo
from .three_card import LOO, Loo

__all__ = ["FIVE_CARD_LOO", "IRISH_LOO", "LOO", "FiveCardLoo", "IrishLoo", "Loo"]
