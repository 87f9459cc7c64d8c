"""End to end, in a real browser on a phone-sized screen, against `arbiter serve`.

Debian's Chromium driven by Playwright (see conftest.py). Each test taps as a director
would: through a whole ruling for every topic, the bidding box, the language switch, a
reload half-way, the search, and the guide with the network gone after a first visit.
Screenshots of the home page, a question and a ruling go to artifacts/screenshots/.
"""

from __future__ import annotations

import pytest

from arbiter.guide.library import library
from arbiter.guide.model import Question
from arbiter.guide.paths import paths
from tests.web.conftest import PHONE, Watch, screenshot

pytestmark = pytest.mark.e2e
TOPICS = list(library().topics.values())


def wait_until(page, expression: str, timeout: float = 15.0) -> None:
    """Poll ``expression`` in the page (page.wait_for_function evaluates strings, which
    the app's Content-Security-Policy forbids, rightly)."""
    import time

    deadline = time.monotonic() + timeout
    while not page.evaluate(expression):
        assert time.monotonic() < deadline, f"timed out waiting for {expression}"
        page.wait_for_timeout(100)


def tap_and_wait(page, locator, timeout: float = 15.0) -> None:
    """Tap and wait for the next state: a page load, or the live screen putting the next
    question or ruling in place (its URL changes once the new content is there)."""
    import time

    before = page.url
    locator.tap()
    deadline = time.monotonic() + timeout
    while page.url == before:
        assert time.monotonic() < deadline, f"nothing happened after tapping on {before}"
        page.wait_for_timeout(25)
    page.wait_for_load_state()


def topic_on_home(page, topic_id: str):
    """The topic's link on the home page. The ten most common are in sight; another is in
    the group of when it happens, which is opened first (issue 26)."""
    link = page.locator(f'#all li[data-topic="{topic_id}"] a')
    if not link.is_visible():
        page.locator(f'#all details:has(li[data-topic="{topic_id}"]) > summary').tap()
    return link


def taken(node) -> str | None:
    """The answer the page takes without asking: a definition or an old-style premise."""
    return node.definition if node.definition is not None else node.assume


def longest_asked_path(topic):
    """The longest path that keeps every premise and definition (one that is changed is
    tapped through the trail's "what if", not asked as a question)."""

    def keeps(path):
        return all(taken(topic.nodes[n]) in (None, c) for n, c in path.answers)

    return max((p for p in paths(topic) if keeps(p)), key=lambda p: len(p.answers))


def walk_by_tapping(page, topic, answers) -> None:
    """From the current question, tap each answer; check each question on the way. An
    exceptions screen is answered at once: "Niets hiervan", or its lines that apply ticked.
    A question the topic takes as its definition or premise is not asked: it stands on
    the page, answered, and is changed through "what if"."""
    answers = list(answers)
    while answers:
        node, choice = answers[0]
        if page.locator('h1[data-screen="exceptions"]').is_visible():
            tap_screen(page, topic, answers)
            continue
        answers.pop(0)
        if not page.locator(f'h1[id="q-{node}"]').is_visible():
            assert taken(topic.nodes[node]) is not None, (topic.id, node)
            shown = f'.trail li[data-node="{node}"], [data-definition="{node}"]'
            assert page.locator(shown).count() >= 1, (topic.id, node)
            if taken(topic.nodes[node]) != choice:  # change the premise: "what if"
                text = topic.nodes[node].answer(choice).text["nl"]
                page.locator(f"#w-{node} summary").tap()
                tap_and_wait(page, page.locator(f"#w-{node} li a", has_text=text).first)
            continue
        tap_and_wait(page, page.locator(f'.answers a[data-answer="{choice}"]'))


def tap_screen(page, topic, answers: list) -> None:
    """Answer the exceptions screen on the page from ``answers`` (taking the ones it
    answers off the list): one tap when none applies, else tick and go on."""
    # every line has its one-tap link; the tick form is there only for two lines or more
    lines = page.locator("[data-only]").evaluate_all("els => els.map(e => e.dataset.only)")
    given = dict(answers)
    ticked = [key for key in lines if key in given
              and given[key] != topic.nodes[key].exception.usual]  # fmt: skip
    # a ticked line leads its own way: the lines after it come back later, if at all
    done = lines[: lines.index(ticked[0]) + 1] if ticked else lines
    answers[:] = [(n, c) for n, c in answers if n not in done]
    if not ticked:
        tap_and_wait(page, page.locator("[data-none]"))
        return
    if len(ticked) == 1:
        tap_and_wait(page, page.locator(f'[data-only="{ticked[0]}"]'))
        return
    page.locator("details.exceptions-more summary").tap()
    for key in ticked:
        page.locator(f'[data-line="{key}"]').check()
    tap_and_wait(page, page.locator("form.exceptions button[type=submit]"))


