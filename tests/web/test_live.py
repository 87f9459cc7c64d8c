"""The live guide screen at 360x740, in Debian's Chromium: one page per topic.

A tap on an answer puts the next question (or the ruling) in place without a page load;
the answered question becomes a line of the trail that can be tapped to change it; every
state keeps its URL, so back, reload and the language switch work; the question and its
answers sit above the fold with a progress hint.
"""

from __future__ import annotations

import time

import pytest

from arbiter.guide.library import library
from arbiter.guide.paths import paths
from tests.web.conftest import PHONE, screenshot

pytestmark = pytest.mark.e2e


def settle(page, before: str, timeout: float = 15.0) -> None:
    deadline = time.monotonic() + timeout
    while page.url == before:
        assert time.monotonic() < deadline, f"no new state after {before}"
        page.wait_for_timeout(25)


def tap(page, locator) -> None:
    before = page.url
    locator.tap()
    settle(page, before)


def loads(page) -> int:
    """How many documents this tab has loaded: a mark set once per document."""
    return page.evaluate("() => (window.__loaded = window.__loaded || Date.now())")


def test_answers_swap_in_place_and_every_state_keeps_its_url(phone):
    topic = library().topic("insufficient-bid")

    # The page takes the topic's definition: walk a long path on which it holds and every
    # exception line keeps its usual answer; the exceptions screen is one tap on "none".
    def usual(node, choice):
        node = topic.nodes[node]
        line = node.exception
        return (node.definition in (None, choice) and node.assume in (None, choice)
                and (line is None or line.usual == choice))  # fmt: skip

    held = [p for p in paths(topic) if all(usual(n, c) for n, c in p.answers)]
    path = max(held, key=lambda p: len(p.answers))
    tapped = [(n, c) for n, c in path.answers
              if topic.nodes[n].assume is None and topic.nodes[n].definition is None]  # fmt: skip
    screens: list[tuple[str, str, list[str]]] = []  # (first node, selector, nodes answered)
    for node, choice in tapped:
        if topic.nodes[node].exception is not None:
            if screens and screens[-1][1] == "a[data-none]":
                screens[-1][2].append(node)
                continue
            screens.append((node, "a[data-none]", [node]))
        else:
            screens.append((node, f'.answers a[data-answer="{choice}"]', [node]))
    phone.goto(f"/nl/t/{topic.id}")
    mark = loads(phone)
    for i, (node, selector, answered) in enumerate(screens):
        assert phone.locator(f'h1[id="q-{node}"]').is_visible()
        tap(phone, phone.locator(selector))
        assert loads(phone) == mark, "a page load: the screen is not live"
        for done in answered:
            assert phone.locator(f'.trail li[data-node="{done}"]').count() == 1, (i, done)
        if i == 1:
            screenshot(phone, "live-question")
    assert phone.locator(f'[data-ruling="{path.ruling}"]').is_visible()
    screenshot(phone, "live-ruling")
    expected = "/nl/t/insufficient-bid?a=" + ",".join(f"{n}:{c}" for n, c in tapped)
    assert phone.url.endswith(expected)

    phone.go_back()  # the previous question, still without a page load
    phone.locator(f'h1[id="q-{screens[-1][0]}"]').wait_for()
    assert loads(phone) == mark
    phone.reload()  # the same state from the server
    assert phone.locator(f'h1[id="q-{screens[-1][0]}"]').is_visible()
    mark = loads(phone)
    first = tapped[0][0]  # an answered line taps back to its question, to change it
    line = phone.locator(f'.trail li[data-node="{first}"] a').first
    if not line.is_visible():  # folded into "n earlier answers": open it first
        phone.locator(".trail-more summary").first.tap()
    tap(phone, line)
    assert phone.locator(f'h1[id="q-{first}"]').is_visible()
    assert loads(phone) == mark
    tap(phone, phone.locator("[data-lang-switch]"))  # a real page load, the state kept
    assert phone.locator("html").get_attribute("lang") == "en"
    assert phone.locator(f'h1[id="q-{first}"]').is_visible()


