"""An evening's pages: the director's (Foster's hostess, "the referee in all disputes"), the bell that reaches every
table's page, and the players' and the projector's pages, which keep themselves current.

The director (a scorer of the club) starts an evening, enters or imports its players, runs the draw, rings the
bell, seats each next round as the ruling seats it, records a tie's cut and corrects any entry (an entry of its
own: ``store.evenings``). Each table of a round is an ordinary table of the club, recorded on its scorer's phone
by its own pages (``pages``), which show the evening's bell. The players and the projector read the evening by
its share link, never write.

Pages that keep themselves current poll a fragment with htmx (``every``): each asks with the version it shows
(``store.evenings.evening_version``, or the evening log's head for the bell), read in one statement, and is
answered 204 (no change: htmx swaps nothing) until something moved. The ruling (``referee.evenings.evening.rule_evening``)
is made once per version of the evening, and each table's record read once per head of its log, in this process;
for the players' pages and the projector it is made again in a thread of its own once ``STALE`` seconds old, so
that no phone waits for it (``bench/bench_evening.py`` measures all this with 160 phones).

A Rotation evening has no draw and no bell: its rounds are seated by the schedule (``referee.evenings.rotation``).
"""
from __future__ import annotations

import random
import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, cast

from flask import Blueprint, Flask, abort, current_app, flash, g, redirect, render_template, request, url_for
from markupsafe import Markup
from sqlalchemy import select
from sqlalchemy.orm import Session
from werkzeug.wrappers import Response

from ..documents.qr import qr_svg
from ..documents.readable import named
from ..evenings.draw import DrawRefused, draw, first_seats
from ..evenings.evening import TableRulings, rule_evening
from ..evenings.evening_record import NO_BELL
from ..evenings.rotation import MAX_PLAYERS, MIN_PLAYERS, max_rounds, seating
from ..law.laws import cite
from ..record import InvalidRecord
from ..store import Evening, EveningTable, GameTable, TableLog
from ..store.evenings import (
    DRAW,
    PLAYER,
    PLAYERS_FILE_BYTES,
    PRIZE_CUT,
    RETRACT,
    ROUND,
    TIE_CUT,
    EveningConflict,
    EveningState,
    append_entries,
    bell_entry,
    create_evening,
    evening_head,
    evening_record,
    evening_version,
    players_text,
    read_players,
    read_state,
)
from ..store.links import evening_links, issue, revoke
from ..store.log import outline
from . import pdf
from .auth import login_required
from .bounds import whole_number
from .db import get_db
from .tables import MAX_ID, SHARE_TOKEN
from .view import game_score

bp = Blueprint("evenings", __name__)

KINDS = {"progressive": "Progressive Euchre (Foster): the bell, progression, stars and prizes",
         "military": "Military Euchre (Foster): forts and flags",
         "rotation": "Rotation: a fixed number of deals a round, partners by the schedule, each player's points"}
#: A rotation evening's deals a round, unless the director says otherwise.
DEALS_PER_ROUND = 8
#: How often a page asks whether anything moved, in seconds: the bell's (within 2 s everywhere) and the standings'.
BELL_POLL = 1
LIVE_POLL = 3
#: The most entries a director's form may write at once (players imported).
IMPORT_PLAYERS = 400


@dataclass(frozen=True)
class Ruled:
    """An evening as one version of it stands: its state, record and ruling (``None``: not ruled here), when it was
    made, and its fragments as rendered for the pages that poll them (by part)."""

    version: str
    state: EveningState
    record: dict[str, Any]
    ruling: dict[str, Any] | None
    error: str | None = None
    made_at: float = 0.0
    rendered: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Bell:
    """An evening's log at ``head`` as its bell's fragments show it: its state there, and each fragment as rendered
    (by its path, size and round), once for every page that asks."""

    head: int
    state: EveningState
    rendered: dict[tuple[str, bool, int | None], str] = field(default_factory=dict)


