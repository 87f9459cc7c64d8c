"""Clubs on one shared server (issue 12, item 14): a director sees and changes only her
clubs' events, a viewer reads them, a federation account reads all and changes none; on
every route of the log (read from the app), with every method, on SQLite and PostgreSQL;
the migration puts an existing log in one club; the command line names clubs.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fastapi import FastAPI

from arbiter.log.auth import Accounts
from tests.log.conftest import PASSWORD, a_ruling, client_for, csrf_of, log_routes

HANDS = (
    Path(__file__).parent.parent / "pbn" / "formats" / "bridgecomposer_three_records_crlf.pbn"
).read_bytes()
SIGN_IN = {"/log/login", "/log/logout", "/api/log/login", "/api/log/logout"}
# A table's page belongs to whoever holds the table's token (the QR code on the table),
# not to an account: checked on its own below.
TABLE_PAGES = ("/log/table/", "/api/log/table/")
A, B = "BC De Troef", "BC Zuid"
ACCOUNTS = {  # name: (role, clubs)
    "dirk": ("director", [A]),
    "vera": ("viewer", [A]),
    "bea": ("director", [B]),
    "anna": ("director", [A, B]),
    "fred": ("federation", []),
}
WRITE_BODY = {
    "club": "X", "date": "2026-11-22", "board": "5", "table": "2", "title": "overgenomen",
    "kind": "note", "text": "nakijken", "status": "done", "version": "1",
    "results_published_at": "22:30", "action": "retention", "retention_days": "1",
}  # fmt: skip


@pytest.fixture
def shared(db_url):
    """A server shared by two clubs: an event with a ruling in each."""
    from arbiter.log.web import install

    application = FastAPI()
    log_app = install(application, db_url)
    accounts = Accounts(log_app.store)
    for name, (role, clubs) in ACCOUNTS.items():
        accounts.add_user(name, PASSWORD, role, clubs=clubs)
    svc = log_app.service
    ids = {}
    for club in (A, B):
        event = svc.create_event({"club": club, "date": "2026-11-21"}, "test")
        ruling = svc.add_ruling(
            event["id"],
            a_ruling(
                persons=[{"role": "offender", "seat": "N", "name": f"Speler {club}"}],
                followups=[{"kind": "note", "text": "x"}],
            ),
            "test",
        )
        from arbiter.log.calls import CallService

        calls = CallService(log_app.store)
        token = calls.table_token(event["id"], 4)
        waiting, _new = calls.call(token, 4)
        # the session's hand records (boards 5-7), so that the hand-record routes have a
        # board to show: {board} in their paths
        log_app.hands.import_file(event["id"], HANDS, "zitting.pbn", "test")
        ids[club] = {
            "token": token,
            "table": "4",
            "call_id": str(waiting["id"]),
            "board": "6",
            "event_id": str(event["id"]),
            "ruling_id": str(ruling["id"]),
            "followup_id": str(ruling["followups"][0]["id"]),
            "fmt": "csv",
            "username": {A: "vera", B: "bea"}[club],  # a member: self-test progress
        }
    yield application, ids
    log_app.store.dispose()


def state(application, club_ids: dict) -> str:
    """Everything stored about one club's event and ruling, to see that nothing changed."""
    svc = application.state.arbiter_log.service
    from arbiter.log.calls import CallService

    queue = CallService(svc.store).queue(club_ids["event_id"])
    queue.pop("now")
    for c in queue["calls"]:
        c.pop("waiting_seconds")
    return json.dumps(
        [svc.event(club_ids["event_id"]), svc.ruling(club_ids["ruling_id"]), queue],
        sort_keys=True,
    )


def fill(path: str, ids: dict) -> str:
    for name, value in ids.items():
        path = path.replace("{" + name + "}", value)
    return path


