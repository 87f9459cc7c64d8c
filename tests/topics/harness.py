"""Shared checks for topic tests.

Each topic test module lists ``CASES``: one per path through the topic, each giving the
answers in order, the ruling it must reach, the outcome fields it must have and the laws
it must cite, and the seed step or law text it comes from. ``check_cases`` walks each
case through the real interview and asserts the ruling; ``check_covers_every_path`` fails
when a path has no case (a new branch without a test) or a case no longer matches a path.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from arbiter.guide.chain import walk_chain
from arbiter.guide.interview import Decided, walk
from arbiter.guide.library import library
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
