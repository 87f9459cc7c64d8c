"""Calls from the tables: the table's page (no account), the QR codes to print, and the
director's queue with its two actions (open: a ruling starts; dismiss).

The table's page and its API need no sign-in and no CSRF token, on purpose: the only
thing that lets anyone call is the table's own token in the address
(:func:`arbiter.log.calls.table_token`), which is printed on that table (a QR code) and
shown nowhere else outside the log. A forged request from another site would have to
know that token already, and then it could send the request itself: a browser's cookies
give such a request nothing more, because these routes never look at them. What a
caller can do is bounded: call or cancel the call of one table of one event, within the
limits per table, per address and per event of :mod:`arbiter.log.calls` (429 with
``Retry-After`` beyond them); the answer names the event and the table, never a ruling or
a person.

The director's routes follow the log's rules (:mod:`.access`): signed in, the event's
club (another club's call is not found), a director to change, the session's CSRF token
on every form and cookie-authenticated API write.
"""

from __future__ import annotations

import io
import logging
from typing import Any
from urllib.parse import urlsplit

from fastapi import APIRouter, Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response

from arbiter.i18n import InputError
from arbiter.log import fields
from arbiter.log.calls import (
    CallJSON,
    CallService,
    QueueJSON,
    TooManyCalls,
    guide_url,
    table_token,
)
from arbiter.log.web.access import director_form, director_json, need
from arbiter.log.web.shared import (
    Stop,
    call,
    error,
    fail,
    lang,
    log_app,
    page,
    read_form,
    read_json,
    run,
    see,
)
from arbiter.log.web.widgets import drawn, widget_words

router = APIRouter()
log = logging.getLogger(__name__)

PRINT_TABLES = 12  # tables on the print page unless the director says how many
PRINT_MAX = 99


def _calls(request: Request) -> CallService:
    """The calls as the signed-in user sees them (after :func:`need`)."""
    service = log_app(request).service  # refuses before the access check
    return CallService(service.store, service.scope)


def _table_side(request: Request) -> CallService:
    """The table's side: found by the event's token, no account."""
    return CallService(request.app.state.arbiter_log.store)


def _slowed(request: Request, err: TooManyCalls) -> Stop:
    response = error(request, 429, err.message(lang(request)), lang(request), err)
    response.headers["retry-after"] = str(err.retry_after)
    return Stop(response)


def _guard(request: Request, fn: Any, *args: Any) -> Any:
    """A table-side service call: 429 with ``Retry-After`` when the table called too
    often, else as :func:`shared.run`."""
    try:
        return fn(*args)
    except TooManyCalls as err:
        raise _slowed(request, err) from None
    except InputError as err:
        raise fail(request, err) from None


# -- the table's page ----------------------------------------------------------------------


def _table_page(request: Request, token: str, table: int, status: int = 200) -> Response:
    state = run(request, _table_side(request).table, token, table)
    last = state["call"]
    waiting = last if last and last["status"] == "waiting" else None
    language = lang(request)
    return page(
        request,
        "table_call.html",
        status=status,
        user=None,
        state=state,
        waiting=waiting,
        # board and round as the ruling form asks for them (arbiter.log.fields)
        w=drawn((fields.BOARD, fields.ROUND), waiting or {}, language),
        C=widget_words(language),
        coming=last if last and last["status"] == "opened" and last["waiting_seconds"] < 3600
        else None,
        action=f"/log/table/{token}/{table}",
        api=f"/api/log/table/{token}/{table}",
    )  # fmt: skip


@router.get("/log/table/{token}/{table}", response_class=HTMLResponse)
def table_page(request: Request, token: str, table: int) -> Response:
    """One table's page: the big button, or the call waiting with its time and "cancel"."""
    return _table_page(request, token, table)


@router.post("/log/table/{token}/{table}")
async def table_post(request: Request, token: str, table: int) -> Response:
    """``action=call`` (with ``board``, ``round``) or ``action=cancel``; back to the page."""
    form = await read_form(request)
    side = _table_side(request)
    if form.get("action") == "cancel":
        await call(request, side.cancel, token, table)
    else:  # a 429 (called too often) comes back as the error page, with Retry-After
        await call(request, _guarded_call, request, side, token, table, form)
    language = lang(request)
    return see(f"/log/table/{token}/{table}" + ("?lang=en" if language == "en" else ""))


def _address(request: Request) -> str:
    """The caller's address (behind a proxy: the one the proxy names, docs/deploy.md)."""
    return request.client.host if request.client else ""


def _guarded_call(request: Request, side: CallService, token: str, table: int, form: dict):
    return _guard(request, side.call, token, table, form.get("board"), form.get("round"),
                  _address(request))  # fmt: skip


@router.get("/api/log/table/{token}/{table}")
def api_table(request: Request, token: str, table: int) -> Response:
    """``{"event", "table", "call"}``: the table's latest call (docs/json.md)."""
    return JSONResponse(run(request, _table_side(request).table, token, table))


@router.post("/api/log/table/{token}/{table}")
async def api_table_call(request: Request, token: str, table: int) -> Response:
    """Body ``{"board", "round"}`` (both optional): 201 and the call, or 200 and the call
    already waiting (its board and round updated)."""
    body = await read_json(request)
    side = _table_side(request)
    made, new = await call(
        request, _guard, request, side.call, token, table, body.get("board"), body.get("round"),
        _address(request),
    )  # fmt: skip
    return JSONResponse(made, status_code=201 if new else 200)


