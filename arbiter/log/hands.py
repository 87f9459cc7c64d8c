"""An event's hand records in the log: importing the session's file, the boards, and their
double-dummy analysis made once per board in the background.

An import reads and checks the whole file first (:func:`arbiter.calc.hand_records.
read_hand_records`: one bad board refuses it, board and line named), then replaces the
event's boards in one transaction: nothing is stored half. Every board starts with its
analysis ``pending``; :class:`Analyser` works through them on one thread, one board at a
time (DDS is not thread-safe, and one worker keeps the club laptop responsive), claiming
each board in the database before it starts, so a board is analysed once even when
two workers run (a server and ``arbiter log hands import`` at the same time). The tables
are stored with the board; pages read them and never wait for DDS.
"""

from __future__ import annotations

import datetime as dt
import threading
import time
from collections.abc import Callable
from typing import Any, cast

from sqlalchemy import CursorResult, Result, and_, delete, func, or_, select, update

from arbiter.bridge import Seat
from arbiter.bridge.card import Rank
from arbiter.bridge.deal import Deal
from arbiter.bridge.pbn import decode
from arbiter.calc.hand_records import analyse, read_hand_records
from arbiter.calc.scoring import Vulnerability
from arbiter.i18n import InputError, Lang
from arbiter.log import validate as v
from arbiter.log.models import NAME_MAX, SHORT_MAX, Event, HandRecord, utcnow
from arbiter.log.service import NotFoundError
from arbiter.log.store import Store

__all__ = ["MAX_FILE_BYTES", "Analyser", "HandService", "hand_json", "ranks"]

#: A session's hand records with every table and comment are a few tens of KB.
MAX_FILE_BYTES = 1_000_000
STATUSES = ("pending", "running", "done", "failed")
LEASE = dt.timedelta(minutes=5)  # a board running this long was left by a stopped process


def _changed(result: Result[Any]) -> int:
    """The rows an UPDATE changed. The session types every result as a ``Result``; an
    UPDATE's is a ``CursorResult``, which has the count (SQLAlchemy's advice: a cast)."""
    return cast(CursorResult[Any], result).rowcount


