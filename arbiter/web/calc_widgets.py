"""Each declared input kind as tap controls on a phone, and back from the posted form.

The one form renderer: the calculators' forms, the guide's table data (the facts
screen, :func:`arbiter.web.forms.fields`) and the ruling log's fields (the ruling form, a
table's call page, a new event, an event's filters: :mod:`arbiter.log.fields`) are all
drawn from declared inputs with the macros of ``calc_widgets.html`` and the style of
``widgets.css``. The widget is chosen by the input's kind (and bounds), never by the
calculator, the topic or the field's name, so a new input gets fitting controls without
a line here:

========================  ================================================================
kind                      control
========================  ================================================================
choice, seat, suit,       one-tap buttons (radio buttons: no script needed); an input that
vulnerability             may be left open (not required, no default) has a "none" button
                          first; more than 12 choices, or choices whose words would fill
                          more than a few rows of buttons on a phone: a pick-list
bool                      a toggle button; with choices (the guide's yes/no, which may be
                          left open) one-tap buttons
int, ≤ 16 values          a grid of one-tap numbers (a trick: 1-13)
int, number               a stepper (−, the number, +) with the declared bounds and step
card, cards               the guide's card picker (``data-picker``, app.js)
call, auction             the guide's bidding box (``data-picker``, app.js)
result                    level, denomination, doubled, tricks over or under (taps)
results                   up to four results, each with its weight
contracts                 the same rows; tricks left empty: the double-dummy result
tricks                    who won each trick, one row of seats per trick
deal                      four hands, each with the card picker
scores                    one line per table (calc.js: a row each, a ± key)
pbn                       pasted text, or a file chosen on the phone (calc.js)
note                      a text area (a few lines of free text: the log's account)
time, date                a text field with the number keys (``20:41``, ``2026-11-21``)
other kinds               a text field (a list: a text area, one a line); a page of the
                          calculator's own may add controls (meaning.js on ``comparable``)
facts                     never: JSON is for programs (the input is ``form=False``)
========================  ================================================================

Every composite control also has its plain text field (the same text the command line
takes), shown when the director switches to "type it": on a laptop that is quicker. The
posted form says which was used (``_typed``); without sub-fields the text field counts.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from arbiter.bridge import Card, Denom, Seat
from arbiter.calc.service.declare import Calculator, Choice, Input
from arbiter.calc.service.inputs import parse_cards
from arbiter.i18n import LANGS, InputError, Lang

Control = Literal[
    "taps", "select", "toggle", "grid", "stepper", "picker", "result", "results", "tricks",
    "deal", "scores", "pbn", "lines", "note", "text",
]  # fmt: skip

#: At most this many values become a grid of numbers; more get a stepper.
GRID_MAX = 16
#: At most this many choices become buttons; more a pick-list.
TAPS_MAX = 12
#: Choices whose names are longer than this together (in the longer language) become a
#: pick-list too: as buttons they would fill four rows or more on a phone. The longest
#: of the calculators and the guide's table data have 79 characters.
TAPS_TEXT = 90
#: The phone keyboard a text field of a kind asks for.
_INPUTMODES = {"number": "decimal", "time": "numeric", "date": "numeric"}
#: Rows of a weighted score on the form (more can be typed).
RESULT_ROWS = 4
TRICKS = 13
_PICKERS = {"card": "card", "cards": "cards", "call": "call", "auction": "calls"}
_DENOMS = (Denom.CLUBS, Denom.DIAMONDS, Denom.HEARTS, Denom.SPADES, Denom.NOTRUMP)
_DENOM_CODE = {Denom.CLUBS: "C", Denom.DIAMONDS: "D", Denom.HEARTS: "H", Denom.SPADES: "S",
               Denom.NOTRUMP: "NT"}  # fmt: skip


@dataclass(frozen=True)
class Option:
    """One button of a group: the value sent, the text on it, its full name."""

    value: str
    text: str
    title: str = ""
    checked: bool = False


@dataclass(frozen=True)
class Widget:
    """One input as the page shows it."""

    input: Input
    control: Control
    label: str
    hint: str
    value: str  # the text field's value (what "type it" shows)
    options: tuple[Option, ...] = ()
    parts: Mapping[str, Any] = field(default_factory=dict)  # a composite's controls
    ways: tuple[str, ...] = ()  # empty: every way
    picker: str = ""

    @property
    def name(self) -> str:
        return self.input.name

    @property
    def inputmode(self) -> str:
        """The phone keyboard a text field asks for ("" for the ordinary one)."""
        return _INPUTMODES.get(self.input.kind, "")

    @property
    def composite(self) -> bool:
        """Whether taps and the text field are two different controls."""
        return self.control in ("result", "results", "tricks", "deal")


def control(inp: Input) -> Control:
    """Which control asks for ``inp``: by its kind, its choices and its bounds."""
    kind = inp.kind
    if kind == "bool" and not inp.options():
        return "toggle"
    if inp.options():
        return "taps" if _few(inp.options()) else "select"
    if kind == "int":
        low, high = inp.minimum, inp.maximum
        small = low is not None and high is not None and high - low < GRID_MAX
        return "grid" if small else "stepper"
    if kind == "number":
        return "stepper"
    if kind in _PICKERS:
        return "picker"
    if kind in ("result", "results", "tricks", "deal", "scores", "pbn"):
        return kind
    if kind == "contracts":
        return "results"
    if kind == "note":
        return "note"
    return "lines" if inp.many else "text"


def _few(choices: tuple[Choice, ...]) -> bool:
    """Whether ``choices`` fit on a phone as buttons: a few, with short names."""
    words = max(sum(len(c.label.get_lang(lang)) for c in choices) for lang in LANGS)
    return len(choices) <= TAPS_MAX and words <= TAPS_TEXT


def on_form(inp: Input) -> bool:
    """JSON never appears on a page; some inputs are a second spelling for programs."""
    return inp.form and inp.kind != "facts"


# -- from values to controls ----------------------------------------------------------------


def widgets(calc: Calculator, values: Mapping[str, Any], lang: Lang) -> list[Widget]:
    """The form of ``calc`` filled in with ``values`` (the text of each input), in ``lang``."""
    return [widget(inp, values.get(inp.name, ""), lang, calc.way_of(inp.name))
            for inp in calc.inputs if on_form(inp)]  # fmt: skip


def widget(inp: Input, raw: Any, lang: Lang, ways: tuple[str, ...] = ()) -> Widget:
    """One input as the page shows it, filled in with ``raw`` (its text, or a list)."""
    text = "\n".join(map(str, raw)) if isinstance(raw, list | tuple) else str(raw or "")
    kind = control(inp)
    return Widget(
        inp, kind, inp.label.get_lang(lang), inp.hint.get_lang(lang), text,
        _options(inp, kind, text, lang), _parts(inp, kind, text, lang), ways,
        _PICKERS.get(inp.kind, ""),
    )  # fmt: skip


def _options(inp: Input, kind: Control, text: str, lang: Lang) -> tuple[Option, ...]:
    if kind in ("taps", "select"):
        chosen = _chosen(inp, text)
        options = []
        for choice in inp.options():
            name = choice.label.get_lang(lang)
            short = name[0] if inp.kind == "seat" else name
            options.append(Option(choice.spellings[0], short, name, choice.value == chosen))
        return tuple(options)
    if kind == "grid":
        assert inp.minimum is not None and inp.maximum is not None
        return tuple(Option(str(n), str(n), "", text.strip() == str(n))
                     for n in range(inp.minimum, inp.maximum + 1))  # fmt: skip
    return ()


def _chosen(inp: Input, text: str) -> str | None:
    """The choice a text stands for (any spelling, any case); the default when empty."""
    key = (text or inp.default or "").strip().lower()
    for choice in inp.options():
        if key in (w.lower() for w in (choice.value, *choice.spellings)):
            return choice.value
    return None


def seats(lang: Lang, chosen: Seat | None = None) -> tuple[Option, ...]:
    """N O Z W (the values a seat pick-list sends too), shown as the page's letters."""
    return tuple(Option(s.abbr("nl"), s.abbr(lang), s.name(lang), s is chosen) for s in Seat)


