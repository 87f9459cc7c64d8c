"""All topics, loaded once per process, in law order."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from arbiter.guide.loader import CONTENT_DIR, load_shared, load_topic, topic_files
from arbiter.guide.model import Topic
from arbiter.guide.problems import ContentError, Problem
from arbiter.i18n import InputError


@dataclass(frozen=True)
class Library:
    topics: dict[str, Topic]  # in law order
    problems: tuple[Problem, ...]  # from loading only; see validate() for the rest

    def topic(self, topic_id: str) -> Topic:
        found = self.topics.get(topic_id)
        if found is None:
            raise InputError(f"Onbekend onderwerp '{topic_id}'.", f"Unknown topic '{topic_id}'.",
                             accepted=tuple(self.topics))
        return found


def read_library(directory: Path = CONTENT_DIR, only: str | None = None) -> Library:
    """Read topic files; ``only`` reads just the file for one topic id (fast path)."""
    shared, problems = load_shared(directory)
    files = topic_files(directory)
    if only is not None:
        files = [p for p in files if p.stem == only or p.stem.endswith(f"-{only}")] or files
    topics = []
    for path in files:
        topic, found = load_topic(path, shared)
        problems.extend(found)
        if topic is not None:
            topics.append(topic)
    topics.sort(key=lambda t: t.sort_key)
    return Library({t.id: t for t in topics}, tuple(problems))


@cache
def library() -> Library:
    """The shipped content; raises ContentError if a file cannot be read as content."""
    lib = read_library()
    if lib.problems:
        raise ContentError(list(lib.problems))
    return lib