@dataclass
class Kept:
    """What an app keeps of its evenings in this process (in ``app.extensions``): each one's ruling as last made, its
    tables' logs as last read (by table id: read again only when a table's head moves) and their rulings, its bell's
    fragments, the evenings by their share tokens, the evenings being ruled again in a thread, and the lock under
    which one is ruled."""

    ruled: dict[int, Ruled] = field(default_factory=dict)
    logs: dict[int, dict[int, TableLog]] = field(default_factory=dict)
    tables_ruled: dict[int, TableRulings] = field(default_factory=dict)
    """Each evening's tables' rulings as last made (a table that did not move is not ruled again)."""
    bells: dict[int, Bell] = field(default_factory=dict)
    """Each evening's bell as its fragments last showed it."""
    shared: dict[str, Evening] = field(default_factory=dict)
    """The evenings by their share tokens, as read once (an evening's row is never changed)."""
    refreshing: set[int] = field(default_factory=set)
    lock: threading.Lock = field(default_factory=threading.Lock)


def _kept(app: Flask | None = None) -> Kept:
    extensions = (app or current_app).extensions
    if "referee_evenings" not in extensions:
        extensions.setdefault("referee_evenings", Kept())
    return cast(Kept, extensions["referee_evenings"])

#: How long the players' pages and the projector may show an evening behind its log before it is ruled again, in
#: seconds (the app's ``EVENING_STALE``; 0: at once, in the request): within it, every poll of a process is answered
#: from one ruling and one rendering of it, however many phones ask and scorers write.
STALE = 2.0


def ruled(evening: Evening, *, fresh: bool = True) -> Ruled:
    """The evening, its record and ruling: at its current version (``fresh``: the director's pages), or as last made
    in this process (the players' pages and the projector), made again in a thread of its own once ``STALE`` seconds
    old, so that no phone's request waits for a ruling but the first."""
    kept = _kept()
    found = kept.ruled.get(evening.id)
    stale = float(current_app.config.get("EVENING_STALE", STALE))
    if fresh or found is None or stale <= 0:
        return _made(get_db(), evening)
    if time.monotonic() - found.made_at >= stale and evening.id not in kept.refreshing:
        kept.refreshing.add(evening.id)
        app = current_app._get_current_object()  # type: ignore[attr-defined]
        threading.Thread(target=_refresh, args=(app, evening.id), daemon=True).start()
    return found


def _refresh(app: Flask, evening_id: int) -> None:
    """Make the evening's ruling again, if it moved (else mark the one made as current), in the app's context."""
    try:
        with app.app_context():
            db = get_db()
            evening = db.get(Evening, evening_id)
            if evening is not None:
                _made(db, evening)
    except Exception:  # noqa: BLE001 (the pages go on with the ruling they have; the next poll tries again)
        app.logger.exception("the evening %s could not be ruled again", evening_id)
    finally:
        _kept(app).refreshing.discard(evening_id)


def _made(db: Session, evening: Evening) -> Ruled:
    """The evening ruled at its current version: made once per version in this process (the requests for a version
    being made wait for it)."""
    kept = _kept()
    version = evening_version(db, evening.id)
    found = kept.ruled.get(evening.id)
    if found is not None and found.version == version:
        found = kept.ruled[evening.id] = replace(found, made_at=time.monotonic())  # current: its renderings too
        return found
    with kept.lock:
        found = kept.ruled.get(evening.id)
        if found is not None and found.version == version:
            return found
        state = read_state(db, evening)
        known = kept.tables_ruled.setdefault(evening.id, TableRulings())
        record = evening_record(db, evening, state, kept.logs.setdefault(evening.id, {}), known)
        ruling, error = None, None
        if record["rounds"]:
            try:
                ruling = rule_evening(record, known)
            except InvalidRecord as err:
                error = "; ".join(f"{e['path']}: {e['message']}" for e in err.errors)
        made = Ruled(version, state, record, ruling, error, time.monotonic())
        kept.ruled[evening.id] = made
        return made


def _evening(evening_id: int) -> Evening:
    """The evening, if it is the logged-in scorer's club's; 404 otherwise."""
    evening = get_db().get(Evening, evening_id) if 0 < evening_id <= MAX_ID else None
    if evening is None or evening.club_id != g.scorer.club_id:
        abort(404)
    return evening


def _shared(token: str) -> Evening:
    """The evening a share link's token names (read once a process); 404 for any other token."""
    kept = _kept()
    evening = kept.shared.get(token)
    if evening is None:
        if not SHARE_TOKEN.fullmatch(token):
            abort(404)
        evening = get_db().scalar(select(Evening).where(Evening.share_token == token))
        if evening is None:
            abort(404)
        kept.shared[token] = evening
    return evening


