"""The log's tables, as SQLAlchemy 2 declarative models.

One event (a club evening, a session of a drive) holds rulings. A ruling keeps where it
happened (round, table, board), who was involved, when the director was called, what the
guide decided (topic, answers path, facts, structured outcome, laws, as JSON), the
director's own account of the facts (agreed and disputed, Laws 84/85), follow-ups with
their status, the adjusted score, the appeal status, and a history row for every change.

Times: ``created_at``/``changed_at`` and the like are UTC, stored without a zone;
``called_at`` is the club's wall-clock time as the director entered it. The schema itself
is created by the migrations in ``migrations/``, never by ``create_all``; a test proves the
two agree.
"""

from __future__ import annotations

import datetime as dt
import secrets
from typing import Any, ClassVar

from sqlalchemy import (
    JSON,
    Boolean,
    Date,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

# Length limits, shared by the validator (which names the field) and the schema.
NAME_MAX = 100
SHORT_MAX = 200
TEXT_MAX = 20_000
FEDNO_MAX = 20


def utcnow() -> dt.datetime:
    """Now in UTC without a zone: what every ``*_at`` bookkeeping column stores."""
    return dt.datetime.now(dt.UTC).replace(tzinfo=None, microsecond=0)


def new_call_token() -> str:
    """128 random bits, URL-safe: an event's table pages cannot be guessed."""
    return secrets.token_urlsafe(16)


class Base(DeclarativeBase):
    type_annotation_map: ClassVar[dict[Any, Any]] = {dict[str, Any]: JSON, list[Any]: JSON}


class Club(Base):
    """A club on a shared server: its directors see and change only its events."""

    __tablename__ = "log_clubs"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(SHORT_MAX), unique=True)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)


class Membership(Base):
    """An account's club (an account may belong to several)."""

    __tablename__ = "log_memberships"

    user_id: Mapped[int] = mapped_column(
        ForeignKey("log_users.id", ondelete="CASCADE"), primary_key=True
    )
    club_id: Mapped[int] = mapped_column(
        ForeignKey("log_clubs.id", ondelete="CASCADE"), primary_key=True, index=True
    )


class User(Base):
    __tablename__ = "log_users"

    id: Mapped[int] = mapped_column(primary_key=True)
    username: Mapped[str] = mapped_column(String(NAME_MAX), unique=True)
    display_name: Mapped[str | None] = mapped_column(String(NAME_MAX))
    role: Mapped[str] = mapped_column(String(16))  # director | viewer | federation
    password_hash: Mapped[str] = mapped_column(String(255))
    active: Mapped[bool] = mapped_column(Boolean, default=True)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)

    clubs: Mapped[list[Club]] = relationship(
        secondary="log_memberships", lazy="selectin", order_by="Club.name"
    )


class LoginSession(Base):
    """A signed-in browser or API client. ``id`` is the SHA-256 of the secret token."""

    __tablename__ = "log_sessions"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("log_users.id", ondelete="CASCADE"))
    csrf: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
    expires_at: Mapped[dt.datetime] = mapped_column(DateTime)

    user: Mapped[User] = relationship(lazy="joined")


