"""Calls from the tables (issue 15), on SQLite and PostgreSQL: the table's side by the
table's own token (no account; issue 24: the code of one table calls no other), one
waiting call per table, the limits per table, per address and per event, the director's
queue (oldest first), opening a call (the ruling form filled in) and dismissing it; calls
survive a restart; another club's director sees no queue and cannot open a call; the
routes with every role; the QR print page; the migration gives older events a token.
"""

from __future__ import annotations

import datetime as dt
import re

import pytest
from fastapi import FastAPI

from arbiter.log.auth import Accounts
from arbiter.log.calls import (
    RATE_CALLS,
    CallJSON,
    CallService,
    QueueJSON,
    TablePageJSON,
    TooManyCalls,
    table_token,
)
from arbiter.log.clubs import ForbiddenError, Scope
from arbiter.log.models import TableCall
from arbiter.log.service import ConflictError, NotFoundError
from arbiter.log.validate import ValidationError
from tests.log.conftest import PASSWORD, a_ruling, client_for, csrf_of


@pytest.fixture
def calls(store):
    return CallService(store)


def token_of(calls: CallService, event_id: int):
    """The tokens of the event's tables: ``token(5)`` is the one printed for table 5."""
    _event, secret = calls.token(event_id)
    return lambda table: table_token(secret, event_id, int(table))


def age(store, call_id: int, minutes: float) -> None:
    """Make a call ``minutes`` older (the clock is not ours to turn)."""
    with store.write() as s:
        c = s.get(TableCall, call_id)
        c.called_at -= dt.timedelta(minutes=minutes)


# -- the service ---------------------------------------------------------------------------


def test_a_table_calls_once_and_the_queue_is_oldest_first(svc, calls, event, store):
    token = token_of(calls, event["id"])
    assert len(token(5).split("-", 1)[1]) >= 22  # 128 bits
    first, new = calls.call(token(5), 5, board="14")
    assert new and first["status"] == "waiting" and (first["table"], first["board"]) == (5, 14)
    again, new = calls.call(token(5), "5", round_no=2)  # the second tap: the same call
    assert not new and again["id"] == first["id"] and (again["board"], again["round"]) == (14, 2)
    calls.call(token(3), 3)
    age(store, first["id"], 4)
    queue = calls.queue(event["id"])
    assert [c["table"] for c in queue["calls"]] == [5, 3]
    assert queue["calls"][0]["waiting_seconds"] >= 240
    assert calls.table(token(5), 5)["call"]["id"] == first["id"]
    assert calls.table(token(7), 7)["call"] is None
    # cancelled by the table: off the queue; a new tap makes a new call
    assert calls.cancel(token(3), 3)["status"] == "cancelled"
    with pytest.raises(NotFoundError):
        calls.cancel(token(3), 3)
    assert [c["table"] for c in calls.queue(event["id"])["calls"]] == [5]
    assert calls.call(token(3), 3)[1] is True


def test_the_records_have_the_declared_keys(calls, event):
    """What the API and the pages read of a call is what its type declares (mypy checks
    the code against the type; this checks the type against the records)."""
    token = token_of(calls, event["id"])
    made, _ = calls.call(token(5), 5, board=14)
    call_keys = CallJSON.__required_keys__
    assert set(made) == call_keys
    assert set(calls.table(token(5), 5)) == TablePageJSON.__required_keys__
    queue = calls.queue(event["id"])
    assert set(queue) == QueueJSON.__required_keys__
    assert [set(c) for c in queue["calls"]] == [call_keys]
    assert set(calls.open(made["id"], "dirk")) == call_keys | CallJSON.__optional_keys__


