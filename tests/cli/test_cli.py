"""The command line: JSON shapes, languages, exit codes, no tracebacks."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from arbiter.cli import interactive
from arbiter.cli.main import main
from arbiter.guide.library import library


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_topics_json_in_law_order(capsys):
    code, out, _ = run(capsys, "topics", "--json")
    assert code == 0
    topics = json.loads(out)
    assert {t["id"] for t in topics} == set(library().topics)
    keys = [library().topic(t["id"]).sort_key for t in topics]
    assert keys == sorted(keys)
    assert all(t["title"] and t["phase"] in ("auction", "play", "general") for t in topics)


def test_topics_text_in_english(capsys):
    code, out, _ = run(capsys, "topics", "--lang", "en")
    assert code == 0
    assert "Insufficient bid" in out


def test_decide_question_json(capsys):
    code, out, _ = run(capsys, "decide", "insufficient-bid", "--json", "--lang", "en")
    assert code == 0
    data = json.loads(out)
    assert data["status"] == "question"
    # issue 22: the definition is taken (and shown); the rare cases are one screen
    assert data["node"] == "in_turn"
    assert [q["node"] for q in data["exceptions"]] == ["in_turn", "mispull", "lho_called"]
    assert data["law"] == "27A2"


def test_decide_ruling_json(capsys):
    code, out, _ = run(
        capsys,
        "decide",
        "insufficient-bid",
        "--json",
        "--fact",
        "dealer=N",
        "--fact",
        "auction=1♠",
        "--fact",
        "offender=O",
        "--fact",
        "call=1♥",
        "--answer",
        "mispull=no",
        "--answer",
        "lho_called=no",
        "--answer",
        "lho_choice=decline",
        "--answer",
        "replacement=other",
    )
    assert code == 0
    data = json.loads(out)
    assert data["status"] == "ruling"
    assert data["node"] == "partner_passes"
    assert data["outcome"]["offender_partner_must_pass"] == "rest_of_auction"
    assert {law["ref"] for law in data["laws"]} >= {"27B2", "26B"}
    assert all(law["title"] for law in data["laws"])
    assert data["director_stays"] is True
    assert data["facts"]["lowest_sufficient"] == "2♥"
    assert [s["source"] for s in data["path"]][:2] == ["fact", "fact"]
    assert data["leave"] and data["tell"] and data["afterwards"]


def test_decide_ruling_text_shows_sections_in_order(capsys):
    code, out, _ = run(
        capsys,
        "decide",
        "insufficient-bid",
        "--answer",
        "insufficient=yes",
        "--answer",
        "in_turn=yes",
        "--answer",
        "mispull=no",
        "--answer",
        "lho_called=no",
        "--answer",
        "lho_choice=decline",
        "--answer",
        "replacement=other",
    )
    assert code == 0
    order = [
        out.index(label)
        for label in (
            "BESLISSING",
            "Zeg tegen de spelers",
            "Tafel verlaten",
            "Na afloop",
            "Artikelen",
        )
    ]
    assert order == sorted(order)


@pytest.mark.parametrize(
    ("argv", "fragment_en", "fragment_nl"),
    [
        (["decide", "nope"], "Unknown topic 'nope'", "Onbekend onderwerp 'nope'"),
        (
            ["decide", "insufficient-bid", "--answer", "x=y"],
            "has no question 'x'",
            "heeft geen vraag 'x'",
        ),
        (
            ["decide", "insufficient-bid", "--answer", "insufficient=maybe"],
            "has no answer 'maybe'",
            "heeft geen antwoord 'maybe'",
        ),
        (["decide", "insufficient-bid", "--answer", "insufficient"], "NAME=VALUE", "NAAM=WAARDE"),
        (["decide", "insufficient-bid", "--fact", "call=1Z"], "", ""),
        (["decide", "insufficient-bid", "--fact", "card=♥1"], "", ""),
        (["frobnicate"], "Invalid command line", "Ongeldige opdracht"),
    ],
)
def test_bad_input_exit_2_in_both_languages(capsys, argv, fragment_en, fragment_nl):
    code, _, err_en = run(capsys, *argv, "--lang", "en")
    assert code == 2
    assert "Traceback" not in err_en
    assert ("Accepted:" in err_en) or ("Mogelijk:" in err_en)
    code, _, err_nl = run(capsys, *argv)
    assert code == 2
    assert "Mogelijk:" in err_nl
    if fragment_en:
        assert fragment_en in err_en
        assert fragment_nl in err_nl


def test_unknown_language_is_refused_in_dutch(capsys):
    code, _, err = run(capsys, "topics", "--lang", "fr")
    assert code == 2
    assert "Onbekende taal 'fr'" in err and "Mogelijk: nl, en" in err


def test_bad_input_json_error(capsys):
    code, out, _ = run(capsys, "decide", "nope", "--json", "--lang", "en")
    assert code == 2
    data = json.loads(out)
    assert data["error"] == "InputError"
    assert "insufficient-bid" in data["accepted"]


def test_check_passes_on_shipped_content(capsys):
    code, out, _ = run(capsys, "check", "--json")
    assert code == 0, out
    data = json.loads(out)
    assert data["ok"] and data["topics"] == len(library().topics)


def test_python_dash_m_and_no_traceback():
    proc = subprocess.run(
        [sys.executable, "-m", "arbiter", "decide", "nope", "--lang", "en"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 2
    assert "Unknown topic 'nope'" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_interactive_walk_back_restart_quit():
    answers = iter(["insufficient-bid", "1", "1", "t", "1", "2", "o", "2", "s"])
    shown: list[str] = []
    code = interactive.run(None, {}, "nl", read=lambda _prompt: next(answers), write=shown.append)
    assert code == 0
    text = "\n".join(shown)
    assert "Was de overtreder aan de beurt?" in text
    assert "Heeft de linkertegenstander" in text
    assert "BESLISSING" in text  # the 'no' answer to the first question is a ruling


def test_interactive_bad_choice_and_end_of_input():
    answers = iter(["99", "insufficient-bid", "7"])

    def read(_prompt: str) -> str:
        try:
            return next(answers)
        except StopIteration:
            raise EOFError from None

    shown: list[str] = []
    assert interactive.run(None, {}, "en", read=read, write=shown.append) == 0
    text = "\n".join(shown)
    assert "No topic found for '99'." in text
    assert "'7' is not understood." in text
    assert "Accepted: 1-2, t/b, o/r, s/q" in text


def test_regulation_values_follow_from_the_laws_cited(capsys):
    argv = ["decide", "tricks-won", "--answer", "situation=score_error", "--answer",
            "in_period=yes", "--json"]
    code, out, _ = run(capsys, *argv)
    assert code == 0
    reg = {item["key"]: item for item in json.loads(out)["regulation"]}
    assert reg["correction_period_minutes"]["value"] == 30
    assert reg["correction_period_minutes"]["profile"] == "NBB"
    assert reg["correction_period_minutes"]["organiser_may_change"] is True
    code, out, _ = run(capsys, *argv, "--profile", "ebu")
    assert json.loads(out)["regulation"][0]["profile"] == "EBU"
    code, _, err = run(capsys, *argv[:-1], "--profile", "FIFA", "--lang", "en")
    assert code == 2 and "Unknown regulation profile 'FIFA'" in err and "NBB" in err


def test_no_regulation_block_where_no_regulated_law_is_cited(capsys):
    code, out, _ = run(capsys, "decide", "insufficient-bid", "--answer", "insufficient=no",
                       "--json")
    assert code == 0 and json.loads(out)["regulation"] == []


def test_interactive_topic_by_law_number_or_words():
    shown: list[str] = []
    answers = iter(["27", "s"])
    interactive.run(None, {}, "nl", read=lambda _p: next(answers), write=shown.append)
    assert "Is het bod echt onvoldoende" in "\n".join(shown)
    shown.clear()
    answers = iter(["verzaakt", "s"])
    interactive.run(None, {}, "nl", read=lambda _p: next(answers), write=shown.append)
    text = "\n".join(shown)
    assert "Verzaking (64)" in text or "Is het echt een verzaking" in text
