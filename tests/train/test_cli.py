"""``arbiter train``: the interactive self-test, the item list, grading one answer."""

from __future__ import annotations

import json

import pytest

from arbiter.cli.main import main
from arbiter.cli.train import interactive
from arbiter.train import item, topic_items
from arbiter.train.serialize import topics_json


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_json_lists_items_with_answers(capsys):
    code, out, _ = run(capsys, "train", "--json", "--topic", "penalty-card", "--lang", "en")
    data = json.loads(out)
    assert code == 0
    assert [d["id"] for d in data] == [i.id for i in topic_items("penalty-card")]
    first = data[0]
    assert first["id"] == "seed-002.a" and first["key"] == "false"
    assert first["prompt"].startswith("A defender who is not on turn")
    cases = [d for d in data if d["kind"] == "case" and d["origin"] == "generated"]
    assert cases and all(len(d["choices"]) == 4 and d["path"]["ruling"] for d in cases)


def test_kind_filter(capsys):
    _, out, _ = run(capsys, "train", "--json", "--kind", "statement")
    assert {d["kind"] for d in json.loads(out)} == {"statement"}


def test_grade_one_answer_text_and_json(capsys):
    code, out, _ = run(capsys, "train", "--answer", "seed-002.h=juist")
    assert code == 0 and out.startswith("Goed!") and "Artikelen: 59, 16A1(a)" in out
    code, out, _ = run(capsys, "train", "--answer", "seed-002.a=true", "--json", "--lang", "en")
    data = json.loads(out)
    assert data["correct"] is False and data["verdict"] == "Wrong" and data["key"] == "false"


@pytest.mark.parametrize(
    ("args", "nl", "en"),
    [
        (["--answer", "nope=a"], "Onbekende vraag", "Unknown item"),
        (["--answer", "seed-002.a=perhaps"], "geen antwoord", "not an answer"),
        (["--answer", "seed-002.a"], "niet de vorm", "not of the form"),
        (["--topic", "nope", "--json"], "Onbekend onderwerp", "Unknown topic"),
    ],
)
def test_bad_input_exit_2_in_the_users_language(capsys, args, nl, en):
    code, out, err = run(capsys, "train", *args)
    assert code == 2 and nl in out + err and "Traceback" not in err
    code, out, err = run(capsys, "--lang", "en", "train", *args)
    assert code == 2 and en in out + err


def test_interactive_topic_answers_bad_answer_next_topic_and_quit():
    shown: list[str] = []
    first = topic_items("penalty-card")[0]
    number = [t["id"] for t in topics_json("nl")].index("penalty-card") + 1
    answers = iter([str(number), "x", "j", "o", "n", "q"])
    code = interactive(None, None, "nl", read=lambda _p: next(answers), write=shown.append)
    text = "\n".join(shown)
    assert code == 0
    assert first.prompt["nl"] in text
    assert "'x' is geen antwoord" in text  # asked again, not counted
    assert "Fout. Het goede antwoord: Onjuist" in text  # a: "j" is wrong
    assert item("seed-002.b").prompt["nl"] in text
    assert "Goed!" in text  # b: "o" is right
    assert text.rstrip().endswith("Score: 1 van 2 goed.")


def test_interactive_end_of_input_keeps_the_score():
    shown: list[str] = []
    answers = iter(["a"])
    code = interactive("revoke", "case", "en", read=lambda _p: next(answers, None),
                       write=shown.append)  # fmt: skip
    assert code == 0 and shown[-1].startswith("Score: ") and "of 1 right" in shown[-1]