def _parts(inp: Input, kind: Control, text: str, lang: Lang) -> dict[str, Any]:
    """A composite's controls, set from the text (a typed value shows as taps too)."""
    if kind == "result":
        return _result_parts(_read_result(text), lang)
    if kind == "results" and inp.kind == "contracts":
        return {"rows": _contract_rows(text, lang), "dd": True}
    if kind == "results":
        return {"rows": _result_rows(text, lang)}
    if kind == "tricks":
        winners = _read(_winners, text) or {}
        return {"rows": [(t, seats(lang, winners.get(t))) for t in range(1, TRICKS + 1)]}
    if kind == "deal":
        return {"hands": _hands(text, lang)}
    if kind == "stepper":
        return {"step": inp.step if inp.kind == "int" else 1,
                "decimal": inp.kind == "number"}  # fmt: skip
    return {}


def _read(parse: Any, text: str) -> Any:
    """``parse(text)``, or None when the text is empty or does not read."""
    if not text.strip():
        return None
    try:
        return parse(text)
    except (InputError, ValueError):
        return None


def _read_result(text: str) -> Any:
    from arbiter.calc.scoring import Result

    return _read(Result.parse, text)


def _winners(text: str) -> Any:
    from arbiter.calc.service.revoke_tricks import parse_winners

    return parse_winners(text)


