"""Calls from the tables in a real browser: Debian's Chromium at 360x740 with touch,
against ``arbiter serve`` on a fresh SQLite log.

* a player calls from the table's page (no account): one tap, or the board typed first;
  the page says the director is called, with the waiting time counting, and a cancel;
* the director's phone shows the queue on the event page, and a call made meanwhile
  appears there by itself (no reload); one tap opens the guide for that call, with the
  board from the event's hand record (dealer, vulnerability, the hands); the card of the
  penalty card is tapped from the real hand (which names the offender too), the ruling
  reached and saved with the call's table, round, board and time, and the call is
  linked to the ruling (its page shows it); the table's page says the director is coming;
* the print page: one QR code per table, six to an A4 sheet;
* every page fits the phone (the log's own check), screenshots in artifacts/screenshots/
  (log-calls-*.png); the taps from a call to a ruling started are printed.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import httpx
import pytest

from arbiter.log.calls import CallService, table_token
from tests.log.test_phone import (  # noqa: F401 - fixtures
    LogServer,
    Phone,
    browser,
    check_page,
    log_server,
    phone,
)
from tests.web.conftest import ARTIFACTS, screenshot

#: boards 16-19; board 16: West deals, EW vulnerable, West holds ♠HV762 ♥V63 ♦VB ♣1098
RECORDS = Path(__file__).parent.parent / "pbn" / "formats" / "bridgecomposer_hand_records.pbn"
#: 4♥ by North, five tricks: West ruffs trick 4 with ♥3 holding ♦V, wins trick 5 too
PLAYED_16 = "♦A ♦2 ♦B ♦4 ♣V ♣5 ♣8 ♣H ♠5 ♠4 ♠A ♠2 ♦H ♥3 ♦7 ♦3 ♠H ♠3 ♠9 ♠8"


def tonight(server: LogServer) -> tuple[int, Any]:
    """Tonight's event with its hand records: its id, and ``token(n)``, the token printed
    for table ``n``."""
    from arbiter.log import times
    from arbiter.log.hands import HandService

    svc = server.service()
    try:
        event = svc.create_event({"club": "BC De Troef", "date": times.today().isoformat()}, "t")
        HandService(svc.store).import_file(event["id"], RECORDS.read_bytes(), "spellen.pbn", "t")
        secret = CallService(svc.store).token(event["id"])[1]
        return event["id"], lambda n: table_token(secret, event["id"], n)
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
    table = f"/log/table/{token(5)}/5"
    # the player: the board typed, then the button
    page = player.page
    check_page(page, table, "calls-table")
    assert page.locator(".arbiter-button").inner_text() == "Arbiter!"
    box = page.locator(".arbiter-button").bounding_box()
    assert box["y"] + box["height"] < 740 and box["height"] >= 150  # big, above the fold
    player.tap(page.locator('.callform input[name="board"]'))
    player.type(page.locator('.callform input[name="board"]'), "16")
    with page.expect_navigation():
        player.tap(page.locator(".arbiter-button"))
    called = page.locator(".called")
    assert "De arbiter is geroepen" in called.inner_text()
    assert "Spel 16" in called.inner_text()
    page.wait_for_timeout(2100)  # the waiting time counts by itself
    assert re.search(r"Wacht al [2-9] s", called.inner_text()), called.inner_text()
    check_page(page, table, "calls-table-called")
    player_taps = (player.taps, player.typed)
    # calling again from the same table makes no second call
    again = httpx.post(f"{log_server.url}/api/log/table/{token(5)}/5", json={"round": 2})
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
        other.page.goto(f"/log/table/{token(3)}/3")
        with other.page.expect_navigation():
            other.tap(other.page.locator(".arbiter-button"))
        no_board = (other.taps, other.typed)
        assert no_board == (1, 0)
    finally:
        other.close()
    items.nth(1).wait_for(timeout=15_000)
    texts = [items.nth(i).inner_text() for i in range(items.count())]
    assert "Tafel 5 · Ronde 2 · Spel 16" in texts[0] and "Tafel 3" in texts[1]
    assert director.title().startswith("(2) ")
    check_page(director, director.url, "calls-queue", open_all=False)
    on_the_event_page = phone.taps
    with director.expect_navigation(url=re.compile(r"/nl/\?call_id=\d+$")):
        phone.tap(items.first.get_by_role("button", name="Naar de tafel"))
    director_taps = (phone.taps, phone.typed)
    from_the_queue = phone.taps - on_the_event_page
    # the guide for this call: the board above the topics, from the hand record
    board = director.locator("#tboard")
    assert "Tafel 5 · spel 16 · geroepen" in board.inner_text()
    assert "gever W · OW kwetsbaar" in board.inner_text()
    check_page(director, director.url, "calls-guide-home", open_all=False)
    walk_start = phone.taps, phone.typed
    with director.expect_navigation():
        phone.tap(director.locator('a[href^="/nl/t/penalty-card?call_id="]').first)
    with director.expect_navigation(url=re.compile(r"/facts\?")):
        phone.tap(director.locator('a[href*="/facts?"]').first)
    # the card pickers offer the four real hands; a tap on West's ♠H names West too
    cards = director.locator("#f-cards .box.hands")
    assert cards.locator(".hand").count() == 4
    west = cards.locator('.hand[data-seat="W"]')
    assert [b.inner_text() for b in west.locator("button").all()][:5] == [
        "♠H", "♠V", "♠7", "♠6", "♠2"]  # fmt: skip
    phone.tap(west.get_by_role("button", name="♠H", exact=True))
    assert director.locator('input[name="cards"]').input_value() == "♠H"
    assert director.locator('input[name="offender"][value="W"]').is_checked()
    assert cards.locator(".hand").count() == 1  # the offender's hand only, now
    screenshot(director, "log-calls-guide-facts")
    with director.expect_navigation():
        phone.tap(director.get_by_role("button", name="Gebruik tafelgegevens"))
    assert "call_id=" in director.url and "offender=W" in director.url
    # what he is called for: a card shown; whose: a defender's; the rare cases (dummy first,
    # partner could not see it): none of these; where the play is: now
    for answer in ('a[data-answer="exposed"]', 'a[data-answer="defender"]', "[data-none]",
                   'a[data-answer="now"]'):  # fmt: skip
        with director.expect_navigation():
            phone.tap(director.locator(answer))
    assert "grote strafkaart" in director.locator("main").inner_text()
    with director.expect_navigation(url=re.compile(r"/log/new\?")):
        phone.tap(director.locator("[data-action]").first)
    assert director.locator('.ruling-form input[name="table"]').input_value() == "5"
    assert director.locator('.ruling-form input[name="board"]').input_value() == "16"
    assert director.locator('.ruling-form input[name="round"]').input_value() == "2"
    called_at = director.locator('input[name="called_at"]').input_value()
    assert re.fullmatch(r"\d\d:\d\d", called_at)
    screenshot(director, "log-calls-ruling-form")
    with director.expect_navigation(url=re.compile(r"/log/rulings/\d+")):
        phone.tap(director.locator("button[data-save]"))
    walk = (phone.taps - walk_start[0], phone.typed - walk_start[1])
    linked = director.locator("dd[data-call]")
    assert re.search(r"tafel 5, geroepen om \d\d:\d\d, geopend door dirk · spel 16",
                     linked.inner_text()), linked.inner_text()  # fmt: skip
    screenshot(director, "log-calls-ruling-linked")
    ruling_id = int(re.search(r"/log/rulings/(\d+)", director.url)[1])
    svc = log_server.service()
    try:
        call_id = int(linked.get_attribute("data-call"))
        state = CallService(svc.store).get(call_id)
    finally:
        svc.store.dispose()
    assert state["status"] == "ruled" and state["ruling_id"] == ruling_id
    # the table's page asks every 10 s by itself and reloads when the call changed (a
    # goto here raced that reload): now it is ruled, the table may call again
    page.locator('.tablecall[data-status="ruled"]').wait_for(timeout=25_000)
    assert page.locator(".called").count() == 0 and page.url.endswith(table)
    assert page.locator(".arbiter-button").is_visible()
    assert [c["table"] for c in queue(log_server, event_id)] == [3]

    lines = [
        f"player, board typed: {player_taps[0]} taps, {player_taps[1]} characters",
        f"player, no board: {no_board[0]} tap, {no_board[1]} characters",
        f"director, from the events list to the guide for the call: "
        f"{director_taps[0]} taps, {director_taps[1]} characters",
        f"director, already on the event page (the queue): {from_the_queue} tap",
        f"director, guide for the call to the ruling saved and linked (penalty card tapped "
        f"from the real hand): {walk[0]} taps, {walk[1]} characters",
    ]
    print("\ncalls from the tables, taps:\n  " + "\n  ".join(lines))
    ARTIFACTS.parent.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS.parent / "calls_taps.txt").write_text("\n".join(lines) + "\n")
    assert player_taps == (2, 2) and director_taps == (2, 0) and from_the_queue == 1
    assert walk == (10, 0), walk  # topic, table data, card, apply, 4 answers, save, save


def test_the_print_page_puts_six_tables_on_an_a4_sheet(phone, log_server):  # noqa: F811
    event_id, token = tonight(log_server)
    phone.sign_in()
    page = phone.page
    url = f"/log/events/{event_id}/tables?tables=12"
    found = check_page(page, url, "calls-print")
    assert page.locator(".qrcard svg").count() == 12
    assert f"/log/table/{token(12)}/12" in found["text"]
    assert "//localhost" not in found["text"] and "//127.0.0.1:" in found["text"]
    assert "Open deze pagina via het netwerkadres" in found["text"]  # the loopback warning
    page.emulate_media(media="print")
    screenshot(page, "log-calls-print-media")
    pdf = page.pdf(format="A4", print_background=False)
    (ARTIFACTS / "log-calls-print.pdf").write_bytes(pdf)
    pages = len(re.findall(rb"/Type\s*/Page[^s]", pdf))
    assert pages == 2, pages  # 12 tables, six to a sheet
    page.emulate_media(media="screen")
    check_page(page, f"/log/table/{token(12)}/12?lang=en", "calls-table-en")
    assert page.locator(".arbiter-button").inner_text() == "Director!"


def test_the_revoke_calculator_with_the_cards_of_the_hand_record(phone, log_server):  # noqa: F811
    """A board of tonight's event in the revoke calculator: the deal comes from the hand
    record, the director taps the contract, declarer and the cards as played from the
    real hands (each card gone from its hand once played), and the revoke is found."""
    event_id, _token = tonight(log_server)
    phone.sign_in()
    page = phone.page
    page.goto(f"/nl/calc/revoke?event={event_id}&board=16")
    assert "Spel 16 · gever W" in page.locator("#tboard").inner_text()
    assert page.locator('input[name="_way"][value="deal"]').is_checked()
    phone.taps = phone.typed = 0
    box = page.locator('input[name="contract"]').locator("xpath=..")
    phone.tap(box.get_by_role("button", name="4", exact=True))  # the level, then the strain
    phone.tap(box.get_by_role("button", name="♥", exact=True))
    phone.tap(page.locator('label:has(input[name="declarer"][value="N"])'))
    played = page.locator('input[name="played"]').locator("xpath=..").locator(".box.hands")
    assert played.locator(".hand").count() == 4
    cards = PLAYED_16.split(" ")
    for card in cards:
        phone.tap(played.get_by_role("button", name=card, exact=True))
    assert page.locator('input[name="played"]').input_value() == " ".join(cards)
    assert played.get_by_role("button", name="♦A", exact=True).count() == 0  # played: gone
    screenshot(page, "calc-revoke-hand-record")
    with page.expect_navigation():
        phone.tap(page.locator("form button[type=submit]").first)
    # the answer first (issue 25), the calculator's explanation folded under it
    assert page.locator("[data-answer]").inner_text().startswith("2 slagen over te dragen")
    result = page.locator("#calc-result").text_content()
    assert "Slag 4: West (tegenspeler) speelde ♥3 op ♦" in result, result[:800]
    assert "64A1" in result
    screenshot(page, "calc-revoke-hand-record-result")
    print(
        f"\nrevoke from the hand record: {phone.taps} taps ({len(cards)} cards), "
        f"{phone.typed} characters"
    )
    assert (phone.taps, phone.typed) == (len(cards) + 4, 0)  # contract (2), declarer, go
