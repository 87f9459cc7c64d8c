"""The PBN calculators over the web: a pasted file, the choice of a table, and a broken
file answered with its place (line, record, tag), never a server error."""

from __future__ import annotations

from pathlib import Path

PBN = Path(__file__).parent.parent / "pbn"
TEAMS = (PBN / "formats" / "realbridge_teams.pbn").read_text(encoding="utf-8")


def test_a_pasted_file_with_the_table_chosen_gives_the_claim(client):
    got = client.post(
        "/api/v1/calc/revoke",
        json={"lang": "en", "args": {"pbn": TEAMS, "board": 11, "table": "4"}},
    )
    assert got.status_code == 200, got.text
    data = got.json()
    assert "Claimed after trick 7 (trick 8 had begun)" in str(data)


def test_a_board_at_several_tables_asks_for_a_choice(client):
    got = client.post(
        "/api/v1/calc/revoke", json={"lang": "nl", "args": {"pbn": TEAMS, "board": 11}}
    )
    assert 400 <= got.status_code < 500
    assert "Kies er één op tafel, zaal, speler of recordnummer" in got.text


def test_a_broken_file_is_answered_with_its_place(client):
    text = (PBN / "broken" / "result_ns14.pbn").read_text(encoding="utf-8")
    got = client.post("/api/v1/calc/revoke", json={"lang": "en", "args": {"pbn": text}})
    assert 400 <= got.status_code < 500
    assert "PBN, line 18, record 1 (board 5), tag Result" in got.text
    assert "Traceback" not in got.text


def test_the_double_dummy_check_over_the_web(client):
    got = client.post("/api/v1/calc/dd", json={"lang": "en", "args": {"pbn": TEAMS, "record": 2}})
    assert got.status_code == 200, got.text
    assert "equals arbiter's" in got.text
