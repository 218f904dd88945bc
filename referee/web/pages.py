"""The pages a scorer uses at the table (server-rendered, phone first).

Start a table; record a deal as it happens; tell a dispute in plain terms;
read the ruling with the laws quoted and elect a penalty; the scoresheet
(shared read-only by link); the history with its corrections; the PDFs.
"""
from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from typing import Any

from flask import Blueprint, abort, flash, g, redirect, render_template, request, url_for
from sqlalchemy import select
from werkzeug.wrappers import Response

from ..documents.own_sheet import OwnSheet, own_sheet
from ..documents.paper import TRUMP_NAMES, TRUMP_SYMBOLS, side_labels, signed
from ..documents.qr import qr_svg
from ..documents.scoresheet import TableSheet, Total, table_sheet
from ..games import GAMES as REGISTERED_GAMES
from ..law.laws import shown
from ..law.rulings import ELECTABLE
from ..questions import DealQuestions
from ..record import InvalidRecord
from ..store import FACT, NEW_DEAL, RETRACT, Club, GameTable, SequenceConflict, create_table
from ..store.kept import season_standings
from ..store.log import Outline, ShownDeal, history_page, opened_deal, outline, shown_deal
from ..store.table_log import Entry
from ..table.owner import asks_its_parts
from . import pdf
from .auth import login_required
from .bounds import EVENING_TABLES, number_or_text, whole_number
from .db import get_db
from .evenings import AtEvening, evening_of
from .links import phone_link, reached_table, table_pages
from .quick import OVER, offer, outcome_bids, outside_pack, result_words, shared, slip
from .table_form import asked_game, codes_offered, first_code, form_options, option_labels, options_from, seats_for
from .tables import SHARE_TOKEN, InvalidEvent, TableView, club_table, played_at, shared_table, table_header, write
from .view import (
    CHOICES,
    EVENT_FIELDS,
    card_label,
    deal_state,
    dealers_partner,
    declarations,
    describe,
    event_from_form,
    event_labels,
    field_label,
    form_of,
    game_score,
    its_facts,
    left_the_hands,
    on_the_pack,
    outcome_from_form,
    pack_by_suit,
    partner_said,
    suggest,
    suggest_again,
    typed_from_form,
    who_elects,
)

bp = Blueprint("pages", __name__)

#: The dispute page: what happened, in plain words, and the facts it records.
DISPUTES = {
    "revoke": "A player did not follow suit though he could (a revoke)",
    "lead": "A player led or played out of turn",
    "exposed": "A card was dropped, named or shown",
    "two_played": "A player played two cards to a trick",
    "took_back": "A player took back a card he had played",
    "looked_back": "A player looked at a trick already turned",
    "remark": "A player called attention to something (score, trick, trump card, bridge)",
    "misdeal": "Something went wrong in the deal",
    "abandon": "A player threw in his hand",
}
#: What the dispute form calls the fields of the facts it records, where the errors name them (``field_label``):
#: the offender ("Who did it") is each fact's seat, but a claim's seat is the claimant and its offender ``against``.
DISPUTE_LABELS = {"what": "The trouble", "seat": "Who did it", "cards": "Cards the offender shows",
                  "count": "How many cards"}
CLAIM_LABELS = {**DISPUTE_LABELS, "seat": "Who claims it", "against": "Who did it", "trick": "In which trick"}
#: What the other forms call the fields their errors name, where the scorer's form's names (``FIELD_LABELS``) are not
#: theirs: the new-table form, the elect form (the ruling page) and the correction form (the history).
NEW_TABLE_LABELS = {"seats": "Seats, clockwise", "dealer": "First dealer", **option_labels()}
ELECT_LABELS = {"seat": "Elected by"}
RETRACT_LABELS = {"sequence": "Strike out"}
MISDEALS = {
    "faced_in_pack": "A card was found faced in the pack", "exposed_in_deal": "A card was exposed in dealing",
    "out_of_turn": "The wrong player dealt", "wrong_pack": "The wrong pack was dealt",
    "imperfect_pack": "The pack was imperfect", "wrong_count": "A hand had too many or too few cards",
    "mixed_rounds": "The rounds of the deal were mixed", "counted_cards": "The dealer counted cards",
    "dealt_incorrectly": "The cards were dealt incorrectly", "not_cut": "The pack was not cut",
    "reshuffled_after_cut": "The pack was shuffled again after the cut", "interrupted": "The deal was interrupted",
}