def _result_parts(result: Any, lang: Lang, seat: Seat | None = None) -> dict[str, Any]:
    """Level, denomination, doubled and over of a result as button groups."""
    level = getattr(result, "level", None)
    denom = getattr(result, "denom", None)
    doubled = getattr(result, "doubled", None)
    over = getattr(result, "over", None)
    marks = (("", "–"), ("X", "X"), ("XX", "XX"))
    return {
        "levels": tuple(Option(str(n), str(n), "", n == level) for n in range(1, 8)),
        "denoms": tuple(
            Option(_DENOM_CODE[d], d.format(lang), d.name(lang), d is denom) for d in _DENOMS
        ),
        "doubled": tuple(Option(v, t, "", doubled == n) for n, (v, t) in enumerate(marks)),
        "over": "=" if not over else f"{over:+d}",
        "seats": seats(lang, seat if seat is not None else getattr(result, "declarer", None)),
    }


def _result_rows(text: str, lang: Lang) -> list[dict[str, Any]]:
    from arbiter.calc.adjusted import AssignedScore

    found = _read(AssignedScore.parse, text)
    rows = []
    for component in found.components if found is not None else ():
        percent = f"{component.percent:g}" if len(found.components) > 1 else ""
        rows.append({"percent": percent, **_result_parts(component.result, lang)})
    while len(rows) < RESULT_ROWS:
        rows.append({"percent": "", **_result_parts(None, lang)})
    return rows


def _contract_rows(text: str, lang: Lang) -> list[dict[str, Any]]:
    """Rows of candidate contracts: the tricks field empty where the result is left to
    double dummy."""
    from arbiter.calc.candidates import parse_candidates

    found = _read(parse_candidates, text) or ()
    rows = []
    for c in found:
        percent = f"{c.percent:g}" if len(found) > 1 else ""
        parts = _result_parts(c.result, lang)
        rows.append({"percent": percent, **parts, "over": parts["over"] if c.given else "",
                     "dd": True})  # fmt: skip
    while len(rows) < RESULT_ROWS:
        rows.append({"percent": "", **_result_parts(None, lang), "over": "", "dd": True})
    return rows


def _hands(text: str, lang: Lang) -> list[tuple[Seat, str]]:
    from arbiter.calc.play import Deal

    deal = _read(Deal.parse_pbn, text)
    out = []
    for seat in Seat:
        cards = sorted(deal.hand(seat), reverse=True) if deal is not None else []
        out.append((seat, " ".join(c.format(lang) for c in cards)))
    return out


# -- from the posted form to values ---------------------------------------------------------


def form_values(calc: Calculator, form: Any) -> tuple[dict[str, Any], tuple[str, ...] | None]:
    """The posted form's values for ``calc`` and the inputs the form offered.

    A composite input takes its taps unless the director typed (``_typed``) or sent no
    taps; a list takes a text area's lines. Only the chosen way's inputs count (``_way``),
    so a value left in a hidden way cannot get in the way. Raises InputError for taps that
    cannot make a value (a hand of cards that do not read).
    """
    typed = form.get("_typed") == "1"
    way = next((w for w in calc.ways if w.name == form.get("_way")), None)
    values: dict[str, Any] = {}
    offered = []
    for inp in calc.inputs:
        ways = calc.way_of(inp.name)
        if way is not None and ways and way.name not in ways:
            continue
        if on_form(inp):
            offered.append(inp.name)
        built = None if typed else _assemble(inp, control(inp), form)
        if built is not None:
            if built:
                values[inp.name] = built
            continue
        items = [v for v in form.getlist(inp.name) if isinstance(v, str)]
        if not items:
            continue
        if inp.many:
            values[inp.name] = [line for item in items for line in item.splitlines()]
        else:
            values[inp.name] = items[-1]
    return values, (tuple(offered) if way is not None else None)


