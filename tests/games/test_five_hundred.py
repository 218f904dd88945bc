"""Five Hundred as Foster gives it (500, OR BID EUCHRE, laws/foster-500.toml; family.md §4, `game: five-hundred`),
each case built from the section's words."""
from __future__ import annotations

import re
from typing import Any

import pytest

import referee
from referee.cards import Card, Suit, make_pack, trick_winner
from referee.games import find_game
from referee.record import InvalidRecord
from referee.schemas import load_record
from referee.scoring import Tally

from builders import SHARED, record

GAME = find_game("five-hundred")
THREE = ("A", "B", "C")


def source_table() -> list[tuple[str, list[int]]]:
    """Foster's table of values as the source prints it: each row's name and its five values."""
    text = (SHARED / "sources" / "foster-complete-hoyle-euchre-family.txt").read_text(encoding="utf-8")
    section = text[text.index("500, OR BID EUCHRE."):text.index("EUCHRE LAWS.")]
    head = section.index("If trumps are:")
    rows = section[head:].splitlines()[1:6]
    return [(name, [int(v) for v in values.split()]) for name, values in
            (re.match(r"(\S+) (.*)", row).groups() for row in rows)]  # type: ignore[union-attr]


SUITS = {"Spades": "S", "Clubs": "C", "Diamonds": "D", "Hearts": "H", "No-trumps": "NT"}
CELLS = [(SUITS[name], 6 + k, value) for name, values in source_table() for k, value in enumerate(values)]


@pytest.mark.parametrize(("suit", "tricks", "value"), CELLS)
def test_foster_500_table_of_values_cell_by_cell(suit: str, tricks: int, value: int) -> None:
    # foster:500#table: "If trumps are: 6 tricks. 7 tricks. 8 tricks. 9 tricks. 10 tricks." each row as printed
    assert GAME.bid_worth(tricks, suit) == value


def test_foster_500_table_has_twenty_five_cells() -> None:
    assert len(CELLS) == 25 and {s for s, _, _ in CELLS} == {"S", "C", "D", "H", "NT"}


def test_foster_500_most_valuable_seven_hearts_worth_more_than_eight_clubs() -> None:
    # foster:500#most-valuable: "a bid of seven in hearts, for instance, is worth more in points than a bid of eight
    # in clubs"
    assert GAME.bid_worth(7, "H") > GAME.bid_worth(8, "C")  # type: ignore[operator]


@pytest.mark.parametrize(("tricks", "suit"), [(5, "H"), (11, "S"), (7, None), (0, "NT")])
def test_foster_500_six_and_suit_no_bid_under_six_or_without_its_suit(tricks: int, suit: str | None) -> None:
    # foster:500#six-and-suit: "The number of tricks bid must not be less than six, and the suit must be named at the
    # same time."
    assert GAME.bid_worth(tricks, suit) is None


def test_foster_500_joker_used_three_players_thirty_three_cards_sevens_up_and_the_joker() -> None:
    # foster:500#joker-used: "the joker is always used"; #deal: "ten cards to each player ... three cards face down
    # for a widow": 33 cards for three
    pack = make_pack(GAME.pack_size(3))
    assert len(pack) == 3 * 10 + 3 and Card.parse("JK") in pack
    assert {c.rank for c in pack if not c.is_joker} == set("789TJQKA")


def test_foster_500_players_four_two_against_two_forty_three_cards_a_reading() -> None:
    # foster:500#players: "sometimes two play against two as partners"; Foster names no pack for four: family.md's
    # forty-three (the fives up, the red fours and the joker), ten each and the widow of three
    pack = make_pack(GAME.pack_size(4))
    assert len(pack) == 4 * 10 + 3
    assert {c.code for c in pack if c.rank == "4"} == {"4H", "4D"} and Card.parse("JK") in pack
    assert load_record(record(game="five-hundred", seats=("N", "E", "S", "W"))).sides == ("NS", "EW")
    assert load_record(record(game="five-hundred", seats=THREE)).sides == THREE


def test_foster_500_players_three_or_four_only() -> None:
    with pytest.raises(InvalidRecord) as err:
        referee.rule(record(game="five-hundred", seats=("A", "B", "C", "D", "E")))
    assert "Five Hundred is played by three, or by four in two partnerships." in str(err.value)


def test_foster_500_joker_rank_the_best_trump_in_a_trump_suit() -> None:
    # foster:500#joker-rank: "When there is a trump suit, it is the best trump": above the right bower
    plays = [("A", Card.parse("JH")), ("B", Card.parse("JK")), ("C", Card.parse("JD"))]
    assert trick_winner(plays, Suit.HEARTS) == "B"


def test_foster_500_joker_rank_in_no_trumps_still_a_trump_it_takes_the_trick() -> None:
    # foster:500#joker-rank: "when there are no trumps, it is a suit by itself, but still a trump"; #joker-follow:
    # "when he has none of the suit led, he can trump with the joker": it takes the ace led
    plays = [("A", Card.parse("AS")), ("B", Card.parse("JK")), ("C", Card.parse("KS"))]
    assert trick_winner(plays, None) == "B"
    assert Card.parse("JK").is_trump(None) and not Card.parse("AS").is_trump(None)


