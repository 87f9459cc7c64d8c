"""What a director does on a calculator, counted: taps and typed characters for each
worked example of docs/calc.md, on a phone (360x740, Debian's Chromium, touch).

Every tap and typed character goes through :class:`Hands`, the only way the test touches
the page; the answer the example gives is checked on the page. Two ways are measured:

* ``taps``: the phone's tap controls (buttons, steppers, the bidding box and card picker
  of the guide, the trick-by-trick revoke entry); the number keys where a number must be
  typed (a board number, a score);
* ``typed``: "type it" switched on, the laptop way: the same text the command line takes.

``BEFORE`` holds the same examples measured on the form as it was before issue 13
(main a078b37: text fields and pick-lists; a pick-list is two taps), measured with the
same rules. The counts are printed (``pytest -s``) and written to artifacts/calc_taps.txt.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytest

from tests.web.conftest import ARTIFACTS, PHONE, Watch, screenshot

pytestmark = pytest.mark.e2e

#: (taps, typed characters) on the old form, same examples, same counting.
BEFORE = {
    "score": (4, 4),
    "board": (2, 2),
    "matchpoints": (2, 19),
    "imps": (2, 8),
    "adjusted artificial": (4, 4),
    "adjusted assigned": (7, 45),
    "revoke": (2, 132),
    "penalty": (2, 5),
    "auction": (7, 11),
    "dd": (6, 69),
}


class Hands:
    """Taps and typed characters, counted."""

    def __init__(self, page) -> None:
        self.page = page
        self.taps = 0
        self.chars = 0

    def tap(self, selector: str) -> None:
        self.taps += 1
        self.page.locator(selector).first.tap()

    def type(self, selector: str, text: str) -> None:
        """Tap a field and type (a newline is the Enter key: one character)."""
        self.tap(selector)
        for line_number, line in enumerate(text.split("\n")):
            if line_number:
                self.chars += 1
                self.page.keyboard.press("Enter")
            self.chars += len(line)
            self.page.keyboard.type(line, delay=2)

    def key(self, selector: str, text: str) -> None:
        """Type into the field that has the focus already (the next score row)."""
        self.chars += len(text)
        self.page.keyboard.type(text, delay=2)

    # the tap controls
    def choose(self, name: str, value: str) -> None:
        self.tap(f'form.calcform label.ctap:has(input[name="{name}"][value="{value}"])')

    def way(self, value: str) -> None:
        self.choose("_way", value)

    def result(self, name: str, level: int, denom: str, doubled: str = "", over: int = 0) -> None:
        """A result by taps: level, denomination (C D H S NT), doubled, tricks over (+)
        or under (-) with the stepper."""
        self.choose(f"{name}.level", str(level))
        self.choose(f"{name}.denom", denom)
        if doubled:
            self.choose(f"{name}.dbl", doubled)
        by = 1 if over > 0 else -1
        for _ in range(abs(over)):
            self.tap(f'.stepper:has(input[name="{name}.over"]) .step[data-by="{by}"]')

    def step(self, name: str, times: int) -> None:
        by = 1 if times > 0 else -1
        for _ in range(abs(times)):
            self.tap(f'.stepper:has(input[name="{name}"]) .step[data-by="{by}"]')

    def scores(self, name: str, values: list[int]) -> None:
        """One row a table: the number keys, Enter for the next row, ± for a minus."""
        field = f'.field[data-input="{name}"] .scorerows'
        for i, value in enumerate(values):
            row = f"{field} .srow:nth-child({i + 1})"
            if i == 0:
                self.tap(f"{row} input")
            self.key("", str(abs(value)))
            if value < 0:
                self.tap(f"{row} button:first-child")
                self.page.locator(f"{row} input").focus()  # the keyboard stays (no tap)
            if i < len(values) - 1:
                self.chars += 1
                self.page.keyboard.press("Enter")

    def bid(self, name: str, call: str) -> None:
        """A call in the guide's bidding box: whichever box app.js draws. A form has one
        box (issue 25): it stands under the field it fills, and a tap on another call's
        field brings it there (a tap counted)."""
        box = f'.field[data-input="{name}"] .box'
        if not self.page.locator(box).count():
            self.tap(f'.field[data-input="{name}"] input[data-picker]')
        if call in ("pas", "pass", "X", "XX"):
            self.tap(f'{box} button:text-is("{call}")')
        elif self.page.locator(f"{box} .levels").count():  # level, then denomination
            level = self.page.locator(f"{box} .levels button.on").inner_text()
            if level != call[0]:
                self.tap(f'{box} .levels button:text-is("{call[0]}")')
            self.tap(f'{box} .strains button[data-call="{call[1:]}"]')
        else:
            self.tap(f'{box} button:text-is("{call}")')

    def cards(self, name: str, cards: list[str]) -> None:
        """Cards in the guide's card picker: the suit (when it changes), then the rank."""
        box = f'.field [name="{name}"] ~ .box'
        suit = None
        for card in cards:
            if card[0] != suit:
                suit = card[0]
                self.tap(f'{box} .suits button:text-is("{suit}")')
            self.tap(f'{box} .ranks button:text-is("{card[1:]}")')

    def go(self) -> str:
        with self.page.expect_navigation():
            self.tap(".calc-go button[type=submit]")
        out = self.page.locator("#calc-out")
        if not out.count():
            raise AssertionError(self.page.locator("main").inner_text()[:800])
        return out.text_content() or ""  # the whole explanation, folded under the answer


