"""The log's one write path, and its queries.

Every change goes through ``LogService``: it validates the whole input first (no database
access but reading the event), then writes the ruling, its persons, its follow-ups and a
history row in one transaction. A ruling is never overwritten silently: an edit names the
version it started from, and a newer version in the database refuses it (``ConflictError``);
every change leaves a history row with each field's old and new value, who and when.

The shells (web pages, JSON API, command line) call this and nothing below it.
"""

from __future__ import annotations

import datetime as dt
import json
import uuid
from collections.abc import Iterable, Mapping
from typing import Any

from sqlalchemy import delete, exists, func, or_, select, true, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, selectinload

from arbiter.i18n import InputError, Lang
from arbiter.log import clubs, records
from arbiter.log import validate as v
from arbiter.log.clubs import ForbiddenError, Scope
from arbiter.log.models import (
    NAME_MAX,
    SHORT_MAX,
    TEXT_MAX,
    Event,
    FollowUp,
    History,
    Person,
    Ruling,
    Setting,
    utcnow,
)
from arbiter.log.store import Store


class NotFoundError(InputError):
    """An event, ruling or follow-up that does not exist (HTTP 404)."""


class ConflictError(InputError):
    """The ruling changed since the editor loaded it (HTTP 409): nothing was saved."""


EVENT_FIELDS = ("name", "club", "date", "session", "kind", "profile")
RULING_FIELDS = (
    "uid", "round", "table", "board", "called_at", "called_by", "topic", "answers", "facts",
    "title", "persons", "facts_agreed", "facts_disputed", "director_finding", "notes",
    "adjusted_score", "appeal_status", "appeal_note", "followups",
)  # fmt: skip
#: Fields an edit may change (``uid`` and the guide's follow-ups are fixed at creation).
EDITABLE = tuple(f for f in RULING_FIELDS if f not in ("uid", "followups"))
#: Fields stored as given (after cleaning) on the ruling row.
_PLAIN = ("round", "board", "called_at", "called_by", "title", "facts_agreed",
          "facts_disputed", "director_finding", "notes", "adjusted_score", "appeal_status",
          "appeal_note")  # fmt: skip
_DERIVED = ("ruling_node", "outcome", "laws", "chain")


def _unknown_fields(c: v.Collector, data: Mapping[str, Any], known: Iterable[str]) -> None:
    known = tuple(known)
    for key in data:
        if key not in known:
            c.add(v.FieldError(str(key)[:40], "onbekend veld.", "unknown field.", known))


def clean_event(data: Mapping[str, Any]) -> dict[str, Any]:
    from arbiter.laws.profiles import profile

    c = v.Collector()
    _unknown_fields(c, data, EVENT_FIELDS)
    out = {
        "name": c.run("name", lambda: v.clean_text("name", data.get("name"), SHORT_MAX)),
        "club": c.run("club", lambda: v.clean_text("club", data.get("club"), SHORT_MAX, True)),
        "date": c.run("date", lambda: v.date("date", data.get("date"))),
        "session": c.run("session", lambda: v.clean_text("session", data.get("session"), NAME_MAX)),
        "kind": c.run("kind", lambda: v.choice("kind", data.get("kind"), v.EVENT_KINDS, "pairs")),
        "profile": c.run(
            "profile", lambda: profile(v.clean_text("profile", data.get("profile"), 16)).name, None
        ),
    }
    c.check()
    if not out["name"]:
        out["name"] = f"{out['club']} {out['date'].isoformat()}"
    return out


