"""Events: the list with its form for a new event, one event's rulings (with filters), the
publication time and the open items before the results are final; and the same through
the API (``/api/log/events...``).

An event's list of rulings lives here, beside the event, because the page and the API
filter it the same way (:func:`filters`); adding a ruling is in :mod:`.rulings`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from fastapi import APIRouter, Request
from starlette.responses import HTMLResponse, JSONResponse, Response

from arbiter.log import fields, times
from arbiter.log.web.access import director_form, director_json, need
from arbiter.log.web.ruling_form import club_defaults, named, remember_event, tonight
from arbiter.log.web.shared import call, call_form, lang, log_app, page, run, see
from arbiter.log.web.widgets import drawn, widget_words

router = APIRouter()

EVENT_FIELDS = ("name", "club", "date", "session", "kind", "profile")
_DEFAULTED = ("club", "date", "kind", "profile")  # a new event starts from the club's


def filters(query: Mapping[str, str], yes: tuple[str, ...] = ("1", "true")) -> dict[str, Any]:
    """The filters of an event's rulings from a query string: ``open`` (any of ``yes``),
    ``board``, ``table``, ``topic``. The page's checkbox also sends ``on``."""
    return {
        "open_only": query.get("open") in yes,
        "board": query.get("board"),
        "table": query.get("table"),
        "topic": query.get("topic") or None,
    }


def _events_page(request: Request, status: int = 200, **ctx: Any) -> Response:
    """The events, tonight's first marked, with one button that makes tonight's event from
    the club's defaults (today, the club, the profile) when there is none yet."""
    from arbiter.log.config import time_zone_name

    svc = log_app(request).service
    events = svc.events()
    today = tonight(events)
    defaults = club_defaults(events)
    values = ctx.get("values") or {}
    shown = {f: values.get(f) or (defaults.get(f) if f in _DEFAULTED else "") for f in EVENT_FIELDS}
    language = lang(request)
    return page(
        request,
        "events.html",
        status=status,
        events=events,
        today_events=today,
        today_ids={e["id"] for e in today},
        defaults=defaults,
        w=drawn(fields.EVENT, shown, language),
        C=widget_words(language),
        retention=svc.retention_days(),
        time_zone=time_zone_name(),
        **ctx,
    )


@router.get("/log", response_class=HTMLResponse)
def events_page(request: Request) -> Response:
    return _events_page(request, user=need(request), errors=None, values={})


@router.post("/log/events")
async def events_create(request: Request) -> Response:
    who, form = await director_form(request)
    data = named({k: form.get(k) for k in EVENT_FIELDS})
    event, bad = await call_form(request, log_app(request).service.create_event, data, who.username)
    if bad:  # the form again, with every bad field named
        return _events_page(request, status=422, user=who, errors=bad, values=data)
    response = see(f"/log/events/{event['id']}")
    remember_event(response, event["id"])
    return response


@router.get("/log/events/{event_id}", response_class=HTMLResponse)
def event_page(request: Request, event_id: int) -> Response:
    return event_view(request, event_id)


def event_view(
    request: Request, event_id: int, hands_error: str | None = None, status: int = 200
) -> Response:
    """The event's rulings (with filters) and its hand records: the upload form, how many
    boards are stored and how far their analysis is (``hands_error``: a refused file)."""
    who = need(request)
    language = lang(request)
    chosen = filters(request.query_params, yes=("1", "on", "true"))
    app = log_app(request)
    event = run(request, app.service.event, event_id)
    rulings = run(request, app.service.rulings, event_id, language, **chosen)
    hands = run(request, app.hands.hands, event_id)
    from arbiter.log.web.calls import queue_of

    return page(
        request,
        "event.html",
        status=status,
        user=who,
        event=event,
        rulings=rulings,
        filters=chosen,
        w=drawn(fields.FILTER, {**chosen, "open": "1" if chosen["open_only"] else ""}, language),
        C=widget_words(language, "all_topics"),
        queue=queue_of(request, event_id),
        hands={"source": hands["source"], "progress": hands["progress"]},
        hands_error=hands_error,
    )


@router.post("/log/events/{event_id}/published")
async def event_published(request: Request, event_id: int) -> Response:
    who, form = await director_form(request)
    await call(
        request,
        log_app(request).service.set_results_published,
        event_id,
        form.get("results_published_at"),
        who.username,
    )
    return see(f"/log/events/{event_id}/open")


@router.get("/log/events/{event_id}/open", response_class=HTMLResponse)
def open_items_page(request: Request, event_id: int) -> Response:
    who = need(request)
    items = run(request, log_app(request).service.open_items, event_id, lang(request))
    return page(
        request,
        "open.html",
        user=who,
        data=items,
        event=items["event"],
        now_hhmm="" if items["event"]["results_published_at"] else times.now().strftime("%H:%M"),
    )


# -- JSON API ------------------------------------------------------------------------------


@router.get("/api/log/events")
def api_events(request: Request) -> Response:
    need(request)
    return JSONResponse(log_app(request).service.events())


@router.post("/api/log/events")
async def api_event_create(request: Request) -> Response:
    who, body = await director_json(request)
    event = await call(request, log_app(request).service.create_event, body, who.username)
    return JSONResponse(event, status_code=201)


@router.get("/api/log/events/{event_id}")
def api_event(request: Request, event_id: int) -> Response:
    need(request)
    return JSONResponse(run(request, log_app(request).service.event, event_id))


@router.get("/api/log/events/{event_id}/rulings")
def api_rulings(request: Request, event_id: int) -> Response:
    need(request)
    svc = log_app(request).service
    chosen = filters(request.query_params)
    return JSONResponse(run(request, svc.rulings, event_id, lang(request), **chosen))


@router.get("/api/log/events/{event_id}/open")
def api_open(request: Request, event_id: int) -> Response:
    need(request)
    return JSONResponse(run(request, log_app(request).service.open_items, event_id, lang(request)))