def test_opening_a_call_fills_the_ruling_form_and_takes_it_off_the_queue(calls, event):
    token = token_of(calls, event["id"])
    made, _ = calls.call(token(5), 5, board=14, round_no=2)
    opened = calls.open(made["id"], "dirk")
    assert opened["status"] == "opened" and opened["closed_by"] == "dirk"
    url = opened["ruling_url"]
    assert url.startswith(f"/log/new?event={event['id']}&table=5&board=14&round=2&called_at=")
    assert re.search(r"called_at=\d\d%3A\d\d$", url)
    assert calls.queue(event["id"])["calls"] == []
    assert calls.open(made["id"], "dirk")["status"] == "opened"  # the same tap again
    with pytest.raises(ConflictError, match="already opened by dirk"):
        calls.open(made["id"], "anna")
    with pytest.raises(ConflictError):
        calls.dismiss(made["id"], "anna")
    assert calls.table(token(5), 5)["call"]["status"] == "opened"  # the table sees it
    # without board and round: only what is known goes in the form
    bare, _ = calls.call(token(6), 6)
    url = calls.open(bare["id"], "dirk")["ruling_url"]
    assert "board=" not in url and "round=" not in url and "table=6" in url
    gone, _ = calls.call(token(7), 7)
    assert calls.dismiss(gone["id"], "dirk")["status"] == "dismissed"
    with pytest.raises(NotFoundError):
        calls.open(999_999, "dirk")


def test_bad_input_is_named_and_stores_nothing(calls, event, store):
    token = token_of(calls, event["id"])
    with pytest.raises(NotFoundError, match="Scan"):
        calls.call("not-the-token", 5)
    with pytest.raises(NotFoundError):
        calls.call("", 5)
    with pytest.raises(ValidationError) as bad:
        calls.call(token(0), 0, board="x", round_no=100)
    assert {f.field for f in bad.value.errors} == {"table", "board", "round"}
    assert "1 tot en met 999" in bad.value.message("nl")
    assert calls.queue(event["id"])["calls"] == []


def test_a_table_that_calls_too_often_waits(calls, event, store):
    token = token_of(calls, event["id"])
    for _ in range(RATE_CALLS):
        made, new = calls.call(token(4), 4)
        assert new
        calls.cancel(token(4), 4)
    with pytest.raises(TooManyCalls) as slow:
        calls.call(token(4), 4)
    assert 500 <= slow.value.retry_after <= 600
    assert "10 minuten" in slow.value.message("nl")
    assert calls.call(token(5), 5)[1] is True  # another table is not held up
    age(store, made["id"] - RATE_CALLS + 1, 11)  # the oldest call leaves the window
    assert calls.call(token(4), 4)[1] is True


def test_the_code_of_one_table_calls_no_other(calls, event, svc):
    """Issue 24: the address printed for one table called or cancelled any table of the
    event. Now table 1's token with table 2 or 999 in the address is not found."""
    token = token_of(calls, event["id"])
    for table in (2, 999, 3):
        with pytest.raises(NotFoundError, match="Scan"):
            calls.call(token(1), table)
        with pytest.raises(NotFoundError, match="Scan"):
            calls.table(token(1), table)
    calls.call(token(2), 2)
    with pytest.raises(NotFoundError, match="Scan"):
        calls.cancel(token(1), 2)
    assert [c["table"] for c in calls.queue(event["id"])["calls"]] == [2]
    # the event's secret itself opens nothing, nor does another event's table token
    secret = calls.token(event["id"])[1]
    other = calls.token(svc.create_event({"club": "BC De Troef", "date": "2026-11-22"}, "t")["id"])
    for wrong in (secret, f"{event['id']}-{secret}", table_token(other[1], event["id"], 1),
                  table_token(secret, other[0]["id"], 1)):  # fmt: skip
        with pytest.raises(NotFoundError):
            calls.call(wrong, 1)
    assert calls.call(token(1), 1)[1] is True


def test_one_address_and_one_event_have_their_limits(calls, event, store, monkeypatch):
    from arbiter.log import calls as module

    token = token_of(calls, event["id"])
    monkeypatch.setattr(module, "ADDRESS_CALLS", 3)
    for table in (1, 2, 3):  # one phone (or a club's shared network), three tables
        assert calls.call(token(table), table, address="10.0.0.9")[1] is True
    with pytest.raises(TooManyCalls, match="this device") as slow:
        calls.call(token(4), 4, address="10.0.0.9")
    assert 500 <= slow.value.retry_after <= 600
    assert calls.call(token(4), 4, address="10.0.0.10")[1] is True  # another phone
    with store.read() as s:  # the address itself is not kept
        kept = s.query(TableCall.caller).filter(TableCall.caller.isnot(None)).all()
    assert len(kept) == 4 and not any("10.0.0" in c for (c,) in kept)
    monkeypatch.setattr(module, "EVENT_WAITING", 5)
    assert calls.call(token(5), 5, address="10.0.0.11")[1] is True
    with pytest.raises(TooManyCalls, match="Many tables are already waiting"):
        calls.call(token(6), 6, address="10.0.0.12")
    assert len(calls.queue(event["id"])["calls"]) == 5


