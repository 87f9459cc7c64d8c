"""The server as ``arbiter serve`` runs it: the web app with the ruling log.

Composed here, above both, so that dependencies point one way: the log's pages use the
web app's frame (:mod:`arbiter.log.web` imports from :mod:`arbiter.web`), and the web app
never names the log. Nothing is loaded by name and no failure is swallowed: a server that
cannot install its log does not start, rather than run without it.
"""

from __future__ import annotations

from fastapi import FastAPI


def create_app() -> FastAPI:
    """The guide, its own pages (alert guide, self-test, protocol, tips) and the log."""
    from arbiter.log import web as log_web
    from arbiter.web.app import create_app as web_app
    from arbiter.web.app import own_plugins

    return web_app(plugins=(log_web, *own_plugins()))
