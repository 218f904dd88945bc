"""A club night as the room lives it (Foster's PROGRESSIVE EUCHRE, foster:progressive): each table's phone keeps its
score by the table's link, with no account, and reaches nothing else; it follows its table's number from round to
round; the bell is rung only by the round's head table or the director, asked first where the head table's game is
not won, and refused to a page of an earlier round; after the bell a table's page offers only what Foster still
lets it record, and its header says the score the evening counts; the projector and the players' page read by the
share link; the season's standings by a read-only link."""
from __future__ import annotations

import html as markup
import io
import re
from datetime import timedelta
from typing import Any

from scorers import Scorer
from pypdf import PdfReader
from sqlalchemy import update
from test_web_evenings import deal, drawn, page, tables_of

from referee.law.laws import cite
from referee.store import TableLink
from referee.store.models import utcnow
from referee.web.db import get_db

BELL = cite("foster:progressive#bell").law.text
GAME = cite("foster:progressive#game").law.text
TIES = cite("foster:progressive#ties").law.text


def links_of(html: str) -> dict[int, str]:
    """The director's page's table links, by table number (their paths)."""
    panel = html.split('id="table-links"', 1)[-1].split("</section>", 1)[0]
    found = {}
    for item in panel.split('<li data-table="')[1:]:
        link = re.search(r'<a href="http://localhost(/t/[A-Za-z0-9_-]+)" class="table-link"', item.split("</li>")[0])
        if link:
            found[int(item.split('"', 1)[0])] = link.group(1)
    return found


def phone(scorer: Scorer, path: str) -> Any:
    """A phone with no account that opens a table's link; the page it was sent to."""
    client = scorer.client.application.test_client()
    opened = client.get(path)
    assert opened.status_code == 302, opened.get_data(as_text=True)
    return client, opened.headers["Location"]


def form(client: Any, page_path: str, action: str, **data: Any) -> Any:
    """A form of ``page_path`` sent as the phone's browser sends it (its CSRF token and expected sequence)."""
    html = client.get(page_path).get_data(as_text=True)
    fields = {"csrf_token": Scorer.csrf(html)}
    if 'name="sequence"' in html:
        fields["sequence"] = Scorer.sequence(html)
    fields.update({k.replace("__", "."): v for k, v in data.items()})
    return client.post(action, data=fields)


def test_foster_progressive_a_tables_phone_keeps_its_score_by_its_link_and_reaches_nothing_else(scorer: Scorer) -> None:
    """foster:progressive#ordinary-game: "playing, at separate tables, the ordinary four-handed game": each table is
    scored on its own phone, opened by the link (or QR code) the director's page and papers carry for it."""
    evening, token = drawn(scorer)
    html = page(scorer, evening)
    links = links_of(html)
    assert sorted(links) == [1, 2, 3, 4] and html.count('<svg') >= 4  # each with its QR code
    tables = tables_of(html)
    client, landed = phone(scorer, links[2])
    assert landed.endswith(f"/tables/{tables[1]}")
    shown = client.get(landed).get_data(as_text=True)
    assert "round 1 · table 2" in shown and "This phone keeps the score of table 2" in shown
    assert "Log out" not in shown and "API tokens" not in shown
    assert form(client, landed, f"/tables/{tables[1]}/deals", dealer="N").status_code == 302
    assert form(client, landed, f"/tables/{tables[1]}/outcome", seat="E", tricks="3").status_code == 302
    assert "<strong>EW 1</strong>" in client.get(landed).get_data(as_text=True)  # East made it, three tricks
    for other in (tables[0], tables[2], tables[3]):  # the other tables of the evening
        assert client.get(f"/tables/{other}").status_code == 404
        assert client.get(f"/tables/{other}/scoresheet.pdf").status_code == 404
        assert form(client, landed, f"/tables/{other}/deals", dealer="N").status_code == 404
    plain = scorer.start_table()  # another table of the club
    assert client.get(f"/tables/{plain}").status_code == 404
    for club_page in ("/", "/standings", "/evenings", f"/evenings/{evening}", f"/evenings/{evening}/papers.pdf",
                      "/tables/new", "/auth/tokens", "/auth/scorers"):
        answer = client.get(club_page)
        assert answer.status_code == 302 and "/auth/login" in answer.headers["Location"] or club_page == "/", club_page
    assert "Friday progressive: round 1" not in client.get("/").get_data(as_text=True)  # the club's tables unlisted
    other_evening, _ = drawn(scorer)  # another evening of the club: its tables are not this link's
    assert client.get(f"/tables/{tables_of(page(scorer, other_evening))[1]}").status_code == 404
    assert client.get(f"/evenings/{other_evening}/bell").status_code == 302
    bearer = {"Authorization": f"Bearer {links[2].rsplit('/', 1)[1]}"}  # the link's token is no API token
    for path in ("/api/v1/tables", f"/api/v1/tables/{tables[1]}", f"/api/v1/tables/{tables[1]}/ruling"):
        assert client.get(path, headers=bearer).status_code == 401
        assert client.get(path).status_code == 401


