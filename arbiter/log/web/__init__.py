"""The log on the web: pages under ``/log/`` and a JSON API under ``/api/log/``.

``install(app)`` opens the database (creating and migrating it on first start), mounts
the routes and applies the retention setting once; :mod:`arbiter.web.app` loads this
module as a plugin. The guide stays open to anyone; every page and API call here needs a
signed-in user, and every write a director (:mod:`.access` says how).

One module per thing the director works with, each holding its pages and its API:

=====================  ================================================================
:mod:`.signin`         sign-in page and form, sign-out, the API's token sign-in
:mod:`.events`         events, an event's rulings (filters), open items
:mod:`.hands`          an event's hand records: upload, the boards, double-dummy progress
:mod:`.rulings`        new ruling (from the guide), a ruling, editing it, follow-ups
:mod:`.calls`          calls from the tables: the table's page, QR codes, the queue
:mod:`.reports`        the report for an appeal (print view, PDF), CSV and JSON exports
:mod:`.privacy`        one person's data (export, forget), how long events are kept
:mod:`.training`       self-test answers of signed-in users, progress per topic
:mod:`.ruling_form`    the ruling form's fields to the service's input and back
:mod:`.access`         who may do what: sign-in, role and CSRF checks, safe redirects
:mod:`.shared`         request and response plumbing every route uses
=====================  ================================================================

The "save to the log" button of a guide ruling page (``SAVE_LABEL``) links to
``save_url(topic, query)``: the ruling form opens with the guide's ruling, tonight's event
and the place of the last ruling, to be saved with one more tap.

A guide page opened for a board of the log (``?call_id=`` or ``?event=&board=``) gets that
board from ``board_for`` (:mod:`.guide_board`): its hands to those who may see the event.

The log's style sheet and script (``static/``) are served at ``/log/static/``. Every route
first passes :func:`.shared.path_guard`: a number in the path past what the database can
hold, or a NUL, is not found before any query is made.
"""

from __future__ import annotations

from urllib.parse import quote

from fastapi import APIRouter, Depends, FastAPI
from starlette.responses import Response

from arbiter.log.store import Store
from arbiter.log.web import calls, events, hands, privacy, reports, rulings, signin, training
from arbiter.log.web.guide_board import board_for
from arbiter.log.web.shared import STATIC, LogApp, Stop, path_guard, stop_handler

#: The button on every ruling page of the guide.
SAVE_LABEL = {"nl": "Opslaan in het logboek", "en": "Save to the log"}
#: The log's entry in the app's menu.
NAV = ({"path": "/log", "text": {"nl": "Logboek", "en": "Log"}},)
_STATIC_TYPES = {
    "log.css": "text/css",
    "log.js": "text/javascript",
    "calls.js": "text/javascript",
}

router = APIRouter(dependencies=[Depends(path_guard)])  # ids past the database: 404
for _module in (signin, events, hands, calls, rulings, reports, privacy, training):
    router.include_router(_module.router)


@router.get("/log/static/{name}", include_in_schema=False)
def static_file(name: str) -> Response:
    """The log's style sheet and script (open to anyone, like the app's static files)."""
    media = _STATIC_TYPES.get(name)
    if media is None:
        return Response("Not found", status_code=404, media_type="text/plain")
    return Response((STATIC / name).read_bytes(), media_type=f"{media}; charset=utf-8")


def install(app: FastAPI, url: str | None = None) -> LogApp:
    """Mount the log on ``app``; the database is ``url``, ``$ARBITER_DATABASE_URL`` or the
    SQLite file in the data directory (created and migrated here on first start)."""
    from arbiter.log.config import time_zone_name

    time_zone_name()  # a zone that does not exist stops the start, with the accepted forms
    log_app = LogApp(Store.open(url))
    log_app.service.purge()
    # boards waiting, or left running by a server that stopped (not those another
    # running process is analysing now): this process's worker takes them
    if log_app.hands.pending():
        log_app.analyser.wake()
    app.state.arbiter_log = log_app
    app.include_router(router)
    app.add_exception_handler(Stop, stop_handler)
    return log_app


def save_url(topic_id: str, query: str = "", lang: str = "nl") -> str:
    """The "save to log" link for a guide ruling: ``query`` is the guide page's query
    string (``a=node:choice,...`` and the table-data parameters)."""
    extra = f"&{query.lstrip('?')}" if query else ""
    return f"/log/new?topic={quote(topic_id)}&lang={lang}{extra}"


__all__ = ["SAVE_LABEL", "LogApp", "board_for", "install", "router", "save_url"]
