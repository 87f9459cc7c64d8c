"""The pages: home, search, the ruling flow, table data, laws, flowcharts, calculators."""

from __future__ import annotations

import gzip
import re

import pytest

from arbiter.guide.interview import Asked, Decided, walk
from arbiter.guide.library import library
from arbiter.guide.paths import paths
from arbiter.guide.story import Story, parse_answers
from arbiter.laws.catalogue import catalogue
from arbiter.web.views import LAW_PARTS
from tests.web.helpers import first_path, links, states, urls

TOPICS = list(library().topics.values())


def test_root_goes_to_the_remembered_language(client):
    assert client.get("/", follow_redirects=False).headers["location"] == "/nl/"
    client.cookies.set("arbiter_lang", "en")
    try:
        assert client.get("/", follow_redirects=False).headers["location"] == "/en/"
    finally:
        client.cookies.clear()
    assert client.get("/en", follow_redirects=False).headers["location"] == "/en/"


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_home_lists_topics_in_law_order_grouped_by_phase(client, lang):
    """The second view of the home page (issue 26: the first is by what happens)."""
    html = client.get(f"/{lang}/?order=law").text
    assert f'<html lang="{lang}">' in html
    groups = re.findall(r'<section aria-labelledby="ph-(\w+)">(.*?)</section>', html, re.S)
    assert [g for g, _ in groups] == [p for p in ("auction", "play", "general")
                                      if any(t.phase == p for t in TOPICS)]  # fmt: skip
    order = [t.id for t in TOPICS]
    for phase, body in groups:
        ids = re.findall(r'data-topic="([^"]+)"', body)
        assert ids == [t.id for t in TOPICS if t.phase == phase]
        assert ids == sorted(ids, key=order.index)
        for topic_id in ids:
            topic = library().topic(topic_id)
            assert topic.title.get_lang(lang) in body.replace("&#39;", "'")
            assert f'<span class="lawno">{topic.law}</span>' in body


@pytest.mark.parametrize(
    ("q", "expected"),
    [("kaart gevallen", "penalty-card"), ("niet bekend", "revoke"), ("revoke", "revoke"),
     ("27", "insufficient-bid"), ("VÓÓR de beurt", "call-out-of-turn")],
)  # fmt: skip
def test_search_on_the_home_page(client, q, expected):
    html = client.get("/nl/", params={"q": q}).text
    results = html.split('id="results"')[1].split("</section>")[0]
    assert expected in re.findall(r'data-topic="([^"]+)"', results)[:3]


def test_search_for_a_law_number_also_offers_the_law(client):
    html = client.get("/nl/", params={"q": "12"}).text
    assert 'href="/nl/laws/12"' in html


def test_search_that_finds_nothing_says_so(client):
    html = client.get("/en/", params={"q": "xyzzy"}).text
    assert "Nothing found for" in html


def test_every_state_of_every_topic_renders_in_both_languages(client):
    for lang in ("nl", "en"):
        for url in urls(lang):
            response = client.get(url)
            assert response.status_code == 200, (url, response.text[:300])
            assert f'<html lang="{lang}">' in response.text


def test_question_page(client):
    topic = library().topic("insufficient-bid")
    path = first_path(topic.id)
    # the first plain question after the exceptions screen: LHO's choice
    at = next(i for i, (node, _) in enumerate(path.answers)
              if i and topic.nodes[node].exception is None)  # fmt: skip
    given, second = path.answers[:at], path.answers[at]
    html = client.get(Story(topic.id, given).url()).text
    state = walk(topic, dict(given), premises=True)  # the page takes the definition
    assert isinstance(state, Asked) and state.question.id == second[0]
    assert f'id="q-{state.question.id}"' in html
    answers = re.findall(r'<a href="([^"]+)" data-answer="([^"]+)"', html)
    assert [a for _, a in answers] == [a.id for a in state.question.answers]
    for href, answer in answers:
        href = href.replace("&amp;", "&")
        assert parse_answers(href.split("a=")[1]) == (*given, (state.question.id, answer))
    # back: one screen less (the exceptions screen's lines all go at once)
    screen = next(i for i, (node, _) in enumerate(given) if topic.nodes[node].exception)
    back = Story(topic.id, given[:screen]).url().replace("&", "&amp;")
    assert f'href="{back}" rel="prev"' in html
    trail = "".join(re.findall(r'<ol class="trail".*?</ol>', html, re.S))
    assert topic.nodes[given[0][0]].text["nl"][:20] in trail


SECTION_MARKS = ['id="h-rect"', 'class="readout"', 'id="h-tell"', 'id="h-leave"',
                 'id="h-after"', 'id="h-laws"']  # fmt: skip


