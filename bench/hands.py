"""Double dummy for a session's hand records: time per board and in total, for 36 boards.

Two measurements on the same 36 deals (dealt here from a seeded shuffle, boards 1-36):

* DD per board: ``arbiter.calc.hand_records.analyse`` (DDS's table and par through
  endplay, one call at a time as the log's worker makes them), per board and in total;
* the log's pipeline: the 36 boards imported into a fresh SQLite log as a PBN file
  (checked whole, stored in one transaction), then the one background worker analysing
  them, while a reader asks for a board's page data every 50 ms: how long the import
  takes, how long until all 36 are stored, and how long a read takes while DDS works
  (the pages never wait for the analysis).

    .venv/bin/python bench/hands.py [--boards 36]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

RANKS = "23456789TJQKA"


def session_pbn(boards: int, seed: str = "bench hands") -> str:
    """A hand-record file as a dealing program writes it: Board, Dealer, Vulnerable, Deal."""
    from arbiter.calc.scoring import board_info

    rng = random.Random(seed)
    vul = {"none": "None", "NS": "NS", "EW": "EW", "both": "All"}
    lines = ["% PBN 1.0", '[Generator "arbiter bench/hands.py"]']
    for number in range(1, boards + 1):
        cards = [s + r for s in "SHDC" for r in RANKS]
        rng.shuffle(cards)
        hands = []
        for seat in range(4):
            hand = cards[13 * seat : 13 * seat + 13]
            hands.append(
                ".".join(
                    "".join(sorted((c[1] for c in hand if c[0] == s), key=RANKS.index)[::-1])
                    for s in "SHDC"
                )
            )
        info = board_info(number)
        lines += [
            f'[Board "{number}"]',
            f'[Dealer "{"NESW"[info.dealer]}"]',
            f'[Vulnerable "{vul[info.vulnerability.value]}"]',
            f'[Deal "N:{" ".join(hands)}"]',
            "",
        ]
    return "\n".join(lines)


def per_board(text: str) -> list[float]:
    from arbiter.calc.hand_records import analyse, read_hand_records

    times = []
    for board in read_hand_records(text):
        start = time.perf_counter()
        analyse(board.deal, board.vulnerability, board.dealer)
        times.append(time.perf_counter() - start)
        print(f"  board {board.board:2d}: {times[-1] * 1e3:6.0f} ms")
    return times


def pipeline(text: str, boards: int) -> None:
    from arbiter.log.hands import Analyser, HandService
    from arbiter.log.service import LogService
    from arbiter.log.store import Store

    with tempfile.TemporaryDirectory() as tmp:
        store = Store.open(f"sqlite:///{tmp}/bench.db")
        event = LogService(store).create_event(
            {"club": "bench", "date": "2026-11-21", "kind": "pairs"}, "bench"
        )
        hands = HandService(store)
        start = time.perf_counter()
        hands.import_file(event["id"], text.encode(), "bench.pbn", "bench")
        imported = time.perf_counter() - start
        worker = Analyser(hands)
        reads: list[float] = []
        stop = threading.Event()

        def reader() -> None:
            while not stop.is_set():
                t0 = time.perf_counter()
                hands.hand(event["id"], 1 + len(reads) % boards)
                reads.append(time.perf_counter() - t0)
                time.sleep(0.05)

        thread = threading.Thread(target=reader)
        thread.start()
        start = time.perf_counter()
        worker.wake()
        worker.wait(3600)
        analysed = time.perf_counter() - start
        stop.set()
        thread.join()
        done = hands.progress(event["id"])
        store.dispose()
    print(f"import of {boards} boards (read, checked, stored): {imported * 1e3:.0f} ms")
    print(
        f"background analysis until all stored: {analysed:.1f} s ({done['done']} done, "
        f"{done['failed']} failed)"
    )
    reads.sort()
    print(
        f"reads of a board meanwhile: {len(reads)}, median {statistics.median(reads) * 1e3:.1f} "
        f"ms, slowest {reads[-1] * 1e3:.1f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--boards", type=int, default=36)
    args = parser.parse_args()
    text = session_pbn(args.boards)
    start = time.perf_counter()
    import endplay.dds  # noqa: F401 - the one-time import, measured on its own

    print(f"import endplay (once per process): {(time.perf_counter() - start) * 1e3:.0f} ms")
    print(f"DD table and par per board ({args.boards} boards):")
    times = per_board(text)
    print(
        f"per board: median {statistics.median(times) * 1e3:.0f} ms, "
        f"slowest {max(times) * 1e3:.0f} ms; total {sum(times):.1f} s"
    )
    pipeline(text, args.boards)


if __name__ == "__main__":
    main()
