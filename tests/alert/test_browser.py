"""The Alerteerwijzer in Debian's Chromium on a 360x740 phone, against ``arbiter serve``:
the bidding box enters the auction, each answer is one tap, a wrong alert leads into the
guide; no horizontal scrolling and every target at least 44 px. Screenshots go to
artifacts/screenshots/."""

from __future__ import annotations

import pytest

from tests.web.conftest import Server, chromium, phone_page, screenshot

pytestmark = pytest.mark.e2e

SMALL_TARGETS = """() => Array.from(document.querySelectorAll(
  'main a, main button, main select, main input, main summary, .bar a'))
  .filter(e => { const r = e.getBoundingClientRect();
                 return r.width > 0 && (r.height < 44 || r.width < 44); })
  .map(e => (e.textContent || e.name || e.tagName).trim().slice(0, 40))"""


def check_layout(page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    assert page.evaluate(SMALL_TARGETS) == []


# Module-scoped: the alert guide's server and browser live as long as this module.


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    running = Server(tmp_path_factory.mktemp("alert-server"))
    yield running
    running.stop()


@pytest.fixture(scope="module")
def browser():
    with chromium() as launched:
        yield launched


@pytest.fixture
def phone(browser, server):
    with phone_page(browser, server.url) as page:
        yield page


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_bidding_box_to_the_answer_and_into_the_guide(phone, lang):
    page = phone
    page.goto(f"/{lang}/alert")
    check_layout(page)
    page.select_option("#f-dealer", "N")
    box = page.locator(".field[data-kind=calls] .box")
    nt, pas = ("1SA", "pas") if lang == "nl" else ("1NT", "pass")
    taps = 0
    # the box bids at the level last chosen (1 at first): 1SA one tap, 2♣ two (issue 25)
    for text in (nt[1:], pas, "2", "♣"):
        box.get_by_role("button", name=text, exact=True).tap()
        taps += 1
    assert page.input_value("#f-calls") == f"{nt} {pas} 2♣"
    assert page.locator("table.auction td").count() >= 3  # the auction drawn by seat
    if lang == "nl":
        screenshot(page, "alert-form")
    with page.expect_navigation():
        page.locator("[data-go]").tap()
    taps += 1
    check_layout(page)
    assert page.locator("#q-meaning").is_visible()
    if lang == "nl":
        screenshot(page, "alert-question")
    with page.expect_navigation():
        page.locator("[data-answer=artificial]").tap()
    taps += 1
    assert taps == 6  # three calls (four taps), the button, one answer
    assert page.locator("[data-decision=alert]").is_visible()
    check_layout(page)
    if lang == "nl":
        screenshot(page, "alert-answer")
    with page.expect_navigation():
        page.locator("[data-handoff=misinformation]").tap()
    assert "/t/misinformation" in page.url and "call=2" in page.url
    assert page.locator("h1").count() == 1


def test_regulation_page_on_a_phone(phone):
    page = phone
    page.goto("/nl/alert/rules")
    check_layout(page)
    page.locator("[data-rule=level4] summary").tap()
    assert page.locator("[data-rule=level4] .body").is_visible()
    check_layout(page)
    screenshot(page, "alert-rules")
    with page.expect_navigation():
        page.locator("[data-example=splinter]").tap()
    assert page.locator("[data-decision=alert]").is_visible()


def test_bad_input_on_a_phone(phone):
    page = phone
    page.goto("/en/alert")
    page.fill("#f-calls", "1♥ 1♥")
    with page.expect_navigation():
        page.locator("[data-go]").tap()
    assert page.locator("[data-error]").is_visible()
    assert "insufficient bid" in page.locator("[data-error]").inner_text()
    assert page.input_value("#f-calls") == "1♥ 1♥"  # what was typed stays
    check_layout(page)
