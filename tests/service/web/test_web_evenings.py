"""An evening's pages (Foster's PROGRESSIVE EUCHRE, family.md §5): the director enters players and draws for
places; each round's table is an ordinary table whose page shows the bell; the bell, rung from the head table's
page, reaches every page's fragment; the players' and the projector's pages read by the share link and answer
204 while nothing moved; the director corrects an entry with an entry."""
from __future__ import annotations

import re
from typing import Any

from scorers import Scorer

from referee.evenings.evening import rule_evening

LADIES = ["Ann", "Bea", "Cat", "Dot", "Eve", "Fay", "Gus", "Hal"]
GENTS = ["Al", "Bo", "Cy", "Di", "Ed", "Fred", "Guy", "Hank"]
CSV = "name,group\n" + "".join(f"{n},lady\n" for n in LADIES) + "".join(f"{n},gentleman\n" for n in GENTS)


def start(scorer: Scorer) -> int:
    response = scorer.submit("/evenings", name="Friday progressive", kind="progressive")
    assert response.status_code == 302, response.get_data(as_text=True)
    return int(response.headers["Location"].rstrip("/").split("/")[-1])


def page(scorer: Scorer, evening: int) -> str:
    return str(scorer.client.get(f"/evenings/{evening}").get_data(as_text=True))


def drawn(scorer: Scorer) -> tuple[int, str]:
    evening = start(scorer)
    assert scorer.submit(f"/evenings/{evening}", f"/evenings/{evening}/players", players=CSV).status_code == 302
    assert scorer.submit(f"/evenings/{evening}", f"/evenings/{evening}/draw").status_code == 302
    html = page(scorer, evening)
    token = re.search(r'href="[^"]*/e/([A-Za-z0-9_-]+)" id="players-link"', html)
    assert token
    return evening, token.group(1)


def tables_of(html: str) -> list[int]:
    return [int(t) for t in re.findall(r'href="/tables/(\d+)">open</a>', html)]


def test_the_director_enters_players_and_the_draw_seats_four_tables(scorer: Scorer) -> None:
    """foster:progressive: "If there are sixteen ladies and sixteen gentlemen, or thirty-two players in all, they
    will fill eight tables": sixteen players fill four, each an ordinary table of the club with its four players."""
    evening, _ = drawn(scorer)
    html = page(scorer, evening)
    assert "16</small>" in html and "Round 1" in html
    tables = tables_of(html)
    assert len(tables) == 4
    for table in tables:
        seats = scorer.client.get(f"/tables/{table}").get_data(as_text=True)
        assert "round 1 · table" in seats and 'id="bell"' in seats
    index = scorer.client.get("/").get_data(as_text=True)
    assert "Friday progressive: round 1, table 1" in index


def test_a_draw_that_cannot_fill_the_tables_is_refused_saying_why(scorer: Scorer) -> None:
    evening = start(scorer)
    scorer.submit(f"/evenings/{evening}", f"/evenings/{evening}/players", players="Ann\nBob\nCy\nDi\nEd\n")
    response = scorer.submit(f"/evenings/{evening}", f"/evenings/{evening}/draw")
    assert "multiple of four" in scorer.client.get(response.headers["Location"]).get_data(as_text=True)
    assert "Round 1" not in page(scorer, evening)


def test_the_bell_from_the_head_tables_page_reaches_every_page(scorer: Scorer) -> None:
    """foster:progressive: "The head table is provided with a bell ... Upon the tap of the bell all play immediately
    ceases": rung from the head table's page, each page's bell fragment, asked with the head it showed, has it."""
    evening, token = drawn(scorer)
    head_table = tables_of(page(scorer, evening))[0]
    quiet = scorer.client.get(f"/evenings/{evening}/bell")
    assert quiet.status_code == 200 and "has not rung" in quiet.get_data(as_text=True)
    seen = re.search(r'\?v=(\d+)"', quiet.get_data(as_text=True))
    assert seen
    assert scorer.client.get(f"/evenings/{evening}/bell?v={seen.group(1)}").status_code == 204  # nothing moved
    assert scorer.client.get(f"/e/{token}/bell?v={seen.group(1)}").status_code == 204
    rung = scorer.submit(f"/tables/{head_table}", f"/evenings/{evening}/bell", back=str(head_table), round="1",
                         confirm="1")
    assert rung.headers["Location"].endswith(f"/tables/{head_table}")
    for path in (f"/evenings/{evening}/bell?v={seen.group(1)}", f"/e/{token}/bell?v={seen.group(1)}"):
        answer = scorer.client.get(path)
        assert answer.status_code == 200 and "The bell has rung (round 1)" in answer.get_data(as_text=True)
    again = scorer.submit(f"/evenings/{evening}", f"/evenings/{evening}/bell", round="1")
    assert "has rung in round 1" in scorer.client.get(again.headers["Location"]).get_data(as_text=True)
    assert len(re.findall(r"#\d+ bell\s+round 1", page(scorer, evening))) == 1  # one entry in the evening's history


