"""Form fields for table data, worked out from the fact inputs themselves.

Each input in :data:`arbiter.guide.facts.INPUTS` has a parser; probing it tells what kind
of value it wants (a seat, a call, a list of calls, a card, yes/no, a number in a range,
one of a few words), so a new input added to ``facts.py`` gets a fitting field without a
change here. Unknown kinds fall back to a text field with the input's example.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from arbiter.guide.facts import INPUTS
from arbiter.i18n import InputError, Lang

_FAIL = object()

CHOICE_WORDS = {
    "nl": {
        "declarer": "leider",
        "dummy": "blinde",
        "defender": "tegenspeler",
        "offender": "overtreder",
        "offender_partner": "partner van de overtreder",
        "non_offending_side": "niet-overtredende partij",
    },
    "en": {
        "offender_partner": "offender's partner",
        "non_offending_side": "non-offending side",
    },
}

#: "(voorinstelling of hcp=… ♠=…)": how to type a meaning, in an input's words for the
#: command line; the form has its own controls (meaning.js), so the page leaves it out.
_TYPED_SYNTAX = re.compile(r" \([^()]*=[^()]*\)")


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


@dataclass(frozen=True)
class Field:
    name: str
    kind: str  # bool calls seat call card cards int choice meaning meanings text
    label: str
    example: str
    choices: tuple[tuple[str, str], ...] = ()  # (value, label)
    value: str = ""


def _try(parse, value: str) -> Any:
    try:
        return parse(value)
    except (InputError, ValueError, TypeError):
        return _FAIL


@cache
def _kind(name: str) -> tuple[str, tuple[str, ...]]:
    from arbiter.bridge import Call, Card, Seat

    parse = INPUTS[name].parse
    if _try(parse, "ja") is True and _try(parse, "nee") is False:
        return "bool", ()
    calls = _try(parse, "1♥ pas")
    if isinstance(calls, tuple) and calls and all(isinstance(c, Call) for c in calls):
        return "calls", ()
    if isinstance(_try(parse, "N"), Seat):
        return "seat", ()
    if isinstance(_try(parse, "1♥"), Call):
        return "call", ()
    if isinstance(_try(parse, "♥10"), Card):
        return "card", ()
    cards = _try(parse, "♠A ♥10")  # the cards of a trick, a hand
    if isinstance(cards, tuple | list) and cards and all(isinstance(c, Card) for c in cards):
        return "cards", ()
    from arbiter.bridge.meaning import Meaning

    meaning = _try(parse, INPUTS[name].example)
    if isinstance(meaning, Meaning):  # the comparable call (23A): the meaning editor
        return "meaning", ()
    if isinstance(meaning, tuple) and meaning and all(isinstance(m, Meaning) for m in meaning):
        return "meanings", ()
    number = _try(parse, INPUTS[name].example)
    if isinstance(number, int) and not isinstance(number, bool):
        values = [str(n) for n in range(0, 53) if _try(parse, str(n)) is not _FAIL]
        return "int", tuple(values)
    try:
        parse("\u0000?")
    except InputError as error:
        values = tuple(a for a in error.accepted if _try(parse, a) is not _FAIL)
        if values and len(values) == len(error.accepted):
            return "choice", values
    except (ValueError, TypeError):
        pass
    return "text", ()


def fields(names: list[str], values: dict[str, str], lang: Lang) -> list[Field]:
    from arbiter.bridge import Seat

    yes_no = {"nl": (("ja", "ja"), ("nee", "nee")), "en": (("yes", "yes"), ("no", "no"))}
    out = []
    for name in names:
        kind, raw = _kind(name)
        choices: tuple[tuple[str, str], ...] = ()
        if kind == "bool":
            choices = yes_no[lang]
        elif kind == "seat":
            choices = tuple((s.abbr(lang), s.name(lang)) for s in Seat)
        elif kind in ("int", "choice"):
            words = CHOICE_WORDS[lang]
            choices = tuple((v, words.get(v, v.replace("_", " "))) for v in raw)
        value = values.get(name, "")
        if value and choices:  # "O" given in Dutch is "E" on the English form
            parsed = _try(INPUTS[name].parse, value)
            same = [v for v, _ in choices if _try(INPUTS[name].parse, v) == parsed]
            value = same[0] if same and parsed is not _FAIL else value
        out.append(
            Field(
                name=name,
                kind=kind,
                label=plain_label(INPUTS[name].text.get_lang(lang)),
                example=INPUTS[name].example,
                choices=choices,
                value=value,
            )
        )
    return out


#: The meaning fields on the facts screen and the names the meaning editor's data uses.
MEANING_FIELDS = {"withdrawn_meaning": "withdrawn", "replacement_meaning": "replacement"}


def meaning_data(fields_shown: list[Field], lang: Lang) -> dict[str, Any] | None:
    """The meaning editor's data (presets, purposes, the meanings given so far, keyed by
    field name) when the screen has a meaning field: the same taps as the comparable-call
    calculator (meaning.js), which writes the text the field sends."""
    if not any(f.kind in ("meaning", "meanings") for f in fields_shown):
        return None
    from arbiter.calc.service.comparable import page_data

    given = {MEANING_FIELDS[f.name]: f.value for f in fields_shown if f.name in MEANING_FIELDS}
    data = page_data(given, lang)["meaning_data"]
    back = {short: name for name, short in MEANING_FIELDS.items()}
    data["values"] = {back[k]: v for k, v in data["values"].items()}
    return data
