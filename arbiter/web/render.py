"""Templates, the page cache and HTML responses.

Guide pages are pure functions of their URL (the content does not change while the
server runs), so each rendered page is kept, with its gzip form and ETag, in a bounded
LRU cache: a phone that reloads, or fifty phones asking for the same ruling, cost a
dictionary look-up. Pages that depend on more than the URL are simply not cached.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jinja2
from starlette.requests import Request
from starlette.responses import Response

from arbiter.i18n import DEFAULT_LANG, LANGS, Lang
from arbiter.web.guide_labels import words
from arbiter.web.labels import other

HERE = Path(__file__).resolve().parent
TEMPLATES = HERE / "templates"
STATIC = HERE / "static"
LANG_COOKIE = "arbiter_lang"
GZIP_MIN = 1024
CSP = (
    "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
    "script-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; "
    "base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)


def _files(roots: Iterable[Path]) -> list[Path]:
    out = []
    for root in roots:
        for dirpath, _dirs, names in os.walk(root):
            out += [Path(dirpath) / n for n in names if not n.endswith((".pyc", ".db"))]
    return sorted(out)


def compute_version() -> str:
    """Changes whenever a page could change: code, templates, static files, content, the
    user's imported law text (so a restart after ``arbiter laws import`` renews the
    phones' offline store)."""
    from arbiter import __version__
    from arbiter.guide.loading import CONTENT_DIR
    from arbiter.laws.catalogue import DATA_FILE

    digest = hashlib.sha256(__version__.encode())
    roots = [HERE, Path(CONTENT_DIR), Path(DATA_FILE).parent]
    for path in _files(roots):
        if path.suffix in (".py", ".html", ".css", ".js", ".yaml", ".svg", ".png", ".json"):
            digest.update(path.name.encode())
            digest.update(path.read_bytes())
    from arbiter.laws import official

    digest.update(repr(official.stamp()).encode())  # an imported law text changes pages
    return digest.hexdigest()[:12]


@dataclass(frozen=True)
class Page:
    body: bytes
    gz: bytes | None
    etag: str
    status: int = 200

    @classmethod
    def of(cls, html: str, status: int = 200) -> Page:
        body = html.encode("utf-8")
        gz = gzip.compress(body, compresslevel=6, mtime=0) if len(body) >= GZIP_MIN else None
        etag = hashlib.blake2b(body, digest_size=8).hexdigest()
        return cls(body, gz, etag, status)


def _cache_bytes() -> int:
    """The page cache's bound in bytes: ``$ARBITER_PAGE_CACHE_MB`` (default 48)."""
    try:
        return max(1, int(os.environ.get("ARBITER_PAGE_CACHE_MB", "48"))) * 1_000_000
    except ValueError:
        return 48_000_000


class PageCache:
    """Least recently used pages out, at ``size`` pages or ``max_bytes`` (a page with its
    gzip form), whichever comes first: a guide page is 20-100 kB, and a crawler asking
    for every state of every topic with any table data would otherwise fill it with
    2048 of the largest (issue 24: a server grew by hundreds of MB)."""

    def __init__(self, size: int = 2048, max_bytes: int | None = None) -> None:
        self.size = size
        self.max_bytes = _cache_bytes() if max_bytes is None else max_bytes
        self.bytes = 0
        self._pages: OrderedDict[tuple, Page] = OrderedDict()
        self._lock = threading.Lock()
        self.hits = self.misses = 0

    def get(self, key: tuple, build: Callable[[], Page]) -> Page:
        with self._lock:
            page = self._pages.get(key)
            if page is not None:
                self._pages.move_to_end(key)
                self.hits += 1
                return page
        page = build()
        with self._lock:
            self.misses += 1
            old = self._pages.pop(key, None)
            if old is not None:
                self.bytes -= _weight(old)
            self._pages[key] = page
            self.bytes += _weight(page)
            while len(self._pages) > self.size or (self.bytes > self.max_bytes
                                                   and len(self._pages) > 1):  # fmt: skip
                self.bytes -= _weight(self._pages.popitem(last=False)[1])
        return page

    async def aget(self, key: tuple, build: Callable[[], Page]) -> Page:
        """As :meth:`get`, with a miss built in a worker thread: a first build (a guide
        page walks its story and every other answer's, ~100 ms) never holds up the event
        loop, so other requests, the health check included, are answered meanwhile."""
        with self._lock:
            page = self._pages.get(key)
            if page is not None:
                self._pages.move_to_end(key)
                self.hits += 1
                return page
        from starlette.concurrency import run_in_threadpool

        return await run_in_threadpool(self.get, key, build)


