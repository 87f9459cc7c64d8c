"""How many questions a director answers before the ruling, per topic.

For every topic: the median and the maximum number of questions per ruling, over all
paths through the topic and over the project's worked examples (``WORKED_EXAMPLES`` in
``tests/topics``), without table data (every question is asked) and with it (the director
first gives the table data the topic declares, its ``inputs``, and every question such a
fact answers is skipped; after a handoff the story's facts screen also offers the inputs
of the topic it is in now, so those count as given there). A path follows the handoffs
that go on at once (``follow``, or an answer's handoff) into the next topic, as
``arbiter decide`` does: the ruling is then the whole story's. A ruling that stands on
its own and only offers the next topic ends its path. Questions the story already
answered (a handoff's ``same``, a fact an earlier topic established) are not counted;
a premise (``assume``) or the topic's own definition counts only when the path corrects
it; an exceptions screen (consecutive rare-case lines, issue 22) counts as one question. Then
the median over the topics of the seed protocols. Goals (issue 11): median <= 3 over the
seed protocols' topics, revoke <= 5, no topic above 8.

    .venv/bin/python bench/questions.py
"""

from __future__ import annotations

import importlib
import statistics
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from arbiter.guide.facts import FACTS, SHORTHANDS  # noqa: E402
from arbiter.guide.interview import walk  # noqa: E402
from arbiter.guide.library import library  # noqa: E402
from arbiter.guide.model import Question, Ruling, Topic  # noqa: E402

SEED_TOPICS = (
    "changed-call",
    "insufficient-bid",
    "call-out-of-turn",
    "lead-out-of-turn",
    "declarer-lead-wrong-hand",
    "opening-lead-wrong-defender",
    "unauthorized-information",
    "misinformation",
    "revoke",
    "penalty-card",
    "lead-restrictions",
)
MAX_PATHS = 20000  # per topic, chains included


def declared(topic: Topic) -> set[str]:
    """The table data on the topic's facts screen, with what shorthands stand for."""
    names = set(topic.inputs)
    for shorthand, stands_for in SHORTHANDS.items():
        if shorthand in names:
            names.update(stands_for)
    return names


def answerable(node: Question, answer: str, inputs: set[str]) -> bool:
    """Would the facts screen answer this question with this answer?"""
    fact = FACTS.get(node.fact) if node.fact else None
    return fact is not None and fact.ready(inputs) and answer in fact.values


def chain_paths(topic: Topic, topics: Mapping[str, Topic]) -> Iterator[tuple[int, int]]:
    """(questions without table data, with table data) for every path of the story. After
    a handoff the facts screen offers the first topic's table data and that of the topic
    the story is in now (``arbiter.web.views.story_inputs``), so both count as given."""
    first = declared(topic)
    emitted = 0

    def go(t: Topic, node_id: str, fixed: dict, known: dict, trail: dict,
           plain: int, data: int, depth: int,
           screen: tuple[bool, bool] = (False, False)) -> Iterator[tuple[int, int]]:  # fmt: skip
        inputs = first | declared(t)
        nonlocal emitted
        if emitted >= MAX_PATHS:
            return
        node = t.nodes[node_id]
        if isinstance(node, Ruling):
            h = node.handoff
            if h is not None and (h.follow or node.relay) and depth < 6:
                target = topics[h.topic]
                same = {}
                for s in h.same:
                    value = s.answer if s.answer is not None else trail.get(s.source or "")
                    if value is not None and not s.when:
                        same[s.node] = value
                yield from go(target, h.at or target.start, same, known, {}, plain, data,
                              depth + 1)  # fmt: skip
            else:
                emitted += 1
                yield plain, data
            return
        assert isinstance(node, Question)
        settled = fixed.get(node.id) or (known.get(node.fact) if node.fact else None)
        if settled and node.answer(settled):
            nxt = node.answer(settled)
            yield from go(t, nxt.next, fixed, known, {**trail, node.id: settled}, plain, data,
                          depth, screen)  # fmt: skip
            return
        line = node.exception
        for answer in node.answers:
            by_data = answerable(node, answer.id, inputs)
            if answer.id in (node.assume, node.definition):
                cost_plain = cost_data = 0
            elif line is not None:
                # The exceptions screen is one tap for all its lines: only its first line
                # costs; a line ticked leads elsewhere, where a later line is a new screen.
                cost_plain = 0 if screen[0] else 1
                cost_data = 0 if by_data or screen[1] else 1
            else:
                cost_plain = 1
                cost_data = 0 if by_data else 1
            # (open in the walk without table data, open in the walk with it): a question
            # the table data answer passes through an open screen, as in the walk.
            data_open = screen[1] if by_data else line is not None and answer.id == line.usual
            plain_open = line is not None and answer.id == line.usual
            after = (plain_open, data_open)
            more = {**known, node.fact: answer.id} if node.fact else known
            yield from go(t, answer.next, fixed, more, {**trail, node.id: answer.id},
                          plain + cost_plain, data + cost_data, depth, after)  # fmt: skip

    yield from go(topic, topic.start, {}, {}, {}, 0, 0, 0)


