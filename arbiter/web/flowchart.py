"""A topic's whole protocol as an SVG flowchart, drawn without any outside program.

The layout is a small layered ("Sugiyama") drawing, enough for graphs of fifty nodes:

1. layers: each node one below its lowest parent (longest path from the start), so
   every arrow points down;
2. arrows that skip layers get invisible waypoints, one per layer, so they run between
   the boxes instead of through them;
3. order within a layer: the order in which a walk of the answers meets the nodes, then
   a few barycentre sweeps, keeping the order with the fewest crossings;
4. horizontal places: each node as close as possible to the mean of its neighbours
   subject to the boxes not overlapping, solved exactly per layer as an isotonic
   regression (pool adjacent violators).

Why not Graphviz: the club laptop then needs only Python; ``dot`` is one more program to
install on Windows, and these graphs are small. The layout is computed once per topic
(language-independent: boxes have a fixed size) and the SVG once per topic and language;
the highlight of the current path is a few CSS rules added per request.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape
from itertools import pairwise

from arbiter.guide.model import Question, Ruling, Topic
from arbiter.i18n import InputError, Lang

BOX_W, BOX_H = 176, 74
DUMMY_W = 16
H_GAP, V_GAP = 22, 58
MARGIN = 12
LINE_CHARS, LINES = 27, 4
LINE_H = 15
LABEL_CHARS = 17
SWEEPS = 6


@dataclass
class Box:
    id: str
    layer: int
    x: float = 0.0  # centre
    y: float = 0.0  # top
    dummy: bool = False

    @property
    def width(self) -> float:
        return DUMMY_W if self.dummy else BOX_W


@dataclass
class Edge:
    source: str
    answer: str  # answer id on the source question
    target: str
    points: list[tuple[float, float]] = field(default_factory=list)


@dataclass
class Layout:
    topic: str
    width: float
    height: float
    boxes: dict[str, Box]  # real nodes only
    edges: list[Edge]


# -- layout -------------------------------------------------------------------------------


def _children(topic: Topic, node_id: str) -> list[tuple[str, str]]:
    node = topic.nodes[node_id]
    return [(a.id, a.next) for a in node.answers] if isinstance(node, Question) else []


def _layers(topic: Topic) -> tuple[dict[str, int], list[str]]:
    """Longest-path layers from the start, and the nodes in walk (pre-)order."""
    order: list[str] = []
    seen: set[str] = set()
    post: list[str] = []

    def visit(node_id: str) -> None:
        seen.add(node_id)
        order.append(node_id)
        for _, child in _children(topic, node_id):
            if child not in seen:
                visit(child)
        post.append(node_id)

    visit(topic.start)
    layer = {node_id: 0 for node_id in order}
    for node_id in reversed(post):  # reverse post-order is a topological order
        for _, child in _children(topic, node_id):
            layer[child] = max(layer[child], layer[node_id] + 1)
    return layer, order


def _crossings(upper: list[str], lower: list[str], links: list[tuple[str, str]]) -> int:
    up = {n: i for i, n in enumerate(upper)}
    low = {n: i for i, n in enumerate(lower)}
    pairs = sorted((up[a], low[b]) for a, b in links if a in up and b in low)
    count = 0
    for i, (a1, b1) in enumerate(pairs):
        for a2, b2 in pairs[i + 1 :]:
            if a2 > a1 and b2 < b1:
                count += 1
    return count


def _isotonic(desired: list[float], widths: list[float]) -> list[float]:
    """Places closest (least squares) to ``desired`` keeping neighbours apart."""
    offsets = [0.0]
    for left, right in pairwise(widths):
        offsets.append(offsets[-1] + (left + right) / 2 + H_GAP)
    values = [d - o for d, o in zip(desired, offsets, strict=True)]
    blocks: list[list[float]] = []  # [mean, weight]
    for value in values:
        blocks.append([value, 1.0])
        while len(blocks) > 1 and blocks[-2][0] > blocks[-1][0]:
            v2, w2 = blocks.pop()
            v1, w1 = blocks.pop()
            blocks.append([(v1 * w1 + v2 * w2) / (w1 + w2), w1 + w2])
    out: list[float] = []
    for mean, weight in blocks:
        out += [mean] * int(weight)
    return [v + o for v, o in zip(out, offsets, strict=True)]


_LAYOUTS: dict[str, Layout] = {}


def layout(topic: Topic) -> Layout:
    """The topic's layout, computed once per process (content does not change while serving)."""
    found = _LAYOUTS.get(topic.id)
    if found is None:
        found = _LAYOUTS[topic.id] = _layout(topic)
    return found


