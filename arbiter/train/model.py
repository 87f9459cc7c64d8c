"""The self-test's items: statements (true or false) and table cases (one ruling of four).

An item is plain data in both languages. Generated items come from the guide's own paths
(:mod:`arbiter.train.generate`); written items from the YAML files in ``items/``
(:mod:`arbiter.train.written`). Both have the same shape, so the shells never need to
know where an item came from, except to show its source.
"""

from __future__ import annotations

from dataclasses import dataclass

from arbiter.i18n import Lang, Text

#: The kinds of item: a statement the trainee calls true or false, or a table case where
#: he picks the ruling out of four.
KINDS = ("statement", "case")
#: The two answers of a statement.
TRUE, FALSE = "true", "false"


@dataclass(frozen=True, slots=True)
class Choice:
    id: str
    text: Text
    # Why this choice is not the ruling (a case's distractor): the answer that would have
    # led there. Empty for the key and for statements.
    why: Text | None = None


@dataclass(frozen=True, slots=True)
class Step:
    """One fact of a generated case: a question of the guide and the answer to it."""

    question: Text
    answer: Text


@dataclass(frozen=True, slots=True)
class Item:
    """One question of the self-test.

    ``key`` is the id of the right choice. ``situation`` is the case told as the guide's
    questions with their answers (generated cases) and ``prompt`` what is asked; a written
    item tells its situation in the prompt. ``explanation`` and ``laws`` are shown after
    every answer, right or wrong. ``source`` names where the item's answer comes from:
    the guide's path (topic, answers, ruling) or a seed or law.
    """

    id: str
    kind: str
    topic: str
    prompt: Text
    choices: tuple[Choice, ...]
    key: str
    explanation: Text
    laws: tuple[str, ...]
    source: str
    origin: str  # "generated" | "written"
    situation: tuple[Step, ...] = ()
    title: Text | None = None  # a short name ("Stelling a"), shown above the prompt
    set: str | None = None  # a written series (the lesson's self-test a-h)
    # Generated cases: the guide's answers along the path, and the ruling they reach.
    answers: tuple[tuple[str, str], ...] = ()
    ruling: str | None = None
    # A generated statement: the ruling whose line the statement shows (None: the key's).
    shown: str | None = None
    # A generated case: the ruling behind each choice, (choice id, ruling id).
    rulings: tuple[tuple[str, str], ...] = ()
    # A written item: a walk of its topic that decides it, (answers, facts, ruling).
    guide: tuple | None = None

    def choice(self, choice_id: str) -> Choice | None:
        return next((c for c in self.choices if c.id == choice_id), None)

    def is_right(self, choice_id: str) -> bool:
        return choice_id == self.key

    def texts(self, lang: Lang) -> list[str]:
        """Every text of the item in one language (for checks and search)."""
        out = [self.prompt.get_lang(lang), self.explanation.get_lang(lang)]
        out += [c.text.get_lang(lang) for c in self.choices]
        out += [s.question.get_lang(lang) + " " + s.answer.get_lang(lang) for s in self.situation]
        if self.title:
            out.append(self.title.get_lang(lang))
        return out
