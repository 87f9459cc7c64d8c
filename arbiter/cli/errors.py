"""Turning bad input into a message and exit code 2, never a traceback.

:class:`Parser` is argparse with two changes: a parse error raises
:class:`~arbiter.i18n.InputError` (so it is reported in the user's language, and as JSON
with ``--json``), and a sub-command's arguments are added only when that sub-command is
used (``populate``), so that ``arbiter decide`` does not pay for the log's forty options.
:func:`guarded` is the error boundary every command runs inside.
"""

from __future__ import annotations

import argparse
import codecs
import contextlib
import json
import os
import sys
import unicodedata
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, NoReturn

from arbiter.i18n import InputError, Lang

EXIT_OK = 0
EXIT_BROKEN_PIPE = 1  # the reader went away (``| head``): stop quietly, as Python's docs advise
EXIT_BAD_INPUT = 2
EXIT_INTERRUPTED = 130


class Parser(argparse.ArgumentParser):
    """An argparse parser that raises InputError instead of printing English and exiting.

    ``populate(parser)``, when given, adds the arguments the first time the parser is
    used, for parsing or for ``--help``.
    """

    def __init__(
        self, *args: Any, populate: Callable[[Parser], None] | None = None, **kwargs: Any
    ) -> None:
        super().__init__(*args, **kwargs)
        self._populate = populate

    def populated(self) -> Parser:
        if self._populate is not None:
            populate, self._populate = self._populate, None
            populate(self)
        return self

    def parse_known_args(self, args=None, namespace=None):
        self.populated()
        parsed, extras = super().parse_known_args(args, namespace)
        if extras and " " in self.prog:  # a sub-command: its own message, its own arguments
            self.error(f"unrecognized arguments: {' '.join(extras)}")
        return parsed, extras

    def format_help(self) -> str:
        self.populated()
        return super().format_help()

    def format_usage(self) -> str:
        self.populated()
        return super().format_usage()

    def commands(self) -> tuple[str, ...]:
        """The sub-commands of this parser, as typed after ``arbiter``."""
        if self.prog == "arbiter":  # may have been built with one command only
            from arbiter.cli.main import COMMANDS

            return tuple(COMMANDS)
        prefix = self.prog.removeprefix("arbiter").strip()
        for action in self._actions:
            if isinstance(action, argparse._SubParsersAction):
                return tuple(f"{prefix} {name}".strip() for name in action.choices)
        return ()

    def options(self) -> tuple[str, ...]:
        """The arguments this parser takes, as ``--help`` names them."""
        out = []
        for action in self._actions:
            if action.help == argparse.SUPPRESS or isinstance(action, argparse._HelpAction):
                continue
            if action.option_strings:
                name = max(action.option_strings, key=len)
                out.append(f"{name} {action.metavar}" if action.metavar else name)
            elif not isinstance(action, argparse._SubParsersAction):
                metavar = action.metavar if isinstance(action.metavar, str) else None
                out.append((metavar or action.dest).upper())
        return tuple(out)

    def error(self, message: str) -> NoReturn:
        accepted = self.commands() or (*self.options(), "--help")
        raise InputError(
            f"Ongeldige opdracht: {message} (zie {self.prog} --help).",
            f"Invalid command line: {message} (see {self.prog} --help).",
            accepted=accepted,
        )


def report(error: InputError, lang: Lang, as_json: bool) -> int:
    if as_json:
        print(json.dumps(error.to_json(lang), ensure_ascii=False, indent=2))
    else:
        label = "Fout" if lang == "nl" else "Error"
        print(f"{label}: {error.message(lang)}", file=sys.stderr)
    return EXIT_BAD_INPUT


TOO_DEEP = InputError(
    "De invoer is te diep genest (JSON met te veel haakjes binnen elkaar).",
    "The input is nested too deeply (JSON with too many brackets inside each other).",
    accepted=('{"revoker": "defender", "established": true, ...}',),
)


def _file_error(error: OSError) -> InputError:
    name = f"'{error.filename}'" if error.filename else ""
    reason = error.strerror or str(error)
    return InputError(
        f"Bestand of map {name} is niet te gebruiken: {reason}.",
        f"File or folder {name} cannot be used: {reason}.",
    )


CLOSED = InputError(
    "De standaarduitvoer is gesloten (>&-): er is niets gedaan. Stuur de uitvoer naar een "
    "bestand, of naar /dev/null als u hem niet nodig hebt.",
    "Standard output is closed (>&-): nothing was done. Send the output to a file, or to "
    "/dev/null if you do not need it.",
)
NARROW = {
    "nl": "Let op: deze terminal toont alleen {enc}; schoppen, harten, ruiten en klaveren "
    "staan er als S, H, R en K, letters zonder accent. Alle tekens: PYTHONIOENCODING=utf-8.",
    "en": "Note: this terminal shows {enc} only; spades, hearts, diamonds and clubs are "
    "shown as S, H, D and C, letters without accents. All characters: PYTHONIOENCODING=utf-8.",
}
_SUIT_LETTERS = {"nl": dict(zip("♠♥♦♣", "SHRK", strict=True)),
                 "en": dict(zip("♠♥♦♣", "SHDC", strict=True))}  # fmt: skip