class HandService:
    """Import, read and analyse an event's hand records; the shells call this."""

    def __init__(self, store: Store) -> None:
        self.store = store

    # -- import ---------------------------------------------------------------------------

    def import_file(
        self, event_id: Any, data: bytes | str, source: str | None, by: str
    ) -> dict[str, Any]:
        """Replace the event's hand records with the boards of ``data`` (PBN, BBO's LIN or
        endplay's JSON, found from the content; ``source``'s extension helps only with a
        file that is none of them), all or none.

        Raises :class:`NotFoundError` for an unknown event and a placed
        :class:`~arbiter.i18n.InputError` (a :class:`~arbiter.bridge.pbn.PbnError` for
        PBN) for a bad file; then nothing is changed.
        """
        with self.store.read() as s:
            event = _event(s, event_id)
            event_id = event.id
        if isinstance(data, bytes):
            if len(data) > MAX_FILE_BYTES:
                raise InputError(
                    f"Het bestand is {len(data) // 1000} kB; een spelverdelingsbestand van "
                    f"een zitting is veel kleiner (hooguit {MAX_FILE_BYTES // 1000} kB).",
                    f"The file is {len(data) // 1000} kB; a session's hand-record file is "
                    f"much smaller (at most {MAX_FILE_BYTES // 1000} kB).",
                )
            text = decode(data)
        else:
            text = data
        boards = read_hand_records(text, source)
        name = (source or "").strip()[:SHORT_MAX] or None
        with self.store.write() as s:
            _event(s, event_id, lock=True)
            s.execute(delete(HandRecord).where(HandRecord.event_id == event_id))
            for b in boards:
                s.add(
                    HandRecord(
                        event_id=event_id,
                        board=b.board,
                        dealer=b.dealer.abbr("en"),
                        vulnerability=b.vulnerability.value,
                        deal=b.deal.to_pbn(),
                        source=name,
                        line=b.line,
                        dd_status="pending",
                        created_by=by[:NAME_MAX],
                    )
                )
        return {
            "event": event_id,
            "source": name,
            "boards": [b.board for b in boards],
            "count": len(boards),
        }

    # -- reading --------------------------------------------------------------------------

    def hands(self, event_id: Any) -> dict[str, Any]:
        """The event's boards with their analysis, and how far the analysis is."""
        with self.store.read() as s:
            event = _event(s, event_id)
            rows = s.scalars(
                select(HandRecord).where(HandRecord.event_id == event.id).order_by(HandRecord.board)
            ).all()
            return {
                "event": event.id,
                "source": rows[0].source if rows else None,
                "progress": _progress([r.dd_status for r in rows]),
                "boards": [hand_json(r) for r in rows],
            }

    def hand(self, event_id: Any, board: Any) -> dict[str, Any] | None:
        """One board of the event (``None`` when the event has no hand record for it),
        with the progress of the event's analysis."""
        number = _number(board)
        with self.store.read() as s:
            event = _event(s, event_id)
            if number is None:
                return None
            row = s.scalar(
                select(HandRecord).where(
                    HandRecord.event_id == event.id, HandRecord.board == number
                )
            )
            if row is None:
                return None
            statuses = s.scalars(
                select(HandRecord.dd_status).where(HandRecord.event_id == event.id)
            ).all()
            return {**hand_json(row), "progress": _progress(list(statuses))}

    def progress(self, event_id: Any) -> dict[str, int]:
        with self.store.read() as s:
            event = _event(s, event_id)
            rows = s.execute(
                select(HandRecord.dd_status, func.count())
                .where(HandRecord.event_id == event.id)
                .group_by(HandRecord.dd_status)
            ).all()
        return _progress([status for status, n in rows for _ in range(n)])

    # -- the analysis, board by board -------------------------------------------------------

    def pending(self) -> int:
        """Boards of any event waiting for a worker: not started, or left by a stopped one."""
        with self.store.read() as s:
            return int(
                s.scalar(select(func.count()).select_from(HandRecord).where(_waiting(utcnow())))
                or 0
            )

    def claim(self) -> tuple[int, Deal, Vulnerability, Seat] | None:
        """Take the next board waiting for analysis (marked ``running``, with the time),
        or None. A board left ``running`` for :data:`LEASE` by a process that stopped is
        taken again.

        The update names the state it expects, so two workers (in one process or in
        several) never take the same board.
        """
        while True:
            now = utcnow()
            with self.store.write() as s:
                row = s.execute(
                    select(
                        HandRecord.id,
                        HandRecord.deal,
                        HandRecord.vulnerability,
                        HandRecord.dealer,
                    )
                    .where(_waiting(now))
                    .order_by(HandRecord.id)
                    .limit(1)
                ).first()
                if row is None:
                    return None
                taken = _changed(s.execute(
                    update(HandRecord)
                    .where(HandRecord.id == row.id, _waiting(now))
                    .values(dd_status="running", dd_claimed_at=now)
                ))  # fmt: skip
            if taken == 1:
                return (
                    row.id,
                    Deal.parse_pbn(row.deal),
                    Vulnerability(row.vulnerability),
                    _seat(row.dealer),
                )

    def finish(self, hand_id: int, analysis: dict[str, Any] | None, seconds: float) -> None:
        """Store a board's analysis (``None``: it failed). A board deleted meanwhile (a new
        file imported) is left deleted."""
        with self.store.write() as s:
            s.execute(
                update(HandRecord)
                .where(HandRecord.id == hand_id)
                .values(
                    dd=analysis,
                    dd_status="failed" if analysis is None else "done",
                    dd_seconds=round(seconds, 4),
                )
            )



