"""An alert regulation as typed data: version, sources, sections, questions, rules, examples.

Built by :mod:`arbiter.alert.loader` from one YAML file per federation; nothing here knows
the NBB or any other federation, so a second regulation is a second data file.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from arbiter.i18n import Text

__all__ = [
    "DECISIONS",
    "Answer",
    "Decision",
    "Example",
    "Fact",
    "Regulation",
    "Rule",
    "Section",
    "Source",
    "Version",
]

Decision = Literal["alert", "no_alert", "announce"]
DECISIONS: tuple[Decision, ...] = ("alert", "no_alert", "announce")
GROUPS: tuple[str, ...] = ("must", "announce", "exception", "must_not")


@dataclass(frozen=True, slots=True)
class Source:
    id: str
    title: str
    url: str


@dataclass(frozen=True, slots=True)
class Version:
    name: Text
    effective: str
    confirmed: str
    status: Text
    established: Text


@dataclass(frozen=True, slots=True)
class Section:
    """A general part of the regulation (what alerting is, who alerts ...), own words."""

    id: str
    title: Text
    text: Text
    source: str
    article: str
    also: tuple[str, ...] = ()
    laws: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Answer:
    id: str
    text: Text
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Fact:
    """Something only the players know (what the call means), asked as a question."""

    id: str
    question: Text
    help: Text | None
    answers: tuple[Answer, ...]

    @property
    def answer_ids(self) -> tuple[str, ...]:
        return tuple(a.id for a in self.answers)

    def answer(self, answer_id: str) -> Answer:
        return next(a for a in self.answers if a.id == answer_id)


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule: when it applies, what to do, in our words, and where it comes from."""

    id: str
    group: str
    decision: Decision
    when: dict[str, Any]
    title: Text
    text: Text
    source: str
    article: str
    also: tuple[str, ...] = ()
    announce: Text | None = None
    note: Text | None = None
    verified: bool = True


@dataclass(frozen=True, slots=True)
class Example:
    """A worked example from a source: table data, answers and the expected outcome."""

    id: str
    dealer: str
    auction: str
    call: str
    answers: dict[str, str]
    expect: Decision
    rule: str
    text: Text
    source: str


@dataclass(frozen=True)
class Regulation:
    id: str
    profile: str
    title: Text
    announcements: bool
    version: Version
    sources: dict[str, Source]
    sections: tuple[Section, ...]
    facts: dict[str, Fact]
    rules: tuple[Rule, ...]
    examples: tuple[Example, ...]
    unverified: tuple[Text, ...]
    file: str = ""

    def rule(self, rule_id: str) -> Rule:
        return next(r for r in self.rules if r.id == rule_id)