_PLAIN = {"–": "-", "—": "-", "…": "...", "‘": "'", "’": "'", "“": '"', "”": '"', "×": "x",
          "≤": "<=", "≥": ">=", "→": "->", "←": "<-", "€": "EUR", "·": ".", "•": "*",
          "\u00a0": " "}  # fmt: skip


def guarded(run: Callable[[], int], lang: Callable[[], Lang], as_json: bool) -> int:
    """Run a command; bad input becomes a message and exit code 2, a closed output pipe a
    quiet exit 1, Ctrl+C exit 130. ``lang`` is asked only when there is something to say
    (the command may find the language while it parses).

    Standard output closed (``>&-``): a message, exit 1, and nothing done (the answer
    would go nowhere). A terminal that cannot show every character (``ascii``): what it
    cannot show is written as it can (suits as letters, accents dropped; ``\\uXXXX`` in
    JSON, which stays the same JSON), with a note on standard error at the end."""
    if sys.stdout is None:
        if sys.stderr is not None:
            _narrow(sys.stderr, lang, as_json=False)
            label = "Fout" if lang() == "nl" else "Error"
            print(f"{label}: {CLOSED.message(lang())}", file=sys.stderr)
        return EXIT_BROKEN_PIPE
    out = _narrow(sys.stdout, lang, as_json)
    replaced = [_narrow(sys.stderr, lang, as_json=False), None if as_json else out]
    try:
        code = _guarded(run, lang, as_json)
    finally:  # JSON's escapes are the same JSON: only a changed text needs the note
        if any(r and r[0] for r in replaced) and sys.stderr is not None:
            with contextlib.suppress(OSError, ValueError):
                encoding = getattr(sys.stdout, "encoding", "ascii")
                print(NARROW[lang()].format(enc=encoding), file=sys.stderr)
    return code


def _narrow(stream: Any, lang: Callable[[], Lang], as_json: bool) -> list[int] | None:
    """If ``stream`` cannot write the characters arbiter uses, let it write them as it
    can; the list returned counts the characters replaced (None: nothing to do)."""
    encoding = getattr(stream, "encoding", None)
    if stream is None or not encoding or not hasattr(stream, "reconfigure"):
        return None
    try:
        "♠♥♦♣éëï–€".encode(encoding)
        return None
    except (UnicodeEncodeError, LookupError):
        pass
    count = [0]

    def replace(error: UnicodeError) -> tuple[str, int]:
        assert isinstance(error, UnicodeEncodeError)
        out = []
        for ch in error.object[error.start : error.end]:
            count[0] += 1
            out.append(json.dumps(ch)[1:-1] if as_json else _plain(ch, lang(), encoding))
        return "".join(out), error.end

    name = f"arbiter-{id(stream)}-{as_json}"
    codecs.register_error(name, replace)
    with contextlib.suppress(ValueError, OSError):
        stream.reconfigure(errors=name)
    return count


def _plain(ch: str, lang: Lang, encoding: str) -> str:
    """``ch`` as a terminal limited to ``encoding`` can show it."""
    if ch in _SUIT_LETTERS[lang]:
        return _SUIT_LETTERS[lang][ch]
    if ch in _PLAIN:
        return _PLAIN[ch]
    base = "".join(c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c))
    try:
        base.encode(encoding)
        return base or "?"
    except UnicodeEncodeError:
        return "?"


def _guarded(run: Callable[[], int], lang: Callable[[], Lang], as_json: bool) -> int:
    try:
        with _pipe_guard():
            try:
                code = run()
            except InputError as error:
                code = report(error, lang(), as_json)
            except RecursionError:  # json.loads of "[[[[...": bad input, not a bug of ours
                code = report(TOO_DEEP, lang(), as_json)
            except BrokenPipeError:
                raise
            except OSError as error:  # a file named on the command line that cannot be used
                code = report(_file_error(error), lang(), as_json)
            except KeyboardInterrupt:
                code = EXIT_INTERRUPTED
            except SystemExit as stop:  # --help, and a library that exits by itself
                code = stop.code if isinstance(stop.code, int) else EXIT_BAD_INPUT
            sys.stdout.flush()
            return code
    except BrokenPipeError:
        return EXIT_BROKEN_PIPE


@contextmanager
def _pipe_guard() -> Iterator[None]:
    """``arbiter topics | head -1``: once the reader has gone, send the rest of stdout to
    /dev/null so that neither this write nor the flush at exit prints a traceback."""
    try:
        yield
    except BrokenPipeError:
        _silence_stdout()
        raise


def _silence_stdout() -> None:
    try:
        fd = sys.stdout.fileno()
    except (AttributeError, OSError, ValueError):  # a test's captured stdout: nothing to do
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, fd)
    os.close(devnull)


def option_values(argv: Sequence[str], name: str) -> list[str]:
    """The values given for ``name`` (``--lang en`` or ``--lang=en``) before parsing."""
    values = []
    for i, arg in enumerate(argv):
        if arg.startswith(f"{name}="):
            values.append(arg.split("=", 1)[1])
        elif arg == name and i + 1 < len(argv):
            values.append(argv[i + 1])
    return values