def test_a_handoff_opens_the_next_topic_in_place(phone):
    """A ruling that hands over: "continue with" goes on in place, with what is known
    carried over, and the trail shows both topics."""
    from arbiter.guide.chain import walk_chain
    from arbiter.guide.interview import Decided

    def offered():
        for topic in library().topics.values():
            for p in paths(topic):
                res = walk_chain(topic, dict(p.answers))
                if isinstance(res, Decided) and not res.parts and res.ruling.handoff:
                    return topic, p, res.ruling.handoff.topic
        return None

    topic, found, target = offered()
    phone.goto(f"/nl/t/{topic.id}?a=" + ",".join(f"{n}:{c}" for n, c in found.answers))
    mark = loads(phone)
    tap(phone, phone.locator(".seealso a"))
    assert f"/nl/t/{topic.id}?" in phone.url and ":next" in phone.url
    assert loads(phone) == mark
    assert phone.locator(f'.trail li.seg[data-topic="{topic.id}"]').count() == 1
    assert phone.locator(f'.trail li.seg[data-topic="{target}"]').count() == 1
    screenshot(phone, "live-handoff")


def _fold(page) -> dict:
    return page.evaluate(
        """() => {
        const answers = Array.from(document.querySelectorAll('.answers a'));
        const q = document.querySelector('h1.question');
        const trail = Array.from(document.querySelectorAll('.trail .q, .trail .a'))
            .filter((el) => el.offsetParent !== null).map((el) => el.textContent);
        return {
            question: q ? q.getBoundingClientRect().bottom : null,
            lastAnswer: answers.length
                ? answers[answers.length - 1].getBoundingClientRect().bottom : null,
            progress: (document.querySelector('[data-progress]') || {}).textContent || '',
            trail,
        };
    }"""
    )


FOLD_TOPICS = ["insufficient-bid", "revoke", "penalty-card", "lead-out-of-turn",
               "call-out-of-turn", "misinformation"]  # fmt: skip


@pytest.mark.parametrize("topic_id", FOLD_TOPICS)
def test_question_and_answers_above_the_fold(phone, topic_id):
    """Along the topic's longest path, every question and all its answers end above
    740 px; the progress hint is shown; trail lines never end inside a word."""
    topic = library().topic(topic_id)
    path = max(paths(topic), key=lambda p: len(p.answers))
    for k in range(len(path.answers)):
        answers = ",".join(f"{n}:{c}" for n, c in path.answers[:k])
        phone.goto(f"/nl/t/{topic_id}" + (f"?a={answers}" if answers else ""))
        found = _fold(phone)
        assert found["lastAnswer"] is not None and found["lastAnswer"] <= 740, (k, found)
        assert found["progress"].startswith("vraag "), found
        for text in found["trail"]:
            if text.endswith("…"):
                cut = text[:-1]
                whole = [n["question"] for n in _questions(topic)]
                assert any(w.startswith(cut) and w[len(cut)] in " ,;:" for w in whole if
                           len(w) > len(cut)) or cut.endswith(tuple(" ,;:")), text  # fmt: skip


def _questions(topic):
    from arbiter.guide.model import Question

    return [{"question": n.text["nl"]} for n in topic.nodes.values() if isinstance(n, Question)] + [
        {"question": n.exception.text["nl"]} for n in topic.nodes.values()
        if isinstance(n, Question) and n.exception is not None] + [
        {"question": a.text["nl"]} for n in topic.nodes.values() if isinstance(n, Question)
        for a in n.answers
    ]  # fmt: skip


def test_progress_counts_questions_in_the_right_number(client):
    import re

    html = client.get("/nl/t/revoke").text
    assert "vraag 1 van ~" in html
    html = client.get("/en/t/revoke?a=established:yes").text
    assert "question 2 of ~" in html
    one = client.get("/nl/t/revoke?a=established:yes").text  # the premise and one answer
    assert "1 eerder antwoord<" in one
    deep = client.get("/nl/t/revoke?a=established:yes,who_est:defender,dummy_est:other,"
                      "same_trick:no").text  # fmt: skip
    found = re.search(r"(\d+) eerdere antwoorden<", deep)
    assert found and int(found.group(1)) > 1


@pytest.mark.parametrize(
    ("motion", "animation"), [("no-preference", "fold-in"), ("reduce", "none")]
)
def test_the_answered_line_folds_in_unless_the_phone_asks_for_less_motion(
    browser, server, motion, animation
):
    """A phone set to reduce motion (an accessibility setting) gets the new trail line
    without the fold-in; every other phone sees it slide in."""
    context = browser.new_context(
        **PHONE, base_url=server.url, service_workers="block", reduced_motion=motion
    )
    try:
        page = context.new_page()
        page.goto("/nl/t/revoke")
        tap(page, page.locator(".answers a").first)
        lines = page.locator(".trail li.is-new")  # the answer, and what it settled with it
        assert lines.count() >= 1
        names = lines.evaluate_all("(all) => all.map((li) => getComputedStyle(li).animationName)")
        assert set(names) == {animation}, names
    finally:
        context.close()
