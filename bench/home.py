"""The home page on a phone (issue 26): how tall it is, and how far the common topics are.

Starts ``arbiter serve`` and Debian's Chromium at 360x740 (as the browser tests do) and
prints, per language, the height of the home page in pixels and in screens, and how many
screens down the link to each of a few common topics sits. Goal: the page within 2
screens.

    .venv/bin/python bench/home.py
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.web.conftest import PHONE, Server, chromium  # noqa: E402

SCREEN = PHONE["viewport"]["height"]
TOPICS = ("revoke", "claim", "unauthorized-information", "insufficient-bid", "fouled-board")


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        server = Server(Path(tmp))
        try:
            with chromium() as browser:
                context = browser.new_context(**PHONE, base_url=server.url,
                                              service_workers="block")  # fmt: skip
                page = context.new_page()
                for lang in ("nl", "en"):
                    page.goto(f"/{lang}/")
                    height = page.evaluate("document.documentElement.scrollHeight")
                    print(f"/{lang}/: {height} px = {height / SCREEN:.2f} screens of {SCREEN} px")
                    for topic in TOPICS:
                        top = page.evaluate(
                            "(id) => { const a = document.querySelector("
                            '`#all li[data-topic="${id}"] a`);'
                            " return a ? a.getBoundingClientRect().top + scrollY : null; }",
                            topic,
                        )
                        where = f"{top / SCREEN:.1f} screens down" if top is not None else "-"
                        print(f"  {topic:<26} {where}")
                context.close()
        finally:
            server.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
