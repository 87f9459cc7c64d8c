"""The flowchart page's outline view, as plain data: every question and ruling of a topic
written out once, indented by the answers that lead to it, with the path taken open.

Apart from :mod:`arbiter.web.views` because only the flowchart page (``/flow``) uses it.
"""

from __future__ import annotations

import re
from typing import Any

from arbiter.guide.interview import Asked, walk
from arbiter.guide.model import Question, Topic
from arbiter.guide.story import Story
from arbiter.i18n import InputError, Lang
from arbiter.web.views import first_sentence, short_text


def path_pairs(topic: Topic, state: Story) -> tuple[list[tuple[str, str]], str | None]:
    """The (question, answer) pairs walked and the node reached, for the flowchart."""
    try:
        res = walk(topic, state.answer_map, state.fact_map)
    except InputError:
        return [], topic.start
    current = res.question.id if isinstance(res, Asked) else res.ruling.id
    return [(s.node, s.answer) for s in res.path], current


def outline(topic: Topic, state: Story, lang: Lang) -> dict[str, Any]:
    """The protocol as an indented outline: each question with its answers, each answer
    with what follows. A node several answers lead to is written out once, where the
    path taken (or else the first answer) reaches it; elsewhere a link points to it.
    Questions on the path and the current one are open, the rest folded."""
    taken, current = path_pairs(topic, state)
    chosen = dict(taken)
    links = node_links(topic, lang, state.board)
    owner: dict[str, tuple[str, str]] = {}
    seen = {topic.start}

    def claim(node_id: str) -> None:
        node = topic.nodes[node_id]
        if not isinstance(node, Question):
            return
        answers = sorted(node.answers, key=lambda a: a.id != chosen.get(node_id))
        for answer in answers:
            if answer.next not in seen:
                seen.add(answer.next)
                owner[answer.next] = (node_id, answer.id)
                claim(answer.next)

    claim(topic.start)
    on_path = {n for n, _ in taken} | ({current} if current else set())

    def text_of(node_id: str) -> str:
        node = topic.nodes[node_id]
        text = node.text.get_lang(lang)
        return text if isinstance(node, Question) else first_sentence(text, 140)

    def item(node_id: str) -> dict[str, Any]:
        node = topic.nodes[node_id]
        out: dict[str, Any] = {
            "id": node_id, "kind": "q" if isinstance(node, Question) else "r",
            "text": text_of(node_id), "url": links.get(node_id, "#"),
            "on": node_id in on_path, "here": node_id == current, "answers": [],
        }  # fmt: skip
        if isinstance(node, Question):
            for answer in node.answers:
                mine = owner.get(answer.next) == (node_id, answer.id)
                out["answers"].append({
                    "text": answer.text.get_lang(lang),
                    "on": chosen.get(node_id) == answer.id,
                    "child": item(answer.next) if mine else None,
                    "ref": answer.next, "ref_text": short_text(text_of(answer.next), 60),
                })  # fmt: skip
        return out

    return item(topic.start)


def node_links(
    topic: Topic, lang: Lang, context: tuple[tuple[str, str], ...] = ()
) -> dict[str, str]:
    """For each node, the URL of the shortest answer list that reaches it (with the board
    the walk is for, ``context``)."""
    from collections import deque

    links = {topic.start: Story(topic.id, board=context, lang=lang).url()}
    queue: deque[tuple[str, tuple[tuple[str, str], ...]]] = deque([(topic.start, ())])
    while queue:
        node_id, answers = queue.popleft()
        node = topic.nodes[node_id]
        if not isinstance(node, Question):
            continue
        for answer in node.answers:
            if answer.next in links:
                continue
            pairs = (*answers, (node_id, answer.id))
            links[answer.next] = Story(topic.id, pairs, board=context, lang=lang).url()
            queue.append((answer.next, pairs))
    return links


def with_context(svg_body: str, state: Story) -> str:
    """The chart's links with the board the walk is for: the drawing is made once per
    topic and language, without it."""
    context = state.board_query()
    if not context:
        return svg_body
    return re.sub(r'href="(/(?:nl|en)/t/[^"?]*)(\?[^"]*)?"',
                  lambda m: f'href="{m.group(1)}{(m.group(2) or "?")}'
                            f'{"&amp;" if m.group(2) else ""}{context.replace("&", "&amp;")}"',
                  svg_body)  # fmt: skip
