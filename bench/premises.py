"""How many rulings rest on a premise the director never saw (issue 22).

Walks every topic as a director does, answering only what the guide asks (each answer
of each question, "none of these" and each single line of an exceptions screen, stopping
at or going on from a ruling that offers the next topic; see ``arbiter/guide/walks.py``),
and counts the rulings reached whose path holds a step the director did not see (source
``default``: an old-style premise). Goal: 0. Also prints the sources of all steps, and
per topic the rulings and those resting on a premise.

    .venv/bin/python bench/premises.py [--list]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from arbiter.guide.library import library  # noqa: E402
from arbiter.guide.model import NEXT  # noqa: E402
from arbiter.guide.walks import reachable_rulings, unseen_premises  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="name the premises per topic")
    args = parser.parse_args(argv)
    lib = library()
    rulings = resting = 0
    sources: Counter[str] = Counter()
    premises: set[tuple[str, str]] = set()
    print(f"{'topic':34} {'rulings':>7} {'on a premise':>12}")
    distinct: set[tuple[str, str, str]] = set()
    distinct_on_premise: set[tuple[str, str, str]] = set()
    for topic in lib.topics.values():
        here = on_premise = 0
        for reached in reachable_rulings(topic, lib.topics):
            here += 1
            sources.update(s.source for s in reached.result.steps)
            unseen = unseen_premises(reached)
            # the ruling itself, not the story that goes on from it
            ruling = (topic.id, reached.result.topic.id, reached.result.ruling.id)
            if not any(choice == NEXT for _, choice in reached.answers):
                distinct.add(ruling)
            if unseen:
                on_premise += 1
                premises.update((topic.id, key.rpartition(":")[2]) for key in unseen)
                if not any(choice == NEXT for _, choice in reached.answers):
                    distinct_on_premise.add(ruling)
        rulings += here
        resting += on_premise
        print(f"{topic.id:34} {here:7d} {on_premise:12d}")
        if args.list and on_premise:
            print("    " + ", ".join(sorted(k for t, k in premises if t == topic.id)))
    print()
    print(f"distinct rulings (start topic, ruling) reached: {len(distinct)}; resting on a "
          f"premise never asked: {len(distinct_on_premise)}; premise questions involved: "
          f"{len(premises)}")
    print(f"stories walked to a ruling (going on where a ruling offers the next topic): "
          f"{rulings}; resting on a premise never asked: {resting}")
    print("steps by source: " + ", ".join(f"{k} {v}" for k, v in sorted(sources.items())))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