def test_the_players_and_the_projector_read_by_the_share_link_and_keep_current(scorer: Scorer) -> None:
    evening, token = drawn(scorer)
    scorer.client.application.config["EVENING_STALE"] = 0  # (else the projector may show up to 2 s behind)
    anyone = scorer.client.application.test_client()
    players = anyone.get(f"/e/{token}")
    assert players.status_code == 200 and "Round 1" in players.get_data(as_text=True)
    projector = anyone.get(f"/e/{token}/projector").get_data(as_text=True)
    version = re.search(r'data-version="([0-9.]+)"', projector)
    assert version and "Gus" in projector
    assert anyone.get(f"/e/{token}/live?part=standings&v={version.group(1)}").status_code == 204
    table = tables_of(page(scorer, evening))[1]
    assert scorer.submit(f"/tables/{table}", f"/tables/{table}/outcome", seat="N", tricks="3").status_code == 302
    moved = anyone.get(f"/e/{token}/live?part=standings&v={version.group(1)}")
    assert moved.status_code == 200 and 'id="standings"' in moved.get_data(as_text=True)
    assert anyone.get("/e/not-a-token").status_code == 404
    assert anyone.get(f"/evenings/{evening}").status_code == 302  # the director's page: log in first


def test_the_director_corrects_an_entry_and_the_history_keeps_it(scorer: Scorer) -> None:
    """The hostess "is the referee in all disputes" (foster:progressive): a name corrected is an entry."""
    evening, token = drawn(scorer)
    html = page(scorer, evening)
    response = scorer.submit(f"/evenings/{evening}", f"/evenings/{evening}/players/p1", name="Anne", group="lady",
                             reason="misspelt")
    assert response.status_code == 302
    html = page(scorer, evening)
    assert "Anne" in html and "struck out by #" in html and "misspelt" in html
    assert "Anne" in scorer.client.get(f"/e/{token}").get_data(as_text=True)


def test_a_form_sent_over_a_moved_log_is_not_recorded(scorer: Scorer) -> None:
    evening = start(scorer)
    html = page(scorer, evening)
    fields: dict[str, Any] = {"csrf_token": Scorer.csrf(html), "sequence": "1", "players": "Ann\nBob"}
    assert scorer.client.post(f"/evenings/{evening}/players", data=fields).status_code == 302
    scorer.client.post(f"/evenings/{evening}/players", data={**fields, "players": "Cy"})
    html = page(scorer, evening)
    entered = [name.strip() for name in re.findall(r'<li data-player="p\d+">([^<]+)', html)]
    assert "another wrote first" in html and entered == ["Ann", "Bob"]  # (not "Cy": a random token may hold it)


def deal(scorer: Scorer, table: int, dealer: str, *events: dict[str, Any]) -> None:
    """A deal started at the table's page and its facts (or outcome) recorded through its form."""
    assert scorer.submit(f"/tables/{table}", f"/tables/{table}/deals", dealer=dealer).status_code == 302
    for event in events:
        assert scorer.record(table, **event).status_code == 302


