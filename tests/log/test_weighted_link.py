"""From a ruling whose board is in the event's hand records, one link opens the weighted
score with double dummy (12C1(c)) with that board's deal and number filled in (the form
filled from the query: tests/web/test_weighted_form.py)."""

from __future__ import annotations

import html as html_lib
import re
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

from tests.log.conftest import a_ruling, csrf_of

FORMATS = Path(__file__).parent.parent / "pbn" / "formats"
THREE = (FORMATS / "bridgecomposer_three_records_crlf.pbn").read_bytes()  # boards 5, 6, 7
DEAL_6 = "N:AQJ7.AQT92.K76.3 9842.J54.JT94.A2 T5.K76.AQ3.KT974 K63.83.852.QJ865"


def _link(page: str) -> str | None:
    found = re.search(r'id="weighted-link" href="([^"]+)"', page)
    return None if found is None else html_lib.unescape(found[1])


def test_a_ruling_on_a_board_of_the_hand_records_links_to_the_calculator(app, director, event_id):
    la = app.state.arbiter_log
    ruling = la.service.add_ruling(event_id, a_ruling(board=6), "dirk")
    other = la.service.add_ruling(event_id, a_ruling(board=9), "dirk")
    sent = director.post(f"/log/events/{event_id}/hands", data={"csrf_token": csrf_of(director)},
                         files={"file": ("zitting.pbn", THREE)})  # fmt: skip
    assert sent.status_code == 303
    page = director.get(f"/log/rulings/{ruling['id']}").text
    url = _link(page)
    assert url is not None and "Gewogen score met double dummy (12C1(c))" in page
    parts = urlsplit(url)
    assert parts.path == "/nl/calc/weighted"
    assert parse_qs(parts.query) == {"deal": [DEAL_6], "board": ["6"]}
    english = director.get(f"/log/rulings/{ruling['id']}?lang=en").text
    assert urlsplit(_link(english) or "").path == "/en/calc/weighted"
    assert "Weighted score with double dummy (Law 12C1(c))" in english
    board_page = director.get(f"/log/events/{event_id}/hands/6?lang=nl").text
    assert _link(board_page) == url
    # a board the file does not hold: no link
    assert _link(director.get(f"/log/rulings/{other['id']}").text) is None

    la.analyser.wait(120)  # the link does not wait for the analysis; the test does, to end
