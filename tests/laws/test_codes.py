"""Mechanics shared by the codes, and the numbers that differ between them."""
from __future__ import annotations

import copy
from typing import Any

import referee

from builders import only_deal


def test_1862_III_46_a_lone_hand_euchred_counts_the_antagonists_four(examples: list[Any]) -> None:
    # "Should he fail to win three tricks, however, he is Euchred, which, when playing alone, counts his
    # antagonists the same number of points that he would have gained ... namely, four points."
    _, rec, _ = next(x for x in examples if x[0].startswith("02"))
    d = only_deal(referee.rule({**rec, "code": "1862"}))
    assert d["points"] == {"NS": 0, "EW": 4}
    assert referee.rule(rec)["deals"][0]["points"] == {"NS": 0, "EW": 2}  # foster:2 counts two


def test_1862_II_40_point_the_same_mechanics_as_foster(examples: list[Any]) -> None:
    _, rec, expected = next(x for x in examples if x[0].startswith("01"))
    d = only_deal(referee.rule({**rec, "code": "1862"}))
    assert d["points"] == expected["deals"][0]["points"]
    assert [t["winner"] for t in d["tricks"]] == [t["winner"] for t in expected["deals"][0]["tricks"]]


def test_1862_II_36_states_how_to_deal_names_no_penalty_for_a_misdeal_and_foster_14_is_persuasive(
        examples: list[Any]) -> None:
    # II.36: the cards dealt "in two rounds, of two and three, or by three and two"; the code names no penalty for a
    # misdeal, and Foster's law 14's ("A misdeal loses the deal") is cited as persuasive
    _, rec, _ = next(x for x in examples if x[0].startswith("05"))
    [r] = only_deal(referee.rule({**rec, "code": "1862"}))["rulings"]
    assert r["laws"] == ["1862:II.36"] and r["persuasive"] == ["foster:14"]
    assert "names no penalty" in r["effect"]
    assert [c["persuasive"] for c in r["citations"]] == [False, True]


def test_callace_20_the_partner_is_the_holder_of_the_best_card_in_play(examples: list[Any]) -> None:
    _, rec, _ = next(x for x in examples if x[0].startswith("06"))
    d = only_deal(referee.rule(rec))
    assert d["points"] == {"A": 0, "B": 0, "C": 0, "D": 1, "E": 1}  # E holds the ace of spades


def test_callace_20_cards_in_the_stock_do_not_count(examples: list[Any]) -> None:
    # the ace of spades lies in the stock: the king of spades, held by A, is the best spade in play
    _, rec, _ = next(x for x in examples if x[0].startswith("06"))
    rec = copy.deepcopy(rec)
    dealt = rec["deals"][0]["events"][2]
    dealt["hands"]["E"][0], dealt["stock"][0] = "AH", "AS"
    swap = {"9C": "AH", "AS": "TS", "TS": "9C"}  # E follows hearts, then spades, and throws the club last
    for e in rec["deals"][0]["events"]:
        if e.get("seat") == "E" and e.get("card") in swap:
            e["card"] = swap[e["card"]]
    events = rec["deals"][0]["events"]
    events.insert(24, events.pop(20))  # A, who now wins trick 2, leads trick 3; E plays last
    d = only_deal(referee.rule(rec))
    assert [t["winner"] for t in d["tricks"]] == ["A", "A", "D", "D", "C"]
    assert d["rulings"] == []
    assert d["points"] == {"A": 1, "B": 0, "C": 0, "D": 1, "E": 0}


# -- the codes as data: each law file's declarations and its points of law ---------------------------------------


def test_each_codes_law_file_declares_its_name_title_citation_and_persuasive_chain() -> None:
    from referee.law.codes import CODES
    from referee.law.laws import code_data, law

    for name, code in CODES.items():
        data = code_data(name)
        assert data.title == code.title and data.named
        assert all(other in CODES and other != name for other in data.persuasive)
        for table in (data.points, data.rules):
            for point, laws in table.items():
                assert laws and all(law(c.id, c.key).code == name for c in laws), (name, point)
    assert law("foster:30").citation == "Foster's Euchre Laws, law 30"
    assert law("1862:II.39", "lead").citation == ("The Law and Practice of the Game of Euchre (1862), chapter II, "
                                                   "page 39")


def test_a_point_the_code_is_silent_on_cites_the_first_code_of_its_chain_as_persuasive() -> None:
    from referee.law.laws import cite, for_point

    # Foster's own law binds under Foster; under the 1862 code, silent on it, it is persuasive and the ruling says so
    assert for_point("foster", "looked-back") == ((cite("foster:38"),), (), "")
    assert for_point("1862", "looked-back") == (
        (), (cite("foster:38"),), "The code in force is silent; Foster's law is cited as persuasive. ")
    # the 1862 code states the rule ("The dealer then discards, and the play commences") and names no penalty
    binding, persuasive, note = for_point("1862", "discard-late")
    assert (binding, persuasive) == ((cite("1862:II.39#discard-before-play"),), (cite("foster:17"),))
    assert note.startswith("The code states the rule and names no penalty")
    # Foster is silent on the joker turned up: his chain goes on to Call-Ace's law 5
    assert for_point("foster", "joker-turned-up") == (
        (), (cite("callace:5"),), "The code in force is silent; Call-Ace's law is cited as persuasive. ")
