"""Privacy: what the log holds about one person, forgetting that person, and how long
events are kept (the retention setting and the purge that applies it)."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable
from typing import Any

from sqlalchemy import delete, func, or_, select, true
from sqlalchemy.orm import Session

from arbiter.i18n import Lang
from arbiter.log import clubs, records
from arbiter.log import validate as v
from arbiter.log.clubs import ForbiddenError
from arbiter.log.models import NAME_MAX, Event, Person, Ruling, Setting
from arbiter.log.service.access import ScopedLog
from arbiter.log.service.rows import bump, ruling_query


class Privacy(ScopedLog):
    """Personal data in the log, and its retention."""

    def person_data(
        self, name: Any = None, federation_no: Any = None, lang: Lang = "nl"
    ) -> dict[str, Any]:
        """Everything the log holds about one person (by name or federation number)."""
        who = _who(name, federation_no)
        with self.store.read() as s:
            rulings = s.scalars(
                ruling_query()
                .join(Ruling.event)
                .where(_about(*who), self.scope.readable())
                .order_by(Ruling.event_id, Ruling.number)
            ).all()
            return {
                "person": {"name": who[0], "federation_no": who[1]},
                "rulings": [
                    {**records.ruling(r, lang), "event": records.event(r.event)} for r in rulings
                ],
            }

    def forget_person(self, name: Any = None, federation_no: Any = None, by: str = "") -> int:
        """Remove a person's name and federation number everywhere; returns rulings touched.

        Clears them from the persons involved, replaces the name in free text (facts,
        notes, follow-up texts) and in the history of those rulings with "[verwijderd]",
        and leaves a history row that says so (without the name). The rulings themselves
        stay: they belong to the event's record.
        """
        who = _who(name, federation_no)
        with self.store.write() as s:
            mine = true() if self.scope.write is None else Event.club_id.in_(self.scope.write)
            rulings = s.scalars(ruling_query().join(Ruling.event).where(_about(*who), mine)).all()
            # The person's other identifier, found next to the one given, goes too.
            needles = {x for x in who if x}
            for r in rulings:
                for p in r.persons:
                    if _matches(p, *who):
                        needles.update(x for x in (p.name, p.federation_no) if x)
            for r in rulings:
                for p in r.persons:
                    if _matches(p, *who):
                        p.name, p.federation_no = None, None
                for key in (
                    "facts_agreed",
                    "facts_disputed",
                    "director_finding",
                    "notes",
                    "appeal_note",
                    "title",
                ):
                    setattr(r, key, _scrub(getattr(r, key), needles))
                if r.adjusted_score:
                    r.adjusted_score = _scrub(r.adjusted_score, needles)
                for f in r.followups:
                    f.text = _scrub(f.text, needles)
                    f.resolution = _scrub(f.resolution, needles)
                for h in r.history:
                    h.changes = _scrub(h.changes, needles)
                bump(
                    s,
                    r,
                    by or "privacy",
                    "anonymise",
                    {"persons": {"old": "[verwijderd]", "new": "[verwijderd]"}},
                )
            return len(rulings)

    def retention_days(self) -> int | None:
        with self.store.read() as s:
            value = s.get(Setting, "retention_days")
            return int(value.value) if value and value.value.isdigit() else None

    def set_retention_days(self, days: Any) -> int | None:
        c = v.Collector()
        number = c.run("retention_days", lambda: v.integer("retention_days", days, 1, 36_500))
        c.check()
        with self.store.write() as s:
            self._whole_server(s)
            s.merge(Setting(key="retention_days", value="" if number is None else str(number)))
        return number

    def _whole_server(self, s: Session) -> None:
        """A setting for every club's events may be changed only by one who may change
        them all (on a log kept at one club, its directors)."""
        if self.scope.write is None:
            return
        if any(not self.scope.may_write(c.id) for c in clubs.all_clubs(s)):
            raise ForbiddenError(
                "Dit geldt voor alle clubs op deze server: de beheerder stelt het in "
                "(arbiter log retention).",
                "This holds for every club on this server: its operator sets it "
                "(arbiter log retention).",
                accepted=("arbiter log retention DAYS",),
            )

    def purge(self, today: dt.date | None = None, dry_run: bool = False) -> list[dict]:
        """Delete events (with all their rulings) older than the retention setting."""
        days = self.retention_days()
        if days is None:
            return []
        cutoff = (today or dt.date.today()) - dt.timedelta(days=days)
        with self.store.write() as s:
            self._whole_server(s)
            old = s.scalars(select(Event).where(Event.date < cutoff)).all()
            gone = [records.event(e) for e in old]
            if not dry_run and old:
                s.execute(delete(Event).where(Event.id.in_([e.id for e in old])))
            return gone


def _who(name: Any, federation_no: Any) -> tuple[str | None, str | None]:
    c = v.Collector()
    clean_name = c.run("name", lambda: v.clean_text("name", name, NAME_MAX))
    number = c.run("federation_no", lambda: v.federation_no("federation_no", federation_no))
    if not c.errors and not (clean_name or number):
        c.add(
            v.FieldError(
                "name", "geef een naam of een bondsnummer.", "give a name or a federation number."
            )
        )
    c.check()
    return clean_name, number


_TEXT_COLUMNS = (
    "title",
    "facts_agreed",
    "facts_disputed",
    "director_finding",
    "notes",
    "appeal_note",
)


def _about(name: str | None, number: str | None):
    """Rulings that involve the person, or mention the name (or a federation number of
    five characters or more) in their free text."""
    person = []
    if name:
        person.append(func.lower(Person.name) == name.lower())
    if number:
        person.append(Person.federation_no == number)
    needles = [x.lower() for x in (name, number if number and len(number) >= 5 else None) if x]
    mentions = [
        func.lower(getattr(Ruling, column)).contains(needle, autoescape=True)
        for column in _TEXT_COLUMNS
        for needle in needles
    ]
    return or_(Ruling.id.in_(select(Person.ruling_id).where(or_(*person))), *mentions)


def _matches(p: Person, name: str | None, number: str | None) -> bool:
    return bool(
        (name and p.name and p.name.lower() == name.lower())
        or (number and p.federation_no == number)
    )


def _scrub(value: Any, who: Iterable[str | None]) -> Any:
    """``value`` with every occurrence of the name or number replaced (case-insensitive)."""
    if value is None:
        return None
    if isinstance(value, str):
        for needle in sorted((w for w in who if w), key=len, reverse=True):
            if needle:
                value = re.sub(re.escape(needle), "[verwijderd]", value, flags=re.IGNORECASE)
        return value
    if isinstance(value, list):
        return [_scrub(x, who) for x in value]
    if isinstance(value, dict):
        return {k: _scrub(x, who) for k, x in value.items()}
    return value