PHASES = sorted({t.phase for t in TOPICS})


@pytest.mark.parametrize("phase", PHASES)
def test_a_full_ruling_for_every_topic_by_tapping(phone, phase):
    """Every topic of the family from the home page to a ruling; the first one along its
    longest path and all the way back again."""
    from arbiter.guide.chain import walk_chain

    topics = [t for t in TOPICS if t.phase == phase]
    for i, topic in enumerate(topics):
        chosen = max if i == 0 else min
        own = [p for p in paths(topic) if not walk_chain(topic, dict(p.answers)).parts]
        path = chosen(own, key=lambda p: len(p.answers))
        phone.goto("/nl/")
        tap_and_wait(phone, topic_on_home(phone, topic.id))
        walk_by_tapping(phone, topic, path.answers)
        assert phone.locator(f'[data-ruling="{path.ruling}"]').is_visible(), topic.id
        headings = phone.locator("main h2").all_inner_texts()
        assert headings[0].startswith("1. Rechtzetting")
        if i == 0:  # back, one screen at a time, to the start
            for _ in path.answers:
                if not phone.locator("[data-back]").count():
                    break
                tap_and_wait(phone, phone.locator("[data-back]"))
            first = walk_chain(topic, {}).question.id  # after the topic's definition
            assert phone.locator(f'h1[id="q-{first}"]').is_visible()


def _layout_problems(page) -> dict:
    return page.evaluate(
        """() => {
        const visible = (el) => {
            const r = el.getBoundingClientRect();
            const s = getComputedStyle(el);
            return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none';
        };
        const small = [];
        for (const el of document.querySelectorAll('a, button, input, select, textarea, summary')) {
            if (!visible(el) || el.closest('.flow-wrap') || el.classList.contains('skip')) continue;
            if (el.type === 'hidden') continue;
            const r = (el.closest('label') || el).getBoundingClientRect();  // a checkbox's label
            const label = (el.textContent || el.name || '').trim().slice(0, 30);
            const size = `${Math.round(r.width)}x${Math.round(r.height)}`;
            if (r.height < 44 || r.width < 44) small.push(`${el.tagName} "${label}" ${size}`);
        }
        const tiny = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
            const node = walker.currentNode;
            const el = node.parentElement;
            if (!node.textContent.trim() || !el || el.closest('svg') || !visible(el)) continue;
            const size = parseFloat(getComputedStyle(el).fontSize);
            const text = node.textContent.trim().slice(0, 30);
            if (size < 14) tiny.push(`${el.tagName} ${size}px "${text}"`);
        }
        // a ruling opens with its headline; the rectification under it reads at 17 px
        const main = document.querySelector('h1.question, h1.headline');
        return {
            scroll: document.documentElement.scrollWidth - window.innerWidth,
            small, tiny,
            mainSize: main ? parseFloat(getComputedStyle(main).fontSize) : null,
        };
    }"""
    )


def _check_layout(page, url: str) -> dict:
    page.goto(url)
    found = _layout_problems(page)
    assert found["scroll"] <= 0, (url, "horizontal scroll", found["scroll"])
    assert not found["small"], (url, "tap targets under 44 px", found["small"])
    assert not found["tiny"], (url, "text under 14 px", found["tiny"])
    return found


def test_phone_layout_and_screenshots(phone):
    topic = library().topic("insufficient-bid")
    path = max(paths(topic), key=lambda p: len(p.answers))
    question_url = "/nl/t/insufficient-bid?a=" + ",".join(f"{n}:{c}" for n, c in path.answers[:3])
    ruling_url = "/nl/t/insufficient-bid?a=" + ",".join(f"{n}:{c}" for n, c in path.answers)

    _check_layout(phone, "/nl/")
    screenshot(phone, "home")
    found = _check_layout(phone, question_url)
    assert found["mainSize"] >= 20
    screenshot(phone, "question")
    found = _check_layout(phone, ruling_url)
    assert found["mainSize"] >= 20
    screenshot(phone, "ruling")
    for url in [
        "/en/",
        "/nl/?q=kaart",
        "/nl/laws",
        "/nl/laws/50",
        "/nl/t/insufficient-bid/facts",
        "/nl/t/revoke/flow",
        "/nl/calc",
        "/en/t/penalty-card?a=x:y",
        "/nl/nope",
    ]:
        _check_layout(phone, url)
    for topic in TOPICS:  # every first question and one ruling of every topic
        first = next(iter(paths(topic)))
        _check_layout(phone, f"/en/t/{topic.id}")
        _check_layout(
            phone, f"/nl/t/{topic.id}?a=" + ",".join(f"{n}:{c}" for n, c in first.answers)
        )


