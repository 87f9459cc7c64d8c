"""The validator names file, node and problem for each kind of broken content."""

from __future__ import annotations

import shutil
import textwrap
from pathlib import Path

import pytest

from arbiter.cli.main import main
from arbiter.guide.loading import CONTENT_DIR

GOOD = """\
id: demo
law: "25"
phase: auction
title: {nl: "Demo", en: "Demo"}
summary: {nl: "Een proef.", en: "A trial."}
start: q
nodes:
  q:
    question: {nl: "Vraag?", en: "Question?"}
    law: "25A"
    answers:
      - id: "yes"
        text: {nl: "Ja", en: "Yes"}
        next: r1
      - id: "no"
        text: {nl: "Nee", en: "No"}
        next: r2
  r1:
    ruling: {nl: "Een.", en: "One."}
    outcome: {rectification: one}
    laws: ["25A"]
    leave: {use: leave_now}
  r2:
    ruling: {nl: "Twee.", en: "Two."}
    outcome: {rectification: two}
    laws: ["25B"]
    leave: {use: leave_now}
"""


def run_check(tmp_path: Path, text: str, capsys, lang: str = "en") -> tuple[int, str]:
    shutil.copy(Path(CONTENT_DIR) / "_shared.yaml", tmp_path / "_shared.yaml")
    (tmp_path / "25-demo.yaml").write_text(textwrap.dedent(text), encoding="utf-8")
    code = main(["check", "--content", str(tmp_path), "--lang", lang])
    captured = capsys.readouterr()
    return code, captured.out + captured.err


def test_good_file_passes(tmp_path, capsys):
    code, out = run_check(tmp_path, GOOD, capsys)
    assert code == 0, out
    assert "OK: 1 topics" in out


@pytest.mark.parametrize(
    ("old", "new", "node", "expected"),
    [
        (
            'ruling: {nl: "Een.", en: "One."}',
            'ruling: {nl: "Een."}',
            "r1",
            "text in language 'en' is missing",
        ),
        ("next: r2", "next: r9", "q", "leads to 'r9', which does not exist"),
        ('laws: ["25A"]\n    leave', "laws: []\n    leave", "r1", "cites at least one law"),
        (
            'laws: ["25A"]\n    leave',
            'laws: ["94"]\n    leave',
            "r1",
            "'94' is not a valid law reference",
        ),
        (
            "outcome: {rectification: one}",
            "outcome: {rectification: one, colour: red}",
            "r1",
            "unknown outcome key 'colour'",
        ),
        (
            "outcome: {rectification: one}",
            "outcome: {rectification: one, penalty_card: big}",
            "r1",
            "outcome 'penalty_card' has value 'big'",
        ),
        (
            "outcome: {rectification: one}",
            "outcome: {accepted: true}",
            "r1",
            "outcome lacks 'rectification'",
        ),
        (
            "leave: {use: leave_now}\n  r2",
            "leave: {use: nowhere}\n  r2",
            "r1",
            "shared text 'nowhere' does not exist",
        ),
        ('law: "25A"', "", "q", "a question names the law it turns on"),
        ("leave: {use: leave_now}\n  r2", "leave: {use: leave_now}\n    regulation: [speed]\n  r2",
         "r1", "unknown regulation value 'speed'"),
    ],
)
def test_broken_file_is_named(tmp_path, capsys, old, new, node, expected):
    assert old in GOOD
    code, out = run_check(tmp_path, GOOD.replace(old, new, 1), capsys)
    assert code == 2
    assert "25-demo.yaml" in out
    assert f"node '{node}'" in out
    if expected:
        assert expected in out, out


def test_fact_with_other_values_is_refused(tmp_path, capsys):
    broken = GOOD.replace('law: "25A"\n    answers', 'law: "25A"\n    fact: turn_of\n    answers')
    code, out = run_check(tmp_path, broken, capsys)
    assert code == 2
    assert "fact 'turn_of' yields" in out


ISLAND = """\
  island:
    ruling: {nl: "Eiland.", en: "Island."}
    outcome: {rectification: island}
    laws: ["25"]
    leave: {use: leave_now}
  loop:
    question: {nl: "Rond?", en: "Round?"}
    law: "25"
    answers:
      - id: again
        text: {nl: "Weer", en: "Again"}
        next: q
      - id: out
        text: {nl: "Uit", en: "Out"}
        next: r2
"""


