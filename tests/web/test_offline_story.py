"""The story codec's JavaScript twin (arbiter/web/static/story.js) in Chromium, on the
examples it shares with arbiter/guide/story.py (tests/guide/story_examples.json), and on
stories made up at random: what one codec writes, the other reads back the same."""

from __future__ import annotations

import random

import pytest
from starlette.datastructures import QueryParams

from arbiter.guide.facts import INPUTS
from arbiter.guide.story import (
    BOARD_KEYS,
    DEFAULT_PROFILE,
    LANGS,
    MAX_ANSWERS,
    MAX_BOARD_NUMBER,
    MAX_FACT_LENGTH,
    Story,
)
from arbiter.i18n import InputError
from arbiter.laws.profiles import profile_names
from tests.guide.story_examples import examples
from tests.web.conftest import ROOT

STORY_JS = ROOT / "arbiter" / "web" / "static" / "story.js"

RUN = """(ex) => {
  const S = window.arbiterStory;
  const out = {read: [], refuse: [], write: []};
  for (const e of ex.read) {
    try {
      const story = S.fromQuery(e.topic, e.query, e.lang || "nl");
      const again = S.fromQuery(story.topic, S.query(story), story.lang);
      out.read.push({story, out: S.query(story), again});
    } catch (err) { out.read.push({error: err.en || String(err)}); }
  }
  for (const e of ex.refuse) {
    try { out.refuse.push({story: S.fromQuery(e.topic, e.query, e.lang || "nl")}); }
    catch (err) {
      out.refuse.push({nl: err.nl, en: err.en, storyError: err instanceof S.StoryError});
    }
  }
  for (const e of ex.write) out.write.push({query: S.query(e.story), url: S.url(e.story)});
  return out;
}"""


@pytest.fixture(scope="module")
def page(browser):
    context = browser.new_context()
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_content("<!doctype html><meta charset='utf-8'><title>story</title><body></body>")
    page.add_script_tag(path=str(STORY_JS))
    yield page
    context.close()
    assert not errors, errors


@pytest.fixture(scope="module")
def results(page):
    ex = examples()
    return ex, page.evaluate(RUN, ex)


def test_the_lists_and_limits_are_pythons(page):
    js = page.evaluate("""() => { const S = window.arbiterStory; return {
        inputs: S.INPUTS, board: S.BOARD_KEYS, profiles: S.PROFILES, default: S.DEFAULT_PROFILE,
        langs: S.LANGS, answers: S.MAX_ANSWERS, fact: S.MAX_FACT_LENGTH,
        number: S.MAX_BOARD_NUMBER}; }""")
    assert js == {
        "inputs": list(INPUTS), "board": list(BOARD_KEYS), "profiles": list(profile_names()),
        "default": DEFAULT_PROFILE, "langs": list(LANGS), "answers": MAX_ANSWERS,
        "fact": MAX_FACT_LENGTH, "number": MAX_BOARD_NUMBER,
    }  # fmt: skip


def test_a_query_is_read_and_written_back_as_python_does(results):
    ex, js = results
    wrong = [(e["name"], got) for e, got in zip(ex["read"], js["read"], strict=True)
             if got != {"story": e["story"], "out": e["out"], "again": e["story"]}]  # fmt: skip
    assert not wrong, wrong


def test_bad_input_is_refused_with_pythons_words(results):
    ex, js = results
    wrong = [(e["name"], got) for e, got in zip(ex["refuse"], js["refuse"], strict=True)
             if got != {"nl": e["nl"], "en": e["en"], "storyError": True}]  # fmt: skip
    assert not wrong, wrong


def test_a_story_is_written_as_python_does(results):
    ex, js = results
    wrong = [(e["name"], got) for e, got in zip(ex["write"], js["write"], strict=True)
             if got != {"query": e["query"], "url": e["url"]}]  # fmt: skip
    assert not wrong, wrong


# -- stories made up at random ----------------------------------------------------------

ALPHABET = "abcz09_-.:, =&?#%+/\\'\"()!*~♠♥♦♣€ëß\u00a0\u0085\u1680\u3000\ufeff\t🂡𝄞"


def _word(rng: random.Random, first: str, rest: str, most: int) -> str:
    return rng.choice(first) + "".join(rng.choice(rest) for _ in range(rng.randrange(most)))


def _story(rng: random.Random) -> Story:
    lower = "abcdefghijklmnopqrstuvwxyz"
    answers: dict[str, str] = {}
    for _ in range(rng.randrange(8)):
        node = _word(rng, lower, lower + "0123456789_.", 12)
        if rng.random() < 0.4:
            topic = _word(rng, lower, lower + "0123456789-", 10)
            visit = f".{rng.randrange(2, 20)}" if rng.random() < 0.3 else ""
            node = f"{topic}{visit}:{node}"
        answers[node] = _word(rng, lower, lower + "0123456789_", 8)
    facts = {}
    for name in rng.sample(list(INPUTS), rng.randrange(4)):
        value = "".join(rng.choice(ALPHABET) for _ in range(rng.randrange(1, 30))).strip()
        facts[name] = value or "N"
    board = tuple((name, str(rng.randrange(1, MAX_BOARD_NUMBER + 1)))
                  for name in BOARD_KEYS if rng.random() < 0.3)  # fmt: skip
    return Story(topic=_word(rng, lower, lower + "-0123456789", 15), answers=tuple(answers.items()),
                 board=board, profile=rng.choice(profile_names()),
                 lang=rng.choice(LANGS)).with_facts(facts)  # fmt: skip


def test_what_one_codec_writes_the_other_reads_back(page):
    rng = random.Random(23)
    made = [_story(rng) for _ in range(400)]
    stories, refused = [], []
    for s in made:  # Python itself must read its own query back the same, or refuse it
        try:
            if Story.from_query(s.topic, QueryParams(s.query()), s.lang) == s:
                stories.append(s)
        except InputError as e:  # a control character inside a fact (issue 24)
            refused.append((s, e.text.get_lang("en")))
    assert len(stories) > 250 and len(refused) > 20, (len(stories), len(refused))
    said = page.evaluate("""(list) => list.map((e) => {
        try { window.arbiterStory.fromQuery(e.topic, e.query, e.lang); return null; }
        catch (err) { return err.text("en"); }
    })""", [{"topic": s.topic, "query": s.query(), "lang": s.lang} for s, _ in refused])
    assert said == [words for _, words in refused]
    js = page.evaluate("""(list) => list.map((e) => {
        const S = window.arbiterStory;
        const story = S.fromQuery(e.story.topic, e.query, e.story.lang);
        return {story, query: S.query(e.story)};
    })""", [{"story": s.to_json(), "query": s.query()} for s in stories])
    wrong = [(s.to_json(), got) for s, got in zip(stories, js, strict=True)
             if got != {"story": s.to_json(), "query": s.query()}]  # fmt: skip
    assert not wrong, wrong[:3]