def test_a_flood_from_one_tables_code_makes_one_call(app, event_id):
    """The probe's flood, bounded: 3,000 posts in 79 s left 955 fake calls in the
    queue. Here 600 posts with the code of table 1, to every table number and with
    cancels in between: at most RATE_CALLS calls made, all at table 1, one waiting."""
    anon = client_for(app, None)
    tk = token_of(CallService(app.state.arbiter_log.store), event_id)(1)
    statuses = []
    for i in range(600):
        table = 1 + i % 40
        if i % 3 == 2:
            statuses.append(anon.delete(f"/api/log/table/{tk}/1").status_code)
        else:
            statuses.append(anon.post(f"/api/log/table/{tk}/{table}", json={}).status_code)
    assert 500 not in statuses
    with app.state.arbiter_log.store.read() as s:
        made = s.query(TableCall).all()
    assert {c.table_no for c in made} == {1} and len(made) <= RATE_CALLS
    waiting = CallService(app.state.arbiter_log.store).queue(event_id)["calls"]
    assert len(waiting) <= 1


def test_calls_survive_a_restart(db_url):
    """A new app on the same database has the same queue, and the table page still works."""
    from arbiter.log.web import install

    first = FastAPI()
    log_app = install(first, db_url)
    Accounts(log_app.store).add_user("dirk", PASSWORD, "director")
    event = log_app.service.create_event({"club": "BC De Troef", "date": "2026-11-24"}, "t")
    token = token_of(CallService(log_app.store), event["id"])
    players = client_for(first, None)
    assert players.post(f"/api/log/table/{token(8)}/8", json={"board": 3}).status_code == 201
    log_app.store.dispose()

    second = FastAPI()
    again = install(second, db_url)
    try:
        dirk = client_for(second, "dirk")
        queue = dirk.get(f"/api/log/events/{event['id']}/calls").json()
        assert [(c["table"], c["board"]) for c in queue["calls"]] == [(8, 3)]
        players = client_for(second, None)
        answer = players.post(f"/api/log/table/{token(8)}/8", json={})
        assert answer.status_code == 200 and answer.json()["id"] == queue["calls"][0]["id"]
    finally:
        again.store.dispose()


def test_another_clubs_director_sees_no_queue_and_opens_no_call(store, calls):
    accounts = Accounts(store)
    accounts.add_user("dirk", PASSWORD, "director", clubs=["BC De Troef"])
    accounts.add_user("bea", PASSWORD, "director", clubs=["BC Zuid"])
    accounts.add_user("fred", PASSWORD, "federation")
    clubs = {c["name"]: c["id"] for c in accounts.clubs()}
    mine = calls.scoped(Scope.of("director", [clubs["BC De Troef"]]))
    theirs = calls.scoped(Scope.of("director", [clubs["BC Zuid"]]))
    reader = calls.scoped(Scope.of("federation", []))
    from arbiter.log.service import LogService

    event = LogService(store, mine.scope).create_event({"club": "x", "date": "2026-11-24"}, "d")
    made, _ = calls.call(token_of(calls, event["id"])(2), 2)
    for action in (theirs.queue, theirs.token):
        with pytest.raises(NotFoundError):
            action(event["id"])
    for action in (theirs.open, theirs.dismiss):
        with pytest.raises(NotFoundError):
            action(made["id"], "bea")
    assert [c["id"] for c in reader.queue(event["id"])["calls"]] == [made["id"]]
    with pytest.raises(ForbiddenError):
        reader.open(made["id"], "fred")
    assert mine.open(made["id"], "dirk")["status"] == "opened"