def test_unreachable_node_and_cycle(tmp_path, capsys):
    broken = (GOOD + ISLAND).replace("next: r2\n  r1:", "next: loop\n  r1:")
    code, out = run_check(tmp_path, broken, capsys)
    assert code == 2
    assert "node 'island': node is not reachable from the start" in out
    assert "cycle: q -> loop -> q" in out
    assert "node 'r2': node is not reachable" not in out


def test_invalid_yaml_names_the_file(tmp_path, capsys):
    code, out = run_check(tmp_path, "id: [unclosed\n", capsys)
    assert code == 2
    assert "25-demo.yaml" in out and "not valid YAML" in out


def test_message_in_dutch(tmp_path, capsys):
    code, out = run_check(tmp_path, GOOD.replace("next: r2", "next: r9"), capsys, lang="nl")
    assert code == 2
    assert "leidt naar 'r9', die niet bestaat" in out
    assert "problemen gevonden" in out


def test_unknown_fragment_and_missing_exit(tmp_path, capsys):
    broken = GOOD.replace("start: q", "start: d").replace(
        "nodes:\n", "nodes:\n  d:\n    fragment: dummy_attention\n    exits: {elsewhere: q}\n"
    )
    code, out = run_check(tmp_path, broken, capsys)
    assert code == 2
    assert "fragment 'dummy_attention' needs exits ['continue']" in out
    broken = GOOD.replace("start: q", "start: d").replace(
        "nodes:\n", "nodes:\n  d:\n    fragment: nothing\n    exits: {continue: q}\n"
    )
    code, out = run_check(tmp_path, broken, capsys)
    assert code == 2
    assert "fragment 'nothing' does not exist" in out


def test_fragment_is_expanded_with_prefixed_ids(tmp_path, capsys):
    text = GOOD.replace("start: q", "start: d").replace(
        "nodes:\n", "nodes:\n  d:\n    fragment: dummy_attention\n    exits: {continue: q}\n"
    )
    code, out = run_check(tmp_path, text, capsys)
    assert code == 0, out
    from arbiter.guide.library import read_library

    topic = read_library(tmp_path).topic("demo")
    assert {"d", "d.looked", "d.wanted", "d.no_rectification", "d.nobody_asks"} <= set(topic.nodes)


def test_fragment_takes_premises_for_this_use_only(tmp_path, capsys):
    """``assume`` on a fragment use gives its inner questions premises here, not in the
    shared fragment; an unknown inner question is refused."""
    text = GOOD.replace("start: q", "start: d").replace(
        "nodes:\n",
        "nodes:\n  d:\n    fragment: dummy_attention\n    assume: {first: other}\n"
        "    exits: {continue: q}\n",
    )
    code, out = run_check(tmp_path, text, capsys)
    assert code == 0, out
    from arbiter.guide.library import read_library

    nodes = read_library(tmp_path).topic("demo").nodes
    assert nodes["d"].assume == "other" and nodes["d.looked"].assume is None
    broken = text.replace("assume: {first: other}", "assume: {nothing: other}")
    code, out = run_check(tmp_path, broken, capsys)
    assert code == 2
    assert "fragment 'dummy_attention' has no question 'nothing'" in out


def test_option_that_is_no_answer(tmp_path, capsys):
    text = GOOD.replace(
        'law: "25A"\n    answers',
        textwrap.dedent("""\
    law: "25A"
        options:
          chooser: lho
          choices:
            - id: "yes"
              text: {nl: "Ja", en: "Yes"}
              consequences: {nl: "Dan.", en: "Then."}
            - id: maybe
              text: {nl: "Misschien", en: "Maybe"}
              consequences: {nl: "Dan.", en: "Then."}
        answers""").replace("\n", "\n", 1),
    )
    code, out = run_check(tmp_path, text, capsys)
    assert code == 2
    assert "option 'maybe' is not an answer of this question" in out


