"""The log's pages and JSON API on a small FastAPI app: access, CSRF, escaping, flows."""

from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient

from arbiter.log.auth import Accounts
from arbiter.log.web import save_url
from tests.log.conftest import (
    PASSWORD,
    a_ruling,
    count_rulings,
    csrf_of,
    login,
    ruling_answers,
)

XSS = "<script>alert('x')</script>"


READS = [
    "/log",
    "/log/events/{e}",
    "/log/events/{e}/open",
    "/log/events/{e}/export.csv",
    "/log/events/{e}/export.json",
    "/log/rulings/{r}",
    "/log/rulings/{r}/report",
    "/log/rulings/{r}/report.pdf",
]
DIRECTOR_PAGES = ["/log/new", "/log/rulings/{r}/edit", "/log/privacy"]
FORM_WRITES = [
    "/log/events",
    "/log/rulings",
    "/log/rulings/{r}/edit",
    "/log/rulings/{r}/followups",
    "/log/rulings/{r}/followups/{f}",
    "/log/events/{e}/published",
    "/log/privacy",
]
API_READS = [
    "/api/log/events",
    "/api/log/events/{e}",
    "/api/log/events/{e}/rulings",
    "/api/log/events/{e}/open",
    "/api/log/rulings/{r}",
]
API_WRITES = [
    ("post", "/api/log/events"),
    ("post", "/api/log/events/{e}/rulings"),
    ("patch", "/api/log/rulings/{r}"),
    ("post", "/api/log/rulings/{r}/followups"),
    ("post", "/api/log/rulings/{r}/followups/{f}"),
]


def fill(path: str, app, event_id: int, ruling_id: int) -> str:
    svc = app.state.arbiter_log.service
    followup = svc.ruling(ruling_id)["followups"][0]["id"]
    return path.format(e=event_id, r=ruling_id, f=followup)


def test_anonymous_is_refused_everywhere(app, anon, event_id, ruling_id):
    for path in READS + DIRECTOR_PAGES:
        response = anon.get(fill(path, app, event_id, ruling_id))
        assert response.status_code == 303, path
        assert response.headers["location"].startswith("/log/login?next=")
    for path in FORM_WRITES:
        response = anon.post(fill(path, app, event_id, ruling_id), data={"board": "1"})
        assert response.status_code == 303, path
    for path in API_READS:
        assert anon.get(fill(path, app, event_id, ruling_id)).status_code == 401, path
    for method, path in API_WRITES:
        response = anon.request(method, fill(path, app, event_id, ruling_id), json={})
        assert response.status_code == 401, path
    assert count_rulings(app) == 1


def test_viewer_reads_but_may_not_write(app, viewer, event_id, ruling_id):
    for path in READS:
        assert viewer.get(fill(path, app, event_id, ruling_id)).status_code == 200, path
    for path in DIRECTOR_PAGES:
        assert viewer.get(fill(path, app, event_id, ruling_id)).status_code == 403, path
    token = csrf_of(viewer)
    for path in FORM_WRITES:
        response = viewer.post(
            fill(path, app, event_id, ruling_id),
            data={"csrf_token": token, "board": "1", "club": "X", "date": "2026-01-01"},
        )
        assert response.status_code == 403, path
    for method, path in API_WRITES:
        response = viewer.request(
            method, fill(path, app, event_id, ruling_id), json={}, headers={"x-csrf-token": token}
        )
        assert response.status_code == 403, path
    assert count_rulings(app) == 1
    assert len(app.state.arbiter_log.service.events()) == 1
    page = viewer.get(f"/log/rulings/{ruling_id}").text
    assert "/edit" not in page and 'name="csrf_token"' in page  # only the logout form


def test_forms_without_a_valid_csrf_token_are_refused(app, director, event_id, ruling_id):
    path = f"/log/rulings/{ruling_id}/followups"
    before = len(app.state.arbiter_log.service.ruling(ruling_id)["followups"])
    for data in (
        {"kind": "note", "text": "x"},
        {"kind": "note", "text": "x", "csrf_token": ""},
        {"kind": "note", "text": "x", "csrf_token": "forged"},
    ):
        response = director.post(path, data=data)
        assert response.status_code == 403
        assert "formulier" in response.text  # the Dutch CSRF message
    response = director.post(
        "/log/rulings", data={"event": event_id, "table": "1", "board": "2", "title": "x"}
    )
    assert response.status_code == 403
    assert count_rulings(app) == 1
    assert len(app.state.arbiter_log.service.ruling(ruling_id)["followups"]) == before
    # the same form with the token goes through
    response = director.post(
        path, data={"kind": "note", "text": "x", "csrf_token": csrf_of(director)}
    )
    assert response.status_code == 303


