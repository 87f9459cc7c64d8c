"""The test browser runs with the flags the tests ask for, and keeps Playwright's own.

Chromium reads only the last ``--disable-features`` it is given (a second one replaces
the first, it does not add to it), and Playwright passes its own list before ours. So our
list repeats Playwright's (tests/web/conftest.py). After an upgrade of Playwright that
turns off one more feature, this test names it, before a browser test fails on it."""

from __future__ import annotations

import re

import pytest

from tests.web.conftest import DISABLED_FEATURES

pytestmark = pytest.mark.e2e


def test_the_browser_keeps_playwright_s_disabled_features_and_adds_ours(browser):
    page = browser.new_page()
    try:
        page.goto("chrome://version")
        command_line = page.locator("#command_line").inner_text()
    finally:
        page.close()
    given = [set(v.split(",")) for v in re.findall(r"--disable-features=(\S+)", command_line)]
    assert len(given) == 2, command_line  # Playwright's, then ours
    playwright_s, effective = given
    missing = sorted(playwright_s - effective)
    assert not missing, (
        f"Playwright now also turns off {missing}: add them to PLAYWRIGHT_DISABLED_FEATURES"
    )
    assert effective == set(DISABLED_FEATURES)
    assert "RenderDocument" in effective
