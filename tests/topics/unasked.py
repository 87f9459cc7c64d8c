"""Issue 22: no ruling of a topic rests on a premise the director never saw.

Walks every ruling a director can reach from the topic's start by answering only what is
asked (:func:`arbiter.guide.walks.reachable_rulings`), and lists the steps of the topic's
own segments whose source is not one she saw. Steps in topics the story hands over to are
those topics' own business (each has its own test).
"""

from __future__ import annotations

from arbiter.guide.interview import SEEN
from arbiter.guide.library import library
from arbiter.guide.walks import reachable_rulings


def unasked_premises(topic_id: str, facts: dict[str, str] | None = None) -> set[str]:
    """The questions of ``topic_id`` answered by a premise on some reachable ruling."""
    lib = library()
    found: set[str] = set()
    for reached in reachable_rulings(lib.topic(topic_id), lib.topics, facts):
        for step in reached.result.steps:
            if step.segment.partition(".")[0] == topic_id and step.source not in SEEN:
                found.add(step.node)
    return found
