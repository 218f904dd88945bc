"""Euchre with two, three and six seats under Foster (family.md §4 and "How the ruling shows these games"), each
case built from the chapter's words: "When two play, they sit opposite each other. When three play, each for
himself ... When six play, three are partners against the other three, and the opposing players sit alternately
round the table" (foster:text#seats-by-number); "When two or three are playing, a march must of course be a lone
hand, as there are no partnerships" (foster:text#no-partnerships); and Laws 1-40 by their own terms."""
from __future__ import annotations

from typing import Any

import pytest

import referee
from referee.cards import ALL_CARDS, RANKS, Card, Suit
from referee.documents.paper import Quote
from referee.documents.scoresheet import table_sheet
from referee.games import GAMES
from referee.games.base import Ranking
from referee.games.euchre import EUCHRE
from referee.law.codes import find_code
from referee.law.laws import cite
from referee.law.penalties import breach_of
from referee.law.rulings import Irregularity, Ruling
from referee.record import InvalidRecord
from referee.state import Demand

from builders import deal, ev, only_deal, record


def table_deal(seats: tuple[str, ...], dealer: str, hands: dict[str, list[str]], turn_up: str,
               *events: dict[str, Any] | str) -> dict[str, Any]:
    """A deal at a table of ``seats``: shuffled by the dealer, cut by the pone (on his right), dealt; a bare card
    is a play by whoever holds it (the dealer, for the turn-up)."""
    holder = {c: s for s, cards in hands.items() for c in cards} | {turn_up: dealer}
    pone = seats[(seats.index(dealer) - 1) % len(seats)]
    evs: list[dict[str, Any]] = [ev("shuffle", dealer), ev("cut", pone), ev("deal", hands=hands, turn_up=turn_up)]
    evs += [ev("play", holder[e], card=e) if isinstance(e, str) else e for e in events]
    return {"dealer": dealer, "events": evs}


def rule(seats: tuple[str, ...], *deals: dict[str, Any], code: str = "foster") -> dict[str, Any]:
    return referee.rule(record(*deals, seats=seats, code=code))


SIX = ("A", "B", "C", "D", "E", "F")
#: F deals and turns the nine of hearts; A, eldest, holds the five best trumps; his partners C and E hold the ten and
#: eight of hearts, the seven lies in the stock.
SIX_HANDS = {"A": ["JH", "JD", "AH", "KH", "QH"], "B": ["AS", "KS", "QS", "JS", "TS"],
             "C": ["TH", "9S", "8S", "7S", "AC"], "D": ["KC", "QC", "JC", "TC", "9C"],
             "E": ["8H", "8C", "7C", "AD", "KD"], "F": ["QD", "TD", "9D", "8D", "7D"]}
SIX_PLAY = ["JH", "AS", "TH", "KC", "8H", "9H", "JD", "KS", "9S", "QC", "8C", "QD", "AH", "QS", "8S", "JC", "7C", "TD",
            "KH", "JS", "7S", "TC", "AD", "9D", "QH", "TS", "AC", "9C", "KD", "8D"]


def test_foster_text_six_play_three_against_three_sitting_alternately_and_a_march_counts_two() -> None:
    # foster:text#march: "When all five tricks are taken by one side, but not by an individual playing a lone hand, it
    # is simply a march, and counts two points, no matter how many are playing."
    d = only_deal(rule(SIX, table_deal(SIX, "F", SIX_HANDS, "9H", ev("order_up", "A"), ev("discard", "F", card="7D"),
                                       *SIX_PLAY)))
    assert d["rulings"] == [] and d["status"] == "scored" and d["alone"] is False
    assert d["points"] == {"ACE": 2, "BDF": 0} and d["next_dealer"] == "A"
    assert [t["winner"] for t in d["tricks"]] == ["A"] * 5 and len(d["tricks"][0]["plays"]) == 6


