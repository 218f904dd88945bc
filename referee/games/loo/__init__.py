"""The Loos (foster:loo, rams-loo.md §4.4-4.6): Three-card Loo, limited or unlimited."""
from .three_card import LOO, Loo

__all__ = ["LOO", "Loo"]
