"""Every route of the log with generated and edge input, on SQLite and on PostgreSQL: no
500, and nothing saved half (issue 12, item 11).

The routes are read from the app itself, so a route added later is fuzzed too. Requests
come as a director (with her CSRF token, so that writes get through), as a viewer and
without signing in; ids range over real ones, 0, negative, 2^31 - 1, 2^31 (beyond
PostgreSQL's INTEGER) and beyond 64 bits; text holds NULs, control characters, RTL marks,
emoji and 20,000 characters; bodies are forms and JSON of every shape. After each request
the database must be whole: each ruling numbered once in its event, every version of it
in its history, the event's counter at its last number. Bounded (``ARBITER_FUZZ_EXAMPLES``),
in process over ASGI (no network), a few seconds per database.
"""

from __future__ import annotations

import json
import os
import string
from urllib.parse import quote

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import func, select

from arbiter.log.models import Event, History, Ruling
from arbiter.log.validate import ID_MAX
from tests.log.conftest import a_ruling, client_for, csrf_of, log_routes

pytestmark = pytest.mark.fuzz

MAX_EXAMPLES = int(os.environ.get("ARBITER_FUZZ_EXAMPLES", "60"))
EDGE_IDS = ["0", "-1", str(ID_MAX), str(ID_MAX + 1), str(2**63), "9" * 30, "1e3", "0x10"]
NOT_FUZZED = {("POST", "/log/logout"), ("POST", "/api/log/logout")}  # would end the session

odd_text = st.one_of(
    st.text(alphabet=string.printable + "♠♥♦♣éÿ€\u0000\u0007\u202e\u200b😀\ud7ff", max_size=40),
    st.sampled_from(["\x00", "a\x00b", "x" * 20_001, "<script>", "' OR 1=1 --", "../..", ""]),
)
big_number = st.sampled_from([0, -1, ID_MAX, ID_MAX + 1, 2**63, 10**30, 1.5, float("inf")])
number_text = big_number.map(str)
FIELDS = [
    "club", "name", "date", "session", "kind", "profile", "event", "uid", "round", "table",
    "board", "called_at", "called_by", "topic", "title", "answers", "facts", "persons",
    "facts_agreed", "facts_disputed", "director_finding", "notes", "appeal_status",
    "appeal_note", "adjusted_score", "followups", "version", "changes", "kind", "text",
    "status", "resolution", "action", "federation_no", "retention_days",
    "results_published_at", "username", "password", "back", "next", "p0_name", "p0_seat",
    "p0_pair", "adj_kind", "adj_ns", "fu_kind", "fu_text",
]  # fmt: skip
json_value = st.recursive(
    st.one_of(st.none(), st.booleans(), big_number, odd_text, st.integers()),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.one_of(st.sampled_from(FIELDS),
                                                               odd_text), inner, max_size=4)
    ),
    max_leaves=12,
)  # fmt: skip
form_value = st.one_of(odd_text, number_text, st.sampled_from(["1", "2026-11-21", "N", "done"]))
form = st.dictionaries(st.sampled_from(FIELDS), form_value, max_size=8)
body = st.dictionaries(st.one_of(st.sampled_from(FIELDS), odd_text), json_value, max_size=6)


@pytest.fixture
def world(app):
    """The app with an event, a ruling with a follow-up, and a client per role."""
    svc = app.state.arbiter_log.service
    event = svc.create_event({"club": "BC De Troef", "date": "2026-11-21"}, "dirk")
    ruling = svc.add_ruling(
        event["id"], a_ruling(followups=[{"kind": "note", "text": "x"}]), "dirk"
    )
    clients = {"director": client_for(app, "dirk"), "viewer": client_for(app, "vera"),
               "anonymous": client_for(app, None)}  # fmt: skip
    for c in clients.values():
        c.headers["x-csrf-token"] = csrf_of(c) if c.cookies.get("arbiter_session") else ""
    from arbiter.log.calls import CallService

    calls = CallService(app.state.arbiter_log.store)
    token = calls.table_token(event["id"], 4)
    ids = {
        "event_id": str(event["id"]),
        "ruling_id": str(ruling["id"]),
        "followup_id": str(ruling["followups"][0]["id"]),
        "call_id": str(calls.call(token, 4)[0]["id"]),
        "token": token,
        "table": "4",
    }
    return app, clients, ids


def whole(app) -> None:
    """Nothing saved half: each event's rulings numbered 1..n once, its counter at n; each
    ruling's history holds every version 1..version."""
    with app.state.arbiter_log.store.read() as s:
        for event in s.scalars(select(Event)):
            numbers = sorted(s.scalars(select(Ruling.number).where(Ruling.event_id == event.id)))
            assert numbers == list(range(1, len(numbers) + 1)), (event.id, numbers)
            assert event.ruling_count == len(numbers), (event.id, event.ruling_count)
        for ruling in s.scalars(select(Ruling)):
            versions = sorted(
                s.scalars(select(History.version).where(History.ruling_id == ruling.id))
            )
            assert versions == list(range(1, ruling.version + 1)), (ruling.id, versions)
        assert s.scalar(select(func.count()).select_from(History)) >= 1


