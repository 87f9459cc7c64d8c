"""``arbiter find "what happened"``: the topics for a director's sentence, best first, with
the table data read from it and the command that starts the ruling there.

arbiter find "zuid bood 1♣ na 1♦ van zijn partner"
arbiter find "east revoked at trick 5, south is declarer" --lang en --json
arbiter find 27

The same reader as the home page and ``GET /api/v1/search`` (:mod:`arbiter.guide.find`).
"""

from __future__ import annotations

import argparse
import json
import shlex

from arbiter.cli.options import common
from arbiter.i18n import InputError, Lang


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("sentence", nargs="+", help="what happened, in your own words")
    parser.add_argument("--limit", type=int, default=5, help="how many topics (default 5)")
    common(parser)


def main(args: argparse.Namespace, lang: Lang) -> int:
    return run(" ".join(args.sentence), lang, args.json, args.limit)


def hits_json(sentence: str, lang: Lang, limit: int | None = None) -> list[dict]:
    """The topics for a sentence as JSON: what ``--json`` prints (the API's shape, with the
    ``arbiter decide`` command instead of the page's address)."""
    from arbiter.guide.find import MAX_TEXT, find, nearest
    from arbiter.guide.find.facts import describe
    from arbiter.guide.library import library
    from arbiter.guide.summary import topic_summary

    if not sentence.strip():
        raise InputError(
            "Geen zin opgegeven: zeg wat er gebeurde.",
            "No sentence given: say what happened.",
            accepted=('arbiter find "oost verzaakte"', "arbiter find 27"),
        )
    if len(sentence) > MAX_TEXT:
        raise InputError(
            f"De zin is {len(sentence)} tekens lang; ten hoogste {MAX_TEXT}.",
            f"The sentence is {len(sentence)} characters long; at most {MAX_TEXT}.",
            accepted=(f"≤ {MAX_TEXT}",),
        )
    topics = library().topics
    hits = find(sentence, lang, limit) or nearest(sentence, limit or 5)
    return [{**topic_summary(topics[h.topic].entry(), lang), "score": round(h.score, 2),
             "match": h.why, "answers": [list(pair) for pair in h.answers],
             "facts": dict(h.facts), "read": describe(h.facts, lang),
             "command": command(h.topic, h.answers, h.facts)} for h in hits]  # fmt: skip


def command(topic: str, answers, facts) -> str:
    """The ``arbiter decide`` command that opens the topic where the sentence leaves it."""
    parts = ["arbiter", "decide", topic]
    for node, choice in answers:
        parts += ["--answer", f"{node}={choice}"]
    for name, value in facts:
        parts += ["--fact", f"{name}={value}"]
    return shlex.join(parts)


_ANSWERED = {"nl": ("vragen beantwoord", "vraag beantwoord"),
             "en": ("questions answered", "question answered")}  # fmt: skip


def run(sentence: str, lang: Lang, as_json: bool, limit: int | None = 5) -> int:
    data = hits_json(sentence, lang, limit)
    if as_json:
        print(json.dumps(data, ensure_ascii=False, indent=2))
        return 0
    for n, hit in enumerate(data, 1):
        print(f"{n}. {hit['title']} ({hit['law']})")
        answered = len(hit["answers"])
        notes = [f"{answered} {_ANSWERED[lang][answered == 1]}"] if answered else []
        if hit["read"]:
            notes.append(("gelezen: " if lang == "nl" else "read: ") + hit["read"])
        if notes:
            print("   " + " · ".join(notes))
        print(f"   {hit['command']}")
    return 0
