"""Bad input becomes a friendly page or JSON error naming what is accepted; never a 500.

* an unknown topic, law, calculator or page: 404;
* an unknown question or answer, malformed table data, a contradiction: 422;
* a parameter of the wrong shape (FastAPI's own validation): 422 in the same JSON shape
  as the command line's ``--json`` errors: ``{"error", "message", "accepted"}``.

Paths under ``/api/`` get JSON, every other path an HTML page in the language of the URL
(else the remembered one).
"""

from __future__ import annotations

import json
import logging
import re
from typing import Any

from fastapi import FastAPI
from fastapi.exceptions import RequestValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from arbiter.i18n import LANGS, InputError, Lang
from arbiter.web.calculators import CalcNotFound
from arbiter.web.labels import LABELS
from arbiter.web.lanes import Busy
from arbiter.web.render import Page, cookie_lang, respond
from arbiter.web.views import NotFound

log = logging.getLogger("arbiter.web")


def request_lang(request: Request) -> Lang:
    first = request.url.path.strip("/").split("/", 1)[0]
    if first in LANGS:
        return first
    query = request.query_params.get("lang", "")
    if query in LANGS:
        return query
    return cookie_lang(request)


def _is_api(request: Request) -> bool:
    return request.url.path.startswith("/api/")


def error_response(request: Request, error: InputError, status: int) -> Response:
    lang = request_lang(request)
    if _is_api(request):
        return JSONResponse(dict(error.to_json(lang)), status_code=status)
    renderer = request.app.state.renderer
    page = Page.of(
        renderer.html(
            "error.html",
            lang,
            request.url.path if request.url.path.startswith(f"/{lang}") else f"/{lang}/",
            title=LABELS[lang]["not_found" if status == 404 else "error"],
            status=status,
            message=error.text.get_lang(lang),
            accepted=[a for a in error.accepted if _readable(a)],
            restart_url=_restart_url(request.url.path, lang),
        ),
        status,
    )
    return respond(request, page, None, cache_control="no-store")


_MACHINE = re.compile(r"[a-z]_[a-z]|^/|[a-z]-[a-z]|[:=,]|^[a-z][a-z0-9]*$")


def _readable(accepted: str) -> bool:
    """Whether a form of ``accepted`` means something to a reader of the page: a range, a
    card, an example; not ids, addresses or URL syntax (issue 25: lists of topic ids and
    snake_case answers on error pages). The API's JSON keeps them all."""
    return not _MACHINE.search(accepted)


def _restart_url(path: str, lang: Lang) -> str | None:
    """For a bad state of a topic that exists: the link to start that topic again."""
    parts = path.strip("/").split("/")
    if len(parts) >= 3 and parts[1] == "t":
        from arbiter.guide.library import library

        if parts[2] in library().topics:
            return f"/{lang}/t/{parts[2]}"
    return None


def _status(error: InputError) -> int:
    return 404 if isinstance(error, NotFound | CalcNotFound) else 422


async def input_error(request: Request, error: Exception) -> Response:
    assert isinstance(error, InputError)
    return error_response(request, error, _status(error))


async def validation_error(request: Request, error: Exception) -> Response:
    assert isinstance(error, RequestValidationError)
    problems = []
    for item in error.errors():
        where = ".".join(str(p) for p in item.get("loc", ()) if p not in ("body", "query", "path"))
        problems.append(f"{where or 'request'}: {item.get('msg', '')}")
    accepted: list[str] = []
    for item in error.errors():
        ctx: dict[str, Any] = item.get("ctx") or {}
        expected = ctx.get("expected")
        if isinstance(expected, str):
            accepted.append(expected)
    text = "; ".join(problems)[:400]
    wrapped = InputError(f"Ongeldige invoer: {text}", f"Invalid input: {text}", accepted)
    return error_response(request, wrapped, 422)


_HTTP_TEXT = {
    404: ("Deze pagina bestaat niet.", "This page does not exist."),
    405: ("Deze methode kan hier niet.", "This method is not allowed here."),
}


async def http_error(request: Request, error: Exception) -> Response:
    assert isinstance(error, StarletteHTTPException)
    nl, en = _HTTP_TEXT.get(error.status_code, (str(error.detail), str(error.detail)))
    accepted: tuple[str, ...] = ()
    if error.status_code == 404:
        accepted = ("/nl/", "/en/", "/nl/laws", "/api/v1/topics", "/openapi.json")
    response = error_response(request, InputError(nl, en, accepted), error.status_code)
    if error.headers:
        response.headers.update(error.headers)
    return response


async def busy(request: Request, error: Exception) -> Response:
    """A double-dummy or claim lane is full (:mod:`arbiter.web.lanes`): 503, and when to
    come back."""
    assert isinstance(error, Busy)
    if _is_api(request):
        return busy_json(error, request_lang(request))
    else:
        wrapped = InputError(error.message("nl"), error.message("en"))
        response: Response = error_response(request, wrapped, 503)
    response.headers["retry-after"] = str(error.retry_after)
    return response


def busy_json(error: Busy, lang: Lang) -> Response:
    """The API's answer to a full lane, in ``lang``: 503 with ``Retry-After``."""
    body = {"error": "Busy", "message": error.message(lang), "accepted": []}
    return JSONResponse(body, 503, headers={"retry-after": str(error.retry_after)})


async def server_error(request: Request, error: Exception) -> Response:
    log.exception("unhandled error on %s", request.url.path, exc_info=error)
    lang = request_lang(request)
    if _is_api(request):
        body = {"error": "ServerError", "message": "internal error", "accepted": []}
        return Response(json.dumps(body), 500, media_type="application/json")
    text = request.app.state.renderer.html(
        "error.html", lang, f"/{lang}/", status=500,
        title=LABELS[lang]["error"], message=LABELS[lang]["server_error"],
        accepted=[],
    )  # fmt: skip
    return Response(text, 500, media_type="text/html; charset=utf-8")


def install(app: FastAPI) -> None:
    app.add_exception_handler(InputError, input_error)
    app.add_exception_handler(RequestValidationError, validation_error)
    app.add_exception_handler(StarletteHTTPException, http_error)
    app.add_exception_handler(Busy, busy)
    app.add_exception_handler(Exception, server_error)
