"""An evening of Progressive, Military or rotation Euchre (``euchre-evening/1``), ruled by Foster's PROGRESSIVE
EUCHRE and MILITARY EUCHRE sections (``foster:progressive``, ``foster:military``): each rule a test built from his
words, named after the rule."""
from __future__ import annotations

from typing import Any

import pytest

import referee
from referee.evenings.evening import rule_evening
from referee.evenings.evening_record import load_evening
from referee.evenings.progression import prizes

from builders import deal, ev, only_deal, record
from evenings import evening, march, passed, players, round_, stopped, table, won


# -- the bell in a table's record ----------------------------------------------------------------------------


def test_foster_progressive_bell_mid_deal_play_ceases_and_the_deal_counts_nothing() -> None:
    # foster:progressive#bell: "Upon the tap of the bell all play immediately ceases, even if in the middle of a
    # deal." (family.md section 5: "The deal stopped by the bell counts nothing.")
    ruled = referee.rule(record(deal("N", ev("order_up", "E"), ev("discard", "N", card="9C"), "AH", "QH",
                                     ev("bell"), "TS", "AS")))
    d = only_deal(ruled)
    assert d["status"] == "incomplete" and d["points"] == {"NS": 0, "EW": 0} and d["next_dealer"] is None
    bell = d["rulings"][0]
    assert bell["irregularity"] == "bell" and bell["laws"] == ["foster:progressive"]
    assert bell["citations"][0]["text"].startswith("Upon the tap of the bell all play immediately ceases")
    assert d["tricks"] == [{"leader": "E", "plays": [["E", "AH"], ["S", "QH"]], "winner": None}]
    after = d["rulings"][-1]
    assert after["irregularity"] == "after_the_deal" and "stopped by the bell" in after["finding"]


def test_foster_progressive_bell_between_deals_stops_nothing() -> None:
    # foster:progressive#bell: play ceases at the bell; a deal over before it stands (an outcome agreed, then the bell)
    d = only_deal(referee.rule(record({"dealer": "N", "events": [ev("outcome", "E", tricks=5), ev("bell")]})))
    assert d["status"] == "scored" and d["points"] == {"NS": 0, "EW": 2} and d["rulings"] == []


# -- Progressive Euchre --------------------------------------------------------------------------------------

#: Three tables: at the head table l1 and g1 (North and South) win the game; at No. 2 l4 and g4 (East and West)
#: win on points; at the booby table l5 and g5 (North and South) win, the bell stopping a deal in play.
THREE_TABLES = round_(
    table("l1 l2 g1 g2", *march("N", 3)),
    table("l3 l4 g3 g4", won("E"), won("W")),
    table("l5 l6 g5 g6", won("S", 5), stopped("E")),
    bell=2,
)


def ruled(*rounds: dict[str, Any], **kw: Any) -> dict[str, Any]:
    return rule_evening(evening(*rounds, people=players(6, 6), **kw))


def cited(entry: dict[str, Any]) -> set[str]:
    return {f"{c['id']}#{c['key']}" for c in entry["citations"]}


def test_foster_progressive_tables_no_1_the_head_table_the_lowest_the_booby_table() -> None:
    # foster:progressive#tables: "numbered consecutively; No. 1 being called the head table, and the lowest of the
    # series the booby table": tables are ordered by number, so table 10 is below table 9, not after table 1.
    rounds = {"tables": {str(k): table(f"l{2 * k - 1} l{2 * k} g{2 * k - 1} g{2 * k}", won("N")) for k in range(1, 11)},
              "bell": {"table": "1", "deal": 0}}
    r = rule_evening(evening(rounds, people=players(20, 20)))["rounds"][0]
    assert r["stars"]["l1"] == "gold" and r["stars"]["l19"] == "red"
    assert r["stars"]["l20"] == "green" and r["stars"].get("l18") is None  # the losers at No. 10, the booby table