@dataclass(frozen=True)
class Example:
    name: str
    page: str
    taps: Callable[[Hands], None]
    typed: Callable[[Hands], None]
    expect: tuple[str, ...]


RANKS = ("A", "H", "V", "B", "10", "9", "8", "7", "6", "5", "4", "3", "2")


def _dd_taps(h: Hands) -> None:
    for seat, suit in (("N", "♠"), ("E", "♥"), ("S", "♦")):  # West: the remaining cards
        if seat != "N":
            h.tap(f'details.hand:has(input[name="deal.{seat}"]) summary')
        h.cards(f"deal.{seat}", [suit + rank for rank in RANKS])
    h.choose("vul", "niemand")
    h.choose("dealer", "N")


EXAMPLES = [
    Example(
        "score", "score",
        lambda h: (h.result("result", 4, "S", "X"), h.choose("vul", "ja")),
        lambda h: (h.type('input.typed-only[name="result"]', "4SX="), h.choose("vul", "ja")),
        ("4♠X=, kwetsbaar: +790",),
    ),
    Example(
        "board", "board",
        lambda h: h.type('input[name="number"]', "13"),
        lambda h: h.type('input[name="number"]', "13"),
        ("Spel 13: gever Noord, allen kwetsbaar.",),
    ),
    Example(
        "matchpoints", "matchpoints",
        lambda h: h.scores("score", [420, 450, -50, 420, 400]),
        lambda h: h.type('textarea[name="score"]', "420\n450\n-50\n420\n400"),
        ("+450      8      0   100     0",),
    ),
    Example(
        "imps", "imps",
        lambda h: h.scores("scores", [620, -100]),
        lambda h: h.type('textarea[name="scores"]', "620\n-100"),
        ("+12 IMP",),
    ),
    Example(
        "adjusted artificial", "adjusted",
        lambda h: (h.choose("artificial", "avg-plus"), h.type('input[name="session"]', "63,5")),
        lambda h: (h.choose("artificial", "avg-plus"), h.type('input[name="session"]', "63,5")),
        ("63,5", "12C2(c)"),
    ),
    Example(
        "adjusted assigned", "adjusted",
        lambda h: (
            h.way("assigned"), h.step("weighted.1.pct", 3), h.result("weighted.1", 4, "S"),
            h.result("weighted.2", 4, "S", over=-1), h.choose("declarer", "N"),
            h.choose("vul", "nee"),
            h.scores("traveller", [420, 450, -50, 420, 400, 140, -100]),
        ),
        lambda h: (
            h.way("assigned"), h.type('input.typed-only[name="weighted"]', "30% 4S=, 70% 4S-1"),
            h.choose("declarer", "N"), h.choose("vul", "nee"),
            h.type('textarea[name="traveller"]', "420\n450\n-50\n420\n400\n140\n-100"),
        ),
        ("30% 4♠= door N, 70% 4♠-1 door N",),
    ),
    Example(
        "revoke", "revoke",  # West revokes in trick 5 and wins it; EW win trick 6
        lambda h: (h.choose("revoker", "W"), h.choose("declarer", "Z"), h.choose("trick", "5"),
                   h.choose("won.5", "W"), h.choose("won.6", "O")),
        lambda h: (h.choose("revoker", "W"), h.choose("declarer", "Z"), h.choose("trick", "5"),
                   h.type('input.typed-only[name="won"]', "5:W 6:O")),
        ("Verzaking: 2 slagen over te dragen", "stap 7"),
    ),
    Example(
        "penalty", "penalty",
        lambda h: h.cards("cards", ["♦2", "♣3"]),
        lambda h: h.type('input[name="cards"]', "D2 C3"),
        ("grote strafkaart (♦2, ♣3)",),
    ),
    Example(
        "auction", "auction",
        lambda h: (h.choose("dealer", "N"), h.bid("calls", "1♥"), h.bid("calls", "pas"),
                   h.bid("calls", "1♠"), h.bid("irregular", "1♦"), h.choose("by", "W")),
        lambda h: (h.choose("dealer", "N"), h.type('input[name="calls"]', "1H pas 1S"),
                   h.type('input[name="irregular"]', "1D"), h.choose("by", "W")),
        ("Laagste voldoende bod, zelfde speelsoort  2♦", "Onvoldoende bod"),
    ),
    Example(
        "dd", "dd",
        _dd_taps,
        lambda h: (
            h.type('input.typed-only[name="deal"]',
                   "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"),
            h.choose("vul", "niemand"), h.choose("dealer", "N"),
        ),
        ("Par: 7♠=", "NZ +1510"),
    ),
]  # fmt: skip