def _write(evening: Evening, bodies: list[dict[str, Any]], said: str, sequence: int | None = None) -> bool:
    """Append the entries (at ``sequence``, the form's, else after the head) and commit; flash what was done or
    why not."""
    db = get_db()
    at = sequence if sequence is not None else evening_head(db, evening.id) + 1
    try:
        append_entries(db, evening, bodies, sequence=at, scorer_id=g.scorer.id if g.scorer else None)
        db.commit()
    except InvalidRecord as err:
        db.rollback()
        flash("Not recorded: " + "; ".join(f"{e['path']} {str(e['value'])[:40]!r}: {e['message']}"
                                           for e in err.errors[:5]), "error")
        return False
    except EveningConflict as err:
        db.rollback()
        flash(f"Not recorded: {err}", "error")
        return False
    flash(said)
    return True


def _sequence() -> int:
    value = whole_number(request.form.get("sequence"))
    if value is None:
        abort(400, "The form carries no entry sequence: reload the page.")
    return value


def _back(evening: Evening) -> Response:
    return redirect(url_for("evenings.director", evening_id=evening.id))


@bp.route("/evenings", methods=("GET", "POST"))
@login_required
def evenings() -> Any:
    """The club's evenings, and the form that starts one."""
    db = get_db()
    errors: list[dict[str, Any]] = []
    if request.method == "POST":
        form = request.form
        options: dict[str, Any] = {}
        if form.get("kind") == "progressive":
            options["lone_at_head"] = bool(form.get("lone_at_head"))
        if form.get("kind") == "rotation":
            options["deals_per_round"] = whole_number(form.get("deals_per_round")) or DEALS_PER_ROUND
            rounds = whole_number(form.get("rounds"))
            if rounds:
                options["rounds"] = rounds
        try:
            evening = create_evening(db, g.scorer.club, name=form.get("name", ""), kind=form.get("kind", ""),
                                     options=options, scorer_id=g.scorer.id)
            db.commit()
        except InvalidRecord as err:
            db.rollback()
            errors = err.errors
        else:
            flash(f"Evening started: {evening.name}. Enter its players, then draw for places.")
            return redirect(url_for("evenings.director", evening_id=evening.id))
    listed = db.scalars(select(Evening).where(Evening.club_id == g.scorer.club_id).order_by(Evening.id.desc()))
    return render_template("evenings/index.html", evenings=list(listed), kinds=KINDS, errors=errors,
                           form=request.form), 422 if errors else 200


@bp.get("/evenings/<int:evening_id>")
@login_required
def director(evening_id: int) -> str:
    evening = _evening(evening_id)
    shown = ruled(evening)
    return render_template("evenings/director.html", evening=evening, shown=shown, links=links_of(evening, shown.state),
                           qr_svg=qr_svg, **_shown_helpers())


@bp.get("/evenings/<int:evening_id>/papers.pdf")
@login_required
def papers(evening_id: int) -> Response:
    """The evening's papers as they stand (``paper=a4`` or ``letter``): results and prizes, movement sheets, table
    cards, tally cards."""
    evening = _evening(evening_id)
    shown = ruled(evening)
    if not shown.record["rounds"] or shown.error:
        abort(409, "The evening's papers are printed once its first round is seated and its record can be ruled.")
    links = {str(row["number"]): row["url"] for row in links_of(evening, shown.state) if row["url"]}
    return pdf.evening_papers(shown.record, shown.ruling, evening.id, links)


@bp.get("/evenings/<int:evening_id>/record.json")
@login_required
def record_json(evening_id: int) -> Response:
    """The evening's record (``euchre-evening/1``) as the store makes it, to keep or to rule with the command
    (``referee evening EVENING.json``)."""
    evening = _evening(evening_id)
    return Response(current_app.json.dumps(ruled(evening).record), mimetype="application/json",
                    headers={"Content-Disposition": f'attachment; filename="evening-{evening.id}.json"'})


@bp.post("/evenings/<int:evening_id>/players")
@login_required
def add_players(evening_id: int) -> Response:
    """Players entered one a line, or imported from a CSV file (``name,group``)."""
    evening = _evening(evening_id)
    upload = request.files.get("file")
    typed = request.form.get("players", "")
    try:
        if upload is not None and upload.filename:
            typed += "\n" + players_text(upload.read(PLAYERS_FILE_BYTES + 1))
        entered = read_players(typed)
    except InvalidRecord as err:
        flash("Not recorded: " + "; ".join(f"{_where(e['path'])}: {e['message']}" for e in err.errors), "error")
        return _back(evening)
    if not entered or len(entered) > IMPORT_PLAYERS:
        flash(f"Enter between one and {IMPORT_PLAYERS} players, one a line.", "error")
        return _back(evening)
    state = read_state(get_db(), evening)
    ids = _new_ids(state, len(entered))
    bodies = [{"type": PLAYER, "player": pid, "name": name, "group": group}
              for pid, (name, group) in zip(ids, entered)]
    _write(evening, bodies, f"Entered {len(bodies)} player{'s' if len(bodies) != 1 else ''}.", _sequence())
    return _back(evening)


