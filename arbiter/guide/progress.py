"""How far along a ruling is: "vraag 3 van ~5".

The number is the questions the director answered so far (facts, carried answers and
premises do not count) plus the one on screen. The estimate adds, to what was answered,
the weighted median number of questions on the paths from the current question to a
ruling, along handoffs, skipping every question the table data, the story so far or a
premise answers. Each answer of a question asked weighs the same (an estimate for the
director, not a probability of the table), and the lines of an exceptions screen are
taken on their usual answer ("Niets hiervan"). Counting every path once, as before, let a
long tail behind one rare answer (a mis-pull going on into a change of call) rule the
median: "vraag 1 van ~12" where the usual ruling takes two.

The same walk over the paths gives ``questions_per_path``, which ``bench/questions.py``
uses to count the questions a director answers per ruling.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from arbiter.guide.facts import FACTS, Facts
from arbiter.guide.interview import Asked, Result
from arbiter.guide.model import Handoff, Question, Ruling, Topic
from arbiter.i18n import InputError

MAX_PATHS = 5000  # enough for every shipped topic; a bound, not a goal


@dataclass(frozen=True, slots=True)
class Progress:
    answered: int  # questions the director answered so far
    estimate: int  # estimated questions for the whole ruling (>= answered + 1 on a question)

    def as_dict(self) -> dict[str, int]:
        return {"answered": self.answered, "estimate": self.estimate}


def questions_per_path(
    topic: Topic,
    entry: str,
    facts: Facts,
    topics: Mapping[str, Topic],
    carried: Mapping[str, str] | None = None,
    known: Mapping[str, str] | None = None,
    follow: bool = True,
    answered: Mapping[str, str] | None = None,
) -> list[int]:
    """For every path from ``entry`` to a final ruling: the questions the director answers.

    A question is not counted (and only its known answer is followed) when the table data
    answers it, when ``carried`` or ``known`` facts do, or when it has a premise
    (``assume``) or the topic's definition: the director sees it and corrects it only when
    it is wrong. The rare cases of one exceptions screen count as one question.
    ``follow`` continues into the topics rulings hand over to; ``answered`` holds the
    answers given so far in ``topic`` (a handoff's ``from`` answers come from them).
    """
    return [count for count, _ in _paths(topic, entry, facts, topics, carried, known, follow,
                                         answered, usual_only=False)]  # fmt: skip


def _paths(
    topic: Topic,
    entry: str,
    facts: Facts,
    topics: Mapping[str, Topic],
    carried: Mapping[str, str] | None,
    known: Mapping[str, str] | None,
    follow: bool,
    answered: Mapping[str, str] | None,
    usual_only: bool,
) -> list[tuple[int, float]]:
    """The questions on every path (see ``questions_per_path``) with the path's weight:
    each answer of a question asked takes an equal share of the weight before it.
    ``usual_only`` follows only the usual answer of an exceptions screen's line."""
    known = known or {}
    counts: list[tuple[int, float]] = []

    def known_answer(node: Question, fixed: Mapping[str, str]) -> str | None:
        try:
            value = facts.get(node.fact) if node.fact else None
        except InputError:
            # A topic handed over to may ask a fact the table data cannot answer for this
            # call (a double's legality for a bid): the director answers it there.
            value = None
        if value is None:
            value = fixed.get(node.id)
        if value is None and node.fact and node.fact in known and node.answer(known[node.fact]):
            value = known[node.fact]
        if value is None:
            value = node.definition
        return value if value is not None else node.assume

    def carried_over(handoff: Handoff, trail: Mapping[str, str]) -> dict[str, str]:
        out = {}
        for same in handoff.same:
            if any(facts.get(f) != v if f in FACTS else True for f, v in same.when):
                continue  # a condition that the table data does not settle
            value = same.answer if same.answer is not None else trail.get(same.source or "")
            if value is not None:
                out[same.node] = value
        return out

    def go(
        t: Topic,
        node_id: str,
        asked: int,
        fixed: Mapping[str, str],
        trail: dict[str, str],
        depth: int,
        screen: bool = False,
        weight: float = 1.0,
    ) -> None:
        if len(counts) >= MAX_PATHS:
            return
        node = t.nodes[node_id]
        if isinstance(node, Ruling):
            handoff = node.handoff
            if follow and handoff is not None and depth < 6 and handoff.topic in topics:
                target = topics[handoff.topic]
                same = carried_over(handoff, trail)
                go(target, handoff.at or target.start, asked, same, {}, depth + 1, weight=weight)
            else:
                counts.append((asked, weight))
            return
        assert isinstance(node, Question)
        known_next = node.answer(known_answer(node, fixed) or "")
        if known_next is not None:
            go(
                t,
                known_next.next,
                asked,
                fixed,
                {**trail, node.id: known_next.id},
                depth,
                weight=weight,
            )
            return
        line = node.exception
        followed = node.answers
        if usual_only and line is not None:
            followed = tuple(a for a in node.answers if a.id == line.usual) or node.answers
        for answer in followed:
            # the rare cases met one after the other on their usual answers are one screen
            cost = 0 if line is not None and screen else 1
            go(
                t,
                answer.next,
                asked + cost,
                fixed,
                {**trail, node.id: answer.id},
                depth,
                line is not None and answer.id == line.usual,
                weight / len(followed),
            )

    go(topic, entry, 0, carried or {}, dict(answered or {}), 0)
    return counts


def answered_screens(result: Result) -> int:
    """The screens the director answered: each question, and each exceptions screen once
    (its lines follow each other on the path)."""
    topics = {p.segment or p.topic.id: p.topic for p in result.parts}
    topics[result.segment or result.topic.id] = result.topic
    count, on_screen = 0, False
    for step in result.steps:
        node = topics[step.segment or result.topic.id].nodes.get(step.node)
        line = isinstance(node, Question) and node.exception is not None
        if step.source == "answer" and not (line and on_screen):
            count += 1
        on_screen = line and step.source == "answer"
    return count


def progress(result: Result, topics: Mapping[str, Topic] | None = None) -> Progress:
    """The progress hint for a state of the interview (or of a chain)."""
    answered = answered_screens(result)
    if not isinstance(result, Asked):
        return Progress(answered, answered)
    if topics is None:
        from arbiter.guide.library import library

        topics = library().topics
    from arbiter.guide.chain import established

    known: dict[str, str] = {}
    for part in result.parts:
        known.update(established(part.topic, part.path))
    answered_here = {s.node: s.answer for s in result.path}
    weighted = _paths(result.topic, result.question.id, Facts(result.given), topics,
                      result.carried, known, True, answered_here, usual_only=True)  # fmt: skip
    return Progress(answered, answered + max(1, _weighted_median(weighted)))


def _weighted_median(weighted: list[tuple[int, float]]) -> int:
    """The count that half the weight reaches; 1 for no path."""
    total = sum(w for _, w in weighted)
    reached = 0.0
    for count, weight in sorted(weighted):
        reached += weight
        if reached >= total / 2:
            return count
    return 1