def examples(topic_id: str) -> list:
    module = importlib.import_module(f"tests.topics.test_{topic_id.replace('-', '_')}")
    return list(getattr(module, "WORKED_EXAMPLES", []))


def example_counts(topic: Topic, case) -> tuple[int, int]:
    """A worked example walked in its own topic: (without table data, with it)."""
    inputs = declared(topic)
    plain = data = 0
    screen = (False, False)  # an exceptions screen open, as in chain_paths
    for step in walk(topic, case.answers, case.facts, premises=True).path:
        node = topic.nodes[step.node]
        assert isinstance(node, Question)
        if step.source in ("carried", "default", "definition", "derived") or step.answer in (
                node.assume, node.definition):
            continue
        by_data = answerable(node, step.answer, inputs)
        line = node.exception
        usual = line is not None and step.answer == line.usual
        plain += 0 if line is not None and screen[0] else 1
        data += 0 if by_data or (line is not None and screen[1]) else 1
        screen = (usual, screen[1] if by_data else usual)
    return plain, data


def figures(topic: Topic, topics: Mapping[str, Topic]) -> dict[str, list[int]]:
    all_paths = list(chain_paths(topic, topics))
    worked = [example_counts(topic, c) for c in examples(topic.id)]
    return {
        "paths": [p for p, _ in all_paths],
        "paths+data": [d for _, d in all_paths],
        "examples": [p for p, _ in worked],
        "examples+data": [d for _, d in worked],
    }


def cell(values: list[int]) -> str:
    if not values:
        return "    -     "
    return f"{statistics.median(values):4.1f} / {max(values):2d}"


def main() -> None:
    lib = library()
    columns = ("paths", "paths+data", "examples", "examples+data")
    print("Questions per ruling: median / max")
    print(f"{'topic':34} {'paths':>5} " + " ".join(f"{c:>13}" for c in columns))
    pooled: dict[str, list[int]] = {c: [] for c in columns}
    seed_medians: dict[str, list[float]] = {c: [] for c in columns}
    over_8 = []
    for topic in lib.topics.values():
        f = figures(topic, lib.topics)
        cells = " ".join(f"{cell(f[c]):>13}" for c in columns)
        print(f"{topic.id:34} {len(f['paths']):5d} {cells}")
        if max(f["paths+data"]) > 8:
            over_8.append(f"{topic.id} ({max(f['paths+data'])})")
        if topic.id in SEED_TOPICS:
            for c in columns:
                pooled[c] += f[c]
                if f[c]:
                    seed_medians[c].append(statistics.median(f[c]))
    print()
    print("Seed protocols' topics (" + ", ".join(SEED_TOPICS) + "):")
    for c in columns:
        print(
            f"  {c:14} median over all their rulings {statistics.median(pooled[c]):4.1f}, "
            f"median of the topics' medians {statistics.median(seed_medians[c]):4.1f}"
        )
    print(f"Topics with a path above 8 questions (with table data): {len(over_8)}")
    if over_8:
        print("  " + ", ".join(over_8))


if __name__ == "__main__":
    main()
