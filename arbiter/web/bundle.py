"""The whole guide in one JSON document per language, for use without a connection.

The service worker stores it when the app is first opened; when a page is needed that
was never visited and the club network is gone, ``offline.js`` walks the story from this
document with the same rules as :func:`arbiter.guide.chain.walk_chain` (handoffs, facts
established by answers, implications, definitions, the exceptions screen) and draws the
question or ruling itself, in the server's markup. ``tests/web/test_offline_walk.py``
runs both walkers on every path of every topic. Table data are not worked out offline:
their questions are asked, and the page says so when the story holds table data.

Kept small: a field that is empty or has its usual value is left out, and the texts
many rulings share (what to do afterwards, when the director may leave) are listed once
(``after``, ``leave``) and named by their place in the list.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from arbiter.guide.facts import FACTS, SHORTHANDS
from arbiter.guide.headline import first_sentence, headline
from arbiter.guide.library import library
from arbiter.guide.model import KEEP_PARTS, Handoff, Options, Question, Ruling, Topic
from arbiter.guide.words import fold
from arbiter.i18n import Lang
from arbiter.laws.catalogue import catalogue
from arbiter.web.guide_labels import words as guide_words
from arbiter.web.home import home_order
from arbiter.web.labels import LABELS
from arbiter.web.views import law_item, topics_citing

#: What only the offline pages say.
OFFLINE_WORDS: dict[Lang, dict[str, str]] = {
    "nl": {
        "offline_facts": (
            "Zonder verbinding rekent arbiter niet met de tafelgegevens: de vragen die ze "
            "zouden beantwoorden, worden gesteld. Met verbinding worden ze weer gebruikt."
        ),
        "offline_bad": "Dit adres klopt niet",
    },
    "en": {
        "offline_facts": (
            "Without a connection arbiter does not work with the table data: the questions "
            "they would answer are asked. With a connection they are used again."
        ),
        "offline_bad": "This address is not right",
    },
}


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


def _lean(data: dict[str, Any]) -> dict[str, Any]:
    """Without the fields that are empty (the walker reads a missing one as empty); 0 is
    a value (an index into a shared list), not empty."""
    return {k: v for k, v in data.items() if not (v is None or v is False or v in ([], {}))}


def _question(node: Question, lang: Lang) -> dict[str, Any]:
    fact = FACTS.get(node.fact) if node.fact else None
    return _lean({
        "k": "q",
        "text": node.text.get_lang(lang),
        "law": node.law,
        "help": node.help.get_lang(lang) if node.help else None,
        "options": _options(node.options, lang),
        "answers": [[a.id, a.text.get_lang(lang), a.next, *([list(a.laws)] if a.laws else [])]
                    for a in node.answers],
        "fact": node.fact,
        # the director's own judgement is taken over what the facts propose (23A)
        "judge": 1 if fact is not None and fact.judgement else None,
        "definition": node.definition,
        "assume": node.assume,
        "exception": None if node.exception is None else {
            "usual": node.exception.usual, "line": node.exception.text.get_lang(lang)},
    })


def _handoff(handoff: Handoff) -> dict[str, Any]:
    carry = None
    if handoff.carry is not None:  # shorthands written out: the walker only filters
        names = set(handoff.carry)
        for shorthand, stands_for in SHORTHANDS.items():
            if shorthand in names:
                names.update(stands_for)
        carry = sorted(names) or ["-"]  # carry nothing: a name no fact has (not left out)
    return _lean({
        "topic": handoff.topic,
        "at": handoff.at,
        "carry": carry,
        "same": [_lean({"node": s.node, "answer": s.answer, "source": s.source, "fact": s.fact,
                        "when": [list(w) for w in s.when]}) for s in handoff.same],
        "keep": None if handoff.keep == KEEP_PARTS else list(handoff.keep) or ["-"],
        "follow": 1 if handoff.follow else None,
    })


class _Shared:
    """Texts many rulings share, each listed once; a ruling names them by index."""

    def __init__(self) -> None:
        self.after: dict[tuple, int] = {}
        self.leave: dict[str, int] = {}

    def index(self, table: dict, value: Any) -> int:
        return table.setdefault(value, len(table))


def _ruling(node: Ruling, lang: Lang, shared: _Shared) -> dict[str, Any]:
    text = node.text.get_lang(lang)
    head = headline(node.headline, node.text, {}, {}, node.outcome, lang)  # no table data
    return _lean({
        "k": "r",
        "text": text,
        "head": head if head != first_sentence(text) else None,
        "options": _options(node.options, lang),
        "tell": [t.get_lang(lang) for t in node.tell],
        "notes": [t.get_lang(lang) for t in node.notes],
        "leave": shared.index(shared.leave, node.leave.get_lang(lang)),
        "stays": 1 if node.director_stays else None,
        "after": [shared.index(shared.after, (f.kind, f.text.get_lang(lang), tuple(f.laws)))
                  for f in node.afterwards],
        "laws": list(node.laws),
        "handoff": _handoff(node.handoff) if node.handoff else None,
        "relay": 1 if node.relay else None,
    })


def _topic(topic: Topic, lang: Lang, shared: _Shared) -> dict[str, Any]:
    nodes = {}
    for node_id, node in topic.nodes.items():
        nodes[node_id] = (_question(node, lang) if isinstance(node, Question)
                          else _ruling(node, lang, shared))  # fmt: skip
    words = [topic.title.get_lang(lang), topic.law, *topic.laws]
    for texts in (topic.title, topic.summary):
        words += list(texts.values())
    for keywords in topic.keywords.values():
        words += list(keywords)
    return _lean({
        "id": topic.id,
        "law": topic.law,
        "phase": topic.phase,
        "title": topic.title.get_lang(lang),
        "summary": topic.summary.get_lang(lang),
        "start": topic.start,
        "find": fold(" ".join(words)),
        "nodes": nodes,
        "implications": [[[list(w) for w in i.when], [list(t) for t in i.then]]
                         for i in topic.implications],
    })


def guide_data(topics: list[Topic], lang: Lang) -> dict[str, Any]:
    """What the offline walker reads: the topics, and the texts their rulings share."""
    shared = _Shared()
    out = [_topic(topic, lang, shared) for topic in topics]
    return {
        "topics": out,
        "after": [{"kind": kind, "text": text, "laws": list(laws)}
                  for kind, text, laws in shared.after],
        "leave": list(shared.leave),
    }


@cache
def bundle(lang: Lang) -> dict[str, Any]:
    topics = list(library().topics.values())
    refs: set[str] = set()
    for topic in topics:
        for node in topic.nodes.values():
            if isinstance(node, Ruling):
                refs.update(node.laws)
            else:  # the question's law, and those an answer brings to the ruling
                refs.update([node.law] if node.law else [])
                refs.update(law for a in node.answers for law in a.laws)
    citing = topics_citing()
    return {
        "lang": lang,
        "labels": {**guide_words(lang), **OFFLINE_WORDS[lang]},
        "home": home_order(lang),
        **guide_data(topics, lang),
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
