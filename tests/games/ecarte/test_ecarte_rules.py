"""Écarté's own rules as its parts (referee/games/ecarte/): the ranking and the rule of play, the points by tricks.
Each test is built from the sentence it is named after (laws/foster-ecarte.toml)."""
from __future__ import annotations

from referee.cards import Card, Suit
from referee.games.ecarte.ranking import power, ranking
from referee.games.ecarte.scoring import trick_points


def cards(*codes: str) -> list[Card]:
    return [Card.parse(c) for c in codes]


def lead(code: str) -> list[tuple[str, Card]]:
    return [("P", Card.parse(code))]


# -- foster:ecarte#pack: "a pack of thirty-two cards, which rank, K Q J A 10 9 8 7" -------------------------------


def test_foster_ecarte_pack_ranks_k_q_j_a_10_9_8_7_in_every_suit() -> None:
    for suit in "SHDC":
        order = sorted(cards(*(r + suit for r in "789TJQKA")), key=power, reverse=True)
        assert [c.rank for c in order] == list("KQJAT987")


def test_foster_ecarte_pack_no_bowers_the_jack_of_the_same_colour_stays_in_its_suit() -> None:
    hearts = ranking(Suit.HEARTS)
    # the jack of diamonds led under hearts is a diamond, beaten by the queen of diamonds, not a trump
    assert hearts.trick_winner([("P", Card.parse("JD")), ("D", Card.parse("QD"))]) == "D"
    assert hearts.trick_winner([("P", Card.parse("AH")), ("D", Card.parse("JH"))]) == "D"  # the jack above the ace
    assert hearts.trick_winner([("P", Card.parse("KH")), ("D", Card.parse("JD"))]) == "P"
    assert hearts.suit[Card.parse("JD")] is Suit.DIAMONDS


# -- foster:ecarte#trick: "The highest card played, if of the suit led, wins the trick, and trumps win all other suits"


def test_foster_ecarte_trick_the_highest_of_the_suit_led_wins_and_trumps_win_all_other_suits() -> None:
    spades = ranking(Suit.SPADES)
    assert spades.trick_winner([("P", Card.parse("7C")), ("D", Card.parse("KD"))]) == "P"  # not of the suit led
    assert spades.trick_winner([("P", Card.parse("KC")), ("D", Card.parse("7S"))]) == "D"  # a trump
    assert spades.trick_winner([("P", Card.parse("TC")), ("D", Card.parse("AC"))]) == "D"  # the ace above the ten


# -- foster:ecarte#follow-and-win: "must not only follow suit, but must win the trick if he can" --------------------


def test_foster_ecarte_follow_and_win_a_higher_card_of_the_suit_led_if_he_has_one() -> None:
    must = ranking(Suit.SPADES).must_play(cards("QH", "8H", "7S", "KD", "9C"), lead("JH"))
    assert must == cards("QH")


def test_foster_ecarte_follow_and_win_any_card_of_the_suit_when_none_wins() -> None:
    must = ranking(Suit.SPADES).must_play(cards("TH", "8H", "7S", "KD", "9C"), lead("JH"))
    assert sorted(must, key=power) == cards("8H", "TH")


def test_foster_ecarte_follow_and_win_void_in_the_suit_led_he_trumps() -> None:
    must = ranking(Suit.SPADES).must_play(cards("7S", "QS", "KD", "9C"), lead("JH"))
    assert sorted(must, key=power) == cards("7S", "QS")


def test_foster_ecarte_neither_follow_nor_trump_any_card() -> None:
    assert ranking(Suit.SPADES).must_play(cards("KD", "9C", "AD"), lead("JH")) == []


def test_foster_ecarte_follow_and_win_a_trump_led_a_higher_trump() -> None:
    assert ranking(Suit.SPADES).must_play(cards("KS", "8S", "AD"), lead("QS")) == cards("KS")


# -- foster:ecarte#renounce, #trump-when-able: not following, declining to win, trumping when able to follow -------


def test_foster_ecarte_renounce_not_following_suit_when_able() -> None:
    assert ranking(Suit.SPADES).renounce(cards("8H", "KD"), lead("JH"), Card.parse("KD")) == "not_followed"


