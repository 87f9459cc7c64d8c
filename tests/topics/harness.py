"""Shared checks for topic tests.

Each topic test module lists ``CASES``: one per path through the topic, each giving the
answers in order, the ruling it must reach, the outcome fields it must have and the laws
it must cite, and the seed step or law text it comes from. ``check_case`` walks each
case through the real interview and asserts the ruling; ``check_covers_every_path`` fails
when a path has no case (a new branch without a test) or a case no longer matches a path.

``topic_tests`` turns a module's data (its cases, worked examples, links to other topics)
into the tests every topic runs, so that a topic's test module holds its cases and only
the tests that are its own.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest

from arbiter.guide.chain import walk_chain
from arbiter.guide.headline import placeholders
from arbiter.guide.interview import Decided, walk
from arbiter.guide.library import library
from arbiter.guide.model import Question, Ruling
from arbiter.guide.paths import paths


@dataclass(frozen=True)
class Case:
    answers: dict[str, str]
    ruling: str
    outcome: dict[str, Any]
    laws: set[str]
    source: str  # where the expectation comes from: a seed step or a law
    facts: dict[str, str] = field(default_factory=dict)
    topic: str | None = None  # the topic of the final ruling, for a story across topics

    @property
    def id(self) -> str:
        return "/".join(f"{k}={v}" for k, v in self.answers.items()) or "start"

    @property
    def is_story(self) -> bool:
        return self.topic is not None or any(":" in k for k in self.answers)


def case_id(case: Case) -> str:
    """The test id of a parametrised case: its answers."""
    return case.id


def check_case(topic_id: str, case: Case) -> None:
    topic = library().topic(topic_id)
    if case.is_story:
        result = walk_chain(topic, case.answers, case.facts)
    else:
        result = walk(topic, case.answers, case.facts, premises=True)
    assert isinstance(result, Decided), f"{case.id}: stopped at question {result.question.id}"
    assert result.ruling.id == case.ruling, f"{case.id}: reached {result.ruling.id}"
    assert result.topic.id == (case.topic or topic_id), f"{case.id}: ended in {result.topic.id}"
    for key, value in case.outcome.items():
        assert result.ruling.outcome.get(key) == value, (
            f"{case.id}: outcome {key}={result.ruling.outcome.get(key)!r}, expected {value!r}"
        )
    cited = set(result.ruling.laws).union(*(p.ruling.laws for p in result.parts))
    missing = case.laws - cited
    assert not missing, f"{case.id}: ruling does not cite {sorted(missing)}"
    assert not result.unused, f"{case.id}: answers not on the path: {result.unused}"


def check_covers_every_path(topic_id: str, cases: list[Case]) -> None:
    topic = library().topic(topic_id)
    expected = {tuple(c.answers.items()) for c in cases if not c.facts and not c.is_story}
    actual = {p.answers for p in paths(topic)}
    untested = actual - expected
    stale = expected - actual
    assert not untested, f"paths without a case: {sorted(untested)}"
    assert not stale, f"cases that match no path: {sorted(stale)}"


def check_readout_once(topic_id: str) -> None:
    """Issue 10 family 8: the page and the command line already head every set of options
    with the 10C1 read-out line; an options intro that says it again prints it twice. An
    intro may only add what the read-out line does not say."""
    from arbiter.guide.model import Question, Ruling

    topic = library().topic(topic_id)
    for node in topic.nodes.values():
        if not isinstance(node, (Question, Ruling)) or node.options is None:
            continue
        intro = node.options.intro
        if intro is None:
            continue
        for lang in ("nl", "en"):
            text = intro.get(lang) or ""
            assert "10C1" not in text, f"{node.id}: the intro repeats the 10C1 read-out"
            assert not text.startswith(("Lees ", "Read out")), f"{node.id}: {text}"


# -- what the director reads and says (issues 10 and 11) --------------------------------

#: A law reference in running text: "(16C)", "(26B, 72C)", "artikel 27", "Law 25A3".
LAW_REFERENCE = re.compile(r"\(\s*\d{1,2}[A-H]?\d?|\b(?:artikel|law)s? \d", re.IGNORECASE)


def final_rulings(topic_id: str) -> list[Ruling]:
    """The rulings a director ends on in this topic: not a relay, and not one whose
    handoff goes on at once (the next topic's ruling is the one shown)."""
    topic = library().topic(topic_id)
    return [
        node
        for node in topic.nodes.values()
        if isinstance(node, Ruling)
        and not node.relay
        and not (node.handoff is not None and node.handoff.follow)
    ]


def check_headlines(topic_id: str) -> None:
    """The answer first: every ruling the director ends on has a headline, and its last
    template needs no table data, so a director without table data gets a line too."""
    for ruling in final_rulings(topic_id):
        assert ruling.headline, f"{topic_id}:{ruling.id} has no headline"
        for lang in ("nl", "en"):
            last = ruling.headline[-1].get_lang(lang)
            assert not placeholders(last), f"{topic_id}:{ruling.id}: '{last}' needs data"


def check_tell_is_spoken(topic_id: str) -> None:
    """What the director says aloud holds no law references: those are for his eyes
    (``notes``)."""
    topic = library().topic(topic_id)
    for node in topic.nodes.values():
        if isinstance(node, Ruling):
            for text in node.tell:
                for lang in ("nl", "en"):
                    said = text.get_lang(lang)
                    assert not LAW_REFERENCE.search(said), f"{topic_id}:{node.id}: {said}"


def dutch_texts(topic_id: str) -> list[tuple[str, str]]:
    """(node id, text) for every Dutch text of a topic a director sees."""
    topic = library().topic(topic_id)
    out: list[tuple[str, str]] = []

    def add(node_id: str, text: Any) -> None:
        if text is not None:
            out.append((node_id, text.get_lang("nl")))

    for node in topic.nodes.values():
        options = node.options
        if isinstance(node, Question):
            add(node.id, node.text)
            add(node.id, node.help)
            for answer in node.answers:
                add(node.id, answer.text)
        else:
            add(node.id, node.text)
            add(node.id, node.leave)
            for text in (*node.tell, *node.notes, *node.headline):
                add(node.id, text)
            for followup in node.afterwards:
                add(node.id, followup.text)
        if options is not None:
            add(node.id, options.intro)
            for choice in options.choices:
                add(node.id, choice.text)
                add(node.id, choice.consequences)
    return out


def check_dutch_has_no_ids(topic_id: str) -> None:
    """No topic ids, node ids or English field names in the Dutch texts (issue 10,
    family 9): "Ga verder met onderwerp: lead-restrictions" is not Dutch."""
    lib = library()
    ids = {t for t in lib.topics if "-" in t}  # "claim" is Dutch too
    ids |= {n for t in lib.topics.values() for n in t.nodes if "_" in n}
    for node_id, text in dutch_texts(topic_id):
        words = set(re.findall(r"[a-z][a-z0-9_-]*[a-z0-9]", text))
        found = words & ids
        assert not found, f"{topic_id}:{node_id}: {sorted(found)} in '{text}'"
        snake = [w for w in words if "_" in w]
        assert not snake, f"{topic_id}:{node_id}: {snake} in '{text}'"


# -- the shared fragment "did dummy draw attention first?" (_shared.yaml, dummy_attention) --

#: The two ways past the fragment into the rest of a topic: another player drew attention,
#: or dummy did without having lost his rights and declarer wants a ruling.
NOT_DUMMY = {"dummy": "other"}
DUMMY_OK = {"dummy": "dummy", "dummy.looked": "no", "dummy.wanted": "yes"}

#: A rest of a topic after the fragment: (answers, ruling, outcome, laws, source).
Tail = tuple[dict[str, str], str, dict[str, Any], set[str], str]


def dummy_attention_cases(start: dict[str, str]) -> list[Case]:
    """The two rulings the fragment ends on after ``start``: dummy looked at a hand and drew
    attention (43B3), or nobody but dummy wants a ruling (9A4)."""
    return [
        Case({**start, "dummy": "dummy", "dummy.looked": "yes"}, "dummy.no_rectification",
             {"rectification": "no_immediate_rectification", "split_score": True},
             {"43B3"}, "000 AAP: dummy looked at a hand and drew attention first: 43B3"),
        Case({**start, "dummy": "dummy", "dummy.looked": "no", "dummy.wanted": "no"},
             "dummy.nobody_asks", {"rectification": "no_ruling_requested"}, {"9A4"},
             "000 AAP: dummy drew attention, nobody else wants the director"),
    ]  # fmt: skip


def past_dummy_attention(start: dict[str, str], tails: Sequence[Tail]) -> list[Case]:
    """Each tail, reached by both ways past the fragment after ``start``."""
    return [
        Case({**start, **way, **answers}, ruling, outcome, laws, source)
        for way in (NOT_DUMMY, DUMMY_OK)
        for answers, ruling, outcome, laws, source in tails
    ]


# -- the tests every topic runs, from its data -----------------------------------------------


def check_links(topic_id: str, see: dict[str, str]) -> None:
    """Each ruling named points the director to the topic given (its ``see``)."""
    nodes = library().topic(topic_id).nodes
    for node_id, target in see.items():
        assert nodes[node_id].see == target, f"{node_id}: see {nodes[node_id].see!r}"


def check_options(
    topic_id: str, node_id: str, chooser: str, choices: list[str], outcome: dict | None = None
) -> None:
    """10C1: the node reads out all these options, in this order, for this chooser (and,
    when given, every option has this outcome)."""
    node = library().topic(topic_id).nodes[node_id]
    assert node.options is not None, f"{node_id} has no options"
    assert node.options.chooser == chooser, f"{node_id}: chosen by {node.options.chooser}"
    assert [c.id for c in node.options.choices] == choices
    if outcome is not None:
        for choice in node.options.choices:
            assert choice.outcome == outcome, f"{node_id}:{choice.id}: {choice.outcome}"


def topic_tests(
    topic_id: str,
    cases: Sequence[Case],
    *,
    more: Sequence[Case] = (),
    worked: Sequence[Case] = (),
    see: dict[str, str] | None = None,
) -> type:
    """The tests every topic runs, as a class for pytest to collect (``TestTopic = ...``).

    ``cases`` walk every path (and are checked to cover them); ``more`` are further cases
    on those paths (table data, premises taken, stories that go on in another topic);
    ``worked`` are the worked examples from public material; ``see`` maps rulings to the
    topic they point to. Every topic is checked for what the director reads and says
    (headlines, spoken tell, Dutch without ids) and that no options intro repeats the
    10C1 read-out.
    """
    cases, more, worked = list(cases), list(more), list(worked)
    body: dict[str, Any] = {"topic": topic_id, "cases": cases, "worked": worked}

    @pytest.mark.parametrize("case", cases + more, ids=case_id)
    def test_case(self: object, case: Case) -> None:
        check_case(topic_id, case)

    def test_every_path_has_a_case(self: object) -> None:
        check_covers_every_path(topic_id, cases)

    body["test_case"] = test_case
    body["test_every_path_has_a_case"] = test_every_path_has_a_case
    if worked:

        @pytest.mark.parametrize("case", worked, ids=case_id)
        def test_worked_examples(self: object, case: Case) -> None:
            check_case(topic_id, case)

        body["test_worked_examples"] = test_worked_examples
    if see:
        links = dict(see)

        def test_links_to_other_topics(self: object) -> None:
            check_links(topic_id, links)

        body["test_links_to_other_topics"] = test_links_to_other_topics

    def test_rulings_read_well(self: object) -> None:
        check_headlines(topic_id)
        check_tell_is_spoken(topic_id)
        check_dutch_has_no_ids(topic_id)

    body["test_rulings_read_well"] = test_rulings_read_well

    def test_the_readout_is_said_once(self: object) -> None:
        check_readout_once(topic_id)

    body["test_the_readout_is_said_once"] = test_the_readout_is_said_once
    return type("TestTopic", (), body)