def test_foster_2_six_play_a_lone_hand_counts_as_many_points_as_there_are_players() -> None:
    # foster:2: "If the player making the trump plays alone, and makes five tricks, he counts as many points as there
    # are players in the game: Two, if two play; three if three play; four if four play, etc." His partners lay down
    # their cards (foster:text#scoring, "who must lay down his cards"): four play to each trick.
    lone_play = [c for c in SIX_PLAY if c not in SIX_HANDS["C"] + SIX_HANDS["E"]]
    d = only_deal(rule(SIX, table_deal(SIX, "F", SIX_HANDS, "9H", ev("order_up", "A", alone=True),
                                       ev("discard", "F", card="7D"), *lone_play)))
    assert d["rulings"] == [] and (d["alone"], d["lone"]) == (True, "A")
    assert d["points"] == {"ACE": 6, "BDF": 0} and len(d["tricks"][0]["plays"]) == 4


THREE = ("A", "B", "C")


def test_foster_text_no_partnerships_three_play_each_for_himself_and_a_march_is_a_lone_hand_counting_three() -> None:
    # "When three play, a lone hand counts three if the player wins all five tricks" (foster:text#two-or-three-
    # scoring); "a march must of course be a lone hand, as there are no partnerships": A orders up, and plays alone
    # against the rest without saying so.
    hands = {"A": ["JH", "JD", "AH", "KH", "QH"], "B": ["AS", "KS", "QS", "JS", "TS"],
             "C": ["AC", "KC", "QC", "JC", "TC"]}
    d = only_deal(rule(THREE, table_deal(THREE, "C", hands, "9H", ev("order_up", "A"), ev("discard", "C", card="TC"),
                                         "JH", "AS", "9H", "JD", "KS", "AC", "AH", "QS", "KC", "KH", "JS", "QC",
                                         "QH", "TS", "JC")))
    assert d["rulings"] == [] and (d["alone"], d["lone"]) == (True, "A")
    assert d["points"] == {"A": 3, "B": 0, "C": 0}
    assert [b["id"] for b in d["basis"] if b["decides"] == "points"] == ["foster:2", "foster:text"]
    assert "there are no partnerships" in d["basis"][1]["text"]


def test_foster_2_three_play_the_maker_euchred_his_adversaries_count_two_each() -> None:
    # foster:2: "if he fails to win three tricks, his adversaries count two" - each of them, as Cut Throat has it
    # ("it is to the interest of A to euchre B ... if B is euchred, A wins the game", and "that would win the game for
    # both A and C"): a reading, each for himself.
    hands = {"A": ["AS", "KS", "QS", "JS", "TS"], "B": ["JH", "JD", "AH", "KH", "QH"],
             "C": ["AC", "KC", "QC", "JC", "TC"]}
    d = only_deal(rule(THREE, table_deal(THREE, "C", hands, "9H", ev("order_up", "A"), ev("discard", "C", card="TC"),
                                         "AS", "JH", "9H", "JD", "AC", "KS", "AH", "KC", "QS", "KH", "QC", "JS",
                                         "QH", "JC", "TS")))
    assert d["rulings"] == [] and d["points"] == {"A": 0, "B": 2, "C": 2}


TWO = ("N", "S")
TWO_HANDS = {"N": ["JH", "JD", "AH", "KH", "QH"], "S": ["AS", "KS", "QS", "JS", "TS"]}


def test_foster_text_two_play_five_tricks_is_simply_a_march_and_counts_two() -> None:
    # "When two play, five tricks is simply a march, and counts two points" (foster:text#two-or-three-scoring); and
    # foster:2 "Two, if two play"; each seat scores for himself.
    d = table_deal(TWO, "S", TWO_HANDS, "9H", ev("order_up", "N"), ev("discard", "S", card="TS"),
                   "JH", "9H", "JD", "AS", "AH", "KS", "KH", "QS", "QH", "JS")
    ruling = rule(TWO, d)
    assert only_deal(ruling)["points"] == {"N": 2, "S": 0} and only_deal(ruling)["lone"] == "N"
    assert ruling["score"] == {"N": 2, "S": 0} and only_deal(ruling)["next_dealer"] == "N"
    # three or four tricks count one: S's right bower takes one trick of the five
    one = table_deal(TWO, "S", {"N": ["JD", "AH", "KH", "QH", "9C"], "S": ["JH", "AS", "KS", "QS", "JS"]}, "9H",
                     ev("order_up", "N"), ev("discard", "S", card="JS"),
                     "JD", "9H", "AH", "JH", "AS", "KH", "QH", "KS", "9C", "QS")
    assert only_deal(rule(TWO, one))["points"] == {"N": 1, "S": 0}