def test_foster_500_bidding_no_trumps_but_the_joker_the_jacks_rank_in_their_own_suits() -> None:
    # foster:500#bidding: "playing without any trump but the joker": no bowers; the ace takes the jack of its suit
    plays = [("A", Card.parse("JS")), ("B", Card.parse("AS")), ("C", Card.parse("JC"))]
    assert trick_winner(plays, None) == "B"


@pytest.mark.parametrize(("tricks", "suit", "won", "points", "key"), [
    (7, "H", 7, 200, "bidder-scores"),  # "If he has made as many as he bid, he scores it"
    (7, "H", 9, 200, "bidder-scores"),  # "he cannot score more than he bid unless he succeeds in winning every trick"
    (7, "H", 10, 250, "every-trick"),  # "he scores 250 if his bid was less than 250"
    (8, "D", 10, 250, "every-trick"),  # 240: less than 250
    (8, "H", 10, 300, "bidder-scores"),  # "if his bid was more than 250, he gets nothing extra"
    (6, "S", 5, -40, "set-back"),  # "he loses, or is set back, as many points as he bid"
    (10, "NT", 9, -600, "set-back"),
])
def test_foster_500_bidder_scores_his_bid_every_trick_250_or_is_set_back(
        tricks: int, suit: str, won: int, points: int, key: str) -> None:
    assert GAME.bid_points(tricks, suit, won) == (points, f"foster:500#{key}")


def test_foster_500_ten_a_trick_to_every_other_player() -> None:
    # foster:500#ten-a-trick: "Any player but the bidder winning a trick scores ten points for it"
    assert GAME.trick_points == (10, "foster:500#ten-a-trick")


def test_foster_500_game_the_bidder_counting_first_goes_out_first() -> None:
    # foster:500#game: "as the bidder has the first count he may go out first, even if an adversary has won tricks
    # enough to reach 500 also": A (the bidder) 480 -> 520, B 470 -> 530 in the same deal: A wins
    table = load_record(record(game="five-hundred", seats=THREE, game_to=500))
    tally = Tally(table)
    tally.add({"A": 480, "B": 470, "C": 0})
    tally.add({"A": 40, "B": 60, "C": 0}, "A")
    assert tally.games[0].winner == "A" and tally.games[0].laws == ["foster:500"]
    other = Tally(table)
    other.add({"A": 480, "B": 470, "C": 0})
    other.add({"A": -40, "B": 60, "C": 0}, "A")  # set back: B reaches the game
    assert other.games[0].winner == "B"


# -- a deal of three, ruled -------------------------------------------------------------------------------------------

#: A deals; B is the eldest hand. C holds the hearts but the seven, the joker and both bowers; A the spades and two
#: clubs; B the other clubs and diamonds. The widow: the seven of hearts, the eight and seven of diamonds.
HANDS = {"A": ["AS", "KS", "QS", "JS", "TS", "9S", "8S", "7S", "AC", "KC"],
         "B": ["QC", "JC", "TC", "9C", "8C", "7C", "KD", "QD", "TD", "9D"],
         "C": ["JK", "JH", "JD", "AH", "KH", "QH", "TH", "9H", "8H", "AD"]}
WIDOW = ["7H", "8D", "7D"]


def dealt(*events: dict[str, Any], hands: dict[str, list[str]] | None = None, widow: list[str] | None = None,
          dealer: str = "A") -> dict[str, Any]:
    """A deal of three: the shuffle, the cut, the ten cards each and the widow (no turn-up), then ``events``; a bare
    card code is a play of it by whoever holds it (the widow's cards, by ``C``)."""
    hands = HANDS if hands is None else hands
    holder = {c: s for s, cards in hands.items() for c in cards} | {c: "C" for c in (widow or WIDOW)}
    pone = THREE[(THREE.index(dealer) - 1) % 3]
    evs: list[dict[str, Any]] = [{"type": "shuffle", "seat": dealer}, {"type": "cut", "seat": pone},
                                 {"type": "deal", "hands": hands, "widow": widow or WIDOW}]
    evs += [{"type": "play", "seat": holder[e], "card": e} if isinstance(e, str) else e for e in events]
    return {"dealer": dealer, "events": evs}


def five_hundred(*deals: dict[str, Any], **options: Any) -> dict[str, Any]:
    ruling = referee.rule(record(*deals, game="five-hundred", seats=THREE, **options))
    referee.schemas.RulingSchema().load(ruling)  # the ruling format, with its optional fields
    return ruling


def bid(seat: str, value: int, suit: str) -> dict[str, Any]:
    return {"type": "bid", "seat": seat, "value": value, "suit": suit}


#: B passes, C bids seven hearts (200), A passes; C takes the widow and lays out the diamonds.
BIDDING = [{"type": "pass", "seat": "B"}, bid("C", 7, "H"), {"type": "pass", "seat": "A"},
           {"type": "take_widow", "seat": "C"}, {"type": "discard", "seat": "C", "cards": ["AD", "8D", "7D"]}]
#: C leads a trump each trick; A and B, holding none, throw their cards.
EVERY_TRICK = [card for k, trump in enumerate(["JK", "JH", "JD", "AH", "KH", "QH", "TH", "9H", "8H", "7H"])
               for card in (trump, HANDS["A"][k], HANDS["B"][k])]


