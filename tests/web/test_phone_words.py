"""Issue 25: no programme ids, "seed", command lines or English on a Dutch page, and no
Dutch on an English one, as a reader sees the page on a phone (Debian's Chromium, 360x740,
touch): ``innerText`` of the whole page, and the names a pointer or a screen reader gives
(title, aria-label, placeholder, an SVG's title). Every kind of page: the guide (each
topic's start, chart and facts form, every ruling of every topic), the calculators
empty, with a result and with an error, the self-test, the tips and protocol, the alert
guide, the laws, the error pages. The pages and the checks are in tests/web/words.py;
the Dutch rulings are read in the same visit that measures them in test_phone_pages
(one page load each) when that test is in the run; the log's pages are scanned in
tests/log/test_phone_board.py.
"""

from __future__ import annotations

import pytest

from tests.web.conftest import PHONE, Watch
from tests.web.words import RULING_SCAN_PARTS, SEEN, pages, problems, rulings

pytestmark = pytest.mark.e2e
#: The scan of a language is cut into this many parts, every PARTS-th page each, so that
#: the test workers share a thousand pages instead of one of them taking minutes alone.
PARTS = 6
#: the phone scan of the Dutch rulings (test_phone_pages), which also reads their words
RULING_SCAN = "test_rulings_open_with_the_headline_and_what_to_read_out"

POST = """([data]) => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = location.pathname;
    for (const [name, value] of Object.entries(data)) {
        const field = document.createElement('textarea');
        field.name = name;
        field.value = value;
        form.appendChild(field);
    }
    document.body.appendChild(form);
    form.submit();
}"""


@pytest.mark.parametrize("part", range(PARTS))
@pytest.mark.parametrize("lang", ["nl", "en"])
def test_no_machine_words_and_no_other_language(browser, server, lang, part, request):
    context = browser.new_context(**PHONE, base_url=server.url, service_workers="block")
    page = context.new_page()
    page.set_default_timeout(20_000)
    watch = Watch(page, server.url)
    found: dict[str, str] = {}
    # the Dutch rulings are read in the visit that measures them on a phone (test_phone_
    # pages.test_rulings_open_with_the_headline_and_what_to_read_out): one load a page.
    # Only when all parts of that scan are in this run (every pytest-xdist worker collects
    # all tests): run alone, this test reads them itself
    scan = [item for item in request.session.items if item.originalname == RULING_SCAN]
    scanned = len(scan) == RULING_SCAN_PARTS
    measured = set(rulings("nl")) if lang == "nl" and scanned else set()
    for url, form in pages(lang)[part::PARTS]:
        if url.endswith("/api"):  # the API's page is for programmers: English, both menus
            continue
        if url in measured:
            continue
        page.goto(url)
        if form is not None:
            with page.expect_navigation():
                page.evaluate(POST, [form])
        for problem in problems(page.evaluate(SEEN), lang):
            found.setdefault(problem, url + (" (posted)" if form is not None else ""))
    context.close()
    assert not found, f"{len(found)} found, e.g.\n" + "\n".join(
        f"{p}\n    on {u}" for p, u in list(found.items())[:60]
    )
    watch.check()


def test_a_self_test_item_names_its_source_for_a_reader():
    """'seed 002' is a file of the project; the page names the document (issue 25)."""
    from arbiter.web.train import source_text

    cases = {
        ("seed 002, zelftoets a; seed 003, art. 50B", "nl"):
            "NBB-cursus, les strafkaart, zelftoets a; Spelregels, art. 50B",
        ("seed 002, zelftoets a; seed 003, art. 50B", "en"):
            "NBB course, penalty card lesson, self-test a; Laws, Law 50B",
        ("seed 000, protocol wijzigen bieding (5B-7B)", "en"): "NBB director's protocols",
        ("seed 002, zelftoets b; Law 24, 48A", "nl"):
            "NBB-cursus, les strafkaart, zelftoets b; art. 24, 48A",
        ("24-card-exposed-during-auction.yaml: a_back", "nl"): "Gids: Strafkaart",
    }  # fmt: skip
    for (source, lang), expected in cases.items():
        assert source_text(source, "penalty-card", lang) == expected