def test_foster_progressive_the_director_revokes_a_tables_link_and_it_expires_with_the_evening(app: Any,
                                                                                              scorer: Scorer) -> None:
    evening, _ = drawn(scorer)
    links = links_of(page(scorer, evening))
    client, landed = phone(scorer, links[3])
    assert client.get(landed).status_code == 200
    assert scorer.submit(f"/evenings/{evening}", f"/evenings/{evening}/links/3", do="revoke").status_code == 302
    assert "/auth/login" in client.get(landed).headers["Location"]  # at once, on the phone's next request
    assert scorer.client.application.test_client().get(links[3]).status_code == 404
    html = page(scorer, evening)
    assert 3 not in links_of(html) and "revoked: no link" in html
    scorer.submit(f"/evenings/{evening}", f"/evenings/{evening}/links/3", do="issue")
    renewed = links_of(page(scorer, evening))[3]
    assert renewed != links[3]
    client, landed = phone(scorer, renewed)
    with app.app_context():  # the evening over: the link's time is up
        db = get_db()
        db.execute(update(TableLink).where(TableLink.number == 3).values(expires_at=utcnow() - timedelta(minutes=1)))
        db.commit()
    assert "/auth/login" in client.get(landed).headers["Location"]
    assert client.get(renewed).status_code == 404


def test_foster_progressive_the_papers_print_each_tables_link_and_qr_code(scorer: Scorer) -> None:
    evening, _ = drawn(scorer)
    links = links_of(page(scorer, evening))
    papers = scorer.client.get(f"/evenings/{evening}/papers.pdf?paper=a4")
    assert papers.status_code == 200
    text = "".join((p.extract_text() or "") for p in PdfReader(io.BytesIO(papers.data)).pages)
    text = re.sub(r"\s", "", text)
    for path in links.values():
        assert f"http://localhost{path}" in text
    assert text.count("Scorethistableonaphone") == 4


def test_a_round_games_single_scorer_opens_his_one_table_by_its_link(scorer: Scorer) -> None:
    """The same link for a table of no evening (a round game kept by one scorer): that table alone."""
    table, other = scorer.start_table(), scorer.start_table(name="Table 2")
    made = scorer.submit(f"/tables/{table}/scoresheet", f"/tables/{table}/phone-link", do="issue")
    assert made.status_code == 302
    sheet = scorer.client.get(f"/tables/{table}/scoresheet").get_data(as_text=True)
    found = re.search(r'href="http://localhost(/t/[A-Za-z0-9_-]+)" class="table-link"', sheet)
    assert found and "<svg" in sheet
    client, landed = phone(scorer, found.group(1))
    assert landed.endswith(f"/tables/{table}") and client.get(landed).status_code == 200
    assert form(client, landed, f"/tables/{table}/events", type="shuffle", seat="S").status_code in (200, 302)
    assert client.get(f"/tables/{other}").status_code == 404
    scorer.submit(f"/tables/{table}/scoresheet", f"/tables/{table}/phone-link", do="revoke")
    assert "/auth/login" in client.get(landed).headers["Location"]


