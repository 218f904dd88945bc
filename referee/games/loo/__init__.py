"""The Loos (foster:loo, foster:irish-loo; rams-loo.md §4.4-4.5): Three-card Loo, limited or unlimited, and Irish Loo."""
from .irish import IRISH_LOO, IrishLoo
from .three_card import LOO, Loo

__all__ = ["IRISH_LOO", "LOO", "IrishLoo", "Loo"]
