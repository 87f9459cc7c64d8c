"""The guide's content model: topics made of question and ruling nodes.

These are plain frozen data; the loader builds them from the YAML files, the validator
proves them sound, and the interview walks them. Nothing here reads files.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from arbiter.i18n import Text
from arbiter.laws.refs import LawRef


@dataclass(frozen=True, slots=True)
class Answer:
    id: str
    text: Text
    next: str


@dataclass(frozen=True, slots=True)
class Option:
    """One choice for the non-offending side, read out with its consequences (10C1)."""

    id: str
    text: Text
    consequences: Text
    laws: tuple[str, ...] = ()
    outcome: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Options:
    chooser: str
    choices: tuple[Option, ...]
    intro: Text | None = None


@dataclass(frozen=True, slots=True)
class Question:
    """A question the director answers at the table.

    ``fact`` names a fact the program can work out from table data (see ``facts.py``);
    when the user supplied that data, the fact answers the question and it is not asked.
    ``options`` is set when the answer is a player's choice: the director reads every
    option with its consequences first (10C1), and each option id is an answer id.
    """

    id: str
    text: Text
    law: str | None
    answers: tuple[Answer, ...]
    help: Text | None = None
    fact: str | None = None
    options: Options | None = None

    def answer(self, answer_id: str) -> Answer | None:
        return next((a for a in self.answers if a.id == answer_id), None)


@dataclass(frozen=True, slots=True)
class FollowUp:
    kind: str
    text: Text
    laws: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Ruling:
    """Where a path ends: the rectification, what to read out and what to do next."""

    id: str
    text: Text
    outcome: dict[str, Any]
    laws: tuple[str, ...]
    leave: Text
    options: Options | None = None
    tell: tuple[Text, ...] = ()
    afterwards: tuple[FollowUp, ...] = ()
    see: str | None = None  # another topic that takes over from here
    regulation: tuple[str, ...] = ()  # regulation-profile values the ruling depends on

    @property
    def director_stays(self) -> bool:
        """The director stays while something the ruling set up is still to be carried out."""
        o = self.outcome
        return (
            o.get("penalty_card", "none") != "none"
            or o.get("lead_restriction", "none") != "none"
            or o.get("offender_partner_must_pass", "no") != "no"
        )


Node = Question | Ruling


@dataclass(frozen=True, slots=True)
class StoryCue:
    """Words a director uses to tell what happened, and the questions they answer.

    Search (``arbiter/guide/search.py``) reads a description such as "uitgekomen terwijl
    partner aan de beurt was"; a cue whose words occur in it (word stems, in order) finds
    the topic and opens it with ``answers`` given. ``calls`` names a call situation that
    counts as these words when the text holds calls ("1♥ over 1♠" is ``insufficient``).
    The director sees every answer so given in the trail and can change it.
    """

    words: dict[str, tuple[str, ...]]  # language → phrases
    answers: tuple[tuple[str, str], ...] = ()
    calls: str | None = None


@dataclass(frozen=True, slots=True)
class Topic:
    id: str
    law: str
    phase: str
    title: Text
    summary: Text
    start: str
    nodes: dict[str, Node]
    laws: tuple[str, ...] = ()
    keywords: dict[str, tuple[str, ...]] = field(default_factory=dict)
    story: tuple[StoryCue, ...] = ()  # search: words that answer questions (see StoryCue)
    file: str = ""  # the content file's name, for messages

    def entry(self) -> dict[str, Any]:
        """Plain data for lists and search: what ``arbiter topics`` shows, nothing more."""
        return {
            "id": self.id,
            "law": self.law,
            "laws": list(dict.fromkeys([self.law, *self.laws])),
            "phase": self.phase,
            "title": dict(self.title),
            "summary": dict(self.summary),
            "keywords": {lang: list(words) for lang, words in self.keywords.items()},
        }

    @property
    def sort_key(self) -> tuple[int, str, str]:
        ref = LawRef.parse(self.law)
        return (ref.law, ref.sub, self.id)

    def node(self, node_id: str) -> Node | None:
        return self.nodes.get(node_id)
