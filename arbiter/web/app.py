"""The web app: ``create_app()`` builds it; ``arbiter serve`` runs it.

Pages (:mod:`arbiter.web.pages`), the JSON API (:mod:`arbiter.web.api`), the static files,
the service worker and the manifest. Everything is served from here: no CDN, no web
font, nothing fetched from elsewhere, so it works on a club network without internet.

Other parts of arbiter add pages as *plugins*: a module with ``install(app)`` (which
mounts its routes itself) or ``router`` (a FastAPI ``APIRouter``); optionally ``NAV``
(menu entries ``{"path": "/log", "text": {"nl": ..., "en": ...}}``), ``PRECACHE`` (URLs the
service worker stores at installation, ``{lang}`` filled in for each language, ``{v}``
the version) and ``save_url(topic, query, lang)`` (a "save to log" link on every ruling
page). The web's own plugins are :func:`own_plugins`; the server as ``arbiter serve``
runs it, with the ruling log, is composed in :mod:`arbiter.server`, so that the web app
never names the log (dependencies point one way). A plugin that fails to install stops
the app with its error: a server never runs without a part it was built with.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable
from types import ModuleType
from typing import Any

from fastapi import FastAPI, Request
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.responses import Response

from arbiter import __version__
from arbiter.web import api, errors, pages
from arbiter.web.middleware import BodyLimit, Clients, SecurityHeaders, ServerErrors
from arbiter.web.render import STATIC, Renderer

log = logging.getLogger("arbiter.web")

SAVE_LABEL = {"nl": "Vastleggen in het logboek", "en": "Save to the log"}

DESCRIPTION = """The ruling guide of arbiter as JSON: the same shapes as the command line's
`--json` (see docs/json.md). Texts in Dutch (`lang=nl`, default) or English (`lang=en`).
Errors: `{"error", "message", "accepted"}`, status 404 for an unknown topic, law or
calculator, 422 for any other bad input."""


class CachedStatic(StaticFiles):
    """Static files: versioned URLs (``?v=``) may be kept by the browser for a year."""

    def file_response(self, *args: Any, **kwargs: Any) -> Response:
        response = super().file_response(*args, **kwargs)
        response.headers["Cache-Control"] = "public, max-age=31536000, immutable"
        return response


def own_plugins() -> tuple[ModuleType, ...]:
    """The web's own pages beside the guide: the Alerteerwijzer, the self-test, the table
    protocol and the tips."""
    from arbiter.web import alert, tips, train

    return (alert, train, tips)


def _install_plugins(app: FastAPI, renderer: Renderer,
                     plugins: Iterable[ModuleType]) -> list[ModuleType]:  # fmt: skip
    loaded = []
    for module in plugins:
        if hasattr(module, "install"):
            module.install(app)
        else:
            app.include_router(module.router)
        renderer.nav += list(getattr(module, "NAV", ()))
        # {v} is filled in when the worker is served: loading plugins changes the version
        renderer.precache += [url.replace("{lang}", lang) for url in getattr(module, "PRECACHE", ())
                              for lang in ("nl", "en")]  # fmt: skip
        if callable(getattr(module, "save_url", None)):
            label = getattr(module, "SAVE_LABEL", SAVE_LABEL)  # the plugin's own words
            renderer.ruling_actions.append((module.save_url, label))
        if callable(getattr(module, "board_for", None)):  # the board of a call, for the guide
            renderer.board_source = module.board_for
        loaded.append(module)
    renderer.add_to_version(*(m.__name__ for m in loaded))
    return loaded


def precache_urls(version: str) -> list[str]:
    """What the service worker stores at install: enough to run the guide offline (the
    plugins' own ``PRECACHE`` URLs are added by the service worker's route)."""
    static = [
        f"/static/{name}?v={version}"
        for name in ("app.css", "app.js", "live.js", "story.js", "offline.js", "icon.svg",
                     "icon-192.png")
    ]
    static += [f"/static/{name}?v={version}"
               for name in ("widgets.css", "calc.css", "calc.js", "calc-port.js")]  # fmt: skip
    from arbiter.web.views import LAW_PARTS

    pages = ["", "offline", "offline/alert", "offline/log", "laws",
             *(f"laws/{first}-{last}" for first, last, _ in LAW_PARTS)]
    from arbiter.calc.service import names

    pages += ["calc", *(f"calc/{name}" for name in names())]  # the calculators' forms
    shell = [f"/{lang}/{page}" for lang in ("nl", "en") for page in pages]
    return [*static, *shell, "/api/v1/bundle/nl", "/api/v1/bundle/en", "/manifest.webmanifest"]


def warm(app: FastAPI) -> None:
    """Load what every request needs before the first one: the topics, the laws, the
    search index, the templates. ``arbiter serve`` then freezes these long-lived objects
    out of the garbage collector's way (``gc.freeze``), which keeps latency even."""
    from arbiter.guide.find import index
    from arbiter.guide.find.lexicon import lexicon
    from arbiter.guide.library import library
    from arbiter.web import views

    lib = library()
    for topic in lib.topics.values():
        topic.nodes  # noqa: B018 - unpickles the topic
    index()
    lexicon()
    views.topics_citing()
    views.topics_about()
    views.laws_view("nl")
    renderer: Renderer = app.state.renderer
    for name in ("home.html", "guide.html", "flow.html", "facts.html", "laws.html",
                 "law.html", "error.html", "calc.html", "calc_index.html", "sw.js"):  # fmt: skip
        renderer.env.get_template(name)


