"""The guide without a connection, on a phone (360x740, touch), as a director meets it:
the network cut after a first visit, pages never visited drawn by offline.js from the
stored guide. A story that crosses from one topic to the next, and an exceptions screen
answered by one tap, by a single line and by the folded tick form (with the service
worker, and without one, where the open tab keeps the guide). At every step the page
must show what the Python walker gives for the page's own address."""

from __future__ import annotations

from urllib.parse import urlparse

import pytest
from starlette.datastructures import QueryParams

from arbiter.guide.chain import walk_chain
from arbiter.guide.interview import Asked, Decided, Result
from arbiter.guide.library import library
from arbiter.guide.model import NEXT
from arbiter.guide.story import Story
from arbiter.guide.walks import reachable_rulings
from tests.web.conftest import PHONE, Watch, screenshot
from tests.web.test_e2e import tap_and_wait, topic_on_home, wait_until

pytestmark = pytest.mark.e2e


def _state(page, first: str) -> tuple[Story, Result]:
    story = Story.from_query(first, QueryParams(urlparse(page.url).query))
    lib = library()
    return story, walk_chain(lib.topic(first), story.answer_map, {}, lib.topics)


def _shows(page, res: Result) -> None:
    """The page shows this state: its question, its exceptions screen or its ruling."""
    if isinstance(res, Decided):
        page.locator(f'[data-ruling="{res.ruling.id}"]').wait_for()
        return
    heading = page.locator(f'h1[id="q-{res.question.id}"]')
    heading.wait_for()
    if res.exceptions:
        assert heading.get_attribute("data-screen") == "exceptions"
        shown = page.locator("[data-only]").evaluate_all("els => els.map(e => e.dataset.only)")
        assert shown == [res.key(q.id) for q in res.exceptions]
    else:
        assert heading.inner_text() == res.question.text["nl"]


def drive(page, first: str, target: tuple[tuple[str, str], ...], shots: str = "") -> Result:
    """Tap along ``target`` (answers as :func:`reachable_rulings` gives them) from the
    page's state; check every state on the way against the Python walker."""
    remaining = list(target)
    n = 0
    while True:
        story, res = _state(page, first)
        _shows(page, res)
        assert page.locator("body.is-offline").count() == 1
        if shots:
            n += 1
            screenshot(page, f"{shots}-{n}")
        given = story.answer_map
        remaining = [(k, c) for k, c in remaining if given.get(k) != c]
        if not remaining:
            return res
        key, choice = remaining[0]
        if isinstance(res, Decided):  # a ruling that offers the next topic
            assert choice == NEXT and key == res.key(res.ruling.id)
            tap_and_wait(page, page.locator(".seealso a[data-next]"))
        elif res.exceptions:
            want = dict(remaining)
            lines = [(res.key(q.id), q.exception.usual) for q in res.exceptions]  # type: ignore[union-attr]
            ticked = [k for k, usual in lines if k in want and want[k] != usual]
            if not ticked:
                tap_and_wait(page, page.locator("[data-none]"))
            elif len(ticked) == 1:
                tap_and_wait(page, page.locator(f'[data-only="{ticked[0]}"]'))
            else:
                page.locator("details.exceptions-more summary").tap()
                for k in ticked:
                    page.locator(f'[data-line="{k}"]').check()
                tap_and_wait(page, page.locator("form.exceptions button[type=submit]"))
        else:
            assert key == res.key(res.question.id), (key, res.key(res.question.id))
            tap_and_wait(page, page.locator(f'.answers a[data-answer="{choice}"]'))


def _offline_phone(browser, server, worker: bool):
    """A phone that opened the guide once, then lost the network (and the laptop)."""
    if worker:
        context = browser.new_context(**PHONE, base_url=server.url)
    else:  # plain http:// on a phone: no service worker, the open tab keeps the guide
        context = browser.new_context(**PHONE, base_url=server.url, service_workers="block")
        context.add_init_script(
            "Object.defineProperty(navigator, 'serviceWorker', {get: () => undefined})")
    page = context.new_page()
    page.set_default_timeout(15_000)
    watch = Watch(page, server.url)
    page.goto("/nl/")
    if worker:
        # the worker stores some 70 pages at install: slow on a loaded machine
        wait_until(page, "Boolean(navigator.serviceWorker && navigator.serviceWorker.controller)",
                   timeout=90)
    else:
        wait_until(page, "localStorage.getItem('arbiter.bundle.nl.v') !== null", 60)
    return context, page, watch


def _finish(context, watch) -> None:
    watch.errors = [e for e in watch.errors if "Failed to fetch" not in e]
    watch.server_errors.clear()
    watch.check()
    context.close()