def test_login_form_needs_its_csrf_cookie(app, anon):
    response = anon.post(
        "/log/login", data={"username": "dirk", "password": PASSWORD, "login_csrf": "made-up"}
    )
    assert response.status_code == 403
    assert "arbiter_session" not in response.cookies


def test_api_csrf_header_and_bearer_tokens(app, director, anon, event_id):
    body = a_ruling()
    url = f"/api/log/events/{event_id}/rulings"
    assert director.post(url, json=body).status_code == 403
    assert director.post(url, json=body, headers={"x-csrf-token": "nope"}).status_code == 403
    response = director.post(url, json=body, headers={"x-csrf-token": csrf_of(director)})
    assert response.status_code == 201, response.text
    login = anon.post("/api/log/login", json={"username": "dirk", "password": PASSWORD})
    assert login.status_code == 200
    token = login.json()["token"]
    bare = TestClient(app)  # no cookies at all
    response = bare.post(url, json=a_ruling(board=5), headers={"authorization": f"Bearer {token}"})
    assert response.status_code == 201
    assert response.json()["created_by"] == "dirk"
    assert bare.get(url, headers={"authorization": "Bearer wrong"}).status_code == 401


def test_script_in_names_and_notes_is_shown_as_text(app, director, event_id):
    svc = app.state.arbiter_log.service
    event = svc.create_event({"club": XSS, "date": "2026-11-21", "name": XSS}, "dirk")
    r = svc.add_ruling(
        event["id"],
        a_ruling(
            persons=[{"role": "offender", "seat": "N", "name": XSS}],
            notes=XSS,
            facts_agreed=XSS,
            followups=[{"kind": "note", "text": XSS}],
        ),
        "dirk",
    )
    svc.update_ruling(r["id"], {"notes": XSS + "!"}, r["version"], "dirk")
    pages = [
        f"/log/events/{event['id']}",
        f"/log/rulings/{r['id']}",
        "/log",
        f"/log/rulings/{r['id']}/report",
        f"/log/events/{event['id']}/open",
        f"/log/rulings/{r['id']}/edit",
    ]
    for path in pages:
        html = director.get(path).text
        assert "<script>alert" not in html, path
        assert "&lt;script&gt;" in html or "\\u003cscript\\u003e" in html, path
    csp = director.get(f"/log/rulings/{r['id']}").headers["content-security-policy"]
    scripts = re.search(r"script-src ([^;]*)", csp)[1]
    assert scripts == "'self'"  # the app's and the log's own files; nothing inline
    for path in pages:
        html = director.get(path).text
        assert all(" src=" in tag for tag in re.findall(r"<script[^>]*>", html)), path


def test_wrong_password_and_unknown_user_look_the_same(app, anon):
    wrong_password = login(anon, "dirk", "not the password")
    unknown_user = login(anon, "nobody", PASSWORD)
    assert wrong_password.status_code == unknown_user.status_code == 401
    message = "Gebruikersnaam of wachtwoord onjuist."
    assert message in wrong_password.text and message in unknown_user.text
    strip = lambda html: re.sub(r'value="[^"]*"', "", html)  # noqa: E731 - tokens differ
    assert strip(wrong_password.text) == strip(unknown_user.text)
    assert "arbiter_session" not in wrong_password.cookies


def test_repeated_failures_are_slowed(app, anon):
    for _ in range(3):
        assert login(anon, "dirk", "guess").status_code == 401
    # three more failures just now (as a guesser faster than this test would make them),
    # so that the wait is longer than any pause between the requests below
    from arbiter.log.models import LoginFailure, utcnow

    with app.state.arbiter_log.store.write() as s:
        s.add_all(LoginFailure(key="user:dirk", at=utcnow()) for _ in range(3))
    slowed = login(anon, "dirk", PASSWORD)  # even the right password must wait now
    assert slowed.status_code == 429
    assert int(slowed.headers["retry-after"]) >= 1
    api = anon.post("/api/log/login", json={"username": "dirk", "password": PASSWORD})
    assert api.status_code == 429


