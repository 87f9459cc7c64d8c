"""``arbiter user ...``: accounts for the ruling log.

    arbiter user add NAME [--role director|viewer] [--password-stdin]
    arbiter user list [--json]
    arbiter user passwd NAME [--password-stdin]

Without ``--password-stdin`` the password is asked twice on the terminal (not echoed).
``arbiter user add`` creates the first director of a new log. Takes ``--db URL`` like
``arbiter log``.
"""

from __future__ import annotations

import argparse
import getpass
import sys

from arbiter.cli import database
from arbiter.cli.database import print_json
from arbiter.i18n import InputError, Lang

COMMANDS = {
    "add": "create an account (the first one of a new log is a director)",
    "list": "the accounts",
    "passwd": "set a new password",
}


def _username(p: argparse.ArgumentParser) -> None:
    p.add_argument("username", help="login name")
    p.add_argument(
        "--password-stdin",
        action="store_true",
        help="read the password from the first line of standard input",
    )


def _add(p: argparse.ArgumentParser) -> None:
    _username(p)
    p.add_argument("--role", default="director", help="director (default) or viewer")
    p.add_argument("--name", help="display name")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    database.sub_commands(parser, "user_command", COMMANDS, {"add": _add, "passwd": _username})


def _password(from_stdin: bool, lang: Lang) -> str:
    if from_stdin:
        return sys.stdin.readline().rstrip("\r\n")
    try:
        first = getpass.getpass("Wachtwoord: " if lang == "nl" else "Password: ")
        second = getpass.getpass("Nogmaals: " if lang == "nl" else "Again: ")
    except EOFError:
        raise InputError(
            "Geen wachtwoord gekregen.", "No password given.", accepted=("--password-stdin",)
        ) from None
    if first != second:
        raise InputError("De wachtwoorden verschillen.", "The passwords differ.")
    return first


def main(args: argparse.Namespace, lang: Lang) -> int:
    if not args.user_command:
        raise database.no_command("user", COMMANDS)
    from arbiter.log.auth import Accounts

    with database.opened(args.db) as store:
        accounts = Accounts(store)
        if args.user_command == "list":
            users = accounts.users()
            if args.json:
                print_json(users)
            else:
                for u in users:
                    print(f"{u['username']}  {u['role']}" + ("" if u["active"] else "  (off)"))
            return 0
        password = _password(args.password_stdin, lang)
        if args.user_command == "add":
            user = accounts.add_user(args.username, password, args.role, args.name)
            if args.json:
                print_json(user)
            else:
                print(f"{user['username']} ({user['role']})")
            return 0
        accounts.set_password(args.username, password)
        print_json({"ok": True}) if args.json else print("OK")
        return 0
