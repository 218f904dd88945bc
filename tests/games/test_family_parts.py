"""The Euchre family's parts a game lists (``Game.replay_parts``, ``games.euchre_family.part``; issue 33: "The Euchre
family's parts (the turn-up rounds, the auction, the widow, partner's best, lone hands, jambone calls) become parts a
game lists; a new kind of part is a new module, never a branch in the engine"): the parts a game lists decide who
rules its events, and the engine asks them in the game's order, never the game's declarations or its name."""
from __future__ import annotations

from typing import Any

import pytest
from builders import deal, ev, only_deal, record

import referee
from referee.engine import rules_of
from referee.games import GAMES, find_game
from referee.games.euchre_family.part import Family, FamilyPart
from referee.games.railroad.jambone_calls import JAMBONE_CALLS
from referee.games.railroad.lone_hands import LONE_HANDS
from referee.law.judging import JUDGES

#: W deals and turns the nine of hearts; N holds the joker, both bowers, the ace and the king of hearts: the five
#: highest trumps once hearts are made (foster:railroad#jamboree, with the joker, family.md §4).
JAMBOREE_HANDS = {"N": ["JK", "JH", "JD", "AH", "KH"], "E": ["AS", "KS", "QS", "JS", "9S"],
                  "S": ["TH", "AC", "KC", "QC", "JC"], "W": ["AD", "KD", "QD", "QH", "TD"]}
JAMBOREE = deal("W", ev("order_up", "N"), ev("discard", "W", card="TD"), ev("declare", "N", what="jamboree"),
                hands=JAMBOREE_HANDS, turn_up="9H")
#: E orders up the dealer's queen of diamonds at a table of four-hand Euchre, then declares a jamboree.
DECLARED_AT_EUCHRE = deal("N", ev("order_up", "E"), ev("discard", "N", card="9C"), ev("declare", "E", what="jamboree"))


def _declare_rulings(d: dict[str, Any]) -> list[dict[str, Any]]:
    return [r for r in d["rulings"] if r["event"] == 5]  # the shuffle, the cut, the deal, the order, the discard


def test_foster_railroad_jamboree_declared_reaches_the_jamboree_railroad_lists_at_euchre_the_codes_judge() -> None:
    # foster:railroad#jamboree: "need only be announced and shown to entitle the holder to score sixteen points":
    # Railroad lists its jamboree (games.railroad.jamboree.JAMBOREE) before the turn-up's part, and it rules the
    # declaration: agreed, sixteen; not agreed, one of the variations "sometimes agreed upon beforehand"
    # (foster:railroad#scoring), of no effect.
    d = only_deal(referee.rule(record(JAMBOREE, game="railroad", jamboree=True)))
    assert d["rulings"] == [] and d["points"] == {"NS": 16, "EW": 0}
    [r] = only_deal(referee.rule(record(JAMBOREE, game="railroad")))["rulings"]
    assert (r["irregularity"], r["laws"]) == ("not_ruled", ["foster:railroad"])
    assert "sometimes agreed upon beforehand" in r["citations"][0]["text"]  # #scoring's sentence
    # Four-hand Euchre lists no jamboree: the turn-up's part has the code judge it (law.judging's ``declared``).
    # Foster's Laws 1-40 have none: of no effect, citing nothing; the 1862 code's additions have one (1862:IV.70-76),
    # agreed before play or of no effect (1862:IV.62).
    [r] = _declare_rulings(only_deal(referee.rule(record(DECLARED_AT_EUCHRE))))
    assert (r["irregularity"], r["laws"]) == ("not_ruled", [])
    assert r["effect"] == "The foster code has no jamboree (one of the 1862 code's additions): no effect."
    [r] = _declare_rulings(only_deal(referee.rule(record(DECLARED_AT_EUCHRE, code="1862"))))
    assert (r["irregularity"], r["laws"]) == ("not_ruled", ["1862:IV.62"])


class RailroadWithoutItsJamboree(type(find_game("railroad"))):  # type: ignore[misc]
    """Railroad as it would be were its jamboree not among its parts: the game still declares the law
    (``Game.jamboree``), which the engine never asks."""

    def replay_parts(self, family: Family) -> tuple[FamilyPart[Any], ...]:
        return family.deal, LONE_HANDS, JAMBONE_CALLS, family.turn_up, family.play


def test_foster_railroad_jamboree_the_parts_listed_decide_not_the_games_declarations(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # foster:railroad#jamboree is still the game's declaration (Game.jamboree), but with no part listed to rule it the
    # jamboree is the code's, as at a Euchre table: Foster's Laws 1-40 have none, and it has no effect.
    game = RailroadWithoutItsJamboree()
    assert game.jamboree == "foster:railroad#jamboree"
    monkeypatch.setitem(GAMES, "railroad", game)
    d = only_deal(referee.rule(record(JAMBOREE, game="railroad", jamboree=True)))
    [r] = d["rulings"]
    assert (r["event"], r["irregularity"], r["laws"]) == (5, "not_ruled", [])
    assert "The foster code has no jamboree" in r["effect"] and d["points"] == {"NS": 0, "EW": 0}


@pytest.mark.parametrize("name", [name for name, game in GAMES.items() if game.replayed])
def test_every_event_a_replayed_game_has_is_taken_by_one_of_its_parts_or_its_codes_own_laws(name: str) -> None:
    # Game.events: each event type the game has is ruled (else the engine would rule it not of the game): by a part the
    # game lists (Game.replay_parts) or by the code's own laws (law.judging: Call-Ace's call of a partner, callace:19-24)
    # under each code that governs the game or is compared with it.
    game = GAMES[name]
    for code in (*game.codes, *game.compared_with):
        assert game.events <= set(rules_of(game, JUDGES[code])), code


def test_the_games_own_parts_are_asked_before_the_codes_own_laws_and_those_before_the_familys() -> None:
    # Blind Euchre's widow (foster:blind#takes-widow, in turn from the eldest hand) is asked before the family's widow,
    # which puts its cards in the taker's hand; Call-Ace's code rules the call of a partner itself (callace:19-24), and
    # the family's discard only after its own (callace:31's lead before the dealer's discard).
    blind, call_ace = find_game("blind-euchre"), find_game("call-ace")
    taking = [rule.__module__ for rule in rules_of(blind, JUDGES["foster"])["take_widow"]]
    assert taking == ["referee.games.blind_euchre.blind", "referee.games.euchre_family.widow"]
    callace = JUDGES["callace"]
    assert rules_of(call_ace, callace)["call_partner"] == (callace.own_event,)
    code_first, turn_up = rules_of(call_ace, callace)["discard"]
    assert code_first == callace.own_event and turn_up.__module__ == "referee.games.euchre_family.turn_up"
