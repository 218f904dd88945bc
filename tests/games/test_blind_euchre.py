"""Foster's BLIND EUCHRE (laws/foster-blind.toml, foster:blind), each test built from the section's words:

"Each player is for himself and a widow of two cards is dealt." (#widow) "The player who takes the widow practically
orders up the trump and must play against all the others after discarding two cards." (#takes-widow) "If no one will
take the widow, the deal is void." (#void) Foster gives no scores: scored as Cut-throat's maker against the rest, by
seat, the silence said; the section does not incorporate the Euchre Laws, which are persuasive for it."""
from __future__ import annotations

from typing import Any

import pytest
from each_for_himself import play_out, record

import referee

#: N deals, E is the eldest hand. S is dealt QH TH and three more; the widow holds two.
OTHERS = {"N": ["9D", "9C", "KH", "TD", "8D"], "E": ["AH", "KD", "QC", "KC", "8C"],
          "W": ["AD", "TS", "9S", "AC", "TC"]}


def blind_deal(kept: list[str], widow: list[str], trump: str = "S", *, taker: str = "S",
               before: list[dict[str, Any]] | None = None, discard: list[str] | None = None,
               play: bool = True) -> dict[str, Any]:
    """E refuses the widow; S takes it, discards QH and TH and names ``trump``; the hand is played out."""
    hands = {**OTHERS, "S": ["QH", "TH", *kept]}
    events: list[dict[str, Any]] = [{"type": "deal", "hands": hands, "widow": widow}]
    events += before if before is not None else [{"type": "pass", "seat": "E"}]
    events += [{"type": "take_widow", "seat": taker},
               {"type": "discard", "seat": taker, "cards": discard or ["QH", "TH"]},
               {"type": "make", "seat": taker, "suit": trump}]
    if play:
        events += play_out({**OTHERS, "S": [*kept, *widow]}, trump, "E", "NESW")[0]
    return {"dealer": "N", "events": events}


def rule(*deals: dict[str, Any], seats: str = "NESW") -> dict[str, Any]:
    return referee.rule(record("blind-euchre", seats, *deals))


def kinds(deal: dict[str, Any]) -> list[str]:
    return [r["irregularity"] for r in deal["rulings"]]


MARCH = (["JS", "AS", "KS"], ["JC", "QS"])  # S holds the five best spades once he has taken the widow
EUCHRED = (["7H", "8H", "7D"], ["7S", "7C"])  # and here hardly a trick


def test_foster_blind_widow_each_player_for_himself_scored_by_seat() -> None:
    deal = rule(blind_deal(*MARCH))["deals"][0]
    assert set(deal["points"]) == {"N", "E", "S", "W"}  # each player for himself: a side is a seat


def test_foster_blind_widow_of_two_cards_is_in_no_hand_until_taken() -> None:
    with pytest.raises(referee.InvalidRecord) as err:  # a widow card also dealt to a hand: a card in two places
        rule({"dealer": "N", "events": [{"type": "deal", "hands": {**OTHERS, "S": ["QH", "TH", "JS", "AS", "KS"]},
                                         "widow": ["JS", "QS"]}]})
    assert err.value.errors[0]["path"] == "deals[0].events[0].widow[0]"
    with pytest.raises(referee.InvalidRecord) as err:  # played before anyone took it
        rule({"dealer": "N", "events": [{"type": "deal", "hands": {**OTHERS, "S": ["QH", "TH", "JS", "AS", "KS"]},
                                         "widow": ["JC", "QS"]}, {"type": "play", "seat": "E", "card": "JC"}]})
    assert "lies in the widow" in err.value.errors[0]["message"]


def test_foster_blind_widow_no_trump_is_turned() -> None:
    events = blind_deal(*MARCH, play=False)["events"]
    events.insert(1, {"type": "order_up", "seat": "E"})
    deal = rule({"dealer": "N", "events": events})["deals"][0]
    assert kinds(deal) == ["order_barred"] and deal["maker"] == "S"


def test_foster_blind_takes_widow_practically_orders_up_the_trump() -> None:
    deal = rule(blind_deal(*MARCH, trump="S", play=False))["deals"][0]
    assert (deal["maker"], deal["trump"]) == ("S", "S")
    assert "foster:blind" in [b["id"] for b in deal["basis"] if b["decides"] == "trump"]


