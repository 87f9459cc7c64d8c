"""Self-test progress on the web: the answers a signed-in user gives on the training page
(``/{lang}/train``, :mod:`arbiter.web.train`) are kept here, and shown per topic.

* ``POST /api/log/train/answers`` ``{"item", "answer", "uid"}``: grade and keep one answer
  (any signed-in account; the CSRF header as for every cookie write). 201 and the graded
  answer; 422 for an unknown item or an answer that is not one of its choices (nothing kept).
* ``GET /api/log/train/me``: who is signed in, the CSRF token for the page's script, and
  the user's own figures. 401 when nobody is: the page then keeps progress in the browser.
* ``GET /log/train``: one's own figures per topic; for a course leader (a director: the
  accounts of her clubs; a federation account: everyone) also the trainees with totals.
* ``GET /log/train/users/NAME`` (and ``/api/log/train/users/NAME``): one trainee's
  figures per topic, worst first; 404 for an account one may not see (another club's, or
  anyone else's for a viewer), as for one that does not exist.
"""

from __future__ import annotations

from fastapi import APIRouter, Request
from starlette.responses import HTMLResponse, JSONResponse, Response

from arbiter.i18n import InputError
from arbiter.log.training import TrainingLog, is_leader
from arbiter.log.web.access import check_csrf, need
from arbiter.log.web.shared import call, fail, lang, log_app, page, read_json

router = APIRouter()

#: The words of the progress page (kept here, beside its only page).
W = {
    "nl": {
        "mine": "Mijn oefenvoortgang", "progress_of": "Oefenvoortgang van",
        "to_training": "← Naar het oefenen", "topic": "Onderwerp", "right": "Goed",
        "items": "Vragen gehad", "missed": "mist", "who": "Cursist", "role": "Rol",
        "total": "{right} van {answers} antwoorden goed ({percent}%).",
        "line": "{right} van {answers} goed ({percent}%) · {tried} van {items} vragen gehad",
        "nothing": "nog niets geoefend",
        "missed_intro": "Onderwerpen onder 70% goed:",
        "none": "Nog geen antwoorden. Oefen op de oefenpagina terwijl u ingelogd bent.",
        "trainees": "Cursisten",
        "leader_note": "Als arbiter ziet u de voortgang van de leden van uw clubs.",
    },
    "en": {
        "mine": "My self-test progress", "progress_of": "Self-test progress of",
        "to_training": "← To the self-test", "topic": "Topic", "right": "Right",
        "items": "Items tried", "missed": "missed", "who": "Trainee", "role": "Role",
        "total": "{right} of {answers} answers right ({percent}%).",
        "line": "{right} of {answers} right ({percent}%) · {tried} of {items} items tried",
        "nothing": "nothing practised yet",
        "missed_intro": "Topics below 70% right:",
        "none": "No answers yet. Practise on the self-test page while signed in.",
        "trainees": "Trainees",
        "leader_note": "As a director you see the progress of your clubs' members.",
    },
}  # fmt: skip


def _training(request: Request) -> TrainingLog:
    return TrainingLog(log_app(request).store)


def _progress(request: Request, username: str) -> dict:
    who = need(request)
    language = lang(request)
    try:
        return _training(request).progress(who.role, who.user_id, username, language,
                                           who.clubs)  # fmt: skip
    except InputError as err:  # 404: unknown, or not one's to see
        raise fail(request, err) from None


@router.post("/api/log/train/answers")
async def answer(request: Request) -> Response:
    who = need(request)
    check_csrf(request, who, None)
    body = await read_json(request)
    kept = await call(request, _training(request).record, who.user_id, body.get("item"),
                      body.get("answer"), body.get("uid"))  # fmt: skip
    return JSONResponse(kept, status_code=201)


@router.get("/api/log/train/me")
def me(request: Request) -> Response:
    who = need(request)
    data = _progress(request, who.username)
    return JSONResponse({"username": who.username, "role": who.role, "csrf": who.csrf,
                         "leader": is_leader(who.role), "progress": data})  # fmt: skip


@router.get("/api/log/train/users/{username}")
def user_json(request: Request, username: str) -> Response:
    return JSONResponse(_progress(request, username))


@router.get("/log/train", response_class=HTMLResponse)
def own_page(request: Request) -> Response:
    who = need(request)
    data = _progress(request, who.username)
    people = (_training(request).users(who.role, who.user_id, who.clubs)
              if is_leader(who.role) else [])  # fmt: skip
    return page(request, "training.html", user=who, data=data, people=people,
                leader=is_leader(who.role), own=True, W=W)  # fmt: skip


@router.get("/log/train/users/{username}", response_class=HTMLResponse)
def user_page(request: Request, username: str) -> Response:
    who = need(request)
    data = _progress(request, username)
    return page(request, "training.html", user=who, data=data, people=[],
                leader=is_leader(who.role), own=data["user"]["username"] == who.username,
                W=W)  # fmt: skip
