"""The offline guide page against the server's page for the same address.

For a sample of stories (every exceptions screen, definitions, stories across topics,
rulings that offer the next topic, the longest stories) the server's page is fetched and
the offline page is drawn from the stored guide (offline.js) in Chromium; the same
reading of both must agree on everything a director taps or reads as the ruling: the
question or screen and its links, the trail with its keys, sources and topics, the
definition and its change, the exceptions form, the ruling, its headline, what to say,
the follow-ups, the laws, the way on to the next topic, back, and what-if.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from arbiter.guide.story import Story
from arbiter.web.bundle import bundle
from tests.web.test_offline_walk import STATIC

# What a page says and links, read the same way from both pages.
READ = (Path(__file__).parent / "offline_read.js").read_text(encoding="utf-8")

BOTH = """([b, pages]) => {
  const read = READ;
  const main = document.getElementById("main");
  return pages.map(([url, html]) => {
    const server = new DOMParser().parseFromString(html, "text/html").getElementById("main");
    window.arbiterOffline.draw(b, new URL(url, "http://127.0.0.1"));
    return [read(server), read(main)];
  });
}""".replace("READ", READ.split("*/", 1)[1].strip())


def sample(walks: dict) -> list[tuple[str, tuple[tuple[str, str], ...]]]:
    """Stories that show every part of the page, each kind a few times, from the
    reachable stories and their ``walks`` (the same sample each time)."""
    rng = random.Random(25)
    kinds: dict[str, list] = {}
    for (topic, answers), res in walks.items():
        sources = {s[3] for s in res["steps"]}
        for kind, hit in (("screen", bool(res.get("exceptions"))),
                          ("definition", "definition" in sources),
                          ("carried", "carried" in sources), ("parts", bool(res["parts"])),
                          ("offers", res["kind"] == "decided"), ("start", not answers),
                          ("long", len(answers) > 8)):  # fmt: skip
            if hit:
                kinds.setdefault(kind, []).append((topic, answers))
    out: dict = {}
    for found in kinds.values():
        for state in rng.sample(found, min(len(found), 25)):
            out[state] = None
    return list(out)


@pytest.fixture(scope="module")
def page(browser):
    context = browser.new_context()
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_content("<!doctype html><meta charset='utf-8'><body><main id='main'></main></body>")
    for name in ("story.js", "offline.js"):
        page.add_script_tag(path=str(STATIC / name))
    yield page
    context.close()
    assert not errors, errors


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_the_offline_page_says_and_links_what_the_servers_page_does(client, page, lang,
                                                                     reachable_walks):  # fmt: skip
    states = sample(reachable_walks)
    assert len(states) > 100
    pages = []
    for topic, answers in states:
        url = Story(topic, answers, lang=lang).url()
        response = client.get(url)
        assert response.status_code == 200, url
        pages.append((url, response.text))
    read = page.evaluate(BOTH, [bundle(lang), pages])
    wrong = []
    for (url, _html), (server, offline) in zip(pages, read, strict=True):
        differ = {k: (server[k], offline[k]) for k in server if server[k] != offline[k]}
        if differ:
            wrong.append((url, differ))
    print(f"\n{len(states)} pages compared; {len(wrong)} differ")
    assert not wrong, json.dumps(wrong[:3], ensure_ascii=False)


HOME = """([b, url]) => {
  window.arbiterOffline.draw(b, new URL(url, "http://127.0.0.1"));
  const main = document.getElementById("main");
  return {
    common: [...main.querySelectorAll("#all section:first-child li[data-topic]")]
      .map((li) => li.dataset.topic),
    groups: [...main.querySelectorAll("#all details.group")].map((d) => [
      d.id, d.querySelector(".gt").textContent,
      [...d.querySelectorAll("li[data-topic]")].map((li) => li.dataset.topic)]),
  };
}"""


@pytest.mark.parametrize("lang", ["nl", "en"])
def test_the_offline_home_keeps_the_servers_order(client, page, lang):
    """Offline the home page shows the common ten and the groups by moment as the
    server's page does, not the topics in law order."""
    html = client.get(f"/{lang}/").text
    common = re.search(r'<section aria-labelledby="common-h">(.*?)</section>', html, re.S)
    assert common
    groups = re.findall(r'<details class="group" id="(g-[^"]+)"><summary><span class="gt">'
                        r'([^<]+)</span>.*?</details>', html, re.S)  # fmt: skip
    server = {
        "common": re.findall(r'data-topic="([^"]+)"', common.group(1)),
        "groups": [[gid, title, re.findall(r'data-topic="([^"]+)"', block)]
                   for (gid, title), block in zip(groups, re.findall(
                       r'<details class="group".*?</details>', html, re.S), strict=True)],
    }  # fmt: skip
    offline = page.evaluate(HOME, [bundle(lang), f"/{lang}/"])
    assert len(server["common"]) == 10 and server["groups"]
    assert offline == server
