"""The ruling form: between its flat fields and the service's nested input, both ways.

The form is flat (``p0_seat``, ``adj_kind``; the guide's state in hidden fields) because a
plain HTML form must work on any phone; the service takes the nested record of
docs/log.md. Three ways in:

* :func:`prefill` from a guide ruling page's "save to the log" link (topic, answers, table
  data in the query string): tonight's event chosen, table 1 and board 1 for the event's
  first ruling (later ones keep the round, table and board are left empty), the time
  called now, everything else folded away;
* :func:`values_of` from a stored ruling (the edit form);
* the posted form itself, shown again with its bad fields named.

Which event a new ruling goes to is :func:`event_picker`'s business: the event the
director last saved to (remembered in a cookie) if it is tonight's, else tonight's, else a
new event for tonight made from the club's defaults (:func:`club_defaults`) when the
ruling is saved: no extra page, and the ruling is never lost on the way.
"""

from __future__ import annotations

import datetime as dt
import uuid
from collections.abc import Mapping
from typing import Any

from fastapi import Request
from starlette.responses import HTMLResponse

from arbiter.guide.story import Story
from arbiter.log import fields, story_words, times
from arbiter.log.auth import Principal
from arbiter.log.calls import CallJSON
from arbiter.log.service import LogService
from arbiter.log.validate import ValidationError
from arbiter.log.web.shared import lang, log_app, page
from arbiter.log.web.widgets import drawn, widget_words

PERSON_ROWS = fields.PERSON_ROWS
PERSON_PARTS = ("role", "seat", "pair", "team", "name", "federation_no")
ADJUSTED_PARTS = ("kind", "ns", "ew", "note")
# Fields the form and the service share as they are ...
PLAIN_FIELDS = (
    "uid", "round", "table", "board", "called_by", "title", "facts_agreed",
    "facts_disputed", "director_finding", "notes", "appeal_status", "appeal_note",
)  # fmt: skip
EVENT_COOKIE = "arbiter_log_event"  # the event this phone last saved a ruling to
EVENT_COOKIE_S = 20 * 3600  # long enough for an evening session, gone by the next one
NEW_EVENT_FIELDS = ("club", "name", "date", "profile", "kind", "session")


def form_values(form: Mapping[str, Any]) -> dict[str, Any]:
    """A posted ruling form as service input (the service parses and checks the text)."""
    data: dict[str, Any] = {k: form.get(k) for k in PLAIN_FIELDS}
    data["called_at"] = form.get("called_at")
    guide = Story.from_form(form)
    data.update(guide.hidden() if guide else {"topic": "", "answers": "", "facts": ""})
    data["persons"] = [
        {part: form.get(f"p{i}_{part}") for part in PERSON_PARTS} for i in range(PERSON_ROWS)
    ]
    data["adjusted_score"] = {k: form.get(f"adj_{k}") for k in ADJUSTED_PARTS}
    if form.get("fu_kind") and form.get("fu_text"):
        data["followups"] = [{"kind": form.get("fu_kind"), "text": form.get("fu_text")}]
    return data


def values_of(r: dict[str, Any]) -> dict[str, Any]:
    """A stored ruling as form values (the edit form)."""
    values: dict[str, Any] = {k: r.get(k) for k in PLAIN_FIELDS}
    values["called_at"] = times.clock(r["called_at"])
    for i, p in enumerate(r["persons"][:PERSON_ROWS]):
        for part in PERSON_PARTS:
            values[f"p{i}_{part}"] = p.get(part)
    for k, v in (r["adjusted_score"] or {}).items():
        values[f"adj_{k}"] = v
    return values


def prefill(
    request: Request,
    svc: LogService,
    event: dict[str, Any] | None,
    from_call: CallJSON | None = None,
) -> dict[str, Any]:
    """A new ruling's values: a fresh uid (the form sent twice still saves one ruling), the
    time called now in the club's time, and the place: the query's (a guide walk for a
    board), else a call's; else table 1, board 1 for an event's first ruling (nothing to
    type), and for a later one the round of the last ruling with table and board left
    empty: the next call is at another table or board, and a number carried over from
    the last ruling would be saved wrong without anyone noticing (issue 25). A ruling of
    a call from a table (``from_call``) has the call's table, board, round and time, and
    the call (a hidden field: saving the ruling links the call to it)."""
    q = request.query_params
    last = svc.last_place(event["id"]) if event else None
    place = ({"table": None, "board": None, "round": last["round"]} if last
             else {"table": 1, "board": 1, "round": None})  # fmt: skip
    called_at = None
    if from_call is not None:
        place = {k: from_call[k] or place[k] for k in ("table", "board", "round")}
        called_at = from_call["called_at_local"]
    return {
        "uid": str(uuid.uuid4()),
        "table": q.get("table") or place["table"],
        "board": q.get("board") or place["board"],
        "round": q.get("round") or place["round"],
        "called_at": q.get("called_at") or called_at or times.now().strftime("%H:%M"),
        "call_id": from_call["id"] if from_call is not None else None,
    }


# -- which event ---------------------------------------------------------------------------


def club_defaults(events: list[dict[str, Any]]) -> dict[str, Any]:
    """What an event made tonight gets: today's date in the club's zone, and the club,
    profile, kind and session of the latest event (none on a fresh log: then the club
    is asked once)."""
    latest = events[0] if events else {}
    today = times.today()
    return {
        "club": latest.get("club") or "",
        "date": today.isoformat(),
        "name": f"{latest['club']} {today:%d-%m-%Y}" if latest.get("club") else "",
        "profile": latest.get("profile") or "NBB",
        "kind": latest.get("kind") or "pairs",
        "session": latest.get("session") or "",
    }


