"""Every ruling a director can reach by answering only what the guide asks.

The walk starts at a topic with no answers and, at every question, tries each answer;
at an exceptions screen, "none of these" and each line ticked on its own; at a ruling
that offers the next topic, both stopping there and going on. Every state is walked by
the same chain walk as ``arbiter decide``, the web and the log, so what it finds is what
a director meets. It is how the project proves that no ruling rests on a premise the
director never saw (issue 22): every step of every ruling reached has a source she saw
(:data:`arbiter.guide.interview.SEEN`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from arbiter.guide.chain import walk_chain
from arbiter.guide.interview import Asked, Decided, Result
from arbiter.guide.model import NEXT, Topic

MAX_STATES = 20_000  # per topic; far more than any topic has, a guard against a loop


@dataclass(frozen=True, slots=True)
class Reached:
    """A ruling reached, and the answers that reached it (answer keys, in order)."""

    answers: tuple[tuple[str, str], ...]
    result: Decided


def choices(res: Asked) -> list[list[tuple[str, str]]]:
    """What a director can answer here: each answer; on an exceptions screen, none of
    the lines, or one line ticked (the others their usual answer)."""
    if not res.exceptions:
        return [[(res.key(res.question.id), a.id)] for a in res.question.answers]
    lines = []
    for q in res.exceptions:
        assert q.exception is not None
        usual = q.exception.usual
        other = next(a.id for a in q.answers if a.id != usual)
        lines.append((res.key(q.id), usual, other))
    out = [[(key, usual) for key, usual, _ in lines]]
    for i, (key, _, other) in enumerate(lines):
        out.append([(k, u) for k, u, _ in lines[:i]] + [(key, other)])
    return out


def walked_states(
    topic: Topic, topics: Mapping[str, Topic], facts: Mapping[str, str] | None = None
) -> Iterator[tuple[tuple[tuple[str, str], ...], Result]]:
    """Every state a director can reach from ``topic``'s start by answering what is
    asked (a question, a screen, a ruling), with the guide's result there, in the order
    a depth-first walk meets them. A check that needs every state's result (the offline
    walker's against this one) takes them from here instead of walking each again."""
    facts = dict(facts or {})
    stack: list[tuple[tuple[str, str], ...]] = [()]
    seen = 0
    while stack and seen < MAX_STATES:
        answers = stack.pop()
        seen += 1
        res: Result = walk_chain(topic, dict(answers), facts, topics)
        yield answers, res
        if isinstance(res, Decided):
            if res.ruling.handoff is not None and not res.ruling.handoff.follow:
                stack.append((*answers, (res.key(res.ruling.id), NEXT)))
            continue
        for more in reversed(choices(res)):
            stack.append((*answers, *more))


def reachable_rulings(
    topic: Topic, topics: Mapping[str, Topic], facts: Mapping[str, str] | None = None
) -> Iterator[Reached]:
    """Every ruling reachable from ``topic``'s start by answering what is asked."""
    for answers, res in walked_states(topic, topics, facts):
        if isinstance(res, Decided):
            yield Reached(answers, res)


def unseen_premises(reached: Reached) -> list[str]:
    """The answer keys of the steps of a ruling the director never saw (``default``)."""
    from arbiter.guide.interview import SEEN

    first = reached.result.first
    from arbiter.guide.story import answer_key

    return [answer_key(first, s.segment, s.node) for s in reached.result.steps
            if s.source not in SEEN]  # fmt: skip
