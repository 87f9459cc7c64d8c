"""All topics, loaded once per process, in law order.

``read_library`` parses the YAML files (used by ``arbiter check`` and the tests).
``library()`` serves the shipped content from the on-disk cache in a packed form: a small
index of topic summaries, and each topic pickled on its own. ``arbiter topics`` then reads
only the index, and ``arbiter decide`` unpickles only the topic it walks, which keeps both
commands' start-up close to a bare Python start.
"""

from __future__ import annotations

import os
import pickle
from collections.abc import Iterator, Mapping
from functools import cache
from typing import TYPE_CHECKING, Any

from arbiter.guide.loading import CONTENT_DIR
from arbiter.i18n import InputError

if TYPE_CHECKING:  # the model is imported where topics are built, not to list them
    from arbiter.guide.model import Topic
    from arbiter.guide.problems import Problem


class _PackedTopics(Mapping[str, "Topic"]):
    """Topics pickled one by one, unpickled on first access."""

    def __init__(self, blobs: dict[str, bytes]) -> None:
        self._blobs = blobs
        self._loaded: dict[str, Topic] = {}

    def __getitem__(self, topic_id: str) -> Topic:
        if topic_id not in self._loaded:
            self._loaded[topic_id] = pickle.loads(self._blobs[topic_id])
        return self._loaded[topic_id]

    def __iter__(self) -> Iterator[str]:
        return iter(self._blobs)

    def __len__(self) -> int:
        return len(self._blobs)


class Library:
    """Topics in law order, their summary index, and the problems found while loading."""

    def __init__(
        self,
        topics: Mapping[str, Topic],
        index: tuple[dict[str, Any], ...],
        problems: tuple[Problem, ...] = (),
    ) -> None:
        self.topics = topics
        self.index = index
        self.problems = problems  # from loading only; see validate() for the rest

    def topic(self, topic_id: str) -> Topic:
        if topic_id not in self.topics:
            raise InputError(
                f"Onbekend onderwerp '{topic_id}'.",
                f"Unknown topic '{topic_id}'.",
                accepted=tuple(self.topics),
            )
        return self.topics[topic_id]


def read_library(directory: str = CONTENT_DIR) -> Library:
    """Read and parse every topic file; problems are collected, not raised."""
    from arbiter.guide.loading.topics import load_shared, load_topic, topic_files  # YAML: only here
    from arbiter.guide.problems import problem

    shared, problems = load_shared(directory)
    topics = []
    for path in topic_files(directory):
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
    return Library(by_id, tuple(t.entry() for t in by_id.values()), tuple(problems))


def _pack(lib: Library) -> tuple[tuple[dict[str, Any], ...], dict[str, bytes], tuple]:
    blobs = {
        tid: pickle.dumps(t, protocol=pickle.HIGHEST_PROTOCOL) for tid, t in lib.topics.items()
    }
    return lib.index, blobs, lib.problems


#: The packages whose code reading the content may run (the loader, the model, the facts
#: and the bridge types they parse, the law references): all of their modules key the cache.
LOADER_PACKAGES = ("guide", "laws", "bridge")


def _content_files(directory: str = CONTENT_DIR) -> list[str]:
    """What the packed library is built from: the content, and the code that reads it (a
    change to either makes a new cache key, so the cache can never serve a stale shape)."""
    from arbiter.cache import code_files

    content = [os.path.join(directory, n) for n in os.listdir(directory) if n.endswith(".yaml")]
    return [*content, *code_files(*LOADER_PACKAGES)]


@cache
def library() -> Library:
    """The shipped content; raises ContentError if a file cannot be read as content.

    Served from the on-disk cache when no content file changed (see ``arbiter.cache``).
    """
    from arbiter.cache import cached

    index, blobs, problems = cached(
        "library",
        _content_files(),
        lambda: _pack(read_library()),
        keep=lambda packed: not packed[2],
    )
    if problems:
        from arbiter.guide.problems import ContentError

        raise ContentError(list(problems))
    return Library(_PackedTopics(blobs), index)
