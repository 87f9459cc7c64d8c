"""Generated and hostile command lines: never a traceback, exit 0 or 2, nothing written half.

The vocabulary of each command is read from its own ``--help`` (so a new option is fuzzed
without touching this file); values come from a list of things a clumsy or hostile user
types: empty, huge, control characters, deep JSON, folders where files are expected,
paths that do not exist, URLs that are not databases. Commands run in process (fast);
a few, and the broken-pipe cases, run as the real console command in a subprocess.
Bounded: ``ARBITER_FUZZ_EXAMPLES`` (default 60) sets the size.
"""

from __future__ import annotations

import io
import json
import os
import re
import sqlite3
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbiter.cli import log as log_cli
from arbiter.cli import user as user_cli
from arbiter.cli.main import COMMANDS, main

MAX_EXAMPLES = int(os.environ.get("ARBITER_FUZZ_EXAMPLES", "60"))
ARBITER = str(Path(sys.executable).with_name("arbiter"))  # the installed console command
ROOT = Path(__file__).resolve().parents[2]


def run(argv: list[str], stdin: str = "") -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        with redirect_stdout(out), redirect_stderr(err):
            code = main(argv)
    finally:
        sys.stdin = saved
    return code, out.getvalue(), err.getvalue()


def options_of(path: list[str]) -> list[str]:
    code, out, _ = run([*path, "--help"])
    assert code == 0, path
    return sorted(set(re.findall(r"(?<![\w-])(--[a-z][a-z0-9-]*)", out)) - {"--help"})


def calculators() -> list[str]:
    """The calculators, as the command line names them when none is given."""
    code, out, _ = run(["calc", "--json"])
    assert code == 2
    return json.loads(out)["accepted"]


GUIDE_PATHS = [[name] for name in ("topics", "decide", "check", "guide")] + [
    ["calc", name] for name in calculators()
]
DB_PATHS = [["log", name] for name in log_cli.COMMANDS] + [
    ["user", name] for name in user_cli.COMMANDS
]
VOCABULARY = {tuple(p): options_of(p) for p in [*GUIDE_PATHS, *DB_PATHS, ["serve"]]}


@pytest.fixture(scope="module")
def place(tmp_path_factory) -> dict[str, str]:
    """A folder with a log database (one event, one ruling), a text file."""
    base = tmp_path_factory.mktemp("cli-fuzz")
    db = f"sqlite:///{base / 'log.db'}"
    assert run(["log", "event-add", "--db", db, "--club", "BC", "--date", "21-11-2026"])[0] == 0
    answers = ("insufficient=yes", "in_turn=yes", "mispull=no", "lho_called=yes")
    ruling = ["--table", "3", "--board", "12", "--topic", "insufficient-bid"]
    ruling += [part for answer in answers for part in ("--answer", answer)]
    code, _, err = run(["log", "add", "--db", db, "--event", "1", *ruling])
    assert code == 0, err
    (base / "note.txt").write_text("not a database\n")
    (base / "out").mkdir()
    return {"base": str(base), "db": db, "text": str(base / "note.txt")}


def hostile(place: dict[str, str]) -> st.SearchStrategy[str]:
    base = place["base"]
    deep = "[" * 5000 + "]" * 5000
    deep_object = '{"a":' * 5000 + "1" + "}" * 5000
    values = [
            "", " ", "-", "--", "=", "0", "1", "-1", "7", "2147483648", "9" * 40, "1e9999",
            "nan", "N", "O", "1♠", "1SA", "pas", "♠♥♦♣", "é", "\u202e", "😀", "x" * 5000,
            "a=b", "=b", "insufficient=yes", "dealer=N", "auction=1♥ pas 1♠", "call=1♥",
            "nl", "en", "fr", "csv", "json", "director", "viewer", "none", "done",
            "revoke", "insufficient-bid", "4♠X=", "N:AKQJ.T98.765.432 - - -",
            deep, deep_object, '{"revoker": "defender"}', "[]", "{}", "null",
            base, f"{base}/out", f"{base}/nope/x.pdf", f"{base}/out/x.csv", place["text"],
            place["db"], f"sqlite:///{place['text']}", "sqlite:///" + base + "/out",
            "postgresql://x:y@127.0.0.1:1/db", "mysql://x/y", "postgresql+psycopg://[::1/x",
    ]  # fmt: skip
    return st.one_of(st.sampled_from(values), st.text(max_size=12))


def argv_for(paths: list[list[str]], place: dict[str, str]) -> st.SearchStrategy[list[str]]:
    def build(path: list[str]) -> st.SearchStrategy[list[str]]:
        token = st.one_of(st.sampled_from(VOCABULARY[tuple(path)] or ["--lang"]), hostile(place))
        return st.lists(token, max_size=8).map(lambda rest: [*path, *rest])

    return st.sampled_from(paths).flatmap(build)


def counts(place: dict[str, str]) -> tuple[int, int]:
    with sqlite3.connect(place["db"].removeprefix("sqlite:///")) as conn:
        return tuple(  # type: ignore[return-value]
            conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
            for t in ("log_events", "log_rulings")
        )


