"""Calls from the tables: players call the director with one tap on their table's page,
the director's phone shows the queue, and opening a call starts a ruling.

Two sides, two ways in:

* **the table** knows only its own token (:func:`table_token`, in the address behind the
  QR code printed for that table): the event's number and a MAC of the table's number
  made with the event's secret ``call_token``, which is never shown. So the code of
  table 3 calls table 3 and no other; another table's number with it, or a token made
  up, is not found. No account: whoever can read the QR code at the club may call.
  What a caller can do is bounded, and counted in the database (so whichever server
  process answers):

  - a table has at most one waiting call (a second tap changes its board or round, it
    makes no second call), and makes at most ``RATE_CALLS`` calls per ``RATE_WINDOW``
    (a child tapping, a prank with a photographed code);
  - one address (a phone; a club's Wi-Fi shares one) makes at most ``ADDRESS_CALLS``
    calls per ``RATE_WINDOW`` in an event, whichever tables; the address is kept only
    as a MAC made with the event's secret, so it cannot be read back or compared
    across events;
  - an event has at most ``EVENT_WAITING`` calls waiting at once.

  More gets :class:`TooManyCalls` (HTTP 429, ``Retry-After``).
* **the director** sees the queue of an event, opens a call (the ruling form starts with
  the call's table, round, board and time) or dismisses it, within the scope of her clubs
  (:mod:`.clubs`): another club's call is not found (404), a reader may look but not
  change (403).

Calls are rows in ``log_table_calls``, so a restarted server still has them.
"""

from __future__ import annotations

import base64
import datetime as dt
import hashlib
import hmac
import re
from collections.abc import Mapping
from typing import Any, TypedDict
from urllib.parse import urlencode

from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from arbiter.i18n import InputError
from arbiter.log import records, times
from arbiter.log import validate as v
from arbiter.log.clubs import ForbiddenError, Scope
from arbiter.log.models import NAME_MAX, Event, TableCall, utcnow
from arbiter.log.service import ConflictError, NotFoundError
from arbiter.log.store import Store

RATE_CALLS = 6  # calls one table may make ...
RATE_WINDOW = dt.timedelta(minutes=10)  # ... within this time
ADDRESS_CALLS = 20  # calls one address may make in an event within RATE_WINDOW
EVENT_WAITING = 40  # calls waiting at once in one event
STATUSES = ("waiting", "opened", "ruled", "dismissed", "cancelled")


