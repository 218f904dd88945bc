"""Cards: packs, the bowers, the joker, who wins a trick (foster:text bowers, joker, trick-winner)."""
from __future__ import annotations

import pytest

from referee.cards import JOKER, Card, Suit, make_pack, trick_winner
from referee.games.euchre import EUCHRE


def c(code: str) -> Card:
    return Card.parse(code)


@pytest.mark.parametrize("size,lowest,joker", [(24, "9", False), (25, "9", True), (28, "8", False),
                                               (32, "7", False), (36, "6", False)])
def test_packs_of_24_25_28_32_36_cards(size: int, lowest: str, joker: bool) -> None:
    pack = make_pack(size)
    assert len(pack) == size
    assert (JOKER in pack) is joker
    assert min(pack - {JOKER}, key=lambda card: "6789TJQKA".index(card.rank)).rank == lowest


def test_card_notation_accepts_10_for_t_and_rejects_unknown_cards() -> None:
    assert c("10H") is c("TH")
    assert str(c("jk")) == "JK"
    for bad in ("1H", "ZZ", "JX", ""):
        with pytest.raises(ValueError):
            c(bad)


def test_foster_text_bowers_the_left_bower_is_the_second_best_trump() -> None:
    # "The Jack of the same colour as the trump suit ... is the second-best trump ... the Left Bower"
    clubs = Suit.CLUBS
    ranked = sorted([c("AC"), c("JS"), c("JC"), c("KC"), c("9C")], key=lambda card: card.power(clubs), reverse=True)
    assert [x.code for x in ranked] == ["JC", "JS", "AC", "KC", "9C"]


def test_foster_text_bowers_the_left_bower_follows_the_trump_suit_not_its_own() -> None:
    assert EUCHRE.ranking(Suit.HEARTS).suit[c("JD")] is Suit.HEARTS
    assert EUCHRE.ranking(Suit.SPADES).suit[c("JD")] is Suit.DIAMONDS
    # the left bower led is a trump lead: a diamond does not follow it
    plays = [("N", c("JD")), ("E", c("AD")), ("S", c("9H"))]
    assert trick_winner(plays, Suit.HEARTS) == "N"


def test_foster_text_bowers_the_left_bower_does_not_follow_its_own_suit() -> None:
    # diamonds led, hearts trumps: the jack of diamonds is a trump, so it wins as a trump
    plays = [("N", c("AD")), ("E", c("JD")), ("S", c("KD"))]
    assert trick_winner(plays, Suit.HEARTS) == "E"


def test_foster_text_joker_is_always_the_best_trump() -> None:
    # "When the Joker ... is used, it is always the best trump, ranking above the right bower."
    plays = [("N", c("JH")), ("E", JOKER), ("S", c("JD"))]
    assert trick_winner(plays, Suit.HEARTS) == "E"
    assert EUCHRE.ranking(Suit.CLUBS).suit[JOKER] is Suit.CLUBS


def test_foster_text_trick_winner_highest_of_suit_led_unless_trumped() -> None:
    # "The highest card played, if of the suit led, wins the trick, trumps winning against all other suits"
    assert trick_winner([("N", c("KS")), ("E", c("AS")), ("S", c("AC"))], Suit.HEARTS) == "E"
    assert trick_winner([("N", c("KS")), ("E", c("AS")), ("S", c("9H"))], Suit.HEARTS) == "S"
    assert trick_winner([("N", c("9H")), ("E", c("TH")), ("S", c("AS"))], Suit.HEARTS) == "E"
    # a higher card of another plain suit does not win
    assert trick_winner([("N", c("9S")), ("E", c("AD"))], Suit.HEARTS) == "N"
