"""Command-line manners: every command's own ``--help``; files and databases that cannot be
used are a message in the user's language and exit code 2, and nothing is written half."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

import pytest

from arbiter.cli import log as log_cli
from arbiter.cli import user as user_cli
from arbiter.cli.errors import Parser
from arbiter.cli.main import COMMANDS, build_parser, main


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def parser_for(path: list[str]) -> Parser:
    parser = build_parser()
    for word in path:
        sub = next(a for a in parser.populated()._actions
                   if isinstance(a, argparse._SubParsersAction))  # fmt: skip
        parser = sub.choices[word]
    return parser.populated()


PATHS = (
    [[name] for name in COMMANDS]
    + [["log", c] for c in log_cli.COMMANDS]
    + [["user", c] for c in user_cli.COMMANDS]
)


@pytest.mark.parametrize("path", PATHS, ids=" ".join)
def test_every_command_has_its_own_help_listing_its_arguments(capsys, path):
    code, out, err = run(capsys, *path, "--help")
    assert code == 0 and err == ""
    assert out.startswith(f"usage: arbiter {' '.join(path)}")
    for action in parser_for(path)._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name in action.choices:
                assert name in out, (path, name)
        elif action.option_strings:
            assert max(action.option_strings, key=len) in out, (path, action.option_strings)
        else:
            assert (action.metavar or action.dest) in out, (path, action.dest)


def test_help_names_the_arguments_not_a_catch_all(capsys):
    _, out, _ = run(capsys, "log", "--help")
    assert "log_args" not in out and "export" in out and "report" in out
    _, out, _ = run(capsys, "log", "report", "--help")
    assert "--output" in out and "ruling" in out and "--db" in out
    _, out, _ = run(capsys, "user", "add", "--help")
    assert "--role" in out and "--password-stdin" in out and "username" in out
    _, out, _ = run(capsys, "--help")
    assert all(name in out for name in COMMANDS)


def test_calc_passes_its_arguments_through(capsys):
    code, out, _ = run(capsys, "calc", "revoke", "--help")
    assert code == 0 and "--facts" in out and out.startswith("usage: arbiter calc revoke")
    code, out, _ = run(capsys, "calc", "board", "7", "--json")
    assert code == 0 and json.loads(out)
    code, out, _ = run(capsys, "calc", "--json", "board", "7", "--lang", "en")
    assert code == 0 and json.loads(out)


def test_lang_before_or_after_the_command(capsys):
    for argv in (["--lang", "en", "log", "nope"], ["log", "nope", "--lang", "en"]):
        code, _, err = run(capsys, *argv)
        assert code == 2 and err.startswith("Error: ") and "log events" in err
    code, _, err = run(capsys, "log", "nope")
    assert code == 2 and err.startswith("Fout: ") and "Mogelijk: log events" in err


def test_a_parse_error_lists_the_commands_arguments(capsys):
    code, _, err = run(capsys, "decide", "revoke", "--frob", "--lang", "en")
    assert code == 2 and "--answer NODE=CHOICE" in err and "arbiter decide --help" in err
    code, out, _ = run(capsys, "log", "--json")
    assert code == 2 and "log add" in json.loads(out)["accepted"]


def test_deep_json_is_a_message(capsys):
    deep = "[" * 20000 + "]" * 20000
    code, _, err = run(capsys, "calc", "revoke", "--facts", deep)
    # the revoke calculator reads it as "not the JSON object wanted"; the error boundary
    # would say "nested too deeply" if a RecursionError ever got that far
    assert code == 2 and "JSON" in err and "Traceback" not in err
    code, out, _ = run(capsys, "calc", "revoke", "--facts", deep, "--json", "--lang", "en")
    assert code == 2 and "JSON" in json.loads(out)["message"]


# -- files and databases ---------------------------------------------------------------------


@pytest.fixture
def log_db(tmp_path, capsys) -> str:
    db = f"sqlite:///{tmp_path / 'log.db'}"
    assert (
        run(capsys, "log", "event-add", "--db", db, "--club", "BC", "--date", "21-11-2026")[0] == 0
    )
    answers = ("insufficient=yes", "in_turn=yes", "mispull=no", "lho_called=yes")
    argv = ["log", "add", "--db", db, "--event", "1", *["--table", "3", "--board", "12"],
            "--topic", "insufficient-bid"]  # fmt: skip
    argv += [part for answer in answers for part in ("--answer", answer)]
    assert run(capsys, *argv)[0] == 0
    return db


@pytest.mark.parametrize("command", [["export", "--event", "1"], ["report", "1"]], ids=str)
def test_output_to_a_folder_or_a_missing_folder(capsys, tmp_path, log_db, command):
    cases = [
        (str(tmp_path), "is een map, geen bestand", "is a folder, not a file"),
        (str(tmp_path / "nope" / "x"), "bestaat niet", "does not exist"),
    ]
    for target, nl, en in cases:
        code, _, err = run(capsys, "log", *command, "--db", log_db, "-o", target)
        assert code == 2 and err.startswith("Fout: ") and nl in err, err
        code, _, err = run(capsys, "log", *command, "--db", log_db, "-o", target, "--lang", "en")
        assert code == 2 and en in err, err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["log.db"]


def test_output_is_written_whole_and_private(capsys, tmp_path, log_db):
    target = tmp_path / "ruling.pdf"
    code, out, _ = run(capsys, "log", "report", "1", "--db", log_db, "-o", str(target), "--json")
    assert code == 0 and json.loads(out)["bytes"] == target.stat().st_size
    assert target.read_bytes().startswith(b"%PDF") and target.stat().st_mode & 0o077 == 0
    code, _, _ = run(capsys, "log", "export", "--event", "1", "--db", log_db, "-o", str(target))
    assert code == 0 and target.read_text(encoding="utf-8").startswith("event_id,")
    assert not list(tmp_path.glob("*.part"))


@pytest.mark.parametrize(
    ("url", "reason"),
    [
        ("sqlite:///{tmp}/note.txt", "file is not a database"),
        ("postgresql://x:secret@127.0.0.1:1/db", "Connection refused"),
        ("postgresql+psycopg://[::1/x", "geldige database-URL"),
        ("mysql://x/y", "wordt niet ondersteund"),
    ],
    ids=["not a database", "unreachable", "malformed", "unsupported"],
)
def test_a_database_that_cannot_be_used(capsys, tmp_path, url, reason):
    (tmp_path / "note.txt").write_text("een briefje\n")
    url = url.format(tmp=tmp_path)
    for argv in (["log", "events"], ["user", "list"], ["log", "migrate"]):
        code, _, err = run(capsys, *argv, "--db", url)
        assert code == 2 and err.startswith("Fout: ") and reason in err, err
        assert "secret" not in err  # the password is never shown
    code, _, err = run(capsys, "serve", "--database", url, "--port", "8102")
    assert code == 2 and reason in err, err
    assert (tmp_path / "note.txt").read_text() == "een briefje\n"


def test_password_prompt_without_a_terminal(tmp_path):
    """No terminal (a script, cron) and nothing on standard input: a message, no traceback."""
    arbiter = str(Path(sys.executable).with_name("arbiter"))
    db = f"sqlite:///{tmp_path / 'l.db'}"
    result = subprocess.run(
        [arbiter, "user", "add", "anna", "--db", db], stdin=subprocess.DEVNULL,
        capture_output=True, text=True, start_new_session=True, timeout=60, check=False,
    )  # fmt: skip
    assert result.returncode == 2, result.stderr
    assert "Geen wachtwoord gekregen" in result.stderr and "Traceback" not in result.stderr
