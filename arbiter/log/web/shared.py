"""What every route of the log uses: who is asking, in which language, how a page or an
error is answered, how a body is read and how the service is called.

Kept apart from the routes so that each route module reads as its URLs and nothing else,
and so that a rule that holds for every response (the security headers of ``page``, the
body limit of ``read_form``/``read_json``, the status of a service error in ``fail``) is
written once. A route stops early by raising :class:`Stop` with the response to send (a
redirect to sign in, a 403, a 404 ...); ``install`` turns it back into that response.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import jinja2
import jinja2.bccache
from fastapi import Request
from starlette.concurrency import run_in_threadpool
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response

from arbiter.i18n import LANGS, InputError, Lang
from arbiter.log.auth import Accounts, Principal
from arbiter.log.clubs import ForbiddenError
from arbiter.log.labels import words
from arbiter.log.service import ConflictError, LogService, NotFoundError
from arbiter.log.store import Store
from arbiter.log.validate import ValidationError

SESSION_COOKIE = "arbiter_session"
LANG_COOKIE = "arbiter_lang"  # shared with the guide: one language choice for both
LOG_DIR = Path(__file__).resolve().parent.parent
TEMPLATES = LOG_DIR / "templates"
STATIC = LOG_DIR / "static"  # the log's own style and script, served at /log/static/
GUIDE_TEMPLATES = LOG_DIR.parent / "web" / "templates"  # the app's frame: "guide/base.html"
BODY_MAX = 1_000_000  # bytes; a form or JSON body larger than this is refused
SECURITY_HEADERS = {
    "cache-control": "no-store",  # pages hold personal data: never kept by a browser cache
    "x-frame-options": "DENY",
    # scripts only from this server (the app's and the log's files): none inline, so a
    # name or note can never run as one
    "content-security-policy": (
        "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
        "script-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; "
        "base-uri 'none'; frame-ancestors 'none'; form-action 'self'"
    ),
}


class _CompiledTemplates(jinja2.BytecodeCache):
    """The log's templates compiled once a process, kept in memory for every LogApp made
    in it. A server makes one; the tests make one per test, and compiling the same pages
    again took a quarter of the CPU of the log's page tests (measured: 54 s to 39 s on
    seven of their files). Jinja checks each entry against the template's source, so an
    edited file is compiled anew. Only the log's environment uses it: the settings
    (trim_blocks, lstrip_blocks, autoescape) shape the compiled code, and the key is
    only the template's name and file."""

    def __init__(self) -> None:
        self._code: dict[str, bytes] = {}

    def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        code = self._code.get(bucket.key)
        if code is not None:
            bucket.bytecode_from_string(code)

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        self._code[bucket.key] = bucket.bytecode_to_string()


_COMPILED = _CompiledTemplates()


