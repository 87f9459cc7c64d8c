"""``arbiter calc NAME ...``: the calculators on the command line.

Nothing here knows a calculator: the arguments, their ``--help`` and the checks come from
each calculator's declaration (:mod:`arbiter.calc.service`). An input becomes a flag
(``--neuberg-of``) or, when declared so, an argument (``arbiter calc score 4♠X=``); a
choice of sources (``--facts`` or ``--pbn``) becomes a required either-or. A PBN input
names a file here (``-``: standard input); the calculator gets its text.

The help speaks the chosen language (``--lang``), like the output.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from arbiter.calc import service
from arbiter.calc.service.declare import Calculator, Input
from arbiter.cli.errors import Parser
from arbiter.i18n import InputError, Lang, parse_lang

_WORDS = {
    "nl": {
        "lang": "taal van de uitvoer: nl (standaard) of en",
        "json": "uitvoer als JSON",
        "file": "de bestandsnaam, of - voor standaardinvoer",
    },
    "en": {
        "lang": "language of the output: nl (default) or en",
        "json": "output as JSON",
        "file": "the file name, or - for standard input",
    },
}


def _help(inp: Input, lang: Lang) -> str:
    """The input's hint; a PBN input is a file name here, not the text itself."""
    text = inp.hint.get_lang(lang)
    if inp.kind == "pbn":
        text = f"{inp.label.get_lang(lang)}: {_WORDS[lang]['file']}"
    # argparse formats help with %: a literal percent sign (30% 4♠=) must be doubled
    return text.replace("%", "%%")


def build_parser(calc: Calculator, lang: Lang) -> Parser:
    """The command line of ``calc``, generated from its declaration."""
    parser = Parser(
        prog=f"arbiter calc {calc.name}",
        description=f"{calc.title.get_lang(lang)}: {calc.description.get_lang(lang)}",
    )
    parser.add_argument("--lang", default=None, help=_WORDS[lang]["lang"])
    parser.add_argument("--json", action="store_true", help=_WORDS[lang]["json"])
    groups: dict[str, argparse._MutuallyExclusiveGroup] = {}
    for group in calc.one_of:  # exactly one of these: a required either-or
        groups.update(dict.fromkeys(group, parser.add_mutually_exclusive_group(required=True)))
    for inp in calc.inputs:
        target = groups.get(inp.name, parser)
        help_text = _help(inp, lang)
        flag = inp.flag or inp.name  # the name alone only where positional
        if inp.kind == "bool":
            target.add_argument(flag, action="store_true", help=help_text)
        elif inp.positional:
            many = inp.many or inp.words
            nargs = ("+" if inp.required else "*") if many else None
            target.add_argument(inp.name, nargs=nargs, help=help_text)
        elif inp.many:  # a list after one flag, or the flag again: --candidate a b --candidate c
            target.add_argument(flag, nargs="+", action="extend", required=inp.required,
                                help=help_text, metavar=inp.name.upper())  # fmt: skip
        else:
            metavar = "FILE" if inp.kind == "pbn" else inp.name.upper()
            target.add_argument(flag, required=inp.required, help=help_text, metavar=metavar)
    return parser


def read_file(path: str, label: str) -> str:
    """The text of a file named on the command line (``-``: standard input)."""
    if path == "-":
        return sys.stdin.read()
    from pathlib import Path  # only when a file is named: start-up stays light

    try:
        return Path(path).read_text(encoding="utf-8-sig")
    except UnicodeDecodeError:
        return Path(path).read_text(encoding="latin-1")
    except OSError as error:
        raise InputError(
            f"Kan {label}-bestand '{path}' niet lezen: {error.strerror}.",
            f"Cannot read {label} file '{path}': {error.strerror}.",
        ) from None


def main(argv: Sequence[str], lang: Lang) -> int:
    argv = [a for a in argv if a != "--"]
    name = argv[0] if argv else ""
    try:
        calc = service.calculator(name)
    except service.CalcNotFound as error:  # the command line's errors are plain InputErrors
        raise InputError(error.text["nl"], error.text["en"], error.accepted) from None
    args = build_parser(calc, lang).parse_args(argv[1:])
    lang = parse_lang(args.lang) if args.lang else lang
    raw = {inp.name: getattr(args, inp.name) for inp in calc.inputs}
    for inp in calc.inputs:
        if inp.kind == "pbn" and raw[inp.name] is not None:
            raw[inp.name] = read_file(raw[inp.name], "PBN")
    outcome = calc.run(raw)
    if args.json:
        print(json.dumps(outcome.as_json(lang), ensure_ascii=False, indent=2))
    else:
        print(outcome.text(lang))
    return 0
