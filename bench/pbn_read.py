"""Timings of the PBN reader on the test corpus (tests/pbn/formats) and on any file.

For each file, from one run on this machine (best of a few rounds):

* syntax: the file into games and tags (:func:`arbiter.bridge.pbn.read`);
* every tag: each record's tags read and checked (``PbnRecord.validate``), as an import
  of a session's hand records does;
* boards: each record made into a board with its play replayed and its checks
  (``board_from_record``), as the calculators do;
* endplay: ``endplay.parsers.pbn.loads`` on the same text, for comparison, or the name
  of the error it stops with.

The largest file is reported last, in records per second.

    .venv/bin/python bench/pbn_read.py [--file PATH ...] [--rounds N]
"""

from __future__ import annotations

import argparse
import contextlib
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CORPUS = ROOT / "tests" / "pbn" / "formats"


def best(func: Callable[[], object], rounds: int) -> float:
    """The fastest of ``rounds`` calls, in seconds."""
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        func()
        times.append(time.perf_counter() - start)
    return min(times)


def measure(text: str, rounds: int) -> tuple[int, float, float, float]:
    """Records, and the seconds for syntax, every tag, and boards."""
    from arbiter.bridge import pbn
    from arbiter.calc.pbn_board import board_from_record
    from arbiter.i18n import InputError

    try:
        count = len(pbn.read(text).records)
    except InputError:
        return 0, 0.0, 0.0, 0.0  # a file of syntax errors (the standard's error files)

    def tags() -> None:
        for record in pbn.read(text).records:
            with contextlib.suppress(InputError):
                record.validate()

    def boards() -> None:
        for record in pbn.read(text).records:
            with contextlib.suppress(InputError):
                board_from_record(record)

    return (
        count,
        best(lambda: pbn.read(text), rounds),
        best(tags, rounds),
        best(boards, rounds),
    )


def endplay_time(text: str, rounds: int) -> str:
    from endplay.parsers import pbn as endplay_pbn

    try:
        return f"{best(lambda: endplay_pbn.loads(text), rounds) * 1e3:7.1f}ms"
    except Exception as error:
        return type(error).__name__


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--file", action="append", default=[], help="another PBN file")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()

    from arbiter.bridge import pbn

    start = time.perf_counter()
    import endplay.parsers.pbn  # noqa: F401 - the one-time import, measured on its own

    endplay_import = time.perf_counter() - start

    paths = sorted(CORPUS.glob("*.pbn"), key=lambda p: p.stat().st_size)
    paths += [Path(name) for name in args.file]
    print(f"{'file':42} {'KB':>6} {'records':>7} {'syntax':>9} {'every tag':>10} "
          f"{'boards':>9} {'endplay':>15}")
    for path in paths:
        text = pbn.decode(path.read_bytes())
        count, syntax, tags, boards = measure(text, args.rounds)
        print(f"{path.name[:42]:42} {len(text) / 1000:6.1f} {count:7d} {syntax * 1e3:7.1f}ms "
              f"{tags * 1e3:8.1f}ms {boards * 1e3:7.1f}ms {endplay_time(text, args.rounds):>15}")
    largest = paths[-1]
    count, _syntax, _tags, boards = measure(pbn.decode(largest.read_bytes()), args.rounds)
    print(f"largest: {largest.name}, {count} records, read and replayed in "
          f"{boards * 1e3:.1f} ms ({count / boards:,.0f} records/s)")
    print(f"import endplay (once; the reader does not need it): {endplay_import * 1e3:.0f} ms")


if __name__ == "__main__":
    main()
