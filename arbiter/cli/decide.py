"""``arbiter decide``: the next question or the ruling for given answers and facts.

Handoffs are followed: answers for a later topic of the story are given as
``--answer TOPIC:NODE=CHOICE`` (``--answer penalty-card:choice=require``)."""

from __future__ import annotations

import argparse
import json

from arbiter.cli import render
from arbiter.cli.options import common, pairs
from arbiter.guide.library import library
from arbiter.guide.serialize import result
from arbiter.guide.story import Story, walk_story
from arbiter.i18n import Lang


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("topic", help="topic id, as listed by arbiter topics")
    parser.add_argument(
        "--answer",
        action="append",
        metavar="NODE=CHOICE",
        help="an answer to a question (repeat for each); TOPIC:NODE for a later topic of the "
        "story, RULING=next to go on at a ruling that offers the next topic",
    )
    parser.add_argument(
        "--fact",
        action="append",
        metavar="NAME=VALUE",
        help='table data, e.g. dealer=N, auction="1♠ pas" (repeat)',
    )
    parser.add_argument("--profile", help="regulation profile: NBB (default), WBF, EBU, ACBL")
    common(parser)


def main(args: argparse.Namespace, lang: Lang) -> int:
    answers, facts = pairs(args.answer, "--answer"), pairs(args.fact, "--fact")
    return run(args.topic, answers, facts, lang, args.json, args.profile)


def run(
    topic_id: str,
    answers: dict[str, str],
    facts: dict[str, str],
    lang: Lang,
    as_json: bool,
    profile: str | None = None,
) -> int:
    from arbiter.laws.profiles import profile as checked

    lib = library()
    story = Story(lib.topic(topic_id).id, tuple(answers.items()), profile=checked(profile).name,
                  lang=lang).with_facts(facts)
    data = result(walk_story(story), lang, story.profile)
    if as_json:
        print(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        print(render.result(data, lang))
    return 0