def test_every_ruling_shows_its_parts_in_the_order_a_director_needs(client):
    """Rectification, options to read out, what to tell, leaving, afterwards, laws."""
    from arbiter.guide.chain import walk_chain

    for topic in TOPICS:
        for path in paths(topic):
            html = client.get(Story(topic.id, path.answers).url()).text
            res = walk_chain(topic, dict(path.answers))
            if res.parts:  # the story went on into another topic: both in the trail
                assert f'<li class="seg" data-topic="{topic.id}">' in html, path
                assert f'<li class="seg" data-topic="{res.topic.id}">' in html, path
            if isinstance(res, Asked):
                assert f'id="q-{res.question.id}"' in html
                continue
            ruling = res.ruling
            found = [html.find(mark) for mark in SECTION_MARKS]
            present = [i for i in found if i >= 0]
            assert present == sorted(present), (topic.id, path.ruling)
            assert found[0] >= 0 and found[3] >= 0 and found[5] >= 0
            assert (found[1] >= 0) == (ruling.options is not None)
            assert f'data-ruling="{ruling.id}"' in html
            for ref in ruling.laws:  # each law opens its summary
                assert f"<summary><b>{ref}</b>" in html


def test_what_if_the_other_answer_links_lead_where_the_walk_goes(client):
    topic = library().topic("penalty-card")
    path = max(paths(topic), key=lambda p: len(p.answers))
    html = client.get(Story(topic.id, path.answers, lang="en").url()).text
    section = html.split('class="whatif"')[1]
    others = [h for h in links(section) if h.startswith("/en/t/")]
    expected = sum(len(topic.nodes[q].answers) - 1 for q, _ in path.answers)
    assert len(others) == expected
    for href in others:
        query = href.split("?", 1)[1] if "?" in href else ""
        params = dict(p.split("=", 1) for p in query.split("&") if p)
        result = walk(topic, dict(parse_answers(params.get("a", ""))))
        assert isinstance(result, Asked | Decided)
        assert client.get(href).status_code == 200


def test_table_data_answer_the_questions_they_can(client):
    params = {"dealer": "N", "auction": "1♠", "offender": "O", "call": "1♥"}
    html = client.get("/nl/t/insufficient-bid", params=params).text
    # in turn (the data say so): the exceptions screen asks mis-pull and LHO's call
    assert 'id="q-mispull" data-screen="exceptions"' in html
    trail = "".join(re.findall(r'<ol class="trail".*?</ol>', html, re.S))
    assert trail.count("uit tafelgegevens") == 2  # two questions answered by the data
    assert "2♥" in html  # the lowest sufficient bid, worked out
    back = re.search(r'<a class="btn ghost" href="([^"]+)">Tafelgegevens wijzigen', html)
    assert back and "dealer=N" in back.group(1)


def test_contradicting_table_data_is_a_friendly_422(client):
    params = {
        "dealer": "N",
        "auction": "1♠",
        "offender": "O",
        "call": "2♥",
        "a": "insufficient:yes",
    }
    response = client.get("/nl/t/insufficient-bid", params=params)
    assert response.status_code == 422
    assert "error-box" in response.text


def test_table_data_form_has_the_fields_the_topic_can_use(client):
    html = client.get("/nl/t/insufficient-bid/facts", params={"a": "x:y"}).text
    assert 'data-input="dealer" data-kind="seat" id="f-dealer"' in html
    assert '<input type="radio" name="dealer" value="N"' in html  # a seat: one tap
    assert 'name="auction"' in html and 'data-picker="calls"' in html
    assert 'data-picker="call"' in html
    assert '<input type="hidden" name="a" value="x:y">' in html
    assert 'name="revoker"' not in html
    html = client.get("/en/t/revoke/facts").text
    assert 'name="revoker"' in html and 'name="dealer"' not in html
    html = client.get("/en/t/unauthorized-information/facts").text
    assert "uses no table data" in html


def test_language_switch_keeps_the_state(client):
    """The link keeps the state; the choice is remembered by app.js when the director taps
    it, never by the server for a page loaded (issue 25: the worker loads both)."""
    url = "/nl/t/insufficient-bid?a=insufficient:yes"
    response = client.get(url)
    assert 'href="/en/t/insufficient-bid?a=insufficient:yes"' in response.text
    assert 'data-lang-switch="en"' in response.text
    response = client.get("/en/t/insufficient-bid?a=insufficient:yes")
    assert "set-cookie" not in response.headers
    assert response.headers["content-language"] == "en"


def test_laws_catalogue_and_law_pages(client):
    html = client.get("/nl/laws").text
    numbers = [int(n) for n in re.findall(r'<li id="law-(\d+)">', html)]
    assert numbers == sorted(law.number for law in catalogue())
    for first, last, _title in LAW_PARTS:  # the catalogue in parts, with the summaries
        part = client.get(f"/en/laws/{first}-{last}").text
        shown = [int(n) for n in re.findall(r'<li id="law-(\d+)">', part)]
        assert shown == list(range(first, last + 1))
        assert catalogue().get(first).summary["en"][:30] in part.replace("&#39;", "'")
    law = client.get("/en/laws/27").text
    assert catalogue().get(27).summary["en"][:40] in law
    assert 'href="/en/t/insufficient-bid"' in law
    assert client.get("/nl/laws/94").status_code == 404