def _story_across_topics() -> tuple[str, tuple[tuple[str, str], ...]]:
    """A story from premature-lead-or-play that goes on ("next") to lead-out-of-turn,
    whose exceptions screen and questions follow with what the first topic established."""
    lib = library()
    first = lib.topic("premature-lead-or-play")
    for reached in reachable_rulings(first, lib.topics):
        res = reached.result
        sources = {s.source for s in res.steps}
        if ([p.topic.id for p in res.parts] == ["premature-lead-or-play"]
                and res.topic.id == "lead-out-of-turn"
                and any(c == NEXT for _, c in reached.answers)
                and {"carried", "answer"} <= sources
                and any(lib.topic("lead-out-of-turn").nodes[s.node].exception  # type: ignore[union-attr]
                        for s in res.path)):  # fmt: skip
            return first.id, reached.answers
    raise AssertionError("no story from premature-lead-or-play on to lead-out-of-turn")


def test_a_story_across_two_topics_is_drawn_offline(browser, fresh_server):
    first, target = _story_across_topics()
    context, page, watch = _offline_phone(browser, fresh_server, worker=True)
    context.set_offline(True)
    fresh_server.stop()
    page.goto("/nl/")  # stored at install
    tap_and_wait(page, topic_on_home(page, first))
    final = drive(page, first, target, shots="offline-story")
    assert isinstance(final, Decided) and final.topic.id == "lead-out-of-turn"
    # the trail names both topics, and what the first topic settled is "al bekend"
    page.locator("details.trail-more summary").first.tap()
    segments = page.locator(".trail li.seg").evaluate_all("els => els.map(e => e.dataset.topic)")
    assert segments == ["premature-lead-or-play", "lead-out-of-turn"]
    carried = [s for s in final.steps if s.source == "carried"]
    item = page.locator(f'.trail li[data-node="{final.key(carried[0].node)}"]')
    assert "al bekend" in item.inner_text()
    # the ruling cites the laws of both topics
    cited = page.locator("section[aria-labelledby=h-laws] details.law summary b").all_inner_texts()
    assert set(final.parts[0].ruling.laws) <= set(cited) and set(final.ruling.laws) <= set(cited)
    screenshot(page, "offline-story-ruling")
    # back, over the whole exceptions screen when that was the last tap
    page.locator("[data-back]").tap()
    page.locator("h1").wait_for()
    _shows(page, _state(page, first)[1])
    # table data are not worked out offline: their questions are asked, and it says so
    page.goto(f"/nl/t/{first}?dealer=N&a=zz:yes")
    page.locator("[data-refused]").wait_for()  # a story the walk refuses: its message
    assert "zz" in page.locator("[data-refused]").inner_text()
    page.goto(f"/nl/t/{first}?dealer=N")
    assert page.locator("[data-offline-facts]").is_visible()
    _shows(page, _state(page, first)[1])
    screenshot(page, "offline-story-table-data")
    _finish(context, watch)


@pytest.mark.parametrize("worker", [True, False], ids=["service-worker", "open-tab"])
def test_an_exceptions_screen_is_drawn_and_answered_offline(browser, fresh_server, worker):
    topic = library().topic("lead-out-of-turn")
    context, page, watch = _offline_phone(browser, fresh_server, worker)
    context.set_offline(True)
    fresh_server.stop()
    # never visited: the topic opens on its exceptions screen, drawn from the stored guide
    tap_and_wait(page, topic_on_home(page, topic.id))
    page.locator('h1[data-screen="exceptions"]').wait_for()
    assert page.locator("body.is-offline").count() == 1
    story, res = _state(page, topic.id)
    assert isinstance(res, Asked) and len(res.exceptions) >= 2
    screenshot(page, f"offline-screen-{'worker' if worker else 'tab'}")
    keys = [res.key(q.id) for q in res.exceptions]
    assert page.locator("[data-only]").evaluate_all("els => els.map(e => e.dataset.only)") == keys
    assert page.locator("[data-none]").inner_text().endswith("Niets hiervan")

    # "Niets hiervan": one tap, every line an answer
    tap_and_wait(page, page.locator("[data-none]"))
    story, after = _state(page, topic.id)
    assert [k for k, _ in story.answers] == keys
    _shows(page, after)
    page.go_back()
    page.locator('h1[data-screen="exceptions"]').wait_for()

    # the folded form: two lines ticked, sent without a connection
    page.locator("details.exceptions-more summary").tap()
    for key in keys[-2:]:
        page.locator(f'[data-line="{key}"]').check()
    screenshot(page, f"offline-screen-ticked-{'worker' if worker else 'tab'}")
    tap_and_wait(page, page.locator("form.exceptions button[type=submit]"))
    page.locator("h1").wait_for()
    assert "screen=" not in page.url  # the form's address becomes the story's own
    story, after = _state(page, topic.id)
    given = story.answer_map
    assert given[keys[-2]] != topic.nodes[keys[-2]].exception.usual  # type: ignore[union-attr]
    _shows(page, after)
    screenshot(page, f"offline-screen-after-{'worker' if worker else 'tab'}")
    _finish(context, watch)
