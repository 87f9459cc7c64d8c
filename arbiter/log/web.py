"""The log on the web: pages under ``/log/`` and a JSON API under ``/api/log/``.

``install(app)`` opens the database (creating and migrating it on first start), mounts
the router and applies the retention setting once. The guide stays open to anyone; every
page and API call here needs a signed-in user, and every write a director:

* anonymous: pages redirect to ``/log/login``, the API answers 401;
* a viewer writing: 403;
* a form without the session's CSRF token (hidden field ``csrf_token``), or an API write
  authenticated by the cookie without the ``X-CSRF-Token`` header: 403. API clients that
  sign in with ``POST /api/log/login`` and send ``Authorization: Bearer TOKEN`` need no
  CSRF token (a browser never adds that header by itself).

Templates are Jinja2 with autoescaping on, so a name or note with ``<script>`` shows as
text. The "save to log" link of a guide ruling page is ``save_url(topic, query)``: the
ruling form opens prefilled with the topic, the answers and the table data.
"""

from __future__ import annotations

import secrets
import uuid
from collections.abc import Callable, Mapping
from datetime import datetime
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlencode

from fastapi import APIRouter, FastAPI, Request
from starlette.concurrency import run_in_threadpool
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response

from arbiter.i18n import LANGS, InputError, Lang
from arbiter.log.auth import Accounts, AuthError, Principal, ThrottledError, same
from arbiter.log.labels import words
from arbiter.log.service import ConflictError, LogService, NotFoundError
from arbiter.log.store import Store
from arbiter.log.validate import (
    ADJUSTED_KINDS,
    APPEAL_STATUSES,
    FOLLOWUP_STATUSES,
    PERSON_ROLES,
    ValidationError,
)

SESSION_COOKIE = "arbiter_session"
LOGIN_CSRF_COOKIE = "arbiter_login_csrf"
LANG_COOKIE = "arbiter_lang"
TEMPLATES = Path(__file__).resolve().parent / "templates"
PERSON_ROWS = 8  # as many as a ruling may hold (validate.PERSONS_MAX)
BODY_MAX = 1_000_000  # bytes; a form or JSON body larger than this is refused

router = APIRouter()


class LogApp:
    """What the routes need, kept on ``app.state.arbiter_log``."""

    def __init__(self, store: Store) -> None:
        import jinja2

        self.store = store
        self.service = LogService(store)
        self.accounts = Accounts(store)
        self.env = jinja2.Environment(
            loader=jinja2.FileSystemLoader(str(TEMPLATES)),
            autoescape=True,
            trim_blocks=True,
            lstrip_blocks=True,
        )
        from arbiter.log.report import clock, person_line

        self.env.filters["clock"] = clock
        self.env.filters["hhmm"] = lambda v: clock(v)[-5:] if v else ""
        self.env.globals["person_line"] = person_line


def install(app: FastAPI, url: str | None = None) -> LogApp:
    """Mount the log on ``app``; the database is ``url``, ``$ARBITER_DATABASE_URL`` or the
    SQLite file in the data directory (created and migrated here on first start)."""
    log_app = LogApp(Store.open(url))
    log_app.service.purge()
    app.state.arbiter_log = log_app
    app.include_router(router)
    app.add_exception_handler(_Stop, _stop_handler)
    return log_app


def save_url(topic_id: str, query: str = "", lang: str = "nl") -> str:
    """The "save to log" link for a guide ruling: ``query`` is the guide page's query
    string (``a=node:choice,...`` and the table-data parameters)."""
    extra = f"&{query.lstrip('?')}" if query else ""
    return f"/log/new?topic={quote(topic_id)}&lang={lang}{extra}"


# -- plumbing ------------------------------------------------------------------------------


class _Stop(Exception):
    def __init__(self, response: Response) -> None:
        self.response = response


async def _stop_handler(_request: Request, exc: Exception) -> Response:
    assert isinstance(exc, _Stop)
    return exc.response


