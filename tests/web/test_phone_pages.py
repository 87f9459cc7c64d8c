"""Issue 25 on a phone (Debian's Chromium, 360x740, touch): lighter pages and the links a
new director missed.

* a ruling opens with its headline and what to read out (the choices, or what to say to
  the players) in the first screen; rulings are shorter (heights printed);
* the rulings on unauthorized information and misinformation link the weighted-score
  calculator, the claim rulings the claim checker: links that open the calculator;
* a calculator's result is a card with the answer first;
* the insufficient bid's table-data form fits in two screens: one bidding box, the
  meanings folded until a question needs them;
* the chart is readable at 360 px (its own size, the walked path in view and marked)
  and the outline is open along the path walked, also in a story's second topic;
* offline, the alert guide and the log show a page that says what still works.
"""

from __future__ import annotations

import statistics

import pytest

from arbiter.guide.library import library
from arbiter.guide.paths import paths
from arbiter.guide.story import Story
from tests.web.conftest import PHONE, Watch, phone_page, screenshot
from tests.web.test_e2e import wait_until
from tests.web.test_phone_words import POST
from tests.web.words import RULING_SCAN_PARTS, SEEN, problems, rulings

pytestmark = pytest.mark.e2e
SCREEN = 740

UI_ADJUST = ("unauthorized-information", "adjust")
MI_ADJUST = ("misinformation", None)  # the first ruling with an assigned score
CLAIM = ("claim", "trump_trick")


def _ruling_url(topic_id: str, ruling: str | None = None, want=None) -> str:
    topic = library().topic(topic_id)
    for walk in paths(topic):
        node = topic.nodes[walk.ruling]
        if (ruling is None or walk.ruling == ruling) and (want is None or want(node)):
            return Story(topic_id, tuple(walk.answers)).url()
    raise AssertionError((topic_id, ruling))


def _assigned(node) -> bool:
    return (node.outcome or {}).get("adjusted_score") == "assigned"


TOPS = """() => {
    const top = (s) => { const e = document.querySelector(s);
                         return e ? e.getBoundingClientRect().top + scrollY : null; };
    return {height: document.documentElement.scrollHeight, headline: top('[data-headline]'),
            readout: top('.readout h2'), tell: top('#h-tell'), ruling: top('[data-ruling]')};
}"""


#: The Dutch rulings are cut into this many parts, every PARTS-th ruling each, so that the
#: test workers share some 640 page loads (the number is in words.py: the words scan
#: counts the parts in the run).
PARTS = RULING_SCAN_PARTS


@pytest.mark.parametrize("part", range(PARTS))
def test_rulings_open_with_the_headline_and_what_to_read_out(browser, server, part):
    """Each part's median height is under the bound, so the median of all rulings is too.
    The same visit reads the page's words (tests/web/words.py), which the words scan of
    test_phone_words leaves to this test: one page load a ruling, not two."""
    heights = []
    late = []
    found: dict[str, str] = {}
    with phone_page(browser, server.url) as page:
        for url in rulings("nl")[part::PARTS]:
            page.goto(url)
            got = page.evaluate(TOPS)
            for problem in problems(page.evaluate(SEEN), "nl"):  # after TOPS: it takes <cite>s
                found.setdefault(problem, url)
            if got["headline"] is None:  # a story that went on to a question
                continue
            heights.append(got["height"])
            first = got["readout"] if got["readout"] is not None else got["tell"]
            assert got["headline"] < 200, (url, got)
            if first is not None and first + 40 > SCREEN:  # the heading and a line under it
                late.append((round(first), url))
        if part == 0:
            page.goto(_ruling_url("insufficient-bid", want=lambda n: n.options is not None))
            screenshot(page, "ruling-readout-first-screen")
    print(f"rulings (part {part + 1} of {PARTS}): {len(heights)}, height median "
          f"{statistics.median(heights):.0f} px ({statistics.median(heights) / SCREEN:.1f} "
          f"screens), max {max(heights):.0f} px; "
          f"read-out or 'tell' below the first screen: {len(late)}")  # fmt: skip
    assert not late, late[:10]
    assert statistics.median(heights) < 2.8 * SCREEN
    assert not found, f"{len(found)} found, e.g.\n" + "\n".join(
        f"{p}\n    on {u}" for p, u in list(found.items())[:60]
    )