def test_foster_500_bidder_leads_and_every_trick_scores_250_on_a_bid_of_200() -> None:
    # foster:500#bidder-leads: "The successful bidder always leads for the first trick, after he has taken the widow
    # and discarded"; #every-trick: "he scores 250 if his bid was less than 250"
    d = only(five_hundred(dealt(*BIDDING, *EVERY_TRICK)))
    assert d["rulings"] == [] and (d["maker"], d["trump"], d["bid"]["value"]) == ("C", "H", 7)
    assert d["tricks"][0]["leader"] == "C" and [t["winner"] for t in d["tricks"]] == ["C"] * 10
    assert d["points"] == {"A": 0, "B": 0, "C": 250}
    assert {"foster:500"} == {b["id"] for b in d["basis"] if b["decides"] == "points"}
    assert "In that case he scores 250" in next(b["text"] for b in d["basis"] if b["decides"] == "points")


def only(ruling: dict[str, Any]) -> dict[str, Any]:
    assert len(ruling["deals"]) == 1
    return ruling["deals"][0]


#: C leads eight trumps (A and B throw their spades and clubs, B keeping the king and queen of diamonds), then the eight
#: of diamonds: B's king takes it, and B leads the queen to C's seven and A's king of clubs.
EIGHT_TRUMPS_THEN_DIAMONDS = [c for k, t in enumerate(["JK", "JH", "JD", "AH", "KH", "QH", "TH", "9H"])
                              for c in (t, HANDS["A"][k], ["QC", "JC", "TC", "9C", "8C", "7C", "TD", "9D"][k])]
EIGHT_TRUMPS_THEN_DIAMONDS += ["8D", "AC", "KD", "QD", "7D", "KC"]


def test_foster_500_bidder_scores_his_bid_and_no_more_every_other_player_ten_a_trick() -> None:
    # foster:500#bidder-scores: "If he has made as many as he bid, he scores it; but he cannot score more than he bid
    # unless he succeeds in winning every trick"; #ten-a-trick: "Any player but the bidder winning a trick scores ten
    # points for it". C lays out the ace of diamonds and two trumps, leads his eight trumps, then the eight of
    # diamonds: B's king takes it, and B's queen the last trick.
    bidding = BIDDING[:-1] + [{"type": "discard", "seat": "C", "cards": ["AD", "7H", "8H"]}]
    d = only(five_hundred(dealt(*bidding, *EIGHT_TRUMPS_THEN_DIAMONDS)))
    assert [t["winner"] for t in d["tricks"]] == ["C"] * 8 + ["B", "B"]
    assert d["points"] == {"A": 0, "B": 20, "C": 200}
    assert {b["text"][:40] for b in d["basis"] if b["decides"] == "points"} == {
        "If he has made as many as he bid, he sco", "Any player but the bidder winning a tric"}


def test_foster_500_set_back_the_bidder_loses_his_bid_his_adversaries_ten_a_trick() -> None:
    # foster:500#set-back: "If the bidder fails, he loses, or is set back, as many points as he bid, and he scores
    # nothing for the tricks he takes ... as his adversaries still get ten points for each trick they win." C bids
    # ten hearts (500) and loses the last two tricks.
    bidding = [{"type": "pass", "seat": "B"}, bid("C", 10, "H"), {"type": "pass", "seat": "A"},
               {"type": "take_widow", "seat": "C"}, {"type": "discard", "seat": "C", "cards": ["AD", "7H", "8H"]}]
    d = only(five_hundred(dealt(*bidding, *EIGHT_TRUMPS_THEN_DIAMONDS)))
    assert d["points"] == {"A": 0, "B": 20, "C": -500}
    assert "set back" in next(b["text"] for b in d["basis"] if b["decides"] == "points")


def test_foster_500_most_valuable_bid_holds_whatever_its_tricks() -> None:
    # foster:500#most-valuable: "a bid of seven in hearts, for instance, is worth more in points than a bid of eight in
    # clubs": B bids eight clubs (180), C seven hearts (200): C's holds
    bidding = [bid("B", 8, "C"), bid("C", 7, "H"), {"type": "pass", "seat": "A"}] + BIDDING[3:]
    d = only(five_hundred(dealt(*bidding, *EVERY_TRICK)))
    assert d["maker"] == "C" and d["rulings"] == []


def test_foster_500_table_equal_values_foster_silent_the_first_bid_holds_keller_persuasive() -> None:
    # foster:500#table: eight spades, seven clubs and six no-trumps are each worth 120; Foster says nothing of equal
    # bids: the ruling says so, and the first holds (Keller's French Euchre rule, persuasive; family.md §4)
    bidding = [bid("B", 8, "S"), bid("C", 7, "C"), bid("A", 6, "NT")]
    d = only(five_hundred(dealt(*bidding)))
    assert d["maker"] == "B" and d["trump"] == "S"
    equal = [r for r in d["rulings"] if "equal" in r["finding"]]
    assert len(equal) == 2 and all(r["persuasive"] == ["keller:french-euchre"] and r["laws"] == [] for r in equal)
    assert all("silent" in r["effect"] and "B's" in r["effect"] for r in equal)


@pytest.mark.parametrize(("value", "suit", "words"), [
    (5, "H", "must not be less than six"), (7, None, "the suit must be named")])
