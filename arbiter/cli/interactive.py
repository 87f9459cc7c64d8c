"""``arbiter`` / ``arbiter guide [TOPIC]``: walk a ruling at the terminal.

Numbers choose an answer; b(ack)/t(erug) undoes the last answer, r(estart)/o(pnieuw)
starts again, q(uit)/s(top) leaves. Input and output are plain lines so the guide also
works over a slow SSH session or a screen reader.
"""

from __future__ import annotations

from collections.abc import Callable

from arbiter.cli import render
from arbiter.guide.interview import Asked, Interview
from arbiter.guide.library import library
from arbiter.guide.serialize import result
from arbiter.i18n import InputError, Lang

PROMPT = {
    "nl": "Kies een nummer (t = terug, o = opnieuw, s = stoppen): ",
    "en": "Choose a number (b = back, r = restart, q = quit): ",
}
TOPIC_PROMPT = {
    "nl": "Kies een onderwerp (nummer of naam, s = stoppen): ",
    "en": "Choose a topic (number or name, q = quit): ",
}
DONE_PROMPT = {
    "nl": "t = terug, o = opnieuw, s = stoppen: ",
    "en": "b = back, r = restart, q = quit: ",
}
BACK, RESTART, QUIT = (
    {"t", "b", "terug", "back"},
    {"o", "r", "opnieuw", "restart"},
    {"s", "q", "stop", "stoppen", "quit"},
)


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
            topics = list(lib.topics.values())
            for number, topic in enumerate(topics, 1):
                write(f"{number:>3}. {topic.title.get_lang(lang)} ({topic.law})")
            while topic_id is None:
                choice = read(TOPIC_PROMPT[lang]).strip().lower()
                if choice in QUIT:
                    return 0
                if choice.isdigit() and 1 <= int(choice) <= len(topics):
                    topic_id = topics[int(choice) - 1].id
                elif choice in lib.topics:
                    topic_id = choice
                else:
                    write(
                        InputError(
                            "Onbekend onderwerp.",
                            "Unknown topic.",
                            accepted=("1-" + str(len(topics)),),
                        ).message(lang)
                    )
        interview = Interview(lib.topic(topic_id), facts)
        state = interview.current()
        while True:
            write("")
            write(render.result(result(state, lang), lang))
            prompt = PROMPT[lang] if isinstance(state, Asked) else DONE_PROMPT[lang]
            choice = read(prompt).strip().lower()
            if choice in QUIT:
                return 0
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
                write(
                    InputError(
                        f"'{choice}' begrijp ik niet.",
                        f"'{choice}' is not understood.",
                        accepted=(f"1-{count}" if count else "", "t/b", "o/r", "s/q"),
                    ).message(lang)
                )
    except EOFError:
        return 0