def test_duplicate_topic_id_and_unknown_handoff_target(tmp_path, capsys):
    (tmp_path / "26-demo.yaml").write_text(GOOD, encoding="utf-8")
    code, out = run_check(
        tmp_path,
        GOOD.replace(
            "leave: {use: leave_now}\n  r2",
            "leave: {use: leave_now}\n    handoff: {topic: nowhere}\n  r2",
        ),
        capsys,
    )
    assert "nowhere" not in GOOD
    assert code == 2
    assert "topic id 'demo' also in" in out
    assert "refers to unknown topic 'nowhere'" in out


# -- handoffs, premises, inputs and headlines ------------------------------------------

OTHER = GOOD.replace("id: demo", "id: other").replace('law: "25"', 'law: "26"')


def run_pair(tmp_path, capsys, demo: str, other: str = OTHER) -> tuple[int, str]:
    (tmp_path / "26-other.yaml").write_text(other, encoding="utf-8")
    return run_check(tmp_path, demo, capsys)


def with_handoff(handoff: str) -> str:
    return GOOD.replace(
        "leave: {use: leave_now}\n  r2", f"leave: {{use: leave_now}}\n    handoff: {handoff}\n  r2"
    )


def test_a_good_handoff_passes(tmp_path, capsys):
    code, out = run_pair(tmp_path, capsys, with_handoff(
        '{topic: other, at: q, same: {q: "yes"}, carry: [cards, honour], keep: [tell]}'))
    assert code == 0, out


@pytest.mark.parametrize(
    ("handoff", "expected"),
    [
        ("{topic: nowhere}", "refers to unknown topic 'nowhere'"),
        ("{topic: demo}", "a handoff goes to another topic"),
        ("{topic: other, at: r9}", "node 'r9' does not exist in 'other'"),
        ("{topic: other, same: {r1: x}}", "same: 'r1' is not a question of 'other'"),
        ("{topic: other, same: {q: maybe}}", "same: 'q' has no answer 'maybe'"),
        ("{topic: other, same: {q: {from: r2}}}", "same: 'r2' is not a question of this topic"),
        ('{topic: other, same: {q: {answer: "yes", when: {colour: red}}}}',
         "same/when: unknown fact 'colour'"),
        ('{topic: other, same: {q: {answer: "yes", when: {honour: maybe}}}}',
         "same/when: fact 'honour' never gives 'maybe'"),
        ('{topic: other, same: {q: {answer: "yes", from: q}}}', "give 'answer' or 'from'"),
        ('{topic: other, same: {q: {answer: "yes", fact: honour}}}', "give 'answer' or 'from'"),
        ("{topic: other, same: {q: {fact: colour}}}", "same: unknown fact 'colour'"),
        ("{topic: other, same: {q: {fact: revoker}}}",
         "same: not every value of fact 'revoker' is an answer of 'other:q'"),
        ("{topic: other, carry: [colour]}", "carry: 'colour' is neither table data nor a fact"),
        ("{topic: other, keep: [laws]}", "keep is a list taken from tell, notes, afterwards"),
        ("{at: q}", "a handoff needs a 'topic'"),
    ],
)
def test_broken_handoff_is_named(tmp_path, capsys, handoff, expected):
    code, out = run_pair(tmp_path, capsys, with_handoff(handoff))
    assert code == 2
    assert "node 'r1'" in out
    assert expected in out, out


def test_same_from_needs_answers_that_exist_there(tmp_path, capsys):
    other = OTHER.replace('id: "no"', "id: nope")
    code, out = run_pair(tmp_path, capsys, with_handoff("{topic: other, same: {q: {from: q}}}"),
                         other.replace("next: r2", "next: r2", 1))  # fmt: skip
    assert code == 2
    assert "not every answer of 'q' exists at 'other:q'" in out


def test_handoffs_that_loop_are_refused_but_a_story_may_come_back(tmp_path, capsys):
    back = OTHER.replace(
        "leave: {use: leave_now}\n  r2", "leave: {use: leave_now}\n    handoff: {topic: demo}\n  r2"
    )
    code, out = run_pair(tmp_path, capsys, with_handoff("{topic: other}"), back)
    assert code == 2
    assert "handoffs loop: demo -> other -> demo" in out or "other -> demo -> other" in out
    # Coming back to demo at another place (its ruling r2 cannot hand over again) is fine.
    code, out = run_pair(tmp_path, capsys, with_handoff("{topic: other}"),
                         back.replace("{topic: demo}", '{topic: demo, same: {q: "no"}}'))
    assert code == 0, out