def clean_ruling(data: Mapping[str, Any], on: dt.date, lang: Lang = "nl") -> dict[str, Any]:
    """Validate a whole ruling; returns the values to store or raises ValidationError."""
    c = v.Collector()
    _unknown_fields(c, data, RULING_FIELDS)
    g = data.get
    out: dict[str, Any] = {
        "uid": c.run("uid", lambda: _uid(g("uid"))),
        "round": c.run("round", lambda: v.integer("round", g("round"), 1, v.ROUND_MAX)),
        "table": c.run("table", lambda: v.integer("table", g("table"), 1, v.TABLE_MAX, True)),
        "board": c.run("board", lambda: v.integer("board", g("board"), 1, v.BOARD_MAX, True)),
        "called_at": c.run("called_at", lambda: v.when("called_at", g("called_at"), on)),
        "called_by": c.run("called_by", lambda: v.seat("called_by", g("called_by"))),
        "title": c.run("title", lambda: v.clean_text("title", g("title"), SHORT_MAX)),
        "persons": v.persons(c, g("persons")),
        "adjusted_score": v.adjusted_score(c, g("adjusted_score")),
        "appeal_status": c.run(
            "appeal_status",
            lambda: v.choice("appeal_status", g("appeal_status"), v.APPEAL_STATUSES, "none"),
            "none",
        ),
        "followups": v.extra_followups(c, g("followups")),
    }
    for name in ("facts_agreed", "facts_disputed", "director_finding", "notes", "appeal_note"):
        out[name] = c.run(name, lambda n=name: v.clean_text(n, g(n), TEXT_MAX))
    guide = v.guide_ruling(c, g("topic"), g("answers"), g("facts"))
    if guide is None and v.blank(g("topic")) and not out["title"] and "title" not in c.fields():
        c.add(
            v.FieldError(
                "title",
                "geef een onderwerp uit de gids of een omschrijving.",
                "give a topic from the guide or a description.",
            )
        )
    c.check()
    out["guide"] = guide
    return out


def _uid(value: Any) -> str:
    if v.blank(value):
        return str(uuid.uuid4())
    try:
        return str(uuid.UUID(str(value).strip()))
    except ValueError:
        raise v.FieldError(
            "uid",
            "geen geldig kenmerk (UUID).",
            "not a valid identifier (UUID).",
            ("xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx",),
        ) from None


def next_number(s: Session, event_id: int) -> int:
    """The event's next ruling number. Counted up in the event's own row, whose UPDATE
    locks it until the commit: two writers never get the same number, and a writer that
    dies before its commit leaves no gap."""
    return s.execute(
        update(Event)
        .where(Event.id == event_id)
        .values(ruling_count=Event.ruling_count + 1)
        .returning(Event.ruling_count)
    ).scalar_one()


def _ruling_state(r: Ruling) -> dict[str, Any]:
    """The comparable, JSON-ready state of a ruling's editable fields, for history."""
    state = {
        "round": r.round,
        "table": r.table_no,
        "board": r.board,
        "called_at": records.iso(r.called_at),
        "called_by": r.called_by,
        "topic": r.topic,
        "answers": dict(r.answers or {}),
        "facts": dict(r.facts or {}),
        "title": r.title,
        "persons": [records.person(p) for p in r.persons],
        **records.account(r),
        "ruling_node": r.ruling_node,
        "outcome": dict(r.outcome or {}),
        "laws": list(r.laws or []),
        "chain": list(r.chain or []),
    }
    return json.loads(json.dumps(state))  # normalise (tuples, dates) for comparison


def _input_form(r: Ruling) -> dict[str, Any]:
    """The current ruling in input form, so an edit can be validated as a whole."""
    state = _ruling_state(r)
    for key in _DERIVED:
        state.pop(key)
    state["uid"] = r.uid
    return state


def _apply(r: Ruling, clean: Mapping[str, Any]) -> None:
    for key in _PLAIN:
        setattr(r, key, clean[key])
    r.table_no = clean["table"]
    guide: v.GuideRuling | None = clean["guide"]
    if guide is None:
        r.topic, r.answers, r.facts = None, {}, {}
        r.ruling_node, r.ruling_text, r.outcome, r.laws = None, {}, {}, []
        r.chain = []
    else:
        r.topic, r.answers, r.facts = guide.topic, guide.answers, guide.facts
        r.ruling_node, r.ruling_text = guide.node, guide.text
        r.outcome, r.laws = guide.outcome, guide.laws
        r.chain = guide.chain
    r.persons = [
        Person(
            position=i,
            role=p.role,
            seat=p.seat,
            pair_no=p.pair_no,
            team_no=p.team_no,
            name=p.name,
            federation_no=p.federation_no,
        )
        for i, p in enumerate(clean["persons"])
    ]