class Analyser:
    """The one background worker of a process: analyses pending boards one at a time.

    ``wake()`` after an import (and on start) makes sure a thread is working; the thread
    ends when nothing is pending and is started again by the next ``wake()``.
    ``run_pending()`` does the same work in the caller's thread (the command line).
    """

    def __init__(
        self, service: HandService, solve: Callable[..., dict[str, Any]] = analyse
    ) -> None:
        self.service = service
        self.solve = solve
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._again = False

    def wake(self) -> None:
        with self._lock:
            self._again = True
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="arbiter-dd", daemon=True)
                self._thread.start()

    def wait(self, timeout: float = 60.0) -> bool:
        """Until the worker is idle (tests, benchmarks); False if it is still busy."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self._lock:
                thread = self._thread
            if thread is None or not thread.is_alive():
                return True
            thread.join(0.05)
        return False

    def _run(self) -> None:
        while True:
            with self._lock:
                if not self._again:
                    self._thread = None
                    return
                self._again = False
            try:
                self.run_pending()
            except Exception:  # the database went away (a test's store disposed): stop
                with self._lock:
                    self._thread = None
                return

    def run_pending(self, progress: Callable[[int, float], None] | None = None) -> int:
        """Analyse boards until none is pending; the number analysed here."""
        count = 0
        while True:
            claimed = self.service.claim()
            if claimed is None:
                return count
            hand_id, deal, vulnerability, dealer = claimed
            start = time.perf_counter()
            try:
                result: dict[str, Any] | None = self.solve(deal, vulnerability, dealer)
            except Exception:  # DDS refused the deal: say so on the board, go on
                result = None
            seconds = time.perf_counter() - start
            self.service.finish(hand_id, result, seconds)
            count += 1
            if progress is not None:
                progress(hand_id, seconds)


# -- helpers ------------------------------------------------------------------------------------


def _event(s: Any, event_id: Any, lock: bool = False) -> Event:
    number = _number(event_id)
    query = select(Event).where(Event.id == number)
    if lock:
        query = query.with_for_update()
    e = s.scalar(query) if number is not None else None
    if e is None:
        raise NotFoundError(
            f"Wedstrijd {event_id} bestaat niet.", f"Event {event_id} does not exist."
        )
    return e


def _number(value: Any) -> int | None:
    """A board's number, or None when no board can have it (past ``ID_MAX`` included:
    PostgreSQL's INTEGER refuses 2^31, SQLite's 2^63)."""
    return v.record_id(value)


def _waiting(now: dt.datetime) -> Any:
    """Boards a worker may take: pending, or running for longer than :data:`LEASE` (its
    process stopped: a board takes DDS a second or two). Another process that starts
    leaves the boards of a running one alone."""
    return or_(
        HandRecord.dd_status == "pending",
        and_(
            HandRecord.dd_status == "running",
            or_(HandRecord.dd_claimed_at.is_(None), HandRecord.dd_claimed_at < now - LEASE),
        ),
    )


def _seat(letter: str) -> Seat:
    return Seat("NESW".index(letter))


def _progress(statuses: list[str]) -> dict[str, int]:
    counts = {status: statuses.count(status) for status in STATUSES}
    return {**counts, "total": len(statuses)}


def hand_json(row: HandRecord) -> dict[str, Any]:
    """A board as the API gives it: the deal (PBN, and per seat and suit), dealer,
    vulnerability, where it was read, and the analysis (status; tricks and par when
    done)."""
    seats = row.deal[2:].split(" ")  # stored from North: "N:S.H.D.C S.H.D.C ..."
    hands = {
        "NESW"[i]: dict(zip("SHDC", hand.split("."), strict=True)) for i, hand in enumerate(seats)
    }
    analysis: dict[str, Any] = {"status": row.dd_status}
    if row.dd_status == "done" and row.dd:
        analysis.update(row.dd)
        analysis["seconds"] = row.dd_seconds
    return {
        "board": row.board,
        "dealer": row.dealer,
        "vulnerability": row.vulnerability,
        "deal": row.deal,
        "hands": hands,
        "source": row.source,
        "line": row.line,
        "analysis": analysis,
    }


_PBN_RANKS = {"A": 14, "K": 13, "Q": 12, "J": 11, "T": 10}


def ranks(text: str, lang: Lang) -> str:
    """A suit's cards from PBN (``AKT42``) as a director reads them: ``A H 10 4 2`` in
    Dutch, ``A K 10 4 2`` in English; a dash for a void."""
    if not text:
        return "—"
    return " ".join(Rank(_PBN_RANKS.get(c) or int(c)).symbol(lang) for c in text)
