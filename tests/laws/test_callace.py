"""Foster's Laws of Call-Ace Euchre (1905), 1-51: each law that can be broken, checked from its
words at two table sizes at least; partner identification (the called card in the stock, the
maker holding the best card himself, the joker in play); the scores by seat."""
from __future__ import annotations

from typing import Any

import pytest
from builders import as_if_not_recorded
from callace_tables import dealt, ev, fill, in_play, kinds, play_out, record, rotation, rule, rule_deal, seats

import referee

# The cases, by name. The dealer is A, so B is the eldest hand; hearts are turned (the nine).
#: B holds the three best trumps and two small spades; C holds the ace of clubs (the card B calls);
#: D the best spades. B wins three trumps, D the two spade tricks: a point to B and C.
POINT = {"B": ["JH", "JD", "AH", "9S", "TS"], "C": ["AC", "KC", "QC", "JC", "TC"],
         "D": ["AS", "KS", "QS", "JS", "AD"], "A": ["KH", "QH", "KD", "QD", "TD"]}
#: B holds the five best trumps: he wins every trick.
MARCH = {"B": ["JH", "JD", "AH", "KH", "QH"], "C": ["AC", "KC", "QC", "JC", "TC"],
         "D": ["AS", "KS", "QS", "JS", "AD"], "A": ["KD", "QD", "TD", "TS", "9S"]}
#: B orders up on the ace and king of trumps; D holds both bowers and the best spades.
EUCHRE = {"B": ["AH", "KH", "9S", "TS", "QH"], "C": ["AC", "KC", "QC", "JC", "TC"],
          "D": ["JH", "JD", "AS", "KS", "QS"], "A": ["KD", "QD", "TD", "AD", "9D"]}


def hand(n: int, cards: dict[str, list[str]], *, maker: str = "B", call: str | None = "C", alone: bool = False,
         turn_up: str = "9H", discard: str = "TD", stock: tuple[str, ...] = (), trump: str = "H",
         tricks: int = 5, before_play: tuple[dict[str, Any], ...] = (), joker: bool = False,
         renounce: dict[str, int] | None = None) -> tuple[list[dict[str, Any]], list[str], dict[str, list[str]]]:
    """A deal where ``maker`` orders up (the dealer, A, takes up if all pass to him), discards, calls,
    and the hand is played out by list order: the events, the trick winners, the hands dealt."""
    hands, st = fill(n, cards, turn_up, trump, stock, joker)
    events = dealt(n, hands, turn_up, st)
    for seat in rotation(n, "B"):
        if seat == maker:
            break
        events.append(ev("pass", seat))
    events.append(ev("take_up" if maker == "A" else "order_up", maker, alone=alone))
    events.append(ev("discard", "A", card=discard))
    if call:
        events.append(ev("call_partner", maker, suit=call))
    events += before_play
    plays, winners = play_out(n, in_play(hands, "A", turn_up, discard), trump, "B", tricks, renounce)
    return events + plays, winners, hands


def scored(n: int, cards: dict[str, list[str]], **kw: Any) -> tuple[dict[str, Any], list[str]]:
    events, winners, _ = hand(n, cards, **kw)
    options: dict[str, Any] = {"joker": True} if kw.get("joker") else {}
    return rule_deal(n, events, **options), winners


def ordered(n: int, cards: dict[str, list[str]] | None = None, **kw: Any) -> list[dict[str, Any]]:
    """The deal, B's order, A's discard and B's call for the best club: the events before the play."""
    events, _, _ = hand(n, cards or POINT, tricks=0, **kw)
    return events


def others(n: int, *side: str) -> list[str]:
    return [s for s in seats(n) if s not in side]


# -- forming the table, the pack, dealing (1-10) -------------------------------------------------


@pytest.mark.parametrize("n", [5, 7])
def test_callace_1_the_first_jack_deals_the_first_hand(n: int) -> None:
    # "A card is thrown round to each player, face up, and the one receiving the first jack deals the first hand."
    throw = [ev("cut_for_deal", s, card=c) for s, c in zip(seats(n), ["9C", "KD", "JS", "JH", "AC", "QS", "TD"])]
    d = rule_deal(n, throw + ordered(n))
    [r] = d["rulings"]
    assert (r["irregularity"], r["laws"]) == ("wrong_cut", ["callace:1", "callace:8"])
    assert "C received the first jack, but A dealt" in r["finding"]
    right = rule_deal(n, throw + ordered(n)[:0] + [ev("shuffle", "C"), ev("cut", "B")], dealer="C")
    assert right["rulings"] == []
    # law 8: "must be stopped before the trump card is turned up": stopped, the deal is C's, who got the first jack
    stopped = rule_deal(n, throw + [ev("shuffle", "A"), ev("deal_fault", kind="out_of_turn", seat="A")])
    assert (stopped["status"], stopped["next_dealer"]) == ("passed", "C")
    assert stopped["rulings"][0]["effect"] == "C deals the first hand."


@pytest.mark.parametrize("n", [3, 8])
def test_callace_1_any_number_from_four_to_seven_can_play(n: int) -> None:
    rec = record(7)
    rec["seats"] = list("ABCDEFGH"[:n])
    rec["players"] = {}
    with pytest.raises(referee.InvalidRecord) as err:
        referee.rule(rec)
    assert err.value.errors[0]["path"] == "seats"


@pytest.mark.parametrize("n,stranger", [(4, "8S"), (5, "7S"), (6, "6S")])
def test_callace_2_the_pack_by_the_number_of_players(n: int, stranger: str) -> None:
    # "When four play, the pack consists of twenty-four cards ... When five play, the eights are added; when six
    # play, the sevens are added; and when seven play, the sixes are added."
    events = ordered(n)
    events[2]["stock"] = events[2]["stock"] + [stranger]
    with pytest.raises(referee.InvalidRecord) as err:
        rule_deal(n, events)
    assert "not in the pack in use" in err.value.errors[0]["message"]


@pytest.mark.parametrize("n,agreed", [(5, 32), (6, 36)])  # a pack too small to deal is impossible (test_record)
def test_callace_2_a_pack_agreed_other_than_the_laws_is_ruled_on(n: int, agreed: int) -> None:
    d = rule(n, {"dealer": "A", "events": [ev("shuffle", "A")]}, pack=agreed)["deals"][0]
    assert d["rulings"] == []  # the check is made on the deal
    events = [ev("shuffle", "A"), ev("cut", seats(n)[-1]), ev("deal")]
    [r] = rule(n, {"dealer": "A", "events": events}, pack=agreed)["deals"][0]["rulings"]
    assert (r["irregularity"], r["laws"]) == ("wrong_pack", ["callace:2", "callace:8"])
    assert f"with a pack of {agreed} cards" in r["finding"]


@pytest.mark.parametrize("n", [4, 6])
def test_callace_3_the_pone_cuts_leaving_five_in_each_packet(n: int) -> None:
    # "The pack must be presented to the pone (the player on the dealer's right) to be cut, at least five cards
    # remaining in each packet."
    events = ordered(n)
    events[1] = ev("cut", "B")  # the eldest hand, not the pone
    d = rule_deal(n, events)
    # and the bidding recorded after the misdeal has no effect on it
    assert kinds(d) == [("improper_cut", ["callace:3"]), ("misdeal", ["callace:3"]), ("after_the_deal", [])]
    assert d["rulings"][1]["persuasive"] == ["foster:14"] and "silent" in d["rulings"][1]["effect"]
    assert d["status"] == "passed" and d["next_dealer"] == "B"
    events[1] = ev("cut", seats(n)[-1], top=4, bottom=6 * n - 3)
    assert kinds(rule_deal(n, events))[0] == ("improper_cut", ["callace:3"])


@pytest.mark.parametrize("n", [4, 6])
def test_callace_3_any_player_may_shuffle_the_dealer_last(n: int) -> None:
    events = ordered(n)
    events[1:1] = [ev("shuffle", "C")]
    [r] = rule_deal(n, events)["rulings"]
    assert (r["irregularity"], r["laws"]) == ("shuffle", ["callace:3"]) and "no penalty" in r["effect"]


@pytest.mark.parametrize("n", [5, 7])
def test_callace_3_the_deal_passes_in_rotation_to_the_left(n: int) -> None:
    events, _, _ = hand(n, POINT)
    second = ordered(n)
    second[0], second[1] = ev("shuffle", "C"), ev("cut", "B")  # C deals out of turn: B's turn
    ruling = rule(n, {"dealer": "A", "events": events}, {"dealer": "C", "events": second})
    assert ruling["deals"][0]["next_dealer"] == "B"
    assert any(b["id"] == "callace:3" and b["decides"] == "next_dealer" for b in ruling["deals"][0]["basis"])
    r = ruling["deals"][1]["rulings"][0]
    assert (r["irregularity"], r["laws"], r["event"]) == ("deal_out_of_turn", ["callace:8"], None)
    assert "B's turn to deal" in r["finding"]
    # "must be stopped before the trump card is turned up": stopped, the deal is void and B deals in his turn
    stopped = rule(n, {"dealer": "A", "events": events},
                   {"dealer": "C", "events": [*second[:2], ev("deal_fault", "C", kind="out_of_turn")]})["deals"][1]
    assert (stopped["status"], stopped["next_dealer"]) == ("passed", "B")
    assert stopped["rulings"][0]["finding"] == "C dealt out of turn; it was B's turn to deal."


