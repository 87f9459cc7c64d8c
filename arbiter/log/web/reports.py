"""What leaves the log: a ruling's report for an appeal (print view and PDF) and an
event's log as CSV or JSON.

Any signed-in user may read these, a viewer too. The report's content is built once in
:mod:`arbiter.log.report`; the print view (``report.html``) and the PDF
(:mod:`arbiter.log.pdf`) only lay it out, so paper and screen never differ.
"""

from __future__ import annotations

from fastapi import APIRouter, Request
from starlette.responses import HTMLResponse, Response

from arbiter.log import report
from arbiter.log.service import NotFoundError
from arbiter.log.web.access import need
from arbiter.log.web.shared import lang, log_app, page, run

router = APIRouter()


@router.get("/log/rulings/{ruling_id}/report", response_class=HTMLResponse)
def ruling_report(request: Request, ruling_id: int) -> Response:
    who = need(request)
    language = lang(request)
    r = run(request, log_app(request).service.ruling, ruling_id, language)
    built = report.build(r, language, hand=_hand(request, r))
    return page(request, "report.html", user=who, report=built, r=r)


@router.get("/log/rulings/{ruling_id}/report.pdf")
def ruling_pdf(request: Request, ruling_id: int) -> Response:
    need(request)
    language = lang(request)
    r = run(request, log_app(request).service.ruling, ruling_id, language)
    name = f"arbitrage-{r['event']['date']}-{r['number']}.pdf"
    return Response(
        report.pdf(r, language, hand=_hand(request, r)),
        media_type="application/pdf",
        headers={"content-disposition": f'inline; filename="{name}"'},
    )


def _hand(request: Request, r: dict) -> dict | None:
    """The event's hand record of the ruling's board, or None (none imported, or the
    board is not in the file)."""
    return run(request, log_app(request).hands.hand, r["event_id"], r["board"])


def _export(request: Request, event_id: int, fmt: str) -> tuple[dict, str, str]:
    """(event, body, media type) of an event's log in ``fmt``."""
    svc = log_app(request).service
    language = lang(request)
    event = svc.event(event_id)
    if fmt == "csv":
        return (
            event,
            report.csv_text(svc.rulings(event_id, language), language),
            "text/csv; charset=utf-8",
        )
    if fmt == "json":
        rulings = svc.rulings(event_id, language, full=True)
        return event, report.json_text(event, rulings), "application/json"
    raise NotFoundError("Onbekend formaat.", "Unknown format.", ("csv", "json"))


@router.get("/log/events/{event_id}/export.{fmt}")
def event_export(request: Request, event_id: int, fmt: str) -> Response:
    need(request)
    event, body, media = run(request, _export, request, event_id, fmt)
    name = f"arbiter-log-{event['date']}-{event_id}.{fmt}"
    return Response(
        body, media_type=media, headers={"content-disposition": f'attachment; filename="{name}"'}
    )
