"""Options and values shared by the commands: ``--lang``/``--json``, ``NAME=VALUE`` pairs."""

from __future__ import annotations

import argparse

from arbiter.i18n import InputError


def common(parser: argparse.ArgumentParser, json_flag: bool = True) -> None:
    """``--lang`` (and ``--json``), taken after the command as well as before it."""
    # SUPPRESS: a --lang given before the command is not overwritten by this one's default
    parser.add_argument("--lang", default=argparse.SUPPRESS, help="nl (default) or en")
    if json_flag:
        parser.add_argument("--json", action="store_true", help="machine-readable output")


def pairs(items: list[str] | None, what: str) -> dict[str, str]:
    """``NAME=VALUE`` options (``--answer``, ``--fact``) as a dict."""
    out: dict[str, str] = {}
    for item in items or []:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            raise InputError(
                f"'{item}' heeft niet de vorm NAAM=WAARDE ({what}).",
                f"'{item}' is not of the form NAME=VALUE ({what}).",
                accepted=("NODE=CHOICE" if what == "--answer" else "NAME=VALUE",),
            )
        out[name.strip()] = value.strip()
    return out