def test_throttle_waits_grow_and_expire(store):
    import datetime as dt

    from arbiter.log.auth import AuthError, ThrottledError

    accounts = Accounts(store)
    accounts.add_user("dirk", PASSWORD)
    t0 = dt.datetime(2026, 11, 21, 20, 0, 0)
    for i in range(3):
        with pytest.raises(AuthError):
            accounts.login("dirk", "guess", "10.0.0.1", now=t0 + dt.timedelta(seconds=i * 10))
    last = t0 + dt.timedelta(seconds=20)
    with pytest.raises(ThrottledError) as info:
        accounts.login("dirk", PASSWORD, "10.0.0.1", now=last)
    assert info.value.wait == 1
    with pytest.raises(AuthError):  # allowed again after the wait, still wrong
        accounts.login("dirk", "guess", "10.0.0.1", now=last + dt.timedelta(seconds=1))
    with pytest.raises(ThrottledError) as info:
        accounts.login("dirk", PASSWORD, "10.0.0.1", now=last + dt.timedelta(seconds=1))
    assert info.value.wait == 2
    # another user name from the same address is slowed too
    with pytest.raises(ThrottledError):
        accounts.login("other", PASSWORD, "10.0.0.1", now=last + dt.timedelta(seconds=1))
    later = last + dt.timedelta(minutes=20)  # outside the window: a fresh start
    token, who, _device = accounts.login("dirk", PASSWORD, "10.0.0.1", now=later)
    assert token and who.role == "director"


def test_logout_ends_the_session(app, director):
    token = csrf_of(director)
    assert director.get("/log").status_code == 200
    response = director.post("/log/logout", data={"csrf_token": token})
    assert response.status_code == 303
    assert director.get("/log").status_code == 303


def test_login_redirect_is_local_only(app, anon):
    response = login(anon, "dirk", PASSWORD, next_url="https://evil.example/")
    assert response.headers["location"] == "/log"


def test_director_flow_from_the_guide_to_the_report(app, director, event_id):
    answers = ruling_answers()
    a = ",".join(f"{k}:{v}" for k, v in answers.items())
    url = save_url("insufficient-bid", f"a={a}&dealer=N")
    form = director.get(url + f"&event={event_id}")
    assert form.status_code == 200
    assert 'name="topic" value="insufficient-bid"' in form.text
    assert f'type="hidden" name="answers" value="{a}"' in form.text
    assert 'type="hidden" name="facts" value="dealer=N"' in form.text
    assert "<dt>Gever van het spel</dt><dd>Noord</dd>" in form.text  # table data in words
    assert re.search(rf'name="event" value="{event_id}" checked', form.text)
    uid = re.search(r'name="uid" value="([^"]+)"', form.text)[1]
    token = csrf_of(director)
    data = {
        "csrf_token": token,
        "event": str(event_id),
        "uid": uid,
        "topic": "insufficient-bid",
        "answers": a,
        "table": "4",
        "board": "17",
        "round": "3",
        "called_at": "21:05",
        "called_by": "W",
        "p0_seat": "S",
        "p0_role": "offender",
        "p0_pair": "8",
        "p0_name": "Jan de Boer",
        "facts_agreed": "Zuid bood 1♥ na 1♠.",
        "facts_disputed": "Denkpauze?",
        "fu_kind": "check_board",
        "fu_text": "Na afloop spel bekijken",
    }
    response = director.post("/log/rulings", data=data)
    assert response.status_code == 303, response.text
    detail, _, saved = response.headers["location"].partition("?")
    assert saved == "saved=1"
    assert response.cookies["arbiter_log_event"] == str(event_id)  # tonight's event, kept
    again = director.post("/log/rulings", data=data)  # the same form sent twice
    assert again.headers["location"] == response.headers["location"]
    assert count_rulings(app) == 1
    page = director.get(detail).text
    assert "Jan de Boer" in page and "Denkpauze?" in page and "21:05" in page
    rid = int(detail.rsplit("/", 1)[1])
    # edit: keeps history, refuses a stale version
    edit = director.get(f"{detail}/edit").text
    version = re.search(r'name="version" value="(\d+)"', edit)[1]
    changed = {**data, "version": version, "board": "18", "notes": "Bord was verwisseld"}
    assert director.post(f"{detail}/edit", data=changed).status_code == 303
    stale = director.post(f"{detail}/edit", data={**changed, "notes": "oud"})
    assert stale.status_code == 409
    r = app.state.arbiter_log.service.ruling(rid)
    assert r["board"] == 18 and r["notes"] == "Bord was verwisseld" and r["version"] == 2
    page = director.get(detail).text
    assert "dirk" in page and "Bord was verwisseld" in page
    # filters and the open-items view
    listing = director.get(f"/log/events/{event_id}", params={"open": "1", "board": "18"})
    assert f'/log/rulings/{rid}"' in listing.text
    none = director.get(f"/log/events/{event_id}", params={"board": "5"})
    assert f'/log/rulings/{rid}"' not in none.text
    bad_filter = director.get(f"/log/events/{event_id}", params={"board": "0"})
    assert bad_filter.status_code == 422 and "Spel" in bad_filter.text
    open_page = director.get(f"/log/events/{event_id}/open").text
    assert "Na afloop spel bekijken" in open_page
    f = next(x for x in r["followups"] if x["kind"] == "check_board")
    director.post(
        f"/log/rulings/{rid}/followups/{f['id']}",
        data={
            "csrf_token": token,
            "status": "done",
            "resolution": "Geen AS",
            "back": f"/log/events/{event_id}/open",
        },
    )
    assert "Na afloop spel bekijken" not in director.get(f"/log/events/{event_id}/open").text
    # reports and exports
    report = director.get(f"{detail}/report", params={"lang": "en"})
    assert report.status_code == 200 and "Report for an appeal" in report.text
    assert "Jan de Boer" in report.text and "Board" in report.text
    pdf = director.get(f"{detail}/report.pdf")
    assert pdf.headers["content-type"] == "application/pdf" and pdf.content.startswith(b"%PDF")
    csv_text = director.get(f"/log/events/{event_id}/export.csv").text
    assert csv_text.splitlines()[0].startswith("event_id,number")
    exported = director.get(f"/log/events/{event_id}/export.json").json()
    assert exported["rulings"][0]["history"][1]["changed_by"] == "dirk"


