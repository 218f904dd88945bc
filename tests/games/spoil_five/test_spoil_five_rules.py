"""Spoil Five's and Forty-Five's cards and play as Foster gives them (SPOIL FIVE., laws/foster-spoil-five.toml;
napoleon-spoil-five.md 7.2 and 7.7), each case built from the section's words: the rankings by colour, the ace of
hearts, the sunken ace, following and the privilege of reneging."""
from __future__ import annotations

import pytest

from referee.cards import Card, Suit
from referee.games.spoil_five.ranking import ranking

from builders import SHARED


def cards(codes: str) -> list[Card]:
    return [Card.parse(c) for c in codes.split()]


def best_first(trump: Suit, suit: Suit, sunk: str | None = None) -> list[str]:
    """The cards that belong to ``suit`` when ``trump`` is trumps, best first."""
    r = ranking(trump, Card.parse(sunk) if sunk else None)
    return [c.code for c in sorted((c for c in r.suit if r.suit[c] is suit), key=lambda c: r.standing[c][1],
                                   reverse=True)]


def winner(trump: str, *plays: str, sunk: str | None = None) -> str:
    """The player whose card wins a trick led by the first of ``plays`` (players A, B, C ...)."""
    r = ranking(Suit(trump), Card.parse(sunk) if sunk else None)
    return r.trick_winner([("ABCDEFGHIJ"[i], Card.parse(c)) for i, c in enumerate(plays)])


def table_lines(intro: str) -> list[list[str]]:
    """One of Foster's two tables as the source prints it: its four lines of ranks, the suit signs lost ("?")."""
    text = (SHARED / "sources" / "foster-complete-hoyle-euchre-family.txt").read_text(encoding="utf-8").split("\n")
    i = next(n for n, line in enumerate(text) if intro in line)
    return [text[i + k].split() for k in (3, 4, 6, 7)]


def ranks(codes: list[str], aces: str = "A") -> list[str]:
    """Cards as Foster's table writes them: ranks only, ``10`` for the ten; an ace as ``aces`` (the trump table
    prints each ace with its lost suit sign, ``? A``)."""
    return [(aces if c[0] == "A" else "10" if c[0] == "T" else c[0]) for c in codes]


def test_foster_spoil_five_pack_fifty_two_cards_every_one_ranked_under_every_trump() -> None:
    # foster:spoil-five#pack: "Spoil Five is played with a full pack of fifty-two cards."
    for trump in Suit:
        assert len(ranking(trump).standing) == 52


def test_foster_spoil_five_plain_table_line_by_line() -> None:
    # foster:spoil-five#plain-table: "No change. Highest in red." "? K Q J 10 9 8 7 6 5 4 3 2" (hearts, its ace a
    # trump) "? K Q J 10 9 8 7 6 5 4 3 2 A" (diamonds) "Lowest in black." "? K Q J A 2 3 4 5 6 7 8 9 10" twice
    lines = table_lines("This will give us the following order for the plain suits")
    for line, suit in zip(lines, (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES)):
        trump = Suit.SPADES if suit is not Suit.SPADES else Suit.CLUBS
        assert ranks(best_first(trump, suit)) == line[1:], suit


def test_foster_spoil_five_trump_table_line_by_line_the_five_ranked_once() -> None:
    # foster:spoil-five#trump-table: "? 5 J ? A K Q 10 9 8 7 6 5 4 3 2" (hearts) "? 5 J ? A ? A K Q 10 ... 2"
    # (diamonds) "? 5 J ? A ? A K Q 2 3 4 5 6 7 8 9 10" (clubs, spades): the five already counted first ranks once
    lines = table_lines("This gives us the rank of the cards as follows, when the suit is trump")
    for line, suit in zip(lines, (Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS, Suit.SPADES)):
        printed = " ".join(line[1:]).split(" ")
        ours = " ".join(ranks(best_first(suit, suit), aces="? A")).split(" ")
        # the source lists the five again in its tail; the reading ranks it once, first
        tail = printed[ours.index("K"):]
        assert ours[: ours.index("K")] == printed[: printed.index("K")]
        assert ours[ours.index("K"):] == [r for r in tail if r != "5"], suit


