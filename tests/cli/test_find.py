"""`arbiter find "what happened"`: the topics, the facts read and the command that
starts the ruling; the same reader and shape as GET /api/v1/search (issue 26)."""

from __future__ import annotations

import json

import pytest
from fastapi.testclient import TestClient

from arbiter.cli.main import main

SENTENCE = "gever N. N 1♥, O pas, Z 1♠ en toen bood W 1♥"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_arbiter_find_prints_the_topics_and_the_command(capsys):
    code, out, _ = run(capsys, "find", "oost", "verzaakte,", "zuid", "is", "leider")
    assert code == 0
    assert out.startswith("1. Verzaking (64)")
    assert "gelezen: overtreder O · leider Z" in out
    assert "arbiter decide revoke --answer revoked=yes --fact offender=O --fact declarer=Z" in out


def test_arbiter_find_json_is_the_api_shape(capsys):
    from arbiter.web.app import create_app

    code, out, _ = run(capsys, "find", SENTENCE, "--json", "--limit", "3")
    assert code == 0
    hits = json.loads(out)
    with TestClient(create_app(plugins=())) as client:
        api = client.get("/api/v1/search", params={"q": SENTENCE, "lang": "nl"}).json()[:3]
    assert [(h["id"], h["facts"], h["read"]) for h in hits] == [
        (h["id"], h["facts"], h["read"]) for h in api]  # fmt: skip
    assert hits[0]["command"].startswith("arbiter decide insufficient-bid --answer")


@pytest.mark.parametrize(("argv", "message"), [
    (["find", " "], "Geen zin opgegeven"),
    (["find", "x" * 501], "ten hoogste 500"),
    (["--lang", "en", "find", "x" * 501, "--json"], "at most 500"),
])  # fmt: skip
def test_arbiter_find_says_what_is_wrong(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code != 0
    assert message in out + err
    assert "Traceback" not in out + err
