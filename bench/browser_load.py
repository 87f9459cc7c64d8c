"""What a page load costs the test browser: CPU per Dutch ruling read on a phone.

The browser tests load some 3,000 pages (the phone scans alone about 2,200), and on the
2-core machine Chromium's CPU was some 40% of the whole suite's. This bench starts
``arbiter serve`` and Debian's Chromium at 360x740 as the tests do, loads the first N
Dutch rulings and reads each as the ruling scan does (its layout, then its words), and
prints the CPU of Chromium and Playwright's driver per page (from /proc: their process
tree, the server left out), for the flags the tests use and for Chromium's own
RenderDocument (a new renderer frame for every page load), which the tests turn off.

    .venv/bin/python bench/browser_load.py [--pages 150] [--rounds 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.driver import driver, stop  # noqa: E402
from tests.web.conftest import (  # noqa: E402
    CHROMIUM_ARGS,
    PHONE,
    PLAYWRIGHT_DISABLED_FEATURES,
    Server,
    chromium_path,
)
from tests.web.test_phone_pages import TOPS  # noqa: E402
from tests.web.words import SEEN, rulings  # noqa: E402

HZ = os.sysconf("SC_CLK_TCK")
VARIANTS = {
    "the tests' flags (RenderDocument off)": CHROMIUM_ARGS,
    "RenderDocument on (Playwright's own features)": [
        *(a for a in CHROMIUM_ARGS if not a.startswith("--disable-features=")),
        "--disable-features=" + ",".join(PLAYWRIGHT_DISABLED_FEATURES),
    ],
}


def tree_cpu(leave_out: int) -> float:
    """CPU seconds of this process's descendants that are alive, but ``leave_out``'s tree
    (a browser's renderers are children of its zygote, which no one waits for: counting
    the live processes is the only way to see them)."""
    kids: dict[int, list[tuple[int, float]]] = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            fields = Path(f"/proc/{name}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        kids.setdefault(int(fields[1]), []).append(
            (int(name), (int(fields[11]) + int(fields[12])) / HZ)
        )
    total, todo = 0.0, [os.getpid()]
    while todo:
        for pid, cpu in kids.get(todo.pop(), []):
            if pid != leave_out:
                total += cpu
                todo.append(pid)
    return total


def one_round(args: list[str], base: str, urls: list[str], server_pid: int) -> float:
    """CPU milliseconds per page for one browser with ``args``."""
    browser = driver().chromium.launch(executable_path=chromium_path(), args=args)
    try:
        context = browser.new_context(**PHONE, base_url=base, service_workers="block")
        page = context.new_page()
        page.goto("/nl/")
        time.sleep(0.5)
        before = tree_cpu(server_pid)
        for url in urls:
            page.goto(url)
            page.evaluate(TOPS)
            page.evaluate(SEEN)
        time.sleep(0.3)  # what the last page still does after its load
        return (tree_cpu(server_pid) - before) * 1000 / len(urls)
    finally:
        browser.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pages", type=int, default=150)
    parser.add_argument("--rounds", type=int, default=3)
    options = parser.parse_args()
    if chromium_path() is None:
        print("Chromium is not installed (scripts/ci/install-chromium.sh)")
        return 1
    urls = rulings("nl")[: options.pages]
    with tempfile.TemporaryDirectory() as tmp:
        server = Server(Path(tmp))
        try:
            got: dict[str, list[float]] = {name: [] for name in VARIANTS}
            for _ in range(options.rounds):  # interleaved: a busy spell hits both
                for name, args in VARIANTS.items():
                    got[name].append(one_round(args, server.url, urls, server.process.pid))
        finally:
            server.stop()
            stop()
    print(f"{len(urls)} Dutch rulings on a phone, {options.rounds} rounds; "
          f"CPU of Chromium and Playwright's driver per page load:")  # fmt: skip
    for name, values in got.items():
        print(f"  {name:<48} median {statistics.median(values):5.1f} ms "
              f"(rounds: {', '.join(f'{v:.1f}' for v in values)})")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