@pytest.mark.parametrize("n", [5, 7])
def test_callace_4_and_9_two_and_three_in_the_same_round_is_a_misdeal(n: int) -> None:
    # "either two at a time the first round and three at a time the second round, or three the first and two the
    # second"; law 9: "It is a misdeal ... if he gives two cards to one player and three to another in the same round"
    d = rule_deal(n, [ev("shuffle", "A"), ev("cut", seats(n)[-1]), ev("deal_fault", kind="mixed_rounds")])
    assert kinds(d) == [("misdeal", ["callace:9", "callace:4"])]
    assert d["status"] == "passed" and d["next_dealer"] == "B" and "loses the deal" in d["rulings"][0]["effect"]


@pytest.mark.parametrize("n", [4, 6])
def test_callace_9_a_player_given_more_or_less_than_five_cards(n: int) -> None:
    d = rule_deal(n, [ev("shuffle", "A"), ev("cut", seats(n)[-1]), ev("deal_fault", "A", kind="wrong_count")])
    assert kinds(d) == [("misdeal", ["callace:9", "callace:4"])] and d["next_dealer"] == "B"
    d = rule_deal(n, [ev("shuffle", "A"), ev("cut", seats(n)[-1]), ev("deal_fault", kind="dealt_incorrectly")])
    assert kinds(d) == [("misdeal", ["callace:9"])]


@pytest.mark.parametrize("n,joker_pack", [(4, 25), (6, 33)])
def test_callace_5_the_joker_turned_up_makes_spades_trumps(n: int, joker_pack: int) -> None:
    # "If the joker is used and turned up, spades are trumps."
    # The dealer, A, takes up the joker turned: spades are trumps, and he holds the five best of them.
    cards = {"A": ["JS", "JC", "AS", "KS", "9D"], "B": ["AD", "KD", "QD", "JD", "TD"],
             "C": ["AH", "KH", "QH", "JH", "TH"], "D": ["AC", "KC", "QC", "QS", "9H"]}
    kw: dict[str, Any] = {"maker": "A", "turn_up": "JK", "discard": "9D", "call": "H", "trump": "S", "joker": True}
    d, winners = scored(n, cards, **kw)
    assert d["trump"] == "S" and winners == ["A"] * 5 and d["partner"] == "C"
    assert {"id": "callace:5", "decides": "trump"} in [{"id": b["id"], "decides": b["decides"]} for b in d["basis"]]
    assert d["points"]["A"] == d["points"]["C"] == (2 if n == 4 else 3)
    # the pack by the options' name for it gives the same ruling
    d2 = referee.rule({**record(n, {"dealer": "A", "events": hand(n, cards, **kw)[0]}),
                       "options": {"pack": joker_pack}})["deals"][0]
    assert d2["points"] == d["points"]


@pytest.mark.parametrize("n", [4, 6])
def test_callace_5_and_16_the_joker_turned_down_spades_cannot_be_named(n: int) -> None:
    hands, st = fill(n, POINT, "JK", joker=True)
    events = dealt(n, hands, "JK", st) + [ev("pass", s) for s in rotation(n, "B")]
    events += [ev("make", "B", suit="S"), ev("make", "B", suit="H")]
    d = rule_deal(n, events, joker=True)
    assert kinds(d) == [("turned_down_suit_named", ["callace:16", "callace:5"])]
    assert d["trump"] == "H" and d["maker"] == "B"


@pytest.mark.parametrize("n", [5, 6])
def test_callace_6_a_card_found_faced_in_the_pack(n: int) -> None:
    # "There must be a new deal by the same dealer:—If any card but the trump is found faced in the pack"
    d = rule_deal(n, [ev("shuffle", "A"), ev("cut", seats(n)[-1]), ev("deal_fault", kind="faced_in_pack")])
    assert kinds(d) == [("new_deal", ["callace:6"])] and d["status"] == "redeal" and d["next_dealer"] == "A"
    # "any card but the trump": the trump card found faced gives no new deal
    events = ordered(n)
    events.insert(3, ev("deal_fault", kind="faced_in_pack", card=events[2]["turn_up"]))
    d = rule_deal(n, events)
    assert d["status"] != "redeal" and "the deal stands" in d["rulings"][0]["effect"]


@pytest.mark.parametrize("n", [5, 6])
def test_callace_6_and_50_an_imperfect_pack_voids_the_deal_but_not_earlier_scores(n: int) -> None:
    # law 50: "the deal in which the imperfection is proved is void, but all previous scores made with that pack
    # stand good"
    first, _, _ = hand(n, POINT)
    second = [ev("shuffle", "B"), ev("cut", "A"), ev("deal_fault", kind="imperfect_pack")]
    ruling = rule(n, {"dealer": "A", "events": first}, {"dealer": "B", "events": second})
    d = ruling["deals"][1]
    assert kinds(d) == [("new_deal", ["callace:50", "callace:6"])] and d["status"] == "redeal"
    assert ruling["score"]["B"] == ruling["score"]["C"] == 1


@pytest.mark.parametrize("n", [4, 7])
def test_callace_7_a_card_exposed_in_dealing_any_player_may_demand_a_new_deal(n: int) -> None:
    # "Any player may demand a new deal if any card is exposed during the deal which was not faced in the pack."
    events = ordered(n)
    events.insert(3, ev("deal_fault", kind="exposed_in_deal", card="AC"))
    events.insert(4, ev("elect", "D", option="new_deal"))
    d = rule_deal(n, events)
    r, after = d["rulings"]  # the bidding recorded after the new deal was demanded has no effect on this one
    assert (r["irregularity"], r["laws"], r["elected"]) == ("new_deal", ["callace:7"], "new_deal")
    assert after["irregularity"] == "after_the_deal" and after["event"] == 5
    assert d["status"] == "redeal" and d["next_dealer"] == "A"
    # no one demands it before the trump is declared on: the deal stands
    events = ordered(n)
    events.insert(3, ev("deal_fault", kind="exposed_in_deal", card="AC"))
    d = rule_deal(n, events)
    assert d["status"] == "incomplete" and "the deal stands" in d["rulings"][0]["effect"]


@pytest.mark.parametrize("n", [4, 7])
def test_callace_7_the_dealer_may_demand_a_new_deal_if_a_player_exposes_a_card(n: int) -> None:
    # "The dealer may demand a new deal if any player exposes a card during the deal."
    events = ordered(n)
    events.insert(3, ev("deal_fault", "C", kind="exposed_in_deal", card="AC"))
    events.insert(4, ev("elect", "D", option="new_deal"))
    d = rule_deal(n, events)
    assert kinds(d)[1] == ("call_of_no_effect", ["callace:7"]) and d["status"] == "incomplete"
    events[4] = ev("elect", "A", option="new_deal")
    assert rule_deal(n, events)["status"] == "redeal"


@pytest.mark.parametrize("n", [5, 7])
def test_callace_8_dealing_out_of_turn(n: int) -> None:
    # "Any player dealing out of turn, or with the wrong cards, must be stopped before the trump card is turned up."
    d = rule_deal(n, [ev("shuffle", "A"), ev("cut", seats(n)[-1]), ev("deal_fault", "A", kind="out_of_turn")])
    [r] = d["rulings"]
    assert (r["irregularity"], r["laws"]) == ("deal_out_of_turn", ["callace:8"]) and d["status"] == "redeal"


@pytest.mark.parametrize("n", [5, 6])
def test_callace_10_interrupting_the_dealer_cancels_the_right_to_demand_a_new_deal(n: int) -> None:
    # "Interrupting the dealer ... cancels the right to demand a new deal."
    events = ordered(n)
    events[2:2] = [ev("deal_fault", "D", kind="interrupted")]
    events.insert(4, ev("deal_fault", kind="exposed_in_deal", card="AC"))
    events.insert(5, ev("elect", "D", option="new_deal"))
    d = rule_deal(n, events)
    assert kinds(d)[0] == ("dealer_interrupted", ["callace:10"])
    assert kinds(d)[2] == ("call_of_no_effect", ["callace:7", "callace:10"]) and d["status"] == "incomplete"
    assert "D, who interrupted the dealer" in d["rulings"][2]["finding"]  # not "the option belongs to any player"
    events[5] = ev("elect", "E", option="new_deal")
    assert rule_deal(n, events)["status"] == "redeal"