def test_language_switch_mid_flow_is_remembered(phone):
    phone.goto("/nl/")
    assert phone.locator("html").get_attribute("lang") == "nl"
    tap_and_wait(phone, phone.locator('#all li[data-topic="insufficient-bid"] a'))
    tap_and_wait(phone, phone.locator("a[data-none]"))  # the exceptions screen: none
    tap_and_wait(phone, phone.locator('.answers a[data-answer="decline"]'))
    node = phone.locator("h1.question").get_attribute("id")
    tap_and_wait(phone, phone.locator("[data-lang-switch]"))
    assert phone.locator("html").get_attribute("lang") == "en"
    assert phone.locator("h1.question").get_attribute("id") == node
    assert "lho_choice:decline" in phone.url
    # the definition, the three exception lines confirmed absent, and the answer
    assert phone.locator(".trail li").count() == 5
    assert "LHO does not accept" in " ".join(phone.locator(".trail li").all_text_contents())
    phone.goto("/")
    assert phone.url.endswith("/en/")
    tap_and_wait(phone, phone.locator("[data-lang-switch]"))
    phone.goto("/")
    assert phone.url.endswith("/nl/")


def test_reload_mid_flow_keeps_the_state(phone):
    topic = library().topic("penalty-card")
    path = longest_asked_path(topic)
    asked = [(n, c) for n, c in path.answers if taken(topic.nodes[n]) is None]
    upto = path.answers.index(asked[1]) + 1  # through the second question really asked
    phone.goto(f"/nl/t/{topic.id}")
    walk_by_tapping(phone, topic, path.answers[:upto])
    url, node = phone.url, phone.locator("h1.question").get_attribute("id")
    lines = phone.locator(".trail li").count()
    phone.reload()
    assert phone.url == url
    assert phone.locator("h1.question").get_attribute("id") == node
    assert phone.locator(".trail li").count() == lines >= 2  # premises stand there too
    tap_and_wait(phone, phone.locator("[data-back]"))
    assert phone.locator(f'h1[id="q-{asked[1][0]}"]').is_visible()


@pytest.mark.parametrize(
    ("query", "expected"),
    [("kaart gevallen", "penalty-card"), ("niet bekend", "revoke"), ("revoke", "revoke"),
     ("27", "insufficient-bid"), ("vóór de beurt", "call-out-of-turn")],
)  # fmt: skip
def test_search_as_you_type_and_by_submitting(phone, query, expected):
    phone.goto("/nl/")
    box = phone.locator("#q")
    box.tap()
    box.type(query, delay=20)
    phone.locator("#results h2", has_text=f"“{query}”").wait_for()
    ids = phone.locator("#results li[data-topic]").evaluate_all(
        "items => items.map(li => li.dataset.topic)")  # fmt: skip
    assert expected in ids[:3]
    with phone.expect_navigation():
        box.press("Enter")
    assert "q=" in phone.url
    ids = phone.locator("#results li[data-topic]").evaluate_all(
        "items => items.map(li => li.dataset.topic)")  # fmt: skip
    assert expected in ids[:3]
    tap_and_wait(phone, phone.locator(f'#results li[data-topic="{expected}"] a').first)
    assert f"/nl/t/{expected}" in phone.url
    phone.goto("/nl/")
    recent = phone.locator(f'#recent li[data-topic="{expected}"]')
    assert recent.is_visible()


