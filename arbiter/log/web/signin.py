"""Signing in and out: the sign-in page and form, and the API's token sign-in.

The sign-in form cannot carry a session's CSRF token (there is no session yet), so it has
its own: made and signed by this server (:mod:`arbiter.log.keys`: the time, a random value,
an HMAC with the server's key), put in a cookie (``SameSite=Strict``, path ``/log``) and in
a hidden field. The post must bring both, equal, signed by this server and at most
:data:`LOGIN_FORM_S` old: a cookie and a field an attacker chose cannot pass. The API's
sign-in takes JSON only (``Content-Type: application/json``), which a form on another site
cannot send.

A successful sign-in sets the session cookie (``HttpOnly``, ``SameSite=Lax``, ``Secure``
over https, 14 days) and the browser's device cookie (the browser is known to have signed
in as this user: guessers elsewhere do not slow it down). How passwords are checked and
guessers slowed down is :mod:`arbiter.log.auth`'s business; this module turns its answers
into pages, cookies and status codes (401 wrong, 429 wait, with ``Retry-After``) and keeps
a crowd of sign-ins in a queue: at most :data:`SIGNIN_THREADS` at a time in worker
threads (the others wait without a thread), at most :data:`SIGNIN_QUEUE` waiting (more
get 503 with ``Retry-After``), so that sign-ins never take the threads the log's pages
need.
"""

from __future__ import annotations

import asyncio
import secrets
import time
import weakref
from collections.abc import Mapping
from typing import Any

import anyio
from fastapi import APIRouter, Request
from starlette.concurrency import run_in_threadpool
from starlette.responses import HTMLResponse, JSONResponse, Response

from arbiter.i18n import InputError
from arbiter.log import keys
from arbiter.log.auth import DEVICE_DAYS, SESSION_DAYS, AuthError, SignIn, ThrottledError, same
from arbiter.log.labels import words
from arbiter.log.web.access import check_csrf, need, safe_next, signed_in_form
from arbiter.log.web.shared import (
    SESSION_COOKIE,
    Stop,
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
DEVICE_COOKIE = "arbiter_device"
SESSION_S = SESSION_DAYS * 86400  # the cookie lasts as long as the session on the server
LOGIN_FORM_S = 12 * 3600  # a sign-in page may stay open this long
SIGNIN_THREADS = 4  # sign-ins handled at once (each waits its turn for Argon2 inside)
SIGNIN_QUEUE = 100  # sign-ins waiting at most; more are told to come back
BUSY_RETRY_S = 5

router = APIRouter()
_limiters: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, anyio.CapacityLimiter] = (
    weakref.WeakKeyDictionary()
)
_waiting = 0


def _set_cookie(request: Request, response: Response, name: str, value: str, **kw: Any) -> None:
    """A cookie no script can read (``HttpOnly``), sent over https only when the page
    came over https (``Secure``)."""
    secure = request.url.scheme == "https"
    response.set_cookie(name, value, httponly=True, secure=secure, **kw)


def _limiter() -> anyio.CapacityLimiter:
    """The sign-in threads' limiter of the running event loop (made on first use: a
    limiter belongs to one loop)."""
    loop = asyncio.get_running_loop()
    limiter = _limiters.get(loop)
    if limiter is None:
        limiter = _limiters[loop] = anyio.CapacityLimiter(SIGNIN_THREADS)
    return limiter


async def _check(request: Request, sent: Mapping[str, Any]) -> SignIn:
    """The sign-in for the name and password ``sent`` (form or JSON body), off the event
    loop and in the queue; raises ``AuthError``, ``ThrottledError``, or stops with 503
    when the queue is full."""
    global _waiting
    if _waiting >= SIGNIN_QUEUE:
        language = lang(request)
        busy = InputError(
            "Het is te druk. Probeer het over enkele seconden opnieuw.",
            "Too busy. Try again in a few seconds.",
        )
        response = error(request, 503, busy.message(language), language, busy)
        response.headers["retry-after"] = str(BUSY_RETRY_S)
        raise Stop(response)
    client = request.client.host if request.client else ""
    login = log_app(request).accounts.login
    args = (sent.get("username"), sent.get("password"), client, request.cookies.get(DEVICE_COOKIE))
    _waiting += 1
    try:
        return await anyio.to_thread.run_sync(login, *args, limiter=_limiter())
    finally:
        _waiting -= 1


def _signed_in(request: Request, response: Response, done: SignIn) -> Response:
    """``response`` with the session cookie and the browser's device cookie."""
    _set_cookie(
        request, response, SESSION_COOKIE, done.token, samesite="lax", max_age=SESSION_S, path="/"
    )
    if done.device:
        _set_cookie(
            request,
            response,
            DEVICE_COOKIE,
            done.device,
            samesite="strict",
            max_age=DEVICE_DAYS * 86400,
            path="/log",
        )
    return response


def login_token(key: bytes, now: float | None = None) -> str:
    """A sign-in form's token: the time, a random value, their HMAC."""
    return keys.sign(key, "login", str(int(time.time() if now is None else now)),
                     secrets.token_urlsafe(16))  # fmt: skip


def login_token_ok(key: bytes, sent: Any, cookie: str | None, now: float | None = None) -> bool:
    """The field and the cookie are equal, signed by this server and not too old."""
    if not isinstance(sent, str) or not same(sent, cookie):
        return False
    parts = keys.verify(key, "login", sent, 2)
    if parts is None or not parts[0].isdigit():
        return False
    age = (time.time() if now is None else now) - int(parts[0])
    return -60 <= age <= LOGIN_FORM_S


@router.get("/log/login", response_class=HTMLResponse)
def login_page(request: Request, next: str = "/log") -> Response:
    login_csrf = login_token(log_app(request).key)
    response = page(request, "login.html", login_csrf=login_csrf, next=safe_next(next), error=None)
    _set_cookie(request, response, LOGIN_CSRF_COOKIE, login_csrf, samesite="strict", path="/log")
    return response


@router.post("/log/login")
async def login_submit(request: Request) -> Response:
    form = await read_form(request)
    language = lang(request)
    cookie = request.cookies.get(LOGIN_CSRF_COOKIE)
    if not login_token_ok(log_app(request).key, form.get("login_csrf"), cookie):
        return error(request, 403, words(language)("csrf"), language)
    try:
        done = await _check(request, form)
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
    signed_in = _signed_in(request, see(safe_next(form.get("next", "/log"))), done)
    signed_in.delete_cookie(LOGIN_CSRF_COOKIE, path="/log")
    return signed_in


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
        done = await _check(request, body)
    except ThrottledError as err:
        return JSONResponse(
            dict(err.to_json(language)), status_code=429, headers={"retry-after": str(err.wait)}
        )
    except AuthError as err:
        return JSONResponse(dict(err.to_json(language)), status_code=401)
    who = done.who
    answer = {"token": done.token, "csrf": who.csrf, "username": who.username, "role": who.role}
    return JSONResponse(answer)


@router.post("/api/log/logout")
async def api_logout(request: Request) -> Response:
    check_csrf(request, need(request), None)
    await run_in_threadpool(log_app(request).accounts.logout, token(request)[0])
    return JSONResponse({"ok": True})
