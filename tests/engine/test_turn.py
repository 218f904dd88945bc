"""What a deal of a game that owns its deal expects next (``table.turn``): the part in play's seat in turn and the
facts it calls legal that the fold rules nothing on, their fields filled from their types. Built from the laws named."""
from __future__ import annotations

from typing import Any

from referee.games import find_game
from referee.schemas import load_record
from referee.table.owner import DealOwner
from referee.table.turn import Turn, turn

NAPOLEON = {"N": ["AS", "KS", "QS", "AH", "2D"], "E": ["JS", "4H", "5H", "6C", "7C"],
            "S": ["TS", "8H", "9H", "TC", "JC"], "W": ["9S", "QH", "KH", "QC", "KD"]}


def _turn(game: str, seats: str, dealer: str, events: list[dict[str, Any]], **options: Any) -> Turn:
    owner = find_game(game)
    assert isinstance(owner, DealOwner)
    record = load_record({"format": "euchre-record/1", "game": game, "code": "foster", "seats": list(seats),
                          "options": options, "deals": [{"dealer": dealer, "events": events}]})
    return turn(owner, record, 0, record.deals[0], owner.ledger(record).opening(record))


def _said(t: Turn) -> list[tuple[str, Any]]:
    return [(e.type, getattr(e, "value", None) if e.type == "bid" else getattr(e, "card", None)) for e in t.facts]


def test_foster_napoleon_increase_each_following_player_increases_or_passes() -> None:
    # foster:napoleon#increase: "A bid having been made, any following player must either increase it or pass."
    t = _turn("napoleon", "NESW", "W", [{"type": "deal", "hands": NAPOLEON}, {"type": "bid", "seat": "N", "value": 3}])
    assert t.seat == "E" and _said(t) == [("bid", 4), ("bid", 5), ("pass", None)]


def test_foster_napoleon_misere_offered_only_where_allowed() -> None:
    # foster:napoleon#misere: "In some places a misère bid is allowed".
    plain = _turn("napoleon", "NESW", "W", [{"type": "deal", "hands": NAPOLEON}])
    agreed = _turn("napoleon", "NESW", "W", [{"type": "deal", "hands": NAPOLEON}], misere=True)
    assert not any(getattr(e, "misere", False) for e in plain.facts)
    assert [getattr(e, "value") for e in agreed.facts if getattr(e, "misere", False)] == [0]


def test_foster_napoleon_follow_suit_only_the_cards_he_may_play() -> None:
    # foster:napoleon#first-lead: the bidder leads; E, holding the J♠ alone of the suit led, is offered it alone.
    bids = [{"type": "bid", "seat": "N", "value": 3}] + [{"type": "pass", "seat": s} for s in "ESW"]
    t = _turn("napoleon", "NESW", "W", [{"type": "deal", "hands": NAPOLEON}, *bids,
                                        {"type": "play", "seat": "N", "card": "AS"}])
    assert t.seat == "E" and [getattr(e, "card").code for e in t.facts if e.type == "play"] == ["JS"]


def test_foster_ecarte_propose_the_dealer_accepts_or_refuses() -> None:
    # foster:ecarte#propose: the pone says "I propose"; the dealer then accepts or refuses, in turn.
    hands = {"A": ["KS", "QS", "7H", "8H", "9C"], "B": ["AS", "TS", "KH", "QH", "JH"]}
    t = _turn("ecarte", "AB", "A", [{"type": "deal", "hands": hands, "turn_up": "7S"},
                                    {"type": "propose", "seat": "B"}])
    assert t.seat == "A" and [e.type for e in t.facts] == ["accept", "refuse"]


def test_foster_ecarte_dealer_reply_i_mark_the_king_offered_to_the_dealer_who_holds_it() -> None:
    # foster:ecarte#dealer-reply: "The dealer must then reply: 'I mark the King,' if he has it"; the pone, who does not
    # hold it, is not offered it (foster:ecarte#false-king); the pone's lead is offered beside it (#not-compelled).
    hands = {"A": ["KS", "QS", "7H", "8H", "9C"], "B": ["AS", "TS", "KH", "QH", "JH"]}
    t = _turn("ecarte", "AB", "A", [{"type": "deal", "hands": hands, "turn_up": "7S"}, {"type": "stand", "seat": "B"}])
    assert t.seat == "B" and [(e.type, e.seat) for e in t.facts if e.type == "mark_king"] == [("mark_king", "A")]
    assert {getattr(e, "card").code for e in t.facts if e.type == "play"} == {"AS", "TS", "KH", "QH", "JH"}


def test_foster_ecarte_propose_again_after_a_round_the_pone_may_stand_or_propose_again() -> None:
    # foster:ecarte#propose-again: "After receiving his cards, the pone may either stand or propose again": the stand
    # is ruled a later one, without penalty, and offered all the same (no slip).
    hands = {"A": ["KS", "QS", "7H", "8H", "9C"], "B": ["AS", "TS", "KH", "QH", "JH"]}
    stock = ["9S", "8S", "JS", "AH", "TH", "9H", "KD", "QD", "JD", "AD", "TD", "9D", "8D", "7D", "KC", "QC", "JC", "AC",
             "TC", "8C", "7C"]
    t = _turn("ecarte", "AB", "A", [{"type": "deal", "hands": hands, "turn_up": "7S", "stock": stock},
                                    {"type": "propose", "seat": "B"}, {"type": "accept", "seat": "A"},
                                    {"type": "discard", "seat": "B", "cards": ["AS"]}, {"type": "give", "seat": "A"},
                                    {"type": "discard", "seat": "A", "cards": ["9C"]}, {"type": "give", "seat": "A"}])
    assert t.seat == "B" and [e.type for e in t.facts][:2] == ["propose", "stand"]
