"""The calculators as web pages and API calls, generated from their declarations.

Nothing here knows a calculator: :mod:`arbiter.calc.service` declares each one with its
inputs, and this module turns a declaration into a page of tap controls (one per input
kind, :mod:`arbiter.web.calc_widgets`), into a pydantic model for the API's OpenAPI
schema, and runs it. A calculator added to the service appears on the web without a
change here. Texts written for the terminal are shown without command-line flags.

A run never waits for another: each goes to a worker thread. The double-dummy solver
(DDS) is not thread-safe, so calculators that use it (``serial``) queue in a bounded lane
of their own, and the claim check (``search``) in another (:mod:`arbiter.web.lanes`):
however many such requests arrive, they hold no thread that a score or a penalty card
needs, and a double-dummy table never waits behind a claim check.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictFloat,
    StrictInt,
    StringConstraints,
    create_model,
)

from arbiter.calc import service
from arbiter.calc.service import CalcNotFound
from arbiter.calc.service.declare import MAX_VALUE, Calculator, Input, Outcome, Raw
from arbiter.i18n import InputError, Lang
from arbiter.web import calc_answer
from arbiter.web.calc_labels import CALC_LABELS
from arbiter.web.calc_widgets import form_values, widgets

__all__ = ["CalcNotFound", "args_model", "body_model", "form_values", "page", "run"]

async def run(calc: Calculator, raw: Mapping[str, Raw],
              offered: tuple[str, ...] | None = None) -> Outcome:  # fmt: skip
    """Run ``calc`` in a worker thread (double dummy and claims in their lanes);
    InputError for bad input, :class:`arbiter.web.lanes.Busy` when a lane is full."""
    from arbiter.web import lanes

    return await lanes.run(calc, raw, offered)


# -- the page -------------------------------------------------------------------------------


def page(calc: Calculator, values: Mapping[str, Any], lang: Lang, outcome: Outcome | None = None,
         error: InputError | None = None, form: Any = None) -> dict[str, Any]:  # fmt: skip
    """What ``calc.html`` needs: the controls filled in, the result or the error in the
    page's words (no command-line flag), the way shown, the offline tables."""
    chosen = form.get("_way") if form is not None else None
    ways = [
        {"name": w.name, "label": w.label.get_lang(lang), "index": i,
         "checked": w.name == chosen or (chosen not in {x.name for x in calc.ways} and i == 1)}
        for i, w in enumerate(calc.ways, 1)
    ]  # fmt: skip
    shown = widgets(calc, values, lang)
    result = None if outcome is None else for_page(outcome.text(lang), calc, lang)
    return {
        "calc": calc,
        "widgets": [w for w in shown if not w.input.more],
        "more": [w for w in shown if w.input.more],
        "ways": ways,
        "way_index": {w["name"]: w["index"] for w in ways},
        "typed": form is not None and form.get("_typed") == "1",
        "result": result,
        "answer": None if result is None or outcome is None
        else calc_answer.answer(calc.name, result, lang, outcome.as_json(lang)),
        "tabular": result is not None and bool(_COLUMNS.search(result)),
        "guide": None if outcome is None else guide_link(outcome, lang),
        "error": None if error is None else error_for_page(error, calc, lang),
        "C": CALC_LABELS[lang],
        "words_json": json.dumps(CALC_LABELS[lang], ensure_ascii=False),
        "tables_json": json.dumps(port_tables(), separators=(",", ":")),
    }


_COLUMNS = re.compile(r"\S {2,}\S")  # a table: columns lined up with spaces
_IN_PARENS = re.compile(r"\s*\((--[a-z][a-z-]*)\)")
_COMMAND = re.compile(r";?\s*arbiter (?:calc|decide) [a-z][a-z0-9-]*")
_FLAG_RE = re.compile(r"--[a-z][a-z-]*")
_SYNTAX = re.compile(r"=|[a-z]_[a-z]")


def for_page(text: str, calc: Calculator, lang: Lang) -> str:
    """A calculator's text (written for the terminal) as a page shows it: a flag becomes
    the label of its field, a command disappears, a guide topic is named by its title."""
    labels = {inp.flag: inp.label.get_lang(lang) for inp in calc.inputs if inp.flag}
    text = _IN_PARENS.sub("", text)
    for inp in calc.inputs:  # "Vul 'Resultaat' in (result)": an argument's name
        text = text.replace(f" ({inp.name})", "")
    text = _COMMAND.sub("", text)
    text = _FLAG_RE.sub(lambda m: "'" + labels.get(m[0], m[0][2:].replace("-", " ")) + "'", text)
    return _topic_titles(text, lang)


def error_for_page(error: InputError, calc: Calculator, lang: Lang) -> str:
    """The message of bad input on a page: its words without flags; of what would be
    accepted, only the values (a command-line example teaches nothing on a form)."""
    text = for_page(error.text.get_lang(lang), calc, lang)
    text = _LABEL_TWICE.sub(r"\1", text)
    accepted = [a for a in error.accepted  # nor the typed meaning's syntax (hcp=…, ask_major)
                if not _FLAG_RE.search(a) and "arbiter " not in a and not _SYNTAX.search(a)]
    if accepted:
        text += f"\n{'Mogelijk' if lang == 'nl' else 'Accepted'}: {', '.join(accepted)}"
    return text


#: "'Kunstmatige score' (kunstmatige score)": a flag's label, then its own words again.
_LABEL_TWICE = re.compile(r"('([^']+)') \((?i:\2)\)")