def test_foster_ecarte_renounce_declining_to_win_when_able() -> None:
    spades = ranking(Suit.SPADES)
    assert spades.renounce(cards("QH", "8H"), lead("JH"), Card.parse("8H")) == "not_won"
    assert spades.renounce(cards("7S", "KD"), lead("JH"), Card.parse("KD")) == "not_won"  # void, a trump held


def test_foster_ecarte_trump_when_able_to_follow_is_a_renounce() -> None:
    assert ranking(Suit.SPADES).renounce(cards("8H", "7S"), lead("JH"), Card.parse("7S")) == "trumped"


def test_foster_ecarte_follow_and_win_a_card_that_wins_or_follows_as_it_must_is_no_renounce() -> None:
    spades = ranking(Suit.SPADES)
    assert spades.renounce(cards("QH", "8H"), lead("JH"), Card.parse("QH")) is None
    assert spades.renounce(cards("TH", "8H"), lead("JH"), Card.parse("8H")) is None
    assert spades.renounce(cards("KD", "9C"), lead("JH"), Card.parse("9C")) is None


# -- scoring by tricks ---------------------------------------------------------------------------------------------


def test_foster_ecarte_point_vole_three_tricks_one_point_all_five_two() -> None:
    three = trick_points({"P": 3, "D": 2}, "P", "D", "accepted")
    vole = trick_points({"P": 0, "D": 5}, "P", "D", "accepted")
    assert (three.seat, three.points) == ("P", 1) and (vole.seat, vole.points) == ("D", 2)
    assert "foster:ecarte#point-vole" in three.laws and three.laws[0] == "foster:ecarte#accepted-scoring"


def test_foster_ecarte_stand_scoring_the_pone_who_stood_three_or_four_one_the_vole_two() -> None:
    assert trick_points({"P": 4, "D": 1}, "P", "D", "stood").points == 1
    assert trick_points({"P": 5, "D": 0}, "P", "D", "stood").points == 2


def test_foster_ecarte_stand_scoring_if_he_fails_to_make_three_tricks_the_dealer_counts_two() -> None:
    failed = trick_points({"P": 2, "D": 3}, "P", "D", "stood")
    assert (failed.seat, failed.points, failed.failed_three) == ("D", 2, True)
    assert failed.laws[:2] == ("foster:ecarte#stand-scoring", "foster:ecarte#stand-refuse-penalty")


def test_foster_ecarte_refuse_scoring_the_dealer_who_refused_fails_the_pone_counts_two() -> None:
    failed = trick_points({"P": 3, "D": 2}, "P", "D", "refused")
    made = trick_points({"P": 1, "D": 4}, "P", "D", "refused")
    assert (failed.seat, failed.points) == ("P", 2) and (made.seat, made.points) == ("D", 1)


def test_foster_ecarte_refused_vole_counts_two_points_only() -> None:
    vole = trick_points({"P": 5, "D": 0}, "P", "D", "refused")
    assert (vole.seat, vole.points) == ("P", 2) and vole.laws[0] == "foster:ecarte#refused-vole"


def test_foster_ecarte_two_by_tricks_the_vole_against_a_player_at_risk_no_more_than_two() -> None:
    assert trick_points({"P": 0, "D": 5}, "P", "D", "stood").points == 2


def test_foster_ecarte_renounce_the_odd_trick_counts_nothing_the_vole_one_point_only() -> None:
    odd = trick_points({"P": 3, "D": 2}, "P", "D", "accepted", renouncers={"P"})
    vole = trick_points({"P": 5, "D": 0}, "P", "D", "accepted", renouncers={"P"})
    assert (odd.points, vole.points) == (0, 1) and odd.renounced
    assert odd.laws[0] == "foster:ecarte#renounce"


def test_foster_ecarte_renounce_his_adversary_scores_as_ever() -> None:
    assert trick_points({"P": 2, "D": 3}, "P", "D", "accepted", renouncers={"P"}).points == 1


def test_foster_ecarte_renounce_the_renouncer_counts_nothing_where_his_adversary_at_risk_failed() -> None:
    # the pone stood and made two tricks; the dealer, who renounced, made three: the odd trick counts him nothing
    assert trick_points({"P": 2, "D": 3}, "P", "D", "stood", renouncers={"D"}).points == 0
