"""Timings of the score calculators, per item.

Prints the time to score one contract (parse + score, and score alone) and to matchpoint
a 30-table traveller whose last line is a three-way weighted assigned score (parsed,
scored and matchpointed together, as ``arbiter calc adjusted`` does). Each figure is the
best of several rounds of many repetitions, with ``time.perf_counter``. Aim: a traveller
well under a millisecond.

    .venv/bin/python bench/calc_scores.py [--repeat N]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from arbiter.bridge import Seat
from arbiter.calc.adjusted import AssignedScore, matchpoint_assigned
from arbiter.calc.matchpoints import matchpoint
from arbiter.calc.scoring import Result, Vulnerability, score

# 29 other tables on a 4♠ board, with the usual spread of results
OTHERS = [420, 450, 420, -50, 420, 450, 170, 420, 140, -100, 420, 450, 480, 420, 170,
          420, -50, 420, 450, 620, 420, -50, 420, 170, 450, 420, -100, 140, 420]  # fmt: skip
WEIGHTED = "50% 4♠= N, 30% 4♠-1 N, 20% 5♦X-2 O"


def best_per_item(work: Callable[[], object], repeat: int, rounds: int = 5) -> float:
    """Seconds per call: the best of ``rounds`` runs of ``repeat`` calls."""
    best = float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        for _ in range(repeat):
            work()
        best = min(best, (time.perf_counter() - start) / repeat)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=2000)
    repeat = parser.parse_args().repeat

    result = Result.parse("4♠X-3")
    assigned = AssignedScore.parse(WEIGHTED)
    assert len(OTHERS) == 29
    cases = {
        "score one contract (score only)": lambda: score(result, True),
        "score one contract (parse '4♠X-3' + score)": lambda: score(Result.parse("4♠X-3"), True),
        "matchpoint 30 plain scores": lambda: matchpoint([*OTHERS, 420]),
        "matchpoint 30 tables incl. 3-way weighted (scored)": lambda: matchpoint_assigned(
            assigned, Vulnerability.NS, OTHERS, Seat.NORTH
        ),
        "same, parsing the weighted score too": lambda: matchpoint_assigned(
            AssignedScore.parse(WEIGHTED), Vulnerability.NS, OTHERS, Seat.NORTH
        ),
    }
    width = max(map(len, cases))
    print(f"{'item':<{width}}  time per item")
    for name, work in cases.items():
        seconds = best_per_item(work, repeat)
        print(f"{name:<{width}}  {seconds * 1e6:9.2f} µs")


if __name__ == "__main__":
    main()
