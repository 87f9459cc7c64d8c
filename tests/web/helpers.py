"""Every state of every topic, as page URLs: the guide's whole surface."""

from __future__ import annotations

import re
from functools import cache

from arbiter.guide.library import library
from arbiter.guide.paths import paths
from arbiter.guide.story import Story


@cache
def states() -> tuple[tuple[str, tuple[tuple[str, str], ...]], ...]:
    """(topic id, answers) for every prefix of every path, start and rulings included."""
    found: dict[tuple, None] = {}
    for topic in library().topics.values():
        for path in paths(topic):
            for k in range(len(path.answers) + 1):
                found[(topic.id, path.answers[:k])] = None
    return tuple(found)


def urls(lang: str = "nl") -> list[str]:
    return [Story(t, answers, lang=lang).url() for t, answers in states()]


def first_path(topic_id: str):
    return next(iter(paths(library().topic(topic_id))))


def links(html: str) -> list[str]:
    return [h.replace("&amp;", "&") for h in re.findall(r'href="([^"]+)"', html)]
