"""``arbiter user ...``: accounts for the ruling log.

    arbiter user add NAME [--role director|viewer|federation] [--club CLUB ...] [--password-stdin]
    arbiter user list [--json]
    arbiter user passwd NAME [--password-stdin]
    arbiter user clubs NAME [--add CLUB ...] [--remove CLUB ...]

Without ``--password-stdin`` the password is asked twice on the terminal (not echoed).
``arbiter user add`` creates the first director of a new log. Clubs (a server shared by
several clubs): an account sees the events of its clubs only, a federation account those
of every club; ``--club`` names a club, and a new name makes it. Without ``--club`` an
account joins the log's only club (the first account of a new log makes it). Takes
``--db URL`` like ``arbiter log``.
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
    "list": "the accounts, with their clubs",
    "passwd": "set a new password",
    "clubs": "put an account in a club or take it out (it signs in again)",
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
    p.add_argument(
        "--role",
        default="director",
        help="director (default: reads and writes her clubs' events), viewer (reads them) "
        "or federation (reads every club's events)",
    )
    p.add_argument("--name", help="display name")
    p.add_argument(
        "--club",
        action="append",
        metavar="CLUB",
        help="a club of the account (again for more; a new name makes the club); "
        "default: the log's only club",
    )


def _clubs(p: argparse.ArgumentParser) -> None:
    p.add_argument("username", help="login name")
    p.add_argument("--add", action="append", metavar="CLUB", help="put the account in CLUB")
    p.add_argument("--remove", action="append", metavar="CLUB", help="take it out of CLUB")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    database.sub_commands(
        parser, "user_command", COMMANDS, {"add": _add, "passwd": _username, "clubs": _clubs}
    )


def _line(user: dict) -> str:
    clubs = ", ".join(user["clubs"]) or "-"
    return f"{user['username']}  {user['role']}  {clubs}" + ("" if user["active"] else "  (off)")


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
                    print(_line(u))
            return 0
        if args.user_command == "clubs":
            user = accounts.change_clubs(args.username, args.add, args.remove)
            print_json(user) if args.json else print(_line(user))
            return 0
        password = _password(args.password_stdin, lang)
        if args.user_command == "add":
            user = accounts.add_user(args.username, password, args.role, args.name, args.club)
            print_json(user) if args.json else print(_line(user))
            return 0
        accounts.set_password(args.username, password)
        print_json({"ok": True}) if args.json else print("OK")
        return 0
