"""Where the output goes: a closed standard output (``arbiter topics >&-``) and a terminal
that shows ASCII only (``PYTHONIOENCODING=ascii``) get a message, never a traceback
(issue 24; before, both ended in one). Run as the director runs it: the installed
``arbiter`` in its own process.
"""

from __future__ import annotations

import json
import os
import subprocess

import pytest

from tests.cli.test_fuzz import ARBITER, ROOT

AUCTION = ["--fact", "dealer=N", "--fact", "auction=1♠", "--fact", "offender=O",
           "--fact", "call=1♥"]  # fmt: skip
COMMANDS = [
    ["topics"],
    ["topics", "--json"],
    ["decide", "insufficient-bid", *AUCTION],
    ["decide", "insufficient-bid", *AUCTION, "--lang", "en", "--json"],
    ["calc", "dd", "--deal",
     "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"],
    ["tips", "claim"],
    ["laws", "show", "27B1a"],
    ["decide", "nonsense"],  # an error message of its own, with accents
]  # fmt: skip


def shell(command: str, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run(["sh", "-c", command], capture_output=True, timeout=120, check=False,
                          env={**os.environ, "PYTHONPATH": str(ROOT), **env})  # fmt: skip


def quoted(argv: list[str]) -> str:
    return " ".join("'" + a.replace("'", "'\\''") + "'" for a in [ARBITER, *argv])


@pytest.mark.parametrize("argv", COMMANDS[:3], ids=" ".join)
def test_a_closed_output_is_a_message(argv):
    result = shell(quoted(argv) + " >&-")
    err = result.stderr.decode()
    assert "Traceback" not in err, err
    assert result.returncode == 1
    assert "uitvoer is gesloten" in err and ">&-" in err
    english = shell(quoted([*argv, "--lang", "en"]) + " >&-").stderr.decode()
    assert "Standard output is closed" in english, english


@pytest.mark.parametrize("argv", COMMANDS, ids=" ".join)
def test_an_ascii_terminal_gets_what_it_can_show(argv):
    plain = shell(quoted(argv))
    narrow = shell(quoted(argv), PYTHONIOENCODING="ascii")
    err = narrow.stderr.decode("ascii")  # standard error is ASCII too
    assert "Traceback" not in err, err
    assert narrow.returncode == plain.returncode, err
    out = narrow.stdout.decode("ascii")  # nothing the terminal cannot show
    if "--json" in argv:  # the same JSON, the characters escaped
        assert json.loads(out) == json.loads(plain.stdout.decode())
        return
    text = plain.stdout.decode() + plain.stderr.decode()
    if any(ch in text for ch in "♠♥♦♣"):
        assert any(f"{letter}" in out + err for letter in "SHRK")
    if any(ord(ch) > 127 for ch in text):
        assert "PYTHONIOENCODING=utf-8" in err  # said once, at the end
    assert len(out.splitlines()) == len(plain.stdout.decode().splitlines())


def test_suits_become_the_letters_of_the_language():
    deal = COMMANDS[4]
    nl = shell(quoted(deal), PYTHONIOENCODING="ascii")
    en = shell(quoted([*deal, "--lang", "en"]), PYTHONIOENCODING="ascii")
    assert nl.stdout.decode().splitlines()[1].split() == ["K", "R", "H", "S", "SA"]
    assert en.stdout.decode().splitlines()[1].split() == ["C", "D", "H", "S", "NT"]
    assert "schoppen" in nl.stderr.decode() and "spades" in en.stderr.decode()
