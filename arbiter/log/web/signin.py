"""Signing in and out: the sign-in page and form, and the API's token sign-in.

The sign-in form cannot carry a session's CSRF token (there is no session yet), so it has
its own: a random value in a cookie (``SameSite=Strict``, path ``/log``) and the same value
in a hidden field; the post must bring both. A successful sign-in sets the session cookie
(``HttpOnly``, ``SameSite=Lax``, ``Secure`` over https, 14 days). How passwords are checked
and guessers slowed down is :mod:`arbiter.log.auth`'s business; this module only turns its
answers into pages, cookies and status codes (401 wrong, 429 wait, with ``Retry-After``).
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from typing import Any

from fastapi import APIRouter, Request
from starlette.concurrency import run_in_threadpool
from starlette.responses import HTMLResponse, JSONResponse, Response

from arbiter.log.auth import SESSION_DAYS, AuthError, Principal, ThrottledError, same
from arbiter.log.labels import words
from arbiter.log.web.access import check_csrf, need, safe_next, signed_in_form
from arbiter.log.web.shared import (
    SESSION_COOKIE,
    error,
    lang,
    log_app,
    page,
    read_form,
    read_json,
    see,
    token,
)

LOGIN_CSRF_COOKIE = "arbiter_login_csrf"
SESSION_S = SESSION_DAYS * 86400  # the cookie lasts as long as the session on the server

router = APIRouter()


def _set_cookie(request: Request, response: Response, name: str, value: str, **kw: Any) -> None:
    """A cookie no script can read (``HttpOnly``), sent over https only when the page
    came over https (``Secure``)."""
    secure = request.url.scheme == "https"
    response.set_cookie(name, value, httponly=True, secure=secure, **kw)


async def _check(request: Request, sent: Mapping[str, Any]) -> tuple[str, Principal]:
    """(session token, user) for the name and password ``sent`` (form or JSON body),
    off the event loop (Argon2 takes a while on purpose); raises ``AuthError`` or
    ``ThrottledError``. Failures count per name and per client address."""
    client = request.client.host if request.client else ""
    login = log_app(request).accounts.login
    return await run_in_threadpool(login, sent.get("username"), sent.get("password"), client)


@router.get("/log/login", response_class=HTMLResponse)
def login_page(request: Request, next: str = "/log") -> Response:
    login_csrf = secrets.token_urlsafe(24)
    response = page(request, "login.html", login_csrf=login_csrf, next=safe_next(next), error=None)
    _set_cookie(request, response, LOGIN_CSRF_COOKIE, login_csrf, samesite="strict", path="/log")
    return response


@router.post("/log/login")
async def login_submit(request: Request) -> Response:
    form = await read_form(request)
    language = lang(request)
    sent, cookie = form.get("login_csrf"), request.cookies.get(LOGIN_CSRF_COOKIE)
    if not same(sent, cookie):
        return error(request, 403, words(language)("csrf"), language)
    try:
        session, _who = await _check(request, form)
    except (AuthError, ThrottledError) as err:
        response = page(
            request,
            "login.html",
            status=429 if isinstance(err, ThrottledError) else 401,
            login_csrf=cookie,
            next=safe_next(form.get("next", "/log")),
            error=err.message(language),
            user=None,
        )
        if isinstance(err, ThrottledError):
            response.headers["retry-after"] = str(err.wait)
        return response
    response = see(safe_next(form.get("next", "/log")))
    _set_cookie(
        request, response, SESSION_COOKIE, session, samesite="lax", max_age=SESSION_S, path="/"
    )
    response.delete_cookie(LOGIN_CSRF_COOKIE, path="/log")
    return response


@router.post("/log/logout")
async def logout(request: Request) -> Response:
    await signed_in_form(request)
    await run_in_threadpool(log_app(request).accounts.logout, token(request)[0])
    response = see("/log/login")
    response.delete_cookie(SESSION_COOKIE, path="/")
    return response


@router.post("/api/log/login")
async def api_login(request: Request) -> Response:
    """``{"username", "password"}`` → ``{"token", "csrf", "username", "role"}``."""
    body = await read_json(request)
    language = lang(request)
    try:
        session, who = await _check(request, body)
    except ThrottledError as err:
        return JSONResponse(
            dict(err.to_json(language)), status_code=429, headers={"retry-after": str(err.wait)}
        )
    except AuthError as err:
        return JSONResponse(dict(err.to_json(language)), status_code=401)
    return JSONResponse(
        {"token": session, "csrf": who.csrf, "username": who.username, "role": who.role}
    )


@router.post("/api/log/logout")
async def api_logout(request: Request) -> Response:
    check_csrf(request, need(request), None)
    await run_in_threadpool(log_app(request).accounts.logout, token(request)[0])
    return JSONResponse({"ok": True})
