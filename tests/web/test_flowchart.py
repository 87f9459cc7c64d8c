"""The flowchart layout: every node drawn once, arrows point down, no boxes overlap."""

from __future__ import annotations

import re
from itertools import pairwise

import pytest

from arbiter.guide.library import library
from arbiter.guide.model import Question
from arbiter.web.flowchart import BOX_W, H_GAP, draw, highlight, layout

TOPICS = list(library().topics.values())


@pytest.mark.parametrize("topic", TOPICS, ids=[t.id for t in TOPICS])
def test_layout(topic):
    lay = layout(topic)
    assert set(lay.boxes) == set(topic.nodes)
    edges = {(n.id, a.id) for n in topic.nodes.values() if isinstance(n, Question)
             for a in n.answers}  # fmt: skip
    assert {(e.source, e.answer) for e in lay.edges} == edges
    for edge in lay.edges:
        assert lay.boxes[edge.target].layer > lay.boxes[edge.source].layer
        ys = [y for _, y in edge.points]
        assert ys == sorted(ys), edge  # always downwards
    by_layer: dict[int, list[float]] = {}
    for box in lay.boxes.values():
        by_layer.setdefault(box.layer, []).append(box.x)
        assert box.x - BOX_W / 2 >= 0 and box.x + BOX_W / 2 <= lay.width
    for xs in by_layer.values():
        xs.sort()
        assert all(b - a >= BOX_W + H_GAP - 0.01 for a, b in pairwise(xs))


def test_drawing_links_every_node_and_highlights_the_path():
    topic = library().topic("insufficient-bid")
    links = {n: f"/nl/t/{topic.id}#{n}" for n in topic.nodes}
    drawing = draw(topic, "nl", links)
    assert drawing.body.count('class="fn ') == len(topic.nodes)
    assert len(re.findall(r'<path id="e\d+"', drawing.body)) == len(drawing.edge_index)
    style = highlight(drawing, [("insufficient", "yes")], "in_turn")
    n = drawing.node_index["insufficient"]
    e = drawing.edge_index[("insufficient", "yes")]
    assert f"#n{n} rect" in style and f"#e{e}" in style
    assert f"#n{drawing.node_index['in_turn']} rect" in style


def test_outline_writes_every_node_once_and_opens_the_path(client):
    """The outline view: every question and ruling written out once (links elsewhere),
    the questions on the path open, the others folded, the current one marked."""
    import re

    topic = library().topic("insufficient-bid")
    html = client.get("/nl/t/insufficient-bid/flow?a=insufficient:yes,in_turn:yes").text
    ids = re.findall(r'<li id="o-([^"]+)"', html)
    assert sorted(ids) == sorted(topic.nodes)
    assert '<li id="o-insufficient" class="o on">\n<details open>' in html
    assert '<li id="o-mispull" class="o on here">\n<details open>' in html
    assert '<li id="o-double_next" class="o">\n<details>' in html
    for ref in re.findall(r'class="ref" href="#o-([^"]+)"', html):
        assert ref in ids