#: The standings' figures besides the points, with their heads, in the order shown; all but the rubbers also rank
#: the rows, in that order and before the points (``scoresheet._ranked``).
FIGURES = {"rubber_points": "Rubber points", "rubbers": "Rubbers", "games": "Games"}


def _figures(rows: Sequence[Total]) -> list[str]:
    """The figures the standings show for ``rows``: those some row has (a player who only played Call-Ace has no
    rubbers or games; a table played without rubbers, no rubber points)."""
    return [f for f in FIGURES if any(getattr(t, f) is not None for t in rows)]


#: For each form field, the event types that use it (the form shows only those).
FIELD_TYPES = {name: " ".join(kind for kind, names in EVENT_FIELDS.items() if name in names)
               for name in {n for names in EVENT_FIELDS.values() for n in names}}


def _sequence() -> int:
    """The ``sequence`` the form expects its (first) event to take."""
    value = whole_number(request.form.get("sequence"))
    if value is None:
        abort(400, "The form carries no event sequence: reload the page.")
    return value


def _number_arg(value: str | None, what: str = "deal") -> int | None:
    """A whole number the page was asked for (a deal's index, an entry's sequence), ``None`` if not asked."""
    if value is None or value == "":
        return None
    number = whole_number(value)
    if number is None:
        abort(400, f"No {what} {value[:20]!r}.")
    return number


#: What every table page's template draws with.
HELPERS = {"card_label": card_label, "describe": describe, "dealers_partner": dealers_partner, "its_facts": its_facts,
           "partner_said": partner_said, "suit_symbols": TRUMP_SYMBOLS, "suit_names": TRUMP_NAMES,
           "side_labels": side_labels, "signed": signed, "law_text": shown, "outcome_bids": outcome_bids}


def _refused(err: InvalidRecord, labels: Mapping[str, str]) -> str:
    """A write's errors in a line, each field named as the form that sent it names it (``labels``)."""
    return "; ".join(f"{field_label(e['path'], labels)}: {e['message']}" for e in err.errors)


def _outlined(table: GameTable, outline: Outline, **extra: Any) -> dict[str, Any]:
    """What a table page's template draws its head with, from the table's outline."""
    record = outline.record
    return {"table": table, "record": record, "game": played_at(table), "ruling": outline.summary,
            "players": record["players"], "seats": record["seats"], "head": outline.head,
            "score": game_score(outline.summary, outline.last_status),
            "at_evening": evening_of(table), **HELPERS, **extra}


def _context(view: TableView, **extra: Any) -> dict[str, Any]:
    deals = view.record["deals"]
    deal = extra.pop("deal", None)
    if deal is None or not 0 <= deal < len(deals):
        deal = len(deals) - 1
    last = view.ruling["deals"][-1]["status"] if view.ruling["deals"] else None
    return {
        "table": view.table, "view": view, "record": view.record, "game": view.game, "ruling": view.ruling,
        "players": view.players,
        "seats": view.record["seats"], "head": view.head, "deal": deal, "score": game_score(view.ruling, last),
        "at_evening": evening_of(view.table), **HELPERS, **extra,
    }


@bp.get("/")
def index() -> str:
    tables: list[GameTable] = []
    if g.scorer is not None:
        tables = list(get_db().scalars(select(GameTable).where(GameTable.club_id == g.scorer.club_id)
                                       .order_by(GameTable.id.desc())))
    return render_template("index.html", tables=tables)


@bp.get("/standings")
@login_required
def standings() -> str:
    """The club's season: every table added up per player and per partnership, each game apart, from the totals
    kept with each table (``store.kept.season_standings``)."""
    db = get_db()
    season = season_standings(db, g.scorer.club_id)
    db.commit()  # totals made afresh for tables from before they were kept are kept
    return render_template("standings.html", season=season, signed=signed, figures=FIGURES, figures_of=_figures,
                           club=g.scorer.club, shared=False)


@bp.post("/standings/link")
@login_required
def standings_link() -> Response:
    """The season's standings shared read-only (a projector's, say): a new link (the old one, if any, opens nothing
    now), or none (``do=revoke``)."""
    club = g.scorer.club
    club.standings_token = None if request.form.get("do") == "revoke" else secrets.token_urlsafe(18)
    get_db().commit()
    flash("The standings' read-only link is revoked." if club.standings_token is None else
          "Anyone with the standings' link can read them (never write); a new link revokes this one.")
    return redirect(url_for("pages.standings") + "#standings-link")