#: Taps allowed per example on the phone (a bound, not the figure: the test prints that).
BUDGET = {"score": 5, "board": 2, "matchpoints": 4, "imps": 3, "adjusted artificial": 3,
          "adjusted assigned": 16, "revoke": 6, "penalty": 5, "auction": 8, "dd": 48}  # fmt: skip


def _measure(browser, server, example: Example, way: str):
    context = browser.new_context(**PHONE, base_url=server.url, service_workers="block")
    page = context.new_page()
    page.set_default_timeout(10_000)
    watch = Watch(page, server.url)
    page.goto(f"/nl/calc/{example.page}")
    page.evaluate("localStorage.clear()")
    page.reload()
    hands = Hands(page)
    if way == "typed":
        hands.tap('label.typeit')
    (example.taps if way == "taps" else example.typed)(hands)
    out = hands.go()
    for expected in example.expect:
        assert expected in out, (example.name, way, expected, out)
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    if way == "taps":
        screenshot(page, f"calc-{example.name.replace(' ', '-')}")
    watch.check()
    context.close()
    return hands.taps, hands.chars


@pytest.fixture(scope="module")
def counts():
    found: dict[tuple[str, str], tuple[int, int]] = {}
    yield found
    lines = [f"{'calculator':22} {'before':>12} {'taps':>12} {'type it':>12}   (taps/chars)"]
    for example in EXAMPLES:
        cells = [BEFORE[example.name], found.get((example.name, "taps")),
                 found.get((example.name, "typed"))]  # fmt: skip
        lines.append(f"{example.name:22} " + " ".join(
            f"{'-' if c is None else f'{c[0]}/{c[1]}':>12}" for c in cells))  # fmt: skip
    text = "\n".join(lines)
    print("\n" + text)
    ARTIFACTS.parent.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS.parent / "calc_taps.txt").write_text(text + "\n", encoding="utf-8")


@pytest.mark.parametrize("example", EXAMPLES, ids=[e.name for e in EXAMPLES])
def test_each_worked_example_by_taps_and_typed(browser, server, counts, example):
    taps, chars = _measure(browser, server, example, "taps")
    counts[(example.name, "taps")] = (taps, chars)
    assert taps <= BUDGET[example.name], (example.name, taps)
    if example.name not in ("board", "matchpoints", "imps", "adjusted artificial",
                            "adjusted assigned"):  # fmt: skip
        assert chars == 0, (example.name, "typed on the phone", chars)  # no typing at all
    counts[(example.name, "typed")] = _measure(browser, server, example, "typed")


def test_an_ordinary_established_revoke_needs_no_typing(browser, server):
    """The issue's own bar: trick by trick, no JSON, not one character typed."""
    example = next(e for e in EXAMPLES if e.name == "revoke")
    taps, chars = _measure(browser, server, example, "taps")
    assert chars == 0 and taps <= 6
