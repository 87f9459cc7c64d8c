"""The home page and the search on a phone, in a real browser (issue 26): the page within
two screens of 360x740, a typed sentence to the first question of its topic with the
table data filled in (counted in taps), speech where the browser offers it."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest

from tests.web.conftest import PHONE, screenshot
from tests.web.test_e2e import _check_layout, tap_and_wait, topic_on_home

pytestmark = pytest.mark.e2e
SCREEN = PHONE["viewport"]["height"]


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_the_home_page_fits_in_two_screens(phone, lang):
    _check_layout(phone, f"/{lang}/")  # taps of 44 px, text of 14 px, no sideways scroll
    assert phone.locator("#welcome").is_visible()  # a first visit: the tallest page
    height = phone.evaluate("document.documentElement.scrollHeight")
    assert height <= 2 * SCREEN, f"{height} px"
    box = phone.locator("#q").bounding_box()
    assert box["y"] + box["height"] <= SCREEN / 3  # the box on top
    common = phone.locator('#all li[data-topic="revoke"]').bounding_box()
    assert common["y"] < SCREEN  # the most common irregularity on the first screen
    screenshot(phone, f"home-{lang}")
    phone.locator("#g-play > summary").tap()  # a group opens in place
    assert phone.locator('#g-play li[data-topic="claim"] a').is_visible()


def test_a_topic_in_a_group_is_two_taps_away(phone):
    phone.goto("/nl/")
    tap_and_wait(phone, topic_on_home(phone, "fouled-board"))
    assert "/nl/t/fouled-board" in phone.url


@pytest.mark.parametrize(
    ("lang", "sentence", "topic", "facts"),
    [
        ("nl", "gever N. N 1♥, O pas, Z 1♠ en toen bood W 1♥", "insufficient-bid",
         {"dealer": "N", "auction": "1♥ pas 1♠", "call": "1♥", "offender": "W"}),
        ("nl", "de ♥A van west viel open op tafel tijdens het spel, noord is leider",
         "penalty-card", {"offender": "W", "declarer": "N", "card": "♥A"}),
        ("en", "dealer west, but north opened 1NT", "call-out-of-turn",
         {"dealer": "W", "auction": "", "call": "1NT", "offender": "N"}),
    ],
)  # fmt: skip
def test_from_a_typed_sentence_to_the_first_question_with_the_facts(phone, lang, sentence,
                                                                     topic, facts):  # fmt: skip
    phone.goto(f"/{lang}/")
    taps = 0
    box = phone.locator("#q")
    box.tap()
    taps += 1
    box.type(sentence, delay=5)
    phone.locator("#results h2", has_text=f"“{sentence}”").wait_for()  # the whole sentence
    first = phone.locator("#results li[data-topic] a").first
    assert phone.locator("#results li[data-topic]").first.get_attribute("data-topic") == topic
    results = phone.locator("#results").bounding_box()
    assert results["y"] < SCREEN / 3  # right below the box
    read = phone.locator("#results li[data-topic] .story").first.inner_text()
    assert all(value in read for value in facts.values() if value)  # read before the tap
    screenshot(phone, f"find-results-{topic}")
    tap_and_wait(phone, first)
    taps += 1
    url = urlsplit(phone.url)
    assert url.path == f"/{lang}/t/{topic}"
    given = {k: v[0] for k, v in parse_qs(url.query, keep_blank_values=True).items()}
    assert {k: given.get(k) for k in facts} == facts
    assert phone.locator("h1.question").is_visible()  # the first question still asked
    table = phone.locator("section.facts").inner_text()
    assert all(value in table for value in facts.values() if value)
    screenshot(phone, f"find-question-{topic}")
    assert taps == 2  # into the box, then the first result
    print(f"\n{topic}: {taps} taps and {len(sentence)} typed characters to the first question")


def test_no_speech_button_where_the_browser_has_no_speech(browser, server):
    context = browser.new_context(**PHONE, base_url=server.url, service_workers="block")
    context.add_init_script(
        "delete window.SpeechRecognition; delete window.webkitSpeechRecognition;"
    )
    page = context.new_page()
    page.goto("/nl/")
    assert not page.locator("[data-speech]").is_visible()
    page.locator("#q").fill("oost verzaakte")  # typing works as ever
    page.locator('#results li[data-topic="revoke"]').first.wait_for()
    context.close()


def test_speaking_fills_the_box_and_searches(browser, server):
    """The browser's recogniser stands in for the microphone (a headless browser has none):
    what it hears goes into the box and is searched like typed words."""
    context = browser.new_context(**PHONE, base_url=server.url, service_workers="block")
    context.add_init_script("""
        window.SpeechRecognition = class {
            start() { setTimeout(() => {
                this.onresult({results: [[{transcript: "oost verzaakte in de vijfde slag"}]]});
                this.onend(); }, 50); }
            stop() { this.onend(); }
        };""")
    page = context.new_page()
    page.goto("/nl/")
    mic = page.locator("[data-speech]")
    assert mic.is_visible()
    mic.tap()
    page.locator('#results li[data-topic="revoke"]').first.wait_for()
    assert page.locator("#q").input_value() == "oost verzaakte in de vijfde slag"
    context.close()