@bp.get("/s/<token>")
def shared_standings(token: str) -> str:
    """The club's season read by its link (no log-in; nothing else of the club is reached with it)."""
    club = get_db().scalar(select(Club).where(Club.standings_token == token)) if SHARE_TOKEN.fullmatch(token) else None
    if club is None:
        abort(404)
    season = season_standings(get_db(), club.id)
    return render_template("standings.html", season=season, signed=signed, figures=FIGURES, figures_of=_figures,
                           club=club, shared=True)


@bp.get("/evening.pdf")
@login_required
def evening_pdf() -> Any:
    """The evening's sheet of the tables ticked on the list of tables (``table``: their ids, in order)."""
    ids = request.args.getlist("table")
    if not ids:
        flash("Tick the tables of the evening, then print their sheet.", "error")
        return redirect(url_for("pages.index"))
    numbers = [whole_number(i) for i in dict.fromkeys(ids)]
    if None in numbers:
        abort(400, f"No table {ids[numbers.index(None)][:20]!r}.")
    if len(numbers) > EVENING_TABLES:
        abort(422, f"{len(numbers)} tables ticked: an evening's sheet adds up at most {EVENING_TABLES}.")
    views = [TableView(club_table(n, g.scorer)) for n in numbers if n is not None]
    return pdf.evening(views, f"{g.scorer.club.name}: the evening's scoresheet")


@bp.route("/tables/new", methods=("GET", "POST"))
@login_required
def new_table() -> Any:
    form = request.form
    errors: list[dict[str, Any]] = []
    chosen = form.get("game") or asked_game(request.args.get("game"))
    if request.method == "POST":
        game, code = chosen, form.get("code") or (REGISTERED_GAMES[chosen].codes[0] if chosen in REGISTERED_GAMES else "")
        seats = [s.strip() for s in form.get("seats", "N E S W").replace(",", " ").split()]
        players = {seat: form.get(f"player.{i}", "") for i, seat in enumerate(seats)}
        options = options_from(form, game)
        dealer = form.get("dealer", "0")  # the index of the dealer's seat
        at = whole_number(dealer)
        dealer = seats[at] if at is not None and 0 <= at < len(seats) else dealer
        db = get_db()
        try:
            table = create_table(db, g.scorer.club, name=form.get("name", ""), game=game, code=code, seats=seats,
                                 players=players, options=options, dealer=dealer, scorer_id=g.scorer.id)
            db.commit()
        except InvalidRecord as err:
            db.rollback()
            errors = err.errors
        else:
            flash(f"Table started: {table.name}. Deal 1 is dealt by {dealer}.")
            return redirect(url_for("pages.table", table_id=table.id))
    return render_template("tables/new.html", form=form, errors=errors, field_labels=NEW_TABLE_LABELS,
                           games=REGISTERED_GAMES, chosen=chosen, codes=codes_offered(), options=form_options(),
                           code=form.get("code") or first_code(chosen), seats=form.get("seats") or seats_for(chosen),
                           seats_for=seats_for,
                           partnered=" ".join(n for n, game in REGISTERED_GAMES.items() if not game.hidden_partner)
                           ), 422 if errors else 200


@bp.get("/tables/<int:table_id>")
@table_pages
def table(table_id: int) -> Any:
    return _record_page(reached_table(table_id), deal=_number_arg(request.args.get("deal")),
                        replace=_number_arg(request.args.get("replace"), "event"),
                        before=_number_arg(request.args.get("before"), "event"),
                        scores_only=request.args.get("scores") == "1")


def _standing(shown: ShownDeal, sequence: int, what: str) -> Entry:
    """The live fact ``sequence`` of the deal shown; 400 if there is none."""
    found = next((e for e in shown.entries if e.sequence == sequence and e.kind == FACT and e.is_live), None)
    if found is None or found.index is None:
        abort(400, f"No fact #{sequence} standing in this deal to {what}.")
    return found


