"""The self-test's items: every generated item is proved against the guide itself, the
written ones against the seeds, and bad answers are refused in both languages."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from arbiter.guide.interview import Decided, walk
from arbiter.guide.library import library
from arbiter.guide.model import Question, Ruling
from arbiter.i18n import InputError
from arbiter.train import catalogue, grade, item, items, normalise
from arbiter.train.generate import differs, line
from arbiter.train.model import FALSE, TRUE
from arbiter.train.written import WrittenError, read

GENERATED = [i for i in items() if i.origin == "generated"]
WRITTEN = [i for i in items() if i.origin == "written"]

#: Seed 002's answers to its self-test ("Antwoorden Zelftoets Strafkaart"): only h is right.
SEED_002 = {"a": False, "b": False, "c": False, "d": False, "e": False, "f": False,
            "g": False, "h": True}  # fmt: skip


def decided(topic_id: str, answers, facts=()) -> Decided:
    result = walk(library().topic(topic_id), dict(answers), dict(facts), premises=True)
    assert isinstance(result, Decided), f"{topic_id}: stops at {result.question.id}"
    assert not result.unused
    return result


def test_enough_items_of_both_kinds_in_both_languages():
    kinds = Counter(i.kind for i in items())
    assert len(items()) >= 150
    assert kinds["statement"] >= 20 and kinds["case"] >= 150
    for it in items():
        for lang in ("nl", "en"):
            assert all(t.strip() for t in it.texts(lang)), f"{it.id}: empty {lang} text"
        assert it.texts("nl") != it.texts("en"), f"{it.id}: not translated"
        assert it.laws and it.source


def test_every_reached_ruling_of_every_topic_is_asked():
    for topic in library().topics.values():
        asked = {i.ruling for i in GENERATED if i.topic == topic.id}
        rulings = {n.id for n in topic.nodes.values() if isinstance(n, Ruling) and not n.relay}
        assert asked == rulings, f"{topic.id}: not asked: {sorted(rulings - asked)}"


@pytest.mark.parametrize("it", GENERATED, ids=lambda i: i.id)
def test_generated_key_is_the_guides_ruling_and_no_distractor_is_right(it):
    topic = library().topic(it.topic)
    result = decided(it.topic, it.answers)
    assert result.ruling.id == it.ruling
    keyed = result.ruling
    # The situation shown is the path walked, question by question.
    assert len(it.situation) == len(it.answers)
    for step, (node_id, answer_id) in zip(it.situation, it.answers, strict=True):
        node = topic.nodes[node_id]
        assert isinstance(node, Question)
        assert step.question == node.text and step.answer == node.answer(answer_id).text
    assert it.explanation == keyed.text or keyed.text["nl"] in it.explanation["nl"]
    assert set(it.laws) == set(keyed.laws)
    if it.kind == "case":
        assert [c.id for c in it.choices] == ["a", "b", "c", "d"]
        behind = dict(it.rulings)
        assert behind[it.key] == keyed.id
        assert it.choice(it.key).text == line(keyed)
        assert len({c.text["nl"] for c in it.choices}) == 4
        assert len({c.text["en"] for c in it.choices}) == 4
        for choice in it.choices:
            if choice.id == it.key:
                continue
            other = topic.nodes[behind[choice.id]]
            assert isinstance(other, Ruling) and not other.relay
            assert choice.text == line(other)
            assert differs(keyed, other), f"{choice.id}: {other.id} is also right"
            assert other.outcome != keyed.outcome
            assert other.outcome.get("rectification") != keyed.outcome.get("rectification")
            assert choice.why and choice.why["nl"] and choice.why["en"]
    else:
        assert it.key in (TRUE, FALSE)
        if it.key == TRUE:
            assert it.shown is None and line(keyed)["nl"] in it.prompt["nl"]
        else:
            other = topic.nodes[it.shown]
            assert isinstance(other, Ruling) and differs(keyed, other)
            assert line(other)["nl"] in it.prompt["nl"]
            assert line(keyed)["nl"] not in it.prompt["nl"]


def test_why_a_distractor_is_wrong_names_the_answer_that_leads_to_it():
    """The feedback's "that ruling belongs to: question answer" is a real fork of the
    path: with that answer the guide reaches a ruling with the distractor's line."""
    checked = 0
    for it in GENERATED[::7]:
        if it.kind != "case":
            continue
        topic = library().topic(it.topic)
        for choice in it.choices:
            if choice.id == it.key:
                continue
            fork = next(
                (node_id, a.id)
                for node_id, _ in it.answers
                for a in topic.nodes[node_id].answers
                if choice.why["nl"].endswith(f"{topic.nodes[node_id].text['nl']} {a.text['nl']}")
            )
            assert fork[0] in dict(it.answers) and fork[1] != dict(it.answers)[fork[0]]
            checked += 1
    assert checked > 100


