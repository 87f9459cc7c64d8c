"""The home page on a phone (issue 26): how tall it is, and how far the common topics are.

Starts ``arbiter serve`` and Debian's Chromium at 360x740 (as the browser tests do) and
prints, per language, the height of the home page in pixels and in screens (a first
visit: the "new director" line is shown), and how many screens down the link to each of a
few topics sits, or the group it is in (one tap to open). Goal: the page within 2 screens.

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
#: Where a topic's link is: its top in the page, or the closed group it is in.
WHERE = """(id) => {
    const a = document.querySelector(`#all li[data-topic="${id}"] a`);
    if (!a) return null;
    const group = a.closest("details:not([open])");
    const shown = group ? group.querySelector("summary") : a;
    return {top: shown.getBoundingClientRect().top + scrollY,
            group: group ? group.querySelector(".gt").textContent : ""};
}"""


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
                        where = page.evaluate(WHERE, topic)
                        if where is None:
                            print(f"  {topic:<26} -")
                        elif where["group"]:
                            print(
                                f"  {topic:<26} in the group {where['group']!r}, "
                                f"{where['top'] / SCREEN:.1f} screens down: one tap more"
                            )
                        else:
                            print(f"  {topic:<26} {where['top'] / SCREEN:.1f} screens down")
                context.close()
        finally:
            server.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