def _record_page(table: GameTable, status: int = 200, deal: int | None = None, form: Any = None,
                 replace: int | None = None, before: int | None = None, **extra: Any) -> Any:
    """The scorer's page for one deal: read from the state kept with the log and that deal's events
    (``shown_deal``), so that it costs the same at any table. With ``replace``, the form records a live fact
    of the deal again, corrected, in its place (filled in with it as it was recorded, its hands too); with
    ``before``, a fact forgotten before that live fact of the deal."""
    shown = shown_deal(get_db(), table, deal)
    record = shown.carried
    game = played_at(table)
    dealt = _deal_of(shown) if shown.dealer is not None else None
    facts = shown.facts
    replacing = inserting = None
    if replace is not None:
        replacing = _standing(shown, replace, "record again")
        assert dealt is not None and replacing.index is not None  # a live fact of the deal shown
        form = form or form_of(replacing.body)
        hint = suggest_again(game, record, dealt, replacing.index, replacing.body.get("seat"),  # his cards
                             shown.position)
        facts = facts[:replacing.index] + facts[replacing.index + 1:]  # the others, among which it is recorded
    elif before is not None:
        inserting = _standing(shown, before, "record a fact before")
        assert dealt is not None and inserting.index is not None
        hint = suggest_again(game, record, dealt, inserting.index, None, shown.position)  # as the deal stood then
        facts = facts[:inserting.index]
    else:
        hint = suggest(game, record, dealt, index=shown.position)
    form = form or {}
    gone = left_the_hands(facts)
    at = evening_of(table)
    # after the bell of its round (foster:progressive#bell): the deal it stopped takes no fact; the table decided, or
    # its tie gone to the cut, records nothing more; a tie records its next hand (#ties) and nothing else
    halted = at is not None and at.bell is not None and (not at.tied or at.to_cut)
    stopped = at is not None and at.result is not None and at.result.get("stopped") == shown.position
    over = shown.ruling is None or shown.ruling["status"] in OVER or stopped
    live = [e for e in shown.entries if e.is_live and e.kind in (FACT, NEW_DEAL)]
    cut_for = not (replacing or inserting) and _cut_for(shown, at) is not None
    return render_template(
        "tables/record.html", table=table, record=record, ruling=shown.summary,
        card_row=shared, last=live[-1] if live and not (replacing or inserting) else None, fresh=not facts,
        offer=None if replacing or inserting or over or halted else offer(game, record, dealt, shown.position, hint,
                                                                 pack_by_suit(record), gone, on_the_pack(facts)),
        election=next((e for e in reversed(live) if e.body.get("type") == "elect"), None) if hint.kind == "call"
        else None, inserting=inserting,
        result=result_words(game, shown.ruling, record, side_labels(game, record)) if shown.ruling and over else "",
        score=game_score(shown.summary, shown.last_status), players=record["players"],
        seats=record["seats"], head=shown.head, deal=shown.position, n=shown.count, d=shown.ruling,
        next_dealer=shown.next_dealer, next_dealers=_next_dealers(shown.summary, shown.next_dealer, record["seats"]),
        entries=shown.entries, hint=hint, pack=pack_by_suit(record),
        gone=gone, on_the_pack=on_the_pack(facts), partner=dealers_partner(game, record, shown.dealer),
        event_labels=event_labels(game, record, form.get("type")), field_types=FIELD_TYPES, form=form,
        choices={**CHOICES, "what": declarations(game, record, form.get("what")) or CHOICES["what"]},
        selected_type=form.get("type") or hint.kind, selected_seat=form.get("seat") or hint.seat,
        replacing=replacing, at_evening=at, halted=halted, stopped=stopped, game=game,
        cut_for=cut_for, **HELPERS, **extra), status


def _shown(table: GameTable, message: str, deal: int | None = None) -> Any:
    """After a write: the scorer's page, said what was recorded. Asked by htmx (a tap), the page itself, of which
    it swaps the main part; else a redirect to it."""
    if request.headers.get("HX-Request"):
        return _record_page(table, deal=deal)  # the page says the fact as its last
    flash(message)
    return redirect(url_for("pages.table", table_id=table.id, deal=deal))


def _asked(table: GameTable, deal: int | None, question: str, fact: str,
           instead: Mapping[str, str] | None = None) -> Any:
    """A slip asked about, nothing recorded: "Record it" sends the form again, not asking (or, ``instead``, the fact
    recorded in its place, its button's ``label``); the form below holds the fact to fix it."""
    fields = [(k, v) for k, v in request.form.items(multi=True) if k != "ask"]
    label = "Record it"
    if instead is not None:
        fields = [(k, v) for k, v in fields if k in ("csrf_token", "sequence", "deal")] + \
            [(k, v) for k, v in instead.items() if k != "label"]
        label = instead.get("label", label)
    return _record_page(table, deal=deal, form=request.form, slip={
        "question": question, "fact": fact, "action": request.path, "fields": fields, "label": label})


def _deal_of(shown: ShownDeal) -> dict[str, Any]:
    """The shown deal as the offer and the slip fold it alone: its dealer and facts, and its pone where its ruling
    names one (Pool Écarté's: who plays is the pool's, which the deal alone does not tell)."""
    out: dict[str, Any] = {"dealer": shown.dealer, "events": shown.facts}
    if shown.ruling is not None and shown.ruling.get("pone") is not None:
        out["pone"] = shown.ruling["pone"]
    return out