def _where(path: str) -> str:
    """Where in what was entered an error is: ``players[3]`` is line 3; ``file``, the file."""
    return f"line {path[8:-1]}" if path.startswith("players[") else f"the {path}"


def _new_ids(state: EveningState, count: int) -> list[str]:
    """Ids for ``count`` players entered: ``p`` and the next numbers never used in the evening."""
    used = {str(e.body.get("player")) for e in state.entries if e.type == PLAYER}
    ids: list[str] = []
    n = 1
    while len(ids) < count:
        if f"p{n}" not in used:
            ids.append(f"p{n}")
        n += 1
    return ids


@bp.post("/evenings/<int:evening_id>/players/<player>")
@login_required
def correct_player(evening_id: int, player: str) -> Response:
    """A player's name or group corrected: his entry struck out and entered again, under his id."""
    evening = _evening(evening_id)
    state = read_state(get_db(), evening)
    found = next((e for e in state.entries if e.type == PLAYER and e.body.get("player") == player
                  and e.retracted_by is None), None)
    if found is None:
        abort(404)
    group = request.form.get("group") or None
    name = request.form.get("name", "").strip()
    reason = request.form.get("reason", "").strip() or "corrected by the director"
    _write(evening, [{"type": RETRACT, "sequence": found.sequence, "reason": reason},
                     {"type": PLAYER, "player": player, "name": name, "group": group}],
           f"Corrected: {player} is {name}.", _sequence())
    return _back(evening)


@bp.post("/evenings/<int:evening_id>/draw")
@login_required
def run_draw(evening_id: int) -> Response:
    """The draw for places (foster:progressive), and the first round seated by it; a rotation evening's first round
    seated by its schedule instead (``referee.evenings.rotation``)."""
    evening = _evening(evening_id)
    state = read_state(get_db(), evening)
    if evening.kind == "rotation":
        return _first_rotation(evening, state)
    groups = {pid: p["group"] for pid, p in state.players.items()}
    try:
        drawn = draw(groups, random.SystemRandom())
    except DrawRefused as err:
        flash(f"No draw: {err}", "error")
        return _back(evening)
    seats = first_seats(drawn, list(state.players), groups)
    _write(evening, [{"type": DRAW, "draw": drawn},
                     {"type": ROUND, "round": 1, "tables": {str(t): at for t, at in seats.items()}}],
           f"Drawn for places: {len(seats)} tables seated for round 1.", _sequence())
    return _back(evening)


def _first_rotation(evening: Evening, state: EveningState) -> Response:
    ids = list(state.players)
    if not MIN_PLAYERS <= len(ids) <= MAX_PLAYERS:
        flash(f"No schedule: a rotation evening is scheduled for {MIN_PLAYERS} to {MAX_PLAYERS} players, not "
              f"{len(ids)}.", "error")
        return _back(evening)
    rounds = int(evening.options.get("rounds") or max_rounds(len(ids)))
    first = seating(ids, min(rounds, max_rounds(len(ids))))[0]
    _write(evening, [{"type": ROUND, "round": 1, "tables": first["tables"]}],
           f"Round 1 seated by the schedule: {len(first['tables'])} tables"
           + (f", {len(first['byes'])} sitting out." if first["byes"] else "."), _sequence())
    return _back(evening)


@bp.post("/evenings/<int:evening_id>/rounds")
@login_required
def next_round(evening_id: int) -> Response:
    """The next round, seated where the ruling sends each player (Foster's progression and change of partners)."""
    evening = _evening(evening_id)
    shown = ruled(evening)
    rounds = (shown.ruling or {}).get("rounds") or []
    done = len(shown.state.rounds)
    seats = rounds[done - 1].get("next") if 0 < done <= len(rounds) else None
    if not seats:
        flash("The next round cannot be seated yet: the ruling seats it once every table of this round is decided.",
              "error")
        return _back(evening)
    _write(evening, [{"type": ROUND, "round": done + 1, "tables": {str(t): dict(at) for t, at in seats.items()}}],
           f"Round {done + 1} seated.", _sequence())
    return _back(evening)