def _ring(client: Any, page_path: str, evening: int, **data: Any) -> str:
    """The bell rung from a page; what the page then says."""
    answer = form(client, page_path, f"/evenings/{evening}/bell", **data)
    assert answer.status_code == 302
    return markup.unescape(client.get(answer.headers["Location"]).get_data(as_text=True))


def test_foster_progressive_bell_only_the_head_table_or_the_director_rings_asked_first_if_the_game_is_not_won(
        scorer: Scorer) -> None:
    """foster:progressive#game: "Five points is a game, and after that number is reached by either side at the head
    table, the bell is struck": another table's phone cannot ring; the head table's page, its game not won, asks
    first and quotes the sentence; said yes to, the bell rings."""
    evening, _ = drawn(scorer)
    links = links_of(page(scorer, evening))
    tables = tables_of(page(scorer, evening))
    second, second_page = phone(scorer, links[2])
    said = _ring(second, second_page, evening, back=str(tables[1]), round="1")
    assert "only round 1's head table (table 1), or the director, rings the bell" in said
    said = _ring(second, second_page, evening, round="1")  # a phone is no director
    assert "only round 1's head table" in said
    head, head_page = phone(scorer, links[1])
    shown = head.get(head_page).get_data(as_text=True)
    assert 'id="ring-question"' in shown and GAME in shown  # asked on the page before it is sent
    said = _ring(head, head_page, evening, back=str(tables[0]), round="1")
    assert "the head table's game is not won (NS 0 · EW 0)" in said and GAME in said
    assert "The bell has rung" not in head.get(f"/evenings/{evening}/bell").get_data(as_text=True)
    said = _ring(head, head_page, evening, back=str(tables[0]), round="1", confirm="1")
    assert "The bell: play ceases at every table (round 1)" in said


def test_foster_progressive_bell_a_stale_page_is_refused_and_told_the_round_and_the_phones_follow_their_tables(
        scorer: Scorer) -> None:
    """A head table's page left open from round 1 rings no bell of round 2: refused, told the round being played.
    When round 2 is seated each table's phone, asking its bell's fragment, is sent on to its table of round 2."""
    evening, token = drawn(scorer)
    links = links_of(page(scorer, evening))
    tables = tables_of(page(scorer, evening))
    head, head_page = phone(scorer, links[1])
    for dealer in "NES":  # North and South march three times: the game at the head table
        deal(scorer, tables[0], dealer, {"type": "outcome", "seat": "N", "tricks": "5"})
    for t, dealer in ((tables[1], "N"), (tables[2], "N"), (tables[3], "N")):
        deal(scorer, t, dealer, {"type": "outcome", "seat": "E", "tricks": "3"})
    stale_form = head.get(head_page).get_data(as_text=True)  # the page as it stood in round 1
    assert 'id="ring-bell"' in stale_form and 'id="ring-question"' not in stale_form  # the game is won: no question
    said = _ring(head, head_page, evening, back=str(tables[0]), round="1")
    assert "The bell: play ceases at every table (round 1)" in said
    bell = head.get(f"/evenings/{evening}/bell?round=1").get_data(as_text=True)
    seen = re.search(r"v=(\d+)", bell)
    assert seen and "The bell has rung (round 1)" in bell
    assert scorer.submit(f"/evenings/{evening}", f"/evenings/{evening}/rounds").status_code == 302
    moved = head.get(f"/evenings/{evening}/bell?round=1&v={seen.group(1)}")
    assert moved.status_code == 200 and moved.headers["HX-Redirect"] == links[1]  # the phone follows its table
    landed = head.get(links[1]).headers["Location"]
    round_two = tables_of(page(scorer, evening))[:4]
    assert landed.endswith(f"/tables/{round_two[0]}")
    shown = head.get(landed).get_data(as_text=True)
    assert "round 2 · table 1" in shown
    names = re.search(r'<li>Table 1: N ([^,]+), E ([^,]+), S ([^,]+), W ([^<]+)</li>', page(scorer, evening))
    assert names and all(n.strip() in shown for n in names.groups())  # its new players named
    fields = {"csrf_token": Scorer.csrf(stale_form), "back": str(tables[0]), "round": "1"}
    said = markup.unescape(head.get(head.post(f"/evenings/{evening}/bell", data=fields).headers["Location"])
                           .get_data(as_text=True))
    assert "this page is round 1's, and round 2 is being played" in said
    director = scorer.submit(f"/evenings/{evening}", f"/evenings/{evening}/bell", round="1")  # the director's, stale
    assert "round 2 is being played" in scorer.client.get(director.headers["Location"]).get_data(as_text=True)
    assert 2 not in read_bells(scorer, evening)
    old = head.post(f"/tables/{tables[0]}/deals", data={"csrf_token": fields["csrf_token"], "sequence": "9",
                                                        "dealer": "N"})
    assert old.status_code == 409 and "round 2 is being played" in markup.unescape(old.get_data(as_text=True))
    assert head.get(f"/tables/{tables[0]}").headers["Location"].endswith(f"/tables/{round_two[0]}")
    players = scorer.client.application.test_client().get(f"/e/{token}?player=p1").get_data(as_text=True)
    assert 'id="sits-now"' in players and "Round 2: table" in players


