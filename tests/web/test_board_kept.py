"""Issue 25: a guide walk for a board of the log (``event``, ``table``, ``board``, or a
``call_id``) keeps it through every control of the guide: the answers, back, restart, the
trail, the tap rows (the revoke's rows dropped it), the what-if links, the handoffs, the
facts form, the flowchart (chart and outline) and the way back to the topic list.

In process, over every state of every topic; the browser test of the same walk into the
saved ruling is in tests/log/test_phone_board.py.
"""

from __future__ import annotations

import re

import pytest

from arbiter.guide.library import library
from arbiter.guide.story import Story
from tests.web.helpers import links, states

CONTEXTS = {
    "board": (("event", "4"), ("table", "3"), ("board", "7")),
    "call": (("call_id", "17"),),
}
GUIDE_LINK = re.compile(r"^/(nl|en)/(t/[^?]*)?(\?|$)")


def _main(html: str) -> str:
    start = html.index('<main id="main">')
    return html[start : html.index("</main>", start)]


def _lost(html: str, context: tuple[tuple[str, str], ...]) -> list[str]:
    """Links to the guide (a topic, its chart or facts, the topic list) without the
    context, and GET forms into the guide without it."""
    want = [f"{k}={v}" for k, v in context]
    body = _main(html)
    out = [h for h in links(body) if GUIDE_LINK.match(h) and not all(w in h for w in want)]
    for form in re.findall(r"<form\b.*?</form>", body, re.S):
        action = re.search(r'action="([^"]*)"', form)
        if action and GUIDE_LINK.match(action.group(1)) and 'method="post"' not in form:
            out += [f"form {action.group(1)}" for k, v in context
                    if f'name="{k}" value="{v}"' not in form]  # fmt: skip
    return out


@pytest.mark.parametrize("kind", CONTEXTS)
def test_every_control_of_every_state_keeps_the_board(client, kind):
    context = CONTEXTS[kind]
    lost: dict[str, str] = {}
    for topic_id, answers in states():
        for lang in ("nl",):
            here = Story(topic_id, answers, (), context, lang=lang)
            html = client.get(here.url()).text
            for h in _lost(html, context):
                lost.setdefault(f"{topic_id}: {h}", here.url())
    for topic in library().topics.values():  # the chart, the outline and the facts form
        for suffix in ("/flow", "/facts"):
            url = Story(topic.id, (), (), context).url(suffix)
            for h in _lost(client.get(url).text, context):
                lost.setdefault(f"{topic.id}{suffix}: {h}", url)
    assert not lost, "\n".join(f"{k}  (on {v})" for k, v in list(lost.items())[:20])


def test_the_revoke_tap_rows_keep_the_board(client):
    """The case the issue names: a tap on a row of the revoke topic."""
    context = CONTEXTS["board"]
    html = client.get(Story("revoke", (), (), context).url()).text
    rows = re.findall(r'<div class="taprow.*?</div>', html, re.S)
    assert rows
    for h in links("".join(rows)):
        assert "event=4" in h and "table=3" in h and "board=7" in h, h