def tonight(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Tonight's events: today's, and yesterday's before 06:00 (a session that runs past
    midnight is still tonight's)."""
    now = times.now()
    days = {now.date().isoformat()}
    if now.hour < 6:
        days.add((now.date() - dt.timedelta(days=1)).isoformat())
    return [e for e in events if e["date"] in days]


def event_picker(
    request: Request, events: list[dict[str, Any]], asked: Any = None
) -> dict[str, Any]:
    """The event choice on the form: tonight's events (and the remembered one) as one-tap
    choices, a new event for tonight from the club's defaults, older events in a list.

    Chosen: the event asked for (``?event=`` or the posted form), else the remembered one
    if it is tonight's, else tonight's latest, else a new event for tonight."""
    by_id = {str(e["id"]): e for e in events}
    today = tonight(events)
    remembered = by_id.get(request.cookies.get(EVENT_COOKIE, ""))
    if remembered is not None and remembered not in today:
        remembered = None
    shown = ([remembered] if remembered else []) + [e for e in today if e is not remembered]
    asked = str(asked) if asked not in (None, "") else None
    if asked and asked in by_id and by_id[asked] not in shown:
        shown.insert(0, by_id[asked])
    if asked in by_id or asked == "new":
        chosen = asked
    elif shown:
        chosen = str(shown[0]["id"])
    else:
        chosen = "new"
    defaults = club_defaults(events)
    t = _words(request)
    label = (
        f"{by_id[chosen]['name']}, {times.clock(by_id[chosen]['date'] + 'T00:00')[:10]}"
        if chosen in by_id
        else f"{t('tonight_new')}: {defaults['club'] or t('club')}, "
        f"{times.clock(defaults['date'] + 'T00:00')[:10]}"
    )
    return {
        "events": shown,
        "older": [e for e in events if e not in shown],
        "chosen": chosen,
        "remembered": chosen in by_id and by_id[chosen] in today,
        "label": label,
        "defaults": defaults,
    }


def _words(request: Request):
    from arbiter.log.labels import words

    return words(lang(request))


def remember_event(response: Any, event_id: Any) -> None:
    """The next ruling from this phone goes to the same event unless the director picks
    another (the form shows it as chosen while it is tonight's)."""
    response.set_cookie(
        EVENT_COOKIE, str(event_id), max_age=EVENT_COOKIE_S, httponly=True, samesite="lax",
        path="/log",
    )  # fmt: skip


def new_event_input(form: Mapping[str, Any]) -> dict[str, Any]:
    """The event to make tonight, from the form's ``new_...`` fields (the club's defaults);
    named after the club and the date when the club was typed on the form."""
    return named({k: form.get(f"new_{k}") or None for k in NEW_EVENT_FIELDS})


def named(data: dict[str, Any]) -> dict[str, Any]:
    """An event without a name is named after its club and date, as a director writes a
    date (``BC De Troef 21-11-2026``); a date that cannot be read is left to the service
    to refuse."""
    if data.get("name") or not data.get("club") or not data.get("date"):
        return data
    from arbiter.log.validate import FieldError, date

    try:
        day = date("date", data["date"])
    except FieldError:
        return data
    return {**data, "name": f"{str(data['club']).strip()} {day:%d-%m-%Y}"}


def find_or_make_event(svc: LogService, data: Mapping[str, Any], by: str) -> dict[str, Any]:
    """Tonight's event for ``data``: the one already made with the same club and date (a
    form sent twice, or a queued ruling sent after another) or a new one."""
    from arbiter.log.service.inputs import clean_event

    clean = clean_event(data)
    for e in svc.events():
        if e["club"] == clean["club"] and e["date"] == clean["date"].isoformat():
            return e
    return svc.create_event(data, by)


# -- the page ------------------------------------------------------------------------------


def form_page(
    request: Request,
    who: Principal,
    values: dict[str, Any],
    bad: ValidationError | None = None,
    ruling: dict | None = None,
    guide: Story | None = None,
    event_id: Any = None,
) -> HTMLResponse:
    """The form: new (``ruling`` None: pick the event) or editing ``ruling``; status 422
    with the bad fields named when ``bad``. Its fields are drawn by the app's form
    renderer from their declarations (:mod:`arbiter.log.fields`)."""
    language = lang(request)
    svc = log_app(request).service
    picker = None if ruling else event_picker(request, svc.events(100), event_id)
    rows = person_rows(values)
    return page(
        request,
        "ruling_form.html",
        status=422 if bad else 200,
        user=who,
        values=values,
        errors=bad,
        ruling=ruling,
        guide=story_words.form_view(guide, language),
        picker=picker,
        person_rows=rows,
        person_rows_filled=persons_filled(values),
        w=drawn(fields.RULING, values, language, rows),
        C=widget_words(language),
        preview=story_words.decided(guide, language),
    )


def persons_filled(values: Mapping[str, Any]) -> int:
    parts = PERSON_PARTS[1:]  # a role alone (the select's default) is not a person
    return sum(1 for i in range(PERSON_ROWS) if any(values.get(f"p{i}_{k}") for k in parts))


def person_rows(values: Mapping[str, Any]) -> int:
    """Rows for persons on the form: those filled in plus one, at least two (offender and
    non-offender), at most ``PERSON_ROWS``."""
    return min(PERSON_ROWS, max(2, persons_filled(values) + 1))