@router.delete("/api/log/table/{token}/{table}")
async def api_table_cancel(request: Request, token: str, table: int) -> Response:
    return JSONResponse(await call(request, _table_side(request).cancel, token, table))


# -- the director's side -------------------------------------------------------------------


def table_address(request: Request, token: str, table: int) -> str:
    """The table page's full address, as the phone that prints reached this server."""
    return f"{str(request.base_url).rstrip('/')}/log/table/{token}/{table}"


def qr_svg(url: str) -> str:
    """The QR code of ``url`` as inline SVG (segno; medium error correction, so a
    creased or stained card still reads)."""
    import segno

    out = io.BytesIO()
    segno.make(url, error="m").save(
        out, kind="svg", scale=4, border=2, xmldecl=False, svgns=True, nl=False,
        omitsize=True, svgclass="qr", title=url,
    )  # fmt: skip
    return out.getvalue().decode()


@router.get("/log/events/{event_id}/tables", response_class=HTMLResponse)
def tables_print(request: Request, event_id: int) -> Response:
    """A QR code per table to print (A4, six to a page): ``?tables=N`` (1-99)."""
    from arbiter.log import validate as v

    need(request)
    event, secret = run(request, _calls(request).token, event_id)
    try:
        count = v.integer("tables", request.query_params.get("tables"), 1, PRINT_MAX)
    except InputError as err:
        raise fail(request, err) from None
    count = count or PRINT_TABLES
    host = urlsplit(str(request.base_url)).hostname or ""
    cards = []
    for n in range(1, count + 1):
        url = table_address(request, table_token(secret, event["id"], n), n)
        cards.append({"table": n, "url": url, "svg": qr_svg(url)})
    return page(
        request,
        "tables_print.html",
        event=event,
        cards=cards,
        count=count,
        loopback=host in ("localhost", "127.0.0.1", "::1"),
    )


@router.get("/api/log/events/{event_id}/calls")
def api_queue(request: Request, event_id: int) -> Response:
    """The waiting calls, oldest first (docs/json.md)."""
    need(request)
    return JSONResponse(run(request, _calls(request).queue, event_id))


@router.post("/log/calls/{call_id}/open")
async def call_open(request: Request, call_id: int) -> Response:
    """The director goes: the call is hers, and the guide opens for the call's board
    (``/nl/?call_id=ID``: every topic link carries the call, the guide shows the board's
    hand record, and the ruling saved from it is linked to the call)."""
    who, _form = await director_form(request)
    opened = await call(request, _calls(request).open, call_id, who.username)
    return RedirectResponse(guide_url(opened, lang(request)), status_code=303)


@router.post("/log/calls/{call_id}/dismiss")
async def call_dismiss(request: Request, call_id: int) -> Response:
    who, _form = await director_form(request)
    done = await call(request, _calls(request).dismiss, call_id, who.username)
    return see(f"/log/events/{done['event_id']}")


@router.post("/api/log/calls/{call_id}/open")
async def api_call_open(request: Request, call_id: int) -> Response:
    """The call, marked opened, with ``ruling_url`` (the ruling form filled in)."""
    who, _body = await director_json(request)
    return JSONResponse(await call(request, _calls(request).open, call_id, who.username))


@router.post("/api/log/calls/{call_id}/dismiss")
async def api_call_dismiss(request: Request, call_id: int) -> Response:
    who, _body = await director_json(request)
    return JSONResponse(await call(request, _calls(request).dismiss, call_id, who.username))


def queue_of(request: Request, event_id: Any) -> QueueJSON:
    """The event page's queue (after the page's own access check)."""
    return run(request, _calls(request).queue, event_id)


# -- a ruling from a call ------------------------------------------------------------------


def call_of(request: Request, call_id: Any) -> CallJSON | None:
    """The call a new ruling starts from (``?call_id=`` on the ruling form), or None when
    none is named; another club's call is not found (404), like every record of the log."""
    if not call_id:
        return None
    return run(request, _calls(request).get, call_id)


def link_call(request: Request, call_id: Any, ruling: dict[str, Any], by: str) -> None:
    """After the ruling of a call is saved: the call is ``ruled`` and points to it. A
    ruling saved to another event than the call's (the director chose another on the
    form), or a call already ruled by another ruling, keeps the ruling and leaves the
    call as it was: the ruling is what counts, and it is saved."""
    if not call_id:
        return
    try:
        _calls(request).rule(call_id, ruling, by)
    except InputError:
        log.info("call %s not linked to ruling %s", call_id, ruling.get("id"), exc_info=True)


def ruling_call(request: Request, ruling_id: int) -> CallJSON | None:
    """The call a ruling was saved from (its page shows table, board and time)."""
    return _calls(request).of_ruling(ruling_id)


def board_of(ruling: dict[str, Any]) -> dict[str, Any]:
    """The guide's context for a stored ruling: its event and board (and table), so that
    "open in the guide" shows the board's hand record."""
    return {k: ruling[f] for k, f in (("event", "event_id"), ("board", "board"),
                                      ("table", "table")) if ruling.get(f)}  # fmt: skip
