"""Penalty Euchre at the table and on its sheet and report: the web form, the panels, the documents (the service's
layer; the rules themselves are tests/games/test_penalty_euchre.py's)."""
from __future__ import annotations

from typing import Any

from each_for_himself import record
from test_penalty_euchre import (
    CLAIM,
    EXCHANGES,
    HANDS,
    QUIT,
    REVOKED,
    TURN_UP,
    WIDOW,
    _buttons,
    elect,
    penalty_deal,
    revoke_deal,
    rule,
)


def test_foster_30_penalty_the_adversaries_option_offered_at_the_table_and_the_sheet_in_counters(scorer: Any) -> None:
    # foster:30, persuasive: "The adversaries of the revoking player then have the option": at the table the ruling
    # page offers it to each of E's four adversaries, the claimant named; elected, the sheet keeps it in counters.
    import re
    table = scorer.start_table(game="penalty-euchre", seats="A B C D E", player__4="Ed", dealer="0")
    scorer.record(table, type="deal", **{f"hands__{s}": " ".join(h) for s, h in HANDS.items()}, turn_up=TURN_UP,
                  widow=" ".join(WIDOW))
    for event in [*({"type": "pass", "seat": s} for s in "BCDEA"), *(e for e in REVOKED if e != QUIT), CLAIM]:
        assert scorer.record(table, **event).status_code == 302
    page = scorer.client.get(f"/tables/{table}/ruling").get_data(as_text=True)
    form = page[page.index('class="elect"'):]
    form = form[:form.index("</form>")]
    assert re.findall(r'<option value="(\w)"', form) == ["A", "B", "C", "D"]  # every man for himself; not E
    assert re.search(r'<option value="C" selected', form)  # the claimant
    assert re.findall(r'name="option" value="(\w+)"', form) == ["add_two", "deduct_two"]
    ruling_event = re.search(r'name="ruling_event" value="(\d+)"', form)
    assert ruling_event is not None
    elected = scorer.submit(f"/tables/{table}/ruling", f"/tables/{table}/elect", deal="0", seat="C",
                            option="deduct_two", ruling_event=ruling_event.group(1))
    assert elected.status_code == 302
    sheet = scorer.client.get(f"/tables/{table}/scoresheet").get_data(as_text=True)
    assert "two taken out by the revoker, as they elect" in sheet and "14" in sheet  # E holds fourteen counters


def test_foster_penalty_exchange_each_in_turn_offered_as_taps(scorer: Any) -> None:
    # #exchange: "Each player in turn can exchange the hand dealt him for the widow, or for the hand abandoned by
    # anyone who has taken the widow": from the eldest hand (B) each is offered what lies to be taken, or to keep his
    # hand; the widow and B's hand taken, nothing is left, and B leads (#each-for-himself: "The eldest hand leads").
    table = scorer.start_table(game="penalty-euchre", seats="A B C D E", player__4="Ed", dealer="0")
    scorer.record(table, type="deal", **{f"hands__{s}": " ".join(h) for s, h in HANDS.items()}, turn_up=TURN_UP,
                  widow=" ".join(WIDOW))

    def page() -> str:
        return scorer.client.get(f"/tables/{table}").get_data(as_text=True)

    def tap(**fields: str) -> None:
        assert scorer.record(table, ask="1", **fields).status_code == 302

    assert "B Bob: exchanges his hand, face down, or keeps it" in page()
    assert _buttons(page(), "exchange") == [{"type": "exchange", "seat": "B", "with": "widow"}]
    assert _buttons(page(), "pass") == [{"type": "pass", "seat": "B"}]
    tap(type="exchange", seat="B", **{"with": "widow"})
    assert _buttons(page(), "exchange") == [{"type": "exchange", "seat": "C", "with": "B"}]
    assert "For the hand B Bob abandoned" in page()
    tap(type="pass", seat="C")
    tap(type="pass", seat="D")
    assert _buttons(page(), "exchange") == [{"type": "exchange", "seat": "E", "with": "B"}]
    tap(type="exchange", seat="E", **{"with": "B"})
    assert not _buttons(page(), "exchange")  # nothing left to exchange for: A is not asked
    assert {(b["seat"], b["card"]) for b in _buttons(page(), "play")} == {("B", c) for c in WIDOW}
    ruled = rule(penalty_deal({"type": "exchange", "seat": "B", "with": "widow"}, {"type": "pass", "seat": "C"},
                              {"type": "pass", "seat": "D"}, {"type": "exchange", "seat": "E", "with": "B"}))
    assert ruled["deals"][0]["rulings"] == [] and ruled["deals"][0]["status"] == "scored"