def _topic_titles(text: str, lang: Lang) -> str:
    from arbiter.guide.library import library

    topics = library().topics
    return re.sub(
        r"(?<=: )([a-z]+(?:-[a-z]+)+)\b",
        lambda m: topics[m[1]].title[lang] if m[1] in topics else m[1],
        text,
    )


def guide_link(outcome: Outcome, lang: Lang) -> dict[str, str] | None:
    """A link into the guide when the outcome names a topic (``guide()``: the topic and
    the table data it can take), so the director goes on with the facts filled in."""
    found = getattr(outcome, "guide", None)
    target = found() if callable(found) else None
    if target is None:
        return None
    from urllib.parse import urlencode

    from arbiter.guide.library import library

    topic, facts = target
    topics = library().topics
    if topic not in topics:
        return None
    query = urlencode({k: v for k, v in facts.items() if v})
    return {"url": f"/{lang}/t/{topic}" + (f"?{query}" if query else ""),
            "title": topics[topic].title[lang]}  # fmt: skip


def port_tables() -> dict[str, Any]:
    """The figures the page's own arithmetic (calc-port.js) needs offline, taken from the
    Python that computes them online, so the two cannot drift apart."""
    from arbiter.web.calc_port import tables

    return tables()


# -- the API --------------------------------------------------------------------------------


_FLAG = Literal["1", "0", "true", "false", "on", "off", "yes", "no", "ja", "nee"]
_WHOLE = Annotated[str, StringConstraints(pattern=r"^\s*[+-]?[0-9]{1,12}\s*$")]
_DECIMAL = Annotated[
    str, StringConstraints(pattern=r"^\s*[+-]?[0-9]{1,6}([.,][0-9]{1,6})?\s*%?\s*$")
]


def _field(inp: Input) -> tuple[Any, Any]:
    """The JSON type of an input and its pydantic field (description, bounds, choices)."""
    extra: dict[str, Any] = {}
    if inp.kind == "bool":
        kind: Any = StrictBool | _FLAG
    elif inp.kind == "int":
        kind = StrictInt | _WHOLE  # the number, or its digits as a form sends them
        if inp.minimum is not None:
            extra["minimum"] = inp.minimum
        if inp.maximum is not None:
            extra["maximum"] = inp.maximum
    elif inp.kind == "number":
        kind = StrictFloat | _DECIMAL
    elif inp.many:
        kind = list[str | StrictInt] | str  # a list, or one text of lines
    else:
        kind = str | list[str] if inp.words else str
        choices = [w for c in inp.options() for w in c.spellings] if inp.kind == "choice" else []
        if choices:  # an optional choice left empty is its default, as a form sends it
            extra["enum"] = choices if inp.required else [*choices, ""]
        elif not inp.words:
            extra["maxLength"] = MAX_VALUE
    # the bounds and the choices are checked by the declaration (one message in every
    # shell), so here they only describe the field
    description = f"{inp.hint['en']} ({inp.hint['nl']})"
    field = Field(
        default=False if inp.kind == "bool" else None,
        title=inp.label["en"],
        description=description,
        examples=[inp.example] if inp.example else None,
        json_schema_extra=extra or None,
    )
    return kind, field


def args_model(calc: Calculator) -> type[BaseModel]:
    """The arguments of ``calc`` as a pydantic model, for the OpenAPI document."""
    name = calc.name.capitalize()
    schema: dict[str, Any] = {"additionalProperties": False}
    required = [inp.name for inp in calc.inputs if inp.required]
    if required:
        schema["required"] = required
    if calc.one_of:  # exactly one of each group
        schema["allOf"] = [{"oneOf": [{"required": [n]} for n in group]} for group in calc.one_of]
    # unknown names, missing inputs and the choice of sources are checked by the
    # declaration (one message in every shell); the schema says the same for clients
    config = ConfigDict(extra="allow", json_schema_extra=schema)
    # the fields by name, typed loosely: a dict unpacked into create_model must fit every
    # keyword it has (__config__, __doc__ ...), not only the field definitions
    fields: dict[str, Any] = {inp.name: _field(inp) for inp in calc.inputs}
    model = create_model(f"Calc{name}Args", __config__=config, **fields)
    model.__doc__ = f"{calc.title['en']}: {calc.description['en']}"
    return model


class CalcBody(BaseModel):
    """What the body of every calculator holds: its arguments (each calculator's own
    model, :func:`body_model`) and the language."""

    args: BaseModel
    lang: Lang = "nl"


def body_model(calc: Calculator) -> type[CalcBody]:
    """The body of ``POST /api/v1/calc/NAME``: its arguments and the language."""
    args = args_model(calc)
    model = create_model(
        f"Calc{calc.name.capitalize()}In",
        __base__=CalcBody,
        args=(args, Field(default_factory=args)),
    )
    model.__doc__ = f"`arbiter calc {calc.name} ... --json`: the arguments by name."
    return model


def given_args(body: CalcBody) -> dict[str, Raw]:
    """The arguments a client sent (not the defaults the model filled in), unknown ones
    included, so the declaration can name them."""
    args = body.args
    sent = {name: getattr(args, name) for name in args.model_fields_set}
    return {**sent, **(args.model_extra or {})}


def listing(lang: Lang) -> list[dict[str, Any]]:
    """``GET /api/v1/calc``: every calculator and its inputs, words in ``lang``."""
    return [calc.describe(lang) for calc in service.calculators()]