def _next_dealers(summary: Mapping[str, Any] | None, next_dealer: str | None, seats: list[str]) -> list[str]:
    """Who may deal the next deal, as the ruling says: its next dealer; where none is named and the ruling names the
    next game's players (Pool Écarté: the winner and the rentrant cut for the deal, foster:pool-ecarte#rentrant), each
    of them, or all three where the pool was won and all cut (#new-pool); else the first seat."""
    if next_dealer is not None:
        return [next_dealer]
    if summary is not None and "next_game" in summary:
        return list((summary["next_game"] or {}).get("players") or seats)
    return seats[:1]


@bp.post("/tables/<int:table_id>/events")
@table_pages
def record_event(table_id: int) -> Any:
    table = reached_table(table_id)
    kind = request.form.get("type", "")
    deal = _number_arg(request.form.get("deal"))
    header = table_header(table)
    game = played_at(table)
    sent = {name: " ".join(request.form.getlist(name)) for name in request.form}  # the cards picked, in one field
    body = event_from_form(kind, sent, header["seats"]) if kind in EVENT_FIELDS else {"type": kind}
    body.update(typed_from_form(game, kind, sent))
    replace = _number_arg(request.form.get("replace"), "event")
    before = _number_arg(request.form.get("before"), "event")
    if request.form.get("ask") and replace is None and before is None:
        strange = outside_pack(header, body, header["players"])  # a seven at a table of the 24-card pack
        if strange is not None:
            return _asked(table, deal, strange.question, strange.fact, strange.instead)
        shown = shown_deal(get_db(), table, deal)
        if shown.dealer is not None and shown.ruling is not None and shown.ruling["status"] not in OVER:
            found = slip(game, shown.carried, _deal_of(shown), shown.position, body,
                         header["players"])
            if found is not None:
                return _asked(table, deal, found.question, found.fact)
    writes: list[tuple[Any, int | None] | tuple[Any, int | None, int | None]] = [(body, deal)]
    if replace is not None:  # struck out, and recorded again in its place
        reason = request.form.get("reason", "").strip() or "recorded again, corrected"
        writes = [({"type": RETRACT, "sequence": replace, "reason": reason}, None), (body, deal, replace)]
    elif before is not None:  # struck out, the forgotten fact recorded in its place, and it again after it
        later = _standing(shown_deal(get_db(), table, deal), before, "record a fact before")
        writes = [({"type": RETRACT, "sequence": before, "reason": "a fact forgotten before it is recorded"}, None),
                  (body, deal, before), (dict(later.body), deal, before)]
    try:
        written = write(table, writes, _sequence(), g.scorer)
    except InvalidRecord as err:
        return _record_page(table, 422, deal=deal, form=request.form, replace=replace, before=before,
                            errors=err.errors)
    except SequenceConflict as err:
        return _record_page(table, 409, deal=deal, form=request.form, replace=replace, before=before,
                            conflict=str(err))
    event = written[1] if before is not None else written[-1]
    where = f", in the place of #{replace}" if replace is not None else \
        f", before #{before} (recorded again after it as #{written[-1].sequence})" if before is not None else ""
    partner = None
    if kind == "order_up":  # the dealer's partner's is an assist, and is said as one
        partner = dealers_partner(game, header, (outline(get_db(), table).dealers or [])[-1 if deal is None else deal])
    said = describe(body, header['players'], partner, game=game)
    return _shown(table, f"Recorded event {event.sequence}: {said}{where}.", deal)


@bp.post("/tables/<int:table_id>/deals")
@table_pages
def new_deal(table_id: int) -> Any:
    table = reached_table(table_id)
    game = played_at(table)
    body = {"type": NEW_DEAL, "dealer": request.form.get("dealer", "")}
    shown = shown_deal(get_db(), table)
    if request.form.get("ask"):
        if shown.ruling is not None and shown.facts and shown.ruling["status"] not in OVER:
            return _asked(table, None, f"Deal {shown.position + 1} is not over ({shown.ruling['status']}): a new deal "
                          "now leaves it as it stands, and it is ruled so. Record it, or fix it?",
                          describe(body, shown.record["players"], game=game))
    writes: list[tuple[Any, int | None]] = [(body, None)]
    opening = _cut_for(shown, evening_of(table))
    if opening is not None:  # the evening table's first deal, begun when its round was seated: dealt by him instead
        if body["dealer"] == shown.dealer:
            return _shown(table, f"Deal 1 is dealt by {body['dealer']}, as the cut chose him.")
        writes = _dealt_by(opening, str(body["dealer"]))
    try:
        written = write(table, writes, _sequence(), g.scorer)
    except InvalidRecord as err:
        return _record_page(table, 422, errors=err.errors)
    except SequenceConflict as err:
        return _record_page(table, 409, conflict=str(err))
    header = table_header(table)
    players = header["players"]
    said = "; ".join(f"event {w.sequence}: {describe(b, players, game=game)}"
                     for w, (b, _) in zip(written, writes))
    return _shown(table, f"Recorded {said}.")


