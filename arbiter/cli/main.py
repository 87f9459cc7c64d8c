"""The ``arbiter`` command line.

argparse rather than a richer framework: the guide commands must start in a few tens of
milliseconds (``bench/startup.py``; typer and rich alone take about 95 ms to import), so
this module imports only the standard library. Each command lives in its own module with
``add_arguments(parser)`` and ``main(args, lang) -> int``; the module is imported, and its
arguments added, only when that command (or its ``--help``) is asked for, so the web and
database stacks never load for a guide command.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence
from typing import Any, NamedTuple

from arbiter.cli.errors import Parser, guarded, option_values
from arbiter.cli.options import common
from arbiter.i18n import DEFAULT_LANG, InputError, Lang, parse_lang


class Command(NamedTuple):
    """A sub-command: the module that holds it, and the names of its two functions.

    (A NamedTuple, not a dataclass: ``arbiter topics`` never needs ``dataclasses``, whose
    import costs about 9 ms.)"""

    help: str
    module: str
    add_arguments: str = "add_arguments"
    main: str = "main"

    def function(self, name: str) -> Any:
        return getattr(importlib.import_module(self.module), name)


COMMANDS: dict[str, Command] = {
    "guide": Command("walk a ruling interactively (the default)", "arbiter.cli.interactive"),
    "topics": Command("list topics in law order", "arbiter.cli.topics"),
    "find": Command('the topic for what happened: arbiter find "oost verzaakte"',
                    "arbiter.cli.find"),
    "decide": Command("next question or ruling for given answers", "arbiter.cli.decide"),
    "check": Command("validate all content", "arbiter.cli.check"),
    "calc": Command(
        "calculators: revoke, penalty card, auction, scores (arbiter calc NAME --help)",
        __name__,
        "calc_arguments",
        "calc_main",
    ),
    "log": Command("the ruling log: events, add, list, show, export, report", "arbiter.cli.log"),
    "user": Command("accounts of the ruling log: add, list, passwd", "arbiter.cli.user"),
    "serve": Command("the web app for phones and this computer", "arbiter.cli.serve"),
    "alert": Command("must this call be alerted? (the alert regulation)", "arbiter.cli.alert"),
    "train": Command("self-test: statements and table cases (arbiter train --json)",
                     "arbiter.cli.train"),
    "tips": Command("tips for the director; --protocol: the table protocol", "arbiter.cli.tips"),
    "laws": Command("a law's summary and official wording; import your law text",
                    "arbiter.cli.laws"),
}


def build_parser(only: str | None = None) -> Parser:
    """The parser; with ``only`` (a command's name) that command alone: each argparse
    parser costs a few tenths of a millisecond, and a command needs only its own."""
    parser = Parser(
        prog="arbiter",
        description="Ruling guide for bridge directors (2017 Laws, NBB). "
        "arbiter COMMAND --help lists a command's arguments.",
    )
    parser.add_argument("--lang", default=None, help="nl (default) or en")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    for name, command in COMMANDS.items():
        if only is not None and name != only:
            continue
        sub.add_parser(
            name,
            help=command.help,
            description=command.help,
            populate=_populator(command),
        )
    return parser


def _populator(command: Command):
    def populate(parser: Parser) -> None:
        command.function(command.add_arguments)(parser)

    return populate


# -- calc: the calculators parse their own arguments (arbiter/cli/calc.py) ------------------


def calc_arguments(parser: Parser) -> None:
    parser.usage = "arbiter calc NAME [ARGUMENTS ...]  (arbiter calc NAME --help)"
    parser.add_argument(
        "calc_args",
        nargs=argparse.REMAINDER,
        metavar="NAME [ARGUMENTS ...]",
        help="the calculator and its arguments",
    )
    common(parser)


def calc_main(args: argparse.Namespace, lang: Lang) -> int:
    from arbiter.cli import calc

    extra = ["--json"] if args.json else []  # a --json given before the calculator's name
    return calc.main([*args.calc_args, *extra], lang)


# -- running ---------------------------------------------------------------------------------


def _lang_from_argv(argv: Sequence[str]) -> Lang:
    """Find --lang before parsing, so that even a parse error is in the user's language."""
    for value in option_values(argv, "--lang")[:1]:
        try:
            return parse_lang(value)
        except InputError:
            return DEFAULT_LANG
    return DEFAULT_LANG


def _command_word(argv: Sequence[str]) -> str | None:
    """The command, if the first word that is not a top-level option names one."""
    skip = False
    for arg in argv:
        if skip:
            skip = False
        elif arg == "--lang":
            skip = True
        elif not arg.startswith("-"):
            return arg if arg in COMMANDS else None
        elif not arg.startswith("--lang="):
            return None  # -h, or an option the top level does not know: the whole parser
    return None


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    lang = [_lang_from_argv(args_list)]

    def run() -> int:
        parser = build_parser(_command_word(args_list))
        args = parser.parse_args(args_list)
        if args.command is None:  # `arbiter` alone, or with --lang only: the guide
            args = parser.parse_args([*args_list, "guide"])
        if args.lang:
            lang[0] = parse_lang(args.lang)
        command = COMMANDS[args.command]
        return command.function(command.main)(args, lang[0])

    return guarded(run, lambda: lang[0], "--json" in args_list)
