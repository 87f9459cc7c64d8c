"""The home page as plain data: the search and its results, the ten most common
irregularities, the other topics by when they happen at the table (``home.yaml``), and
the topics in law order as a second view.

A search hit's link opens its topic past the questions the director's words answered,
with the table data read from them (:func:`arbiter.guide.find.find`); the line under it
says what was read (:func:`arbiter.guide.find.facts.describe`: "gever Z · bieding 1♠ pas
· 1♥ · overtreder O"), so the director sees it before she taps.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from arbiter.guide.find.facts import describe
from arbiter.guide.library import library
from arbiter.guide.story import Story
from arbiter.i18n import Lang
from arbiter.laws.catalogue import catalogue
from arbiter.web.guide_labels import count
from arbiter.web.labels import LABELS, PHASE_ORDER
from arbiter.web.views import law_item, topic_item
from arbiter.yamlio import load_yaml


@cache
def _layout() -> dict[str, Any]:
    return load_yaml(Path(__file__).with_name("home.yaml"))


def hit_item(hit, lang: Lang) -> dict[str, Any]:
    """A search hit as a topic in a list: its link opens the topic past the questions the
    description answered, with the table data read from it."""
    topic = library().topics[hit.topic]
    item = topic_item(topic, lang)
    item["url"] = Story(topic.id, tuple(hit.answers), tuple(hit.facts), lang=lang).url()
    item["why"] = hit.why
    item["answered"] = count(lang, "story_answered", len(hit.answers)) if hit.answers else ""
    item["read"] = describe(hit.facts, lang)
    return item


def search_view(q: str, lang: Lang) -> dict[str, Any]:
    """Topics for a query, best first; when nothing matches, the nearest topics (a search
    never ends on an empty page)."""
    from arbiter.guide.find import find, nearest
    from arbiter.guide.words import fold

    hits = find(q, lang)
    laws = []
    folded = fold(q)
    digits = "".join(ch for ch in folded.split()[-1] if ch.isdigit()) if folded else ""
    if digits and int(digits) in catalogue().laws and len(folded) <= 12:
        laws.append(law_item(digits, lang))
    nearest_hits = [] if hits or laws else nearest(q)
    return {
        "topics": [hit_item(h, lang) for h in hits],
        "laws": laws,
        "nearest": [hit_item(h, lang) for h in nearest_hits],
    }


def home_view(lang: Lang) -> dict[str, Any]:
    """The common irregularities, then the other topics by when they happen."""
    topics = library().topics
    layout = _layout()
    return {
        "common": [topic_item(topics[t], lang) for t in layout["common"]],
        "groups": [
            {
                "id": group["id"],
                "title": group["title"][lang],
                "topics": [topic_item(topics[t], lang) for t in group["topics"]],
            }
            for group in layout["groups"]
        ],
    }


def home_order(lang: Lang) -> dict[str, Any]:
    """The home page's order by topic id, for the offline page (``bundle``): the same
    common ten and groups as the server's page, so the order does not change offline."""
    layout = _layout()
    return {
        "common": list(layout["common"]),
        "groups": [{"id": g["id"], "title": g["title"][lang], "topics": list(g["topics"])}
                   for g in layout["groups"]],
    }


def law_groups(lang: Lang) -> list[dict[str, Any]]:
    """All topics in law order, by the phase of the laws (the second view)."""
    topics = list(library().topics.values())
    return [
        {
            "id": phase,
            "title": LABELS[lang][f"phase_{phase}"],
            "topics": [topic_item(t, lang) for t in topics if t.phase == phase],
        }
        for phase in PHASE_ORDER
        if any(t.phase == phase for t in topics)
    ]