def _cut_for(shown: ShownDeal, at: AtEvening | None) -> Entry | None:
    """The opening of an evening table's first deal, begun when its round was seated, while it holds nothing and no
    bell has rung (foster:progressive: "All being seated, the deal is cut for at each table, and play begins"): dealt
    by the table's first seat until the table says whom the cut chose (``_dealt_by``); ``None`` for any other deal."""
    if at is None or at.bell is not None or shown.count != 1 or shown.facts:
        return None
    return next((e for e in shown.entries if e.kind == NEW_DEAL and e.is_live), None)


def _dealt_by(opening: Entry, dealer: str) -> list[tuple[Any, int | None]]:
    """The first deal dealt by ``dealer``, whom the cut chose: its opening struck out and the deal begun again by him
    (a correction: the history keeps both)."""
    return [({"type": RETRACT, "sequence": opening.sequence, "reason": f"the cut for deal chose {dealer}"}, None),
            ({"type": NEW_DEAL, "dealer": dealer}, None)]


@bp.post("/tables/<int:table_id>/outcome")
@table_pages
def record_outcome(table_id: int) -> Any:
    """Scores only: a deal by its outcome (maker, trump, alone, the makers' tricks), scored by the code. The deal in
    play takes it; a deal over, the next deal is opened with it (its dealer the one in turn), in one write."""
    table = reached_table(table_id)
    shown = shown_deal(get_db(), table)
    game = played_at(table)
    body = outcome_from_form(game, request.form, shown.record)
    writes: list[tuple[Any, int | None]] = [(body, None)]
    seats = shown.record["seats"]
    chosen = request.form.get("dealer")
    opening = _cut_for(shown, evening_of(table))
    if opening is not None and chosen in seats and chosen != shown.dealer:  # the cut chose another to deal it
        writes[:0] = _dealt_by(opening, str(chosen))
    elif shown.ruling is None or shown.ruling["status"] in OVER:
        chosen = chosen if shown.dealer is None else None  # no deal begun: its dealer as the form says the cut chose
        writes.insert(0, ({"type": NEW_DEAL, "dealer": chosen if chosen in seats else shown.next_dealer or seats[0]},
                          None))
    try:
        written = write(table, writes, _sequence(), g.scorer)
    except InvalidRecord as err:
        return _record_page(table, 422, form=request.form, errors=err.errors, scores_only=True)
    except SequenceConflict as err:
        return _record_page(table, 409, form=request.form, conflict=str(err), scores_only=True)
    players = shown.record["players"]
    said = "; ".join(f"event {w.sequence}: {describe(b, players, game=game)}"
                     for w, (b, _) in zip(written, writes))
    flash(f"Recorded {said}.")
    if request.headers.get("HX-Request"):
        return _record_page(table, scores_only=True)
    return redirect(url_for("pages.table", table_id=table_id, scores="1"))


@bp.post("/tables/<int:table_id>/undo")
@table_pages
def undo(table_id: int) -> Any:
    """The last fact taken back at the table: a correction that strikes it out (nothing is deleted; the history
    keeps both)."""
    table = reached_table(table_id)
    target = _number_arg(request.form.get("target"), "event")
    deal = _number_arg(request.form.get("deal"))
    body = {"type": RETRACT, "sequence": target, "reason": "undone at the table"}
    try:
        (event,) = write(table, [(body, None)], _sequence(), g.scorer)
    except InvalidRecord as err:
        return _record_page(table, 422, deal=deal, errors=err.errors)
    except SequenceConflict as err:
        return _record_page(table, 409, deal=deal, conflict=str(err))
    return _shown(table, f"Recorded event {event.sequence}: event {target} undone (struck out).", deal)


