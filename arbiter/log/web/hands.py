"""Hand records: the upload of a session's file (PBN, LIN, JSON) on the event page, the
event's boards with their double-dummy analysis, one board; and the same through the API
(``/api/log/events/{id}/hands...``).

An upload is checked whole before anything is stored (a bad board refuses the file, its
board and line named on the page); the analysis then runs in the background
(:class:`arbiter.log.hands.Analyser`). Pages show what is stored and how far the
analysis is, and refresh themselves while it runs: none of them waits for DDS.

The hand records' service is not scoped by club; every route first asks the request's
scoped log service for the event, so a director sees and changes only the hand records
of his own clubs' events (404 otherwise).
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from starlette.datastructures import UploadFile
from starlette.responses import HTMLResponse, JSONResponse, Response

from arbiter.i18n import InputError
from arbiter.log.hands import MAX_FILE_BYTES
from arbiter.log.web.access import director_form, director_json, need
from arbiter.log.web.shared import call, lang, log_app, page, run, see

router = APIRouter()


def board_view(hand: dict[str, Any] | None) -> dict[str, Any] | None:
    """What the board partial needs besides the stored board: rows of the double-dummy
    table in the order N S E W, and whether the page should refresh itself."""
    if hand is None:
        return None
    analysis = hand["analysis"]
    rows = []
    if analysis["status"] == "done":
        rows = [(seat, analysis["tricks"][seat]) for seat in ("N", "S", "E", "W")]
    return {**hand, "dd_rows": rows, "refresh": analysis["status"] in ("pending", "running")}


def _import_page(request: Request, event_id: int, status: int, message: str) -> Response:
    from arbiter.log.web.events import event_view

    return event_view(request, event_id, hands_error=message, status=status)


@router.post("/log/events/{event_id}/hands")
async def hands_upload(request: Request, event_id: int) -> Response:
    who, _fields = await director_form(request)
    app = log_app(request)
    await call(request, app.service.event, event_id)  # the user's club's event, or 404
    form = await request.form()  # parsed once already: the same form, now with its file
    upload = form.get("file")
    language = lang(request)
    if not isinstance(upload, UploadFile) or not upload.filename:
        from arbiter.log.labels import words

        return _import_page(request, event_id, 422, words(language)("hands_no_file"))
    data = await upload.read(MAX_FILE_BYTES + 1)
    try:
        from starlette.concurrency import run_in_threadpool

        await run_in_threadpool(
            app.hands.import_file, event_id, data, upload.filename, who.username
        )
    except InputError as err:
        return _import_page(request, event_id, 422, err.message(language))
    app.analyser.wake()
    return see(f"/log/events/{event_id}/hands")


def _keep_going(app: Any, progress: dict[str, int]) -> None:
    """Boards still waiting: this process's worker makes sure someone analyses them.
    With several server processes the one that took the upload works on it; should that
    one stop, the next that shows the boards takes the rest (those it left running, once
    their lease is over)."""
    if progress["pending"] or progress["running"]:
        app.analyser.wake()


@router.get("/log/events/{event_id}/hands", response_class=HTMLResponse)
def hands_page(request: Request, event_id: int) -> Response:
    who = need(request)
    app = log_app(request)
    event = run(request, app.service.event, event_id)
    data = run(request, app.hands.hands, event_id)
    progress = data["progress"]
    _keep_going(app, progress)
    return page(
        request,
        "hands.html",
        user=who,
        event=event,
        data=data,
        refresh=progress["pending"] + progress["running"] > 0,
    )


@router.get("/log/events/{event_id}/hands/{board}", response_class=HTMLResponse)
def hand_page(request: Request, event_id: int, board: int) -> Response:
    who = need(request)
    app = log_app(request)
    event = run(request, app.service.event, event_id)
    hand = board_view(run(request, app.hands.hand, event_id, board))
    return page(
        request,
        "hand.html",
        status=200 if hand is not None else 404,
        user=who,
        event=event,
        hand=hand,
        board=board,
    )


# -- JSON API ------------------------------------------------------------------------------


@router.get("/api/log/events/{event_id}/hands")
def api_hands(request: Request, event_id: int) -> Response:
    need(request)
    app = log_app(request)
    run(request, app.service.event, event_id)  # the user's club's event, or 404
    data = run(request, app.hands.hands, event_id)
    _keep_going(app, data["progress"])
    return JSONResponse(data)


@router.get("/api/log/events/{event_id}/hands/{board}")
def api_hand(request: Request, event_id: int, board: int) -> Response:
    need(request)
    app = log_app(request)
    run(request, app.service.event, event_id)  # the user's club's event, or 404
    hand = run(request, app.hands.hand, event_id, board)
    if hand is None:
        language = lang(request)
        return JSONResponse(
            {
                "error": "NotFoundError",
                "message": (
                    f"Spel {board} staat niet in de spelverdelingen van wedstrijd {event_id}."
                    if language == "nl"
                    else f"Board {board} is not in the hand records of event {event_id}."
                ),
                "accepted": [],
            },
            status_code=404,
        )
    return JSONResponse(hand)


@router.post("/api/log/events/{event_id}/hands")
async def api_hands_import(request: Request, event_id: int) -> Response:
    who, body = await director_json(request)
    app = log_app(request)
    await call(request, app.service.event, event_id)  # the user's club's event, or 404
    text = body.get("pbn")
    if not isinstance(text, str) or not text.strip():
        raise_input = InputError(
            "Geef de inhoud van het spelverdelingsbestand (PBN, LIN of JSON) als tekst in "
            "'pbn'.",
            "Give the hand-record file's contents (PBN, LIN or JSON) as text in 'pbn'.",
            accepted=('{"pbn": "[Board \\"1\\"] ...", "source": "zitting.pbn"}',),
        )
        from arbiter.log.web.shared import fail

        raise fail(request, raise_input)
    source = body.get("source")
    summary = await call(
        request,
        app.hands.import_file,
        event_id,
        text,
        source if isinstance(source, str) else None,
        who.username,
    )
    app.analyser.wake()
    return JSONResponse(summary, status_code=201)
