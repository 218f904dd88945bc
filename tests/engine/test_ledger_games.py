"""The games' ledger (``ledger.games``): games to five with rubbers, laps and slams, carried deal to deal for a game
that owns its deal (Railroad, Penalty Euchre), each case from the law's words."""
from __future__ import annotations

from typing import Any

from builders import deal, ev, record

from referee.games import find_game
from referee.ledger.games import GamesLedger
from referee.schemas import load_record
from referee.table.fold import settled
from referee.table.owner import DealOwner


def outcome(dealer: str, seat: str, tricks: int, alone: bool = False) -> dict[str, Any]:
    """A deal recorded by its outcome only: ``seat`` made hearts and took ``tricks``."""
    return deal(dealer, ev("outcome", seat, suit="H", alone=alone, tricks=tricks))


def carries(*deals: dict[str, Any], **options: Any) -> list[Any]:
    """The carry each Railroad deal of ``deals`` leaves to the next."""
    game = find_game("railroad")
    assert isinstance(game, DealOwner) and isinstance(game.ledger(load_record(record(game="railroad"))), GamesLedger)
    return [carry for _, _, carry in settled(game, load_record(record(*deals, game="railroad", **options)))]


def test_foster_1_a_game_consists_of_five_points_the_score_carried_is_the_game_in_progress() -> None:
    # foster:1: "A game consists of five points. If the players making the trump win all five tricks, they count two
    # points towards game": N's side marches three times; after the third the game is won at six, and the next deal
    # is ruled with the next game's score, nothing each.
    after = carries(outcome("W", "N", 5), outcome("N", "S", 5), outcome("E", "N", 5))
    assert [dict(c.scores) for c in after] == [{"NS": 2, "EW": 0}, {"NS": 4, "EW": 0}, {"NS": 0, "EW": 0}]
    summary = GamesLedger().summary(after[-1])
    assert summary["games"][0]["winner"] == "NS" and summary["games"][0]["score"] == {"NS": 6, "EW": 0}


def test_foster_3_the_rubber_the_first_two_won_by_the_same_players_the_third_not_played() -> None:
    # foster:3: "The Rubber is the best of three games. If the first two are won by the same players, the third game
    # is not played. The winners gain a triple, or three points, if their adversaries have not scored ... The winners
    # of the rubber add two points to the value of their games": two games to love, each a triple, and two: eight.
    alone = [outcome(d, "N", 5, alone=True) for d in "WNEE"]
    after = carries(*alone)
    assert GamesLedger().summary(after[-1])["rubbers"] == [{"winner": "NS", "games": [0, 1], "points": 8}]


def test_foster_railroad_laps_and_slams_counted_by_the_ledger_where_agreed() -> None:
    # #laps: "the additional points are counted on the next game"; #slams: "If one side reaches five points before
    # the other has scored, it is a slam, and counts two games." N's lone hand twice, four each (foster:2): eight, the
    # game won at five to love, and three counted on the next.
    after = carries(outcome("W", "N", 5, alone=True), outcome("N", "N", 5, alone=True), lap=True, slam=True)
    assert [dict(c.scores) for c in after] == [{"NS": 4, "EW": 0}, {"NS": 3, "EW": 0}]
    summary = GamesLedger().summary(after[-1])
    assert [g["slam"] for g in summary["games"]] == [True, False] and summary["games_won"] == {"NS": 2, "EW": 0}
    unagreed = GamesLedger().summary(carries(outcome("W", "N", 5, alone=True), outcome("N", "N", 5, alone=True))[-1])
    assert unagreed["score"] == {"NS": 0, "EW": 0} and unagreed["games_won"] == {"NS": 1, "EW": 0}


def test_a_deal_not_scored_posts_nothing_but_names_the_next_dealer() -> None:
    # foster:13: the deal passes to the left. A deal every player passed is not scored: the score stands.
    passes = deal("W", *(ev("pass", s) for s in "NESW" * 2), hands={
        "N": ["JH", "JD", "AH", "KH", "QH"], "E": ["JK", "AS", "KS", "QS", "JS"],
        "S": ["AC", "KC", "QC", "JC", "TC"], "W": ["AD", "KD", "QD", "TD", "9D"]}, turn_up="9H")
    first, second = carries(outcome("S", "N", 5), passes)
    assert dict(second.scores) == dict(first.scores) == {"NS": 2, "EW": 0}
    assert (first.dealer, second.dealer) == ("W", "N")


def test_the_carry_into_a_deal_is_never_changed_by_posting_the_deal() -> None:
    first, _ = carries(outcome("W", "N", 5), outcome("N", "E", 5))
    assert dict(first.scores) == {"NS": 2, "EW": 0}
    assert GamesLedger().summary(first)["score"] == {"NS": 2, "EW": 0}
