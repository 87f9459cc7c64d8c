"""Helpers shared by the revoke, penalty, auction and double-dummy tests.

A plain module rather than a conftest, so it cannot clash with the other calculator
tests in this folder.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from arbiter.cli.main import main

DATA = Path(__file__).parent / "data"


def pbn_path(name: str) -> str:
    return str(DATA / name)


def run(capsys: Any, *argv: str) -> tuple[int, str, str]:
    """Run ``arbiter`` in-process: (exit code, stdout, stderr)."""
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def run_json(capsys: Any, *argv: str) -> dict[str, Any]:
    code, out, err = run(capsys, *argv, "--json")
    assert code == 0, err or out
    return json.loads(out)


def bad_input(capsys: Any, *argv: str) -> tuple[str, str]:
    """Run a command that must fail with exit code 2; the message in Dutch and English."""
    code_nl, _, err_nl = run(capsys, *argv)
    code_en, _, err_en = run(capsys, *argv, "--lang", "en")
    assert code_nl == 2 and code_en == 2
    assert err_nl.startswith("Fout: "), err_nl
    assert err_en.startswith("Error: "), err_en
    assert err_nl != err_en
    return err_nl, err_en