# -- making the trump (11-18, 51) ----------------------------------------------------------------------


@pytest.mark.parametrize("n", [5, 6])
def test_callace_11_each_in_turn_declares_to_pass_or_to_order_up(n: int) -> None:
    # "each player in turn, beginning on the dealer's left ... must then declare to pass or to order up the trump."
    events = ordered(n, maker="D")
    events.insert(5, ev("order_up", "B"))  # B passed in his turn, then orders up
    d = rule_deal(n, events)
    assert kinds(d) == [("order_barred", ["callace:11"])] and d["maker"] == "D"


@pytest.mark.parametrize("n", [5, 7])
def test_callace_11_an_order_up_with_no_deal_recorded_before_it_is_made_in_the_first_round(n: int) -> None:
    # "each player in turn, beginning on the dealer's left ... must then declare to pass or to order up the trump":
    # a record that says nothing of the deal (the record format's deal is "what is known of it") is ruled as a
    # deal of which nothing is known, B's order up coming in his turn.
    events = ordered(n)
    at = next(k for k, e in enumerate(events) if e["type"] == "deal")
    nothing_known = [*events[:at], {"type": "deal"}, *events[at + 1:]]
    bare = rule_deal(n, nothing_known[:at] + nothing_known[at + 1:])
    assert bare["maker"] == "B" and "order_barred" not in [r["irregularity"] for r in bare["rulings"]]
    assert bare == as_if_not_recorded(rule_deal(n, nothing_known), at)


@pytest.mark.parametrize("n", [5, 6])
def test_callace_12_only_the_dealer_takes_up_or_turns_down(n: int) -> None:
    # "Should all but the dealer pass, the dealer may take up the trump card, discarding one in its place, or he may
    # turn it down."
    hands, st = fill(n, POINT, "9H")
    passes = [ev("pass", s) for s in rotation(n, "B")[:-1]]
    d = rule_deal(n, dealt(n, hands, "9H", st) + passes + [ev("take_up", "C")])
    assert kinds(d) == [("order_barred", ["callace:12"])] and d["maker"] is None
    d = rule_deal(n, dealt(n, hands, "9H", st) + passes + [ev("turn_down", "A"), ev("make", "B", suit="S")])
    assert d["rulings"] == [] and (d["maker"], d["trump"]) == ("B", "S")
    d = rule_deal(n, dealt(n, hands, "9H", st) + passes + [ev("take_up", "A")])
    assert d["rulings"] == [] and d["maker"] == "A"


@pytest.mark.parametrize("n", [5, 6])
def test_callace_13_the_dealer_must_discard_holding_the_turned_trump(n: int) -> None:
    # "the dealer must discard from his hand, so that he shall hold only five cards, including the turned trump."
    events = ordered(n, discard="9H")
    d = rule_deal(n, events)
    assert kinds(d) == [("discard", ["callace:13"])] and "no penalty" in d["rulings"][0]["effect"]


@pytest.mark.parametrize("n", [5, 6])
def test_callace_13_and_27_the_dealer_playing_six_cards_and_his_partners_score_nothing(n: int) -> None:
    # A plays to the first trick holding six cards: he is an adversary of the maker, so neither he nor any of his
    # partners (all the adversaries) can score; B's euchre would have given each adversary two.
    events, winners, _ = hand(n, EUCHRE, discard="9D")
    events = [e for e in events if e["type"] != "discard"]
    d = rule_deal(n, events)
    assert kinds(d) == [("lead_before_discard", ["callace:31"]),
                        ("wrong_number_of_cards", ["callace:27", "callace:13"])]
    assert winners.count("D") >= 3 and d["points"] == {s: 0 for s in seats(n)}


@pytest.mark.parametrize("n", [5, 6])
def test_callace_14_the_discard_once_quitted_cannot_be_changed(n: int) -> None:
    events = ordered(n)
    events.insert(events.index(ev("discard", "A", card="TD")) + 1, ev("discard", "A", card="QD"))
    d = rule_deal(n, events)
    assert kinds(d) == [("discard", ["callace:14"])]


@pytest.mark.parametrize("n", [5, 6])
def test_callace_15_ordering_up_makes_the_maker_not_the_dealer(n: int) -> None:
    # "Any player ordering or taking up the trump becomes the maker of the trump for that deal."
    d, _ = scored(n, POINT)
    assert d["maker"] == "B" and d["points"]["B"] == 1 and d["points"]["A"] == 0
    assert {"id": "callace:15", "decides": "maker"} in [{"id": b["id"], "decides": b["decides"]} for b in d["basis"]]


@pytest.mark.parametrize("n", [5, 7])
def test_callace_16_naming_a_new_suit_once_made_cannot_be_changed(n: int) -> None:
    # "each player in turn ... has the privilege of naming one of the three other suits ... once having
    # legitimately made a selection, he cannot change it."
    hands, st = fill(n, POINT, "9H")
    events = dealt(n, hands, "9H", st) + [ev("pass", s) for s in rotation(n, "B")]
    d = rule_deal(n, events + [ev("make", "B", suit="H"), ev("make", "B", suit="S"), ev("make", "B", suit="C")])
    assert kinds(d) == [("turned_down_suit_named", ["callace:16"]), ("order_barred", ["callace:16"])]
    assert (d["maker"], d["trump"]) == ("B", "S")
    assert {"id": "callace:16", "decides": "maker"} in [{"id": b["id"], "decides": b["decides"]} for b in d["basis"]]


@pytest.mark.parametrize("n", [5, 7])
def test_callace_17_no_new_suit_named_the_deal_passes_to_the_left(n: int) -> None:
    hands, st = fill(n, POINT, "9H")
    d = rule_deal(n, dealt(n, hands, "9H", st) + [ev("pass", s) for s in rotation(n, "B") * 2])
    assert d["status"] == "passed" and d["next_dealer"] == "B"
    assert any(b["id"] == "callace:17" for b in d["basis"])


@pytest.mark.parametrize("n", [5, 6])
def test_callace_18_the_trump_card_may_not_be_told_once_taken_up(n: int) -> None:
    # "any player may ask what the trump suit is; but he cannot be informed what the denomination of the trump
    # card was."
    before = ordered(n)
    before.insert(4, ev("remark", "C", about="trump_card"))
    assert kinds(rule_deal(n, before)) == [("trump_card_named", ["callace:18"])]
    assert "No breach" in rule_deal(n, before)["rulings"][0]["effect"]
    after = ordered(n) + [ev("remark", "C", about="trump_card")]
    [r] = rule_deal(n, after)["rulings"]
    assert r["laws"] == ["callace:18"] and "no penalty" in r["effect"] and r["options"] == []


@pytest.mark.parametrize("n", [5, 6])
def test_callace_51_passing_or_ordering_out_of_turn_does_not_prevent_the_player_in_turn(n: int) -> None:
    # "If any player passes or orders up out of his proper turn, that shall not prevent any player in his right
    # turn from ordering up or passing."
    hands, st = fill(n, POINT, "9H")
    events = dealt(n, hands, "9H", st) + [ev("order_up", "D"), ev("order_up", "B")]
    d = rule_deal(n, events)
    assert kinds(d) == [("out_of_turn_bid", ["callace:51"])] and d["maker"] == "B"


@pytest.mark.parametrize("n", [5, 6])
def test_callace_51_the_decision_already_given_must_stand(n: int) -> None:
    # "Should it come to the player in error in his right turn, his decision, already given, must stand."
    hands, st = fill(n, POINT, "9H")
    events = dealt(n, hands, "9H", st) + [ev("order_up", "D"), ev("pass", "B"), ev("pass", "C")]
    d = rule_deal(n, events)
    assert d["maker"] == "D" and d["trump"] == "H"
    assert "his decision stood" in d["rulings"][0]["effect"]
    events = dealt(n, hands, "9H", st) + [ev("pass", "D"), ev("pass", "B"), ev("pass", "C"), ev("order_up", "D")]
    d = rule_deal(n, events)
    assert kinds(d) == [("out_of_turn_bid", ["callace:51"]), ("order_barred", ["callace:51"])]
    assert d["maker"] is None


@pytest.mark.parametrize("n", [5, 6])
def test_callace_51_the_turn_comes_when_no_player_in_his_right_turn_orders_before_the_play(n: int) -> None:
    # "Should it come to the player in error in his right turn, his decision, already given, must stand": D
    # ordered up in B's turn; no one orders before the dealer discards, so the turn came to D and his order stood.
    hands, st = fill(n, POINT, "9H")
    d = rule_deal(n, dealt(n, hands, "9H", st) + [ev("order_up", "D"), ev("discard", "A", card="TD")])
    assert kinds(d) == [("out_of_turn_bid", ["callace:51"])] and (d["maker"], d["trump"]) == ("D", "H")
    assert "his decision stood" in d["rulings"][0]["effect"]


