"""Every path through a topic, from the start to each ruling.

Used by the tests (every path must have an expected outcome), by the coverage table in
the docs, and by "what if the other answer?" views. Topics are acyclic (the validator
proves it), so the enumeration ends.

A path of the graph that no director can walk is left out: one where an answer goes
against what earlier answers imply (the topic's ``implications``; after "who revoked:
dummy" the guide itself answers "dummy's revoke: yes", so "no" there is never asked).
``every=True`` gives the bare graph; ``arbiter check`` proves that no walkable path
contradicts itself.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from arbiter.guide.interview import implied
from arbiter.guide.model import Question, Ruling, Topic


@dataclass(frozen=True)
class Path:
    answers: tuple[tuple[str, str], ...]  # (question id, answer id) in order
    ruling: str

    def as_dict(self) -> dict[str, str]:
        return dict(self.answers)


class _NoTable:  # also the validator's
    """Facts without table data: what the answers alone imply."""

    def get(self, name: str) -> None:
        return None


def walkable(topic: Topic, answers: tuple[tuple[str, str], ...]) -> bool:
    """Whether the guide can take this path: no answer on it goes against what the answers
    before it imply (the walk would have answered that question from them)."""
    known: dict[str, str] = {}
    for node_id, choice in answers:
        node = topic.nodes[node_id]
        fact = node.fact if isinstance(node, Question) else None
        if fact:
            before = known.get(fact) or implied(fact, _NoTable(),
                                                known, topic.implications)
            if before is not None and before != choice:
                return False
            known[fact] = choice
    return True


def paths(topic: Topic, every: bool = False) -> Iterator[Path]:
    """The paths from the start to a ruling a director can walk (``every``: the graph's)."""
    for path in _graph(topic):
        if every or walkable(topic, path.answers):
            yield path


def _graph(topic: Topic) -> Iterator[Path]:
    def walk(node_id: str, trail: tuple[tuple[str, str], ...]) -> Iterator[Path]:
        node = topic.nodes[node_id]
        if isinstance(node, Ruling):
            yield Path(trail, node_id)
            return
        assert isinstance(node, Question)
        for answer in node.answers:
            yield from walk(answer.next, (*trail, (node_id, answer.id)))

    yield from walk(topic.start, ())