def dispute_events(form: Any) -> list[dict[str, Any]]:
    """The facts a dispute told in plain terms comes to, in the order they happened."""
    what, offender = form.get("what", ""), form.get("offender") or None
    card = (form.get("card") or "").strip().upper() or None

    def ev(type_: str, **fields: Any) -> dict[str, Any]:
        return {"type": type_, **{k: v for k, v in fields.items() if v not in (None, "", [])}}

    if what == "revoke":
        trick = (form.get("trick") or "").strip()
        events = []
        shown = (form.get("shown") or "").replace(",", " ").upper().split()
        if shown:
            events.append(ev("show", seat=offender, cards=shown))
        events.append(ev("claim", seat=form.get("claimant"), kind="revoke", against=offender,
                         trick=number_or_text(trick) if trick else None))
        return events
    if what == "lead":
        return [ev("play", seat=offender, card=card)]
    if what == "exposed":
        return [ev("expose", seat=offender, card=card, how=form.get("how") or "dropped")]
    if what == "two_played":
        return [ev("expose", seat=offender, card=card, how="two_played")]
    if what == "took_back":
        return [ev("take_back", seat=offender, card=card)]
    if what == "looked_back":
        return [ev("look_back", seat=offender)]
    if what == "remark":
        return [ev("remark", seat=offender, about=form.get("about") or "score")]
    if what == "misdeal":
        count = (form.get("count") or "").strip()
        return [ev("deal_fault", kind=form.get("fault"), seat=offender, card=card,
                   count=number_or_text(count) if count else None)]
    if what == "abandon":
        return [ev("abandon", seat=offender)]
    return []


@bp.route("/tables/<int:table_id>/dispute", methods=("GET", "POST"))
@table_pages
def dispute(table_id: int) -> Any:
    table = reached_table(table_id)
    table_now = outline(get_db(), table)
    dealers = table_now.dealers or []
    errors: list[dict[str, Any]] = []
    labels = DISPUTE_LABELS
    conflict = None
    deal = _number_arg(request.values.get("deal"))
    if request.method == "POST":
        events = dispute_events(request.form)
        if not events:
            errors = [{"path": "what", "value": request.form.get("what"), "message": "Say what happened."}]
        else:
            try:
                written = write(table, [(e, deal) for e in events], _sequence(), g.scorer)
            except InvalidEvent as err:
                errors = err.errors
                labels = CLAIM_LABELS if err.event["type"] == "claim" else DISPUTE_LABELS
            except SequenceConflict as err:
                conflict = str(err)
            else:
                players = table_now.record["players"]
                said = "; ".join(f"event {w.sequence}: {describe(e, players)}" for w, e in zip(written, events))
                flash(f"Recorded {said}.")
                shown = deal if deal is not None else len(dealers) - 1
                return redirect(url_for("pages.ruling", table_id=table_id) + f"#deal-{shown}")
        table_now = outline(get_db(), table)
        dealers = table_now.dealers or []
    if deal is None or not 0 <= deal < len(dealers):
        deal = len(dealers) - 1
    ctx = _outlined(table, table_now, dealers=dealers, deal=deal, form=request.form, errors=errors, field_labels=labels,
                    conflict=conflict, disputes=DISPUTES, misdeals=MISDEALS, choices=CHOICES,
                    pack=pack_by_suit(table_now.record))
    status = 409 if conflict else 422 if errors else 200
    return render_template("tables/dispute.html", **ctx), status


@bp.get("/tables/<int:table_id>/ruling")
@table_pages
def ruling(table_id: int) -> str:
    view = TableView(reached_table(table_id))
    facts = {(e.deal, e.index): e for e in view.log.entries() if e.index is not None}
    states = _open_states(view)
    return render_template("tables/ruling.html", **_context(
        view, facts=facts, electable=ELECTABLE,
        electors={(d, event): seat for d, state in states.items() for event, seat in state.electors().items()},
        entitled={(d, event): seats for d, state in states.items() for event, seats in state.entitled_seats().items()},
        offered={(d, event): options for d, state in states.items() for event, options in state.offered().items()},
        who_elects={(d, event): who for d, state in states.items()
                    for event, who in who_elects(state, view.players).items()}))


def _open_states(view: TableView) -> dict[int, DealQuestions]:
    """The engine's state of each deal with a ruling open to an election, by the deal's index: who is named as
    electing (``view.electors``), and who the options are given to (``view.who_elects``)."""
    header = {k: v for k, v in view.record.items() if k != "deals"}
    return {d["index"]: deal_state(header, view.record["deals"][d["index"]], d["index"]) for d in view.ruling["deals"]
            if any(r["options"] and r["elected"] is None for r in d["rulings"])}