def read_bells(scorer: Scorer, evening: int) -> list[int]:
    return [int(n) for n in re.findall(r"#\d+ bell\s+round (\d+)", page(scorer, evening))]


def test_foster_progressive_after_the_bell_a_tables_page_offers_only_what_the_law_lets_it_record(
        scorer: Scorer) -> None:
    """foster:progressive#bell: "Upon the tap of the bell all play immediately ceases, even if in the middle of a
    deal": the deal in hand is closed as stopped, and no new deal offered; #ties: "In case of ties in points at any
    table when the bell taps, those having won the most tricks on the next hand are declared the winners": the tied
    table is asked for the next hand alone, then (tied again) for the ladies' cut (#tie-cut). Each table's header
    says the score the evening counts."""
    evening, _ = drawn(scorer)
    links = links_of(page(scorer, evening))
    tables = tables_of(page(scorer, evening))
    for dealer in "NES":
        deal(scorer, tables[0], dealer, {"type": "outcome", "seat": "N", "tricks": "5"})
    deal(scorer, tables[1], "N", {"type": "outcome", "seat": "N", "tricks": "3"})
    deal(scorer, tables[1], "E", {"type": "shuffle", "seat": "E"})  # in the middle of a deal at the bell
    deal(scorer, tables[2], "N", {"type": "outcome", "seat": "N", "tricks": "3"})
    deal(scorer, tables[2], "E", {"type": "outcome", "seat": "E", "tricks": "3"})  # tied, one each
    scorer.submit(f"/tables/{tables[0]}", f"/evenings/{evening}/bell", back=str(tables[0]), round="1")
    second, second_page = phone(scorer, links[2])
    deal(scorer, tables[1], "S", {"type": "outcome", "seat": "E", "tricks": "5"})  # played on after the bell
    shown = second.get(second_page).get_data(as_text=True)
    assert 'id="stopped-deal"' in shown and "Deal 2 was stopped by the bell: it counts nothing." in shown
    assert BELL in shown
    assert "The evening counts: <strong>NS 1</strong> · <strong>EW 0</strong>" in shown  # not the table's NS 1 · EW 2
    assert 'id="round-over"' in shown
    for offered in ('id="outcome"', 'data-type="new_deal"', "Start the next deal", 'id="record"', 'class="tap"'):
        assert offered not in shown, offered
    third, third_page = phone(scorer, links[3])
    shown = third.get(third_page).get_data(as_text=True)
    assert 'id="next-hand-asked"' in shown and TIES in shown
    assert 'id="outcome"' in shown and 'id="ring-bell"' not in shown
    assert form(third, third_page, f"/tables/{tables[2]}/outcome", seat="S", tricks="3").status_code == 302
    decided = third.get(third_page).get_data(as_text=True)  # three tricks to two on the next hand: decided
    assert 'id="round-over"' in decided and "tricks next hand" in decided and 'id="outcome"' not in decided
    row = re.search(r'<tr data-table="3">.*?</tr>', page(scorer, evening), re.S)
    assert row and "tricks next hand" in row.group(0)


