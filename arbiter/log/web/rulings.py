"""Rulings: the new-ruling form (prefilled from the guide), a ruling's page, editing it,
its follow-ups; and the same through the API (``/api/log/rulings...``, and adding a
ruling to an event).

Every write names the version it started from; the service refuses a stale one (409),
so two directors editing at once never overwrite each other silently. The form's fields
and their translation to the service's input are in :mod:`.ruling_form`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from fastapi import APIRouter, Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response

from arbiter.guide.story import Story
from arbiter.i18n import InputError
from arbiter.log import report, story_words, times
from arbiter.log.auth import Principal
from arbiter.log.service import LogService
from arbiter.log.service.inputs import clean_ruling
from arbiter.log.validate import FOLLOWUP_STATUSES
from arbiter.log.web.access import director_form, director_json, need, safe_next
from arbiter.log.web.calls import board_of, call_of, link_call, ruling_call
from arbiter.log.web.ruling_form import (
    event_picker,
    find_or_make_event,
    form_page,
    form_values,
    new_event_input,
    prefill,
    remember_event,
    values_of,
)
from arbiter.log.web.shared import (
    call,
    call_form,
    fail,
    lang,
    log_app,
    page,
    read_form,
    run,
    see,
    user,
)

router = APIRouter()


@router.get("/log/new", response_class=HTMLResponse)
def ruling_new(request: Request) -> Response:
    """The form for a ruling from the guide (``?topic=&a=&dealer=...``) or without one."""
    who = need(request, write=True)
    svc = log_app(request).service
    asked = request.query_params.get("event")
    from_call = call_of(request, request.query_params.get("call_id"))
    if from_call is not None:  # the ruling of a call from a table goes to its event
        asked = str(from_call["event_id"])
    picker = event_picker(request, svc.events(100), asked)
    chosen = next((e for e in picker["events"] if str(e["id"]) == picker["chosen"]), None)
    values = prefill(request, svc, chosen, from_call)
    guide = story_words.from_params(request.query_params, lang(request))
    return form_page(request, who, values, guide=guide, event_id=asked)


def _keep_through_sign_in(request: Request, form: dict) -> Response:
    """A ruling sent after the session ended: to the sign-in page, and from there back to
    the form with the ruling's guide state, event and place (nothing typed is lost that
    fits in an address; the long texts are the one thing to type again)."""
    from urllib.parse import quote, urlencode

    guide = Story.from_form(form)
    keep = [("topic", guide.topic)] if guide else []
    keep += [(k, str(form[k])) for k in ("event", "table", "board", "round", "called_at", "call_id")
             if form.get(k)]  # fmt: skip
    query = "&".join(q for q in (urlencode(keep), guide.query() if guide else "",
                                 f"lang={lang(request)}") if q)  # fmt: skip
    target = f"/log/new?{query}"
    return RedirectResponse(f"/log/login?next={quote(target, safe='')}", status_code=303)


@router.post("/log/rulings")
async def ruling_create(request: Request) -> Response:
    """Save a new ruling; a new event for tonight is made first when the form chose one
    (and only once the ruling itself is known to be valid)."""
    if user(request) is None:
        return _keep_through_sign_in(request, await read_form(request))
    who, form = await director_form(request)
    svc = log_app(request).service
    language = lang(request)
    guide = Story.from_form(form)
    data = form_values(form)
    event_id = form.get("event_other") or form.get("event")

    def again(bad: Any) -> Response:
        return form_page(request, who, dict(form), bad, guide=guide, event_id=form.get("event"))

    if event_id == "new":
        _clean, bad = await call_form(request, clean_ruling, data, times.today(), language)
        if bad:
            return again(bad)
        made, bad = await call_form(
            request, find_or_make_event, svc, new_event_input(form), who.username
        )
        if bad:
            return again(bad)
        event_id = made["id"]
    r, bad = await call_form(request, svc.add_ruling, event_id, data, who.username, language)
    if bad:
        return again(bad)
    link_call(request, form.get("call_id"), r, who.username)
    response = see(f"/log/rulings/{r['id']}?saved=1")
    remember_event(response, r["event_id"])
    return response


@router.get("/log/rulings/{ruling_id}", response_class=HTMLResponse)
def ruling_page(request: Request, ruling_id: int) -> Response:
    from arbiter.guide import outcome_words
    from arbiter.guide.vocabulary import FOLLOWUP_KINDS
    from arbiter.log.config import time_zone_name

    who = need(request)
    language = lang(request)
    from arbiter.log.web.hands import board_view

    app = log_app(request)
    r = run(request, app.service.ruling, ruling_id, language)  # scoped: the user's clubs
    guide = Story.from_record(r)
    hand = board_view(app.hands.hand(r["event_id"], r["board"]))
    return page(
        request,
        "ruling.html",
        user=who,
        r=r,
        table_call=ruling_call(request, r["id"]),
        hand=hand,
        has_hands=hand is not None or app.hands.progress(r["event_id"])["total"] > 0,
        event=r["event"],
        saved=request.query_params.get("saved") == "1",
        path_lines=story_words.path_lines(guide, language),
        fact_lines=story_words.fact_lines(guide, language),
        guide_url=story_words.guide_url(guide, language, board_of(r)) if guide else None,
        outcome=outcome_words.describe(r["ruling"]["outcome"], language),
        adjusted=report.adjusted_text(r["adjusted_score"], language),
        history_lines=lambda h: report.history_changes(h, r, language),
        statuses=FOLLOWUP_STATUSES,
        followup_kinds=FOLLOWUP_KINDS,
        time_zone=time_zone_name(),
    )


@router.get("/log/rulings/{ruling_id}/edit", response_class=HTMLResponse)
def ruling_edit(request: Request, ruling_id: int) -> Response:
    who = need(request, write=True)
    r = run(request, log_app(request).service.ruling, ruling_id, lang(request))
    return form_page(request, who, values_of(r), ruling=r, guide=Story.from_record(r))


@router.post("/log/rulings/{ruling_id}/edit")
async def ruling_update(request: Request, ruling_id: int) -> Response:
    who, form = await director_form(request)
    svc = log_app(request).service
    changes = form_values(form)
    changes.pop("uid")  # a ruling keeps its uid; follow-ups have their own form
    changes.pop("followups", None)
    _r, bad = await call_form(
        request,
        svc.update_ruling,
        ruling_id,
        changes,
        form.get("version"),
        who.username,
        lang(request),
    )
    if bad:
        r = await call(request, svc.ruling, ruling_id, lang(request))
        return form_page(request, who, dict(form), bad, ruling=r, guide=Story.from_form(form))
    return see(f"/log/rulings/{ruling_id}")


async def _change(request: Request, who: Principal, method: Callable[..., Any], *args: Any) -> Any:
    """A write through the service, recorded as made by ``who`` and answered in the
    asker's language; bad input stops (404/409/422)."""
    return await call(request, method, *args, who.username, lang(request))