def test_a_round_is_ruled_on_every_page_and_the_next_seated_by_the_ruling(scorer: Scorer) -> None:
    """foster:progressive: "Five points is a game, and after that number is reached by either side at the head
    table, the bell is struck ... The partners winning the game at the head table each receive a gold star, and
    retain their seats for the next game." The head table's North and South march three times and ring; table 2
    is in the middle of a deal, which counts nothing, and its East and West lead on points; table 3, tied between
    deals, is decided by "the most tricks on the next hand", recorded after the bell."""
    evening, token = drawn(scorer)
    tables = tables_of(page(scorer, evening))
    head, second = tables[0], tables[1]
    for dealer in "NES":
        deal(scorer, head, dealer, {"type": "outcome", "seat": "N", "tricks": "5"})
    deal(scorer, second, "N", {"type": "outcome", "seat": "E", "tricks": "3"})
    deal(scorer, second, "E", {"type": "shuffle", "seat": "E"})
    deal(scorer, tables[2], "N", {"type": "outcome", "seat": "N", "tricks": "3"})
    deal(scorer, tables[2], "E", {"type": "outcome", "seat": "E", "tricks": "3"})  # tied at one, between deals
    deal(scorer, tables[3], "N", {"type": "outcome", "seat": "S", "tricks": "4"})
    scorer.submit(f"/tables/{head}", f"/evenings/{evening}/bell", back=str(head), round="1")
    deal(scorer, tables[2], "S", {"type": "outcome", "seat": "W", "tricks": "4"})  # the next hand, after the bell
    html = page(scorer, evening)
    row = re.search(r'<tr data-table="3">.*?</tr>', html, re.S)
    assert row and "tricks next hand" in row.group(0)  # "those having won the most tricks on the next hand"
    row = re.search(r'<tr data-table="1">.*?</tr>', html, re.S)
    assert row and "game" in row.group(0) and row.group(0).count("star-gold") == 2
    row = re.search(r'<tr data-table="2">.*?</tr>', html, re.S)
    assert row and "points" in row.group(0) and "EW 1" in row.group(0)
    assert "Round 2: where each sits" in html
    assert "Upon the tap of the bell all play immediately ceases" in html  # foster:progressive#bell, quoted
    assert "those having won the most tricks on the next hand are declared the winners" in html  # #ties
    assert scorer.submit(f"/evenings/{evening}", f"/evenings/{evening}/rounds").status_code == 302
    html = page(scorer, evening)
    assert 'id="round-2"' in html and len(tables_of(html)) == 8
    shared = scorer.client.application.test_client().get(f"/e/{token}").get_data(as_text=True)
    assert "Round 2" in shared and "star-gold" in shared
    papers = scorer.client.get(f"/evenings/{evening}/papers.pdf?paper=letter")
    assert papers.status_code == 200 and papers.data.startswith(b"%PDF")
    record = scorer.client.get(f"/evenings/{evening}/record.json").get_json()
    assert record["format"] == "euchre-evening/1" and len(record["rounds"]) == 2
    assert record["rounds"][0]["bell"] == {"table": "1", "deal": 2}  # the head table's third deal, over
    assert rule_evening(record)["rounds"][0]["tables"]["3"]["decided_by"] == "tricks_next_hand"


def test_a_military_evening_shows_its_forts_and_rings_no_bell(scorer: Scorer) -> None:
    """foster:military: "The hostess arranges each table as a fort ... the victors being the fort that has captured
    the greatest number of flags": the standings are the forts' flags; play is one game of five at each, no bell."""
    response = scorer.submit("/evenings", name="Fort night", kind="military")
    evening = int(response.headers["Location"].rstrip("/").split("/")[-1])
    scorer.submit(f"/evenings/{evening}", f"/evenings/{evening}/players", players=CSV)
    scorer.submit(f"/evenings/{evening}", f"/evenings/{evening}/draw")
    html = page(scorer, evening)
    head = tables_of(html)[0]
    for dealer in "NES":
        deal(scorer, head, dealer, {"type": "outcome", "seat": "N", "tricks": "5"})
    html = page(scorer, evening)
    assert 'id="ring-bell"' not in html and 'id="ring-bell"' not in scorer.client.get(f"/tables/{head}").get_data(
        as_text=True)
    forts = re.findall(r'<tr data-fort="(\d+)">.*?<td class="num">(\d+)</td>', html, re.S)
    assert sorted(fort for fort, _ in forts) == ["1", "2", "3", "4"] and sum(int(n) for _, n in forts) == 1


def test_a_rotation_evening_seats_each_round_by_the_schedule_with_byes_and_ranks_by_points(scorer: Scorer) -> None:
    """family.md §5, ``rotation``: "each round a fixed number of deals ... partners changed by a schedule ...
    players' scores are their side's points in each round, summed". Six players: one table, two sit out."""
    response = scorer.submit("/evenings", name="Tuesday rotation", kind="rotation", deals_per_round="1")
    evening = int(response.headers["Location"].rstrip("/").split("/")[-1])
    scorer.submit(f"/evenings/{evening}", f"/evenings/{evening}/players", players="Ann\nBob\nCy\nDi\nEd\nFay")
    assert "Seat round 1 by the schedule" in page(scorer, evening)
    scorer.submit(f"/evenings/{evening}", f"/evenings/{evening}/draw")
    html = page(scorer, evening)
    (table,) = tables_of(html)
    assert 'id="enter-players"' not in html and 'id="ring-bell"' not in html
    deal(scorer, table, "N", {"type": "outcome", "seat": "N", "tricks": "5"})  # the round's one deal: NS march
    assert scorer.submit(f"/evenings/{evening}", f"/evenings/{evening}/rounds").status_code == 302
    html = page(scorer, evening)
    assert 'id="round-2"' in html and len(tables_of(html)) == 2
    ranks = dict(re.findall(r'<tr data-player="(p\d)"><td>(\d+)</td>', html))
    assert sorted(ranks.values()) == ["1", "1", "3", "3", "3", "3"]  # the two who marched, then the rest at 0