def test_foster_progressive_tie_cut_a_table_tied_on_the_next_hand_too_is_asked_for_the_ladies_cut(
        scorer: Scorer) -> None:
    """foster:progressive#tie-cut: "If that is also a tie, the ladies cut to decide it, the lowest cut going up."
    A hand in which no one made the trump is a hand in which neither side won a trick (a reading, round_tables):
    tied again, the table's page asks for the cut and records it."""
    evening, _ = drawn(scorer)
    links = links_of(page(scorer, evening))
    tables = tables_of(page(scorer, evening))
    for dealer in "NES":
        deal(scorer, tables[0], dealer, {"type": "outcome", "seat": "N", "tricks": "5"})
    deal(scorer, tables[3], "N", {"type": "outcome", "seat": "N", "tricks": "3"})
    deal(scorer, tables[3], "E", {"type": "outcome", "seat": "E", "tricks": "3"})  # tied, one each, between deals
    scorer.submit(f"/tables/{tables[0]}", f"/evenings/{evening}/bell", back=str(tables[0]), round="1")
    fourth, fourth_page = phone(scorer, links[4])
    assert 'id="next-hand-asked"' in fourth.get(fourth_page).get_data(as_text=True)
    deal(scorer, tables[3], "S", {"type": "deal", "turn_up": "JH"}, *({"type": "pass", "seat": s} for s in "WNESWNES"))
    shown = fourth.get(fourth_page).get_data(as_text=True)
    assert 'id="tie-cut-asked"' in shown and cite("foster:progressive#tie-cut").law.text in shown
    assert 'id="outcome"' not in shown and "Start the next deal" not in shown
    cut = form(fourth, fourth_page, f"/evenings/{evening}/tie", round="1", table="4", back=str(tables[3]),
               cut__N="9H", cut__E="KS", cut__S="QD", cut__W="AC")
    assert cut.status_code == 302
    assert 'id="round-over"' in fourth.get(fourth_page).get_data(as_text=True)


def test_the_projector_and_the_seasons_standings_are_read_by_their_links(scorer: Scorer) -> None:
    evening, token = drawn(scorer)
    anyone = scorer.client.application.test_client()
    projector = anyone.get(f"/e/{token}/projector").get_data(as_text=True)
    assert 'class="site"' not in projector and 'class="projector-page"' in projector
    assert projector.count('<li data-player=') == 16 and "Round 1: at the tables" in projector
    assert "big=1" in projector  # the bell, large, polled every second
    assert anyone.get("/standings").status_code == 302
    scorer.submit("/standings", "/standings/link", do="issue")
    found = re.search(r'href="http://localhost(/s/[A-Za-z0-9_-]+)"', scorer.client.get("/standings").get_data(as_text=True))
    assert found
    season = anyone.get(found.group(1))
    assert season.status_code == 200 and "standings" in season.get_data(as_text=True)
    assert 'class="site"' not in season.get_data(as_text=True) and "Make a read-only link" not in season.get_data(
        as_text=True)
    scorer.submit("/standings", "/standings/link", do="revoke")
    assert anyone.get(found.group(1)).status_code == 404