async def _set_followup(
    request: Request, who: Principal, ruling_id: int, followup_id: int, sent: Mapping[str, Any]
) -> Any:
    """``status`` and ``resolution`` from the form or the JSON body alike."""
    svc = log_app(request).service
    status, resolution = sent.get("status"), sent.get("resolution")
    return await _change(request, who, svc.set_followup, ruling_id, followup_id, status, resolution)


@router.post("/log/rulings/{ruling_id}/followups")
async def followup_add(request: Request, ruling_id: int) -> Response:
    who, form = await director_form(request)
    data = {"kind": form.get("kind"), "text": form.get("text")}
    await _change(request, who, log_app(request).service.add_followup, ruling_id, data)
    return see(f"/log/rulings/{ruling_id}")


@router.post("/log/rulings/{ruling_id}/followups/{followup_id}")
async def followup_set(request: Request, ruling_id: int, followup_id: int) -> Response:
    """Mark a follow-up done, dropped or open; back to ``back`` (the open-items page
    sends its own address), never outside the log."""
    who, form = await director_form(request)
    await _set_followup(request, who, ruling_id, followup_id, form)
    return see(safe_next(form.get("back") or f"/log/rulings/{ruling_id}"))


# -- JSON API ------------------------------------------------------------------------------


async def _created(request: Request, add: Callable[..., Any], parent_id: int) -> Response:
    """An API post that adds a record under ``parent_id`` with ``LogService.add_...``
    (a ruling to an event, a follow-up to a ruling): 201 and the new record."""
    who, body = await director_json(request)
    r = await _change(request, who, add, log_app(request).service, parent_id, body)
    return JSONResponse(r, status_code=201)


@router.post("/api/log/events/{event_id}/rulings")
async def api_ruling_create(request: Request, event_id: int) -> Response:
    """Body: the ruling's fields (docs/log.md), and ``call_id`` for the ruling of a call
    from a table (the call is then ``ruled`` and linked, as from the form)."""
    who, body = await director_json(request)
    call_id = body.pop("call_id", None)
    svc = log_app(request).service
    r = await _change(request, who, svc.add_ruling, event_id, body)
    link_call(request, call_id, r, who.username)
    return JSONResponse(r, status_code=201)


@router.get("/api/log/rulings/{ruling_id}")
def api_ruling(request: Request, ruling_id: int) -> Response:
    need(request)
    return JSONResponse(run(request, log_app(request).service.ruling, ruling_id, lang(request)))


@router.patch("/api/log/rulings/{ruling_id}")
async def api_ruling_update(request: Request, ruling_id: int) -> Response:
    """Body: ``{"version": N, "changes": {field: value, ...}}``."""
    who, body = await director_json(request)
    changes = body.get("changes")
    if not isinstance(changes, dict):
        raise fail(
            request,
            InputError('Verwacht {"version", "changes"}.', 'Expected {"version", "changes"}.'),
        )
    svc = log_app(request).service
    r = await _change(request, who, svc.update_ruling, ruling_id, changes, body.get("version"))
    return JSONResponse(r)


@router.post("/api/log/rulings/{ruling_id}/followups")
async def api_followup_add(request: Request, ruling_id: int) -> Response:
    """Body: ``{"kind", "text"}``."""
    return await _created(request, LogService.add_followup, ruling_id)


@router.post("/api/log/rulings/{ruling_id}/followups/{followup_id}")
async def api_followup_set(request: Request, ruling_id: int, followup_id: int) -> Response:
    """Body: ``{"status": "done", "resolution": "..."}``."""
    who, body = await director_json(request)
    return JSONResponse(await _set_followup(request, who, ruling_id, followup_id, body))
