"""What ``arbiter log`` and ``arbiter user`` share: sub-commands that each take ``--db``,
opening the database with a clear message when it cannot be used, printing JSON.

SQLAlchemy is imported only when a command opens the database.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from arbiter.cli.options import common
from arbiter.i18n import InputError

if TYPE_CHECKING:
    from arbiter.log.store import Store

DB_HELP = "database URL (default: $ARBITER_DATABASE_URL, else the SQLite file in the data folder)"
URL_FORMS = ("sqlite:///PATH", "postgresql://USER:PASSWORD@HOST/DB")


def sub_commands(
    parser: argparse.ArgumentParser,
    dest: str,
    commands: dict[str, str],
    arguments: dict[str, Callable[[argparse.ArgumentParser], Any]],
    extra: Callable[[argparse.ArgumentParser], Any] | None = None,
) -> None:
    """One sub-parser per command (name → help), each with the arguments
    ``arguments[name]`` adds, then ``extra``'s, ``--db``, ``--json`` and ``--lang``."""
    sub = parser.add_subparsers(dest=dest, metavar="COMMAND", parser_class=type(parser))
    for name, help_text in commands.items():
        p = sub.add_parser(name, help=help_text, description=help_text)
        add = arguments.get(name)
        if add is not None:
            add(p)
        if extra is not None:
            extra(p)
        p.add_argument("--db", metavar="URL", help=DB_HELP)
        common(p)


def no_command(prefix: str, commands: dict[str, str]) -> InputError:
    return InputError(
        "Geef een opdracht.", "Give a command.", accepted=tuple(f"{prefix} {c}" for c in commands)
    )


@contextmanager
def opened(url: str | None) -> Iterator[Store]:
    """The log's database: a URL that is not a database, or a server that cannot be
    reached, is an InputError naming the URL (without its password) and the reason."""
    from sqlalchemy.exc import ArgumentError, DBAPIError, NoSuchModuleError

    from arbiter.log.config import database_url, redact
    from arbiter.log.store import Store

    shown = redact(database_url(url))
    try:
        store = Store.open(url)
    except InputError:
        raise
    except (ArgumentError, NoSuchModuleError, ValueError) as error:  # not a URL one can use
        raise InputError(
            f"'{shown}' is geen geldige database-URL ({error}).",
            f"'{shown}' is not a valid database URL ({error}).",
            accepted=URL_FORMS,
        ) from None
    except (DBAPIError, OSError) as error:
        raise unusable(shown, error) from None
    try:
        yield store
    except DBAPIError as error:  # the server went away, the file was locked too long ...
        raise unusable(shown, error) from None
    finally:
        store.dispose()


def unusable(shown: str, error: Exception) -> InputError:
    cause = getattr(error, "orig", None) or error
    reason = (str(cause).strip().splitlines() or [type(cause).__name__])[0][:200]
    return InputError(
        f"Database '{shown}' is niet te gebruiken: {reason}.",
        f"Database '{shown}' cannot be used: {reason}.",
        accepted=URL_FORMS,
    )


def print_json(data: Any) -> None:
    print(json.dumps(data, ensure_ascii=False, indent=2))