def test_foster_spoil_five_ranking_the_heart_ace_always_the_third_best_trump() -> None:
    # foster:spoil-five#ranking: "the heart ace being always the third best trump"
    for trump in Suit:
        assert best_first(trump, trump)[2] == "AH"
        assert all(best_first(trump, s).count("AH") == 0 for s in Suit if s is not trump)


def test_foster_spoil_five_four_best_trumps_five_jack_heart_ace_ace() -> None:
    # foster:spoil-five#four-best-trumps: "These are the Five, Jack, and ace of the suit itself, and the ace of
    # hearts, the latter being always the third best."
    assert best_first(Suit.CLUBS, Suit.CLUBS)[:4] == ["5C", "JC", "AH", "AC"]
    assert best_first(Suit.DIAMONDS, Suit.DIAMONDS)[:4] == ["5D", "JD", "AH", "AD"]
    assert best_first(Suit.HEARTS, Suit.HEARTS)[:4] == ["5H", "JH", "AH", "KH"]  # thirteen trumps with hearts


def test_foster_spoil_five_plain_suits_highest_in_red_lowest_in_black() -> None:
    # foster:spoil-five#plain-suits: "if several cards of a suit, not including a King, Queen or Jack, are played to
    # a trick, the highest card will win if the suit is red; and the lowest if the suit is black."
    assert winner("S", "8D", "TD", "2D") == "B"
    assert winner("S", "8C", "TC", "2C") == "C"
    assert winner("H", "AC", "2C") == "A" and winner("H", "AD", "2D") == "B"  # the black ace first, the red last
    assert winner("S", "TD", "KD", "JD") == "B"  # "the K Q J retain their usual order, the King being the best"


def test_foster_spoil_five_trick_winner_trumps_win_all_other_suits() -> None:
    # foster:spoil-five#trick-winner: "The highest card played of the suit led wins the trick, and trumps win all
    # other suits."
    assert winner("C", "KD", "2C", "QD") == "B"
    assert winner("C", "KD", "QH", "AH") == "C"  # the ace of hearts a trump, though clubs are trumps
    assert winner("C", "TC", "2C") == "B"  # lowest in black, in trumps too
    assert winner("D", "2D", "TD") == "B"


def test_foster_spoil_five_ace_unannounced_less_than_any_other_trump_for_that_deal() -> None:
    # foster:spoil-five#ace-unannounced: "his ace of trumps becomes of less value than any other trump for that deal"
    assert best_first(Suit.CLUBS, Suit.CLUBS, sunk="AC")[-2:] == ["TC", "AC"]
    assert winner("C", "AC", "TC", sunk="AC") == "B"
    assert winner("C", "AC", "TC") == "A"


def test_foster_spoil_five_ace_unannounced_even_the_ace_of_hearts_loses_its_privileges() -> None:
    # "and even if it is the ace of hearts he loses the privileges attached to that card": hearts trumps, the AH sunk
    assert best_first(Suit.HEARTS, Suit.HEARTS, sunk="AH")[-1] == "AH"
    r = ranking(Suit.HEARTS, Card.parse("AH"))
    assert not r.can_renege(cards("AH KS"), Card.parse("2H"))
    assert ranking(Suit.HEARTS).can_renege(cards("AH KS"), Card.parse("2H"))


def must(trump: str, led: str, hand: str, sunk: str | None = None) -> set[str] | None:
    """What a player holding ``hand`` must play to ``led`` (None: any card)."""
    r = ranking(Suit(trump), Card.parse(sunk) if sunk else None)
    out = r.must_play(cards(hand), [("A", Card.parse(led))])
    return {c.code for c in out} if out else None


