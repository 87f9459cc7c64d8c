"""``arbiter user ...``: accounts for the ruling log.

    arbiter user add NAME [--role director|viewer] [--password-stdin]
    arbiter user list [--json]
    arbiter user passwd NAME [--password-stdin]

Without ``--password-stdin`` the password is asked twice on the terminal (not echoed).
``arbiter user add`` creates the first director of a new log. Takes ``--db URL`` like
``arbiter log``.
"""

from __future__ import annotations

import getpass
import json
import sys
from collections.abc import Sequence

from arbiter.cli.errors import Parser
from arbiter.i18n import InputError, Lang

COMMANDS = ("add", "list", "passwd")


class _Parser(Parser):
    def error(self, message: str):  # type: ignore[override]
        raise InputError(
            f"Ongeldige opdracht: {message}.",
            f"Invalid command line: {message}.",
            accepted=tuple(f"user {c}" for c in COMMANDS),
        )


def build_parser() -> Parser:
    parser = _Parser(prog="arbiter user", description="Accounts of the ruling log.")
    sub = parser.add_subparsers(dest="user_command", parser_class=_Parser)
    for name in COMMANDS:
        p = sub.add_parser(name)
        p.add_argument("--db", help="database URL (default: $ARBITER_DATABASE_URL or SQLite)")
        p.add_argument("--json", action="store_true")
        p.add_argument("--lang", default=None)
        if name != "list":
            p.add_argument("username")
            p.add_argument(
                "--password-stdin",
                action="store_true",
                help="read the password from the first line of standard input",
            )
        if name == "add":
            p.add_argument("--role", default="director", help="director (default) or viewer")
            p.add_argument("--name", help="display name")
    return parser


def _password(from_stdin: bool, lang: Lang) -> str:
    if from_stdin:
        return sys.stdin.readline().rstrip("\r\n")
    first = getpass.getpass("Wachtwoord: " if lang == "nl" else "Password: ")
    second = getpass.getpass("Nogmaals: " if lang == "nl" else "Again: ")
    if first != second:
        raise InputError("De wachtwoorden verschillen.", "The passwords differ.")
    return first


def main(argv: Sequence[str], lang: Lang) -> int:
    args = build_parser().parse_args([a for a in argv if a != "--"])
    if not args.user_command:
        raise InputError(
            "Geef een opdracht.", "Give a command.", accepted=tuple(f"user {c}" for c in COMMANDS)
        )
    if args.lang:
        from arbiter.i18n import parse_lang

        lang = parse_lang(args.lang)
    from arbiter.log.auth import Accounts
    from arbiter.log.store import Store

    store = Store.open(args.db)
    try:
        accounts = Accounts(store)
        if args.user_command == "list":
            users = accounts.users()
            if args.json:
                print(json.dumps(users, indent=2))
            else:
                for u in users:
                    print(f"{u['username']}  {u['role']}" + ("" if u["active"] else "  (off)"))
            return 0
        password = _password(args.password_stdin, lang)
        if args.user_command == "add":
            user = accounts.add_user(args.username, password, args.role, args.name)
            if args.json:
                print(json.dumps(user, indent=2))
            else:
                print(f"{user['username']} ({user['role']})")
            return 0
        accounts.set_password(args.username, password)
        print(json.dumps({"ok": True}) if args.json else "OK")
        return 0
    finally:
        store.dispose()
