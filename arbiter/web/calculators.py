"""The calculators as web forms and API calls, generated from their declarations.

Nothing here knows a calculator: :mod:`arbiter.calc.service` declares each one with its
inputs, and this module turns a declaration into form fields (a pick-list for a choice or
a seat, a number field for a whole number, a check box for yes/no, a text area for a
pasted PBN file), into a pydantic model for the API's OpenAPI schema, and runs it. A
calculator added to the service appears on the web without a change here.

A run never waits for another: each goes to a worker thread. The double-dummy solver
(DDS) is not thread-safe, so calculators that use it (``serial``) queue for one lane of
their own: however many double-dummy requests arrive, they hold no thread that a
score or a penalty card needs.
"""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Annotated, Any, Literal

import anyio
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
from arbiter.i18n import Lang

__all__ = ["CalcNotFound", "FormField", "args_model", "body_model", "fields", "form_values", "run"]

_SERIAL: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, anyio.CapacityLimiter] = (
    weakref.WeakKeyDictionary()
)


def _serial_lane() -> anyio.CapacityLimiter:
    """One limiter per event loop (tests start several): double dummy, one at a time."""
    loop = asyncio.get_running_loop()
    if loop not in _SERIAL:
        _SERIAL[loop] = anyio.CapacityLimiter(1)
    return _SERIAL[loop]


async def run(calc: Calculator, raw: Mapping[str, Raw]) -> Outcome:
    """Run ``calc`` in a worker thread; InputError for bad input."""
    limiter = _serial_lane() if calc.serial else None
    return await anyio.to_thread.run_sync(calc.run, dict(raw), limiter=limiter)


# -- the form -------------------------------------------------------------------------------


@dataclass(frozen=True)
class FormField:
    """One input as the page shows it."""

    input: Input
    control: Literal["checkbox", "select", "number", "textarea", "text"]
    label: str
    hint: str
    value: str
    options: tuple[tuple[str, str], ...] = ()  # (value, label) of a pick-list

    @property
    def name(self) -> str:
        return self.input.name


_TEXT_AREAS = {"pbn", "facts"}


def _control(inp: Input) -> Literal["checkbox", "select", "number", "textarea", "text"]:
    if inp.kind == "bool":
        return "checkbox"
    if inp.options():
        return "select"
    if inp.kind == "int":
        return "number"
    return "textarea" if inp.many or inp.kind in _TEXT_AREAS else "text"


def fields(calc: Calculator, values: Mapping[str, Any], lang: Lang) -> list[FormField]:
    """The form of ``calc`` filled in with ``values`` (as posted), in ``lang``."""
    out = []
    for inp in calc.inputs:
        value = values.get(inp.name, "")
        shown = "\n".join(map(str, value)) if isinstance(value, list | tuple) else str(value)
        options = tuple((c.spellings[0], c.label.get_lang(lang)) for c in inp.options())
        out.append(
            FormField(
                inp, _control(inp), inp.label.get_lang(lang), inp.hint.get_lang(lang), shown,
                options,
            )
        )  # fmt: skip
    return out


def form_values(calc: Calculator, form: Any) -> dict[str, Raw]:
    """The posted form's values for ``calc``: a text area's lines for a list, else the
    last value given; fields the calculator does not have are left out."""
    values: dict[str, Raw] = {}
    for inp in calc.inputs:
        items = [v for v in form.getlist(inp.name) if isinstance(v, str)]
        if not items:
            continue
        if inp.many:
            values[inp.name] = [line for item in items for line in item.splitlines()]
        else:
            values[inp.name] = items[-1]
    return values


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
        if choices:
            extra["enum"] = choices
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
    model = create_model(  # type: ignore[call-overload]
        f"Calc{name}Args",
        __config__=config,
        **{inp.name: _field(inp) for inp in calc.inputs},
    )
    model.__doc__ = f"{calc.title['en']}: {calc.description['en']}"
    return model


def body_model(calc: Calculator) -> type[BaseModel]:
    """The body of ``POST /api/v1/calc/NAME``: its arguments and the language."""
    args = args_model(calc)
    model = create_model(
        f"Calc{calc.name.capitalize()}In",
        args=(args, Field(default_factory=args)),
        lang=(Literal["nl", "en"], "nl"),
    )
    model.__doc__ = f"`arbiter calc {calc.name} ... --json`: the arguments by name."
    return model


def given_args(body: BaseModel) -> dict[str, Raw]:
    """The arguments a client sent (not the defaults the model filled in), unknown ones
    included, so the declaration can name them."""
    args = body.args  # type: ignore[attr-defined]
    sent = {name: getattr(args, name) for name in args.model_fields_set}
    return {**sent, **(args.model_extra or {})}


def listing(lang: Lang) -> list[dict[str, Any]]:
    """``GET /api/v1/calc``: every calculator and its inputs, words in ``lang``."""
    return [calc.describe(lang) for calc in service.calculators()]