def send(client, method: str, url: str):
    if method == "GET":
        return client.get(url)
    token = csrf_of(client) if client.cookies else ""
    if url.startswith("/api/"):
        return client.request(method, url, json={"version": 1, "changes": {"notes": "x"},
                                                  **WRITE_BODY},
                              headers={"x-csrf-token": token})  # fmt: skip
    return client.request(method, url, data={**WRITE_BODY, "csrf_token": token, "event": ""})


def test_every_route_keeps_to_the_clubs(shared):
    application, ids = shared
    clients = {name: client_for(application, name) for name in ACCOUNTS}
    before = {club: state(application, ids[club]) for club in (A, B)}
    covered = set()
    for method, path in log_routes(application):
        if path in SIGN_IN or "{" not in path or path.startswith("/log/static/"):
            continue  # the log's style and script belong to no club
        covered.add((method, path))
        if path.startswith(TABLE_PAGES):
            # the token opens one table of one event to anyone, signed in or not, of any
            # club; a wrong token is not found; nothing there reads or changes the log
            for name in (*ACCOUNTS, None):
                client = clients[name] if name else client_for(application, None)
                assert send(client, "GET", fill(path, ids[B])).status_code == 200
                wrong = fill(path, {**ids[B], "token": ids[B]["token"][::-1]})
                assert send(client, method, wrong).status_code == 404, (method, wrong)
            continue
        other = fill(path, ids[B])  # club B's records, seen from club A
        # a director or viewer of A: B's records do not exist for them (a page a viewer
        # may not open at all stays 403: the role is checked first)
        for name in ("dirk", "vera"):
            response = send(clients[name], method, other)
            expected = 403 if name == "vera" and (method != "GET" or "/edit" in path) else 404
            assert response.status_code == expected, (name, method, other, response.text[:200])
        # the federation reads every club, changes none
        response = send(clients["fred"], method, other)
        expected = 200 if method == "GET" and "/edit" not in path else 403
        assert response.status_code == expected, (method, other)
        # B's own director, and a director of both, read B's; B's director not A's
        if method == "GET":
            for name in ("bea", "anna"):
                assert send(clients[name], method, other).status_code == 200, (name, other)
            assert clients["bea"].get(fill(path, ids[A])).status_code == 404
    assert state(application, ids[B]) == before[B]  # nothing of B changed
    assert state(application, ids[A]) == before[A]
    with_ids = {
        r
        for r in log_routes(application)
        if "{" in r[1] and r[1] not in SIGN_IN and not r[1].startswith("/log/static/")
    }
    assert covered == with_ids and len(covered) >= 28