# -- asking for a partner (19-24) ----------------------------------------------------------------------


@pytest.mark.parametrize("n", [5, 6])
def test_callace_19_the_maker_cannot_call_on_the_best_trump(n: int) -> None:
    # "The maker of the trump has the privilege of calling on the best card of any plain suit for a partner. He
    # cannot call on the best trump."
    events, _, _ = hand(n, POINT, call="H", before_play=(ev("call_partner", "B", suit="C"),))
    d = rule_deal(n, events)
    assert kinds(d) == [("call_barred", ["callace:19"])]
    assert d["points"]["C"] == 1 and d["partner"] == "C" and d["called"] == "C"


@pytest.mark.parametrize("n", [4, 6])
def test_callace_20_the_holder_of_the_best_card_in_play_is_the_partner(n: int) -> None:
    # "The player holding the best card in play of the suit called becomes the partner of the caller"
    d, winners = scored(n, POINT)
    assert winners == ["B", "B", "B", "D", "D"] or winners[:4] == ["B", "B", "B", "D"]
    assert d["partner"] == "C" and d["partner_known"] is True
    assert {s for s, p in d["points"].items() if p} == {"B", "C"}


@pytest.mark.parametrize("n", [4, 5])
def test_callace_20_the_called_ace_in_the_stock_the_king_in_play_is_the_best(n: int) -> None:
    # "The ace of the called suit may not be in the play if there are any cards remaining in the stock, and in such
    # cases the best card of the suit might be the king."
    cards = {**POINT, "C": ["KC", "QC", "JC", "TC", "9C"]}
    d, _ = scored(n, cards, stock=("AC",))
    assert d["partner"] == "C" and d["points"]["C"] == 1
    both = {**POINT, "C": ["QC", "JC", "TC", "9C", "8D"]}  # "Sometimes both ace and king remain in the stock"
    d, _ = scored(n if n > 4 else 5, both, stock=("AC", "KC"))
    assert d["partner"] == "C"


@pytest.mark.parametrize("n", [5, 6])
def test_callace_20_a_partner_giving_an_intimation_scores_nothing(n: int) -> None:
    # "he is not allowed to give any intimation of the fact that he is the partner, under penalty of scoring
    # nothing that deal."
    events, _, _ = hand(n, POINT, before_play=(ev("expose", "C", card="AC", how="named"),))
    d = rule_deal(n, events)
    assert ("intimation", ["callace:20"]) in kinds(d)
    assert d["points"]["B"] == 1 and d["points"]["C"] == 0
    # a player naming a card of the suit who is not the partner gives no intimation
    events, _, _ = hand(n, POINT, before_play=(ev("expose", "D", card="AD", how="named"),))
    assert ("intimation", ["callace:20"]) not in kinds(rule_deal(n, events))


@pytest.mark.parametrize("n", [5, 6])
def test_callace_21_a_call_once_made_cannot_be_altered(n: int) -> None:
    events, _, _ = hand(n, POINT, before_play=(ev("call_partner", "B", suit="S"), ev("go_alone", "B")))
    d = rule_deal(n, events)
    assert kinds(d) == [("call_barred", ["callace:21"]), ("lone_hand_barred", ["callace:21"])]
    assert d["called"] == "C" and d["partner"] == "C" and not d["alone"]


@pytest.mark.parametrize("n", [5, 6])
def test_callace_22_the_caller_holding_the_best_card_has_no_partner(n: int) -> None:
    # "If the maker of the trump calls for the best card of any suit, and it is found that he himself holds the best
    # in play, he has no partner." The description: "Some persons imagine that the player who holds the best of the
    # called suit among the other players is the partner, even if the caller has a better card in the suit; but
    # this is a mistake."
    cards = {**MARCH, "B": ["JH", "JD", "AH", "KH", "AC"], "C": ["KC", "QC", "JC", "TC", "QH"]}
    d, winners = scored(n, cards)
    assert winners == ["B"] * 5 and d["partner"] is None
    assert d["points"]["B"] == n and d["points"]["C"] == 0  # the lone hand's score (44, 45)
    assert {"callace:22", "callace:45", "callace:44"} <= {b["id"] for b in d["basis"]}


@pytest.mark.parametrize("n", [4, 7])
def test_callace_23_no_call_no_lone_hand_announced(n: int) -> None:
    # "If the maker of the trump does not call for a partner, he must announce that he plays alone, or he must call
    # for a suit of which he holds the ace himself."
    d, winners = scored(n, MARCH, call=None)
    assert kinds(d) == [("no_call", ["callace:23", "callace:45"])]
    assert winners == ["B"] * 5 and d["points"]["B"] == n and d["points"]["C"] == 0


@pytest.mark.parametrize("n", [4, 7])
def test_callace_23_calling_a_suit_of_which_he_holds_the_ace_himself(n: int) -> None:
    cards = {**MARCH, "B": ["JH", "JD", "AH", "KH", "AC"], "C": ["KC", "QC", "JC", "TC", "QH"]}
    d, _ = scored(n, cards, call="C")
    assert d["rulings"] == [] and d["points"]["B"] == n


@pytest.mark.parametrize("n", [4, 7])
def test_callace_23_a_call_after_the_play_has_begun_has_no_effect(n: int) -> None:
    events, _, _ = hand(n, MARCH, call=None)
    first_play = next(k for k, e in enumerate(events) if e["type"] == "play")
    events.insert(first_play + 1, ev("call_partner", "B", suit="C"))
    d = rule_deal(n, events)
    assert kinds(d) == [("no_call", ["callace:23", "callace:45"]), ("call_barred", ["callace:23"])]
    assert d["points"]["B"] == n and d["points"]["C"] == 0


@pytest.mark.parametrize("n", [5, 6])
def test_callace_24_only_the_maker_can_play_alone_or_ask_for_a_partner(n: int) -> None:
    events, _, _ = hand(n, POINT, before_play=(ev("call_partner", "D", suit="S"), ev("go_alone", "C")))
    d = rule_deal(n, events)
    assert kinds(d) == [("call_barred", ["callace:24"]), ("lone_hand_barred", ["callace:24"])]
    assert d["called"] == "C" and not d["alone"]


@pytest.mark.parametrize("n", [5, 6])
def test_callace_24_the_maker_announces_his_lone_hand_after_he_discards(n: int) -> None:
    # "If any player orders up the trump ... he can play alone, but no other player can do so."
    events, _winners, _ = hand(n, MARCH, call=None, before_play=(ev("go_alone", "B"),))
    d = rule_deal(n, events)
    assert d["rulings"] == [] and d["alone"] and d["lone"] == "B" and d["points"]["B"] == n


# -- the play (25-35) ----------------------------------------------------------------------------------


@pytest.mark.parametrize("n", [5, 7])
def test_callace_25_the_eldest_hand_leads_no_matter_who_makes_the_trump(n: int) -> None:
    # "No matter who makes the trump, the eldest hand leads for the first trick"
    events = ordered(n, maker="D") + [ev("play", "D", card="AS")]
    d = rule_deal(n, events)
    assert kinds(d) == [("lead_out_of_turn", ["callace:34"])]
    events = ordered(n, maker="D") + [ev("play", "C", card="AC")]
    [r] = rule_deal(n, events)["rulings"]
    assert r["laws"] == ["callace:32"] and "B's turn" in r["finding"]
    d, winners = scored(n, POINT)
    assert [t["leader"] for t in d["tricks"]] == ["B", *winners[:4]]


@pytest.mark.parametrize("n", [5, 6])
def test_callace_27_a_player_with_four_cards_who_has_played_scores_nothing_nor_his_partners(n: int) -> None:
    # "if he has played to the first trick without discovering and announcing the error, the deal stands good, and
    # neither he nor any of his partners can score anything that hand."
    events, _winners, _ = hand(n, POINT)
    events.insert(at(events, "B", "JD"), ev("deal_fault", "C", kind="wrong_count", count=4))
    d = rule_deal(n, events)
    assert ("wrong_number_of_cards", ["callace:27"]) in kinds(d)
    assert d["points"]["B"] == 0 and d["points"]["C"] == 0  # C is the partner: the maker's side scores nothing


@pytest.mark.parametrize("n", [5, 6])
def test_callace_27_he_has_played_to_the_first_trick_before_the_trick_is_finished(n: int) -> None:
    # "if he has played to the first trick without discovering and announcing the error, the deal stands good": C
    # is found with four cards just after playing to the first trick, before the others have played to it.
    events, _winners, _ = hand(n, POINT)
    first = next(k for k, e in enumerate(events) if e["type"] == "play" and e["seat"] == "C")
    events.insert(first + 1, ev("deal_fault", "C", kind="wrong_count", count=4))
    d = rule_deal(n, events)
    assert kinds(d) == [("wrong_number_of_cards", ["callace:27"])] and d["status"] == "scored"
    assert d["points"]["B"] == 0 and d["points"]["C"] == 0


