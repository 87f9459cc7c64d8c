"""Calculators with the network cut: never the browser's own error page.

* The page's own arithmetic (static/calc-port.js, tables from arbiter/web/calc_port.py)
  gives the Python's figures: every contract at both vulnerabilities, boards, IMP
  differences, Butler and matchpoint travellers (artificial scores and Neuberg included).
* Without a service worker (a phone on plain http://): the open calculator answers
  score, board, IMPs and matchpoints itself, and says that the others need the laptop,
  with the last result this phone saw.
* With a service worker: the calculator pages were stored at installation, so a
  calculator never opened before opens offline and answers what it can; a form sent
  past the script falls back on the stored page.
"""

from __future__ import annotations

import itertools
import json
import random

import pytest

from arbiter.bridge import Denom
from arbiter.calc.imps import butler, imps
from arbiter.calc.matchpoints import Artificial, matchpoint, parse_traveller
from arbiter.calc.scoring import Result, board_info, score, score_lines
from arbiter.calc.service.matchpoints import averages_of
from arbiter.i18n import InputError
from arbiter.laws.profiles import profile, profile_names
from tests.web.conftest import PHONE, Watch, screenshot
from tests.web.test_e2e import wait_until

pytestmark = pytest.mark.e2e

CODES = {Denom.CLUBS: "C", Denom.DIAMONDS: "D", Denom.HEARTS: "H", Denom.SPADES: "S",
         Denom.NOTRUMP: "NT"}  # fmt: skip


def _port(page, function: str, calls: list) -> list:
    """Run ``arbiterCalcPort[function](tables, *args)`` in the page for every args list."""
    return page.evaluate(
        """([name, calls]) => {
            const T = JSON.parse(document.getElementById('calc-tables').textContent);
            return calls.map((args) => window.arbiterCalcPort[name](T, ...args));
        }""",
        [function, calls],
    )


@pytest.fixture
def port_page(phone):
    phone.goto("/nl/calc/score")
    wait_until(phone, "Boolean(window.arbiterCalcPort)")
    return phone


def test_the_page_scores_every_contract_as_the_python_does(port_page):
    cases = [
        (level, denom, doubled, over, vul)
        for level, denom, doubled in itertools.product(range(1, 8), Denom, range(3))
        for over in range(-(6 + level), 8 - level)
        for vul in (False, True)
    ]
    assert len(cases) == 2940
    got = _port(port_page, "score", [[{"level": lv, "denom": CODES[d], "doubled": x, "over": o},
                                      v] for lv, d, x, o, v in cases])  # fmt: skip
    for (level, denom, doubled, over, vul), js in zip(cases, got, strict=True):
        result = Result(level, denom, doubled, over)
        assert js["score"] == score(result, vul), (result, vul)
        want = [{"key": line.key, "points": line.points} for line in score_lines(result, vul)]
        assert js["lines"] == want, (result, vul)
    impossible = _port(port_page, "score", [[{"level": 7, "denom": "S", "doubled": 0, "over": 1},
                                             False]])  # fmt: skip
    assert impossible == [None]


def test_the_page_knows_every_board_and_imp_as_the_python_does(port_page):
    boards = _port(port_page, "board", [[n] for n in range(1, 130)])
    for n, js in enumerate(boards, 1):
        info = board_info(n)
        assert js["dealer"] == info.dealer.abbr("en")
        assert js["vulnerability"] == info.vulnerability.value
        assert js["same_as"] == (n - 1) % 16 + 1
    assert _port(port_page, "board", [[0], [-3], [2.5]]) == [None, None, None]
    differences = [*range(-8000, 8001, 5), 19.99, 20.0, -4000.5, 4000.0, 0.4]
    assert _port(port_page, "imps", [[d] for d in differences]) == [imps(d) for d in differences]