def _app(request: Request) -> LogApp:
    return request.app.state.arbiter_log


def _is_api(request: Request) -> bool:
    return request.url.path.startswith("/api/")


def _lang(request: Request) -> Lang:
    for value in (request.query_params.get("lang"), request.cookies.get(LANG_COOKIE)):
        if value in LANGS:
            return value  # type: ignore[return-value]
    return "nl"


def _token(request: Request) -> tuple[str | None, bool]:
    """(session token, came as a bearer header)."""
    header = request.headers.get("authorization", "")
    if header.lower().startswith("bearer "):
        return header[7:].strip(), True
    return request.cookies.get(SESSION_COOKIE), False


def _user(request: Request) -> Principal | None:
    token, _ = _token(request)
    return _app(request).accounts.principal(token)


def _need(request: Request, write: bool = False) -> Principal:
    """The signed-in user, or stop: login redirect / 401, 403 for a viewer writing."""
    user = _user(request)
    lang = _lang(request)
    if user is None:
        if _is_api(request):
            raise _Stop(_error_json(401, "Niet ingelogd.", "Not signed in.", lang))
        target = request.url.path + (f"?{request.url.query}" if request.url.query else "")
        raise _Stop(RedirectResponse(f"/log/login?next={quote(target, safe='')}", 303))
    if write and not user.can_write:
        t = words(lang)
        raise _Stop(_error(request, 403, t("forbidden_text"), lang))
    return user


def _check_csrf(request: Request, user: Principal, form: Mapping[str, Any] | None) -> None:
    _token_value, bearer = _token(request)
    if bearer:
        return
    sent = form.get("csrf_token") if form is not None else request.headers.get("x-csrf-token")
    if not same(str(sent) if sent else None, user.csrf):
        raise _Stop(_error(request, 403, words(_lang(request))("csrf"), _lang(request)))


def _error_json(status: int, nl: str, en: str, lang: Lang) -> JSONResponse:
    return JSONResponse(
        {"error": "HTTPError", "message": nl if lang == "nl" else en, "accepted": []},
        status_code=status,
    )


def _error(
    request: Request, status: int, message: str, lang: Lang, error: InputError | None = None
) -> Response:
    if _is_api(request):
        body = (
            dict(error.to_json(lang))
            if error
            else {"error": "HTTPError", "message": message, "accepted": []}
        )
        return JSONResponse(body, status_code=status)
    return _page(
        request,
        "error.html",
        status=status,
        message=message,
        accepted=list(error.accepted) if error else [],
    )


def _fail(request: Request, error: InputError) -> _Stop:
    lang = _lang(request)
    status = (
        404
        if isinstance(error, NotFoundError)
        else 409
        if isinstance(error, ConflictError)
        else 422
    )
    return _Stop(_error(request, status, error.message(lang), lang, error))


def _secure(request: Request) -> bool:
    """Over https, or on the laptop itself: a password typed here crosses no network."""
    client = request.client.host if request.client else ""
    return request.url.scheme == "https" or client in ("127.0.0.1", "::1")


def _page(request: Request, template: str, status: int = 200, **ctx: Any) -> HTMLResponse:
    lang = _lang(request)
    user = ctx.pop("user", None) or _user(request)
    html = (
        _app(request)
        .env.get_template(template)
        .render(
            lang=lang,
            t=words(lang),
            user=user,
            path=request.url.path,
            other_lang="en" if lang == "nl" else "nl",
            secure=_secure(request),
            **ctx,
        )
    )
    response = HTMLResponse(html, status_code=status)
    response.headers["cache-control"] = "no-store"
    response.headers["x-frame-options"] = "DENY"
    response.headers["content-security-policy"] = (
        "default-src 'self'; style-src 'self' 'unsafe-inline'; script-src 'none'; "
        "frame-ancestors 'none'; form-action 'self'"
    )
    if request.query_params.get("lang") in LANGS:
        response.set_cookie(LANG_COOKIE, lang, max_age=365 * 86400, samesite="lax")
    return response