@pytest.mark.parametrize("n", [5, 6])
def test_callace_27_a_hand_found_wrong_before_play_is_a_misdeal(n: int) -> None:
    hands, st = fill(n, POINT, "9H")
    hands["E"], st = hands["E"] + [st[0]], st[1:]
    d = rule_deal(n, dealt(n, hands, "9H", st))
    assert kinds(d) == [("misdeal", ["callace:27"])] and d["status"] == "passed"


@pytest.mark.parametrize("n", [5, 6])
def test_callace_28_two_cards_played_the_maker_selects(n: int) -> None:
    # "If more than one card is played to the same trick by any player, the maker of the trump shall select the
    # card to be played."
    events = ordered(n) + [ev("play", "B", card="JH"), ev("play", "C", card="TC"),
                           ev("expose", "C", card="KC", how="two_played")]
    d = rule_deal(n, events + [ev("call", "D", target="C", card="KC")])
    assert kinds(d)[-1] == ("call_of_no_effect", ["callace:28"])
    d = rule_deal(n, events + [ev("call", "B", target="C", card="KC")])
    r = d["rulings"][0]
    assert (r["laws"], r["elected"]) == (["callace:28"], "choose_card")
    assert d["tricks"][0]["plays"][1] == ["C", "KC"] and "in place of the ten of clubs" in r["effect"]


@pytest.mark.parametrize("n", [5, 6])
def test_callace_28_the_maker_playing_two_cards_selects_his_own_and_30_the_other_is_no_exposed_card(n: int) -> None:
    # law 28 reaches "any player", the maker too; law 30: "There is no penalty against the maker of the trump for
    # exposing any or all of his cards." B, the maker, plays the right bower and with it the left: he selects.
    events = ordered(n) + [ev("play", "B", card="JH"), ev("expose", "B", card="JD", how="two_played")]
    d = rule_deal(n, events + [ev("call", "B", target="B", card="JD")])
    r = d["rulings"][0]
    assert (r["laws"], r["options"], r["elected"]) == (["callace:28", "callace:30"], ["choose_card"], "choose_card")
    assert d["tricks"][0]["plays"][0] == ["B", "JD"] and "first stands" not in r["effect"]


@pytest.mark.parametrize("n", [5, 6])
def test_callace_29_an_exposed_card_may_be_called_by_the_maker(n: int) -> None:
    # "Any card exposed by being dropped face up on the table ... may be called by the maker of the trump at any
    # time; but the player cannot be made to revoke."
    events = ordered(n) + [ev("expose", "D", card="AD", how="dropped")]
    d = rule_deal(n, events + [ev("call", "C", target="D", card="AD")])
    assert kinds(d) == [("exposed_card", ["callace:29"]), ("call_of_no_effect", ["callace:29"])]
    play, _ = play_out(n, in_play(fill(n, POINT, "9H")[0], "A", "9H", "TD"), "H", "B", 1)
    d = rule_deal(n, events + [ev("call", "B", target="D", card="AD")] + play)
    r = d["rulings"][0]
    assert r["elected"] == "call_card" and d["tricks"][0]["plays"][2] == ["D", "AD"]
    assert not [x for x in d["rulings"] if x["irregularity"] == "revoke_unclaimed"]


@pytest.mark.parametrize("n", [5, 6])
def test_callace_29_an_exposed_card_got_rid_of_no_penalty_remains(n: int) -> None:
    # "If an exposed card can be got rid of in the course of play, no penalty remains."
    events, _, _ = hand(n, POINT, tricks=1, before_play=(ev("expose", "D", card="AD", how="named"),))
    d = rule_deal(n, events + [ev("call", "B", target="D", card="AD")])
    assert "D got rid of it in the course of play: no penalty remains" in d["rulings"][0]["effect"]
    assert kinds(d)[-1] == ("call_of_no_effect", ["callace:29"])
    assert "got rid of in the course of play" in d["rulings"][-1]["finding"]


@pytest.mark.parametrize("n", [5, 6])
def test_callace_30_no_penalty_against_the_maker_for_exposing_his_cards(n: int) -> None:
    events = ordered(n) + [ev("expose", "B", card="AH", how="dropped"), ev("call", "C", target="B", card="AH")]
    d = rule_deal(n, events)
    assert kinds(d) == [("exposed_card", ["callace:30"]), ("call_of_no_effect", [])]


@pytest.mark.parametrize("n", [5, 6])
def test_callace_31_the_eldest_hand_leading_before_the_discard(n: int) -> None:
    # "Should the eldest hand lead before the dealer has discarded, the lead cannot be taken back."
    events = [e for e in ordered(n) if e["type"] != "discard"]
    events += [ev("play", "B", card="JH"), ev("take_back", "B", card="JH"), ev("discard", "A", card="TD")]
    d = rule_deal(n, events)
    assert kinds(d) == [("lead_before_discard", ["callace:31"])] * 2
    assert d["tricks"][0]["plays"][0] == ["B", "JH"]


@pytest.mark.parametrize("n", [5, 7])
def test_callace_32_a_lead_out_of_turn_the_maker_calls_a_suit_from_the_player_whose_turn_it_was(n: int) -> None:
    # "If any player leads out of turn, a suit may be called, by the maker of the trump, from the player whose right
    # turn it was"
    events = ordered(n, maker="C", call="S") + [ev("play", "D", card="AD"), ev("take_back", "D", card="AD")]
    d = rule_deal(n, events + [ev("call", "E", target="B", suit="S")])
    assert kinds(d)[-1] == ("call_of_no_effect", ["callace:32"])
    d = rule_deal(n, events + [ev("call", "C", target="B", suit="S"), ev("play", "B", card="JH")])
    r = d["rulings"][0]
    assert (r["laws"], r["elected"]) == (["callace:32"], "call_suit")
    assert ("revoke_unclaimed", []) in [(x["irregularity"], x["laws"]) for x in d["rulings"]]  # B held spades


def test_callace_silent_on_a_called_suit_not_led_foster_30_makes_it_a_revoke_persuasive() -> None:
    # Call-Ace's revoke is "Failure to follow suit when able to do so" (the text); Foster's law 30 adds
    # "non-compliance with a performable penalty". C, the maker, calls diamonds from B (law 32); B leads a spade
    # holding the queen of diamonds. Claimed, it is a revoke by Foster's law, persuasive, and laws 36-37 score it.
    hands = {"A": ["8S", "9S", "8C", "9C", "TC"], "B": ["KS", "QS", "8H", "TH", "QD"], "C": ["JH", "JD", "AH", "KH", "AS"],
             "D": ["AD", "KD", "9D", "QH", "JS"], "E": ["JC", "QC", "KC", "AC", "TS"]}
    events = [ev("deal", hands=hands, turn_up="9H", stock=["TD", "8D"]), ev("pass", "B"), ev("order_up", "C"),
              ev("discard", "A", card="8C"), ev("call_partner", "C", suit="S"), ev("play", "E", card="JC"),
              ev("call", "C", target="B", suit="D"), ev("take_back", "E", card="JC"),
              *[ev("play", s, card=c) for s, c in (("B", "KS"), ("C", "AS"), ("D", "JS"), ("E", "TS"), ("A", "8S"))],
              ev("quit_trick"), ev("claim", "C", kind="revoke", against="B")]
    d = referee.rule({"format": "euchre-record/1", "game": "call-ace", "code": "callace", "options": {},
                      "seats": list("ABCDE"), "deals": [{"dealer": "A", "events": events}]})["deals"][0]
    revoke = d["rulings"][-1]
    assert (revoke["irregularity"], revoke["persuasive"]) == ("revoke", ["foster:30"]) and "silent" in revoke["effect"]
    assert revoke["laws"][0] == "callace:36" and d["points"]["C"] == 5


def test_callace_48_against_a_lone_hand_the_suit_may_be_called_from_any_of_the_lookers_partners() -> None:
    # "under penalty of having a suit called from him or his partners": against D's lone hand every other player is
    # C's partner, known; D calls spades from A
    hands = {"A": ["KS", "QS", "KD", "KC", "QC"], "B": ["KH", "8H", "AD", "JC", "8C"], "C": ["9S", "8S", "QH", "TH", "AC"],
             "D": ["JS", "JH", "QD", "JD", "TC"], "E": ["AS", "TS", "TD", "8D", "9C"]}
    events = [ev("deal", hands=hands, turn_up="9D", stock=["AH", "9H"]), ev("pass", "B"), ev("pass", "C"),
              ev("order_up", "D", alone=True), ev("discard", "A", card="QC"),
              *[ev("play", s, card=c) for s, c in (("B", "KH"), ("C", "TH"), ("D", "QD"), ("E", "9C"), ("A", "KD"))],
              ev("quit_trick"), ev("look_back", "C"), ev("call", "D", target="A", suit="S")]
    d = referee.rule({"format": "euchre-record/1", "game": "call-ace", "code": "callace", "options": {},
                      "seats": list("ABCDE"), "deals": [{"dealer": "A", "events": events}]})["deals"][0]
    [r] = d["rulings"]
    assert (r["irregularity"], r["elected"]) == ("looked_back", "call_suit")


