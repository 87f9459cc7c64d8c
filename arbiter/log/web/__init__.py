"""The log on the web: pages under ``/log/`` and a JSON API under ``/api/log/``.

``install(app)`` opens the database (creating and migrating it on first start), mounts
the routes and applies the retention setting once; :mod:`arbiter.web.app` loads this
module as a plugin. The guide stays open to anyone; every page and API call here needs a
signed-in user, and every write a director (:mod:`.access` says how).

One module per thing the director works with, each holding its pages and its API:

=====================  ================================================================
:mod:`.signin`         sign-in page and form, sign-out, the API's token sign-in
:mod:`.events`         events, an event's rulings (filters), open items
:mod:`.rulings`        new ruling (from the guide), a ruling, editing it, follow-ups
:mod:`.reports`        the report for an appeal (print view, PDF), CSV and JSON exports
:mod:`.privacy`        one person's data (export, forget), how long events are kept
:mod:`.ruling_form`    the ruling form's fields to the service's input and back
:mod:`.access`         who may do what: sign-in, role and CSRF checks, safe redirects
:mod:`.shared`         request and response plumbing every route uses
=====================  ================================================================

The "save to log" link of a guide ruling page is ``save_url(topic, query)``: the ruling
form opens prefilled with the topic, the answers and the table data.
"""

from __future__ import annotations

from urllib.parse import quote

from fastapi import APIRouter, FastAPI

from arbiter.log.store import Store
from arbiter.log.web import events, privacy, reports, rulings, signin
from arbiter.log.web.shared import LogApp, Stop, stop_handler

router = APIRouter()
for _module in (signin, events, rulings, reports, privacy):
    router.include_router(_module.router)


def install(app: FastAPI, url: str | None = None) -> LogApp:
    """Mount the log on ``app``; the database is ``url``, ``$ARBITER_DATABASE_URL`` or the
    SQLite file in the data directory (created and migrated here on first start)."""
    log_app = LogApp(Store.open(url))
    log_app.service.purge()
    app.state.arbiter_log = log_app
    app.include_router(router)
    app.add_exception_handler(Stop, stop_handler)
    return log_app


def save_url(topic_id: str, query: str = "", lang: str = "nl") -> str:
    """The "save to log" link for a guide ruling: ``query`` is the guide page's query
    string (``a=node:choice,...`` and the table-data parameters)."""
    extra = f"&{query.lstrip('?')}" if query else ""
    return f"/log/new?topic={quote(topic_id)}&lang={lang}{extra}"


__all__ = ["LogApp", "install", "router", "save_url"]