def _weight(page: Page) -> int:
    return len(page.body) + len(page.gz or b"")


class Renderer:
    def __init__(self) -> None:
        self.version = compute_version()
        self.env = jinja2.Environment(
            loader=jinja2.FileSystemLoader(str(TEMPLATES)),
            autoescape=True,
            trim_blocks=True,
            lstrip_blocks=True,
            auto_reload=False,
        )
        self.env.globals["v"] = self.version
        self.nav: list[dict[str, Any]] = []
        self.precache: list[str] = []  # plugins' pages the service worker stores at install
        # (save_url(topic, query, lang) -> url, {lang: label}): links on every ruling page
        self.ruling_actions: list[tuple[Callable[..., str], dict[str, str]]] = []
        # board_source(request, context) -> TableBoard | None: the board a guide walk is
        # for (``?call=``), from a plugin that may show it to this request (the log)
        self.board_source: Callable[..., Any] | None = None
        self.cache = PageCache()

    def add_to_version(self, *parts: str) -> None:
        """Fold more into the version (loaded plugins change what pages show)."""
        digest = hashlib.sha256("\n".join([self.version, *parts]).encode()).hexdigest()
        self.version = digest[:12]
        self.env.globals["v"] = self.version

    def html(self, template: str, lang: Lang, path: str, query: str = "", **ctx: Any) -> str:
        other_lang = other(lang)
        rest = path[len(lang) + 1 :] if path.startswith(f"/{lang}") else "/"
        other_url = f"/{other_lang}{rest or '/'}" + (f"?{query}" if query else "")
        return self.env.get_template(template).render(
            lang=lang,
            L=words(lang),
            other_lang=other_lang,
            other_url=other_url,
            nav=[{"url": n["path"].format(lang=lang), "text": n["text"][lang]} for n in self.nav],
            **ctx,
        )

    def page(self, template: str, lang: Lang, path: str, query: str = "", status: int = 200,
             **ctx: Any) -> Page:  # fmt: skip
        return Page.of(self.html(template, lang, path, query, **ctx), status)


def cookie_lang(request: Request) -> Lang:
    value = request.cookies.get(LANG_COOKIE, "")
    return value if value in LANGS else DEFAULT_LANG


def respond(request: Request, page: Page, lang: Lang | None = None,
            cache_control: str = "no-cache") -> Response:  # fmt: skip
    """An HTML response: 304 when the client has it, gzip when it accepts it."""
    headers = {
        "Cache-Control": cache_control,
        "Content-Security-Policy": CSP,
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "same-origin",
        "Vary": "Accept-Encoding",
    }
    if lang is not None:  # the language cookie is the director's choice: app.js sets it
        headers["Content-Language"] = lang
    use_gzip = page.gz is not None and "gzip" in request.headers.get("accept-encoding", "")
    etag = f'"{page.etag}{"-gz" if use_gzip else ""}"'
    headers["ETag"] = etag
    if page.status == 200 and request.headers.get("if-none-match") == etag:
        return Response(status_code=304, headers=headers)
    if use_gzip:
        headers["Content-Encoding"] = "gzip"
        return Response(page.gz, page.status, headers, media_type="text/html; charset=utf-8")
    return Response(page.body, page.status, headers, media_type="text/html; charset=utf-8")


async def cached_json(request: Request, key: tuple, build: Callable[[], Any]) -> Response:
    """A JSON document built once per ``key`` (in a worker thread) and kept with its gzip
    form in the page cache (``build`` runs only on a miss); gzip when the client accepts
    it."""
    page = await request.app.state.renderer.cache.aget(key, lambda: Page.of(json.dumps(
        build(), ensure_ascii=False, separators=(",", ":"))))  # fmt: skip
    use_gzip = page.gz is not None and "gzip" in request.headers.get("accept-encoding", "")
    headers = {"Vary": "Accept-Encoding", "Cache-Control": "no-cache"}
    if use_gzip:
        headers["Content-Encoding"] = "gzip"
    return Response(page.gz if use_gzip else page.body, 200, headers,
                    media_type="application/json")  # fmt: skip