def test_foster_500_six_and_suit_a_bid_under_six_or_without_suit_is_of_no_effect(
        value: int, suit: str | None, words: str) -> None:
    # foster:500#six-and-suit: "The number of tricks bid must not be less than six, and the suit must be named at the
    # same time."
    said: dict[str, Any] = {"type": "bid", "seat": "B", "value": value} | ({"suit": suit} if suit else {})
    d = only(five_hundred(dealt(said, bid("C", 6, "S"), {"type": "pass", "seat": "A"})))
    [r] = d["rulings"]
    assert words in r["finding"] and r["laws"] == ["foster:500"] and "no effect" in r["effect"]
    assert d["maker"] == "C"


def test_foster_500_widow_taken_by_another_than_the_bidder_is_of_no_effect() -> None:
    # foster:500#widow: "This widow is taken in hand by the successful bidder"
    d = only(five_hundred(dealt(*BIDDING[:3], {"type": "take_widow", "seat": "A"})))
    [r] = d["rulings"]
    assert r["irregularity"] == "widow" and r["laws"] == ["foster:500"] and "C holds the bid" in r["finding"]
    assert "no effect" in r["effect"]


NT_HANDS = {"A": HANDS["A"], "B": HANDS["B"], "C": ["JK", "JH", "JD", "AH", "KH", "QH", "TH", "9H", "8H", "AD"]}


def test_foster_500_joker_led_in_no_trumps_its_leader_names_the_suit() -> None:
    # foster:500#joker-led: "When the joker is led in a no-trump hand, the leader must name the suit that he wishes
    # played to it." C bids six no-trumps, leads the joker naming diamonds: B, holding diamonds, must play one; his
    # club is a renounce. #joker-rank: the joker, "still a trump", takes the trick.
    bidding = [{"type": "pass", "seat": "B"}, bid("C", 6, "NT"), {"type": "pass", "seat": "A"},
               {"type": "take_widow", "seat": "C"}, {"type": "discard", "seat": "C", "cards": ["7H", "8D", "7D"]}]
    lead = {"type": "play", "seat": "C", "card": "JK", "names": "D"}
    d = only(five_hundred(dealt(*bidding, lead, "AS", "QC")))
    assert d["trump"] == "NT" and d["tricks"][0]["names"] == "D"
    assert d["tricks"][0]["winner"] == "C" or d["tricks"][0]["winner"] is None
    d = only(five_hundred(dealt(*bidding, lead, "AS", "QC", {"type": "quit_trick"},
                                {"type": "claim", "seat": "C", "kind": "revoke", "against": "B", "trick": 1})))
    assert any(r["irregularity"] == "revoke" and "renounced to the diamonds lead" in r["finding"]
               for r in d["rulings"]), d["rulings"]


def test_foster_500_joker_led_in_no_trumps_without_a_suit_named_is_ruled_a_reading() -> None:
    bidding = [{"type": "pass", "seat": "B"}, bid("C", 6, "NT"), {"type": "pass", "seat": "A"},
               {"type": "take_widow", "seat": "C"}, {"type": "discard", "seat": "C", "cards": ["7H", "8D", "7D"]}]
    d = only(five_hundred(dealt(*bidding, "JK", "AS", "QC")))
    [r] = d["rulings"]
    assert r["irregularity"] == "joker_led_unnamed" and r["laws"] == ["foster:500"] and "Reading" in r["effect"]
    assert d["tricks"][0]["winner"] == "C"


def test_foster_500_joker_follow_the_joker_cannot_trump_while_its_holder_can_follow() -> None:
    # foster:500#joker-follow: "The player holding it cannot trump with it as long as he can follow suit". B bids six
    # no-trumps holding the joker and keeps the widow's seven of hearts; C takes B's lead and leads the ace of hearts:
    # B plays the joker, holding the seven: a renounce, proved by his hand.
    hands = {"A": HANDS["A"], "B": ["JK", *HANDS["B"][1:]], "C": ["QC", *HANDS["C"][1:]]}
    bidding = [bid("B", 6, "NT"), {"type": "pass", "seat": "C"}, {"type": "pass", "seat": "A"},
               {"type": "take_widow", "seat": "B"}, {"type": "discard", "seat": "B", "cards": ["9D", "8D", "7D"]}]
    d = only(five_hundred(dealt(*bidding, {"type": "play", "seat": "B", "card": "KD"},
                                {"type": "play", "seat": "C", "card": "AD"}, {"type": "play", "seat": "A", "card": "AS"},
                                {"type": "play", "seat": "C", "card": "AH"}, {"type": "play", "seat": "A", "card": "KS"},
                                {"type": "play", "seat": "B", "card": "JK"}, {"type": "quit_trick"},
                                {"type": "claim", "seat": "C", "kind": "revoke", "against": "B", "trick": 2},
                                hands=hands)))
    assert any(r["irregularity"] == "revoke" and "B renounced to the hearts lead in trick 2, playing the joker" in
               r["finding"] for r in d["rulings"]), d["rulings"]