#: Why the head table rings: "Five points is a game, and after that number is reached by either side at the head
#: table, the bell is struck" (foster:progressive#game), quoted where its page asks before ringing.
GAME_LAW = "foster:progressive#game"


def _reached_evening(evening_id: int) -> Evening:
    """The evening, for a logged-in scorer of its club (``_evening``) or a phone whose table link is of it; 404
    otherwise. A visitor with neither is sent to log in."""
    held = g.table_pass
    if g.scorer is None and held is not None and held.link.evening_id == evening_id:
        return get_db().get_one(Evening, evening_id)
    if g.scorer is None:
        abort(redirect(url_for("auth.login", next=request.full_path.rstrip("?"))))
    return _evening(evening_id)


def head_game_won(db: Session, state: EveningState) -> tuple[bool, dict[str, int]]:
    """Whether a game is won at the round's head table (foster:progressive#game), and its score."""
    table = db.get_one(GameTable, state.tables[-1]["1"])
    shown = outline(db, table)
    won = any(game.get("winner") for game in shown.summary.get("games") or [])
    return won, game_score(shown.summary, shown.last_status)


def ring_refused(db: Session, state: EveningState, page_round: int | None, from_table: int | None,
                 confirmed: bool) -> str | None:
    """Why the bell is not rung now, or ``None``: it rings in the round being played, from the page of its head
    table (foster:progressive#bell-and-pack: "The head table is provided with a bell") or by the director; a page of
    an earlier round is told the round; the head table's page, its game not yet won, asks first (``confirmed``)."""
    current = len(state.rounds)
    if not current:
        return "Not rung: no round is seated yet; the bell rings in a round being played."
    if page_round != current:
        return (f"Not rung: this page is round {page_round or '?'}'s, and round {current} is being played. The bell "
                f"rings for round {current} only, from its head table.")
    head_table = state.tables[-1].get("1")
    held = g.table_pass if g.scorer is None else None
    if (from_table is None and held is not None) or (from_table is not None and from_table != head_table) or (
            held is not None and held.table_id != head_table):
        return f"Not rung: only round {current}'s head table (table 1), or the director, rings the bell."
    if from_table is not None and not confirmed:
        won, score = head_game_won(db, state)
        if not won:
            said = " · ".join(f"{side} {points}" for side, points in score.items())
            return (f"Not rung: the head table's game is not won ({said}). \u201c{cite(GAME_LAW).law.text}\u201d "
                    "Ring it all the same only if the director says so.")
    return None


@bp.post("/evenings/<int:evening_id>/bell")
def ring(evening_id: int) -> Response:
    """The head table's bell, rung from its page (``back``: the table's id) or by the director, for the round the page
    shows (``round``): refused, saying why, where ``ring_refused`` says so, and always at a rotation evening, which has
    no bell. Where each table stands now is kept with it. Rung twice at once, it rings once (the second finds it
    rung)."""
    evening = _reached_evening(evening_id)
    back = request.form.get("back")
    from_table = whole_number(back) if back else None
    if back and (from_table is None or not 0 < from_table <= MAX_ID):
        abort(400, f"back: {back[:20]!r} is not a table's number.")
    db = get_db()
    page_round = whole_number(request.form.get("round"))
    for _ in range(5):  # the log may move on between reading and writing: read again
        state = read_state(db, evening)
        if evening.kind == "rotation":
            flash("Not rung: " + NO_BELL, "error")
            break
        if 0 < len(state.rounds) == page_round and len(state.rounds) in state.bells:
            flash(f"The bell has rung in round {len(state.rounds)}.")
            break
        refused = ring_refused(db, state, page_round, from_table, bool(request.form.get("confirm")))
        if refused:
            flash(refused, "error")
            break
        if _write(evening, [bell_entry(db, state)], f"The bell: play ceases at every table (round "
                  f"{len(state.rounds)}).", state.head + 1):
            break
    held = g.table_pass if g.scorer is None else None
    if held is not None or from_table is not None:  # back to the page it was rung from (a phone: its table now)
        return redirect(url_for("pages.table", table_id=held.table_id if held is not None else from_table))
    return _back(evening)


