"""``arbiter decide``: the next question or the ruling for given answers and facts.

Handoffs are followed: answers for a later topic of the story are given as
``--answer TOPIC:NODE=CHOICE`` (``--answer penalty-card:choice=require``)."""

from __future__ import annotations

import json

from arbiter.cli import render
from arbiter.guide.chain import walk_chain
from arbiter.guide.library import library
from arbiter.guide.serialize import result
from arbiter.i18n import Lang


def run(
    topic_id: str,
    answers: dict[str, str],
    facts: dict[str, str],
    lang: Lang,
    as_json: bool,
    profile: str | None = None,
) -> int:
    lib = library()
    res = walk_chain(lib.topic(topic_id), answers, facts, lib.topics)
    data = result(res, lang, profile)
    if as_json:
        print(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        print(render.result(data, lang))
    return 0
