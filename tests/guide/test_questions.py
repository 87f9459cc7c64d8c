"""Ask only what changes the ruling (issue 11): every question of every topic must lead,
for two of its answers, to different rulings, options or outcomes."""

from __future__ import annotations

from functools import cache

import pytest

from arbiter.guide.library import library
from arbiter.guide.model import Question, Ruling, Topic

# Questions that do not change the ruling today: whatever is answered, the same rulings
# can follow. Empty: every question of every topic decides something (keep it so).
DOES_NOT_DECIDE: set[str] = set()


def _signature(ruling: Ruling) -> tuple:
    """What the director gets: the rectification text, the outcome, the options, and
    where the story goes on."""
    options = tuple(o.id for o in ruling.options.choices) if ruling.options else ()
    return (
        ruling.text["nl"],
        tuple(sorted((k, str(v)) for k, v in ruling.outcome.items())),
        options,
        ruling.see,
    )


def _outcomes(topic: Topic) -> dict[str, frozenset]:
    """Node id → the signatures of every ruling reachable from it."""

    @cache
    def reach(node_id: str) -> frozenset:
        node = topic.nodes[node_id]
        if isinstance(node, Ruling):
            return frozenset([_signature(node)])
        assert isinstance(node, Question)
        return frozenset().union(*(reach(a.next) for a in node.answers))

    return {node_id: reach(node_id) for node_id in topic.nodes}


def undecisive(topic: Topic) -> list[str]:
    reach = _outcomes(topic)
    out = []
    for node in topic.nodes.values():
        if isinstance(node, Question) and len({reach[a.next] for a in node.answers}) < 2:
            out.append(f"{topic.id}:{node.id}")
    return out


@pytest.mark.parametrize("topic_id", sorted(library().topics))
def test_every_question_changes_the_outcome_on_some_path(topic_id: str) -> None:
    found = [q for q in undecisive(library().topic(topic_id)) if q not in DOES_NOT_DECIDE]
    assert not found, f"questions whose answers all lead to the same rulings: {found}"


def test_the_allowlist_holds_only_questions_that_still_do_not_decide() -> None:
    now = {q for t in library().topics.values() for q in undecisive(t)}
    assert not DOES_NOT_DECIDE - now, f"remove from DOES_NOT_DECIDE: {DOES_NOT_DECIDE - now}"


def test_the_check_sees_a_question_that_decides_nothing() -> None:
    """A question whose two answers lead to one and the same ruling is found."""
    topic = library().topic("insufficient-bid")
    start = topic.nodes[topic.start]
    assert isinstance(start, Question)
    same = start.answers[0].next
    answers = tuple(type(a)(a.id, a.text, same) for a in start.answers)
    fake = type(topic)(**{**{f: getattr(topic, f) for f in topic.__dataclass_fields__},
                          "nodes": {**topic.nodes, start.id: type(start)(
                              **{**{f: getattr(start, f) for f in start.__dataclass_fields__},
                                 "answers": answers})}})  # fmt: skip
    assert f"insufficient-bid:{start.id}" in undecisive(fake)