def test_bad_form_input_names_fields_and_saves_nothing(app, director, event_id):
    token = csrf_of(director)
    response = director.post(
        "/log/rulings",
        data={
            "csrf_token": token,
            "event": str(event_id),
            "table": "1",
            "board": "0",
            "called_by": "X",
            "called_at": "21-11-26 20:00",
            "topic": "unknown-topic",
            "notes": "x" * 100_000,
        },
    )
    assert response.status_code == 422
    for label in ("Spel", "Geroepen door", "Tijd arbiter geroepen", "Notities", "Onderwerp"):
        assert label in response.text
    assert count_rulings(app) == 0
    api = director.post(
        f"/api/log/events/{event_id}/rulings",
        json=a_ruling(board=0),
        headers={"x-csrf-token": token},
    )
    assert api.status_code == 422
    assert api.json()["fields"][0]["field"] == "board"
    assert count_rulings(app) == 0


def test_api_update_conflict_and_followups(app, director, ruling_id):
    token = csrf_of(director)
    h = {"x-csrf-token": token}
    r = director.get(f"/api/log/rulings/{ruling_id}").json()
    ok = director.patch(
        f"/api/log/rulings/{ruling_id}",
        json={"version": r["version"], "changes": {"appeal_status": "lodged"}},
        headers=h,
    )
    assert ok.status_code == 200 and ok.json()["appeal_status"] == "lodged"
    stale = director.patch(
        f"/api/log/rulings/{ruling_id}",
        json={"version": r["version"], "changes": {"notes": "x"}},
        headers=h,
    )
    assert stale.status_code == 409
    f = r["followups"][0]["id"]
    done = director.post(
        f"/api/log/rulings/{ruling_id}/followups/{f}", json={"status": "done"}, headers=h
    )
    assert done.json()["followups"][0]["status"] == "done"
    assert director.get("/api/log/rulings/99999").status_code == 404
    items = director.get(f"/api/log/events/{r['event_id']}/open").json()
    assert "appeal" in items["items"][0]["reasons"]


def test_privacy_export_and_forget(app, director, event_id):
    svc = app.state.arbiter_log.service
    svc.add_ruling(
        event_id, a_ruling(persons=[{"name": "Anna de Vries", "federation_no": "87654321"}]), "dirk"
    )
    token = csrf_of(director)
    export = director.post(
        "/log/privacy", data={"csrf_token": token, "action": "export", "federation_no": "87654321"}
    )
    assert export.status_code == 200 and "Anna de Vries" in export.text
    forget = director.post(
        "/log/privacy", data={"csrf_token": token, "action": "forget", "name": "Anna de Vries"}
    )
    assert forget.status_code == 200 and "1" in forget.text
    assert svc.person_data(federation_no="87654321")["rulings"] == []
    retention = director.post(
        "/log/privacy", data={"csrf_token": token, "action": "retention", "retention_days": "730"}
    )
    assert retention.status_code == 200 and svc.retention_days() == 730