def test_see_is_replaced_by_handoff(tmp_path, capsys):
    code, out = run_check(tmp_path, GOOD.replace(
        "leave: {use: leave_now}\n  r2", "leave: {use: leave_now}\n    see: other\n  r2"), capsys)
    assert code == 2
    assert "'see' is now 'handoff: {topic: ...}'" in out


def test_an_answer_can_hand_over(tmp_path, capsys):
    demo = GOOD.replace("        next: r1\n", "        handoff: {topic: other}\n", 1)
    code, out = run_pair(tmp_path, capsys, demo)
    assert code == 2  # r1 is now unreachable: the answer hands over instead
    assert "node 'r1'" in out and "not reachable" in out
    assert "q.yes" not in out


@pytest.mark.parametrize(
    ("old", "new", "node", "expected"),
    [
        ('law: "25A"\n    answers', 'law: "25A"\n    assume: maybe\n    answers', "q",
         "assume 'maybe' is not an answer of this question"),
        ('law: "25A"\n    answers', 'law: "25A"\n    fact: honour\n    answers', "q",
         "fact 'honour' needs table data (card) that the topic does not list under 'inputs'"),
        ("start: q", "inputs: [colour]\nstart: q", None, "unknown table data 'colour' in inputs"),
        ("start: q", "inputs: [cards, cards]\nstart: q", None, "'cards' occurs twice in inputs"),
        ("    laws: [\"25A\"]\n    leave", '    headline: {nl: "{kleur}", en: "{colour}"}\n'
         '    laws: ["25A"]\n    leave', "r1", "unknown placeholder '{colour}'"),
        ("    laws: [\"25A\"]\n    leave", '    headline: {nl: "{tricks|a}", en: "x"}\n'
         '    laws: ["25A"]\n    leave', "r1", "needs 2 forms"),
    ],
)
def test_premises_inputs_and_headlines_are_checked(tmp_path, capsys, old, new, node, expected):
    assert old in GOOD
    code, out = run_check(tmp_path, GOOD.replace(old, new, 1), capsys)
    assert code == 2
    if node:
        assert f"node '{node}'" in out
    assert expected in out, out


def test_fact_from_declared_inputs_passes(tmp_path, capsys):
    text = GOOD.replace('law: "25A"\n    answers', 'law: "25A"\n    fact: honour\n    answers')
    code, out = run_check(tmp_path, text.replace("start: q", "inputs: [cards]\nstart: q"), capsys)
    assert code == 0, out


@pytest.mark.parametrize(("taps", "expected"), [
    ("[established]", "tap_facts: 'established' is not listed in inputs"),
    ("[cards]", "tap_facts: 'cards' answers no question of this topic"),
])  # fmt: skip
def test_tap_facts_checked(tmp_path, capsys, taps, expected):
    text = GOOD.replace("start: q\n", f"start: q\ninputs: [cards]\ntap_facts: {taps}\n")
    code, out = run_check(tmp_path, text, capsys)
    assert code == 2 and expected in out, out


def test_tap_facts_need_values_to_tap(tmp_path, capsys):
    text = GOOD.replace("start: q\n", "start: q\ninputs: [dealer, auction, offender, call]\n"
                        "tap_facts: [offender]\n").replace(
        'law: "25A"\n    answers', 'law: "25A"\n    fact: call_in_turn\n    answers')
    code, out = run_check(tmp_path, text, capsys)
    assert code == 2 and "tap_facts: 'offender' has no values to tap" in out, out
    good = text.replace("tap_facts: [offender]", "tap_facts: []")
    assert run_check(tmp_path, good, capsys)[0] == 0


def test_an_answers_laws_are_checked(tmp_path, capsys):
    text = GOOD.replace('        next: r1\n', '        next: r1\n        laws: ["30C"]\n', 1)
    assert run_check(tmp_path, text, capsys)[0] == 0
    bad = GOOD.replace('        next: r1\n', '        next: r1\n        laws: ["95A"]\n', 1)
    code, out = run_check(tmp_path, bad, capsys)
    assert code == 2 and "node 'q': '95A' is not a valid law reference" in out, out
