"""The log's rows as plain JSON-ready data, in one language.

The JSON API, ``arbiter log ... --json``, the exports and the HTML pages all read these
shapes, so a page and its JSON twin always agree. Documented in ``docs/log.md``.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from arbiter.i18n import Lang
from arbiter.log.models import Event, FollowUp, History, Person, Ruling


def iso(value: dt.datetime | dt.date | None) -> str | None:
    if value is None:
        return None
    if isinstance(value, dt.datetime):
        return value.replace(microsecond=0).isoformat(
            timespec="minutes" if not value.second else "seconds"
        )
    return value.isoformat()


def text_in(value: Any, lang: Lang) -> str | None:
    """A stored ``{"nl", "en"}`` text in ``lang`` (Dutch when the English is missing)."""
    if not value:
        return None
    if isinstance(value, str):
        return value
    return value.get(lang) or value.get("nl") or value.get("en")


def topic_title(topic_id: str | None, lang: Lang) -> str | None:
    if not topic_id:
        return None
    from arbiter.guide.library import library

    topic = library().topics.get(topic_id)
    return topic.title.get_lang(lang) if topic else topic_id


def law_titles(refs: list[str], lang: Lang) -> list[dict[str, Any]]:
    from arbiter.laws.catalogue import catalogue
    from arbiter.laws.refs import LawRef

    out = []
    for ref in refs:
        try:
            law = LawRef.parse(ref).law
            title = catalogue().get(law).title.get_lang(lang)
        except (ValueError, KeyError):
            law, title = None, None
        out.append({"ref": ref, "law": law, "title": title})
    return out


def event(e: Event) -> dict[str, Any]:
    return {
        "id": e.id,
        "name": e.name,
        "club": e.club,
        "club_id": e.club_id,
        "date": iso(e.date),
        "session": e.session,
        "kind": e.kind,
        "profile": e.profile,
        "rulings": e.ruling_count,
        "results_published_at": iso(e.results_published_at),
        "created_at": iso(e.created_at),
        "created_by": e.created_by,
    }


def person(p: Person) -> dict[str, Any]:
    return {
        "role": p.role,
        "seat": p.seat,
        "pair": p.pair_no,
        "team": p.team_no,
        "name": p.name,
        "federation_no": p.federation_no,
    }


def followup(f: FollowUp, lang: Lang) -> dict[str, Any]:
    return {
        "id": f.id,
        "kind": f.kind,
        "text": text_in(f.text, lang),
        "laws": list(f.laws or []),
        "status": f.status,
        "resolution": f.resolution,
        "created_at": iso(f.created_at),
        "resolved_at": iso(f.resolved_at),
        "resolved_by": f.resolved_by,
    }


def history(h: History) -> dict[str, Any]:
    return {
        "version": h.version,
        "action": h.action,
        "changed_at": iso(h.changed_at),
        "changed_by": h.changed_by,
        "changes": h.changes,
    }


ACCOUNT = (
    "facts_agreed", "facts_disputed", "director_finding", "notes", "adjusted_score",
    "appeal_status", "appeal_note",
)  # fmt: skip


def account(r: Ruling) -> dict[str, Any]:
    """The director's own account (84, 85) and the appeal, as stored: part of the record
    and of the state the history compares."""
    return {name: getattr(r, name) for name in ACCOUNT}


def ruling(r: Ruling, lang: Lang, full: bool = True) -> dict[str, Any]:
    """A ruling; ``full`` adds persons' details, follow-ups and history."""
    out: dict[str, Any] = {
        "id": r.id,
        "uid": r.uid,
        "event_id": r.event_id,
        "number": r.number,
        "round": r.round,
        "table": r.table_no,
        "board": r.board,
        "called_at": iso(r.called_at),
        "called_by": r.called_by,
        "topic": r.topic,
        "topic_title": topic_title(r.topic, lang),
        "title": r.title,
        "answers": dict(r.answers or {}),
        "facts": dict(r.facts or {}),
        "ruling": {
            "node": r.ruling_node,
            "text": text_in(r.ruling_text, lang),
            "outcome": dict(r.outcome or {}),
            "laws": list(r.laws or []),
            # the story's topics, each with the ruling reached there (the final one last)
            "chain": [
                {**part, "title": topic_title(part.get("topic"), lang)} for part in r.chain or []
            ],
        },
        "persons": [person(p) for p in r.persons],
        **account(r),
        "followups": [followup(f, lang) for f in r.followups],
        "open_followups": sum(1 for f in r.followups if f.status == "open"),
        "version": r.version,
        "created_at": iso(r.created_at),
        "created_by": r.created_by,
        "updated_at": iso(r.updated_at),
        "updated_by": r.updated_by,
    }
    if full:
        out["ruling"]["laws_cited"] = law_titles(list(r.laws or []), lang)
        out["history"] = [history(h) for h in r.history]
    return out
