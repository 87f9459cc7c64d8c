"""The hand records as a director uses them, in Debian's chromium on a phone (360x740):
upload the session's file on the event page, see a refused file named, and open a
ruling that shows its board while the analysis runs and after. Screenshots go to
artifacts/screenshots/ (hands-*.png)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.log.conftest import PASSWORD, club_log
from tests.web.conftest import PHONE, Watch, screenshot
from tests.web.test_e2e import _layout_problems

FORMATS = Path(__file__).parent.parent / "pbn" / "formats"


@pytest.fixture
def club(fresh_server, tmp_path):
    """A server with a director, an event and a ruling on board 6 in its database."""
    event_id, ruling_id = club_log(tmp_path / "arbiter.db")
    return fresh_server, event_id, ruling_id


def fits(page) -> None:
    found = _layout_problems(page)
    assert found["scroll"] <= 0, found


def test_upload_and_the_board_on_the_ruling_page(browser, club, tmp_path):
    server, event_id, ruling_id = club
    context = browser.new_context(**PHONE, base_url=server.url, service_workers="block")
    page = context.new_page()
    page.set_default_timeout(20_000)
    watch = Watch(page, server.url)
    try:
        page.goto(f"/log/login?next=/log/events/{event_id}")
        page.fill('input[name="username"]', "dirk")
        page.fill('input[name="password"]', PASSWORD)
        with page.expect_navigation():
            page.locator("form button[type=submit]").last.tap()
        assert page.url.endswith(f"/log/events/{event_id}")

        # a file with a wrong dealer on board 6: refused, named, nothing stored
        bad = tmp_path / "fout.pbn"
        text = (FORMATS / "bridgecomposer_three_records_crlf.pbn").read_bytes()
        bad.write_bytes(text.replace(b'[Dealer "E"]', b'[Dealer "W"]', 1))
        page.set_input_files("#hands-file", str(bad))
        with page.expect_navigation():
            page.locator('form[action$="/hands#hands"] button').tap()
        alert = page.locator('[role="alert"]').inner_text()
        assert "Bestand geweigerd" in alert and "(spel 6), tag Dealer" in alert
        page.locator('[role="alert"]').scroll_into_view_if_needed()
        fits(page)
        screenshot(page, "hands-refused")

        # the right file: two taps (choose, import) and the boards are there
        page.set_input_files("#hands-file", str(FORMATS / "bridgecomposer_three_records_crlf.pbn"))
        with page.expect_navigation():
            page.locator('form[action$="/hands#hands"] button').tap()
        assert page.url.endswith(f"/log/events/{event_id}/hands#hands")
        assert "3 spellen uit bridgecomposer_three_records_crlf.pbn" in page.content()
        fits(page)
        screenshot(page, "hands-list")

        page.goto(f"/log/rulings/{ruling_id}")
        for _ in range(60):  # the page refreshes itself every 3 s while DDS works
            if page.locator("table.dd").count():
                break
            page.wait_for_timeout(1000)
            page.reload()
        assert page.locator("table.dd").count() == 1
        page.locator("#board").scroll_into_view_if_needed()
        diagram = page.locator(".diagram").inner_text()
        assert "Noord" in diagram and "Gever: Oost" in diagram and "♠ A V B 7" in diagram
        assert "+990 voor NZ" in page.content()
        fits(page)
        screenshot(page, "hands-ruling-board")
        page.locator("table.dd").scroll_into_view_if_needed()
        screenshot(page, "hands-ruling-dd")
        watch.check()
    finally:
        context.close()
