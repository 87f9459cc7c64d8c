"""The Alerteerwijzer: what a director does, and what she waits for.

Prints, for every worked example of every regulation, the number of questions she
answers and the taps on the phone (one per call in the bidding box, the button, one per
answer); then the cold start of ``arbiter alert`` as a new process next to a bare
``python -c pass``, and the time to load and check all regulation files in-process. Aim:
questions only where the auction cannot decide (0 or 1 for most calls, never more than
2), and every command under 100 ms.

    .venv/bin/python bench/alert.py [--runs N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

PY = sys.executable
ARBITER = os.path.join(os.path.dirname(PY), "arbiter")


def counts() -> None:
    from arbiter.alert import regulations
    from arbiter.alert.engine import run_example

    print(f"{'example':<36} {'questions':>9} {'taps':>5}  answer")
    all_questions = []
    for reg in regulations().values():
        for example in reg.examples:
            result = run_example(reg, example)
            questions = len(result.steps)
            calls = len(example.auction.split()) + 1
            all_questions.append(questions)
            print(
                f"{reg.profile + ' ' + example.id:<36} {questions:>9} {calls + 1 + questions:>5}"
                f"  {result.rule.decision} ({result.rule.id})"
            )  # type: ignore[union-attr]
    print(f"questions: mean {statistics.mean(all_questions):.2f}, max {max(all_questions)}")


def timed(cmd: list[str], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    runs = parser.parse_args().runs
    counts()
    base = timed([PY, "-c", "pass"], runs)
    print(f"\n{'python -c pass':<44} {base:7.1f} ms")
    for name, cmd in {
        "arbiter alert 2♣ (question)": [ARBITER, "alert", "2♣", "--auction", "1SA pas"],
        "arbiter alert 2♣ --answer ... --json": [
            ARBITER, "alert", "2♣", "--auction", "1SA pas", "--answer", "meaning=artificial",
            "--json"],
        "arbiter alert --rules": [ARBITER, "alert", "--rules"],
    }.items():  # fmt: skip
        ms = timed(cmd, runs)
        print(f"{name:<44} {ms:7.1f} ms  ({ms / base:.1f}x bare python)")
    from arbiter.alert.loader import REGULATIONS_DIR, read_regulation

    start = time.perf_counter()
    for name in sorted(os.listdir(REGULATIONS_DIR)):
        read_regulation(os.path.join(REGULATIONS_DIR, name))
    print(f"{'load and check all regulations (in-process)':<44} "
          f"{(time.perf_counter() - start) * 1000:7.1f} ms")  # fmt: skip


if __name__ == "__main__":
    main()