def _sub(form: Any, name: str) -> str:
    value = form.get(name)
    return value.strip() if isinstance(value, str) else ""


def _assemble(inp: Input, kind: Control, form: Any) -> str | None:
    """A composite's text from its taps: None when no tap was sent (then the text field
    counts), "" when the taps say nothing."""
    name = inp.name
    if kind == "result":
        if not any(k.startswith(name + ".") for k in form):
            return None
        return _result_text(form, name)
    if kind == "results":
        if not any(k.startswith(name + ".") for k in form):
            return None
        return _results_text(form, name, open_result=inp.kind == "contracts")
    if kind == "tricks":
        keys = [f"{name}.{t}" for t in range(1, TRICKS + 1)]
        if not any(k in form for k in keys):
            return None
        return " ".join(f"{t}:{_sub(form, k)}" for t, k in enumerate(keys, 1) if _sub(form, k))
    if kind == "deal":
        keys = [f"{name}.{s.abbr('en')}" for s in Seat]
        if not any(k in form for k in keys):
            return None
        return _deal_text([_sub(form, k) for k in keys])
    return None


def _result_text(form: Any, name: str, open_result: bool = False) -> str:
    """``4♠X-1`` from the taps of one result; "" without a level or a denomination.
    ``open_result``: tricks left empty give the contract alone (``4♠X N``)."""
    level, denom = _sub(form, f"{name}.level"), _sub(form, f"{name}.denom")
    if not level or not denom:
        return ""
    mark = {"C": "♣", "D": "♦", "H": "♥", "S": "♠", "NT": "NT"}.get(denom, denom)
    doubled = _sub(form, f"{name}.dbl")
    over = _sub(form, f"{name}.over").replace("−", "-")
    if open_result and not over:
        over = ""
    elif over in ("", "=", "0", "+0", "-0"):
        over = "="
    elif re.fullmatch(r"[0-9]{1,2}", over):
        over = "+" + over
    seat = _sub(form, f"{name}.seat")
    contract = f"{level}{mark}{doubled}"
    return contract + (over or "") + (f" {seat}" if seat else "")


def _results_text(form: Any, name: str, open_result: bool = False) -> str:
    """``30% 4♠=, 70% 4♠-1``: the rows with a contract; one row without a weight gets
    what the others leave of 100 %."""
    rows = []
    for k in range(1, RESULT_ROWS + 1):
        result = _result_text(form, f"{name}.{k}", open_result)
        if result:
            rows.append([_sub(form, f"{name}.{k}.pct").rstrip("%").strip(), result])
    if len(rows) == 1:
        return rows[0][1] if not rows[0][0] else f"{rows[0][0]}% {rows[0][1]}"
    blank = [row for row in rows if not row[0]]
    if len(blank) == 1:
        try:
            rest = 100 - sum(float(row[0].replace(",", ".")) for row in rows if row[0])
        except ValueError:
            rest = None
        if rest is not None and rest > 0:
            blank[0][0] = f"{rest:g}"
    return ", ".join(f"{pct}% {result}" if pct else result for pct, result in rows)


def _deal_text(hands: list[str]) -> str:
    """The PBN text (``N:…``, North first) of four hands of cards as tapped: a whole deal,
    or the cards left at a claim (fewer cards a hand, ♠.♥.♦.♣ with empty suits). When
    three hands hold 13 cards, an empty fourth gets the rest of the pack. The calculator
    judges what it gets: a whole deal where it needs one, equal hands at a claim."""
    if not any(hands):
        return ""
    cards = [list(parse_cards(hand)) for hand in hands]
    empty = [i for i, hand in enumerate(cards) if not hand]
    if len(empty) == 1 and all(len(hand) == TRICKS for hand in cards if hand):
        used = {c for hand in cards for c in hand}
        cards[empty[0]] = [c for c in _deck() if c not in used]
    return "N:" + " ".join(_hand_pbn(hand) for hand in cards)


def _hand_pbn(cards: list[Card]) -> str:
    """``AK.Q2..`` (♠.♥.♦.♣, highest first; an empty suit stays empty)."""
    from arbiter.bridge import Suit

    return ".".join(
        "".join("23456789TJQKA"[c.rank - 2] for c in sorted(cards, reverse=True) if c.suit is s)
        for s in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
    )


def _deck() -> list[Card]:
    from arbiter.bridge.card import all_cards

    return list(all_cards())
