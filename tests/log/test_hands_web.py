"""Hand records on the log's pages and API: the upload on the event page (a refused file
names board and line and stores nothing), the board on a ruling's page, pages that never
wait for the analysis, and who may upload."""

from __future__ import annotations

import datetime as dt
import re
import threading
import time
from pathlib import Path

from arbiter.calc.hand_records import analyse
from arbiter.log.hands import Analyser
from tests.log.conftest import a_ruling, csrf_of

FORMATS = Path(__file__).parent.parent / "pbn" / "formats"
THREE = (FORMATS / "bridgecomposer_three_records_crlf.pbn").read_bytes()  # boards 5, 6, 7


def log_app_of(app):
    return app.state.arbiter_log


def upload(client, event_id, data: bytes, name: str = "zitting.pbn", **extra):
    fields = {"csrf_token": csrf_of(client), **extra}
    return client.post(f"/log/events/{event_id}/hands", data=fields, files={"file": (name, data)})


def test_the_event_page_offers_the_upload_and_a_file_is_stored(app, director, event_id):
    page = director.get(f"/log/events/{event_id}")
    assert 'enctype="multipart/form-data"' in page.text and "Nog geen spelverdelingen" in page.text
    sent = upload(director, event_id, THREE)
    assert sent.status_code == 303 and sent.headers["location"].endswith("/hands")
    assert log_app_of(app).analyser.wait(120)
    listing = director.get(f"/log/events/{event_id}/hands")
    assert "3 spellen uit zitting.pbn" in listing.text and "+990" in listing.text
    assert 'http-equiv="refresh"' not in listing.text  # done: no more refreshing
    page = director.get(f"/log/events/{event_id}")
    assert "3 spellen uit zitting.pbn" in page.text and "Ander bestand inlezen" in page.text


def test_a_refused_file_is_named_on_the_page_and_nothing_is_stored(app, director, event_id):
    bad = THREE.replace(b'[Dealer "E"]', b'[Dealer "W"]', 1)  # board 6
    sent = upload(director, event_id, bad)
    assert sent.status_code == 422
    assert "Bestand geweigerd; er is niets opgeslagen." in sent.text
    assert re.search(
        r"PBN, regel \d+, record 2 \(spel 6\), tag Dealer: Gever West past niet", sent.text
    )
    assert log_app_of(app).hands.hands(event_id)["boards"] == []
    sent = director.post(
        f"/log/events/{event_id}/hands?lang=en", data={"csrf_token": csrf_of(director)}
    )
    assert sent.status_code == 422 and "Choose a file first." in sent.text


def test_only_a_director_with_the_csrf_token_uploads(app, director, viewer, event_id):
    assert upload(viewer, event_id, THREE).status_code == 403
    refused = director.post(f"/log/events/{event_id}/hands", files={"file": ("x.pbn", THREE)})
    assert refused.status_code == 403
    assert log_app_of(app).hands.hands(event_id)["boards"] == []
    assert upload(director, 999, THREE).status_code == 404
    assert 'type="file"' not in viewer.get(f"/log/events/{event_id}").text


def test_a_ruling_shows_its_board_with_the_double_dummy_table(app, director, event_id):
    la = log_app_of(app)
    ruling = la.service.add_ruling(event_id, a_ruling(board=6), "dirk")
    other = la.service.add_ruling(event_id, a_ruling(board=9), "dirk")
    upload(director, event_id, THREE)
    assert la.analyser.wait(120)
    page = director.get(f"/log/rulings/{ruling['id']}")
    html = re.sub(r"\s+", " ", page.text)
    assert "Het spel 6" in html and "Gever: Oost" in html and "Kwetsbaar: OW" in html
    assert '<span class="suit ">♠</span> A V B 7' in html  # North, ranks in Dutch
    assert '<th>Noord</th><td class="num">12</td>' in html  # 12 tricks in SA for North
    assert "+990 voor NZ (6SA= door N/Z)" in html and "De beslissing blijft aan de arbiter" in html
    assert 'http-equiv="refresh"' not in html
    english = director.get(f"/log/rulings/{ruling['id']}?lang=en").text
    assert "Dealer: East" in english and "(6NT= by N/S)" in english
    missing = director.get(f"/log/rulings/{other['id']}?lang=nl").text
    assert "Spel 9 staat niet in de spelverdelingen van deze wedstrijd." in missing


