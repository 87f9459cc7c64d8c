"""Events: made, listed, read, their results' publication time, and what one may count."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlalchemy import func, select

from arbiter.log import clubs, records
from arbiter.log import validate as v
from arbiter.log.models import NAME_MAX, Event, Ruling
from arbiter.log.service.access import ScopedLog
from arbiter.log.service.errors import NotFoundError
from arbiter.log.service.inputs import clean_event


class Events(ScopedLog):
    """The log's events, as the scope allows."""

    def create_event(self, data: Mapping[str, Any], by: str) -> dict[str, Any]:
        clean = clean_event(data)
        with self.store.write() as s:
            club = clubs.for_new_event(s, self.scope, clean["club"])
            e = Event(**clean, club_id=club.id, created_by=by[:NAME_MAX], ruling_count=0)
            s.add(e)
            s.flush()
            return records.event(e)

    def events(self, limit: int = 200, club: Any = None) -> list[dict[str, Any]]:
        """The events one may read, newest first; ``club``: of that club only (by name)."""
        with self.store.read() as s:
            query = select(Event).where(self.scope.readable())
            if not v.blank(club):
                found = clubs.find(s, clubs.clean_club_name(club))
                if found is None:
                    names = tuple(c.name for c in clubs.all_clubs(s))
                    raise NotFoundError(
                        f"Club '{club}' bestaat niet.", f"Club '{club}' does not exist.", names
                    )
                query = query.where(Event.club_id == found.id)
            rows = s.scalars(query.order_by(Event.date.desc(), Event.id.desc()).limit(limit))
            return [records.event(e) for e in rows]

    def event(self, event_id: int) -> dict[str, Any]:
        with self.store.read() as s:
            return records.event(self._event(s, event_id))

    def set_results_published(self, event_id: int, at: Any, by: str) -> dict[str, Any]:
        """When the official scores were published: the correction period runs from it."""
        c = v.Collector()
        with self.store.read() as s:
            day = self._event(s, event_id, write=True).date
        when = c.run("results_published_at", lambda: v.when("results_published_at", at, day))
        c.check()
        with self.store.write() as s:
            e = self._event(s, event_id, write=True)
            e.results_published_at = when
            return records.event(e)

    def counts(self) -> dict[str, int]:
        """Events and rulings one may read."""
        with self.store.read() as s:
            events = select(func.count()).select_from(Event).where(self.scope.readable())
            rulings = select(func.count()).select_from(Ruling).join(Ruling.event)
            return {
                "events": s.scalar(events) or 0,
                "rulings": s.scalar(rulings.where(self.scope.readable())) or 0,
            }