def test_foster_19_written_for_a_partner_is_not_cited_where_no_partner_sits() -> None:
    # foster:19: "If the dealer plays alone, he must pass his discard to his partner" - with two there is none: the
    # dealer who takes up (and so plays alone) and keeps his discard breaks no law. At four seats the same is ruled.
    d = only_deal(rule(TWO, table_deal(TWO, "N", {"N": TWO_HANDS["N"], "S": TWO_HANDS["S"]}, "9H",
                                       ev("pass", "S"), ev("take_up", "N"), ev("discard", "N", card="QH",
                                                                                to_partner=False))))
    assert d["rulings"] == [] and d["lone"] == "N"
    # foster:38 names "him or his partner": with no partner the suit is called from him alone
    looked = only_deal(rule(TWO, table_deal(TWO, "S", TWO_HANDS, "9H", ev("order_up", "N"),
                                            ev("discard", "S", card="TS"), "JH", "9H", ev("quit_trick"),
                                            ev("look_back", "S"))))
    [r] = looked["rulings"]
    assert r["effect"] == "A suit may be called from S when next he leads."


@pytest.mark.parametrize("seats, code, message", [
    (("A", "B", "C", "D", "E"), "foster", "Euchre is played by two, three, four or six."),
    (SIX, "1862", "Euchre with 6 seats is ruled by the foster code."),
    (THREE, "1862", "Euchre with 3 seats is ruled by the foster code."),
])
def test_the_game_declares_its_seats_and_the_codes_for_them(seats: tuple[str, ...], code: str, message: str) -> None:
    with pytest.raises(InvalidRecord) as err:
        referee.rule(record(seats=seats, code=code))
    assert message in str(err.value)


def _without(d: dict[str, Any], irregularity: str) -> dict[str, Any]:
    return {**d, "rulings": [r for r in d["rulings"] if r["irregularity"] != irregularity]}


def test_callace_20_the_call_of_a_partner_is_call_aces_and_at_a_euchre_table_is_ruled_of_no_effect() -> None:
    # callace:20: the maker of Call-Ace calls for the best card of a suit; Euchre's partners sit opposite (foster:text
    # positions) and it has no such fact (Game.events). Recorded all the same, it is ruled on, not assumed.
    events = [ev("order_up", "E"), ev("discard", "N", card="9C")]
    plain = only_deal(referee.rule(record(deal("N", *events))))
    called = only_deal(referee.rule(record(deal("N", *events, ev("call_partner", "E", suit="H")))))
    [r] = [r for r in called["rulings"] if r["event"] == 5]
    assert r["irregularity"] == "not_ruled" and r["laws"] == []
    assert "Euchre has no call of a partner" in r["effect"] and "no effect" in r["effect"]
    assert _without(called, "not_ruled") == _without(plain, "not_ruled")


def test_foster_progressive_bell_is_progressive_euchres_and_at_a_railroad_table_stops_nothing() -> None:
    # foster:progressive#bell: "Upon the tap of the bell all play immediately ceases" is the law of an evening's
    # ordinary four-handed game; Railroad Euchre has no bell (Game.events): the play after it is heard.
    events = [ev("order_up", "E"), ev("discard", "N", card="9C")]
    plain = only_deal(referee.rule(record(deal("N", *events), game="railroad")))
    belled = only_deal(referee.rule(record(deal("N", *events, ev("bell")), game="railroad")))
    assert [r["irregularity"] for r in belled["rulings"]][-1:] == ["not_ruled"]
    assert "Railroad Euchre has no bell" in belled["rulings"][-1]["effect"]
    assert {**belled, "rulings": belled["rulings"][:-1]} == plain
    stopped = only_deal(referee.rule(record(deal("N", *events, ev("bell")))))  # at a euchre table, the bell stops play
    assert stopped["rulings"][-1]["irregularity"] == "bell"


