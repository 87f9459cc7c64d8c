"""No ruling on an unasked premise (issue 22): the topic's definition, the exceptions
screen, and facts derived from earlier answers, in the walk, the validator, the JSON and
the progress count."""

from __future__ import annotations

import shutil
import textwrap
from pathlib import Path

import pytest

from arbiter.cli.main import main
from arbiter.guide.chain import walk_chain
from arbiter.guide.interview import Asked, Decided
from arbiter.guide.library import library, read_library
from arbiter.guide.loading import CONTENT_DIR
from arbiter.guide.progress import progress
from arbiter.guide.serialize import result
from arbiter.i18n import InputError

# A topic with a definition at its start, two rare cases in a row, a real question, and
# a fact that an implication settles from an earlier answer.
DEMO = """\
id: demo
law: "61"
phase: play
title: {nl: "Demo", en: "Demo"}
summary: {nl: "Een proef.", en: "A trial."}
inputs: [revoker]
implications:
  - when: {revoker: dummy}
    then: {revoke_by_dummy_or_exposed_card: "yes"}
start: claimed
nodes:
  claimed:
    question: {nl: "Is er verzaakt?", en: "Is there a revoke?"}
    law: "61A"
    definition: "yes"
    answers:
      - {id: "yes", text: {nl: "Ja", en: "Yes"}, next: first}
      - {id: "no", text: {nl: "Nee", en: "No"}, next: none}
  first:
    question: {nl: "Was het in slag 12?", en: "Was it in trick 12?"}
    law: "64B6"
    exception:
      usual: "no"
      text: {nl: "Het was in slag 12", en: "It was in trick 12"}
    answers:
      - {id: "yes", text: {nl: "Ja", en: "Yes"}, next: twelve}
      - {id: "no", text: {nl: "Nee", en: "No"}, next: second}
  second:
    question: {nl: "Verzaakten beide partijen?", en: "Did both sides revoke?"}
    law: "64B7"
    exception:
      usual: "no"
      text: {nl: "Beide partijen verzaakten in deze slag", en: "Both sides revoked in this trick"}
    answers:
      - {id: "yes", text: {nl: "Ja", en: "Yes"}, next: both}
      - {id: "no", text: {nl: "Nee", en: "No"}, next: who}
  who:
    question: {nl: "Wie verzaakte?", en: "Who revoked?"}
    law: "62B"
    fact: revoker
    answers:
      - {id: defender, text: {nl: "Een tegenspeler", en: "A defender"}, next: faced}
      - {id: declarer, text: {nl: "De leider", en: "Declarer"}, next: faced}
      - {id: dummy, text: {nl: "De blinde", en: "Dummy"}, next: faced}
  faced:
    question: {nl: "Door de blinde of met een open kaart?", en: "By dummy or a faced card?"}
    law: "64B3"
    fact: revoke_by_dummy_or_exposed_card
    answers:
      - {id: "yes", text: {nl: "Ja", en: "Yes"}, next: no_transfer}
      - {id: "no", text: {nl: "Nee", en: "No"}, next: transfer}
  none: {ruling: {nl: "Geen.", en: "None."}, outcome: {rectification: none},
         laws: ["61A"], leave: {use: leave_now}}
  twelve: {ruling: {nl: "Twaalf.", en: "Twelve."}, outcome: {rectification: twelve},
           laws: ["64B6"], leave: {use: leave_now}}
  both: {ruling: {nl: "Beide.", en: "Both."}, outcome: {rectification: both},
         laws: ["64B7"], leave: {use: leave_now}}
  no_transfer: {ruling: {nl: "Niets.", en: "Nothing."}, outcome: {rectification: no_transfer},
                laws: ["64B3"], leave: {use: leave_now}}
  transfer: {ruling: {nl: "Slagen.", en: "Tricks."}, outcome: {rectification: transfer},
             laws: ["64A"], leave: {use: leave_now}}
"""


def write(tmp_path: Path, text: str) -> Path:
    shutil.copy(Path(CONTENT_DIR) / "_shared.yaml", tmp_path / "_shared.yaml")
    (tmp_path / "61-demo.yaml").write_text(textwrap.dedent(text), encoding="utf-8")
    return tmp_path


@pytest.fixture
def demo(tmp_path):
    lib = read_library(write(tmp_path, DEMO))
    assert not lib.problems, lib.problems
    return lib


def walk(lib, answers, facts=None):
    return walk_chain(lib.topic("demo"), answers, facts or {}, lib.topics)


def test_the_definition_is_taken_and_said_as_such(demo):
    res = walk(demo, {})
    assert [(s.node, s.answer, s.source) for s in res.path] == [("claimed", "yes", "definition")]
    changed = walk(demo, {"claimed": "no"})
    assert isinstance(changed, Decided) and changed.ruling.id == "none"
    assert changed.path[0].source == "answer"


def test_the_rare_cases_of_a_stage_are_one_screen(demo):
    res = walk(demo, {})
    assert isinstance(res, Asked)
    assert res.question.id == "first"
    assert [q.id for q in res.exceptions] == ["first", "second"]  # not "who": a question
    data = result(res, "nl")
    assert [(x["key"], x["usual"], x["applies"]) for x in data["exceptions"]] == [
        ("first", "no", "yes"), ("second", "no", "yes")]
    assert data["exceptions"][1]["line"] == "Beide partijen verzaakten in deze slag"


