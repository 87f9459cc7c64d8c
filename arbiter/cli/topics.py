"""``arbiter topics``: the topics in law order."""

from __future__ import annotations

import json

from arbiter.guide.library import library
from arbiter.guide.serialize import topic_summary
from arbiter.i18n import Lang


def run(lang: Lang, as_json: bool) -> int:
    topics = list(library().topics.values())
    if as_json:
        print(json.dumps([topic_summary(t, lang) for t in topics], ensure_ascii=False, indent=2))
        return 0
    for topic in topics:
        print(f"{topic.law:>6}  {topic.id:<28} {topic.title.get_lang(lang)}")
    return 0
