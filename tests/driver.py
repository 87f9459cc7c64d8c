"""The test process's one Playwright driver.

Playwright's sync API refuses a second instance while one runs in the same thread, and a
test worker (pytest-xdist) runs modules in an order that the scheduler picks: the web
tests' session browser may already be open when a module of the log starts its own.
So every browser in a process is launched from this one driver, started on first use
and stopped when the session ends (tests/conftest.py)."""

from __future__ import annotations

from typing import Any

_driver: Any = None


def driver() -> Any:
    """The running Playwright (sync API), started on the first call."""
    global _driver
    if _driver is None:
        from playwright.sync_api import sync_playwright

        _driver = sync_playwright().start()
    return _driver


def stop() -> None:
    """Stop the driver if a test started it (the browsers launched from it close too)."""
    global _driver
    if _driver is not None:
        _driver.stop()
        _driver = None
