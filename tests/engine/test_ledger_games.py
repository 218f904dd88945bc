"""The games' ledger (``ledger.games``): games to five with rubbers, laps and slams, and the bidder's first count,
carried deal to deal for the Euchre games, which own their deal through the adapter (Railroad, Five Hundred), each case
from the law's words."""
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


def test_foster_500_game_the_bidder_has_the_first_count_and_goes_out_first_in_the_ledger() -> None:
    # foster:500#game: "Five hundred points is game, and as the bidder has the first count he may go out first, even
    # if an adversary has won tricks enough to reach 500 also." C (at 300) bids seven hearts and takes eight tricks
    # (500); B (at 490) takes two, ten a trick (510, #ten-a-trick): the ledger posts the deal with its bidder, and C
    # goes out first. The same deal bid by A: B, not the bidder, is the first to reach the game.
    def games_after(bidder: str, others: dict[str, int]) -> Any:
        bid = ev("outcome", bidder, tricks=8, bid={"value": 7, "suit": "H"}, others=others)
        rec = record({"dealer": "A", "events": [bid]}, game="five-hundred", seats=("A", "B", "C"))
        rec["start_score"] = {"A": 0, "B": 490, "C": 300}
        loaded = load_record(rec)
        game = find_game("five-hundred")
        assert isinstance(game, DealOwner) and isinstance(game.ledger(loaded), GamesLedger)
        ((table, _, carry),) = settled(game, loaded)
        assert table.maker == bidder  # the deal's bidder, carried to the ledger by the table
        return GamesLedger().summary(carry)["games"]

    first = games_after("C", {"A": 0, "B": 2})
    assert first[0] == {"winner": "C", "score": {"A": 0, "B": 510, "C": 500}, "slam": False, "laws": ["foster:500"]}
    assert games_after("A", {"B": 2, "C": 0})[0]["winner"] == "B"
