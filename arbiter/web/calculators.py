"""The ``arbiter calc`` calculators, offered as web forms and API calls.

Nothing here knows a calculator: each module registered in
:data:`arbiter.cli.calc.CALCULATORS` declares its arguments with argparse
(``add_arguments``), and this module reads those declarations into form fields, turns a
filled-in form back into the same command line, and runs ``arbiter calc NAME ...`` in
process. A calculator added to the registry appears in the web app and the API without a
change here, and the web app gives exactly what the command line gives.

The words around the fields are the module's own: ``TITLE`` and ``DESCRIPTION`` (a
:class:`~arbiter.i18n.Text` each), ``LABELS`` (a short label per argument ``dest``) and
``HELP`` (a one-line hint per argument), in Dutch and English. What a module leaves out
falls back to the command line's words: the registry's help, the ``dest`` and the argparse
help (English). The command line itself keeps its argparse help.

Calculators print their result, so a run captures standard output. Runs are serialised
behind one lock: that keeps the captured output apart, and the double-dummy solver that
some calculators use is not thread-safe.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import re
import tempfile
import threading
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from arbiter.i18n import DEFAULT_LANG, LANGS, InputError, Lang, Text

_LOCK = threading.Lock()
_SKIP = {"help", "lang", "json"}
_FILE_WORD = re.compile(r"\bfile\b", re.IGNORECASE)
MAX_VALUE = 200_000  # characters per field: a pasted PBN file of a whole session fits


class CalcNotFound(InputError):
    """An unknown calculator name (a 404 on the web)."""


@dataclass(frozen=True)
class Param:
    dest: str
    flag: str | None  # None for a positional argument
    kind: str  # "flag" | "text" | "int" | "float" | "choice" | "file" (pasted contents)
    required: bool
    multiple: bool
    help: str  # the argparse help, as ``arbiter calc NAME --help`` shows it
    repeat: bool = False  # action="append": the flag is given once per value
    choices: tuple[str, ...] = ()
    default: Any = None
    metavar: str | None = None
    label: Text = field(default_factory=Text)  # the module's LABELS[dest], or the dest
    hint: Text = field(default_factory=Text)  # the module's HELP[dest], or the argparse help

    def as_json(self, lang: Lang = DEFAULT_LANG) -> dict[str, Any]:
        return {
            "name": self.dest,
            "flag": self.flag,
            "kind": self.kind,
            "required": self.required,
            "multiple": self.multiple,
            "label": self.label.get_lang(lang),
            "help": self.hint.get_lang(lang),
            "choices": list(self.choices),
            "default": self.default if _jsonable(self.default) else None,
        }


@dataclass(frozen=True)
class Calculator:
    name: str
    module: str
    help: str  # the registry's help (English), as the command line shows it
    params: tuple[Param, ...]
    title: Text = field(default_factory=Text)  # the module's TITLE, or the name
    description: Text = field(default_factory=Text)  # its DESCRIPTION, or the help

    def as_json(self, lang: Lang = DEFAULT_LANG) -> dict[str, Any]:
        return {
            "name": self.name,
            "title": self.title.get_lang(lang),
            "help": self.description.get_lang(lang),
            "params": [p.as_json(lang) for p in self.params],
        }


@dataclass(frozen=True)
class Outcome:
    text: str  # what the command printed
    data: Any  # the JSON it printed with --json, when it did
    argv: tuple[str, ...]


def _jsonable(value: Any) -> bool:
    return value is None or isinstance(value, str | int | float | bool)


def _registry() -> dict[str, tuple[str, str]]:
    from arbiter.cli.calc import CALCULATORS

    return CALCULATORS


def names() -> list[str]:
    return list(_registry())


def _load(name: str) -> tuple[ModuleType, argparse.ArgumentParser]:
    """The calculator's module (imported now, on first use) and its command-line parser."""
    import importlib

    from arbiter.cli.errors import Parser

    module_name, help_text = _registry()[name]
    module = importlib.import_module(module_name)
    parser = Parser(prog=f"arbiter calc {name}", description=help_text)
    parser.add_argument("--lang", default=None)
    parser.add_argument("--json", action="store_true")
    module.add_arguments(parser)
    return module, parser


def _texts(module: ModuleType, attribute: str) -> Mapping[str, Text]:
    texts = getattr(module, attribute, None)
    return texts if isinstance(texts, Mapping) else {}


def _text(value: Any, fallback: str) -> Text:
    """``value`` when it is a text with some words, else ``fallback`` in both languages."""
    if isinstance(value, Mapping) and any(value.get(lang) for lang in LANGS):
        return Text(value)
    return Text.of(fallback, fallback)