@bp.post("/evenings/<int:evening_id>/tie")
def tie_cut(evening_id: int) -> Response:
    """A tie's cut: the card each player of the table cut (foster:progressive, "the lowest cut going up"), by the
    director or from the table's page (``back``: its id; a table's phone, its own table's only)."""
    evening = _reached_evening(evening_id)
    state = read_state(get_db(), evening)
    round_no = whole_number(request.form.get("round")) or len(state.rounds)
    table = request.form.get("table", "")
    seats = state.rounds[round_no - 1].get(table, {}) if 0 < round_no <= len(state.rounds) else {}
    from_table = whole_number(request.form.get("back"))
    held = g.table_pass if g.scorer is None else None
    if held is not None and (from_table != held.table_id or state.tables[round_no - 1].get(table) != from_table):
        abort(404)
    cuts = {pid: request.form.get(f"cut.{seat}", "").strip().upper() for seat, pid in seats.items()}
    cuts = {pid: card for pid, card in cuts.items() if card}
    _write(evening, [{"type": TIE_CUT, "round": round_no, "table": table, "cuts": cuts}],
           f"Cut recorded at table {table}.", _sequence())
    if from_table is not None:
        return redirect(url_for("pages.table", table_id=from_table))
    return _back(evening)


@bp.post("/evenings/<int:evening_id>/prize-cut")
@login_required
def prize_cut(evening_id: int) -> Response:
    """A prize's tie cut for (foster:progressive: "if that is still a tie, the players must cut for it")."""
    evening = _evening(evening_id)
    prize = request.form.get("prize", "")
    cuts = {key[4:]: value.strip().upper() for key, value in request.form.items()
            if key.startswith("cut.") and value.strip()}
    _write(evening, [{"type": PRIZE_CUT, "prize": prize, "cuts": cuts}], f"Cut recorded for the {prize} prize.",
           _sequence())
    return _back(evening)


@bp.post("/evenings/<int:evening_id>/retract")
@login_required
def retract(evening_id: int) -> Response:
    evening = _evening(evening_id)
    target = whole_number(request.form.get("target"))
    _write(evening, [{"type": RETRACT, "sequence": target, "reason": request.form.get("reason", "").strip()}],
           f"Entry {target} struck out.", _sequence())
    return _back(evening)


@bp.get("/evenings/<int:evening_id>/bell")
def bell(evening_id: int) -> Any:
    """The bell's fragment on a table's or the director's page: 204 while the evening's log stands where the page
    saw it (``v``), else the bell as it stands. A table's page names its round (``round``): once the next round is
    seated, a table's phone (its link) is sent to its table's page of that round; a scorer is told the round."""
    evening = _reached_evening(evening_id)
    return _bell_fragment(evening, url_for("evenings.bell", evening_id=evening.id,
                                           round=whole_number(request.args.get("round"))))


@bp.get("/e/<token>/bell")
def shared_bell(token: str) -> Any:
    evening = _shared(token)
    big = request.args.get("big") == "1"
    return _bell_fragment(evening, url_for("evenings.shared_bell", token=token, big="1" if big else None), big=big)


def _bell_fragment(evening: Evening, path: str, big: bool = False) -> Any:
    """The bell's fragment: 204 while the evening's log stands at the head the page shows (``v``); else as it stands,
    the log read once a head and each fragment rendered once a head in this process (``Bell``), however many pages
    ask (the bell reaches every phone in the same second)."""
    db = get_db()
    head = evening_head(db, evening.id)
    if request.args.get("v") == str(head):
        return "", 204
    kept = _kept()
    at = kept.bells.get(evening.id)
    if at is None or at.head != head:
        state = read_state(db, evening)
        at = kept.bells[evening.id] = Bell(state.head, state)
    page_round = whole_number(request.args.get("round"))
    held = g.table_pass if g.scorer is None else None
    if page_round and page_round < len(at.state.rounds) and held is not None and held.link.evening_id == evening.id:
        return "", 200, {"HX-Redirect": url_for("links.opened", token=held.token)}  # the phone follows its table
    key = (path, big, page_round)
    html = at.rendered.get(key)
    if html is None:  # (a race renders it twice, the same)
        html = at.rendered[key] = render_template("evenings/_bell.html", evening=evening, state=at.state, head=at.head,
                                                  path=path, bell_poll=BELL_POLL, page_round=page_round, big=big)
    return html