@pytest.mark.parametrize(("topic", "ruling", "want", "calc"), [
    (*UI_ADJUST, None, "weighted"), (*MI_ADJUST, _assigned, "weighted"), (*CLAIM, None, "claim"),
])  # fmt: skip
def test_a_ruling_links_its_calculator(browser, server, topic, ruling, want, calc):
    with phone_page(browser, server.url) as page:
        page.goto(_ruling_url(topic, ruling, want))
        link = page.locator(f'a[data-calc-link][href^="/nl/calc/{calc}"]')
        assert link.count() == 1, page.locator("main").inner_text()[:800]
        with page.expect_navigation():
            link.tap()
        assert page.url.endswith(f"/nl/calc/{calc}")
        assert page.locator("form.calcform").is_visible()
        # no command line and no address as text anywhere on the ruling
        page.go_back()
        text = page.locator("main").inner_text()
        assert "arbiter calc" not in text and "/nl/calc" not in text


def test_a_calculator_answers_first(browser, server):
    cases = [("score", {"result": "4♠X=", "vul": "ja"}, "+790"),
             ("revoke", {"revoker": "W", "declarer": "Z", "trick": "5", "won": "5:W 6:O"},
              "2 slagen"),
             ("claim", {"deal": "Z:AK.A.. .5..KQ ..234. QJ...A", "contract": "4♥",
                        "declarer": "Z", "won": "10",
                        "statement": "troef trekken, dan de schoppen"},
              "Slechtste normale speelwijze: 3 slagen")]  # fmt: skip
    with phone_page(browser, server.url) as page:
        for name, form, expected in cases:
            page.goto(f"/nl/calc/{name}")
            with page.expect_navigation():
                page.evaluate(POST, [form])
            card = page.locator("#calc-result")
            answer = card.locator("[data-answer]")
            assert expected in answer.inner_text(), (name, answer.inner_text())
            box = answer.bounding_box()
            assert box is not None and box["y"] < SCREEN, (name, box)  # in the first screen
            assert not page.locator("#calc-out").is_visible()  # the explanation, folded
            card.locator("details.astext summary").tap()
            assert page.locator("#calc-out").is_visible()
            screenshot(page, f"calc-answer-{name}")


def test_the_insufficient_bid_table_data_fit_in_two_screens(browser, server):
    with phone_page(browser, server.url) as page:
        page.goto("/nl/t/insufficient-bid/facts")
        # the form, to its last button (the page's footer below it is the same everywhere)
        height = page.evaluate("""() => {
            const f = document.querySelector('form.factform');
            return f.getBoundingClientRect().bottom + scrollY; }""")
        boxes = page.locator("form.factform .box").count()
        print(f"insufficient bid, table data: {height} px, {boxes} bidding box(es)")
        screenshot(page, "facts-insufficient-bid")
        assert boxes == 1
        assert height <= 2 * SCREEN
        assert not page.locator("details.meanings").get_attribute("open") is not None
        # the box follows the call being entered: the irregular call, then the auction
        def bid(name: str, call: str) -> None:
            box = f'.field:has(input[name="{name}"]) .box'
            if call == "pas":
                page.locator(f'{box} button:text-is("pas")').tap()
                return
            page.locator(f'{box} .levels button:text-is("{call[0]}")').tap()
            page.locator(f'{box} .strains button[data-call="{call[1:]}"]').tap()

        page.locator('input[name="call"]').tap()
        bid("call", "1♦")
        assert page.locator('input[name="call"]').input_value() == "1♦"
        page.locator('input[name="auction"]').tap()
        for call in ("1♥", "pas", "1♠"):
            bid("auction", call)
        assert page.locator('input[name="auction"]').input_value() == "1♥ pas 1♠"
        assert page.locator('input[name="call"]').input_value() == "1♦"
        # where the question is about the meanings (23A), they are open
        page.goto("/nl/t/comparable-call/facts")
        assert page.locator("details.meanings").get_attribute("open") is not None