def test_foster_progressive_game_five_points_at_the_head_table() -> None:
    # foster:progressive#game: "Five points is a game, and after that number is reached by either side at the head
    # table, the bell is struck."
    head = ruled(THREE_TABLES)["rounds"][0]["tables"]["1"]
    assert head["winners"] == ["l1", "g1"] and head["decided_by"] == "game" and head["score"] == {"NS": 6, "EW": 0}
    assert "foster:progressive#game" in cited(head) and head["laws"] == ["foster:progressive"]


def test_foster_progressive_bell_the_deal_stopped_at_another_table_counts_nothing() -> None:
    # foster:progressive#bell: "Upon the tap of the bell all play immediately ceases, even if in the middle of a deal."
    booby = ruled(THREE_TABLES)["rounds"][0]["tables"]["3"]
    assert booby["score"] == {"NS": 2, "EW": 0} and booby["stopped"] == 1 and booby["counted"] == [0]
    assert "foster:progressive#bell" in cited(booby)
    bell = next(c for c in booby["citations"] if c["key"] == "bell")
    assert bell["text"] == "Upon the tap of the bell all play immediately ceases, even if in the middle of a deal."


def test_foster_progressive_play_on_other_tables_count_all_points_until_the_bell() -> None:
    # foster:progressive#play-on: "If the players at any but the head table have reached five points before the bell
    # rings, they play on, counting all points made until the bell taps."
    r = ruled(round_(table("l1 l2 g1 g2", *march("N", 3)), table("l3 l4 g3 g4", *march("E", 4), won("N")),
                     table("l5 l6 g5 g6", won("N")), bell=2))
    second = r["rounds"][0]["tables"]["2"]
    assert second["score"] == {"NS": 1, "EW": 8} and second["winners"] == ["l4", "g4"]
    assert second["decided_by"] == "points" and "foster:progressive#play-on" in cited(second)


def test_foster_progressive_head_table_lone_barred_counts_as_the_partners_hand() -> None:
    # foster:progressive#head-table-lone: "Lone hands are usually barred at the head table": with the option
    # lone_at_head false, a lone march there counts as the partners' march (two, not four): a reading.
    head = table("l1 l2 g1 g2", won("N", 5, alone=True), won("E"), *march("S", 2))
    barred = ruled(round_(head, table("l3 l4 g3 g4", won("N")), bell=3), options={"lone_at_head": False})
    one = barred["rounds"][0]["tables"]["1"]
    assert one["score"] == {"NS": 6, "EW": 1} and "foster:progressive#head-table-lone" in cited(one)
    assert "a reading" in one["finding"]
    allowed = ruled(round_(head, table("l3 l4 g3 g4", won("N")), bell=3))["rounds"][0]["tables"]["1"]
    assert allowed["score"] == {"NS": 8, "EW": 1}  # the spec's default: lone hands allowed at the head table
    other = ruled(round_(table("l1 l2 g1 g2", *march("N", 3)), table("l3 l4 g3 g4", won("N", 5, alone=True)),
                         bell=2), options={"lone_at_head": False})["rounds"][0]["tables"]["2"]
    assert other["score"] == {"NS": 4, "EW": 0}  # barred at the head table only


def test_foster_progressive_ties_the_most_tricks_on_the_next_hand() -> None:
    # foster:progressive#ties: "In case of ties in points at any table when the bell taps, those having won the most
    # tricks on the next hand are declared the winners."
    tied = table("l3 l4 g3 g4", won("N"), won("E"), stopped(), won("W", 4))
    r = ruled(round_(table("l1 l2 g1 g2", *march("N", 3)), tied, table("l5 l6 g5 g6", won("N")), bell=2))
    second = r["rounds"][0]["tables"]["2"]
    assert second["score"] == {"NS": 1, "EW": 1} and second["winners"] == ["l4", "g4"]
    assert second["decided_by"] == "tricks_next_hand" and second["next_hand"] == 3
    assert second["tricks"] == {"NS": 1, "EW": 4} and "foster:progressive#ties" in cited(second)


