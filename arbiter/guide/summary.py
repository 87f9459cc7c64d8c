"""A topic's summary in one language: what lists, search and ``arbiter topics`` show.

Kept apart from ``serialize`` so that listing topics needs neither the content model nor
the interview.
"""

from __future__ import annotations

from typing import Any


def topic_summary(entry: dict[str, Any], lang: str) -> dict[str, Any]:
    """From a topic's index entry (``Topic.entry()``) to plain JSON in one language."""
    return {
        **entry,
        "title": entry["title"].get(lang) or entry["title"]["nl"],
        "summary": entry["summary"].get(lang) or entry["summary"]["nl"],
        "keywords": list(entry["keywords"].get(lang, ())),
    }
