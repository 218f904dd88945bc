"""The tables of the service's database (SQLAlchemy 2, typed mappings).

A club has scorers and players; a table (``GameTable``, a match) has its
seats, law code and options; its history is an append-only log of
``Event`` rows, numbered densely by ``sequence`` within the table. A deal
(``Deal``) is opened by a ``new_deal`` event and holds the facts recorded
for it. Nothing here is updated or deleted once written: the migrations
install triggers that refuse it (see ``migrations/versions``).
"""
from __future__ import annotations

from datetime import UTC, datetime, timedelta
from enum import StrEnum
from typing import Any

from sqlalchemy import JSON, DateTime, Float, ForeignKey, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

from .names import name_key


def utcnow() -> datetime:
    return datetime.now(UTC)


class Base(DeclarativeBase):
    """The declarative base of every model."""


class Club(Base):
    """A club: its scorers, players and tables."""

    __tablename__ = "clubs"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(120), unique=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    standings_token: Mapped[str | None] = mapped_column(String(64), nullable=True, index=True, unique=True)
    """Lets anyone with the link read the season's standings (a projector's, say), never write; ``None``: no link."""


def _name_key(context: Any) -> str:
    return name_key(context.get_current_parameters()["username"])


class Scorer(Base):
    """A scorer's account: may write to the tables of the club.

    His user name is one within his club: ``name_key`` (``names.name_key``: folded for case and look-alike
    letters) is unique in the club. ``session_epoch`` counts the times his sessions were ended (a log-out, a
    password changed): a session of an earlier epoch is over. A scorer the club removed (``removed_at``) is
    kept, for the history names him, but logs in no more, and his tokens let no one in."""

    __tablename__ = "scorers"
    __table_args__ = (UniqueConstraint("club_id", "name_key", name="uq_scorers_club_name_key"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    club_id: Mapped[int] = mapped_column(ForeignKey("clubs.id"))
    username: Mapped[str] = mapped_column(String(80))
    name_key: Mapped[str] = mapped_column(String(255), default=_name_key, index=True)
    password_hash: Mapped[str] = mapped_column(String(256))
    session_epoch: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    removed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)

    club: Mapped[Club] = relationship()


class Access(StrEnum):
    """What an API token may do: read the club's tables, or read and write them."""

    READ = "read"
    WRITE = "write"


#: How long an API token lasts unless its scorer chooses otherwise.
TOKEN_LIFETIME = timedelta(days=90)


def _expiry() -> datetime:
    return utcnow() + TOKEN_LIFETIME


class ApiToken(Base):
    """A bearer token for the JSON API; only its SHA-256 is kept. It lets no one in after ``expires_at``, nor once
    revoked (its row deleted); ``access`` is what it may do, ``table_id`` the one table it may reach (``None``:
    every table of the club)."""

    __tablename__ = "api_tokens"

    id: Mapped[int] = mapped_column(primary_key=True)
    scorer_id: Mapped[int] = mapped_column(ForeignKey("scorers.id"))
    name: Mapped[str] = mapped_column(String(120))
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=_expiry)
    access: Mapped[str] = mapped_column(String(8), default=Access.WRITE.value)
    table_id: Mapped[int | None] = mapped_column(ForeignKey("game_tables.id"), nullable=True)

    scorer: Mapped[Scorer] = relationship()


class LoginFailure(Base):
    """A log-in refused: the user name tried (its key) and the address it came from, kept a while to slow
    the guessing of passwords (``referee.web.throttle``)."""

    __tablename__ = "login_failures"

    id: Mapped[int] = mapped_column(primary_key=True)
    name_key: Mapped[str] = mapped_column(String(255), index=True)
    address: Mapped[str] = mapped_column(String(64), index=True)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow, index=True)


