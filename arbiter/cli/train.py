"""``arbiter train``: the self-test on the command line.

    arbiter train                          interactive: pick a topic, answer, see why
    arbiter train --topic penalty-card     start at one topic
    arbiter train --json [--topic T] [--kind case|statement]   the items, with answers
    arbiter train --answer seed-002.a=onjuist [--json]          grade one answer

Interactive answers: a-d or 1-4 for a case, j/o (juist/onjuist) or t/f for a statement;
``n`` goes on to another topic, ``q`` stops. Bad input (an unknown topic or item, an
answer that is not one of the item's choices) gives a message in the chosen language and
exit code 2; in the interactive mode the question is asked again.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable

from arbiter.cli.options import common
from arbiter.i18n import InputError, Lang

WORDS = {
    "nl": {
        "pick": "Kies een onderwerp (nummer), of q om te stoppen: ",
        "answer_case": "Uw antwoord (a-d; n = ander onderwerp, q = stoppen): ",
        "answer_statement": "Juist of onjuist? (j/o; n = ander onderwerp, q = stoppen): ",
        "right": "Goed!",
        "wrong": "Fout. Het goede antwoord: {key}",
        "laws": "Artikelen",
        "score": "Score: {right} van {asked} goed.",
        "done": "Alle vragen van dit onderwerp gehad.",
        "situation": "Situatie",
        "items": "vragen",
        "source": "Bron",
    },
    "en": {
        "pick": "Pick a topic (number), or q to stop: ",
        "answer_case": "Your answer (a-d; n = another topic, q = stop): ",
        "answer_statement": "True or false? (t/f; n = another topic, q = stop): ",
        "right": "Right!",
        "wrong": "Wrong. The right answer: {key}",
        "laws": "Laws",
        "score": "Score: {right} of {asked} right.",
        "done": "That was every item of this topic.",
        "situation": "Situation",
        "items": "items",
        "source": "Source",
    },
}


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.description = "Self-test: statements and table cases, with the answer explained"
    p.add_argument("--topic", default=None, help="a topic id (arbiter topics)")
    p.add_argument("--kind", choices=("case", "statement"), default=None)
    p.add_argument("--answer", default=None, metavar="ITEM=CHOICE",
                   help="grade one answer: a-d, 1-4, juist/onjuist, true/false")  # fmt: skip
    common(p)


def main(args: argparse.Namespace, lang: Lang) -> int:
    from arbiter.train import catalogue, grade, topic_items
    from arbiter.train.serialize import graded_json, item_json

    if args.answer is not None:
        item_id, sep, choice = args.answer.partition("=")
        if not sep:
            raise InputError(f"'{args.answer[:40]}' heeft niet de vorm VRAAG=ANTWOORD.",
                             f"'{args.answer[:40]}' is not of the form ITEM=CHOICE.",
                             accepted=("seed-002.a=onjuist", "revoke.trick-12=a"))  # fmt: skip
        data = graded_json(grade(item_id.strip(), choice), lang)
        print(json.dumps(data, ensure_ascii=False, indent=2) if args.json
              else feedback_text(data, lang))  # fmt: skip
        return 0
    chosen = topic_items(args.topic) if args.topic else list(catalogue().items)
    if args.kind:
        chosen = [i for i in chosen if i.kind == args.kind]
    if args.json:
        print(json.dumps([item_json(i, lang) for i in chosen], ensure_ascii=False, indent=2))
        return 0
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        for topic in _topics(lang):
            print(f"{topic['id']:36} {topic['items']:4} {WORDS[lang]['items']}  {topic['title']}")
        return 0
    return interactive(args.topic, args.kind, lang)


def _topics(lang: Lang) -> list[dict]:
    from arbiter.train.serialize import topics_json

    return topics_json(lang)


def _input(prompt: str) -> str | None:
    try:
        return input(prompt).strip()
    except EOFError:
        print()
        return None


def interactive(topic: str | None, kind: str | None, lang: Lang,
                read: Callable[[str], str | None] = _input,
                write: Callable[[str], None] = print) -> int:  # fmt: skip
    """Ask item after item; ``read`` returns None at the end of input."""
    from arbiter.train import grade, topic_items
    from arbiter.train.serialize import graded_json, item_json

    w = WORDS[lang]
    print = write
    _input = read
    right = asked = 0
    while True:
        if topic is None:
            topics = _topics(lang)
            for n, t in enumerate(topics, 1):
                print(f"{n:3}. {t['title']} ({t['items']})")
            raw = _input(w["pick"])
            if raw is None or raw.lower() in ("q", "s"):
                break
            if not raw.isdigit() or not 1 <= int(raw) <= len(topics):
                print(f"1-{len(topics)}, q")
                continue
            topic = topics[int(raw) - 1]["id"]
        chosen = [i for i in topic_items(topic) if kind is None or i.kind == kind]
        for it in chosen:
            print("\n" + question_text(item_json(it, lang, key=False), lang))
            while True:
                raw = _input(w["answer_" + it.kind])
                if raw is None or raw.lower() in ("q", "s"):
                    print(w["score"].format(right=right, asked=asked))
                    return 0
                if raw.lower() == "n":
                    break
                try:
                    graded = grade(it.id, raw)
                except InputError as error:
                    print(error.message(lang))
                    continue
                asked += 1
                right += graded.correct
                print(feedback_text(graded_json(graded, lang), lang))
                print(w["score"].format(right=right, asked=asked))
                break
            if raw is not None and raw.lower() == "n":
                break
        else:
            print(w["done"])
        topic = None
    print(w["score"].format(right=right, asked=asked))
    return 0


def question_text(data: dict, lang: Lang) -> str:
    lines = []
    if data["title"]:
        lines.append(data["title"])
    if data["situation"]:
        lines.append(WORDS[lang]["situation"] + ":")
        lines += [f"  - {s['question']} → {s['answer']}" for s in data["situation"]]
    lines.append(data["prompt"])
    if data["kind"] == "case":
        lines += [f"  {c['id']}) {c['text']}" for c in data["choices"]]
    return "\n".join(lines)


def feedback_text(data: dict, lang: Lang) -> str:
    w = WORDS[lang]
    lines = [w["right"] if data["correct"] else w["wrong"].format(key=data["key_text"])]
    if data["why"]:
        lines.append(data["why"])
    lines.append(data["explanation"])
    lines.append(f"{w['laws']}: {', '.join(data['laws'])}")
    return "\n".join(lines)
