"""Turning bad input into a message and exit code 2, never a traceback."""

from __future__ import annotations

import argparse
import json
import sys
from typing import NoReturn

from arbiter.i18n import InputError, Lang

EXIT_BAD_INPUT = 2


class Parser(argparse.ArgumentParser):
    """An argparse parser that raises InputError instead of printing English and exiting."""

    def error(self, message: str) -> NoReturn:
        commands = ("guide", "topics", "decide", "check", "calc")
        raise InputError(
            f"Ongeldige opdracht: {message}.",
            f"Invalid command line: {message}.",
            accepted=commands,
        )


def report(error: InputError, lang: Lang, as_json: bool) -> int:
    if as_json:
        print(json.dumps(error.to_json(lang), ensure_ascii=False, indent=2))
    else:
        label = "Fout" if lang == "nl" else "Error"
        print(f"{label}: {error.message(lang)}", file=sys.stderr)
    return EXIT_BAD_INPUT