class LogApp:
    """What the routes need, kept on ``app.state.arbiter_log``: the database, the service
    over it, the accounts and the page templates (Jinja2, autoescaping on, so a name or a
    note with ``<script>`` shows as text).

    The log's pages are drawn in the app's own frame: its templates extend the guide's
    ``base.html`` (loaded as ``guide/base.html``) and use the app's style sheet, adding
    only what the log needs (``/log/static/log.css`` and ``log.js``)."""

    def __init__(self, store: Store) -> None:
        from arbiter.guide import outcome_words
        from arbiter.log.config import time_zone_name
        from arbiter.log.hands import Analyser, HandService, ranks
        from arbiter.log.keys import server_key
        from arbiter.log.report import person_line
        from arbiter.log.times import clock, stamp

        self.store = store
        self.key = server_key()  # signs the sign-in form's token and the device cookies
        self.service = LogService(store)
        # hand records: not scoped by club themselves; every route asks the scoped
        # service for the event first (arbiter.log.web.hands)
        self.hands = HandService(store)
        self.analyser = Analyser(self.hands)  # the one double-dummy worker of the server
        self.accounts = Accounts(store, self.key)
        self.env = jinja2.Environment(
            loader=jinja2.ChoiceLoader(
                [
                    jinja2.FileSystemLoader(str(TEMPLATES)),
                    jinja2.PrefixLoader({"guide": jinja2.FileSystemLoader(str(GUIDE_TEMPLATES))}),
                ]
            ),
            autoescape=True,
            trim_blocks=True,
            lstrip_blocks=True,
            bytecode_cache=_COMPILED,
        )
        self.env.filters["clock"] = clock  # a time as typed (called, results published)
        self.env.filters["stamp"] = stamp  # a moment the log recorded (UTC), in club time
        self.env.filters["hhmm"] = lambda v: clock(v)[-5:] if v else ""
        self.env.filters["first_upper"] = lambda text: text[:1].upper() + text[1:]
        self.env.filters["datefmt"] = lambda d: clock(f"{d}T00:00")[:10] if d else ""
        self.env.globals["person_line"] = person_line
        self.env.filters["ranks"] = ranks
        self.env.globals["time_zone"] = time_zone_name()
        self.env.globals["rectification"] = lambda code, language: outcome_words.value_text(
            "rectification", code, language
        )
        self.static_version = _static_version()


def _static_version() -> str:
    """Changes with the log's style and script, so a browser never keeps an old one."""
    import hashlib

    digest = hashlib.sha256()
    for path in sorted(STATIC.iterdir()):
        digest.update(path.name.encode() + path.read_bytes())
    return digest.hexdigest()[:10]


class RequestLog:
    """The log as one request sees it: what :class:`LogApp` holds, with ``service``
    scoped to the clubs of the user the access check found (:mod:`.access` keeps it on
    the request). Asked before that check, it refuses: no route can read the log
    without knowing whose log it is."""

    def __init__(self, app: LogApp, request: Request) -> None:
        self._app = app
        self._request = request

    def __getattr__(self, name: str) -> Any:
        return getattr(self._app, name)

    @property
    def service(self) -> LogService:
        who: Principal | None = getattr(self._request.state, "arbiter_who", None)
        if who is None:
            raise RuntimeError("the log's service asked for before the access check")
        return self._app.service.scoped(who.scope)


class Stop(Exception):
    """Raised by a route (or a helper it calls) to answer with ``response`` at once."""

    def __init__(self, response: Response) -> None:
        self.response = response


async def stop_handler(_request: Request, exc: Exception) -> Response:
    assert isinstance(exc, Stop)
    return exc.response


# -- the request -------------------------------------------------------------------------


def log_app(request: Request) -> RequestLog:
    """The log for this request (its service scoped to who is signed in)."""
    return RequestLog(request.app.state.arbiter_log, request)


def is_api(request: Request) -> bool:
    """API calls get JSON errors; pages get an error page or a sign-in redirect."""
    return request.url.path.startswith("/api/")


def lang(request: Request) -> Lang:
    """``?lang=`` first, then the language of the page to go back to (``next``: the
    sign-in page speaks the language of the guide page that sent the director there),
    then the cookie the guide shares, else Dutch."""
    from urllib.parse import parse_qs, urlsplit

    back = parse_qs(urlsplit(request.query_params.get("next") or "").query).get("lang", [None])
    for value in (request.query_params.get("lang"), back[0], request.cookies.get(LANG_COOKIE)):
        if value in LANGS:
            return value
    return "nl"


def token(request: Request) -> tuple[str | None, bool]:
    """(session token, came as a bearer header). A bearer token is never added by a
    browser on its own, so a request that carries one needs no CSRF token."""
    header = request.headers.get("authorization", "")
    if header.lower().startswith("bearer "):
        return header[7:].strip(), True
    return request.cookies.get(SESSION_COOKIE), False