class LoginFailure(Base):
    """One failed sign-in (or one being checked: ``pending``), by user name, by client
    address and by browser, for slowing guessers."""

    __tablename__ = "log_login_failures"
    __table_args__ = (Index("ix_log_login_failures_key_at", "key", "at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    key: Mapped[str] = mapped_column(String(SHORT_MAX))
    at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
    # counted before the check, a failure only once the password proved wrong (0008)
    pending: Mapped[bool] = mapped_column(Boolean, default=False)


class Setting(Base):
    __tablename__ = "log_settings"

    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    value: Mapped[str] = mapped_column(Text)


class Event(Base):
    __tablename__ = "log_events"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(SHORT_MAX))
    club: Mapped[str] = mapped_column(String(SHORT_MAX))  # as printed on the event's papers
    # The club the event belongs to: whose directors see and change it.
    club_id: Mapped[int] = mapped_column(
        ForeignKey("log_clubs.id", ondelete="RESTRICT"), index=True
    )
    date: Mapped[dt.date] = mapped_column(Date, index=True)
    session: Mapped[str | None] = mapped_column(String(NAME_MAX))
    kind: Mapped[str] = mapped_column(String(16))  # pairs | teams
    profile: Mapped[str] = mapped_column(String(16))  # regulation profile, e.g. NBB
    # Numbers the event's rulings 1, 2, 3...; bumped in the same transaction as the insert.
    ruling_count: Mapped[int] = mapped_column(Integer, default=0)
    results_published_at: Mapped[dt.datetime | None] = mapped_column(DateTime)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
    created_by: Mapped[str] = mapped_column(String(NAME_MAX))
    # The secret in the address of the event's table pages (calls from the tables): only
    # who sees the printed QR code can call. Made with the event; 0004 gave older ones one.
    call_token: Mapped[str] = mapped_column(String(64), unique=True, default=new_call_token)

    rulings: Mapped[list[Ruling]] = relationship(
        back_populates="event", cascade="all, delete-orphan", passive_deletes=True
    )
    hands: Mapped[list[HandRecord]] = relationship(
        back_populates="event",
        cascade="all, delete-orphan",
        passive_deletes=True,
        order_by="HandRecord.board",
    )


class HandRecord(Base):
    """One board of an event's hand records: the deal as dealt, and its double-dummy
    analysis once the background worker has made it (``dd_status`` pending, running,
    done or failed; ``dd`` holds the tricks table and par)."""

    __tablename__ = "log_hand_records"
    __table_args__ = (UniqueConstraint("event_id", "board", name="uq_log_hand_records_board"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("log_events.id", ondelete="CASCADE"))
    board: Mapped[int] = mapped_column(Integer)
    dealer: Mapped[str] = mapped_column(String(1))  # N E S W
    vulnerability: Mapped[str] = mapped_column(String(8))  # none NS EW both
    deal: Mapped[str] = mapped_column(String(80))  # PBN, from North: "N:AKQ.JT9.876.5432 ..."
    source: Mapped[str | None] = mapped_column(String(SHORT_MAX))  # the file's name
    line: Mapped[int | None] = mapped_column(Integer)  # the record's line in that file
    dd_status: Mapped[str] = mapped_column(String(16), default="pending", index=True)
    dd: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    dd_seconds: Mapped[float | None] = mapped_column(Float)
    # when a process took the board for analysis (migration 0010): a board ``running``
    # long after that was left by a process that stopped, and is taken again
    dd_claimed_at: Mapped[dt.datetime | None] = mapped_column(DateTime)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
    created_by: Mapped[str] = mapped_column(String(NAME_MAX))

    event: Mapped[Event] = relationship(back_populates="hands")


class Ruling(Base):
    __tablename__ = "log_rulings"
    __table_args__ = (
        UniqueConstraint("event_id", "number", name="uq_log_rulings_event_number"),
        Index("ix_log_rulings_event_board", "event_id", "board"),
        Index("ix_log_rulings_event_table", "event_id", "table_no"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    # Chosen by the client (a form, a script): saving the same uid twice saves once.
    uid: Mapped[str] = mapped_column(String(36), unique=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("log_events.id", ondelete="CASCADE"))
    number: Mapped[int] = mapped_column(Integer)
    round: Mapped[int | None] = mapped_column(Integer)
    table_no: Mapped[int | None] = mapped_column(Integer)
    board: Mapped[int] = mapped_column(Integer)
    called_at: Mapped[dt.datetime | None] = mapped_column(DateTime)
    called_by: Mapped[str | None] = mapped_column(String(1))  # seat N/E/S/W
    topic: Mapped[str | None] = mapped_column(String(NAME_MAX), index=True)
    title: Mapped[str | None] = mapped_column(String(SHORT_MAX))
    answers: Mapped[dict[str, Any]] = mapped_column(default=dict)
    facts: Mapped[dict[str, Any]] = mapped_column(default=dict)
    ruling_node: Mapped[str | None] = mapped_column(String(NAME_MAX))
    ruling_text: Mapped[dict[str, Any]] = mapped_column(default=dict)  # {"nl": ..., "en": ...}
    outcome: Mapped[dict[str, Any]] = mapped_column(default=dict)
    laws: Mapped[list[Any]] = mapped_column(default=list)
    # The topics of the story with the ruling reached in each, the final one last:
    # [{"topic": "lead-out-of-turn", "node": "free_lead"}, {"topic": "penalty-card", ...}]
    chain: Mapped[list[Any]] = mapped_column(default=list)
    facts_agreed: Mapped[str | None] = mapped_column(Text)
    facts_disputed: Mapped[str | None] = mapped_column(Text)
    director_finding: Mapped[str | None] = mapped_column(Text)
    notes: Mapped[str | None] = mapped_column(Text)
    adjusted_score: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    appeal_status: Mapped[str] = mapped_column(String(16), default="none")
    appeal_note: Mapped[str | None] = mapped_column(Text)
    version: Mapped[int] = mapped_column(Integer, default=1)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
    created_by: Mapped[str] = mapped_column(String(NAME_MAX))
    updated_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
    updated_by: Mapped[str] = mapped_column(String(NAME_MAX))

    event: Mapped[Event] = relationship(back_populates="rulings")
    persons: Mapped[list[Person]] = relationship(
        back_populates="ruling",
        cascade="all, delete-orphan",
        order_by="Person.position",
        passive_deletes=True,
    )
    followups: Mapped[list[FollowUp]] = relationship(
        back_populates="ruling",
        cascade="all, delete-orphan",
        order_by="FollowUp.id",
        passive_deletes=True,
    )
    history: Mapped[list[History]] = relationship(
        back_populates="ruling",
        cascade="all, delete-orphan",
        order_by="History.id",
        passive_deletes=True,
    )


class Person(Base):
    """Someone involved in a ruling: a seat and a role, the pair or team number, and
    optionally a name and a federation number (the only personal data in the log)."""

    __tablename__ = "log_persons"

    id: Mapped[int] = mapped_column(primary_key=True)
    ruling_id: Mapped[int] = mapped_column(
        ForeignKey("log_rulings.id", ondelete="CASCADE"), index=True
    )
    position: Mapped[int] = mapped_column(Integer, default=0)
    seat: Mapped[str | None] = mapped_column(String(1))
    role: Mapped[str] = mapped_column(String(16))  # offender | non_offender | other
    pair_no: Mapped[int | None] = mapped_column(Integer)
    team_no: Mapped[int | None] = mapped_column(Integer)
    name: Mapped[str | None] = mapped_column(String(NAME_MAX), index=True)
    federation_no: Mapped[str | None] = mapped_column(String(FEDNO_MAX), index=True)

    ruling: Mapped[Ruling] = relationship(back_populates="persons")


class FollowUp(Base):
    __tablename__ = "log_followups"
    __table_args__ = (Index("ix_log_followups_ruling_status", "ruling_id", "status"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    ruling_id: Mapped[int] = mapped_column(ForeignKey("log_rulings.id", ondelete="CASCADE"))
    kind: Mapped[str] = mapped_column(String(32))  # arbiter.guide.vocabulary.FOLLOWUP_KINDS
    # {"nl": ..., "en": ...}: the guide's text in both languages, or what the director
    # typed (the same text under both keys).
    text: Mapped[dict[str, Any]] = mapped_column(default=dict)
    laws: Mapped[list[Any]] = mapped_column(default=list)
    status: Mapped[str] = mapped_column(String(16), default="open")  # open | done | dropped
    resolution: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
    resolved_at: Mapped[dt.datetime | None] = mapped_column(DateTime)
    resolved_by: Mapped[str | None] = mapped_column(String(NAME_MAX))

    ruling: Mapped[Ruling] = relationship(back_populates="followups")


class History(Base):
    """One change to a ruling: who, when, and every field's old and new value."""

    __tablename__ = "log_history"

    id: Mapped[int] = mapped_column(primary_key=True)
    ruling_id: Mapped[int] = mapped_column(
        ForeignKey("log_rulings.id", ondelete="CASCADE"), index=True
    )
    version: Mapped[int] = mapped_column(Integer)
    action: Mapped[str] = mapped_column(String(16))  # create | update | followup | anonymise
    changed_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)
    changed_by: Mapped[str] = mapped_column(String(NAME_MAX))
    changes: Mapped[dict[str, Any]] = mapped_column(default=dict)

    ruling: Mapped[Ruling] = relationship(back_populates="history")


class TrainingAnswer(Base):
    """One answer a signed-in user gave in the self-test (``arbiter.train``): which item,
    of which topic, what was chosen and whether it was right. ``uid`` is chosen by the
    browser, so an answer sent twice (again after the network came back) is kept once."""

    __tablename__ = "log_training_answers"
    __table_args__ = (Index("ix_log_training_answers_user_topic", "user_id", "topic"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    uid: Mapped[str] = mapped_column(String(36), unique=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("log_users.id", ondelete="CASCADE"))
    item: Mapped[str] = mapped_column(String(SHORT_MAX))
    topic: Mapped[str] = mapped_column(String(NAME_MAX))
    choice: Mapped[str] = mapped_column(String(16))
    correct: Mapped[bool] = mapped_column(Boolean)
    answered_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)


class TableCall(Base):
    """A call for the director from a table: waiting until a director opens it (a ruling
    is started) or dismisses it, or the table cancels it. ``waiting_key`` is
    ``"EVENT:TABLE"`` while the call waits and NULL after: its unique constraint lets a
    table have one waiting call at a time, whichever process answers the second tap."""

    __tablename__ = "log_table_calls"
    __table_args__ = (
        UniqueConstraint("waiting_key", name="uq_log_table_calls_waiting"),
        Index("ix_log_table_calls_event_status", "event_id", "status"),
        Index("ix_log_table_calls_event_table_at", "event_id", "table_no", "called_at"),
        Index("ix_log_table_calls_event_caller_at", "event_id", "caller", "called_at"),
    )

    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("log_events.id", ondelete="CASCADE"))
    table_no: Mapped[int] = mapped_column(Integer)
    round: Mapped[int | None] = mapped_column(Integer)
    board: Mapped[int | None] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String(16))  # waiting|opened|ruled|dismissed|cancelled
    waiting_key: Mapped[str | None] = mapped_column(String(32))
    called_at: Mapped[dt.datetime] = mapped_column(DateTime, default=utcnow)  # UTC
    closed_at: Mapped[dt.datetime | None] = mapped_column(DateTime)
    closed_by: Mapped[str | None] = mapped_column(String(NAME_MAX))
    # the ruling saved from this call (status ``ruled``); migration 0007
    ruling_id: Mapped[int | None] = mapped_column(
        ForeignKey("log_rulings.id", ondelete="SET NULL", name="fk_log_table_calls_ruling")
    )
    # who called: a MAC of the address with the event's secret, for the limit per address
    # (migration 0009); NULL for calls from before, or without an address
    caller: Mapped[str | None] = mapped_column(String(32))

    event: Mapped[Event] = relationship()
