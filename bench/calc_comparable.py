"""Timings of the comparable-call test (Law 23A).

Prints, from one run on this machine:

* the one-time cost in a fresh process: importing the modules, building the table of
  hand counts (560 shapes x 38 HCP) and reading the presets;
* one 23A test, meanings read from text each time (as the command line and the web form
  do), for a few typical pairs, cold (the hands of each meaning worked out afresh) and
  warm (meanings seen before, as presets are): the aim is well under the 100 ms a person
  notices;
* the list of options: one withdrawn call against eight candidate calls.

    .venv/bin/python bench/calc_comparable.py [--runs N]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

PAIRS = [
    ("open1-major:♠", "overcall1:♠"),
    ("open1-major:♠", "intermediate-jump-overcall:♠"),
    ("open-pass", "1nt-response"),
    ("open1-minor:♣", "takeout-double:♠"),
    ("stayman", "stayman-2nt"),
    ("multi", "weak-jump-overcall:♥"),
]
CANDIDATES = [
    "inverted-raise:♣",
    "limit-raise:♣",
    "simple-raise:♣",
    "2nt-invite",
    "1nt-response",
    "response-new-suit:♦",
    "two-over-one:♦",
    "strong-jump-shift:♦",
]

FIRST_USE = """
import time
start = time.perf_counter()
from arbiter.bridge.meaning_text import parse_meaning
from arbiter.calc.comparable import compare
imported = time.perf_counter()
compare(parse_meaning("open1-major:♠"), parse_meaning("overcall1:♠"))
done = time.perf_counter()
print(f"{(imported - start) * 1e3:.1f} {(done - imported) * 1e3:.1f}")
"""


def best(func, runs: int, repeat: int = 5) -> float:
    """Best of ``repeat`` rounds of ``runs`` calls, in seconds per call."""
    rounds = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(runs):
            func()
        rounds.append((time.perf_counter() - start) / runs)
    return min(rounds)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20, help="tests per round")
    args = parser.parse_args()

    out = subprocess.run(
        [sys.executable, "-c", FIRST_USE], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    print(f"fresh process: import {out[0]} ms, first test (tables, presets) {out[1]} ms")

    from arbiter.bridge import meaning
    from arbiter.bridge.meaning_text import parse_meaning
    from arbiter.calc.comparable import compare, compare_all

    def cold(func):
        def run():
            meaning._masks.cache_clear()
            return func()

        return run

    print(f"{'23A test':<58} {'cold':>9} {'warm':>9}")
    for withdrawn, replacement in PAIRS:

        def test(w=withdrawn, r=replacement):
            return compare(parse_meaning(w), parse_meaning(r))

        cold_s, warm_s = best(cold(test), args.runs), best(test, args.runs)
        print(f"{withdrawn:>20} -> {replacement:<33} {cold_s * 1e3:6.2f} ms {warm_s * 1e3:6.2f} ms")

    def options():
        return compare_all(
            parse_meaning("inverted-raise:♣"), [parse_meaning(c) for c in CANDIDATES]
        )

    runs = max(1, args.runs // 4)
    cold_s, warm_s = best(cold(options), runs), best(options, runs)
    label = f"options: 1 withdrawn call against {len(CANDIDATES)} candidates"
    print(f"{label:<58} {cold_s * 1e3:6.2f} ms {warm_s * 1e3:6.2f} ms")


if __name__ == "__main__":
    main()