def path_guard(request: Request) -> None:
    """Run before every route of the log: a number in the path that no record can have
    (0 or less, past ``ID_MAX``: PostgreSQL's INTEGER ends at 2^31 - 1, SQLite's at
    2^63 - 1) or a NUL in a path's text (PostgreSQL refuses it in a string) is not found,
    before any service or database sees it. The services check their own input too; this
    holds for a route added later that forgets."""
    from arbiter.log.validate import ID_MAX

    route = request.scope.get("route")
    params = getattr(getattr(route, "dependant", None), "path_params", ())
    numbers = {f.name for f in params if f.field_info.annotation is int}
    for name, value in request.path_params.items():
        text = str(value)
        number = int(text) if name in numbers and text.lstrip("+-").isdecimal() else None
        if "\x00" in text or (number is not None and not 0 < number <= ID_MAX):
            language = lang(request)
            raise Stop(error(request, 404, words(language)("not_found_text"), language))


def user(request: Request) -> Principal | None:
    """The signed-in user, or None."""
    return log_app(request).accounts.principal(token(request)[0])


async def read_form(request: Request) -> dict[str, Any]:
    """A form's text fields (files are ignored); a body over ``BODY_MAX`` stops with 413."""
    if int(request.headers.get("content-length") or 0) > BODY_MAX:
        raise Stop(error(request, 413, "Too large", lang(request)))
    form = await request.form()
    return {k: v for k, v in form.items() if isinstance(v, str)}


async def read_json(request: Request) -> dict[str, Any]:
    """A JSON object sent as JSON: another ``Content-Type`` stops with 415 (a form on
    another site can send ``text/plain`` that looks like JSON, but not JSON), anything but
    an object with 422, a body over ``BODY_MAX`` with 413."""
    if int(request.headers.get("content-length") or 0) > BODY_MAX:
        raise Stop(error(request, 413, "Too large", lang(request)))
    media = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if media != "application/json":
        language = lang(request)
        err = InputError(
            "Stuur JSON (Content-Type: application/json).",
            "Send JSON (Content-Type: application/json).",
            accepted=("application/json",),
        )
        raise Stop(error(request, 415, err.message(language), language, err))
    try:
        body = await request.json()
    except ValueError:
        body = None
    except RecursionError:  # "[[[[...": a hundred thousand brackets deep is not a record
        raise fail(request, TOO_DEEP, 400) from None
    if not isinstance(body, dict):
        raise fail(request, InputError("Verwacht een JSON-object.", "Expected a JSON object."))
    return body


TOO_DEEP = InputError(
    "De JSON is te diep genest (te veel haakjes binnen elkaar). Stuur een plat JSON-object.",
    "The JSON is nested too deeply (too many brackets inside each other). Send a flat JSON "
    "object.",
    accepted=('{"field": "value", ...}',),
)


# -- calling the service -----------------------------------------------------------------


