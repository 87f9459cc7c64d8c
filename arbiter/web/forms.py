"""The facts screen's fields: the table data a topic can use, asked by declared kind.

Each input in :data:`arbiter.guide.facts.INPUTS` declares its kind, choices and bounds
(:mod:`arbiter.kinds`), as a calculator's inputs do; here it becomes a calculator
:class:`~arbiter.calc.service.declare.Input` and is drawn by the one form renderer
(:mod:`arbiter.web.calc_widgets`, ``calc_widgets.html``): a seat as four taps, the calls
with the bidding box, a card with the card picker, a yes/no or a few choices as taps that
may be left open (the question is then asked), a meaning with the meaning editor. A new
input gets its field from its declaration, without a line here. The same renderer draws
the calculators' forms and the ruling log's fields (:mod:`arbiter.log.fields`).
"""

from __future__ import annotations

import re
from typing import Any

from arbiter.calc.service.declare import Input
from arbiter.guide.facts import INPUTS, InputDef
from arbiter.i18n import InputError, Lang, Text
from arbiter.web.calc_widgets import Widget, widget

#: "(voorinstelling of hcp=… ♠=…)": how to type a meaning, in an input's words for the
#: command line; the form has its own controls (meaning.js), so the page leaves it out.
_TYPED_SYNTAX = re.compile(r" \([^()]*=[^()]*\)")

#: Under a picker: what may be typed instead of tapped.
_HINTS = {
    "auction": Text.of("biedingen vanaf de gever: 1♥ 1SA pas X XX",
                       "calls from the dealer: 1♥ 1NT pass X XX"),
    "call": Text.of("1♥ 1SA pas X XX", "1♥ 1NT pass X XX"),
    "card": Text.of("♥10, HV, SQ", "♥10, HQ, SQ"),
    "cards": Text.of("♥10, HV, SQ", "♥10, HQ, SQ"),
}  # fmt: skip
_NO_HINT = Text.of("", "")


def plain_label(text: str) -> str:
    """An input's label without how to type it on the command line."""
    return _TYPED_SYNTAX.sub("", text)


def given_text(name: str, value: str, lang: Lang) -> str:
    """A given table datum as the director reads it: a meaning by its call and name
    ("1♠ Opening 1 in een hoge kleur", not "open1-major:♠"), a choice in words."""
    from arbiter.guide.facts import value_text

    if name in ("withdrawn_meaning", "replacement_meaning"):
        try:
            label = INPUTS[name].parse(value).to_json(lang).get("label")
        except (InputError, AttributeError, ValueError):
            label = None
        if label:
            return str(label)
    return value_text(name, value, lang)


def fact_input(definition: InputDef) -> Input:
    """A table-data input as the form renderer takes it: the same kind, choices and
    bounds, its words as the label (without the typed syntax of a meaning)."""
    label = Text({lang: plain_label(text) for lang, text in definition.text.items()})
    return Input(
        definition.name, definition.kind, label, _HINTS.get(definition.kind, _NO_HINT),
        choices=definition.choices, minimum=definition.minimum, maximum=definition.maximum,
        many=definition.many, parse=definition.parse, example=definition.example,
    )  # fmt: skip


def fields(names: list[str], values: dict[str, str], lang: Lang) -> list[Widget]:
    """The fields of ``names``, in that order, filled in with the values given (a seat
    given as "O" is the East tap in either language)."""
    return [widget(fact_input(INPUTS[name]), values.get(name, ""), lang) for name in names]


#: The meaning fields on the facts screen and the names the meaning editor's data uses.
MEANING_FIELDS = {"withdrawn_meaning": "withdrawn", "replacement_meaning": "replacement"}


def meaning_data(fields_shown: list[Widget], lang: Lang) -> dict[str, Any] | None:
    """The meaning editor's data (presets, purposes, the meanings given so far, keyed by
    field name) when the screen has a meaning field: the same taps as the comparable-call
    calculator (meaning.js), which writes the text the field sends."""
    if not any(f.input.kind == "meaning" for f in fields_shown):
        return None
    from arbiter.calc.service.comparable import page_data

    given = {MEANING_FIELDS[f.name]: f.value for f in fields_shown if f.name in MEANING_FIELDS}
    data = page_data(given, lang)["meaning_data"]
    back = {short: name for name, short in MEANING_FIELDS.items()}
    data["values"] = {back[k]: v for k, v in data["values"].items()}
    return data