def fill(path: str, ids: dict[str, str], chosen: dict[str, str]) -> str:
    out = path
    for name in ("event_id", "ruling_id", "followup_id", "call_id", "token", "table", "fmt"):
        out = out.replace("{" + name + "}", quote(chosen.get(name, ids.get(name, "csv")), safe=""))
    return out


def send(client, method: str, url: str, kind: str, data, query):
    if method == "GET":
        return client.get(url, params=query)
    if kind == "form":
        fields = {k: v for k, v in data.items() if isinstance(v, str)}
        fields.setdefault("csrf_token", client.headers.get("x-csrf-token", ""))
        return client.request(method, url, data=fields, params=query)
    raw = json.dumps(data, allow_nan=True)
    return client.request(method, url, content=raw, params=query,
                          headers={"content-type": "application/json"})  # fmt: skip


# -- the edges, every route -------------------------------------------------------------


def test_ids_beyond_the_database_answer_not_found_on_every_route(world):
    """2^31 and beyond, 0, negative, not a number: 404 (or 422 for a path that is not a
    number), never 500 (before: 500 on PostgreSQL, "integer out of range")."""
    app, clients, ids = world
    director = clients["director"]
    checked = 0
    for method, path in log_routes(app):
        if (method, path) in NOT_FUZZED or "{" not in path:
            continue
        for name in ("event_id", "ruling_id", "followup_id", "call_id", "table"):
            if "{" + name + "}" not in path:
                continue
            for edge in EDGE_IDS:
                url = fill(path, ids, {name: edge})
                response = send(director, method, url, "json" if "/api/" in url else "form",
                                {"version": 1, "changes": {}, "status": "done"}, {})  # fmt: skip
                assert response.status_code in (404, 422), (method, url, response.text[:300])
                checked += 1
    for field in ("event",):  # an id in a form field
        response = send(director, "POST", "/log/rulings", "form", {field: str(2**31)}, {})
        assert response.status_code in (404, 422), response.text[:300]
    assert director.get("/log/new", params={"event": str(2**40)}).status_code == 200
    assert checked > 100
    whole(app)


def test_every_route_answers_every_role_without_a_server_error(world):
    app, clients, ids = world
    for method, path in log_routes(app):
        if (method, path) in NOT_FUZZED:
            continue
        for role, client in clients.items():
            url = fill(path, ids, {})
            kind = "json" if "/api/" in path else "form"
            response = send(client, method, url, kind, {}, {})
            assert response.status_code < 500, (role, method, url, response.text[:300])
    whole(app)


# -- generated requests ----------------------------------------------------------------


@settings(max_examples=MAX_EXAMPLES * 2, deadline=None,
          suppress_health_check=list(HealthCheck))  # fmt: skip
@given(
    data=st.data(),
    role=st.sampled_from(["director", "director", "viewer", "anonymous"]),
    kind=st.sampled_from(["form", "json"]),
)
def test_generated_requests_to_every_route(world, data, role, kind):
    app, clients, ids = world
    routes = [r for r in log_routes(app) if r not in NOT_FUZZED]
    method, path = data.draw(st.sampled_from(routes), label="route")
    an_id = {n: st.one_of(st.just(ids[n]), st.sampled_from(EDGE_IDS), odd_text) for n in ids}
    chosen = {n: data.draw(an_id[n], label=n) for n in ids if "{" + n + "}" in path}
    if "{fmt}" in path:
        chosen["fmt"] = data.draw(st.one_of(st.sampled_from(["csv", "json"]), odd_text))
    query = data.draw(st.dictionaries(st.sampled_from(["lang", "open", "board", "table",
                                                       "topic", "event", "a", "next"]),
                                      form_value, max_size=3), label="query")  # fmt: skip
    sent = data.draw(form if kind == "form" else body, label="body")
    if kind == "json" and method != "GET" and data.draw(st.booleans(), label="valid ruling"):
        sent = {**a_ruling(), **sent}  # close to a real ruling: deeper into the service
    url = fill(path, ids, chosen)
    response = send(clients[role], method, url, kind, sent, query)
    assert response.status_code < 500, (role, method, url, sent, response.text[:500])
    whole(app)


def test_the_command_line_answers_ids_beyond_the_database_with_exit_2(db_url, capsys):
    from arbiter.cli.main import main

    assert main(["log", "event-add", "--club", "X", "--date", "2026-11-21", "--db", db_url]) == 0
    for edge in (str(ID_MAX + 1), str(2**63), "0", "-5"):
        for argv in (["log", "show", edge], ["log", "report", edge, "-o", os.devnull],
                     ["log", "list", "--event", edge], ["log", "followup", "1", edge,
                                                         "--status", "done"]):  # fmt: skip
            code = main([*argv, "--db", db_url])
            err = capsys.readouterr().err
            assert code == 2, (argv, err)
            assert "Traceback" not in err and "bestaat niet" in err, err