def test_lists_new_events_and_new_rulings_keep_to_the_clubs(shared):
    application, ids = shared
    dirk, anna, fred = (client_for(application, n) for n in ("dirk", "anna", "fred"))
    seen = lambda c: {e["club"] for e in c.get("/api/log/events").json()}  # noqa: E731
    assert seen(dirk) == {A} and seen(anna) == {A, B} and seen(fred) == {A, B}
    page = dirk.get("/log").text
    assert f"/log/events/{ids[A]['event_id']}" in page
    assert f"/log/events/{ids[B]['event_id']}" not in page
    # the ruling form offers only one's own events
    form = dirk.get("/log/new").text
    assert f'value="{ids[A]["event_id"]}"' in form
    assert f'value="{ids[B]["event_id"]}"' not in form
    # a new event goes in the director's club, whatever its printed name
    h = {"x-csrf-token": csrf_of(dirk)}
    made = dirk.post("/api/log/events", json={"club": "Troef zaterdag", "date": "2026-11-28"},
                     headers=h)  # fmt: skip
    assert made.status_code == 201
    svc = application.state.arbiter_log.service
    club_a = svc.event(ids[A]["event_id"])["club_id"]
    assert made.json()["club_id"] == club_a and made.json()["club"] == "Troef zaterdag"
    # a director of two clubs names one of them (any case), else is asked which
    h = {"x-csrf-token": csrf_of(anna)}
    chosen = anna.post("/api/log/events", json={"club": "bc zuid", "date": "2026-11-28"},
                       headers=h)  # fmt: skip
    assert chosen.status_code == 201
    assert chosen.json()["club_id"] == svc.event(ids[B]["event_id"])["club_id"]
    # another club's name on one's own event would read as that club's: refused
    for name in (B, "bc zuid", " BC ZUID "):
        other = dirk.post("/api/log/events", json={"club": name, "date": "2026-11-28"},
                          headers={"x-csrf-token": csrf_of(dirk)})  # fmt: skip
        assert other.status_code == 422, other.text
        assert other.json()["fields"][0]["accepted"] == [A]
    assert seen(dirk) == {A, "Troef zaterdag"} and B not in seen(dirk)
    unclear = anna.post("/api/log/events", json={"club": "Elders", "date": "2026-11-28"},
                        headers=h)  # fmt: skip
    assert unclear.status_code == 422
    assert unclear.json()["fields"][0]["accepted"] == [A, B]
    # a ruling in another club's event is refused, nothing is saved
    h = {"x-csrf-token": csrf_of(dirk)}
    before = svc.counts()
    refused = dirk.post(f"/api/log/events/{ids[B]['event_id']}/rulings", json=a_ruling(),
                        headers=h)  # fmt: skip
    assert refused.status_code == 404
    form = dirk.post("/log/rulings", data={"csrf_token": h["x-csrf-token"],
                                           "event": ids[B]["event_id"], "table": "1",
                                           "board": "2", "title": "x"})  # fmt: skip
    assert form.status_code == 404
    assert svc.counts() == before


def test_privacy_keeps_to_the_clubs(shared):
    application, ids = shared
    dirk = client_for(application, "dirk")
    token = csrf_of(dirk)
    export = dirk.post("/log/privacy", data={"csrf_token": token, "action": "export",
                                             "name": f"Speler {B}"})  # fmt: skip
    assert export.status_code == 200 and json.loads(export.text)["rulings"] == []
    dirk.post("/log/privacy", data={"csrf_token": token, "action": "forget",
                                    "name": f"Speler {B}"})  # fmt: skip
    svc = application.state.arbiter_log.service
    assert svc.ruling(ids[B]["ruling_id"])["persons"][0]["name"] == f"Speler {B}"
    # how long events are kept holds for every club: not for one club's director to set
    refused = dirk.post("/log/privacy", data={"csrf_token": token, "action": "retention",
                                              "retention_days": "1"})  # fmt: skip
    assert "beheerder" in refused.text and svc.retention_days() is None
    # B's director forgets her own player
    bea = client_for(application, "bea")
    bea.post("/log/privacy", data={"csrf_token": csrf_of(bea), "action": "forget",
                                   "name": f"Speler {B}"})  # fmt: skip
    assert svc.ruling(ids[B]["ruling_id"])["persons"][0]["name"] is None
    assert svc.ruling(ids[A]["ruling_id"])["persons"][0]["name"] == f"Speler {A}"


def test_a_log_kept_at_one_club_works_as_before(app, director, event_id):
    """The shared fixtures' log: accounts made without a club are in the log's one club
    and see everything, retention included."""
    assert director.get(f"/log/events/{event_id}").status_code == 200
    svc = app.state.arbiter_log.service
    assert [c["name"] for c in Accounts(svc.store).clubs()] == ["standaard"]
    response = director.post(
        "/log/privacy",
        data={"csrf_token": csrf_of(director), "action": "retention", "retention_days": "400"},
    )
    assert response.status_code == 200 and svc.retention_days() == 400