def test_foster_progressive_ties_await_the_next_hand() -> None:
    # foster:progressive#ties: until the next hand is played the tie is not decided, and no one moves
    tied = table("l3 l4 g3 g4", won("N"), won("E"), stopped())
    r = ruled(round_(table("l1 l2 g1 g2", *march("N", 3)), tied, table("l5 l6 g5 g6", won("N")), bell=2))
    assert r["rounds"][0]["tables"]["2"]["winners"] is None and r["rounds"][0]["status"] == "awaiting"
    assert r["rounds"][0]["next"] is None and r["rounds"][0]["stars"]["l1"] == "gold"


@pytest.mark.parametrize(("north", "east", "up"), [("AS", "7H", ["l3", "g3"]), ("QS", "JH", ["l4", "g4"]),
                                                   ("KD", "AC", ["l4", "g4"])])
def test_foster_progressive_tie_cut_the_ladies_cut_the_lowest_going_up(north: str, east: str, up: list[str]) -> None:
    # foster:progressive#tie-cut: "If that is also a tie, the ladies cut to decide it, the lowest cut going up."
    # #cut-ranks: "In cutting, the ace is low, and the jack ranks below the Queen." The next hand passed by all:
    # neither side won a trick (a reading), a tie again.
    tied = table("l3 l4 g3 g4", won("N"), won("E"), stopped(), passed())
    r = ruled(round_(table("l1 l2 g1 g2", *march("N", 3)), tied, table("l5 l6 g5 g6", won("N")), bell=2,
                     tie_cuts={"2": {"l3": north, "l4": east}}))
    second = r["rounds"][0]["tables"]["2"]
    assert second["tricks"] == {"NS": 0, "EW": 0} and second["decided_by"] == "cut" and second["winners"] == up
    assert {"foster:progressive#tie-cut", "foster:progressive#cut-ranks"} <= cited(second)


def test_foster_progressive_gold_red_and_green_stars() -> None:
    # foster:progressive#gold: "The partners winning the game at the head table each receive a gold star";
    # #red: "All the winning players at the other tables receive red stars"; #green: "Those losing and remaining at
    # the booby table each receive a green star."
    r = ruled(THREE_TABLES)["rounds"][0]
    assert r["stars"] == {"l1": "gold", "g1": "gold", "l4": "red", "g4": "red", "l5": "red", "g5": "red",
                          "l6": "green", "g6": "green"}
    assert {"foster:progressive#gold", "foster:progressive#red", "foster:progressive#green"} <= cited(r)


def test_foster_progressive_progression_and_change_of_partners() -> None:
    # foster:progressive#gold: the head table's winners "retain their seats"; #head-losers: "The losing players at
    # the head table go down to the booby table"; #red: the other winners "go to the table next in order above";
    # #change-partners: "the lady who has just lost at each table retains her seat, and takes for her partner the
    # gentleman who has just arrived from the table below"; #head-and-booby-partners: "At the head table the newly
    # arrived pair remain as partners; but at the booby table the players who have just arrived from the head table
    # divide."
    r = ruled(THREE_TABLES)["rounds"][0]
    assert r["next"] == {
        "1": {"N": "l1", "E": "l4", "S": "g1", "W": "g4"},  # l4 and g4 arrive from No. 2 and stay partners
        "2": {"N": "l3", "E": "l5", "S": "g5", "W": "g3"},  # l3 keeps her seat, partnered by g5 from below
        "3": {"N": "l2", "E": "l6", "S": "g6", "W": "g2"},  # l6 keeps her seat; l2 and g2 from the head divide
    }
    assert {"foster:progressive#change-partners", "foster:progressive#head-and-booby-partners"} <= cited(r)