def test_none_of_these_is_an_answer_in_the_trail(demo):
    res = walk(demo, {"first": "no", "second": "no"})
    assert isinstance(res, Asked) and res.question.id == "who" and not res.exceptions
    assert [s.source for s in res.path] == ["definition", "answer", "answer"]
    path = result(res, "en")["path"]
    assert path[1]["exception"] == {"line": "It was in trick 12", "applies": False}
    assert progress(res).answered == 1  # the screen was one tap


def test_a_ticked_line_leads_its_own_way(demo):
    res = walk(demo, {"first": "no", "second": "yes"})
    assert isinstance(res, Decided) and res.ruling.id == "both"
    assert result(res, "en")["path"][2]["exception"]["applies"] is True


def test_an_answer_settles_what_follows_from_it(demo):
    """Issue 22: "who revoked: dummy" is a revoke by dummy (64B3); never asked again,
    never contradicted."""
    res = walk(demo, {"first": "no", "second": "no", "who": "dummy"})
    assert isinstance(res, Decided) and res.ruling.id == "no_transfer"
    assert [(s.node, s.source) for s in res.path][-1] == ("faced", "derived")
    with pytest.raises(InputError) as err:
        walk(demo, {"first": "no", "second": "no", "who": "dummy", "faced": "no"})
    assert "earlier answer" in err.value.message("en") and err.value.accepted == ("yes",)
    asked = walk(demo, {"first": "no", "second": "no", "who": "defender"})
    assert isinstance(asked, Asked) and asked.question.id == "faced"


def test_a_table_fact_settles_it_too(demo):
    res = walk(demo, {"first": "no", "second": "no"}, {"revoker": "dummy"})
    assert isinstance(res, Decided) and res.ruling.id == "no_transfer"
    assert [s.source for s in res.path][-2:] == ["fact", "fact"]


def check(tmp_path, text: str, capsys) -> tuple[int, str]:
    write(tmp_path, text)
    code = main(["check", "--content", str(tmp_path), "--lang", "en"])
    captured = capsys.readouterr()
    return code, captured.out + captured.err


def test_demo_passes_the_check(tmp_path, capsys):
    code, out = check(tmp_path, DEMO, capsys)
    assert code == 0, out


@pytest.mark.parametrize(("old", "new", "expected"), [
    ('    law: "61A"\n    definition: "yes"', '    law: "61A"\n    definition: "maybe"',
     "definition 'maybe' is not an answer of this question"),
    ('    law: "62B"\n    fact: revoker',
     '    law: "62B"\n    definition: dummy\n    fact: revoker',
     "a definition stands at the start of the topic"),
    ('      usual: "no"\n      text: {nl: "Het was in slag 12"',
     '      usual: "never"\n      text: {nl: "Het was in slag 12"',
     "exception: usual 'never' is not an answer of this question"),
    ('    law: "64B6"\n', '    law: "64B6"\n    assume: "no"\n',
     "a question is a definition, an exception or a premise, not more than one"),
    ("then: {revoke_by_dummy_or_exposed_card: \"yes\"}", "then: {no_such_fact: \"yes\"}",
     "unknown fact 'no_such_fact'"),
    ("then: {revoke_by_dummy_or_exposed_card: \"yes\"}",
     "then: {revoke_by_dummy_or_exposed_card: \"maybe\"}",
     "fact 'revoke_by_dummy_or_exposed_card' never gives 'maybe'"),
])
def test_the_check_names_what_is_wrong(tmp_path, capsys, old, new, expected):
    assert old in DEMO
    code, out = check(tmp_path, DEMO.replace(old, new), capsys)
    assert code == 2 and expected in out, out


def test_the_check_finds_an_answer_a_later_answer_contradicts(tmp_path, capsys):
    """Asked the other way round (was it dummy's revoke, then who revoked), the path
    "not dummy's, but dummy revoked" exists: the check proves it away."""
    text = DEMO.replace("next: who}", "next: faced2}").replace(
        "  who:\n", "  faced2:\n    question: {nl: \"Blinde?\", en: \"Dummy?\"}\n"
        "    law: \"64B3\"\n    fact: revoke_by_dummy_or_exposed_card\n    answers:\n"
        "      - {id: \"yes\", text: {nl: \"Ja\", en: \"Yes\"}, next: no_transfer}\n"
        "      - {id: \"no\", text: {nl: \"Nee\", en: \"No\"}, next: who}\n  who:\n")
    text = text.replace("next: faced}", "next: transfer}")
    code, out = check(tmp_path, text, capsys)
    assert code == 2, out
    assert "contradicts the other answers of the path" in out
    assert "'revoke_by_dummy_or_exposed_card' = 'yes'" in out


def test_shipped_content_has_no_contradicting_path():
    """The shipped content passes the same check (``arbiter check`` runs it)."""
    from arbiter.guide.validate import _check_implications

    for topic in library().topics.values():
        assert not _check_implications(topic), topic.id


def test_the_estimate_takes_the_usual_answer_of_a_rare_case() -> None:
    """'vraag 1 van ~N': a rare case's long tail (a mis-pull that goes on into a change
    of call) must not make the usual ruling look long; each answer of a question asked
    weighs the same."""
    from statistics import median

    from arbiter.guide.facts import Facts
    from arbiter.guide.progress import questions_per_path

    lib = library()
    topic = lib.topic("insufficient-bid")
    start = walk_chain(topic, {})
    assert isinstance(start, Asked) and start.exceptions  # the exceptions screen first
    estimate = progress(start).estimate
    assert estimate <= 3  # the screen ("none"), LHO's choice, perhaps the replacement
    every_path = questions_per_path(topic, start.question.id, Facts({}), lib.topics)
    assert median(every_path) > estimate + 3  # what counting every path once gave