class TooManyCalls(InputError):
    """Too many calls (HTTP 429); ``retry_after`` seconds until one may call again."""

    def __init__(self, retry_after: int, why: str = "table") -> None:
        minutes = max(1, -(-retry_after // 60))
        nl, en = {
            "table": ("Deze tafel heeft de arbiter al vaak geroepen.",
                      "This table has called the director many times."),
            "address": ("Vanaf dit toestel of netwerk is de arbiter al vaak geroepen.",
                        "The director has been called many times from this device or network."),
            "event": ("Er wachten al veel tafels op de arbiter.",
                      "Many tables are already waiting for the director."),
        }[why]  # fmt: skip
        super().__init__(
            f"{nl} Probeer het over {minutes} minuten opnieuw, of loop naar de arbiter.",
            f"{en} Try again in {minutes} minutes, or walk to the director.",
        )
        self.retry_after = retry_after


def table_token(secret: str, event_id: int, table: int) -> str:
    """The token in the address of one table's page: ``EVENT-MAC``, the MAC (128 bits)
    of the table's number made with the event's secret. It opens that table only."""
    mac = hmac.new(secret.encode(), f"table {table}".encode(), hashlib.sha256).digest()[:16]
    return f"{event_id}-{base64.urlsafe_b64encode(mac).decode().rstrip('=')}"


def _caller(secret: str, address: str) -> str | None:
    """The caller's address as kept: a MAC with the event's secret (not the address)."""
    if not address:
        return None
    mac = hmac.new(secret.encode(), f"caller {address}".encode(), hashlib.sha256)
    return mac.hexdigest()[:32]


class _CallFields(TypedDict):
    id: int
    event_id: int
    table: int
    round: int | None
    board: int | None
    status: str
    called_at: str | None
    called_at_local: str
    waiting_seconds: int
    closed_at: str | None
    closed_by: str | None
    ruling_id: int | None


class CallJSON(_CallFields, total=False):
    """A call as the API and the pages get it (docs/json.md); an opened call also has
    the ruling form filled in from it and the guide that knows its board. (Not
    ``NotRequired``: with postponed annotations Python 3.11 counts those keys as
    required.)"""

    ruling_url: str
    guide_url: str


class EventNameJSON(TypedDict):
    name: str
    club: str
    date: str


class TablePageJSON(TypedDict):
    """What a table's page shows: the event, the table, its waiting or last call."""

    event: EventNameJSON
    table: int
    call: CallJSON | None


class QueueJSON(TypedDict):
    """An event's waiting calls, oldest first, and the server's time."""

    event_id: int
    now: str | None
    calls: list[CallJSON]


def call_record(c: TableCall, now: dt.datetime | None = None) -> CallJSON:
    """A call as JSON (docs/json.md): times in UTC, the waiting time in seconds."""
    now = now or utcnow()
    end = c.closed_at or now
    return {
        "id": c.id,
        "event_id": c.event_id,
        "table": c.table_no,
        "round": c.round,
        "board": c.board,
        "status": c.status,
        "called_at": records.iso(c.called_at),
        "called_at_local": times.local(c.called_at).strftime("%H:%M"),
        "waiting_seconds": max(0, int((end - c.called_at).total_seconds())),
        "closed_at": records.iso(c.closed_at),
        "closed_by": c.closed_by,
        "ruling_id": c.ruling_id,
    }


def ruling_url(call: CallJSON) -> str:
    """The ruling form for a call: its event, table, round, board and the time called."""
    query: list[tuple[str, Any]] = [("event", call["event_id"]), ("table", call["table"])]
    query += [(k, v) for k, v in (("board", call["board"]), ("round", call["round"]))
              if v is not None]  # fmt: skip
    query.append(("called_at", call["called_at_local"]))
    return "/log/new?" + urlencode(query)


def guide_url(call: CallJSON, lang: str = "nl") -> str:
    """The guide's home for a call: every topic link on it carries ``call_id=ID``, so the
    guide knows the board (its hand record, to those who may see the event) and the
    ruling saved from it is linked to the call."""
    return f"/{lang}/?" + urlencode([("call_id", call["id"])])


class CallService:
    """The calls of the log's events, seen with ``scope`` (the director's side) or by an
    event's token (the table's side, which needs no scope)."""

    def __init__(self, store: Store, scope: Scope | None = None) -> None:
        self.store = store
        self.scope = scope or Scope.everything()

    def scoped(self, scope: Scope) -> CallService:
        return CallService(self.store, scope)

    # -- the table's side ----------------------------------------------------------------

    def table(self, token: Any, table: Any) -> TablePageJSON:
        """What a table page shows: the event's name, the table, its waiting call (or
        the last one, so the players see that the director is coming)."""
        number = _table(table)
        with self.store.read() as s:
            e = _by_token(s, token, number)
            last = s.scalar(
                select(TableCall)
                .where(TableCall.event_id == e.id, TableCall.table_no == number)
                .order_by(TableCall.id.desc())
                .limit(1)
            )
            return {
                "event": {"name": e.name, "club": e.club, "date": e.date.isoformat()},
                "table": number,
                "call": call_record(last) if last is not None else None,
            }

    def call(
        self, token: Any, table: Any, board: Any = None, round_no: Any = None, address: str = ""
    ) -> tuple[CallJSON, bool]:
        """Call the director from a table: ``(the call, made now)``. A table whose call
        is still waiting gets that call back (with the board and round just given), not a
        second one. ``address``: the caller's (for the limit per address)."""
        c = v.Collector()
        number = c.run("table", lambda: _table(table))
        board_no = c.run("board", lambda: v.integer("board", board, 1, v.BOARD_MAX))
        round_value = c.run("round", lambda: v.integer("round", round_no, 1, v.ROUND_MAX))
        c.check()
        for _attempt in range(3):
            try:
                with self.store.write() as s:
                    e = _by_token(s, token, number, lock=True)
                    waiting = _waiting(s, e.id, number)
                    if waiting is not None:
                        if board_no is not None:
                            waiting.board = board_no
                        if round_value is not None:
                            waiting.round = round_value
                        return call_record(waiting), False
                    now = utcnow()
                    caller = _caller(e.call_token, address)
                    _rate(s, e.id, number, caller, now)
                    made = TableCall(
                        event_id=e.id,
                        table_no=number,
                        board=board_no,
                        round=round_value,
                        status="waiting",
                        waiting_key=f"{e.id}:{number}",
                        called_at=now,
                        caller=caller,
                    )
                    s.add(made)
                    s.flush()
                    return call_record(made), True
            except IntegrityError:
                continue  # the same table called at the same moment: take that call
        raise RuntimeError("the table's call could not be stored")  # pragma: no cover

    def cancel(self, token: Any, table: Any) -> CallJSON:
        """The players do not need the director after all: their waiting call goes."""
        number = _table(table)
        with self.store.write() as s:
            e = _by_token(s, token, number)
            waiting = _waiting(s, e.id, number)
            if waiting is None:
                raise NotFoundError(
                    f"Tafel {number} heeft geen wachtende oproep.",
                    f"Table {number} has no waiting call.",
                )
            _close(waiting, "cancelled", None)
            return call_record(waiting)

    # -- the director's side -------------------------------------------------------------

    def queue(self, event_id: Any) -> QueueJSON:
        """An event's waiting calls, oldest first."""
        with self.store.read() as s:
            e = self._event(s, event_id)
            rows = s.scalars(
                select(TableCall)
                .where(TableCall.event_id == e.id, TableCall.status == "waiting")
                .order_by(TableCall.called_at, TableCall.id)
            ).all()
            now = utcnow()
            return {
                "event_id": e.id,
                "now": records.iso(now),
                "calls": [call_record(c, now) for c in rows],
            }

    def token(self, event_id: Any) -> tuple[dict[str, Any], str]:
        """The event (as a record) and its secret, from which each table's token is
        made (:func:`table_token`); the secret itself is in no address."""
        with self.store.read() as s:
            e = self._event(s, event_id)
            return records.event(e), e.call_token

    def table_token(self, event_id: Any, table: Any) -> str:
        """The token of one table's page (the address behind its QR code)."""
        record, secret = self.token(event_id)
        return table_token(secret, record["id"], _table(table))

    def open(self, call_id: Any, by: str) -> CallJSON:
        """The director goes to the table: the call is marked opened (by her) and the
        answer carries ``ruling_url``, the ruling form filled in from the call, and
        ``guide_url``, the guide that knows the call's board."""
        out = self._close(call_id, "opened", by)
        out["ruling_url"] = ruling_url(out)
        out["guide_url"] = guide_url(out)
        return out

    def get(self, call_id: Any) -> CallJSON:
        """One call of the user's clubs (another club's is not found)."""
        with self.store.read() as s:
            return call_record(self._call(s, call_id))

    def of_ruling(self, ruling_id: int) -> CallJSON | None:
        """The call a ruling was saved from, or None."""
        with self.store.read() as s:
            c = s.scalar(select(TableCall).where(TableCall.ruling_id == ruling_id).limit(1))
            return call_record(c) if c is not None else None

    def rule(self, call_id: Any, ruling: Mapping[str, Any], by: str) -> CallJSON:
        """The ruling saved from a call: the call is ``ruled`` and points to it. The
        ruling must be of the call's event; a call already linked to another ruling
        keeps that one (:class:`ConflictError`). Linking the same ruling again is done."""
        with self.store.write() as s:
            c = self._call(s, call_id, lock=True)
            if not self.scope.may_write(c.event.club_id):
                raise ForbiddenError(
                    f"U mag oproep {call_id} niet afhandelen.",
                    f"You may not handle call {call_id}.",
                )
            if c.event_id != ruling["event_id"]:
                raise InputError(
                    f"Oproep {c.id} hoort bij een andere wedstrijd dan deze uitspraak.",
                    f"Call {c.id} belongs to another event than this ruling.",
                )
            if c.ruling_id == ruling["id"]:
                return call_record(c)
            if c.ruling_id is not None or c.status in ("dismissed", "cancelled"):
                raise ConflictError(*_gone(c))
            if c.status == "waiting":  # saved without opening it: opened now, by her
                _close(c, "ruled", by)
            c.status, c.ruling_id = "ruled", ruling["id"]
            return call_record(c)

    def _call(self, s: Session, call_id: Any, lock: bool = False) -> TableCall:
        number = v.record_id(call_id)
        c = s.get(TableCall, number, with_for_update=lock) if number else None
        if c is None or not self.scope.may_read(c.event.club_id):
            raise NotFoundError(
                f"Oproep {call_id} bestaat niet.", f"Call {call_id} does not exist."
            )
        return c

    def dismiss(self, call_id: Any, by: str) -> CallJSON:
        """The call needs no ruling (settled on the way, a mistake): off the queue."""
        return self._close(call_id, "dismissed", by)

    def _close(self, call_id: Any, status: str, by: str) -> CallJSON:
        with self.store.write() as s:
            c = self._call(s, call_id, lock=True)
            if not self.scope.may_write(c.event.club_id):
                raise ForbiddenError(
                    f"U mag oproep {call_id} niet afhandelen.",
                    f"You may not handle call {call_id}.",
                )
            if c.status != "waiting":
                if c.status == status and c.closed_by == by[:NAME_MAX]:
                    return call_record(c)  # the same tap again: done already
                raise ConflictError(*_gone(c))
            _close(c, status, by)
            return call_record(c)

    def _event(self, s: Session, event_id: Any) -> Event:
        number = v.record_id(event_id)
        e = s.get(Event, number) if number else None
        if e is None or not self.scope.may_read(e.club_id):
            raise NotFoundError(
                f"Wedstrijd {event_id} bestaat niet.", f"Event {event_id} does not exist."
            )
        return e


def _table(value: Any) -> int:
    number = v.integer("table", value, 1, v.TABLE_MAX, required=True)
    assert number is not None
    return number


_TOKEN = re.compile(r"([0-9]{1,10})-[A-Za-z0-9_-]{22}")


def _by_token(s: Session, token: Any, table: int, lock: bool = False) -> Event:
    """The event whose table ``table`` has this token; any other token, and this token
    with another table's number, is not found. Only what :func:`table_token` makes is
    looked up (a NUL, which PostgreSQL refuses in text, is not found before the database
    sees it). ``lock``: the event's row is locked for the rest of the transaction, so
    that the limits per event and per address are counted one call at a time."""
    text = str(token) if token else ""
    e = None
    found = _TOKEN.fullmatch(text)
    number = v.record_id(found[1]) if found else None
    if number is not None:
        e = s.get(Event, number, with_for_update=lock)
        if e is not None and not hmac.compare_digest(
            table_token(e.call_token, e.id, table), text
        ):
            e = None
    if e is None:
        raise NotFoundError(
            "Deze tafelpagina bestaat niet (meer). Scan de QR-code op de tafel opnieuw.",
            "This table page does not exist (any more). Scan the QR code on the table again.",
        )
    return e


def _waiting(s: Session, event_id: int, table: int) -> TableCall | None:
    return s.scalar(select(TableCall).where(TableCall.waiting_key == f"{event_id}:{table}"))


def _rate(s: Session, event_id: int, table: int, caller: str | None, now: dt.datetime) -> None:
    """At most ``RATE_CALLS`` calls from one table and ``ADDRESS_CALLS`` from one address
    within ``RATE_WINDOW``; at most ``EVENT_WAITING`` waiting in the event."""
    recent = TableCall.called_at > now - RATE_WINDOW
    for why, where, most in (
        ("table", TableCall.table_no == table, RATE_CALLS),
        ("address", TableCall.caller == caller, ADDRESS_CALLS),
    ):
        if why == "address" and caller is None:
            continue
        times = s.scalars(
            select(TableCall.called_at)
            .where(TableCall.event_id == event_id, where, recent)
            .order_by(TableCall.called_at)
        ).all()
        if len(times) >= most:
            free_at = times[len(times) - most] + RATE_WINDOW
            raise TooManyCalls(max(1, int((free_at - now).total_seconds())), why)
    waiting = s.scalar(
        select(func.count()).where(TableCall.event_id == event_id, TableCall.status == "waiting")
    )
    if (waiting or 0) >= EVENT_WAITING:  # a COUNT is a number; typed as a scalar that may be None
        raise TooManyCalls(60, "event")


def _close(c: TableCall, status: str, by: str | None) -> None:
    c.status, c.waiting_key = status, None
    c.closed_at, c.closed_by = utcnow(), by[:NAME_MAX] if by else None


def _gone(c: TableCall) -> tuple[str, str]:
    who = c.closed_by or ""
    nl = {"opened": f"al geopend door {who}", "dismissed": f"al afgewezen door {who}",
          "cancelled": "door de tafel ingetrokken",
          "ruled": f"al beslist (uitspraak {c.ruling_id})"}[c.status]  # fmt: skip
    en = {"opened": f"already opened by {who}", "dismissed": f"already dismissed by {who}",
          "cancelled": "cancelled by the table",
          "ruled": f"already ruled (ruling {c.ruling_id})"}[c.status]  # fmt: skip
    return (f"Oproep van tafel {c.table_no}: {nl}.", f"Call from table {c.table_no}: {en}.")