def test_foster_progressive_the_next_round_seated_otherwise_is_a_fact_noted() -> None:
    # foster:progressive#change-partners: a round seated otherwise than the progression ruled is noted, not refused
    second = round_(table("l1 l4 g1 g4", won("N")), table("l3 l5 g5 g3", won("N")), table("l2 l6 g6 g2", won("N")),
                    bell=0)
    r = ruled(THREE_TABLES, second)["rounds"][1]
    assert r["seated"] == []
    swapped = round_(table("l4 l1 g1 g4", won("N")), table("l3 l5 g5 g3", won("N")), table("l2 l6 g6 g2", won("N")),
                     bell=0)
    assert ruled(THREE_TABLES, swapped)["rounds"][1]["seated"] == [
        {"table": "1", "seat": "N", "ruled": "l1", "sat": "l4"},
        {"table": "1", "seat": "E", "ruled": "l4", "sat": "l1"}]


def test_foster_progressive_draw_pips_the_table_and_suit_the_partners() -> None:
    # foster:progressive#draw: "The number of pips on the card drawn indicates the number of the table at which the
    # player is to sit, and those drawing cards of the same suit are partners for the first game."
    draw = {"l1": {"table": 1, "suit": "C"}, "g1": {"table": 1, "suit": "C"}, "l2": {"table": 1, "suit": "S"},
            "g2": {"table": 1, "suit": "S"}, "l3": {"table": 2, "suit": "S"}, "g3": {"table": 2, "suit": "S"},
            "l4": {"table": 2, "suit": "C"}, "g4": {"table": 2, "suit": "C"}}
    r = rule_evening(evening(draw=draw))
    assert r["draw"] == {"1": {"N": "l1", "E": "l2", "S": "g1", "W": "g2"},
                         "2": {"N": "l4", "E": "l3", "S": "g4", "W": "g3"}}
    with pytest.raises(referee.InvalidRecord) as err:  # two ladies cannot draw the one red-back club of a table
        rule_evening(evening(draw={**draw, "l2": {"table": 1, "suit": "C"}}))
    assert err.value.errors[0]["path"] == "draw.l2"


def test_foster_progressive_an_evening_not_yet_over_is_ruled_as_far_as_it_goes() -> None:
    r = ruled(round_(table("l1 l2 g1 g2", won("N")), table("l3 l4 g3 g4", won("E"))))["rounds"][0]
    assert r["status"] == "in_play" and r["next"] is None and r["stars"] == {}
    assert r["tables"]["1"]["score"] == {"NS": 1, "EW": 0} and r["tables"]["1"]["winners"] is None


def star_totals(**stars: tuple[int, int, int]) -> dict[str, dict[str, int]]:
    return {p: {"gold": g, "red": r, "green": n, "points": 0} for p, (g, r, n) in stars.items()}


def prizes_of(totals: dict[str, dict[str, int]], people: dict[str, Any] | None = None,
              **extra: Any) -> dict[tuple[str, str | None], str | None]:
    ev = load_evening(evening(people=people or {p: {"name": p, "group": "lady" if p[0] == "l" else "gentleman"}
                                                for p in totals}, **extra))
    return {(e["prize"], e["group"]): e["player"] for e in prizes(ev, totals)}


def test_foster_progressive_prizes_six_gold_red_and_green() -> None:
    # foster:progressive#prizes: "Six prizes are usually provided for large companies. The lady and gentleman having
    # the largest number of gold stars taking the first prizes; the largest number of red stars winning the second
    # prizes; and the largest number of green stars the booby prizes."
    totals = star_totals(l1=(2, 0, 0), l2=(0, 3, 0), l3=(0, 0, 2), l4=(1, 1, 1),
                         g1=(0, 2, 1), g2=(3, 0, 0), g3=(0, 1, 3), g4=(0, 0, 1))
    assert prizes_of(totals) == {("first", "lady"): "l1", ("first", "gentleman"): "g2", ("second", "lady"): "l2",
                                 ("second", "gentleman"): "g1", ("booby", "lady"): "l3", ("booby", "gentleman"): "g3"}


def test_foster_progressive_one_prize_a_player() -> None:
    # foster:progressive#one-prize: "One player cannot win two prizes." l1 leads gold and red: the second goes on
    totals = star_totals(l1=(2, 4, 0), l2=(0, 1, 0), l3=(0, 0, 0), g1=(1, 0, 0))
    out = prizes_of(totals)
    assert out[("first", "lady")] == "l1" and out[("second", "lady")] == "l2"


