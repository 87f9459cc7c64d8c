"""Self-study: a self-test of statements and table cases, with the answer explained.

``items()`` holds every item: the hand-written ones (``items/*.yaml``: the lesson's
self-test and cases from the seeds) and the ones made from the guide's own paths
(:mod:`arbiter.train.generate`), grouped by the guide's topics in law order. ``grade``
checks one answer; bad input (an unknown item, an answer that is not one of the item's
choices) raises :class:`arbiter.i18n.InputError` in both languages.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from arbiter.i18n import InputError, Text
from arbiter.train.model import FALSE, TRUE, Item

MAX_ID = 120
#: What a user may type for a statement's answer, in either language.
STATEMENT_WORDS = {
    TRUE: ("true", "juist", "j", "t", "waar", "ja", "yes", "y"),
    FALSE: ("false", "onjuist", "o", "f", "onwaar", "nee", "no", "n"),
}


@dataclass(frozen=True)
class Catalogue:
    items: tuple[Item, ...]
    by_id: dict[str, Item]
    sets: dict[str, Text]
    topics: tuple[str, ...]  # topics with items, in law order

    def of_topic(self, topic: str) -> list[Item]:
        return [i for i in self.items if i.topic == topic]


@cache
def catalogue() -> Catalogue:
    from arbiter.guide.library import library
    from arbiter.train.generate import topic_items
    from arbiter.train.written import read

    lib = library()
    written, sets = read(topics=set(lib.topics))
    ordered: list[Item] = []
    for topic in lib.topics.values():
        ordered += [i for i in written if i.topic == topic.id]
        ordered += list(topic_items(topic))
    by_id: dict[str, Item] = {}
    for item in ordered:
        if item.id in by_id:
            raise ValueError(f"training item id {item.id} is used twice")
        by_id[item.id] = item
    topics = tuple(dict.fromkeys(i.topic for i in ordered))
    return Catalogue(tuple(ordered), by_id, sets, topics)


def items() -> tuple[Item, ...]:
    return catalogue().items


def item(item_id: str) -> Item:
    """The item, or an :class:`InputError` saying what an item id looks like."""
    found = catalogue().by_id.get(str(item_id)[:MAX_ID])
    if found is None:
        shown = str(item_id)[:40]
        raise InputError(
            f"Onbekende vraag '{shown}'.",
            f"Unknown item '{shown}'.",
            accepted=(items()[0].id, items()[1].id, "arbiter train --json"),
        )
    return found


def topic_items(topic: str) -> list[Item]:
    cat = catalogue()
    if topic not in cat.topics:
        raise InputError(f"Onbekend onderwerp '{topic[:40]}'.", f"Unknown topic '{topic[:40]}'.",
                         accepted=cat.topics)  # fmt: skip
    return cat.of_topic(topic)


def normalise(it: Item, answer: str) -> str:
    """The choice id an answer means: ``a``-``d`` for a case (or 1-4), ``true``/``false``
    for a statement (or juist/onjuist, j/o, t/f)."""
    text = str(answer).strip().lower()[:20]
    ids = [c.id for c in it.choices]
    if it.kind == "statement":
        for choice, words in STATEMENT_WORDS.items():
            if text in words:
                return choice
        accepted: tuple[str, ...] = ("juist", "onjuist", "true", "false")
    else:
        if re.fullmatch(r"[1-9]", text) and int(text) <= len(ids):
            return ids[int(text) - 1]
        if text in ids:
            return text
        accepted = (*ids, *(str(n + 1) for n in range(len(ids))))
    raise InputError(
        f"'{str(answer)[:20]}' is geen antwoord op vraag {it.id}.",
        f"'{str(answer)[:20]}' is not an answer to item {it.id}.",
        accepted=accepted,
    )


@dataclass(frozen=True)
class Graded:
    item: Item
    choice: str
    correct: bool


def grade(item_id: str, answer: str) -> Graded:
    """Check one answer; raises :class:`InputError` before anything else happens."""
    it = item(item_id)
    choice = normalise(it, answer)
    return Graded(it, choice, it.is_right(choice))
