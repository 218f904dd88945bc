"""French Euchre at the table and on its sheet and report: the web form, the panels, the documents (the service's
layer; the rules themselves are tests/games/test_french_euchre.py's)."""
from __future__ import annotations

from typing import Any

from builders import deal, ev, only_deal, record
from test_french_euchre import SIX, _panel, bid, bids, six


def test_keller_french_bidding_recorded_at_the_table_by_the_panels_taps(scorer: Any) -> None:
    # The scorer's page at a table of four, then of six: the bids offered as buttons, each a form that records it.
    import re

    def taps(table: int) -> list[tuple[str, str, str | None]]:
        page = scorer.client.get(f"/tables/{table}").get_data(as_text=True)
        return [(seat, value, suit) for seat, value, suit in re.findall(
            r'data-type="bid" data-seat="(\w)" data-value="(\d)"(?: data-suit="(\w)")?', page)]

    def tap(table: int, **fields: str) -> None:
        response = scorer.record(table, ask="1", **fields)
        assert response.status_code == 302, response.get_data(as_text=True)[:2000]

    four = scorer.start_table(game="french-euchre", code="keller", dealer="0")  # N deals
    for kind in ("shuffle", "cut", "deal"):
        tap(four, type=kind, **({"seat": "N"} if kind == "shuffle" else {"seat": "W"} if kind == "cut" else {}))
    assert taps(four) == [("E", n, "") for n in "12345"]
    tap(four, type="bid", seat="E", value="3")
    assert taps(four) == [("S", "4", ""), ("S", "5", "")]
    tap(four, type="bid", seat="S", value="5")  # five tricks ends the bidding (#five-ends): S names the trump
    page = scorer.client.get(f"/tables/{four}").get_data(as_text=True)
    assert 'data-type="make" data-seat="S" data-suit="H"' in page and 'data-type="bid"' not in page

    table = scorer.start_table(game="french-euchre", code="keller", seats="A B C D E F", player__4="Ed",
                               player__5="Flo", dealer="0")
    for kind in ("shuffle", "cut", "deal"):
        tap(table, type=kind, **({"seat": "A"} if kind == "shuffle" else {"seat": "F"} if kind == "cut" else {}))
    assert taps(table) == [("B", str(n), s) for s in "SHDC" for n in range(1, 6)]
    tap(table, type="bid", seat="B", value="2", suit="D")
    assert taps(table) == [("C", str(n), s) for s in "SHDC" for n in range(3, 6)]
    for seat in "CDEFA":
        tap(table, type="pass", seat=seat)
    page = scorer.client.get(f"/tables/{table}").get_data(as_text=True)
    assert 'data-type="play" data-seat="B"' in page  # B's two diamonds made the trump; the eldest hand leads


def test_keller_french_bidding_the_panel_offers_one_to_five_tricks_each_more_than_the_last() -> None:
    # #bidding: each in turn from the eldest hand bids "for the privilege of naming the trump"; #must-pass-last: "unless
    # he bids more than three tricks, his bid is worthless"; #five-ends: "five tricks are all that can be made". With
    # four the bid names no suit: the panel offers one to five, then only those more than the bid holding.
    rec = record(game="french-euchre", code="keller")
    prompt, offered = _panel(rec, deal("N", turn_up=None))
    assert prompt.startswith("E") and offered == [(n, None) for n in "12345"]
    prompt, offered = _panel(rec, deal("N", bid("E", 2), bid("S", 3), turn_up=None))
    assert prompt.startswith("W") and "3 holds" in prompt and offered == [("4", None), ("5", None)]
    prompt, offered = _panel(rec, deal("N", *bids(("E", 2), ("S", 3), ("W", 0), ("N", 0)), turn_up=None))
    assert prompt.startswith("S") and "names the trump" in prompt and offered == []  # the holder names it


def test_keller_six_hand_suit_declared_the_panel_offers_each_bid_in_each_suit() -> None:
    # keller:six-hand#suit-declared: "When a bid is made, the suit on which the bid is based must be declared": with
    # six the panel offers one to five tricks in each suit; a bid holding, those of more tricks in any suit
    # (keller:french-euchre#must-pass-last: three hearts cannot be superseded by three spades).
    rec = record(game="french-euchre", code="keller", seats=SIX)
    dealt = {"dealer": "A", "events": [ev("deal")]}
    prompt, offered = _panel(rec, dealt)
    assert prompt.startswith("B") and offered == [(str(n), s) for s in "SHDC" for n in range(1, 6)]
    three = {"dealer": "A", "events": [ev("deal"), bid("B", 3, suit="H")]}
    prompt, offered = _panel(rec, three)
    assert prompt.startswith("C") and "3♥ holds" in prompt
    assert offered == [(str(n), s) for s in "SHDC" for n in (4, 5)]
    assert only_deal(six(bid("B", 3, suit="H"), bid("C", 4, suit="S"), *[ev("pass", s) for s in "DEFA"]))["trump"] \
        == "S"  # the tap's bid, as recorded, names the trump
