"""The whole guide in one JSON document per language, for use without a connection.

The service worker stores it when the app is first opened; when a page is needed that
was never visited and the club network is gone, ``offline.js`` walks the topic from this
document and draws the question or ruling itself (the same markup as the server's
templates, plainer). Table data are not worked out offline: their questions are asked.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from arbiter.guide.library import library
from arbiter.guide.model import FollowUp, Options, Question, Ruling
from arbiter.guide.words import fold
from arbiter.i18n import Lang
from arbiter.laws.catalogue import catalogue
from arbiter.web.guide_labels import words as guide_words
from arbiter.web.labels import LABELS, PHASE_ORDER
from arbiter.web.views import law_item, topics_citing


def _options(opts: Options | None, lang: Lang) -> dict[str, Any] | None:
    if opts is None:
        return None
    return {
        "chooser": LABELS[lang].get(f"chooser_{opts.chooser}", opts.chooser),
        "intro": opts.intro.get_lang(lang) if opts.intro else None,
        "choices": [
            {
                "text": o.text.get_lang(lang),
                "consequences": o.consequences.get_lang(lang),
                "laws": list(o.laws),
            }
            for o in opts.choices
        ],
    }


def _followup(f: FollowUp, lang: Lang) -> dict[str, Any]:
    return {"text": f.text.get_lang(lang), "laws": list(f.laws)}


def _node(node: Question | Ruling, lang: Lang) -> dict[str, Any]:
    if isinstance(node, Question):
        return {
            "k": "q",
            "text": node.text.get_lang(lang),
            "law": node.law,
            "help": node.help.get_lang(lang) if node.help else None,
            "options": _options(node.options, lang),
            "answers": [[a.id, a.text.get_lang(lang), a.next] for a in node.answers],
            # taken without asking: the topic's definition (shown offline in the trail)
            "assume": node.definition if node.definition is not None else node.assume,
        }
    return {
        "k": "r",
        "text": node.text.get_lang(lang),
        "options": _options(node.options, lang),
        "tell": [t.get_lang(lang) for t in node.tell],
        "leave": node.leave.get_lang(lang),
        "stays": node.director_stays,
        "after": [_followup(f, lang) for f in node.afterwards],
        "laws": list(node.laws),
        "see": node.see,
    }


@cache
def bundle(lang: Lang) -> dict[str, Any]:
    topics = list(library().topics.values())
    refs: set[str] = set()
    out_topics = []
    for topic in topics:
        nodes = {}
        for node_id, node in topic.nodes.items():
            nodes[node_id] = _node(node, lang)
            if isinstance(node, Ruling):
                refs.update(node.laws)
            elif node.law:
                refs.add(node.law)
        words = [topic.title.get_lang(lang), topic.law, *topic.laws]
        for texts in (topic.title, topic.summary):
            words += list(texts.values())
        for keywords in topic.keywords.values():
            words += list(keywords)
        out_topics.append(
            {
                "id": topic.id,
                "law": topic.law,
                "phase": topic.phase,
                "title": topic.title.get_lang(lang),
                "summary": topic.summary.get_lang(lang),
                "start": topic.start,
                "find": fold(" ".join(words)),
                "nodes": nodes,
            }
        )
    citing = topics_citing()
    return {
        "lang": lang,
        "labels": guide_words(lang),
        "phases": list(PHASE_ORDER),
        "topics": out_topics,
        "refs": {ref: law_item(ref, lang)["title"] for ref in sorted(refs)},
        "laws": [
            {
                "number": law.number,
                "title": law.title.get_lang(lang),
                "summary": law.summary.get_lang(lang),
                "topics": list(citing.get(law.number, ())),
            }
            for law in catalogue()
        ],
    }