def test_foster_progressive_prize_ties_red_then_fewest_green_then_a_cut() -> None:
    # foster:progressive#prize-ties: "In case of ties for the gold stars, the accompanying red stars decide it; if
    # that is also a tie, the player with the fewest number of green stars wins; and if that is still a tie, the
    # players must cut for it."
    assert prizes_of(star_totals(l1=(1, 1, 0), l2=(1, 2, 0), g1=(1, 0, 0)))[("first", "lady")] == "l2"
    assert prizes_of(star_totals(l1=(1, 1, 1), l2=(1, 1, 0), g1=(1, 0, 0)))[("first", "lady")] == "l2"
    still = star_totals(l1=(1, 1, 0), l2=(1, 1, 0), g1=(1, 0, 0))
    assert prizes_of(still)[("first", "lady")] is None  # they must cut
    assert prizes_of(still, prize_cuts={"first": {"l1": "KH", "l2": "AS"}})[("first", "lady")] == "l2"


def test_foster_progressive_prizes_with_no_groups_drawn_one_of_each() -> None:
    # family.md section 5: "with no groups drawn, group is null and there is one prize of each"
    totals = star_totals(a=(1, 0, 0), b=(0, 1, 0), c=(0, 0, 1))
    assert prizes_of(totals, people={p: {"name": p} for p in "abc"}) == {
        ("first", None): "a", ("second", None): "b", ("booby", None): "c"}


def test_foster_progressive_players_totals_stars_and_points() -> None:
    r = ruled(THREE_TABLES)
    assert r["players"]["l1"] == {"gold": 1, "red": 0, "green": 0, "points": 6}
    assert r["players"]["l6"] == {"gold": 0, "red": 0, "green": 1, "points": 0}


def test_an_impossible_evening_names_each_field_and_value() -> None:
    twice = round_(table("l1 l2 g1 g2", won("N")), table("l1 l4 g3 g4", won("N")), bell=0)
    with pytest.raises(referee.InvalidRecord) as err:
        rule_evening(evening(twice))
    assert [(e["path"], e["value"]) for e in err.value.errors] == [("rounds[0].tables.2.players.N", "l1")]
    bad = round_(table("l1 l2 g1 g2", {"dealer": "N", "events": [{"type": "play", "seat": "E", "card": "ZZ"}]}),
                 bell=5)
    with pytest.raises(referee.InvalidRecord) as err:
        rule_evening(evening(bad, kind="grand"))
    assert {(e["path"], e["value"]) for e in err.value.errors} == {
        ("kind", "grand"), ("rounds[0].tables.1.deals[0].events[0].card", "ZZ"), ("rounds[0].bell.deal", 5)}


# -- Military Euchre -----------------------------------------------------------------------------------------

#: Two forts. In the first round North and South hold their own fort and East and West are its travellers; in the
#: second the travellers have moved on to the next fort.
PEOPLE = {p: {"name": p.upper()} for p in "abcdefgh"}


def military(*rounds: dict[str, Any]) -> dict[str, Any]:
    return rule_evening(evening(*rounds, kind="military", people=PEOPLE))


def test_foster_military_one_game_of_five_at_each_fort_and_a_flag_to_the_winners() -> None:
    # foster:military#progress: "play one game of five points at each"; #flags: "The winners of each game get a
    # little flag from the losers as a trophy."
    r = military(round_(table("a b c d", *march("N", 3), won("E")), table("e f g h", *march("E", 2))))["rounds"][0]
    one, two = r["tables"]["1"], r["tables"]["2"]
    assert one["winners"] == ["a", "c"] and one["decided_by"] == "game" and one["score"] == {"NS": 6, "EW": 0}
    assert "one game is played at each" in one["finding"]  # the deal after the game is not counted
    assert two["winners"] is None and r["status"] == "in_play" and r["flags"] == {"1": "1"}
    assert "foster:military#flags" in cited(one)


