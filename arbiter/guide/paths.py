"""Every path through a topic, from the start to each ruling.

Used by the tests (every path must have an expected outcome), by the coverage table in
the docs, and by "what if the other answer?" views. Topics are acyclic (the validator
proves it), so the enumeration ends.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from arbiter.guide.model import Question, Ruling, Topic


@dataclass(frozen=True)
class Path:
    answers: tuple[tuple[str, str], ...]  # (question id, answer id) in order
    ruling: str

    def as_dict(self) -> dict[str, str]:
        return dict(self.answers)


def paths(topic: Topic) -> Iterator[Path]:
    def walk(node_id: str, trail: tuple[tuple[str, str], ...]) -> Iterator[Path]:
        node = topic.nodes[node_id]
        if isinstance(node, Ruling):
            yield Path(trail, node_id)
            return
        assert isinstance(node, Question)
        for answer in node.answers:
            yield from walk(answer.next, (*trail, (node_id, answer.id)))

    yield from walk(topic.start, ())
