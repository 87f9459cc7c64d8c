"""Start-up and validation timings of the guide commands.

Prints, from one run on this machine: the cold start of ``arbiter topics``,
``arbiter decide`` and ``arbiter calc score`` (it loads that one calculator's declaration)
next to a bare ``python -c pass`` (each as a whole new process, so the figure is what a
director waits for), their ratio to the bare start, and the time to load
and validate all topics in-process. Aim: every guide command under 100 ms, the delay a
person at the table begins to notice (the code uses the standard library's dataclasses and
typing rather than saving milliseconds by hand); all topics validated in well under a
second.

    .venv/bin/python bench/startup.py [--runs N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PY = sys.executable
ARBITER = os.path.join(os.path.dirname(PY), "arbiter")  # the installed console command
COMMANDS = {
    "python -c pass": [PY, "-c", "pass"],
    "arbiter topics": [ARBITER, "topics"],
    "arbiter topics --json": [ARBITER, "topics", "--json"],
    "python -m arbiter topics": [PY, "-m", "arbiter", "topics"],
    "arbiter decide (question)": [ARBITER, "decide", "insufficient-bid"],
    "arbiter calc score": [ARBITER, "calc", "score", "4♠X=", "--vul", "ja"],
    "arbiter decide (ruling)": [
        ARBITER,
        "decide",
        "insufficient-bid",
        "--json",
        "--answer",
        "insufficient=yes",
        "--answer",
        "in_turn=yes",
        "--answer",
        "lho_called=yes",
    ],
}


def time_process(argv: list[str], runs: int) -> list[float]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(argv, stdout=subprocess.DEVNULL, check=True, env=env, cwd=ROOT)
        times.append(time.perf_counter() - start)
    return times


def time_validation(runs: int) -> list[float]:
    sys.path.insert(0, str(ROOT))
    from arbiter.guide.library import read_library
    from arbiter.guide.validate import validate
    from arbiter.laws.catalogue import catalogue

    times = []
    for _ in range(runs):
        catalogue.cache_clear()
        start = time.perf_counter()
        lib = read_library()
        problems = validate(list(lib.topics.values()), catalogue())
        times.append(time.perf_counter() - start)
        assert not problems and not lib.problems
    print(f"  ({len(lib.topics)} topics, {sum(len(t.nodes) for t in lib.topics.values())} nodes)")
    return times


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    runs = parser.parse_args().runs
    print(f"Cold start, {runs} runs each, interleaved order; milliseconds (min / median / max)")
    results: dict[str, list[float]] = {name: [] for name in COMMANDS}
    for _ in range(runs):  # interleave so machine noise hits every command alike
        for name, argv in COMMANDS.items():
            results[name] += time_process(argv, 1)
    bare = statistics.median(results["python -c pass"])
    for name, times in results.items():
        ms = [t * 1000 for t in times]
        ratio = statistics.median(times) / bare
        print(
            f"  {name:<28} {min(ms):7.1f} {statistics.median(ms):7.1f} {max(ms):7.1f}"
            f"   {ratio:4.1f}x bare"
            + ("" if name == "python -c pass" or statistics.median(ms) < 100 else "  OVER 100 ms")
        )
    print("Load and validate all topics in-process (min / median / max, ms):")
    val = [t * 1000 for t in time_validation(runs)]
    print(
        f"  load + validate              {min(val):7.1f} {statistics.median(val):7.1f} "
        f"{max(val):7.1f}"
    )


if __name__ == "__main__":
    main()
