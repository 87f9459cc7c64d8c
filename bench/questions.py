"""How many questions a director answers before the ruling, per topic.

For every topic: the median and the maximum number of questions per ruling, over all
paths through the topic and over the project's worked examples (``WORKED_EXAMPLES`` in
``tests/topics``), without table data (every question is asked) and with it (the director
first gives the table data the topic's questions can use, and every question such a fact
answers is skipped). Then the median over the topics of the seed protocols. Goals
(issue 11): median <= 3 over the seed protocols' topics, revoke <= 5, no topic above 8.

    .venv/bin/python bench/questions.py
"""

from __future__ import annotations

import importlib
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from arbiter.guide.facts import FACTS, SHORTHANDS  # noqa: E402
from arbiter.guide.interview import walk  # noqa: E402
from arbiter.guide.library import library  # noqa: E402
from arbiter.guide.model import Question, Topic  # noqa: E402
from arbiter.guide.paths import paths  # noqa: E402

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


def topic_inputs(topic: Topic) -> set[str]:
    """The table data the topic's questions can use (what a facts screen would offer)."""
    needed: set[str] = set()
    for node in topic.nodes.values():
        if isinstance(node, Question) and node.fact in FACTS:
            needed.update(FACTS[node.fact].inputs)
    for stands_for in SHORTHANDS.values():
        if needed & set(stands_for):
            needed.update(stands_for)
    return needed


def answerable(topic: Topic, node_id: str, answer: str, inputs: set[str]) -> bool:
    """Would table data answer this question with this answer?"""
    node = topic.nodes[node_id]
    fact = FACTS.get(node.fact) if isinstance(node, Question) and node.fact else None
    return fact is not None and set(fact.inputs) <= inputs and answer in fact.values


def count(topic: Topic, steps: list[tuple[str, str]], with_data: bool) -> int:
    if not with_data:
        return len(steps)
    inputs = topic_inputs(topic)
    return sum(1 for node, answer in steps if not answerable(topic, node, answer, inputs))


def examples(topic_id: str) -> list:
    module = importlib.import_module(f"tests.topics.test_{topic_id.replace('-', '_')}")
    return list(getattr(module, "WORKED_EXAMPLES", []))


def example_steps(topic: Topic, case) -> list[tuple[str, str]]:
    result = walk(topic, case.answers, case.facts)
    return [(s.node, s.answer) for s in result.path]


def figures(topic: Topic) -> dict[str, list[int]]:
    all_paths = [list(p.answers) for p in paths(topic)]
    worked = [example_steps(topic, c) for c in examples(topic.id)]
    return {
        "paths": [count(topic, s, False) for s in all_paths],
        "paths+data": [count(topic, s, True) for s in all_paths],
        "examples": [count(topic, s, False) for s in worked],
        "examples+data": [count(topic, s, True) for s in worked],
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
        f = figures(topic)
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