def test_foster_500_game_the_bidder_counting_first_goes_out_before_an_adversary_ruled() -> None:
    # foster:500#game: "as the bidder has the first count he may go out first, even if an adversary has won tricks
    # enough to reach 500 also": B at 490 takes two tricks (510), C at 300 makes seven hearts (500): C wins
    bidding = BIDDING[:-1] + [{"type": "discard", "seat": "C", "cards": ["AD", "7H", "8H"]}]
    rec = record(dealt(*bidding, *EIGHT_TRUMPS_THEN_DIAMONDS), game="five-hundred", seats=THREE)
    rec["start_score"] = {"A": 0, "B": 490, "C": 300}
    ruling = referee.rule(rec)
    assert ruling["games"][0] == {"winner": "C", "score": {"A": 0, "B": 510, "C": 500}, "slam": False,
                                  "laws": ["foster:500"]}


def test_foster_500_players_two_against_two_the_partners_tricks_count_for_the_bid_a_reading() -> None:
    # foster:500#players: "sometimes two play against two as partners": the section counts the bidder's tricks and
    # "Any player but the bidder" ten a trick; with partners the reading is that the side is the bidder (docs/reading.md,
    # Five Hundred). E bids eight hearts (300) and takes seven tricks, W his partner three: EW score 300, NS nothing.
    hands = {"N": ["5S", "6S", "7S", "8S", "9S", "TS", "JS", "QS", "KS", "AS"],
             "E": ["JK", "JH", "JD", "AH", "KH", "QH", "TH", "9H", "8H", "7H"],
             "S": ["5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC", "KC", "AC"],
             "W": ["4H", "5H", "6H", "7D", "8D", "9D", "TD", "QD", "KD", "AD"]}
    holder = {c: s for s, cards in hands.items() for c in cards} | {c: "E" for c in ("4D", "5D", "6D")}
    plays = [c for k, t in enumerate(["JK", "JH", "JD", "AH", "KH", "QH", "TH"])
             for c in (t, hands["S"][k], hands["W"][k], hands["N"][k])]
    plays += ["4D", "QC", "AD", "QS", "KD", "KS", "5D", "KC", "QD", "AS", "6D", "AC"]
    events = [{"type": "shuffle", "seat": "N"}, {"type": "cut", "seat": "W"},
              {"type": "deal", "hands": hands, "widow": ["4D", "5D", "6D"]},
              bid("E", 8, "H"), {"type": "pass", "seat": "S"}, {"type": "pass", "seat": "W"},
              {"type": "pass", "seat": "N"}, {"type": "take_widow", "seat": "E"},
              {"type": "discard", "seat": "E", "cards": ["9H", "8H", "7H"]},
              *({"type": "play", "seat": holder[c], "card": c} for c in plays)]
    ruling = referee.rule(record({"dealer": "N", "events": events}, game="five-hundred"))
    d = only(ruling)
    assert d["rulings"] == [] and [t["winner"] for t in d["tricks"]] == ["E"] * 7 + ["W"] * 3
    assert d["points"] == {"NS": 0, "EW": 300} and ruling["score"] == {"NS": 0, "EW": 300}


NO_TRUMPS = [{"type": "pass", "seat": "B"}, bid("C", 6, "NT"), {"type": "pass", "seat": "A"},
             {"type": "take_widow", "seat": "C"}, {"type": "discard", "seat": "C", "cards": ["7H", "8D", "7D"]},
             {"type": "play", "seat": "C", "card": "JK", "names": "D"}, "AS", "KD"]



def test_foster_500_deal_ten_cards_to_each_player_and_a_widow_of_three() -> None:
    # foster:500#deal: "The dealer gives ten cards to each player ... he lays off three cards face down for a widow":
    # ten each stand good; a hand of nine is the wrong number of cards, as the ordinary game's law rules it
    assert only(five_hundred(dealt(*BIDDING)))["rulings"] == []
    short = {**HANDS, "B": HANDS["B"][:-1]}
    d = only(five_hundred(dealt(*BIDDING, "JK", "AS", "QC", hands=short)))
    assert any(r["irregularity"] == "wrong_number_of_cards" and "B" in r["finding"] for r in d["rulings"]), d["rulings"]


def test_foster_500_game_the_sheet_counts_by_five_hundred_by_seat_no_rubbers() -> None:
    # foster:500#game: "Five hundred points is game": the sheet quotes it, keeps each seat's signed points, and has no
    # rubbers; the deal's result is the bid's
    from referee.documents.scoresheet import table_sheet
    bidding = [{"type": "pass", "seat": "B"}, bid("C", 10, "H"), {"type": "pass", "seat": "A"},
               {"type": "take_widow", "seat": "C"}, {"type": "discard", "seat": "C", "cards": ["AD", "7H", "8H"]}]
    sheet = table_sheet(record(dealt(*bidding, *EIGHT_TRUMPS_THEN_DIAMONDS), game="five-hundred", seats=THREE))
    assert sheet.laws[0].text.startswith("Five hundred points is game") and sheet.game_to == 500
    assert "rubbers" not in sheet.ruling and sheet.rubbers == []
    [row] = sheet.rows
    assert row.points == {"A": 0, "B": 20, "C": -500} and row.result == "10♥ set back"



# -- a deal by its outcome (the record's `outcome` with `bid` and `others`, docs/reading.md) ---------------------------