def test_the_lessons_self_test_is_there_with_the_seeds_verdicts():
    lesson = {i.id.removeprefix("seed-002."): i for i in WRITTEN if i.set == "seed-002"}
    for letter, right in SEED_002.items():
        it = lesson[letter]
        assert it.kind == "statement"
        assert it.key == (TRUE if right else FALSE), letter
        assert it.explanation["nl"].startswith("Juist" if right else "Onjuist")
        assert it.explanation["en"].startswith("True" if right else "False")
    assert lesson["nine-ten"].kind == "case"
    assert catalogue().sets["seed-002"]["nl"].startswith("Zelftoets les 2")


@pytest.mark.parametrize("it", [i for i in WRITTEN if i.guide], ids=lambda i: i.id)
def test_written_items_agree_with_the_guide(it):
    answers, facts, ruling = it.guide
    result = decided(it.topic, answers, facts)
    assert result.ruling.id == ruling
    cited = set(result.ruling.laws)
    assert any(law.rstrip("()abcdefghiv").startswith(tuple(c[:2] for c in cited))
               for law in it.laws), f"{it.id}: cites none of the guide's laws {sorted(cited)}"


def test_written_cases_say_why_each_wrong_choice_is_wrong():
    for it in WRITTEN:
        if it.kind == "case":
            assert len(it.choices) == 4
            assert all((c.why is None) == (c.id == it.key) for c in it.choices), it.id


def test_grade_accepts_both_languages_and_numbers():
    case = next(i for i in items() if i.kind == "case")
    assert grade(case.id, case.key).correct
    assert grade(case.id, str("abcd".index(case.key) + 1)).correct
    wrong = next(c.id for c in case.choices if c.id != case.key)
    assert not grade(case.id, wrong.upper()).correct
    statement = item("seed-002.h")
    for word in ("juist", "Juist", "j", "true", "T"):
        assert grade(statement.id, word).correct
    for word in ("onjuist", "false", "o", "F"):
        assert not grade(statement.id, word).correct


@pytest.mark.parametrize("bad", ["", "e", "5", "maybe", "a" * 500])
def test_malformed_answers_are_refused_in_both_languages(bad):
    for it in (item("seed-002.a"), next(i for i in items() if i.kind == "case")):
        with pytest.raises(InputError) as caught:
            normalise(it, bad)
        assert "geen antwoord" in caught.value.message("nl")
        assert "not an answer" in caught.value.message("en")
        assert caught.value.accepted


@pytest.mark.parametrize("bad", ["nope", "", "x" * 1000, "../etc/passwd"])
def test_unknown_items_are_refused(bad):
    with pytest.raises(InputError) as caught:
        grade(bad, "a")
    assert "Onbekende vraag" in caught.value.message("nl")
    assert "Unknown item" in caught.value.message("en")


def test_a_broken_items_file_names_every_problem(tmp_path: Path):
    (tmp_path / "x.yaml").write_text(
        "items:\n"
        "  - {id: Bad Id, kind: statement, topic: nope, prompt: {nl: x}, answer: maybe,"
        " explanation: {nl: a, en: b}, laws: ['99'], source: ''}\n"
        "  - {id: c1, kind: case, topic: revoke, prompt: {nl: x, en: y}, key: e,"
        " choices: [{id: a, text: {nl: p, en: q}}], explanation: {nl: a, en: b},"
        " laws: ['64A'], source: s}\n"
        "  - {id: c1, kind: quiz}\n",
        encoding="utf-8",
    )
    (tmp_path / "y.yaml").write_text("items: [\n", encoding="utf-8")
    with pytest.raises(WrittenError) as caught:
        read(tmp_path, topics={"revoke"})
    text = str(caught.value)
    for expected in ("id must match", "unknown topic 'nope'", "both languages",
                     "answer: true or false", "'99' is not a law", "needs a source",
                     "four choices", "key must be", "kind must be", "not valid YAML"):  # fmt: skip
        assert expected in text, expected


def test_the_shipped_items_read_without_problems():
    written, sets = read()
    assert len(written) == len(WRITTEN) and "seed-002" in sets
