"""Who may do what: every route of the log starts here.

* anonymous: pages redirect to ``/log/login``, the API answers 401;
* a viewer writing: 403;
* a form without the session's CSRF token (hidden field ``csrf_token``), or an API write
  authenticated by the cookie without the ``X-CSRF-Token`` header: 403. API clients that
  sign in with ``POST /api/log/login`` and send ``Authorization: Bearer TOKEN`` need no
  CSRF token (a browser never adds that header by itself).

The order of the checks decides which status a bad request gets, so it is kept in one
place: sign-in and role first, then the body (413 if too large), then the CSRF token.
``director_form`` and ``director_json`` are that order for the two kinds of write, so that
a route cannot forget a step.

Clubs: :func:`need` keeps the user on the request, and the request's service
(``log_app(request).service``) is scoped to that user's clubs (:mod:`arbiter.log.clubs`):
another club's event or ruling is not found (404), whatever the route; the service
refuses to work for a route that did not ask first.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any
from urllib.parse import quote

from fastapi import Request
from starlette.responses import RedirectResponse

from arbiter.log.auth import Principal, same
from arbiter.log.labels import words
from arbiter.log.web.shared import (
    Stop,
    error,
    error_json,
    is_api,
    lang,
    read_form,
    read_json,
    token,
    user,
)


def need(request: Request, write: bool = False) -> Principal:
    """The signed-in user, or stop: sign-in redirect (pages) or 401 (API); 403 for a
    viewer when ``write``."""
    who = user(request)
    language = lang(request)
    request.state.arbiter_who = who  # the service of this request sees what who may see
    if who is None:
        if is_api(request):
            raise Stop(error_json(401, "Niet ingelogd.", "Not signed in.", language))
        target = request.url.path + (f"?{request.url.query}" if request.url.query else "")
        raise Stop(RedirectResponse(f"/log/login?next={quote(target, safe='')}", 303))
    if write and not who.can_write:
        raise Stop(error(request, 403, words(language)("forbidden_text"), language))
    return who


def check_csrf(request: Request, who: Principal, form: Mapping[str, Any] | None) -> None:
    """The session's CSRF token must come with every write: in the form, or (API, cookie
    session) in the ``X-CSRF-Token`` header. A bearer token needs none."""
    _token, bearer = token(request)
    if bearer:
        return
    sent = form.get("csrf_token") if form is not None else request.headers.get("x-csrf-token")
    if not same(str(sent) if sent else None, who.csrf):
        raise Stop(error(request, 403, words(lang(request))("csrf"), lang(request)))


async def signed_in_form(request: Request) -> tuple[Principal, dict[str, Any]]:
    """Any signed-in user sending a form (signing out): the user and the form's fields."""
    who = need(request)
    form = await read_form(request)
    check_csrf(request, who, form)
    return who, form


async def director_form(request: Request) -> tuple[Principal, dict[str, Any]]:
    """A director sending a form: the user and the form's fields, after every check."""
    who = need(request, write=True)
    form = await read_form(request)
    check_csrf(request, who, form)
    return who, form


async def director_json(request: Request) -> tuple[Principal, dict[str, Any]]:
    """A director writing through the API: the user and the JSON object, after every check."""
    who = need(request, write=True)
    check_csrf(request, who, None)
    return who, await read_json(request)


def safe_next(target: str | None) -> str:
    """Where to go after a form: only a local path of the log, never another site."""
    target = target or "/log"
    if not target.startswith("/log") or target.startswith("//") or "\\" in target:
        return "/log"
    return target