def test_pages_never_wait_for_the_analysis(app, director, event_id):
    """The worker is held inside DDS; every page answers at once, showing progress and
    refreshing itself, and shows the tables as soon as the worker is let go."""
    la = log_app_of(app)
    go = threading.Event()

    def held(deal, vulnerability, dealer):
        go.wait(60)
        return analyse(deal, vulnerability, dealer)

    la.analyser = Analyser(la.hands, solve=held)
    ruling = la.service.add_ruling(event_id, a_ruling(board=5), "dirk")
    upload(director, event_id, THREE)
    start = time.monotonic()
    page = director.get(f"/log/rulings/{ruling['id']}")
    board = director.get(f"/log/events/{event_id}/hands/5")
    listing = director.get(f"/log/events/{event_id}/hands")
    assert time.monotonic() - start < 10  # not the 60 s the worker is held
    assert "De analyse van dit spel loopt nog (0 van 3 spellen klaar)" in page.text
    assert 'http-equiv="refresh" content="3"' in page.text and "Gever: Noord" in page.text
    assert 'http-equiv="refresh"' in board.text and "Dubbeldummy-analyse: 0 van 3" in listing.text
    go.set()
    assert la.analyser.wait(120)
    assert "voor NZ" in director.get(f"/log/rulings/{ruling['id']}").text


def test_the_api_imports_lists_and_gives_one_board(app, director, event_id):
    la = log_app_of(app)
    headers = {"X-CSRF-Token": csrf_of(director)}
    text = THREE.decode("latin-1")
    made = director.post(f"/api/log/events/{event_id}/hands", json={"pbn": text, "source": "z.pbn"},
                         headers=headers)  # fmt: skip
    assert made.status_code == 201 and made.json()["boards"] == [5, 6, 7]
    assert la.analyser.wait(120)
    listing = director.get(f"/api/log/events/{event_id}/hands").json()
    assert listing["progress"]["done"] == 3 and listing["source"] == "z.pbn"
    board = director.get(f"/api/log/events/{event_id}/hands/7").json()
    assert board["dealer"] == "S" and board["analysis"]["status"] == "done"
    assert set(board["analysis"]["tricks"]) == {"N", "E", "S", "W"}
    missing = director.get(f"/api/log/events/{event_id}/hands/8?lang=en")
    assert missing.status_code == 404 and "Board 8 is not in the hand records" in missing.text
    bad = director.post(f"/api/log/events/{event_id}/hands?lang=en",
                        json={"pbn": text.replace('[Dealer "E"]', '[Dealer "W"]', 1)},
                        headers=headers)  # fmt: skip
    assert bad.status_code == 422
    body = bad.json()
    assert (body["board"], body["tag"], body["error"]) == (6, "Dealer", "PbnError")
    empty = director.post(f"/api/log/events/{event_id}/hands", json={}, headers=headers)
    assert empty.status_code == 422 and "'pbn'" in empty.json()["message"]
    assert director.post(f"/api/log/events/{event_id}/hands", json={"pbn": text}).status_code == 403


def test_a_server_start_takes_up_boards_left_pending(db_url, tmp_path):
    from fastapi import FastAPI

    from arbiter.log.hands import HandService
    from arbiter.log.service import LogService
    from arbiter.log.store import Store
    from arbiter.log.web import install

    store = Store.open(db_url)
    event = LogService(store).create_event(
        {"club": "X", "date": "2026-11-21", "kind": "pairs"}, "t"
    )
    HandService(store).import_file(event["id"], THREE, "z.pbn", "cli")
    taken = HandService(store).claim()  # one board was being analysed when the server stopped
    assert taken is not None
    from arbiter.log import hands as module
    from arbiter.log.models import HandRecord

    with store.write() as s:  # ... long enough ago that no running process holds it
        s.get(HandRecord, taken[0]).dd_claimed_at -= module.LEASE + dt.timedelta(seconds=1)
    store.dispose()
    started = install(FastAPI(), db_url)
    try:
        assert started.analyser.wait(120)
        assert started.hands.progress(event["id"])["done"] == 3
    finally:
        started.store.dispose()
