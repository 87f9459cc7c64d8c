"""Privacy (directors only): everything about one person as JSON, forgetting a person
(name and federation number removed everywhere, the rulings kept), and how long events
are kept. The rules themselves are the service's; docs/log.md says what each does.
"""

from __future__ import annotations

import json

from fastapi import APIRouter, Request
from starlette.concurrency import run_in_threadpool
from starlette.responses import HTMLResponse, Response

from arbiter.i18n import InputError
from arbiter.log.auth import Principal
from arbiter.log.labels import words
from arbiter.log.web.access import director_form, need
from arbiter.log.web.shared import lang, log_app, page

router = APIRouter()
ACTIONS = ("export", "forget", "retention")


def _privacy_page(
    request: Request,
    who: Principal,
    status: int = 200,
    message: str | None = None,
    error: str | None = None,
) -> Response:
    return page(
        request,
        "privacy.html",
        status=status,
        user=who,
        retention=log_app(request).service.retention_days(),
        message=message,
        error=error,
    )


@router.get("/log/privacy", response_class=HTMLResponse)
def privacy_page(request: Request) -> Response:
    return _privacy_page(request, need(request, write=True))


@router.post("/log/privacy")
async def privacy_action(request: Request) -> Response:
    who, form = await director_form(request)
    svc = log_app(request).service
    language = lang(request)
    action = form.get("action")
    name, federation_no = form.get("name"), form.get("federation_no")
    try:
        if action == "export":
            data = await run_in_threadpool(svc.person_data, name, federation_no, language)
            return Response(
                json.dumps(data, ensure_ascii=False, indent=2),
                media_type="application/json",
                headers={"content-disposition": 'attachment; filename="arbiter-person.json"'},
            )
        if action == "forget":
            n = await run_in_threadpool(svc.forget_person, name, federation_no, who.username)
            message = words(language)("forgot", n=n)
        elif action == "retention":
            days = form.get("retention_days")
            await run_in_threadpool(svc.set_retention_days, days)
            message = words(language)("retention") + ": " + (days or "-")
        else:
            raise InputError("Onbekende actie.", "Unknown action.", ACTIONS)
    except InputError as err:  # the page again, with what was wrong
        return _privacy_page(request, who, 422, error=err.message(language))
    return _privacy_page(request, who, message=message)
