"""``arbiter check``: prove every topic sound; exit 2 naming file, node and problem."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Mapping
from typing import TYPE_CHECKING

from arbiter.cli.options import common
from arbiter.guide.library import read_library
from arbiter.guide.loading import CONTENT_DIR
from arbiter.guide.problems import problem
from arbiter.guide.validate import validate
from arbiter.i18n import InputError, Lang
from arbiter.laws.catalogue import catalogue
from arbiter.tips.loader import check_all

if TYPE_CHECKING:
    from arbiter.guide.model import Topic
    from arbiter.guide.problems import Problem


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--content", metavar="DIR", help="content directory (default: the shipped one)"
    )
    common(parser)


def main(args: argparse.Namespace, lang: Lang) -> int:
    return run(lang, args.json, args.content)


def training_problems(topics: set[str]) -> list[Problem]:
    """The self-test's hand-written items (``arbiter/train/items``) and the distractors set
    aside by hand (``arbiter/train/set_aside.yaml``): each problem names the file and entry
    (in English: they are for the writers of the items)."""
    from arbiter.guide.library import library
    from arbiter.guide.problems import problem
    from arbiter.train.generate import set_aside_problems
    from arbiter.train.written import WrittenError, read

    found = [problem("train", None, p, p) for p in set_aside_problems(library().topics)]
    try:
        read(topics=topics)
    except WrittenError as error:
        return found + [problem("train/items", None, p, p) for p in error.problems]
    return found


def search_problems(topics: Mapping[str, Topic]) -> list[Problem]:
    """The search's vocabulary (``arbiter/guide/find/lexicon.yaml``): cues naming a concept
    or a topic that does not exist, answers to questions a topic does not have."""
    from arbiter.guide.find.lexicon import lexicon

    return [problem("guide/find/lexicon.yaml", None, p, p) for p in lexicon().problems(topics)]


def run(lang: Lang, as_json: bool, content: str | None) -> int:
    directory = content or CONTENT_DIR
    if not os.path.isdir(directory):
        raise InputError(
            f"De map '{directory}' bestaat niet (--content).",
            f"The folder '{directory}' does not exist (--content).",
            accepted=(str(CONTENT_DIR),),
        )
    lib = read_library(directory)
    problems = [*lib.problems, *validate(list(lib.topics.values()), catalogue())]
    if os.path.samefile(directory, CONTENT_DIR):  # the items are written for the shipped topics
        problems += training_problems(set(lib.topics))
        problems += search_problems(lib.topics)
    problems += [problem(f"tips/data/{name}", None, text, text) for name, text in check_all()]
    if as_json:
        print(
            json.dumps(
                {
                    "ok": not problems,
                    "topics": len(lib.topics),
                    "problems": [
                        {"file": p.file, "node": p.node, "message": p.text.get_lang(lang)}
                        for p in problems
                    ],
                },
                ensure_ascii=False,
                indent=2,
            )
        )
    elif problems:
        for p in problems:
            print(p.message(lang), file=sys.stderr)
        label = "problemen gevonden" if lang == "nl" else "problems found"
        print(f"{len(problems)} {label}.", file=sys.stderr)
    else:
        nodes = sum(len(t.nodes) for t in lib.topics.values())
        print(
            f"OK: {len(lib.topics)} topics, {nodes} nodes."
            if lang == "en"
            else f"OK: {len(lib.topics)} onderwerpen, {nodes} knopen."
        )
    return 2 if problems else 0