def memory_report(app: FastAPI) -> dict[str, Any]:
    """The process's resident memory (MB, from /proc), and what could grow in it: the
    page cache, the kept double-dummy and claim answers, the solved deals, the objects
    the garbage collector tracks, most numerous first."""
    import gc
    from collections import Counter

    from arbiter.calc.double_dummy import double_dummy
    from arbiter.web import lanes

    status = {}
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                key, _, value = line.partition(":")
                if key in ("VmRSS", "VmHWM"):
                    status[key] = int(value.split()[0]) // 1024
    except OSError:
        pass
    cache = app.state.renderer.cache
    objects = Counter(type(o).__name__ for o in gc.get_objects())
    return {
        "rss_mb": status.get("VmRSS"),
        "peak_mb": status.get("VmHWM"),
        "page_cache": {"pages": len(cache._pages), "bytes": cache.bytes,
                       "max_bytes": cache.max_bytes},
        "solved_deals": double_dummy.cache_info().currsize,
        "lanes": lanes.state(),
        "drawings": len(app.state.drawings),
        "objects": dict(objects.most_common(12)),
        "gc_tracked": sum(objects.values()),
    }  # fmt: skip


def create_app(plugins: Iterable[ModuleType] | None = None) -> FastAPI:
    """The app with the guide and ``plugins`` (default :func:`own_plugins`; ``()`` for the
    guide alone). :func:`arbiter.server.create_app` adds the ruling log."""
    app = FastAPI(
        title="arbiter",
        version=__version__,
        description=DESCRIPTION,
        docs_url=None,  # Swagger UI and ReDoc load from a CDN; /{lang}/api lists the API
        redoc_url=None,
    )
    renderer = Renderer()
    app.state.renderer = renderer
    app.state.drawings = {}
    errors.install(app)
    app.include_router(pages.router)  # first: see pages.router; most requests are these
    app.include_router(api.router)
    _install_plugins(app, renderer, own_plugins() if plugins is None else plugins)
    app.mount("/static", CachedStatic(directory=str(STATIC)), name="static")

    @app.get("/sw.js", include_in_schema=False)
    async def service_worker() -> Response:
        body = renderer.env.get_template("sw.js").render(
            version=renderer.version,
            precache=json.dumps(list(dict.fromkeys(
                [*precache_urls(renderer.version),
                 *(u.replace("{v}", renderer.version) for u in renderer.precache)]))),
        )
        return Response(body, media_type="text/javascript",
                        headers={"Cache-Control": "no-cache"})  # fmt: skip

    @app.get("/manifest.webmanifest", include_in_schema=False)
    async def manifest(request: Request) -> Response:
        lang = errors.request_lang(request)
        body = {
            "name": "arbiter",
            "short_name": "arbiter",
            "description": "Rechtzettingen aan tafel / rulings at the table",
            "lang": lang,
            "start_url": "/",
            "scope": "/",
            "display": "standalone",
            "background_color": "#ffffff",
            "theme_color": "#0b4a36",
            "icons": [
                {"src": "/static/icon-192.png", "sizes": "192x192", "type": "image/png"},
                {"src": "/static/icon-512.png", "sizes": "512x512", "type": "image/png"},
                {"src": "/static/icon.svg", "sizes": "any", "type": "image/svg+xml"},
            ],
        }
        return Response(json.dumps(body), media_type="application/manifest+json",
                        headers={"Cache-Control": "no-cache"})  # fmt: skip

    @app.get("/favicon.ico", include_in_schema=False)
    async def favicon() -> Response:
        return Response((STATIC / "icon.svg").read_bytes(), media_type="image/svg+xml",
                        headers={"Cache-Control": "public, max-age=86400"})  # fmt: skip

    @app.get("/healthz", include_in_schema=False)
    async def health() -> Response:
        return Response("ok", media_type="text/plain")

    @app.get("/healthz/memory", include_in_schema=False)
    async def memory(request: Request) -> Response:
        """What this process holds (for the operator on the machine itself, and the
        soak test): its memory, the sizes of its caches, the most numerous objects.
        Answers loopback only: other addresses get 404."""
        if request.client is None or request.client.host not in ("127.0.0.1", "::1"):
            raise StarletteHTTPException(404)
        return Response(json.dumps(memory_report(app)), media_type="application/json")

    @app.get("/arbiter-ca.crt", include_in_schema=False)
    async def ca_certificate() -> Response:
        """The certificate a phone installs once to trust ``arbiter serve --https``."""
        body = getattr(app.state, "ca_certificate", None)
        if body is None:
            raise StarletteHTTPException(404)
        disposition = 'attachment; filename="arbiter-ca.crt"'
        return Response(body, media_type="application/x-x509-ca-cert",
                        headers={"Content-Disposition": disposition})  # fmt: skip

    app.include_router(pages.roots)  # last: /{lang} and /{lang}/ match any first segment
    app.add_middleware(BodyLimit)
    app.add_middleware(Clients)
    app.add_middleware(ServerErrors)  # a 500 keeps the connection open (see the module)
    app.add_middleware(SecurityHeaders)  # outermost: a refused body gets the headers too
    return app
