"""What every response and every request body passes through (plain ASGI, no buffering).

* :class:`BodyLimit`: no request body over :data:`BODY_MAX` bytes is read. A declared
  ``Content-Length`` over it is refused with 413 before a byte is read; a chunked body
  (no length given) is counted as it arrives and refused with 413 as soon as the count
  passes the limit, so a 20 MB upload costs the server about 1 MB, not 20.
* :class:`ServerErrors`: an exception no handler took becomes the 500 answer here, and
  goes no further. Starlette's own last resort sends the 500 and then raises the
  exception again "for the server to log"; uvicorn then closes the connection, so a
  browser or proxy that kept it open for its next request saw that one fail too.
  Logged once, with its traceback (logger ``arbiter.web``).
* :class:`Clients`: the client's address, for each client's share of the double-dummy
  and claim lanes (:mod:`arbiter.web.lanes`).
* :class:`SecurityHeaders`: ``X-Content-Type-Options: nosniff`` on every response, and
  ``Cache-Control: no-store`` on every response of the ruling log (``/log...``,
  ``/api/log/...``: pages, API, exports, reports), which carry names of players, so that
  no browser or proxy keeps a copy.
"""

from __future__ import annotations

from starlette.requests import Request
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from arbiter.i18n import InputError

BODY_MAX = 1_000_000  # bytes
PERSONAL = ("/log", "/api/log")


class _TooLarge(Exception):
    """Raised into the app from ``receive`` to stop it reading."""


def _declared_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", ()):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


class BodyLimit:
    def __init__(self, app: ASGIApp, limit: int = BODY_MAX) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = _declared_length(scope)
        if declared is not None and declared > self.limit:
            await self._refuse(scope, send)
            return
        received = 0
        refused = False
        started = False

        async def counted() -> Message:
            nonlocal received, refused
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > self.limit:
                    refused = True
                    raise _TooLarge
            return message

        async def watched(message: Message) -> None:
            nonlocal started
            if refused:  # whatever the app made of the interruption: the 413 replaces it
                return
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, counted, watched)
        except Exception:
            if not refused:
                raise
        if refused and not started:
            await self._refuse(scope, send)

    async def _refuse(self, scope: Scope, send: Send) -> None:
        from arbiter.web.errors import error_response

        mb = self.limit / 1_000_000
        error = InputError(
            f"De aanvraag is te groot: meer dan {mb:g} MB.",
            f"The request is too large: more than {mb:g} MB.",
            accepted=(f"≤ {self.limit} bytes",),
        )
        response = error_response(Request(scope), error, 413)
        response.headers["connection"] = "close"

        async def nothing() -> Message:
            return {"type": "http.disconnect"}

        await response(scope, nothing, send)


class ServerErrors:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False

        async def watched(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, receive, watched)
        except Exception as exc:
            if started:  # half an answer is out: only closing the connection ends it
                raise
            from arbiter.web.errors import server_error

            response = await server_error(Request(scope, receive), exc)
            await response(scope, receive, send)


class Clients:
    """Who is asking: the client's address, kept for the request in
    :data:`arbiter.web.lanes.CLIENT` (each client's share of the double-dummy and claim
    lanes). Behind a reverse proxy it is the address the proxy names (``arbiter serve
    --proxy``, docs/deploy.md)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        from arbiter.web.lanes import CLIENT

        client = scope.get("client")
        token = CLIENT.set(client[0] if client else "")
        try:
            await self.app(scope, receive, send)
        finally:
            CLIENT.reset(token)


class SecurityHeaders:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path: str = scope.get("path", "")
        personal = any(path == p or path.startswith(p + "/") for p in PERSONAL)

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = [
                    (name, value)
                    for name, value in message.get("headers", ())
                    if name.lower() not in (b"x-content-type-options", b"cache-control")
                    or (name.lower() == b"cache-control" and not personal)
                ]
                headers.append((b"x-content-type-options", b"nosniff"))
                if personal:
                    headers.append((b"cache-control", b"no-store"))
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, with_headers)