def _diff(old: Mapping[str, Any], new: Mapping[str, Any]) -> dict[str, Any]:
    return {
        key: {"old": old.get(key), "new": new.get(key)}
        for key in new
        if old.get(key) != new.get(key)
    }


class LogService:
    """The log as one account may see it: ``scope`` (:mod:`.clubs`) limits every query
    and every write to its clubs; the default, everything, is for the command line and
    start-up tasks. The web gives each request a service scoped to who is signed in."""

    def __init__(self, store: Store, scope: Scope | None = None) -> None:
        self.store = store
        self.scope = scope or Scope.everything()

    def scoped(self, scope: Scope) -> LogService:
        """The same log as seen with ``scope``."""
        return LogService(self.store, scope)

    # -- events ------------------------------------------------------------------------

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

    def _event(self, s: Session, event_id: Any, write: bool = False) -> Event:
        """The event, if one may read it (and change it, with ``write``)."""
        number = v.record_id(event_id)
        e = s.get(Event, number) if number else None
        if e is None or not self.scope.may_read(e.club_id):
            raise NotFoundError(
                f"Wedstrijd {event_id} bestaat niet.", f"Event {event_id} does not exist."
            )
        if write and not self.scope.may_write(e.club_id):
            raise ForbiddenError(
                f"U mag wedstrijd {event_id} niet wijzigen.",
                f"You may not change event {event_id}.",
            )
        return e

    # -- rulings -----------------------------------------------------------------------

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
            r = s.scalar(_ruling_query().where(Ruling.uid == uid, Ruling.event_id == event_id))
            return records.ruling(r, lang) if r else None

    def _insert(self, event_id: int, clean: dict[str, Any], by: str, lang: Lang):
        by = by[:NAME_MAX]
        with self.store.write() as s:
            existing = s.scalar(_ruling_query().where(Ruling.uid == clean["uid"]))
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
            _apply(r, clean)
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
            state = _ruling_state(r)
            state["followups"] = [records.followup(f, lang) for f in followups]
            r.history = [
                History(
                    version=1,
                    action="create",
                    changed_at=now,
                    changed_by=by,
                    changes=_diff({}, {k: x for k, x in state.items() if x}),
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
        _unknown_fields(c, changes, EDITABLE)
        c.check()
        with self.store.read() as s:
            r = self._ruling(s, ruling_id, write=True)
            merged = {**_input_form(r), **changes}
            day = r.event.date
        clean = clean_ruling(merged, day, lang)
        by = by[:NAME_MAX]
        with self.store.write() as s:
            r = self._ruling(s, ruling_id, lock=True, write=True)
            self._check_version(r, expected)
            before = _ruling_state(r)
            _apply(r, clean)
            s.flush()
            after = _ruling_state(r)
            diff = _diff(before, after)
            if not diff:
                return records.ruling(r, lang)
            now = utcnow()
            r.version += 1
            r.updated_at, r.updated_by = now, by
            s.add(
                History(
                    ruling_id=r.id,
                    version=r.version,
                    action="update",
                    changed_at=now,
                    changed_by=by,
                    changes=diff,
                )
            )
            s.flush()
            s.expire(r, ["history"])
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

    def add_followup(
        self, ruling_id: int, data: Mapping[str, Any], by: str, lang: Lang = "nl"
    ) -> dict[str, Any]:
        c = v.Collector()
        extra = v.extra_followups(c, [data])
        c.check()
        kind, text = extra[0]["kind"], extra[0]["text"]
        with self.store.write() as s:
            r = self._ruling(s, ruling_id, lock=True, write=True)
            now = utcnow()
            f = FollowUp(
                kind=kind, text={"nl": text, "en": text}, laws=[], status="open", created_at=now
            )
            r.followups.append(f)
            s.flush()
            self._bump(
                s,
                r,
                by,
                "followup",
                {f"followup:{f.id}": {"old": None, "new": records.followup(f, lang)}},
            )
            return records.ruling(r, lang)

    def set_followup(
        self,
        ruling_id: int,
        followup_id: int,
        status: Any,
        resolution: Any,
        by: str,
        lang: Lang = "nl",
    ) -> dict[str, Any]:
        """Mark a follow-up done or dropped (or open again), with how it was handled."""
        c = v.Collector()
        new_status = c.run("status", lambda: v.choice("status", status, v.FOLLOWUP_STATUSES))
        note = c.run("resolution", lambda: v.clean_text("resolution", resolution, TEXT_MAX))
        c.check()
        with self.store.write() as s:
            r = self._ruling(s, ruling_id, lock=True, write=True)
            f = next((f for f in r.followups if f.id == v.record_id(followup_id)), None)
            if f is None:
                raise NotFoundError(
                    f"Arbitrage {r.number} heeft geen nazorgpunt {followup_id}.",
                    f"Ruling {r.number} has no follow-up {followup_id}.",
                )
            before = records.followup(f, lang)
            now = utcnow()
            f.status, f.resolution = new_status, note
            f.resolved_at, f.resolved_by = (None, None) if new_status == "open" else (now, by)
            after = records.followup(f, lang)
            if {k: before[k] for k in ("status", "resolution")} == {
                k: after[k] for k in ("status", "resolution")
            }:
                return records.ruling(r, lang)
            self._bump(s, r, by, "followup", {f"followup:{f.id}": {"old": before, "new": after}})
            return records.ruling(r, lang)

    def _bump(self, s: Session, r: Ruling, by: str, action: str, changes: dict) -> None:
        now = utcnow()
        r.version += 1
        r.updated_at, r.updated_by = now, by[:NAME_MAX]
        s.add(
            History(
                ruling_id=r.id,
                version=r.version,
                action=action,
                changed_at=now,
                changed_by=by[:NAME_MAX],
                changes=changes,
            )
        )
        s.flush()
        s.expire(r, ["history"])

    def ruling(self, ruling_id: Any, lang: Lang = "nl") -> dict[str, Any]:
        with self.store.read() as s:
            r = self._ruling(s, ruling_id)
            out = records.ruling(r, lang)
            out["event"] = records.event(r.event)
            return out

    def _ruling(
        self, s: Session, ruling_id: Any, lock: bool = False, write: bool = False
    ) -> Ruling:
        """The ruling, if one may read its event (and change it, with ``write``)."""
        rid = v.record_id(ruling_id)
        query = _ruling_query().where(Ruling.id == rid)
        if lock:
            query = query.with_for_update(of=Ruling)
        r = s.scalar(query) if rid else None
        if r is None or not self.scope.may_read(r.event.club_id):
            raise NotFoundError(
                f"Arbitrage {ruling_id} bestaat niet.", f"Ruling {ruling_id} does not exist."
            )
        if write and not self.scope.may_write(r.event.club_id):
            raise ForbiddenError(
                f"U mag arbitrage {ruling_id} niet wijzigen.",
                f"You may not change ruling {ruling_id}.",
            )
        return r

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
            query = _ruling_query(history=full).where(Ruling.event_id == event_id)
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
                _ruling_query(history=False).where(Ruling.event_id == e.id).order_by(Ruling.number)
            ).all()
            items = []
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

    # -- privacy -----------------------------------------------------------------------

    def person_data(
        self, name: Any = None, federation_no: Any = None, lang: Lang = "nl"
    ) -> dict[str, Any]:
        """Everything the log holds about one person (by name or federation number)."""
        who = _who(name, federation_no)
        with self.store.read() as s:
            rulings = s.scalars(
                _ruling_query()
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
            rulings = s.scalars(_ruling_query().join(Ruling.event).where(_about(*who), mine)).all()
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
                self._bump(
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

    def counts(self) -> dict[str, int]:
        """Events and rulings one may read."""
        with self.store.read() as s:
            events = select(func.count()).select_from(Event).where(self.scope.readable())
            rulings = select(func.count()).select_from(Ruling).join(Ruling.event)
            return {
                "events": s.scalar(events) or 0,
                "rulings": s.scalar(rulings.where(self.scope.readable())) or 0,
            }


def _ruling_query(history: bool = True):
    options = [selectinload(Ruling.persons), selectinload(Ruling.followups)]
    if history:
        options.append(selectinload(Ruling.history))
    return select(Ruling).options(*options)


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
    import re

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