@bp.get("/e/<token>")
def players_page(token: str) -> str:
    """What every player sees: where he sits, the results, the stars, the next round's seats; current by itself."""
    evening = _shared(token)
    shown = ruled(evening, fresh=False)
    player = request.args.get("player")
    return render_template("evenings/players.html", evening=evening, token=token, shown=shown,
                           player=player if player in shown.state.players else None, **_shown_helpers())


@bp.get("/e/<token>/projector")
def projector(token: str) -> str:
    """The standings for a projector, current by themselves."""
    evening = _shared(token)
    shown = ruled(evening, fresh=False)
    return render_template("evenings/projector.html", evening=evening, token=token,
                           board=Markup(_fragment(evening, token, shown, "projector")))


@bp.get("/e/<token>/live")
def live(token: str) -> Any:
    """The fragment the players' page (``part=players``), its standings (``part=standings``) or the projector
    (``part=projector``) polls: 204 while the evening stands at the version the page shows (``v``), as ruled within
    ``STALE`` seconds."""
    evening = _shared(token)
    part = request.args.get("part", "standings")
    if part not in ("players", "standings", "projector", "seat"):
        abort(404)
    shown = ruled(evening, fresh=False)
    player = request.args.get("player", "")
    if part == "seat" and player not in shown.state.players:
        abort(404)
    if request.args.get("v") == shown.version:
        return "", 204
    return _fragment(evening, token, shown, part, player)


def _fragment(evening: Evening, token: str, shown: Ruled, part: str, player: str = "") -> str:
    """A part of the shared pages (``templates/evenings/_PART.html``) at the version ``shown``: rendered once for
    every page that asks (a race renders it twice, the same)."""
    key = f"seat:{player}" if part == "seat" else part
    html = shown.rendered.get(key)
    if html is None:
        html = shown.rendered[key] = render_template(f"evenings/_{part}.html", evening=evening, token=token,
                                                     shown=shown, player=player, **_shown_helpers())
    return html


def _shown_helpers() -> dict[str, Any]:
    return {"name_of": _name_of, "named_in": _named_in, "standings": standings, "citations_of": citations_of,
            "seat_of": seat_of, "numbered": numbered, "bell_poll": BELL_POLL, "live_poll": LIVE_POLL, "kinds": KINDS}


def numbered(tables: Mapping[str, Any]) -> list[tuple[str, Any]]:
    """A round's tables in the order of their numbers (1, 2, ... 10, not 1, 10, 2)."""
    return sorted(tables.items(), key=lambda item: int(item[0]))


PARTNER_SEAT = {"N": "S", "S": "N", "E": "W", "W": "E"}


def seat_of(tables: Mapping[str, Mapping[str, str]], pid: str) -> dict[str, str] | None:
    """Where ``pid`` sits in a round's seats (``{table: {seat: player}}``): his table, seat and partner; ``None`` if
    the round does not seat him."""
    for number, seats in tables.items():
        for seat, sitting in seats.items():
            if sitting == pid:
                return {"table": str(number), "seat": seat, "partner": seats.get(PARTNER_SEAT.get(seat, ""), "")}
    return None


