"""The self-test's figures: items per kind and origin, the time to make them, the size of
the items bundle the training page works from offline, situation lengths.

    .venv/bin/python bench/train.py
"""

from __future__ import annotations

import gzip
import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from arbiter.guide.library import library  # noqa: E402


def main() -> None:
    library()  # the guide itself is not what is measured
    start = time.perf_counter()
    from arbiter.train import catalogue

    cat = catalogue()
    made = time.perf_counter() - start
    kinds = Counter((i.origin, i.kind) for i in cat.items)
    print(f"items: {len(cat.items)} per language, made in {made * 1000:.0f} ms")
    for (origin, kind), n in sorted(kinds.items()):
        print(f"  {origin:10} {kind:10} {n:4}")
    steps = [len(i.situation) for i in cat.items if i.origin == "generated"]
    print(f"situation of a generated item: median {statistics.median(steps)} questions, "
          f"max {max(steps)}")  # fmt: skip
    from arbiter.train.serialize import bundle_json

    for lang in ("nl", "en"):
        raw = json.dumps(bundle_json(lang), ensure_ascii=False, separators=(",", ":")).encode()
        packed = len(gzip.compress(raw)) / 1024
        print(f"bundle {lang}: {len(raw) / 1024:.0f} KB, gzipped {packed:.0f} KB")


if __name__ == "__main__":
    main()