def test_the_page_butlers_and_matchpoints_as_the_python_does(port_page):
    rng = random.Random(78)
    butlers = []
    for _ in range(300):
        scores = [rng.randrange(-200, 201) * 10 for _ in range(rng.randrange(1, 16))]
        butlers.append((scores, rng.randrange(0, 4)))
    got = _port(port_page, "butler", [[s, t] for s, t in butlers])
    for (scores, trim), js in zip(butlers, got, strict=True):
        if len(scores) <= 2 * trim:
            assert js is None
            continue
        want = butler(scores, trim)
        assert js["datum"] == want.datum and js["mean"] == pytest.approx(want.mean)
        assert [line["ns_imps"] for line in js["lines"]] == [line.ns_imps for line in want.lines]

    travellers = []
    for _ in range(400):
        name = rng.choice(profile_names())
        rules = profile(name)
        entries: list = []
        for _ in range(rng.randrange(1, 14)):
            if rng.random() < 0.15:
                ns, ew = rng.choice([(60, 40), (50, 50), (40, 60), (60, 60), (55.5, 44.5)])
                entries.append(Artificial(float(ns), float(ew)))
            else:
                entries.append(rng.choice([-1100, -500, -100, -50, 0, 90, 110, 140, 400, 420,
                                           450, 620, 1430]))  # fmt: skip
        expected = None if rng.random() < 0.6 else len(entries) + rng.randrange(0, 4)
        travellers.append((entries, expected, rules.matchpoints_per_beat))
    calls = [[[e if isinstance(e, int) else {"ns": e.ns_percent, "ew": e.ew_percent} for e in es],
              expected, per_beat] for es, expected, per_beat in travellers]  # fmt: skip
    got = _port(port_page, "matchpoint", calls)
    for (entries, expected, per_beat), js in zip(travellers, got, strict=True):
        want = matchpoint(entries, expected, per_beat)
        assert (js["top"], js["compared"], js["expected"], js["neuberg"]) == (
            want.top, want.compared, want.expected, want.neuberg)  # fmt: skip
        for line, mine in zip(want.lines, js["lines"], strict=True):
            for key in ("ns_mp", "ew_mp", "ns_percent", "ew_percent"):
                assert mine[key] == pytest.approx(getattr(line, key), abs=1e-9), key


def test_the_page_reads_what_a_director_types_as_the_python_does(port_page):
    results = ["4♠X=", "3SA-2", "3NT-2", "4HXX+1", "6♦= N", "4sx-1 O", "1♣=", "7nt+0",
               "4♠X-1 door O", "2 harten x +1", "8♠=", "4♠", "♠4=", "4♠X=+"]  # fmt: skip
    got = _port(port_page, "parseResult", [[t] for t in results])
    for text, js in zip(results, got, strict=True):
        try:
            want = Result.parse(text)
        except InputError:
            assert js is None, text
            continue
        if text == "2 harten x +1":  # suits in words: the laptop reads them, the phone not
            assert js is None
            continue
        assert js is not None, text
        assert (js["level"], js["denom"], js["doubled"], js["over"]) == (
            want.level, CODES[want.denom], want.doubled, want.over), text  # fmt: skip
    averages = averages_of(profile("NBB"))
    travellers = ["420,450,-50", "420 G+/G- 60/40 -50", "g/g 1430", "55,5/44,5 100", "42", "x",
                  "420,, 450", "G+/A-", "120/40"]  # fmt: skip
    got = _port(port_page, "parseTraveller", [[t, averages] for t in travellers])
    for text, js in zip(travellers, got, strict=True):
        try:
            want = parse_traveller(text, averages)
        except InputError:
            assert js is None, text
            continue
        mine = [e if isinstance(e, int) else Artificial(e["ns"], e["ew"]) for e in js]
        assert [e if isinstance(e, int) else (e.ns_percent, e.ew_percent) for e in want] == [
            e if isinstance(e, int) else (e.ns_percent, e.ew_percent) for e in mine], text


# -- the network cut -------------------------------------------------------------------------


def _tap(page, name: str, value: str) -> None:
    page.locator(f'form.calcform label.ctap:has(input[name="{name}"][value="{value}"])').tap()


def _no_browser_error_page(page) -> None:
    assert page.url.startswith("http://127.0.0.1"), page.url
    assert page.locator("form.calcform").count() == 1  # our page, not chrome-error://


