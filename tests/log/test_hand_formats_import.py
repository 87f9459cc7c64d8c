"""LIN and JSON hand records through the log: the service, the event page's upload and
the command line take them as they take PBN, and a bad one stores nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arbiter.i18n import InputError
from arbiter.log.hands import HandService
from tests.log.conftest import csrf_of
from tests.log.test_hands import run_cli

FILES = Path(__file__).parent.parent / "calc" / "hand_files"
LIN = (FILES / "bbo_session.lin").read_bytes()  # boards 1-4
JSON = (FILES / "endplay_boards.json").read_bytes()  # boards 1-3


def test_the_service_stores_lin_and_json_and_a_bad_one_nothing(store, event):
    hands = HandService(store)
    assert hands.import_file(event["id"], LIN, "zitting.lin", "dirk")["boards"] == [1, 2, 3, 4]
    board = hands.hand(event["id"], 2)
    assert (board["dealer"], board["vulnerability"], board["line"]) == ("E", "NS", 2)
    assert hands.import_file(event["id"], JSON, "spellen.json", "dirk")["count"] == 3
    with pytest.raises(InputError) as caught:
        hands.import_file(event["id"], LIN.replace(b"sv|e|", b"sv|o|"), "fout.lin", "dirk")
    assert caught.value.message("en").startswith("LIN, line 4, board 3: Vulnerability")
    data = hands.hands(event["id"])
    assert data["source"] == "spellen.json" and len(data["boards"]) == 3


def upload(client, event_id, data: bytes, name: str):
    fields = {"csrf_token": csrf_of(client)}
    return client.post(f"/log/events/{event_id}/hands", data=fields, files={"file": (name, data)})


def test_the_event_page_takes_a_lin_file_and_names_a_refused_one(app, director, event_id):
    page = director.get(f"/log/events/{event_id}").text
    assert 'accept=".pbn,.lin,.json' in page and "(PBN, LIN of JSON)" in page
    sent = upload(director, event_id, LIN, "zitting.lin")
    assert sent.status_code == 303
    assert app.state.arbiter_log.analyser.wait(120)
    assert "4 spellen uit zitting.lin" in director.get(f"/log/events/{event_id}/hands").text
    sent = upload(director, event_id, b"generate 1000\nproduce 10\n", "zitting.dlr")
    assert sent.status_code == 422 and "Dit is een Dealer-script" in sent.text
    assert "LIN van Bridge Base Online (.lin)" in sent.text
    assert len(app.state.arbiter_log.hands.hands(event_id)["boards"]) == 4
    sent = director.post(
        f"/api/log/events/{event_id}/hands",
        json={"pbn": JSON.decode(), "source": "spellen.json"},
        headers={"x-csrf-token": csrf_of(director)},
    )
    assert sent.status_code == 201, sent.text
    assert sent.json()["boards"] == [1, 2, 3]
    sent = director.post(
        f"/api/log/events/{event_id}/hands?lang=en",
        json={"pbn": LIN.replace(b"sv|e|", b"sv|o|").decode(), "source": "fout.lin"},
        headers={"x-csrf-token": csrf_of(director)},
    )
    error = sent.json()
    assert sent.status_code == 422 and (error["format"], error["line"], error["board"]) == (
        "lin", 4, 3)  # fmt: skip
    assert error["message"].startswith("LIN, line 4, board 3: Vulnerability none")


def test_the_command_line_imports_json_and_refuses_a_bad_lin(capsys, db_url, event, tmp_path):
    eid = str(event["id"])
    path = tmp_path / "spellen.json"
    path.write_bytes(JSON)
    code, out, _ = run_cli(capsys, "log", "hands", "import", eid, str(path), "--no-analysis",
                           "--db", db_url, "--json")  # fmt: skip
    assert code == 0 and json.loads(out)["boards"] == [1, 2, 3]
    bad = tmp_path / "fout.lin"
    bad.write_bytes(LIN.replace(b"ah|Board 3|", b"ah|Board 5|"))
    code, _, err = run_cli(capsys, "log", "hands", "import", eid, str(bad), "--db", db_url)
    assert code == 2 and "Traceback" not in err
    assert "LIN, regel 4, spel 5: Gever Zuid past niet bij spel 5" in err