def test_the_migration_gives_older_events_a_token(db_url):
    from sqlalchemy import text

    from arbiter.log.service import LogService
    from arbiter.log.store import Store

    store = Store.open(db_url)
    try:
        svc = LogService(store)
        for day in ("2026-11-21", "2026-11-22"):
            e = svc.create_event({"club": "BC De Troef", "date": day}, "t")
            svc.add_ruling(e["id"], a_ruling(), "t")
        store.downgrade("0003")
        with store.engine.connect() as conn:
            assert conn.execute(text("SELECT count(*) FROM log_rulings")).scalar() == 2
        store.dispose()
        store = Store.open(db_url)
        calls = CallService(store)
        tokens = {calls.token(e["id"])[1] for e in LogService(store).events()}
        assert len(tokens) == 2 and all(len(t) >= 22 for t in tokens)
    finally:
        store.dispose()


# -- the routes ----------------------------------------------------------------------------


@pytest.fixture
def token(app, event_id):
    """``token(5)``: the token printed for table 5."""
    return token_of(CallService(app.state.arbiter_log.store), event_id)


def test_the_table_page_calls_and_cancels_without_an_account(app, anon, event_id, token):
    page = anon.get(f"/log/table/{token(5)}/5")
    assert page.status_code == 200
    assert "Arbiter!" in page.text and "Tafel 5" in page.text and "csrf" not in page.text
    assert page.headers["x-frame-options"] == "DENY"
    english = client_for(app, None).get(f"/log/table/{token(5)}/5?lang=en")
    assert "Director!" in english.text and "Table 5" in english.text
    sent = anon.post(f"/log/table/{token(5)}/5", data={"action": "call", "board": "14"})
    assert sent.status_code == 303 and sent.headers["location"] == f"/log/table/{token(5)}/5"
    anon.post(f"/log/table/{token(5)}/5", data={"action": "call", "board": "14"})  # twice
    called = anon.get(f"/log/table/{token(5)}/5")
    assert "De arbiter is geroepen" in called.text and "Oproep intrekken" in called.text
    calls = CallService(app.state.arbiter_log.store)
    assert [c["board"] for c in calls.queue(event_id)["calls"]] == [14]
    anon.post(f"/log/table/{token(5)}/5", data={"action": "cancel"})
    assert calls.queue(event_id)["calls"] == []
    assert "Arbiter!" in anon.get(f"/log/table/{token(5)}/5").text
    # a wrong token or table: a clear message, nothing stored
    wrong = anon.get("/log/table/raden/5")
    assert wrong.status_code == 404 and "Scan de QR-code" in wrong.text
    # a token no QR code holds (a NUL: PostgreSQL refuses it in text) is not found either
    for odd in ("%00", "a%00b", "%C3%A9", "x" * 65):
        assert anon.get(f"/log/table/{odd}/5").status_code == 404, odd
        assert anon.delete(f"/api/log/table/{odd}/5").status_code == 404, odd
    bad = anon.post(f"/log/table/{token(5)}/5", data={"action": "call", "board": "0"})
    assert bad.status_code == 422 and "1 tot en met 999" in bad.text
    assert anon.get(f"/log/table/{token(1000)}/1000").status_code == 422
    assert calls.queue(event_id)["calls"] == []


def test_the_table_api_and_its_rate_limit(app, anon, event_id, token):
    url = f"/api/log/table/{token(6)}/6"
    made = anon.post(url, json={"board": 2, "round": 1})
    assert made.status_code == 201 and made.json()["status"] == "waiting"
    assert anon.post(url, json={"board": 3}).status_code == 200
    assert anon.get(url).json()["call"]["board"] == 3
    assert anon.delete(url).json()["status"] == "cancelled"
    assert anon.delete(url).status_code == 404
    plain = {"content-type": "text/plain"}
    assert anon.post(url, content="board=1", headers=plain).status_code == 415
    bad = anon.post(url, json={"board": "veel"})
    assert bad.status_code == 422 and bad.json()["fields"][0]["field"] == "board"
    for _ in range(RATE_CALLS - 1):
        assert anon.post(url, json={}).status_code == 201
        anon.delete(url)
    slow = anon.post(url, json={})
    assert slow.status_code == 429 and int(slow.headers["retry-after"]) > 0
    page = anon.post(f"/log/table/{token(6)}/6", data={"action": "call"})
    assert page.status_code == 429 and "loop naar de arbiter" in page.text
    assert anon.get(f"/api/log/table/{token(6)}/6").json()["call"]["status"] == "cancelled"