def agreed(seat: str, tricks: int, bid_: tuple[int, str] | None, others: dict[str, int] | None = None,
           **fields: Any) -> dict[str, Any]:
    """The outcome the table agreed: ``seat`` bid ``bid_`` (tricks, suit) and took ``tricks``; ``others``: the
    other sides' tricks."""
    event: dict[str, Any] = {"type": "outcome", "seat": seat, "tricks": tricks, **fields}
    if bid_ is not None:
        event["bid"] = {"value": bid_[0], "suit": bid_[1]}
    if others is not None:
        event["others"] = others
    return event


def by_outcome(*events: dict[str, Any], dealer: str = "A") -> dict[str, Any]:
    return only(five_hundred({"dealer": dealer, "events": list(events)}))


def points_basis(d: dict[str, Any]) -> list[tuple[str, str]]:
    return [(b["id"], b["text"]) for b in d["basis"] if b["decides"] == "points"]


def test_foster_500_bidder_scores_by_outcome_his_bid_made_and_no_more_as_played() -> None:
    # foster:500#bidder-scores: "If he has made as many as he bid, he scores it; but he cannot score more than he bid";
    # #ten-a-trick: "Any player but the bidder winning a trick scores ten points for it". The deal played card by card
    # (C bids seven hearts, takes eight tricks, B two) and the same deal by its outcome score alike, by the same laws.
    bidding = BIDDING[:-1] + [{"type": "discard", "seat": "C", "cards": ["AD", "7H", "8H"]}]
    played = only(five_hundred(dealt(*bidding, *EIGHT_TRUMPS_THEN_DIAMONDS)))
    d = by_outcome(agreed("C", 8, (7, "H"), {"A": 0, "B": 2}))
    assert d["status"] == "scored" and d["rulings"] == [] and d["tricks"] == []
    assert d["points"] == played["points"] == {"A": 0, "B": 20, "C": 200}
    assert points_basis(d) == points_basis(played)
    assert (d["maker"], d["trump"], d["alone"], d["lone"], d["bid"]) == (
        played["maker"], played["trump"], played["alone"], played["lone"], played["bid"])
    assert [b["decides"] for b in d["basis"]] == ["maker", "trump", "points", "points", "next_dealer"]
    assert d["next_dealer"] == played["next_dealer"] == "B"


def test_foster_500_set_back_by_outcome_loses_his_bid_and_scores_nothing_for_his_tricks() -> None:
    # foster:500#set-back: "If the bidder fails, he loses, or is set back, as many points as he bid, and he scores
    # nothing for the tricks he takes ... as his adversaries still get ten points for each trick they win": ten hearts
    # (500) bid, eight taken
    d = by_outcome(agreed("C", 8, (10, "H"), {"A": 0, "B": 2}))
    assert d["points"] == {"A": 0, "B": 20, "C": -500}
    assert "set back" in points_basis(d)[0][1]


def test_foster_500_ten_a_trick_by_outcome_to_each_other_player_for_the_tricks_he_won() -> None:
    # foster:500#ten-a-trick: "Any player but the bidder winning a trick scores ten points for it, so it is necessary
    # for each player to keep separate the tricks he individually wins": A three, B one, apart
    d = by_outcome(agreed("C", 6, (6, "NT"), {"A": 3, "B": 1}))
    assert d["points"] == {"A": 30, "B": 10, "C": 120} and d["trump"] == "NT"
    assert points_basis(d)[1][1].startswith("Any player but the bidder winning a trick scores ten points")


@pytest.mark.parametrize(("bid_", "points", "key"), [
    ((7, "H"), 250, "every-trick"),  # 200: "he scores 250 if his bid was less than 250"
    ((8, "D"), 250, "every-trick"),  # 240, less than 250
    ((10, "S"), 250, "every-trick"),  # 200
    ((8, "H"), 300, "bidder-scores"),  # "if his bid was more than 250, he gets nothing extra for winning every trick"
    ((10, "NT"), 600, "bidder-scores"),
])
def test_foster_500_every_trick_by_outcome_250_on_a_smaller_bid_nothing_extra_on_a_greater(
        bid_: tuple[int, str], points: int, key: str) -> None:
    # foster:500#bidder-scores: "he cannot score more than he bid unless he succeeds in winning every trick";
    # #every-trick: "In that case he scores 250 if his bid was less than 250; but if his bid was more than 250, he gets
    # nothing extra for winning every trick." Ten tricks: the others took none, and need not be named.
    d = by_outcome(agreed("B", 10, bid_))
    assert d["points"] == {"A": 0, "B": points, "C": 0} and d["rulings"] == []
    text = {"every-trick": "In that case he scores 250", "bidder-scores": "If he has made as many as he bid"}[key]
    assert points_basis(d)[0][1].startswith(text)
    assert by_outcome(agreed("B", 9, bid_, {"A": 1}))["points"]["B"] == (  # one trick short of every trick
        -GAME.bid_worth(*bid_) if bid_[0] == 10 else GAME.bid_worth(*bid_))  # type: ignore[operator]


