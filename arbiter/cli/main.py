"""The ``arbiter`` command line.

argparse rather than a richer framework: the guide commands must start in a few tens of
milliseconds (see ``bench/``), so this module imports only the standard library and the
guide; the web and database stacks never load here.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from arbiter.cli.errors import Parser, report
from arbiter.i18n import DEFAULT_LANG, InputError, Lang, parse_lang


def _pairs(items: list[str] | None, what: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for item in items or []:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            raise InputError(
                f"'{item}' heeft niet de vorm NAAM=WAARDE ({what}).",
                f"'{item}' is not of the form NAME=VALUE ({what}).",
                accepted=("NODE=CHOICE", "NAME=VALUE"),
            )
        out[name.strip()] = value.strip()
    return out


def build_parser() -> Parser:
    parser = Parser(
        prog="arbiter", description="Ruling guide for bridge directors (2017 Laws, NBB)."
    )
    parser.add_argument("--lang", default=None, help="nl (default) or en")
    sub = parser.add_subparsers(dest="command", parser_class=Parser)

    def common(p: Parser, json_flag: bool = True) -> None:
        # default None: a --lang before the command is not overwritten by this one
        p.add_argument("--lang", default=None, help="nl (default) or en")
        if json_flag:
            p.add_argument("--json", action="store_true", help="machine-readable output")

    guide = sub.add_parser("guide", help="walk a ruling interactively")
    guide.add_argument("topic", nargs="?")
    guide.add_argument("--fact", action="append", metavar="NAME=VALUE")
    common(guide, json_flag=False)

    topics = sub.add_parser("topics", help="list topics in law order")
    common(topics)

    decide = sub.add_parser("decide", help="next question or ruling for given answers")
    decide.add_argument("topic")
    decide.add_argument("--answer", action="append", metavar="NODE=CHOICE")
    decide.add_argument("--fact", action="append", metavar="NAME=VALUE")
    decide.add_argument("--profile", help="regulation profile: NBB (default), WBF, EBU, ACBL")
    common(decide)

    calc = sub.add_parser("calc", help="calculators: revoke, penalty card, auction, scores")
    calc.add_argument("calc_args", nargs=argparse.REMAINDER)
    common(calc)

    check = sub.add_parser("check", help="validate all content")
    check.add_argument("--content", help="content directory (default: the shipped one)")
    common(check)

    # The ruling log and its accounts: their own parsers (arbiter/cli/log.py, user.py).
    for name, help_text in (
        ("log", "the ruling log: add, list, show, export ..."),
        ("user", "accounts of the ruling log: add, list, passwd"),
    ):
        sub.add_parser(name, help=help_text).add_argument(f"{name}_args", nargs=argparse.REMAINDER)
    # The Alerteerwijzer: listed here for --help; main() hands it to arbiter/cli/alert.py.
    sub.add_parser("alert", help="must this call be alerted? (alert regulation)").add_argument(
        "alert_args", nargs=argparse.REMAINDER
    )
    return parser


def _lang_from_argv(argv: Sequence[str]) -> Lang:
    """Find --lang before parsing, so that even a parse error is in the user's language."""
    for i, arg in enumerate(argv):
        value = (
            arg.split("=", 1)[1]
            if arg.startswith("--lang=")
            else (argv[i + 1] if arg == "--lang" and i + 1 < len(argv) else None)
        )
        if value is not None:
            try:
                return parse_lang(value)
            except InputError:
                return DEFAULT_LANG
    return DEFAULT_LANG


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    lang = _lang_from_argv(args_list)
    as_json = "--json" in args_list
    try:
        from arbiter.cli import serve  # `arbiter serve`: own parser; the web stack loads in it

        if serve.wanted(args_list):
            return serve.main(args_list, lang)
        from arbiter.cli import alert  # `arbiter alert`: own parser (options right after it)

        alert_args = alert.wanted(args_list)
        if alert_args is not None:
            return alert.main(alert_args, lang)
        args = build_parser().parse_args(args_list)
        lang = parse_lang(args.lang) if args.lang else lang
        return _dispatch(args, lang)
    except InputError as error:
        return report(error, lang, as_json)
    except KeyboardInterrupt:
        return 130


def _dispatch(args, lang: Lang) -> int:
    command = args.command or "guide"
    if command == "topics":
        from arbiter.cli import topics

        return topics.run(lang, args.json)
    if command == "decide":
        from arbiter.cli import decide

        return decide.run(
            args.topic,
            _pairs(args.answer, "--answer"),
            _pairs(args.fact, "--fact"),
            lang,
            args.json,
            args.profile,
        )
    if command == "calc":
        from arbiter.cli import calc

        extra = ["--json"] if args.json else []  # a --json given before the calculator's name
        return calc.main([*args.calc_args, *extra], lang)
    if command == "check":
        from arbiter.cli import check

        return check.run(lang, args.json, args.content)
    if command in ("log", "user"):  # the database stack loads only here
        from arbiter.cli import log, user

        module = log if command == "log" else user
        return module.main(getattr(args, f"{command}_args"), lang)
    from arbiter.cli import interactive

    return interactive.run(
        getattr(args, "topic", None), _pairs(getattr(args, "fact", None), "--fact"), lang
    )