def test_foster_blind_takes_widow_only_the_taker_names_the_trump() -> None:
    events = blind_deal(*MARCH, play=False)["events"]
    events.insert(-1, {"type": "make", "seat": "W", "suit": "H"})
    deal = rule({"dealer": "N", "events": events})["deals"][0]
    assert kinds(deal) == ["order_barred"] and (deal["maker"], deal["trump"]) == ("S", "S")


def test_foster_blind_takes_widow_after_discarding_two_cards() -> None:
    deal = rule(blind_deal(*MARCH, discard=["QH", "TH", "JS"], play=False))["deals"][0]
    assert kinds(deal) == ["widow"]  # a third card discarded: of no effect, it stays in his hand
    assert "JS" in deal["rulings"][0]["finding"]


def test_foster_blind_takes_widow_must_play_against_all_the_others() -> None:
    deal = rule(blind_deal(*MARCH))["deals"][0]
    assert deal["lone"] == "S" and deal["alone"] is True
    assert [t["leader"] for t in deal["tricks"]][0] == "E"  # the eldest hand leads, as when the trump is ordered up
    assert all(len(t["plays"]) == 4 for t in deal["tricks"])  # no one sits out: all the others play against him


def test_foster_blind_takes_widow_march_counts_three_as_in_cut_throat() -> None:
    deal = rule(blind_deal(*MARCH))["deals"][0]
    assert deal["status"] == "scored" and deal["points"] == {"N": 0, "E": 0, "S": 3, "W": 0}


def test_foster_blind_takes_widow_three_or_four_tricks_count_one() -> None:
    three = rule(blind_deal(["JS", "AS", "KS"], ["7H", "7D"]))["deals"][0]
    four = rule(blind_deal(["JS", "JC", "AS"], ["KS", "7D"]))["deals"][0]
    assert three["points"] == four["points"] == {"N": 0, "E": 0, "S": 1, "W": 0}
    assert [sum(t["winner"] == "S" for t in d["tricks"]) for d in (three, four)] == [3, 4]


def test_foster_blind_takes_widow_euchred_each_of_the_others_counts_two() -> None:
    deal = rule(blind_deal(*EUCHRED, trump="H"))["deals"][0]
    assert deal["points"] == {"N": 2, "E": 2, "S": 0, "W": 2}


def test_foster_blind_takes_widow_five_players_march_still_three() -> None:
    hands = {"N": OTHERS["N"], "E": OTHERS["E"], "S": ["QH", "TH", "JS", "AS", "KS"], "W": OTHERS["W"],
             "X": ["8S", "8H", "9H", "7D", "JH"]}
    widow = ["JC", "QS"]
    plays = play_out({**{s: hands[s] for s in "NEWX"}, "S": ["JS", "AS", "KS", "JC", "QS"]}, "S", "E", "NESWX")[0]
    events = [{"type": "deal", "hands": hands, "widow": widow}, {"type": "pass", "seat": "E"},
              {"type": "take_widow", "seat": "S"}, {"type": "discard", "seat": "S", "cards": ["QH", "TH"]},
              {"type": "make", "seat": "S", "suit": "S"}, *plays]
    deal = rule({"dealer": "N", "events": events}, seats="NESWX")["deals"][0]
    assert deal["points"]["S"] == 3  # Cut-throat's march, not law 2's "as many points as there are players"


def test_foster_blind_takes_widow_no_scores_the_silence_said() -> None:
    deal = rule(blind_deal(*MARCH))["deals"][0]
    said = [r for r in deal["rulings"] if r["irregularity"] == "no_scores"]
    assert len(said) == 1 and "gives no scores" in said[0]["finding"]
    assert said[0]["laws"] == ["foster:blind"] and "foster:2" in said[0]["persuasive"]


def test_foster_blind_void_if_no_one_will_take_the_widow() -> None:
    passes = [{"type": "pass", "seat": s} for s in "ESWN"]
    deal = rule({"dealer": "N", "events": [{"type": "deal", "hands": {**OTHERS, "S": ["QH", "TH", "JS", "AS", "KS"]},
                                            "widow": ["JC", "QS"]}, *passes]})["deals"][0]
    assert deal["status"] == "passed" and deal["next_dealer"] == "E" and deal["points"] == dict.fromkeys("NESW", 0)
    assert "foster:blind" in [b["id"] for b in deal["basis"] if b["decides"] == "status"]


