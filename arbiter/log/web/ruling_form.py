"""The ruling form: between its flat fields and the service's nested input, both ways.

The form is flat (``p0_seat``, ``adj_kind``, ``answers`` as ``node:choice,...``, ``facts``
one ``name=value`` a line) because a plain HTML form without scripts must work on any
phone; the service takes the nested record of docs/log.md. Three ways in:

* :func:`prefill` from a guide ruling page's "save to log" link (topic, answers, table
  data in the query string);
* :func:`values_of` from a stored ruling (the edit form);
* the posted form itself, shown again with its bad fields named.

:func:`form_page` renders it, with the guide's ruling for the chosen topic and answers
above it (:func:`preview`) so the director sees what will be recorded.
"""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from datetime import datetime
from typing import Any

from fastapi import Request
from starlette.responses import HTMLResponse

from arbiter.i18n import Lang
from arbiter.log.auth import Principal
from arbiter.log.validate import ADJUSTED_KINDS, APPEAL_STATUSES, PERSON_ROLES, ValidationError
from arbiter.log.web.shared import lang, log_app, page, topics

PERSON_ROWS = 8  # as many as a ruling may hold (validate.PERSONS_MAX)
PERSON_PARTS = ("role", "seat", "pair", "team", "name", "federation_no")
ADJUSTED_PARTS = ("kind", "ns", "ew", "note")
# Fields the form and the service share as they are ...
PLAIN_FIELDS = (
    "uid", "round", "table", "board", "called_by", "topic", "title", "facts_agreed",
    "facts_disputed", "director_finding", "notes", "appeal_status", "appeal_note",
)  # fmt: skip
# ... and those the form writes as text: a clock time, node:choice pairs, name=value lines.
TEXT_FIELDS = ("called_at", "answers", "facts")


def form_values(form: Mapping[str, Any]) -> dict[str, Any]:
    """A posted ruling form as service input (the service parses and checks the text)."""
    data: dict[str, Any] = {k: form.get(k) for k in (*PLAIN_FIELDS, *TEXT_FIELDS)}
    data["persons"] = [
        {part: form.get(f"p{i}_{part}") for part in PERSON_PARTS} for i in range(PERSON_ROWS)
    ]
    data["adjusted_score"] = {k: form.get(f"adj_{k}") for k in ADJUSTED_PARTS}
    if form.get("fu_kind") and form.get("fu_text"):
        data["followups"] = [{"kind": form.get("fu_kind"), "text": form.get("fu_text")}]
    return data


def values_of(r: dict[str, Any]) -> dict[str, Any]:
    """A stored ruling as form values (the edit form)."""
    from arbiter.log.report import clock

    values: dict[str, Any] = {k: r.get(k) for k in PLAIN_FIELDS}
    values["called_at"] = clock(r["called_at"])
    values["answers"] = ",".join(f"{k}:{v}" for k, v in r["answers"].items())
    values["facts"] = "\n".join(f"{k}={v}" for k, v in r["facts"].items())
    for i, p in enumerate(r["persons"][:PERSON_ROWS]):
        for part in PERSON_PARTS:
            values[f"p{i}_{part}"] = p.get(part)
    for k, v in (r["adjusted_score"] or {}).items():
        values[f"adj_{k}"] = v
    return values


def prefill(request: Request) -> dict[str, Any]:
    """Form values from a guide page's query: topic, ``a=node:choice,...``, table data."""
    from arbiter.guide.facts import INPUTS

    q = request.query_params
    facts = [f"{name}={q[name]}" for name in INPUTS if q.get(name)]
    return {
        "uid": str(uuid.uuid4()),  # sent twice, the form still saves one ruling
        "topic": q.get("topic", ""),
        "answers": q.get("a", ""),
        "facts": "\n".join(facts),
        "board": q.get("board", ""),
        "table": q.get("table", ""),
        "round": q.get("round", ""),
        # when the director was called: now, unless the guide page said otherwise
        "called_at": q.get("called_at") or datetime.now().strftime("%H:%M"),
    }


def form_page(
    request: Request,
    who: Principal,
    values: dict[str, Any],
    bad: ValidationError | None = None,
    ruling: dict | None = None,
    event_id: Any = None,
) -> HTMLResponse:
    """The form: new (``ruling`` None: pick the event) or editing ``ruling``; status 422
    with the bad fields named when ``bad``."""
    language = lang(request)
    return page(
        request,
        "ruling_form.html",
        status=422 if bad else 200,
        user=who,
        values=values,
        errors=bad,
        ruling=ruling,
        events=[] if ruling else log_app(request).service.events(50),
        event_id=event_id,
        topics=topics(language),
        person_rows=person_rows(values),
        roles=PERSON_ROLES,
        appeal_statuses=APPEAL_STATUSES,
        adjusted_kinds=ADJUSTED_KINDS,
        preview=preview(values, language) if values.get("topic") else None,
        followup_kinds=followup_kinds(),
    )


def person_rows(values: Mapping[str, Any]) -> int:
    """Rows for persons on the form: those filled in plus one, at least two (offender and
    non-offender), at most ``PERSON_ROWS``."""
    parts = PERSON_PARTS[1:]  # a role alone (the select's default) is not a person
    used = sum(1 for i in range(PERSON_ROWS) if any(values.get(f"p{i}_{k}") for k in parts))
    return min(PERSON_ROWS, max(2, used + 1))


def preview(values: Mapping[str, Any], language: Lang) -> dict[str, Any] | None:
    """The guide's ruling for the form's topic and answers, shown above the form; None
    while the answers do not reach a ruling."""
    from arbiter.log import validate as v
    from arbiter.log.report import path_lines

    c = v.Collector()
    g = v.guide_ruling(c, values.get("topic"), values.get("answers"), values.get("facts"))
    if g is None:
        return None
    r = {"topic": g.topic, "answers": g.answers, "facts": g.facts}
    return {
        "text": g.text.get(language) or g.text.get("nl"),
        "laws": g.laws,
        "path": path_lines(r, language),
    }


def followup_kinds() -> tuple[str, ...]:
    from arbiter.guide.vocabulary import FOLLOWUP_KINDS

    return FOLLOWUP_KINDS
