"""Issue 25, on a phone (Debian's Chromium, 360x740, touch) against ``arbiter serve`` with
a fresh SQLite log:

* the board page starts the guide ("Start de gids"), the board stays above every page
  through the guide's controls (the revoke's tap rows, answers, back, the chart, the
  facts form) and the ruling saved from it is filed under that board;
* on a fresh log the first ruling is saved from the guide in at most three taps with
  nothing typed but the club's name, once; the next ruling's form does not carry the
  previous table and board forward.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.log.test_phone import GUIDE_RULING, LogServer, Phone, browser, log_server, phone
from tests.web.conftest import screenshot

__all__ = ["browser", "log_server", "phone"]  # fixtures, imported for this module
pytestmark = pytest.mark.e2e
RECORDS = Path(__file__).parent.parent / "pbn" / "formats" / "bridgecomposer_hand_records.pbn"


def _event_with_hands(phone: Phone, log_server: LogServer) -> int:
    """Tonight's event, made on the phone, with the club's hand records imported."""
    from arbiter.log.hands import HandService
    from arbiter.log.store import Store

    page = phone.page
    page.goto("/log")
    page.fill("#tn_club", "BC De Troef")
    with page.expect_navigation():
        page.locator("form.tonight button[type=submit]").tap()
    event_id = int(re.search(r"/log/events/(\d+)$", page.url)[1])
    store = Store.open(log_server.db)
    try:
        HandService(store).import_file(event_id, RECORDS.read_bytes(), "spellen.pbn", "t")
    finally:
        store.dispose()
    return event_id


def _banner(page) -> str:
    box = page.locator("#tboard")
    box.wait_for()
    return box.locator(".tb-head").inner_text()


def _go(page, locator) -> None:
    """Tap and wait for the next state (a page, or the live screen's new URL)."""
    before = page.url
    locator.first.tap()
    page.wait_for_function("u => location.href !== u", arg=before)
    page.wait_for_load_state()


def test_the_board_is_kept_from_its_page_into_the_saved_ruling(phone, log_server):
    page = phone.page
    phone.sign_in()
    event_id = _event_with_hands(phone, log_server)
    page.goto(f"/log/events/{event_id}/hands/16")
    _go(page, page.locator("#start-guide"))
    assert "Spel 16" in _banner(page)
    _go(page, page.locator('#all li[data-topic="revoke"] a'))
    assert "Spel 16" in _banner(page)
    # every control: a tap row, an answer, back, the chart and its outline, the facts form
    seen = []
    _go(page, page.locator(".taprow a").first)
    seen.append(("tap row", _banner(page)))
    _go(page, page.locator(".answers a").first)
    seen.append(("answer", _banner(page)))
    _go(page, page.locator("[data-back]"))
    seen.append(("back", _banner(page)))
    _go(page, page.get_by_role("link", name="Stroomschema"))
    seen.append(("chart", _banner(page)))
    _go(page, page.locator(".outline summary a").first)
    seen.append(("outline", _banner(page)))
    _go(page, page.locator('a[href*="/facts"]').first)
    seen.append(("facts form", _banner(page)))
    _go(page, page.locator("form button[type=submit]").first)
    seen.append(("facts applied", _banner(page)))
    for control, banner in seen:
        assert "Spel 16" in banner, (control, banner)
    # walk on to a ruling: tap rows first, then the first answer
    for _ in range(20):
        if page.locator("[data-ruling]").count():
            break
        row = page.locator("section.tapfacts .taprow:not(.set) a")
        _go(page, row if row.count() else page.locator(".answers a"))
        assert "Spel 16" in _banner(page), page.url
    assert page.locator("[data-ruling]").count()
    screenshot(page, "board-kept-ruling")
    with page.expect_navigation():
        page.get_by_role("link", name="Opslaan in het logboek").tap()
    assert page.locator('.ruling-form input[name="board"]').input_value() == "16"
    with page.expect_navigation(url=re.compile(r"/log/rulings/\d+")):
        page.locator("[data-save]").tap()
    (ruling,) = log_server.rulings()
    assert ruling["board"] == 16 and ruling["topic"] == "revoke"


def test_the_first_ruling_on_a_fresh_log_and_the_next_one(phone, log_server):
    """From the guide's ruling: "Opslaan in het logboek", the club's name, "Opslaan"."""
    page = phone.page
    phone.sign_in()
    page.goto(GUIDE_RULING)
    with page.expect_navigation():
        phone.tap(page.get_by_role("link", name="Opslaan in het logboek"))
    # the club is asked where it is needed, and not shown as if it were known
    choice = page.locator('.event-pick label.choice:has(input[value="new"]) .s').inner_text()
    assert "Club" not in choice, choice  # the placeholder read as if the club were known
    club = page.locator("#new_club")
    assert club.is_visible() and club.get_attribute("required") is not None
    assert "Naam van uw club" in page.locator('label[for="new_club"]').inner_text()
    screenshot(page, "log-first-save-form")
    phone.type(club, "BC De Troef")
    with page.expect_navigation(url=re.compile(r"/log/rulings/\d+")):
        phone.tap(page.locator("[data-save]"))
    print(f"first ruling on a fresh log: {phone.taps} taps, {phone.typed} characters")
    assert phone.taps <= 3 and phone.typed == len("BC De Troef")
    (first,) = log_server.rulings()
    svc = log_server.service()
    (event,) = svc.events()
    svc.store.dispose()
    assert event["club"] == "BC De Troef"

    # the next ruling: tonight's event known, the club not asked again; the table and the
    # board of the last ruling are not carried to the next one (another table, another
    # board): they start empty, the round stays
    page.goto(GUIDE_RULING)
    with page.expect_navigation():
        page.get_by_role("link", name="Opslaan in het logboek").tap()
    assert page.locator("#new_club").count() == 0
    assert page.locator('.ruling-form input[name="table"]').input_value() == ""
    assert page.locator('.ruling-form input[name="board"]').input_value() == ""
    screenshot(page, "log-next-form")
    page.fill('.ruling-form input[name="table"]', "4")
    page.fill('.ruling-form input[name="board"]', "9")
    with page.expect_navigation(url=re.compile(r"/log/rulings/\d+")):
        page.locator("[data-save]").tap()
    rulings = log_server.rulings()
    assert [(r["table"], r["board"]) for r in rulings] == [(first["table"], first["board"]), (4, 9)]
