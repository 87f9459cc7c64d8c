"""Every calculator page as a director sees it: in the guide's design on a phone, and
never a command-line flag, an argument name or JSON on the screen, in either language.

In process (fast, every calculator, both languages): the empty form, each worked example
of docs/calc.md answered, and a bad input answered with its message. In Debian's
Chromium at 360x740: each page, each way in, "type it", with the guide's layout rules
(no sideways scroll, every target 44 px, no text under 14 px).
"""

from __future__ import annotations

import html
import re

import pytest

from arbiter.calc import service
from arbiter.i18n import LANGS
from tests.web.conftest import screenshot
from tests.web.test_e2e import _layout_problems

NAMES = list(service.names())

#: What must never be read on a page: flags, commands, JSON, machine names.
FORBIDDEN = [
    (re.compile(r"(?<![\w-])--[a-z]"), "a command-line flag"),
    (re.compile(r"\barbiter (calc|decide|serve)\b"), "a command"),
    (re.compile(r"[{\[]\s*\""), "JSON"),
    (re.compile(r"\"\s*:\s*[\"\d{\[tfn]"), "JSON"),
    (re.compile(r"\bJSON\b"), "the word JSON"),
    # (a value of the meaning language, purpose=ask_major|ask_aces, is what one types)
    (re.compile(r"(?<![=|])\b[a-z]+_[a-z_]+\b(?!\|)"), "a machine name (snake_case)"),
    (re.compile(r"\b(true|false|null|None|True|False)\b"), "a machine value"),
]

#: The worked examples of docs/calc.md as a form sends them (text fields; no taps).
EXAMPLES = {
    "score": {"result": "4♠X=", "vul": "ja"},
    "board": {"number": "13"},
    "matchpoints": {"score": "420\n450\n-50\n420\n400", "neuberg_of": "6"},
    "imps": {"scores": "620\n-100"},
    "adjusted": {"artificial": "avg-plus", "session": "63.5"},
    "revoke": {"revoker": "W", "declarer": "Z", "trick": "5", "won": "5:W 6:O"},
    "penalty": {"cards": "♣A", "turn": "partner-leads"},
    "auction": {"dealer": "N", "calls": "1♥ pas 1♠", "irregular": "1♦", "by": "W"},
    "dd": {"deal": "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432",
           "vul": "niemand", "dealer": "N"},
    "comparable": {"withdrawn": "open1-major:♠", "replacement": "overcall1:♠"},
    "weighted": {"deal": "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432",
                 "board": "2", "candidates": "50% 7♠ N, 30% 6♦X Z, 20% 7♥X-7 O",
                 "traveller": "1440\n2210\n-1510"},
    "claim": {"deal": "Z:AK.A.. .5..KQ ..234. QJ...A", "contract": "4♥", "declarer": "Z",
              "won": "10", "statement": "troef trekken, dan de schoppen"},
}  # fmt: skip
MORE = [
    ("adjusted", {"_way": "assigned", "weighted": "30% 4♠=, 70% 4♠-1", "declarer": "N",
                  "vul": "nee", "traveller": "420,450,-50,420,400,140,-100"}),
    ("adjusted", {"_way": "assigned", "weighted": "4♠= N", "ew_weighted": "4♠-1 N",
                  "board": "5", "other_table": "170"}),
    ("imps", {"_way": "butler", "butler": "450\n420\n-800\n-50\n420\n420"}),
    ("imps", {"_way": "match", "match": "620/-100, 420/450, -50/140"}),
    ("penalty", {"cards": "♠3", "turn": "holder-leads", "hand": "♠A ♠7 ♥5"}),
    ("score", {"result": "3SA-2", "board": "13", "declarer": "O"}),
    ("score", {"result": "4HXX+1"}),
    ("revoke", {"revoker": "N", "declarer": "Z", "trick": "12"}),
    ("comparable", {"withdrawn": "open-pass", "candidate": "1nt-response\nsimple-raise:♥"}),
    ("comparable", {"presets": "1"}),
    ("weighted", {"_way": "deal", "deal": "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. "
                  "...AKQJT98765432", "vul": "allen", "candidates": "7♦ Z",
                  "other_table": "-1430"}),
]  # fmt: skip
#: Bad input of every kind the pages meet, each answered with a message.
BAD = [
    ("score", {}),
    ("score", {"result": "4♠X=", "vul": "ja", "board": "3"}),
    ("score", {"result": "4♠=", "vul": "NZ"}),
    ("matchpoints", {"score": "420\n4x"}),
    ("imps", {"scores": "1\n2\n3"}),
    ("imps", {"_way": "butler", "butler": "420", "trim": "1"}),
    ("adjusted", {}),
    ("adjusted", {"_way": "assigned", "weighted": "30% 4♠="}),
    ("adjusted", {"_way": "assigned", "weighted": "4♠= N", "ew_weighted": "4♠-1 N", "vul": "ja"}),
    ("revoke", {"_way": "play"}),
    ("revoke", {"_way": "play", "revoker": "W", "declarer": "Z", "trick": "5"}),
    ("revoke", {"_way": "play", "revoker": "W", "declarer": "Z", "trick": "5", "won": "5:W"}),
    ("revoke", {"_way": "pbn", "pbn": "[Board \"1\"]"}),
    ("penalty", {"cards": "♣3", "turn": "partner-leads", "owner": "declarer"}),
    ("auction", {"dealer": "N", "by": "W"}),
    ("auction", {"dealer": "N", "calls": "1♥ 1♣", "irregular": "1♦", "by": "W"}),
    ("dd", {}),
    ("dd", {"_way": "deal", "deal": "N:AKQ"}),
    ("comparable", {}),
    ("comparable", {"withdrawn": "open1-major:♠"}),
    ("weighted", {}),
    ("weighted", {"_way": "deal", "deal": "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. "
                  "...AKQJT98765432", "candidates": "4♠ N"}),
    ("weighted", {"_way": "deal", "deal": "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. "
                  "...AKQJT98765432", "board": "1", "candidates": "50% 4♠ N, 40% 4♠-1 N"}),
    ("comparable", {"withdrawn": "hcp=40"}),
    ("claim", {}),
    ("claim", {"deal": "Z:AK.A.. .5..KQ", "contract": "4♥", "declarer": "Z"}),
    ("claim", {"deal": "Z:AK.A.. .5..KQ ..234. QJ...A", "contract": "4♥", "declarer": "Z",
               "won": "14", "statement": "troef trekken"}),
]  # fmt: skip