def _param(
    action: argparse.Action,
    labels: Mapping[str, Text] | None = None,
    hints: Mapping[str, Text] | None = None,
) -> Param | None:
    if action.dest in _SKIP or isinstance(action, argparse._HelpAction):
        return None
    flag = max(action.option_strings, key=len) if action.option_strings else None
    repeat = isinstance(action, argparse._AppendAction)
    multiple = (
        repeat or action.nargs in ("+", "*") or (isinstance(action.nargs, int) and action.nargs > 1)
    )
    if isinstance(action, argparse._StoreTrueAction | argparse._StoreFalseAction):
        kind = "flag"
    elif _FILE_WORD.search(action.help or "") or isinstance(action.type, argparse.FileType):
        kind = "file"  # the web never names a file on the server: the user pastes it
    elif action.choices:
        kind = "choice"
    elif action.type is int:
        kind = "int"
    elif action.type is float:
        kind = "float"
    else:
        kind = "text"
    required = bool(action.required) if flag else action.nargs not in ("?", "*")
    help_text = (action.help or "").replace("%(default)s", str(action.default)).replace("%%", "%")
    return Param(
        dest=action.dest,
        flag=flag,
        kind=kind,
        required=required and kind != "flag",
        multiple=multiple,
        repeat=repeat,
        help=help_text,
        choices=tuple(str(c) for c in action.choices or ()),
        default=None if action.default is argparse.SUPPRESS else action.default,
        metavar=action.metavar if isinstance(action.metavar, str) else None,
        label=_text((labels or {}).get(action.dest), action.dest.replace("_", " ")),
        hint=_text((hints or {}).get(action.dest), help_text),
    )


def calculator(name: str) -> Calculator:
    registry = _registry()
    if name not in registry:
        raise CalcNotFound(
            f"Onbekende rekenhulp '{name[:40]}'.",
            f"Unknown calculator '{name[:40]}'.",
            accepted=tuple(registry),
        )
    module, parser = _load(name)
    labels, hints = _texts(module, "LABELS"), _texts(module, "HELP")
    params = tuple(p for p in (_param(a, labels, hints) for a in parser._actions) if p is not None)
    module_name, help_text = registry[name]
    return Calculator(
        name,
        module_name,
        help_text,
        params,
        title=_text(getattr(module, "TITLE", None), name),
        description=_text(getattr(module, "DESCRIPTION", None), help_text),
    )


def calculators() -> list[Calculator]:
    return [calculator(name) for name in names()]


def _values(value: Any) -> list[str]:
    if value is None:
        return []
    if isinstance(value, list | tuple):
        items = [str(v) for v in value if v is not None and str(v).strip() != ""]
    else:
        text = str(value)
        items = [text] if text.strip() != "" else []
    for item in items:
        if len(item) > MAX_VALUE:
            raise InputError(
                "Een waarde is te lang.", "A value is too long.", accepted=(f"≤ {MAX_VALUE}",)
            )
    return items


def _truthy(value: Any) -> bool:
    if isinstance(value, list | tuple):
        value = value[-1] if value else ""
    return str(value).strip().lower() in {"1", "true", "on", "yes", "ja"}


def to_argv(calc: Calculator, values: dict[str, Any]) -> list[str]:
    """The command line that the filled-in fields stand for (unknown names are refused)."""
    known = {p.dest for p in calc.params}
    unknown = sorted(set(values) - known)
    if unknown:
        raise InputError(
            f"Rekenhulp '{calc.name}' kent '{unknown[0][:40]}' niet.",
            f"Calculator '{calc.name}' has no '{unknown[0][:40]}'.",
            accepted=tuple(sorted(known)),
        )
    argv: list[str] = []
    positional: list[str] = []
    for param in calc.params:
        value = values.get(param.dest)
        if param.kind == "flag":
            if value is not None and _truthy(value):
                argv.append(param.flag or "")
            continue
        items = _values(value)
        if not param.multiple:
            items = items[-1:]
        if param.flag is None:
            positional += items
        elif param.repeat:
            for item in items:
                argv += [param.flag, item]
        elif items:
            argv += [param.flag, *items]
    # "--" keeps a positional value that starts with "-" (a score such as -620) a value
    return [*argv, "--", *positional] if positional else argv


@contextlib.contextmanager
def file_values(calc: Calculator, values: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """The values with each pasted file written to a temporary file, named by its path.

    Calculators read files (a PBN record); over the web the user pastes the contents, so
    nobody can make the server read a file of its own.
    """
    files = {p.dest for p in calc.params if p.kind == "file"}
    paths: list[str] = []
    out = dict(values)
    try:
        for dest in files & set(values):
            items = _values(values[dest])
            if not items:
                out.pop(dest)
                continue
            handle, path = tempfile.mkstemp(prefix="arbiter-", suffix=".txt")
            with os.fdopen(handle, "w", encoding="utf-8") as stream:
                stream.write("\n".join(items) + "\n")
            paths.append(path)
            out[dest] = path
        yield out
    finally:
        for path in paths:
            with contextlib.suppress(OSError):
                os.unlink(path)


def run(name: str, values: dict[str, Any], lang: Lang, as_json: bool) -> Outcome:
    """Run ``arbiter calc NAME ...`` for these field values; InputError on bad input."""
    calc = calculator(name)
    argv = to_argv(calc, values)
    return run_argv(name, argv, lang, as_json)


def run_argv(name: str, argv: list[str], lang: Lang, as_json: bool) -> Outcome:
    from arbiter.cli.calc import main as calc_main

    calculator(name)  # 404 first
    full = [name, *(["--json"] if as_json else []), *argv]
    buffer = io.StringIO()
    with _LOCK, contextlib.redirect_stdout(buffer):
        try:
            code = calc_main(full, lang)
        except SystemExit as stop:  # a calculator that exits instead of raising
            code = stop.code if isinstance(stop.code, int) else 2
    text = buffer.getvalue()
    if code not in (0, None):
        raise InputError(
            f"De rekenhulp gaf foutcode {code}.\n{text}".strip(),
            f"The calculator exited with code {code}.\n{text}".strip(),
        )
    data = None
    if as_json:
        try:
            data = json.loads(text)
        except ValueError:
            data = None
    return Outcome(text, data, tuple(full))