def run(request: Request, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """A service call from a plain (``def``) route, which FastAPI already runs in a worker
    thread; bad input stops with 404/409/422."""
    try:
        return fn(*args, **kwargs)
    except InputError as err:
        raise fail(request, err) from None


async def call(request: Request, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """A service call from an ``async`` route (one that reads a body), off the event loop
    so that a slow database never holds up other requests; bad input as :func:`run`."""
    try:
        return await run_in_threadpool(fn, *args, **kwargs)
    except InputError as err:
        raise fail(request, err) from None


async def call_form(
    request: Request, fn: Callable[..., Any], *args: Any
) -> tuple[Any, ValidationError | None]:
    """As :func:`call` for a route that shows its form again when fields are bad:
    ``(result, None)``, or ``(None, the bad fields)``; any other bad input stops."""
    try:
        return await run_in_threadpool(fn, *args), None
    except ValidationError as err:
        return None, err
    except InputError as err:
        raise fail(request, err) from None


# -- answers -----------------------------------------------------------------------------


def secure(request: Request) -> bool:
    """Over https, or on the laptop itself: a password typed here crosses no network."""
    client = request.client.host if request.client else ""
    return request.url.scheme == "https" or client in ("127.0.0.1", "::1")


def frame_context(
    language: Lang,
    path: str = "/log",
    query: list[tuple[str, str]] | None = None,
    version: str = "0",
    nav: list[dict[str, Any]] | None = None,
    log_version: str = "0",
) -> dict[str, Any]:
    """What the app's frame (``guide/base.html``) needs: its labels, with the log's own
    offline message; the menu and the static files' version; the other language's link,
    which keeps the page's query."""
    from urllib.parse import urlencode

    from arbiter.web.labels import LABELS

    other = "en" if language == "nl" else "nl"
    kept = [(k, v) for k, v in (query or []) if k != "lang"]
    return {
        "L": {**LABELS[language], "offline": words(language)("offline_note")},
        "v": version,
        "nav": [
            {"url": n["path"].format(lang=language), "text": n["text"][language]}
            for n in (nav or [])
        ],
        "other_lang": other,
        "other_url": path + "?" + urlencode([*kept, ("lang", other)]),
        "kind": "log",
        "log_v": log_version,
    }


def frame(request: Request, language: Lang) -> dict[str, Any]:
    """:func:`frame_context` for this request, with the menu and version of the app the
    log is mounted in (none when it runs alone, as in the tests)."""
    renderer = getattr(request.app.state, "renderer", None)
    return frame_context(
        language,
        request.url.path,
        request.query_params.multi_items(),
        renderer.version if renderer else "0",
        renderer.nav if renderer else None,
        log_app(request).static_version,
    )


def page(request: Request, template: str, status: int = 200, **ctx: Any) -> HTMLResponse:
    """A page from ``templates/`` in the app's frame, with what every page needs
    (language, labels, user, the link to the other language) and the security headers;
    ``?lang=`` is remembered."""
    language = lang(request)
    who = ctx.pop("user", None) or user(request)
    html = (
        log_app(request)
        .env.get_template(template)
        .render(
            lang=language,
            t=words(language),
            user=who,
            path=request.url.path,
            secure=secure(request),
            **frame(request, language),
            **ctx,
        )
    )
    response = HTMLResponse(html, status_code=status)
    response.headers.update(SECURITY_HEADERS)
    if request.query_params.get("lang") in LANGS:
        response.set_cookie(LANG_COOKIE, language, max_age=365 * 86400, samesite="lax")
    return response


def error_json(status: int, nl: str, en: str, language: Lang) -> JSONResponse:
    return JSONResponse(
        {"error": "HTTPError", "message": nl if language == "nl" else en, "accepted": []},
        status_code=status,
    )


def error(
    request: Request, status: int, message: str, language: Lang, err: InputError | None = None
) -> Response:
    """An error as the asker wants it: JSON (``{"error", "message", "accepted"}``, plus
    ``fields`` for bad input) for the API, the error page for a browser."""
    if is_api(request):
        body = (
            dict(err.to_json(language))
            if err
            else {"error": "HTTPError", "message": message, "accepted": []}
        )
        return JSONResponse(body, status_code=status)
    return page(
        request,
        "error.html",
        status=status,
        message=message,
        accepted=list(err.accepted) if err else [],
    )


def fail(request: Request, err: InputError, status: int | None = None) -> Stop:
    """Bad input from the service: 404 unknown (or another club's), 403 not to be
    changed by this user, 409 changed meanwhile, 422 otherwise (or ``status``)."""
    language = lang(request)
    status = status or (
        404
        if isinstance(err, NotFoundError)
        else 403
        if isinstance(err, ForbiddenError)
        else 409
        if isinstance(err, ConflictError)
        else 422
    )
    return Stop(error(request, status, err.message(language), language, err))


def see(url: str) -> RedirectResponse:
    """After a form is saved: 303, so that reloading the next page does not send it again."""
    return RedirectResponse(url, status_code=303)