def test_foster_500_game_by_outcome_the_bidder_counting_first_goes_out_first() -> None:
    # foster:500#game: "Five hundred points is game, and as the bidder has the first count he may go out first, even
    # if an adversary has won tricks enough to reach 500 also": B at 490 takes two tricks (510), C at 300 makes seven
    # hearts (500): C wins
    rec = record({"dealer": "A", "events": [agreed("C", 8, (7, "H"), {"A": 0, "B": 2})]},
                 game="five-hundred", seats=THREE)
    rec["start_score"] = {"A": 0, "B": 490, "C": 300}
    ruling = referee.rule(rec)
    assert ruling["games"][0] == {"winner": "C", "score": {"A": 0, "B": 510, "C": 500}, "slam": False,
                                  "laws": ["foster:500"]}
    rec["deals"][0]["events"] = [agreed("A", 8, (7, "H"), {"B": 2, "C": 0})]  # A bids: B, not the bidder, goes out
    assert referee.rule(rec)["games"][0]["winner"] == "B"


def test_foster_500_players_two_against_two_by_outcome_the_other_side_ten_a_trick() -> None:
    # foster:500#players: "sometimes two play against two as partners": E bids eight hearts (300), his side takes
    # eight tricks, NS two
    d = only(referee.rule(record({"dealer": "N", "events": [agreed("E", 8, (8, "H"), {"NS": 2})]},
                                 game="five-hundred")))
    assert d["points"] == {"NS": 20, "EW": 300} and (d["alone"], d["lone"]) == (False, None)
    said = only(referee.rule(record({"dealer": "N", "events": [agreed("E", 8, (8, "H"), {"NS": 2}, alone=True)]},
                                    game="five-hundred")))
    assert said["points"] == d["points"] and [r["irregularity"] for r in said["rulings"]] == ["not_ruled"]
    assert "no lone hand" in said["rulings"][0]["effect"]


def test_foster_500_table_an_outcome_without_its_bid_is_recorded_not_scored() -> None:
    # foster:500#bidder-scores, #table: the bidder scores his bid, or is set back by it, at its value in the table:
    # an outcome that does not say the bid cannot be scored (as Call-Ace's without its partner)
    d = by_outcome(agreed("C", 8, None, {"A": 0, "B": 2}, suit="H"))
    assert d["status"] == "incomplete" and set(d["points"].values()) == {0}
    [r] = d["rulings"]
    assert r["irregularity"] == "outcome_incomplete" and r["laws"] == ["foster:500"]
    assert "does not say the bid that held" in r["finding"]
    assert [c["title"] for c in r["citations"]] == ["The bid made scores its value, and no more",
                                                   "Foster's table of values"]


def test_foster_500_ten_a_trick_an_outcome_that_does_not_account_for_the_ten_tricks_is_recorded_not_scored() -> None:
    # foster:500#ten-a-trick: "so it is necessary for each player to keep separate the tricks he individually wins":
    # C's eight tricks and B's one leave one trick no one is said to have taken
    d = by_outcome(agreed("C", 8, (7, "H"), {"B": 1}))
    assert d["status"] == "incomplete" and set(d["points"].values()) == {0}
    [r] = d["rulings"]
    assert r["irregularity"] == "outcome_incomplete" and "accounts for 9 of the 10 tricks" in r["finding"]
    assert r["citations"][0]["text"].startswith("Any player but the bidder winning a trick")


def test_foster_500_widow_the_bidding_recorded_the_outcome_completes_it() -> None:
    # the bidding recorded (C holds seven hearts, takes the widow) and the rest agreed: scored by the bid recorded
    d = only(five_hundred(dealt(*BIDDING, agreed("C", 8, None, {"A": 0, "B": 2}))))
    assert d["status"] == "scored" and d["rulings"] == [] and d["points"] == {"A": 0, "B": 20, "C": 200}


def test_foster_500_most_valuable_an_outcome_naming_another_bid_than_the_one_holding_is_not_scored() -> None:
    # foster:500#most-valuable: the bid recorded as holding is seven hearts; the outcome's eight hearts contradicts it
    d = only(five_hundred(dealt(*BIDDING, agreed("C", 8, (8, "H"), {"A": 0, "B": 2}))))
    assert d["status"] == "incomplete" and set(d["points"].values()) == {0}
    [r] = d["rulings"]
    assert r["irregularity"] == "outcome_disagrees" and "the bid holding was 7 hearts" in r["finding"]


@pytest.mark.parametrize(("outcome", "words"), [
    (agreed("C", 8, (7, "H"), {"A": 1, "B": 1}), "A took 0 tricks; B took 2 tricks"),
    (agreed("C", 8, (8, "H"), {"A": 0, "B": 2}), "the bid that held was 7 hearts"),
    (agreed("C", 9, (7, "H"), {"A": 0, "B": 1}), "the makers took 8 tricks"),
])
def test_foster_500_bidder_scores_the_play_recorded_governs_an_outcome_that_disagrees(
        outcome: dict[str, Any], words: str) -> None:
    # the deal played card by card (C eight tricks, B two) and an outcome that says otherwise: the play governs, and
    # the ruling says how they differ
    bidding = BIDDING[:-1] + [{"type": "discard", "seat": "C", "cards": ["AD", "7H", "8H"]}]
    d = only(five_hundred(dealt(*bidding, *EIGHT_TRUMPS_THEN_DIAMONDS, outcome)))
    assert d["points"] == {"A": 0, "B": 20, "C": 200}
    [r] = d["rulings"]
    assert r["irregularity"] == "outcome_disagrees" and words in r["finding"], r
    assert r["effect"].startswith("The recorded facts govern")
    agrees = agreed("C", 8, (7, "H"), {"A": 0, "B": 2})
    assert only(five_hundred(dealt(*bidding, *EIGHT_TRUMPS_THEN_DIAMONDS, agrees)))["rulings"] == []