def citations_of(ruled_round: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The laws a round's results cite (each Foster's sentence, verbatim), each once, in the order first cited."""
    found: dict[tuple[str, str], Mapping[str, Any]] = {}
    for _, result in sorted((ruled_round.get("tables") or {}).items(), key=lambda item: int(item[0])):
        for citation in result.get("citations") or []:
            found.setdefault((str(citation.get("id")), str(citation.get("key", ""))), citation)
    return list(found.values())


def _name_of(shown: Ruled, pid: str) -> str:
    player = shown.state.players.get(pid)
    return str(player["name"]) if player else pid


def _named_in(shown: Ruled, finding: str) -> str:
    """A finding of the ruling with each player's id as his name (the prizes' ties: "Ann, Bea, Eve, Fay", not
    "p1, p2, p5, p8"), as the papers print it (``readable.named``)."""
    return named(finding, {pid: str(p["name"]) for pid, p in shown.state.players.items()})


def standings(shown: Ruled) -> list[dict[str, Any]]:
    """Every player, in order of the prizes' reckoning (foster:progressive: gold stars, then red, then the fewest
    green), then by points (a rotation evening's, with no stars, by points alone): each with his stars, points and
    rank as the ruling counts them."""
    totals: Mapping[str, Any] = (shown.ruling or {}).get("players") or {}
    rows = []
    for pid, player in shown.state.players.items():
        got = totals.get(pid) or {}
        rows.append({"player": pid, "name": player["name"], "group": player["group"],
                     **{k: got.get(k, 0) for k in ("gold", "red", "green", "points")},
                     "rank": got.get("rank")})
    rows.sort(key=lambda r: (-r["gold"], -r["red"], r["green"], -r["points"], r["name"].casefold()))
    return rows


@dataclass(frozen=True)
class AtEvening:
    """A table as a round's table of an evening: the evening, the table's round and number, the evening's log head
    (what its bell's fragment asks with), the round being played, the bell of the table's round if it has rung, the
    table's result in the evening's ruling once it has (the score the evening counts, the deal the bell stopped, a
    tie and how it stands), and the head table's game (its page asks before ringing while it is not won)."""

    evening: Evening
    round: int
    number: int
    head: int
    current: int
    bell: Mapping[str, Any] | None = None
    result: Mapping[str, Any] | None = None
    game_won: bool = False
    names: Mapping[str, str] = field(default_factory=dict)
    """The evening's players' names, by id (the ruling names them by id)."""

    @staticmethod
    def law(key: str) -> str:
        """Foster's sentence ``foster:progressive#KEY``, verbatim."""
        return cite(f"foster:progressive#{key}").law.text

    @property
    def stale(self) -> bool:
        return self.round < self.current

    @property
    def tied(self) -> bool:
        """Rung, and the table's result not yet decided: the next hand (foster:progressive#ties), or the cut."""
        return self.bell is not None and self.result is not None and not self.result.get("winners")

    @property
    def to_cut(self) -> bool:
        """Tied on the next hand too: "the ladies cut to decide it" (foster:progressive#tie-cut)."""
        return self.tied and self.result is not None and self.result.get("tricks") is not None


def evening_of(table: GameTable) -> AtEvening | None:
    """The evening a table is a round's table of, as its pages show it (``AtEvening``); ``None`` for a table of no
    evening. Its round's result is read from the evening's ruling once the bell has rung in that round."""
    db = get_db()
    link = db.scalar(select(EveningTable).where(EveningTable.table_id == table.id))
    if link is None:
        return None
    evening = db.get_one(Evening, link.evening_id)
    state = read_state(db, evening)
    bell = state.bells.get(link.round)
    result = None
    if bell is not None:
        shown = ruled(evening)
        rounds = (shown.ruling or {}).get("rounds") or []
        if len(rounds) >= link.round:
            result = rounds[link.round - 1]["tables"].get(str(link.number))
    won = False
    if link.number == 1 and bell is None and link.round == len(state.rounds):
        won = head_game_won(db, state)[0]
    return AtEvening(evening, link.round, link.number, state.head, len(state.rounds), bell, result, won,
                     {pid: str(p["name"]) for pid, p in state.players.items()})


def links_of(evening: Evening, state: EveningState) -> list[dict[str, Any]]:
    """Each table number of the round being played with its link's address (``None`` where it was revoked)."""
    found = evening_links(get_db(), evening.id)
    rows = []
    for number in sorted(int(n) for n in (state.rounds[-1] if state.rounds else {})):
        link = found.get(number)
        url = url_for("links.opened", token=link.token, _external=True) if link else None
        rows.append({"number": number, "url": url})
    return rows


@bp.post("/evenings/<int:evening_id>/links/<int:number>")
@login_required
def table_link(evening_id: int, number: int) -> Response:
    """The director revokes a table's link (``do=revoke``: its phone is let in no more) or issues it a new one
    (any other: the old one revoked)."""
    evening = _evening(evening_id)
    db = get_db()
    found = evening_links(db, evening.id).get(number)
    if request.form.get("do") == "revoke":
        if found is None:
            abort(404)
        revoke(db, found)
        db.commit()
        flash(f"Table {number}'s link is revoked: its phone opens nothing now. Issue a new one to score there.")
    else:
        if not any(str(number) in seats for seats in read_state(db, evening).rounds):
            abort(404)
        issue(db, evening.club_id, evening_id=evening.id, number=number, scorer_id=g.scorer.id)
        db.commit()
        flash(f"Table {number} has a new link (print the papers again): the old one opens nothing now.")
    return redirect(url_for("evenings.director", evening_id=evening.id) + "#table-links")
