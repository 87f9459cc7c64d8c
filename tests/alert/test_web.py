"""The Alerteerwijzer's pages and JSON API, in process (the app with the alert plugin)."""

from __future__ import annotations

import re
from urllib.parse import quote

import pytest
from fastapi.testclient import TestClient

from arbiter.web import alert
from arbiter.web.app import create_app


@pytest.fixture(scope="module")
def client():
    with TestClient(create_app(plugins=(alert,)), raise_server_exceptions=False) as c:
        yield c


def links(html: str, attr: str) -> dict[str, str]:
    return {m.group(2): m.group(1).replace("&amp;", "&")
            for m in re.finditer(rf'href="([^"]+)"[^>]*{attr}="([^"]+)"', html)}  # fmt: skip


def test_the_app_loads_the_plugin_by_default(tmp_path, monkeypatch):
    monkeypatch.setenv("ARBITER_DATA_DIR", str(tmp_path))  # the log plugin opens its database
    monkeypatch.delenv("ARBITER_DATABASE_URL", raising=False)
    with TestClient(create_app()) as c:
        page = c.get("/nl/alert")
        assert page.status_code == 200
        assert 'href="/nl/alert"' in page.text  # the menu entry


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_form_page(client, lang):
    page = client.get(f"/{lang}/alert")
    assert page.status_code == 200
    assert 'data-picker="calls"' in page.text and 'name="dealer"' in page.text
    assert ("Alerteerwijzer" if lang == "nl" else "Alert guide") in page.text
    assert 'value="EBU"' in page.text


def test_walk_from_the_form_to_the_answer_and_on_to_the_guide(client):
    calls = quote("1SA pas 2♣")
    page = client.get(f"/nl/alert/check?dealer=N&calls={calls}")
    assert page.status_code == 200 and 'id="q-meaning"' in page.text
    answers = links(page.text, "data-answer")
    assert set(answers) == {"natural", "unexpected", "artificial"}
    page = client.get(answers["artificial"])
    assert 'data-decision="alert"' in page.text and 'data-rule="artificial"' in page.text
    assert "nrbv-kleiburg" in page.text and "data-caveat" in page.text
    handoff = links(page.text, "data-handoff")
    assert handoff["misinformation"] == (
        "/nl/t/misinformation?a=what:alert&dealer=N&auction=1SA%20pas&call=2%E2%99%A3"
    )
    assert handoff["unauthorized-information"].startswith(
        "/nl/t/unauthorized-information?a=source:partner&dealer=N"
    )
    for url in handoff.values():
        guide = client.get(url)
        assert guide.status_code == 200, url
    back = re.search(r'href="([^"]+)"[^>]*data-back', page.text)
    assert back and "a=" not in back.group(1)


def test_english_pages_and_a_decision_without_questions(client):
    page = client.get("/en/alert/check?auction=" + quote("1♥ pass 2♥ pass") + "&call=4H")
    assert page.status_code == 200
    assert 'data-decision="no_alert"' in page.text and "Do not alert" in page.text
    assert "four level reached" in page.text


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ("calls=" + quote("1♥ 1♥"), "onvoldoende bod"),
        ("calls=2Q", "Onbekende bieding"),
        ("auction=" + quote("1♥ pas pas pas") + "&call=pas", "al afgelopen"),
        ("call=1C&a=kleur:rood", "Onbekende vraag"),
        ("call=1C&profile=ACBL", "geen alerteerregeling"),
    ],
)
def test_bad_input_shows_the_form_again_with_the_message(client, query, message):
    page = client.get(f"/nl/alert/check?{query}")
    assert page.status_code in (404, 422)
    assert message in page.text and "Traceback" not in page.text


def test_malformed_answers_are_422(client):
    assert client.get("/nl/alert/check?call=1C&a=%%%").status_code == 422


@pytest.mark.parametrize(("lang", "profile"), [("nl", "NBB"), ("en", "NBB"), ("en", "EBU")])
def test_regulation_page(client, lang, profile):
    page = client.get(f"/{lang}/alert/rules?profile={profile}")
    assert page.status_code == 200
    assert page.text.count("data-rule=") == (11 if profile == "NBB" else 22)
    assert "data-status" in page.text and "data-example=" in page.text
    for url in re.findall(r'href="(/[a-z]{2}/alert/check\?[^"]+)"', page.text):
        example = client.get(url.replace("&amp;", "&"))
        assert example.status_code == 200 and "data-decision" in example.text, url


def test_regulation_page_unknown_profile(client):
    assert client.get("/nl/alert/rules?profile=WBF").status_code == 404
    assert client.get("/xx/alert").status_code == 404


# -- API --------------------------------------------------------------------------------------


def test_api_get_and_post_agree(client):
    got = client.get("/api/v1/alert", params={"auction": "1SA pas", "call": "2♣",
                                              "a": "meaning:artificial", "lang": "en"})  # fmt: skip
    posted = client.post("/api/v1/alert", json={
        "auction": "1SA pas", "call": "2♣", "answers": {"meaning": "artificial"}, "lang": "en"})
    assert got.status_code == posted.status_code == 200
    assert got.json() == posted.json()
    assert got.json()["decision"] == "alert" and got.json()["decision_text"] == "Alert"


def test_api_question(client):
    data = client.get("/api/v1/alert", params={"call": "1♣"}).json()
    assert data["status"] == "question" and data["question"]["id"] == "short_minor"


@pytest.mark.parametrize(
    ("params", "status", "error"),
    [
        ({"call": "2Q"}, 422, "AlertInputError"),
        ({"call": "1♣", "auction": "1♥"}, 422, "AlertInputError"),
        ({"call": "1♣", "a": "meaning:blue"}, 422, "AlertInputError"),
        ({"call": "1♣", "profile": "WBF"}, 422, "InputError"),
        ({}, 422, "InputError"),
    ],
)
def test_api_bad_input(client, params, status, error):
    response = client.get("/api/v1/alert", params=params)
    assert response.status_code == status
    body = response.json()
    assert body["error"] == error and body["message"]
    assert isinstance(body["accepted"], list)


def test_api_regulations(client):
    listed = client.get("/api/v1/alert/regulations?lang=en").json()
    assert [r["profile"] for r in listed] == ["EBU", "NBB"]
    nbb = client.get("/api/v1/alert/regulations/nbb").json()
    assert nbb["version"] == "Alerteerregeling NBB, per september 2009"
    assert len(nbb["rules"]) == 11 and nbb["unverified"]
    missing = client.get("/api/v1/alert/regulations/ACBL")
    assert missing.status_code == 404 and missing.json()["accepted"] == ["EBU", "NBB"]


def test_openapi_lists_the_alert_routes(client):
    paths = client.get("/openapi.json").json()["paths"]
    assert {"/api/v1/alert", "/api/v1/alert/regulations",
            "/api/v1/alert/regulations/{profile}"} <= set(paths)  # fmt: skip
    assert "post" in paths["/api/v1/alert"] and "422" in paths["/api/v1/alert"]["get"]["responses"]


def test_every_json_field_is_documented(client):
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "alert.md").read_text("utf-8")
    decision = client.get("/api/v1/alert", params={"call": "1C", "a": "short_minor:yes"}).json()
    question = client.get("/api/v1/alert", params={"call": "1C"}).json()
    for key in {*decision, *question}:
        assert f'"{key}"' in doc, key
    for key in {*decision["rule"], *decision["regulation"], *decision["input"]}:
        assert f"`{key}`" in doc, key