def test_the_chart_is_readable_on_a_phone_and_the_outline_follows_the_path(browser, server):
    topic = library().topic("insufficient-bid")
    walk = max(paths(topic), key=lambda w: len(w.answers))
    with phone_page(browser, server.url) as page:
        page.goto(Story(topic.id, tuple(walk.answers)).url("/flow"))
        got = page.evaluate("""() => {
            const wrap = document.getElementById('flow');
            const text = wrap.querySelector('svg.flow .fn text tspan');
            const here = [...wrap.querySelectorAll('svg.flow a.fn')].find((a) =>
                getComputedStyle(a.querySelector('rect')).fill === 'rgb(255, 243, 196)');
            const w = wrap.getBoundingClientRect(), h = here.getBoundingClientRect();
            return {font: text.getBoundingClientRect().height,
                    seen: h.left >= w.left - 1 && h.right <= w.right + 1
                          && h.top >= w.top - 1 && h.bottom <= w.bottom + 1,
                    red: getComputedStyle(here.querySelector('rect')).stroke};
        }""")
        screenshot(page, "flow-phone")
        assert got["font"] >= 11, got  # a word of a box at least 11 px high on the phone
        assert got["seen"] and got["red"] == "rgb(179, 38, 30)", got
        # the outline: every question of the path walked open, the current one marked
        for node, _ in walk.answers:
            if f"o-{node}" in page.content():
                assert page.locator(f"#o-{node} > details").get_attribute("open") is not None
        assert page.locator(".outline li.here").count() == 1


def test_a_story_s_chart_opens_on_the_path_in_its_second_topic(client):
    """A ruling reached after a handoff ("Ga verder met"): its chart link carries the
    answers given in that topic (they were dropped, and the outline opened folded)."""
    import re
    from html import unescape

    def links(html: str, pattern: str) -> list[str]:
        return [unescape(h) for h in re.findall(pattern, html)]

    for url in rulings("nl"):
        first = url.split("/")[3].split("?")[0]
        html = client.get(url).text
        onward = links(html, r'<p class="seealso">[^<]*<a href="([^"]+)"')
        if not onward:
            continue
        html = client.get(onward[0]).text
        for _ in range(12):  # on through the second topic, by its first answers
            answers = links(html, r'<a href="([^"]+)" data-answer=')
            if "data-ruling=" in html or not answers:
                break
            html = client.get(answers[0]).text
        flow = re.search(r'href="/nl/t/([a-z-]+)/flow\?([^"]*)"', html)
        if "data-ruling=" not in html or flow is None or flow.group(1) == first:
            continue
        assert "a=" in unescape(flow.group(2)), (url, flow.group(0))
        return
    pytest.fail("no ruling after a handoff carries its answers to the chart")


@pytest.mark.parametrize(("url", "says"), [
    ("/nl/alert", "Alerteren: geen verbinding"),
    ("/log", "Logboek: geen verbinding"),
])  # fmt: skip
def test_offline_the_alert_guide_and_the_log_say_what_still_works(browser, fresh_server, url,
                                                                    says):  # fmt: skip
    context = browser.new_context(**PHONE, base_url=fresh_server.url)
    page = context.new_page()
    page.set_default_timeout(15_000)
    watch = Watch(page, fresh_server.url)
    page.goto("/nl/")
    # the worker installs some 70 pages first: 90 s on a loaded machine, as test_e2e gives
    wait_until(page, "Boolean(navigator.serviceWorker && navigator.serviceWorker.controller)",
               timeout=90)
    page.evaluate("""async () => {
        for (let i = 0; i < 300; i++) {
          for (const n of await caches.keys()) {
            if (await (await caches.open(n)).match('/nl/offline/log')) return;
          }
          await new Promise((r) => setTimeout(r, 100));
        }
    }""")
    if url == "/log":  # a ruling kept on this phone, as log.js keeps it
        page.evaluate("localStorage.setItem('arbiter.log.queue', JSON.stringify([{uid: 'u1'}]))")
    context.set_offline(True)
    page.goto(url)
    assert page.locator("h1").inner_text() == says
    assert page.get_by_role("link", name="Onderwerpen").first.is_visible()
    if url == "/log":
        assert page.locator("[data-queued]").is_visible()
        assert page.locator("[data-queued-count]").inner_text() == "1"
    screenshot(page, "offline-" + url.strip("/").replace("/", "-"))
    watch.errors = [e for e in watch.errors if "Failed to fetch" not in e]
    watch.server_errors.clear()
    watch.check()
    context.close()