class Player(Base):
    """A player of the club, seated at tables."""

    __tablename__ = "players"
    __table_args__ = (UniqueConstraint("club_id", "name", name="uq_players_club_name"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    club_id: Mapped[int] = mapped_column(ForeignKey("clubs.id"))
    name: Mapped[str] = mapped_column(String(120))


class GameTable(Base):
    """A table: a match with its seats, law code and options."""

    __tablename__ = "game_tables"

    id: Mapped[int] = mapped_column(primary_key=True)
    club_id: Mapped[int] = mapped_column(ForeignKey("clubs.id"))
    name: Mapped[str] = mapped_column(String(120))
    game: Mapped[str] = mapped_column(String(16))
    code: Mapped[str] = mapped_column(String(16))
    options: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    start_score: Mapped[dict[str, int] | None] = mapped_column(JSON, nullable=True)
    share_token: Mapped[str | None] = mapped_column(String(64), unique=True, nullable=True)
    created_by: Mapped[int | None] = mapped_column(ForeignKey("scorers.id"), nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    club: Mapped[Club] = relationship()
    seats: Mapped[list[Seat]] = relationship(order_by="Seat.position")


class Seat(Base):
    """A seat at a table, in clockwise order, and who sits there."""

    __tablename__ = "seats"
    __table_args__ = (
        UniqueConstraint("table_id", "position", name="uq_seats_table_position"),
        UniqueConstraint("table_id", "name", name="uq_seats_table_name"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("game_tables.id"))
    position: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(String(8))
    player_id: Mapped[int | None] = mapped_column(ForeignKey("players.id"), nullable=True)

    player: Mapped[Player | None] = relationship()


class Deal(Base):
    """A deal of a table, opened by its ``new_deal`` event."""

    __tablename__ = "deals"
    __table_args__ = (UniqueConstraint("table_id", "number", name="uq_deals_table_number"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("game_tables.id"))
    number: Mapped[int] = mapped_column(Integer)
    dealer: Mapped[str] = mapped_column(String(8))
    opened_by: Mapped[int] = mapped_column(Integer)


class Event(Base):
    """One entry of a table's append-only log.

    ``kind`` is ``fact`` (an event of the record format, in ``body``),
    ``new_deal`` (``{"type": "new_deal", "dealer": seat}``) or ``retract``
    (``{"type": "retract", "sequence": n, "reason": "..."}``). A fact recorded in
    place of another (retracted) one has that one's ``place`` among its deal's
    facts; every other entry's place is its sequence (``place`` is ``NULL``).
    """

    __tablename__ = "events"
    __table_args__ = (UniqueConstraint("table_id", "sequence", name="uq_events_table_sequence"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    table_id: Mapped[int] = mapped_column(ForeignKey("game_tables.id"))
    sequence: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(16))
    deal_id: Mapped[int | None] = mapped_column(ForeignKey("deals.id"), nullable=True)
    body: Mapped[dict[str, Any]] = mapped_column(JSON)
    scorer_id: Mapped[int | None] = mapped_column(ForeignKey("scorers.id"), nullable=True)
    recorded_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    place: Mapped[float | None] = mapped_column(Float, nullable=True)

    scorer: Mapped[Scorer | None] = relationship()


class TableState(Base):
    """A table's state as its log stands at ``head``, kept by ``referee.store.kept``: derived from the
    log (never the other way), brought up to date in the transaction of each append, rebuilt at will.

    ``record`` is the table's record without its deals (its live deals are ``DealState`` rows, and
    ``deals`` counts them); ``tail`` the score as the last live deal found it (the games so far, the
    dealer expected, each side's points: an append to that deal or a new one reads it and that deal's
    row, not every deal's); ``corrections`` each retracted sequence with its retraction and reason;
    ``opened`` the deals ever opened; ``summary`` the ruling with none of its deals (JSON text:
    ``"deals":[]`` holds their place), ``totals`` the table's totals by side, what a season's standings
    add up; ``engine`` the digest of the engine that made them."""

    __tablename__ = "table_states"

    table_id: Mapped[int] = mapped_column(ForeignKey("game_tables.id"), primary_key=True)
    head: Mapped[int] = mapped_column(Integer)
    engine: Mapped[str] = mapped_column(String(64))
    opened: Mapped[int] = mapped_column(Integer)
    record: Mapped[dict[str, Any]] = mapped_column(JSON)
    deals: Mapped[int] = mapped_column(Integer)
    tail: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    corrections: Mapped[dict[str, Any]] = mapped_column(JSON)
    summary: Mapped[str] = mapped_column(Text)
    totals: Mapped[dict[str, Any]] = mapped_column(JSON)


class DealState(Base):
    """The live deal at ``position`` of a table's record as ``referee.store.kept`` keeps it, written with
    its table's ``TableState``: its ``number`` at the table and its row (``deal_id``), its dealer and
    opening, the sequence of the last change to its live facts (``version``), what its kept ruling was
    made from (``key``: its place, version, expected dealer and game score) and came to (``status``,
    ``points``, ``next_dealer``; its maker is read from the ruling), and the ruling itself (JSON text, as answered)."""

    __tablename__ = "deal_states"

    table_id: Mapped[int] = mapped_column(ForeignKey("game_tables.id"), primary_key=True)
    position: Mapped[int] = mapped_column(Integer, primary_key=True)
    number: Mapped[int] = mapped_column(Integer)
    deal_id: Mapped[int] = mapped_column(ForeignKey("deals.id"))
    dealer: Mapped[str] = mapped_column(String(16))
    opened_by: Mapped[int] = mapped_column(Integer)
    version: Mapped[int] = mapped_column(Integer)
    key: Mapped[str] = mapped_column(Text)
    status: Mapped[str] = mapped_column(String(16))
    points: Mapped[dict[str, int]] = mapped_column(JSON)
    next_dealer: Mapped[str | None] = mapped_column(String(16), nullable=True)
    ruling: Mapped[str] = mapped_column(Text)


class Evening(Base):
    """A club's evening of many tables by rounds (``euchre-evening/1``): its kind (``progressive``, ``military``,
    ``rotation``), code and options; everything that happens in it is an ``EveningEvent`` of its log, and each
    round's tables are ordinary tables (``EveningTable``). ``share_token`` lets its players and the projector read
    it (never write)."""

    __tablename__ = "evenings"

    id: Mapped[int] = mapped_column(primary_key=True)
    club_id: Mapped[int] = mapped_column(ForeignKey("clubs.id"))
    name: Mapped[str] = mapped_column(String(120))
    kind: Mapped[str] = mapped_column(String(16))
    code: Mapped[str] = mapped_column(String(16))
    options: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    share_token: Mapped[str] = mapped_column(String(64), unique=True)
    created_by: Mapped[int | None] = mapped_column(ForeignKey("scorers.id"), nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    club: Mapped[Club] = relationship()


class EveningEvent(Base):
    """One entry of an evening's append-only log, numbered densely by ``sequence`` within the evening: a player
    entered, the draw, a round seated, the bell, a tie cut, or a retraction of an earlier entry
    (``referee.store.evenings``)."""

    __tablename__ = "evening_events"
    __table_args__ = (UniqueConstraint("evening_id", "sequence", name="uq_evening_events_evening_sequence"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    evening_id: Mapped[int] = mapped_column(ForeignKey("evenings.id"))
    sequence: Mapped[int] = mapped_column(Integer)
    body: Mapped[dict[str, Any]] = mapped_column(JSON)
    scorer_id: Mapped[int | None] = mapped_column(ForeignKey("scorers.id"), nullable=True)
    recorded_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)

    scorer: Mapped[Scorer | None] = relationship()


class EveningTable(Base):
    """A table of a round of an evening (``number`` 1 is the head table): an ordinary table, whose scorer keeps
    its deals as at any table. Written with the ``round`` entry that seats it; never changed."""

    __tablename__ = "evening_tables"
    __table_args__ = (UniqueConstraint("evening_id", "round", "number", name="uq_evening_tables_round_number"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    evening_id: Mapped[int] = mapped_column(ForeignKey("evenings.id"))
    round: Mapped[int] = mapped_column(Integer)
    number: Mapped[int] = mapped_column(Integer)
    table_id: Mapped[int] = mapped_column(ForeignKey("game_tables.id"), unique=True)


class TableLink(Base):
    """A table's phone without an account: a link (``token``, kept as a share link's is, so that the papers can
    print it again) that opens one table's scoring pages and nothing else of the club. An evening's link
    (``evening_id`` and ``number``) opens the table of that number in whichever round is being played; a single
    table's (``table_id``: a round game's one scorer) that table. It lets no one in after ``expires_at``, nor once
    revoked (its row deleted); the director issues another."""

    __tablename__ = "table_links"
    __table_args__ = (UniqueConstraint("evening_id", "number", name="uq_table_links_evening_number"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    club_id: Mapped[int] = mapped_column(ForeignKey("clubs.id"))
    evening_id: Mapped[int | None] = mapped_column(ForeignKey("evenings.id"), nullable=True)
    number: Mapped[int | None] = mapped_column(Integer, nullable=True)
    table_id: Mapped[int | None] = mapped_column(ForeignKey("game_tables.id"), nullable=True, unique=True)
    token: Mapped[str] = mapped_column(String(64), unique=True)
    created_by: Mapped[int | None] = mapped_column(ForeignKey("scorers.id"), nullable=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=utcnow)
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