def test_the_director_opens_and_dismisses_from_the_event_page(app, director, viewer, event_id,
                                                              token):  # fmt: skip
    anon = client_for(app, None)
    anon.post(f"/api/log/table/{token(5)}/5", json={"board": 14, "round": 2})
    anon.post(f"/api/log/table/{token(3)}/3", json={})
    page = director.get(f"/log/events/{event_id}")
    assert "Oproepen van de tafels" in page.text and "Naar de tafel" in page.text
    assert page.text.index('data-f="table">5<') < page.text.index('data-f="table">3<')
    queue = director.get(f"/api/log/events/{event_id}/calls").json()["calls"]
    first, second = (c["id"] for c in queue)
    # a viewer sees the queue, without the buttons, and may not open
    seen = viewer.get(f"/log/events/{event_id}")
    assert "Oproepen van de tafels" in seen.text and f"/log/calls/{first}/open" not in seen.text
    assert viewer.post(f"/log/calls/{first}/open", data={"csrf_token": csrf_of(viewer)}
                       ).status_code == 403  # fmt: skip
    assert anon.get(f"/api/log/events/{event_id}/calls").status_code == 401
    # CSRF: without the token nothing changes
    assert director.post(f"/log/calls/{first}/open", data={}).status_code == 403
    assert director.post(f"/api/log/calls/{first}/open", json={}).status_code == 403
    assert len(director.get(f"/api/log/events/{event_id}/calls").json()["calls"]) == 2
    opened = director.post(f"/log/calls/{first}/open", data={"csrf_token": csrf_of(director)})
    assert opened.status_code == 303
    assert opened.headers["location"] == f"/nl/?call_id={first}"  # the guide, for this call
    form = director.get(f"/log/new?call_id={first}")  # the ruling form of the call
    assert form.status_code == 200
    assert f'name="call_id" value="{first}"' in form.text
    for name, value in (("table", "5"), ("board", "14"), ("round", "2")):
        assert re.search(rf'name="{name}"[^>]*value="{value}"', form.text), name
    h = {"x-csrf-token": csrf_of(director)}
    gone = director.post(f"/api/log/calls/{second}/dismiss", json={}, headers=h)
    assert gone.status_code == 200 and gone.json()["status"] == "dismissed"
    again = director.post(f"/api/log/calls/{second}/open", json={}, headers=h)
    assert again.status_code == 409
    assert director.get(f"/api/log/events/{event_id}/calls").json()["calls"] == []
    assert anon.get(f"/log/table/{token(5)}/5").text.count("De arbiter komt eraan") == 1


def test_the_print_page_has_a_qr_code_per_table(app, director, viewer, anon, event_id, token):
    page = director.get(f"/log/events/{event_id}/tables?tables=7")
    assert page.status_code == 200
    assert page.text.count("<svg") == 7 and page.text.count('class="qrcard"') == 7
    assert f"http://testserver/log/table/{token(7)}/7" in page.text
    assert "localhost" not in page.text
    assert director.get(f"/log/events/{event_id}/tables").text.count("<svg") == 12
    bad = director.get(f"/log/events/{event_id}/tables?tables=500")
    assert bad.status_code == 422 and "1 tot en met 99" in bad.text
    assert viewer.get(f"/log/events/{event_id}/tables").status_code == 200
    assert anon.get(f"/log/events/{event_id}/tables").status_code == 303  # to sign in
    # the code is inline SVG (no file, no other host), drawn at print size by CSS
    from arbiter.log.web.calls import qr_svg

    svg = qr_svg("http://club.local:8000/log/table/abc/1")
    assert svg.startswith("<svg") and 'class="qr"' in svg
