"""Across deals: what a deal pays (``Settlement``), what it depends on besides its facts (``Carry``), and the
ledgers that carry one deal's carry to the next (``Ledger``; ``CountersLedger``: counters run on, with a pool)."""