class WithoutBowers(Ranking):
    """A ranking unlike the family's, as a game's own ``ranking`` may declare one: every jack ranks in its own suit,
    no bowers; the joker the best trump. No registered game has it: it stands for the game whose rules differ."""

    def __init__(self, trump: Suit | None) -> None:
        super().__init__(trump)
        self.suit = {c: c.suit or trump for c in ALL_CARDS}
        self.standing = {c: (self.suit[c], (c.suit is None or c.suit is trump, 30 if c.suit is None
                                            else RANKS.index(c.rank))) for c in ALL_CARDS}


@pytest.fixture
def euchre_without_bowers(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(EUCHRE, "ranking", WithoutBowers)


def test_game_ranking_1862_IV_70_a_call_to_a_lead_he_can_follow_by_his_games_suits_gives_way_to_following(
        euchre_without_bowers: None) -> None:
    # IV.70 and 71 govern a call to "a lead of a different suit" that the jambone player cannot follow (test_1862).
    # N holds the jack of diamonds, hearts trumps: a heart by the family's ranking, so the call of his ace of clubs to
    # E's ten of diamonds is of no effect; by a game's ranking that leaves the jack a diamond he can follow, the call
    # gives way to following suit (the game's ``Ranking.must_play``), and the jack played to it breaks no demand.
    from test_1862 import jambone_trick
    assert jambone_trick(ev("call", "E", target="N", card="AC"), "TD", "AD", "JD") == [("jambone", ["1862:IV.64"])]


def test_game_ranking_foster_38_a_suit_called_is_led_as_the_games_ranking_gives_the_card_its_suit() -> None:
    # foster:38: "under penalty of having a suit called from him": diamonds called, N leads the jack of diamonds
    # holding the nine. Hearts trumps, the family makes the jack a heart: he did not lead the suit called, though he
    # could; by a ranking without bowers the jack is a diamond, and he complied.
    called = Demand(target="N", kind="lead_suit", ruling=Ruling(0, Irregularity.LOOKED_BACK, [], "", ""), event=0,
                    suit=Suit.DIAMONDS)
    jack, hand = Card.parse("JD"), [Card.parse("JD"), Card.parse("9D")]
    assert breach_of(called, jack, None, hand, EUCHRE.ranking(Suit.HEARTS)) == "lead diamonds when it was called"
    assert breach_of(called, jack, None, hand, WithoutBowers(Suit.HEARTS)) == ""


@pytest.mark.parametrize("game", ["euchre", "railroad"])
def test_foster_penalty_exchange_is_penalty_euchres_and_at_a_table_whose_game_has_none_is_ruled_of_no_effect(
        game: str) -> None:
    # foster:penalty#exchange: "Each player in turn can exchange the hand dealt him for the widow, or for the hand
    # abandoned by anyone who has taken the widow" is Penalty Euchre's; Euchre and Railroad deal no widow and have no
    # such fact (Game.events). Recorded all the same, it is ruled of no effect and the deal is ruled as without it.
    events = [ev("order_up", "E"), ev("discard", "N", card="9C")]
    plain = only_deal(referee.rule(record(deal("N", *events), game=game)))
    exchanged = only_deal(referee.rule(record(deal("N", *events, ev("exchange", "E", **{"with": "widow"})), game=game)))
    [r] = [r for r in exchanged["rulings"] if r["event"] == 5]
    title = GAMES[game].title
    assert (r["irregularity"], r["laws"]) == ("not_ruled", [])
    assert r["effect"] == f"{title} has no exchange of hands: no effect."
    assert _without(exchanged, "not_ruled") == _without(plain, "not_ruled")


def test_game_events_a_game_with_the_exchange_declares_the_laws_by_which_its_own_judge_rules_every_exchange() -> None:
    # Game.events: an exchange is a fact only of a game that declares it, and is then ruled by that game's own judge
    # (penalty.own_event: every exchange, where the game declares ``exchange`` and ``no_maker``, foster:penalty); at
    # any other table it is ruled of no effect before it is judged (``DealReplay._not_of_the_game``).
    having = [game for game in GAMES.values() if "exchange" in game.events]
    assert having and all(game.exchange is not None and game.no_maker is not None for game in having)


@pytest.mark.parametrize("game, code, seats, law", [
    ("five-hundred", "foster", ("A", "B", "C"), "foster:500#game"),  # "Five hundred points is game"
    ("penalty-euchre", "foster", tuple("ABCDE"), "foster:penalty#first-rid"),  # "The first player to get rid of ..."
    ("set-back", "keller", ("A", "B", "C"), "keller:set-back#object"),  # "... who first wipes out his score"
    ("set-back", "foster", ("A", "B", "C"), "foster:set-back#reversal"),  # a reading: Foster names no end
    ("euchre", "foster", ("N", "E", "S", "W"), None),  # no law of its own: the code's law of the game
    ("railroad", "foster", ("N", "E", "S", "W"), None),
])
def test_game_won_by_the_sheet_quotes_first_the_law_by_which_the_game_is_won(
        game: str, code: str, seats: tuple[str, ...], law: str | None) -> None:
    # Game.won_by: by code, the game's own law by which a game is won; else the code's (Code.game: foster:text, "five
    # points constitute a game"). The sheet counts by it, and quotes it first.
    sheet = table_sheet(record(game=game, code=code, seats=seats))
    assert GAMES[game].won_by.get(code) == law
    assert sheet.laws[0] == Quote.of(cite(law).law if law else find_code(code).game.law)


def test_game_won_by_is_the_one_declaration_the_sheet_asks(monkeypatch: pytest.MonkeyPatch) -> None:
    # Game.won_by alone says how a game is won: a game that declared none would be counted by its code's law of the
    # game, whatever else it declares (Five Hundred's points, Penalty Euchre's counters wiped down).
    for name, seats in (("five-hundred", ("A", "B", "C")), ("penalty-euchre", tuple("ABCDE"))):
        monkeypatch.setattr(GAMES[name], "won_by", {})
        sheet = table_sheet(record(game=name, seats=seats))
        assert sheet.laws[0] == Quote.of(find_code("foster").game.law), name


def test_foster_text_both_win_three_playing_two_reach_five_by_euchreing_the_third() -> None:
    # foster:text#both-win: "If three are playing, and two of them reach five points simultaneously by euchreing the
    # third, they both win a game." B and C at three each euchre A, two each (as above): both win the game.
    hands = {"A": ["AS", "KS", "QS", "JS", "TS"], "B": ["JH", "JD", "AH", "KH", "QH"],
             "C": ["AC", "KC", "QC", "JC", "TC"]}
    euchred = table_deal(THREE, "C", hands, "9H", ev("order_up", "A"), ev("discard", "C", card="TC"),
                         "AS", "JH", "9H", "JD", "AC", "KS", "AH", "KC", "QS", "KH", "QC", "JS", "QH", "JC", "TS")
    ruling = referee.rule({**record(euchred, seats=THREE), "start_score": {"A": 4, "B": 3, "C": 3}})
    assert ruling["games"][0] == {"winner": ["B", "C"], "score": {"A": 4, "B": 5, "C": 5}, "slam": False,
                                  "laws": ["foster:text"]}
    assert ruling["games_won"] == {"A": 0, "B": 1, "C": 1}
    sheet = table_sheet(record(euchred, seats=THREE) | {"start_score": {"A": 4, "B": 3, "C": 3}}, ruling)
    assert sheet.games[0].joint == ("B", "C")
    # one of them alone reaching five wins alone (foster:text#game)
    alone = referee.rule({**record(euchred, seats=THREE), "start_score": {"A": 4, "B": 3, "C": 2}})
    assert alone["games"][0]["winner"] == "B"
