"""The web fixtures (an in-process client, a real server and browser) for the tests of
the home page and the search: the same ones as tests/web."""

from tests.web.conftest import app, browser, client, phone, pytest_configure, server

__all__ = ["app", "browser", "client", "phone", "pytest_configure", "server"]