def test_the_migration_puts_an_existing_log_in_one_club(db_url):
    from sqlalchemy import text

    from arbiter.log.service import LogService
    from arbiter.log.store import Store

    store = Store.open(db_url)
    try:
        Accounts(store).add_user("dirk", PASSWORD)
        svc = LogService(store)
        for club in ("BC De Troef", "BC De Troef", "Troef (zomer)"):
            e = svc.create_event({"club": club, "date": "2026-11-21"}, "t")
            svc.add_ruling(e["id"], a_ruling(), "t")
        store.downgrade("0002")  # a log from before clubs, with its rulings
        with store.engine.connect() as conn:
            assert conn.execute(text("SELECT count(*) FROM log_rulings")).scalar() == 3
        store.dispose()
        store = Store.open(db_url)  # migrates it
        with store.engine.connect() as conn:
            assert conn.execute(text("SELECT count(*) FROM log_rulings")).scalar() == 3
        clubs = Accounts(store).clubs()
        assert clubs == [{"id": clubs[0]["id"], "name": "BC De Troef", "events": 3,
                          "accounts": ["dirk"]}]  # fmt: skip
        svc = LogService(store)
        assert {e["club"] for e in svc.events()} == {"BC De Troef", "Troef (zomer)"}
        # and its director still sees and changes all of it
        application = FastAPI()
        from arbiter.log.web import install

        install(application, db_url)
        dirk = client_for(application, "dirk")
        events = dirk.get("/api/log/events").json()
        assert len(events) == 3
        h = {"x-csrf-token": csrf_of(dirk)}
        assert dirk.post(f"/api/log/events/{events[0]['id']}/rulings", json=a_ruling(),
                         headers=h).status_code == 201  # fmt: skip
        application.state.arbiter_log.store.dispose()
    finally:
        store.dispose()


def test_the_command_line_names_clubs(db_url, capsys, monkeypatch):
    from arbiter.cli.main import main

    def run(*argv: str, password: str | None = None) -> tuple[int, str, str]:
        if password is not None:
            import io

            monkeypatch.setattr("sys.stdin", io.StringIO(password + "\n"))
        code = main([*argv, "--db", db_url])
        out = capsys.readouterr()
        return code, out.out, out.err

    code, out, err = run("user", "add", "dirk", "--club", A, "--password-stdin",
                         password=PASSWORD)  # fmt: skip
    assert code == 0, err
    assert out.strip() == f"dirk  director  {A}"
    assert run("user", "add", "bea", "--club", B, "--password-stdin", password=PASSWORD)[0] == 0
    code, out, _ = run("user", "add", "fred", "--role", "federation", "--password-stdin",
                       password=PASSWORD)  # fmt: skip
    assert out.strip() == "fred  federation  -"
    # two clubs now: a new account must name one
    code, _, err = run("user", "add", "kees", "--password-stdin", password=PASSWORD)
    assert code == 2 and A in err and B in err
    code, out, _ = run("user", "clubs", "dirk", "--add", B, "--json")
    assert json.loads(out)["clubs"] == [A, B]
    code, out, _ = run("user", "clubs", "dirk", "--remove", B)
    assert out.strip() == f"dirk  director  {A}"
    code, _, err = run("user", "clubs", "dirk", "--remove", "Nergens")
    assert code == 2 and A in err
    # events go in the club --club names; a name no club has is refused with the list
    code, out, err = run("log", "event-add", "--club", "bc zuid", "--date", "21-11-2026",
                         "--json")  # fmt: skip
    assert code == 0, err
    code, _, err = run("log", "event-add", "--club", "Elders", "--date", "21-11-2026")
    assert code == 2 and A in err and B in err
    run("log", "event-add", "--club", A, "--date", "22-11-2026")
    code, out, _ = run("log", "events", "--club", B, "--json")
    assert [e["club"] for e in json.loads(out)] == ["bc zuid"]
    code, _, err = run("log", "events", "--club", "Nergens")
    assert code == 2 and "Nergens" in err
    code, out, _ = run("log", "clubs", "--json")
    listed = {c["name"]: (c["events"], c["accounts"]) for c in json.loads(out)}
    assert listed == {A: (1, ["dirk"]), B: (1, ["bea"])}
    code, out, _ = run("user", "list")
    assert f"dirk  director  {A}" in out and "fred  federation  -" in out
