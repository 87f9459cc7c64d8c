"""The answer first: a ruling's one-line headline, filled in from the table data.

A ruling's ``headline`` is a list of templates in both languages; the first one whose
placeholders can all be filled is used, and without any the ruling's first sentence is.
A placeholder is ``{name}`` or, for a number, ``{name|singular|plural}`` (``#`` in a form
stands for the number, else the number comes first) or ``{name|zero|singular|plural}``
(the zero form as written):

    headline:
      - {nl: "{tricks|geen slagen|# slag|# slagen} naar {nos}",
         en: "{tricks|no tricks|# trick|# tricks} to {nos}"}
      - {nl: "{tricks|geen slagen|# slag|# slagen} naar de niet-overtreders",
         en: "{tricks|no tricks|# trick|# tricks} to the non-offending side"}

Names are the table-data inputs (``call``, ``replacement``, ``offender``, ``cards``...),
the derived facts (``lowest_sufficient``...), the ruling's outcome fields
(``tricks_transferred``...) and ``nos``/``os`` (the non-offending and offending side, from
the offender's seat) and ``tricks`` (the tricks transferred).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from arbiter.i18n import Lang, Text

PLACEHOLDER = re.compile(r"\{([a-z_]+)((?:\|[^|{}]*)*)\}")
SPECIAL = ("nos", "os", "tricks")


def placeholders(template: str) -> list[tuple[str, tuple[str, ...]]]:
    """Each placeholder's name and its plural forms (empty for a plain value)."""
    return [
        (m.group(1), tuple(m.group(2)[1:].split("|")) if m.group(2) else ())
        for m in PLACEHOLDER.finditer(template)
    ]


def known_names() -> set[str]:
    from arbiter.guide.facts import FACTS, INPUTS
    from arbiter.guide.vocabulary import OUTCOME_FIELDS

    return {*INPUTS, *FACTS, *OUTCOME_FIELDS, *SPECIAL}


def check_template(template: str) -> list[str]:
    """Problems of one template, in English (the validator words them in both)."""
    problems = []
    names = known_names()
    for name, forms in placeholders(template):
        if name not in names:
            problems.append(f"unknown placeholder '{{{name}}}'")
        if forms and len(forms) not in (2, 3):
            problems.append(f"'{{{name}|...}}' needs 2 forms (one, more) or 3 (zero, one, more)")
    rest = PLACEHOLDER.sub("", template)
    if "{" in rest or "}" in rest:
        problems.append("a '{' or '}' that is not a placeholder")
    return problems


def _display(value: Any, lang: Lang) -> str:
    if hasattr(value, "abbr"):  # a seat
        return value.abbr(lang)
    if hasattr(value, "format"):  # a call or a card
        return value.format(lang)
    if isinstance(value, tuple):  # cards, calls
        return " ".join(_display(v, lang) for v in value)
    if isinstance(value, bool):
        return {"nl": ("nee", "ja"), "en": ("no", "yes")}[lang][value]
    return str(value)


def values(
    given: Mapping[str, Any], facts: Mapping[str, str], outcome: Mapping[str, Any], lang: Lang
) -> dict[str, Any]:
    """Everything a placeholder can name, for one ruling in one language."""
    out: dict[str, Any] = {name: _display(v, lang) for name, v in given.items()}
    out.update({name: v for name, v in facts.items() if v not in ("-", "")})
    if "lowest_sufficient" in facts and "call" in given and "lowest_sufficient" in out:
        from arbiter.bridge import Call

        out["lowest_sufficient"] = Call.parse(facts["lowest_sufficient"]).format(lang)
    out.update({k: v if isinstance(v, int) and not isinstance(v, bool) else _display(v, lang)
                for k, v in outcome.items()})  # fmt: skip
    offender = given.get("offender")
    if offender is not None:
        out["os"] = offender.side.abbr(lang)
        out["nos"] = offender.side.other.abbr(lang)
    if "tricks_transferred" in outcome:
        out["tricks"] = outcome["tricks_transferred"]
    elif "revoke_transfer" in facts:
        out["tricks"] = int(facts["revoke_transfer"])
    return out


def _plural(number: int, forms: tuple[str, ...]) -> str:
    if len(forms) == 3 and number == 0:
        return forms[0].replace("#", "0")  # the zero form as written: "geen slagen"
    form = forms[-2] if number == 1 else forms[-1]
    return form.replace("#", str(number)) if "#" in form else f"{number} {form}"


def fill(template: str, known: Mapping[str, Any]) -> str | None:
    """The template filled in, or None when a value is missing."""
    missing = False

    def one(match: re.Match) -> str:
        nonlocal missing
        name, forms = match.group(1), match.group(2)
        if name not in known:
            missing = True
            return ""
        value = known[name]
        if forms:
            try:
                number = int(value)
            except (TypeError, ValueError):
                missing = True
                return ""
            return _plural(number, tuple(forms[1:].split("|")))
        return str(value)

    text = PLACEHOLDER.sub(one, template)
    return None if missing else text


def first_sentence(text: str, limit: int = 120) -> str:
    for mark in (". ", "; ", ": "):
        cut = text.find(mark)
        if 0 < cut < limit:
            return text[:cut]
    text = text.rstrip(".")
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def headline(
    templates: tuple[Text, ...],
    fallback: Text,
    given: Mapping[str, Any],
    facts: Mapping[str, str],
    outcome: Mapping[str, Any],
    lang: Lang,
) -> str:
    """The first template that can be filled, else the first sentence of ``fallback``."""
    known = values(given, facts, outcome, lang)
    for template in templates:
        text = fill(template.get_lang(lang), known)
        if text is not None:
            return text[:1].upper() + text[1:]
    return first_sentence(fallback.get_lang(lang))