def check_run(argv: list[str], place: dict[str, str]) -> None:
    out_dir = Path(place["base"]) / "out"
    before = counts(place)
    code, out, err = run(argv, stdin="geheim wachtwoord\n")
    assert code in (0, 2), (argv, code, err[-2000:])
    assert "Traceback" not in err + out, argv
    if code == 2:
        assert err.startswith(("Fout: ", "Error: ")) or json.loads(out)["error"], argv
        assert counts(place) == before, argv  # a refused command saved nothing
        assert not (out_dir / "x.csv").exists(), argv
    assert not list(out_dir.glob("*.part")), argv  # no half-written output left behind
    for leftover in out_dir.iterdir():
        leftover.unlink()


@settings(max_examples=MAX_EXAMPLES * 3, deadline=None,
          suppress_health_check=list(HealthCheck))  # fmt: skip
@given(data=st.data())
def test_guide_and_calc_commands(place, data):
    argv = data.draw(argv_for(GUIDE_PATHS, place))
    if argv[:2] == ["calc", "dd"] and "--deal" in argv:  # the solver: right, but slow
        argv = [a for a in argv if a != "--deal"]
    check_run(argv, place)


@settings(max_examples=MAX_EXAMPLES, deadline=None,
          suppress_health_check=list(HealthCheck))  # fmt: skip
@given(data=st.data())
def test_log_and_user_commands(place, data):
    argv = data.draw(argv_for(DB_PATHS, place))
    if argv[0] == "user" and argv[1] != "list":
        argv.append("--password-stdin")  # never the terminal's password prompt
    if "--db" not in argv:
        argv += ["--db", place["db"]]
    check_run(argv, place)


@settings(max_examples=MAX_EXAMPLES, deadline=None,
          suppress_health_check=list(HealthCheck))  # fmt: skip
@given(data=st.data())
def test_serve_arguments(place, data):
    argv = data.draw(argv_for([["serve"]], place))
    check_run([*argv, "--port", "0"], place)  # port 0 is refused: no server starts


@settings(max_examples=MAX_EXAMPLES, deadline=None,
          suppress_health_check=list(HealthCheck))  # fmt: skip
@given(words=st.lists(st.one_of(st.sampled_from(["--lang", "--json", "-h", *COMMANDS]),
                                st.text(max_size=8)), max_size=5))  # fmt: skip
def test_anything_at_the_top(place, words):
    if words[:1] == ["serve"] or "serve" in words:
        words = [w for w in words if w != "serve"]
    if not [w for w in words if not w.startswith("-")] and "-h" not in words:
        words.append("topics")  # the interactive guide alone would wait for a terminal
    check_run(words, place)


# -- the real console command ----------------------------------------------------------------


def console(argv: list[str], stdout=subprocess.PIPE, **kwargs) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [ARBITER, *argv], stdout=stdout, stderr=subprocess.PIPE, text=True, env=env,
        stdin=subprocess.DEVNULL, timeout=120, check=False, **kwargs,
    )  # fmt: skip


BROKEN_PIPE = [
    ["topics"],
    ["topics", "--json"],
    ["check"],
    ["decide", "insufficient-bid", "--json"],
    ["decide", "insufficient-bid", "--lang", "en"],
    [
        "calc",
        "dd",
        "--deal",
        "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432",
    ],
    ["calc", "board", "7"],
    ["log", "--help"],
    ["--help"],
]


@pytest.mark.parametrize("argv", BROKEN_PIPE, ids=" ".join)
def test_reader_gone_before_the_output(argv):
    """``arbiter ... | head``: the reader closes its end before a byte is written."""
    read, write = os.pipe()
    os.close(read)  # nobody will read: every write to stdout fails with EPIPE
    try:
        result = console(argv, stdout=write)
    finally:
        os.close(write)
    assert result.returncode in (0, 1), (argv, result.stderr)
    assert result.stderr == "", (argv, result.stderr)


def test_reader_gone_after_the_first_line():
    """The shell's own pipe: ``arbiter topics | head -1`` prints one line, no traceback."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for argv in ("topics", "decide insufficient-bid --json", "check"):
        result = subprocess.run(
            ["sh", "-c", f"'{ARBITER}' {argv} | head -1; exit 0"],
            capture_output=True, text=True, env=env, timeout=60, check=False,
        )  # fmt: skip
        assert result.stderr == "", (argv, result.stderr)
        assert len(result.stdout.splitlines()) <= 1


@pytest.mark.parametrize(
    "argv",
    [
        ["calc", "revoke", "--facts", "[" * 20000 + "]" * 20000],
        ["log", "events", "--db", "postgresql://x:y@127.0.0.1:1/db"],
        ["log", "export", "--event", "1", "-o", "/"],
        ["frobnicate", "--lang", "en"],
    ],
    ids=["deep JSON", "unreachable database", "folder as output", "unknown command"],
)
def test_console_command_says_what_is_wrong(argv, tmp_path):
    result = console(argv, cwd=tmp_path)
    assert result.returncode == 2, result.stderr
    assert result.stderr.startswith(("Fout: ", "Error: ")), result.stderr
    assert "Traceback" not in result.stderr
