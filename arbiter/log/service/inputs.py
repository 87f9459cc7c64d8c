"""What an event and a ruling accept: each input validated whole before anything is saved.

Every field is checked and every error collected (:class:`~arbiter.log.validate.Collector`),
so a form shows all that is wrong at once; the values returned are the ones to store.
"""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Iterable, Mapping
from functools import partial
from typing import Any

from arbiter.i18n import Lang
from arbiter.log import validate as v
from arbiter.log.models import NAME_MAX, SHORT_MAX, TEXT_MAX

EVENT_FIELDS = ("name", "club", "date", "session", "kind", "profile")
RULING_FIELDS = (
    "uid", "round", "table", "board", "called_at", "called_by", "topic", "answers", "facts",
    "title", "persons", "facts_agreed", "facts_disputed", "director_finding", "notes",
    "adjusted_score", "appeal_status", "appeal_note", "followups",
)  # fmt: skip
#: Fields an edit may change (``uid`` and the guide's follow-ups are fixed at creation).
EDITABLE = tuple(f for f in RULING_FIELDS if f not in ("uid", "followups"))


def unknown_fields(c: v.Collector, data: Mapping[str, Any], known: Iterable[str]) -> None:
    known = tuple(known)
    for key in data:
        if key not in known:
            c.add(v.FieldError(str(key)[:40], "onbekend veld.", "unknown field.", known))


def clean_event(data: Mapping[str, Any]) -> dict[str, Any]:
    from arbiter.laws.profiles import profile

    c = v.Collector()
    unknown_fields(c, data, EVENT_FIELDS)
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
    unknown_fields(c, data, RULING_FIELDS)
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
        out[name] = c.run(name, partial(v.clean_text, name, g(name), TEXT_MAX))
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
