"""The home page by what happens at the table, its search, and the same reader behind
GET /api/v1/search (issue 26; `arbiter find`: tests/cli/test_find.py)."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

import pytest

from arbiter.guide.library import library
from arbiter.web.home import _layout

SENTENCE = "gever N. N 1♥, O pas, Z 1♠ en toen bood W 1♥"
FACTS = {"dealer": "N", "auction": "1♥ pas 1♠", "call": "1♥", "offender": "W"}


def topic_ids(html: str) -> list[str]:
    return re.findall(r'data-topic="([^"]+)"', html)


def test_every_topic_is_on_the_home_page_once():
    layout = _layout()
    ids = layout["common"] + [t for g in layout["groups"] for t in g["topics"]]
    assert sorted(ids) == sorted(library().topics)
    assert len(layout["common"]) == 10
    assert [g["id"] for g in layout["groups"]] == ["bidding", "lead", "play", "after", "away"]


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_the_common_ten_first_then_the_groups(client, lang):
    html = client.get(f"/{lang}/").text
    main_html = html.split('<main id="main">')[1]
    layout = _layout()
    common = main_html.split('id="common-h"')[1].split("</section>")[0]
    assert topic_ids(common) == layout["common"]
    groups = re.findall(r'<details class="group" id="g-(\w+)">(.*?)</details>', main_html, re.S)
    assert [g for g, _ in groups] == [g["id"] for g in layout["groups"]]
    for (_, body), group in zip(groups, layout["groups"], strict=True):
        assert topic_ids(body) == group["topics"]
    titles = {
        "nl": ["Bieden", "Uitkomst", "Spel", "Na afloop", "Buiten de tafel"],
        "en": ["Bidding", "Opening lead", "Play", "After play", "Away from the table"],
    }
    assert re.findall(r'<span class="gt">([^<]+)</span>', main_html) == titles[lang]
    assert f'href="/{lang}/?order=law"' in main_html  # law order, the second view


def test_the_search_box_first_and_its_results_right_below_it(client):
    html = client.get("/nl/", params={"q": "oost verzaakte"}).text
    main_html = html.split('<main id="main">')[1]
    at = {mark: main_html.index(mark) for mark in
          ('class="search"', 'id="results"', 'id="welcome"', 'id="common-h"')}  # fmt: skip
    assert at['class="search"'] < at['id="results"'] < at['id="common-h"']
    assert at['id="results"'] < at['id="welcome"']  # no longer between box and results
    between = main_html[main_html.index("</form>") : main_html.index('<section id="results"')]
    assert "<section" not in between and "<ul" not in between
    assert topic_ids(main_html.split('id="results"')[1].split("</section>")[0])[0] == "revoke"


def test_a_sentence_on_the_home_page_opens_its_topic_with_the_facts(client):
    html = client.get("/nl/", params={"q": SENTENCE}).text
    results = html.split('id="results"')[1].split("</section>")[0]
    first = re.search(r'<li data-topic="([^"]+)"><a href="([^"]+)"', results)
    assert first.group(1) == "insufficient-bid"
    url = first.group(2).replace("&amp;", "&")
    params = {k: v[0] for k, v in parse_qs(urlsplit(url).query).items()}
    assert {k: params[k] for k in FACTS} == FACTS
    assert "gever N · bieding 1♥ pas 1♠ · 1♥ · overtreder W" in results  # what was read
    page = client.get(url).text
    assert re.search(r'<h1 class="question" id="q-', page)  # the first question asked
    table = page.split('id="h-facts"')[1]
    for value in ("1♥ pas 1♠", "W"):
        assert value in table
    form = client.get(url.replace("/t/insufficient-bid?", "/t/insufficient-bid/facts?")).text
    assert 'value="1♥ pas 1♠"' in form  # the facts screen shows them, to confirm or change


def test_the_speech_button_is_there_for_the_browser_to_show():
    from fastapi.testclient import TestClient

    from arbiter.web.app import create_app

    with TestClient(create_app(plugins=())) as client:
        html = client.get("/en/").text
    assert re.search(r'<button type="button" class="mic hidden" data-speech', html)
    assert 'aria-label="Speak"' in html


def test_the_api_reads_the_sentence(client):
    hits = client.get("/api/v1/search", params={"q": SENTENCE, "lang": "nl"}).json()
    assert hits[0]["id"] == "insufficient-bid"
    assert hits[0]["facts"] == FACTS
    assert hits[0]["read"] == "gever N · bieding 1♥ pas 1♠ · 1♥ · overtreder W"
    assert "dealer=N" in hits[0]["url"] and "offender=W" in hits[0]["url"]
    hits = client.get("/api/v1/search", params={"q": "east revoked, south is declarer",
                                                 "lang": "en"}).json()  # fmt: skip
    assert (hits[0]["id"], hits[0]["facts"]) == ("revoke", {"offender": "E", "declarer": "S"})


def test_the_api_takes_500_characters_and_says_so_beyond(client):
    long = ("oost verzaakte in de vijfde slag en " * 20)[:500]
    assert client.get("/api/v1/search", params={"q": long}).json()[0]["id"] == "revoke"
    response = client.get("/api/v1/search", params={"q": long + "x"})
    assert response.status_code == 422
    assert "500" in response.text