@pytest.mark.parametrize("n", [5, 7])
def test_callace_32_gives_no_remedy_for_a_card_played_out_of_turn_to_a_trick_led_foster_29_is_persuasive(n: int) -> None:
    # The spec: where the code is silent, the ruling says so and cites the nearest law of another code, as
    # persuasive. Law 32 is of a lead out of turn; D plays to the first trick before C, whose turn it was.
    events, _, _ = hand(n, POINT)
    c, d = (next(k for k, e in enumerate(events) if e["type"] == "play" and e["seat"] == s) for s in "CD")
    events[c], events[d] = events[d], events[c]
    r = rule_deal(n, events)["rulings"][0]
    assert (r["irregularity"], r["laws"], r["persuasive"]) == ("play_out_of_turn", [], ["foster:29"])
    assert "none for a card played out of turn" in r["effect"] and r["effect"].endswith("the card stands as played.")


@pytest.mark.parametrize("n", [5, 7])
def test_callace_32_the_partner_known_the_last_adversary_calls_the_suit(n: int) -> None:
    # "unless it has already been disclosed that the player in error is the partner, in which case the adversary
    # who will be the last player on the trick, when properly led, may call the suit."
    # C shows himself the partner by playing the ace of clubs to trick 1, then leads trick 2 out of turn
    cards = {**POINT, "C": ["KC", "QC", "JC", "TC", "AC"]}
    events, winners, _ = hand(n, cards, tricks=1)
    assert winners == ["B"]
    events += [ev("play", "C", card="KC"), ev("take_back", "C", card="KC")]
    last = [s for s in rotation(n, "B") if s not in ("B", "C")][-1]
    d = rule_deal(n, events + [ev("call", "B", target="B", suit="S")])
    assert kinds(d)[-1] == ("call_of_no_effect", ["callace:32"])
    d = rule_deal(n, events + [ev("call", last, target="B", suit="S")])
    r = d["rulings"][0]
    assert r["elected"] == "call_suit" and "it had already been disclosed that C is the partner" in r["finding"]


@pytest.mark.parametrize("n", [4, 5])
def test_callace_32_the_king_fallen_while_the_ace_may_be_in_the_stock_discloses_no_one(n: int) -> None:
    # C plays the king of clubs, the best club in play (the ace lies in the stock); the table cannot know it yet,
    # so the maker, not the last adversary, calls the suit when C leads out of turn.
    cards = {**POINT, "C": ["QC", "JC", "TC", "9C", "KC"]}
    events, winners, _ = hand(n, cards, tricks=1, stock=("AC",))
    assert winners == ["B"]
    events += [ev("play", "C", card="QC"), ev("take_back", "C", card="QC")]
    d = rule_deal(n, events + [ev("call", "B", target="B", suit="S")])
    r = d["rulings"][0]
    assert r["elected"] == "call_suit" and "disclosed" not in r["finding"]
    assert d["partner"] == "C"  # as the record shows, though the table could not know it


@pytest.mark.parametrize("n", [5, 6])
def test_callace_33_all_having_played_to_the_false_lead_it_stands(n: int) -> None:
    # "If all have played to the erroneous lead, the error cannot be rectified."
    events = ordered(n, maker="C", call="S")
    hands = in_play(fill(n, POINT, "9H")[0], "A", "9H", "TD")
    plays, _winners = play_out(n, hands, "H", "D", 1)
    d = rule_deal(n, events + plays)
    [r] = d["rulings"]
    assert r["laws"] == ["callace:32", "callace:33"] and "cannot be rectified" in r["effect"]
    assert d["tricks"][0]["leader"] == "D"


@pytest.mark.parametrize("n", [5, 6])
def test_callace_34_no_penalty_for_the_maker_leading_out_of_turn(n: int) -> None:
    events = ordered(n, maker="D") + [ev("play", "D", card="AS"), ev("take_back", "D", card="AS"),
                                      ev("call", "C", target="B", suit="S")]
    d = rule_deal(n, events)
    assert kinds(d) == [("lead_out_of_turn", ["callace:34"]), ("call_of_no_effect", [])]


@pytest.mark.parametrize("n", [5, 6])
def test_callace_35_a_lead_out_of_turn_against_a_lone_hand(n: int) -> None:
    # "the maker of the trump can either call a suit from the player whose right turn it was to lead, or he can
    # call the card led in error an exposed card."
    events = ordered(n, call=None, alone=True) + [ev("play", "D", card="AS")]
    d = rule_deal(n, events + [ev("elect", "B", option="expose_card")])
    r = d["rulings"][0]
    assert (r["laws"], r["options"], r["elected"]) == (["callace:35"], ["call_suit", "expose_card"], "expose_card")
    assert kinds(d)[1] == ("exposed_card", ["callace:35", "callace:29"]) and d["tricks"] == []
    d = rule_deal(n, events + [ev("take_back", "D", card="AS"), ev("call", "B", target="B", suit="H")])
    assert d["rulings"][0]["elected"] == "call_suit"


# -- revokes (36-42) -----------------------------------------------------------------------------------

#: D renounces to B's lead of the ace of trumps, holding both bowers.
RENOUNCE = {**EUCHRE, "D": ["JD", "AS", "KS", "QS", "JH"]}


def at(events: list[dict[str, Any]], seat: str, card: str) -> int:
    return next(k for k, e in enumerate(events) if e.get("seat") == seat and e.get("card") == card)


@pytest.mark.parametrize("n", [5, 6])
def test_callace_36_an_adversary_revokes_the_maker_and_partner_score_a_march(n: int) -> None:
    # "If the revoke is made by the adversaries of the maker of the trump, he and his partner shall score the points
    # for a march, even if they have already lost a trick."
    events, winners, _ = hand(n, RENOUNCE, tricks=2, renounce={"D": 0})
    assert winners == ["B", "D"]
    d = rule_deal(n, events + [ev("claim", "E", kind="revoke", against="D")])
    [r] = d["rulings"]
    assert (r["irregularity"], r["laws"]) == ("revoke", ["callace:36"])
    assert d["points"] == {s: (3 if s in ("B", "C") else 0) for s in seats(n)} and d["status"] == "scored"


@pytest.mark.parametrize("n", [4, 7])
def test_callace_36_the_march_is_two_when_four_play(n: int) -> None:
    events, _, _ = hand(n, RENOUNCE, tricks=1, renounce={"D": 0})
    d = rule_deal(n, events + [ev("claim", "B", kind="revoke", against="D")])
    assert d["points"]["B"] == d["points"]["C"] == (2 if n == 4 else 3)


@pytest.mark.parametrize("n", [4, 7])
def test_callace_36_a_revoke_claimed_and_then_proved_by_the_cards_shown(n: int) -> None:
    # "When a revoke is claimed and proved, the hands shall be immediately abandoned": no hands are dealt into the
    # record; B claims D's renounce after the first trick. Nothing proves it yet; D's cards, shown, do; and with
    # every hand shown (law 46: the holder of the card called is not known yet), B and C score the march.
    events, _, hands = hand(n, RENOUNCE, tricks=1, renounce={"D": 0})
    next(e for e in events if e["type"] == "deal").pop("hands")
    played = {e["card"] for e in events if e["type"] in ("play", "discard")}
    shown = {s: ev("show", s, cards=[c for c in hands[s] if c not in played]) for s in seats(n)}
    claim = ev("claim", "B", kind="revoke", against="D")
    assert kinds(rule_deal(n, events + [claim])) == [("revoke_not_proved", ["callace:36"])]
    assert kinds(rule_deal(n, events + [claim, shown["D"]])) == [("cards_to_be_shown", ["callace:36", "callace:46"])]
    d = rule_deal(n, events + [claim, *shown.values()])
    assert kinds(d) == [("revoke", ["callace:36"])] and d["status"] == "scored"
    assert "which he showed; B claimed the revoke" in d["rulings"][0]["finding"]
    assert d["points"] == {s: ((2 if n == 4 else 3) if s in ("B", "C") else 0) for s in seats(n)}


@pytest.mark.parametrize("n", [5, 6])
def test_callace_36_a_revoke_claimed_after_the_hand_decides_it(n: int) -> None:
    events, winners, _ = hand(n, RENOUNCE, renounce={"D": 0})
    assert sum(w in ("B", "C") for w in winners) < 3  # B and C were euchred
    d = rule_deal(n, events + [ev("claim", "C", kind="revoke", against="D")])
    assert d["points"] == {s: (3 if s in ("B", "C") else 0) for s in seats(n)}
    assert "callace:46" not in [b["id"] for b in d["basis"]]