def visible_text(page: str) -> str:
    """What a reader sees: the text without tags, scripts and styles, plus the words in
    attributes a screen reader or a pointer shows (title, placeholder, aria-label)."""
    page = re.sub(r"<(script|style)\b.*?</\1>", " ", page, flags=re.S)
    shown = re.findall(r'(?:title|placeholder|aria-label)="([^"]*)"', page)
    text = re.sub(r"<[^>]+>", " ", page)
    return html.unescape(text + " " + " ".join(shown))


def problems(text: str) -> list[str]:
    return [f"{why}: {m.group(0)!r} in …{text[max(0, m.start() - 40):m.end() + 40]!r}…"
            for pattern, why in FORBIDDEN for m in pattern.finditer(text)]  # fmt: skip


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", NAMES)
def test_no_flag_name_or_json_on_any_calculator_page(client, name, lang):
    pages = {"empty form": client.get(f"/{lang}/calc/{name}")}
    pages["worked example"] = client.post(f"/{lang}/calc/{name}", data=EXAMPLES[name])
    assert pages["worked example"].status_code == 200, pages["worked example"].text[-1500:]
    for i, (calc, data) in enumerate(MORE):
        if calc == name:
            pages[f"example {i}"] = client.post(f"/{lang}/calc/{name}", data=data)
            assert pages[f"example {i}"].status_code == 200, data
    for i, (calc, data) in enumerate(BAD):
        if calc == name:
            pages[f"bad input {i}"] = client.post(f"/{lang}/calc/{name}", data=data)
            assert pages[f"bad input {i}"].status_code == 422, data
    for what, page in pages.items():
        found = problems(visible_text(page.text))
        assert not found, (name, lang, what, found)


def test_the_scan_finds_what_it_looks_for():
    """The patterns are not blind: each catches what a page once showed."""
    for shown in ("Geef --vul ja/nee", "arbiter calc score", '{"revoker": "defender"}',
                  "Facts (JSON)", "neuberg_of", "revoker = true"):  # fmt: skip
        assert problems(shown), shown
    assert not problems("4♠X=, kwetsbaar: +790. NZ-score: -420; 30% 4♠= door N, 63,5 %")


def test_the_guide_topic_of_an_irregular_call_is_one_tap_away(client):
    page = client.post("/en/calc/auction", data=EXAMPLES["auction"]).text
    assert "Topic: Insufficient bid (Law 27)" in html.unescape(page)
    link = re.search(r'<a class="btn" href="([^"]+)">On in the guide: Insufficient bid', page)
    assert link is not None
    guide = client.get(html.unescape(link.group(1)))
    assert guide.status_code == 200  # the guide with the table data filled in


# -- in the browser: the guide's design ----------------------------------------------------


def _check(page, what: str) -> None:
    found = _layout_problems(page)
    assert found["scroll"] <= 0, (what, "horizontal scroll", found["scroll"])
    assert not found["small"], (what, "tap targets under 44 px", found["small"])
    assert not found["tiny"], (what, "text under 14 px", found["tiny"])
    text = page.locator("main").inner_text()
    assert not problems(text), (what, problems(text))
    size = page.evaluate("parseFloat(getComputedStyle(document.body).fontSize)")
    assert size >= 18, (what, "body type smaller than the guide's", size)


@pytest.mark.e2e
@pytest.mark.parametrize("lang", LANGS)
def test_every_calculator_page_in_the_guide_s_design_on_a_phone(phone, lang):
    for name in ["", *NAMES]:
        url = f"/{lang}/calc" + (f"/{name}" if name else "")
        phone.goto(url)
        _check(phone, url)
        if not name:
            continue
        assert phone.locator("html").get_attribute("lang") == lang
        if lang == "nl":
            screenshot(phone, f"calc-form-{name}")
        ways = phone.locator('input[name="_way"]')
        for i in range(ways.count()):  # each way in, then "type it"
            phone.locator("label.ctap.way").nth(i).tap()
            _check(phone, f"{url} way {i + 1}")
            more = phone.locator("details.more > summary")
            if more.count() and more.is_visible():
                more.tap()
                _check(phone, f"{url} way {i + 1}, more")
        phone.locator("label.typeit").tap()
        _check(phone, f"{url} typed")
        phone.locator("label.typeit").tap()  # back to taps (remembered otherwise)
        with phone.expect_navigation():  # an empty form: the message in the page's words
            phone.locator(".calc-go button[type=submit]").tap()
        _check(phone, f"{url} answered")


@pytest.mark.e2e
def test_the_language_of_the_guide_is_carried(phone):
    phone.goto("/en/")
    phone.goto("/")  # the language last used is remembered
    assert phone.url.endswith("/en/")
    phone.goto("/en/calc/revoke")
    with phone.expect_navigation():
        phone.locator("a[data-lang-switch]").tap()
    assert phone.url.endswith("/nl/calc/revoke")
    assert phone.locator("h1").inner_text() == "Verzaking"
