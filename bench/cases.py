"""How the guide does on the worked cases from public director material (issue 10).

Walks every case in ``tests/cases/data`` through the current guide, like a director would
(the chain walk of ``arbiter decide``, premises taken, only what is asked answered; see
``tests/cases/grading.py``), and prints the number of cases per grade, overall and
per topic the director starts in. With ``--list`` it also prints, for every case that is
not right, what is wrong or missing: the content helpers' to-do list. Cases whose grade
today differs from the grade recorded in their ``known`` entry are flagged, so a fix (or a
regression) is seen at once.

    .venv/bin/python bench/cases.py [--list]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.cases.grading import GRADES, grade_case, load_cases, search_rank  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="print what each case misses")
    args = parser.parse_args(argv)

    graded = [grade_case(case) for case in load_cases()]
    total = Counter(g.grade for g in graded)
    per_topic: dict[str, Counter[str]] = defaultdict(Counter)
    for g in graded:
        per_topic[g.case.topic][g.grade] += 1

    width = max(len(t) for t in per_topic)
    header = "  ".join(f"{name:>11}" for name in GRADES)
    print(f"{'topic':<{width}}  {header}  {'cases':>5}")
    for topic in sorted(per_topic):
        counts = per_topic[topic]
        row = "  ".join(f"{counts[name]:>11}" for name in GRADES)
        print(f"{topic:<{width}}  {row}  {sum(counts.values()):>5}")
    row = "  ".join(f"{total[name]:>11}" for name in GRADES)
    print(f"{'all':<{width}}  {row}  {len(graded):>5}")

    changed = [g for g in graded if (g.case.known.get("grade") or "right") != g.grade]
    misses = [g.case for g in graded if search_rank(g.case) is None]
    print(
        f"\nsearch finds the starting topic in the first three hits for "
        f"{len(graded) - len(misses)} of {len(graded)} cases"
    )
    for case in misses:
        print(f"  search miss: {case.id}: '{case.search}' (topic {case.topic})")
    for g in changed:
        print(
            f"  CHANGED: {g.case.id}: recorded {g.case.known.get('grade', 'right')}, "
            f"now {g.grade} (update its 'known' entry)"
        )

    if args.list:
        print()
        for g in graded:
            if g.grade != "right":
                print(g.summary())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