def test_foster_penalty_exchange_every_hand_kept_the_eldest_leads(scorer: Any) -> None:
    # #exchange ("can exchange"), #trump-left: each keeps his hand by a tap, and then the eldest hand leads, the turned
    # trump left on the pack and not offered to play.
    table = scorer.start_table(game="penalty-euchre", seats="A B C D E", player__4="Ed", dealer="0")
    scorer.record(table, type="deal", turn_up=TURN_UP)
    for seat in "BCDEA":
        assert _buttons(scorer.client.get(f"/tables/{table}").get_data(as_text=True), "pass") == \
            [{"type": "pass", "seat": seat}]
        assert scorer.record(table, ask="1", type="pass", seat=seat).status_code == 302
    plays = _buttons(scorer.client.get(f"/tables/{table}").get_data(as_text=True), "play")
    assert {b["seat"] for b in plays} == {"B"} and TURN_UP not in {b["card"] for b in plays} and len(plays) == 31


def test_foster_penalty_exchange_recorded_at_the_table_through_the_web_form(scorer: Any) -> None:
    table = scorer.start_table(game="penalty-euchre", seats="A B C D E", player__4="Ed", dealer="0",
                               option__counters="10")
    deal = {"type": "deal", **{f"hands__{s}": " ".join(h) for s, h in HANDS.items()}, "turn_up": TURN_UP,
            "widow": " ".join(WIDOW)}
    for event in (deal, {"type": "exchange", "seat": "B", "with": "widow"},
                  {"type": "exchange", "seat": "E", "with": "B"}, {"type": "play", "seat": "B", "card": "7D"}):
        response = scorer.record(table, **event)
        assert response.status_code == 302, response.get_data(as_text=True)[:2000]
    page = scorer.client.get(f"/tables/{table}").get_data(as_text=True)
    assert "exchanges his hand for the widow" in page
    sheet = scorer.client.get(f"/tables/{table}/scoresheet")
    assert sheet.status_code == 200


def test_foster_30_penalty_the_sheet_keeps_the_revoke_in_counters() -> None:
    from referee.documents.reports import scoresheet_html
    from referee.documents.scoresheet import table_sheet

    rec = record("penalty-euchre", "ABCDE", revoke_deal(*REVOKED, CLAIM, elect("add_two")),
                 penalty_deal(*EXCHANGES, dealer="B"))
    sheet = table_sheet(rec)
    assert sheet.rows[0].result == "revoke" and sheet.rows[0].pool == 8
    assert sheet.rows[0].score == {"A": 10, "B": 10, "C": 10, "D": 10, "E": 12}
    assert sheet.pool == 8 + 5
    said = "for a revoke, two by each of the revoker's adversaries, or two taken out by the revoker"
    assert said in sheet.pool_said and "revoke (foster:penalty, foster:30 (persuasive))" in sheet.rows[0].rulings
    assert "or two taken out by the revoker, as they elect" in scoresheet_html([rec])  # the printed sheet
    assert said not in table_sheet(record("penalty-euchre", "ABCDE", penalty_deal(*EXCHANGES))).pool_said


def test_foster_penalty_tricks_to_pool_the_sheet_a_column_per_player_and_the_pool() -> None:
    from referee.documents.reports import scoresheet_html
    from referee.documents.scoresheet import table_sheet

    rec = record("penalty-euchre", "ABCDE", penalty_deal(*EXCHANGES), penalty_deal(*EXCHANGES, dealer="B"),
                 counters=8)
    sheet = table_sheet(rec)
    assert sheet.kept_in == "counters" and sheet.count_from == 8 and sheet.pool == 10
    assert [row.pool for row in sheet.rows] == [5, 5]
    assert sheet.rows[0].score == {"A": 4, "B": 5, "C": 11, "D": 11, "E": 4}  # the counters each holds
    html = scoresheet_html([rec])
    assert "The pool" in html and "each starts with 8 counters" in html
    assert "first player to get rid of his twelve counters" in html  # counted by the section, not a game of five