def test_foster_blind_void_not_while_one_may_still_take_it() -> None:
    passes = [{"type": "pass", "seat": s} for s in "ESW"]
    deal = rule({"dealer": "N", "events": [{"type": "deal", "hands": {**OTHERS, "S": ["QH", "TH", "JS", "AS", "KS"]},
                                            "widow": ["JC", "QS"]}, *passes]})["deals"][0]
    assert deal["status"] == "incomplete"


def test_foster_blind_widow_taken_out_of_turn_stands_the_silence_said() -> None:
    deal = rule(blind_deal(*MARCH, before=[]))["deals"][0]  # S takes it before E has refused it
    assert kinds(deal)[0] == "out_of_turn_bid" and "foster:21" in deal["rulings"][0]["persuasive"]
    assert deal["maker"] == "S" and deal["points"]["S"] == 3


def test_foster_blind_widow_the_euchre_laws_are_persuasive_said_in_every_ruling() -> None:
    events = blind_deal(*MARCH)["events"]
    lead = next(k for k, e in enumerate(events) if e["type"] == "play")
    events.insert(lead, {"type": "expose", "seat": "W", "card": "AD", "how": "dropped"})  # law 24
    deal = rule({"dealer": "N", "events": events})["deals"][0]
    assert deal["rulings"]
    for ruling in deal["rulings"]:
        assert not [law for law in ruling["laws"] if law.startswith("foster:") and law[7:].isdigit()]
        assert "does not say that the ordinary game's laws govern it" in ruling["effect"]
    assert any(law[7:].isdigit() for r in deal["rulings"] for law in r["persuasive"])


def test_foster_blind_widow_played_by_three_to_six() -> None:
    with pytest.raises(referee.InvalidRecord) as err:
        rule(seats="NS")
    assert err.value.errors[0]["path"] == "seats" and "three to six" in err.value.errors[0]["message"]



def _buttons(page: str, kind: str) -> list[dict[str, str]]:
    """The taps of ``kind`` on the scorer's page, each by its data- attributes."""
    import re
    return [dict(re.findall(r'data-(\w+)="([^"]*)"', b)) for b in re.findall(rf'<button[^>]*data-type="{kind}"[^>]*>',
                                                                           page)]


def test_foster_text_both_win_blind_euchre_with_three_two_reaching_five_by_euchreing_the_third() -> None:
    # foster:text#both-win (persuasive: the section is silent on the game): "If three are playing, and two of them
    # reach five points simultaneously by euchreing the third, they both win a game." N, E and S play; S takes the
    # widow and is euchred: N and E, at three, count two each.
    kept, widow = EUCHRED
    hands = {"N": OTHERS["N"], "E": OTHERS["E"], "S": ["QH", "TH", *kept]}
    events = [{"type": "deal", "hands": hands, "widow": widow}, {"type": "pass", "seat": "E"},
              {"type": "take_widow", "seat": "S"}, {"type": "discard", "seat": "S", "cards": ["QH", "TH"]},
              {"type": "make", "seat": "S", "suit": "H"},
              *play_out({"N": OTHERS["N"], "E": OTHERS["E"], "S": [*kept, *widow]}, "H", "E", "NES")[0]]
    raw = record("blind-euchre", "NES", {"dealer": "N", "events": events})
    ruling = referee.rule({**raw, "start_score": {"N": 3, "E": 3, "S": 0}})
    assert ruling["deals"][0]["points"] == {"N": 2, "E": 2, "S": 0}
    assert ruling["games"][0]["winner"] == ["N", "E"] and ruling["games"][0]["laws"] == ["foster:text"]


def test_foster_blind_widow_the_deals_basis_says_the_euchre_laws_persuasive() -> None:
    # The section does not say that the ordinary game's laws govern it: the laws a deal's basis cites from them (law
    # 2's scores, law 10's next dealer) decide as persuasive, and the basis says so; the section's own bind.
    basis = rule(blind_deal(*MARCH))["deals"][0]["basis"]
    assert [(b["id"], b.get("persuasive", False)) for b in basis] == [
        ("foster:blind", False), ("foster:2", True), ("foster:text", True), ("foster:10", True)]
