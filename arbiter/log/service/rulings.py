"""Rulings: saved once (by ``uid``), edited from a named version, read, listed, and what is
still open before an event's results are final."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from typing import Any

from sqlalchemy import exists, select
from sqlalchemy.exc import IntegrityError

from arbiter.i18n import Lang
from arbiter.log import records
from arbiter.log import validate as v
from arbiter.log.models import NAME_MAX, FollowUp, History, Ruling, utcnow
from arbiter.log.service.access import ScopedLog
from arbiter.log.service.errors import ConflictError
from arbiter.log.service.inputs import EDITABLE, clean_ruling, unknown_fields
from arbiter.log.service.rows import (
    apply_input,
    bump,
    diff_states,
    input_form,
    next_number,
    ruling_query,
    ruling_state,
)


class Rulings(ScopedLog):
    """An event's rulings, each change in one transaction with its history row."""

    def add_ruling(
        self, event_id: int, data: Mapping[str, Any], by: str, lang: Lang = "nl"
    ) -> dict[str, Any]:
        """Save a ruling with its follow-ups and first history row, all or nothing.

        Saving the same ``uid`` again returns the ruling already saved (a resubmitted
        form, a retried script): nothing is duplicated.
        """
        with self.store.read() as s:
            e = self._event(s, event_id, write=True)
            event_id, day = e.id, e.date
        clean = clean_ruling(data, day, lang)
        try:
            return self._insert(event_id, clean, by, lang)
        except IntegrityError:
            # The same uid was committed by someone else between our check and insert.
            existing = self._by_uid(clean["uid"], event_id, lang)
            if existing is None:
                raise
            return existing

    def last_place(self, event_id: Any) -> dict[str, Any] | None:
        """Table, board and round of the event's latest ruling: the ruling form starts
        there (its steppers go up or down from it). None for an event without rulings."""
        with self.store.read() as s:
            row = s.execute(
                select(Ruling.table_no, Ruling.board, Ruling.round)
                .where(Ruling.event_id == v.record_id(event_id))
                .order_by(Ruling.number.desc())
                .limit(1)
            ).first()
            return {"table": row[0], "board": row[1], "round": row[2]} if row else None

    def _by_uid(self, uid: str, event_id: int, lang: Lang) -> dict[str, Any] | None:
        with self.store.read() as s:
            r = s.scalar(ruling_query().where(Ruling.uid == uid, Ruling.event_id == event_id))
            return records.ruling(r, lang) if r else None

    def _insert(self, event_id: int, clean: dict[str, Any], by: str, lang: Lang):
        by = by[:NAME_MAX]
        with self.store.write() as s:
            existing = s.scalar(ruling_query().where(Ruling.uid == clean["uid"]))
            if existing is not None:
                if existing.event_id != event_id:
                    raise v.ValidationError(
                        [
                            v.FieldError(
                                "uid",
                                "dit kenmerk hoort bij een andere wedstrijd.",
                                "this identifier belongs to another event.",
                            )
                        ]
                    )
                return records.ruling(existing, lang)
            number = next_number(s, event_id)
            now = utcnow()
            r = Ruling(
                uid=clean["uid"],
                event_id=event_id,
                number=number,
                version=1,
                created_at=now,
                created_by=by,
                updated_at=now,
                updated_by=by,
            )
            apply_input(r, clean)
            guide: v.GuideRuling | None = clean["guide"]
            followups = [
                FollowUp(
                    kind=f["kind"], text=f["text"], laws=f["laws"], status="open", created_at=now
                )
                for f in (guide.afterwards if guide else [])
            ] + [
                FollowUp(
                    kind=f["kind"],
                    text={"nl": f["text"], "en": f["text"]},
                    laws=[],
                    status="open",
                    created_at=now,
                )
                for f in clean["followups"]
            ]
            r.followups = followups
            s.add(r)
            s.flush()
            state = ruling_state(r)
            state["followups"] = [records.followup(f, lang) for f in followups]
            r.history = [
                History(
                    version=1,
                    action="create",
                    changed_at=now,
                    changed_by=by,
                    changes=diff_states({}, {k: x for k, x in state.items() if x}),
                )
            ]
            s.flush()
            return records.ruling(r, lang)

    def update_ruling(
        self,
        ruling_id: int,
        changes: Mapping[str, Any],
        version: Any,
        by: str,
        lang: Lang = "nl",
    ) -> dict[str, Any]:
        """Change fields of a ruling edited from ``version``; history keeps the old values."""
        c = v.Collector()
        expected = c.run("version", lambda: v.integer("version", version, 1, 10**9, True))
        unknown_fields(c, changes, EDITABLE)
        c.check()
        with self.store.read() as s:
            r = self._ruling(s, ruling_id, write=True)
            merged = {**input_form(r), **changes}
            day = r.event.date
        clean = clean_ruling(merged, day, lang)
        by = by[:NAME_MAX]
        with self.store.write() as s:
            r = self._ruling(s, ruling_id, lock=True, write=True)
            self._check_version(r, expected)
            before = ruling_state(r)
            apply_input(r, clean)
            s.flush()
            after = ruling_state(r)
            diff = diff_states(before, after)
            if not diff:
                return records.ruling(r, lang)
            bump(s, r, by, "update", diff)
            return records.ruling(r, lang)

    @staticmethod
    def _check_version(r: Ruling, expected: int | None) -> None:
        if expected is not None and r.version != expected:
            raise ConflictError(
                f"Arbitrage {r.number} is intussen gewijzigd (versie {r.version} door "
                f"{r.updated_by} om {records.iso(r.updated_at)} UTC). Er is niets opgeslagen; "
                "laad de arbitrage opnieuw en breng uw wijziging opnieuw aan.",
                f"Ruling {r.number} has been changed meanwhile (version {r.version} by "
                f"{r.updated_by} at {records.iso(r.updated_at)} UTC). Nothing was saved; "
                "reload the ruling and make your change again.",
            )

    def ruling(self, ruling_id: Any, lang: Lang = "nl") -> dict[str, Any]:
        with self.store.read() as s:
            r = self._ruling(s, ruling_id)
            out = records.ruling(r, lang)
            out["event"] = records.event(r.event)
            return out

    def rulings(
        self,
        event_id: int,
        lang: Lang = "nl",
        open_only: bool = False,
        board: Any = None,
        table: Any = None,
        topic: Any = None,
        full: bool = False,
    ) -> list[dict[str, Any]]:
        """An event's rulings in order, filtered; filter values are validated like input.

        ``full`` adds each ruling's history and law titles (for the JSON export).
        """
        c = v.Collector()
        board_no = c.run("board", lambda: v.integer("board", board, 1, v.BOARD_MAX))
        table_no = c.run("table", lambda: v.integer("table", table, 1, v.TABLE_MAX))
        topic_id = c.run("topic", lambda: v.clean_text("topic", topic, NAME_MAX))
        c.check()
        with self.store.read() as s:
            event_id = self._event(s, event_id).id
            query = ruling_query(history=full).where(Ruling.event_id == event_id)
            if open_only:
                query = query.where(
                    exists().where(FollowUp.ruling_id == Ruling.id, FollowUp.status == "open")
                )
            if board_no is not None:
                query = query.where(Ruling.board == board_no)
            if table_no is not None:
                query = query.where(Ruling.table_no == table_no)
            if topic_id is not None:
                query = query.where(Ruling.topic == topic_id)
            rows = s.scalars(query.order_by(Ruling.number)).all()
            return [records.ruling(r, lang, full=full) for r in rows]

    def open_items(self, event_id: int, lang: Lang = "nl") -> dict[str, Any]:
        """What to settle before the results are final: open follow-ups, appeals, scores.

        Lists every open follow-up; every appeal lodged and not yet decided; every ruling
        whose outcome says an adjusted score is possible but none is recorded; and the end
        of the correction period (79C1, 92B) when the results' publication time is known.
        """
        from arbiter.laws.profiles import profile

        with self.store.read() as s:
            e = self._event(s, event_id)
            rows = s.scalars(
                ruling_query(history=False).where(Ruling.event_id == e.id).order_by(Ruling.number)
            ).all()
            items: list[dict[str, Any]] = []
            for r in rows:
                reasons = []
                if any(f.status == "open" for f in r.followups):
                    reasons.append("followups")
                if r.appeal_status == "lodged":
                    reasons.append("appeal")
                if r.outcome.get("adjusted_score") == "possible" and not r.adjusted_score:
                    reasons.append("adjusted_score")
                if reasons:
                    items.append({"reasons": reasons, "ruling": records.ruling(r, lang, False)})
            minutes = profile(e.profile).correction_period_minutes
            ends = (
                e.results_published_at + dt.timedelta(minutes=minutes)
                if e.results_published_at
                else None
            )
            return {
                "event": records.event(e),
                "items": items,
                "open_followups": sum(
                    1 for i in items for f in i["ruling"]["followups"] if f["status"] == "open"
                ),
                "correction_period_minutes": minutes,
                "correction_period_ends": records.iso(ends),
            }