@bp.post("/tables/<int:table_id>/elect")
@table_pages
def elect(table_id: int) -> Any:
    view = TableView(reached_table(table_id))
    deal = _number_arg(request.form.get("deal"))
    body: dict[str, Any] = {"type": "elect", "seat": request.form.get("seat", ""),
                            "option": request.form.get("option", "")}
    ruling_event = _number_arg(request.form.get("ruling_event"), "ruling")
    if ruling_event is not None:
        body["ruling_event"] = ruling_event  # the ruling the form stood under
    try:
        (event,) = write(view.table, [(body, deal)], _sequence(), g.scorer)
    except InvalidRecord as err:
        flash("Not recorded: " + _refused(err, ELECT_LABELS), "error")
    except SequenceConflict as err:
        flash(f"Not recorded: {err}", "error")
    else:
        flash(f"Recorded event {event.sequence}: {describe(body, view.players, game=view.game)}.")
    return redirect(url_for("pages.ruling", table_id=table_id) + f"#deal-{deal if deal is not None else ''}")


@bp.get("/tables/<int:table_id>/scoresheet")
@table_pages
def scoresheet_page(table_id: int) -> str:
    view = TableView(reached_table(table_id))
    return render_template("tables/scoresheet.html", shared=False, qr_svg=qr_svg,
                           phone_link=phone_link(view.table) if g.scorer is not None else None,
                           **_sheets(view), **_context(view))


def _sheets(view: TableView) -> dict[str, TableSheet | OwnSheet | None]:
    """The sheet the scoresheet page shows, and only that one: where the table's game owns its deal, its own sheet
    (``own``: the counters, the pool, the games won, from the store's kept ruling, which ``store.kept`` folds deal by
    deal from each deal's carry, as ``referee.rule`` does); else the table's sheet (``sheet``)."""
    if asks_its_parts(view.game):
        return {"own": own_sheet(view.record, view.table.name, view.ruling), "sheet": None}
    return {"own": None, "sheet": table_sheet(view.record, view.table.name, view.ruling)}


@bp.post("/tables/<int:table_id>/share")
@login_required
def share(table_id: int) -> Response:
    table = club_table(table_id, g.scorer)
    if table.share_token is None:
        table.share_token = secrets.token_urlsafe(18)
        get_db().commit()
    flash("Anyone with the share link can read this scoresheet; no one can write with it.")
    return redirect(url_for("pages.scoresheet_page", table_id=table_id))


@bp.get("/share/<token>")
def shared_scoresheet(token: str) -> str:
    view = TableView(shared_table(token))
    return render_template("tables/scoresheet.html", shared=True, token=token, **_sheets(view), **_context(view))


@bp.get("/tables/<int:table_id>/history")
@table_pages
def history(table_id: int) -> str:
    table = reached_table(table_id)
    page = history_page(get_db(), table, _number_arg(request.args.get("last"), "entry"))
    return render_template("tables/history.html", page=page, **_outlined(table, page.outline))


@bp.post("/tables/<int:table_id>/retract")
@table_pages
def retract(table_id: int) -> Any:
    table = reached_table(table_id)
    target = request.form.get("target", "")
    body = {"type": RETRACT, "sequence": number_or_text(target),
            "reason": request.form.get("reason", "").strip()}
    deal = opened_deal(get_db(), table, body["sequence"])  # a deal's opening: its facts are struck out with it
    try:
        (event,) = write(table, [(body, None)], _sequence(), g.scorer)
    except InvalidRecord as err:
        flash("Not corrected: " + _refused(err, RETRACT_LABELS), "error")
    except SequenceConflict as err:
        flash(f"Not corrected: {err}", "error")
    else:
        struck = f"event {target}" if deal is None else f"deal {deal[0] + 1}"
        with_facts = f" with {its_facts(deal[1])}" if deal is not None else ""
        flash(f"Recorded event {event.sequence}: {struck} struck out{with_facts} ({body['reason']}).")
    return redirect(url_for("pages.history", table_id=table_id))


@bp.get("/tables/<int:table_id>/ruling.pdf")
@table_pages
def ruling_pdf(table_id: int) -> Response:
    """The ruling report; ``referee``: the referee's name, printed on his line (else left for him to write: the
    scorer who prints it is not the referee)."""
    view = TableView(reached_table(table_id))
    deal = _number_arg(request.args.get("deal"))
    return pdf.ruling(view, deal, referee=request.args.get("referee", "").strip() or None)


@bp.get("/tables/<int:table_id>/scoresheet.pdf")
@table_pages
def scoresheet_pdf(table_id: int) -> Response:
    return pdf.scoresheet(TableView(reached_table(table_id)))


@bp.get("/share/<token>/scoresheet.pdf")
def shared_scoresheet_pdf(token: str) -> Response:
    return pdf.scoresheet(TableView(shared_table(token)))