def test_another_clubs_scorer_finds_no_evening_and_a_reason_beyond_the_bound_is_refused(app: Any,
                                                                                         scorer: Scorer) -> None:
    evening, _ = drawn(scorer)
    stranger = Scorer(app.test_client(), "zed")
    assert stranger.register(club="Other Club").status_code == 302
    for path in (f"/evenings/{evening}", f"/evenings/{evening}/bell", f"/evenings/{evening}/papers.pdf"):
        assert stranger.client.get(path).status_code == 404
    assert stranger.client.get("/evenings/99999999999").status_code == 404
    response = scorer.submit(f"/evenings/{evening}", f"/evenings/{evening}/players/p1", name="Ann", group="lady",
                             reason="x" * 501)
    assert "At most 500 characters" in scorer.client.get(response.headers["Location"]).get_data(as_text=True)


def test_the_evening_pages_keep_the_content_security_policy(scorer: Scorer) -> None:
    """No inline script, style or ``hx-on`` on any evening page (CSP ``'self'``): htmx, vendored, does the polling."""
    evening, token = drawn(scorer)
    table = tables_of(page(scorer, evening))[0]
    anyone = scorer.client.application.test_client()
    pages = [scorer.client.get(f"/evenings/{evening}"), scorer.client.get("/evenings"),
             scorer.client.get(f"/tables/{table}"), scorer.client.get(f"/evenings/{evening}/bell"),
             anyone.get(f"/e/{token}"), anyone.get(f"/e/{token}/projector"), anyone.get(f"/e/{token}/live")]
    for response in pages:
        html = response.get_data(as_text=True)
        assert response.status_code == 200 and "'unsafe-inline'" not in response.headers["Content-Security-Policy"]
        assert not re.search(r"<script(?![^>]*\bsrc=)", html), "an inline script"
        assert " style=" not in html and "<style" not in html and "hx-on" not in html
        assert "hx-trigger=\"every" in html or "hx-trigger=\"load\"" in html or response.request.path == "/evenings"


def test_foster_progressive_an_evening_table_opens_ready_to_score_the_deal_cut_for(scorer: Scorer) -> None:
    # foster:progressive: "All being seated, the deal is cut for at each table, and play begins." A round's table
    # opens with its first deal begun and the scores-only form in view before anything else, its dealer the one the
    # cut chose (the first seat until another is tapped): one send deals it by him and scores it (foster:1: three
    # tricks, one point); the deal begun by the first seat is struck out, a correction the history keeps.
    evening, _ = drawn(scorer)
    table = tables_of(page(scorer, evening))[1]
    html = scorer.client.get(f"/tables/{table}").get_data(as_text=True)
    assert re.search(r"<h2>Deal 1\b", html) and "not yet made" in html  # begun, nothing in it yet
    assert html.index('id="outcome" open') < html.index('id="quick"') and "Dealt by (the cut for deal)" in html
    form = re.search(r'<form [^>]*action="/tables/\d+/outcome".*?</form>', html, re.S)
    assert form and 'name="dealer" value="N" checked' in form.group(0) and "Record deal 1" in form.group(0)
    hidden = dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', form.group(0)))
    assert hidden["sequence"] == "2"  # after the deal's opening, event 1
    answer = scorer.client.post(f"/tables/{table}/outcome", data={**hidden, "dealer": "W", "seat": "S", "tricks": "3"})
    assert answer.status_code == 302
    shown = re.sub(r"<[^>]+>", " ", scorer.client.get(f"/tables/{table}").get_data(as_text=True))
    assert re.search(r"Dealer\s+W", shown) and re.search(r"NS\s+1", shown) and "Deal 1" in shown
    assert "of 2" not in shown and "Dealt by (the cut for deal)" not in shown  # one deal; its dealer said
    history = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", scorer.client.get(f"/tables/{table}/history").get_data(
        as_text=True)))
    assert "the cut for deal chose W" in history