def test_foster_military_no_lone_hands_allowed() -> None:
    # foster:military#progress: "no lone hands allowed": a lone march counts as the partners' march (a reading)
    r = military(round_(table("a b c d", won("N", 5, alone=True)), table("e f g h", won("N"))))["rounds"][0]
    assert r["tables"]["1"]["score"] == {"NS": 2, "EW": 0} and "foster:military#progress" in cited(r["tables"]["1"])


def test_foster_military_east_and_west_progress_round_the_room() -> None:
    # foster:military#progress: "The partners who sit East and West progress round the room from table to table"
    r = military(round_(table("a b c d", *march("N", 3)), table("e f g h", *march("E", 3))))["rounds"][0]
    assert r["next"] == {"1": {"N": "a", "E": "f", "S": "c", "W": "h"}, "2": {"N": "e", "E": "b", "S": "g", "W": "d"}}


def test_foster_military_the_fort_with_the_most_flags_are_the_victors() -> None:
    # foster:military#victors: "By the time the E and W pairs have made the circuit of all the tables and got home
    # again, the game is ended, the victors being the fort that has captured the greatest number of flags."
    first = round_(table("a b c d", *march("N", 3)), table("e f g h", *march("E", 3)))  # fort 1's a, c; fort 2's f, h
    second = round_(table("a f c h", *march("E", 3)), table("e b g d", *march("N", 3)))  # fort 2's f, h; e, g
    r = military(first, second)
    assert r["flags"] == {"1": 1, "2": 3} and r["victors"] == ["2"] and r["over"] is True
    assert r["rounds"][1]["flags"] == {"1": "2", "2": "2"}
    assert r["forts"]["1"]["players"] == ["a", "b", "c", "d"]
    assert r["players"]["f"] == {"points": 12, "flags": 2}
    assert military(first)["victors"] == []  # the travellers are not home yet


# -- the readings where Foster is silent (docs/reading.md#an-evening), and the rest of his sentences -------------


def test_foster_progressive_ordinary_game_each_table_is_ruled_as_any_table() -> None:
    # foster:progressive#ordinary-game: "playing, at separate tables, the ordinary four-handed game": a revoke at the
    # head table is ruled by Foster's law 30 as at any table, and the two points elected count for the round
    revoke = deal("N", ev("order_up", "E"), ev("discard", "N", card="9C"), "AH", "QS", "TS", "KH", ev("quit_trick"),
                  ev("claim", "E", kind="revoke", against="S"), ev("elect", "E", option="add_two"))
    head = {**table("l1 l2 g1 g2"), "deals": [revoke, *march("E", 2)]}
    r = ruled(round_(head, table("l3 l4 g3 g4", won("N")), bell=2))["rounds"][0]["tables"]["1"]
    assert r["counted"] == [0, 1, 2] and r["score"] == {"NS": 0, "EW": 6} and r["decided_by"] == "game"


def test_foster_progressive_hostess_decides_the_hour_play_ceases() -> None:
    # foster:progressive#hostess: "The hostess decides the hour at which play shall cease": the bell rung before
    # the head table reached five, its winners are those ahead on points
    r = ruled(round_(table("l1 l2 g1 g2", won("N"), won("E", 5)), table("l3 l4 g3 g4", won("N")), bell=1))
    head = r["rounds"][0]["tables"]["1"]
    assert head["winners"] == ["l2", "g2"] and head["decided_by"] == "points"
    assert r["rounds"][0]["stars"]["l2"] == "gold"


def test_foster_progressive_tie_cut_equal_cuts_decide_nothing_and_the_joker_cuts_above_the_king() -> None:
    # foster:progressive#cut-ranks: the ace low; the joker, which Foster's cutting does not name, above the king
    tied = table("l3 l4 g3 g4", won("N"), won("E"), stopped(), passed())
    two = round_(table("l1 l2 g1 g2", *march("N", 3)), tied, bell=2, tie_cuts={"2": {"l3": "KH", "l4": "KS"}})
    assert ruled(two)["rounds"][0]["tables"]["2"]["winners"] is None
    joker = round_(table("l1 l2 g1 g2", *march("N", 3)), tied, bell=2, tie_cuts={"2": {"l3": "JK", "l4": "KS"}})
    assert ruled(joker)["rounds"][0]["tables"]["2"]["winners"] == ["l4", "g4"]


