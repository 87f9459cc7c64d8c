"""The self-test's pages and API in process: every item renders, answered and not, in
both languages; bad input gets a clear page or JSON error in the user's language."""

from __future__ import annotations

import re

import pytest
from fastapi.testclient import TestClient

from arbiter.train import catalogue, item, items
from arbiter.web import train
from arbiter.web.app import create_app


@pytest.fixture(scope="module")
def client():
    return TestClient(create_app(plugins=(train,)), follow_redirects=False)


def test_home_lists_every_topic_and_the_lessons_self_test(client):
    for lang, title in (("nl", "Oefenen"), ("en", "Self-test")):
        page = client.get(f"/{lang}/train")
        assert page.status_code == 200 and f"<h1>{title}</h1>" in page.text
        assert re.findall(r'data-topic="([^"]+)"', page.text) == list(catalogue().topics)
        assert f'href="/{lang}/train/q/seed-002.a"' in page.text


def test_every_item_renders_and_every_answer_is_graded(client):
    for it in items():
        page = client.get(f"/nl/train/q/{it.id}")
        assert page.status_code == 200, it.id
        links = re.findall(r'href="(/nl/train/q/[^"]+\?c=[^"]+)"', page.text)
        assert len(links) == len(it.choices)
    for it in items()[::13]:
        for choice in it.choices:
            page = client.get(f"/en/train/q/{it.id}?c={choice.id}&s=2-3")
            assert page.status_code == 200
            right = choice.id == it.key
            assert ('data-verdict>Right!' if right else 'data-verdict>Wrong') in page.text
            assert f"Score: {2 + right} of 4 right" in page.text
            if not right and choice.why:
                assert choice.why["en"].split(":")[0] in page.text


def test_next_carries_the_score_and_the_last_item_says_so(client):
    penalty = catalogue().of_topic("penalty-card")
    page = client.get(f"/nl/train/q/{penalty[0].id}?c={penalty[0].key}")
    assert f'href="/nl/train/q/{penalty[1].id}?s=1-1"' in page.text
    last = client.get(f"/nl/train/q/{penalty[-1].id}?c={penalty[-1].key}")
    assert "Dit was de laatste vraag van dit onderwerp." in last.text
    assert "data-next" not in last.text


@pytest.mark.parametrize("score", ["", "x", "5-2", "1-", "99999-99999", "-1-2"])
def test_a_bad_score_starts_at_nothing(client, score):
    page = client.get(f"/nl/train/q/seed-002.a?c=false&s={score}")
    assert page.status_code == 200 and "Score: 1 van 1 goed" in page.text


def test_bad_input_pages_in_the_users_language(client):
    page = client.get("/nl/train/q/nope")
    assert page.status_code == 404 and "Onbekende vraag" in page.text
    page = client.get("/en/train/q/nope")
    assert page.status_code == 404 and "Unknown item" in page.text
    page = client.get("/nl/train/q/seed-002.a?c=zz")
    assert page.status_code == 422 and "geen antwoord" in page.text
    page = client.get("/en/train/q/revoke.two_tricks?c=e")
    assert page.status_code == 422 and "not an answer" in page.text
    assert client.get("/xx/train").status_code == 404
    assert client.get("/nl/train/t/nope").status_code == 404
    start = client.get("/en/train/t/revoke")
    assert start.status_code == 303
    assert start.headers["location"] == f"/en/train/q/{catalogue().of_topic('revoke')[0].id}"


def test_api(client):
    bundle = client.get("/api/v1/train/bundle/en").json()
    assert len(bundle["items"]) == len(items()) and bundle["words"]["next"] == "Next item"
    assert set(bundle["laws"]) == {ref for it in items() for ref in it.laws}
    assert client.get("/api/v1/train/bundle/xx").status_code == 404
    listed = client.get("/api/v1/train/items", params={"topic": "revoke", "kind": "statement"})
    assert {d["kind"] for d in listed.json()} == {"statement"}
    assert client.get("/api/v1/train/items", params={"topic": "nope"}).status_code == 422
    graded = client.post("/api/v1/train/grade",
                         json={"item": "seed-002.h", "answer": "true", "lang": "en"})  # fmt: skip
    assert graded.status_code == 200 and graded.json()["correct"] is True
    bad = client.post("/api/v1/train/grade", json={"item": "seed-002.h", "answer": "zz"})
    assert bad.status_code == 422 and "geen antwoord" in bad.json()["message"]
    bad = client.post("/api/v1/train/grade", json={"item": "nope", "answer": "a", "lang": "en"})
    assert bad.status_code == 422 and bad.json()["message"] == "Unknown item 'nope'."
    assert client.post("/api/v1/train/grade", content=b"{").status_code in (400, 422)
    assert item("seed-002.h").key == "true"


def test_the_service_worker_keeps_the_self_test(client):
    sw = client.get("/sw.js").text
    for url in ("/nl/train", "/en/train", "/api/v1/train/bundle/nl", "/static/train.js?v="):
        assert url in sw
