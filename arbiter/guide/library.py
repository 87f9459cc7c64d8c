"""All topics, loaded once per process, in law order."""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import cache

from arbiter.guide.loader_paths import CONTENT_DIR
from arbiter.guide.model import Topic
from arbiter.guide.problems import ContentError, Problem, problem
from arbiter.i18n import InputError


@dataclass(frozen=True)
class Library:
    topics: dict[str, Topic]  # in law order
    problems: tuple[Problem, ...]  # from loading only; see validate() for the rest

    def topic(self, topic_id: str) -> Topic:
        found = self.topics.get(topic_id)
        if found is None:
            raise InputError(
                f"Onbekend onderwerp '{topic_id}'.",
                f"Unknown topic '{topic_id}'.",
                accepted=tuple(self.topics),
            )
        return found


def read_library(directory: str = CONTENT_DIR) -> Library:
    """Read and parse every topic file; problems are collected, not raised."""
    from arbiter.guide.loader import load_shared, load_topic, topic_files  # YAML: only here

    shared, problems = load_shared(directory)
    files = topic_files(directory)
    topics = []
    for path in files:
        topic, found = load_topic(path, shared)
        problems.extend(found)
        if topic is not None:
            topics.append(topic)
    topics.sort(key=lambda t: t.sort_key)
    by_id: dict[str, Topic] = {}
    for topic in topics:
        if topic.id in by_id:
            first = by_id[topic.id].file
            problems.append(
                problem(
                    topic.file,
                    None,
                    f"topic-id '{topic.id}' staat ook in {first}",
                    f"topic id '{topic.id}' also in {first}",
                )
            )
            continue
        by_id[topic.id] = topic
    return Library(by_id, tuple(problems))


def _content_files(directory: str = CONTENT_DIR) -> list[str]:
    return [
        os.path.join(directory, name) for name in os.listdir(directory) if name.endswith(".yaml")
    ]


@cache
def library() -> Library:
    """The shipped content; raises ContentError if a file cannot be read as content.

    Served from the on-disk cache when no content file changed (see ``arbiter.cache``).
    """
    from arbiter.cache import cached

    lib = cached("library", _content_files(), read_library, keep=lambda lib: not lib.problems)
    if lib.problems:
        raise ContentError(list(lib.problems))
    return lib