def test_bidding_box_answers_the_questions_it_can(phone):
    phone.goto("/nl/t/insufficient-bid")
    tap_and_wait(phone, phone.get_by_role("link", name="Tafelgegevens invullen"))
    phone.locator('#f-dealer label:has(input[value="N"])').tap()  # seats: one tap each
    # one bidding box (issue 25): levels and strains, under the call being entered
    assert phone.locator("form.factform .box").count() == 1
    auction = phone.locator('.field[data-kind="auction"]')
    auction.locator('.strains button[data-call="♠"]').tap()  # level 1 is chosen: one tap
    assert phone.input_value('input[name="auction"]') == "1♠"
    assert auction.locator("table.auction td").first.inner_text() == "1♠"
    phone.locator('input[name="call"]').tap()  # the irregular call's field: the box moves there
    call = phone.locator('.field[data-kind="call"]').first
    call.locator('.strains button[data-call="♥"]').tap()
    call.locator('.strains button[data-call="♦"]').tap()
    assert phone.input_value('input[name="call"]') == "1♦"  # a single call: the last tap counts
    call.get_by_role("button", name="⌫").tap()
    call.locator('.strains button[data-call="♥"]').tap()
    assert phone.input_value('input[name="auction"]') == "1♠"  # the auction kept its own
    phone.locator('#f-offender label:has(input[value="O"])').tap()
    with phone.expect_navigation():
        phone.get_by_role("button", name="Gebruik tafelgegevens").tap()
    # in turn and insufficient (the data say so): the exceptions screen asks the rest
    assert phone.locator('h1[id="q-mispull"][data-screen="exceptions"]').is_visible()
    lines = phone.locator(".trail li")  # the two answered from the data
    assert lines.count() == 2
    assert "".join(lines.all_text_contents()).count("uit tafelgegevens") == 2
    assert "2♥" in phone.locator(".facts").inner_text()
    screenshot(phone, "facts-answered")


def test_card_picker_fills_in_an_exposed_card(phone):
    phone.goto("/en/t/penalty-card/facts")
    field = phone.locator('.field[data-kind="card"]')
    field.get_by_role("button", name="♥", exact=True).tap()
    field.get_by_role("button", name="Q", exact=True).tap()
    assert phone.input_value('input[name="card"]') == "♥Q"


def test_flowchart_shows_the_path_and_takes_you_there(phone):
    topic = library().topic("revoke")
    path = max(paths(topic), key=lambda p: len(p.answers))
    phone.goto("/en/t/revoke?a=" + ",".join(f"{n}:{c}" for n, c in path.answers[:3]))
    tap_and_wait(phone, phone.get_by_role("link", name="Flowchart"))
    assert phone.locator("svg.flow").is_visible()
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360
    start = phone.locator("svg.flow a").first
    with phone.expect_navigation():
        start.click()
    assert "/en/t/revoke" in phone.url


# -- offline --------------------------------------------------------------------------------


def _answers_url(topic, answers) -> str:
    return f"/nl/t/{topic.id}" + (
        "?a=" + ",".join(f"{n}:{c}" for n, c in answers) if answers else ""
    )


def test_guide_keeps_working_offline_after_a_first_visit(browser, fresh_server):
    """Service worker: the network cut (and the server stopped) after the first visit."""
    context = browser.new_context(**PHONE, base_url=fresh_server.url)
    page = context.new_page()
    page.set_default_timeout(15_000)
    watch = Watch(page, fresh_server.url)
    page.goto("/nl/")
    # the worker stores some 70 pages at install: slow on a loaded machine
    wait_until(
        page, "Boolean(navigator.serviceWorker && navigator.serviceWorker.controller)", timeout=90
    )
    visited = library().topic("insufficient-bid")
    visited_path = next(iter(paths(visited)))
    page.goto(_answers_url(visited, visited_path.answers))
    assert page.locator(f'[data-ruling="{visited_path.ruling}"]').is_visible()

    context.set_offline(True)
    fresh_server.stop()

    page.goto("/nl/")  # stored at install
    assert page.locator('#all li[data-topic="revoke"]').is_visible()
    page.reload()
    page.goto(_answers_url(visited, visited_path.answers))  # stored when visited
    assert page.locator(f'[data-ruling="{visited_path.ruling}"]').is_visible()
    assert page.locator(".whatif").count() == 1  # the server's own page

    for topic in (library().topic("revoke"), library().topic("call-out-of-turn")):
        # a long path on which the premises hold (a premise is changed from the trail)
        path = max((p for p in paths(topic)
                    if all(taken(topic.nodes[n]) in (None, c) for n, c in p.answers)),
                   key=lambda p: len(p.answers))  # fmt: skip
        page.goto("/nl/")
        tap_and_wait(page, topic_on_home(page, topic.id))
        _tap_offline(page, topic, path.answers)  # never visited: drawn from the stored guide
        page.locator(f'[data-ruling="{path.ruling}"]').wait_for()
        assert page.locator("body.is-offline").count() == 1
    page.goto("/en/t/revoke")
    assert page.locator("html").get_attribute("lang") == "en"
    page.locator("h1.question").wait_for()
    from arbiter.guide.chain import walk_chain

    first = walk_chain(library().topic("revoke"), {}).question  # after the topic's premise
    assert page.locator("h1.question").inner_text() == first.text["en"]
    page.goto("/nl/laws/64")
    assert "64" in page.locator("main").inner_text()
    watch.errors = [e for e in watch.errors if "Failed to fetch" not in e]
    watch.server_errors.clear()
    watch.check()
    context.close()


