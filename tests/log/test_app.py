"""The log inside the real web app (``arbiter serve``'s ``create_app``)."""

from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient

from tests.log.conftest import ruling_answers

web_app = pytest.importorskip("arbiter.server")


def test_serve_creates_the_sqlite_log_on_first_start_and_links_rulings(tmp_path, monkeypatch):
    monkeypatch.delenv("ARBITER_DATABASE_URL", raising=False)
    monkeypatch.setenv("ARBITER_DATA_DIR", str(tmp_path / "data"))
    app = web_app.create_app()
    db = tmp_path / "data" / "arbiter.db"
    assert db.exists()
    log_app = app.state.arbiter_log
    assert log_app.store.revision() is not None
    client = TestClient(app, follow_redirects=False)
    # the guide stays open to anyone; the log does not
    assert client.get("/nl/").status_code == 200
    assert client.get("/log").status_code == 303
    assert client.get("/api/log/events").status_code == 401
    # a ruling page of the guide offers "save to the log", which opens the prefilled form
    a = ",".join(f"{k}:{v}" for k, v in ruling_answers().items())
    page = client.get(f"/nl/t/insufficient-bid?a={a}")
    assert page.status_code == 200
    assert "Opslaan in het logboek" in page.text
    link = re.search(r'href="(/log/new\?[^"]+)"', page.text)
    assert link, "no save-to-log link on the ruling page"
    url = link[1].replace("&amp;", "&")
    signin = client.get(url)
    assert signin.status_code == 303  # sign in first, and come back to the ruling after
    from arbiter.log.auth import Accounts

    Accounts(log_app.store).add_user("dirk", "correct horse battery")
    login = client.get(signin.headers["location"])
    assert login.status_code == 200 and 'lang="nl"' in login.text  # the guide's language
    token = re.search(r'name="login_csrf" value="([^"]+)"', login.text)[1]
    back = re.search(r'name="next" value="([^"]+)"', login.text)[1].replace("&amp;", "&")
    assert back == url
    done = client.post(
        "/log/login",
        data={"username": "dirk", "password": "correct horse battery", "login_csrf": token,
              "next": back},
    )  # fmt: skip
    assert done.headers["location"] == url
    form = client.get(url)
    assert form.status_code == 200
    # the guide's state travels in hidden fields and is shown in words, never as ids
    assert 'type="hidden" name="topic" value="insufficient-bid"' in form.text
    assert f'type="hidden" name="answers" value="{a}"' in form.text
    assert "Onvoldoende bod" in form.text
    log_app.store.dispose()