@pytest.mark.parametrize("topic", TOPICS, ids=[t.id for t in TOPICS])
def test_flowchart_of_every_topic_highlights_the_path(client, topic):
    path = first_path(topic.id)
    html = client.get(Story(topic.id, path.answers[:1]).url("/flow")).text
    assert html.count('class="fn ') == len(topic.nodes)
    assert "stroke:#b3261e" in html  # the path and the current node
    for href in set(links(html.split('class="flow-wrap"')[1])):
        if href.startswith("/nl/t/"):
            assert href.split("?")[0] == f"/nl/t/{topic.id}"


def test_pages_are_cached_with_etag_and_gzip(client):
    url = "/nl/t/revoke"
    first = client.get(url, headers={"accept-encoding": "gzip"})
    assert first.headers.get("content-encoding") == "gzip"
    again = client.get(url, headers={"accept-encoding": "gzip",
                                     "if-none-match": first.headers["etag"]})  # fmt: skip
    assert again.status_code == 304


def test_every_page_type_is_under_60_kb(client):
    pages = ["/nl/", "/en/", "/nl/laws", "/en/laws", "/nl/?q=kaart", "/nl/calc", "/nl/api"]
    pages += [f"/{lang}/laws/{a}-{b}" for a, b, _ in LAW_PARTS for lang in ("nl", "en")]
    pages += urls("nl") + urls("en")
    pages += [f"/{lang}/t/{t.id}/flow" for t in TOPICS for lang in ("nl", "en")]
    sizes = {url: len(client.get(url, headers={"accept-encoding": "identity"}).content)
             for url in pages}  # fmt: skip
    # A flow chart page holds the chart and, for screen readers and small screens, the
    # same graph as an outline: the largest topic's (29, with 31A1) is about 66 KB.
    too_big = {url: size for url, size in sizes.items()
               if size >= (80_000 if url.endswith("/flow") else 60_000)}  # fmt: skip
    assert not too_big
    flows = [url for url in pages if url.endswith("/flow")]
    sent = [len(gzip.compress(client.get(url).content)) for url in flows]
    assert max(sent) < 15_000  # what a phone loads over the club's wifi (sent gzipped)


def test_pages_load_nothing_from_elsewhere(client):
    for url in ["/nl/", "/nl/t/revoke", "/nl/t/revoke/flow", "/nl/laws", "/nl/calc"]:
        html = client.get(url).text
        external = re.findall(r'(?:src|href|action)="(https?:)?//', html)
        assert not external, url
    sw = client.get("/sw.js").text
    assert "http" not in sw.replace("self.location.origin", "")


def test_service_worker_precaches_what_exists(client):
    sw = client.get("/sw.js")
    assert sw.headers["content-type"].startswith("text/javascript")
    found = re.search(r"const PRECACHE = (\[.*?\]);", sw.text)
    assert found
    import json

    for url in json.loads(found.group(1)):
        assert client.get(url).status_code == 200, url
    manifest = client.get("/manifest.webmanifest").json()
    assert manifest["start_url"] == "/" and manifest["display"] == "standalone"
    assert {icon["sizes"] for icon in manifest["icons"]} >= {"192x192", "512x512"}


def test_states_cover_every_node_reachable(client):
    reached = {(t, a[-1][0]) for t, a in states() if a}
    assert len(reached) > len(TOPICS)


def test_a_new_table_data_input_gets_a_fitting_field(monkeypatch):
    """By its declared kind, as a calculator's input: no parser is tried on sample text."""
    from arbiter.bridge import Card
    from arbiter.guide import facts
    from arbiter.i18n import Text
    from arbiter.web.forms import fields

    def trick(value: str):
        return tuple(Card.parse(part) for part in value.split())

    definition = facts.InputDef("trick_cards_test", "cards", trick, Text.of("slag", "trick"),
                                "♠A ♥10")  # fmt: skip
    monkeypatch.setitem(facts.INPUTS, "trick_cards_test", definition)
    (field,) = fields(["trick_cards_test"], {}, "nl")
    assert (field.control, field.picker) == ("picker", "cards")
    from arbiter.guide.facts.inputs import seat

    seats = seat("seat_test", Text.of("stoel", "seat"))
    monkeypatch.setitem(facts.INPUTS, "seat_test", seats)
    (field,) = fields(["seat_test"], {"seat_test": "E"}, "nl")  # given in English
    assert field.control == "taps"
    assert [(o.value, o.text, o.checked) for o in field.options] == [
        ("N", "N", False), ("O", "O", True), ("Z", "Z", False), ("W", "W", False)]