@pytest.mark.parametrize("n", [5, 6])
def test_callace_37_an_adversary_revokes_against_a_lone_hand(n: int) -> None:
    # "If the maker of a trump is playing alone, he shall score for the lone hand, if any of his adversaries revoke,
    # even if he has already lost a trick."
    events, _, _ = hand(n, RENOUNCE, tricks=2, call=None, alone=True, renounce={"D": 0})
    d = rule_deal(n, events + [ev("claim", "C", kind="revoke", against="D")])
    assert kinds(d) == [("revoke", ["callace:36", "callace:37"])]
    assert d["points"] == {s: (n if s == "B" else 0) for s in seats(n)}


@pytest.mark.parametrize("n", [5, 6])
def test_callace_38_the_makers_partner_revokes_each_adversary_scores_two(n: int) -> None:
    # "If either the maker of the trump or his partner should revoke, each of the adversaries scores two points."
    cards = {**POINT, "C": ["AC", "KC", "QC", "JC", "TH"]}  # C renounces hearts holding the ten
    events, _, _ = hand(n, cards, tricks=1, renounce={"C": 0})
    d = rule_deal(n, events + [ev("claim", "D", kind="revoke", against="C")])
    assert kinds(d) == [("revoke", ["callace:36", "callace:38"])]
    assert d["points"] == {s: (0 if s in ("B", "C") else 2) for s in seats(n)}


@pytest.mark.parametrize("n", [5, 6])
def test_callace_38_the_maker_revokes(n: int) -> None:
    events, _, _ = hand(n, RENOUNCE, maker="D", tricks=1, renounce={"D": 0})  # D orders up, calls clubs, renounces
    d = rule_deal(n, events + [ev("claim", "B", kind="revoke", against="D")])
    assert kinds(d) == [("revoke", ["callace:36", "callace:38"])]
    assert d["points"] == {s: (0 if s in ("D", "C") else 2) for s in seats(n)}


@pytest.mark.parametrize("n", [5, 6])
def test_callace_38_the_partner_unknown_when_the_hands_are_abandoned_the_cards_must_be_shown(n: int) -> None:
    cards = {**POINT, "C": ["TC", "KC", "QC", "JC", "TH"], "E": ["AC", "8C", "8D", "8S", "9C"]}
    events, _, hands = hand(n, cards, tricks=1, renounce={"C": 0})
    events[2]["hands"] = {s: h for s, h in hands.items() if s in ("B", "C")}  # only two hands recorded
    claim = [ev("claim", "D", kind="revoke", against="C")]
    d = rule_deal(n, events + claim)
    assert kinds(d) == [("cards_to_be_shown", ["callace:36", "callace:46"])] and d["status"] == "awaiting"
    played = {e["card"] for e in events if e["type"] == "play"}
    shown = [ev("show", s, cards=[c for c in hands[s] if c not in played]) for s in seats(n) if s not in "ABC"]
    d = rule_deal(n, events + claim + shown)
    assert kinds(d) == [("revoke", ["callace:36"])] and d["partner"] == "E"
    assert d["points"] == {s: (3 if s in ("B", "E") else 0) for s in seats(n)}


@pytest.mark.parametrize("n", [5, 6])
def test_callace_39_a_revoke_corrected_before_the_trick_is_quitted(n: int) -> None:
    # "A revoke may be corrected at any time before the trick in which it occurs is turned and quitted"
    events, _, _ = hand(n, RENOUNCE, tricks=1, renounce={"D": 0})
    events.insert(at(events, "D", "QS") + 1, ev("correct", "D", card="JD"))
    d = rule_deal(n, events)
    assert kinds(d) == [("revoke_corrected", ["callace:39", "callace:41"])]
    late, _, _ = hand(n, RENOUNCE, tricks=2, renounce={"D": 0})
    late.append(ev("correct", "D", card="JD"))
    assert ("revoke", ["callace:39"]) in kinds(rule_deal(n, late))


@pytest.mark.parametrize("n", [4, 6])
def test_callace_39_and_36_a_revoke_claimed_on_the_trick_still_on_the_table_waits_till_it_is_turned_and_quitted(
        n: int) -> None:
    # Law 39: "A revoke may be corrected at any time before the trick in which it occurs is turned and quitted"; law
    # 36: "When a revoke is claimed and proved, the hands shall be immediately abandoned." D renounces to the first
    # trick; B claims with the trick on the table: not decided yet, no one scores, the deal awaits. Turned and
    # quitted, it is a revoke, and B and C score the march.
    events, _, _ = hand(n, RENOUNCE, tricks=1, renounce={"D": 0})
    assert events.pop() == {"type": "quit_trick"}
    claim = ev("claim", "B", kind="revoke", against="D")
    d = rule_deal(n, events + [claim])
    assert kinds(d) == [("revoke_claim_pending", ["callace:39", "callace:36"])]
    assert d["rulings"][0]["options"] == [] and "D may still correct his renounce" in d["rulings"][0]["effect"]
    assert d["status"] == "awaiting" and set(d["points"].values()) == {0} and d["tricks"][0]["winner"] is None
    d = rule_deal(n, events + [claim, ev("quit_trick")])
    assert kinds(d) == [("revoke", ["callace:36"])] and d["status"] == "scored"
    assert d["points"] == {s: ((2 if n == 4 else 3) if s in ("B", "C") else 0) for s in seats(n)}


@pytest.mark.parametrize("n", [5, 6])
def test_callace_41_the_card_played_in_error_becomes_an_exposed_card_called_by_the_maker(n: int) -> None:
    # "the card played in error becomes an exposed card, and may be called by the maker of the trump."
    events, _, _ = hand(n, RENOUNCE, tricks=1, renounce={"D": 0})
    events.insert(at(events, "D", "QS") + 1, ev("correct", "D", card="JD"))
    d = rule_deal(n, events + [ev("call", "B", target="D", card="KS")])
    assert kinds(d)[-1] == ("call_of_no_effect", ["callace:29"])
    d = rule_deal(n, events + [ev("call", "E", target="D", card="QS")])
    assert kinds(d)[-1] == ("call_of_no_effect", ["callace:39", "callace:41"])
    d = rule_deal(n, events + [ev("call", "B", target="D", card="QS")])
    assert d["rulings"][0]["elected"] == "call_card"


@pytest.mark.parametrize("n", [5, 6])
def test_callace_42_and_6_both_sides_revoke_the_same_dealer_deals_again(n: int) -> None:
    # "If both sides revoke, the deal is void and the same dealer deals again."
    cards = {**RENOUNCE, "C": ["AC", "KC", "QC", "JC", "TH"]}
    events, _, _ = hand(n, cards, tricks=1, renounce={"D": 0, "C": 0})
    d = rule_deal(n, events + [ev("claim", "B", kind="revoke", against="D")])
    assert kinds(d) == [("revoke", ["callace:42", "callace:6"])]
    assert d["status"] == "redeal" and d["next_dealer"] == "A" and set(d["points"].values()) == {0}


@pytest.mark.parametrize("n", [5, 6])
def test_callace_42_two_adversaries_revoking_are_one_side(n: int) -> None:
    cards = {**RENOUNCE, "A": ["KD", "QD", "TD", "AD", "TH"]}
    events, _, _ = hand(n, cards, tricks=1, renounce={"D": 0, "A": 0})
    d = rule_deal(n, events + [ev("claim", "B", kind="revoke", against="D")])
    assert kinds(d)[0] == ("revoke", ["callace:36"]) and d["status"] == "scored"


# -- scoring (43-46) ---------------------------------------------------------------------------------


@pytest.mark.parametrize("n", [5, 6])
def test_callace_43_the_point_one_each_to_the_maker_and_his_partner(n: int) -> None:
    # "if the maker of the trump and his partner have won three or four, but not five tricks, they shall score one
    # point each."
    d, winners = scored(n, POINT)
    assert sum(w in ("B", "C") for w in winners) == 3
    assert d["points"] == {s: (1 if s in ("B", "C") else 0) for s in seats(n)}


@pytest.mark.parametrize("n", [4, 7])
def test_callace_43_the_march_two_when_four_play_three_when_five_six_or_seven(n: int) -> None:
    d, winners = scored(n, MARCH)
    assert winners == ["B"] * 5
    march = 2 if n == 4 else 3
    assert d["points"] == {s: (march if s in ("B", "C") else 0) for s in seats(n)}


