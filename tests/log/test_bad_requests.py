"""Requests the third probe found still breaking the log (issue 24), on SQLite and
PostgreSQL: a body of brackets nested 100,000 deep on every JSON route, a board number
past 2^31 (PostgreSQL's INTEGER) or 2^63 (SQLite's), a NUL in a path's text. Each is a
4xx with a message, never a 500.
"""

from __future__ import annotations

import pytest

from tests.log.conftest import client_for, csrf_of, log_routes

NESTED = "[" * 100_000 + "]" * 100_000
HANDS = """[Event "Zitting"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]
"""


def _fill(path: str, event_id: int) -> str:
    for name, value in (("event_id", event_id), ("ruling_id", 1), ("followup_id", 1),
                        ("call_id", 1), ("table", 1), ("token", "x"), ("board", 1),
                        ("username", "dirk"), ("fmt", "json")):  # fmt: skip
        path = path.replace("{" + name + "}", str(value))
    return path


def test_nested_json_is_a_4xx_on_every_json_route(app, event_id):
    """Before: 500 and a traceback on all nine JSON routes (RecursionError in the JSON
    reader), sign-in and the table calls included, which need no account."""
    director = client_for(app, "dirk")
    director.headers["x-csrf-token"] = csrf_of(director)
    anonymous = client_for(app, None)
    routes = [(m, p) for m, p in log_routes(app)
              if p.startswith("/api/log/") and m != "GET" and p != "/api/log/logout"]  # fmt: skip
    told = 0
    for method, path in routes:
        url = _fill(path, event_id)
        for client in (director, anonymous):
            response = client.request(method, url, content=NESTED,
                                      headers={"content-type": "application/json"})  # fmt: skip
            assert 400 <= response.status_code < 500, (method, url, response.text[:200])
            if response.status_code == 400:
                told += 1
                assert "genest" in response.json()["message"]
    # sign-in and the table's call read the body without an account; the director's
    # writes after her session and CSRF token
    assert told >= 9, told


@pytest.mark.parametrize("board", [str(2**31), str(2**63), "9" * 30])
def test_a_board_past_the_database_is_not_found(app, event_id, board):
    """Before: 500 on PostgreSQL from 2^31 ("integer out of range"), on SQLite from 2^63."""
    app.state.arbiter_log.hands.import_file(event_id, HANDS, "z.pbn", "dirk")
    director = client_for(app, "dirk")
    assert director.get(f"/api/log/events/{event_id}/hands/1").status_code == 200
    for url in (f"/api/log/events/{event_id}/hands/{board}",
                f"/log/events/{event_id}/hands/{board}"):  # fmt: skip
        response = director.get(url)
        assert response.status_code in (404, 422), (url, response.text[:200])
    if len(board) < 20:  # a whole number FastAPI takes as an int: found to be nothing
        response = director.get(f"/api/log/events/{event_id}/hands/{board}")
        assert response.status_code == 404
        assert "bestaat niet" in response.json()["message"]
    assert app.state.arbiter_log.hands.hand(event_id, board) is None  # the service itself


def test_every_id_in_a_path_past_2_31_is_not_found(app, event_id):
    """Whatever route: a number in its path past PostgreSQL's INTEGER is 404."""
    director = client_for(app, "dirk")
    director.headers["x-csrf-token"] = csrf_of(director)
    checked = 0
    for method, path in log_routes(app):
        names = [n for n in ("event_id", "ruling_id", "followup_id", "call_id", "board", "table")
                 if "{" + n + "}" in path]  # fmt: skip
        for name in names:
            url = _fill(path.replace("{" + name + "}", str(2**31)), event_id)
            response = director.request(method, url, json={})
            assert response.status_code == 404, (method, url, response.text[:200])
            checked += 1
    assert checked >= 25, checked


def test_a_nul_in_a_path_is_not_found(app, event_id):
    """Before: 500 on PostgreSQL ("A string literal cannot contain NUL")."""
    director = client_for(app, "dirk")
    director.headers["x-csrf-token"] = csrf_of(director)
    checked = 0
    for method, path in log_routes(app):
        for name in ("username", "token", "fmt"):
            if "{" + name + "}" not in path:
                continue
            url = _fill(path.replace("{" + name + "}", "a%00b"), event_id)
            response = director.request(method, url, json={})
            assert response.status_code == 404, (method, url, response.text[:200])
            checked += 1
    assert checked >= 6, checked
    svc = app.state.arbiter_log
    from arbiter.log.service import NotFoundError
    from arbiter.log.training import TrainingLog

    with pytest.raises(NotFoundError):  # the service itself, without the route's guard
        TrainingLog(svc.store).progress("director", 1, "a\x00b", "nl", frozenset())