def test_foster_progressive_the_first_deal_dealt_by_whom_the_cut_chose_before_its_facts(scorer: Scorer) -> None:
    # foster:progressive: "the deal is cut for at each table". A table recording every fact says whom the cut chose
    # by starting the deal with him: its first deal, begun by the first seat, is begun again by him (by the first
    # seat: nothing written); once a fact is in it, a new deal is the next deal.
    evening, _ = drawn(scorer)
    table = tables_of(page(scorer, evening))[2]
    assert scorer.submit(f"/tables/{table}", f"/tables/{table}/deals", dealer="N").status_code == 302
    assert re.findall(r'id="event-(\d+)"', scorer.client.get(f"/tables/{table}/history").get_data(as_text=True)) == ["1"]
    assert scorer.submit(f"/tables/{table}", f"/tables/{table}/deals", dealer="E").status_code == 302
    assert scorer.record(table, type="pass", seat="S").status_code == 302
    shown = re.sub(r"<[^>]+>", " ", scorer.client.get(f"/tables/{table}").get_data(as_text=True))
    assert re.search(r"Dealer\s+E", shown) and "of 2" not in shown and "Dealt by (the cut for deal)" not in shown
    assert scorer.submit(f"/tables/{table}", f"/tables/{table}/deals", dealer="S").status_code == 302
    assert "of 2" in re.sub(r"<[^>]+>", " ", scorer.client.get(f"/tables/{table}").get_data(as_text=True))


def test_a_rotation_evening_in_its_own_words_no_bell_head_table_stars_or_tie_cut(scorer: Scorer) -> None:
    """family.md §5, ``rotation``: "each round a fixed number of deals", partners by a schedule, each player's points.
    No bell ends its round, no table is the head, no star is won and no tie is cut (those are Foster's Progressive):
    the pages say none of them, and say when the round's deals are done at every table."""
    response = scorer.submit("/evenings", name="Tuesday rotation", kind="rotation", deals_per_round="1")
    evening = int(response.headers["Location"].rstrip("/").split("/")[-1])
    scorer.submit(f"/evenings/{evening}", f"/evenings/{evening}/players", players="\n".join(LADIES))
    scorer.submit(f"/evenings/{evening}", f"/evenings/{evening}/draw")
    html = page(scorer, evening)
    token = re.search(r'/e/([A-Za-z0-9_-]+)" id="players-link"', html)
    assert token
    bell = scorer.client.get(f"/evenings/{evening}/bell").get_data(as_text=True)
    for words in (html, bell, scorer.client.get(f"/e/{token.group(1)}").get_data(as_text=True)):
        said = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", words))
        for progressive in ("bell has not rung", "Ring the bell", " head ", "gold star", "the cut", "prizes",
                            "Foster's words"):
            assert progressive not in said, progressive
    assert "Round 1 in play." in bell and "The round's deals are in play." in html
    first, second = tables_of(html)
    deal(scorer, first, "N", {"type": "outcome", "seat": "N", "tricks": "3"})
    assert "The round's deals are in play." in page(scorer, evening)  # one table's deal still to play
    deal(scorer, second, "N", {"type": "outcome", "seat": "E", "tricks": "5"})
    said = re.sub(r"<[^>]+>", "", page(scorer, evening))
    assert "The round's deals are done at every table." in said


def test_foster_progressive_prize_ties_are_named_by_the_players_names() -> None:
    """foster:progressive#prize-ties: "if that is still a tie, the players must cut for it": the ruling names the
    players tied by their ids ("p1, p2, p5, p8"); the pages name them as the papers do, by their names."""
    from types import SimpleNamespace

    from referee.web.evenings import _named_in

    shown: Any = SimpleNamespace(state=SimpleNamespace(players={
        "p1": {"name": "Ann"}, "p2": {"name": "Bea"}, "p5": {"name": "Eve"}, "p8": {"name": "Hal"},
        "p10": {"name": "Al"}}))
    finding = "p1, p2, p5, p8 are tied on every star: the players must cut for it."
    assert _named_in(shown, finding) == "Ann, Bea, Eve, Hal are tied on every star: the players must cut for it."
    assert _named_in(shown, "p10 cut lowest (p1's 9H)") == "Al cut lowest (Ann's 9H)"  # p10 is not p1 and a 0