@pytest.mark.parametrize("n", [4, 6])
def test_callace_44_a_lone_hand_scores_as_many_as_there_are_players(n: int) -> None:
    # "If he is alone, and wins all five tricks, he shall score as many points as there are players in the game,
    # including himself"; "wins three or four tricks, but not five, he shall score one point."
    d, _ = scored(n, MARCH, call=None, alone=True)
    assert d["alone"] and d["points"] == {s: (n if s == "B" else 0) for s in seats(n)}
    d, winners = scored(n, POINT, call=None, alone=True)
    assert winners.count("B") in (3, 4) and d["points"] == {s: (1 if s == "B" else 0) for s in seats(n)}


@pytest.mark.parametrize("n", [4, 5])
def test_callace_45_a_maker_shown_to_have_had_no_partner_scores_as_alone(n: int) -> None:
    # "Whether the maker of the trump has called for a partner or not does not matter, provided it is shown that he
    # did not have a partner." The description: "Suppose a player called for the best heart, holding king and queen
    # himself, and the ace was not in play ... if he makes all five tricks, he must be allowed to score for a lone
    # hand."
    cards = {**MARCH, "B": ["JH", "JD", "AH", "KH", "KC"], "C": ["QC", "JC", "TC", "9C", "QH"]}
    d, winners = scored(n, cards, stock=("AC",))
    assert winners == ["B"] * 5 and d["partner"] is None and d["points"]["B"] == n
    assert "callace:45" in [b["id"] for b in d["basis"]] and "callace:22" in [b["id"] for b in d["basis"]]


@pytest.mark.parametrize("n", [5, 6])
def test_callace_46_a_euchre_two_to_each_adversary(n: int) -> None:
    # "If the adversaries of the maker of the trump win three or more tricks, they score 2 points each for the
    # euchre."
    d, winners = scored(n, EUCHRE)
    assert sum(w in ("B", "C") for w in winners) < 3
    assert d["points"] == {s: (0 if s in ("B", "C") else 2) for s in seats(n)}
    d, _ = scored(n, EUCHRE, call=None, alone=True)  # "every other player gets two counters"
    assert d["points"] == {s: (0 if s == "B" else 2) for s in seats(n)}


@pytest.mark.parametrize("n", [5, 6])
def test_callace_46_a_euchre_early_in_the_play_the_cards_are_shown(n: int) -> None:
    # "In case the euchre occurs early in the play, all the cards must be shown, in order to determine whether or
    # not the maker of the trump had a partner, if he called for one."
    cards = {**EUCHRE, "C": ["KC", "QC", "JC", "TC", "9C"], "E": ["AC", "8D", "8S", "8C", "JS"]}
    events, winners, hands = hand(n, cards, tricks=3)
    assert winners == ["D"] * 3
    events[2]["hands"] = {"B": hands["B"], "D": hands["D"]}
    d = rule_deal(n, events)
    assert kinds(d) == [("cards_to_be_shown", ["callace:46"])] and d["status"] == "awaiting"
    gone = {e["card"] for e in events if e["type"] in ("play", "discard")}  # the cards left are shown
    shown = [ev("show", s, cards=[c for c in hands[s] + (["9H"] if s == "A" else []) if c not in gone])
             for s in seats(n) if s not in ("B", "D")]
    d = rule_deal(n, events + shown)
    assert d["status"] == "scored" and d["partner"] == "E"
    assert d["points"] == {s: (0 if s in ("B", "E") else 2) for s in seats(n)}
    assert [b["id"] for b in d["basis"] if b["decides"] == "points"] == ["callace:46"]  # cited once
    assert "callace:46" in [b["id"] for b in d["basis"]]


@pytest.mark.parametrize("n", [5, 6])
def test_callace_46_an_early_euchre_of_a_known_partnership_needs_no_showing(n: int) -> None:
    d = rule_deal(n, hand(n, EUCHRE, tricks=3)[0])
    assert d["status"] == "scored" and d["partner"] == "C" and len(d["tricks"]) == 3
    assert d["points"] == {s: (0 if s in ("B", "C") else 2) for s in seats(n)}


# -- miscellaneous (47-50) ---------------------------------------------------------------------------


@pytest.mark.parametrize("n", [5, 6])
def test_callace_48_looking_at_a_trick_turned_down(n: int) -> None:
    # "No player can look at a trick which has once been turned down, under penalty of having a suit called from
    # him or his partners."
    events, _, _ = hand(n, POINT, tricks=1)
    events.append(ev("look_back", "D"))
    d = rule_deal(n, events + [ev("call", "C", target="D", suit="S")])
    assert kinds(d) == [("looked_back", ["callace:48"]), ("call_of_no_effect", ["callace:48"])]
    d = rule_deal(n, events + [ev("call", "B", target="D", suit="S")])
    assert d["rulings"][0]["elected"] == "call_suit"
    maker_looks = hand(n, POINT, tricks=1)[0] + [ev("look_back", "B"), ev("call", "D", target="B", suit="S")]
    assert rule_deal(n, maker_looks)["rulings"][0]["elected"] == "call_suit"


@pytest.mark.parametrize("n", [5, 6])
def test_callace_49_calling_attention_to_the_trick_the_maker_calls_upon_a_player_to_win_or_lose(n: int) -> None:
    # "No player is allowed to call attention to any trick or to the score. If he does, the player whose attention
    # is attracted may be called upon by the maker of the trump to win or to lose the trick."
    cards = {**POINT, "D": ["AS", "KS", "8S", "JS", "AD"]}
    events = ordered(n, cards) + [ev("play", "B", card="9S"), ev("remark", "C", about="trick")]
    called = [ev("call", "B", target="D", demand="lose"), ev("play", "C", card="TC")]
    d = rule_deal(n, events + called + [ev("play", "D", card="AS")])
    r = d["rulings"][0]
    assert (r["laws"], r["options"], r["elected"]) == (["callace:49"], ["call_win", "call_lose"], "call_lose")
    [unclaimed] = [x for x in d["rulings"] if x["irregularity"] == "revoke_unclaimed"]
    assert "D did not lose the trick when called upon to" in unclaimed["finding"]  # he could, with the eight
    d = rule_deal(n, events + called + [ev("play", "D", card="8S")])
    assert ("revoke_unclaimed", []) not in [(x["irregularity"], x["laws"]) for x in d["rulings"]]
    d = rule_deal(n, events + [ev("call", "D", target="E", demand="win")])
    assert kinds(d)[-1] == ("call_of_no_effect", ["callace:49"])
    d = rule_deal(n, events + [ev("call", "B", target="C", demand="win")])
    assert kinds(d)[-1] == ("call_of_no_effect", ["callace:49"])  # not the one whose attention was attracted


@pytest.mark.parametrize("n", [5, 6])
def test_callace_49_the_maker_calling_attention_has_no_penalty_against_him(n: int) -> None:
    events = ordered(n) + [ev("play", "B", card="9S"), ev("remark", "B", about="score")]
    [r] = rule_deal(n, events)["rulings"]
    assert r["laws"] == ["callace:49"] and r["options"] == [] and "none against the maker" in r["effect"]


# -- partner identification, the joker, the columns ---------------------------------------------------


@pytest.mark.parametrize("n", [5, 6])
def test_callace_20_the_joker_in_play_is_a_trump_never_the_card_called(n: int) -> None:
    # The joker "is always the best trump"; the left bower is a trump too. Spades trumps, clubs called: neither
    # the joker nor the jack of clubs is the best club: the ace is.
    cards = {"B": ["JK", "JS", "AS", "KS", "QS"], "C": ["AC", "KH", "QH", "JH", "TH"],
             "D": ["JC", "KC", "QC", "AD", "KD"], "A": ["AH", "QD", "JD", "TD", "9D"]}
    d, winners = scored(n, cards, turn_up="9S", discard="9D", trump="S", joker=True)
    assert winners[0] == "B" and d["partner"] == "C"
    assert d["points"]["C"] > 0 and d["points"]["D"] == 0


@pytest.mark.parametrize("n", [4, 5])
def test_callace_20_the_dealers_discard_is_not_in_play(n: int) -> None:
    # The dealer's discard goes under the stock: the ace of clubs discarded, the king is the best club in play.
    cards = {**POINT, "A": ["KH", "QH", "AC", "QD", "TD"], "C": ["KC", "QC", "JC", "TC", "KD"]}
    d, _ = scored(n, cards, discard="AC")
    assert d["partner"] == "C" and d["points"]["C"] == 1


def test_callace_scores_run_on_in_a_column_per_player() -> None:
    # "a column being set apart for each player in the game"
    first, _, _ = hand(5, POINT)
    second, _, _ = hand(5, MARCH)
    second = [{**e, "seat": "B"} if e.get("type") == "shuffle" else e for e in second]
    ruling = rule(5, {"dealer": "A", "events": first}, {"dealer": "A", "events": second})
    assert ruling["score"] == {"A": 0, "B": 4, "C": 4, "D": 0, "E": 0}
    assert "games_won" not in ruling and "rubbers" not in ruling