def test_without_a_service_worker_the_open_calculator_answers_offline(browser, fresh_server):
    context = browser.new_context(**PHONE, base_url=fresh_server.url, service_workers="block")
    context.add_init_script(
        "Object.defineProperty(navigator, 'serviceWorker', {get: () => undefined})"
    )
    page = context.new_page()
    page.set_default_timeout(15_000)
    watch = Watch(page, fresh_server.url)
    # online: a revoke worked out, which the phone keeps as the last result
    page.goto("/nl/calc/revoke")
    for name, value in (("revoker", "W"), ("declarer", "Z"), ("trick", "5"), ("won.5", "W"),
                        ("won.6", "O")):  # fmt: skip
        _tap(page, name, value)
    with page.expect_navigation():
        page.locator(".calc-go button[type=submit]").tap()
    assert "2 slagen over te dragen" in page.locator("#calc-out").text_content()
    other = context.new_page()  # a second tab with the score calculator
    other.set_default_timeout(15_000)
    other.goto("/nl/calc/score")

    context.set_offline(True)
    fresh_server.stop()

    for name, value in (("result.level", "4"), ("result.denom", "S"), ("result.dbl", "X"),
                        ("vul", "ja")):  # fmt: skip
        _tap(other, name, value)
    other.locator(".calc-go button[type=submit]").tap()
    other.locator("#calc-local").wait_for()
    local = other.locator("#calc-offline").inner_text()
    assert "Berekend op deze telefoon" in local and "4♠X=, kwetsbaar: +790" in local
    assert "500  manchepremie" in local
    _no_browser_error_page(other)
    screenshot(other, "calc-offline-score")

    # the revoke calculator needs the laptop: it says so, with the last result
    _tap(page, "won.7", "W")
    page.locator(".calc-go button[type=submit]").tap()
    page.locator("#calc-offline:not([hidden])").wait_for()
    text = page.locator("#calc-offline").inner_text()
    assert "heeft de laptop nodig" in text and "Laatste uitkomst" in text
    assert "2 slagen over te dragen" in text
    assert not page.locator("#calc-result").is_visible()  # the old answer is not shown as new
    _no_browser_error_page(page)
    screenshot(page, "calc-offline-revoke")
    page.locator(".topichead a").tap()  # to the list of calculators: not stored here
    page.locator("#calc-offline:not([hidden]) >> text=heeft de laptop nodig").wait_for()
    _no_browser_error_page(page)
    watch.errors = [e for e in watch.errors if "Failed to fetch" not in e]
    watch.server_errors.clear()
    watch.check()
    context.close()


def test_with_a_service_worker_every_calculator_opens_and_answers_offline(browser, fresh_server):
    context = browser.new_context(**PHONE, base_url=fresh_server.url)
    page = context.new_page()
    page.set_default_timeout(15_000)
    page.goto("/nl/")
    wait_until(page, "Boolean(navigator.serviceWorker && navigator.serviceWorker.controller)",
               timeout=90)  # the worker installs some 70 pages first

    context.set_offline(True)
    fresh_server.stop()

    page.goto("/nl/calc")  # stored at installation, never opened
    assert page.locator('a[href="/nl/calc/imps"]').count() == 1
    page.goto("/nl/calc/imps")
    page.locator(".scorerows .srow input").first.tap()
    page.keyboard.type("620")
    page.keyboard.press("Enter")
    page.keyboard.type("100")
    page.locator(".scorerows .srow:nth-child(2) button").first.tap()  # ±
    page.locator(".calc-go button[type=submit]").tap()
    page.locator("#calc-local").wait_for()
    assert "+620 - (-100) = +720: +12 IMP" in page.locator("#calc-local").inner_text()

    page.goto("/en/calc/board")
    page.locator('input[name="number"]').fill("13")
    page.locator(".calc-go button[type=submit]").tap()
    page.locator("#calc-local").wait_for()
    assert "Board 13: dealer N, both vulnerable." in page.locator("#calc-local").inner_text()

    page.goto("/nl/calc/dd")  # needs the laptop: says so, no error page
    page.locator(".calc-go button[type=submit]").tap()
    page.locator("#calc-offline:not([hidden])").wait_for()
    assert "heeft de laptop nodig" in page.locator("#calc-offline").inner_text()

    # a form sent past the script (a reload of a POST, an old page): the stored page
    with page.expect_navigation():
        page.evaluate("HTMLFormElement.prototype.submit.call(document.querySelector('form.calcform'))")
    _no_browser_error_page(page)
    assert page.locator("h1").inner_text() == "Double dummy en par"
    context.close()


def test_the_tables_the_page_gets_are_the_python_s(client):
    page = client.get("/nl/calc/score").text
    marker = '<script type="application/json" id="calc-tables">'
    start = page.index(marker) + len(marker)
    tables = json.loads(page[start : page.index("</script>", start)])
    assert tables["imp_scale"][:3] == [20, 50, 90] and tables["cycle"][12] == ["N", "both"]
    assert tables["profiles"]["ACBL"]["per_beat"] == profile("ACBL").matchpoints_per_beat