def _layout(topic: Topic) -> Layout:
    layer, walk_order = _layers(topic)
    boxes = {n: Box(n, layer[n]) for n in walk_order}
    edges: list[Edge] = []
    links: list[tuple[str, str]] = []  # between adjacent layers, dummies included
    chains: list[list[str]] = []
    for source in walk_order:
        for answer, target in _children(topic, source):
            chain = [source]
            for k in range(layer[source] + 1, layer[target]):
                dummy = f"~{source}~{answer}~{k}"
                boxes[dummy] = Box(dummy, k, dummy=True)
                chain.append(dummy)
            chain.append(target)
            links += list(pairwise(chain))
            chains.append(chain)
            edges.append(Edge(source, answer, target))

    depth = max(layer.values()) + 1
    rank = {n: i for i, n in enumerate(walk_order)}
    layers: list[list[str]] = [[] for _ in range(depth)]
    for node_id in sorted(boxes, key=lambda n: _first_rank(n, rank, boxes)):
        layers[boxes[node_id].layer].append(node_id)
    preds: dict[str, list[str]] = {n: [] for n in boxes}
    succs: dict[str, list[str]] = {n: [] for n in boxes}
    for a, b in links:
        succs[a].append(b)
        preds[b].append(a)

    def total(ls: list[list[str]]) -> int:
        return sum(_crossings(ls[i], ls[i + 1], links) for i in range(depth - 1))

    best, best_count = [list(lay) for lay in layers], total(layers)
    for sweep in range(SWEEPS):
        down = sweep % 2 == 0
        span = range(1, depth) if down else range(depth - 2, -1, -1)
        for i in span:
            ref = layers[i - 1] if down else layers[i + 1]
            pos = {n: k for k, n in enumerate(ref)}
            here = {n: k for k, n in enumerate(layers[i])}
            neighbours = preds if down else succs

            def key(n: str, pos=pos, here=here, neighbours=neighbours) -> float:
                found = [pos[m] for m in neighbours[n] if m in pos]
                return sum(found) / len(found) if found else float(here[n])

            layers[i].sort(key=key)
        count = total(layers)
        if count < best_count:
            best, best_count = [list(lay) for lay in layers], count
    layers = best

    # horizontal places
    for lay in layers:
        x = 0.0
        for k, n in enumerate(lay):
            if k:
                x += (boxes[lay[k - 1]].width + boxes[n].width) / 2 + H_GAP
            boxes[n].x = x
    for sweep in range(8):
        down = sweep % 2 == 0
        span = range(1, depth) if down else range(depth - 2, -1, -1)
        for i in span:
            lay = layers[i]
            desired = []
            for n in lay:
                near = preds[n] if down else succs[n]
                if not near:
                    near = succs[n] if down else preds[n]
                xs = [boxes[m].x for m in near]
                desired.append(sum(xs) / len(xs) if xs else boxes[n].x)
            placed = _isotonic(desired, [boxes[n].width for n in lay])
            for n, x in zip(lay, placed, strict=True):
                boxes[n].x = x
    left = min(b.x - b.width / 2 for b in boxes.values())
    for box in boxes.values():
        box.x += MARGIN - left
        box.y = MARGIN + box.layer * (BOX_H + V_GAP)
    width = max(b.x + b.width / 2 for b in boxes.values()) + MARGIN
    height = MARGIN + depth * (BOX_H + V_GAP) - V_GAP + MARGIN

    # arrows: leave the source's bottom at a port per answer, run through the waypoints
    for edge, chain in zip(edges, chains, strict=True):
        start = boxes[edge.source]
        node = topic.nodes[edge.source]
        assert isinstance(node, Question)
        count = len(node.answers)
        index = [a.id for a in node.answers].index(edge.answer)
        port = start.x - BOX_W / 2 + BOX_W * (index + 1) / (count + 1)
        points = [(port, start.y + BOX_H)]
        for n in chain[1:-1]:
            box = boxes[n]
            points += [(box.x, box.y), (box.x, box.y + BOX_H)]
        end = boxes[edge.target]
        points.append((end.x, end.y))
        edge.points = points
    real = {n: b for n, b in boxes.items() if not b.dummy}
    return Layout(topic.id, width, height, real, edges)


def _first_rank(node_id: str, rank: dict[str, int], boxes: dict[str, Box]) -> float:
    if node_id in rank:
        return rank[node_id]
    source = node_id.split("~")[1]
    return rank[source] + 0.5


# -- drawing ------------------------------------------------------------------------------


def _wrap(text: str, chars: int, lines: int) -> list[str]:
    out: list[str] = []
    current = ""
    for word in text.split():
        candidate = f"{current} {word}".strip()
        if len(candidate) <= chars:
            current = candidate
            continue
        if current:
            out.append(current)
        current = word if len(word) <= chars else word[: chars - 1] + "…"
        if len(out) == lines:
            break
    if current and len(out) < lines:
        out.append(current)
    if len(out) > lines or (len(out) == lines and " ".join(out) != " ".join(text.split())):
        out = out[:lines]
        last = out[-1]
        out[-1] = (last[: chars - 1] if len(last) >= chars else last) + "…"
    return out