def test_foster_spoil_five_follow_not_necessary_except_in_trumps_but_follow_or_trump() -> None:
    # foster:spoil-five#follow: "It is not necessary to follow suit except in trumps; but if a player does not follow
    # suit when he is able to do so, he must trump the trick, or it is a revoke."
    assert must("C", "KD", "2D 3C 4S") == {"2D", "3C"}
    assert must("C", "KD", "2D 4S AH") == {"2D", "AH"}  # the ace of hearts trumps
    # "If he cannot follow suit, he may trump or discard at his pleasure."
    assert must("C", "KD", "2H 3C 4S") is None


def test_foster_spoil_five_follow_a_trump_led_a_trump_must_be_played() -> None:
    assert must("C", "9C", "2C 3D KD") == {"2C"}
    assert must("C", "5C", "AH 3D") == {"AH"}  # the ace of hearts is a trump, and the Five led is above it
    assert must("C", "9C", "3D KH") is None  # no trump: any card
    assert must("H", "KD", "AH 2D") == {"AH", "2D"}  # hearts trumps: the AH trumps a diamond


def test_foster_spoil_five_reneging_five_jack_or_heart_ace_alone_may_refuse_an_inferior_trump() -> None:
    # foster:spoil-five#reneging: "Any player holding the Five or Jack of the trump suit; or the ace of hearts, but
    # having no smaller trump with them, may refuse to follow suit if any inferior trump is led"
    assert must("S", "9S", "5S 2D 3D") is None
    assert must("S", "9S", "JS AH 2D") is None
    # "but if he has also a smaller trump, he must play one or the other"
    assert must("S", "9S", "5S 2S 3D") == {"5S", "2S"}


def test_foster_spoil_five_reneging_a_superior_trump_led_must_be_followed_in_any_case() -> None:
    # "If a superior trump is led, the player must follow suit in any case."
    assert must("S", "5S", "JS 2D") == {"JS"}
    assert must("S", "JS", "AH 2D") == {"AH"}


def test_foster_spoil_five_reneging_examples_the_five_led_the_jack_led_the_heart_ace_led() -> None:
    # foster:spoil-five#reneging-examples: "If the Five of trumps is led, no one can refuse to follow suit, no matter
    # what trumps he holds; but if the Jack is led, and any player holds the Five alone, he need not play it to the
    # inferior trump lead. If the heart ace is led, and one player holds the Jack alone, and another the Five alone,
    # neither of these cards need be played, because the trump led is inferior to both of them."
    assert must("D", "5D", "JD 4C") == {"JD"} and must("D", "5D", "AH 4C") == {"AH"}
    assert must("D", "JD", "5D 4C KC") is None
    assert must("D", "AH", "JD 4C") is None and must("D", "AH", "5D 4C") is None


def test_foster_spoil_five_reneging_lead_the_card_led_decides_not_the_highest_played() -> None:
    # foster:spoil-five#reneging-lead: "If a superior trump is played in following suit, such as the Five played on
    # an Eight led, the holder of the lone Jack of trumps or ace of hearts, need not play it, because the lead was
    # inferior. This privilege of reneging is confined to the three highest trumps."
    r = ranking(Suit.CLUBS)
    plays = [("A", Card.parse("8C")), ("B", Card.parse("5C"))]
    assert r.must_play(cards("JC 4D"), plays) == [] and r.must_play(cards("AH 4D"), plays) == []
    assert must("C", "8C", "AC 4D") == {"AC"}  # the ace of trumps, the fourth, has no privilege


def test_foster_spoil_five_reneging_an_unannounced_ace_of_hearts_has_no_privilege() -> None:
    # #ace-unannounced with #reneging: hearts trumps, the AH played unannounced is no longer one of the three
    assert must("H", "9H", "AH 4D", sunk="AH") == {"AH"}
    assert must("H", "9H", "AH 4D") is None