def test_foster_500_every_trick_by_outcome_the_sheet_says_it_as_for_a_deal_played() -> None:
    # foster:500#every-trick, #set-back: the sheet's result of a deal by its outcome is the played deal's: "7♥ every
    # trick", "10♥ set back"
    from referee.documents.scoresheet import table_sheet
    sheet = table_sheet(record({"dealer": "A", "events": [agreed("C", 8, (10, "H"), {"B": 2})]},
                               {"dealer": "B", "events": [agreed("A", 10, (7, "H"))]},
                               {"dealer": "C", "events": [agreed("B", 7, (7, "H"), {"A": 3})]},
                               game="five-hundred", seats=THREE))
    assert [(row.points, row.result) for row in sheet.rows] == [
        ({"A": 0, "B": 20, "C": -500}, "10♥ set back"), ({"A": 250, "B": 0, "C": 0}, "7♥ every trick"),
        ({"A": 30, "B": 200, "C": 0}, "7♥ made")]


# -- its own sentences, the joker's duty, Laws 1-40 persuasive (issue 33) --------------------------------------------

def test_foster_500_deal_the_next_dealer_by_the_sections_own_sentence_not_law_10() -> None:
    # foster:500#deal: "The dealer gives ten cards to each player, three and then two at a time as in the ordinary
    # game of euchre": the deal passes as in the ordinary game (a reading), decided by the section's sentence, not by
    # law 10's "Five cards having been given to each player in this manner, the next card is turned up for the trump".
    d = only(five_hundred(dealt(*BIDDING, *EVERY_TRICK)))
    [passes] = [b for b in d["basis"] if b["decides"] == "next_dealer"]
    assert (passes["id"], d["next_dealer"]) == ("foster:500", "B") and "ten cards to each player" in passes["text"]
    assert not any(b.get("persuasive") for b in d["basis"])


#: B bids six no-trumps holding the joker and keeps the widow's seven of hearts; C takes B's lead and leads the ace of
#: hearts: B plays the joker, holding the seven (as test_foster_500_joker_follow_... above), and C claims.
JOKER_HANDS = {"A": HANDS["A"], "B": ["JK", *HANDS["B"][1:]], "C": ["QC", *HANDS["C"][1:]]}
JOKER_RENOUNCED = [bid("B", 6, "NT"), {"type": "pass", "seat": "C"}, {"type": "pass", "seat": "A"},
                   {"type": "take_widow", "seat": "B"}, {"type": "discard", "seat": "B", "cards": ["9D", "8D", "7D"]},
                   "KD", "AD", "AS", {"type": "play", "seat": "C", "card": "AH"}, "KS",
                   {"type": "play", "seat": "B", "card": "JK"}, {"type": "quit_trick"}]


def test_foster_500_joker_follow_cited_where_it_is_broken_and_law_30_persuasive() -> None:
    # foster:500#joker-follow: "The player holding it cannot trump with it as long as he can follow suit": the revoke
    # ruling cites the sentence it breaks, binding; the section says nothing of the revoke's penalty, and does not say
    # that the ordinary game's laws govern it: law 30 is persuasive, and the ruling says so. The bidder playing against
    # the others, his hand's value is his bid's (six no-trumps, 120, #table), not law 2's three.
    claim = {"type": "claim", "seat": "C", "kind": "revoke", "against": "B", "trick": 2}
    d = only(five_hundred(dealt(*JOKER_RENOUNCED, claim, hands=JOKER_HANDS)))
    [r] = [r for r in d["rulings"] if r["irregularity"] == "revoke"]
    assert r["laws"] == ["foster:500"] and r["persuasive"] == ["foster:30"]
    assert r["citations"][0]["text"].startswith("The player holding it cannot trump with it as long as he can follow")
    assert "does not say that the ordinary game's laws govern it" in r["effect"]
    assert r["options"] == ["add_120", "deduct_120"]
    # unclaimed, the renounce is reported with the sentence it breaks
    [u] = only(five_hundred(dealt(*JOKER_RENOUNCED, hands=JOKER_HANDS)))["rulings"]
    assert u["irregularity"] == "revoke_unclaimed" and u["laws"] == ["foster:500"]
    assert u["citations"][0]["text"].startswith("The player holding it cannot trump")


def test_foster_500_players_laws_1_to_40_persuasive_a_lead_out_of_turn() -> None:
    # The section takes the ordinary game's manner of dealing and nothing else: A's lead in C's turn, C the bidder
    # against the others, is ruled by law 28 ("If an adversary of a lone player leads out of turn") as persuasive,
    # and the ruling says the section does not incorporate the Euchre Laws.
    d = only(five_hundred(dealt(*BIDDING, {"type": "play", "seat": "A", "card": "AS"})))
    [r] = d["rulings"]
    assert r["irregularity"] == "lead_out_of_turn" and r["laws"] == [] and "foster:28" in r["persuasive"]
    assert "Five Hundred section (foster:500) does not say that the ordinary game's laws govern it" in r["effect"]


