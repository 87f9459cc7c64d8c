"""``arbiter`` / ``arbiter guide [TOPIC]``: walk a ruling at the terminal.

Numbers choose an answer; b(ack)/t(erug) undoes the last answer, r(estart)/o(pnieuw)
starts again, q(uit)/s(top) leaves. Input and output are plain lines so the guide also
works over a slow SSH session or a screen reader.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

from arbiter.cli import render
from arbiter.cli.options import common, pairs
from arbiter.guide.interview import Asked, Interview
from arbiter.guide.library import library
from arbiter.guide.serialize import result
from arbiter.i18n import InputError, Lang

PROMPT = {
    "nl": "Kies een nummer (t = terug, o = opnieuw, s = stoppen): ",
    "en": "Choose a number (b = back, r = restart, q = quit): ",
}
TOPIC_PROMPT = {
    "nl": "Onderwerp: artikelnummer, naam of zoekwoorden (s = stoppen): ",
    "en": "Topic: law number, name or search words (q = quit): ",
}
PICK_PROMPT = {
    "nl": "Kies een nummer uit deze lijst, of zoek opnieuw: ",
    "en": "Choose a number from this list, or search again: ",
}
DONE_PROMPT = {
    "nl": "t = terug, o = opnieuw, s = stoppen: ",
    "en": "b = back, r = restart, q = quit: ",
}
GO_ON_PROMPT = {  # a ruling that offers the next topic of the story
    "nl": "v = verder met het volgende onderwerp, t = terug, o = opnieuw, s = stoppen: ",
    "en": "n = go on with the next topic, b = back, r = restart, q = quit: ",
}
GO_ON = {"v", "n", "verder", "next"}
BACK, RESTART, QUIT = (
    {"t", "b", "terug", "back"},
    {"o", "r", "opnieuw", "restart"},
    {"s", "q", "stop", "stoppen", "quit"},
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "topic", nargs="?", help="topic id to start at (default: choose one by law or words)"
    )
    parser.add_argument(
        "--fact", action="append", metavar="NAME=VALUE", help="table data known already (repeat)"
    )
    common(parser, json_flag=False)


def main(args: argparse.Namespace, lang: Lang) -> int:
    return run(args.topic, pairs(args.fact, "--fact"), lang)


def run(
    topic_id: str | None,
    facts: dict[str, str],
    lang: Lang,
    read: Callable[[str], str] = input,
    write: Callable[[str], None] = print,
) -> int:
    lib = library()
    try:
        if topic_id is None:
            topic_id = _pick_topic(lib, lang, read, write)
            if topic_id is None:
                return 0
        interview = Interview(lib.topic(topic_id), facts)
        state = interview.current()
        while True:
            write("")
            write(render.result(result(state, lang), lang))
            offers = not isinstance(state, Asked) and state.ruling.handoff is not None
            prompt = (
                PROMPT[lang] if isinstance(state, Asked)
                else GO_ON_PROMPT[lang] if offers else DONE_PROMPT[lang]
            )  # fmt: skip
            choice = read(prompt).strip().lower()
            if choice in QUIT:
                return 0
            if offers and choice in GO_ON:
                state = interview.answer("next")
                continue
            if choice in BACK:
                state = interview.back()
            elif choice in RESTART:
                state = interview.restart()
            elif (
                isinstance(state, Asked)
                and choice.isdigit()
                and 1 <= int(choice) <= len(state.question.answers)
            ):
                state = interview.answer(state.question.answers[int(choice) - 1].id)
            elif isinstance(state, Asked) and state.question.answer(choice):
                state = interview.answer(choice)
            else:
                count = len(state.question.answers) if isinstance(state, Asked) else 0
                accepted = (f"1-{count}",) if count else ()
                write(
                    InputError(
                        f"'{choice}' begrijp ik niet.",
                        f"'{choice}' is not understood.",
                        accepted=(*accepted, "t/b", "o/r", "s/q"),
                    ).message(lang)
                )
    except EOFError:
        return 0


def _pick_topic(
    lib, lang: Lang, read: Callable[[str], str], write: Callable[[str], None]
) -> str | None:
    """Topics are listed by law number, as in the booklet; the director types a law
    number ("27"), a topic id or everyday words ("kaart gevallen"). One clear match
    starts it; several are listed to choose from by number."""
    from arbiter.guide.find import find

    for entry in lib.index:
        write(f"{entry['law']:>5}  {entry['title'].get(lang) or entry['title']['nl']}")
    candidates: list[str] = []
    prompt = TOPIC_PROMPT[lang]
    while True:
        choice = read(prompt).strip()
        if choice.lower() in QUIT:
            return None
        if candidates and choice.isdigit() and 1 <= int(choice) <= len(candidates):
            return candidates[int(choice) - 1]
        if choice in lib.topics:
            return choice
        hits = find(choice, lang, limit=9) if choice else []
        best = [h for h in hits if h.why == "law" and h.score >= 100]
        if len(best) == 1 or len(hits) == 1:
            return (best or hits)[0].topic
        if not hits:
            write(
                InputError(
                    f"Geen onderwerp gevonden voor '{choice}'.",
                    f"No topic found for '{choice}'.",
                    accepted=("27", "onvoldoende", "revoke"),
                ).message(lang)
            )
            continue
        candidates = [h.topic for h in hits]
        for number, topic_id in enumerate(candidates, 1):
            topic = lib.topic(topic_id)
            write(f"{number:>3}. {topic.title.get_lang(lang)} ({topic.law})")
        prompt = PICK_PROMPT[lang]
