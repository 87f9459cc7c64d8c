"""A ruling's story in the log's words: the questions and answers, the table data, the
guide's ruling, and the link back into the guide.

The story itself (topic, answers, table data, board, profile) is one value of the guide
layer, :class:`arbiter.guide.story.Story`, with one codec for the guide's URL, the ruling
form's hidden fields and the stored record. This module only says it in words, never in
ids, so that a ruling form, a ruling page, an export and an appeal report read alike. A
story whose answers no longer fit the guide's content (the content changed after it was
saved) is still shown, with the stored ids as they are: the record stays readable.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from arbiter.guide.story import Story, lenient_pairs
from arbiter.i18n import InputError, Lang


def from_params(params: Mapping[str, str], lang: Lang = "nl") -> Story | None:
    """The story a guide page sent with "save this ruling" (``?topic=&a=&dealer=...``);
    ``None`` without a topic. What the guide's codec refuses is kept as typed, so that the
    form shows it and the log service names what is wrong."""
    topic = (params.get("topic") or "").strip()
    if not topic:
        return None
    try:
        return Story.from_query(topic, params, lang)
    except InputError:
        from arbiter.guide.facts import INPUTS

        facts = tuple((name, params[name]) for name in INPUTS if params.get(name))
        return Story(topic, lenient_pairs(params.get("a") or "", ":"), facts, lang=lang)


def topic_title(topic: str | None, lang: Lang) -> str | None:
    from arbiter.log.records import topic_title as title

    return title(topic, lang) if topic else None


def form_view(story: Story | None, lang: Lang) -> dict[str, Any]:
    """What the ruling form shows of the story: its topic and title, the hidden fields
    that carry it, the guide page it came from."""
    if story is None:
        return {"topic": "", "title": None, "hidden": {}, "url": None}
    return {"topic": story.topic, "title": topic_title(story.topic, lang),
            "hidden": story.hidden(), "url": guide_url(story, lang)}  # fmt: skip


def guide_url(story: Story, lang: Lang, board: Mapping[str, Any] | None = None) -> str:
    """The guide page of this story (the ruling, with its what-ifs); ``board`` (``event``,
    ``board``, ``table``, ``call_id``) lets the guide show the board's hand record to
    those who may see the event."""
    from arbiter.guide.story import parse_board

    if board:
        story = Story(story.topic, story.answers, story.facts,
                      parse_board({k: str(v) for k, v in board.items()}), story.profile)
    return story.with_lang(lang).url()


def path_lines(story: Story | None, lang: Lang) -> list[tuple[str, str]]:
    """(question, answer) in the director's words, walked again through the guide along
    the story; a question of a later topic is headed by that topic's title, a line of
    the exceptions screen is said as the line ("... : niet het geval")."""
    if story is None:
        return []
    from arbiter.guide.library import library
    from arbiter.guide.serialize import path
    from arbiter.guide.story import walk_story

    try:
        lib = library()
        res = walk_story(story)
        lines = []
        for p in path(res, lang):
            question = p["question"]
            answer = p["answer_text"] or p["answer"]
            exception = p["exception"]
            if exception:
                question = exception["line"]
                answer = _case_words(lang)[exception["applies"]]
            if p["topic"] != story.topic:
                question = f"{lib.topic(p['topic']).title.get_lang(lang)}: {question}"
            lines.append((question, answer))
        return lines
    except (InputError, KeyError):
        return list(story.answers)


def _case_words(lang: Lang) -> dict[bool, str]:
    return {True: "wel het geval", False: "niet het geval"} if lang == "nl" else {
        True: "the case", False: "not the case"}


def fact_lines(story: Story | None, lang: Lang) -> list[tuple[str, str]]:
    """(label, value) of the table data, each value as the guide writes it in ``lang``
    (seats by name, calls and cards in the language's letters)."""
    if story is None:
        return []
    from arbiter.guide.facts import INPUTS

    lines = []
    for name, value in story.facts:
        definition = INPUTS.get(name)
        if definition is None:
            lines.append((name, value))
            continue
        label = definition.text.get_lang(lang)
        lines.append((label[:1].upper() + label[1:], _shown(definition, value, lang)))
    return lines


def decided(story: Story | None, lang: Lang) -> dict[str, Any] | None:
    """The guide's ruling for this story, as the form shows it above the fields: its
    text, laws, the path and the table data in words, the outcome in words; None while
    the answers do not reach a ruling."""
    if story is None:
        return None
    from arbiter.guide import outcome_words
    from arbiter.log import validate as v

    c = v.Collector()
    hidden = story.hidden()
    g = v.guide_ruling(c, hidden["topic"], hidden["answers"], hidden["facts"])
    if g is None:
        return None
    return {
        "topic": story.topic,
        "topic_title": topic_title(story.topic, lang),
        "text": g.text.get(lang) or g.text.get("nl"),
        "laws": g.laws,
        "path": path_lines(story, lang),
        "facts": fact_lines(story, lang),
        "outcome": outcome_words.describe(g.outcome, lang),
        "guide_url": guide_url(story, lang),
    }


def _shown(definition: Any, value: str, lang: Lang) -> str:
    """A table-data value in ``lang``: parsed by its input, then written as the guide
    writes it; a value that does not parse is shown as typed."""
    try:
        parsed = definition.parse(value)
    except (InputError, ValueError):
        return value
    return _display(parsed, lang, value)


def _display(parsed: Any, lang: Lang, typed: str) -> str:
    if isinstance(parsed, bool):
        return {"nl": ("nee", "ja"), "en": ("no", "yes")}[lang][parsed]
    if isinstance(parsed, tuple | list):
        return " ".join(_display(p, lang, str(p)) for p in parsed)
    name = getattr(parsed, "name", None)
    if callable(name) and hasattr(parsed, "abbr"):  # a seat
        return name(lang)
    fmt = getattr(parsed, "format", None)
    if callable(fmt) and not isinstance(parsed, str):  # a call or a card
        try:
            return fmt(lang)
        except TypeError:
            return typed
    if isinstance(parsed, str):
        from arbiter.log.labels import words

        word = words(lang)(f"fact_{parsed}")
        return word if word != f"fact_{parsed}" else parsed
    return str(parsed)