def test_foster_progressive_tie_cut_with_no_groups_the_first_seat_of_each_pair_cuts() -> None:
    # family.md section 5: with no groups, "the player in the first seat of the table's order (N or E) stands
    # where Foster's rules put the lady"
    people = {p: {"name": p} for p in "abcdefgh"}
    tied = table("e f g h", won("N"), won("E"), stopped(), passed())
    r = rule_evening(evening(round_(table("a b c d", *march("N", 3)), tied, bell=2,
                                    tie_cuts={"2": {"e": "9S", "f": "AD"}}), people=people))
    assert r["rounds"][0]["tables"]["2"]["cut"] == {"e": "9S", "f": "AD"}
    assert r["rounds"][0]["tables"]["2"]["winners"] == ["f", "h"]


def test_foster_progressive_one_table_is_head_and_booby_at_once() -> None:
    # foster:progressive#green: at one table the losers are "losing and remaining at the booby table"
    r = ruled(round_(table("l1 l2 g1 g2", *march("E", 3)), bell=2))["rounds"][0]
    assert r["stars"] == {"l2": "gold", "g2": "gold", "l1": "green", "g1": "green"}
    assert r["next"] == {"1": {"N": "l1", "E": "l2", "S": "g1", "W": "g2"}}


def test_foster_progressive_prizes_need_a_star_of_their_colour() -> None:
    # foster:progressive#prizes: "the largest number of green stars the booby prizes": with none, no booby prize
    out = prizes_of(star_totals(l1=(1, 0, 0), l2=(0, 1, 0), g1=(1, 0, 0)))
    assert out[("booby", "lady")] is None and out[("booby", "gentleman")] is None


def test_foster_progressive_prize_ties_for_red_and_green_stars_a_reading() -> None:
    # foster:progressive#prize-ties breaks ties for the gold stars; the red's and the green's alike (a reading):
    # the second by the accompanying gold stars, then the fewest green; the booby by the fewest gold, then red
    second = star_totals(l1=(3, 0, 0), l2=(0, 2, 1), l3=(1, 2, 1), l4=(0, 2, 0), g1=(1, 0, 0))
    assert prizes_of(second)[("second", "lady")] == "l3"
    booby = star_totals(l1=(3, 0, 0), l2=(0, 2, 0), l3=(1, 0, 2), l4=(0, 1, 2), l5=(0, 0, 2), g1=(1, 0, 0))
    assert prizes_of(booby)[("booby", "lady")] == "l5"


def test_an_evening_is_played_under_one_code() -> None:
    with pytest.raises(referee.InvalidRecord) as err:
        rule_evening(evening(round_(table("l1 l2 g1 g2", won("N"), code="1862"), bell=0)))
    assert [(e["path"], e["value"]) for e in err.value.errors] == [("rounds[0].tables.1.code", "1862")]


def test_foster_military_victors_tied_forts_and_rounds_past_the_circuit() -> None:
    # foster:military#victors: "By the time the E and W pairs have made the circuit of all the tables and got home
    # again, the game is ended": a round after it is not counted; forts equal on flags are joint victors (a reading)
    first = round_(table("a b c d", *march("N", 3)), table("e f g h", *march("N", 3)))
    second = round_(table("a f c h", *march("N", 3)), table("e b g d", *march("N", 3)))
    third = round_(table("a b c d", *march("N", 3)), table("e f g h", *march("N", 3)))
    r = military(first, second, third)
    assert r["flags"] == {"1": 2, "2": 2} and r["victors"] == ["1", "2"]
    assert r["rounds"][2]["flags"] == {"1": None, "2": None} and "not counted" in r["rounds"][2]["finding"]