def _start(text: str) -> str:
    return text[:25].replace('"', "")


def _tap_offline(page, topic, path_answers) -> None:
    """Tap along a path of one topic, as the offline guide asks it: an exceptions screen
    at once (as on the server's pages), a premise or a screen's line already answered
    not at all."""
    answers = list(path_answers)
    while answers:
        page.locator("#main h1").first.wait_for()  # the shell draws after it has loaded
        if page.locator('h1[data-screen="exceptions"]').is_visible():
            tap_screen(page, topic, answers)
            continue
        node, choice = answers.pop(0)
        question = topic.nodes[node]
        assert isinstance(question, Question)
        if taken(question) == choice:  # a premise: not asked
            continue
        if f"{node}:{choice}" in page.url:  # a line the screen answered ("no" if untouched)
            continue
        page.locator(f'h1.question:has-text("{_start(question.text["nl"])}")').wait_for()
        tap_and_wait(page, page.locator(f'.answers a[data-answer="{choice}"]'))


def test_guide_keeps_working_offline_without_a_service_worker(browser, fresh_server):
    """A phone on plain http:// has no service worker: the open tab keeps the guide."""
    context = browser.new_context(**PHONE, base_url=fresh_server.url, service_workers="block")
    context.add_init_script(
        "Object.defineProperty(navigator, 'serviceWorker', {get: () => undefined})"
    )
    page = context.new_page()
    page.set_default_timeout(15_000)
    page.goto("/nl/")
    wait_until(page, "localStorage.getItem('arbiter.bundle.nl.v') !== null")
    topic = library().topic("lead-out-of-turn")
    path = longest_asked_path(topic)
    tap_and_wait(page, topic_on_home(page, topic.id))

    context.set_offline(True)
    fresh_server.stop()

    _tap_offline(page, topic, path.answers)
    page.locator(f'[data-ruling="{path.ruling}"]').wait_for()
    assert f"/nl/t/{topic.id}?a=" in page.url
    page.go_back()
    page.locator("h1.question").wait_for()
    context.close()


def test_everything_but_offline_works_without_javascript(browser, server):
    context = browser.new_context(**PHONE, base_url=server.url, java_script_enabled=False)
    page = context.new_page()
    page.goto("/nl/")
    page.fill("#q", "niet bekend")
    with page.expect_navigation():
        page.press("#q", "Enter")
    tap_and_wait(page, page.locator('#results li[data-topic="revoke"] a'))
    # the description answered the first question: it stands in the trail
    assert "revoked:yes" in page.url
    assert page.locator('.trail li[data-node="revoked"]').count() == 1
    topic = library().topic("revoke")
    path = min((p for p in paths(topic) if p.answers[0] == ("revoked", "yes")),
               key=lambda p: len(p.answers))  # fmt: skip
    for node, choice in path.answers[1:]:
        tap_and_wait(page, page.locator(f'h1[id="q-{node}"] ~ .answers a[data-answer="{choice}"]'))
    assert page.locator(f'[data-ruling="{path.ruling}"]').is_visible()
    tap_and_wait(page, page.locator("[data-lang-switch]"))
    assert page.locator("html").get_attribute("lang") == "en"
    page.goto("/nl/t/insufficient-bid/facts")
    page.check('#f-dealer input[value="N"]')
    page.fill('input[name="auction"]', "1♠")
    page.fill('input[name="call"]', "1♥")
    page.check('#f-offender input[value="O"]')
    with page.expect_navigation():
        page.get_by_role("button", name="Gebruik tafelgegevens").click()
    # the data answer two questions; the exceptions screen works without a script too
    assert page.locator('h1[id="q-mispull"][data-screen="exceptions"]').is_visible()
    tap_and_wait(page, page.locator("a[data-none]"))
    assert page.locator('h1[id="q-lho_choice"]').is_visible()
    context.close()
