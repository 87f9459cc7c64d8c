"""The weighted score with double dummy as a director uses it, in Debian's chromium on a
phone (360x740): from a ruling whose board is in the event's hand records, one tap opens
the calculator with the deal and the board filled in; the candidates are tapped, the
other table's score typed, and the table shows what the service computes. Taps counted;
screenshots in artifacts/screenshots/ (weighted-*.png)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter.calc import service
from tests.log.conftest import PASSWORD, club_log
from tests.web.conftest import PHONE, Watch, screenshot
from tests.web.test_calc_taps import Hands
from tests.web.test_e2e import _layout_problems

pytestmark = pytest.mark.e2e

FORMATS = Path(__file__).parent.parent / "pbn" / "formats"
# board 6 of the file: dealer East, East-West vulnerable
DEAL_6 = "N:AQJ7.AQT92.K76.3 9842.J54.JT94.A2 T5.K76.AQ3.KT974 K63.83.852.QJ865"


@pytest.fixture
def club(fresh_server, tmp_path):
    """A server with a director, an event with its hand records, a ruling on board 6."""
    hands = FORMATS / "bridgecomposer_three_records_crlf.pbn"
    _event, ruling_id = club_log(tmp_path / "arbiter.db", "teams", hands)
    return fresh_server, ruling_id


def test_from_a_ruling_tap_the_candidates_and_read_the_table(browser, club):
    server, ruling_id = club
    context = browser.new_context(**PHONE, base_url=server.url, service_workers="block")
    page = context.new_page()
    page.set_default_timeout(20_000)
    watch = Watch(page, server.url)
    try:
        page.goto(f"/log/login?next=/log/rulings/{ruling_id}")
        page.fill('input[name="username"]', "dirk")
        page.fill('input[name="password"]', PASSWORD)
        with page.expect_navigation():
            page.locator("form button[type=submit]").last.tap()
        assert page.url.endswith(f"/log/rulings/{ruling_id}")

        h = Hands(page)
        with page.expect_navigation():
            h.tap("#weighted-link")  # the ruling's board, with its deal, in one tap
        assert "/nl/calc/weighted?" in page.url
        assert page.locator('input[name="board"]').input_value() == "6"
        assert page.locator('input.typed-only[name="deal"]').input_value() == DEAL_6
        screenshot(page, "weighted-opened")

        # 60 % 6♥ by North at the double-dummy tricks, 40 % 4♥ by North one down
        h.step("candidates.1.pct", 6)
        h.result("candidates.1", 6, "H")
        h.choose("candidates.1.seat", "N")
        h.result("candidates.2", 4, "H", over=-1)  # the declarer of the row above: North
        assert page.locator('input[name="candidates.2.seat"][value="N"]').is_checked()
        page.locator('fieldset.resrow[data-row="2"]').first.scroll_into_view_if_needed()
        screenshot(page, "weighted-candidates")
        h.type('input[name="other_table"]', "450")
        h.go()
        out = page.locator("#calc-out").text_content()  # folded away under "as text"

        expected = service.calculator("weighted").run({
            "deal": DEAL_6, "board": "6", "candidates": "60% 6♥ N, 40% 4♥-1 N",
            "other_table": "450"}).text("nl")  # fmt: skip
        assert out == expected  # the text, under "as text"
        table = page.locator("table.wtable").inner_text()
        assert "6♥ N" in table and "4♥-1 *" in table and "IMP" in table
        assert out.startswith("Hulp bij uw oordeel, niet de uitspraak")
        assert "Spel 6 · gever O · OW kwetsbaar" in out and "6♥ N" in out
        assert "4♥-1 *" in out and "IMP voor NZ" in out
        assert page.locator(".judge-help").inner_text().startswith("Hulp bij uw oordeel")
        assert h.taps <= 15 and h.chars == 3, (h.taps, h.chars)  # the figure: 15 taps
        print(f"\nweighted from a ruling: {h.taps} taps, {h.chars} characters typed")
        assert _layout_problems(page)["scroll"] <= 0
        box = page.locator("table.wtable").bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 360, box
        page.locator("#calc-result").scroll_into_view_if_needed()
        screenshot(page, "weighted-table")
        watch.check()
    finally:
        context.close()