async def _form(request: Request) -> dict[str, Any]:
    if int(request.headers.get("content-length") or 0) > BODY_MAX:
        raise _Stop(_error(request, 413, "Too large", _lang(request)))
    form = await request.form()
    return {k: v for k, v in form.items() if isinstance(v, str)}


async def _json(request: Request) -> dict[str, Any]:
    if int(request.headers.get("content-length") or 0) > BODY_MAX:
        raise _Stop(_error(request, 413, "Too large", _lang(request)))
    try:
        body = await request.json()
    except ValueError:
        body = None
    if not isinstance(body, dict):
        raise _fail(request, InputError("Verwacht een JSON-object.", "Expected a JSON object."))
    return body


async def _call(request: Request, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """Run a service call off the event loop; bad input stops with 404/409/422."""
    try:
        return await run_in_threadpool(fn, *args, **kwargs)
    except InputError as error:
        raise _fail(request, error) from None


def _see(url: str) -> RedirectResponse:
    return RedirectResponse(url, status_code=303)


# -- signing in ------------------------------------------------------------------------


@router.get("/log/login", response_class=HTMLResponse)
def login_page(request: Request, next: str = "/log") -> Response:
    token = secrets.token_urlsafe(24)
    response = _page(request, "login.html", login_csrf=token, next=_safe_next(next), error=None)
    response.set_cookie(
        LOGIN_CSRF_COOKIE,
        token,
        httponly=True,
        samesite="strict",
        secure=request.url.scheme == "https",
        path="/log",
    )
    return response


@router.post("/log/login")
async def login_submit(request: Request) -> Response:
    form = await _form(request)
    lang = _lang(request)
    sent, cookie = form.get("login_csrf"), request.cookies.get(LOGIN_CSRF_COOKIE)
    if not same(sent, cookie):
        return _error(request, 403, words(lang)("csrf"), lang)
    client = request.client.host if request.client else ""
    try:
        token, _principal = await run_in_threadpool(
            _app(request).accounts.login, form.get("username"), form.get("password"), client
        )
    except (AuthError, ThrottledError) as error:
        status = 429 if isinstance(error, ThrottledError) else 401
        response = _page(
            request,
            "login.html",
            status=status,
            login_csrf=cookie,
            next=_safe_next(form.get("next", "/log")),
            error=error.message(lang),
            user=None,
        )
        if isinstance(error, ThrottledError):
            response.headers["retry-after"] = str(error.wait)
        return response
    response = _see(_safe_next(form.get("next", "/log")))
    _set_session(request, response, token)
    response.delete_cookie(LOGIN_CSRF_COOKIE, path="/log")
    return response


def _set_session(request: Request, response: Response, token: str) -> None:
    response.set_cookie(
        SESSION_COOKIE,
        token,
        httponly=True,
        samesite="lax",
        secure=request.url.scheme == "https",
        max_age=14 * 86400,
        path="/",
    )


def _safe_next(target: str | None) -> str:
    """Only a local path of the log: never an open redirect to another site."""
    target = target or "/log"
    if not target.startswith("/log") or target.startswith("//") or "\\" in target:
        return "/log"
    return target


@router.post("/log/logout")
async def logout(request: Request) -> Response:
    user = _need(request)
    _check_csrf(request, user, await _form(request))
    token, _ = _token(request)
    await run_in_threadpool(_app(request).accounts.logout, token)
    response = _see("/log/login")
    response.delete_cookie(SESSION_COOKIE, path="/")
    return response


@router.post("/api/log/login")
async def api_login(request: Request) -> Response:
    body = await _json(request)
    lang = _lang(request)
    client = request.client.host if request.client else ""
    try:
        token, user = await run_in_threadpool(
            _app(request).accounts.login, body.get("username"), body.get("password"), client
        )
    except ThrottledError as error:
        return JSONResponse(
            dict(error.to_json(lang)), status_code=429, headers={"retry-after": str(error.wait)}
        )
    except AuthError as error:
        return JSONResponse(dict(error.to_json(lang)), status_code=401)
    return JSONResponse(
        {"token": token, "csrf": user.csrf, "username": user.username, "role": user.role}
    )


@router.post("/api/log/logout")
async def api_logout(request: Request) -> Response:
    user = _need(request)
    _check_csrf(request, user, None)
    token, _ = _token(request)
    await run_in_threadpool(_app(request).accounts.logout, token)
    return JSONResponse({"ok": True})


# -- events ------------------------------------------------------------------------------


@router.get("/log", response_class=HTMLResponse)
def events_page(request: Request) -> Response:
    user = _need(request)
    svc = _app(request).service
    return _page(
        request,
        "events.html",
        user=user,
        events=svc.events(),
        retention=svc.retention_days(),
        errors=None,
        values={},
    )


@router.post("/log/events")
async def events_create(request: Request) -> Response:
    user = _need(request, write=True)
    form = await _form(request)
    _check_csrf(request, user, form)
    data = {k: form.get(k) for k in ("name", "club", "date", "session", "kind", "profile")}
    svc = _app(request).service
    try:
        event = await run_in_threadpool(svc.create_event, data, user.username)
    except ValidationError as error:
        return _page(
            request,
            "events.html",
            status=422,
            user=user,
            events=svc.events(),
            retention=svc.retention_days(),
            errors=error,
            values=data,
        )
    return _see(f"/log/events/{event['id']}")


@router.get("/log/events/{event_id}", response_class=HTMLResponse)
def event_page(request: Request, event_id: int) -> Response:
    user = _need(request)
    lang = _lang(request)
    q = request.query_params
    filters = {
        "open_only": q.get("open") in ("1", "on", "true"),
        "board": q.get("board"),
        "table": q.get("table"),
        "topic": q.get("topic") or None,
    }
    svc = _app(request).service
    try:
        event = svc.event(event_id)
        rulings = svc.rulings(event_id, lang, **filters)
    except InputError as error:
        raise _fail(request, error) from None
    return _page(
        request,
        "event.html",
        user=user,
        event=event,
        rulings=rulings,
        filters=filters,
        topics=_topics(lang),
    )


@router.post("/log/events/{event_id}/published")
async def event_published(request: Request, event_id: int) -> Response:
    user = _need(request, write=True)
    form = await _form(request)
    _check_csrf(request, user, form)
    await _call(
        request,
        _app(request).service.set_results_published,
        event_id,
        form.get("results_published_at"),
        user.username,
    )
    return _see(f"/log/events/{event_id}/open")


@router.get("/log/events/{event_id}/open", response_class=HTMLResponse)
def open_items_page(request: Request, event_id: int) -> Response:
    user = _need(request)
    try:
        items = _app(request).service.open_items(event_id, _lang(request))
    except InputError as error:
        raise _fail(request, error) from None
    return _page(request, "open.html", user=user, data=items, event=items["event"])


@router.get("/log/events/{event_id}/export.{fmt}")
def event_export(request: Request, event_id: int, fmt: str) -> Response:
    _need(request)
    from arbiter.log import report

    lang = _lang(request)
    svc = _app(request).service
    try:
        event = svc.event(event_id)
        if fmt == "csv":
            body = report.csv_text(svc.rulings(event_id, lang), lang)
            media = "text/csv; charset=utf-8"
        elif fmt == "json":
            body = report.json_text(event, svc.rulings(event_id, lang, full=True))
            media = "application/json"
        else:
            raise NotFoundError("Onbekend formaat.", "Unknown format.", ("csv", "json"))
    except InputError as error:
        raise _fail(request, error) from None
    name = f"arbiter-log-{event['date']}-{event_id}.{fmt}"
    return Response(
        body, media_type=media, headers={"content-disposition": f'attachment; filename="{name}"'}
    )


def _topics(lang: Lang) -> list[tuple[str, str]]:
    from arbiter.guide.library import library

    return [(t.id, f"{t.law} {t.title.get_lang(lang)}") for t in library().topics.values()]


# -- rulings -------------------------------------------------------------------------------


def _form_values(form: Mapping[str, Any]) -> dict[str, Any]:
    """A ruling form's fields as service input."""
    keys = (
        "uid",
        "round",
        "table",
        "board",
        "called_at",
        "called_by",
        "topic",
        "answers",
        "facts",
        "title",
        "facts_agreed",
        "facts_disputed",
        "director_finding",
        "notes",
        "appeal_status",
        "appeal_note",
    )
    data: dict[str, Any] = {k: form.get(k) for k in keys}
    data["persons"] = [
        {
            part: form.get(f"p{i}_{part}")
            for part in ("role", "seat", "pair", "team", "name", "federation_no")
        }
        for i in range(PERSON_ROWS)
    ]
    data["adjusted_score"] = {k: form.get(f"adj_{k}") for k in ("kind", "ns", "ew", "note")}
    if form.get("fu_kind") and form.get("fu_text"):
        data["followups"] = [{"kind": form.get("fu_kind"), "text": form.get("fu_text")}]
    return data


def _values_of(r: dict[str, Any]) -> dict[str, Any]:
    """A stored ruling as form values (for the edit form)."""
    values: dict[str, Any] = {
        k: r.get(k)
        for k in (
            "uid",
            "round",
            "table",
            "board",
            "called_by",
            "topic",
            "title",
            "facts_agreed",
            "facts_disputed",
            "director_finding",
            "notes",
            "appeal_status",
            "appeal_note",
        )
    }
    from arbiter.log.report import clock

    values["called_at"] = clock(r["called_at"])
    values["answers"] = ",".join(f"{k}:{v}" for k, v in r["answers"].items())
    values["facts"] = "\n".join(f"{k}={v}" for k, v in r["facts"].items())
    for i, p in enumerate(r["persons"][:PERSON_ROWS]):
        for part in ("role", "seat", "pair", "team", "name", "federation_no"):
            values[f"p{i}_{part}"] = p.get(part)
    for k, v in (r["adjusted_score"] or {}).items():
        values[f"adj_{k}"] = v
    return values


def _prefill(request: Request) -> dict[str, Any]:
    """Form values from a guide page's query: topic, ``a=node:choice,...``, table data."""
    from arbiter.guide.facts import INPUTS

    q = request.query_params
    facts = [f"{name}={q[name]}" for name in INPUTS if q.get(name)]
    return {
        "uid": str(uuid.uuid4()),
        "topic": q.get("topic", ""),
        "answers": q.get("a", ""),
        "facts": "\n".join(facts),
        "board": q.get("board", ""),
        "table": q.get("table", ""),
        "round": q.get("round", ""),
        # when the director was called: now, unless the guide page said otherwise
        "called_at": q.get("called_at") or datetime.now().strftime("%H:%M"),
    }


def _form_page(
    request: Request,
    user: Principal,
    values: dict[str, Any],
    error: ValidationError | None = None,
    ruling: dict | None = None,
    event_id: Any = None,
) -> HTMLResponse:
    lang = _lang(request)
    svc = _app(request).service
    preview = None
    if values.get("topic"):
        preview = _preview(values, lang)
    return _page(
        request,
        "ruling_form.html",
        status=422 if error else 200,
        user=user,
        values=values,
        errors=error,
        ruling=ruling,
        events=[] if ruling else svc.events(50),
        event_id=event_id,
        topics=_topics(lang),
        person_rows=_person_rows(values),
        roles=PERSON_ROLES,
        appeal_statuses=APPEAL_STATUSES,
        adjusted_kinds=ADJUSTED_KINDS,
        preview=preview,
        followup_kinds=_followup_kinds(),
    )


def _person_rows(values: Mapping[str, Any]) -> int:
    """Rows for persons on the form: those filled in plus one, at least two (offender and
    non-offender), at most ``PERSON_ROWS``."""
    parts = ("seat", "pair", "team", "name", "federation_no")
    used = sum(1 for i in range(PERSON_ROWS) if any(values.get(f"p{i}_{k}") for k in parts))
    return min(PERSON_ROWS, max(2, used + 1))


def _preview(values: dict[str, Any], lang: Lang) -> dict[str, Any] | None:
    """The guide's ruling for the form's topic and answers, shown above the form."""
    from arbiter.log import validate as v
    from arbiter.log.report import path_lines

    c = v.Collector()
    g = v.guide_ruling(c, values.get("topic"), values.get("answers"), values.get("facts"))
    if g is None:
        return None
    r = {"topic": g.topic, "answers": g.answers, "facts": g.facts}
    return {
        "text": g.text.get(lang) or g.text.get("nl"),
        "laws": g.laws,
        "path": path_lines(r, lang),
    }


def _followup_kinds() -> tuple[str, ...]:
    from arbiter.guide.vocabulary import FOLLOWUP_KINDS

    return FOLLOWUP_KINDS


@router.get("/log/new", response_class=HTMLResponse)
def ruling_new(request: Request) -> Response:
    user = _need(request, write=True)
    event_id = request.query_params.get("event")
    return _form_page(request, user, _prefill(request), event_id=event_id)


@router.post("/log/rulings")
async def ruling_create(request: Request) -> Response:
    user = _need(request, write=True)
    form = await _form(request)
    _check_csrf(request, user, form)
    data = _form_values(form)
    try:
        r = await run_in_threadpool(
            _app(request).service.add_ruling, form.get("event"), data, user.username, _lang(request)
        )
    except ValidationError as error:
        return _form_page(request, user, dict(form), error, event_id=form.get("event"))
    except InputError as error:
        raise _fail(request, error) from None
    return _see(f"/log/rulings/{r['id']}")


@router.get("/log/rulings/{ruling_id}", response_class=HTMLResponse)
def ruling_page(request: Request, ruling_id: int) -> Response:
    user = _need(request)
    lang = _lang(request)
    try:
        r = _app(request).service.ruling(ruling_id, lang)
    except InputError as error:
        raise _fail(request, error) from None
    from arbiter.log.report import path_lines

    return _page(
        request,
        "ruling.html",
        user=user,
        r=r,
        event=r["event"],
        path_lines=path_lines(r, lang),
        statuses=FOLLOWUP_STATUSES,
        followup_kinds=_followup_kinds(),
    )


@router.get("/log/rulings/{ruling_id}/edit", response_class=HTMLResponse)
def ruling_edit(request: Request, ruling_id: int) -> Response:
    user = _need(request, write=True)
    try:
        r = _app(request).service.ruling(ruling_id, _lang(request))
    except InputError as error:
        raise _fail(request, error) from None
    return _form_page(request, user, _values_of(r), ruling=r)


@router.post("/log/rulings/{ruling_id}/edit")
async def ruling_update(request: Request, ruling_id: int) -> Response:
    user = _need(request, write=True)
    form = await _form(request)
    _check_csrf(request, user, form)
    svc = _app(request).service
    changes = _form_values(form)
    changes.pop("uid")
    changes.pop("followups", None)
    try:
        await run_in_threadpool(
            svc.update_ruling,
            ruling_id,
            changes,
            form.get("version"),
            user.username,
            _lang(request),
        )
    except ValidationError as error:
        r = await _call(request, svc.ruling, ruling_id, _lang(request))
        return _form_page(request, user, dict(form), error, ruling=r)
    except InputError as error:
        raise _fail(request, error) from None
    return _see(f"/log/rulings/{ruling_id}")


@router.post("/log/rulings/{ruling_id}/followups")
async def followup_add(request: Request, ruling_id: int) -> Response:
    user = _need(request, write=True)
    form = await _form(request)
    _check_csrf(request, user, form)
    await _call(
        request,
        _app(request).service.add_followup,
        ruling_id,
        {"kind": form.get("kind"), "text": form.get("text")},
        user.username,
        _lang(request),
    )
    return _see(f"/log/rulings/{ruling_id}")


@router.post("/log/rulings/{ruling_id}/followups/{followup_id}")
async def followup_set(request: Request, ruling_id: int, followup_id: int) -> Response:
    user = _need(request, write=True)
    form = await _form(request)
    _check_csrf(request, user, form)
    await _call(
        request,
        _app(request).service.set_followup,
        ruling_id,
        followup_id,
        form.get("status"),
        form.get("resolution"),
        user.username,
        _lang(request),
    )
    back = form.get("back") or f"/log/rulings/{ruling_id}"
    return _see(_safe_next(back))


@router.get("/log/rulings/{ruling_id}/report", response_class=HTMLResponse)
def ruling_report(request: Request, ruling_id: int) -> Response:
    user = _need(request)
    from arbiter.log import report

    lang = _lang(request)
    try:
        r = _app(request).service.ruling(ruling_id, lang)
    except InputError as error:
        raise _fail(request, error) from None
    return _page(request, "report.html", user=user, report=report.build(r, lang), r=r)


@router.get("/log/rulings/{ruling_id}/report.pdf")
def ruling_pdf(request: Request, ruling_id: int) -> Response:
    _need(request)
    from arbiter.log import report

    lang = _lang(request)
    try:
        r = _app(request).service.ruling(ruling_id, lang)
    except InputError as error:
        raise _fail(request, error) from None
    name = f"arbitrage-{r['event']['date']}-{r['number']}.pdf"
    return Response(
        report.pdf(r, lang),
        media_type="application/pdf",
        headers={"content-disposition": f'inline; filename="{name}"'},
    )


# -- privacy -------------------------------------------------------------------------------


@router.get("/log/privacy", response_class=HTMLResponse)
def privacy_page(request: Request) -> Response:
    user = _need(request, write=True)
    svc = _app(request).service
    return _page(
        request, "privacy.html", user=user, retention=svc.retention_days(), message=None, error=None
    )


@router.post("/log/privacy")
async def privacy_action(request: Request) -> Response:
    user = _need(request, write=True)
    form = await _form(request)
    _check_csrf(request, user, form)
    svc = _app(request).service
    lang = _lang(request)
    action = form.get("action")
    try:
        if action == "export":
            import json

            data = await run_in_threadpool(
                svc.person_data, form.get("name"), form.get("federation_no"), lang
            )
            return Response(
                json.dumps(data, ensure_ascii=False, indent=2),
                media_type="application/json",
                headers={"content-disposition": 'attachment; filename="arbiter-person.json"'},
            )
        if action == "forget":
            n = await run_in_threadpool(
                svc.forget_person, form.get("name"), form.get("federation_no"), user.username
            )
            message = words(lang)("forgot", n=n)
        elif action == "retention":
            await run_in_threadpool(svc.set_retention_days, form.get("retention_days"))
            message = words(lang)("retention") + ": " + (form.get("retention_days") or "-")
        else:
            raise InputError(
                "Onbekende actie.", "Unknown action.", ("export", "forget", "retention")
            )
    except InputError as error:
        return _page(
            request,
            "privacy.html",
            status=422,
            user=user,
            retention=svc.retention_days(),
            message=None,
            error=error.message(lang),
        )
    return _page(
        request,
        "privacy.html",
        user=user,
        retention=svc.retention_days(),
        message=message,
        error=None,
    )


# -- JSON API ----------------------------------------------------------------------------


@router.get("/api/log/events")
def api_events(request: Request) -> Response:
    _need(request)
    return JSONResponse(_app(request).service.events())


@router.post("/api/log/events")
async def api_event_create(request: Request) -> Response:
    user = _need(request, write=True)
    _check_csrf(request, user, None)
    body = await _json(request)
    event = await _call(request, _app(request).service.create_event, body, user.username)
    return JSONResponse(event, status_code=201)


@router.get("/api/log/events/{event_id}")
def api_event(request: Request, event_id: int) -> Response:
    _need(request)
    try:
        return JSONResponse(_app(request).service.event(event_id))
    except InputError as error:
        raise _fail(request, error) from None


@router.get("/api/log/events/{event_id}/rulings")
def api_rulings(request: Request, event_id: int) -> Response:
    _need(request)
    q = request.query_params
    try:
        rulings = _app(request).service.rulings(
            event_id,
            _lang(request),
            open_only=q.get("open") in ("1", "true"),
            board=q.get("board"),
            table=q.get("table"),
            topic=q.get("topic") or None,
        )
    except InputError as error:
        raise _fail(request, error) from None
    return JSONResponse(rulings)


@router.post("/api/log/events/{event_id}/rulings")
async def api_ruling_create(request: Request, event_id: int) -> Response:
    user = _need(request, write=True)
    _check_csrf(request, user, None)
    body = await _json(request)
    r = await _call(
        request, _app(request).service.add_ruling, event_id, body, user.username, _lang(request)
    )
    return JSONResponse(r, status_code=201)


@router.get("/api/log/events/{event_id}/open")
def api_open(request: Request, event_id: int) -> Response:
    _need(request)
    try:
        return JSONResponse(_app(request).service.open_items(event_id, _lang(request)))
    except InputError as error:
        raise _fail(request, error) from None


@router.get("/api/log/rulings/{ruling_id}")
def api_ruling(request: Request, ruling_id: int) -> Response:
    _need(request)
    try:
        return JSONResponse(_app(request).service.ruling(ruling_id, _lang(request)))
    except InputError as error:
        raise _fail(request, error) from None


@router.patch("/api/log/rulings/{ruling_id}")
async def api_ruling_update(request: Request, ruling_id: int) -> Response:
    """Body: ``{"version": N, "changes": {field: value, ...}}``."""
    user = _need(request, write=True)
    _check_csrf(request, user, None)
    body = await _json(request)
    changes = body.get("changes")
    if not isinstance(changes, dict):
        raise _fail(
            request,
            InputError('Verwacht {"version", "changes"}.', 'Expected {"version", "changes"}.'),
        )
    r = await _call(
        request,
        _app(request).service.update_ruling,
        ruling_id,
        changes,
        body.get("version"),
        user.username,
        _lang(request),
    )
    return JSONResponse(r)


@router.post("/api/log/rulings/{ruling_id}/followups")
async def api_followup_add(request: Request, ruling_id: int) -> Response:
    user = _need(request, write=True)
    _check_csrf(request, user, None)
    body = await _json(request)
    r = await _call(
        request, _app(request).service.add_followup, ruling_id, body, user.username, _lang(request)
    )
    return JSONResponse(r, status_code=201)


@router.post("/api/log/rulings/{ruling_id}/followups/{followup_id}")
async def api_followup_set(request: Request, ruling_id: int, followup_id: int) -> Response:
    user = _need(request, write=True)
    _check_csrf(request, user, None)
    body = await _json(request)
    r = await _call(
        request,
        _app(request).service.set_followup,
        ruling_id,
        followup_id,
        body.get("status"),
        body.get("resolution"),
        user.username,
        _lang(request),
    )
    return JSONResponse(r)


def query_string(params: Mapping[str, Any]) -> str:
    return urlencode({k: v for k, v in params.items() if v not in (None, "", False)})
