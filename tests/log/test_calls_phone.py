"""Calls from the tables in a real browser: Debian's Chromium at 360x740 with touch,
against ``arbiter serve`` on a fresh SQLite log.

* a player calls from the table's page (no account): one tap, or the board typed first;
  the page says the director is called, with the waiting time counting, and a cancel;
* the director's phone shows the queue on the event page, and a call made meanwhile
  appears there by itself (no reload); one tap opens the ruling form with table, round,
  board and time called filled in; the table's page then says the director is coming;
* the print page: one QR code per table, six to an A4 sheet;
* every page fits the phone (the log's own check), screenshots in artifacts/screenshots/
  (log-calls-*.png); the taps from a call to a ruling started are printed.
"""

from __future__ import annotations

import re

import httpx
import pytest

from arbiter.log.calls import CallService
from tests.log.test_phone import (  # noqa: F401 - fixtures
    LogServer,
    Phone,
    browser,
    check_page,
    log_server,
    phone,
)
from tests.web.conftest import ARTIFACTS, screenshot


def tonight(server: LogServer) -> tuple[int, str]:
    from arbiter.log import times

    svc = server.service()
    try:
        event = svc.create_event({"club": "BC De Troef", "date": times.today().isoformat()}, "t")
        return event["id"], CallService(svc.store).token(event["id"])[1]
    finally:
        svc.store.dispose()


def queue(server: LogServer, event_id: int) -> list[dict]:
    svc = server.service()
    try:
        return CallService(svc.store).queue(event_id)["calls"]
    finally:
        svc.store.dispose()


@pytest.fixture
def player(browser, log_server):  # noqa: F811
    device = Phone(browser, log_server.url)
    yield device
    device.close()


def test_a_call_from_the_table_to_a_ruling_started(phone, player, log_server):  # noqa: F811
    event_id, token = tonight(log_server)
    table = f"/log/table/{token}/5"
    # the player: the board typed, then the button
    page = player.page
    check_page(page, table, "calls-table")
    assert page.locator(".arbiter-button").inner_text() == "Arbiter!"
    box = page.locator(".arbiter-button").bounding_box()
    assert box["y"] + box["height"] < 740 and box["height"] >= 150  # big, above the fold
    player.tap(page.locator("#f_board"))
    player.type(page.locator("#f_board"), "14")
    with page.expect_navigation():
        player.tap(page.locator(".arbiter-button"))
    called = page.locator(".called")
    assert "De wedstrijdleider is geroepen" in called.inner_text()
    assert "Spel 14" in called.inner_text()
    page.wait_for_timeout(2100)  # the waiting time counts by itself
    assert re.search(r"Wacht al [2-9] s", called.inner_text()), called.inner_text()
    check_page(page, table, "calls-table-called")
    player_taps = (player.taps, player.typed)
    # calling again from the same table makes no second call
    again = httpx.post(f"{log_server.url}/api/log/table/{token}/5", json={"round": 2})
    assert again.status_code == 200 and len(queue(log_server, event_id)) == 1

    # the director, signed in, on the event page
    phone.sign_in()
    director = phone.page
    director.goto("/log")
    phone.taps = phone.typed = 0
    with director.expect_navigation():
        phone.tap(director.locator(f'a[href="/log/events/{event_id}"]').first)
    items = director.locator("#calls li.call")
    assert items.count() == 1 and "Tafel 5" in items.first.inner_text()
    # another table calls (one tap, no board): it appears by itself, below the first
    other = Phone(player.context.browser, log_server.url)
    try:
        other.page.goto(f"/log/table/{token}/3")
        with other.page.expect_navigation():
            other.tap(other.page.locator(".arbiter-button"))
        no_board = (other.taps, other.typed)
        assert no_board == (1, 0)
    finally:
        other.close()
    items.nth(1).wait_for(timeout=15_000)
    texts = [items.nth(i).inner_text() for i in range(items.count())]
    assert "Tafel 5 · Ronde 2 · Spel 14" in texts[0] and "Tafel 3" in texts[1]
    assert director.title().startswith("(2) ")
    check_page(director, director.url, "calls-queue", open_all=False)
    on_the_event_page = phone.taps
    with director.expect_navigation(url=re.compile(r"/log/new\?")):
        phone.tap(items.first.get_by_role("button", name="Naar de tafel"))
    director_taps = (phone.taps, phone.typed)
    from_the_queue = phone.taps - on_the_event_page
    assert director.locator("#f_table").input_value() == "5"
    assert director.locator("#f_board").input_value() == "14"
    assert director.locator("#f_round").input_value() == "2"
    called_at = director.locator('input[name="called_at"]').input_value()
    assert re.fullmatch(r"\d\d:\d\d", called_at)
    screenshot(director, "log-calls-ruling-form")
    # the table sees that the director is coming (its page asks by itself)
    page.goto(table)
    page.get_by_text("De wedstrijdleider komt eraan").wait_for(timeout=15_000)
    assert [c["table"] for c in queue(log_server, event_id)] == [3]

    lines = [
        f"player, board typed: {player_taps[0]} taps, {player_taps[1]} characters",
        f"player, no board: {no_board[0]} tap, {no_board[1]} characters",
        f"director, from the events list to the ruling form filled in: "
        f"{director_taps[0]} taps, {director_taps[1]} characters",
        f"director, already on the event page (the queue): {from_the_queue} tap",
    ]
    print("\ncalls from the tables, taps:\n  " + "\n  ".join(lines))
    ARTIFACTS.parent.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS.parent / "calls_taps.txt").write_text("\n".join(lines) + "\n")
    assert player_taps == (2, 2) and director_taps == (2, 0) and from_the_queue == 1


def test_the_print_page_puts_six_tables_on_an_a4_sheet(phone, log_server):  # noqa: F811
    event_id, token = tonight(log_server)
    phone.sign_in()
    page = phone.page
    url = f"/log/events/{event_id}/tables?tables=12"
    found = check_page(page, url, "calls-print")
    assert page.locator(".qrcard svg").count() == 12
    assert f"/log/table/{token}/12" in found["text"]
    assert "//localhost" not in found["text"] and "//127.0.0.1:" in found["text"]
    assert "Open deze pagina via het netwerkadres" in found["text"]  # the loopback warning
    page.emulate_media(media="print")
    screenshot(page, "log-calls-print-media")
    pdf = page.pdf(format="A4", print_background=False)
    (ARTIFACTS / "log-calls-print.pdf").write_bytes(pdf)
    pages = len(re.findall(rb"/Type\s*/Page[^s]", pdf))
    assert pages == 2, pages  # 12 tables, six to a sheet
    page.emulate_media(media="screen")
    check_page(page, f"/log/table/{token}/12?lang=en", "calls-table-en")
    assert page.locator(".arbiter-button").inner_text() == "Director!"
