"""An evening of Progressive, Military or rotation Euchre (``euchre-evening/1``), ruled by Foster's PROGRESSIVE
EUCHRE and MILITARY EUCHRE sections (``foster:progressive``, ``foster:military``): each rule a test built from his
words, named after the rule."""
from __future__ import annotations

from typing import Any

import referee

from builders import deal, ev, only_deal, record


# -- the bell in a table's record ----------------------------------------------------------------------------


def test_foster_progressive_bell_mid_deal_play_ceases_and_the_deal_counts_nothing() -> None:
    # foster:progressive#bell: "Upon the tap of the bell all play immediately ceases, even if in the middle of a
    # deal." (family.md section 5: "The deal stopped by the bell counts nothing.")
    ruled = referee.rule(record(deal("N", ev("order_up", "E"), ev("discard", "N", card="9C"), "AH", "QH",
                                     ev("bell"), "TS", "AS")))
    d = only_deal(ruled)
    assert d["status"] == "incomplete" and d["points"] == {"NS": 0, "EW": 0} and d["next_dealer"] is None
    bell = d["rulings"][0]
    assert bell["irregularity"] == "bell" and bell["laws"] == ["foster:progressive"]
    assert bell["citations"][0]["text"].startswith("Upon the tap of the bell all play immediately ceases")
    assert d["tricks"] == [{"leader": "E", "plays": [["E", "AH"], ["S", "QH"]], "winner": None}]
    after = d["rulings"][-1]
    assert after["irregularity"] == "after_the_deal" and "stopped by the bell" in after["finding"]


def test_foster_progressive_bell_between_deals_stops_nothing() -> None:
    # foster:progressive#bell: play ceases at the bell; a deal over before it stands (an outcome agreed, then the bell)
    d = only_deal(referee.rule(record({"dealer": "N", "events": [ev("outcome", "E", tricks=5), ev("bell")]})))
    assert d["status"] == "scored" and d["points"] == {"NS": 0, "EW": 2} and d["rulings"] == []