def _short(text: str, chars: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= chars else text[: chars - 1].rstrip() + "…"


def _path_d(points: list[tuple[float, float]]) -> str:
    (x0, y0), rest = points[0], points[1:]
    d = [f"M{x0:.0f} {y0:.0f}"]
    px, py = x0, y0
    for x, y in rest:
        if x == px:
            d.append(f"V{y:.0f}")
        else:
            my = (py + y) / 2
            d.append(f"C{px:.0f} {my:.0f} {x:.0f} {my:.0f} {x:.0f} {y:.0f}")
        px, py = x, y
    return "".join(d)


@dataclass(frozen=True)
class Drawing:
    svg_open: str  # up to and including the opening <svg> tag
    body: str  # everything inside
    node_index: dict[str, int]
    edge_index: dict[tuple[str, str], int]


def draw(topic: Topic, lang: Lang, links: dict[str, str]) -> Drawing:
    """The SVG for a topic in one language; ``links`` maps node id → URL to go there."""
    lay = layout(topic)
    node_index = {n: i for i, n in enumerate(lay.boxes)}
    edge_index = {(e.source, e.answer): i for i, e in enumerate(lay.edges)}
    parts: list[str] = []
    for i, edge in enumerate(lay.edges):
        parts.append(f'<path id="e{i}" class="fe" d="{_path_d(edge.points)}"/>')
    for i, edge in enumerate(lay.edges):
        node = topic.nodes[edge.source]
        assert isinstance(node, Question)
        answer = node.answer(edge.answer)
        assert answer is not None
        (x0, y0), (x1, y1) = edge.points[0], edge.points[1]
        label = escape(_short(answer.text.get_lang(lang), LABEL_CHARS))
        index = [a.id for a in node.answers].index(edge.answer)
        y = y0 + min(V_GAP, y1 - y0) / 2 + 4 + (index % 2 * 2 - 1) * 7  # midway, staggered
        parts.append(
            f'<text id="l{i}" class="fl" x="{(x0 + x1) / 2:.0f}" y="{y:.0f}">{label}</text>'
        )
    for node_id, box in lay.boxes.items():
        node = topic.nodes[node_id]
        kind = "q" if isinstance(node, Question) else "r"
        text = node.text.get_lang(lang)
        if isinstance(node, Ruling) and node.see:  # the topic it hands on to, by its title
            text = f"→ {_title(node.see, lang)}: {text}"
        lines = _wrap(text, LINE_CHARS, LINES)
        left, top = box.x - BOX_W / 2, box.y
        first = top + (BOX_H - LINE_H * len(lines)) / 2 + LINE_H - 3
        spans = "".join(
            f'<tspan x="{box.x:.0f}" y="{first + k * LINE_H:.0f}">{escape(line)}</tspan>'
            for k, line in enumerate(lines)
        )
        href = escape(links.get(node_id, "#"), quote=True)
        cut = lines[-1].endswith("…")  # the whole text as the box's tooltip, when cut short
        parts.append(
            f'<a href="{href}" id="n{node_index[node_id]}" class="fn {kind}">'
            + (f"<title>{escape(text)}</title>" if cut else "")
            + f'<rect x="{left:.0f}" y="{top:.0f}" width="{BOX_W}" height="{BOX_H}" rx="8"/>'
            f"<text>{spans}</text></a>"
        )
    svg_open = (
        f'<svg class="flow" xmlns="http://www.w3.org/2000/svg" role="img" '
        f'viewBox="0 0 {lay.width:.0f} {lay.height:.0f}" '
        f'width="{lay.width:.0f}" height="{lay.height:.0f}">'
    )
    return Drawing(svg_open, "".join(parts), node_index, edge_index)


def highlight(drawing: Drawing, path: list[tuple[str, str]], current: str | None) -> str:
    """CSS marking the path taken (question, answer) pairs and the current node."""
    nodes = [f"#n{drawing.node_index[n]}" for n, _ in path if n in drawing.node_index]
    edges = [drawing.edge_index[p] for p in path if p in drawing.edge_index]
    rules = []
    if nodes:
        rules.append(f"{','.join(nodes)}{{--on:1}}")
        rules.append(",".join(f"{n} rect" for n in nodes) + "{stroke:#b3261e;stroke-width:3}")
    if edges:
        rules.append(",".join(f"#e{i}" for i in edges) + "{stroke:#b3261e;stroke-width:4}")
        rules.append(",".join(f"#l{i}" for i in edges) + "{fill:#b3261e;font-weight:700}")
    if current in drawing.node_index:
        rules.append(
            f"#n{drawing.node_index[current]} rect{{stroke:#b3261e;stroke-width:5;fill:#fff3c4}}"
        )
    return f"<style>{''.join(rules)}</style>"


def _title(topic_id: str, lang: Lang) -> str:
    """A topic's title (the id only if there were no such topic: ``arbiter check`` sees to
    it that there is)."""
    from arbiter.guide.library import library

    try:
        return library().topic(topic_id).title.get_lang(lang)
    except (KeyError, InputError):
        return topic_id
