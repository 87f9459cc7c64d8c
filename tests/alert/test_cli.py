"""``arbiter alert`` on the command line: text and --json, the regulation, bad input."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from arbiter.cli.main import main

ROOT = Path(__file__).resolve().parents[2]


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_question_then_answer(capsys):
    code, out, _ = run(capsys, "alert", "2♣", "--auction", "1SA pas", "--dealer", "N")
    assert code == 0
    assert "Wat betekent deze bieding" in out
    assert "--answer meaning=artificial" in out  # the command to give each answer
    code, out, _ = run(
        capsys, "alert", "2♣", "--auction", "1SA pas", "--dealer", "N", "--answer", "meaning=ja"
    )
    assert code == 2  # 'ja' is no answer to meaning
    code, out, _ = run(
        capsys, "alert", "2♣", "--auction", "1SA pas", "--answer", "meaning=kunstmatig"
    )
    assert code == 0
    assert "ALERTEREN: Kunstmatige biedingen" in out
    assert "nrbv-kleiburg" in out and "niet kunnen nagaan" in out
    assert "arbiter decide misinformation --fact 'auction=1SA pas'" in out
    assert "--answer what=alert" in out


def test_english_and_json(capsys):
    code, out, _ = run(
        capsys, "--lang", "en", "alert", "4♥", "--auction", "1♥ pass 2♥ pass", "--json"
    )
    assert code == 0
    data = json.loads(out)
    assert data["status"] == "decision" and data["decision"] == "no_alert"
    assert data["rule"]["id"] == "level4" and data["answers"] == []
    assert data["input"]["auction"] == "1♥ pass 2♥ pass"
    assert data["regulation"]["version"] == "NBB alert regulation of September 2009"
    assert [h["topic"] for h in data["handoffs"]] == ["misinformation", "unauthorized-information"]


def test_ebu_announcement(capsys):
    code, out, _ = run(
        capsys, "alert", "1NT", "--profile", "EBU", "--answer", "meaning=natural", "--lang", "en"
    )
    assert code == 0
    assert "ANNOUNCE: Natural 1NT opening" in out
    assert 'Say: the range, for example "12 to 14"' in out


def test_rules(capsys):
    code, out, _ = run(capsys, "alert", "--rules")
    assert code == 0
    assert "Alerteerregeling NBB, per september 2009" in out
    assert "(level4)" in out and "Niet geverifieerd:" in out
    code, out, _ = run(capsys, "alert", "--rules", "--profile", "ebu", "--json", "--lang", "en")
    data = json.loads(out)
    assert data["profile"] == "EBU" and data["announcements"] is True
    assert len(data["rules"]) == 22 and data["examples"]


@pytest.mark.parametrize(
    ("args", "nl", "en"),
    [
        (["alert", "2Q"], "Onbekende bieding '2Q'", "Unknown call '2Q'"),
        (["alert", "1♣", "--auction", "1♥ pas"], "onvoldoende bod", "insufficient bid"),
        (["alert", "pas", "--auction", "1♥ pas pas pas"], "al afgelopen", "already ended"),
        (["alert", "1♣", "--answer", "kleur=rood"], "Onbekende vraag 'kleur'", "Unknown question"),
        (["alert", "1♣", "--answer", "kleur"], "heeft niet de vorm", "is not of the form"),
        (["alert", "1♣", "--profile", "WBF"], "geen alerteerregeling", "No alert regulation"),
        (["alert"], "Geef de bieding op", "Give the call"),
        (["alert", "1♣", "--frobnicate"], "Ongeldige opdracht", "Invalid command line"),
    ],
)
def test_bad_input_exit_2_in_the_users_language(capsys, args, nl, en):
    code, out, err = run(capsys, *args)
    assert code == 2 and nl in err and "Traceback" not in err
    assert "Mogelijk:" in err
    code, out, err = run(capsys, *args, "--lang", "en")
    assert code == 2 and en in err and "Accepted:" in err
    code, out, _ = run(capsys, *args, "--json")
    assert code == 2 and json.loads(out)["accepted"]


def test_the_installed_command(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "XDG_CACHE_HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-m", "arbiter", "alert", "1♣", "--answer", "short_minor=ja", "--json"],
        capture_output=True, text=True, env=env, cwd=ROOT, stdin=subprocess.DEVNULL, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["rule"]["id"] == "short-minor"
    bad = subprocess.run(
        [sys.executable, "-m", "arbiter", "alert", "9♣"],
        capture_output=True, text=True, env=env, cwd=ROOT, stdin=subprocess.DEVNULL, check=False,
    )  # fmt: skip
    assert bad.returncode == 2 and "Traceback" not in bad.stderr and "te hoog" in bad.stderr
